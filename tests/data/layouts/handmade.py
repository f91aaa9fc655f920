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


if __name__ == "__main__":
    for case in CASES:
        print(*case, sep="\t")
