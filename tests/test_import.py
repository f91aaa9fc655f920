"""Importing RSS and Atom feeds: every real feed item by item, messy input, and unsafe XML refused."""

from __future__ import annotations

import email.utils
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

import attrs
import feedparser
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import podcat
from podcat._links import find_links
from podcat._listing._html import to_plain_text
from podcat._listing._text import stable_guid
from tests.conftest import DIRECTORY_SEED, FEEDS, REPO, Cli, feed_paths

FEED_PATHS = feed_paths()
EXPECTED_COUNTS = {
    "se-radio": 249,
    "giantbomb-seconds": 730,
    "taverncast-2005": 131,
    "coding-blocks": 83,
    "libsyn-frank-and-erik": 6,
    "rtve-tiempo-de-valientes": 6,
    "endorphine-fuer-delfine-de": 32,
    "scale-your-code-no-durations": 23,
}
ITUNES = "http://www.itunes.com/dtds/podcast-1.0.dtd"
UNSAFE = "refusing a feed with a DTD or entity declarations (unsafe XML)"
# Markup left in a description: a tag, a comment or an undecoded entity.
LEFTOVER_HTML_RE = re.compile(r"<[A-Za-z/!][^>]*>|&(?:[A-Za-z]+|#\d+|#x[0-9a-fA-F]+);")


# An independent reading of each feed (feedparser, the standard library, a converter written here).


def _seconds(text: str | None) -> int | None:
    """``itunes:duration`` in seconds, read independently of podcat; ValueError for impossible values."""
    if text is None or not text.strip():
        return None
    fields = [int(field) for field in text.strip().split(":")]
    # Seconds stay under 60; minutes too once hours are given ("00:60:05" is sixty minutes and five seconds).
    seconds_too_big = len(fields) > 1 and fields[-1] >= 60
    if len(fields) > 3 or seconds_too_big or (len(fields) == 3 and fields[0] and fields[1] >= 60):
        raise ValueError(text)
    total = 0
    for field in fields:
        total = total * 60 + field
    return total or None  # 0 means unknown


def _date_as_written(text: str) -> date:
    fields = email.utils.parsedate_tz(text)
    assert fields is not None, text
    return date(*fields[:3])


_FEEDPARSED: dict[Path, Any] = {}


def _feedparsed(path: Path) -> Any:
    if path not in _FEEDPARSED:
        _FEEDPARSED[path] = feedparser.parse(str(path))
    return _FEEDPARSED[path]


def _etree_items(path: Path) -> list[ET.Element]:
    """The feed's <item>s read by ElementTree (the stdlib's, on these known-safe files)."""
    root = ET.fromstring(path.read_bytes().lstrip())
    return list(root.iter("item"))


def _itunes(item: ET.Element, name: str) -> ET.Element | None:
    for child in item:
        namespace, _, local = child.tag[1:].partition("}")
        if local == name and namespace.lower() == ITUNES:
            return child
    return None


def _ids(paths: list[Path]) -> list[str]:
    return [path.stem for path in paths]


@pytest.fixture(scope="module", params=FEED_PATHS, ids=_ids(FEED_PATHS))
def imported(request: pytest.FixtureRequest) -> tuple[Path, podcat.Catalog]:
    path: Path = request.param
    return path, podcat.load(path)


def test_imported_show_and_episodes_survive_json(imported: tuple[Path, podcat.Catalog]) -> None:
    _, catalog = imported
    back = podcat.catalog_from_dict(podcat.catalog_to_dict(catalog))
    assert back.show == catalog.show
    assert [attrs.evolve(e, source=None) for e in back] == [attrs.evolve(e, source=None) for e in catalog]


