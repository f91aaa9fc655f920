"""podcat's feed import against podcastparser's own test suite (``../shared/conformance/podcastparser/``).

Each case is a feed and podcastparser 0.6.11's expected reading of it (parsed from ``file://tests/data/NAME.rss``,
which podcat is given as ``base_url``). Every field both libraries have is compared when either gives a value;
podcat's deliberate differences are the one table `DIFFERENCES`, each with its reason, and every other compared
field must agree. ``python -m tests.test_conformance`` prints how many compared fields agree.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any, NamedTuple

import pytest

import podcat
from tests.conftest import REPO

CONFORMANCE = REPO.parent / "shared" / "conformance" / "podcastparser"
OCTET_STREAM = "application/octet-stream"  # podcastparser's type for an enclosure whose type is unknown


def case_names() -> list[str]:
    """Every case: a feed with podcastparser's expected reading beside it; a missing folder fails the run."""
    names = sorted(path.stem for path in CONFORMANCE.glob("*.rss") if path.with_suffix(".json").exists())
    if not names:
        pytest.fail(f"no conformance cases in {CONFORMANCE}: the tests read ../shared/conformance beside the repo")
    return names


class Check(NamedTuple):
    """One field of one case as podcat and podcastparser read it."""

    case: str
    field: str
    podcat: Any
    podcastparser: Any


# podcat's deliberate differences from podcastparser: each reason, and the (case, field) pairs where it shows.
_UNTITLED_FEEDS = [
    "atom_relative_cover", "duration", "empty", "episode_itunes_author", "episode_number", "episode_number_invalid",
    "episode_season", "explicit_episode", "explicit_feed", "generator", "image_url_on_newline", "itunes_author",
    "itunes_categories", "itunes_categories_empty", "itunes_duration", "itunes_episode_image", "itunes_keywords",
    "itunes_no_xmlns", "itunes_owner", "itunes_owner_name_only", "itunes_subtitle", "itunes_xmlns", "language",
    "leading_space_url", "media_episode_thumbnail", "media_episode_thumbnail_atom",
    "media_episode_thumbnail_atom_group", "media_episode_thumbnail_group", "no_enclosure", "no_guid", "no_title",
    "no_title_multi_enclosure", "no_url",
    "podcast_funding", "podcast_locked_feed", "redirect_new_location", "relative", "relative_cover",
]
_TWO_WITHOUT_GUID = ["itunes_type", "itunes_type_garbage", "itunes_type_missing", "itunes_type_serial", "no_enclosure"]
_WITHOUT_GUID = [
    *_TWO_WITHOUT_GUID, "episode_itunes_author", "episode_number", "episode_number_invalid", "episode_podcast_chapters",
    "episode_podcast_person", "episode_podcast_transcript", "episode_season", "episode_type", "episode_type_invalid",
    "explicit_episode", "html_description", "html_description_rss_both", "html_in_description",
    "html_in_description_rss_both", "html_in_description_rss_both_different", "leading_space_url", "max_episodes",
    "multi_enclosures", "no_guid", "no_title", "payment", "relative", "simple",
]
_PERMALINK_GUIDS = [
    "chapters", "duration", "itunes_duration", "itunes_episode_image", "itunes_no_xmlns", "itunes_subtitle",
    "itunes_xmlns", "media_episode_thumbnail", "media_episode_thumbnail_group", "permalink",
]
_ATOM = ["atom_content_encoded", "atom_published_updated", "atom_updated"]

