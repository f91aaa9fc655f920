"""The podcast directory layout, on the seed and on hand-made variants of it."""

from __future__ import annotations

import re
import uuid
from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import podcat
from tests.accounting import unaccounted_lines
from tests.conftest import DIRECTORY_SEED

SEED_TEXT = DIRECTORY_SEED.read_text(encoding="utf-8")
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


@pytest.fixture(scope="module")
def seed() -> podcat.Catalog:
    return podcat.load(DIRECTORY_SEED, strict=True)


def test_seed_titles_dates_durations_match_an_independent_reading(seed: podcat.Catalog) -> None:
    # A plain regex over the raw page: a title, a blank line, then the play line with date and m:ss.
    pattern = r"\n\s*(\S[^\n]*)\n\s*\n\s*Play Episode Listen Later (\w{3}) (\d+), (\d{4}) (\d+):(\d+)"
    expected = [
        (title.strip(), date(int(y), MONTHS.index(m) + 1, int(d)), timedelta(minutes=int(mi), seconds=int(s)))
        for title, m, d, y, mi, s in re.findall(pattern, SEED_TEXT)
    ]
    assert len(expected) == 51
    assert [(e.title, e.published, e.duration) for e in seed] == expected


def test_seed_is_newest_first(seed: podcat.Catalog) -> None:
    dates = [episode.published for episode in seed]
    assert dates == sorted(dates, reverse=True)  # type: ignore[type-var]


def test_seed_show_and_claims(seed: podcat.Catalog) -> None:
    assert seed.show is not None
    assert seed.show.title == "PyTorch Developer Podcast"
    assert seed.show.author == "Edward Yang, Team PyTorch"
    assert seed.show.description.startswith("The PyTorch Developer Podcast is a place for the PyTorch dev team")
    assert seed.show.claims == podcat.ShowClaims(date(2024, 8, 4), "infrequent", timedelta(seconds=960), 83)
    assert seed.diagnostics == ()


def test_seed_tags_and_links(seed: podcat.Catalog) -> None:
    by_title = {episode.title: episode for episode in seed}
    assert by_title["Inductor - Post-grad FX passes"].tags == ("fx", "post", "grad", "inductor")
    assert by_title["CUDA graph trees"].tags == ()
    assert by_title["Compiler collectives"].links == ("https://github.com/pytorch/pytorch/pull/130935",)
    # Tags are not part of the description they follow.
    assert "fx post grad" not in by_title["Inductor - Post-grad FX passes"].description


def test_chrome_is_never_data(seed: podcat.Catalog) -> None:
    texts = [seed.show.description if seed.show else ""] + [e.title + e.description for e in seed]
    for chrome in ("Follow ", "Share on", "Copy link", "Search for episodes", "Latest episodes", "Claim"):
        assert not any(chrome in text for text in texts), chrome


def test_guids_are_stable_and_unique(seed: podcat.Catalog) -> None:
    again = podcat.parse(SEED_TEXT)
    assert [e.guid for e in seed] == [e.guid for e in again]
    assert len({e.guid for e in seed}) == 51
    # They depend on the show title, episode title and date, not on position or description.
    moved = podcat.parse(SEED_TEXT.replace("Compiler collectives are a PT2 feature", "Changed text"))
    assert moved[0].guid == seed[0].guid


def test_sources_point_at_title_lines(seed: podcat.Catalog) -> None:
    lines = SEED_TEXT.split("\n")
    for episode in seed:
        assert episode.source is not None
        assert lines[episode.source.line - 1].strip() == episode.title


def test_every_seed_line_is_accounted_for(seed: podcat.Catalog) -> None:
    assert unaccounted_lines(SEED_TEXT, seed) == []


@pytest.mark.parametrize(
    "mangle",
    [
        lambda t: t.replace("\n", "\r\n"),
        lambda t: t.replace("    ", "\t"),
        lambda t: t.replace(" ", "\u00a0"),
        lambda t: "\ufeff" + t,
        lambda t: t.replace("\n", "\r"),
    ],
    ids=["crlf", "tabs", "nbsp", "bom", "cr"],
)
def test_input_normalization(mangle: object, seed: podcat.Catalog) -> None:
    assert callable(mangle)
    catalog = podcat.parse(mangle(SEED_TEXT), strict=True)
    assert [(e.title, e.published, e.duration, e.tags) for e in catalog] == [
        (e.title, e.published, e.duration, e.tags) for e in seed
    ]


