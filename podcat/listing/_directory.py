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
# The fixed words of a play line, then its date and duration. Starting with a literal lets the regex engine
# jump between occurrences; that the words start their line is checked by hand.
_PLAY_RE = re.compile(r"Play Episode Listen Later(?![^\s])[^\n]*")

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


def parse_directory(text: str, path: str | None) -> Catalog:
    """Parse normalized text in the directory layout; what cannot be read becomes a diagnostic."""
    sink = _Sink(path)
    heads: list[_Head] = []
    orphans: set[int] = set()  # line indexes of play lines without a title: reported, then read as blank
    line_index = counted_to = 0
    previous_end = -1  # where the previous play line ends: a title must come after it
    for match in _PLAY_RE.finditer(text):
        start = text.rfind("\n", 0, match.start()) + 1
        if start != match.start() and not text[start : match.start()].isspace():
            continue  # the words in the middle of a line: not a play line
        line_index += text.count("\n", counted_to, start)
        counted_to = start
        play = match.group().strip()
        head = _find_title(text, start, previous_end, line_index)
        previous_end = match.end()
        if head is None:
            sink.add(line_index, "play line without a title", play)
            orphans.add(line_index)
        else:
            heads.append((*head, play, line_index, previous_end))

    header = text[: heads[0][1]].split("\n") if heads else text.split("\n")
    show = _parse_header([line.strip() if index not in orphans else "" for index, line in enumerate(header)], sink)
    show_title = show.title if show else ""
    if not heads:
        return Catalog(show, (), sink.items)

    last_play_index, last_play_end = heads[-1][4], heads[-1][5]
    tail = text[last_play_end + 1 :].split("\n") if last_play_end < len(text) else []
    footer = _footer_start(tail, last_play_index + 1, show_title, sink)
    episodes = []
    for number, (title, _, title_index, play, play_index, play_end) in enumerate(heads):
        if number + 1 < len(heads):
            following_start = heads[number + 1][1]
            body = text[play_end + 1 : following_start - 1].split("\n") if following_start - 1 > play_end else []
        else:
            body = tail[:footer]
        episode = _parse_episode(title, title_index, play, play_index, body, show_title, orphans, sink)
        episodes.append(episode)
    return Catalog(show, episodes, sink.items)


# A parsed episode head: title, where its line starts, its line index, play line, its line index, where it ends.
_Head = tuple[str, int, int, str, int, int]


def _find_title(text: str, play_start: int, previous_end: int, play_index: int) -> tuple[str, int, int] | None:
    """The nearest non-blank line above a play line and after the previous one: (title, start, line index)."""
    end = play_start - 1
    back = 0
    while end > previous_end:
        line_start = text.rfind("\n", 0, end) + 1
        back += 1
        title = text[line_start:end].strip()
        if title:
            return title, line_start, play_index - back
        end = line_start - 1
    return None


def _parse_header(stripped: list[str], sink: _Sink) -> Show | None:
    title: str | None = None
    claims: dict[str, object] = {}
    blocks: list[list[str]] = []
    loose: list[int] = []  # header text lines, kept until we know the page chrome is there
    chrome_seen = after_marker = False
    last_text = -2
    for index, line in enumerate(stripped):
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


def _footer_start(tail: list[str], first_index: int, show_title: str, sink: _Sink) -> int:
    """Position in ``tail`` of the "Claim <show>" footer (page chrome), or its length; reports odd footer text."""
    marker = f"Claim {show_title}" if show_title else "Claim "
    for position, raw in enumerate(tail):
        line = raw.strip()
        if line.startswith(marker) and line != "Claim Cancel":
            for offset in range(position + 1, len(tail)):
                rest = tail[offset].strip()
                if rest and not rest.startswith(_FOOTER_CHROME):
                    sink.add(first_index + offset, "unexpected text in the page footer", rest)
            return position
    return len(tail)


def _parse_episode(
    title: str,
    title_index: int,
    play: str,
    play_index: int,
    body: list[str],
    show_title: str,
    orphans: set[int],
    sink: _Sink,
) -> Episode:
    """Build one episode from its title, play line and the raw lines below the play line."""
    published, duration = _parse_play(play, play_index, sink)
    lines = [line.strip() for line in body]
    if orphans:
        lines = ["" if play_index + 1 + offset in orphans else line for offset, line in enumerate(lines)]
    tags: tuple[str, ...] = ()
    if len(lines) >= 2 and lines[-1] and not lines[-2] and _TAGS_RE.fullmatch(lines[-1]):
        tags = tuple(lines.pop().split())
    text_lines = [line for line in lines if line]
    # The common case, one description line, skips the paragraph machinery.
    description = text_lines[0] if len(text_lines) == 1 else _description(title, lines, play_index + 1, sink)
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


def _description(title: str, lines: list[str], first_index: int, sink: _Sink) -> str:
    """The layout's description is one line; more text is kept, paragraphs and all, but reported."""
    blocks = list(paragraphs(lines, 0, len(lines)))
    for number, (first, block) in enumerate(blocks):
        for offset, line in enumerate(block):
            if number or offset:
                sink.add(first_index + first + offset, f"unexpected line after the description of {title!r}", line)
    return join_paragraphs([block for _, block in blocks])


def _parse_play(line: str, index: int, sink: _Sink) -> tuple[date | None, timedelta | None]:
    """Read ``Play Episode Listen Later <date> [<duration>]``; a missing duration is not an error."""
    rest = line[len(PLAY_PREFIX) :].strip()
    date_text, _, duration_text = rest.rpartition(" ")
    if ":" not in duration_text:  # no m:ss at the end: maybe "16m" or "1h 2m", maybe no duration at all
        tokens = rest.split()
        cut = len(tokens)
        while cut > 1 and _UNIT_TOKEN_RE.fullmatch(tokens[cut - 1]):
            cut -= 1
        date_text, duration_text = " ".join(tokens[:cut]), " ".join(tokens[cut:])
    published: date | None = None
    duration: timedelta | None = None
    if duration_text:
        try:
            duration = parse_duration(duration_text)
        except PodcatError as error:
            sink.add(index, f"unreadable duration: {error}", line)
    if not date_text.strip():
        sink.add(index, "play line without a date", line)
    else:
        try:
            published = parse_date(date_text)
        except PodcatError as error:
            sink.add(index, f"unreadable date: {error}", line)
    return published, duration
