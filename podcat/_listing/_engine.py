"""The listing engine: reads any text layout from its `Spec`, in one pass over the lines.

The engine finds each entry's meta line, places the title and the description around it as the spec says,
drops the spec's chrome, reads the show header above the first entry and the footer below the last, and
reports every other line as a diagnostic: every non-blank line ends up in the catalog or in a diagnostic.
"""

from __future__ import annotations

import bisect
import math
import re
from collections.abc import Iterable, Iterator
from datetime import date, timedelta
from typing import Literal, NamedTuple, TypeGuard, overload

from podcat._chapters import chapters_from_notes
from podcat._errors import PodcatError
from podcat._links import find_links
from podcat._listing._spec import (
    CREDITS_APART,
    CREDITS_HEADING,
    KINDS,
    MARKER_RE,
    NEXT_CREDIT_LABEL,
    NEXT_CREDIT_LABEL_RE,
    PROGRESS_RE,
    Spec,
)
from podcat._listing._text import Sink, join_paragraphs, paragraphs, stable_guid
from podcat._models import Catalog, Episode, EpisodeType, Fact, Person, Show, ShowClaims, SourceRef, apple_category_term
from podcat._normalize import (
    BARE_CLOCK,
    DAY_FIRST_DAYS_BACK_WORDS,
    FIRST_EPISODE_YEAR,
    MONTHS,
    NEEDS_AS_OF,
    TIME_OF_DAY,
    approximate,
    needs_as_of,
    parse_date,
    parse_duration,
    read_date,
    read_duration,
    short_year,
)
from podcat._regex import compiled
from podcat._text import HEADING_MARKS, plain_spaces, without_heading_marks

__all__ = [
    "BULLETS", "KIND_BEFORE", "PLAY_SIGNS", "READ_MORE_PHRASES", "TAG_LABELS", "Meta", "Page", "as_of_problem",
    "byline_like", "candidates", "categories_of", "glued_chrome", "length_text", "list_item", "marker_line",
    "meta_lines", "nearest_filled", "page_date", "page_lines", "page_text_start", "read", "read_candidates",
    "read_match", "search_end", "slashed_order", "tags_line", "title_like", "unlabelled", "untitled",
]

# The most words a date in a line of date and duration takes ("Sat, 07 Nov 2015 10:00:00 +0000"), and a duration.
_MOST_DATE_WORDS = 6
_MOST_DURATION_WORDS = 6
# The longest line of dates, durations and markers alone (a longer line is text, never a meta line), and the
# longest with a title glued to them (a description line is longer, and is not matched against the meta pattern).
_LONGEST_META = 100
_LONGEST_TITLED_META = 500
# The signs a play button shows before its word or alone ("▶ Listen (47:12)").
PLAY_SIGNS = "▶►▷▸⏵🎧⏱"  # (and the headphones or a stopwatch before a length: "🎧 31 min 20", "⏱ 42:10 · 3 Dec 2025")
_SIGNS_BEFORE_LENGTH = f"{PLAY_SIGNS}• "  # (those, a bullet, "• 34 Min.", the Darmstädter Echo's, and spaces)
# The longest line that is a marker alone ("Season 2, Episode 12").
_LONGEST_MARKER = 40
# The most parts a meta line's date, duration and markers make (a date, a duration, a season and an episode type).
_MOST_META_PARTS = 4
# (or dashed: "26-08-2024"; with a year of two digits, at a line's start, "07-03-25, 06:00", or slashed after a
# weekday's three letters, "Tue 02/12/25"; not "road trip 41-30-11")
_LEADING_LABEL_RE = compiled(  # a date's label ("Dato: 02-12-25", Furesø Avis's; "Uitzending: 26-11-25"; not a team's
    # "Record: 14-10-11")
    r"(?i:Date|Dato|Datum|Fecha|Data|Pvm|Päiväys|Published|Posted|Aired|Released|Recorded|Uitzending|Emisión|Sendung"
    r"|Émission|Trasmissione|Sändning|Sending|Lähetys|Veröffentlicht|Publié|Publicado|Pubblicato|Gepubliceerd"
    r"|Sendetermin|Sendedatum|Ausgestrahlt|Uitgezonden|Emitido|Diffusé|Diffusion|Trasmesso|In onda|Sänt|Sendt"
    r"|Lähetetty|Air date|Broadcast"
    r"|Publicerad|Publiceret|Publisert|Udgivet|Julkaistu)(?:: ?| )(?=\d)"  # (or without its colon: "Posted 27/11/25",
)  # the Ashgrove Walking Football Club's)
_SLASHED_DATE_RE = compiled(
    r"(?<!\d)(\d{1,2})([/-])(\d{1,2})\2(?:\d{4}|(?<=^\d\d[/-]\d\d[/-])\d\d|(?<=^[^\W\d_]{3} \d\d/\d\d/)\d\d"
    r"|(?<=\ble \d\d/\d\d/)\d\d|(?<=[|·•] \d\d/\d\d/)\d\d)(?!\d)"  # (or after the French "le": "Publié le
    # 02/12/25 à 07h00", Haut Anjou's; or a separator: "Podcast | 02/12/25", Leicester Tigers')
)
# (a day and a month without the year, before an hour with its "h": "30/12, 06:00 h", as the Gazeta de Paços de Ferreira
# writes them, where no US page writes an "h")
_YEARLESS_SLASHED_RE = compiled(r"(\d{1,2})/(\d{1,2}),? (?:0[5-9]|1\d|2[0-3])[:.][0-5]\d ?h")  # (a line of it alone)
_DIGITS_APART_RE = compiled(r"\d[/-]\d")  # what either holds: a digit, a slash or a dash, and a digit
_MONTH_NAME = f"(?:{'|'.join(sorted(MONTHS, key=len, reverse=True))})"  # the longest spelling first
_DAY_THEN_MONTH_RE = compiled(rf"\b\d{{1,2}} {_MONTH_NAME}\b", re.IGNORECASE)
_DAY_FIRST_WORDS_RE = compiled(  # (a date line of the word alone, or with its hour: "Vandaag, 06:00")
    rf"(?:{DAY_FIRST_DAYS_BACK_WORDS})(?:,?\s+(?:{TIME_OF_DAY}|{BARE_CLOCK}))?", re.IGNORECASE
)
_MONTH_THEN_DAY_RE = compiled(rf"\b{_MONTH_NAME}\.? \d{{1,2}}\b", re.IGNORECASE)
_TAG_PUNCTUATION = frozenset("-+#._/&")
_HASHTAGS_RE = compiled(r"#\w[\w-]*(?: #\w[\w-]*)*")  # a line of tags alone ("#soul #funk")
# A line of tags after its label, in English and the languages of the month names podcat reads ("Etiquetas: molinos,
# Teruel"), and what stands between them.
TAG_LABELS = (
    "tags|tagged|schlagwörter|schlagworte|étiquettes|mots-clés|etiquetas|etichette|trefwoorden|taggar"
    "|nyckelord|emneord|stikkord|avainsanat|asiasanat|hakusanat"
)
_LABELLED_TAGS_RE = compiled(
    rf"(?i:{TAG_LABELS})\s?:\s*(?P<tags>\S.{{0,300}})"  # ("Hakusanat: Vesilahti, podcast": Lempäälän-Vesilahden
    # Sanomat)
)
_TAGS_APART = compiled(r",\s*|\s[·|]\s")


class Page(NamedTuple):
    """What holds for every entry of a page: the day it was copied, and whether slashed dates are day first."""

    as_of: date | None
    day_first: bool


@overload
def slashed_order(lines: list[str]) -> bool | None: ...
@overload
def slashed_order(lines: list[str], *, by_names: Literal[True]) -> bool: ...
def slashed_order(lines: list[str], *, by_names: bool = False) -> bool | None:
    """Whether the page's slashed (or dashed) dates are day first, from its short lines (where dates are): a first
    field over 12 makes them day first, a second one month first; None when no date decides (the layout's order does).
    ``by_names`` (a page of no known layout): when no field decides, they are day first where the page writes
    more of its named dates day first (``4 Aug 2024``) than month first, as the storefronts that write slashed
    dates day first do, or, with as many of each, where a date line is today or yesterday in a language but English
    (``Vandaag, 06:00``), all of which write them day first, or a day and a month without a year before an hour with
    its "h" (``30/12, 06:00 h``)."""
    undecided = hour_with_h = False
    for line in lines:
        if ("/" not in line and "-" not in line) or len(line) > _LONGEST_META or not _DIGITS_APART_RE.search(line):
            continue
        stamp = _YEARLESS_SLASHED_RE.fullmatch(line)  # (a line of a year-less stamp holds no other date)
        hour_with_h = hour_with_h or stamp is not None
        if (label := _LEADING_LABEL_RE.match(line)) is not None:  # (a year of two digits counts at the line's start,
            line = line[label.end():]  # past its label)
        fields = [stamp.groups()] if stamp else [(first, second) for first, _, second in _SLASHED_DATE_RE.findall(line)]
        for first, second in fields:
            if int(first) > 12 or int(second) > 12:
                return int(first) > 12
            undecided = True
    if not by_names:
        return None
    if not undecided:
        return False  # no slashed date to read
    short = [line for line in lines if len(line) <= _LONGEST_META]
    day_first = sum(1 for line in short if _DAY_THEN_MONTH_RE.search(line))
    month_first = sum(1 for line in short if _MONTH_THEN_DAY_RE.search(line))
    if day_first == month_first:  # (none): day first where a date line names today or yesterday in a language but
        return hour_with_h or any(_DAY_FIRST_WORDS_RE.fullmatch(line) for line in short)  # English ("Vandaag, 06:00")
    return day_first > month_first


