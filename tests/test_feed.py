"""Podcast feeds: what real feed readers (feedparser, podcastparser) make of them, byte for byte reproducible."""

from __future__ import annotations

import codecs
import html
import io
import locale
import re
import stat
import subprocess
import sys
import uuid
import xml.etree.ElementTree as ET
from collections.abc import Callable
from datetime import UTC, date, datetime, time, timedelta, timezone, tzinfo
from email.utils import format_datetime, parsedate_to_datetime
from pathlib import Path
from unittest import mock
from zoneinfo import ZoneInfo

import attrs
import feedparser
import podcastparser
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import podcat
from tests.conftest import ARTICLE_SEEDS, DIRECTORY_SEED, FEEDS, REPO, Cli

LINK = "https://example.org/pytorch-dev-podcast"
TEMPLATE = "https://media.example.org/{slug}.mp3"
ITUNES = "{http://www.itunes.com/dtds/podcast-1.0.dtd}"
PODCAST = "{https://podcastindex.org/namespace/1.0}"
DIRTY = (
    "Show\nFollow Show\n\nEpisode <b>one</b> ]]>\nPlay Episode Listen Later Mar 4, 2024 12:00\n"
    "About \x0bit\x00 and <script>alert(1)</script> ]]> see https://example.org/a?b=1&c=2.\n"
)


def _feed(cli: Cli, output: Path, *options: str) -> tuple[int, list[str]]:
    """``podcat feed`` of the directory seed into ``output``: its status and stderr lines."""
    status, _, err = cli("feed", DIRECTORY_SEED, "-o", output, "--link", LINK, *options)
    return status, err


@pytest.fixture(scope="module")
def catalog() -> podcat.Catalog:
    return podcat.load(DIRECTORY_SEED)


@pytest.fixture
def feed_xml(tmp_path: Path, cli: Cli) -> bytes:
    status, err = _feed(cli, tmp_path / "feed.xml", "--enclosure-template", TEMPLATE)
    assert (status, err) == (0, [])
    return (tmp_path / "feed.xml").read_bytes()


def test_feedparser_reads_every_episode_as_cataloged(feed_xml: bytes, catalog: podcat.Catalog) -> None:
    parsed = feedparser.parse(feed_xml)
    assert parsed.bozo == 0
    assert len(parsed.entries) == len(catalog) == 51
    assert [entry.title for entry in parsed.entries] == [episode.title for episode in catalog]
    assert [date(*entry.published_parsed[:3]) for entry in parsed.entries] == [e.published for e in catalog]
    durations = [timedelta(seconds=int(entry.itunes_duration)) for entry in parsed.entries]
    assert durations == [episode.duration for episode in catalog]
    ids = [entry.id for entry in parsed.entries]
    assert ids == [episode.guid for episode in catalog]
    assert len(set(ids)) == len(ids)
    assert parsed.feed.link == LINK


def test_podcastparser_reads_every_episode_with_one_enclosure(feed_xml: bytes, catalog: podcat.Catalog) -> None:
    parsed = podcastparser.parse(LINK + "/feed.xml", io.BytesIO(feed_xml))
    episodes = parsed["episodes"]
    assert len(episodes) == 51
    # podcastparser sorts newest first; the listing is newest first too.
    assert [e["total_time"] for e in episodes] == [int(e.duration.total_seconds()) for e in catalog if e.duration]
    assert all(len(episode["enclosures"]) == 1 for episode in episodes)
    assert episodes[0]["enclosures"][0]["url"] == "https://media.example.org/compiler-collectives.mp3"
    assert episodes[0]["enclosures"][0]["mime_type"] == "audio/mpeg"


def test_channel_tags_and_pinned_build_date(feed_xml: bytes) -> None:
    channel = ET.fromstring(feed_xml).find("channel")
    assert channel is not None
    assert channel.findtext("lastBuildDate") == "Sun, 04 Aug 2024 00:00:00 +0000"
    assert channel.findtext("generator") == "podcat"
    assert channel.findtext(f"{ITUNES}explicit") == "false"
    assert channel.findtext(f"{ITUNES}type") == "episodic"
    assert channel.findtext(f"{ITUNES}author") == "Edward Yang, Team PyTorch"
    assert channel.findtext(f"{PODCAST}updateFrequency") == "infrequent"
    assert channel.findtext(f"{PODCAST}guid") == podcat.podcast_guid(LINK)
    guid = channel.find("item/guid")
    assert guid is not None
    assert guid.get("isPermaLink") == "false"
    assert b'length="None"' not in feed_xml
    assert b'<enclosure url="https://media.example.org/compiler-collectives.mp3" length="0" type="audio/mpeg"/>' in (
        feed_xml
    )


def test_two_runs_give_identical_bytes(tmp_path: Path, cli: Cli) -> None:
    for name in ("a.xml", "b.xml"):
        assert _feed(cli, tmp_path / name, "--enclosure-template", TEMPLATE)[0] == 0
    assert (tmp_path / "a.xml").read_bytes() == (tmp_path / "b.xml").read_bytes()


def test_forbidden_characters_are_removed_and_markup_escaped() -> None:
    parsed_listing = podcat.parse(DIRTY)
    # The parser already replaces lone surrogates; a catalog built in code may still hold one.
    episode = attrs.evolve(parsed_listing[0], description=parsed_listing[0].description + "\ud800\ufffe")
    catalog = attrs.evolve(parsed_listing, episodes=[episode])
    rendered = podcat.render_feed(catalog, link=LINK)
    parsed = feedparser.parse(rendered.xml)
    assert parsed.bozo == 0
    assert parsed.entries[0].title == "Episode <b>one</b> ]]>"
    # The description is HTML made from text: the markup in the text is escaped, so apps show it, never run it.
    assert "&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt;" in parsed.entries[0].summary
    assert '<a href="https://example.org/a?b=1&amp;c=2">' in parsed.entries[0].summary
    item = ET.fromstring(rendered.xml).find("channel/item")
    assert item is not None
    assert item.find(".//script") is None
    assert [d.message for d in rendered.diagnostics] == [
        "removed 4 characters XML forbids (U+000B, U+0000, U+D800, U+FFFE) from the description of episode 1"
    ]
    assert rendered.diagnostics[0].line == 4  # the episode's first line


