"""Episode metadata podcast apps use: numbering and type, chapters (from feeds and show notes), transcripts and
people, read from feeds, written to RSS and read back by feedparser and podcastparser."""

from __future__ import annotations

import io
import json
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import feedparser
import podcastparser
import pytest

import podcat
from podcat._cli import main
from tests.conftest import FEEDS

ITUNES = "http://www.itunes.com/dtds/podcast-1.0.dtd"
PODCAST = "https://podcastindex.org/namespace/1.0"
# podcastparser 0.6.11 knows the Podcasting 2.0 namespace only by its first URI, which the specification says
# readers must take as the same namespace; the tests hand podcastparser the feed with that URI.
PODCAST_FIRST_URI = "https://github.com/Podcastindex-org/podcast-namespace/blob/main/docs/1.0.md"
S = timedelta(seconds=1)


def _rss(items: str, channel: str = "", attributes: str = "") -> str:
    return (
        f'<rss version="2.0" xmlns:itunes="{ITUNES}" xmlns:podcast="{PODCAST}" '
        f'xmlns:psc="http://podlove.org/simple-chapters" xmlns:media="http://search.yahoo.com/mrss/"{attributes}>'
        f"<channel><title>Show</title>{channel}{items}</channel></rss>"
    )


# Season, number and type, as feedparser reads them from a real feed.


def test_season_number_and_type_of_a_real_feed_agree_with_feedparser() -> None:
    path = FEEDS / "coding-blocks.xml"
    catalog = podcat.load(path)
    entries = feedparser.parse(str(path)).entries
    assert len(catalog) == len(entries) == 83
    numbered = 0
    for episode, entry in zip(catalog, entries, strict=True):
        assert episode.season == (int(entry["itunes_season"]) if "itunes_season" in entry else None)
        assert episode.number == (int(entry["itunes_episode"]) if "itunes_episode" in entry else None)
        assert episode.episode_type == entry.get("itunes_episodetype", "full")
        numbered += episode.number is not None
    assert numbered == 83


def test_unreadable_numbering_and_types_are_reported_and_left_out() -> None:
    item = (
        "<item><title>A</title><itunes:season>two</itunes:season><itunes:episode>-1</itunes:episode>"
        "<itunes:episodeType>Sneak peek</itunes:episodeType></item>"
    )
    catalog = podcat.parse(_rss(item, "<itunes:type>seasonal</itunes:type>"))
    episode = catalog[0]
    assert (episode.season, episode.number, episode.episode_type, catalog.show.kind) == (None, None, "full", "episodic")
    assert [d.message for d in catalog.diagnostics] == [
        "unknown itunes:type 'seasonal' (episodic or serial); read as episodic",
        "unreadable itunes:season 'two' (a whole number)",
        "unreadable itunes:episode '-1' (a whole number)",
        "unknown itunes:episodeType 'sneak peek' (full, trailer or bonus); read as full",
    ]


def test_season_and_episode_zero_are_written_which_feedgen_would_drop() -> None:
    episode = podcat.Episode("Pilot", guid="p", season=0, number=0, episode_type="trailer")
    xml = podcat.Catalog(podcat.Show("Show"), [episode]).to_rss(link="https://example.org/")
    entry = feedparser.parse(xml).entries[0]
    assert (entry["itunes_season"], entry["itunes_episode"], entry["itunes_episodetype"]) == ("0", "0", "trailer")
    back = podcat.parse(xml)[0]
    assert (back.season, back.number, back.episode_type) == (0, 0, "trailer")
    # Apple wants numbers from 1: the check says so.
    assert "1 of 1 items have an <itunes:season> that is not a whole number from 1, such as '0' (first: item 1, " \
        "'Pilot')" in podcat.check_feed(xml)


# Chapters in show notes.


def test_chapters_from_show_notes_in_the_three_forms() -> None:
    notes = "We talk about caches.\n\n00:00 Intro\n12:30 - Q&A\n(1:02:03) Wrap-up\n\nThanks for listening!"
    chapters, problems = podcat.chapters_from_notes(notes, timedelta(hours=1, minutes=10))
    assert chapters == (
        podcat.Chapter(timedelta(0), "Intro"),
        podcat.Chapter(12 * 60 * S + 30 * S, "Q&A"),
        podcat.Chapter(3723 * S, "Wrap-up"),
    )
    assert problems == []