HEADER = "My Show\n\nFollow My Show\nShare on\n\nAbout the show.\n\nAnn Author\n\n    • 3 EPISODES\n\n"


def test_play_line_without_duration() -> None:
    catalog = podcat.parse(HEADER + "One\n\nPlay Episode Listen Later Aug 4, 2024\n\nText.\n", strict=True)
    assert catalog[0].published == date(2024, 8, 4)
    assert catalog[0].duration is None


def test_impossible_date_keeps_the_episode() -> None:
    text = HEADER + "One\n\nPlay Episode Listen Later Mar 47, 2024 12:00\n\nText.\n\n"
    text += "Two\nPlay Episode Listen Later Mar 4, 2024 1:00\n"
    catalog = podcat.parse(text)
    assert [e.title for e in catalog] == ["One", "Two"]
    assert catalog[0].published is None
    assert catalog[0].duration == timedelta(minutes=12)
    (diagnostic,) = catalog.diagnostics
    assert diagnostic.line == 14
    assert "Mar 47, 2024" in diagnostic.message
    with pytest.raises(podcat.ListingParseError) as caught:
        podcat.parse(text, strict=True)
    assert caught.value.lineno == 14
    assert "line 14" in str(caught.value)


def test_broken_duration_keeps_the_episode() -> None:
    catalog = podcat.parse(HEADER + "One\n\nPlay Episode Listen Later Mar 4, 2024 16:99\n")
    assert catalog[0].published == date(2024, 3, 4)
    assert catalog[0].duration is None
    assert "16:99" in catalog.diagnostics[0].message


@pytest.mark.parametrize("gap", [[], [""]], ids=["glued", "own-paragraph"])
def test_stray_line_is_reported_and_neighbours_survive(gap: list[str]) -> None:
    lines = SEED_TEXT.split("\n")
    at = lines.index("    TORCH_TRACE and tlparse") - 1
    text = "\n".join([*lines[:at], *gap, "    a stray line nobody expected", "", *lines[at:]])
    at += len(gap)
    catalog = podcat.parse(text)
    assert len(catalog) == 51
    assert [d.text for d in catalog.diagnostics] == ["a stray line nobody expected"]
    assert catalog.diagnostics[0].line == at + 1
    assert unaccounted_lines(text, catalog) == []


def test_play_line_without_title_is_reported() -> None:
    text = HEADER + "One\n\nPlay Episode Listen Later Mar 4, 2024 1:00\n"
    text += "Play Episode Listen Later Mar 5, 2024 2:00\nText.\n"
    catalog = podcat.parse(text)
    assert [e.title for e in catalog] == ["One"]
    assert catalog[0].description == "Text."
    assert catalog.diagnostics[0].message == "play line without a title"
    assert catalog.diagnostics[0].line == 15


def test_page_without_header_has_no_show() -> None:
    catalog = podcat.parse("One\n\nPlay Episode Listen Later Mar 4, 2024 1:00\n\nText.\n", strict=True)
    assert catalog.show is None
    assert catalog[0].title == "One"


def test_unknown_layout_is_an_empty_catalog_with_diagnostics() -> None:
    catalog = podcat.parse("just\nsome words\n")
    assert len(catalog) == 0
    assert [d.text for d in catalog.diagnostics] == ["just", "some words"]
    assert podcat.detect_layout("just words") is None


@settings(max_examples=200)
@given(st.text())
def test_parse_never_raises_in_lenient_mode(text: str) -> None:
    catalog = podcat.parse(text)
    assert unaccounted_lines(text, catalog) == []


@settings(max_examples=100)
@given(st.lists(st.sampled_from(SEED_TEXT.split("\n")[:120]), max_size=60))
def test_seed_line_soups_parse_and_account_for_every_line(lines: list[str]) -> None:
    text = "\n".join(lines)
    assert unaccounted_lines(text, podcat.parse(text)) == []


def _episode_text(play: str, description: str = "Text.") -> str:
    return HEADER + f"One\n\nPlay Episode Listen Later {play}\n\n{description}\n"