DELIBERATE: dict[str, list[tuple[str, str]]] = {
    "podcastparser is a client's parser: it drops an item with neither a GUID nor exactly one enclosure URL; "
    "podcat keeps every item": [
        ("no_enclosure", "episodes"), ("no_title_multi_enclosure", "episodes"), ("no_url", "episodes"),
    ],
    "podcastparser names an untitled feed or item after its URL's file name; podcat leaves the title empty, with a "
    "diagnostic": [
        *((case, "title") for case in _UNTITLED_FEEDS),
        ("no_guid", "episode[0].title"),
        ("no_title", "episode[0].title"),
    ],
    "an item without a GUID gets podcat's stable GUID (show, title and date); podcastparser takes the item's link or "
    "enclosure URL": [
        *((case, "episode[0].guid") for case in _WITHOUT_GUID),
        *((case, "episode[1].guid") for case in _TWO_WITHOUT_GUID),
    ],
    "podcat keeps a GUID as written (an identifier, which must not change when the feed moves); podcastparser "
    "resolves a permalink GUID (the default) against the feed's URL": [
        (case, "episode[0].guid") for case in _PERMALINK_GUIDS
    ],
    "podcat's description is the richest text an item gives (content:encoded before itunes:summary and "
    "description), as plain text; podcastparser keeps the plain summary and the HTML apart": [
        ("html_description_rss_both", "episode[0].description"), ("itunes_subtitle", "episode[0].description"),
    ],
    "podcat reads an Atom entry's summary when it has no content; podcastparser reads only content": [
        ("atom_published_updated", "episode[0].description"), ("atom_updated", "episode[0].description"),
    ],
    "podcat reads the Atom author and the alternate link (RFC 4287 makes its type optional); podcastparser reads "
    "neither the author nor a link not typed text/html": [
        *((case, "author") for case in _ATOM), *((case, "link") for case in _ATOM),
    ],
    "of several enclosures podcat takes the first audio or video file, which apps play; podcastparser lists them "
    "all, here the cover art first": [
        ("image_and_audio", "episode[0].enclosure.url"), ("image_and_audio", "episode[0].enclosure.type"),
    ],
    "podcat keeps a chapter start's milliseconds (Podlove's Normal Play Time has them); podcastparser drops them": [
        ("chapters", "episode[0].chapters[4]"),
    ],
    "Apple categories have two levels: podcat keeps category and subcategory; podcastparser keeps a third level as "
    "written": [
        ("itunes_categories", "categories"),
    ],
}
DIFFERENCES = {pair: reason for reason, pairs in DELIBERATE.items() for pair in pairs}


def _utc_day(timestamp: int) -> str | None:
    return None if not timestamp else datetime.fromtimestamp(timestamp, UTC).date().isoformat()


def _expected(case: str) -> tuple[dict[str, Any], int | None]:
    data = json.loads((CONFORMANCE / f"{case}.json").read_text(encoding="utf-8"))
    params = CONFORMANCE / f"{case}.param.json"
    limit = json.loads(params.read_text(encoding="utf-8"))["max_episodes"] if params.exists() else None
    return data, limit


def _read(case: str) -> podcat.Catalog:
    return podcat.load(CONFORMANCE / f"{case}.rss", base_url=f"file://tests/data/{case}.rss")


def _in_client_order(catalog: podcat.Catalog, limit: int | None) -> list[podcat.Episode]:
    """The episodes in podcastparser's order: newest first (undated last, stable) unless the show is serial."""
    episodes = list(catalog)
    if catalog.show is None or catalog.show.kind != "serial":
        dated = sorted((e for e in episodes if e.published), key=lambda e: e.published, reverse=True)
        episodes = [*dated, *(e for e in episodes if not e.published)]
    return episodes[:limit] if limit else episodes


def _pair(ours: list[podcat.Episode], theirs: list[dict[str, Any]]) -> list[tuple[podcat.Episode, dict[str, Any]]]:
    """Each of podcastparser's episodes with podcat's of the same title (else the same first enclosure URL)."""
    left = list(ours)
    pairs = []
    for expected in theirs:
        urls = [enclosure["url"] for enclosure in expected["enclosures"]]
        match = next((e for e in left if e.title == expected["title"]), None) or next(
            (e for e in left if e.enclosure is not None and e.enclosure.url in urls), None
        )
        if match is not None:
            left.remove(match)
            pairs.append((match, expected))
    return pairs


def _show_checks(case: str, show: podcat.Show | None, expected: dict[str, Any]) -> Iterator[Check]:
    categories = expected.get("itunes_categories", [])
    fields = {
        "title": (show.title if show else "", expected.get("title", "")),
        "description": (show.description if show else "", expected.get("description", "")),
        "image": (show.image if show else None, expected.get("cover_url")),
        "categories": (
            list(show.categories) if show else [],
            [" > ".join(levels) if levels[0] else " > ".join(levels[1:]) for levels in categories],
        ),
        # itunes:type: podcat reads a missing or unknown one as Apple's default, podcastparser leaves it out.
        "kind": (show.kind if show else "episodic", expected.get("type", "episodic")),
        "explicit": (show.explicit if show else None, expected.get("explicit")),
        "author": (show.author if show else None, expected.get("itunes_author")),
        "language": (show.language if show else None, expected.get("language")),
        "link": (show.link if show else None, expected.get("link")),
    }
    for field, (ours, theirs) in fields.items():
        yield Check(case, field, ours, theirs)


