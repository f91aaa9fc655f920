"""JSON out and back in, following the CLI's JSON contract (see DESIGN.md), and JSON Lines that stream."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any, TextIO

from podcat._chapters import seconds
from podcat._errors import ListingParseError
from podcat._models import Catalog, Chapter, Diagnostic, Enclosure, Episode, Fact, Person, Show, ShowClaims, Transcript

if TYPE_CHECKING:  # annotations only: ``import podcat`` must not load the statistics module
    from podcat._diff import CatalogDiff, EpisodeChange
    from podcat._stats import CatalogStats

__all__ = [
    "catalog_from_dict",
    "catalog_to_dict",
    "diagnostic_to_dict",
    "diff_to_dict",
    "dump_jsonl",
    "episode_from_dict",
    "episode_to_dict",
    "iter_jsonl",
    "show_to_dict",
    "stats_to_dict",
]


def _seconds(duration: timedelta | None) -> int | None:
    return None if duration is None else round(duration.total_seconds())


def _iso(day: date | None) -> str | None:
    return None if day is None else day.isoformat()


def episode_to_dict(episode: Episode) -> dict[str, Any]:
    """An episode as a JSON-ready dict."""
    enclosure = episode.enclosure
    return {
        "title": episode.title,
        "published": _iso(episode.published),
        "duration_seconds": _seconds(episode.duration),
        "description": episode.description,
        "tags": list(episode.tags),
        "links": list(episode.links),
        "guid": episode.guid,
        "enclosure": None
        if enclosure is None
        else {"url": enclosure.url, "length": enclosure.length, "type": enclosure.type},
        "season": episode.season,
        "number": episode.number,
        "episode_type": episode.episode_type,
        "chapters": [
            {"start_seconds": seconds(chapter.start), "title": chapter.title, "url": chapter.url,
             "image": chapter.image}
            for chapter in episode.chapters
        ],
        "chapters_url": episode.chapters_url,
        "transcripts": [
            {"url": transcript.url, "type": transcript.type, "language": transcript.language}
            for transcript in episode.transcripts
        ],
        "persons": [_person_to_dict(person) for person in episode.persons],
        "facts": [{"label": fact.label, "value": fact.value} for fact in episode.facts],
    }


def _person_to_dict(person: Person) -> dict[str, Any]:
    return {"name": person.name, "role": person.role, "group": person.group, "url": person.url,
            "image": person.image}


def show_to_dict(show: Show) -> dict[str, Any]:
    """A show and its claims as a JSON-ready dict."""
    claims = show.claims
    return {
        "title": show.title,
        "description": show.description,
        "author": show.author,
        "link": show.link,
        "image": show.image,
        "language": show.language,
        "explicit": show.explicit,
        "categories": list(show.categories),
        "persons": [_person_to_dict(person) for person in show.persons],
        "kind": show.kind,
        "claims": {
            "latest_episode": _iso(claims.latest_episode),
            "update_frequency": claims.update_frequency,
            "average_duration_seconds": _seconds(claims.average_duration),
            "episode_count": claims.episode_count,
        },
    }


def diagnostic_to_dict(diagnostic: Diagnostic, *, with_path: bool = False) -> dict[str, Any]:
    """A diagnostic as a JSON-ready dict; ``path`` only when asked (several inputs)."""
    data: dict[str, Any] = {"line": diagnostic.line, "message": diagnostic.message, "text": diagnostic.text}
    if with_path:
        data["path"] = diagnostic.path
    return data


def catalog_to_dict(catalog: Catalog, *, with_paths: bool = False) -> dict[str, Any]:
    """``{"show": ..., "episodes": [...], "diagnostics": [...]}`` as the CLI prints it."""
    return {
        "show": None if catalog.show is None else show_to_dict(catalog.show),
        "episodes": [episode_to_dict(episode) for episode in catalog.episodes],
        "diagnostics": [diagnostic_to_dict(d, with_path=with_paths) for d in catalog.diagnostics],
        "layout": catalog.layout,
        "as_of": _iso(catalog.as_of),
    }


# An episode field's name in JSON, where it is not the attribute's.
_JSON_NAMES = {"duration": "duration_seconds"}


def diff_to_dict(difference: CatalogDiff) -> dict[str, Any]:
    """A diff as ``podcat diff --json`` prints it: ``{"added": [...], "removed": [...], "changed": [...]}``.

    Added and removed entries are episode objects as in ``parse --json``; a change is the entry's ``title``,
    ``published`` and ``guid`` (the new ones) and ``fields``: each field that differs, by its episode object name,
    as ``{"old": ..., "new": ...}``.
    """
    return {
        "added": [episode_to_dict(episode) for episode in difference.added],
        "removed": [episode_to_dict(episode) for episode in difference.removed],
        "changed": [_change_to_dict(change) for change in difference.changed],
    }


def _change_to_dict(change: EpisodeChange) -> dict[str, Any]:
    old, new = episode_to_dict(change.old), episode_to_dict(change.new)
    names = [_JSON_NAMES.get(field.name, field.name) for field in change.fields]
    return {
        "title": new["title"],
        "published": new["published"],
        "guid": new["guid"],
        "fields": {name: {"old": old[name], "new": new[name]} for name in names},
    }


def stats_to_dict(stats: CatalogStats) -> dict[str, Any]:
    """Statistics as the JSON of ``podcat stats --json``."""
    claims = stats.claims

    def brief(episode: Episode | None) -> dict[str, Any] | None:
        if episode is None:
            return None
        return {"title": episode.title, "published": _iso(episode.published), "guid": episode.guid,
                "duration_seconds": _seconds(episode.duration)}

    return {
        "count": stats.count,
        "dated_count": stats.dated_count,
        "timed_count": stats.timed_count,
        "total_seconds": _seconds(stats.total),
        "mean_seconds": _seconds(stats.mean),
        "median_seconds": _seconds(stats.median),
        "p90_seconds": _seconds(stats.p90),
        "shortest": brief(stats.shortest),
        "longest": brief(stats.longest),
        "first_published": _iso(stats.first_published),
        "last_published": _iso(stats.last_published),
        "by_year": {str(year): count for year, count in stats.by_year.items()},
        "by_month": {f"{year}-{month:02d}": count for (year, month), count in stats.by_month.items()},
        "median_gap_days": stats.median_gap_days,
        "longest_gap_days": stats.longest_gap_days,
        "longest_gap": None if stats.longest_gap is None else [brief(e) for e in stats.longest_gap],
        "cadence": stats.cadence,
        "top_tags": [{"tag": tag, "count": count} for tag, count in stats.top_tags],
        "claims_check": None
        if claims is None
        else {
            "claimed_episode_count": claims.claimed_count,
            "listed_episode_count": claims.listed_count,
            "claimed_average_duration_seconds": _seconds(claims.claimed_average),
            "computed_average_duration_seconds": _seconds(claims.computed_average),
            "claimed_latest_episode": _iso(claims.claimed_latest),
            "listed_latest_episode": _iso(claims.listed_latest),
        },
    }


def _duration(seconds: int | None) -> timedelta | None:
    try:
        return None if seconds is None else timedelta(seconds=seconds)
    except OverflowError:  # past timedelta's days: far past any duration an episode may have
        raise ValueError(f"duration of {seconds} seconds out of range") from None


def _date(text: str | None) -> date | None:
    return None if text is None else date.fromisoformat(text)


# The JSON type each key must have (None allowed where the value is optional); a list holds strings, unless the
# key's types are a table of their own: then it is a list of objects with those keys.
_OPTIONAL_STR: tuple[type, ...] = (str, type(None))
_OPTIONAL_INT: tuple[type, ...] = (int, type(None))
_Types = dict[str, tuple[type, ...]]
_CHAPTER_TYPES: _Types = {"start_seconds": (int, float), "title": (str,), "url": _OPTIONAL_STR, "image": _OPTIONAL_STR}
_TRANSCRIPT_TYPES: _Types = {"url": (str,), "type": (str,), "language": _OPTIONAL_STR}
_PERSON_TYPES: _Types = {
    "name": (str,), "role": _OPTIONAL_STR, "group": _OPTIONAL_STR, "url": _OPTIONAL_STR, "image": _OPTIONAL_STR
}
_FACT_TYPES: _Types = {"label": (str,), "value": (str,)}
_EPISODE_TYPES: dict[str, tuple[type, ...] | _Types] = {
    "title": (str,),
    "published": _OPTIONAL_STR,
    "duration_seconds": _OPTIONAL_INT,
    "description": (str,),
    "tags": (list,),
    "links": (list,),
    "guid": (str,),
    "enclosure": (dict, type(None)),
    "season": _OPTIONAL_INT,
    "number": _OPTIONAL_INT,
    "episode_type": (str,),
    "chapters": _CHAPTER_TYPES,
    "chapters_url": _OPTIONAL_STR,
    "transcripts": _TRANSCRIPT_TYPES,
    "persons": _PERSON_TYPES,
    "facts": _FACT_TYPES,
}
_ENCLOSURE_TYPES: dict[str, tuple[type, ...]] = {"url": (str,), "length": _OPTIONAL_INT, "type": _OPTIONAL_STR}
_SHOW_TYPES: dict[str, tuple[type, ...] | _Types] = {
    "title": (str,),
    "description": (str,),
    "author": _OPTIONAL_STR,
    "link": _OPTIONAL_STR,
    "image": _OPTIONAL_STR,
    "language": _OPTIONAL_STR,
    "explicit": (bool, type(None)),
    "categories": (list,),
    "persons": _PERSON_TYPES,
    "kind": (str,),
    "claims": (dict, type(None)),
}
_CLAIMS_TYPES: dict[str, tuple[type, ...]] = {
    "latest_episode": _OPTIONAL_STR,
    "update_frequency": _OPTIONAL_STR,
    "average_duration_seconds": _OPTIONAL_INT,
    "episode_count": _OPTIONAL_INT,
}
_DIAGNOSTIC_TYPES: dict[str, tuple[type, ...]] = {
    "line": _OPTIONAL_INT, "message": (str,), "text": (str,), "path": _OPTIONAL_STR
}


def _check_types(
    data: Any, expected: Mapping[str, tuple[type, ...] | _Types], what: str, required: tuple[str, ...] = ()
) -> None:
    """Raise `TypeError` naming the first value of ``data`` (a JSON object) whose type is not the expected one,
    and `ValueError` naming the first ``required`` key that is missing (in a list's objects: every key that
    may not be null)."""
    if not isinstance(data, dict):
        raise TypeError(f"{what} must be an object, not {type(data).__name__}")
    if missing := [key for key in required if key not in data]:
        raise ValueError(f"no {missing[0]!r} in {what}")
    for key, types in expected.items():
        value = data.get(key)
        if isinstance(types, dict):  # a list of objects
            if key in data and not isinstance(value, list):
                raise TypeError(f"{key!r} must be list, not {type(value).__name__}")
            for item in value or ():
                needed = tuple(name for name, kinds in types.items() if type(None) not in kinds)
                _check_types(item, types, f"an item of {key!r}", needed)
            continue
        if key in data and (not isinstance(value, types) or (isinstance(value, bool) and bool not in types)):
            raise TypeError(f"{key!r} must be {' or '.join(t.__name__ for t in types)}, not {type(value).__name__}")
        if value.__class__ is list and not all(isinstance(item, str) for item in value):
            raise TypeError(f"{key!r} must hold strings")


def episode_from_dict(data: dict[str, Any]) -> Episode:
    """Rebuild an episode from `episode_to_dict` output; raises `TypeError` or `ValueError` on bad values."""
    _check_types(data, _EPISODE_TYPES, "an episode", required=("title",))
    enclosure = data.get("enclosure")
    if enclosure is not None:
        _check_types(enclosure, _ENCLOSURE_TYPES, "'enclosure'", required=("url",))
    try:
        return _episode(data, enclosure)
    except OverflowError:  # a number of seconds past timedelta's days
        raise ValueError("a duration or chapter start out of range") from None


def _episode(data: dict[str, Any], enclosure: dict[str, Any] | None) -> Episode:
    return Episode(
        title=data["title"],
        published=_date(data.get("published")),
        duration=_duration(data.get("duration_seconds")),
        description=data.get("description", ""),
        tags=tuple(data.get("tags", ())),
        links=tuple(data.get("links", ())),
        guid=data.get("guid", ""),
        enclosure=None
        if enclosure is None
        else Enclosure(enclosure["url"], enclosure.get("length"), enclosure.get("type")),
        season=data.get("season"),
        number=data.get("number"),
        episode_type=data.get("episode_type", "full"),
        chapters=[
            Chapter(timedelta(seconds=found["start_seconds"]), found["title"], found.get("url"), found.get("image"))
            for found in data.get("chapters", ())
        ],
        chapters_url=data.get("chapters_url"),
        transcripts=[
            Transcript(found["url"], found["type"], found.get("language")) for found in data.get("transcripts", ())
        ],
        persons=_persons(data),
        facts=[Fact(found["label"], found["value"]) for found in data.get("facts", ())],
    )


def _persons(data: dict[str, Any]) -> list[Person]:
    """The persons of an episode or show object (already type-checked)."""
    return [
        Person(found["name"], found.get("role"), found.get("group"), found.get("url"), found.get("image"))
        for found in data.get("persons", ())
    ]


def catalog_from_dict(data: dict[str, Any]) -> Catalog:
    """Rebuild a catalog from `catalog_to_dict` output (sources are not part of the JSON).

    Raises `TypeError` for a value of the wrong JSON type and `ValueError` for a missing or impossible one.
    """
    if not isinstance(data, dict):
        raise TypeError(f"a catalog must be an object, not {type(data).__name__}")
    for key in ("episodes", "diagnostics"):
        if not isinstance(data.get(key, []), list):
            raise TypeError(f"{key!r} must be list, not {type(data[key]).__name__}")
    show = data.get("show")
    if show is not None:
        _check_types(show, _SHOW_TYPES, "'show'", required=("title",))
        claims = show.get("claims") or {}
        _check_types(claims, _CLAIMS_TYPES, "'claims'")
        show = Show(
            title=show["title"],
            description=show.get("description", ""),
            author=show.get("author"),
            claims=ShowClaims(
                latest_episode=_date(claims.get("latest_episode")),
                update_frequency=claims.get("update_frequency"),
                average_duration=_duration(claims.get("average_duration_seconds")),
                episode_count=claims.get("episode_count"),
            ),
            link=show.get("link"),
            image=show.get("image"),
            language=show.get("language"),
            explicit=show.get("explicit"),
            categories=show.get("categories", ()),
            persons=_persons(show),
            kind=show.get("kind", "episodic"),
        )
    diagnostics = []
    for found in data.get("diagnostics", ()):
        _check_types(found, _DIAGNOSTIC_TYPES, "a diagnostic", required=("message",))
        diagnostics.append(Diagnostic(found.get("line"), found["message"], found.get("text", ""), found.get("path")))
    layout, as_of = data.get("layout"), data.get("as_of")
    _check_types({"layout": layout, "as_of": as_of}, {"layout": _OPTIONAL_STR, "as_of": _OPTIONAL_STR}, "a catalog")
    episodes = [episode_from_dict(e) for e in data.get("episodes", ())]
    return Catalog(show, episodes, diagnostics, layout=layout, as_of=_date(as_of))


# One JSON Lines record: compact, and non-ASCII text as itself, as the CLI prints JSON.
_JSONL_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def dump_jsonl(episodes: Iterable[Episode], stream: TextIO) -> int:
    """Write one `episode_to_dict` object a line to ``stream``, as the episodes come; return how many.

    Nothing is held but the episode being written, so a generator of a million episodes streams in constant
    memory. ``stream`` needs an encoding that holds the text (UTF-8). JSON escapes every line break inside
    strings, so each record is exactly one line.
    """
    encode = _JSONL_ENCODER.encode
    write = stream.write
    count = 0
    for episode in episodes:
        write(encode(episode_to_dict(episode)) + "\n")
        count += 1
    return count


def iter_jsonl(stream: TextIO) -> Iterator[Episode]:
    """Read `dump_jsonl` output lazily, one episode a line (blank lines are skipped).

    Raises `ListingParseError` with the line number (and the stream's name as ``path``) at the first line
    that is not an episode object; the episodes before it have been yielded.
    """
    name = getattr(stream, "name", None)
    path = name if isinstance(name, str) else None
    for lineno, line in enumerate(stream, start=1):
        record = line.rstrip("\r\n")
        if not record.strip():
            continue
        try:
            data = json.loads(record)
            if not isinstance(data, dict):
                raise ValueError(f"expected a JSON object, got {type(data).__name__}")
            episode = episode_from_dict(data)
        except json.JSONDecodeError as error:  # a record is one line: its position is the column
            raise ListingParseError(f"bad JSON Lines record: {error.msg}", lineno=lineno, colno=error.pos + 1,
                                    text=record, path=path) from None
        except RecursionError:  # arrays or objects nested thousands deep
            raise ListingParseError("bad JSON Lines record: nested too deeply", lineno=lineno, text=record[:200],
                                    path=path) from None
        except (ValueError, TypeError) as error:  # wrong types, missing or bad values
            raise ListingParseError(f"bad JSON Lines record: {error}", lineno=lineno, text=record,
                                    path=path) from None
        yield episode