@pytest.mark.parametrize(
    ("play", "published", "seconds"),
    [
        ("Aug 4, 2024 993", date(2024, 8, 4), 993),
        ("4 Aug 2024 1 hr 5 min", date(2024, 8, 4), 3900),
        ("Aug 4, 2024 16m", date(2024, 8, 4), 960),
        ("2024-08-04 1:02:03", date(2024, 8, 4), 3723),
        ("Sat, 07 Nov 2015 12:00:00 EST", date(2015, 11, 7), None),
        ("2024-08-04 1 h 5 min", date(2024, 8, 4), 3900),  # the shortest date first: "2024-08-04 1 h" reads too
        ("Aug 4, 2024 1h5m", date(2024, 8, 4), 3900),
        ("4 Aug 2024", date(2024, 8, 4), None),
    ],
)
def test_play_line_forms(play: str, published: date, seconds: int | None) -> None:
    catalog = podcat.parse(_episode_text(play), strict=True)
    assert catalog[0].published == published
    assert catalog[0].duration == (None if seconds is None else timedelta(seconds=seconds))


@pytest.mark.parametrize(
    ("play", "message"),
    [
        ("Aug 4, 2024 soon", "unreadable duration: not a duration: 'soon'"),
        ("Aug 4, 2024 · 993", "unreadable duration: not a duration: '· 993'"),  # the date is kept all the same
        ("Aug 4, 2024 99999999999999999999.5", "unreadable duration: duration out of range: '99999999999999999999.5'"),
    ],
)
def test_play_line_keeps_its_date_and_reports_what_follows(play: str, message: str) -> None:
    catalog = podcat.parse(_episode_text(play))
    assert (catalog[0].published, catalog[0].duration) == (date(2024, 8, 4), None)
    assert [d.message for d in catalog.diagnostics] == [message]
    assert unaccounted_lines(_episode_text(play), catalog) == []


@pytest.mark.parametrize(
    ("play", "seconds", "message"),
    [
        ("Aug 4 45 min", 2700, "unreadable date: needs the day the page was copied (as_of): 'Aug 4'"),  # not 2045
        ("Aug 2024 10 min", 600, "unreadable date: incomplete date: 'Aug 2024'"),
    ],
)
def test_play_line_keeps_its_duration_and_reports_a_date_without_year(play: str, seconds: int, message: str) -> None:
    catalog = podcat.parse(_episode_text(play))
    assert (catalog[0].published, catalog[0].duration) == (None, timedelta(seconds=seconds))
    assert [d.message for d in catalog.diagnostics] == [message]


def test_a_date_without_year_reads_against_the_day_the_page_was_copied() -> None:
    catalog = podcat.parse(_episode_text("Aug 4 45 min"), as_of=date(2025, 1, 2), strict=True)
    assert (catalog[0].published, catalog[0].duration) == (date(2024, 8, 4), timedelta(minutes=45))
    assert catalog.as_of == date(2025, 1, 2)


@pytest.mark.parametrize(
    ("play", "message"),
    [
        ("Mar 47, 2024", "unreadable date: impossible date: 'Mar 47, 2024'"),  # 2024 is its year, not 33:44
        ("Aug 4 993", "unreadable date: no four-digit year: 'Aug 4 993'"),
    ],
)
def test_play_line_with_an_unreadable_date_gets_no_duration_from_its_numbers(play: str, message: str) -> None:
    catalog = podcat.parse(_episode_text(play))
    assert (catalog[0].published, catalog[0].duration) == (None, None)
    assert [d.message for d in catalog.diagnostics] == [message]


def test_play_line_words_spaced_oddly_are_read() -> None:
    text = _episode_text("Aug 4,\u20032024\u200316:33").replace("Play Episode", "Play  Episode\t")
    catalog = podcat.parse(text, strict=True)
    assert (catalog[0].published, catalog[0].duration) == (date(2024, 8, 4), timedelta(minutes=16, seconds=33))


def test_numbers_past_any_range_are_reported_not_raised() -> None:
    text = HEADER.replace("• 3 EPISODES", "• 99999999999999999999.5 AVG DURATION\n    • 3 EPISODES")
    catalog = podcat.parse(text + "One\n\nPlay Episode Listen Later Aug 4 99999999999999999999 10:00 x\n\nText.\n")
    assert catalog[0].published is None
    assert [d.message for d in catalog.diagnostics] == [
        "unreadable avg duration claim '99999999999999999999.5'",
        "unreadable date: impossible date: 'Aug 4 99999999999999999999 10:00 x'",
    ]


@pytest.mark.parametrize("marker", ["Read more", "Read  more", "  Read\u2009more"])
def test_read_more_after_the_show_blurb_keeps_the_directory_layout(seed: podcat.Catalog, marker: str) -> None:
    text = SEED_TEXT.replace("in PyTorch.\n", f"in PyTorch.\n\n{marker}\n", 1)
    assert text != SEED_TEXT
    catalog = podcat.parse(text, strict=True)
    assert (catalog.show, list(catalog)) == (seed.show, list(seed))
    assert unaccounted_lines(text, catalog) == []