@pytest.mark.parametrize(
    ("name", "language", "explicit", "categories"),
    [
        ("endorphine-fuer-delfine-de", "de", False, ("Music > Music Interviews",)),
        ("taverncast-2005", "en-us", False, ("Society & Culture", "Games & Hobbies > Hobbies")),
        ("libsyn-frank-and-erik", "en", True, ("Comedy",)),
    ],
)
def test_show_metadata_of_feeds(name: str, language: str, explicit: bool, categories: tuple[str, ...]) -> None:
    (path,) = [path for path in FEED_PATHS if path.stem == name]
    show = podcat.load(path).show
    assert show is not None
    assert (show.language, show.explicit, show.categories) == (language, explicit, categories)


def test_show_language_explicit_and_categories_as_feedparser_reads_them(
    imported: tuple[Path, podcat.Catalog],
) -> None:
    path, catalog = imported
    feed = _feedparsed(path).feed
    assert catalog.show is not None
    assert catalog.show.language == feed.get("language")
    assert (catalog.show.explicit is True) == bool(feed.get("itunes_explicit"))  # feedparser: True or None
    itunes_terms = {tag.term for tag in feed.get("tags", []) if tag.scheme == "http://www.itunes.com/"}
    parts = {part for category in catalog.show.categories for part in category.split(" > ")}
    assert parts <= itunes_terms


# Every real feed, item by item.


def test_every_feed_is_known() -> None:
    assert sorted(path.stem for path in FEED_PATHS) == sorted(EXPECTED_COUNTS)


def test_every_item_is_imported(imported: tuple[Path, podcat.Catalog]) -> None:
    path, catalog = imported
    assert len(catalog) == EXPECTED_COUNTS[path.stem] == len(_feedparsed(path).entries)
    assert podcat.detect_layout(path.read_text(encoding="utf-8")) == "rss"


def test_titles_dates_and_durations_match_the_feed(imported: tuple[Path, podcat.Catalog]) -> None:
    path, catalog = imported
    unreadable = []
    for episode, entry in zip(catalog, _feedparsed(path).entries, strict=True):
        assert episode.title == entry.title
        assert episode.published == _date_as_written(entry.published), entry.published
        try:
            expected = _seconds(entry.get("itunes_duration"))
        except ValueError:
            unreadable.append(entry.itunes_duration)
            expected = None
        assert episode.duration == (None if expected is None else timedelta(seconds=expected)), episode.title
    # A duration podcat cannot read is reported, with the line it is on.
    reported = [d for d in catalog.diagnostics if d.message.startswith("unreadable duration")]
    assert [d.text for d in reported] == unreadable
    lines = path.read_text(encoding="utf-8").splitlines()
    for diagnostic in reported:
        assert diagnostic.line is not None
        assert diagnostic.text in lines[diagnostic.line - 1]
    assert len(catalog.diagnostics) == len(reported)


def test_the_messy_parts_of_the_real_feeds() -> None:
    by_name = {path.stem: podcat.load(path) for path in FEED_PATHS}
    # PST/PDT zone names: the date as written, not moved to UTC.
    se_radio = by_name["se-radio"]
    assert se_radio[0].published == date(2016, 1, 28)  # "Thu, 28 Jan 2016 10:06:52 PST"
    assert se_radio[0].duration == timedelta(hours=1, minutes=3, seconds=13)
    assert sum(episode.duration is None for episode in se_radio) == 5
    # Plain seconds, 0 for unknown, and the iTunes namespace re-declared on every element.
    giantbomb = by_name["giantbomb-seconds"]
    assert giantbomb[0].duration == timedelta(seconds=10475)
    assert max(e.duration for e in giantbomb if e.duration) > timedelta(hours=6)
    assert any(e.duration is None for e in giantbomb)
    # "DTDs/Podcast" namespace spelling, minutes above 59, dates without a weekday, a newline before <?xml.
    taverncast = by_name["taverncast-2005"]
    assert timedelta(minutes=92, seconds=20) in {e.duration for e in taverncast}
    assert taverncast[0].published == date(2015, 11, 7)  # "07 Nov 2015 12:00:00 EST"
    assert taverncast[0].tags[:3] == ("Society & Culture", "Taverncast", "beer")
    assert all(e.duration is None for e in by_name["scale-your-code-no-durations"])
    assert by_name["rtve-tiempo-de-valientes"][0].duration == timedelta(minutes=2, seconds=28)