class Meta(NamedTuple):
    """What a meta line says, and what in it could not be read (diagnostic messages)."""

    published: date | None
    duration: timedelta | None
    season: int | None
    number: int | None
    episode_type: EpisodeType
    title: str | None  # a title glued to the meta line
    problems: tuple[str, ...]
    author: str | None = None  # who made the episode, as its date line says (``by Rowan Pellow``)
    after: str | None = None  # the entry's text after the date on its line: its description starts there
    people: tuple[Person, ...] = ()  # who made it, as the lines of people under a date line that ends its entry say


def read_match(match: re.Match[str], spec: Spec, page: Page) -> Meta | None:
    """Read a line that matched the spec's meta pattern (or, without one, its meta line's shape)."""
    if spec.meta is None:
        line = match.string
        if spec.usual is not None and (date_text := match["date"]) is not None \
                and (meta := _usual_meta(date_text, match["duration"], page, None)) is not None:
            return meta  # (the shape's first branch: see `Spec.shape`)
        parts = _parts(line, spec.separators) if spec.separators is not None else [line]
        return _parts_meta(parts, spec, page, None)
    groups = match.groupdict()
    if not groups:  # a fixed line that ends an entry, such as "Read more": no date, no duration
        return Meta(None, None, None, None, "full", None, ())
    glued = groups.get("title")
    if glued is not None and not glued.strip():
        return None
    if "rest" not in groups:
        date_text, duration_text = groups.get("date"), groups.get("duration")
        meta = _usual_meta(date_text, duration_text, page, glued) if spec.plain_cells and _plain(date_text) \
            and (duration_text is None or _plain(duration_text)) else None
        if meta is None:
            parts = [cell for cell in (date_text, duration_text) if cell and not _EMPTY_CELL.fullmatch(cell)]
            meta = _parts_meta(parts, spec, page, glued)
        if meta is None:
            return None
        meta = _with_cells(meta, groups)
        return meta if groups.get("text") is None else meta._replace(after=groups["text"])
    rest = groups["rest"] or ""
    if spec.separators is None:
        return _fixed_meta(rest.strip(), spec, page, glued)
    meta = _parts_meta(_parts(rest, spec.separators), spec, page, glued)
    if meta is not None or glued is None:
        return meta
    return _later_cut(match, spec.separators, spec, page) or _title_between(match.string, spec.separators, spec, page)


def _usual_meta(date_text: str, duration_text: str | None, page: Page, glued: str | None) -> Meta | None:
    """The layout's usual meta line (`Spec.usual`, or the cells of a meta pattern read as they are:
    `Spec.plain_cells`), read as `_parts_meta` reads its two parts: its date and its duration, when it has one;
    None when either does not read so (the line is then read part by part)."""
    if (day := page_date(date_text, page)) is None:
        return None
    length = None if duration_text is None else _duration(duration_text)
    if duration_text is not None and length is None:
        return None
    return Meta(day, length or None, None, None, "full", glued, _approximate_problems(date_text))


def _plain(cell: str | None) -> TypeGuard[str]:
    """Whether a meta pattern's cell is read as it is (`Spec.plain_cells`): it opens with a letter or a digit (no
    sign, bracket or space) and ends with no space."""
    return cell is not None and cell[:1].isalnum() and not cell[-1].isspace()


# A table's empty cell: blank, or a dash.
_EMPTY_CELL = compiled("\\s*[-\u2013\u2014]?\\s*")


_CELLS = ("season", "number", "kind")  # a table's cells that number and type its episodes


def _with_cells(meta: Meta, groups: dict[str, str | None]) -> Meta:
    """``meta`` with the season, number and type a table's cells (``season``, ``number``, ``kind`` groups) give."""
    if groups.keys().isdisjoint(_CELLS):  # (no such cells, as on most layouts: nothing to read)
        return meta
    season, number, kind = (groups.get(name) or "" for name in _CELLS)
    if not (season or number or kind):  # (the cells empty)
        return meta
    marked = MARKER_RE.fullmatch(kind.strip())
    return meta._replace(
        season=int(season) if season.strip().isdigit() else meta.season,
        number=int(number) if number.strip().isdigit() else meta.number,
        episode_type=_marked(marked, None, None, "full")[2] if marked else meta.episode_type,
    )


def _parts(text: str, separators: re.Pattern[str]) -> list[str]:
    """The parts of ``text`` apart by ``separators``, blank ones left out."""
    return [part for part in separators.split(text) if part.strip()]


def _later_cut(match: re.Match[str], separators: re.Pattern[str], spec: Spec, page: Page) -> Meta | None:
    """A glued title with a separator of its own (``Interview - Jane Doe · Aug 2, 2024 · 42 min``): the title
    runs on to the first of the line's last separators after which every part reads."""
    line = match.string
    rest_start = match.start("rest")
    later = [cut for cut in separators.finditer(line) if cut.start() >= rest_start][-_MOST_META_PARTS:]
    for cut in later:
        rest = _parts(line[cut.end() :], separators)
        if (meta := _parts_meta(rest, spec, page, line[: cut.start()])) is not None:
            return meta
    return None


def _title_between(line: str, separators: re.Pattern[str], spec: Spec, page: Page) -> Meta | None:
    """A title between the other parts of its line (``Aug 13, 2024 | Inbox Zero | 41:07``): the one part after the
    first without which every part reads."""
    parts = _parts(line, separators)
    if len(parts) > _MOST_META_PARTS + 1:
        return None
    for index in range(1, len(parts)):
        title = parts[index].strip()
        if _duration(title) is not None or MARKER_RE.fullmatch(title) or page_date(title, page) is not None:
            continue  # a part that reads is no title
        if (meta := _parts_meta(parts[:index] + parts[index + 1 :], spec, page, title)) is not None:
            return meta
    return None


def _parts_meta(parts: list[str], spec: Spec, page: Page, glued: str | None) -> Meta | None:
    """A meta line whose every part (stripped) reads as a date, a duration, progress, or (where the spec has them)
    a count or a marker (before the date, a numbered one, or any before a date and more: ``Bonus - Aug 4`` is a
    title, ``Bonus • Aug 4 • 21 min`` a bonus episode's line); one of them a date."""
    date_forms, duration_forms = spec.date_forms, spec.duration_forms
    published: date | None = None
    duration: timedelta | None = None
    season: int | None = None
    number: int | None = None
    kind: EpisodeType = "full"
    problems: list[str] = []
    dated = False
    author: str | None = None
    for part in parts:
        part = unlabelled(part.strip(), spec)
        if spec.date_then_duration and not dated and duration is None and _LENGTH_AFTER_DATE.search(part) \
                and (both := _date_and_duration(part, page)):  # ("Aug 12, 2024 41:07": no time of day)
            (published, duration), dated = both, True
        elif not dated and (date_forms is None or date_forms.fullmatch(part)) and (day := page_date(part, page)):
            published, dated = day, True
            problems += _approximate_problems(part)
        elif not dated and spec.bylines is not None and (by := _byline(spec.bylines, part)) is not None \
                and (date_forms is None or date_forms.fullmatch(by[0])) \
                and ((day := page_date(by[0], page))
                     or (page.as_of is None and spec.unresolved_dates and needs_as_of(by[0]))):
            published, dated, author = day, True, by[1]  # (a day only the page's copying completes: reported)
            if day is None:
                problems.append(as_of_problem(by[0]))
        elif not dated and page.as_of is None and spec.unresolved_dates \
                and (unresolved := _needing_as_of(part, spec, page, duration is not None)) is not None:
            (date_text, length), dated = unresolved, True  # the entry's date all the same, which only the day the
            duration = duration if length is None else length  # page was copied completes
            problems.append(as_of_problem(date_text))
        elif duration is None and (duration_forms is None or duration_forms.fullmatch(part)) \
                and (length := _duration(part)) is not None:
            duration = length
        elif PROGRESS_RE.fullmatch(part) or (spec.asides is not None and spec.asides.fullmatch(part)):
            continue
        elif spec.markers and (marker := MARKER_RE.fullmatch(part)) is not None \
                and (dated or not marker["kind"] or len(parts) > 2):
            season, number, kind = _marked(marker, season, number, kind)
        elif spec.date_then_duration and not dated and duration is None and (both := _date_and_duration(part, page)):
            published, duration = both
            dated = True
        else:
            return None
    if not dated:
        return None
    return Meta(  # (a zero length is none: midnight after the date, "Miércoles, 5 de noviembre de 2025 00:00")
        published, duration or None, season, number, kind, glued, tuple(problems), author
    )