def test_cli_warns_once_about_removed_characters(tmp_path: Path, cli: Cli) -> None:
    listing = tmp_path / "dirty.txt"
    listing.write_text(DIRTY, encoding="utf-8")
    status, _, err = cli("feed", listing, "-o", tmp_path / "feed.xml", "--link", LINK)
    assert status == 0
    assert len(err) == 2
    assert err[0] == (
        f"podcat: warning: 1 feed diagnostic; first: {listing}:4: removed 2 characters XML forbids "
        "(U+000B, U+0000) from the description of episode 1"
    )
    assert err[1].startswith("podcat: warning: 1 of 1 episodes have no enclosure, and podcast apps need one")
    assert feedparser.parse((tmp_path / "feed.xml").read_bytes()).bozo == 0


def test_podcast_guid_spec_vector(catalog: podcat.Catalog) -> None:
    assert podcat.podcast_guid("https://podnews.net/rss") == "9b024349-ccf0-5f69-a609-6b82873eab3c"
    assert podcat.podcast_guid("http://podnews.net/rss/") == "9b024349-ccf0-5f69-a609-6b82873eab3c"
    xml = catalog.to_rss(link=LINK, feed_url="https://podnews.net/rss")
    assert b"<podcast:guid>9b024349-ccf0-5f69-a609-6b82873eab3c</podcast:guid>" in xml
    assert b'<atom:link href="https://podnews.net/rss" rel="self"/>' in xml
    assert f"<link>{LINK}</link>".encode() in xml


@pytest.mark.parametrize(("explicit", "written"), [(True, "true"), (False, "false")])
def test_itunes_explicit_is_true_or_false(catalog: podcat.Catalog, explicit: bool, written: str) -> None:
    channel = ET.fromstring(catalog.to_rss(link=LINK, explicit=explicit)).find("channel")
    assert channel is not None
    assert channel.findtext(f"{ITUNES}explicit") == written


def test_atom_output_parses(tmp_path: Path, cli: Cli, catalog: podcat.Catalog) -> None:
    status, _ = _feed(cli, tmp_path / "feed.atom", "--format", "atom", "--enclosure-template", TEMPLATE)
    parsed = feedparser.parse((tmp_path / "feed.atom").read_bytes())
    assert (status, parsed.bozo, parsed.version) == (0, 0, "atom10")
    assert [entry.title for entry in parsed.entries] == [episode.title for episode in catalog]
    assert parsed.entries[0].enclosures == [
        {"href": "https://media.example.org/compiler-collectives.mp3", "length": "0", "type": "audio/mpeg"}
    ]


def test_owner_image_categories_and_given_enclosures(catalog: podcat.Catalog) -> None:
    first, second = catalog[0], catalog[1]
    own = podcat.Enclosure("https://cdn.example.org/one.m4a", 1234)
    episodes = [podcat.Episode(first.title, first.published, guid=first.guid, enclosure=own), second]
    small = podcat.Catalog(catalog.show, episodes)
    xml = small.to_rss(
        link=LINK,
        image="https://example.org/cover.jpeg",
        categories=["Technology"],
        owner=podcat.Owner("Edward Yang", "podcast@example.org"),
        enclosures={second.guid: "https://cdn.example.org/two.ogg"},
    )
    assert podcat.check_feed(xml) == []
    channel = ET.fromstring(xml).find("channel")
    assert channel is not None
    assert channel.findtext(f"{ITUNES}owner/{ITUNES}email") == "podcast@example.org"
    enclosures = [item.find("enclosure").attrib for item in channel.findall("item")]  # type: ignore[union-attr]
    assert enclosures == [
        {"url": "https://cdn.example.org/one.m4a", "length": "1234", "type": "audio/x-m4a"},
        {"url": "https://cdn.example.org/two.ogg", "length": "0", "type": "audio/ogg"},
    ]


def test_enclosure_template_fields() -> None:
    episode = podcat.Episode("Inductor - Post-grad FX passes!", date(2024, 4, 12), guid="g/1")
    assert podcat.enclosure_template("https://m.example/{date}/{slug}-{guid}.mp3")(episode) == (
        "https://m.example/2024-04-12/inductor-post-grad-fx-passes-g%2F1.mp3"
    )
    assert podcat.enclosure_template("https://m.example/{date}.mp3")(podcat.Episode("Undated")) is None
    assert podcat.enclosure_template("https://m.example/{slug}.mp3")(podcat.Episode("编译", guid="g1")) == (
        "https://m.example/g1.mp3"
    )
    with pytest.raises(podcat.FeedError, match=r"unknown field \{title\}"):
        podcat.enclosure_template("https://m.example/{title}.mp3")
    with pytest.raises(podcat.FeedError, match=r"unknown field \{title\}"):
        podcat.enclosure_template("https://m.example/{slug:>{title}}.mp3")  # nested in a format spec



@pytest.mark.parametrize(
    ("template", "message"),
    [
        ("https://m.example/{slug!r}.mp3", "a conversion in {slug!r}; use a bare {slug}"),
        ("https://m.example/{date:%Y}.mp3", "a format spec in {date:%Y}; use a bare {date}"),
        ("https://m.example/{slug:>9999999}.mp3", "a format spec in {slug:>9999999}; use a bare {slug}"),
        ("https://m.example/{slug:{date}}.mp3", "a format spec in {slug:{date}}; use a bare {slug}"),
    ],
)
def test_enclosure_template_refuses_conversions_and_specs(template: str, message: str) -> None:
    with pytest.raises(podcat.FeedError) as caught:
        podcat.enclosure_template(template)
    assert str(caught.value) == f"bad enclosure template {template!r}: {message}"

