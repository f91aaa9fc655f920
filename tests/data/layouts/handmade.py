"""Write the hand-made layout cases: ``NAME.txt`` (a page's copied text) and ``NAME.json`` (what a reader gets).

Every episode below is written with its true values (date, length in seconds, summary, markers); each layout's
renderer (``pagestyles.py``) then shows them the way that directory does (its date words, its length units, its
chrome), counting relative dates back from the page's ``as_of`` as the site would. The expected JSON is those
true values, with the length the page *shows* (a progress text such as ``44 min left`` shows none). Nothing here
imports podcat. Blank lines between blocks come and go as they do in real copies (seeded, so reproducible).

Run from the repository root:  python tests/data/layouts/handmade.py
"""

from __future__ import annotations

from pagestyles import (
    CASES,
    E,
    amazon_music,
    apple,
    audible,
    castbox,
    castro,
    deezer,
    generic_beside,
    generic_download_share,
    generic_pipe,
    generic_pipe_table,
    generic_relative,
    generic_spelled,
    generic_table,
    generic_title_first,
    goodpods,
    iheart,
    listennotes,
    overcast,
    playerfm,
    pocketcasts,
    podbean,
    podcastaddict,
    podchaser,
    snipd,
    spotify,
    spotify_legacy,
    write,
    youtube_music,
)

# =============================================================================================== 1. directories
# --- apple, current page ------------------------------------------------------------------------------------
TIDEWATER = {
    "title": "Tidewater Engineering",
    "author": "Northwind Audio Collective",
    "category": "Technology · Updated Weekly",
    "rating": "4.7 (2.3K)",
    "description": "Stories from the people who keep large systems running: outages, migrations, on-call and the quiet "
                   "engineering work nobody sees until it breaks. Hosted by Priya Raman and Tomás Eriksen.",
    "years": "2023 - 2025",
    "count": 47,
}
write("apple-tidewater", "apple", "2025-08-14", TIDEWATER, [
    E("Cold Storage for Warm Data: Moving 4 PB Without Downtime", "2025-08-14", 3900,
      "How a four-person platform team moved four petabytes of object storage between regions\n"
      "without a single minute of planned downtime — and the one Friday when it almost went wrong.",
      season=3, number=14, hours=8),
    E("Postmortems Nobody Reads (and How to Fix That)", "2025-08-13", 2460,
      "Blameless is not the same as pointless. Priya shares the two-page template her team switched to in 2024.",
      season=3, number=13),
    E("Bonus: Listener Questions, Round 7", "2025-08-11", 1380,
      "You asked about on-call pay, flaky tests and whether YAML is a programming language.\n\n"
      "Thanks to everyone who sent in a voice memo — keep them coming.", etype="bonus"),
    E("The 15-Minute Deploy Budget", "2025-08-04", 3120,
      "What happens when a company decides no deploy may take longer than fifteen minutes, end to end?",
      season=3, number=12),
    E("Zürich, Kyoto and São Paulo: Running One Database Across Three Continents", "2025-07-28", 7200,
      "Consensus protocols meet undersea cables. Our guest from Banco Horizonte explains why their writes take "
      "180 ms and why that is fine.", season=3, number=11),
    E("Feature Flags at 2 a.m.", "2025-07-21", None,
      "A flag that was meant to live for a week turned four years old last month. We dig it up.",
      season=3, number=10),
    E("Why Our p99 Latency Was 41 min (Yes, Minutes)", "2025-07-14", 2820,
      "A queue that never drained, a retry storm and a dashboard that averaged it all away.",
      season=3, number=9),
    E("Interview: Ana Lúcia Ferreira on Chaos Engineering", "2025-07-07", 4080, "", season=3, number=8),
    E("Logs, Metrics, Traces — Pick Two?", "2025-06-30", 2280,
      "Observability budgets are real budgets. Tomás does the maths for a 40-service shop.", season=3, number=7),
    E("Season 3 Premiere: What Broke in 2024", "2025-05-12", 3300,
      "We're back! A look at the biggest public incidents of 2024 and what they had in common.",
      season=3, number=1),
    E("Season 3 Trailer", "2025-05-05", 120, "A quick look at what's coming this season.", etype="trailer"),
    E("Season 2 Finale: The 12 Outages of Christmas", "2024-12-09", 5460,
      "One outage for each day, told by the engineers who were paged.\n"
      "Recorded live in Rotterdam with an audience of 300 very tired people.", season=2, number=20),
    E("Hello, Pager: Our First On-Call Rotation", "2023-03-02", 2640,
      "Priya's first week on call, a pager that went off in a cinema, and the runbook that saved her.", number=4),
    E("Pilot: Why Another Infrastructure Podcast?", "2023-01-16", 1140,
      "Two engineers, one microphone and a list of grudges against status pages."),
], apple, gaps="mixed")

# --- apple, older page of a non-US storefront: 4 AUG and 04/08/2023 -------------------------------------------
ALLOTMENT = {
    "title": "The Allotment Hour",
    "author": "Greenhouse Radio Ltd",
    "category": "Home & Garden · Updated Weekly",
    "rating": "4.9 (418)",
    "description": "Muddy boots, honest advice. Two plot-holders from Sheffield answer your questions about growing "
                   "your own fruit and veg on a budget.",
    "years": "2022 - 2024",
    "count": 96,
}
write("apple-older-gb", "apple", "2024-08-20", ALLOTMENT, [
    E("Courgettes: Too Many, Too Soon", "2024-08-12", 2460,
      "Every year we swear we will only plant two. This year we planted nine."),
    E("Blight Watch: Tomatoes in a Wet Summer", "2024-08-04", 2220,
      "How to spot it, what to cut, and when to give up and make green tomato chutney."),
    E("The No-Dig Debate, Round 2", "2024-07-29", 3720,
      "Last year's experiment, 12 beds later.\nSpoiler: the dug beds lost, but not by much."),
    E("Bees, Wasps and the 10 a.m. Rule", "2024-07-15", 1980, ""),
    E("Water Butts & Watering Cans: Saving 1,000 Litres", "2024-07-01", 1740,
      "A listener in Leeds collects rain from a shed roof the size of a tablecloth. We do the sums."),
    E("Listener Plots: Cardiff, Leeds and a Balcony in Hackney", "2024-06-17", None,
      "Three gardens, three budgets, one very determined fig tree."),
    E("Brassicas Under Net", "2024-06-03", 2700, "Pigeons: 4, us: 1. Netting that works, and netting that doesn't."),
    E("Bonus: Chelsea Flower Show Walkabout", "2024-05-20", 1080,
      "Recorded on the press morning, with apologies for the brass band.", etype="bonus"),
    E("Winter Digging and Why We Stopped", "2023-11-23", 3000,
      "Frost is the best gardener on the allotment. We explain why we leave the clods alone now."),
    E("Glut Season: Jams, Chutneys and Freezing", "2023-08-04", 3600,
      "Sugar ratios, sterilising jars in the oven, and the great runner bean surplus of 2023."),
    E("Potatoes in Bags, Potatoes in Beds", "2023-05-12", 2340,
      "We grew the same variety both ways and weighed every spud."),
    E("Seed Catalogue Special 2023", "2023-02-01", 4500,
      "What we're ordering, what we're saving, and why we're not buying another 'miracle' tomato."),
], apple, gaps="one", storefront="gb")

# --- spotify, current web player ------------------------------------------------------------------------------
MARGINS = {
    "title": "Margins & Mortar",
    "author": "Fieldstone Media",
    "rating": "4.8 (1.1K)",
    "description": "Small businesses, big buildings and the money in between: a weekly show about running a shop, a "
                   "studio or a restaurant in a city that keeps getting more expensive.",
}
write("spotify-margins", "spotify", "2025-03-09", MARGINS, [
    E("The Bakery That Opened at 4 a.m.", "2025-03-05", 3780,
      "Marisol Ortega bakes 600 loaves before sunrise.\nWe ask her what the numbers look like after three years."),
    E("Rent Reviews, Explained in 30 Minutes", "2025-02-26", 2040,
      "Upward-only clauses, break dates and the letter you should send six months early."),
    E("Ep. 112 — Leases, Lawyers and a Leaky Roof", "2025-02-19", 3480, ""),
    E("Café Liège: Waffles, Debt and a Second Location", "2025-02-12", 4860,
      "Jonas and Mireille opened a second café in 2023. It nearly sank the first.\n\n"
      "In this episode: cash-flow forecasts, a bank that said no twice, and a landlord who said yes."),
    E("Payroll Day", "2025-02-05", None, "Twelve staff, two bank holidays and one very late invoice."),
    E("What $2,400 a Month Buys You in Lisbon vs. Leeds", "2025-01-29", 2820,
      "Two florists, two cities, the same rent. Who gets more shop for their money?"),
    E("Minimum Orders, Maximum Headaches", "2025-01-22", 7200,
      "Suppliers who want 500 units, makers who can sell 50. A long conversation about the gap."),
    E("Live From the Trade Show Floor (Recorded 1/15)", "2025-01-15", 2340,
      "Quick chats with eleven exhibitors about what actually sells."),
    E("2024 in Review: 12 Shops, 12 Lessons", "2024-12-18", 4320,
      "One lesson from every business we visited this year."),
    E("Pop-Ups That Stayed", "2024-11-06", 2640, "When a three-week pop-up turns into a ten-year lease."),
    E("Extra: Q&A With Our Accountant", "2024-10-30", 1620,
      "VAT thresholds, mileage and the receipts shoebox, answered by Dev Patel, ACA."),
    E("Welcome to Margins & Mortar", "2024-09-04", 360, "Who we are and why we started this show."),
], spotify, gaps="mixed")

# --- spotify, older no-script page -------------------------------------------------------------------------------
CIRCUITS = {
    "title": "Quiet Circuits",
    "author": "Halvorsen & Mbeki",
    "description": "A relaxed weekly podcast about electronics for people who own more breadboards than they "
                   "should. Hosted by Ingrid Halvorsen and Sipho Mbeki.",
}
write("spotify-legacy-circuits", "spotify", None, CIRCUITS, [
    E("Ep 58: Soldering Irons Under $50", "2020-08-27", 3792),
    E("Ep 57: The 555 Timer Turns 50", "2020-08-20", 2875),
    E("Ep 56: Oscilloscopes for Beginners", "2020-08-13", 3128),
    E("Ep 55: Ground Loops, Hum and Heartbreak", "2020-08-06", 2467),
    E("Ep 54: Interview — Dr. Ngozi Achebe on Power Electronics", "2020-07-30", 4540),
    E("Ep 53: Capacitors Explained (Again)", "2020-07-23", 2301),
    E("Ep 52: Building a 12V Bench Supply", "2020-07-16", None),
    E("Ep 51: Mailbag #7", "2020-07-09", 1799),
    E("Ep 50: Fifty Episodes, Fifty Parts", "2020-07-02", 5400),
    E("Ep 49: I²C vs. SPI", "2020-06-25", 2656),
    E("Ep 48: Relays, Reed Switches and Röhren", "2020-06-18", 2162),
    E("Ep 47: Counting to 100", "2020-06-11", 2013),
    E("Ep 46: Arduino at 15", "2020-06-04", 2420),
    E("Ep 45: Lockdown Workbench Tour", "2020-05-28", 3527),
    E("Ep 44: Reading Datasheets Without Crying", "2020-05-21", 2950),
    E("Ep 43: The Smell of Burnt Flux", "2020-05-14", 1665),
    E("Ep 42: Op-Amps, Part 2", "2020-05-07", 3305),
    E("Ep 41: Op-Amps, Part 1", "2020-04-30", 3096),
    E("Ep 40: One Year of Quiet Circuits", "2020-04-23", 4213),
], spotify_legacy, gaps="none")

# --- overcast, logged in ---------------------------------------------------------------------------------------
LONGSHIFT = {
    "title": "The Long Shift",
    "author": None,
    "description": "Night-shift nurses, paramedics and hospital porters tell the stories that happen while the rest "
                   "of the city sleeps.",
}
write("overcast-long-shift", "overcast", "2025-10-02", LONGSHIFT, [
    E("Triage at 3 a.m.", "2025-09-30", 2460,
      "Four patients, one bed, and a charge nurse with 22 years of practice deciding who goes first.\n"
      "Content note: discussion of serious injury."),
    E("The Paramedic Who Counted Stars", "2025-09-23", None,
      "Between calls on the A9, Calum started learning the constellations.", progress="44 min left"),
    E("Porters: The Hospital's Secret Map", "2025-09-16", None,
      "Every corridor, every lift that sticks, every shortcut through the laundry.", progress="played"),
    E("Ward 7B, Christmas 2019", "2025-09-09", None,
      "A ward sister remembers the night the carol singers got lost.", progress="at 99 min"),
    E("Handover", "2025-09-02", 9720,
      "Our longest episode: a full night shift on a surgical ward, recorded with permission.\n\n"
      "Names have been changed. Some sounds have been removed."),
    E("Minutes That Matter: Stroke Response", "2025-08-26", 3480, ""),
    E("When the Power Went Out in Ward 12", "2025-08-19", 2820,
      "The generators took eleven seconds. It felt much longer."),
    E("Listener Mail: 1,000 Letters", "2025-08-12", None,
      "We read your letters, including one from a porter in Dunedin who has listened to every episode twice."),
    E("Sleep, Coffee and the 12-Hour Rota", "2025-07-29", None,
      "A sleep scientist answers the questions night workers actually ask.", progress="38 min remaining"),
    E("Night Float", "2025-07-15", 3060, "A junior doctor's first month of nights, in her own voice memos."),
    E("Season One Recap", "2024-12-17", 3960, "The stories you wrote to us about most, and what happened next."),
    E("Pilot: Why Nights?", "2024-10-01", 1440, "Why we wanted to make a show about the hours after midnight."),
], overcast, gaps="mixed")

# --- pocketcasts -----------------------------------------------------------------------------------------------
BYTESIZED = {
    "title": "Byte-Sized History",
    "author": "Old Computer Club",
    "description": "The history of computing in bite-sized episodes: the machines, the people and the bugs that "
                   "made the modern world.",
    "count": 83,
}
write("pocketcasts-byte-sized", "pocketcasts", "2025-06-12", BYTESIZED, [
    E("The Day the Internet Worm Turned", "2025-06-12", 2460),
    E("Ada Lovelace and the Notes That Outran the Machine", "2025-06-11", 4320),
    E("ENIAC's Forgotten Programmers", "2025-06-09", 2700),
    E("COBOL at 65", "2025-06-08", None, progress="12m left"),
    E("1984: The Ad, the Mac and the Hype", "2025-06-07", 7200),
    E("Y2K: Panic, Patches and Pizza", "2025-06-06", 3480),
    E("Minute Waltz: The First Computer Music", "2025-05-30", 45),
    E("The Xerox PARC Tour", "2025-05-16", None),
    E("Punch Cards and Payroll", "2025-05-02", 3780),
    E("The Bug in the Relay", "2025-04-18", None, progress="10s left"),
    E("Spacewar! on the PDP-1", "2025-04-04", None, progress="1h 10m left"),
    E("Happy New Year, 1900: Excel's Leap-Year Bug", "2025-01-03", 2220),
    E("Grace Hopper's Nanosecond", "2024-12-11", 3660),
    E("Welcome to Byte-Sized History", "2017-08-04", 120),
], pocketcasts, gaps="mixed")

# --- iheart ----------------------------------------------------------------------------------------------------
LEDGER = {
    "title": "The Ledger Files",
    "author": "iHeartPodcasts and Brightwater Studios",
    "description": "True stories of fraud, embezzlement and the accountants who caught them. New episodes every "
                   "Wednesday.",
}
write("iheart-ledger-files", "iheart", "2024-09-01", LEDGER, [
    E("The Accountant Who Vanished, Part 2", "2024-08-28", 2820,
      "A rental car at Gatwick, a second passport and a forwarding address in Gibraltar."),
    E("The Accountant Who Vanished, Part 1", "2024-08-21", 3120,
      "In March 2011 a trusted bookkeeper in Norwich stopped coming to work.\n\n"
      "Six weeks later, the charity she worked for found out why."),
    E("A $4 Million Spreadsheet Error", "2024-08-14", 2280,
      "One hidden row, one copied formula, and a council budget that did not add up."),
    E("Ponzi at the Parish: St. Brendan's Building Fund", "2024-08-07", 6180,
      "The church roof was never fixed. The money went somewhere else."),
    E("Interview: Forensic Accountant Dana Whitfield", "2024-07-31", None,
      "How do you prove a crime that happened inside a general ledger?"),
    E("The 90-Minute Audit", "2024-07-24", 2640, ""),
    E("Follow the Money (Literally)", "2024-07-17", 2460,
      "A reporter tails an armoured van across three counties.\nThis episode originally aired on August 4, 2019."),
    E("Enron, 20 Years Later", "2024-07-10", 3480, "Former employees look back on the collapse and what changed."),
    E("Wire Fraud 101", "2023-11-15", 1980, "The five questions every finance team should ask before a transfer."),
    E("Introducing The Ledger Files", "2023-10-30", 180, "Meet your host, Ruth Adeyemi, and hear what's coming."),
], iheart, gaps="mixed")

# --- snipd -----------------------------------------------------------------------------------------------------
LEARNING = {
    "title": "The Learning Curve Lab",
    "author": "Ostrander Education Network",
    "description": "What the research says about how people learn, explained by teachers and the scientists who "
                   "study them.",
}
write("snipd-learning-curve", "snipd", "2024-08-10", LEARNING, [
    E("Spaced Repetition, 30 Years On", "2024-08-07", 3660,
      "Why flashcard apps work, when they don't, and how to schedule reviews for a 12-week course.", snips=610),
    E("Why Lectures Refuse to Die", "2024-07-31", 1740,
      "The lecture has been declared dead at least once a decade since 1960. It is still here."),
    E("Handwriting vs. Typing: The 2024 Evidence", "2024-07-24", 3600,
      "A new wave of studies revisits the famous laptop note-taking experiment.\n\n"
      "We talk to two of the authors about what replicated and what didn't.", snips=87),
    E("Interview: Prof. Mei-Ling Cho on Desirable Difficulties", "2024-07-17", 2820, "", snips=12),
    E("Summer Mailbag", "2024-07-10", None, "Your questions on homework, retrieval practice and exam stress."),
    E("The 10,000-Hour Myth", "2024-07-03", 3120,
      "Where the number came from, and what the original study actually measured.", snips=203),
    E("Minecraft in the Classroom", "2024-06-26", 2280, "A Year 7 teacher in Bristol builds a Roman town with 30 pupils."),
    E("Sleep and Memory: What Happens at 3 a.m.", "2024-06-19", 4320,
      "Consolidation, dreams and why cramming the night before is a bad trade.", snips=45),
    E("Testing Effect, Explained in 5 Minutes (Okay, 44)", "2023-12-13", 2640,
      "We promised a short one. We failed."),
    E("Live From EdTech Week 2023", "2023-11-29", 7200, "Panels, demos and a robot that marks essays.", snips=9),
], snipd, gaps="mixed")

# ============================================================================================ 1b. year's turn
write("apple-year-turn", "apple", "2026-01-03", {
    "title": "Salt & Ember",
    "author": "Harbor Lane Studios",
    "category": "Food · Updated Weekly",
    "rating": "4.6 (812)",
    "description": "Home cooking over fire and stove, with chefs, grandparents and the occasional food scientist.",
    "years": "2023 - 2026",
    "count": 118,
}, [
    E("Hot Pot for a Cold Night", "2026-01-03", 2820, "A Sichuan hot pot you can make with one burner.",
      season=4, number=3),
    E("Leftover Roast, Five Ways", "2026-01-02", 2280, "", season=4, number=2),
    E("New Year, New Knives: A Beginner's Guide", "2025-12-31", 3120,
      "Carbon or stainless, 18 cm or 21 cm, and how not to lose a fingertip.", season=4, number=1),
    E("Bonus: Our 2025 Christmas Disasters", "2025-12-28", 1260, "The goose, the smoke alarm and the neighbour.",
      etype="bonus"),
    E("Christmas Eve Fish Supper", "2025-12-24", 3720, "Salt cod, fried smelts and a very old family recipe.",
      season=3, number=24),
    E("Mince Pies From Scratch", "2025-12-17", 2640, "Suet or butter? We made both and argued.",
      season=3, number=23),
    E("The 30-Minute Dinner Party", "2025-12-03", 2160, "Six guests, three courses, half an hour.",
      season=3, number=22),
    E("Season 3 Opener: Soups of the World", "2025-01-08", 2940, "Pho, harira and a Lithuanian cold borscht.",
      season=3, number=1),
    E("Season 2 Finale: Feast of Seven Fishes", "2024-12-20", 4500, "An Italian-American Christmas Eve, live.",
      season=2, number=24),
], apple, gaps="mixed", rule="recent")

write("spotify-year-turn", "spotify", "2026-01-02", {
    "title": "Night Ferry Stories",
    "author": "Saltmarsh Audio",
    "rating": "4.9 (640)",
    "description": "Short stories read aloud for the long crossing home.",
}, [
    E("The Lighthouse Keeper's New Year", "2026-01-01", 1560, "A keeper, a storm and a radio that only plays 1954."),
    E("Snow on the Harbour Wall", "2025-12-31", 1380, "A fisherman's daughter waits for the last boat of the year."),
    E("The Ferry That Ran Backwards", "2025-12-30", 1740, ""),
    E("Midwinter, 11:59 p.m.", "2025-12-23", 1200, "A very short story about a very long minute."),
    E("The Cartographer's Wife", "2025-12-09", 2100, "She drew the coastline. He got the credit."),
    E("Lanterns", "2025-11-25", None, "A village, a festival and a lantern that will not go out."),
    E("Welcome Aboard (Season 2)", "2025-01-07", 420, "New stories, new readers, the same old ferry."),
    E("The Last Crossing of 2024", "2024-12-17", 1920, "Our 2024 finale, read by the whole crew."),
], spotify, gaps="one", rule="recent")

write("overcast-year-turn", "overcast", "2026-01-04", {
    "title": "Patch Notes Weekly",
    "author": None,
    "description": "What changed in the games we play, and why the changes matter. Two friends, one patch, every "
                   "week.",
}, [
    E("Patch 14.1: The New Year Meta", "2026-01-02", 2460, "Every change in the first patch of the year, ranked."),
    E("2025 Awards: Best and Worst Balance Changes", "2025-12-30", 4200,
      "Our picks for the year, and one nerf we still haven't forgiven."),
    E("Holiday Event Recap", "2025-12-26", None, "Snowball fights, a broken matchmaker and free hats.",
      progress="played"),
    E("The 2-Minute Cooldown Problem", "2025-12-19", None, "", progress="44 min left"),
    E("Ranked Season 9 Ends", "2025-11-28", 3060, "Where we finished, and why Dana dropped two tiers in a week."),
    E("Patch 13.3: Nerfs Incoming", "2025-02-03", 2820, "The community asked for it. Was it a good idea?"),
    E("Patch 12.24: Last Patch of 2024", "2024-12-20", 3480, "Goodbye to the 2024 meta."),
], overcast, gaps="mixed", rule="recent")

write("pocketcasts-year-turn", "pocketcasts", "2026-01-03", {
    "title": "The Running Commentary",
    "author": "Loop Road Media",
    "description": "A podcast for runners who talk more than they run.",
    "count": 212,
}, [
    E("Parkrun on New Year's Day", "2026-01-03", 1980),
    E("Resolutions We Will Break by February", "2026-01-02", 2460),
    E("The First Run of 2026", "2026-01-01", 3900),
    E("Ultra Diaries: 100 Miles in December", "2025-12-30", None, progress="12m left"),
    E("Cold-Weather Kit That Actually Works", "2025-12-29", 2880),
    E("Boxing Day 10K", "2025-12-28", 7200),
    E("Christmas Eve Long Run", "2025-12-24", 3120),
    E("A 45-Second Pep Talk", "2025-12-10", 45),
    E("Marathon Training, Week 1 of 16", "2025-01-06", 3660),
], pocketcasts, gaps="mixed")

write("iheart-year-turn", "iheart", "2026-01-01", {
    "title": "Coldwater County",
    "author": "iHeartPodcasts",
    "description": "An investigative series about one small town, one winter and the disappearance nobody talks about.",
}, [
    E("Chapter 9: The Snowplough Driver", "2025-12-31", 2640,
      "The last person to see Evelyn Marsh alive finally agrees to talk."),
    E("Chapter 8: A Christmas Card From 1997", "2025-12-24", 2460, "A card arrives with no stamp and no return address."),
    E("Chapter 7: The Frozen Lake", "2025-12-17", None, ""),
    E("Chapter 6: Town Meeting", "2025-12-10", 3180,
      "Three hundred residents, one microphone.\nRecorded December 3, 2025 in the Coldwater Grange Hall."),
    E("Chapter 1: Evelyn", "2025-01-02", 2880, "Who she was, before she became a story."),
    E("Coming Soon: Coldwater County", "2024-12-30", 120, "A new series from iHeartPodcasts."),
], iheart, gaps="mixed")

write("snipd-year-turn", "snipd", "2026-01-05", {
    "title": "Compound Interest Club",
    "author": "Maple & Birch Finance",
    "description": "Personal finance without the hype: budgets, pensions and the maths of patience.",
}, [
    E("Your 2026 Money Check-Up", "2026-01-02", 2460, "Twelve questions to ask about your finances in January.",
      snips=58),
    E("What the 2025 Budget Changed for Savers", "2025-12-29", 3660,
      "ISA limits, pension tweaks and the allowance nobody noticed."),
    E("The Year in Markets: 2025", "2025-12-22", 3600, "", snips=131),
    E("Gifts, Debt and December", "2025-12-15", None, "How to say no to the 0% credit card offer."),
    E("Index Funds for Absolute Beginners", "2025-01-06", 2820, "What an index is, and why fees matter more than you think.",
      snips=412),
    E("2024 Wrapped: Our Worst Money Decisions", "2024-12-30", 2940, "We go first, so you don't have to."),
], snipd, gaps="one")

# ============================================================================================ 2. newcomer's four
write("newcomer-apple", "apple", "2025-11-20", {
    "title": "The Weekly Build",
    "author": "Sawdust & Signal",
    "category": "Leisure · Updated Weekly",
    "rating": "4.8 (96)",
    "description": "Woodworking, home repair and the occasional disaster, every Tuesday.",
    "years": "2025",
    "count": 9,
}, [
    E("Hanging a Door That Isn't Square", "2025-11-18", 2520,
      "Old houses, crooked frames and the planer that saved the day.", season=1, number=9),
    E("Workbench Build, Part 2", "2025-11-11", 3480, "Legs, stretchers and a vise that cost more than the wood.",
      season=1, number=8),
    E("Workbench Build, Part 1", "2025-11-04", 3300, "", season=1, number=7),
    E("Trailer: The Weekly Build", "2025-08-26", 120, "What this show is, in ninety seconds.", etype="trailer"),
], apple, gaps="mixed")

write("newcomer-spotify", "spotify", "2025-11-20", {
    "title": "Small Print",
    "author": "Harbourside Audio",
    "rating": "4.5 (233)",
    "description": "The contracts, terms and conditions we all click 'agree' on, read properly at last.",
}, [
    E("Your Gym Membership Contract", "2025-11-17", 2460,
      "Cancellation by letter only? We read the whole thing so you don't have to."),
    E("The 14-Day Cooling-Off Period", "2025-11-10", 1980, "What it covers, what it doesn't, and how to use it."),
    E("Phone Contracts and Mid-Term Price Rises", "2025-11-03", 2940, ""),
    E("Welcome to Small Print", "2025-10-27", None, "Why two lawyers started a podcast about boring documents."),
], spotify, gaps="mixed")

write("newcomer-overcast", "overcast", "2025-11-20", {
    "title": "Field Recordings",
    "author": None,
    "description": "Sound walks from cities, forests and coastlines. No talking, just listening.",
}, [
    E("Rain on a Tin Roof, Kerala", "2025-11-19", 3600, "Recorded during the last monsoon storm of the season."),
    E("Tokyo Station at 5:30 a.m.", "2025-11-12", 2700, "The first trains, the first announcements, the first coffee."),
    E("Dawn Chorus, Białowieża Forest", "2025-11-05", None, "", progress="played"),
    E("Harbour Fog, Bergen", "2025-10-29", 2460, "Foghorns, gulls and rigging."),
], overcast, gaps="mixed")

write("newcomer-pocketcasts", "pocketcasts", "2025-11-20", {
    "title": "Three Things Thursday",
    "author": "Amelia Okafor",
    "description": "Three short stories from the week's science news, every Thursday.",
    "count": 3,
}, [
    E("Octopus Dreams, Solar Roads and a 300-Year-Old Shark", "2025-11-20", 1500),
    E("Comets, Crows and the Coldest Place on Earth", "2025-11-13", 1620),
    E("Glass Frogs, Quantum Clocks and Why Cats Purr", "2025-11-06", 1560),
], pocketcasts, gaps="mixed")

# ================================================================================================ 3. generic
write("generic-pipe-clay-and-kiln", "generic", None, {
    "title": "Clay & Kiln",
    "description": "A podcast about pottery, ceramics and the people who fire them.",
}, [
    E("Throwing Big: Pots Over 60 cm", "2024-08-04", 2467,
      "Centring twenty kilos of clay, and why your back will thank you for a kick wheel."),
    E("Glaze Chemistry Without Fear", "2024-07-21", 3185,
      "Silica, alumina and fluxes explained with a kitchen scale and a notebook."),
    E("Wood Firing in the Rain", "2024-07-07", 4391, ""),
    E("Studio Visit: Hana Kobayashi, Kyoto", "2024-06-23", 2954,
      "Four generations of potters in one small workshop near Gojōzaka."),
    E("Reclaiming Clay: A 10-Minute Routine", "2024-06-09", None, "Slip buckets, plaster bats and patience."),
    E("Kiln Disasters (Listener Edition)", "2024-05-26", 2218,
      "Exploding pots, stuck shelves and one kiln that set off a fire alarm in Dundee."),
], generic_pipe, gaps="mixed", show_keys=("title", "description"))

write("generic-table-ledger-lines", "generic", None, {
    "title": "Ledger Lines — Episode Archive",
    "description": "Every episode of the classical music podcast Ledger Lines, newest first.",
}, [
    E("Bach's Goldberg Variations, Slowly", "2024-08-04", 3792),
    E("Why Orchestras Tune to A", "2024-07-28", 1655),
    E("Hildegard of Bingen: The First Composer We Know by Name", "2024-07-21", 2901),
    E("Mahler 9 in 90 Minutes", "2024-07-14", 5400),
    E("Listener Requests No. 3", "2024-07-07", None),
    E("The Rite of Spring Riot, 29 May 1913", "2024-06-30", 3333),
    E("Clara Schumann at 205", "2024-06-23", 2049),
    E("Pilot: What Is a Ledger Line?", "2024-06-16", 745),
], generic_table, gaps="none", show_keys=("title", "description"))

write("generic-pipe-table-night-shift", "generic", None, {
    "title": "Night Shift Notes",
    "description": "Nurses, drivers and bakers on the hours when everyone else sleeps.",
}, [
    E("The 3 a.m. Bakery", "2024-09-02", 2580),
    E("Long-Haul: Glasgow to Rotterdam", "2024-08-26", 3925),
    E("A&E on a Saturday, Part 2", "2024-08-19", 3011),
    E("Lighthouse Keepers, Then and Now", "2024-08-12", None),
    E("Pilot", "2024-08-05", 754),
], generic_pipe_table, gaps="none", show_keys=("title", "description"))

write("generic-download-share-harbour", "generic", None, {
    "title": "Harbour Lights Radio",
    "description": "Local voices from the Fife coast, recorded in our studio above the fish market.",
}, [
    E("The Lifeboat Crew, 50 Years On", "2024-08-12", 2700,
      "Former crew members remember the 1974 rescue off the Isle of May."),
    E("Fish Market at Dawn", "2024-08-05", 1800, "Auctioneers, gulls and the price of langoustine."),
    E("Knitting Circle: Fair Isle Patterns", "2024-07-29", 3300,
      "Eight knitters, one pattern from 1928.\n\nRecorded at the Anstruther library."),
    E("High School Radio Club Takeover", "2024-07-22", None, "Year 10 pupils take over the studio for an hour."),
    E("Harbour Lights at 5", "2024-07-15", 2400, ""),
    E("The Herring Girls", "2024-07-08", 3900,
      "Women who followed the herring fleet from Shetland to Great Yarmouth, in their own words."),
], generic_download_share, gaps="mixed", show_keys=("title", "description"))

write("generic-spelled-lengths-field-notes", "generic", None, {
    "title": "Field Notes from the Fens",
    "description": "Birds, water and the people who manage both, from the Cambridgeshire fens.",
}, [
    E("The Return of the Cranes", "2026-06-10", 3720, "Forty years after they came back, the cranes are staying."),
    E("Pumping Stations at Night", "2026-05-27", 2700, "Engineers who keep the water moving while the fens sleep."),
    E("Two Hours on Wicken Fen", "2026-05-13", 7200, "A whole morning walk, uncut."),
    E("Reed Cutters", "2026-04-29", None, "The last commercial reed harvest in the county."),
    E("One Minute of Bitterns", "2026-04-15", 60, ""),
    E("Flood Season, 1947", "2026-04-01", 3060, "Archive recordings from the great flood, with the people who remember it."),
], generic_spelled, gaps="mixed", show_keys=("title", "description"))


# Copied on 3 January: dates counted back from that day, and year-less ones reach back into 2025; most episodes
# last the same 45 minutes, shown alone under the description (a length, never page chrome).
write("generic-year-turn-tide-tables", "generic", "2026-01-03", {
    "title": "Tide Tables",
    "description": "Ten minutes on the sea every morning, from the harbour master's office in Whitby.",
}, [
    E("Spring Tides and a Full Moon", "2026-01-03", 2700, "Why the water came over the pier on New Year's Day."),
    E("Fog Horns, Old and New", "2026-01-02", 2700, "The 1903 horn and the electronic one that replaced it."),
    E("A Quiet Week in the Harbour", "2025-12-30", 2700, ""),
    E("Christmas Eve on the Night Ferry", "2025-12-24", 3180, "The crossing to Rotterdam, with carols in the bar."),
    E("Dredging the Channel", "2025-08-12", 2700, "Six thousand tonnes of silt, and where it goes."),
    E("Listeners' Shipwrecks", "2025-02-03", None, "Your stories of the Yorkshire coast's wrecks."),
    E("The First Broadcast", "2024-12-30", 2700, "Where it all started, a year and a week ago."),
], generic_relative, gaps="mixed", show_keys=("title", "description"))

# Each entry's title and description above its date line; the show's description is two lines, the last of
# which closes the header.
write("generic-title-first-net-loft", "generic", None, {
    "title": "The Net Loft",
    "description": "Mending nets, telling tales.\nNew every Tuesday from the Mevagissey net loft.",
}, [
    E("Knots Every Fisher Knows", "2024-08-13", 2460, "Six knots, one rope and a lot of patience."),
    E("The Pilchard Years", "2024-08-06", 3300, "When the whole village lived on one small fish."),
    E("Storm Season", "2024-07-30", 2880, "Forty years of storms, remembered by the people who sat them out."),
    E("Boat Names and Their Stories", "2024-07-23", None, "Why so many boats here are named after grandmothers."),
], generic_title_first, gaps="mixed", show_keys=("title", "description"))

# Each title beside its date and length on one line, apart by spaced en dashes; hyphens inside titles stay.
write("generic-beside-rope-walk", "generic", None, {
    "title": "The Rope Walk",
    "description": "Crafts of the old dockyard at Chatham, one trade at a time.",
}, [
    E("Ropemaking, Start to Finish", "2024-09-10", 2460, "A quarter of a mile of hemp, walked and twisted."),
    E("Sail-Lofts and Sailmakers", "2024-09-03", 3120, ""),
    E("The Mast Pond", "2024-08-27", None, "Why the dockyard kept its timber under water for years."),
    E("Caulking: Oakum, Pitch and Patience", "2024-08-20", 1980, "The sound of the mallets, recorded in 1962."),
    E("Q&A: Your Dockyard Questions", "2024-08-13", 2700, "Ghosts, pay rates and the ship that never sailed."),
], generic_beside, gaps="mixed", show_keys=("title", "description"))

# A non-US storefront whose slashed dates never pass 12 in either field: day first, as all of them are.
write("apple-older-au", "apple", "2024-08-20", {
    "title": "Backyard Bees",
    "author": "Wattle & Comb Audio",
    "category": "Leisure · Updated Monthly",
    "rating": "4.6 (310)",
    "description": "Keeping bees in the suburbs of Brisbane: hives, neighbours and honey.",
    "years": "2022 - 2024",
    "count": 5,
}, [
    E("Swarm Season", "2024-08-12", 2460, "What to do when the hive leaves without you."),
    E("Honey Flow in Winter?", "2024-08-04", 2220, "Brisbane's bees never really stop."),
    E("Neighbours and Stings", "2023-11-10", 3000, "A conversation over the back fence."),
    E("Choosing a Hive", "2023-03-02", 2700, "Langstroth, Warré or top bar."),
    E("Our First Colony", "2022-12-05", 1980, ""),
], apple, gaps="one", storefront="au")


# ==================================================================== 4. directories podcat has no spec for
# One page per directory, each read by the generic reader; see the renderers in pagestyles.py for what is evidence
# and what is a plausible layout.
write("generic-castbox-signal-box", "generic", "2024-08-20", {
    "title": "The Signal Box",
    "author": "Railway Heritage Sound",
    "description": "Stories from Britain's last manual signal boxes, told by the people who worked the levers.",
}, [
    E("Levers, Bells and Block Instruments", "2024-08-14", 2467,
      "How a signaller talks to the next box down the line without saying a word.", plays="1.2K"),
    E("The Night Mail at Carlisle", "2024-08-07", 3725, "", plays="986"),
    E("Closing Day at Helsby Junction", "2024-07-31", None,
      "The last shift in a box that had been open since 1900.\nRecorded with the whole crew.", plays="2.4K"),
    E("Tablet Catching at 40 mph", "2024-07-24", 1932, "Single-line working and the art of the tablet exchange.",
      plays="740"),
    E("Signalwomen of the Second World War", "2023-11-15", 4104,
      "Three women who ran the boxes while the men were away.", plays="5.1K"),
    E("Welcome to The Signal Box", "2023-06-01", 418, "Who we are, and why the boxes matter.", plays="3.3K"),
], castbox, gaps="mixed", show_keys=("title", "description"))

write("generic-podbean-parish-notes", "generic", "2024-08-20", {
    "title": "Parish Notes",
    "description": "News, stories and the odd argument from the village of Long Wittenham, recorded in the "
                   "old reading room.",
}, [
    E("The Great Marrow Dispute", "2024-08-01", None,
      "Two growers, one show bench, and a tape measure nobody trusts."),
    E("Bell Ringers' Outing to Abingdon", "2024-07-18", None, "Six ringers, eight bells and a very long lunch."),
    E("Flood Meeting: What the Council Said", "2024-07-04", None, ""),
    E("Cricket Tea Special", "2024-06-20", None,
      "Scones, a cucumber sandwich controversy and a last-ball finish.\n\n"
      "With thanks to the Women's Institute for the recipes."),
    E("A Hundred Years of the Reading Room", "2023-12-07", None,
      "The building we record in turns 100. Its caretaker looks back."),
    E("Our First Episode", "2023-09-14", None, "Why a village needs a podcast, apparently."),
], podbean, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-playerfm-cold-frame", "generic", "2024-08-20", {
    "title": "Cold Frame",
    "description": "Growing food through the winter in a northern garden: cold frames, cloches and patience.",
    "series": 3012345,
}, [
    E("Sowing for Winter in August", "2024-08-13", 2280,
      "What to sow now for leaves in January.", id=431234567),
    E("Glass or Polycarbonate?", "2024-08-06", 1755, "Two frames side by side for a whole winter.", id=430998812),
    E("Slugs Under the Lid", "2024-07-30", None, "", id=430771205),
    E("A Visit to the Walled Garden at Gibside", "2024-07-23", 3912,
      "The head gardener shows us frames built in the 1800s.\nThey still work.", id=430540090),
    E("Compost Heat and Hot Beds", "2024-01-09", 2641, "Victorian hot beds, rebuilt with a modern thermometer.",
      id=401002233),
    E("Cold Frame: The First Season", "2023-10-03", 1204, "Why we started, and what we got wrong.",
      id=388776655),
], playerfm, gaps="mixed", show_keys=("title", "description"))

write("generic-podcastaddict-night-sky", "generic", "2024-08-20", {
    "title": "Night Sky Almanac",
    "author": "Hollow Hill Observatory",
    "description": "What to look for in the sky this week, from a small observatory in the Brecon Beacons.",
}, [
    E("Perseids: Where to Look and When", "2024-08-10", 1920, "The best meteor shower of the year, and how to beat "
      "the Moon."),
    E("Saturn Returns to the Evening Sky", "2024-08-04", 1680, "Rings nearly edge-on, and why that matters."),
    E("Noctilucent Clouds", "2024-07-28", None, "The glowing clouds of summer nights, explained."),
    E("The Summer Triangle", "2024-07-06", 2460, ""),
    E("A Guide to Binoculars", "2023-12-12", 3180,
      "10x50 or 7x35? What the numbers mean.\nAnd why you already own a telescope's worth of glass."),
    E("First Light", "2023-03-03", 1320, "Our first broadcast from the dome."),
], podcastaddict, gaps="one", show_keys=("title", "description"))

write("generic-youtube-music-long-table", "generic", "2024-08-20", {
    "title": "The Long Table",
    "author": "Supper Club Media",
    "description": "Chefs, farmers and home cooks talk about one dish each week, around a very long table.",
}, [
    E("Tomatoes, Three Ways", "2024-08-19", 2460, "A glut, a grandmother and a passata machine."),
    E("The Perfect Picnic", "2024-08-17", 3780, "What travels, what wilts, and the great egg question."),
    E("Bread Without a Recipe", "2024-08-14", None, ""),
    E("Seaweed Foraging in Pembrokeshire", "2024-08-06", 4320,
      "Low tide at dawn with a forager who has done it for 30 years."),
    E("Christmas Pudding Season Starts in July", "2024-07-28", 2700, "Stir-up Sunday is late. We explain."),
    E("The Long Table: Episode One", "2023-05-02", 1980, "Twelve guests, one table and a lot of bread."),
], youtube_music, gaps="mixed", show_keys=("title", "description"))

write("generic-amazon-music-courtroom", "generic", "2024-08-20", {
    "title": "Courtroom Seven",
    "author": "Verdict Audio",
    "description": "Inside the trials that changed British law, retold from the court records.",
}, [
    E("The Case of the Snail in the Bottle", "2024-08-12", 3240,
      "Paisley, 1928: a ginger beer, a snail and the birth of negligence."),
    E("Rylands v Fletcher", "2024-08-05", 2460, "A reservoir, a flooded mine and strict liability."),
    E("The Tichborne Claimant", "2024-07-29", 5400,
      "The longest trial in English history, in two parts.\n\nPart one: the butcher from Wagga Wagga."),
    E("Entick v Carrington", "2024-07-22", None, "Why the King's messengers could not search your house."),
    E("The Jury Who Refused", "2023-10-09", 2880, ""),
    E("Trailer: Courtroom Seven", "2023-09-25", 120, "What this show is about."),
], amazon_music, gaps="mixed", show_keys=("title", "description"))

write("generic-deezer-sound-archive", "generic", "2024-08-20", {
    "title": "Sound Archive",
    "description": "Forgotten recordings from the BBC and beyond, played and explained.",
}, [
    E("The First Recorded Birdsong", "2024-08-15", 1860, "A nightingale and a cellist in a Surrey garden, 1924."),
    E("Voices of the 1908 Olympics", "2024-08-01", 2460, ""),
    E("Shipping Forecast Oddities", "2024-07-18", None, "When the forecast went wrong, and when it went poetic."),
    E("Wax Cylinders From Orkney", "2024-07-04", 3120,
      "Folk songs recorded in 1910, and the families who still sing them."),
    E("The Test Card Tune", "2023-11-23", 1440, "Who wrote the music everyone heard and nobody noticed."),
    E("Why Old Records Crackle", "2023-02-13", 2040, "Shellac, vinyl and the physics of a scratch."),
], deezer, gaps="mixed", show_keys=("title", "description"))

write("generic-podchaser-small-hours", "generic", "2024-08-20", {
    "title": "The Small Hours",
    "description": "Short stories for people who can't sleep, read slowly.",
}, [
    E("The Lighthouse Keeper's Cat", "2024-08-11", 1320, "A cat, a lamp and a very long winter."),
    E("Night Train to Inverness", "2024-08-02", 1980, "A sleeper carriage, a stranger and a lost ticket."),
    E("The Clockmaker's Apprentice", "2024-07-23", 3780, ""),
    E("Snow on the Fells", "2024-07-01", None, "A shepherd's hut in the Lake District, told in real time."),
    E("The Library After Closing", "2023-12-21", 2700,
      "What the books do when the lights go out.\nRead by our guest narrator, Imogen Hart."),
    E("Welcome to The Small Hours", "2023-04-22", 300, "Who we are, and how to use this podcast to fall asleep."),
], podchaser, gaps="mixed", show_keys=("title", "description"))

write("generic-goodpods-second-serve", "generic", "2024-08-20", {
    "title": "Second Serve",
    "description": "Club tennis, coaching and the players nobody has heard of.",
}, [
    E("Grass Court Season Wrap-Up", "2024-08-19", 2460, "Our club's best summer, and its worst umpiring."),
    E("The Coach Who Never Played", "2024-08-16", 3240, "Forty years of coaching without a single match."),
    E("Restringing Your Own Racket", "2024-08-12", None, "Tools, tensions and a broken string or two."),
    E("Doubles Etiquette", "2024-07-29", 1980, ""),
    E("Junior Tournament Diaries", "2024-07-15", 2700,
      "Three days, eighty kids and one very long rain delay.\n\nRecorded at the Solihull junior open."),
    E("Why We Started Second Serve", "2023-06-26", 960, "Two club players and a microphone."),
], goodpods, gaps="mixed", show_keys=("title", "description"))

write("generic-listennotes-margin-notes", "generic", "2024-09-20", {
    "title": "Margin Notes",
    "author": "The Annotated Press",
    "description": "Writers talk about the books they have scribbled in, and what they wrote in the margins.",
}, [
    E("Annotating Middlemarch", "2024-09-03", 2460, "A novelist's fifty-year conversation with George Eliot."),
    E("The Poet's Pencil", "2024-08-04", 1980, "Marginalia in a first edition of Ariel."),
    E("Library Books We Should Not Have Written In", "2024-07-21", None, "Confessions, and the fines."),
    E("Dog-Ears and Bookmarks", "2024-06-09", 2100, ""),
    E("Shakespeare's Readers", "2024-03-17", 3300,
      "Four hundred years of notes in the margins of the First Folio.\nWith a rare books librarian."),
    E("Margin Notes: A Beginning", "2023-05-05", 900, "Why we started, in one short episode."),
], listennotes, gaps="mixed", show_keys=("title", "description"))

write("generic-audible-quiet-history", "generic", "2024-08-20", {
    "title": "Quiet History",
    "author": "Northlight Audio",
    "description": "Small moments from the past, told without the battles.",
}, [
    E("The Tea Clipper's Log", "2024-08-12", 2460, "A ship's cook writes home from Foochow."),
    E("A Victorian Bicycle Tour", "2024-08-04", 3780, "Two sisters ride from London to Bath in 1897."),
    E("The Map Makers of the Ordnance Survey", "2024-07-28", None, ""),
    E("Penny Post", "2024-07-14", 7200, "How a cheap stamp changed who could write a letter."),
    E("The Last Lamplighter", "2023-12-03", 1980,
      "Gas lamps in Westminster still need a lamplighter.\nWe walk his round."),
    E("Welcome to Quiet History", "2023-01-09", 600, "What this show is, and what it is not."),
], audible, gaps="mixed", show_keys=("title", "description"))

write("generic-castro-tidy-desk", "generic", "2024-08-20", {
    "title": "The Tidy Desk",
    "description": "Every episode of a show about small offices, paperwork and getting things done, newest first.",
}, [
    E("Inbox Zero Was a Lie", "2024-08-13", 2467),
    E("The Filing Cabinet Strikes Back", "2024-08-06", 3181),
    E("Label Makers: A Love Story", "2024-07-30", None),
    E("Receipts, Shoeboxes and the Taxman", "2024-07-23", 2905),
    E("Standing Desks Revisited", "2023-11-14", 1766),
    E("Pilot: Why Tidy?", "2023-06-06", 604),
], castro, gaps="none", show_keys=("title", "description"))


# ============================================================ 5. held-out: hosting sites' public show pages
# Written after the generic reader was tuned on the pages above, to measure it on pages it has not met; see the
# renderers in pagestyles.py for what is evidence and what is a plausible layout.
from pagestyles import (  # noqa: E402
    acast,
    audioboom,
    buzzsprout,
    captivate,
    castopod_de,
    libsyn,
    patreon,
    podcastindex,
    spreaker,
    substack,
)

write("generic-heldout-buzzsprout-loose-threads", "generic", "2024-08-20", {
    "title": "Loose Threads",
    "description": "A sewing and mending podcast for people who own one needle and a lot of good intentions.",
    "hosts": "Priya Nair & Tom Okafor",
}, [
    E("Darning Socks Without Tears", "2024-08-04", None,
      "The wooden mushroom, the right wool and why you should never darn in the dark.", season=2, number=12),
    E("Buttons: A Field Guide", "2024-07-21", None, "", season=2, number=11),
    E("Visible Mending and the Art of Showing Off", "2024-07-07", None,
      "Sashiko, patches and a jacket that is now more patch than jacket.", season=2, number=10),
    E("Listener Rescue: A Wedding Dress From 1974", "2024-03-10", None,
      "A listener in Dundee sent us photos. We sent back a plan.", number=9),
    E("Hemming Trousers in Ten Minutes", "2023-11-26", None, "Pins, chalk and one very straight line.",
      season=1, number=8),
    E("Why We Started Loose Threads", "2023-01-15", None, "Two friends, one broken zip and a microphone."),
], buzzsprout, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout-captivate-open-water", "generic", "2024-08-20", {
    "title": "Open Water",
    "description": "Wild swimmers talk about lakes, lidos and the sea, and about why they keep getting in.",
    "hosts": "Fenella Price",
}, [
    E("Swimming the Length of Windermere", "2024-08-04", 3780,
      "Eleven miles, nine hours and a support kayak called Doris.\n\n"
      "Fenella talks to the youngest swimmer to finish this summer, and to her very patient mum.", number=24),
    E("Cold Water Shock, Explained", "2024-07-21", 2460,
      "What happens to your body in the first minute, and how to get through it.", number=23),
    E("Lidos of the North", "2024-07-07", None,
      "Ilkley, Stonehaven and a pool on a pier in Saltcoats.", number=22),
    E("Jellyfish Season", "2024-06-23", 1980, "", number=21),
    E("Night Swimming", "2023-12-10", 4320,
      "Head torches, glow sticks and the stars from the middle of a loch.\n"
      "With safety advice from the RNLI.\n\n"
      "Recorded on the shore of Loch Lomond at midnight.", number=12),
    E("Welcome to Open Water", "2023-05-01", 540, "Who I am and why I swim."),
], captivate, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout-castopod-kleingarten", "generic", "2024-08-20", {
    "title": "Kleingartenfunk",
    "description": "Der Podcast aus der Kolonie Sonnenland in Leipzig: Beete, Vereinsleben und die Frage, wer "
                   "die Hecke schneidet.",
    "handle": "kleingarten@funk.example",
}, [
    E("Tomaten im Regensommer", "2024-08-04", 3792,
      "Braunfäule, Regendach und warum wir dieses Jahr nur noch Cocktailtomaten pflanzen.", season=2, number=5),
    E("Die Vereinsversammlung", "2024-07-21", 2467, "", season=2, number=4),
    E("Kompost für Anfänger", "2024-07-07", None,
      "Drei Kisten, ein Thermometer und sehr viele Regenwürmer.", season=2, number=3),
    E("Sommerfest-Spezial", "2024-06-15", 1504, "Kuchenbuffet, Tombola und eine Blaskapelle.", number=7),
    E("Winterruhe im Garten", "2023-12-03", 2718,
      "Was man im Dezember noch tun kann, und was man lassen sollte.", season=1, number=8),
    E("Hallo aus der Kolonie", "2023-03-18", 905, "Wer wir sind und warum wir gärtnern."),
], castopod_de, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout-spreaker-night-market", "generic", "2024-08-20", {
    "title": "Night Market",
    "author": "Lantern Street Audio",
    "description": "Street food, late nights and the people who cook after dark, from Taipei to Peckham.",
}, [
    E("Oyster Omelettes at Shilin", "2024-08-20", 2712, "A stall that has used the same pan since 1987.",
      hours=5),
    E("The Peckham Jollof Debate", "2024-08-19", 3792, ""),
    E("Dumplings Before Dawn", "2024-08-16", None, "A bakery in Xi'an that opens at three in the morning."),
    E("Curry Goat on the Night Bus", "2024-07-28", 1947, "Late shifts in Birmingham and a van that feeds them."),
    E("Hawker Centres, Explained", "2023-12-02", 4215,
      "Why Singapore put its street food under one roof.\nWith a food historian and a very hungry producer."),
], spreaker, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout-libsyn-quiet-fields", "generic", "2024-08-20", {
    "title": "Quiet Fields",
    "description": "Conversations with farmers about soil, weather and the long view.",
}, [
    E("Hedgerows Are Back", "2024-08-04", None,
      "Why a Norfolk farm planted four miles of hedge in one winter.\n\n"
      "With thanks to the Hedgelink volunteers who did the planting.",
      file="quiet_fields_ep41.mp3", category="general", time="6:00am EDT"),
    E("The Wettest Spring", "2024-07-14", None, "",
      file="quiet_fields_ep40.mp3", category="general", time="6:00am EDT"),
    E("Sheep, Solar and Shade", "2024-06-23", None,
      "Grazing under solar panels, and what the sheep think of it.",
      file="quiet_fields_ep39.mp3", category="interviews", time="5:30am EDT"),
    E("Seed Saving With Maggie", "2023-10-08", None,
      "Forty years of saving bean seed in jam jars.\nMaggie shows us the shed.\n\n"
      "Part one of two.",
      file="quiet_fields_ep30.mp3", category="interviews", time="7:15am EDT"),
    E("Introducing Quiet Fields", "2022-09-04", None, "A short hello from the farm gate.",
      file="quiet_fields_ep01.mp3", category="general", time="9:00am EDT"),
], libsyn, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout-substack-plain-numbers", "generic", "2024-08-20", {
    "title": "Plain Numbers",
    "author": "Helen Achterberg",
    "description": "Statistics for people who were told they were bad at maths. A newsletter with a podcast.",
}, [
    E("What an Average Hides", "2024-08-04", 3792, "Means, medians and the one billionaire in the room.",
      likes=48, comments=12),
    E("Polls, Margins and the Week Before an Election", "2024-07-21", 2467,
      "Why a two-point lead can mean nothing at all.", likes=31, comments=7),
    E("Risk Without the Scary Headlines", "2024-07-02", None, "Relative risk, absolute risk and bacon.",
      likes=22, comments=3),
    E("Listener Questions: Your Graphs", "2024-03-17", 1862, "", likes=15, comments=9),
    E("The Birthday Problem", "2023-12-02", 1230, "Twenty-three people, one cake, a surprising answer.",
      likes=57, comments=14),
], substack, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout-patreon-deep-cuts", "generic", "2024-08-20", {
    "title": "Deep Cuts Radio",
    "description": "Bonus episodes of Deep Cuts Radio for members: the B-sides and rarities we can't play on "
                   "the main show.",
}, [
    E("Members' Mixtape #19", "2024-08-04", None, "An hour of northern soul B-sides, picked by you.",
      time="6:00 AM"),
    E("Q&A: How We Find the Records", "2024-07-28", None, "", time="7:30 PM"),
    E("The Lost Session Tapes", "2024-07-14", None,
      "A 1971 session that sat in a loft in Hull for fifty years.\n\n"
      "The full story, with the drummer who kept the tapes.", time="6:00 AM"),
    E("Members' Mixtape #18", "2024-06-30", None, "Summer soul, mostly from Detroit.", time="6:00 AM"),
    E("A Year of Deep Cuts", "2023-12-02", None, "Our favourite finds of the year.", time="9:15 PM"),
], patreon, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout-acast-case-notes", "generic", "2024-08-20", {
    "title": "Case Notes",
    "author": "Thornbury Audio",
    "description": "Two junior doctors talk through the cases that taught them the most.",
}, [
    E("The Patient Who Wasn't Drunk", "2024-08-04", 3780,
      "Slurred speech, a smell of pear drops and a diagnosis that nearly got missed.", season=2, number=5),
    E("Night Shift Handover", "2024-07-28", 2700, "", season=2, number=4),
    E("Rashes, a Beginner's Guide", "2024-07-21", None, "Which ones can wait, and which ones cannot.",
      season=2, number=3),
    E("Bonus: Listener Stories", "2024-07-10", 1380, "Your first days on the ward, read aloud."),
    E("Chest Pain at 3 a.m.", "2023-11-05", 7200,
      "Our longest episode: one chest pain, five possible causes.\n\nWith a cardiology registrar.",
      season=1, number=8),
    E("Starting Out", "2023-02-01", 2460, "Why we wanted to make this show.", number=1),
], acast, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout-audioboom-harbour-lights", "generic", "2024-08-20", {
    "title": "Harbour Lights",
    "description": "Ghost stories from Britain's coast, told by the people who live there.",
}, [
    E("The Lantern at Robin Hood's Bay", "2024-08-04", 3792,
      "A light on the cliff path that nobody carries."),
    E("The Drowned Bells of Dunwich", "2024-07-21", 2467, ""),
    E("The Whitby Steps at Midnight", "2024-07-07", None, "One hundred and ninety-nine steps, counted twice."),
    E("The Keeper's Log", "2024-05-19", 4215,
      "Entries from a lighthouse log, 1911.\nRead by a former keeper."),
    E("Harbour Lights: Our First Story", "2023-10-31", 1322, "Where the show began, on Halloween."),
], audioboom, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout-podcastindex-slow-rail", "generic", "2024-08-20", {
    "title": "Slow Rail",
    "author": "Ingrid Solberg",
    "description": "Long train journeys, taken slowly and told in full.",
    "categories": "Leisure, Places & Travel",
}, [
    E("Bergen to Oslo in Winter", "2024-08-04", 3792, "Seven hours, one snowstorm and a lot of coffee."),
    E("The Night Train to Narvik", "2024-07-21", 2467, "North of the Arctic Circle in a sleeper berth."),
    E("Local Trains of the Scottish Borders", "2024-07-07", None, ""),
    E("Slow Rail in the Alps", "2024-02-18", 5400, "Chur to Tirano on the Bernina line.\n\nPart one."),
    E("Why Slow Rail?", "2023-06-11", 610, "Ten minutes on why we take the long way."),
], podcastindex, gaps="mixed", show_keys=("title", "description"))

# ================================================== 6. held-out, second round: hosts, apps and aggregators
# Written for a second held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (OwlTail, Metacast, TuneIn) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    anchor,
    metacast,
    owltail,
    podomatic,
    redcircle,
    simplecast,
    transistor,
    tunein,
)

write("generic-heldout2-simplecast-long-division", "generic", "2024-08-20", {
    "title": "Long Division",
    "author": "Marisol Okafor",
    "description": "A maths teacher and her former pupils work through the problems that stumped them at school.",
}, [
    E("Fractions Are Not Your Enemy", "2024-08-04", 3792,
      "Why a half plus a third is not two fifths, and why it matters at the supermarket.\n\n"
      "With a Year 7 class from Croydon who set the questions.", season=2, number=5),
    E("The Long Division Itself", "2024-07-21", 2467, "", season=2, number=4),
    E("Listener Mailbag: Percentages", "2024-07-11", 1310, "Your questions about discounts, tips and interest.",
      etype="bonus"),
    E("Negative Numbers and Overdrafts", "2024-06-30", None,
      "Owing money, explained with a number line.", season=2, number=3),
    E("Times Tables Without Tears", "2023-11-19", 2955,
      "Chanting, songs and a card game that works.\nTried out on three reluctant ten-year-olds.", season=1,
      number=8),
    E("Long Division Is Coming", "2023-03-02", 142, "A short trailer for the first season.", etype="trailer"),
], simplecast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout2-transistor-workbench", "generic", "2024-08-20", {
    "title": "The Workbench",
    "description": "Two furniture makers on tools, timber and the business of selling what you build.",
    "hosts": "Ruth Calloway and Ben Adeyemi",
}, [
    E("Dovetails by Hand", "2024-08-04", None,
      "Saw, chisel and patience: the joint that tells everyone you can do this.", number=58),
    E("Pricing a Dining Table", "2024-07-24", None,
      "Materials, hours and the number you are afraid to say out loud.\n\n"
      "We go through a real quote line by line.", number=57),
    E("Shop Vacuum Shootout", "2024-07-10", None, "", number=56),
    E("Oak, Ash or Walnut?", "2024-05-29", None, "Three timbers, three tables, three very different bills.",
      number=55),
    E("A Year in a Rented Unit", "2023-12-13", None, "What we would do differently, and what we would not.",
      number=40),
    E("Why We Started The Workbench", "2022-10-05", None, "Our first episode, recorded on a sawhorse."),
], transistor, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout2-redcircle-porch-light", "generic", "2024-08-20", {
    "title": "Porch Light",
    "author": "Porch Light Audio",
    "description": "Neighbours in small-town Ohio tell the stories they only tell after dark.",
}, [
    E("The Night the River Came Up", "2024-08-02", 3780, "The flood of 1990, told by the family on Water Street."),
    E("Grandpa's Radio", "2024-07-19", 2460, ""),
    E("The Drive-In's Last Summer", "2024-07-05", None, "Double features, mosquitoes and a projector on fire."),
    E("A Ghost at the Feed Store", "2024-04-26", 1920,
      "Three employees, one ladder, and a bell that rings on its own.\nNobody has worked a late shift since."),
    E("Snow Day, 1978", "2023-01-27", 4500, "The blizzard that shut the county for nine days."),
], redcircle, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout2-anchor-kitchen-table", "generic", "2024-08-20", {
    "title": "Kitchen Table Money",
    "author": "Priya and Dev Raman",
    "description": "A married couple sort out their finances one honest conversation at a time.",
}, [
    E("Our First Joint Budget", "2024-08-15", 3780, "Who pays for what, and the spreadsheet that nearly ended us."),
    E("Emergency Funds, Explained", "2024-08-08", 2460, ""),
    E("The Wedding We Didn't Have", "2024-07-18", None, "Why we eloped and put the money into a deposit."),
    E("Talking to Parents About Money", "2024-02-29", 1980,
      "The hardest conversation of the year.\n\nWith a family therapist who has heard it all."),
    E("Hello From the Kitchen Table", "2023-12-02", 600, "Who we are and why we are doing this in public."),
], anchor, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout2-owltail-late-shift", "generic", "2024-08-20", {
    "title": "The Late Shift",
    "description": "Night workers on what the city looks like when everyone else is asleep.",
}, [
    E("The Bakery at Four A.M.", "2024-08-04", 4380, "Proving dough while the street sweepers go past."),
    E("Night Nurses", "2024-07-21", 3300, "Twelve-hour shifts on a children's ward."),
    E("The Last Tram Driver", "2024-07-07", 3600, ""),
    E("Security Guards of the Museum", "2024-06-23", 2700, "Who keeps the dinosaurs company at night."),
    E("Taxi Ranks and Kebab Vans", "2024-01-14", 3120, "Saturday night from the other side of the counter."),
    E("Our First Night Out", "2023-09-03", 1500, "Why we started recording after midnight."),
], owltail, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout2-metacast-quiet-engine", "generic", "2024-08-20", {
    "title": "The Quiet Engine",
    "author": "Lorna Fitzgerald",
    "description": "Conversations with the engineers behind the software nobody notices until it stops.",
}, [
    E("Timezones Are a Trap", "2024-08-06", 3780,
      "Daylight saving, leap seconds and the meeting invite that arrived an hour late.", number=24),
    E("Printing Still Matters", "2024-07-23", 2460, "", number=23),
    E("Inside a Payroll Run", "2024-07-09", None, "What happens between clocking off and getting paid.", number=22),
    E("The Lift Controller", "2024-03-12", 3060,
      "Firmware that moves people up and down forty floors.\n\nWith the engineer who wrote it in 1998.",
      number=21),
    E("Hello, Quiet Engine", "2023-10-30", 660, "A short introduction to the show."),
], metacast, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout2-tunein-river-road", "generic", "2024-08-20", {
    "title": "River Road",
    "category": "History Podcasts",
    "country": "United Kingdom",
    "description": "River Road follows the Thames from its source to the sea, one village, lock and pub at a time.",
}, [
    E("Episode 14. Lechlade and the Last Lock", None, None,
      "Where the river becomes navigable, and the lock keeper who has been there for thirty years."),
    E("Episode 13. The Source at Trewsbury Mead", None, None,
      "A stone, a field and usually no water at all."),
    E("Episode 12. Ferrymen of Oxford", None, None, ""),
    E("Episode 11. Henley Before the Regatta", None, None,
      "What the town was like when boats carried malt, not rowers."),
    E("Episode 10. The Tidal Thames", None, None,
      "Below Teddington the river starts to breathe with the sea."),
], tunein, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout2-podomatic-cellar-sessions", "generic", "2024-08-20", {
    "title": "Cellar Sessions",
    "author": "DJ Marguerite",
    "followers": 412,
    "description": "Two hours of deep house from a cellar bar in Lyon, recorded live every other Saturday.",
}, [
    E("Cellar Sessions 112", "2024-08-04", 7392, "Live from the August heatwave, fans on full."),
    E("Cellar Sessions 111", "2024-07-20", 7015, ""),
    E("Guest Mix: Tomás Vidal", "2024-07-06", None, "An hour of Balearic records from a Valencia regular."),
    E("Cellar Sessions 110", "2024-06-22", 6843,
      "The solstice set.\n\nTracklist on the blog, as always."),
    E("Cellar Sessions 100", "2023-12-31", 10800, "New Year's Eve, three hours, no breaks."),
    E("Cellar Sessions 1", "2019-03-16", 3725, "Where it started: one turntable and a borrowed mixer."),
], podomatic, gaps="mixed", show_keys=("title", "description"))


# ================================================ 7. held-out, third round: publishers, plugins, apps and archives
# Written for a third held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (Sermon Manager, Seriously Simple Podcasting, NPR, Podme, Podcast Player, the lecture
# archive) and what is a plausible layout (Ausha in French, a Spanish public radio).
from pagestyles import (  # noqa: E402
    ausha_fr,
    lecture_archive,
    npr,
    podcastplayer,
    podme_fi,
    rtve_es,
    sermon_manager,
    ssp_dutch,
)

write("generic-heldout3-sermonmanager-st-aidans", "generic", "2024-08-20", {
    "title": "St Aidan's Sermons",
    "description": "Sermons preached at St Aidan's Church, Harrogate, on Sunday mornings and Wednesday evenings.",
}, [
    E("Bread for the Journey", "2024-08-04", None,
      "Elijah under the broom tree, and the God who feeds the exhausted before he asks anything of them.",
      series="Prophets in the Wilderness", preacher="Revd Anna Pryce", passage="1 Kings 19:1-8",
      service="Sunday Morning"),
    E("A Still Small Voice", "2024-07-28", None, "", series="Prophets in the Wilderness",
      preacher="Revd Anna Pryce", passage="1 Kings 19:9-18", service="Sunday Morning"),
    E("Praying When You Have No Words", "2024-07-24", None,
      "A short midweek reflection on the groans of the Spirit.", preacher="David Okonjo", passage="Romans 8:26-27",
      service="Wednesday Evening"),
    E("The Widow's Jar", "2024-07-14", None,
      "Generosity at the edge of famine: what the widow of Zarephath teaches a comfortable church.",
      series="Prophets in the Wilderness", preacher="Revd Tom Hallam", passage="1 Kings 17:8-16",
      service="Sunday Morning"),
    E("Welcome Sunday", "2024-06-30", None, "Our all-age service for new families, with the junior choir.",
      preacher="Revd Anna Pryce", service="All Age", audio=False),
    E("Christmas Eve: No Room", "2023-12-24", None,
      "The innkeeper, the stable and the God who is content to start small.", series="Advent 2023",
      preacher="Revd Tom Hallam", passage="Luke 2:1-7", service="Christmas Eve"),
], sermon_manager, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout3-ssp-moestuin", "generic", "2024-08-20", {
    "title": "De Moestuinpodcast",
    "description": "Twee buren, \u00e9\u00e9n volkstuin en heel veel slakken.",
}, [
    E("Courgettes in overvloed", "2024-08-04", 3792,
      "Wat doe je met twaalf courgettes per week? We proberen soep, taart en weggeven aan de buren.\n\n"
      "Met tips van luisteraars uit Utrecht en Gent."),
    E("Slakken, deel twee", "2024-07-21", 2467, ""),
    E("Water geven in een hittegolf", "2024-07-07", None,
      "Vroeg of laat op de dag, en hoeveel eigenlijk? Een tuinder van dertig jaar vertelt."),
    E("Zaaien voor de winter", "2024-05-26", 1935,
      "Boerenkool, prei en spruitjes: nu zaaien, in december oogsten."),
    E("Onze eerste oogst", "2023-09-17", 2706,
      "Drie aardappels en een pompoen.\nToch waren we trots."),
], ssp_dutch, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout3-npr-night-desk", "generic", "2024-08-20", {
    "title": "The Night Desk",
    "description": "NPR's overnight editors on the stories that broke while you were asleep.",
}, [
    E("The Bridge That Closed at 2 A.M.", "2024-08-16", None,
      "A barge, a bent girder and the engineers who had four hours to decide.",
      caption="Traffic backs up on an approach road before dawn.", credit="Maya Ortiz/NPR"),
    E("Counting Votes in the Dark", "2024-08-09", None,
      "How a county clerk kept a recount going through a power cut.",
      caption="Election workers at a folding table in a school gym.", credit="Sam Reyes for NPR"),
    E("Heat Warnings and the People Who Ignore Them", "2024-08-02", None, "",
      caption="A thermometer outside a hardware store reads 112 degrees.", credit="Getty Images"),
    E("Why the Wire Moves Faster at Night", "2024-07-26", None,
      "Fewer editors, more breaking news: a look inside the overnight wire room."),
    E("Storm Season, Year One", "2023-11-03", None,
      "Our first episode, recorded during a hurricane watch.",
      caption="Palm trees bend in the wind on a beach in Florida.", credit="Joe Raedle/Getty Images"),
    E("Introducing The Night Desk", "2023-05-19", None, "Who we are and why we work while you sleep.",
      caption="The NPR newsroom in Washington, D.C., after midnight.", credit="Allison Shelley/NPR"),
], npr, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout3-podme-kalastajan-aamu", "generic", "2024-08-20", {
    "title": "Kalastajan aamu",
    "author": "Yle Puhe",
    "description": "Aamuvarhaisen kalastajan juttuja j\u00e4rvelt\u00e4, merelt\u00e4 ja savusaunan lauteilta.",
}, [
    E("Siika ja sumuinen aamu", "2024-08-09", 2760,
      "L\u00e4hdimme vesille kello nelj\u00e4. Siika ei tullut, mutta sumu oli kaunis."),
    E("Verkot ja naapurit", "2024-07-26", 3780,
      "Kenen verkko on kenen vesill\u00e4? Kalastusalueen puheenjohtaja kertoo."),
    E("Juhannuksen ahvenet", "2024-06-28", 1860, ""),
    E("Kev\u00e4tkutu Saimaalla", "2024-05-31", 2940,
      "Hauki kutee, lokit huutavat ja kalastaja odottaa."),
    E("Pilkill\u00e4 pakkasessa", "2023-12-15", None,
      "Miinus kaksikymment\u00e4 astetta ja yksi pieni ahven."),
    E("Ensimm\u00e4inen jakso", "2023-03-03", 1500, "Miksi teemme t\u00e4t\u00e4 podcastia?"),
], podme_fi, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout3-podcastplayer-ledger-lines", "generic", "2026-01-26", {
    "title": "Ledger Lines",
    "author": "Harbourview Media",
    "categories": ["Business", "Education"],
    "description": "An accountant and a historian on the bookkeeping behind famous companies, ships and empires.",
}, [
    E("The East India Company's Missing Pages", "2026-01-24", 1902,
      "Two ledgers, one ship and a gap of eleven months nobody has explained."),
    E("Double Entry in Renaissance Venice", "2026-01-22", 2163,
      "Luca Pacioli, a merchant's manual and the idea that still runs your bank."),
    E("How a Bakery Keeps Its Books", "2026-01-15", None, ""),
    E("Year-End Special: Your Worst Receipts", "2025-12-30", 3792,
      "Listeners send in the strangest expense claims we have ever read."),
    E("The Railway Mania of 1845", "2025-11-12", 2887, "Shares, speculation and lines that were never built."),
    E("Welcome to Ledger Lines", "2024-06-03", 312, ""),
], podcastplayer, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout3-olli-lecture-recordings", "generic", "2024-08-20", {
    "title": "Lecture Recordings",
    "description": "Recordings from our recent lecture series. Earlier lectures are listed by session below.",
}, [
    E("The Supreme Court and the Administrative State", "2024-04-19", 3480,
      "How a series of recent decisions is changing the power of federal agencies.",
      session="2024 Spring Lectures", speaker="Judge Marian Okafor"),
    E("Birds of the Potomac", "2024-03-28", None, "", session="2024 Spring Lectures",
      speaker="Dr. Helen Wexley, Smithsonian Migratory Bird Center"),
    E("Rural America and the 2024 Election", "2024-01-16", 3900,
      "What the polls miss outside the cities.\n\nWith questions from the audience.",
      session="2024 January Lectures", speaker="Dale Prentiss"),
    E("Reading Banned Books", "2024-01-08", 3300, "A literary critic on the books schools keep removing.",
      session="2024 January Lectures", speaker="Professor Ruth Ann Calder"),
    E("The January 6 Cases: A Reporter's View", "2023-11-17", 4020, "", session="2023 Fall Lectures",
      speaker="Tom Brannigan"),
    E("The Aral Sea", "2023-10-06", 3060, "Environment, society and state power in Central Asia.",
      session="2023 Fall Lectures", speaker="Professor Sarah Kessel"),
    E("Thinking About Law and Politics", "2023-05-10", 3600,
      "A former prosecutor on what the law can and cannot do.", session="2023 May Lectures",
      speaker="Charles Rosen"),
], lecture_archive, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout3-ausha-la-table-ronde", "generic", "2024-08-20", {
    "title": "La Table ronde",
    "author": "Camille Berthier",
    "description": "Chaque mois, quatre cuisiniers amateurs refont un plat de famille et racontent son histoire.",
}, [
    E("La blanquette de ma grand-m\u00e8re", "2024-08-04", 3780,
      "Veau, carottes et une sauce qu'on ne doit jamais faire bouillir.\n\n"
      "Avec Lucienne, 91 ans, qui nous corrige au t\u00e9l\u00e9phone.", season=2, number=5),
    E("Le couscous du dimanche", "2024-07-21", 2700, "", season=2, number=4),
    E("Tarte Tatin : l'accident parfait", "2024-07-07", None,
      "Une tarte \u00e0 l'envers et deux s\u0153urs qui ne sont pas d'accord sur l'histoire.", season=2, number=3),
    E("Hors-s\u00e9rie : vos recettes rat\u00e9es", "2024-06-02", 1380,
      "Vous nous avez envoy\u00e9 vos pires souvenirs de cuisine."),
    E("Le pot-au-feu de l'hiver", "2023-12-10", 4500,
      "Quatre heures de cuisson, trois g\u00e9n\u00e9rations \u00e0 table.", season=1, number=8),
    E("Bienvenue \u00e0 table", "2023-09-03", 600, "Pourquoi ce podcast, et qui sont les quatre cuisiniers.",
      number=1),
], ausha_fr, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout3-rtve-memoria-del-tranvia", "generic", "2024-08-20", {
    "station": "Radio Nacional",
    "title": "Memoria del tranv\u00eda",
    "description": "Historias de los barrios de Madrid contadas por quienes los vieron cambiar.",
}, [
    E("Lavapi\u00e9s antes de los turistas", "2024-08-04", 3780,
      "Corralas, mercados y el cine de verano de la calle Argumosa."),
    E("El \u00faltimo tranv\u00eda de Madrid", "2024-07-28", 2700,
      "Junio de 1972: los vecinos que lo vieron pasar por \u00faltima vez.\n\n"
      "Con grabaciones del archivo de Radio Nacional."),
    E("Las verbenas de agosto", "2024-07-14", None, "San Cayetano, San Lorenzo y La Paloma."),
    E("Tetu\u00e1n y sus cocheras", "2024-06-16", 3120, ""),
    E("Una Navidad en la Gran V\u00eda", "2023-12-24", 3600, "Escaparates, churros y una cabalgata con lluvia."),
    E("Bienvenidos al tranv\u00eda", "2022-10-02", 900, "Presentamos el programa."),
], rtve_es, gaps="mixed", show_keys=("title", "description"))


# ============================================ 8. held-out, fourth round: hosts, broadcasters, apps and directories
# Written for a fourth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (BBC Sounds' labels, SoundCloud's page without scripts, Podverse's and PowerPress' source,
# iVoox's scrapers, RaiPlay Radio's copied page, ARD's titles) and what is a plausible layout (Fireside, Omny, ABC
# listen, most of ARD Audiothek).
from pagestyles import (  # noqa: E402
    abc_listen,
    ard_audiothek,
    bbc_sounds,
    fireside,
    ivoox,
    omny,
    podverse,
    powerpress,
    raiplay,
    soundcloud_noscript,
)

write("generic-heldout4-fireside-loose-parts", "generic", "2025-03-14", {
    "title": "Loose Parts",
    "description": "A repair café in a church hall, recorded. Toasters, lamps, radios and the people who refuse to "
                   "throw them away.",
    "hosts": "Gwen Ashdown and Rafi Okonkwo",
}, [
    E("The Toaster That Came Back Twice", "2025-03-11", 3792,
      "A 1970s chrome toaster, a frayed cord and an owner who has brought it in every spring since 2019.\n\n"
      "Plus: why we never repair anything with a mains capacitor on a Saturday morning.", number=58),
    E("Soldering for Absolute Beginners", "2025-02-25", 2827, "", number=57),
    E("Listener Mailbag: Your Worst Fuses", "2025-02-11", None,
      "You sent photos. We are still recovering.", number=56),
    E("Radios of the Church Hall", "2025-01-28", 4500,
      "Valve sets, transistor portables and one kitchen radio that only gets Radio Luxembourg.\n"
      "With the volunteer who has fixed more of them than anyone.", number=55),
    E("Sewing Machines Are Not Scary", "2024-12-10", 3005,
      "Bobbins, timing and the oil you should not use.", number=54),
    E("A Word Before We Start", "2023-09-02", 296, "Who we are, and why the kettle is always on."),
], fireside, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout4-omny-saturday-fix-it", "generic", "2025-06-02", {
    "title": "Saturday Morning Fix-It",
    "network": "Coastline Radio Network",
    "description": "Talkback for the handy and the hopeless. Call in with your leaking tap, sagging gate or "
                   "mystery noise in the roof.",
}, [
    E("Mould in the Bathroom, Again", "2025-05-31", 2467,
      "Winter is here and so are the calls about black spots on the ceiling.\n"
      "Our builder explains ventilation, and why bleach is not the answer."),
    E("Gates That Will Not Latch", "2025-05-24", 3792, ""),
    E("The Great Grout Debate", "2025-05-17", None, "Epoxy or cement? The phones lit up."),
    E("Solar Panels and Possums", "2025-05-10", 2718,
      "A caller in Port Macquarie has a family living under her panels. What now?"),
    E("Best of the Season: Your Clever Fixes", "2024-12-21", 5400,
      "Bottle caps, clothes pegs and one very inventive use of a pool noodle.\n\n"
      "Thanks to everyone who called in this year."),
    E("Painting Over Wallpaper", "2024-11-30", 2285, "Should you? Usually not. Sometimes yes."),
], omny, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout4-bbc-sounds-unmapped-britain", "generic", "2025-02-10", {
    "title": "Unmapped Britain",
    "network": "BBC Radio 4",
    "description": "Footpaths, drove roads and holloways that no longer appear on any map, walked again by "
                   "people who remember them.",
}, [
    E("The Salt Way", "2025-02-06", 1680,
      "An old salt route over the Cheshire plain, walked with a retired surveyor and her dog.",
      available="Available for over a year"),
    E("A Holloway in Dorset", "2025-01-30", 1740, "", available="Available for over a year"),
    E("The Corpse Road to Wasdale", "2025-01-23", 1680,
      "Coffins were carried this way for three hundred years. A farmer shows us the resting stones.",
      available="Available for over a year"),
    E("Extended Walk: The Ridgeway at Midwinter", "2024-12-21", 3780,
      "A longer walk for the shortest day, from Avebury to the Uffington White Horse.",
      available="Available for over a year"),
    E("Lost Lanes of the Fens", "2024-11-14", None,
      "Droves, dykes and a lane that disappears under water every February.",
      available="Available for 11 months"),
], bbc_sounds, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout4-abc-listen-saltbush", "generic", "2024-11-18", {
    "title": "Saltbush",
    "network": "ABC Radio National",
    "hosts": "Noreen Castellano",
    "description": "Conversations from the country: farmers, shearers, nurses and publicans on life a long way "
                   "from the nearest traffic light.",
}, [
    E("The Last Telephone Exchange", "2024-11-17", 3243,
      "When the manual exchange at Tibooburra closed, the operator knew everyone's business. She still does."),
    E("Shearing in the Rain", "2024-11-10", 3112, ""),
    E("A Vet for 40,000 Square Kilometres", "2024-11-03", 3792,
      "Flying to calvings, driving to colic and sleeping in the ute.\n"
      "A country vet on the job nobody else wanted. (R)"),
    E("The Pub at the End of the Bitumen", "2024-10-27", None,
      "Forty years behind the bar, and the night the river came through the front door."),
    E("Bush Nurse", "2024-09-15", 2886,
      "Clinics in a caravan and a satellite phone that only works on the hill. (R)"),
    E("Welcome to Saltbush", "2023-02-05", 612, "What the program is, and why we keep driving."),
], abc_listen, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout4-soundcloud-harbour-wall-sessions", "generic", "2025-05-05", {
    "title": "Harbour Wall Sessions",
    "description": "Folk songs and tunes recorded live on the harbour wall in Staithes, one session a fortnight.\n"
                   "Bring a jumper.",
}, [
    E("Session 31: Fog Coming In", "2025-05-02", None, time="17:30:00"),
    E("Session 30: The Lifeboat Crew Sing", "2025-04-18", None, time="18:05:12"),
    E("Session 29: Fiddles Only", "2025-04-04", None, time="19:45:00"),
    E("Interview: Making a Bodhrán From Scratch", "2025-03-27", None, time="09:12:44"),
    E("Session 28: High Tide at Midnight", "2025-03-21", None, time="23:58:01"),
    E("Session 1: A Test Recording", "2023-06-10", None, time="20:00:00"),
], soundcloud_noscript, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout4-podverse-open-ledger", "generic", "2025-09-09", {
    "title": "Open Ledger",
    "author": "Marta Quill",
    "categories": "Business, Non-Profit",
    "description": "A value-for-value podcast about co-operatives, credit unions and the people who keep their "
                   "books open.",
}, [
    E("How a Bakery Became a Co-op", "2025-09-04", 3780,
      "Six bakers, one oven and a vote that took three evenings."),
    E("The Credit Union on the Corner", "2025-08-21", 2460, ""),
    E("Boosts, Streams and Sats", "2025-08-07", 3600,
      "What listeners paid us this quarter, and what we did with it."),
    E("Housing Co-ops in Winter", "2025-07-24", None,
      "Who fixes the boiler when everybody owns the building?"),
    E("Reading a Co-op's Annual Report", "2025-05-15", 2940,
      "Surpluses, reserves and the line everyone skips."),
    E("Why Open Ledger?", "2024-11-01", 480, "A short hello, and our own books for the first month."),
], podverse, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout4-blubrry-mud-and-stethoscopes", "generic", "2024-10-07", {
    "title": "Mud & Stethoscopes",
    "description": "A large-animal vet and her partner talk calvings, colic and life on call in the hill country.",
}, [
    E("The Calving That Took All Night", "2024-10-03", 3792,
      "A heifer, a storm and a calving jack borrowed from the neighbour.\n\n"
      "Plus listener questions about colostrum.", size_mb=58.1),
    E("Hoof Trimming Season", "2024-09-19", 2467, "", size_mb=37.8),
    E("Is My Horse Colicking?", "2024-09-05", None,
      "The signs to watch for, and when to ring us at two in the morning.", size_mb=23.4),
    E("Sheep Scab and the Winter Dip", "2024-08-22", 2718,
      "What changed in the rules, and what did not.", size_mb=41.6),
    E("Vet School Never Mentioned This", "2024-06-13", 4215,
      "Goats on the roof, a pig in the kitchen and one memorable alpaca.\n"
      "Recorded in the truck between calls.", size_mb=64.5),
    E("Welcome to the Farmyard", "2023-11-02", 905, "Who we are and why we started recording.", size_mb=13.9),
], powerpress, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout4-ard-audiothek-archiv-der-fluesse", "generic", "2025-01-20", {
    "title": "Das Archiv der Flüsse",
    "station": "NDR Kultur",
    "description": "Ein Doku-Podcast über die Flüsse Norddeutschlands: Fähren, Hochwasser, Schleusenwärter und "
                   "die Menschen, die an ihren Ufern leben.",
}, [
    E("Folge 12: Die letzte Fähre von Brunsbüttel", "2025-01-19", 3240,
      "Zweimal pro Stunde über den Kanal, seit 1955. Ein Fährmann erzählt."),
    E("Hochwasser an der Elbe (3/3)", "2025-01-12", 2940, ""),
    E("Hochwasser an der Elbe (2/3)", "2025-01-05", 3180,
      "Sandsäcke, Deichläufer und eine Nacht in Hitzacker."),
    E("Hochwasser an der Elbe (1/3)", "2024-12-29", None,
      "Wie ein Dorf sich auf die Flut vorbereitet, die jedes Jahr kommen kann."),
    E("Die Schleusenwärterin von Geesthacht", "2024-12-15", 3780,
      "Vierzig Jahre an der größten Schleuse der Elbe."),
    E("Trailer: Das Archiv der Flüsse", "2024-11-24", 180, "Worum es in diesem Podcast geht."),
], ard_audiothek, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout4-ivoox-historias-del-faro", "generic", "2025-04-23", {
    "title": "Historias del Faro",
    "author": "Lucía Ferrer",
    "description": "Relatos de fareros, naufragios y pueblos de la costa cantábrica, contados al anochecer.",
}, [
    E("El farero de Cabo Mayor", "2025-04-23", 3792, "", likes=41, comments=6),
    E("Naufragio en la barra de Suances", "2025-04-22", 2712, "", likes=33, comments=2),
    E("La niebla de 1949", "2025-04-19", None, "", likes=18, comments=0),
    E("Especial: vuestras preguntas", "2025-04-12", 1847, "", likes=12, comments=9),
    E("Las mujeres del puerto", "2025-03-29", 4215, "", likes=57, comments=11),
    E("Presentación del podcast", "2024-10-05", 402, "", likes=25, comments=4),
], ivoox, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout4-raiplaysound-taccuino-del-viaggiatore", "generic", "2024-12-02", {
    "title": "Il taccuino del viaggiatore",
    "description": "Ogni settimana un viaggio lento: treni regionali, strade bianche e paesi dove si arriva solo "
                   "a piedi, raccontati da chi li ha attraversati con un taccuino in tasca.",
}, [
    E("La ferrovia della Val Venosta", "2024-11-29", None,
      "Da Merano a Malles con un macchinista in pensione che conosce ogni curva, ogni galleria e ogni melo."),
    E("Le strade bianche del Chianti", "2024-11-22", None,
      "In bicicletta tra Radda e Gaiole, fermandosi a ogni fontana."),
    E("Un'isola senza automobili", "2024-11-15", None, ""),
    E("Il cammino dei briganti", "2024-11-08", None,
      "Otto giorni a piedi tra Abruzzo e Lazio, dormendo nei rifugi e nelle case dei pastori."),
    E("Speciale: i vostri taccuini", "2024-10-25", None,
      "Gli ascoltatori ci mandano le pagine dei loro viaggi: le leggiamo in studio."),
], raiplay, gaps="mixed", show_keys=("title", "description"))

# ====================================== 9. held-out, fifth round: aggregators, hosts, blogs and broadcasters
# Written for a fifth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (Castos' playlist markup, Pinecast's theme source, copies of a Squarespace podcast's blog and of
# CBC's podcast page, Sveriges Radio's markup in scrapers, podcast.de's scraper and fixtures, Radio France's API
# fields) and what is a plausible layout (Podtail, Podbay, Podimo, most of Radio France).
from pagestyles import (  # noqa: E402
    castos,
    cbc_listen,
    pinecast,
    podbay,
    podcast_de,
    podimo,
    podtail,
    radio_france,
    squarespace,
    sveriges_radio,
)

write("generic-heldout5-podtail-night-ferry-stories", "generic", "2025-03-20", {
    "title": "Night Ferry Stories",
    "author": "Halden Audio",
    "count": 48,
    "description": "Stories told on the overnight crossing, recorded in the ship's quiet lounge between midnight and "
                   "the first announcement for breakfast.",
}, [
    E("The Purser Who Kept a Diary", "2025-03-17", 3120,
      "Thirty-one years of crossings, one notebook a year.\n"
      "She reads us the entry for the night the radar failed."),
    E("Fog Signals", "2025-03-10", 2700, "What the horn means, and who is listening for it."),
    E("A Lorry Driver's Forty Crossings", "2025-03-03", 3840, ""),
    E("Bonus: The Engine Room at 3am", "2025-02-28", 1080,
      "Ten minutes of diesel, spanners and tea, with almost no talking."),
    E("Stowaways, Then and Now", "2025-02-24", None,
      "A retired port officer on the people he found, and the ones he helped."),
    E("The Night the Ramp Froze", "2025-02-17", 3600,
      "Minus fourteen on the quay and three hundred cars waiting.\n\n"
      "The deck crew remember how they got the bow door shut."),
    E("Welcome Aboard", "2024-11-04", 420, "Who we are, and why we only record after midnight."),
], podtail, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout5-podbay-backyard-orbit", "generic", "2025-07-09", {
    "title": "Backyard Orbit",
    "author": "Tamsin Okafor",
    "description": "Amateur astronomy from a garden in the Fens: what is up this week, what went wrong last week, and "
                   "the telescopes that survived both.",
}, [
    E("Noctilucent Clouds Are Back", "2025-07-09", 1847,
      "Look north after midnight. Silver-blue ripples, eighty kilometres up."),
    E("Collimating a Dobsonian in the Dark", "2025-07-08", 2712,
      "A cheap laser, a sharpie dot and a great deal of patience."),
    E("Listener Sketches of Saturn", "2025-07-01", None,
      "You sent drawings. Some of them are better than the photographs.\n"
      "We describe ten of them, badly."),
    E("The Dew Problem", "2025-06-24", 3792, ""),
    E("Meteor Season Planner", "2025-06-10", 2460, "Dates, radiants and the best time to go to bed instead."),
    E("A Year of Clouds: Looking Back", "2025-05-27", 4215,
      "Every session we lost to weather in twelve months, ranked."),
    E("First Light", "2024-12-30", 605, "Why a podcast about a hobby done in silence."),
], podbay, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout5-castos-the-practice-room", "generic", "2024-09-16", {
    "title": "The Practice Room",
    "description": "Conversations for music teachers about lessons, burnout, recitals and the pupil who only wants to "
                   "learn one song.",
}, [
    E("When a Pupil Stops Practising", "2024-09-12", 2467,
      "Three teachers on the long middle of learning an instrument, and what to say at week six."),
    E("Recital Nerves, Yours and Theirs", "2024-09-05", 3792,
      "Breathing, walking on, and the parent filming from the front row.\n\n"
      "Plus a listener question about sight-reading."),
    E("Pricing Your Lessons", "2024-08-29", None, "Term fees, cancellations and the awkward email."),
    E("The Online Lesson, Four Years On", "2024-08-22", 1925, ""),
    E("Teaching Adults Who Were Told They Could Not Sing", "2024-08-08", 2818,
      "A choir leader on undoing a sentence someone heard at nine years old."),
    E("Summer Break Without Guilt", "2024-07-25", 3345,
      "Rest, repertoire planning and one very long walk."),
    E("Welcome to The Practice Room", "2023-11-30", 612, "Who we are and what this show is for."),
], castos, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout5-pinecast-allotment-hours", "generic", "2019-04-11", {
    "title": "Allotment Hours",
    "description": "A weekly half-hour from plot 14b.",
}, [
    E("Chitting Is Optional", "2019-04-10", None,
      "Do seed potatoes really need to sit on the windowsill for six weeks? We planted two rows to find out.\n\n"
      "Also: the great slug census."),
    E("Rhubarb Forcing, Late", "2019-04-05", None, "We forgot the bucket. The rhubarb did not."),
    E("The Shed Roof", "2019-03-29", None, ""),
    E("Seed Swap Special", "2019-03-22", None,
      "Recorded at the village hall seed swap.\n"
      "Beans with family names, and a tomato nobody can identify."),
    E("Compost Temperatures", "2019-03-17", None, "A thermometer, a pitchfork and a surprising amount of steam."),
    E("Winter Digging, Or Not", None, None, "The no-dig argument, one more time, with a retired soil scientist.",
      days_ago=34),
], pinecast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout5-squarespace-porch-light", "generic", "2019-10-02", {
    "title": "Porch Light",
    "description": "Long conversations on a porch in Asheville about neighbours, work, faith and the small habits "
                   "that hold a life together.",
}, [
    E("Episode 118: The Borrowed Ladder", None, None,
      "Every street has one ladder that does the rounds. This week Jonah Achterberg joins us to talk about the "
      "things neighbours lend each other, and what gets returned with them.\n\n"
      "We only keep what we are willing to lend.\n"
      "— Wren Calloway, letter to the show\n\n"
      "Talk to us on TwitterFacebook and leave us a review on iTunes!"),
    E("Episode 117: Work You Can Hold", None, None,
      "A furniture maker and a nurse compare notes on jobs you can see at the end of the day, and jobs you cannot."),
    E("Episode 116: Quiet Sundays", None, None,
      "What happens to a week when one day of it is left empty on purpose? Delphine Moss has kept a quiet Sunday "
      "for eleven years.\n\n"
      "Talk to us on TwitterFacebook and leave us a review on iTunes!"),
    E("Episode 115: Between These Porches II", None, None,
      "We return to our occasional series of listener letters, read aloud on the porch as the crickets start."),
    E("Episode 114: Moving Back Home", None, None, ""),
    E("Episode 113: Keeping Score", None, None,
      "Do friendships keep accounts? Theo Barrientos thinks the good ones do, and that this is fine.\n\n"
      "The ledger is the love.\n"
      "— Theo Barrientos"),
], squarespace, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout5-radio-france-chemins-de-halage", "generic", "2025-08-06", {
    "title": "Les Chemins de halage",
    "station": "France Culture",
    "description": "Chaque semaine, une marche le long d'un canal ou d'une rivière navigable, à la rencontre des "
                   "éclusiers, des mariniers et des riverains.",
}, [
    E("Le canal du Nivernais, écluse par écluse", "2025-08-05", 3480,
      "De Clamecy à Auxerre, avec une éclusière qui connaît chaque péniche par son nom."),
    E("Les mariniers du Rhin", "2025-07-29", 3720,
      "Une famille qui vit à bord depuis trois générations.\n"
      "Récit d'un voyage de Strasbourg à Rotterdam."),
    E("Le halage à cheval, une mémoire", "2025-07-22", None, "Les derniers témoins d'un métier disparu."),
    E("La Sèvre niortaise en barque", "2025-07-15", 3540, ""),
    E("Un été sur le canal du Midi", "2025-07-08", 3300,
      "Platanes malades, plaisanciers pressés et un ancien gardien de pont."),
    E("Les ponts-canaux", "2025-06-24", 3600,
      "Quand un canal passe au-dessus d'une rivière : visite de Briare avec un ingénieur des voies navigables."),
], radio_france, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout5-sveriges-radio-fjallstationen", "generic", "2018-09-21", {
    "title": "Fjällstationen",
    "channel": "P1",
    "description": "Reportage från fjällvärlden: renskötare, stugvärdar, forskare och de som bara vill gå vidare "
                   "till nästa dal.",
}, [
    E("Stugvärden i Sylarna", "2018-09-20", 2640,
      "Hon har tagit emot vandrare i tjugo somrar. Nu är det den sista.", time="06:05"),
    E("Renskiljning vid Ammarnäs", "2018-09-13", 2580, "", time="06:05"),
    E("Glaciären som krymper", "2018-09-06", None,
      "Forskarna mäter Storglaciären varje höst. I år var mätstickorna nästan borta.", time="06:05"),
    E("Helikoptern till Kebnekaise", "2018-08-30", 1740,
      "Piloten som flyger upp mat, bränsle och ibland en skadad fotled.\n"
      "Ett reportage av Nils Rönnberg.", time="06:05"),
    E("Sommarspecial: En natt på Kungsleden", "2018-08-23", 6840,
      "Ett långt program om en kort natt, från Abisko till Alesjaure.", time="21:03"),
    E("Myggen", "2018-06-21", 1680, "Om fjällets mest hatade invånare, och de som studerar dem.", time="06:05"),
    E("Vintervägen över sjön", "2017-12-14", 2460,
      "När isen bär kör posten rakt över Torneträsk.", time="06:05"),
], sveriges_radio, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout5-cbc-listen-prairie-dispatch", "generic", "2020-02-20", {
    "title": "Prairie Dispatch",
    "updated": "Weekly",
    "keep": "6 months",
    "site": "http://www.cbc.ca/prairiedispatch",
    "description": "Stories from small towns, farms and reserves across the Prairies, told by the people who live "
                   "there.",
}, [
    E("The Last Grain Elevator in Oyen", None, 2049,
      "When the elevator goes, what is left of a town's skyline? A farmer and a historian climb it one more time."),
    E("Curling Night in Wynyard", None, 1508, ""),
    E("A Vet on the Road", None, 2771,
      "Four hundred kilometres a day between calvings.\n\n"
      "We ride along for a winter shift."),
    E("Prairie Dispatch Weekly: Chinooks, school buses and a frozen fiddle", None, 3254,
      "This week: the science of the chinook arch, a school bus driver's forty winters, and a fiddle that spent a "
      "night in a snowbank."),
    E("The Language Nest", None, 1412,
      "In a Cree immersion daycare, grandparents teach the words they were punished for speaking."),
], cbc_listen, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout5-podcast-de-die-werkbank", "generic", "2026-03-03", {
    "title": "Die Werkbank",
    "author": "Lena Hofstetter",
    "count": 86,
    "description": "Ein Podcast über Handwerk und seine Geschichte: Tischler, Glockengießer, Buchbinder und die "
                   "Werkzeuge, die sie von ihren Lehrmeistern geerbt haben.",
}, [
    E("Der letzte Glockengießer im Allgäu", "2026-02-26", 3060,
      "Bronze, Lehm und ein Guss, der nur einmal gelingen muss.", size_mb=46.5),
    E("Hobel, Feile, Ziehklinge", "2026-02-19", 2760, "", size_mb=41.9),
    E("Buchbinden mit Fadenheftung", "2026-02-12", None,
      "Eine Buchbinderin aus Leipzig zeigt, warum ein Buch atmen muss.", size_mb=28.3),
    E("Folge 80: Die Zunftordnung von 1731", "2026-02-05", 6300,
      "Wer durfte was, und wer hat kontrolliert?\n"
      "Ein Gespräch mit einem Rechtshistoriker.", size_mb=95.2),
    E("Sonderfolge: Eure Werkstätten", "2026-01-29", 1560,
      "Hörerinnen und Hörer schicken Geräusche aus ihren Werkstätten.", size_mb=23.8),
    E("Reetdach in Ostfriesland", "2026-01-22", 3300,
      "Ein Dachdecker über Schilf, Wind und vierzig Jahre Haltbarkeit.", size_mb=49.7),
], podcast_de, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout5-podimo-havnens-folk", "generic", "2025-01-14", {
    "title": "Havnens folk",
    "author": "Sofie Brandt",
    "count": 37,
    "description": "Fortællinger fra de danske havne: fiskere, færgefolk, havnefogeder og dem, der aldrig rejser væk.",
}, [
    E("Sild i Skagen", "2025-01-14", 2700, "Sæsonen er kort, og kvoten er endnu kortere."),
    E("Færgen til Fur", "2025-01-13", 3780,
      "Fem minutter over sundet, tyve gange om dagen.\n"
      "Kaptajnen fortæller om de ture, han husker."),
    E("Havnefogeden i Rønne", "2025-01-07", None, ""),
    E("Nytårsaften på kajen", "2024-12-31", 3120, "Raketter, fyrværkeri og en redningsbåd på vagt."),
    E("Juleskibet", "2024-12-17", 3600,
      "Da juletræerne kom med skib fra Norge.\n\n"
      "Et genhør fra arkivet."),
    E("Netbinderen", "2024-12-03", 2280, "Hun reparerer garn med de samme knob som sin oldefar."),
    E("Velkommen om bord", "2024-11-19", 300, "Hvad er Havnens folk, og hvorfor nu?"),
], podimo, gaps="mixed", show_keys=("title", "description"))

# ============================== 10. held-out, sixth round: directories, apps, hosts, broadcasters in four languages
# Written for a sixth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (Stitcher's and Google Podcasts' markup in scrapers, Podigee's theme templates, copied NRK Radio
# and RTÉ pages, Areena's card labels) and what is a plausible layout (RadioPublic, Podurama, Fountain, Whooshkaa, most
# of NRK Radio, Yle Areena and RTÉ).
from pagestyles import (  # noqa: E402
    fountain,
    google_podcasts,
    nrk_radio,
    podigee_de,
    podurama,
    radiopublic,
    rte_radio,
    stitcher,
    whooshkaa,
    write_marked,
    yle_areena,
)

write("generic-heldout6-stitcher-tin-roof-sessions", "generic", "2023-06-02", {
    "title": "Tin Roof Sessions",
    "author": "Hollow Creek Audio",
    "description": "Old-time and bluegrass players in the rooms where they play: feed stores, church halls, porches "
                   "and the occasional barn.",
}, [
    E("Fiddles of the Ozarks", "2023-05-30", 2820,
      "We sit in on a Saturday jam in a feed store outside Mountain View, where the youngest fiddler is nine."),
    E("The Banjo Builder of Boone", "2023-05-23", 3660,
      "Forty years of necks, pots and tone rings in a workshop that used to be a gas station."),
    E("Listener Mailbag: Your First Instruments", "2023-05-16", None,
      "Pawn-shop guitars, borrowed mandolins and one autoharp found in a ditch."),
    E("Harmony Singing for Beginners", "2023-05-09", 1920, ""),
    E("A Dobro in the Attic", "2023-04-25", 2340,
      "A grandson finds his grandfather's resonator guitar and learns the three songs written inside the case."),
    E("Bonus: Live at the Grange Hall", "2023-04-18", 4380,
      "The whole second set from our spring show, with the crowd singing the last chorus."),
    E("Welcome to Tin Roof Sessions", "2022-11-01", 300, "Who we are and why we record where the music happens."),
], stitcher, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout6-google-podcasts-the-small-engine-hour", "generic", "2023-11-20", {
    "title": "The Small Engine Hour",
    "author": "Dale Prewitt",
    "description": "Mowers, chainsaws, outboards and generators: how they work, why they stop and how to get them going "
                   "again without a trip to the shop.",
}, [
    E("Carburetors Without Fear", "2023-11-17", 2700,
      "Float bowls, jets and the can of cleaner that should not be your first move."),
    E("Winterizing Your Mower", "2023-11-14", 3780,
      "Fuel stabiliser, fogging oil and where to hang the thing until April."),
    E("Two-Stroke Oil Ratios, Settled", "2023-11-07", 2460, ""),
    E("Listener Questions: Chainsaw Chains", "2023-10-31", None,
      "Filing angles, depth gauges and whether you really need a grinder.\n"
      "Plus one listener's saw that cut perfectly in a circle."),
    E("The Leaf Blower That Would Not Start", "2023-10-24", 3600,
      "Three hours, two spark plugs and a mud dauber nest in the muffler."),
    E("Spark Plugs, Gapped and Ungapped", "2023-10-17", 2100, "Reading the tip, setting the gap, torque by feel."),
    E("Small Engines, Big Patience", "2022-12-05", 540, "Why this show exists, and what is in the garage."),
], google_podcasts, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout6-radiopublic-the-lantern-room", "generic", "2022-05-10", {
    "title": "The Lantern Room",
    "author": "Saltbox Media",
    "count": 64,
    "description": "Stories of lighthouses and the people who kept them, told by their grandchildren, historians and "
                   "the volunteers who now climb the stairs.",
}, [
    E("The Last Keeper of Boon Island", "2022-05-06", 2712,
      "Six miles out, no trees, no soil, and a winter that nearly ended the station.\n\n"
      "His granddaughter reads from the logbook he kept until 1978."),
    E("Fresnel Lenses, Explained", "2022-04-29", 3792,
      "Prisms, orders and the flash pattern that told sailors exactly where they were."),
    E("Fog Signal Stories", "2022-04-22", None, "Horns, bells, sirens and the neighbours who complained."),
    E("Storm Season at Split Rock", "2022-04-15", 2467, ""),
    E("Keepers' Wives and Daughters", "2022-04-08", 4215,
      "The women who trimmed the wicks when the keeper was sick, or gone.\n"
      "Some of them were never paid."),
    E("Trailer: The Lantern Room", "2021-10-01", 95, "A short listen before the first episode."),
], radiopublic, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout6-podurama-sourdough-diaries", "generic", "2024-03-20", {
    "title": "Sourdough Diaries",
    "author": "Mireille Achterberg",
    "count": 112,
    "description": "A home baker and a professional one compare notes every week: starters, flours, ovens and the "
                   "loaves that went wrong.",
}, [
    E("Rye Starters and Why They Sulk", "2024-03-19", 2700,
      "Hydration, temperature and the smell that means it is hungry."),
    E("The Overnight Proof", "2024-03-15", 3780, "Fridge, counter or cold cellar: three loaves, one night."),
    E("Scoring Patterns for Beginners", "2024-03-06", None, "One blade, one slash, and when to try the wheat ear."),
    E("Baking at Altitude", "2024-02-28", 3120, ""),
    E("Listener Loaves", "2024-02-14", 3600,
      "You sent photos of your crumb.\n"
      "We rate them gently, and explain the big holes."),
    E("Why We Started Baking", "2023-09-01", 660, "Two kitchens, one jar of starter passed between them."),
], podurama, approximate=("2 weeks ago", "3 weeks ago"), gaps="mixed", show_keys=("title", "description"))

write("generic-heldout6-fountain-the-node-runner", "generic", "2024-08-05", {
    "title": "The Node Runner",
    "author": "Tamsin Holloway",
    "description": "Self-hosting for the stubborn: home servers, nodes, backups and the power bills that come with "
                   "them. Supported by listener boosts.",
}, [
    E("Running a Node on a Raspberry Pi", "2024-08-01", 4980,
      "An SSD, a case with a fan and a week of syncing. Was it worth it?"),
    E("Boostagrams, Read Aloud", "2024-07-25", 2700, ""),
    E("Backups Nobody Tests", "2024-07-18", 7200,
      "We restored every backup we own, live.\n\n"
      "Two of them worked."),
    E("Solar Power for a Home Server", "2024-07-04", None, "Panels, batteries and a server that sleeps at night."),
    E("Year in Review", "2023-12-12", 3480, "What we built, what broke and what we would never host again."),
    E("Episode Zero", "2023-06-20", 900, "A test recording that became the first episode."),
], fountain, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout6-whooshkaa-paddock-to-plate", "generic", "2019-04-02", {
    "title": "Paddock to Plate",
    "author": "Red Gum Media",
    "description": "Farmers, shearers, butchers and cooks from across regional Australia on where food comes from "
                   "and what it costs to grow.",
}, [
    E("Drought Feed and Hard Decisions", "2019-03-28", 2712,
      "A grazier near Bourke on buying hay from three states away."),
    E("The Wool Cheque", "2019-03-21", 3792,
      "Prices are up, the sheep are fewer.\n"
      "A shearing contractor explains where the money goes."),
    E("Cattle Yards at Dawn", "2019-03-14", None, "Weaning day on a station in the Gulf country."),
    E("A Vet in the Riverina", "2019-03-07", 2467, ""),
    E("Mailbag: Your Dams and Bores", "2019-02-28", 1847, "Listeners send us their water stories, good and bad."),
    E("Harvest Special", "2018-12-13", 4215,
      "Headers, chaser bins and a long night on the Darling Downs."),
], whooshkaa, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout6-podigee-roestgrad", "generic", "2025-03-10", {
    "title": "Röstgrad",
    "author": "Jana Weißkirchen",
    "description": "Der Podcast für alle, die Kaffee nicht nur trinken wollen: Röstereien, Mühlen, Bohnen und die "
                   "Menschen dahinter.",
}, [
    E("Folge 42: Espresso ohne Siebträger", "2025-03-06", None,
      "Mokkakanne, Handhebel und AeroPress im Vergleich."),
    E("Äthiopien: Washed oder Natural?", "2025-02-27", None,
      "Zwei Bohnen aus demselben Dorf, zwei Aufbereitungen.\n"
      "Wir schmecken den Unterschied, oder auch nicht."),
    E("Die Handmühle im Härtetest", "2025-02-20", None, ""),
    E("Sonderfolge: Eure Fragen zur Entkalkung", "2025-02-13", None,
      "Zitronensäure, Essig oder Spezialmittel? Wir beantworten eure Mails."),
    E("Röstprofile lesen", "2025-02-06", None,
      "Was die Kurve auf dem Bildschirm über den Geschmack in der Tasse verrät.\n\n"
      "Mit einem Röstmeister aus Bamberg."),
    E("Kaffee im Winter", "2025-01-09", None, "Warum die Bohnen im Januar anders schmecken."),
], podigee_de, report_last=10, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout6-nrk-radio-fjordpraten", "generic", "2025-03-27", {
    "title": "Fjordpraten",
    "description": "Samtaler og reportasjer fra kysten: fiskere, fergemannskap, fyrvoktere og folk som har bodd ved "
                   "fjorden hele livet.",
}, [
    E("Ferja som aldri kom", "2025-03-26", 2700, "Et lokalsamfunn venter på et nytt fergeanbud."),
    E("Torskefiske i Lofoten", "2025-03-24", 3900,
      "Skreien er tilbake, og det er prisene også.\n"
      "Vi er med på sjøen fra Ballstad."),
    E("Lytterpost: Naustene deres", "2025-03-19", None, "Dere sendte bilder og historier om gamle naust."),
    E("Fyrvokteren på Runde", "2025-03-17", 2460, ""),
    E("Isen på Mjøsa", "2025-03-12", 3300, "Når isen legger seg, kommer skøyteløperne og isfiskerne."),
    E("Vårløsning", "2025-03-05", 6780, "En lang samtale om vinterens slutt, fra Finnmark til Agder."),
], nrk_radio, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout6-yle-areena-saariston-aanet", "generic", "2025-02-18", {
    "title": "Saariston äänet",
    "description": "Dokumenttisarja Turun saaristosta: luotsit, kalastajat, postinkantajat ja ne, jotka jäivät "
                   "saarille talveksi.",
}, [
    E("Luotsin vaimo", "2025-02-17", 1680, "Osa 6/6. Hän odotti rannassa neljäkymmentä talvea."),
    E("Jäätie Nauvoon", "2025-02-10", 3900,
      "Osa 5/6. Kun jää kantaa, saaristo muuttuu.\n"
      "Tiemestari kertoo, miten jäätie mitataan."),
    E("Postivene", "2025-02-03", None, "Osa 4/6. Kirjeet, lehdet ja lääkkeet kulkevat veneellä."),
    E("Hylkeenpyytäjät", "2025-01-27", 1920, ""),
    E("Majakan valo", "2025-01-20", 2100, "Osa 2/6. Bengtskärin majakka ja sen viimeiset vartijat."),
    E("Ensimmäinen talvi", "2025-01-13", 1740, "Osa 1/6. Nuori perhe muuttaa ulkosaareen."),
], yle_areena, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout6-rte-radio-the-bog-road", "generic", "2024-11-12", {
    "title": "The Bog Road",
    "description": "Documentaries from rural Ireland: the people, the work and the places that are changing fastest.",
}, [
    E("Turf Cutting in the Midlands", "2024-11-10", 3060,
      "The last families with turbary rights on a bog near Tullamore."),
    E("The Last Creamery in Leitrim", "2024-11-03", 2880,
      "Once every parish had one.\n\n"
      "The manager of the last one standing on milk, money and the morning queue."),
    E("Holy Wells of Clare", "2024-10-27", None, "Rags on the branches and prayers at the water's edge."),
    E("Hurling in the Rain", "2024-10-20", 3300, ""),
    E("Emigrants' Letters", "2024-10-13", 3540,
      "Letters home from Boston, Brooklyn and Butte, Montana.\n"
      "Read by the families who kept them."),
    E("Ghost Estates, Ten Years On", "2024-09-29", 2700, "Who lives in the houses that were built for nobody?"),
], rte_radio, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ============================= 11. held-out, seventh round: directories, apps, broadcasters in four languages, a blog
# Written for a seventh held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (Himalaya's fields in a client's parser, a saved Podcasts.com page, Audible's labels and its
# Australian date order in scrapers, DLF's and ORF's extractors, copied SRF pages, VRT MAX's catalogue fields in a
# media server's provider, OHdio's pagination, GeneratePress' templates and PowerPress' links) and what is a plausible
# layout (Podcast Republic, most of Himalaya, Podcasts.com's list, Audible's and the broadcasters' lists).
from pagestyles import (  # noqa: E402
    audible_au,
    deutschlandfunk,
    himalaya,
    ohdio,
    orf_sound,
    podcast_republic,
    podcasts_com,
    powerpress_generatepress,
    srf_audio,
    vrt_max,
)

write("generic-heldout7-podcast-republic-the-cartographers-desk", "generic", "2024-07-20", {
    "title": "The Cartographer's Desk",
    "author": "Meridian Sound",
    "count": 58,
    "description": "Maps, mapmakers and the arguments behind every line on the page: surveys, projections and the "
                   "people who walked the ground first.",
}, [
    E("Drawing the Coastline Twice", "2024-07-16", 2712,
      "Why no two surveys of the same shore ever agree, and which one the charts kept."),
    E("Contour Lines and the People Who Walk Them", "2024-07-09", 3792,
      "A fell runner and a surveyor compare notes on the same hillside.\n"
      "One of them is wrong about the gradient."),
    E("Listener Maps: Your Hand-Drawn Neighbourhoods", "2024-07-02", None,
      "You sent us the maps you drew as children. We tried to navigate by them."),
    E("The Lost Sheets of the County Survey", "2024-06-25", 2467, ""),
    E("Projection Wars", "2024-06-11", 3105,
      "Mercator, Peters and the long fight over how big Greenland should look.\n\n"
      "With a classroom globe that has been wrong since 1962."),
    E("Why Start a Map Podcast?", "2023-11-14", 612, "Who we are, and the atlas that started it."),
], podcast_republic, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout7-himalaya-quiet-hour-stories", "generic", "2024-06-20", {
    "title": "Quiet Hour Stories",
    "author": "Lantern Bay Audio",
    "category": "Fiction",
    "plays": "2.4M",
    "subscribers": "18.6K",
    "count": 214,
    "description": "Slow, gentle stories for the end of the day, read without music or ads. Nothing bad happens to "
                   "anyone.",
}, [
    E("The Lighthouse Cat", "2024-06-18", 1512,
      "A keeper's cat makes her evening rounds of the lamp room.", plays="3.1K"),
    E("Rain on the Tin Roof", "2024-06-13", 1847,
      "A summer storm over a farmhouse kitchen.\n"
      "Someone is making bread; nobody is in a hurry.", plays="5.4K"),
    E("The Night Ferry to Corran", "2024-06-06", 2104, "", plays="7.9K"),
    E("A Garden After Midnight", "2024-05-20", None,
      "Moths, night-scented stock and a gardener who cannot sleep.", plays="12K"),
    E("The Clockmaker's Apprentice", "2024-04-20", 3725,
      "A long winter's story in one sitting: a workshop, a hundred clocks and a boy learning to listen.",
      plays="21K"),
    E("Welcome to Quiet Hour", "2023-11-02", 318, "How to listen, and why the stories are so slow.", plays="44K"),
], himalaya, approximate=("1 week ago", "2 weeks ago", "1 month ago", "2 months ago"), gaps="mixed",
    show_keys=("title", "description"))

write("generic-heldout7-podcasts-com-backroad-mechanics", "generic", "2018-03-20", {
    "title": "Backroad Mechanics",
    "category": "Games & Hobbies",
    "listeners": "3,417",
    "description": "Two old friends keep old trucks running with whatever is in the barn. Repairs, stories and the "
                   "occasional disaster.",
}, [
    E("Rebuilding a Carburetor on the Tailgate", "2018-03-14", 2712,
      "Floats, needles and a gasket cut from a cereal box."),
    E("Rust Belt Brake Lines", "2018-03-07", 3060,
      "Flaring tools, seized fittings and salt.\n"
      "Why we now carry a spare line in every truck."),
    E("Listener Garage Calls", "2018-02-28", None, "Your strange noises, diagnosed over the phone. Mostly."),
    E("The Farm Truck That Would Not Die", "2018-02-21", 3912, ""),
    E("Timing Belts and Other Regrets", "2018-02-07", 2245,
      "The one job you should never put off, told through three engines that we put it off on."),
    E("Episode One: Why Backroad Mechanics", "2018-01-10", 1204, "Who we are and what is in the barn."),
], podcasts_com, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout7-audible-au-the-long-paddock", "generic", "2024-09-05", {
    "title": "The Long Paddock",
    "author": "Saltbush Audio",
    "count": 37,
    "description": "Stories from the stock routes of inland Australia: drovers, shearers, bush nurses and the "
                   "towns that grew up along the water.",
}, [
    E("Droving the Canning Stock Route", "2024-09-02", 2700,
      "Two thousand kilometres, fifty-one wells and the cattle that walked it."),
    E("Shearers' Strikes of the 1890s", "2024-08-26", 3780,
      "Woolsheds, union camps and a river boat set alight.\n"
      "A historian walks us through the strike year by year."),
    E("Bush Nurses on Horseback", "2024-08-19", None, "The women who rode the districts with a saddlebag of medicine."),
    E("The Travelling Stock Reserves", "2024-08-12", 2460, ""),
    E("Windmills and Bores", "2024-08-04", 7200,
      "A long conversation with a windmill mechanic who has climbed three thousand towers."),
    E("Mailbag: Your Family Stations", "2024-07-15", 1860,
      "You wrote in about the stations your families worked.\n\n"
      "We read the letters and answer what we can."),
    E("Trailer: The Long Paddock", "2024-06-30", 120, "A short listen before the first episode."),
], audible_au, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout7-deutschlandfunk-feldnotizen", "generic", "2024-03-14", {
    "title": "Feldnotizen \u2013 Der Wissenschaftspodcast",
    "kicker": "Feldnotizen",
    "description": "Forschung, die draussen passiert: in Mooren, auf \u00c4ckern, an Gletschern. Jede Woche eine "
                   "Reportage und ein Gespr\u00e4ch.",
}, [
    E("Moore als Klimasch\u00fctzer: Was die Wiedervern\u00e4ssung bringt", "2024-03-12", 2292,
      "Ein Moor in Vorpommern wird wieder nass gemacht. Ein Jahr sp\u00e4ter messen Forschende nach."),
    E("Das Ged\u00e4chtnis der Bienen", "2024-03-05", 1985,
      "Wie merken sich Honigbienen den Weg zur Bl\u00fcte?\n"
      "Ein Besuch im Flugtunnel eines Instituts in W\u00fcrzburg."),
    E("Nachgefragt: Was wurde aus dem Solarradweg?", "2024-02-27", 3725,
      "Vor zehn Jahren sollte er Strom liefern. Wir fahren die Strecke noch einmal ab."),
    E("Mikroplastik im Ackerboden", "2024-02-20", None,
      "Klärschlamm, Folien und Reifenabrieb: Woher die Teilchen kommen und wohin sie gehen."),
    E("Warum Eulen nachts so gut h\u00f6ren", "2024-02-13", 1647, ""),
    E("Gletscherarchive", "2024-01-30", 2400,
      "Im Eis der Alpen liegen Jahrhunderte Klimageschichte.\n\n"
      "Ein Bohrteam erz\u00e4hlt, warum es sich beeilen muss."),
], deutschlandfunk, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout7-orf-sound-zu-gast-am-sonntag", "generic", "2024-01-30", {
    "title": "Zu Gast am Sonntag",
    "station": "\u00d61",
    "description": "Jeden Sonntag ein langes Gespr\u00e4ch mit Menschen, die etwas zu erz\u00e4hlen haben: aus dem "
                   "Handwerk, der Landwirtschaft, der Wissenschaft.",
}, [
    E("Nachgespr\u00e4ch: Ihre Fragen an Hermine Leitgeb", "2024-01-29", 1260,
      "Sie haben geschrieben, die Bergb\u00e4uerin antwortet."),
    E("Hermine Leitgeb (28.01.2024)", "2024-01-28", 3360,
      "Bergb\u00e4uerin und Autorin aus dem Lungau \u00fcber steile Wiesen, lange Winter und ihr erstes Buch."),
    E("Ferdinand Ruckenbauer (21.01.2024)", "2024-01-21", 3420,
      "Der Orgelbauer aus dem Innviertel restauriert seit vierzig Jahren Instrumente.\n"
      "Ein Gespr\u00e4ch \u00fcber Holz, Luft und Geduld."),
    E("Valerie Oberhuber (14.01.2024)", "2024-01-14", None,
      "Die Lawinenforscherin erkl\u00e4rt, warum der Schnee im J\u00e4nner am t\u00fcckischsten ist."),
    E("Gottfried Sailer (07.01.2024)", "2024-01-07", 3300, ""),
    E("Jahresr\u00fcckblick mit G\u00e4sten (31.12.2023)", "2023-12-31", 3540,
      "Was aus den Geschichten des Jahres geworden ist.\n\n"
      "Mit Wiederh\u00f6ren und einigen \u00dcberraschungen."),
    E("Theresia Kolb (24.12.2023)", "2023-12-24", 3480, "Die Hebamme aus dem Waldviertel \u00fcber Heilige N\u00e4chte."),
], orf_sound, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout7-srf-audio-zwischenhalt", "generic", "2024-03-15", {
    "title": "Zwischenhalt",
    "description": "Geschichten von kleinen Bahnh\u00f6fen, Poststellen und Passh\u00f6hen: Orte, an denen die Schweiz "
                   "kurz anh\u00e4lt.",
}, [
    E("Der letzte Bahnhofvorstand vom Br\u00fcnig", "2024-03-13", 1425,
      "Er hat vierzig Jahre lang Z\u00fcge abgefertigt. Jetzt wird sein B\u00fcro zum Veloraum.", credit="SRF"),
    E("Nachtzug nach Chur", "2024-03-06", 1058,
      "Eine Nacht im Schlafwagen mit dem Zugbegleiter.\n"
      "Er kennt jede Kurve, auch im Dunkeln.", credit="Keystone-SDA"),
    E("Wie ein Dorf seine Poststelle rettete", "2024-02-28", 1157,
      "Im Val M\u00fcstair \u00fcbernimmt der Dorfladen die Post. Ein Besuch am ersten Tag.", credit="SRF",
      visible=False),
    E("Zwischenhalt Spezial: Eure Geschichten", "2024-02-21", 4422,
      "Ihr habt uns von euren Lieblingsbahnh\u00f6fen erz\u00e4hlt. Wir haben eine Stunde lang zugeh\u00f6rt.\n\n"
      "Wer die Sendung am Radio h\u00f6ren will: Samstag, 24.02.2024, 20.00 Uhr, Radio SRF 1", credit="SRF"),
    E("Der Bergkiosk am Pass", "2024-02-14", 901, "", credit="SRF"),
    E("Schnee auf den Gleisen", "2024-02-07", 2478,
      "Wenn es in der Nacht einen halben Meter schneit, beginnt die Arbeit um drei Uhr.", credit="Keystone-SDA"),
], srf_audio, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout7-vrt-max-de-zoete-inval", "generic", "2024-02-15", {
    "title": "De zoete inval",
    "brand": "Radio 2",
    "presenter": "Lotte Van Damme",
    "description": "Lotte trekt door Vlaanderen op zoek naar bakkers, caf\u00e9bazen en frituristen die hun deur altijd "
                   "openhouden.",
}, [
    E("De bakker van Oostduinkerke", "2024-02-14", 3120, "Om drie uur 's nachts gaat de oven aan. Lotte helpt mee."),
    E("Koffie in de Kempen", "2024-02-10", 2820,
      "Een branderij in een oude boerderij.\n"
      "De eigenaar proeft elke zak zelf."),
    E("Het laatste volkscaf\u00e9 van Gent", "2024-02-03", 4320,
      "Biljart, kaarten en een toog van vijftien meter: wie blijft er nog plakken?"),
    E("Pralines en ruzies", "2024-01-27", None, "Twee zussen, \u00e9\u00e9n chocolatier en veertig jaar discussie."),
    E("Een frituur aan zee", "2024-01-20", 2460, ""),
    E("Kerstspecial: de warmste keuken", "2023-12-16", 3900,
      "Een soepkeuken in Antwerpen draait op vrijwilligers.\n\n"
      "Lotte schilt mee en luistert naar hun verhalen."),
], vrt_max, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout7-ohdio-les-chemins-de-traverse", "generic", "2024-02-20", {
    "title": "Les chemins de traverse",
    "host": "Mathilde Caron",
    "description": "Des routes secondaires du Qu\u00e9bec et des gens qui les habitent : villages, traversiers, "
                   "rangs et bouts du monde.",
}, [
    E("Le village qui parlait aux oies", "2024-02-14", 2700,
      "\u00c0 Montmagny, on compte encore les oies au printemps. Rencontre avec les compteurs."),
    E("La derni\u00e8re traverse de glace", "2024-02-07", 3720,
      "Un pont de glace entre deux rives du Saint-Laurent.\n"
      "Ceux qui le balisent chaque hiver racontent."),
    E("\u00c9crivez-nous : vos routes secondaires", "2024-01-31", None,
      "Vous nous avez envoy\u00e9 vos chemins pr\u00e9f\u00e9r\u00e9s. Nous en avons pris quelques-uns."),
    E("Le phare de l'\u00eele aux Basques", "2024-01-24", 2280, ""),
    E("Sur la 132, de Rimouski \u00e0 Gasp\u00e9", "2024-01-17", 3000,
      "Quatre cents kilom\u00e8tres de route, de mer et de casse-cro\u00fbtes.\n\n"
      "Un voyage en trois arr\u00eats."),
    E("Bande-annonce : Les chemins de traverse", "2024-01-10", 120, "Un avant-go\u00fbt de la saison."),
], ohdio, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout7-powerpress-generatepress-the-potting-bench", "generic", "2025-04-10", {
    "title": "The Potting Bench",
    "author": "Rowan Pellow",
    "tagline": "A gardening podcast from a very small greenhouse",
    "description": "Every week: one job in the garden, done slowly, with the mistakes left in. Seeds, soil, pruning "
                   "and the odd disaster.",
}, [
    E("Seed Starting Under Lights", "2025-04-08", 2467,
      "Shop lights, heat mats and a shelf in the spare room.\n\n"
      "How far above the seedlings should the lights be? Further than you think.", size_mb=38.2, comments=2),
    E("Compost That Actually Heats Up", "2025-04-01", 3792,
      "Greens, browns, water and turning: the four things a cold heap is missing.", size_mb=58.1),
    E("Listener Questions: Leggy Tomatoes", "2025-03-25", None,
      "Why your seedlings stretch, and how to bury the evidence when you plant them out.", size_mb=23.4,
      comments=1),
    E("Pruning Roses Without Fear", "2025-03-18", 2105, "", size_mb=32.4),
    E("Rain Barrels and Drip Lines", "2025-03-04", 2880,
      "Two barrels, a cheap timer and a lot of tape.\n"
      "What we would do differently next year.", size_mb=44.3),
    E("Welcome to The Potting Bench", "2024-09-10", 540, "Who we are and why the greenhouse is so small.",
      size_mb=8.4),
], powerpress_generatepress, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ============================== 12. held-out, eighth round: a blog, hosts, apps, directories, broadcasters in three languages
# Written for an eighth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (Podlove's and the Podlove Web Player's source, copied Ausha, radio.at and Radio 357 pages,
# ART19's and Mixcloud's fields in extractors, Podfriend's source) and what is a plausible layout (Audacy, Pandora,
# Hubhopper, most of ART19 and Mixcloud).
from pagestyles import (  # noqa: E402
    ART19_NOTE,
    AUSHA_NOTE,
    art19,
    audacy,
    ausha_show_fr,
    hubhopper,
    mixcloud_uploads,
    pandora,
    podfriend,
    podlove_wordpress_de,
    radio357,
    radio_net_de,
)

write("generic-heldout8-podlove-kompostfunk", "generic", "2015-11-20", {
    "title": "Kompostfunk",
    "author": "Jana Wei\u00df",
    "tagline": "Der Podcast \u00fcber G\u00e4rten, B\u00f6den und alles, was darin lebt",
    "description": "Der Podcast \u00fcber G\u00e4rten, B\u00f6den und alles, was darin lebt",
}, [
    E("KF042 Die Kunst des Kompostierens", "2015-11-17", 3725,
      "Warum der Haufen nicht warm wird, was Kaffeesatz bringt und wann man umsetzt.\n\n"
      "Mit Bernd aus dem Schrebergarten nebenan.",
      chapters=[(0, "Begr\u00fc\u00dfung"), (151, "Feedback"), (760, "Der warme Haufen"),
                (2410, "Kaffeesatz und Eierschalen"), (3605, "Verabschiedung")], comments=3),
    E("KF041 Regenw\u00fcrmer im Einsatz", "2015-11-03", 2712,
      "Ein Besuch in einer Wurmfarm am Stadtrand.\n"
      "Wie viele W\u00fcrmer braucht eine Wurmkiste auf dem Balkon?",
      chapters=[(0, "Intro"), (95, "Die Wurmfarm"), (1820, "Wurmkiste selbst bauen")], comments=1),
    E("KF040 Laub: Wohin damit?", "2015-10-20", 2105,
      "Laubsauger, Laubhaufen, Laubkompost: und was der Igel davon h\u00e4lt."),
    E("KF039 Bodenproben lesen", "2015-10-06", 4388,
      "Wir schicken drei Proben ins Labor und versuchen, die Ergebnisse zu verstehen.",
      chapters=[(0, "Begr\u00fc\u00dfung"), (300, "Probe 1: Gem\u00fcsebeet"), (1500, "Probe 2: Rasen"),
                (2900, "Probe 3: Hochbeet"), (4000, "H\u00f6rerpost")], comments=5),
    E("KF038 H\u00f6rerfragen: Schimmel im Komposter", "2015-09-22", 1847, "", comments=2),
    E("KF037 Gr\u00fcnd\u00fcngung im Herbst", "2015-09-08", 3012,
      "Phacelia, Senf und Winterroggen: was wir ges\u00e4t haben und warum.\n\n"
      "Au\u00dferdem: der erste Frost kam zu fr\u00fch.",
      chapters=[(0, "Begr\u00fc\u00dfung"), (420, "Was ist Gr\u00fcnd\u00fcngung?"), (1960, "Unsere Beete")]),
    E("KF036 Sommerpause vorbei", "2015-08-25", 1265, "Wer war wo, was ist gewachsen, was ist eingegangen."),
], podlove_wordpress_de, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout8-ausha-carnets-de-marche", "generic", "2025-03-10", {
    "title": "Carnets de marche",
    "author": "Cl\u00e9mence Aubry",
    "count": 47,
    "playlists": 2,
    "description": "Un podcast de randonn\u00e9e : des sentiers, des refuges et les gens qu'on croise en chemin. Un nouvel "
                   "\u00e9pisode tous les quinze jours.",
}, [
    E("#47 \u2013 Le GR 20 en hiver, vraiment ?", "2025-03-04", 2820,
      "Cl\u00e9mence a rencontr\u00e9 deux guides corses qui ouvrent la voie sous la neige. Crampons, cabanes et "
      "m\u00e9t\u00e9o capricieuse. " + AUSHA_NOTE),
    E("#46 \u2013 Gardienne de refuge \u00e0 2 500 m\u00e8tres", "2025-02-18", 3720,
      "Odile garde le refuge du Col depuis vingt-deux saisons. Elle raconte les orages, les soupes et les "
      "randonneurs perdus. " + AUSHA_NOTE),
    E("Hors-s\u00e9rie : vos questions sur le mat\u00e9riel", "2025-02-11", 780,
      "Chaussures ou trail, sac de 30 ou 40 litres : on r\u00e9pond \u00e0 vos messages. " + AUSHA_NOTE),
    E("#45 \u2013 Le chemin de Stevenson", "2025-02-04", 2280,
      "Douze jours dans les C\u00e9vennes sur les traces de l'\u00e9crivain et de son \u00e2nesse. " + AUSHA_NOTE),
    E("#44 \u2013 Marcher seule", "2025-01-21", 4500,
      "Trois femmes racontent leurs premi\u00e8res randonn\u00e9es en solitaire, la peur et la libert\u00e9. "
      + AUSHA_NOTE),
    E("#43 \u2013 Les cairns de l'Aubrac", "2025-01-07", 1440,
      "Qui empile ces pierres, et faut-il les d\u00e9faire ? " + AUSHA_NOTE),
    E("#42 \u2013 Bilan de l'ann\u00e9e", "2024-12-17", 3120,
      "Nos plus beaux kilom\u00e8tres de 2024 et ceux qu'on pr\u00e9f\u00e8re oublier. " + AUSHA_NOTE),
], ausha_show_fr, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout8-art19-the-salt-road", "generic", "2023-09-14", {
    "title": "The Salt Road",
    "author": "Meridian Podcast Network",
    "description": "Salt built cities, started wars and paid soldiers. Each season follows one old trade route and the "
                   "people still working it.",
}, [
    E("The Last Salt Caravan", "2023-09-12", 2892,
      "Azalai camel caravans still cross the Sahara to Taoudenni. We ride with one for eleven days.\n\n" + ART19_NOTE,
      season=3, number=14),
    E("Tax, Tolls and the Gabelle", "2023-09-05", 3725,
      "France's salt tax was so hated it helped start a revolution. A historian explains why.\n\n" + ART19_NOTE,
      season=3, number=13),
    E("Bonus: Your Salt Cellars", "2023-08-31", 1260,
      "Listeners sent photos of their grandparents' salt cellars. We tell three of their stories.\n\n" + ART19_NOTE,
      etype="bonus"),
    E("The Salt Marshes of Gu\u00e9rande", "2023-08-29", 2467,
      "Paludiers rake the fleur de sel by hand, the same way for a thousand years.\n\n" + ART19_NOTE,
      season=3, number=12),
    E("Smugglers of the Salt March", "2023-08-22", None,
      "Gandhi's march to Dandi, told by the grandson of a man who walked it.\n\n" + ART19_NOTE,
      season=3, number=11),
    E("A Mine Beneath Krak\u00f3w", "2023-08-15", 3105,
      "Chapels carved from salt, three hundred metres down.\n\n" + ART19_NOTE,
      season=3, number=10),
    E("Season 3 Trailer", "2023-08-01", 154, "The salt road goes south. Season three starts August 15.\n\n" + ART19_NOTE,
      etype="trailer"),
    E("Brine, Boats and the Baltic", "2022-11-29", 2788,
      "The season two finale: how Hanseatic salt fed northern Europe's herring.\n\n" + ART19_NOTE,
      season=2, number=9),
], art19, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout8-audacy-kelsey-and-ray", "generic", "2024-10-03", {
    "title": "Kelsey & Ray in the Morning",
    "station": "94.5 The Wave",
    "description": "The full show and the best bits from Kelsey & Ray in the Morning, weekdays 6 to 10 on 94.5 The "
                   "Wave.",
}, [
    E("10-02-24 FULL SHOW", "2024-10-02", 8040,
      "Kelsey's flat tire, Ray's fantasy football meltdown and the Wave's pumpkin patch giveaway."),
    E("Ray Tries Pickleball | 10.1.24", "2024-10-01", 840,
      "Ray takes a lesson from an 81-year-old champion. It does not go well."),
    E("10-01-24 FULL SHOW", "2024-10-01", 7860,
      "Second Date Update, the Tuesday trivia and a surprise call from Kelsey's mom."),
    E("Second Date Update: The Llama Farm", "2024-09-30", 660, ""),
    E("09-30-24 FULL SHOW", "2024-09-30", 8100,
      "Monday with a broken coffee machine.\n"
      "Plus the concert calendar for October."),
    E("Kelsey's Kitchen Disaster | 9.27.24", "2024-09-27", 720,
      "The smoke alarm went off twice before 7 a.m."),
    E("Best of 2023: The Thanksgiving Turkey Hotline", "2023-12-18", 1980,
      "Our favorite calls from the turkey hotline, back by popular demand."),
    E("Welcome to the Kelsey & Ray Podcast", "2023-01-09", None,
      "Who we are and why we put the whole show online."),
], audacy, gaps="none", show_keys=("title", "description"), report_footer=True)

write("generic-heldout8-pandora-night-shift-kitchen", "generic", "2022-06-15", {
    "title": "Night Shift Kitchen",
    "author": "Copperpot Media",
    "count": 93,
    "description": "What people cook and eat when everyone else is asleep: nurses, bakers, cab drivers and the diners "
                   "that feed them.",
}, [
    E("Cooking for Nurses on a 12-Hour Shift", "2022-06-13", 2700,
      "A charge nurse and a dietitian build a week of meals that survive a locker and a microwave."),
    E("The Diner That Never Closes", "2022-06-06", 4320,
      "Forty years of pancakes at 4 a.m.\n"
      "The owner remembers every regular's order."),
    E("Listener Question: Meal Prep on Sundays", "2022-05-30", None,
      "How to cook once and eat well all week when your week starts at midnight."),
    E("Bakers' Hours", "2022-05-23", 3060, ""),
    E("A Taco Truck at 3 A.M.", "2022-05-16", 2460,
      "Outside the hospital, the line is all scrubs."),
    E("Coffee, Explained", "2022-05-09", 1860,
      "Cold brew, caffeine timing and why the second cup at 2 a.m. is a mistake.\n\n"
      "With a sleep researcher who drinks none."),
    E("Episode 0: Why Night Shift Kitchen?", "2021-11-01", 600, "Where the idea came from, and who we are."),
], pandora, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout8-hubhopper-subah-ki-baatein", "generic", "2021-08-20", {
    "title": "Subah Ki Baatein",
    "author": "Radhika Iyer",
    "category": "Spirituality",
    "count": 128,
    "description": "Short morning reflections in Hindi and English: a story, a thought and a few quiet minutes before "
                   "the day begins.",
}, [
    E("The Lamp and the Wind", "2021-08-20", 845, "A small story about patience, told the way my grandmother told it."),
    E("Gratitude Before Breakfast", "2021-08-19", 912,
      "Three things to be thankful for, before the phone comes out."),
    E("Raksha Bandhan Special: Threads That Hold", "2021-08-17", 1024,
      "On brothers, sisters and the promises we keep.\n"
      "Shubh Raksha Bandhan to all listeners."),
    E("Silence Is Also an Answer", "2021-08-15", 760, ""),
    E("The Banyan Tree", "2021-08-12", 1310, "Why the oldest trees in the village have the deepest roots."),
    E("Monsoon Morning", "2021-08-10", 987, "Rain on the tin roof and a cup of adrak chai."),
    E("Kindness in Small Change", "2021-08-05", 1105,
      "A vegetable seller, a torn note and a lesson I still remember."),
    E("Listener Letters: Your Morning Rituals", "2021-07-29", None,
      "You wrote to us about how you start your day. We read a few."),
    E("Trailer: Subah Ki Baatein", "2020-12-31", 95, "A few quiet minutes every morning, starting 1 January."),
], hubhopper, gaps="one", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout8-mixcloud-the-thursday-dig", "generic", "2024-05-14", {
    "title": "The Thursday Dig",
    "location": "Bristol, United Kingdom",
    "followers": "2.3K",
    "following": "118",
    "description": "Two hours of soul, funk and deep cuts from the crates, every Thursday night on Harbourside FM.",
}, [
    E("The Thursday Dig #212 \u2013 Northern Soul Special", "2024-05-09", 7183, "",
      tags=["northernsoul", "soul", "radio"], plays="312"),
    E("The Thursday Dig #211", "2024-04-30", 7200, "", tags=["funk", "soul", "rarebreaks"], plays="287"),
    E("The Thursday Dig #210 \u2013 Guest Mix: Lena Okafor", "2024-04-23", 5412, "",
      tags=["afrobeat", "funk", "guestmix"], plays="455"),
    E("The Thursday Dig #209", "2024-04-14", 7164, "", tags=["soul", "jazzfunk"], plays="301"),
    E("The Thursday Dig #205 \u2013 Valentine's Slow Jams", "2024-02-14", 7190, "",
      tags=["soul", "slowjams", "rnb"], plays="612"),
    E("Live from the Harbour Festival", "2023-12-14", None, "", tags=["live", "funk"], plays="1.2K"),
    E("The Thursday Dig #180", "2023-05-14", 7201, "", tags=["soul", "funk", "radio"], plays="398"),
    E("The Thursday Dig #120 \u2013 Modern Soul", "2022-05-14", 6985, "", tags=["modernsoul", "boogie"],
      plays="522"),
    E("The Thursday Dig #1 \u2013 First Night on Air", "2021-05-14", 7315, "", tags=["soul", "funk", "radio"],
      plays="1.8K"),
], mixcloud_uploads, approximate=("2 weeks ago", "3 weeks ago", "1 month ago", "3 months ago", "5 months ago",
                                  "1 year ago", "2 years ago", "3 years ago"),
    gaps="mixed", show_keys=("title", "description"))

write("generic-heldout8-podfriend-bell-tower-tales", "generic", "2023-04-12", {
    "title": "Bell Tower Tales",
    "count": 57,
    "description": "Stories of bells, bell ringers and the towns that set their clocks by them.",
}, [
    E("The Bell That Cracked Twice", "2023-04-10", 2760,
      "Philadelphia's famous crack, and the repair that made it worse."),
    E("Change Ringing for Beginners", "2023-04-03", 2460,
      "Rounds, call changes and the maths of Plain Bob. A Sunday practice in a Devon tower.",
      progress=True, at=1343.6),
    E("The Carillon in Wartime", "2023-03-13", 3120,
      "How the bells of Leuven were hidden, lost and recast."),
    E("Curfew Bells", "2023-02-20", 2940, ""),
    E("Listener Stories: Your Village Bells", "2022-11-07", 1920,
      "You sent recordings of the bells near you. We listened to all of them."),
    E("Why Bells? An Introduction", "2021-10-04", 780, "Who we are, and the bell that started it all."),
], podfriend, gaps="none", show_keys=("title", "description"), report_footer=True)

write("generic-heldout8-radio-net-feierabendgespraeche", "generic", "2026-01-20", {
    "title": "Feierabendgespr\u00e4che",
    "author": "Lindenhof Media",
    "category": "Gesellschaft & Kultur",
    "description": "Lange Gespr\u00e4che mit Menschen, die nach Feierabend etwas zu erz\u00e4hlen haben: Handwerk, Ehrenamt "
                   "und Lebenswege.",
}, [
    E("Die Hebamme von der Hallig", "2026-01-18", 4800,
      "Seit drei\u00dfig Jahren f\u00e4hrt sie bei jedem Wetter \u00fcbers Watt.Teil 1: Der Weg zur Hallig (4:10)Teil 2: "
      "Geburten im Sturm (38:20)Teil 3: Was bleibt (1:05:40)"),
    E("Der letzte Kesselflicker", "2026-01-11", 4080,
      "Er repariert T\u00f6pfe, die andere wegwerfen w\u00fcrden. Ein Besuch in seiner Werkstatt im Harz."),
    E("Ehrenamt im Tierheim", "2026-01-04", 3120,
      "Silvester ist f\u00fcr die Hunde die schlimmste Nacht.Zwei Ehrenamtliche erz\u00e4hlen, wie sie die Tiere "
      "durch die Nacht bringen."),
    E("Jahresr\u00fcckblick: Eure Lieblingsfolgen", "2025-12-28", None,
      "Ihr habt abgestimmt, wir h\u00f6ren noch einmal rein."),
    E("Die Orgelbauerin", "2025-12-21", 5700,
      "Zwischen Pfeifen, Leim und Blasebalg: Warum eine Orgel zehn Jahre braucht."),
    E("Nachtschicht im Stellwerk", "2025-12-14", 2880, ""),
    E("Vom Schreibtisch in die Backstube", "2025-11-30", 3660,
      "Mit 45 hat sie gek\u00fcndigt und eine B\u00e4ckerlehre begonnen. Ein Gespr\u00e4ch \u00fcber Mut und Mehl."),
    E("Der Chor der Schichtarbeiter", "2025-11-23", 2640,
      "Proben um sechs Uhr morgens, nach der Nachtschicht."),
], radio_net_de, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout8-radio357-nocny-kurs", "generic", "2025-04-25", {
    "title": "Nocny kurs",
    "host": "Agata Kmie\u0107",
    "description": "Miasto po zmroku: ludzie, kt\u00f3rzy pracuj\u0105, kiedy inni \u015bpi\u0105, i muzyka na drog\u0119 do "
                   "domu.",
}, [
    E("Nocny kurs", "2025-04-24", 7500,
      "Tym razem jedziemy z taks\u00f3wkarzem przez ca\u0142\u0105 noc po Warszawie. Kto wsiada po p\u00f3\u0142nocy i "
      "dok\u0105d jedzie?"),
    E("Tramwaj, kt\u00f3ry je\u017adzi\u0142 do rana", "2025-04-17", 7080,
      "Historia nocnej linii w \u0141odzi i motorniczego, kt\u00f3ry prowadzi\u0142 j\u0105 przez dwadzie\u015bcia lat."),
    E("Nocny kurs", "2025-04-10", 7200, ""),
    E("Piekarze z Pragi", "2025-04-03", 5700,
      "Piekarnia na warszawskiej Pradze zaczyna prac\u0119 o drugiej w nocy.\n"
      "Rozmawiamy z trzema pokoleniami piekarzy.", patrons=True),
    E("Dy\u017curna apteka", "2025-03-27", 7260,
      "Kto puka do okienka nocnej apteki? Farmaceutka opowiada o swoich dy\u017curach."),
    E("Nocny kurs \u2013 wydanie specjalne z Gda\u0144ska", "2025-03-20", 10800,
      "Trzy godziny na \u017cywo ze stoczni: nocna zmiana, muzyka i go\u015bcie w studiu."),
    E("Latarnicy", "2025-03-13", 7020, "Ostatni latarnicy na polskim wybrze\u017cu.", patrons=True),
    E("Nocny kurs", "2025-03-06", 7440,
      "S\u0142uchacze dzwoni\u0105 z nocnej zmiany: szpital, magazyn, stacja benzynowa."),
], radio357, gaps="one", show_keys=("title", "description"), report_footer=True)


# ========================== 13. held-out, ninth round: newspapers, networks, broadcasters in three languages, an app, a theme
# Written for a ninth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py for
# what is evidence (the Guardian's dotcom-rendering source and yt-dlp's Guardian extractor, a copied RNZ programme page,
# Funkwhale's front-end source, the Castanet Hugo theme's templates, texts of Wondery's shows) and what is a plausible
# layout (The New York Times, SiriusXM, most of Wondery, SBS Audio, Le Monde, EL PAÍS).
from pagestyles import (  # noqa: E402
    castanet_hugo,
    elpais_podcast,
    funkwhale_channel,
    guardian_series,
    lemonde_podcast,
    nytimes_show,
    rnz_podcast,
    sbs_audio,
    siriusxm_podcast,
    wondery_show,
)

write("generic-heldout9-guardian-field-work", "generic", "2024-03-20", {
    "title": "Field Work",
    "kicker": "Field Work",
    "subnav": ["Environment", "Climate crisis", "Wildlife", "Energy", "Pollution"],
    "pages": 31,
    "description": "A weekly podcast from the Guardian's environment desk: the people restoring rivers, rewilding "
                   "farms and counting what is left. Presented by Helena Marsh and Tomasz W\u00f3jcik",
}, [
    E("Can beavers fix Britain\u2019s floods? \u2013 podcast", "2024-03-20", None,
      "Twelve months after a family of beavers was released on a Devon farm, Helena Marsh goes back to see what "
      "their dams have done to the stream below", hours=3),
    E("The great chalk stream sell-off \u2013 podcast", "2024-03-15", None,
      "England has 85% of the world\u2019s chalk streams. Tomasz W\u00f3jcik follows the water companies and the "
      "fishing syndicates that decide what flows through them"),
    E("Listener questions: is my garden pond doing any good?", "2024-03-14", None,
      "You asked about frogspawn, fish and fountains. An ecologist answers"),
    E("Peat, smoke and the grouse moor ban \u2013 podcast", "2024-03-08", None,
      "Scotland is licensing muirburn for the first time. Helena Marsh walks a burned hillside with a gamekeeper "
      "and a peatland scientist"),
    E("Counting curlews in the Welsh borders \u2013 podcast", "2024-03-01", None, ""),
    E("What happened to the tree-planting targets? \u2013 podcast", "2024-02-23", None,
      "The government promised 30,000 hectares a year. Tomasz W\u00f3jcik looks at the numbers, field by field"),
    E("The oyster gardeners of the Solent \u2013 podcast", "2024-02-16", None,
      "Volunteers are hanging cages of oysters from marina pontoons. Can they bring back a reef?"),
    E("Inside a battery farm for the grid \u2013 podcast", "2024-02-09", None,
      "A field in Essex now stores enough electricity for 40,000 homes. Who owns it, and who objected?"),
    E("2024: the year ahead for nature \u2013 podcast", "2024-01-26", None,
      "Elections, treaties and a biodiversity summit. The Guardian\u2019s environment editors on what to watch"),
    E("Field Work at Christmas: your wildlife stories", "2023-12-20", None,
      "Otters at a bus stop, a heron in a paddling pool and a robin that will not leave a kitchen. Thank you for "
      "listening this year"),
], guardian_series, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout9-nytimes-second-helping", "generic", "2025-03-27", {
    "title": "Second Helping",
    "hosts": "Priya Raman and Daniel Okafor",
    "description": "A weekly conversation from New York Times Cooking about what we eat, who grows it and why it "
                   "costs what it does.\n\nNew episodes every Friday.",
}, [
    E("Why Eggs Cost So Much (and When They Won\u2019t)", "2025-03-21", 2292,
      "Bird flu has emptied henhouses across the Midwest. A poultry economist explains what has to happen before "
      "prices fall.", byline="Priya Raman, Lauren Hsu and Marco Delgado"),
    E("The Sunday Bake: A Lemon Tart for People Who Fear Pastry", "2025-03-14", 1725,
      "The test kitchen\u2019s Alma Reyes talks Daniel through a crust that forgives almost everything.",
      byline="Daniel Okafor and Alma Reyes"),
    E("Inside the Fight Over School Lunch", "2025-03-07", 3849,
      "A district in Ohio tried to cook everything from scratch. We spent a week in its kitchens.\n\n"
      "This episode was reported with The Times\u2019s education desk.",
      byline="Priya Raman, Lauren Hsu and Marco Delgado"),
    E("What Restaurants Learned From the Pandemic", "2025-02-28", 2418, "",
      byline="Daniel Okafor and Lauren Hsu"),
    E("A Valentine\u2019s Dinner for Two, Under $40", "2025-02-14", 1530,
      "Three recipes, one shopping list and a dessert that takes four minutes.",
      byline="Priya Raman and Alma Reyes"),
    E("The Rice Farmers of Arkansas", "2025-01-24", 2907,
      "Most American rice grows in one state. A family that has farmed it for five generations on floods, "
      "tariffs and the price of diesel.", byline="Daniel Okafor and Marco Delgado"),
    E("Our Favorite Recipes of 2024", "2024-12-20", None,
      "Listeners voted. The winner surprised everyone in the test kitchen.",
      byline="Priya Raman and Daniel Okafor"),
    E("Thanksgiving Questions, Answered", "2024-11-22", 2655,
      "Dry turkey, soggy stuffing and the relative who brings a salad. We take your calls.",
      byline="Priya Raman, Daniel Okafor and Alma Reyes"),
    E("Introducing \u2018Second Helping\u2019", "2024-09-27", 312,
      "Who we are, and what we will be cooking.", byline="Priya Raman and Daniel Okafor"),
], nytimes_show, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout9-siriusxm-dugout-stories", "generic", "2024-06-12", {
    "title": "Dugout Stories with Ray Alvarez",
    "author": "SiriusXM Podcast Network",
    "description": "Former catcher Ray Alvarez sits down with the players, coaches and clubhouse attendants who know "
                   "what really happens in a baseball season.",
}, [
    E("The Bullpen Catcher Nobody Sees", "2024-06-12", 3120,
      "Twenty-two years of warming up closers. Tony Ruiz on the job that starts before the anthem."),
    E("Rookie Hazing, Then and Now", "2024-06-11", 2520,
      "Costumes, carry-on bags and the unwritten rules that are finally being written down."),
    E("A Scout\u2019s Notebook", "2024-06-05", 4320,
      "Marlene Fisk has watched 9,000 high-school games. She brought her notebooks.\n"
      "We read the best pages out loud."),
    E("Bonus: Listener Mailbag", "2024-05-29", 1380, ""),
    E("The Groundskeeper\u2019s Rain Delay", "2024-05-22", 2880,
      "How to get a field ready in forty minutes after a thunderstorm."),
    E("Spring Training Diary, Part 2", "2024-05-15", None,
      "Ray spends a week in Arizona with a team that nobody expects to win."),
    E("Why Catchers Make Good Managers", "2024-01-10", 3000,
      "Of the last ten managers hired, four were catchers. Coincidence?"),
    E("Dugout Stories Live from the Winter Meetings", "2023-12-27", 5400,
      "Recorded in a hotel lobby in Nashville, with agents walking past."),
    E("Welcome to Dugout Stories", "2023-11-08", 600, "Ray explains why he started a podcast."),
], siriusxm_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout9-wondery-crooked-ledger", "generic", "2023-11-20", {
    "title": "Crooked Ledger",
    "seasons": ["Season 4: Tulip Mania", "Season 3: The South Sea Bubble", "Season 2: The Match King",
                "Season 1: The Salad Oil Swindle"],
    "description": "Fraud, bubbles and the people who got rich before everyone else got poor. Each season follows one "
                   "great financial scandal from the first whisper to the last lawsuit. Hosted by Nadia Kessler. "
                   "New episodes come out every Wednesday for free, with 1-week early access for Wondery+ "
                   "subscribers. Listen ad-free on Wondery+ or on Amazon Music with a Prime membership or Amazon "
                   "Music Unlimited subscription.",
}, [
    E("Tulip Mania - The Last Auction", "2023-11-15", 2460,
      "February 1637, a tavern in Haarlem. The bidding stops and nobody knows why.\n\n" + ART19_NOTE,
      season=4, number=5),
    E("Tulip Mania - Paper Flowers", "2023-11-08", 2700,
      "Contracts for bulbs still in the ground change hands ten times a day.\n\n" + ART19_NOTE,
      season=4, number=4),
    E("Bonus: Nadia Answers Your Questions", "2023-11-03", 1260,
      "Were the Dutch really that foolish? Listeners ask, Nadia answers.\n\n" + ART19_NOTE, etype="bonus",
      exclusive=True),
    E("Tulip Mania - The Viceroy", "2023-11-01", 2580,
      "A single bulb is traded for a house on a canal.\n\n" + ART19_NOTE, season=4, number=3),
    E("Tulip Mania - The Broken Flower", "2023-10-25", 3720,
      "A virus nobody understands paints the petals and drives the price.\n\n" + ART19_NOTE,
      season=4, number=2),
    E("Tulip Mania - A Gift from Constantinople", "2023-10-18", 2280,
      "How a flower from the Sultan\u2019s gardens reached Leiden.\n\n" + ART19_NOTE, season=4, number=1),
    E("Introducing Season 4: Tulip Mania", "2023-10-11", 180,
      "The first great bubble. Coming October 18.\n\n" + ART19_NOTE, etype="trailer"),
    E("The South Sea Bubble - Isaac Newton Loses His Shirt", "2023-06-28", None,
      "The season finale: a genius, a crash and a famous complaint about the madness of people.\n\n" + ART19_NOTE,
      season=3, number=8),
], wondery_show, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout9-sbs-audio-new-arrivals", "generic", "2024-02-27", {
    "title": "New Arrivals",
    "description": "Stories of people who have just made Australia home: the first job, the first winter, the first "
                   "time someone gets their name right. Presented by Farah Haidari.",
}, [
    E("The night-shift nurse from Manila", "2024-02-26", 960,
      "Liza came to Darwin on a skilled visa in 2022. She talks about humidity, homesickness and the patients who "
      "call her 'love'.", time="4:41pm"),
    E("Learning to drive at 52", "2024-02-23", 1140,
      "Ahmad drove taxis in Kabul for thirty years. In Adelaide he had to start again with L-plates.",
      time="6:00am"),
    E("Why so many new arrivals end up in regional towns", "2024-02-21", 1500,
      "Visa rules, cheaper rent and a meatworks that is always hiring.\n"
      "A demographer explains the numbers behind the move.", time="5:30am"),
    E("Cricket in the park, every Sunday", "2024-02-19", 780, "", time="6:00am"),
    E("The interpreter who works in 14 languages", "2024-02-16", 1320,
      "Court, hospital and parent-teacher night: a day with a freelance interpreter in Western Sydney.",
      time="3:15pm"),
    E("First winter in Hobart", "2024-02-14", None,
      "A family from Kenya remembers buying their first heater. Listeners share their own first winters.",
      time="6:00am"),
    E("Getting your qualifications recognised", "2024-02-09", 1680,
      "An engineer, a vet and a pharmacist on the paperwork that kept them out of their professions for years.",
      time="6:00am"),
    E("Welcome to New Arrivals", "2024-01-31", 240, "Farah introduces the series and why she wanted to make it.",
      time="6:00am"),
], sbs_audio, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout9-rnz-the-backblocks", "generic", "2024-08-15", {
    "title": "The Backblocks",
    "description": "Stories from the end of the road: the farms, marae, halls and pubs of rural Aotearoa, and the "
                   "people keeping them going.",
}, [
    E("Last bus to Waikaretu: The driver who knows every gate", "2024-08-14",
      description="Forty years on the school run, one gravel road, and a list of every dog that has chased the bus."),
    E("Shearing gang: Six weeks on the road with the Tipene whānau", "2024-08-07",
      description="Up at four, paid by the fleece. A shearing gang works its way down the East Coast."),
    E("The hall committee", "2024-07-31",
      description="A century-old community hall needs a new roof. Meet the eight people raising $90,000 with raffles."),
    E("Mail run: Letters to the Chathams", "2024-07-24", description=""),
    E("Possum trappers: The 'Predator Free' frontline", "2024-07-17",
      description="Two trappers, 600 traps and a target of 2050. Is it working?"),
    E("Closing time at the Tuatapere pub", "2024-07-10",
      description="The last publican in town is retiring. Who will pull the pints?"),
    E("River crossing: When the ford is the only road", "2024-06-26",
      description="A family on the far side of the Rangitīkei on floods, helicopters and waiting it out."),
], rnz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout9-lemonde-terre-ferme", "generic", "2025-10-22", {
    "title": "Terre ferme",
    "pages": 24,
    "description": "Deux fois par semaine, un journaliste du \u00ab Monde \u00bb raconte ce qui change dans nos champs, "
                   "nos assiettes et nos campagnes. Pr\u00e9sent\u00e9 par Camille Berthier.",
}, [
    E("Pourquoi le prix du beurre ne baisse pas", "2025-10-22", 1500,
      "La collecte de lait repart, les cours mondiaux reculent, et pourtant la plaquette co\u00fbte toujours plus "
      "cher en rayon. Enqu\u00eate dans une laiterie normande.\n\n"
      "Un \u00e9pisode de Jules Morand. R\u00e9alisation : Ana\u00efs Perrot. Pr\u00e9sentation et r\u00e9daction en chef : "
      "Camille Berthier."),
    E("Les vendanges les plus pr\u00e9coces de l\u2019histoire", "2025-10-21", 1680,
      "En Bourgogne, on a coup\u00e9 le raisin d\u00e8s le 18 ao\u00fbt. Ce que la chaleur change au vin.", time="17h30"),
    E("Loup : les \u00e9leveurs des Alpes face au nouveau plan", "2025-10-17", 1860,
      "Tirs autoris\u00e9s, chiens de protection, indemnisations : un berger et une biologiste d\u00e9battent.\n\n"
      "Un \u00e9pisode de Jules Morand. R\u00e9alisation : Ana\u00efs Perrot."),
    E("Le bio est-il en train de dispara\u00eetre des rayons ?", "2025-10-15", 1440, ""),
    E("Dans les serres de tomates de Bretagne", "2025-10-10", 3720,
      "Un grand format : trois jours dans une exploitation chauff\u00e9e au gaz, de la plantation \u00e0 la "
      "r\u00e9colte."),
    E("Glyphosate : ce que dit vraiment l\u2019\u00e9tude europ\u00e9enne", "2025-10-08", 1320,
      "Une toxicologue d\u00e9taille les r\u00e9sultats et leurs limites."),
    E("Les jeunes agriculteurs qui reprennent des fermes sans famille", "2025-10-03", None,
      "Ils n\u2019ont pas h\u00e9rit\u00e9 de terres. Comment s\u2019installent-ils ?"),
    E("Rentr\u00e9e : ce qui attend le monde agricole cet automne", "2025-10-01", 1560,
      "Loi d\u2019orientation, Mercosur et prix du bl\u00e9 : le point avec notre journaliste."),
    E("Bande-annonce : Terre ferme, saison 2", "2025-09-26", 120, "Camille Berthier pr\u00e9sente la nouvelle saison."),
], lemonde_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout9-elpais-la-trastienda", "generic", "2025-03-31", {
    "title": "La trastienda",
    "host": "Luc\u00eda Montero",
    "description": "Los periodistas de EL PA\u00cdS cuentan c\u00f3mo se hizo una historia: las fuentes, las dudas y "
                   "lo que no cupo en el papel. De lunes a viernes.",
}, [
    E("El apag\u00f3n que nadie vio venir en Lugo", "2025-03-31", 1453,
      "Una comarca entera pas\u00f3 tres d\u00edas sin luz. La corresponsal en Galicia explica c\u00f3mo reconstruy\u00f3 "
      "lo que fall\u00f3.", time="05:30"),
    E("Seis meses siguiendo a un temporero", "2025-03-28", 1728,
      "De la fresa de Huelva a la vendimia en La Rioja, con la libreta siempre en el bolsillo.\n\n"
      "Si tienes quejas, dudas o sugerencias, escribe a la defensora del lector."),
    E("Qu\u00e9 hay detr\u00e1s de una encuesta electoral", "2025-03-27", 1389,
      "C\u00f3mo se pregunta, c\u00f3mo se pondera y por qu\u00e9 a veces se equivoca."),
    E("La fot\u00f3grafa que lleg\u00f3 primero a Valencia", "2025-03-26", 1602, ""),
    E("Vivir de alquiler a los 60", "2025-03-25", 3725,
      "Un episodio especial: cinco lectores, cinco contratos y una ley que no les protege."),
    E("As\u00ed se verifica un v\u00eddeo viral", "2025-03-24", 1187,
      "El equipo de verificaci\u00f3n desmonta paso a paso un v\u00eddeo que circul\u00f3 durante la dana."),
    E("El caso del notario de Marbella", "2025-03-21", None,
      "Tres a\u00f1os de investigaci\u00f3n en veinte minutos."),
    E("Bienvenidos a La trastienda", "2025-03-14", 298, "Luc\u00eda Montero presenta el podcast."),
], elpais_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout9-funkwhale-hedgerow-radio", "generic", "2024-05-20", {
    "title": "Hedgerow Radio",
    "owner": "Lena Park",
    "address": "@hedgerow@audio.commonsound.org",
    "count": 41,
    "series": [("Dawn Chorus", 12), ("Conversations", 29)],
    "version": "1.4.0",
    "description": "Field recordings and slow conversations about birds, hedges and the edges of fields. Recorded "
                   "with one microphone and a lot of patience.",
}, [
    E("Blackcaps at first light", "2024-05-19", 1847),
    E("A hedge layer in Herefordshire", "2024-05-17", 3725),
    E("Swifts are back", "2024-05-13", 912),
    E("Talking nightingales with Ruth Okoye", "2024-05-06", 2712),
    E("Rain on the blackthorn", "2024-04-29", 1460),
    E("Dawn Chorus, April", "2024-04-20", 3012),
    E("The barn owl box", "2024-03-20", None),
    E("Winter thrushes", "2023-12-20", 2225),
    E("Hello from the hedge", "2023-05-20", 605),
], funkwhale_channel, approximate=("last week", "2 weeks ago", "3 weeks ago", "last month", "2 months ago",
                                   "5 months ago", "last year"),
    gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout9-castanet-yak-shavers", "generic", "2025-03-10", {
    "title": "Yak Shavers",
    "hosts": ["Mara Quinn", "Dev Ahuja"],
    "description": "Two platform engineers talk about the small jobs that turn into big ones: builds, pagers, "
                   "migrations and the yaks we shave along the way.",
}, [
    E("Episode 48: The Flaky Test That Ate March", "2025-03-04", 2712,
      "One test, one race condition and three weeks of reruns. Dev tells the whole story.",
      categories=["Episodes"], tags=["testing", "ci"]),
    E("Episode 47: Pager Fatigue With Sam Ortiz", "2025-02-25", 3792,
      "Sam runs on-call for a payments company. We talk alert budgets and sleeping through the night.",
      categories=["Interviews"], tags=["on-call", "sre"]),
    E("Episode 46: Migrating 400 Cron Jobs", "2025-02-18", 2105, "", categories=["Episodes"]),
    E("Episode 45: Build Caches Are a Lie", "2025-02-11", 2467,
      "Why the cache hit rate said 98% and the builds still took twenty minutes.",
      categories=["Episodes"], tags=["builds"]),
    E("Episode 44: Kubernetes for Small Teams With Ana Lima", "2025-02-04", 4388,
      "Ana runs a three-person platform team. Does she need Kubernetes? She says: it depends.",
      categories=["Interviews"], tags=["kubernetes"]),
    E("Episode 43: Our 2025 Predictions", "2025-01-28", 1847,
      "Mara and Dev make predictions they will regret by June."),
    E("Bonus: Yak Shavers Live at DevOpsDays", "2024-12-17", 3012,
      "Recorded in front of an audience that laughed at the right places.", categories=["Bonus"]),
    E("Episode 42: Secrets Management, Finally", "2024-11-26", 2340,
      "Vaults, sealed secrets and the .env file we all pretend we do not have.",
      categories=["Episodes"], tags=["security"]),
], castanet_hugo, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====================== 14. held-out, tenth round: a store, hosts, a newspaper, broadcasters in three languages, a blog
# Written for a tenth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py for
# what is evidence (the Twenty Twenty-Four theme's and PowerPress' source, copies of the Washington Post's shows in
# other directories) and what is a plausible layout (the old iTunes Preview page, Podbean's app-style page, Anchor's
# 2021 profile, most of the Washington Post, a station's archive, CBC Listen, Deezer in French, Spotify in Spanish,
# Apple Podcasts in German).
from pagestyles import (  # noqa: E402
    anchor_profile_2021,
    apple_de,
    cbc_listen_new,
    deezer_show_fr,
    itunes_preview,
    podbean_app,
    powerpress_tt4,
    spotify_es,
    station_podcast_archive,
    washington_post_podcast,
)

write("generic-heldout10-itunes-preview-bench-notes", "generic", "2015-09-10", {
    "title": "Bench Notes",
    "author": "Ruth Abernathy",
    "category": "Science & Medicine",
    "also": ["Lab Out Loud", "The Pipette Hour", "Cell Talk Weekly"],
    "description": "Conversations with the technicians, students and principal investigators who keep university labs "
                   "running. New episodes most Thursdays.",
}, [
    E("Episode 31: The Freezer Alarm at 3 a.m.", "2015-09-03", None,
      "A -80 freezer fails over a holiday weekend. Who gets the call, and what is saved?"),
    E("Episode 30: Pipetting Is a Sport", "2015-08-27", None,
      "Repetitive strain, ergonomic pipettes and a lab that holds a pipetting race every June."),
    E("Episode 29: Grant Season Survival Guide", "2015-08-20", None, ""),
    E("Episode 28: Mice, Paperwork and the Animal Facility", "2015-08-13", None,
      "A vivarium manager explains the rules behind every cage card."),
    E("Bonus: Listener Lab Disasters", "2015-08-07", None,
      "You sent us your worst centrifuge stories. We read the best ones."),
    E("Episode 27: The Postdoc Who Left for Industry", "2015-07-30", None,
      "Maya Keller on pay, freedom and the day she stopped writing papers."),
    E("Episode 26: Why Your Western Blot Failed", "2015-07-16", None,
      "Transfer, blocking, antibodies: a troubleshooting hour with two very patient technicians."),
    E("Episode 25: Undergraduates in the Lab", "2015-06-25", None,
      "How to mentor a nineteen-year-old who has never held a pipette."),
    E("Episode 1: Hello from Room 4B", "2014-10-02", None,
      "Ruth introduces the show from the corner of a crowded teaching lab."),
], itunes_preview, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout10-podbean-app-kitchen-table-money", "generic", "2024-08-20", {
    "title": "Kitchen Table Money",
    "author": "Dana Whitcomb",
    "followers": "2.4K",
    "count": 143,
    "description": "Plain talk about household budgets, debt and saving, from a former bank teller who has heard every "
                   "excuse, including her own.",
}, [
    E("Back-to-School Costs Without the Panic", "2024-08-20", 1847,
      "Dana splits the list into must-haves, nice-to-haves and things nobody needs, with a listener who has four "
      "kids.", likes=18),
    E("Q&A: Should I Pay Off My Car Early?", "2024-08-19", 1264, "", likes=9),
    E("The Envelope Method, Twenty Years On", "2024-08-16", 2712,
      "Cash in envelopes sounds old-fashioned. A family in Ohio explains why they never stopped.\n\n"
      "Links from the show are on the website.", likes=31),
    E("Medical Bills: What to Ask Before You Pay", "2024-08-06", 3792,
      "A billing advocate walks through the three questions that cut her clients' bills by a third.", likes=44),
    E("Side Hustles That Actually Paid", "2024-07-30", 2105,
      "Listeners report back: dog walking, tutoring and one very successful lemonade stand.", likes=22),
    E("Credit Scores, Explained Slowly", "2024-07-16", 2467,
      "What moves the number, what doesn't, and why checking it yourself is fine.", likes=27),
    E("A Budget for Two Incomes and One Account", "2024-07-02", None,
      "Couples who share everything, and couples who share nothing: Dana talks to both.", likes=12),
    E("Why We Overspend in June", "2024-06-18", 1502,
      "Weddings, graduations and vacations. A summer spending check-in.", likes=15),
], podbean_app, approximate=("2 weeks ago", "3 weeks ago"), gaps="mixed", show_keys=("title", "description"),
    report_footer=True)

write("generic-heldout10-anchor-2021-small-batch", "generic", "2021-06-15", {
    "title": "Small Batch",
    "author": "Jonah Whitaker",
    "description": "A home brewer and a professional cidermaker taste, talk and argue about fermented things. Recorded in "
                   "a garage in Asheville.",
}, [
    E("Cold Crashing, Clearly", "2021-06-11", 2467,
      "Why your beer is cloudy, and whether you should care. Plus a listener's kombucha."),
    E("Wild Yeast from the Backyard", "2021-06-04", 3123,
      "We caught yeast on a plate of peaches. It did not go well. Then it did."),
    E("Cider Apples vs. Eating Apples", "2021-05-28", 2841,
      "Tannins, acids and an orchard visit with a grower who grows 40 varieties.\n\n"
      "Support this show: tip jar link in the notes."),
    E("Listener Questions #6", "2021-05-21", 1632, ""),
    E("The Great Hop Shortage That Wasn't", "2021-05-14", 3780,
      "Prices, contracts and what small breweries learned in 2020."),
    E("Mead for Beginners", "2021-04-30", None,
      "Honey, water, patience. Our first batch from last autumn, tasted live."),
    E("Welcome to Small Batch", "2020-11-02", 418, "Who we are and why we started a podcast in a garage."),
], anchor_profile_2021, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout10-washington-post-the-daily-ledger", "generic", "2024-03-22", {
    "title": "The Daily Ledger",
    "description": "The Daily Ledger is an afternoon podcast from The Washington Post about money, work and the economy. "
                   "Hosted by Renee Calloway. Published weekdays around 5 p.m. Eastern time.",
}, [
    E("Why your insurance bill keeps going up", "2024-03-21", 1629,
      "Home insurance premiums rose faster than inflation last year. Economics reporter Dan Whitford explains who is "
      "paying more and why.\n\n"
      "Read more:\n"
      "Insurers have pulled out of parts of Florida and California. In the states where they stay, homeowners are "
      "paying for wildfires, hurricanes and the rising cost of rebuilding.\n\n"
      "Today\u2019s show was produced by Ellie Marsh. It was edited by Ross Garner and mixed by Sean Tilley.\n\n"
      "Subscribe to The Washington Post here."),
    E("The four-day workweek, one year later", "2024-03-20", 1813,
      "A county government in Maryland tried it. Labor reporter Priya Anand went back to see what changed.\n\n"
      "Subscribe to The Washington Post here."),
    E("What the Fed will do next", "2024-03-19", 1402,
      "Rates are on hold. Economics correspondent Dan Whitford on what would change that.\n\n"
      "Subscribe to The Washington Post here.", time="5:30 p.m."),
    E("Deep Reads: The last typewriter repair shop", "2024-03-16", 2475, "", time="7:00 a.m."),
    E("How Gen Z is buying houses", "2024-03-08", 1567,
      "First-time buyers are older than ever. Some young buyers are finding ways in anyway.\n\n"
      "Read more:\n"
      "Co-buying with friends, moving to smaller cities and \u2018house hacking\u2019 are on the rise, our reporting found.\n\n"
      "Subscribe to The Washington Post here."),
    E("The price of eggs, explained", "2024-03-07", 1338,
      "Bird flu, feed costs and why the dozen you buy costs what it does.\n\n"
      "Subscribe to The Washington Post here."),
    E("Tax season questions, answered", "2024-02-29", None,
      "Renee and tax columnist Michelle Oduya take your questions about deductions, refunds and the new free filing "
      "tool.\n\nSubscribe to The Washington Post here."),
    E("Introducing The Daily Ledger", "2024-01-08", 187,
      "A new afternoon show about your money. Starting Jan. 15.", time="6:00 a.m."),
], washington_post_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout10-station-archive-high-plains-hour", "generic", "2024-08-20", {
    "title": "High Plains Hour",
    "station": "KHPR Public Radio",
    "address": "410 Grant Ave., Amarillo, TX 79101",
    "underwriting": "Support for High Plains Hour comes from the Panhandle Community Foundation.",
    "description": "Conversations about the people, water and weather of the Texas Panhandle, from the newsroom of "
                   "KHPR Public Radio.",
}, [
    E("The Ogallala Aquifer, One Well at a Time", "2024-08-16", 1453,
      "Farmers near Dalhart are measuring every gallon. Host Marisol Vega rides along with a water district "
      "technician.", byline="Marisol Vega"),
    E("Wheat Harvest Wrap-Up", "2024-08-09", 1327,
      "Yields were up, prices were down. Three growers on what that means for next year.", byline="Marisol Vega"),
    E("A Country Doctor Retires", "2024-08-02", 1745,
      "After 41 years in Clarendon, Dr. Ed Harlan closes his practice. Who will replace him?",
      byline="Tom Birdsong"),
    E("Storm Chasers and the People They Chase For", "2024-07-26", 2021, "", byline="Marisol Vega"),
    E("Route 66 at 98", "2024-07-19", 1612,
      "Diners, motels and a neon sign restorer in Vega, Texas.\n"
      "Plus: your memories of the old road.", byline="Tom Birdsong"),
    E("What the Dust Bowl Left Behind", "2024-07-12", None,
      "Historians and the grandchildren of those who stayed.", byline="Marisol Vega"),
    E("Summer Reading from Panhandle Writers", "2024-07-05", 1388,
      "Three local authors read from new work.", byline="Dana Ruiz"),
], station_podcast_archive, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout10-cbc-listen-north-of-normal", "generic", "2024-09-12", {
    "title": "North of Normal",
    "description": "Stories from Canada's North, told by the people who live there. Hosted by Anna Qitsualik.",
}, [
    E("The last dog team in Pangnirtung", "2024-09-10", 1927,
      "Sled dogs once meant survival. One family keeps a team of twelve, and a tradition, alive."),
    E("Sea ice school", "2024-09-03", 2205,
      "Elders and scientists teach teenagers to read the ice before it gets too thin to trust.\n\n"
      "This episode contains descriptions of a drowning."),
    E("A grocery bill in Iqaluit", "2024-08-27", 1682,
      "Fourteen dollars for milk. What Nutrition North does, and doesn't, pay for."),
    E("Northern lights, southern tourists", "2024-08-20", 3792,
      "Yellowknife's aurora tourism boom: who benefits, who cleans up, and who just wants to sleep."),
    E("Bonus: Listener mail from Whitehorse", "2024-08-15", 905, ""),
    E("Building on permafrost", "2024-08-13", 2041,
      "Houses are tilting in Inuvik. Engineers and homeowners on living with ground that moves."),
    E("The radio station that connects 14 communities", "2024-03-05", None,
      "CBC North's morning show goes out in English, Inuktitut and Inuinnaqtun. We spent a day in the studio."),
], cbc_listen_new, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout10-deezer-fr-petites-mains", "generic", "2024-10-02", {
    "title": "Petites mains",
    "fans": "3 214 fans",
    "description": "Ils cousent, r\u00e9parent, restaurent : chaque semaine, Louise Garnier rencontre une artisane ou un "
                   "artisan et raconte un geste qui dispara\u00eet.",
}, [
    E("La derni\u00e8re rempailleuse de Lyon", "2024-10-01", 2460,
      "Depuis quarante ans, Mich\u00e8le redonne vie aux chaises de paille. Elle cherche quelqu\u2019un \u00e0 qui "
      "transmettre."),
    E("Le luthier qui r\u00e9pare les violons d\u2019\u00e9tudes", "2024-09-24", 3780,
      "Un atelier \u00e0 Mirecourt, des instruments d\u2019enfants et beaucoup de colle chaude.\n\n"
      "Musique : Les Cordes Sensibles."),
    E("Horlogerie : remonter le temps", "2024-09-17", 2100, ""),
    E("Une relieuse \u00e0 Montmartre", "2024-09-10", 1980,
      "Cuir, papier marbr\u00e9 et dorure \u00e0 la feuille : la reliure \u00e0 la main, pas \u00e0 pas."),
    E("Hors-s\u00e9rie : vos objets r\u00e9par\u00e9s", "2024-09-06", 1320,
      "Vous nous avez envoy\u00e9 vos histoires d\u2019objets sauv\u00e9s. Louise en lit quelques-unes."),
    E("Le tailleur de pierre de la cath\u00e9drale", "2024-06-14", None,
      "Sur le chantier de Notre-Dame, un compagnon raconte son tour de France."),
    E("Bande-annonce : Petites mains", "2023-12-03", 120, "Louise Garnier pr\u00e9sente le podcast."),
], deezer_show_fr, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout10-spotify-es-la-sobremesa", "generic", "2025-03-18", {
    "title": "La sobremesa",
    "author": "Ondas del Sur",
    "rating": "4,7 (1,2 K)",
    "description": "Despu\u00e9s de comer, la conversaci\u00f3n se alarga. Marta y Andr\u00e9s invitan cada semana a alguien "
                   "a hablar de comida, familia y lo que se cuenta en la mesa.",
}, [
    E("El cocido de mi abuela y otras discusiones", "2025-03-14", 3780,
      "\u00bfGarbanzos con o sin remojo? Una cocinera de Madrid y un vecino de Lale\u00edn no se ponen de acuerdo."),
    E("Comer solo no es triste", "2025-03-07", 2460,
      "Hablamos con quien come a solas cada d\u00eda y lo ha convertido en un ritual.\n\n"
      "Escr\u00edbenos a lasobremesa@ondasdelsur.es."),
    E("Especial: vuestras recetas de cuaresma", "2025-02-28", 1860, ""),
    E("Los mercados que resisten", "2025-02-21", 2940,
      "Un recorrido por tres mercados de abastos de Sevilla, C\u00e1diz y M\u00e1laga."),
    E("Turr\u00f3n, roscon y resaca", "2025-01-09", 2700,
      "Repasamos las Navidades: lo que sobr\u00f3, lo que falt\u00f3 y lo que nadie se comi\u00f3."),
    E("La mesa de los domingos", "2024-12-12", None,
      "Tres generaciones de una familia de Ja\u00e9n comen juntas cada domingo desde 1987."),
    E("Por qu\u00e9 en septiembre todos hacemos dieta", "2024-09-05", 2160,
      "Una nutricionista desmonta los prop\u00f3sitos de la vuelta al cole."),
    E("Tr\u00e1iler: La sobremesa", "2024-08-29", 120, "Marta y Andr\u00e9s presentan el p\u00f3dcast."),
], spotify_es, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout10-apple-de-werkbank-gespraeche", "generic", "2025-08-14", {
    "title": "Werkbank-Gespr\u00e4che",
    "author": "Stefanie Kr\u00fcger",
    "category": "Gesellschaft und Kultur \u00b7 W\u00f6chentlich aktualisiert",
    "rating": "4,8 (1.312)",
    "years": "2023 - 2025",
    "count": 74,
    "description": "Handwerkerinnen und Handwerker erz\u00e4hlen von ihrer Arbeit: Tischlerei, Schmiede, Orgelbau und "
                   "alles dazwischen. Jeden Donnerstag eine neue Folge.",
}, [
    E("Der Orgelbauer aus dem Erzgebirge", "2025-08-14", 3900,
      "Drei Jahre f\u00fcr ein Instrument: Matthias Ebert \u00fcber Pfeifen, Geduld und Kirchengemeinden.",
      number=74, hours=6),
    E("H\u00f6rerfragen: Wie werde ich Tischlerin?", "2025-08-13", 1380,
      "Ausbildung, Meisterschule, Quereinstieg \u2013 Stefanie beantwortet eure Fragen.", etype="bonus"),
    E("Messer schmieden in Solingen", "2025-08-11", 2820,
      "Eine Klingenschmiedin erkl\u00e4rt, warum ein gutes Messer Zeit braucht.\n\n"
      "Mehr Infos und Fotos gibt es auf unserer Website.", number=73),
    E("Der letzte Hutmacher von Lindenberg", "2025-08-04", 2460, "", number=72),
    E("Reetdachdecker an der Nordsee", "2025-07-28", 7200,
      "Ein langer Tag auf dem Dach, vom ersten Bund Reet bis zum Feierabendbier.", number=71),
    E("Sommerpause? Nicht ganz.", "2025-07-21", None,
      "Ein kurzer Gru\u00df aus dem Urlaub und eine Vorschau auf die n\u00e4chsten Folgen.", number=70),
    E("Staffel 3: Trailer", "2025-01-09", 120, "Was euch in der neuen Staffel erwartet.", etype="trailer"),
    E("Glasbl\u00e4serei im Bayerischen Wald", "2023-11-12", 3300,
      "Mundgeblasen, nicht gepresst: ein Besuch in einer H\u00fctte, die seit 1820 arbeitet.", number=12),
], apple_de, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout10-powerpress-tt4-the-slow-garden", "generic", "2025-03-10", {
    "title": "The Slow Garden",
    "tagline": "A podcast about growing things, slowly",
    "description": "",
}, [
    E("Episode 62: Seed Starting Without a Greenhouse", "2025-03-06", 2467,
      "Windowsills, shop lights and a heat mat from a pet store. Everything you need to start tomatoes indoors.",
      author="Hannah Lowe", size_mb=34.2),
    E("Episode 61: Pruning Roses in a Cold Spring", "2025-02-27", 2105,
      "When to cut, where to cut, and what to do if you already cut too early.", author="Hannah Lowe", size_mb=29.3),
    E("Episode 60: A Conversation with a Seed Saver", "2025-02-20", 3792,
      "Grace Okafor has kept the same bean variety going for thirty years. She tells us how.",
      author="Hannah Lowe", size_mb=52.6),
    E("Episode 59: Compost, Again", "2025-02-13", 1847, "", author="Theo Brandt", size_mb=25.7),
    E("Episode 58: Mail Bag", "2025-02-06", None,
      "Your questions about leggy seedlings, raised bed soil and an unusually large zucchini.",
      author="Theo Brandt", size_mb=21.4),
    E("Episode 57: Planning a Pollinator Border", "2025-01-30", 2712,
      "Native plants, bloom times and why bare ground matters for bees.", author="Hannah Lowe", size_mb=37.9),
    E("Episode 56: Winter Sowing in Milk Jugs", "2025-01-23", 1620,
      "The cheapest greenhouse there is, and it works.", author="Theo Brandt", size_mb=22.5),
], powerpress_tt4, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ============================ 15. held-out, eleventh round: players, a store, blogs, an aggregator, broadcasters
# Written for an eleventh held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (copied pages of Winamp's player, Ubook, Podyssey and RTP Play; the source of Ghost's Casper theme
# and of a Jekyll podcast site; the data DR LYD's and NPO Radio 1's pages hold; copied Podium Podcast episode pages) and
# what is a plausible layout (Podcast Guru; most of DR LYD, NPO Radio 1 and the Podium show page).
from pagestyles import (  # noqa: E402
    dr_lyd,
    ghost_casper,
    jekyll_inspect,
    npo_radio1_podcast,
    podcast_guru,
    podium_ser,
    podyssey_show,
    rtp_play_podcast,
    ubook_podcast,
    winamp_podcast,
)

write("generic-heldout11-winamp-the-long-commute", "generic", "2024-09-20", {
    "title": "The Long Commute",
    "summary": "English, Society & Culture, 1 season, 214 episodes, 4 days, 2 hours, 11 minutes",
    "description": "Stories from the buses, trains, ferries and bike lanes that get us to work, and the people who keep "
                   "them moving. Hosted by Dana Pryor. New episodes every Wednesday.",
}, [
    E("The Bus Driver Who Knows Everyone", "2024-09-18", 1135,
      "Route 14 runs through six neighbourhoods. Marcus has driven it for 22 years and knows most riders by name."),
    E("Ferry Season Ends", "2024-09-11", 2507,
      "The last summer sailing to Hale Island, and the deckhands who will be out of work until May."),
    E("Why Trains Run Late in Autumn", "2024-09-04", 3792,
      "Leaves on the line are a real problem. A rail engineer explains the science of slippery tracks."),
    E("Listener Mail: Your Worst Commutes", "2024-08-28", 1500, ""),
    E("Cycling Through the Winter", "2024-08-21", 2223,
      "Studded tyres, heated grips and the stubborn joy of riding in the snow."),
    E("A Night Shift on the Tram", "2024-08-14", 3600,
      "From midnight to six with a tram operator, a ticket inspector and a lot of tired passengers."),
    E("Parking Is a Policy Choice", "2024-08-07", None,
      "A city planner on what happens when a downtown removes its minimum parking rules."),
    E("Remote Work, Four Years On", "2024-07-31", 2061,
      "Fewer commuters, emptier trains and a transit budget with a hole in it."),
    E("The Car-Free Street Experiment", "2024-07-24", 1981,
      "One street, closed to cars for a summer. The shopkeepers were worried. Then they weren't."),
], winamp_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout11-ubook-small-print-daily", "generic", "2025-08-20", {
    "title": "Small Print Daily",
    "author": "Harbour Street Audio",
    "description": "Every weekday, one story about your money and your rights as a consumer, told in about twenty "
                   "minutes. On Sundays, a longer read from our archive.",
}, [
    E("Airline refunds: what the new rules mean for you", "2025-08-19", 1320,
      "Cancelled flights must now be refunded within seven days. Reporter Nina Hale explains what counts, and what "
      "doesn't."),
    E("The hidden cost of buy now, pay later", "2025-08-18", 1620,
      "Four easy payments can turn into eleven hard ones. We follow one shopper's basket from checkout to collections."),
    E("WEEKEND. The man who reads every terms of service", "2025-08-17", 2100,
      "For ten years, a retired lawyer in Leeds has read the small print so the rest of us don't have to. This is "
      "what he found."),
    E("Why your energy bill has a standing charge", "2025-08-14", 1260,
      "Even if you use nothing, you pay something. Where that money goes, and who decided it."),
    E("Subscription traps, and how to get out of them", "2025-08-13", 1440, ""),
    E("Is the extended warranty ever worth it?", "2025-08-12", 1140,
      "Shop assistants are paid to sell them. A consumer economist does the maths on a fridge, a phone and a laptop."),
    E("Scam texts are getting better at spelling", "2025-08-11", 1380,
      "Fraud teams say the old warning signs no longer work. Here are the new ones."),
    E("WEEKEND. The great supermarket price war of 1995", "2025-08-10", 1980,
      "A look back at the summer when a loaf of bread cost seven pence, and what it did to small bakeries."),
    E("Holiday money: cards, cash or something else?", "2025-08-08", 1200,
      "Exchange rates, card fees and the airport kiosk you should always walk past."),
], ubook_podcast, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout11-podyssey-ink-and-archive", "generic", "2021-05-10", {
    "title": "Ink & Archive",
    "author": "Hollis Reed",
    "description": "Stories from the manuscript room: forgeries, lost letters and the librarians who find them.",
}, [
    E("The Forged Shakespeare Signature", "2021-04-30", 1464,
      "In 1795 a young clerk fooled London's literary world. How he did it, and how he was caught.", recs=3),
    E("Letters That Never Arrived", "2021-04-23", 2217,
      "A box of undelivered wartime mail turns up in a post office attic. Archivists try to find the families.",
      recs=1),
    E("Iron Gall Ink and Why It Eats Paper", "2021-04-16", 1783,
      "The ink of medieval scribes is slowly destroying their work. A conservator explains the chemistry."),
    E("The Librarian Who Hid the Books", "2021-04-09", 3765,
      "During the siege of Sarajevo, staff of the National Library carried manuscripts to safety by night.",
      recs=5),
    E("Palimpsests: Reading the Scraped-Away Page", "2021-04-02", 2048, "", recs=2),
    E("A Map Drawn on a Napkin", "2021-03-26", 1312,
      "The sketch that settled a border dispute between two villages in 1887.", recs=1),
    E("Cataloguing a Poet's Shopping Lists", "2021-03-12", 1598,
      "What the everyday papers of a famous writer tell us that the poems don't."),
    E("The Voynich Manuscript, Again", "2021-02-21", 2902,
      "Every few years someone claims to have decoded it. Our guest has read all of the claims.", recs=4),
    E("Holiday Special: Christmas Cards from 1843", "2020-12-22", 1133,
      "The first commercial Christmas card, and the outrage it caused.", recs=2),
], podyssey_show, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout11-ghost-casper-field-recordings", "generic", "2024-09-12", {
    "title": "Field Recordings",
    "tag": "Episodes",
    "description": "A podcast about the sounds of places, recorded where they happen.",
}, [
    E("The Dawn Chorus at Wicken Fen", "2024-09-10", None,
      "We set up two microphones in the reeds at four in the morning and waited for the birds.", read=3),
    E("Inside a Bell Foundry", "2024-09-03", None,
      "Molten bronze, clay moulds and the moment a new bell is struck for the first time.", read=4),
    E("Night Trains Across the Alps", "2024-08-27", None,
      "Sleeper carriages, tunnel echoes and a conductor who has worked the route for thirty years.", read=2),
    E("Bonus: Raw Audio from the Harbour", "2024-08-23", None, "", read=1),
    E("The Quietest Room in the Country", "2024-08-20", None,
      "An anechoic chamber, where the loudest thing you hear is your own heartbeat.", read=3),
    E("Rain on Different Roofs", "2024-08-13", None,
      "Tin, slate, canvas and glass. A very wet afternoon of comparisons.", read=2),
    E("Market Day in Ludlow", "2024-08-06", None,
      "Stallholders, shoppers and a man who has sold cheese with the same call for forty years.", read=3),
    E("What a Forest Sounds Like in a Drought", "2024-07-30", None,
      "A sound ecologist listens for the insects that are missing.", read=5),
], ghost_casper, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout11-jekyll-margin-and-grid", "generic", "2021-08-20", {
    "title": "Margin & Grid",
    "description": "A Podcast about Type + Layout",
    "hosts": [("Priya Raman", "@priyaraman"), ("Tom Okafor", "@tomokafor")],
}, [
    E("Choosing a Typeface for Long Reads", "2021-08-17", None,
      "Serif or sans? We talk x-heights, line lengths and the fonts we keep coming back to.", number=38),
    E("Grids That Break on Purpose", "2021-08-10", None,
      "When to leave the grid, and how to do it without making a mess.", number=37),
    E("Live from Typo Berlin", "2021-08-05", None, "Recorded on stage in front of a very patient audience."),
    E("Variable Fonts in Production", "2021-07-27", None,
      "One file, many weights. What worked for us on a news site, and what didn't.", number=36),
    E("The Em Dash Episode", "2021-07-20", None, "", number=35),
    E("Designing for Dyslexic Readers", "2021-07-06", None,
      "Spacing, contrast and the myths about special fonts. With researcher Dr. Helen Marsh.", number=34),
    E("Kerning Is a Feeling", "2021-06-22", None,
      "We kern a logo live. It takes longer than either of us expected.", number=33),
    E("Print Is Not Dead", "2021-06-08", None,
      "A small press publisher on paper, ink and the joy of a finished book.", number=32),
    E("Baseline Grids on the Web", "2021-05-25", None,
      "Vertical rhythm with CSS, and why we mostly gave up on it.", number=31),
    E("Our Favourite Type Specimens", "2021-05-11", None,
      "Old catalogues, new websites and the one we have framed on the wall.", number=30),
], jekyll_inspect, gaps="none", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout11-podcastguru-second-shift", "generic", "2024-06-14", {
    "title": "Second Shift",
    "author": "Wren & Willow Media",
    "count": 162,
    "description": "Honest conversations for working parents about careers, childcare and the work that starts when the "
                   "workday ends. Hosted by Alicia Moreno.",
}, [
    E("Summer Childcare Without the Spreadsheet Panic", "2024-06-14", 1620,
      "Camps, grandparents and swaps with the neighbours: three families share how they cover ten weeks."),
    E("Asking for Flexible Hours (and Getting Them)", "2024-06-13", 2280,
      "An HR director explains what to put in the request, and what to leave out."),
    E("The Default Parent Problem", "2024-06-11", 4320,
      "Why one parent ends up remembering every permission slip, and how couples have changed it."),
    E("Back to Work After Leave", "2024-05-31", 2700,
      "The first week back, the pumping room and the colleague who didn't know you'd been away."),
    E("Listener Questions: Guilt, Again", "2024-05-24", 2460, ""),
    E("Single Parents at the Top", "2024-05-14", 3120,
      "Two executives on raising kids alone while running large teams."),
    E("Homework Wars", "2024-04-14", None,
      "A teacher and a child psychologist on how much parents should help, and when to step back."),
    E("When Both Parents Travel for Work", "2024-03-12", 1980,
      "Shared calendars, backup plans and the time everything went wrong at once."),
    E("The Cost of Daycare, Explained", "2023-12-05", 3600,
      "Why it costs what it does, and why the people who work there are paid so little."),
], podcast_guru, approximate=("2 weeks ago", "3 weeks ago", "1 month ago", "2 months ago"), gaps="mixed",
    show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout11-rtp-play-conversas-de-bairro", "generic", "2025-04-22", {
    "title": "Conversas de Bairro",
    "station": "Antena 1",
    "code": "912304",
    "category": "Sociedade",
    "description": "Todas as semanas, Marta Lobo vai a um bairro de Lisboa ou do Porto e conversa com quem l\u00e1 vive "
                   "e trabalha: lojistas, vizinhos, associa\u00e7\u00f5es e hist\u00f3rias que n\u00e3o v\u00eam nos "
                   "guias.",
}, [
    E("Alfama, entre o fado e o alojamento local", "2025-04-18",
      None, "Os moradores mais antigos contam como o bairro mudou em dez anos. Com Dona Ros\u00e1rio, que vende "
      "sardinhas na mesma esquina desde 1979.", number=8),
    E("A \u00faltima drogaria de Campo de Ourique", "2025-04-11", None,
      "Pregos, sab\u00e3o azul e conselhos gr\u00e1tis: a loja do senhor Ant\u00f3nio resiste h\u00e1 60 anos.", number=7),
    E("Bonfim: artistas, oficinas e rendas", "2025-04-04", None,
      "No Porto, antigas f\u00e1bricas s\u00e3o agora ateli\u00eas. Quem chegou e quem teve de sair?", number=6),
    E("Marvila acorda cedo", "2025-03-28", None, "", number=5),
    E("O mercado de Arroios", "2025-03-21", None,
      "Peixeiras, floristas e um caf\u00e9 que abre \u00e0s seis da manh\u00e3. Um s\u00e1bado inteiro no mercado.",
      number=4),
    E("Miragaia e o rio", "2025-03-14", None,
      "Barqueiros, pescadores e a mem\u00f3ria das cheias. Com o historiador Jo\u00e3o Teles.", number=3),
    E("Benfica, o bairro que n\u00e3o \u00e9 s\u00f3 futebol", "2025-03-07", None,
      "Escolas, coletividades e a feira que se faz h\u00e1 mais de um s\u00e9culo.", number=2),
    E("Mouraria, a primeira conversa", "2025-02-28", None,
      "Come\u00e7amos pela Mouraria, onde nasceu o fado e onde hoje se falam mais de cinquenta l\u00ednguas.",
      number=1),
], rtp_play_podcast, report_last=6, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout11-dr-lyd-hverdagens-historie", "generic", "2025-01-07", {
    "title": "Hverdagens Historie",
    "channel": "DR P1",
    "description": "Historien om de ting, vi bruger hver dag, og de mennesker, der opfandt dem. V\u00e6rt: Maja "
                   "Thygesen.",
}, [
    E("Lynl\u00e5sen", "2025-01-07", 1440,
      "Den blev opfundet til st\u00f8vler og endte i alt fra bukser til sovesposer."),
    E("Kaffefiltret", "2025-01-06", 1680,
      "En husmor i Dresden var tr\u00e6t af grums i koppen. S\u00e5 tog hun et stykke papir fra s\u00f8nnens "
      "skolehefte."),
    E("Nyt\u00e5rsfyrv\u00e6rkeri", "2025-01-03", 1920,
      "Fra kinesisk krudt til raketter over R\u00e5dhuspladsen. Og hvorfor hundene hader det."),
    E("Julekalenderen", "2024-12-30", 3900,
      "Fra kridtstreger p\u00e5 d\u00f8ren til TV-julekalenderen: en lang historie om at t\u00e6lle ned."),
    E("Legoklodsen", "2024-12-20", 2160,
      "Tr\u00e6leget\u00f8j, en brand i Billund og et patent fra 1958."),
    E("Cyklen", "2024-12-13", 1800, ""),
    E("Rugbr\u00f8det", "2024-11-29", None,
      "Surdej, kerner og en bager i Aarhus, der har bagt det samme br\u00f8d i 40 \u00e5r."),
    E("Termokanden", "2024-01-12", 1560,
      "Den blev opfundet til laboratoriet, men endte p\u00e5 alle danske arbejdspladser."),
    E("Adventskransen", "2023-12-15", 1620,
      "En pr\u00e6st i Hamborg ville vise b\u00f8rnene, hvor l\u00e6nge der var til jul."),
], dr_lyd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout11-npo-radio1-de-werkvloer", "generic", "2025-03-14", {
    "title": "De Werkvloer",
    "description": "Elke week een gesprek over werk: wie doet het, wat verdient het en wat doet het met je. Met "
                   "Sanne de Bruin.",
}, [
    E("De laatste kolenboer van Utrecht", "2025-03-14", 1920,
      "Hij bezorgt nog altijd zakken kolen, al zijn het er elk jaar minder. Een dag mee op de wagen."),
    E("Nachtdiensten in de zorg", "2025-03-13", 2460,
      "Verpleegkundigen over slapen overdag, gemiste verjaardagen en de stilte om vier uur 's nachts."),
    E("Waarom niemand meer conci\u00ebrge wil worden", "2025-03-07", 1860, ""),
    E("Vier dagen werken, vijf dagen betaald", "2025-02-28", 3900,
      "Een bedrijf in Zwolle probeerde het een jaar. De directeur en twee medewerkers blikken terug."),
    E("Stage lopen zonder vergoeding", "2025-02-21", 2100,
      "Studenten vertellen over stages waar ze alles deden behalve leren."),
    E("De glazenwasser", "2025-02-14", None,
      "Op dertig meter hoogte met een emmer en een wisser. Over hoogtevrees en het mooiste uitzicht van de stad."),
    E("Ontslagen door een algoritme", "2025-01-31", 2700,
      "Bezorgers en chauffeurs over een app die bepaalt of je morgen nog werk hebt."),
    E("Kerstdrukte in het distributiecentrum", "2024-12-20", 2280,
      "Pakketten, scanners en uitzendkrachten: een week in de drukste hal van Nederland."),
], npo_radio1_podcast, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout11-podium-ser-linea-de-fondo", "generic", "2025-02-05", {
    "title": "L\u00ednea de fondo",
    "description": "F\u00fatbol, memoria y cultura popular. Cada semana, Javier Oca\u00f1a y sus invitados cuentan las "
                   "historias que no caben en los resultados.",
}, [
    E("El campo de tierra donde empez\u00f3 todo", "2025-02-04", 3130,
      "Volvemos al barrio de Vallecas para hablar con los que jugaban descalzos en los a\u00f1os sesenta."),
    E("\u00c1rbitros de Tercera", "2025-01-28", 2845,
      "Insultos, viajes en autob\u00fas y cuarenta euros por partido. Tres colegiados cuentan su semana."),
    E("Los cromos que nunca salieron", "2025-01-21", 2410, ""),
    E("Mujeres en la grada, 1970", "2025-01-14", 3722,
      "Fotograf\u00edas, recortes de prensa y las aficionadas que llenaban los estadios cuando nadie las contaba."),
    E("La radio del domingo por la tarde", "2025-01-07", None,
      "Carruseles, transistores y las voces que contaban los goles antes de la televisi\u00f3n."),
    E("Especial: lo mejor de 2024", "2024-12-31", 4410,
      "Repasamos las historias del a\u00f1o con todo el equipo."),
    E("El portero que era poeta", "2024-12-17", 2630,
      "Public\u00f3 tres libros y par\u00f3 dos penaltis en una final. Nadie recuerda los libros."),
    E("Estadios que ya no existen", "2024-12-10", 3015,
      "Del viejo Atocha al Carranza de antes: un paseo por los campos derribados."),
], podium_ser, gaps="none", show_keys=("title", "description"), report_footer=True)


# ================================== 16. held-out, twelfth round: aggregators, hosts, a dashboard, an LMS, broadcasters
# Written for a twelfth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py for
# what is evidence (copied pages of Ivy, PodScripts, Sounder, eeko and Podcasts.nu; Moodle's course renderer; a
# downloader of Everand's pages) and what is a plausible layout (Apple Podcasts Connect, Audiomack, RSI; most of the
# Sounder, PodScripts, eeko and Podcasts.nu show pages).
from pagestyles import (  # noqa: E402
    D,
    apple_podcasts_connect,
    audiomack_podcast,
    eeko_fr,
    everand_de,
    ivy_fm,
    moodle_course,
    podcasts_nu,
    podscripts,
    podscripts_cut,
    rsi_audio,
    sounder_show,
)

write("generic-heldout12-ivy-lamplighters-almanac", "generic", "2025-09-14", {
    "title": "The Lamplighter's Almanac",
    "author": "Foxglove Audio",
    "count": 214,
    "average": 46,
    "years": list(range(2019, 2026)),
    "description": "Forgotten jobs, vanished trades and the people who did them. Every Friday, historian Ruth Calloway "
                   "lights up a corner of the past.",
}, [
    E("The Knocker-Up: Waking a City Before Alarm Clocks", "2025-09-12", 1379,
      "Before alarm clocks were cheap, mill towns paid someone to tap on bedroom windows with a long pole. We meet the "
      "last people who remember them.", transcript=True),
    E("Ice Harvesters of the Hudson", "2025-09-05", 3631,
      "Every winter, thousands of men cut blocks of river ice and stacked them in barns the size of cathedrals.Our "
      "guest is Dr. Amos Pell, who grew up beside one of the last ice houses on the river.", transcript=True),
    E("Lamplighters, Finally", "2025-08-29", 2489,
      "Two hundred episodes in, we tell the story of the job the show is named after."),
    E("The Switchboard Operators", "2025-08-22", 4412,
      "A long conversation with three women who connected calls by hand in the 1960s.They talk about the rules, the "
      "headsets and the calls they were never supposed to hear.", transcript=True),
    E("Rat Catchers to the Crown", "2025-08-15", 1855, ""),
    E("The Pinsetters", "2025-08-08", 2930,
      "Before machines reset the pins, boys did it by hand, perched above the lanes and dodging the flying pins."),
    E("Leech Collectors", "2025-07-31", 3305,
      "Wading into ponds so the leeches would find you: a very strange way to make a living."),
    E("The Human Computers of the Observatory", "2025-07-25", 2144,
      "Long before electronic computers, rooms of women calculated the positions of the stars by hand."),
], ivy_fm, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout12-podscripts-signal-and-noise-daily", "generic", "2024-08-02", {
    "title": "Signal & Noise Daily",
    "description": "The science stories behind the headlines, in fifteen minutes every weekday. From the newsroom of "
                   "the Northern Science Desk.",
}, [
    E("Why the heatwave broke records at night", "2024-08-02", None, podscripts_cut(
        "Overnight temperatures across southern Europe stayed above 30 degrees for the first time on record. A "
        "climatologist explains why warm nights are more dangerous than hot days. Also: a comet that will be visible "
        "to the naked eye next month, and why bees are struggling to find flowers in dry summers.")),
    E("A new antibiotic from a soil sample", "2024-08-01", None,
      "Researchers found it in a garden in Leeds. Now comes the hard part."),
    E("The ocean current that may be slowing down", "2024-07-31", None, podscripts_cut(
        "A new study suggests the Atlantic circulation that warms northern Europe could weaken sooner than expected. "
        "Our correspondent asks three oceanographers how worried we should be, and what the uncertainty really means "
        "for the models. Plus: the first images from a telescope on the far side of the Moon.")),
    E("Can you train your sense of smell?", "2024-07-30", None, ""),
    E("Olympic swimmers and the physics of the pool", "2024-07-29", None, podscripts_cut(
        "Deep pools, wave-killing lane ropes and gutters that swallow the wake: why some pools are faster than "
        "others. Also: a rare bird returns to a Scottish island after a century, and the engineer who designs "
        "starting blocks for the world's fastest swimmers.")),
    E("Lightning is striking further north", "2024-07-26", None,
      "The Arctic saw more lightning last summer than in any year since records began."),
    E("What the bones of a medieval cemetery reveal", "2024-07-25", None, podscripts_cut(
        "Archaeologists in York have analysed more than four hundred skeletons from a hospital cemetery. The bones "
        "tell stories of hard labour, famine and surprisingly good dental care. We also hear from the team counting "
        "the butterflies of Britain's gardens this week, and why their numbers are down again.")),
    E("How a jellyfish shut down a power station", "2024-07-24", None,
      "Millions of them, drawn into the cooling water intakes in a single night."),
], podscripts, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout12-sounder-ink-run", "generic", "2024-05-20", {
    "title": "Ink Run",
    "author": "Maya Ferrante",
    "description": "Conversations with the people behind small presses, zines and independent bookshops. New episodes "
                   "whenever the ink is dry.",
}, [
    E("Risograph Printing for Beginners", "2024-05-19", None,
      "Soy ink, master sheets and the joy of slightly misaligned colours. Printer Devon Hale walks us through it.",
      number=88),
    E("Running a Bookshop in a Town of 900 People", "2024-05-14", None,
      "Clara Boyd opened her shop in an old post office. Everyone told her it would close within a year.", number=87),
    E("Live from the Zine Fair", "2024-05-13", None,
      "Short interviews recorded between the tables at the spring fair.", etype="bonus"),
    E("The Economics of a Poetry Pamphlet", "2024-04-29", None,
      "Print runs of two hundred, cover prices of six pounds, and why almost nobody breaks even.", number=86),
    E("Translating Small Books", "2024-04-20", None, "", number=85),
    E("A Press That Only Publishes in Winter", "2024-03-20", None,
      "Three books a year, printed by hand between November and March.", number=84),
    E("Letterpress and the Lost Typefaces", "2023-12-20", None,
      "Rescuing wooden type from closed print shops before it ends up as firewood.", number=83),
    E("Zines as Archives", "2023-06-20", None,
      "Librarians who collect zines explain why photocopied pamphlets belong next to rare books.", number=82),
    E("How to Sell Books at a Market Stall", "2023-05-20", None,
      "Pricing, displays and what to do when it rains.", number=81),
    E("Why We Started Ink Run", "2022-05-20", None,
      "The very first episode: why a printer and a bookseller decided to make a podcast.", number=80),
], sounder_show, approximate=("1 week ago", "3 weeks ago", "1 month ago", "2 months ago", "5 months ago",
                              "11 months ago", "1 year ago", "2 years ago"), gaps="mixed",
    show_keys=("title", "description"), report_footer=True)

write("generic-heldout12-moodle-thermal-physics", "generic", "2025-01-16", {
    "title": "Thermal Physics (PHYS2104)",
    "site": "NU Learn",
    "initials": "AB",
    "user": "Alex Byrne",
    "start": D("2024-11-25"),
    "description": "Recordings of the lectures are posted here within a day of each lecture. Slides and problem sheets "
                   "are in the Resources section.\nIf a recording is missing, please email the module leader.",
}, [
    E("Lecture 11: The zeroth law and temperature scales", "2024-11-26", 2820,
      "Thermal equilibrium, thermometers and why the kelvin is defined the way it is."),
    E("Lecture 12: Work, heat and the first law", "2024-11-28", 3000,
      "Sign conventions, quasi-static processes and internal energy."),
    E("Lecture 13: Heat capacities", "2024-12-03", 2940,
      "Cp and Cv for an ideal gas, and what equipartition predicts for solids."),
    E("Lecture 14: Heat engines and the Carnot cycle", "2024-12-05", 3060,
      "Efficiency, reversibility and the Carnot engine on a PV diagram."),
    E("Lecture 15: The second law", "2024-12-10", 2880,
      "The Kelvin and Clausius statements, and why they are equivalent."),
    E("Lecture 16: Entropy", "2024-12-12", None,
      "Clausius' inequality and entropy as a function of state. The recording stops after 20 minutes; see the slides "
      "for the rest."),
    E("Lecture 17: Entropy of an ideal gas", "2024-12-17", 2760, ""),
    E("Lecture 18: Free energies", "2025-01-14", 3000,
      "Helmholtz and Gibbs free energies, and when to use which."),
    E("Lecture 19: Maxwell relations", "2025-01-16", 2940,
      "Deriving the four Maxwell relations from the thermodynamic potentials."),
], moodle_course, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout12-apple-connect-night-shift-kitchen", "generic", "2025-03-10", {
    "title": "Night Shift Kitchen",
    "provider": "Copper Pot Media LLC",
    "description": "",
}, [
    E("The Line Cook Who Became a Chef at 50", "2025-03-05", 2467, season=2, number=10),
    E("Family Meal: What Restaurant Staff Really Eat", "2025-02-26", 2112, season=2, number=9),
    E("Q&A: Your Knife Questions Answered", "2025-02-21", 1094, season=2, etype="bonus"),
    E("Closing Time at a 24-Hour Diner", "2025-02-19", 2755, season=2, number=8, time="11:30 PM"),
    E("Bakers Who Start at 3 A.M.", "2025-02-12", 2390, season=2, number=7),
    E("Season 2 Is Coming", "2025-01-29", 142, season=2, etype="trailer"),
    E("The Last Night Before the Holidays", "2024-12-11", 3012, season=1, number=12),
    E("Dishwashers Run the Kitchen", "2024-12-04", None, season=1, number=11),
], apple_podcasts_connect, gaps="none", show_keys=("title", "description"), report_footer=True)

write("generic-heldout12-audiomack-lagos-after-dark", "generic", "2024-08-20", {
    "title": "Lagos After Dark",
    "followers": "12.4K",
    "description": "The stories behind the records that kept Lagos dancing, from highlife to Afrobeats. Hosted by "
                   "Tunde Adeyemi.",
}, [
    E("The Club That Never Closed", "2024-08-19", 2301, plays=1240),
    E("Highlife on Vinyl: The Collectors", "2024-08-12", 2795, plays=3877),
    E("Fela's Drummer Remembers", "2024-08-05", 3910, plays=12431),
    E("Wedding Bands and Owambe Nights", "2024-07-29", 2058, plays=2210),
    E("How a Pirate Tape Made a Star", "2024-07-22", 2644, plays=5108),
    E("Listener Requests, Part 2", "2024-07-15", None, plays=842),
    E("The Radio DJs of the 1980s", "2024-07-08", 3127, plays=4390),
    E("Juju Music and the Talking Drum", "2024-07-01", 2486, plays=3015),
], audiomack_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout12-everand-akte-nord", "generic", "2025-05-20", {
    "title": "Akte Nord \u2013 Kriminalf\u00e4lle aus Norddeutschland",
    "author": "Hafenstadt Audio",
    "description": "Eine Reporterin und ein ehemaliger Kommissar rollen alte Kriminalf\u00e4lle zwischen Flensburg und "
                   "Osnabr\u00fcck neu auf. Jeden Mittwoch eine neue Folge.",
}, [
    E("Der Tote im Deichvorland", "2025-05-14", 1920,
      "Ein Sch\u00e4fer findet 1987 eine Leiche am Deich bei Husum. Der Fall wird nie gekl\u00e4rt \u2013 bis heute."),
    E("Das verschwundene Lotterielos", "2025-05-07", 2280,
      "Ein Gewinn von einer Million Mark, ein Kiosk in Kiel und drei Menschen, die alle behaupten, das Los gekauft "
      "zu haben."),
    E("Feuer in der Speicherstadt", "2025-04-30", 2580,
      "War es Brandstiftung? Die Versicherung glaubte es, das Gericht nicht."),
    E("Der falsche Kapit\u00e4n", "2025-04-23", 2100,
      "Zwanzig Jahre lang f\u00fchrte er Schiffe \u00fcber die Ostsee. Ein Patent hatte er nie."),
    E("H\u00f6rerfragen: Wie arbeitet eine Mordkommission?", "2025-04-16", 1560, ""),
    E("Die Erbin von Blankenese", "2025-04-09", 4320,
      "Unsere l\u00e4ngste Folge: ein Testament, zwei Br\u00fcder und ein Gutachten, das alles ver\u00e4nderte."),
    E("Schmuggel am Nord-Ostsee-Kanal", "2025-04-02", 1980,
      "Zigaretten, Kaffee und ein Zollbeamter, der zu genau hinsah."),
    E("Der Postraub von L\u00fcneburg", "2025-03-26", 2340,
      "1964 verschwinden 300.000 Mark aus einem Postwagen. Die Spur f\u00fchrt nach Hamburg."),
], everand_de, gaps="none", show_keys=("title", "description"), report_footer=True)

write("generic-heldout12-eeko-les-voix-du-quai", "generic", "2023-11-14", {
    "title": "Les Voix du Quai",
    "subscribers": 212,
    "count": 187,
    "pages": 19,
    "description": "Documentaires sonores enregistr\u00e9s sur les quais, dans les gares et les ports : des gens qui "
                   "partent, qui arrivent, qui attendent. Un nouvel \u00e9pisode chaque vendredi.",
}, [
    E("Le dernier ferry de la nuit", "2023-11-10", 1841,
      "\u00c0 Marseille, le ferry pour Ajaccio part \u00e0 21 heures. Sur le pont, des familles, des routiers et un "
      "accord\u00e9oniste. Enregistrement : octobre 2023 - R\u00e9alisation : Lou Marchand"),
    E("Gare du Nord, 6 heures", "2023-11-03", 1522,
      "Les premiers trains, les agents d'entretien et les voyageurs qui n'ont pas dormi."),
    E("Les dockers du Havre", "2023-10-27", 2710,
      "Trois g\u00e9n\u00e9rations de dockers racontent le port avant et apr\u00e8s les conteneurs."),
    E("Attendre un train qui ne vient pas", "2023-10-20", 1189,
      "Un soir de gr\u00e8ve \u00e0 Lyon Part-Dieu, on a tendu le micro \u00e0 ceux qui restaient."),
    E("La passeuse de Saint-Malo", "2023-10-13", 2243,
      "Chaque jour, Annick fait traverser la Rance \u00e0 une trentaine de passagers. Depuis quarante ans."),
    E("Le quai des adieux", "2023-10-06", 3795,
      "Un \u00e9pisode long, en deux parties, sur les d\u00e9parts qu'on n'oublie pas."),
    E("Hors-s\u00e9rie : vos sons de voyage", "2023-09-29", 965, ""),
    E("Le veilleur du phare", "2023-09-22", 2056,
      "Il n'y a plus de gardien au phare de l'\u00eele Vierge, mais Yves y monte encore chaque semaine."),
], eeko_fr, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout12-rsi-il-filo-della-memoria", "generic", "2024-10-17", {
    "title": "Il filo della memoria",
    "channel": "Rete Due",
    "description": "Ogni settimana una storia della Svizzera italiana raccontata da chi l'ha vissuta, con le voci "
                   "degli archivi della RSI. A cura di Elena Bernasconi.",
}, [
    E("I contrabbandieri della Valle di Muggio", "2024-10-16", 1620,
      "Sigarette, caff\u00e8 e sentieri di notte: gli ultimi spalloni raccontano il confine.", aired="18:35"),
    E("La diga della Verzasca", "2024-10-09", 1740,
      "Operai da tutta Italia, un paese sommerso e un cantiere che ha cambiato la valle.", aired="18:35"),
    E("Il primo televisore in paese", "2024-10-02", 1560, "", aired="18:35"),
    E("Le spazzacamine", "2024-09-25", 3900,
      "Bambini ticinesi mandati a pulire i camini di Milano. Una puntata lunga, con le testimonianze "
      "dell'archivio.", aired="18:35"),
    E("La scuola con una sola aula", "2024-09-18", 1680,
      "Maestre, banchi di legno e trenta bambini di sei et\u00e0 diverse.", aired="18:35"),
    E("La festa della vendemmia", "2024-09-11", None,
      "Mendrisio, settembre 1958: il corteo, la banda e le botti in piazza.", aired="18:35"),
    E("Gli emigranti in California", "2024-09-04", 1800,
      "Lettere, fotografie e ranch: la storia dei ticinesi partiti per l'America.", aired="18:40"),
    E("Il treno del Gottardo", "2024-08-28", 1620,
      "Dalla galleria del 1882 all'ultima corsa della linea di montagna.", aired="18:35"),
], rsi_audio, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout12-podcastsnu-fjallpodden", "generic", "2025-02-14", {
    "title": "Fj\u00e4llpodden",
    "author": "Norrsken Ljud",
    "description": "Om vandring, skidor och livet ovanf\u00f6r tr\u00e4dgr\u00e4nsen. Varannan tisdag pratar Karin "
                   "och Jonas med folk som bor och arbetar i fj\u00e4llen.",
}, [
    E("Vinterfj\u00e4llet f\u00f6r nyb\u00f6rjare", "2025-02-11", 2700,
      "Vad ska man ha i ryggs\u00e4cken, och n\u00e4r ska man v\u00e4nda? Fj\u00e4llr\u00e4ddaren Per Lind svarar."),
    E("Renskötseln i ett f\u00f6r\u00e4ndrat klimat", "2025-01-28", 3180,
      "Isskorpor, betesbrist och nya vandringsleder f\u00f6r renarna."),
    E("Stugv\u00e4rdarna", "2025-01-14", 2460,
      "De som h\u00e5ller fj\u00e4llstugorna \u00f6ppna hela vintern ber\u00e4ttar."),
    E("Ny\u00e5rsafton p\u00e5 Kebnekaise", "2024-12-31", 1980, ""),
    E("Lavinskolan, del 2", "2024-12-17", 3060,
      "Sn\u00f6profiler, lutningar och varf\u00f6r man aldrig ska lita p\u00e5 en enda observation."),
    E("Lavinskolan, del 1", "2024-12-03", 2940,
      "Hur uppst\u00e5r en lavin? Vi b\u00f6rjar fr\u00e5n grunden med en sn\u00f6forskare."),
    E("Fj\u00e4llets mat", "2024-11-19", None,
      "Fj\u00e4llr\u00f6ding, renk\u00f6tt och torkad fisk: vad \u00e5t man f\u00f6rr, och vad \u00e4ter man nu?"),
    E("Kungsleden p\u00e5 h\u00f6sten", "2024-11-05", 2520,
      "Tio dagar, tre v\u00e4derstr\u00e4ck och en stuga full av tyska vandrare."),
], podcasts_nu, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ==================================== 17. held-out, thirteenth round: broadcasters, a church, an exchange, aggregators
# Written for a thirteenth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (copied pages of WDR, Bra Podcast, the PRX Exchange, Archive.fm, KPTZ and PodBriefly; yt-dlp's
# Subsplash extractors; the addresses of RTL's and COPE's pages) and what is a plausible layout (RSS.com; most of the
# Subsplash, RTL and COPE pages).
from pagestyles import (  # noqa: E402
    archive_fm,
    brapodcast_se,
    cope_audios,
    kptz_programs,
    podbriefly,
    podbriefly_cut,
    prx_series,
    prx_teaser,
    rss_com_show,
    rtl_podcast,
    subsplash_media,
    wdr_audio,
)

write("generic-heldout13-wdr-revierkunde", "generic", "2024-11-20", {
    "title": "WDR 5 Revierkunde",
    "tagline": "Geschichten aus dem Ruhrgebiet",
    "points": ["Reportagen und Portr\u00e4ts", "Aus Zechen, Vereinen und Vorg\u00e4rten", "Revierkunde im Podcast",
               "Jetzt reinh\u00f6ren!"],
    "description": "Kohle, Fu\u00dfball, Trinkhallen und Strukturwandel: Die Reporterinnen und Reporter von WDR 5 erkunden "
                   "das Ruhrgebiet und seine Menschen. Jeden Sonntag eine neue Folge.",
    "now_playing": "Jetzt l\u00e4uft: Nachrichten, Wetter, Verkehr",
    "slot": "15.05 - 17.00 Uhr WDR 5 Am Nachmittag",
    "programme": "WDR 5 Revierkunde",
    "channel": "WDR 5",
    "kept_years": 5,
}, [
    E("Die letzte Trinkhalle am Borsigplatz", "2024-11-17", 1755,
      "Seit 1962 verkauft Familie Yilmaz hier Zigaretten, Bier und Wassereis. Jetzt soll die Bude einem Neubau "
      "weichen. // Von Anna Brockmann/ WDR 2024/ www.wdr5.de", authors="Anna Brockmann"),
    E("Tauben im Schlag: Die Brieftaubenz\u00fcchter von Herne", "2024-11-10", 1754,
      "Fr\u00fcher hatte jede dritte Zechensiedlung einen Taubenschlag. Heute treffen sich die letzten Z\u00fcchter sonntags am "
      "Vereinsheim. // Von Jens Oberhausen/ WDR 2024/ www.wdr5.de", authors="Jens Oberhausen"),
    E("Unter Tage, \u00fcber Tage \u2013 Das Anschauungsbergwerk ist zur\u00fcck", "2024-11-03", 2890,
      "Drei Jahre lang wurde das Anschauungsbergwerk saniert. Wir waren mit den Restauratoren 20 Meter unter der Erde. "
      "// Von Miriam Cetin und Paul Brandt/ WDR 2024/ www.wdr5.de", authors="Miriam Cetin und Paul Brandt"),
    E("Schrebergarten mit Warteliste", "2024-10-27", 1802,
      "In Gelsenkirchen warten \u00fcber 400 Menschen auf eine Parzelle. Was macht den Kleingarten pl\u00f6tzlich so begehrt? "
      "// Von Tobias Reinke/ WDR 2024/ www.wdr5.de"),
    E("Halbzeit an der Castroper Stra\u00dfe", "2024-10-20", 1699, "", authors="Tobias Reinke"),
    E("Das Revier und der Wolf", "2024-10-13", 3245,
      "Seit zwei Jahren streift ein Wolf durch den Kreis Wesel. Sch\u00e4fer, J\u00e4ger und Natursch\u00fctzer streiten \u00fcber den "
      "Umgang mit ihm. Eine lange Folge. // Von Lea Hoffmann/ WDR 2024/ www.wdr5.de", authors="Lea Hoffmann"),
    E("Currywurst mit Pommes rot-wei\u00df: Eine Spurensuche", "2024-10-06", 1777,
      "Wer hat sie erfunden, Berlin oder Bochum? Eine kulinarische Recherche mit \u00fcberraschendem Ende. // Von Jens "
      "Oberhausen/ WDR 2024/ www.wdr5.de"),
    E("Emscher: Vom Abwasserkanal zum Fluss", "2024-09-29", 1742,
      "Jahrzehntelang war sie die Kloake des Reviers. Nun schwimmen wieder Fische in der Emscher.\nEin Spaziergang von "
      "Dortmund bis Dinslaken. // Von Anna Brockmann/ WDR 2024/ www.wdr5.de", authors="Anna Brockmann"),
    E("Hochzeit in der Waschkaue", "2024-09-22", 1810,
      "Wo sich fr\u00fcher die Bergleute umzogen, wird heute gefeiert. Ein Besuch bei einer Hochzeit auf Zeche Zollern. "
      "// Von Miriam Cetin/ WDR 2024/ www.wdr5.de", authors="Miriam Cetin"),
], wdr_audio, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout13-brapodcast-bakom-disken", "generic", "2025-03-14", {
    "title": "Bakom disken",
    "author": "Lokalljud AB",
    "count": 86,
    "average": 38,
    "weekday": "Torsdag",
    "description": "Samtal med m\u00e4nniskorna som st\u00e5r bakom disken i Sveriges sm\u00e5 butiker: j\u00e4rnhandlare, bagare, "
                   "antikhandlare och kiosk\u00e4gare. Med Hanna Ek och Olof Lindqvist.",
}, [
    E("J\u00e4rnhandeln i Ockelbo", "2025-03-13", 2820,
      "Sedan 1948 har familjen Persson s\u00e5lt spik, f\u00e4rg och fiskedrag i samma lokal. Vi pratar om hur man \u00f6verlever "
      "n\u00e4r bygghandeln \u00f6ppnar vid motorv\u00e4gen.\n\nKlippning: Lucas Berg"),
    E("Konditoriet som aldrig st\u00e4nger", "2025-03-06", 2340,
      "Sju dagar i veckan, 52 veckor om \u00e5ret. Maria Lund ber\u00e4ttar om semlor, skulder och varf\u00f6r hon aldrig tar "
      "semester."),
    E("Antikhandlarens b\u00e4sta fynd", "2025-02-27", 2100,
      "Ett sk\u00e5p f\u00f6r 200 kronor som visade sig vara v\u00e4rt en bil. Och ett som inte var det.\n\nKlippning: Lucas Berg"),
    E("Lyssnarfr\u00e5gor: Hur startar man en butik?", "2025-02-20", None,
      "Ni har fr\u00e5gat, vi svarar. Om hyror, lager och att v\u00e5ga ta steget."),
    E("Kiosken vid busstorget", "2025-02-13", 2460,
      "Tidningar, lotter och korv med br\u00f6d. Ahmed Sayed har st\u00e5tt i kiosken i G\u00e4vle i trettio \u00e5r och sett staden "
      "f\u00f6r\u00e4ndras."),
    E("Skomakaren", "2025-02-06", 3120,
      "Ett l\u00e5ngt samtal med en av Sveriges sista skomakare om hantverk, slit och sl\u00e4ngkultur.\n\nMusik: Mad Hatter "
      "Audio"),
    E("Bokhandeln som blev ett kaf\u00e9", "2025-01-30", 2160, ""),
    E("Fiskaff\u00e4ren i Sm\u00f6gen", "2025-01-23", 2640,
      "R\u00e4kor, v\u00e4der och turister. Om att driva fiskaff\u00e4r i ett samh\u00e4lle som bara lever p\u00e5 sommaren."),
    E("S\u00e4songsstart: Vi \u00e4r tillbaka", "2025-01-16", 2280,
      "Hanna och Olof ber\u00e4ttar vad som v\u00e4ntar under v\u00e5ren och vilka butiker de har bes\u00f6kt i vinter."),
], brapodcast_se, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout13-prx-harbor-lights", "generic", "2016-03-02", {
    "title": "Harbor Lights",
    "author": "WCNX Community Radio",
    "count": 24,
    "description": "Stories from the working waterfront of a small New England port: fishermen, ferry crews, net menders "
                   "and the families who wait for them. Produced by WCNX Community Radio with support from local "
                   "listeners.",
}, [
    E("Night Crossing", "2016-02-25", 1739, prx_teaser(
        "Deckhand Maria Souza has worked the midnight ferry to Cutter Island for eleven years. We ride along on a "
        "February night when the wind won't let up and the passengers won't stop talking."),
      caption="Harbor Lights logo, Credit: Dana Whitfield"),
    E("The Net Menders", "2016-02-18", 1741, prx_teaser(
        "Three generations of women repair trawl nets in a loft above the fish pier.")),
    E("Ice in the Harbor", "2016-02-11", 872, prx_teaser(
        "For the first time since 1994 the inner harbor froze solid. Boats stayed tied up, and the town waited for a "
        "thaw that took two weeks to arrive, while the lobstermen counted what every idle day cost them."),
      caption="Frozen moorings at dawn, Credit: Ray Almeida"),
    E("Harbor Lights Special: The Year on the Water", "2016-01-28", 3730, prx_teaser(
        "An hour-long look back at a hard year for the fleet: quotas, a rescue at sea and a wedding on the town "
        "pier.")),
    E("The Harbormaster's Logbook", "2016-01-21", 1720, "", caption="Harbormaster Joe Pires, Credit: Dana Whitfield"),
    E("Coming Up on Harbor Lights", "2016-01-14", 192, prx_teaser(
        "A short promo for stations: what's ahead this winter.")),
    E("Scallop Season", "2015-12-17", 1745, prx_teaser(
        "The scallop draggers go out before dawn in December. Captain Eddie Furtado explains why he still loves a job "
        "that his doctor, his wife and his bank all want him to quit.")),
    E("Christmas at the Seamen's Bethel", "2015-12-10", 1668, prx_teaser(
        "Carols, coffee and a memorial service for the men lost at sea this year.")),
    E("The Last Cannery", "2015-11-19", 1739, prx_teaser(
        "When the sardine cannery closed in 1999, four hundred people lost their jobs in one afternoon. Former "
        "packers remember the smell, the noise and the whistle that called them to work.")),
], prx_series, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout13-archivefm-ridgeline-report", "generic", "2024-09-12", {
    "title": "The Ridgeline Report",
    "description": "A weekly half hour of news, weather lore and conversation from the mountain towns of the upper "
                   "valley, recorded at the community center in Pine Hollow.",
}, [
    E("Fire Season and the Volunteer Crews", "2024-09-08", 1920,
      "The county's volunteer fire crews have been out eleven times since July. Chief Alma Reyes on what the dry "
      "summer means for the fall."),
    E("The Pine Hollow Fair, Fifty Years On", "2024-09-01", 2160,
      "Blue ribbons, pie auctions and the tractor pull that started it all in 1974."),
    E("Town Meeting: The Water Rights Question", "2024-08-25", 4320,
      "The full recording of Tuesday's town meeting on the spring water rights, with an introduction by our host.\n"
      "The meeting runs long; the vote comes at the end."),
    E("Summer Storm Stories", "2024-08-18", None,
      "Listeners call in with their memories of the great hailstorm of 1988."),
    E("Mailbag", "2024-08-11", 1740, ""),
    E("The Last One-Room Schoolhouse", "2024-08-04", 2040,
      "Former students and a retired teacher remember the Cedar Flat school, which closed in 1971."),
    E("Beekeeping at Altitude", "2024-07-28", 1860, "Why bees at six thousand feet need a different kind of keeper."),
    E("Trail Crews of the Upper Valley", "2024-07-21", 2220,
      "The volunteers who clear fallen trees from forty miles of trail every spring."),
], archive_fm, gaps="none", show_keys=("title", "description"), report_footer=True)

write("generic-heldout13-subsplash-cedar-hollow-messages", "generic", "2025-01-03", {
    "church": "Cedar Hollow Church",
    "title": "Sunday Messages",
    "description": "Messages from Sunday worship at Cedar Hollow Church. New messages are posted every Monday.",
}, [
    E("A Year of Small Faithfulness | New Year's Day | Pastor Dana Ruiz", "2025-01-01", 1985),
    E("Simeon's Song | Advent 2024 | Pastor Dana Ruiz", "2024-12-29", 2292),
    E("Christmas Eve Candlelight Service | Christmas 2024", "2024-12-24", 3765),
    E("Mary's Yes | Advent 2024 | Pastor Dana Ruiz", "2024-12-22", 2410),
    E("Joy in the Wilderness | Advent 2024 | Pastor Mark Ellison", "2024-12-15", 2187),
    E("Prepare the Way | Advent 2024 | Pastor Dana Ruiz", "2024-12-08", 2333),
    E("Waiting Well | Advent 2024 | Pastor Dana Ruiz", "2024-12-01", 2264),
    E("Gratitude in Hard Seasons | Thanksgiving | Pastor Mark Ellison", "2024-11-24", None),
    E("The Widow's Offering | Mark: The Way of the King | Pastor Dana Ruiz", "2024-11-17", 2356),
], subsplash_media, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout13-kptz-salt-and-cedar", "generic", "2024-12-19", {
    "title": "Salt & Cedar",
    "description": "Salt & Cedar explores the shorelines, forests and people of the Olympic Peninsula. Hosted by Wren "
                   "Halvorsen, Tuesdays at 5 pm on KPTZ 91.9 FM.",
}, [
    E("#214 \u2013 Eelgrass and the Herring Spawn", "2024-12-17", None,
      "Host Wren Halvorsen talks with marine biologist Tomas Reyes about the eelgrass meadows of Discovery Bay and why "
      "the herring come back to them every winter."),
    E("#213 \u2013 The Lighthouse Keepers' Daughters", "2024-12-10", None,
      "Two sisters who grew up at Point Wilson in the 1950s remember storms, foghorns and a childhood on the edge of "
      "the strait."),
    E("#212 \u2013 Mushroom Season", "2024-12-03", None,
      "Forager Lena Okafor on chanterelles, hedgehogs and the rules for picking on public land.\n\nMusic by the Cedar "
      "String Band."),
    E("Salt & Cedar Holiday Mailbag", None, None,
      "Wren reads your letters and answers your questions about this year's episodes. Thank you for listening!"),
    E("#211 \u2013 Orca Watch", "2024-11-26", None,
      "Volunteers from the Orca Network describe a season of sightings from the beaches of Whidbey and Marrowstone."),
    E("#210 \u2013 The Boatwrights", "2024-11-19", None, ""),
    E("#209 \u2013 Tides of Memory", "2024-11-12", None,
      "Elders share stories of the shoreline before the mills came, recorded at the tribal center in 2019.",
      label="First airdate"),
    E("#208 \u2013 Restoring Chimacum Creek", "2024-11-05", None,
      "Salmon are returning to a creek that was ditched and drained for farmland a century ago."),
], kptz_programs, gaps="one", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout13-podbriefly-turning-points", "generic", "2025-03-12", {
    "title": "Turning Points",
    "author": "Meridian Audio",
    "pages": 48,
    "description": "Every weekday, ten minutes on a moment that changed the world, told by someone who was there or whose "
                   "family was. Hosted by Samira Okonjo.",
}, [
    E("The Night the Lights Went Out in New York", "2025-03-12", None, podbriefly_cut(
        "On 13 July 1977 lightning struck a substation north of New York City and the whole city went dark. Within "
        "hours there was looting in dozens of neighbourhoods.\n\nDenise Alvarez was nineteen and working a late shift "
        "at a diner in the Bronx. She tells us what she saw that night."), hours=14),
    E("The First Woman to Swim the Channel", "2025-03-10", None, podbriefly_cut(
        "In August 1926 Gertrude Ederle walked into the sea at Cap Gris-Nez and swam to England, beating the men's "
        "record by almost two hours.")),
    E("Radio Caroline Goes on Air", "2025-03-06", None, podbriefly_cut(
        "In March 1964 a ship anchored off the Essex coast began broadcasting pop music to Britain, defying the BBC's "
        "monopoly. One of its first DJs remembers life on board.\n\nWith archive recordings from the ship's first "
        "weeks.")),
    E("The Great Stink", "2025-02-28", None, podbriefly_cut(
        "In the hot summer of 1858 the smell of the Thames became so bad that Parliament considered leaving London. It "
        "led to one of the great engineering projects of the century.")),
    E("Opening the Tomb of Tutankhamun", "2025-02-10", None, podbriefly_cut(
        "In February 1923 Howard Carter opened the sealed burial chamber of the boy king. The granddaughter of one of "
        "the workmen who dug the stairway tells his story, passed down through three generations of her family."),
      no_image=True),
    E("The Day the Berlin Wall Opened", "2025-01-08", None, podbriefly_cut(
        "On 9 November 1989 a confused announcement at a press conference sent thousands of East Berliners to the "
        "border crossings.\n\nA former border guard at Bornholmer Strasse explains why he raised the barrier."),
      no_image=True),
    E("Dig for Victory", "2024-07-04", None, podbriefly_cut(
        "During the Second World War the British government urged everyone to turn lawns, parks and railway "
        "embankments into vegetable plots. A woman who grew up on an allotment in Bristol remembers.")),
    E("The Lost Pilot of the Sahara", "2023-06-14", None, "", no_image=True),
], podbriefly, approximate=("1 week, 5 days ago", "1 month ago", "2 months ago", "8 months, 1 week ago",
                            "1 year, 9 months ago"), gaps="mixed", show_keys=("title", "description"),
    report_footer=True)

write("generic-heldout13-rtl-les-dossiers-de-minuit", "generic", "2024-06-20", {
    "title": "Les Dossiers de minuit",
    "author": "Claire Vasseur",
    "description": "Chaque soir, Claire Vasseur et ses invit\u00e9s reviennent sur une grande affaire criminelle : "
                   "l'enqu\u00eate, le proc\u00e8s et les questions rest\u00e9es sans r\u00e9ponse.",
}, [
    E("L'affaire du collier de Deauville", "2024-06-19", 2760,
      "En ao\u00fbt 1961, une h\u00e9riti\u00e8re d\u00e9clare le vol d'un collier de diamants dans sa villa normande. L'enqu\u00eate r\u00e9v\u00e8le "
      "une tout autre histoire."),
    E("Le myst\u00e8re du train de nuit Paris-Nice", "2024-06-18", 2700,
      "Un passager dispara\u00eet entre Lyon et Avignon. Son compartiment est ferm\u00e9 de l'int\u00e9rieur."),
    E("La disparue du lac d'Annecy", "2024-06-17", 2820,
      "Trente ans apr\u00e8s, les gendarmes rouvrent le dossier gr\u00e2ce \u00e0 une lettre anonyme."),
    E("L'empoisonneuse de Loudun", "2024-06-13", 2640,
      "Avec Ma\u00eetre H\u00e9l\u00e8ne Duclos, avocate, et l'historien Marc Lefranc."),
    E("Sp\u00e9ciale : vos questions sur l'\u00e9mission", "2024-06-12", None, "Claire Vasseur r\u00e9pond aux auditeurs.",
      posted="18:00"),
    E("Le casse de la Banque du Midi", "2024-06-11", 2700,
      "En 1976, une bande creuse un tunnel depuis les \u00e9gouts jusqu'\u00e0 la salle des coffres d'une banque marseillaise."),
    E("Le faussaire de Montmartre", "2024-06-10", 3120, ""),
    E("Les lettres anonymes de Tulle", "2024-06-06", 2760,
      "De 1917 \u00e0 1922, une ville enti\u00e8re re\u00e7oit des lettres de d\u00e9nonciation sign\u00e9es \u00ab L'\u0152il de tigre \u00bb."),
    E("Le crime de la rue des Saules", "2024-06-05", 2700,
      "Un antiquaire retrouv\u00e9 mort dans sa boutique, et trois suspects qui mentent tous.", posted="22:30"),
], rtl_podcast, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout13-cope-el-desvan", "generic", "2024-11-28", {
    "title": "El Desv\u00e1n",
    "description": "Objetos olvidados, historias recuperadas. Cada semana, Luc\u00eda Serrano abre un ba\u00fal, una caja o un "
                   "caj\u00f3n y cuenta la historia que guarda.",
}, [
    E("La m\u00e1quina de coser de mi abuela", "2024-11-28", 2535,
      "Una Singer de 1951, tres generaciones de costureras y un vestido de novia que viaj\u00f3 de Lugo a Buenos Aires.",
      section="El objeto de la semana"),
    E("Entrevista a Ram\u00f3n Gil, restaurador de relojes", "2024-11-27", 1830,
      "Lleva cuarenta a\u00f1os arreglando relojes de pared en un taller de Zaragoza.", section="Entrevistas"),
    E("Cartas que nunca se enviaron", "2024-11-25", 720, "", section="El Desv\u00e1n"),
    E("El transistor de la mili", "2024-11-21", 2611,
      "Los oyentes nos cuentan qu\u00e9 escuchaban en la radio durante el servicio militar.", section="El Desv\u00e1n"),
    E("Un ba\u00fal en el puerto de Vigo", "2024-11-14", None,
      "Apareci\u00f3 en una subasta con ropa, fotograf\u00edas y un billete de barco de 1957.", section="El objeto de la semana"),
    E("Los cromos de la Liga 1970", "2024-11-07", 2740,
      "Coleccionistas, tenderos y un \u00e1lbum completo que vale m\u00e1s que un coche.", section="El Desv\u00e1n"),
    E("Especial: el desv\u00e1n de los oyentes", "2024-10-31", 3725,
      "Una hora con las historias que nos hab\u00e9is enviado este a\u00f1o.", section="El Desv\u00e1n"),
    E("La llave de la casa del pueblo", "2024-10-24", 2480,
      "Una familia de Teruel guarda la llave de una casa que se derrib\u00f3 hace cuarenta a\u00f1os.",
      section="El objeto de la semana"),
], cope_audios, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout13-rsscom-the-garden-shed", "generic", "2025-05-08", {
    "title": "The Garden Shed",
    "author": "Priya Natarajan",
    "description": "Practical, unhurried gardening advice from a small urban plot in Leeds. Seasonal jobs, listener "
                   "questions and the occasional disaster.",
}, [
    E("Tomatoes in Pots: What I Got Wrong", "2025-05-02", 2467,
      "Last year's tomatoes split, sulked and then collapsed. This year I'm doing it differently.", season=2,
      number=10),
    E("Slugs, Again", "2025-04-25", 1938,
      "Beer traps, copper tape and nematodes: what actually worked on my plot this spring.", season=2, number=9),
    E("Q&A: Your Seed-Starting Questions", "2025-04-21", 1142,
      "Leggy seedlings, damping off and when to pot on. A short bonus episode.", season=2, etype="bonus"),
    E("Dividing Perennials", "2025-04-18", 2105, "", season=2, number=8),
    E("The Shed Gets a Roof", "2025-04-11", None,
      "After two winters under a tarpaulin, the shed finally gets a proper roof. Recorded on site, with hammering.",
      season=2, number=7),
    E("Season 2 Is Coming", "2025-03-28", 131, "A quick hello and what's coming up this season.", season=2,
      etype="trailer"),
    E("Putting the Garden to Bed", "2024-11-15", 2320,
      "Mulching, leaf mould and which jobs can safely wait until spring.", season=1, number=12),
    E("Bulbs for Spring", "2024-11-08", 1995,
      "Tulips in pots, crocuses in the lawn and a bag of mystery bulbs from a neighbour.", season=1, number=11),
], rss_com_show, gaps="none", show_keys=("title", "description"), report_footer=True)

# ============================== 18. held-out, fourteenth round: an archive, audiobooks, a station, blogs, broadcasters
# Written for a fourteenth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (the Internet Archive's saved collection page, LibriVox's catalog templates, a copied KEXP post,
# a saved Onda Cero page) and what is a plausible layout (Supercast, Tumblr, a Drupal newsroom, BR, Europe 1, Radio 24).
from pagestyles import (  # noqa: E402
    archive_org_collection,
    br_podcast,
    drupal_newsroom,
    europe1_emission,
    kexp_podcast,
    librivox_book,
    ondacero_audios,
    radio24_podcast,
    supercast_landing,
    tumblr_audio,
)

write("generic-heldout14-archiveorg-hollow-pines-radio-hour", "generic", "2023-05-10", {
    "title": "The Hollow Pines Radio Hour",
    "description": "Monthly programs of local history, music and memory recorded by volunteers of the Hollow Pines "
                   "Historical Society and broadcast on WHPR community radio.",
    "creator": "Hollow Pines Historical Society",
    "parent": "Community Audio",
    "count": 9,
}, [
    E("Ep. 41 - The Flood of 1938", "2023-04-27", None,
      "Our April program revisits the spring flood of 1938, when the Millbrook River rose eleven feet in a single "
      "night. Listeners share letters and photographs passed down from their grandparents, and archivist Ruth...",
      views=412, topics="podcast, local history, floods, Hollow Pines"),
    E("Ep. 40 - Fiddlers of the Upper Valley", "2023-03-30", None,
      "Three generations of fiddle players from the upper valley play and talk about the dances at the Grange hall.",
      views=1260, reviews=(5, 2), topics="podcast, old-time music, fiddle, Grange"),
    E("Ep. 39 - The Last Trolley", "2023-02-23", None,
      "In 1941 the Hollow Pines trolley made its final run to Millbrook Junction. We hear from the motorman's son, "
      "read the newspaper accounts of the day and walk the old right-of-way with railroad historian Dan...",
      views=2940, topics="podcast, trolleys, transportation, local history"),
    E("Ep. 38 - Winter Kitchens", "2023-01-26", None, "", views=873, topics="podcast, food, recipes, winter"),
    E("Ep. 37 - A Hollow Pines Christmas, 1952", "2022-12-15", None,
      "A special program built around a home recording of a family Christmas in 1952, found in an attic on Maple "
      "Street last summer. With carols by the First Church choir.",
      views=15200, reviews=(4, 3), topics="podcast, Christmas, home recordings, choirs"),
    E("Ep. 36 - The Quarry Strike", "2022-11-17", None,
      "The granite cutters walked out in November 1922 and stayed out for five months. Descendants of strikers and "
      "of the quarry owners sit down together for the first time to tell the story of the strike and its...",
      views=3000, topics="podcast, labor history, quarries, strikes"),
    E("Ep. 35 - One-Room Schools", "2022-10-20", None,
      "Former pupils of the Birch Hill and Cedar Corners schools remember slates, woodstoves and the long walk home.",
      views=688, topics="podcast, schools, education, oral history"),
    E("Ep. 34 - The County Fair at 150", "2022-09-22", None,
      "Oxen pulls, pie contests and the midway: the Hollow Pines County Fair turns 150 this year.",
      views=1040, reviews=(3, 1), topics="podcast, fairs, agriculture"),
    E("Ep. 33 - Summer Camps on Loon Lake", "2022-08-25", None,
      "Counselors and campers from six decades of summers on Loon Lake, with songs recorded around the campfire in "
      "1967 and a visit to the boathouse that is still standing.",
      views=954, topics="podcast, summer camps, lakes, oral history"),
], archive_org_collection, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout14-librivox-lamplighters-almanac", "generic", "2024-10-02", {
    "title": "The Lamplighter's Almanac",
    "author_line": "Edith Marlowe (1841 - 1902)",
    "description": "A year in a small northern town, told month by month through the eyes of its lamplighter, who sees "
                   "every street at dusk and at dawn. Each chapter is a quiet sketch of the season, the townspeople "
                   "and the changes the new gas lamps bring. (Summary by Margaret Hale)",
    "genre": "General Fiction, Published 1800 -1900",
    "zip_size": "142.6MB",
    "catalog_date": "2019-03-14",
    "read_by": "Group",
    "coordinator": "Margaret Hale",
    "meta_coordinator": "Ruth Golding",
    "proof_listener": "Jonas Pike",
}, [
    E("Preface", None, 372, number=1, reader="Margaret Hale"),
    E("January: The Frost Fair", None, 1491, number=2, reader="Tom Arden"),
    E("February: Candles at Noon", None, 1147, number=3, reader="Lisa Berkowitz"),
    E("March: The Lamplighter's Round", None, 1900, number=4, reader="Margaret Hale"),
    E("April: Rain on the Square", None, 1338, number=5, reader="Daniel Okafor"),
    E("May: The Fair Day", None, 1623, number=6, reader="Tom Arden"),
    E("June: The Longest Evening", None, 1124, number=7, reader="Priya Raman"),
    E("July: The Drought", None, 1529, number=8, reader="Lisa Berkowitz"),
    E("August: Harvest Lanterns", None, 3730, number=9, reader="Daniel Okafor"),
    E("September: The New Gas Lamps", None, 1795, number=10, reader="Margaret Hale"),
], librivox_book, gaps="none", show_keys=("title", "description"))

write("generic-heldout14-kexp-side-b", "generic", "2025-03-20", {
    "title": "Side B",
    "programme": "Side B",
    "description": "Every Tuesday a KEXP DJ picks a deep cut, the song on the other side of the record, and tells the "
                   "story behind it. Side B is produced by KEXP in Seattle.",
}, [
    E("Marigold Static - Porch Light", "2025-03-18", None,
      "Marigold Static - \"Porch Light\" from the 2024 album Small Hours on Tall Grass Records. The Spokane trio "
      "recorded their second album in a farmhouse over one snowed-in week, and this closing track was cut in a "
      "single take at three in the morning.", author="Marisol Reyes"),
    E("Dune Choir - Salt Flats", "2025-03-11", None,
      "Dune Choir - \"Salt Flats,\" a 2025 self-released single. Tucson's Dune Choir built this song around a field "
      "recording of wind over the Willcox Playa.", author="Owen Hartley"),
    E("The Ferrymen - Last Boat Out", "2025-03-04", None,
      "The Ferrymen - \"Last Boat Out\" from the 1994 album Harbor Songs on Low Tide. A B-side that never made it to "
      "radio, until a KEXP listener sent us her battered cassette copy.", author="Marisol Reyes"),
    E("Nila Sen - Monsoon Letters", "2025-02-25", None,
      "Nila Sen - \"Monsoon Letters\" from the 2024 album Paper Boats on Bright Orbit. The Seattle songwriter wrote "
      "it from letters her grandmother sent from Kolkata in the 1970s.", author="Priya Anand"),
    E("Cascade Motel - Vacancy", "2025-02-18", None, "", author="Owen Hartley"),
    E("Hollis & the Kites - Undertow", "2025-02-11", None,
      "Hollis & the Kites - \"Undertow\" from the 2003 album Weather Report on Sub Rosa. Twenty-two years on, the "
      "band is back together for one show at the Crocodile.", author="Jamal Price"),
    E("Oyster Moon - Tidewater", "2025-02-04", None,
      "Oyster Moon - \"Tidewater,\" a 2025 single on Pacific Drift. The Olympia duo's first release in five years.",
      author="Marisol Reyes"),
    E("Radio Birch - Northbound", "2025-01-28", None,
      "Radio Birch - \"Northbound\" from the 2019 album Long Haul on Birchwood. Written on the Alaska Marine Highway "
      "ferry, on the way to a tour that was cancelled the day they arrived.", author="Jamal Price"),
    E("Tess Galloway - Kitchen Radio", "2025-01-21", None,
      "Tess Galloway - \"Kitchen Radio\" from the 1988 album Home Fires on Rainy Day Records. A song about a radio "
      "that only ever played one station: ours.", author="Priya Anand"),
], kexp_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout14-supercast-the-long-game", "generic", "2025-06-12", {
    "title": "The Long Game",
    "author": "Nadia Voss",
    "description": "The members-only feed of The Long Game, the chess podcast for improvers. Ad-free episodes, bonus "
                   "analysis and a monthly members' Q&A with IM Nadia Voss.",
    "monthly": "$6/month",
    "annual": "$60/year",
}, [
    E("Members' Q&A: Your Endgame Questions", "2025-06-12", 2280,
      "Rook endings, fortress draws and when to trade queens. Your questions from the members' chat.", hours=5),
    E("The Najdorf at Fifty", "2025-06-09", 3120,
      "Why the most analysed opening in chess still surprises grandmasters, with a deep dive into three recent "
      "games."),
    E("Blitz Night Recap", "2025-06-05", None, "Highlights and blunders from our members' blitz tournament."),
    E("Interview: Coach Amara Diallo", "2025-05-29", 3840,
      "Amara has coached three national junior champions. She talks about training plans, tilt and why she bans "
      "engines for her students' first year.\n\nRecorded at the Berlin Chess Open."),
    E("Why We Resign Too Early", "2025-05-22", 2700,
      "A free episode for everyone: the statistics of lost positions that were actually drawn.", free=True),
    E("The Candidates, Round by Round", "2025-05-08", 3480,
      "Our recap of the whole Candidates tournament, with the games that decided it."),
    E("Opening Prep on a Budget", "2025-04-10", 2460, ""),
    E("Season Kickoff: What's New", "2025-03-13", 1320,
      "What's coming this season for members, and how to join the members' chat.", free=True),
], supercast_landing, approximate=("about 1 month ago", "2 months ago", "3 months ago"), gaps="one",
    show_keys=("title", "description"), report_footer=True)

write("generic-heldout14-tumblr-static-on-the-line", "generic", "2024-04-18", {
    "title": "Static on the Line",
    "description": "A radio drama about a late-night call-in show that keeps getting calls from somewhere else.\n"
                   "New episodes every other Tuesday.",
    "theme_by": "lunartype",
}, [
    E("Episode 12: The Caller from Route 9", "2024-04-16", None,
      "Marnie takes a call from a trucker who says he has been driving the same stretch of Route 9 since 1971.\n\n"
      "Content warning: car accident.", plays=1204, notes=86, tags="#static on the line #audio drama #podcast"),
    E("Episode 11: Dead Air", "2024-04-02", None,
      "For seven minutes the station goes silent. Nobody at WKLM remembers what happened.",
      plays=1388, notes=112, tags="#static on the line #audio drama"),
    E("Minisode: Marnie's Mixtape", "2024-03-26", None, "", plays=642, notes=1,
      tags="#static on the line #minisode"),
    E("Episode 10: The Weather Report", "2024-03-19", None,
      "The forecast calls for fog, and then for something the meteorologist refuses to say on air.",
      plays=1517, notes=140, tags="#static on the line #audio drama #podcast"),
    E("Episode 9: Request Line", "2024-03-05", None,
      "A listener requests a song that was never recorded. The band says it was never written.",
      plays=1690, notes=203, tags="#static on the line #audio drama"),
    E("Episode 8: Sign-Off", "2024-02-20", None,
      "The midseason finale. Marnie stays on the air past sign-off, and somebody keeps listening.\n\n"
      "Thank you for listening to the first half of season two!", plays=2311, notes=327,
      tags="#static on the line #audio drama #podcast #season two"),
    E("Episode 7: The Night Engineer", "2024-02-06", None,
      "Gus has run the board at WKLM for thirty years. Tonight he tells Marnie why he never takes the last bus.",
      plays=1873, notes=158, tags="#static on the line #audio drama"),
    E("Episode 6: Long Distance", "2024-01-23", None,
      "A call from a number with too many digits.", plays=1952, notes=171,
      tags="#static on the line #audio drama #podcast"),
], tumblr_audio, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout14-drupal-fieldwork", "generic", "2024-11-14", {
    "title": "Fieldwork",
    "school": "Eastbrook State University",
    "address": "400 College Avenue, Eastbrook, OH 43099",
    "description": "Fieldwork takes you out of the lecture hall and into the places where Eastbrook State researchers "
                   "do their work: wetlands, archives, hospitals and farms. Hosted by science writer Leah Okonkwo.",
}, [
    E("The Beavers of Miller Creek", "2024-11-12", 1920,
      "Biologist Sam Whitlow has spent six years counting the dams on Miller Creek. What he found changed how the "
      "county thinks about flooding.", number=18),
    E("Reading the Margins", "2024-10-29", 2160,
      "Historian Carmen Ruiz studies the notes people wrote in the margins of 19th-century schoolbooks.", number=17),
    E("Inside the Sleep Lab", "2024-10-15", None,
      "A night in the university's sleep research center, from wiring up to wake-up.", number=16),
    E("Ask a Researcher: Your Questions", "2024-10-08", 1080,
      "Leah puts listener questions to three of this season's guests.", etype="bonus"),
    E("Soil Under the Microscope", "2024-10-01", 1980,
      "Agronomist Dev Patel explains why a teaspoon of farm soil holds more organisms than there are people on "
      "Earth.", number=15),
    E("The Language of Bees", "2024-09-17", 2040, "", number=14),
    E("Listening to Glaciers", "2024-09-03", 2280,
      "Geophysicist Anna Lindqvist records the sounds glaciers make as they melt. We listen with her.\n\n"
      "Recorded in Svalbard in June 2024.", number=13),
    E("Fieldwork Returns for Season Two", "2024-08-27", 420,
      "Leah on what's coming this fall."),
], drupal_newsroom, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout14-br-bayerische-zeitreisen", "generic", "2025-01-03", {
    "title": "Bayerische Zeitreisen",
    "channel": "Bayern 2",
    "description": "Von der Salzstra\u00dfe bis zum Wirtschaftswunder: Jeden Werktag erz\u00e4hlt Bayerische Zeitreisen "
                   "eine Geschichte aus der Geschichte Bayerns, mit Stimmen aus dem Archiv des BR.",
}, [
    E("Der erste Skilift am Fellhorn", "2025-01-03", 1440,
      "1954 zieht ein Schlepplift die ersten Wintersportler den Berg hinauf. Ein Dorf im Allg\u00e4u \u00e4ndert sein "
      "Gesicht."),
    E("Neujahrsbr\u00e4uche zwischen Rh\u00f6n und Inn", "2025-01-02", 1500,
      "Bleigie\u00dfen, Anklopfen und das Neujahrsanschie\u00dfen: Wie Bayern das neue Jahr begr\u00fc\u00dft."),
    E("Silvester 1899: Das Jahrhundert beginnt", "2024-12-31", 1620,
      "Wie M\u00fcnchen den Jahrhundertwechsel feierte \u2013 und warum manche erst ein Jahr sp\u00e4ter feiern wollten."),
    E("Die Christbaumkugeln aus Lauscha", "2024-12-30", None,
      "Eine Glasbl\u00e4serfamilie aus Oberfranken und ihr Weg in die Weihnachtszimmer der ganzen Welt."),
    E("Weihnachten im Nachkriegsbayern", "2024-12-27", 1680,
      "Zeitzeugen erinnern sich an das Fest 1946: Kerzenreste, Tauschhandel und ein Geschenk aus Amerika."),
    E("Die Rauhnacht", "2024-12-23", 1440, ""),
    E("Der Christkindlmarkt in N\u00fcrnberg", "2024-12-20", 1560,
      "Seit wann gibt es ihn wirklich? Eine Spurensuche in den Akten der Stadt."),
    E("Ludwig II. und der Winter", "2024-12-19", 1500,
      "Schlittenfahrten bei Nacht: der M\u00e4rchenk\u00f6nig im Schnee."),
], br_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout14-europe1-les-grandes-evasions", "generic", "2024-03-21", {
    "title": "Les Grandes \u00c9vasions",
    "author": "Claire Dumas",
    "description": "Tunnels creus\u00e9s \u00e0 la cuill\u00e8re, h\u00e9licopt\u00e8res et d\u00e9guisements : chaque jour, Claire Dumas "
                   "raconte une \u00e9vasion qui a marqu\u00e9 l'histoire.",
}, [
    E("L'\u00e9vasion d'Alcatraz", "2024-03-21", 2880,
      "Juin 1962 : trois d\u00e9tenus disparaissent de la prison la plus s\u00fbre des \u00c9tats-Unis. Sont-ils morts dans la "
      "baie de San Francisco ?"),
    E("Le tunnel de Berlin", "2024-03-20", 2820,
      "Cinquante-sept Allemands de l'Est passent sous le Mur en une nuit d'octobre 1964."),
    E("La fuite de Varennes", "2024-03-19", 3900,
      "Juin 1791 : la famille royale quitte les Tuileries d\u00e9guis\u00e9e. Un num\u00e9ro sp\u00e9cial, plus long, avec "
      "l'historien Paul Mercier."),
    E("L'h\u00e9licopt\u00e8re de la prison de la Sant\u00e9", "2024-03-15", 2700, ""),
    E("Casanova s'\u00e9chappe des Plombs", "2024-03-14", 2760,
      "Venise, 1756 : le s\u00e9ducteur le plus c\u00e9l\u00e8bre d'Europe s'enfuit par les toits du palais des Doges."),
    E("Le Grand \u00c9vadeur de Colditz", "2024-03-08", None,
      "Un planeur construit en secret dans le grenier d'un ch\u00e2teau-prison."),
    E("Papillon, \u00e9vasion ou l\u00e9gende ?", "2024-03-01", 2940,
      "Henri Charri\u00e8re a-t-il vraiment fui le bagne de Guyane ? Ce que disent les archives."),
    E("L'\u00e9vasion du ch\u00e2teau d'If", "2024-02-29", 2640,
      "De la fiction d'Alexandre Dumas aux vrais prisonniers de la forteresse marseillaise."),
], europe1_emission, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout14-ondacero-la-trastienda", "generic", "2024-05-16", {
    "title": "La Trastienda",
    "description": "Historias de comercios centenarios, oficios que desaparecen y tiendas de barrio. Con Elena "
                   "Morales, los jueves en Onda Cero.",
}, [
    E("La \u00faltima sombrerer\u00eda de Madrid", "2024-05-16", 765,
      "Desde 1894 en la calle de Toledo. Hablamos con la cuarta generaci\u00f3n de sombrereros.",
      kicker="Comercios centenarios"),
    E("Entrevista a Pilar G\u00f3mez, afiladora", "2024-05-14", 1140,
      "Recorre los pueblos de Ourense con su moto y su piedra de afilar.", kicker="Oficios"),
    E("La ferreter\u00eda que lo tiene todo", "2024-05-09", 818, "", kicker="Tiendas de barrio"),
    E("El ultramarinos de Santander", "2024-05-02", 902,
      "Latas, legumbres a granel y una b\u00e1scula de 1920 que sigue pesando.", kicker="Comercios centenarios"),
    E("Especial: los mercados de abastos", "2024-04-25", 3730,
      "Una hora entre puestos de fruta, pescado y charcuter\u00eda en cinco mercados de Espa\u00f1a.",
      kicker="La Trastienda"),
    E("El \u00faltimo relojero de Cuenca", "2024-04-18", None,
      "Cuarenta a\u00f1os arreglando relojes de bolsillo en un taller de tres metros cuadrados.", kicker="Oficios"),
    E("La librer\u00eda de viejo de Barcelona", "2024-04-11", 876,
      "Primeras ediciones, postales antiguas y un gato que duerme sobre los cl\u00e1sicos.",
      kicker="Tiendas de barrio"),
    E("La confiter\u00eda de 1850", "2024-04-04", 934,
      "Yemas, turrones y una receta que nunca ha salido de la familia.", kicker="Comercios centenarios"),
], ondacero_audios, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout14-radio24-bottega-italiana", "generic", "2024-10-24", {
    "title": "Bottega Italiana",
    "author": "Marco Ferri",
    "description": "Storie di imprese familiari, artigiani e piccole aziende che fanno grande il made in Italy. Ogni "
                   "gioved\u00ec con Marco Ferri.",
}, [
    E("Il liutaio di Cremona", "2024-10-24", 1500,
      "Violini costruiti a mano come nel Settecento, per musicisti di tutto il mondo."),
    E("La cartiera di Amalfi", "2024-10-17", 1560,
      "Carta di stracci prodotta con l'acqua del torrente, dal 1380."),
    E("I tessitori di Biella", "2024-10-10", 1440, ""),
    E("Il pastificio di Gragnano", "2024-10-03", 1500,
      "Trafile di bronzo, essiccazione lenta e la sfida delle esportazioni."),
    E("Speciale: le imprese centenarie", "2024-10-01", 3600,
      "Un'ora con le aziende italiane che hanno superato i cento anni: cosa le ha tenute in vita?"),
    E("La bottega del vetro di Murano", "2024-09-26", None,
      "Una fornace, tre generazioni e il problema del costo del gas."),
    E("Il caseificio dell'Appennino", "2024-09-19", 1380,
      "Parmigiano di montagna prodotto da dodici allevatori in cooperativa."),
    E("Gli orologiai di Torino", "2024-09-12", 1620,
      "Dal restauro di pendole antiche ai nuovi orologi meccanici."),
], radio24_podcast, gaps="one", show_keys=("title", "description"), report_footer=True)

# ============ 19. held-out, fifteenth round: an app, directories, broadcasters, a church, a site builder, a host
# Written for a fifteenth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (copied LISTEN episode pages and podnews.net pages, a Podbbang scraper's selectors, a Polskie
# Radio downloader's notes and copied tag pages, copied RÚV schedules, mujRozhlas extractors, a SermonAudio API
# client) and what is a plausible layout (the show pages themselves, fyyd, Podpage, Zencastr).
from pagestyles import (  # noqa: E402
    fyyd_podcast,
    listen_style_show,
    mujrozhlas_show,
    podbbang_channel,
    podnews_podcast,
    podpage_home,
    polskieradio_audycja,
    ruv_thaettir,
    sermonaudio_broadcaster,
    zencastr_show,
)

write("generic-heldout15-listen-yurutto-daidokoro-radio", "generic", "2024-11-20", {
    "title": "ゆるっと台所ラジオ",
    "host": "みちことけんた",
    "followers": 312,
    "description": "共働き夫婦のみちことけんたが、平日の晩ごはん、作り置き、台所道具の話をゆるっとおしゃべりする番組です。"
                   "毎週月曜日配信。",
}, [
    E("#86 冬の鍋、今年のベスト3", "2024-11-18", 1779,
      "寒くなってきたので、今年よく作った鍋を3つ紹介します。けんたの推しは豆乳担々鍋。"),
    E("#85 作り置きが続かない問題", "2024-11-11", 2052,
      "日曜日にがんばりすぎて月曜日に力尽きる、あるあるについて話しました。\nおたよりもご紹介しています。"),
    E("新米が届きました", "2024-11-07", 485, ""),
    E("#84 包丁を研ぎに行った話", "2024-11-04", 3730,
      "商店街の刃物屋さんで包丁を研いでもらいました。研ぎ方のコツも教えてもらったので、後半はその話を。"),
    E("#83 お弁当のすき間問題", "2024-10-28", None,
      "ミニトマト、ブロッコリー、ちくわ。お弁当のすき間を埋める最強の食材は何か。"),
    E("#82 台所の照明を変えてみた", "2024-10-21", 1668,
      "暗かった台所に照明をひとつ足しただけで、料理が楽しくなりました。"),
], listen_style_show, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout15-podbbang-toegeungil-gyeongje", "generic", "2025-01-03", {
    "title": "퇴근길 경제 한입",
    "category": "경제",
    "likes": 1284,
    "subscribers": 5902,
    "hourly": 7,
    "daily": 9,
    "description": "하루 10분, 퇴근길에 듣는 경제 뉴스 해설. 어려운 용어 없이 오늘의 경제 이슈를 한입 크기로 정리해 드립니다.\n"
                   "매주 월·수·금 업데이트.",
}, [
    E("새해 첫 거래일, 코스피는 어디로?", "2025-01-03", 712,
      "새해 첫 거래일의 증시 흐름과 올해 시장 전망을 짧게 정리했습니다.", hours=3),
    E("새해부터 달라지는 경제 제도", "2025-01-01", 845,
      "최저임금, 세금, 교통비 지원까지. 2025년부터 바뀌는 제도를 한눈에 살펴봅니다.", comments=4),
    E("올해의 경제 키워드 다섯 가지", "2024-12-30", 1000, "", comments=2),
    E("환율 1,470원, 어디까지 오르나", "2024-12-27", None,
      "원·달러 환율이 15년 만에 최고 수준입니다. 환율이 오르면 우리 생활에는 어떤 영향이 있을까요?", comments=11),
    E("크리스마스 특집: 청취자 질문에 답합니다", "2024-12-25", 1278,
      "보내주신 질문 중 가장 많았던 ISA 계좌, 연말정산, 청약 이야기를 모았습니다."),
    E("연말정산 미리보기", "2024-12-23", 636, "13월의 월급을 받으려면 지금 챙겨야 할 세 가지."),
], podbbang_channel, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout15-mujrozhlas-stopy-v-krajine", "generic", "2024-06-13", {
    "title": "Stopy v krajině",
    "station": "Dvojka",
    "description": "Krajina si pamatuje víc, než tušíme. Každý týden se s průvodcem vydáme na jedno místo v Česku a "
                   "hledáme stopy, které v něm zanechali lidé, voda i čas.",
}, [
    E("Šumava: Po stopách sklářů", "2024-06-11", 1560,
      "V lesích kolem Kvildy stávaly sklárny, po kterých dnes zbyly jen hromady střepů a jména samot. Provází "
      "historik Jan Matějka."),
    E("Krušné hory: Krajina po těžbě", "2024-06-04", 1680,
      "Jak se příroda vrací do míst, kde se ještě před třiceti lety těžilo uhlí?"),
    E("Pálava: Vinice na vápenci", "2024-05-28", None,
      "Proč se na Pálavě daří vínu i vzácným rostlinám zároveň."),
    E("Polabí: Řeka, která změnila tvar", "2024-05-21", 1620, ""),
    E("Speciál: Ptáme se posluchačů", "2024-05-14", 3840,
      "Hodinový speciál, ve kterém odpovídáme na vaše otázky a vzpomínáme na nejoblíbenější místa první řady."),
    E("Beskydy: Salaše a pastviny", "2024-05-07", 1500,
      "Pastevectví se do Beskyd vrací. Navštívili jsme salaš, kde se znovu vyrábí brynza."),
], mujrozhlas_show, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout15-polskieradio-mapa-smakow", "generic", "2024-04-25", {
    "title": "Mapa smaków",
    "host": "Ewa Lisowska",
    "hour": "12:10",
    "description": "Historia polskiej kuchni opowiadana przez przepisy, targi i domowe zeszyty. Co tydzień inny region "
                   "i inna potrawa.",
}, [
    E("Obwarzanki, precle i bajgle", "2024-04-20", 2772,
      "Skąd wziął się krakowski obwarzanek i co łączy go z nowojorskim bajglem? Gościem audycji jest historyczka "
      "kuchni dr Anna Wierzbicka.", tags="Jedynka kuchnia historia Kraków"),
    E("Kiszonki z beczki", "2024-04-13", 2610,
      "Kapusta, ogórki i buraki: jak dawniej kiszono na zimę i dlaczego kiszonki wracają do mody.",
      tags="Jedynka kuchnia tradycja"),
    E("Śledź na sto sposobów", "2024-04-06", None,
      "Od kaszubskich marynat po żydowskie przepisy z Podlasia.", tags="Jedynka kuchnia Kaszuby Podlasie"),
    E("Wielkanocny stół na Kurpiach", "2024-03-30", 3300, "", tags="Jedynka Wielkanoc Kurpie"),
    E("Pierniki toruńskie", "2024-03-23", 2700,
      "Tajemnice ciasta, które dojrzewa miesiącami. Rozmowa z mistrzem piernikarskim z Torunia.",
      tags="Jedynka kuchnia Toruń"),
    E("Zupy postne", "2024-03-16", 2655,
      "Żur, zupa grzybowa i polewka piwna: co jedzono w Wielkim Poście.", tags="Jedynka kuchnia post"),
], polskieradio_audycja, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout15-ruv-heimsokn-i-sveitina", "generic", "2025-02-12", {
    "title": "Heimsókn í sveitina",
    "channel": "Rás 1",
    "description": "Þáttaröð um lífið í sveitum landsins. Við heimsækjum bændur, handverksfólk og aðra sem halda "
                   "sveitunum lifandi. Umsjón: Sigrún Hallsdóttir.",
}, [
    E("Sauðfjárbúið á Hóli", "2025-02-10", 2880,
      "Við heimsækjum hjónin á Hóli í Svarfaðardal sem hafa haldið fé í fjörutíu ár."),
    E("Ullin og vefstóllinn", "2025-02-03", 2820,
      "Handverkskona á Héraði vinnur úr íslenskri ull, frá rúningu til fullbúinnar flíkur."),
    E("Gróðurhúsin í Hveragerði", "2025-01-27", None,
      "Jarðhitinn gerir Hveragerði að garðyrkjubæ. Við skoðum hvernig tómatar vaxa í febrúar."),
    E("Vetur í Vopnafirði", "2025-01-20", 3000, ""),
    E("Mjólkurbú á tímamótum", "2025-01-13", 2700,
      "Lítil mjólkurbú eiga undir högg að sækja. Hvað er fram undan?"),
    E("Þrettándinn í sveitinni", "2025-01-06", 2940,
      "Álfar, brennur og gömul þrettándagleði rifjuð upp með eldri íbúum Skagafjarðar."),
], ruv_thaettir, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout15-sermonaudio-millbrook-bible-chapel", "generic", "2024-03-20", {
    "title": "Millbrook Bible Chapel",
    "town": "Asheville, North Carolina",
    "followers": 1214,
    "count": 486,
    "description": "Millbrook Bible Chapel is a small congregation in the hills west of Asheville. We preach through "
                   "books of the Bible verse by verse on Sunday mornings and gather for prayer and study on Wednesday "
                   "evenings.",
}, [
    E("The Shepherd Who Seeks", "2024-03-17", 2820,
      "Jesus tells three stories to grumbling religious leaders. The first is about a shepherd who will not stop "
      "looking.", series="Gospel of Luke", speaker="Pastor Daniel Hargrove", text="Luke 15:1-7",
      event="Sunday - AM", plays=312),
    E("Lost Coins and Found Sinners", "2024-03-17", 2280, "", series="Gospel of Luke",
      speaker="Elder Thomas Reyes", text="Luke 15:8-10", event="Sunday - PM", plays=147),
    E("Waiting on the Lord", "2024-03-13", None,
      "A short devotional from our Wednesday evening prayer meeting.", series="Psalms for the Midweek",
      speaker="Pastor Daniel Hargrove", text="Psalm 27", event="Midweek Service", plays=58),
    E("The Father Who Runs", "2024-03-10", 3120,
      "The prodigal's father runs to meet his son. What does this tell us about the heart of God toward repentant "
      "sinners?", series="Gospel of Luke", speaker="Pastor Daniel Hargrove", text="Luke 15:11-24",
      event="Sunday - AM", plays=406),
    E("The Elder Brother's Complaint", "2024-03-03", 3720, "", series="Gospel of Luke",
      speaker="Pastor Daniel Hargrove", text="Luke 15:25-32", event="Sunday - AM", plays=289),
    E("Faithfulness at Work", "2024-03-02", 1860, "From our quarterly men's breakfast.",
      series="Men's Breakfast", speaker="Alan Whitfield", text="Colossians 3:22-24", event="Special Meeting",
      plays=1),
], sermonaudio_broadcaster, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout15-podnews-stargazers-notebook", "generic", "2024-09-18", {
    "title": "Stargazer's Notebook",
    "author": "Mira Castellanos",
    "category": "Science",
    "description": "A weekly guide to what's up in the night sky, for people with a pair of binoculars and a free "
                   "evening. Hosted by amateur astronomer Mira Castellanos.",
}, [
    E("The Harvest Moon and a Partial Eclipse", "2024-09-15", 2487,
      "This week's full moon is a supermoon, and on the night of the 17th it dips into Earth's shadow. Where to "
      "look, when, and what you will actually see."),
    E("Saturn at Its Best", "2024-09-08", 2214,
      "Saturn reaches opposition this month. Why the rings look so thin this year, and how to find Titan with a "
      "small telescope."),
    E("Listener Mailbag: Binoculars, Apps and Light Pollution", "2024-09-01", 1938, ""),
    E("Dark Sky Parks Within a Day's Drive", "2024-08-25", None,
      "Mira talks to three park rangers about the best dark-sky sites in the eastern US, and how to plan a trip."),
    E("After the Perseids", "2024-08-18", 1726,
      "What you sent us from the Perseids, plus the fainter meteor showers of late summer."),
    E("How to Read a Star Chart", "2024-08-11", 2690,
      "Declination, right ascension and why the map seems upside down. A beginner's guide."),
], podnews_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout15-fyyd-schraubenzieher-und-loetkolben", "generic", "2024-07-10", {
    "title": "Schraubenzieher & Lötkolben",
    "author": "Jonas Weber und Lea Brandt",
    "count": 58,
    "description": "Der Podcast übers Reparieren: Toaster, Fahrräder, Jeans und Smartphones. Jonas und Lea erzählen, "
                   "was im Reparatur-Café in Kassel auf den Tisch kommt, und wie man es selbst wieder zum Laufen "
                   "bringt.",
}, [
    E("SL058 Die Kaffeemaschine, die nicht entkalkt werden wollte", "2024-07-05", 4354,
      "Eine Siebträgermaschine aus den 90ern, ein festgebackenes Ventil und sehr viel Zitronensäure. Außerdem: "
      "Post von euch zum Thema Akkutausch."),
    E("SL057 Fahrradschläuche flicken im Regen", "2024-06-21", 3489,
      "Lea war mit dem Rad an der Fulda unterwegs und hatte drei Platten an einem Tag."),
    E("SL056 Recht auf Reparatur – was jetzt gilt", "2024-06-07", 5102,
      "Die EU hat das Recht auf Reparatur beschlossen. Was ändert sich für Kaffeemaschinen, Waschmaschinen und "
      "Handys?\n\nMit Gast: Miriam Ostertag vom Runden Tisch Reparatur."),
    E("SL055 Jeans stopfen", "2024-05-24", None, ""),
    E("SL054 Der Toaster meiner Oma", "2024-05-10", 3011,
      "Ein Toaster von 1962, ein Bimetallstreifen und die Frage, warum alte Geräte so lange halten."),
    E("SL053 Handydisplays tauschen für Anfänger", "2024-04-26", 4102,
      "Heißluft, Saugnapf und viel Geduld: Jonas zeigt, wie man ein Display wechselt, ohne den Akku zu beschädigen."),
], fyyd_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout15-podpage-the-quiet-trades", "generic", "2025-05-14", {
    "title": "The Quiet Trades",
    "description": "Conversations with the people who keep old crafts alive: bookbinders, farriers, organ builders and "
                   "sign painters. New episodes every other Monday.",
    "reviews": [
        (5, "I never knew I could care this much about a farrier's anvil. Beautifully made.", "Ruth K."),
        (5, "Calm, curious and never rushed. My favorite Monday listen.", "dbrennan"),
    ],
}, [
    E("The Last Sign Painter on Main Street", "2025-05-12", 2538,
      "For forty years, every shop window on Main Street in Carver Falls was lettered by the same hand. Della "
      "Moreno tells us about gold leaf, one-stroke brushes and the day a customer asked for a vinyl...",
      number=14),
    E("Bonus: Your Workshop Questions", "2025-05-05", 1164,
      "You asked about tools, apprenticeships and how to get started without spending a fortune. We answer a...",
      etype="bonus"),
    E("Tuning the Great Organ", "2025-04-28", 3121,
      "Organ builder Samuel Achterberg spends three weeks a year inside the pipe organ of St. Bride's. We climbed "
      "in with him to hear how a 200-year-old instrument is kept in tune.", number=13),
    E("Shoeing Horses in the City", "2025-04-14", None,
      "Farrier Kayla Obi works out of a van in the middle of Philadelphia, shoeing carriage and police horses in "
      "alleyways and stables most people never know are there...", number=12),
    E("Binding by Hand", "2025-03-31", 2802, "", number=11),
    E("Season Two Is Coming", "2025-03-17", 124,
      "A quick look at the makers you will meet in season two.", etype="trailer"),
], podpage_home, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout15-zencastr-side-quests", "generic", "2024-10-09", {
    "title": "Side Quests",
    "author": "Ravi Menon and Hannah Cole",
    "description": "Two friends, one table and far too many board games. Every week Ravi and Hannah play something "
                   "new, argue about the rules and tell you whether it is worth the shelf space.",
}, [
    E("Deck-Builders for People Who Hate Deck-Builders", "2024-10-08", 3120,
      "Ravi has never finished a game of Dominion. Hannah tries to change that with three gentler picks.",
      season=2, number=8),
    E("Live From the Game Café", "2024-10-01", 4380,
      "Recorded in front of an audience at the Dice & Slice café in Leeds, with a quiz that went badly for Ravi.",
      season=2, number=7),
    E("Cooperative Games and Friendships That Survived Them", "2024-09-24", None,
      "Pandemic, Spirit Island and the night Hannah refused to speak to anyone.", season=2, number=6),
    E("The Rulebook Is Wrong", "2024-09-09", 2820, "", season=2, number=5),
    E("Summer Travel Games", "2024-08-09", 2460,
      "Tiny boxes, magnetic boards and a card game that fits in a wallet.", season=2, number=4),
    E("Season Two Trailer", "2024-07-09", 180, "Side Quests is back in August. Here is what we are playing.",
      etype="trailer"),
], zencastr_show, approximate=("a month ago", "2 months ago", "3 months ago"), gaps="one",
    show_keys=("title", "description"), report_footer=True)


# ============ 20. held-out, sixteenth round: newspapers, broadcasters, apps, a directory, a network, a library's blog
# Written for a sixteenth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (scrapers of the Globo feeds and copied g1 podcast articles, the Il Post podcast API and
# extractors, copies of SPIEGEL and BNR episodes elsewhere, the Global Player and Podplay extractors, a Supla RSS
# proxy, copied maximumfun.org lists, Spanish WordPress sites' stored settings) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    OMNY_NOTE,
    biblioteca_wordpress,
    bnr_podcast,
    g1_podcast,
    globalplayer_podcast,
    ilpost_podcast,
    maxfun_show,
    podplay_show,
    rfi_podcast,
    spiegel_podcast,
    supla_show,
)

write_marked("generic-heldout16-g1-pe-na-ciencia", "generic", "2024-07-18", {
    "title": "Pé na Ciência",
    "description": "O podcast semanal de ciência do g1. Toda quinta-feira, a jornalista Renata Moura conversa com "
                   "pesquisadores brasileiros sobre as descobertas que mudam o nosso dia a dia.",
}, [
    E("#124: Por que o inverno está mais quente no Sul", "2024-07-18", None,
      "Renata Moura conversa com a climatologista Helena Prado sobre as ondas de calor fora de época e o que elas "
      "dizem sobre o clima da região.", hours=6),
    E("Extra: perguntas dos ouvintes sobre a dengue", "2024-07-16", None,
      "Respostas curtas para as dúvidas mais enviadas pelos ouvintes depois do episódio sobre a vacina."),
    E("#123: O mapa genético do açaí", "2024-07-11", None,
      "Pesquisadores sequenciaram o genoma do açaí. Entenda por que isso pode mudar a produção na Amazônia."),
    E("#122: Como funciona um detector de neutrinos", "2024-07-04", None, ""),
    E("#121: A volta das onças ao Pantanal", "2024-06-27", None,
      "Depois dos incêndios de 2020, as onças-pintadas voltaram a ocupar as áreas queimadas. Uma bióloga explica como "
      "elas são monitoradas."),
    E("#120: Sono, telas e adolescentes", "2024-06-18", None,
      "O que a ciência já sabe sobre o uso do celular antes de dormir."),
], g1_podcast, approximate=("Há 1 semana", "Há 2 semanas", "Há 3 semanas", "Há 1 mês"), gaps="mixed",
    show_keys=("title", "description"), report_footer=True)

write("generic-heldout16-ilpost-gli-archivi", "generic", "2024-11-20", {
    "title": "Gli archivi",
    "author": "Chiara Bellini",
    "cadence": "Ogni martedì",
    "count": 14,
    "description": "Un podcast del Post sulle storie che si trovano negli archivi italiani, tra registri, lettere e "
                   "fotografie dimenticate. Ogni martedì, con Chiara Bellini.",
}, [
    E("Ep. 14 – Il catasto teresiano", "2024-11-19", 2280,
      "Nel Settecento Maria Teresa d'Austria fece misurare ogni campo della Lombardia. Le mappe di allora servono "
      "ancora oggi."),
    E("Ep. 13 – Le lettere dei migranti", "2024-11-12", 2520,
      "Migliaia di lettere spedite dall'Argentina e dal Brasile alla fine dell'Ottocento raccontano chi partiva e chi "
      "restava."),
    E("Extra – Domande dagli archivi", "2024-11-08", 960,
      "Chiara Bellini risponde alle domande di chi ascolta.", subscribers=True),
    E("Ep. 12 – I registri dei manicomi", "2024-11-05", 2640, ""),
    E("Ep. 11 – Le fotografie della ricostruzione", "2024-10-29", 3840,
      "Un fondo di trentamila negativi ritrovato in una cantina di Genova mostra l'Italia del dopoguerra."),
    E("Ep. 10 – Il diario di bordo", "2024-10-22", None,
      "Un giornale di bordo dimenticato in una biblioteca di Livorno racconta un viaggio verso le Americhe."),
    E("Ep. 9 – Le ricette delle suore", "2024-10-15", 2160,
      "Un quaderno di cucina del Seicento trovato in un convento di Perugia."),
], ilpost_podcast, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout16-spiegel-zwischen-den-zeilen", "generic", "2024-03-14", {
    "title": "Zwischen den Zeilen – Der SPIEGEL-Literaturpodcast",
    "hosts": "Anna Reuter und Felix Brandt",
    "hour": "05.00",
    "description": "Jeden Montag, Mittwoch und Freitag sprechen Anna Reuter und Felix Brandt über ein Buch, das "
                   "gerade alle lesen – oder lesen sollten. Neue Folgen gibt es hier und überall, wo es Podcasts gibt.",
}, [
    E("Warum dieser Roman die Jury spaltet", "2024-03-13", 1620,
      "Ein Debüt über eine Familie in der Lausitz ist für einen großen Preis nominiert. Die Kritik ist sich uneinig.",
      kicker="Buchpreis"),
    E("Wie man einen Krimi in vier Wochen schreibt", "2024-03-11", 1440,
      "Eine Bestsellerautorin erzählt, wie sie arbeitet – und warum sie beim Schreiben nie weiß, wer der Mörder ist.",
      kicker="Schreiben", plus=True),
    E("Lyrik auf TikTok", "2024-03-08", 1380, "", kicker="Gedichte"),
    E("Das vergessene Tagebuch aus Königsberg", "2024-03-06", 1740,
      "Ein Fund im Familienarchiv wird zum Buch. Die Herausgeberin erzählt, was sie darin gelesen hat.",
      kicker="Zeitgeschichte", hosts="Anna Reuter"),
    E("Hörbuch oder Buch – was zählt als gelesen?", "2024-03-04", None,
      "Felix hört, Anna liest. Ein Streitgespräch.", kicker="Debatte"),
    E("Die Bücher des Frühjahrs", "2024-03-01", 2700,
      "Zehn Neuerscheinungen, auf die wir uns freuen, von Romanen bis zu Sachbüchern.", kicker="Vorschau"),
], spiegel_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout16-bnr-de-werkvloer", "generic", "2024-03-22", {
    "title": "De Werkvloer",
    "description": "Elke week neemt Sanne de Vries je mee naar een bedrijf waar iets bijzonders gebeurt op de "
                   "werkvloer. Van de bakkerij tot de chipfabriek: hoe werken Nederlanders eigenlijk?",
}, [
    E("Vierdaagse werkweek bij een installatiebedrijf", "2024-03-21", 1440,
      "Bij een installatiebedrijf in Zwolle werkt iedereen vier dagen van negen uur. Werkt dat? Sanne gaat kijken.\n"
      + OMNY_NOTE),
    E("De nachtploeg van het distributiecentrum", "2024-03-14", 1620,
      "Om drie uur 's nachts is het spitsuur in Tilburg. Sanne loopt een nacht mee met de orderpickers.\n" + OMNY_NOTE),
    E("Bonus: vragen van luisteraars", "2024-03-12", 540,
      "Sanne beantwoordt jullie vragen over thuiswerken, roosters en de vierdaagse werkweek.\n" + OMNY_NOTE),
    E("Een dag bij de brandweer van het vliegveld", "2024-03-07", None,
      "Hoe oefen je voor een brand die je hopelijk nooit meemaakt?\n" + OMNY_NOTE),
    E("Stoppen met vergaderen", "2024-02-29", 1500, ""),
    E("Werken met een robotcollega", "2024-02-22", 1680,
      "In een kaasfabriek in Friesland draait een robot mee in de ploeg. Wat vinden de collega's ervan?\n" + OMNY_NOTE),
], bnr_podcast, gaps="none", show_keys=("title", "description"), report_footer=True)

write("generic-heldout16-globalplayer-tales-from-the-thames", "generic", "2025-01-04", {
    "title": "Tales from the Thames",
    "author": "Global",
    "categories": ["History", "Society & Culture"],
    "description": "From frost fairs to floods, smugglers to suffragettes: historian Grace Adeyemi tells the stories "
                   "of London's river. New episodes every Tuesday and Friday.",
}, [
    E("The Last Frost Fair", "2025-01-03", 2700,
      "In February 1814 the Thames froze so hard that an elephant was led across the ice below Blackfriars Bridge. "
      "Four days later the fair was gone."),
    E("New Year's Eve on the Water", "2024-12-31", 1920,
      "How Londoners have seen in the new year from the river, from Tudor barges to the fireworks on the Embankment."),
    E("The Boxing Day Flood", "2024-12-27", 3900,
      "The tide that broke the embankment in 1928, and the long road to the Thames Barrier."),
    E("A Christmas Eve Mystery at Wapping", "2024-12-24", 2460, ""),
    E("Smugglers of the Estuary", "2024-12-20", None,
      "Brandy, tea and tobacco: the men and women who ran the customs men ragged on the Essex marshes."),
    E("Mudlarks", "2024-12-17", 2220,
      "The children who searched the foreshore for coal and copper, and the mudlarks who still search it today."),
    E("Welcome to Series Two", "2024-12-13", 180, "Grace on what's coming in the new series."),
    E("Series One Finale: The Great Stink", "2024-01-05", 3000,
      "The hot summer of 1858, when the smell of the river drove Parliament to act."),
], globalplayer_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout16-supla-metsan-kutsu", "generic", "2024-05-22", {
    "title": "Metsän kutsu",
    "category": "Tiede ja luonto",
    "description": "Luontotoimittaja Aino Lehtonen retkeilee joka viikko eri puolilla Suomea ja kysyy asiantuntijoilta, "
                   "mitä metsässä oikeasti tapahtuu. Uusi jakso joka tiistai.",
}, [
    E("Kurjet palaavat Siikalatvalle", "2024-05-21", 2520,
      "Aino seuraa kurkien kevätmuuttoa Pohjois-Pohjanmaalla lintuharrastaja Pekka Salon kanssa.", number=24),
    E("Miksi koivu tihkuu mahlaa?", "2024-05-14", 1980,
      "Mahlan keruu on vanha perinne. Metsäntutkija kertoo, mitä puun sisällä keväällä tapahtuu.", number=23,
      plus=True),
    E("Karhun kevät", "2024-05-07", 3900,
      "Talviuniltaan herännyt karhu on nälkäinen. Miten ihmisen kannattaa toimia, jos metsässä tulee vastaan karhu?",
      number=22),
    E("Kuulijoiden kysymyksiä: punkit", "2024-04-30", 1260,
      "Vastaamme kuulijoiden kysymyksiin punkeista ja puutiaisaivokuumeesta."),
    E("Suon ääni", "2024-04-23", None, "Äänitimme keväisen suon yön yli Torronsuolla.", number=21),
    E("Hakkuuaukean toinen elämä", "2024-04-16", 2700, "", number=20),
], supla_show, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout16-rfi-villes-en-mouvement", "generic", "2024-06-12", {
    "title": "Villes en mouvement",
    "hour": "14:10",
    "description": "Chaque mardi, Camille Ndiaye part à la découverte d'une ville qui se transforme : urbanisme, "
                   "transports, logement et vie de quartier, de Dakar à Montréal.",
}, [
    E("Lagos, la ville qui construit sur la mer", "2024-06-11", 1470,
      "Sur une île artificielle gagnée sur l'océan, Lagos bâtit un nouveau quartier d'affaires. Pour qui ?"),
    E("Montréal et ses ruelles vertes", "2024-06-04", 1452,
      "Les habitants transforment les arrière-cours bétonnées en jardins partagés. Avec l'urbaniste Léa Tremblay."),
    E("Dakar : le train express a-t-il changé la banlieue ?", "2024-05-28", 1511, ""),
    E("Medellín, des escaliers contre l'isolement", "2024-05-21", 1488,
      "(Rediffusion) Dans la Comuna 13, des escaliers mécaniques ont changé la vie des habitants des hauteurs de la "
      "ville."),
    E("Abidjan : vivre au bord de la lagune", "2024-05-14", None,
      "Pêcheurs, promoteurs et quartiers précaires se disputent les rives de la lagune Ébrié."),
    E("Marseille, la ville qui ne voulait pas de tramway", "2024-05-07", 1532,
      "Retour sur trente ans de débats autour des transports dans la cité phocéenne."),
], rfi_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout16-podplay-stugliv", "generic", "2024-09-05", {
    "title": "Stugliv",
    "author": "Elin Sjöberg & Jonas Ek",
    "category": "Fritid",
    "count": 41,
    "description": "Elin och Jonas renoverar en sommarstuga i Roslagen och pratar om allt från att byta takpapp till "
                   "att ordna den perfekta kräftskivan. Nytt avsnitt varje onsdag.",
}, [
    E("Vi byter fönster – äntligen", "2024-09-04", 3120,
      "Efter tre somrar av funderingar blir det äntligen nya fönster. Men vem visste att kittet skulle vara det "
      "svåraste?", season=3, number=4),
    E("Kräftskivan som nästan gick fel", "2024-08-28", 3900,
      "Lyktor, snapsvisor och en grill som inte ville tända. Vi berättar om helgens kräftskiva och svarar på era "
      "frågor om hur man kokar kräftor, vilka kryddor som ska i spadet och varför man...", season=3, number=3),
    E("Sommarens lista över allt som gick sönder", "2024-08-21", 2700, "", season=3, number=2),
    E("Extra: Frågestund med en timmerman", "2024-08-14", 1500,
      "Vi ringer upp timmermannen Nils Berg och ställer lyssnarnas frågor om gamla stugor."),
    E("Septiktanken", "2024-08-07", None, "Ett avsnitt vi helst hade sluppit spela in.", season=3, number=1),
    E("Vi stänger stugan för vintern", "2023-12-20", 2820,
      "Säsongsavslutning: vattnet av, fönsterluckorna på och en sista fika på verandan.", season=2, number=16),
], podplay_show, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout16-maxfun-small-claims", "generic", "2024-08-14", {
    "title": "Small Claims",
    "author": "Dana Whitlock and Marcus Bell",
    "description": "Two friends who are definitely not lawyers settle your pettiest disputes, one argument at a time. "
                   "New episodes every Tuesday.",
}, [
    E("Ep. 214: The Thermostat Wars", "2024-08-13", None,
      "Priya says the office thermostat belongs at 68. Her coworker Dev says 74. Who controls the dial? Only two "
      "people who have never worked in an office can decide.", guests=["Lena Ortiz"]),
    E("Ep. 213: Fork in the Road", "2024-08-06", None,
      "A couple disagrees about whether you can eat a pie straight from the tin.\n\nThanks to listener Sam K. for "
      "suggesting this week's title!", guests=["Theo Grant", "Maya Ruiz"]),
    E("Ep. 212: Clearing the Docket", "2024-07-30", None,
      "Dana and Marcus clear out a backlog of small disputes, from parking spots to playlist etiquette."),
    E("Ep. 211: Live at the Crescent", "2024-07-23", None,
      "Recorded live in front of an audience at the Crescent Theater, with a case about a borrowed canoe.",
      guests=["Ruth Abernathy"]),
    E("Ep. 210: Summer Rerun Rules", "2024-07-16", None, ""),
    E("Ep. 209: The Great Lawn Gnome Dispute", "2024-07-09", None,
      "Neighbors Carl and Jenna can't agree on how many gnomes is too many.", guests=["Owen Pike"]),
], maxfun_show, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout16-wordpress-entre-estanterias", "generic", "2024-04-24", {
    "title": "Entre estanterías",
    "site": "Biblioteca Municipal de Valdeflores",
    "tagline": "Tu biblioteca, abierta a todos",
    "address": "Plaza de la Constitución, 4 · Valdeflores",
    "description": "Entre estanterías es el pódcast de la Biblioteca Municipal de Valdeflores. Cada quince días "
                   "hablamos de libros, de lectores y de la vida de la biblioteca con vecinos, autores y "
                   "bibliotecarias.",
}, [
    E("Episodio 12: Día del Libro con el club de lectura juvenil", "2024-04-23", 1694,
      "Para celebrar el Día del Libro invitamos al club de lectura juvenil a contarnos qué están leyendo y por qué."),
    E("Episodio 11: La biblioteca de mi abuela", "2024-04-09", 1922,
      "Tres vecinas nos traen los libros que heredaron y las historias que esconden sus márgenes."),
    E("Episodio 10: Entrevista a la ilustradora Marta Gil", "2024-03-26", 2405,
      "Hablamos con Marta Gil sobre su nuevo álbum ilustrado y el taller que dará en mayo en la sala infantil.\n\n"
      "Inscripciones abiertas en el mostrador de préstamo."),
    E("Episodio 9: Libros que vuelven treinta años después", "2024-03-12", None,
      "Historias de préstamos muy, muy atrasados."),
    E("Episodio 8: Poesía en la radio municipal", "2024-02-27", 2731, ""),
    E("Episodio 7: Cómo se cataloga un libro", "2024-02-13", 1587,
      "Nuestra bibliotecaria Rosa nos explica el viaje de un libro desde que llega en una caja hasta que está en la "
      "estantería."),
], biblioteca_wordpress, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ======== 21. held-out, seventeenth round: newspapers, broadcasters, a host, a blog, a university, a museum, a magazine
# Written for a seventeenth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (copied pages of a ZEIT ONLINE series, Megaphone channels, a museum's podcast page
# and a Finnish publication page; eleventy-plugin-podcaster's templates and filters; copies of Politiken, Observador,
# Cadena SER, NOS and Slate episodes elsewhere) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    amk_julkaisu,
    cadenaser_podcast,
    eleventy_podcaster_it,
    megaphone_channel,
    megaphone_title,
    museum_podd,
    nos_podcast,
    observador_programa,
    politiken_podcast,
    slate_show,
    zeit_serie,
)

write("generic-heldout17-zeit-der-feldversuch", "generic", "2024-02-16", {
    "title": "Der Feldversuch",
    "picture": "Lena Hartwig",
    "producer": "Tonwerk Audio",
    "hosts": [("Paul Brenner", "Jana Roloff arbeitet als Redakteurin im Ressort Wissen von ZEIT ONLINE."),
              ("Sven Albers", "Moritz Epp arbeitet als Wissenschaftsredakteur der ZEIT in Hamburg.")],
    "description": "Wie entsteht Wissen, und wer pr\u00fcft es? Jeden Freitag besuchen wir Forscherinnen und Forscher dort, "
                   "wo sie arbeiten: im Labor, im Watt, im Archiv. Zwei Moderatoren, ein Gast und ein Experiment.\n\n"
                   "Im Wechsel h\u00f6ren Sie hier Jana Roloff und Moritz Epp.",
}, [
    E("Wissenspodcast: Warum das Watt schneller w\u00e4chst als gedacht", "2024-02-16", 2820,
      "Der Meeresspiegel steigt, und doch wachsen manche Wattfl\u00e4chen mit. Eine Geologin erkl\u00e4rt, woher der "
      "Schlick kommt \u2013 und wie lange das noch gut geht.", comments=38),
    E("Wissenspodcast: \"Wir wissen erstaunlich wenig \u00fcber den Schlaf\"", "2024-02-09", 2640,
      "Warum schlafen wir \u00fcberhaupt? Ein Schlafforscher \u00fcber Fruchtfliegen, N\u00e4chte im Labor und die Frage, ob "
      "man Schlaf nachholen kann.", comments=112),
    E("Raumfahrt: Ein Teleskop, zwei Jahre, drei \u00dcberraschungen", "2024-02-02", 3180,
      "Seit zwei Jahren schickt das neue Weltraumteleskop Bilder zur Erde. Eine Astrophysikerin erz\u00e4hlt, was sie "
      "damit herausgefunden hat, das sie nicht erwartet hatte."),
    E("Wissenspodcast: Was Knochen \u00fcber das Mittelalter erz\u00e4hlen", "2024-01-26", 2460, ""),
    E("Wissenspodcast: Live aus dem Naturkundemuseum", "2024-01-19", None,
      "Unsere erste Live-Folge: mit Publikum, einem Mammutzahn und sehr vielen Fragen.", comments=9),
    E("Klimawandel: K\u00f6nnen W\u00e4lder lernen?", "2024-01-12", 2940,
      "Buchen, die Trockenheit besser vertragen als ihre Eltern: Eine Forstwissenschaftlerin sucht im Harz nach "
      "B\u00e4umen, die sich angepasst haben.", comments=57),
], zeit_serie, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout17-politiken-bag-overskriften", "generic", "2025-01-03", {
    "title": "Bag Overskriften",
    "description": "Med Politikens daglige podcast 'Bag Overskriften' f\u00e5r du p\u00e5 20 minutter \u00e9n aktuel historie, "
                   "fortalt af de journalister, der kender den bedst. Mandag og fredag kan podcasten h\u00f8res af alle. "
                   "Ugens tre \u00f8vrige afsnit er kun for Politikens abonnenter. V\u00e6rter er Ida Kj\u00e6rsgaard og Mikkel "
                   "Vang.",
}, [
    E("Nyt\u00e5rsfors\u00e6ttet, der holder: Derfor drikker flere danskere mindre", "2025-01-03", 1260,
      "Salget af alkoholfri \u00f8l er steget for femte \u00e5r i tr\u00e6k. Politikens sundhedsredakt\u00f8r fort\u00e6ller, hvad der "
      "har \u00e6ndret sig \u2013 og hvem der stadig drikker mest."),
    E("Hvad sker der med vinterbadningen, n\u00e5r havet bliver varmere?", "2025-01-02", 1140,
      "Aldrig har s\u00e5 mange danskere badet i havet om vinteren. Men vandet er ikke s\u00e5 koldt, som det var. Vi tager "
      "med en badeklub i \u00c5rhus en tidlig morgen.", subscribers=True),
    E("\u00c5ret, der gik: Tre historier, vi ikke kunne slippe", "2024-12-30", 1800,
      "I \u00e5rets sidste afsnit vender v\u00e6rterne tilbage til tre historier fra 2024 og fort\u00e6ller, hvad der siden er "
      "sket med de mennesker, vi m\u00f8dte."),
    E("WEEKEND. Den sidste f\u00e6rgemand p\u00e5 Limfjorden", "2024-12-28", 1320,
      "I denne uges weekendpodcast l\u00e6ser Politikens reporter sin artikel om manden, der i 31 \u00e5r har sejlet den "
      "samme lille f\u00e6rge frem og tilbage over fjorden."),
    E("Julefreden, der forsvandt", "2024-12-27", 1080, ""),
    E("Risalamanden deler landet", "2024-12-23", None,
      "Kirseb\u00e6rsauce eller ej, hel mandel eller hakket? En madredakt\u00f8r og en kulturhistoriker om juleaftens mest "
      "omdiskuterede dessert."),
    E("Derfor bliver dine pakker forsinket i december", "2024-12-19", 1500,
      "Et pakkecenter p\u00e5 Fyn h\u00e5ndterer en halv million pakker i d\u00f8gnet op til jul. Vi har v\u00e6ret der en nat.",
      subscribers=True),
], politiken_podcast, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout17-observador-linha-de-partida", "generic", "2025-01-06", {
    "title": "Linha de Partida",
    "hour": "07:00",
    "description": "Todas as manh\u00e3s, um tema da atualidade explicado em menos de meia hora, com Sofia Quintela e os "
                   "jornalistas do Observador. De segunda a sexta, \u00e0s 7h, na R\u00e1dio Observador e em podcast.",
}, [
    E("Porque \u00e9 que as rendas n\u00e3o param de subir?", "2025-01-06", 1500,
      "As rendas subiram outra vez em 2024, mais depressa do que os sal\u00e1rios. Uma economista explica o que est\u00e1 a "
      "acontecer no mercado de arrendamento e o que pode mudar este ano."),
    E("Os mais ouvidos de 2024. O \u00faltimo farol habitado da costa", "2025-01-03", 1680,
      "[O Observador est\u00e1 a republicar os tr\u00eas epis\u00f3dios mais ouvidos do ano em cada podcast. Este \u00e9 de 14 de "
      "mar\u00e7o de 2024.] H\u00e1 quase trinta anos que o mesmo faroleiro sobe as escadas todas as noites. Fomos passar "
      "uma noite com ele."),
    E("Os mais ouvidos de 2024. Como se escolhe o nome de uma tempestade", "2025-01-02", 1320,
      "[O Observador est\u00e1 a republicar os tr\u00eas epis\u00f3dios mais ouvidos do ano em cada podcast. Este \u00e9 de 9 de "
      "outubro de 2024.] Quem decide os nomes das tempestades e porque \u00e9 que h\u00e1 letras que nunca s\u00e3o usadas."),
    E("Os mais ouvidos de 2024. A aldeia que comprou a sua pr\u00f3pria escola", "2024-12-31", 1440,
      "[O Observador est\u00e1 a republicar os tr\u00eas epis\u00f3dios mais ouvidos do ano em cada podcast. Este \u00e9 de 22 de "
      "maio de 2024.] Quando a escola prim\u00e1ria ia fechar, os habitantes juntaram dinheiro e compraram o edif\u00edcio."),
    E("O que muda nos impostos a partir de 1 de janeiro", "2024-12-30", 1560,
      "Escal\u00f5es de IRS, IVA da eletricidade e o novo regime para jovens: o que muda na fatura de cada um."),
    E("Natal nas urg\u00eancias: uma noite no hospital", "2024-12-27", None,
      "A rep\u00f3rter do Observador passou a noite de Natal nas urg\u00eancias de um hospital de Lisboa."),
    E("Quanto custa, afinal, a consoada?", "2024-12-23", 1260, ""),
], observador_programa, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout17-cadenaser-la-hora-menguante", "generic", "2024-10-17", {
    "title": "La Hora Menguante",
    "description": "Un programa de la Cadena SER con Luc\u00eda Ferr\u00e1n y Tom\u00e1s Ibarra sobre lo que pasa cuando la ciudad "
                   "duerme. Todos los jueves a las 23.00h en la antena de la SER y a cualquier hora en todas las "
                   "plataformas.",
}, [
    E("La Hora Menguante | Los panaderos de las cuatro de la ma\u00f1ana", "2024-10-17", 3138,
      "Entramos en un obrador de Vallecas a la hora en que se enciende el horno. Hablamos con tres generaciones de "
      "panaderos sobre masa madre, madrugones y clientes que nunca ven."),
    E("La Hora Menguante | Guardias de faro en tierra firme", "2024-10-10", 3305,
      "Los faros ya no necesitan fareros, pero alguien sigue vigil\u00e1ndolos. Conocemos a los t\u00e9cnicos que los "
      "controlan de noche desde una oficina en Santander."),
    E("La Hora Menguante | Especial: llamadas de los oyentes", "2024-10-03", 4512,
      "Una hora y cuarto de tel\u00e9fono abierto: nos cont\u00e1is qu\u00e9 hac\u00e9is despiertos a medianoche."),
    E("La Hora Menguante | El \u00faltimo tren nocturno", "2024-09-26", 2987, ""),
    E("La Hora Menguante | Taxistas que escuchan la radio", "2024-09-19", None,
      "Subimos a cuatro taxis de madrugada en Madrid, Sevilla, Bilbao y Valencia. Todos llevaban la radio encendida."),
    E("Avance de temporada: vuelve La Hora Menguante", "2024-09-12", 185,
      "Luc\u00eda y Tom\u00e1s vuelven a la madrugada de la SER. Esto es lo que os espera esta temporada."),
], cadenaser_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout17-nos-wereldbeeld", "generic", "2024-11-20", {
    "title": "Wereldbeeld",
    "makers": "NPO Radio 1 / NOS",
    "description": "Elke werkdag neemt Sanne Verhoef of Daan Kuipers je twintig minuten mee naar \u00e9\u00e9n verhaal uit het "
                   "buitenland.\n\nReageren? Mail wereldbeeld@nos.nl.",
}, [
    E("#512 - Waarom Chili zijn eigen lithium wil houden", "2024-11-20", 1320,
      "Chili heeft een van de grootste lithiumvoorraden ter wereld en wil die niet langer alleen aan buitenlandse "
      "bedrijven overlaten. Correspondent Lotte Baars sprak met mijnwerkers in de Atacamawoestijn.\n"
      "Reageren? Mail wereldbeeld@nos.nl\nPresentatie en montage: Sanne Verhoef\nRedactie: Joost Aalders"),
    E("#511 - De Japanse dorpen die huizen weggeven", "2024-11-19", 1260,
      "In Japan staan miljoenen huizen leeg. Sommige gemeenten geven ze bijna gratis weg. Wie wil er wonen?\n"
      "Reageren? Mail wereldbeeld@nos.nl\nPresentatie en montage: Daan Kuipers\nRedactie: Fleur Dekker"),
    E("#510 - Een kerncentrale in de Poolse weilanden", "2024-11-15", 1440,
      "Polen bouwt zijn eerste kerncentrale aan de Oostzeekust. In het dorp ernaast zijn de meningen verdeeld.\n"
      "Reageren? Mail wereldbeeld@nos.nl\nPresentatie en montage: Sanne Verhoef\nRedactie: Joost Aalders"),
    E("#506 - Marokko's race tegen de droogte", "2024-11-13", 1200,
      "Het zesde droge jaar op rij dwingt Marokkaanse boeren om anders te gaan werken. Ontziltingsinstallaties "
      "moeten de steden van water voorzien.\n"
      "Reageren? Mail wereldbeeld@nos.nl\nPresentatie en montage: Daan Kuipers\nRedactie: Fleur Dekker"),
    E("#502 - Wie bestuurt Haïti?", "2024-11-06", None,
      "Een overgangsraad, een nieuwe premier en bendes die de hoofdstad in handen hebben. Een correspondent legt "
      "uit hoe het land bestuurd wordt.\n"
      "Reageren? Mail wereldbeeld@nos.nl\nPresentatie en montage: Sanne Verhoef\nRedactie: Joost Aalders"),
    E("Extra: jullie vragen over de Amerikaanse verkiezingen", "2024-10-30", 1500, ""),
    E("#480 - De stille opmars van de Indiase ruimtevaart", "2024-10-20", 1380,
      "India landde als eerste land bij de zuidpool van de maan. Wat wil het land nog meer in de ruimte?\n"
      "Reageren? Mail wereldbeeld@nos.nl\nPresentatie en montage: Daan Kuipers\nRedactie: Fleur Dekker"),
], nos_podcast, approximate=("1 week geleden", "2 weken geleden", "3 weken geleden", "1 maand geleden"),
    gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout17-megaphone-small-print-weekly", "generic", "2024-06-12", {
    "title": "Small Print Weekly",
    "categories": ["Education", "Business", "Government"],
    "description": "Two consumer lawyers read the terms and conditions so you don't have to. Every week: one contract, "
                   "one complaint and one question from a listener.\n\n"
                   "Want more Small Print Weekly? Join our supporter feed for bonus episodes and ad-free listening.",
}, [
    E(megaphone_title("Your Gym Membership Is Harder to Cancel Than Your Mortgage"), None, 2820,
      "Auto-renewals, certified letters and the one state where you can cancel by text."),
    E("Warranty Void If Removed", None, 2460,
      "Those little stickers on the back of your laptop, and what the law actually says about them."),
    E(megaphone_title("Listener Mail: The Airline Voucher That Expired Twice"), None, 1380,
      "A listener's travel credit, a rebooked flight and a customer service chat that went in circles."),
    E("Subscriptions That Renew Themselves", None, 3300, ""),
    E(megaphone_title("Live From the Small Claims Court Open House in Columbus"), None, 3720,
      "Recorded in front of a very patient audience, with a judge who answered questions about security deposits."),
    E("The Fine Print on Free Trials", None, 1980,
      "Why the trial is free, when it stops being free, and who is supposed to remind you."),
], megaphone_channel, gaps="none", show_keys=("title", "description"))

write("generic-heldout17-eleventy-binario-morto", "generic", "2024-04-16", {
    "title": "Binario Morto",
    "footer": "Binario Morto \u00e8 un podcast indipendente di Giulia Serra e Marco Pellegrini.",
    "description": "Un podcast sulle ferrovie abbandonate d'Italia: le linee chiuse, le stazioni rimaste in mezzo ai campi "
                   "e le persone che se le ricordano. Un episodio ogni due settimane, la domenica.",
}, [
    E("Il treno che saliva tra i vigneti", "2024-04-14", 3778,
      "Una linea a scartamento ridotto chiusa nel 1963, un casello trasformato in cantina e un ex capostazione di "
      "novantadue anni che ricorda ancora l'orario a memoria.", number=14),
    E("La stazione in mezzo alla risaia", "2024-03-31", 2890,
      "Nella pianura vercellese c'\u00e8 una stazione senza binari. Ci siamo andati con chi la vuole trasformare in un "
      "ostello per cicloturisti.", number=13),
    E("Extra: le vostre domande", "2024-03-24", 425,
      "Rispondiamo alle domande arrivate per email, compresa quella su come si misura uno scartamento."),
    E("Il ponte che nessun treno ha mai attraversato", "2024-03-17", 3125,
      "Costruito negli anni Trenta per una linea mai completata, il ponte \u00e8 ancora l\u00ec, sopra un torrente "
      "dell'Appennino.\n\nGrazie a chi ci ha mandato le fotografie di famiglia.", number=12),
    E("Le littorine del Sud", "2024-03-03", 2712, "", number=11),
    E("Un deposito, tre locomotive e un'associazione", "2024-02-18", 3301,
      "Volontari che da vent'anni restaurano locomotive a vapore in un deposito di periferia.", number=10),
], eleventy_podcaster_it, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout17-amk-arjen-tutkijat", "generic", "2025-02-12", {
    "title": "Arjen tutkijat",
    "site": "Kuusiston AMK \u2013 Julkaisut",
    "label": "Podcast",
    "publisher": "Kuusiston ammattikorkeakoulu",
    "address": "Opistontie 3, 21500 Kuusisto",
    "description": "Arjen tutkijat on Kuusiston ammattikorkeakoulun podcast, jossa tutkijamme ja opiskelijamme kertovat, "
                   "miten tutkimus n\u00e4kyy tavallisessa arjessa. Keskustelua johdattelee Hanna Lepist\u00f6.",
}, [
    E("Jakso 12: Miksi hoitaja kirjaa niin paljon?", "2025-02-10", None,
      "Hoitajan ty\u00f6p\u00e4iv\u00e4st\u00e4 kuluu yll\u00e4tt\u00e4v\u00e4n suuri osa kirjaamiseen. Vieraana lehtori Tuula Saarinen, joka on "
      "tutkinut, mit\u00e4 kirjaamiselle voisi tehd\u00e4.", credit="Kuusiston AMK"),
    E("Jakso 11: Ruokah\u00e4vikki koulukeitti\u00f6ss\u00e4", "2025-01-27", None,
      "Opiskelijat punnitsivat kolmen koulun ruokah\u00e4vikin kuukauden ajan. Mit\u00e4 he oppivat?",
      credit="Aleksi Koivu, Adobe Stock"),
    E("Jakso 10: Et\u00e4ty\u00f6 ja yksin\u00e4isyys", "2025-01-20", None,
      "Et\u00e4ty\u00f6 vapauttaa, mutta voi my\u00f6s erist\u00e4\u00e4. Vieraina tutkijat Mikko Laine ja Sari Heino.",
      credit="Kuusiston AMK"),
    E("Jakso 9: Kierr\u00e4tyksen arki taloyhti\u00f6ss\u00e4", "2024-12-16", None, "", credit="Ville Rasku, Adobe Stock"),
    E("Jakso 8: Kun mummo oppii videopuhelun", "2024-12-02", None,
      "Ik\u00e4ihmisten digituki kirjastoissa: mik\u00e4 toimii ja mik\u00e4 ei. Keskustelua johdattelee Hanna Lepist\u00f6.",
      credit="Kuusiston AMK"),
    E("Traileri: Arjen tutkijat palaa", "2024-08-26", None,
      "Syksyn jaksoissa puhutaan hoitoty\u00f6st\u00e4, ruoasta ja digitaidoista.", credit="Kuusiston AMK"),
], amk_julkaisu, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout17-museum-kallarfynd", "generic", "2024-09-25", {
    "title": "K\u00e4llarfynd",
    "museum": "V\u00e4tterbygdens museum",
    "swish": "123 456 78 90",
    "address": "Hamngatan 4, V\u00e4tterstad",
    "appeal": "Gillar du v\u00e5r podd? Vi blir glada f\u00f6r ett bidrag via Swish n\u00e4r du har lyssnat f\u00e4rdigt. \u00c4ven en liten "
              "summa g\u00f6r skillnad. Och kan du inte just nu, lyssna \u00e4nd\u00e5!",
    "description": "V\u00e4lkommen till K\u00e4llarfynd, V\u00e4tterbygdens museums podd om f\u00f6rem\u00e5len i v\u00e5ra magasin och "
                   "m\u00e4nniskorna bakom dem! H\u00e4r pratar vi om allt fr\u00e5n bronsyxor till bakelittelefoner, med "
                   "koppling till bygdens historia.",
}, [
    E("Bronsyxan fr\u00e5n \u00d6deg\u00e5rden", None, 2040,
      "En bonde som plogade sin \u00e5ker 1931 hittade en yxa som var 3 000 \u00e5r gammal. Hur hamnade den d\u00e4r, och "
      "varf\u00f6r l\u00e5g den i en l\u00e5da i v\u00e5rt magasin i \u00e5ttio \u00e5r?\n\n"
      "Med arkeolog Karin Lund i samtal med Erik Sandberg. Producent: Erik Sandberg, V\u00e4tterbygdens museum."),
    E("T\u00e4ndsticksflickorna", None, 2580,
      "De arbetade tolv timmar om dagen i fabriken vid sj\u00f6n. Vi l\u00e4ser deras brev och lyssnar p\u00e5 en intervju "
      "inspelad 1974.\n\n"
      "Med historiker Maria Ek i samtal med Erik Sandberg. Producent: Erik Sandberg, V\u00e4tterbygdens museum."),
    E("Ett brev som aldrig skickades", None, None,
      "I en skrivbordsl\u00e5da som sk\u00e4nktes till museet l\u00e5g ett kuvert med frim\u00e4rke, adress och allt. Det "
      "skickades aldrig.\n\n"
      "Med arkivarie Jonas Wik i samtal med Erik Sandberg. Producent: Erik Sandberg, V\u00e4tterbygdens museum."),
    E("Bakelittelefonen \u2013 n\u00e4r hela byn delade linje", None, 1860,
      "Om rikstelefonen, v\u00e4xeltelefonisterna och grannarna som lyssnade.\n\n"
      "Med etnolog Sara Holm i samtal med Erik Sandberg. Producent: Erik Sandberg, V\u00e4tterbygdens museum."),
    E("Sommarspecial: fr\u00e5gor fr\u00e5n bes\u00f6karna", None, 1320, ""),
], museum_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout17-slate-the-long-commute", "generic", "2024-10-03", {
    "title": "The Long Commute",
    "hosts": "Dana Whitfield and Omar Reyes",
    "description": "Every week, Dana Whitfield and Omar Reyes ride along with the people who move America: bus drivers, "
                   "bridge inspectors, bike-lane planners and the occasional ferry captain.\n\n"
                   "Want more The Long Commute? Join Slate Plus to unlock weekly bonus episodes. Plus, you\u2019ll access "
                   "ad-free listening across all your favorite Slate podcasts.",
}, [
    E("The Last Overnight Bus in Town", "2024-10-01", 1860,
      "Omar rides the 2 a.m. route with a driver who has worked nights for nineteen years.\n"
      "Guest: Marisol Grant, bus operator.\n"
      "Podcast production by Theo Lindqvist."),
    E("Who Inspects the Bridges?", "2024-09-24", 2520,
      "There are more than 600,000 bridges in the U.S. and every one of them is supposed to be inspected. Dana "
      "climbs under one with an inspector.\n"
      "Guest: Raymond Ochoa, bridge inspector.\n"
      "Podcast production by Theo Lindqvist."),
    E("The Great Bike Lane Fight of Maple Avenue", "2024-09-17", 3900,
      "A city council meeting, three hundred public comments and one very long night.\n"
      "Podcast production by Theo Lindqvist."),
    E("Ferry Captains Don't Get Snow Days", "2024-09-10", None,
      "A morning on the water with a ferry crew that has not missed a sailing in two winters."),
    E("Listener Questions: Parking, Potholes and Park-and-Rides", "2024-09-03", 2280, ""),
    E("Why Your Train Is Late (It's the Signals)", "2024-08-27", 2100,
      "Dana visits a signal shop where some of the equipment is older than she is.\n"
      "Guest: Priya Natarajan, signal engineer.\n"
      "Podcast production by Theo Lindqvist."),
], slate_show, gaps="one", show_keys=("title", "description"), report_footer=True)


# ====== 22. held-out, eighteenth round: newspapers, a magazine, a station, a church, a university, a block, a generator
# Written for an eighteenth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Mikrowelle OS's templates, Jetpack's Podcast Player block, the church theme
# Uplifted; copied pages of Corriere, Libération and a public radio station; copies of The Economist's, the SZ's,
# Aftenposten's and a university's episodes elsewhere) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    aftenposten_podcast,
    corriere_podcast,
    economist_podcast,
    grove_station_podcast,
    jetpack_podcast_player,
    libe_podcast,
    mikrowelle_archive,
    sz_podcast,
    university_lectures,
    uplifted_sermons,
)

write("generic-heldout18-economist-the-long-ledger", "generic", "2024-11-15", {
    "title": "The Long Ledger",
    "hosts": "Imogen Thaxter and Rafael Quist",
    "description": "Economic history for the present day. Every Wednesday Imogen Thaxter and Rafael Quist go into the "
                   "archives to explain how today\u2019s markets, money and institutions came to be.\n\n"
                   "If you\u2019re already a subscriber to The Economist, you\u2019ll have full access to all our shows "
                   "as part of your subscription.",
}, [
    E("Paper trail: the first stock exchange", "2024-11-13", 1560,
      "How a room of merchants in 17th-century Amsterdam invented the share, the short sale and the bubble. We visit "
      "the archive that still holds one of the first share certificates (14:20). And why the old exchange had no "
      "chairs."),
    E("Salt of the earth: a tax that toppled empires", "2024-11-06", 1860,
      "From imperial China to colonial India, governments taxed salt because everyone needs it. Our correspondent "
      "explains why the tax kept provoking revolts (11:05), and what it teaches today\u2019s finance ministers."),
    E("Clocking off: how the weekend was invented", "2024-10-30", 1440,
      "The two-day weekend is barely a century old. We trace it from Victorian mills to the assembly line (9:40), "
      "and ask whether a four-day week is next."),
    E("Bank run, walk, crawl: panics before the internet", "2024-10-23", 2280,
      "A special episode for Podcasts+ subscribers: three bank panics, in 1825, 1907 and 1931, and what depositors "
      "did when there was no app to move their money.", plus=True),
    E("Gold standard bearers", "2024-10-16", None,
      "Why Britain clung to gold after the first world war, and what it cost."),
    E("Counting heads: the first census", "2024-10-09", 1740, ""),
], economist_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout18-sz-das-thema-am-abend", "generic", "2024-05-17", {
    "title": "Das Thema am Abend",
    "description": "Die Nachrichten des Tages \u2013 von der S\u00fcddeutschen Zeitung als Podcast auf den Punkt gebracht. "
                   "Jeden Tag um 17 Uhr und samstags um 7 Uhr, mit Lena Hofbauer und Jonas Pirkl.",
}, [
    E("Hitzeschutz: Sind Bayerns Schulen auf den Sommer vorbereitet?", "2024-05-17", 780,
      "In vielen Klassenzimmern wird es schon im Mai w\u00e4rmer als 28 Grad. SZ-Reporterin Katrin Obermaier hat Schulen "
      "besucht, in denen improvisiert wird.\n"
      "Weitere Nachrichten: Tarifeinigung im Einzelhandel, neue Zahlen zur Wohnungsnot in M\u00fcnchen."),
    E("Warum die Bahn ihre Nachtz\u00fcge wiederentdeckt", "2024-05-16", 720,
      "Vor ein paar Jahren wollte niemand mehr im Zug schlafen. Jetzt kommen die Nachtz\u00fcge zur\u00fcck. "
      "Wirtschaftsredakteur Tobias Ranftl erkl\u00e4rt, warum.\n"
      "Weitere Nachrichten: Streik an den Flugh\u00e4fen, Urteil zum Mietspiegel."),
    E("Pflegeheime: Wer soll das bezahlen?", "2024-05-15", 840,
      "Der Eigenanteil f\u00fcr einen Platz im Pflegeheim ist wieder gestiegen. Was Familien jetzt wissen m\u00fcssen."),
    E("Streit um den Radentscheid", "2024-05-14", None,
      "Mehr Radwege, weniger Parkpl\u00e4tze: In der Stadt wird \u00fcber einen Plan gestritten, dem fast alle einmal "
      "zugestimmt haben."),
    E("Am Wochenende: Was wird aus den D\u00f6rfern ohne Wirtshaus?", "2024-05-11", 1560,
      "In jedem vierten Dorf in Bayern gibt es kein Wirtshaus mehr. Reporter Simon Gaisbauer hat eines besucht, das "
      "die Dorfgemeinschaft selbst gekauft hat.\n"
      "Redaktionsschluss f\u00fcr diese Sendung war Freitag, 10.05.2024, um 15 Uhr."),
    E("Der Fr\u00fchling, der keiner war", "2024-05-10", 660, ""),
    E("Wohnen im Alter: Die gro\u00dfe L\u00fccke", "2024-05-08", 780,
      "Es fehlen Hunderttausende barrierefreie Wohnungen. Warum baut niemand sie?"),
], sz_podcast, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout18-mikrowelle-kaffeesatz", "generic", "2014-11-20", {
    "title": "Kaffeesatz \u2013 Der Podcast \u00fcber Kaffee und andere Kleinigkeiten",
    "description": "",
}, [
    E("KS024 Die Siebtr\u00e4gerfrage", "2014-11-16", 4320,
      "Wir vergleichen drei Einsteigermaschinen und verbr\u00fchen uns dabei nur einmal."),
    E("KS023 R\u00f6stfrisch", "2014-11-02", 3480, "Zu Besuch in einer kleinen R\u00f6sterei in Ehrenfeld."),
    E("KS022 Filterkaffee ist nicht tot", "2014-10-19", 2820, ""),
    E("KS021 Live vom Barcamp", "2014-10-05", 5460,
      "Aufgenommen vor Publikum in der Kaffeek\u00fcche des Barcamps, mit vielen G\u00e4sten und schlechtem Ton."),
    E("KS020 H\u00f6rerfragen", "2014-09-21", 2340,
      "Eure Mails zu M\u00fchlen, Wasserh\u00e4rte und der Frage, ob Entkalken wirklich sein muss."),
    E("KS019 Kapseln und M\u00fcll", "2014-09-07", 3840, "Wie schlimm sind Kaffeekapseln wirklich? Wir rechnen nach."),
], mikrowelle_archive, gaps="one", show_keys=("title", "description"))

write("generic-heldout18-wpcom-jetpack-hive-talk", "generic", "2023-06-14", {
    "title": "Hive Talk",
    "site": "Hollow Oak Beekeepers",
    "tagline": "A beekeeping club in the Marches since 1987",
    "description": "Hive Talk is our club\u2019s podcast. Every fortnight two of our members sit down with a cup of tea "
                   "and talk through what is happening in the apiary, answer your questions and now and then invite a "
                   "guest.",
}, [
    E("Episode 41: Swarm season and how to keep your bees at home", None, 2890,
      "Late May and early June are swarm season. Margaret and Tom talk through queen cells, artificial swarms and "
      "what to do when the bees have already left."),
    E("Episode 40: A day at the county show", None, 1985, ""),
    E("Episode 39: Varroa, again", None, 3778, ""),
    E("Listener questions: honey that sets too fast", None, 425, ""),
    E("Episode 38: Planting for pollinators", None, 2512, ""),
], jetpack_podcast_player, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout18-uplifted-cedar-hollow-ruth", "generic", "2024-02-20", {
    "title": "Ruth: Faithful in the Ordinary",
    "church": "Cedar Hollow Church",
    "book": "Ruth",
    "address": "418 Mill Creek Road, Cedar Hollow, OH 43011",
    "times": "Sundays at 9:00 and 10:45 a.m.",
    "description": "A six-week series through the book of Ruth: a story of famine, loyalty and a God who works "
                   "through ordinary people in an ordinary town.",
}, [
    E("Redeemed", "2024-02-18", None,
      "Boaz goes to the town gate and does what the nearer kinsman will not. The story ends with a wedding, a baby "
      "and a family tree that points to David.", speaker="Pastor Dana Whitcomb", topic="Redemption", video=True),
    E("At the Threshing Floor", "2024-02-11", None,
      "Naomi\u2019s risky plan and Ruth\u2019s bold request. What does it mean to ask for shelter under someone\u2019s "
      "wing?", speaker="Pastor Dana Whitcomb", topic="Courage"),
    E("Gleaning", "2024-02-04", None,
      "In the fields of Bethlehem, Ruth meets a man who is more generous than the law requires.",
      speaker="Elder Marcus Bell", topic="Generosity", pdf=True),
    E("Call Me Mara", "2024-01-28", None, "", speaker="Pastor Dana Whitcomb", topic="Grief", full_text=True),
    E("Where You Go, I Will Go", "2024-01-21", None,
      "Ruth refuses to turn back. Her promise to Naomi is one of the great vows of loyalty in Scripture.",
      speaker="Pastor Dana Whitcomb", topic="Loyalty"),
    E("Famine in the House of Bread", "2024-01-14", None,
      "The series begins with a family leaving Bethlehem, the house of bread, because there is no bread.",
      speaker="Associate Pastor Jen Ortiz"),
], uplifted_sermons, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout18-liberation-sous-la-une", "generic", "2024-03-22", {
    "title": "Sous la une",
    "hosts": "Claire Vasseur et Mehdi Aubertin",
    "time": (6, 0),
    "description": "Chaque vendredi, les journalistes de Lib\u00e9ration racontent les coulisses d'une enqu\u00eate publi\u00e9e "
                   "dans le journal. Un podcast pr\u00e9sent\u00e9 par Claire Vasseur et Mehdi Aubertin.",
}, [
    E("Dans les cuisines des cantines scolaires, la bataille du fait maison", "2024-03-22", None,
      "Notre journaliste a pass\u00e9 une semaine dans trois cantines de Seine-Saint-Denis pour comprendre pourquoi si "
      "peu de repas sont encore pr\u00e9par\u00e9s sur place."),
    E("Les derniers gardiens des phares bretons", "2024-03-15", None,
      "Il ne reste presque plus personne pour veiller sur les phares de la pointe du Finist\u00e8re. Nous avons pass\u00e9 "
      "une nuit avec l'un d'eux."),
    E("Comment nous avons retrouv\u00e9 les archives d'un sanatorium oubli\u00e9", "2024-03-08", None,
      "Des cartons de dossiers m\u00e9dicaux dans une cave, un si\u00e8cle d'histoire de la tuberculose et une question : "
      "qui avait le droit de les lire ?", hosts="Claire Vasseur"),
    E("Hors-s\u00e9rie : vos questions sur notre enqu\u00eate sur les loyers", "2024-03-01", None, "", time=(18, 30)),
    E("Un an dans la vie d'une petite ligne de bus rurale", "2024-02-23", None,
      "La ligne 14 relie cinq villages de la Creuse \u00e0 Gu\u00e9ret. Pour beaucoup de ses passagers, c'est le seul moyen "
      "d'aller chez le m\u00e9decin."),
    E("Les tribunaux de commerce face \u00e0 la vague des faillites", "2024-02-16", None,
      "Boulangeries, garages, petites entreprises du b\u00e2timent : jamais les tribunaux de commerce n'avaient vu autant "
      "de dossiers."),
], libe_podcast, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout18-aftenposten-bak-saken", "generic", "2025-01-03", {
    "title": "Bak saken",
    "description": "Hver ukedag tar vi deg med bak \u00e9n av dagens viktigste saker, fortalt av journalistene som har "
                   "jobbet med den. Programleder er Ingrid Solheim.\nKontakt: baksaken@aftenposten.no",
}, [
    E("Nytt\u00e5rsforsettet som faktisk holder", "2025-01-03", 1860,
      "Hvert \u00e5r lover vi \u00e5 trene mer og spise sunnere. Hvorfor holder noen forsett, mens andre er glemt f\u00f8r "
      "februar? En forsker forklarer. Foto: Kari Moen / NTB."),
    E("Derfor ble str\u00f8mregningen lavere enn fryktet", "2025-01-02", None,
      "Mild desember og fulle magasiner: Slik endte str\u00f8m\u00e5ret 2024. Foto: Jon Olav Nesvold / NTB."),
    E("\u00c5ret som gikk i norsk politikk", "2024-12-31", 2280,
      "Tre av Aftenpostens kommentatorer ser tilbake p\u00e5 et \u00e5r med regjeringsskifte i kulissene, budsjettkrangel "
      "og valgkamp i emning. Foto: Terje Pedersen / NTB."),
    E("Julefreden som forsvant p\u00e5 E16", "2024-12-27", 1680,
      "Stengte veier, fulle hytter og tusenvis av biler i k\u00f8 over fjellet. Hva gikk galt i \u00e5r?"),
    E("Hvem passer p\u00e5 de eldste i jula?", "2024-12-20", 1740, ""),
    E("Slik ble julebordet dyrere", "2024-12-13", 1500,
      "Prisene p\u00e5 ribbe, akevitt og leie av lokaler har steget mer enn l\u00f8nningene. Foto: Gorm Kallestad / NTB."),
    E("Bak saken \u2013 hver ukedag fra 9. oktober", "2023-10-06", 120,
      "En ny daglig podkast fra Aftenposten. H\u00f8r den f\u00f8rste smakebiten her.", etype="trailer"),
], aftenposten_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout18-corriere-prima-di-tutto", "generic", "2024-06-14", {
    "title": "Prima di tutto",
    "description": "\u00abPrima di tutto\u00bb \u00e8 il podcast quotidiano del Corriere della Sera: dal luned\u00ec al venerd\u00ec, alle 6 "
                   "del mattino, una storia raccontata dalle voci dei giornalisti del Corriere. Il sabato, l'\u00abUltima "
                   "parola\u00bb di Luca Ferrante.",
    "documents": [{"after": 435, "day": D("2024-06-11"), "by": "Elena Martini",
                   "lines": ["Dentro il carcere minorile", "che nessuno vuole vedere"]}],
}, [
    E("Perch\u00e9 i treni regionali arrivano in ritardo (e chi paga il conto)", None, None,
      "Ogni giorno in Italia migliaia di pendolari aspettano un treno che non arriva. Giulia Ferri spiega in questo "
      "episodio del podcast \u00abPrima di tutto\u00bb dove nascono i ritardi e perch\u00e9 i rimborsi sono cos\u00ec difficili da "
      "ottenere.", number=412),
    E("Elezioni europee, che cosa cambia adesso per l'Italia", "2024-06-14", None, "", number=437,
      lines=["Elezioni europee,", "che cosa cambia adesso", "per l'Italia"], voices="M. Guerra, A. Lodi"),
    E("Il caldo che arriva in anticipo: come si preparano le citt\u00e0", "2024-06-13", None, "", number=436,
      lines=["Il caldo che arriva in anticipo:", "come si preparano le citt\u00e0"], voices="S. Ricci, P. Conte"),
    E("Dentro il carcere minorile che nessuno vuole vedere", "2024-06-12", None, "", number=435,
      lines=["Dentro il carcere minorile", "che nessuno vuole vedere"], voices="Elena Martini"),
    E("Il voto dei fuorisede, la prima volta", "2024-06-10", None, "", number=433,
      lines=["Il voto dei fuorisede,", "la prima volta"], voices="C. Moretti, D. Villa"),
    E("Spiagge, concessioni e chi le gestisce: l'\u00abUltima parola\u00bb", "2024-06-08", None, "", number=432,
      lines=["Spiagge, concessioni e chi le gestisce:", "l'\u00abUltima parola\u00bb"], voices="Luca Ferrante"),
    E("Maturit\u00e0 2024: che cosa aspettarsi dalla prima prova", "2024-06-07", None, "", number=431,
      lines=["Maturit\u00e0 2024: che cosa aspettarsi", "dalla prima prova"], voices="G. Bellini, M. Neri"),
], corriere_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout18-university-public-lectures", "generic", "2024-11-05", {
    "title": "Harcourt University: Public Lectures and Events",
    "university": "Harcourt University",
    "address": "Kingsway House, London WC2B 6XF",
    "description": "Our public events podcast brings you the talks, panels and debates held on campus every term, free "
                   "to everyone. Listen to more than 150 new episodes every year.",
}, [
    E("Why do cities flood? Rethinking drainage for a wetter century", "2024-11-04", 4924,
      "Many of the world\u2019s cities were built around drainage designed for a climate that no longer exists. Our "
      "panel asks what it would take to rebuild it.", contributors="Professor Alison Mercer, Dr Tomasz Wielgus"),
    E("The lonely economy: work, friendship and the end of the office", "2024-10-30", 3421,
      "Fewer of us have a best friend at work than ever. What does that mean for productivity, and for us?",
      contributors="Dr Priya Raman"),
    E("Book launch: The Ledger and the Loom", "2024-10-24", 3905,
      "Join us for the launch of a new history of accounting in the textile mills of northern England.\n"
      "The book follows three mills, their bookkeepers and the workers whose hours they counted.",
      contributors="Professor Hugh Carradine, Dr Nell Ashby"),
    E("Annual lecture 2024: does democracy need trust?", "2024-10-17", 5162, "",
      contributors="Professor Ruth Ellery"),
    E("In conversation: writing about war", "2024-10-10", None,
      "A novelist and a historian on the ethics of telling other people\u2019s stories.",
      contributors="Marta Jovanovi\u0107, Dr Felix Orme"),
    E("Welcome week panel: what is a university for?", "2024-10-02", 3333,
      "Students and staff debate the oldest question on campus."),
], university_lectures, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout18-grove-lakeshore-daily", "generic", "2024-10-25", {
    "title": "The Lakeshore Daily",
    "station": "WLKR Lakeshore Public Media",
    "address": "1200 Harbor Drive, Port Alden, MI 49440",
    "description": "A podcast to help you keep up with news from around the lake. Every weekday, in about ten minutes, "
                   "you get the top local stories plus one longer story that takes you somewhere new. Theme music by "
                   "Owen Halsey.",
}, [
    E("Friday, October 25 - Early voting lines + the last ferry of the season", "2024-10-25", None,
      "Early voting started this week, and some clerks say turnout is running ahead of 2020. WLKR\u2019s Dana Kowalski "
      "reports from Port Alden City Hall. Plus, the Island Queen made its final crossing of the year on Thursday. "
      "We rode along."),
    E("Thursday, October 24 - A school bond, explained", "2024-10-24", None,
      "Voters in three districts will decide on a bond for new roofs, boilers and buses. WLKR\u2019s Marcus Greer "
      "breaks down what it would cost homeowners."),
    E("Wednesday, October 23 - Why the beach is shrinking", "2024-10-23", None, ""),
    E("Tuesday, October 22 - Housing for seasonal workers", "2024-10-22", None,
      "Orchards and resorts along the lake depend on seasonal workers, but there are fewer places for them to live. "
      "We visited a farm that built its own dormitory."),
    E("Monday, October 21 - Meet the candidates for drain commissioner", "2024-10-21", None,
      "It is one of the least understood offices on the ballot. Two candidates explain what the job actually is."),
    E("Friday, October 18 - Apple harvest comes in light", "2024-10-18", None,
      "A late frost in May cut this year\u2019s crop by a third. Growers tell WLKR\u2019s Dana Kowalski how they are "
      "getting by."),
], grove_station_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ============ 23. held-out, nineteenth round: newspapers, a generator, a site builder, a hospital, a library, a school
# Written for a nineteenth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (the Hugo theme hugo-creator and Hugo's truncate; Podcast Generator's theme and
# code; scrapers of copied Wix blogs; a copied page of De Standaard; copies of the F.A.Z.'s, DN's, the FT's, Le
# Figaro's, a Spanish hospital's and a Copenhagen library's episodes elsewhere) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    dn_podd,
    faz_podcast,
    figaro_podcast,
    ft_podcast,
    hospital_podcast,
    hugo_creator_episodes,
    hugo_truncate,
    library_podcast,
    podcast_generator,
    standaard_podcast,
    wix_blog_podcast,
)

write("generic-heldout19-faz-tagesgespraech", "generic", "2024-10-18", {
    "title": "F.A.Z. Tagesgespräch",
    "hosts": "Mareike Lorenz und Jakob Sennhauser",
    "description": "Der Nachmittags-Podcast der F.A.Z.: Montag bis Freitag um 17 Uhr sprechen wir mit Redakteurinnen und "
                   "Redakteuren der F.A.Z. und mit Gästen über das Thema des Tages – hintergründig, kontrovers und in "
                   "gut einer halben Stunde.\nSie können den Podcast auch in allen gängigen Podcast-Apps hören.",
}, [
    E("Wohnen im Studium: „Wir sind zu dritt in einem Zimmer“", "2024-10-18", 1901,
      "Zum Semesterstart suchen Zehntausende Studierende noch ein Zimmer. Wir sprechen mit einer Erstsemesterin in "
      "Göttingen, die seit Wochen auf dem Sofa einer Freundin schläft – und mit einem Wohnungsmarktforscher über die "
      "Frage, warum die Wohnheime nicht mitwachsen."),
    E("Warum dauert der Brückenbau so lange, Frau Albers? „Wir planen heute für 2040“", "2024-10-17", 1506,
      "Marode Autobahnbrücken sperren ganze Regionen ab. Eine Bauingenieurin erklärt, was beim Ersatzneubau so lange "
      "dauert – und was sich ändern müsste."),
    E("Apfelernte am Bodensee: „Die Saisonkräfte fehlen uns an allen Ecken“", "2024-10-16", 1721, ""),
    E("Sonderfolge: Live vom Podium auf der Buchmesse", "2024-10-15", None,
      "Unsere erste Live-Aufnahme: Zwei Literaturredakteure der F.A.Z. streiten vor Publikum über die Bücher des "
      "Herbstes.", hosts="Mareike Lorenz"),
    E("Strompreise im Winter: Wird Heizen wieder teurer?", "2024-10-14", 2020,
      "Die Netzentgelte steigen, die Gaspreise schwanken. Unser Wirtschaftsredakteur rechnet vor, was auf Haushalte "
      "zukommt, und eine Verbraucherschützerin erklärt, wann sich ein Anbieterwechsel lohnt."),
    E("„Das Ehrenamt trägt diese Stadt“ – ein Vormittag bei der Tafel in Offenbach", "2024-10-11", 1760,
      "Immer mehr Menschen stehen bei den Tafeln an, immer weniger Helfer sind jünger als 65. Wir haben einen "
      "Vormittag in der Ausgabestelle verbracht."),
], faz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout19-dn-efterspel", "generic", "2024-01-03", {
    "title": "Efterspel",
    "description": "Efterspel – nyhetsdokumentärer av och med Dagens Nyheters journalister. Vi går bakom rubrikerna "
                   "och följer upp det som hände sen. Nya avsnitt måndagar, tisdagar och torsdagar.",
}, [
    E("Isvintern som stängde skärgården", "2024-01-02", 1380,
      "När isen lade sig tidigt i december blev flera öar i skärgården avskurna. Färjorna stod still och hemtjänsten "
      "fick åka svävare. Hur klarar sig de som bor kvar året runt?\n"
      "Programledare: Elin Backström. Med DN:s reporter Oskar Lindgren. Producent: Mira Nyqvist."),
    E("Repris: Mannen som köpte en hel by", "2024-01-01", 1440,
      "Han köpte tolv hus, en skola och en nedlagd affär i Värmland för mindre än priset på en lägenhet i stan. Vad "
      "hände sen? Avsnittet sändes första gången i maj.\n"
      "Programledare: Elin Backström. Med DN:s Karin Sjöholm. Producent: Mira Nyqvist."),
    E("Året som gick – tre historier vi inte kunde släppa", "2023-12-28", 1560,
      "Efterspel återvänder till tre avsnitt från det gångna året: en bortglömd fabrik, en försvunnen hund och ett "
      "kommunalråd som bytte parti. Vad hände sen?"),
    E("Julvärdens hemliga manus", "2023-12-21", None,
      "Varje år tittar miljoner svenskar på julvärden. Men vem skriver det som sägs mellan Kalle Anka och julbordet?\n"
      "Programledare: Hugo Ekman. Med DN:s kulturreporter Sara Wendt. Producent: Mira Nyqvist."),
    E("Elpriset som ingen kunde förutse", "2023-12-19", 1320, ""),
    E("Varför stängs landets BB?", "2023-12-18", 1500,
      "Tre förlossningsavdelningar har stängt i år. För många blivande föräldrar är vägen till BB nu över tio mil "
      "lång.\nProgramledare: Elin Backström. Med DN:s Cecilia Rahm. Producent: Jonas Alm."),
    E("Ny serie: Bruket som försvann", "2023-09-14", 120,
      "I höst berättar Efterspel i fyra delar om ett bruk i Bergslagen och byn som byggdes runt det. Premiär 19 "
      "september.", etype="trailer"),
], dn_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout19-standaard-ds-achtergrond", "generic", "2024-03-28", {
    "title": "DS Achtergrond",
    "hour": "03.00",
    "sound": "Wout Claeys",
    "description": "In DS Achtergrond zoomt een journalist van De Standaard elke weekdag in op één verhaal uit de "
                   "actualiteit. Op zondag hoor je een aflevering van een van onze andere podcasts.",
}, [
    E("Waarom de bouwshift blijft uitstellen", "2024-03-28", 1260,
      "Vanaf 2040 zou er in Vlaanderen geen open ruimte meer mogen verdwijnen. Maar de datum schuift op en de "
      "gemeenten zitten met de gebakken peren. Onze binnenlandjournalist legt uit waar het wringt."),
    E("Een jaar na de brand: hoe een Gents volkshuis opnieuw opstaat", "2024-03-27", 1140,
      "Vorig voorjaar brandde het buurthuis in de Brugse Poort volledig uit. Een jaar later staat er een nieuw "
      "gebouw, gebouwd door de buurt zelf."),
    E("Is de Noordzee klaar voor nog meer windmolens?", "2024-03-26", 1080, ""),
    E("Wat de boerenprotesten écht hebben opgeleverd", "2024-03-25", None,
      "De tractoren zijn weg uit Brussel. Maar welke beloften van de Europese Commissie blijven overeind? Onze "
      "Europa-correspondent maakt de balans op."),
    E("Wetenschapsuur | Kunnen we nog zien of een foto bewerkt is?", "2024-03-24", 1920,
      "Een bewerkte familiefoto zorgde deze week voor ophef. Hoe herken je een gemanipuleerd beeld, en helpt "
      "technologie ons daarbij? Verder: een nieuw signaal naar de sterren en een robot die leert koken."),
    E("De stille opmars van de elektrische fiets bij zestigplussers", "2024-03-22", 1200,
      "Bijna de helft van de nieuwe fietsen is elektrisch, en de grootste groep kopers is ouder dan zestig. Wat "
      "betekent dat voor de verkeersveiligheid?"),
], standaard_podcast, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout19-ft-capital-letters", "generic", "2024-10-16", {
    "title": "Capital Letters",
    "description": "Every week an FT reporter reads a letter from the past \u2013 a memo, a prospectus, a note to "
                   "shareholders \u2013 and asks what it tells us about money today. Presented by Harriet Okafor.",
}, [
    E("The railway prospectus that promised the moon", "2024-10-16", 1080,
      "In 1845 a small company in Yorkshire raised a fortune on a two-page prospectus. The FT\u2019s markets editor "
      "explains what it tells us about today\u2019s listings.", hours=6),
    E("A bank manager\u2019s letter to a failing mill", "2024-10-09", 1260,
      "The FT\u2019s companies reporter reads a 1931 letter that decided the fate of a Lancashire town, and asks how "
      "lenders make the same call now."),
    E("Dear shareholders: the art of the bad-news letter", "2024-10-02", 1320, ""),
    E("Listener questions: what should we read next?", "2024-09-25", None,
      "Harriet and the team answer your letters and pick the documents for the next season."),
    E("The first credit card statement", "2024-09-18", 1500,
      "A 1959 statement from a department store charge account, and what it says about how we learnt to borrow."),
    E("The insurance policy for a ship that never sailed", "2024-09-11", 1140,
      "A marine policy from 1912 leads the FT\u2019s insurance correspondent to a question about climate risk today."),
], ft_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout19-figaro-question-de-fond", "generic", "2024-06-07", {
    "title": "Question de fond",
    "time": "06:00",
    "description": "Chaque matin, la rédaction du Figaro pose une question d'actualité à l'un de ses journalistes ou à "
                   "un expert, et vous invite à donner votre avis.\nDu lundi au vendredi, on explique, on débat, puis "
                   "on tranche ! Ce podcast est présenté en alternance par Clémence Vautrin et Hugo Delmas.",
}, [
    E("Faut-il interdire les téléphones portables au collège ?", "2024-06-07", 780,
      "Plusieurs établissements testent déjà la « pause numérique ». Notre journaliste du service Société explique ce "
      "qu'en disent les enseignants et les parents. Lucie Marchand est l'invitée de Clémence Vautrin."),
    E("Les Jeux de Paris seront-ils une réussite populaire ?", "2024-06-06", 960,
      "À cinquante jours de la cérémonie d'ouverture, la billetterie et les transports inquiètent encore. Thomas "
      "Perrault, journaliste au service Sports du Figaro, est l'invité de Hugo Delmas."),
    E("Faut-il taxer davantage les résidences secondaires ?", "2024-06-05", 840,
      "Dans les communes touristiques, les maires réclament de nouveaux outils. Un fiscaliste répond à nos questions.",
      subscribers=True),
    E("Le vote des jeunes peut-il faire basculer les européennes?", "2024-06-04", None,
      "À quelques jours du scrutin, les moins de 25 ans restent les plus abstentionnistes. Notre journaliste "
      "politique analyse les derniers sondages."),
    E("Doit-on rouvrir les petites lignes de train ?", "2024-06-03", 900, ""),
    E("Hors-série : vos réponses à la question de la semaine", "2024-05-31", 1020,
      "Vous avez été des milliers à voter cette semaine. Clémence Vautrin revient sur vos commentaires les plus "
      "marquants.", time="18:00"),
], figaro_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout19-hugo-pipeline-hour", "generic", "2024-06-20", {
    "title": "The Pipeline Hour",
    "menu": ["Home", "Episodes", "Blog", "People", "Talks", "About"],
    "established": "2021",
    "notice": "The Pipeline Hour. All rights reserved.",
    "additional": "Opinions expressed are those of the hosts and guests, not of their employers.",
    "description": "Conversations with the people who build, break and fix software delivery. A new episode every "
                   "other Tuesday, with guests from across the industry.",
}, [
    E("Feature Flags Without the Mess", "2024-06-18", None, hugo_truncate(
        "Feature flags let you ship code before it is ready and turn it on when it is. They also leave behind a "
        "graveyard of half-removed conditionals that nobody dares to touch. This week Dana and Rui talk to a "
        "release engineer who has cleaned up more than four hundred of them.\n\n"
        "We cover naming, ownership, expiry dates and the one dashboard that finally got her team to delete flags on "
        "time."), tags=["Feature Flags", "Testing", "DevOps"], series=["release-engineering"]),
    E("Platform Teams and the Paved Road", "2024-06-04", None,
      "What does a platform team owe the developers it serves? Our guest built an internal platform for a retailer "
      "and shares what she would do differently.", tags=["Platform Engineering", "Culture"]),
    E("What We Learned From a Year of On-Call", "2024-05-21", None, hugo_truncate(
        "Twelve months, two hundred and eleven pages and one very long night in February. Rui looks back on a year of "
        "carrying the pager for a payments service, with the colleague who shared the rota with him.\n\n"
        "What helped: runbooks written by the people who get paged, alerts that say what to do, and a rule that "
        "nobody fixes anything alone after midnight. What did not: dashboards nobody looked at until something broke."),
      tags=["SRE", "Incident Response"], series=["on-call-stories"]),
    E("Live From the Meetup: Pipelines at Scale", "2024-05-07", None, ""),
    E("Supply Chain Security for the Rest of Us", "2024-04-23", None, hugo_truncate(
        "Signed builds, software bills of materials and provenance: the vocabulary of supply chain security can feel "
        "like it was written for companies with a hundred security engineers. Our guest maintains a small open source "
        "library and explains the three changes that made the biggest difference for her project, none of which "
        "needed a budget."),
      tags=["Security", "Supply Chain"], series=["build-your-own-pipeline"]),
], hugo_creator_episodes, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout19-podcastgen-ashgrove-airwaves", "generic", "2024-03-22", {
    "title": "Ashgrove Airwaves",
    "buttons": ["RSS", "Apple Podcasts", "Spotify"],
    "freebox": "Radio Club meets every Thursday after school in Room B12. New members are always welcome \u2013 just "
               "turn up!",
    "pages": 2,
    "description": "The podcast of the Ashgrove Academy Radio Club. Students in Years 8 to 11 make every episode: "
                   "interviews, school news, book reviews and the occasional quiz.",
}, [
    E("Episode 24: Sports Day Preview", "2024-03-21", 1127,
      "Our reporters talk to the PE department about the new relay events and ask Year 7 who they think will win."),
    E("Episode 23: Interview with the Head of Science", "2024-03-14", 2712,
      "We ask Mrs Okonjo about the new science labs, the school garden and whether the rumours about the rocket club "
      "are true."),
    E("World Book Day Special", "2024-03-07", 425,
      "Five quick book recommendations from the Radio Club, recorded in the library at lunchtime."),
    E("Episode 22: The Great Staff Quiz", "2024-02-29", 3725,
      "Teachers against students in our longest episode ever. Who knows more about 1990s pop music?"),
    E("Episode 21: Half-Term Book Club", "2024-02-15", 1563,
      "Three Year 9 readers discuss the book everyone in their class is reading."),
    E("Episode 20: Behind the Scenes of the School Play", "2024-02-08", 1044,
      "We visit rehearsals for this year's musical and talk to the cast, the crew and the lighting desk."),
], podcast_generator, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout19-wix-allotment-hour", "generic", "2024-05-20", {
    "title": "The Allotment Hour",
    "writer": "Maggie Thorne",
    "categories": ["Episodes", "Bonus", "Recipes"],
    "footer": "Grown on plot 14, recorded in the shed.",
    "description": "",
}, [
    E("Ep. 42 \u2013 Hardening Off Without Heartbreak", "2024-05-17", None,
      "Maggie and Phil talk cold frames, fleece and the one May night that always catches us out. Listen below or "
      "wherever you get your podcasts.", read=2, views=48, comments=2, likes=6),
    E("Ep. 41 \u2013 The Great Potato Debate", "2024-05-10", None,
      "Earthing up or no-dig? We put the question to three plot holders and got four answers.",
      read=2, views=63, likes=4),
    E("Bonus: Rhubarb Crumble From the Plot", "2024-05-03", None,
      "A short bonus episode recorded in the shed: Phil's grandmother's crumble, step by step. The recipe is below "
      "the player.", read=4, views=91, comments=5, likes=12),
    E("Ep. 40 \u2013 Slugs: A Truce?", "2024-04-26", None, "", read=1, views=37),
    E("Ep. 39 \u2013 Seed Swaps and Where to Find Them", "2024-04-12", None,
      "Why buy seed when your neighbours have too much? A visit to the village hall seed swap, and how to start one.",
      read=2, views=55, comments=1, likes=3),
    E("Ep. 38 \u2013 Putting the Plot to Bed", "2023-11-24", None,
      "Our last episode before the winter break: leaf mould, garlic and what we would do differently next year.",
      read=3, views=120, comments=1, likes=9),
], wix_blog_podcast, gaps="mixed", report_footer=True)

write("generic-heldout19-hospital-latidos", "generic", "2024-04-19", {
    "title": "Latidos, el podcast del Hospital Virgen del Alba",
    "hospital": "Hospital Universitario Virgen del Alba",
    "address": "Avenida del Parque, 21 \u00b7 30820 Alcantarilla (Murcia)",
    "phone": "Centralita: 968 555 210",
    "description": "Latidos es el espacio sonoro del hospital y la voz de sus pacientes y profesionales. Nació en 2020 "
                   "para llevar mensajes de apoyo a los pacientes ingresados y hoy publica cada viernes un episodio "
                   "divulgativo sobre salud, prevención y cuidados.",
}, [
    E("Alergias de primavera: mitos y verdades", "2024-04-19", 1471,
      "La alergóloga del hospital responde a las dudas más frecuentes sobre el polen, los antihistamínicos y las "
      "vacunas de alergia.", number=61),
    E("Volver a casa después de un ictus", "2024-04-12", 1698,
      "Un paciente y su hija nos cuentan los primeros meses tras el alta, junto a la enfermera gestora de casos de "
      "Neurología.", number=60),
    E("Especial Día Mundial de la Salud", "2024-04-05", None,
      "Profesionales de todas las categorías del hospital explican qué significa para ellos cuidar. Grabado en el "
      "vestíbulo principal.", number=59),
    E("Lactancia materna: el grupo de apoyo de los martes", "2024-03-22", 1325, "", number=58),
    E("Mensaje del equipo de Pediatría a los niños ingresados", "2024-03-15", 300,
      "Cinco minutos de cuentos, canciones y saludos grabados por las enfermeras y los médicos de la planta de "
      "Pediatría."),
    E("Mujeres que investigan en el hospital", "2024-03-08", 1834,
      "Con motivo del 8 de marzo, tres investigadoras del instituto de investigación sanitaria hablan de sus "
      "proyectos y de cómo empezaron.", number=57),
], hospital_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout19-library-under-brostenene", "generic", "2024-03-15", {
    "title": "Under brostenene",
    "library": "Havnstrup Biblioteker",
    "address": "Hovedbiblioteket, Torvegade 4, 6710 Havnstrup",
    "description": "Bliv klogere på din by: manuskriptbaserede fortællinger om de mennesker, huse og begivenheder, der "
                   "har formet Havnstrup – også dem, byen helst glemmer. Skrevet og fortalt af Sofie Lund Mathiesen, "
                   "Havnstrup Biblioteker. Udkommer én til to gange om måneden.",
}, [
    E("Branden på Reberbanen 1862", "2024-03-12", 2280,
      "En kold martsnat i 1862 går Reberbanen i brand. Ilden breder sig til tre gader, og om morgenen står hundrede "
      "familier uden tag over hovedet. Hvem fik skylden – og hvorfor blev kvarteret aldrig genopbygget, som det var?\n"
      "Episoden er skrevet og fortalt af Sofie Lund Mathiesen\nHer finder du det, jeg har læst til episoden\n"
      "Musikbidder er hentet fra FMA/Public Domain"),
    E("Lytteaften på Hovedbiblioteket torsdag den 18. april kl. 19", "2024-03-05", 120,
      "Kom og lyt med: Vi hører episoden om Reberbanen sammen, og bagefter fortæller en lokalhistoriker fra "
      "Havnstrup Lokalarkiv mere om branden. Arrangementet er gratis, men kræver billet."),
    E("Apotekerens datter", "2024-02-20", 2520,
      "Som den første kvinde i byen tager Johanne Berg farmaceutisk eksamen i 1905. Men apoteket må hun ikke overtage. "
      "Historien om en datter, en far og et privilegium.\n"
      "Episoden er skrevet og fortalt af Sofie Lund Mathiesen"),
    E("Da isen lagde sig over havnen", "2024-01-30", None,
      "Vinteren 1942 fryser havnen til, og i seks uger kan man gå til fods ud til fyrskibet. Hvad gjorde byen uden "
      "skibe?"),
    E("Skibsreder Bang og den forsvundne skonnert", "2024-01-16", 2160, ""),
    E("Jul i fattiggården", "2023-12-19", 1980,
      "Hvordan fejrede man jul i byens fattiggård i 1880'erne? Regnskaber og breve fortæller om risengrød, "
      "gaver fra borgerskabet og en enkelt flaske brændevin."),
], library_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ============= 24. held-out, twentieth round: newspapers, a magazine, an NGO, a municipality, a blog platform, a museum
# Written for a twentieth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (copied pages of The Atlantic's and an aid charity's podcasts; WordPress's
# human_time_diff; copies of Handelsblatt's, Le Soir's, Expresso's and de Volkskrant's episodes elsewhere; an HS
# article on its podcasts) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    atlantic_podcast,
    expresso_podcast,
    handelsblatt_podcast,
    hs_podcast,
    kommune_podkast,
    lesoir_podcast,
    medium_publication,
    museo_podcast,
    ngo_podcast,
    volkskrant_podcast,
)

write("generic-heldout20-handelsblatt-boersenschluss", "generic", "2024-11-15", {
    "title": "Börsenschluss",
    "time": "17:30",
    "description": "Börsenschluss ist der börsentägliche Podcast aus dem Newsroom des Handelsblatts. Wir ordnen die "
                   "wichtigsten Themen des Tages ein und fragen, was sie für Anlegerinnen und Anleger bedeuten – mit "
                   "Analysten, Korrespondenten und Gästen aus der Wirtschaft.\nVon Montag bis Freitag um 17.30 Uhr mit "
                   "den Hosts Lena Vosskamp und Timo Brandauer.\nKritik und Anregungen gern an "
                   "boersenschluss@handelsblatt.com\nSound-Design: Mirko Stahl",
}, [
    E("Zinssenkung im Dezember? / Warum der Maschinenbau die Prognose kappt", "2024-11-15", 1560,
      "Die Inflation in der Eurozone zieht wieder an – trotzdem rechnen die meisten Ökonomen mit einer weiteren "
      "Zinssenkung der EZB. Unser Geldpolitik-Korrespondent erklärt, was dafür spricht. Außerdem: Ein großer "
      "Maschinenbauer aus Baden-Württemberg senkt zum zweiten Mal seine Jahresprognose."),
    E("Rüstungsaktien nach der US-Wahl / Die Bahn sucht einen Käufer für ihre Logistiktochter", "2024-11-14", 1500,
      "Seit der Wahl in den USA schwanken europäische Rüstungswerte stark. Eine Analystin ordnet ein, welche Aufträge "
      "wirklich fest sind."),
    E("Dividenden-Check: Welche Versorger jetzt noch lohnen", "2024-11-13", 1680,
      "Versorgeraktien galten lange als langweilig und sicher. Doch hohe Investitionen in die Netze drücken auf die "
      "Ausschüttungen. Wir schauen auf vier Konzerne."),
    E("Chipfabrik auf Eis / Was die Ampel-Krise für die Börse bedeutet", "2024-11-12", 1440, ""),
    E("Autozulieferer unter Druck: „Wir schließen kein Werk aus“", "2024-11-11", 1620,
      "Ein Zulieferer aus dem Saarland baut 1200 Stellen ab. Der Betriebsratschef spricht im Interview über die "
      "Verhandlungen – und unser Autoexperte über die Lage der ganzen Branche."),
    E("Spezial: Ihre Fragen zur Altersvorsorge", "2024-11-09", None,
      "In dieser Sonderfolge beantworten Lena Vosskamp und ein Finanzplaner Ihre Fragen zu ETF-Sparplänen, "
      "Riester-Verträgen und der Frühstart-Rente.", time="10:00"),
], handelsblatt_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

SOIR_NOTE = ("« Point du jour », c'est notre sélection de l'actualité, du lundi au vendredi dès 5 heures sur Le Soir "
             "et votre plateforme de podcasts préférée. Retrouvez tous les podcasts du journal « Le Soir » sur "
             "https://podcasts.lesoir.be")
write("generic-heldout20-lesoir-point-du-jour", "generic", "2025-03-14", {
    "title": "Point du jour",
    "time": "05:00",
    "description": "Chaque matin, un journaliste du Soir vous raconte en vingt minutes l'histoire qui fait "
                   "l'actualité, en Belgique et dans le monde. Présenté par Manon Lefèvre et Julien Deprez.",
}, [
    E("Grève nationale : les syndicats peuvent-ils encore faire reculer le gouvernement ?", "2025-03-14", 1307,
      "Trains à l'arrêt, écoles fermées, aéroports paralysés : la troisième journée de grève depuis janvier a été "
      "très suivie. Mais le gouvernement ne bouge pas. Pour comprendre ce bras de fer, on a invité Aurélie Dumont du "
      "pôle Économie.\n" + SOIR_NOTE),
    E("Pourquoi la Meuse déborde-t-elle de plus en plus souvent ?", "2025-03-13", 1552,
      "Trois crues en deux ans dans la vallée de la Meuse. Notre journaliste du pôle Planète, Olivier Jacquet, est "
      "allé à la rencontre des habitants et des hydrologues.", series="Grand angle"),
    E("Bruxelles : la nouvelle majorité tient-elle enfin ?", "2025-03-12", 1190,
      "Après neuf mois de blocage, un accord de gouvernement bruxellois est sur la table. Qu'a-t-il fallu céder, et "
      "à qui ? On fait le point avec Sophie Marchal du pôle Pouvoirs.\n" + SOIR_NOTE),
    E("Le retour des grandes foires du livre", "2025-03-11", 1021, ""),
    E("Allemagne : que va changer le nouveau chancelier pour la Belgique ?", "2025-03-10", None,
      "Notre correspondant à Berlin, Thomas Weber, explique ce que la nouvelle coalition allemande prévoit pour "
      "l'énergie, la défense et le commerce avec ses voisins.\n" + SOIR_NOTE),
    E("Football : pourquoi les clubs belges vendent-ils si tôt leurs jeunes talents ?", "2025-03-07", 1445,
      "Un joueur de 17 ans transféré pour 20 millions d'euros. Notre journaliste du pôle Sports, Kevin Lambert, "
      "décrypte un marché qui s'emballe.", series="Grand angle"),
], lesoir_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout20-expresso-as-sete", "generic", "2025-01-17", {
    "title": "Expresso às Sete",
    "time": "7:00",
    "description": "Neste podcast diário, Rita Alvarenga conversa com os jornalistas da redação do Expresso, "
                   "correspondentes e comentadores. De segunda a sexta-feira, às sete da manhã, a notícia que vai "
                   "marcar o dia.",
}, [
    E("Presidenciais: o que dizem as primeiras sondagens", "2025-01-17", 1440,
      "Faltam ainda doze meses, mas as primeiras sondagens já mostram três nomes à frente. Neste episódio, "
      "conversamos com o jornalista de Política Duarte Figueira."),
    E("Habitação: porque é que as rendas não param de subir", "2025-01-16", 1320,
      "Lisboa e Porto voltaram a bater recordes no preço das rendas. Conversamos com a editora de Economia do "
      "Expresso, Inês Carvalhal, sobre o que falhou nas medidas do Governo."),
    E("A seca no Algarve e a água que vem de Espanha", "2025-01-15", 1260, ""),
    E("O que muda no IRS este ano", "2025-01-14", 1500,
      "As novas tabelas de retenção já estão em vigor. Neste episódio, conversamos com um fiscalista sobre quem "
      "ganha e quem perde com as mudanças."),
    E("Gronelândia: porque é que Washington quer a maior ilha do mundo", "2025-01-13", 1380,
      "A ilha voltou ao centro da política internacional. Conversamos com o editor de Internacional do Expresso, "
      "Tomás Seabra."),
    E("Especial: as histórias que vão marcar 2025", "2025-01-10", None,
      "Num episódio especial, cinco jornalistas do Expresso escolhem o tema que vão acompanhar ao longo do ano."),
], expresso_podcast, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout20-volkskrant-gesprek-van-de-dag", "generic", "2024-09-13", {
    "title": "Het Gesprek van de Dag",
    "time": "05:00",
    "description": "De wereld verandert snel, en niet altijd overzichtelijk. Anne-Fleur Koster en de specialisten van "
                   "de redactie praten je elke ochtend in 20 tot 30 minuten bij over het verhaal achter het nieuws. "
                   "Op vrijdag luister je naar een langere aflevering, waarin het politieke panel terugblikt op de "
                   "week.",
}, [
    E("Het politieke panel: een kabinet dat nog steeds zijn draai niet vindt", "2024-09-13", 2940,
      "Opnieuw een week waarin de premier in de Kamer moest terugkrabbelen. Ons panel bespreekt de ontwikkelingen in "
      "het Haagse, onder leiding van Bas Heemskerk."),
    E("Waarom de Waddenzee steeds ondieper wordt", "2024-09-12", 1500,
      "De zeespiegel stijgt, maar de Waddenzee slibt dicht. Wetenschapsredacteur Lieke van Dort legt uit hoe dat "
      "kan, en wat het betekent voor de veerboten naar de eilanden."),
    E("Luisterverhaal: Het dorp dat zijn eigen bakker terugkocht", "2024-09-11", 1140, ""),
    E("Studenten vinden geen kamer: ‘Ik slaap al drie weken bij een vriendin’", "2024-09-10", 1380,
      "Het collegejaar is begonnen, maar duizenden eerstejaars hebben nog geen kamer. Onderwijsverslaggever Sem "
      "Bakker sprak met studenten in Groningen en Utrecht."),
    E("Hoe de Nederlandse kaas de wereld veroverde (en weer verloor)", "2024-09-09", None,
      "De export van Nederlandse kaas daalt voor het eerst in twintig jaar. Economieredacteur Hanna Vroom zoekt uit "
      "waarom."),
    E("Het politieke panel: de eerste honderd dagen", "2024-09-06", 3060,
      "Honderd dagen na de beëdiging maakt ons panel de balans op. Wat heeft dit kabinet bereikt, en wat nog niet?"),
], volkskrant_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout20-hs-aamun-aihe", "generic", "2025-01-03", {
    "title": "Aamun aihe",
    "time": "6:00",
    "description": "HS:n toimittajat kertovat arkiaamuisin, mistä uutisissa oikeasti on kyse. Juontajina vuorottelevat "
                   "Aino Kettunen ja Jere Salmela. Uusi jakso aina arkiaamuisin kello kuusi.",
}, [
    E("Sähkön hinta nousi pakkasen mukana – miksi juuri nyt?", "2025-01-03", 1380,
      "Kireä pakkanen ja tyyni sää nostivat pörssisähkön hinnan ennätyskorkealle. HS:n taloustoimittaja kertoo, "
      "mistä hintapiikit johtuvat ja miten niihin voi varautua."),
    E("Mitä uusi vuosi tuo tullessaan: viisi muutosta, jotka koskevat sinua", "2025-01-02", 1560,
      "Vuodenvaihde toi muutoksia veroihin, Kela-etuuksiin ja kuntien palveluihin. Käymme läpi tärkeimmät."),
    E("Vuoden 2024 uutiset, jotka jäivät mieleen", "2024-12-30", 2280,
      "Toimittajat muistelevat vuoden suurimpia uutisia ja kertovat, mikä niissä yllätti heidät itsensä."),
    E("Joulun jälkeen palautetaan ennätysmäärä lahjoja", "2024-12-27", 1200, ""),
    E("Miksi lunta ei tullut etelään?", "2024-12-20", None,
      "Etelä-Suomessa vietetään taas musta joulu. HS:n säätoimittaja kertoo, mitä ilmastonmuutos tarkoittaa "
      "talviin."),
    E("Itärajan tilanne vuosi sulkemisen jälkeen", "2024-12-16", 1620,
      "Raja-asemat ovat olleet kiinni jo yli vuoden. Toimittaja kävi Vaalimaalla ja kysyi, mitä rajaseudulle nyt "
      "kuuluu."),
], hs_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout20-atlantic-open-questions", "generic", "2024-05-02", {
    "title": "Open Questions",
    "description": "Weekly conversations with Atlantic writers about the questions that the news leaves open",
}, [
    E("The Return of the Company Town", None, None,
      "A small town in Ohio now depends on a single battery plant for its tax base, its school budget, and its "
      "jobs. Staff writer Nora Whitcombe went back to see what happens when one employer becomes everything.\n"
      "- \u201cThe Plant on Main Street\u201d (Nora Whitcombe, April 24, 2024)\n"
      "- \u201cWhat the Mill Towns Learned\u201d (Elias Hartman, March 2023 Issue)", number=58),
    E("Why Nobody Answers the Phone Anymore", None, None,
      "We screen every call, and the people we most want to reach screen ours. Senior editor Priya Raman asks what "
      "was lost when the phone call became an intrusion.\n"
      "- \u201cThe Last Phone Call\u201d (Priya Raman, April 17, 2024)", number=57),
    E("Listener Mailbag: Your Open Questions", None, None,
      "The hosts answer your questions from the first season, including the one we get most: how do you pick "
      "the topics?"),
    E("The Quiet Crisis in Rural Hospitals", None, None,
      "More than a hundred rural hospitals have closed their maternity wards in five years. Staff writer Daniel "
      "Osei explains what happens to the towns they served.\n"
      "- \u201cNo Place to Give Birth\u201d (Daniel Osei, April 3, 2024)\n"
      "- \u201cThe Hospital That Saved Itself\u201d (Marta Llewellyn, January 12, 2024)", number=56),
    E("Is the Four-Day Week Here to Stay?", None, None, "", number=55),
    E("What Teachers Know About Attention", None, None,
      "Three teachers, three classrooms, one question: can students still read a whole book? Contributing writer "
      "Helen Baptiste listens in.\n"
      "- \u201cThe Unread Novel\u201d (Helen Baptiste, March 20, 2024)", number=54),
], atlantic_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout20-ngo-far-from-the-news", "generic", "2024-06-20", {
    "title": "Far From the News",
    "charity": "Harvest Bridge",
    "tagline": "Harvest Bridge's podcast about the places the headlines leave behind",
    "address": "14 Quay Street, Galway, Ireland",
    "charity_number": "20071234",
    "description": "Want to know what is happening in the countries that rarely make the news? Then Far From the News "
                   "is the podcast for you!\n"
                   "This is a podcast from Harvest Bridge, bringing you stories from the 18 countries where we work: "
                   "the challenges communities face, the solutions they find, and plenty more in between.\n"
                   "Every month, our staff talk to colleagues in the field, to experts and to other interesting people. "
                   "And every episode, a special guest takes on our \u201cWhere in the world?\u201d quiz.",
}, [
    E("Seeds, storage and a quiz in Zambia", None, None,
      "In our first episode, we hear how a community grain store is helping farmers in Zambia get through the lean "
      "season, and broadcaster Ciara Nolan takes on our \u201cWhere in the world?\u201d quiz.", number=1),
    E("Water, wells and the dry season", None, None,
      "Episode two is all about water. Our engineer in South Sudan explains how a borehole is drilled, and why the "
      "hardest part comes after the water starts flowing.", number=2),
    E("Schools in the shadow of conflict", None, None,
      "How do you keep children learning when their town is on the front line? Colleagues in the Sahel tell us how "
      "community teachers keep classrooms open.", number=3),
    E("Climate: what the numbers don't tell you", None, None, "", number=4),
    E("Mothers, midwives and mobile clinics", None, None,
      "For World Health Day we follow a mobile clinic on its weekly round in northern Kenya, and hear from the "
      "midwife who has delivered more than two thousand babies.", number=5),
], ngo_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout20-kommune-radhuspodden", "generic", "2024-11-20", {
    "title": "Rådhuspodden",
    "municipality": "Fjellvik kommune",
    "address": "Rådhusgata 2, 8901 Fjellvik",
    "phone": "75 00 00 00",
    "description": "I Rådhuspodden snakker vi med folk som jobber i Fjellvik kommune – og med innbyggerne de jobber "
                   "for. Hva gjør egentlig en kommunepsykolog? Hvordan brøytes 300 kilometer vei? Ny episode annenhver "
                   "torsdag.",
}, [
    E("Brøytesesongen er i gang: slik prioriteres veiene", "2024-11-14", 1680,
      "Driftsleder Tor Inge Haugland forklarer hvorfor noen veier brøytes før andre, og hva du selv kan gjøre for å "
      "hjelpe brøytebilen fram."),
    E("Budsjettet for 2025 – hva betyr det for deg?", "2024-10-31", 2100,
      "Kommunedirektøren og økonomisjefen går gjennom forslaget til budsjett, og svarer på spørsmål fra lytterne."),
    E("Bibliotekaren som startet språkkafé", "2024-10-17", 1500, ""),
    E("Hvem ringer du når vannet blir borte?", "2024-10-03", None,
      "Vakttelefonen for vann og avløp er åpen hele døgnet. Vi fulgte vakthavende en natt i oktober."),
    E("Ungdomsrådet vil ha et sted å være", "2024-09-19", 1740,
      "Tre medlemmer av ungdomsrådet forteller hvorfor de ber kommunen om et nytt ungdomshus, og ordføreren svarer."),
    E("Snart kommer Rådhuspodden!", "2024-09-05", 120,
      "Fjellvik kommune lager podkast. Hør hvem du møter i første sesong.", etype="trailer"),
], kommune_podkast, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout20-medium-workbench-radio", "generic", "2024-04-18", {
    "title": "Workbench Radio",
    "writer": "Owen Pritchard",
    "description": "A podcast about making things by hand, and the people who still do",
}, [
    E("The Chairmaker Who Never Uses Glue", "2024-04-15", None,
      "A green woodworker in Shropshire on drawknives, shaving horses and why a chair should outlive "
      "its maker", read=4, claps=86, responses=3),
    E("What I Got Wrong About Sharpening", "2024-04-08", None,
      "Listener questions, a confession, and a very expensive stone I no longer use", read=3, claps=41),
    E("A Toolbox From 1911", "2024-03-25", None,
      "We open a carpenter's chest found in a barn and try to work out who owned it", read=5, claps=120,
      responses=7),
    E("Bonus: Live From the Spring Tool Fair", "2024-03-11", None, "", read=2, claps=18),
    E("Dovetails for People Who Are Scared of Dovetails", "2023-12-18", None,
      "A joinery teacher talks us through our first hand-cut joint", read=4, claps=203, responses=12),
    E("The Workshop in Winter", "2023-12-04", None,
      "Heating, humidity and the art of doing nothing until March", read=3, claps=57, responses=1),
], medium_publication, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout20-museo-voci-dalle-sale", "generic", "2024-11-20", {
    "title": "Voci dalle sale",
    "museum": "Museo Civico di Valdarso",
    "address": "Piazza del Comune 3, Valdarso",
    "hours": "Aperto da martedì a domenica, 10-18",
    "description": "Il podcast del Museo Civico: ogni due settimane una curatrice, un restauratore o un visitatore ci "
                   "racconta un'opera delle nostre collezioni, dalla storia che nasconde a quella di chi l'ha salvata.",
}, [
    E("Il fonte battesimale ritrovato in cantina", "2024-11-16", None,
      "Un pezzo di marmo usato per decenni come gradino si rivela un fonte battesimale del Trecento. La restauratrice "
      "ci racconta come è tornato in sala."),
    E("La mappa del catasto del 1782", "2024-11-06", None,
      "Campi, mulini e strade che non esistono più: il nostro archivista legge con noi la grande mappa del "
      "catasto."),
    E("Una giornata con i custodi del museo", "2024-10-30", None, ""),
    E("Il ritratto della badessa", "2024-10-20", None,
      "Chi era la donna vestita di nero nella sala del Seicento? Una ricerca d'archivio ha finalmente dato un nome "
      "al ritratto."),
    E("Bambini al museo: la visita che inventano loro", "2024-09-20", None,
      "Le classi della scuola primaria ci mostrano il museo come lo vedono loro, con le loro domande."),
    E("Le monete dello scavo di Poggio Alto", "2024-08-20", None,
      "Un tesoretto di monete medievali trovato durante i lavori per l'acquedotto: l'archeologo ci spiega cosa "
      "raccontano."),
], museo_podcast, approximate=("2 settimane fa", "3 settimane fa", "1 mese fa", "2 mesi fa", "3 mesi fa"),
    gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ======= 25. held-out, twenty-first round: a directory, a server, a host, an institute, a church, papers, a magazine
# Written for a twenty-first held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (gpodder.net's, Audiobookshelf's, Plone's and Joomla's source; date-fns' date
# code; copies of NRC's, PÚBLICO's, la Repubblica's, The New Yorker's and Le Temps' episodes elsewhere) and what is a
# plausible layout.
from pagestyles import (  # noqa: E402
    audiobookshelf_podcast,
    gpodder_podcast,
    joomla_blog,
    letemps_podcast,
    newyorker_podcast,
    nrc_podcast,
    plone_collection,
    podhome_site,
    publico_podcast,
    repubblica_podcast,
)

write("generic-heldout21-gpodder-kettle-logic", "generic", "2024-05-16", {
    "title": "Kettle Logic",
    "author": "Ada Pell and Rhys Okafor",
    "subscribers": 57,
    "pages": 3,
    "description": "A weekly podcast about the physics of the kitchen: why bread rises, why kettles sing and why the "
                   "last biscuit always breaks.\n\n"
                   "Hosted by Ada Pell, a materials scientist, and Rhys Okafor, a pastry chef who failed physics "
                   "twice.",
}, [
    E("Why Kettles Sing", "2024-05-15", None,
      "Before it boils, a kettle hisses, rumbles and then goes quiet. Ada explains the collapsing bubbles behind the "
      "noise, and Rhys tries to tune three kettles to a chord.", number=58),
    E("The Crumb Problem", "2024-05-08", None, number=57),
    E("Salt, Ice and the Perfect Sorbet", "2024-05-01", None, number=56),
    E("What Happens Inside a Soufflé", "2024-04-24", None, number=55),
    E("The Cast Iron Myths", "2024-04-17", None, number=54),
    E("Extra: Listener Mailbag", "2024-04-10", None),
    E("Toast, Measured", "2024-03-27", None, number=53),
], gpodder_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout21-audiobookshelf-night-signals", "generic", "2024-10-24", {
    "title": "Night Signals",
    "author": "Tamsin Hale",
    "genres": "Science, History",
    "language": "en",
    "count": 9,
    "description": "Stories from the history of radio astronomy, told by the people who built the dishes and the "
                   "people who listened to them.",
}, [
    E("The Hiss That Would Not Go Away", "2024-10-22", 3120,
      "Two engineers blame pigeons for the noise in their antenna. They are wrong, and it wins them a prize.",
      season=2, number=14),
    E("Jodrell Bank in the Snow", "2024-10-15", 3960,
      "A winter of mud, frozen cables and a telescope built faster than its own funding.", season=2, number=13),
    E("Listening for Sputnik", "2024-10-08", 2880,
      "How a dish built for meteors tracked the first satellite, and the rocket that followed it.",
      season=2, number=12, progress="23 min left"),
    E("The Women Who Counted Pulses", "2024-10-01", 4500,
      "Chart recorders, miles of paper and the graduate student who spotted a quarter of an inch of scruff.",
      season=2, number=11),
    E("Q&A: Your Questions About Dishes", "2024-09-24", 1860, ""),
    E("A Radio Map of the Sky", "2024-09-17", 3300,
      "Drawing the first maps of the radio sky by hand, one strip a night.", season=2, number=10),
], audiobookshelf_podcast, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout21-plone-tiefgang", "generic", "2024-06-12", {
    "title": "Tiefgang – der Podcast des FMK",
    "institute": "Forschungsinstitut für Moor- und Küstenökologie (FMK)",
    "address": "Deichstraße 14, 26382 Wilhelmshaven",
    "time": "10:00",
    "description": "Im Podcast des FMK sprechen unsere Forscherinnen und Forscher über ihre Arbeit im Watt, im Moor "
                   "und im Labor.\n\n"
                   "Eine neue Folge erscheint etwa einmal im Monat. Alle Folgen können Sie hier anhören und "
                   "herunterladen.",
}, [
    E("Folge 14: Wie viel Kohlenstoff speichert ein Moor?", "2024-06-05", None,
      "Dr. Anke Rieper misst seit zehn Jahren, wie viel CO2 ein wiedervernässtes Moor aufnimmt.",
      size="41.3 MB"),
    E("Folge 13: Seegras – die vergessene Wiese", "2024-05-08", None,
      "Warum die Seegraswiesen im Wattenmeer zurückkehren und was sie für Fische bedeuten.",
      size="36.8 MB", time="09:30"),
    E("Folge 12: Ein Tag auf dem Forschungsschiff", "2024-04-10", None, "", size="52.1 MB"),
    E("Folge 11: Mikroplastik im Schlick", "2024-03-13", None,
      "Unsere Doktorandin Lea Brandt sucht mit Sieb und Mikroskop nach Plastik im Sediment.", size="33.0 MB"),
    E("Folge 10: Salzwiesen und Sturmfluten", "2024-02-14", None,
      "Wie Salzwiesen die Deiche schützen und warum sie mit dem Meeresspiegel wachsen müssen.",
      size="44.6 MB", time="11:15"),
    E("Folge 9: Was ein Bohrkern erzählt", "2024-01-17", None,
      "Ein acht Meter langer Bohrkern aus dem Moor zeigt 6000 Jahre Klimageschichte.", size="39.9 MB"),
], plone_collection, gaps="none", show_keys=("title", "description"), report_footer=True)

write("generic-heldout21-joomla-st-aidans-sermons", "generic", "2024-03-20", {
    "title": "Sunday Sermons",
    "site": "St Aidan's Kelsworth",
    "description": "Sermons preached at the Sunday Eucharist at St Aidan's, recorded for those who could not be with "
                   "us. You can also subscribe to them as a podcast.",
}, [
    E("The Elder Brother", "2024-03-17", None,
      "Reading: Luke 15.11-32\n"
      "We always hear the parable from the younger son's side. This week we stand in the field with the one who "
      "stayed at home.", preacher="Revd Clare Hammond", hits=86, more=True),
    E("Bread for the Journey", "2024-03-10", None,
      "Reading: John 6.1-14\n"
      "On Mothering Sunday, a sermon about the boy with five loaves and the mothers who feed us.",
      preacher="Revd Clare Hammond", hits=112, more=True),
    E("Turning the Tables", "2024-03-03", None,
      "Reading: John 2.13-22", preacher="Peter Lowry, Reader", hits=64),
    E("Take Up Your Cross", "2024-02-25", None,
      "Reading: Mark 8.31-38\n"
      "What did Jesus mean, and what does it mean for a small parish in Lent?",
      preacher="Revd Clare Hammond", hits=71, more=True),
    E("Forty Days", "2024-02-18", None, "", preacher="The Rt Revd Martin Oyelaran", hits=139),
], joomla_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout21-nrc-de-kern", "generic", "2025-01-03", {
    "title": "De Kern",
    "description": "Elke werkdag het verhaal achter het nieuws, in twintig minuten. Presentator Maartje Veldhuis "
                   "spreekt met de journalisten van NRC over het onderwerp van de dag.",
}, [
    E("Het vuurwerkverbod dat er (nog) niet kwam", "2025-01-03", 1380,
      "Weer een jaarwisseling met gewonden, vernielde bushokjes en aangevallen hulpverleners. Waarom komt er nog "
      "altijd geen landelijk vuurwerkverbod? Politiek redacteur Joost Verbeek legt het uit."),
    E("Wat verandert er in 2025 in je portemonnee?", "2025-01-02", 1260,
      "De huurtoeslag gaat omhoog, het eigen risico blijft gelijk en de energiebelasting daalt. Economieredacteur "
      "Sanne de Wit zet de belangrijkste veranderingen op een rij."),
    E("Terugblik: het jaar van de formatie", "2024-12-31", 2220,
      "Het duurde maanden, maar er kwam een kabinet. De Haagse redactie blikt terug op een politiek jaar vol "
      "verrassingen."),
    E("Waarom de zee bij Zeeland steeds warmer wordt", "2024-12-30", 1320, ""),
    E("Kerstverhaal: de laatste veerpont van de Biesbosch", "2024-12-27", 1560,
      "Verslaggever Tom Aalders voer een dag mee met de veerman die na veertig jaar stopt."),
    E("De Kern in de kersttijd", "2024-12-24", None,
      "Tussen kerst en oud en nieuw maken we een paar bijzondere afleveringen. Dit hoor je de komende dagen."),
    E("Hoe Syrië er na de val van het regime voor staat", "2024-12-23", 1440,
      "Correspondent Lotte Hamers is terug uit Damascus en vertelt wat ze daar zag."),
], nrc_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout21-publico-ponto-de-partida", "generic", "2024-07-18", {
    "title": "Ponto de Partida",
    "description": "De segunda a sexta, às 7h. Um tema da actualidade explicado pelos jornalistas do PÚBLICO em "
                   "menos de vinte minutos. Com Joana Valadares e Tiago Ferraz.",
}, [
    E("Porque é que os incêndios começam cada vez mais cedo?", "2024-07-18", 942,
      "Ainda não chegou Agosto e já arderam mais de dez mil hectares no Centro do país. O que mudou na "
      "floresta e no clima?\n"
      "Neste episódio, conversamos com Rui Antunes, jornalista do Azul."),
    E("O que está em jogo na cimeira europeia", "2024-07-17", 1025,
      "Os líderes europeus reúnem-se em Bruxelas para decidir os próximos cargos de topo. Neste episódio, "
      "conversamos com a correspondente do PÚBLICO em Bruxelas, Marta Seixas."),
    E("A crise das urgências no Verão", "2024-07-16", 968,
      "Com médicos de férias e turistas a chegar, várias urgências do Algarve voltam a fechar ao fim-de-"
      "semana. Neste episódio, ouvimos a editora de Sociedade, Catarina Gomes."),
    E("Habitação: o que mudou um ano depois do programa Mais Habitação", "2024-07-15", None,
      "Um ano depois, as rendas continuam a subir e as casas devolutas continuam vazias."),
    E("Euro 2024: o fim de um ciclo para a selecção?", "2024-07-12", 1103, ""),
    E("Porque é que o preço do azeite não desce?", "2024-07-11", 887,
      "A colheita foi melhor, mas o azeite continua caro nos supermercados. Neste episódio, conversamos com o "
      "jornalista de Economia Luís Vilar."),
], publico_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

CONTROCORRENTE_NOTE = ("Controcorrente è in streaming alle 18 dal lunedì al venerdì sul sito di Repubblica e on "
                       "demand in video e in podcast.")
write("generic-heldout21-repubblica-controcorrente", "generic", "2024-02-16", {
    "title": "Controcorrente",
    "description": "Il talk quotidiano di Repubblica: ogni giorno alle 18 la notizia del giorno discussa con i "
                   "protagonisti, le firme del giornale e i nostri inviati. Conduce Paola Ferrandi.",
}, [
    E("Controcorrente/142 - La legge sull'autonomia torna in aula. Con Berti, Sanna e Ruggeri (integrale)",
      "2024-02-15", 2832,
      "Il disegno di legge sull'autonomia differenziata arriva alla Camera tra le proteste delle regioni del Sud. "
      "Oggi sono con noi il costituzionalista Marco Berti, la deputata Elena Sanna e il sondaggista Luca Ruggeri. "
      "In studio con Paola Ferrandi: Giulio Amato e Chiara Lodi.\n\n" + CONTROCORRENTE_NOTE),
    E("Controcorrente/141 - Trattori a Roma. Cosa chiedono davvero gli agricoltori", "2024-02-14", 2715,
      "I trattori arrivano al Circo Massimo. Da piazza, il nostro inviato Stefano Orsi.\n\n" + CONTROCORRENTE_NOTE),
    E("Controcorrente/140 - Sanremo è finito, la polemica no", "2024-02-13", 2560, CONTROCORRENTE_NOTE),
    E("Controcorrente/139 - Il prezzo della benzina e il taglio che non c'è (integrale)", "2024-02-12", None,
      "Oggi sono con noi l'economista Anna Gallo e il presidente di un'associazione di consumatori, Mario Pace. "
      "In studio con Paola Ferrandi: Carlo Neri."),
    E("Controcorrente/138 - Il venerdì dei libri. Con Laura Conti", "2024-02-09", 2914,
      "Come ogni venerdì, la seconda parte della puntata è dedicata ai libri: la scrittrice Laura Conti racconta il "
      "suo nuovo romanzo.\n\n" + CONTROCORRENTE_NOTE),
], repubblica_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout21-newyorker-the-back-page", "generic", "2024-09-26", {
    "title": "The Back Page",
    "hosts": "Miriam Castell and Joel Aberman",
    "description": "Twice a week, New Yorker writers talk about the pieces they could not stop thinking about, and "
                   "the people in them.",
}, [
    E("The Last Lighthouse Keeper on Lake Superior", "2024-09-24", None,
      "The staff writer Hannah Greaves sat down with the man who kept the light on Passage Island for thirty years, "
      "and who still wakes at four to check the weather."),
    E("Why We Can't Stop Reorganizing Our Bookshelves", "2024-09-20", None,
      "A conversation with the critic Lionel Park about order, memory, and the book you will never lend.\n\n"
      "This segment was originally broadcast on March 8, 2022."),
    E("A Cartoonist's First Rejection", "2024-09-17", None,
      "Seventy-three cartoons, seventy-three rejections. The cartoonist Dana Whitlock remembers the first one that "
      "got in.", hosts="Joel Aberman"),
    E("Inside the City's Oldest Deli", "2024-09-13", None, ""),
    E("The Translator Who Rewrote the Ending", "2024-09-10", None,
      "The staff writer Ines Mora on a translator who changed the last page of a famous novel, and the author who "
      "thanked her for it."),
], newyorker_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout21-letemps-la-salle-des-pas-perdus", "generic", "2024-11-08", {
    "title": "La Salle des pas perdus",
    "description": "Chaque vendredi, le podcast politique du Temps. Notre chef de la rubrique Suisse, Claire "
                   "Montandon, et notre correspondant à Berne, Olivier Fankhauser, décryptent la semaine sous la "
                   "Coupole avec leurs invités.",
}, [
    E("Budget fédéral: où couper sans fâcher? Face à face entre deux conseillères nationales", "2024-11-08",
      2040,
      "L'armée, l'agriculture ou la coopération internationale: le Parlement doit trouver deux milliards. Face à "
      "face entre la socialiste Amélie Rochat et la PLR Nadine Zbinden. Bonne écoute!", hours=4),
    E("Jean-Marc Perrin: « Le fédéralisme n'est pas un luxe »", "2024-11-01", 1860,
      "Le conseiller d'Etat neuchâtelois défend les cantons face à Berne. Un entretien enregistré à "
      "Neuchâtel."),
    E("Élection américaine: ce que la Suisse a à perdre", "2024-10-25", 2280, ""),
    E("Les primes maladie, encore et toujours", "2024-10-18", None,
      "La hausse est moins forte que l'an dernier, mais elle pèse toujours sur les ménages romands."),
    E("Retour de session: les décisions qui comptent", "2024-10-11", 1920,
      "Ce qu'il faut retenir de la session d'automne, avec notre correspondante au Palais fédéral. Bonne "
      "écoute!"),
], letemps_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout21-podhome-paper-trail", "generic", "2024-06-20", {
    "title": "Paper Trail",
    "description": "A show about the documents that changed small towns: deeds, letters, minutes and maps. Hosted by "
                   "the archivist June Castellano.",
}, [
    E("The Deed With Two Signatures", "2024-06-17", 2280,
      "A farmhouse sold twice in 1911, and the family that found out ninety years later.", number=42),
    E("Minutes of a Meeting That Never Happened", "2024-06-10", 2520,
      "A town council's minute book records a vote on a bridge. Nobody remembers the meeting.", number=41),
    E("Letters From the Lock Keeper", "2024-06-03", 2100, "", number=40),
    E("The Map With a Missing Street", "2024-05-27", 2640,
      "Why a 1950s street plan left out a whole row of houses.", number=39),
    E("How to Read Old Handwriting", "2024-05-20", 1560,
      "June's tips for reading secretary hand, with a listener's letter from 1780.", number=38),
    E("Live From the County Archive", "2024-04-20", 3300,
      "Recorded in front of an audience at the county record office's open day.", etype="bonus"),
], podhome_site, approximate=("about 1 month ago", "2 months ago"), gaps="mixed",
    show_keys=("title", "description"), report_footer=True)

# ====== 26. held-out, twenty-second round: self-hosted apps, a network, newspapers, a broadcaster, a union, a society
# Written for a twenty-second held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Podgrab's, Koel's and the news extension's source, vueuse's date code, Kodi
# add-ons' PodcastOne selectors, copies of Blogger blogs, a copied Folha article, copies of the Tages-Anzeiger's, RTBF's,
# EL MUNDO's and Trouw's podcasts elsewhere) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    auvio_podcast,
    blogger_blog,
    elmundo_podcast,
    folha_podcast,
    koel_podcast,
    podcastone_show,
    podgrab_cut,
    podgrab_podcast,
    tagesanzeiger_podcast,
    trouw_podcast,
    typo3_crop,
    typo3_news,
)

LEDGER_FIFTHS = ("Every choir singer has seen the circle of fifths on a poster in the rehearsal room, and most of us "
                 "have quietly decided it is not for us. This week Ruth takes it apart one key at a time, with a "
                 "piano, a pencil and a tenor who volunteered to be confused on air. By the end you will know why "
                 "the sharpened notes pile up on the right, why your conductor keeps saying relative minor, and how "
                 "to find the key of any hymn in the time it takes to open the book.")
write_marked("generic-heldout22-podgrab-ledger-lines", "generic", "2024-09-18", {
    "title": "Ledger Lines",
    "description": "",
}, [
    E("Why Sopranos Go Flat in the Last Verse", "2024-09-18", 2472,
      "Tired voices, cold churches and a key change nobody planned for. Ruth and the voice coach Amira Haddad explain "
      "what really happens to pitch at the end of a long hymn.", hours=5),
    E("Listener Questions: Reading a Figured Bass", "2024-09-16", 1385,
      "Three listeners sent in the same page of Handel. We read the little numbers under the bass line together."),
    E("The Circle of Fifths Without Tears", "2024-09-11", 3725, podgrab_cut(LEDGER_FIFTHS), more=True),
    E("Tuning Forks, Pitch Pipes and the Piano in the Hall", "2024-09-04", 2790, ""),
    E("Sight-Singing: The Movable Do Debate", "2024-08-28", 2958,
      "Fixed do or movable do? Two choir directors who disagree politely, and one who does not."),
    E("A Conductor's Left Hand", "2024-08-21", None,
      "What the hand that does not beat time is telling you, and why you should look up from the score."),
    E("Live at the Spring Workshop", "2024-08-19", 4510,
      "Recorded in front of sixty singers at the regional choir workshop, with a warm-up you can do in the car."),
    E("Trailer: Welcome to Ledger Lines", "2024-07-20", 95,
      "A short hello from Ruth Calder, who has sung alto in the same choir for twenty-two years."),
], podgrab_podcast, approximate=("last month", "2 months ago"), gaps="mixed", show_keys=("title", "description"))

write_marked("generic-heldout22-koel-night-shift-notes", "generic", "2025-01-04", {
    "title": "Night Shift Notes",
    "author": "Corinne Adebayo",
    "description": "Stories from the people who work while the rest of us sleep: bakers, nurses, lock keepers and the "
                   "driver of the last bus home.\n\n"
                   "A new episode most Fridays, recorded at night, mostly.",
}, [
    E("The Bakery at 3 a.m.", "2025-01-03", 2533,
      "Before the first tram runs, Tomasz has already made four hundred rolls. We spend a shift at his side.\n\n"
      "With thanks to the Nowak family bakery for letting us in out of the cold."),
    E("New Year's Eve on the Night Bus", "2024-12-31", 3900,
      "Fireworks, lost shoes and one proposal: a driver's view of the busiest night of the year."),
    E("A Lighthouse Without a Keeper", "2024-12-28", 2400,
      "The light has been automatic since 1989, but somebody still drives out to check on it every night.",
      progress="12 min 11 sec left"),
    E("Christmas on the Maternity Ward", "2024-12-21", 2838, ""),
    E("Snowploughs and Strong Coffee", "2024-12-14", 2095,
      "When the forecast says snow, the road crew's night starts at nine and ends when the roads are black again.",
      progress="Played"),
    E("The Night Porter's Notebook", "2024-11-30", 2211,
      "Forty years of guests who arrived after midnight, written down in a notebook the hotel never knew about."),
    E("Bonus: Listener Voicemails", "2024-11-22", 754,
      "You told us about your own night shifts. Here are eight of the voicemails we could not stop replaying."),
], koel_podcast, approximate=("LAST WEEK", "2 WEEKS AGO", "3 WEEKS AGO"), gaps="mixed",
    show_keys=("title", "description"))

write("generic-heldout22-podcastone-the-long-pass", "generic", "2019-03-14", {
    "title": "The Long Pass with Dana Reyes",
    "category": "Sports & Recreation",
    "description": "Former quarterback Dana Reyes breaks down the week in football with coaches, players, agents and the "
                   "occasional referee who wants to explain himself. New episodes every Monday and Thursday.",
}, [
    E("Ep. 121 - Free Agency, Day Three: Who Overpaid?", "2019-03-14", None,
      "The first wave of free agency is over and the money is gone. Dana and the agent Carla Whitfield go through the "
      "biggest contracts one by one, and name the one signing that will look smart in November."),
    E("Ep. 120 - The Franchise Tag, Explained for Humans", "2019-03-11", None),
    E("Bonus - Combine Notebook With Marcus Bell", "2019-03-09", None),
    E("Ep. 119 - Quarterbacks Who Should Not Be Traded", "2019-03-07", None),
    E("Ep. 118 - What a Coordinator Does in March", "2019-03-04", None),
    E("Ep. 117 - Tony Salerno Picks the Draft, Badly", "2019-02-28", None),
    E("Ep. 116 - Life After the Last Snap", "2019-02-25", None),
], podcastone_show, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout22-tagesanzeiger-auf-den-punkt", "generic", "2024-03-08", {
    "title": "Auf den Punkt",
    "time": "05:00",
    "description": "Politisch, persönlich, nah: Der tägliche Podcast des Tages-Anzeigers erzählt jeden Morgen die "
                   "Geschichte hinter einer Nachricht, die zu reden gibt. Von Montag bis Freitag \u2013 präsentiert von "
                   "Lea Brunner und Dominik Graf.",
}, [
    E("Warum die Mieten in Zürich nicht mehr sinken", "2024-03-08", 1440,
      "Der Referenzzinssatz bleibt stehen, und trotzdem erhalten viele Mieterinnen und Mieter eine Erhöhung. "
      "Wirtschaftsredaktorin Sandra Keller erklärt, wer dabei gewinnt.\n"
      "Host: Lea Brunner\n"
      "Produzent: Jonas Wyss"),
    E("Das Seilziehen um die 13. AHV-Rente", "2024-03-07", 1560,
      "Die Initiative ist angenommen, doch wer sie bezahlt, ist offen. Bundeshausredaktor Beat Imhof über die "
      "Varianten, die jetzt in Bern auf dem Tisch liegen."),
    E("Die Gletscher-Initiative der Bergdörfer", "2024-03-06", 1380, ""),
    E("Was ein Lawinenwarner im März beobachtet", "2024-03-05", None,
      "Viel Neuschnee auf einer alten, schwachen Schicht: Ein Gespräch mit einem Lawinenwarner aus Davos über einen "
      "heiklen Winter.\n"
      "Host: Dominik Graf\n"
      "Produzent: Jonas Wyss"),
    E("Die Stadt, die ihre Parkplätze verkauft", "2024-03-04", 1500,
      "Winterthur streicht hunderte Parkplätze in der Altstadt. Lokalredaktorin Mirjam Egli war an der hitzigen "
      "Gemeinderatssitzung dabei."),
    E("Wochenrückblick: Was diese Woche wichtig war", "2024-03-01", 2100,
      "Am Freitag schauen Lea Brunner und Dominik Graf auf die Woche zurück, mit zwei Gästen aus der Redaktion.",
      time="07:00"),
], tagesanzeiger_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout22-auvio-les-voix-du-quartier", "generic", "2024-11-20", {
    "title": "Les Voix du Quartier",
    "channel": "La Première",
    "description": "Chaque semaine, un micro posé dans un quartier de Wallonie ou de Bruxelles, et les gens qui y "
                   "vivent. Un documentaire sonore de Camille Dewez, réalisé par Olivier Halleux.",
}, [
    E("La dernière mercerie de Verviers", "2024-11-20", 3240,
      "Depuis cinquante-deux ans, Josiane vend des boutons, du fil et des conseils rue du Brou. Elle ferme en "
      "décembre. Avant que le rideau ne tombe, on s'est assis une journée derrière son comptoir."),
    E("Les jardins partagés de Molenbeek", "2024-11-13", 3060,
      "Sur un ancien terrain vague, trente familles cultivent des tomates, des piments et un peu de patience. "
      "Rencontre avec celles et ceux qui ont fait pousser un quartier."),
    E("Le bal du samedi à Charleroi", "2024-11-06", 3300, ""),
    E("Une nuit au lavoir de Namur", "2024-10-30", None,
      "Un lavoir automatique ouvert jour et nuit, et tous ceux qui y attendent que leur linge tourne."),
    E("Les cheminots de Ronet", "2024-10-23", 3420,
      "À la gare de formation de Ronet, les trains de marchandises se font et se défont la nuit. Des cheminots "
      "racontent un métier que personne ne voit."),
    E("Le marché de la Batte, avant l'aube", "2024-10-16", 2940,
      "Liège, dimanche, cinq heures du matin : les marchands montent leurs étals le long de la Meuse."),
], auvio_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout22-elmundo-la-noticia-a-fondo", "generic", "2024-10-17", {
    "title": "La Noticia a Fondo",
    "host": "Lucía Arenas",
    "time": "01:30",
    "description": "Es el podcast sobre la noticia del día que hacemos desde la redacción de EL MUNDO. A través de la "
                   "voz de nuestros periodistas, te contamos lo que tienes que saber: antecedentes, contexto, "
                   "análisis... Con Lucía Arenas",
}, [
    E("El precio del alquiler rompe otro récord", "2024-10-17", 942,
      "Alquilar un piso en Madrid cuesta hoy un 14% más que hace un año. ¿Por qué no baja, a pesar de las nuevas "
      "leyes? Lo analizamos con Sergio Llano, periodista de Economía de EL MUNDO"),
    E("Qué se juega Europa en la cumbre de Bruselas", "2024-10-16", 876,
      "Los líderes europeos se reúnen con la inmigración y la defensa sobre la mesa. Lo analizamos con Marta "
      "Velasco, corresponsal de EL MUNDO en Bruselas"),
    E("Gota fría: quién decide una alerta roja", "2024-10-15", 1015, ""),
    E("El fenómeno de los clubes de lectura", "2024-10-14", None,
      "Cada vez más jóvenes quedan para leer juntos en bares y bibliotecas. Hablamos con tres de ellos y con Irene "
      "Salas, periodista de Cultura de EL MUNDO"),
    E("Por qué el aceite de oliva empieza a bajar", "2024-10-11", 803,
      "Tras dos años de precios disparados, la nueva cosecha trae algo de alivio. Lo analizamos con Sergio Llano"),
    E("El Supremo y la ley de amnistía: qué pasa ahora", "2024-10-10", 1104,
      "El Tribunal Supremo vuelve a pronunciarse sobre la amnistía. Lo analizamos con Ángel Ortega, jefe de "
      "Tribunales de EL MUNDO"),
], elmundo_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout22-folha-primeira-pagina", "generic", "2024-10-04", {
    "title": "Primeira Página",
    "time": "4h00",
    "description": "O podcast diário da Folha: de segunda a sexta, a notícia mais importante do dia explicada por "
                   "repórteres e colunistas do jornal. Apresentado por Raquel Moura e Tiago Lins.",
}, [
    E("O que está em jogo na eleição de domingo", "2024-10-04", None,
      "Repórter de Poder explica as disputas mais acirradas nas capitais e o que o resultado pode dizer sobre 2026"),
    E("Por que a fumaça das queimadas voltou a São Paulo", "2024-10-03", None,
      "Editora de Ambiente conta como o fogo no interior e o tempo seco pioraram o ar da capital paulista"),
    E("O novo salário mínimo e as contas do governo", "2024-10-02", None,
      "Colunista de Mercado discute o impacto do reajuste no Orçamento e na inflação"),
    E("A crise de falta de professores nas escolas públicas", "2024-10-01", None,
      "Repórter de Educação visitou escolas que começaram o semestre sem docentes de matemática"),
    E("Bets: o que muda com as novas regras", "2024-09-30", None, ""),
    E("Como vivem os ribeirinhos na seca do rio Madeira", "2024-09-27", None,
      "Enviado especial da Folha descreve comunidades isoladas pela estiagem histórica na Amazônia"),
    E("Edição especial: o debate na TV", "2024-09-26", None,
      "Repórteres e colunistas comentam os melhores e os piores momentos do debate entre os candidatos",
      time="12h30"),
], folha_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout22-trouw-de-haagse-week", "generic", "2024-11-15", {
    "title": "De Haagse Week",
    "description": "Elke vrijdag zet politiek verslaggever Noor van Leeuwen de schijnwerper op het Binnenhof. Met "
                   "wisselende gasten bespreekt en duidt zij het nieuws van de week, en zoekt ze naar de inhoud achter "
                   "de ophef.",
}, [
    E("Een begroting met gaten, een coalitie met ruzie", "2024-11-15", 2040,
      "De Tweede Kamer debatteert over de begroting, maar de coalitiepartijen lijken het vooral met elkaar oneens. "
      "Met Trouw-redacteur Pieter Smit en oud-Kamerlid Fenna Bos."),
    E("Waarom de asielwet nog lang niet klaar is", "2024-11-08", 1860,
      "De strengste asielwet ooit, beloofde het kabinet. Maar de Raad van State is kritisch en de Eerste Kamer "
      "twijfelt. Noor van Leeuwen zoekt uit wat er van de plannen overblijft."),
    E("Bonus: de Amerikaanse verkiezingen, gezien vanuit Den Haag", "2024-11-06", 1320, ""),
    E("De provincies willen meer geld, en krijgen het niet", "2024-11-01", None,
      "Gedeputeerden uit Groningen en Zeeland over wat het Rijk wel en niet betaalt."),
    E("Honderd dagen kabinet: de eerste balans", "2024-10-25", 2280,
      "Na honderd dagen maken Noor van Leeuwen en haar gasten de balans op. Wat is er bereikt, en wat niet?"),
    E("Stikstof is terug op de agenda", "2024-10-18", 1980,
      "Boeren, bouwers en natuurorganisaties wachten op een plan. Landbouwverslaggever Jan Kuipers legt uit waarom "
      "het zo lang duurt."),
], trouw_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

FROKOST_LONG_1 = ("Hvordan får man tid til børnene, når normeringerne halter? I dette afsnit taler vi med to "
                  "pædagoger fra en vuggestue i Esbjerg om vikarer, sygefravær og de små pauser, der aldrig bliver til "
                  "noget.")
FROKOST_LONG_2 = ("Overenskomstforhandlingerne nærmer sig, og mange medlemmer spørger, hvad kredsen egentlig kan gøre. "
                  "Kredsformand Lone Juhl svarer på jeres spørgsmål om løn, pension og arbejdstid i et afsnit optaget "
                  "foran et publikum i Ribe.")
write("generic-heldout22-typo3-frokoststuen", "generic", "2024-11-27", {
    "site": "Pædagogforeningen Vestkysten",
    "title": "Frokoststuen – kredsens podcast",
    "category": "Podcast",
    "address": "Havnegade 12, 6700 Esbjerg",
    "phone": "Tlf. 75 12 34 56",
    "description": "I Frokoststuen taler vi med pædagoger, tillidsrepræsentanter og ledere fra hele kredsen om det, "
                   "der fylder i hverdagen. Et nyt afsnit hver anden tirsdag.",
}, [
    E("Afsnit 12: Når normeringerne halter", "2024-11-26", None, typo3_crop(FROKOST_LONG_1), author="Mette Holm"),
    E("Afsnit 11: Spørg kredsformanden", "2024-11-12", None, typo3_crop(FROKOST_LONG_2), author="Mette Holm"),
    E("Afsnit 10: Arbejdsmiljø i SFO'en", "2024-10-29", None,
      "En arbejdsmiljørepræsentant fortæller om støj, stress og de løsninger, der faktisk virkede.",
      author="Jesper Kragh"),
    E("Afsnit 9: Ny i faget", "2024-10-15", None, "", author="Mette Holm"),
    E("Afsnit 8: Pension – er det nu, jeg skal tænke på det?", "2024-10-01", None,
      "En rådgiver fra pensionskassen forklarer, hvad du skal tjekke, før du fylder 40.", author="Jesper Kragh"),
    E("Afsnit 7: Tillidsrepræsentantens hverdag", "2024-09-17", None,
      "Hvad laver en tillidsrepræsentant egentlig? Vi følger Sanne fra en børnehave i Varde en hel dag.",
      author="Mette Holm"),
], typo3_news, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout22-blogger-dark-sky-minutes", "generic", "2022-03-20", {
    "title": "Dark Sky Minutes",
    "author": "Helen Okafor",
    "pages": ["Home", "About the Society", "Meetings", "How to Subscribe"],
    "year_count": 6,
    "older_months": [("February", 2), ("January", 1)],
    "older_years": [(2021, 14)],
    "description": "The podcast of the Northfield Astronomical Society. Members talk about what to look for in the "
                   "night sky, and about the people who look for it.",
}, [
    E("Bonus: Questions From the March Meeting", "2022-03-19", None,
      "At the end of Thursday's meeting we passed the microphone around. Here are your questions about eyepieces, "
      "light pollution and whether it is ever too cold to observe.",
      time="9:40 PM", labels=["bonus", "meetings"], comments=2),
    E("Episode 27: Listening for Meteors", "2022-03-19", None,
      "You can hear a meteor on the radio. Society member Graham Tully shows us how, with an old FM receiver and a "
      "length of wire in his garden.\n\n"
      "If you would like to try it yourself, Graham's notes are on the Meetings page.",
      time="8:15 PM", labels=["episodes", "meteors", "radio"], more=True),
    E("Episode 26: The Orion Nebula Through a Borrowed Telescope", "2022-03-05", None,
      "Our youngest member, Priya, borrows the society's loan telescope for a week and tells us what she saw.",
      time="7:30 PM", labels=["episodes", "beginners"], comments=5),
    E("Episode 25: Why the Moon Looks Bigger on the Horizon", "2022-02-19", None, "",
      time="7:45 PM", labels=["episodes", "moon"]),
    E("Episode 24: A Winter Night at the Dark Sky Park", "2022-02-05", None,
      "Six of us, three thermos flasks and minus eight degrees: a night at the dark sky park, recorded under the "
      "stars.",
      time="8:05 PM", labels=["episodes", "outings"], comments=1, more=True),
    E("Episode 23: New Year, New Comet?", "2022-01-22", None,
      "Is the comet everyone is talking about worth getting up for? Helen asks the society's comet watcher.",
      time="7:50 PM", labels=["episodes", "comets"]),
], blogger_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ===== 27. held-out, twenty-third round: self-hosted apps, newspapers, broadcasters, a nature society, a museum
# Written for a twenty-third held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (PinePods', Airsonic-Advanced's, PodFetch's, javascript-time-ago's, Odoo's and the
# Kirby Starterkit's source, a stored copy of Renascença's articles and of The Irish Times' bar, copies of DER STANDARD's,
# Il Sole 24 Ore's, SvD's, The Irish Times' and Renascença's podcasts elsewhere) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    airsonic_channel,
    derstandard_podcast,
    irishtimes_podcast,
    kirby_notes,
    odoo_blog_compact,
    pinepods_podcast,
    podfetch_podcast,
    renascenca_podcast,
    sole_podcast,
    svd_podd,
)

write("generic-heldout23-pinepods-hedgerow-history", "generic", "2024-12-05", {
    "title": "Hedgerow History",
    "author": "Marlow & Finch Audio",
    "count": 52,
    "categories": ["History", "Society & Culture"],
    "time": "05:00",
    "description": "The countryside is a document, if you know how to read it. Every week Nell Marlow and Tobias Finch walk "
                   "a lane, a field boundary or a village green and ask who made it, and why.",
}, [
    E("The Parish Boundary Stone That Moved Twice", "2024-12-03", 2472,
      "A stone that was meant to stay put for ever has been dug up and carried off twice since 1790. We follow its "
      "travels through two court cases and one very stubborn churchwarden."),
    E("Drove Roads and the Cattle That Walked to London", "2024-11-26", 3185,
      "Before the railways, beef walked to market. Tobias traces a drove road from the Welsh hills to Smithfield.\n\n"
      "With thanks to the county record office for the toll-gate ledgers."),
    E("Listener Questions: Ha-Has, Lych Gates and Lost Ponds", "2024-11-21", 1418,
      "You sent in photographs of puzzling walls, gates and hollows. Nell and Tobias try to explain six of them.",
      time="10:30"),
    E("Why Is the Village Green That Shape?", "2024-11-19", 2766, ""),
    E("Hedges You Can Date by Counting", "2024-11-12", 2903,
      "The rule says one woody species for every hundred years. A botanist tells us when the rule works and when it "
      "lies."),
    E("The Turnpike Trust That Went Bankrupt", "2024-11-05", 3730,
      "A road company, a toll house and a debt that outlived everyone who signed for it."),
], pinepods_podcast, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout23-airsonic-werkstattfunk", "generic", "2024-10-10", {
    "title": "Werkstattfunk",
    "description": "Der Podcast aus der offenen Werkstatt in Kassel: Reparieren, Bauen und Tüfteln mit Jana Reuter und "
                   "Malte Osterkamp, jeden zweiten Dienstag.",
}, [
    E("Folge 48: Ein Küchenstuhl mit drei Beinen", "2024-10-08", 2472,
      "Ein Erbstück, ein gebrochenes Bein und die Frage, ob Knochenleim wirklich besser hält als Weißleim.",
      status="Neu"),
    E("Folge 47: Lötkolben für Einsteiger", "2024-09-24", 2189,
      "Welche Spitze, welche Temperatur, welches Lot? Malte lötet live und Jana stellt die Fragen, die sich sonst "
      "keiner traut.", status="Neu"),
    E("Folge 46: Das Repair-Café zieht um", "2024-09-10", 3870,
      "Nach acht Jahren im Gemeindehaus bekommt das Repair-Café neue Räume. Ein Rundgang mit den Ehrenamtlichen."),
    E("Folge 45: Fahrradnaben von innen", "2024-08-27", None,
      "Konus, Kugeln, Fett: Wir zerlegen eine alte Nabe und bauen sie wieder zusammen, ohne dass eine Kugel fehlt."),
    E("Folge 44: Werkzeug aus dem Sperrmüll", "2024-08-13", 1934, ""),
    E("Sommerpause: Eure Projekte", "2024-07-30", 1207,
      "Ihr habt uns Fotos und Sprachnachrichten von euren Sommerprojekten geschickt. Hier sind die schönsten."),
    E("Folge 43: Schubladen, die klemmen", "2024-07-16", 2655,
      "Wachs, Seife oder Hobel? Drei Methoden im Vergleich, an einer Kommode aus den Fünfzigern."),
], airsonic_channel, gaps="one", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout23-podfetch-carnets-du-rail", "generic", "2024-11-15", {
    "title": "Les Carnets du Rail",
    "author": "Camille Roussel",
    "keywords": ["Histoire", "Trains", "Voyage"],
    "description": "Des gares oubliées, des lignes fermées et des cheminots qui s'en souviennent : chaque vendredi, "
                   "Camille Roussel prend un train et raconte ce qu'on voit par la fenêtre.",
}, [
    E("La gare de Chamborigaud, trois trains par jour", "2024-11-15", None,
      "Une gare des Cévennes où le chef de gare connaît chaque voyageur par son prénom. Reportage d'une journée sur "
      "le quai."),
    E("Le dernier poste d'aiguillage à leviers", "2024-11-12", None,
      "À Saint-Flour, on manœuvre encore les aiguilles à la force des bras. Rencontre avec Gilles, aiguilleur depuis "
      "trente-deux ans.", played="\u00c9cout\u00e9 \u00e0 45 %"),
    E("Bonus : vos plus beaux souvenirs de train de nuit", "2024-11-08", None, "",
      played="\u00c9cout\u00e9 \u00e0 100 %"),
    E("La ligne des Causses, entre viaducs et brebis", "2024-11-01", None,
      "De Béziers à Neussargues, une ligne qui franchit le Garabit et traverse des plateaux où l'on croise plus de "
      "brebis que de voyageurs.\n\n"
      "Un épisode enregistré en partie dans le train, avec les bruits qui vont avec.",
      played="\u00c9cout\u00e9 \u00e0 100 %"),
    E("Les cheminotes de 1944", "2024-10-25", None,
      "Elles conduisaient les locomotives pendant la guerre, puis on les a renvoyées dans les bureaux. Une historienne "
      "raconte leur histoire.", played="\u00c9cout\u00e9 \u00e0 100 %"),
    E("Petit train de la Rhune : monter à 905 mètres", "2024-10-15", None,
      "Un train à crémaillère de 1924, des pottoks sur la voie et un conducteur qui siffle l'air de la fête de "
      "Sare."),
    E("Pourquoi les trains roulent à gauche", "2024-09-15", None,
      "Un héritage britannique, des ingénieurs venus de Londres et une exception alsacienne : on vous explique tout."),
], podfetch_podcast, approximate=("il y a 1 semaine", "il y a 2 semaines", "il y a 3 semaines", "il y a 1 mois",
                                  "il y a 2 mois"),
    gaps="mixed", show_keys=("title", "description"))

write("generic-heldout23-derstandard-stadtgespraech", "generic", "2025-01-24", {
    "title": "Stadtgespräch",
    "time": "17:00",
    "description": "\"Stadtgespräch\" ist der Nachrichten-Podcast aus der Wien-Redaktion des STANDARD. Wir fragen nach, "
                   "was die Stadt bewegt, und lassen die Menschen erzählen, die es betrifft. Neue Folgen erscheinen "
                   "jeden Werktag um 17:00 Uhr. Moderation & Produktion: Lena Aigner, Florian Hackl",
}, [
    E("Warum die U5 noch immer nicht fährt", "2025-01-24", 1421,
      "Die neue U-Bahn-Linie sollte längst in Betrieb sein. Verkehrsredakteur Paul Wimmer erklärt, woran es hakt und "
      "was die Verzögerung die Stadt kostet."),
    E("Heizkostenzuschuss: Wer ihn bekommt und wer leer ausgeht", "2025-01-23", 1286,
      "Die Stadt zahlt wieder einen Zuschuss, doch viele Anträge werden abgelehnt. Wir sprechen mit einer "
      "Sozialarbeiterin aus Favoriten über die Hürden."),
    E("Ein Winter ohne Eislaufplatz?", "2025-01-22", 1102, ""),
    E("Die Wiener Gemeindebauten werden hundert", "2025-01-21", None,
      "1925 zogen die ersten Familien in den Metzleinstaler Hof. Eine Historikerin und zwei Bewohnerinnen über ein "
      "Jahrhundert sozialen Wohnbau."),
    E("Wie gefährlich ist der Feinstaub am Gürtel?", "2025-01-20", 1519,
      "Neue Messwerte zeigen, dass die Luft an den großen Straßen schlechter ist als gedacht. Was die Stadt "
      "dagegen plant, erklärt Umweltredakteurin Sophie Koller."),
    E("Wochenrückblick: Ballsaison und Budgetloch", "2025-01-17", 1744,
      "Am Freitag schauen Lena Aigner und Florian Hackl auf die Woche zurück, mit zwei Gästen aus der Redaktion."),
], derstandard_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout23-sole24ore-cronache-dal-territorio", "generic", "2024-12-10", {
    "title": "Cronache dal Territorio",
    "description": "Un viaggio nell'Italia che produce, lavora e resiste, lontano dai riflettori. Ogni martedì una "
                   "storia raccontata dai giornalisti del Sole 24 Ore, sul posto.",
}, [
    E("Prato, l'ultimo lanificio della famiglia Bardi", "2024-12-10", 1920,
      "Tre generazioni, due crisi e un telaio del 1962 che non si ferma mai. Siamo entrati nel lanificio che ha "
      "deciso di non vendere ai grandi gruppi della moda.",
      credits="Autrice: Marta Ferri; Cura editoriale: Paolo Guidi; Montaggio: Sara Lodi; Producer: Chiara Neri"),
    E("Il porto di Gioia Tauro di notte", "2024-12-03", 2280,
      "Le gru lavorano ventiquattro ore su ventiquattro. Abbiamo seguito un turno di notte con i gruisti e gli "
      "operatori del terminal container.\n\n"
      "Un racconto in due parti: questa è la prima.",
      credits="Autore: Davide Russo; Cura editoriale: Paolo Guidi; Producer: Chiara Neri"),
    E("Val di Non, le mele e la grandine", "2024-11-26", 1740,
      "Dopo l'estate delle grandinate, i frutticoltori trentini fanno i conti con le assicurazioni e con un clima "
      "che cambia più in fretta delle loro piante."),
    E("Matera, dieci anni dopo la Capitale della cultura", "2024-11-19", None,
      "Cosa resta degli alberghi diffusi, dei festival e dei turisti? Lo abbiamo chiesto a chi nei Sassi ci vive.",
      credits="Autrice: Marta Ferri; Cura editoriale: Paolo Guidi; Producer: Chiara Neri"),
    E("Le cartiere di Fabriano e l'euro digitale", "2024-11-12", 2040, ""),
    E("Sulcis, la miniera diventa museo", "2024-11-05", 2160,
      "L'ultima galleria di carbone ha chiuso, ma gli ex minatori accompagnano ora i visitatori sottoterra. Storie di "
      "un mestiere che diventa memoria."),
], sole_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout23-svd-morgonlaget", "generic", "2026-01-02", {
    "title": "Morgonläget",
    "time": "05.00",
    "description": "SvD:s nyhetspodd ger dig bakgrunden till dagens viktigaste nyhet på en kvart. Nytt avsnitt varje "
                   "vardagsmorgon.",
}, [
    E("Vad betyder elpriset för din januari?", "2026-01-02", 840,
      "Kylan har kommit och elpriset har stigit i södra Sverige. SvD:s energireporter förklarar varför och vad som "
      "kan hända resten av vintern.",
      credits="Programledare: Elin Berg. Producent: Jonas Lind. Ansvarig utgivare: Maria Ek."),
    E("Nyårstalet som alla pratar om", "2026-01-01", 720,
      "Statsministerns tal vid midnatt bjöd på ett oväntat besked. Vi reder ut vad som sades och vad det betyder.",
      credits="Programledare: Elin Berg. Producent: Jonas Lind. Ansvarig utgivare: Maria Ek."),
    E("Året som gick i fem nyheter", "2025-12-30", 1260, ""),
    E("Julhandeln slog rekord, men inte överallt", "2025-12-29", 900,
      "Näthandeln växte medan butikerna i mindre städer tappade. Vår handelsreporter har varit i Falköping och "
      "Sundsvall.",
      credits="Programledare: Omar Haddad. Producent: Jonas Lind. Ansvarig utgivare: Maria Ek."),
    E("Därför blir det ingen vit jul i Stockholm", "2025-12-23", 780,
      "Meteorologen om varför snön uteblir i söder, och varför norra Sverige får mer än vanligt."),
    E("Skolans nya läroplan: det här ändras", "2025-12-22", None,
      "Från hösten ska eleverna läsa mer och skärmtiden minska. Vi går igenom förslaget, punkt för punkt.",
      credits="Programledare: Omar Haddad. Producent: Sara Nyström. Ansvarig utgivare: Maria Ek."),
    E("Riksbanken sänker igen", "2025-12-19", 960,
      "Räntan går ned en sista gång i år. Vad betyder det för bolånen och för kronan?"),
], svd_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout23-irishtimes-across-the-island", "generic", "2024-12-06", {
    "title": "Across the Island",
    "time": "05:00",
    "description": "Across the Island is a daily podcast from The Irish Times that takes a close look at the stories "
                   "that matter, from Donegal to Kerry. Presented by Aoife Brennan and Cathal Moran.",
}, [
    E("Why the ferry to the Aran Islands keeps getting cancelled", "2024-12-06", 1453,
      "Storms, an ageing fleet and a contract nobody wants to renew. Western correspondent Niamh Joyce explains "
      "what islanders have been living with all autumn."),
    E("Inside the count: how a recount in Cork North-Central unfolded", "2024-12-05", 1688,
      "Three days, one seat and a margin of eleven votes. Political reporter Seán Daly was in the count centre for "
      "every bundle."),
    E("The rent pressure zone map is changing. Does it matter?", "2024-12-04", 1372, ""),
    E("What happened to the Christmas market in Galway?", "2024-12-03", None,
      "After fifteen years the market moved from Eyre Square. Traders and shoppers tell us whether the new site "
      "works."),
    E("A hospital in Limerick tries something different with its trolleys", "2024-12-02", 1541,
      "University Hospital Limerick has had the most patients on trolleys in the country for years. Health "
      "correspondent Paul Keane visits a new ward that was built to change that."),
    E("Black Friday, Irish style", "2024-11-29", 1207,
      "Pricewatch columnist Orla Quinn on which deals were real, which were not, and how to tell the difference."),
], irishtimes_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout23-renascenca-contraponto", "generic", "2024-06-20", {
    "title": "Contraponto",
    "time": "09:30",
    "producer": "Rita Moura",
    "description": "Os grandes temas da atualidade em debate, aos sábados, às 10h00. Dois convidados, uma pergunta e uma "
                   "hora para pensar devagar.",
}, [
    E("Ainda vale a pena ter carro em Lisboa?", "2024-06-18", 3960,
      "Mais ciclovias, menos estacionamento e transportes públicos gratuitos para os mais jovens. Estará a cidade a "
      "mudar a forma como nos deslocamos? Debate com uma urbanista e um representante dos taxistas.",
      credits="Moderação: Tiago Sarmento; Produção: Rita Moura; Genérico: Nuno Alves"),
    E("Quem vai cuidar dos nossos pais?", "2024-06-11", 4140,
      "Portugal é um dos países mais envelhecidos da Europa e faltam cuidadores. Que respostas existem para as "
      "famílias?",
      credits="Moderação: Tiago Sarmento; Produção: Rita Moura; Genérico: Nuno Alves"),
    E("Os jovens ainda leem jornais?", "2024-06-04", 3720, ""),
    E("O preço da água no Algarve", "2024-05-28", 3900,
      "Depois de dois anos de seca, o Algarve discute dessalinização, barragens e o golfe. Um agricultor e uma "
      "investigadora em recursos hídricos respondem.",
      credits="Moderação: Tiago Sarmento; Produção: Rita Moura; Genérico: Nuno Alves"),
    E("Trabalhar quatro dias por semana", "2024-05-21", None,
      "O projeto-piloto terminou e as empresas fizeram as contas. Valeu a pena?"),
    E("Para que serve hoje um sindicato?", "2024-05-14", 4020,
      "Greves nos professores, nos médicos e nos transportes. Um sindicalista e uma economista discutem o papel das "
      "organizações de trabalhadores.",
      credits="Moderação: Tiago Sarmento; Produção: Rita Moura; Genérico: Nuno Alves"),
], renascenca_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout23-odoo-veldnotities", "generic", "2024-12-12", {
    "site": "Natuurkring Netevallei vzw",
    "title": "Veldnotities \u2013 de podcast",
    "address": "Kerkstraat 14, 2260 Westerlo",
    "mail": "info@natuurkring-netevallei.be",
    "description": "Elke twee weken een wandeling, een soort en een verhaal uit de Netevallei.",
}, [
    E("Aflevering 24: Wintergasten op het Zammelsbroek", "2024-12-10", None, "", tags=["podcast", "vogels"]),
    E("Aflevering 23: Wat doet een bever in november?", "2024-11-26", None, "", tags=["podcast", "zoogdieren"]),
    E("Aflevering 22: Paddenstoelen tellen met Greet", "2024-11-12", None, "", tags=["podcast", "paddenstoelen"]),
    E("Aflevering 21: Het hooiland na de laatste maaibeurt", "2024-10-29", None, "", tags=["podcast", "beheer"]),
    E("Extra: de vrijwilligers van de werkdag", "2024-10-19", None, "", tags=["podcast", "vrijwilligers"]),
    E("Aflevering 20: Trekvogels boven de Nete", "2024-10-15", None, "", tags=["podcast", "vogels"]),
    E("Aflevering 19: Een nacht met de vleermuizen", "2024-10-01", None, "", tags=["podcast", "zoogdieren"]),
], odoo_blog_compact, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout23-kirby-havnens-stemmer", "generic", "2024-11-28", {
    "site": "Kystmuseet Sønderhav",
    "menu": ["Besøg", "Udstillinger", "Podcast", "Skoler", "Om museet"],
    "social": ["Facebook", "Instagram"],
    "title": "Havnens stemmer",
    "description": "Fortællinger fra havnen, værftet og fyrskibene. Museets podcast udkommer hver anden torsdag.",
}, [
    E("Fyrskibet, der blev en restaurant", "2024-11-28", None,
      "I 1988 blev fyrskib nr. XVII slæbt ind i havnen for sidste gang. Vi taler med den sidste fyrmester og med "
      "kokken, der i dag serverer frokost i maskinrummet."),
    E("Da isen lukkede havnen i 1942", "2024-11-14", None,
      "Tre uger uden skibe, en by uden kul og en isbryder, der aldrig kom. Museets arkivar læser fra havnefogedens "
      "dagbog."),
    E("Værftets lærlinge fortæller", "2024-10-31", None, ""),
    E("Sildens år: fra fangst til tønde", "2024-10-17", None,
      "Om sommeren landede fiskerne tusindvis af tønder sild. Kvinderne på kajen saltede dem. En samtale om et "
      "glemt arbejde."),
    E("Redningsbåden fra Sønderhav", "2024-10-03", None,
      "Redningsmændene roede ud i al slags vejr. Vi besøger den gamle redningsstation og hører om natten i 1951."),
    E("Sømandskirken og de fremmede skibe", "2024-09-19", None,
      "Præsten, der talte syv sprog, og de sømænd, der søgte ly i kirken, når skibet lå i havn om julen."),
], kirby_notes, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 28. held-out, twenty-fourth round: self-hosted apps, an extension, broadcasters, papers, a society, a district
# Written for a twenty-fourth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Ampache's, Miniflux's, podStation's, Contao's and Concrete CMS's source and
# language files, copied pages of a LA7 programme's podcast and of VG's podcast articles, copies of Ouest-France's, VG's,
# Iltalehti's and elDiario.es' podcasts elsewhere) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    ampache_podcast,
    concrete_page_list,
    contao_newslist,
    eldiario_podcast,
    iltalehti_podcast,
    la7_podcast,
    miniflux_feed,
    ouestfrance_podcast,
    podstation_episodes,
    vg_podkast,
)

write("generic-heldout24-ampache-low-orbit-hour", "generic", "2024-10-22", {
    "title": "Low Orbit Hour",
    "time": "05:00",
    "description": "Amateur radio, small satellites and the people who listen to them. Every other Tuesday Priti Sandhu "
                   "and Owen Maddox talk antennas, passes and the quiet joy of a clean downlink.",
}, [
    E("Ep. 52: Tracking the Space Station on a Budget", "2024-10-22", 2472, state="pending"),
    E("Ep. 51: Why Your Dipole Is Lying to You", "2024-10-08", 3725),
    E("Bonus: Field Day Recordings", "2024-10-01", 1385, time="14:30"),
    E("Ep. 50: Fifty Episodes, Fifty Callsigns", "2024-09-24", 4510),
    E("Ep. 49: Weather Satellites and a Wet Garden", "2024-09-10", 2790, state="skipped"),
    E("Ep. 48: QSL Cards in the Age of Email", "2024-08-27", 2958),
    E("Ep. 47: Building a Yagi from Tape Measures", "2024-08-13", 3061),
    E("Trailer: Welcome to Low Orbit Hour", "2024-07-30", 95),
], ampache_podcast, gaps="none", show_keys=("title", "description"))

write_marked("generic-heldout24-miniflux-moestuinpodcast", "generic", "2025-01-03", {
    "title": "De Moestuinpodcast van Tuinpark Ons Buiten",
    "category": "Podcasts",
    "description": "",
}, [
    E("Zaaien in januari: wat kan al binnen?", "2025-01-03", time="06:00"),
    E("Nieuwjaarsvoornemens voor je moestuin", "2025-01-02", time="06:00", starred=True),
    E("Oudejaarsaflevering: de oogst van 2024", "2024-12-31", time="06:00", reading=2),
    E("Snoeien van fruitbomen in de winter", "2024-12-27", time="06:00", read=True),
    E("Compost onder de sneeuw", "2024-12-20", time="06:00", read=True),
    E("Zaadcatalogi en droomlijstjes", "2024-12-13", time="06:00", read=True),
    E("De kas winterklaar maken", "2024-12-03", time="06:00", read=True, starred=True),
], miniflux_feed, approximate=("3 weken geleden", "1 maand geleden"), gaps="mixed",
    show_keys=("title", "description"))

write("generic-heldout24-podstation-cozinha-de-quintal", "generic", "2024-09-12", {
    "title": "Cozinha de Quintal",
    "description": "",
}, [
    E("Pão de queijo de frigideira", "2024-09-12", 1985,
      "Sem forno, sem pressa e sem polvilho azedo: a receita que a avó da Lúcia fazia no fogão a lenha, adaptada para "
      "a cozinha de apartamento.\n\n"
      "No fim do episódio, as dúvidas que vocês mandaram sobre o queijo canastra.",
      people="Apresentação: Lúcia Prates e Caio Menezes"),
    E("A horta que virou restaurante", "2024-09-05", 3120,
      "Em Piracicaba, um casal transformou o quintal em horta e a horta em restaurante de doze lugares. Fomos almoçar "
      "lá e saímos com uma muda de ora-pro-nóbis."),
    E("Feijoada em lata? Conversamos com quem faz", "2024-08-29", None,
      "Uma cooperativa do interior de Minas enlata feijoada desde 1998. Visitamos a fábrica e provamos o resultado, "
      "sem preconceito.",
      people="Apresentação: Lúcia Prates e Caio Menezes"),
    E("Especial: doces de festa junina fora de época", "2024-08-22", 2640, ""),
    E("O café da roça", "2024-08-15", 2290,
      "Coado no pano, adoçado com rapadura e servido às cinco da manhã: uma conversa com três gerações de "
      "cafeicultores do sul de Minas."),
    E("Bolo de fubá, três receitas", "2024-08-08", 3725,
      "Com erva-doce, com goiabada ou cremoso: testamos as três versões mais pedidas pelos ouvintes e contamos qual "
      "desmoronou no forno.",
      no_link=True),
], podstation_episodes, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout24-contao-sternstunden", "generic", "2024-11-20", {
    "site": "Sternfreunde Oberschwaben e.V.",
    "title": "Sternstunden \u2013 der Podcast",
    "address": "Volkssternwarte Haisterkirch \u00b7 Am Sternenbuckel 4 \u00b7 88339 Bad Waldsee",
    "description": "Alle zwei Wochen sprechen Mitglieder unseres Vereins \u00fcber das, was gerade am Himmel zu sehen "
                   "ist, \u00fcber Teleskope, Kometen und die Geschichte der Astronomie in Oberschwaben.",
}, [
    E("Folge 24: Der Novemberhimmel ohne Teleskop", "2024-11-14", None,
      "Plejaden, Andromedanebel und ein heller Jupiter: Jana Pfeiffer zeigt, was man im November schon mit blo\u00dfem "
      "Auge und einem Fernglas vom Balkon aus findet.",
      time="19:30", author="Jana Pfeiffer"),
    E("Folge 23: Wie ein Spiegel geschliffen wird", "2024-10-31", None,
      "Unser Vereinsmitglied Herbert Kessler schleift seit drei\u00dfig Jahren Teleskopspiegel von Hand. Wir haben ihm "
      "in der Werkstatt \u00fcber die Schulter geschaut.\n\n"
      "Mit Ger\u00e4uschen aus der Werkstatt, die wir nicht herausgeschnitten haben.",
      time="19:30", author="Markus Heilig"),
    E("Folge 22: Komet Tsuchinshan-ATLAS \u2013 was wir gesehen haben", "2024-10-17", None,
      "Der Komet war der Star des Oktobers. Drei Beobachterinnen erz\u00e4hlen von ihren Abenden am Federsee und "
      "zeigen, welche Fotos gelungen sind.",
      time="20:00", author="Jana Pfeiffer"),
    E("Folge 21: Tag der offenen Sternwarte", "2024-10-03", None, "", time="18:00"),
    E("Folge 20: Astronomie in Kl\u00f6stern", "2024-09-19", None,
      "Sonnenuhren, Kalender und ein M\u00f6nch, der 1680 einen Kometen zeichnete: eine Spurensuche in den Archiven "
      "der Klosterbibliothek Wei\u00dfenau.",
      time="19:30", author="Markus Heilig"),
    E("Folge 19: Lichtverschmutzung im Landkreis", "2024-09-05", None,
      "Wie dunkel ist es bei uns noch? Wir haben mit einem Messger\u00e4t eine Nacht lang den Himmel vermessen und mit "
      "einer Gemeinder\u00e4tin \u00fcber Stra\u00dfenlaternen gesprochen.",
      time="19:30", author="Jana Pfeiffer"),
], contao_newslist, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout24-concrete-district-notes", "generic", "2024-12-11", {
    "site": "Maple Valley Unified School District",
    "title": "District Notes Podcast",
    "address": "1400 Orchard Road, Maple Valley, OR 97352",
    "phone": "(503) 555-0142",
    "description": "District Notes is a conversation with the people who make our schools work, hosted by "
                   "Superintendent Dr. Renee Calloway. New episodes every other Tuesday during the school year.",
}, [
    E("Winter Break Meals: How Our Kitchens Keep Cooking", "2024-12-10", None,
      "Nutrition Services Director Sam Ortega explains how families can pick up free meals at four sites during "
      "winter break.", time="15:30"),
    E("Meet the New Principal of Cedar Creek Elementary", "2024-11-26", None,
      "Principal Alicia Moreno talks about her first hundred days, the reading buddies program and the school's new "
      "garden.", time="15:30"),
    E("Bond Measure Update: The High School Roof and Beyond", "2024-11-12", None,
      "Facilities Manager Tom Reyes walks through which projects are finished, which are starting next summer and "
      "what they cost.", time="16:00"),
    E("Why Attendance Matters in Kindergarten", "2024-10-29", None, "", time="15:30"),
    E("Student Voices: The Robotics Team Heads to State", "2024-10-15", None,
      "Four students from Maple Valley High describe building a robot in six weeks and what went wrong at the "
      "regional qualifier.", time="15:30"),
    E("Bus Routes, Bell Times and the First Month of School", "2024-10-01", None,
      "Transportation Supervisor Linda Park answers the most common questions from families about the new "
      "routes.", time="15:45"),
    E("Welcome Back: A New School Year", "2024-09-17", None,
      "Dr. Calloway shares the district's three goals for the year and how families can get involved.",
      time="15:30"),
], concrete_page_list, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout24-ouestfrance-gens-de-mer", "generic", "2024-10-17", {
    "title": "Gens de mer",
    "time": "06:00",
    "description": "Pêcheurs, ostréicultrices, gardiens de phare et marins du commerce : chaque jeudi, les "
                   "journalistes d'Ouest-France donnent la parole à celles et ceux qui vivent de la mer, de Granville "
                   "à Saint-Nazaire.",
}, [
    E("Le dernier ramendeur du Guilvinec", "2024-10-17", 840,
      "Depuis quarante ans, Yvon répare les filets des chalutiers à la main, sur le quai. Il n'a pas trouvé "
      "d'apprenti et compte bien continuer tant que ses doigts le lui permettent.\n\n"
      "Bonne écoute.",
      credits=["Réalisation : Mathilde Le Goff", "Voix off : Erwan Tanguy"]),
    E("Ostréicultrices en baie de Quiberon", "2024-10-10", 1080,
      "Elles sont de plus en plus nombreuses à reprendre les parcs de leurs parents. Rencontre avec trois femmes qui "
      "ont choisi les marées plutôt que les bureaux.\n\n"
      "Bonne écoute.",
      credits=["Réalisation : Mathilde Le Goff"]),
    E("Une nuit à bord d'un caseyeur", "2024-10-03", 960, "",
      credits=["Réalisation : Ronan Kerhervé"]),
    E("Les veilleurs du sémaphore de Brignogan", "2024-09-26", None,
      "Ils surveillent la Manche jour et nuit, jumelles en main et radio allumée. Reportage au sommet du sémaphore, "
      "un soir de tempête.\n\n"
      "Bonne écoute."),
    E("Saint-Nazaire : ils construisent les paquebots", "2024-09-19", 1320,
      "Soudeurs, peintres et électriciens racontent la naissance d'un géant des mers, du premier bloc d'acier jusqu'à "
      "la sortie du bassin.\n\n"
      "Bonne écoute.",
      credits=["Réalisation : Ronan Kerhervé", "Voix off : Erwan Tanguy"]),
    E("Granville, le port qui ne dort jamais", "2024-09-12", 900,
      "Coquilles Saint-Jacques, bulots et criée à l'aube : une journée dans le premier port coquillier de France.",
      time="07:30"),
], ouestfrance_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout24-la7-piazza-aperta", "generic", "2024-11-22", {
    "title": "Piazza Aperta",
    "description": "",
}, [
    E("L'intervista di Marta Ferrandi a Luca Benassi - Puntata del 21/11/2024", "2024-11-21", 2047,
      "Vi proponiamo l'ascolto dell'intervista all'economista Luca Benassi sul prezzo degli affitti nelle città "
      "universitarie: \"Uno studente fuori sede a Bologna spende ormai metà della borsa di studio per una stanza. "
      "Non è più un problema delle famiglie, è un problema del Paese\"."),
    E("Davide Orsini - Il prezzo del pane", "2024-11-21", 412,
      "Lo scrittore Davide Orsini racconta la storia di un forno di quartiere a Torino che chiude dopo ottant'anni, e "
      "con lui un pezzo di città. #AscoltaLA7"),
    E("L'intervista di Marta Ferrandi a Giulia Sereni - Puntata del 14/11/2024", "2024-11-14", 1820,
      "La climatologa Giulia Sereni spiega perché le alluvioni in Emilia-Romagna non sono più eventi eccezionali e "
      "cosa si potrebbe fare subito per i fiumi della pianura."),
    E("Davide Orsini - Lettera a un ministro", "2024-11-14", 390, ""),
    E("L'intervista di Marta Ferrandi a Paolo Ghezzi - Puntata del 07/11/2024", "2024-11-07", 3472,
      "Il giorno dopo le elezioni americane, l'ex corrispondente da Washington Paolo Ghezzi analizza il voto stato "
      "per stato e le conseguenze per l'Europa. #AscoltaLA7"),
    E("L'intervista di Marta Ferrandi a Sara Colombo - Puntata del 31/10/2024", "2024-10-31", 1622,
      "La pediatra Sara Colombo risponde alle domande dei genitori sui pronto soccorso pediatrici chiusi di notte nei "
      "piccoli ospedali."),
    E("Davide Orsini - Il paese che si svuota", "2024-10-31", 455,
      "Un monologo su un borgo dell'Appennino che a novembre conta undici abitanti e un solo bar aperto."),
], la7_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout24-vg-kveldsrunden", "generic", "2024-11-29", {
    "title": "Kveldsrunden",
    "time": "16:00",
    "description": "VGs daglige samtale om dagens viktigste saker, med journalister fra hele redaksjonen. Ny episode "
                   "hver ettermiddag fra mandag til fredag.",
}, [
    E("Budsjettforliket: Hvem fikk det de ville?", "2024-11-29", 1560,
      "Etter en lang natt i Stortinget er budsjettet på plass. Vi går gjennom hva partiene fikk gjennomslag for, og "
      "hva som ble ofret i siste liten. Med Ingrid Solheim, Petter Aasen og Kari Bø. Produsent Jonas Lien."),
    E("Strømprisen stiger igjen i sør", "2024-11-28", 1440,
      "Kulda har kommet og prisene stiger i Sør-Norge. Hvorfor er det så store forskjeller mellom nord og sør? Med "
      "Ingrid Solheim og Mads Hval. Produsent Jonas Lien.", time="16:21"),
    E("Black Friday: Kjøper vi mindre i år?", "2024-11-27", 1320, ""),
    E("Landslaget etter Nations League", "2024-11-26", None,
      "Sportsjournalist Ola Brenden gjør opp status for herrelandslaget etter høstens kamper. Med Petter Aasen og "
      "Ola Brenden. Produsent Sara Nygård."),
    E("Ulven på Hedmarken", "2024-11-25", 1680,
      "En ny ulvejakt deler bygdene. VG har snakket med bønder, jegere og naturvernere. Med Kari Bø og Mads Hval. "
      "Produsent Jonas Lien.", time="15:45"),
    E("Fredagspraten: Ukens vinnere og tapere", "2024-11-22", 2100,
      "Som vanlig på fredager kårer gjengen ukens vinnere og tapere i norsk politikk og kultur. Med Ingrid Solheim, "
      "Petter Aasen og Kari Bø. Produsent Sara Nygård."),
], vg_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout24-iltalehti-kulissipuhetta", "generic", "2024-12-20", {
    "title": "Kulissipuhetta",
    "time": "6.00",
    "description": "Iltalehden politiikan toimittajat kertovat, mitä eduskunnan käytävillä tällä viikolla puhuttiin. "
                   "Uusi jakso joka perjantai.",
}, [
    E("98. Joulurauhaa odotellessa ja budjetin viimeiset käänteet", "2024-12-20", 3900,
      "Eduskunta hyväksyi ensi vuoden budjetin, mutta viime hetken muutokset herättivät kysymyksiä. Studiossa Aino "
      "Lehtisen kanssa Jussi Karhu ja Mirja Salo. Jakson tuotti ja leikkasi Teemu Nieminen.\n\n"
      "Tässä jaksossa: 00:45 Budjetti maalissa 24:10 Jouluinen kysymystunti 51:30 Viikon vitsi"),
    E("97. Ministerin kohu ja oppositiojohtajan uusi linja", "2024-12-13", 3480,
      "Ministerin lausunnot nostivat myrskyn, ja oppositio haistoi tilaisuuden. Mitä kulisseissa tapahtui? Studiossa "
      "Aino Lehtisen kanssa Jussi Karhu ja Ville Aho. Jakson tuotti ja leikkasi Teemu Nieminen.\n\n"
      "Tässä jaksossa: 00:38 Kohu kasvaa 30:05 Oppositio liikkeellä 55:12 Viikon vikkelä"),
    E("96. Itsenäisyyspäivän juhlat ja pukujen politiikka", "2024-12-06", 2820,
      "Linnan juhlien erikoisjakso: keitä näkyi, keitä ei, ja mitä puvut kertovat vallasta. Studiossa Aino "
      "Lehtisen kanssa Mirja Salo."),
    E("95. Sote-rahat loppuvat taas", "2024-11-29", None,
      "Hyvinvointialueiden alijäämät kasvavat. Kuka kantaa vastuun? Studiossa Aino Lehtisen kanssa Jussi Karhu ja "
      "Ville Aho. Jakson tuotti ja leikkasi Teemu Nieminen."),
    E("94. Puoluekokous lähestyy", "2024-11-22", 3300, ""),
    E("93. Vaalirahoitus puhuttaa", "2024-11-15", 3060,
      "Kuka rahoitti kenenkin kampanjan, ja miksi ilmoitukset tulivat myöhässä? Studiossa Aino Lehtisen kanssa "
      "Mirja Salo ja Ville Aho. Jakson tuotti ja leikkasi Teemu Nieminen.\n\n"
      "Tässä jaksossa: 00:40 Ilmoitukset myöhässä 27:45 Puolueiden kassat 47:20 Viikon vitsi",
      time="7.30"),
], iltalehti_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout24-eldiario-hoy-explicado", "generic", "2024-11-08", {
    "title": "Hoy Explicado",
    "time": "06:00",
    "description": "'Hoy Explicado' es un podcast de elDiario.es para explicarte la actualidad. Cada mañana nos "
                   "detenemos en un asunto con ayuda de los periodistas de la redacción. Con Nerea Ibarra.",
}, [
    E("Qué falló en las alertas de la DANA", "2024-11-08", 1044,
      "Los avisos llegaron a los móviles cuando el agua ya estaba en las calles. Hablamos con la periodista de "
      "elDiario.es Laura Sancho sobre la cadena de decisiones de aquella tarde."),
    E("Los voluntarios del barro", "2024-11-07", 1122,
      "Miles de personas cruzaron a pie el puente hacia los pueblos afectados con palas y cubos. Escuchamos a algunos "
      "de ellos.\n\n"
      "Con la participación de Pau Ferrer, redactor de elDiario.es en Valencia."),
    E("Estados Unidos ya ha votado: ¿y ahora qué?", "2024-11-06", 1260,
      "Qué significa el resultado de las elecciones para Europa, para el comercio y para Ucrania. Lo analizamos con el "
      "corresponsal Andrés Villar."),
    E("Cómo se reconstruye un pueblo", "2024-11-05", None,
      "Ingenieros, aseguradoras y vecinos: el largo camino que empieza cuando baja el agua."),
    E("El día después de la riada", "2024-11-04", 980, ""),
    E("Por qué sube el precio del aceite otra vez", "2024-10-31", 915,
      "Tras unos meses de alivio, el aceite de oliva vuelve a encarecerse en los supermercados. Nos lo explica la "
      "periodista de Economía Marta Ruiz.", time="06:30"),
], eldiario_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 29. held-out, twenty-fifth round: directories, newspapers, two blog platforms, a theatre
# Written for a twenty-fifth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (stored copies of Podash's, AudioNow's and podcasts-online.org's pages and of
# WELT's topic pages, WriteFreely's and Grav's Quark theme's source, copies of Le Parisien's, Göteborgs-Posten's and
# Ekstra Bladet's podcasts elsewhere) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    audionow_podcast,
    bricklayer_order,
    ekstrabladet_podcast,
    gp_podd,
    grav_quark_blog,
    leparisien_podcast,
    podash_cut,
    podash_show,
    podcasts_online_pt,
    teatro_podcast,
    welt_themen,
    writefreely_collection,
)

write("generic-heldout25-podash-morning-ledger", "generic", "2025-01-03", {
    "title": "The Morning Ledger",
    "author": "Northgate Media",
    "count": 40,
    "description": "A fifteen-minute briefing on business and the economy, every weekday morning at five. Hosted by "
                   "Dana Whitfield, with reporters from the Northgate newsroom.",
}, [
    E("Markets Open 2025: What Traders Are Watching", "2025-01-03", None, podash_cut(
        "The first full trading week of the year starts with three questions: how fast will rates fall, how long will "
        "the rally in chip stocks last, and what happens to the dollar if the new tariffs arrive in spring? Dana asks "
        "markets editor Sam Okafor what the trading desks he spoke to this week are betting on.\n\n"
        "Also in this episode: why January is the busiest month for company bankruptcies, what the holiday sales "
        "numbers say about shoppers going into the new year, and a short guide to the economic data due out before "
        "the end of the month, from the jobs report to the first reading of fourth-quarter growth. Plus the one "
        "chart Sam says everyone should keep on their desk in 2025."), time="5:00", number=641),
    E("Year-End Tax Moves That Still Count", "2025-01-02", None,
      "The calendar has turned, but a few tax decisions for 2024 are still open. Personal finance reporter Maya "
      "Lindqvist explains which contributions you can still make and which deadlines have already passed.",
      time="5:00", number=640),
    E("New Year's Eve Edition: The Numbers That Defined 2024", "2024-12-31", None,
      "Seven numbers, seven stories: from the price of a dozen eggs to the value of the largest company on earth. The "
      "newsroom picks the figures that best explain the year in business.",
      time="5:00", number=639),
    E("Why Shipping Rates Jumped Before the Holidays", "2024-12-30", None,
      "Container prices doubled in six weeks. Trade reporter Luis Ferreira follows one shipment of toys from Ningbo to "
      "Rotterdam to find out who paid the difference.",
      time="5:00", number=638),
    E("Weekend Ledger: Gift Cards, Returns and the Boxing Day Rush", "2024-12-28", None, "", time="7:00", number=637),
    E("Central Banks in 2024: A Look Back", "2024-12-27", None,
      "Rate cuts, a surprise hike in Tokyo and a year of careful language. Economics editor Priya Nair on what central "
      "bankers learned in 2024 and what they still fear.",
      time="5:00", number=636),
    E("The Last-Minute Shopper Economy", "2024-12-23", None,
      "One in five holiday purchases happens in the final week. Retail reporter Ben Adeyemi visits a parcel depot "
      "working around the clock.",
      time="5:00", number=635),
], podash_show, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout25-audionow-summende-nachbarn", "generic", "2024-10-09", {
    "title": "Summende Nachbarn \u2013 der Imkerpodcast",
    "description": "Zwei Hobbyimker aus dem Kraichgau erz\u00e4hlen, was an ihren St\u00e4nden passiert: von der "
                   "ersten Durchsicht im Fr\u00fchjahr bis zur Winterfuttergabe. F\u00fcr Einsteiger und alle, die es "
                   "werden wollen.",
}, [
    E("Folge 48: Varroa-Behandlung im Oktober \u2013 was jetzt noch geht", "2024-10-08", 1874,
      "Die Sommerbehandlung ist vorbei, doch die Milbenz\u00e4hlung zeigt bei einigen V\u00f6lkern noch zu viele "
      "Milben. Jochen und Miriam sprechen \u00fcber Restentmilbung, Brutfreiheit und warum sie in diesem Jahr "
      "fr\u00fcher z\u00e4hlen als sonst."),
    E("Folge 47: Winterfutter richtig einsch\u00e4tzen", "2024-09-24", 2245,
      "Wie schwer muss eine Beute im Herbst sein? Wir wiegen unsere V\u00f6lker mit der Kofferwaage und erkl\u00e4ren, "
      "wann Zuf\u00fcttern noch sinnvoll ist.\n\n"
      "Au\u00dferdem: eine H\u00f6rerfrage zu Futterteig."),
    E("Folge 46: Zu Besuch bei der Belegstelle am Feldberg", "2024-09-10", 3873,
      "Auf 1.200 Metern H\u00f6he werden K\u00f6niginnen begattet, weit weg von fremden Drohnen. Wir haben den "
      "Betreuer der Belegstelle einen Tag lang begleitet und viel \u00fcber Zucht gelernt."),
    E("Folge 45: H\u00f6rerfragen \u2013 R\u00e4uberei, Wespen und ein Schwarm im August", "2024-08-27", 1652, ""),
    E("Folge 44: Honig schleudern ohne Chaos", "2024-08-13", 2518,
      "Entdeckeln, schleudern, sieben, abf\u00fcllen: Miriam zeigt ihre K\u00fcche als Schleuderraum und verr\u00e4t, "
      "wie sie den Boden honigfrei h\u00e4lt."),
    E("Folge 43: Die Bienenweide im eigenen Garten", "2024-07-30", 1931,
      "Welche Pflanzen helfen Honig- und Wildbienen in der Trachtl\u00fccke? Eine G\u00e4rtnerin aus Bretten gibt "
      "Tipps f\u00fcr Balkon und Beet."),
], audionow_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout25-podcastsonline-papo-de-laboratorio", "generic", "2024-11-14", {
    "title": "Papo de Laborat\u00f3rio",
    "author": "N\u00facleo Ci\u00eancia Aberta",
    "description": "Ci\u00eancia explicada sem pressa: toda quarta-feira, pesquisadoras e pesquisadores do sul do "
                   "Brasil contam o que est\u00e3o investigando e por que isso importa.",
}, [
    E("Por que o c\u00e9u de Porto Alegre ficou laranja?", "2024-11-13", 1680,
      "A fuma\u00e7a das queimadas viajou milhares de quil\u00f4metros at\u00e9 o Rio Grande do Sul. A meteorologista "
      "Carla Fontoura explica como isso acontece e o que a cor do c\u00e9u diz sobre o ar que respiramos.",
      number=87),
    E("Vacinas de mRNA al\u00e9m da covid", "2024-11-06", 2460,
      "Depois da pandemia, a tecnologia de mRNA chegou aos estudos contra o c\u00e2ncer e a dengue. Conversamos com o "
      "imunologista Rafael Dorneles sobre o que j\u00e1 funciona e o que ainda \u00e9 promessa.",
      number=86),
    E("Especial: a Feira de Ci\u00eancias da escola Padre Anchieta", "2024-10-30", 4440,
      "Gravamos uma tarde inteira na feira de ci\u00eancias de uma escola estadual de Santa Maria: foguetes de garrafa "
      "PET, hortas hidrop\u00f4nicas e um rob\u00f4 que separa lixo recicl\u00e1vel.",
      number=85),
    E("O que sabemos sobre o l\u00edtio brasileiro", "2024-10-23", None,
      "O Vale do Jequitinhonha virou o centro de uma nova corrida mineral. A ge\u00f3loga Helena Prado fala sobre "
      "reservas, impactos e comunidades.",
      number=84),
    E("Abelhas sem ferr\u00e3o na cidade", "2024-10-16", 1920,
      "Jata\u00ed, mandaçaia e tubuna vivem em muros e \u00e1rvores de Porto Alegre. O bi\u00f3logo Tiago Kunz ensina "
      "a reconhec\u00ea-las e explica por que elas importam para as hortas urbanas.",
      number=83),
    E("Como funciona a revis\u00e3o por pares", "2024-10-09", 2100, "", number=82),
], podcasts_online_pt, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout25-welt-morgenkompass", "generic", "2024-11-15", {
    "title": "Morgenkompass",
    "tagline": "Der t\u00e4gliche Nachrichten-Podcast",
    "description": "",
}, [
    E("Ampel-Aus: Wie geht es bis zur Neuwahl weiter?", None, None,
      "Die Koalition ist zerbrochen, der Kanzler will die Vertrauensfrage stellen. Politikredakteur Tobias Renn "
      "erkl\u00e4rt, welche Gesetze noch eine Mehrheit finden k\u00f6nnten und was bis zum Wahltag passiert.",
      caption="DWO_Podcast_Teaser_MoKo_Lena_cw_", twice=True),
    E("Warum der Wohnungsbau nicht vorankommt", None, None,
      "Die Bundesregierung wollte 400.000 neue Wohnungen im Jahr. Gebaut wurde nicht einmal die H\u00e4lfte. "
      "Wirtschaftsreporterin Anke Sommer \u00fcber Zinsen, Baukosten und leere Baugruben.",
      caption="Podcast-Host Lena Scholtysek"),
    E("Trump-Comeback: Was Europa jetzt droht", None, None,
      "Zollstreit, Nato, Ukraine: USA-Korrespondent Michael Brandt ordnet ein, worauf sich Br\u00fcssel und Berlin "
      "einstellen m\u00fcssen.",
      caption="DWO_Podcast_Teaser_MoKo_Jonas_cw_", twice=True),
    E("Tausend Tage Krieg: Die Lage an der Front", None, None,
      "Kurz vor dem tausendsten Kriegstag berichtet Reporterin Hanna K\u00f6rber aus dem Osten der Ukraine, wo die "
      "russische Armee weiter vorr\u00fcckt.",
      caption="WELT-Korrespondentin Hanna K\u00f6rber in Kiew"),
    E("Autozulieferer in Not: Was die Stellenstreichungen bedeuten", None, None, "",
      caption="DWO_Podcast_Teaser_MoKo_Lena_cw_", twice=True),
    E("Martinsg\u00e4nse und Inflation: Was das Festessen kostet", None, None,
      "Die Gans ist teurer als je zuvor. Verbraucherredakteur Paul Weidner hat nachgerechnet, wo das Geld bleibt.",
      caption="Podcast-Host Jonas Wiedemann"),
], welt_themen, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout25-leparisien-echo-du-jour", "generic", "2024-11-20", {
    "title": "L'\u00c9cho du jour",
    "time": "18:00",
    "description": "Chaque soir du lundi au vendredi, un journaliste du Parisien raconte une histoire de "
                   "l'actualit\u00e9 en une vingtaine de minutes.",
}, [
    E("1316. Agriculteurs en col\u00e8re : pourquoi la mobilisation reprend", "2024-11-19", 1260,
      "Un an apr\u00e8s les blocages d'autoroutes, les tracteurs sont de retour devant les pr\u00e9fectures. Les "
      "promesses du gouvernement n'ont pas convaincu.\n\n"
      "Pour L'\u00c9cho du jour, Margaux Lenoir, journaliste au service \u00e9conomie du Parisien, raconte ce qui a "
      "chang\u00e9 dans les campagnes depuis l'hiver dernier.",
      credits="Cr\u00e9dits. R\u00e9dacteur en chef : Antoine Roussel - Reporter : Camille Vidal - Production : "
              "Hugo Marchand - R\u00e9alisation et mixage : Julie Perrin"),
    E("1315. Mercosur : l'accord qui inqui\u00e8te les \u00e9leveurs", "2024-11-18", 1380,
      "Vingt-cinq ans de n\u00e9gociations et un texte qui pourrait \u00eatre sign\u00e9 d'ici la fin de l'ann\u00e9e. "
      "Pourquoi la viande sud-am\u00e9ricaine fait-elle si peur aux \u00e9leveurs fran\u00e7ais ?",
      credits="Cr\u00e9dits. R\u00e9dacteur en chef : Antoine Roussel - Reporter : Camille Vidal - Production : "
              "Hugo Marchand - R\u00e9alisation et mixage : Julie Perrin"),
    E("1314. Dans les coulisses du proc\u00e8s des assistants parlementaires", "2024-11-15", None,
      "Pendant deux mois, Thomas Girard a suivi les audiences au tribunal correctionnel de Paris. Il raconte les "
      "moments qui ont compt\u00e9.",
      credits="Cr\u00e9dits. R\u00e9dacteur en chef : Antoine Roussel - Reporter : Nina Besson - Production : "
              "Hugo Marchand"),
    E("1313. Temp\u00eate sur les prix de l'\u00e9lectricit\u00e9 en 2025", "2024-11-14", 1140, "",
      credits="Cr\u00e9dits. R\u00e9dacteur en chef : Antoine Roussel - Reporter : Camille Vidal - Production : "
              "Hugo Marchand - R\u00e9alisation et mixage : Julie Perrin"),
    E("1312. Le retour des punaises de lit ? Ce que disent les chiffres", "2024-11-13", 1320,
      "Un an apr\u00e8s la psychose de l'automne 2023, les professionnels de la d\u00e9sinsectisation constatent une "
      "nouvelle hausse des interventions. Faut-il s'inqui\u00e9ter ?\n\n"
      "Avec Sarah Meunier, journaliste au service soci\u00e9t\u00e9 du Parisien."),
    E("1311. Comment la Seine a \u00e9t\u00e9 rendue baignable", "2024-11-12", 1500,
      "Bassins de r\u00e9tention, raccordements d'\u00e9gouts et analyses quotidiennes : l'histoire d'un chantier de "
      "1,4 milliard d'euros racont\u00e9e par ceux qui l'ont men\u00e9.",
      credits="Cr\u00e9dits. R\u00e9dacteur en chef : Antoine Roussel - Reporter : Nina Besson - Production : "
              "Hugo Marchand - R\u00e9alisation et mixage : Julie Perrin"),
], leparisien_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout25-gp-gp-morgon", "generic", "2024-10-24", {
    "title": "GP Morgon",
    "time": "05:00",
    "description": "G\u00f6teborgs-Postens dagliga nyhetspodd. Varje vardagsmorgon ber\u00e4ttar en av v\u00e5ra "
                   "reportrar om dagens viktigaste nyhet i G\u00f6teborg.",
}, [
    E("V\u00e4stl\u00e4nken f\u00f6rsenas igen \u2013 vad h\u00e4nde?", "2024-10-24", 1020,
      "Trafikverket meddelar att tunneln under centrala G\u00f6teborg blir klar \u00e4nnu senare \u00e4n planerat. "
      "GP:s Elin Str\u00f6m ber\u00e4ttar om leran, kostnaderna och vad f\u00f6rseningen betyder f\u00f6r "
      "pendlarna.\n\nDessutom: h\u00f6stlovet b\u00f6rjar och Liseberg \u00f6ppnar f\u00f6r Halloween."),
    E("Skjutningarna i Hammarkullen: polisen byter taktik", "2024-10-23", 1140,
      "Efter tre skjutningar p\u00e5 en vecka skickar polisen in fler patruller i nord\u00f6stra G\u00f6teborg. GP:s "
      "Ahmed Yousef har pratat med boende och poliser om vad som beh\u00f6vs.\n\n"
      "Dessutom: nya siffror om bostadsk\u00f6n."),
    E("Kulturhuset Selma \u2013 ett \u00e5r senare", "2024-10-22", None,
      "Kulturhuset i Selma Lagerl\u00f6fs torg fyller ett \u00e5r. GP:s kulturreporter Sofia Lind tar tempen p\u00e5 "
      "verksamheten."),
    E("Bl\u00e5vitt och kvalstriden", "2024-10-21", 960, ""),
    E("Hyrorna stiger i Majorna", "2024-10-18", 1200,
      "Flera fastighets\u00e4gare i Majorna aviserar h\u00f6jningar p\u00e5 upp till tolv procent. GP:s Johan Berg "
      "f\u00f6rklarar varf\u00f6r."),
    E("\u00c4lvstranden: s\u00e5 blir nya stadsdelen", "2024-10-17", 1080,
      "Nya ritningar visar hur Frihamnen ska se ut 2035. GP:s stadsbyggnadsreporter Karin Ahlqvist g\u00e5r igenom "
      "planerna.\n\n"
      "Dessutom: IFK G\u00f6teborg presenterar ny tr\u00e4nare."),
], gp_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout25-ekstrabladet-borgkommentaren", "generic", "2024-12-13", {
    "title": "Borgkommentaren",
    "description": "Ekstra Bladets politiske podcast med journalisterne Mette Lykke, Jonas Holm og Sara Vind. Hver "
                   "fredag g\u00e5r de ugen p\u00e5 Christiansborg efter i s\u00f8mmene.",
}, [
    E("Finansloven er landet \u2013 og alle er utilfredse", "2024-12-13", 2460,
      "Regeringen har fundet et flertal for finansloven, men b\u00e5de st\u00f8ttepartierne og oppositionen har "
      "noget at brokke sig over. Og s\u00e5 har en minister glemt, hvad han selv har stemt for.",
      credits="I studiet: Mette Lykke, Jonas Holm og Sara Vind. Produceret og klippet af: Anders Kj\u00e6r. "
              "Lyddesign: Line Bech. Redakt\u00f8r Peter Dahl."),
    E("Ministeren, mailen og de manglende svar", "2024-12-06", 2280,
      "En mail, der ikke burde findes, og et samr\u00e5d, der gik skævt. Vi gennemg\u00e5r ugens mest pinlige "
      "forklaring.",
      credits="I studiet: Mette Lykke og Jonas Holm. Produceret og klippet af: Anders Kj\u00e6r. Lyddesign: Line "
              "Bech. Redakt\u00f8r Peter Dahl."),
    E("Gr\u00f8nland vil ikke vente", "2024-11-29", 2640,
      "Naalakkersuisut kr\u00e6ver mere indflydelse p\u00e5 udenrigspolitikken. Sara Vind har v\u00e6ret i Nuuk og "
      "fort\u00e6ller, hvad hun h\u00f8rte."),
    E("\u00c6ldreudspillet i lunser", "2024-11-22", None,
      "Regeringens \u00e6ldreudspil er p\u00e5 bordet. Hvem vinder, og hvem betaler?",
      credits="I studiet: Mette Lykke, Jonas Holm og Sara Vind. Produceret og klippet af: Anders Kj\u00e6r. "
              "Redakt\u00f8r Peter Dahl."),
    E("Partilederne p\u00e5 juleshow", "2024-11-15", 1980, "",
      credits="I studiet: Jonas Holm og Sara Vind. Produceret og klippet af: Anders Kj\u00e6r."),
    E("Valget i USA og de danske reaktioner", "2024-11-08", 2820,
      "Trump vandt, og p\u00e5 Christiansborg skyndte alle sig at sige tillykke. Men hvad betyder det for Danmark, "
      "for forsvaret og for Gr\u00f8nland?",
      credits="I studiet: Mette Lykke, Jonas Holm og Sara Vind. Produceret og klippet af: Anders Kj\u00e6r. "
              "Lyddesign: Line Bech. Redakt\u00f8r Peter Dahl."),
], ekstrabladet_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout25-writefreely-stadsgeluiden", "generic", "2024-11-21", {
    "title": "Stadsgeluiden",
    "description": "Een podcast over de klanken van Utrecht, van carillon tot tramhalte. Elke twee weken een nieuwe "
                   "aflevering van Ineke Verhoef en Daan Kuipers.",
    "pinned": ["Over de podcast", "Abonneren"],
}, [
    E("Aflevering 14: De beiaardier van de Dom", "2024-11-14", None,
      "Elke zaterdagochtend klimt Anneke Bos 465 treden op om een uur lang te spelen. Wij mochten mee naar boven, tot "
      "tussen de klokken.\n\n"
      "Over handen die koud worden, verzoeknummers en de stilte als het laatste akkoord wegsterft."),
    E("Aflevering 13: Nachtgeluiden op het Vredenburg", "2024-10-31", None,
      "Tussen twee en vijf uur 's nachts verandert het plein. Veegwagens, de laatste fietsers en een vogel die zich in "
      "de tijd vergist."),
    E("Aflevering 12: Het geluid van de Uithoflijn", "2024-10-17", None,
      "Waarom piept de tram in de bocht bij De Kromme Rijn? Een akoesticus legt het uit, en de buurt vertelt hoe het "
      "is om ermee te leven."),
    E("Extra: Vijf luistertips voor de herfst", "2024-10-10", None,
      "Geen nieuwe aflevering deze week, wel vijf plekken in de stad waar je volgens ons in oktober even stil moet "
      "staan."),
    E("Aflevering 11: Een ochtend op de Lombokse markt", "2024-10-03", None,
      "Kraamhouders roepen in vier talen. We namen een ochtend op en lieten de opname horen aan wie er stond."),
    E("Aflevering 10: Stilte in het Wilhelminapark", "2024-09-19", None,
      "Bestaat stilte nog in de stad? Met een decibelmeter en een thermosfles koffie zochten we het uit."),
], writefreely_collection, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout25-grav-type-and-ink", "generic", "2024-11-18", {
    "title": "Type & Ink",
    "description": "A podcast about letterpress printing, wood type and the people who keep old presses running. New "
                   "episodes most Mondays.",
    "tags": ["interview", "history", "restoration", "workshop", "listener-questions"],
}, bricklayer_order([
    E("The Last Linotype Operator in Leeds", "2024-11-11", None,
      "Harold Pike set hot metal type for the Yorkshire Evening Post for thirty-one years. At eighty-four he still "
      "keeps a Linotype running in his garage, and he let us watch him cast a line.",
      tags=["interview", "history"]),
    E("Restoring a Columbian Press, Part 2", "2024-11-04", None,
      "The eagle is back on top. We finish the restoration of the 1842 Columbian and pull the first proof in a "
      "hundred years.",
      tags=["restoration"]),
    E("Restoring a Columbian Press, Part 1", "2024-10-28", None,
      "Rust, seized bolts and a missing counterweight: the first weeks of bringing a cast-iron hand press back to "
      "life.",
      tags=["restoration"]),
    E("Listener Questions: Ink, Rollers and Humidity", "2024-10-21", None,
      "Why does my ink skin over? Can I print in a damp shed? Your questions, answered with more honesty than "
      "expertise.",
      tags=["listener-questions"]),
    E("Wood Type Hunting at Country Auctions", "2024-10-14", None,
      "A drawer of 12-line Clarendon for twenty pounds, and a case of grotesque that was not what it seemed.",
      tags=["history"]),
    E("Inside a Student Print Shop", "2024-10-07", None,
      "The art school's basement print room has six presses, two technicians and a waiting list. We spent a Tuesday "
      "there.",
      tags=["interview", "workshop"]),
    E("Paper Matters: Cotton, Kozo and Card", "2024-09-30", None, "", tags=["workshop"]),
]), grav_quark_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout25-teatro-dietro-il-sipario", "generic", "2024-12-05", {
    "site": "Teatro Sociale di Valdaro",
    "title": "Dietro il sipario",
    "address": "Piazza Garibaldi 12 \u00b7 46030 Valdaro (MN)",
    "phone": "Biglietteria: 0376 555 210",
    "description": "Il podcast del Teatro Sociale: attori, registi, tecnici e sarte raccontano come nasce uno "
                   "spettacolo, dalla prima lettura alla prima replica.",
}, [
    E("La sarta di scena", "2024-11-28", 1440,
      "Cinquanta costumi per una sola sera e tre minuti per un cambio d'abito dietro le quinte. Marisa Gatti cuce per "
      "il nostro teatro da ventisei stagioni.",
      number=6, credits=["A cura di: Chiara Benatti", "Voce: Luca Ferri"]),
    E("Le luci della Traviata", "2024-11-14", 1680,
      "Come si illumina un addio? Il light designer Paolo Venturi racconta le prove notturne e i duecento "
      "proiettori del nuovo allestimento.",
      number=5, credits=["A cura di: Chiara Benatti", "Voce: Luca Ferri"]),
    E("Il suggeritore che non c'\u00e8 pi\u00f9", "2024-10-31", None,
      "Una volta c'era una buca davanti al palcoscenico. Abbiamo chiesto agli attori pi\u00f9 anziani della compagnia "
      "chi li salvava quando dimenticavano una battuta.",
      number=4, credits=["A cura di: Chiara Benatti"]),
    E("Scuola di teatro: i ragazzi del sabato", "2024-10-17", 1320, "", number=3,
      credits=["A cura di: Chiara Benatti", "Voce: Luca Ferri"]),
    E("Costruire una scenografia in dieci giorni", "2024-10-03", 1560,
      "Legno, tela e cartapesta: nel laboratorio di via Roma la squadra di Franco Melli prepara la scena del primo "
      "spettacolo della stagione.",
      number=2, credits=["A cura di: Chiara Benatti", "Voce: Luca Ferri"]),
    E("Una stagione che comincia", "2024-09-19", 1200,
      "La direttrice artistica Elena Rinaldi presenta i dodici titoli della stagione 2024/25 e spiega perch\u00e9 "
      "quest'anno si apre con una commedia.",
      number=1, credits=["A cura di: Chiara Benatti"]),
    E("Dietro il sipario: il trailer", "2024-09-12", 120,
      "Dal 19 settembre, ogni due settimane, le voci di chi lavora dietro le quinte del Teatro Sociale.",
      etype="trailer"),
], teatro_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 30. held-out, twenty-sixth round: a radio station's host, a self-hosted app, a German host, papers, blogs, a zoo
# Written for a twenty-sixth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (AzuraCast's, Podcast Server's, Bear Blog's and SilverStripe's blog module's source,
# a stored copy of DAG OG TID's podcast page, the papers' articles on their podcasts) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    azuracast_podcast,
    azuracast_short,
    bear_home,
    dagogtid_webflow,
    letscast_site,
    parool_podcast,
    podcast_server,
    ps_cut,
    silverstripe_blog,
    ss_excerpt,
    stampa_podlast,
    vanguardia_podcast,
    zoo_table,
)

write("generic-heldout26-azuracast-porch-light-sessions", "generic", "2024-10-03", {
    "station": "Harbor Hill Radio",
    "title": "Porch Light Sessions",
    "author": "Dee Marchetti",
    "language": "English",
    "categories": ["Music - Music Interviews"],
    "description": "Songwriters from the valley play two songs on our front porch and talk about where they came from. "
                   "Recorded live at the Harbor Hill studio every other Sunday evening.",
}, [
    E("Ruthie Calloway: Fiddle Tunes from the Hollow", "2024-09-29", None, azuracast_short(
        "Ruthie Calloway learned to play from her grandfather's records and still tunes her fiddle to the old church "
        "organ. She brings two reels and a waltz she wrote for her sister."), time="19:00"),
    E("The Low Tide Brothers", "2024-09-15", None, azuracast_short(
        "Three brothers, one microphone and a washboard. The Low Tide Brothers talk about playing the bars on the "
        "harbor road since 1998, and why they never made a record."), time="19:00", explicit=True),
    E("Bonus: Live from the Fall Fair Stage", "2024-09-08", None, "", time="11:30"),
    E("Marisol Vega and the Night Ferry Songs", "2024-09-01", None, azuracast_short(
        "Marisol Vega wrote her new album on the 6:15 ferry across the bay. We hear two songs from it, and the story "
        "of the deckhand who hums along every morning."), time="19:00"),
    E("Open Mic Night, Part 2", "2024-08-18", None,
      "A poet, a banjo player and a twelve-year-old drummer who stole the show.", time="19:00"),
    E("Eli Brandt Plays the Old Mill", "2024-08-04", None, azuracast_short(
        "Eli Brandt recorded his first songs in the old mill on Creek Road before it burned down in 2019. He plays one "
        "of them for the first time since the fire."), time="19:00", explicit=True),
    E("Season Opener: Why We Sit on the Porch", "2024-07-21", None, azuracast_short(
        "Dee explains how the show started with a borrowed recorder and a neighbor's porch swing, and plays the very "
        "first song we ever taped."), time="19:00"),
], azuracast_podcast, gaps="none", show_keys=("title", "description"), report_footer=True)

write("generic-heldout26-podcastserver-brique-par-brique", "generic", "2024-06-12", {
    "title": "Brique par brique",
    "count": 26,
    "description": "",
}, [
    E("Isoler une maison en pierre sans l'\u00e9touffer", "2023-06-14", None, ps_cut(
        "Chaux, chanvre ou laine de bois ? L'artisan Romain Lef\u00e8vre explique pourquoi un mur en pierre doit "
        "respirer et comment les isolants modernes peuvent y pi\u00e9ger l'humidit\u00e9 pendant des ann\u00e9es."),
      time="06:00"),
    E("Les aides \u00e0 la r\u00e9novation expliqu\u00e9es simplement", "2023-05-31", None, ps_cut(
        "MaPrimeR\u00e9nov', \u00e9co-pr\u00eat \u00e0 taux z\u00e9ro, certificats d'\u00e9conomies d'\u00e9nergie : "
        "on fait le tri avec une conseill\u00e8re France R\u00e9nov' de Besan\u00e7on."), time="06:00"),
    E("Chantier participatif \u00e0 Dole", "2023-05-17", None, "", time="07:30"),
    E("Refaire une toiture en lauze", "2023-05-03", None, ps_cut(
        "Dans le Haut-Doubs, les toits en lauze disparaissent. Un couvreur de Mouthe nous emm\u00e8ne sur un chantier "
        "de trois mois, tuile par tuile, et raconte le m\u00e9tier qu'il a appris de son p\u00e8re."), time="06:00"),
    E("Acheter une maison \u00e0 r\u00e9nover : les pi\u00e8ges", "2023-04-19", None, ps_cut(
        "Fissures, charpente, fosse septique : ce qu'il faut regarder avant de signer."), time="06:00"),
    E("Brique par brique, premier \u00e9pisode", "2023-04-05", None, ps_cut(
        "Pourquoi ce podcast ? Claire et Mathieu ont achet\u00e9 une ferme de 1870 \u00e0 r\u00e9nover et racontent "
        "leurs premi\u00e8res semaines, entre devis, poussi\u00e8re et bonnes surprises."), time="06:00"),
], podcast_server, gaps="mixed", show_keys=("title", "description"))

write("generic-heldout26-letscast-hinterhofgeschichten", "generic", "2024-11-21", {
    "title": "Hinterhofgeschichten",
    "author": "Katrin Voigt & Ole Brandes",
    "description": "Leipzig erz\u00e4hlt sich in seinen Hinterh\u00f6fen. Katrin und Ole klingeln an Hoft\u00fcren, "
                   "setzen sich auf Bierb\u00e4nke und Treppenstufen und h\u00f6ren zu.\n\n"
                   "Neue Folgen jeden zweiten Donnerstag.",
}, [
    E("Der Hof mit den drei Kastanien", "2024-11-14", 2280,
      "In der S\u00fcdvorstadt stehen drei Kastanien in einem Hof, der kaum gr\u00f6\u00dfer ist als ein Wohnzimmer. "
      "Die Nachbarn haben sie 1990 gepflanzt, und jede hat einen eigenen Namen.", season=2, number=6),
    E("Werkstatt im Keller: der letzte Sattler von Plagwitz", "2024-10-31", 3840,
      "Seit 52 Jahren n\u00e4ht Horst Lehmann Pferdegeschirre, Taschen und G\u00fcrtel in einem Kellerraum unter "
      "einem Plagwitzer Hinterhaus.\n\n"
      "Wir waren einen Vormittag bei ihm und haben erfahren, warum er trotzdem nie reiten gelernt hat.",
      season=2, number=5),
    E("Ein Hoffest im Regen", "2024-10-17", 2100, "", season=2, number=4),
    E("Wer hat den Brunnen gebaut?", "2024-10-03", None,
      "Im Hof einer Gohliser Genossenschaft steht ein Brunnen, den niemand bestellt hat. Eine H\u00f6rerin hat uns "
      "auf die Spur gebracht.", season=2, number=3),
    E("H\u00f6rerpost: Eure H\u00f6fe", "2024-09-19", 1560,
      "Ihr habt uns Fotos, Sprachnachrichten und einen Brief mit getrockneten Blumen geschickt. Wir lesen vor und "
      "planen die n\u00e4chsten Besuche.", season=2, number=2),
    E("Neue Staffel, neue H\u00f6fe: Connewitz", "2024-09-05", 2640,
      "Die zweite Staffel beginnt im S\u00fcden der Stadt, in einem Hof mit Fahrradwerkstatt, Kr\u00e4uterbeet und "
      "einer Katze, die alle nur den Hausmeister nennen.", season=2, number=1),
    E("Staffel 2 kommt", "2024-08-22", 180,
      "Ab dem 5. September sind wir wieder unterwegs. Ein kurzer Vorgeschmack.", season=2, etype="trailer"),
], letscast_site, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout26-dagogtid-podkast", "generic", "2024-10-12", {
    "title": "PODKAST",
    "description": "Nokre saker treng meir enn ei side i avisa. Kvar veke tek vi ein samtale med skribenten bak ein av "
                   "artiklane.",
    "photo": "Foto: Ingrid Haugland",
    "quotes": [
        ("\u2013 Eg vil vite kva som fekk skribenten til \u00e5 skrive akkurat denne saka, og kva som ikkje kom med.",
         "Sindre Lunde, redakt\u00f8r og programleiar"),
        ("\u2013 Det beste med ei god avis er samtalen etterp\u00e5. I podkasten f\u00e5r vi ha han med dei som "
         "skreiv.", "Marit Aasen, journalist og programleiar"),
    ],
    "apps": "Du kan \u00f2g lytte til podkasten i Apple Podcasts og Spotify eller i avisappen.",
    "series": "Havbruk \u2013 ein podkastserie fr\u00e5 DAG OG TID",
    "series_text": "Journalist Kjell Brekke reiser langs kysten og m\u00f8ter folka som lever av fisken i merdene. Fem "
                   "episodar.",
    "address": "Pb. 1234 Sentrum, 0104 Oslo",
}, [
    E("Kva skal vi med kyrkjebygga?", "2024-10-11", None,
      "Fleire hundre kyrkjer st\u00e5r tomme store delar av \u00e5ret. Journalist Randi Tveit har vore i Sunnfjord og "
      "snakka med dei som vil ta vare p\u00e5 dei, og dei som vil selje.\n\n"
      "Reportasjen hennar st\u00e5r i papiravisa denne veka."),
    E("Ein roman om ei bygd som forsvann", "2024-10-04", None,
      "Forfattar Eirik Nesheim har skrive om bygda som vart lagd under vatn d\u00e5 kraftverket kom. I denne episoden "
      "les han fr\u00e5 boka og fortel kvifor han m\u00e5tte skrive ho."),
    E("Straumprisen og minnet v\u00e5rt", "2024-09-27", None,
      "Kvifor blir vi s\u00e5 sinte n\u00e5r straumen blir dyr? \u00d8konomiskribent \u00c5smund Vik meiner svaret "
      "ligg i historia. Vi snakkar om kraft, tillit og kven som eig fossane."),
    E("Lydartikkel: Livet i ulvesona", "2024-09-20", None,
      "Denne veka f\u00e5r du h\u00f8yre ein av lydartiklane v\u00e5re i podkastkanalen. Ola Kvamme skriv om "
      "ulvesona og kva ho gjer med bygdene p\u00e5 begge sider av grensa."),
    E("Nynorsk i skulen \u2013 ein tapt kamp?", "2024-09-13", None, ""),
    E("Samtale med ein fyrvaktar", "2024-09-06", None,
      "Dei siste fyrvaktarane gjekk av for mange \u00e5r sidan, men Torleif Sande budde p\u00e5 fyret til 2002. Han "
      "fortel om storm, einsemd og bes\u00f8k fr\u00e5 fiskeb\u00e5tane."),
], dagogtid_webflow, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout26-lastampa-il-filo-di-torino", "generic", "2024-11-19", {
    "title": "Il filo di Torino",
    "description": "Ogni marted\u00ec Giulia Ferrero, cronista de La Stampa, segue un filo che attraversa la citt\u00e0: "
                   "una strada, un mestiere, una storia dimenticata.",
}, [
    E("Via Po, i portici che non dormono mai", "2024-11-19", 1440,
      "Dalle librerie antiquarie ai locali degli studenti: una notte sotto i portici di via Po, dove la citt\u00e0 "
      "cambia volto ogni due ore."),
    E("L'ultimo arrotino di Porta Palazzo", "2024-11-12", 1680,
      "Franco Audisio affila coltelli al mercato da quarantasei anni. Ci racconta i clienti di una volta e quelli di "
      "oggi, che arrivano con le forbici da cucina comprate online.\n\n"
      "Con un ricordo della madre, che guidava il carretto prima di lui."),
    E("Il fiume sotto la citt\u00e0", "2024-11-05", None,
      "Sotto i Murazzi scorre una storia di bagni, barche e alluvioni. La raccontano un canottiere e una storica "
      "dell'Archivio di Stato."),
    E("Lingotto, cento anni dopo", "2024-10-29", 3900,
      "Una puntata speciale e pi\u00f9 lunga: dalla pista sul tetto alle fiere di oggi, il secolo della fabbrica "
      "diventata quartiere, con le voci di chi ci ha lavorato."),
    E("Le piole che resistono", "2024-10-22", 1500, ""),
    E("Barriera di Milano, una scuola aperta la sera", "2024-10-15", 1320,
      "Corsi di italiano, doposcuola e un coro: una scuola media di Barriera che non chiude mai alle quattro."),
], stampa_podlast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout26-parool-stadsradar", "generic", "2024-11-15", {
    "title": "Stadsradar",
    "description": "Elke werkdag de Amsterdamse kwestie van de dag, uitgelegd door de verslaggevers van Het Parool. Met "
                   "Sanne Visser.",
}, [
    E("Waarom de Vijzelgracht weer openligt", "2024-11-15", 1380,
      "De kademuren zijn zwakker dan gedacht en de gemeente moet opnieuw graven. Verslaggever Jeroen Bakker legt uit "
      "wat dat betekent voor de trams en de winkels.",
      credits=["Presentatie: Sanne Visser", "Redactie: Lotte de Wit"]),
    E("Een jaar wachten op een huisarts in Nieuw-West", "2024-11-14", 1560,
      "Duizenden bewoners staan op een wachtlijst. Hoe kan dat in een stad met zoveel artsen?",
      credits=["Presentatie: Sanne Visser", "Redactie: Lotte de Wit", "Montage: Bram Kok"]),
    E("De nachtburgemeester stapt op", "2024-11-13", None,
      "Na vier jaar vertrekt de nachtburgemeester. Wat heeft het nachtleven aan hem gehad?"),
    E("Ajax en de schulden van de Arena", "2024-11-12", 1740, "",
      credits=["Presentatie: Sanne Visser"]),
    E("Fietsen op de Dam mag weer", "2024-11-11", 1200,
      "Na twee jaar proef gaat het verbod van tafel. Verslaggever Noor Hamdi fietste een ochtend mee met de handhavers "
      "die het zagen mislukken.\n\n"
      "En: waarom de Dam nooit een gewoon plein zal worden.",
      credits=["Presentatie: Sanne Visser", "Redactie: Lotte de Wit"]),
    E("Het geheim van de Bijlmerweide", "2024-11-08", 1620,
      "Onder het gras ligt een vuilnisbelt uit de jaren zeventig. Bewoners willen weten wat er precies begraven is."),
    E("Wie koopt de Westergasfabriek?", "2024-11-07", 1440,
      "Het terrein staat te koop en de gemeente kijkt toe. Een gesprek over erfgoed, geld en evenementen.",
      credits=["Presentatie: Sanne Visser", "Montage: Bram Kok"]),
], parool_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout26-lavanguardia-el-pulso", "generic", "2024-10-30", {
    "title": "El Pulso",
    "description": "El podcast diario de La Vanguardia: cada ma\u00f1ana, una historia de actualidad contada por los "
                   "periodistas de la redacci\u00f3n. Con Marta Soler.",
}, [
    E("La DANA que anega Valencia", "2024-10-30", 1104,
      "Las lluvias torrenciales de la \u00faltima noche han dejado pueblos enteros bajo el agua. Nuestra corresponsal "
      "en Valencia cuenta lo que ha visto desde primera hora.", time="06:00", updated="2024-10-30 09:41"),
    E("El precio del alquiler en Barcelona, a examen", "2024-10-29", 1230,
      "El tope a los alquileres cumple unos meses. \u00bfHan bajado los precios o se han ido los pisos? Lo analizamos "
      "con el periodista de Econom\u00eda Jordi Puig.", time="06:00"),
    E("Sequ\u00eda: el Ter, bajo m\u00ednimos", "2024-10-28", 975,
      "Los embalses del Ter siguen por debajo del 20%. Qu\u00e9 significa para el agua del grifo este invierno.",
      time="06:00", updated="2024-10-28 12:05"),
    E("Un a\u00f1o de la ampliaci\u00f3n del aeropuerto", "2024-10-25", None, "", time="06:00"),
    E("Las elecciones en Estados Unidos, vistas desde Catalunya", "2024-10-24", 1342,
      "Empresas, universidades y consulados se preparan para el 5 de noviembre. Hablamos con nuestra corresponsal en "
      "Washington.\n\n"
      "Adem\u00e1s: qu\u00e9 votan los estadounidenses que viven en Barcelona.",
      time="06:00", updated="2024-10-25 08:15"),
    E("La Sagrada Fam\u00edlia y su escalinata", "2024-10-23", 1530,
      "La \u00faltima gran obra del templo obliga a desalojar a cientos de vecinos. Qu\u00e9 se ha decidido y qu\u00e9 "
      "queda por decidir.", time="06:00"),
], vanguardia_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout26-bear-mare-cheia", "generic", "2024-11-20", {
    "title": "Mar\u00e9 Cheia",
    "nav": "In\u00edcio Epis\u00f3dios Sobre RSS",
    "description": "Conversas com quem vive do mar na costa portuguesa: pescadores, mariscadoras, faroleiros e "
                   "cozinheiros. Um epis\u00f3dio novo a cada duas semanas, gravado onde a conversa acontece.\n\n"
                   "Apresentado por In\u00eas Ramalho.",
    "after": "Subscreve o feed RSS ou procura Mar\u00e9 Cheia na tua aplica\u00e7\u00e3o de podcasts.",
}, [
    E("A lota de Peniche \u00e0s quatro da manh\u00e3", "2024-11-14", None,
      "Antes do sol nascer, o peixe j\u00e1 tem pre\u00e7o. Pass\u00e1mos uma madrugada no leil\u00e3o com quem compra "
      "e quem vende."),
    E("Mariscadoras da Ria Formosa", "2024-10-31", None,
      "Ameijoa, berbig\u00e3o e mar\u00e9s vivas: tr\u00eas mulheres de Olh\u00e3o contam como se trabalha com a "
      "\u00e1gua pelos joelhos."),
    E("O faroleiro do Cabo Carvoeiro", "2024-10-17", None,
      "O farol j\u00e1 \u00e9 autom\u00e1tico, mas o Sr. Ant\u00f3nio continua a subir as escadas todas as noites."),
    E("Caldeirada, receita de fam\u00edlia", "2024-10-03", None, ""),
    E("Nazar\u00e9 antes das ondas gigantes", "2024-09-19", None,
      "Muito antes dos surfistas, a Nazar\u00e9 era uma praia de barcos puxados por bois. Uma conversa com quem se "
      "lembra."),
    E("Redes, agulhas e paci\u00eancia", "2024-09-05", None,
      "Na P\u00f3voa de Varzim ainda h\u00e1 quem remende redes \u00e0 m\u00e3o. Aprendemos o n\u00f3 mais "
      "dif\u00edcil."),
    E("Porqu\u00ea um podcast sobre o mar?", "2024-08-22", None,
      "In\u00eas conta como nasceu o Mar\u00e9 Cheia, numa tarde de nevoeiro em Sesimbra."),
], bear_home, gaps="mixed", show_keys=("title", "description"), report_footer=True)

HUT_BOOK_ROCK_FALL = ("In March 1978 a party of four was caught on the tops above Howletts Hut when the cloud came down. "
                      "The entry written by the youngest of them that night fills three pages of the old book, and we "
                      "read all of it on air with the blessing of her family, who still tramp with the club.")
write_marked("generic-heldout26-silverstripe-hut-book", "generic", "2025-01-05", {
    "site": "Ruahine Tramping Club",
    "tagline": "Tramping the Ruahine Range since 1946",
    "title": "The Hut Book Podcast",
    "description": "Stories from the back-country hut books of the Ruahine Range, read and talked over by club members. "
                   "A new episode every week or so, when the weather lets us out.",
}, [
    E("New Year on Sunrise Track", "2025-01-03", None,
      "Forty people signed the Sunrise Hut book on New Year's Eve. Aroha and Tom read the best entries, including a "
      "poem about a kea and a frying pan.",
      time="08:00", categories=["Podcast"], tags=["Huts", "Summer"], authors=["Aroha Ngata", "Tom Fraser"], read=2),
    E("Christmas at Rangiwahia", "2024-12-27", None,
      "A pudding carried up in a pack, a gas cooker that gave up, and the family who has spent Christmas at the hut "
      "for eleven years.",
      time="08:00", categories=["Podcast"], tags=["Huts"], authors=["Aroha Ngata"], read=1),
    E("The Longest Entry in the Howletts Book", "2024-12-20", None,
      "Somebody wrote eleven pages about the weather in 1994. We found out who.\n\n"
      "Plus: your messages about last week's episode on hut wardens.",
      time="08:00", categories=["Podcast"], tags=["Huts", "History"], authors=["Tom Fraser"], read=3),
    E("Caught on the Tops, 1978", "2024-12-13", None, ss_excerpt(HUT_BOOK_ROCK_FALL), excerpt=HUT_BOOK_ROCK_FALL,
      time="08:00", categories=["Podcast"], tags=["History", "Safety"], authors=["Aroha Ngata", "Tom Fraser"], read=1),
    E("Listener Mail and a Lost Boot", "2024-11-29", None, "",
      time="08:00", categories=["Podcast"], authors=["Tom Fraser"], read=0),
    E("Deer, Drizzle and a Dry Match", "2024-11-15", None,
      "Hunters write the shortest entries. We read forty of them and try to guess what happened in between.",
      time="08:00", categories=["Podcast"], tags=["Hunting"], authors=["Aroha Ngata"], read=1),
    E("Pilot: Why Hut Books?", "2024-11-06", None,
      "Why the club keeps photocopies of every hut book since 1952, and why we decided to read them out loud.",
      time="08:00", categories=["Podcast", "Club news"], tags=["Huts"], authors=["Aroha Ngata", "Tom Fraser"], read=2),
], silverstripe_blog, approximate=("Posted 2 months ago",), gaps="mixed", show_keys=("title", "description"),
    report_footer=True)

write("generic-heldout26-zoo-au-fil-des-enclos", "generic", "2024-11-27", {
    "site": "Parc zoologique de la Combe",
    "title": "Au fil des enclos",
    "strap": "Le podcast des soigneurs du Parc zoologique de la Combe",
    "description": "Tous les quinze jours, un soigneur, une v\u00e9t\u00e9rinaire ou un b\u00e9n\u00e9vole du parc "
                   "raconte une esp\u00e8ce, un geste du m\u00e9tier ou une naissance attendue. Des histoires vraies, "
                   "enregistr\u00e9es au plus pr\u00e8s des animaux.",
    "apps": "\u00c9coutez aussi Au fil des enclos sur Spotify, Apple Podcasts et Deezer.",
    "address": "Route de la Combe \u00b7 25410 La Combe-aux-Loups",
    "hours": "Ouvert tous les jours de 10 h \u00e0 17 h (horaires d'hiver)",
}, [
    E("Les loutres d'Europe sont de retour", "2024-11-21", 1380, number=6, guests="Claire Vasseur, soigneuse"),
    E("Nourrir 600 animaux avant 9 heures", "2024-11-07", 1740, number=5, guests="Julien Marchal, soigneur-chef"),
    E("Une naissance chez les pandas roux", "2024-10-24", 3720, number=4,
      guests="Dr Am\u00e9lie Roux, v\u00e9t\u00e9rinaire"),
    E("Les coulisses de la voli\u00e8re", "2024-10-10", None, number=3,
      guests="Thomas G\u00e9rard, soigneur ; In\u00e8s Blanc, b\u00e9n\u00e9vole"),
    E("Pourquoi les girafes dorment si peu", "2024-09-26", 1560, number=2, guests="Sophie Laurent, soigneuse"),
    E("Premier jour au parc", "2024-09-12", 1200, number=1, guests="Marc Delorme, directeur"),
    E("Au fil des enclos, bient\u00f4t", "2024-09-05", 120, etype="trailer", guests="L'\u00e9quipe du parc"),
], zoo_table, gaps="none", show_keys=("title", "description"), report_footer=True)


# ====== 31. held-out, twenty-seventh round: an audio host, a French host, a Podcasting 2.0 app, papers, two blogs, a water board
# Written for a twenty-seventh held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (hearthis.at's API as its own tools describe it, Hashnode's API fields in public
# code, copies of the NZZ's podcast elsewhere) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    berlingske_podcast,
    devoir_balado,
    hashnode_blog,
    hearthis_profile,
    kauppalehti_podcast,
    nzz_podcast,
    podcloud_show,
    statamic_site,
    truefans_podcast,
    waterboard_podcast,
)

write("generic-heldout27-hearthis-deep-cuts-radio", "generic", "2024-11-22", {
    "title": "Deep Cuts Radio",
    "followers": "1.4K",
    "description": "A weekly hour of forgotten records and the people who dug them up. Talk, tunes and crate stories "
                   "from Rotterdam, uploaded every Thursday.",
}, [
    E("Deep Cuts #87 \u2013 Cape Verdean Funk with Nilza Tavares", "2024-11-21", 3735, "",
      artist="Deep Cuts Radio", plays="412", likes="23"),
    E("Deep Cuts #86 \u2013 The Library Music Special", "2024-11-14", 3612, "",
      artist="Deep Cuts Radio", plays="1,086", likes="57"),
    E("Deep Cuts #85 \u2013 Crate Stories: A Flea Market in Li\u00e8ge", "2024-11-07", 2958, "",
      artist="Deep Cuts Radio", plays="733", likes="31"),
    E("Deep Cuts #84 \u2013 Italo Before Italo", "2024-10-31", 4021, "",
      artist="Deep Cuts Radio", plays="958", likes="49"),
    E("Deep Cuts #83 \u2013 Live at Worm, Part 2", "2024-10-24", 5407, "",
      artist="Deep Cuts Radio", plays="1,212", likes="64"),
], hearthis_profile, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout27-podcloud-les-pieds-dans-la-garonne", "generic", "2024-10-09", {
    "title": "Les Pieds dans la Garonne",
    "author": "Association Radio Brique",
    "description": "Un podcast de quartier \u00e0 Toulouse : on s'assoit sur les quais avec celles et ceux qui font "
                   "vivre les berges, des p\u00eacheurs du dimanche aux b\u00e9n\u00e9voles qui ram\u00e8nent les "
                   "d\u00e9chets.\n\nUn nouvel \u00e9pisode tous les quinze jours.",
}, [
    E("Le dernier passeur de Saint-Cyprien", "2024-10-08", 2352,
      "Jusqu'en 1970, on traversait encore la Garonne en barque au pied de la Daurade. Jean-Pierre, 86 ans, se souvient "
      "du passeur et des grandes crues."),
    E("Ramasser la Garonne", "2024-09-24", 1985,
      "Chaque premier samedi du mois, une trentaine de b\u00e9n\u00e9voles sortent de l'eau v\u00e9los, caddies et "
      "trottinettes. On les a suivis de la prairie des Filtres jusqu'au Bazacle.\n\n"
      "Pour les rejoindre : le rendez-vous est \u00e0 9 h devant le pont Neuf."),
    E("Les p\u00eacheurs du Bazacle", "2024-09-10", None,
      "Sandre, silure et patience : trois p\u00eacheurs racontent la rivi\u00e8re qu'ils connaissent mieux que "
      "personne."),
    E("Quand la Garonne monte", "2024-08-27", 2731, ""),
    E("Guinguettes d'hier et d'aujourd'hui", "2024-08-13", 3904,
      "Bals, fritures et accord\u00e9ons : un historien et la patronne d'une guinguette de Blagnac comparent les "
      "\u00e9t\u00e9s d'avant et ceux d'aujourd'hui."),
    E("Pourquoi ce podcast ?", "2024-07-30", 612,
      "Lucie et Karim expliquent pourquoi ils ont eu envie de tendre le micro aux gens des berges."),
], podcloud_show, gaps="one", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout27-truefans-sats-and-soil", "generic", "2025-03-20", {
    "title": "Sats & Soil",
    "author": "Meadowlark Farm Media",
    "description": "Two small farmers in Vermont talk regenerative growing, farm finances and the odd Bitcoin tangent. "
                   "Boosts and comments are read on the show.",
}, [
    E("Seed Starting on a Shoestring", "2025-03-20", 2520,
      "Shop lights, old yogurt cups and a heat mat from a yard sale: our seed-starting setup costs less than one "
      "tray of transplants."),
    E("Mud Season Q&A", "2025-03-17", 3840,
      "Your boosts answered: fencing in thawing ground, when to let the sheep out, and whether a walk-behind tractor "
      "is worth it.\n\nThanks to everyone who streamed sats this month."),
    E("The Maple Numbers", "2025-03-06", 2940,
      "We tapped 140 trees this year. Here is what it cost, what it made, and why we will do it again anyway."),
    E("Buying Land with a Neighbor", "2025-02-27", None,
      "Co-owning twelve acres with the family down the road: the lawyer, the handshake and the shared tractor."),
    E("Winter Book Club: The Market Gardener", "2025-02-13", 3300, ""),
    E("Why We Started Taking Sats", "2025-01-30", 2160,
      "A farm stand that takes Lightning payments, and the three customers who actually use it."),
], truefans_podcast, approximate=("2 weeks ago", "3 weeks ago"), gaps="mixed", show_keys=("title", "description"),
    report_footer=True)

write("generic-heldout27-nzz-stadtgespraech-zuerich", "generic", "2024-11-26", {
    "title": "Stadtgespr\u00e4ch Z\u00fcrich",
    "description": "Jeden Dienstag erkl\u00e4rt die Z\u00fcrich-Redaktion der NZZ, wor\u00fcber die Stadt redet: vom "
                   "Wohnungsmarkt bis zur Seepromenade, in rund zwanzig Minuten.",
}, [
    E("Warum in Z\u00fcrich niemand mehr umzieht", "2024-11-26", 1260,
      "Die Leerwohnungsziffer ist so tief wie seit Jahrzehnten nicht mehr. Wer eine g\u00fcnstige Wohnung hat, bleibt "
      "\u2013 auch wenn die Kinder l\u00e4ngst ausgezogen sind. Was das f\u00fcr die Stadt bedeutet.",
      time="05.30", credits=["Heutiger Gast: Lena Aebischer", "Host: Reto Baumann"]),
    E("Das Seebecken und der Streit um die Badis", "2024-11-19", 1140,
      "Mehr Platz zum Schwimmen oder mehr Platz f\u00fcr Boote? Ein Seilziehen, das schon drei Stadtr\u00e4te "
      "besch\u00e4ftigt hat.",
      time="05.30", credits=["Heutiger Gast: Marco Gisler", "Host: Reto Baumann"]),
    E("Die Langstrasse nach Mitternacht", "2024-11-12", 1500,
      "Eine Nacht mit der Stadtpolizei, einem Barbetreiber und einer Sozialarbeiterin \u2013 und die Frage, wem die "
      "Strasse nachts geh\u00f6rt.\n\n"
      "Die Reportage dazu lesen Sie auf nzz.ch.",
      time="05.30", credits=["Heutiger Gast: Noemi Keller", "Host: Reto Baumann"]),
    E("Ein Stadion f\u00fcr zwei Klubs", "2024-11-05", None,
      "Nach zwanzig Jahren Planung rollen auf dem Hardturm-Areal die Bagger. Was GC und der FCZ davon haben.",
      time="05.30", credits=["Heutiger Gast: Simon Fuchs"]),
    E("Z\u00fcri West: Vom Industrieviertel zum Trendquartier", "2024-10-29", 1320, "",
      time="05.30", credits=["Host: Reto Baumann"]),
], nzz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout27-ledevoir-au-fil-du-fleuve", "generic", "2024-11-14", {
    "title": "Au fil du fleuve",
    "description": "Chaque mercredi, les journalistes du Devoir descendent le Saint-Laurent, de Montr\u00e9al \u00e0 "
                   "la C\u00f4te-Nord, \u00e0 la rencontre de celles et ceux qui vivent du fleuve.",
}, [
    E("Les traversiers de l'hiver", "2024-11-13", 1920,
      "\u00c0 L'Isle-aux-Coudres, le traversier est le seul lien avec la terre ferme. Que se passe-t-il quand la glace "
      "le bloque au quai ?",
      credits=["Animation : Marie-\u00c8ve Gagnon", "R\u00e9alisation : Fran\u00e7ois Bouchard"]),
    E("Le b\u00e9luga, sentinelle du Saint-Laurent", "2024-11-06", 2280,
      "Il en reste moins de 2000. Une biologiste de Tadoussac explique ce que leur sant\u00e9 nous dit de celle du "
      "fleuve.\n\n"
      "Avec un reportage en mer, \u00e0 bord d'un bateau de recherche.",
      credits=["Animation : Marie-\u00c8ve Gagnon", "R\u00e9alisation : Fran\u00e7ois Bouchard"]),
    E("Les quais oubli\u00e9s de la Gasp\u00e9sie", "2024-11-01", None,
      "Un \u00e9pisode sp\u00e9cial consacr\u00e9 aux quais f\u00e9d\u00e9raux abandonn\u00e9s, que des villages "
      "tentent de racheter pour un dollar.",
      credits=["Animation : Marie-\u00c8ve Gagnon"]),
    E("Pilote de navire, un m\u00e9tier de p\u00e8re en fille", "2024-10-23", 2040, "",
      credits=["Animation : Marie-\u00c8ve Gagnon", "R\u00e9alisation : Fran\u00e7ois Bouchard"]),
    E("Montr\u00e9al a-t-elle tourn\u00e9 le dos \u00e0 son fleuve ?", "2024-10-16", 1860,
      "Autoroutes, voies ferr\u00e9es et entrep\u00f4ts : pourquoi il est si difficile de se baigner \u00e0 "
      "Montr\u00e9al, et les projets qui veulent changer \u00e7a.",
      credits=["Animation : Marie-\u00c8ve Gagnon", "R\u00e9alisation : Fran\u00e7ois Bouchard"]),
], devoir_balado, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout27-berlingske-magtens-maskinrum", "generic", "2025-01-02", {
    "title": "Magtens Maskinrum",
    "description": "Berlingskes politiske redaktion tager dig med bag kulisserne p\u00e5 Christiansborg. Hver fredag "
                   "og n\u00e5r der sker noget stort.",
    "listen": "Lyt i Berlingske-appen eller der, hvor du h\u00f8rer podcasts.",
}, [
    E("Nyt\u00e5rstalen: Hvad sagde statsministeren egentlig?", "2025-01-02", 1680,
      "Vi gennemg\u00e5r talen linje for linje med vores politiske kommentator og ser p\u00e5 de tre forslag, ingen "
      "havde set komme."),
    E("\u00c5rets sidste afsnit: 2024 i fem afstemninger", "2024-12-30", 2460,
      "Fra forsvarsforliget til skattereformen: de fem afstemninger, der kommer til at pr\u00e6ge de n\u00e6ste "
      "\u00e5r.\n\nGodt nyt\u00e5r fra hele redaktionen."),
    E("Julefrokost p\u00e5 Borgen", "2024-12-27", None,
      "Hvem sad ved siden af hvem, og hvorfor betyder det noget? En let juleudgave af podcasten."),
    E("Finansloven i hus \u2013 men til hvilken pris?", "2024-12-20", 1860,
      "Regeringen fik sin finanslov, men st\u00f8ttepartierne har f\u00e5et lovning p\u00e5 mere, end der er penge "
      "til."),
    E("Ministeren, der ikke ville g\u00e5", "2024-12-13", 1740, ""),
    E("Kommunerne mod Christiansborg", "2024-12-06", 1980,
      "Borgmestrene truer med at sk\u00e6re i \u00e6ldreplejen. Vi har talt med tre af dem."),
], berlingske_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout27-kauppalehti-kassavirta", "generic", "2024-10-25", {
    "title": "Kassavirta",
    "description": "Kauppalehden toimittajat puhuvat rahasta, yrityksist\u00e4 ja sijoittamisesta. Uusi jakso joka "
                   "perjantai.",
}, [
    E("Miksi asuntokaupat eiv\u00e4t k\u00e4y?", "2024-10-25", 1680,
      "Korot laskevat, mutta asuntokauppa ei k\u00e4ynnisty. Toimittaja Heidi Lahtinen kertoo, mit\u00e4 "
      "v\u00e4litt\u00e4j\u00e4t ja pankit nyt odottavat.\n\n"
      "Jakson tuotti Ville Korhonen.", number=48),
    E("Osinkoyhti\u00f6iden syksy", "2024-10-18", 2040,
      "Kolme suomalaista osinkoyhti\u00f6t\u00e4 on laskenut ohjeistustaan. Onko osinko vaarassa?", number=47),
    E("Pienyritt\u00e4j\u00e4n arvonlis\u00e4vero nousee", "2024-10-11", None,
      "Arvonlis\u00e4veron korotus n\u00e4kyy kampaamoissa ja kahviloissa. Kuulemme kolmea yritt\u00e4j\u00e4\u00e4.",
      number=46),
    E("Kasvuyhti\u00f6n rahoituskierros, askel askeleelta", "2024-10-04", 3900,
      "Pitk\u00e4 erikoisjakso: miten tamperelainen ohjelmistoyhti\u00f6 ker\u00e4si 12 miljoonaa euroa ja mit\u00e4 "
      "perustajille j\u00e4i k\u00e4teen.", number=45),
    E("Mets\u00e4teollisuuden vaikea vuosi", "2024-09-27", 1500, "", number=44),
], kauppalehti_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout27-hashnode-stack-trace-stories", "generic", "2024-09-18", {
    "title": "Stack Trace Stories",
    "description": "A podcast about the bugs that got away. Every other week a developer tells us about the worst "
                   "bug of their career, and we read the stack trace together.",
}, [
    E("The Leap Second That Took Down Our Queue", "2024-09-17", None,
      "Priya Nair was on call when a leap second froze every consumer in a Kafka cluster. She walks us through the "
      "logs, the panic and the one-line fix.",
      author="Jonas Whitfield", read=7),
    E("Timezones Are Not Offsets", "2024-09-03", None,
      "Why storing +02:00 instead of Europe/Berlin cost a booking startup a week of double-booked rooms.",
      author="Jonas Whitfield", read=5),
    E("A Regex That Ate the CPU", "2024-08-20", None,
      "Catastrophic backtracking in a signup form, explained with a whiteboard and a lot of patience.",
      author="Maya Osei", read=6),
    E("Listener Bugs, Vol. 2", "2024-08-06", None, "", author="Maya Osei", read=3),
    E("The Float That Said 0.30000000000000004", "2024-07-23", None,
      "An invoicing system, a rounding rule and a customer who noticed. With guest Tom\u00e1s Ruiz.",
      author="Jonas Whitfield", read=8),
], hashnode_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout27-statamic-radio-pedal", "generic", "2025-02-11", {
    "title": "Radio Pedal",
    "collective": "Colectivo Ciclista Russafa",
    "address": "Carrer de Sueca 31 \u00b7 46006 Val\u00e8ncia",
    "description": "El podcast del Colectivo Ciclista Russafa: rutas, talleres, pol\u00edtica urbana y gente que "
                   "se mueve en bici por Val\u00e8ncia.\n\nUn episodio nuevo cada dos semanas.",
}, [
    E("Carriles bici despu\u00e9s de la DANA", "2025-02-10", 3120,
      "Tres meses despu\u00e9s de la riada, muchos carriles de l'Horta Sud siguen cortados. Hablamos con vecinas de "
      "Paiporta y Catarroja que han vuelto a la bici.", number=12),
    E("Taller abierto: frenos de disco", "2025-01-27", 2280,
      "Nuestro mec\u00e1nico Andreu explica c\u00f3mo purgar unos frenos hidr\u00e1ulicos sin mancharlo todo.\n\n"
      "El taller abre los s\u00e1bados de 10 a 13 h en el local.", number=11),
    E("Ruta de la Albufera en invierno", "2025-01-13", None,
      "Sesenta kil\u00f3metros entre arrozales inundados, flamencos y un almuerzo en El Palmar.", number=10),
    E("Bicis de carga para familias", "2024-12-30", 2760, "", number=9),
    E("Lo que dej\u00f3 2024 en Val\u00e8ncia", "2024-12-16", 3360,
      "Repaso del a\u00f1o con la concejal\u00eda de movilidad, dos repartidores y una profesora que va en bici al "
      "instituto.", number=8),
], statamic_site, gaps="none", show_keys=("title", "description"), report_footer=True)

write("generic-heldout27-waterschap-droge-voeten", "generic", "2024-06-20", {
    "board": "Waterschap Lage Weiden",
    "title": "Podcast Droge Voeten",
    "description": "In de podcast Droge Voeten praten medewerkers van het waterschap over hun werk: dijken, gemalen, "
                   "schoon water en wat er gebeurt als het te veel of te weinig regent.",
    "apps": "Droge Voeten is ook te beluisteren via Apple Podcasts en andere podcastapps.",
    "address": "Postbus 420, 3440 AK Woerden",
    "phone": "Telefoon: 0348 555 300",
}, [
    E("Het gemaal dat nooit stilstaat", "2024-06-13", 1440,
      "Gemaal De Haar pompt al sinds 1928 water uit de polder. Machinist Kees van Dam laat ons de oude pompen zien.",
      number=6),
    E("Muskusratten en dijken", "2024-05-30", 1680,
      "Waarom vangt het waterschap nog elk jaar duizenden muskusratten? Vanger Ingrid Bos legt uit wat ze met een dijk "
      "doen.", number=5),
    E("Droogte in de veenweide", "2024-05-16", None,
      "Als het veen uitdroogt, zakt de bodem. Hydroloog Sven Mulder over peilbeheer, boeren en funderingen.",
      number=4),
    E("Schoon water uit de rioolwaterzuivering", "2024-05-02", 1320, "", number=3),
    E("Dijkversterking bij Nieuwerbrug", "2024-04-18", 1560,
      "Twee kilometer dijk wordt hoger en breder. Omwonenden en de projectleider vertellen hoe dat gaat.\n\n"
      "Meer over het project leest u op de projectpagina.", number=2),
], waterboard_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 32. held-out, twenty-eighth round: a directory, two apps, papers, two blogs, a football club
# Written for a twenty-eighth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Blubrry's and Micro.blog's own pages, Steno.fm's designer's write-up, copies of
# the papers' podcasts elsewhere) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    abc_podcast,
    blubrry_directory,
    club_podcast,
    craft_table,
    fatto_podcast,
    microblog_home,
    podlink_page,
    steno_podcast,
    sydsvenskan_podcast,
    tagesspiegel_podcast,
)

write("generic-heldout28-blubrry-backroads-bluegrass-hour", "generic", "2024-11-19", {
    "title": "Backroads Bluegrass Hour",
    "author": "WKVR Community Radio",
    "category": "Music",
    "description": "Banjo, fiddle and the stories behind the songs. Every week a new pickers' circle from the hills of "
                   "eastern Kentucky, recorded live at the station.\n\nSupported by listeners like you.",
}, [
    E("The Carter Family Songbook, Part 2", "2024-11-14", 3547,
      "More songs from the Clinch Mountain catalog, with guest guitarist June Hollis showing the Carter scratch "
      "on an old Gibson."),
    E("Fiddle Contest Winners from Galax", "2024-11-07", 3312,
      "This year's Old Fiddlers' Convention winners sat down with us between rounds.\n\n"
      "Recorded on a very rainy Saturday in August."),
    E("Live from the Porch: Hazel Creek Ramblers", "2024-10-31", None,
      "A full set from the Ramblers, recorded on the station's front porch with one microphone."),
    E("Murder Ballads for Halloween", "2024-10-24", 2895, ""),
    E("Dobro 101 with Earl Whitt", "2024-10-17", 3661,
      "Earl has played the resonator guitar for fifty years. He explains the slide, the picks and the one tuning "
      "every beginner should learn."),
], blubrry_directory, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write_marked("generic-heldout28-steno-signal-and-noise-lab", "generic", "2025-03-12", {
    "title": "Signal & Noise Lab",
    "author": "Ferris Wheel Audio",
    "description": "Two audio engineers take apart one sound a week: how it was recorded, why it works and how to "
                   "fake it at home. Full transcripts for every episode.",
}, [
    E("Why Old Telephones Sound Like That", "2025-03-11", 2520,
      "A 300 to 3,400 hertz band, a carbon microphone and a century of film directors who loved it.",
      season=2, number=14, transcript=True),
    E("The Loudness War, Ten Years Later", "2025-03-06", 3180,
      "Streaming services normalise everything now. Did anybody win?", season=2, number=13, transcript=True),
    E("Foley for Footsteps", "2025-02-26", None,
      "Gravel trays, cornstarch for snow and a pair of shoes that have walked across three hundred films.\n\n"
      "With guest foley artist Maren Holt.", season=2, number=12),
    E("Room Tone: The Sound of Nothing", "2025-02-05", 1980, "", season=2, number=11, transcript=True),
    E("Season 2 Is Coming", "2025-01-22", 180, "A two-minute preview of the new season.", etype="trailer"),
    E("Recording a Pipe Organ on a Budget", "2024-12-04", 3420,
      "Two condenser mics, a borrowed church and a very patient organist.", season=1, number=10, transcript=True),
], steno_podcast, approximate=("2 weeks ago",), gaps="mixed", show_keys=("title", "description"),
    report_footer=True)

write("generic-heldout28-podlink-tiny-kitchen-science", "generic", "2024-07-09", {
    "title": "Tiny Kitchen Science",
    "author": "Nadia Okafor",
    "description": "A food chemist answers one kitchen question per episode in under half an hour. Why does bread go "
                   "stale? Can you really salt pasta water too much?",
}, [
    E("Why Onions Make You Cry (and How to Stop It)", "2024-07-08", 1320,
      "Sulfenic acids, sharp knives and the myth of the chewing-gum trick."),
    E("The Maillard Reaction, Explained with Toast", "2024-07-01", 1560,
      "Browning is not burning. Nadia toasts twelve slices at twelve temperatures so you do not have to."),
    E("Is Cast Iron Really Non-Stick?", "2024-06-24", 1740, ""),
    E("Ice Cream Without a Machine", "2024-06-17", None,
      "Salt, ice and a zip bag: the physics of freezing point depression, with a listener's nine-year-old as "
      "co-host.\n\nRecipe in the show notes."),
    E("Sourdough Starters: Alive or Not?", "2024-06-10", 3900,
      "A long one. Microbiologist Tomasz Wr\u00f3bel brings three starters from three countries to the lab."),
], podlink_page, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout28-tagesspiegel-kiezgefluester", "generic", "2024-10-17", {
    "title": "Kiezgefl\u00fcster",
    "description": "Jeden Donnerstag besucht die Berlin-Redaktion des Tagesspiegels einen Kiez und spricht mit den "
                   "Menschen, die dort leben, arbeiten und streiten.",
}, [
    E("Die letzte Eckkneipe am Boxhagener Platz", "2024-10-17", 2280,
      "Seit 1971 zapft Renate K\u00f6hler hier Bier. Jetzt l\u00e4uft ihr Mietvertrag aus \u2013 und der Kiez "
      "k\u00e4mpft um seine Kneipe.", number=87),
    E("Wem geh\u00f6rt das Tempelhofer Feld?", "2024-10-10", 2760,
      "Bauen oder frei lassen? Wir haben an einem Sonntag mit Drachenfliegern, Gemeinschaftsg\u00e4rtnern und einer "
      "Stadtplanerin gesprochen.\n\nDie Serie zum Feld lesen Sie auf tagesspiegel.de.", number=86),
    E("Neuk\u00f6lln nachts: Sp\u00e4tis unter Druck", "2024-10-02", None,
      "Neue Ladenschlussregeln, hohe Mieten und ein Kiosk, der seit zwanzig Jahren nie geschlossen hatte.",
      number=85),
    E("Moabit und die Markthalle", "2024-09-26", 2100, "", number=84),
    E("Spandau will nicht Berlin sein", "2024-09-19", 2520,
      "Ein Besuch in dem Bezirk, in dem man noch sagt: Ich fahre nach Berlin.", number=83),
], tagesspiegel_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout28-abc-madrid-a-pie-de-calle", "generic", "2025-05-22", {
    "title": "Madrid, a pie de calle",
    "description": "Los periodistas de la secci\u00f3n de Madrid de ABC salen a la calle cada semana para contar la "
                   "ciudad desde sus barrios, sus mercados y sus vecinos.",
}, [
    E("El \u00faltimo afilador de Lavapi\u00e9s", "2025-05-21", 1425,
      "Todav\u00eda suena su chiflo por las calles del barrio. Hablamos con Manuel, que lleva cuarenta a\u00f1os "
      "afilando cuchillos en una bicicleta.",
      credits=["Presenta: Luc\u00eda Ortega", "Realiza: Javier Mena"]),
    E("San Isidro sin chulapos", "2025-05-14", 1710,
      "\u00bfSigue vivo el San Isidro de siempre? Recorremos la pradera con vecinos de Carabanchel que no faltan ni un "
      "a\u00f1o.\n\nCon la colaboraci\u00f3n del archivo gr\u00e1fico de ABC.",
      credits=["Presenta: Luc\u00eda Ortega", "Realiza: Javier Mena"]),
    E("Mercados que resisten", "2025-05-07", None,
      "El mercado de la Cebada, el de Ant\u00f3n Mart\u00edn y el de Maravillas: tres formas de sobrevivir a los "
      "supermercados.", credits=["Presenta: Luc\u00eda Ortega"]),
    E("La Gran V\u00eda en obras", "2025-04-30", 3730,
      "Episodio especial: una hora con comerciantes, taxistas y el arquitecto del proyecto de reforma.",
      credits=["Presenta: Luc\u00eda Ortega", "Realiza: Javier Mena", "Invitado: Rafael Gil, arquitecto"]),
    E("Vallecas, barrio de ciclistas", "2025-04-23", 1560, "",
      credits=["Presenta: Luc\u00eda Ortega", "Realiza: Javier Mena"]),
], abc_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout28-fatto-fuori-dal-palazzo", "generic", "2024-09-26", {
    "title": "Fuori dal Palazzo",
    "description": "Ogni settimana la redazione politica del Fatto racconta quello che succede lontano dai "
                   "comunicati ufficiali: retroscena, conti pubblici e promesse mancate.",
}, [
    E("La manovra che nessuno vuole firmare", "2024-09-25", 1453,
      "Mancano dieci miliardi e le opposizioni chiedono i numeri veri. Cosa c'\u00e8 davvero nella legge di "
      "bilancio.", number=34),
    E("Autonomia differenziata, il referendum", "2024-09-23", 1872,
      "Le firme sono state raccolte in tempo record. Ma la Consulta pu\u00f2 ancora fermare tutto.\n\n"
      "Ospite in studio il costituzionalista Paolo Ferri.", number=33),
    E("Il ponte sullo Stretto, di nuovo", "2024-09-16", None,
      "Progetti, espropri e un cantiere che ancora non c'\u00e8.", number=32),
    E("Le nomine Rai d'estate", "2024-09-09", 1624, "", number=31),
    E("Il caso dei fondi Pnrr spariti", "2024-09-02", 2215,
      "Un'inchiesta durata sei mesi su quaranta comuni che hanno perso i finanziamenti per le scuole.", number=30),
], fatto_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout28-sydsvenskan-sundets-rost", "generic", "2025-04-09", {
    "title": "Sundets r\u00f6st",
    "description": "Sydsvenskans podd om livet p\u00e5 b\u00e5da sidor av \u00d6resund. Varannan onsdag med "
                   "reportrar fr\u00e5n Malm\u00f6 och K\u00f6penhamn.",
}, [
    E("Pendlarna som aldrig kom hem", "2025-04-09", 2520,
      "N\u00e4r gr\u00e4nskontrollerna kom blev en halvtimmes resa en och en halv. Tre pendlare ber\u00e4ttar vad de "
      "valde."),
    E("Bron fyller 25", "2025-03-26", 2940,
      "Fr\u00e5n protesterna p\u00e5 nittiotalet till dagens k\u00f6er: vi tittar tillbaka p\u00e5 \u00d6resundsbron.\n\n"
      "Med arkivljud fr\u00e5n invigningen sommaren 2000."),
    E("Danska kronor i Malm\u00f6", "2025-03-12", None,
      "Varf\u00f6r handlar s\u00e5 m\u00e5nga danskar i Malm\u00f6 just nu, och vad tycker butiksinnehavarna?"),
    E("Fotbollsderbyt som inte blev av", "2025-02-26", 1860, ""),
    E("Spr\u00e5ket i mitten", "2025-02-12", 2280,
      "Sk\u00e5nska, danska eller n\u00e5got helt eget? En spr\u00e5kforskare om hur man pratar vid sundet."),
], sydsvenskan_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout28-craft-drawn-lines", "generic", "2024-06-05", {
    "studio": "Kuyper Marsh Architects",
    "title": "Drawn Lines",
    "description": "A podcast about buildings and the people who draw them. Each episode one guest, one building and "
                   "one drawing that changed how they work.",
    "newsletter": "Get new episodes and studio news by email: sign up to our newsletter.",
    "address": "Unit 4, Wharf Road, London N1 7GR",
}, [
    E("The Library That Faces North", "2024-05-29", 2533, "", number=12, guest="Hanne Solberg"),
    E("Timber at Twelve Storeys", "2024-05-15", 3187, "", number=11, guest="Dev Ramanathan"),
    E("Drawing by Hand in 2024", "2024-05-01", None, "", number=10, guest="Margot Ellery"),
    E("Social Housing, Then and Now", "2024-04-17", 3904, "", number=9, guest="Kwame Asante"),
    E("A Staircase Is a Room", "2024-04-03", 2218, "", number=8, guest="Ines Carvalho"),
    E("The Brief We Turned Down", "2024-03-20", 1976, "", number=7, guest="Olu Bankole"),
], craft_table, gaps="none", show_keys=("title", "description"), report_footer=True)

write("generic-heldout28-microblog-morning-walk", "generic", "2025-08-18", {
    "title": "Morning Walk",
    "owner": "Jonah Pike",
    "description": "A short microcast recorded on my morning walk along the canal in Utica. Birds, weather and whatever "
                   "I am thinking about.",
}, [
    E("Herons and a Broken Lock", "2025-08-15", None,
      "Two herons on the towpath this morning and lock 20 closed for repairs again. Also: why I stopped using a "
      "step counter."),
    E("Fog", "2025-08-11", None, ""),
    E("On Finishing Things", "2025-08-06", None,
      "I finished the bookshelf. It took four months and one very patient neighbor with a table saw.\n\n"
      "Thanks for the replies last week, everyone."),
    E("A Kingfisher, Finally", "2025-07-30", None,
      "Six years of walking this route and today was the first time I saw one."),
    E("Summer Rain", "2025-07-24", None, "Recorded under the railway bridge, so it is mostly rain."),
], microblog_home, gaps="one", show_keys=("title", "description"), report_footer=True)

write("generic-heldout28-club-abseits-und-anstoss", "generic", "2025-01-04", {
    "club": "SV Gr\u00fcn-Wei\u00df Ellerbek 1921 e.V.",
    "founded": "Seit 1921",
    "title": "Abseits & Ansto\u00df \u2013 der Vereinspodcast",
    "description": "Zweimal im Monat sprechen Trainer, Spielerinnen, Ehrenamtliche und Fans \u00fcber alles, was "
                   "unseren Verein bewegt \u2013 vom Kreisliga-Spieltag bis zur Bratwurstbude.",
    "sponsors": ["Autohaus Brandt", "B\u00e4ckerei L\u00fcders", "Sparkasse Holstein"],
    "address": "Sportplatz am Moorweg 3 \u00b7 25474 Ellerbek",
}, [
    E("Neujahrsempfang und gute Vors\u00e4tze", "2025-01-01", 1834,
      "Der Vorstand blickt auf 2024 zur\u00fcck und verr\u00e4t, was im Jubil\u00e4umsjahr noch kommt. Spoiler: "
      "ein neuer Kunstrasen."),
    E("Hallenturnier-Spezial", "2024-12-27", 2890,
      "Unsere A-Jugend hat das Ellerbeker Hallenmasters gewonnen. Wir waren dabei.\n\n"
      "Danke an alle Helferinnen und Helfer!"),
    E("Weihnachtsfeier der Alten Herren", "2024-12-20", None,
      "Ein bisschen Fu\u00dfball, sehr viel Gr\u00fcnkohl."),
    E("Die Frauen stehen an der Spitze", "2024-12-13", 2476,
      "Herbstmeister! Trainerin Sandra Kock \u00fcber eine Hinrunde ohne Niederlage."),
    E("Ehrenamt am Grill", "2024-11-29", 1522, ""),
    E("Schiedsrichter gesucht", "2024-11-15", 2105,
      "Warum uns die Schiris ausgehen und was ein Neuling an seinem ersten Wochenende erlebt hat."),
], club_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 33. held-out, twenty-ninth round: a host, two apps, papers and broadcasters, two blogs, a chess club
# Written for a twenty-ninth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (the papers' and broadcasters' podcasts elsewhere in the stored web pages, notes on
# Zeno.FM's and Typepad's pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    chess_club_podcast,
    curiocaster_podcast,
    dagbladet_podcast,
    kleine_podcast,
    lavoz_podcast,
    rts_podcast,
    typepad_blog,
    vurbl_station,
    weebly_blog,
    zeno_podcast,
)

write("generic-heldout29-zeno-harbor-lights-radio-hour", "generic", "2025-02-18", {
    "title": "Harbor Lights Radio Hour",
    "author": "WNLB Harbor Lights",
    "category": "Society & Culture",
    "description": "Stories from the docks, the ferries and the fish market of New Bedford, told by the people who work "
                   "there. A new hour every other Monday.",
}, [
    E("The Last Scallop Boat Out Before the Storm", "2025-02-17", 3541,
      "Captain Rui Medeiros on why he left port twelve hours before everyone else, and what the radio said that "
      "night."),
    E("Net Menders of Pier 3", "2025-02-03", 2873,
      "Three generations of one family mending nets in a shed that has not been heated since 1986.\n\n"
      "Thanks to the Whaling Museum for the archive tapes."),
    E("Ferry to Cuttyhunk, Off Season", "2025-01-20", None,
      "Twelve passengers, two dogs and a crate of lettuce on the one boat a week in January."),
    E("Fish Auction at 5 A.M.", "2025-01-06", 3186, ""),
    E("A Lighthouse Keeper's Logbook", "2024-12-16", 2659,
      "We read entries from a keeper's log from the winter of 1938, with his granddaughter Helen Rose."),
], zeno_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout29-curiocaster-sats-and-soil", "generic", "2024-09-10", {
    "title": "Sats & Soil",
    "author": "Marta Lindqvist",
    "description": "A regenerative farmer in Vermont talks soil, seed saving and small-farm economics with the people who "
                   "grow our food. Value for value: boost if you learned something.",
}, [
    E("Cover Crops After a Wet August", "2024-09-09", 2847,
      "Rye, vetch or clover? What to sow when the ground never dried out this summer.", season=3, number=9),
    E("Seed Swaps and the Law", "2024-09-02", 3362,
      "A seed library founder explains what you can and cannot trade across state lines.\n\n"
      "Boosts this week go to the Northeast Seed Network.", season=3, number=8),
    E("Pasture Pigs, Year Two", "2024-08-26", None,
      "The fencing held. The pigs did not care.", season=3, number=7),
    E("Compost Tea Is Mostly Hype", "2024-08-19", 2214, "", season=3, number=6),
    E("Season 3 Is Here", "2024-06-03", 164, "A quick hello and what's coming this season.", etype="trailer"),
], curiocaster_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout29-vurbl-the-night-shift-library", "generic", "2025-06-03", {
    "title": "The Night Shift Library",
    "author": "Odette Marsh",
    "followers": "1,204 Followers",
    "description": "Short stories in the public domain, read aloud for people who work while everyone else sleeps. One "
                   "story a week, no ads.",
}, [
    E("The Signal-Man by Charles Dickens", "2025-06-01", 2400,
      "A railway cutting, a red light and a warning nobody understands until it is too late."),
    E("The Open Window by Saki", "2025-05-28", 720, "A very short one this week, and one of the best endings ever."),
    E("The Yellow Wallpaper, Part 2", "2025-05-19", 2160,
      "The second half of Charlotte Perkins Gilman's story.\n\nContent note: mental illness."),
    E("The Yellow Wallpaper, Part 1", "2025-05-12", 2280, ""),
    E("The Monkey's Paw by W. W. Jacobs", "2025-04-29", None,
      "Three wishes, and every one of them a mistake."),
    E("Listener Letters and a Poem", "2024-12-20", 960, "Your notes from the night shift, and a winter poem by Rossetti."),
], vurbl_station, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout29-kleine-zeitung-bergauf", "generic", "2025-03-12", {
    "kicker": "Bergauf",
    "title": "Bergauf \u2013 der Wanderpodcast der Kleinen Zeitung",
    "description": "Alle zwei Wochen gehen Redakteurin Lisa Pichler und Bergretter Franz Url eine Tour in der "
                   "Steiermark oder in K\u00e4rnten und sprechen unterwegs mit H\u00fcttenwirten, F\u00f6rstern und "
                   "Wandernden.",
}, [
    E("Schneeschuhwandern auf der Teichalm", "2025-03-12", 2280,
      "Bei Neuschnee von der Teichalm zum Siebenkogel: Was man f\u00fcr die erste Schneeschuhtour wirklich braucht.",
      time="05:30"),
    E("Lawinenkunde f\u00fcr Einsteiger", "2025-02-26", 2940,
      "Warnstufe drei klingt harmlos. Lawinenwarnexperte Arno Kofler erkl\u00e4rt, warum sie es nicht ist.\n\n"
      "Den aktuellen Lawinenbericht finden Sie auf lawine-steiermark.at.", time="06:00"),
    E("Winterr\u00e4ume am Hochschwab", "2025-02-12", None,
      "Eine Nacht im Winterraum des Schiestlhauses, bei minus zw\u00f6lf Grad.", time="05:30"),
    E("Mit Kindern auf den Schöckl", "2025-01-29", 1980, "", time="05:30"),
    E("Die Hüttenwirtin vom Dobratsch", "2025-01-15", 2520,
      "Seit 31 Jahren f\u00fchrt Maria Wernig die H\u00fctte am Gipfel. Ein Gespr\u00e4ch \u00fcber Wetter, G\u00e4ste "
      "und den Sonnenaufgang.", time="05:45"),
], kleine_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout29-rts-les-sentiers-du-jura", "generic", "2024-11-21", {
    "station": "La 1\u00e8re",
    "title": "Les Sentiers du Jura",
    "description": "Chaque semaine, une balade dans l'Arc jurassien \u00e0 la rencontre de celles et ceux qui y vivent "
                   "et y travaillent.\nFichiers audio disponibles durant 30 jour(s) apr\u00e8s diffusion.",
}, [
    E("Les horlogers de la Vall\u00e9e de Joux", "2024-11-20", 3120,
      "Au Brassus, un atelier de six personnes fabrique encore des complications \u00e0 la main. Reportage entre "
      "deux \u00e9tablis.",
      credits=["Interview: Claire Monnier", "R\u00e9alisation: Yves Chappuis"]),
    E("Le Doubs en crue", "2024-11-13", 3000,
      "Pluies d'automne, pisciculteurs inquiets et une rivi\u00e8re qui ne conna\u00eet pas la fronti\u00e8re.\n\n"
      "Avec les archives de la RTS.",
      credits=["Interview: Claire Monnier", "R\u00e9alisation: Yves Chappuis"]),
    E("Fromagers de la T\u00eate de Moine", "2024-11-06", None,
      "\u00c0 Bellelay, la girolle tourne depuis quarante ans.", credits=["Interview: Luc Girardin"]),
    E("La derni\u00e8re tourbi\u00e8re", "2024-10-30", 2700, "",
      credits=["Interview: Claire Monnier", "R\u00e9alisation: Yves Chappuis"]),
    E("Sur les cr\u00eates du Chasseral", "2024-10-23", 3240,
      "Une journ\u00e9e avec le garde forestier, des vaches et beaucoup de brouillard.",
      credits=["Interview: Claire Monnier", "R\u00e9alisation: Yves Chappuis",
               "Programmation musicale: Nadia Bovet"]),
], rts_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout29-lavoz-mar-de-fondo", "generic", "2025-01-05", {
    "title": "Mar de fondo",
    "description": "El podcast de La Voz de Galicia sobre la vida en la costa: pesca, puertos, percebeiros y las "
                   "historias que llegan con la marea. Cada semana.",
}, [
    E("Percebeiros de A Costa da Morte en Navidad", "2025-01-03", 1453,
      "Las semanas de m\u00e1s demanda del a\u00f1o son tambi\u00e9n las de peor mar. Bajamos a las rocas de Roncudo "
      "con Manuel y su hija."),
    E("El balance del a\u00f1o en la lonja de Burela", "2024-12-31", 1872,
      "Precios, cuotas y un relevo generacional que no llega.\n\nCon la colaboraci\u00f3n de la Cofrad\u00eda de "
      "Burela."),
    E("Cuentos de faro para Nochebuena", "2024-12-24", None,
      "Tres historias de fareros gallegos le\u00eddas en la noche m\u00e1s larga del a\u00f1o."),
    E("Temporal en el puerto de Malpica", "2024-12-20", 1624, ""),
    E("Mariscadoras: el oficio que cambi\u00f3", "2024-12-13", 2215,
      "De la mariscadora a pie a la cooperativa: c\u00f3mo se organiz\u00f3 un oficio de mujeres en la r\u00eda de "
      "Arousa."),
], lavoz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout29-dagbladet-krimkveld", "generic", "2024-10-08", {
    "title": "Krimkveld",
    "description": "Dagbladets krimjournalister g\u00e5r gjennom norske kriminalsaker, gamle og nye. Ny episode hver "
                   "tirsdag.",
}, [
    E("Ranet p\u00e5 Gardermoen", "2024-10-08", 2280,
      "Et verditransportran som tok fire minutter og en etterforskning som tok fire \u00e5r.", plus=True),
    E("Giftmordet i Bergen", "2024-10-01", 2640,
      "En farmas\u00f8yt, et testament og en obduksjon som kom for sent.\n\n"
      "Saken ble aldri helt oppklart.", plus=True),
    E("Forsvinningen p\u00e5 Hardangervidda", "2024-09-24", None,
      "I 1979 gikk en ung turist ut fra Finse og kom aldri tilbake."),
    E("Svindelen som lurte en hel bygd", "2024-09-17", 1980, "", plus=True),
    E("Brannen i Kirkegata", "2024-09-10", 2460,
      "Hvem tente p\u00e5, og hvorfor tok politiet feil mann?"),
], dagbladet_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout29-typepad-the-parish-chest", "generic", "2024-11-20", {
    "title": "The Parish Chest",
    "description": "Family history, one old record at a time. A podcast and blog by Gillian Ashworth.",
    "categories": ["Census (31)", "Parish registers (44)", "Podcast (52)", "Wills (19)"],
    "archives": ["November 2024", "October 2024", "September 2024", "August 2024"],
}, [
    E("Episode Notes: Reading a 1790s Marriage Bond", "2024-11-19", 2292,
      "This week I take apart a marriage bond from the Diocese of Chester, clause by clause, and explain why the "
      "bondsman was usually the groom's friend rather than his father.", time="09:15 AM", comments=2),
    E("Bonus: A Listener's Workhouse Ancestor", "2024-11-19", 847,
      "A short one: Derek from Wigan found his three-times great-grandmother in a workhouse admission book.",
      time="07:40 PM", comments=0),
    E("When the Census Enumerator Got It Wrong", "2024-11-12", 2763,
      "Ages rounded down, birthplaces guessed, a whole family listed as 'do.' for ditto.\n\n"
      "Transcripts of the pages are in the Census category.", time="08:50 AM", comments=5),
    E("Wills Before 1858", "2024-11-05", None,
      "Which court proved your ancestor's will, and why it matters where he died.", time="09:05 AM", comments=1),
    E("Nonconformist Registers at Kew", "2024-10-29", 2418, "", time="09:10 AM", comments=3),
], typepad_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout29-weebly-lupulo-na-panela", "generic", "2025-07-15", {
    "title": "L\u00fapulo na Panela",
    "heading": "Blog do Podcast",
    "description": "Cerveja caseira sem frescura. Aqui publicamos cada epis\u00f3dio do podcast com as receitas e as "
                   "notas do programa.",
    "author_note": "Rafael Teixeira e Bruna Okada fazem cerveja em casa, em Curitiba, desde 2016.",
    "archives": ["Julho 2025", "Junho 2025", "Maio 2025"],
}, [
    E("Epis\u00f3dio 18: Cerveja de mandioca", "2025-07-11", 2520,
      "Fizemos uma cerveja com mandioca cozida no lugar de parte do malte. Deu certo? Mais ou menos.\n\n"
      "A receita completa est\u00e1 no fim do post.", comments=3),
    E("Epis\u00f3dio 17: Fermenta\u00e7\u00e3o no inverno", "2025-06-27", None,
      "Como manter a temperatura quando a cozinha passa dos 12 graus \u00e0 noite.", comments=0),
    E("Epis\u00f3dio 16: Entrevista com a Cervejaria Araucária", "2025-06-13", 3360,
      "Conversamos com quem come\u00e7ou na garagem e hoje vende em toda a regi\u00e3o Sul.", comments=1),
    E("Epis\u00f3dio 15: Erros que j\u00e1 cometemos", "2025-05-30", 1980, "", comments=7),
    E("Epis\u00f3dio 14: Lupulagem a seco", "2025-05-16", None,
      "Quanto, quando e por quanto tempo: nossos testes com Citra e Mosaic.", comments=2),
], weebly_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout29-schaakclub-schaakmat-op-dinsdag", "generic", "2024-04-24", {
    "club": "Schaakvereniging De Kromme Toren",
    "title": "Schaakmat op dinsdag",
    "description": "De podcast van onze club. Elke maand bespreken we een partij van de clubavond, praten we met een "
                   "lid en blikken we vooruit op de competitie.",
    "evening": "Clubavond: elke dinsdag vanaf 19.30 uur",
    "address": "Wijkcentrum De Linde, Lindelaan 12, 8031 AB Zwolle",
}, [
    E("De kampioenspartij van het eerste team", "2024-04-16", 2460,
      "Het eerste team werd kampioen in de derde klasse. Kopbordspeler Henk Smit loopt zijn beslissende partij met "
      "ons door.", number=9),
    E("Jeugdschaak: van pionnendiploma tot toernooi", "2024-03-19", 1920,
      "Jeugdleider Fatima el Amrani over veertig kinderen op woensdagmiddag.\n\n"
      "Aanmelden voor de jeugd kan via de website.", number=8),
    E("Snelschaak of langzaam schaak?", "2024-02-20", None,
      "Een discussie die al dertig jaar op de clubavond wordt gevoerd, nu eindelijk opgenomen.", number=7),
    E("Het Siciliaans voor clubspelers", "2024-01-16", 2880, "", number=6),
    E("Terugblik op het kersttoernooi", "2023-12-19", 2100,
      "Zesendertig deelnemers, \u00e9\u00e9n oliebollenkraam en een verrassende winnaar.", number=5),
], chess_club_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 34. held-out, thirtieth round: an app's share page, a host, a live-audio channel, papers, a museum, a blog
# Written for a thirtieth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (Mixlr's help pages, Wagtail's demo site and Pelican's default theme, the papers' podcasts
# elsewhere in the stored web pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    aftonbladet_podcast,
    castamatic_share,
    django_truncatewords,
    figaro_series,
    heise_podcast,
    is_podcast,
    mixlr_channel,
    pelican_index,
    podcastics_podcast,
    tijd_podcast,
    wagtail_museum,
)


def museum_episode(title, published, seconds, full, author):
    """A Wagtail card's episode: the description is the introduction as the card cuts it (``truncatewords:15``)."""
    return E(title, published, seconds, django_truncatewords(full) if full else "", full=full, author=author)


write("generic-heldout30-castamatic-the-tinkerers-bench", "generic", "2025-03-14", {
    "title": "The Tinkerer's Bench",
    "author": "Priya Okonkwo",
    "count": "48 episodes",
    "description": "Repairing, hacking and reviving old electronics, one workbench session at a time. Boosts keep the "
                   "soldering iron hot.",
}, [
    E("Reviving a 1983 Cassette Deck", "2025-03-12", 3900,
      "The belts had turned to tar and the head was caked in oxide. Two evenings, one pair of calipers and a lot of "
      "isopropyl.", season=2, number=14),
    E("Why Your Capacitors Are Lying to You", "2025-03-05", 2460,
      "ESR meters, bulging cans and the one capacitor you should always replace first.\n\n"
      "The show notes have the parts list from this week's amplifier.", season=2, number=13),
    E("Listener Bench: A Game Boy That Went Through the Wash", "2025-02-26", None,
      "A listener in Leeds sent us a Game Boy that had been through a washing machine. It works now.",
      season=2, number=12),
    E("Desoldering Without Tears", "2025-02-19", 1920, "", season=2, number=11),
    E("Season 2 Starts Here", "2025-01-08", 180,
      "Three minutes on what's coming: more vintage audio and a live repair episode.", etype="trailer"),
], castamatic_share, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout30-podcastics-les-voix-du-bocage", "generic", "2025-01-20", {
    "title": "Les Voix du Bocage",
    "author": "Association Terre & M\u00e9moire",
    "category": "Society & Culture",
    "description": "Des paysans, des artisans et des anciens du bocage normand racontent leur m\u00e9tier et leur "
                   "village. Un \u00e9pisode tous les quinze jours.",
}, [
    E("Le dernier sabotier de Saint-L\u00f4", "2025-01-16", 2467,
      "\u00c0 84 ans, Marcel taille encore ses sabots dans du h\u00eatre. Il nous re\u00e7oit dans son atelier, entre les "
      "copeaux et la radio."),
    E("Les haies, m\u00e9moire des champs", "2025-01-02", 3311,
      "Pourquoi a-t-on arrach\u00e9 tant de haies dans les ann\u00e9es 1970, et qui les replante aujourd'hui ?\n\n"
      "Avec un technicien du Parc naturel r\u00e9gional et deux agriculteurs de la Manche."),
    E("Le cidre de Mme Lecoq", "2024-12-19", None,
      "Pressoir \u00e0 longue \u00e9treinte, pommes \u00e0 cidre et recettes de famille."),
    E("Veill\u00e9e de No\u00ebl \u00e0 la ferme", "2024-12-05", 1844, ""),
    E("L'\u00e9cole \u00e0 classe unique", "2024-11-21", 2733,
      "Trois anciens \u00e9l\u00e8ves se souviennent de leur institutrice et du po\u00eale \u00e0 bois de l'\u00e9cole de "
      "Cerisy."),
], podcastics_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout30-mixlr-the-anchor-folk-club", "generic", "2025-02-10", {
    "title": "The Anchor Folk Club",
    "followers": "412 followers",
    "description": "Live from the back room of The Anchor in Whitby every Thursday: singarounds, guest nights and the odd "
                   "shanty. Recordings go up the morning after.",
}, [
    E("Singaround with guest Maggie Hollins", "2025-02-06", 7092,
      "Maggie brought songs from the Yorkshire coast and a concertina older than the pub."),
    E("Shanty Night", "2025-01-30", 6325, ""),
    E("Burns Night Special", "2025-01-23", 8463,
      "Poems, pipes and far too many verses of Auld Lang Syne.\n\n"
      "Thanks to the Whitby Pipe Band for joining us for the second half."),
    E("New Year Singaround", "2025-01-09", 5431,
      "The first club night of the year, with twelve singers and one very patient landlord."),
    E("Open Floor: First-Timers Welcome", "2024-12-19", 4780,
      "Six people sang in public for the first time. All of them were brilliant."),
], mixlr_channel, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout30-heise-fehlerkultur", "generic", "2025-01-16", {
    "kicker": "Fehlerkultur",
    "title": "Fehlerkultur \u2013 der heise-Podcast \u00fcber IT-Pannen",
    "time": "06:00",
    "description": "Alle zwei Wochen erz\u00e4hlen Admins, Entwicklerinnen und Sicherheitsforscher von dem Tag, an dem "
                   "alles schiefging \u2013 und was sie daraus gelernt haben. Mit Jana Brettschneider und Ole Harms aus "
                   "der heise-Redaktion.",
}, [
    E("Als das Backup nur aus leeren Dateien bestand", "2025-01-15", 2533,
      "Eine Kommune in Niedersachsen verliert nach einem Ransomware-Angriff ihre Daten \u2013 und merkt erst dann, "
      "dass die Sicherung seit Monaten nichts gesichert hat.", plus=True),
    E("Der Zertifikatsablauf, der ein Krankenhaus lahmlegte", "2025-01-01", 3134,
      "Ein abgelaufenes TLS-Zertifikat, 40 Stationen ohne Laborwerte und eine Nacht im Serverraum.\n\n"
      "Mit einer Leiterin der Krankenhaus-IT, die anonym bleiben m\u00f6chte.", time="07:30"),
    E("DNS ist schuld. Schon wieder.", "2024-12-18", None,
      "Warum so viele Ausf\u00e4lle am Ende auf eine falsche Namensaufl\u00f6sung zur\u00fcckgehen."),
    E("Der Deploy am Freitagnachmittag", "2024-12-04", 1987, "", plus=True),
    E("Ein Tippfehler im Firewall-Skript", "2024-11-20", 3768,
      "Ein einziges fehlendes Zeichen sperrte ein ganzes Rechenzentrum aus. Die Admins erz\u00e4hlen, wie sie wieder "
      "hineinkamen."),
], heise_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout30-figaro-les-grands-proces", "generic", "2025-02-25", {
    "title": "Les Grands Proc\u00e8s du Figaro",
    "time": "06:00",
    "description": "Affaires retentissantes, plaidoiries m\u00e9morables, verdicts qui ont divis\u00e9 la France : les "
                   "chroniqueurs judiciaires du Figaro racontent les grands proc\u00e8s de l'histoire.\n"
                   "En exclusivit\u00e9 pour les abonn\u00e9s et sans publicit\u00e9s, un mardi sur deux.",
}, [
    E("L'affaire Dominici : le patriarche et ses fils", "2025-02-25", 1620,
      "Novembre 1954, cour d'assises de Digne. Gaston Dominici, 77 ans, est jug\u00e9 pour le meurtre de trois "
      "Britanniques. Ses fils l'ont accus\u00e9, puis se sont r\u00e9tract\u00e9s.", number=4, subscribers=True,
      credits=["Texte : Claire Vasseur", "R\u00e9alisation : Studio Lanterne"]),
    E("L'affaire Dominici : le drame de la Grand'Terre", "2025-02-11", 1860,
      "Ao\u00fbt 1952, au bord de la nationale 96. Une famille anglaise campe pr\u00e8s d'une ferme de Lurs. Au matin, "
      "on retrouve trois corps.\n\n"
      "Claire Vasseur, chroniqueuse judiciaire au Figaro, revient sur une enqu\u00eate qui passionna la France.",
      number=3, subscribers=True,
      credits=["Texte : Claire Vasseur", "R\u00e9alisation : Studio Lanterne", "Montage et mixage : Hugo Pellerin"]),
    E("L'affaire Seznec : un bagne pour la vie", "2025-01-28", None,
      "Condamn\u00e9 aux travaux forc\u00e9s, Guillaume Seznec part pour la Guyane. Sa famille ne cessera jamais de "
      "demander la r\u00e9vision.", number=2, credits=["Texte : Claire Vasseur"]),
    E("L'affaire Seznec : le disparu de la route de Paris", "2025-01-14", 1740, "", number=1,
      credits=["Texte : Claire Vasseur", "R\u00e9alisation : Studio Lanterne"]),
    E("Les Grands Proc\u00e8s, bient\u00f4t sur Le Figaro", "2025-01-07", 120,
      "Deux minutes pour d\u00e9couvrir la nouvelle s\u00e9rie des chroniqueurs judiciaires du Figaro."),
], figaro_series, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout30-aftonbladet-valvakan", "generic", "2025-03-07", {
    "title": "Valvakan",
    "description": "Aftonbladets politikpodd om makten, partierna och v\u00e4gen mot valet 2026. Nytt avsnitt varje "
                   "torsdag.",
    "duty": "Sara Lindqvist, Jonas Ek och Amir Haddad",
    "chief": "Helena Strand",
}, [
    E("Budgetbr\u00e5ket i Rosenbad", "2025-03-06", 1920,
      "Regeringen och samarbetspartiet \u00e4r oense om pengarna till polisen. Vem ger sig f\u00f6rst, och vad kostar det "
      "i opinionen?",
      credits=["Programledare: Lena Berg.", "G\u00e4st: Oskar Nyman, politisk reporter.", "Producent: Elin Sj\u00f6din."]),
    E("Vem vill bli statsminister?", "2025-02-27", 2340,
      "Tre partiledare, tre olika svar p\u00e5 fr\u00e5gan om regeringsmakten. Vi g\u00e5r igenom vad de sagt \u2013 och vad de "
      "inte sagt.\n\n"
      "Dessutom: lyssnarfr\u00e5gan om varf\u00f6r riksdagen har sportlov.",
      credits=["Programledare: Lena Berg.", "G\u00e4st: My Karlsson, inrikespolitisk kommentator.",
               "Producent: Elin Sj\u00f6din."]),
    E("Partiledardebatten \u2013 vinnare och f\u00f6rlorare", "2025-02-20", None,
      "Vem tog hem kv\u00e4llen i SVT:s studio, och vilken replik kommer att leva kvar till valet?",
      credits=["Programledare: Lena Berg.", "Producent: Elin Sj\u00f6din."]),
    E("Kommunvalet i Hallstahammar", "2025-02-13", 1500, "",
      credits=["Programledare: Lena Berg.", "Producent: Elin Sj\u00f6din."]),
    E("D\u00e4rf\u00f6r l\u00e4mnar unga politiker", "2025-02-06", 2100,
      "Hot, hat och l\u00e5nga kv\u00e4llsm\u00f6ten. Tre f\u00f6re detta kommunpolitiker under 30 ber\u00e4ttar varf\u00f6r de "
      "slutade.",
      credits=["Programledare: Lena Berg.", "G\u00e4st: Oskar Nyman, politisk reporter.", "Producent: Elin Sj\u00f6din."]),
], aftonbladet_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout30-tijd-geld-en-goesting", "generic", "2025-01-13", {
    "title": "Geld & Goesting",
    "time": "05:00",
    "description": "Geld & Goesting is een wekelijkse podcast van De Tijd over sparen, beleggen en alles wat uw "
                   "portemonnee raakt. Elke vrijdag een nieuwe aflevering.",
    "most_read": ["Regering zoekt nog 2 miljard euro voor begroting", "Antwerpse haven sluit sterk jaar af",
                  "Nieuwe CEO voor Belgische chipmaker", "Vastgoedprijzen stijgen opnieuw in Vlaanderen",
                  "Bel20 start jaar met winst"],
}, [
    E("Is goud nog een veilige haven? En wat doet de meerwaardebelasting met uw portefeuille?", "2025-01-10", 1440,
      "De goudprijs brak vorig jaar record na record. Is het nu te laat om in te stappen?\n\n"
      "En de meerwaardebelasting komt eraan. Onze fiscalist legt uit wie ze zal voelen.",
      credits=["Producer en host: Lotte Vermeiren"]),
    E("Wat brengt 2025 voor spaarders?", "2025-01-03", 1680,
      "De rente op spaarboekjes zakt verder. Waar vindt u nog een degelijk rendement zonder al te veel risico?",
      credits=["Producer en host: Lotte Vermeiren"]),
    E("Eindejaarsspecial: onze beste tips van het jaar", "2024-12-27", None,
      "De redactie van Netto kiest de tips die u in 2024 het meest opleverden.",
      credits=["Producer en host: Lotte Vermeiren", "Met: Pieter De Smet"]),
    E("Hoe kiest u een pensioenfonds?", "2024-12-20", 1320, "", credits=["Producer en host: Lotte Vermeiren"]),
    E("Bitcoin boven 100.000 dollar: wat nu?", "2024-12-13", 1560,
      "De cryptomunt gaat door een symbolische grens. Onze marktenredacteur over hype, risico en de vraag of u moet "
      "volgen.", credits=["Producer en host: Lotte Vermeiren"]),
], tijd_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout30-is-pukukoppi", "generic", "2025-01-03", {
    "title": "Pukukoppi",
    "time": "16.05",
    "description": "Ilta-Sanomien j\u00e4\u00e4kiekkopodcast. Toimittajat ja vieraat puivat Liigan, NHL:n ja Leijonien "
                   "kuulumiset joka maanantai ja torstai.",
}, [
    E("Nuorten Leijonat jatkoon \u2013 ja se maalivahti", "2025-01-02", 2880,
      "Nuorten MM-kisojen puolivälierä ratkesi jatkoajalla. Mik\u00e4 nuorissa Leijonissa toimii ja kuka torjui ottelun "
      "ratkaisseet kiekot?"),
    E("Vuoden 2024 suurimmat kiekkohetket", "2024-12-30", 3720,
      "K\u00e4ymme l\u00e4pi vuoden kovimmat maalit, kohut ja siirrot Liigasta NHL:\u00e4\u00e4n.\n\n"
      "Mukana studiossa Pukukopin vakiovieraat ja yksi yllätysvieras."),
    E("Tapaninp\u00e4iv\u00e4n kierros", "2024-12-26", None,
      "Liigassa pelattiin t\u00e4ysi kierros joulun j\u00e4lkeen. Kuka heräsi joulukinkun jälkeen?"),
    E("Joulun erikoisjakso", "2024-12-23", 2460, ""),
    E("NHL-suomalaisten syksy", "2024-12-19", 2700,
      "Kuka on onnistunut, kuka pettynyt? Arvioimme NHL:n suomalaispelaajat joulutauon kynnyksell\u00e4."),
], is_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout30-wagtail-below-the-waterline", "generic", "2025-03-20", {
    "museum": "Harborview Maritime Museum",
    "address": "410 Water Street, New Bedford, MA 02740",
    "hours": "Open daily 10 a.m. to 5 p.m.",
    "title": "Below the Waterline",
    "description": "Stories of ships, sailors and the objects they left behind, told by the museum's curators and the "
                   "people who remember.",
    "tags": ["Shipwrecks", "Oral histories", "From the collection"],
}, [
    museum_episode("The Wreck of the Clara Bell", "2025-03-18", 1920,
                   "In the winter of 1898 a coal schooner went down off Cuttyhunk with all hands. A diver who "
                   "found her bell in 1971 tells us what he saw.", "Dana Whitfield"),
    museum_episode("A Whaler's Logbook, Read Aloud", "2025-03-04", 2580,
                   "Our volunteers read a season's entries from the ship Lagoda.", "Marcus Pryor"),
    museum_episode("Scrimshaw and the People Who Carved It", "2025-02-18", None,
                   "Whale teeth, sailors' needles and long evenings at sea: our curator opens the drawers of the "
                   "scrimshaw collection and tells the stories behind six pieces.", "Dana Whitfield"),
    museum_episode("Lighthouse Keepers' Children", "2025-02-04", 2220, "", "Marcus Pryor"),
    museum_episode("Conserving a Figurehead", "2025-01-21", 1680,
                   "She spent a century on a barn wall in Dartmouth. Conservator Ines Rocha explains how paint, wood "
                   "and patience brought her back.", "Ines Rocha"),
    museum_episode("Voices from the Fish Pier", "2024-09-10", 3060,
                   "Fishermen, lumpers and auctioneers recorded on the pier in 1979, with the people who made the "
                   "tapes.", "Dana Whitfield"),
], wagtail_museum, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout30-pelican-lever-frame", "generic", "2025-01-20", {
    "title": "Lever Frame",
    "description": "",
    "menu": ["About", "Episodes", "Notes"],
    "blogroll": ["Signalling Record Society", "Friends of Hawes Junction Box", "Disused Stations"],
    "social": ["Mastodon"],
}, [
    E("Episode 23: The Last Manual Box on the Line", "2025-01-14", 2467,
      "This week I visit a signal box that still works the way it did in 1912: forty levers, a block shelf and a "
      "kettle that never goes cold.\n\n"
      "Thanks to the signaller on the early turn for letting me record between trains.",
      author="Martin Okafor", category="Episodes", tags=["signal boxes", "Cambrian"]),
    E("Episode 22: Tablets, Tokens and Staffs", "2024-12-31", 2935,
      "How a single-line railway makes sure only one train is ever in a section, explained with a tablet instrument "
      "borrowed from a museum.", author="Martin Okafor", category="Episodes", tags=["single line"]),
    E("Episode 21: Interview with a Relief Signaller", "2024-12-17", None,
      "Gwen has worked eleven different boxes in twenty years. We talk about learning a new frame in a week.",
      author="Martin Okafor", category="Episodes"),
    E("Episode 20: Semaphore Arms", "2024-12-03", 2215, "", author="Martin Okafor", category="Episodes",
      tags=["semaphore"]),
    E("Episode 19: Bells and Codes", "2024-11-19", 3672,
      "Is line clear? Train entering section. Obstruction danger. The bell codes, rung on a real block bell.",
      author="Martin Okafor", category="Episodes", tags=["block bells", "signal boxes"]),
], pelican_index, gaps="mixed", show_keys=("title", "description"), report_footer=True)
# ====== 35. held-out, thirty-first round: two hosts' sites, an audiobook app, a tech magazine, papers, a forum, a band
# Written for a thirty-first held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (copies of Discourse topic lists, Discourse's and Gatsby's source, the papers'
# podcasts elsewhere in the stored web pages, the languages' CLDR dates) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    abces_podcast,
    discourse_category,
    dnpt_podcast,
    gatsby_band_podcast,
    jp_podcast,
    kurier_podcast,
    podcastpage_site,
    podco_show,
    storytel_podcast,
    t3n_podcast,
)

write("generic-heldout31-podco-slow-miles", "generic", "2024-11-20", {
    "title": "Slow Miles",
    "author": "Hannah Ferris",
    "description": "A cycle-touring podcast from the north of England: long days in the saddle, cheap campsites and the "
                   "people you meet when you are going nowhere fast.",
}, [
    E("Over the Pennines in the Rain", "2024-11-18", 2520,
      "Three days, one broken spoke and the kindest tea-room owner in Alston. Hannah rides the old drovers' road from "
      "Kendal to Hexham.", number=14),
    E("Panniers, Packs and What We Left Behind", "2024-11-11", 3660,
      "Listeners weigh their kit so you don't have to. The lightest set-up came in at 6.8 kg, stove included.\n\n"
      "Send us your packing list and we'll read the best ones in a future episode.", number=13),
    E("A Night in a Bothy", "2024-11-04", None,
      "No electricity, a leaking roof and a visitors' book that goes back to 1987.", number=12),
    E("Listener Routes: Cornwall to Cumbria", "2024-10-28", 2160, "", number=11),
    E("Slow Miles: Season 2 Trailer", "2024-08-28", 120,
      "New routes, new guests and a winter crossing of the Lake District.", etype="trailer"),
], podco_show, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout31-podcastpage-counter-culture", "generic", "2025-04-09", {
    "title": "Counter Culture",
    "description": "The podcast for people who run small caf\u00e9s. Every Monday, Maya Okafor talks money, staff and "
                   "coffee with owners who have been there.",
}, [
    E("Pricing a Flat White When Milk Goes Up Again", "2025-04-07", 2292,
      "Dairy prices rose for the third time this year. Three owners share the maths behind their menu boards.",
      number=42),
    E("Hiring Your First Barista", "2025-03-31", 2745,
      "Job ads, trial shifts and the interview question that tells Maya more than any CV.\n\n"
      "Our free hiring checklist is on the Resources page.", number=41),
    E("The Pastry Case Problem", "2025-03-24", None,
      "Why half the croissants go in the bin, and how one caf\u00e9 in Leeds cut its waste by a third.", number=40),
    E("Q&A: Leases, Landlords and Outdoor Seating", "2025-03-17", 3318, "", number=39),
    E("A Morning at the Roastery", "2025-03-12", 1065,
      "A short walk through a roastery in Bristol before the first batch of the day.", etype="bonus"),
], podcastpage_site, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout31-storytel-mellan-raderna", "generic", "2024-12-12", {
    "title": "Mellan raderna",
    "author": "Storytel Sverige",
    "rating": "4,3 (1 204)",
    "description": "Bokpodden d\u00e4r Sara Lindgren och Jonas Ek pratar om b\u00f6ckerna alla lyssnar p\u00e5 just nu, och om "
                   "dem ingen borde missa. Nytt avsnitt varje onsdag.",
}, [
    E("\u00c5rets b\u00e4sta deckare enligt lyssnarna", "2024-12-11", 3900,
      "Ni har r\u00f6stat och vi har r\u00e4knat. Topp tio, tv\u00e5 \u00f6verraskningar och en debutant som sl\u00e5r alla."),
    E("Julklappsb\u00f6cker under hundralappen", "2024-12-04", 2820,
      "Tips f\u00f6r den som vill ge bort en bok utan att spr\u00e4cka budgeten.\n\n"
      "Alla titlar vi n\u00e4mner finns samlade i en lista i appen."),
    E("Inl\u00e4sarens vardag", "2024-11-27", None,
      "Hur l\u00e5ng tid tar det att l\u00e4sa in en roman p\u00e5 600 sidor? Vi bes\u00f6ker en inspelningsstudio i Solna."),
    E("Novemberm\u00f6rker och feelgood", "2024-11-20", 2460, ""),
    E("Vi l\u00e4ser om Pippi", "2024-11-13", 2100,
      "Sara l\u00e4ste Pippi L\u00e5ngstrump senast som \u00e5tta\u00e5ring. Jonas har aldrig l\u00e4st den alls."),
], storytel_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout31-t3n-neuland", "generic", "2025-05-16", {
    "title": "Neuland \u2013 der t3n-Podcast \u00fcber die Arbeit von morgen",
    "host": "Lea Brandt",
    "description": "Wie wir arbeiten, wird gerade neu verhandelt. Jeden Freitag um 10 Uhr spricht Lea Brandt mit "
                   "G\u00e4sten \u00fcber KI im B\u00fcro, neue Arbeitszeitmodelle und die Frage, was davon bleibt.",
}, [
    E("Vier-Tage-Woche: Was ein Jahr sp\u00e4ter \u00fcbrig ist", "2025-05-16", 2280,
      "Ein Softwarehaus aus Leipzig hat vor einem Jahr die Vier-Tage-Woche eingef\u00fchrt. Die Gesch\u00e4ftsf\u00fchrerin zieht "
      "Bilanz."),
    E("KI im Bewerbungsprozess: Wer sortiert hier wen aus?", "2025-05-09", 2940,
      "Immer mehr Unternehmen lassen Lebensl\u00e4ufe von Software vorsortieren. Eine Arbeitsrechtlerin erkl\u00e4rt, was "
      "erlaubt ist.\n\n"
      "Alle Links zur Folge findet ihr in den Shownotes auf t3n.de."),
    E("Remote aus Portugal \u2013 geht das auch steuerlich?", "2025-05-02", None,
      "Drei Monate Lissabon, der Laptop im Gep\u00e4ck: Ein Steuerberater sagt, wo die Fallen liegen."),
    E("Die Meeting-Di\u00e4t", "2025-04-25", 1860, ""),
    E("Warum wir wieder Newsletter lesen", "2025-04-18", 3420,
      "Zwei Gr\u00fcnderinnen \u00fcber bezahlte Newsletter, treue Leserinnen und das Ende der Reichweite."),
], t3n_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout31-abc-el-archivo", "generic", "2025-03-20", {
    "title": "El archivo de ABC",
    "description": "Cada martes, Marta Gil abre la hemeroteca de ABC y rescata una historia olvidada de los \u00faltimos "
                   "120 a\u00f1os: cr\u00edmenes, inventos, huelgas y nevadas.",
}, [
    E("El crimen del expreso de Andaluc\u00eda", "2025-03-18", 1500,
      "En 1924 el correo de Andaluc\u00eda lleg\u00f3 a Madrid con un vag\u00f3n precintado. Lo que hab\u00eda dentro llen\u00f3 "
      "portadas durante semanas.\n\n"
      "Las p\u00e1ginas originales pueden consultarse en la hemeroteca de ABC.", time="07:00"),
    E("Cuando Madrid estren\u00f3 el Metro", "2025-03-11", 1380,
      "Cuatro kil\u00f3metros, ocho estaciones y un rey que baj\u00f3 a los andenes en octubre de 1919.", time="07:00"),
    E("La huelga de los tranv\u00edas de 1920", "2025-03-04", None,
      "Una ciudad a pie durante nueve d\u00edas y un peri\u00f3dico que lo cont\u00f3 hora a hora.", time="07:00"),
    E("Los primeros anuncios de radio", "2025-02-25", 1260, "", time="07:00"),
    E("El d\u00eda que nev\u00f3 en Sevilla", "2025-02-18", 1620,
      "Febrero de 1954: la Giralda blanca y los sevillanos haciendo mu\u00f1ecos de nieve en la Plaza de Espa\u00f1a.",
      time="07:30"),
], abces_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout31-dn-conversas-a-quinta", "generic", "2024-12-13", {
    "title": "Conversas \u00e0 Quinta",
    "description": "Todas as quintas-feiras, a jornalista Rita Marques conversa com uma figura da vida portuguesa sobre "
                   "o que a trouxe at\u00e9 aqui. Um podcast do Di\u00e1rio de Not\u00edcias.",
}, [
    E("Uma vida a restaurar azulejos", "2024-12-12", 2460,
      "Teresa Sampaio passou quarenta anos a devolver cor \u00e0s fachadas de Lisboa. Fala do of\u00edcio, dos roubos e do "
      "azulejo que nunca conseguiu salvar.", number=31),
    E("O maestro que veio de Bragan\u00e7a", "2024-12-05", 3180,
      "Come\u00e7ou na banda filarm\u00f3nica da aldeia e dirige hoje orquestras em Viena e em S\u00e3o Paulo.\n\n"
      "A m\u00fasica que se ouve no epis\u00f3dio foi gravada no Teatro Nacional de S\u00e3o Carlos.", number=30),
    E("A \u00faltima livraria da rua", "2024-11-28", None,
      "Um livreiro do Porto explica porque n\u00e3o fecha, mesmo quando as contas dizem que devia.", number=29),
    E("Surf, ondas grandes e medo", "2024-11-21", 2700, "", number=28),
    E("Cozinhar para 300 num navio-escola", "2024-11-14", 3720,
      "Um cozinheiro da Marinha conta seis meses a bordo do Sagres, entre o Atl\u00e2ntico e o Pac\u00edfico.", number=27),
], dnpt_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout31-jyllands-posten-dagens-fortaelling", "generic", "2026-01-06", {
    "title": "Dagens fort\u00e6lling",
    "description": "\u00c9n historie fra Jyllands-Postens redaktion, fortalt p\u00e5 et kvarter. Nyt afsnit alle hverdage kl. "
                   "04.30. Har du id\u00e9er til redaktionen, s\u00e5 skriv til podcast@jp.dk.",
}, [
    E("Derfor stiger prisen p\u00e5 fjernvarme i Aarhus", "2026-01-06", 1260,
      "Varmeregningen stiger igen i januar. Vores erhvervsreporter forklarer, hvor pengene g\u00e5r hen."),
    E("Nyt\u00e5rstalen, der fik alle til at tale om Gr\u00f8nland", "2026-01-05", 1440,
      "Statsministerens nyt\u00e5rstale varede 14 minutter. \u00c9t afsnit af den fylder stadig debatten.\n\n"
      "Vores korrespondent i Nuuk fort\u00e6ller, hvordan talen blev modtaget i Gr\u00f8nland."),
    E("Fyrv\u00e6rkeriets nat p\u00e5 skadestuen", "2026-01-02", None,
      "Vi fulgte en sygeplejerske p\u00e5 Aarhus Universitetshospital fra kl. 22 nyt\u00e5rsaften til morgen."),
    E("\u00c5ret i dansk fodbold", "2025-12-30", 1620, ""),
    E("Juletr\u00e6et fra Rold Skov", "2025-12-23", 1080,
      "Hvert \u00e5r f\u00e6lder en skovarbejder det samme slags tr\u00e6 til r\u00e5dhuspladsen. I \u00e5r var det hans sidste."),
    E("Hvem ejer egentlig havnen?", "2025-12-22", 1320,
      "Byr\u00e5det vil bygge boliger p\u00e5 de gamle kajer. Men en stor del af jorden ejes stadig af staten."),
], jp_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout31-kurier-graetzlgeschichten", "generic", "2025-02-06", {
    "title": "Gr\u00e4tzlgeschichten \u2013 der Wien-Podcast des KURIER",
    "description": "Jeden Donnerstag besucht KURIER-Redakteurin Julia Hofer ein Wiener Gr\u00e4tzl und spricht mit den "
                   "Menschen, die dort leben, arbeiten und zusperren.",
}, [
    E("Der letzte Greissler am Brunnenmarkt", "2025-02-06", 1440,
      "Seit 1968 verkauft die Familie Novak Essiggurkerl und Extrawurst. Jetzt sucht der Sohn eine Nachfolge."),
    E("Ballsaison im Gemeindebau", "2025-01-30", 1740,
      "Im Karl-Marx-Hof wird seit dreißig Jahren ein eigener Ball veranstaltet. Wir waren bei der Generalprobe.\n\n"
      "Ihr könnt unseren Podcast auch auf Spotify und Apple Podcasts abonnieren. Weitere KURIER-Podcasts findet ihr "
      "unter kurier.at/podcasts."),
    E("Eislaufen am Heumarkt", "2025-01-23", None,
      "Der Wiener Eislaufverein und die Frage, wie lange es ihn an diesem Ort noch gibt."),
    E("Ein Kaffeehaus in Favoriten", "2025-01-16", 1560, ""),
    E("Neujahr am Zentralfriedhof", "2025-01-09", 1980,
      "Ein Friedhofsgärtner erzählt von Prominentengräbern, Hasen und dem ruhigsten Arbeitsplatz der Stadt."),
], kurier_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout31-discourse-shop-talk", "generic", "2024-10-15", {
    "forum": "Westbrook Makers Forum",
    "title": "Shop Talk Podcast",
    "description": "Discussion of every episode of Shop Talk, the Westbrook Makerspace podcast. The show's account "
                   "posts each new episode here; reply with your questions for the hosts.",
    "about_row": "0\t1.1k\tFeb 2023",
}, [
    E("Sharpening Without a Jig", "2024-10-13", tag="episode", replies=4, views=233),
    E("The Laser Cutter Rules, Explained", "2024-10-06", tag="episode", replies=17, views="1.2k"),
    E("Live from the Autumn Open Day", "2024-09-29", tag="episode", replies=2, views=181),
    E("Buying Second-Hand Tools", "2024-09-22", tag="episode", replies=9, views=406),
    E("Kids' Saturday Club, One Year On", "2024-09-01", tag="episode", replies=0, views=97),
    E("What We Learned Building the New Workbenches", "2024-08-18", tag="episode", replies=6, views=312),
], discourse_category, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout31-gatsby-tour-van-tapes", "generic", "2024-07-02", {
    "band": "The Hollow Pines",
    "menu": ["Music", "Tour", "Podcast", "Shop", "Contact"],
    "title": "Tour Van Tapes",
    "description": "Our podcast from the road. Recorded in the van, in dressing rooms and once in a launderette in "
                   "Carlisle, between the shows of our 2024 tour.",
    "mailing": "Get tour dates and new episodes by email",
}, [
    E("Soundcheck in Leeds", "2024-06-28", 2467,
      "Why the first soundcheck of a tour always goes wrong, and the pedal that saved the night."),
    E("Three Nights in Glasgow", "2024-06-14", 3192,
      "Sold out at King Tut's, a broken van door and a borrowed drum kit.\n\n"
      "Thanks to everyone who came. The live recording of \u2018Harbour Lights\u2019 is out now."),
    E("Writing on the M6", "2024-05-31", None,
      "Ellie plays the new song we wrote between Birmingham and Manchester, on a ukulele."),
    E("The Merch Table", "2024-05-17", 1538, ""),
    E("Rehearsal Week", "2024-05-03", 2871,
      "Five days in a rehearsal room in Stroud, getting forty songs down to eighteen."),
], gatsby_band_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 36. held-out, thirty-second round: a studio's show page, a podcast database, six papers, a docs site, a shop
# Written for a thirty-second held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Docusaurus's and Dawn's source, the papers' podcasts elsewhere in the stored web
# pages, Podscan's help pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    aamulehti_podcast,
    cm_podcast,
    docusaurus_podcast_doc,
    elconfidencial_podcast,
    expressen_podd,
    hln_podcast,
    liquid_truncatewords,
    podcastle_show,
    podscan_podcast,
    presse_podcast,
    shopify_dawn_blog,
)


def shop_episode(title, published, full, comments=0):
    """A Dawn card's episode: the description is the excerpt as the card cuts it (``truncatewords: 10``)."""
    return E(title, published, None, liquid_truncatewords(full) if full else "", full=full, comments=comments)


write("generic-heldout32-podcastle-small-batch", "generic", "2024-12-10", {
    "title": "Small Batch",
    "author": "Lena Park",
    "description": "Conversations with the people who run tiny bakeries: the 4 a.m. starts, the ovens, the money and "
                   "the bread. A new episode every Monday.",
}, [
    E("Sourdough at Scale", "2024-12-09", 2735,
      "What changes when a one-woman bakery in Portland starts baking four hundred loaves a day? Marisol explains the "
      "starter schedule that made it possible."),
    E("The Oven That Ran on Olive Pits", "2024-12-02", 1931,
      "A baker in Crete fires her wood oven with the pits left over from the village olive press.\n\n"
      "Photos of the oven and a recipe for her barley rusks are on our website."),
    E("Flour Prices and the Tiny Bakery", "2024-11-25", None,
      "Wheat went up again this autumn. Three owners tell Lena how they priced their loaves for the winter."),
    E("Ask Lena: Your Questions on Proofing", "2024-11-18", 3912, ""),
    E("Small Batch: Trailer", "2024-11-11", 94,
      "Meet the bakers, hear the ovens. Small Batch starts on November 18.", etype="trailer"),
], podcastle_show, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout32-podscan-churn-and-burn", "generic", "2025-02-20", {
    "title": "Churn & Burn",
    "author": "Maple Metrics",
    "categories": ["Business", "Marketing", "Technology"],
    "description": "A weekly show about keeping the customers you already have. Retention teams from SaaS companies "
                   "share what worked, what failed and what they would never try again.",
    "figures": [("Episodes", "58"), ("Reach Score", "41"), ("Frequency", "Weekly")],
}, [
    E("Ep. 58: Why Annual Plans Hide Churn", "2025-02-18", 2533,
      "Annual billing makes the dashboard look calm for eleven months. Dana Reyes shows how her team spots the "
      "customers who have already left in spirit."),
    E("Ep. 57: Onboarding Emails Nobody Opens", "2025-02-11", 3910,
      "We read forty onboarding sequences so you don't have to. Most of them say welcome three times and never ask a "
      "question.\n\n"
      "The spreadsheet with every email we scored is linked in the show notes."),
    E("Ep. 56: Pricing Pages, Teardown Edition", "2025-02-04", None,
      "Five pricing pages, one whiteboard and a long argument about the word enterprise."),
    E("Ep. 55: Live Q&A From SaaStock Local", "2025-01-28", 1807, ""),
    E("Ep. 54: The Customer Who Came Back", "2025-01-21", 2160,
      "A founder tells the story of winning back an account that cancelled in a one-line email."),
], podscan_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout32-expressen-maktkampen", "generic", "2025-02-12", {
    "title": "Maktkampen",
    "description": "En podd fr\u00e5n Expressen som varje vecka reder ut det viktigaste i svensk inrikespolitik. Med Lina "
                   "Holm och Oskar Berg. Ansvarig utgivare: Klas Granstr\u00f6m.",
}, [
    E("112. Budgetbr\u00e5ket som ingen vann", "2025-02-11", 1620,
      "Regeringen och Sverigedemokraterna gr\u00e4lade i tre dagar om en extra miljard. Vem backade egentligen?"),
    E("111. Partiledaren som f\u00f6rsvann fr\u00e5n Instagram", "2025-02-04", 1860,
      "En partiledare har inte postat n\u00e5got p\u00e5 sex veckor. Lina Holm har ringt runt till partikansliet.\n\n"
      "Dessutom: Oskar Berg om veckans mest pinsamma pressmeddelande."),
    E("110. Vad h\u00e4nder med elst\u00f6det?", "2025-01-28", None,
      "L\u00f6ftet gavs i valr\u00f6relsen. Nu vill ingen minister prata om det."),
    E("109. Veckans fr\u00e5ga: Vem skriver talen?", "2025-01-21", 1080, ""),
    E("108. Julbord i riksdagen", "2024-12-17", 2340,
      "\u00c5rets sista avsnitt: vi summerar h\u00f6sten och delar ut priset f\u00f6r \u00e5rets mest ov\u00e4ntade allians."),
], expressen_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout32-presse-buehnenbild", "generic", "2025-01-24", {
    "title": "B\u00fchnenbild \u2013 der Kulturpodcast der \u201ePresse\u201c",
    "time": "18:00",
    "description": "Jeden Donnerstag um 18 Uhr sprechen die Kulturredakteurinnen und -redakteure der \u201ePresse\u201c \u00fcber "
                   "Theater, Musik, Museen und alles, was Wien gerade bewegt.",
}, [
    E("Wie viel Burgtheater vertr\u00e4gt Wien?", "2025-01-23", 1560,
      "Von Anna Berger. Die neue Direktion hat den Spielplan umgekrempelt, das Abo-Publikum ist verunsichert. Ein "
      "Besuch bei den Proben zur ersten Premiere des Jahres.",
      credits=["Gast: Martin Lechner, \u201ePresse\u201c-Kulturredaktion", "Host: Anna Berger",
               "Schnitt: Audiofunnel/Lukas Hofbauer"]),
    E("Das Neujahrskonzert und seine Kritiker", "2025-01-16", 1980,
      "Von Anna Berger. Millionen sehen zu, und jedes Jahr wird gestritten: zu viel Strauss, zu wenig Neues? Ein "
      "Musikwissenschaftler ordnet ein.\n\n"
      "Alle unsere Podcasts finden Sie gesammelt unter diepresse.com/podcast.",
      credits=["Gast: Clemens Auer, Musikwissenschaftler", "Host: Anna Berger",
               "Schnitt: Audiofunnel/Lukas Hofbauer"]),
    E("Museen im J\u00e4nner: leer oder voll?", "2025-01-09", None,
      "Von Paul Steindl. Nach den Feiertagen kommt die Flaute \u2013 oder doch nicht? Die Besucherzahlen der Wiener "
      "Museen \u00fcberraschen.",
      credits=["Gast: Sabine Kogler, \u201ePresse\u201c-Kulturredaktion", "Host: Paul Steindl",
               "Schnitt: Audiofunnel/Lukas Hofbauer"]),
    E("Kabarett zum Jahresende", "2024-12-19", 2220, "",
      credits=["Host: Paul Steindl", "Schnitt: Audiofunnel/Lukas Hofbauer"]),
    E("Was vom Kulturjahr 2024 bleibt", "2024-12-12", 2700,
      "Von Anna Berger. Ausstellungen, Premieren, Abschiede: Die Redaktion zieht Bilanz \u00fcber ein bewegtes Jahr.",
      credits=["G\u00e4ste: Martin Lechner, Sabine Kogler", "Host: Anna Berger",
               "Schnitt: Audiofunnel/Lukas Hofbauer"]),
], presse_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout32-elconfidencial-fuera-de-balance", "generic", "2025-03-07", {
    "title": "Fuera de Balance",
    "host": "Luc\u00eda Ferrer",
    "time": "05:00",
    "description": "El podcast de econom\u00eda de El Confidencial. Cada jueves, Luc\u00eda Ferrer explica con datos y sin "
                   "jerga una cifra que afecta a tu bolsillo.",
}, [
    E("\u00bfQui\u00e9n paga la subida del salario m\u00ednimo?", "2025-03-06", 2052,
      "El Gobierno ha aprobado una nueva subida. Hablamos con un hostelero de C\u00e1diz y con una economista del "
      "Banco de Espa\u00f1a."),
    E("La vivienda, en cuatro gr\u00e1ficos", "2025-02-27", 1795,
      "Precios, alquileres, salarios y pisos vac\u00edos: cuatro gr\u00e1ficos que explican por qu\u00e9 comprar es cada vez "
      "m\u00e1s dif\u00edcil.\n\n"
      "Los gr\u00e1ficos est\u00e1n publicados en la secci\u00f3n de Econom\u00eda de El Confidencial."),
    E("Aranceles: lo que nos jugamos con Washington", "2025-02-20", None,
      "El aceite, el vino y los coches. Qu\u00e9 sectores espa\u00f1oles temen m\u00e1s una guerra comercial."),
    E("Preguntas de los oyentes", "2025-02-13", 1503, ""),
    E("El ahorro de los espa\u00f1oles, bajo el colch\u00f3n", "2025-02-06", 2431,
      "Los dep\u00f3sitos apenas pagan nada y, aun as\u00ed, seguimos guardando el dinero en el banco. \u00bfPor qu\u00e9?"),
], elconfidencial_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout32-cm-processo-aberto", "generic", "2025-04-11", {
    "title": "Processo Aberto",
    "time": "07:00",
    "description": "Todas as quintas-feiras, a jornalista Sofia Carvalho revisita um caso que passou pelos tribunais "
                   "portugueses. Um podcast do Correio da Manh\u00e3.",
}, [
    E("O cofre vazio do banco de Set\u00fabal", "2025-04-10", 1920,
      "Numa manh\u00e3 de 1996, o gerente abriu o cofre e n\u00e3o encontrou nada. Ningu\u00e9m arrombou a porta."),
    E("A heran\u00e7a que dividiu uma aldeia", "2025-04-03", 2280,
      "Tr\u00eas irm\u00e3os, um testamento escrito \u00e0 m\u00e3o e doze anos de processos no tribunal de Viseu.\n\n"
      "Os documentos do processo foram consultados pelo CM no arquivo do tribunal."),
    E("Burlas por SMS: como funcionam", "2025-03-27", None,
      "Uma inspetora da Pol\u00edcia Judici\u00e1ria explica o esquema que enganou centenas de pessoas no ano passado."),
    E("Perguntas dos leitores", "2025-03-20", 1500, ""),
    E("O juiz que julgou o pr\u00f3prio vizinho", "2025-03-13", 2640,
      "Um caso de 2009 que levou o Conselho Superior da Magistratura a mudar as regras de impedimento."),
], cm_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout32-aamulehti-tampereen-viikko", "generic", "2026-01-03", {
    "title": "Tampereen viikko",
    "time": "6.00",
    "description": "Aamulehden uutispodcast k\u00e4y joka perjantai l\u00e4pi viikon puhutuimmat aiheet Tampereelta ja "
                   "Pirkanmaalta toimittajien kanssa.",
}, [
    E("Ratikan uusi linja ja vuoden ensimm\u00e4inen valtuusto", "2026-01-02", 2760,
      "Tampereen viikossa puhutaan raitiotien uudesta linjasta, joka aloitti liikenteen v\u00e4lip\u00e4iviss\u00e4. P\u00e4\u00e4aihetta "
      "avaa toimittaja Ville Lahtinen. Jakson juontavat Ilona M\u00e4kel\u00e4 ja Eero Salonen."),
    E("Joulun erikoisjakso: Tampereen vuosi 2025", "2025-12-23", 3720,
      "Vuoden viimeisess\u00e4 jaksossa kerrataan, mit\u00e4 Tampereella tapahtui vuonna 2025: areenan tapahtumat, "
      "kaavoitusriidat ja Ilveksen mestaruuskev\u00e4t.\n\n"
      "Jakson juontavat Ilona M\u00e4kel\u00e4 ja Eero Salonen. Hyv\u00e4\u00e4 joulua kaikille kuuntelijoille!"),
    E("Tammelan stadionin ensimm\u00e4inen talvi", "2025-12-19", None,
      "Miten uusi stadion selvi\u00e4\u00e4 pakkasista? Toimittaja Sari Nieminen kertoo, mit\u00e4 kaupunki on luvannut."),
    E("Ilveksen syksy ja N\u00e4sinneulan remontti", "2025-12-12", 2460, ""),
    E("Hervannan koulujen sis\u00e4ilma", "2025-12-05", 2580,
      "Kahdessa Hervannan koulussa on todettu sis\u00e4ilmaongelmia. Mit\u00e4 vanhemmille on kerrottu?"),
], aamulehti_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout32-hln-de-kluis-van-knokke", "generic", "2025-04-25", {
    "title": "De Kluis van Knokke",
    "description": "In 1994 verdwijnen uit een bankkluis in Knokke juwelen ter waarde van twaalf miljoen frank. De dader "
                   "wordt nooit gevonden. HLN-journalisten Sofie Claes en Jonas Peeters rollen de zaak dertig jaar later "
                   "opnieuw op in een zesdelige podcast.",
}, [
    E("PODCAST. \u201cDie sleutel lag al dertig jaar in de verkeerde lade\u201d", "2025-04-24", 2220,
      "In de vijfde aflevering van de HLN-podcast \u2018De Kluis van Knokke\u2019 duikt een sleutel op die nooit had "
      "mogen bestaan. Luister hierboven naar de volledige aflevering.", number=5),
    E("Wie was de man met de grijze bestelwagen?", "2025-04-17", 2040,
      "Drie getuigen zagen dezelfde bestelwagen in de Lippenslaan. Niemand heeft ooit de nummerplaat genoteerd.\n\n"
      "Heb je zelf informatie over de zaak? Mail naar podcast@hln.be.", number=4),
    E("De nacht van de storm", "2025-04-10", None,
      "Het alarm ging die nacht drie keer af. Telkens dachten de agenten dat het de wind was.", number=3),
    E("PODCAST. Een juwelier, een makelaar en een valse naam", "2025-04-03", 1860, "", number=2),
    E("De inbraak die niemand hoorde", "2025-03-27", 2400,
      "Op maandagochtend merkt de bankbediende dat kluis 214 leeg is. De deur is niet geforceerd.", number=1),
    E("Trailer: De Kluis van Knokke", "2025-03-20", 120,
      "Vanaf 27 maart elke donderdag een nieuwe aflevering.", etype="trailer"),
], hln_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout32-docusaurus-kestrel-radio", "generic", "2025-03-12", {
    "project": "Kestrel",
    "navbar": ["Docs", "API", "Blog", "Community", "GitHub"],
    "sidebar": ["Introduction", "Getting started", "Guides", "Reference", "Community", "Contributing",
                "Code of conduct", "Podcast", "Roadmap"],
    "breadcrumbs": ["Community", "Podcast"],
    "title": "Kestrel Radio",
    "description": "Kestrel Radio is the project's monthly podcast. The maintainers talk about what shipped, what broke "
                   "and what is coming next, with a guest from the community in most episodes.",
    "apps": "Subscribe on Apple Podcasts, Spotify or with the RSS feed.",
    "updated": "2025-03-10",
    "updated_by": "Joel Baptiste",
    "previous": "Code of conduct",
    "next": "Roadmap",
    "footer_links": ["Docs", "Getting started", "Reference", "Community", "Discussions", "Mastodon", "More", "Blog",
                     "GitHub"],
    "copyright": "The Kestrel Authors",
}, [
    E("Compaction, explained with a whiteboard", "2025-03-04", 2520,
      "Priya walks Joel through how Kestrel merges small segments into large ones, and why the 2.1 release changes "
      "the default schedule."),
    E("Release 2.0 retrospective", "2025-02-04", 3900,
      "Six months, 412 pull requests and one very long weekend before the release. We look back at what went well "
      "and what we would do differently.\n\n"
      "The full list of changes is in the release notes."),
    E("Meet the maintainers: Priya and Joel", "2025-01-07", None,
      "How two strangers on a mailing list ended up maintaining a time-series database together."),
    E("Community call: plugins and the roadmap", "2024-12-03", 2880, ""),
    E("Why we rewrote the query planner", "2024-11-05", 3120,
      "The old planner was written in a hurry in 2021. Joel explains what it got wrong and how the new one decides."),
], docusaurus_podcast_doc, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout32-shopify-the-fernhill-podcast", "generic", "2025-02-14", {
    "announcement": "Free UK delivery on orders over \u00a340",
    "shop": "Fernhill Yarns",
    "menu": ["Home", "Shop yarn", "Patterns", "Workshops", "Podcast", "Contact"],
    "title": "The Fernhill Podcast",
    "description": "",
    "country": "United Kingdom (GBP \u00a3)",
}, [
    shop_episode("Episode 31: Dyeing with Winter Onion Skins", "2025-02-07",
                 "This week Harriet dyes a dozen skeins with onion skins saved since November and talks through "
                 "mordants, pots and patience.", comments=3),
    shop_episode("Episode 30: A Visit to the Mill at Otterburn", "2025-01-31",
                 "We spent a morning at a small woollen mill in Northumberland.\n\n"
                 "The carding machine there is older than the building.", comments=0),
    shop_episode("Episode 29: Listener Cast-On Stories", "2025-01-24",
                 "You sent us your stories of first cast-ons, and we read our favourites on air.", comments=1),
    shop_episode("Episode 28: Mending Club", "2025-01-09", ""),
    shop_episode("Episode 27: Our Favourite Yarns of 2024", "2024-12-20",
                 "Five yarns, five stories and one disaster.", comments=5),
    shop_episode("Episode 26: Knitting on the Night Bus", "2024-12-06",
                 "Harriet knits a whole sock between Edinburgh and London and meets a retired conductor who still "
                 "knits his own gloves.", comments=2),
], shopify_dawn_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 37. held-out, thirty-third round: a host, an audiobook app, five papers and a broadcaster, Mastodon, MkDocs
# Written for a thirty-third held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Mastodon's and Material for MkDocs's source, the papers' pages and podcasts
# elsewhere in the stored web pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    blick_podcast,
    bookbeat_podcast,
    bt_podkast,
    clarin_podcast,
    mastodon_profile,
    min20_podcast,
    mkdocs_blog,
    nunl_podcast,
    riverside_show,
    zdf_podcast,
)

write("generic-heldout33-riverside-second-draft", "generic", "2025-12-10", {
    "title": "Second Draft",
    "author": "Maya Castillo",
    "count": 26,
    "description": "A video podcast for working screenwriters. Every Monday, Maya Castillo sits down with a writer to "
                   "talk about the scene that almost didn't make it, the note that changed everything and the draft "
                   "nobody will ever read.",
}, [
    E("How to Break a Story in a Week", "2025-12-08", 2467,
      "A staff writer on a network drama walks through the whiteboard, the index cards and the one rule her room never "
      "breaks.", number=24),
    E("Notes From the Table Read", "2025-12-01", 3735,
      "What actors hear that writers don't. A playwright and a showrunner compare the first read-through of a pilot "
      "with the one that went to camera.\n\n"
      "The pages we read from are linked in the show notes on our website.", number=23),
    E("Live Q&A From Austin", "2025-11-26", 1124,
      "Questions from the audience at our first live show, from agents to writing on spec.", etype="bonus"),
    E("Writing Villains People Believe", "2025-11-24", None,
      "Why the best antagonists think they are the hero, with a novelist who has written three of them.", number=22),
    E("The Cold Open", "2025-11-17", 1906, "", number=21),
], riverside_show, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout33-bookbeat-sidvandarna", "generic", "2025-02-19", {
    "title": "Sidvändarna",
    "publisher": "BookBeat",
    "description": "Podden om ljudböckerna alla pratar om. Varje onsdag tipsar Elin Norberg och Karim Haddad om nya "
                   "titlar, gamla klassiker och allt däremellan.",
}, [
    E("Vinterns mysigaste deckare", "2025-02-19", 3120,
      "Snö, kaffe och ett lik i källaren. Elin och Karim väljer fem deckare att lyssna på under sportlovet."),
    E("Därför lyssnar vi på biografier", "2025-02-12", 3900,
      "Biografierna klättrar på topplistorna. Vi pratar med en förläggare om varför och om vem som läser in dem bäst.\n\n"
      "Alla titlar vi nämner finns samlade i en lista i appen."),
    E("Inläsarna vi aldrig tröttnar på", "2025-02-05", None,
      "Fem röster som gör vilken bok som helst bättre, och en som fick Karim att somna på bussen."),
    E("Februaris nya serier", "2025-01-29", 2580, ""),
    E("Klassiker på under fem timmar", "2025-01-22", 2220,
      "Korta klassiker för den som vill komma igång: Strindberg, Lagerlöf och en oväntad rysk novell."),
], bookbeat_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout33-blick-wie-geht-das", "generic", "2025-06-13", {
    "title": "Wie geht das?",
    "time": "17:00",
    "description": "Wer bestimmt den Milchpreis, wie entsteht ein Gewitter, und warum ist der Zug schon wieder zu spät? "
                   "Jeden Donnerstag um 17 Uhr beantworten Lara Steiner und Nico Brunner eine Alltagsfrage – mit "
                   "Fachleuten aus der ganzen Schweiz.",
}, [
    E("Wie entsteht ein Hagelgewitter?", "2025-06-12", 1740,
      "Golfballgrosse Körner im Emmental: Eine Meteorologin erklärt, warum die Schweiz ein Hagelland ist und was die "
      "Versicherungen daraus lernen.", updated=("2025-06-13", "08:12")),
    E("Wer bestimmt den Milchpreis?", "2025-06-05", 1620,
      "Ein Bauer aus dem Toggenburg, eine Grossverteilerin und ein Ökonom: Wer am Liter Milch wie viel verdient.\n\n"
      "Habt ihr eine Frage für eine nächste Folge? Schreibt sie uns per WhatsApp."),
    E("Warum ist das Aareschwimmen so beliebt?", "2025-05-29", None,
      "Tausende lassen sich im Sommer durch Bern treiben. Was die Aare so besonders macht und wann es gefährlich wird."),
    E("Wie funktioniert die Schuldenbremse?", "2025-05-22", 2100, ""),
    E("Weshalb kommt der Zug zu spät?", "2025-05-15", 1500,
      "Ein Lokführer und ein Fahrplanplaner erklären, was hinter «Verspätung wegen Bauarbeiten» steckt."),
], blick_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout33-20minutes-la-loupe", "generic", "2024-12-18", {
    "title": "La Loupe",
    "time": "6h00",
    "description": "Chaque mercredi, un·e journaliste de 20 minutes décortique avec Chloé Perrin un sujet qui fait parler "
                   "en Suisse romande.",
}, [
    E("Pourquoi les loyers flambent à Lausanne", "2024-12-18", 1440,
      "Un trois-pièces à 2400 francs: notre journaliste économie explique comment on en est arrivé là et ce que "
      "peuvent faire les locataires."),
    E("Le Léman a-t-il trop chaud?", "2024-12-11", 1860,
      "L'eau du lac a dépassé les 25 degrés cet été. Une limnologue de l'EPFL raconte ce que ça change pour les "
      "poissons et les pêcheurs.\n\n"
      "Septante ans de mesures, et une courbe qui ne redescend plus."),
    E("Les nuits blanches des livreurs", "2024-12-04", None,
      "De Genève à Fribourg, nous avons suivi trois livreurs à vélo pendant le rush de décembre."),
    E("Faut-il encore apprendre l'allemand?", "2024-11-27", 1320, ""),
    E("Le retour des marchés de Noël", "2024-11-20", 1560,
      "Vin chaud, chalets et files d'attente: pourquoi Montreux attire toujours plus de visiteurs."),
], min20_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout33-bt-kva-no-bergen", "generic", "2024-03-08", {
    "title": "Kva no, Bergen?",
    "description": "Kvar fredag snakkar BT-journalistane Solveig Haugland og Eirik Mjelde om vekas saker i Bergen og på "
                   "Vestlandet – frå bybanen til bystyret.",
}, [
    E("Bybanen til Åsane – no eller aldri?", "2024-03-08", 2340,
      "Bystyret skal endeleg bestemme traséen nordover. Solveig har lese alle sakspapira, Eirik har teke bussen.",
      credits="Programleiarar: Solveig Haugland og Eirik Mjelde. Produsent: Tone Vik.", time="15:30"),
    E("Kven skal styre byen etter valet?", "2024-03-01", 2100,
      "Meiningsmålingane spriker, og partia sit på kvar sin tue. Me går gjennom kva som kan skje dei neste månadene.\n\n"
      "Send oss spørsmål og tips til podkast@bt.no.",
      credits="Programleiarar: Solveig Haugland og Eirik Mjelde. Produsent: Tone Vik.", time="15:45"),
    E("Vinterferie i regnet", "2024-02-23", None,
      "Kva gjer bergensarane når det regnar tjue dagar på rad? Me har spurt folk på Torgallmenningen.",
      time="16:10"),
    E("Bompengar, igjen", "2024-02-16", 1860, "", time="15:20"),
    E("Brannalarmen på Bryggen", "2024-02-12", 1320,
      "Ein kortslutning sette i gang alarmen i dei gamle trehusa natt til måndag. Kor godt er Bryggen eigentleg sikra?",
      time="12:05"),
], bt_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout33-nunl-nu-uitgelegd", "generic", "2024-10-17", {
    "title": "NU Uitgelegd",
    "time": "06:00",
    "description": "Elke werkdag legt een redacteur van NU.nl één nieuwsonderwerp uit, zodat je weet waar het over gaat. "
                   "Presentatie: Sanne de Vries.",
}, [
    E("Waarom de huren in het middensegment weer stijgen", "2024-10-17", 840,
      "De huurprijzen voor middeldure woningen gaan omhoog, ondanks de nieuwe regels. Economieredacteur Joost Bakker "
      "legt uit hoe dat kan."),
    E("Wat betekent de nieuwe asielwet voor gemeenten?", "2024-10-16", 1020,
      "Het kabinet wil de spreidingswet intrekken. Wat merken gemeenten daarvan, en wat gebeurt er met de afspraken die "
      "al gemaakt zijn?\n\n"
      "We spreken een wethouder uit Zwolle en onze politiek verslaggever in Den Haag."),
    E("De opmars van de e-fatbike", "2024-10-15", None,
      "Scholieren rijden er massaal op, maar zijn ze eigenlijk wel legaal? Onze techredactie zocht het uit."),
    E("Hoe werkt de nieuwe kinderopvangtoeslag?", "2024-10-14", 780, ""),
    E("Ajax in de problemen", "2024-10-11", 960,
      "Een nieuwe trainer, een lege kas en een boze achterban. Sportredacteur Mats Willems over de crisis in "
      "Amsterdam."),
], nunl_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout33-zdf-laenderzeit", "generic", "2025-11-28", {
    "title": "Länderzeit – der Podcast",
    "description": "Was bewegt die Menschen zwischen Flensburg und Passau? Jeden Freitag spricht Host Jana Köhler mit "
                   "Reporterinnen und Reportern der ZDF-Landesstudios über die Geschichten hinter ihren Beiträgen.",
}, [
    E("Wenn das letzte Wirtshaus schließt", "2025-11-28", 2160,
      "In immer mehr Dörfern in Bayern und Thüringen gibt es keine Gaststätte mehr. Reporterin Anna Sommer war in "
      "Oberfranken unterwegs, wo ein Verein das Wirtshaus jetzt selbst betreibt.",
      credits="Team: Host: Jana Köhler, Redaktion: Tobias Renner, Ton: Mirko Adam"),
    E("Windräder im Wald – Streit im Hunsrück", "2025-11-21", 2820,
      "Ein Windpark soll Geld in die Gemeindekasse bringen, doch die Bürgerinitiative sieht den Wald in Gefahr. Unser "
      "Reporter aus Mainz hat beide Seiten besucht.\n\n"
      "Außerdem: Warum der Hunsrück plötzlich Zuzug aus Frankfurt bekommt.",
      credits="Team: Host: Jana Köhler, Redaktion: Tobias Renner, Ton: Mirko Adam"),
    E("Der Bus kommt nicht mehr", "2025-11-14", None,
      "In der Uckermark fährt der letzte Schulbus um 14 Uhr. Wie Familien auf dem Land ohne Auto zurechtkommen."),
    E("Hochwasserschutz an der Oder", "2025-11-07", 1680, ""),
    E("Ein Dorf kauft seinen Laden", "2025-10-31", 1980,
      "Zweihundert Menschen in Nordhessen haben Anteile an ihrem Dorfladen gekauft. Geht die Rechnung auf?"),
], zdf_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout33-clarin-el-diario-en-15", "generic", "2026-01-02", {
    "title": "El diario en 15",
    "description": "De lunes a viernes, a las 6, Sofía Ledesma te cuenta las noticias que tenés que saber para arrancar "
                   "el día. Un podcast de Clarín.",
}, [
    E("Qué cambia en 2026: tarifas, alquileres y colectivos", "2026-01-02", 1080,
      "Enero llega con aumentos en luz, gas y transporte. Te explicamos cuánto vas a pagar y desde cuándo.", hour=6),
    E("Lo que dejó 2025: el año en diez noticias", "2025-12-31", 1560,
      "Elecciones, inflación, el Mundial de Clubes y una ola de calor histórica. Repasamos el año con los periodistas "
      "de la redacción.\n\n"
      "Gracias por escucharnos todo el año. Volvemos el viernes 2 de enero.", hour=6),
    E("Calor extremo y cortes de luz en el AMBA", "2025-12-30", None,
      "Más de 200.000 usuarios sin servicio en plena ola de calor. Qué dicen las distribuidoras y el Gobierno.",
      hour=6),
    E("Fiestas con aguinaldo flaco", "2025-12-29", 960, "", hour=6),
    E("Navidad en la ruta: récord de viajeros a la Costa", "2025-12-26", 1020,
      "Las rutas 2 y 11 colapsaron el 24 a la noche. Cómo viene la temporada en Mar del Plata y Pinamar.", hour=6),
    E("El último Superclásico del año", "2025-12-23", 1140,
      "Boca y River cerraron 2025 con un empate caliente. Lo analizamos con la sección Deportes.", hour=6),
], clarin_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout33-mastodon-backroads-botany", "generic", "2025-03-14", {
    "title": "Backroads Botany",
    "handle": "backroads",
    "server": "mastodon.social",
    "site": "backroadsbotany.com",
    "tags": "#podcast #botany",
    "description": "A fortnightly podcast about the plants on verges, walls and roadsides, hosted by Fiona Reid and Tom "
                   "Okafor.\n\n"
                   "New episodes every other Thursday.",
    "joined": "Mar 04, 2023",
    "fields": [("Website", "https://backroadsbotany.com"), ("RSS", "https://backroadsbotany.com/feed.xml")],
    "posts": 186,
    "following": 41,
    "followers": "1.2K",
}, [
    E("Lichens on Churchyard Walls", "2025-03-13", 2280,
      "Some of the oldest living things in your village are on the wall by the lychgate. Fiona meets a lichenologist "
      "in Dorset.", slug="lichens-on-churchyard-walls", replies=1),
    E("Sweet Chestnut Avenues", "2025-02-27", 2760,
      "Who planted the chestnut avenues of the Weald, and why are so many of them dying back?\n\n"
      "Thanks to everyone who sent us photos of their local avenue.", slug="sweet-chestnut-avenues", replies=3),
    E("Winter Heliotrope", "2025-02-13", None,
      "It smells of vanilla, flowers in January and is taking over the verges. Tom is not impressed.",
      slug="winter-heliotrope", replies=0),
    E("Bramble Taxonomy for Beginners", "2025-01-30", 3180, "", slug="bramble-taxonomy", replies=2),
    E("The Holly and the Ivy, Botanically", "2024-12-12", 1980,
      "Our Christmas special: what holly and ivy are actually doing in the hedge in December.",
      slug="holly-and-ivy", replies=1),
], mastodon_profile, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout33-mkdocs-office-hours", "generic", "2024-11-20", {
    "site": "Tidepool",
    "title": "Office Hours",
    "repo": "tidepool/tidepool",
    "facts": ["v3.2.0", "2.4k", "188"],
    "archive": [2024, 2023],
    "categories": ["Episodes", "Releases"],
    "copyright": "The Tidepool maintainers",
    "description": "Office Hours is the Tidepool maintainers' podcast. Every other week two of us talk through a release, "
                   "a design decision or a tricky bug report, and answer questions from the community.",
}, [
    E("Indexing a Billion Rows on a Laptop", "2024-11-18", 2467,
      "Priya walks through the benchmark that started the new index format, and why it only needed 6 GB of memory.",
      categories=["Episodes"], readtime=3),
    E("What Went Into 3.2", "2024-11-04", 3192,
      "The 3.2 release in detail: the new query planner, the deprecations and the migration script.\n\n"
      "Thanks to the 41 people who contributed to this release.",
      categories=["Episodes", "Releases"], readtime=6),
    E("The Plugin API Nobody Asked For", "2024-10-21", None,
      "Why we finally wrote a plugin API, and what we would do differently if we started again.",
      categories=["Episodes"], readtime=2),
    E("Office Hours Live from PyCon NL", "2024-10-07", 2871, "", categories=["Episodes"], readtime=1),
    E("Reproducible Builds, Finally", "2024-09-23", 1538,
      "Tom explains how the release pipeline now builds the same wheel twice and compares the bytes.",
      categories=["Episodes"], readtime=4),
], mkdocs_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 38. held-out, thirty-fourth round: two broadcasters, an audio studio, four papers, Notion, Strapi, laut.fm
# Written for a thirty-fourth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Strapi's Next.js starter, laut.fm's API, copies of the sites' pages or of their
# podcasts elsewhere in the stored web pages) and what is a plausible layout. RNE and France Culture are already
# measured (RTVE in ``generic-heldout3-*``, Radio France in ``generic-heldout5-*``): Aragón Radio and ARTE Radio stand
# in for them.
from pagestyles import (  # noqa: E402
    aragon_radio_podcast,
    arte_radio_serie,
    borsen_podcast,
    di_podd,
    freitag_podcast,
    lautfm_station,
    messaggero_podcast,
    notion_page,
    oe1_podcast,
    strapi_starter_blog,
)

write("generic-heldout34-oe1-landwege", "generic", "2026-02-06", {
    "title": "Ö1 Landwege",
    "description": "Reportagen und Gespräche über das Leben abseits der Städte: über Arbeit, Landschaft und Wandel in "
                   "Österreichs Regionen. Redaktion: Martina Hölzl. Produktion: ORF Mediencampus Wien.",
}, [
    E("Die letzten Flößer (2)", "2026-02-05", 1333,
      "Vom Holz zum Erlebnis. Wo früher Stämme bis nach Wien trieben, fahren heute Gäste auf nachgebauten Flößen die "
      "Enns hinunter. Ein Verein in Großraming hält das alte Handwerk am Leben. Gestaltung: Johanna Pirker. Redaktion: "
      "Martina Hölzl. Gesendet in Ö1 am 5.02. 2026."),
    E("Die letzten Flößer (1)", "2026-02-04", 1327,
      "Ein Handwerk auf dem Wasser. Bis in die 1950er-Jahre brachten Flößer das Holz aus den Bergen in die Städte, "
      "wochenlang unterwegs und oft in Lebensgefahr.\n\n"
      "Der 91-jährige Alois Reiter erzählt, wie er als Bub zum ersten Mal mitfahren durfte. Gestaltung: Johanna "
      "Pirker. Redaktion: Martina Hölzl. Gesendet in Ö1 am 4.02. 2026."),
    E("Schnee von gestern – Skilifte ohne Winter", "2026-01-29", None,
      "Im Mühlviertel stehen die kleinen Lifte still, weil der Schnee ausbleibt. Was wird aus den Hängen, den "
      "Vereinen und den Wirtshäusern? Gestaltung: Lukas Feichtinger. Redaktion: Martina Hölzl. Gesendet in Ö1 am "
      "29.01.2026."),
    E("Wem gehört der Wald? (2)", "2026-01-22", 1402, ""),
    E("Wem gehört der Wald? (1)", "2026-01-21", 1389,
      "Bauern, Stifte, Bundesforste. Fast die Hälfte Österreichs ist bewaldet, doch wer entscheidet, was mit dem Wald "
      "geschieht? Gestaltung: Theresa Gruber. Redaktion: Martina Hölzl. Gesendet in Ö1 am 21. 01. 2026."),
], oe1_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout34-aragon-radio-memoria-del-agua", "generic", "2024-12-20", {
    "title": "La memoria del agua",
    "description": "Acequias, azudes, molinos y pantanos: un recorrido por la historia del agua en Aragón con Pilar "
                   "Lasheras y con los oyentes que la vivieron. Los martes, a las 22:00, en Aragón Radio.",
}, [
    E("Los molinos harineros del Matarraña", "2024-12-17", 3134,
      "Visitamos el último molino que sigue moliendo en Valderrobres y hablamos con la familia que lo mantiene en pie "
      "desde hace cuatro generaciones.", tags=["molinos", "Matarraña", "Teruel"]),
    E("Mediano, el pueblo bajo las aguas", "2024-12-10", 3521,
      "Cuando el embalse está bajo asoma la torre de la iglesia. Antiguos vecinos recuerdan cómo fue dejar sus casas en "
      "los años setenta.\n\n"
      "Con la colaboración del archivo de la Diputación Provincial de Huesca.",
      tags=["pantanos", "Sobrarbe", "Huesca", "despoblación"]),
    E("Las acequias de la huerta de Zaragoza", "2024-12-03", None,
      "La acequia de Rabal, la de Urdán y la del Gállego: quién reparte el agua y cómo se resolvían las peleas entre "
      "regantes.", tags=["acequias", "Zaragoza"]),
    E("La gran riada de 1921", "2024-11-26", 2867, "", tags=["riadas", "Ebro"]),
    E("Hielo para el verano: las neveras de Aragón", "2024-11-19", 3002,
      "Antes de las neveras eléctricas, el hielo se guardaba en pozos excavados en el monte. Recorremos los que "
      "quedan en la sierra de Guara.", tags=["neveras", "Guara", "patrimonio"]),
], aragon_radio_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout34-arte-radio-les-veilleurs", "generic", "2026-01-03", {
    "title": "Les Veilleurs",
    "parts": 6,
    "description": "Ils travaillent pendant que la ville dort. Une série documentaire en six épisodes de Camille Roux, "
                   "réalisée par Mathieu Serre.",
}, [
    E("Le dernier train de nuit", "2026-01-02", 1862,
      "Paris–Briançon, voiture 14 : une contrôleuse raconte ses nuits sur les rails.", number=6),
    E("La boulangère de trois heures", "2025-12-30", 1694, "", number=5),
    E("Réveillon aux urgences", "2025-12-26", None,
      "Une nuit de Noël à l'hôpital de Créteil, entre les brancards et les chocolats.", number=4),
    E("Le gardien du musée", "2025-12-23", 4025,
      "Seul avec les statues : trente ans de rondes au musée des Beaux-Arts de Lyon.", number=3),
    E("Veilleuse en Ehpad", "2025-12-19", 1517,
      "Les résidents qui ne dorment pas, et ceux qui partent la nuit.", number=2),
    E("Premier service", "2025-12-16", 1388,
      "Comment on devient travailleur de nuit, et pourquoi on le reste.", number=1),
], arte_radio_serie, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout34-messaggero-capitale-alle-7", "generic", "2024-12-13", {
    "title": "La Capitale alle 7",
    "time": "07:00",
    "description": "Dal lunedì al venerdì, alle 7, le notizie di Roma e del Lazio raccontate dai giornalisti del "
                   "Messaggero. Con Chiara Valli.",
}, [
    E("Giubileo, le prove generali a San Pietro", "2024-12-13", 684,
      "Transenne, varchi e navette: come cambia la zona del Vaticano a dieci giorni dall'apertura della Porta Santa.",
      author="Chiara Valli"),
    E("Metro C, cosa cambia con la stazione Colosseo", "2024-12-12", 742,
      "La nuova fermata apre ai passeggeri: orari, uscite e i reperti archeologici trovati durante lo scavo.\n\n"
      "Ne parliamo con il nostro cronista Marco Ferri, che ha visitato il cantiere.", author="Chiara Valli"),
    E("Rifiuti, il piano dell'Ama per le feste", "2024-12-11", None,
      "Raccolta straordinaria, nuovi cassonetti e multe: cosa prevede il piano per dicembre.", author="Marco Ferri"),
    E("I mercatini di Natale da piazza Navona a Ostia", "2024-12-10", 598, "", author="Chiara Valli"),
    E("Traffico e cantieri: la mappa della settimana", "2024-12-09", 655,
      "Dalla Tangenziale a piazza Venezia, le strade da evitare e le linee dei bus deviate.", author="Chiara Valli"),
], messaggero_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout34-di-styrelserummet", "generic", "2025-03-13", {
    "title": "Di Styrelserummet",
    "description": "Varje onsdag möter Di:s reporter Karin Ek en styrelseordförande för ett samtal om makt, ägande och "
                   "de svåra besluten. En podd från Dagens industri.",
}, [
    E("Ordföranden som sa nej till budet", "2025-03-12", 1920,
      "Hör verkstadsbolagets ordförande Anders Lind berätta varför styrelsen avvisade ett bud på fyra miljarder "
      "kronor, och vad aktieägarna sa."),
    E("Så styrs familjebolaget i fjärde generationen", "2025-03-05", 2580,
      "Tre syskon, ett bryggeri och en stol vid bordets kortända. Ordföranden Eva Holm om att leda sin egen familj.\n\n"
      "Avsnittet spelades in på bryggeriet i Gävle."),
    E("Tillbaka efter konkursen", "2025-02-26", None,
      "Han satt i styrelsen när möbelkedjan gick omkull. Nu är han ordförande igen. Vad lärde han sig?"),
    E("Arvodena som väckte ilska på stämman", "2025-02-19", 2160, ""),
    E("Kvinnorna som tar över ordförandeklubban", "2025-02-12", 2940,
      "Andelen kvinnliga ordförande i börsbolagen ökar. Två av dem berättar om vägen dit."),
], di_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout34-borsen-kapitalen", "generic", "2025-03-12", {
    "title": "Kapitalen",
    "tagline": "En podcast af Børsen · Tirsdage",
    "description": "Kapitalen er Børsens ugentlige podcast, hvor chefredaktør Mette Bach hver tirsdag zoomer ind på de "
                   "vigtigste historier i erhvervslivet i selskab med eksperter fra Børsens redaktion. Lyt med på "
                   "borsen.dk/podcast eller i din foretrukne podcastapp.",
}, [
    E("Toldkrigen rammer dansk eksport", "2025-03-11", 2520,
      "00.12: Amerikansk told på europæiske varer kan koste danske virksomheder milliarder. Børsens "
      "USA-korrespondent forklarer, hvem der rammes først.\n\n"
      "24.30: Mette Bach får besøg af en eksportchef fra Vestjylland, der allerede har flyttet produktion. Producer: "
      "Jonas Winther"),
    E("Medicinaktien efter fem hårde måneder", "2025-03-04", 2880,
      "Kursen er halveret siden sommer. Er det tid til at købe, eller er eventyret forbi? Børsens investorredaktion "
      "giver sit bud."),
    E("Hvem skal betale for forsvaret?", "2025-02-25", None,
      "Milliarderne til forsvaret skal findes et sted. Erhvervslivet frygter skattestigninger."),
    E("Boligmarkedet vågner", "2025-02-18", 2340, ""),
    E("Bankerne og de rekordhøje overskud", "2025-02-11", 3060,
      "Renten har givet bankerne et gyldent år. Men hvor længe holder festen, og hvorfor mærker kunderne så lidt til "
      "den?"),
], borsen_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout34-notion-slow-commute", "generic", "2025-03-20", {
    "title": "The Slow Commute",
    "apps": ["Apple Podcasts", "Spotify", "Pocket Casts", "RSS"],
    "email": "hello@theslowcommute.net",
    "credit": "Made in Leeds by Nia Okoro and Sam Pryce.",
    "description": "A podcast about getting to work the long way round: canals, ferries, night buses and the people who "
                   "ride them. Hosted by Nia Okoro and Sam Pryce. New episodes most Fridays.",
}, [
    E("Night Bus N29", "2025-03-14", 2467,
      "Two hours from Trafalgar Square to Enfield with a driver who has done the route for 22 years.", number=14),
    E("The Woolwich Ferry", "2025-03-07", 1934,
      "Free, slow and older than anyone using it. Nia crosses the Thames twelve times in one morning.\n\n"
      "Thanks to the crew of the Ben Woollacott for letting us into the wheelhouse.", number=13),
    E("Commuting by Canal Boat", "2025-02-28", None,
      "Sam spends a week getting to the office on the Leeds and Liverpool Canal. It takes a while.", number=12),
    E("Cycling the Bristol and Bath Railway Path", "2025-02-21", 2210, "", number=11),
    E("The Sleeper to Inverness", "2025-02-07", 3845,
      "Our longest commute yet: a night on the Caledonian Sleeper with a consultant who does it every week.",
      number=10),
], notion_page, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout34-strapi-mending-hour", "generic", "2025-06-10", {
    "title": "The Mending Hour",
    "categories": ["Interviews", "Workshops", "Listener stories"],
    "description": "Conversations about fixing things: furniture, clothes, radios and the people who refuse to throw "
                   "them away.",
}, [
    E("Reupholstering a 1960s Armchair", "2025-06-05", 2520,
      "Upholsterer Dana Price takes a charity-shop armchair back to its frame and explains every layer on the way."),
    E("The Radio Doctor of Hebden Bridge", "2025-05-22", 3180,
      "Ken Hollis has repaired valve radios in his back room for forty years. We spend an afternoon at his bench."),
    E("Visible Mending with Sashiko", "2025-05-08", None,
      "Why some menders want you to see the repair, and how to start with a needle, thread and an old pair of jeans."),
    E("Listener Stories: Things We Saved", "2025-04-24", 2160, ""),
    E("Why Repair Cafés Work", "2025-04-10", 3900,
      "Volunteers from three repair cafés on what gets fixed, what doesn't and why people keep coming back."),
], strapi_starter_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout34-lautfm-kiezfunk-leipzig", "generic", "2025-04-08", {
    "title": "Kiezfunk Leipzig",
    "claim": "Radio aus dem Leipziger Osten.",
    "now_playing": "Ostwind Kollektiv – Sommer in der Eisenbahnstraße",
    "listeners": 37,
    "djs": "Die Kiezfunk-Crew",
    "location": "Leipzig",
    "genres": ["Indie", "Elektro", "Hip-Hop", "Talk"],
    "schedule": ["Mo 18:00 – 20:00 Kiezgespräch", "Mi 20:00 – 22:00 Plattenkiste", "Sa 12:00 – 14:00 Wochenmarkt"],
    "podcast": "Kiezgespräch zum Nachhören",
    "description": "Musik, Gespräche und Veranstaltungstipps aus Reudnitz, Volkmarsdorf und der Eisenbahnstraße. "
                   "Gemacht von Ehrenamtlichen, rund um die Uhr auf laut.fm.",
}, [
    E("Wohnprojekt in der Hermann-Liebmann-Straße", "2025-04-07", 3492,
      "Zwölf Leute haben ein altes Eckhaus gekauft und renoviert. Wie finanziert man so etwas, und wer darf "
      "einziehen?"),
    E("Ein Jahr Stadtteilladen", "2025-03-31", 3720,
      "Der Laden an der Ecke Konradstraße ist Café, Beratungsstelle und Werkstatt zugleich. Wir feiern mit den "
      "Leuten, die ihn betreiben.\n\n"
      "Mit Musik von Bands aus dem Viertel."),
    E("Frühjahrsputz im Stünzer Park", "2025-03-24", None,
      "Über hundert Freiwillige, drei Container Müll und eine Bürgermeisterin mit Greifzange."),
    E("Kiezgespräch mit der Stadtteilbibliothek", "2025-03-17", 3305, ""),
    E("Clubsterben im Osten?", "2025-03-10", 4210,
      "Zwei Clubs haben in diesem Winter geschlossen. Betreiberinnen und Gäste über Mieten, Lärm und die Zukunft der "
      "Nacht."),
], lautfm_station, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout34-freitag-grundsatzfragen", "generic", "2024-06-14", {
    "title": "Grundsatzfragen",
    "description": "Der Podcast der Wochenzeitung „der Freitag“: Jede Woche spricht eine Redakteurin oder ein Redakteur "
                   "mit Autorinnen und Autoren über ihre Bücher und die großen Fragen dahinter.",
}, [
    E("Lea Hartmann im Gespräch mit Jonas Weber: „Die Stadt gehört denen, die sie bezahlen können“", "2024-06-13",
      3360,
      "Lea Hartmann im Gespräch über ihr neues Buch „Verdrängt. Wie Wohnen zur Ware wurde“\n\n"
      "Mieten steigen, Sozialwohnungen verschwinden, und in den Innenstädten wohnen immer weniger Menschen mit "
      "kleinem Einkommen. Mit Freitag-Redakteur Jonas Weber spricht die Stadtsoziologin über Spekulation, "
      "Genossenschaften und die Frage, was Politik noch steuern kann.", host="Jonas Weber"),
    E("Warum streiken die Lokführer, Kai Brandt?", "2024-06-06", 2040,
      "Der Gewerkschafter im Gespräch mit Freitag-Redakteurin Maren Vogt über Schichtpläne, Tarifeinheit und die Wut "
      "der Fahrgäste.", host="Maren Vogt"),
    E("Nadia Sommer im Gespräch über Erschöpfung", "2024-05-30", None,
      "Die Autorin von „Müde Republik“ fragt, warum sich so viele Menschen ausgebrannt fühlen, und was das mit Arbeit "
      "zu tun hat.", host="Jonas Weber"),
    E("Europa vor der Wahl", "2024-05-23", 3000, "", host="Maren Vogt"),
    E("Was bleibt vom Bürgergeld?", "2024-05-16", 2700,
      "Ein Sozialrechtler und eine Jobcenter-Mitarbeiterin über die Reform, die keine sein wollte.",
      host="Jonas Weber"),
], freitag_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 39. held-out, thirty-fifth round: two Austrian papers, five other papers, a Norwegian weekly, Sphinx, a radio
# Written for a thirty-fifth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (the Read the Docs theme's templates, the papers' podcasts elsewhere in the stored
# web pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    falter_podcast,
    hbl_podcast,
    jn_podcast,
    lepoint_podcast,
    morgenbladet_podkast,
    nieuwsblad_podcast,
    rsc_podcast,
    sphinx_rtd_podcast,
    taz_podcast,
    tt_podcast,
)

write("generic-heldout35-falter-wiener-runde", "generic", "2026-02-04", {
    "title": "Wiener Runde",
    "description": "Der Stadtpodcast des FALTER. Jeden Mittwoch bespricht Lena Hofbauer mit Redakteurinnen und "
                   "Redakteuren aus dem Stadtleben-Ressort, was Wien gerade bewegt \u2013 vom Gemeindebau bis zum "
                   "W\u00fcrstelstand.",
}, [
    E("Wer rettet das Wiener Beisl? \u2013 #214", "2026-02-04", 2580,
      "Schnitzel um 24 Euro, kein Personal, steigende Pacht: Warum immer mehr Beisln zusperren und wer trotzdem neu "
      "aufsperrt. Zu Gast ist der Gastrokritiker Paul Steindl."),
    E("Die U5 kommt \u2013 aber wann? \u2013 #213", "2026-01-28", 3240,
      "Seit Jahren wird gebaut, jetzt verschiebt sich die Er\u00f6ffnung der U5 erneut. FALTER-Redakteurin Mira Koller "
      "erkl\u00e4rt, woran es hakt.\n\n"
      "Au\u00dferdem: Warum der Frankhplatz pl\u00f6tzlich zur Baustelle des Jahres wurde."),
    E("Hundert Jahre Gemeindebau \u2013 #212", "2026-01-21", None,
      "Der Karl-Marx-Hof ist ein Denkmal, der Gemeindebau ein Alltag. Wie wohnt es sich heute im Roten Wien?"),
    E("Ballsaison: Walzer, W\u00fcrstel, Wahnsinn \u2013 #211", "2026-01-14", 2220, ""),
    E("Warum Wien so gern grantelt \u2013 #210", "2026-01-07", 1980,
      "Der Grant als Lebensform: Eine Sprachwissenschaftlerin \u00fcber das Wienerische und das Raunzen als "
      "Kulturtechnik."),
], falter_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout35-tt-tirol-im-gespraech", "generic", "2025-03-14", {
    "title": "Tirol im Gespr\u00e4ch",
    "time": "18.00",
    "description": "Montag, Mittwoch und Freitag um 18.00 Uhr bittet die Redaktion der Tiroler Tageszeitung G\u00e4ste aus "
                   "Politik, Wirtschaft, Sport und Kultur zum Gespr\u00e4ch. Als Video auf tt.com und als Podcast.",
}, [
    E("Wie sicher sind Tirols Skitouren?", "2025-03-14", 1475,
      "Nach einem Winter mit vielen Lawinen zieht der Leiter des Lawinenwarndienstes Bilanz. TT-Redakteurin Anna "
      "Pichler fragt nach, was Tourengeher jetzt wissen m\u00fcssen."),
    E("Transit: Kommt jetzt die Korridormaut?", "2025-03-12", 1862,
      "Die Brennerroute ist am Limit. Ein Verkehrsexperte und ein Fr\u00e4chter aus dem Unterland diskutieren \u00fcber "
      "Blockabfertigung, Fahrverbote und die Maut.\n\n"
      "Die Sendung wurde live im TT-Studio in Innsbruck aufgezeichnet."),
    E("Olympia in Tirol \u2013 eine gute Idee?", "2025-03-10", None,
      "Die Debatte um eine Bewerbung ist zur\u00fcck. Wir haben einen Bef\u00fcrworter und eine Gegnerin an einen Tisch "
      "geholt."),
    E("Was tun gegen den \u00c4rztemangel am Land?", "2025-03-07", 1318, ""),
    E("Festung Kufstein: Die Musicalpl\u00e4ne f\u00fcr den Sommer", "2025-03-05", 1124,
      "Die Proben beginnen im Mai. Die Intendantin verr\u00e4t, welches St\u00fcck auf die Festung kommt und warum die "
      "Karten schon knapp sind."),
], tt_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

NIEUWSBLAD_CREDITS = "Productie Nieuwsblad Podcasts | Stemmen Sven Claes en Lotte Verbeke | Montage Pieter Van Acker"

write("generic-heldout35-nieuwsblad-tussen-de-lijnen", "generic", "2025-03-25", {
    "title": "Tussen De Lijnen",
    "time": "06.00",
    "description": "De voetbalpodcast van Het Nieuwsblad. Elke maandag bespreken Sven Claes en Lotte Verbeke het "
                   "weekend in de Jupiler Pro League, met een gast uit de kleedkamer of van de tribune.",
}, [
    E("58. Play-offs in zicht: wie valt er nog af?", "2025-03-24", 2460,
      "Nog \u00e9\u00e9n speeldag in de reguliere competitie en drie ploegen strijden om twee tickets. Sven maakt de "
      "rekensom, Lotte gelooft in een mirakel.", credits=NIEUWSBLAD_CREDITS),
    E("57. De VAR speelt weer de hoofdrol", "2025-03-17", 2820,
      "Twee penalty's, \u00e9\u00e9n afgekeurd doelpunt en een boze trainer op de persconferentie. Oud-scheidsrechter Marc "
      "Wouters legt uit wat er misliep.\n\n"
      "Verder: waarom het veld in Westerlo opnieuw onbespeelbaar was.", credits=NIEUWSBLAD_CREDITS),
    E("56. De jeugd van Genk", "2025-03-10", None,
      "Racing Genk speelt met vijf spelers uit de eigen jeugd. Hoe doen ze dat in Limburg?",
      credits=NIEUWSBLAD_CREDITS),
    E("55. Bekerfinale: de voorbeschouwing", "2025-03-03", 1980, ""),
    E("54. Wat bracht de wintermercato op?", "2025-02-24", 2160,
      "Zes nieuwe spelers, twee vertrekkers en \u00e9\u00e9n transfer die niemand zag aankomen. Onze transferkenner "
      "overloopt de winterperiode.", credits=NIEUWSBLAD_CREDITS),
], nieuwsblad_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout35-jn-bom-dia-norte", "generic", "2025-04-02", {
    "title": "Bom Dia, Norte",
    "time": "07:00",
    "description": "O podcast di\u00e1rio do JN: de segunda a sexta, \u00e0s 7 da manh\u00e3, a jornalista In\u00eas Carvalho conta-lhe "
                   "em poucos minutos as not\u00edcias que marcam o dia no Porto e no Norte.",
}, [
    E("Metro do Porto: a Linha Rubi volta a atrasar", "2025-04-02", 540,
      "A nova linha que vai ligar o Porto a Gaia s\u00f3 dever\u00e1 abrir em 2027. Explicamos o que falhou e quem paga o "
      "atraso."),
    E("Inc\u00eandio em armaz\u00e9m corta a A28 durante a noite", "2025-04-01", 480,
      "Os bombeiros de Matosinhos estiveram toda a noite no local. O tr\u00e2nsito j\u00e1 foi reposto, mas h\u00e1 perguntas "
      "sobre a seguran\u00e7a da zona industrial.\n\n"
      "Ouvimos tamb\u00e9m o presidente da c\u00e2mara, que pede uma reuni\u00e3o urgente com o Governo."),
    E("O pre\u00e7o das casas em Braga n\u00e3o para de subir", "2025-03-31", None,
      "Em cinco anos, o metro quadrado ficou 60% mais caro. Quem ainda consegue comprar casa em Braga?"),
    E("FC Porto prepara o cl\u00e1ssico", "2025-03-28", 720, ""),
    E("Greve dos professores fecha escolas em Viana", "2025-03-27", 600,
      "A ades\u00e3o foi superior a 80% no distrito de Viana do Castelo. Os sindicatos prometem novas paralisa\u00e7\u00f5es "
      "em abril."),
], jn_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout35-hbl-stadsrummet", "generic", "2025-03-13", {
    "title": "Stadsrummet",
    "time": "06.00",
    "description": "HBL:s podd om Helsingfors. Varje onsdag tar redakt\u00f6rerna Ida Lindholm och Mikael Sandstr\u00f6m upp "
                   "det som engagerar i huvudstadsregionen \u2013 fr\u00e5n sp\u00e5rvagnar och skolor till strandbastur.",
}, [
    E("Varf\u00f6r blir sp\u00e5rv\u00e4garna s\u00e5 dyra?", "2025-03-12", 1920,
      "Sp\u00e5rjokern mellan K\u00e4geludden och \u00d6stra centrum blev en succ\u00e9. Men varf\u00f6r kostar n\u00e4sta linje dubbelt "
      "s\u00e5 mycket?", updated=("2025-03-12", "09.40")),
    E("Skoln\u00e4tet krymper i Esbo", "2025-03-05", 2280,
      "Tre svenskspr\u00e5kiga skolor i Esbo kan sl\u00e5s ihop. F\u00f6r\u00e4ldrarna \u00e4r oroliga, staden talar om "
      "besparingar.\n\n"
      "Vi bes\u00f6ker en av skolorna och pratar med rektorn."),
    E("Vem ska ta hand om sn\u00f6n?", "2025-02-26", None,
      "Vintern har varit rekordsn\u00f6ig och gatorna \u00e4r fulla av s\u00f6rja. Hur fungerar sn\u00f6r\u00f6jningen i Helsingfors "
      "egentligen?"),
    E("Strandbastun som delar Drums\u00f6", "2025-02-19", 1740, ""),
    E("Helsingfors budget: h\u00e4r sparar staden", "2025-02-12", 2640,
      "Staden ska spara 100 miljoner euro. Ekonomireportern Johanna Ek g\u00e5r igenom vad som sk\u00e4rs och vad som klarar "
      "sig."),
], hbl_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout35-morgenbladet-i-orene", "generic", "2026-01-05", {
    "title": "Morgenbladet i \u00f8rene",
    "description": "Ukentlige samtaler fra Morgenbladets redaksjon om politikk, b\u00f8ker og kultur. Med Hanna Solberg, "
                   "Jonas Aakre og Ingrid Vik.",
}, [
    E("B\u00d8KER: Vinterens beste romaner", "2026-01-04", 1860,
      "Hva leste vi i romjulen? Tre kritikere anbefaler b\u00f8kene som holder gjennom januar."),
    E("POLITIKK: \u00c5ret som kommer p\u00e5 Stortinget", "2026-01-02", 2280,
      "Et nytt \u00e5r, nye budsjettforhandlinger og et parti i fritt fall. Hanna og Jonas sp\u00e5r \u00e5ret i norsk politikk."),
    E("KULTUR: Julekalenderen alle snakket om", "2025-12-30", 1560,
      "\u00c5rets julekalender p\u00e5 tv delte landet i to. Var den for m\u00f8rk for barn, eller akkurat m\u00f8rk nok?\n\n"
      "Ingrid har sett alle 24 lukene to ganger."),
    E("B\u00d8KER: \u00c5rets bokh\u00f8st oppsummert", "2025-12-21", 3840, ""),
    E("POLITIKK: Budsjettforliket i siste liten", "2025-12-19", None,
      "Igjen ble budsjettet reddet i desember. Hvem vant, og hvem betalte prisen?"),
    E("KULTUR: Hvorfor alle strikker igjen", "2025-12-16", 1740,
      "Strikkeb\u00f8lgen har n\u00e5dd nye h\u00f8yder. Vi sp\u00f8r en designer og en kulturhistoriker hva det handler om."),
], morgenbladet_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout35-lepoint-points-de-repere", "generic", "2025-03-14", {
    "title": "Points de rep\u00e8re",
    "host": "Claire Dumas",
    "time": "06h00",
    "description": "Chaque jeudi, un journaliste du Point remonte le fil d'une actualit\u00e9 pour en comprendre les "
                   "racines. Un podcast pr\u00e9sent\u00e9 par Claire Dumas.",
}, [
    E("Pourquoi le prix de l'\u00e9lectricit\u00e9 baisse enfin", "2025-03-13", 1500,
      "Apr\u00e8s deux ann\u00e9es de hausses, les tarifs r\u00e9glement\u00e9s reculent. Notre journaliste \u00e9conomie explique "
      "pourquoi, et pour combien de temps.", updated=("2025-03-13", "11h20")),
    E("Les agriculteurs face au Mercosur", "2025-03-06", 1860,
      "L'accord commercial avec l'Am\u00e9rique du Sud inqui\u00e8te les \u00e9leveurs fran\u00e7ais. Que contient-il vraiment ?\n\n"
      "Nous sommes all\u00e9s \u00e0 la rencontre d'un \u00e9leveur de l'Allier et d'une n\u00e9gociatrice \u00e0 Bruxelles."),
    E("Le retour du service militaire ?", "2025-02-27", None,
      "Plusieurs pays europ\u00e9ens r\u00e9tablissent une forme de conscription. La France peut-elle suivre ?"),
    E("Notre-Dame, cent jours apr\u00e8s", "2025-02-20", 1320, ""),
    E("Qui veut encore \u00eatre maire ?", "2025-02-13", 2100,
      "\u00c0 un an des municipales, les d\u00e9missions d'\u00e9lus se multiplient. Enqu\u00eate dans trois communes de la "
      "Sarthe."),
], lepoint_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout35-taz-kiezfunk", "generic", "2025-09-05", {
    "title": "Kiezfunk",
    "description": "Der Berlin-Podcast der taz. Jede Woche sprechen Redakteur*innen aus dem Berlin-Ressort \u00fcber ihre "
                   "Stadt: Mieten, Verkehr, Politik und alles, was dazwischen passiert.",
}, [
    E("Wem geh\u00f6rt die Friedrichstra\u00dfe?", "2025-09-04", 2940,
      "Autos raus, Autos rein: Der Streit um die Flaniermeile ist zur\u00fcck. Was will der Senat?"),
    E("Die Miete frisst den Lohn", "2025-08-28", 3420,
      "Ein Drittel der Berliner*innen zahlt mehr als 40 Prozent des Einkommens f\u00fcr die Miete. Wie lange geht das "
      "noch gut?\n\n"
      "\U0001f4d6 Zum Weiterlesen:\n"
      "\u201eKein Ende in Sicht\u201c. Der neue Mietspiegel von Jana Becker. 26.8.2025"),
    E("Freibad-Sommer: Die Bilanz", "2025-08-21", None,
      "Hitzerekorde, lange Schlangen, kaputte Rutschen: Wie gut waren Berlins B\u00e4der in diesem Sommer aufgestellt?"),
    E("Was bringt das neue Radgesetz?", "2025-08-14", 2580, ""),
    E("Tempelhofer Feld: Bauen oder nicht?", "2025-08-07", 3960,
      "Der Senat will eine neue Befragung zur Randbebauung. Die Initiative h\u00e4lt dagegen und sammelt Unterschriften."),
], taz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout35-sphinx-heron-podcast", "generic", "2025-03-12", {
    "project": "Heron",
    "version": "2.4",
    "navigation": [("User guide", ["Installation", "Quickstart", "Configuration", "Deployment"]),
                   ("Community", ["Contributing", "Code of conduct", "The Heron podcast", "Changelog"])],
    "page": "The Heron podcast",
    "parents": ["Community"],
    "title": "The Heron podcast",
    "description": "The Heron podcast is a monthly conversation between the maintainers about what shipped, what broke "
                   "and what is next. A new episode comes out on the first Tuesday of every month.",
    "feeds": "Subscribe with the RSS feed, or find us in Apple Podcasts and Spotify.",
    "updated": "2025-03-10",
    "copyright": "The Heron developers",
}, [
    E("Streaming ingestion in 2.4", "2025-03-04", 2520,
      "Ana and Tomasz walk through the new streaming ingestion path, and the back-pressure bug that held up the release "
      "for a week."),
    E("Release 2.3 retrospective", "2025-02-04", 3900,
      "Five months, 380 pull requests and one very long weekend. We look back at what went well in 2.3 and what we "
      "would do differently.\n\n"
      "The full list of changes is in the changelog."),
    E("Meet the documentation team", "2025-01-07", None,
      "Three people rewrote half of these docs last year. They explain how, and why the tutorials come first now."),
    E("Q&A from the community call", "2024-12-03", 2160, ""),
    E("Why we dropped Python 3.8", "2024-11-05", 1680,
      "Supporting old interpreters is not free. Tomasz explains what 3.8 was costing us and how we decided."),
], sphinx_rtd_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout35-radioswissclassic-notes-de-coulisses", "generic", "2025-03-20", {
    "title": "Notes de coulisses",
    "description": "Chaque jeudi, l'\u00e9quipe de Radio Swiss Classic vous emm\u00e8ne dans les coulisses de la musique "
                   "classique en Suisse: un orchestre, un festival, une luthi\u00e8re, un chef. Quelques minutes pour "
                   "\u00e9couter autrement.",
}, [
    E("Dans les coulisses de l'Orchestre de Chambre de Lausanne", "2025-03-20", 742,
      "Avant le concert du dimanche, nous avons suivi les musiciens de la premi\u00e8re r\u00e9p\u00e9tition jusqu'aux derniers "
      "r\u00e9glages sur sc\u00e8ne."),
    E("Une luthi\u00e8re \u00e0 Brienz", "2025-03-13", 615,
      "Dans l'atelier de l'\u00e9cole de lutherie, Anna Roth termine son septanti\u00e8me violon. Elle raconte le choix du "
      "bois et la patience qu'il faut.\n\n"
      "\u00c0 la fin de l'\u00e9pisode, on l'entend jouer pour la premi\u00e8re fois sur l'instrument termin\u00e9."),
    E("Verbier pr\u00e9pare son festival", "2025-03-06", None,
      "Quatre mois avant l'ouverture, la programmation est boucl\u00e9e. Le directeur artistique d\u00e9voile quelques noms."),
    E("Qu'est-ce qu'un chef de pupitre?", "2025-02-27", 548, ""),
    E("Les cloches de la cath\u00e9drale de Lausanne", "2025-02-20", 691,
      "Le guet annonce toujours les heures depuis la tour. Nous sommes mont\u00e9s les septante marches du dernier "
      "escalier avec lui."),
], rsc_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 40. held-out, thirty-sixth round: PeerTube, Beehiiv, Supporting Cast, Umbraco, six papers across the north
# Written for a thirty-sixth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (PeerTube's client, Beehiiv's post schema, Umbraco's documentation, the papers'
# pages and podcasts elsewhere in the stored web pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    beehiiv_archive,
    demorgen_podcast,
    furche_podcast,
    kd_podcast,
    kk_podkast,
    peertube_channel,
    supportingcast_member,
    ts_podcast,
    umbraco_university,
    visao_podcast,
)

write("generic-heldout36-peertube-the-commons-hour", "generic", "2025-03-13", {
    "instance": "Tube Commune",
    "title": "The Commons Hour",
    "handle": "@commons_hour@tube.commune.example",
    "counts": "412 subscribers \u2022 63 videos",
    "description": "A weekly conversation about people who run things together: housing co-ops, community energy, "
                   "free software projects and the odd allotment committee. Audio first, with a still image.",
}, [
    E("Who pays for the boiler? Heating a housing co-op", "2025-03-13", 3127, "", hours=5, views=38),
    E("Listener mailbag: bylaws, burnout and bake sales", "2025-03-11", 1754, "", views=121),
    E("Community wind in the Borders", "2025-03-06", 3905, "", views=264),
    E("Forking is not a failure", "2025-02-27", 2871, "", views=389),
    E("The allotment committee that ran for forty years", "2025-02-11", 2433, "", views=517),
], peertube_channel, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout36-beehiiv-the-long-field", "generic", "2025-03-05", {
    "title": "The Long Field",
    "author": "Hannah Brooks",
    "description": "A podcast and newsletter about farming for the long run. Every Tuesday Hannah Brooks talks to a "
                   "farmer, a grower or a scientist about soil, hedges, water and making a living from all three.",
}, [
    E("Ep. 48: Hedgerows are infrastructure", "2025-03-04", None,
      "Why a Devon beef farmer planted four miles of hedge in five winters, and what it did to his lambing losses."),
    E("Ep. 47: The price of a sack of seed", "2025-02-25", None,
      "Seed saving, plant breeders' rights and the small co-op in Norfolk that wants to share its wheat."),
    E("Ep. 46: Listener questions on cover crops", "2025-02-18", None, ""),
    E("Ep. 45: Water that stays where it falls", "2025-02-11", None,
      "Leaky dams, ponds and a very wet field in Cumbria. A hydrologist explains how slow water saves the valley."),
    E("Ep. 44: Starting out with twelve acres", "2025-02-04", None,
      "Two new entrants on renting land, borrowing machinery and the first year's accounts."),
], beehiiv_archive, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout36-supportingcast-backfield-plus", "generic", "2025-03-14", {
    "membership": "Backfield Plus",
    "state": "Your membership is active",
    "title": "Backfield",
    "description": "Backfield is a weekly show about the lower leagues of English football: the clubs, the grounds and "
                   "the people who keep them going. Members get every episode without ads and a bonus episode each "
                   "month.",
}, [
    E("The ground that moved twice", "2025-03-13", 2893,
      "After two relocations in ten years, a Northern League club is finally home. We spend a match day with the "
      "volunteers who built the new stand."),
    E("Members' mailbag: your away days", "2025-03-11", 1342,
      "You sent in your longest, coldest and strangest away trips. We read the best of them.", etype="bonus"),
    E("Three points and a pie: the economics of a non-league Saturday", "2025-03-06", 3727,
      "Gate receipts, the tea bar and the sponsor's board: where the money comes from at step five, and where it "
      "goes.\n\n"
      "With a club treasurer who has kept the books for twenty-two seasons."),
    E("Floodlights, finally", "2025-03-04", None,
      "A village club in Suffolk raised the money for floodlights in eight weeks. How they did it."),
    E("Groundhopping in February", "2025-02-27", 2561, ""),
], supportingcast_member, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout36-umbraco-northmoor-ideas-in-practice", "generic", "2025-03-20", {
    "university": "University of Northmoor",
    "address": "University of Northmoor, Langley Road, Northmoor NM4 7QT",
    "title": "Ideas in Practice",
    "description": "Ideas in Practice is the University of Northmoor's research podcast. Each month one of our "
                   "researchers talks about a project that is changing how something is done, in the region and "
                   "beyond.",
}, [
    E("Cleaner rivers, one farm at a time", "2025-03-18", 1920,
      "Dr Amira Haddad on the sensors her team placed along the River Wend, and what they tell farmers about "
      "run-off after heavy rain."),
    E("Teaching maths with music", "2025-02-25", 2280,
      "Can rhythm help ten-year-olds with fractions? Professor Tom Aldridge reports from a year in six primary "
      "schools.\n\n"
      "The project was funded by the Nuffield Foundation and ran with teachers across the county."),
    E("The archive in the attic", "2025-02-04", None,
      "A box of letters found in a farmhouse loft turned into a history of emigration from the moor. Our "
      "historians explain how they read them."),
    E("Batteries from the sea", "2025-01-14", 1680, ""),
    E("Why we sleep badly in winter", "2024-12-10", 2040,
      "A sleep scientist on light, body clocks and the long evenings of December."),
], umbraco_university, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout36-kristeligtdagblad-tro-i-tiden", "generic", "2025-03-13", {
    "title": "Tro i tiden",
    "description": "Hver onsdag taler journalist Mette Lund med en g\u00e6st om tro, tvivl og det gode liv. En podcast "
                   "fra Kristeligt Dagblad.",
}, [
    E("Hvorfor g\u00e5r unge i kirke igen?", "2025-03-12", 1920,
      "Flere unge s\u00f8ger til gudstjenesten. En sognepr\u00e6st p\u00e5 N\u00f8rrebro fort\u00e6ller, hvad de kommer efter.",
      number=14),
    E("At tilgive sin far", "2025-03-05", 2460,
      "Forfatteren Anders Vinter har skrevet en bog om sin far, der drak. Han fort\u00e6ller om vreden og om den "
      "tilgivelse, der tog tyve \u00e5r.\n\n"
      "Ris og ros til dette afsnit kan sendes p\u00e5 mail til lyd@k.dk.", number=13),
    E("Fasten er tilbage", "2025-02-26", None,
      "Hvorfor faster danskerne igen i ugerne f\u00f8r p\u00e5ske? En teolog og en di\u00e6tist taler om at give afkald.",
      number=12),
    E("Salmer p\u00e5 plejehjemmet", "2025-02-19", 1680, "", number=11),
    E("Kan man tro p\u00e5 Gud og evolution?", "2025-02-12", 2820,
      "En biolog og en biskop om skabelse, tilf\u00e6ldighed og de store sp\u00f8rgsm\u00e5l.", number=10),
], kd_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout36-klassekampen-motvind", "generic", "2025-03-13", {
    "title": "Motvind",
    "description": "Klassekampens podkast om arbeidsliv og politikk. Hver onsdag snakker journalistene Ingrid Fossum og "
                   "Tore Hagen med dem som st\u00e5r midt i kampene.",
}, [
    E("Streiken som ingen snakker om", "2025-03-12", 2280,
      "Renholderne p\u00e5 Gardermoen har v\u00e6rt i streik i tre uker. Vi m\u00f8ter dem ved porten."),
    E("Hvem eier havbruket?", "2025-03-05", 2880,
      "Lakseselskapene tjener milliarder, men hvem sitter igjen med pengene? Tore har fulgt eierskapet gjennom "
      "tre land.\n\n"
      "I studio: \u00f8konom Silje Brekke fra Manifest."),
    E("Sykehusene i nord", "2025-02-26", None,
      "Nedleggelsen av f\u00f8deavdelingen i Lofoten har skapt raseri. Hva skjer n\u00e5?"),
    E("Lønnsoppgj\u00f8ret i kortversjon", "2025-02-19", 1560, ""),
    E("Da fagbevegelsen sa nei til EU", "2025-02-12", 3300,
      "Historikeren Per Aas om 1994, LO og de lange linjene i EU-motstanden."),
], kk_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout36-turunsanomat-kaupunkikierros", "generic", "2026-01-03", {
    "title": "Kaupunkikierros",
    "time": "6.00",
    "description": "Turun Sanomien podcast Turusta ja turkulaisista. Toimittajat Laura Nieminen ja Mikko Aalto "
                   "kiert\u00e4v\u00e4t kaupunkia ja kysyv\u00e4t, miksi asiat ovat niin kuin ovat.",
}, [
    E("Mit\u00e4 kauppatorille tapahtuu vuonna 2026?", "2026-01-02", 2460,
      "Kauppatorin uusi kausi alkaa, mutta kauppiaita on v\u00e4hemm\u00e4n kuin koskaan. Kysyimme, miksi."),
    E("Vuoden 2025 turkulaiset uutiset", "2025-12-30", 3180,
      "Raitiotie, telakka ja Aurajoen sillat: Laura ja Mikko k\u00e4yv\u00e4t l\u00e4pi vuoden t\u00e4rkeimm\u00e4t "
      "turkulaiset uutiset.\n\n"
      "Jakso p\u00e4\u00e4ttyy huonoon vitsiin."),
    E("Joulurauhan julistus kulissien takana", "2025-12-23", None,
      "Kuka kirjoittaa joulurauhan julistuksen, ja mit\u00e4 tapahtuu, jos sataa r\u00e4nt\u00e4\u00e4?"),
    E("Telakan tilauskirja t\u00e4yttyy", "2025-12-19", 1980, ""),
    E("Miksi Turussa on niin paljon kahviloita?", "2025-12-16", 2220,
      "Kahvila-alan yritt\u00e4j\u00e4t kertovat, miten kaupungissa p\u00e4rj\u00e4\u00e4, kun kilpailija on joka kulmassa."),
], ts_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout36-visao-a-semana-decifrada", "generic", "2025-03-14", {
    "title": "A Semana Decifrada",
    "host": "In\u00eas Moura",
    "time": "07h00",
    "description": "Todas as quintas-feiras, a jornalista In\u00eas Moura e um convidado da reda\u00e7\u00e3o da VIS\u00c3O "
                   "explicam a not\u00edcia que marcou a semana.",
}, [
    E("Porque \u00e9 que as rendas n\u00e3o param de subir?", "2025-03-13", 1440,
      "Lisboa e Porto bateram novos recordes. Um economista explica o que falhou nas medidas para a habita\u00e7\u00e3o."),
    E("A seca no Algarve", "2025-03-06", 1680,
      "As barragens est\u00e3o abaixo dos 20%. Agricultores e hoteleiros disputam cada litro de \u00e1gua.\n\n"
      "Fomos a Silves ouvir quem vive da terra."),
    E("O que mudou no SNS em 2025", "2025-02-27", None,
      "Novas regras nas urg\u00eancias e mais m\u00e9dicos de fam\u00edlia: a reforma est\u00e1 a funcionar?"),
    E("Elei\u00e7\u00f5es na Alemanha: o que est\u00e1 em jogo", "2025-02-20", 1320, ""),
    E("A intelig\u00eancia artificial chegou \u00e0s escolas", "2025-02-13", 1560,
      "Professores, alunos e pais contam como usam, e temem, as novas ferramentas."),
], visao_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout36-demorgen-stand-van-zaken", "generic", "2025-03-07", {
    "title": "Stand van zaken",
    "description": "Elke donderdag bespreken journalisten van De Morgen het nieuws van de week. Wat moet je onthouden, "
                   "en wat zit erachter? Met vaste gast hoofdredacteur Eva Peeters.",
}, [
    E("Waarom de begroting opnieuw ontspoort", "2025-03-06", 2280,
      "De Vlaamse regering moet opnieuw besparen. Onze politieke redactie legt uit waar het geld naartoe gaat."),
    E("De stille crisis in de kinderopvang", "2025-02-27", 2520,
      "Ouders vinden geen plaats, crèches sluiten de deuren. Hoe is het zover gekomen?\n\n"
      "Met een kinderbegeleidster uit Gent en een onderzoeker van de KU Leuven."),
    E("Trump en Europa: de eerste maand", "2025-02-20", None,
      "Handelsoorlog, NAVO en Oekra\u00efne: wat betekent de nieuwe koers in Washington voor Belgi\u00eb?"),
    E("Wie redt Van Hool?", "2025-02-13", 1860, ""),
    E("Een jaar na de verkiezingen", "2025-02-06", 2640,
      "Wat beloofden de partijen, en wat is ervan terechtgekomen? Een tussentijds rapport."),
], demorgen_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout36-furche-denkraum", "generic", "2025-02-06", {
    "title": "Denkraum",
    "description": "Im FURCHE-Podcast \u201eDenkraum\u201c sprechen Redakteurinnen und Redakteure der FURCHE mit "
                   "Menschen, die \u00fcber die gro\u00dfen Fragen nachdenken: Glaube, Gerechtigkeit, Wissen und Zukunft.",
}, [
    E("Wie viel Wahrheit vertr\u00e4gt die Demokratie?", "2025-02-05", 2640,
      "Die Philosophin Clara Steiner im Gespr\u00e4ch mit FURCHE-Redakteur Lukas Ortner \u00fcber L\u00fcgen in der "
      "Politik und die Frage, warum Fakten allein nicht \u00fcberzeugen."),
    E("Was bleibt vom Konzil?", "2025-01-29", 3120,
      "Sechzig Jahre nach dem Zweiten Vatikanum: Ein Kirchenhistoriker \u00fcber Aufbruch, Entt\u00e4uschung und die "
      "Synode von heute.\n\n"
      "Das Gespr\u00e4ch wurde im Rahmen der FURCHE-Reihe \u201eKirche im Wandel\u201c aufgezeichnet."),
    E("Einsamkeit im Alter", "2025-01-22", None,
      "Eine Pflegeforscherin dar\u00fcber, warum so viele alte Menschen allein sind und was Gemeinden dagegen tun "
      "k\u00f6nnen."),
    E("Die Zukunft der Zeitung", "2025-01-15", 2280, ""),
    E("Hoffnung als Haltung", "2025-01-08", 2460,
      "Der Theologe Markus Brandl \u00fcber Hoffnung in Zeiten der Krise und den Unterschied zwischen Hoffnung und "
      "Optimismus."),
], furche_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 41. held-out, thirty-seventh round: Odysee, Buttondown, a museum's ProcessWire site, six papers, a magazine
# Written for a thirty-seventh held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Odysee's React source, Buttondown's API documentation, the papers' podcast pages
# and podcasts elsewhere in the stored web pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    avvenire_podcast,
    buttondown_archive,
    eltiempo_podcast,
    lanacion_podcast,
    lapresse_balado,
    odysee_channel,
    processwire_museum,
    republik_format,
    sn_podcast,
    unt_podd,
)

write("generic-heldout37-odysee-workbench-radio", "generic", "2025-04-10", {
    "title": "Workbench Radio",
    "handle": "@WorkbenchRadio",
    "followers": "3.4K followers",
    "description": "A weekly podcast about small workshops, old tools and the people who keep them running. Hosted by "
                   "Dana Whitcombe and Felix Ortega. Audio episodes every Tuesday, also on our RSS feed.",
}, [
    E("Restoring a 1940s bandsaw with a reader from Ohio", "2025-04-08", 2467, "", views="1.2K views"),
    E("Why hand planes came back", "2025-04-01", 3735, "", views="846 views"),
    E("Live Q&A: your shop questions answered", "2025-03-25", None, "", views="2.3K views"),
    E("Quick tip: sharpening card scrapers", "2025-03-18", 312, "", views="517 views"),
    E("Inside a community tool library", "2025-03-10", 2880, "", views="3.1K views"),
], odysee_channel, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout37-buttondown-field-recordings", "generic", "2025-03-12", {
    "title": "Field Recordings",
    "description": "The newsletter of the Field Recordings podcast: every other Tuesday, a new episode about the sounds "
                   "of a place, with the notes, the maps and the music we mentioned.",
}, [
    E("A morning at the fish auction in Peterhead", "2025-03-11", None,
      "The harbour wakes up at four. We recorded the auctioneers, the forklifts and the gulls, and talked to a "
      "skipper about the last good season."),
    E("The bells of Wells Cathedral", "2025-02-25", None,
      "Ten bells, twelve ringers and one very steep staircase. This episode is about change ringing and the people "
      "who keep it going.\n\n"
      "Below: the method we heard them ring, and where to find the tower's open practice nights."),
    E("Night trains", "2025-02-11", None, ""),
    E("Listening to a dry stone wall being built", "2025-01-28", None,
      "Two wallers in the Yorkshire Dales, a tonne of limestone and almost no talking. It is the quietest episode "
      "we have made."),
    E("What a library sounds like after closing", "2025-01-14", None,
      "The cleaners, the returns machine and the radiators: we stayed in Leeds Central Library until midnight."),
], buttondown_archive, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout37-processwire-museum-werkstattgespraeche", "generic", "2025-03-20", {
    "museum": "Museum f\u00fcr Industriekultur Wuppertal-Barmen",
    "title": "Werkstattgespr\u00e4che",
    "description": "Im Podcast des Museums sprechen Kuratorinnen, Restauratoren und G\u00e4ste \u00fcber Objekte aus unserer "
                   "Sammlung: \u00fcber Bandwebst\u00fchle, Dampfmaschinen und die Menschen, die an ihnen gearbeitet haben. "
                   "Eine neue Folge erscheint jeden zweiten Donnerstag.",
    "address": "Am Webereiplatz 4\n42275 Wuppertal",
    "hours": "Dienstag bis Sonntag 10\u201317 Uhr",
}, [
    E("Der Bandwebstuhl von 1862", "2025-03-13", 2280,
      "Unser \u00e4ltester Bandwebstuhl l\u00e4uft wieder. Restaurator Jonas Reuter erz\u00e4hlt, wie lange das gedauert hat "
      "und warum ein Ersatzteil aus dem 3D-Drucker kam."),
    E("Frauen in der Fabrik", "2025-02-27", 2940,
      "Um 1900 waren mehr als die H\u00e4lfte der Besch\u00e4ftigten in den Barmer Webereien Frauen. Kuratorin Miriam "
      "Hahn stellt drei von ihnen vor.\n\n"
      "Die Ausstellung \u201eSchichtwechsel\u201c ist noch bis Ende Juni zu sehen."),
    E("Was macht eigentlich eine Registrarin?", "2025-02-13", None,
      "Jedes Objekt hat eine Nummer, eine Akte und einen Platz im Depot. Ein Gespr\u00e4ch \u00fcber die unsichtbare Arbeit "
      "im Museum."),
    E("Die Dampfmaschine im Keller", "2025-01-30", 1860, ""),
    E("Ein Besuch im Depot", "2025-01-16", 2520,
      "Nur ein Bruchteil der Sammlung ist ausgestellt. Wir gehen mit der Sammlungsleiterin durch das Depot in "
      "Oberbarmen."),
], processwire_museum, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout37-lanacion-la-semana-en-foco", "generic", "2025-03-14", {
    "title": "La semana en foco",
    "host": "Laura Ben\u00edtez",
    "description": "Cada jueves, la periodista Laura Ben\u00edtez repasa con columnistas de LA NACION los temas que marcaron "
                   "la semana en la Argentina: pol\u00edtica, econom\u00eda y lo que viene.",
}, [
    E("El Congreso y la sesi\u00f3n que nadie quer\u00eda", "2025-03-13", 1920,
      "Qu\u00e9 pas\u00f3 en la sesi\u00f3n del mi\u00e9rcoles, qui\u00e9nes cambiaron su voto y qu\u00e9 significa para el Gobierno."),
    E("D\u00f3lar, inflaci\u00f3n y el acuerdo con el FMI", "2025-03-06", 2460,
      "La inflaci\u00f3n de febrero baj\u00f3, pero el d\u00f3lar volvi\u00f3 a moverse. Un economista explica qu\u00e9 se sabe del "
      "acuerdo.\n\n"
      "Adem\u00e1s: por qu\u00e9 los alquileres en Buenos Aires dejaron de subir."),
    E("Vuelta a clases en la provincia", "2025-02-27", None,
      "Paritarias, aulas y transporte: c\u00f3mo empez\u00f3 el ciclo lectivo en la provincia de Buenos Aires."),
    E("Verano en la costa: la temporada en n\u00fameros", "2025-02-20", 1680, ""),
    E("Qu\u00e9 quiere el peronismo en 2025", "2025-02-13", 2760,
      "A meses de las elecciones legislativas, el peronismo busca candidatos y un mensaje. Lo analizamos con dos "
      "columnistas."),
], lanacion_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout37-eltiempo-bogota-en-voz-alta", "generic", "2025-03-11", {
    "title": "Bogot\u00e1 en voz alta",
    "time": "06:00 a. m.",
    "description": "El p\u00f3dcast de EL TIEMPO sobre la capital. Cada martes, periodistas de la secci\u00f3n Bogot\u00e1 le cuentan "
                   "qu\u00e9 est\u00e1 pasando con el metro, la movilidad, la seguridad y la vida en los barrios.",
}, [
    E("El metro de Bogot\u00e1: \u00bfc\u00f3mo va la obra?", "2025-03-11", 1440,
      "Los viaductos ya se ven en la avenida Primero de Mayo. \u00bfSe cumplir\u00e1 la fecha de 2028? Lo explicamos en "
      "este episodio."),
    E("Racionamiento de agua: lo que dej\u00f3 un a\u00f1o de cortes", "2025-03-04", 1680,
      "Durante un a\u00f1o la ciudad vivi\u00f3 con turnos de agua. Hablamos con la Empresa de Acueducto y con vecinos de "
      "Suba.\n\n"
      "Tambi\u00e9n le contamos c\u00f3mo est\u00e1n hoy los embalses de Chingaza."),
    E("Ciclov\u00eda: 50 a\u00f1os de domingos sin carros", "2025-02-25", None,
      "La ciclov\u00eda cumple medio siglo. Una historia de la ciudad contada desde la bicicleta."),
    E("Los nuevos buses el\u00e9ctricos de TransMilenio", "2025-02-18", 1320, ""),
    E("Seguridad en Chapinero: qu\u00e9 dicen las cifras", "2025-02-11", 1560,
      "Los hurtos bajaron, pero la percepci\u00f3n de inseguridad no. Un an\u00e1lisis con datos de la Secretar\u00eda de "
      "Seguridad."),
], eltiempo_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout37-lapresse-le-fil-du-matin", "generic", "2026-01-03", {
    "title": "Le fil du matin",
    "host": "Val\u00e9rie Gagnon",
    "time": "5 h 00",
    "description": "Chaque matin de semaine, Val\u00e9rie Gagnon et les journalistes de La Presse vous expliquent en une "
                   "vingtaine de minutes un sujet qui fait l'actualit\u00e9 au Qu\u00e9bec et ailleurs.",
}, [
    E("Ce qui change au Qu\u00e9bec le 1er janvier", "2026-01-02", 1320,
      "Salaire minimum, tarifs d'Hydro-Qu\u00e9bec, nouvelles r\u00e8gles pour les locataires : notre journaliste fait le tour "
      "des changements de la nouvelle ann\u00e9e."),
    E("L'ann\u00e9e 2025 en cinq d\u00e9cisions politiques", "2025-12-30", 1680,
      "De la r\u00e9forme de la sant\u00e9 aux tarifs am\u00e9ricains, retour sur les d\u00e9cisions qui ont marqu\u00e9 l'ann\u00e9e "
      "\u00e0 Qu\u00e9bec et \u00e0 Ottawa.\n\n"
      "Avec nos chroniqueurs politiques, en direct de la colline parlementaire."),
    E("Temp\u00eate de verglas : \u00e9tions-nous mieux pr\u00e9par\u00e9s ?", "2025-12-29", None,
      "Des milliers de foyers priv\u00e9s d'\u00e9lectricit\u00e9 en Mont\u00e9r\u00e9gie. Qu'avons-nous appris depuis 1998 ?"),
    E("Le Canadien \u00e0 mi-saison", "2025-12-23", 1140, ""),
    E("Les banques alimentaires d\u00e9bord\u00e9es avant les F\u00eates", "2025-12-19", 1500,
      "La demande a doubl\u00e9 en cinq ans. Reportage dans un comptoir alimentaire de Montr\u00e9al-Nord."),
], lapresse_balado, gaps="mixed", show_keys=("title", "description"), report_footer=True)

SN_CLOSING = ("Haben Sie Fragen oder Anregungen zu dieser Episode \u2013 dann schreiben Sie uns an podcast@sn.at")

write("generic-heldout37-sn-salzburg-erklaert", "generic", "2026-02-06", {
    "title": "Salzburg erkl\u00e4rt",
    "time": "06:00",
    "description": "Im Podcast \u201eSalzburg erkl\u00e4rt\u201c geben SN-Redakteurinnen und -Redakteure Antworten auf die Fragen, "
                   "die Salzburg bewegen. Jeden Freitag eine neue Folge mit Katharina Leitner und Stefan Moser.",
}, [
    E("Wohin mit den Touristenbussen?", "2026-02-06", 1860,
      "Der Busterminal in der Paris-Lodron-Stra\u00dfe ist am Limit. SN-Lokalredakteur Florian Huber erkl\u00e4rt, welche "
      "Pl\u00e4ne es f\u00fcr einen neuen Standort gibt.\n\n" + SN_CLOSING),
    E("Skigebiete im Klimawandel: Wie lange noch?", "2026-01-30", 2160,
      "Schneekanonen, Speicherteiche und immer k\u00fcrzere Winter. Wie sich die Pongauer Skigebiete auf die Zukunft "
      "einstellen.\n\n" + SN_CLOSING),
    E("Die Mozartwoche und ihr Publikum", "2026-01-23", None,
      "Wer kommt eigentlich zur Mozartwoche? Ein Gespr\u00e4ch \u00fcber Karten, Preise und ein neues junges Publikum."),
    E("Was wird aus dem Salzburger Hauptbahnhof?", "2026-01-16", 1620, ""),
    E("Teure Mieten in der Stadt Salzburg", "2026-01-09", 2040,
      "Salzburg ist nach Innsbruck die teuerste Stadt zum Wohnen. Unsere Wirtschaftsredakteurin rechnet nach.\n\n"
      + SN_CLOSING),
], sn_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout37-republik-am-stammtisch", "generic", "2025-03-15", {
    "title": "Am Stammtisch",
    "hosts": "Lea Brunner und Reto Kaufmann",
    "description": "Einmal im Monat setzen sich Lea Brunner und Reto Kaufmann mit einem Gast an den Stammtisch und "
                   "streiten \u00fcber das, was die Schweiz gerade umtreibt. Ein Podcast der Republik.",
}, [
    E("\u00abDie Schweiz ist kein Sonderfall mehr\u00bb", "2025-03-14", 3138,
      "Bilaterale III, Neutralit\u00e4t, Zollstreit: Eine Historikerin erkl\u00e4rt, warum die Schweiz in Europa nicht mehr "
      "auf ihre Ausnahmestellung z\u00e4hlen kann."),
    E("Wer bezahlt die 13. AHV-Rente?", "2025-02-14", 2874,
      "Das Volk hat Ja gesagt, das Parlament streitet \u00fcber das Geld. Eine \u00d6konomin und ein Gewerkschafter am "
      "Stammtisch.\n\n"
      "Die Fragen unserer Verlegerinnen aus dem Dialog haben wir am Schluss beantwortet."),
    E("Braucht es die Armee noch?", "2025-01-17", None,
      "Milliarden f\u00fcr Kampfjets, zu wenige Leute f\u00fcr den Zivildienst. Ein Gespr\u00e4ch \u00fcber Sicherheit in unsicheren "
      "Zeiten."),
    E("Das grosse Schweigen \u00fcber die Pflege", "2024-12-13", 3312, ""),
    E("Z\u00fcrich gegen den Rest", "2024-11-15", 2796,
      "Stadt und Land stimmen immer h\u00e4ufiger anders ab. Ein Politologe erkl\u00e4rt, woher der Graben kommt."),
], republik_format, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout37-avvenire-strade-di-pace", "generic", "2025-03-19", {
    "title": "Strade di pace",
    "description": "Strade di pace \u00e8 il podcast di Avvenire che racconta le persone che, nei luoghi dei conflitti, "
                   "costruiscono ogni giorno la riconciliazione. Ogni due settimane una nuova storia.",
    "credits": ["Scritto da Marta Colombo con Luca Ferraris", "Cura editoriale Giulia Riva",
                "Sound design: Paolo Mantovani", "Grafiche: Elena Sala"],
    "recommended": [
        ("Ogni settimana le parole e i gesti del Papa raccontati dalla redazione vaticana di Avvenire.",
         "Parole di Pietro"),
        ("Domande sulla fede e storie dalle Chiese del mondo, a cura della redazione di Mondo e Missione.",
         "Taccuini, tra cielo e terra"),
    ],
}, [
    E("Il villaggio dove ebrei e arabi vanno a scuola insieme", "2025-03-18", None,
      "A Neve Shalom - Wahat al-Salam le famiglie hanno scelto di vivere insieme. Cosa resta di quel sogno dopo il 7 "
      "ottobre?"),
    E("Le madri di Srebrenica, trent'anni dopo", "2025-03-04", None,
      "Nel 1995 persero mariti e figli. Oggi accompagnano i giovani nei luoghi del genocidio perch\u00e9 la memoria "
      "diventi riconciliazione.\n\n"
      "Interviene la presidente dell'associazione Madri di Srebrenica."),
    E("Un ospedale sul confine", "2025-02-18", None, ""),
    E("Colombia, i firmatari della pace", "2025-02-04", None,
      "Otto anni dopo l'accordo con le FARC, molti ex combattenti coltivano caff\u00e8 nel Cauca. Ma la violenza non \u00e8 "
      "finita."),
    E("Le sentinelle del Sud Sudan", "2025-01-21", None,
      "Due suore comboniane raccontano la vita nel campo profughi di Malakal e il lavoro con le donne."),
], avvenire_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout37-unt-fyrisfragan", "generic", "2025-03-13", {
    "title": "Fyrisfr\u00e5gan",
    "time": "06.00",
    "description": "UNT:s podd om Uppsala. Varje torsdag reder reportrarna Sara Lindqvist och Johan Berg ut en fr\u00e5ga som "
                   "engagerar uppsalaborna \u2013 fr\u00e5n sp\u00e5rv\u00e4gen till studentlivet.",
}, [
    E("Blir det n\u00e5gon sp\u00e5rv\u00e4g i Uppsala?", "2025-03-13", 1680,
      "Kommunen har pausat planerna igen. Vad h\u00e4nde, och vad betyder det f\u00f6r de nya bost\u00e4derna i s\u00f6dra staden?",
      number=48),
    E("Valborg utan kaos", "2025-03-06", 2040,
      "Polisen och kommunen f\u00f6rbereder redan valborg. Vi pratar med en ordningsvakt och en nationsinspektor.\n\n"
      "Dessutom: varf\u00f6r forsr\u00e4nningen flyttas i \u00e5r.", number=47),
    E("Akademiska sjukhusets v\u00e5rdk\u00f6er", "2025-02-27", None,
      "K\u00f6erna till operation har vuxit i tv\u00e5 \u00e5r. Hur ser det ut i dag, och vad g\u00f6r regionen \u00e5t det?",
      number=46),
    E("Hyrorna i Flogsta", "2025-02-20", 1500, "", number=45),
    E("Vem ska bygga nya Gottsunda?", "2025-02-13", 1860,
      "Stadsdelen ska f\u00f6rnyas f\u00f6r miljarder. Vi bes\u00f6ker Gottsunda centrum och fr\u00e5gar de boende vad de vill ha.",
      number=44),
], unt_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 42. held-out, thirty-eighth round: Rumble, Ko-fi, a choir's Jimdo site, a club's Webnode site, six papers
# Written for a thirty-eighth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (scrapers of Rumble's channel pages, the papers' pages and podcasts elsewhere in the
# stored web pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    dagsavisen_podkast,
    domani_podcast,
    foglio_podcast,
    jimdo_choir,
    kaleva_podcast,
    kofi_posts,
    rumble_channel,
    sabado_podcast,
    webnode_club,
    weekendavisen_podcast,
)

write("generic-heldout38-rumble-the-salvage-yard", "generic", "2025-05-21", {
    "title": "The Salvage Yard Podcast",
    "followers": "8.7K Followers",
}, [
    E("Saving a '72 Chevelle from the crusher", "2025-05-21", 4039,
      "Mike and Dale drag a rusted Chevelle out of a field in Ohio and argue about whether it can be saved.",
      views="2.4K", hours=5),
    E("Live from the Carlisle swap meet", "2025-05-17", None,
      "Our live stream from the spring swap meet: deals, junk and the people who sell it.", views="5.1K"),
    E("Why carburetors still matter", "2025-05-14", 3484, "", views="1.8K"),
    E("Rust repair on a budget", "2025-05-07", 2712,
      "Patch panels, a cheap welder and a lot of patience. What we learned fixing a floor pan for under $200.",
      views="3.3K"),
    E("Q&A: your project car questions", "2025-04-30", 3905,
      "You sent in the questions, we answered them: wiring, paint booths and when to walk away from a project.",
      views="987"),
], rumble_channel, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout38-kofi-night-shift-stories", "generic", "2025-03-20", {
    "title": "Night Shift Stories",
    "handle": "@nightshiftstories",
    "description": "A podcast of true stories from the people who work while the rest of us sleep. Made by Priya Nair "
                   "in Leeds, one episode a week, free for everyone and kept going by your coffees.",
}, [
    E("The bakery at 3 a.m.", "2025-03-18", None,
      "This week I spent a whole night at a family bakery in Headingley, from the first dough to the first "
      "customer.\n\n"
      "Thank you to everyone who bought a coffee this month: you paid for the new microphone you can hear in this "
      "episode."),
    E("Outtakes from the lighthouse episode", "2025-03-11", None, ""),
    E("The night porter of the Midland Hotel", "2025-03-04", None,
      "Forty years on the desk of a Manchester hotel, and the guests he still remembers."),
    E("How we record in noisy places", "2025-02-25", None,
      "A short one about windshields, hospital corridors and why I carry a duvet in the car."),
    E("A shift with the overnight snowplough crew", "2025-02-18", None,
      "Minus eight on the A66, a thermos of tea and two drivers who have done this for twenty winters."),
], kofi_posts, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout38-jimdo-zwischen-den-stimmen", "generic", "2025-03-20", {
    "choir": "Kammerchor Lindenau e.V.",
    "title": "Zwischen den Stimmen",
    "description": "Der Podcast des Kammerchors Lindenau: Alle zwei Wochen erz\u00e4hlen S\u00e4ngerinnen und S\u00e4nger, "
                   "unsere Chorleiterin und G\u00e4ste von Proben, Konzerten und der Musik, die wir singen.",
}, [
    E("Die Johannespassion kommt", "2025-03-19", 2280,
      "Am Karfreitag singen wir Bachs Johannespassion in der Nathanaelkirche. Unsere Chorleiterin Katrin Vogt "
      "erz\u00e4hlt, warum die Chor\u00e4le schwerer sind, als sie klingen.\n\n"
      "Karten gibt es ab sofort im Vorverkauf und an der Abendkasse.", comments=0),
    E("Wie man einen Tenor findet", "2025-03-05", 1860,
      "Uns fehlen M\u00e4nnerstimmen. Zwei Ten\u00f6re erz\u00e4hlen, wie sie zum Chor gekommen sind, und was ein "
      "Vorsingen wirklich bedeutet.", comments=2),
    E("Probenwochenende in Wittenberg", "2025-02-19", None,
      "Drei Tage, zw\u00f6lf Stunden Probe und ein Abend im Gasthaus: ein Mitschnitt von unserem Probenwochenende.",
      comments=0),
    E("Atmen, st\u00fctzen, singen", "2025-02-05", 2520, "", comments=1),
    E("Unser Neujahrskonzert im R\u00fcckblick", "2025-01-22", 1980,
      "Was gelungen ist, was nicht, und warum das Publikum beim letzten St\u00fcck mitgesungen hat.", comments=0),
], jimdo_choir, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout38-webnode-uit-de-kleedkamer", "generic", "2025-03-18", {
    "club": "sv Westerveen '53",
    "title": "Uit de Kleedkamer",
    "description": "De podcast van sv Westerveen '53. Elke twee weken praten we met spelers, trainers en vrijwilligers "
                   "over wat er op en rond Sportpark De Vennen gebeurt.",
    "address": "Sportpark De Vennen\nVennenweg 12\n7894 AB Westerveen",
}, [
    E("Derbykoorts: de aanloop naar Emmen-Noord", "2025-03-16", 1440,
      "Zaterdag staat de derby op het programma. Trainer Henk Bosma vertelt hoe het eerste zich voorbereidt.\n\n"
      "Kaarten voor de derby zijn te koop in de kantine."),
    E("De vrijwilligers achter de bar", "2025-03-02", 1680,
      "Zonder hen geen koffie, geen bitterballen en geen clubkas. We spraken drie kantinevrijwilligers."),
    E("Onze JO13 op trainingskamp", "2025-02-16", None,
      "Een weekend in Papendal: de jongens van de JO13 vertellen wat ze geleerd hebben."),
    E("Het nieuwe kunstgrasveld", "2025-02-02", 1320, ""),
    E("Vijftig jaar lid: Gerrit Mulder", "2025-01-19", 1560,
      "Gerrit speelde in het eerste, was trainer, scheidsrechter en penningmeester. Nu is hij vijftig jaar lid."),
], webnode_club, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout38-foglio-piccole-patrie", "generic", "2025-10-15", {
    "title": "Piccole patrie",
    "description": "Un viaggio nei distretti che tengono in piedi l'industria italiana, dalle calzature delle Marche "
                   "alle piastrelle di Sassuolo. Piccole patrie \u00e8 un podcast di Paolo Lanzi per Il Foglio "
                   "quotidiano.",
    "credits": "Coordinamento e grafica di Giulia Serra",
}, [
    E("Sassuolo, la capitale della ceramica", "2025-10-09", 820,
      "Trecento aziende in pochi chilometri e un export che non conosce crisi. Ma il gas costa ancora troppo."),
    E("Le scarpe di Fermo", "2025-10-02", 901,
      "Nel distretto calzaturiero marchigiano le botteghe chiudono e i grandi marchi assumono. Chi vince e chi "
      "perde.\n\n"
      "Con la voce di un artigiano che lavora per le maison francesi."),
    E("Prato e il tessile che cambia", "2025-09-25", None,
      "Dal cardato al fast fashion: la storia di un distretto che si \u00e8 reinventato pi\u00f9 volte."),
    E("Il mobile della Brianza", "2025-09-18", 786, ""),
    E("Montebelluna, dove nascono gli scarponi", "2025-09-11", 874,
      "Scarponi da sci, scarpe da montagna e un saper fare che i concorrenti asiatici non riescono a copiare."),
], foglio_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

DOMANI_CLOSING = "Per dire la vostra, scrivete a lettori@editorialedomani.it"

write("generic-heldout38-domani-controcorrente", "generic", "2025-03-20", {
    "title": "Controcorrente",
    "host": "Chiara Valli",
    "description": "Controcorrente \u00e8 il podcast settimanale di Domani: Chiara Valli discute con giornalisti ed "
                   "esperti una notizia della settimana che merita di essere guardata da un'altra parte.",
}, [
    E("Il riarmo europeo e chi lo paga", "2025-03-18", 1260,
      "Ottocento miliardi per la difesa: da dove arrivano, chi li spende e cosa cambia per i conti pubblici "
      "italiani.\n\n" + DOMANI_CLOSING),
    E("La crisi delle carceri", "2025-03-11", 1080,
      "Sovraffollamento, suicidi e un piano che non parte. Ne parliamo con un ex direttore di istituto "
      "penitenziario.\n\n" + DOMANI_CLOSING),
    E("Chi vuole ancora fare il medico di base?", "2025-03-04", None,
      "Nei piccoli comuni mancano i medici di famiglia. Perch\u00e9 i giovani scelgono altro."),
    E("L'autonomia differenziata dopo la Consulta", "2025-02-25", 1320, ""),
    E("Il prezzo dell'energia", "2025-02-18", 960,
      "Le bollette tornano a salire. Cosa pu\u00f2 fare il governo e cosa no.\n\n" + DOMANI_CLOSING),
], domani_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout38-weekendavisen-ideernes-time", "generic", "2025-03-14", {
    "title": "Id\u00e9ernes time",
    "description": "Hver torsdag taler Ideer-redakt\u00f8r Mette Lund med en af avisens skribenter om en tanke, en bog "
                   "eller en strid, der fylder i ugens avis.",
}, [
    E("Er meritokratiet en myte?", "2025-03-13", 2460,
      "En filosof og en \u00f8konom om, hvorvidt dygtighed stadig er vejen frem i Danmark."),
    E("Kierkegaard p\u00e5 TikTok", "2025-03-06", 2100,
      "Unge l\u00e6ser igen Kierkegaard, men hvorfor? Vi taler med en gymnasiel\u00e6rer og en forfatter.\n\n"
      "Artiklen kan l\u00e6ses i denne uges avis."),
    E("Hvem ejer historien om bes\u00e6ttelsen?", "2025-02-27", None,
      "Firs \u00e5r efter befrielsen str\u00e6der historikerne stadig om modstandsbev\u00e6gelsen."),
    E("Kunstig intelligens og forfatterne", "2025-02-20", 2880, ""),
    E("Det gode naboskab", "2025-02-13", 1920,
      "En sociolog om, hvorfor vi kender f\u00e6rre af vores naboer end for tyve \u00e5r siden."),
], weekendavisen_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout38-dagsavisen-ved-kjokkenbordet", "generic", "2025-03-13", {
    "title": "Ved kj\u00f8kkenbordet",
    "time": "06:00",
    "description": "Hver onsdag m\u00f8ter Dagsavisens Ingrid Solberg en gjest der gjesten selv vil, og snakker i en time om "
                   "livet, arbeidet og det som betyr noe.",
}, [
    E("Med Oslos eldste drosjesj\u00e5f\u00f8r", "2025-03-12", 3480,
      "Han har kj\u00f8rt drosje i femti \u00e5r og har sett byen forandre seg fra forsetet."),
    E("Biskopen som begynte \u00e5 l\u00f8pe", "2025-03-05", 3900,
      "Vi m\u00f8tte henne p\u00e5 Bislett en tidlig morgen. En samtale om tro, tvil og maraton.\n\n"
      "Episoden er spilt inn utend\u00f8rs, s\u00e5 du h\u00f8rer b\u00e5de vind og m\u00e5ker."),
    E("Sykepleieren fra Gr\u00fcnerl\u00f8kka", "2025-02-26", None,
      "Tretti \u00e5r p\u00e5 Ullev\u00e5l, og hvorfor hun fortsatt gleder seg til nattevakten."),
    E("Kokken som sa opp", "2025-02-19", 3240, ""),
    E("Forfatteren i kolonihagen", "2025-02-12", 3600,
      "Vi satt i kolonihagehytta hennes p\u00e5 Sogn og snakket om b\u00f8ker, barndom og jord under neglene."),
], dagsavisen_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout38-kaleva-pohjoisen-aani", "generic", "2026-01-02", {
    "title": "Pohjoisen \u00e4\u00e4ni",
    "host": "Anni Heikkil\u00e4",
    "time": "06:00",
    "description": "Kalevan podcast Pohjois-Suomesta. Joka keskiviikko toimittaja Anni Heikkil\u00e4 ja vieraat puhuvat "
                   "ilmi\u00f6ist\u00e4, jotka puhuttavat Oulussa ja sen ymp\u00e4rill\u00e4.",
}, [
    E("Vuosi 2025 Oulussa: mit\u00e4 j\u00e4i k\u00e4teen?", "2025-12-31", None, "", comments=12,
      subscribers=True),
    E("Joulu ilman lunta \u2013 mit\u00e4 pohjoisen talvelle tapahtuu?", "2025-12-24", None, "", comments=27),
    E("Raahen teollisuus ja uudet ty\u00f6paikat", "2025-12-17", None, "", comments=3, subscribers=True),
    E("Miksi nuoret muuttavat pois Kainuusta?", "2025-12-10", None, "", comments=41),
    E("K\u00e4rp\u00e4t ja uusi areena", "2025-12-03", None, "", comments=9, subscribers=True),
], kaleva_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout38-sabado-conversas-de-sexta", "generic", "2025-03-14", {
    "title": "Conversas de Sexta",
    "host": "In\u00eas Vaz Ribeiro",
    "time": "07:00",
    "description": "Todas as sextas-feiras, a jornalista In\u00eas Vaz Ribeiro conversa com uma figura da semana: "
                   "pol\u00edtica, cultura, desporto e tudo o que d\u00e1 que falar.",
}, [
    E("Como se escolhe um candidato presidencial?", "2025-03-14", 1440,
      "Os partidos ainda n\u00e3o decidiram, mas as sondagens j\u00e1 falam. Um polit\u00f3logo explica o que pesa na "
      "escolha.", caption="O polit\u00f3logo Rui Mendes aceitou fazer uma Conversa de Sexta com a S\u00c1BADO"),
    E("A crise da habita\u00e7\u00e3o vista de Set\u00fabal", "2025-03-07", 1680,
      "Rendas que duplicaram em cinco anos e fam\u00edlias que saem da cidade. Fal\u00e1mos com quem ficou.\n\n"
      "Ou\u00e7a tamb\u00e9m o epis\u00f3dio da semana passada sobre Lisboa."),
    E("O regresso dos discos de vinil", "2025-02-28", None,
      "As lojas de discos voltaram a abrir no Porto. Quem compra e porqu\u00ea?"),
    E("Treinadores portugueses no estrangeiro", "2025-02-21", 1320, ""),
    E("Viver com pouco sono", "2025-02-14", 1560,
      "Uma m\u00e9dica do sono explica o que acontece ao corpo quando dormimos menos de seis horas."),
], sabado_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 43. held-out, thirty-ninth round: Write.as, Mataroa, Neocities, a design studio's Tilda site, six papers
# Written for a thirty-ninth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (WriteFreely's and Mataroa's templates, the papers' pages and podcasts elsewhere in
# the stored web pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    blz_podcast,
    knack_podcast,
    larazon_podcast,
    lesoleil_balado,
    mataroa_blog,
    neocities_site,
    stern_podcast,
    tilda_studio,
    woz_podcast,
    writeas_blog,
)

write("generic-heldout39-writeas-kitchen-table-radio", "generic", "2025-03-14", {
    "title": "Kitchen Table Radio",
    "description": "A small podcast about home cooking, recorded at an actual kitchen table in Leeds. New episodes most "
                   "Thursdays, with the recipes written up here.",
    "pinned": ["About", "Subscribe"],
}, [
    E("Bread for people who are scared of bread", "2025-03-13", 2467,
      "No stand mixer, no sourdough starter, no special flour. Ruth walks us through the loaf she has baked every "
      "Sunday for twenty years."),
    E("The freezer episode", "2025-03-06", 3135,
      "What freezes well, what doesn't, and why you should label everything even when you are sure you will "
      "remember.\n\n"
      "The soup recipe we talk about at the end is below."),
    E("Listener recipes, round two", "2025-02-27", None,
      "You sent us forty-one recipes. We cooked five of them, and one of them set off the smoke alarm."),
    E("Cooking for one", "2025-02-20", 1924, ""),
    E("A whole chicken, three dinners", "2025-02-13", 2702,
      "Roast on Sunday, stock on Monday, pie on Wednesday. The most useful episode we have made, according to my "
      "mum."),
], writeas_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout39-mataroa-slow-software", "generic", "2025-03-12", {
    "title": "Slow Software",
    "description": "Audio and notes from a podcast about small, durable software and the people who maintain it. One "
                   "conversation a month.",
    "pages": ["About", "Episodes feed", "Contact"],
    "footer_note": "Recorded in Ghent. Audio files are hosted by the Internet Archive.",
}, [
    E("Maintaining a text editor for thirty years", "2025-03-10", None, ""),
    E("The last COBOL programmer in our town", "2025-02-10", None, ""),
    E("Why we still use make", "2025-01-13", None, ""),
    E("A conversation about plain-text accounting", "2024-12-09", None, ""),
    E("Static sites and the people who love them", "2024-11-11", None, ""),
], mataroa_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout39-neocities-moth-radio", "generic", "2025-03-15", {
    "title": "moth radio",
    "tagline": "a tiny podcast about the insects in my back garden",
    "counter": "004127",
    "updated": "march 2025",
    "description": "hello!! i record an episode whenever something interesting turns up in the moth trap.\n"
                   "no ads, no schedule, just me and a lot of moths.",
}, [
    E("the moth trap at midnight", "2025-03-04", 2280,
      "first trap of the year! three early greys, a hebrew character and one very confused beetle.", size="35 MB"),
    E("what even is a micro moth", "2025-02-11", 1560,
      "i try to explain micro moths and mostly fail. my friend jo (who actually knows things) helps.\n\n"
      "links to the id guides we mention are on the field notes page.", size="24 MB"),
    E("winter: where did everyone go", "2025-01-19", None,
      "a short one about where insects spend the winter. recorded outside, sorry about the wind.", size="9 MB"),
    E("bonus: the garden at night (ambient)", "2024-12-28", 3600, "", size="55 MB"),
    E("leaf miners are tiny artists", "2024-11-30", 1980,
      "the wiggly lines on bramble leaves are made by caterpillars living inside the leaf. i am obsessed.",
      size="30 MB"),
], neocities_site, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout39-tilda-gestaltungsfragen", "generic", "2025-03-20", {
    "studio": "Studio Feldweg",
    "address": "Karl-Heine-Stra\u00dfe 93, 04229 Leipzig",
    "title": "Gestaltungsfragen",
    "description": "Der Podcast von Studio Feldweg: Wir sprechen mit Gestalterinnen und Gestaltern \u00fcber Schriften, "
                   "Plakate, Erscheinungsbilder und die Frage, wie gute Gestaltung eigentlich entsteht.",
}, [
    E("Warum jede Stadt ihre eigene Schrift braucht", "2025-03-13", 2520,
      "Zu Gast ist die Schriftgestalterin Marie Lenz. Sie hat die neue Hausschrift der Stadt Halle entworfen und "
      "erz\u00e4hlt, wie lange so etwas dauert."),
    E("Das Plakat ist nicht tot", "2025-02-27", 3180,
      "Litfa\u00dfs\u00e4ulen, Bauz\u00e4une, Schaufenster: Warum das gedruckte Plakat gerade ein Comeback erlebt.\n\n"
      "Au\u00dferdem: unsere drei Lieblingsplakate aus dem Leipziger Stadtbild."),
    E("Ein Erscheinungsbild f\u00fcr einen Fu\u00dfballverein", "2025-02-13", None,
      "Wie wir das neue Wappen f\u00fcr den SV Lindenau gestaltet haben \u2013 und warum die Fans mitentscheiden "
      "durften."),
    E("Werkstattgespr\u00e4ch: Risografie", "2025-01-30", 1860, ""),
    E("Barrierefreie Gestaltung ohne Ausreden", "2025-01-16", 2760,
      "Kontraste, Schriftgr\u00f6\u00dfen, klare Sprache: Eine Beraterin f\u00fcr digitale Barrierefreiheit erkl\u00e4rt, was "
      "Gestalter:innen oft falsch machen."),
], tilda_studio, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout39-stern-spurwechsel", "generic", "2025-03-14", {
    "title": "Spurwechsel",
    "time": "06:00",
    "description": "Im stern-Podcast \"Spurwechsel\" erz\u00e4hlen Menschen, die ihr Leben noch einmal ganz neu angefangen "
                   "haben. Mit Host Katrin Albers, jeden zweiten Freitag bei stern.de und \u00fcberall, wo es Podcasts "
                   "gibt. Viel Spa\u00df beim H\u00f6ren!",
}, [
    E("Vom Vorstand zur Tischlerin", "2025-03-14", 2040,
      "Mit 52 hat Susanne Hartmann ihren Job in einem DAX-Konzern gek\u00fcndigt und eine Lehre angefangen. Heute baut "
      "sie K\u00fcchen in Ostfriesland."),
    E("Der Pfarrer, der Koch wurde", "2025-02-28", 2580,
      "Thomas Reuter war zw\u00f6lf Jahre Pfarrer in Kassel. Dann er\u00f6ffnete er ein Restaurant.\n\n"
      "Im Gespr\u00e4ch erz\u00e4hlt er, was beide Berufe gemeinsam haben."),
    E("Neustart mit 70", "2025-02-14", None,
      "Gerda M\u00fcller ist mit 70 Jahren nach Lissabon gezogen \u2013 allein und ohne ein Wort Portugiesisch."),
    E("Aus dem Profifu\u00dfball in die Pflege", "2025-01-31", 1920, ""),
    E("Zwei Lehrerinnen und ein Bauernhof", "2025-01-17", 2280,
      "Sie haben ihre Beamtenstellen aufgegeben und bewirtschaften jetzt einen Hof in der Uckermark. Hat es sich "
      "gelohnt?"),
], stern_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout39-berlinerzeitung-ostwaerts", "generic", "2025-03-13", {
    "title": "Ostw\u00e4rts",
    "host": "Anja Reich",
    "time": "06:00",
    "description": "Der Podcast der Berliner Zeitung \u00fcber den Osten: \u00fcber Biografien, Br\u00fcche und das, was 35 Jahre "
                   "nach der Einheit bleibt. Jeden Donnerstag neu mit Anja Reich.",
}, [
    E("Was aus den Kindern von Marzahn wurde", "2025-03-13", 2292,
      "Sie wuchsen in den Plattenbauten der Achtziger auf. Drei von ihnen erz\u00e4hlen, wie ihr Leben nach der Wende "
      "verlief."),
    E("Die Treuhand und meine Familie", "2025-03-06", 3145,
      "Unser Gast hat die Akten \u00fcber den Betrieb ihres Vaters gelesen. Was sie dort fand, hat sie lange besch\u00e4ftigt."
      "\n\nDas Buch zur Folge erscheint im April."),
    E("Warum der Osten anders w\u00e4hlt", "2025-02-27", None,
      "Ein Politikwissenschaftler aus Leipzig \u00fcber Vertrauen, Entt\u00e4uschung und die Landtagswahlen."),
    E("Ostdeutsche in F\u00fchrungspositionen", "2025-02-20", 1748, ""),
    E("Zur\u00fcck in die Lausitz", "2025-02-13", 2615,
      "Sie ging nach der Schule nach M\u00fcnchen, jetzt ist sie zur\u00fcck in Cottbus. Ein Gespr\u00e4ch \u00fcber Heimat und "
      "Strukturwandel."),
], blz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout39-woz-zwischenruf", "generic", "2025-03-14", {
    "title": "Zwischenruf",
    "description": "Im WOZ-Podcast \u00abZwischenruf\u00bb diskutieren Redaktor:innen der WOZ mit G\u00e4sten \u00fcber das, was "
                   "in der Schweiz und der Welt gerade wichtig ist. Jede zweite Woche, von links unten.",
}, [
    E("Wem geh\u00f6rt die Stadt Z\u00fcrich?", "2025-03-13", 2280,
      "Die Mieten steigen, die Genossenschaften bauen zu wenig. Eine Stadtforscherin und ein Mieterverband "
      "streiten \u00fcber Auswege."),
    E("Die Schweiz und die Waffenexporte", "2025-02-27", 2880,
      "Das Parlament will die Regeln f\u00fcr Kriegsmaterialexporte lockern. Was heisst das f\u00fcr die Neutralit\u00e4t?\n\n"
      "Mit einem Beitrag unserer Korrespondentin in Genf."),
    E("Pflegeinitiative: Was ist daraus geworden?", "2025-02-13", None,
      "Drei Jahre nach dem Ja an der Urne arbeiten viele Pflegende noch immer am Limit. Eine Bilanz."),
    E("Gewerkschaften im Detailhandel", "2025-01-30", 1980, ""),
    E("Klimaseniorinnen: Ein Jahr nach dem Urteil", "2025-01-16", 2520,
      "Strassburg hat der Schweiz Versagen beim Klimaschutz attestiert. Was hat sich seither getan?"),
], woz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout39-larazon-a-fondo", "generic", "2025-03-13", {
    "title": "A fondo",
    "host": "Marta Rivas",
    "time": "06:00",
    "description": "El podcast de LA RAZ\u00d3N que explica cada semana, con los periodistas del diario, la noticia que "
                   "hay detr\u00e1s de los titulares. Presenta Marta Rivas.",
}, [
    E("La vivienda en Madrid: por qu\u00e9 no bajan los alquileres", "2025-03-12", 1450,
      "Los precios siguen subiendo pese a las nuevas medidas. Hablamos con un economista y con una familia que "
      "busca piso desde hace un a\u00f1o."),
    E("El agua que falta en Andaluc\u00eda", "2025-03-05", 1875,
      "Los embalses se han recuperado tras las lluvias, pero los agricultores siguen preocupados.\n\n"
      "Adem\u00e1s: qu\u00e9 pasa con las desaladoras previstas en M\u00e1laga."),
    E("Los presupuestos que no llegan", "2025-02-26", None,
      "El Gobierno sigue sin presentar las cuentas. \u00bfQu\u00e9 consecuencias tiene gobernar con presupuestos "
      "prorrogados?"),
    E("Turismo r\u00e9cord, vecinos cansados", "2025-02-19", 1322, ""),
    E("La Espa\u00f1a vaciada busca m\u00e9dicos", "2025-02-12", 2016,
      "En muchos pueblos de Soria y Teruel el m\u00e9dico pasa consulta una vez a la semana. Viajamos con uno de ellos."),
], larazon_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout39-lesoleil-l-heure-de-quebec", "generic", "2026-01-05", {
    "title": "L'heure de Qu\u00e9bec",
    "host": "Myriam Bouchard",
    "time": "5 h",
    "description": "Chaque semaine, Myriam Bouchard et les journalistes du Soleil d\u00e9cortiquent un enjeu qui touche "
                   "la r\u00e9gion de Qu\u00e9bec : transport, logement, sant\u00e9 et vie de quartier.",
}, [
    E("Tramway : ce qui s'en vient en 2026", "2026-01-05", 1500,
      "Les premiers rails seront pos\u00e9s sur le boulevard Ren\u00e9-L\u00e9vesque. Notre journaliste fait le point sur "
      "l'\u00e9ch\u00e9ancier et les entraves \u00e0 venir."),
    E("Le bilan de l'ann\u00e9e \u00e0 l'h\u00f4tel de ville", "2026-01-02", 1860,
      "Budget, d\u00e9neigement, logement social : retour sur l'ann\u00e9e de l'administration municipale.\n\n"
      "Avec notre chroniqueur municipal, en studio."),
    E("R\u00e9veillon dans les refuges", "2025-12-31", None,
      "Comment les organismes de Saint-Roch accueillent les personnes itin\u00e9rantes pendant le temps des F\u00eates."),
    E("Le Carnaval se pr\u00e9pare d\u00e9j\u00e0", "2025-12-29", 1080, ""),
    E("Urgences d\u00e9bord\u00e9es avant No\u00ebl", "2025-12-22", 1620,
      "Les civi\u00e8res s'accumulent \u00e0 l'H\u00f4pital de l'Enfant-J\u00e9sus. Des soignants t\u00e9moignent."),
    E("Les march\u00e9s de No\u00ebl de la r\u00e9gion", "2025-12-19", 1320,
      "Du Vieux-Qu\u00e9bec \u00e0 L\u00e9vis, nos journalistes ont fait la tourn\u00e9e des march\u00e9s."),
], lesoleil_balado, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout39-knack-onder-de-loep", "generic", "2025-03-14", {
    "title": "Onder de loep",
    "host": "Pieter Verlinden",
    "time": "06:00",
    "description": "In de Knack-podcast Onder de loep duikt Pieter Verlinden elke week met een van onze journalisten "
                   "in een verhaal uit het blad: politiek, economie en samenleving, zonder franjes.",
}, [
    E("Waarom de Vlaamse woningmarkt vastloopt", "2025-03-12", 2040,
      "Jonge gezinnen vinden geen betaalbare woning meer. Onze economiejournalist zocht uit waar het knelt."),
    E("De stille macht van de kabinetten", "2025-03-05", 2640,
      "Honderden medewerkers schrijven mee aan het beleid, maar niemand kent hun namen.\n\n"
      "Het volledige dossier leest u in Knack van deze week."),
    E("Antwerpen na de verkiezingen", "2025-02-26", None,
      "Wat verandert er echt in de stad? Een gesprek met onze correspondent aan de Schelde."),
    E("Het einde van de bedrijfswagen?", "2025-02-19", 1620, ""),
    E("Zorgpersoneel gezocht", "2025-02-12", 2280,
      "In de ziekenhuizen blijven honderden vacatures open. Een verpleegkundige en een directeur vertellen."),
], knack_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 44. held-out, fortieth round: Castbox, Podchaser, Player FM, Goodpods, NDR, RMC, four others
# Written for a fortieth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (a copied Castbox channel page, Hexo's Landscape theme, Adresseavisen's and Information's pages in
# the stored web pages) and what is a plausible layout. RMC stands in for France Inter, whose pages live on
# radiofrance.fr, the site of generic-heldout5-radio-france-*.
from pagestyles import (  # noqa: E402
    adressa_podkast,
    castbox_channel,
    elperiodico_podcast,
    goodpods_podcast,
    hexo_blog,
    information_podcast,
    ndr_podcast,
    playerfm_series,
    podchaser_podcast,
    rmc_podcast,
)

write("generic-heldout40-castbox-the-repair-bench", "generic", "2025-03-14", {
    "title": "The Repair Bench",
    "author": "Owen Pritchard",
    "subscribed": "41",
    "played": "2.3K",
    "count": 87,
    "description": "A podcast about fixing things instead of throwing them away: radios, bicycles, kettles and the "
                   "occasional lawnmower. Recorded in a shed in Swansea.",
}, [
    E("The radio that came back from the tip", "2025-03-13", 2467,
      "A 1962 Roberts radio, a bag of old capacitors and three evenings of patience. Owen walks through the whole "
      "repair, valve by valve."),
    E("Why nobody can fix a washing machine any more", "2025-03-06", 3185,
      "Sealed drums, glued panels and parts you cannot buy. We talk to a repair caf\u00e9 volunteer about the right "
      "to repair.Links to the campaign we mention, and to the parts supplier in Cardiff, are on the website."),
    E("Listener bench: your broken things", "2025-02-27", None,
      "You sent us photos of forty-two broken objects. We picked five and tried to fix them live."),
    E("Sharpening, part two", "2025-02-20", 1874, ""),
    E("A bicycle for eleven pounds", "2025-02-13", 2702,
      "Found at a car boot sale, rusted solid. Four weeks later it rode to work."),
], castbox_channel, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout40-podchaser-field-and-fathom", "generic", "2025-03-12", {
    "title": "Field and Fathom",
    "author": "Lowtide Audio",
    "rating": "4.6",
    "ratings": 213,
    "count": 128,
    "description": "Marine biologists, fishers and divers on what lives below the surface of the North Atlantic. A new "
                   "conversation every Tuesday, hosted by Maren Holt.",
}, [
    E("The cod that changed a town", "2025-03-11", 2835,
      "In 1992 the Newfoundland cod fishery closed overnight. A historian and a former trawlerman on what came "
      "after."),
    E("Counting seals from the air", "2025-03-04", 3412,
      "How do you count animals that spend most of their lives underwater? Drones, thermal cameras and a lot of "
      "coffee.\n\n"
      "Our guest's survey data is linked in the show notes."),
    E("Kelp forests, explained", "2025-02-25", None,
      "Why the kelp forests off Norway are growing back, and why the ones off California are not."),
    E("Ask Maren: listener questions", "2025-02-18", 1527, ""),
    E("Diving the wreck of the SS Politician", "2025-02-11", 3960,
      "Whisky, a shipwreck and a Hebridean island. A diver tells the story of the wreck and of her first descent."),
], podchaser_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout40-playerfm-the-quiet-carriage", "generic", "2025-03-15", {
    "title": "The Quiet Carriage",
    "author": "Hannah Boyce",
    "series": "3128456",
    "count": 64,
    "description": "Slow conversations about rail travel in Britain and Europe: night trains, branch lines and the "
                   "people who work on them. New episodes every other Friday.",
}, [
    E("The last sleeper to Penzance", "2025-03-14", 2934,
      "Hannah takes the Night Riviera from Paddington and talks to the steward who has worked it for twenty years.",
      id="468392117"),
    E("Branch lines that came back", "2025-02-28", 3307,
      "Closed in the 1960s, reopened in the 2020s. Three lines, three towns and what changed.\n\n"
      "A map of every reopened station is on our website.", id="465118204"),
    E("Interrailing at sixty", "2025-02-14", None,
      "A listener sent us her diary from a month on European trains. We read it together.", id="462907385"),
    E("Signal boxes", "2025-01-31", 1812, "", id="460771246"),
    E("Night train to Vienna", "2025-01-17", 3845,
      "From Brussels to Vienna on the Nightjet, with a conductor, a chef and a couple on their honeymoon.",
      id="458530972"),
], playerfm_series, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout40-goodpods-small-business-hours", "generic", "2025-03-14", {
    "title": "Small Business Hours",
    "author": "Dana Whitfield",
    "rating": "4.8",
    "ratings": 52,
    "description": "Honest conversations with people who run small shops, cafes and workshops. What it costs, what it "
                   "pays and what nobody tells you before you sign the lease.",
}, [
    E("Opening a bakery at 5 a.m.", "2025-03-13", 2460,
      "Priya opened her bakery in Leicester two years ago. She talks flour prices, staff and the first terrible "
      "winter."),
    E("The bookshop that nearly closed", "2025-03-10", 3120,
      "In 2023 a small bookshop in Hebden Bridge had three months of cash left. Then its customers stepped in.\n\n"
      "The crowdfunder we mention is still open."),
    E("Pricing your work", "2025-03-04", None,
      "Three makers on how they set their prices, and the mistakes they made first."),
    E("Quick tip: keeping the books", "2025-02-25", 720, ""),
    E("A barber shop in its fourth generation", "2025-02-18", 2940,
      "Same chairs, same street, same family since 1951. What has changed, and what never will."),
], goodpods_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout40-ndr-kuestenfunk", "generic", "2025-03-13", {
    "title": "K\u00fcstenfunk",
    "time": "06:00",
    "description": "Der Podcast von NDR Info \u00fcber das Leben an Nord- und Ostsee: Fischerei, Hafenwirtschaft, "
                   "Naturschutz und die Menschen an der K\u00fcste. Jeden Donnerstag eine neue Folge mit Jana Petersen.",
}, [
    E("Was wird aus den Krabbenfischern?", "2025-03-13", 2460,
      "Sinkende Preise, strengere Auflagen, kaum Nachwuchs: Auf Fehmarn und in B\u00fcsum fragen sich Fischer, wie "
      "lange es noch weitergeht.", number=87),
    E("Der Hamburger Hafen und die Chinesen", "2025-03-06", 2940,
      "Eine Reederei aus Shanghai ist am Container-Terminal Tollerort beteiligt. Was hei\u00dft das f\u00fcr den "
      "Hafen?\n\n"
      "Mit unserem Wirtschaftsredakteur aus Hamburg.", number=86),
    E("Sturmflut: Sind wir vorbereitet?", "2025-02-27", None,
      "Die Deiche an der Nordsee werden erh\u00f6ht. Ein K\u00fcstenschutz-Ingenieur erkl\u00e4rt, warum das nicht reicht.",
      number=85),
    E("Kurz gefragt: Seehunde im Winter", "2025-02-20", 780, "", number=84),
    E("Leben auf der Hallig", "2025-02-13", 3120,
      "Auf Hallig Hooge leben gut hundert Menschen. Wie ist es, wenn das Land unter geht?", number=83),
], ndr_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout40-rmc-le-debat-du-midi", "generic", "2025-03-14", {
    "title": "Le D\u00e9bat du midi",
    "hosts": "Claire Moreau et Julien Ferrand",
    "description": "Chaque jour de 12 h \u00e0 13 h 30, les auditeurs de RMC d\u00e9battent de l'actualit\u00e9 avec nos "
                   "chroniqueurs. Retrouvez l'\u00e9mission en int\u00e9gralit\u00e9 et les meilleurs moments en podcast.",
}, [
    E("L'int\u00e9grale : faut-il interdire les portables au coll\u00e8ge ?", "2025-03-13", 5100,
      "Le gouvernement veut g\u00e9n\u00e9raliser la \u00ab pause num\u00e9rique \u00bb. Parents, profs et \u00e9l\u00e8ves "
      "r\u00e9agissent au 3216."),
    E("L'int\u00e9grale : le prix de l'essence flambe encore", "2025-03-12", 5220,
      "Plus de deux euros le litre dans certaines stations. Les auditeurs racontent comment ils s'adaptent.\n\n"
      "Avec l'\u00e9clairage de notre sp\u00e9cialiste \u00e9conomie."),
    E("Le coup de gueule de Mathieu, chauffeur routier", "2025-03-11", None,
      "Un auditeur de la Marne r\u00e9agit aux nouvelles r\u00e8gles sur les temps de pause."),
    E("Le meilleur de la semaine", "2025-03-08", 2520, ""),
    E("L'int\u00e9grale : les d\u00e9serts m\u00e9dicaux", "2025-03-07", 5040,
      "Trois mois pour un rendez-vous chez le dermatologue : nos auditeurs t\u00e9moignent."),
], rmc_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout40-elperiodico-la-ciudad-que-viene", "generic", "2025-03-13", {
    "title": "La ciudad que viene",
    "host": "N\u00faria Puig",
    "time": "06:00",
    "description": "El podcast de EL PERI\u00d3DICO sobre c\u00f3mo est\u00e1 cambiando Barcelona: vivienda, movilidad, "
                   "turismo y los barrios que se transforman. Cada jueves, con N\u00faria Puig.",
}, [
    E("Las supermanzanas, tres a\u00f1os despu\u00e9s", "2025-03-13", 1440,
      "Vecinos y comerciantes del Eixample hacen balance de las calles pacificadas. \u00bfHa bajado el ruido? \u00bfHan "
      "subido los alquileres?"),
    E("El puerto y los cruceros", "2025-03-06", 1860,
      "Barcelona limita las terminales de cruceros. Hablamos con un naviero y con una vecina de la Barceloneta.\n\n"
      "Adem\u00e1s: los datos de contaminaci\u00f3n que ha publicado el Ayuntamiento."),
    E("\u00bfQui\u00e9n vive en el Raval?", "2025-02-27", None,
      "Un barrio con gente de m\u00e1s de cien pa\u00edses. Lo recorremos con una educadora social."),
    E("La Sagrera, por fin", "2025-02-20", 1320, ""),
    E("El metro que no llega", "2025-02-13", 2040,
      "La L9 lleva veinte a\u00f1os en obras. Por qu\u00e9 se retrasa y cu\u00e1ndo estar\u00e1 terminada."),
], elperiodico_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout40-adressa-fra-bakklandet", "generic", "2025-03-13", {
    "title": "Fra Bakklandet",
    "time": "06:00",
    "description": "Adresseavisens podkast om Trondheim og Tr\u00f8ndelag. Hver torsdag snakker Ingrid Aune med "
                   "journalistene v\u00e5re om ukas viktigste saker.",
}, [
    E("Hva skjer med Nyhavna?", "2025-03-13", 2280,
      "Kommunen vil bygge tusenvis av boliger p\u00e5 det gamle havneomr\u00e5det. V\u00e5r byutviklingsjournalist forklarer "
      "planene."),
    E("St. Olavs hospital og ventetidene", "2025-03-06", 2820,
      "Pasienter venter lenger enn noen gang p\u00e5 behandling. Hvorfor, og hva gj\u00f8r sykehuset med det?\n\n"
      "H\u00d8R podkasten der du vanligvis h\u00f8rer podkast."),
    E("Rosenborg foran ny sesong", "2025-02-27", None,
      "Sportsjournalisten v\u00e5r har fulgt treningsleiren i Spania. Er laget godt nok?"),
    E("Ukas sak: bompengene", "2025-02-20", 1560, ""),
    E("Frostating og historien vi glemte", "2025-02-13", 2460,
      "Tr\u00f8ndelag hadde et av Nordens eldste ting. En historiker tar oss med tilbake til vikingtiden."),
], adressa_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout40-information-radio-information", "generic", "2026-01-03", {
    "title": "Radio Information",
    "description": "Radio Information giver dig det bedste overblik over ugens vigtigste historier. V\u00e6rt Anna "
                   "Holm f\u00e5r bes\u00f8g af avisens skribenter, og chefredakt\u00f8ren serverer ugens optur.",
}, [
    E("Nyt\u00e5r, ny regering og en vinter uden sne", "2026-01-02", 2640,
      "Statsministerens nyt\u00e5rstale lovede ro, men Christiansborg er allerede i gang med det n\u00e6ste slag. Vores "
      "politiske redakt\u00f8r giver et overblik."),
    E("\u00c5rets sidste: det vi tog fejl af i 2025", "2025-12-30", 3180,
      "Redaktionen gennemg\u00e5r de forudsigelser, vi kom med for et \u00e5r siden, og de historier, vi overs\u00e5.\n\n"
      "Tak fordi I lyttede med i \u00e5r."),
    E("Julefreden og krigen i Ukraine", "2025-12-19", None,
      "Vores korrespondent i Kyiv fort\u00e6ller om en jul med str\u00f8msvigt og luftalarmer."),
    E("Bonusafsnit: l\u00e6sernes sp\u00f8rgsm\u00e5l", "2025-12-12", 1740, ""),
    E("Klimatopm\u00f8det, der ikke blev til noget", "2025-12-05", 2820,
      "Hvad skete der egentlig i de sidste timer af forhandlingerne? Vores klimaredakt\u00f8r var der."),
], information_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout40-hexo-the-compiler-room", "generic", "2025-03-16", {
    "title": "The Compiler Room",
    "subtitle": "a podcast about programming languages and the people who make them",
    "author": "Lin Matsuda",
    "description": "a podcast about programming languages and the people who make them",
}, [
    E("How a garbage collector decides", "2025-03-12", 2292,
      "Mark and sweep, generations and the pauses nobody likes. Our guest maintains the collector of a small "
      "scripting language."),
    E("Writing a parser by hand", "2025-02-26", 3145,
      "Parser generators are great until the error messages matter. We talk recursive descent and Pratt parsing.\n\n"
      "The example grammar from the episode is on the repo linked below."),
    E("Type inference without tears", "2025-02-12", None,
      "Hindley-Milner explained with a whiteboard, two mugs of tea and no Greek letters."),
    E("Listener mail, January", "2025-01-29", 1748, ""),
    E("The history of the semicolon", "2025-01-15", 2615,
      "From ALGOL to JavaScript's automatic insertion: a small punctuation mark with a long argument behind it."),
], hexo_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 45. held-out, forty-first round: Podcast Addict, Amazon Music, Castro, SWR, Mediapart, four papers, GitBook
# Written for a forty-first held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Mediapart's studio pages, SWR2's pages and feed copies, Internazionale's and TSF's
# pages elsewhere in the stored web pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    amazon_music_de,
    castro_web,
    decorrespondent_podcast,
    gitbook_site,
    internazionale_podcast,
    mediapart_emission,
    podcastaddict_web,
    swr_podcast,
    tsf_programa,
    uusisuomi_podcast,
)

write("generic-heldout41-podcastaddict-night-shift-mechanics", "generic", "2025-03-14", {
    "title": "Night Shift Mechanics",
    "author": "Dale Okafor",
    "categories": ["Leisure", "Automotive"],
    "count": 127,
    "description": "A working mechanic answers your car questions after the garage closes. Brakes, rust, warning "
                   "lights and the noises your car only makes when nobody else is listening.",
}, [
    E("Why your check engine light keeps coming back", "2025-03-13", 2460,
      "Loose gas caps, tired oxygen sensors and the one code every used car lot clears before a sale."),
    E("Rust: what you can fix and what you can't", "2025-03-06", 3180,
      "Surface rust, scale and rot, and how to tell them apart with a screwdriver and a flashlight.\n\n"
      "Listener photos from this episode are on the show's Instagram."),
    E("Listener calls: the squeak that wasn't the brakes", "2025-02-27", None,
      "Four callers, four mystery noises, and one very embarrassed dog toy."),
    E("Winter tires, all-season tires and the truth", "2025-02-20", 1920, ""),
    E("Buying a used car from a stranger", "2025-02-13", 3900,
      "Dale's twenty-minute checklist, plus what to do when the seller won't let you start it cold."),
], podcastaddict_web, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout41-amazonmusic-feierabendgeschichte", "generic", "2025-03-13", {
    "title": "Feierabendgeschichte",
    "publisher": "Hafenklang Audio",
    "description": "Menschen erz\u00e4hlen, was sie nach Feierabend antreibt: der Chor, das Ehrenamt, die Modellbahn im "
                   "Keller. Jede Woche eine neue Geschichte aus Hamburg und umzu.",
}, [
    E("Die Frau, die Leuchtt\u00fcrme z\u00e4hlt", "2025-03-12", 2460,
      "Birgit Sommer hat alle Leuchtt\u00fcrme an der deutschen K\u00fcste besucht. Im Gespr\u00e4ch erz\u00e4hlt sie, welcher ihr "
      "Lieblingsturm ist und warum."),
    E("Feuerwehr im Ehrenamt", "2025-03-05", 3000,
      "Nachts um drei geht der Melder: Ein Lagerist aus Wilhelmsburg \u00fcber seine zwanzig Jahre bei der Freiwilligen "
      "Feuerwehr.\n\n"
      "Die Freiwillige Feuerwehr Wilhelmsburg sucht \u00fcbrigens Nachwuchs."),
    E("Chorprobe am Dienstag", "2025-02-26", None,
      "Drei\u00dfig Stimmen, ein Gemeindehaus und ein Dirigent, der seit 1989 jede Probe leitet."),
    E("Die Modellbahn im Keller", "2025-02-19", 1680, ""),
    E("Kleingarten mit Warteliste", "2025-02-12", 2220,
      "Sieben Jahre hat sie auf ihre Parzelle gewartet. Jetzt ist sie Vorsitzende des Vereins."),
], amazon_music_de, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout41-castro-quiet-compiler", "generic", "2025-03-12", {
    "title": "The Quiet Compiler",
    "author": "Mira Holt and Jonas Berg",
    "description": "Two systems programmers talk slowly about fast code: compilers, linkers, allocators and the bugs "
                   "that only show up on Tuesdays.",
}, [
    E("Linkers are the unsung heroes", "2025-03-11", 3840,
      "What actually happens between your object files and a running program, and why link order still matters in "
      "2025."),
    E("Allocators, arenas and the malloc you didn't write", "2025-02-25", 2460,
      "Mira explains arena allocation with a whiteboard we could not show you.\n\n"
      "Jonas reads listener mail about jemalloc."),
    E("A bug that only happened on Tuesdays", "2025-02-11", None,
      "A timezone, a cron job and a cache key. A listener story."),
    E("Ask us anything, part two", "2025-01-28", 1800, ""),
    E("Why your build is slow", "2025-01-14", 4260,
      "Header includes, template instantiation and the caching tricks that actually pay off."),
], castro_web, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout41-swr-werkstatt-wissen", "generic", "2025-03-14", {
    "title": "Werkstatt Wissen",
    "description": "Forschung zum Anfassen: In \"Werkstatt Wissen\" besuchen Reporterinnen und Reporter von SWR Kultur "
                   "Labore, Archive und Werkst\u00e4tten im S\u00fcdwesten. Jeden Freitag eine neue Folge.",
}, [
    E("Warum Holz das Baumaterial der Zukunft sein k\u00f6nnte", "2025-03-14", 1625,
      "In Stuttgart entstehen Hochh\u00e4user aus Holz. Forschende der Uni testen, wie sicher und klimafreundlich das "
      "ist. Von Lena Kr\u00fcger. | Manuskript und mehr zur Sendung: swr.li/holzbau", size="26,1 MB"),
    E("Die Restauratorin und der zerbrochene Krug", "2025-03-07", 1666,
      "Im Landesmuseum W\u00fcrttemberg wird ein r\u00f6mischer Krug aus 200 Scherben zusammengesetzt.\n\n"
      "Wie viel Original bleibt am Ende \u00fcbrig? Von Tobias Reinhardt.", size="26,7 MB"),
    E("Wie Gletscher im Schwarzwald die Landschaft formten", "2025-02-28", None,
      "Eine Spurensuche am Feldberg mit einem Geologen aus Freiburg. Von Anna Seitz.", size="22,4 MB"),
    E("Mikroplastik im Bodensee", "2025-02-21", 1708, "", size="27,3 MB"),
    E("Das Ged\u00e4chtnis der Dinge: Archive im Wandel", "2025-02-14", 1752,
      "Was bewahren Archive auf, wenn alles digital ist? Ein Besuch im Landesarchiv in Ludwigsburg. Von Martin "
      "Hahn.", size="28,0 MB"),
], swr_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout41-mediapart-les-voix-du-terrain", "generic", "2025-03-16", {
    "title": "Les Voix du terrain",
    "description": "Chaque semaine, un ou une journaliste de Mediapart raconte son reportage au micro, avec les sons "
                   "recueillis sur place. Un podcast \u00e0 retrouver tous les samedis sur Mediapart et sur votre "
                   "plateforme de podcast pr\u00e9f\u00e9r\u00e9e.",
}, [
    E("\u00ab Les Voix du terrain \u00bb : \u00e0 Marseille, les locataires de la rue d'Aubagne attendent toujours",
      None, None,
      "Six ans apr\u00e8s les effondrements, notre journaliste est retourn\u00e9e voir les familles \u00e9vacu\u00e9es. Beaucoup "
      "n'ont pas retrouv\u00e9 de logement stable."),
    E("\u00ab Les Voix du terrain \u00bb : dans les Vosges, une usine ferme et une vall\u00e9e se tait", None, None,
      "Deux cents salari\u00e9s licenci\u00e9s, un bourg qui se vide : r\u00e9cit d'une fermeture annonc\u00e9e par courriel.",
      credit="\u00a9 Photo Julien Marchal / Mediapart"),
    E("\u00ab Les Voix du terrain \u00bb : aux urgences de Rennes, une nuit comme les autres", None, None,
      "Notre podcast a suivi une infirmi\u00e8re de nuit pendant douze heures, du premier brancard \u00e0 la rel\u00e8ve.",
      credit="\u00a9 Mediapart"),
    E("\u00ab Les Voix du terrain \u00bb : les saisonniers oubli\u00e9s de la vendange", None, None, "",
      credit="\u00a9 Photomontage Mediapart"),
    E("\u00ab Les Voix du terrain \u00bb : \u00e0 Calais, ceux qui aident malgr\u00e9 les amendes", None, None,
      "B\u00e9n\u00e9voles et associations racontent les contr\u00f4les r\u00e9p\u00e9t\u00e9s et les distributions de repas "
      "interdites.", credit="\u00a9 Photo Sarah Lef\u00e8vre / Mediapart"),
], mediapart_emission, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout41-internazionale-il-giro", "generic", "2025-03-14", {
    "title": "Il giro",
    "description": "Ogni settimana due storie dal mondo scelte dalla redazione di Internazionale, con Marta Ferri e "
                   "Luca Bernardi. Se ascolti questo podcast e ti piace, abbonati a Internazionale.",
}, [
    E("In Kenya si protesta contro il costo della vita. Il ritorno dei lupi in Germania.", "2025-03-13", 1500,
      "Le manifestazioni a Nairobi raccontate dalla nostra corrispondente, e un biologo spiega perch\u00e9 i lupi "
      "fanno paura agli allevatori tedeschi."),
    E("Le elezioni in Groenlandia. Cosa succede alle banche regionali negli Stati Uniti.", "2025-03-06", 1620,
      "Un voto che interessa anche Washington e Copenaghen.\n\n"
      "Nella seconda parte, il nostro editor di economia sui conti delle piccole banche americane."),
    E("Il Cile riscrive le regole sul litio. Una scuola di circo a Kabul.", "2025-02-27", None,
      "Un giornalista di Santiago spiega il nuovo piano nazionale, poi la storia di una scuola che resiste."),
    E("La crisi dell'acqua a Citt\u00e0 del Messico. Un romanzo dalla Corea del Sud.", "2025-02-20", 1380, ""),
    E("Le proteste degli agricoltori in India. Il mistero delle balene di Capo Verde.", "2025-02-13", 1560,
      "Da Nuova Delhi, le ragioni di una mobilitazione che dura da mesi. Poi una ricercatrice racconta cosa "
      "succede al largo delle isole."),
], internazionale_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout41-decorrespondent-de-onderstroom", "generic", "2025-03-14", {
    "title": "De onderstroom",
    "description": "In De onderstroom praten correspondenten van De Correspondent over wat er onder het nieuws ligt: "
                   "de systemen, de geschiedenis en de mensen die je in de krantenkoppen niet tegenkomt.",
}, [
    E("Waarom het lerarentekort geen tekort is", "2025-03-12", 2460,
      "Er zijn genoeg bevoegde leraren, ze werken alleen niet meer in het onderwijs. Wat houdt hen buiten de klas?",
      byline="Anna Visser \u00b7 Correspondent Onderwijs"),
    E("De stille opmars van het flexcontract", "2025-03-05", 3120,
      "Een op de drie werkenden heeft geen vast contract. Wat doet dat met een samenleving?\n\n"
      "In deze aflevering lezen we ook voor uit brieven van leden.", byline="Jeroen Bakker \u00b7 Correspondent Werk"),
    E("Wie betaalt de energietransitie?", "2025-02-26", None,
      "De rekening van het klimaatbeleid komt niet overal even hard aan. Een gesprek over eerlijke verdeling.",
      byline="Sanne de Wit \u00b7 Correspondent Klimaat"),
    E("Het verdienmodel van de wachtlijst", "2025-02-19", 1980, "",
      byline="Tom Hendriks \u00b7 Correspondent Zorg"),
    E("Wat de polder ons leert over compromissen", "2025-02-12", 2820,
      "Een historicus over waterschappen, overleg en het Nederlandse talent om het oneens te blijven.",
      byline="Anna Visser \u00b7 Correspondent Onderwijs"),
], decorrespondent_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout41-tsf-o-mapa-e-o-territorio", "generic", "2025-03-12", {
    "title": "O Mapa e o Territ\u00f3rio",
    "host": "Rita Meireles",
    "time": "08:15",
    "description": "Em cada epis\u00f3dio, Rita Meireles viaja at\u00e9 uma terra do interior do pa\u00eds para ouvir quem l\u00e1 "
                   "vive, quem partiu e quem decidiu voltar.",
}, [
    E("Mon\u00e7\u00e3o, onde o rio separa e une", "2025-03-12", 1661,
      "Na margem do Minho, comerciantes portugueses e galegos contam como a fronteira deixou de existir no "
      "dia a dia."),
    E("Os \u00faltimos pastores da Serra da Estrela", "2025-03-11", 1843,
      "S\u00e3o cada vez menos os que sobem com o gado no ver\u00e3o.\n\n"
      "Uma fam\u00edlia de Manteigas explica porque continua."),
    E("Castelo de Vide, a vila que quer crescer devagar", "2025-03-05", None,
      "Turismo, casas vazias e uma escola que voltou a abrir turmas."),
    E("Em Bragan\u00e7a, o inverno \u00e9 outro", "2025-02-26", 1532, ""),
    E("Mina de S\u00e3o Domingos: o que fica depois da mina", "2025-02-19", 1925,
      "Uma aldeia alentejana vive entre a mem\u00f3ria mineira e a lagoa que atrai visitantes."),
], tsf_programa, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout41-uusisuomi-viikon-vaalit", "generic", "2026-01-02", {
    "title": "Viikon vaalit",
    "time": "6.00",
    "description": "Uuden Suomen politiikan podcast, jossa toimittajat k\u00e4yv\u00e4t l\u00e4pi viikon t\u00e4rkeimm\u00e4t "
                   "p\u00e4\u00e4t\u00f6kset ja kulisseissa k\u00e4ydyt keskustelut. Juontajana Sanna Heikkinen.",
}, [
    E("Mit\u00e4 vuosi 2026 tuo eduskunnalle?", "2026-01-02", 1680,
      "Kev\u00e4\u00e4n istuntokauden isoimmat lait ja se, mist\u00e4 hallitus ja oppositio tulevat riitelem\u00e4\u00e4n."),
    E("Presidentin uudenvuodenpuhe ja sen viestit", "2025-12-31", 1320,
      "Mit\u00e4 puheessa sanottiin ja mit\u00e4 j\u00e4tettiin sanomatta?\n\n"
      "Mukana ulkopolitiikan tutkija Helsingin yliopistosta."),
    E("Vuoden 2025 politiikka kymmeness\u00e4 minuutissa", "2025-12-29", None,
      "Nopea kertaus vuoden t\u00e4rkeimmist\u00e4 k\u00e4\u00e4nteist\u00e4."),
    E("Joulutauko ja budjetin viimeiset p\u00e4iv\u00e4t", "2025-12-22", 1500, ""),
    E("Hyvinvointialueiden alij\u00e4\u00e4m\u00e4t kasvavat", "2025-12-19", 2100,
      "Moni alue joutuu leikkaamaan palveluista. Mit\u00e4 luvut kertovat ensi vuoden budjeteista?"),
], uusisuomi_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout41-gitbook-ops-hours", "generic", "2025-03-14", {
    "title": "Ops Hours",
    "description": "Show notes for Ops Hours, a fortnightly podcast about running infrastructure at small companies. "
                   "Each episode has a page of links; this page lists them all.",
}, [
    E("On-call for teams of three", "2025-03-04", 2520,
      "How to share a pager when the whole team fits in one car, and what to stop alerting on first."),
    E("Backups you have actually restored", "2025-02-18", 3300,
      "Restore drills, the 3-2-1 rule and the week we found out our snapshots were empty.\n\n"
      "The checklist we mention is linked on the episode's page."),
    E("Terraform state, explained slowly", "2025-02-04", None,
      "Remote state, locking and the one command you should never run on a Friday."),
    E("Listener questions: cost and monitoring", "2025-01-21", 1860, ""),
    E("Moving off a single big server", "2025-01-07", 3000,
      "A story from a listener's company: one box, fourteen years, and a migration that took six months."),
], gitbook_site, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 46. held-out, forty-second round: DW, L'Équipe, Marca, Radio Popolare, Omroep Brabant, four others, Steady
# Written for a forty-second held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Radio Popolare's and SIC Notícias's podcast pages, copies of DW's and Stavanger
# Aftenblad's podcasts and of Steady posts in the stored web pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    aftenbladet_podkast,
    dw_podcast,
    ksml_podcast,
    lequipe_podcast,
    marca_podcast,
    omroepbrabant_podcast,
    popolare_podcast,
    sic_podcast,
    steady_page,
    webflow_agency,
)

write("generic-heldout42-dw-sprechstunde-deutsch", "generic", "2025-03-14", {
    "title": "Sprechstunde Deutsch",
    "description": "B1 | Deutsch f\u00fcr Fortgeschrittene: In \u201eSprechstunde Deutsch\u201c beantworten zwei DW-Redakteurinnen "
                   "eure Fragen zur deutschen Sprache \u2013 langsam und deutlich gesprochen, mit Manuskript zum Mitlesen.",
}, [
    E("Warum sagt man \u201eDas ist mir Wurst\u201c?", "2025-03-13", 439,
      "Trainiere dein H\u00f6rverstehen mit einer Redewendung rund ums Essen \u2013 als Text und als verst\u00e4ndlich "
      "gesprochene Audio-Datei."),
    E("Der, die, das: Gibt es Regeln f\u00fcr den Artikel?", "2025-03-06", 612,
      "Viele Deutschlernende verzweifeln am Artikel. Doch ein paar Endungen verraten, welcher passt.\n\n"
      "Das Manuskript und \u00dcbungen zur Folge findet ihr auf unserer Webseite."),
    E("Konjunktiv II im Alltag", "2025-02-27", None,
      "H\u00e4tte, w\u00e4re, w\u00fcrde: Wie man h\u00f6flich bittet und W\u00fcnsche ausdr\u00fcckt."),
    E("Zusammengesetzte W\u00f6rter verstehen", "2025-02-20", 545, ""),
    E("Umgangssprache im B\u00fcro", "2025-02-13", 498,
      "Von \u201eFeierabend\u201c bis \u201eBr\u00fcckentag\u201c: W\u00f6rter, die ihr im Arbeitsalltag h\u00f6rt."),
], dw_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout42-lequipe-dans-la-roue", "generic", "2025-03-14", {
    "title": "Dans la roue",
    "sport": "Cyclisme",
    "time": "06h00",
    "description": "Chaque semaine, les journalistes cyclisme de L'\u00c9quipe racontent les coulisses du peloton : les "
                   "courses, les \u00e9quipes et les histoires qu'on ne voit pas \u00e0 la t\u00e9l\u00e9vision.",
}, [
    E("Paris-Nice : la course au soleil sous la pluie", "2025-03-13", 2280,
      "Chutes, bordures et une \u00e9tape neutralis\u00e9e : notre envoy\u00e9 sp\u00e9cial raconte une semaine pas comme les "
      "autres."),
    E("Strade Bianche, la poussi\u00e8re et les favoris", "2025-03-06", 2700,
      "Les chemins blancs de Toscane ont encore fait le tri.\n\n"
      "Avec un ancien coureur du peloton, on revient sur les choix de pneus et de braquets."),
    E("Les jeunes Fran\u00e7ais peuvent-ils gagner une classique ?", "2025-02-27", None,
      "Trois coureurs de moins de vingt-trois ans, trois profils, et une question que tout le monde se pose."),
    E("Le mercato d'hiver expliqu\u00e9", "2025-02-20", 1980, ""),
    E("Dans la voiture du directeur sportif", "2025-02-13", 3000,
      "Radio, ravitaillement et d\u00e9cisions \u00e0 quatre-vingts kilom\u00e8tres-heure : une journ\u00e9e sur le si\u00e8ge "
      "passager."),
], lequipe_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout42-marca-tiempo-anadido", "generic", "2025-03-14", {
    "title": "Tiempo a\u00f1adido",
    "time": "06:00",
    "description": "El podcast de MARCA que repasa cada semana la actualidad de LaLiga con nuestros redactores y un "
                   "invitado. An\u00e1lisis, pol\u00e9mica y lo que no se vio en el partido.",
}, [
    E("El derbi que se decidi\u00f3 en el banquillo", "2025-03-13", 1935,
      "Los cambios de la segunda parte, el penalti del minuto 78 y lo que se dijo en el vestuario despu\u00e9s."),
    E("\u00bfPuede alguien discutirle la Liga al l\u00edder?", "2025-03-06", 2542,
      "Quedan doce jornadas y la ventaja parece c\u00f3moda.\n\n"
      "Repasamos el calendario de los tres primeros y las bajas que pueden cambiarlo todo."),
    E("La cantera que ya juega en Primera", "2025-02-27", None,
      "Cinco canteranos que han debutado esta temporada y el t\u00e9cnico que les dio la oportunidad."),
    E("VAR, fuera de juego y l\u00edneas que nadie ve", "2025-02-20", 1720, ""),
    E("El mercado de invierno, un mes despu\u00e9s", "2025-02-13", 2208,
      "Qui\u00e9n acert\u00f3 con sus fichajes y qui\u00e9n sigue buscando delantero."),
], marca_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout42-radiopopolare-milano-di-notte", "generic", "2025-03-14", {
    "title": "Milano di notte",
    "hosts": "Giulia Ferrario e Paolo Sala",
    "description": "Storie, voci e luoghi della citt\u00e0 dopo il tramonto: chi lavora di notte, chi la abita e chi la "
                   "racconta. Ogni venerd\u00ec un nuovo episodio.",
}, [
    E("L'ultimo tram per Bovisa", "2025-03-14", None,
      "Abbiamo viaggiato con i tranvieri del turno di notte, tra passeggeri abituali e incontri inattesi."),
    E("Il forno di via Padova apre alle tre", "2025-03-07", None,
      "Prima dell'alba, il pane di un quartiere che cambia.\n\n"
      "Nella seconda parte, la storia della famiglia che lo gestisce da quarant'anni."),
    E("Pronto soccorso, ore due", "2025-02-28", None,
      "Un'infermiera e un medico raccontano la notte in uno dei pronto soccorso pi\u00f9 affollati della citt\u00e0."),
    E("I custodi dei Navigli", "2025-02-21", None, ""),
    E("Radio, insonnia e telefonate", "2025-02-14", None,
      "Chi chiama una radio alle quattro del mattino? Le voci degli ascoltatori notturni."),
], popolare_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout42-omroepbrabant-brabantse-sporen", "generic", "2025-03-14", {
    "title": "Brabantse sporen",
    "description": "In Brabantse sporen duikt verslaggever Lotte van Gils in verhalen die de provincie hebben gevormd: "
                   "van fabrieken die verdwenen tot dorpen die bleven. Elke donderdag een nieuwe aflevering.",
}, [
    E("De sigarenmakers van Valkenswaard", "2025-03-13", 1440,
      "Ooit rookte half Nederland een sigaar uit de Kempen. Oud-medewerkers vertellen over het werk aan de tafel.",
      number=12),
    E("Het verdwenen dorp bij de Peel", "2025-03-06", 1860,
      "Een dorp dat in de jaren zestig van de kaart verdween.\n\n"
      "Twee broers gaan terug naar de plek waar hun ouderlijk huis stond.", number=11),
    E("Carnaval in de fabriekshal", "2025-02-27", None,
      "Hoe arbeiders in Tilburg hun eigen optocht begonnen, lang voordat Kruikenstad bestond.", number=10),
    E("De laatste veerman van de Maas", "2025-02-20", 1620, "", number=9),
    E("Een wolfabriek vol herinneringen", "2025-02-13", 2100,
      "In een oude wolfabriek in Tilburg zijn de machines stil, maar de verhalen niet.", number=8),
], omroepbrabant_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout42-aftenbladet-sorvestpodden", "generic", "2025-03-14", {
    "title": "S\u00f8rvestpodden",
    "description": "Ukens viktigste saker fra Rogaland, forklart av Aftenbladets journalister Marte Skadberg og Eirik "
                   "Tjelta, med kommentator Knut Helland. Publiseres hver onsdag.",
}, [
    E("Bompengestriden er tilbake", "2025-03-12", 3120,
      "Bystyret skal stemme over nye bomstasjoner. Hvem vil ha dem, og hvem betaler?"),
    E("Hva skjer med oljejobbene?", "2025-03-05", 2700,
      "Flere selskaper i regionen varsler nedbemanning.\n\n"
      "Vi har snakket med tillitsvalgte og en \u00f8konom om hva det betyr for Stavanger."),
    E("Viking og den nye stadiondebatten", "2025-02-26", None,
      "Klubben vil bygge ut. Kommunen n\u00f8ler. Knut Helland forklarer hvorfor dette blir en valgkampsak."),
    E("Skolene som mangler l\u00e6rere", "2025-02-19", 2940, ""),
    E("Sandnes, Stavanger og kampen om sentrum", "2025-02-12", 3300,
      "Nye kj\u00f8pesentre, tomme butikklokaler og en by som vil ha folk tilbake i gatene."),
], aftenbladet_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout42-ksml-keski-suomen-viikko", "generic", "2026-01-03", {
    "title": "Keski-Suomen viikko",
    "time": "6:00",
    "description": "Keskisuomalaisen podcast, jossa toimittajat k\u00e4yv\u00e4t l\u00e4pi viikon t\u00e4rkeimm\u00e4t uutiset "
                   "Jyv\u00e4skyl\u00e4st\u00e4 ja koko maakunnasta. Juontajana Elina Koskinen.",
}, [
    E("Mit\u00e4 vuosi 2026 tuo Jyv\u00e4skyl\u00e4lle?", "2026-01-02", 2040,
      "Kaupungin budjetti, uusi sairaala ja raitiotiehanke: n\u00e4ist\u00e4 puhutaan t\u00e4n\u00e4 vuonna."),
    E("Vuoden t\u00e4rkeimm\u00e4t uutiset Keski-Suomesta", "2025-12-31", 1560,
      "Kertaamme vuoden 2025 isoimmat k\u00e4\u00e4nteet.\n\n"
      "Mukana uutisp\u00e4\u00e4llikk\u00f6 ja kaksi maakunnan kirjeenvaihtajaa."),
    E("JYP:n kausi puolessav\u00e4liss\u00e4", "2025-12-29", None,
      "Urheilutoimittaja arvioi joukkueen syksy\u00e4 ja kev\u00e4\u00e4n mahdollisuuksia."),
    E("Joulukauppa ja keskustan tyhj\u00e4t liiketilat", "2025-12-23", 1860, ""),
    E("Maakunnan kunnat s\u00e4\u00e4st\u00e4v\u00e4t", "2025-12-19", 2220,
      "Moni kunta leikkaa ensi vuonna. Mit\u00e4 se tarkoittaa kouluille ja kirjastoille?"),
], ksml_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout42-sicnoticias-contas-certas", "generic", "2025-03-14", {
    "title": "Contas Certas",
    "description": "Ou\u00e7a o programa semanal da SIC Not\u00edcias em formato \u00e1udio. Com Helena Lobato e Rui Carvalhal, "
                   "todas as semanas a economia do pa\u00eds explicada sem jarg\u00e3o.",
}, [
    E("O pre\u00e7o das casas vai mesmo descer?", None, None,
      "As taxas de juro baixaram, mas as rendas continuam a subir. Helena Lobato e Rui Carvalhal explicam o que "
      "dizem os n\u00fameros, na vers\u00e3o podcast do programa emitido na SIC Not\u00edcias a 11 de mar\u00e7o."),
    E("Sal\u00e1rios, impostos e o que sobra no fim do m\u00eas", None, None,
      "As novas tabelas de reten\u00e7\u00e3o j\u00e1 est\u00e3o em vigor.\n\n"
      "Quanto ganha, afinal, quem recebe o sal\u00e1rio m\u00ednimo? As contas feitas em direto."),
    E("A bolsa de Lisboa num ano agitado", None, None,
      "Energia, bancos e retalho: os setores que mais mexeram no PSI."),
    E("Poupan\u00e7a: certificados ou dep\u00f3sitos?", None, None, ""),
    E("O turismo bate recordes, e depois?", None, None,
      "Mais visitantes, mais receitas e mais press\u00e3o sobre as cidades. Emitido na SIC Not\u00edcias a 18 de "
      "fevereiro."),
], sic_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout42-webflow-brand-notes", "generic", "2025-03-14", {
    "title": "Brand Notes",
    "agency": "Northbeam Studio",
    "description": "Conversations about branding, design and running a small studio, from the team at Northbeam. New "
                   "episodes every other Thursday.",
}, [
    E("Naming a company without losing your mind", "2025-03-13", 2280,
      "Shortlists, trademark searches and the client who loved option 47.", tag="Strategy"),
    E("What a logo can't do", "2025-02-27", 2880,
      "Why the logo is the smallest part of a brand.\n\n"
      "With a guest from a charity we rebranded last year.", tag="Design"),
    E("Pricing our work, honestly", "2025-02-13", None,
      "Day rates, fixed fees and what we learned from undercharging for three years.", tag="Studio life"),
    E("Workshops that don't feel like workshops", "2025-01-30", 1740, "", tag="Strategy"),
    E("Choosing a typeface for the long run", "2025-01-16", 2520,
      "Licences, variable fonts and a typeface that survived four redesigns.", tag="Typography"),
], webflow_agency, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout42-steady-stadtrand", "generic", "2025-03-14", {
    "title": "Stadtrand",
    "creator": "Stadtrand Audio",
    "description": "Der Podcast \u00fcber die R\u00e4nder unserer St\u00e4dte: Kleing\u00e4rten, Gewerbegebiete, Umgehungsstra\u00dfen. "
                   "Werde Mitglied und h\u00f6r jede Folge eine Woche fr\u00fcher \u2013 und die Bonusfolgen exklusiv.",
}, [
    E("Das Gewerbegebiet am Sonntag", "2025-03-13", 2467,
      "Leere Parkpl\u00e4tze, ein ge\u00f6ffneter Baumarkt und ein Imbiss, der nie schlie\u00dft."),
    E("Kleingarten mit Satzung", "2025-03-06", 3312,
      "Heckenh\u00f6he, Laubenordnung und ein Vereinsvorstand, der alles misst."),
    E("Bonus: Fragen der Mitglieder", "2025-02-27", None, "", locked=True),
    E("Die Umgehungsstra\u00dfe", "2025-02-20", 1998,
      "Wie eine Stra\u00dfe ein Dorf rettet und ein anderes leert. Karten und Fotos zur Folge gibt es im Blog (\u00d6ffnet in "
      "neuem Fenster)."),
    E("Letzte Haltestelle", "2025-02-13", 2875,
      "Wir fahren mit der Stra\u00dfenbahn bis zur Endstation.\n\n"
      "Dort wohnen Menschen, die seit vierzig Jahren auf den Ausbau der Linie warten."),
], steady_page, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 47. held-out, forty-third round: kicker, Radio Classique, esRadio, five papers, Google Sites, Carrd
# Written for a forty-third held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (the publisher's note on kicker's daily podcast, esRadio's audio items copied
# elsewhere, the Carlino's article on its local podcast, Rádio Comercial's morning segments) and what is a plausible
# layout.
from pagestyles import (  # noqa: E402
    carlino_podcast,
    carrd_podcaster,
    comercial_podcast,
    esradio_programa,
    fyens_podcast,
    google_sites_school,
    hd_podd,
    kicker_podcast,
    nd_podcast,
    radioclassique_podcast,
)

write("generic-heldout43-kicker-abpfiff", "generic", "2025-03-14", {
    "title": "Abpfiff",
    "time": "12:00",
    "description": "Der Fu\u00dfball-Podcast des kicker zur Mittagspause: Montag bis Freitag ordnen unsere Hosts mit "
                   "Reporterinnen und Reportern aus den Stadien die wichtigsten Themen aus Bundesliga, 2. Liga und "
                   "DFB-Pokal ein.",
}, [
    E("Wie gef\u00e4hrlich ist der Abstiegskampf f\u00fcr Bochum?", "2025-03-14", 960,
      "Drei Niederlagen in Serie, ein Trainer unter Druck: Unser Reporter aus Bochum \u00fcber die Stimmung an der "
      "Castroper Stra\u00dfe vor dem Kellerduell.", number=212),
    E("Der Wechsel-Poker um den Frankfurter Torj\u00e4ger", "2025-03-13", 1020,
      "Drei Klubs aus England sollen interessiert sein. Was ist dran, und wie plant die Eintracht ohne ihren "
      "Toptorj\u00e4ger?\n\n"
      "Au\u00dferdem: die Personalsorgen des FC Bayern vor dem Champions-League-R\u00fcckspiel.", number=211),
    E("Zweite Liga: Das Rennen um den Aufstieg wird eng", "2025-03-12", None,
      "F\u00fcnf Teams in vier Punkten. Unser Zweitliga-Experte sortiert das Spitzenfeld.", number=210),
    E("Nagelsmanns Kader f\u00fcr die Nations League", "2025-03-11", 900, "", number=209),
    E("Leverkusen nach dem Pokal-Aus: Was jetzt?", "2025-03-10", 1080,
      "Die Werkself ist raus, die Meisterschaft wird schwer. Eine Analyse mit unserem Reporter vor Ort.",
      number=208),
], kicker_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout43-radioclassique-une-oeuvre-une-histoire", "generic", "2025-03-13", {
    "title": "Une \u0153uvre, une histoire",
    "host": "Claire Vasseur",
    "description": "Chaque mercredi, Claire Vasseur raconte la naissance d'une grande \u0153uvre du r\u00e9pertoire : "
                   "les commandes, les brouillons, les premi\u00e8res rat\u00e9es et les triomphes inattendus.",
}, [
    E("Le Bol\u00e9ro de Ravel, une exp\u00e9rience qui a mal tourn\u00e9", "2025-03-12", 840,
      "Ravel le disait lui-m\u00eame : une \u0153uvre sans musique. Comment un exercice d'orchestration est devenu "
      "l'une des pages les plus jou\u00e9es au monde."),
    E("La Symphonie du Nouveau Monde, une lettre d'Am\u00e9rique", "2025-03-05", 1080,
      "En 1893, Dvo\u0159\u00e1k compose \u00e0 New York une symphonie pleine de nostalgie.\n\n"
      "Claire Vasseur revient sur la cr\u00e9ation au Carnegie Hall et sur les d\u00e9bats qu'elle a suscit\u00e9s."),
    E("Le Requiem de Mozart, une commande myst\u00e9rieuse", "2025-02-26", None,
      "Un messager inconnu, un commanditaire anonyme et une partition inachev\u00e9e."),
    E("Les Quatre Saisons, des sonnets en musique", "2025-02-19", 720, ""),
    E("Le Sacre du printemps, le scandale de 1913", "2025-02-12", 960,
      "Sifflets, cris et bagarre au Th\u00e9\u00e2tre des Champs-\u00c9lys\u00e9es : r\u00e9cit d'une soir\u00e9e qui a "
      "chang\u00e9 la musique."),
], radioclassique_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout43-esradio-tiempo-de-historia", "generic", "2025-03-10", {
    "title": "Tiempo de Historia",
    "slot": "S\u00e1bados de 20:00 a 21:00 h",
    "description": "Luis Carrasco y sus colaboradores repasan cada s\u00e1bado un episodio de la historia de Espa\u00f1a "
                   "con historiadores invitados, documentos de archivo y un poco de humor.",
}, [
    E("Tiempo de Historia: la batalla de Lepanto", "2025-03-08", 3134,
      "Luis Carrasco repasa con el historiador Javier Molina la mayor batalla naval de su siglo y el papel de Don "
      "Juan de Austria. S\u00e1bado 8 de marzo de 2025."),
    E("Tiempo de Historia: los comuneros de Castilla", "2025-03-01", 3421,
      "La revuelta de las ciudades castellanas contra Carlos I y la derrota de Villalar.\n\n"
      "En la segunda parte, las cartas de Mar\u00eda Pacheco. S\u00e1bado 1 de marzo de 2025."),
    E("Tiempo de Historia: el mot\u00edn de Esquilache", "2025-02-22", None,
      "Capas, sombreros y el pan caro: Madrid se levanta en 1766. S\u00e1bado 22 de febrero de 2025."),
    E("Tiempo de Historia: la Constituci\u00f3n de 1812", "2025-02-15", 3287, ""),
    E("Tiempo de Historia: Blas de Lezo y Cartagena de Indias", "2025-02-08", 3512,
      "El asedio de 1741 contado con los diarios de los dos bandos. S\u00e1bado 8 de febrero de 2025."),
], esradio_programa, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout43-carlino-sotto-le-torri", "generic", "2025-03-14", {
    "title": "Sotto le Torri",
    "description": "Il podcast della redazione di Bologna del Carlino: ogni giorno, dal luned\u00ec al venerd\u00ec, i "
                   "nostri cronisti raccontano personaggi, storie e curiosit\u00e0 della citt\u00e0 con i loro ospiti.",
}, [
    E("Il mercato delle Erbe cambia volto", "2025-03-14", 581,
      "Nuovi banchi, vecchi commercianti e un quartiere che si interroga sul futuro del mercato coperto.",
      byline="Benedetta Galli"),
    E("La Bologna di Lucio Dalla, strada per strada", "2025-03-13", 644,
      "Dalla casa di via D'Azeglio alla Piazza Grande: un giro con chi lo ha conosciuto.\n\n"
      "Con la partecipazione di un amico d'infanzia del cantautore.", byline="Marco Ferri"),
    E("Portici Unesco: chi paga la manutenzione?", "2025-03-12", 712,
      "Condomini, Comune e Soprintendenza: il nodo dei costi spiegato dal nostro cronista.",
      byline="Luca Orsini"),
    E("Il Bologna e la notte di Champions", "2025-03-11", None,
      "I tifosi rossobl\u00f9 raccontano la trasferta pi\u00f9 lunga della loro vita.", byline="Gianni Marchetti"),
    E("Tortellini, la disputa della ricetta", "2025-03-10", 598, "", byline="Benedetta Galli"),
    E("Il canale di Reno e la Bologna dell'acqua", "2025-03-07", 755,
      "Sotto le strade scorre ancora una citt\u00e0 nascosta. Una guida ci porta alla Finestrella di via Piella.",
      byline="Marco Ferri"),
], carlino_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout43-nd-geloof-in-gesprek", "generic", "2025-03-15", {
    "title": "Geloof in gesprek",
    "description": "In Geloof in gesprek praten redacteuren van het Nederlands Dagblad met gasten over geloof, kerk en "
                   "samenleving. Elke vrijdag een nieuwe aflevering, gepresenteerd door Esther van Dijk.",
}, [
    E("Waarom jongeren weer naar de kerk gaan", "2025-03-14", 2040,
      "Steeds meer twintigers zoeken een gemeente. Wat trekt hen, en wat vragen ze van de kerk?"),
    E("Het kerkgebouw als dorpshuis", "2025-03-07", 2580,
      "In Groningen krijgen lege kerken een nieuwe bestemming. Een predikant en een wethouder over wat er "
      "verloren gaat.\n\n"
      "Met reacties van lezers uit Friesland en Drenthe."),
    E("Vasten in de veertigdagentijd", "2025-02-28", None,
      "Van chocolade tot sociale media: hoe vasten christenen vandaag?"),
    E("Zorg om de dominee: werkdruk in de pastorie", "2025-02-21", 1860, ""),
    E("Geloven op de werkvloer", "2025-02-14", 2280,
      "Mag je bidden op je werk? Een jurist en een ondernemer over geloof en werk."),
], nd_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout43-fyens-fynske-spor", "generic", "2025-03-13", {
    "title": "Fynske spor",
    "time": "5:00",
    "description": "Fyens Stiftstidendes podcast om de historier, der har sat spor p\u00e5 Fyn. Hver onsdag tager "
                   "journalist Mette Holm lytterne med til et sted, en sag eller et menneske.",
}, [
    E("Branden p\u00e5 Odense Staalskibsv\u00e6rft", "2025-03-12", 1920,
      "I 1987 br\u00e6ndte en af v\u00e6rftets haller. Tidligere ansatte fort\u00e6ller om natten, der \u00e6ndrede alt."),
    E("Manden der byggede Egeskov om", "2025-03-05", 2280,
      "Slottet p\u00e5 Midtfyn har skiftet udseende flere gange.\n\n"
      "En historiker fort\u00e6ller om den godsejer, der gjorde det til et bes\u00f8gssted."),
    E("Da Lilleb\u00e6ltsbroen blev \u00e5bnet", "2025-02-26", None,
      "Fynboernes f\u00f8rste tur over b\u00e6ltet uden f\u00e6rge."),
    E("Svendborgs sidste f\u00e6rgemand", "2025-02-19", 1560, ""),
    E("H.C. Andersens Odense, som han aldrig s\u00e5 den", "2025-02-12", 2100,
      "En byvandring med en guide, der kender forskellen p\u00e5 eventyret og virkeligheden."),
], fyens_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout43-hd-sundsnack", "generic", "2026-01-03", {
    "title": "Sundsnack",
    "time": "06.00",
    "description": "HD:s n\u00f6jespodd om allt som h\u00e4nder i och runt Helsingborg: konserter, krogar, kultur och "
                   "veckans snackisar. Med Anna Lindstr\u00f6m och Johan Persson fr\u00e5n n\u00f6jesredaktionen.",
}, [
    E("Det h\u00e4r h\u00e4nder i Helsingborg 2026", "2026-01-02", 2280,
      "Nya scener, stora konserter och festivalen som flyttar. Vi g\u00e5r igenom \u00e5rets n\u00f6jeskalender."),
    E("\u00c5rets b\u00e4sta och s\u00e4msta i n\u00f6jes-Helsingborg", "2025-12-30", 1800,
      "Anna och Johan delar ut sina egna priser.\n\n"
      "Dessutom: lyssnarnas r\u00f6ster om \u00e5rets konsert."),
    E("Julbord p\u00e5 Sofiero och andra traditioner", "2025-12-23", 2520,
      "Vi testar tre julbord i nordv\u00e4stra Sk\u00e5ne och pratar om varf\u00f6r vi \u00e4ter samma mat varje \u00e5r."),
    E("Lucia i K\u00e4rnan och veckans tips", "2025-12-19", None,
      "Veckans evenemang, fr\u00e5n luciakonsert till nytt julspel p\u00e5 stadsteatern."),
    E("Krogarna som st\u00e4nger och de som \u00f6ppnar", "2025-12-16", 2100, ""),
], hd_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout43-radiocomercial-conversas-de-elevador", "generic", "2025-03-12", {
    "title": "Conversas de Elevador",
    "description": "Todas as ter\u00e7as-feiras, nas Manh\u00e3s da Comercial, o humorista Tiago Ramos imagina as "
                   "conversas mais constrangedoras entre dois andares. Agora tamb\u00e9m em podcast.",
}, [
    E("O vizinho que faz obras ao domingo", "2025-03-11", 462,
      "Entre o 3.\u00ba esquerdo e o r\u00e9s-do-ch\u00e3o h\u00e1 tempo para discutir berbequins, azulejos e o direito ao "
      "descanso."),
    E("A reuni\u00e3o de condom\u00ednio", "2025-03-04", 515,
      "A administradora tem uma proposta para pintar o pr\u00e9dio.\n\n"
      "Ningu\u00e9m concorda com a cor."),
    E("O estafeta perdido", "2025-02-25", None,
      "Uma pizza, duas moradas e um elevador que n\u00e3o para no 5.\u00ba andar."),
    E("O c\u00e3o do 7.\u00ba direito", "2025-02-18", 437, ""),
    E("Subir com o sogro", "2025-02-11", 498,
      "Seis andares, nenhum assunto e um sogro que quer saber quando h\u00e1 netos."),
], comercial_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout43-googlesites-ridgeline-radio", "generic", "2025-03-14", {
    "title": "Ridgeline Radio",
    "school": "Maple Ridge Middle School",
    "address": "Maple Ridge Middle School \u00b7 4410 Ridge Road \u00b7 Hollis, OR 97301",
    "description": "Ridgeline Radio is the student podcast of Ms. Alvarez's 7th grade ELA classes. Students research, "
                   "write, record and edit every episode. New episodes every other Monday during the school year.",
}, [
    E("Our School Garden Project", "2025-03-10", 872,
      "Room 114 visits the new raised beds behind the gym and interviews Mr. Chen about what grows in Oregon in "
      "March."),
    E("Ask a Librarian: How to Spot Fake News", "2025-02-24", 1105,
      "Our librarian Mrs. Patel explains how to check a source in three steps.\n\n"
      "Students then test their skills on real headlines."),
    E("Lunchroom Debate: Pizza Friday", "2025-02-10", None,
      "Should Pizza Friday become Pizza Every Day? Two teams argue it out."),
    E("Meet the Custodians", "2025-01-27", 763, ""),
    E("What We Learned at the Science Fair", "2025-01-13", 941,
      "Winners and runners-up talk about volcanoes, plant growth and one very smelly experiment."),
], google_sites_school, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout43-carrd-halfway-home", "generic", "2025-03-14", {
    "title": "Halfway Home",
    "tagline": "A podcast about starting over in the middle of your life.",
    "email": "hello@halfwayhomepod.com",
    "description": "I'm Dana Whitfield. At 44 I quit my job, sold my house and went back to school. Every other week "
                   "I talk with someone who changed course halfway through and lived to tell about it.",
}, [
    E("The nurse who became a carpenter", "2025-03-04", 3120,
      "After twenty years on night shifts, Renee picked up a hammer. We talk about apprenticeships at 45 and "
      "learning to be bad at something again.", number=48),
    E("Moving countries with two teenagers", "2025-02-18", 2700,
      "Mark and Sofia moved from Ohio to Portugal last year.\n\n"
      "What they would do differently, and what their kids really think.", number=47),
    E("Listener mail: am I too old for grad school?", "2025-02-04", None,
      "Short answer: no. Long answer: this episode.", number=46),
    E("A year of no plan", "2025-01-21", 2280, "", number=45),
    E("The lawyer who opened a bakery", "2025-01-07", 3360,
      "Sourdough, bank loans and the day Priya realized she missed nothing about court.", number=44),
], carrd_podcaster, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 48. held-out, forty-fourth round: the Abendblatt, La Croix, Heraldo, Il Gazzettino, the AD, four others, Bludit
# Written for a forty-fourth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (the Abendblatt's episode articles, La Croix's seasons, the AD's column on its
# podcasts, the Jornal Económico's episode article, Bludit themes' source) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    abendblatt_podcast,
    ad_podcast,
    bludit_blog,
    gazzettino_podcast,
    heraldo_podcast,
    je_podcast,
    lacroix_podcast,
    nettavisen_podkast,
    savon_podcast,
    vimeo_showcase,
)

write("generic-heldout44-abendblatt-hamburg-am-abend", "generic", "2025-03-14", {
    "title": "Hamburg am Abend",
    "time": "17:00",
    "description": "Der t\u00e4gliche Nachrichten-Podcast des Hamburger Abendblatts: Montag bis Freitag um 17 Uhr sprechen "
                   "unsere Redakteurinnen und Redakteure in einer Viertelstunde \u00fcber alles, was in der Stadt wichtig "
                   "ist \u2013 und wichtig wird.",
}, [
    E("Elbtower: Wer baut jetzt weiter?", "2025-03-13", 1002,
      "Ein Investor meldet sich, der Senat schweigt. Unser Wirtschaftsreporter \u00fcber die Zukunft der Bauruine an den "
      "Elbbr\u00fccken."),
    E("Hafengeburtstag ohne Kreuzfahrtriesen?", "2025-03-12", 917,
      "Die Reedereien sagen ab, die Veranstalter planen um. Was bleibt vom gr\u00f6\u00dften Hafenfest der Welt?\n\n"
      "Au\u00dferdem: der Leserbrief des Tages und ein Kulturtipp f\u00fcrs Wochenende. Viel Spa\u00df beim H\u00f6ren!"),
    E("Der HSV und die Angst vor dem Fr\u00fchling", "2025-03-11", None,
      "Tabellenf\u00fchrer und trotzdem nerv\u00f6s: Unser Sportreporter \u00fcber die Stimmung im Volkspark."),
    E("Busspuren, Radwege, Parkpl\u00e4tze: Der Streit um die Stresemannstra\u00dfe", "2025-03-10", 1085, ""),
    E("Warum Hamburgs Schulen Lehrkr\u00e4fte aus Spanien holen", "2025-03-07", 964,
      "Die Schulbeh\u00f6rde wirbt im Ausland an. Eine Lehrerin aus Valencia erz\u00e4hlt von ihren ersten Wochen in "
      "Wilhelmsburg."),
], abendblatt_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout44-lacroix-croire-aujourdhui", "generic", "2025-03-13", {
    "title": "Croire aujourd'hui",
    "time": "06:00",
    "description": "Le podcast de La Croix sur la foi dans la vie de tous les jours. Dans cette septi\u00e8me saison, \u00ab "
                   "Le travail et la foi \u00bb, des croyants de toutes confessions racontent comment leur m\u00e9tier "
                   "nourrit leur vie spirituelle, et inversement.",
}, [
    E("Une infirmi\u00e8re de nuit et la pri\u00e8re des heures", "2025-03-12", 1080,
      "Entre deux gardes \u00e0 l'h\u00f4pital de Lyon, Claire a trouv\u00e9 dans les offices un rythme qui la tient debout.",
      season=7, number=4),
    E("Le boulanger qui ferme le vendredi", "2025-03-05", 960,
      "Youssef tient une boulangerie \u00e0 Roubaix. Il raconte le jour de pri\u00e8re, les clients et les comptes.\n\n"
      "Avec le regard d'un sociologue des religions sur le travail ind\u00e9pendant.", season=7, number=3),
    E("Rabbin et informaticien", "2025-02-26", None,
      "Comment concilier l'\u00e9tude, le shabbat et les mises en production du vendredi soir ?", season=7, number=2),
    E("Agricultrice, entre la terre et le ciel", "2025-02-19", 1140, "", season=7, number=1),
    E("Bande-annonce : Le travail et la foi", "2025-02-12", 120,
      "Six croyants, six m\u00e9tiers, une m\u00eame question : que fait la foi au travail ?", season=7,
      etype="trailer"),
], lacroix_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout44-heraldo-cierzo", "generic", "2025-03-14", {
    "title": "Cierzo",
    "time": "06:00",
    "description": "El podcast semanal de HERALDO sobre lo que se habla en Arag\u00f3n. Cada viernes, Marta Lasheras y "
                   "los periodistas de la redacci\u00f3n repasan la actualidad de Zaragoza, Huesca y Teruel con invitados.",
}, [
    E("La ampliaci\u00f3n del aeropuerto y el futuro de la carga", "2025-03-14", 1455,
      "Zaragoza ya es el segundo aeropuerto de carga de Espa\u00f1a. Hablamos con un experto en log\u00edstica sobre lo que "
      "viene."),
    E("Pueblos que recuperan la escuela", "2025-03-07", 1722,
      "En el Pirineo oscense, tres localidades reabren sus aulas gracias a nuevas familias.\n\n"
      "En la segunda parte, el alcalde de uno de ellos cuenta c\u00f3mo se consigui\u00f3."),
    E("El Real Zaragoza, contra las cuerdas", "2025-02-28", None,
      "Tres derrotas seguidas y la afici\u00f3n, inquieta. Nuestro periodista de deportes analiza la situaci\u00f3n."),
    E("Teruel Existe, seis a\u00f1os despu\u00e9s", "2025-02-21", 1538, ""),
    E("La nieve que no llega a las estaciones", "2025-02-14", 1320,
      "Ca\u00f1ones de nieve, temporada corta y empleo en el aire: as\u00ed vive el valle de Tena un invierno seco."),
], heraldo_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout44-gazzettino-laguna-e-dintorni", "generic", "2025-03-14", {
    "title": "Laguna e dintorni",
    "time": "06:30",
    "description": "Il podcast del Gazzettino che racconta Venezia, Mestre e il Nordest: ogni gioved\u00ec i nostri cronisti "
                   "portano al microfono le storie della settimana, dalla laguna alle Dolomiti.",
}, [
    E("Il ticket d'accesso, un anno dopo", "2025-03-13", 840,
      "Quanto ha incassato il Comune e quanti turisti in meno? I numeri e le voci dei residenti.", city="VENEZIA"),
    E("Le vetrerie di Murano e il prezzo del gas", "2025-03-06", 1020,
      "Tre fornaci hanno spento i forni quest'inverno.\n\n"
      "Un maestro vetraio racconta cosa significa ricominciare.", city="MURANO"),
    E("Il tram di Mestre compie vent'anni", "2025-02-27", None,
      "Dalle polemiche dei cantieri ai passeggeri di oggi: storia di una linea.", city="MESTRE"),
    E("Cortina, i cantieri olimpici sotto la neve", "2025-02-20", 780, "", city="CORTINA"),
    E("Padova e la sua universit\u00e0 di ottocento anni", "2025-02-13", 900,
      "Studenti, affitti e una citt\u00e0 che cambia intorno al Bo.", city="PADOVA"),
], gazzettino_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout44-ad-het-verdwenen-dorp", "generic", "2025-03-14", {
    "title": "Het verdwenen dorp",
    "time": "06:00",
    "description": "In 1953 verdween het dorpje Oudeland onder het water. Verslaggever Sanne de Graaf van het AD zoekt "
                   "in zes afleveringen de laatste bewoners op en ontdekt wat er echt gebeurde in de nacht van de "
                   "ramp.",
}, [
    E("De laatste brief", "2025-03-14", 1980,
      "Een brief uit 1953 die nooit is bezorgd, brengt Sanne bij een familie in Zierikzee.", number=5),
    E("Het gemaal", "2025-03-07", 2160,
      "Waarom draaide de pomp niet? Een oud-machinist vertelt voor het eerst zijn verhaal.\n\n"
      "Met archiefgeluid van het Watersnoodmuseum.", number=4),
    E("De kerk op de dijk", "2025-02-28", None,
      "De enige plek die droog bleef, en de mensen die er twee dagen wachtten.", number=3),
    E("Wie waarschuwde het dorp?", "2025-02-21", 1860, "", number=2),
    E("Oudeland", "2024-12-19", 1500,
      "Een foto op zolder en een dorp dat op geen enkele kaart meer staat.", number=1),
], ad_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout44-nettavisen-maktpraten", "generic", "2025-03-14", {
    "title": "Maktpraten",
    "time": "06:00",
    "description": "Nettavisens politiske podkast. Hver torsdag snakker kommentator Ingrid Hauge og politisk "
                   "journalist Erik Solberg om ukens viktigste saker p\u00e5 Stortinget og i regjeringen, med gjester "
                   "fra alle partier.",
}, [
    E("Str\u00f8mst\u00f8tten som ingen vil ta ansvar for", "2025-03-13", 2820,
      "Regjeringen lover billigere str\u00f8m, opposisjonen vil ha fastpris. Hvem har egentlig en plan?"),
    E("Budsjettforhandlinger i hemmelighet", "2025-03-06", 3180,
      "Hva skjer bak lukkede d\u00f8rer i finanskomiteen?\n\n"
      "En tidligere statssekret\u00e6r forteller hvordan budsjettet egentlig blir til."),
    E("Partiet som forsvant fra m\u00e5lingene", "2025-02-27", None,
      "En gang st\u00f8rst i Nord-Norge, n\u00e5 under sperregrensen. Hva gikk galt?"),
    E("Valgkampen har allerede begynt", "2025-02-20", 2400, ""),
    E("Forsvarsmilliardene: Hvor g\u00e5r pengene?", "2025-02-13", 3540,
      "Norge bruker mer enn noen gang p\u00e5 forsvar. Vi f\u00f8lger pengene fra Stortinget til Setermoen."),
], nettavisen_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout44-savonsanomat-savon-kuulumiset", "generic", "2026-01-02", {
    "title": "Savon kuulumiset",
    "time": "6:00",
    "description": "Savon Sanomien podcast kertoo, mit\u00e4 Kuopiossa ja Pohjois-Savossa puhutaan. Toimittajat Anni "
                   "Hyv\u00f6nen ja Juha Kettunen keskustelevat viikon puheenaiheista vieraidensa kanssa.",
}, [
    E("Vuosi 2026 Kuopiossa: t\u00e4m\u00e4 muuttuu", "2026-01-01", 2040,
      "Uusi uimahalli, kaavoitus ja bussilinjat. K\u00e4ymme l\u00e4pi, mit\u00e4 uusi vuosi tuo kaupunkilaisille."),
    E("Vuoden kohokohdat ja pettymykset", "2025-12-30", 2460,
      "Anni ja Juha valitsevat vuoden tapahtumat.\n\n"
      "Lis\u00e4ksi kuulijoiden ehdotukset vuoden savolaiseksi."),
    E("Joulu Puijolla ja perinteiden muutos", "2025-12-23", None,
      "Miten kuopiolaiset viett\u00e4v\u00e4t joulua nyt, ja mit\u00e4 perinteist\u00e4 on j\u00e4\u00e4nyt j\u00e4ljelle?"),
    E("KalPa ja joulutauon tunnelmat", "2025-12-19", 1860, ""),
    E("Kauppahallin uusi el\u00e4m\u00e4", "2025-12-16", 2220,
      "Remontin j\u00e4lkeen kauppahalli her\u00e4si eloon. Kauppiaat kertovat ensimm\u00e4isest\u00e4 syksyst\u00e4."),
], savon_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout44-je-contas-a-vista", "generic", "2025-03-15", {
    "title": "Contas \u00e0 Vista",
    "time": "17h00",
    "description": "O podcast de economia do JE. Todas as sextas-feiras, a economista Rita Amaral e o jornalista Pedro "
                   "Castanheira explicam os n\u00fameros da semana, dos juros ao Or\u00e7amento do Estado, com um convidado.",
}, [
    E("Juros a descer, casas a subir. Ou\u00e7a o podcast de economia \u201cContas \u00e0 Vista\u201d", "2025-03-14", 1907,
      "O BCE cortou outra vez as taxas, mas os pre\u00e7os da habita\u00e7\u00e3o n\u00e3o d\u00e3o tr\u00e9guas. Nesta edi\u00e7\u00e3o, "
      "falamos com um economista do Banco de Portugal."),
    E("O excedente que ningu\u00e9m sente. Ou\u00e7a o podcast de economia \u201cContas \u00e0 Vista\u201d", "2025-03-07", 2218,
      "As contas p\u00fablicas fecharam com excedente.\n\n"
      "Porque \u00e9 que os servi\u00e7os p\u00fablicos continuam sob press\u00e3o? Rita Amaral e Pedro Castanheira explicam."),
    E("Tarifas americanas e o vinho do Porto. Ou\u00e7a o podcast de economia \u201cContas \u00e0 Vista\u201d", "2025-02-28",
      None, "O que est\u00e1 em jogo para as exporta\u00e7\u00f5es portuguesas se Washington avan\u00e7ar com novas tarifas."),
    E("Sal\u00e1rios m\u00ednimos e m\u00e9dios. Ou\u00e7a o podcast de economia \u201cContas \u00e0 Vista\u201d", "2025-02-21", 1765, ""),
    E("A TAP outra vez \u00e0 venda. Ou\u00e7a o podcast de economia \u201cContas \u00e0 Vista\u201d", "2025-02-14", 2034,
      "Quem est\u00e1 interessado, quanto vale a companhia e o que ganha o Estado com a privatiza\u00e7\u00e3o."),
], je_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout44-vimeo-workbench-talks", "generic", "2025-03-14", {
    "title": "Workbench Talks",
    "owner": "Cedar & Pine Studio",
    "description": "A video podcast about furniture making, hand tools and the business of a one-person shop. New "
                   "episodes every other Wednesday, filmed in our workshop in Asheville, North Carolina.",
}, [
    E("Ep. 24 \u2013 Building a shaker side table, start to finish", None, 3492,
      "Milling, joinery and finish in one long session. We also answer your questions about drawer runners."),
    E("Ep. 23 \u2013 Pricing custom work without losing your mind", None, 2745,
      "How we quote a commission, what we charge for design time, and the job we lost by pricing too low.\n\n"
      "With guest Dana Ruiz of Ruiz Woodworks."),
    E("Ep. 22 \u2013 Sharpening: the 10-minute routine", None, None,
      "Stones, strops and the one jig we still use."),
    E("Ep. 21 \u2013 Shop tour 2025", None, 1918, ""),
    E("Ep. 20 \u2013 Live-edge slabs: hype or craft?", None, 3120,
      "Sourcing, drying and stabilizing slabs, with a sawyer from the Blue Ridge."),
], vimeo_showcase, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout44-bludit-the-allotment-hour", "generic", "2025-03-14", {
    "title": "The Allotment Hour",
    "tagline": "Two neighbours, one muddy plot and a microphone",
    "description": "Two neighbours, one muddy plot and a microphone",
}, [
    E("Episode 31: Chitting potatoes and other spring rituals", "2025-03-12", 2825,
      "Mags and Tom talk seed potatoes, the rhubarb forcing pot and why the shed finally got a new roof.",
      reading="2 minutes", comments="3 comments"),
    E("Episode 30: The slug summit", "2025-02-26", 3157,
      "Beer traps, copper tape and nematodes: we test them all and report back.\n\n"
      "Plus a listener question about raised beds on clay soil.", reading="3 minutes", comments="7 comments"),
    E("Episode 29: Seed swap special", "2025-02-12", None,
      "Recorded live at the Millbrook seed swap, so forgive the background chatter.",
      reading="1 minute", comments="0 comments"),
    E("Episode 28: Winter digging, or not", "2025-01-29", 2468, "", reading="1 minute", comments="2 comments"),
    E("Episode 27: Planning the year", "2025-01-15", 3605,
      "Crop rotation, a new greenhouse and the onions we will definitely grow better this time.",
      reading="2 minutes", comments="5 comments"),
], bludit_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 49. held-out, forty-fifth round: Rheinische Post, Sud Ouest, El Correo, five papers, Dailymotion, Canvas
# Written for a forty-fifth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (RP Online's podcast articles, El Correo's episode page, the FD's daily podcast
# pages, Nordjyske's articles, Dailymotion's video pages) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    canvas_course,
    dailymotion_channel,
    elcorreo_podcast,
    etc_podd,
    fd_podcast,
    negocios_podcast,
    nordjyske_podcast,
    rp_podcast,
    secolo_podcast,
    sudouest_podcast,
)

write("generic-heldout45-rp-niederrhein-nah", "generic", "2025-03-14", {
    "title": "Niederrhein nah",
    "time": "05:00",
    "description": "Der Podcast der Rheinischen Post f\u00fcr den Niederrhein: Jeden Donnerstag sprechen Katrin "
                   "Hoffmann und Reporterinnen und Reporter aus unseren Lokalredaktionen \u00fcber die Geschichten "
                   "zwischen Krefeld, Kleve und Wesel.",
}, [
    E("Warum in Kleve die Innenstadt leer steht", "2025-03-13", 2460,
      "Drei Gesch\u00e4fte haben allein im Februar aufgegeben. Unser Reporter aus Kleve \u00fcber Mieten, Parkpl\u00e4tze "
      "und eine Idee aus den Niederlanden."),
    E("Der Rhein ist zu niedrig \u2013 schon wieder", "2025-03-06", 1980,
      "Im M\u00e4rz f\u00fchrt der Rhein so wenig Wasser wie sonst im Sp\u00e4tsommer. Was das f\u00fcr die Binnenschiffer in "
      "Duisburg und Wesel bedeutet.\n\n"
      "Au\u00dferdem: warum die F\u00e4hre in Rees schon zweimal pausieren musste."),
    E("Karneval in Krefeld: die Bilanz", "2025-02-27", None,
      "Weniger Besucher, mehr Polizei und ein Zug, der wegen Sturm fast ausgefallen w\u00e4re."),
    E("Spargelbauern suchen Erntehelfer", "2025-02-20", 2220, ""),
    E("Ein Dorf wehrt sich gegen die Kiesgrube", "2025-02-13", 2700,
      "In Alpen sammeln B\u00fcrger Unterschriften gegen neue Baggerseen. Eine Reportage vom Ortsrand."),
], rp_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout45-sudouest-cote-quais", "generic", "2025-03-13", {
    "title": "Bordeaux, c\u00f4t\u00e9 quais",
    "time": "6h00",
    "description": "Chaque mercredi, la r\u00e9daction bordelaise de \u00ab Sud Ouest \u00bb raconte une histoire de la ville "
                   "et de ceux qui la font vivre. Pr\u00e9sent\u00e9 par Julie Lagarde.",
}, [
    E("Le pont Chaban-Delmas a 12 ans : ce qu'il a chang\u00e9", "2025-03-12", 1440,
      "Lev\u00e9es, embouteillages et nouveaux quartiers : retour sur un pont qui a d\u00e9plac\u00e9 le centre de "
      "gravit\u00e9 de la ville."),
    E("Les derniers bouquinistes des quais", "2025-03-05", 1680,
      "Ils \u00e9taient une vingtaine dans les ann\u00e9es 1990. Il en reste trois.\n\n"
      "Notre journaliste a pass\u00e9 une matin\u00e9e avec eux, entre deux averses."),
    E("Les Girondins en National 2 : une saison pour rien ?", "2025-02-26", None,
      "Le club tente de se reconstruire loin des projecteurs. Nos journalistes sportifs font le point."),
    E("La Garonne et le mascaret", "2025-02-19", 1260, ""),
    E("March\u00e9 des Capucins : la gal\u00e8re des commer\u00e7ants", "2025-02-12", 1560,
      "Travaux, loyers et concurrence des supermarch\u00e9s : le ventre de Bordeaux s'inqui\u00e8te."),
], sudouest_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout45-elcorreo-bizkaia-en-voz-baja", "generic", "2025-03-14", {
    "title": "Bizkaia en voz baja",
    "time": "06:00",
    "description": "Historias peque\u00f1as de gente an\u00f3nima de Bizkaia, contadas por los periodistas de EL CORREO. "
                   "Un episodio nuevo cada jueves.",
}, [
    E("La \u00faltima serora de Bermeo", "2025-03-13", 1440,
      "Durante cuarenta a\u00f1os Mari Carmen cuid\u00f3 la ermita de San Juan de Gaztelugatxe. Ahora cuenta lo que "
      "vio desde la escalera.", season=2, number=8),
    E("El taller de bicis de Zorrotza", "2025-03-06", 1620,
      "Un mec\u00e1nico jubilado arregla bicicletas gratis para los chavales del barrio.\n\n"
      "Su lista de espera ya llega hasta el verano.", season=2, number=7),
    E("Los guardas del puente colgante", "2025-02-27", None,
      "Turnos de noche en la barquilla que une Portugalete y Getxo.", season=2, number=6),
    E("Una maestra en Arratia", "2025-02-20", 1380, "", season=2, number=5),
    E("Cien a\u00f1os de la txokolateria de la calle Bidebarrieta", "2025-02-13", 1500,
      "Tres generaciones de la misma familia detr\u00e1s del mostrador del Casco Viejo.", season=2, number=4),
], elcorreo_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout45-secolo-caruggi", "generic", "2025-03-14", {
    "title": "Caruggi",
    "description": "Il podcast del Secolo XIX sui vicoli del centro storico di Genova: storie, botteghe e personaggi "
                   "raccontati dai nostri cronisti con la voce di Paolo Bruzzone.",
}, [
    E("La focacceria che apre alle quattro del mattino", "2025-03-14", 1320,
      "In via San Vincenzo il forno si accende prima di tutti. Siamo stati con i fornai durante il turno di notte."),
    E("Il porto antico trent'anni dopo l'Expo", "2025-03-12", 1560,
      "Dal 1992 a oggi: cosa \u00e8 rimasto della grande trasformazione voluta da Renzo Piano.\n\n"
      "Con le voci di chi ci lavorava prima dei cantieri."),
    E("La Lanterna vista da dentro", "2025-03-10", None,
      "Trecentosessantacinque gradini e un custode che conosce ogni crepa."),
    E("Botteghe storiche di via del Campo", "2025-03-07", 1140, ""),
    E("Il derby della Lanterna nei ricordi dei tifosi", "2025-03-05", 1680,
      "Genoa e Sampdoria raccontati da chi ha visto il primo derby al Ferraris dopo la guerra."),
], secolo_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout45-fd-de-beursbel", "generic", "2025-03-14", {
    "title": "De Beursbel",
    "time": "05:00",
    "description": "Begin je werkdag met De Beursbel, de dagelijkse podcast van Het Financieele Dagblad. In een kwartier "
                   "praten onze redacteuren je bij over bedrijven, beleggers en de economie.",
}, [
    E("De Beursbel: ASML waarschuwt voor exportregels", "2025-03-14", 840,
      "Nieuwe Amerikaanse eisen kunnen de Chinese omzet van de chipmachinemaker raken. Techredacteur Sanne Bakker "
      "legt uit wat er op het spel staat."),
    E("De Beursbel: waarom pensioenfondsen uit staatsobligaties stappen", "2025-03-13", 900,
      "Met de nieuwe pensioenwet verschuift de beleggingsmix van de grote fondsen.\n\n"
      "Lees ook: Pensioenfondsen verkopen voor miljarden aan Nederlandse staatsleningen"),
    E("De Beursbel: de huurmarkt krimpt verder", "2025-03-12", None,
      "Particuliere beleggers verkopen hun woningen. Woningmarktredacteur Joost Peeters over wie ze koopt."),
    E("De Beursbel: Schiphol en de nachtvluchten", "2025-03-11", 780, ""),
    E("De Beursbel: de ECB verlaagt de rente opnieuw", "2025-03-10", 960,
      "Wat betekent de zesde renteverlaging voor spaarders en huizenkopers? Macro-econoom Lisa de Graaf rekent het "
      "door."),
], fd_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout45-etc-grasrot", "generic", "2025-03-14", {
    "title": "Gr\u00e4srot",
    "description": "Dagens ETC:s podd om m\u00e4nniskorna som organiserar sig: fackklubbar, hyresg\u00e4ster, "
                   "klimataktivister och f\u00f6reningar. Med Sara Lindqvist och Amir Haddad. Nytt avsnitt varje torsdag.",
}, [
    E("Hyresg\u00e4sterna som stoppade renovr\u00e4kningen", "2025-03-13", 2280,
      "I G\u00e5rdsten gick grannarna ihop mot v\u00e4rdens planer. Vi tr\u00e4ffar dem som vann f\u00f6rhandlingen."),
    E("Facket p\u00e5 lagret", "2025-03-06", 2580,
      "Hur organiserar man en arbetsplats d\u00e4r h\u00e4lften \u00e4r inhyrda?\n\n"
      "Sara bes\u00f6ker en klubb i Eskilstuna som lyckades."),
    E("Skogen som byn k\u00f6pte", "2025-02-27", None,
      "En by i J\u00e4mtland samlade in pengar f\u00f6r att r\u00e4dda sin skog fr\u00e5n kalhygge."),
    E("Folkbildning i kris", "2025-02-20", 2040, ""),
    E("Cykelk\u00f6ket i Malm\u00f6", "2025-02-13", 2400,
      "En verkstad d\u00e4r alla f\u00e5r laga sin cykel gratis fyller tio \u00e5r."),
], etc_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout45-nordjyske-fjordsnak", "generic", "2026-01-03", {
    "title": "Fjordsnak",
    "time": "5.00",
    "description": "NORDJYSKEs podcast om livet omkring Limfjorden. Hver tirsdag og fredag tager journalist Rasmus "
                   "Kj\u00e6r lytterne med ud til de mennesker og steder, der fylder i Nordjylland.",
}, [
    E("Nyt\u00e5rsbadet i N\u00f8rresundby", "2026-01-02", 1860,
      "AALBORG: Over 400 badede i fjorden nyt\u00e5rsdag. Vi var med i vandet, og i saunaen bagefter."),
    E("\u00c5rets nordjyske historier", "2025-12-30", 2340,
      "Redaktionen ser tilbage p\u00e5 et \u00e5r med storme, AaB-nedtur og en ny bro over fjorden.\n\n"
      "Med lytternes egne bud p\u00e5 \u00e5rets nordjyde."),
    E("Juletr\u00e6er fra Rold Skov", "2025-12-23", None,
      "REBILD: Skovarbejderne har travlt til det sidste. Hvor kommer dit juletr\u00e6 egentlig fra?"),
    E("Fiskerne i Hirtshals f\u00e5r ny kvote", "2025-12-19", 1680, ""),
    E("Skagens malere og det s\u00e6rlige lys", "2025-12-16", 2100,
      "SKAGEN: En kunsthistoriker forklarer, hvorfor lyset p\u00e5 Grenen tiltrak malerne."),
], nordjyske_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout45-negocios-sala-de-mercados", "generic", "2025-03-13", {
    "title": "Sala de Mercados",
    "time": "07:00",
    "description": "Todas as quintas-feiras, os jornalistas do Neg\u00f3cios analisam o que mexeu com a bolsa de Lisboa e "
                   "com os mercados internacionais. Com Ana Sofia Marques e convidados.",
}, [
    E("A EDP e o fim dos lucros recorde", "2025-03-13", 1620,
      "A el\u00e9trica apresentou contas e os investidores n\u00e3o gostaram. O que vem a seguir para o PSI?"),
    E("Os bancos portugueses e a descida dos juros", "2025-03-06", 1860,
      "Margens a encolher, dividendos a crescer.\n\n"
      "Um analista explica se ainda vale a pena comprar a\u00e7\u00f5es da banca."),
    E("Ouro em m\u00e1ximos hist\u00f3ricos", "2025-02-27", None,
      "Porque \u00e9 que os bancos centrais est\u00e3o a comprar ouro como nunca."),
    E("As tarifas de Trump e as exporta\u00e7\u00f5es portuguesas", "2025-02-20", 1500, ""),
    E("Dep\u00f3sitos a prazo ou certificados de aforro?", "2025-02-13", 1740,
      "Com as taxas a descer, onde p\u00f4r as poupan\u00e7as. Respondemos \u00e0s perguntas dos leitores."),
], negocios_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout45-dailymotion-le-comptoir-des-idees", "generic", "2025-03-14", {
    "title": "Le Comptoir des Id\u00e9es",
    "handle": "@lecomptoirdesidees",
    "followers": "3,4 k abonn\u00e9s",
    "hours": 5,
    "description": "Le podcast qui refait le monde au comptoir, chaque vendredi, avec Thomas Reynaud et Na\u00efma "
                   "Belkacem. Retrouvez toutes les \u00e9missions en vid\u00e9o.",
}, [
    E("Faut-il encore avoir une voiture en ville ?", "2025-03-14", 2467, ""),
    E("Hors-s\u00e9rie : on r\u00e9pond \u00e0 vos questions", "2025-03-12", 1124, ""),
    E("La semaine de quatre jours, vraie bonne id\u00e9e ?", "2025-03-07", 3735, ""),
    E("Les r\u00e9seaux sociaux rendent-ils malheureux ?", "2025-02-28", 2893, ""),
    E("Peut-on encore se loger \u00e0 Paris ?", "2025-02-21", 3128, ""),
], dailymotion_channel, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout45-canvas-atlantic-world", "generic", "2025-03-14", {
    "title": "Lecture Recordings",
    "code": "HIST 1120-002",
    "page": "Lecture Recordings",
    "description": "Recordings of our Tuesday and Thursday lectures are posted here within 24 hours. They are for "
                   "review only and do not replace attending class. If a recording is missing, email Dr. Okafor.",
}, [
    E("Lecture 18: The Haitian Revolution", "2025-03-13", 2892,
      "Saint-Domingue in 1791, Toussaint Louverture and why the revolution frightened every slaveholding power in "
      "the Atlantic."),
    E("Lecture 17: Revolutions in France and the Caribbean", "2025-03-11", None,
      "The Declaration of the Rights of Man and its limits in the colonies.\n\n"
      "Note: the first ten minutes have no audio. The slides are in Files > Lecture Slides."),
    E("Lecture 16: The American Revolution as an Atlantic event", "2025-03-06", 2955,
      "Sugar, tea and debt: why London's taxes looked different from Boston and from Kingston."),
    E("Lecture 15: Midterm review", "2025-03-04", 2718, ""),
    E("Lecture 14: Pirates, privateers and empire", "2025-02-27", 3012,
      "Who counted as a pirate, and who decided? Reading for Thursday: Rediker, chapter 3."),
], canvas_course, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 50. held-out, forty-sixth round: the StZ, Le Télégramme, Faro de Vigo, La Nazione, the LC, four others, Svbtle
# Written for a forty-sixth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Faro de Vigo's articles, La Nazione's article on its podcasts, Norran's podcast
# notice, ECO's listing pages) and what is a plausible layout. Faro de Vigo stands in for La Voz de Galicia, whose page
# generic-heldout29-* has.
from pagestyles import (  # noqa: E402
    eco_podcast,
    ess_podcast,
    faro_podcast,
    itromso_podcast,
    lc_podcast,
    nazione_podcast,
    norran_podcast,
    stz_podcast,
    svbtle_blog,
    telegramme_podcast,
)

write("generic-heldout46-stz-kesselgefluester", "generic", "2025-03-14", {
    "title": "Kesselgefl\u00fcster",
    "time": "06:00",
    "description": "Der Stadtpodcast der Stuttgarter Zeitung: Jeden Donnerstag sprechen Miriam Kugler und Tobias Renz "
                   "mit Kolleginnen und Kollegen aus der Lokalredaktion \u00fcber das, was Stuttgart bewegt.",
}, [
    E("Warum die Stadtbahn zum Flughafen schon wieder sp\u00e4ter kommt", "2025-03-13", 1860,
      "Die Verl\u00e4ngerung der U6 sollte l\u00e4ngst fertig sein. Unser Verkehrsreporter erkl\u00e4rt, woran es diesmal "
      "hakt."),
    E("Der Wasen im M\u00e4rz: Fr\u00fchlingsfest ohne Zelt?", "2025-03-06", 2280,
      "Ein Festwirt hat abgesagt, ein anderer will gr\u00f6\u00dfer bauen.\n\n"
      "Au\u00dferdem: Was die neue Sperrstunde f\u00fcr die Besucher bedeutet."),
    E("Mieten im Stuttgarter Westen", "2025-02-27", None,
      "Eine Familie sucht seit zwei Jahren eine gr\u00f6\u00dfere Wohnung. Wir haben sie bei Besichtigungen begleitet."),
    E("Der VfB und die Cannstatter Kurve", "2025-02-20", 2040, ""),
    E("Die Stäffele und ihre Paten", "2025-02-13", 1620,
      "Mehr als 400 Treppen hat die Stadt. Ehrenamtliche k\u00fcmmern sich um die sch\u00f6nsten."),
], stz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout46-telegramme-la-mer-en-face", "generic", "2025-03-14", {
    "title": "La mer en face",
    "time": "06h00",
    "description": "Chaque mercredi, les journalistes du T\u00e9l\u00e9gramme racontent la Bretagne tourn\u00e9e vers la mer : "
                   "p\u00eacheurs, marins, chercheurs et habitants du littoral. Pr\u00e9sent\u00e9 par Ga\u00eblle Le Bihan.",
}, [
    E("Au Guilvinec, la crie se vide", "2025-03-12", 1440,
      "Moins de bateaux, moins de poisson, moins d'acheteurs. Notre correspondante a pass\u00e9 une nuit sous la "
      "halle \u00e0 mar\u00e9e.", town="Le Guilvinec"),
    E("Les gardiens du phare d'Ar-Men", "2025-03-05", 1980,
      "Le \u00ab phare de l'enfer \u00bb n'a plus de gardien depuis 1990. Deux anciens racontent.\n\n"
      "Avec des archives sonores in\u00e9dites de l'INA.", town="\u00cele de Sein"),
    E("Brest 2028 : la f\u00eate maritime se pr\u00e9pare d\u00e9j\u00e0", "2025-02-26", None,
      "Trois ans avant, les organisateurs cherchent des b\u00e9n\u00e9voles et des vieux gr\u00e9ements.", town="Brest"),
    E("Les algues vertes reviennent-elles ?", "2025-02-19", 1560, "", town="Saint-Brieuc"),
    E("Lorient et ses sous-marins", "2025-02-12", 1680,
      "De la base de Keroman \u00e0 la Cit\u00e9 de la voile : comment une ville a v\u00e9cu avec ses bunkers.",
      town="Lorient"),
], telegramme_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout46-farodevigo-mareas", "generic", "2025-03-14", {
    "title": "Mareas",
    "time": "06:00",
    "host": "Marta Pi\u00f1eiro",
    "description": "El p\u00f3dcast de FARO DE VIGO sobre la r\u00eda y la gente que vive de ella. Cada jueves, Marta "
                   "Pi\u00f1eiro conversa con mariscadoras, armadores, cient\u00edficos y vecinos del \u00e1rea de Vigo.",
}, [
    E("Las mariscadoras de Arcade ante la peor campa\u00f1a", "2025-03-13", 1455,
      "La mortandad de berberecho deja a decenas de mujeres sin ingresos. Hablamos con la patrona mayor de la "
      "cofrad\u00eda."),
    E("El puerto de Vigo y el fin de los motores de gas\u00f3leo", "2025-03-06", 1722,
      "La electrificaci\u00f3n de los muelles avanza despacio.\n\n"
      "Un ingeniero de la Autoridad Portuaria explica los plazos y lo que cuesta cada atraque."),
    E("Las C\u00edes en invierno", "2025-02-27", None,
      "Sin turistas, el parque nacional es de los guardas y las gaviotas. Un d\u00eda con ellos."),
    E("Los astilleros de Bouzas buscan soldadores", "2025-02-20", 1318, ""),
    E("La flota de Marín y el Gran Sol", "2025-02-13", 2047,
      "Quince d\u00edas de marea en el Atl\u00e1ntico norte contados por un patr\u00f3n con cuarenta a\u00f1os a bordo."),
], faro_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout46-nazione-lungarno", "generic", "2025-03-14", {
    "title": "Lungarno",
    "host": "Laura Bini",
    "description": "Il podcast della Nazione sulle storie che scorrono lungo l'Arno: botteghe, quartieri e personaggi "
                   "di Firenze e della Toscana, raccontati dai cronisti del giornale.",
}, [
    E("L'ultimo battiloro dell'Oltrarno", "2025-03-13", 761,
      "In via Toscanella una bottega batte ancora l'oro a mano come nel Quattrocento. Siamo entrati a vedere come si "
      "fa.", city="FIRENZE"),
    E("Il Palio e i cavalli: la stagione comincia adesso", "2025-03-11", 934,
      "Le prime prove in pista, i fantini e le contrade.\n\n"
      "Con la voce di un veterinario che segue i cavalli da trent'anni.", city="SIENA"),
    E("Prato e il distretto tessile dopo la crisi", "2025-03-07", None,
      "Le aziende del cardato cercano giovani, ma i giovani non arrivano.", city="PRATO"),
    E("Il ponte Vespucci chiude per lavori", "2025-03-05", 598, "", city="FIRENZE"),
    E("La fiera antiquaria di Arezzo compie 57 anni", "2025-02-28", 1022,
      "Ogni primo fine settimana del mese Piazza Grande si riempie di banchi. Chi compra e chi vende.",
      city="AREZZO"),
], nazione_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout46-lc-het-friese-werk", "generic", "2025-03-14", {
    "title": "Het Friese werk",
    "time": "06:00",
    "description": "In Het Friese werk zoekt LC-verslaggever Sietske Hoekstra mensen op die Friesland draaiende "
                   "houden: van melkveehouder tot havenmeester. Elke week een nieuwe aflevering.",
}, [
    E("De laatste veerman van Ameland", "2025-03-14", 1860,
      "Dertig jaar voer Jan de boot tussen Holwerd en Nes. Vandaag zijn laatste dienst."),
    E("Melkveehouders en de stikstofregels", "2025-03-13", 2220,
      "Drie boeren uit de Friese W\u00e2lden over wat de nieuwe regels voor hun bedrijf betekenen.\n\n"
      "Met een reactie van de provincie."),
    E("Een dag bij de schaatsbaan in Heerenveen", "2025-03-07", None,
      "Achter de schermen van Thialf, waar het ijs elke nacht opnieuw wordt gemaakt."),
    E("De Elfstedentocht die niet kwam", "2025-02-28", 1500, ""),
    E("Kerst bij de reddingsbrigade", "2024-12-19", 1680,
      "Op kerstavond paraat op Terschelling. Hoe houd je een ploeg vrijwilligers bij elkaar?"),
], lc_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout46-itromso-nordlys-og-nyheter", "generic", "2025-03-14", {
    "title": "Nordlys og nyheter",
    "description": "iTroms\u00f8s ukentlige podkast om det som skjer i Troms\u00f8. Journalistene Kari Nilsen og Espen "
                   "Hansen tar deg med bak sakene. Ny episode hver torsdag.",
}, [
    E("Cruisetrafikken deler byen", "2025-03-13", 2280,
      "Over hundre anl\u00f8p er ventet i sommer. Vi m\u00f8ter dem som tjener penger, og dem som er lei.", number=24),
    E("TIL foran seriestart", "2025-03-06", 3840,
      "Ny trener, nye spillere og et nytt kunstgress p\u00e5 Alfheim.\n\n"
      "Sportsjournalist Ole Pedersen svarer p\u00e5 lytternes sp\u00f8rsm\u00e5l.", number=23),
    E("Nordlysturismen og vinterveiene", "2025-02-27", None,
      "Minibusser i gr\u00f8fta og turister uten piggdekk. Hva gj\u00f8r politiet?", number=22),
    E("Tromsdalstinden i m\u00f8rketida", "2025-02-20", 1980, "", number=21),
    E("Studentene som ikke finner bolig", "2025-02-13", 2100,
      "UiT vokser, men hyblene blir f\u00e6rre. Tre studenter forteller.", number=20),
], itromso_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout46-norran-norrut", "generic", "2025-03-14", {
    "title": "Norrut",
    "time": "06.00",
    "description": "Norrans podd om Skellefte\u00e5 i f\u00f6r\u00e4ndring. Varje torsdag pratar Johanna Lindgren med "
                   "reportrar och g\u00e4ster om jobben, bost\u00e4derna och m\u00e4nniskorna som flyttar hit.",
}, [
    E("Batterifabriken ett \u00e5r senare", "2025-03-13", 1920,
      "Vad h\u00e4nde med alla nya jobb? Vi har pratat med anst\u00e4llda, fack och kommunen."),
    E("Skellefte\u00e5 AIK inf\u00f6r slutspelet", "2025-03-06", 2520,
      "Sportreportern Lars Lindberg g\u00e5r igenom laget.\n\n"
      "Och en gammal lagkapten minns finalen 2013."),
    E("Sara kulturhus: fullt eller tomt?", "2025-02-27", None,
      "Tr\u00e4huset i centrum har blivit ett landm\u00e4rke. Men hur g\u00e5r det f\u00f6r biblioteket och scenen?"),
    E("Bostadsk\u00f6n i Skellefte\u00e5", "2025-02-20", 1680, ""),
    E("Inlandsbanan och resan s\u00f6derut", "2025-02-13", 2160,
      "Vi \u00e5ker med tidig morgon fr\u00e5n Storuman och pratar med dem som pendlar."),
], norran_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout46-ess-lahden-aanet", "generic", "2026-01-03", {
    "title": "Lahden \u00e4\u00e4net",
    "time": "6:00",
    "description": "Etel\u00e4-Suomen Sanomien podcast P\u00e4ij\u00e4t-H\u00e4meen ilmi\u00f6ist\u00e4. Toimittaja Jenni Laaksonen "
                   "keskustelee viikoittain vieraidensa kanssa Lahden ja l\u00e4hikuntien ajankohtaisista aiheista.",
}, [
    E("Uusi vuosi ja kaupungin talous", "2026-01-02", 2040,
      "Lahti aloittaa vuoden s\u00e4\u00e4st\u00f6listalla. Mit\u00e4 leikkaukset tarkoittavat kouluille ja kirjastoille?"),
    E("Vuoden 2025 puhutuimmat jutut", "2025-12-30", 2520,
      "Toimitus k\u00e4y l\u00e4pi vuoden luetuimmat uutiset.\n\n"
      "Mukana my\u00f6s lukijoiden \u00e4\u00e4nestyksen voittaja."),
    E("Joulu Salpausselällä", "2025-12-23", None,
      "Hyppyrim\u00e4ill\u00e4 valmistaudutaan talven kisoihin, vaikka lunta ei viel\u00e4 ole."),
    E("Pelicansin syksy", "2025-12-19", 1860, ""),
    E("Vesij\u00e4rven kunto", "2025-12-16", 2160,
      "Tutkija kertoo, miksi j\u00e4rven kunnostus kest\u00e4\u00e4 vuosikymmeni\u00e4."),
], ess_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout46-eco-conta-a-conta", "generic", "2025-03-14", {
    "title": "Conta a Conta",
    "description": "De duas em duas semanas, os jornalistas do ECO explicam as contas das empresas portuguesas: "
                   "resultados, d\u00edvidas e dividendos, com convidados do setor. Com Rita Carvalho.",
}, [
    E("\u201cOs bancos v\u00e3o ganhar menos, mas continuam a ganhar muito\u201d. Ou\u00e7a o podcast \u201cConta a Conta\u201d",
      "2025-03-13", None,
      "No novo epis\u00f3dio do podcast Conta a Conta, um analista explica o que a descida dos juros faz \u00e0s "
      "margens da banca.", author="Rita Carvalho"),
    E("A Galp depois do petr\u00f3leo da Nam\u00edbia", "2025-02-27", None,
      "A descoberta mudou o valor da empresa em bolsa.\n\n"
      "Neste epis\u00f3dio, ouvimos um gestor de fundos e um ex-administrador da petrol\u00edfera.",
      author="Rita Carvalho"),
    E("Retalho: quem ganha com a guerra de pre\u00e7os?", "2025-02-13", None, "", author="ECO"),
    E("\u201cA TAP vale mais do que em 2015\u201d. Ou\u00e7a o podcast \u201cConta a Conta\u201d", "2025-01-30", None,
      "A privatiza\u00e7\u00e3o volta \u00e0 agenda. Um especialista em avia\u00e7\u00e3o faz as contas.",
      author="Pedro Santos"),
    E("O que dizem as contas da EDP", "2025-01-16", None,
      "Lucros recorde e investimento nos Estados Unidos: os n\u00fameros explicados.", author="Rita Carvalho"),
], eco_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout46-svbtle-dry-stone-radio", "generic", "2025-03-14", {
    "title": "Dry Stone Radio",
    "tagline": "A podcast about walls, fields and the people who build them. By Tom Ashby.",
    "description": "Conversations with wallers, farmers and historians, recorded in the Yorkshire Dales. New episodes "
                   "every other Wednesday.",
}, [
    E("The waller who learned from his grandfather", "2025-03-12", 2467,
      "Harry has walled in Wensleydale for fifty years. We walked a length of his oldest wall and talked about "
      "the stones he still remembers placing.", kudos=41),
    E("Field barns and the people saving them", "2025-02-26", 3125,
      "There are over a thousand field barns in Swaledale, and most stand empty.\n\n"
      "A conservation officer explains what it takes to put one back in use.", kudos=27),
    E("Winter repairs", "2025-02-12", None,
      "A short one: a walk along a wall the frost has brought down, and a few notes on rebuilding it.", kudos=12),
    E("Listener questions, part two", "2025-01-29", 1892, "", kudos=9),
    E("Limestone, gritstone and the lie of the land", "2025-01-15", 2746,
      "A geologist on why the walls change colour as you cross the Dales.", kudos=33),
], svbtle_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 51. held-out, forty-seventh round: Main-Post, L'Alsace, Diario de Sevilla, five papers, Hostinger, Kajabi
# Written for a forty-seventh held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (the Main-Post's podcast overview pages, Diario de Sevilla's article on its Lent
# podcast, the AD's stamps on DPG Media's platform, the Jornal de Leiria's lists) and what is a plausible layout.
from pagestyles import (  # noqa: E402
    dds_podcast,
    fvn_podkast,
    gelderlander_podcast,
    hostinger_site,
    jleiria_podcast,
    jv_podcast,
    kajabi_course,
    lalsace_podcast,
    mainpost_podcast,
    unione_podcast,
)

write("generic-heldout47-mainpost-unterfranken-unterwegs", "generic", "2025-03-14", {
    "title": "Unterfranken unterwegs",
    "tagline": "Der Reise-Podcast der Main-Post",
    "photo": "Foto: Thomas Obermeier | Die Moderatorinnen Lisa Brand und Eva Reinhardt bei einer Aufnahme am Mainufer "
             "in Marktbreit.",
    "description": "Weinberge, Fachwerkd\u00f6rfer und vergessene Orte: Im kostenlosen Main-Post-Podcast \"Unterfranken "
                   "unterwegs\" besuchen Lisa Brand und Eva Reinhardt Menschen und Pl\u00e4tze in der Region.\n"
                   "Alle zwei Wochen erscheint eine neue Folge - jeweils am Mittwoch.",
}, [
    E("Folge 12: Die letzte Mainf\u00e4hre im Landkreis Kitzingen", "2025-03-12", 2280,
      "Seit 1951 pendelt die F\u00e4hre zwischen Segnitz und Marktbreit. F\u00e4hrmann Klaus Heim erz\u00e4hlt, warum er "
      "auch bei Hochwasser nicht ans Aufh\u00f6ren denkt."),
    E("Folge 11: Unterwegs mit dem Nachtw\u00e4chter von Iphofen", "2025-02-26", 2700,
      "Mit Laterne und Hellebarde durch die Gassen: Der Nachtw\u00e4chter kennt jede Geschichte hinter den Stadtmauern.\n\n"
      "Au\u00dferdem verraten H\u00f6rerinnen und H\u00f6rer ihre liebsten Orte im Steigerwald."),
    E("Folge 10: Im Winter auf der Wasserkuppe", "2025-02-12", None,
      "Segelflieger, Skilangl\u00e4ufer und ein H\u00fcttenwirt, der seit 30 Jahren jeden Morgen den Schnee misst."),
    E("Folge 9: Das Kloster, das ein Dorf rettete", "2025-01-29", 1920, ""),
    E("Folge 8: Weinlese im Januar? Der Eiswein von Randersacker", "2025-01-15", 2460,
      "Bei minus acht Grad lesen die Winzer die gefrorenen Trauben. Wir waren um f\u00fcnf Uhr morgens dabei."),
], mainpost_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout47-lalsace-voix-du-sundgau", "generic", "2025-03-14", {
    "title": "Les Voix du Sundgau",
    "time": "06:00",
    "description": "Chaque semaine, les journalistes de L'Alsace partent \u00e0 la rencontre de celles et ceux qui font "
                   "vivre le sud de l'Alsace, d'Altkirch \u00e0 Ferrette. Un podcast pr\u00e9sent\u00e9 par Camille Schmitt.",
}, [
    E("Le dernier sabotier de Ferrette", "2025-03-14", 840,
      "Dans son atelier, Bernard Walch taille encore des sabots \u00e0 la main. Il cherche un apprenti."),
    E("Carnaval de Mulhouse : dans les coulisses des cliques", "2025-03-13", 1260,
      "Costumes, fifres et tambours : trois mois de pr\u00e9paration pour un week-end de d\u00e9fil\u00e9.\n\n"
      "Avec les membres de la clique des Wackes, fid\u00e8le au rendez-vous depuis 1978."),
    E("Les \u00e9tangs du Sundgau et la carpe frite", "2025-03-10", None,
      "Pourquoi la carpe frite reste le plat du dimanche dans les auberges du Sundgau."),
    E("Parler alsacien en 2025", "2025-03-06", 1080, ""),
    E("La ligne Belfort-Delle renaît", "2025-02-27", 1020,
      "Fermée pendant quarante ans, la ligne ferroviaire transporte de nouveau des frontaliers vers la Suisse."),
], lalsace_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout47-diariodesevilla-cuaresma-en-voz-alta", "generic", "2025-03-29", {
    "title": "Cuaresma en voz alta",
    "time": "07:00",
    "description": "El podcast cofrade de Diario de Sevilla. Cada viernes de Cuaresma, hasta el Viernes de Dolores, "
                   "Rosario Marqu\u00e9s y Pilar Toscano repasan la actualidad de las hermandades y entrevistan a sus "
                   "protagonistas.",
}, [
    E("Los capataces j\u00f3venes: el relevo bajo los pasos", "2025-03-28", 1935,
      "Tres capataces menores de treinta a\u00f1os cuentan c\u00f3mo se ganaron el martillo y qu\u00e9 aprendieron de sus "
      "mayores."),
    E("Bordadoras: el oficio que viste la Semana Santa", "2025-03-21", 2187,
      "Visitamos un taller de la calle Feria donde se restaura un manto de 1890.\n\n"
      "Adem\u00e1s, la agenda de los cultos de la semana."),
    E("La M\u00fasica de cornetas y tambores", "2025-03-14", None,
      "Ensayos de madrugada en un pol\u00edgono de Dos Hermanas con una banda que estrena marcha este a\u00f1o."),
    E("Costaleros de tres generaciones", "2025-03-07", 2410, ""),
    E("Presentaci\u00f3n: as\u00ed ser\u00e1 esta Cuaresma", "2025-03-05", 754,
      "Las dos periodistas presentan la temporada y los temas que marcar\u00e1n el camino hacia la Semana Mayor."),
], dds_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout47-unionesarda-voci-di-sardegna", "generic", "2025-03-14", {
    "title": "Voci di Sardegna",
    "time": "06:00",
    "description": "Il podcast dell'Unione Sarda che racconta l'isola attraverso le voci dei suoi abitanti: pastori, "
                   "artigiani, sindaci e studenti. A cura di Giovanni Pinna e della redazione di Cagliari.",
}, [
    E("Il pane carasau di Orgosolo", "2025-03-13", 1080,
      "Quattro donne, un forno a legna e una ricetta che non \u00e8 mai stata scritta."),
    E("Spopolamento: il paese che paga per chi torna", "2025-03-11", 1320,
      "Un comune dell'Ogliastra offre un contributo a chi si trasferisce. Abbiamo parlato con le prime famiglie.\n\n"
      "E con il sindaco, che spiega da dove arrivano i fondi."),
    E("Il Poetto d'inverno", "2025-03-06", None,
      "Surfisti, pescatori e runner: la spiaggia dei cagliaritani quando i turisti non ci sono."),
    E("Launeddas, la scuola di Villaputzu", "2025-03-04", 960, ""),
    E("Cagliari Calcio: la salvezza passa dalla Unipol Domus", "2025-02-27", 1140,
      "I tifosi della curva nord raccontano la stagione e il nuovo stadio che ancora non c'\u00e8."),
], unione_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout47-gelderlander-stadsgesprek-nijmegen", "generic", "2025-03-14", {
    "title": "Stadsgesprek Nijmegen",
    "time": "06:00",
    "description": "In Stadsgesprek praten verslaggevers van De Gelderlander over wat Nijmegen bezighoudt: van de "
                   "Vierdaagse tot de woningnood. Presentatie: Sanne Hermsen.",
}, [
    E("Waarom de Waalbrug weer dicht moet", "2025-03-14", 1980,
      "Nieuwe scheuren in het beton dwingen de gemeente tot een tweede renovatie. Verkeersverslaggever Joris Peters "
      "legt uit wat er mis is."),
    E("Studenten zonder kamer", "2025-03-11", 1740,
      "Honderden internationale studenten slapen nog in hotels of op banken van vrienden.\n\n"
      "De Radboud Universiteit belooft verbetering voor september."),
    E("NEC en de jacht op Europees voetbal", "2025-03-04", None,
      "Sportverslaggever Bart Jansen over de beste seizoensstart van de club in jaren."),
    E("De Vierdaagse zoekt vrijwilligers", "2025-02-25", 1500, ""),
    E("Terugblik: het jaar van de Waalkade", "2024-12-17", 2220,
      "Nieuwe terrassen, een gesloten casino en een kade die maar niet af wil. Een terugblik op 2024."),
], gelderlander_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout47-fvn-kvadraturen", "generic", "2025-03-14", {
    "title": "Kvadraturen",
    "time": "06.00",
    "description": "F\u00e6drelandsvennens podkast om byen og landsdelen. Hver onsdag snakker journalistene Ingrid "
                   "Tellefsen og Magnus Aasland om sakene som engasjerer p\u00e5 S\u00f8rlandet.",
}, [
    E("Hva skjer med Start?", "2025-03-12", 2460,
      "Ny trener, ny styreleder og samme gamle sp\u00f8rsm\u00e5l: Har klubben r\u00e5d til \u00e5 rykke opp?"),
    E("Kampen om Kilden", "2025-03-05", 2160,
      "Kulturhuset trenger flere millioner. Politikerne er uenige om hvem som skal betale.\n\n"
      "Vi snakker ogs\u00e5 med publikum etter fredagens konsert."),
    E("Fergene til Danmark", "2025-02-26", None,
      "Nye ruter og dyrere billetter. Hva betyr det for handelsturismen?"),
    E("Sn\u00f8kaos p\u00e5 E18", "2025-02-19", 1860, ""),
    E("Skal Kristiansand deles?", "2025-02-12", 2700,
      "Debatten om \u00e5 splitte storkommunen blusser opp igjen. Vi m\u00f8ter folk i S\u00f8gne og Songdalen."),
], fvn_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout47-jv-graenselandet", "generic", "2026-01-03", {
    "title": "Gr\u00e6nselandet",
    "time": "6:00",
    "description": "JydskeVestkystens podcast om livet i Syd- og S\u00f8nderjylland. To gange om ugen m\u00f8der journalist "
                   "Mette Hansen de mennesker, der fylder i landsdelen, fra Esbjerg til S\u00f8nderborg.",
}, [
    E("Nyt\u00e5rskur p\u00e5 Fan\u00f8", "2026-01-02", 1920,
      "Over 300 badede i Nords\u00f8en nyt\u00e5rsdag. Vi var med, og fik varmen i forsamlingshuset bagefter.",
      edition="ESBJERG"),
    E("\u00c5rets historier fra gr\u00e6nsen", "2025-12-30", 2520,
      "Gr\u00e6nsekontrollen, de tyske turister og en bro, der aldrig blev bygget.\n\n"
      "Redaktionen ser tilbage p\u00e5 2025 med lytternes egne bud p\u00e5 \u00e5rets s\u00f8nderjyde.", edition="AABENRAA"),
    E("Julefrokost p\u00e5 havnen", "2025-12-27", None,
      "Fiskerne i Esbjerg holder julefrokost i auktionshallen. En tradition siden 1962.", edition="ESBJERG"),
    E("Kolding f\u00e5r ny bydel", "2025-12-23", 1680, "", edition="KOLDING"),
    E("S\u00f8nderborgs juletr\u00e6 fra skoven ved Gr\u00e5sten", "2025-12-19", 1440,
      "Skovarbejderne fortæller om \u00e5rets tr\u00e6 og om den storm, der n\u00e6sten v\u00e6ltede det.",
      edition="S\u00d8NDERBORG"),
], jv_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout47-jornaldeleiria-conversas-no-lis", "generic", "2025-03-14", {
    "title": "Conversas no Lis",
    "description": "O podcast do Jornal de Leiria. Todas as quintas-feiras, o jornalista Ricardo Ferreira conversa com "
                   "quem faz a regi\u00e3o: empres\u00e1rios, artistas, autarcas e desportistas.",
}, [
    E("A cer\u00e2mica de Alcoba\u00e7a no s\u00e9culo XXI", "2025-03-13", 2280,
      "Das f\u00e1bricas que fecharam aos ateliers que abriram: como a cer\u00e2mica se reinventou.",
      guest="Com Ana Rita Lopes, ceramista"),
    E("Os moldes da Marinha Grande e as tarifas", "2025-03-06", 2040,
      "A ind\u00fastria exporta quase tudo o que produz. O que muda com as novas tarifas americanas?\n\n"
      "Uma conversa gravada na sede da associa\u00e7\u00e3o do setor.", guest="Com Jo\u00e3o Faria, empres\u00e1rio"),
    E("A U. Leiria e o sonho da I Liga", "2025-02-27", None,
      "O clube est\u00e1 nos lugares de subida. O treinador explica o segredo da \u00e9poca.",
      guest="Com Rui Correia, treinador"),
    E("O castelo visto por dentro", "2025-02-20", 1680, ""),
    E("Leiria, capital da cultura?", "2025-02-13", 2520,
      "A candidatura falhou, mas deixou projetos. Um balan\u00e7o dois anos depois.",
      guest="Com Marta Sousa, programadora cultural"),
], jleiria_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout47-hostinger-lantern-walks", "generic", "2025-03-14", {
    "title": "Lantern Walks",
    "address": "Whitby, North Yorkshire",
    "description": "A podcast of evening walks through the old streets of Whitby, with the stories the guidebooks leave "
                   "out. Recorded on foot by local guide Helen Marsh.",
}, [
    E("The 199 Steps by Lamplight", "2025-03-12", 2460,
      "Why the steps were built, who carried coffins up them, and the bench where Bram Stoker sat.", number=24),
    E("Jet, Mourning and the Victorian Boom", "2025-02-26", 2820,
      "Whitby jet made the town rich when Queen Victoria went into mourning.\n\n"
      "We visit the last workshop that still carves it by hand.", number=23),
    E("The Swing Bridge at High Tide", "2025-02-12", None,
      "Standing on the bridge as it opens, with the harbourmaster who has operated it for nineteen years.", number=22),
    E("Smugglers of Robin Hood's Bay", "2025-01-29", 2160, "", number=21),
    E("Captain Cook's Whitby", "2025-01-15", 3120,
      "The house on Grape Lane where a young apprentice learned to sail colliers.", number=20),
], hostinger_site, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout47-kajabi-speak-with-ease", "generic", "2025-03-14", {
    "site": "Clear Voice Coaching",
    "title": "Speak With Ease: A 5-Step Audio Course",
    "description": "Welcome! Each lesson is a short audio session you can play on a walk or in the car. Listen in order, "
                   "and do the exercise at the end before moving on. - Coach Dana",
}, [
    E("Lesson 1: Where your voice comes from", None, 761,
      "Breath, posture and why your voice tightens under stress.", module="Module 1: Foundations"),
    E("Lesson 2: The three-breath reset", None, 1094,
      "A breathing exercise to use before any meeting or call.\n\n"
      "Download the worksheet under Resources before you start."),
    E("Lesson 3: Slowing down without sounding slow", None, None,
      "Pacing, pauses and the 'full stop' trick."),
    E("Lesson 4: Warm-ups for the morning", None, 1321, "", module="Module 2: Practice"),
    E("Lesson 5: Your first recorded practice", None, 1502,
      "Record yourself reading the passage in the workbook, then compare it with your recording from day one."),
], kajabi_course, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 52. held-out, forty-eighth round: JioSaavn, Boomplay, the OÖN, La Voix du Nord, five papers, the Açoriano Oriental
# Written for a forty-eighth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (JioSaavn's show API, Boomplay's page blocks, Tubantia's teaser stamps, Lapin Kansa's
# lists) and what is a plausible layout. JioSaavn stands in for YouTube Music (``generic-youtube-music-long-table``),
# the OÖN for the Tiroler Tageszeitung and the Açoriano Oriental for the Correio da Manhã, whose pages earlier rounds have.
from pagestyles import (  # noqa: E402
    ao_podcast,
    boomplay_podcast,
    corren_podd,
    jiosaavn_show,
    lapinkansa_podcast,
    lne_podcast,
    lvdn_podcast,
    mattino_podcast,
    ooen_podcast,
    tubantia_podcast,
)

write("generic-heldout48-jiosaavn-monsoon-money", "generic", "2025-03-14", {
    "title": "Monsoon Money",
    "host": "Priya Menon",
    "followers": "12.4K Followers",
    "description": "Salaries, SIPs and the EMI that never ends. Every Wednesday, Mumbai journalist Priya Menon sits down "
                   "with a guest to untangle one money question young Indians keep asking.",
}, [
    E("Should you prepay your home loan or invest?", "2025-03-12", 2467,
      "A financial planner runs the numbers on a Rs 60 lakh loan, and explains why the answer changes after year five.",
      season=2, number=14),
    E("The first-salary checklist", "2025-03-05", 3735,
      "Emergency fund, health cover, a term plan and then everything else.\n\n"
      "Listener questions from Pune and Hyderabad close the episode.", season=2, number=13),
    E("Gold: jewellery, ETFs or bonds?", "2025-02-26", 1894,
      "Why your grandmother's bangles are not the same investment as a sovereign gold bond.", season=2, number=12),
    E("Credit card rewards, decoded", "2025-02-19", None, "", season=2, number=11),
    E("Talking about money with your parents", "2025-02-12", 2921,
      "A family therapist and a father of two on the conversation most of us put off.", season=2, number=10),
], jiosaavn_show, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout48-boomplay-lagos-after-hours", "generic", "2025-03-14", {
    "title": "Lagos After Hours",
    "author": "Tobi & Kemi",
    "counts": ["2.4K", "186", "57"],
    "total": 48,
    "description": "Two friends, one microphone and everything Lagos talks about after work: relationships, side "
                   "hustles, traffic and the price of garri. New episodes every Thursday.",
}, [
    E("Japa or stay? The conversation again", "2025-03-13", 2467),
    E("Owambe budgets are out of control", "2025-03-06", 3318),
    E("Our worst landlord stories", "2025-02-27", None),
    E("Side hustles that actually pay", "2025-02-20", 2105),
    E("Third Mainland Bridge at 6am", "2025-02-13", 2896),
], boomplay_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout48-ooen-muehlviertler-wege", "generic", "2025-03-14", {
    "title": "M\u00fchlviertler Wege",
    "time": "06:00",
    "description": "Der Regional-Podcast der O\u00d6Nachrichten: Alle zwei Wochen besucht Martina Leitner Menschen im "
                   "M\u00fchlviertel, die anpacken, t\u00fcfteln und bewahren.",
}, [
    E("Die letzte Leinenweberei in Haslach", "2025-03-13", 2292,
      "Drei Generationen, ein Webstuhl aus dem Jahr 1911 und ein Auftrag aus Japan.", author="Martina Leitner"),
    E("Granit aus Pl\u00f6cking: ein Steinbruch erz\u00e4hlt", "2025-02-27", 1935,
      "Warum der Stein aus dem M\u00fchlviertel in Wiener Gehsteigen liegt.\n\n"
      "Au\u00dferdem: Ein Steinmetz-Lehrling \u00fcber seinen ersten Grabstein.", author="Martina Leitner"),
    E("Die Summerauerbahn im Winter", "2025-02-13", None,
      "Ein Lokf\u00fchrer nimmt uns mit auf die Strecke zwischen Linz und Budweis.", author="Thomas Hofer"),
    E("Bio-Kn\u00f6del aus Freistadt", "2025-01-30", 2710, "", author="Martina Leitner"),
    E("Was wird aus dem Gasthaus im Dorf?", "2025-01-16", 2105,
      "Drei Wirtsleute \u00fcber Personalmangel, Stammtische und die Frage, wer \u00fcbernimmt.", author="Thomas Hofer"),
], ooen_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout48-lavoixdunord-sous-la-une", "generic", "2025-03-14", {
    "title": "Sous la Une",
    "host": "Claire Delattre",
    "time": "06:00",
    "description": "Chaque jeudi, Claire Delattre re\u00e7oit les journalistes de La Voix du Nord pour revenir sur une "
                   "actualit\u00e9 qui a fait la Une. Comment ont-ils men\u00e9 leur enqu\u00eate ? Une vingtaine de minutes pour "
                   "comprendre.",
}, [
    E("Le retour du tramway \u00e0 Lens : dix ans de promesses", "2025-03-13", 1260,
      "Trac\u00e9, budget, calendrier : tout ce qui a chang\u00e9 depuis le premier projet.\n\n"
      "On en parle avec Julien Caron, journaliste au service r\u00e9gional de la r\u00e9daction."),
    E("Braderie de Lille : les coulisses de la s\u00e9curit\u00e9", "2025-03-06", 1380,
      "Deux millions de visiteurs, trois kilom\u00e8tres de stands et une pr\u00e9fecture sous pression."),
    E("Les terrils, nouveaux sites naturels ?", "2025-02-27", None,
      "Randonneurs, botanistes et anciens mineurs se partagent les pentes du bassin minier."),
    E("Dans la salle d'audience du proc\u00e8s de Douai", "2025-02-20", 1140, ""),
    E("Pourquoi les boulangeries ferment dans nos villages", "2025-02-13", 1500,
      "Charges, \u00e9nergie, repreneurs introuvables : l'enqu\u00eate de notre r\u00e9daction dans l'Avesnois."),
], lvdn_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout48-lne-asturias-en-la-memoria", "generic", "2025-03-14", {
    "title": "Asturias en la memoria",
    "time": "04:00",
    "description": "El p\u00f3dcast de LA NUEVA ESPA\u00d1A que recupera las historias que hicieron Asturias: minas, f\u00e1bricas, "
                   "romer\u00edas y emigrantes. Todos los mi\u00e9rcoles, un nuevo episodio.",
}, [
    E("La f\u00e1brica de armas de Trubia", "2025-03-12", 1455,
      "Dos siglos de ca\u00f1ones, talleres y aprendices en el valle del Nal\u00f3n.", author="R. Garc\u00eda"),
    E("Los indianos de Llanes", "2025-03-05", 1622,
      "Se fueron a Cuba y M\u00e9xico y volvieron con palacetes y escuelas.\n\n"
      "Una descendiente nos abre la casa familiar de Nueva.", author="Elena Fern\u00e1ndez Pello"),
    E("El \u00faltimo tren minero del Caudal", "2025-02-26", None,
      "Antiguos maquinistas recuerdan la l\u00ednea que un\u00eda las cuencas.", author="R. Garc\u00eda"),
    E("La sidra y el escanciado", "2025-02-19", 1388, "", author="Pablo Su\u00e1rez"),
    E("La Laboral: el edificio que quiso ser ciudad", "2025-02-12", 1807,
      "Historia de la Universidad Laboral de Gij\u00f3n, de orfanato a centro de cultura.", author="Elena Fern\u00e1ndez Pello"),
], lne_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout48-ilmattino-voci-dai-quartieri", "generic", "2025-03-14", {
    "title": "Voci dai Quartieri",
    "time": "07:00",
    "description": "Il podcast del Mattino che racconta Napoli quartiere per quartiere, dalla Sanit\u00e0 a Bagnoli, con le "
                   "voci di chi ci vive e ci lavora.",
}, [
    E("Rione Sanit\u00e0, la rinascita passa dalle catacombe", "2025-03-12", 1122,
      "I ragazzi della cooperativa che ha riaperto le catacombe di San Gennaro raccontano dieci anni di lavoro.",
      author="Gigi Esposito"),
    E("Bagnoli, trent'anni dopo l'acciaieria", "2025-03-05", 1315,
      "La bonifica, il lungomare e le promesse per la Coppa America.\n\n"
      "Con gli abitanti che ricordano l'Italsider.", author="Anna Russo"),
    E("Forcella e la pizza a portafoglio", "2025-02-26", None,
      "Un pizzaiolo di terza generazione sulla pizza che si mangia camminando.", author="Gigi Esposito"),
    E("Il Vomero tra funicolari e cantieri", "2025-02-19", 987, "", author="Anna Russo"),
    E("Scampia, la scuola di calcio che non chiude mai", "2025-02-12", 1440,
      "Allenatori volontari e duecento bambini: la storia di un campo in periferia.", author="Gigi Esposito"),
], mattino_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout48-tubantia-twentse-praat", "generic", "2025-03-14", {
    "title": "Twentse Praat",
    "time": "06:00",
    "description": "In Twentse Praat bespreken verslaggevers van Tubantia elke vrijdag wat de regio bezighoudt, van "
                   "Enschede tot Oldenzaal. Presentatie: Femke Nijhuis.",
}, [
    E("Waarom de Hengelose binnenstad leegloopt", "2025-03-14", 1860,
      "HENGELO - Winkeliers, wethouder en een makelaar over lege etalages in de Enschedesestraat."),
    E("De grens over voor goedkope boodschappen", "2025-03-07", 2100,
      "ENSCHEDE - Steeds meer Twentenaren doen hun boodschappen in Gronau en Nordhorn.\n\n"
      "Verslaggever Joost Leferink reed een zaterdag mee."),
    E("Het asielzoekerscentrum dat er niet kwam", "2025-02-28", None,
      "ALMELO - Hoe een raadsvergadering in Almelo uit de hand liep."),
    E("Carnaval in de Tukkerstad", "2025-02-21", 1740, ""),
    E("Terugblik: het jaar van de Grolsch Veste", "2024-12-20", 2520,
      "ENSCHEDE - Europees voetbal, een nieuwe hoofdtrainer en uitverkochte tribunes."),
], tubantia_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout48-corren-inifran-ostergotland", "generic", "2025-03-14", {
    "title": "Inifr\u00e5n \u00d6sterg\u00f6tland",
    "time": "06.00",
    "description": "Correns podd om l\u00e4net. Varje onsdag pratar reportrarna Sara Lindqvist och Erik Holm om veckans "
                   "stora fr\u00e5gor i Link\u00f6ping och resten av \u00d6sterg\u00f6tland.",
}, [
    E("Vad h\u00e4nder med Saab-jobben?", "2025-03-12", 1680,
      "F\u00f6rsvarsindustrin v\u00e4xer och Link\u00f6ping beh\u00f6ver tusentals nya bost\u00e4der. R\u00e4cker planerna?", updated="09.15"),
    E("LHC inf\u00f6r slutspelet", "2025-03-05", 2040,
      "Sportreportern Johan Ek om truppen, tr\u00e4naren och chanserna i kvartsfinalen.\n\n"
      "Dessutom: lyssnarnas fr\u00e5gor om nya arenan."),
    E("G\u00f6ta kanal beh\u00f6ver miljarder", "2025-02-26", None,
      "Slussarna \u00e4r hundra \u00e5r gamla. Vem ska betala renoveringen?"),
    E("Skolvalet i Norrk\u00f6ping", "2025-02-19", 1560, ""),
    E("Bygget av Ostl\u00e4nken", "2025-02-12", 2280,
      "H\u00f6ghastighetsbanan n\u00e4rmar sig Link\u00f6ping. Vi m\u00f6ter mark\u00e4garna l\u00e4ngs str\u00e4ckan."),
], corren_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout48-lapinkansa-revontulten-alla", "generic", "2026-01-02", {
    "title": "Revontulten alla",
    "host": "Aino Kallio",
    "time": "06:00",
    "strip": ["Onnettomuudet: Poro j\u00e4i auton alle Sodankyl\u00e4ss\u00e4 \u2013 kuljettaja selvisi vammoitta",
              "Mainos: Lapin Kansa Digi 13,90 \u20ac/kk \u2013 tilaa t\u00e4st\u00e4"],
    "description": "Lapin Kansan podcast pohjoisen ihmisist\u00e4 ja ilmi\u00f6ist\u00e4. Toimittaja Aino Kallio tapaa joka viikko "
                   "lappilaisia, jotka tekev\u00e4t asiat omalla tavallaan.",
}, [
    E("Uudenvuoden y\u00f6 Saarisel\u00e4ll\u00e4", "2026-01-02", 2040,
      "Matkailuyritt\u00e4j\u00e4t kertovat, milt\u00e4 enn\u00e4tyssesonki n\u00e4ytt\u00e4\u00e4 tunturissa.", comments=2),
    E("Joulupukin kiireisin viikko", "2025-12-30", 2580,
      "Pajakyl\u00e4ss\u00e4 k\u00e4vi joulun alla yli sata tuhatta vierailijaa.\n\n"
      "Mukana my\u00f6s tonttujen aamupalaveri.", comments=5, subscribers=True),
    E("Kaamos ja mieli", "2025-12-27", None,
      "Psykologi ja kaksi rovaniemel\u00e4ist\u00e4 puhuvat pime\u00e4st\u00e4 ajasta.", comments=0),
    E("Porotokan joulu", "2025-12-23", 1740, "", comments=1),
    E("Kemijoen j\u00e4\u00e4tie avautuu", "2025-12-19", 1920,
      "Miksi j\u00e4\u00e4tie on kyl\u00e4lle t\u00e4rke\u00e4mpi kuin uusi silta?", comments=3),
], lapinkansa_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout48-acorianooriental-vozes-do-atlantico", "generic", "2025-03-14", {
    "title": "Vozes do Atl\u00e2ntico",
    "time": "07:00",
    "description": "O podcast do A\u00e7oriano Oriental. Todas as quintas-feiras, os jornalistas do mais antigo jornal "
                   "portugu\u00eas conversam com quem faz os A\u00e7ores, de S\u00e3o Miguel ao Corvo.",
}, [
    E("A pesca do atum em S\u00e3o Miguel", "2025-03-13", 1440,
      "Armadores e pescadores de Rabo de Peixe sobre quotas, pre\u00e7os e o futuro da frota.",
      author="Ana Carvalho Melo"),
    E("O ch\u00e1 da Gorreana", "2025-03-06", 1680,
      "A \u00fanica planta\u00e7\u00e3o de ch\u00e1 da Europa com produ\u00e7\u00e3o cont\u00ednua desde o s\u00e9culo XIX.\n\n"
      "Uma visita \u00e0 f\u00e1brica com a quinta gera\u00e7\u00e3o da fam\u00edlia.", author="Joana Medeiros"),
    E("Sismos: o que aprendemos desde 1980", "2025-02-27", None,
      "Um vulcan\u00f3logo da Universidade dos A\u00e7ores explica a vigil\u00e2ncia s\u00edsmica.", author="Ana Carvalho Melo"),
    E("Festas do Senhor Santo Cristo", "2025-02-20", 1320, "", author="Joana Medeiros"),
    E("Voos para as ilhas: o pre\u00e7o da dist\u00e2ncia", "2025-02-13", 1920,
      "Tarifas, atrasos e o subs\u00eddio de mobilidade contados por quem viaja.", author="Ana Carvalho Melo"),
], ao_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 53. held-out, forty-ninth round: JioSaavn, Anghami, the BZ, Nice-Matin, El Diario Vasco, four papers, REGIÃO DE LEIRIA
# Written for a forty-ninth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (Monaco-Matin's podcast wall, El Diario Vasco's podcast page, the BZ's podcast on directories,
# the DvhN's podcasts in its publisher's report, the REGIÃO DE LEIRIA's podcasts page) and what is a plausible layout.
# The REGIÃO DE LEIRIA stands in for the Diário de Notícias, whose page generic-heldout31-* has.
from pagestyles import (  # noqa: E402
    anghami_podcast,
    bz_podcast,
    dv_podcast,
    dvhn_podcast,
    gazzetta_podcast,
    jiosaavn_podcast,
    nicematin_podcast,
    nordlys_podkast,
    rleiria_podcast,
    stiften_podcast,
)

write("generic-heldout49-jiosaavn-monsoon-founders", "generic", "2025-03-14", {
    "title": "Monsoon Founders",
    "host": "Ananya Rao",
    "year": "2024",
    "plays": "284K Plays",
    "description": "Honest conversations with Indian founders about the years before the headlines: the first office, the "
                   "first hire and the month the money nearly ran out. Hosted by Ananya Rao, new episodes every "
                   "Wednesday.",
}, [
    E("The Chai Stall That Became a Logistics Company", "2025-03-12", 2467,
      "Vikram Nair started by delivering tea to offices in Kochi. Twelve years later his trucks cross six states."),
    E("Hiring Your First Ten People in Bengaluru", "2025-03-05", 3128,
      "Two founders compare notes on salaries, equity and the candidates who turned them down.\n\n"
      "Plus: the one question Ananya now asks in every interview."),
    E("Selling Saris on Instagram", "2025-02-26", None,
      "How a weaving family in Varanasi found buyers in Toronto and Dubai without a website."),
    E("Listener Questions: Funding, Burnout and Co-founders", "2025-02-19", 1845, ""),
    E("From Kota Coaching to Climate Tech", "2025-02-12", 3562,
      "An engineer who failed the entrance exam twice now builds solar cold storage for farmers in Rajasthan."),
], jiosaavn_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout49-anghami-souk-stories", "generic", "2025-03-14", {
    "title": "Souk Stories",
    "publisher": "Dune Audio",
    "description": "Every week, Layla Haddad and Omar Khoury walk into a different market in the Arab world and come out "
                   "with a story: traders, recipes, family feuds and the goods that travelled farthest.",
}, [
    E("The Spice Merchants of Deira", "2025-03-13", 2460,
      "Three generations of one family have sold saffron on the same corner of the old souk."),
    E("Tripoli's Soap Makers", "2025-03-09", 2280,
      "Olive oil soap has been made in the Khan al-Saboun for four hundred years.\n\n"
      "We spend a morning with the last workshop that still cures its bars for nine months."),
    E("Bargaining 101", "2025-03-04", None,
      "A carpet seller in Marrakech explains the rules of the game, and why tourists always lose."),
    E("Ramadan Nights at the Market", "2025-02-18", 1920, ""),
    E("Year in Review: Our Favourite Souks", "2024-12-18", 2700,
      "Layla and Omar look back at a year of recordings, from Muscat to Tunis."),
], anghami_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout49-bz-im-dreiland", "generic", "2025-03-14", {
    "title": "Im Dreiland",
    "description": "Der Grenzpodcast der Badischen Zeitung: Jeden Donnerstag sprechen die BZ-Redakteurinnen Carla "
                   "Wehrle und Jonas Faller mit Menschen, die zwischen Basel, L\u00f6rrach und dem Elsass leben und "
                   "arbeiten.",
}, [
    E("Warum Grenzg\u00e4nger jetzt wieder Stau haben", "2025-03-13", 2280,
      "Die Kontrollen an der Grenze zur Schweiz sind zur\u00fcck. Eine Pendlerin aus Weil am Rhein erz\u00e4hlt von ihrem "
      "Morgen.", plus=True),
    E("Die Tram nach Saint-Louis", "2025-03-06", 1980,
      "Seit f\u00fcnf Jahren f\u00e4hrt die Basler Tram ins Elsass. Wer nutzt sie, und wer nicht?\n\n"
      "Au\u00dferdem: Was die Verl\u00e4ngerung nach Weil am Rhein gebracht hat."),
    E("Fasnacht in drei L\u00e4ndern", "2025-02-27", None,
      "Morgestraich, Cortège und Narrensprung: Ein Zunftmeister vergleicht die Br\u00e4uche."),
    E("Der Rhein als Arbeitsplatz", "2025-02-20", 2520, "", plus=True),
    E("Einkaufen in Deutschland, wohnen in der Schweiz", "2025-02-13", 2100,
      "Samstags sind die Parkpl\u00e4tze in L\u00f6rrach voll. Ein H\u00e4ndler und ein Basler Ehepaar erkl\u00e4ren, warum."),
], bz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout49-nicematin-azur-confidences", "generic", "2025-03-14", {
    "title": "Azur Confidences",
    "description": "Chaque mois, un invit\u00e9 qui a grandi ou qui vit sur la C\u00f4te d'Azur se confie \u00e0 la r\u00e9daction "
                   "de Nice-Matin : ses d\u00e9buts, ses doutes et ses adresses pr\u00e9f\u00e9r\u00e9es.",
}, [
    E("\U0001f399 #6 - Mathilde Roux \u2013 Sur la plus haute vague", None, None,
      "Elle a appris \u00e0 surfer \u00e0 la plage du Ponteil, \u00e0 Antibes, quand personne n'imaginait qu'on pouvait "
      "surfer en M\u00e9diterran\u00e9e. Dix ans plus tard, Mathilde Roux encha\u00eene les comp\u00e9titions internationales. "
      "Elle nous a racont\u00e9 ses premi\u00e8res planches, ses blessures et sa r\u00e9ticence \u00e0 quitter la C\u00f4te d'Azur."),
    E("\U0001f399 #5 - Karim Benali - La cuisine comme un passeport", None, None,
      "Fils d'un restaurateur du Vieux-Nice, Karim Benali a tenu les fourneaux de Londres \u00e0 Tokyo avant de revenir "
      "ouvrir une table de douze couverts \u00e0 deux pas du cours Saleya.\n\n"
      "Il nous parle de socca, de transmission et de ce que la cuisine ni\u00e7oise doit \u00e0 l'immigration."),
    E("\U0001f399 #4 - Les Pitchouns du Carnaval", None, None, ""),
    E("\U0001f399 #3 - Jean-Marc Giordano \u2013 Le dernier p\u00eacheur du port", None, None,
      "\u00c0 73 ans, il sort encore son pointu tous les matins \u00e0 5 heures. Rencontre sur le quai Lunel avec un "
      "homme qui a vu le port de Nice changer de visage."),
    E("\U0001f399 #2 - Ana\u00efs Lefort - Chanter pour ne pas oublier", None, None,
      "La chanteuse grassoise a fait de l'occitan la langue de son premier album. Elle nous explique pourquoi."),
], nicematin_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout49-diariovasco-la-bahia-en-voz", "generic", "2025-03-14", {
    "title": "La bah\u00eda en voz",
    "authors": "Ane Zubizarreta y Mikel Olaizola",
    "description": "El podcast de El Diario Vasco sobre Donostia y Gipuzkoa. Cada jueves, Ane Zubizarreta y Mikel "
                   "Olaizola conversan con los protagonistas de la actualidad del territorio.",
}, [
    E("Podcast | La Parte Vieja y los pisos tur\u00edsticos", "2025-03-13", 1440,
      "Vecinos y hosteleros discuten c\u00f3mo convivir con los m\u00e1s de mil pisos tur\u00edsticos del barrio."),
    E("Podcast | La Real y el reto de Europa", "2025-03-06", 1860,
      "El equipo txuri-urdin afronta su semana m\u00e1s exigente.\n\n"
      "Hablamos con un exjugador y con el periodista que sigue al club desde Zubieta."),
    E("Podcast | Las sociedades gastron\u00f3micas abren la puerta", "2025-02-27", None,
      "Cada vez m\u00e1s txokos admiten socias. Visitamos uno en Amara la noche de su primera cena mixta."),
    E("Podcast | El Bidasoa y la frontera", "2025-02-20", 1320, ""),
    E("Podcast | Tamborrada: lo que no se ve", "2025-01-23", 2040,
      "Ensayos, barriles y mil uniformes: la Tamborrada infantil contada por quienes la organizan."),
], dv_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout49-gazzetta-zona-cesarini", "generic", "2025-03-14", {
    "title": "Zona Cesarini",
    "time": "07:00",
    "description": "Il podcast della Gazzetta sui gol all'ultimo minuto e sulle storie che li hanno preceduti. Ogni "
                   "gioved\u00ec Marco Ferri racconta una partita decisa nei minuti di recupero, con le voci dei "
                   "protagonisti.",
}, [
    E("Il gol di Turone che non c'era", "2025-03-13", 1334,
      "Juventus-Roma del 1981 e un fuorigioco discusso ancora oggi. Parla chi era in campo quel pomeriggio."),
    E("Bergamo, la notte di Dublino", "2025-03-06", 1587,
      "L'Atalanta e la finale di Europa League vinta nel 2024.\n\n"
      "Con il racconto di un tifoso partito in furgone da Zingonia."),
    E("Cesarini, l'uomo del novantesimo", "2025-02-27", None,
      "Chi era Renato Cesarini e perch\u00e9 il suo nome \u00e8 diventato un modo di dire."),
    E("Il Giro e la tappa del Mortirolo", "2025-02-20", 1208, ""),
    E("Pantani, Madonna di Campiglio e quella mattina", "2025-02-13", 2013,
      "Un meccanico della Mercatone Uno ricorda il 5 giugno 1999, ora per ora."),
], gazzetta_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout49-dvhn-de-verdwenen-schipper", "generic", "2025-03-14", {
    "title": "De verdwenen schipper",
    "time": "06:00",
    "description": "In 1994 verdween schipper Hendrik Bakker uit Delfzijl spoorloos. Zijn boot werd leeg teruggevonden "
                   "in de Eems. DvhN-verslaggevers Ineke Mulder en Sjoerd Dijkstra openen het dossier opnieuw.",
}, [
    E("Wat de buren zagen", "2025-03-13", 1860,
      "Drie dorpsgenoten vertellen voor het eerst wat ze die avond aan de haven zagen.", number=6),
    E("Het logboek", "2025-03-06", 2100,
      "Het logboek van de Albatros blijkt niet compleet.\n\n"
      "Een oud-collega van Bakker herkent het handschrift op de laatste pagina niet.", number=5),
    E("De verzekering", "2025-02-27", None,
      "Twee maanden voor zijn verdwijning verhoogde Bakker zijn levensverzekering. Toeval?", number=4),
    E("Zoeken in de Eems", "2025-02-20", 1740, "", number=3),
    E("Een leeg schip", "2025-02-13", 2280,
      "Op 3 november 1994 vindt een visser de Albatros drijvend bij de Dollard. Aan boord: niemand.", number=2),
], dvhn_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout49-stiften-smilets-by", "generic", "2025-03-14", {
    "title": "Smilets By",
    "time": "5:00",
    "description": "\u00c5rhus Stiftstidendes podcast om byen, der vokser. Hver onsdag taler journalist Sofie Kjeldsen med "
                   "aarhusianere om byggeri, trafik, kultur og livet i de nye bydele.",
}, [
    E("Letbanen til Brabrand", "2025-03-12", 1920,
      "Skal letbanen forl\u00e6nges mod vest? Vi har talt med pendlere, politikere og en skeptisk n\u00e6ringsdrivende."),
    E("Aarhus \u00d8 ti \u00e5r efter", "2025-03-05", 2280,
      "Isbjerget, Lighthouse og havnebadet har f\u00e5et nye naboer.\n\n"
      "Men hvem bor der egentlig, og hvor handler de ind?"),
    E("AGF og det nye stadion", "2025-02-26", None,
      "Klubben har f\u00e5et sin nye bane i Atletion. Sportsredakt\u00f8ren gennemg\u00e5r projektet."),
    E("Studenterbyen om vinteren", "2025-02-19", 1680, ""),
    E("Den Gamle By f\u00e5r en ny gade", "2025-02-12", 2040,
      "Museet bygger en gade fra 1974. En kurator fort\u00e6ller, hvad der skal st\u00e5 i butiksvinduerne."),
], stiften_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout49-nordlys-polarnatt", "generic", "2026-01-03", {
    "title": "Polarnatt",
    "time": "06.00",
    "description": "Nordlys' podkast om livet i nord. To ganger i uka snakker journalistene Marte Johansen og Tor "
                   "Ivar Eriksen med folk som har noe \u00e5 fortelle om Troms\u00f8 og landsdelen.",
}, [
    E("Nytt\u00e5rsnatt p\u00e5 Fl\u00f8yfjellet", "2026-01-02", 2280,
      "Tusenvis s\u00e5 fyrverkeriet fra fjellet. Vi var med opp Fjellheisen og snakket med dem som ble igjen til "
      "morgenen."),
    E("\u00c5rets saker fra nord", "2025-12-30", 2700,
      "Redaksjonen ser tilbake p\u00e5 2025: fiskekvotene, flyplassen og bussene som ikke kom.\n\n"
      "Og lytterne k\u00e5rer \u00e5rets nordlending."),
    E("Jul i Longyearbyen", "2025-12-23", None,
      "M\u00f8rketid, julegrantenning og en prest som holder gudstjeneste for gruvearbeidere."),
    E("TIL etter sesongslutt", "2025-12-19", 1980, ""),
    E("Hvalsafari i Skjervøy", "2025-12-16", 2160,
      "Spekkhoggerne kom tilbake i november. En skipper forteller om turistene og om fisken."),
], nordlys_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout49-rleiria-gente-da-terra", "generic", "2025-03-14", {
    "title": "Gente da Terra",
    "description": "Em cada epis\u00f3dio, a jornalista In\u00eas Marques conversa com algu\u00e9m que faz a regi\u00e3o de "
                   "Leiria: agricultores, artes\u00e3os, empres\u00e1rios e associa\u00e7\u00f5es. Um podcast do REGI\u00c3O DE "
                   "LEIRIA.",
}, [
    E("O vidro da Marinha Grande ainda se sopra", "2025-03-13", 2292,
      "Numa f\u00e1brica fundada em 1920, tr\u00eas vidreiros continuam a trabalhar \u00e0 cana. Quem lhes vai suceder?"),
    E("A pera rocha e o granizo", "2025-03-06", 1947,
      "Um produtor do Oeste fala das colheitas perdidas e dos seguros agr\u00edcolas.\n\n"
      "Com a participa\u00e7\u00e3o de um t\u00e9cnico da cooperativa de Bombarral."),
    E("Os moinhos da Serra de Aire", "2025-02-27", None,
      "Uma associa\u00e7\u00e3o recuperou doze moinhos de vento. Agora procura moleiros."),
    E("F\u00e1tima fora de maio", "2025-02-20", 1715, ""),
    E("As bandas filarm\u00f3nicas e os jovens", "2025-02-13", 2461,
      "Em Porto de M\u00f3s, a banda tem m\u00fasicos dos 9 aos 84 anos. O maestro explica como os mant\u00e9m juntos."),
], rleiria_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 54. held-out, fiftieth round: Gaana, Memberful, the FR, Le Progrès, El Norte de Castilla, four papers, the JM
# Written for a fiftieth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (Memberful's help pages, the FR's pages of talks to listen to again, Le Progrès's sound pieces on
# a host, the Brabants Dagblad's article, Sydöstran's podcast on its host, the JM's articles on its podcast) and what is
# a plausible layout. The JM (Jornal da Madeira) is taken for the "Jornal de Notícias da Madeira" asked for.
from pagestyles import (  # noqa: E402
    bd_podcast,
    enc_podcast,
    fr_podcast,
    gaana_podcast,
    ilkka_podcast,
    jm_podcast,
    memberful_podcast,
    progres_podcast,
    sydostran_podd,
    tirreno_podcast,
)

write("generic-heldout50-gaana-the-commute-club", "generic", "2025-03-14", {
    "title": "The Commute Club",
    "hosts": "Rhea Kapoor, Arjun Menon",
    "followers": "18.6K Followers",
    "description": "Two friends stuck in Mumbai traffic every morning talk about work, money and the city, one "
                   "commute at a time. New episodes every Tuesday.",
}, [
    E("Why Everyone in Mumbai Has a Side Hustle", "2025-03-11", 2467,
      "Rhea meets a banker who bakes sourdough at night and an engineer who runs a cricket coaching camp on Sundays."),
    E("The Local Train at 8:12", "2025-03-04", 3735,
      "Arjun rides the Virar fast for a week and keeps a diary.\n\n"
      "Plus: listeners send in their worst commute stories."),
    E("Rent, Deposits and Brokers", "2025-02-25", None,
      "What it really costs to move flats in Bandra, Powai and Thane this year."),
    E("Ask Us Anything: March Edition", "2025-02-18", 1722, ""),
    E("Our First Episode, One Year Later", "2024-12-31", 2930,
      "Rhea and Arjun listen back to episode one and admit what they got wrong."),
], gaana_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout50-memberful-the-long-game", "generic", "2025-03-14", {
    "title": "The Long Game",
    "site": "Fieldnotes Media",
    "description": "A members' podcast about building a small business slowly: pricing, hiring, burnout and the "
                   "decisions that only look obvious afterwards. Hosted by Dana Whitfield, with a new episode "
                   "every week for members.",
}, [
    E("Raising Prices Without Losing Your Best Customers", "2025-03-12", 2467,
      "Dana walks through the email she sent 400 clients and the replies she did not expect."),
    E("Members' Q&A: Cash Flow in a Slow Quarter", "2025-03-05", None,
      "Your questions on invoices, reserves and when to say no to a project.", locked=True),
    E("The First Hire", "2025-02-26", 3188,
      "A bakery owner and a design studio founder compare their first hires.\n\n"
      "What they would write in the job ad today, and what they would leave out."),
    E("Quick Take: Saying No", "2025-02-19", 754, ""),
    E("Why We Stopped Growing on Purpose", "2025-02-12", 2945,
      "Three founders who chose to stay small explain what it cost them and what it gave back."),
], memberful_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout50-fr-mainufer", "generic", "2025-03-14", {
    "title": "Mainufer",
    "time": "06:00",
    "description": "Der Stadtpodcast der Frankfurter Rundschau: Jeden Donnerstag sprechen FR-Redakteurin Lea "
                   "Hofmann und FR-Redakteur Can Aydin mit Menschen, die Frankfurt bewegen.",
}, [
    E("Wem geh\u00f6rt das Bahnhofsviertel?", "2025-03-13", 2280,
      "Neue Hotels, alte Kneipen und die Drogenhilfe: Ein Rundgang mit einer Sozialarbeiterin und einem Wirt aus der "
      "Elbestra\u00dfe.", number=23),
    E("Die Eintracht und das neue Stadion", "2025-03-06", 2520,
      "Wie gro\u00df soll das Waldstadion noch werden?\n\n"
      "Au\u00dferdem: Ein Fanbeauftragter erkl\u00e4rt, warum die Nordwestkurve ihre Stehpl\u00e4tze verteidigt.",
      number=22),
    E("Apfelwein im Winter", "2025-02-27", None,
      "In Sachsenhausen kelterten fr\u00fcher Dutzende Betriebe. Heute sind es noch eine Handvoll.", number=21),
    E("Die Stadt und ihre Hochh\u00e4user", "2025-02-20", 1980, "", number=20),
    E("Mit der U4 bis Enkheim", "2025-02-13", 2160,
      "Eine Fahrt von Bockenheim bis ans Ende der Linie und Gespr\u00e4che mit denen, die jeden Tag mitfahren.",
      number=19),
], fr_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout50-progres-ca-se-passe-a-lyon", "generic", "2025-03-14", {
    "title": "\u00c7a se passe \u00e0 Lyon",
    "time": "06:00",
    "description": "Les sons de l'actu lyonnaise : chaque semaine, les journalistes du Progr\u00e8s tendent le micro aux "
                   "habitants de Lyon et du Rh\u00f4ne.",
}, [
    E("Sur les quais de Sa\u00f4ne, les bouquinistes r\u00e9sistent", "2025-03-14", 295,
      "Ils sont encore une dizaine \u00e0 d\u00e9plier leurs bo\u00eetes vertes chaque week-end. Le Progr\u00e8s est all\u00e9 "
      "\u00e0 leur rencontre."),
    E("Tunnel de la Croix-Rousse : \u00e0 v\u00e9lo sous la colline", "2025-03-13", 449,
      "Cyclistes, pi\u00e9tons et riverains racontent leur travers\u00e9e quotidienne."),
    E("Les Halles Paul-Bocuse avant l'ouverture", "2025-03-07", None,
      "\u00c0 5 heures du matin, fromagers et poissonniers installent leurs \u00e9tals. Nous avons pass\u00e9 une "
      "matin\u00e9e avec eux."),
    E("Des lyc\u00e9ens face \u00e0 la Part-Dieu", "2025-02-28", 454,
      "Que pensent les adolescents du nouveau quartier de la gare ? Ils nous ont r\u00e9pondu sans d\u00e9tour.\n\n"
      "Recueil des paroles au lyc\u00e9e Ampère, dans le 2e arrondissement."),
    E("Le bouchon lyonnais a-t-il encore un avenir ?", "2025-02-21", 512, ""),
    E("Les pompiers de Gerland, une nuit de garde", "2025-02-14", 628,
      "De 20 heures \u00e0 8 heures, nous avons suivi une \u00e9quipe de la caserne de Gerland."),
], progres_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout50-nortecastilla-la-ronda", "generic", "2025-03-14", {
    "title": "La Ronda",
    "author": "Irene S\u00e1nchez",
    "time": "07:00",
    "description": "El podcast de El Norte de Castilla sobre Valladolid y su provincia. Cada jueves, Irene S\u00e1nchez "
                   "recorre un barrio o un pueblo con quienes lo conocen mejor.",
}, [
    E("Las Delicias y su mercado", "2025-03-13", 1455,
      "Comerciantes y vecinos explican por qu\u00e9 el mercado del barrio sigue lleno los s\u00e1bados."),
    E("Pe\u00f1afiel y el vino de la Ribera", "2025-03-06", 1872,
      "Bodegueros de tercera generaci\u00f3n hablan de la vendimia m\u00e1s corta que recuerdan.\n\n"
      "Con una visita al castillo y al museo provincial del vino."),
    E("La Semana Santa vista desde dentro", "2025-02-27", None,
      "Una cofrad\u00eda de la calle Platerías prepara sus pasos con dos meses de antelaci\u00f3n."),
    E("El Pisuerga en invierno", "2025-02-20", 1322, ""),
    E("Medina del Campo y sus ferias", "2025-02-13", 2046,
      "La villa que fue capital del comercio de Castilla busca un nuevo papel."),
], enc_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout50-tirreno-fuori-porta", "generic", "2025-03-14", {
    "title": "Fuori porta",
    "author": "Elisa Bertini",
    "description": "Il podcast del Tirreno sulla costa toscana fuori stagione. Ogni settimana Elisa Bertini racconta un "
                   "paese, un porto o un mestiere da Livorno alla Maremma.",
}, [
    E("Il mercato centrale di Livorno", "2025-03-12", 1080,
      "Sotto le volte del mercato delle vettovaglie, tra banchi di pesce e cacciucco, con chi ci lavora da quarant'anni."),
    E("Piombino e l'acciaieria", "2025-03-05", 1320,
      "Un ex operaio e una giovane ingegnera raccontano la citt\u00e0 che aspetta ancora il rilancio.\n\n"
      "Con le voci raccolte davanti ai cancelli dello stabilimento."),
    E("Capraia d'inverno", "2025-02-26", None,
      "Sull'isola restano poche centinaia di abitanti. Li abbiamo incontrati al porto."),
    E("Il Carnevale di Viareggio visto dai carristi", "2025-02-19", 1500, ""),
    E("Le saline di Orbetello", "2025-02-12", 1140,
      "Fenicotteri, pescatori e una laguna che cambia. Un viaggio con le guide del parco."),
], tirreno_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout50-bd-brabantse-kost", "generic", "2025-03-14", {
    "title": "Brabantse Kost",
    "time": "06:00",
    "description": "De eetpodcast van het Brabants Dagblad. Verslaggevers Femke van Dijk en Joost Verhoeven gaan elke "
                   "week op pad langs markten, bakkers en restaurants in de provincie.",
}, [
    E("De worstenbroodjes van Den Bosch", "2025-03-14", 1920,
      "DEN BOSCH - Welke bakker maakt het beste worstenbroodje van de stad? We proefden er negen."),
    E("Een sterrenchef in Tilburg-Noord", "2025-03-11", 2280,
      "TILBURG - Hij kookte in Parijs en Kopenhagen, nu staat hij in een wijkcentrum.\n\n"
      "Waarom hij terugkwam en wat hij zijn leerlingen leert."),
    E("Asperges uit de kas", "2025-03-04", None,
      "HEUSDEN - De eerste asperges liggen al in de winkel. Een teler legt uit hoe dat kan."),
    E("Bossche bollen op bestelling", "2025-02-25", 1680, ""),
    E("Kerstdiner in de snackbar", "2024-12-17", 2040,
      "EINDHOVEN - Een frituur in Woensel serveert elk jaar een kerstmenu. Wij schoven aan."),
], bd_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout50-sydostran-varvet-och-staden", "generic", "2025-03-14", {
    "title": "Varvet och staden",
    "time": "06:00",
    "description": "Syd\u00f6strans podd om Karlskrona och Blekinge. Varje onsdag samtalar reportrarna Sara Lindqvist och "
                   "Erik Holm med g\u00e4ster om det som h\u00e4nder i l\u00e4net.",
}, [
    E("24. \u201dVarvet beh\u00f6ver tusen nya\u201d", "2025-03-12", 1680,
      "Kockums s\u00f6ker folk som aldrig f\u00f6rr. Vi pratar med en rekryterare och en svetsare som flyttade hit fr\u00e5n "
      "Norrk\u00f6ping."),
    E("23. \u201dT\u00e5get till Malm\u00f6 m\u00e5ste g\u00e5 fortare\u201d", "2025-03-05", 2100,
      "Blekinge kustbana \u00e4r enkelsp\u00e5rig och f\u00f6rseningarna m\u00e5nga.\n\n"
      "En pendlare och ett regionr\u00e5d om vad som beh\u00f6ver h\u00e4nda."),
    E("22. \u201dSk\u00e4rg\u00e5rden t\u00f6ms p\u00e5 vintern\u201d", "2025-02-26", None,
      "P\u00e5 Has\u00f6 bor \u00e5ret runt bara ett fyrtiotal personer. Vi \u00e5kte dit med f\u00e4rjan."),
    E("21. Lyssnarfr\u00e5gor", "2025-02-19", 1500, ""),
    E("20. \u201dRonneby brunn ska leva igen\u201d", "2025-02-12", 1860,
      "Kurorten fr\u00e5n 1700-talet f\u00e5r nya \u00e4gare. Vad blir det av parken och brunnsanl\u00e4ggningen?"),
], sydostran_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout50-ilkka-lakeuden-aani", "generic", "2026-01-02", {
    "title": "Lakeuden \u00e4\u00e4ni",
    "time": "6:00",
    "description": "Ilkka-Pohjalaisen podcast Etel\u00e4-Pohjanmaasta. Toimittajat Hanna Koskela ja Mikko Laitila "
                   "keskustelevat viikon puheenaiheista vieraidensa kanssa.",
}, [
    E("Uusi vuosi, uudet p\u00e4\u00e4t\u00f6kset", "2026-01-01", 1860,
      "Mit\u00e4 maakunnassa p\u00e4\u00e4tet\u00e4\u00e4n vuonna 2026? Vieraana Sein\u00e4joen kaupunginjohtaja."),
    E("Vuoden 2025 tarinat", "2025-12-30", 2640,
      "Toimitus k\u00e4y l\u00e4pi vuoden luetuimmat jutut: Provinssin ennätysyleis\u00f6, SJK:n kausi ja tulvat.\n\n"
      "Lopuksi kuulijat valitsevat vuoden eteläpohjalaisen."),
    E("Joulu Lapualla", "2025-12-23", None,
      "Kauppatorin joulumarkkinat, seurakunnan kauneimmat joululaulut ja perheen joulupöyt\u00e4."),
    E("Tangomarkkinoiden tulevaisuus", "2025-12-19", 1680, ""),
    E("Yritt\u00e4j\u00e4n\u00e4 Kauhavalla", "2025-12-16", 2100,
      "Kolme nuorta yritt\u00e4j\u00e4\u00e4 kertoo, miksi he j\u00e4iv\u00e4t kotiseudulle."),
], ilkka_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout50-jm-sons-da-ilha", "generic", "2025-03-14", {
    "title": "Sons da Ilha",
    "time": "07:00",
    "description": "O podcast do JM sobre a m\u00fasica que se faz na Madeira. Em cada epis\u00f3dio, a jornalista Sofia "
                   "Abreu conversa com um m\u00fasico madeirense sobre o seu percurso.",
}, [
    E("Rita Freitas: do Funchal para os palcos de Lisboa", "2025-03-13", 2292,
      "A cantora fala do primeiro concerto no Teatro Baltazar Dias e do disco que grava este ano.", number=6),
    E("O braguinha n\u00e3o \u00e9 s\u00f3 folclore", "2025-03-06", 1947,
      "Um construtor de instrumentos de Camacha e um m\u00fasico de jazz defendem o cavaquinho madeirense.\n\n"
      "Com um tema tocado ao vivo no est\u00fadio da JM FM.", number=5),
    E("Bandas de garagem em Machico", "2025-02-27", None,
      "Tr\u00eas grupos de jovens ensaiam no mesmo armaz\u00e9m. Visit\u00e1mo-los numa sexta-feira \u00e0 noite.", number=4),
    E("Tiago Gomes e a m\u00fasica eletr\u00f3nica", "2025-02-20", 1715, "", number=3),
    E("A filarm\u00f3nica mais antiga da ilha", "2025-02-13", 2461,
      "Em Santa Cruz, a banda tem m\u00fasicos dos 10 aos 82 anos. O maestro conta a sua hist\u00f3ria.", number=2),
], jm_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 55. held-out, fifty-first round: Podsite, Hello Audio, the KStA, Var-Matin, Diario de Navarra, four papers, O Jogo
# Written for a fifty-first held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (a Podsite episode page, Hello Audio's help pages, the KStA's podcast article and its podcast on
# directories, Var-Matin's article on its first podcast, a PZC teaser for its podcast) and what is a plausible layout.
# Podsite stands in for Podcast Republic, whose web page generic-heldout7-* has.
from pagestyles import (  # noqa: E402
    dnavarra_podcast,
    gdv_podcast,
    helloaudio_feed,
    ksta_podcast,
    na_podcast,
    ojogo_podcast,
    podsite_podcast,
    pzc_podcast,
    sandnesposten_podkast,
    varmatin_podcast,
)

write("generic-heldout51-podsite-signal-to-shore", "generic", "2025-03-14", {
    "title": "Signal to Shore",
    "host": "Maya Lindqvist and Tom Okafor",
    "description": "A fortnightly podcast about the people who keep coastal radio, lighthouses and harbour traffic "
                   "running. Maya and Tom visit a different station each episode and ask what the job is really like.",
}, [
    E("The Last Coastguard Radio Operator on Shetland", "2025-03-13", 2533,
      "Fifty years of Mayday calls, fog and one very long night in 1993. Ruth Anderson looks back."),
    E("How a Harbour Master Plans a Tide", "2025-02-27", 3127,
      "Falmouth's harbour master walks us through a busy spring morning, berth by berth.\n\n"
      "Plus: why cruise ships are the easy part."),
    E("Lighthouse Keepers Without a Lighthouse", "2025-02-13", None,
      "Automation ended the keepers' jobs in 1998. Three of them still meet every year at Nash Point."),
    E("Listener Mailbag: Foghorns", "2025-01-30", 1142, ""),
    E("Inside the Dover Strait Traffic Centre", "2025-01-16", 3848,
      "Five hundred ships a day pass through the busiest shipping lane in the world. Someone has to watch them."),
], podsite_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout51-helloaudio-calm-money-course", "generic", "2025-03-14", {
    "title": "Calm Money: The Audio Course",
    "creator": "Priya Shah Coaching",
    "listener": "Jordan",
    "description": "Your private audio edition of the Calm Money course. One lesson arrives every two days, so you can "
                   "listen on your walk instead of another hour at the screen.",
}, [
    E("Lesson 6: Your First Sinking Fund", "2025-03-13", 840,
      "We set up the fund for the bills that surprise you every year: car insurance, birthdays, the dentist."),
    E("Lesson 5: The Spending Map", "2025-03-11", 1080,
      "Print the worksheet from the course portal before you listen.\n\n"
      "We go through last month's spending together, one category at a time."),
    E("Lesson 4: Talking About Money at Home", "2025-03-09", None,
      "A guided conversation for couples and housemates, with pauses for you to talk."),
    E("Bonus: Live Q&A Recording, March", "2025-03-07", 2880, ""),
    E("Lesson 3: Naming Your Goals", "2025-03-05", 720,
      "Why \"save more\" never works, and what to write down instead."),
], helloaudio_feed, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout51-ksta-veedel-fuer-veedel", "generic", "2025-03-14", {
    "title": "Veedel f\u00fcr Veedel",
    "time": "06:00",
    "description": "Im Podcast \u201eVeedel f\u00fcr Veedel\u201c besucht KStA-Reporterin Lena Hoffmann jede Woche ein anderes "
                   "K\u00f6lner Viertel und spricht mit den Menschen, die es pr\u00e4gen.",
}, [
    E("Wie ver\u00e4ndert sich Ehrenfeld, Frau Yilmaz?", "2025-03-13", 2460,
      "Seit drei\u00dfig Jahren f\u00fchrt Ay\u015fe Yilmaz einen Kiosk an der Venloer Stra\u00dfe. Sie erz\u00e4hlt, wer kommt, "
      "wer geht und was die neuen Mieten mit der Nachbarschaft machen."),
    E("Was hat Porz, was die Innenstadt nicht hat?", "2025-03-06", 2880,
      "Ein Kapit\u00e4n der Rheinf\u00e4hre, eine Schulleiterin und ein Sch\u00fctzenbruder \u00fcber den Stadtteil am "
      "anderen Ufer.\n\n"
      "Dieser Podcast wird Ihnen kostenfrei vom \u201eK\u00f6lner Stadt-Anzeiger\u201c bereitgestellt. Wir freuen uns, "
      "wenn Sie unseren Lokaljournalismus mit einem digitalen Abonnement unterst\u00fctzen."),
    E("Karneval im Severinsviertel: Wer zahlt den Zug?", "2025-02-27", None,
      "Die Veedelsz\u00fcge werden teurer. Ein Zugleiter rechnet vor, was ein Sonntag im Vringsveedel kostet."),
    E("Nippes am Wochenmarkt", "2025-02-20", 2220, ""),
    E("Warum Chorweiler besser ist als sein Ruf", "2025-02-13", 3360,
      "Ein Sozialarbeiter und zwei Jugendliche zeigen Lena Hoffmann ihr Chorweiler."),
], ksta_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout51-varmatin-terre-varoise", "generic", "2025-03-14", {
    "title": "Terre varoise",
    "time": "08:00",
    "description": "Chaque vendredi, les journalistes de Var-Matin donnent la parole \u00e0 celles et ceux qui font "
                   "vivre le Var : vignerons, p\u00eacheurs, \u00e9lus de village et b\u00e9n\u00e9voles.",
}, [
    E("Le dernier bouchonnier du Var", "2025-03-14", 1440,
      "Dans son atelier des Maures, Andr\u00e9 Giraud d\u00e9coupe encore le li\u00e8ge \u00e0 la main. Rencontre.",
      town="COLLOBRI\u00c8RES", updated="11:20"),
    E("Les p\u00eacheurs du Brusc face aux tr\u00e8s gros bateaux", "2025-03-07", 1680,
      "Au port du Brusc, la p\u00eache artisanale r\u00e9siste.\n\n"
      "Trois g\u00e9n\u00e9rations d'une m\u00eame famille racontent leurs matins en mer.", town="SIX-FOURS-LES-PLAGES"),
    E("Draguignan, ville de garnison", "2025-02-28", None,
      "L'\u00e9cole d'artillerie a fa\u00e7onn\u00e9 la ville. Des habitants racontent cette cohabitation.",
      town="DRAGUIGNAN"),
    E("Les vignerons face \u00e0 la s\u00e9cheresse", "2025-02-21", 1320, "", town="BANDOL"),
    E("Sauver les tortues d'Hermann", "2025-02-14", 1920,
      "Au village des tortues de Carnoules, les soigneurs pr\u00e9parent la saison des naissances.",
      town="CARNOULES"),
], varmatin_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout51-dnavarra-al-paso", "generic", "2025-03-14", {
    "title": "Al paso",
    "host": "Irene Goicoechea",
    "time": "06:00",
    "description": "El podcast de Diario de Navarra que recorre Navarra pueblo a pueblo. Cada jueves, Irene Goicoechea "
                   "conversa con vecinos que mantienen vivas sus calles.",
}, [
    E("Roncal: el queso que sobrevive al invierno", "2025-03-13", 1455,
      "Una quesera de Uztárroz explica por qué sigue ordeñando a mano y quién comprará su queso dentro de diez años."),
    E("Tudela y la verdura que ya no se recoge sola", "2025-03-06", 1812,
      "En la Ribera faltan manos para la alcachofa.\n\n"
      "Hablamos con agricultores y con los temporeros que llegan cada febrero.", plus=True),
    E("Estella, camino de peregrinos", "2025-02-27", None,
      "Albergues, hospitaleros y un zapatero que arregla botas de todo el mundo."),
    E("Los gaiteros de Pamplona", "2025-02-20", 1306, "", plus=True),
    E("Ochagavía sin turistas", "2025-02-13", 2134,
      "Qué pasa en el valle de Salazar cuando se van los visitantes de la selva de Irati."),
], dnavarra_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout51-gdv-voci-dai-berici", "generic", "2025-03-14", {
    "title": "Voci dai Berici",
    "host": "Marta Zanella",
    "description": "Il podcast del Giornale di Vicenza sulle storie della provincia. Ogni settimana Marta Zanella "
                   "incontra chi vive e lavora tra la citt\u00e0, i Colli Berici e l'Altopiano.",
}, [
    E("Gli orafi di Vicenza e il prezzo dell'oro", "2025-03-13", 1080,
      "Con l'oro sopra i duemila euro l'oncia, i laboratori di via Quintino Sella cambiano mestiere."),
    E("Asiago, la malga d'inverno", "2025-03-06", 1320,
      "Quando le vacche scendono a valle, in malga resta solo il casaro.\n\n"
      "Siamo saliti con lui per una giornata di lavoro."),
    E("Il Teatro Olimpico visto dal palco", "2025-02-27", None,
      "Un attore e una custode raccontano il teatro di Palladio quando il pubblico se ne \u00e8 andato."),
    E("Bassano e il ponte degli Alpini", "2025-02-20", 960, ""),
    E("Schio, la fabbrica che torna a filare", "2025-02-13", 1500,
      "Nell'ex Lanificio Rossi nasce una piccola tessitura. I soci sono tutti sotto i trent'anni."),
], gdv_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout51-pzc-zeeuwse-zaken", "generic", "2025-03-14", {
    "title": "Zeeuwse Zaken",
    "time": "06:00",
    "description": "Elke vrijdag praten PZC-verslaggevers over het Zeeuwse nieuws van de week. Met gasten, achtergronden "
                   "en af en toe een hoop wind.",
}, [
    E("Podcast Zeeuwse Zaken: Waarom de Westerschelde-tunnel weer dicht moet", "2025-03-14", 1980,
      "Rijkswaterstaat kondigt een nieuwe nachtafsluiting aan. Verslaggever Kees de Wit legt uit waarom, en wat "
      "forenzen kunnen verwachten. Beluister de podcast hier of via je favoriete podcast app."),
    E("Podcast Zeeuwse Zaken: Mosselen, mist en een nieuwe visafslag", "2025-03-07", 2160,
      "In Yerseke gaat de nieuwe visafslag open.\n\n"
      "Een mosselkweker en een afslagmeester over prijzen, Belgische kopers en het weer."),
    E("Podcast Zeeuwse Zaken: De kerncentrale en het dorp", "2025-02-28", None,
      "Borssele krijgt er misschien twee kerncentrales bij. Hoe kijken de buren daarnaar?"),
    E("Podcast Zeeuwse Zaken: Vlissingen na het havenfestival", "2025-02-21", 1620, ""),
    E("Podcast Zeeuwse Zaken: Terugblik op een stormachtig jaar", "2024-12-20", 2520,
      "Van de watersnood-herdenking tot de nieuwe strandhuisjes: de redactie blikt terug op 2024. Beluister de "
      "podcast hier of via je favoriete podcast app."),
], pzc_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout51-na-narkesnytt", "generic", "2025-03-14", {
    "title": "N\u00e4rkesnytt",
    "time": "06.00",
    "description": "NA:s podd om veckan som g\u00e5tt i \u00d6rebro l\u00e4n. Varje onsdag g\u00e5r reportrarna Elin Sj\u00f6berg och "
                   "Anders Lundqvist igenom nyheterna och tar hj\u00e4lp av g\u00e4ster fr\u00e5n hela regionen.",
}, [
    E("Nya sjukhuset i \u00d6rebro: vad blir det av det?", "2025-03-12", 1680,
      "Regionen har skjutit upp bygget igen. Vi reder ut vad som h\u00e4nt och vad det betyder f\u00f6r patienterna."),
    E("KSK och hockeyv\u00e5ren", "2025-03-05", 1920,
      "Karlskoga har tagit sig till slutspel.\n\n"
      "Sportreportern ber\u00e4ttar vad det betyder f\u00f6r en hel bruksort.", plus=True),
    E("Kumla efter f\u00e4ngelset", "2025-02-26", None,
      "Hur lever en stad med Sveriges mest k\u00e4nda anstalt? Vi har pratat med kumlabor."),
    E("Bygget vid Svampen", "2025-02-19", 1500, "", plus=True),
    E("\u00d6rebro SK:s nya tr\u00e4nare", "2025-02-12", 2100,
      "Han kommer fr\u00e5n Norge och har en plan. Vi fr\u00e5gar honom om den."),
], na_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout51-sandnesposten-sandnesprat", "generic", "2026-01-03", {
    "title": "Sandnesprat",
    "time": "06:00",
    "description": "Sandnespostens podkast om byen og folka i den. Journalistene Ingrid Tjelta og Kristoffer "
                   "Sk\u00e5r snakker med sandnesbuer om alt fra byutvikling til s\u00f8ndagstur p\u00e5 Dalsnuten.",
}, [
    E("Nytt\u00e5rsforsettene p\u00e5 Ruten", "2026-01-03", 1860,
      "Vi spurte folk p\u00e5 torget hva de har bestemt seg for i 2026. Svarene var ikke de vi ventet."),
    E("Slik gikk nytt\u00e5rsaften i Sandnes", "2026-01-02", 2280,
      "Politiet, brannvesenet og en drosjesj\u00e5f\u00f8r forteller om natten.\n\n"
      "Og hvorfor fyrverkeriet over Stokkelandsvatnet ble kortere i \u00e5r."),
    E("\u00c5ret som gikk i Sandnes", "2025-12-30", 3840,
      "Redaksjonen ser tilbake p\u00e5 2025: sentrumsplanen, bussveien og Sandnes Ulfs opprykk."),
    E("Julekonsert i Sandnes kirke", "2025-12-23", None,
      "Korlederen forteller om \u00f8velsene og om sangen som alltid f\u00e5r publikum til \u00e5 gr\u00e5te."),
    E("Ganddal f\u00f8r jul", "2025-12-19", 1680, ""),
], sandnesposten_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout51-ojogo-a-bancada", "generic", "2025-03-14", {
    "title": "A Bancada",
    "time": "08:00",
    "description": "O podcast de O JOGO sobre futebol visto das bancadas. Todas as semanas, Rui Cardoso conversa com "
                   "adeptos, dirigentes e antigos jogadores sobre os clubes que levam no cora\u00e7\u00e3o.",
}, [
    E("O Dragão em noite europeia", "2025-03-14", 1440,
      "Um sócio com cinquenta anos de lugar cativo conta como se vive uma eliminatória no Estádio do Dragão."),
    E("Os adeptos do Boavista e a luta pela sobrevivência", "2025-03-13", 1740,
      "O clube do Bessa atravessa um dos momentos mais difíceis da sua história.\n\n"
      "Falamos com quem não falta a um jogo, aconteça o que acontecer."),
    E("Futebol distrital: a Taça da AF Porto", "2025-03-10", None,
      "Campos pelados, bifanas e rivalidades de aldeia. A Taça da AF Porto contada pelos protagonistas."),
    E("Claques: o que mudou com a lei", "2025-03-03", 2100, ""),
    E("Memórias de Viena", "2025-02-24", 2460,
      "Um antigo jogador recorda a final de 1987 e a noite em que o Porto foi campeão europeu."),
], ojogo_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 56. held-out, fifty-second round: Framer, Strikingly, the WAZ, La Dépêche, Las Provincias, four papers, the Diário de Coimbra
# Written for a fifty-second held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (Framer's dictionary on collection lists, the WAZ's anniversary supplement on its
# podcasts, Las Provincias' column on its podcasts, two bt.se article copies, the Diário de Coimbra's printed folio) and
# what is a plausible layout.
from pagestyles import (  # noqa: E402
    boras_podd,
    dcoimbra_podcast,
    depeche_podcast,
    framer_podcast,
    larena_podcast,
    lasprovincias_podcast,
    ld_podcast,
    sk_podcast,
    strikingly_blog,
    waz_podcast,
)

write("generic-heldout52-framer-negative-space", "generic", "2025-03-14", {
    "title": "Negative Space",
    "tagline": "Conversations about the work between the pixels.",
    "host": "Ines Carvalho and Dev Patel",
    "description": "A weekly podcast for product designers. Ines and Dev talk to the people behind the interfaces you "
                   "use every day about craft, critique and the decisions nobody sees.",
}, [
    E("Designing for the Thumb, Not the Mouse", "2025-03-13", 2520,
      "A mobile design lead on why reachability still beats beauty, and the one gesture she would remove from every "
      "app.", number=24),
    E("Type Systems That Survive a Rebrand", "2025-03-06", 3180,
      "Two type designers explain how a variable font saved a bank's rebrand from a year of rework.\n\n"
      "Plus: the case for fewer weights, not more.", number=23),
    E("Critique Without Tears", "2025-02-27", None,
      "How to run a design critique that leaves people wanting the next one. With a facilitator who has run four "
      "hundred of them.", number=22),
    E("Listener Questions: Portfolios", "2025-02-20", 1260, "", number=21),
    E("Dark Patterns and the People Who Ship Them", "2025-02-13", 3900,
      "A former growth designer on the nudges she built, the ones she refused, and what regulators now ask for.",
      number=20),
], framer_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout52-strikingly-long-run-talk", "generic", "2025-03-14", {
    "club": "Riverside Harriers",
    "title": "Long Run Talk",
    "description": "The Riverside Harriers' podcast: club news, race reports and the conversations we usually have at "
                   "mile twelve of the Sunday long run.",
}, [
    E("Spring Marathon Special: Taper Week Nerves", "2025-03-13", 2292,
      "Six members share how they are handling the last ten days before Manchester, from carb loading to sleepless "
      "nights."),
    E("Parkrun Volunteers: the Hidden Club", "2025-03-06", 1845,
      "Every Saturday forty people in hi-vis make parkrun happen.\n\n"
      "We meet the run directors and the tail walker who has not missed a week since 2019."),
    E("Cross-Country League Finale", "2025-02-27", None,
      "Mud, spikes and the best team result in the club's history. Race reports from all four divisions."),
    E("Club Night Q&A With Coach Sandra", "2025-02-20", 2718, ""),
    E("Running Through Winter", "2025-02-13", 1523,
      "Head torches, ice and motivation: tips from the members who never skip a January session."),
], strikingly_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout52-waz-pott-gespraeche", "generic", "2025-03-14", {
    "title": "Pott-Gespr\u00e4che",
    "description": "Im Podcast \u201ePott-Gespr\u00e4che\u201c trifft WAZ-Redakteur Jonas Brinkmann jede Woche Menschen, die "
                   "das Ruhrgebiet ver\u00e4ndern \u2013 im Stadion, im Stadtteil und in der Werkshalle.",
}, [
    E("Wie lebt es sich auf Zollverein, Herr Kowalski?", "2025-03-13", 2460,
      "Seit vierzig Jahren wohnt Bernd Kowalski neben der Zeche, auf der er gelernt hat. Er erz\u00e4hlt, was aus dem "
      "Welterbe f\u00fcr die Nachbarschaft geworden ist."),
    E("Die Tafel in Bochum und der lange Winter", "2025-03-06", 2940,
      "Noch nie kamen so viele Menschen zur Ausgabe wie in diesem Jahr.\n\n"
      "Die Leiterin der Tafel und zwei Ehrenamtliche berichten, wie sie den Andrang bew\u00e4ltigen."),
    E("Stahl in Duisburg: Was kommt nach dem Hochofen?", "2025-02-27", None,
      "Ein Betriebsrat und eine Ingenieurin \u00fcber gr\u00fcnen Stahl, Wasserstoff und die Angst um Arbeitspl\u00e4tze."),
    E("Currywurst-Test in Gelsenkirchen", "2025-02-20", 1560, ""),
    E("Warum Dortmund wieder Fahrrad f\u00e4hrt", "2025-02-13", 2220,
      "Neue Radwege, alte Konflikte: Ein Verkehrsplaner und ein Taxifahrer streiten \u00fcber die Stadt von morgen."),
], waz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout52-depeche-accent-du-sud", "generic", "2025-03-14", {
    "title": "L'Accent du Sud",
    "time": "07h00",
    "description": "Chaque vendredi, les journalistes de La D\u00e9p\u00eache du Midi racontent l'Occitanie par ceux qui "
                   "la font vivre : rugbymen de village, vignerons, chercheurs et bergers.",
}, [
    E("Le dernier fabricant de b\u00e9rets du B\u00e9arn... ou presque", "2025-03-14", 1440,
      "\u00c0 Oloron, un atelier tient bon face aux copies venues d'Asie. Visite avec son directeur."),
    E("Toulouse, capitale de l'espace : dans les coulisses du CNES", "2025-03-07", 1860,
      "Des ing\u00e9nieurs nous ouvrent les portes du centre spatial.\n\n"
      "Ils racontent les satellites qu'ils surveillent jour et nuit depuis Rangueil.", plus=True),
    E("Les bergers de l'Ari\u00e8ge face \u00e0 l'ours", "2025-02-28", None,
      "Deux \u00e9leveurs et une naturaliste d\u00e9battent d'une cohabitation toujours difficile."),
    E("Rugby amateur : le derby du Tarn", "2025-02-21", 1320, "", plus=True),
    E("Le cassoulet de Castelnaudary a-t-il une recette officielle ?", "2025-02-14", 1680,
      "La Grande Confr\u00e9rie du cassoulet nous explique pourquoi on ne met pas de tomate."),
], depeche_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout52-lasprovincias-barrio-a-barrio", "generic", "2025-03-14", {
    "title": "Barrio a barrio",
    "description": "El podcast de LAS PROVINCIAS que recorre Valencia calle a calle. Cada semana, la periodista Lidia "
                   "Ferrer conversa con los vecinos que mantienen vivos sus barrios.",
}, [
    E("Russafa antes de las terrazas", "2025-03-13", 1455,
      "Una vecina de toda la vida y el due\u00f1o de una ferreter\u00eda recuerdan el barrio de los a\u00f1os ochenta."),
    E("El Cabanyal y la playa que no se vendi\u00f3", "2025-03-06", 1812,
      "Tras a\u00f1os de pol\u00e9mica, las casas modernistas se rehabilitan.\n\n"
      "Hablamos con los arquitectos y con las familias que nunca se fueron."),
    E("Fallas desde dentro: una noche en el taller", "2025-02-27", None,
      "Un artista fallero explica c\u00f3mo se construye un monumento que arder\u00e1 en unos minutos."),
    E("Benimaclet, huerta y universidad", "2025-02-20", 1306, ""),
    E("El mercado de Ruzafa cumple a\u00f1os", "2025-02-13", 2134,
      "Vendedores de tercera generaci\u00f3n cuentan c\u00f3mo ha cambiado la clientela."),
], lasprovincias_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout52-larena-voci-dell-adige", "generic", "2025-03-14", {
    "title": "Voci dell'Adige",
    "time": "07:00",
    "description": "Il podcast de L'Arena sulle storie di Verona e della sua provincia. Ogni settimana Davide Benetti "
                   "incontra chi vive e lavora tra la citt\u00e0, il lago e la Lessinia.",
}, [
    E("Vinitaly visto dalle cantine", "2025-03-13", 1080,
      "Tre vignaioli della Valpolicella raccontano come si prepara la fiera pi\u00f9 importante dell'anno."),
    E("La Lessinia d'inverno", "2025-03-06", 1320,
      "Quando i turisti se ne vanno, in contrada restano in pochi.\n\n"
      "Siamo saliti a Bosco Chiesanuova per una giornata con il casaro e la maestra."),
    E("Dietro le quinte dell'Arena", "2025-02-27", None,
      "Un macchinista e una sarta raccontano l'anfiteatro quando il pubblico non c'\u00e8."),
    E("Il Garda e le barche dei pescatori", "2025-02-20", 960, ""),
    E("Veronetta, il quartiere che cambia", "2025-02-13", 1500,
      "Studenti, nuovi residenti e botteghe storiche: come convive il quartiere oltre l'Adige."),
], larena_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout52-ld-leidse-stemmen", "generic", "2025-03-14", {
    "title": "Leidse Stemmen",
    "time": "06:00",
    "description": "Elke week spreekt verslaggever Sanne de Boer met Leidenaren over hun stad: van de grachten tot de "
                   "Merenwijk, van de universiteit tot de markt op zaterdag.",
}, [
    E("Hoe lang blijft de Korevaarstraat dicht?", "2025-03-14", 1920,
      "Winkeliers in de binnenstad over de werkzaamheden en de klanten die wegblijven."),
    E("De studentenstad en de woningnood", "2025-03-13", 2160,
      "Leiden heeft duizenden kamers te weinig.\n\n"
      "Een studente, een huisjesmelker en een wethouder over wat er moet gebeuren."),
    E("Het Rijksmuseum van Oudheden krijgt een nieuwe zaal", "2025-03-07", None,
      "De conservator neemt ons mee langs de Egyptische collectie die eindelijk weer te zien is."),
    E("Op de markt aan de Nieuwe Rijn", "2025-02-28", 1620, ""),
    E("Terugblik: Leiden in 2024", "2024-12-20", 2520,
      "Van het ontzet tot de nieuwe fietsbrug: de redactie blikt terug op het jaar."),
], ld_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout52-bt-sjuharadspodden", "generic", "2025-03-14", {
    "title": "Sjuh\u00e4radspodden",
    "description": "BT:s podd om veckan i Bor\u00e5s och Sjuh\u00e4rad. Varje onsdag g\u00e5r reportrarna Sara Holm och "
                   "Johan Ekberg igenom nyheterna med g\u00e4ster fr\u00e5n hela regionen.",
}, [
    E("Textilmuseet och den nya modeskolan", "2025-03-12", 1680,
      "Bor\u00e5s vill bli Nordens modehuvudstad igen. Vi har bes\u00f6kt skolan som ska g\u00f6ra det m\u00f6jligt.",
      section="Bor\u00e5s"),
    E("Elfsborgs nya s\u00e4song", "2025-03-05", 1920,
      "Premi\u00e4ren n\u00e4rmar sig och truppen \u00e4r ny.\n\n"
      "Sportreportern ber\u00e4ttar vad tr\u00e4naren lovar och vad supportrarna hoppas p\u00e5.", section="Sport"),
    E("Landsbygdens skolor i Mark", "2025-02-26", None,
      "Tv\u00e5 byskolor kan l\u00e4ggas ned. F\u00f6r\u00e4ldrarna i Horred protesterar.", section="Mark"),
    E("Kretsloppet v\u00e4xer", "2025-02-19", 1500, "", section="Bor\u00e5s"),
    E("Bussarna som inte kommer", "2025-02-12", 2100,
      "Resen\u00e4rer i Svenljunga har tr\u00f6ttnat p\u00e5 inst\u00e4llda turer. Vi fr\u00e5gar V\u00e4sttrafik varf\u00f6r.",
      section="Svenljunga"),
], boras_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout52-sk-porin-puheilla", "generic", "2026-01-03", {
    "title": "Porin puheilla",
    "time": "6.00",
    "description": "Satakunnan Kansan podcast Porista ja porilaisista. Toimittajat Laura Niemi ja Mikko Salonen "
                   "keskustelevat viikon puheenaiheista vieraiden kanssa.",
}, [
    E("Uudenvuoden lupaukset Kauppatorilla", "2026-01-02", 1860,
      "Kysyimme porilaisilta, mit\u00e4 he aikovat tehd\u00e4 toisin vuonna 2026. Vastaukset yllättivät."),
    E("Vuosi 2025 Porissa", "2025-12-30", 3840,
      "Toimitus katsoo taaksep\u00e4in: keskustan uudistus, Ässien syksy ja Jazzien ennätysvuosi.\n\n"
      "Mukana my\u00f6s kuuntelijoiden kysymyksi\u00e4."),
    E("Joulukonsertti Keski-Porin kirkossa", "2025-12-23", None,
      "Kuoronjohtaja kertoo harjoituksista ja laulusta, joka saa yleis\u00f6n aina kyyneliin."),
    E("Reposaari ennen joulua", "2025-12-19", 1680, ""),
    E("Ässät joulutauolla", "2025-12-16", 2280,
      "Urheilutoimittaja arvioi joukkueen alkukauden ja kertoo, mit\u00e4 tammikuulta voi odottaa."),
], sk_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout52-dcoimbra-conversas-do-mondego", "generic", "2025-03-14", {
    "title": "Conversas do Mondego",
    "description": "O podcast do Di\u00e1rio de Coimbra sobre a cidade e a regi\u00e3o. Todas as semanas, a jornalista "
                   "Catarina Seabra conversa com quem vive, estuda e trabalha entre a Alta e a Baixa.",
}, [
    E("A Queima das Fitas vista de dentro", "2025-03-13", 1440,
      "Uma estudante da comiss\u00e3o organizadora explica como se prepara a maior festa acad\u00e9mica do pa\u00eds."),
    E("O Metro Mondego j\u00e1 anda?", "2025-03-06", 1740,
      "Os autocarros el\u00e9tricos come\u00e7aram a circular na Lous\u00e3.\n\n"
      "Falamos com utentes, com o presidente da c\u00e2mara e com quem esperou trinta anos."),
    E("Os fadistas de Coimbra e a serenata", "2025-02-27", None,
      "Dois guitarristas contam a hist\u00f3ria da can\u00e7\u00e3o de Coimbra e porque s\u00f3 os homens a cantavam."),
    E("A Briosa e a luta pela subida", "2025-02-20", 2100, ""),
    E("Conimbriga, as ru\u00ednas que ainda falam", "2025-02-13", 2460,
      "Uma arque\u00f3loga mostra-nos os mosaicos romanos e as descobertas mais recentes."),
], dcoimbra_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 57. held-out, fifty-third round: Pocket FM, a florist's Duda site, the HAZ, Le Dauphiné, El Comercio, four papers, the Correio do Minho
# Written for a fifty-third held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (Pocket FM's pay-per-episode model in the stored pages, the HAZ's weekly podcast on
# directories) and what is a plausible layout (the Duda site, Le Dauphiné, El Comercio, La Gazzetta del Mezzogiorno,
# the Noordhollands Dagblad, Vejle Amts Folkeblad, Romerikes Blad, the Correio do Minho).
from pagestyles import (  # noqa: E402
    cminho_podcast,
    dauphine_podcast,
    duda_florist_podcast,
    elcomercio_podcast,
    gdm_podcast,
    haz_podcast,
    nhd_podcast,
    pocketfm_series,
    rb_podkast,
    vafo_podcast,
)

write("generic-heldout53-pocketfm-the-heiress-next-door", "generic", "2025-03-14", {
    "title": "The Heiress Next Door",
    "narrator": "Claire Donovan",
    "genres": "English \u2022 Romance \u2022 Drama",
    "stats": "4.6 \u2605 \u2022 2.1M Plays",
    "free": 3,
    "description": "When Ava Monroe rents the cottage next to a crumbling Vermont estate, she has no idea the quiet man "
                   "fixing its fence is the missing heir to a hotel fortune. New episodes every day.",
}, [
    E("The Cottage on Birch Lane", "2025-03-09", 780,
      "Ava arrives in Stowe with two suitcases and a lease she signed without reading.", number=1),
    E("A Fence and a Lie", "2025-03-10", 840,
      "The man next door says his name is Luke. The mailbox says otherwise.\n\n"
      "Ava finds an envelope that was never meant for her.", number=2),
    E("Dinner at the Harwood Inn", "2025-03-11", None,
      "Luke's sister turns up uninvited, and the town starts talking.", number=3),
    E("The Will", "2025-03-12", 900, "", number=4),
    E("Snowed In", "2025-03-13", 720,
      "A storm closes the only road out. Ava and Luke have one fireplace and too many secrets.", number=5),
], pocketfm_series, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout53-duda-stem-talk", "generic", "2025-03-14", {
    "title": "Stem Talk",
    "shop": "Petal & Stem Flower Co.",
    "host": "Hannah Reyes",
    "phone": "(503) 555-0142",
    "address": "2217 SE Division St, Portland, OR 97202",
    "description": "The podcast from our shop floor. Every other Thursday, Hannah Reyes talks with growers, designers "
                   "and customers about where your flowers come from and how to make them last.",
}, [
    E("Spring Tulips from the Skagit Valley", "2025-03-13", 1934,
      "Our tulip grower drives three hours every Monday in March. We asked her why she still does it."),
    E("Behind the Counter on Valentine's Day", "2025-02-27", 2411,
      "Four hundred orders, two delivery vans and one broken cooler.\n\n"
      "The team looks back on the busiest day of our year, and what we'll change next February."),
    E("Sympathy Flowers: What to Send and What to Say", "2025-02-13", None,
      "A funeral director and our lead designer answer the questions customers are too shy to ask."),
    E("Listener Questions: Keeping Cut Flowers Fresh", "2025-01-30", 1122, ""),
    E("Why We Stopped Using Floral Foam", "2025-01-16", 2745,
      "Chicken wire, pin frogs and a lot of trial and error. How we changed our arrangements in 2024."),
], duda_florist_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout53-haz-ortstermin-hannover", "generic", "2025-03-14", {
    "title": "Ortstermin Hannover",
    "description": "Jeden Freitag fragt HAZ-Redakteurin Jana Ebeling eine Kollegin oder einen Kollegen aus der Redaktion "
                   "aus: \u00fcber das Thema der Woche in Hannover, in der Region und in Niedersachsen.",
}, [
    E("Warum die Stadtbahn nach Hemmingen so lange braucht", "2025-03-14", 2040,
      "Seit zehn Jahren wird \u00fcber die Verl\u00e4ngerung der Linie 13 gestritten. Verkehrsreporter Tobias "
      "Kurz erkl\u00e4rt im HAZ-Podcast, woran es hakt und wann die erste Bahn fahren k\u00f6nnte."),
    E("Der Maschsee und die Blaualgen", "2025-03-07", 2460,
      "Im vergangenen Sommer war Baden im Maschsee tagelang verboten.\n\n"
      "Wissenschaftsredakteurin Lea Brandt hat mit Limnologen gesprochen und sagt, was die Stadt jetzt plant."),
    E("Hannover 96 und die Stadionfrage", "2025-02-28", None,
      "Bleibt die Heinz-von-Heiden-Arena, oder braucht der Verein ein neues Stadion? Sportchef Marc Lohmann ordnet "
      "ein."),
    E("Schlie\u00dft Karstadt in der Georgstra\u00dfe?", "2025-02-21", 1680, ""),
    E("Opernball-Spezial: Ein Abend hinter den Kulissen", "2025-02-14", 3720,
      "Ein Mitschnitt vom Opernball mit G\u00e4sten, Garderobieren und dem Intendanten."),
], haz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout53-dauphine-cimes-et-vallees", "generic", "2025-03-14", {
    "title": "Cimes et vall\u00e9es",
    "description": "Chaque jeudi, les journalistes du Dauphin\u00e9 Lib\u00e9r\u00e9 partent \u00e0 la rencontre de celles et ceux "
                   "qui vivent la montagne au quotidien, de la Chartreuse au Queyras.",
}, [
    E("Le dernier berger de Belledonne", "2025-03-13", 1080,
      "\u00c0 70 ans, Marcel Rey garde encore ses brebis \u00e0 2 000 m\u00e8tres. Il raconte les loups, les randonneurs "
      "et la relève qui ne vient pas."),
    E("Stations de ski : la saison de tous les dangers", "2025-03-06", 1440,
      "Peu de neige, beaucoup de pluie : les petites stations de l'Is\u00e8re font leurs comptes.\n\n"
      "Un directeur de remont\u00e9es m\u00e9caniques et un moniteur t\u00e9moignent."),
    E("Les noix de Grenoble face au gel", "2025-02-27", None,
      "Dans la vall\u00e9e de l'Is\u00e8re, les nuciculteurs s'inqui\u00e8tent des printemps trop doux."),
    E("Secouristes du PGHM", "2025-02-20", 1620, ""),
    E("Vivre \u00e0 l'ann\u00e9e \u00e0 Val-d'Is\u00e8re", "2025-02-13", 1260,
      "Quand les touristes repartent, il reste 1 600 habitants. Nous avons pass\u00e9 une semaine avec eux."),
], dauphine_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout53-elcomercio-gijon-a-pie", "generic", "2025-03-14", {
    "title": "Gij\u00f3n a pie",
    "host": "Marta Su\u00e1rez",
    "description": "El podcast de EL COMERCIO que recorre Gij\u00f3n barrio a barrio. Cada jueves, Marta Su\u00e1rez "
                   "charla con los vecinos que conocen cada esquina de la ciudad.",
}, [
    E("Cimadevilla, el barrio que no quiere ser un decorado", "2025-03-13", 1440,
      "Los \u00faltimos pescadores del barrio alto conviven con los pisos tur\u00edsticos. Hablamos con ellos."),
    E("El Natahoyo despu\u00e9s de los astilleros", "2025-03-06", 1800,
      "Hace veinte a\u00f1os cerr\u00f3 Naval Gij\u00f3n.\n\n"
      "Antiguos trabajadores y nuevos vecinos cuentan c\u00f3mo ha cambiado el barrio."),
    E("La Calzada y el Musel", "2025-02-27", None,
      "El tr\u00e1fico de camiones, la contaminaci\u00f3n y una asociaci\u00f3n vecinal que no se rinde."),
    E("Sidrer\u00edas de la calle Corrida", "2025-02-20", 1260, ""),
    E("Somi\u00f3, entre quintas y prados", "2025-02-13", 2100,
      "Indianos, palacetes y vacas: la parroquia rural m\u00e1s cara de Asturias."),
], elcomercio_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout53-gdm-voci-del-levante", "generic", "2025-03-14", {
    "title": "Voci del Levante",
    "description": "Il podcast della Gazzetta del Mezzogiorno sulle storie di Puglia e Basilicata. Ogni settimana "
                   "un giornalista della redazione racconta una persona, un luogo, un mestiere.",
}, [
    E("I pescatori di Mola e il mare che cambia", "2025-03-13", 1122,
      "Meno triglie, pi\u00f9 granchi blu. Tre generazioni di pescatori raccontano il loro Adriatico."),
    E("Matera dopo la Capitale della cultura", "2025-03-06", 1365,
      "Cosa \u00e8 rimasto dei turisti e degli investimenti del 2019?\n\n"
      "Ne parliamo con un albergatore dei Sassi e con una giovane guida."),
    E("L'ulivo e la Xylella nel Salento", "2025-02-27", None,
      "Dieci anni dopo, i frantoi ripartono con nuove variet\u00e0. Ma il paesaggio non \u00e8 pi\u00f9 lo stesso."),
    E("Bari Vecchia e le orecchiette in strada", "2025-02-20", 948, ""),
    E("Il porto di Taranto aspetta le navi", "2025-02-13", 1587,
      "Il terminal container \u00e8 pronto, le navi no. Un portuale spiega perch\u00e9."),
], gdm_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout53-nhd-de-noordkop-praat", "generic", "2025-03-14", {
    "title": "De Noordkop Praat",
    "time": "06:00",
    "description": "In De Noordkop Praat bespreken verslaggevers van het Noordhollands Dagblad elke week het nieuws uit "
                   "Den Helder, Schagen en Hollands Kroon. Met gasten uit de regio.",
}, [
    E("Waarom de marine Den Helder nodig heeft, en andersom", "2025-03-14", 1920,
      "De marine wil duizenden nieuwe mensen aannemen. Maar waar moeten die wonen? Verslaggever Lisa Kok zocht het "
      "uit."),
    E("Bollenvelden en arbeidsmigranten", "2025-03-13", 2160,
      "In het voorjaar komen duizenden seizoenswerkers naar de kop.\n\n"
      "Een teler en een huisvester vertellen hoe het huisvesten van al die mensen gaat."),
    E("De veerboot naar Texel wordt duurder", "2025-03-07", None,
      "TESO verhoogt de tarieven. Eilanders zijn boos, de rederij legt uit."),
    E("Schagen na de Westfriese Folkloremarkt", "2025-02-28", 1500, ""),
    E("Terugblik: het jaar van de dijkversterking", "2024-12-20", 2640,
      "Van Petten tot Callantsoog: de redactie blikt terug op 2024 aan de kust."),
], nhd_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout53-vafo-fjordsnak", "generic", "2025-03-14", {
    "title": "Fjordsnak",
    "time": "05.00",
    "description": "Vejle Amts Folkeblads podcast om Vejle og omegn. Hver onsdag taler journalisterne Mette Kjeldsen "
                   "og Rasmus Dahl med de mennesker, der f\u00e5r byen til at k\u00f8re.",
}, [
    E("Bølgen og boligpriserne", "2025-03-12", 1920,
      "Lejlighederne i B\u00f8lgen er blevet et vartegn. Men hvem har egentlig r\u00e5d til at bo ved fjorden?"),
    E("VB og jagten p\u00e5 en ny tr\u00e6ner", "2025-03-05", 2220,
      "Vejle Boldklub har fyret sin tr\u00e6ner igen.\n\n"
      "Sportsredaktionen gennemg\u00e5r kandidaterne og forklarer, hvad klubben leder efter."),
    E("Jelling og kongerne", "2025-02-26", None,
      "Monumentomr\u00e5det f\u00e5r nyt bes\u00f8gscenter. Vi har talt med museumsinspekt\u00f8ren."),
    E("Spinderihallerne fylder ti \u00e5r", "2025-02-19", 1680, ""),
    E("Give og den nye motorvej", "2025-02-12", 2580,
      "Erhvervsfolk og naboer om den vej, der skal binde Midtjylland sammen."),
], vafo_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout53-rb-romerike-rundt", "generic", "2026-01-02", {
    "title": "Romerike rundt",
    "time": "06.00",
    "description": "Romerikes Blads podkast om folk og nyheter p\u00e5 Romerike. Journalistene Silje Haugen og "
                   "Eirik Bakken snakker med gjester fra Lillestr\u00f8m til Eidsvoll.",
}, [
    E("Nytt\u00e5r p\u00e5 Gardermoen", "2026-01-02", 2280,
      "Flyplassen hadde rekordmange reisende i romjula. Vi bes\u00f8kte dem som jobbet mens andre feiret."),
    E("\u00c5ret som gikk p\u00e5 Romerike", "2025-12-30", 3840,
      "Redaksjonen ser tilbake p\u00e5 2025: stortingsvalget, LSK-sesongen og boligbyggingen i Lillestr\u00f8m.\n\n"
      "Og hvilke saker leserne likte best."),
    E("Julemarked p\u00e5 Eidsvoll 1814", "2025-12-23", None,
      "Nissefar, pepperkaker og en smed som har st\u00e5tt p\u00e5 markedet i tretti \u00e5r."),
    E("Isen p\u00e5 \u00d8yeren", "2025-12-19", 1560, ""),
    E("Julekonsert i Nes kirke", "2025-12-16", 1980,
      "Korlederen forteller om \u00f8velsene og om salmen som alltid kommer sist."),
], rb_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout53-cminho-a-sombra-da-se", "generic", "2025-03-14", {
    "title": "\u00c0 Sombra da S\u00e9",
    "description": "O podcast do Correio do Minho sobre Braga e a regi\u00e3o. Todas as semanas, In\u00eas Carvalho "
                   "conversa com quem faz a cidade: comerciantes, estudantes, padres e autarcas.",
}, [
    E("A Semana Santa vista de dentro", "2025-03-13", 1455,
      "Um irm\u00e3o da Misericórdia explica como se prepara a maior procissão do pa\u00eds."),
    E("O Bom Jesus e os turistas", "2025-03-06", 1812,
      "O santu\u00e1rio recebe mais visitantes do que nunca.\n\n"
      "Falamos com o reitor e com os comerciantes do escad\u00f3rio."),
    E("Estudantes da Universidade do Minho \u00e0 procura de casa", "2025-02-27", None,
      "Quartos a 400 euros e listas de espera. A associa\u00e7\u00e3o acad\u00e9mica faz as contas."),
    E("O SC Braga e a Pedreira", "2025-02-20", 1306, ""),
    E("Guimar\u00e3es, ber\u00e7o e cidade jovem", "2025-02-13", 2134,
      "A cidade vizinha e rival, contada por quem l\u00e1 vive e trabalha em Braga."),
], cminho_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 58. held-out, fifty-fourth round: podcaster.de, a Ghost newsletter on Wave, the NN, Le Républicain Lorrain, Diario de Mallorca, four papers, the Jornal do Fundão
# Written for a fifty-fourth held-out measurement, without reading the generic reader; see the renderers in
# pagestyles.py for what is evidence (the Wave theme's source, the NN's podcasts on Podigee and its articles' stamps,
# Il Giorno's article announcing its podcast, the ED's podcast notes from Omny, Hallandsposten's episode articles) and
# what is a plausible layout (podcaster.de, Le Républicain Lorrain, Diario de Mallorca, Aamuposti, the Jornal do Fundão).
from pagestyles import (  # noqa: E402
    aamuposti_podcast,
    dm_podcast,
    ed_podcast,
    ghost_wave,
    hp_podd,
    ilgiorno_podcast,
    jf_podcast,
    nn_podcast,
    podcasterde_blog,
    rl_podcast,
)

write("generic-heldout54-podcasterde-werkbank-funk", "generic", "2025-03-14", {
    "title": "Werkbank-Funk",
    "host": "Sabine Weber",
    "description": "Der Podcast aus der offenen Holzwerkstatt in Kassel. Alle zwei Wochen spricht Sabine Weber mit "
                   "Tischlerinnen, Restauratoren und Hobbybastlern \u00fcber Holz, Werkzeug und Fehler, aus denen man lernt.",
}, [
    E("Hobel sch\u00e4rfen ohne Frust", "2025-03-13", 2467,
      "Warum der alte Stanley-Hobel vom Flohmarkt besser sein kann als ein neuer. Und wie man die Klinge in zehn "
      "Minuten wieder scharf bekommt."),
    E("Zu Gast: Restauratorin Mira Lange", "2025-02-27", 3328,
      "Mira restauriert Barockm\u00f6bel f\u00fcr Schl\u00f6sser in Hessen.\n\n"
      "Wir sprechen \u00fcber Schellack, Geduld und den Moment, in dem man ein Furnier besser nicht anfasst."),
    E("Die Werkstatt im Winter", "2025-02-13", None,
      "Feuchtigkeit, Temperatur und warum Leim bei f\u00fcnf Grad nicht h\u00e4lt."),
    E("Eure Fragen: Schwalbenschwanz von Hand", "2025-01-30", 1895, ""),
    E("Japanische S\u00e4gen im Vergleich", "2025-01-16", 2731,
      "Ryoba, Dozuki, Kataba: drei S\u00e4gen, drei Testschnitte in Buche und Kiefer."),
], podcasterde_blog, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout54-ghostwave-the-long-table", "generic", "2025-03-14", {
    "title": "The Long Table",
    "description": "A weekly newsletter and podcast about cooking for a crowd, from church suppers to wedding "
                   "kitchens. Written and hosted by Marisol Ortega.",
}, [
    E("Feeding 200 on a Volunteer Budget", "2025-03-13", None,
      "The food pantry's spring dinner, a borrowed kitchen and twelve volunteers who had never cooked together.",
      tag="Episodes"),
    E("In Conversation: The Caterer Who Quit Canap\u00e9s", "2025-03-06", None,
      "Dana Whitfield spent twenty years on passed appetizers. Now she only does family-style. We talk about why.",
      tag="Interviews"),
    E("Sheet-Pan Thinking", "2025-02-27", None,
      "Why the half-sheet pan is the most important tool in a volunteer kitchen, and three recipes that prove it.",
      tag="Episodes"),
    E("Audio Only: Live from the Fish Fry", "2025-02-21", None, "", tag="Episodes"),
    E("How Much Rice Do You Actually Need?", "2025-02-13", None,
      "A listener's question about scaling recipes turns into a lesson on yields, waste and leftovers.",
      tag="Episodes"),
], ghost_wave, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout54-nn-frankenfunk", "generic", "2025-03-14", {
    "title": "Frankenfunk \u2013 Der NN-Podcast",
    "time": "06:00",
    "hours_ago": 3,
    "description": "Jeden Freitag sprechen Redakteurinnen und Redakteure der N\u00fcrnberger Nachrichten \u00fcber das, was "
                   "N\u00fcrnberg, F\u00fcrth und Erlangen in dieser Woche bewegt hat. Mit G\u00e4sten aus Politik, Sport und Kultur.",
}, [
    E("Folge 66: Wann kommt die Stadt-Umland-Bahn?", "2025-03-14", 2520,
      "Seit Jahren wird die Stra\u00dfenbahn von N\u00fcrnberg nach Erlangen geplant. Verkehrsreporterin Katrin Gerber "
      "erkl\u00e4rt, warum es so lange dauert."),
    E("Folge 65: Der Club und das neue Stadion", "2025-03-07", 2880,
      "Der 1. FC N\u00fcrnberg will ein neues Stadion. Die Stadt auch, irgendwie.\n\n"
      "Sportchef Thomas Reuther und Rathausreporter Jonas Held \u00fcber Kosten, Standorte und Geduld."),
    E("Folge 64: Fastenzeit im Knoblauchsland", "2025-02-28", None,
      "Wie die Gem\u00fcsebauern im Norden der Stadt durch den Winter kommen."),
    E("Folge 63: Der Christkindlesmarkt in Zahlen", "2025-02-21", 1980, ""),
    E("Folge 62: Streit um die Zeppelintrib\u00fcne", "2025-02-14", 3960,
      "Sanieren, verfallen lassen, umnutzen? Ein Historiker und eine Stadtr\u00e4tin im Gespr\u00e4ch."),
], nn_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout54-rl-moselle-en-voix", "generic", "2025-03-14", {
    "title": "Moselle en voix",
    "host": "Julien Bender",
    "time": "06:00",
    "description": "Chaque jeudi, Julien Bender et les journalistes du R\u00e9publicain Lorrain racontent une histoire de "
                   "Moselle : un village, un m\u00e9tier, un fait divers d'hier ou d'aujourd'hui.",
}, [
    E("Les derniers mineurs de Freyming-Merlebach", "2025-03-13", 1320,
      "Vingt ans apr\u00e8s la fermeture du puits, trois anciens mineurs racontent le charbon, la poussi\u00e8re et la "
      "fraternit\u00e9."),
    E("Frontaliers : un aller-retour au Luxembourg", "2025-03-06", 1680,
      "Chaque matin, 120 000 Lorrains passent la fronti\u00e8re.\n\n"
      "Nous avons pris le TER de 6 h 12 \u00e0 Thionville avec une infirmi\u00e8re et un informaticien."),
    E("Le vitrail de Chagall \u00e0 Metz", "2025-02-27", None,
      "Dans la cath\u00e9drale Saint-\u00c9tienne, un ma\u00eetre verrier explique comment on entretient une \u0153uvre de "
      "lumi\u00e8re."),
    E("Le FC Metz et ses supporters", "2025-02-20", 1500, ""),
    E("Les fa\u00efenciers de Sarreguemines", "2025-02-13", 3840,
      "Deux si\u00e8cles de vaisselle et de carreaux, racont\u00e9s par les derniers ouvriers de la manufacture."),
], rl_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout54-dm-islas-de-paso", "generic", "2025-03-14", {
    "title": "Islas de paso",
    "description": "El podcast de Diario de Mallorca sobre la isla que no sale en las postales. Cada semana, una "
                   "historia de Palma y de la Part Forana contada por sus protagonistas.",
}, [
    E("Los \u00faltimos panaderos de Son Espanyolet", "2025-03-13", 1440,
      "Hornos de le\u00f1a, ensaimadas y un barrio que cambia de vecinos cada temporada.", number=12),
    E("Vivir en una autocaravana en Palma", "2025-03-06", 1860,
      "El alquiler ha expulsado a cientos de trabajadores a las afueras.\n\n"
      "Hablamos con una enfermera y un camarero que duermen en el aparcamiento de Son Dureta.", number=11),
    E("La Serra de Tramuntana en invierno", "2025-02-27", None,
      "Senderistas, payeses y un guarda forestal en los meses sin turistas.", number=10),
    E("S\u00f3ller y el tranv\u00eda", "2025-02-20", 1260, "", number=9),
    E("El Mallorca y la final de Copa", "2025-02-13", 2520,
      "Un a\u00f1o despu\u00e9s de Sevilla, los aficionados recuerdan el viaje y la derrota.", number=8),
], dm_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout54-ilgiorno-milano-di-sera", "generic", "2025-03-14", {
    "title": "Milano di sera",
    "host": "Chiara Ferrante",
    "description": "Il podcast del Giorno sulla Milano che si accende quando chiudono gli uffici. Tre volte a "
                   "settimana la cronista Chiara Ferrante racconta locali, quartieri e persone della notte milanese.",
}, [
    E("I tram notturni della linea 9", "2025-03-13", 1080,
      "Da Porta Genova alla Stazione Centrale con i tranvieri del turno di notte."),
    E("Navigli, la movida e i residenti", "2025-03-11", 1320,
      "Ordinanze, dehors e finestre chiuse.\n\n"
      "Un comitato di quartiere e un barista dell'Alzaia Naviglio Grande spiegano le loro ragioni."),
    E("Il Piccolo Teatro dietro le quinte", "2025-03-07", None,
      "Una sarta e un macchinista raccontano le sere di prima."),
    E("Chinatown dopo mezzanotte", "2025-03-06", 960, ""),
    E("San Siro vuoto", "2025-03-04", 1500,
      "Cosa succede allo stadio quando il pubblico se ne va? Lo abbiamo chiesto ai custodi."),
], ilgiorno_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout54-ed-lichtstad-live", "generic", "2025-03-14", {
    "title": "Lichtstad Live",
    "description": "In Lichtstad Live bespreken verslaggevers van het Eindhovens Dagblad elke donderdag het nieuws uit "
                   "Eindhoven en de Kempen. Met gasten uit de stad en de regio.",
}, [
    E("Waarom Strijp-S nog steeds groeit", "2025-03-13", 2280,
      "Van Philipsfabriek naar woonwijk. Verslaggever Noor Aarts sprak met bewoners en ontwikkelaars over de volgende "
      "fase.\n\n"
      "See omnystudio.com/listener for privacy information."),
    E("Brainport en de woningnood", "2025-03-06", 2640,
      "ASML wil duizenden mensen aannemen, maar waar moeten die wonen? Onze economieredacteur legt uit wat de regio "
      "van plan is.\n\n"
      "See omnystudio.com/listener for privacy information."),
    E("Carnaval in Lampegat", "2025-02-27", None,
      "Een terugblik op de optocht, de prinsen en de kroegen op het Stratumseind."),
    E("De verbouwing van het Philips Stadion", "2025-02-20", 1920, ""),
    E("GLOW 2024: de makers vertellen", "2024-11-14", 3120,
      "Het lichtfestival trok dit jaar weer honderdduizenden bezoekers. Drie kunstenaars over hun werk.\n\n"
      "See omnystudio.com/listener for privacy information."),
], ed_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout54-hp-hallandska-fragan", "generic", "2025-03-14", {
    "title": "Halländska frågan",
    "description": "Hallandspostens podd om veckans viktigaste fr\u00e5gor i Halmstad och Halland. Programledare \u00e4r "
                   "Elin Svensson, som varje vecka bjuder in HP:s reportrar.",
}, [
    E("Avsnitt 58: \u201dSjukhusfr\u00e5gan avg\u00f6rs inte i \u00e5r\u201d", "2025-03-13", None,
      "Regionen skjuter beslutet om det nya sjukhuset i Halmstad. HP:s regionreporter f\u00f6rklarar varf\u00f6r.",
      place="Halmstad"),
    E("Avsnitt 57: Vad h\u00e4nder med hamnen i Falkenberg?", "2025-03-06", None,
      "Kommunen vill bygga bost\u00e4der d\u00e4r fartygen l\u00e4gger till.\n\n"
      "Ett rederi och tv\u00e5 grannar ger sina svar.", place="Falkenberg"),
    E("Avsnitt 56: HBK:s nya tr\u00e4nare", "2025-02-27", None, "", place="Halmstad"),
    E("Avsnitt 55: Laholm och vindkraften", "2025-02-20", None,
      "Sju nya verk planeras p\u00e5 Hallands\u00e5sen. Motst\u00e5ndet v\u00e4xer.", place="Laholm"),
    E("Avsnitt 54: \u00c5ret som g\u00e5tt i Hylte", "2024-12-19", None,
      "Bruket, skolorna och valet av ny kommunchef.", place="Hylte"),
], hp_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout54-aamuposti-hyvinkaan-viikko", "generic", "2026-01-03", {
    "title": "Hyvink\u00e4\u00e4n viikko",
    "time": "6.00",
    "description": "Aamupostin podcast Hyvink\u00e4\u00e4n ja Riihim\u00e4en seudun uutisista. Toimittajat Anni Lehtonen ja "
                   "Mikko Salo keskustelevat viikon puhutuimmista aiheista.",
}, [
    E("Uusi vuosi, uudet bussilinjat", "2026-01-02", 1934,
      "Hyvink\u00e4\u00e4n sis\u00e4inen liikenne muuttui vuodenvaihteessa. Mit\u00e4 se tarkoittaa matkustajille?"),
    E("Vuosi 2025 Hyvink\u00e4\u00e4ll\u00e4", "2025-12-30", 3742,
      "Toimitus kertaa vuoden t\u00e4rkeimm\u00e4t uutiset: Willan remontti, kuntavaalit ja rautatiemuseon juhlavuosi.\n\n"
      "Mukana my\u00f6s lukijoiden suosikkijutut."),
    E("Joulurauha Riihim\u00e4ell\u00e4", "2025-12-23", None,
      "Joulukirkko, lasimuseon joulun\u00e4yttely ja torin kuusi."),
    E("Sveitsin hiihtoladut avautuivat", "2025-12-19", 1508, ""),
    E("Itsen\u00e4isyysp\u00e4iv\u00e4n juhla Hausj\u00e4rvell\u00e4", "2025-12-16", 2205,
      "Veteraanit, partiolaiset ja kunnanjohtajan puhe."),
], aamuposti_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout54-jf-vozes-da-gardunha", "generic", "2025-03-14", {
    "title": "Vozes da Gardunha",
    "description": "O podcast do Jornal do Fund\u00e3o sobre a Beira Interior. Todas as semanas, Rita Nunes conversa com "
                   "quem vive, trabalha e resiste no interior do pa\u00eds.",
}, [
    E("A cereja do Fund\u00e3o e o clima", "2025-03-13", 1440,
      "As flores chegaram cedo e a geada tamb\u00e9m. Tr\u00eas produtores fazem as contas \u00e0 campanha."),
    E("Covilh\u00e3, cidade universit\u00e1ria", "2025-03-06", 1920,
      "A UBI trouxe estudantes de todo o pa\u00eds.\n\n"
      "Falamos com uma estudante de medicina e com um senhorio da Rua Direita."),
    E("Os \u00faltimos pastores da Serra da Estrela", "2025-02-27", None,
      "O queijo, os lobos e a falta de quem queira ficar."),
    E("Penamacor e o lince", "2025-02-20", 1320, ""),
    E("Belmonte, terra de Cabral", "2025-02-13", 2280,
      "Historiadores e comerciantes sobre a vila que vive do passado e do turismo."),
], jf_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 59. held-out, fifty-fifth round: a university radio station, a church's Wix site, the Rhein-Zeitung, Le Courrier picard, four papers, the Diário do Minho
# Written for a fifty-fifth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (the Rhein-Zeitung's podcast counting its "Folgen", Harstad Tidende's editor's podcast, the Wix
# footer) and what is a plausible layout (the station, the church's sermon list, Le Courrier picard, La Opinión de
# Murcia, La Provincia Pavese, De Limburger, Skånska Dagbladet, Harstad Tidende's date lines, the Diário do Minho).
from pagestyles import (  # noqa: E402
    campus_radio_podcast,
    cpicard_podcast,
    dminho_podcast,
    ht_podkast,
    limburger_podcast,
    lom_podcast,
    ppavese_podcast,
    rz_podcast,
    skd_podd,
    wix_church_sermons,
)

write("generic-heldout55-campusradio-the-quad-report", "generic", "2025-03-14", {
    "title": "The Quad Report",
    "station": "WNCR 89.7 FM",
    "university": "Northfield State University",
    "on_air": "Static Bloom with DJ Marisol",
    "hosts": "Dana Whitfield and Omar Haddad",
    "address": "Student Union, Room 214, 400 College Ave, Northfield, MN 55057",
    "phone": "(507) 555-0189",
    "licensee": "the Board of Regents of Northfield State University",
    "description": "The news show made by students for students. Every Wednesday during the semester, Dana and Omar "
                   "talk with the people behind the headlines on campus and in town.",
}, [
    E("Tuition Is Going Up Again. Here's Where the Money Goes", "2025-03-12", 1722,
      "We sat down with the university's budget director and two student senators to read the new budget line by "
      "line.", poster="Dana Whitfield"),
    E("Inside the Dining Hall at 5 a.m.", "2025-03-05", 1485,
      "Before the first student wakes up, forty people have already been at work for two hours.\n\n"
      "Omar spent a morning shift with the kitchen crew and asked them what they wish we knew.",
      poster="Omar Haddad"),
    E("Spring Break on a Student Budget", "2025-02-26", None,
      "Road trips, volunteer trips and staying put: three students compare what their week off really costs.",
      poster="Dana Whitfield"),
    E("Hockey Playoffs Preview", "2025-02-19", 1118, "", poster="Omar Haddad"),
    E("The Library's Night Owls", "2025-02-12", 2064,
      "Who is still studying at 2 a.m., and why the library wants to stay open around the clock during finals.",
      poster="Dana Whitfield"),
], campus_radio_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout55-wixchurch-grace-harbor-sermons", "generic", "2025-03-14", {
    "title": "Grace Harbor Sermons",
    "church": "Grace Harbor Church",
    "address": "1180 Bayview Road, Port Townsend, WA 98368",
    "email": "office@graceharborchurch.org",
    "description": "Messages from Sunday mornings at Grace Harbor Church. Listen again to this week's sermon, catch up "
                   "on one you missed, or share it with a friend.",
}, [
    E("Two Sons and a Running Father", "2025-03-09", 2292,
      "Jesus tells a story about a son who leaves, a son who stays, and a father who runs to meet them both.",
      preacher="Pastor James Okafor", passage="Luke 15:11-32"),
    E("Lost Sheep, Lost Coin", "2025-03-02", 2105,
      "Why would a shepherd leave ninety-nine sheep to find one?\n\n"
      "This week we look at what the first two parables of Luke 15 tell us about how God searches for us.",
      preacher="Pastor James Okafor", passage="Luke 15:1-10"),
    E("The Banquet Nobody Wanted to Attend", "2025-02-23", None,
      "Excuses, empty seats and an open invitation to the people no one expected.",
      preacher="Rev. Ellen Marsh", passage="Luke 14:15-24"),
    E("Counting the Cost", "2025-02-16", 1948, "",
      preacher="Pastor James Okafor", passage="Luke 14:25-35"),
    E("A Seat at the Table", "2025-02-09", 2530,
      "On humility, hospitality and who gets invited to dinner.",
      preacher="Deacon Samuel Reyes", passage="Luke 14:1-14"),
], wix_church_sermons, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout55-rz-zwischen-rhein-und-mosel", "generic", "2025-03-14", {
    "title": "Zwischen Rhein und Mosel",
    "description": "Im Podcast der Rhein-Zeitung spricht Volont\u00e4rin Lea Sch\u00e4fer jede Woche mit Kolleginnen und "
                   "Kollegen aus der Redaktion \u00fcber die Geschichten hinter ihren Artikeln aus Koblenz und der "
                   "Region.",
}, [
    E("Warum die Pfaffendorfer Br\u00fccke so lange dauert", "2025-03-13", 2292,
      "Lokalredakteur Tim Becker verfolgt die Baustelle seit Jahren. Er erkl\u00e4rt, was schiefgelaufen ist und wann "
      "wieder Autos \u00fcber den Rhein rollen.", number=24),
    E("Hochwasser an der Mosel: Eine Nacht in Cochem", "2025-03-06", 3760,
      "Als die Mosel im Januar \u00fcber die Ufer trat, war Reporterin Anna Klein die ganze Nacht vor Ort.\n\n"
      "Sie erz\u00e4hlt von Sands\u00e4cken, Feuerwehrleuten und einer Wirtin, die einfach weiter Kaffee ausschenkte.",
      number=23),
    E("TuS Koblenz und der Traum von der Dritten Liga", "2025-02-27", None,
      "Sportchef Jochen Dick \u00fcber einen Traditionsverein, der wieder nach oben will.", number=22),
    E("Weinlese im Steilhang", "2025-02-20", 1694, "", number=21),
    E("Wie entsteht eine Lokalausgabe?", "2025-02-13", 2155,
      "Von der Konferenz am Morgen bis zum Andruck in der Nacht: ein Tag am Newsdesk in Koblenz.", number=20),
], rz_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout55-cpicard-les-voix-de-la-somme", "generic", "2025-03-14", {
    "title": "Les Voix de la Somme",
    "host": "Mathilde Caron",
    "time": "07h00",
    "description": "Chaque jeudi, Mathilde Caron donne la parole \u00e0 celles et ceux qui font vivre la Picardie, de la "
                   "baie de Somme aux hortillonnages d'Amiens.",
}, [
    E("Les hortillons, jardiniers de l'eau", "2025-03-13", 1080,
      "Ils cultivent leurs l\u00e9gumes sur des \u00eeles au c\u0153ur d'Amiens et se d\u00e9placent en barque. Rencontre "
      "avec les derniers mara\u00eechers des hortillonnages."),
    E("Baie de Somme : les phoques et les touristes", "2025-03-06", 1440,
      "Chaque ann\u00e9e, des milliers de visiteurs viennent observer les phoques au Hourdel.\n\n"
      "Une garde du littoral explique comment prot\u00e9ger la colonie sans fermer la plage."),
    E("La cath\u00e9drale d'Amiens en couleurs", "2025-02-27", None,
      "Le spectacle de lumi\u00e8re qui redonne \u00e0 la fa\u00e7ade ses couleurs du Moyen \u00c2ge, racont\u00e9 par son "
      "cr\u00e9ateur."),
    E("Amiens SC : une saison en demi-teinte", "2025-02-20", 1260, ""),
    E("Les derniers tisserands de Picardie", "2025-02-13", 1620,
      "\u00c0 Saint-Quentin, une petite entreprise fabrique encore du velours. Visite de l'atelier."),
], cpicard_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout55-lom-huerta-adentro", "generic", "2025-03-14", {
    "title": "Huerta adentro",
    "host": "Luc\u00eda Mart\u00ednez",
    "time": "07:00",
    "description": "El podcast de La Opini\u00f3n de Murcia que recorre la huerta y sus pedan\u00edas. Cada jueves, Luc\u00eda "
                   "Mart\u00ednez conversa con quienes mantienen viva la tierra murciana.",
}, [
    E("El Bando de la Huerta, desde dentro", "2025-03-13", 1440,
      "Pe\u00f1as, zaragüelles y paparajotes: c\u00f3mo se prepara la fiesta grande de la primavera murciana."),
    E("El Mar Menor, tres a\u00f1os despu\u00e9s", "2025-03-06", 1860,
      "Los pescadores de Lo Pag\u00e1n han vuelto a ver peces en la orilla.\n\n"
      "Hablamos con ellos y con una bi\u00f3loga de la Universidad de Murcia sobre lo que queda por hacer."),
    E("La acequia Aljufía y sus regantes", "2025-02-27", None,
      "Un juez de aguas explica c\u00f3mo se reparte el agua de la huerta desde hace siglos."),
    E("El limón de Murcia en crisis", "2025-02-20", 1320, ""),
    E("Cartagena, ciudad de carnaval", "2025-02-13", 2100,
      "Murgas, disfraces y desfiles: la ciudad portuaria se prepara para su semana m\u00e1s loca."),
], lom_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout55-ppavese-voci-del-ticino", "generic", "2025-03-14", {
    "title": "Voci del Ticino",
    "description": "Il podcast della Provincia Pavese sulle storie di Pavia e del suo territorio. Ogni settimana Chiara "
                   "Ferrari racconta persone e luoghi tra la Lomellina e l'Oltrep\u00f2.",
}, [
    E("Il Ponte Coperto e i suoi segreti", "2025-03-13", 1122,
      "Una storica dell'arte ci accompagna sul ponte simbolo della citt\u00e0, ricostruito dopo la guerra."),
    E("Le risaie della Lomellina", "2025-03-06", 1365,
      "Tra marzo e aprile le risaie si allagano e la pianura diventa un mare.\n\n"
      "Siamo stati a Mortara con un risicoltore e con le mondine che ricordano gli anni Cinquanta."),
    E("La Certosa di Pavia vista dai monaci", "2025-02-27", None,
      "Cosa significa vivere oggi in uno dei monasteri pi\u00f9 belli d'Italia."),
    E("Il vino dell'Oltrep\u00f2", "2025-02-20", 948, ""),
    E("Studenti a Pavia, citt\u00e0 dei collegi", "2025-02-13", 1587,
      "Il Ghislieri, il Borromeo e gli altri: come si vive in un collegio universitario storico."),
], ppavese_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout55-limburger-mijn-heuvelland", "generic", "2025-03-14", {
    "title": "Mijn Heuvelland",
    "time": "06:00",
    "description": "In Mijn Heuvelland gaat verslaggever Roel Janssen elke week op pad door Zuid-Limburg. Hij spreekt "
                   "boeren, wijnmakers, burgemeesters en dorpsbewoners over wat er speelt tussen Maas en Geul.",
}, [
    E("Wijn uit Zuid-Limburg: hype of toekomst?", "2025-03-13", 1920,
      "Steeds meer wijngaarden op de hellingen bij Maastricht. Een wijnboer en een sommelier over de Limburgse wijn."),
    E("Valkenburg na het water", "2025-03-06", 2160,
      "Drie jaar na de overstroming zijn de meeste winkels weer open.\n\n"
      "Ondernemers vertellen hoe ze zich voorbereiden op het volgende hoogwater."),
    E("De mergelgrotten en hun bewakers", "2025-02-27", None,
      "Een gids neemt ons mee de Sint-Pietersberg in, waar het altijd elf graden is."),
    E("Carnaval in Sittard", "2025-02-20", 1500, ""),
    E("Terugblik: het Heuvelland in 2024", "2024-12-19", 2640,
      "Van het eerste kwartaal vol regen tot de drukste zomer ooit: de redactie blikt terug."),
], limburger_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout55-skd-skanepodden", "generic", "2025-03-14", {
    "title": "Sk\u00e5nepodden",
    "host": "Emma Lindqvist",
    "time": "06:00",
    "description": "Sk\u00e5nska Dagbladets podd om livet i Sk\u00e5ne. Varje onsdag pratar reportern Emma Lindqvist med "
                   "g\u00e4ster fr\u00e5n Malm\u00f6, Lund och landsbygden.",
}, [
    E("Sockerbetorna och fabriken i \u00d6rtofta", "2025-03-12", 1680,
      "Sk\u00e5nes sista sockerbruk har just avslutat kampanjen. Vi har bes\u00f6kt det och de betodlare som levererar dit."),
    E("Lund och den nya sp\u00e5rv\u00e4gen", "2025-03-05", 1920,
      "Sp\u00e5rv\u00e4gen har g\u00e5tt i fem \u00e5r.\n\n"
      "Pendlare, forskare och handlare ber\u00e4ttar vad den har betytt f\u00f6r staden."),
    E("\u00d6sterlen p\u00e5 vintern", "2025-02-26", None,
      "N\u00e4r sommarg\u00e4sterna har \u00e5kt hem \u00e4r det tyst i Kivik. Vi tr\u00e4ffar dem som bor d\u00e4r \u00e5ret runt."),
    E("Malm\u00f6 FF inf\u00f6r s\u00e4songen", "2025-02-19", 1500, ""),
    E("Bonden som satsar p\u00e5 havre", "2025-02-12", 2100,
      "En lantbrukare p\u00e5 S\u00f6derslätt har slutat med mj\u00f6lk och odlar havre till havredryck."),
], skd_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout55-ht-midt-i-harstad", "generic", "2026-01-03", {
    "title": "Midt i Harstad",
    "time": "07:00",
    "description": "Harstad Tidendes podkast om folk og saker i Harstad og omegn. Journalistene Ingrid Nilsen og Tor "
                   "Martin Berg snakker med gjester fra hele regionen.",
}, [
    E("Nytt\u00e5rsfeiring p\u00e5 Torvet", "2026-01-02", 1860,
      "Tusenvis m\u00f8tte opp da fyrverkeriet gikk av over havna. Vi snakket med dem som var der."),
    E("\u00c5ret 2025 i Harstad", "2025-12-30", 3840,
      "Redaksjonen ser tilbake p\u00e5 \u00e5ret: HIL-sesongen, den nye kulturhusplanen og sykehusdebatten.\n\n"
      "Og hvilke saker leserne klikket mest p\u00e5."),
    E("Julekonsert i Trondenes kirke", "2025-12-23", None,
      "Dirigenten forteller om \u00f8velsene og om salmen som alltid kommer sist."),
    E("M\u00f8rketid p\u00e5 Bjark\u00f8y", "2025-12-19", 1560, ""),
    E("Fiskeriene f\u00f8r jul", "2025-12-16", 2700,
      "Skreien er p\u00e5 vei. Fiskere i Kv\u00e6fjord om kvoter, priser og v\u00e6ret."),
], ht_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout55-dminho-conversas-do-largo", "generic", "2025-03-14", {
    "title": "Conversas do Largo",
    "description": "O podcast do Di\u00e1rio do Minho sobre Braga e o Minho. Todas as semanas, o jornalista Rui Pereira "
                   "conversa com quem vive e trabalha entre a S\u00e9 e o Bom Jesus.",
}, [
    E("A Semana Santa de Braga em n\u00fameros", "2025-03-13", 1440,
      "Quantas pessoas v\u00eam, quanto custa e quem organiza: a comiss\u00e3o explica a maior festa religiosa do Minho."),
    E("O Mosteiro de Tib\u00e3es e os seus jardins", "2025-03-06", 1800,
      "O mosteiro beneditino foi recuperado nos \u00faltimos anos.\n\n"
      "Falamos com a diretora e com os jardineiros que cuidam da mata."),
    E("Seminaristas no s\u00e9culo XXI", "2025-02-27", None,
      "Tr\u00eas jovens contam porque escolheram o semin\u00e1rio e como \u00e9 a vida em Braga."),
    E("Vinho Verde: a vindima que vem", "2025-02-20", 1260, ""),
    E("Barcelos e o galo", "2025-02-13", 2100,
      "Oleiros e comerciantes da feira contam a hist\u00f3ria do s\u00edmbolo mais conhecido do pa\u00eds."),
], dminho_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 60. held-out, fifty-sixth round: a museum's SITE123 site, a trade association, the Mannheimer Morgen, L'Indépendant, Diario de Cádiz, four papers, the Diário As Beiras
# Written for a fifty-sixth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (the Mannheimer Morgen's list of its podcasts and its talk podcast's titles, Il Piccolo's series
# of writers' stories, the Diário As Beiras' folio dates, a trade association's podcast hosted by its staff) and what is
# a plausible layout (the SITE123 museum, L'Indépendant, Diario de Cádiz, the Haarlems Dagblad, Värmlands Folkblad,
# Keskipohjanmaa's date lines).
from pagestyles import (  # noqa: E402
    asbeiras_podcast,
    ddc_podcast,
    haarlems_podcast,
    indep_podcast,
    kp_podcast,
    mm_podcast,
    piccolo_podcast,
    site123_museum_podcast,
    trade_assoc_podcast,
    vf_podd,
)

write("generic-heldout56-site123-voices-from-the-wharf", "generic", "2025-03-14", {
    "title": "Voices from the Wharf",
    "museum": "Cape Alder Maritime Museum",
    "address": "12 Harbor Street, Cape Alder, ME 04011",
    "hours": "Open Wednesday to Sunday, 10 am to 4 pm",
    "description": "The podcast of the Cape Alder Maritime Museum. Curators, volunteers and the families behind our "
                   "collection tell the stories of the ships, the people and the town that grew up around the harbor.",
}, [
    E("The Logbook of the Mary Ellen", "2025-03-12", 1934,
      "Curator Ruth Pelletier reads from the 1887 logbook that arrived in a shoebox last fall, and explains what a "
      "captain chose to write down, and what he left out."),
    E("Knots, Nets and the Sail Loft", "2025-02-26", 2271,
      "Every Saturday, three retired fishermen teach visitors the knots they learned as boys.\n\n"
      "We sat down with them in the sail loft to talk about nets, weather and the work that built this town."),
    E("Restoring a Dory, Plank by Plank", "2025-02-12", None,
      "Our volunteer boatbuilders are halfway through restoring a 1920s dory. Here is how far they have come."),
    E("Lighthouse Keepers' Children", "2025-01-29", 1652, ""),
    E("What the Divers Found", "2025-01-15", 2905,
      "A wreck off Pemaquid Point, a sealed bottle and a letter that took ninety years to arrive."),
], site123_museum_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout56-tradeassoc-yard-talk", "generic", "2025-03-14", {
    "title": "Yard Talk",
    "association": "Northeast Building Supply Dealers Association",
    "hosts": "Megan Doyle and Carl Jessup",
    "address": "585 Commercial Street, Suite 200, Manchester, NH 03101",
    "phone": "(603) 555-0142",
    "description": "The podcast of the Northeast Building Supply Dealers Association. Every week, association staff talk "
                   "with lumber dealers, suppliers and contractors about what is changing in the yard and at the "
                   "counter.",
}, [
    E("Lumber Prices in 2025: What the Mills Are Telling Us", "2025-03-12", 1680,
      "Our market analyst joins to explain why framing lumber prices moved again this winter and what dealers can "
      "expect before the spring building season.", number=112),
    E("Hiring Drivers When Nobody Wants to Drive", "2025-03-05", 2340,
      "Delivery drivers are the hardest job to fill in the yard.\n\n"
      "Two member dealers share what they changed in pay, schedules and training to keep their trucks on the road.",
      number=111),
    E("Live from the Spring Buying Show", "2025-02-26", None,
      "Quick conversations recorded on the show floor in Springfield with exhibitors and first-time attendees.",
      number=110),
    E("The New Energy Code and Your Contractors", "2025-02-19", 1500, "", number=109),
    E("Succession Planning for Family-Owned Yards", "2025-02-12", 2820,
      "A third-generation owner and an attorney talk about handing the business to the next generation.",
      number=108),
], trade_assoc_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout56-mm-quadrate-gespraech", "generic", "2025-03-14", {
    "title": "Quadrate-Gespr\u00e4ch",
    "description": "Alle zwei Wochen samstags sprechen die Redakteurinnen Julia Brenner und Sarah Weik mit einem Gast "
                   "\u00fcber das, was Mannheim gerade bewegt \u2013 von der Neckarstadt bis nach Seckenheim.",
}, [
    E("Episode #58 | Wie der Luisenpark nach der Buga weitermacht", "2025-03-08", 2520,
      "Zwei Jahre nach der Bundesgartenschau zieht die Parkchefin Bilanz: Besucherzahlen, Kosten und die Frage, was "
      "aus der Gondelbahn wird."),
    E("Episode #57 | Warum die Hochschule f\u00fcr Musik um ihre Studierenden k\u00e4mpft", "2025-02-22", 3000,
      "Immer weniger junge Menschen bewerben sich f\u00fcr ein Musikstudium.\n\n"
      "Die Rektorin erkl\u00e4rt, was Mannheim tun muss, um Talente in der Stadt zu halten."),
    E("Episode #56 | Ein Abend mit den Adlern", "2025-02-08", None,
      "Ein Stadionsprecher erz\u00e4hlt, wie ein Heimspiel in der SAP Arena hinter den Kulissen abl\u00e4uft."),
    E("Episode #55 | Der Marktplatz wird umgebaut", "2025-01-25", 2280, ""),
    E("Episode #54 | Was die Quadrate zusammenh\u00e4lt", "2025-01-11", 3900,
      "Eine Stadtf\u00fchrerin \u00fcber die Geschichte des Stadtgrundrisses und warum Mannheimer ihre Adressen lieben."),
], mm_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout56-indep-la-voix-du-roussillon", "generic", "2025-03-14", {
    "title": "La Voix du Roussillon",
    "time": "7h00",
    "description": "Chaque jeudi, les journalistes de L'Ind\u00e9pendant racontent une histoire des Pyr\u00e9n\u00e9es-Orientales et "
                   "de l'Aude, de la C\u00f4te Vermeille aux Corbi\u00e8res.",
}, [
    E("Collioure, la ville des peintres", "2025-03-13", 1440,
      "Matisse et Derain y ont invent\u00e9 le fauvisme en 1905. Une guide nous fait marcher sur leurs pas, du port au "
      "clocher.", edition="Perpignan"),
    E("Les vignerons des Corbi\u00e8res face \u00e0 la s\u00e9cheresse", "2025-03-06", 1800,
      "Trois ann\u00e9es sans vraies pluies ont vid\u00e9 les r\u00e9serves.\n\n"
      "Des vignerons de Lagrasse et de Fabrezan racontent comment ils s'adaptent, et ceux qui arrachent leurs vignes.",
      edition="Carcassonne"),
    E("La Cit\u00e9 de Carcassonne hors saison", "2025-02-27", None,
      "Quand les touristes sont partis, qui habite encore derri\u00e8re les remparts ?", edition="Carcassonne"),
    E("L'USAP et le Top 14", "2025-02-20", 1320, "", edition="Perpignan"),
    E("Narbonne et son mus\u00e9e romain", "2025-02-13", 2100,
      "Narbo Via expose mille blocs de pierre sortis des remparts antiques. Visite avec son conservateur.",
      edition="Narbonne"),
], indep_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout56-ddc-con-la-guasa", "generic", "2025-03-14", {
    "title": "Con la guasa",
    "time": "07:00",
    "description": "El podcast de Diario de C\u00e1diz sobre el Carnaval y la ciudad. Cada jueves, el periodista \u00c1lvaro "
                   "S\u00e1nchez charla con autores, componentes y aficionados de la fiesta gaditana.",
}, [
    E("La final del Falla, vista desde el gallinero", "2025-03-13", 1455,
      "Aficionados que hacen cola toda la noche cuentan c\u00f3mo vivieron la final del concurso desde las \u00faltimas "
      "filas."),
    E("Los autores que escriben todo el a\u00f1o", "2025-03-06", 2187,
      "Para muchos autores, el Carnaval empieza en abril y no termina nunca.\n\n"
      "Hablamos con dos de ellos sobre letras, ensayos y lo que cuesta sacar una comparsa."),
    E("La Vi\u00f1a despu\u00e9s del Carnaval", "2025-02-27", None,
      "Hosteleros del barrio de La Vi\u00f1a hacen balance de las dos semanas m\u00e1s intensas del a\u00f1o."),
    E("Chirigotas ilegales en la calle", "2025-02-20", 1332, ""),
    E("El C\u00e1diz CF y la afici\u00f3n carnavalera", "2025-02-13", 1920,
      "Del estadio al teatro: coplas, himnos y pasodobles dedicados al equipo amarillo."),
], ddc_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout56-piccolo-i-luoghi-di-trieste", "generic", "2025-03-14", {
    "title": "I luoghi di Trieste",
    "description": "Dieci scrittori, dieci luoghi: un molo, un caff\u00e8, una scalinata. In questa serie di podcast de "
                   "Il Piccolo ogni autore racconta il suo angolo di citt\u00e0.",
}, [
    E("Il Molo Audace all'alba", "2025-03-13", 673,
      "Quando la bora tace, il molo \u00e8 di chi corre, di chi pesca e di chi non ha dormito. Di Elena Furlan"),
    E("Un tavolino al Caff\u00e8 San Marco", "2025-03-10", 742,
      "Qui si scriveva, si giocava a scacchi e si discuteva di politica.\n\n"
      "Oggi i tavolini sono gli stessi, e le discussioni anche. Di Marco Stefani"),
    E("La Scala dei Giganti", "2025-03-06", None,
      "Trecento gradini per salire dal centro al colle di San Vito, e una storia per ognuno. Di Chiara Zanetti"),
    E("Il faro della Vittoria", "2025-03-03", 615, ""),
    E("Il Carso in un giorno di vento", "2025-02-27", 801,
      "Dalla citt\u00e0 basta un autobus per trovarsi tra doline, osmize e pietre bianche. Di Paolo Kosmina"),
], piccolo_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout56-haarlemsdagblad-spaarne-stemmen", "generic", "2025-03-14", {
    "title": "Spaarne Stemmen",
    "time": "06:00",
    "description": "In Spaarne Stemmen praat verslaggever Marloes de Wit elke week met Haarlemmers over hun stad, hun "
                   "buurt en hun werk. Van de Grote Markt tot de duinen bij Zandvoort.",
}, [
    E("De Grote Kerk en haar orgel", "2025-03-13", 1920,
      "Mozart speelde er als tienjarige. De organist vertelt over het beroemdste orgel van Haarlem."),
    E("Zandvoort na de Formule 1", "2025-03-06", 2280,
      "In 2026 rijdt de Formule 1 voor het laatst in Zandvoort.\n\n"
      "Ondernemers en bewoners vertellen wat de race het dorp heeft gebracht en wat ze niet zullen missen."),
    E("Bloemendaal en het bos", "2025-02-27", None,
      "Een boswachter neemt ons mee door de Kennemerduinen, waar de wisenten weer lopen."),
    E("HFC Haarlem, de oudste club", "2025-02-20", 1680, ""),
    E("Het Frans Hals Museum vernieuwt", "2025-02-13", 2520,
      "De directeur over de verbouwing, de schuttersstukken en het publiek van morgen."),
], haarlems_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout56-vf-klaralvsrummet", "generic", "2025-03-14", {
    "title": "Klar\u00e4lvsrummet",
    "time": "06:00",
    "description": "VF:s podd om V\u00e4rmland. Varje onsdag pratar reportrarna Johanna Lind och Erik Sandberg med "
                   "v\u00e4rmlänningar om det som h\u00e4nder i l\u00e4net.",
}, [
    E("F\u00e4rjestad inf\u00f6r slutspelet", "2025-03-12", 1680,
      "Sportreportern Anders Holm om formen, m\u00e5lvakterna och varf\u00f6r L\u00f6fbergs Arena kan bli en f\u00f6rdel."),
    E("Flottningen som format Klar\u00e4lven", "2025-03-05", 2040,
      "I hundra \u00e5r fl\u00f6t timret ner mot Karlstad.\n\n"
      "Vi tr\u00e4ffar en av de sista flottarna och en historiker vid Karlstads universitet."),
    E("Torsby och skidtunneln", "2025-02-26", None,
      "Hur en tunnel i en bergssida blev en av Sveriges mest bes\u00f6kta tr\u00e4ningsanl\u00e4ggningar."),
    E("Karlstads torg i f\u00f6rvandling", "2025-02-19", 1500, ""),
    E("Selma Lagerl\u00f6fs M\u00e5rbacka i vinterljus", "2025-02-12", 2220,
      "En guide ber\u00e4ttar om g\u00e5rden, f\u00f6rfattarinnan och de bes\u00f6kare som kommer \u00e4ven i februari."),
], vf_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout56-kp-kokkolan-kuulumiset", "generic", "2026-01-03", {
    "title": "Kokkolan kuulumiset",
    "time": "6:00",
    "description": "Keskipohjanmaan podcastissa toimittajat Jukka Niemi ja Anna Rautio keskustelevat maakunnan "
                   "ajankohtaisista asioista vieraidensa kanssa.",
}, [
    E("Uusi vuosi, uusi valtuusto", "2026-01-02", 2040,
      "Mit\u00e4 Kokkolan kaupunginvaltuustolla on edess\u00e4\u00e4n kev\u00e4\u00e4ll\u00e4? Valtuuston puheenjohtaja "
      "kertoo."),
    E("Vuosi 2025 Keski-Pohjanmaalla", "2025-12-30", 3840,
      "Toimitus k\u00e4y l\u00e4pi vuoden: satama, Soite ja KPV:n kausi.\n\n"
      "Lopuksi kerromme, mitk\u00e4 jutut luettiin eniten."),
    E("Joulukonsertti Kokkolan kirkossa", "2025-12-23", None,
      "Kanttori kertoo harjoituksista ja siit\u00e4, miksi Jouluy\u00f6, juhlay\u00f6 soi aina viimeisen\u00e4."),
    E("Kaamos ja Kalajoen hiekkas\u00e4rk\u00e4t", "2025-12-19", 1560, ""),
    E("Suurteollisuusalue ennen joulua", "2025-12-16", 2700,
      "Yritysten edustajat kertovat, miten energiamurros n\u00e4kyy Kokkolan suurteollisuusalueella."),
], kp_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout56-asbeiras-conversas-do-mondego", "generic", "2025-03-14", {
    "title": "Conversas do Mondego",
    "time": "07:00",
    "description": "O podcast do Di\u00e1rio As Beiras sobre Coimbra e a regi\u00e3o Centro. Todas as quintas-feiras, a "
                   "jornalista Ana Lopes conversa com quem faz a cidade, da Alta \u00e0 Baixa.",
}, [
    E("A Queima das Fitas que vem a\u00ed", "2025-03-13", 1455,
      "A comiss\u00e3o organizadora explica o que muda este ano no cortejo e nas noites do Parque."),
    E("A Biblioteca Joanina e os seus morcegos", "2025-03-06", 1812,
      "H\u00e1 s\u00e9culos que uma col\u00f3nia de morcegos protege os livros da biblioteca.\n\n"
      "Uma bi\u00f3loga e um bibliotec\u00e1rio explicam como se cuida de um tesouro assim."),
    E("O Metrobus chega \u00e0 Baixa", "2025-02-27", None,
      "Comerciantes da Baixa contam como vivem as obras e o que esperam do novo transporte."),
    E("A Acad\u00e9mica e a Liga 3", "2025-02-20", 1264, ""),
    E("Fado de Coimbra, uma can\u00e7\u00e3o de estudantes", "2025-02-13", 2133,
      "Porque \u00e9 que s\u00f3 os homens cantam e o que significa a serenata: tr\u00eas guitarristas respondem."),
], asbeiras_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 61. held-out, fifty-seventh round: a public library, a podcast network's site, the StN, La Nouvelle République, El Diario Montañés, four papers, the DN Madeira
# Written for a fifty-seventh held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (Skaraborgs Allehanda's printed front page, Agderposten's place in Polaris Media, the DN Madeira's
# spelling and capitalised months) and what is a plausible layout (the library, the network, the Stuttgarter
# Nachrichten, La Nouvelle République, El Diario Montañés, La Nuova Sardegna, BN DeStem, the date lines of the rest).
from pagestyles import (  # noqa: E402
    agderposten_podkast,
    bndestem_podcast,
    dnm_podcast,
    montanes_podcast,
    network_show_page,
    nr_podcast,
    nuova_podcast,
    public_library_podcast,
    sla_podd,
    stn_podcast,
)

write("generic-heldout57-library-shelf-talk", "generic", "2025-03-14", {
    "title": "Shelf Talk",
    "library": "Cedar Hollow Public Library",
    "hours": "9am\u20138pm",
    "hosts": "Maya Lindgren and Desmond Price",
    "address": "215 Orchard Street, Cedar Hollow, OH 44023",
    "phone": "(440) 555-0142",
    "system": "Western Reserve Library Consortium",
    "description": "Two librarians talk about the books they can't stop recommending, the people who visit the library "
                   "and what goes on behind the circulation desk. New episodes every other Wednesday.",
}, [
    E("Reading Lives: The Book Club That Has Met Since 1978", "2025-03-12", 1920,
      "Five members of the Tuesday Evening Book Club tell us how they pick a book, what they fight about and why "
      "they still meet in Meeting Room B."),
    E("Seed Library Season", "2025-02-26", 1560,
      "Yes, you can check out tomato seeds with your library card.\n\n"
      "Our adult services team explains how the seed library works, and a local gardener shares what grew best "
      "last summer."),
    E("Winter Reads for Long Nights", "2025-02-12", None,
      "Maya and Desmond swap their favorite cozy mysteries, big fantasy series and one very long Russian novel."),
    E("Inside the Bookmobile", "2025-01-29", 1380, ""),
    E("Tax Help, Job Help, Any Help: The Reference Desk", "2025-01-15", 2280,
      "What do people really ask a reference librarian? More than you think, and most of it isn't about books."),
], public_library_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout57-network-low-tide-hour", "generic", "2025-03-14", {
    "title": "Low Tide Hour",
    "network": "Lanternfish Audio",
    "hosts": "Priscilla Onu and Gabe Halvorsen",
    "description": "A marine biologist and a fisherman's son walk the shoreline and talk about the strange, slimy and "
                   "wonderful things that live where the sea goes out.",
}, [
    E("The Octopus Who Opened the Aquarium Door", "2025-03-11", 3480,
      "Escape artists, problem solvers and the question of whether an octopus can get bored.", number=112),
    E("Listener Mailbag: Your Tide Pool Photos", "2025-03-07", 1320,
      "We look at the pictures you sent in and try to name everything in them.", etype="bonus"),
    E("Kelp Forests Are Disappearing. Can We Replant Them?", "2025-03-04", 3840,
      "Urchins, warming water and a team of divers who spend their weekends gardening underwater.\n\n"
      "Gabe goes along for a dive off Point Arena and comes back with a lot of questions.", number=111),
    E("Barnacles, Ranked", "2025-02-25", None, "", number=110),
    E("What the Storm Left Behind", "2025-02-18", 3060,
      "After the big January storm, the beach was covered in things that don't usually wash up. We went to look.",
      number=109),
], network_show_page, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout57-stn-kesselgespraech", "generic", "2025-03-14", {
    "title": "Kesselgespr\u00e4ch",
    "description": "Der Stadtpodcast der Stuttgarter Nachrichten: Jede Woche sprechen Redakteurin Jana Keller und "
                   "Redakteur Felix Brandt mit G\u00e4sten \u00fcber das, was Stuttgart gerade bewegt.",
}, [
    E("Stuttgart 21: Wann f\u00e4hrt der erste Zug wirklich?", "2025-03-13", 2280,
      "Unser Verkehrsreporter war auf der Baustelle im Tiefbahnhof und hat nachgefragt, woran es noch hakt."),
    E("Die Wilhelma und der neue Menschenaffenpark", "2025-03-06", 3840,
      "Der Zoo baut f\u00fcr Millionen ein neues Zuhause f\u00fcr Gorillas und Bonobos.\n\n"
      "Der Direktor erkl\u00e4rt, warum das so lange dauert und was Besucher erwartet."),
    E("Feinstaub am Neckartor", "2025-02-27", None,
      "Einst die schmutzigste Kreuzung Deutschlands: Wie sauber ist die Luft am Neckartor heute?"),
    E("Frühlingsfest-Vorschau", "2025-02-20", 1680, ""),
    E("Wohnungssuche im Kessel", "2025-02-13", 2520,
      "Drei Studierende erz\u00e4hlen, wie lange sie gesucht haben und was sie heute f\u00fcr ein WG-Zimmer zahlen."),
], stn_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout57-nr-les-voix-du-val-de-loire", "generic", "2025-03-14", {
    "title": "Les Voix du Val de Loire",
    "time": "06:30",
    "description": "Chaque jeudi, la r\u00e9daction de La Nouvelle R\u00e9publique part \u00e0 la rencontre de celles et ceux "
                   "qui font vivre la Touraine, le Poitou et le Berry.",
}, [
    E("Les vignerons de Vouvray face au gel", "2025-03-13", 1560,
      "Bougies, \u00e9oliennes et nuits blanches : comment les viticulteurs prot\u00e8gent leurs vignes au printemps.",
      area="Indre-et-Loire"),
    E("Le Futuroscope a quarante ans", "2025-03-06", 1920,
      "Le parc a ouvert ses portes en 1987 au milieu des champs.\n\n"
      "Anciens salari\u00e9s et premiers visiteurs racontent comment il a chang\u00e9 la r\u00e9gion.",
      area="Vienne"),
    E("Le marais poitevin en barque", "2025-02-27", None,
      "Un batelier de Coulon nous emm\u00e8ne sur la Venise verte avant l'arriv\u00e9e des touristes.",
      area="Deux-S\u00e8vres"),
    E("Blois, ville de la magie", "2025-02-20", 1320, "", area="Loir-et-Cher"),
    E("Ch\u00e2teauroux et son a\u00e9roport", "2025-02-13", 2160,
      "Avions-cargos, \u00e9coles de pilotage et vols charter : visite d'un a\u00e9roport pas comme les autres.",
      area="Indre"),
], nr_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout57-montanes-mar-y-monte", "generic", "2025-03-14", {
    "title": "Mar y monte",
    "host": "Marta Ruiz",
    "description": "El podcast de El Diario Monta\u00f1\u00e9s sobre Cantabria. Cada jueves, Marta Ruiz recorre la costa y "
                   "los valles para contar las historias de sus gentes.",
}, [
    E("La anchoa de Santo\u00f1a, de la lonja a la lata", "2025-03-13", 1440,
      "Las conserveras explican por qu\u00e9 la anchoa se sigue limpiando a mano, una a una."),
    E("Los pasiegos y sus cabañas", "2025-03-06", 1980,
      "En los valles pasiegos todav\u00eda se muda el ganado de caba\u00f1a en caba\u00f1a.\n\n"
      "Hablamos con una familia que mantiene la trashumancia y con un arquitecto que restaura sus cabañas."),
    E("El Racing, de vuelta a la pelea", "2025-02-27", None,
      "La afici\u00f3n vuelve a llenar El Sardinero. Analizamos la temporada con dos periodistas deportivos."),
    E("Altamira, cerrada y abierta", "2025-02-20", 1260, ""),
    E("Surf en Somo en pleno invierno", "2025-02-13", 2100,
      "Neopreno de cinco mil\u00edmetros y olas de dos metros: los surfistas que no esperan al verano."),
], montanes_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout57-nuova-isola-di-voci", "generic", "2025-03-14", {
    "title": "Isola di voci",
    "description": "Il podcast della Nuova Sardegna: ogni settimana una storia dell'isola raccontata da chi la vive, "
                   "dalle coste della Gallura ai paesi della Barbagia.",
}, [
    E("I tenores di Bitti", "2025-03-13", 1122,
      "Quattro voci, un canto antico e patrimonio dell'UNESCO: come si impara il canto a tenore.", town="Nuoro"),
    E("Alghero, la citt\u00e0 che parla catalano", "2025-03-06", 1365,
      "Nei vicoli del centro storico si sente ancora l'algherese.\n\n"
      "Un insegnante e una libraia raccontano come tengono viva la lingua.", town="Alghero"),
    E("La Torres e il sogno della serie B", "2025-02-27", None,
      "Il tecnico rossobl\u00f9 parla della stagione e del legame con la citt\u00e0.", town="Sassari"),
    E("La Sartiglia di Oristano", "2025-02-20", 948, "", town="Oristano"),
    E("Pastori in Barbagia", "2025-02-13", 1587,
      "Il prezzo del latte, i giovani che restano e il formaggio che va in America.", town="Orgosolo"),
], nuova_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout57-bndestem-rondje-breda", "generic", "2025-03-14", {
    "title": "Rondje Breda",
    "description": "In Rondje Breda bespreken verslaggevers van BN DeStem elke week het nieuws uit Breda en West-Brabant, "
                   "met de mensen die erbij waren.",
}, [
    E("NAC en de weg terug naar de Eredivisie", "2025-03-13", 1934,
      "Onze NAC-watcher en een oud-speler over de selectie, de trainer en de sfeer in het Rat Verlegh Stadion."),
    E("De Grote Kerk krijgt een nieuw orgel", "2025-03-06", 2161,
      "Het oude orgel was versleten.\n\n"
      "De organist vertelt over het restauratieplan en de inzamelingsactie onder Bredanaars."),
    E("Carnaval in Kielegat: de nabeschouwing", "2025-02-27", None,
      "Wat ging er goed, wat ging er mis? De prins en de burgemeester blikken terug."),
    E("Bergen op Zoom en de vastenavend", "2025-02-20", 1500, ""),
    E("Woningnood in Roosendaal", "2025-02-13", 2645,
      "Jonge gezinnen trekken weg omdat ze geen huis vinden. Wat doet de gemeente?"),
], bndestem_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout57-sla-skaraborgspodden", "generic", "2025-03-14", {
    "title": "Skaraborgspodden",
    "description": "SLA:s podd om Skaraborg. Varje onsdag pratar reportrarna Linnea Berg och Johan Ekstr\u00f6m med "
                   "g\u00e4ster fr\u00e5n Sk\u00f6vde, Falk\u00f6ping och kommunerna runt Billingen.",
}, [
    E("Volvo i Sk\u00f6vde st\u00e4ller om till elmotorer", "2025-03-12", 1680,
      "Motorfabriken har byggt motorer i snart hundra \u00e5r. Nu ska den g\u00f6ra n\u00e5got helt annat.",
      town="Sk\u00f6vde"),
    E("Tranorna kommer till Hornborgasj\u00f6n", "2025-03-05", 1920,
      "I slutet av mars landar tiotusentals tranor vid sj\u00f6n.\n\n"
      "En ornitolog ber\u00e4ttar varf\u00f6r de kommer just hit och hur man ser dem b\u00e4st.", town="Falk\u00f6ping"),
    E("IFK Sk\u00f6vde inf\u00f6r slutspelet", "2025-02-26", None,
      "Handbollslaget har haft en stark s\u00e4song. Tr\u00e4naren och lagkaptenen om m\u00e5len.", town="Sk\u00f6vde"),
    E("Hjo tr\u00e4stad i vinterljus", "2025-02-19", 1500, "", town="Hjo"),
    E("Regementet v\u00e4xer igen", "2025-02-12", 2100,
      "F\u00f6rsvaret bygger ut i Sk\u00f6vde. Vad betyder det f\u00f6r bost\u00e4der och skolor?", town="Sk\u00f6vde"),
], sla_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout57-agderposten-pa-brygga", "generic", "2026-01-02", {
    "title": "P\u00e5 brygga",
    "time": "06:00",
    "description": "Agderpostens podkast om folk og saker i \u00d8stre Agder. Journalistene Silje Aanonsen og Tom Erik "
                   "Holte m\u00f8ter gjester fra Arendal, Grimstad og omegn.",
}, [
    E("Nytt\u00e5rsaften p\u00e5 Pollen", "2026-01-02", 1742,
      "Tusenvis samlet seg ved havna da klokka slo tolv. Vi snakket med dem som var der."),
    E("Batterifabrikken som ikke kom", "2026-01-01", 3848,
      "Planene for en gigantisk fabrikk p\u00e5 Eyde-omr\u00e5det ble lagt p\u00e5 is.\n\n"
      "Hva skjedde, og hva betyr det for Arendal?"),
    E("Julebord og julegater i Grimstad", "2025-12-30", None,
      "Butikkene i sentrum forteller om \u00e5rets julehandel."),
    E("Skj\u00e6rg\u00e5rden om vinteren", "2025-12-23", 1532, ""),
    E("Fotball: Arendal og sesongen som gikk", "2025-12-19", 2291,
      "Spillere og trener ser tilbake p\u00e5 en sesong med opp- og nedturer."),
    E("\u00c5ret 2024 i \u00d8stre Agder", "2024-12-27", 3320,
      "Redaksjonen ser tilbake p\u00e5 \u00e5rets st\u00f8rste saker."),
], agderposten_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout57-dnm-conversas-na-baixa", "generic", "2025-03-14", {
    "title": "Conversas na Baixa",
    "time": "07:00",
    "description": "O podcast do DI\u00c1RIO sobre a Madeira e o Porto Santo. Todas as semanas, a jornalista Sofia Freitas "
                   "conversa com quem faz a actualidade da Regi\u00e3o.",
}, [
    E("O Mercado dos Lavradores visto por dentro", "2025-03-13", 1440,
      "Peixeiros, floristas e vendedores de fruta contam como mudou o mercado com o turismo."),
    E("As levadas e o excesso de visitantes", "2025-03-06", 1800,
      "Algumas levadas recebem milhares de pessoas por dia.\n\n"
      "Guias e vigilantes da natureza explicam o que est\u00e1 a ser feito para as proteger."),
    E("Mar\u00edtimo e Nacional: um cl\u00e1ssico diferente", "2025-02-27", None,
      "Dois adeptos de sempre falam da rivalidade e da temporada."),
    E("Carnaval do Funchal", "2025-02-20", 1260, ""),
    E("Viver no Porto Santo o ano inteiro", "2025-02-13", 2100,
      "Quando os turistas partem, a ilha fica mais calma. Quem l\u00e1 vive conta como \u00e9 o Inverno."),
], dnm_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 62. held-out, fifty-eighth round: a hospital, a city council, the Main-Echo, Le Berry républicain, La Rioja, four papers, the Diário de Aveiro
# Written for a fifty-eighth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (the Main-Echo's podcast subtitle and place line) and what is a plausible layout (the hospital,
# the city council, Le Berry républicain, La Rioja, il Cittadino, De Stentor, the NSD, Karjalainen, taken for
# Pohjalainen, which is now one paper with Ilkka, and the Diário de Aveiro).
from pagestyles import (  # noqa: E402
    berry_podcast,
    cittadino_podcast,
    council_podcast,
    daveiro_podcast,
    hospital_health_podcast,
    karjalainen_podcast,
    larioja_podcast,
    mainecho_podcast,
    nsd_podd,
    stentor_podcast,
)

write("generic-heldout58-hospital-house-calls", "generic", "2025-05-16", {
    "title": "House Calls",
    "hospital": "St. Brendan Regional Medical Center",
    "system": "St. Brendan Health",
    "host": "Dr. Alicia Moreno",
    "address": "1400 Lakeview Drive, Millbrook, WI 53089",
    "phone": "(262) 555-0190",
    "description": "Straight answers to everyday health questions from the doctors, nurses and therapists at St. Brendan. "
                   "New episodes every other Tuesday.",
}, [
    E("Is It Allergies or a Cold?", "2025-05-13", 1440,
      "Our family medicine team explains how to tell the difference and when a stuffy nose needs a visit."),
    E("Knee Replacement: What Recovery Really Looks Like", "2025-04-29", 2280,
      "An orthopedic surgeon and a physical therapist walk through the first six weeks after surgery.\n\n"
      "A patient who had both knees replaced shares what surprised her most."),
    E("Sunscreen Myths, Busted", "2025-04-15", None,
      "SPF 100, spray or lotion, and whether you need it on a cloudy day: a dermatologist sorts it out."),
    E("A Night in the Emergency Department", "2025-04-01", 1680, ""),
    E("Sleep Apnea and Your Heart", "2025-03-18", 1920,
      "Snoring can be more than an annoyance. A sleep specialist explains the link with high blood pressure."),
], hospital_health_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout58-council-council-in-brief", "generic", "2025-05-16", {
    "title": "Council in Brief",
    "city": "City of Harlow Springs",
    "address": "200 East Main Street, Harlow Springs, CO 80921",
    "phone": "(719) 555-0133",
    "description": "A short recap of every regular City Council meeting: what was decided, what comes next and how "
                   "residents can take part.",
}, [
    E("May 13 Meeting: Summer Water Restrictions Approved", "2025-05-14", 1122,
      "Council approved the stage one watering schedule and heard an update on the reservoir levels."),
    E("April 22 Meeting: The 2026 Budget Calendar", "2025-04-23", 1497,
      "Finance staff laid out how next year's budget will be built.\n\n"
      "Residents can comment at two public hearings in September; dates and times are in the episode."),
    E("April 8 Meeting: Main Street Parking Study", "2025-04-09", None,
      "Consultants presented options for angled parking, loading zones and a new lot near the library."),
    E("March 25 Meeting: Proclamations and Appointments", "2025-03-26", 845, ""),
    E("March 11 Meeting: Trail Connection to Fountain Creek", "2025-03-12", 1318,
      "Parks and Recreation asked council to apply for a state grant to close the gap in the trail."),
], council_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout58-mainecho-untermain-geschichten", "generic", "2025-05-16", {
    "title": "Untermain-Geschichten",
    "description": "Alle zwei Wochen trifft Main-Echo-Redakteurin Lea Hofmann Menschen, die den Untermain pr\u00e4gen: "
                   "Handwerker, K\u00fcnstlerinnen, Vereinsleute und Unternehmer aus Stadt und Landkreis.",
}, [
    E("Der letzte Schiffer von Stockstadt", "2025-05-15", 1860,
      "Seit vierzig Jahren f\u00e4hrt er Kies und Getreide \u00fcber den Main. Ein Gespr\u00e4ch \u00fcber Schleusen, "
      "Hochwasser und das Leben an Bord.", number=24, place="Stockstadt"),
    E("Kunsthalle Jesuitenkirche: Was kommt nach dem Umbau?", "2025-05-01", 2340,
      "Die Leiterin der Kunsthalle spricht \u00fcber die neuen R\u00e4ume und die erste gro\u00dfe Ausstellung.\n\n"
      "Au\u00dferdem: warum Aschaffenburg mehr Museen hat, als viele denken.", number=23, place="Aschaffenburg"),
    E("Apfelwein aus dem Spessart", "2025-04-17", None,
      "Ein Kelterer aus dem Kahlgrund erkl\u00e4rt, warum alte Streuobstwiesen wieder gefragt sind.",
      number=22, place="Mömbris"),
    E("Viktoria Aschaffenburg vor dem Derby", "2025-04-03", 1620, "", number=21, place="Aschaffenburg"),
    E("Die Schreinerei in vierter Generation", "2025-03-20", 2100,
      "Vater und Tochter f\u00fchren den Familienbetrieb gemeinsam. Wie geht das gut?", number=20, place="Miltenberg"),
], mainecho_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout58-berry-au-coeur-du-cher", "generic", "2025-05-16", {
    "title": "Au c\u0153ur du Cher",
    "time": "07h00",
    "description": "Chaque jeudi, un journaliste du Berry r\u00e9publicain part \u00e0 la rencontre de celles et ceux qui "
                   "font vivre le Cher, de Bourges \u00e0 Saint-Amand-Montrond.",
}, [
    E("Le Printemps de Bourges vu des coulisses", "2025-05-15", 1320,
      "R\u00e9gisseurs, b\u00e9n\u00e9voles et techniciens racontent la semaine la plus folle de l'ann\u00e9e.",
      town="Bourges (18)"),
    E("Les vignerons de Sancerre et la gr\u00eale", "2025-05-08", 1680,
      "Un orage de dix minutes peut ruiner une r\u00e9colte.\n\n"
      "Deux viticulteurs expliquent les filets, l'assurance et l'entraide entre voisins.", town="Sancerre (18)"),
    E("Vierzon, ville de la porcelaine", "2025-04-30", None,
      "Les anciens ouvriers des usines racontent une industrie disparue et un mus\u00e9e qui la fait revivre.",
      town="Vierzon (18)"),
    E("Les marais de Bourges au printemps", "2025-04-24", 1140, "", town="Bourges (18)"),
    E("Le Tour de France passe par Saint-Amand", "2025-04-17", 1500,
      "La ville se pr\u00e9pare \u00e0 accueillir le peloton. Le maire et les commer\u00e7ants font le point.",
      town="Saint-Amand-Montrond (18)"),
], berry_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout58-larioja-de-calado-en-calado", "generic", "2025-05-16", {
    "title": "De calado en calado",
    "description": "El podcast de La Rioja sobre vino, campo y gente. Cada semana bajamos a una bodega o salimos a una "
                   "vi\u00f1a para contar lo que pasa en la regi\u00f3n.",
}, [
    E("La vendimia que viene: cepas, heladas y precios", "2025-05-15", 1620,
      "Viticultores de Rioja Alta y Rioja Baja hacen balance de la primavera.", section="Vino"),
    E("El barrio de la Villanueva se renueva", "2025-05-08", 1980,
      "Vecinos y comerciantes del casco antiguo de Logro\u00f1o hablan de los cambios en la calle.\n\n"
      "Tambi\u00e9n visitamos los calados que se abren al p\u00fablico por primera vez.", section="Logro\u00f1o"),
    E("La SD Logro\u00f1\u00e9s busca el ascenso", "2025-05-01", None,
      "El entrenador y el capit\u00e1n repasan la temporada antes de la fase final.", section="Deportes"),
    E("San Mill\u00e1n de la Cogolla, cuna del castellano", "2025-04-24", 1380, "", section="Rioja Alta"),
    E("Calahorra y la verdura de la Ribera", "2025-04-17", 2160,
      "Agricultores y cocineros explican por qu\u00e9 la menestra riojana empieza en la huerta.",
      section="Rioja Baja"),
], larioja_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout58-cittadino-voci-dall-adda", "generic", "2025-05-16", {
    "title": "Voci dall'Adda",
    "description": "Il podcast del Cittadino: ogni settimana una storia del Lodigiano raccontata da chi la vive, "
                   "dalla citt\u00e0 ai paesi della Bassa.",
}, [
    E("Il mercato di piazza della Vittoria", "2025-05-15", 1122,
      "Ambulanti da tre generazioni raccontano come \u00e8 cambiato il mercato del gioved\u00ec."),
    E("Codogno cinque anni dopo", "2025-05-08", 1543,
      "La citt\u00e0 che fu la prima zona rossa d'Italia si racconta.\n\n"
      "Un medico, una farmacista e il sindaco ricordano quei giorni e parlano di oggi."),
    E("Il Fanfulla e la serie D", "2025-05-01", None,
      "L'allenatore bianconero parla della stagione e del legame con la tifoseria."),
    E("Le ceramiche di Lodi", "2025-04-24", 906, ""),
    E("In bicicletta lungo l'Adda", "2025-04-17", 1287,
      "Da Lodi a Pizzighettone sulla ciclabile: chi la percorre e cosa si incontra."),
], cittadino_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout58-stentor-op-de-veluwe", "generic", "2025-05-16", {
    "title": "Op de Veluwe",
    "description": "In Op de Veluwe praten verslaggevers van De Stentor elke week met de mensen achter het nieuws uit "
                   "Apeldoorn, Deventer en de dorpen ertussen.",
}, [
    E("Paleis Het Loo na de verbouwing", "2025-05-15", 2040,
      "De directeur vertelt over de nieuwe museumzaal onder het voorplein en de drukte van het eerste jaar.",
      town="Apeldoorn"),
    E("Go Ahead Eagles en de weg naar Europa", "2025-05-08", 2460,
      "Onze Eagles-verslaggever en een oud-speler blikken terug op een bijzonder seizoen.\n\n"
      "Wat betekent Europees voetbal voor De Adelaarshorst?", town="Deventer"),
    E("Wolven op de Veluwe", "2025-05-01", None,
      "Boswachters, schapenhouders en een ecoloog over de terugkeer van de wolf.", town="Ede"),
    E("Het Zwolse Thorbecke-gebouw", "2025-04-24", 1560, "", town="Zwolle"),
    E("Boeren in de IJsselvallei", "2025-04-17", 1920,
      "Twee melkveehouders uit Olst over stikstof, opvolging en het land langs de rivier.", town="Olst"),
], stentor_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout58-nsd-norrbottenspodden", "generic", "2025-05-16", {
    "title": "Norrbottenspodden",
    "time": "06.00",
    "description": "NSD:s podd om livet i Norrbotten. Varje torsdag pratar reportrarna Elin Wikstr\u00f6m och Mattias "
                   "Nilsson med g\u00e4ster fr\u00e5n Lule\u00e5, Boden, Pite\u00e5 och byarna l\u00e4ngs \u00e4lvarna.",
}, [
    E("St\u00e5lverket som ska bli gr\u00f6nt", "2025-05-15", 1980,
      "Lule\u00e5 st\u00e5r inf\u00f6r den st\u00f6rsta industrisatsningen p\u00e5 femtio \u00e5r. Vad h\u00e4nder med jobben?"),
    E("Isloppet och v\u00e5rfloden", "2025-05-08", 2280,
      "Isen har g\u00e5tt i Lule\u00e4lven.\n\n"
      "En hydrolog och en bybo i Vitt\u00e4rv ber\u00e4ttar om v\u00e5rens h\u00f6ga vatten."),
    E("Lule\u00e5 Hockey efter finalen", "2025-05-01", None,
      "Sportchefen om s\u00e4songen, kontrakten och vilka som stannar."),
    E("Gammelstads kyrkstad", "2025-04-24", 1500, ""),
    E("Att bo i Kalix p\u00e5 riktigt", "2025-04-17", 1740,
      "Tre unga som flyttat hem ber\u00e4ttar om jobben, bostaden och den l\u00e5nga vintern."),
], nsd_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout58-karjalainen-pielisen-rannalta", "generic", "2026-01-03", {
    "title": "Pielisen rannalta",
    "time": "6.00",
    "description": "Karjalaisen podcastissa toimittajat Anni Hyv\u00f6nen ja Jussi Turunen keskustelevat vieraidensa "
                   "kanssa Pohjois-Karjalan ilmi\u00f6ist\u00e4 ja ihmisist\u00e4.",
}, [
    E("Uudenvuoden y\u00f6 Joensuun torilla", "2026-01-02", 1560,
      "Tuhannet ihmiset kokoontuivat torille ilotulitusta katsomaan. Puhuimme paikalla olleiden kanssa."),
    E("Vuosi 2025 Pohjois-Karjalassa", "2026-01-01", 3120,
      "Toimitus k\u00e4y l\u00e4pi vuoden suurimmat uutiset.\n\n"
      "Mukana my\u00f6s se, mik\u00e4 j\u00e4i kertomatta."),
    E("Joulu It\u00e4rajalla", "2025-12-30", None,
      "Miten joulua vietet\u00e4\u00e4n kyl\u00e4ss\u00e4, jonka raja on ollut kiinni kaksi vuotta?"),
    E("Kolin hiihtokausi alkaa", "2025-12-23", 1320, ""),
    E("Jokipoikien syksy", "2025-12-19", 2040,
      "Valmentaja ja kapteeni arvioivat alkukauden ja joulutauon j\u00e4lkeisi\u00e4 tavoitteita."),
    E("Vuosi 2024 Pohjois-Karjalassa", "2024-12-27", 2880,
      "Toimitus muistelee vuoden t\u00e4rkeimpi\u00e4 tapahtumia."),
], karjalainen_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout58-daveiro-conversas-na-ria", "generic", "2025-05-16", {
    "title": "Conversas na Ria",
    "description": "O podcast do Di\u00e1rio de Aveiro. Todas as semanas, o jornalista Rui Tavares conversa com quem "
                   "faz a atualidade do distrito, da Ria \u00e0 serra.",
}, [
    E("Os moliceiros e o turismo", "2025-05-15", 1560,
      "Arrais e empres\u00e1rios contam como os barcos da Ria passaram do moli\u00e7o para os visitantes.",
      area="Aveiro"),
    E("A Vista Alegre e os seus duzentos anos", "2025-05-08", 1920,
      "A f\u00e1brica de \u00cdlhavo celebra dois s\u00e9culos.\n\n"
      "Pintores e antigos oper\u00e1rios falam do bairro e da porcelana.", area="\u00cdlhavo"),
    E("O Beira-Mar e a subida de divis\u00e3o", "2025-05-01", None,
      "O treinador e dois adeptos de sempre analisam a \u00e9poca.", area="Desporto"),
    E("Ovos moles, receita protegida", "2025-04-24", 1200, "", area="Aveiro"),
    E("\u00c1gueda e os guarda-chuvas no c\u00e9u", "2025-04-17", 2100,
      "Como uma instala\u00e7\u00e3o de rua se tornou imagem da cidade e o que vem a seguir.", area="\u00c1gueda"),
], daveiro_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 63. held-out, fifty-ninth round: a radio drama company, a winery, the Schwäbische, Le JSL, Diario de León, four papers, O Minhoto
# Written for a fifty-ninth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (the Schwäbische's podcast titles, the Friesch Dagblad's section glued to the day, Sundsvalls
# Tidning's ``Annons``) and what is a plausible layout (the drama company, the winery, the JSL, Diario de León, La
# Sicilia, Avisa Nordland, O Minhoto, the date lines of the rest).
from pagestyles import (  # noqa: E402
    an_podkast,
    diariodeleon_podcast,
    drama_company_podcast,
    frieschdagblad_podcast,
    jsl_podcast,
    lasicilia_podcast,
    minhoto_podcast,
    schwaebische_podcast,
    st_podd,
    winery_podcast,
)

write("generic-heldout59-drama-company-lantern-house", "generic", "2025-03-14", {
    "title": "Tales from the Lantern House",
    "company": "Hollow Oak Audio Theatre",
    "address": "The Old Chapel, 14 Mill Lane, Frome BA11 1AB",
    "charity": "1187654",
    "description": "A full-cast audio drama from Hollow Oak Audio Theatre. In a lighthouse on the Somerset coast, "
                   "the keeper's family take in travellers, and every traveller brings a story.",
}, [
    E("The Drowned Bell", "2025-03-11", 2520,
      "A fisherman swears he hears a church bell under the water. Martha goes out in the boat to prove him wrong.",
      number=14),
    E("A Guest Who Would Not Give His Name", "2025-02-25", 3180,
      "A stranger arrives in a storm with a locked box and a forged letter of introduction.\n\n"
      "Part one of a two-part story. Contains scenes of peril that some listeners may find upsetting.", number=13),
    E("Behind the Lantern: Making Series Two", "2025-02-11", None,
      "Our director and sound designer talk about recording in a real lighthouse, and why the gulls kept winning.",
      number=12),
    E("The Keeper's Almanac", "2025-01-28", 1860, "", number=11),
    E("Salt and Candlewax", "2025-01-14", 2280,
      "Winter closes the harbour, and old Tobias tells the children what happened the year the light went out.",
      number=10),
], drama_company_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout59-winery-from-the-cellar", "generic", "2025-03-14", {
    "title": "From the Cellar",
    "winery": "Larkspur Ridge Winery",
    "hours": "11am\u20135pm",
    "hosts": "winemaker Elena Vasquez and Tom Harlan",
    "address": "4820 Ridge Road, Dundee, OR 97115",
    "phone": "(503) 555-0187",
    "description": "Stories from the vineyard and the cellar at Larkspur Ridge: the grapes, the growers, the vintages "
                   "and the people who drink them.",
}, [
    E("Pruning Season on the Ridge", "2025-03-11", 2592,
      "Elena walks the Pinot Noir blocks with our vineyard manager and explains why every cut matters for the harvest."),
    E("Our 2022 Chardonnay, Barrel by Barrel", "2025-02-25", 3760,
      "We taste four barrels of the 2022 Chardonnay side by side.\n\n"
      "Tom asks the questions every wine club member wants answered about oak, toast and time."),
    E("Live from the Winter Wine Club Party", "2025-02-11", None,
      "Recorded in the barrel room with our members, a little noisy and a lot of fun."),
    E("Ask the Winemaker: Sulfites, Sediment and Screw Caps", "2025-01-28", 1987, ""),
    E("The Frost of '21", "2025-01-14", 2235,
      "The night the temperature dropped to 24 degrees, and what the crew did until sunrise to save the buds."),
], winery_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout59-schwaebische-zwischen-alb-und-see", "generic", "2025-03-14", {
    "title": "Zwischen Alb und See",
    "time": "05:00",
    "description": "Der Gespr\u00e4chspodcast der Schw\u00e4bischen Zeitung: Redakteurin Lena Baumann trifft Menschen aus "
                   "der Region zwischen Ostalb und Bodensee und l\u00e4sst sie ihre Geschichte erz\u00e4hlen.",
}, [
    E("Die Folge mit der Hebamme", "2025-03-13", 2460,
      "Seit drei\u00dfig Jahren hilft Renate Kessler in Oberschwaben Kindern auf die Welt. Sie erz\u00e4hlt von "
      "Hausgeburten, Nachtdiensten und dem Mangel an Kolleginnen."),
    E("Die Folge mit dem Bodensee-Fischer", "2025-03-06", 3300,
      "Die Felchen werden weniger, die Fischer auch.\n\n"
      "Ein Berufsfischer aus Langenargen erkl\u00e4rt, warum er trotzdem jeden Morgen um vier Uhr hinausf\u00e4hrt."),
    E("Die Folge mit der Narrenzunft", "2025-02-27", None,
      "Kurz vor dem Schmotzigen Dunschtig: Ein Zunftmeister aus Ravensburg \u00fcber H\u00e4s, Masken und Br\u00e4uche."),
    E("Die Folge mit dem Orgelbauer", "2025-02-20", 2100, ""),
    E("Die Folge mit der Bergretterin", "2025-02-13", 2820,
      "Im Allg\u00e4u r\u00fcckt sie aus, wenn Wanderer und Skifahrer in Not geraten. Was sie dabei schon erlebt hat."),
], schwaebische_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout59-jsl-au-fil-de-la-saone", "generic", "2025-03-14", {
    "title": "Au fil de la Sa\u00f4ne",
    "description": "Chaque jeudi, la r\u00e9daction du Journal de Sa\u00f4ne-et-Loire raconte le d\u00e9partement, du "
                   "Charolais au M\u00e2connais, avec celles et ceux qui le font vivre.",
}, [
    E("Les vendanges en Mâconnais racontées par les saisonniers", "2025-03-13", 1320,
      "Ils viennent chaque automne de toute la France. Trois saisonniers racontent leurs journ\u00e9es dans les vignes.",
      town="M\u00e2con"),
    E("Le Creusot, la ville qui fabrique encore", "2025-03-06", 1740,
      "Des forges Schneider aux ateliers d'aujourd'hui, l'industrie n'a jamais quitt\u00e9 la ville.\n\n"
      "Un ancien ouvrier et une jeune ing\u00e9nieure comparent leurs m\u00e9tiers.", town="Le Creusot"),
    E("Le b\u0153uf charolais face \u00e0 la crise", "2025-02-27", None,
      "Prix, s\u00e9cheresse et concurrence : un \u00e9leveur de Saint-Christophe-en-Brionnais fait ses comptes.",
      town="Charolles"),
    E("Le carnaval de Chalon", "2025-02-20", 1080, "", town="Chalon-sur-Sa\u00f4ne"),
    E("Cluny et son abbaye", "2025-02-13", 1980,
      "Visite des vestiges de la plus grande \u00e9glise de la chr\u00e9tient\u00e9 avant Saint-Pierre de Rome.",
      town="Cluny"),
], jsl_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout59-diariodeleon-filandon", "generic", "2025-03-14", {
    "title": "Filand\u00f3n",
    "host": "Marta \u00c1lvarez",
    "description": "El podcast de Diario de Le\u00f3n para contar la provincia al calor de la conversaci\u00f3n, como en los "
                   "filandones de siempre. Cada jueves, una historia de Le\u00f3n y el Bierzo.",
}, [
    E("La catedral de León y sus vidrieras", "2025-03-13", 1440,
      "Los restauradores que trabajan en las vidrieras explican c\u00f3mo se limpia un vitral del siglo XIII.",
      place="Le\u00f3n"),
    E("El botillo del Bierzo", "2025-03-06", 1860,
      "En Ponferrada, el botillo es m\u00e1s que un plato.\n\n"
      "Una carnicera y un cocinero cuentan c\u00f3mo se prepara y por qu\u00e9 se come en invierno.",
      place="Ponferrada"),
    E("La Cultural y la afici\u00f3n del Reino", "2025-02-27", None,
      "Dos socios de toda la vida repasan la temporada de la Cultural y Deportiva Leonesa.", place="Le\u00f3n"),
    E("Las M\u00e9dulas en invierno", "2025-02-20", 1260, "", place="Carucedo"),
    E("Astorga, mantecadas y chocolate", "2025-02-13", 2040,
      "Las confiter\u00edas de Astorga mantienen una tradici\u00f3n que empez\u00f3 con el cacao que llegaba de Am\u00e9rica.",
      place="Astorga"),
], diariodeleon_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout59-lasicilia-sotto-il-vulcano", "generic", "2025-03-14", {
    "title": "Sotto il vulcano",
    "host": "Giuseppe Bonaccorsi",
    "time": "07:00",
    "description": "Il podcast de La Sicilia: ogni settimana una storia di Catania e della Sicilia orientale, tra "
                   "l'Etna, il mare e le persone che li abitano.",
}, [
    E("L'Etna si risveglia: cosa sappiamo della nuova fase", "2025-03-13", 1080,
      "Un vulcanologo dell'Osservatorio etneo spiega le fontane di lava degli ultimi giorni."),
    E("La pescheria di Catania", "2025-03-06", 1380,
      "All'alba, tra le grida dei pescivendoli.\n\n"
      "Tre generazioni di una famiglia raccontano come \u00e8 cambiato il mercato del pesce pi\u00f9 famoso della citt\u00e0."),
    E("Il Catania e la corsa alla promozione", "2025-02-27", None,
      "Il punto sulla stagione rossazzurra con due cronisti sportivi."),
    E("Le arancine di Sant'Agata", "2025-02-20", 900, ""),
    E("Ortigia, l'isola nella citt\u00e0", "2025-02-13", 1560,
      "Residenti, turisti e affitti brevi: come cambia il cuore antico di Siracusa."),
], lasicilia_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout59-frieschdagblad-streekwurk", "generic", "2025-03-14", {
    "title": "Streekwurk",
    "description": "In Streekwurk gaan verslaggevers van het Friesch Dagblad elke week op pad door Frysl\u00e2n, naar de "
                   "mensen die het werk doen dat niemand ziet.",
}, [
    E("De laatste turfsteker van de Alde Feanen", "2025-03-13", 1920,
      "Hij steekt nog turf zoals zijn grootvader dat deed. Een ochtend in het veen bij Earnew\u00e2ld."),
    E("Dominee op drie eilanden", "2025-03-06", 2280,
      "Op Vlieland, Terschelling en Ameland deelt een predikant zijn tijd tussen drie gemeenten.\n\n"
      "Over veerboten, lege kerken en volle kerstdiensten."),
    E("Kaatsers in de winter", "2025-02-27", None,
      "Het seizoen begint pas in mei, maar in Franeker wordt nu al getraind."),
    E("Een nacht bij de melkveehouder", "2025-02-20", 1560, ""),
    E("Elfstedenkoorts zonder ijs", "2025-02-13", 2640,
      "Al jaren geen Elfstedentocht. Leden van de vereniging vertellen waarom ze toch blijven hopen."),
], frieschdagblad_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout59-st-mittpunkten", "generic", "2025-03-14", {
    "title": "Mittpunkten",
    "time": "06.00",
    "editor": "Anna Lundberg",
    "description": "ST:s podd om Sundsvall och Medelpad. Varje onsdag pratar reportrarna Erik Norberg och Sara "
                   "Holm med g\u00e4ster om veckans st\u00f6rsta fr\u00e5gor i regionen.",
}, [
    E("Nya E4-bron och trafiken genom stan", "2025-03-12", 1680,
      "Tio \u00e5r efter invigningen: har bron gjort Sundsvall b\u00e4ttre? En trafikplanerare och en \u00e5kare svarar."),
    E("Timr\u00e5 IK inf\u00f6r slutspelet", "2025-03-05", 2220,
      "Laget har haft sin b\u00e4sta s\u00e4song p\u00e5 l\u00e4nge.\n\n"
      "Tr\u00e4naren och en supporter sedan 70-talet om m\u00e5len och dr\u00f6mmarna."),
    E("Stenstaden fyller 137 \u00e5r", "2025-02-26", None,
      "Branden 1888 och staden som byggdes i sten efter\u00e5t. En stadsvandring med en lokalhistoriker."),
    E("Pappersbruket i Ortviken", "2025-02-19", 1500, ""),
    E("Skidspåren på Södra berget", "2025-02-12", 1920,
      "Ideella krafter h\u00e5ller sp\u00e5ren \u00f6ppna hela vintern. Vi f\u00f6ljde med pistmaskinen en kv\u00e4ll."),
], st_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout59-an-nord-for-polarsirkelen", "generic", "2026-01-03", {
    "title": "Nord for polarsirkelen",
    "time": "06:00",
    "editor": "Hans Erik Lund",
    "description": "Avisa Nordlands podkast om folk og saker i Bod\u00f8 og Salten. Journalistene Ingrid Johansen og "
                   "Martin Berg m\u00f8ter gjester fra hele fylket.",
}, [
    E("Nytt\u00e5rsrakettene over Bod\u00f8", "2026-01-03", 1560,
      "Fyrverkeriet var st\u00f8rre enn noen gang. Vi snakket med brannvesenet om natten som gikk."),
    E("Kulturhovedstaden, ett \u00e5r etter", "2026-01-02", 3840,
      "Bod\u00f8 var europeisk kulturhovedstad i 2024.\n\n"
      "Hva ble igjen i byen da festen var over?"),
    E("Julehandelen i sentrum", "2025-12-30", None,
      "Butikkene i Storgata forteller om \u00e5rets julehandel."),
    E("M\u00f8rketid i Saltstraumen", "2025-12-23", 1320, ""),
    E("Glimt og sesongen som gikk", "2025-12-19", 2760,
      "Spillere og supportere ser tilbake p\u00e5 en sesong med b\u00e5de seriegull-jakt og Europa-kvelder."),
    E("\u00c5ret 2024 i Salten", "2024-12-27", 3300,
      "Redaksjonen ser tilbake p\u00e5 \u00e5rets st\u00f8rste saker."),
], an_podkast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout59-minhoto-vozes-do-cavado", "generic", "2025-03-14", {
    "title": "Vozes do C\u00e1vado",
    "description": "O podcast de O Minhoto sobre Vila Verde e o vale do C\u00e1vado. Todas as semanas, uma conversa com "
                   "quem vive, trabalha e faz a hist\u00f3ria da regi\u00e3o.",
}, [
    E("Os lenços dos namorados", "2025-03-13", 1455,
      "As bordadeiras de Vila Verde explicam como nasce um len\u00e7o dos namorados e o que dizem os seus versos.",
      town="Vila Verde"),
    E("O vinho verde do Cávado", "2025-03-06", 1820,
      "A vindima est\u00e1 longe, mas nas adegas o trabalho n\u00e3o p\u00e1ra.\n\n"
      "Dois produtores falam das castas, dos pre\u00e7os e da exporta\u00e7\u00e3o.", town="Amares"),
    E("A Gala do desporto minhoto", "2025-02-27", None,
      "Atletas e dirigentes recordam a noite em que se premiou o desporto da regi\u00e3o.", town="Vila Verde"),
    E("O Gerês no inverno", "2025-02-20", 1188, "", town="Terras de Bouro"),
    E("Feiras e mercados de Vila Verde", "2025-02-13", 1637,
      "Porque \u00e9 que a feira quinzenal continua a encher o centro da vila, mesmo com os supermercados.",
      town="Vila Verde"),
], minhoto_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)


# ====== 64. held-out, sixtieth round: a botanic garden, a university press, the Allgemeine Zeitung, L'Est Républicain, Diario de Burgos, four papers, O Mirante
# Written for a sixtieth held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (the Sydney garden's podcast chrome, university presses' episode titles, the VRM's numbered
# titles and bylines, L'Eco di Bergamo's episode subtitles and kickers, O Mirante's section and day) and what is a
# plausible layout (L'Est Républicain, Diario de Burgos, the Gooi- en Eemlander, Gefle Dagblad, Kouvolan Sanomat, the
# date lines of the rest).
from pagestyles import (  # noqa: E402
    az_podcast,
    db_podcast,
    ecobergamo_podcast,
    er_podcast,
    garden_podcast,
    gd_podd,
    ge_podcast,
    ks_podcast,
    mirante_podcast,
    press_podcast,
)

write("generic-heldout60-garden-under-the-canopy", "generic", "2025-06-13", {
    "title": "Under the Canopy",
    "garden": "Wattle Creek Botanic Garden",
    "hours": "7am\u20135pm",
    "address": "120 Gully Road, Mount Lofty SA 5152",
    "abn": "41 672 905 318",
    "acknowledgement": "We acknowledge the Kaurna people, the Traditional Custodians of the land on which the Garden "
                       "grows, and pay our respects to Elders past and present.",
    "description": "Our horticulturists, scientists and volunteers take you behind the scenes of the Garden: the seed "
                   "bank, the glasshouses and the plants that grow nowhere else.",
}, [
    E("Saving the Mount Lofty Grevillea", "2025-06-12", 2040,
      "Fewer than two hundred plants remain in the wild. Our conservation team explains how cuttings raised in the "
      "nursery are going back to the ranges."),
    E("Inside the Seed Bank", "2025-05-29", 2880,
      "Below the visitor centre, thousands of seed collections are dried, counted and frozen.\n\n"
      "Our seed bank manager shows how a collection is made, and why some seeds refuse to be stored at all."),
    E("Winter in the Rose Garden", "2025-05-15", None,
      "Pruning four hundred roses before the first buds: the curator's annual race against the calendar."),
    E("Ask a Horticulturist: Frost, Fungi and Fallen Leaves", "2025-05-01", 1620, ""),
    E("The Volunteers Who Know Every Tree", "2025-04-17", 2460,
      "Some of our guides have walked the same paths for thirty years. They share the stories visitors never hear."),
], garden_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout60-press-marginalia", "generic", "2025-06-13", {
    "title": "Marginalia",
    "press": "Calloway University Press",
    "university": "Calloway State University",
    "address": "410 College Avenue, Calloway, OH 43210",
    "description": "Conversations with the authors of Calloway University Press books about how research becomes a "
                   "book, and why it matters beyond the library.",
}, [
    E("Ruth Okafor on The River Towns", "2025-06-12", 2280,
      "Historian Ruth Okafor traces how the Ohio River towns rose with the steamboat and what became of them when the "
      "railroads arrived."),
    E("Daniel Reyes and Mira Patel on Counting the Uncounted", "2025-05-29", 3660,
      "Two sociologists on the people censuses miss, and how the missing change the maps we draw.\n\n"
      "We also talk about fieldwork in a pandemic and the chapter they almost cut."),
    E("Thomas Lindqvist on Northern Light", "2025-05-15", None,
      "A photographer and scholar of Scandinavian art on the painters who chased the winter sun."),
    E("Live from the Press's Spring Book Party", "2025-05-01", 1500, ""),
    E("Grace Mbeki on Salt and Empire", "2025-04-17", 2700,
      "How a single mineral built trade routes, fortunes and taxes that sparked revolts across three continents."),
], press_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout60-az-mainzer-zeitreisen", "generic", "2025-06-13", {
    "title": "Mainzer Zeitreisen",
    "host": "Katrin Weigand",
    "role": "Redakteurin Mainz",
    "description": "Der Geschichtspodcast der Allgemeinen Zeitung: Redakteurin Katrin Weigand spaziert mit G\u00e4sten "
                   "durch das Mainz von gestern. Alle zwei Wochen eine neue Folge.",
}, [
    E("Die Rheinufer-Promenade und ihre Geschichte", "2025-06-12", 2280,
      "MAINZ - Vom Winterhafen bis zum Zollhafen: Wie das Rheinufer zum Wohnzimmer der Stadt wurde, erz\u00e4hlt ein "
      "Stadtf\u00fchrer beim Spaziergang.", number=58),
    E("Als die Stra\u00dfenbahn nach Finthen fuhr", "2025-05-29", 3060,
      "MAINZ - Die alte Linie 13 und ihre Fahrer.\n\n"
      "Ein ehemaliger Schaffner erinnert sich an Winterfahrten, Schulkinder und den letzten Tag der Strecke.",
      number=57),
    E("Fastnacht im Kurf\u00fcrstlichen Schloss", "2025-05-15", None,
      "MAINZ - Sitzungen, Komitees und Narrhallamarsch: Ein Blick in die Geschichte der Fernsehfastnacht.",
      number=56),
    E("Rheinhessens Weinberge nach dem Krieg", "2025-05-01", 2520, "", number=55),
    E("Das Gutenberg-Museum zieht um", "2025-04-17", 1860,
      "MAINZ - Was mit den Bibeln, den Pressen und den Besuchern passiert, solange gebaut wird.", number=54),
], az_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout60-er-les-voix-de-la-lorraine", "generic", "2025-06-13", {
    "title": "Les Voix de la Lorraine",
    "time": "06:00",
    "description": "Chaque semaine, les journalistes de L'Est R\u00e9publicain donnent la parole \u00e0 celles et ceux "
                   "qui font vivre la Meurthe-et-Moselle, la Meuse, les Vosges et la Haute-Sa\u00f4ne.",
}, [
    E("La place Stanislas, des coulisses aux illuminations", "2025-06-12", 1440,
      "Les techniciens qui pr\u00e9parent le spectacle de l'\u00e9t\u00e9 racontent leurs nuits sur la place.",
      town="Nancy"),
    E("Les derniers brodeurs de Lun\u00e9ville", "2025-06-05", 1980,
      "La broderie perl\u00e9e de Lun\u00e9ville a habill\u00e9 la haute couture.\n\n"
      "Deux brodeuses montrent le crochet et expliquent pourquoi l'atelier cherche des apprentis.",
      town="Lun\u00e9ville"),
    E("Verdun, m\u00e9moire vivante", "2025-05-29", None,
      "Un guide du champ de bataille raconte les visiteurs qui viennent chercher le nom d'un a\u00efeul.",
      town="Verdun"),
    E("Les cerises de Fougerolles", "2025-05-22", 1080, "", town="Fougerolles"),
    E("\u00c0 Toul, la cath\u00e9drale restaur\u00e9e", "2025-05-15", 1680,
      "Apr\u00e8s des ann\u00e9es de chantier, les tailleurs de pierre rendent la fa\u00e7ade aux Toulois.",
      town="Toul"),
], er_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout60-db-la-cantina", "generic", "2025-06-13", {
    "title": "La Cantina",
    "description": "El podcast de Diario de Burgos sobre la provincia y su gente: cada jueves, una conversaci\u00f3n "
                   "sin prisas con quienes mantienen vivos los pueblos, los oficios y las fiestas.",
}, [
    E("Los campaneros de la Catedral", "2025-06-12", 1452,
      "Tres voluntarios mantienen vivo el toque manual de las campanas de la Catedral de Burgos.",
      section="Burgos"),
    E("Atapuerca, treinta a\u00f1os de excavaciones", "2025-06-05", 2718,
      "Cada verano, decenas de investigadores vuelven a la sierra.\n\n"
      "Una arque\u00f3loga y un estudiante cuentan c\u00f3mo es un d\u00eda en el yacimiento.",
      section="Provincia"),
    E("El lechazo y las bodegas de Aranda", "2025-05-29", None,
      "Un asador y un bodeguero de la Ribera del Duero hablan de horno de le\u00f1a y de vino.",
      section="Aranda"),
    E("Los Sampedros que vienen", "2025-05-22", 1185, "", section="Burgos"),
    E("Miranda y el ferrocarril", "2025-05-15", 1934,
      "La ciudad creci\u00f3 al ritmo de los trenes. Dos ferroviarios jubilados repasan su historia.",
      section="Miranda"),
], db_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout60-eco-orobie-in-cuffia", "generic", "2025-06-13", {
    "title": "Orobie in cuffia",
    "description": "Il podcast de L'Eco di Bergamo dedicato alle valli e alle montagne bergamasche: ogni settimana una "
                   "storia raccontata da chi le vive, tra rifugi, sentieri e paesi.",
}, [
    E("Il rifugio pi\u00f9 alto della Val Seriana", "2025-06-12", 1440,
      "IN QUOTA. Una gestrice racconta la stagione che sta per cominciare, tra elicotteri e provviste portate a spalla.",
      number=14, season=2),
    E("La Presolana vista dai soccorritori", "2025-06-05", 2040,
      "IL RACCONTO. Ogni estate il Soccorso alpino interviene decine di volte.\n\n"
      "Due volontari spiegano come nasce un recupero e quali errori si potrebbero evitare.",
      number=13, season=2),
    E("Gli stracchini della Val Taleggio", "2025-05-29", None,
      "SAPORI. Tre casari e le grotte dove stagionano i formaggi che hanno reso famosa la valle.",
      number=12, season=2),
    E("Il Sentiero delle Orobie in sei tappe", "2025-05-22", 1320, "", number=11, season=2),
    E("Le miniere di Gorno", "2025-05-15", 1860,
      "LA STORIA. Le gallerie dello zinco, chiuse da decenni, oggi si visitano con gli ex minatori come guide.",
      number=10, season=2),
], ecobergamo_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout60-ge-gooise-gesprekken", "generic", "2025-06-13", {
    "title": "Gooise Gesprekken",
    "time": "06:00",
    "description": "In Gooise Gesprekken spreken verslaggevers van de Gooi- en Eemlander elke week met mensen uit het "
                   "Gooi en Eemland over wat hen bezighoudt.",
}, [
    E("Het Mediapark zonder tv-studio's", "2025-06-12", 1380,
      "Steeds meer programma's worden elders gemaakt. Een cameraman en een decorbouwer over de toekomst van het park.",
      town="Hilversum"),
    E("Naarden-Vesting en de toeristen", "2025-06-05", 2220,
      "De vestingstad trekt elk jaar meer bezoekers.\n\n"
      "Bewoners en ondernemers vertellen hoe ze daarmee leven en wat ze van de gemeente vragen.",
      town="Naarden"),
    E("De hei van Blaricum in bloei", "2025-05-29", None,
      "Een boswachter over schapen, wandelaars en de droogte van de afgelopen zomers.", town="Blaricum"),
    E("Huizen en zijn haven", "2025-05-22", 1620, "", town="Huizen"),
    E("Amersfoort en de Koppelpoort", "2025-05-15", 1920,
      "Een stadsgids neemt ons mee langs muren, poorten en grachten van de oude binnenstad.", town="Amersfoort"),
], ge_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout60-gd-gastrikepodden", "generic", "2025-06-13", {
    "title": "G\u00e4strikepodden",
    "editor": "Maria Sj\u00f6berg",
    "description": "Gefle Dagblads podd om G\u00e4vle och G\u00e4strikland. Varje torsdag pratar reportrarna Johan "
                   "Ek och Lina Vall med g\u00e4ster om veckans stora fr\u00e5gor i regionen.",
}, [
    E("Br\u00e4nnv\u00e4gen och den nya hamnen", "2025-06-12", 1980,
      "Containerhamnen v\u00e4xer och lastbilarna blir fler. En trafikplanerare och en boende svarar p\u00e5 fr\u00e5gorna."),
    E("Bryn\u00e4s efter s\u00e4songen", "2025-06-05", 2640,
      "Klubben summerar ett \u00e5r med b\u00e5de toppar och dalar.\n\n"
      "Sportchefen och en supporter sedan 60-talet om vad som beh\u00f6vs till h\u00f6sten."),
    E("Furuviksparken \u00f6ppnar f\u00f6r sommaren", "2025-05-29", None,
      "Nya attraktioner och gamla favoriter: vi g\u00e5r runt i parken med en av de anst\u00e4llda."),
    E("Sandvikens bruk i f\u00f6r\u00e4ndring", "2025-05-22", 1560, ""),
    E("Gamla Gefle och tr\u00e4husen", "2025-05-15", 2100,
      "Stadsdelen som klarade branden 1869. En lokalhistoriker visar gr\u00e4nderna och ber\u00e4ttar."),
], gd_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout60-ks-kymin-kulmilla", "generic", "2026-01-03", {
    "title": "Kymin kulmilla",
    "editor": "Petri Laaksonen",
    "description": "Kouvolan Sanomien podcast Kymenlaakson ihmisist\u00e4 ja ilmi\u00f6ist\u00e4. Toimittajat Anna "
                   "Rinne ja Mikko Salo keskustelevat vieraidensa kanssa joka viikko.",
}, [
    E("Uusi vuosi Kouvolan torilla", "2026-01-02", 1500,
      "Uudenvuodenyön ilotulitus keräsi torille tuhansia ihmisiä. Kysyimme, mitä kouvolalaiset toivovat vuodelta."),
    E("KooKoo joulutauon j\u00e4lkeen", "2025-12-31", 3900,
      "Joukkue palaa j\u00e4\u00e4lle tiukassa sarjatilanteessa.\n\n"
      "Valmentaja ja kaksi kannattajaa arvioivat kevään mahdollisuuksia."),
    E("Joulukauppa keskustassa", "2025-12-29", None,
      "Kauppiaat kertovat, miten joulumyynti sujui Manskilla ja kauppakeskuksissa."),
    E("Repoveden talvipolut", "2025-12-22", 1320, ""),
    E("Kuusankosken paperitehtaan tarinat", "2025-12-18", 2760,
      "Entiset tehtaalaiset muistelevat vuorot\u00f6it\u00e4, ty\u00f6kavereita ja tehtaan pitk\u00e4\u00e4 historiaa."),
    E("Vuosi 2024 Kymenlaaksossa", "2024-12-30", 3300,
      "Toimitus k\u00e4y l\u00e4pi vuoden suurimmat uutiset."),
], ks_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout60-mirante-conversas-do-tejo", "generic", "2025-06-13", {
    "title": "Conversas do Tejo",
    "description": "O podcast de O MIRANTE sobre a regi\u00e3o do Ribatejo e do Vale do Tejo. Todas as semanas, uma "
                   "conversa com quem vive, trabalha e faz a hist\u00f3ria dos 23 concelhos que acompanhamos.",
}, [
    E("Os campinos e a lez\u00edria", "2025-06-12", 1560,
      "Dois campinos de Vila Franca de Xira explicam a vida com os touros e os cavalos na lez\u00edria."),
    E("Santar\u00e9m e as Portas do Sol", "2025-06-05", 2100,
      "O miradouro mais conhecido da cidade tem uma hist\u00f3ria que poucos conhecem.\n\n"
      "Um historiador local e a presidente da junta falam do passado e do futuro do planalto."),
    E("A Feira Nacional de Agricultura", "2025-05-29", None,
      "Expositores e agricultores fazem o balan\u00e7o de mais uma edi\u00e7\u00e3o da feira em Santar\u00e9m."),
    E("Os avieiros do Tejo", "2025-05-22", 1320, ""),
    E("Tomar e a Festa dos Tabuleiros", "2025-05-15", 1860,
      "Os preparativos come\u00e7am meses antes. Quem faz os tabuleiros conta como se prepara a festa."),
], mirante_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

# ====== 65. held-out, sixty-first round: a cooking school, an orchestra, the Sächsische, Midi Libre, Levante-EMV, four papers, the Diário do Alentejo
# Written for a sixty-first held-out measurement, without reading the generic reader; see the renderers in pagestyles.py
# for what is evidence (the orchestra's podcast headings, the Sächsische's ``Folge 33, 30.4.2024: ...``, the Giornale
# di Brescia's articles, Het Belang van Limburg's Omny clocks and credits, sn.dk's datelines, the Diário do Alentejo's
# folio) and what is a plausible layout (the cooking school, Midi Libre, Levante-EMV, Dala-Demokraten, the date lines
# of the rest).
from pagestyles import (  # noqa: E402
    cookschool_podcast,
    dalentejo_podcast,
    dd_podd,
    gdb_podcast,
    hbvl_podcast,
    levante_podcast,
    midilibre_podcast,
    orchestra_podcast,
    saechsische_podcast,
    sjaellandske_podcast,
)

write("generic-heldout61-cookschool-mise-en-place", "generic", "2025-03-14", {
    "title": "Mise en Place",
    "school": "Harbour Lane Cookery School",
    "hosts": "head tutor Priya Nair and chef Oliver Grant",
    "address": "3 Harbour Lane, Whitstable, Kent CT5 1AJ",
    "company_no": "09876543",
    "description": "Conversations from our kitchen classroom: techniques, ingredients and the cooks, growers and "
                   "students who make the food of the Kent coast.",
}, [
    E("Why Your Hollandaise Splits (and How to Save It)", "2025-03-11", 2280,
      "Oliver takes apart the classic emulsion sauces and explains the rescue trick every tutor teaches on day two.",
      number=24),
    E("Whitstable Oysters with the Last Family Dredgermen", "2025-02-25", 3120,
      "We went out on the water at dawn with a family who have dredged these beds for five generations.\n\n"
      "Back in the school kitchen, Priya shucks, grills and pickles the catch with our diploma students.",
      number=23),
    E("Student Stories: From Accountant to Pastry Chef", "2025-02-11", None,
      "A graduate of our six-month diploma on the spreadsheet she left behind and the bakery she runs now.", number=22),
    E("Knife Skills Q&A", "2025-01-28", 1560, "", number=21),
    E("Seasonal Kitchen: Forced Rhubarb", "2025-01-14", 1920,
      "Why January rhubarb glows pink, and three ways to cook it that are not crumble.", number=20),
], cookschool_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout61-orchestra-behind-the-music-stand", "generic", "2025-03-14", {
    "title": "Behind the Music Stand",
    "orchestra": "Northern Fells Symphony Orchestra",
    "weekday": "Monday",
    "address": "The Assembly Rooms, Market Street, Kendal LA9 4TN",
    "charity": "1093417",
    "description": "The podcast of the Northern Fells Symphony Orchestra: our players, conductors and soloists talk "
                   "about the music in this season's concerts and the lives behind the instruments.",
}, [
    E("Mahler's Fifth with Our Principal Trumpet", "2025-03-10", 1740,
      "Before our Mahler weekend, principal trumpet Sam Whitaker talks about the solo that opens the symphony and "
      "the nerves that come with it.", number=14),
    E("A Conductor's Notebook: Anna Lindqvist", "2025-02-24", 2940,
      "Our guest conductor explains how she marks a score, and why she never conducts Sibelius from memory.\n\n"
      "Recorded in the green room after the first rehearsal of Sibelius's Fifth Symphony.", number=13),
    E("On Tour in the Lakes: Village Halls and Church Naves", "2025-02-10", None,
      "A week on the road with the chamber orchestra, from Keswick to Cartmel.", number=12),
    E("Meet the Section: Double Basses", "2025-01-27", 1380, "", number=11),
    E("Youth Orchestra Side by Side", "2025-01-13", 2100,
      "Forty young players joined the orchestra on stage for Dvořák's New World. Three of them tell us how it felt.",
      number=10),
], orchestra_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout61-saechsische-elbtal-gespraeche", "generic", "2025-03-14", {
    "title": "Elbtal-Gespr\u00e4che",
    "standfirst": "Menschen zwischen Pirna und Mei\u00dfen, ihre Geschichten und Meinungen. Das steckt im Podcast "
                  "\"Elbtal-Gespr\u00e4che\".",
    "description": "Dresden. Wer lebt im Elbtal, und was bewegt die Menschen hier? Im Podcast \"Elbtal-Gespr\u00e4che\" "
                   "sprechen Redakteurinnen und Redakteure von S\u00e4chsische.de jede Woche mit einem Gast aus der Region.",
}, [
    E("Wie geht es weiter mit der Carolabr\u00fccke?", "2025-03-12", 1880,
      "Ein halbes Jahr nach dem Einsturz: Ein Bauingenieur der TU Dresden erkl\u00e4rt, was die Stadt jetzt entscheiden "
      "muss. Mehr: \"Was von der Carolabr\u00fccke bleibt\"", number=27),
    E("Winzer in Radebeul - ein Jahr nach dem Frost", "2025-02-26", 2460,
      "Der Sp\u00e4tfrost im April 2024 hat viele Weinberge an der Elbe fast die ganze Ernte gekostet.\n\n"
      "Eine Winzerin aus Radebeul erz\u00e4hlt, wie ihr Betrieb das Jahr \u00fcberstanden hat. Mehr: "
      "\"Nach dem Frost kommt die Hoffnung\"", number=26),
    E("Der Striezelmarkt in Zahlen", "2025-02-12", None,
      "Wie viele Besucher, wie viele Stollen und wie viel Umsatz? Der Marktleiter zieht Bilanz.", number=25),
    E("Porzellan aus Mei\u00dfen: Wer kauft das noch?", "2025-01-29", 2220, "", number=24),
    E("Dynamo und die Zweite Liga", "2025-01-15", 3300,
      "Aufstieg oder nicht? Ein Sportreporter und ein Fan aus dem K-Block \u00fcber die R\u00fcckrunde.", number=23),
], saechsische_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout61-midilibre-sous-le-platane", "generic", "2025-03-14", {
    "title": "Sous le platane",
    "time": "06:00",
    "description": "Le podcast de Midi Libre qui prend le temps de raconter l'H\u00e9rault, le Gard et l'Aveyron, avec "
                   "celles et ceux qui y vivent. Un nouvel \u00e9pisode chaque jeudi.",
}, [
    E("Les jouteurs de S\u00e8te pr\u00e9parent la saison", "2025-03-13", 840,
      "Sur le canal royal, les jouteurs s'entra\u00eenent d\u00e9j\u00e0 pour la Saint-Louis. Rencontre avec un champion.",
      town="S\u00e8te"),
    E("Le Pic Saint-Loup, un vignoble face \u00e0 la s\u00e9cheresse", "2025-03-06", 1560,
      "Trois ann\u00e9es sans vraie pluie ont chang\u00e9 le travail dans les vignes.\n\n"
      "Un vigneron et une hydrologue racontent comment le terroir s'adapte.", town="Montpellier"),
    E("La f\u00e9ria de N\u00eemes sans corrida ?", "2025-02-27", None,
      "Le d\u00e9bat revient chaque printemps. Un aficionado et une militante en parlent autour de la m\u00eame table.",
      town="N\u00eemes"),
    E("Le roquefort dans ses caves", "2025-02-20", 1080, "", town="Roquefort-sur-Soulzon"),
    E("B\u00e9ziers et ses all\u00e9es Paul-Riquet", "2025-02-13", 1320,
      "Des platanes centenaires au march\u00e9 aux fleurs, l'histoire de la grande promenade de la ville.",
      town="B\u00e9ziers"),
], midilibre_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout61-levante-la-terreta", "generic", "2025-03-14", {
    "title": "La Terreta",
    "host": "Marta Soler",
    "description": "El podcast de Levante-EMV sobre la vida en Val\u00e8ncia y sus comarcas. Cada jueves, una historia "
                   "de la huerta, el mar y la ciudad contada por quienes la viven.",
}, [
    E("Fallas 2025: la plant\u00e0 que nadie ve", "2025-03-13", 1620,
      "Una noche con los artistas falleros que montan los monumentos mientras la ciudad duerme.", section="Fallas"),
    E("La Albufera despu\u00e9s de la dana", "2025-03-06", 2100,
      "Los arrozales y los barrios del sur todav\u00eda arrastran las consecuencias de la riada.\n\n"
      "Un agricultor de El Palmar y una bi\u00f3loga cuentan c\u00f3mo se recupera el parque natural.",
      section="Comunitat Valenciana"),
    E("El Levante UD y el sue\u00f1o del ascenso", "2025-02-27", None,
      "Dos abonados de Orriols repasan la temporada granota.", section="Levante UD"),
    E("La horchata de Alboraia", "2025-02-20", 1200, "", section="Val\u00e8ncia"),
    E("El Cabanyal, entre el turismo y el barrio", "2025-02-13", 1860,
      "Vecinos de toda la vida y reci\u00e9n llegados debaten sobre los pisos tur\u00edsticos en el antiguo poblado "
      "mar\u00edtimo.", section="Val\u00e8ncia"),
], levante_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout61-gdb-voci-della-leonessa", "generic", "2025-03-14", {
    "title": "Voci della Leonessa",
    "time": "07:00",
    "description": "Il podcast del Giornale di Brescia che racconta la citt\u00e0 e la provincia attraverso le voci dei "
                   "suoi protagonisti. Una nuova puntata ogni gioved\u00ec.",
}, [
    E("Il Castello di Brescia riapre i sotterranei", "2025-03-13", 1080,
      "Una guida ci accompagna nei camminamenti sotto il Cidneo, chiusi al pubblico da anni.", section="Cultura"),
    E("Franciacorta, la vendemmia che cambia", "2025-03-06", 1500,
      "Il clima costringe a vendemmiare sempre prima.\n\n"
      "Due produttori spiegano cosa significa per le bollicine e per chi lavora nei filari.", section="Franciacorta"),
    E("La Mille Miglia vista dai meccanici", "2025-02-27", None,
      "Chi prepara le auto storiche racconta i mesi che precedono la corsa.", section="Sport"),
    E("Il lago d'Idro e la siccit\u00e0", "2025-02-20", 960, "", section="Provincia"),
    E("Gli ultimi artigiani del ferro in Valtrompia", "2025-02-13", 1740,
      "Dalle fucine di Lumezzane alle officine di oggi: tre generazioni di una famiglia di fabbri.",
      section="Economia"),
], gdb_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout61-hbvl-limburg-aan-de-lijn", "generic", "2025-03-14", {
    "title": "Limburg aan de lijn",
    "credits": "CREDITS: Journalisten: Sofie Claes en Jeroen Vanderhoven - Host, redactie en montage: Lotte "
               "Geladé - Chef podcast: Bart Wouters",
    "description": "In Limburg aan de lijn bellen journalisten van Het Belang van Limburg elke week met de mensen "
                   "achter het nieuws uit de provincie.",
}, [
    E("Waarom de mijnsite van Waterschei nog altijd leeg staat", "2025-03-13", 1456,
      "Twintig jaar na de plannen voor een nieuw stadsdeel ligt een groot deel van de site er nog verlaten bij.",
      place="Genk"),
    E("Het Kanaal in Hasselt: wonen aan het water", "2025-03-06", 1733,
      "De nieuwe wijk aan de kanaalkom groeit snel.\n\n"
      "Bewoners en de schepen van ruimtelijke ordening over wat er goed gaat en wat niet.", place="Hasselt"),
    E("STVV en de Japanse eigenaars", "2025-02-27", None,
      "Onze sportredactie over de ambities van de club op Stayen.", place="Sint-Truiden"),
    E("Asperges uit de Maasvallei", "2025-02-20", 1122, "", place="Maasmechelen"),
    E("De Basiliek van Tongeren krijgt een nieuw dak", "2025-02-13", 1297,
      "Restaurateurs werken aan het dak van de Onze-Lieve-Vrouwebasiliek. Een bezoek op de steigers.",
      place="Tongeren"),
], hbvl_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout61-sjaellandske-sjaelland-rundt", "generic", "2026-01-03", {
    "title": "Sj\u00e6lland rundt",
    "editor": "Mette Lund Hansen",
    "description": "Sj\u00e6llandskes podcast om mennesker og nyheder fra N\u00e6stved, Slagelse, Ringsted og resten af "
                   "Sj\u00e6lland. Journalisterne Anders Holm og Line Krogh m\u00f8der ugens g\u00e6ster.",
}, [
    E("Nyt\u00e5rsaften p\u00e5 vagten i N\u00e6stved", "2026-01-03", 1560,
      "Mens resten af byen skar kransekage, k\u00f8rte redderne ud. Vi fulgte en ambulance gennem natten.",
      place="N\u00e6stved"),
    E("\u00c5ret der gik p\u00e5 Sj\u00e6lland", "2026-01-02", 3480,
      "Redaktionen ser tilbage p\u00e5 2025.\n\n"
      "Fra kommunernes budgetter til sommerens store festivaler.", place="N\u00e6stved"),
    E("Julehandlen i Slagelse", "2025-12-30", None,
      "Butikkerne i g\u00e5gaden fort\u00e6ller om \u00e5rets julehandel.", place="Slagelse"),
    E("Juleaften p\u00e5 plejehjemmet", "2025-12-23", 1320, "", place="Ringsted"),
    E("K\u00f8ge Havn og de nye boliger", "2025-12-19", 2160,
      "Det gamle havneomr\u00e5de bliver til en ny bydel. Hvem skal bo der?", place="K\u00f8ge"),
    E("Jul i Holb\u00e6k for 50 \u00e5r siden", "2024-12-27", 2700,
      "Lokalhistorikere fort\u00e6ller om juletraditioner i byen.", place="Holb\u00e6k"),
], sjaellandske_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout61-dd-dalapodden", "generic", "2025-03-14", {
    "title": "Dalapodden",
    "editor": "Karin Sj\u00f6berg",
    "description": "Dala-Demokratens podd om Dalarna. Varje onsdag pratar reportrarna Johan Ersson och Emma Dahl med "
                   "g\u00e4ster om veckans stora fr\u00e5gor i Falun, Borl\u00e4nge och resten av l\u00e4net.",
}, [
    E("Vasaloppet 2025: loppet, v\u00e4dret och v\u00e4rdarna", "2025-03-12", 1920,
      "Efter s\u00f6ndagens lopp: en funktion\u00e4r fr\u00e5n Mora och en \u00e5kare fr\u00e5n Falun ber\u00e4ttar om dagen."),
    E("Gruvan i Falun och v\u00e4rldsarvet", "2025-03-05", 2640,
      "Falu gruva lockar bes\u00f6kare fr\u00e5n hela v\u00e4rlden.\n\n"
      "Men vem ska betala f\u00f6r att bevara de gamla byggnaderna? Vi fr\u00e5gar kommunen och stiftelsen."),
    E("Borl\u00e4nge efter stormen", "2025-02-26", None,
      "Str\u00f6mavbrotten drabbade tusentals hush\u00e5ll. Vad gick fel?"),
    E("Leksands IF inf\u00f6r slutspelet", "2025-02-19", 1680, ""),
    E("Dalah\u00e4sten fr\u00e5n Nusnäs", "2025-02-12", 1440,
      "I Nusn\u00e4s sn\u00e4ckrar och m\u00e5lar man fortfarande h\u00e4starna f\u00f6r hand. Vi bes\u00f6kte verkstaden."),
], dd_podd, gaps="mixed", show_keys=("title", "description"), report_footer=True)

write("generic-heldout61-dalentejo-terra-quente", "generic", "2025-03-14", {
    "title": "Terra Quente",
    "director": "Marco Monteiro C\u00e2ndido",
    "description": "O podcast do Di\u00e1rio do Alentejo sobre o Baixo Alentejo. Todas as semanas, uma conversa sobre "
                   "a terra, o trabalho e a cultura da regi\u00e3o.",
}, [
    E("O cante alentejano nas escolas", "2025-03-13", 1420,
      "Em Serpa, os alunos aprendem modas com os grupos corais da vila.", place="Serpa"),
    E("Alqueva e a nova agricultura", "2025-03-06", 2011,
      "O regadio mudou a paisagem do Baixo Alentejo.\n\n"
      "Um agricultor de Ferreira do Alentejo e um ambientalista discutem o olival intensivo.",
      place="Ferreira do Alentejo"),
    E("A Ovibeja prepara mais uma edi\u00e7\u00e3o", "2025-02-27", None,
      "A organiza\u00e7\u00e3o da feira conta o que muda este ano.", place="Beja"),
    E("As minas de Aljustrel", "2025-02-20", 1187, "", place="Aljustrel"),
    E("M\u00e9rtola, vila museu", "2025-02-13", 1658,
      "Arque\u00f3logos falam do trabalho que fez de M\u00e9rtola uma refer\u00eancia do per\u00edodo isl\u00e2mico.",
      place="M\u00e9rtola"),
], dalentejo_podcast, gaps="mixed", show_keys=("title", "description"), report_footer=True)

if __name__ == "__main__":
    for case in CASES:
        print(*case, sep="\t")