def test_play_line_with_only_a_duration_keeps_it() -> None:
    catalog = podcat.parse(_episode_text("45m"))
    assert catalog[0].duration == timedelta(minutes=45)
    assert catalog[0].published is None
    assert [d.message for d in catalog.diagnostics] == ["play line without a date"]


def test_description_starting_like_the_footer_is_kept() -> None:
    text = "Show\nFollow Show\n\nOne\n\nPlay Episode Listen Later Aug 4, 2024 1:00\n\nClaim Show is the best.\n"
    text += "\nClaim Show\n\nIn order to claim this podcast we'll send an email.\n\nClaim Cancel\n"
    catalog = podcat.parse(text, strict=True)
    assert catalog[0].description == "Claim Show is the best."


def test_header_text_that_starts_like_chrome_is_kept() -> None:
    text = "Show\nFollow Show\n\nFollow us on Mastodon for news.\n\nAnn\n\n• 3 EPISODES\n\n"
    catalog = podcat.parse(text + "One\n\nPlay Episode Listen Later Aug 4, 2024 1:00\n\nText.\n", strict=True)
    assert catalog.show is not None
    assert catalog.show.description == "Follow us on Mastodon for news."
    assert catalog.show.author == "Ann"


@pytest.mark.parametrize("line", ["we talk about autograd internals", "我们讨论自动微分"])
def test_a_lone_description_above_a_title_is_not_tags(line: str) -> None:
    text = HEADER + f"One\n\nPlay Episode Listen Later Aug 4, 2024 1:00\n\n{line}\nTwo\n"
    text += "Play Episode Listen Later Aug 3, 2024 1:00\n"
    catalog = podcat.parse(text, strict=True)
    assert (catalog[0].description, catalog[0].tags) == (line, ())


def test_tags_of_the_last_episode_above_the_footer() -> None:
    text = HEADER + "One\n\nPlay Episode Listen Later Aug 4, 2024 1:00\n\nAbout it.\n\nfx inductor\n\n\n"
    catalog = podcat.parse(text + "Claim My Show\n\nClaim Cancel\n", strict=True)
    assert (catalog[0].description, catalog[0].tags) == ("About it.", ("fx", "inductor"))


@pytest.mark.parametrize("chrome", ["Latest episodes from My Show", "• 3 EPISODES"])
def test_page_chrome_is_never_a_title(chrome: str) -> None:
    text = "My Show\nFollow My Show\n\n• 3 EPISODES\n\n" + f"{chrome}\nPlay Episode Listen Later Aug 4, 2024 1:00\n"
    catalog = podcat.parse(text)
    assert len(catalog) == 0
    assert catalog.show is not None
    assert catalog.show.claims.episode_count == 3
    assert catalog.diagnostics[-1].message == "play line without a title"


_NO_SURROGATES = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=30)


@given(_NO_SURROGATES, _NO_SURROGATES, st.none() | st.dates())
def test_guid_is_the_uuid5_of_show_title_and_date(show: str, title: str, day: date | None) -> None:
    from podcat._listing._text import stable_guid

    key = f"{show}\n{title}\n{day.isoformat() if day else ''}"
    assert stable_guid(show, title, day) == str(uuid.uuid5(uuid.UUID("6f1c9a52-3c0e-5b8e-9d0a-706f64636174"), key))


def test_guid_does_not_depend_on_position() -> None:
    lines = SEED_TEXT.split("\n")
    first = lines.index("    Compiler collectives")
    second = lines.index("    TORCH_TRACE and tlparse")
    swapped = lines[:first] + lines[second : second + 7] + lines[first:second] + lines[second + 7 :]
    original = {e.title: e.guid for e in podcat.parse(SEED_TEXT)}
    moved = podcat.parse("\n".join(swapped), strict=True)
    assert [e.title for e in moved][:2] == ["TORCH_TRACE and tlparse", "Compiler collectives"]
    assert {e.title: e.guid for e in moved} == original


