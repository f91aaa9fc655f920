"""Chapters: found in show notes' timestamp lines, and written as Podlove and Podcasting 2.0 chapters.

Pure functions of text and models, no I/O: the feed reader and the text-listing engine call
`chapters_from_notes`, the feed writer `format_timestamp`, and `chapters_json` makes the JSON chapters document.
"""

from __future__ import annotations

import json
import re
from datetime import timedelta

from podcat._models import Chapter, Episode
from podcat._normalize import format_duration, parse_duration

__all__ = ["chapters_from_notes", "chapters_json", "format_timestamp", "seconds"]

# A clock a chapter starts at: "12:30", "1:02:03", "00:00:05.250".
_CLOCK = r"(?:\d{1,2}:)?\d{1,2}:\d{2}(?:\.\d{1,3})?"
# A line (or sentence) that starts with a timestamp, perhaps in brackets and after a list marker, then an optional
# separator and the title: "00:00 Intro", "12:30 - Q&A", "(1:02:03) Wrap-up", "- [05:10]: Setup".
_CHAPTER_LINE_RE = re.compile(
    rf"(?:[-*•·]\s*)?(?:\((?P<paren>{_CLOCK})\)|\[(?P<square>{_CLOCK})\]|(?P<bare>{_CLOCK})(?![\d:]))"
    r"\s*(?:[-\u2013\u2014:|]\s*)?(?P<title>\S.*)"  # hyphen, en and em dash, colon, bar
)
# Where a paragraph's sentences (or a colon's lead-in) part before a timestamp: "Topics: 00:00 Intro. 05:10 Setup."
_SENTENCE_BREAK_RE = re.compile(rf"(?<=[.!?;:])\s+(?=(?:[-*•·]\s*)?[(\[]?{_CLOCK})")
# A timestamp anywhere (a digit, a colon, two digits): text with fewer than two is not searched further. The
# pattern starts at the colon, so that the search skips to each colon as a scan for one character does.
_ANY_CLOCK_RE = re.compile(r":\d\d(?<=\d:\d\d)")
_JSON_CHAPTERS_VERSION = "1.2.0"


def chapters_from_notes(text: str, duration: timedelta | None = None) -> tuple[tuple[Chapter, ...], list[str]]:
    """Find the chapters an episode's show notes list: the longest run of two or more lines (or sentences of a
    paragraph) that each start with a timestamp, the timestamps increasing (``00:00 Intro``, ``12:30 - Q&A``,
    ``(1:02:03) Wrap-up``).

    Blank lines inside the run are allowed; any other line ends it, as does a timestamp not after the one before.
    Returns the chapters (empty when there is no such run) and the problems found, one sentence each: a chapter
    that starts after ``duration``, when that is known. The text itself is left as it is.
    """
    first = _ANY_CLOCK_RE.search(text) if text.count(":") >= 2 else None
    if first is None or _ANY_CLOCK_RE.search(text, first.end()) is None:  # the usual case: no chapter list
        return (), []
    best: list[Chapter] = []
    run: list[Chapter] = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        for sentence in _SENTENCE_BREAK_RE.split(line.strip()):
            chapter = _chapter(sentence)
            if chapter is None or (run and chapter.start <= run[-1].start):
                best = run if len(run) > len(best) else best
                run = [] if chapter is None else [chapter]
            else:
                run.append(chapter)
    best = run if len(run) > len(best) else best
    if len(best) < 2:
        return (), []
    problems = [
        f"chapter {chapter.title!r} starts at {format_duration(chapter.start)}, after the episode's end "
        f"({format_duration(duration)})"
        for chapter in best
        if duration is not None and chapter.start > duration
    ]
    return tuple(best), problems


def _chapter(sentence: str) -> Chapter | None:
    """The chapter a line or sentence names, or None when it does not start with a timestamp and a title."""
    match = _CHAPTER_LINE_RE.fullmatch(sentence)
    if match is None:
        return None
    clock = match["paren"] or match["square"] or match["bare"]
    try:
        start = parse_duration(clock)
    except ValueError:  # 1:75:00
        return None
    title = match["title"].strip()
    if title.endswith((".", ";")) and not title.endswith(".."):  # a sentence's end, not an ellipsis
        title = title[:-1].rstrip()
    return Chapter(start, title) if title else None


def seconds(duration: timedelta) -> int | float:
    """A duration in seconds for JSON: whole seconds as an integer, else to the millisecond."""
    value = round(duration.total_seconds(), 3)
    return int(value) if value.is_integer() else value


def format_timestamp(start: timedelta) -> str:
    """A chapter start as Normal Play Time, as Podlove Simple Chapters write it: ``01:02:03`` or ``01:02:03.400``."""
    milliseconds = round(start / timedelta(milliseconds=1))
    whole, fraction = divmod(milliseconds, 1000)
    hours, rest = divmod(whole, 3600)
    clock = f"{hours:02d}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{clock}.{fraction:03d}" if fraction else clock


def chapters_json(episode: Episode, /) -> str:
    """The Podcasting 2.0 JSON chapters document (version 1.2.0) of ``episode``'s chapters, as text: what a
    ``podcast:chapters`` URL serves, as ``application/json+chapters``."""
    chapters = []
    for chapter in episode.chapters:
        found: dict[str, object] = {"startTime": seconds(chapter.start), "title": chapter.title}
        if chapter.image:
            found["img"] = chapter.image
        if chapter.url:
            found["url"] = chapter.url
        chapters.append(found)
    document = {"version": _JSON_CHAPTERS_VERSION, "title": episode.title, "chapters": chapters}
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"