def test_feed_diagnostics_follow_the_item() -> None:
    catalog = podcat.Catalog(podcat.Show("Show"), [podcat.Episode("\x00", guid="g\x01")])
    assert [d.message for d in podcat.render_feed(catalog, link=LINK).diagnostics] == [
        "removed 1 character XML forbids (U+0000) from the title of episode 1",
        "episode 1 has no title: wrote 'Untitled episode'",
        "removed 1 character XML forbids (U+0001) from the GUID of episode 1",
    ]


def test_feedgen_refusals_become_feed_errors(catalog: podcat.Catalog) -> None:
    with pytest.raises(podcat.FeedError, match="Both name and email"):
        catalog.to_rss(link=LINK, owner=("Edward Yang", ""))
    with pytest.raises(podcat.FeedError, match="no show"):
        podcat.load(ARTICLE_SEEDS[0]).to_rss(link=LINK)


def test_failed_run_leaves_the_existing_file_alone(tmp_path: Path, cli: Cli) -> None:
    output = tmp_path / "feed.xml"
    output.write_bytes(b"old feed")
    # Fails before writing (no show), at the check, and at the final rename (a directory is in the way).
    status, _, err = cli("feed", ARTICLE_SEEDS[0], "-o", output, "--link", LINK)
    assert (status, len(err)) == (1, 1)
    status, err = _feed(cli, output, "--check")
    assert status == 1
    assert err[-1] == f"podcat: {output}: not written: the feed misses 3 Apple Podcasts requirements"
    (tmp_path / "taken").mkdir()
    status, err = _feed(cli, tmp_path / "taken", "--enclosure-template", TEMPLATE)
    assert (status, err) == (1, [f"podcat: {tmp_path / 'taken'}: Is a directory"])
    assert output.read_bytes() == b"old feed"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["feed.xml", "taken"]


def test_output_symlink_is_written_through(tmp_path: Path, cli: Cli) -> None:
    (tmp_path / "site").mkdir()
    target = tmp_path / "site" / "feed.xml"
    target.write_bytes(b"old feed")
    target.chmod(0o640)
    link = tmp_path / "feed.xml"
    link.symlink_to("site/feed.xml")
    assert _feed(cli, link, "--enclosure-template", TEMPLATE) == (0, [])
    assert (link.is_symlink(), str(link.readlink())) == (True, "site/feed.xml")
    assert target.read_bytes().startswith(b"<?xml")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert sorted(path.name for path in tmp_path.rglob("*")) == ["feed.xml", "feed.xml", "site"]  # no temporary


def test_output_file_keeps_its_mode(tmp_path: Path, cli: Cli) -> None:
    output = tmp_path / "feed.xml"
    output.write_bytes(b"old feed")
    output.chmod(0o600)
    assert _feed(cli, output, "--enclosure-template", TEMPLATE) == (0, [])
    assert output.read_bytes().startswith(b"<?xml")
    assert stat.S_IMODE(output.stat().st_mode) == 0o600


