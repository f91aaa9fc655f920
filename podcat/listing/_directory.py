"""The podcast directory layout: a show header, then title / play line / description blocks.

    PyTorch Developer Podcast              <- show title
    Follow PyTorch Developer Podcast       <- page chrome
    The PyTorch Developer Podcast is ...   <- show description
    Edward Yang, Team PyTorch              <- author (last header paragraph)
    • Aug 4, 2024 LATEST EPISODE           <- claims
    Compiler collectives                   <- episode title: the line above a play line
    Play Episode Listen Later Aug 4, 2024 16:33
    Compiler collectives are ...           <- description
    fx post grad inductor                  <- optional tags, directly above the next title
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta

from podcat.errors import PodcatError
from podcat.listing._text import find_links, join_paragraphs, paragraphs, stable_guid
from podcat.models import Catalog, Diagnostic, Episode, Show, ShowClaims, SourceRef
from podcat.normalize import parse_date, parse_duration

PLAY_PREFIX = "Play Episode Listen Later"

# Header lines that belong to the page, not to the show.
_CHROME_RE = re.compile(
    r"Follow .+|Share on|Copy link to clipboard|Search for episodes from .+|Latest episodes from .+"
)
_BULLETS = "•·*"
# Compact duration tokens a play line may end with besides m:ss: "16m", "1h".
_UNIT_TOKEN_RE = re.compile(r"\d{1,6}(?:h|hr|m|min|s)", re.IGNORECASE)
# A tags line: up to 20 lower-case words with no sentence punctuation.
_TAGS_RE = re.compile(r"[^\s.,;:!?A-Z]{1,40}(?: [^\s.,;:!?A-Z]{1,40}){0,19}")
_FOOTER_CHROME = ("Claim Cancel", "In order to claim this podcast")


def _claim_count(text: str) -> int:
    return int(text.replace(",", ""))


_CLAIMS: dict[str, tuple[str, Callable[[str], object]]] = {
    "LATEST EPISODE": ("latest_episode", parse_date),
    "NEW EPISODES": ("update_frequency", str),
    "AVG DURATION": ("average_duration", parse_duration),
    "EPISODES": ("episode_count", _claim_count),
}


class _Sink:
    """Collects diagnostics with the listing's path."""

    def __init__(self, path: str | None) -> None:
        self.path = path
        self.items: list[Diagnostic] = []

    def add(self, index: int, message: str, text: str) -> None:
        self.items.append(Diagnostic(index + 1, message, text, self.path))


def parse_directory(lines: list[str], path: str | None) -> Catalog:
    """Parse the directory layout; what cannot be read becomes a diagnostic."""
    stripped = [line.strip() for line in lines]
    sink = _Sink(path)
    heads: list[tuple[int, int]] = []  # (title index, play line index)
    previous_play = -1
    for index, line in enumerate(stripped):
        if not line.startswith(PLAY_PREFIX) or not (len(line) == len(PLAY_PREFIX) or line[len(PLAY_PREFIX)] == " "):
            continue
        title = index - 1
        while title > previous_play and not stripped[title]:
            title -= 1
        if title <= previous_play:
            sink.add(index, "play line without a title", line)
            stripped[index] = ""  # reported: from here on it reads as a blank line
        else:
            heads.append((title, index))
        previous_play = index

    header_end = heads[0][0] if heads else len(stripped)
    show = _parse_header(stripped, header_end, sink)
    show_title = show.title if show else ""
    end = _footer_start(stripped, heads[-1][1] if heads else header_end, show_title, sink)

    episodes = []
    for number, (title_index, play_index) in enumerate(heads):
        stop = heads[number + 1][0] if number + 1 < len(heads) else end
        episodes.append(_parse_episode(stripped, title_index, play_index, stop, show_title, sink))
    return Catalog(show, episodes, sink.items)