def test_enclosures_match_the_feed(imported: tuple[Path, podcat.Catalog]) -> None:
    path, catalog = imported
    for episode, entry in zip(catalog, _feedparsed(path).entries, strict=True):
        media = entry.enclosures[0]
        length = int(media["length"]) if media.get("length") else None
        assert episode.enclosure == podcat.Enclosure(media["href"], length or None, media.get("type"))


def test_tags_are_categories_then_keywords(imported: tuple[Path, podcat.Catalog]) -> None:
    path, catalog = imported
    for episode, item in zip(catalog, _etree_items(path), strict=True):
        categories = [(category.text or "").strip() for category in item.findall("category")]
        keywords = _itunes(item, "keywords")
        words = [word.strip() for word in ((keywords.text or "") if keywords is not None else "").split(",")]
        assert episode.tags == tuple(dict.fromkeys(tag for tag in [*categories, *words] if tag))


def test_guids_are_the_feeds_own(imported: tuple[Path, podcat.Catalog]) -> None:
    path, catalog = imported
    show_title = catalog.show.title if catalog.show else ""
    for episode, entry in zip(catalog, _feedparsed(path).entries, strict=True):
        assert episode.guid == (entry.id or stable_guid(show_title, episode.title, episode.published))


def test_descriptions_are_plain_text(imported: tuple[Path, podcat.Catalog]) -> None:
    path, catalog = imported
    for episode, item in zip(catalog, _etree_items(path), strict=True):
        names = ("}encoded", "description", "}summary", "}subtitle")
        notes = [child.text or "" for child in item if child.tag.endswith(names)]
        assert bool(episode.description) == any(text.strip() for text in notes), episode.title  # a few are empty
        assert not LEFTOVER_HTML_RE.search(episode.description), episode.description[:200]
        assert "\n\n\n" not in episode.description
        assert episode.description == episode.description.strip()


def test_sources_point_at_the_items(imported: tuple[Path, podcat.Catalog]) -> None:
    path, catalog = imported
    lines = path.read_text(encoding="utf-8").splitlines()
    for episode in catalog:
        assert episode.source is not None
        assert episode.source.path == str(path)
        assert "<item" in lines[episode.source.line - 1]


def test_show_fields() -> None:
    for path in FEED_PATHS:
        show = podcat.load(path).show
        assert show is not None
        assert show.title == _feedparsed(path).feed.title
        assert (show.image or "").startswith("http")
        assert (show.link or "").startswith("http")
    se_radio = podcat.load(FEEDS / "se-radio.xml").show
    assert se_radio is not None
    assert se_radio.title == "Software Engineering Radio - The Podcast for Professional Software Developers"
    assert (se_radio.author, se_radio.link) == ("SE-Radio Team", "http://www.se-radio.net")
    assert se_radio.image == "http://media.computer.org/sponsored/podcast/se-radio/se-radio-logo-1400x1475.jpg"
    assert se_radio.description.startswith("Software Engineering Radio is a podcast targeted at the professional")
    coding = podcat.load(FEEDS / "coding-blocks.xml").show
    assert coding is not None
    assert coding.author == "info@codingblocks.net (info@codingblocks.net)"  # managingEditor
    rtve = podcat.load(FEEDS / "rtve-tiempo-de-valientes.xml").show
    assert rtve is not None
    assert rtve.author is None  # <itunes:author> absent, no managingEditor


def test_show_notes_keep_paragraphs_and_links() -> None:
    coding = podcat.load(FEEDS / "coding-blocks.xml")
    assert coding[1].links[0] == "https://bigmachine.io/products/the-imposters-handbook/"
    assert sum("\n\n" in episode.description for episode in coding) > 20
    libsyn = podcat.load(FEEDS / "libsyn-frank-and-erik.xml")
    assert libsyn[0].description.split("\n\n") == [
        "Frank and Erik travel the world.",
        "Outro: 20/20 - Yellow Pills",
        "646-434-8528",
        "frankanderik.com",
    ]
    assert libsyn[4].links == ("http://mobro.co/erikcore", "http://mobro.co/frankaugugliaro")


