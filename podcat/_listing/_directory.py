"""The podcast directory layout: a show header, then title / play line / description blocks.

    PyTorch Developer Podcast              <- show title
    Follow PyTorch Developer Podcast       <- page chrome
    The PyTorch Developer Podcast is ...   <- show description
    Edward Yang, Team PyTorch              <- author (last header paragraph)
    • Aug 4, 2024 LATEST EPISODE           <- claims
    Compiler collectives                   <- episode title: the line above a play line
    Play Episode Listen Later Aug 4, 2024 16:33
    Compiler collectives are ...           <- description (one line; more is kept and reported)
    fx post grad inductor                  <- optional tags, directly above the next title
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta
from typing import NamedTuple

from podcat._errors import PodcatError
from podcat._links import find_links
from podcat._listing._text import Sink, is_read_more, join_paragraphs, paragraphs, stable_guid
from podcat._models import Catalog, Episode, Show, ShowClaims, SourceRef
from podcat._normalize import MONTHS, clock_duration, parse_date, parse_duration
from podcat._text import plain_spaces

# A play line: its fixed words (any spaces between them), then its date and duration. Starting with a literal
# lets the regex engine jump between occurrences; that the words start their line is checked by hand. The
# first branch reads the line as the directory writes it ("... Aug 4, 2024 16:33", the duration optional)
# into groups; any other play line takes the second branch and is read word by word.
_PLAY_WORDS_TAIL = r"[^\S\n]+Episode[^\S\n]+Listen[^\S\n]+Later(?![^\s])"  # the fixed words after "Play"
_REGULAR_PLAY_TAIL = (  # what follows "Play" in the regular form
    r" Episode Listen Later (?P<month>[A-Za-z]{3,9}) (?P<day>[0-9]{1,2}), (?P<year>[0-9]{4})"
    r"(?: (?:(?P<hours>[0-9]{1,6}):)?(?P<minutes>[0-9]{1,6}):(?P<seconds>[0-5]?[0-9]))? *(?=\n|\Z)"
)
_PLAY_RE = re.compile(rf"Play(?:{_REGULAR_PLAY_TAIL}|{_PLAY_WORDS_TAIL}[^\n]*)")
PLAY_WORDS = rf"Play{_PLAY_WORDS_TAIL}"  # the fixed words alone, however spaced (layout detection looks for them)
_PLAY_WORDS_RE = re.compile(PLAY_WORDS)
# From the end of a play line to the end of the next, in the directory's regular form: blank lines, one
# description line, blank lines (or blank lines and a tags line), the next title, blank lines and the next
# play line in its regular form. Only plain spaces count as blank here (any other space sends the text to the
# line-by-line reading). Text lines are captured stripped and never start like a play line; atomic groups and
# possessive repeats keep a failing match from backtracking through a line.
_BLANK_LINES = r"(?: *+\n)*+"


def _text_line(name: str) -> str:
    """A non-blank line that is no play line, captured stripped as group ``name``."""
    return rf" *+(?!Play[^\S\n])(?>(?P<{name}>\S(?:[^\n]*\S)?)) *+\n"


_REGULAR_STEP_RE = re.compile(
    rf"\n{_BLANK_LINES}{_text_line('description')}(?:{_BLANK_LINES}|(?: *+\n)++{_text_line('tags')})"
    rf"{_text_line('title')}{_BLANK_LINES} *+Play{_REGULAR_PLAY_TAIL}"
)
# The most words a play line's date takes ("Sat, 07 Nov 2015 10:00:00 +0000"), and its duration ("1 hr 5 min").
_MOST_DATE_WORDS = 6
_MOST_DURATION_WORDS = 6
_BULLETS = "•·*"
_CLAIM_LABELS = ("LATEST EPISODE", "NEW EPISODES", "AVG DURATION", "EPISODES")
# Page chrome that can never be an episode title (a title may well start with "Follow").
_NOT_A_TITLE_RE = re.compile(
    r"Share on|Copy link to clipboard|Search for episodes from .+ with a specific topic:|Latest episodes from .+"
)
# Header chrome that names the show, seen before the show's title.
_TITLED_CHROME_RE = re.compile(
    r"Follow (.+)|Search for episodes from (.+) with a specific topic:|Latest episodes from (.+)"
)
# Month names as the directory writes them ("Aug"), beside `MONTHS`' lower-case keys: one lookup as a rule.
_MONTHS_AS_WRITTEN = {name.capitalize(): number for name, number in MONTHS.items()}
# First characters of the lines `_is_chrome` refuses: only those lines need the check.
_CHROME_INITIALS = frozenset("SCL•·*")
_TAG_PUNCTUATION = frozenset("-+#._/&")
_FOOTER_BUTTONS = "Claim Cancel"
_FOOTER_NOTICE = "In order to claim this podcast"  # then words about an email, which vary


def _claim_count(text: str) -> int:
    return int(text.replace(",", ""))


_CLAIMS: dict[str, tuple[str, Callable[[str], object]]] = {
    "LATEST EPISODE": ("latest_episode", parse_date),
    "NEW EPISODES": ("update_frequency", str),
    "AVG DURATION": ("average_duration", parse_duration),
    "EPISODES": ("episode_count", _claim_count),
}

def parse_directory(text: str, path: str | None) -> Catalog:
    """Parse normalized text in the directory layout; what cannot be read becomes a diagnostic.

    One pass over the play lines: each one's title is the non-blank line above it, and an episode runs from
    its title to the next episode's title (the last one to the page footer). Episodes in the page's regular
    form are read one regex match each (`_read_regular`); the usual body, a description line and perhaps a
    tags line, from one slice (`_quick_body`); anything else line by line. All three read alike.
    """
    sink = Sink(path)
    plain = plain_spaces
    episodes: list[Episode] = []
    orphans: set[int] = set()  # line indexes of play lines without a title: reported, then read as blank
    show: Show | None = None
    show_title = ""
    pending: _Pending | None = None  # the episode whose body is still being read
    line_index = counted_to = 0
    previous_end = -1  # where the previous play line ends: a title must come after it
    search_from = 0
    while (match := _PLAY_RE.search(text, search_from)) is not None:
        search_from = match.end()  # the rest of the line: play words in the middle of a line are skipped at once
        start = text.rfind("\n", 0, match.start()) + 1
        if start != match.start() and not text[start : match.start()].isspace():
            continue  # the words in the middle of a line: not a play line
        line_index += text.count("\n", counted_to, start)
        counted_to = start
        head = _find_title(text, start, previous_end, line_index, plain)
        previous_end = match.end()
        if head is None:
            sink.add(line_index + 1, "play line without a title", plain(match.group().strip()))
            orphans.add(line_index)
            continue
        title_start, title_index, title = head
        if pending is None:  # the first episode: what stands above it is the header
            show = _parse_header(_lines(text[:title_start], plain, 0, orphans), sink)
            show_title = show.title if show else ""
        else:
            body = None if orphans else _quick_body(text[pending.play_end + 1 : title_start - 1], plain)
            if body is None:
                lines = _lines(text[pending.title_start : title_start - 1], plain, pending.title_index, orphans)
                body = _read_body(lines, pending, sink)
            episodes.append(_pending_episode(pending, body, show_title, sink))
        published, duration = _parse_play(match, plain, line_index, sink)
        pending = _Pending(title_start, title_index, line_index, plain(title), published, duration, match.end())
        pending = _read_regular(text, pending, plain, show_title, sink, episodes)
        line_index, counted_to = pending.play_index, pending.play_end
        previous_end = search_from = pending.play_end

    if pending is None:
        show = _parse_header(_lines(text, plain, 0, orphans), sink)
    else:
        lines = _lines(text[pending.title_start :], plain, pending.title_index, orphans)
        below_play = pending.play_index - pending.title_index + 1
        footer = below_play + _footer_start(lines[below_play:], pending.play_index + 2, show_title, sink)
        del lines[footer:]
        while len(lines) > below_play and not lines[-1]:  # the last episode's tags sit above the footer's blanks
            lines.pop()
        episodes.append(_pending_episode(pending, _read_body(lines, pending, sink), show_title, sink))
    return Catalog(show, episodes, sink.items)


class _Pending(NamedTuple):
    """An episode whose title and play line are read and whose body is not (made once per episode that is
    not read by `_read_regular`, whose loop keeps these in local variables)."""

    title_start: int  # where the title line starts in the text
    title_index: int  # the line indexes of the title and the play line
    play_index: int
    title: str
    published: date | None  # read from the play line
    duration: timedelta | None
    play_end: int  # where the play line ends in the text


# An episode's body: its description and tags.
_Body = tuple[str, tuple[str, ...]]


def _read_regular(
    text: str, pending: _Pending, plain: Callable[[str], str], show_title: str, sink: Sink, episodes: list[Episode]
) -> _Pending:
    """Read the episodes that follow ``pending`` in the directory's regular form, one regex match each, into
    ``episodes``; return the episode still pending. Stops, to let the line-by-line reading go on, where the
    text takes any other form or holds anything that reading would report. The parser's hot loop.
    """
    title_start, title_index, play_index, title, published, duration, play_end = pending
    while (step := _REGULAR_STEP_RE.match(text, play_end)) is not None:
        # The groups in order: description, tags, title, month, day, year, hours, minutes, seconds.
        description, tag_line, next_title, month_name, day, year, hours, minutes, seconds = step.groups()
        month = _MONTHS_AS_WRITTEN.get(month_name) or MONTHS.get(month_name.lower())
        if month is None or (next_title[0] in _CHROME_INITIALS and _is_chrome(next_title, plain)):  # no call as a rule
            break
        try:
            next_published = date(int(year), month, int(day))
        except ValueError:
            break
        next_duration = None if minutes is None else clock_duration(hours, minutes, seconds, None)
        if minutes is not None and next_duration is None:
            break
        tags: tuple[str, ...] = ()
        if tag_line is not None:
            tag_line = plain(tag_line)
            if not _looks_like_tags(tag_line):
                break
            tags = tuple(tag_line.split())
        episode = _episode(title, published, duration, plain(description), tags, title_index, show_title, sink)
        episodes.append(episode)
        title_start = step.start("title")
        title_index = play_index + text.count("\n", play_end, title_start)
        play_index = title_index + text.count("\n", title_start, step.start("month"))
        title, published, duration, play_end = plain(next_title), next_published, next_duration, step.end()
    return _Pending(title_start, title_index, play_index, title, published, duration, play_end)


def _lines(part: str, plain: Callable[[str], str], first_index: int, orphans: set[int]) -> list[str]:
    """The stripped lines of a part of the text; reported play lines without a title read as blank."""
    if not part:
        return []
    lines = [line.strip() for line in plain(part).split("\n")]
    if orphans:
        lines = ["" if first_index + offset in orphans else line for offset, line in enumerate(lines)]
    return lines


def _find_title(
    text: str, line_start: int, previous_end: int, play_index: int, plain: Callable[[str], str]
) -> tuple[int, int, str] | None:
    """Where the title of a play line starts, its line index and its stripped text: the nearest non-blank line
    above the play line and after the previous one. None when there is none, or when it is page chrome or a claim.
    """
    end = line_start - 1
    back = 0
    while end > previous_end:
        start = text.rfind("\n", 0, end) + 1
        back += 1
        title = text[start:end].strip()
        if title:
            if _is_chrome(title, plain):
                return None
            return start, play_index - back, title
        end = start - 1
    return None


def _is_chrome(title: str, plain: Callable[[str], str]) -> bool:
    """Whether a would-be title (stripped, not empty) is page chrome or a claim, which no title can be."""
    if title[0] not in _CHROME_INITIALS:  # the usual case, decided by the first character
        return False
    line = plain(title)
    return bool(_NOT_A_TITLE_RE.fullmatch(line)) or (line[0] in _BULLETS and line.endswith(_CLAIM_LABELS))


def _parse_header(stripped: list[str], sink: Sink) -> Show | None:
    """Read the show header: title, page chrome, description paragraphs, author, claims."""
    title: str | None = None
    claims: dict[str, object] = {}
    blocks: list[list[str]] = []
    loose: list[int] = []  # header text lines, kept until we know the page chrome is there
    chrome_seen = after_marker = False
    last_text = -2
    for index, line in enumerate(stripped):
        if not line:
            continue
        if title is None and (named := _TITLED_CHROME_RE.fullmatch(line)):
            title = next(name for name in named.groups() if name)  # the title line is missing: chrome names it
        if _is_header_chrome(line, title):
            chrome_seen = True
            after_marker = after_marker or line.startswith(("Latest episodes from", "Search for episodes"))
        elif line[0] in _BULLETS:
            chrome_seen = True
            _parse_claim(line, index, claims, sink)
        elif after_marker:
            sink.add(index + 1, "text between the show header and the first episode", line)
        elif is_read_more(line):  # the button under a long show blurb: chrome if this is a show header at all
            loose.append(index)
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
            sink.add(index + 1, "text before the first episode", stripped[index])
        return None
    author = " ".join(blocks.pop()) if len(blocks) >= 2 else None
    return Show(title or "", join_paragraphs(blocks), author, ShowClaims(**claims))  # type: ignore[arg-type]


def _is_header_chrome(line: str, title: str | None) -> bool:
    """Page chrome of the header: fixed lines, and lines that name the show exactly."""
    return line in (
        "Share on",
        "Copy link to clipboard",
        f"Follow {title}",
        f"Search for episodes from {title} with a specific topic:",
        f"Latest episodes from {title}",
    )


def _parse_claim(line: str, index: int, claims: dict[str, object], sink: Sink) -> None:
    body = line[1:].strip()
    for label, (field, convert) in _CLAIMS.items():
        if body.endswith(label) and (body == label or body[-len(label) - 1] == " "):
            value = body[: -len(label)].strip()
            try:
                claims[field] = convert(value)
            except ValueError:
                sink.add(index + 1, f"unreadable {label.lower()} claim {value!r}", line)
            return
    sink.add(index + 1, "unknown claim in the show header", line)


def _footer_start(tail: list[str], first_line: int, show_title: str, sink: Sink) -> int:
    """Position in ``tail`` of the "Claim <show>" footer (page chrome), or its length; reports odd footer text.

    The footer line must be exactly "Claim <show title>": without a show header there is no footer to find,
    and whatever follows the last episode is reported as part of it.
    """
    marker = f"Claim {show_title}"
    for position, line in enumerate(tail):
        if show_title and line == marker:
            for offset in range(position + 1, len(tail)):
                rest = tail[offset]
                if rest and rest != _FOOTER_BUTTONS and not rest.startswith(_FOOTER_NOTICE):
                    sink.add(first_line + offset, "unexpected text in the page footer", rest)
            return position
    return len(tail)


def _quick_body(body: str, plain: Callable[[str], str]) -> _Body | None:
    """Read the usual body (the text between a play line and the next title) in one go: a description line,
    perhaps a tags line after a blank line. None for any other body, which `_read_body` reads line by line.
    """
    description = body.strip()
    if "\n" not in description:
        return plain(description), ()
    rest, _, tag_line = body.rpartition("\n")
    above, _, blank = rest.rpartition("\n")
    description = above.strip()
    if blank.strip() or not description or "\n" in description:
        return None
    tag_line = plain(tag_line.strip())
    if not tag_line or not _looks_like_tags(tag_line):
        return None
    return plain(description), tuple(tag_line.split())


def _read_body(lines: list[str], head: _Pending, sink: Sink) -> _Body:
    """Read an episode's body from its stripped lines (title, blank lines, play line, body)."""
    lines = lines[head.play_index - head.title_index + 1 :]
    tags: tuple[str, ...] = ()
    # Tags: the last line, after a blank line, below a description, and looking like tags.
    if len(lines) >= 3 and lines[-1] and not lines[-2] and any(lines[:-2]) and _looks_like_tags(lines[-1]):
        tags = tuple(lines.pop().split())
    text_lines = [line for line in lines if line]
    # The common case, one description line, skips the paragraph machinery.
    if len(text_lines) == 1:
        return text_lines[0], tags
    return _description(head.title, lines, head.play_index + 1, sink), tags