def _approximate_problems(date_text: str) -> tuple[str, ...]:
    """The problem of a date that names no day (``2 weeks ago``, kept as approximate), alone; none for another."""
    return (f"approximate date {date_text!r}: the page names no day",) if approximate(date_text) else ()


def as_of_problem(date_text: str) -> str:
    """The problem of a date only the day the page was copied completes (``Aug 4``, read without `as_of`)."""
    return f"unreadable date: {NEEDS_AS_OF}: {date_text!r}"


def _byline(bylines: re.Pattern[str], part: str) -> tuple[str, str] | None:
    """The date and the author a byline names (`Spec.bylines`), in either order (``April 8, 2025 by Rowan Pellow``,
    ``Posted by Gareth on December 2, 2025``); None for another part."""
    if (by := bylines.fullmatch(part)) is None:
        return None
    groups = by.groupdict()
    return (groups["date"], groups["author"]) if groups["date"] is not None else (groups["posted"], groups["poster"])


# A clock after a date and a space that can be no time of day: three fields, or more than 23 in the first.
_LENGTH_AFTER_DATE = compiled(r"(?<=[^\s,]) (?:\d{1,3}:\d\d:\d\d|(?:2[4-9]|[3-9]\d|\d{3}):\d\d)(?: ?min)?$")


def untitled(meta: Meta) -> Meta:
    """``meta`` without the title beside its date, which, when it is a marker (``Episode 24 · Dec 8, 2025``), gives
    its season, number and type."""
    marker = marker_line((meta.title or "").strip())
    meta = meta._replace(title=None)
    if marker is None:
        return meta
    season, number, kind = _marked(marker, meta.season, meta.number, meta.episode_type)
    return meta._replace(season=season, number=number, episode_type=kind)


def _marked(
    marker: re.Match[str], season: int | None, number: int | None, kind: EpisodeType
) -> tuple[int | None, int | None, EpisodeType]:
    """The season, number and type a `MARKER_RE` match gives, the ones passed where it gives none."""
    groups = marker.groupdict()
    season = _number(
        groups["season"] or groups["season_of_both"] or groups["season_of_kind"] or groups["season_only"]
        or groups["season_apart"] or groups["season_of_number"] or groups["season_after_number"]
    ) or season
    number = _number(
        groups["number"] or groups["number_of_both"] or groups["number_only"] or groups["number_apart"]
        or groups["number_of_season"] or groups["number_before"]
    ) or number
    if named_kind := groups["kind"] or groups["kind_of_season"]:
        kind = "bonus" if named_kind.lower() == "bonus" else "trailer"
    return season, number, kind


_LONGEST_ENDING = 40  # characters: the most text a line's ending holds ("... · Luister naar de aflevering")


