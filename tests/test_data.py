"""Data-driven parser tests: each ``tests/data/NAME.txt`` listing or ``NAME.xml`` feed beside the ``NAME.json`` it
must give.

The expected JSON of the listings rendered from real feeds holds the feed's own values (see
``render_from_feeds.py``); the others are written by hand. Only the keys the JSON holds are compared. A case
without ``"diagnostics"`` must read cleanly (strict mode); one with them is read leniently and must give exactly
those; ``{"error": {"line": L, "message": M}}`` is a `ListingParseError` even in lenient mode (bad input: an
unsafe or unreadable feed). Adding a case is adding two files.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import podcat
from podcat import catalog_to_dict

DATA = Path(__file__).resolve().parent / "data"
CASES = sorted([*DATA.glob("*.txt"), *DATA.glob("*.xml")])


def _subset(actual: Any, expected: Any) -> Any:
    """``actual`` cut down to the keys ``expected`` holds, recursively."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        return {key: _subset(actual.get(key), value) for key, value in expected.items()}
    if isinstance(expected, list) and isinstance(actual, list) and len(actual) == len(expected):
        return [_subset(a, e) for a, e in zip(actual, expected, strict=True)]
    return actual


def test_cases_exist() -> None:
    assert len(CASES) >= 16
    kinds = {case.stem.split("-")[0] for case in CASES}
    assert {"articles", "feed", "bad"} <= kinds  # the article layout, feeds and bad input, beside directory pages


@pytest.mark.parametrize("listing", CASES, ids=[case.stem for case in CASES])
def test_listing_gives_expected_json(listing: Path) -> None:
    expected = json.loads(listing.with_suffix(".json").read_text(encoding="utf-8"))
    if "error" in expected:
        with pytest.raises(podcat.ListingParseError) as raised:
            podcat.load(listing)
        assert {"line": raised.value.lineno, "message": raised.value.msg} == expected["error"]
        return
    actual = catalog_to_dict(podcat.load(listing, strict="diagnostics" not in expected))
    assert len(actual["episodes"]) == len(expected["episodes"])
    assert len(actual["diagnostics"]) == len(expected.get("diagnostics", []))
    assert _subset(actual, expected) == expected


LAYOUT_CASES = sorted((DATA / "layouts").glob("*.txt"))
EPISODE_KEYS = ("title", "published", "duration_seconds", "description", "season", "number", "episode_type")


def test_every_layout_has_cases() -> None:
    layouts = {json.loads(case.with_suffix(".json").read_text(encoding="utf-8"))["layout"] for case in LAYOUT_CASES}
    assert set(podcat.layouts()) - {"directory", "articles", "rss"} <= layouts  # those have the cases above