def _episode(
    title: str,
    published: date | None,
    duration: timedelta | None,
    description: str,
    tags: tuple[str, ...],
    title_index: int,
    show_title: str,
    sink: Sink,
) -> Episode:
    """Build one episode: its links are those of the description, its GUID follows from show, title and date."""
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


def _pending_episode(head: _Pending, body: _Body, show_title: str, sink: Sink) -> Episode:
    description, tags = body
    return _episode(head.title, head.published, head.duration, description, tags, head.title_index, show_title, sink)


def _looks_like_tags(line: str) -> bool:
    """Up to 20 short words in lower case (any script with case), digits and a little punctuation."""
    words = line.split(" ")
    return len(words) <= 20 and all(
        0 < len(word) <= 40 and all(c.islower() or c.isdigit() or c in _TAG_PUNCTUATION for c in word)
        and not all(c in _TAG_PUNCTUATION for c in word)
        for word in words
    )


def _description(title: str, lines: list[str], first_index: int, sink: Sink) -> str:
    """The layout's description is one line; more text is kept, paragraphs and all, but reported."""
    blocks = list(paragraphs(lines, 0, len(lines)))
    for number, (first, block) in enumerate(blocks):
        for offset, line in enumerate(block):
            if number or offset:
                message = f"unexpected line after the description of {title!r}"
                sink.add(first_index + first + offset + 1, message, line)
    return join_paragraphs([block for _, block in blocks])