def _chapter(chapter: podcat.Chapter) -> dict[str, Any]:
    found = {"start": chapter.start.total_seconds(), "title": chapter.title, "href": chapter.url,
             "image": chapter.image}
    return {key: value for key, value in found.items() if value is not None}


def _person(person: podcat.Person) -> dict[str, Any]:
    return {"name": person.name, "role": person.role, "group": person.group, "href": person.url, "img": person.image}


def _one_by_one(name: str, ours: list[Any], theirs: list[Any]) -> dict[str, tuple[Any, Any]]:
    """Each item of a list as a field of its own (``chapters[2]``), None where one list is shorter."""
    return {f"{name}[{index}]": pair for index, pair in enumerate(itertools.zip_longest(ours, theirs))}


def _episode_checks(case: str, index: int, ours: podcat.Episode, theirs: dict[str, Any]) -> Iterator[Check]:
    enclosure = ours.enclosure
    first = theirs["enclosures"][0] if theirs["enclosures"] else None
    fields = {
        "title": (ours.title, theirs.get("title")),
        "guid": (ours.guid, theirs.get("guid")),
        "published": (ours.published.isoformat() if ours.published else None, _utc_day(theirs["published"])),
        "duration": (round(ours.duration.total_seconds()) if ours.duration else None, theirs["total_time"] or None),
        "description": (ours.description, theirs.get("description", "")),
        "enclosure.url": (enclosure.url if enclosure else None, first["url"] if first else None),
        "enclosure.length": (enclosure.length if enclosure else None, first["file_size"] if first else None),
        "enclosure.type": (
            (enclosure.type or OCTET_STREAM) if enclosure else None, first["mime_type"] if first else None
        ),
        "type": (ours.episode_type, theirs.get("type", "full")),
        "season": (ours.season, theirs.get("season") or None),
        "number": (ours.number, theirs.get("number")),
        "chapters_url": (ours.chapters_url, theirs.get("chapters_json_url")),
        "transcripts": (
            [transcript.url for transcript in ours.transcripts],
            [theirs["transcript_url"]] if "transcript_url" in theirs else [],
        ),
    }
    if fields["enclosure.length"][1] == -1:  # podcastparser's unknown size
        fields["enclosure.length"] = (fields["enclosure.length"][0], None)
    fields |= _one_by_one("chapters", [_chapter(chapter) for chapter in ours.chapters], theirs.get("chapters", []))
    fields |= _one_by_one("persons", [_person(person) for person in ours.persons], theirs.get("persons", []))
    for field, (podcat_value, podcastparser_value) in fields.items():
        yield Check(case, f"episode[{index}].{field}", podcat_value, podcastparser_value)


# What means "no value" in either reading: a field neither library gives a value for is not compared.
_NOTHING: tuple[Any, ...] = (None, "", [], "full", "episodic")


def checks(case: str) -> list[Check]:
    """The fields of ``case`` that either library gives a value for, as each reads them."""
    expected, limit = _expected(case)
    catalog = _read(case)
    ours = _in_client_order(catalog, limit)
    found = [*_show_checks(case, catalog.show, expected), Check(case, "episodes", len(ours), len(expected["episodes"]))]
    for index, (episode, theirs) in enumerate(_pair(ours, expected["episodes"])):
        found += _episode_checks(case, index, episode, theirs)
    return [check for check in found if check.podcat not in _NOTHING or check.podcastparser not in _NOTHING]


@pytest.mark.parametrize("case", case_names())
def test_podcat_reads_what_podcastparser_reads(case: str) -> None:
    found = checks(case)
    differing = {(check.case, check.field): check for check in found if check.podcat != check.podcastparser}
    unexplained = [check for key, check in differing.items() if key not in DIFFERENCES]
    assert unexplained == []
    stale = [key for key in DIFFERENCES if key[0] == case and key not in differing]
    assert stale == [], "a deliberate difference that is no longer one"


def test_every_difference_names_a_case() -> None:
    assert {case for case, _ in DIFFERENCES} <= set(case_names())


if __name__ == "__main__":
    all_checks = [check for case in case_names() for check in checks(case)]
    agreeing = sum(check.podcat == check.podcastparser for check in all_checks)
    print(f"{len(case_names())} cases: {agreeing} of {len(all_checks)} compared fields agree")  # noqa: T201
    for check in all_checks:
        if check.podcat != check.podcastparser:
            reason = DIFFERENCES.get((check.case, check.field), "UNEXPLAINED")
            print(f"  {check.case} {check.field}: podcat {check.podcat!r} podcastparser {check.podcastparser!r}"  # noqa: T201
                  f" [{reason[:30]}]")