def search_end(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    """``pattern`` (which ends at the end of the text) searched in the end of ``text`` alone, where an ending stands
    (`_LONGEST_ENDING`): so a long line costs no more than a short one."""
    return pattern.search(text, max(0, len(text) - _LONGEST_ENDING))


def unlabelled(text: str, spec: Spec) -> str:
    """``text`` without the label it starts with, of those the spec's parts may (``Length: 41 min``,
    ``Posted on Aug 4, 2024``, ``Écouter (25 min)``), and without the word it ends with (``18 min listen``) or the
    brackets around it (``(27 min)``, ``[38:20]``, ``[ 41 min ]``), and the play button's sign before it (``▶``, or
    in square brackets: ``[▶]``) or a bullet (``• 34 Min.``)."""
    if text[:1] == "[" and text[2:3] == "]" and text[1:2] in PLAY_SIGNS:
        text = text[3:]
    text = text.lstrip(_SIGNS_BEFORE_LENGTH)
    if (text.startswith("(") and text.endswith(")") and text.count("(") == 1) or (
        text.startswith("[") and text.endswith("]") and text.count("[") == 1  # ("[38:20]": Hollindale Woodturners')
    ):
        text = text[1:-1].strip()  # (with spaces inside them too: "[ 41 min ]")
    if spec.endings is not None and (ending := search_end(spec.endings, text)) is not None:
        text = text[: ending.start()]
    label = spec.labels.match(text) if spec.labels is not None else None
    if label is None:
        return text
    rest = text[label.end() :]
    opened = label.group().rstrip()[-1:]  # (a label may open brackets the value closes: "Écouter (25 min)")
    return rest.removesuffix(")") if opened == "(" else rest.removesuffix("]") if opened == "[" else rest


def _date_and_duration(text: str, page: Page) -> tuple[date, timedelta] | None:
    """A date then a duration apart by a space (``August 4, 2024 41 mins``), both read; None otherwise."""
    if _duration_tail(text.split()) is None:  # no duration at the end: no date need be tried
        return None
    date_text, duration_text = _split_date_and_duration(text, page)
    if not duration_text or (day := page_date(date_text, page)) is None or (length := _duration(duration_text)) is None:
        return None
    return day, length


def _number(text: str | None) -> int | None:
    return None if text is None else int(text)


def page_date(text: str, page: Page) -> date | None:
    """The day ``text`` names, read as the page reads its dates (its ``as_of`` and day-first order); None when none.
    A year in two digits after an apostrophe dates an episode from 2000 to the year after ``as_of`` only (a title
    "9 November '89" or "Nov 22 '63" names another day than its episode's)."""
    day = read_date(text, page.as_of, page.day_first)
    if day is not None and not FIRST_EPISODE_YEAR <= day.year <= (
        day.year if page.as_of is None else page.as_of.year + 1
    ) and short_year(text):
        return None
    return day



def _duration(text: str) -> timedelta | None:
    return None if text.isdigit() else read_duration(text)  # a lone number is no duration beside a date


def _needing_as_of(text: str, spec: Spec, page: Page, has_duration: bool) -> tuple[str, timedelta | None] | None:
    """The date ``text`` names that only the day the page was copied completes: alone (``Aug 4``), or, where the
    spec reads a date then a duration and the line has none yet, with a duration after it apart by a space (``30 dec
    06.00``, whose clock the page may take for a time of day); its text and that duration. None otherwise."""
    if (spec.date_forms is None or spec.date_forms.fullmatch(text)) and needs_as_of(text):
        return text, None
    if not spec.date_then_duration or has_duration:
        return None
    date_text, duration_text = _split_date_and_duration(text, page)
    if not duration_text or not needs_as_of(date_text) or (length := _duration(duration_text)) is None:
        return None
    return date_text, length


def _fixed_meta(rest: str, spec: Spec, page: Page, glued: str | None) -> Meta:
    """A meta line of fixed words (the directory's ``Play Episode Listen Later``) then a date and a duration,
    either missing or unreadable: the line is the entry's all the same, and its problems are reported."""
    date_text, duration_text = _split_date_and_duration(rest, page)
    problems: list[str] = []
    duration: timedelta | None = None
    published: date | None = None
    if duration_text:
        try:
            duration = parse_duration(duration_text)
        except PodcatError as error:
            problems.append(f"unreadable duration: {error}")
    if not date_text:
        problems.append(f"{spec.meta_name} without a date")
    else:
        try:
            published = parse_date(date_text, as_of=page.as_of, day_first=page.day_first)
        except PodcatError as error:
            problems.append(f"unreadable date: {error}")
        else:
            problems += _approximate_problems(date_text)
    return Meta(published, duration, None, None, "full", glued, tuple(problems))


def _split_date_and_duration(rest: str, page: Page) -> tuple[str, str]:
    """Split the words of a meta line into a date and a duration, either possibly empty.

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
        if page_date(date_text, page) is not None:
            duration_text = " ".join(words[cut:])
            if read_duration(duration_text) is not None:
                return date_text, duration_text
            shortest = shortest or cut
    # All of it as one date: a date alone, or one whose time of day follows it.
    if (shortest is None or ":" in words[shortest]) and page_date(rest, page) is not None:
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
        if not duration_text.isdigit() and read_duration(duration_text) is not None:
            return cut
    return None


# Reading a page.


class _Entry(NamedTuple):
    """An entry found on the page: its meta line, where its title is, and the lines of its body."""

    meta_index: int
    meta: Meta
    title_index: int | None  # None: the title is glued to the meta line
    body: tuple[int, int]  # the body's lines, from and to (exclusive)


def page_lines(text: str, *, columns: bool = False) -> list[str]:
    """The lines of normalized text, stripped (of zero-width characters at the ends of a line of text too), odd spaces
    made plain (tabs too, unless they are ``columns``)."""
    lines = list(map(str.strip, plain_spaces(text, tabs=not columns).split("\n")))
    if any(character in text for character in HEADING_MARKS):
        lines = list(map(without_heading_marks, lines))
    return lines


def read(
    lines: list[str], spec: Spec, page: Page, path: str | None, metas: dict[int, Meta] | None = None
) -> Catalog:
    """Read a page's `page_lines` in the layout ``spec`` describes, its dates as ``page`` says; what cannot be read
    becomes a diagnostic. ``metas`` are the page's `meta_lines` for ``spec``, when the caller has read them."""
    sink = Sink(path)
    lines = list(lines)  # a meta line without an entry is read as blank: the caller's lines stay as they are
    metas = meta_lines(lines, spec, page) if metas is None else metas
    metas, read_into = _lines_read_into(lines, metas, spec)
    entries, header_end = _entries(lines, metas, spec, sink, read_into)
    show = _read_header(lines[:header_end], spec, page, sink)
    show_title = show.title if show is not None else ""
    if entries and spec.title != "first" and not spec.trailing_entry:
        last = entries[-1]
        footer = _footer_start(lines, last.body[0], last.body[1], spec, show_title, sink)
        entries[-1] = last._replace(body=(last.body[0], footer))
    titles = [_title_of(entry, lines) for entry in entries]
    cut = len(_before_every_title(titles, show_title))  # (what stands before every title)
    episodes = [
        _episode(entry, title[cut:], lines, spec, show_title, sink, last=number == len(entries), shown=title)
        for number, (entry, title) in enumerate(zip(entries, titles, strict=True), start=1)
    ]
    for entry in entries:
        for problem in entry.meta.problems:
            sink.add(entry.meta_index + 1, problem, lines[entry.meta_index])
    return Catalog(show, episodes, sink.items, layout=spec.name, as_of=page.as_of)


def meta_lines(
    lines: list[str], spec: Spec, page: Page, among: Iterable[int] | None = None
) -> dict[int, Meta]:
    """The meta lines for ``spec`` among the lines at ``among`` (all by default), by line index, in order (each
    candidate read as it is found, so that no page's worth of matches is kept)."""
    return read_candidates(_matches(lines, spec, range(len(lines)) if among is None else among), spec, page)


def read_candidates(matched: Iterable[tuple[int, re.Match[str]]], spec: Spec, page: Page) -> dict[int, Meta]:
    """The meta lines among `candidates`, by line index, in order."""
    found: dict[int, Meta] = {}
    for index, match in matched:
        if (meta := read_match(match, spec, page)) is not None:
            found[index] = meta
    return found


def candidates(lines: list[str], spec: Spec, indexes: Iterable[int]) -> list[tuple[int, re.Match[str]]]:
    """The lines that may be meta lines, found in one pass: short enough (of any length where the meta pattern's
    ``text`` group takes the rest of the line), and of the form of the spec's meta pattern, or else of its meta
    line's `Spec.shape`; with their match."""
    return list(_matches(lines, spec, indexes))


def _matches(lines: list[str], spec: Spec, indexes: Iterable[int]) -> Iterator[tuple[int, re.Match[str]]]:
    """`candidates`, one at a time."""
    pattern = spec.shape if spec.meta is None else spec.meta
    longest: float = _LONGEST_META if spec.meta is None else _LONGEST_TITLED_META
    longest = math.inf if "text" in pattern.groupindex else longest
    fullmatch = pattern.fullmatch
    return (
        (index, match) for index in indexes if 0 < len(lines[index]) <= longest and (match := fullmatch(lines[index]))
    )


def marker_line(line: str) -> re.Match[str] | None:
    """The marker ``line`` holds alone (``Episode 23``, ``S02E05``, ``Bonus``), or with the episode's length after
    it (``Folge 87 · 38 Min.``), or None."""
    return _marker_and_length(line)[0]


_MARKER_AND_LENGTH = compiled(  # (or apart by a spaced dash: "Épisode 18 \u2013 35 min", Michelin's)
    "(?P<marker>[^·•|\u2013\u2014]+) [·•|\u2013\u2014] (?P<length>[^·•|\u2013\u2014]+)"
)
# The show's kind before a marker, as a paper heads its podcast's episodes ("WZ-Podcast · Folge 31"), or before a
# place over a title ("Podcast · Portovenere").
KIND_BEFORE = compiled(rf"(?:[A-ZÄÖÜ]{{1,5}}-)?(?:{KINDS}) [·•|] (?=\S)")


def _marker_and_length(line: str) -> tuple[re.Match[str] | None, timedelta | None]:
    """The marker ``line`` holds (see `marker_line`), perhaps after the show's kind (``WZ-Podcast · Folge 31``), and the
    length it gives after it (``Folge 87 · 38 Min.``)."""
    if not 0 < len(line) <= _LONGEST_MARKER:
        return None, None
    if (kind := KIND_BEFORE.match(line)) is not None:
        line = line[kind.end() :]
    if (both := _MARKER_AND_LENGTH.fullmatch(line)) is not None and (length := _duration(both["length"])) is not None:
        return _marker_alone(both["marker"]), length
    return _marker_alone(line), None


def _marker_alone(text: str) -> re.Match[str] | None:
    """The marker ``text`` is, of those that stand alone (not ``S2`` nor ``E14``, which only a date line's other
    parts tell for a season's and an episode's: a header's season tabs read ``S1``, ``S2``)."""
    marker = MARKER_RE.fullmatch(text)
    return None if marker is None or marker["season_apart"] or marker["number_apart"] else marker


def nearest_filled(lines: list[str], index: int, step: int) -> int | None:
    """The nearest non-blank line past the one at ``index`` in the direction ``step`` (-1 up, 1 down), or None."""
    index += step
    while 0 <= index < len(lines):
        if lines[index]:
            return index
        index += step
    return None


def _lines_read_into(
    lines: list[str], metas: dict[int, Meta], spec: Spec
) -> tuple[dict[int, Meta], dict[int, list[tuple[int, str]]]]:
    """The meta lines with what the lines beside them say read into them, as the spec has it: the duration alone
    under one that has none (`Spec.duration_under`) or over it (`Spec.duration_over`), the marker lines
    (`Spec.marker_lines`), and where the meta lines end their entries, the lines of people under them
    (`Spec.people`). Those lines are then read as blank (in ``lines``); returned by meta line, with their index and
    text."""
    people_under = spec.people is not None and spec.title == "first"  # (where the date line ends its entry)
    if not (spec.duration_under or spec.duration_over or spec.marker_lines or people_under):
        return metas, {}
    metas = dict(metas)
    read_into: dict[int, list[tuple[int, str]]] = {}
    if spec.duration_under or spec.duration_over:
        _read_durations_beside(lines, metas, spec, read_into)
    if spec.marker_lines and metas:
        _read_marker_lines(lines, metas, read_into)
    if people_under:
        _read_people_under(lines, metas, spec, read_into)
    return metas, read_into


def _read_durations_beside(
    lines: list[str], metas: dict[int, Meta], spec: Spec, read_into: dict[int, list[tuple[int, str]]]
) -> None:
    """Read the duration alone under each meta line without one (past chrome, ``Escuchar``, and lines the spec passes
    over, ``26 MB``), or over it and under a line like a title (`Spec.duration_over`: not a description's last
    sentence, then it is the title, ``90 Minutes``), into it."""
    passed_over = spec.passed_over or ()
    step = -1 if spec.duration_over else 1
    for index, meta in metas.items():
        beside = nearest_filled(lines, index, step)
        while beside is not None and (_is_chrome(lines[beside], spec) or lines[beside] in passed_over):
            beside = nearest_filled(lines, beside, step)
        if meta.duration is not None or beside is None or beside in metas:
            continue
        if spec.duration_over and not _titled_above(lines, beside, metas):
            continue
        if (length := _length_told(lines[beside], spec)) is not None:
            metas[index] = meta._replace(duration=None if length is _NO_LENGTH else length)
            read_into.setdefault(index, []).append((beside, lines[beside]))
            lines[beside] = ""


def _read_people_under(
    lines: list[str], metas: dict[int, Meta], spec: Spec, read_into: dict[int, list[tuple[int, str]]]
) -> None:
    """Read the lines of people right under each meta line that ends its entry (past chrome: ``Par Hélène Vergnaud``
    between ``Publié le 3 déc. 2025`` and its length) into it: theirs, not the next entry's title, where half the meta
    lines or more have such lines (``By Royal Appointment`` under one date line of few is the next entry's title:
    reviews 36 and 38)."""
    found: dict[int, list[tuple[int, re.Match[str]]]] = {}
    for index in metas:
        under = nearest_filled(lines, index, 1)
        while under is not None and under not in metas:
            if not _is_chrome(lines[under], spec):
                if (named := _people_line(lines[under], spec)) is None:
                    break
                found.setdefault(index, []).append((under, named))
            under = nearest_filled(lines, under, 1)
    if 2 * len(found) < len(metas):
        return
    for index, named_lines in found.items():
        named_people = [person for _, named in named_lines for person in _people(named)]
        metas[index] = metas[index]._replace(people=(*metas[index].people, *named_people))
        for under, _ in named_lines:
            read_into.setdefault(index, []).append((under, lines[under]))
            lines[under] = ""


def _titled_above(lines: list[str], index: int, metas: dict[int, Meta]) -> bool:
    """Whether the nearest line over the one at ``index`` may be a title: no meta line, no length, `title_like`."""
    above = nearest_filled(lines, index, -1)
    return above is not None and above not in metas and title_like(lines[above]) and _duration(lines[above]) is None


def _read_marker_lines(lines: list[str], metas: dict[int, Meta], read_into: dict[int, list[tuple[int, str]]]) -> None:
    """Read each marker line into the meta line of its entry. Marker lines lead their entries (each is the next
    meta line's) when one stands above the first meta line, or when none stands below the last and most stand
    right above a meta line; else they end them (each is the meta line's before)."""
    markers: dict[int, tuple[re.Match[str], timedelta | None]] = {}
    for index, line in enumerate(lines):
        marker, length = _marker_and_length(line)
        if marker is not None and index not in metas:
            markers[index] = marker, length
    if not markers:
        return
    order = list(metas)
    leading = min(markers) < order[0] or (max(markers) < order[-1] and _mostly_above_meta(lines, markers, metas))
    for index, (marker, length) in markers.items():
        at = bisect.bisect(order, index)  # the meta lines above the marker line
        owner = order[at] if (leading and at < len(order)) or at == 0 else order[at - 1]
        meta = metas[owner]
        season, number, kind = _marked(marker, meta.season, meta.number, meta.episode_type)
        duration = meta.duration if meta.duration is not None else length
        metas[owner] = meta._replace(season=season, number=number, episode_type=kind, duration=duration)
        read_into.setdefault(owner, []).append((index, lines[index]))
        lines[index] = ""


def _mostly_above_meta(lines: list[str], markers: Iterable[int], metas: dict[int, Meta]) -> bool:
    """Whether most of the marker lines stand right above a meta line."""
    above = [nearest_filled(lines, index, 1) in metas for index in markers]
    return sum(above) * 2 > len(above)


def _entries(
    lines: list[str], metas: dict[int, Meta], spec: Spec, sink: Sink, read_into: dict[int, list[tuple[int, str]]]
) -> tuple[list[_Entry], int]:
    """The page's entries, in order, and where the header ends (where the first entry starts).

    A meta line with no entry to go with it (no title where the spec puts one) is reported and read as blank, and
    so are the lines ``read_into`` it.
    """
    placed: list[tuple[int, Meta, int | None, int, int]] = []  # meta line, meta, title, start, body start
    previous = _header_end(lines, spec) if spec.title == "first" else -1  # the previous meta line
    for index, meta in metas.items():
        if index <= previous:
            continue
        place = _place(lines, index, previous, metas, spec)
        previous = index  # the next entry's title comes after this meta line, whether or not it has an entry
        if place is None:
            sink.add(index + 1, spec.orphan.format(meta=spec.meta_name), lines[index])
            lines[index] = ""
            for beside, text in read_into.get(index, ()):
                sink.add(beside + 1, f"belongs to a {spec.meta_name} without an entry", text)
            continue
        title, start, body_from = place
        if spec.title in ("first", "above") and start != title:  # the entry's type or its length heads it
            meta = _headed(meta, lines[start], spec)
        placed.append((index, meta, title, start, body_from))
    # An entry's body ends where the next entry starts (the last one's at the page's end), or at its own meta
    # line when that line ends the entry.
    ends = [start for _, _, _, start, _ in placed[1:]] + [len(lines)] if placed else []
    found = [
        _Entry(index, meta, title, (body_from, index if spec.title == "first" else end))
        for (index, meta, title, _, body_from), end in zip(placed, ends, strict=True)
    ]
    starts = [start for _, _, _, start, _ in placed]
    if spec.trailing_entry:
        trailing = _first_line(lines, previous, len(lines), spec)
        if trailing is not None:
            no_meta = Meta(None, None, None, None, "full", None, ())
            found.append(_Entry(trailing, no_meta, trailing, (trailing + 1, len(lines))))
            starts.append(trailing)
            message = f"entry {lines[trailing]!r} has no {spec.meta_name!r} (listing cut off?)"
            sink.add(trailing + 1, message, lines[trailing])
    elif spec.title == "first" and found:
        _report_after(lines, previous + 1, spec, sink)
    return found, starts[0] if starts else len(lines)


def _header_end(lines: list[str], spec: Spec) -> int:
    """The line that closes the header (-1 when the spec names none or the page has none)."""
    if spec.header_end is not None:
        for index, line in enumerate(lines):
            if spec.header_end.fullmatch(line):
                return index
    return -1


def _place(
    lines: list[str], index: int, previous: int, metas: dict[int, Meta], spec: Spec
) -> tuple[int | None, int, int] | None:
    """Where the entry of the meta line at ``index`` has its title (None: glued), where the entry starts and where
    its body starts; None when it has no title where the spec puts one."""
    if spec.title == "glued":
        return None, index, index + 1
    if spec.title == "above":
        title = _title_above(lines, index, previous, spec)
        if title is None:
            return None
        above = nearest_filled(lines, title, -1) if spec.markers or spec.duration_leads else None  # (see `_heading`)
        if above is not None and above > previous and _heading(lines[above], spec):  # its type or length heads it
            return title, above, index + 1
        return title, title, index + 1
    if spec.title == "first":
        title = _first_line(lines, previous, index, spec)
        if title is None:
            return None
        below = _first_line(lines, title, index, spec) if _heading(lines[title], spec) else None
        if below is not None and title_like(lines[below]):  # "Trailer" or "13 min" heading the entry, its title under
            return below, title, below + 1
        return title, title, title + 1
    title = _line_below(lines, index, metas, spec)
    if title is None:
        return None
    return title, _lead_above(lines, index, spec), title + 1


def _heading(line: str, spec: Spec) -> bool:
    """Whether ``line`` may head an entry that its meta line ends, over its title: its type alone (``Trailer``), where
    the spec reads markers, or its length alone (a thumbnail's ``38:12``)."""
    return bool(spec.markers and _kind_alone(line)) or (
        spec.duration_leads and _duration(unlabelled(line, spec)) is not None  # ("Podcast · 24 min")
    )


def _headed(meta: Meta, line: str, spec: Spec) -> Meta:
    """``meta`` with what the line heading its entry says (see `_heading`): its type, or its length."""
    kind = _kind_alone(line) if spec.markers else None
    if kind is not None:
        return meta._replace(episode_type=kind)
    return meta if meta.duration is not None else meta._replace(duration=_duration(unlabelled(line, spec)))


def _kind_alone(line: str) -> EpisodeType | None:
    """The episode type a line names alone (``Trailer``, ``BONUS``), or None."""
    marker = marker_line(line)
    return _marked(marker, None, None, "full")[2] if marker is not None and marker["kind"] else None


def title_like(line: str) -> bool:
    """Whether ``line`` may be a title: short, and it ends with no full stop (a title may ask a question)."""
    return 0 < len(line) <= _LONGEST_TITLE and not line.endswith(".")


_LONGEST_TITLE = 80


_GLUE = compiled(r"(?<=[a-zß-öø-ÿ])(?=[A-ZÀ-ÖØ-Þ])")  # between two words copied without a space ("podcastAbonneren")


def glued_chrome(line: str, chrome: re.Pattern[str]) -> bool:
    """Whether ``line`` is two lines of ``chrome`` or more glued, as a copy gives links side by side (``Over de
    podcastAbonneren``: ``Over de podcast`` and ``Abonneren``)."""
    parts = _GLUE.split(line)
    return len(parts) > 1 and all(chrome.fullmatch(part) for part in parts)


def _is_chrome(line: str, spec: Spec) -> bool:
    return spec.chrome is not None and line in spec.chrome


def _title_above(lines: list[str], index: int, previous: int, spec: Spec) -> int | None:
    """The nearest line above the meta line at ``index`` and below the previous one, past lines the spec passes
    over (`Spec.passed_over`), unless it can be no title."""
    passed_over, never_title = spec.passed_over or (), spec.never_title or ()
    for above in range(index - 1, previous, -1):
        if lines[above] and lines[above] not in passed_over:
            return None if lines[above] in never_title else above
    return None


def _line_below(lines: list[str], index: int, metas: dict[int, Meta], spec: Spec) -> int | None:
    """The first line below the meta line at ``index`` that is not chrome; None when another entry starts first."""
    for below in range(index + 1, len(lines)):
        line = lines[below]
        if not line or _is_chrome(line, spec):
            continue
        if below in metas or (spec.lead is not None and spec.lead.fullmatch(line)):
            return None
        return below
    return None


def _lead_above(lines: list[str], index: int, spec: Spec) -> int:
    """Where the entry of the meta line at ``index`` starts: its lead line just above it, else the meta line."""
    for above in range(index - 1, -1, -1):
        if lines[above]:
            return above if spec.lead is not None and spec.lead.fullmatch(lines[above]) else index
    return index


def _first_line(lines: list[str], previous: int, stop: int, spec: Spec) -> int | None:
    """The first non-blank line after ``previous`` and before ``stop`` that is not chrome, or None."""
    for index in range(previous + 1, stop):
        if lines[index] and not _is_chrome(lines[index], spec):
            return index
    return None


def _report_after(lines: list[str], start: int, spec: Spec, sink: Sink) -> None:
    """Below the last entry: the footer, or text to report."""
    footer = compiled(spec.footer) if spec.footer is not None and "{title}" not in spec.footer else None
    for index in range(start, len(lines)):
        line = lines[index]
        if footer is not None and footer.fullmatch(line):
            return
        if line and not _is_chrome(line, spec):
            sink.add(index + 1, "text after the last entry", line)


def _title_of(entry: _Entry, lines: list[str]) -> str:
    """The entry's title as the page writes it: glued to its meta line, or on its title's line."""
    return entry.meta.title.strip() if entry.meta.title is not None else lines[entry.title_index or 0]


# The piece's kind as a label before a headline ("Podcast: Krimpende kerken": the Reformatorisch Dagblad), before
# three titles or more ("Podcast: The Movie" and "Podcast: The Musical" may be titles).
_KIND_LABEL = compiled(  # (or the show's: "Heideschnack-Podcast: ..."; or in brackets: "[podcast] ...", Le Quotidien
    # de la Réunion's; or with a space before its colon: "Podcast : ...", the Saarbrücker Zeitung's; or before a slash
    # or a bar: "Podcast / ...", Sassuolo 2000's, "PODCAST | ...", the Roda Viva's, as three held-out pages' writers
    # cut it from the titles where two keep it)
    rf"(?:[\w-]+-)?(?:{KINDS}) ?: (?=\S)|(?i:{KINDS}) [/|] (?=\S)|\[(?i:{KINDS})\] (?=\S)"
)
_FEWEST_KIND_LABELLED = 3
# The show's title as a paper heads its podcast's stories with it: in quotes before a colon («Moldepraten»: Romsdals
# Budstikke), or before a bar ("A pie de calle | ...": El Ideal Gallego).
_SHOW_HEADINGS = ("«{}»: ", "“{}”: ", "„{}“: ", '"{}": ', "{} | ")


def _before_every_title(titles: list[str], show_title: str) -> str:
    """What stands before every one of the ``titles`` (two or more) and is none of theirs: the show's title glued to a
    capital letter, as a copy joins a kicker to its heading (``Veedel für VeedelWie verändert sich Ehrenfeld?``), the
    show's title in quotes before a colon or before a bar (``«Moldepraten»: Julebyen i sentrum``, ``A pie de calle |
    ...``), or the piece's kind as a label (``Podcast: ``, before three titles or more); titles here and there so
    written name the show's subject (``JavaScript``, ``JavaOne`` on a show called ``Java``) or the kind. Else the empty
    text."""
    if len(titles) < 2:
        return ""
    if all(_glued(title, show_title) for title in titles):
        return show_title
    for form in _SHOW_HEADINGS if show_title else ():
        heading = form.format(show_title)
        if all(title.startswith(heading) and len(title) > len(heading) for title in titles):
            return heading
    kind = _KIND_LABEL.match(titles[0])
    if kind is None or len(titles) < _FEWEST_KIND_LABELLED:
        return ""
    return kind[0] if all((same := _KIND_LABEL.match(title)) and same[0] == kind[0] for title in titles) else ""


def _glued(title: str, show_title: str) -> bool:
    """Whether ``title`` starts with ``show_title``, which ends in a letter, glued to a capital letter."""
    return bool(show_title) and show_title[-1:].isalpha() and title.startswith(show_title) \
        and title[len(show_title) : len(show_title) + 1].isupper()


def _episode(
    entry: _Entry, title: str, lines: list[str], spec: Spec, show_title: str, sink: Sink, *, last: bool, shown: str
) -> Episode:
    """Build one episode from its entry, its ``title`` (`_title_of`, without what stands before every one: see
    `_before_every_title`; ``shown`` as the page shows it), meta, and a body of description (perhaps tags or a
    duration)."""
    meta = entry.meta
    source_index = entry.meta_index if entry.title_index is None else entry.title_index
    first, stop = entry.body
    body = lines[first:stop]
    if meta.after and entry.meta_index < first:  # the description starts on the meta line, after the date
        body.insert(0, meta.after)
        first -= 1
    elif meta.after:  # the meta line ends the entry: the text after its date ends it too
        body.append(meta.after)
    duration = meta.duration
    if spec.length_in is not None and duration is None:
        duration = _labelled_length(body, spec.length_in, spec)
    if spec.title_again:
        body = ["" if line in (title, shown) else line for line in body]
    if spec.post_links:
        body = ["" if _links_to(line, title) else line for line in body]
    persons = [*meta.people] if meta.author is None else [Person(meta.author), *meta.people]
    if spec.people is not None:  # (before the chrome goes: the same people in every entry are theirs too)
        title_at = entry.title_index
        above = title_at is not None and title_at < entry.meta_index < first  # the title above the meta line:
        passed = lines[title_at + 1 : entry.meta_index] if above and title_at is not None else []  # (lines passed over)
        persons += _take_people(passed, spec) + _take_people(body, spec)
    if spec.chrome is not None:
        body = ["" if line and line in spec.chrome else line for line in body]
    if spec.text_cut is not None:
        body = [spec.text_cut.cut(line) for line in body]
    facts = _take_facts(body, spec.facts) if spec.facts else []  # (past the chrome and the cuts: a credit, "Foto: ...")
    if last:  # the last entry's tags or duration sit above the blank lines before the footer
        while body and not body[-1]:
            body.pop()
    tags = _take_tags(body) if spec.hashtags and spec.length_over_tags else ()  # (first, as the page has them)
    if spec.duration_line and (told := _duration_line(body, spec)) is not None:
        at, length = told
        body[at] = ""
        duration = duration if length is _NO_LENGTH else length
    if spec.tags and len(body) >= 3 and body[-1] and not body[-2] and any(body[:-2]) and _looks_like_tags(body[-1]):
        tags = (*body.pop().split(), *tags)
    if spec.hashtags and not spec.length_over_tags:
        tags += _take_tags(body)
    description = _description(title, body, first, spec, sink)
    chapters, problems = chapters_from_notes(description, duration)
    for problem in problems:
        sink.add(source_index + 1, f"in the show notes: {problem}", title)
    return Episode(
        title=title,
        published=meta.published,
        duration=duration,
        description=description,
        tags=tags,
        links=find_links(description),
        guid=stable_guid(show_title, title, meta.published),
        source=SourceRef(sink.path, source_index + 1),
        season=meta.season,
        number=meta.number,
        episode_type=meta.episode_type,
        chapters=chapters,
        persons=persons,
        facts=facts,
    )


def _duration_line(body: list[str], spec: Spec) -> tuple[int, timedelta] | None:
    """Where the `Spec.duration_line` of an entry's ``body`` is, and the length it tells (`_length_told`): its last
    filled line, or its first, right under the title, when that opens with a button or a label (``🎧 Écouter
    l'épisode · 38:12``, where a bare ``07:00`` may be the hour); None when neither is one. Each line is tried once,
    the first only when the last is no length."""
    last = nearest_filled(body, len(body), -1)
    if last is None:
        return None
    if (length := _length_told(body[last], spec)) is not None:
        return last, length
    first = nearest_filled(body, -1, 1)
    if first is not None and first != last \
            and (unlabelled(body[first], spec) != body[first] or _LENGTH_IN_WORDS.fullmatch(body[first])) \
            and (length := _length_told(body[first], spec)) is not None:
        return first, length
    return None


# A length in numbers and their units alone ("47m", "1h 4m", "38 min"): no hour of the day, as a bare "07:00" may be.
_LENGTH_IN_WORDS = compiled(r"\d{1,3} ?(?:h|hr|m|min)(?: \d{1,2} ?(?:m|min))?")


def _take_facts(body: list[str], lines: frozenset[str]) -> list[Fact]:
    """The facts the lines of ``body`` state that are one of the ``lines`` of facts (`Spec.facts`: a label, ``": "``
    once, its value), those lines then made blank."""
    facts: list[Fact] = []
    for at, line in enumerate(body):
        if line in lines:
            label, _, value = line.partition(": ")
            facts.append(Fact(label, value))
            body[at] = ""
    return facts


# A link that names the post it opens ("Read more: The Elder Brother", Joomla's; "Continue reading “Title”",
# WordPress's), in English and the languages of the month names podcat reads; the post's title follows.
READ_MORE_PHRASES = (
    "Read more", "Continue reading", "Weiterlesen", "Lire la suite", "Leer más", "Seguir leyendo", "Leggi tutto",
    "Continua a leggere", "Lees meer", "Verder lezen", "Läs mer", "Læs mere", "Les mer", "Lue lisää", "Leia mais",
    "Ler mais", "Continuar lendo",
)
_READ_MORE = compiled(
    f"(?i:{'|'.join(READ_MORE_PHRASES)})"
    "(?: ?:| ?…| ?\\.\\.\\.)? [\"“„«]?"  # ("Weiterlesen … <title>": Contao)
)
_CLOSING_QUOTES = "\"”“»"


def _links_to(line: str, title: str) -> bool:
    """Whether ``line`` is a link to the entry's own post, titled ``title`` (`_READ_MORE`): no part of its text."""
    named = line.rstrip(_CLOSING_QUOTES).removesuffix("…").removesuffix("...")  # ("Continue reading <title>…")
    return (
        named.endswith(title) and named != title and _READ_MORE.fullmatch(named[: len(named) - len(title)]) is not None
    )


def _line_tags(line: str) -> tuple[str, ...]:
    """The tags a line of tags alone gives (`Spec.hashtags`): hashtags (``#soul #funk``), or tags after their label
    (``Tags: soul, funk``); none for another line."""
    if _HASHTAGS_RE.fullmatch(line):
        return tuple(word[1:] for word in line.split())
    labelled = _LABELLED_TAGS_RE.fullmatch(line)
    return () if labelled is None else _listed_tags(labelled["tags"])


def tags_line(line: str) -> bool:
    """Whether ``line`` is a line of tags alone (see `_line_tags`)."""
    return bool(_line_tags(line))


def _take_tags(body: list[str]) -> tuple[str, ...]:
    """The tags the lines of tags of ``body`` give, those lines then made blank."""
    tags: tuple[str, ...] = ()
    for at, line in enumerate(body):
        if listed := _line_tags(line):
            tags += listed
            body[at] = ""
    return tags


def _listed_tags(text: str) -> tuple[str, ...]:
    """The tags a labelled line lists, three words each at most; none for a sentence (``Tags: they are on the seed
    packets, so read them before you sow.``)."""
    tags = [tag.strip() for tag in _TAGS_APART.split(text)]
    if text.endswith((".", "!", "?")) or not all(tags) or any(len(tag.split()) > 3 for tag in tags):
        return ()
    return tuple(tags)


def _people_line(line: str, spec: Spec) -> re.Match[str] | None:
    """The match of ``line`` as a line of people alone (`Spec.people`, or `Spec.described_people`), or None."""
    if spec.people is not None and (named := spec.people.fullmatch(line)) is not None:
        return named
    return None if spec.described_people is None else spec.described_people.fullmatch(line)


def _take_people(body: list[str], spec: Spec) -> list[Person]:
    """The people the lines of ``body`` name alone (`_people_line`), those lines then made blank; not an item of a
    list of lines after bullets (``► By Popular Demand`` in a running order: `BULLETS`)."""
    found: list[Person] = []
    for at, line in enumerate(body):
        if line and (named := _people_line(line, spec)) is not None \
                and not (_BULLETED.match(line) and list_item(body, at, _BULLETED)):
            found += _people(named)
            body[at] = ""
    return found


# A print page's bullets before a teaser or a byline ("■ Door Sanne Kuipers", "◗ Une confiseuse ...").
BULLETS = "[◗◆■▪►▸]"
_BULLETED = compiled(f"{BULLETS} ")


def list_item(lines: list[str], index: int, opening: re.Pattern[str]) -> bool:
    """Whether the line at ``index`` is an item of a list: the nearest filled line above or below it opens as
    ``opening`` has it (a dash, a bullet) too."""
    return any(
        (near := nearest_filled(lines, index, step)) is not None and opening.match(lines[near]) is not None
        for step in (-1, 1)
    )


_NAMES_APART = compiled(r", | & | (?:and|und|et|y|e|en|og|och|ja) ")


# Between the labelled parts of a line of credits ("Moderação: Tiago Sarmento; Produção: Rita Moura").
_CREDITS_APART = compiled(f"{CREDITS_APART}(?={NEXT_CREDIT_LABEL})")
_CREDITS_HEADING = compiled(CREDITS_HEADING)


def _credit(credit: str, people: re.Pattern[str]) -> list[Person]:
    """The people one part of a line of credits names: as a people's line of its own when it reads as one (none
    for its heading, ``Crédits``)."""
    label = NEXT_CREDIT_LABEL_RE.match(credit)
    if label is None:
        return []
    alone = people.fullmatch(credit)
    if alone is not None and not alone["credits"]:
        return _people(alone)
    names = _NAMES_APART.split(credit[label.end() :].strip())
    return [Person(name) for name in names if name[:1].isupper()]  # (not a job after a name: "..., reporter")


def _people(named: re.Match[str]) -> list[Person]:
    """The people a `Spec.people` line names, with their role when it gives one (a line of credits, by each part's
    label: none when it is no label of the spec's, such as ``Produção``)."""
    groups = named.groupdict()
    if credits := groups.get("credits"):  # (each part read alone, for the role its label gives)
        parts = _CREDITS_APART.split(_CREDITS_HEADING.sub("", credits, count=1).removesuffix("."))
        return [person for credit in parts for person in _credit(credit, named.re)]
    if described := groups.get("described"):  # (people the page describes, not names: "the show committee")
        return [Person(described)]
    presenters = groups.get("presenters")  # (a host's line: "Presented by Jo Marsh, Cub Scout Leader")
    role = "guest" if groups.get("guest") or groups.get("guest_with") else "host" if groups.get("host") or presenters \
        else None
    names = _STOP_AFTER_NAME.sub("", presenters or named["people"])
    return [Person(name, role) for name in _NAMES_APART.split(names)]


# The full stop that ends a line of people after a name ("Ein Podcast von Lena Huber."), not an initial's or "Jr."'s.
_STOP_AFTER_NAME = compiled(r"(?<=[^\W\d_]{3})\.$")


def _labelled_length(body: list[str], length_in: re.Pattern[str], spec: Spec) -> timedelta | None:
    """The first length `Spec.length_in` finds in the ``body`` of an entry, on a line of its own (then made blank)
    or in a line of chrome; None when there is none."""
    for at, line in enumerate(body):
        if (labelled := length_in.search(line)) is None:
            continue
        if labelled.span() == (0, len(line)):
            body[at] = ""
            return read_duration(labelled["duration"])
        if _is_chrome(line, spec):
            return read_duration(labelled["duration"])
    return None


_NO_TIME = timedelta(0)
_NO_LENGTH = timedelta(-1)  # stands for a line where a duration line would be that tells no length
# A height in feet and inches, two primes typed for the inches' mark ("6' 10''", a draft prospect's).
_HEIGHT_RE = compiled(r"[1-9] ?['\u2032\u2019] ?(?:0?\d|1[01]) ?''")


def length_text(line: str, spec: Spec) -> str | None:
    """``line`` without the label or the ending a length may carry (`unlabelled`); None for a height alone ("6'
    10''"), which is no length without a length's label ("Durata: 8' 05''" is one)."""
    bare = unlabelled(line, spec)
    return None if bare == line and _HEIGHT_RE.fullmatch(line) else bare


def _length_told(line: str, spec: Spec) -> timedelta | None:
    """The length a duration line gives; `_NO_LENGTH` for progress (``44 min left``) or a copied player's zero
    (``00:00 / 00:00``), which tell none; None for any other line."""
    if (bare := length_text(line, spec)) is None:
        return None
    if PROGRESS_RE.fullmatch(bare):
        return _NO_LENGTH
    length = _duration(bare)
    return _NO_LENGTH if length == _NO_TIME else length


def _description(title: str, body: list[str], first_index: int, spec: Spec, sink: Sink) -> str:
    """The body's paragraphs; a layout that shows one description line reports each line after the first."""
    if len(body) - body.count("") <= 1:  # the usual body: one line of description, or none (counted in C)
        return next(filter(None, body), "")
    blocks = list(paragraphs(body, 0, len(body)))
    if spec.one_line_description:
        for number, (first, block) in enumerate(blocks):
            for offset, line in enumerate(block):
                if number or offset:
                    message = f"unexpected line after the description of {title!r}"
                    sink.add(first_index + first + offset + 1, message, line)
    return join_paragraphs([block for _, block in blocks])


def _looks_like_tags(line: str) -> bool:
    """Up to 20 short words in lower case (any script with case), digits and a little punctuation."""
    words = line.split(" ")
    return len(words) <= 20 and all(
        0 < len(word) <= 40
        and all(c.islower() or c.isdigit() or c in _TAG_PUNCTUATION for c in word)
        and not all(c in _TAG_PUNCTUATION for c in word)
        for word in words
    )


def _footer_start(lines: list[str], start: int, stop: int, spec: Spec, show_title: str, sink: Sink) -> int:
    """Where the page footer starts below the last entry (``stop`` when there is none); reports footer text the
    spec does not allow. A footer that names the show needs the show's title. Without a footer pattern, an entry
    that ends with its duration line ends there, the page's own text (`Spec.page_text`) ends it too, and what
    follows is reported."""
    if spec.footer is None:
        lengths = range(start, stop) if spec.duration_line else ()
        end = next((index + 1 for index in lengths if _length_told(lines[index], spec) is not None), stop)
        end = page_text_start(lines, start, end, spec)
        _report_after(lines, end, spec, sink)
        return end
    if "{title}" in spec.footer and not show_title:
        return stop
    footer = compiled(spec.footer.replace("{title}", re.escape(show_title)))
    for index in range(start, stop):
        if footer.fullmatch(lines[index]):
            if spec.footer_lines is not None:
                for rest in range(index + 1, stop):
                    if lines[rest] and not spec.footer_lines.fullmatch(lines[rest]):
                        sink.add(rest + 1, "unexpected text in the page footer", lines[rest])
            return index
    return stop


def page_text_start(lines: list[str], start: int, stop: int, spec: Spec) -> int:
    """Where the page's own text (`Spec.page_text`, such as ``© 2024 ...``) starts among the lines from ``start`` to
    ``stop``: its first line among the short lines that end them (a longer line after it is an entry's text);
    ``stop`` when it has none there."""
    if spec.page_text is None:
        return stop
    tail = stop
    while tail > start and len(lines[tail - 1]) <= _LONGEST_META:
        tail -= 1
    return next((index for index in range(tail, stop) if lines[index] in spec.page_text), stop)


def _read_header(lines: list[str], spec: Spec, page: Page, sink: Sink) -> Show | None:
    """Read the show header: its title, chrome, claims, description paragraphs and author.

    Without any sign of a header (chrome, a claim, an author line), the lines are reported as text before the
    first entry and there is no show.
    """
    title: str | None = None
    author: str | None = None
    claims: dict[str, object] = {}
    categories: tuple[str, ...] = ()
    blocks: list[list[str]] = []
    loose: list[int] = []  # header text lines, kept until we know the page chrome is there
    chrome_seen = after_end = False
    last_text = -2
    for index, line in enumerate(lines):
        if not line or (spec.header_title_twice and line == title) or (_is_chrome(line, spec) and not (
            title is None and spec.header_title is not None and spec.header_title.fullmatch(line)
        )):
            continue
        chrome = spec.header_chrome.fullmatch(line) if spec.header_chrome is not None else None
        named = next((value for key, value in chrome.groupdict().items() if key.startswith("title") and value),
                     None) if chrome else None
        names_another = chrome is not None and named is not None and title is not None and named != title
        if chrome is not None and not names_another:
            title = title or named
            chrome_seen = True
            after_end = after_end or bool(spec.header_end and spec.header_end.fullmatch(line))
        elif title is not None and spec.header_chrome is not None and glued_chrome(line, spec.header_chrome):
            chrome_seen = True
        elif spec.header_end is not None and spec.header_end.fullmatch(line) and not names_another \
                and not spec.header_end_is_text:
            chrome_seen = after_end = True
        elif spec.header_category is not None and title and (listed := categories_of(line, spec.header_category)):
            categories += listed
            chrome_seen = True
        elif spec.claim_line is not None and spec.claim_line.fullmatch(line):
            chrome_seen = True
            _read_claim(line, index, spec, page, claims, sink)
        elif after_end:
            sink.add(index + 1, "text between the show header and the first episode", line)
        elif spec.header_skip is not None and line in spec.header_skip:
            loose.append(index)
        elif spec.author_line is not None and author is None and (by := spec.author_line.fullmatch(line)) and title:
            author, chrome_seen = by["author"], True
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
    if not chrome_seen and (spec.header_needs_chrome or title is None):
        for index in loose:
            sink.add(index + 1, "text before the first episode", lines[index])
        return None
    if spec.author == "last paragraph" and len(blocks) >= 2:
        author = " ".join(blocks.pop())
    elif author is None and blocks and (len(blocks) > 1 or len(blocks[0]) > 1) and (
        spec.author == "second line" or (spec.author == "byline" and chrome_seen and _is_byline(blocks))
    ):
        author = blocks[0].pop(0)
        blocks = [block for block in blocks if block]
    return Show(
        title or "", join_paragraphs(blocks), author, ShowClaims(**claims), categories=categories  # type: ignore[arg-type]
    )


_CATEGORY_GLUE = compiled(r", | · | • | / |")  # between the names of a line of categories (or nothing: glued)


def categories_of(line: str, name: re.Pattern[str]) -> tuple[str, ...]:
    """The `Show.categories` terms of a line of Apple category names alone, apart by commas, dots or slashes or
    glued (``BusinessEducation``); none for any other line."""
    terms: list[str] = []
    at = 0
    while (found := name.match(line, at)) is not None and (term := apple_category_term(found[0])) is not None:
        terms.append(term)
        at = found.end()
        if at == len(line):
            return tuple(terms)
        glue = _CATEGORY_GLUE.match(line, at)
        at = glue.end() if glue is not None else at
    return ()


_LONGEST_BYLINE = 60


def _is_byline(blocks: list[list[str]]) -> bool:
    """Whether the header's first text line may be a publisher's name (`byline_like`), the next line not starting
    in lower case (as a sentence's second line does)."""
    line, rest = blocks[0][0], blocks[0][1:]
    return byline_like(line) and not (rest and rest[0][:1].islower())


def byline_like(line: str) -> bool:
    """Whether ``line`` may be a publisher's name: short, no sentence, no word of five letters or more all in lower
    case (``Verdict Audio``, ``Radiotopia from PRX``, ``iHeartPodcasts``, ``Jo (jo@x.org)``)."""
    return (
        len(line) <= _LONGEST_BYLINE
        and not line.endswith((".", "!", "?", ":", ","))
        and not any(word.isalpha() and word.islower() for word in line.split() if len(word) > 4)
    )


def _read_claim(line: str, index: int, spec: Spec, page: Page, claims: dict[str, object], sink: Sink) -> None:
    for claim in spec.claims:
        match = claim.pattern.fullmatch(line)
        if match is None:
            continue
        value = (match["value"] or "").strip()
        try:
            read = _CLAIM_READERS[claim.field](value, page)
        except (PodcatError, ValueError):
            sink.add(index + 1, f"unreadable {claim.label} claim {value!r}", line)
            return
        if claim.field in claims and claims[claim.field] != read:
            sink.add(index + 1, f"repeated {claim.label} claim {value!r}; kept the first", line)
            return
        claims[claim.field] = read
        return
    sink.add(index + 1, "unknown claim in the show header", line)


def _episode_count(value: str, _: Page) -> int:
    return int(value.replace(",", ""))


_CLAIM_READERS = {
    "latest_episode": lambda value, page: parse_date(value, as_of=page.as_of, day_first=page.day_first),
    "update_frequency": lambda value, _: value,
    "average_duration": lambda value, _: parse_duration(value),
    "episode_count": _episode_count,
}