def test_the_biggest_feed_imports_whole() -> None:
    catalog = podcat.load(FEEDS / "giantbomb-seconds.xml")
    assert len(catalog) == 730


# Messy input, written out.


def _feed(items: str, *, namespace: str = ITUNES, before: str = "") -> str:
    return (
        f'{before}<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<rss version="2.0" xmlns:itunes="{namespace}" xmlns:content="http://purl.org/rss/1.0/modules/content/">\n'
        "<channel>\n<title>Show</title>\n<managingEditor>ed@example.org (Ed)</managingEditor>\n"
        '<image><url>https://example.org/cover.png</url></image>\n'
        f"{items}</channel>\n</rss>\n"
    )


def test_itunes_namespace_any_spelling_redeclared_or_undeclared() -> None:
    item = "<item><title>T</title><itunes:duration>92:20</itunes:duration></item>\n"
    for namespace in (ITUNES, "http://www.itunes.com/DTDs/Podcast-1.0.dtd", "HTTP://WWW.ITUNES.COM/DTDS/PODCAST-1.0.DTD"):
        assert podcat.parse(_feed(item, namespace=namespace))[0].duration == timedelta(minutes=92, seconds=20)
    redeclared = f'<item><title>T</title><i:duration xmlns:i="{ITUNES}">993</i:duration></item>\n'
    assert podcat.parse(_feed(redeclared, namespace="urn:other"))[0].duration == timedelta(seconds=993)
    undeclared = '<?xml version="1.0"?><rss><channel><item><title>T</title><itunes:duration>5</itunes:duration>'
    catalog = podcat.parse(undeclared + "</item></channel></rss>")
    assert catalog[0].duration == timedelta(seconds=5)
    assert "not declared" in catalog.diagnostics[0].message


def test_item_fields_from_messy_markup() -> None:
    items = (
        "<item>\n<title><![CDATA[Fish &amp; Chips]]></title>\n"
        "<pubDate>Sat, 31 Dec 2016 23:30:00 PST</pubDate>\n"
        "<itunes:duration>0</itunes:duration>\n"
        "<category>news</category><category>food</category>\n"
        "<itunes:keywords>food, cooking ,,news</itunes:keywords>\n"
        "<description>Short.</description>\n"
        "<content:encoded><![CDATA[<p>One &amp; two<br>three <a href='https://a.example/x?p=1&amp;q=2'>here</a></p>"
        "<script>var x = '<p>';</script><p>See https://b.example/y.</p>]]></content:encoded>\n"
        '<enclosure url="https://example.org/1.mp3" type="audio/mpeg"/>\n'
        "</item>\n"
        "<item>\n<title>Second</title>\n<pubDate>4 Aug 2024 10:00:00 +0200</pubDate>\n"
        "<itunes:summary>Plain &amp;lt;summary&amp;gt;\nin two lines</itunes:summary>\n"
        '<enclosure url="https://example.org/2.mp3" length="0" type=""/>\n</item>\n'
    )
    catalog = podcat.parse(_feed(items, before="\n  \n"), source="feed.xml")
    first, second = catalog
    assert first.title == "Fish &amp; Chips"  # CDATA is literal
    assert first.published == date(2016, 12, 31)  # as written in its zone
    assert first.duration is None  # 0 means unknown
    assert first.tags == ("news", "food", "cooking")
    assert first.description == "One & two\nthree here\n\nSee https://b.example/y."
    assert first.links == ("https://a.example/x?p=1&q=2", "https://b.example/y")
    assert first.enclosure == podcat.Enclosure("https://example.org/1.mp3", None, "audio/mpeg")
    assert first.guid == stable_guid("Show", "Fish &amp; Chips", date(2016, 12, 31))
    assert first.source == podcat.SourceRef("feed.xml", 9)  # the blank lines before <?xml count
    assert (second.published, second.description) == (date(2024, 8, 4), "Plain <summary>\nin two lines")
    assert second.enclosure == podcat.Enclosure("https://example.org/2.mp3", None, None)
    assert catalog.diagnostics == ()
    show = catalog.show
    assert show is not None
    assert (show.title, show.author, show.image) == ("Show", "ed@example.org (Ed)", "https://example.org/cover.png")