# The held-out pages of sites without a spec (written without looking at the generic reader, see the README
# there) that the generic reader does not read exactly, and why. The table stays true: such a page must still
# be misread, and every other page read exactly.
HELDOUT_MISSES = {
    "generic-heldout-buzzsprout-loose-threads": "the date line holds the hosts and the numbering after the date, apart "
    "by spaces alone ('August 04, 2024 Priya Nair & Tom Okafor Season 2 Episode 12'): read as a date leading its "
    "line, the rest stays in the description, the season and number unread",
    "generic-heldout-libsyn-quiet-fields": "each entry ends in 'Direct download: <file>' and 'Category:general -- "
    "posted at: 6:00am EDT', which stay in its description",
    "generic-heldout-substack-plain-numbers": "the date line holds the author ('AUG 4 • HELEN ACHTERBERG', dropped as "
    "the text beside every date), and the archive's tabs ('Top', 'Discussions') over the first entry are taken for its "
    "title, every title one entry off",
    "generic-heldout2-owltail-late-shift": "each title is shown twice, and a 'Most Popular Podcasts' heading stands "
    "among the entries",
    "generic-heldout2-tunein-river-road": "no dates or lengths at all: the generic reader reads pages that repeat "
    "them, and titles with descriptions alone fit no layout",
    "generic-heldout3-npr-night-desk": "each date is glued to its summary ('August 16, 2024 • ...'), and picture "
    "captions ('hide caption', 'toggle caption', a credit) stand between the entries: the titles are one line off",
    "generic-heldout3-olli-lecture-recordings": "the year of each date is only in its section heading ('2023 May "
    "Lectures'), and the headings are taken for titles",
    "generic-heldout3-sermonmanager-st-aidans": "the 'Passage:' and 'Service Type:' lines in each entry stay in the "
    "descriptions, and the first series' name in the show's",
    "generic-heldout3-ssp-moestuin": "one entry's player line has no length ('Download bestand | Afspelen in nieuw "
    "venster', the others' '... | Duur: 01:03:12'), and stays in its description",
    # Measured at fd4870b, and again with the changes batch 3 prompted: 0 of 10 read exactly either time.
    "generic-heldout4-podverse-open-ledger": "the show's description stands in an 'About' section after the list, "
    "and is reported as text after the last entry",
    "generic-heldout4-raiplaysound-taccuino-del-viaggiatore": "an 'Ascolta <title>' line above each title, and "
    "slashed dates alone on their line: the page is taken for Apple's",
    "generic-heldout4-soundcloud-harbour-wall-sessions": "each title carries the account ('... by Harbour Wall "
    "Sessions')",
    # Measured at 4e1bc64: 2 of 10 read exactly (1 of 10 at fd4870b); two show no dates at all.
    "generic-heldout5-cbc-listen-prairie-dispatch": "no dates at all (the old CBC Podcasts page shows none): the "
    "generic reader reads pages that repeat them",
    "generic-heldout5-pinecast-allotment-hours": "'a month ago' names no day: it is kept as an approximate date with a "
    "diagnostic, as issue 19 asks, where the page's JSON has no date",
    "generic-heldout5-squarespace-porch-light": "no dates or lengths at all (the site's copies show none)",
    "generic-heldout5-sveriges-radio-fjallstationen": "the length, '-' and the date each on a line of their own, the "
    "date with a time after 'kl' ('tor 13 sep kl 06:05'): no line reads as a date line",
    # Measured at 1eb09e1: 3 of 10 read exactly, the episodes of 6 (0 of 10 at fd4870b, the episodes of 5).
    "generic-heldout6-podigee-roestgrad": "the show's description stands in a sidebar after the list, read into the "
    "last entry's",
    # Measured at dc35623, before any change they prompted: 1 of 10 read exactly, the episodes of 3 (0 and 0 at
    # fd4870b).
    "generic-heldout7-podcasts-com-backroad-mechanics": "the site's menu ('Login') is taken for the show's title, and "
    "the site's category list after the list stays in the last description",
    "generic-heldout7-powerpress-generatepress-the-potting-bench": "each date line holds the author ('April 8, 2025 "
    "by Rowan Pellow'): no line reads as a date line",
    "generic-heldout7-srf-audio-zwischenhalt": "the length and date in a caption ('23:45 min, aus Zwischenhalt vom "
    "13.03.2024. Bild: SRF'): no line reads as a date line",
    "generic-heldout7-vrt-max-de-zoete-inval": "Dutch weekday abbreviations before year-less dates ('za 10 feb'): "
    "those date lines are not found",
    # Measured at c49b109 and again at 1bf3571, before any change they prompted: 0 of 10 read exactly, the episodes
    # of 2.
    "generic-heldout8-ausha-carnets-de-marche": "each title stands twice, once as its cover image's text ('<title> "
    "cover'), and '2 playlists' heads the list: the titles are taken one line off",
    "generic-heldout8-podfriend-bell-tower-tales": "each date has how long ago it was glued to it ('Apr 10, "
    "2023(2 days ago)'), read as a date leading its line, and each length a dash ('46 minutes-'): the lengths are "
    "taken for titles",
    "generic-heldout8-podlove-kompostfunk": "the player repeats the title and shows '00:00' and the length, and a "
    "table of chapters stands in most entries: they stay in the descriptions",
    "generic-heldout8-radio357-nocny-kurs": "Polish, which podcat was not taught: the patrons' bar above the title, "
    "'Dla Patronów' and 'Pokaż więcej' among the entries and the footer's links stay in the text",
    # Measured at f0c3dd0, before any change they prompted: 0 of 10 read exactly, the episodes of 1.
    "generic-heldout9-castanet-yak-shavers": "the date line holds the category and tags ('Posted on Tuesday, Mar 4, "
    "2025 | Episodes | testing, ci') and a copied player ('00:00', the length, '1.00x') stands in each entry",
    "generic-heldout9-guardian-field-work": "month headings ('March 2024') stand between the entries and there are no "
    "lengths: the titles are taken one entry off",
    "generic-heldout9-rnz-the-backblocks": "each teaser, glued to its date, ends in the player's word ('14 Aug "
    "2024Forty years… Audio'), which stays in it, and 'Listen Live' is taken for the show's title",
    # Measured at 5165a58 (and at c49b109), before any change they prompted: 0 of 10 read exactly, the episodes of 0.
    "generic-heldout10-apple-de-werkbank-gespraeche": "Apple's German storefront ('VOR 6 STD. • FOLGE 74', '4. AUG.'), "
    "which Apple's spec now reads (the show and the episodes exactly): the case expects the generic reader and its "
    "'Informationen' block reported, which Apple's spec drops as chrome, as issue 19 says of the Information block",
    "generic-heldout10-itunes-preview-bench-notes": "the store's text under the show's title ('To listen to an "
    "audio podcast, mouse over the title and click Play.', 'Customer Ratings', 'Listeners also subscribed to' and "
    "the shows after it) stays in the show's description",
    "generic-heldout10-powerpress-tt4-the-slow-garden": "the date, a dash, 'by', the author and 'in Episodes' each on "
    "a line of their own: the author stays in each description, and the site's menu word 'Guests' in the show's",
    "generic-heldout10-station-archive-high-plains-hour": "one entry's length in 'Listen • 29:05' above a sponsor's "
    "line stays in its description",
    # Measured at 37718ec, before any change they prompted: 0 of 10 read exactly, the episodes of 2.
    "generic-heldout11-dr-lyd-hverdagens-historie": "year headings ('2025', '2024', '2023') between the entries stay "
    "in the show's description and in the description above each of them",
    "generic-heldout11-jekyll-margin-and-grid": "each entry's number alone above its title ('38'), and a 'Join us on "
    "Slack' block before the first entry, whose button is taken for the show's title",
    "generic-heldout11-winamp-the-long-commute": "each date glued to a length in words ('9/18/202418 minutes, 55 "
    "seconds'): no line reads as a date line, and the page is taken for Apple's",
    # Measured at a54dc77, before any change they prompted: 1 of 10 read exactly (RSI), the episodes of 1.
    "generic-heldout12-apple-connect-night-shift-kitchen": "every header line is taken for the site's (its tabs "
    "'Show Information', 'Availability' are unknown, 'Search episodes' is the site's menu): the show has no title",
    "generic-heldout12-everand-akte-nord": "each row's title stands on the line above it ('<title> anhören'), the row "
    "holding the description, the date and the length: the descriptions are taken for titles",
    "generic-heldout12-ivy-lamplighters-almanac": "the directory layout of seed 004 ('Play Episode Listen Later ...') "
    "with the show's name between the title and that line: the show's name is taken for every title",
    "generic-heldout12-moodle-thermal-physics": "weekly section headings ('25 November - 1 December') read as date "
    "lines beside a title, and the course's menu is taken for the show",
    "generic-heldout12-podscripts-signal-and-noise-daily": "the site's tagline under the show's title ('Podcast "
    "transcripts') stays in the show's description",
    # Measured at 4d8eaf4, before any change they prompted: 0 of 10 read exactly, the episodes of 2.
    "generic-heldout13-brapodcast-bakom-disken": "the header's counts ('86 avsnitt • Längd: 38 min • Veckovis: "
    "Torsdag') and the site's note on the feed stay in the show's description",
    "generic-heldout13-cope-el-desvan": "an upper-case kicker above each title ('EL OBJETO DE LA SEMANA', longer "
    "than a topic) is taken for the title, and the site's section 'Religión' for the show's",
    "generic-heldout13-kptz-salt-and-cedar": "the station's menu ('Live!', 'KPTZ Programs') is taken for the show's "
    "title, and an entry without a date ('Salt & Cedar Holiday Mailbag') is lost in the one above",
    "generic-heldout13-podbriefly-turning-points": "ages in weeks and months ('1 week, 5 days ago', '8 months, 1 week "
    "ago') are not read, and 'Podcast Episodes' and 'Back to Search' stay in the show's description",
    "generic-heldout13-prx-harbor-lights": "an image's caption above some titles ('Caption: Harbor Lights logo, ...') "
    "is taken for the title, and the site's notices for the show",
    "generic-heldout13-wdr-revierkunde": "the title repeated with the programme, the date, the length and more in one "
    "line ('<title> WDR 5 Revierkunde 17.11.2024 29:15 Min. Verfügbar bis ...'): no line reads as a date line",
    # Measured at e03b265, before any change they prompted: 2 of 10 read exactly (BR, Europe 1), the episodes of 2.
    "generic-heldout14-archiveorg-hollow-pines-radio-hour": "each entry's 'Topics: ...' line stays in its description, "
    "and the view counts and screen-reader words ('eye', 'audio') around the entries",
    "generic-heldout14-drupal-fieldwork": "each entry ends in 'Read more', and one entry's date line leads "
    "with its type ('Bonus | October 8, 2024', a type and a date alone: a title beside its date): 8 'Read more' "
    "lines outvote 7 date lines, the page is taken for a blog's index and its dates and lengths stay in the text",
    "generic-heldout14-kexp-side-b": "the author's name under each date line stays in the description",
    "generic-heldout14-librivox-lamplighters-almanac": "a table of sections ('Play 01<TAB>Preface<TAB>Margaret "
    "Hale<TAB>00:06:12') under a heading podcat does not know, with no dates: no line reads as a date line",
    "generic-heldout14-supercast-the-long-game": "'Free' under some descriptions stays in them, and the header's "
    "prices in the show's description",
    "generic-heldout14-tumblr-static-on-the-line": "the tab 'Archive' above the first entry is taken for its title, "
    "each title one entry off",
    # Measured at 3db90e1, before any change they prompted: 0 of 10 read exactly, the episodes of 2 (Podnews,
    # Zencastr); five are in languages podcat was not taught (Japanese, Korean, Czech, Polish, Icelandic).
    "generic-heldout15-listen-yurutto-daidokoro-radio": "Japanese, which podcat was not taught: 'フォロー' (Follow) is "
    "taken for the show's title, and each title one entry off",
    "generic-heldout15-mujrozhlas-stopy-v-krajine": "Czech, which podcat was not taught: the site's menu is taken "
    "for the show, and 'Načíst další' (Load more) is reported",
    "generic-heldout15-podbbang-toegeungil-gyeongje": "Korean, which podcat was not taught: relative dates "
    "('3시간 전', '4일 전') are not read, so the first three entries are lost, and the channel's ranks are "
    "taken for the show",
    "generic-heldout15-polskieradio-mapa-smakow": "Polish, which podcat was not taught: each length alone ('46:12') "
    "stands above a line of tags ('Zobacz więcej na temat: ...'), both left in the descriptions, and the station's "
    "menu is taken for the show",
    "generic-heldout15-ruv-heimsokn-i-sveitina": "Icelandic lengths ('48 mín.') are not read: they are taken for "
    "titles, each title one entry off",
    "generic-heldout15-sermonaudio-millbrook-bible-chapel": "each sermon's title, series, preacher and passage stand "
    "above its date line ('Sunday - AM • 3/17/2024', the service dropped as the text beside the dates): the "
    "passages are taken for the titles",
    # Measured at 1a9b56c, before any change they prompted: 1 of 10 read exactly (Global Player), the episodes of 3.
    "generic-heldout16-g1-pe-na-ciencia": "the show's name after each date ('Há 2 dias — Em Pé na Ciência') is "
    "dropped, but the first entry is taken for the show's description, the site's 'ENTRE' for its title, and every "
    "title moves one entry up",
    "generic-heldout16-maxfun-small-claims": "the guests' names under each date line stay in the descriptions, and the "
    "network's blurb over the footer in the last",
    "generic-heldout16-supla-metsan-kutsu": "the show's category in Finnish ('Tiede ja luonto') stays in its "
    "description",
    # Measured at 3adbb5f, before any change they prompted: 0 of 10 read exactly, the episodes of 3 (the show of none).
    "generic-heldout17-amk-arjen-tutkijat": "each date glued to the series' name over the title ('Tarinoita "
    "yhteiskirjoittamisesta20.1.2025'), a form the generic reader does not read: no line reads as a date line",
    "generic-heldout17-eleventy-binario-morto": "each length is in a line of details ('<title> | 60.4 MB | Durata "
    "1:02:58 | Scarica'), which stays in the description",
    "generic-heldout17-megaphone-small-print-weekly": "no dates at all (the channel page shows none): the generic "
    "reader reads pages that repeat them",
    "generic-heldout17-museum-kallarfynd": "no dates at all, the length in a link under each episode ('Lyssna på "
    "Avsnitt 2, Källarfynd (52 min)'): no line reads as a date line",
    "generic-heldout17-nos-wereldbeeld": "the page's JSON keeps the lines under each description in it: "
    "'Reageren? Mail wereldbeeld@nos.nl', the same in every entry, is dropped as chrome, and 'Redactie: ...' is "
    "read as the episode's people (the credits' convention of the later rounds)",
    "generic-heldout17-slate-the-long-commute": "the site's pitch for its paid tier ('Join Slate Plus', 'Subscribe "
    "on') stays in the show's description; and this page's writer (before later batches' writers were told that "
    "labelled credits are the episode's people) kept 'Guest: Marisol Grant, bus operator.' in the descriptions, which "
    "the reader takes for the guest",
    "generic-heldout17-zeit-der-feldversuch": "the label 'Serie:' stays in the show's title, and the hosts' bios "
    "under its description in it",
    # Measured at 49ab13e, before any change they prompted: 0 of 10 read exactly, the episodes of 3, the show of 1.
    "generic-heldout18-corriere-prima-di-tutto": "the page's own episode above the list, titles broken over lines "
    "under each date line ('14 giugno 2024 EPISODIO 437', its number now read) and a transcript's entry among the "
    "episodes ('11 giugno 2024 IL DOCUMENTO'): the titles are taken from above the date lines, one entry off",
    "generic-heldout18-economist-the-long-ledger": "the publisher's pitch for its subscription ('Economist "
    "Podcasts+', 'Subscribers get every show...') stays in the show's description",
    "generic-heldout18-mikrowelle-kaffeesatz": "the link to the archive ('Alle Episoden: Archiv') stays in the show's "
    "description",
    "generic-heldout18-uplifted-cedar-hollow-ruth": "the archive's label 'Sermon Series' is taken for the show's "
    "title, and each sermon's speaker, topic and glued buttons ('DetailsListenPDF') stay in its description",
    "generic-heldout18-wpcom-jetpack-hive-talk": "no dates at all (the podcast player block shows none): the "
    "generic reader reads pages that repeat them",
    # Measured at 00ba591, before any change they prompted: 0 of 10 read exactly, the episodes of 2, the show of 3.
    "generic-heldout19-hugo-pipeline-hour": "each post's tags and series line is taken for its title, and the "
    "site's 'Talks' for the show's",
    "generic-heldout19-podcastgen-ashgrove-airwaves": "each length in a line of file details ('Filetype: MP3 - Size: "
    "18 MB - Duration: 18:47m ...') stays in the description, and the show's description is taken for its title",
    "generic-heldout19-standaard-ds-achtergrond": "the show's contact and credits boxes stay in its description",
    "generic-heldout19-wix-allotment-hour": "the blog's menu ('Contact', 'All Posts') is taken for the first entry, "
    "each title one entry off",
    # Measured at d731c1e, after every other change of the session: 0 of 10 read exactly, the episodes of 2, the show
    # of 1.
    "generic-heldout20-atlantic-open-questions": "no dates or lengths at all (the old podcast page shows none): the "
    "generic reader reads pages that repeat them",
    "generic-heldout20-lesoir-point-du-jour": "a series' name over some titles ('Grand angle') is taken for their "
    "titles",
    "generic-heldout20-medium-workbench-radio": "the publication's name and tagline are no show (its title empty), "
    "and one line of its header is reported",
    "generic-heldout20-ngo-far-from-the-news": "no dates or lengths at all (the charity's page shows none): the "
    "generic reader reads pages that repeat them",
    "generic-heldout21-audiobookshelf-night-signals": "the list's count, filter and sort order over the first entry "
    "('6 / 9', 'Incomplete', 'Pub Date') are taken for its title and description, and the labels of the show's "
    "details ('Genres', 'Language', 'en') stay in the show's description",
    "generic-heldout21-gpodder-kettle-logic": "one line per episode of its number, title and date apart by spaces "
    "alone ('57 The Crumb Problem May 8, 2024'): no date line is found, and nothing is read",
    "generic-heldout21-joomla-st-aidans-sermons": "Joomla's block under each title names its author ('Written by: "
    "Revd Clare Hammond'); two that give a role after the name or an article before it ('Peter Lowry, Reader', 'The "
    "Rt Revd Martin Oyelaran') are no people's line, so they are taken for those titles, which go into the "
    "descriptions above",
    "generic-heldout21-plone-tiefgang": "the table's rows read exactly, but the pager over it ('1', '2', '3', "
    "'Nächste 6 Einträge »') stays in the show's description",
    "generic-heldout22-auvio-les-voix-du-quartier": "the station's name under the show's title ('La Première') is "
    "taken for the title, and 'Écouter le dernier épisode', 'Ajouter à ma liste' stay in the description",
    "generic-heldout22-blogger-dark-sky-minutes": "Blogger's day headings over the posts and 'Posted by ... at 9:40 "
    "PM', '2 comments:', 'Labels: ...' under them: the titles are placed one entry off, and the blog's pages stay in "
    "the show's description",
    "generic-heldout22-elmundo-la-noticia-a-fondo": "the archive's heading and where to listen ('Archivo', 'Escucha "
    "todos los episodios', '¿Dónde escucharnos y suscribirte?' and its paragraph) stay in the show's description",
    "generic-heldout22-koel-night-shift-notes": "the app's buttons under the show's description ('START LISTENING', "
    "'Refresh Podcast', 'Unsubscribe from Podcast') and its author under the title stay in the description",
    "generic-heldout22-podcastone-the-long-pass": "each row leads with its date and the title holds the number ('Mar "
    "14, 2019 - Ep. 121 - Free Agency ...'): 'Ep. 121' is read as the number, not as the title's, and the network's "
    "menu and name are taken for the show",
    "generic-heldout22-podgrab-ledger-lines": "'last month' and '2 months ago' are counted back in calendar months, "
    "where the page's JSON counts 30 and 60 days; the app's menu in capitals is taken for the show's title",
    "generic-heldout22-tagesanzeiger-auf-den-punkt": "the credits under each description ('Host: Lea Brunner', "
    "'Produzent: Jonas Wyss') are read as the episode's people, as podcat reads such lines, where the page's JSON "
    "keeps them in the description",
    "generic-heldout22-typo3-frokoststuen": "the category and the author after each teaser ('Podcast Oprettet af "
    "Jesper Kragh') stay in the description",
    "generic-heldout23-airsonic-werkstattfunk": "the rows of its table read by their cells, the app's breadcrumb, "
    "buttons and count stay in the show's header, and a 'Download' button under the table is dropped where the page "
    "reports it",
    "generic-heldout23-irishtimes-across-the-island": "the first entry is taken to start at 'Subscriber Only' in the "
    "site's menu, which then holds the show's title and description",
    "generic-heldout23-odoo-veldnotities": "month headings over rows of a day, a title and the post's tags ('december "
    "2024' / '03 dec.' / title / 'vogels') are taken for the titles, and 'Aanmelden' for the show's title",
    "generic-heldout23-pinepods-hedgerow-history": "the app's heading ('Podcast Episode Results') is taken for the "
    "show's title, and its details ('Episode Count: 52', 'Authors: ...', 'Explicit: No') stay in the description",
    "generic-heldout23-podfetch-carnets-du-rail": "the played state over each title ('Pas encore écouté', 'Écouté à "
    "45 %') is taken for the title, and a status ('Actif') for the show's",
    "generic-heldout23-renascenca-contraponto": "each date line holds the time and the author ('18 jun, 2024 - 09:30 • "
    "Rita Moura'): read as a row of a title beside its date, the time as the length",
    "generic-heldout24-ampache-low-orbit-hour": "the app's buttons over the table ('Actions', 'Play All Last', 'Edit "
    "Podcast', 'Sync', 'Delete', 'Filters') and the table's heading stay in the show's description",
    "generic-heldout24-contao-sternstunden": "the society's name and menu are taken for the show's title and "
    "description, and the pager's 'Vorwärts' and 'Ende' stay in the last description",
    "generic-heldout24-la7-piazza-aperta": "the broadcast headings over the episodes ('Puntata del 21/11/2024') "
    "and the channel's menu are taken for the first entries, one entry off",
    "generic-heldout24-miniflux-moestuinpodcast": "the reader's buttons under each entry ('Ster toevoegen', 'Ster "
    "weghalen', its reading time) are taken for the titles, and 'Markeer deze pagina als gelezen' for the show's",
    "generic-heldout24-podstation-cozinha-de-quintal": "the show's title is split over two lines ('Todos os "
    "episódios de' / 'Cozinha de Quintal'), and one entry's links ('Abrir site do episódio - Tuitar') are taken for "
    "its title",
    # Measured at ff51236, before any change they prompted: 0 of 10 read exactly, the episodes of 1, the show of 1.
    "generic-heldout25-grav-type-and-ink": "the date above each title and a line of the post's tags in lower case "
    "under its description ('interview history'): the tags are taken for titles, the titles one entry off",
    "generic-heldout25-podcastsonline-papo-de-laboratorio": "each entry's date and length glued before the next "
    "entry's heading ('Wed, 13 Nov 2024 - 28min - 86 - Vacinas de mRNA além da covid'): no line reads as a date line "
    "alone",
    "generic-heldout25-welt-morgenkompass": "no dates or lengths at all (WELT's topic pages show none)",
    # Measured at 6800cd0, before any change they prompted: 0 of 10 read exactly, the episodes of 2, the show of 3.
    "generic-heldout26-azuracast-porch-light-sessions": "the header's badges glued ('EnglishMusic - Music "
    "Interviews') and the table's pager ('1', '10', 'Episode Actions') stay in the show's description",
    "generic-heldout26-bear-mare-cheia": "a sentence asking to subscribe over the footer ('Subscreve o feed RSS ou "
    "procura Maré Cheia na tua aplicação de podcasts.') stays in the last description",
    "generic-heldout26-dagogtid-podkast": "two quotes stand in the show's header, and another series' block after "
    "the list stays in the last entry",
    "generic-heldout26-podcastserver-brique-par-brique": "the app's tabs ('Stats', 'Edition') are taken for the "
    "show's title and the first entry's",
    "generic-heldout26-silverstripe-hut-book": "each date stands in a line of the category, the tags, the authors and "
    "a reading time ('Posted in Podcast; Tagged Huts; Posted 9 days ago by Aroha Ngata 1 Minute(s) to read'): no "
    "line reads as a date line",
    "generic-heldout26-zoo-au-fil-des-enclos": "a table under a French heading ('N°', 'Titre', 'Avec') whose number "
    "and guests' cells stay in the titles, and the site's 'Billetterie' is taken for the show's title",
    # Measured at 16737db, before any change they prompted: 2 of 10 read exactly, the episodes of 3, the show of 4.
    "generic-heldout27-berlingske-magtens-maskinrum": "a sentence on listening in the site's app under the show's "
    "description stays in it",
    "generic-heldout27-waterschap-droge-voeten": "the sentence under the last entry that names where else to listen "
    "('Droge Voeten is ook te beluisteren via Apple Podcasts, Spotify ...') stays in its description",
    "generic-heldout28-podlink-tiny-kitchen-science": "the page's 'Jul 8, 2024 • 22 min' under each title is "
    "Overcast's form, and the page is taken for Overcast's, the apps' list after 'Listen on' in the show's "
    "description",
    # Measured at 057a898, before any change they prompted: 3 of 10 read exactly, the episodes of 3, the show of 5.
    "generic-heldout29-rts-les-sentiers-du-jura": "each length on a line above its date line, under the title: the "
    "lengths are taken for titles, 'Tous les épisodes' for the first",
    "generic-heldout29-schaakclub-schaakmat-op-dinsdag": "the club's evening under the last entry ('Clubavond: elke "
    "dinsdag vanaf 19.30 uur') stays in its description",
    "generic-heldout29-typepad-the-parish-chest": "each day's heading stands once over the posts of that day (two "
    "posts under 'November 19, 2024'): the second post is lost in the first, and each length is in 'Download the MP3 "
    "(38:12)'",
    "generic-heldout29-weebly-lupulo-na-panela": "the blog's heading ('Blog do Podcast') is taken for the show's "
    "title, and the sidebar after the last post ('Autor', 'Arquivos', months) stays in its description",
    "generic-heldout30-pelican-lever-frame": "each post's 'tags: ...' line and the 'Other articles' heading stay in "
    "the descriptions, and the menu's 'Notes' is taken for the show's description",
    "generic-heldout30-wagtail-below-the-waterline": "the introductions cut off with ' …' (no full stop) are taken for "
    "titles under the date lines: every entry takes the next one's title, and the first entry's stays in the show's "
    "description with the filter tabs",
    "generic-heldout31-discourse-shop-talk": "a forum's topic list (title, tag, then replies, views and activity apart "
    "by tabs, only the activity a date) is read with the counts for titles",
    "generic-heldout31-gatsby-tour-van-tapes": "the mailing list's line under the last entry ('Get tour dates and new "
    "episodes by email') stays in its description",
    "generic-heldout31-storytel-mellan-raderna": "the kind's line under the title ('Podcast') is taken for the site's "
    "menu: the byline 'Av: Storytel Sverige' is taken for the show's title",
    "generic-heldout32-docusaurus-kestrel-radio": "the page's footer (the table of contents repeating the titles, the "
    "paginator) stays in the last description, and a sentence on where to subscribe in the show's",
    "generic-heldout33-bookbeat-sidvandarna": "the publisher's line ('Utgivare: BookBeat') is taken for the show's "
    "title",
    "generic-heldout33-mastodon-backroads-botany": "a Mastodon profile: its 'Website' field and year-less dates make "
    "it Overcast's page, and the posts (a link card's title under each) are not read as episodes",
    "generic-heldout33-mkdocs-office-hours": "the blog's sidebar heading ('Releases') is taken for the show's title, "
    "and one entry's categories line ('in Episodes, Releases') for its title",
    "generic-heldout33-zdf-laenderzeit": "the length under the title ('36 min') and the credits line 'Team: Host: ...' "
    "stay in the descriptions, and the site's menu entry 'ZDFheute' is taken for the show's title",
    "generic-heldout34-aragon-radio-memoria-del-agua": "the last entry's tags line ('Etiquetas: ...', under its "
    "length) is reported as text after the last entry",
    "generic-heldout34-arte-radio-les-veilleurs": "each card's series line and lengths in minutes and seconds "
    "(31'02\") above the titles are taken for titles, and the player's episode over the list for the show",
    "generic-heldout34-borsen-kapitalen": "the show's schedule line ('En podcast af Børsen · Tirsdage') stays in its "
    "description",
    "generic-heldout34-lautfm-kiezfunk-leipzig": "the station's panels ('Jetzt läuft', the track, '37 Hörer', 'Über "
    "die Station') stay in the show's description",
    "generic-heldout34-notion-slow-commute": "a table view copied one cell a line, the headers first: the 'Episode' "
    "column's numbers are not read, the view's own lines stay in the show, and the footer is not reported",
    "generic-heldout34-strapi-mending-hour": "the list's heading repeating the show's name stays in its description, "
    "and the heading's line is reported",
    "generic-heldout35-lepoint-points-de-repere": "each date line holds an update's day after it ('Publié le ..., "
    "modifié le ...'): the first entry's is not read, and every date and length moves one entry up",
    "generic-heldout35-sphinx-heron-podcast": "the lengths stand under their labels on lines of their own ('Length:' "
    "/ '42 min') and are not read, and the sidebar repeating the titles stays in the show's description",
    "generic-heldout36-beehiiv-the-long-field": "the site's 'Login' and 'Subscribe' are taken for the first title and "
    "its description, the show's description with them",
    "generic-heldout36-klassekampen-motvind": "the apps' line ('Hør i ...') stays in the show's description and the "
    "subscription box under the list is reported",
    "generic-heldout36-peertube-the-commons-hour": "the channel's counts ('412 subscribers • 63 videos') are taken for "
    "the show's title, and its tabs and sort order are reported",
    "generic-heldout37-avvenire-strade-di-pace": "the credits under the blurb ('Scritto da ...', 'Grafiche: ...') and "
    "the block of the paper's other podcasts under the list are not told apart from the entries",
    "generic-heldout37-odysee-workbench-radio": "the channel's handle ('@WorkbenchRadio') is taken for the show's "
    "title, and a line of its footer for the last entry's",
    "generic-heldout37-processwire-museum-werkstattgespraeche": "the site's section ('Vermittlung') is taken for the "
    "show's title",
    "generic-heldout37-republik-am-stammtisch": "the byline before each date ('Von ... und ..., 14.03.2025') and the "
    "player's '0:00 / 52:18' are not read: no line reads as a date line",
    "generic-heldout38-kaleva-pohjoisen-aani": "cards of a title, a badge, the kicker and author, the title again and "
    "'31.12. 06:00 12' (the day, the time, the comments): no line reads as a date line",
    "generic-heldout38-rumble-the-salvage-yard": "the channel's tab 'Shorts' is taken for the show's title",
    "generic-heldout38-sabado-conversas-de-sexta": "the first card's picture caption ('O politólogo Rui Mendes "
    "aceitou ...', a line of text over the author's name) stays in the show's description",
    "generic-heldout39-lesoleil-l-heure-de-quebec": "the hours written without minutes ('Aujourd'hui, 5 h', '2 "
    "janv., 5 h') are not read: no line reads as a date line",
    "generic-heldout39-mataroa-slow-software": "the blog's menu on one line ('About | Episodes feed | Contact') is "
    "taken for the show's title",
    "generic-heldout39-neocities-moth-radio": "a note glyph before each title ('♪ the moth trap at midnight') stays in "
    "it, and the footer's lines are not all reported",
    "generic-heldout40-goodpods-small-business-hours": "the directory's badge and rating over the description ('Top "
    "10% podcast on Goodpods', '4.8', '52 ratings') stay in the show's description",
    "generic-heldout40-podchaser-field-and-fathom": "the page's tabs under the title ('About', 'Episodes', 'Creators "
    "& Guests', 'Reviews'): 'Reviews' is taken for the show's title",
    "generic-heldout41-decorrespondent-de-onderstroom": "each entry opens with its correspondent and beat ('Anna "
    "Visser · Correspondent Onderwijs') over the title: taken for the title, the title goes to the description",
    "generic-heldout41-gitbook-ops-hours": "the sidebar's links over the description ('Search...', 'Ctrl K', "
    "'Guests', ...) stay in it; under the last entry the pager's 'Previous', 'Home', 'Next' are dropped as page "
    "links (the page reports them) and 'Home' ends the last description",
    "generic-heldout41-mediapart-les-voix-du-terrain": "the page shows no dates and no lengths at all: nothing for the "
    "generic reader to find entries by, and the page fits no layout",
    "generic-heldout26-lastampa-il-filo-di-torino": "the paper's podcast brand 'PodLAST' over the show's title, under "
    "the site's menu, is taken for the title (a word alone over a title is no link of the menu unless it is a known "
    "one, such as 'Abbonati')",
    "generic-heldout38-foglio-piccole-patrie": "a credit alone under the description ('Coordinamento e grafica di "
    "Giulia Serra', six words) stays in the show's description: a line of four words or more there may be its own",
    "generic-heldout42-sicnoticias-contas-certas": "the page shows no dates and no lengths at all: nothing for the "
    "generic reader to find entries by, and the page fits no layout",
    "generic-heldout42-steady-stadtrand": "a members-only post shows 'Nur für Mitglieder' and 'Mitglied werden' where "
    "its text would be: they stay in its description",
    "generic-heldout42-webflow-brand-notes": "the studio's call to action 'Let's talk' over the show's title is taken "
    "for the title",
    "generic-heldout43-carrd-halfway-home": "the show's tagline over its blurb ('A podcast about starting over in the "
    "middle of your life.') stays in the show's description",
    "generic-heldout44-bludit-the-allotment-hour": "each date line holds the reading time and the comments' count "
    "('March 12, 2025 \u2013 Reading time: 2 minutes \u2013 3 comments'), taken for a row of a title beside its "
    "date: the titles go to the descriptions and the first title to the show",
    "generic-heldout44-vimeo-workbench-talks": "the showcase shows no dates at all, only each video's length: no line "
    "reads as a date line, and the page fits no layout",
    "generic-heldout45-canvas-atlantic-world": "the course's menu item 'Zoom' over the page's heading is taken for the "
    "show's title; the pager's 'Previous' and 'Next' are dropped as page links, where the page's JSON reports them",
    "generic-heldout45-dailymotion-le-comptoir-des-idees": "'la semaine dernière' (last week) is not read as a date "
    "as 'last week' is: that card's length and title go to the entry above; the channel's follower count ('3,4 k "
    "abonnés') stays in the show's description",
    "generic-heldout45-elcorreo-bizkaia-en-voz-baja": "the markers stand after the show's name on their own line "
    "('Bizkaia en voz baja | T2 Ep. 8', Spanish 'temporada'): no season or number is read",
    "generic-heldout45-negocios-sala-de-mercados": "the paper's name over the programme's ('Negócios' over 'Sala de "
    "Mercados') is taken for the show's title",
    "generic-heldout46-svbtle-dry-stone-radio": "the blog's tagline with its byline over the description ('A podcast "
    "about walls, fields and the people who build them. By Tom Ashby.', a sentence) stays in the show's description",
    "generic-heldout47-hostinger-lantern-walks": "the newsletter box under the last entry ('Get new walks in your "
    "inbox', 'Your email', 'Sign up') stays in its description",
    "generic-heldout47-jornaldeleiria-conversas-no-lis": "the guest and their job over each title ('Com Ana Rita "
    "Lopes, ceramista') is taken for the title",
    "generic-heldout47-kajabi-speak-with-ease": "the course page shows no dates at all, only each lesson's length: no "
    "line reads as a date line, and the page fits no layout",
    "generic-heldout47-mainpost-unterfranken-unterwegs": "the titles ('Folge 12: ...') are placed below the date "
    "lines, each entry taking the next one's title; the menu's icon label 'Icon Pfeil nach unten' is taken for the "
    "show's title",
    "generic-heldout48-boomplay-lagos-after-hours": "Boomplay's 'Listen and download music for free on Boomplay!' "
    "stays in the show's description, and a 'More' under one entry in its description",
    "generic-heldout48-lapinkansa-revontulten-alla": "the paper's headlines over the show, each title twice with the "
    "kicker and author between, today's entry only its hour ('06:00 2') and each date line the comments' count after "
    "the hour ('30.12.2025 06:00 5'): the hour is read as a length, the first entry lost in the show's header",
    "generic-heldout49-gazzetta-zona-cesarini": "the paper's podcast brand over the show's title ('Gazzetta "
    "Podcast' over 'Zona Cesarini') is taken for the title",
    "generic-heldout49-nicematin-azur-confidences": "the page shows no dates and no lengths at all: nothing for the "
    "generic reader to find entries by, and the page fits no layout",
    "generic-heldout49-rleiria-gente-da-terra": "the paper's heading over the show's title ('Podcasts REGIÃO DE "
    "LEIRIA' over 'Gente da Terra') is taken for the title",
    "generic-heldout51-helloaudio-calm-money-course": "its 'Mar 13, 2025 • 14 min' under each title is Overcast's "
    "form, and the page is taken for Overcast's, the greeting over the show ('Hi Jordan!') for its title",
    "generic-heldout52-framer-negative-space": "its 'Mar 13, 2025 · 42 min' is Spotify's form (older episodes'), and "
    "the page is taken for Spotify's",
    "generic-heldout53-pocketfm-the-heiress-next-door": "its 'Mar 9, 2025 • 13 min' is Overcast's form (older "
    "episodes'), and the page is taken for Overcast's",
    "generic-heldout54-ghostwave-the-long-table": "each post's tag over its excerpt ('Interviews') stays in the "
    "description, and the theme's app links and credit under the list in the last one",
    "generic-heldout55-wixchurch-grace-harbor-sermons": "the preacher and the passage between each title and its date "
    "line ('Pastor James Okafor | Luke 15:11-32') are taken for the title, and the player's clock under 'Play' stays "
    "in the description",
    "generic-heldout57-network-low-tide-hour": "the network's line over the show's title ('A Lanternfish Audio "
    "show') is taken for the title",
    "generic-heldout57-sla-skaraborgspodden": "the town under each title ('Falköping') stays in the description",
    "generic-heldout58-council-council-in-brief": "the city's menu and its 'Residents' tab are taken for the show's "
    "title and description, and the date lines are 'Posted on ...' over 'Listen (MP3, 18:42)'",
    "generic-heldout58-mainecho-untermain-geschichten": "the place over each title and the numbered subtitle "
    "('Podcast: 46. Folge von »...«') and 'Hörstück · 31 Min.' (a kind and a length) are not told apart from the "
    "titles",
    "generic-heldout11-rtp-play-conversas-de-bairro": "the page's own text under the last entry (an identifier, "
    "'912304', and the show's blurb again) stays in its description",
    "generic-heldout60-az-mainzer-zeitreisen": "the page's JSON cuts the number before each title ('#58 \u2013 Die "
    "Rheinufer-Promenade ...') into the episode's number; podcat keeps a title as the page shows it, as 47 other "
    "pages' JSON do ('#214 \u2013 Eelgrass ...', 'Episode 12: ...')",
    "generic-heldout61-gdb-voci-della-leonessa": "the show's title in guillemets ('«Voci della Leonessa»') keeps "
    "them, and the line on where to listen ('Disponibile su Spreaker, Spotify e ...') stays in its description",
    "generic-heldout61-orchestra-behind-the-music-stand": "each date line holds the marker and the title after a "
    "dash ('24 February \u2013 Episode 13: A Conductor's Notebook'): the marker stays in the title, and each length "
    "under the links row ('Play Audio | Download | Transcript', 'Duration: 29 minutes') stays in the description",
    "generic-heldout61-saechsische-elbtal-gespraeche": "the show's header is an article's (the section, 'Merken', "
    "the headline, the teaser, a reading time, the photo's credit): its first line is taken for the show's title",
    "generic-heldout62-consultancy-shipping-it": "the page's JSON cuts the number before each title ('#58: Technical "
    "Debt ...') into the episode's number; podcat keeps a title as the page shows it (see the Allgemeine Zeitung's)",
    "generic-heldout62-reserve-voices-of-the-marsh": "the hosts' line over the description ('With site manager Helen "
    "Ashworth and warden Tom Briggs') stays in it",
    "generic-heldout63-jcentro-a-conversa-em-viseu": "each date is written apart by bars as a printed issue's folio "
    "('13 | março | 2025'): no part reads as a date, and the page fits no layout",
    "generic-heldout63-lpc-storie-del-lario": "the section's path over each date line ('Podcast / Como città') is "
    "taken for the title, the real title going to the description",
    "generic-heldout63-nw-owl-im-ohr": "the page's JSON cuts the number before each title ('Folge 41: Wie geht es "
    "weiter ...?') into the episode's number; podcat keeps a title as the page shows it (see the Allgemeine "
    "Zeitung's)",
    "generic-heldout64-brewery-mash-tun-tales": "the page's JSON cuts the show's name and number before each title "
    "('Mash Tun Tales 31 \u2013 Spring Saison ...') into the episode's number; podcat keeps a title as the page "
    "shows it (see the Allgemeine Zeitung's), and the player's line ('Play the show from our player below, ...') "
    "stays in each description",
    "generic-heldout64-hikingclub-boots-on-the-fells": "the page's JSON cuts the number before each title ('EP 14 "
    "\u2013 Scafell Pike ...') into the episode's number; podcat keeps a title as the page shows it (see the "
    "Allgemeine Zeitung's)",
    "generic-heldout64-maz-havelgefluester": "the page's JSON cuts the number before each title ('Folge 12: „Wem "
    "gehört ...“') into the episode's number, and the quotes; podcat keeps a title as the page shows it (see the "
    "Allgemeine Zeitung's)",
    "generic-heldout67-ht-hohenlohe-hoeren": "the page's JSON cuts the number before each title ('Folge 16: ...'), "
    "which podcat keeps",
    "generic-heldout67-mrt-callout": "the page's JSON cuts the number before each title ('#14 \u2013 ...') into the "
    "episode's number; podcat keeps a title as the page shows it (see the Allgemeine Zeitung's)",
    "generic-heldout67-railclub-the-branch-line": "each title's number ('Episode 31: Ballasting Without Tears') over "
    "a line of the day and the length ('Released: Tuesday 11 March 2025 | Length: 52 mins'): read as rows of a title "
    "beside its date, the lengths taken for the titles",
    "generic-heldout67-smalands-sportpodden": "the page's JSON cuts the number before each title ('41. Lakers inför "
    "kvartsfinalen', as the paper numbers them) into the episode's number; podcat keeps a title as the page shows it "
    "(see the Allgemeine Zeitung's)",
    "generic-heldout69-choir-in-good-voice": "the page's JSON cuts the number before each title ('#23 Warming Up the "
    "Voice') into the episode's number; podcat keeps a title as the page shows it (see the Allgemeine Zeitung's)",
    "generic-heldout69-sail-close-hauled": "the page's JSON cuts the number before each title ('Ep 29: Reading the "
    "Solent's Tides') into the episode's number; podcat keeps a title as the page shows it (see the Allgemeine "
    "Zeitung's)",
    "generic-heldout70-foodbank-no-empty-plates": "the page's JSON cuts the number spelled out before each title "
    "('Episode Twelve \u2013 The Spring Produce Drive') into the episode's number; podcat keeps a title as the page "
    "shows it (see the Allgemeine Zeitung's)",
    "generic-heldout70-vet-the-waiting-room": "each date line holds the vet's name and letters after the date ('11 "
    "March 2025 • Dr Helen Marsh MRCVS'): read as rows of a title beside its date, the names taken for the titles",
    "generic-heldout72-books-shelf-talk": "the show's title is given as a WordPress category's archive ('Category: "
    "Shelf Talk'), which is dropped as the label of a category: the shop's menu line over it ('Gift Cards') is taken "
    "for the title",
    "generic-heldout75-vf-moselgefluester": "each title is shown three times, the third glued to the show's name "
    "('MoselgeflüsterWeinberge im Steilhang: ...'), and each teaser starts with its kind ('Audio · Winzer ...'): the "
    "glued title and the kind stay in the description",
    "generic-heldout76-ddv-a-orillas-del-pisuerga": "each date line leads with the author and the place apart by a "
    "slash ('M. García / Valladolid - 11/03/2025'): read as rows of a title beside its date, the authors taken for "
    "the titles",
    "generic-heldout77-mz-saale-gefluester": "the show's header is the paper's article about its podcast (the "
    "headline, 'Halle (Saale) -' and the lead): the article's headline is taken for the show's title",
    "generic-heldout78-gt-leinegefluester": "the topic over each title ('Eichsfeld', 'Sport', not under a length) is "
    "taken for the title, the first entry's title for the show's line under the apps ('Apple Podcasts'), and one "
    "entry's date line stands apart from its author",
    "generic-heldout79-choir-sung-at-st-cuthmans": "the cathedral's menu ('Support the Music', 'Plan a visit') is "
    "taken for the show's title and description, and the footer's first line for the last entry's text",
    "generic-heldout79-fb-peking-podden": "the paper's closing notice over the show ('Information till våra läsare', "
    "'Den 31 december 2024 är sista dagen ...') is taken for the show's title and description, and the titles keep "
    "their label ('PODD: \"...\"')",
    "generic-heldout79-knit-purl-street-podcast": "Blogger's day headings over the posts and the post's link line "
    "under each teaser ('Click here for episode 41 audio (43 min)...'): the link line stays in the description, its "
    "length unread, the episode's number in each title unread, and the group's own header is taken for the show's",
    "generic-heldout79-nfe-voci-dal-castello": "the topic over each title ('Tradizioni', 'Il territorio', each "
    "another, not under a length) is taken for the title, the real title going to the description",
    "generic-heldout80-lifeboat-launch-log": "the station's alert link over the show ('Pager alerts: follow our "
    "launches') is taken for its title, and the JSON cuts the number before each title ('24. A Shout in the Fog: "
    "...'), which podcat keeps (see the Allgemeine Zeitung's)",
    "generic-heldout80-wildlife-wild-at-heart": "each entry's number spelled out in a heading under the entry above "
    "('Episode five') is not read and ends the description above, each length ('Listen (34 minutes)') with it",
    "generic-heldout81-ring-the-ringing-chamber": "the guild's menu line over the show ('Find a tower') is taken for "
    "its title",
    "generic-heldout83-nvr-vozes-do-marao": "the byline runs into each lead ('Por Helena Morais Dois viticultores de "
    "Sabrosa ...'), where nothing marks where the name ends: it stays in the description",
    "generic-heldout85-edb-voci-del-biellese": "the header's day ('venerdì, 14 novembre 2025') is read as a date "
    "line, each entry one off, and the section and town glued to each teaser ('| Podcast BIELLA - Dopo tre anni "
    "...') stay in the description",
    "generic-heldout85-rn-pott-gefluester": "the topic over each date line ('Stadtentwicklung', 'Lünen') is taken "
    "for the title, the title under the date line going to the description with the byline glued to the teaser ('... "
    "verändert. Von Jana Schäfer') and the length before its button (`38 Min. · Folge abspielen`)",
    "generic-heldout87-dl-vozes-do-lis": "the link 'Ler mais em Diário de Leiria' under the last entry, which the "
    "page's JSON takes for a button, is reported as the footer's first line",
    "generic-heldout87-gaz-mittelhessen-hoert-zu": "the byline glued to its word as copied ('vonJana Keller') stays "
    "in each description",
    "generic-heldout88-ek-fristaden-pratar": "each section glued to a day without its year ('Nyheter30 dec 06:00') "
    "is no date line the reader knows (the glued form needs a year written first): no line reads as a date line",
    "generic-heldout88-ja-vozes-do-tejo": "the towns' line apart by slashes in the header ('/ Abrantes / Constância "
    "/ ... /') and the menu under it stay in the show's description, and one entry's kicker ('/ VILA NOVA DA "
    "BARQUINHA /', four words in capitals) stays in the description above",
    "generic-heldout93-tre-trentino-da-raccontare": "the page shows no dates and no lengths at all (the paper's tag "
    "page, as copied): titles with teasers alone fit no layout",
    "generic-heldout93-wk-zwischen-schlachte-und-viertel": "the paper's subscription link under the list's button "
    "('Das Beste mit WK+'), which the page's JSON drops as chrome, is reported as the footer's first line",
    "generic-heldout95-vn-vnsnack": "the page's JSON reads the number inside each title ('VN-snack avsnitt 48: ...') "
    "and keeps the title as shown; podcat keeps the title and reads no number from it, as 47 other pages expect",
    "generic-heldout96-u3a-voices-of-the-dales": "the group's page over the show's title ('Groups', 'Local History "
    "Group', a breadcrumb under the site's menu) is taken for the show's title",
    "generic-heldout97-uh-mallorca-en-voz-alta": "a picture's caption over each entry ('Andamios en la fachada de la "
    "Catedral de Palma.') and the author under each teaser, over the date line ('Marga Vidal', 'J. M. Sastre'): the "
    "authors are taken for the titles, the captions and titles for the text above",
    "generic-heldout99-cc-lario-in-cuffia": "each title is shown twice, first after a bullet ('• La seta di Como "
    "dopo la crisi' over 'La seta di Como dopo la crisi'): the bulleted lines are taken for the titles, one entry "
    "off",
    "generic-heldout99-sn-schaumburg-hoert-zu": "the stamp of each entry stands under its teaser and over the next "
    "entry's kicker and title ('06:00 Uhr' today, '28.11.2025, 06:00 Uhr' before), with a picture's credit "
    "('Symbolbild') over the teaser: the titles and dates are one entry off",
    "generic-heldout95-repair-the-fixers-table": "the repair café's call over the show's title ('Bring something "
    "broken', in sentence case as a show's title may be) is taken for the title",
    "generic-heldout100-sd-hoglandssnack": "the town each story is filed under stands on its own line under the "
    "title ('Nässjö', a link of the site's menu) and is read into the description",
    "generic-heldout101-dj-mar-de-olivos": "the date stamp takes four lines ('Actualizado', the date, '06:00', 'h'): "
    "the hour alone under the date is read as the length, and the length under 'Escuchar' as the next title",
    "generic-heldout101-ma-soehoejlandet": "each host's byline ('Anne Mikkelsen', 'Vært| amik@...') ends the entry: "
    "its mail line is taken for the next entry's title, the title for text",
    "generic-heldout102-ng-voci-dalla-diocesi": "each picture's name stands under the title in lower case ('avvento "
    "parrocchie') and each length under the button ('Ascolta l'audio', then 'Durata: 18:20') is taken for the next "
    "entry's title",
    "generic-heldout102-oc-praot-van-t-ommeland": "the page's JSON keeps each story's dateline in its description "
    "('APPINGEDAM - Winkeliers ...'), which the reader cuts as it was built to for earlier pages",
    "generic-heldout103-ah-harlinger-toene": "each entry gives a town, the kind 'Podcast', the title twice and a "
    "teaser opening with the town ('Wittmund  - ...'): the town is taken for the title",
    "generic-heldout103-pm-voci-dal-molise": "each entry ends with its date, its count of comments and its section "
    "('3 Dicembre 2025 0 commenti Podcast'), and each teaser is glued to '[Leggi di più…]': the teaser is taken for "
    "the title",
    "generic-heldout103-ukulele-four-strings-and-a-cuppa": "the page's JSON cuts the episode's number from its title "
    "('Ep. 9 \u2013 Learning the Bm Chord Without Tears' is number 9, 'Learning the Bm Chord Without Tears'): the "
    "title-number disagreement",
    "generic-heldout104-es-ede-in-gesprek": "the page's JSON cuts the episode's number from its title ('#12 | De "
    "Parklaan gaat open' is number 12, 'De Parklaan gaat open'): the title-number disagreement",
    "generic-heldout105-gliding-club-ridge-and-wave": "the page's JSON cuts the episode's number from its title "
    "('Episode 14: Wave Season on the Edge' is number 14, 'Wave Season on the Edge'): the title-number disagreement",
    "generic-heldout105-rk-wuemme-geschichten": "each title stands three times (twice over the teaser, once over the "
    "date line that ends the entry) under the archive's heading 'Ressortarchiv: Podcast': each description takes the "
    "next entry's titles and teaser, and the heading is read as the show's title",
    "generic-heldout106-cider-makers-from-the-press": "the page's JSON cuts the episode's number from its title "
    "('Episode 31 \u2013 Keeving and Why It Is Coming Back' is number 31, 'Keeving and Why It Is Coming Back'): the "
    "title-number disagreement",
    "generic-heldout108-ec-zuiderzeepraat": "the archive's result lines ('Deze pagina laat nu de laatste 5 "
    "gepubliceerde afleveringen zien.', 'Resultaten:1 - 5 van 23') and each title shown again as 'Voorvertoning: "
    "<title>' are taken for titles and text",
    "generic-heldout108-pa-voci-della-provincia": "each stamp takes three lines (the date, 'ore', the hour) under "
    "the section, kicker and author lines: the author is taken for the title and the hour for text",
    "generic-heldout108-pigeon-club-clocking-in": "a link of the club's menu with its year ('Race Programme 2026') "
    "is taken for the show's title",
    "generic-heldout110-ee-a-l-ecoute-de-l-aube": "each entry ends with a link to its section's other articles ('Plus "
    "d'infos Troyes et agglom\u00e9ration') over the next entry's section: the link is taken for the next title, the "
    "section and the title for its text",
    "generic-heldout111-fz-barockstadt-funk": "the byline glued to its 'von' ('vonJana Hohmann') under each title is "
    "taken for the title, and the topic over it ('Rh\u00f6n') for text",
    "generic-heldout111-ml-au-coin-du-bocage": "the title over each lead ('Les dinandiers de "
    "Villedieu-les-Po\u00eales' over 'Artisanat. Un artisan ...') is taken for the text of the entry above: the first "
    "title goes to the show's description and each entry is one off; and the newsletter block under 'Voir plus' is "
    "dropped, not reported",
    "generic-heldout112-cf-conversas-a-fogaca": "the line over each title of the paywall's label, the kind and the "
    "section ('(S\u00f3 para Assinantes) Podcast Sociedade') is taken for the previous entry's text",
    "generic-heldout112-gt-einhorn-gefluester": "the readers' count under each teaser ('1184 Leser') and the topic "
    "over each title ('Verkehr') stay in the previous entry's text",
    "generic-heldout112-poetry-society-the-turning-line": "the guests' line between the title and the date names no "
    "one by name in one entry ('with members of the Society') and is taken for its title",
    "generic-heldout113-cn-sotto-la-cupola": "each teaser opens with a bar, the section and the town in capitals ('| "
    "Cultura NOVARA \u2013 ...') and ends with the reporter's initials ('m.d.'), which the page's JSON cuts and the "
    "reader keeps",
    "generic-heldout113-es-entre-dos-mares": "the reporter's role on its own line under the name ('Redactora') is "
    "taken for the title, and the photo's caption over each title for text",
    "generic-heldout113-ht-aus-dem-kochertal": "each teaser opens with the town and a space, no stop nor dash "
    "('Schw\u00e4bisch Hall Standbetreiber ...'), which the page's JSON cuts and the reader keeps",
    "generic-heldout114-da-mareas-de-arousa": "the author under each teaser ('Redacci\u00f3n') is taken for the "
    "title, and the caption shown twice with its photographer on a line of its own for text",
    "generic-heldout114-lc-ca-se-passe-dans-laube": "the section over the last entry's title ('Pays d'Othe et "
    "Chaour\u00e7ois') is taken for its title, the title for its text",
    "generic-heldout114-ut-asunden-runt": "the ad's label alone between entries ('Annons'), which a footer's link may "
    "be as well, is taken for the next entry's title, and the last app over the list ('Apple Podcasts') for the first",
    "generic-heldout115-ak-moin-achim": "each title stands again under its teaser, over the date; the teasers open "
    "with the town and a dash ('Langwedel \u2013 ...'), and the titles shift by one entry",
    "generic-heldout116-es-au-pied-du-nivolet": "the paywall's offer between two entries ('Vous d\u00e9sirez lire la "
    "suite de nos articles ?', 'Profitez de notre offre : 3 mois = 3\u20ac !', 'J'en profite') is taken for the next "
    "entry's title and text",
    "generic-heldout116-ib-heden-rundt": "each teaser opens with its reporter ('Af Mette Kj\u00e6r, journalist "
    "p\u00e5 Ikast-Brande Avis. ...'), which the page's JSON cuts and the reader keeps, and a caption credited in "
    "lower case ('(foto: privat)') is taken for a title",
    "generic-heldout116-sg-voces-de-ponent": "each entry holds a caption, the section and subject in capitals, the "
    "title, a teaser, the author and two stamps ('Creado:', 'Actualizado:'): the listen button ('\u25b6 Escuchar "
    "\u00b7 24:10') is taken for the title and each entry splits in two",
    "generic-heldout117-barbershop-chorus-tags-and-afterglows": "Drupal's 'Read more' and 'Log in to post comments' "
    "under each teaser make the blog-index spec ('articles') fit, so the page is read as posts without dates "
    "('Submitted by Dale Hartwick on Wed, 12/03/2025 - 21:14' stays in the text)",
    "generic-heldout117-wargaming-club-dice-and-dispatches": "a post's single tag after its label ('Tagged Shows'; "
    "with two or more, 'Tagged Campaign, Club night', it is dropped) is taken for the next entry's title",
    "generic-heldout118-fa-graenselandssnak": "the byline over each title on three lines ('af', the initials, the "
    "name) is taken for the title, the title for text",
    "generic-heldout118-ks-harjulta-katsottuna": "the author's name before each date without its year on one line "
    "('Tuomas Lehtinen 31.12.'): no date line is read, and nothing is",
    "generic-heldout118-line-dancing-group-walls-and-restarts": "Joomla's pager under the list ('Start', 'Prev', the "
    "page numbers, 'Next', 'End') is reported as text after the last entry, which the page's JSON drops",
    "generic-heldout118-re-vozes-de-azurara": "a photo's file name over each text ('DSC07731') and two titles in "
    "capitals ('MANGUALDE ACENDE O NATAL') shift the entries",
    "generic-heldout118-scrabble-club-rack-talk": "the page's JSON cuts the episode's number from its title ('Episode "
    "46: Holiday Tournament Preview' is number 46, 'Holiday Tournament Preview'): the title-number disagreement",
    "generic-heldout118-su-provincia-adentro": "the town over each title ('M\u00e1laga', 'V\u00e9lez-M\u00e1laga') is "
    "taken for the title, the title for text",
    "generic-heldout119-aquarium-society-bubbles-and-bloodworm": "the club's meetings line under the pager "
    "('Meetings: second Tuesday of the month, ...') is taken for the last entry's text",
    "generic-heldout119-dk-hunteblick": "the picture's caption and its credits line ('Bild: Der Weihnachtsmarkt ...', "
    "'(\u00a9 Text: ... | \u00a9 Bild: ...)') stay in the entries' text",
    "generic-heldout119-ft-falbygdspodden": "each lead opens with the place glued to its first word "
    "('Falk\u00f6pingUngdomar, ...'), which the page's JSON cuts, and the paywall's 'Hej!' box between two entries is "
    "taken for a title",
    "generic-heldout119-va-tra-le-colline": "the paper's motto under its name ('Le parole che valgono, le notizie che "
    "restano') makes the name the show's title, the rest of the header its description",
    "generic-heldout110-pz-peine-hoert-hin": "the photo's caption with its source's credit ('Marktmeisterin Ute "
    "Behrens im PAZ-Studio. Quelle: Jana Kirchhoff', '... Quelle: Archiv') is taken for the title, the title for "
    "text: after 'Quelle:' a credit may be a text's source ('Quelle: Statistisches Bundesamt', review 22)",
    "generic-heldout114-bonsai-society-small-trees-big-talk": "'Listen on Spotify' in the one entry without a length "
    "stays in its text: the line may be a title (review 22)",
    "generic-heldout120-cactus-society-spines-and-stories": "the shop's basket over the show ('Basket 0') is taken "
    "for its title, and the listen button with the length and the post's categories under each teaser ('Listen now "
    "(42 mins)', 'Podcast, Talks') stay in the description, the length unread",
    "generic-heldout120-ms-entre-lac-et-montagnes": "the byline in capitals ('PAR CLAIRE DUCRET') and the town in "
    "capitals on a line of its own ('THONON-LES-BAINS') stay in each entry's text",
    "generic-heldout120-ta-adalspodden": "'Spela upp avsnittet 32:10' (the player's button and length) is not read as "
    "a length and is taken for a title, the place over each title for text",
    "generic-heldout120-tb-vozes-da-serra": "the dotted day ('Quinta-feira . 4 Dezembro . 2025') is read by no date "
    "form: no date line is read, and nothing is",
    "generic-heldout121-ballroom-club-rise-and-fall": "'Find Us' in the club's menu is taken for the show's title, "
    "and 'Running time: 42 mins' over 'Listen now' and a comments count is no entry's length",
    "generic-heldout121-cs-voci-del-salento": "each teaser opens with the town in capitals and an en dash ('LECCE "
    "\u2013 ...'), cut by the JSON, and the byline of the newsroom ('di Redazione') is taken for a title",
    "generic-heldout121-kk-seudun-aanet": "the writer and the place in capitals on one line ('MIRJA KOSKINEN "
    "KANKAANP\u00c4\u00c4') are taken for the title, the title for text",
    "generic-heldout121-tr-la-loire-a-voix-haute": "the town and section over each title ('Saint-\u00c9tienne | "
    "Patrimoine') are taken for the title, the title for text",
    "generic-heldout122-ba-sinos-do-oeste": "the place and a bar before each title ('Lourinh\u00e3 | As praias da "
    "Lourinh\u00e3 fora de \u00e9poca'), which the page's JSON cuts, stay in the titles",
    "generic-heldout122-fencing-club-right-of-way": "the date badge over three lines ('DEC' / '01' / '2025') is read "
    "by no date form: no date line is read, and nothing is",
    "generic-heldout122-pc-purmer-praat": "a picture's caption with its credit in brackets ('De Waag op de Kaasmarkt "
    "in december. (Foto: Ria Kok)') opens each description",
    "generic-heldout123-dk-bugten-rundt": "the dateline with the newsroom's address after it ('K\u00f8ge - 28. "
    "november 2025 kl. 06:00 Kontakt redaktionen: ...') is read by no date form: no date line is read, and nothing is",
    "generic-heldout123-lo-voci-dall-agro-pontino": "the section over each date line ('Cultura', 'Ambiente') is taken "
    "for the title, and the title under the date line for text",
    "generic-heldout123-vn-stimmen-aus-dem-laendle": "each teaser opens with the town and no stop ('Lech "
    "Liftbetreiber ...'), which the page's JSON cuts and the reader keeps",
    "generic-heldout124-dc-drachten-praat": "the category before a day counted back on one line ('Algemeen 2 dagen "
    "geleden') is read by no date form: the first entry is lost to the header, and each title goes one entry off",
    "generic-heldout124-oa-vozes-do-alcoa": "a word and a full stop before each title on its line ('Patrim\u00f3nio. "
    "Os doces conventuais de Alcoba\u00e7a'), which the page's JSON cuts, stay in the titles",
    "generic-heldout125-jv-entre-vilaine-et-chateau": "the subscription link that ends the paper's menu ('S'abonner') "
    "is not taken for its end: the site's name is taken for the show's title, and its menu for the description",
    "generic-heldout45-nordjyske-fjordsnak": "the page's JSON keeps each teaser's dateline ('AALBORG: Over 400 badede "
    "...'), which the reader cuts, as it cuts a dateline before a dash, and as 7 pages of batches 106-125 expect "
    "('SKIEN: ...', 'TRENTO. ...'): the pages disagree",
    "generic-heldout100-dw-rattenfaenger-funk": "the page's JSON keeps each teaser's dateline ('HAMELN. Die "
    "Marktleute ...'), which the reader cuts, as it cuts a dateline before a dash, and as 7 pages of batches 106-125 "
    "expect ('SKIEN: ...', 'TRENTO. ...'): the pages disagree",
    "generic-heldout111-na-namdalspraten": "the label over the show's title ('Tema') is taken for the show's title",
    "generic-heldout114-cx-elbe-watt-und-leute": "the byline beside each date ('von Lena Brockmann | 03.12.2025') and "
    "the topic over each title are misplaced, and a tagline over the show's title is taken for it",
    "generic-heldout122-hl-ved-fjorden": "the titles, first in entries their date lines ('2. januar \u00b7 26 min.') "
    "end, are taken for the titles under the date lines (past 'Lyt med \u00bb'): each title goes one entry off, and "
    "the show's title and the first entry's go to the header",
    "generic-heldout124-sm-lagadalen-i-orat": "the reporter named with a job under each title ('Elin Sandberg, "
    "reporter') is taken for the title (a line that names a reporter so is taken for a person where a title may read "
    "alike: 'Nellie Bly, journalist', review 24)",
    "generic-heldout125-swim-group-cold-comfort": "the place after its flag over each entry's notes ('\u2691 "
    "Brighouse Bay') stays in the text (a line so flagged may be a title: '\ud83d\udccd Kyoto, Japan', review 24)",
    "generic-heldout98-blt-skargardsrosten": "the town beside each date after a bullet ('Karlskrona \u2022 Publicerad "
    "26 november 2025', each entry's own) is taken for the title of a row beside its date, and a line of the site's "
    "menu ('Kundcenter') for the show's title",
    "generic-heldout126-dk-schanzer-stunde": "each teaser opens with the town and the paper's initials, no stop "
    "('Ingolstadt (DK) Standbetreiber ...'), which the page's JSON cuts and the reader keeps",
    "generic-heldout127-cp-sur-le-causse": "the date's hour and its update after a comma ('Publi\u00e9 le 03/12/2025 "
    "\u00e0 06:00, mis \u00e0 jour \u00e0 09:15') stay in the text, and so does the word opening each teaser "
    "('Podcast. Commer\u00e7ants ...')",
    "generic-heldout127-dt-voces-del-camp": "the date's update alone before it ('Actualizada 03/12/2025 a las 06:00', "
    "the only day shown) is read by no date form: no date line is read, and nothing is (a label of an update read as "
    "a date's breaks the pages that show both days, batches 35, 48, 51 and 117)",
    "generic-heldout127-fungus-group-spore-print": "the line of where each episode was recorded ('Recorded at Priddy "
    "Mineries'), between the title and the date, is taken for the title",
    "generic-heldout127-js-conversas-da-serra": "the section over each title ('Sociedade / Patrim\u00f3nio') and the "
    "picture's credit in lower case ('foto js/ rita ventura') end the entry above: its length under them is not read, "
    "and a menu link ('Edi\u00e7\u00e3o em PDF') is taken for the show's title",
    "generic-heldout129-lichen-society-slow-growth": "a line of the society's own feature in every entry ('Lichen of "
    "the episode: Caloplaca flavescens') stays in the description",
    "generic-heldout129-rb-polarsirkelpodden": "each reporter's byline with the word 'journalist' after a comma "
    "('Siri Johansen, journalist') and the length under it end the entry: the titles are taken from the lines over "
    "the date lines, and the last entry is text after the list",
    "generic-heldout129-sz-rothaarstimmen": "each entry's date stands on a line of its own after a list's bullet "
    "('\u2022 04.12.25', under '\u2022 Siegen'), which no date line reads: nothing is read",
    "generic-heldout130-kb-zwischen-schoenbuch-und-gaeu": "each teaser opens with its reporter's byline glued to it "
    "('Von Anna Keller Standbetreiber ...'), which the page's JSON cuts and the reader keeps",
    "generic-heldout131-mz-donauwellen": "the kicker over each title ('Altstadt', 'MZ+ Steinerne Br\u00fccke') is "
    "taken for the title, the title for text",
    "generic-heldout131-vs-kosken-kuohut": "the author before each date on its line, without a separator ('Mikko "
    "Lehtonen 29.12. 6:00'), is read by no date form: nothing is read",
    "generic-heldout132-lf-voci-del-fossanese": "the line under each teaser that points to the paper's issue "
    "('Approfondimento su \"La Fedelt\u00e0\" di mercoled\u00ec 3 dicembre') stays in the description",
    "generic-heldout134-bh-langs-de-reien": "the town and topic over each title ('Brugge / Toerisme') are taken for "
    "the title, the title for text",
    "generic-heldout134-kv-mellom-skjaerene": "a link to another story after one teaser ('LES OGS\u00c5: Spleiselag "
    "blir f\u00f8rste steg ...') stays in its description",
    "generic-heldout135-gb-vozes-de-lafoes": "each date stands in brackets after the issue's number "
    "('Edi\u00e7\u00e3o 936 (04/12/2025)'), which no date line reads: nothing is read",
    "generic-heldout135-mz-mitten-im-unterallgaeu": "the paywall's mark opening three teasers ('Plus Budenbetreiber "
    "...') stays in their descriptions",
    "generic-heldout135-sk-ved-soen-i-byen": "each picture's caption and credit over the title ('Pressefoto') stay in "
    "the text of the entry above, and with them one entry's length ('Varighed 1:05:05')",
    "generic-heldout135-vs-voci-della-valle": "the valley's name before each date on its line ('VALLE DI SUSA - 4 "
    "Dicembre 2025') is taken for the title beside the date, the title for text",
    "generic-heldout135-yk-pielisen-rannalta": "the picture's caption, the photographer and the section over each "
    "date line ('Uutiset') are taken for the title, the title for text",
    "generic-heldout136-db-voces-da-costa": "each picture's caption ending in the photographer's name ('Las luces ya "
    "iluminan el centro de Carballo. Mar Casal') is taken for the title beside the reporter's date line, the title "
    "for text",
    "generic-heldout137-jm-conversas-da-bairrada": "the day stands at the end of a line of tags and categories "
    "('tags: Mealhada Categorias: Regi\u00e3o, Podcast quarta, 19 novembro 2025'), which no date line reads: nothing "
    "is read",
    "generic-heldout137-ot-voces-de-la-isla": "each picture's caption with its photographer in capitals after a bar "
    "('Puestos de fruta en el mercado. | ANDR\u00c9S GUTI\u00c9RREZ') is taken for the title, and the section over "
    "each title for text",
    "generic-heldout137-sp-oeen-midt-i-kattegat": "the author in small letters under each date line ('jens "
    "m\u00f8ller') and the subscribers' mark glued to two teasers ('FOR ABONNENTER') stay in the descriptions",
    "generic-heldout137-yu-yloejaervelta-kuuluu": "the series over two titles ('Kylill\u00e4'), and the sections over "
    "the others, are taken for the titles, the titles for text",
    "generic-heldout138-de-conversas-a-beira-mar": "each day's month stands between slashes after the weekday "
    "('Quinta-feira, 04/dezembro/2025'), which no date form reads: nothing is read",
    "generic-heldout138-lp-vid-gullmarsfjorden": "the day run on to the start of each teaser with the subscribers' "
    "mark ('tisdag+', '16 december+') is read by no date line form: the entries are lost to the lines around them",
    "generic-heldout138-rl-au-fil-de-lindre": "the commune or rubric and a full stop before each title, shown twice "
    "('Loches. Les coulisses de No\u00ebl ...'), stay in the titles",
    "generic-heldout139-rb-rondom-de-markt": "the week's number after each date on its line ('3 DECEMBER 2025 WEEK "
    "49') opens each description",
    "generic-heldout139-st-vid-maelarens-strand": "the byline run on to each teaser with no space ('av Karin "
    "LundqvistHantverkare ...') stays in the description",
    "generic-heldout140-lz-lippe-auf-die-ohren": "the writer alone on a line, the comments' count after a bullet "
    "('\u2022 2') and the picture's credit after the copyright's sign ('\u00a9 Foto: Marc Ehlert') stay in each "
    "description, with the town and a full stop opening the teaser ('Detmold. ...')",
    "generic-heldout140-nd-voci-del-santerno": "the byline under each teaser ('da Giulia Ferri') is taken for the "
    "last line of the text, and each length ('Durata 34:10') for the next entry's title",
    "generic-heldout140-vl-vozes-do-barrocal": "the picture's credit under some teasers ('Foto Arquivo A Voz de "
    "Lou\u00e9', no colon, no person's name) stays in the description",
    "generic-heldout141-cc-au-coeur-du-pays-de-caux": "each picture's caption with its credit in brackets ('Les "
    "chalets install\u00e9s ... (\u00a9Le Courrier cauchois)') is taken for the title, the title for text",
    "generic-heldout141-ra-under-gaustatoppen": "the byline run on to each date with no space ('Ingrid Bakken2. "
    "desember 2025') is read by no date form: nothing is read",
    "generic-heldout141-ta-unterm-schlossberg": "the kind and a bar before each title ('Podcast | ...') stay in the "
    "titles, as batch 49's Diario Vasco expects and batches 116 and 141 do not; and the page shows each length in "
    "whole minutes ('L\u00e4nge: 24 Minuten') where its JSON holds the seconds (1,470): no reader can give them",
    "generic-heldout141-tj-conversas-do-almonda": "each title, the writer in lower case and the day stand on one line "
    "after a dash and a chevron ('O castelo e a vila - in\u00eas marques \u00bb  2025-12-03'), which no date line "
    "reads: nothing is read",
    "generic-heldout142-gb-voci-dalla-valle": "the comments' count and the writer over each title ('- 1 di Maria "
    "Elena Caproni') stay in the text of the entry above, and with them its length ('Durata: 32 minuti')",
    "generic-heldout142-tc-la-mancha-en-voz-alta": "the writer and place before each date on its line ('J. "
    "Mart\u00edn / Ciudad Real - mi\u00e9rcoles, 3 de diciembre de 2025') are taken for the title beside the date, "
    "the title for text, and a length after the play sign alone ('\u25b6 00:32:15') is not read",
    "generic-heldout143-gaelic-football-club-the-square-ball": "the club's lotto link under its menu ('Club Lotto', "
    "over the show's title under 'Pay Membership') is taken for the show's title",
    "generic-heldout79-oz-deichgespraech": "each teaser opens with its town in small letters before a dash ('Leer - "
    "Seit 20 Jahren ...'), which the page's JSON keeps and the reader cuts, as 28 pages of batches 87-145 expect "
    "theirs cut ('Bolsward - ...', 'Springe. ...'): the pages disagree",
    "generic-heldout97-gz-harz-im-ohr": "each teaser opens with its town in small letters before a full stop "
    "('Goslar. Zwischen ...'), which the page's JSON keeps and the reader cuts, as 28 pages of batches 87-145 expect "
    "theirs cut ('Bolsward - ...', 'Springe. ...'): the pages disagree",
    "generic-heldout98-gr-gifhorn-hoert-zu": "each teaser opens with its town in small letters before a full stop "
    "('Gifhorn. Die Buden ...'), which the page's JSON keeps and the reader cuts, as 28 pages of batches 87-145 "
    "expect theirs cut ('Bolsward - ...', 'Springe. ...'): the pages disagree",
    "generic-heldout100-nm-aan-de-westeinder": "each teaser opens with its town in small letters before an en dash "
    "('Aalsmeer \u2013 De organisatie ...'), which the page's JSON keeps and the reader cuts, as 28 pages of batches "
    "87-145 expect theirs cut ('Bolsward - ...', 'Springe. ...'): the pages disagree",
    "generic-heldout101-wz-heide-hoeren": "each teaser opens with its town in small letters before a full stop "
    "('Walsrode. Schausteller ...'), which the page's JSON keeps and the reader cuts, as 28 pages of batches 87-145 "
    "expect theirs cut ('Bolsward - ...', 'Springe. ...'): the pages disagree",
    "generic-heldout145-ds-aan-de-lange-weg": "the page shows its lengths in whole minutes ('Luistertijd: 31 "
    "minuten') where the page's JSON holds them to the second (1865): no reading of the page gives them",
    "generic-heldout144-cc-voci-di-carmagnola": "the writer and the comments' count beside each date ('Redazione "
    "\u2013 2 Dicembre 2025 \u2013 2 commenti') are read as a row of a title beside its date: the writer is taken for "
    "each title and the entries' text goes to the entry before",
    "generic-heldout144-hg-au-bord-de-l-estuaire": "each title opens with its town and a full stop ('Blaye. La "
    "citadelle sous la pluie'), which the page's JSON cuts and the reader keeps (a title is read as the page shows "
    "it); and the paper's offer under its login ('D\u00e9couvrez Haute Gironde en illimit\u00e9 D\u00e9couvrir les "
    "offres') is taken for the show's title",
    "generic-heldout144-lp-praten-pa-torvet": "the greeting atop the page ('Hei, og velkommen til "
    "Lillesands-Posten!') is taken for the show's title and the site's header for its description",
    "generic-heldout145-ao-voces-del-palmeral": "the writer alone under each teaser's 'Lee mas...' ('Pedro J. "
    "Llorach', 'Redacci\u00f3n') stays in the description: a name over a length in two entries only is no byline the "
    "reader knows",
    "generic-heldout145-op-am-bieberer-berg": "each teaser ends with its byline ('... l\u00e4uft. Von Jana Reuter'), "
    "which the page's JSON cuts and the reader keeps, as batch 41's SWR page and batch 56's Il Piccolo page expect "
    "theirs kept: the pages disagree",
    "generic-heldout146-bz-unterm-enzviadukt": "each teaser opens with its town and a space, no stop nor dash "
    "('Bietigheim-Bissingen Schausteller ...'), which the page's JSON cuts and the reader keeps, as on batch 113's "
    "Haller Tagblatt and batch 123's Vorarlberger Nachrichten",
    "generic-heldout146-ha-vest-for-volden": "the picture's caption over each title ('Hvidovre Torv.') is taken for "
    "the text of the entry above, and with it the length under that entry's teaser ('Varighed: 31 min.')",
    "generic-heldout146-sa-a-la-sombra-del-torcal": "the writer and the day on one line ('Ana Mar\u00eda Pozo - 3 "
    "diciembre, 2025') are read as a row of a title beside its date: the writer is taken for each title",
    "generic-heldout113-hn-eilandpraat": "each teaser opens with its town and an en dash ('Oud-Beijerland \u2013 "
    "Vrijwilligers ...'), which the page's JSON cuts and the reader keeps: no town stands twice and the header names "
    "none, as with a guest's name or a topic opening each teaser (review 30)",
    "generic-heldout118-np-hamnsnack": "each teaser opens with its topic and a full stop ('F\u00e4rjan. ...'), which "
    "the page's JSON cuts and the reader keeps: no topic stands twice and the header names none, as review 30's "
    "'Gratitude. ...' keeps its word",
    "generic-heldout147-sb-ved-klinten": "each teaser opens with its town and a colon ('Store Heddinge: Handlende "
    "...'), which the page's JSON cuts and the reader keeps, as a topic or a place before a colon stays (review 30's "
    "'Politics: ...', 'Lisbon: ...')",
    "generic-heldout148-az-zwischen-leine-und-sieben-bergen": "the picture's credit in each entry ('Foto: Anke "
    "W\u00f6hler') is taken for its title, the titles go to the text of the entry above",
    "generic-heldout148-cm-au-fil-de-la-mayenne": "the paper's line over the show's title ('Retrouvez "
    "l'actualit\u00e9 sur podcast avec Le Courrier de la Mayenne') is taken for the show's title, and the ad box "
    "between entries ('Envie d'afficher votre publicit\u00e9 ?') for a title",
    "generic-heldout148-gj-fra-karljohansvern": "the notice over the old episode's title ('Artikkelen er over ett "
    "\u00e5r gammel') is taken for the text of the entry above, and that entry's length with it",
    "generic-heldout149-ln-ved-storebaelt": "the column's notice over one title ('Dette er en klumme. Den udtrykker "
    "skribentens holdning.') is taken for its title",
    "generic-heldout149-sz-spargel-und-schloss": "the town before each title on its line ('Ketsch Die Fischer am "
    "Altrhein'), the label and the day on lines of their own ('Ver\u00f6ffentlicht', '03.12.2025') and the ad slots' "
    "words ('1. Block f\u00fcr Werbung geeignet') are misread: the lengths are taken for titles",
    "generic-heldout149-vo-la-voce-delle-risaie": "the post's category under each teaser ('Posted in Cultura e "
    "Spettacolo') stays in the description ('Posted in Moscow' may be a title: review 37), and so does the paywall's "
    "block in the entry without a teaser ('Abbonamento annuale \u2013 Sottoscrizione richiesta', 'Iscriviti ora')",
    "generic-heldout150-dz-zwischen-bendix-park-und-wildpferdebahn": "the kicker run into each title ('Advent in der "
    "Innenstadt Der Wintermarkt auf dem Marktplatz') stays in it, and the paper's line over the show's title ('Was "
    "ich heute in D\u00fclmen wissen muss') is taken for the show's title",
    "generic-heldout151-fi-ved-varangerfjorden": "the site's header ('Meninger' over the show's title and blurb) is "
    "misread: the show's title and blurb are taken for the first entry",
    "generic-heldout151-ot-zwischen-rhein-und-reben": "the kicker over each title ('Weihnachtsmarkt'), under the date "
    "line, is taken for the title, the title for text",
    "generic-heldout152-no-voces-de-linares": "the section run into each title ('Reportaje | Los mineros de La "
    "Tortilla'), which the page's JSON cuts, stays in the title",
    "generic-heldout152-uh-ved-slottet": "the date line that holds the town, the day, the hour, the writer and a link "
    "('H\u00f8rsholm - 02. december 2025 kl. 09:00 Af Maja Lund Kontakt redaktionen') is no date line the reader "
    "knows: nothing reads",
    "generic-heldout153-on-tussen-de-vennen": "the site's breadcrumb over the show ('Home Podcast') is taken for the "
    "show's title, the title for its description",
    "generic-heldout153-rl-lyden-af-rodovre": "each teaser opens with its kicker in small letters ('juletr\u00e6 "
    "Kommunens folk ...'), which the page's JSON cuts and the reader keeps",
    "generic-heldout153-sa-voix-du-rougier": "the paper's download box over the show ('LE JOURNAL EN PDF', 'Cliquez "
    "sur l'image ...') is taken for the show's title and description, and the update line under each length ('Mis "
    "\u00e0 jour ( Mercredi, 03 D\u00e9cembre 2025 14:27 )') stays in the text",
    "generic-heldout155-pj-voix-du-blavet": "the page shows its lengths in whole minutes ('38 min d'\u00e9coute') "
    "where the page's JSON holds them to the second (2292): no reading of the page gives them",
    "generic-heldout155-tp-vozes-de-petropolis": "the section over the title of the entry without a teaser "
    "('Esportes') is taken for its title, the title for its text",
    "generic-heldout155-wine-club-second-pour": "the wine of each episode under its title ('In the glass: Chablis "
    "Premier Cru Montmains 2021') is taken for the title, and the episode's number over it ('Episode 5') read for it: "
    "the titles go one entry off",
    "generic-heldout156-dn-lyden-af-dragoer": "the writer and the day on one line ('Af Line Holm, den 31. december') "
    "make no date line the reader knows: nothing reads",
    "generic-heldout156-gs-voces-de-la-safor": "the day stands only inside the issue's line ('A\u00d1O XL \u00b7 "
    "N\u00ba 1865 \u00b7 28/11/25'): the line is read as a row of a title beside its date, the issue taken for the "
    "title",
    "generic-heldout156-mtb-club-berms-and-banter": "the page's JSON cuts the episode's number from its title ('Ep 24 "
    "\u2013 Building the Red Route' is 'Building the Red Route'): the title-number disagreement",
    "generic-heldout156-yoga-collective-off-the-mat": "the page's JSON cuts the episode's number from its title "
    "('podcast ep 5: Breath Before Pose' is 'Breath Before Pose'): the title-number disagreement",
    "generic-heldout157-wz-zwischen-main-und-tauber": "the titles go one entry off, where the link to read on alone "
    "under each teaser ('[mehr]') and the byline under it stand between the teaser and the date line",
    "generic-heldout156-hc-stemmen-uit-heemstede": "the town in capitals opening each teaser ('HEEMSTEDE Winkeliers "
    "vertellen ...') stays in it: only the menu's naming a section cuts one, as the show's own name in capitals "
    "('RADIOLAB Presents ...', review 31) or a band's named in the header ('METALLICA Announce ...') open teasers the "
    "same way",
    "generic-heldout159-ar-fjellregionen-forteller": "the writer and their job under each date line ('Ingrid Moen, "
    "journalist') read as the titles, below the date lines, as a title 'Nellie Bly, journalist' stays one (review "
    "22): the titles go to the text, the first to the show's description",
    "generic-heldout160-dr-bajo-las-bodegas": "each date stands inside a line of the writer, the hour and the section "
    "('Por Diario de la Ribera | 3 diciembre, 2025 a las 06:00 - Escrito en Podcast'), which no date line reads: "
    "nothing is read",
    "generic-heldout160-la-huittisten-aania": "two of the five datelines have the subscribers' badge glued to the "
    "hour ('Huittinen 3.12.2025 6:00Tilaajille'), which no date line reads: those two entries go into the ones above",
    "generic-heldout161-iv-voces-de-la-meseta": "the day and the writer's initials glued before each teaser "
    "('03/12/2025-MJG. Gu\u00edas y vecinos ...') are not cut, the initials staying in the descriptions, and the "
    "three headlines over the list open the show's description",
    "generic-heldout162-dr-polderstemmen": "the newsroom's byline over the second entry's title ('Van de redactie', "
    "where the others show 'Door ...') closes the description above it",
    "generic-heldout162-sea-cadets-make-and-mend": "who posted each entry, after a rank and a bracket ('by PO (SCC) "
    "Dan Hale', 'by Lt (SCC) Ruth Okafor'), is no full name: the line opens each description",
    "generic-heldout163-cm-voci-di-ortigia": "each date stands after the town inside the teaser ('Siracusa, 3 "
    "dicembre 2025 \u2013 ...'), which no date line reads: nothing is read",
    "generic-heldout163-vk-voorschoten-vertelt": "the kind and the category over each title ('Podcast Cultuur', "
    "'Podcast Regio nieuws') close the descriptions above them, and the lengths under the credits ('Duur 38 min') "
    "stay in them",
    "generic-heldout164-ba-kystbyprat": "the place and a colon opening each teaser ('Br\u00f8nn\u00f8ysund: "
    "Butikkeiere ...', 'Torget: ...') stay in the descriptions: a word before a colon is cut nowhere, as a topic or a "
    "place before a colon opens an English teaser too (review 30)",
    "generic-heldout164-eb-les-voix-de-la-vallee-noire": "the ad block after the second entry ('Envie d'afficher "
    "votre publicit\u00e9 ?', 'Contactez-nous') is taken for the third entry's title, the title and the town over it "
    "go to its text",
    "generic-heldout164-seed-library-seed-to-seed": "the guests' line under each entry's notes ('Featuring Rosa "
    "Delgado, market gardener') stays in the description, and the members' sign-in link over the show's title "
    "('Member Sign In') is taken for it",
    "generic-heldout164-uo-oivan-aanet": "the writer after a bullet under each date line ('\u2022 Nina Ylinen') is no "
    "line of people: it opens each description",
    "generic-heldout165-kendo-club-kiai-and-kamae": "the page shows each episode's number over its title ('Episode "
    "14'), which podcat reads as the episode's number; the page's JSON leaves the numbers out",
    "generic-heldout166-ek-stemmer-fra-eiker": "the site's line with the day of the copy and its menu ('Din lokalavis "
    "p\u00e5 nettet fredag 5. desember 2025', 'Send oss dine tips!', 'F\u00f8rstesiden', ...) are taken for the "
    "show's description, the site's name for its title",
    "generic-heldout166-hb-rost-fran-tornedalen": "the menu's last link ('Familj') is taken for the show's title, the "
    "call to subscribe in capitals ('VILL DU PRENUMERERA?') and the show's title go to its description",
    "generic-heldout167-wheelchair-rugby-club-hit-and-roll": "the club's link over the show's title ('Sponsor Us') is "
    "taken for the show's title (its description is right)",
    "generic-heldout81-gda-voci-di-langa": "each teaser opens with the kicker in capitals ('IL PODCAST \u2013 Alla "
    "Fiera ...'), which the JSON leaves out of the description and podcat keeps",
    "generic-heldout151-pn-voci-dal-molise": "the listen button with the length under each teaser ('Ascolta il "
    "podcast (38:12)') stays in the description, the length unread, and so does the section over the next title "
    "('Economia & Lavoro')",
    "generic-heldout168-dz-dorsten-hoert-zu": "the kicker of the paper's name and a topic over each title ('Dorstener "
    "Zeitung Weihnachtsmarkt') is taken for the title, the title for the text",
    "generic-heldout168-tug-of-war-club-take-the-strain": "the page shows each episode's number under its date "
    "('Episode 31'), which podcat reads as the episode's number; the page's JSON leaves the numbers out",
    "generic-heldout169-pg-voces-del-genil": "the newsroom's byline over each date ('Redacci\u00f3n \u00b7 2 "
    "diciembre, 2025') is read as the date line with 'Redacci\u00f3n' its title: the titles go one entry off",
    "generic-heldout169-tu-tuusulan-aanet": "the link to send a tip under the last entry ('L\u00e4het\u00e4 "
    "juttuvinkki') keeps its length ('Kesto 45:05') from ending it: the length stays in the description unread",
    "generic-heldout102-whz-jadeklang": "a topic over most titles ('Industriedenkmal', 'Hafenwirtschaft'), between "
    "the town and the title, is taken for the title, the title for the text",
    "generic-heldout170-kj-kauhajoen-aanet": "the paper's name and line over its menu ('Kauhajoki-lehti', 'Kauhajoen "
    "paikallislehti vuodesta 1925') are taken for the show's title and description, and the list of news headlines "
    "over the podcast confuses where the show's own title stands",
    "generic-heldout167-meadow-group-seeds-of-the-sward": "the group's call in the menu right over the show's title "
    "('Join the Group') is taken for the title: a show may be titled so (review 19), and only its place under the "
    "menu tells it apart",
    "generic-heldout176-ga-voci-della-valle": "each writer's line over its date line ('di Elena Vuillermoz il' over "
    "'01/12/2025') ends the entry above (its persons) where it opens the next, and the first one goes to the show's "
    "description",
    "generic-heldout176-hz-seestadt-gespraeche": "the paper's name and a topic over each title ('Halterner Zeitung "
    "Advent', the kicker of batch 168's Dorstener Zeitung) is taken for the title, the title for the text, and the "
    "byline at the teaser's end ('... Von J\u00fcrgen Wolter') stays in it",
    "generic-heldout178-bat-group-night-flyers": "the group's calls over the show's title ('Join the Group', 'Found a "
    "bat?') are taken for the show's title and the start of its description: 'Join the Group' may be a show's title "
    "(review 19)",
    "generic-heldout179-ab-voci-di-arborea": "the byline of a bullet and the writer's initials under each title ('* "
    "di M.P.') names no full name: it is taken for the title",
    "generic-heldout179-hs-vozes-da-zona-sul": "the district in capitals over each title ('CENTRO', 'LAGOA DOS "
    "PATOS', each once) is taken for the title, the title for text",
    "generic-heldout179-fly-fishing-club-the-evening-rise": "the post's categories under each byline ('Posted in "
    "Podcast, Fly Tying') open each description: 'Posted in' is passed over nowhere, as 'Posted in Moscow' may be a "
    "title (review 37)",
    "generic-heldout180-av-stemmer-fra-dalen": "the town under the paper's name in the footer ('Fagernes'), which the "
    "header's menu names too, is not reported as the footer's text (the reader drops the site's lines wherever they "
    "stand)",
    "generic-heldout180-ge-voci-del-pian-d-erba": "the section and the town before each date on its line "
    "('Attualit\u00e0 | Erba | 3 dicembre 2025, 06:30') are taken for a title beside the date, the titles for text",
    "generic-heldout181-pn-voci-dell-oltrepo": "the paper's request for news in every entry (a sentence in capitals: "
    "'INVIATE I VOSTRI COMUNICATI ...') stays in the description, and with it the length above it ('\u25b6 Ascolta la "
    "puntata \u2013 durata 42:10') is not read: a sentence repeated in every entry is the notes'",
    "generic-heldout182-gz-unter-der-steige": "each date stands at the end of a line of the town, the writer and the "
    "paper in brackets ('Geislingen / Eva Roth (GEISLINGER ZEITUNG) 03.12.2025, 17:30 Uhr'), which no date line "
    "reads: nothing is read",
    "generic-heldout182-lr-voci-dai-castelli": "the writer with the paper's handle over each title ('Sara Bernasconi "
    "@laRegione') is taken for the title, the title for text, under a date glued to the site's timestamp ('3.12.2025, "
    "06:202025-12-03 06:20:00')",
    "generic-heldout182-qj-voix-du-jura": "the writer's initials alone under each teaser ('MN') keep the length under "
    "them ('Dur\u00e9e: 42 min 10 s') from ending the entry, and the section over the next title ('AJOIE') closes the "
    "description",
    "generic-heldout183-ad-stemmen-van-de-maas": "each date stands after the writer on one line with a two-digit year "
    "('Anouk de Groot 03-12-25, 06:00'), which no date line reads: nothing is read",
    "generic-heldout183-ld-des-deux-rives": "the writer's e-mail address alone under the name in capitals "
    "('mcharbonneau@ledroit.com') is taken for the title, the title for text",
    "generic-heldout183-nv-vozes-de-vizela": "the page shows its lengths in whole minutes ('Ouvir | 1h04') where the "
    "page's JSON holds them to the second (3852): no reading of the page gives them",
    "generic-heldout184-bz-stemmen-van-de-stad": "the line of the story's topics under each teaser ('Lees meer over: "
    "Elsene , Samenleving , Podcast') keeps the length over it ('41 min 36 sec') from ending the entry: both stay in "
    "the description",
    "generic-heldout184-kk-puruveden-aanet": "the picture's caption with its credit, the writer and the kind over "
    "each date line over the title ('Kuva: ...', 'Hanna Pesonen', 'Podcast') are misread: the writer is taken for the "
    "title",
    "generic-heldout184-makerspace-solder-and-sawdust": "the tools of each episode under its notes ('Shop talk: laser "
    "cutter, vector design'), which the page's JSON leaves out, stay in the description, and with them the length "
    "under them ('Listen (38:20) | Download MP3') is not read",
    "generic-heldout184-sd-roster-vid-dalalven": "the town and the day over each title on one line ('Hedemora \u00b7 "
    "2 december 2025 06:00') are read as a row of a title beside its date where two entries show no length: two "
    "entries run into others",
    "generic-heldout185-blacksmiths-guild-sparks-from-the-anvil": "the guest smith over each date line ('At the "
    "anvil: Gareth Price') is taken for the title, the title for text",
    "generic-heldout185-cs-voci-teramane": "the page shows its lengths in whole minutes ('Durata: 1 ora e 4 min.') "
    "where the page's JSON holds them to the second (3852): no reading of the page gives them",
    "generic-heldout185-rk-stemmen-uit-de-rand": "the municipality over each title ('Sint-Genesius-Rode', each once) "
    "closes the description of the entry above, and with it the length there ('Beluister (42')') is not read",
    "generic-heldout185-sn-am-rhy-verzellt": "the paywall's mark at one teaser's end (' (\ud83d\udd12 ABO)') stays in "
    "its description",
    "generic-heldout186-ti-vozes-do-triangulo": "the post's category line under each date line ('Publicado em Faial') "
    "stays in the descriptions: 'Posted in Moscow' may be a title (review 37)",
    "generic-heldout187-ta-lyt-til-amager": "the week's number under each date line ('Uge 49', as a weekly show may "
    "title its episodes) and the place or topic with a colon opening each teaser ('Kastrup: ', 'Natur: ') stay in the "
    "descriptions",
    "generic-heldout186-lm-la-cite-raconte": "the picture's caption over each byline ends with the photographer's "
    "surname after a dash ('Le comptoir d'un caf\u00e9 de la rue Puits-en-Sock. - Lejeune'), as a quote ends with its "
    "author ('... not worth living. - Socrates', review 40): it is taken for the title",
    "generic-heldout188-ca-storie-dell-istmo": "the site's link over the show's title ('I nostri canali') is taken "
    "for the title, the hour after each date ('Pubblicato il: 04/12/2025 \u2013 06:00') for its length, and the town "
    "opening each teaser without a dash ('CATANZARO Volontari ...') and the invented label 'Si ascolta in: 42 minuti' "
    "stay in the descriptions",
    "generic-heldout188-hv-tervaa-ja-tuulta": "the sidebar's box between two entries ('Mist\u00e4 "
    "kahvip\u00f6ydiss\u00e4 juuri nyt puhutaan?') stays in the description above it, and with it the length there "
    "('Kesto 23 min') is not read",
    "generic-heldout188-ng-gelenaars-vertellen": "the village over each title ('Geel-centrum', 'Larum', each another, "
    "and the site's menu names one) is taken for the title, the title goes to the description, and the credits line "
    "('Tekst en montage: Jan Verheyen') stays in it",
    "generic-heldout188-sv-stemmer-fra-grensa": "the writer's job and telephone number over each date line "
    "('JOURNALIST - 913 45 210') is taken for the title, and the title and the writer's name go to the entry above",
    "generic-heldout188-vb-langs-strandvejen": "each date stands inside one line of the paper's name, the hour, the "
    "writer and a contact link ('Villabyerne - 03. december 2025 kl. 06:00 Af Mette Holm Kontakt redaktionen'), which "
    "no date line's form reads: no entry is read",
    "generic-heldout189-au-voces-de-la-araucania": "the page shows its lengths in whole minutes ('Duraci\u00f3n: 42 "
    "min.') where the page's JSON has them to the second (2530): a difference no reading of the page can close",
    "generic-heldout189-cm-voci-dalla-provincia": "the page shows its lengths in whole minutes ('Durata 42 minuti') "
    "where the page's JSON has them to the second (2530): a difference no reading of the page can close",
    "generic-heldout189-wb-oberwalliser-stimmen": "a region over the titles ('Visp', a kicker dropped as the page's "
    "chrome) stands again in the footer's address, where it is dropped with them rather than reported",
    "generic-heldout189-pv-stemmen-uit-de-parkstad": "the player's line under each teaser ('Audio fragment (42 "
    "min.)', or the words alone) is not read as a button with its length (a show may be titled 'Audio Fragment': "
    "review 41), so the hour after each date ('... 2025 - 07:15') is read as its length",
    "generic-heldout190-bn-vozes-da-gandara": "the writer's initials alone under each teaser ('MFR') and the section "
    "in capitals over the next title ('ATUALIDADE') stand around the length ('\u25b6 Ouvir (32 min)'), which is then "
    "not read, and the initials and the section stay in the descriptions",
    "generic-heldout190-dl-rost-fran-dal": "each entry shows two dates over its title without labels, when it was "
    "published and when updated ('2025-11-27 06:00' over '2025-11-27 09:21'): each is read as an entry of its own, "
    "and the lengths ('Lyssna \u00b7 31 min') are not read",
    "generic-heldout190-ob-stimmen-aus-dem-talboden": "the count of pictures alone over some titles ('4', a bare "
    "number, as an episode's number may stand) is taken for the title, and the title goes to the description",
    "generic-heldout190-rl-voci-del-ceresio": "each date stands between the rubric and the title on one line "
    "('#Podcast | 28/11/2025 Il mercatino di Natale in Piazza Riforma'), which no date line's form reads: no entry is "
    "read",
    "generic-heldout190-tg-au-bout-du-lac": "the count of comments alone under each teaser ('12', a bare number) is "
    "taken for the next entry's title, and the photographer's credit in capitals and the district over each title "
    "stay in the text",
    "generic-heldout191-el-voces-de-la-costanera": "the hour on the line under each date ('Jueves 4.12.2025' over "
    "'06:30') is read as the length, and the listen button with the real length ('Escuchar (41:12)') is taken for the "
    "next title",
    "generic-heldout191-hw-uit-de-hoppestad": "each date ends the teaser's line ('... Sint-Bertinus. 28 november "
    "2025'), which no date line's form reads: no entry is read",
    "generic-heldout191-sea-cadets-pipe-down": "the presenters' line with their ranks ('Presented by PO (SCC) Jo "
    "Marsh with cadets of TS Curlew') names no one the reader can tell: it stays in the descriptions",
    "generic-heldout191-wn-muensterland-hoert-zu": "the kicker glued to each title on its line ('Adventsmarkt am "
    "Lambertikirchplatz Zwischen Lebkuchen und Laternen') stays in the title, and the picture's caption under it "
    "('Die Buden rund um die Lambertikirche am ersten Abend.') stays in the description",
    "generic-heldout190-dj-voces-de-la-frontera": "the town opening each teaser before a full stop and a dash "
    "('Ciudad Ju\u00e1rez.\u2013 ', 'Samalayuca.\u2013 ') stays in the descriptions: a guest's name or a label opens "
    "teasers so as often ('Carmen Aristegui.\u2013 ', 'Entrevista.\u2013 ': review 42), and the header names neither "
    "town",
    "generic-heldout190-ev-ermelo-vertelt": "one teaser's dateline with a second place after a slash and a space "
    "('ERMELO/ REGIO - ') stays in its description: bands and countries open teasers so ('BLUR/ OASIS - ', 'USA/ "
    "CHINA - ': review 42)",
    "generic-heldout193-parkrun-volunteers-the-tail-walker": "each date line opens with the run's number ('Recorded "
    "after event #412 \u00b7 29/11/2025'), which is taken for a title glued to it: the titles go to the show's "
    "description and to the entries above, and the lengths are not read",
    "generic-heldout192-lt-voces-del-valle": "one entry without a teaser has only its section over its title "
    "('Deportes' over 'Una tarde en el F\u00e9lix Capriles'), where the others' sections are each another: the "
    "section is taken for that entry's title",
    "generic-heldout192-vn-roster-fran-raseborg": "most date lines carry the story's update in capitals after them "
    "('03.12.2025 06:00 UPPDATERAD 03.12.2025 09:41'), longer than a date line's part: only the entries whose date "
    "stands alone are read",
    "generic-heldout179-tt-am-thunersee": "the kickers over the titles are dropped where they repeat or the paywall's "
    "'Abo' stands over them, but the two that stand once and alone ('Stockhorn Arena', 'Zwischennutzung') are taken "
    "for their entries' titles, the titles for text",
    "generic-heldout193-so-roster-fran-sydosterbotten": "the news picture's label over some titles ('Nyhetsbild', as "
    "a photography show may title an episode: review 43) is taken for the title, the title for text",
    "generic-heldout185-museum-friends-out-of-the-stores": "the members' link over the show's title ('Renew') is "
    "taken for the title (a show may be titled so: review 39)",
    "generic-heldout190-film-club-second-reel": "the hosts' line ('Hosted by Dana Whitfield & guests') stays in the "
    "descriptions, and one entry's comment line ('Posted in Podcast | Leave a comment') keeps its length from being "
    "read",
    "generic-heldout193-gardening-club-potting-shed-talk": "the club's link over the show's title ('Renew your "
    "membership', a show's title in review 39) is taken for the title, and the download link with its file's kind and "
    "size ('Download (MP3, 35 MB)') stays in the descriptions",
    "generic-heldout195-ca-vozes-de-azemeis": "the section in capitals after a '>' over each title ('> ECONOMIA') "
    "stands under the entry above's length ('Ouvir \u00b7 32 min'), which is then not read, and stays in that entry's "
    "description",
    "generic-heldout195-lg-pa-on": "the rubric and place over each title ('PODD | ROPSTEN'), and the writer alone "
    "('Anna Wikstr\u00f6m') and the length with a play sign ('\u25b6 31 min') under each date line: the lengths are "
    "taken for titles, every entry one line off",
    "generic-heldout196-community-orchard-windfalls": "one entry's guests' line, alone where its notes would be "
    "('With Ms. Patel's fourth grade class'), is read as its description",
    "generic-heldout196-la-voci-di-pedemontana": "a summary under each title ('Con i figuranti e gli organizzatori "
    "della parrocchia'), right over the date line, is taken for the title; the length in minutes with a prime "
    "('Durata 38'') is not read",
    "generic-heldout196-nu-les-voix-des-bois-francs": "the writer's name in capitals with an e-mail address "
    "('CLAUDINE ROY croy@lanouvelle.net') is taken for the title, and the rubric glued to each teaser "
    "('SOCI\u00c9T\u00c9.Des artisans ...') stays in it",
    "generic-heldout196-pu-voces-del-imperio": "the section glued before each title with a space ('R\u00edo Cuarto "
    "Las fiestas en la plaza Roca') stays in the title",
    "generic-heldout196-sw-wageningse-verhalen": "each teaser opens with its town in capitals and no dash "
    "('WAGENINGEN Vrijwilligers en ouders ...'), which stays in the description",
    "generic-heldout194-bird-group-calls-from-the-fen": "each entry's notes end with a labelled line over a line of "
    "where it was recorded ('Bird of the fortnight: Redwing' over 'Recorded at the sea wall hide'): the labelled line "
    "is taken to run on into the next, so it is no fact, and both stay in the description",
    "generic-heldout194-en-am-berg-und-an-der-regnitz": "each date shares its line with a subhead under the title "
    "('Folge 24 unseres Stadtpodcasts - 30.12. 06:00 Uhr'): the subheads are taken for the titles, and each title for "
    "the text of the entry above",
    "generic-heldout194-vq-paroles-de-causses": "each date stands only in the line of the paper's issue ('La Vie "
    "Quercynoise n\u00b04176 du jeudi 27 novembre 2025'), which no date line's form reads: no entry is read",
    "generic-heldout197-es-vozes-do-cavado": "the writer's name in capitals alone under each title ('MARTA LOPES') "
    "stays in the description",
    "generic-heldout197-jc-au-pied-du-jura": "a classifieds link over the show's title ('Annonces') is taken for the "
    "show's title, and the next entry's title, shown twice, follows each length ('\u25b6 \u00c9couter (31:12)'), "
    "which is then not read",
    "generic-heldout197-ns-voci-dalla-laguna": "each date follows its place or the newsroom without a separator "
    "('Chioggia 4 dicembre 2025', 'Redazione Nuova Scintilla 6 novembre 2025'), which no date line's form reads: no "
    "entry is read",
    "generic-heldout197-tt-meetjesland-vertelt": "a picture's caption with its credit in brackets ('Zonsopgang boven "
    "de kreken (Foto: Lieve De Smet)') and the place and rubric ('Eeklo Podcast Meetjesland') over the titles are "
    "taken for titles, and a classifieds link ('Zoekertje plaatsen') for the show's title",
    "generic-heldout198-games-club-dice-at-dusk": "the game's box line under each entry's notes ('On the table: "
    "Wingspan \u00b7 1\u20135 players \u00b7 40\u201370 min \u00b7 ages 10+') stays in the description",
    "generic-heldout198-ka-gamsstadt-gespraeche": "the issue line of each entry ('Aus der Ausgabe Nr. 49/2025') and "
    "the place opening each teaser before a bar ('St. Johann in Tirol | ') stay in the descriptions",
    "generic-heldout198-mz-malardalspodden": "the issue and week line over each title ('Nr 1029 \u2022 Vecka 48') is "
    "taken for the title, and the site's name for the show's",
    "generic-heldout198-pa-voces-del-estrecho": "the death notices listed in the header ('\u2013 Nelly del Carmen "
    "\u00c1guila Soto') stand right over the show's title, and the last is taken for it",
    "generic-heldout198-vp-veluwse-verhalen": "the byline between dashes over each date line ('- Door Annemiek "
    "Brouwer -') is taken for the title, and the comment links and picture names ('Schrijf reactie (2 Reacties)', "
    "'thumbnail image 6512044') stay in the descriptions",
    "generic-heldout199-au-rost-fran-aboland": "each date line holds the hour, the writer and the count of comments "
    "('3 december 2025 06:00 Elin Sundstr\u00f6m 2'), and 'Ingen Bild' stands for a missing picture: two entries are "
    "lost",
    "generic-heldout199-cribbage-league-fifteen-two": "the standings line under each entry's notes ('Standings after "
    "Week 11: Elks Lodge 2291 leads with 412 points', its label with a number) stays in the description",
    "generic-heldout199-dx-voces-de-la-axarquia": "the writer's place under each teaser ('Luc\u00eda Ruiz | "
    "Almayate') leaves the place in the description",
    "generic-heldout200-az-zwischen-dom-und-dreilaendereck": "the kicker and the title share a line apart by a spaced "
    "colon ('Stolberg : Die Kupferst\u00e4dter und ihre Altstadt'), and each teaser opens with its place and no stop "
    "('Aachen Zwischen Teigtrog ...'): both stay",
    "generic-heldout200-gr-grannepraten": "a subscription mark alone over some titles ('Abonnement'; the footer's "
    "'Abonnement' is a link, reported) is taken for their title",
    "generic-heldout200-im-voci-del-monferrato": "the day and the place on one line over each title ('28 novembre "
    "2025 Casale Monferrato') are taken for the title, and the title and the writer's initials ('di a.g.') for the "
    "description",
    "generic-heldout200-ve-vozes-de-ermesinde": "the header's edition links ('Subscrever RSS', 'Edi\u00e7\u00e3o de "
    "30-11-2025', 'Edi\u00e7\u00e3o Actual') are taken for the show and the first entry, the edition's date for a "
    "date line",
    "generic-heldout201-uo-stemmer-fra-odense": "the district under each date line and over its title ('Centrum' over "
    "'Juleby ved r\u00e5dhuset'), each another, is taken for the title",
    "generic-heldout202-lr-au-fil-du-fleuve": "the picture's credit under each teaser ('Les 2 Rives', 'Photo "
    "gracieuset\u00e9') stays in the description",
    "generic-heldout202-zt-us-em-wiggertal": "the paywall's four lines in two entries ('Weiterlesen? Werden Sie jetzt "
    "Zofinger Tagblatt-Abonnent', 'Sie haben noch kein Abo?', ...) stay in the descriptions, and the length under "
    "them ('H\u00f6ren (34:12)') is not read",
    "generic-heldout49-diariovasco-la-bahia-en-voz": "the page's JSON keeps the kind before each title ('Podcast | La "
    "Parte Vieja y los pisos tur\u00edsticos'), where three other pages' (batches 113, 116 and 203) cut it, as the "
    "reader now does: the pages disagree",
    "generic-heldout95-jm-vozes-da-ericeira": "the page's JSON keeps the kind before each title ('PODCAST | O "
    "Pal\u00e1cio Nacional visto por dentro'), where three other pages' (batches 113, 116 and 203) cut it, as the "
    "reader now does: the pages disagree",
    "generic-heldout203-dz-landwasser-stimmen": "the first entry's title with a colon ('Spengler Cup: Das Turnier "
    "hinter den Kulissen') and its teaser are read into the show's description, every later title one entry off",
    "generic-heldout203-hospice-shop-volunteers-behind-the-till": "the shop's kicker in capitals under the show's "
    "description ('FROM THE MARKET STREET SHOP') and the fortnight's total ('Raised for the hospice this fortnight: "
    "\u00a31,240') stay, and a player's row under the length ('Play in new window | Download') keeps it from being "
    "read",
    "generic-heldout203-lido-friends-the-deep-end": "the host's line with a role in capitals ('With Ros Avery, "
    "Friends' chair') stays in the description",
    "generic-heldout203-pg-au-pied-du-jura": "each date stands only in the line of the paper's issue ('Paru dans le "
    "Pays Gessien du jeudi 27 novembre 2025'), which no date line's form reads: no entry is read",
    "generic-heldout203-rp-jokisuun-aanet": "the paywall's lines under two entries ('Vain Tilaajille', 'Haluaisitko "
    "jatkaa lukemista?', 'Kirjaudu sis\u00e4\u00e4n tai tee tilaus') stay in their descriptions",
    "generic-heldout204-dh-voces-opitas": "the breadcrumb's copied icons ('Diario del Huila Inicio 5 Podcast 5 Voces "
    "opitas', a '5' for each arrow) make no breadcrumb the reader knows: it is taken for the show's title",
    "generic-heldout204-jt-jarfallarosten": "the section glued before each teaser with a triangle ('Kultur \u2023 "
    "Arrang\u00f6rer och grannar ...') stays in the description",
    "generic-heldout204-la-lyngdalspodden": "the picture's caption with 'Vis mer' and the photographer glued on "
    "('Julegata i All\u00e9en l\u00f8rdag kveld. Vis mer Ragnhild Tjomsland') over each title is taken for the title",
    "generic-heldout205-br-zwischen-attersee-und-hausruck": "each date stands at the end of a bullet line with a "
    "two-digit year ('... \u2022 03.12.25'), which no date line's form reads: no entry is read",
    "generic-heldout205-cycle-co-op-the-chainline": "the fix of the week in small letters under each entry's notes "
    "('Fix of the week: a seized seatpost freed with patience ...') stays in the description, as a value in small "
    "letters is no fact",
    "generic-heldout180-da-voces-del-altoaragon": "the writer and the town after a bar over each date line ('Elena "
    "Pu\u00e9rtolas | Huesca') are taken for the titles, the titles for text: a name and a place after a bar may be "
    "an interview's title ('Anna Berg | Stockholm', review 17)",
    "generic-heldout203-vc-voces-del-arba": "the writer or the newsroom and the town after a bar over each date line "
    "('Redacci\u00f3n | Tauste', 'Pilar Ferrer | Ejea de los Caballeros') are taken for the titles: a name and a "
    "place after a bar may be an interview's title ('Anna Berg | Stockholm', review 17)",
    "generic-heldout206-aa-zwischen-lech-und-wertach": "a picture's caption without its credit over each teaser ('Die "
    "Buden auf dem Rathausplatz am Er\u00f6ffnungsabend.'; the credit stands on the caption's second copy) stays in "
    "the description",
    "generic-heldout206-hh-stemmen-uit-het-hageland": "the line that points past the picture under two teasers ('Je "
    "kan verder lezen na de afbeelding') stays in their descriptions",
    "generic-heldout206-lr-au-bord-du-lac": "the place in capitals alone over each teaser ('ESTAVAYER-LE-LAC') stays "
    "in the description",
    "generic-heldout206-sp-stemmer-fra-salten": "the newsroom's tip box under the list ('Tips redaksjonen' over its "
    "sentence) is reported line by line as text after the last entry, where the page's JSON takes it for the site's",
    "generic-heldout207-id-voci-dell-isola-verde": "the writer's name alone under the title of the entry without text "
    "('Raffaele Mattera') is taken for its description",
    "generic-heldout207-pa-aan-de-merwede": "each date line holds the writer before a bar and a year-less date with "
    "its hour ('Lotte de Bruijn | 30 december 14:00'), which no date line's form reads: no entry is read",
    "generic-heldout207-si-voces-freseras": "each date is glued to its place and followed by the writer ('Irapuato04 "
    "de diciembre de 2025 Mariana Ledesma'), which no date line's form reads: no entry is read",
    "generic-heldout207-wm-aus-dem-aichfeld": "each date ends a bullet line with a two-digit year ('\u2022 "
    "04.12.25'), which no date line's form reads: no entry is read",
    "generic-heldout208-sp-suomenselan-aania": "the rubric, the title, the date and the hour share a line ('Podcast | "
    "Joulumarkkinat Saarij\u00e4rven torilla 27.11.2025 5:30'), which no date line's form reads: no entry is read",
    "generic-heldout208-wn-langs-de-vecht": "each teaser opens with its town in capitals, mostly without a dash "
    "('WEESP Vrijwilligers van ...'), which stays in the description",
    "generic-heldout208-xd-bajo-el-montgo": "an ad's label in the header ('Publicidad') is taken for the show's "
    "title, and the count of comments under each teaser ('Comentarios (3)') stays in the description",
    "generic-heldout202-dx-voces-de-la-atenas": "the writer's name alone, where an entry has no teaser ('Luis "
    "Fernando Cruz'), is taken for its description (the others' 'Ana Karen Hern\u00e1ndez/Coatepec, Ver.- ' is cut "
    "now)",
    "generic-heldout209-ap-lunden-fortaeller": "each date stands inside a line of the section, the paper, the writer "
    "and a contact link ('Podcast Albertslund Posten - 30. december kl. 08:23 Af Mette Holm Kontakt redaktionen'), "
    "which no date line's form reads: no entry is read",
    "generic-heldout209-wh-helmond-hoort": "the count of reactions glued to its word over each title ('12reacties') "
    "and the writer after the date ('vrijdag 28 november 2025 \u00b7 Redactie') leave the titles one line off, and "
    "the site's name is taken for the show's title",
    "generic-heldout209-whist-drive-club-trumps-and-tea": "the hosts in small letters, where an entry has no notes "
    "('Hosted by the tea ladies'), are taken for its description",
    "generic-heldout210-dh-vozes-do-litoral": "the place in capitals over each title ('ITAJA\u00cd') is taken for the "
    "title",
    "generic-heldout210-ha-voix-des-boutieres": "the first entry's teaser shown twice, as the site shows it, and the "
    "rubric ('- PODCAST') between the teaser and the date leave the titles one line off",
    "generic-heldout210-heritage-society-layers-of-the-town": "the post's categories under each entry ('Categories: "
    "Podcast, Buildings') stay in the description",
    "generic-heldout210-lt-am-langete-ufer": "each teaser opens with its place and no stop ('Langenthal "
    "Standbetreiber ...'), which stays, and a kicker ('Interview') over one title is taken for it",
    "generic-heldout210-ps-rannikon-aanet": "the newsroom's tip box after the third entry ('Anna uutisvinkki!') is "
    "taken for the next title",
    "generic-heldout211-bookbinders-club-signatures": "a members' link over the show's title ('Renew Membership') is "
    "taken for it: review 39's show is titled 'Renew Your Membership'",
    "generic-heldout211-gr-folk-i-kvinnherad": "a picture's credit alone over each title ('Foto: Morten Nyg\u00e5rd') "
    "is taken for the title, every entry one line off",
    "generic-heldout211-jq-la-vieille-capitale-raconte": "the writer and the paper after a bar over each date line "
    "('Jean-Fran\u00e7ois Roy | Le Journal de Qu\u00e9bec') are taken for titles, and two entries are lost",
    "generic-heldout211-va-allerhand-aus-verden": "the picture's credit over each teaser ('\u00a9 Jens Wellbrock') "
    "stays in the description",
    "generic-heldout211-yo-hemma-i-osterbotten": "the update's stamp alone under a date line ('Uppdaterad 02.12.2025 "
    "10:41.') and the picture's caption with its label ('Bildtext St\u00e5nden p\u00e5 salutorget ... Bild: Yle/...') "
    "stay in the descriptions",
    "generic-heldout204-food-co-op-the-bulk-bin": "the guests after 'Featuring' with a crew or a farm after them "
    "('Featuring Dee Alvarez and the bakery crew', 'Featuring Sam Okafor of Little Fork Farm') stay in the "
    "description",
    "generic-heldout212-buymeacoffee-fen-tales": "the creator's name, tagline and supporters' count stand over the "
    "show's title, which is taken for the site's ('Buy Me a Coffee' the show's), and the members-only posts' dates "
    "after a lock and a label ('\ud83d\udd12 Members only \u00b7 Nov 13, 2025') are read in the entries' text: the "
    "entries one off",
    "generic-heldout212-doggcatcher-the-ringing-chamber": "the app's tabs over the show's title ('Feeds', 'Audio', "
    "'Video', 'News') are not all told for the app's ('Video' is taken for the show's title), and the app's menu "
    "under the last entry ('Show all items', 'Mark all read', ...) stays in its description",
    "generic-heldout213-hs-unterland-gespraeche": "each teaser opens with its town and two spaces ('Heilbronn  "
    "Budenbetreiber ...'), which stay in the descriptions",
    "generic-heldout213-lp-voces-de-la-isla": "the writer and the town apart by a bar over each date line ('Carmen "
    "Su\u00e1rez | Las Palmas de Gran Canaria') are taken for the titles (review 17's interview titles are written "
    "so)",
    "generic-heldout213-vq-voix-du-canton": "under each entry the writer's note ('Julie Rochat \u00e9crit pour 24 "
    "heures depuis 2014. Plus d'infos') and the next picture's caption with its credit ('... CHANTAL "
    "DERVEY/24HEURES') stand after the length, which stays in the description",
    "generic-heldout214-pn-pinzgauer-stimmen": "each date stands after a bullet with a two-digit year ('\u2022 "
    "03.12.25'), which no date line's form reads: no entry is read",
    "generic-heldout214-tp-voci-della-conca": "the blog's own lines over the show's title ('LA TUA POLEMICA NEL "
    "BLOG?', 'Prenota il tuo spazio qui. INFO') are taken for the show's, and who posted each entry and when "
    "('Pubblicato da Redazione alle 07:30') stands under its length, which stays in the description",
    "generic-heldout215-kasts-open-source-at-the-pub": "the app's side bar over the show's title ('Queue', "
    "'Discover', 'Episodes', 'Subscriptions', 'Downloads', 'Settings') is not told for the app's, and date lines "
    "marked new ('2 December 2025 \u00b7 New') are not read: no show, and three entries of five",
    "generic-heldout216-an-les-voix-de-la-peninsule": "'Initiative de journalisme local' under some bylines stays in "
    "those entries' descriptions",
    "generic-heldout216-gn-zwischen-glaernisch-und-toedi": "a kicker stands over some titles only ('Rutschung "
    "Wagenrunse', 'Landsgemeinde'), and is taken for those titles",
    "generic-heldout217-on-ostnyland-poddar": "each date is a day and a month without a year alone on its line "
    "('30.12'): the page is read as Apple's",
    "generic-heldout217-va-vogtland-ohren": "the paper's newsletter box after the second entry stands under its "
    "length, which stays in its description with the box",
    "generic-heldout217-vh-lyt-til-hammel": "a button the reader does not know before each length ('Lyt med \u00b7 "
    "34:12') makes those lines the titles",
    "generic-heldout217-zo-voces-del-sarape": "the paper and the town apart by a bar over each date line "
    "('Z\u00f3calo | Saltillo') are taken for the titles (review 17's interview titles are written so)",
    "generic-heldout170-girlguiding-unit-campfire-chat": "who made each episode under its notes ('Made by: the Guides "
    "of the Kingfisher patrol') stays in the descriptions: a labelled value in small letters is the notes' own text "
    "as often ('Round one: general knowledge', 'Next week: the lighting designers': review 45)",
    "generic-heldout205-time-bank-an-hour-for-an-hour": "the swap of the fortnight in small letters under each "
    "entry's notes ('Swap of the fortnight: two hours of driving for ...') stays in the description, as a value in "
    "small letters is no fact",
    "generic-heldout206-male-voice-choir-the-back-row": "the singers featured, in small letters ('Featuring: the "
    "first tenors ...'), stay in the description",
    "generic-heldout216-tractor-club-furrow-and-flywheel": "a labelled line in small letters over each length ('In "
    "the shed: a 1952 Ferguson TE20 bought as a barn find') stays in the descriptions: such lines in every entry are "
    "the notes' own text (review 45's running orders, 'Au programme: le budget, la rocade et la m\u00e9t\u00e9o')",
    "generic-heldout183-pz-goldstadt-geschichten": "the link back to the page's top under the last entry ('nach "
    "oben') is reported as the page's text, where the page's JSON drops it: a show or an episode may be titled 'Nach "
    "oben' (review 39)",
    "generic-heldout218-majelan-le-souffle-du-matin": "the app's 'Ajouter \u00e0 ma liste' stays in the show's "
    "description, and the guest's line with a job under each entry's notes ('Avec Claire Dutour, m\u00e9decin du "
    "sommeil') in the entries'",
    "generic-heldout218-sonora-los-faros-del-fin-del-mundo": "the series' maker and its season and count ('Una serie "
    "de Luc\u00eda Aranda', 'Temporada 1 \u00b7 5 episodios') stay in the show's description",
    "generic-heldout219-fuchsia-society-bells-and-buds": "a labelled tip in small letters under each entry's notes "
    "('Tip of the fortnight: keep the compost just moist, ...') stays in the descriptions, as review 45's running "
    "orders are read",
    "generic-heldout219-jc-vozes-de-bauru": "the byline and the reading time on one line ('Por Mariana Prado | Tempo "
    "de leitura: 2 min') are taken for the titles",
    "generic-heldout219-qs-voci-dell-isola": "the writer's name alone over each title ('Giuseppe Nicotra') stays at "
    "the end of the entry before it",
    "generic-heldout219-rl-lelystad-luistert": "the broadcaster's 'Luister live' over the show's title is taken for "
    "the title",
    "generic-heldout220-so-aaregespraeche": "the player's line ('\u25b6 Podcast h\u00f6ren (34 Min.)') stands over "
    "each entry's kicker and title, and is taken for the next entry's title",
    "generic-heldout220-ut-lyden-af-marsken": "the paper's name under the list's end ('Vis flere', then 'Ugeavisen "
    "T\u00f8nder') is dropped with the footer, where the page's JSON reports it",
    "generic-heldout221-church-center-wednesday-night-teaching": "the app's tab over the show's title ('Sermons') is "
    "taken for the title, and the next entry's title for the last line of each entry's text",
    "generic-heldout221-oxford-podcasts-hedgerows-and-history": "the people with their departments in brackets under "
    "each title ('Dr Helen Price (Department of Biology), Tom Ashby (Wytham Woods)') stay in the descriptions",
    "generic-heldout222-mummers-in-comes-i": "the download link without its size in the entry that has no length "
    "('Download MP3', where the others give '(33 MB)') stays in its description",
    "generic-heldout222-ol-vozes-do-para": "each date stands after the writer and a bar with a two-digit year ('Por "
    "... | 03.12.25 6h00'), which no date line's form reads: no entry is read",
    "generic-heldout222-tl-voix-du-tarn": "each title opens with its place in capitals and a full stop ('ALBI. Le "
    "march\u00e9 de No\u00ebl ...'), which stays in the titles",
    "generic-heldout223-ed-voces-del-puerto": "each length stands after a button and a bar ('Escuchar podcast | "
    "32:12'), which is not read as the entry's length",
    "generic-heldout223-land-yacht-club-wind-on-the-sand": "the conditions on the day with a clock time ('Conditions "
    "on the day: WSW 6-7, low water 11:40') stand over each length and stay in the descriptions, the length unread",
    "generic-heldout224-headgum-bad-ideas-good-people": "each date and length stand under the notes in minutes alone "
    "('Dec 02, 2025 \u2022 64 min'), as Overcast's do: the page is read as Overcast's",
    "generic-heldout224-radio-lingua-coffee-break-gaelic": "the lesson's number over each title ('Lesson 23') stays "
    "at the end of the entry before it",
    "generic-heldout224-smithsonian-drawer-by-drawer": "the museum's menu and its motto over the show's title "
    "('Learn', 'Lend us your ears...') are taken for the show's title and description",
    "generic-heldout224-ur-play-fragor-om-skogen": "the kind over the show's title ('Poddserie') is taken for the "
    "title",
    "generic-heldout224-viertausendhertz-nachtzug": "the sponsor's line under some entries' notes ('Diese Folge wird "
    "unterst\u00fctzt von ...') stays in their descriptions",
    "generic-heldout225-ac-les-voix-du-centre": "the first entry's title and teaser, under a lone 'Image' line, are "
    "read into the show's description",
    "generic-heldout225-ad-apeldoorn-luistert": "'Hieronder vind je alle afleveringen van Apeldoorn luistert.' stays "
    "in the show's description, and each title shown twice with '[PODCAST] ' before it",
    "generic-heldout225-az-zwischen-aare-und-jura": "the first entry's kicker, title and teaser are read into the "
    "show's description, and each picture's credit ('\u00a9 Aargauer Zeitung/Britta Gut') is taken for a title",
    "generic-heldout225-bus-preservation-society-fares-please": "the post's category and comment link ('Posted in "
    "Podcast | Leave a comment') stand over some entries' notes and stay in their descriptions",
    "generic-heldout225-ct-teate-racconta": "a call for tips between two entries ('Hai una segnalazione? Scrivici su "
    "WhatsApp') is taken for a title",
    "generic-heldout225-gt-nissadalen-i-orat": "the place glued to each teaser's first word ('GislavedHantverkare "
    "...') stays in the descriptions",
    "generic-heldout226-balloon-club-above-the-vale": "the launch site with its time under each entry's notes "
    "('Launch site: Ashby Park, 07:42') stays in the descriptions",
    "generic-heldout226-da-vozes-de-sao-miguel": "each length after its button ('Ouvir \u00b7 34 min') stands over "
    "the next entry's section in small letters ('entrevista') and is not read",
    "generic-heldout226-ft-ved-ulvesundet": "the first entry's title and teaser, under the 'PODKAST' kicker, are read "
    "into the show's description",
    "generic-heldout226-sw-le-due-sponde": "the writer after the date and a bar ('3 Dicembre 2025 08:00 | di "
    "Francesca Morabito') is kept as the text after the date, opening the descriptions",
    "generic-heldout227-afl-cio-on-the-clock": "where to listen, in a sentence before the apps ('Listen wherever you "
    "get your podcasts: Spotify, Apple Podcasts, YouTube'), stays in the show's description",
    "generic-heldout227-iwm-the-home-front-table": "the credits of two roles on one line without a separator "
    "('Narrator: Olivia Granger Producer: Priya Nair at Larder Audio') stay in the descriptions",
    "generic-heldout227-macmillan-after-treatment": "the presenter in a sentence after the show's description ('Our "
    "podcast is presented by Joanne Price, a Macmillan nurse.') stays in it, and each title keeps its number "
    "('Episode 12 - Going back to work')",
    "generic-heldout227-rijksmuseum-onder-de-vernis": "the museum's section over the show's title ('Verhalen') is "
    "taken for the title, and each length is glued before its title ('34:12 min. - De hond die verdween')",
    "generic-heldout228-co-sa-boxi-de-casteddu": "the byline over each date line ('di Redazione') is taken for the "
    "title",
    "generic-heldout228-ha-voces-de-la-feria": "each date is only in the teaser's dateline ('Calvillo, Diciembre 2 "
    "(2025).- '), which no date line's form reads: no entry is read",
    "generic-heldout228-lc-caen-a-voix-haute": "each length after its button ('\u25b6 \u00c9couter \u00b7 28 min') "
    "stands over the next entry's kicker ('Podcast \u00b7 Ouistreham') and is not read",
    "generic-heldout228-twinning-association-across-the-channel": "the post's categories after each date ('Posted 2 "
    "December 2025 in Podcast, Exchange visits') open the descriptions",
    "generic-heldout229-lr-au-bord-du-lac": "a call for tips between entries ('Vous avez une info ? "
    "\u00c9crivez-nous') is taken for a title",
    "generic-heldout229-um-voci-dal-cuore-verde": "each teaser opens with its town, its day and a dash ('GUBBIO, 2 "
    "dicembre 2025 \u2013 '), which stay in the descriptions",
    "generic-heldout229-zr-langs-de-kanaaldijk": "each title opens with its town in capitals and a colon ('ZELZATE: "
    "De kerstmarkt ...'), which stays in the titles",
    "generic-heldout230-duolingo-cafe-paris": "the site's 'How to Listen' heading and its sentence under the last "
    "entry ('Listen free on Apple Podcasts or wherever you listen to podcasts.') are reported, where the page's JSON "
    "drops them",
    "generic-heldout230-goethe-institut-zwischen-den-zeilen": "the host under the show's description ('Moderation: "
    "Katrin Sommer') stays in it",
    "generic-heldout230-gulbenkian-ouvido-atento": "the next entry's series heading ('Perguntas dos ouvintes') stays "
    "at the end of the entry before it",
    "generic-heldout230-louvre-les-mains-du-louvre": "where else to listen in a sentence ('\u00c0 \u00e9couter sur "
    "Soundcloud, ...') stays in the show's description, and each title keeps its number ('\u00c9pisode 12 : ...')",
    "generic-heldout230-mayo-clinic-news-network-ask-the-specialist": "the clinic's 'Request an Appointment' is taken "
    "for the show's title, and each picture's description after the length ('a young woman holds ...') stays in the "
    "descriptions with the length unread",
    "generic-heldout230-wellcome-collection-the-body-keeps-time": "the cookie notice over the site's menu ('Wellcome "
    "uses cookies.') is taken for the show's title",
    "generic-heldout231-el-nuevo-dia-ciudad-musical": "each date is written month first with 'de' before the year and "
    "its hour ('Noviembre 30 de 2025 - 06:00 a. m.'), which no date line's form reads: no entry is read",
    "generic-heldout231-estado-de-minas-gerais-em-foco": "the update after each date and a slash ('/ atualizado em "
    "04/12/2025 08:15') opens the descriptions",
    "generic-heldout231-forlitoday-voci-di-romagna": "the site's 'Segnala' (send a tip) over the show's title is "
    "taken for the title",
    "generic-heldout231-nya-ostis-ostra-roster": "each teaser opens with its place in capitals and a space alone "
    "('LOVISA Ett g\u00e4ng ...'), which stays in the descriptions (a teaser may open with a word in capitals)",
    "generic-heldout232-bouke-namur-a-l-ecoute": "the first entry, under 'Aussi sur' and a lone 'Image' line, is read "
    "into the show's description",
    "generic-heldout232-larno-voci-sull-arno": "each teaser opens with the writer between dashes ('\u2013 Marco "
    "Pellegrini \u2013 '), which stays in the descriptions",
    "generic-heldout232-oz-zeeuwen-vertellen": "each picture's caption with its credit in brackets ('De intocht aan "
    "de Boulevard (foto: Omroep Zeeland)') stays in the descriptions",
    "generic-heldout232-ru-voces-de-la-heroica": "the radio's 'En vivo' over the show's title is taken for the title",
    "generic-heldout232-ssl-aanekosken-aanet": "the paywall's lines after the second entry stand under its length, "
    "which stays in its description with them",
    "generic-heldout232-unicycle-club-one-wheel-radio": "the club's 'Join / Renew' over the show's title is taken for "
    "the title",
    "generic-heldout233-british-library-ink-and-echo": "a line describing each entry's picture ('An open logbook with "
    "faded handwriting and a drawing of a whale') stands over the line of the marker and the title ('S3 E12 The "
    "Ship's Log That Came Home'), and is taken for the title; the store links under the show's description ('Listen "
    "on Apple Podcasts    Listen on Spotify') stay in it",
    "generic-heldout235-bote-schwyzer-stimmen": "each entry runs from its town and title over the teaser down to the "
    "date line, the writer alone under it ('Petra K\u00e4lin') and the length under that ('H\u00f6rdauer: 34 Min.'): "
    "the writers are taken for titles below the date lines",
    "generic-heldout235-jdm-morges-a-voix-haute": "the newsletter's box after the second entry ('Pour ne rien manquer "
    "de l'actualit\u00e9 r\u00e9gionale' over its sentence) is taken for the third entry's title, and that entry's "
    "section and title go into its description",
    "generic-heldout166-ar-voces-del-campo": "the town in capitals after its article opening each teaser ('LA "
    "L\u00cdNEA.- Comerciantes ...') stays in it: a dateline after an article was tried and taken back, as rubrics "
    "open teasers so ('LA ENTREVISTA.- ', 'IL PUNTO - ', review 34)",
    "generic-heldout235-hvo-boeskoolstad-verhalen": "the village after its article opening one teaser ('DE LUTTE - "
    "Een melkveehouder ...') stays in it, where the other teasers' towns ('OLDENZAAL - ') are cut: a town after an "
    "article is not cut, as rubrics open teasers so ('LA ENTREVISTA.- ', 'IL PUNTO - ', review 34)",
    "generic-heldout234-ba-byen-mellom-fjellene": "the same sentence under every entry's length ('H\u00f8r episoden i "
    "spilleren over, eller der du vanligvis lytter til podkast.') is kept as the descriptions' own text, as a "
    "sentence in every entry is (a sponsor's, a notice), so the length line above it ends no entry and stays in the "
    "text",
    "generic-heldout234-ha-voix-du-haut-anjou": "the communes over the titles ('Ch\u00e2teau-Gontier-sur-Mayenne', "
    "'Craon'), some of which the menu names in a shorter form, are taken for the titles, and the titles go into the "
    "descriptions; the comments' box after the third entry ('L'espace des commentaires ...') is taken for an entry's "
    "title",
    "generic-heldout234-tc-voces-de-la-hoz": "one entry's picture caption repeats its title with the credit ('La "
    "vendimia en Ucl\u00e9s - Foto: La Tribuna') and stays in its description",
    "generic-heldout236-centre-pompidou-les-reserves-parlent": "the guests' line right over each date line, their "
    "jobs in brackets ('Avec In\u00e8s Gu\u00e9rin (r\u00e9gisseuse des \u0153uvres) et Karim Bela\u00efd (menuisier "
    "d'art)'), is taken for the title above the date line; the closure notice and the menu under the site's name "
    "start the show's description",
    "generic-heldout236-staedel-museum-zwischen-den-rahmen": "each title opens with the episode's number ('#31 Der "
    "Blick aus dem Atelierfenster'), which the page's JSON cuts from the title and reads as the number; pages that "
    "keep such numbers in their titles outnumber those that cut them",
    "generic-heldout237-tv-tongerse-verhalen": "the newsroom's call for news under the app links ('Heb jij of uw "
    "vereniging iets te melden? Neem dan snel contact met ons op.') ends the show's description",
    "generic-heldout238-eitb-podkast-mareas-vivas": "the station's name over the show's title, under the site's menu "
    "('Radio Euskadi' over 'Mareas vivas'), is taken for the show's title",
    "generic-heldout238-new-york-public-library-the-stacks-at-night": "each title opens with the show's name and the "
    "episode's number ('The Stacks at Night #58: The Menu Collection'), which the page's JSON cuts from the title and "
    "reads as the number",
    "generic-heldout239-rs-voix-de-seine-et-marne": "the town under the paper's name in the footer ('Melun') is "
    "dropped with the footer's other lines, where the page's JSON reports it",
    "generic-heldout240-mn-langs-de-mandel": "each title opens with its town in capitals and a colon ('IZEGEM: "
    "Kerstmarkt op de Korenmarkt'), which the page's JSON cuts; sections so written stay in titles ('B\u00d8KER: "
    "Vinterens beste romaner', Morgenbladet's)",
    "generic-heldout240-vl-echos-de-l-ambleve": "each title opens with its town and a dash ('Stavelot - Le "
    "march\u00e9 de No\u00ebl de l'abbaye'), which the page's JSON cuts from the title",
    "generic-heldout238-podopolo-the-sourdough-hour": "its date lines ('Dec 2, 2025 \u2022 34 min') are of Overcast's "
    "form and the page has Overcast's marks ('Follow', 'Share'), so Overcast's spec wins the vote by one line over "
    "the generic reader, which also reads 'Nov 18, 2025 \u2022 1 hr 4 min', a length Overcast never writes; read as "
    "Overcast, the header and one entry are misread",
    "generic-heldout241-age-uk-the-good-years": "each title opens with the episode's number ('Ep. 14 Keeping Warm for "
    "Less'), which the page's JSON cuts and reads as the number; and a link of the charity's menu ('Services in your "
    "area') is taken for the show's title",
    "generic-heldout241-harvard-kennedy-school-public-square": "each title opens with the episode's number alone "
    "('231 Why Bridges Cost So Much'), which the page's JSON cuts from the title and reads as the number",
    "generic-heldout241-helmet-kirjastot-hyllyjen-valissa": "each title opens with the episode's number ('Jakso 24: "
    "Joulun paksuimmat kirjat'), which the page's JSON cuts from the title and reads as the number; the language "
    "links over the show's title ('Suomeksi | P\u00e5 svenska | In English') are taken for it",
    "generic-heldout241-secours-populaire-voix-solidaires": "the federation over each title ('F\u00e9d\u00e9ration du "
    "Rh\u00f4ne'), right under the entry above's date line and its button, is taken for the title, and the title goes "
    "into the description",
    "generic-heldout241-spanishpod101-tapas-talk": "each title opens with the lesson's number ('Lesson 25 - Ordering "
    "at the Market'), which the page's JSON cuts; the call to create an account over the show's title ('Create Your "
    "Free Lifetime Account') is taken for the title",
    "generic-heldout241-uffizi-voci-dalle-sale": "the museum over each title ('Giardino di Boboli', 'Galleria delle "
    "Statue e delle Pitture'), right under the entry above's length and buttons, stays in the description above: the "
    "first of them is of too many words for a topic over a title, and two thirds of the entries need one",
    "generic-heldout242-kn-rost-fran-kusten": "the box of the paper's other stories between two entries ('L\u00c4S "
    "\u00c4VEN OM' over two headlines) ends up in the entry above, so its length line ends no entry",
    "generic-heldout177-no-zwischen-traisen-und-dom": "each date is a day and a month's name without a year, a comma "
    "and the hour ('29. Dezember, 17:30'), which no date form reads (a title may be a moment so written, '9. "
    "November, 18:53': review 37): nothing is read",
    "generic-heldout243-to-voci-dalla-mole": "its dates are a day and a month with the hour after a comma ('29 "
    "dicembre, 07:30'), which are not read as dates: a day and a month's name before a comma and a clock may be a "
    "title ('11 September, 08:46', review 37), so nothing is read",
    "generic-heldout244-voicerepublic-city-futures-talks": "the site's heading 'Series' over the show's title, which "
    "its menu names too, is taken for the show's title, as a line the page writes twice names the show",
    "generic-heldout245-jigsaw-club-edge-pieces-first": "the line of the table's puzzle in every entry, its value in "
    "small letters ('On the table: ...'), stays in the description, as a running order's labelled lines do (review "
    "45)",
    "generic-heldout244-kkbox-after-hours-with-mei": "the button under the last entry, 'More', is reported as the "
    "page's text: an episode may be titled 'More' (a reviewed page), so the word alone ends no list",
    "generic-heldout247-culips-kitchen-table-english": "each title stands over the episode's level and kinds of "
    "material ('Intermediate', 'Audio PDF Guide'), which are taken for titles over the date lines",
    "generic-heldout247-kcl-war-studies-ceasefire-lines": "the department's name over the show's title ('Department "
    "of War Studies') is taken for the show's title",
    "generic-heldout247-radio-nova-les-nuits-de-belleville": "each date line holds the date and the title after a "
    "colon ('Podcast du mardi 2 d\u00e9cembre 2025 : La derni\u00e8re ligne de bus'): a date after words, before a "
    "title, is read nowhere, so nothing is read",
    "generic-heldout247-shelter-keys-in-hand": "its 'Read more' links under each entry and its 'Published: <day> by "
    "<name>' lines make the blog index's layout ('articles') win the vote over the generic reader, so the show is no "
    "header of that layout's and the titles are misread",
    "generic-heldout248-ab-pa-holmen": "the bilingual menu's links ('Annonsera / Ilmoita', 'Logga in / Kirjaudu') are "
    "taken for the show's title and description",
    "generic-heldout248-crossword-club-across-and-down": "the line of each week's grid, its value in small letters "
    "('This week's grid: a Thursday rebus ...'), stays in the description, as a running order's labelled lines do "
    "(review 45)",
    "generic-heldout248-dt-maasland-verhalen": "the broadcaster's menu link 'TV' over the show's title is taken for "
    "the title",
    "generic-heldout248-mz-zwischen-iller-und-guenz": "each entry opens with a picture's caption, a section and a "
    "topic over the title ('Die ersten Buden stehen vor dem Rathaus.', 'Lokales', 'Advent'), and the caption is taken "
    "for the title",
    "generic-heldout249-ds-vozes-do-ave": "the link 'Ler Mais \u00bb' under each entry is glued to the next entry's "
    "title ('Ler Mais \u00bbA F\u00e1brica de Santo Thyrso') and stays in it",
    "generic-heldout249-lb-eulachgespraeche": "the kicker over each title ('Podcast aus Winterthur', a kind and a "
    "place after 'aus') is taken for the title",
    "generic-heldout249-ll-pitajan-aanet": "the writer's name and the place in capitals, each alone on a line under "
    "the date ('Anneli Rautio', 'SYSM\u00c4'), stay in the description",
    "generic-heldout249-rz-zottegem-spreekt": "Joomla's line of who wrote each post, the name in small letters "
    "('Geschreven door jan de smet'), is taken for the title below the 'Details' heading",
    "generic-heldout249-vp-voci-dall-adriatico": "one teaser ends with the picture's note ('(foto d'archivio)'), "
    "which stays in the description: a cut needs half the entries",
    "generic-heldout250-getty-the-conservators-table": "the site's heading over the show's title ('Getty Podcasts') "
    "is taken for the show's title",
    "generic-heldout250-learnenglish-stop-and-chat": "the level over each title ('A2 English level "
    "(pre-intermediate)') is taken for the title",
    "generic-heldout250-musee-orsay-histoires-de-cadres": "the painting's line under each title ('Autour de "
    "l'\u0153uvre : Henri Fantin-Latour, Un atelier aux Batignolles') is taken for the title",
    "generic-heldout251-letterpress-club-type-high": "the line of the press in every entry, its value in small "
    "letters ('On the press: a 10x15 Chandler & Price platen'), stays in the description, as a running order's "
    "labelled lines do (review 45)",
    "generic-heldout251-to-voces-de-totana": "the link to send the paper news over the show's title ('Env\u00edanos "
    "tu noticia') is taken for the show's title",
    "generic-heldout252-gm-gens-d-ici-la-voix": "the picture's credit and the writer in capitals under each teaser "
    "('LDD', 'SONIA BELLEMARE') stay in the description",
    "generic-heldout252-ig-aan-de-toog": "each teaser ends in its source in brackets ('(Foto's YoHe)') and a 'Meer "
    "foto's' link, which stay in the description",
    "generic-heldout252-jm-prosa-no-triangulo": "the picture's credit under some teasers "
    "('(Foto/Divulga\u00e7\u00e3o)') stays in the description: a cut needs half the entries",
    "generic-heldout252-st-solinger-koepfe": "each teaser opens with a quarter of the town and a colon ('Unterburg: "
    "Sie schleift ...'), which stays in it",
    "generic-heldout253-crisis-the-door-is-open": "the centre over each title ('Crisis Skylight Newcastle'), first in "
    "its entry, is taken for the title",
    "generic-heldout253-edinburgh-hca-old-college-conversations": "each length stands in a download link with the "
    "file's kind and size ('Download audio (MP3, 40.3 MB, 42 min)'), which is read as no length; the producer's line "
    "under the show's description stays in it",
    "generic-heldout253-national-trust-footpaths-and-fables": "the player's two clocks under each entry ('00:00' over "
    "'31:00') are taken for the next title's line and the length of none",
    "generic-heldout254-mn-folk-ved-fjorden": "the kicker line between each day's heading and its title "
    "('F\u00f8rjulstid') is taken for the title",
    "generic-heldout254-qd-voci-del-quartiere": "its dates follow a place between bullets ('\u2022 Farra di Soligo "
    "\u2022 - 19 Novembre 2025'), which no date line explains, so nothing is read",
    "generic-heldout254-sg-stadt-gespraeche": "the paper's region over the show's title ('Ostschweiz') is taken for "
    "the show's title",
    "generic-heldout254-spoon-carving-club-knife-and-crook": "the line of what was carved in every entry, its value "
    "in small letters ('Carved this episode: a cherry eating spoon'), stays in the description, as a running order's "
    "labelled lines do (review 45)",
    "generic-heldout254-to-stemmen-van-oost": "the tags run together under each teaser ('Sint-NiklaasSinterklaasGrote "
    "Markt') stay in the description",
    "generic-heldout255-du-sotto-i-torricini": "the box about the paper's print issue after the second entry ('IN "
    "EDICOLA \u2013 Il nuovo numero del Ducato') is taken for the third entry's title",
    "generic-heldout255-el-les-voix-du-lac": "the picture's credit in brackets under two teasers ('(Photo : Photo "
    "courtoisie ...)') stays in them: a cut needs half the entries",
    "generic-heldout256-everypodcast-stitch-by-stitch": "the directory's sign-up banner ('New Sign up today and "
    "subscribe to podcasts!', '(FREE account required)') under its menu is taken for the show's title and "
    "description, and the lines under the blurb ('Copyright: ...', the feed's and the apps' links, 'Rated 4.8 stars') "
    "stay in it",
    "generic-heldout256-octopus-saooti-la-voix-des-halles": "the host's line under each title ('Anim\u00e9 par "
    "\u00c9lodie Chassang') stays in the description, as a 'Hosted by' line does (a line of the notes: see `_PEOPLE`)",
    "generic-heldout256-wissenschaftspodcasts-ladung-an-bord": "the heading over the list ('Episoden: Neueste "
    "Episoden') and each entry's link under it ('Weitere Informationen zur Episode \"...\"') are taken for the "
    "titles, the title being the first line of an entry whose date and length are under its notes; the show's title "
    "in its wrapper ('Podcast \"Ladung an Bord\"') is not read as the title",
    "generic-heldout257-college-de-france-les-savoirs-du-mardi": "the speaker's line between each title and its date "
    "line ('Pr H\u00e9l\u00e8ne Marchetti, chaire \u00c9cologie des for\u00eats') is taken for the title, and the "
    "kind over each title ('Cours \u00b7 Ann\u00e9e 2025-2026') with the title itself end up in the entry above",
    "generic-heldout257-fiocruz-conversa-de-laboratorio": "the byline glued to each date ('Por Ana L\u00facia "
    "Prado03/12/2025') reads as the old Spotify page's title glued to its date, so the page is read in that layout",
    "generic-heldout257-mpg-denkpause": "the institute over each title ('Max-Planck-Institut f\u00fcr "
    "Rechtsgeschichte und Rechtstheorie') ends up in the entry above, under the player's clocks ('0:00 / 34:12'), "
    "which then are not its last line and give no length",
    "generic-heldout258-alpenverein-huettenfunk": "each title opens with the episode's number ('#031 Der letzte "
    "H\u00fcttenabend der Saison'), which the page's JSON cuts from the title; the blocked player's lines under each "
    "length ('podigee Player', 'F\u00fcr die Darstellung dieser Inhalte ...') keep the length line ('L\u00e4nge: 42 "
    "Min.') from being read",
    "generic-heldout258-alzheimers-society-still-me": "the topic over each title ('Caring for someone'), first in an "
    "entry whose date line ends it, is taken for the title; the support line's number under the menu ('Dementia "
    "Support Line: 0333 150 3456') is taken for the show's title",
    "generic-heldout258-cgt-la-salle-des-pas-perdus": "the page's JSON leaves out each entry's rebroadcast line "
    "('\U0001f519 Rediffusion de l'\u00e9mission Twitch du 2 d\u00e9cembre 2025'), which reads as the notes' last "
    "line",
    "generic-heldout258-visitscotland-round-the-next-bend": "the region over each title ('Edinburgh', 'Islay') ends "
    "up as the last line of the entry above, and the first in the show's description",
    "generic-heldout259-podcast24-tramping-tales": "the directory's menu links ('Categories', 'Top lists', 'What is a "
    "podcast?', 'Search podcasts') over the show's title are taken for the show's title and description, with the "
    "hosts' names alone under it ('Aroha Whitmore and Sam Keene')",
    "generic-heldout260-folger-folio-and-footlights": "each episode's date stands only in a sentence of credits after "
    "its notes ('From the Folio & Footlights podcast. Published December 2, 2025. \u00a9 Folger ...'): no date line, "
    "nothing read",
    "generic-heldout260-helsingin-yliopisto-tieteen-takahuone": "each title opens with the show's name and the "
    "episode's number ('Tieteen takahuone, jakso 18: ...'), which the page's JSON cuts from the title, and the show's "
    "tagline repeated after each entry's notes stays in them",
    "generic-heldout260-mnhn-les-voix-du-vivant": "the guests' line over one entry's date ('Avec Claire Desjardins et "
    "l'\u00e9quipe du podcast') is taken for its title, and one length ('Dur\u00e9e : 1 h 04 min', under two "
    "paragraphs) is not read",
    "generic-heldout260-state-library-nsw-the-reading-room": "the date lines under each entry's notes ('Published 2 "
    "December 2025 | 41 mins') are read as over the next entry's title: each entry gets the next one's title and "
    "text, the last the footer's",
    "generic-heldout260-triennale-milano-oggetti-parlanti": "each date stands after the episode's number and 'dal' "
    "('Episodio 12 dal 30 dicembre'), which reads as no date line: nothing read",
    "generic-heldout261-babbel-sprachreise-im-ohr": "the language and level over each title ('Italienisch \u00b7 "
    "A2'), first in an entry whose date line ends it, is taken for the title",
    "generic-heldout261-bologna-welcome-sotto-i-portici": "the stage over each title ('Tappa 5'), which the page's "
    "JSON reads as the episode's number, is no marker podcat knows; the narrator's line under the blurb ('Voce "
    "narrante: Marta Golinelli') stays in the show's description",
    "generic-heldout261-cipd-the-people-agenda": "the line of who joins the host in each entry ('CIPD Head of "
    "Research Rachel Okafor is joined by ...'), which the page's JSON leaves out, stays in the description, as a "
    "sentence does",
    "generic-heldout262-emonsite-les-voix-du-marais": "each date stands after its byline on one line ('Par Martine "
    "Rousseau Le 02/12/2025'), which reads as no date line: nothing read",
    "generic-heldout262-hipcast-the-back-forty": "the show's subtitle under its title ('Small farms, big questions') "
    "and the feeds' line ('Subscribe: RSS | iTunes') stay in the show's description, and the posting line ('Posted by "
    "Ray Dunning at 7:30 PM | Download') stays in the one entry that has no length line",
    "generic-heldout262-podvine-tidepool-talk": "the link under the last entry ('View all 86 episodes', with the "
    "count) ends no list, and is reported",
    "generic-heldout262-simvoly-the-gorge-report": "one teaser's dateline opens with an article ('THE DALLES, Ore. "
    "\u2014 '), which no dateline's cut takes (a title in capitals may open so), and stays in it",
    "generic-heldout262-springcast-de-fietsenmaker": "the show's subtitle under its title ('Over fietsen, sleutelen "
    "en de mensen erachter') and the menu's 'Over' stay in the show's description",
    "generic-heldout263-fraunhofer-forschungsfunk": "the host's line under the blurb ('Host: Lena Hoffmeister') is "
    "taken for the first entry's title, whose own title stays in its description",
    "generic-heldout263-kansallismuseo-esineen-muisti": "the guests' paragraph after each entry's notes ('Jaksossa "
    "vieraina ovat ...'), which the page's JSON leaves out, stays in the description, and the host's line in the "
    "show's",
    "generic-heldout263-library-and-archives-canada-paper-trails": "each length stands in brackets at its title's end "
    "('... (length: 41:12)'), which is read as part of the title and no length; the site's section over the show's "
    "title ('Culture, history and sport') is taken for it",
    "generic-heldout263-newberry-library-ink-and-atlas": "the producers' line under the blurb ('Produced by the "
    "Newberry's Public Programs team') is taken for the first entry's title, and the lengths in the audio files' "
    "links ('Listen (MP3, 44 minutes)') are not read",
    "generic-heldout264-aba-english-ingles-en-el-cafe": "the level over each title ('Nivel intermedio (B1)') ends up "
    "as the last line of the entry above, after its length, which is then not read",
    "generic-heldout264-anwb-wat-het-pad-vertelt": "the place over each title ('Exloo, Drenthe'), first in an entry "
    "whose date line ends it, is taken for the title, and the makers' line ('Gemaakt door Sanne de Vries') stays in "
    "the show's description",
    "generic-heldout264-mind-kettle-on": "the content warning opening some entries' notes ('Content warning: this "
    "episode mentions self-harm.'), which the page's JSON leaves out, stays in them, and the last entry's length "
    "('Duration: 42 mins') is not read",
    "generic-heldout264-onlylyon-lyon-a-voix-haute": "the tourism office's menu ('Que faire ?', 'O\u00f9 dormir ?', "
    "'D\u00e9couvrir Lyon') and its languages ('FR | EN') are taken for the show's title and description",
    "generic-heldout265-panoptikum-stadt-land-schiene": "the directory's menu link 'Personen' over the show's title "
    "is taken for the title, and the contributors' line ('Mitwirkende: Jonas Reimer, Paula Stein') stays in the "
    "show's description",
    "generic-heldout265-showit-the-slow-studio": "the dotted dates with two-digit years ('12.02.25'), month first as "
    "the American site writes them, are read day first (a dotted date is day first wherever dots are used), and the "
    "menu's 'Work with me' is taken for the show's title",
    "generic-heldout265-sitew-paroles-de-port": "the place line under each date ('Lieu : Le Guilvinec') stays in the "
    "description, and the heading 'Les \u00e9pisodes' is taken for the show's title",
    "generic-heldout266-archives-nationales-papiers-d-etat": "the kicker over each title ('Podcast \u2013 "
    "\u00c9pisode 5') ends up in the entry above, under its length line ('Dur\u00e9e : 34 min 20 s'), which is then "
    "not read; the guests' line ('Avec : Sophie Delorme, conservatrice du patrimoine') stays in the description",
    "generic-heldout266-brookings-the-policy-desk": "the breadcrumb ending in the show's name ('Podcasts > The Policy "
    "Desk') is taken for the show's title",
    "generic-heldout266-kansalliskirjasto-kirjojen-katkoista": "the guest's line under each entry's notes, a role "
    "before the name ('Vieraana: tutkija Eero Lindqvist'), stays in the description",
    "generic-heldout266-museo-galileo-strumenti-del-cielo": "each title stands between the episode's number and its "
    "room ('Episodio 9 - \"Il cannocchiale di Galileo\" - Sala VII'), which the page's JSON cuts; the site's "
    "languages ('IT | EN') are taken for the show's title",
    "generic-heldout266-museu-nacional-de-arte-antiga-janelas-verdes": "the guests' line under each title, a role "
    "before the name ('Com a conservadora Teresa Salgueiro'), stays in the description, and the hosts' line in the "
    "show's",
    "generic-heldout266-national-library-of-wales-voices-from-the-vaults": "the blog's category line under each title "
    "('Podcast / Collections - Posted 03-12-2025') is taken for the title, and the breadcrumb ('Blog - Podcast') for "
    "the show's",
    "generic-heldout266-royal-museums-greenwich-log-of-the-tides": "each date stands in the title's heading without a "
    "year ('Episode 14: Tuesday 2 December - The Clock That Found the Longitude'): no date line, nothing read",
    "generic-heldout266-staatsbibliothek-zu-berlin-aus-dem-magazin": "each title opens with the show's name and the "
    "episode's number ('Aus dem Magazin, Folge 12: ...'), which the page's JSON cuts, and the picture's credit under "
    "each date line ('|| Copyright: SBB-PK/...') stays in the description",
    "generic-heldout266-the-met-the-back-galleries": "the guests' lines over each date line, under 'Guests:' ('Delia "
    "Marchand, historian'), are taken for the titles, the date lines ending the entries",
    "generic-heldout267-alliance-francaise-paris-a-la-terrasse": "the level's line under each date ('Niveau A2 \u2013 "
    "\u00e9l\u00e9mentaire') is cut at its dash, and its last word stays in the description",
    "generic-heldout267-ccoo-a-pie-de-tajo": "the kicker over the first title ('A pie de tajo. Programa #24') stays "
    "in the show's description, and each title opens with the episode's number ('24. Jornada de 37,5 horas: ...'), "
    "which the page's JSON cuts",
    "generic-heldout267-discover-ireland-stories-from-the-edge": "the place under each title after a pin "
    "('\U0001f4cd Dingle, Co. Kerry') stays in the description (a line so flagged may be a title: review 24), and "
    "one entry is lost",
    "generic-heldout267-natuurmonumenten-het-bos-in": "the rangers' line under the blurb ('Met boswachter ...') stays "
    "in the show's description",
    "generic-heldout267-union-berlin-waldseite": "each title opens with the episode's number ('#48 \u2013 Im "
    "Gespr\u00e4ch mit dem Platzwart'), which the page's JSON cuts",
    "generic-heldout268-kukufm-the-calm-commute": "the app's line of the show's language and category ('English "
    "\u00b7 Self Help') stays in the show's description",
    "generic-heldout268-webself-les-voix-du-marche": "the heading over the list ('Nos \u00e9pisodes') is taken for "
    "the show's title, and the guests' line under each date, labelled with French spacing ('Avec : Nathalie Roux'), "
    "stays in the description",
    "generic-heldout269-chatham-house-the-long-view": "the list of the institute's articles after each entry's notes "
    "('Read our latest:' and a title a line) stays in the description",
    "generic-heldout269-dhm-zeughausgeschichten": "each heading holds the episode's number, the title and the guest "
    "apart by full stops ('Folge 12. Ein Helm aus dem Drei\u00dfigj\u00e4hrigen Krieg. Zu Gast: ...'), which the "
    "page's JSON cuts to the title",
    "generic-heldout269-jornal-da-usp-ciencia-de-bolso": "the breadcrumb ending in the show's name ('Podcasts > "
    "Ci\u00eancia de Bolso') is taken for the show's title",
    "generic-heldout269-national-archives-of-australia-paper-trails": "the record's reference under each title "
    "('Record: NAA: A12508, 21/4412') stays in the description",
    "generic-heldout269-the-morgan-margins-and-marks": "the host's line under the blurb ('Hosted by Adrienne "
    "Castellano') is taken for the first entry's title, and one entry is lost",
    "generic-heldout270-restos-du-coeur-les-voix-du-coeur": "the guests' line under each entry's notes, labelled with "
    "French spacing and first names only ('Avec : Fran\u00e7oise, b\u00e9n\u00e9vole \u00e0 Lille, ...'), stays in "
    "the description",
    "generic-heldout271-simdif-the-currach-club": "the first entry's title with its length in brackets ('Tarring the "
    "Canvas (41 mins)') is taken for the show's description and the blurb for the show's title: each title holds its "
    "length",
    "generic-heldout271-wifeo-les-voix-du-marais": "the heading over the list ('Les \u00e9missions') is taken for the "
    "show's title",
    "generic-heldout272-juedisches-museum-berlin-zwischen-den-zeilen": "the guests' line under each entry's notes, "
    "the job after the name capitalized as German writes it ('Mit Dr. Ruth Adler, Kuratorin der Sammlung'), stays in "
    "the description",
    "generic-heldout272-luomus-kokoelmien-katveessa": "the host's line under the blurb ('Juontajana Elina Saarinen') "
    "is taken for the first entry's title",
    "generic-heldout272-mucem-les-rives-du-sel": "the series' heading over the show's title ('Les Podcasts du Mucem') "
    "is taken for the title",
    "generic-heldout272-national-museum-of-australia-objects-in-conversation": "the show's title and blurb are not "
    "found: the page reads no show",
    "generic-heldout272-polimi-cantiere-aperto": "the guest's line under each entry's notes, a title before the name "
    "('Ospite: prof.ssa Elena Rinaldi, Dipartimento di ...'), stays in the description",
    "generic-heldout272-wpr-up-north-almanac": "each picture's text over the next title ('car driving on a frozen "
    "lake') ends up under the entry above's length button ('Listen (38:12)'), which then is not its last line and "
    "gives no length",
    "generic-heldout273-hamburg-tourismus-hafengefluester": "the district over each title ('Rotherbaum'), with the "
    "date over it, is taken for the title, and the producer's line under the blurb ('Eine Produktion von Hamburg "
    "Tourismus') stays in the show's description",
    "generic-heldout274-hpage-zwischen-den-gleisen": "the legal notice's link in the homepage's menu ('Impressum') is "
    "taken for the show's title",
    "generic-heldout274-moonfruit-the-plot-thickens": "the place opening each entry's notes ('At Plot 14: '), which "
    "the page's JSON cuts, stays in them",
    "generic-heldout274-uniweb-langrennspodden": "the category's line under each entry's notes ('Kategori: Klubbliv') "
    "stays in the description",
    "generic-heldout275-dla-marbach-aus-den-gruenen-kaesten": "the blog's section after each entry's notes, in small "
    "letters ('archiv & bibliothek', 'museum'), stays in the description",
    "generic-heldout275-infn-frammenti-lessico-del-vuoto": "the editors' line under the blurb ('A cura dell'Ufficio "
    "Comunicazione INFN') stays in the show's description",
    "generic-heldout275-institut-pasteur-au-bout-de-la-pipette": "the guests' line under each entry's notes, a unit "
    "after their names ('Avec L\u00e9a Morvan et Samir Haddad, unit\u00e9 ...'), stays in the description, and the "
    "host's line ('Une s\u00e9rie pr\u00e9sent\u00e9e par ...') in the show's",
    "generic-heldout275-kiasma-taiteen-takahuone": "the host's line under the blurb ('Juontajana Aino Lehtovaara') is "
    "taken for the first entry's title",
    "generic-heldout275-radio-batuta-ims-choro-de-quintal": "the radio's section over the show's title "
    "('Document\u00e1rios') is taken for the title",
    "generic-heldout275-royal-academy-of-arts-in-the-studio": "the series' line after each entry's notes ('Part of "
    "Academicians at work') stays in the description",
    "generic-heldout275-toronto-public-library-overdue": "the episode's number spelled out over each title ('Episode "
    "Four') ends up as the last line of the entry above",
    "generic-heldout276-deutsche-bahn-naechster-halt": "the blocked player's consent notice in each entry ('An dieser "
    "Stelle zeigen wir Ihnen Inhalte ...') stays in the description",
    "generic-heldout276-iet-current-thinking": "the link glued to the end of each entry's notes (' read more...') is "
    "cut only in part, its 'read' staying in the description",
    "generic-heldout276-podcast-italiano-italiano-senza-fretta": "the number and level over each title ('#87 \u00b7 "
    "Intermedio') are taken for the title",
    "generic-heldout277-donweb-mate-y-rio": "each date is a badge split over two lines, the day over the month and "
    "year ('03' over 'DIC 2025'): no line reads as a date and the page reads nothing",
    "generic-heldout277-podcastpedia-the-bell-ringers": "the site's tagline over the show's title ('Knowledge to go') "
    "is taken for the title, and the title and the rating ('Rating: 4.5 (12 votes)') stay in the show's description",
    "generic-heldout278-fondazione-feltrinelli-la-lanterna": "the page's JSON cuts the number spelled out before each "
    "title ('Quinta puntata: Le lettere dei braccianti') into the episode's number, and an empty reading time under "
    "the show's title ('Tempo di lettura: minuti') stays in its description",
    "generic-heldout278-moma-the-back-galleries": "the section's kicker over each title ('Magazine Podcast') stands "
    "over the show's title too and is taken for it, and the names of each entry's people alone on a line ('Adaeze "
    "Morrow, Luis Ferrante') stay in the description",
    "generic-heldout278-national-library-of-australia-marginalia": "the site's notice of building works over the menu "
    "is taken for the show's title, the first entry's notes for its title, and the page's JSON cuts the number before "
    "each title ('Episode 4: Letters Home from the Goldfields')",
    "generic-heldout279-rcpsych-mind-the-gap": "each entry's title, notes, date, length and training hours ('CPD: 0.5 "
    "hours') are read with the date line ending the entry: the show's blurb is taken for the first entry's title, and "
    "a line of training hours ('CPD: 1 hour') for a title",
    "generic-heldout279-real-sociedad-txuri-urdin-irratia": "the guest's line right over each date line ('Con Jon "
    "Mikel Aranburu') is taken for the title, each title and its notes for the entry above's text, and the first "
    "title and notes for the show's description",
    "generic-heldout273-telefonica-conectados": "the byline under the title of the entry without notes ('Por Equipo "
    "de Conectados') is taken for its title, the title ending the entry above",
    "generic-heldout276-samaritans-still-here": "the content note over each entry's notes ('Content note: this "
    "episode mentions suicide'), which the page's JSON cuts, stays in the description",
    "generic-heldout280-harborfm-tidewater-birding": "the episode's number on a line of its own between each title "
    "and its date ('E24') is taken for the title, each title ending the entry above, and the contact button "
    "('Message') stays in the show's description",
    "generic-heldout281-caltech-field-notes-from-pasadena": "the producers' line under the blurb ('Produced by "
    "Caltech Communications; hosted by Rebecca Ashdown'), the division over each title and the guests' line over each "
    "date line ('Featuring Professor Nadia Ferreira') leave the titles one entry off: the guests' lines are taken for "
    "the titles",
    "generic-heldout281-national-archives-nara-record-group": "the heading over the show's title ('About the National "
    "Archives') is taken for it, and the link under the list ('View earlier episodes') stays in the last entry's "
    "description",
    "generic-heldout281-radio-krakow-szlakiem-malopolski": "the guest's name before each title ('Agnieszka Bielawa: "
    "Zim\u0105 w Gorcach'), which the page's JSON cuts, and the date line ending each entry leave the titles one "
    "entry off, and the apps' names ('RSS Spotify Google Podcast') stay in the show's description",
    "generic-heldout281-the-huntington-the-reading-room-hour": "the heading of the site's section over the show's "
    "title ('Watch, Read, Listen') is taken for it, and the section's tagline and the show's title stay in its "
    "description",
    "generic-heldout281-wnyc-the-last-stop": "the page's JSON cuts the number before each title ('Episode 5: The A "
    "Train to Far Rockaway')",
    "generic-heldout282-barnardos-growing-up-out-loud": "the page's JSON cuts the number before each title ('Ep14. "
    "The Keys to My First Flat'), and the season's blurb under the show's stays in its description",
    "generic-heldout282-force-ouvriere-le-fil-rouge": "each date line opens with the show's name ('Le Fil rouge le 2 "
    "d\u00e9cembre 2025'): no line reads as a date and the page reads nothing",
    "generic-heldout282-hoy-hablamos-cafe-con-leche": "the site's tagline under its name ('Podcast para aprender "
    "espa\u00f1ol') is taken for the show's description and the site's name for its title, its menu and the show's "
    "header for the first entry's text, and the level after each date ('2 de diciembre de 2025 \u00b7 Nivel "
    "intermedio') leaves each length one entry off",
    "generic-heldout282-muenchen-tourismus-muenchen-zum-hoeren": "each entry's notes open with its quarter ('Altstadt "
    "\u2013 ', each another and none the header names), which the page's JSON cuts and the reader keeps",
    "generic-heldout283-audioport-high-plains-almanac": "the series' label before the show's title ('Series: High "
    "Plains Almanac') stays in it, the list's heading ('Programs in this series') in the description, and the "
    "producer's line of the entry without notes ('Producer: KWLP volunteers') is taken for its title",
    "generic-heldout283-webwave-instytut-historii-przeszlosc-na-glos": "the site's language link ('EN') is taken for "
    "the show's title, and the host's line over each entry's notes ('Prowadzenie: dr hab. Anna Kowalczyk', a degree "
    "before the name) stays in the description",
    "generic-heldout284-exploratorium-pier-15-questions": "the line of where each episode was recorded under its "
    "title ('Recorded at: the Fog Bridge, outside Pier 15') is taken for the title, each title ending the entry above",
    "generic-heldout284-guggenheim-around-the-rotunda": "the guests' line under each entry's notes with their "
    "department after a comma in a capital ('With Rachel Osei and Daniel Brandt, Conservation'), or a team ('With the "
    "Guggenheim's education team'), stays in the description",
    "generic-heldout284-inserm-au-coeur-du-labo": "the player's caption ending each entry, the episode's number and "
    "its length apart by a dash ('\u00c9pisode 5 \u2013 38 min'), gives no length and stays in the description, and "
    "the guests' line ('Avec Camille Roussel, chronobiologiste, et Hugo, 16 ans') too",
    "generic-heldout284-serralves-conversas-no-parque": "the guest's line of the entry without notes names a team "
    "('Convidada: a equipa do Servi\u00e7o Educativo'), not a person, and stays as its description",
    "generic-heldout284-trinity-long-room-hub-the-margins": "the season's heading over the list ('Welcome to Season "
    "Three: \u2018Water\u2019') is taken for the first title, each entry's button with its length ('Listen back here "
    "(38 mins)') for the next title, the titles ending up in the descriptions",
    "generic-heldout284-university-of-chicago-the-quad-table": "each entry's date stands in brackets after its notes "
    "('(Episode published December 4, 2025)'): no line reads as a date and the page reads nothing",
    "generic-heldout284-woods-hole-oceanographic-institution-tidelines": "the credits under each entry's notes, two "
    "sentences ('Written by Hannah Wexler. Narrated by Dominic Alvarez.'), stay in the description",
    "generic-heldout285-buenos-aires-turismo-barrio-adentro": "the barrio over each entry's number and date ('San "
    "Telmo' over 'Episodio 9 \u00b7 02/12/2025') is taken for the title, and the title for the first line of the "
    "notes",
    "generic-heldout285-cim-the-brief": "the page's JSON cuts the number before each title ('Episode 118: Christmas "
    "Campaigns Under Pressure')",
    "generic-heldout285-innerfrench-cafe-des-mots": "the call to create an account ('Cr\u00e9er un compte gratuit') "
    "is taken for the show's title, the page's JSON cuts the number before each title ('E172 Les march\u00e9s de "
    "No\u00ebl'), and the difficulty under each length ('Difficult\u00e9 : 2.4 / 5') leaves the length unread, both "
    "in the description",
    "generic-heldout285-kraeftens-bekaempelse-lyt-til-livet": "the host's line under the blurb ('V\u00e6rt: Mette "
    "Holst') is taken for the first entry's title",
    "generic-heldout285-tennet-onder-stroom": "the page's JSON cuts the number before each title ('#12 - Netcongestie "
    "in Brabant'), and each entry's button naming that number ('Luister aflevering #12 hier') is taken for the title, "
    "each title ending the entry above",
    "generic-heldout285-visit-cornwall-kernow-calling": "each entry's notes open with its town and a colon ('St Ives: "
    "A painter and a fisherman ...'), which the page's JSON cuts and the reader keeps (a colon follows a label as "
    "often)",
    "generic-heldout286-sitevision-kulturgeografi-platsen": "the department's name over the show's title "
    "('Institutionen f\u00f6r kulturgeografi') is taken for the title, and the title for the first line of its "
    "description",
    "generic-heldout287-computer-history-museum-core-memories": "the museum's line under each entry's notes, the same "
    "sentence in every entry ('This conversation was recorded at the Computer History Museum ...'), which the page's "
    "JSON cuts, stays in the description (a feed's notes end alike in every episode too)",
    "generic-heldout287-glyptoteket-stemmer-fra-vinterhaven": "each date line opens with a slash ('/ 29. december'): "
    "no line reads as a date and the page reads nothing",
    "generic-heldout287-harry-ransom-center-from-the-stacks": "the producer's line under the blurb ('Produced by "
    "Marisol Trevi\u00f1o') stays in the show's description",
    "generic-heldout287-hoover-institution-the-policy-ledger": "the day each episode was recorded, a sentence under "
    "its notes ('Recorded on December 1, 2025.'), stays in the description",
    "generic-heldout287-museo-thyssen-cuadros-en-voz-alta": "each entry's facts stand as labels and values on lines "
    "of their own ('Fecha:' over '2 de diciembre de 2025', 'Duraci\u00f3n:' over '38 min 12 s'): the lengths are not "
    "read, and the page's JSON cuts the number after each title ('... - Episodio 6')",
    "generic-heldout287-yale-university-press-the-back-matter": "the page's JSON cuts the number before each title "
    "('Ep. 45 \u2013 A history of the index')",
    "generic-heldout288-beyond-blue-in-our-own-words": "the support line under the blurb ('Need to talk? Call 1300 22 "
    "4636 or chat online.') stays in the show's description",
    "generic-heldout288-italiano-automatico-italiano-a-tavola": "the page's JSON cuts the number before each title "
    "('Episodio 214 \u2013 Il cenone di Natale'), and the level over each entry's notes ('Livello: intermedio', in "
    "small letters) stays in the description",
    "generic-heldout288-ordem-dos-engenheiros-engenharia-em-voz-alta": "the region and the number over each title "
    "('Regi\u00e3o Sul \u00b7 Epis\u00f3dio 11') end the entry above, the length over them then unread",
    "generic-heldout288-punainen-risti-auttajan-aani": "the charity's menu under its name ('Tarvitsetko apua?', "
    "'L\u00e4hde mukaan', 'Lahjoita nyt') stays in the show's header, the name taken for the title, and the line "
    "offering a transcript under each length ('Saatavilla my\u00f6s haastattelun tekstivastine (pdf).') leaves the "
    "length unread",
    "generic-heldout289-alitu-plot-forty-seven": "the show's title stands over the site's menu, which is taken for "
    "the site's lines over the title: the host's line under the menu ('Hosted by Morag Lindsay') is taken for the "
    "show's title",
    "generic-heldout289-bandzoogle-hollow-creek-ramblers-back-porch-sessions": "the entry posted by 'The band' "
    "('Posted on Wednesday, October 22, 2025 by The band', no person's name) is not read as a date line: that entry "
    "joins the one above",
    "generic-heldout289-cdmon-espanol-sin-prisa": "the level before each length on its line ('Nivel: A2 \u00b7 "
    "Duraci\u00f3n: 25 min') leaves the length unread, in the description, and the site's 'Sobre m\u00ed' stays in "
    "the show's description",
    "generic-heldout289-sivuviidakko-ystavapiiri-ry-ei-yksin": "each entry's notes open with its town and a colon "
    "('Tampere: Miksi joulunaika ...'), which the page's JSON cuts and the reader keeps (a colon follows a label as "
    "often)",
    "generic-heldout290-brooklyn-public-library-stacks-and-stoops": "the same sentence under every entry's notes "
    "('Read the transcript and check out our book list here.'), which the page's JSON cuts, stays in the description "
    "(a feed's notes end alike in every episode too)",
    "generic-heldout290-heritage-new-zealand-old-walls-new-stories": "the show's title keeps the kind before it "
    "('Podcast: Old Walls, New Stories'), which the page's JSON cuts",
    "generic-heldout290-horniman-museum-the-curiosity-cabinet": "the link to the museum's other stories under the "
    "list ('See all stories') is reported as text of the footer, not dropped as the list's end",
    "generic-heldout290-ici-besancon-les-gens-du-haut-doubs": "each entry's notes open with its town and its "
    "d\u00e9partement's name in brackets ('Mouthe (Doubs) \u2013 ', each town another), which the page's JSON cuts "
    "and the reader keeps",
    "generic-heldout290-vut-brno-inzenyrske-chvilky": "the university's name and menu over the show's title are taken "
    "for the title and the description, and the page's JSON cuts the number before each title ('#24 Mosty, kter\u00e9 "
    "vydr\u017e\u00ed sto let')",
    "generic-heldout291-pko-bank-polski-portfel-na-co-dzien": "each entry's date line stands under its notes, past "
    "the guest's line ('Go\u015b\u0107: ...'), and the titles are placed below the date lines: each title goes one "
    "entry off",
    "generic-heldout291-prague-city-tourism-prazska-zakouti": "the district over each title ('Praha 8 \u2013 "
    "Karl\u00edn') ends the entry above, and the button under the list ('Na\u010d\u00edst dal\u0161\u00ed') stays in "
    "the last entry's description",
    "generic-heldout291-sue-ryder-still-talking": "the link under the list naming the show ('See all episodes of our "
    "Still Talking podcast') is reported as text of the footer",
    "generic-heldout291-visit-valencia-valencia-a-pie-de-calle": "the chapter's number and its neighbourhood over "
    "each title ('Cap\u00edtulo 12 | Russafa') are taken for the title, and the title and the guest's line ('Con la "
    "cocinera Marta Ferrer') for the notes",
    "generic-heldout292-ceskypodcasting-kniha-na-nocni-stolek": "each date line holds the hour, the length and a "
    "download link ('3.12.2025 18:40 00:28:44   soubor ke sta\u017een\u00ed'): the hour and the length are read as "
    "one, the lengths wrong, and the catalogue's header stays in the show's",
    "generic-heldout292-fusebox-the-towpath-years": "the site's 'Sponsors' link over the show's title is taken for "
    "the title",
    "generic-heldout292-hubspot-meadowbank-hospice-the-open-door": "each date line holds the hour with its seconds "
    "after who posted it ('Posted by Grace Oduya on Nov 18, 2025 9:30:00 AM'): no entry is dated, and the site's menu "
    "and the show's header go into a first entry",
    "generic-heldout292-matchmakerfm-second-act-careers": "the profile's badge over the blurb ('Looking for guests') "
    "stays in the show's description",
    "generic-heldout292-teachable-aussie-english-easy-yarn": "the season and lesson over each title ('Season 3 \u00b7 "
    "Lesson 11') end the entry above, and the link under the list ('Older lessons') stays in the last entry's "
    "description",
    "generic-heldout293-ashmolean-the-keepers-drawer": "the show's title stands in capitals over a heading and the "
    "player's links ('THE KEEPER'S DRAWER'), which the page's JSON writes in its own case",
    "generic-heldout293-bbc-radio-ulster-voices-from-the-glens": "the station's 'Schedule' link is taken for the "
    "show's title, and the list's heading with its count ('Available now (5)') for the first entry's title",
    "generic-heldout293-bundesarchiv-akte-offen": "the page's JSON cuts the number before each title ('Ep. 12 - Der "
    "erste Bundeshaushalt')",
    "generic-heldout293-descarga-cultura-unam-voces-del-laboratorio": "the collection's name over each title and the "
    "reader's line ('Voz: ...') leave the titles one entry off, the link under the list ('Ver m\u00e1s t\u00edtulos') "
    "taken for the last title",
    "generic-heldout293-moesgaard-under-mulden": "the host's line under the blurb ('V\u00e6rt: Signe Kj\u00e6rgaard') "
    "is taken for the first entry's title",
    "generic-heldout293-muzeum-powstania-warszawskiego-glosy-z-barykad": "the interviewer's line under each entry's "
    "notes ('Rozmow\u0119 prowadzi\u0142(a): Katarzyna Wr\u00f3bel') stays in the description, and the museum's name "
    "and menu are taken for the show's title and description",
    "generic-heldout293-scottish-poetry-library-lines-from-the-canongate": "each length is glued to its button ('Play "
    "38:05') and not read, the line staying in the description",
    "generic-heldout293-turun-yliopisto-tiedetta-aurajoelta": "the guest's line under each entry's notes, a job "
    "before the name ('Vieraana: tutkijatohtori Laura Nieminen') or a team, stays in the description",
    "generic-heldout294-institute-of-physics-field-notes": "the show's blurb is taken for the first entry's title, "
    "and the guest's line with a title before the name ('With Prof. Iain Rutherford, Culham') stays in one "
    "description",
    "generic-heldout294-legambiente-voci-dal-territorio": "each entry's notes open with its town ('Taranto \u2013 ', "
    "each town another and none the header names), which the page's JSON cuts and the reader keeps",
    "generic-heldout294-parkinsons-uk-steady-as-we-go": "the charity's name and its tagline and menu over the show's "
    "title are taken for the title and the description",
    "generic-heldout294-utdanningsforbundet-friminuttet": "each entry's button with its number and length ('H\u00f8r "
    "episode 92 direkte her (38 min)') is not read as a length and stays in the description",
    "generic-heldout294-wientourismus-zwei-wiener": "the city's name and menu over the show's title are taken for the "
    "title and description, and the pair of guests under each marker ('Eine Kaffeesiederin trifft einen Rapper') for "
    "the title, each title ending the entry above",
    "generic-heldout295-hostgator-museo-comunitario-voces-del-valle": "each entry's notes open with its town glued to "
    "a full stop and an em dash ('Teotitl\u00e1n del Valle.\u2014Una familia ...'), which the page's JSON cuts and "
    "the reader keeps",
    "generic-heldout295-ivyfm-the-allotment-hour": "the directory's label over the show's title ('POPULARITY') is "
    "taken for the title",
    "generic-heldout295-podkastyinfo-pod-lipami": "each date line holds the hour with its seconds, then the length "
    "after a dot ('2025-12-03 18:40:12 \u00b7 41:24'): the hour is read as the length, and the length stays in the "
    "description",
    "generic-heldout296-accademia-della-crusca-parole-in-villa": "the guests' line of the entry without notes names "
    "the editors ('Con la redazione della consulenza linguistica'), not a person, and stays as its description",
    "generic-heldout296-kb-nationale-bibliotheek-uit-de-magazijnen": "the guest's line under each entry's notes, with "
    "a job or a title before the name ('Te gast: Jorien de Wit, conservator', 'Te gast: dr. Anneke Smit') or a team, "
    "stays in the description",
    "generic-heldout296-ntnu-kunnskap-fra-gloshaugen": "the guest's line under each entry's notes, a job before the "
    "name ('Gjest: professor ...') or a department, stays in the description",
    "generic-heldout296-perimeter-institute-from-the-blackboard": "the co-hosts' line under the blurb ('Co-hosted by "
    "Dr. ...') stays in the show's description",
    "generic-heldout296-powerhouse-object-lessons": "the museum's acknowledgement of the Traditional Custodians under "
    "the list stays in the last entry's description",
    "generic-heldout296-royal-geographical-society-field-notes": "each date line holds the length after a label glued "
    "to its unit ('02/10/2025 Duration: 33min') and stands under the title: the page reads one entry, its titles and "
    "notes in its text",
    "generic-heldout296-sorbonne-universite-paillasse-et-amphi": "the section's kicker over the show's title "
    "('Science, culture et soci\u00e9t\u00e9') is taken for the title, the page's JSON cuts the number before each "
    "title ('\u00c9pisode 5 - Le plancton vu de Roscoff'), and the guests' line ('Invit\u00e9es et invit\u00e9s : "
    "...') stays in the description",
    "generic-heldout296-univerzita-karlova-veda-na-karlove": "the breadcrumb over the show's title ('Forum Radio "
    "\u203a Podcasty') is taken for the title, and the Czech guest's line ('Host: ...', a guest in Czech) stays in "
    "the description",
    "generic-heldout297-cambridge-english-everyday-english": "the level over each title ('B1 Preliminary') is taken "
    "for the title, the title for the first line of the notes",
}