@pytest.mark.parametrize(
    ("notes", "titles"),
    [
        ("In this one: 00:00 Intro. 05:10 Setup. 12:30 Q&A.", ["Intro", "Setup", "Q&A"]),  # sentences after a colon
        ("Today.\n00:00 Intro! 05:10 Setup; 12:30 Q&A", ["Intro!", "Setup", "Q&A"]),  # sentences of one paragraph
        ("- [00:00] Intro\n- [05:10]: Setup\n", ["Intro", "Setup"]),  # list markers, square brackets, a colon
        ("00:00 Intro\n\n\n05:10 Setup", ["Intro", "Setup"]),  # blank lines inside the run
        ("00:00 Intro\nAnd more.\n05:10 Setup", []),  # a line of text ends the run: two runs of one
        ("10:00 Doors\n09:00 Coffee\n00:00 Intro\n01:00 A\n02:00 B", ["Intro", "A", "B"]),  # the longest run
        ("Call at 12:30 or 13:00.", []),  # times inside a sentence are no chapters
        ("00:00 Intro", []),  # one line is no list
        ("01:75:00 Nonsense\n02:00:00 Fine", []),  # 75 minutes past an hour is no time
    ],
)
def test_what_makes_a_run_of_chapters(notes: str, titles: list[str]) -> None:
    chapters, _ = podcat.chapters_from_notes(notes)
    assert [chapter.title for chapter in chapters] == titles


def test_chapters_past_the_end_are_reported() -> None:
    chapters, problems = podcat.chapters_from_notes("00:00 Intro\n45:00 Outro", timedelta(minutes=40))
    assert len(chapters) == 2
    assert problems == ["chapter 'Outro' starts at 0:45:00, after the episode's end (0:40:00)"]


def test_feed_descriptions_give_chapters_when_the_feed_has_none() -> None:
    notes = "<p>Topics</p><p>00:00 Intro<br/>05:00 Main<br/>45:00 Outro</p>"
    item = f"<item><title>A</title><itunes:duration>40:00</itunes:duration><description>{_escape(notes)}</description>"
    psc = '<psc:chapters version="1.2"><psc:chapter start="0" title="From the feed"/></psc:chapters>'
    catalog = podcat.parse(_rss(f"{item}</item>{item}{psc}</item>"))
    assert [c.title for c in catalog[0].chapters] == ["Intro", "Main", "Outro"]
    assert catalog[0].description == "Topics\n\n00:00 Intro\n05:00 Main\n45:00 Outro"  # the text is kept
    assert [d.message for d in catalog.diagnostics] == [
        "in the show notes: chapter 'Outro' starts at 0:45:00, after the episode's end (0:40:00)"
    ]
    assert [c.title for c in catalog[1].chapters] == ["From the feed"]


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;")


# Enclosures from Media RSS, and relative URLs.


def test_media_content_is_the_enclosure_when_there_is_none() -> None:
    item = (
        '<item><title>A</title><media:group><media:content url="https://e.org/a.jpg" type="image/jpeg"/>'
        '<media:content url="https://e.org/a.m4a" fileSize="1234" type="audio/mp4"/></media:group></item>'
    )
    assert podcat.parse(_rss(item))[0].enclosure == podcat.Enclosure("https://e.org/a.m4a", 1234, "audio/mp4")


@pytest.mark.parametrize(
    ("attributes", "channel", "base_url", "expected"),
    [
        (' xml:base="https://cdn.example.org/show/"', "", None, "https://cdn.example.org/show/a.mp3"),
        ("", "<link>https://example.org/blog/</link>", None, "https://example.org/blog/a.mp3"),
        ("", "<link>https://example.org/blog/</link>", "https://feeds.example.net/x.rss", "https://feeds.example.net/a.mp3"),
        (' xml:base="media/"', "", "https://feeds.example.net/x.rss", "https://feeds.example.net/media/a.mp3"),
    ],
)
def test_relative_urls_resolve_against_xml_base_the_base_url_or_the_channel_link(
    attributes: str, channel: str, base_url: str | None, expected: str
) -> None:
    item = '<item><title>A</title><enclosure url="a.mp3" type="audio/mpeg"/></item>'
    catalog = podcat.parse(_rss(item, channel, attributes), base_url=base_url)
    assert catalog[0].enclosure is not None
    assert catalog[0].enclosure.url == expected
    assert catalog.diagnostics == ()


def test_a_relative_url_with_nothing_to_resolve_it_against_stays_and_is_reported() -> None:
    item = '<item><title>A</title><podcast:transcript url="t/a.vtt" type="text/vtt"/></item>'
    catalog = podcat.parse(_rss(item))
    assert catalog[0].transcripts == (podcat.Transcript("t/a.vtt", "text/vtt"),)
    assert [d.message for d in catalog.diagnostics] == [
        "relative URL 't/a.vtt' kept as written: the feed gives no base URL to resolve it against"
    ]


# Writing, and reading back with three readers.