@pytest.mark.parametrize(
    ("description", "links"),
    [
        ("See https://example.org/a, and https://example.org/b).", ("https://example.org/a", "https://example.org/b")),
        ("Twice: https://example.org/a https://example.org/a.", ("https://example.org/a",)),
        ("Not addresses: https:// and https://.", ()),
        ("A redirect https://example.org/r?u=https://", ()),  # ends in "://": no address of its own
        ("No scheme: example.org/a", ()),
        ("(See https://en.wikipedia.org/wiki/Foo_(bar).)", ("https://en.wikipedia.org/wiki/Foo_(bar)",)),
        ("Wiki https://en.wikipedia.org/wiki/Foo_(bar)_baz, more", ("https://en.wikipedia.org/wiki/Foo_(bar)_baz",)),
        ("(https://example.org/a) and (https://example.org/b/)", ("https://example.org/a", "https://example.org/b/")),
    ],
)
def test_links_come_from_the_description(description: str, links: tuple[str, ...]) -> None:
    catalog = podcat.parse(_episode_text("Aug 4, 2024 16:33", description))
    assert catalog[0].links == links


@pytest.mark.parametrize("newline", [b"\n", b"\r\n", b"\r"])
def test_invalid_utf8_is_reported_on_its_line_in_line_order(newline: bytes) -> None:
    lines = [b"Show", b"Follow Show", b"", b"Ep", b"Play Episode Listen Later Aug 4, 2024 soon", b"About \xff it."]
    catalog = podcat.parse(newline.join(lines) + newline)
    assert [(d.line, d.message) for d in catalog.diagnostics] == [
        (5, "unreadable duration: not a duration: 'soon'"),
        (6, "invalid UTF-8 (bytes replaced with U+FFFD)"),
    ]
    assert catalog[0].description == "About \ufffd it."
    with pytest.raises(podcat.ListingParseError) as raised:
        podcat.parse(newline.join(lines), strict=True)
    assert raised.value.lineno == 5  # the first line with a diagnostic, whatever found it


def _block(seed: podcat.Catalog, title: str) -> str:
    """The seed's lines from episode ``title``'s title line to the next episode's title line."""
    lines = SEED_TEXT.splitlines(keepends=True)
    starts = [episode.source.line for episode in seed if episode.source]
    at = [episode.title for episode in seed].index(title)
    return "".join(lines[starts[at] - 1 : starts[at + 1] - 1])


def test_an_episode_repeated_by_an_overlapping_copy_is_kept_once(seed: podcat.Catalog) -> None:
    block = _block(seed, "Compiler collectives")
    text = SEED_TEXT.replace(block, block + block, 1)
    catalog = podcat.parse(text)
    assert list(catalog) == list(seed)
    repeat_line = text[: text.index(block) + len(block)].count("\n") + 1
    first_line = text[: text.index(block)].count("\n") + 1
    assert [(d.line, d.message) for d in catalog.diagnostics] == [
        (repeat_line, f"'Compiler collectives' repeats the entry at line {first_line}; kept once")
    ]
    assert unaccounted_lines(text, catalog) == []


def test_two_different_episodes_with_one_title_and_date_are_kept_and_reported(seed: podcat.Catalog) -> None:
    block = _block(seed, "Compiler collectives")
    text = SEED_TEXT.replace(block, block + block.replace("Compiler collectives are", "They are"), 1)
    catalog = podcat.parse(text)
    assert len(catalog) == len(seed) + 1
    (diagnostic,) = catalog.diagnostics
    assert "has the title and date of the entry at line" in diagnostic.message


def test_footer_text_beyond_its_buttons_is_reported(seed: podcat.Catalog) -> None:
    text = SEED_TEXT.replace("    Claim Cancel", "    Claim Cancel - and a word from our sponsor", 1)
    catalog = podcat.parse(text)
    assert list(catalog) == list(seed)
    assert [d.message for d in catalog.diagnostics] == ["unexpected text in the page footer"]
    assert unaccounted_lines(text, catalog) == []


def test_timestamp_lines_in_a_listing_description_become_chapters() -> None:
    text = _episode_text("Aug 4, 2024 30:00", "Topics: 00:00 Intro. 05:10 Setup. 31:00 Wrap-up.")
    catalog = podcat.parse(text)
    assert [(chapter.start, chapter.title) for chapter in catalog[0].chapters] == [
        (timedelta(0), "Intro"), (timedelta(minutes=5, seconds=10), "Setup"), (timedelta(minutes=31), "Wrap-up"),
    ]
    assert catalog[0].description == "Topics: 00:00 Intro. 05:10 Setup. 31:00 Wrap-up."  # kept as it is
    assert [d.line for d in catalog.diagnostics] == [text.split("\n").index("One") + 1]  # 31:00 is past 30:00