def _mismatches(page: Path) -> list[str]:
    """What in the catalog read from ``page`` differs from its JSON: the layout, the episodes, the show, the lines
    with a diagnostic, the generic reader's one diagnostic of what it inferred."""
    expected = json.loads(page.with_suffix(".json").read_text(encoding="utf-8"))
    catalog = podcat.load(page, as_of=expected["as_of"])
    actual = catalog_to_dict(catalog)
    episodes = [{key: episode[key] for key in EPISODE_KEYS} for episode in actual["episodes"]]
    inferred = [d for d in catalog.diagnostics if d.line is None]
    checks = {
        "layout": (catalog.layout, expected["layout"]),
        "episodes": (episodes, expected["episodes"]),
        "show": (_subset(actual["show"], expected["show"]), expected["show"]),
        "diagnostic lines": ([d.line for d in catalog.diagnostics if d.line is not None], expected["diagnostic_lines"]),
        "inferred": (len(inferred), 1 if expected["layout"] == "generic" else 0),
    }
    return [f"{name}: {got!r} != {want!r}" for name, (got, want) in checks.items() if got != want]


@pytest.mark.parametrize("page", LAYOUT_CASES, ids=[case.stem for case in LAYOUT_CASES])
def test_layout_page_gives_expected_catalog(page: Path) -> None:
    """Each page of ``tests/data/layouts`` reads to the catalog its JSON holds (written without podcat: see the
    README there), in the layout it names, with diagnostics exactly on the lines it names; but for the held-out
    pages `HELDOUT_MISSES` names, which do not."""
    mismatches = _mismatches(page)
    if page.stem in HELDOUT_MISSES:
        assert mismatches, f"{page.stem} now reads exactly: take it out of HELDOUT_MISSES"
    else:
        assert mismatches == []