def test_output_dash_is_stdout(
    tmp_path: Path, cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, err = cli("feed", DIRECTORY_SEED, "-o", "-", "--link", LINK, "--enclosure-template", TEMPLATE)
    assert (status, err) == (0, [])
    assert len(feedparser.parse(out.encode()).entries) == 51
    assert list(tmp_path.iterdir()) == []  # no file named '-'


def test_unwritable_destination_is_one_line(tmp_path: Path, cli: Cli) -> None:
    output = tmp_path / "missing" / "feed.xml"
    status, err = _feed(cli, output, "--enclosure-template", TEMPLATE)
    assert (status, err) == (1, [f"podcat: {output}: No such file or directory"])


def test_link_is_required_when_the_input_has_none(tmp_path: Path, cli: Cli) -> None:
    assert cli("feed", DIRECTORY_SEED, "-o", tmp_path / "feed.xml") == (
        1, "", ["podcat: a feed needs a link to the show's web page, and this listing has none: pass --link"]
    )
    assert not (tmp_path / "feed.xml").exists()


def test_feed_without_output_writes_stdout_and_links_to_the_feeds_own_page(
    tmp_path: Path, cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    source = FEEDS / "se-radio.xml"
    status, out, err = cli("feed", source)
    assert (status, err) == (0, [  # the feed's items have their enclosures; its category is reported
        "podcat: warning: 1 feed diagnostic; first: channel: <itunes:category> 'Software How-To' is not an Apple "
        "Podcasts subcategory of 'Technology'"
    ])
    original, written = feedparser.parse(source.read_bytes()), feedparser.parse(out.encode())
    assert written.feed.link == original.feed.link == "http://www.se-radio.net"
    assert len(written.entries) == len(original.entries)
    assert list(tmp_path.iterdir()) == []
    status, out, _ = cli("feed", source, "--link", LINK)
    assert (status, feedparser.parse(out.encode()).feed.link) == (0, LINK)


@pytest.mark.parametrize("template", ["https://m.example/{slug:>9999999}.mp3", "https://m.example/{title}.mp3"])
def test_bad_template_is_a_usage_error(template: str, tmp_path: Path, cli: Cli) -> None:
    output = tmp_path / "feed.xml"
    # The input does not exist: the template is refused as the options are read, before any input is.
    options = ["-o", str(output), "--link", LINK, "--enclosure-template", template]
    status, _, (line, *more) = cli("feed", tmp_path / "missing.txt", *options)
    assert (status, more) == (2, [])
    assert line.startswith(f"podcat: error: argument --enclosure-template: bad enclosure template {template!r}: ")
    assert not output.exists()


@pytest.mark.parametrize("option", ["--link", "--title"])
def test_blank_link_or_title_is_a_usage_error(option: str, tmp_path: Path, cli: Cli) -> None:
    output = tmp_path / "feed.xml"
    assert cli("feed", DIRECTORY_SEED, "-o", output, "--link", LINK, option, " ") == (
        2, "", [f"podcat: error: argument {option}: must not be blank (see podcat feed --help)"]
    )
    assert not output.exists()


def test_listing_without_a_show_asks_for_the_title_option(tmp_path: Path, cli: Cli) -> None:
    output = tmp_path / "feed.xml"
    status, _, err = cli("feed", ARTICLE_SEEDS[0], "-o", output, "--link", LINK)
    assert status == 1
    assert err[-1] == "podcat: a feed needs a show title, and this listing has no show header: pass --title"
    assert cli("feed", ARTICLE_SEEDS[0], "-o", output, "--link", LINK, "--title", "Posts").status == 0
    assert feedparser.parse(output.read_bytes()).feed.title == "Posts"


def test_validate_lists_what_apple_requires(tmp_path: Path, cli: Cli) -> None:
    output = tmp_path / "feed.xml"
    _feed(cli, output, "--enclosure-template", TEMPLATE)
    status, out, _ = cli("validate", output)
    assert (status, out.splitlines()) == (1, [
        f"{output}: channel: no <itunes:image href=...> (square artwork, 1400 to 3000 pixels)",
        f"{output}: channel: no <itunes:category text=...>",
    ])
    options = ["--enclosure-template", TEMPLATE, "--image", "https://example.org/a.png", "--category", "Technology"]
    assert _feed(cli, output, *options, "--check") == (0, [])
    assert cli("validate", output) == (0, f"{output}: ok: nothing Apple Podcasts requires is missing\n", [])


def test_check_reports_missing_enclosures_and_refuses_dtds(tmp_path: Path, cli: Cli) -> None:
    problems = podcat.check_feed(podcat.load(DIRECTORY_SEED).to_rss(link=LINK))
    assert "51 of 51 items have no <enclosure> (first: item 1, 'Compiler collectives')" in problems
    assert podcat.check_feed(b"<feed/>") == ["not an RSS 2.0 feed (root <feed>): Apple Podcasts reads <rss><channel>"]
    bomb = b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><rss>&b;</rss>'
    with pytest.raises(podcat.FeedError, match="DTD"):
        podcat.check_feed(bomb)
    path = tmp_path / "bomb.xml"
    path.write_bytes(bomb)
    refusal = f"podcat: {path}: the feed declares a DTD (<!DOCTYPE>); refusing to read it"
    assert cli("validate", path) == (1, "", [refusal])


def test_example_script_writes_a_complete_feed(tmp_path: Path) -> None:
    output = tmp_path / "feed.xml"
    done = subprocess.run([sys.executable, "examples/build_feed.py", str(output)], cwd=REPO, capture_output=True,
                          text=True, check=True)
    assert done.stdout.splitlines() == [
        f"wrote {output}: 51 episodes, {output.stat().st_size} bytes",
        "Apple Podcasts check: nothing missing",
    ]


_TEXT = st.lists(st.one_of(st.text(), st.sampled_from(["\ud800", "\udfff", "\ufffe", "\x00", "]]>", "<script>"]))).map(
    "".join
)


@settings(max_examples=50, deadline=None)
@given(st.lists(st.tuples(_TEXT, _TEXT, _TEXT), max_size=4), _TEXT)
def test_any_text_gives_a_well_formed_feed(episodes: list[tuple[str, str, str]], about: str) -> None:
    catalog = podcat.Catalog(
        podcat.Show("Show", about, about),
        [
            podcat.Episode(title, date(2024, 1, 1), timedelta(seconds=61), text, (tag,), guid=f"g{index}")
            for index, (title, text, tag) in enumerate(episodes)
        ],
    )
    xml = catalog.to_rss(link=LINK, categories=[about], enclosures=podcat.enclosure_template(TEMPLATE))
    parsed = feedparser.parse(xml)
    assert parsed.bozo == 0
    assert len(parsed.entries) == len(episodes)


@pytest.mark.parametrize(
    ("url", "media_type"),
    [
        ("https://media.example.org/a/episode.mp3", "audio/mpeg"),
        ("https://media.example.org/a/EPISODE.MP3?token=1#t=5", "audio/mpeg"),
        ("https://media.example.org/show.m4a", "audio/x-m4a"),
        ("https://media.example.org", "application/octet-stream"),
        ("https://media.example.org/file.mp3.unknownext", "application/octet-stream"),
        ("https://media.example.org/.mp3", "application/octet-stream"),  # a hidden file, as posixpath.splitext
        ("https://media.example.org/..a.mp3", "audio/mpeg"),
        ("https://media.example.org.mp3", "application/octet-stream"),  # a host, not a file
        ("https://media.example.org/a.wav", "audio/wav"),  # Python 3.11's own table says audio/x-wav
        ("https://media.example.org/a.flac", "audio/flac"),
        ("https://media.example.org/a.opus", "audio/ogg"),
        ("https://media.example.org/a.mp4", "video/mp4"),
    ],
)
def test_enclosure_type_from_the_url(url: str, media_type: str) -> None:
    from podcat._feed._enclosures import media_type as _media_type

    assert _media_type(url) == media_type


def test_article_index_feed_needs_and_takes_a_title(tmp_path: Path) -> None:
    import feedparser

    posts = podcat.merge(*(podcat.load(path) for path in ARTICLE_SEEDS))
    with pytest.raises(podcat.FeedError, match="no show"):
        posts.to_rss(link="https://example.org/blog")
    parsed = feedparser.parse(posts.to_rss(link="https://example.org/blog", title="A blog"))
    assert parsed.bozo == 0
    assert parsed.feed.title == "A blog"
    assert [entry.title for entry in parsed.entries] == [post.title for post in posts]


@pytest.mark.parametrize("zone", ["UTC", "America/New_York", "Asia/Kolkata", "Pacific/Chatham"])
def test_pub_dates_are_rfc_2822_midnights_written_without_switching_the_locale(
    catalog: podcat.Catalog, zone: str
) -> None:
    tz = ZoneInfo(zone)
    with mock.patch.object(locale, "setlocale", wraps=locale.setlocale) as setlocale:
        xml = catalog.to_rss(link=LINK, tz=tz)
    assert setlocale.call_count == 0  # pubDate and lastBuildDate are podcat's own, never feedgen's
    items = ET.fromstring(xml).findall("channel/item")
    expected = [format_datetime(datetime.combine(e.published, time(), tzinfo=tz)) for e in catalog if e.published]
    assert [item.findtext("pubDate") for item in items] == expected
    assert ET.fromstring(xml).findtext("channel/lastBuildDate") == expected[0]  # the newest


_LINKED_TEXT = st.lists(
    st.sampled_from(["https://a.example/x", "http://b.example/?q=1&r=2", "https://c.example/a&", " ", ".", ",", ")",
                     "(", "https://w.example/a_(b)",
                     "&", "&amp;", "<", ">", "<b>", "\"", "'", "word", "https://", "é"])
).map("".join)


@settings(max_examples=300, deadline=None)
@given(_LINKED_TEXT)
def test_description_html_shows_the_text_and_links_every_web_address(text: str) -> None:
    from podcat._feed._html import description_html as _html
    from podcat._links import find_links

    links = find_links(text)
    written = _html(text, links)
    assert html.unescape(re.sub(r"<[^>]*>", "", written)) == text.strip()
    hrefs = [html.unescape(href) for href in re.findall(r'<a href="([^"]*)">', written)]
    assert set(hrefs) == {link for link in links if link.startswith(("http://", "https://"))}
    for href in hrefs:
        assert href in text


@pytest.mark.parametrize("render", [podcat.Catalog.to_rss, podcat.Catalog.to_atom])
def test_every_link_of_the_real_feeds_episodes_is_a_link_in_the_written_feed(
    feeds: list[Path], render: Callable[..., bytes]
) -> None:
    # Imported show notes keep the address of <a href="X">the notes</a> in `links` and the words in the text.
    hidden = 0
    for path in feeds:
        catalog = podcat.load(path)
        parsed = feedparser.parse(render(catalog, link=LINK))
        assert parsed.bozo == 0
        for episode, entry in zip(catalog, parsed.entries, strict=True):
            body = entry.content[0].value if "content" in entry else entry.get("summary", "")
            hrefs = {html.unescape(href) for href in re.findall(r'<a href="([^"]*)"', body)}
            assert set(episode.links) <= hrefs, (path.name, episode.title)
            hidden += sum(link not in episode.description for link in episode.links)
    assert hidden > 100  # the case at stake: links only the markup held


def test_links_the_text_does_not_show_end_the_description_in_order() -> None:
    from podcat._feed._html import description_html as _html

    links = ('https://b.example/q?x=1&y="2"<', "https://a.example/shown", "javascript:alert(1)", "https://c.example/")
    assert _html("See https://a.example/shown.", links) == (
        '<p>See <a href="https://a.example/shown">https://a.example/shown</a>.</p>\n'
        '<p><a href="https://b.example/q?x=1&amp;y=&quot;2&quot;&lt;">https://b.example/q?x=1&amp;y=&quot;2&quot;&lt;</a>'
        "<br>\njavascript:alert(1)<br>\n"
        '<a href="https://c.example/">https://c.example/</a></p>'
    )
    catalog = podcat.Catalog(podcat.Show("Show"), [podcat.Episode("One", description="", links=links, guid="g")])
    entry = feedparser.parse(catalog.to_rss(link=LINK)).entries[0]
    hrefs = [html.unescape(href) for href in re.findall(r'<a href="([^"]*)"', entry.summary)]
    assert hrefs == [links[0], links[1], links[3]]  # a script address is shown, never linked


def test_check_holds_real_feeds_to_apples_current_categories_and_explicit_values() -> None:
    def check(name: str) -> list[str]:
        return podcat.check_feed((FEEDS / name).read_bytes())

    assert check("giantbomb-seconds.xml") == [
        "channel: <itunes:category> 'Games & Hobbies' is not an Apple Podcasts category",  # retired in 2019
        "channel: <itunes:category> 'Gadgets' is not an Apple Podcasts subcategory of 'Technology'",
        "channel: <itunes:explicit> must be true or false, got 'no'",
    ]
    assert check("se-radio.xml") == [
        "channel: <itunes:category> 'Software How-To' is not an Apple Podcasts subcategory of 'Technology'",
        "channel: <itunes:explicit> must be true or false, got 'no'",
    ]
    assert check("libsyn-frank-and-erik.xml") == ["channel: <itunes:explicit> must be true or false, got 'yes'"]


def test_check_counts_only_the_channels_categories(catalog: podcat.Catalog) -> None:
    xml = catalog.to_rss(link=LINK, image="https://example.org/a.png", enclosures=podcat.enclosure_template(TEMPLATE))
    category = b'<itunes:category text="Technology"/>'
    in_item = xml.replace(b"<item>", b"<item>" + category, 1)
    assert podcat.check_feed(in_item) == ["channel: no <itunes:category text=...>"]
    in_channel = xml.replace(b"<item>", category + b"<item>", 1)
    assert podcat.check_feed(in_channel) == []


def test_subcategories_are_written_nested_and_checked(catalog: podcat.Catalog) -> None:
    categories = ["Society & Culture > Documentary", "Technology", "Society & Culture > Philosophy", "News>Tech News"]
    xml = catalog.to_rss(link=LINK, image="https://example.org/a.png", categories=categories,
                         enclosures=podcat.enclosure_template(TEMPLATE))
    assert podcat.check_feed(xml) == []
    channel = ET.fromstring(xml).find("channel")
    assert channel is not None
    written = [
        (element.get("text"), [child.get("text") for child in element])
        for element in channel.findall(f"{ITUNES}category")
    ]
    assert written == [
        ("Society & Culture", ["Documentary", "Philosophy"]), ("Technology", []), ("News", ["Tech News"])
    ]
    parsed = feedparser.parse(xml)
    itunes_terms = [tag.term for tag in parsed.feed.tags if tag.scheme == "http://www.itunes.com/"]
    assert itunes_terms == ["Society & Culture", "Documentary", "Philosophy", "Technology", "News", "Tech News"]
    plain = [element.text for element in channel.findall("category")]  # names, never the "A > B" notation
    assert plain == ["Society & Culture", "Documentary", "Technology", "Philosophy", "News", "Tech News"]
    atom = ET.fromstring(catalog.to_atom(link=LINK, categories=categories))
    assert [c.get("term") for c in atom.findall("{http://www.w3.org/2005/Atom}category")] == plain
    wrong = catalog.to_rss(link=LINK, categories=["Technologie", "Society & Culture > Gadgets"])
    problems = podcat.check_feed(wrong)
    assert "channel: <itunes:category> 'Technologie' is not an Apple Podcasts category" in problems
    assert "channel: <itunes:category> 'Gadgets' is not an Apple Podcasts subcategory of 'Society & Culture'" in (
        problems
    )


def test_check_reports_enclosures_apple_cannot_play(catalog: podcat.Catalog) -> None:
    # Without a known extension podcat writes application/octet-stream.
    xml = catalog.to_rss(link=LINK, enclosures=podcat.enclosure_template("https://media.example.org/{slug}"))
    assert podcat.check_feed(xml)[-1] == (
        "51 of 51 items have an <enclosure> type that is neither audio/ nor video/, such as "
        "'application/octet-stream' (first: item 1, 'Compiler collectives')"
    )


def test_atom_entry_ids_are_iris_and_the_feed_has_an_author(feeds: list[Path]) -> None:
    episodes = [
        podcat.Episode("UUID", guid="A0B67CE6-EF15-5067-BD33-C906D699D6B4"),
        podcat.Episode("URL", guid="http://www.se-radio.net/?p=1939"),
        podcat.Episode("tag", guid="tag:example.org,2024:1"),
        podcat.Episode("plain", guid="1600-2823"),
        podcat.Episode("spaced", guid="http://x.example/a b"),
    ]
    parsed = feedparser.parse(podcat.Catalog(podcat.Show("No author"), episodes).to_atom(link=LINK))
    assert parsed.bozo == 0
    ids = [entry.id for entry in parsed.entries]
    assert ids[:3] == ["urn:uuid:a0b67ce6-ef15-5067-bd33-c906d699d6b4", episodes[1].guid, episodes[2].guid]
    for made in ids[3:]:  # the UUID 5 of the feed's id and the GUID: the same every time, unique to this feed
        assert made.startswith("urn:uuid:")
        assert uuid.UUID(made.removeprefix("urn:uuid:")).version == 5
    assert ids[3] == f"urn:uuid:{uuid.uuid5(uuid.NAMESPACE_URL, LINK + '#1600-2823')}"
    assert parsed.feed.author_detail.name == "No author"  # the show title, when the show has no author
    for path in feeds:
        parsed = feedparser.parse(podcat.load(path).to_atom(link=LINK))
        assert parsed.bozo == 0
        for entry in parsed.entries:
            scheme, rest = entry.id.split(":", 1)
            assert re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*", scheme), entry.id
            assert re.fullmatch(r"\S+", rest), entry.id
        assert parsed.feed.author_detail.name


@pytest.mark.parametrize(
    ("day", "tz", "rss_date", "atom_date"),
    [
        (date(1, 1, 1), ZoneInfo("UTC"), "Mon, 01 Jan 0001 00:00:00 +0000", "0001-01-01T00:00:00+00:00"),
        (date(999, 12, 31), ZoneInfo("UTC"), "Tue, 31 Dec 0999 00:00:00 +0000", "0999-12-31T00:00:00+00:00"),
        # New York's local mean time, -4:56:02 until November 1883.
        (date(1883, 1, 1), ZoneInfo("America/New_York"), "Mon, 01 Jan 1883 00:00:00 -0456",
         "1883-01-01T00:00:00-04:56"),
        (date(2024, 8, 4), timezone(timedelta(hours=5, minutes=30, seconds=15)), "Sun, 04 Aug 2024 00:00:00 +0530",
         "2024-08-04T00:00:00+05:30"),
        (date(2024, 8, 4), timezone(-timedelta(hours=1, seconds=45)), "Sun, 04 Aug 2024 00:00:00 -0101",
         "2024-08-04T00:00:00-01:01"),
    ],
)
def test_dates_have_four_digit_years_and_whole_minute_offsets(
    day: date, tz: tzinfo, rss_date: str, atom_date: str
) -> None:
    catalog = podcat.Catalog(podcat.Show("Show"), [podcat.Episode("One", day, guid="g")])
    rss = catalog.to_rss(link=LINK, tz=tz)
    channel = ET.fromstring(rss).find("channel")
    assert channel is not None
    assert (channel.findtext("item/pubDate"), channel.findtext("lastBuildDate")) == (rss_date, rss_date)
    atom = catalog.to_atom(link=LINK, tz=tz)
    entry = ET.fromstring(atom).find("{http://www.w3.org/2005/Atom}entry")
    assert entry is not None
    assert entry.findtext("{http://www.w3.org/2005/Atom}published") == atom_date
    written = datetime.combine(day, time(), tzinfo=parsedate_to_datetime(rss_date).tzinfo)
    for xml in (rss, atom):
        published = feedparser.parse(xml).entries[0].published_parsed  # in UTC
        assert datetime(*published[:6], tzinfo=UTC) == written


def test_an_items_categories_are_each_written_once() -> None:
    # feedparser drops repeated categories itself, so the XML is read as it is.
    episode = podcat.Episode("One", tags=("x", "x", " x ", "", "y", "x"), guid="g")
    catalog = podcat.Catalog(podcat.Show("Show"), [episode])
    rss = ET.fromstring(catalog.to_rss(link=LINK))
    assert [category.text for category in rss.iterfind("channel/item/category")] == ["x", "y"]
    atom = ET.fromstring(catalog.to_atom(link=LINK))
    terms = [category.get("term") for category in atom.iterfind("{http://www.w3.org/2005/Atom}entry/{*}category")]
    assert terms == ["x", "y"]


def test_an_empty_enclosure_url_is_no_enclosure(catalog: podcat.Catalog) -> None:
    first, second = catalog[0], catalog[1]
    small = podcat.Catalog(catalog.show, [first, second])
    rendered = podcat.render_feed(small, link=LINK, enclosures={first.guid: "", second.guid: "https://m.example/2.mp3"})
    assert rendered.without_enclosure == 1
    assert first.source is not None
    assert [str(d) for d in rendered.diagnostics] == [
        f"{DIRECTORY_SEED}:{first.source.line}: episode 1 ('Compiler collectives') has an empty enclosure URL: "
        "wrote no enclosure"
    ]
    episodes = podcastparser.parse(LINK + "/feed.xml", io.BytesIO(rendered.xml))["episodes"]
    assert [[enclosure["url"] for enclosure in episode["enclosures"]] for episode in episodes] == [
        [], ["https://m.example/2.mp3"]
    ]
    assert "1 of 2 items have no <enclosure> (first: item 1, 'Compiler collectives')" in podcat.check_feed(rendered.xml)


def test_enclosure_sizes_are_never_negative_and_sources_give_urls_or_enclosures(catalog: podcat.Catalog) -> None:
    with pytest.raises(ValueError, match="'length' must be >= 0: -1"):
        podcat.Enclosure("https://m.example/1.mp3", -1)
    message = r"^episode 1 \('Compiler collectives'\): its enclosure is 42, not a URL or an Enclosure$"
    with pytest.raises(podcat.FeedError, match=message):
        catalog.to_rss(link=LINK, enclosures=lambda episode: 42)  # type: ignore[arg-type,return-value]


def test_a_repeated_guid_is_reported_naming_both_episodes(feeds: list[Path]) -> None:
    reported = {}
    for path in feeds:
        catalog = podcat.load(path)
        rendered = podcat.render_feed(catalog, link=LINK)
        reported[path.name] = [str(diagnostic) for diagnostic in rendered.diagnostics]
        assert len(feedparser.parse(rendered.xml).entries) == len(catalog)  # every item is still written
    taverncast = reported.pop("taverncast-2005.xml")
    assert [message for message in taverncast if "GUID" in message] == [
        f"{FEEDS / 'taverncast-2005.xml'}:88: episodes 17 ('Geekistry:  You Can See the Strings') and 18 "
        "('Geekistry:  Lowatus of Borg (extended version)') have the same GUID "
        "'http://taverncast.com/shows/geekistry-2.mp3': apps may show only one"
    ]
    assert not any("GUID" in message for messages in reported.values() for message in messages)


def _channel_metadata(xml: bytes) -> tuple[str | None, str | None, list[tuple[str, list[str]]]]:
    """Language, itunes:explicit and the itunes:category tree of a rendered RSS feed, read by ElementTree."""
    channel = ET.fromstring(xml).find("channel")
    assert channel is not None
    itunes = "{http://www.itunes.com/dtds/podcast-1.0.dtd}"
    categories = [
        (category.get("text", ""), [sub.get("text", "") for sub in category.findall(f"{itunes}category")])
        for category in channel.findall(f"{itunes}category")
    ]
    return channel.findtext("language"), channel.findtext(f"{itunes}explicit"), categories


@pytest.mark.parametrize(
    ("name", "metadata"),
    [
        ("libsyn-frank-and-erik", ("en", "true", [("Comedy", [])])),
        ("endorphine-fuer-delfine-de", ("de", "false", [("Music", ["Music Interviews"])])),
    ],
)
def test_a_feed_written_again_keeps_its_language_categories_and_explicit_flag(
    name: str, metadata: tuple[str, str, list[tuple[str, list[str]]]]
) -> None:
    catalog = podcat.load(FEEDS / f"{name}.xml")
    xml = catalog.to_rss(link="https://example.org/")
    assert _channel_metadata(xml) == metadata
    assert feedparser.parse(xml).feed.language == metadata[0]
    overridden = catalog.to_rss(link="https://example.org/", language="fr", explicit=False, categories=["History"])
    assert _channel_metadata(overridden) == ("fr", "false", [("History", [])])


def test_the_feed_command_keeps_or_overrides_the_explicit_flag(tmp_path: Path, cli: Cli) -> None:
    source, out = FEEDS / "libsyn-frank-and-erik.xml", tmp_path / "out.xml"
    for flags, explicit in (([], "true"), (["--no-explicit"], "false"), (["--explicit"], "true")):
        assert cli("feed", source, "-o", out, "--link", "https://example.org/", *flags).status == 0
        assert _channel_metadata(out.read_bytes())[1] == explicit


def test_check_feed_reports_what_podcat_reads_but_others_may_not_and_checks_the_rest() -> None:
    problems = podcat.check_feed((FEEDS / "taverncast-2005.xml").read_bytes())
    assert problems[:2] == [
        "white space before <?xml ...?>: not well-formed XML, which some apps refuse",
        "the iTunes namespace is written 'http://www.itunes.com/DTDs/Podcast-1.0.dtd'; Apple documents "
        "'http://www.itunes.com/dtds/podcast-1.0.dtd'",
    ]
    # The iTunes tags under the odd spelling are checked: the category and explicit flag are found, and judged.
    assert "channel: <itunes:category> 'Games & Hobbies' is not an Apple Podcasts category" in problems
    assert "channel: <itunes:explicit> must be true or false, got 'no'" in problems
    assert "channel: no <itunes:category text=...>" not in problems


def test_check_feed_reports_white_space_after_a_byte_order_mark() -> None:
    xml = codecs.BOM_UTF8 + b"\n" + (FEEDS / "libsyn-frank-and-erik.xml").read_bytes().lstrip()
    assert podcat.check_feed(xml)[0] == "white space before <?xml ...?>: not well-formed XML, which some apps refuse"


def test_the_feed_command_writes_the_owner(tmp_path: Path, cli: Cli) -> None:
    out = tmp_path / "out.xml"
    owner = ["--owner", "Edward Yang", "podcast@example.org"]
    arguments = ["feed", str(DIRECTORY_SEED), "-o", str(out), "--link", LINK, *owner]
    assert cli(*arguments).status == 0
    written = feedparser.parse(out.read_bytes()).feed.publisher_detail  # feedparser's name for itunes:owner
    assert (written.name, written.email) == ("Edward Yang", "podcast@example.org")
    assert cli(*arguments[:-2], "", "podcast@example.org").status == 2  # a blank name is a usage error


def test_feedgen_is_the_version_podcat_was_checked_against() -> None:
    """podcat unsets feedgen 1.0's private build date (feedgen has no public way to): the pin in pyproject.toml,
    this test and the locale test above move together."""
    from importlib.metadata import version

    from feedgen.feed import FeedGenerator

    assert version("feedgen").startswith("1.0.")
    assert FeedGenerator()._FeedGenerator__rss_lastBuildDate is not None  # the attribute podcat sets to None


def test_what_apps_would_refuse_is_reported_at_write_time_and_by_check_feed(catalog: podcat.Catalog) -> None:
    own = attrs.evolve(catalog[0], enclosure=podcat.Enclosure("media/one.mp3"))  # a relative URL
    small = podcat.Catalog(catalog.show, [own, catalog[1], catalog[2]])
    rendered = podcat.render_feed(
        small,
        link="example.org/show",
        image="/cover.jpg",
        owner=("Edward Yang", "edward at example.org"),
        language="English",
        categories=["Technologie", "Society & Culture > Gadgets"],
        enclosures=podcat.enclosure_template("https://media.example.org/show.mp3"),  # no field: one URL for all
    )
    first, second, third = (episode.title for episode in small)
    assert [diagnostic.message for diagnostic in rendered.diagnostics] == [
        "the link 'example.org/show' is not an absolute http(s) URL: apps cannot fetch it",
        "the image URL '/cover.jpg' is not an absolute http(s) URL: apps cannot fetch it",
        "the language 'English' is not a language tag (such as en or en-US)",
        "the owner's email 'edward at example.org' is not an email address",
        "channel: <itunes:category> 'Technologie' is not an Apple Podcasts category",
        "channel: <itunes:category> 'Gadgets' is not an Apple Podcasts subcategory of 'Society & Culture'",
        f"episode 1 ({first!r}): the enclosure URL 'media/one.mp3' is not an absolute http(s) URL",
        f"2 episodes have the same enclosure URL 'https://media.example.org/show.mp3' (first: {second!r} and "
        f"{third!r}): apps take them for one episode; a template needs a field such as {{slug}}",
    ]
    assert podcat.check_feed(rendered.xml) == [
        "channel: <itunes:category> 'Technologie' is not an Apple Podcasts category",
        "channel: <itunes:category> 'Gadgets' is not an Apple Podcasts subcategory of 'Society & Culture'",
        "channel: <link> 'example.org/show' is not an absolute http(s) URL",
        "channel: <itunes:image href=...> '/cover.jpg' is not an absolute http(s) URL",
        "channel: <itunes:email> 'edward at example.org' is not an email address",
        "channel: <language> 'English' is not a language tag (such as en or en-US)",
        f"1 of 3 items have an <enclosure> url that is not an absolute http(s) URL (first: item 1, {first!r})",
        "2 of 3 items have the same <enclosure> url as another item (apps take them for one episode) "
        f"(first: item 2, {second!r})",
    ]
    template = podcat.enclosure_template(TEMPLATE)
    fine = podcat.render_feed(catalog[:3], link=LINK, image="https://example.org/a.png", owner=("E", "e@example.org"),
                              language="en-US", categories=["Technology"], enclosures=template)
    assert (fine.diagnostics, podcat.check_feed(fine.xml)) == ((), [])


def test_check_feed_finds_relative_item_links_and_shared_enclosures_in_real_feeds() -> None:
    """Found by ElementTree: coding-blocks' item 76 links to 'www.codingblocks.net/episode8', and taverncast's
    items 17 and 18 have one enclosure URL."""
    problems = podcat.check_feed((FEEDS / "coding-blocks.xml").read_bytes())
    assert problems[-1] == (
        "1 of 83 items have a <link> that is not an absolute http(s) URL (first: item 76, \"T'ings We Like\")"
    )
    problems = podcat.check_feed((FEEDS / "taverncast-2005.xml").read_bytes())
    assert problems[-1] == ("2 of 131 items have the same <enclosure> url as another item (apps take them for one "
                            "episode) (first: item 17, 'Geekistry:  You Can See the Strings')")


def test_feed_check_refuses_a_relative_link_and_a_template_without_a_field(tmp_path: Path, cli: Cli) -> None:
    output = tmp_path / "feed.xml"
    options = ["--image", "https://example.org/a.png", "--category", "Technology"]
    status, out, err = cli("feed", DIRECTORY_SEED, "-o", output, "--link", "example.org", *options,
                           "--enclosure-template", "https://media.example.org/show.mp3", "--check")
    assert (status, out, output.exists()) == (1, "", False)
    assert err[0] == ("podcat: warning: 2 feed diagnostics; first: the link 'example.org' is not an absolute http(s) "
                      "URL: apps cannot fetch it")
    assert err[1:] == [
        "podcat: check: channel: <link> 'example.org' is not an absolute http(s) URL",
        "podcat: check: 51 of 51 items have the same <enclosure> url as another item (apps take them for one episode) "
        "(first: item 1, 'Compiler collectives')",
        f"podcat: {output}: not written: the feed misses 2 Apple Podcasts requirements",
    ]