EPISODES = [
    podcat.Episode(
        "Caches",
        published=date(2024, 8, 4),
        duration=timedelta(minutes=50),
        guid="ep-2",
        enclosure=podcat.Enclosure("https://e.org/2.mp3", 2000, "audio/mpeg"),
        season=2,
        number=5,
        episode_type="bonus",
        chapters=(
            podcat.Chapter(timedelta(0), "Intro"),
            podcat.Chapter(750.25 * S, "Q&A", url="https://e.org/qa", image="https://e.org/qa.png"),
        ),
        chapters_url="https://e.org/2.chapters.json",
        transcripts=(
            podcat.Transcript("https://e.org/2.vtt", "text/vtt", "en"),
            podcat.Transcript("https://e.org/2.srt", "application/x-subrip"),
        ),
        persons=(
            podcat.Person("Ann Lee", "host", "cast", "https://ann.example", "https://ann.example/a.jpg"),
            podcat.Person("Bob Roy", "guest", "cast", "https://bob.example"),
        ),
    ),
    podcat.Episode("Hello", published=date(2024, 7, 1), guid="ep-1",
                   enclosure=podcat.Enclosure("https://e.org/1.mp3", 1000, "audio/mpeg")),
]
SHOW = podcat.Show("Show", persons=(podcat.Person("Ann Lee", "host", "cast"),), kind="serial")


@pytest.fixture(scope="module")
def written() -> bytes:
    return podcat.Catalog(SHOW, EPISODES).to_rss(link="https://e.org/")


def test_round_trip_podcat(written: bytes) -> None:
    catalog = podcat.parse(written)
    assert catalog.diagnostics == ()
    assert catalog.show.persons == SHOW.persons
    assert catalog.show.kind == "serial"
    for back, episode in zip(catalog, EPISODES, strict=True):
        fields = ("season", "number", "episode_type", "chapters", "chapters_url", "transcripts", "persons")
        assert [getattr(back, name) for name in fields] == [getattr(episode, name) for name in fields]


def test_round_trip_feedparser(written: bytes) -> None:
    parsed = feedparser.parse(written)
    assert parsed.feed["itunes_type"] == "serial"
    entry = parsed.entries[0]
    assert (entry["itunes_season"], entry["itunes_episode"], entry["itunes_episodetype"]) == ("2", "5", "bonus")
    assert [(c["start_parsed"], c["title"], c.get("href"), c.get("image")) for c in entry["psc_chapters"]["chapters"]] \
        == [(timedelta(0), "Intro", None, None), (750.25 * S, "Q&A", "https://e.org/qa", "https://e.org/qa.png")]
    assert entry["podcast_chapters"] == {"url": "https://e.org/2.chapters.json", "type": "application/json+chapters"}
    # feedparser keeps the attributes of the last of repeated unknown elements, and not a person's name.
    assert entry["podcast_transcript"] == {"url": "https://e.org/2.srt", "type": "application/x-subrip"}
    assert entry["podcast_person"] == {"role": "guest", "group": "cast", "href": "https://bob.example"}
    assert "itunes_season" not in parsed.entries[1]


def test_round_trip_podcastparser(written: bytes) -> None:
    parsed: dict[str, Any] = podcastparser.parse(
        "https://e.org/feed.xml", io.BytesIO(written.replace(PODCAST.encode(), PODCAST_FIRST_URI.encode()))
    )
    assert parsed["type"] == "serial"
    first = parsed["episodes"][1]  # a serial show is listed oldest first
    assert first["title"] == "Caches"
    assert (first["season"], first["number"], first["type"]) == (2, 5, "bonus")
    # podcastparser reads chapter starts in whole seconds.
    assert first["chapters"] == [
        {"start": 0, "title": "Intro"},
        {"start": 750, "title": "Q&A", "href": "https://e.org/qa", "image": "https://e.org/qa.png"},
    ]
    assert first["chapters_json_url"] == "https://e.org/2.chapters.json"
    assert first["transcript_url"] == "https://e.org/2.srt"  # the last one
    assert first["persons"] == [
        {"name": "Ann Lee", "role": "host", "group": "cast", "href": "https://ann.example",
         "img": "https://ann.example/a.jpg"},
        {"name": "Bob Roy", "role": "guest", "group": "cast", "href": "https://bob.example", "img": None},
    ]


def test_the_tags_written_pass_the_check(written: bytes) -> None:
    problems = podcat.check_feed(written)
    assert not [p for p in problems if "podcast:" in p or "psc:" in p or "itunes:season" in p]
    assert problems  # the catalog lacks Apple's artwork and category: the check does run