def _parse_header(stripped: list[str], stop: int, sink: _Sink) -> Show | None:
    title: str | None = None
    claims: dict[str, object] = {}
    blocks: list[list[str]] = []
    loose: list[int] = []  # header text lines, kept until we know the page chrome is there
    chrome_seen = after_marker = False
    last_text = -2
    for index in range(stop):
        line = stripped[index]
        if not line:
            continue
        if _CHROME_RE.fullmatch(line):
            chrome_seen = True
            after_marker = after_marker or line.startswith(("Latest episodes from", "Search for episodes"))
        elif line[0] in _BULLETS:
            chrome_seen = True
            _parse_claim(line, index, claims, sink)
        elif after_marker:
            sink.add(index, "text between the show header and the first episode", line)
        elif title is None:
            title = line
            loose.append(index)
        else:
            if index == last_text + 1:
                blocks[-1].append(line)
            else:
                blocks.append([line])
            last_text = index
            loose.append(index)
    if not chrome_seen:
        for index in loose:
            sink.add(index, "text before the first episode", stripped[index])
        return None
    author = " ".join(blocks.pop()) if len(blocks) >= 2 else None
    return Show(title or "", join_paragraphs(blocks), author, ShowClaims(**claims))  # type: ignore[arg-type]


def _parse_claim(line: str, index: int, claims: dict[str, object], sink: _Sink) -> None:
    body = line[1:].strip()
    for label, (field, convert) in _CLAIMS.items():
        if body.endswith(label) and (body == label or body[-len(label) - 1] == " "):
            value = body[: -len(label)].strip()
            try:
                claims[field] = convert(value)
            except ValueError:
                sink.add(index, f"unreadable {label.lower()} claim {value!r}", line)
            return
    sink.add(index, "unknown claim in the show header", line)


def _footer_start(stripped: list[str], after: int, show_title: str, sink: _Sink) -> int:
    """Index of the "Claim <show>" footer (page chrome), or the end; reports unexpected footer text."""
    marker = f"Claim {show_title}" if show_title else "Claim "
    for index in range(after + 1, len(stripped)):
        if stripped[index].startswith(marker) and stripped[index] != "Claim Cancel":
            for rest in range(index + 1, len(stripped)):
                line = stripped[rest]
                if line and not line.startswith(_FOOTER_CHROME):
                    sink.add(rest, "unexpected text in the page footer", line)
            return index
    return len(stripped)


def _parse_episode(
    stripped: list[str], title_index: int, play_index: int, stop: int, show_title: str, sink: _Sink
) -> Episode:
    title = stripped[title_index]
    play = stripped[play_index]
    published, duration = _parse_play(play, play_index, sink)
    tags: tuple[str, ...] = ()
    last = stop - 1
    if last > play_index and stripped[last] and not stripped[last - 1] and _TAGS_RE.fullmatch(stripped[last]):
        tags = tuple(stripped[last].split())
        stop = last
    blocks: list[list[str]] = []
    for first, block in paragraphs(stripped, play_index + 1, stop):
        # The layout's description is one line; more text is kept but reported (a stray line?).
        for offset, line in enumerate(block):
            if blocks or offset:
                sink.add(first + offset, f"unexpected line after the description of {title!r}", line)
        blocks.append(block)
    description = join_paragraphs(blocks)
    return Episode(
        title=title,
        published=published,
        duration=duration,
        description=description,
        tags=tags,
        links=find_links(description),
        guid=stable_guid(show_title, title, published),
        source=SourceRef(sink.path, title_index + 1),
    )


def _parse_play(line: str, index: int, sink: _Sink) -> tuple[date | None, timedelta | None]:
    """Read ``Play Episode Listen Later <date> [<duration>]``; a missing duration is not an error."""
    tokens = line[len(PLAY_PREFIX) :].split()
    cut = len(tokens)
    if tokens and ":" in tokens[-1]:
        cut -= 1
    else:
        while cut > 1 and _UNIT_TOKEN_RE.fullmatch(tokens[cut - 1]):
            cut -= 1
    published: date | None = None
    duration: timedelta | None = None
    if cut < len(tokens):
        try:
            duration = parse_duration(" ".join(tokens[cut:]))
        except PodcatError as error:
            sink.add(index, f"unreadable duration: {error}", line)
    if cut == 0:
        sink.add(index, "play line without a date", line)
    else:
        try:
            published = parse_date(" ".join(tokens[:cut]))
        except PodcatError as error:
            sink.add(index, f"unreadable date: {error}", line)
    return published, duration