def test_unreadable_values_are_diagnostics_and_the_item_is_kept() -> None:
    items = (
        "<item>\n<title>Kept</title>\n<pubDate>Mon, 47 Mar 2024 10:00:00 GMT</pubDate>\n"
        "<itunes:duration>16:99</itunes:duration>\n"
        '<enclosure url="https://example.org/1.mp3" length="big" type="audio/mpeg"/>\n</item>\n'
        "<item><description>No title</description></item>\n"
    )
    catalog = podcat.parse(_feed(items))
    assert [episode.title for episode in catalog] == ["Kept", ""]
    assert (catalog[0].published, catalog[0].duration) == (None, None)
    assert catalog[0].enclosure == podcat.Enclosure("https://example.org/1.mp3", None, "audio/mpeg")
    assert [(d.line, d.message.split(":")[0]) for d in catalog.diagnostics] == [
        (9, "unreadable date"),
        (10, "unreadable duration"),
        (11, "unreadable enclosure length 'big'"),
        (13, "item without a title"),
    ]
    with pytest.raises(podcat.ListingParseError) as raised:
        podcat.parse(_feed(items), strict=True)
    assert raised.value.lineno == 9


def test_encodings_declared_in_the_feed(tmp_path: Path) -> None:
    latin = _feed("<item><title>Café crème</title></item>\n").replace("UTF-8", "ISO-8859-1")
    path = tmp_path / "latin.xml"
    path.write_bytes(latin.encode("latin-1"))
    assert podcat.load(path)[0].title == "Café crème"
    utf16 = _feed("<item><title>Ünïcode</title></item>\n").replace("UTF-8", "UTF-16")
    assert podcat.parse(utf16.encode("utf-16"))[0].title == "Ünïcode"
    assert podcat.parse("\ufeff".encode() + _feed("<item><title>B</title></item>").encode())[0].title == "B"


def test_atom_feeds() -> None:
    atom = (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        f'<feed xmlns="http://www.w3.org/2005/Atom" xmlns:itunes="{ITUNES}">\n'
        '<title>Atom Show</title><subtitle type="html">&lt;p&gt;Hi &amp;amp; there&lt;/p&gt;</subtitle>\n'
        '<link rel="alternate" href="https://example.org/"/><author><name>Ann</name></author>\n'
        "<entry>\n<title>One</title><id>urn:one</id><published>2024-08-04T23:30:00-07:00</published>\n"
        '<link rel="enclosure" href="https://example.org/1.mp3" length="12" type="audio/mpeg"/>\n'
        '<category term="fx"/><itunes:duration>16:33</itunes:duration>\n'
        '<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Para <a href="https://a.example/">one'
        "</a></p><p>Two<br/>lines</p></div></content>\n</entry>\n</feed>\n"
    )
    catalog = podcat.parse(atom)
    assert podcat.detect_layout(atom) == "rss"
    assert catalog.show == podcat.Show("Atom Show", "Hi & there", "Ann", link="https://example.org/")
    (entry,) = catalog
    assert (entry.title, entry.published, entry.duration) == ("One", date(2024, 8, 4), timedelta(seconds=993))
    assert (entry.description, entry.links, entry.tags) == ("Para one\n\nTwo\nlines", ("https://a.example/",), ("fx",))
    assert entry.enclosure == podcat.Enclosure("https://example.org/1.mp3", 12, "audio/mpeg")
    assert (entry.guid, entry.source) == ("urn:one", podcat.SourceRef(None, 5))