def _parse_play(
    match: re.Match[str], plain: Callable[[str], str], index: int, sink: Sink
) -> tuple[date | None, timedelta | None]:
    """Read ``Play Episode Listen Later <date> [<duration>]``; a missing duration is not an error."""
    if match["month"] is not None and (month := MONTHS.get(match["month"].lower())) is not None:
        try:
            published = date(int(match["year"]), month, int(match["day"]))
        except ValueError:
            pass  # an impossible day: the general path below reports it
        else:
            if match["minutes"] is None:
                return published, None
            duration = clock_duration(match["hours"], match["minutes"], match["seconds"], None)
            if duration is not None:
                return published, duration
    line = plain(match.group().rstrip())
    date_text, duration_text = _split_play(_PLAY_WORDS_RE.sub("", line, count=1).strip())
    published_or_none: date | None = None
    duration_or_none: timedelta | None = None
    if duration_text:
        try:
            duration_or_none = parse_duration(duration_text)
        except PodcatError as error:
            sink.add(index + 1, f"unreadable duration: {error}", line)
    if not date_text:
        sink.add(index + 1, "play line without a date", line)
    else:
        try:
            published_or_none = parse_date(date_text)
        except PodcatError as error:
            sink.add(index + 1, f"unreadable date: {error}", line)
    return published_or_none, duration_or_none