def test_the_held_out_misses_are_pages() -> None:
    assert set(HELDOUT_MISSES) <= {page.stem for page in LAYOUT_CASES}


@pytest.mark.parametrize("page", LAYOUT_CASES, ids=[case.stem for case in LAYOUT_CASES])
def test_without_as_of_a_page_keeps_its_entries_and_reports_the_dates_it_needs(page: Path) -> None:
    """Never today's date in silence: read without the day it was copied, a page gives the same entries, each
    date that needs that day left out and reported (a held-out page misread: the same entries, at least)."""
    expected = json.loads(page.with_suffix(".json").read_text(encoding="utf-8"))
    if expected["as_of"] is None:
        return
    catalog, dated = podcat.load(page), podcat.load(page, as_of=expected["as_of"])
    assert [(e.title, e.duration) for e in catalog] == [(e.title, e.duration) for e in dated]
    if page.stem in HELDOUT_MISSES:
        return
    pairs = list(zip(catalog, expected["episodes"], strict=True))
    assert all(str(e.published) == want["published"] for e, want in pairs if e.published is not None)
    missing = [e for e, want in pairs if e.published is None and want["published"]]
    needs = [d for d in catalog.diagnostics if "needs the day the page was copied (as_of)" in d.message]
    assert len(needs) == len(missing)


# The pages of known directories the generic reader does not read exactly when told to ignore their specs, and why.
GENERIC_MISSES = {
    "feed-spotify-legacy-scale-your-code": "each title is glued to its date ('Ep 12: Cold Storage08/04/2020') and the "
    "length is a clock on a line of its own: no line reads as a date line",
    "spotify-legacy-circuits": "the same no-script Spotify page: titles glued to their dates",
}


@pytest.mark.parametrize("page", LAYOUT_CASES, ids=[case.stem for case in LAYOUT_CASES])
def test_the_generic_reader_reads_known_directories_pages(page: Path) -> None:
    """Told ``layout="generic"``, a page of a known directory reads to the same episodes as with its own spec,
    unless `GENERIC_MISSES` says why not (and then it does not: the table stays true)."""
    expected = json.loads(page.with_suffix(".json").read_text(encoding="utf-8"))
    if expected["layout"] == "generic":
        return
    catalog = podcat.load(page, as_of=expected["as_of"], layout="generic")
    actual = [{key: episode[key] for key in EPISODE_KEYS} for episode in catalog_to_dict(catalog)["episodes"]]
    assert (actual == expected["episodes"]) is (page.stem not in GENERIC_MISSES)