@pytest.mark.parametrize(
    "prolog",
    [
        '<?xml version="1.0"?>\n<?xml-stylesheet href="s.xsl"?>\n<!-- made by a tool -->\n',
        '\ufeff\n<!DOCTYPE rss [<!ENTITY e "x">]>\n',  # recognized, so that its DTD is refused below
    ],
)
def test_a_feed_root_after_any_prolog_is_a_feed(prolog: str) -> None:
    assert podcat.detect_layout(prolog + "<rss version=\"2.0\"><channel></channel></rss>\n") == "rss"


def test_a_listing_that_mentions_feed_markup_is_no_feed() -> None:
    text = "<Code> Weekly\nFollow <Code> Weekly\n\nThe Atom <feed> element\n"
    text += "Play Episode Listen Later Aug 4, 2024 16:33\n"
    catalog = podcat.parse(text + "\nAbout.\n", strict=True)
    assert podcat.detect_layout(text) == "directory"
    assert [(e.title, e.description) for e in catalog] == [("The Atom <feed> element", "About.")]


def test_layout_detection_and_choice() -> None:
    feed = _feed("<item><title>T</title></item>")
    assert podcat.detect_layout(feed) == "rss"
    assert podcat.detect_layout("<p>an HTML page</p>") is None
    assert podcat.parse(feed, layout="rss")[0].title == "T"
    directory = DIRECTORY_SEED.read_text(encoding="utf-8")
    assert podcat.detect_layout(directory) == "directory"
    with pytest.raises(ValueError, match="rss"):
        podcat.parse(directory, layout="nonsense")  # type: ignore[arg-type]


def test_not_well_formed_keeps_what_came_before_and_reports_line_and_column() -> None:
    broken = _feed("<item><title>Before</title></item>\n<item><title>Fish & Chips</title></item>\n")
    catalog = podcat.parse(broken)  # lenient: the items before the break survive
    assert [episode.title for episode in catalog] == ["Before"]
    (diagnostic,) = catalog.diagnostics
    assert diagnostic.line == 8
    assert diagnostic.message.startswith("not well-formed XML at column 20")
    with pytest.raises(podcat.ListingParseError) as raised:
        podcat.parse(broken, strict=True)
    assert raised.value.lineno == 8
    not_a_feed = podcat.parse('<?xml version="1.0"?>\n<html><p>hi</p></html>', layout="rss")
    assert len(not_a_feed) == 0
    assert not_a_feed.diagnostics[0].message == "not an RSS or Atom feed: the root element is <html>"


# Unsafe XML.

BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE rss [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<rss version="2.0"><channel><title>&lol9;</title><item><title>&lol9;</title></item></channel></rss>
"""
XXE = """<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><title>&xxe;</title><item><title>&xxe;</title></item></channel></rss>
"""
EXTERNAL_DTD = """<?xml version="1.0"?>
<!DOCTYPE rss SYSTEM "http://127.0.0.1:9/evil.dtd">
<rss version="2.0"><channel><title>T</title></channel></rss>
"""
UNSAFE_FEEDS = {"billion-laughs": BILLION_LAUGHS, "xxe": XXE, "external-dtd": EXTERNAL_DTD}


@pytest.mark.parametrize("name", UNSAFE_FEEDS)
def test_unsafe_xml_is_refused(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.xml"
    path.write_text("\n" + UNSAFE_FEEDS[name], encoding="utf-8")
    with pytest.raises(podcat.ListingParseError) as raised:
        podcat.load(path)
    error = raised.value
    assert (error.msg, error.lineno, error.path) == (UNSAFE, 3, str(path))
    assert "\n" not in str(error)
    assert "root:" not in str(error)  # nothing of /etc/passwd
    for strict in (False, True):
        with pytest.raises(podcat.ListingParseError, match="unsafe XML"):
            podcat.parse(UNSAFE_FEEDS[name], strict=strict)


@pytest.mark.parametrize("name", UNSAFE_FEEDS)
def test_unsafe_xml_is_refused_by_the_cli(name: str, tmp_path: Path, cli: Cli) -> None:
    path = tmp_path / f"{name}.xml"
    path.write_text(UNSAFE_FEEDS[name], encoding="utf-8")
    assert cli("parse", path) == (1, "", [f"podcat: {path}:2: {UNSAFE}"])


def test_malformed_feed_through_the_cli(tmp_path: Path, cli: Cli) -> None:
    path = tmp_path / "broken.xml"
    path.write_text(_feed("<item><title>a</titel></item>\n"), encoding="utf-8")
    status, _, err = cli("parse", path, "--strict")
    assert (status, len(err)) == (1, 1)
    assert err[0].startswith(f"podcat: {path}:7: not well-formed XML at column 17: mismatched tag")
    status, _, err = cli("parse", path)
    assert (status, len(err)) == (0, 1)


def test_cli_reads_feeds(cli: Cli) -> None:
    status, out, _ = cli("parse", FEEDS / "libsyn-frank-and-erik.xml", "--layout", "rss", "--strict")
    assert status == 0
    lines = out.splitlines()
    assert lines[2].split() == ["2017-04-21", "1:35:02", "Episode", "128"]


# Show notes to plain text.


def test_html_to_text() -> None:
    text, links = to_plain_text('<h2>Title</h2><ul><li>one</li><li>two &lt;3</li></ul><!-- hidden --><p>a&nbsp;b</p>')
    assert (text, links) == ("Title\n\none\ntwo <3\n\na b", ())
    assert to_plain_text("1 < 2 and 3 > 2\n\n\n\nnext")[0] == "1 < 2 and 3 > 2\n\nnext"
    assert to_plain_text("<p>unclosed <a href=x")[0] == "unclosed <a href=x"


@settings(max_examples=200)
@given(st.text())
def test_html_to_text_never_raises(text: str) -> None:
    plain, links = to_plain_text(text)
    assert "\n\n\n" not in plain
    assert len(set(links)) == len(links)


# XML 1.0 characters a feed can hold, without the ones XML normalizes away (CR) or forbids.
_XML_TEXT = st.text(
    st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\ufffe\uffff"), min_size=1, max_size=40
).map(lambda text: " ".join(text.split())).filter(bool)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.tuples(_XML_TEXT, st.dates(min_value=date(1900, 1, 1)), st.integers(0, 30 * 3600), _XML_TEXT),
        max_size=8,
    )
)
def test_generated_feeds_import_exactly(items: list[tuple[str, date, int, str]]) -> None:
    body = "".join(
        f"<item><title>{escape(title)}</title>"
        f"<pubDate>{email.utils.format_datetime(_noon(day))}</pubDate>"
        f"<itunes:duration>{seconds}</itunes:duration>"
        f"<description>{escape(escape(notes))}</description>"  # escaped HTML, as feeds carry it
        f"<enclosure url={quoteattr('https://example.org/' + str(index))} length='{seconds}' type='audio/mpeg'/>"
        "</item>\n"
        for index, (title, day, seconds, notes) in enumerate(items)
    )
    catalog = podcat.parse(_feed(body))
    assert catalog.diagnostics == ()
    assert [(e.title, e.published, e.duration, e.description) for e in catalog] == [
        (title, day, timedelta(seconds=seconds) or None, notes) for title, day, seconds, notes in items
    ]


def _noon(day: date) -> datetime:
    return datetime(day.year, day.month, day.day, 12, tzinfo=UTC)


# The example script.


def test_import_example_runs() -> None:
    done = subprocess.run(
        [sys.executable, "examples/import_feed.py"], cwd=REPO, capture_output=True, text=True, check=True
    )
    lines = done.stdout.splitlines()
    assert lines[0] == "Software Engineering Radio - The Podcast for Professional Software Developers: 249 episodes"
    assert lines[1].startswith("longest: Episode 184: The Mainframe with Jeff Frey (1:24:34")


# Round trips through podcat's own feed writer: a catalog written with `Catalog.to_rss` reads back the same.

_ROUND_TRIP_FIELDS = ("title", "published", "duration", "description", "links", "tags", "guid", "enclosure")


def _fields(catalog: podcat.Catalog) -> list[tuple[object, ...]]:
    return [tuple(getattr(episode, name) for name in _ROUND_TRIP_FIELDS) for episode in catalog]


def test_seed_round_trips_through_rss() -> None:
    seed = podcat.load(DIRECTORY_SEED)
    back = podcat.parse(seed.to_rss(link="https://example.org/x"))
    assert back.diagnostics == ()
    assert _fields(back) == _fields(seed)
    assert seed.show is not None
    assert back.show == podcat.Show(
        seed.show.title, seed.show.description, seed.show.author, link="https://example.org/x", language="en",
        explicit=False,  # what the feed states; the listing said neither
    )


# Words without whitespace or anything XML forbids, plus the troublesome ones, joined by one or two spaces.
_WORD = st.one_of(
    st.text(st.characters(blacklist_categories=("Cs", "Cc", "Zs", "Zl", "Zp"), blacklist_characters="\ufffe\uffff"),
            min_size=1, max_size=12),
    st.sampled_from(["https://example.org/a?b=1&c=2", "http://x.example/p.", "<b>", "&amp;", "&lt", "a<br>b", "漢字"]),
)
_LINE = st.lists(st.tuples(_WORD, st.sampled_from([" ", "  "])), min_size=1, max_size=8).map(
    lambda pairs: "".join(word + space for word, space in pairs).strip()
).filter(bool)
_PARAGRAPHS = st.lists(st.lists(_LINE, min_size=1, max_size=3).map("\n".join), max_size=3).map("\n\n".join)


@st.composite
def _episodes(draw: st.DrawFn, index: int) -> podcat.Episode:
    description = draw(_PARAGRAPHS)
    duration = draw(st.none() | st.integers(1, 100 * 3600).map(lambda seconds: timedelta(seconds=seconds)))
    length = draw(st.none() | st.integers(1, 10**10))
    return podcat.Episode(
        title=draw(_LINE),
        published=draw(st.none() | st.dates(min_value=date(1900, 1, 1))),
        duration=duration,
        description=description,
        tags=tuple(dict.fromkeys(draw(st.lists(_LINE, max_size=4)))),
        links=find_links(description),
        guid=draw(_LINE) + f"-{index}",
        enclosure=podcat.Enclosure(f"https://example.org/{index}.mp3", length, "audio/mpeg"),
    )


@st.composite
def _catalogs(draw: st.DrawFn) -> podcat.Catalog:
    count = draw(st.integers(0, 5))
    show = podcat.Show(draw(_LINE), draw(_PARAGRAPHS), draw(st.none() | _LINE))
    return podcat.Catalog(show, [draw(_episodes(index)) for index in range(count)])


@settings(max_examples=60, deadline=None)
@given(_catalogs())
def test_generated_catalogs_round_trip_through_rss(catalog: podcat.Catalog) -> None:
    back = podcat.parse(catalog.to_rss(link="https://example.org/x"))
    assert back.diagnostics == ()
    assert _fields(back) == _fields(catalog)
    assert back.show is not None
    assert catalog.show is not None
    assert (back.show.title, back.show.author) == (catalog.show.title, catalog.show.author)


def test_a_feeds_diagnostics_come_in_line_order_and_strict_mode_names_the_first() -> None:
    data = b"<feed>\n<entry><title>a</title></entry>\n<x & y>\n"
    assert [d.line for d in podcat.parse(data).diagnostics] == [1, 3]  # in line order, not the order found
    with pytest.raises(podcat.ListingParseError) as raised:
        podcat.parse(data, strict=True)
    assert raised.value.lineno == 1