def _split_play(rest: str) -> tuple[str, str]:
    """Split the words after "Play Episode Listen Later" into a date and a duration, either possibly empty.

    An ``m:ss`` last word is the duration. Otherwise the first cut where both halves read wins, shorter dates
    first (``Aug 4, 2024 993``, ``2024-08-04 1 h 5 min``); then all of it as one date, a date alone or with its
    time of day (``Sat, 07 Nov 2015 12:00:00 EST``); then the shortest date, with what follows it reported as
    the duration (``Aug 4, 2024 · 993``), unless that date took words of the longest tail that reads as a
    duration (``Aug 2024 10 min``): then, as when no date reads (``45m``, ``Aug 4 45 min``), that tail is the
    duration and the words before it are reported as the date.
    """
    words = rest.split()
    if len(words) > 1 and ":" in words[-1]:
        return " ".join(words[:-1]), words[-1]
    shortest: int | None = None  # where the shortest date that reads ends
    for cut in range(1, min(len(words) - 1, _MOST_DATE_WORDS) + 1):  # a date and at least one word after it
        date_text = " ".join(words[:cut])
        if _reads(parse_date, date_text):
            duration_text = " ".join(words[cut:])
            if _reads(parse_duration, duration_text):
                return date_text, duration_text
            shortest = shortest or cut
    # All of it as one date: a date alone, or one whose time of day follows it.
    if (shortest is None or ":" in words[shortest]) and _reads(parse_date, rest):
        return rest, ""
    tail = _duration_tail(words)
    if shortest is not None and (tail is None or tail >= shortest):  # the date took none of the duration's words
        return " ".join(words[:shortest]), " ".join(words[shortest:])
    if tail is not None:
        return " ".join(words[:tail]), " ".join(words[tail:])
    return rest, ""


def _duration_tail(words: list[str]) -> int | None:
    """Where the longest run of last words that reads as a duration starts; a lone number, which may be a
    date's year or day (``Mar 47, 2024``), does not count."""
    for cut in range(max(len(words) - _MOST_DURATION_WORDS, 0), len(words)):
        duration_text = " ".join(words[cut:])
        if not duration_text.isdigit() and _reads(parse_duration, duration_text):
            return cut
    return None


def _reads(convert: Callable[[str], object], text: str) -> bool:
    try:
        convert(text)
    except PodcatError:
        return False
    return True