def test_check_finds_bad_podcasting_tags() -> None:
    item = (
        "<item><title>A</title><itunes:episodeType>pilot</itunes:episodeType>"
        '<psc:chapters><psc:chapter start="00:00"/></psc:chapters>'
        '<podcast:transcript url="https://e.org/a.pdf" type="application/pdf"/><podcast:transcript url="x"/>'
        '<podcast:chapters url="https://e.org/c.json"/>'
        '<podcast:person role="Hostess">Ann</podcast:person><podcast:person group="cast"> </podcast:person></item>'
    )
    problems = podcat.check_feed(_rss(item, '<podcast:person group="band">Ann</podcast:person>').encode())
    first = "(first: item 1, 'A')"
    for expected in (
        "channel: a <podcast:person> group 'band' that is not in the Podcast Taxonomy",
        f"1 of 1 items have an <itunes:episodeType> that is not full, trailer or bonus, such as 'pilot' {first}",
        f"1 of 1 items have a <psc:chapter> without a title or a readable start {first}",
        f"1 of 1 items have a <podcast:chapters> without url or type {first}",
        f"1 of 1 items have a <podcast:transcript> type that apps may not read, such as 'application/pdf' {first}",
        f"1 of 1 items have a <podcast:transcript> without url or type {first}",
        f"1 of 1 items have a <podcast:person> role 'hostess' that is not in the Podcast Taxonomy {first}",
        f"1 of 1 items have a <podcast:person> without a name {first}",
    ):
        assert expected in problems


# JSON, the JSON chapters document and the command line.


def test_json_carries_the_metadata_and_reads_it_back() -> None:
    catalog = podcat.Catalog(SHOW, EPISODES)
    data = json.loads(json.dumps(podcat.catalog_to_dict(catalog)))
    assert data["show"]["kind"] == "serial"
    assert data["episodes"][0]["chapters"][1] == {
        "start_seconds": 750.25, "title": "Q&A", "url": "https://e.org/qa", "image": "https://e.org/qa.png"
    }
    assert data["episodes"][0]["transcripts"][0] == {"url": "https://e.org/2.vtt", "type": "text/vtt", "language": "en"}
    back = podcat.catalog_from_dict(data)
    assert back.show == SHOW
    assert list(back) == EPISODES


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("chapters", {"title": "x"}, "'chapters' must be list, not dict"),
        ("chapters", [{"start_seconds": "0", "title": "x"}], "'start_seconds' must be int or float, not str"),
        ("persons", [{"name": 3}], "'name' must be str, not int"),
        ("transcripts", ["https://e.org/a.vtt"], "an item of 'transcripts' must be an object, not str"),
    ],
)
def test_json_metadata_is_type_checked(key: str, value: object, message: str) -> None:
    data = {"title": "A", key: value}
    with pytest.raises(TypeError) as raised:
        podcat.catalog_from_dict({"episodes": [data]})
    assert str(raised.value) == message


def test_chapters_json_document() -> None:
    document = json.loads(podcat.chapters_json(EPISODES[0]))
    assert document == {
        "version": "1.2.0",
        "title": "Caches",
        "chapters": [
            {"startTime": 0, "title": "Intro"},
            {"startTime": 750.25, "title": "Q&A", "img": "https://e.org/qa.png", "url": "https://e.org/qa"},
        ],
    }


def test_cli_writes_chapters_files_and_links_them(tmp_path: Path) -> None:
    source = tmp_path / "in.xml"
    source.write_bytes(podcat.Catalog(SHOW, [*EPISODES[:1], podcat.Episode("No chapters", guid="x")]).to_rss(
        link="https://e.org/"
    ))
    out, folder = tmp_path / "feed.xml", tmp_path / "chapters"
    status = main(["feed", str(source), "-o", str(out), "--link", "https://e.org/", "--chapters-dir", str(folder),
                   "--chapters-url", "https://e.org/chapters/"])
    assert status == 0
    assert sorted(path.name for path in folder.iterdir()) == ["ep-2.json"]
    assert json.loads((folder / "ep-2.json").read_text(encoding="utf-8")) == json.loads(
        podcat.chapters_json(EPISODES[0])
    )
    entries = feedparser.parse(out.read_bytes()).entries
    assert entries[0]["podcast_chapters"]["url"] == "https://e.org/chapters/ep-2.json"
    assert "podcast_chapters" not in entries[1]


def test_cli_chapters_options_go_together(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["feed", str(FEEDS / "coding-blocks.xml"), "-o", "-", "--link", "https://e.org/",
                   "--chapters-dir", "x"])
    assert status == 2
    assert "--chapters-dir and --chapters-url go together" in capsys.readouterr().err
