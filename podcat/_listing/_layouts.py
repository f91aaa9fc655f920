"""The text layouts podcat knows, one `Spec` each, and how a page's layout is chosen: a page-wide vote.

Adding a directory is adding a spec here and its cases under ``tests/data/layouts``. A page no spec fits but
which repeats lines that read as dates and durations is read by the generic reader (`generic_spec`), which
infers the placement of titles and descriptions and the repeated chrome from the page itself.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Sequence
from datetime import date
from typing import NamedTuple

import attrs

from podcat._errors import PodcatError
from podcat._listing._engine import (
    BULLETS,
    KIND_BEFORE,
    PLAY_SIGNS,
    READ_MORE_PHRASES,
    TAG_LABELS,
    Meta,
    Page,
    as_of_problem,
    byline_like,
    candidates,
    categories_of,
    glued_chrome,
    length_text,
    list_item,
    marker_line,
    meta_lines,
    nearest_filled,
    page_date,
    page_lines,
    page_text_start,
    read_candidates,
    read_match,
    search_end,
    slashed_order,
    tags_line,
    title_like,
    unlabelled,
    untitled,
)
from podcat._listing._spec import (
    CREDIT_LABEL,
    CREDITS_APART,
    CREDITS_HEADING,
    EPISODE_WORDS,
    EPISODE_WORDS_ANY_CASE,
    KINDS,
    NEXT_CREDIT_LABEL,
    NEXT_CREDIT_LABEL_RE,
    Claim,
    Cuts,
    Lines,
    Spec,
    TitlePlace,
)
from podcat._models import APPLE_CATEGORIES, CATEGORY_ABROAD
from podcat._normalize import (
    BARE_CLOCK,
    COUNT_BACK_SHAPE,
    DAYS_BACK_WORDS,
    LAST_AFTER_WEEKDAY,
    LAST_BEFORE_WEEKDAY,
    MONTHS,
    RELATIVE_DAY_WORDS,
    TIME_OF_DAY,
    WEEKDAY_WORDS,
    parse_duration,
    read_date,
    read_duration,
)
from podcat._regex import compiled

__all__ = ["SPECS", "Choice", "choose", "generic_spec", "page_of"]

_MONTH_NAMES = "January|February|March|April|May|June|July|August|September|October|November|December"
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)"
_WEEKDAY = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"
_WEEKDAY_WORD = rf"(?:{_WEEKDAY}|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\.?)"  # (English, as labels before dates write it)
_BULLET = compiled(r"\s*[•·]\s*")
# A month's name or abbreviation in any language podcat reads, the longest first.
_MONTH_WORD = f"(?:{'|'.join(sorted(map(re.escape, MONTHS), key=len, reverse=True))})"
# Spotify parts its date line with a middle dot, Overcast with a bullet: the one sign tells their pages apart.
_MIDDLE_DOT = compiled(r"\s*·\s*")
_BULLET_ONLY = compiled(r"\s*•\s*")
_SAMPLE, _RUN = 240, 40  # the most lines the vote looks at, in runs of consecutive lines


# A show's rating in a header: ``4.7 (2.3K)``, ``4,7 (1,2 K)``, ``4.8 out of 5 stars``.
_RATING = r"\d(?:[.,]\d)? ?★? ?\([\d.,]+ ?[KkM]?\)|\d(?:[.,]\d)? out of 5.*"


DIRECTORY = Spec(
    name="directory",
    about="a directory page (seed 004): a title, 'Play Episode Listen Later <date> <duration>', a description",
    meta_name="play line",
    meta=compiled(r"Play\s+Episode\s+Listen\s+Later(?:\s+(?P<rest>.*))?"),
    title="above",
    not_a_title=compiled(
        r"Share on|Copy link to clipboard|Search for episodes from .+ with a specific topic:|Latest episodes from .+"
    ),
    tags=True,
    one_line_description=True,
    header_chrome=compiled(
        r"Share on|Copy link to clipboard|(?:Follow|Latest episodes from) (?P<title>.+)"
        r"|Search for episodes from (?P<title2>.+) with a specific topic:"
    ),
    header_skip=Lines((compiled(r"Read\s+more"),)),
    header_end=compiled(r"Latest episodes from .+|Search for episodes from .+ with a specific topic:"),
    author="last paragraph",
    claim_line=compiled(r"[•·*].*"),
    claims=(
        Claim(compiled(r"[•·*]\s*(?:(?P<value>.*?)\s+)?LATEST EPISODE"), "latest_episode", "latest episode"),
        Claim(compiled(r"[•·*]\s*(?:(?P<value>.*?)\s+)?NEW EPISODES"), "update_frequency", "new episodes"),
        Claim(compiled(r"[•·*]\s*(?:(?P<value>.*?)\s+)?AVG DURATION"), "average_duration", "avg duration"),
        Claim(compiled(r"[•·*]\s*(?:(?P<value>.*?)\s+)?EPISODES"), "episode_count", "episodes"),
    ),
    footer="Claim {title}",
    footer_lines=compiled(r"Claim Cancel|In order to claim this podcast.*"),
)

ARTICLES = Spec(
    name="articles",
    about="a blog's index of posts (seeds 000-003): a title, summary paragraphs, then 'Read more'",
    meta_name="Read more",
    meta=compiled(r"Read\s+more"),
    title="first",
    orphan="'{meta}' without an entry above it",
    trailing_entry=True,
)

APPLE = Spec(
    name="apple",
    about="Apple Podcasts: 'AUG 4 • S2 E5' (TODAY, 3 DAYS AGO, 4 AUG, 04/08/2023; German: GESTERN, 4. AUG.), the "
    "title, the summary, '41 min'",
    separators=_BULLET,
    date_forms=compiled(
        rf"TODAY|YESTERDAY|\d{{1,3}} DAYS? AGO|\d{{1,2}}H AGO|\d{{1,2}} (?:WEEK|MONTH)S? AGO"
        rf"|{_MONTH.upper()} \d{{1,2}}(?:, \d{{4}})?"
        rf"|\d{{1,2}} {_MONTH.upper()}(?: \d{{4}})?|\d{{1,2}}/\d{{1,2}}/\d{{4}}|\d{{1,2}}\.\d{{1,2}}\.\d{{4}}"
        # the German storefront
        r"|HEUTE|GESTERN|VOR \d{1,3} (?:TAG|TAGEN|STD\.|WOCHEN?|MONATEN?)"
        r"|\d{1,2}\. (?:JAN|FEB|MÄRZ|APR|MAI|JUNI|JULI|AUG|SEPT|OKT|NOV|DEZ)\.?(?: \d{4})?"
    ),
    duration_forms=compiled(r"$^"),  # the date line holds no duration: it has a line of its own
    title="below",
    duration_line=True,
    markers=True,
    day_first=True,  # slashed dates are on non-US storefronts only, all of them day first
    # (German: "Folgen" is the follow button and the list's heading alike)
    header_chrome=compiled(rf"Follow|MORE|Folgen|MEHR|{_RATING}"),
    header_end=compiled(r"Episodes"),
    author="second line",
    claim_line=compiled(r".+ · (?:Updated .+|.+ aktualisiert)"),
    claims=(
        Claim(compiled(r".+ · Updated (?P<value>.+)"), "update_frequency", "update frequency"),
        Claim(compiled(r".+ · (?P<value>.+) aktualisiert"), "update_frequency", "update frequency"),
    ),
    footer="Information(?:en)?",
)

SPOTIFY = Spec(
    name="spotify",
    about="Spotify: the title, the description, then 'Aug 4 · 1 hr 3 min' (the web player)",
    separators=_MIDDLE_DOT,
    date_forms=compiled(rf"{_MONTH} \d{{1,2}}(?:, \d{{4}})?"),
    duration_forms=compiled(r"\d{1,3} hr(?: \d{1,2} min)?|\d{1,3} min|\d{1,2} sec"),
    title="first",
    orphan="{meta} without a title above it",
    header_chrome=compiled(rf"Follow|About|{_RATING}|Show all"),
    header_end=compiled(r"All Episodes|All episodes"),
    author="second line",
    footer=r"Listen to .+ now\.|Legal.*",
)

SPOTIFY_LEGACY = Spec(
    name="spotify",
    about="Spotify's page without scripts: 'Ep 12: Title08/04/2020' glued, then '41:07', 'Load more' every 8",
    # The lookahead finds the date's last slash first: a line without one (most) is refused at once.
    meta=compiled(r"(?=.*/\d{4}$)(?P<title>.*\S)(?P<date>\d{2}/\d{2}/\d{4})"),
    title="glued",
    duration_line=True,
    chrome=Lines((compiled(r"\d{1,5}\.|Load more"),)),
    header_chrome=compiled(r"This browser doesn['\u2019]t support Spotify Web Player.*"),
    header_end=compiled(r"Play on Spotify"),
    author_line=compiled(r"By (?P<author>.+)"),
    footer=r"Listen to .+ now\.",
)

OVERCAST = Spec(
    name="overcast",
    about="Overcast: the title, 'Aug 4 • 41 min' (minutes only; progress when logged in), the description",
    separators=_BULLET_ONLY,
    date_forms=compiled(rf"{_MONTH} \d{{1,2}}(?:, \d{{4}})?"),
    duration_forms=compiled(r"\d{1,4} min"),
    header_chrome=compiled(r"Website|Overcast|Follow"),
    header_end=compiled(r"Website"),
)

POCKETCASTS = Spec(
    name="pocketcasts",
    about="Pocket Casts: the title, then 'Yesterday • 41m' (a weekday, '4 August', '4 August 2017'; '1h 12m')",
    separators=_BULLET,
    date_forms=compiled(rf"Today|Yesterday|{_WEEKDAY}|\d{{1,2}} (?:{_MONTH_NAMES})(?: \d{{4}})?"),
    duration_forms=compiled(r"\d{1,3}h(?: \d{1,2}m)?|\d{1,2}m|\d{1,2}s"),
    header_chrome=compiled(r"Follow|Subscribe|Unsubscribe"),
    author="second line",
    claim_line=compiled(r"[\d,]+ episodes?"),
    claims=(Claim(compiled(r"(?P<value>[\d,]+) episodes?"), "episode_count", "episode count"),),
)

IHEART = Spec(
    name="iheart",
    about="iHeart: the title, 'August 4, 2024 41 mins', the description, 'Mark as Played'",
    meta=compiled(rf"(?P<date>(?:{_MONTH_NAMES}) \d{{1,2}}, \d{{4}})(?: (?P<duration>\d{{1,4}} mins?))?"),
    chrome=Lines((compiled(r"Mark as Played|Mark as Unplayed|Play|Share"),)),
    header_chrome=compiled(r"Follow|Following"),
    header_end=compiled(r"Episodes"),
    author="second line",
)

SNIPD = Spec(
    name="snipd",
    about="Snipd: perhaps '610 snips', then 'Aug 4, 2024 • 41min', the title, the summary",
    separators=_BULLET,
    date_forms=compiled(rf"{_MONTH} \d{{1,2}}, \d{{4}}"),
    duration_forms=compiled(r"\d{1,3}h(?: \d{1,2}min)?|\d{1,3}min"),
    title="below",
    lead=compiled(r"[\d,.]+K? snips?"),
    header_chrome=compiled(r"Mentioned books|Mentioned people"),
    header_end=compiled(r"Episodes"),
    author="second line",
)

SPECS: tuple[Spec, ...] = (DIRECTORY, ARTICLES, APPLE, SPOTIFY, SPOTIFY_LEGACY, OVERCAST, POCKETCASTS, IHEART, SNIPD)
"""Every layout spec, in the order a tied vote prefers them."""


class Choice(NamedTuple):
    """The spec to read a page with, and how its dates read. The generic reader adds a sentence of what it
    inferred; the page's lines and meta lines come along when the choice read them, so that they are read once."""

    spec: Spec
    page: Page
    inferred: str | None = None
    lines: list[str] | None = None
    metas: dict[int, Meta] | None = None


def page_of(lines: list[str], spec: Spec, as_of: date | None) -> Page:
    """How the page's dates read in the layout ``spec``: against ``as_of``, slashed ones in the page's order
    (`slashed_order`), else the layout's."""
    order = slashed_order(lines)
    return Page(as_of, spec.day_first if order is None else order)


def sample(lines: list[str]) -> list[int]:
    """The indexes of the page's non-blank lines, or of `_SAMPLE` of them in runs of `_RUN` spread evenly over it
    (runs, so that a page's period never aliases with the spacing): the vote costs the same whatever the page's
    length."""
    filled = list(itertools.compress(range(len(lines)), lines))
    if len(filled) <= _SAMPLE:
        return filled
    runs = _SAMPLE // _RUN
    spacing = (len(filled) - _RUN) // (runs - 1)
    return [index for run in range(runs) for index in filled[run * spacing : run * spacing + _RUN]]


def _count(lines: list[str], voters: list[int], spec: Spec, page: Page) -> tuple[dict[int, Meta], dict[int, Meta], int]:
    """How much of the page ``spec`` explains: its meta lines among the voters, those of them that may open an
    entry, and the voters that are its marks: its entries' chrome and leads, and its header's lines, each text
    once (a header stands once: ``Episodes`` in every entry is no sign of it). When half its meta lines or more
    have a length alone under them, where the layout puts the title, those open no entry (the page is another
    layout's, with the length under its date line)."""
    metas = meta_lines(lines, spec, page, voters)
    titled = metas
    if spec.title == "below" and spec.duration_line:
        lengths_under = [index for index in metas if _length_under(lines, index) is not None]
        if len(lengths_under) * 2 >= len(metas):  # most: not a title that reads as a length ("90 Minutes")
            titled = {index: meta for index, meta in metas.items() if index not in lengths_under}
    return metas, titled, _marks_seen(lines, voters, spec) if titled else 0


def _marks_seen(lines: list[str], voters: list[int], spec: Spec, *, own: bool = False) -> int:
    """How many of the voters are marks of ``spec``: its entries' chrome and leads, each one, and its header's lines,
    each text once. ``own``: only those no page of an unknown layout shows too in its header or among its entries
    (``About``, ``Follow``, ``Share`` are any site's; ``Website``, ``Mentioned books``, ``Mark as Played`` a
    layout's own)."""
    shown = [lines[index] for index in voters]
    marks, header = spec.marks or (), spec.header_marks or ()
    entry_marks = [line for line in shown if line in marks]
    header_marks = {line for line in shown if line in header}
    if own:  # (the marks, few, then tested for furniture, whose patterns are long)
        entry_marks = [line for line in entry_marks if not _is_furniture(line)]
        header_marks = {line for line in header_marks if not _is_furniture(line)}
    return len(entry_marks) + len(header_marks)


def _to_beat(lines: list[str], voters: list[int], best: Spec | None, titled: dict[int, Meta], marks: int) -> int:
    """How many meta lines the generic reader must find more than among the voters to outvote the layout ``best``,
    whose meta lines there are ``titled`` and its marks seen ``marks``: as many as those lines and marks together;
    or one fewer than its lines, when they are dates alone (``August 4, 2024``: any blog's) and the page shows none of
    the layout's own marks (`_marks_seen`, looked for only then)."""
    if not any(meta.duration for meta in titled.values()) \
            and (best is None or _marks_seen(lines, voters, best, own=True) == 0):
        return len(titled) - 1  # dates alone, and a layout's words in a header (``About``) are any site's
    if best is not None and best.title == "first" and best.header_end is not None \
            and not any(best.header_end.fullmatch(line) for line in lines):
        return len(titled) - 1  # (its entries start where its header ends, and no line of the page ends it)
    return len(titled) + min(marks, len(titled))  # a layout's marks back its entries, never outweigh them


def _finds_more(
    found_lines: list[tuple[int, re.Match[str]]], spec: Spec, page: Page, than: dict[int, Meta], beat: int
) -> bool:
    """Whether ``spec`` (one of the generic reader's) finds two or more meta lines among ``found_lines`` (its
    `candidates` among the voters), and more than ``beat`` (`_to_beat` the layout whose meta lines are ``than``). The
    candidates are read, those outside ``than``'s lines first, only until that is decided: until enough of them read,
    or too few are left that could."""
    needed = max(beat + 1, 2)
    found, could = 0, len(found_lines)  # the candidates read so far; and at most, if all those left read
    for _, match in sorted(found_lines, key=lambda found_line: found_line[0] in than):  # (those outside first)
        if found >= needed or could < needed:
            break
        if read_match(match, spec, page) is None:
            could -= 1
        else:
            found += 1
    return found >= needed


def choose(
    text: str, as_of: date | None, specs: tuple[Spec, ...] = SPECS, lines: list[str] | None = None
) -> Choice | None:
    """The spec to read the (normalized) page with, by a vote over a `sample` of its lines: the spec whose meta
    lines, then chrome and markers, explain most of it wins, unless the generic reader finds more entries than
    its meta lines and as many of its marks together (then its inferred spec, with a sentence of what it
    inferred). None when nothing explains the page. ``lines`` are the text's `page_lines`, when the caller has
    them. When the sample is the whole page, the winner's meta lines come with it, so that they are read once."""
    lines = page_lines(text) if lines is None else lines
    voters = sample(lines)
    order = slashed_order(lines)
    pages = {day_first: Page(as_of, day_first if order is None else order) for day_first in (False, True)}
    best: Spec | None = None
    best_metas: dict[int, Meta] = {}
    best_titled: dict[int, Meta] = {}
    best_score = best_marks = 0
    for spec in specs:
        metas, titled, marks = _count(lines, voters, spec, pages[spec.day_first])
        if len(titled) * 4 + marks > best_score:
            best, best_score, best_metas, best_titled, best_marks = spec, len(titled) * 4 + marks, metas, titled, marks
    whole_page = len(voters) == len(lines) - lines.count("")
    if specs is SPECS:
        page = pages[False]
        beat = _to_beat(lines, voters, best, best_titled, best_marks)
        shapes = candidates(lines, _GENERIC, voters)  # (over the whole page, the generic reader's, when it reads it)
        outvoted = _finds_more(shapes, _GENERIC, page, best_titled, beat)
        for row_spec, has_sign, _ in _ROWS:
            if outvoted:
                break
            rows = _row_lines(text, lines, row_spec)
            signed = [index for index in (voters if rows is lines else sample(rows)) if has_sign(rows[index])]
            outvoted = _finds_more(candidates(rows, row_spec, signed), row_spec, page, best_titled, beat)
        # (a page no spec's date lines explain; by who posted them only where the generic reader may so read them)
        fallbacks = () if outvoted or best_titled else ((_GENERIC_POSTED,) if _posted_lines(lines) else ()) + _FALLBACKS
        for fallback in fallbacks:
            outvoted = outvoted or _finds_more(candidates(lines, fallback, voters), fallback, page, best_titled, beat)
        if not outvoted and not best_titled and "\t" in text:  # a copied table under its heading, and nothing else
            # (of an episode's columns: a title's and a date's alone may be any list's, such as a tour's dates)
            columns = page_lines(text, columns=True)  # (or a table of three rows or more, read by its cells)
            outvoted = (_headed_table(columns, page, 2, named_least=3) or _table_by_cells(columns, page, 3)) is not None
        if outvoted and (generic := generic_spec(text, as_of, lines, shapes if whole_page else None)) is not None:
            return generic  # (it reads the whole page, which may hold fewer entries than the sample suggested)
    if best is None:
        return None
    return Choice(best, pages[best.day_first], metas=best_metas if whole_page else None)


# The generic reader: a meta line of dates and durations apart by common separators, anywhere on the page.
# (The spaces before one are taken from where their run starts, never from inside it: a split reads each run once.)
_GENERIC_SEPARATORS = compiled(
    "(?:(?<!\\s)\\s+)?(?:[•|\t]|(?<!\\d)·|·(?!\\d{1,2}·\\d)(?<!\\d·\\d·)(?<!\\d·\\d\\d·)|\\s[-\u2013\u2014]\\s)\\s*"
    # (also en and em dashes; a middle dot inside a day, "13·03·25", parts nothing)
    # where a copy glued a date's year (after a day and a comma, a month's name or a slash) to the length or label
    # after it, and a length to a marker
    # ("9 Elo 202446min", "Jan 24, 2026Duration: 31:42", "9/18/202418 minutes", "Aug 6, 202463 minEp. 24")
    "|(?:(?<=\\d, [12]\\d\\d\\d)|(?<=[^\\W\\d_] [12]\\d\\d\\d)|(?<=\\d/[12]\\d\\d\\d))"
    "(?=\\d{1,3}\\s?[^\\W\\d_]|(?-i:[A-Z]))"
    "|(?:(?<=\\d min)|(?<=\\dmin))(?=(?-i:[A-Z]))"
    # and a space between a date's year and the episode's number ("20 novembre 2025 PUNTATA 31")
    f"|(?<=[^\\W\\d_] [12]\\d\\d\\d) (?=(?:{EPISODE_WORDS})\\.? ?#?\\d)"
)
# Where a short part of a line ends (what may be a date ends within 40 characters, a duration within 20): at the end
# of the line, or at a separator (a line's shape is its parts' in turn; a part runs past no bar, bullet or tab).
_PART_END = r"(?:$|\s?[•·|\t]|\s[-\u2013\u2014]\s)"
# What may be a date or a duration, checked before `parse_date` and `parse_duration` are: short, and with a digit
# or a word of a relative date; a month first in any language ("décembre 2, 2025", as French WordPress sites keep
# the English order).
_DATE_SHAPE = compiled(
    rf"(?=.{{1,40}}{_PART_END})"
    r"(?:(?=[^•|\t\d]*\d)"  # (every form but the words' holds a digit: a part of none is passed at once)
    r"[^•|\t]*?(?:\d[-/.·]\d|\d\. \d{1,2}\.|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d"
    r"|\d(?:er)?\.? (?:de )?\w{3}|\dº?\.[^\W\d_]{3,9}\.\d"  # (Folha's "4.out.2024", "03.DEZEMBRO.2025"; the
    # French first of a month, "1er décembre 2025", the Restos du Cœur's; the Czech "30. 12.")
    r"|\b[^\W\d_]{3,}\.? \d{1,2}, \d{4})[^•|\t]*"
    rf"|{COUNT_BACK_SHAPE}"
    # a day's word (yesterday, Sonntag): only in a part of no digits (checked first: most lines have them)
    rf"|(?=[^\d•·|\t]{{2,24}}?(?:$|[•·|\t]|\s[-\u2013\u2014]\s|,?\s{TIME_OF_DAY}))"
    rf"(?:(?:{LAST_BEFORE_WEEKDAY}|el)\s+)?(?:{RELATIVE_DAY_WORDS})(?:\s+(?:{LAST_AFTER_WEEKDAY}))?"
    rf"(?:,?\s{TIME_OF_DAY})?"  # (or with the time of day: "hier à 17h30", "Last Tuesday at 5:00 AM")
    # (today's or yesterday's word and a clock alone: "Tänään 6:00", "vandaag, 06:00")
    rf"|(?:{DAYS_BACK_WORDS}),?\s{BARE_CLOCK})",
    re.IGNORECASE,
)
# (Its words take no space after them: the separators' own spaces do, so that a line splits into parts one way.)
# Each number of a length in words has its unit, but for the minutes after the hours ("1h03"): a run of numbers
# splits into parts one way only.
_UNIT = r"(?:[^\W\d_]+\.?|''|['\u2032\u2019\"\u2033\u201d])"  # (or the primes: "24'10\"", "41' 12''")
_DURATION_SHAPE = compiled(
    rf"(?=.{{1,20}}{_PART_END})(?:\d+:)?\d+:\d\d(?:\.\d+)?(?: ?[^\W\d_]{{1,8}}\.?)?"  # ("38:12 min", "01:12 Stunden")
    rf"|\d{{1,6}} ?{_UNIT}(?:,? ?(?:[^\W\d_]+ )?\d{{1,6}} ?{_UNIT}){{0,3}}(?: ?\d\d)?",
    re.IGNORECASE,
)
# Labels a date or a duration may carry (``Release date: 08-12-24``, ``Length: 1 hr and 3 mins``, ``Published 26
# February 2024``, ``Veröffentlicht am: 16.11.2014``), of these words or, on a page that no other date line explains,
# of any word or three and a colon (`_ANY_LABELS`: ``Added: Feb 25, 2016``, ``Episode Date: August 2, 2024``).
_LABEL_WORDS = (
    "Release date|Released|Published|Date|Aired|Posted|Length|Duration|Runtime|Run time|Running time|Datum|Dauer|Länge"
    "|Episode length|Episode duration"
    "|Hördauer|Spieldauer|Laufzeit"
    "|Publiziert"
    "|Date de publication|Durée|Fecha|Duración|Data|Durata|Duur|Kesto|Veröffentlicht am|Publié le|Publicado el"
    "|Duração|Längd|Lengde|Lengd|Længde|Varighet|Varighed|Spilletid|Speltid"
    "|Lyttetid|Lyssningstid|Kuunteluaika|Speelduur|Pituus"  # (the listening time, the playing time: "Lyttetid:24
    # minutter")
    "|Opublikowano|Data publikacji|Czas trwania|Długość|Publikováno|Datum vydání|Délka|Stopáž"  # (Polish, Czech)
)


# The buttons that listen to an episode or play it, in English and the languages of the month names podcat reads
# (Norwegian in both its written forms: "Hør", "Høyr").
_LISTEN_BUTTONS = (
    "Listen|Play|Anhören|Hören|Abspielen|Écouter|Lire|Escuchar|Escucha|Escuchá|Escúchalo|Escúchala|Reproducir|Ascolta"
    "|Ascoltalo|Riproduci|Ouvir|Ouça"
    "|Reproduzir|Luister|Beluister|Luisteren|Beluisteren|Afspelen|Lyssna|Spela upp|Lytt|Spill av|Lyt|Afspil|Hør|Høyr"
    "|Kuuntele|Toista"
)
# The same in more words ("Écouter le podcast"), a button alone or before the length it plays.
_LISTEN_PHRASES = (
    "Listen now", "Listen again", "Play episode", "Podcast hören", "Jetzt hören", "Folge anhören", "Écouter l'épisode",
    "Posłuchaj", "Poslechnout",
    "Ecouter l'épisode",  # (its capital written without the accent, as La Côte writes it)
    "Jetzt anhören", "Jetzt reinhören", "Reinhören", "Écouter maintenant", "Escuchar ahora", "Ascolta ora",
    "Ouça agora", "Luister nu", "Lyssna nu", "Lytt nå", "Lyt nu", "Kuuntele nyt",
    "Escuchar episodio", "Ascolta l'episodio", "Ouvir episódio", "Lyssna på avsnittet", "Hør episode",
    "Escuche el episodio", "Escuche el podcast",
    "Lytt til episoden", "Lyt til episoden", "Lyt til afsnittet", "Kuuntele jakso", "Hør episoden", "Høyr episoden",
    "Podcast anhören",
    "Podcast abspielen", "Folge abspielen", "Episode abspielen", "Folge hören", "Episode anhören",
    "Listen to the episode", "Listen to episode", "Listen to this episode", "Listen to this show",
    "Luister naar de aflevering", "Luister de aflevering",
    "Escuchar el episodio", "Escucha el episodio", "Escuchá el episodio", "Ouvir o episódio", "Spela avsnitt",
    "Spela avsnittet",
    "Ascolta la puntata", "Écouter l'émission", "Hør afsnittet", "Beluister de aflevering", "Luister naar de podcast",
    "Listen to the podcast", "Écouter le podcast", "Escuchar el podcast", "Escucha el podcast", "Ascolta il podcast",
    "Ouvir o podcast", "Ouvir podcast", "Ouça o podcast", "Ouça o episódio", "Ouça aqui",
    "Luister de podcast",
    "Beluister de podcast",
    "Lyssna på podden", "Hør podcasten", "Hør podkasten", "Lytt til podkasten", "Lyt til podcasten",
    "Kuuntele podcast",
    "Afspil afsnit", "Afspil afsnittet", "Afspil episode", "Spill av episode", "Spill av episoden", "Toista jakso",
    "Audio (MP3)",  # (the audio file's link: "Audio (MP3) · 47 mins", the Bodleian's)
)
_LISTEN_BUTTON = f"{'|'.join(map(re.escape, _LISTEN_PHRASES))}|{_LISTEN_BUTTONS}"  # (a button, in a word or more)


# The words that label a length before its number, in English and the languages of the month names podcat reads.
_LENGTH_LABEL = (
    "(?:Duration|Length|Episode length|Episode duration|Runtime|Run time|Running time|Listening time|Listen time"
    "|Dauer|Hördauer|Hörzeit|Spieldauer|Laufzeit|Durée|Duración|Durata|Duur"  # ("Hörzeit: 24 Min.", the Willisauer
    # Bote's)
    "|Durée de l'épisode|Duración del episodio|Durata dell'episodio|Duração do episódio|Duur van de aflevering"
    "|Folgenlänge|Episodenlänge|Podcast-Länge|Podcastlänge"  # ("Durée de l'épisode : 38 min", the Journal de
    # Lévis's; "Podcast-Länge: 32 Min.", the Verdener Aller-Zeitung's)
    "|Duração|Kesto|Jakson kesto|Jakson pituus"
    "|Längd|Speltid|Varighet|Spilletid|Varighed|Lengde|Lengd|Længde|Ascolto|Luistertijd|Luisterduur"
    "|Écoute|Audio"  # ("Audio: 47 min 10 sec")
    "|Tiempo de escucha|Durée d'écoute|Temps d'écoute(?: estimé)?|Tempo di ascolto|Tempo de escuta"  # ("Tiempo de
    # escucha: 27 min", "Temps d'écoute estimé : 42 minutes")
    "|Lyttetid|Lyssningstid|Kuunteluaika|Speelduur"  # ("Lyttetid 32 min", Rana Blad's; "Speelduur: 27 minuten")
    "|Pituus"  # (the Finnish length: "Pituus 38:12", Kalajokilaakso's)
    "|Czas trwania|Długość|Délka|Stopáž)"  # (Polish and Czech)
)


def _labels(words: str, bare: str) -> re.Pattern[str]:
    """The labels of ``words`` before a colon, and the ``bare`` ones and the others before a date without one."""
    return compiled(
        r"(?=[^\W\d_]{3}|Le\s|0?0:00 /)"  # every label starts with a word of three letters or more (or French "Le",
        # or a player's "0:00 /"): most parts are refused at once
        rf"(?:(?:{words})\s?:"
        rf"|(?:(?:{bare})(?: on)?|Veröffentlicht(?: am)?|Publiziert(?: am)?|Erschienen(?: am)?"
        r"|Publié(?: le)?|Mis en ligne(?: le)?|Paru(?: le)?"
        r"|Publicado(?: el| em)?|Publicada(?: em)?|Postado(?: em)?"
        r"|Pubblicato(?: il)?|Geplaatst(?: op)?|Gepubliceerd(?: op)?|Verschenen(?: op)?"
        r"|Julkaistu|Publisert|Opublikowano|Dodano|Publikováno|Vloženo"
        r"|Publicerad|Publiceret|Udgivet|Utgitt"
        r"|Puntata del|Episodio del|Sendung vom|Folge vom|Émission du|Programa del|Aflevering van|Avsnitt från)"
        rf"(?=\s+(?:\d|(?-i:[a-zà-ÿ])|{_MONTH_WORD}\b|{_WEEKDAY_WORD},? (?:\d|{_MONTH_WORD}\b)|f[oö]r\s))"
        # ("Published October 3, 2024", "Released Tuesday, 11th March 2025", "Publisert For 2 timer siden"; not
        # "Published Works", nor "Posted Sunday": a title)
        r"|(?-i:Le)(?=\s+\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$)"  # ("Le 13/03/2025"; "Le 6 juin 1944" is a title)
        # a length's label before its number, without a colon ("Kesto 46 min": Aamulehti; "Ascolto 24 min.", as L'Eco
        # di Bergamo writes reading times: "Lettura 6 min.")
        # (or with a colon where no other label has it: "Luistertijd: 24 minuten", "Écoute : 27 min")
        rf"|{_LENGTH_LABEL}(?:\s?:)?(?=\s+\d)"
        # a button and a colon before the length it plays ("Lyssna: 34 min": Tidningen Härjedalen)
        rf"|(?:{_LISTEN_BUTTON}):(?=\s*\d)"
        # a button before the length it plays, perhaps in brackets ("Listen · 38:12 min", "Écouter (25 min)"), or the
        # kind of the piece ("Podcast | 26 Minuten": Handelsblatt)
        rf"|(?:{_LISTEN_BUTTON}|{KINDS})"
        # ("Anhören 23:41", "Play episode [34:12]"; after an en dash, an em dash or a slash, "Écouter l'épisode \u2013
        # 24 min", "Ouvir / 24:15", "Ouvir // 24 min", or a play sign, "Luisteren ▸ 32:10"; a colon before a clock:
        # "Listen: 38:12", not "Podcast: 60 Minutes"); perhaps with the length's label after it ("Ascolta · Durata
        # 12:40")
        rf"(?:\s*(?:[·•|\u2013\u2014{PLAY_SIGNS}]|//?)|:(?=\s*(?:\d{{1,2}}:)?\d{{1,2}}:\d\d$)|\s*\((?=.*\)$)|\s*\[(?=.*\]$)"
        r"|\s(?=\d))"
        rf"(?:\s*{_LENGTH_LABEL}(?:\s?:)?(?=\s+\d))?"
        r"|0?0:00 / (?=\d)"  # (a copied player's position before the length: "0:00 / 32:14")
        # (or the name of a date's icon, glued to it as copied: "access_time30. december", Hvidovre Avis's)
        r"|(?-i:access_time|calendar_today|calendar_month|date_range|event_note|schedule|event|today)(?=\d)"
        r")\s*",
        re.IGNORECASE,
    )


_LABELS = _labels(_LABEL_WORDS, "Released|Published|Posted|Uploaded")
# The words that tell when a story was updated, in the languages of the month names podcat reads but English.
_UPDATE_WORDS = (
    "Aktualisiert|Mis à jour|Actualizado|Aggiornato|Atualizado|Bijgewerkt|Uppdaterad|Oppdatert|Opdateret|Päivitetty"
)
# What a part of a date line ends with that is no part of it: a length's word of listening time, in English and the
# languages of the month names podcat reads ("18 min listen", "38 Min. Hörzeit", "41 min luisteren", "25 min d'écoute"),
# the button that plays it ("38 Min. · Folge abspielen"), and a date's update in brackets.
_QUEUE_BUTTONS = r"(?i:up next|add to queue|play next|play later|download)"
_ENDINGS = compiled(
    r" (?i:listen|listening|playtime|Hörzeit|Hördauer|d['\u2019]écoute|de escucha|di ascolto|de escuta|luisteren"
    r"|luistertijd|lyssning|lyttetid|kuuntelua)$"
    rf"|(?<!\s)\s*[·•|]\s*(?i:{_LISTEN_BUTTON})$"
    # (or an app's buttons to queue the episode or fetch it: "34:12 · Add to Queue · Download", "34:12   + Up Next")
    rf"|(?<!\s)(?:\s*[·•|]\s*|\s+\+ ?){_QUEUE_BUTTONS}(?:\s*[·•|]\s*{_QUEUE_BUTTONS})*$"
    # (and after a date, when the story was updated: "2-12-2025, 06:00 (Update 2-12-2025, 06:00)")
    rf"| \((?i:update|updated|{_UPDATE_WORDS})\b[^()\d]{{0,10}}\d[^()]{{0,30}}\)$"
)
# ("Aired March 3, 2019" is more often a note in a description, where the page's other date lines explain it)
_ANY_LABELS = _labels(
    r"[^\W\d_]+(?: [^\W\d_]+){0,2}",
    # (and when it was updated, where no date line says when it was published: "Mis à jour le 2 déc. 2025")
    r"Released|Published|Posted|Aired|Uploaded|Recorded"
    rf"|(?:(?:Last )?Updated|{_UPDATE_WORDS})(?: (?:on|am|le|el|a|il|em|op))?",
)
# How many listened, liked, commented or follow, beside an episode's date (``1.2K plays``) or alone on a line,
# where it is chrome (``2 Comments``, ``18.6K Subscribers``).
_COUNT_WORDS = (
    r"plays?|listens?|views?|downloads?|likes?|comments?|followers?|following|subscribers?|listeners?"
    r"|recommendations?"
    r"|Kommentare?|commentaires?|comentarios?|comentários?|comment[io]|reacties|reactie|kommentarer|kommentar|kommenttia?"
    # followers and plays in the languages of the month names podcat reads
    r"|Abonnenten|Follower|abonnés|suscriptores|seguidores|iscritti|follower|volgers|följare|følgere|seuraajaa"
    r"|Wiedergaben|écoutes|reproducciones|escuchas|ascolti|reproduções|afspelingen|lyssningar|avspillinger"
    r"|afspilninger|kuuntelukertaa|Hörer(?:innen)?|auditeurs|oyentes|ascoltatori|ouvintes|luisteraars|lyssnare"
    r"|lyttere|kuuntelijaa"
)
_COUNT = rf"[\d.,]+[KkM]? (?i:{_COUNT_WORDS})"
_COUNTS = compiled(
    rf"(?:{_COUNT}(?: (?:[·•|] )?{_COUNT}){{0,2}}"  # (perhaps more on the line: "41 views 2 comments", as Wix's blogs
    # show them, or "18 views · 0 comments")
    rf"|(?i:{_COUNT_WORDS}) ?\([\d.,]+[KkM]?\)"  # (or the count after its word, in brackets: "Kommentare (4)")
    # after a label ("Hits: 86": Joomla), in English and the languages of the month names podcat reads, perhaps two
    # glued ("Subscribed: 41Played: 2.3K": Castbox)
    r"|(?:(?=[^\W\d_]{4,14}\s?:)(?i:hits|views|plays|played|subscribed|aufrufe|zugriffe|vues|visitas|visite"
    r"|visualizações|weergaven|visningar|visninger"
    r"|katselukerrat)\s?:\s*[\d.,]+[KkM]?(?: ?(?=[^\W\d_]))?){1,3})"
)
# The size of an episode's file alone on its line ("46.5 MB"), dropped too (and named).
_FILE_SIZE = compiled(r"[\d.,]+ ?[KMG]i?B")
# A post's reading time alone on a line, no episode's length (``3 min read``, ``Lesezeit: 4 Min.``).
_READING_TIME = compiled(
    r"(?i:\d{1,3} ?min(?:ute)?s?\.? read|\d{1,3} min(?:utes)? de lecture|\d{1,3} min(?:utos)? de lectura"
    r"|(?:Lesezeit|Lesedauer):? \d{1,3} Min(?:uten?|\.)?|\d{1,3} Min(?:uten?|\.)? Lesezeit"
    # in the other languages of the month names podcat reads ("2 minuten leestijd": Miniflux)
    r"|\d{1,3} min(?:uut|uten|uti|utos|utter|utters|uter|uters|uutin)?\.? (?:leestijd|di lettura|de leitura|läsning"
    r"|lästid|lesetid|læsetid"
    r"|lukuaika))"
)
# What a date line may hold that is no part of the episode: counts, the file's size ("mp3 (35 MB)"), and the time of
# day with its zone or half of the day beside the date ("28 mar 2025 - 05:30 CET", "Aug 4, 2024 · 6:00 PM"; a clock
# alone is a length).
_ASIDES = compiled(
    rf"{_COUNTS.pattern}"
    rf"|(?i:(?:mp3|m4a|ogg|opus|aac|wav)\s*)?\(?{_FILE_SIZE.pattern}\)?"
    r"|(?:[01]?\d|2[0-3])[:.h][0-5]\d ?(?:[AaPp]\.?[Mm]\.?|CES?T|UTC|GMT|BST|[ECMP][SD]T|AES?[DT]|Uhr)"
    r"|(?:[01]\d|2[0-3]|[6-9])[:.][0-5]\d ?h"  # ("06:00 h", "9:30 h": "1:05 h" is a length)
    # a listen button between the date and the length ("12 Aug 2024 · Lyt · 38 min.")
    rf"|(?i:{_LISTEN_BUTTONS}|{KINDS})"  # (or the piece's kind: "Podcast | 27. Dezember")
    rf"|(?i:{WEEKDAY_WORDS})"  # (the day's name after its date: "13 MAR 2025 | QUINTA-FEIRA")
    # none, beside the date: a post's "No Comments", in the languages above, or WordPress's "Comments Off on <title>"
    r"|(?i:No comments|Keine Kommentare|Aucun commentaire|Sin comentarios|Nessun commento|Sem comentários"
    r"|Geen reacties|Inga kommentarer|Ingen kommentarer|Ei kommentteja)|Comments Off(?: on .{1,120})?"
    # when the story was updated ("Publié le 02/12/2025 à 06h00 · Mis à jour le 02/12/2025 à 11h42")
    rf"|(?i:(?:Last )?updated|{_UPDATE_WORDS})(?: (?:on|am|le|el|il|em|op))?:? \d.{{0,30}}"
    rf"|{_READING_TIME.pattern}"  # (and the text's reading time: "Dec 3, 2025 · 2 min read", as Wix writes it)
)
# A date and who made the episode after it, as blogs write them (``April 8, 2025 by Rowan Pellow``), in English and
# the languages of the month names podcat reads.
# The date holds a digit (``Yesterday by The Beatles`` is a title); the author is capitalized names, ``&`` and the
# small words between names.
_NAME = r"(?-i:[A-ZÀ-ÖØ-Þ])[\w.'\u2019-]*"
# The particles in a Dutch or a German name ("Kees van Dorp", "Lotte de Wit", "Anna von der Heide"); the Romance
# ones ("da", "del") join places as often, as "de" does after a Romance byline's word ("Por Santiago de Compostela"
# is a title: see `_PEOPLE`).
_PARTICLES = r"(?:(?:van|von|de|der|den|ten|ter) ){0,2}"
_PERSON = (  # a full name: two capitalized words or more, the first no article ("Avec Le Temps" is a title)
    rf"(?!(?:Le|La|Les|Der|Die|Das|Den|El|Los|Las|The|An?|De|Het|Il|Lo|Gli)\b){_NAME}(?: {_PARTICLES}{_NAME}){{1,4}}"
)
_FULL_NAMES = (  # of two words or more each, apart by commas, "&" or "and"
    rf"{_NAME}(?: {_PARTICLES}{_NAME}){{1,4}}(?:(?:, | & | (?:and|und|et|y|e|en|och|og|ja) )"
    rf"{_NAME}(?: {_PARTICLES}{_NAME}){{1,4}}){{0,6}}"  # (perhaps with a particle: "Sanne de Boer")
)
# A credited person's job after the name, six words at most that open no clause ("politisk reporter", "former U.S.
# senator", "professor of marine biology at Oxford"; "who drove it for twenty years", "som bevakat riksdagen" are
# sentences).
_JOB = (
    r"(?!(?i:who|whose|which|that|with|and|but|som|der|die|das|welche[rs]?|qui|que|dont|che|cui|quien|cuyo|dat|wie"
    r"|joka|jonka|hvor)\b)[^\s,;:|]+(?: [^\s,;:|]+){0,5}"
)
# A job of three words at most, in small letters ("show secretary"; "PhD" after a name is no job the reader drops), or
# a university's department ("Department of Classics", the Stanford Humanities Center's).
_SHORT_JOB = (
    r"(?:(?!(?i:who|whose|which|that)\b)(?=(?-i:[a-zà-öø-ÿ]))[^\s,;:|]+(?: [^\s,;:|]+){0,2}"
    r"|(?-i:(?:Department|School|Faculty) of [A-Z][\w'\u2019-]+(?: [A-Z][\w'\u2019-]+)?))"
)
# A byline's place after a comma, of a word or two ("Af Mette Holm, Søborg"), or its paper after a dash, of a word to
# three ("Por Ana Lúcia Ribeiro — Correio Braziliense").
_BYLINE_PLACE = (
    r"(?:, (?-i:[A-ZÀ-ÖØ-Þ])[\w'\u2019-]+(?: (?-i:[A-ZÀ-ÖØ-Þ])[\w'\u2019-]+)?"
    r"| [-\u2013\u2014] (?-i:[A-ZÀ-ÖØ-Þ])[\w'\u2019-]+(?: (?-i:[A-ZÀ-ÖØ-Þ])[\w'\u2019-]+){0,2})?"
)
_CREDITED = (
    rf"\s*{_PERSON}(?:, (?=(?-i:[a-zà-öø-ÿ])){_JOB})?"
    rf"(?:(?:, | & | (?:and|und|et|y|e|en|og|och|ja) ){_PERSON}){{0,5}}"
)
# A line of an entry that names its people alone (``par Claire Vasseur``, ``Contributor(s): Professor Alison Mercer,
# Dr Tomasz Wielgus``, ``Gäste: ...``), in English and the languages of the month names podcat reads.
_PEOPLE = compiled(  # (of 160 characters at most: a longer line is text)
    r"(?P<bracket>\((?=(?:[Bb]y|[Vv]on|[Dd]oor|[Aa]v|[Aa]f|[Pp]ar|[Pp]or|di) ))?"  # (perhaps in brackets: "(di Chiara
    # Bertolino)", as Il Risveglio Popolare credits its pieces; a byline perhaps after a print page's bullet, "■ Door
    # Sanne Kuipers", Almere DEZE WEEK's, but for an item of a list of them: `_take_people`)
    rf"(?:(?:(?:{BULLETS} )?(?:Written |Posted |Submitted |Told |Recorded |Reported |Eingesandt |Erzählt |Fortalt "
    r"|Berättat )?"  # (told by: "Fortalt af Karen Bøgh", 123hjemmeside's)
    r"(?:[Bb]y|[Vv]on|[Dd]oor|[Aa]v|[Aa]f)"
    r"|Escrit[oa] por|Scritto da|Écrit par|Geschrieben von|Geschreven door|Skrivet av|Skrevet a[fv]):?\s+"  # (as
    # Joomla writes who wrote an article over its date: "Escrito por Rosa Martínez")
    r"|(?:[Pp]ar|[Pp]or|di):?\s+(?!.* de )"  # ("Door: Sanne de Vries"; "Hosted by Anna Berg" is a line of the notes')
    r"|[Aa] cura di\s+"  # (who edited it: "a cura di Paolo Ferrari", as Il Popolo credits its pieces)
    r"|Propos recueillis par\s+"  # (who interviewed: "Propos recueillis par Nadia Arnaud", Haute-Provence Info's;
    # "Intervista di Enzo Biagi" may be a title: review 37)
    # (who made the episode, "Un podcast de Julie Vautrin", in English and the languages of the month names podcat
    # reads)
    r"|(?:A podcast by|Ein Podcast von|Un podcast de|Un podcast di|Um podcast de|Een podcast van|En podd av"
    r"|En podcast av|En podkast av|Podcast von|Podcast de|Podcast di|Podcast van|Podcast by)\s+"
    # the voices heard ("con le voci di G. Rossi, M. Zennaro": Corriere's pages), in the languages above
    r"|(?:con (?:la voce|le voci) di|avec (?:la voix|les voix) de|con (?:la voz|las voces) de"
    r"|com (?:a voz|as vozes) de|with the voices? of)\s+"  # (in lower case: "Con la voce di Lucio Dalla" is a title)
    r"|(?P<guest_with>[Ww]ith|w/|feat\.|featuring|Featuring(?=:)|mit|[Aa]vec|con|com|met|med):?\s+"
    # ("With Sam Harker", "Avec Sophie Garnier, relieuse-restauratrice"; "Com Teresa Cristina" alone under a row's
    # title is its teaser: review 42)
    r"(?:(?!(?:the|our|my|his|her|their|and|for|love|thanks)\b)(?-i:[a-z]{3,12}) (?=(?-i:[A-ZÀ-ÖØ-Þ])))?"  # (perhaps
    # with their role in a word: "With fixer Tom Alvarez", the Maple Street Repair Café's)
    # alone on its line, "With: Moira Fraser, dive officer", "Featuring: Dave Okafor"; "Featuring Herbie Hancock" may be
    # a title: review 37)
    r"|(?P<labelled>(?=[^\W\d_][^\d:]{0,24}:)"  # (a label: a word and a colon, no digit before it)
    # (a guest's label may have a word before it: "Heutiger Gast", "Special guest")
    r"(?i:(?P<guest>(?:(?:heutiger|heutige|special|featured|today's|notre|nuestro|nuestra|nostro|nostra|dagens"
    r"|päivän) )?(?:guests?|gast|gäste|invité(?:e)?s?|invitad[oa]s?|ospit[ei]|convidad[oa]s?"
    r"|gasten|gäster|gjester|gæster|vieraat|vieras))"
    r"|(?P<host>hosts?|hosted by|presenters?|moderation|animation|presentación|conduzione"
    r"|apresentação|presentatie|programledare|programleder|vært|værter|juontaja)|contributors?|contributor\(s\)|speakers?"
    r"|preacher|sprecher(?:in)?|intervenant(?:e)?s?|people|participants?"  # ("People: ...", The National Archives')
    # who produced it, in the languages above ("Produzent: Jonas Wyss")
    r"|producers?|produzent(?:in)?|producteur|productrice|productor(?:a)?|produttore|produtor(?:a)?"
    r"|producent|producere|produsent|tuottaja"
    # and who made it otherwise ("Réalisation : Mathilde Le Goff", "Voix off : Erwan Tanguy")
    r"|réalisation|voix off|montage|mixage|realización|edición|regia|montaggio|regie|redactie|redaktion|edição"
    r"|a cura di|voices?|voix|voz|voces|voce|voci|stimmen?|stemmen?|röst(?:er)?|stemmer?|ääni"
    r"|texte?|texto|testi|tekst|teksti"  # (who wrote the script: "Texte : Claire Vasseur")
    # (and made the sound: "Teksti ja ääni: Anni Virtanen", as Orimattilan Sanomat credits its episodes)
    r"|text und ton|texte et son|texto y sonido|testo e audio|texto e som|tekst en geluid|text och ljud|tekst og lyd"
    r"|tekst en audio|text und audio|text and audio|texte et audio|texto y audio"  # ("Tekst en audio: Femke Zonneveld")
    # (who wrote it and read it, or wrote it and took its pictures: "Texto y voz: María Ortega", "Tekst en foto's:
    # Marieke Dekker")
    r"|texto y voz|text und stimme|texte et voix|testo e voce|tekst en stem|text och röst|tekst og stemme"
    r"|text and photos?|text und fotos?|texte et photos?|texto y fotos?|testo e foto|tekst en foto['\u2019]?s"
    r"|text och foto|tekst og foto|teksti ja kuvat?"
    r"|teksti ja ääni|tekst en presentatie|text und moderation|texte et présentation|texto y presentación"
    # (who reported it, labelled in lower case: "toimittaja: Maria Kurtti", as Kainuun Sanomat labels its reporters,
    # or in Finnish in either case, "Toimittaja: Anna Kinnunen", as Sisä-Savo does; "Reporter: Christiane Amanpour"
    # may be a title)
    r"|(?-i:reporter|journalist|journaliste|periodista|giornalista|jornalista|verslaggever|[Tt]oimittaja)"
    # who wrote the post, as a site's info block names them ("Written by: Revd Clare Hammond": Joomla; not an
    # "Author:", which may be a book's)
    r"|written by|geschrieben von|écrit par|escrito por|scritto da|geschreven door|skrivet av|skrevet a[fv]"
    r"|kirjoittanut)\s?:\s*))"
    rf"(?=.{{4,150}}$)(?P<people>(?:{_NAME}(?: & | (?:and|und|et|y|e|en|og|och|ja) )(?={_PERSON}))?"  # (a first name
    # before another's full name, the two sharing the surname: "With Jan and Pete Cotterill")
    rf"{_PERSON}(?:(?:, | & | (?:and|und|et|y|e|en|og|och|ja) )"
    rf"{_PERSON}){{0,7}})"
    rf"(?(labelled)(?:, {_JOB})?|(?(guest_with)(?:, {_SHORT_JOB}| (?:and|&) (?:guests|friends))?"
    rf"|(?:, {_SHORT_JOB}|{_BYLINE_PLACE})))"
    # (after a label, their job: "Gast: Clemens Auer, Musikwissenschaftler"; after "With", of three words at most:
    # "With Margaret Ellis, show secretary", not "With Tom Walsh, twenty years on the night ward"; or the guests or
    # friends: "With Dennis Pryor and guests"; after a byline's word, the writer's job so, "Recorded by Alan Dodds,
    # show secretary", or place: "Af Mette Holm, Søborg")
    r"(?: [-\u2013\u2014]| (?:il|le|el|on|am))?"  # (and the dash the teaser would follow: "di PAOLA CECCARELLI \u2013";
    # or the word before the day on the line below: "di Elena Vuillermoz il" over "01/12/2025", Gazzetta Matin's)
    r"(?(bracket)\))"
    # a line of credits, perhaps under a heading: two or more, each labelled with a role or up to three (`CREDIT_LABEL`)
    # before full names, apart by a semicolon, a full stop, a bar or a dash ("Moderação: Tiago Sarmento; Produção:
    # Rita Moura", "Programledare: Elin Berg. Producent: Jonas Lind.", "Crédits. Reporter : Camille Vidal - ...")
    rf"|(?=[^\W\d_][^\d:]{{0,80}}:)(?=.{{8,300}}$)"
    rf"(?P<credits>(?:{CREDITS_HEADING}{NEXT_CREDIT_LABEL}|{CREDIT_LABEL}){_CREDITED}"  # (after the heading, the
    # first role may stand without its colon too: "Ficha técnica: apresentação de Camila Ferreira; edição de ...")
    rf"(?:{CREDITS_APART}{NEXT_CREDIT_LABEL}{_CREDITED}){{1,7}}\.?)"
)
# Who presents the episode, on a line of its own ("Presented by Jo Marsh, Cub Scout Leader", "Hosted by Sensei Mark
# Dillard"): where such a line stands in half the entries or more, the entries' hosts (`_PEOPLE_PRESENTED`); once, in
# the credits under the last entry, it is text (review 7).
_PRESENTED_BY = rf"(?:Presented|Hosted|Introduced) by (?P<presenters>{_PERSON}(?: (?:&|and) {_PERSON})?)(?:, {_JOB})?"
_PRESENTERS = compiled(_PRESENTED_BY)
_PEOPLE_PRESENTED = compiled(f"{_PEOPLE.pattern}|{_PRESENTED_BY}")
_BYLINE_NAMES = rf"{_NAME}(?: (?:{_NAME}|&|and|und|et|y|e|en|och|og|van|von|der|de|da|di|du|le|la)){{0,6}}"
_BYLINE = compiled(
    r"(?P<date>[^\s•·|\t][^•·|\t\d]{0,39}?\d[^•·|\t]{0,39}?) (?:[Bb]y|[Vv]on|[Pp]ar|[Pp]or|[Dd]oor|[Aa]v|[Aa]f)"
    rf" (?P<author>{_BYLINE_NAMES})"
)
# Those, or who posted it, then the date, as WordPress's themes write it in English, German, French, Spanish,
# Portuguese, Italian and Dutch ("Posted by Gareth on December 2, 2025", "Publié par Claire le 4 décembre 2025":
# their labels, "Posted", "Publié", are dropped first).
_POSTER_WORDS = "by|von|par|por|da|door"  # (the word before who posted it, in those languages)
# (or a team or a desk, a capital then words in any case: "Research team", "Culture, Media and Sport sector")
_POSTER = r"(?-i:[A-ZÀ-ÖØ-Þ])[\w'\u2019&-]*(?:,? [\w'\u2019&-]+){1,5}"
_POSTED_BYLINE = compiled(
    rf"{_BYLINE.pattern}|(?:(?i:submitted|ingediend) )?(?i:{_POSTER_WORDS}) (?P<poster>{_BYLINE_NAMES}|{_POSTER})"
    r" (?:on|am|le|el|em|il|op)"  # (as Drupal writes who submitted a post: "Ingediend door Stefaan op wo, ...")
    r" (?P<posted>[^•·|\t]{1,40}?\d[^•·|\t]{0,39})"
)
# An entry's length with its label, on a line of its own or in a player's row of links that is chrome
# (``Dauer: 0:35:05``, ``Podcast: Play in new window | Download (Duration: 41:07 — 38.2MB) | Embed``).
_LABELLED_LENGTH = compiled(
    r"\b(?:Duration|Length|Runtime|Running time|Dauer|Hördauer|Spieldauer|Laufzeit|Länge|Durée|Duración|Durata|Duur"
    r"|Kesto)\s?:\s*"
    r"(?P<duration>(?:\d{1,2}:)?\d{1,2}:\d\d)(?:m|min)?\b"  # ("Duration: 18:47m")
)
# How the page's own text below the episodes starts, on a directory nobody described.
_PAGE_TEXT = compiled(
    r"©.*|Copyright (?:©|\(c\)|\d{4}).*|(?:Podcast )?[Pp]owered [Bb]y \S.{0,40}|All rights reserved\.?"
    # a WordPress credit in any language ("Proudly powered by WordPress", "Fièrement propulsé par WordPress")
    r"|(?:[^\W\d_]+ ){0,3}(?i:by|von|par|por|door|de|a|con|com|med|av|af|di|da|voimanlähteenä) WordPress"
    r"|Privacy(?: Policy)?|Terms(?: of (?:Use|Service))?|About us|Contact us|Imprint|Legal|Cookies?(?: Policy)?"
    r"|Über uns|Impressum|Datenschutz(?:erklärung)?|Mentions légales|Confidentialité|Aviso legal|Privacidad"
    r"|Note legali|Privacybeleid|Integritetspolicy|Personvern|Tietosuoja|Contact|Contacto|Kontakt|Contatti|Contato"
    r"|(?:About|Über|À propos de|Acerca de|Sobre|Informazioni su|Over|Om|Tietoa) [A-ZÀ-Þ][\w.]*\w"  # About <site>
)


def _page_text(*named: str, credited: bool = False) -> Lines:
    """The page's own text (`_PAGE_TEXT`), and the ``named`` lines that start it on this page (the site's name); but a
    photographer's name after the copyright's sign where the entries are ``credited`` so (`_COPYRIGHT_CREDIT`)."""
    return Lines((_PAGE_TEXT_PAST_CREDITS if credited else _PAGE_TEXT,), frozenset(named))


# The buttons under a list of episodes that load or open more of it: below the last entry, one ends the list.
_LIST_END_WORDS = frozenset(
    f"{verb} {what}{episodes}" for verb in ("Load", "Show", "See", "View") for what in ("more", "all")
    for episodes in (" episodes", " podcasts", " news")  # ("See all podcasts", the Royal Society's; "Load more news")
) | {"Load more", "Load all", "Older Posts", "Older episodes", "Back in time", "Next page",
     "Browse the archive", "Browse the podcast archive",  # (the Bodleian's)
     "Ver episodios anteriores",  # (Arsys's)
     "More stories", "Discover more stories",  # (Visit Wales')
     # in the languages of the month names podcat reads
     "Ältere Episoden", "Épisodes précédents", "Episodios anteriores",
     "Mehr laden", "Charger plus", "Cargar más", "Carica altro", "Carregar mais", "Meer laden",
     "Weitere Folgen laden", "Mehr Folgen laden", "Weitere Episoden laden", "Más audios", "Charger plus d'épisodes",
     "Plus d'épisodes", "Cargar más episodios",
     "Voir plus de balados",  # (a podcast is a "balado" in Quebec)
     "Vorige berichten",  # (a Dutch blog's older posts: Editie Dendermonde's)
     "Ver más episodios", "Ver más audios", "Cargar más audios", "Carica altre puntate", "Carica altri episodi",
     "Carica altri", "Meer afleveringen", "Fler avsnitt", "Flere episoder", "Flere afsnit", "Lisää jaksoja",
     "More episodes",
     "Last flere", "Hent flere", "Ladda fler", "Altre puntate", "Fleire episodar", "Last inn fleire",
     "Artigos mais antigos", "Episódios mais antigos", "See more posts", "See all posts", "More posts",
     "View more posts", "Load more posts", "Articoli precedenti", "Articles précédents", "Artículos anteriores",
     "Ältere Artikel",
     # loading more of a paper's articles ("Charger plus d'articles": L'Aisne nouvelle)
     "Load more articles", "Charger plus d'articles", "Voir plus d'articles", "Mehr Artikel laden",
     "Weitere Artikel laden", "Cargar más artículos", "Carica altri articoli", "Carregar mais artigos",
     "Meer artikelen laden", "Ladda fler artiklar", "Last flere artikler", "Indlæs flere artikler",
     "Lataa lisää artikkeleita", "Tidligere artikler", "Tidigare artiklar", "Aiemmat artikkelit", "Eerdere artikelen",
     "View older episodes", "See older episodes", "Show older episodes", "Load older episodes", "Weitere Episoden",
     "Mehr Episoden", "Ältere Folgen", "Oudere afleveringen", "Épisodes plus anciens", "Episodi precedenti",
     "Voir les épisodes précédents",
     "Starší díly", "Další díly", "Načíst další díly", "Zobrazit další díly", "Starsze odcinki",
     "Episódios anteriores", "Äldre avsnitt", "Eldre episoder", "Ældre afsnit", "Se ældre afsnit", "Vanhemmat jaksot",
     "Mehr Folgen", "Weitere Folgen", "Voir plus d'épisodes", "Más episodios", "Altri episodi", "Mais episódios",
     # showing more of them or all ("Visa fler avsnitt": Göteborgs-Posten)
     "Mehr Folgen anzeigen", "Weitere Folgen anzeigen", "Alle Folgen anzeigen", "Afficher plus d'épisodes",
     "Voir tous les épisodes", "Mostrar más episodios", "Ver todos los episodios", "Mostra altri episodi",
     "Mostra altre puntate", "Vedi tutti gli episodi", "Mostrar mais episódios", "Ver mais episódios",
     "Ver todos os episódios", "Carregar mais episódios",
     "Toon meer afleveringen", "Meer afleveringen laden",
     "Bekijk alle afleveringen", "Visa fler avsnitt", "Visa alla avsnitt", "Ladda fler avsnitt", "Vis flere episoder",
     "Vis alle episoder", "Se alle episoder", "Vis flere afsnit", "Vis alle afsnit", "Se alle afsnit",
     "Se flere afsnit",
     "Indlæs flere", "Last inn flere", "Näytä lisää jaksoja",
     "Näytä kaikki jaksot", "Lataa lisää", "Mostra altri", "Mostra altre", "Mostra di più", "Carica di più",
     # a blog's "Older posts" (WordPress's, in the languages above)
     "Older entries", "Ältere Beiträge", "Articles plus anciens", "Entradas anteriores", "Articoli meno recenti",
     "Posts mais antigos", "Oudere berichten", "Äldre inlägg", "Ældre indlæg", "Eldre innlegg", "Vanhemmat artikkelit",
     "Previous episodes", "Previous posts", "Earlier episodes", "Earlier shows", "Earlier stories", "Older stories",
     "Artigos anteriores",
     "Puntate precedenti",
     # the site's other podcasts ("Más pódcast": Prensa Ibérica's papers)
     "More podcasts", "Weitere Podcasts", "Mehr Podcasts", "Plus de podcasts", "Plus de balados", "Más podcasts",
     "Más pódcast", "Más pódcasts", "Altri podcast", "Mais podcasts", "Meer podcasts", "Fler poddar", "Flere podcaster",
     "Flere podcasts", "Lisää podcasteja", "Voir plus de podcasts", "Ver más podcasts", "Mostra altri podcast",
     "Ver mais podcasts", "Toon meer podcasts", "Visa fler poddar", "Vis flere podcaster", "See more podcasts",
     # the site's other articles and news ("Mais artigos": the barlavento's; "Meer nieuws": HALLO Venlo's; not "More
     # news", which may be a title)
     "More articles", "Weitere Artikel", "Mehr Artikel", "Plus d'articles", "Más artículos", "Altri articoli",
     "Mais artigos", "Meer artikelen", "Fler artiklar", "Flere artikler", "Lisää artikkeleita",
     "View all news", "Mehr Nachrichten", "Weitere Nachrichten", "Plus d'actualités", "Más noticias", "Altre notizie",
     "Mais notícias",
     "Meer nieuws", "Fler nyheter", "Flere nyheter", "Flere nyheder", "Lisää uutisia"}
# Showing more, in the languages of the month names podcat reads: a button in an entry (its description's rest), or,
# standing once on the page under the last entry, the list's end.
_SHOW_MORE_WORDS = frozenset({
    "Show more", "See more", "View more", "Visa fler", "Vis flere", "Vis fleire", "Sjå fleire", "Näytä lisää",
    "Voir plus", "Afficher plus", "Mehr anzeigen",
    "Ver más", "Mostra altro", "Ver mais", "Toon meer", "Visa mer", "Vis mer", "Vis mere", "Se flere",
    "Se mere", "Se mer", "Pokaż więcej"})
# The link to the whole story, in English and the languages of the month names podcat reads: those that name the post
# they open (`READ_MORE_PHRASES`), and more that stand alone or end a teaser ("Artikel lesen", "Lees verder").
_READ_STORY = (*READ_MORE_PHRASES, "Read More", "Artikel lesen", "Mehr lesen", "Lire l'article", "Lees verder")
_READ_STORY_ENDS = tuple(dict.fromkeys(phrase.rsplit(" ", 1)[-1] for phrase in _READ_STORY))
# The buttons its pages show among the episodes, those and more, dropped wherever they stand (and named in what it
# inferred).
_BUTTON_WORDS = _LIST_END_WORDS | {
    "Show all", "See all", "Back to top", "Play",
    # (back to the page's top: "Till toppen av sidan"; alone, "Nach oben", "Till toppen" and "Voltar ao topo" may title
    # an episode or a show, review 39)
    "Till toppen av sidan",
    "Pause", "Share", "Download", "Unlock",
    "Add to queue", "+ Up Next", "Like", "Comment", "Newer Posts", "Newer episodes", "Previous page", "Listen",
    "Mark all played", "Mark all (un)played", "Mark all (un)played …",
    # "Listen", "Leave a comment" and "Show more" in the languages of the month names podcat reads
    "Anhören", "Écouter", "Escuchar", "Escuchá", "Ascolta", "Ouvir", "Luister", "Lyssna", "Lyt", "Lytt", "Kuuntele",
    "Abspielen", "Reproducir", "Riproduci", "Reproduzir", "Afspelen", "Spela upp", "Spill av", "Afspil", "Toista",
    "Hør", "Høyr",
    *_LISTEN_PHRASES, "Beluister", "Luisteren", "Beluisteren",
    "Join to listen", "Subscribe to listen", "Become a member to listen",  # (a members' post, no player)
    "Escúchalo", "Escúchala", "Ascoltalo",
    "Leave a comment", "Leave a reply", "Schreibe einen Kommentar", "Laisser un commentaire", "Deja un comentario",
    "Lascia un commento", "Laat een reactie achter",
    # (and a call to comment first: "Commenta per primo!", Il Germe's; "Kommentieren & mitreden", the Willisauer Bote's)
    "Be the first to comment", "Be the first to comment!", "Commenta per primo!", "Commenta per primo", "Kommentieren",
    "Kommentieren & mitreden", "Sé el primero en comentar", "Soyez le premier à commenter",
    "Seja o primeiro a comentar", "Reageer als eerste", "Kommentera", "Kommenter", "Kommentér", "Kommentoi",
    *_READ_STORY,  # (a link to read the whole story, alone on its line: "Leia mais", the Pioneiro's)
    *_SHOW_MORE_WORDS}
# The names of a web app's icons of two words or more, which a copy gives where its icon font draws them (Material
# Icons' ligatures: "play_arrow").
_ICON_NAMES = (
    "play_arrow|play_circle|play_circle_filled|play_circle_outline|pause_circle|playlist_add|playlist_add_check"
    "|playlist_play|queue_music|more_vert|more_horiz|skip_next|skip_previous|fast_forward|fast_rewind|volume_up"
    "|volume_off|favorite_border|check_circle|arrow_back|arrow_forward|arrow_drop_down|expand_more|expand_less"
    "|cloud_download|file_download|download_done|open_in_new|content_copy|library_add|library_add_check"
    "|bookmark_border|bookmark_add|share_outline|thumb_up|thumb_down|mark_chat_read|radio_button_unchecked"
    "|replay_10|replay_30|forward_10|forward_30|pause_circle_filled|pause_circle_outline|play_circle_outline"
    "|download_for_offline|playlist_add_check_circle|playlist_remove|calendar_today|calendar_month|access_time"
    "|chevron_right|chevron_left|keyboard_arrow_down|keyboard_arrow_up|keyboard_arrow_left|keyboard_arrow_right"
    "|arrow_upward|arrow_downward|navigate_next|navigate_before|first_page|last_page|rss_feed|star_border|star_half"
    "|check_box|check_box_outline_blank|radio_button_checked|volume_down|volume_mute|repeat_one|shuffle_on"
    "|library_music|cast_connected|ios_share|open_in_full|file_download_done|music_note|queue_play_next"
    "|remove_circle_outline|add_circle_outline|more_time|speed_rounded|headset_mic|record_voice_over"
)
def _words_alone(words: Collection[str]) -> str:
    """A pattern of any of ``words`` alone on a line, in any case (a longer line is refused at once)."""
    return f"(?=.{{1,{max(map(len, words))}}}$)(?i:{'|'.join(map(re.escape, sorted(words)))})"


# The apps a show's header names, where else to listen to it.
_APPS = (
    "Spotify|Apple Podcasts|Google Podcasts|YouTube(?: Music)?|Amazon Music|Overcast|Pocket Casts|Stitcher|TuneIn"
    "|iHeartRadio|Castbox|Podcast Addict|Deezer|Pandora|Castro|Podverse|Fountain|Podcast Index|Player ?FM|Goodpods"
    "|Podchaser|Castamatic|Podcast Guru|Podfriend|Podcast Republic|RadioPublic|Breaker|iVoox|Podimo|PodMe|Podme"
    "|Storytel|Audible|Supla|OHdio|NPR (?:App|One)|ARD Audiothek|RSS(?:[- ][Ff]eed| link)?"
)
_BUTTONS = compiled(  # ("Load More", "▶ Écouter", "▶"; "play_arrow"; "Download (35.1 MB)", with the file's size,
    # perhaps after its format: "Download (MP3, 35 MB)", "Download MP3 (35 MB)")
    f"\\[[{PLAY_SIGNS}]\\]|[{PLAY_SIGNS}]"  # (or in square brackets: "[▶]")
    f"|(?:[{PLAY_SIGNS}]\\s*)?(?:{_words_alone(_BUTTON_WORDS)})"  # (after spaces too: "▶   + Up Next", Podhero's)
    f"(?: \\(?(?:(?i:mp3|m4a|aac|ogg|opus),? \\(?)?{_FILE_SIZE.pattern}\\)?| [{PLAY_SIGNS}])?"  # (or its sign after
    # it: "Luisteren ▸", the Udens Weekblad's)
    f"|[{PLAY_SIGNS}] ?(?:{KINDS})"  # (the piece's kind after a play sign, where others give the length: "🎧 Podcast")
    f"|(?i:{'|'.join(_READ_STORY)}) ?(?:\\.\\.\\.|…|»|\u203a)"  # (a link to the story with its dots or its chevron:
    # "Læs mere ...", "Ler Mais »")
    f"|(?=[a-z]+_)(?-i:{_ICON_NAMES})"
)
# (and a link back to the index the list is part of: "Back to Groups", "← Back to all episodes"; "Back to School" is a
# title)
# The link to all the episodes, in English and the languages of the month names podcat reads: under the last entry,
# it ends the list ("Tous les épisodes": La Vie Corrézienne), where over the first it is the list's heading.
_ALL_EPISODES = (
    "All episodes", "Alle Folgen", "Alle Episoden", "Tous les épisodes", "Todos los episodios", "Tutti gli episodi",
    "Tutte le puntate", "Leggi tutte le puntate", "Ascolta tutte le puntate", "Todos os episódios", "Alle afleveringen",
    "Alla avsnitt", "Alle episoder", "Alle afsnit",
    "Kaikki jaksot",
)
_LIST_END = compiled(
    f"(?:[«»\u2039\u203a←→] ?)?{_words_alone(_LIST_END_WORDS | frozenset(_ALL_EPISODES))}(?: ?[»\u203a→])?"
    # (perhaps after a chevron or before one: "» Meer afleveringen", "More episodes »", "« Earlier episodes")
    r"|(?:[←<] ?)?Back to (?:all |the )?(?i:episodes|podcasts?|posts|blog|news|groups|overview|archive|index)"
)
_SHOW_MORE = compiled(_words_alone(_SHOW_MORE_WORDS))

# An arrow or the words of one alone on its line, a link to another page of the list (``Page suivante``), dropped
# too (and named); a page's number is one only in the row of them under the list (`_page_numbers`).
_NEXT_OR_PREVIOUS = (  # in English and the languages of the month names podcat reads
    "Next|Previous|Suivant|Précédent|Weiter|Zurück|Siguiente|Anterior|Successivo|Precedente|Volgende|Vorige|Nästa"
    "|Föregående|Neste|Forrige|Næste|Seuraava|Edellinen|Seguinte"  # ("Seguinte": Joomla's in Portuguese)
    "|Succ\\.|Prec\\."  # (Joomla's in Italian: "Pagina 1 di 6" over "Succ.")
)
_OLDER_OR_NEWER = (  # with an arrow only ("Anteriores →": Statamic; "← Entradas anteriores": WordPress)
    "Suivants|Précédents|Siguientes|Anteriores|Successivi|Precedenti|Seguintes|Ältere|Neuere|Oudere|Nieuwere"
    "|Äldre|Nyare|Eldre|Nyere|Ældre|Vanhemmat|Uudemmat|Ältere Beiträge|Neuere Beiträge|Entradas anteriores"
    "|Entradas siguientes|Articles plus anciens|Articles plus récents|Articoli meno recenti|Articoli più recenti"
    "|Oudere berichten|Nieuwere berichten|Äldre inlägg|Nyare inlägg|Eldre innlegg|Nyere innlegg|Ældre indlæg"
    "|Nyere indlæg|Posts mais antigos|Posts mais recentes|Vanhemmat artikkelit|Uudemmat artikkelit"
    "|Ältere Artikel|Neuere Artikel"  # ("< Ältere Artikel": the Backnanger Kreiszeitung's)
)
_FIRST_OR_LAST = (
    "First|Last|Première|Dernière|Erste|Letzte|Primera|Última|Prima|Ultima|Primeira|Eerste|Laatste|Första|Sista"
    "|Første|Siste|Sidste|Ensimmäinen|Viimeinen"
)
_ONWARD = "\u203a»→\u21e2>"  # the arrows of a link to the list's next page, or back ("⇠ Older": WriteFreely; "<
_BACK = "\u2039«←\u21e0<"  # Ältere Artikel", typed)
_PAGE_LINK = compiled(
    r"(?!.{41})(?:"  # (short: most lines are refused at once)
    rf"[{_ONWARD}{_BACK}<>…]"
    rf"|(?:Next|Previous|Older|Newer)(?: (?:page|posts|episodes))? ?[{_ONWARD}{_BACK}]"
    rf"|[{_BACK}] ?(?:Next|Previous|Older|Newer).{{0,12}}"
    # the next or previous page in the other languages, perhaps with its arrow ("Página siguiente »")
    rf"|(?:[{_BACK}] ?)?(?:Page suivante|Page précédente|Nächste Seite|Vorherige Seite|Página siguiente"
    r"|Pagina successiva|Volgende pagina|Nästa sida|Neste side|Næste side|Seuraava sivu|Página seguinte"
    rf"|Próxima página|Página anterior)(?: ?[{_ONWARD}{_BACK}])?"
    # the next or previous page's link alone under the list, perhaps with its arrow ("weiter »", "« zurück")
    rf"|(?i:{_NEXT_OR_PREVIOUS})(?: ?[{_ONWARD}])?|[{_BACK}] ?(?i:{_NEXT_OR_PREVIOUS})"
    rf"|(?i:{_OLDER_OR_NEWER}) ?[{_ONWARD}{_BACK}]|[{_BACK}{_ONWARD}] ?(?i:{_OLDER_OR_NEWER})"
    # (a word and a number:) where the list's page stands among them ("Page 1 of 3": Joomla), in the languages above,
    # and the next or previous batch of a number of items (Plone's "Next 6 items »", "Nächste 6 Einträge »")
    r"|(?=[^\W\d_]{4,12} \d)(?:(?i:Page|Seite|Página|Pagina|Sida|Side|Sivu) \d{1,4} (?i:of|von|de|di|van|av|af|/) "
    rf"\d{{1,4}}|(?i:{_NEXT_OR_PREVIOUS}|Nächste|Vorherige) \d+ [^\W\d_]+ ?[{_ONWARD}])"
    rf"|[{_BACK}] ?(?i:{_NEXT_OR_PREVIOUS}|Nächste|Vorherige) \d+ [^\W\d_]+"
    # the first or last page's, with its arrow (Drupal's pager: "« first", "last »")
    rf"|(?=[^\W\d_]{{4,12}} ?[{_ONWARD}]$)(?i:{_FIRST_OR_LAST}) ?[{_ONWARD}]|[{_BACK}] ?(?i:{_FIRST_OR_LAST})"
    r")"
)
# A link in words to the list's next or previous page, with its arrow or the word for a page ("« Previous page",
# "Página siguiente"; not "Next" alone, which may be a title).
_PAGE_WORDS = compiled(rf"[{_ONWARD}{_BACK}]|\b(?i:page|Seite|página|pagina|sida|side|sivu)\b")


def _worded_page_link(line: str) -> bool:
    """Whether ``line`` is a link in words to the list's next or previous page (`_PAGE_LINK`, `_PAGE_WORDS`): under
    the last entry, where no entry holds one and no row of page numbers does, it ends the list."""
    return _PAGE_LINK.fullmatch(line) is not None and any(map(str.isalpha, line)) and bool(_PAGE_WORDS.search(line))


# A month and its year alone on a line: the heading of a month's episodes (``March 2024``, ``mars 2025``), in any
# language of the month names podcat reads.
_MONTH_HEADING = compiled(
    r"(?=[^\W\d_].{2,18}\d$)"  # (short, from a letter to a digit: most lines are refused at once)
    rf"(?i:{_MONTH_WORD})\.?,? (?:de |di )?[12]\d\d\d"
)
# The chrome that is never a title, passed over where a title is looked for; and how the reader names it.
# A subscription's badge on an entry: a service's name and a plus (``SPIEGEL+``, ``Supla+``), or the words for
# subscribers or members only in the languages of the month names podcat reads (``Per abbonati``).
_BADGE = compiled(
    r"[^\W\d_][\w-]*\+(?: [Ee]xclusive)?"  # ("SPIEGEL+", "heise+")
    r"|(?-i:(?:[A-ZÄÖÜ]{2,5}[- ])?Plus|PLUSS?|Pluss)"  # (alone, or after a paper's initials: "BZ-Plus", "SZ Plus")
    rf"|{KINDS}"  # (the piece's kind, over its title: "Podcast", where others show "Podcast · 24 min")
    r"|(?i:(?:For )?(?:subscribers|members|patrons|supporters) only|Subscriber exclusive|Members' exclusive"
    r"|Per abbonati|Solo (?:per|para) (?:abbonati|suscriptores)|Nur für Abonnenten|Für Abonnenten|Réservé aux abonnés"
    r"|Abonnés|Tilaajille"  # ("for subscribers" alone: La Dépêche, Lapin Kansa)
    r"|Premium"  # (a paywall's, over a title: the Baarnsche Courant)
    r"|Free(?: for everyone| episode)"  # (its opposite, beside members' episodes: "FREE EPISODE", Glow's)
    r"|Exclusivo para assinantes|Alleen voor abonnees|Endast för prenumeranter|(?:Kun )?for abonnenter|Vain tilaajille"
    r"|(?:Article|Contenu) réservé aux abonnés"  # (La Nouvelle Gazette's)
    # that the episode has a transcript (Steno's "Transcript")
    r"|Transcript|Transkript|Transcription|Transcripción|Trascrizione|Transcrição|Transcriptie|Transkription"
    r"|Transkriptio)"
)
# A media player's hint for its keys, in any language: arrow keys and the volume or a second ("Use Up/Down Arrow
# keys to increase or decrease volume.", WordPress's "Utiliza las teclas de flecha arriba/abajo para aumentar ...").
_PLAYER_HINT = compiled(
    r"(?i:(?=[^/]{3,50}/)(?=.{20,160}$)"  # (every such hint names two keys early: "Up/Down", "arriba/abajo")
    r".*\b(?:arrow|flecha|pfeil|flèche|fleche|freccia|pijl|pil|nuoli|seta)"
    r".*\b(?:volume|volumen|lautstärke|volym|volum|äänenvoimakkuu|second|segundo|sekunde|seconde|secondo|sekund"
    r"|sekunti).*)"
)
# The text an embedded player shows in a copy: the episode's title in quotes and the app it plays on ("Listen to
# "Pilot" on Spreaker.", as Spreaker's embed writes it, in English and the languages of the month names podcat reads:
# "Ascolta “I butteri dell'Alberese” su Spreaker.", Il Giunco's).
_EMBED_TEXT = compiled(
    r"(?:Listen to|Ascolta|Escucha|Ouça|Écoutez|Écouter|Hör dir|Luister naar|Lyssna på|Lytt til|Lyt til|Kuuntele)"
    r" [\"\u201c\u201d\u00ab\u201e\u2018'][^\n]{1,150}[\"\u201c\u201d\u00bb\u2018\u2019']"
    rf" (?:on|su|en|em|sur|auf|op|på|i) (?:{_APPS}|Spreaker|SoundCloud|Podbean|Buzzsprout|Acast|Anchor|Ausha"
    r"|Audioboom|Omny(?: Studio)?|Libsyn|Megaphone|Simplecast|Captivate|Transistor|Podigee|Podomatic|Castos|Blubrry"
    r"|Art19|Audiomeans|Podcloud|Whooshkaa|RSS\.com)\.?"
)
# A day written out, with its year or not ("17.11.2025", "19 de noviembre de 2024", "March 3, 2026"), in the forms of
# the languages of the month names podcat reads, and perhaps its time of day: the end of the lines below.
_A_DAY = (
    r"(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|[12]\d\d\d-\d\d-\d\d|\d{1,2}\.? (?:de )?[^\W\d_]{3,10}\.?(?: (?:de )?\d{4})?"
    r"|[^\W\d_]{3,10}\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4})"
    r"(?:,? (?:at |à |um |a las |alle |às |om |kl\.? )?\d{1,2}[:.h]\d\d(?: ?Uhr| h| ?[AaPp][Mm])?)?"
)
# How long an episode stays to be heard, alone on its line (BBC Sounds' "Available for 11 months", "Verfügbar bis
# 17.11.2025"), in English and the languages of the month names podcat reads: a number of days to years, or a day.
_AVAILABILITY = compiled(
    r"(?=[AaVvDdBbTtKk])(?=.{14,60}$)"  # (its first letter, its length: most lines are refused at once)
    r"(?i:Available for (?:over |more than )?(?:a|an|one|\d{1,3}) (?:days?|weeks?|months?|years?)"
    r"|(?=.{0,40}\d)(?:Available until|Verfügbar bis|Disponible jusqu['\u2019]au|Disponible hasta(?: el)?"
    r"|Disponibile fino al?|Disponível até|Beschikbaar tot|Tillgänglig till|Tilgjengelig til|Tilgængelig til"
    rf"|Kuunneltavissa) {_A_DAY}(?: asti)?)"  # (a day: "Available until 31 March, then gone" is text)
)
# When the post was last changed, alone on a line under its date (La Vanguardia's "Actualizado a 30/10/2024
# 09:41"), in English and the languages of the month names podcat reads: no second date line.
_UPDATED = compiled(
    r"(?=[LlUuAaMmBbOoPp])(?=.{12,60}$)"
    r"(?i:(?:(?:Last )?updated(?: on)?|Aktualisiert(?: am)?|Mis à jour(?: le)?|Actualizado(?: a| el)?"
    r"|Aggiornato(?: il)?|Atualizado(?: em)?|Bijgewerkt(?: op)?|Uppdaterad|Oppdatert|Opdateret|Päivitetty)"
    rf":? {_A_DAY})"  # (a day alone after it: "Updated: the guest was 23, not 32." is text)
)
# A separator alone on its line, between a date and an update's (Blick's "|").
_SEPARATOR_ALONE = compiled(r"[|•·/\u2013\u2014-]")
# A place or a day glued to its icon's label, as a copy gives them ("LocationHalmstad": Hallandsposten).
_ICON_LABELLED = compiled(r"(?-i:(?:Location|Calendar|Clock|Pin|Place)(?=[A-ZÀ-ÖØ-Þ])\S+(?: \S+){0,2})")
# The word for an ad, in English and the languages of the month names podcat reads.
_AD_WORDS = (
    "Advertisement", "Sponsored", "Anzeige", "Werbung", "Publicité", "Publicidad", "Pubblicità", "Publicidade", "Pub.",
    "Advertentie", "Annons", "Annonse", "Annonce", "Mainos",
)
# The label of an ad between the entries: in capitals alone ("ANNONS"; a footer's "Publicidade" is a link, to
# advertise on the site), or in lower case, alone or between dashes ("annonse": Lillesands-Posten; "- publicidade -").
# (Before the ad's text, it is the site's chrome in the header only: see `_SITE_MENU`; capitalized, "Annonse", it is
# an ad's label between two date lines only: see `generic_spec`.) In capitals, with a note in small letters after a
# dash that names the ad again where an ad breaks a story ("MAINOS - juttu jatkuu mainoksen jälkeen", "MAINOS - mainos
# päättyy": Keskipohjanmaa's and its group's papers; not a title, "ANZEIGE - was passiert danach", review 41).
_AD_LABEL = compiled(
    f"(?-i:(?:{'|'.join(word.upper() for word in _AD_WORDS)})"
    f"(?: - (?=[^.!?]{{0,50}}(?i:{'|'.join(word[:5] for word in _AD_WORDS)}))[a-zß-öø-ÿ][^.!?]{{0,50}})?)"
    f"|(?P<lower>- )?(?-i:{'|'.join(word.lower() for word in _AD_WORDS)})(?(lower) -)"
    # (or a note that the story goes on after the ad, in a sentence: "Continua depois da publicidade", the Diarinho's)
    "|Continua (?:depois da|após a) publicidade|Continúa después de la publicidad|Continua dopo la pubblicità"
    "|L'article continue après la publicité|(?:Story|Article) continues below(?: the)? advertisement"
    "|Der Artikel geht (?:unter|nach) der (?:Anzeige|Werbung) weiter"
    "|Artikkelen (?:held fram|fortsetter) under annonsen\\.?"
    "|Klik og se annoncen|Klicka och se annonsen|Klikk og se annonsen"  # (a link to the ad: Skælskør Avis's)
)
# The row of links WordPress's PowerPress player writes under a post, with the length when the feed has one (or another
# plugin, in another order: "Download file | Play in new window | Duration: 41:27").
_PLAYER_LINK = (  # (and the day it was recorded: "| Recorded on 27 November 2025")
    r"(?:Play in new window|Download(?: file)?(?: \([^()]*\))?|Embed|Duration: (?:\d{1,2}:)?\d{1,2}:\d\d"
    r"|Recorded on [^|]{1,30})"
)
_PLAYER_LINKS = compiled(  # (with "Podcast: ", a length or "Play in new window": "Download | Embed" may be a title)
    rf"(?=Podcast: |.*Duration: |.*Play in new window)(?:Podcast: )?{_PLAYER_LINK}(?: \| {_PLAYER_LINK}){{1,3}}"
)
# The line of a post's categories and tags a WordPress theme writes under it ("Filed Under: Podkast Tagged With: ...").
_FILED_UNDER = compiled(  # (in lower case, of categories opening with a capital: "Filed under: Flying Tips", "Filed
    # under: Mirror making", "Filed under: Field meetings, Carboniferous"; not "Filed under: stories we almost forgot")
    r"Filed Under: .{1,200}|Filed under: [A-Z][\w'-]*(?:,? (?:&|[\w'-]+)){0,5}"  # ("Posted in Moscow" may be a
    # title: review 37)
)
# A place's name: a word (``Deventer``, ``Saint-Brieuc``), perhaps after an article (``Le Havre``), or words joined by
# a preposition in lower case (``Île de Sein``, ``Ferreira do Alentejo``), perhaps with an initial that tells it from
# a namesake (``Nykøbing F.``); no two words in capitals side by side, as a title has them (``Climate Talk``).
_PLACE_PREPOSITIONS = frozenset({
    "de", "do", "da", "dos", "das", "di", "du", "del", "della", "des", "la", "le", "les", "sur", "sous", "en", "am",
    "an", "im", "bei", "der", "ob", "upon", "on", "van", "aan", "op",
})
_PLACE = (
    r"(?:(?:Le|La|Les|L'|El|Los|Las|Il|Lo|De|Den|Het|O|A|Os|As) ?)?(?-i:[A-ZÀ-Þ])[^\s\d]*"
    rf"(?: (?:{'|'.join(sorted(_PLACE_PREPOSITIONS))}) (?-i:[A-ZÀ-Þ])[^\s\d]*)*(?: (?-i:[A-ZÀ-ÖØ-Þ])\.)?"
)
# A French town with its département's number, as regional papers head their stories (``Orléans (45)``).
_DEPARTMENT = r" \((?:\d\d|2[AB]|97\d|(?-i:[A-Z]{2}))\)"  # (a French département's number, a Brazilian state's letters)
# A region named by its compass points, perhaps before a place ("North West", "East Midlands", "South Wales").
_COMPASS_REGION = r"(?:North|South|East|West)(?:[ -](?:North|South|East|West))?(?: (?-i:[A-ZÀ-Þ])[^\s\d]*)?"
_PLACE_NAME = compiled(f"{_PLACE}(?:{_DEPARTMENT})?|{_COMPASS_REGION}")  # (perhaps with its département)
_PLACE_AND_DEPARTMENT = compiled(f"({_PLACE}){_DEPARTMENT}")
_DEPARTMENT_AFTER = compiled(f"{_DEPARTMENT}$")
# A town of a word or three in small letters, perhaps joined by a preposition ("Bolsward", "Schwäbisch Gmünd-Rechberg",
# "Ferreira do Alentejo"; not words in capitals, "IN QUOTA", nor a label, "Programledare:").
_TOWN = (
    r"(?-i:[A-ZÀ-ÖØ-Þ](?=[\w'\u2019-]*[a-zß-öø-ÿ])[\w'\u2019-]*+)"
    rf"(?: (?:(?:{'|'.join(sorted(_PLACE_PREPOSITIONS))}) )?(?-i:[A-ZÀ-ÖØ-Þ])[\w'\u2019-]*+){{0,2}}"
)
_HONORIFICS = "(?:Dr|Mr|Mrs|Ms|Mme|Mlle|Prof|St|Sr|Sra|Jr|Hr|Fr|Dott|Ing)"  # (before a name: "Dr. Sarah Lee")
_REPORTERS_INITIALS = r"\((?-i:[a-zäöüæøå]{1,4}\.?|(?:[a-zäöüæøå]\.){1,3})\)"  # ("(kw)", "(red.)", "(m.t.)")
# The text a paper's teaser opens or ends with, no part of it: the story's dateline, its town in capitals before a dash,
# a full stop or a colon ("BREDA - Buurtbewoners vertellen ...", "TRENTO. Espositori ...", or alone where no teaser
# follows; "MANTOVA Gli ..." are the teaser's words, as "NASA Engineers ..." are) or in small letters before a dash or a
# full stop ("Bolsward - Vrijwilligers ...", "Goslar. Zwischen ..."), who wrote it, and the link to read on ("...
# Konzept. mehr...", in the languages of the month names podcat reads), each with how a line is searched for it and, for
# the cuts that end a line, the characters such a line ends in (most lines end otherwise: they are not searched). Cut
# where half the entries show one.
_SLASHED_TOWN = r"(?:(?<=[A-ZÀ-Þ'\u2019.-]{3})/[A-ZÀ-Þ][A-ZÀ-Þ'\u2019.-]+)?"  # (two towns apart by a slash, three
# letters before it: "ZUTPHEN/DE HOVEN - ", "BAD HOMBURG/OBERURSEL - "; not "AC/DC - ", "UK/US - "; with a space after
# the slash, bands and countries as often, "BLUR/ OASIS - ", "USA/ CHINA - ": review 42)
_READ_ON_WORDS = "mehr|more|plus|más|altro|meer|mer|mere|lisää|mais"  # (a link to the story, in words)
_READ_ON_VERBS = "Read|Lees|Läs|Læs|Les|Lue|Leia|Leer|Lire|Leggi"  # (and the verb before them: "Lees meer...")
_NO_TITLES_WORD = r"(?!(?:THE|FROM|AGAINST|AND|TO|WITH|FOR)\b)"  # (the English words of a title in capitals, no
# town's: "THE GRAPES OF WRATH - ", "LIVE FROM THE STUDIO: ")
_TEXT_CUTS: tuple[tuple[str, re.Pattern[str], Callable[[re.Pattern[str], str], re.Match[str] | None],
                        tuple[str, ...] | None], ...] = (
    # (a town in capitals before a dash, a full stop or a colon, perhaps with the reporter's initials: "MAINZ - ",
    # "TRENTO. ", "SKIEN: ", "LAUTERBACH (kw). ")
    ("the stories' datelines", compiled(
        rf"^(?-i:{_NO_TITLES_WORD}[A-ZÀ-Þ][A-ZÀ-Þ'\u2019.-]{{2,}}{_SLASHED_TOWN}"  # (of four words at most, "ISOLA DI
        rf"(?: {_NO_TITLES_WORD}[A-ZÀ-Þ][A-ZÀ-Þ'\u2019.-]+{_SLASHED_TOWN}){{0,3}}"  # CAPO RIZZUTO \u2013 ")
        r"(?:, [A-ZÀ-Þ]{2,5}(?=\.-)"  # (and the state's after a comma: "DURANGO, DGO.- ", El Siglo de Durango's, or
        r"|, [A-ZÀ-Þ][A-ZÀ-Þ'\u2019.-]+(?: [A-ZÀ-Þ][A-ZÀ-Þ'\u2019.-]+){0,2}(?= [-\u2013\u2014] )"  # the country's
        # before a dash: "TURKANA, KENYA \u2013 ", as a charity heads its stories, or an American state's, as the AP
        # writes them: "HOOD RIVER, Ore. \u2014 ", Simvoly's; "TOLEDO, Ohio \u2014 ", a state the AP spells out)
        r"|, (?:[A-Z][a-z]{1,4}\.|[A-Z]\.[A-Z]\.|Alaska|Hawaii|Idaho|Iowa|Maine|Ohio|Texas|Utah)"
        r"(?= [-\u2013\u2014] |$))?)"
        # (the reporter's initials may stand before the stop or the dash, "LAUTERBACH (kw). ", "MONDOVÌ (m.t.) \u2013 ",
        # or the newsroom's, "PEINE (red.). "; a word there is none, "ESCLUSIVO (audio) \u2013 ")
        rf"(?:(?: {_REPORTERS_INITIALS})?"
        r"(?: {1,2}[-\u2013\u2014|] |[.:] (?=(?-i:[A-ZÀ-ÖØ-Þ]))"  # (or a bar: "VALENCIA | ", Cruz Roja's)
        r"|(?:\.[-_\u2013]|: [-\u2013\u2014]) (?=(?-i:[A-ZÀ-ÖØ-Þ])))|$)"  # (or "ALGECIRAS.- ", as Europa Sur writes it,
        # "MAZATLÁN._ ", as Noroeste does, "PEDREÑA.\u2013 ", Hostalia's, "FLATEBY: \u2013 ", as Enebakk Avis does,
        # "ERLANGEN  - ", two spaces before the dash, as the Erlanger Nachrichten do; not "U.S.-China")
    ), re.Pattern.match, None),
    # (a town and its state's abbreviation before a stop and a dash, perhaps after the writer and a slash, as Mexican
    # papers open their teasers: "Querétaro, Qro.- ", "Ana Karen Hernández/Coatepec, Ver.- ")
    ("the stories' towns and states", compiled(  # (the state's first, found by a scan to the first comma: most lines
        # are refused there, not after a writer's name is tried on them)
        r"^(?=[^,]{1,120}, (?-i:[A-Z][a-z]{1,4})\.- )"
        rf"(?:{_PERSON}/)?(?-i:[A-ZÀ-Þ])[\w'\u2019-]+(?: [\w'\u2019-]+){{0,3}}, (?-i:[A-Z][a-z]{{1,4}})\.- "
        r"(?=(?-i:[A-ZÀ-ÖØ-Þ]))"
    ), re.Pattern.match, None),
    # (who speaks, labelled, before a bar: "Contributor(s): Dr Hannah Ellery, Professor Marcus Adeyemi | ", as a
    # university's player opens its summaries; "Speaker: John Smith | Series: ..." is text)
    ("the speakers before the teasers", compiled(
        rf"^(?:Contributor\(s\)|Contributors?): {_PERSON}(?:(?:, | & | and ){_PERSON}){{0,7}}"
        r" \| (?=(?-i:[A-ZÀ-ÖØ-Þ]))"
    ), re.Pattern.match, None),
    # (the paper's initials before a full stop, "LH. Artesanos de ...", as La Hora opens its teasers)
    ("the paper's initials", compiled(r"^(?-i:[A-Z]{2,4})\. (?=(?-i:[A-ZÀ-ÖØ-Þ]))"), re.Pattern.match, None),
    # (who wrote the story before a dash, in English and the languages of the month names podcat reads: "Door Anne van
    # de Beek - ", as De Puttenaer opens its teasers)
    ("the stories' bylines", compiled(
        rf"^(?:By|Von|Par|Por|Door|Av|Af|Di) {_PERSON} [-\u2013\u2014] (?=(?-i:[A-ZÀ-ÖØ-Þ]))"  # (not "Da": "Da New
        # York - ", an Italian correspondent's town)
    ), re.Pattern.match, None),
    # (or the word that goes on to the story, after its last sentence: "... le luci. segue", Voce's teasers)
    ("the links to read on in words", compiled(  # ("... del borgo. Continua a leggere »": La Voce delle Marche)
        r"(?:(?<=[.!?…]) |^)(?:segue|continua|weiterlesen|lire la suite|(?-i:Continua a leggere »))$"
    ), search_end, ("segue", "continua", "weiterlesen", "lire la suite", "»")),
    ("the excerpts' ends", compiled(r" ?\[(?:…|\.\.\.)\]$"), search_end, ("]",)),  # (WordPress's: "... cuentan
    # [...]")
    # (and the reporter's initials in brackets after the teaser's last sentence: "... van het land. (mb)", Waaskrant's)
    ("the reporters' initials after the teasers", compiled(  # (no language's code, no file's kind: "(de)", "(pdf)",
        r"(?<=[.!?…]) \((?!(?:en|de|fr|it|es|nl|sv|da|no|nb|nn|fi|pt|pdf|mp3|doc|ppt)\))(?-i:[a-zäöüåæø]{2,3})\)$"
        r"|(?<=[^\W\d_]{3}[.!?])/(?-i:[a-zäöü]{2,3})\.$"  # (or glued after a slash: "... unter den Türmen./rk.", the
        # Einsiedler Anzeiger's; not a price's unit, "4.10 Fr./kg.": review 43)
    ), search_end, (")", ".")),  # review 38)
    ("the links to read on",  # ("... Konzept. mehr...", "... am Glühweinstand. » mehr", "... in der Kälte. ... mehr";
     # with the verb, glued to the sentence: "... bij het gemeentehuis.Lees meer...", De Zeistenaar's)
     compiled(rf"(?:^| |(?<=[.!?]))(?:(?:{_READ_ON_VERBS}) )?(?:(?i:{_READ_ON_WORDS})(?:\.\.\.|…| ?»)"
              rf"|(?:»|\.\.\.|…) ?(?i:{_READ_ON_WORDS}))$"), search_end,
     (".", "…", "»", *_READ_ON_WORDS.split("|"))),
    ("the links to read the stories",  # (in words after the teaser's last sentence, perhaps glued to it: "...
     # Schlosses.Artikel lesen", the Unterkärntner Nachrichten's; "... aanmeert. Lees verder", Stad Wageningen's)
     compiled(rf"(?:^|(?<=[.!?…\"”»])\s?)(?:{'|'.join(_READ_STORY)})$"), search_end, _READ_STORY_ENDS),  # (or alone)
    ("the teasers' bullets", compiled(rf"^{BULLETS} "), re.Pattern.match, None),  # ("◗ Une confiseuse ...": a
    # print page's)
    ("the teasers' closing bullets", compiled(r" •$"), search_end, ("•",)),  # ("... de kerstmarkt. •": WereldRegio)
    ("the teasers' closing dots", compiled(r"(?<=[.!?]) (?:…|\.\.\.)$"), search_end, ("…", "...")),  # ("... in het
    # centrum. …": Het Klaverblad's, a link to the story)
)
# A picture's caption, its photographer's credit after a slash ("La Plaza Mayor de Almagro / Elena Rosa", "... / J.
# Jurado": Lanza) or labelled after a full stop or a dash ("Meister und Lehrling in der Werkstatt. Foto: Lena Müller":
# the Schwarzwälder Bote; "... torget.Foto: Jonas Wetterlind", "... navideña. - Foto: Yolanda Redondo"; not a source,
# "... Quelle: Statistisches Bundesamt", which is text; "... Vanha Suurtori odottaa joulua. Kuva: Eero Saarikoski":
# Aamuset's; a surname alone after a dash, "... des Fourons. - Lejeune", as La Meuse credits them, is a quote's author
# as well, "... not worth living. - Socrates": review 40).
# The labels of a picture's credit, in English and the languages of the month names podcat reads (in capitals too:
# "KUVA: EMILIA LEHTONEN"), and the archives a credit names as the picture's source ("Foto: Arquivo Jornal da Batalha").
_PHOTO_LABELS = "Foto|Fotos|Photo|Photos|Bild|Bilde|Billede|Kuva|FOTO|PHOTO|BILD|KUVA|ILLUSTRATION"
_ARCHIVES = "Arquivo|Archivo|Archivio|Archiv|Arkiv|Archive|Archief"
_CAPTION = compiled(
    rf"(?!©|Copyright)[^/]{{3,150}}(?: / {_PERSON}"
    rf"|(?:\.\s?(?:\| )?| [-\u2013] )(?:{_PHOTO_LABELS}|Arkivfoto|Archivfoto|Archivbild|Arkivbild): "  # ("... før
    # brannen. Arkivfoto: Jon Eide", Grannar's; "... Hauptplatz. | Foto: Weststeirer"; "... maanantaina. KUVA: EMILIA
    # LEHTONEN", Vaasan Ikkuna's)
    rf"(?:{_PERSON}|(?-i:[A-ZÀ-ÖØ-Þ])[\w'\u2019-]+)"
    # (or the paper's name and the photographer's in capitals: "... enneigé. PHOTO LA VOIX DE L'EST, MAXIME ROY", as
    # Quebec's papers credit them; not a notice, "... PHOTO BOOTH, FACE PAINTING AND SNACKS", review 41)
    r"|(?-i:\. PHOTO [A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+(?: [A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+)+, "
    r"(?!(?:AND|OR|ET|OU|NO|NOT)\b)[A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+(?: (?!(?:AND|OR|ET|OU)\b)[A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+){1,2}"
    # (or the photographer's name in brackets: "IL PRESEPE IN CATTEDRALE (FOTO MAURO ARMUZZI)", the Corriere Cesenate's)
    r"| \((?:FOTO|PHOTO|KUVA|BILD) [A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+(?: [A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+){1,2}\)"
    # (or the photographer's name alone: "... op de Grote Markt. FOTO RUUD ADRIAANSEN", the Bergen op Zoomse Bode's)
    r"|\. (?:FOTO|PHOTO|KUVA|BILD) (?!(?:AND|OR|ET|OU|EN|OF|NO|NOT)\b)[A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+"
    r"(?: (?!(?:AND|OR|ET|OU|EN|OF)\b)[A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+){1,2}))"
)
# A picture's credit of the paper's initials and the photographer's name after the copyright's sign ("© IKZ | Michael
# May", as the IKZ credits its pictures over each title): never a title.
_AGENCY_CREDIT = compiled(rf"© ?(?-i:[A-ZÀ-Þ]{{2,6}}) [|/] {_PERSON}")
# The heading of the site's other articles (``Te puede interesar``, ``Lees ook``), in English and the languages of the
# month names podcat reads: between two entries ("Leia também", the Correio Popular's), no part of either; some of
# those, and others, also as the label of a link to one ("Bekijk ook: RTV Vandaag Kempen", "Les òg: Ny gang- og
# sykkelveg ..."; not "Lees ook: ...", which ends the FD's texts: review 45).
_READ_ALSO_BOTH = "Read also|Leggi anche|Leia também|Läs också|Les også|Læs også|Lue myös"
_READ_ALSO = compiled(
    rf"(?:{_READ_ALSO_BOTH}|You may also like|Related|Auch interessant|Das könnte Sie auch interessieren|À lire aussi"
    r"|Vous aimerez aussi|Te puede interesar|Potrebbe interessarti|Lees ook)"
    rf"|(?:{_READ_ALSO_BOTH}|See also|Siehe auch|Lesen Sie auch|Voir aussi|Lire aussi|Ver también|Lee también"
    r"|Vedi anche|Veja também|Bekijk ook|Se även|Se også|Les òg|Katso myös) ?: \S.{0,120}"
)
_PASSED_OVER_NAMES = (
    ("file sizes", _FILE_SIZE), ("counts", _COUNTS), ("page links", _PAGE_LINK), ("reading times", _READING_TIME),
    ("players' embeds", _EMBED_TEXT),
    ("badges", _BADGE), ("player hints", _PLAYER_HINT), ("players' links", _PLAYER_LINKS),
    ("posts' categories", _FILED_UNDER), ("pictures' captions", _CAPTION), ("pictures' credits", _AGENCY_CREDIT),
    ("availability", _AVAILABILITY), ("updates", _UPDATED),
    ("separators", _SEPARATOR_ALONE), ("icons' labels", _ICON_LABELLED), ("ads' labels", _AD_LABEL),
    ("other articles' headings", _READ_ALSO),
)
_PASSED_OVER = compiled("|".join(pattern.pattern for _, pattern in _PASSED_OVER_NAMES))
# The headings over a list of episodes, in English and the languages of the month names podcat reads; a count
# of episodes in another language is one too ("6 Episoden").
_EPISODES_WORDS = (
    "Episoden|Folgen|Épisodes|Episodios|Episodi|Puntate|Episódios|Afleveringen|Avsnitt|Afsnit|Episoder|Jaksot"
)
_LIST_HEADING = (
    r"(?:All |Latest |Recent |Available |Podcast )?(?:[Ee]pisodes|[Pp]osts|[Bb]roadcasts)(?: ?\(\d+(?: episodes)?\))?"
    r"|Most [Rr]ecent"
    rf"|Newest(?: first)?|Oldest(?: first)?|Latest|Neueste zuerst|Plus récents d'abord|Más recientes primero"
    rf"|Più recenti prima|Mais recentes primeiro|Nieuwste eerst|Senaste först|Nyeste først|Uusimmat ensin"
    rf"|(?:Alle |Alla |Tous les |Todos los |Todos os |Tutti gli |Tutte le |Kaikki )?"
    rf"(?:{_EPISODES_WORDS.lower()}|{_EPISODES_WORDS})"
    rf"|(?:Últimos|Derniers|Neueste|Letzte|Ultimi|Nieuwste|Senaste|Siste|Seneste|Uusimmat)"
    rf" (?:{_EPISODES_WORDS.lower()}|{_EPISODES_WORDS}|audios|podcasts)"
    rf"|[\d.,]+ (?:{_EPISODES_WORDS.lower()}|{_EPISODES_WORDS}|jaksoa)"
    r"|Neueste|Plus récents|Más recientes|Più recenti|Mais recentes|Nieuwste|Senaste|Nyeste|Uusimmat|Audios"
)
# The names of Apple's categories and subcategories, and of its categories in the other languages, the longest first:
# a header line of them alone names the show's categories.
_CATEGORY_NAME = compiled(
    "|".join(map(re.escape, sorted({*APPLE_CATEGORIES, *itertools.chain(*APPLE_CATEGORIES.values()), *CATEGORY_ABROAD},
                                   key=len, reverse=True)))
)
# The names of the directories, hosts and broadcasters whose pages people copy: above a show's title, the site's own
# lines (``BBC Sounds``, ``France Culture``); under it, the show's publisher.
_SITE_NAME = compiled(
    "Listen on|Spotify|Apple Podcasts|Google Podcasts|YouTube(?: Music)?|Amazon Music|Overcast|Pocket Casts|Stitcher"
    "|TuneIn|iHeartRadio|Castbox|Podcast Addict|Deezer|Pandora|Castro|Podchaser|Podbay|Podtail|Player ?FM|Goodpods"
    "|Listen Notes|Podbean|Spreaker|Buzzsprout|Libsyn|Acast|Audioboom|Simplecast|Omny Studio|Podomatic|iVoox"
    "|Podimo|Storytel|audible|Audacy|ART19|Hubhopper|Mixcloud|SoundCloud|Podcast Republic|Podurama|RadioPublic"
    "|Whooshkaa|Podverse|podcast\\.de"
    "|radio\\.(?:net|de|at|fr|es|it)"
    "|BBC(?: Sounds| Radio [1-6](?: Extra| Live)?| World Service)?|Radio [1-6]|NPR|PBS|CBC(?: Listen| Radio)?"
    "|ABC(?: listen| Radio(?: National)?| RN)?|RN|RTÉ(?: Radio [1-2])?|RTE(?: Radio [1-2])?|Radio France"
    "|France (?:Inter|Culture|Info|Musique|Bleu)"
    "|Radio-Canada(?: OHdio)?|OHdio|RTVE|Radio Nacional|Cadena SER|SER Podcast|RAI|RaiPlay Sound|Rai Radio [1-3]"
    "|ARD(?: Audiothek)?|Deutschlandfunk(?: Kultur| Nova)?|NDR(?: Kultur| Info)?|WDR(?: [1-5])?|SWR(?: [1-4])?"
    "|MDR|RBB|SRF(?: Audio)?|RTS|RSI|ORF(?: Sound)?|Ö1|Ö3|FM4|VRT(?: MAX)?|RTBF|NPO(?: Radio [1-5])?|DR LYD"
    "|NRK(?: Radio)?|Sveriges Radio|Yle(?: Areena| Puhe)?|SBS(?: Audio)?|RNZ|Wondery|SiriusXM"
)
# The site's own menu in a header, in English and the languages of the month names podcat reads: its pages and
# search, accounts, the app, the listener's library, the page's tabs and sort order. A line over one is the site's.
# Logging in, and the reader's own account, in the languages of the month names podcat reads.
_CLUB_LOG_IN = (  # a club's log-in ("Member Login", "Members' Area", "Member Portal", "Skater Login", "Friends' Login";
    # "Season Ticket Login", "Log In to Borrow")
    r"(?:Members?|Parents?|Staff|Skaters?|Players?|Coaches|Volunteers?|Friends)['\u2019]? (?:Log ?in|Area|Portal)"
    r"|(?:Season )?Ticket(?:holders?)? Log ?in|Log ?in to (?:borrow|book|renew|donate)"
)
_LOG_IN = (
    "Anmelden|Connexion|Se connecter|Me connecter|Iniciar sesión|Acceder|Acceso|Accedi|Inloggen|Logga in|Logg inn"
    "|Log ind|Kirjaudu(?: sisään)?|Entrar|Ingresar|Ingresá|Inicia sesión|Hier anmelden"  # ("Hier anmelden": the
    # Bergsträßer Anzeiger's)
    "|Area riservata|Přihlásit se|Přihlášení"
)
_MY_ACCOUNT = (
    "My account|Mein Konto|Mon compte|Mi cuenta|Il mio account|Minha conta|Mijn account|Mitt konto|Min konto|Oma tili"
    "|Je m['\u2019]abonne"
)
_SITE_MENU = compiled(
    r"(?:[1-9]\. )?"  # (a breadcrumb copied as a numbered list: "1. Startseite", "2. Podcasts")
    r"(?i:Home|Menu|Contact|Kontakt|Contatti|Contacto|Contato|Contactez-nous|Kontakta oss|Yhteystiedot|Search"
    r"|Skip to (?:main )?content|Startseite|Archiv|Archives?|Hemeroteca|Emeroteca|Accueil|Inicio|Início|Forside"
    r"|Etusivu|Hjem|Startsida|Pagina iniziale|Start"
    r"|Suche|Rechercher|Buscar|Pesquisar|Cerca|Zoeken|Sök|Søk|Søg|Haku|Podd|Poddar|Search (?:episodes|this podcast)"
    r"|Log ?in|Sign ?up(?: (?:for )?free)?|Sign in|Register|Upload|Discover|Browse|Now Playing|(?:Your |My )?Library"
    r"|Espace membres?|Podcasts & Shows"  # (a member's area, Emyspot's; a broadcaster's shows, Vermont Public's)
    # (a directory's link to list one's podcast: "Submit a Podcast", Podfanatic's; "Soumettre un balado", Balado
    # Québec's; "Podcast einreichen", Wissenschaftspodcasts')
    r"|Submit (?:a|your) [Pp]odcast|Soumettre (?:un|votre) (?:balado|podcast)|Podcast einreichen|Envía tu podcast"
    r"|Proponi (?:un|il tuo) podcast|Envie (?:o seu|um) podcast|Podcast aanmelden|Skicka in (?:din )?podd"
    r"|Log ?in / Sign ?up|Sign in / Register"  # (two links apart by a slash)
    rf"|{_CLUB_LOG_IN}|Members"
    # joining, the members' area, the newsletter, the opening hours, giving, in the languages of the month names podcat
    # reads ("Filie-se" and "Área do associado", a Brazilian union's; "Orari e contatti", an Italian library's;
    # "Iscriviti alla newsletter"; "Doneer nu", a food bank's)
    r"|Become a (?i:member|patron|supporter|friend)\b.*|Mitglied werden|Werde Mitglied|Devenir membre|Devenez membre"
    r"|Adhérer|Hazte socio|Hazte miembro|Afíliate|Diventa socio|Associe-se|Torne-se sócio|Filie-se"
    r"|Matricule-se|Inscreva-se|Inscríbete|Inscrivez-vous"
    r"|(?:Subscribe to|Sign up (?:for|to)) (?:our |the )?newsletter|Newsletter abonnieren"
    r"|S['\u2019]abonner à la newsletter|Suscríbete a (?:la|nuestra) newsletter|Iscriviti alla newsletter"
    r"|Assine (?:a|nossa) newsletter"
    r"|Aanmelden (?:voor de )?nieuwsbrief"
    r"|Word lid|Bli medlem|Bliv medlem|Liity jäseneksi|Members' area|Mitgliederbereich|Espace adhérents?"
    r"|Área (?:de socios|do associado|de sócio|do sócio|do aluno)|Area (?:soci|utenti)|Ledenportaal"
    # (the site in another language: "Français", "EN")
    r"|English|Français|Deutsch|Español|Italiano|Nederlands|Português|Svenska|Norsk|Dansk|Suomi|Polski|Čeština"
    r"|Call (?:now|us)|Jetzt anrufen|Appelez-nous|Llámanos|Chiama ora|Ligue agora|Bel ons|Ring oss|Ring os|Soita meille"
    r"|Opening (?:hours|times)(?: and contact)?|Öffnungszeiten|Horaires(?: et accès)?|Horarios|Orari(?: e contatti)?"
    r"|Openingstijden|Öppettider|Åpningstider|Åbningstider|Aukioloajat"
    # (a library's catalogue, "Katalog")
    r"|Katalog|Catalogue|Catálogo|Catalogo|Catalog|Catalogus|Luettelo"
    r"|Donate(?: (?i:now|to (?:the|our) (?:group|club|society|guild))| to (?:the|our) (?-i:[a-z][\w -]{1,25}))?"  # (not
    # "Renew your membership", a show's title in review 39; "Donate to the park build", "Donate to the hospice", in
    # small letters)
    r"|Jetzt spenden|Spenden|Faire un don|Donar|Dona ora|Doe agora|Doneer(?: nu)?|Ge en gåva|Gi en gave"
    r"|Støt os|Lahjoita"
    r"|Fan ?[Ss]hop|Online-?[Ss]hop|Webshop|Club [Ss]tore|Boutique|Tienda online|Loja online"  # (a club's shop:
    # "Fanshop", "Club Store")
    r"|Create (?:an|your|a free) account|Créer un compte(?: gratuit)?|Konto erstellen|Crear (?:una )?cuenta|Criar conta"
    r"|Close this search box\.?|Cerrar este cuadro de búsqueda\.?"  # (a WordPress theme's search box: Lanza)
    # the shop's or the office's phone number, after its country's or its area's code ("(503) 555-0142", "030 123456")
    r"|(?!\d{1,2}[-/]\d{1,2}[-/]\d{2,4}$)(?:\+\d{1,3} ?|\(\d{2,4}\) ?|0)\d{1,4}(?:[ -]\d{2,8}){1,4}"
    # the list's order, in the languages of the month names podcat reads ("Nyast först")
    r"|Newest first|Oldest first|Latest first|Neueste zuerst|Älteste zuerst|Plus récents|Plus anciens|Más recientes"
    r"|Más antiguos|Più recenti|Meno recenti|Mais recentes|Mais antigos|Nieuwste eerst|Oudste eerst|Nyast först"
    r"|Äldst först|Senaste först|Nyeste først|Eldste først|Ældste først|Uusimmat ensin|Vanhimmat ensin"
    r"|Start for free|Get started(?: (?:for )?free)?|Try (?:it )?(?:for )?free|Start (?:a |your )?free trial|Free trial"
    # a breadcrumb of two crumbs to four, the podcasts' last ("News > Podcast", "Start / Opinion / Podd", "Home >
    # Inspire me > Listen", "News > Rhinos Podcast")
    r"|(?:[^>\u203a»/\n]{1,30} [>\u203a»/] ){1,3}(?:[^>\u203a»/\n]{1,30} )?"
    r"(?:P[oó]dcasts?|Podd(?:ar)?|Podkast(?:er)?|Listen|Audio)"
    # a paper's links to advertise in it and to have it delivered ("Adverteren", "Bezorging": De Brug Nijmegen), in
    # the languages above ("Customer Service" and "Publicidad" may be a show's title)
    r"|Adverteren|Bezorging|Anzeigen aufgeben|Zustellung|Leserservice|Annonsera|Annoncér|Annonsere|Ilmoita lehteen"
    r"|Espace annonceurs|Annonceurs|Anunciantes|Inserzionisti"  # ("Espace annonceurs": Le Petit Vendômois)
    r"|Prova gratis|Kostenlos testen|Essai gratuit"
    r"|Start (?:your|a) podcast|Back to search|Open in (?:the )?app"
    rf"|Open in (?:{_SITE_NAME.pattern}|AntennaPod|Fountain|Snipd|Downcast|Castamatic|Podcast Guru|Podfriend|Truefans)"
    # ("Open in Castro"; "Open in Spain" may be a title)
    r"|My Collection|Download(?: the)? app|Get the app|Descarga la app"  # (Mumbler's; not OnePodcast's "Scarica l'app",
    # whose genre under it, "Crime", would then be taken for the show's title)
    r"|Create(?: a| your(?: own)?)? podcast|Favou?rites|Playlists"
    # (the same in the languages of the month names podcat reads: "Créer mon podcast", Audiomeans')
    r"|Créer (?:mon|un|votre) podcast|Crear (?:tu|un) podcast|Crea (?:il tuo|un) podcast|Criar (?:o seu|um) podcast"
    r"|Podcast erstellen|Maak (?:je|een) podcast|Skapa (?:en|din) podd"
    r"|Reposts|Shows|Tracks|Sets|Likes|Albums|Uploads|Mixes|Events|Recordings|P[oó]dcasts?|Podkast|Sort(?: by)?:? \w+"
    r"|(?-i:[A-ZÄÖÜ]{2,5})-Podcasts"  # (the paper's, by its initials: "KN-Podcasts")
    rf"|{_LOG_IN}|Registrieren|Aanmelden|Registreren|S'inscrire|Registrarse|Registrati|Registrar|Registrera|Registrer"
    r"|Rekisteröidy|Iniciar sessão"
    # the reader's own account and subscription ("Mon compte", "Je m'abonne")
    rf"|{_MY_ACCOUNT}|Min side|Min sida|Mon espace|Mein Bereich|Mijn pagina|Omat sivut"
    # the question to a subscriber who has not logged in ("Sind Sie bereits Abonnent? Hier anmelden")
    r"|(?:Already a subscriber|Sind Sie bereits Abonnent(?:in)?|Bereits Abonnent(?:in)?|Déjà abonné(?:e)?"
    r"|¿Ya eres suscriptor(?:a)?|Già abbonato|Já é assinante|Al abonnee|Redan prenumerant|Allerede abonnent"
    r"|Oletko jo tilaaja)\s?\?.{0,40}"
    rf"|(?:{'|'.join(_AD_WORDS)}): .+|Annons|Annonse"  # (an ad: "Mainos: Tutustu Koillissanomat Digiin ...", or its
    # slot's label alone: "Annons" over the show's title, Alekuriren's; "Anzeige", "Mainos" may be a show's: reviews 22
    # and 37)
    r"|Entdecken|Découvrir|Descubrir|Scopri|Descobrir|Ontdek|Upptäck|Oppdag|Opdag|Löydä"
    r"|Meine Favoriten|Mes favoris|Mis favoritos|I miei preferiti|Radiosender|Sender"
    r"|Podcastit|Podkaster|Podcaster|Balados|Todos los audios|Tous les audios"
    # a theatre's or a museum's tickets, in the languages above
    r"|(?:Buy )?Tickets|Tickets kaufen|Karten kaufen|(?:Acheter des )?Billets|(?:Comprar )?Entradas"
    r"|(?:Acquista )?Biglietti|(?:Comprar )?Bilhetes|Kaarten kopen|Köp biljetter|Kjøp billetter|Køb billetter"
    r"|Osta liput|Biljetter|Billetter|Liput|Billetterie|Ingressos"
    r"|About us|Über uns|Qui sommes-nous(?: \?)?|Sobre nosotros|Quiénes somos|Chi siamo|Sobre nós|Over ons|Om oss"
    r"|Om os|Meistä"  # ("Qui sommes-nous ?", with French spacing; "Quiénes somos")
    # (a show's site's page of its guests: "Gasten", JouwWeb's)
    r"|Guests|Gäste|Invités|Invitados|Ospiti|Convidados|Gasten|Gäster|Gjester|Gæster|Vieraat"
    r"|About the (?:club|group|society|guild|team|association|choir|band)"  # (a club's: "About the Club")
    r"|Programm|Programme|Sendungen|Programmes|Programas|Programmi"
    # a paper's edition on the screen
    r"|E-?paper|E-avis(?:en)?|E-tidning(?:en)?|E-lehti|Näköislehti|Digitale (?:krant|Zeitung|Ausgabe)"
    r"|Changer d['\u2019]édition|Ausgabe wählen|Cambiar (?:de )?edición|Cambia edizione"  # (its local editions)
    r"|(?:Sfoglia (?:l['\u2019])?)?[Ee]dizione digitale|Edición digital|Edição digital|(?:Le )?journal numérique"
    # a paper's offer to subscribe, with its price ("Découvrez ... en illimité pour 1€ seulement.") and its link
    r"|(?=.{0,90}€)"  # (the price's sign first: a line without one is passed at once)
    r"(?=.{0,120}(?i:abonn|abo\b|illimit|offre|accès|zugang|suscrip|abbonam|assinat|premium|digital))"
    r".{0,80}\b\d{1,3}(?:[.,]\d\d)?\s?€.{0,40}|Découvrir les offres|Voir les offres|(?:Nos|Alle) offres"
    # the links that skip the menu, in the languages of the month names podcat reads
    r"|Zum Inhalt springen|Zur Navigation springen|Aller au contenu(?: principal)?|Ir al contenido(?: principal)?"
    r"|Vai al contenuto(?: principale)?|Ir para o conteúdo(?: principal)?|Naar (?:de )?(?:hoofd)?inhoud"
    r"|Hoppa till (?:huvud)?innehåll(?:et)?|Gå til (?:hoved)?innhold(?:et)?|Gå til (?:hoved)?indhold(?:et)?"
    r"|Siirry (?:pää)?sisältöön|Skip to navigation)"
)
# A news site's sections in the languages of the month names podcat reads (in English, they are the names of Apple's
# categories: ``News``, ``Sports``): the site's lines in a header, though no menu of its.
_SITE_SECTIONS = (
    r"Nachrichten|Kultur|Politik|Wirtschaft|Actualité|Infos|Société|Noticias|Deportes|Cultura|Actualidad|Notizie"
    r"|Nieuws|Cultuur|Nyheter|Nyheder|Uutiset|Urheilu|Kulttuuri|Notícias|Desporto"
)
# The show's own chrome in a header: following, sharing, playing, supporting, the list's heading, counts, and
# where else to listen.
# The show's kind and its facts, of a word or two or a year, under its title ("Podcast · English · 2024": JioSaavn).
_FACT = r"[^\W\d_][^\s·•|\d]*(?: (?:& )?[^\W\d_][^\s·•|\d]*)?|[12]\d\d\d"  # ("English", "Society & Culture")
_KIND_LINE = compiled(rf"(?:Podcast|Podkast|Podd)(?: [·•|] (?:{_FACT}))+")
# A count of a show's votes, listens or followers, in English and the languages of the month names podcat reads.
_SHOW_COUNT = (
    r"\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})*(?:[.,]\d)?[KkM]? (?:votes|views|plays|listens|followers|subscribers|ratings"
    r"|reviews|vues|écoutes|abonnés|avis|Aufrufe|Follower|Abonnenten|Bewertungen|Stimmen|votos|visitas|reproducciones"
    r"|seguidores|voti|visualizzazioni|ascolti|visualizações|reproduções|stemmen|weergaven|volgers|röster|visningar"
    r"|följare|stemmer|visninger|følgere|ääntä|kuuntelukertaa|seuraajaa)"
)
_SHOW_CHROME = (
    r"Follow(?:ing)?|Subscribed?|Share|Play|More|Show more|See all|About|Add to (?:queue|library)|Add|Hosts"
    # a broadcaster's live stream and web radios, in English and the languages of the month names podcat reads
    # ("▶ Luister live": Trudo FM's; "Webradios", NRW's local radios')
    r"|(?:▶ ?)?(?:Listen live|Luister live|Live hören|Écouter en direct|Escuchar en directo|Ascolta in diretta"
    r"|Ouvir ao vivo|Lyssna live|Lyssna direkt|Lytt live|Lyt live|Kuuntele suorana|Webradios?)"
    # a directory's counts and scores of the show ("128 votes · 4 512 vues", Podmust's; "Authority Score 62/100", Pod
    # Engine's)
    rf"|{_SHOW_COUNT}(?: [·•|] {_SHOW_COUNT})*|\d(?:[.,]\d)? ?[★⭐](?: \({_SHOW_COUNT}\))?"  # ("4.8 ★ (112 ratings)")
    r"|(?:[A-Z][a-z]+ )?Score:? \d{1,3} ?/ ?100"
    # a podcast app's buttons on the show's screen ("✓ Following", "Settings", "UNSUBSCRIBE", "Refresh")
    r"|✓ (?:Following|Subscribed)|(?i:unsubscribe)|Settings|Refresh"
    # where to listen, after a label: two apps or more ("Tilaa: RSS | Spotify | Apple Podcasts", "Lyssna i: Spotify,
    # Apple Podcasts"), and a chart's place ("Plats 38 i Historia", "#12 in History")
    rf"|[^\W\d_][^:]{{0,30}}: (?:{_APPS}|RSS)(?:(?: [|·•]|,) (?:{_APPS}|RSS))+"
    r"|(?:#|Plats |Platz |Place |No\. ?)\d{1,3} (?:in|i|im|en|dans) [^\W\d_][\w &]{0,30}"
    # (or labelled, with the chart's week: "Plassering uke 52: 37", Podtoppen's)
    r"|(?:Plassering|Placering|Platzierung|Position|Rank|Ranking)"
    r"(?: (?:uke|vecka|uge|Woche|week|semaine|semana|settimana|viikko) \d{1,2})?: #?\d{1,3}"
    r"|\+ ?(?:Follow|Folgen)|(?:\+ ?)?(?:Volgen|Suivre|Seguir|Segui|Följ|Følg|Seuraa)"  # (following, with its plus)
    r"|(?:\u26a1\ufe0f? ?)?Boost|Value (?:4|for) Value"  # (a podcasting 2.0 app's support: "⚡ Boost")
    # following and listening to the show, in English and the languages of the month names podcat reads
    rf"|Follow (?:this|the) (?:podcast|show)(?::? (?:{_APPS})(?: [·•|,] (?:{_APPS}))*)?"  # (and where: "Follow the
    # podcast: Spotify · Apple Podcasts")
    r"|Folge diesem Podcast|Podcast folgen|Suivre ce podcast|Sigue este podcast"
    r"|Seguir este (?:podcast|pódcast)|Segui questo podcast|Volg deze podcast|Följ podden|Følg pod(?:c|k)asten"
    r"|Seuraa podcastia|Filter (?:by|nach) .{1,20}|Filter: .{1,20}|Filtrer par .{1,20}|Filtrar por .{1,20}"
    r"|Powered by \S.{0,40}|Made with [A-Z]\S{0,30}"  # (at the top: the site's software, "Made with Jellypod")
    # a directory's notice that the show's maker provides its content (Player FM's)
    r"|Content provided by [^.]{1,80}\. All podcast content including episodes, graphics, and podcast descriptions"
    r" are uploaded and provided directly by .{1,200}"
    r"|Also on [A-Z][\w.]{1,30}"  # (its profile elsewhere: "Also on Micro.blog"; "Website" is Overcast's own)
    r"|Visit (?:the )?(?:show's )?website"  # (its own site's link, a directory's: Podfanatic's)
    # (its category, labelled: "Catégorie : Société et culture", Balado Québec's)
    r"|(?:Categor(?:y|ies)|Catégories?|Categorías?|Categorias?|Kategorien?|Categorieën|Categorie|Kategori(?:er|a)?)"
    r" ?: [^.!?]{1,60}"
    r"|Cover(?: art| image)?|Podcast cover|Coverbild|Podcast-Cover"  # (the show's picture's text)
    # when it comes out, alone on a line ("Ogni martedì": Il Post; "Every Tuesday", "Updated weekly")
    r"|(?i:(?:every|each|jeden|jede|chaque|cada|ogni|elke|iedere|varje|hver|joka|todas as|todos os)"
    rf" (?:{RELATIVE_DAY_WORDS}|day|week|Tag|Woche|jour|semaine|día|semana|giorno|settimana|dag|week|vecka|uke|uge"
    r"|päivä|viikko|dia)|Updated (?:daily|weekly|biweekly|monthly))"
    r"|Listen here|Hier hören|Jetzt hören|Écouter ici|Escucha aquí|Escuchar aquí|Ascolta qui|Ouça aqui|Luister hier"
    r"|Lyssna här|Lytt her|Lyt her|Kuuntele tästä|Ouça também (?:em|no|na):?|Também disponível em:?"
    r"|Auch verfügbar auf:?|Hören Sie uns(?: auch)? auf:?|Find us(?: also)? on:?|Find os(?: også)? på:?"
    r"|Ook te vinden op:?|Hitta oss(?: även)? på:?|Finn oss(?: også)? på:?"
    r"|Aussi disponible sur:?|Disponible en:?|Disponibile su:?|Ook beschikbaar op:?"
    r"|À retrouver (?:aussi )?sur:?|Retrouvez(?:-nous| le podcast)? (?:aussi )?sur:?"
    # the heading over the show's description, in English and the languages of the month names podcat reads
    r"|Description|Synopsis|Summary|Overview|Beschreibung|Zusammenfassung|Présentation|Résumé|Descripción|Sinopsis"
    r"|Resumen|Descrizione|Sinossi|Descrição|Sinopse|Beschrijving|Samenvatting|Beskrivning|Beskrivelse|Kuvaus"
    rf"|{_LIST_HEADING}|Manage series \d+|Categor(?:y|ies): .+"
    # a category's archive's heading, as WordPress writes it ("Arquivo da categoria: Podcast")
    r"|(?:Category Archives|Kategorie-Archiv|Archives? de la catégorie|Archivo de la categoría|Archivio della categoria"
    r"|Arquivo da categoria|Categoriearchief|Kategoriarkiv|Arkisto kategoriasta): .+"
    r"|(?:Kategorie|Catégorie|Categoría|Categoria|Categorie|Kategori|Kategoria|Luokka): .+"
    r"|(?i:Ressort|Rubrique|Sección|Sezione|Rubrica|Secção|Seção|Rubriek|Sektion|Osasto): \S+"  # ("SECÇÃO: Podcast")
    r"|Join(?i: for free| now| us| the (?:club|guild|society)| our (?:club|community|team|society)"
    r"| (?:the )?waiting list)?"
    r"|Join the group|Join the (?i:association|union)|Join the (?-i:[A-Z]{2,4})"  # ("Join the TA": a tenants'
    # association's; "Join the time bank", in small letters: "Join the Party" may title a show)
    r"|Join the (?-i:[a-z][a-z -]{1,20})"
    r"|Try a (?i:session)|Register your (?i:interest)|Membership(?: (?i:enquiries|information|details))?"
    r"|Support(?i: the show| this podcast| us)?|Sponsor (?i:us|an? (?:team|player|match|game|event|puppy|dog))"
    # (supporting the podcast in the languages of the month names podcat reads: "Apoie este podcast", Orelo's)
    r"|Unterstütze (?:diesen|den) Podcast|Soutenez (?:ce|le) podcast|Apoya este podcast|Sostieni (?:questo|il) podcast"
    r"|Apoi[ea] este podcast|Steun (?:deze|de) podcast|Stöd podden|Støtt podkasten|Støt podcasten|Tue podcastia"
    r"|(?:[\w-]+s?['\u2019]|Volunteer|Member|Staff) (?i:login|log-in|log in|area)"  # ("Raisers' login", "Volunteer
    # log-in", as "Members' login")
    r"|Shop [Hh]ours|Opening [Hh]ours|Opening [Tt]imes|(?:Weekly )?(?:Sales )?Flyer"  # (a shop's: "Weekly Sales Flyer")
    r"|Volunteer (?i:with us|now|today|roster|rota|opportunities)"
    r"|Pay (?i:(?:your|league|club|team|annual) )?(?i:subs|subscriptions?|dues|membership fees?)"  # ("Pay your
    # subs", "Pay League Dues": a club's members')
    r"|Plan (?i:your visit)"
    # a site's call to action
    r"|Book (?i:(?:a|an|the|your) [\w-]+(?: \w+)?|now|tickets|us(?: for (?:your|an?) \w+)?"  # ("Book a tower tour",
    # "Book a Have-a-Go session", "Book us for your event",
    r"|(?:a|an|the|your)(?: [\w-]+){1,3} (?:session|class|lesson|tour|visit|course|trial)s?)"  # "... taster session")
    r"|Enter (?i:(?:the|a|an) (?:match|competition|contest|race|trial)|now)"  # ("Enter the match", "Enter a trial")
    # a membership's price, with its trial ("$6/month or $60/year · 7-day free trial", Glow's)
    r"|[$€£]\d+(?:[.,]\d\d)?/(?:month|mo|year|yr)(?: or [$€£]\d+(?:[.,]\d\d)?/(?:month|mo|year|yr))?"
    r"(?: · \d+-day free trial)?"
    r"|Buy (?i:tickets|(?:a|an|your) (?:day |season |annual )?(?:ticket|permit|pass|membership|licen[cs]e)s?)"
    r"|Shop(?: (?i:now))?|Tip the creator"  # (a podcast app's, to pay the show: Moonbeam's)
    r"|Support us|Unterstütze uns|Unterstützen Sie uns|Soutenez-nous|Apóyanos|Sostienici|Apoie-nos|Steun ons"
    r"|Stöd oss|Støtt oss|Tue meitä"  # ("Støtt oss", a Norwegian show's site's; "Støt os": `_SITE_MENU`)
    r"|Become an? (?-i:[a-z][a-z -]{2,25})|Give|FAQs?|Tickets"  # (becoming a member, "Hazte socio": `_SITE_MENU`)
    r"|Recupero [Pp]assword|Password dimenticata|Forgot(?: your)? password\??|Passwort vergessen\??"
    r"|Mot de passe oublié\s?\??|Glemt passord\??|Glömt lösenord\??|Unohtuiko salasana\??"  # (an account's link)
    r"|(?:Cart|Basket|Bag|Warenkorb|Panier|Carrito|Carrello)(?: \(\d+\))?"  # (a shop's, with its count)
    r"|Contact (?i:us|the clerk|the office)|Report (?i:a problem|an issue|it)"  # (a council's)
    # a club's, and its calls in lower case ("Join a Band" and "Latest Scores" are shows)
    r"|Next (?i:walk|event|meeting|concert|match)"
    r"|(?:Join|Register) an? [a-z]+(?: [a-z]+)?|Register (?i:now|today|here)|Latest (?:results|scores|fixtures)"
    r"|Learn to [a-z]+"
    r"|Come and try(?: an?| it| the)?(?: [a-z]+)?|Come to (?:an?|the|our) (?:session|practice|meeting|class|rehearsal)"
    r"|Come and (?i:pull)"  # (a tug of war club's; "Come and Play" may be a show's title: review 36)
    r"|No menu items!"  # (a WordPress theme's, in a menu left empty)
    # a paper's services to its readers: a tip for the newsroom, a paper not delivered
    r"|Tip de redactie|Tipp an die Redaktion|Tipsa redaktionen|Tipsa oss|Tips oss|Tip os|Send us a tip|Got a tip\?"
    r"|Invia una segnalazione"
    r"|Krant niet ontvangen\?|Zeitung nicht erhalten\?|Journal non reçu\?|Tidningen har inte kommit\?"
    # a cookie banner's ("Accept and Continue", "Cookies on this site", "This site uses cookies. ...")
    r"|Accept (?i:and continue|all(?: cookies)?|cookies)|Reject (?i:all)|Cookies on this (?i:site|website)"
    r"|Cookie (?i:settings|preferences)|Manage (?i:cookies)|This (?:site|website) uses cookies\b.*"
    # (in the languages of the month names podcat reads: "Deze website maakt gebruik van cookies. ...")
    r"|(?:Diese (?:Website|Seite) verwendet|Ce site utilise|Este (?:sitio|site) (?:web )?(?:utiliza|usa)"
    r"|Questo sito (?:web )?utilizza|Deze (?:website|site) (?:maakt gebruik van|gebruikt)|Denna webbplats använder"
    r"|Dette nettstedet bruker|Denne (?:hjemme)?side bruger|Tämä sivusto käyttää) (?:\w+ )?(?i:cookies|evästeitä)\b.*"
    r"|(?:We|Wir|Nous|Usamos|Utilizziamo|Wij|Vi|Me) .{0,80}\b(?i:cookies|kakor|evästeitä)\b.*"  # ("Vi sparar data i
    # cookies, genom att använda våra tjänster godkänner du det.")
    rf"|See membership options|{_COUNTS.pattern}"
    rf"|{_RATING}"
    r"|Listen on|Available on|Écouter sur|Hören auf|Escuchar en|Escúchalo en|Ascolta su|Lo trovi anche su|Ouvir no"
    r"|Luister op|Lyssna på"
    r"|Lytt på|Lyt på|Send (?:a |us a )?voice message"
    # following the site elsewhere ("Síguenos en" over the apps), in the languages above
    r"|(?:Follow us on|Síguenos en|Suivez-nous sur|Folgen Sie uns auf|Folge uns auf|Seguici su|Siga-nos (?:no|em)"
    r"|Volg ons op|Följ oss på|Følg oss på|Følg os på|Seuraa meitä):?"
    r"|(?:Beluister|Luister|Listen) (?:ook via|also on):?"
    r"|(?:Listen to us on|Escúchanos en|Écoutez-nous sur|Hören Sie uns auf|Ascoltaci su|Ouça-nos em|Luister naar ons op"
    r"|Lyssna på oss i|Lytt til oss på|Lyt til os på|Kuuntele meitä):?"
    # listening in the listener's app ("Lyt med i din podcast-app"), or in the site's ("Hør i VG-appen")
    r"|(?i:hør|lytt|lyt|lyssna|listen|hören|écoutez|escucha|ascolta|ouça|luister|kuuntele)(?: på| i| in| im| en| dans"
    r"| nella| na| no| op)? .{0,30}-?app(?:en|et|s)?"
    r"|.{0,30}\b(?i:pod(?:c|k)ast-?app(?:en)?|app de podcasts?|your podcast app)\b.{0,10}"
    r"|[^.]{0,40}\b(?i:listen|subscribe|follow|download|available|find us|search)\b[^.]{0,80}"
    r"\b(?i:wherever you (?:get|listen to) (?:your )?podcasts)\.?"  # ("Listen on Spotify, ... or wherever ...")
    r"|(?:Subscribe on|Abonnieren auf|S'abonner sur|Suscríbete en|Abbonati su|Ouvir em|Ouça em|Abonneer op"
    r"|Prenumerera på|Abonner på|Abonnér på|Tilaa palvelussa):?"
    r"|Buy (?:a )?subscription|Abonnement|Abo|Abo abschließen|(?:Test|Probe|Digital)-?[Aa]bo"
    r"|Abonnements|Abonnementen|Abonnementer|Assinaturas?"
    r"|Suscripciones|Abbonamenti|Prenumerationer|Tilaukset|Køb abonnement|Kjøp abonnement|Köp prenumeration"
    r"|Become a subscriber|Subscribe now|Abonnent werden|Devenez abonné|Hazte suscriptor|Torne-se assinante"
    r"|Word abonnee|Bli prenumerant|Bli abonnent|Bliv abonnent|Tilaa nyt|Tilaa lehti|Bestill abonnement"
    # (or a friend or a part owner of the paper, or an order: "Word vriend", "Bli delägare", "Beställ")
    r"|Word (?:vriend|lid|donateur)|Word Vriend van de (?:Show|Podcast)|Bli (?:delägare|medlem|medeier)"
    r"|Bliv (?:medlem|medejer)|Beställ|Bestil"
    r"|[^()\n]{1,40} \((?i:pdf)(?:, [\d.,]+ ?[KM]B)?\)"  # (a document's link: "Fixtures (PDF)")
    # a line that tells how to subscribe, over the apps' names ("So können Sie den Podcast abonnieren:")
    r"|.{0,40}\b(?i:abonnieren|subscribe|s'abonner|suscribirse|suscribirte|abbonarsi|abbonarti|assinar|abonneren"
    r"|prenumerera|abonnere|tilata)\b.{0,20}:"
    r"|Volg|Folg|Følg"
    r"|©.*"  # an image's credit in a header ("© Lena Hartwig für DIE ZEIT")
    # a breadcrumb: the home page's name, then others apart by an arrow or a slash ("Inicio > Actualidad > Podcast",
    # "Forside / Podcast"), or three names apart by arrows ("Radio > Shows > Late Night"; guillemets are quotes)
    r"|(?:(?:You are here|Sie sind hier|Vous êtes ici|Usted está aquí|Sei qui|Je bent hier|Du är här|Du er her"
    r"|Olet tässä|Você está aqui)\s?: )?"  # (perhaps after its heading: "Sie sind hier: Home > Podcast")
    r"(?i:Home|Startseite|Accueil|Inicio|Início|Forside|Etusivu|Hjem|Startsida|Pagina iniziale)"
    r"(?: [>\u203a/] [^>\u203a/\n]{1,30})+"
    r"|[^>\u203a\n]{1,30}(?: [>\u203a] [^>\u203a\n]{1,30}){2,}"
    rf"|{_APPS}"
    # a line of them after a word to subscribe or listen ("Subscribe: Apple Podcasts | Spotify | NPR App | RSS")
    rf"|(?i:subscribe|listen|follow|abonnieren|hören|s'abonner|écouter|suscríbete|escucha|ouça|luister|lyssna|lytt)"
    rf"(?: on| via| auf| sur| en| no| op| på)?:? (?:{_APPS})(?: ?[|,·•] ?(?:{_APPS}))*"
    # the list of the show's seasons, and its prices ("Season 4: Tulip Mania", "Starting at $3/month")
    r"|(?:Season|Staffel|Saison|Temporada|Stagione|Seizoen|Säsong|Sæson|Sesong|Kausi) \d{1,3}(?:: .{1,60})?"
    r"|(?:Starting at |From )?[$€£]\d+(?:[.,]\d\d)?(?: ?/ ?(?:month|year|mo|yr))?|Monthly|Annual|Yearly"
    r"|Latest episode|Newest episode|Neueste Folge|Dernier épisode|Último episodio|Ultimo episodio|Último episódio"
    r"|Nieuwste aflevering|Senaste avsnittet|Nyeste episode|Uusin jakso"
    r"|(?:Feed|Flux) RSS|Subscribe to (?:the )?(?:RSS )?feed|(?:RSS-)?Feed abonnieren"
    r"|S'abonner au flux(?: RSS)?"
    # the show's language
    r"|(?:Language|Sprache|Langue|Idioma|Lingua|Língua|Taal|Språk|Sprog|Kieli): [^\W\d_]+"
    r"|@[\w.-]+@[\w.-]+"  # a fediverse handle
    rf"|{_KIND_LINE.pattern}|Play [Aa]ll"
    r"|Abonnieren|Aktivität|Über|Suivre|S'abonner|À propos|Seguir|Suscribirse|Acerca de|Segui|Iscriviti"
    r"|Volgen|Abonneren|Följ|Prenumerera|Følg|Abonnér|Seuraa|Tilaa"
    r"|Teilen|Partager|Compartir|Condividi|Compartilhar|Delen|Dela|Del|Jaa|Favorit|Favoris|Favoritos|Preferiti"
    r"|Add to [Ff]avou?rites|Zu (?:den )?Favoriten hinzufügen|Ajouter aux favoris|Añadir a (?:mis )?favoritos"
    r"|Aggiungi ai preferiti|Adicionar aos favoritos|Toevoegen aan favorieten|Lägg till i favoriter"
    r"|Legg til i favoritter|Tilføj til favoritter|Lisää suosikkeihin"
    r"|Podcast abonnieren|S'abonner au podcast|Suscribirse al podcast|Iscriviti al podcast"
    r"|Suscríbete|Suscribite|Abonneer|Abonne-toi|Abonnez-vous|Inscreva-se|Assine|Assinar|Abbonati|Abonner"
    r"|Tilaa podcast"
    # the site's newsletter, in the languages above
    r"|Newsletter|Nieuwsbrief|Nyhetsbrev|Nyhedsbrev|Uutiskirje|Boletín|Infolettre|Lettre d'information"
    # (or a call to get it: "Få Ærø-nyhedsbrev", "Tilmeld nyhedsbrev", "Sign up for our newsletter")
    r"|(?:Få|Tilmeld(?: dig)?|Get|Sign up(?: for)?(?: our)?|Subscribe to(?: our)?|Bestill|Prenumerera på|Abonneer op"
    r"|Tilaa|Suscríbete al|Suscríbase al)"
    r" (?:\S+-)?(?i:nyhedsbrev|newsletter|nyhetsbrev|nieuwsbrief|uutiskirje|infolettre|boletín)(?:et|en)?"
    r"|Mon actu|Voir mon actu"  # (actu.fr's papers' link to a reader's own news: Le Penthièvre's)
    r"|Icon (?:Pfeil|Arrow|Chevron)(?: [\w-]+){0,3}"  # (an icon's name, copied: "Icon Pfeil nach unten")
    r"|Subscribe to (?:the )?podcast"
    r"|About (?:the|this) (?:podcast|show)|Über den Podcast|À propos du podcast|Acerca del podcast"
    r"|Informazioni sul podcast|Over de podcast|Om [Pp]odcasten|Om podden|Tietoa podcastista"
)
# The heading of a blog's archive of one category (WordPress's "Category: <name>"), in English and the languages of
# the month names podcat reads: where the site's menu names the category too, it is the show's.
_ARCHIVE_HEADING = compiled(
    r"(?:Category|Kategorie|Catégorie|Categoría|Categoria|Categorie|Kategori|Luokka)\s?:\s?(?P<name>\S.*)"
)
# The generic reader's spec. Its show header may hold, besides the title and the description, the buttons and
# headings directories show (in English, and the commonest in German, French and Spanish), an episode count, and
# the publisher ("By ...", or a short line under the title).
_SORTED = r"(?: · Sort(?: by)?: .{1,30}| · [\d,]+ transcripts?)?"  # (the order of a list: "5 episodes · Sort: Date
# (new → old)"; or a count of its transcripts, "5 episodes · 5 transcripts")
_GENERIC = Spec(
    name="generic", about="", separators=_GENERIC_SEPARATORS, date_forms=_DATE_SHAPE, duration_forms=_DURATION_SHAPE,
    date_then_duration=True, markers=True, asides=_ASIDES, bylines=_BYLINE, labels=_LABELS, endings=_ENDINGS,
    page_text=Lines((_PAGE_TEXT,)),
    hashtags=True, length_in=_LABELLED_LENGTH, people=_PEOPLE, post_links=True,
    header_chrome=compiled(f"{_SITE_MENU.pattern}|{_SITE_SECTIONS}|{_SHOW_CHROME}"),
    header_needs_chrome=False,
    header_category=_CATEGORY_NAME,
    author="byline",
    author_line=compiled(
        r"(?:(?:By|Hosted by|Presented by|Narrated by|A podcast by):? |(?:Authors?|Hosts?|Creators?): |by(?=[A-Z])"
        # (who produced the series, whoever they are: "Series produced by the Bodleian's Centre for ...", "Une série
        # produite par la Fondation et réalisée par Sarah Benali")
        r"|(?:(?:A|Une|Una|Eine|Un|Uma|Een) )?(?:[Ss]eries|[Ss]érie|[Ss]erie|[Pp]odcast)"
        r" (?:produced by|produite par|proposée par|animée par|producida por|prodotta da|produziert von"
        r"|produzida por|geproduceerd door) "
        # in the languages of the month names podcat reads, before names only ("Par ailleurs, ..." is a sentence)
        r"|(?:Von|Präsentiert von|Moderiert von|Présenté par|Animé par|Par|Presentado por|Conducido por|Por"
        r"|Presentato da|Condotto da|Conduce|(?:[Uu]n podcast )?[Aa] cura di|Gepresenteerd door|Met presentator|Door"
        r"|Presenteras av"
        r"|Programledare"
        r"|Presentert av|Vært|Presentan|Presenta|Programledere"
        r"|Præsenteret af|Juontaja|Apresentado por|Com apresentação de|Av|Af"
        # (who presents it, labelled: "Moderation: Jana Wieland", "Apresentação: Rita Calado")
        r"|Moderation|Moderator|Moderatorin|Apresentação(?: e coordenação)?|Programleder|Presentatie"
        r"|Autor|Autorka|Prowadzący|Prowadząca|Prowadzi|Moderátor|Moderátorka"  # (the German, Polish and Czech author)
        # (and who made the podcast or the series: "Un podcast de Clémence Forestier", "Una serie de Lucía Aranda")
        r"|Ein Podcast von|Un podcast de|Un podcast di|Um podcast de|Een podcast van|En podd av|En podcast av"
        r"|A series by|Eine Serie von|Une série de|Una serie de|Una serie di|Uma série de|Een serie van):? "
        rf"(?={_NAME}(?: (?:{_NAME}|&|und|et|y|e|en|och|og|van|von|der|de|da|di|du|le|la)){{0,6}}$)"
        # in lower case, before full names only ("by the river" and "von Menschen und Maschinen" are taglines)
        rf"|(?:by|von|par|por|door|av|af|di|da|[Ww]ith|[Mm]it|[Aa]vec|[Cc]on|[Cc]om|[Mm]et|[Mm]ed) (?={_FULL_NAMES}$))"
        r"(?P<author>(?:[A-Z][a-z]{0,3}\. |[^.!?]){1,60})"  # (no sentence, but a title's dot: "Dr. Marisol Vega"; and
        r"(?<=\w)\.?"  # the full stop after the names: "Con Lucía Barrantes.", Canal Extremadura's)
    ),
    claim_line=compiled(rf"[\d,]+ [Ee]pisodes?{_SORTED}|Episodes: [\d,]+"),  # (perhaps with their order: an app's
    # "· Sort: Date"; or labelled, "Episodes: 118", Podcast Details')
    claims=(Claim(compiled(rf"(?P<value>[\d,]+) [Ee]pisodes?{_SORTED}"), "episode_count", "episode count"),
            Claim(compiled(r"Episodes: (?P<value>[\d,]+)"), "episode_count", "episode count")),
)
# The header lines no site's own: the generic reader's header chrome, claims and buttons; and its author line.
_HEADER_FURNITURE = tuple(
    pattern for pattern in (_GENERIC.header_chrome, _GENERIC.claim_line, _BUTTONS) if pattern is not None
)
_AUTHOR_LINE = _GENERIC.author_line or compiled("(?!)")


def _is_furniture(line: str) -> bool:
    """Whether ``line`` is of a header's furniture: the site's menu, the show's chrome, a claim or a button."""
    return any(pattern.fullmatch(line) for pattern in _HEADER_FURNITURE)


def _is_header_chrome(line: str) -> bool:
    """Whether ``line`` is no text of a header's: its furniture, or a line of category names (``Music``)."""
    return _is_furniture(line) or bool(categories_of(line, _CATEGORY_NAME))


_HEADER_CHROME = _GENERIC.header_chrome or compiled("(?!)")
# A copied table (tabs) or a plain-text index (pipes): a title, then the date and the duration, apart by the same
# (or the title between them: ``Aug 13, 2024<TAB>Pilot<TAB>41:07``).
_TABLE_ROW = compiled(r"(?P<title>[^\t|]++)[\t|](?P<rest>.*)")
_GENERIC_TABLE = attrs.evolve(_GENERIC, meta=_TABLE_ROW, title="glued", columns=True, date_then_duration=False)
# A title beside its date and duration on one line, apart by a bullet, a middle dot or a spaced dash
# (``Pilot · Aug 5, 2024 · 41 min``): the title runs to the first of them (a dash inside a word is the title's).
_BESIDE_ROW = compiled(
    r"(?P<title>(?:[^•·\u2013\u2014-]|(?<!\s)[-\u2013\u2014]|[-\u2013\u2014](?!\s))++)"
    r"(?:\s*[•·]\s*|\s*[-\u2013\u2014]\s)(?P<rest>.*)"  # the title keeps the space before a dash
)

_GENERIC_BESIDE = attrs.evolve(_GENERIC_TABLE, meta=_BESIDE_ROW, columns=False)
# A date with its year that leads its line, perhaps labelled or in brackets, perhaps with a length after it, and the
# entry's text after them, glued or not (``14 Aug 2024Forty years on the road…``, ``Episode Date: August 2,
# 2024Overnight…``, ``19/08/2025 Duration: 22minCancelled flights…``, ``(Airdate: December 17, 2024) Host…``): the
# date lines of a page that shows no date on a line of its own.
_YEAR = r"[12]\d\d\d(?!\d)"
# A day with its year, slashed, dotted or dashed, year first, or with its month's name either way round.
_DATE_WITH_YEAR = (
    rf"\d{{1,2}}[./-]\d{{1,2}}[./-]{_YEAR}|[12]\d\d\d-\d\d-\d\d(?!\d)"
    rf"|{_MONTH_WORD}\.? \d{{1,2}}(?:st|nd|rd|th)?,? {_YEAR}|\d{{1,2}}\.? (?:de )?{_MONTH_WORD}\.?,? (?:de )?{_YEAR}"
)
_LEADING_DATE = compiled(
    rf"(?:[•·] )?(?:(?:{EPISODE_WORDS_ANY_CASE})\.? #?(?P<number>\d{{1,5}}),? )?"  # ("• Folge 26, 26.2.2025: <title>")
    rf"(?P<bracket>\()?(?P<labelled>{_ANY_LABELS.pattern})?"
    rf"(?:(?:{WEEKDAY_WORDS}),? )?"  # (perhaps after the day's name: "Mercoledì 3 dicembre 2025: <text>")
    rf"(?P<date>{_DATE_WITH_YEAR}"
    # (a day with its ordinal after a label: "Posted 3rd December 2025", WordPress's; a title may open with one,
    # "1st December 1955: Rosa Parks", "11th September 2001: ...")
    rf"|(?(labelled)\d{{1,2}}(?:st|nd|rd|th) {_MONTH_WORD},? {_YEAR}|(?!))"
    r"|\d{1,2}\.\d{1,2}\.\d\d(?=: )"  # (a two-digit year before a title: "14.02.20: <title>", the MZ's)
    # this year's, a month in lower case (as the languages but English and German write it), before its text
    rf"|\d{{1,2}}\.? (?-i:(?=[a-zà-ÿ])){_MONTH_WORD}\.?(?= (?-i:[A-ZÀ-Þ])|$))"  # ("7 maart ENSCHEDE - ...")
    r"(?(bracket)\))(?P<colon>:(?= ))?"  # (the title after it: "12.3.2025: Wie geht es weiter ...?")
    rf"(?:\s*(?:[•·|]\s*)?(?:{_ANY_LABELS.pattern})?"  # a length, glued to the text after it ("22minCancelled")
    r"(?P<duration>(?:\d{1,2}:)?\d{1,2}:\d\d|\d{1,3} ?(?:minutes|mins?\.?)(?-i:(?![^\W\dA-ZÀ-Þ]))))?"
    r"\s*(?P<text>.*)",
    re.IGNORECASE,
)
_GENERIC_LEADING = attrs.evolve(_GENERIC, meta=_LEADING_DATE)
# A date with its year ending its line after a word or three, perhaps with the hour or the length after it: a
# newspaper's dateline (``Santander, 13 de marzo de 2025``; ``Vigo 13·03·25 | 06:00``, as Prensa Ibérica's papers
# write it), a section (``Podcastdonderdag, 13 maart 2025``; ``Gotland2025-03-11 06:00``, glued), a place and a
# label (``Borås Artikeln publicerades 12 mars 2025``): the date lines of a page that shows no date on a line of its
# own or leading its line.
_FEW_WORDS = r"[^\W\d_][^\s\d,|·•]*(?: [^\W\d_][^\s\d,|·•]*){0,2}"  # (a word or three)
_DATELINE = compiled(
    rf"(?P<before>{_FEW_WORDS}(?:, {_FEW_WORDS})?|N[°º] \d{{1,5}} du)"  # (or the issue's number: "N° 1804 du 4 décembre
    # 2025", Waterloo Info's)
    r"(?:,? (?:dell['\u2019])?| [-\u2013/] |(?=[12]\d\d\d-\d\d-\d\d)|(?<=[a-zà-ÿ])(?=\d{1,2} [^\W\d_])"  # ("Scirocco,
    # puntata dell'11 febbraio 2025"; glued to the day: "Giulia Genna3 Dicembre 2025 - Podcast", TrapaniOggi's;
    # glued to a day written year first: "Katrineholm2025-03-11 07:00", as the NTM's papers write it; after a dash:
    # "Vordingborg - 02. december 2025", as sn.dk's papers write it, or a slash: "Lokalnyt / 27/11/2025"; in brackets,
    # perhaps after a word, between the writer and the paper: "Heli Lehtelä (julkaistu 2.1. 14:05) Urjalan Sanomat",
    # as Urjalan Sanomat writes it, the day without its year within the year's reach)
    r"| (?P<bracket>\()(?:[^\W\d_]+ )?)"
    rf"(?P<date>{_DATE_WITH_YEAR}|\d{{1,2}}·\d{{1,2}}·(?:\d\d)?\d\d(?!\d)|(?(bracket)\d{{1,2}}\.\d{{1,2}}\.(?!\d)|(?!)))"
    rf"(?(bracket)(?: (?:[01]?\d|2[0-3])[:.][0-5]\d)?\)(?: {_FEW_WORDS})?"  # (the hour in the brackets is no length)
    r"|(?:,? (?:[|·•-] )?(?:(?P<duration>(?:\d{1,2}:)?\d{1,2}[:.]\d\d|\d{1,3} ?(?:minutes|mins?\.?))"
    r"|(?:[01]\d|2[0-3]|[6-9])[:.][0-5]\d ?(?:h|Uhr)"  # (or the hour of the day: "Zaragoza, 03/12/2025 - 06:00h", "02.
    r"|(?:kl\.?|klo|um|à|alle|ore|às|om|at) (?:[01]?\d|2[0-3])[:.][0-5]\d))?)"  # december 2025 kl. 06:00";
    # "Caravaggio, 28 novembre 2025 ore 07:30", as the Giornale di Treviglio writes it)
    rf"(?: / {_READING_TIME.pattern})?"  # (and the text's reading time after a slash: "... / 2 Minuten Lesezeit")
    r"(?: \d{1,4})?"  # (and the count of comments: "Kirjoittanut Riikka Haapala 3.12.2025 08:00 0")
    rf"(?: (?i:af|av|von|par|por|door|by|di|da) {_BYLINE_NAMES})?"  # (and who wrote it: "... Af Mette Kjærgaard")
    rf"(?: - {_FEW_WORDS})?",  # (or the section after a dash: "... - Podcast")
    re.IGNORECASE,
)
_GENERIC_DATELINE = attrs.evolve(_GENERIC, meta=_DATELINE)
# The generic reader's spec for a page that no date line of its explains, where any word or three and a colon may
# label a date or a length.
_GENERIC_LABELLED = attrs.evolve(_GENERIC, labels=_ANY_LABELS)
# The generic reader's spec for a page whose dates follow who posted them, most of them ("Posted by Gareth on
# December 2, 2025": on another page, that line under an entry's date line is its text), and the labels that tell one.
_GENERIC_POSTED = attrs.evolve(_GENERIC, bylines=_POSTED_BYLINE)
_POSTED_BY = compiled(
    rf"(?:Posted|Published|Submitted|Veröffentlicht|Publié|Publicado|Pubblicato|Geplaatst|Ingediend)"
    rf" (?:{_POSTER_WORDS}) "
    # (or without the label, a line that opens with who posted it and the date: "Door Willem Hovenga op woensdag, 3
    # december, 2025 - 07:15", as Drupal writes it in Dutch)
    rf"|(?-i:By|Von|Par|Por|Door) {_BYLINE_NAMES} (?:on|am|le|el|em|il|op) (?=[^•·|\t]{{0,40}}\d)"
)


def _posted_lines(lines: list[str]) -> int:
    """How many of ``lines`` name who posted an entry before its date, with their label (`_POSTED_BY`)."""
    return sum(1 for line in lines if _POSTED_BY.match(line))


_FALLBACKS = (_GENERIC_LABELLED, _GENERIC_LEADING, _GENERIC_DATELINE)  # in this order


def _has_cell_break(line: str) -> bool:
    return "\t" in line or "|" in line


def _has_separator_sign(line: str) -> bool:
    return "·" in line or "•" in line or "-" in line or "\u2013" in line or "\u2014" in line


def _row_lines(text: str, lines: list[str], row_spec: Spec) -> list[str]:
    """The lines a kind of rows is read from: the page's, with their tabs kept when they are a table's columns."""
    return page_lines(text, columns=True) if row_spec.columns and "\t" in text else lines


# The two kinds of rows, each with the test a line must pass to be one of its rows, and how the reader says it read
# them.
_ROWS = (
    (_GENERIC_TABLE, _has_cell_break, "each a row of title, date and duration"),
    (_GENERIC_BESIDE, _has_separator_sign, "each a line of a title beside its date and duration"),
)


def generic_spec(
    text: str, as_of: date | None, lines: list[str] | None = None,
    shapes: list[tuple[int, re.Match[str]]] | None = None,
) -> Choice | None:
    """A spec for a page no known spec describes, inferred from the (normalized) text, and a sentence of what was
    inferred; None when fewer than two lines read as a date, with a duration or alone, apart by common separators
    (``•``, ``·``, ``|``, a dash, a tab) or a space. ``lines`` are the text's `page_lines`, and ``shapes`` the
    `candidates` for its meta lines among them, when the caller has them.

    Inferred over the whole page: lines that repeat in most entries are chrome (``Download``), as are the common
    buttons; a duration alone on its line under most date lines is the date line's, and one in most entries
    otherwise is the entry's length (Apple writes it under the summary); a marker alone on its line (``Episode
    23``) is its entry's; titles sit above or below the date lines, or first in an entry its date line ends; and
    when below, a short line with a number just above the date lines in many entries opens the entry (``610
    snips``, ``1.2K plays``). The page's own text below the last entry (``© 2024 ...``) is no entry's. When as
    many lines read as rows of a title beside its date as the date lines, the rows win unless titles sit around
    the date lines.
    """
    lines = page_lines(text) if lines is None else lines
    page = Page(as_of, slashed_order(lines, by_names=True))  # the table's rows are the same lines, their tabs kept
    found = meta_lines(lines, _GENERIC, page) if shapes is None else read_candidates(shapes, _GENERIC, page)
    base: Spec = _GENERIC
    if _posted_lines(lines) > len(found):  # (its lines who posted them outnumber the other date lines)
        found, base = meta_lines(lines, _GENERIC_POSTED, page), _GENERIC_POSTED
    found = _without_short_years(lines, found)
    rows = _rows(text, lines, page, found)
    beside_dates: str | None = None  # (the same text beside most dates, no title)
    if rows is not None and rows.metas is not None and len(rows.metas) > len(found):
        if rows.lines is not lines:
            return rows  # (a table's rows, read by their cells)
        found, beside_dates = _without_common_title(lines, rows.metas)
        if beside_dates is None:
            return rows
    after_dates, before_dates = None, None
    for fallback in _FALLBACKS:  # no date line of the common forms: perhaps labelled as the site's own, leading
        if len(found) >= 2:  # its line or ending it
            break
        found, base = meta_lines(lines, fallback, page), fallback
        if base is _GENERIC_LEADING:  # (at least three: a line of text may start with a date)
            found, after_dates = _without_common_text(found) if len(found) >= 3 else ({}, None)
        elif base is _GENERIC_DATELINE:
            found, before_dates = _datelines(lines, found)
    if base is _GENERIC_LEADING and (_rows_of_titles(lines, found) or _titled_after_colons(lines, found)):
        # ("2024-08-05 Pilot", "Folge 27, 12.3.2025: Wie geht es weiter ...?": each date line an entry, the title
        # after its date)
        titled = {index: meta._replace(title=meta.after, after=None) for index, meta in found.items()}
        return _titled_rows(lines, page, titled)
    masthead = _masthead(lines, found)
    if masthead is not None:  # (the header's, named with its lines)
        found = {index: meta for index, meta in found.items() if index != masthead}
    again = _dates_again(lines, found)  # (a timestamp under each date line: "2025-11-28 06:00:00")
    found = {index: meta for index, meta in found.items() if index not in again}
    if len(found) < 2:
        return None
    lengths = {index for index, line in enumerate(lines) if _is_duration_alone(line)}
    if today := _todays_hours(lines, found, lengths, page, glued=base is _GENERIC_LEADING):
        found, lengths = dict(sorted({**found, **today}.items())), lengths - set(today)
    metas = list(found)
    furniture = _Furniture(lines)
    presenters = [index for index, line in enumerate(lines) if _PRESENTERS.fullmatch(line)]
    presented = 2 * len(presenters) >= len(metas) and _titled_besides(lines, metas, presenters, furniture.chrome([]))
    people = _PEOPLE_PRESENTED if presented else _PEOPLE
    described_people, peopled = _people_so_opened(lines, people, len(metas))
    found, hour = _without_times_of_day(lines, found, lengths)
    leading_text = any(meta.after for meta in found.values())  # (then a length anywhere in the text is the entry's)
    under = set() if leading_text else _lengths_under(lines, found)
    over = False
    if not under:  # (or over the date lines, under the titles: "40 min", "2 days ago")
        under = _lengths_over_titled(lines, found)
        over = bool(under)
    repeated = _repeated_lines(lines, metas, lengths)
    duration_line = len(lengths - under) >= max(2, len(metas) // 2)
    skipped = set(metas) | set(again) | under | (lengths if duration_line else set())
    credits = [index for index, line in enumerate(lines) if _COPYRIGHT_CREDIT.fullmatch(line)]
    credited = 2 * len(credits) >= len(metas) > 1  # (the entries' pictures': the last one, under the last entry,
    past_credits = credits[-1] if credited else metas[-1]  # starts no page's own text)
    own_text = min(page_text_start(lines, max(metas[-1], past_credits) + 1, len(lines), _GENERIC),
                   _top_again(lines, metas))
    pages = _page_numbers(lines, metas[-1])
    # The links in words to another page under the last entry, not in the row of page numbers, end the list where no
    # entry links another page (the entries are searched for one only when such a link stands there).
    worded = {index for index in range(metas[-1] + 1, own_text)
              if index not in pages and _worded_page_link(lines[index])}
    paged = bool(worded) and not any(map(_worded_page_link, lines[metas[0] : metas[-1]]))
    list_end = next((index for index in range(metas[-1] + 1, own_text) if _LIST_END.fullmatch(lines[index])
                     or (paged and index in worded)), None)
    if list_end is None and (more := next((index for index in range(metas[-1] + 1, own_text)
                                           if _SHOW_MORE.fullmatch(lines[index])), None)) is not None:
        list_end = more if _site_text_after(lines, more) or _right_under(lines, metas, under, more) else None
    page_text = own_text if list_end is None else next(  # the line after "Load more" under the last entry
        (index for index in range(list_end + 1, own_text) if lines[index]), own_text
    )
    skipped.update(range(page_text, len(lines)))  # no entry's, whatever the placement
    headings = _month_headings(lines, found)
    skipped.update(pages, headings)
    skipped.update(index for index in peopled if index < page_text)  # (no titles)
    unplaced_chrome = furniture.chrome(repeated)  # (before the titles are placed, which may drop repeated forms)
    if bylines := _bylines(lines, metas, skipped, unplaced_chrome):
        bylines = _bylines_kept(lines, metas, bylines, _Neighbours(lines, skipped | set(bylines), unplaced_chrome))
    skipped.update(bylines)
    ads = [index for index in range(metas[0] + 1, metas[-1]) if lines[index] in _AD_WORDS]  # ("Annonse")
    skipped.update(ads)
    pictured, over_dates = _pictures_credited(lines, metas, skipped, page_text, furniture.chrome([]))
    skipped.update(over_dates)  # (where titles are, those over them stay: a kicker may stand over one, "Podkast")
    names_under = _names_over_lengths(lines, metas, lengths, page_text, skipped, furniture)
    names_under += _names_under_titles(lines, metas, page_text, {*skipped, *names_under}, furniture)
    skipped.update(names_under)
    sections = _named_sections(lines, metas, skipped, unplaced_chrome)
    skipped.update(sections)
    markers = _marker_lines(lines, found)
    neighbours, place, markers, repeated = _placed(lines, metas, skipped, markers, repeated, furniture)
    if place == "above" and (labelled := _labelled_over_dates(lines, metas, neighbours)):
        trial = _placed(lines, metas, skipped | set(labelled), markers, repeated, furniture)
        if trial[1] != "above":  # (the entries end with their date lines: the labelled lines are their facts)
            skipped.update(labelled)
            neighbours, place, markers, repeated = trial
    heading_texts = {lines[index] for index in headings}
    not_titles = heading_texts | {  # (chrome wherever they stand)
        lines[index] for index in [*bylines, *ads, *names_under, *pictured, *sections, *again]
    }
    chrome_lines = {lines[index] for index in pages if _PAGE_NUMBER.fullmatch(lines[index])} | not_titles
    chrome_lines |= _players_without_length(lines, lengths)
    if rows is not None and not _titles_placed(metas, neighbours, place):
        return rows  # as many rows as date lines, whose parts before the date are their titles, not markers
    header_end: re.Pattern[str] | None = None
    lead = _lead(metas, neighbours) if place == "below" else None
    start = _title_first_start(lines, metas, neighbours, markers, lead is None, under) if place == "below" \
        else _first_under_kickers(lines, metas, neighbours, repeated) if place == "above" else None
    if start is not None:
        place, lead = "first", None
        header = neighbours.of(start, -1)
        header_end = compiled(re.escape(header)) if header else None
    elif place == "above" or lead is not None:  # the first entry starts at its title, or at its lead line
        start = next(iter(neighbours.between(-1, metas[0])[-1:]), metas[0])
    else:
        start = metas[0]
    heading = _length_over(lines, start)
    if leads := place in ("above", "first") and (  # (a thumbnail's "38:12")
        _is_duration_alone(lines[start]) or heading is not None
    ):
        under, over, duration_line = set(), False, False
    if leads and place == "first" and heading is not None:  # (the first entry starts at the length over its title)
        start, header = heading, neighbours.of(heading, -1)
        header_end = compiled(re.escape(header)) if header else None
    chrome_in_header = [_is_header_chrome(line) for line in lines[:start]]  # (asked once for the passes below)
    site, named_after_show = _site_lines(lines, start, chrome_in_header)
    over_apps = _over_apps(lines, start)  # (these and the lines under the description named below)
    header_dropped = over_apps + _under_description(lines, start, {*site, *over_apps}, chrome_in_header)
    if masthead is not None:
        header_dropped.append(masthead)
    footer = _footer_over(lines, metas, neighbours, place, page_text) if list_end is None else page_text
    placed_chrome = furniture.chrome(repeated)
    page_chrome = [  # (the page's chrome line by line, as `_chrome` below has it: found, not compiled)
        furnished or line in chrome_lines for line, furnished in zip(lines, placed_chrome, strict=True)
    ]
    menu = {lines[index] for index in [*site, *header_dropped]} | set(itertools.compress(lines, chrome_in_header))
    kickers = sorted({lines[index] for index in _kickers(lines, metas, neighbours, place, start,
                                                          {lines[index] for index in site}, menu, page_chrome)}
                     | (_sections_over(metas, neighbours) if place == "below" else set()))
    chrome = _chrome(repeated, [*chrome_lines, *kickers])
    own_title = _title_in_entries(lines, start, site, {form.shown for form in repeated if form.exact} | set(kickers))
    cuts = _text_cuts(lines[start:page_text], len(metas), menu, "\n".join(lines[:start]))
    facts, fact_lines = _fact_lines(lines, [start - 1, *metas, page_text], placed_chrome)
    spec = attrs.evolve(
        base, title=place, chrome=chrome,
        passed_over=_passed_over(repeated, not_titles),
        duration_line=duration_line,
        length_over_tags=duration_line and _lengths_over_tags(lines, lengths),
        duration_under=bool(under) and not over,
        duration_over=over,
        duration_leads=leads,
        marker_lines=bool(markers),
        title_again=(title_again := _titles_shown_twice(lines, metas, neighbours)),
        text_cut=Cuts(tuple(pattern for _, patterns in cuts for pattern in patterns)) if cuts else None,
        facts=fact_lines or None,
        header_end=header_end,
        people=people,
        described_people=described_people,
        header_skip=Lines((_INITIALS, _PICTURE_CREDIT), frozenset(lines[index] for index in [*site, *header_dropped])),
        header_title_twice=named_after_show,
        header_title=None if own_title is None else compiled(re.escape(own_title)),
        header_end_is_text=header_end is not None,
        lead=None if lead is None else compiled(re.escape(lead).replace("\\#", _NUMBER_RE.pattern)),
        page_text=_page_text(credited=credited) if footer == len(lines) or _PAGE_TEXT.fullmatch(lines[footer])
        else _page_text(lines[footer], credited=credited),  # (the site's name again, say)
        # (under the last entry, the button that ends the list starts a footer whose every line is reported but the
        # links to the list's other pages, "Page 1 of 4" over "Next page" and its arrow, and the other articles'
        # heading; where each date line ends its entry, every line after the last one is)
        footer=re.escape(lines[list_end]) if list_end is not None and place != "first" else None,
        footer_lines=_FOOTER_LINKS,
    )
    inferred = [f"the title {_PLACES[place]}"]
    site_lines = set(site)
    if site:
        inferred.append(f"the site's lines above the show's title: {', '.join(repr(lines[index]) for index in site)}")
    if header_chrome := [line for index, line in enumerate(lines[:start]) if index in header_dropped or (
        index not in site_lines and line not in _BUTTON_WORDS  # (`_HEADER_CHROME`'s lines are of the header's chrome)
        and ((chrome_in_header[index] and _HEADER_CHROME.fullmatch(line)) or glued_chrome(line, _HEADER_CHROME))
    )]:  # (up to where the first entry starts: its lines are no header's, "Latest results" a title there)
        inferred.append(f"dropped from the show's header: {', '.join(map(repr, header_chrome))}")
    if cuts:
        inferred.append(f"cut from the entries' text: {' and '.join(name for name, _ in cuts)}")
    if facts:
        inferred.append(f"the entries' facts under their labels: {', '.join(map(repr, facts))}")
    if hour is not None:
        inferred.append(f"the clock after each date (such as {hour!r}) is the time of day: no length")
    if after_dates is not None:
        inferred.append(f"dropped the text after the dates, {after_dates}")
    if beside_dates:  # (markers beside the dates are read, not named)
        inferred.append(f"dropped the text beside the dates (a place, the show's name, an author): {beside_dates}")
    if before_dates is not None:
        inferred.append(f"dropped the text before each date (a place, a section): {before_dates}")
    if footer < page_text:
        inferred.append(f"the page's own text starts at {lines[footer]!r}, past the lines the other entries hold")
    if kickers:
        inferred.append(f"dropped the topics over the titles: {', '.join(map(repr, kickers))}")
    if sections:
        named = ", ".join(repr(lines[index]) for index in sections)
        inferred.append(f"dropped the sections over the date lines: {named}")
    if bylines:
        names = {lines[index]: None for index in bylines}
        inferred.append(f"dropped the names over the date lines: {', '.join(map(repr, names))}")
    if names_under:
        names = {lines[index]: None for index in names_under}
        inferred.append(f"dropped the names over the lengths or buttons: {', '.join(map(repr, names))}")
    if leads:
        inferred.append("a duration alone over a title heads its entry")
    if under:
        where = "over a date line, under its title," if over else "under a date line"
        inferred.append(f"a duration alone {where} belongs to it")
    if markers:
        inferred.append("a marker alone on its line (Episode 12) belongs to its entry")
    if title_again:
        inferred.append("each title is shown twice: dropped from the description")
    if duration_line:
        inferred.append("a duration alone ends each entry")
    if lead is not None:
        inferred.append(f"a line {lead!r} opens an entry")
    if repeated:
        shown = (form.shown for form in repeated)
        inferred.append(f"dropped lines repeated in (nearly) every entry: {', '.join(map(repr, shown))}")
    if pages:
        inferred.append(f"dropped the row of page links: {', '.join(repr(lines[index]) for index in pages)}")
    if headings:
        inferred.append(f"dropped month headings: {', '.join(repr(lines[index]) for index in headings)}")
    if again:
        told = ", ".join(repr(lines[index]) for index in again)
        inferred.append(f"dropped the days told again under the date lines: {told}")
    exact = {form.shown for form in repeated if form.exact}
    buttons = sorted({line for line, button in zip(lines, furniture.buttons, strict=True) if button} - exact)
    if buttons:
        inferred.append(f"dropped buttons: {', '.join(map(repr, buttons))}")
    if list_end is not None and not furniture.buttons[list_end]:  # (a link back: "Back to Groups")
        inferred.append(f"the list ends at {lines[list_end]!r}")
    dropped: dict[str, list[str]] = {what: [] for what, _ in _PASSED_OVER_NAMES}
    for index in range(len(lines)):  # (in the header, but for what is named as its chrome above)
        if furniture.passed_over[index] and index not in pages and not (
            index < start and _HEADER_CHROME.fullmatch(lines[index])
        ):
            dropped[next(what for what, pattern in _PASSED_OVER_NAMES if pattern.fullmatch(lines[index]))].append(
                lines[index]
            )
    inferred += [f"dropped {what}: {', '.join(map(repr, these))}" for what, these in dropped.items() if these]
    return Choice(spec, page, f"generic reader: {len(metas)} entries, {'; '.join(inferred)}", lines, found)


_MOST_DESCRIBED_PEOPLE = 60  # the longest words for people after an opening of people's lines, in characters


_JOB_AFTER = compiled(f", {_JOB}")


# Who is heard, after "Featuring" with a capital and no colon, "Zu Gast:" or the Finnish "Vieraana": opening the
# people's lines of many entries only ("Featuring Josh Carrow", "Zu Gast: Anke Wirtz und Paul Schäfer"; alone,
# "Featuring Herbie Hancock" and "Zu Gast: Restauratorin Mira Lange" may be titles).
_OPENING_PEOPLE = compiled(f"(?:Featuring |Zu Gast: |Vieraana )(?P<people>{_CREDITED})")


def _people_so_opened(
    lines: list[str], people: re.Pattern[str], entries: int
) -> tuple[re.Pattern[str] | None, list[int]]:
    """The lines of people the page opens as its own (a `Spec.described_people`), or None, and where the lines of people
    stand: ``people``'s (a `Spec.people`), and those that open as the people's lines of half the ``entries`` or more
    open (``Guest: ``, ``With ``, ``Recorded by ``, ``Featuring `` with its capital, counted where people follow, alone
    or with a `_JOB` after a comma: ``Avec Élise Marchetti, conservatrice au département des Manuscrits``) with words
    that end no sentence after it, whatever they are (``Guest: whoever was in the hall that Thursday``, ``Recorded by
    the show committee``: the people so described; not the newsroom, which signs a byline). (The page's openings are a
    pattern of their own, beside ``people``: one made of both would compile its thousands of words for each page.)"""
    named = {index for index, line in enumerate(lines) if line and people.fullmatch(line)}
    opening_lines = (found for line in lines if line
                     and (found := people.match(line) or _OPENING_PEOPLE.match(line)) and found["people"]
                     and (found.end() == len(line) or _JOB_AFTER.fullmatch(line, found.end("people"))))
    openings = Counter(found.string[: found.start("people")] for found in opening_lines)
    common = sorted(opening for opening, count in openings.items() if opening.strip() and 2 * count >= entries)
    if not common:
        return None, sorted(named)
    described = compiled(
        f"(?:{'|'.join(map(re.escape, common))})"
        f"(?!(?:{_NEWSROOM.pattern})$)(?P<described>[^.!?]{{1,{_MOST_DESCRIBED_PEOPLE}}})"
    )
    openers = tuple(common)
    return described, [index for index, line in enumerate(lines)
                       if index in named or (line.startswith(openers) and described.fullmatch(line))]


def _text_cuts(
    text: list[str], entries: int, menu: Collection[str], header: str
) -> list[tuple[str, tuple[re.Pattern[str], ...]]]:
    """The cuts of `_TEXT_CUTS`, each named and with its patterns, that cut a part of the ``text`` lines (not all of
    a line) as often as half the ``entries`` or more; the lines of `_LINE_CUTS` that stand as often, each no item of a
    list (the labelled lines of most entries are their facts: `_fact_lines`); the towns in small letters opening as
    many (`_TOWN_OPENING`), where one stands twice or the ``header`` (the text over the first entry) names one; the
    towns in square brackets opening as many (`_BRACKETED_TOWN`), where two differ; the writers glued to as many
    (`_GLUED_WRITER`), where one stands twice; the sections in capitals opening as many (`_SECTION_OPENING`), when the
    site's ``menu`` (the header's lines but the show's own) names one of them, as it names its towns, and the same
    sections alone; and the words the menu names opening as many (`_WORD_OPENING`). (Text cuts leave the titles
    alone.) Their patterns in this order are a `Cuts`: the fixed ones as they were compiled at import, only the
    page's own words compiled for the page."""
    filled = [line for line in text if line]  # (a blank line holds nothing to cut)
    cuts: list[tuple[str, tuple[re.Pattern[str], ...]]] = []
    for name, pattern, line_cut in _LINE_CUTS:  # (first: "FOTO: FINK" is a credit before "FOTO: " may be a dateline)
        if 2 * sum(1 for at, line in enumerate(text) if pattern.fullmatch(line)
                   and not list_item(text, at, _LIST_ITEM)) >= entries:
            cuts.append((name, (line_cut,)))
    for name, pattern, search, ends in _TEXT_CUTS:
        searched = filled if ends is None else [line for line in filled if line.endswith(ends)]
        if 2 * sum(1 for line in searched if (cut := search(pattern, line)) and 0 < len(cut[0]) < len(line)) >= entries:
            cuts.append((name, (pattern,)))
    openings = [found for line in filled if (found := _TOWN_OPENING.match(line)) and found.end() < len(line)]
    towns = [found["town"] for found in openings]
    # (one alone on its line stands too, where the openings' dash or bar tells a town: "Thun", "Chapecó (SC)", over no
    # teaser; not where a full stop does, "Gratitude. It is easy ...", a theme's word that may be a title too)
    named_towns = {found["town"] for found in openings if "." not in found[0][found.end("town") :]}
    # (before a full stop and a dash, a name or a label may open as often, "Carmen Aristegui.\u2013 ",
    # "Entrevista.\u2013 ", review 42: then the header names one)
    dashed = any(found["dashed"] for found in openings)
    if 2 * len(towns) >= entries and (
        (Counter([*towns, *(town for line in filled if (town := _DEPARTMENT_AFTER.sub("", line)) in named_towns)])
         .most_common(1)[0][1] >= 2 and not dashed)
        or any(_names_town(header, town, stopped=stopped)
               for town, stopped in {(found["town"], "." in found[0][found.end("town"):]) for found in openings})
    ):
        # (where one stands twice, or the header names one, as a paper's name does, "Whitby Gazette": a guest's name
        # or a topic opening each teaser stands once, "Anna Berg - ...", "Gratitude. ..."; and one of those towns
        # alone, the opening of a teaser the entry has none of: "Dornbirn")
        alone = "|".join(map(re.escape, sorted(set(towns))))
        cuts.append(("the stories' towns", (_TOWN_OPENING, compiled(f"^(?:{alone})(?:{_DEPARTMENT})?$"))))
    bracketed = [found[1] for line in filled if line.startswith("[") and (found := _BRACKETED_TOWN.match(line))]
    if 2 * len(bracketed) >= entries and len(set(bracketed)) >= 2:  # (two towns at least: "[ENCORE] ", "[LIVE] " are
        cuts.append(("the stories' towns in brackets", (_BRACKETED_TOWN,)))  # labels, reviews 37 and 39)
    writers = [found["writer"] for line in filled if (".-" in line or "/" in line)
               and (found := _GLUED_WRITER.match(line))]
    if 2 * len(writers) >= entries and Counter(writers).most_common(1)[0][1] >= 2:
        cuts.append(("the writers glued to the stories", (_GLUED_WRITER,)))  # (where one stands twice: a guest's name
        # opening each teaser stands once, "Juan Ruiz.-Sus abuelos ...")
    sections = [  # (opening a teaser: one alone on its line, "PODD", may be a kicker)
        opening["section"] for line in filled if (opening := _SECTION_OPENING.match(line)) and opening.end() < len(line)
    ]
    if 2 * len(sections) >= entries and any(section.title() in menu for section in sections):
        cuts.append(("the sections in capitals the site's menu names", (_SECTION_OPENING,)))
        cuts.append(("the same sections alone", (compiled(  # (where no teaser follows: "LEUSDEN"; not any line in
            rf"^(?:{'|'.join(map(re.escape, sorted(set(sections))))})$"  # capitals, "KENSINGTON" in a line-up)
        ),)))
    named = [word for line in filled if (opening := _WORD_OPENING.match(line)) and (word := opening["word"]) in menu]
    if named and 2 * len(named) >= entries:  # (a section the menu names, glued to the teaser: "Kultur Musiker och
        # ...", Borlänge Tidning's)
        cuts.append(("the sections the site's menu names", (compiled(
            rf"^(?:{'|'.join(map(re.escape, sorted({*named, *(line for line in filled if line in menu)})))})"
            rf"(?: {_CAPITALIZED_THEN_SMALL}|$)"  # (or any the menu names alone, where no teaser follows: "Sport")
        ),)))
    return cuts


# A town in capitals in square brackets opening a teaser ("[HOUTEN] Winkeliers vertellen ...", Houtens Nieuws').
_BRACKETED_TOWN = compiled(r"\[((?-i:[A-ZÀ-Þ][A-ZÀ-Þ'\u2019. -]{1,30}))\] (?=(?-i:[A-ZÀ-ÖØ-Þ]))")
# A photographer's name in capitals after the copyright's sign ("© MARC LASSALLE": La République des Pyrénées), under
# half the entries or more: theirs, not the start of the page's own text ("© RADIO FRANCE", once, is).
_COPYRIGHT_CREDIT = compiled(r"© ?(?-i:[A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+(?: [A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+){1,3})")
_PAGE_TEXT_PAST_CREDITS = compiled(f"(?!(?:{_COPYRIGHT_CREDIT.pattern})$)(?:{_PAGE_TEXT.pattern})")
# Whole lines cut from the entries' text (see `_text_cuts`): a reporter's initials after a dash ("- C.L.", "- J.-M.R.":
# French weeklies'; not "- U.S.A." over "- U.K.", a list's), and a picture's credit alone on its line ("Foto: Lars
# Kjær": Melfar Posten; "(foto Jan de Visser)": WereldRegio; a title "Photo: Dorothea Lange" stays one). In the show's
# header, the first two are dropped wherever they stand (the show's description holds neither).
_INITIALS = compiled(r"[-\u2013\u2014] ?(?-i:[A-ZÀ-ÖØ-Þ]\.-?){2,4}")
_PICTURE_CREDIT = compiled(
    # (perhaps with the agency's name after a slash, "Foto: Rafael Schmitt/GES-Especial", Jornal NH's, or the place and
    # day it was taken, "Bild: Stefan Kaiser (Zug, 2. 12. 2025)")
    rf"(?:{_PHOTO_LABELS}) ?: (?:{_PERSON}(?:/[\w-]{{2,30}}| \([^()]{{1,40}}\))?"  # (a space before the colon
    # in French: "ILLUSTRATION : MARGOT LEFEBVRE")
    # (or an archive's, an agency's, a town's: "Foto: Arkiv", "Foto: Fjord&Bælt", as KJ Avis credits its pictures,
    # "Foto: Lindesbergs kommun"; or supplied, as Swiss papers credit them, "Bild: zvg", "Photo ldd", or with its
    # rights reserved, "Foto: d.r."; or an archive by its name, "Foto: Arquivo Jornal da Batalha")
    r"|(?-i:[A-ZÀ-ÖØ-Þ])[\w&'\u2019-]{1,30}(?: (?-i:[a-zß-öø-ÿ])[\w-]{1,20})?"
    r"|(?-i:zvg|zVg|ZVG|ldd|pd|d\.r\.|D\.R\.)"
    rf"|(?:{_ARCHIVES})(?: [^\W\d_][\w.'\u2019 -]{{1,40}})?)"
    rf"|\((?i:foto|photo|beeld|bild):? (?:[^()]{{1,40}} [-\u2013] )?{_PERSON}\)"  # ("(Photo L'Avantage \u2013 Marie-Ève
    # Lavoie)": the paper's, then the photographer's)
    r"|\(© ?(?-i:[A-ZÀ-ÖØ-Þ])[^()]{1,40}\)"  # (a copyright's holder in brackets: "(©Le Réveil de Berck)")
    r"|(?:FOTO|PHOTO|BILD):? [A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+(?: [A-ZÀ-Þ][A-ZÀ-Þ'\u2019-]+){0,3}"  # ("FOTO: TRINKHAUS")
    rf"|(?:Foto|Photo) \| (?:{_PERSON}|{_ARCHIVES}) \| [^|]{{2,40}}"  # (the photographer's
    # and the paper's, "Foto | Freddy Arango | LA PATRIA", as La Patria credits its pictures; not a tagline, "Photo |
    # Video | Travel": review 43)
)
_LINE_CUTS = tuple(
    (name, line, compiled(f"^(?:{line.pattern})$"))  # (each with its cut of the whole line, compiled once)
    for name, line in (
        ("the reporters' initials", _INITIALS), ("the pictures' credits", _PICTURE_CREDIT),
        ("the photographers' names", _COPYRIGHT_CREDIT),
        # (and the Finnish reporter's word before a name, "Toimittaja Leena Salonen": Somero-lehti; a guest's title
        # may name a journalist so)
        ("the reporters' names", compiled(rf"Toimittaja {_PERSON}")),
        # (and a picture's caption in brackets over the teaser, "(Les premiers chalets sur la place d'Armes)", as
        # Va-Infos writes them)
        ("the pictures' captions in brackets", compiled(r"\((?-i:[A-ZÀ-ÖØ-Þ])[^()]{10,150}(?<![.!?])\)")),
        # (and where each episode was recorded, in English and the languages of the month names podcat reads:
        # "Recorded in the Shakespeare Place studio", "Enregistré à Rimouski", "Opgenomen in Zwolle")
        ("the places recorded", compiled(
            r"(?:Recorded (?:in|at)|Enregistré (?:à|au|aux|en|dans)|Opgenomen (?:in|op|bij)|Aufgenommen (?:in|im|am)"
            r"|Grabado en|Registrato (?:a|in|al|presso)|Gravado em|Inspelad (?:i|på)|Innspilt (?:i|på)"
            r"|Optaget (?:i|på)) (?-i:[A-ZÀ-ÖØ-Þ]|the )[^.!?]{1,60}"
        )),
        # (and the place each is about, after a pin or in brackets: "📍 Kop van Zuid", Rotterdam.info's; "(Dorst)")
        ("the places pinned", compiled(r"📍 ?(?-i:[A-ZÀ-ÖØ-Þ])[^.!?]{1,40}")),
        ("the places in brackets", compiled("\\((?-i:[A-ZÀ-ÖØ-Þ])[\\w'\u2019-]+(?: [\\w'\u2019-]+){0,2}\\)")),
    )
)
_LIST_ITEM = compiled(r"[-\u2013\u2014•] ")
# A town in small letters, of a word or three, opening a story's text before a dash, a bar or a full stop, perhaps with
# the reporter's initials before it, in it or after it ("Bolsward - ", "Schwäbisch Gmünd. ", "Orléans (45) - ",
# "Einbeck (ek).  ", "wu Soltau. ", "Carrù - (mc). ", "Suonenjoki | "); no title before a name ("Dr. Sarah Lee ...").
_TOWN_OPENING = compiled(
    rf"^(?:(?-i:[a-zäöü]{{2}}) )?(?!(?:Von|By|Par|Por|Door|Af|Av|Di|Da) |{_HONORIFICS}\.)"
    rf"(?P<town>{_TOWN})(?:{_DEPARTMENT})?"
    rf"(?: {_REPORTERS_INITIALS})?"
    rf"(?: [-\u2010\u2013\u2014|] (?:{_REPORTERS_INITIALS}\.? )?|\.\s+(?:[\u2013\u2014] )?(?=(?-i:[A-ZÀ-ÖØ-Þ]))"
    r"|(?P<dashed>\.[-\u2013] )(?=(?-i:[A-ZÀ-ÖØ-Þ])))"
)  # (and a dash after the full stop: "Marbella. — ", as Latin Press writes it; "Ciudad Juárez.\u2013 ", El Diario de
# Juárez)


# Who wrote a story, glued to its teaser by a full stop and a dash, or alone: "Rosario Bernal.-Capataces ...", as
# Sanlúcar Digital writes it; or with the town after a slash, a space before the teaser: "Joel Rubio/Villahermosa
# Comerciantes ...", as Tabasco Hoy does.
_GLUED_WRITER = compiled(
    rf"^(?P<writer>{_PERSON})(?:\.-|/(?-i:[A-ZÀ-Þ])[\w'\u2019-]+(?: |$))(?=(?-i:[A-ZÀ-ÖØ-Þ])|$)"
)


# The words that follow a town in the name of its paper or its podcast ("Whitby Gazette", "The Whitby Podcast").
_MEDIA_WORDS = (
    "Podcast|Pod|Gazette|Times|News|Post|Herald|Journal|Chronicle|Echo|Advertiser|Observer|Mercury|Standard|Telegraph"
    "|Express|Press|Courier|Weekly|Radio|Zeitung|Nachrichten|Anzeiger|Kurier|Courant|Dagblad|Krant|Tidning|Tidende"
    "|Avis|Blad|Posten|Sanomat|Lehti"
)


def _names_town(header: str, town: str, *, stopped: bool) -> bool:
    """Whether the ``header`` names the ``town`` as a word of its own (not "Hopeful", "Markus"), not as a name's first
    word ("Romeo. ...", "Bernarda. — ...", under "Romeo Montague", "La casa de Bernarda Alba"; "Leeds - Chelsea ...",
    under "Leeds United") unless it opens the page ("Whitby Gazette") or, before a dash (not ``stopped`` by a full
    stop), names a paper or a podcast ("The Whitby Podcast")."""
    if not stopped and re.search(rf"\b{re.escape(town)} (?:{_MEDIA_WORDS})\b", header):  # ("Whitby - ", under "The
        return True  # Whitby Podcast"; not "Leeds - Chelsea 3-1", under "The Leeds United Podcast")
    return header.startswith(f"{town} ") \
        or re.search(rf"\b{re.escape(town)}\b(?! (?-i:[A-ZÀ-ÖØ-Þ]))", header) is not None


# A word opening a story's text before a word in capitals and one in small letters, as a section the site's menu names
# opens it ("Kultur Musiker och ..."; not "Music Director Antonio ...", a job, nor the menu's home, "Home Office
# figures ...").
_CAPITALIZED_THEN_SMALL = r"(?=(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+ [a-zß-öø-ÿ]))"
_WORD_OPENING = compiled(
    r"^(?!(?:Home|Start|Startseite|Accueil|Inicio|Início|Forside|Etusivu|Hjem|Hem|Startsida)\b)"
    rf"(?P<word>(?-i:[A-ZÀ-ÖØ-Þ])[^\W\d_]+) {_CAPITALIZED_THEN_SMALL}"
)
# A town or a section in capitals opening a story's text, before its first word ("CULEMBORG Ondernemers ...", "PODKAST
# Lag og handlande ..."): cut where the site's menu names it (its "Culemborg"), not otherwise ("NASA Engineers ...",
# where a tag or a title is "Nasa"). (A town in small letters is cut before a dash or a full stop only: see
# `_TEXT_CUTS`.)
_SECTION_OPENING = compiled(
    r"^(?-i:(?P<section>[A-ZÀ-Þ][A-ZÀ-Þ'\u2019.-]{2,}(?: [A-ZÀ-Þ][A-ZÀ-Þ'\u2019.-]+){0,2}))"
    r" (?=(?-i:[A-ZÀ-ÖØ-Þ](?:[a-zß-öø-ÿ]| )))"
)
# A clock that may be a time of day at the end of a date line ("Publié le : 11/06/2024 - 14:10").
_CLOCK_AT_END = compiled(rf"(?<![\d:.]){BARE_CLOCK}(?= \d{{1,4}}$|$)")  # ("14:10", "06.00"; before a count of
# comments: "3.12.2025 08:00 0")
_H_CLOCK_AT_END = compiled(r"(?<![\d:.])(?:[01]\d|2[0-3])h[0-5]\d(?:min)?$")  # ("06h00": an hour, or a length,
# "01h05"; "05h00min", as the Pioneiro writes the hour)


def _without_short_years(lines: list[str], found: dict[int, Meta]) -> dict[int, Meta]:
    """The date lines ``found`` but those of a year in two digits after an apostrophe (``Sept 11 '01``), where others
    write the year in four: those are titles, as the page writes its dates otherwise (``28 november \u201825`` beside
    ``Vandaag``, or on every line, dates its entry)."""
    short = {index for index in found if _SHORT_YEAR_IN_LINE.search(lines[index])}
    if not short or not any(_FOUR_DIGIT_YEAR.search(lines[index]) for index in found if index not in short):
        return found
    return {index: meta for index, meta in found.items() if index not in short}


_SHORT_YEAR_IN_LINE = compiled(r"(?<!\d)['\u2018\u2019]\d\d(?![\d:])")  # (not a length's seconds: "34'12\"")
_FOUR_DIGIT_YEAR = compiled(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def _dates_again(lines: list[str], found: dict[int, Meta]) -> list[int]:
    """The date lines ``found`` right under another that names the same day (``28 de noviembre de 2025`` over
    ``2025-11-28 06:00:00``, a copied timestamp): the entry's date told again, no entry's own."""
    return [index for index, meta in found.items() if meta.published is not None
            and (above := nearest_filled(lines, index, -1)) is not None and above in found
            and found[above].published == meta.published]


def _masthead(lines: list[str], found: dict[int, Meta]) -> int | None:
    """The first of the date lines ``found`` when it is the site's day in its masthead, no entry's: the newest day
    (the page's, when it was copied), over the show's header (a line longer than a header's under it, before the
    next date line, and none over it; twice the lines any entry after it holds or more), where two date lines or more
    follow; else None."""
    order = list(found)
    first = found[order[0]].published if order else None
    if len(order) < 3 or first is None or any(meta.published and meta.published > first for meta in found.values()):
        return None
    def long(line: str) -> bool:
        return len(line) > _LONGEST_HEADER_LINE
    if any(map(long, lines[: order[0]])) or not any(map(long, lines[order[0] + 1 : order[1]])):
        return None
    sizes = [sum(1 for line in lines[before + 1 : after] if line) for before, after in itertools.pairwise(order)]
    return order[0] if sizes[0] >= 2 * max(sizes[1:]) else None


def _without_times_of_day(
    lines: list[str], found: dict[int, Meta], lengths: set[int]
) -> tuple[dict[int, Meta], str | None]:
    """The date lines without the length their clock gave, when most of them (three or more) end in a clock that
    may be a time of day (whether their date took it for its time, as after an English month, or not; or the same
    ``06h00`` on each, as Correio do Povo writes the hour) and half of those show a length on a line of its own (one
    of ``lengths``) before the next date line (``- 14:10``, ``10 januari 2025 05:00``, ``1. mars 2024 15:45``: the
    hour an episode came out, no length); and the clock most of them end in, or None."""
    clocked = {index: clock[0] for index in found if (clock := _CLOCK_AT_END.search(lines[index]))}
    if not clocked:  # (or "06h00", where it is the same on every line: "01h05" under "00h52" are lengths, review 42)
        clocked = {index: clock[0] for index in found if (clock := _H_CLOCK_AT_END.search(lines[index]))}
        clocked = clocked if len(set(clocked.values())) == 1 else {}
    if len(clocked) < 3 or len(clocked) * 3 < len(found) * 2 or not any(found[index].duration for index in clocked):
        return found, None
    metas = list(found)
    ends = dict(zip(metas, [*metas[1:], metas[-1] + metas[-1] - metas[-2]], strict=True))  # (the last entry as
    ordered = sorted(lengths)  # long as the one before)
    own = sum(1 for start in clocked
              if (at := bisect.bisect_right(ordered, start)) < len(ordered) and ordered[at] < ends[start])
    if own * 2 < len(clocked):  # (an entry with both a length of its own and a clock: that clock is its time)
        return found, None
    hour = Counter(clocked.values()).most_common(1)[0][0]
    return {index: meta._replace(duration=None) if index in clocked else meta for index, meta in found.items()}, hour


_TIME_OF_DAY = compiled(r"(?P<hour>(?:[01]?\d|2[0-3])[:.][0-5]\d)(?: (?P<after>(?-i:[A-ZÀ-Þ]).*))?")
_CLOCK = compiled(r"(?<![\d.])\d{1,2}(?::\d\d(?!\d)|\.\d\d(?![\d.]))")  # (not inside a day: "14.03.2025")


def _todays_hours(
    lines: list[str], found: dict[int, Meta], lengths: set[int], page: Page, *, glued: bool
) -> dict[int, Meta]:
    """Today's entries, where a site shows their hour in place of their day (``06:00``, ``Podcast • 05:00``; where
    the dates lead their text, ``06:00 Nieuwe scheuren ...``: ``glued``): a time of day alone on a line (perhaps after
    a label), once on the page and no zero (a player's ``00:00``), above the first date line within two entries'
    lines, with a line of a kind a third of the date lines have under them (a length, a title) under it, on a page
    whose lengths and date lines hold no clock; dated the day the page was copied (without it, the entry is kept
    and its date reported). Empty otherwise."""
    metas = list(found)
    first = metas[0]
    reach = 2 * max(after - before for before, after in itertools.pairwise(metas))
    hours = {index: hour for index in range(max(0, first - reach), first)
             if (hour := _TIME_OF_DAY.fullmatch(unlabelled(lines[index], _GENERIC))) and (glued or not hour["after"])
             and hour["hour"].strip("0:.")}  # (not a player's "00:00")
    shown = Counter(lines) if hours else Counter()  # (counted once: each hour stands once on the page)
    hours = {index: hour for index, hour in hours.items() if shown[lines[index]] == 1}
    if not hours or any(_CLOCK.search(lines[index]) for index in [*metas, *(lengths - set(hours))]):
        return {}
    kinds = Counter(_kind_under(lines, index, found, lengths) for index in metas)
    return {index: Meta(page.as_of, None, None, None, "full", None, () if page.as_of is not None else (
        f"{as_of_problem(hour['hour'])}, today's hour",
    ), after=hour["after"]) for index, hour in hours.items()
        if kinds[_kind_under(lines, index, found, lengths)] * 3 >= len(metas)}


def _kind_under(lines: list[str], index: int, found: dict[int, Meta], lengths: set[int]) -> str:
    """What the next line under the one at ``index`` is: a date line, a length alone, or another line."""
    below = nearest_filled(lines, index, 1)
    return "date" if below in found else "length" if below in lengths else "other"


def _rows_of_titles(lines: list[str], found: dict[int, Meta]) -> bool:
    """Whether the date lines ``found`` are rows of a date and a title: most hold a text after the date like a title
    (short, no sentence), and most stand right under the one before."""
    order = list(found)
    titled = sum(1 for meta in found.values() if meta.after and title_like(meta.after))
    adjacent = len(order) - 1 - _apart(lines, order)
    return titled * 2 > len(order) and adjacent * 2 >= len(order) - 1


def _apart(lines: list[str], order: list[int]) -> int:
    """How many of the lines at ``order`` (one after another) have another line between them and the one before."""
    return sum(1 for before, after in itertools.pairwise(order) if any(lines[before + 1 : after]))


def _titled_rows(lines: list[str], page: Page, titled: dict[int, Meta]) -> Choice:
    """The generic reader's choice for date lines that hold their titles, ``titled``: a length alone ends each
    entry where most entries hold one, and the page's own text starts past the lines the other entries hold."""
    metas = list(titled)
    lengths = {index for index in range(metas[0], len(lines)) if _is_duration_alone(lines[index])}
    duration_line = len(lengths) >= max(2, len(metas) // 2)
    own_text = page_text_start(lines, metas[-1] + 1, len(lines), _GENERIC)
    neighbours = _Neighbours(lines, set(metas) | lengths, [False] * len(lines))  # (no chrome)
    footer = _footer_over(lines, metas, neighbours, "below", own_text)
    spec = attrs.evolve(
        _GENERIC_LEADING, title="glued", duration_line=duration_line,
        page_text=_page_text() if footer == len(lines) else _page_text(lines[footer]),
    )
    inferred = [f"generic reader: {len(titled)} entries, each a row of a date and its title"]
    if duration_line:
        inferred.append("a duration alone ends each entry")
    if footer < own_text:
        inferred.append(f"the page's own text starts at {lines[footer]!r}, past the lines the other entries hold")
    return Choice(spec, page, "; ".join(inferred), lines, titled)


def _titled_after_colons(lines: list[str], found: dict[int, Meta]) -> bool:
    """Whether most of the date lines ``found`` (two at least) hold a title after a colon right after their date, no
    marker (``Folge 27, 12.3.2025: Wie geht es weiter mit der Carolabrücke?``: the Sächsische), the descriptions
    under them, and fewer than half stand under a line like a title (then that is the title, and the text after the
    colon a place's or a marker's: ``12.3.2025: Dresden``). A line alone between two date lines is the upper one's
    teaser, no title of the lower."""
    titled = sum(1 for index, meta in found.items() if meta.after and title_like(meta.after)
                 and not marker_line(meta.after)
                 and (match := _LEADING_DATE.fullmatch(lines[index])) is not None and match["colon"])
    order = list(found)
    under_titles = sum(1 for at, index in enumerate(order) if (above := nearest_filled(lines, index, -1)) is not None
                       and title_like(lines[above]) and ". " not in lines[above]  # (sentences: a description's)
                       and not _is_duration_alone(lines[above]) and above not in found
                       and (at == 0 or any(lines[order[at - 1] + 1 : above])))
    return titled >= 2 and titled * 2 > len(found) and under_titles * 2 < len(found)


def _without_common_text(found: dict[int, Meta]) -> tuple[dict[int, Meta], str | None]:
    """The date lines ``found`` without the text after their dates where most hold the same (``, Direktlink zur
    Episode, Download: mp3``: the site's, no description), the post's category (``in Club News``, as WordPress
    writes "Posted 3rd December 2025 in Club News"), or who posted it (``· posted by Helen Carr``: its author), and
    what that text is; as they are, and None, otherwise."""
    posters = {index: by["author"] for index, meta in found.items()
               if meta.after and (by := _POSTER_AFTER_DATE.fullmatch(meta.after))}
    if len(posters) >= 2 and len(posters) * 2 >= len(found):  # (who posted each: "Recorded 28 October 2025 · posted
        # by Graham Sedgwick", the Kestrel Vale Photographic Society's; the episode's author, no text)
        return ({index: meta._replace(after=None, author=posters[index]) if index in posters else meta
                 for index, meta in found.items()}, "who posted them (the episodes' authors)")
    categories = [meta.after for meta in found.values() if meta.after and _POSTED_IN.fullmatch(meta.after)]
    if len(categories) >= 2 and len(categories) * 2 >= len(found):
        return ({index: meta._replace(after=None) if meta.after in categories else meta
                 for index, meta in found.items()}, f"the posts' categories: {', '.join(dict.fromkeys(categories))!r}")
    common = Counter(meta.after for meta in found.values() if meta.after).most_common(1)
    if not common or common[0][1] * 2 < len(found) or common[0][1] < 2:
        return found, None
    text = common[0][0]
    return ({index: meta._replace(after=None) if meta.after == text else meta for index, meta in found.items()},
            f"the same on most: {text!r}")


_POSTED_IN = compiled(r"in (?-i:[A-ZÀ-Þ])[\w'&-]*(?: [\w'&-]+){0,3}")  # (a post's category after its date)
_POSTER_AFTER_DATE = compiled(rf"(?:[·•|\u2013-] )?(?:(?i:posted|written|recorded) )?(?i:by) (?P<author>{_PERSON})")


def _without_common_title(lines: list[str], found: dict[int, Meta]) -> tuple[dict[int, Meta], str | None]:
    """The rows ``found`` (each a title beside its date) as date lines without titles, where half of them or more
    (two at least) hold the same "title", or places (`_places_beside_titles`), and other lines stand between most of
    them: the text the site writes beside each date (a place: ``Pamplona | 13/03/2025 - 06:00``; the show's name,
    an author; an author and a place each time another, ``Marta Álvarez | León | 13/03/2025``, the first part the
    same and each other part a word or two), no title, the titles being elsewhere in the entries (rows one after
    another, ``Mailbag`` on two of four, are titled so); and those texts (a marker beside a date, ``Episode 24``, is
    read, not named). As they are, and None, otherwise."""
    if _apart(lines, list(found)) * 2 <= len(found) - 1:
        return found, None
    common = Counter(_first_part(meta.title) for meta in found.values() if meta.title).most_common(1)
    if (not common or common[0][1] * 2 < len(found) or common[0][1] < 2) and not _places_beside_titles(lines, found) \
            and not _bylines_beside(found):
        return found, None
    texts = {text: None for meta in found.values() if (text := (meta.title or "").strip()) and not marker_line(text)}
    return {index: untitled(meta) for index, meta in found.items()}, ", ".join(map(repr, texts))


_MOST_PLACE_WORDS = 2  # ("León", "San Sebastián")


def _bylines_beside(found: dict[int, Meta]) -> bool:
    """Whether most of the rows ``found`` (two at least) hold a byline beside the date (``Von Sandra Dorn | ...``,
    ``di Redazione Lecco · 11.03.2025``, ``Carla Mendes | 28 de Novembro de 2025``): each text is people
    (`_PEOPLE`), or a full name that stands beside two dates or more apart (titles seldom repeat; a guest's name on
    two rows one after the other, ``Zadie Smith | 3 December 2025 | 41 min``, titles an interview's two parts)."""
    texts = [meta.title.strip() for meta in found.values() if meta.title]
    rows: dict[str, list[int]] = {}
    for at, text in enumerate(texts):
        if _FULL_NAME.fullmatch(text):
            rows.setdefault(text, []).append(at)
    apart = {name for name, ats in rows.items() if len(ats) >= 2 and ats[-1] - ats[0] >= len(ats)}
    bylines = sum(1 for text in texts if _PEOPLE.fullmatch(text) or text in apart)
    return bylines >= 2 and bylines * 2 > len(found)


_FULL_NAME = compiled(_PERSON)


def _places_beside_titles(lines: list[str], found: dict[int, Meta]) -> bool:
    """Whether the rows ``found`` hold a place each, another each time, beside a date with no length but perhaps the
    hour most of them give (a dateline; a row of a title, its date and its length is a directory's), right under a line
    like a title or right over one, not another row, nor a button or a length, each another (``Les jouteurs de Sète``
    over ``Sète · le 13/03/2025 à 06:00``: Midi Libre; ``Chablis - 12/03/2025 à 18:00`` over its title: L'Yonne
    républicaine), in two thirds of them (at least three): a word or two beside the date, no title."""
    clocks = {index: clock[0] for index, meta in found.items()
              if meta.duration is not None and (clock := _CLOCK_AT_END.search(lines[index]))}
    most = Counter(clocks.values()).most_common(1)
    hour = most[0][0] if most and most[0][1] * 2 >= len(found) else None  # (the hour most came out at, no length)
    placed = [index for index, meta in found.items()
              if meta.title and len(meta.title.split()) <= _MOST_PLACE_WORDS
              and (meta.duration is None or (hour is not None and clocks.get(index) == hour))]
    for step in (-1, 1):
        titles = [lines[near] for index in placed if (near := nearest_filled(lines, index, step)) is not None
                  and near not in found and _title_candidate(lines[near])]
        if len(set(titles)) == len(titles) >= max(3, 2 * len(found) / 3):
            return True
    return False


def _first_part(text: str) -> str:
    """``text`` (stripped), or its first part where the others (apart by ``|``) are a word or two each (a place, as
    like as not: ``Marta Álvarez | León``)."""
    first, *others = text.split("|")
    return first.strip() if others and all(len(other.split()) <= _MOST_PLACE_WORDS for other in others) \
        else text.strip()


_NAME_IN_CAPITALS = compiled(r"[A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'-]+(?: [A-ZÀ-ÖØ-Þ][A-ZÀ-ÖØ-Þ'-]+){1,2}")


def _datelines(lines: list[str], found: dict[int, Meta]) -> tuple[dict[int, Meta], str | None]:
    """The `_DATELINE` lines ``found`` where there are three or more, other lines stand between most of them (lines one
    after another are rows of a short title and its date), and the text before the dates is no title's: half of them or
    more hold the same text, or the same last word of it (a place, a section, a label: ``Santander``, ``... Artikeln
    publicerades``), or most give the same hour after the date (``Badajoz 12/11/2025 - 06:00``; a length there is a
    directory's row), glue the text to it (``Sport2025-11-12 05:00``), write a place before a comma or a dash
    (``Albacete, 12 de noviembre de 2025``, ``Vordingborg - 02. december 2025``) or a name of two words or three in
    capitals (``JANA WEIK 03.12.2025``, as the Haller Tagblatt writes its bylines), as no title does; and the texts
    before their dates, named. No lines and None otherwise."""
    order = list(found)
    if len(order) < 3 or _apart(lines, order) * 2 <= len(order) - 1:
        return {}, None
    matches = [match for index in order if (match := _DATELINE.fullmatch(lines[index]))]
    before = [match["before"] for match in matches]
    hours = Counter(hour for match in matches if (hour := match["duration"]) and _TIME_OF_DAY.fullmatch(hour))
    hour = hours.most_common(1)[0][0] if hours else None  # (the hour most came out at; no length)
    titled = _titled_between(lines, order)  # (a place and a comma before a date count where titles stand apart)
    datelike = sum(1 for match in matches
                   if (hour is not None and match["duration"] == hour) or match.end("before") == match.start("date")
                   or (titled and _PLACE_NAME.fullmatch(match["before"])
                       and match.string[match.end("before") : match.start("date")].strip() in (",", "-", "\u2013"))
                   or match.string[match.end("before") : match.start("date")] == " / "
                   or (titled and (_NAME_IN_CAPITALS.fullmatch(match["before"]) or _WRITER.fullmatch(match["before"])))
                   or match["bracket"])
    if datelike * 2 <= len(order) and not any(Counter(keys).most_common(1)[0][1] * 2 >= len(order)
                                              for keys in (before, [text.split()[-1] for text in before])):
        return {}, None
    return found, ", ".join(map(repr, dict.fromkeys(before)))


_WRITER = compiled(_PERSON)  # (a full name before the date: "Ellen Verhoef 03-12-2025", as the Maassluise Courant
# writes its bylines)


def _titled_between(lines: list[str], order: list[int]) -> bool:
    """Whether a title's candidate (`_title_candidate`) stands between most of the lines ``order`` names and the one
    before."""
    titled = sum(1 for before, index in itertools.pairwise(order)
                 if any(_title_candidate(line) for line in lines[before + 1 : index] if line))
    return titled * 2 > len(order) - 1


def _title_candidate(line: str) -> bool:
    """Whether ``line`` may be a title: like one (`title_like`), no length alone nor a button."""
    return title_like(line) and not _is_duration_alone(line) and not _BUTTONS.fullmatch(line)


def _title_in_entries(lines: list[str], start: int, site: list[int], in_entries: set[str]) -> str | None:
    """The header's first line (past the site's lines and chrome, before ``start``) when it is one of the lines the
    entries show as chrome too (``in_entries``): the show's title, which some sites write in each entry (Mixcloud) or
    over some titles as their topic; else None."""
    site_lines = set(site)
    first = next((lines[index] for index in range(start) if lines[index] and index not in site_lines
                  and not _is_furniture(lines[index])), None)
    return first if first in in_entries else None


def _placed(
    lines: list[str], metas: list[int], skipped: set[int], markers: list[int], repeated: list[_Form],
    furniture: _Furniture,
) -> tuple[_Neighbours, TitlePlace, list[int], list[_Form]]:
    """The lines around the date lines and where the titles sit among them, with the marker lines and the lines
    that differ only in an identifier no titles; unless the titles are then missing and found with neither (they are
    ``Episode 12``, ``Daily Brief 20240804``; titles that ask questions, ``Mistä muovi syntyy?``, are missing either
    way, and the markers over them stay markers). And the markers and repeated lines so taken (the page's chrome
    told by its ``furniture``)."""
    neighbours = _Neighbours(lines, skipped | set(markers), furniture.chrome(repeated))
    place = _title_place(metas, neighbours)
    plain = [form for form in repeated if form.exact]
    if (markers or plain != repeated) and not _titles_placed(metas, neighbours, place):
        unmarked = _Neighbours(lines, skipped, furniture.chrome(plain))
        unmarked_place = _title_place(metas, unmarked)
        if _titles_placed(metas, unmarked, unmarked_place):
            return unmarked, unmarked_place, [], plain
    return neighbours, place, markers, repeated


def _chrome(repeated: list[_Form], lines: Iterable[str] = ()) -> Lines:
    """The page's chrome: the common buttons, the chrome that is never a title (`_PASSED_OVER`), the forms of the
    lines that repeat in every entry (``repeated``), and ``lines`` (the numbers of the page links, the month headings,
    the bylines, the kickers)."""
    return Lines((_BUTTONS, _PASSED_OVER, *_compiled(repeated)), frozenset(lines))


def _compiled(repeated: list[_Form]) -> tuple[re.Pattern[str], ...]:
    """One pattern of the forms of the lines that repeat (none when none do)."""
    return (compiled("|".join(form.pattern for form in repeated)),) if repeated else ()


class _Furniture:
    """The chrome any page may show, line by line, found once for a page (its passes over the lines each ask for it):
    which lines are common buttons (`_BUTTONS`), and which the other chrome that is never a title (`_PASSED_OVER`)."""

    def __init__(self, lines: list[str]) -> None:
        self._lines = lines
        self.buttons = [_BUTTONS.fullmatch(line) is not None for line in lines]
        self.passed_over = [_PASSED_OVER.fullmatch(line) is not None for line in lines]
        self._either = [button or passed for button, passed in zip(self.buttons, self.passed_over, strict=True)]

    def chrome(self, repeated: list[_Form]) -> list[bool]:
        """Whether each line is the page's chrome as `_chrome` has it, with the forms of the lines that repeat
        (``repeated``): a common button, other furniture, or of one of those forms. (A line is of an alternation
        of patterns when it is of one of them.)"""
        if not repeated:
            return self._either
        forms = Lines(_compiled(repeated))
        return [either or line in forms for line, either in zip(self._lines, self._either, strict=True)]


def _passed_over(repeated: list[_Form], headings: Iterable[str] = ()) -> Lines:
    """The page's chrome that is never a title: a file's size, a count or a page link alone on its line, the
    forms of its lines that repeat in every entry (titles differ), its month ``headings`` (and bylines), and the lines
    that name an entry's people (`_PEOPLE`)."""
    return Lines((_PASSED_OVER, *_compiled(repeated), _PEOPLE), frozenset(headings))


def _pictures_credited(
    lines: list[str], metas: list[int], skipped: set[int], page_text: int, chrome: Sequence[bool]
) -> tuple[list[int], list[int]]:
    """The pictures' credits (`_PICTURE_CREDIT`: ``Foto: Kari Stuen``) that stand in half the entries or more, and
    those of them right over the date lines, under the entries' text: no titles wherever they stand. Where most of
    those over the date lines stand under no text, or the entries hold no other title (`_titled_besides`), they are
    the titles (``Photo: Dorothea Lange``, a photography podcast's: reviews 25 and 36), and a credit alone may be one
    too."""
    credits = [index for index in range(page_text) if _PICTURE_CREDIT.fullmatch(lines[index])]
    if 2 * len(credits) < len(metas):
        return [], []
    dated = set(metas)
    over_dates = [index for index in credits if next(  # (past the lines skipped already: "Von Jonas Hehl")
        (below for below in range(index + 1, len(lines)) if lines[below] and (below in dated or below not in skipped)),
        None,
    ) in dated]
    under_text = sum(1 for index in over_dates if (above := nearest_filled(lines, index, -1)) is not None
                     and _is_sentences(lines[above]))
    if 2 * under_text < len(over_dates) or not _titled_besides(lines, metas, credits, chrome):
        return [], []
    return credits, over_dates


def _titled_besides(lines: list[str], metas: list[int], marked: list[int], chrome: Sequence[bool]) -> bool:
    """Whether most of the stretches between date lines that hold one of the ``marked`` lines (a host's, a picture's
    credit) hold a line like a title besides it (no date line, chrome or length): then the marked lines are no titles.
    (A show may title its episodes ``Hosted by Nigella Lawson`` or ``Photo: Dorothea Lange``.)"""
    bounds = [-1, *metas, len(lines)]
    stretches = {bisect.bisect(bounds, index) for index in marked}
    kept = set(marked)
    titled = sum(1 for at in stretches if any(
        title_like(lines[index]) and not chrome[index] and not _is_duration_alone(lines[index])
        for index in range(bounds[at - 1] + 1, bounds[at]) if index not in kept
    ))
    return 2 * titled >= len(stretches) > 0


def _month_headings(lines: list[str], found: dict[int, Meta]) -> list[int]:
    """The lines that head a month's episodes: a month and its year alone (``mars 2025``) over a date line of that
    month, with a line between them (a title ``May 1968`` stands right over its date line, in another month)."""
    order = list(found)
    shaped = [  # (a heading ends in a year after a space, "mars 2025": most lines are refused at once)
        index for index, line in enumerate(lines)
        if line[-5:-4] == " " and line[-1:].isdigit() and _MONTH_HEADING.fullmatch(line)
    ]
    headings: list[int] = []
    for index in shaped:
        at = bisect.bisect(order, index)
        if at == len(order):  # none over a date line
            continue
        below = order[at]
        day = found[below].published
        words = lines[index].replace(",", " ").split()
        month = MONTHS.get(words[0].rstrip(".").lower())
        if day is not None and (day.year, day.month) == (int(words[-1]), month) \
                and nearest_filled(lines, index, 1) != below:
            headings.append(index)
    return headings


def _rows(text: str, lines: list[str], page: Page, found: dict[int, Meta]) -> Choice | None:
    """The page read as rows of a title beside its date and duration, when they are two or more and more than the
    date lines ``found`` otherwise; or as many, when those carry markers (a row's title may be what they read as a
    marker: ``Episode 12 · Aug 5, 2024``); first as the rows of a table under its heading, last as a table's rows
    read by what their cells hold. None when not."""
    marked = any(meta.season or meta.number or meta.episode_type != "full" for meta in found.values())
    least = max(len(found) + (0 if marked else 1), 2)
    columns = _row_lines(text, lines, _GENERIC_TABLE)  # (the page's lines, their tabs kept when it has any)
    if columns is not lines and (headed := _headed_table(columns, page, least)) is not None:
        return headed
    for row_spec, has_sign, rows_are in _ROWS:
        rows = columns if row_spec.columns else lines
        signed = [index for index, row in enumerate(rows) if has_sign(row)]
        matched = candidates(rows, row_spec, signed) if len(signed) >= least else []
        if len(matched) < least:
            continue  # the rows cannot be as many entries
        table = read_candidates(matched, row_spec, page)
        if len(table) >= least:
            return _rows_read(row_spec, page, rows_are, rows, table)
    return _table_by_cells(columns, page, least) if columns is not lines else None


def _rows_read(spec: Spec, page: Page, rows_are: str, rows: list[str], table: dict[int, Meta]) -> Choice:
    """How to read the ``rows`` of a page, ``table`` its rows by line: the common buttons among them dropped, and
    under the last, a button that ends the list (``Load more``) starting a footer whose every line is reported; what
    the reader inferred names the rows, the header's chrome and the buttons."""
    last = max(table)
    end = next((index for index in range(last + 1, len(rows)) if _LIST_END.fullmatch(rows[index])), None)
    footer_lines, page_text = _NO_LINE, spec.page_text
    filled = [index for index in range(min(table), len(rows)) if rows[index]]
    after = next((index for index in filled if index > last), None)
    if end is None and after is not None and all(
        next_one in table for index, next_one in itertools.pairwise(filled) if index < last
    ):  # rows one under the other, no lines among them: the lines under the last are no entry's, and the links to
        # the list's other pages among them are dropped
        if _PAGE_LINKS.fullmatch(rows[after]):
            end, footer_lines = after, _PAGE_LINKS
        else:
            page_text = _page_text(rows[after])
    footer = None if end is None else re.escape(rows[end])
    site, named_after_show = _site_lines(rows, min(table), [_is_header_chrome(line) for line in rows[: min(table)]])
    spec = attrs.evolve(
        spec, chrome=Lines((_BUTTONS,)), footer=footer, footer_lines=footer_lines, page_text=page_text,
        header_skip=Lines((), frozenset(rows[index] for index in site)) if site else None,
        header_title_twice=named_after_show,
    )
    inferred = [f"{len(table)} entries, {rows_are}"]
    if site:
        inferred.append(f"the site's lines above the show's title: {', '.join(repr(rows[index]) for index in site)}")
    site_rows = set(site)
    if header_chrome := [line for index, line in enumerate(rows[: min(table)])
                         if _HEADER_CHROME.fullmatch(line) and index not in site_rows]:
        inferred.append(f"dropped from the show's header: {', '.join(map(repr, header_chrome))}")
    if buttons := sorted({line for line in rows[min(table):] if _BUTTONS.fullmatch(line)}):
        inferred.append(f"dropped buttons: {', '.join(map(repr, buttons))}")
    return Choice(spec, page, f"generic reader: {'; '.join(inferred)}", rows, table)


# The headings of a copied table's columns (Apple Podcasts Connect's, a host's dashboard, a spreadsheet), in English
# and the languages of the month names podcat reads: what each column holds, by the group `_headed_table` names it.
# ``Episode`` is the number's column beside a title's, else the title's.
_COLUMNS = {
    "title": compiled(r"(?i:Title|Episode title|Name|Titel|Titre|Título|Titolo|Nimi|Otsikko)"),
    "date": compiled(
        r"(?i:Published|Publish date|Date|Released|Release date|Aired|Datum|Veröffentlicht|Date de publication|Publié"
        r"|Publicado|Fecha|Pubblicato|Data|Gepubliceerd|Publicerad|Publisert|Udgivet|Julkaistu|Päivämäärä"
        r"|Publication date|Veröffentlichungsdatum|Erscheinungsdatum|Fecha de publicación|Data di pubblicazione"
        r"|Data de publicação|Publicatiedatum|Publiceringsdatum|Publiseringsdato|Udgivelsesdato|Julkaisupäivä)"
    ),
    # (the entry's text after its date, as the row reader calls it)
    "text": compiled(
        r"(?i:Description|Summary|Beschreibung|Zusammenfassung|Résumé|Descripción|Resumen|Descrizione|Descrição"
        r"|Beschrijving|Beskrivning|Beskrivelse|Kuvaus)"
    ),
    "duration": compiled(
        r"(?i:Duration|Length|Runtime|Dauer|Länge|Durée|Duración|Durata|Duur|Längd|Varighet|Varighed|Kesto)"
    ),
    "time": compiled(r"(?i:Time|Zeit)"),  # (Ampache's length, unless another column names one: an air time)
    "season": compiled(r"(?i:Season|Staffel|Saison|Temporada|Stagione|Seizoen|Säsong|Sesong|Sæson|Kausi)"),
    "number": compiled(
        r"(?i:Episode|Ep\.?|No\.?|#|Episode number|Folge|Épisode|Episodio|Aflevering|Avsnitt|Afsnit|Jakso)"
    ),
    "kind": compiled(r"(?i:Type|Episode type|Typ|Tipo|Soort|Tyyppi)"),
}


def _headed_table(rows: list[str], page: Page, least: int, named_least: int = 2) -> Choice | None:
    """The page read as the rows of a copied table under its heading (``Title<TAB>Season<TAB>Published<TAB>
    Duration``), each row's cells read by the column they stand in, the others (``Status``) left out; when the
    heading names a title's and a date's column (and ``named_least`` columns in all) and ``least`` rows or more
    read under it. None when not."""
    for index, line in enumerate(rows):
        cells = line.split("\t") if line.count("\t") >= 2 else []
        named = _column_groups(cells)
        if "title" not in named.values() or "date" not in named.values() or len(named) < named_least:
            continue
        columns = [f"(?P<{named[at]}>[^\t]*)" if at in named else "[^\t]*" for at in range(len(cells))]
        # (the last cells may be missing, empty at the end of a row: "10<TAB>Drawing by Hand<TAB>01.05.2024<TAB>")
        row = compiled(columns[0] + "".join(f"(?:\t{column}" for column in columns[1:]) + ")?" * (len(cells) - 1))
        spec = attrs.evolve(_GENERIC_TABLE, meta=row, header_end=compiled(re.escape(line)))
        table = read_candidates(candidates(rows, spec, range(index + 1, len(rows))), spec, page)
        if len(table) >= least:
            heading = ", ".join(cell.strip() for cell in cells)
            return _rows_read(spec, page, f"rows under the heading {heading!r}", rows, table)
    return None


def _table_by_cells(rows: list[str], page: Page, least: int) -> Choice | None:
    """The page read as the rows of a copied table without a heading (Airsonic's ``<title> / 41:12 / 08.10.2024 /
    Neu / <description>``), when ``least`` rows or more of the same number of cells (three or more) hold a date in
    one column and a length or a description in another: each column is what most of its cells hold (a date, a
    length, text of a sentence or more: the description; the first other column of cells that differ and are no
    numbers: the title; the others, a status or a row's number, left out), as the table's first rows tell. None
    when not."""
    widths = Counter(row.count("\t") + 1 for row in rows if row.count("\t") >= 2)
    width, count = widths.most_common(1)[0] if widths else (0, 0)
    if count < least:
        return None
    table = [row.split("\t") for row in rows if row.count("\t") + 1 == width][:_MOST_ROWS_TOLD]
    named: dict[int, str] = {}
    kinds: tuple[tuple[str, Callable[[str], object]], ...] = (
        ("date", lambda cell: _reads_as_date(cell, page)), ("duration", _reads_as_length), ("text", _is_sentences)
    )
    for kind, reads in kinds:
        fits = [at for at in range(width)
                if at not in named and (cells := [row[at] for row in table if row[at].strip()])
                and sum(1 for cell in cells if reads(cell.strip())) * 3 >= len(cells) * 2]
        if fits:  # (the first column of dates or lengths; the text's is the one of the longest cells)
            named[max(fits, key=lambda at: sum(len(row[at]) for row in table)) if kind == "text" else fits[0]] = kind
    titles = [  # (cells that differ, and hold words: a row's number or marker is no title)
        at for at in range(width) if at not in named and len({row[at] for row in table}) * 3 >= len(table) * 2
        and sum(1 for row in table if not _NUMBER_CELL.fullmatch(row[at].strip())) * 3 >= len(table) * 2
    ]
    if "date" not in named.values() or not titles or len(named) < 2:  # (a title and a date alone: any list's)
        return None
    named[titles[0]] = "title"
    cells = [f"(?P<{named[at]}>[^\t]*)" if at in named else "[^\t]*" for at in range(width)]
    row = compiled(cells[0] + "".join(f"(?:\t{cell})?+" for cell in cells[1:]))  # (a copy drops the tabs of
    spec = attrs.evolve(_GENERIC_TABLE, meta=row)  # empty cells at a row's end)
    read = read_candidates(candidates(rows, spec, range(len(rows))), spec, page)
    if len(read) < least:
        return None
    return _rows_read(spec, page, f"rows of a table of {width} columns, read by what their cells hold", rows, read)


_MOST_ROWS_TOLD = 50  # the rows of a table without a heading that tell what its columns hold
_NUMBER_CELL = compiled(r"[#№E]?\d{1,5}[.):]?")  # (a row's number: "12.", "#12", "E12"; "Folge 48" may be a title)


def _reads_as_date(cell: str, page: Page) -> bool:
    return bool(_DATE_SHAPE.fullmatch(cell)) and page_date(cell, page) is not None


def _reads_as_length(cell: str) -> bool:
    return bool(_DURATION_SHAPE.fullmatch(cell)) and read_duration(cell) is not None


def _column_groups(cells: list[str]) -> dict[int, str]:
    """Which of the heading's ``cells`` name a column podcat reads, by their place: the first of each kind."""
    named: dict[int, str] = {}
    for at, cell in enumerate(cells):
        kind = next((kind for kind, pattern in _COLUMNS.items() if pattern.fullmatch(cell.strip())), None)
        if kind is not None and kind not in named.values():
            named[at] = kind
    numbers = [at for at, cell in enumerate(cells) if _COLUMNS["number"].fullmatch(cell.strip())]
    if "title" not in named.values() and numbers:  # no title's column: the episode's is, in words where another is
        worded = [at for at in numbers if cells[at].strip().isalpha() and len(cells[at].strip()) > 3]  # the number's
        title_at = (worded or numbers)[0]  # ("Episode" beside "No.")
        named = {at: kind for at, kind in named.items() if kind != "number"} | {title_at: "title"}
        named |= dict.fromkeys([at for at in numbers if at != title_at][:1], "number")
    if "duration" in named.values():
        return {at: kind for at, kind in named.items() if kind != "time"}
    return {at: "duration" if kind == "time" else kind for at, kind in named.items()}


def _titles_placed(metas: list[int], neighbours: _Neighbours, place: TitlePlace) -> bool:
    """Whether the lines where the titles are placed look like titles (short, no sentence) in most entries."""
    step = -1 if place == "above" else 1
    likeness = [_title_likeness(neighbours.of(index, step)) for index in metas]
    return sum(1 for value in likeness if value == _TITLE_LIKE) * 2 > len(metas)


def _marker_lines(lines: list[str], found: dict[int, Meta]) -> list[int]:
    """The lines that are a marker alone (``Episode 23``, ``S02E05``, ``Bonus``), when there are as many as half the
    date lines (at least two) and most of them number their entries (a page whose titles are ``Trailer`` and
    ``Bonus`` has none); else none."""
    markers = {index: marker for index, line in enumerate(lines) if line and index not in found
               and (marker := marker_line(line)) is not None}
    numbered = sum(1 for marker in markers.values() if not marker["kind"])
    return list(markers) if len(markers) >= max(2, (len(found) + 1) // 2) and numbered * 2 > len(markers) else []


# A number of five digits or more in a short line (a button's) that repeats in every entry is an identifier
# (``Manage episode 431234567``): short lines that differ only in their identifiers are one form. Shorter numbers
# are the entries' own (``Episode 58``).
_IDENTIFIER_RE = compiled(r"\d{5,}")
_LONGEST_BUTTON = 100
_LONGEST_LABELLED_DURATION = 48  # "Running time: " and a duration's 20 characters, with room to spare


class _Form(NamedTuple):
    """How lines repeat: as what the reader inferred shows them, their pattern, and whether they are one text."""

    shown: str
    pattern: str
    exact: bool


_BARE_NUMBER = compiled(r"\d[\d.,]*[KkM]?")
# The forms of a number alone (likes, plays) and of a percentage alone (a share of votes, a rating: "94%"), each
# repeated with its own kind only, and how each is shown.
_NUMBER_FORMS = ((_BARE_NUMBER, "#"), (compiled(r"\d[\d.,]* ?%"), "#%"))


def _number_form(line: str) -> _Form | None:
    """The form of ``line`` when it is a number or a percentage alone (`_NUMBER_FORMS`), else None."""
    if not line[:1].isdecimal():  # (each form starts with a digit, ``\d``: most lines are refused at once)
        return None
    return next((_Form(shown, pattern.pattern, exact=False)
                 for pattern, shown in _NUMBER_FORMS if pattern.fullmatch(line)), None)


def _shown(line: str) -> str:
    """How ``line`` is shown as a form: a number alone as ``#`` (likes, comments), a percentage alone as ``#%``, each
    link that holds a number in a row of links apart by ``|`` as ``…`` (a player's, showing the file's size and
    length), an identifier in a short line as ``#``; a long line as itself."""
    if len(line) > _LONGEST_BUTTON:
        return line
    if (number := _number_form(line)) is not None:
        return number.shown
    if "|" in line:
        return " | ".join("…" if _has_digit(link) else link.strip() for link in line.split("|"))
    return "#".join(_IDENTIFIER_RE.split(line))


def _counts_among(lines: list[str], text: list[int]) -> set[int]:
    """The lines at ``text`` that are counts or ratings (`_count_like`), and a number alone right under one (``4.8``
    over ``1204``)."""
    found: set[int] = set()
    for before, index in zip([-1, *text], text, strict=False):
        if _count_like(lines[index]) or (lines[index].isdigit() and before in found):
            found.add(index)
    return found


def _count_like(text: str) -> bool:
    """Whether ``text`` may be a count or a rating (``1,284``, ``4,3 (1 204)``): no letter, not a number alone (a
    title may be one: ``1619``)."""
    return not text.isdigit() and not any(character.isalpha() for character in text)


def _has_digit(text: str) -> bool:
    return any(c.isdigit() for c in text)


def _form(line: str) -> _Form:
    """The form of ``line`` (see `_shown`), with the pattern of the lines it shows."""
    shown = _shown(line)
    if len(line) > _LONGEST_BUTTON:
        return _Form(shown, re.escape(line), exact=True)
    if (number := _number_form(line)) is not None:
        return number
    if "|" in line:
        links = line.split("|")
        pattern = r"\|".join(r"[^|]*\d[^|]*" if _has_digit(link) else re.escape(link) for link in links)
        return _Form(shown, pattern, exact=not _has_digit(line))
    parts = _IDENTIFIER_RE.split(line)
    return _Form(shown, _IDENTIFIER_RE.pattern.join(map(re.escape, parts)), exact=len(parts) == 1)


# What is left of a player's line when its length is cut out: an empty pair of brackets, and the separators at its
# ends ("▶ Play (34:12) | Download" without "34:12" is "▶ Play | Download", "Listen • 29:05" without it "Listen").
_EMPTY_BRACKETS = compiled(r"\(\s*\)|\[\s*\]")
_FRAME_ENDS = " •·|:/-\u2013\u2014"


def _player_frame(line: str) -> str:
    """``line`` with its length (`length_text`) cut out, as `_EMPTY_BRACKETS` says; empty for a length alone."""
    bare = length_text(line, _GENERIC) or ""
    return " ".join(_EMPTY_BRACKETS.sub("", line.replace(bare, " ", 1)).split()).strip(_FRAME_ENDS)


def _players_without_length(lines: list[str], lengths: set[int]) -> set[str]:
    """The lines that are the entries' player or label of their lengths (``▶ Play (34:12) | Download``, in two
    entries or more) without a length (``▶ Play | Download``: the feed gave that episode none): chrome."""
    frames = Counter(frame for index in lengths if (frame := _player_frame(lines[index])))
    return {line for line in lines if line and frames[line] >= 2}


def _repeated_lines(lines: list[str], metas: list[int], lengths: set[int]) -> list[_Form]:
    """The forms (`_form`) of the lines other than meta lines and lengths that occur as often as the page has
    entries, or one time fewer on a page of four or more (the last entry of a copy is often cut short), but for
    sentences: page chrome (``Download``, ``Share``, likes and comments, a player's row of links). Counted from as
    many lines above the first date line as lie between two date lines in most entries (the middle of those gaps):
    the header's menu (``Bayreuth``, the town over most titles too) is no entry's."""
    kept = set(metas) | lengths
    counts: Counter[str] = Counter()
    first: dict[str, str] = {}  # a line of each form
    gaps = sorted(after - before for before, after in itertools.pairwise(metas))  # (two date lines or more)
    reach = gaps[len(gaps) // 2]
    for index in range(max(0, metas[0] - reach), len(lines)):
        line = lines[index]
        if line and index not in kept and not _is_sentences(line):
            shown = _shown(line)
            counts[shown] += 1
            first.setdefault(shown, line)
    least = max(2, len(metas) - 1 if len(metas) >= 4 else len(metas))
    return sorted(_form(first[shown]) for shown, count in counts.items() if count >= least)


_PAGE_NUMBER = compiled(r"\d{1,4}")
_PAGE_LINKS = compiled(f"{_PAGE_NUMBER.pattern}|{_PAGE_LINK.pattern}")  # (a list's numbers and arrows)


def _page_numbers(lines: list[str], last_meta: int) -> list[int]:
    """The lines of the row of page links under the last entry: the first run of two lines or more after the last
    date line that are each a page's number (one of them at least) or an arrow (``1``, ``2``, ``3``, ``Next →``)."""
    run: list[int] = []
    for index in range(last_meta + 1, len(lines)):
        line = lines[index]
        if _PAGE_NUMBER.fullmatch(line) or _PAGE_LINK.fullmatch(line):
            run.append(index)
        elif line:
            if len(run) >= 2 and any(_PAGE_NUMBER.fullmatch(lines[at]) for at in run):
                return run
            run = []
    return run if len(run) >= 2 and any(_PAGE_NUMBER.fullmatch(lines[at]) for at in run) else []


_FEWEST_SENTENCE_WORDS = 5


def _fact_lines(lines: list[str], bounds: list[int], chrome: Sequence[bool]) -> tuple[list[str], frozenset[str]]:
    """The labels of the entries' facts (`_FACT_LINE`), in order, and the lines that state them: a label that opens one
    line in half the stretches between ``bounds`` (the date lines, the first entry's start before them and the page's
    own text after them) or more, two at least, its value capitalized (`_capitalized`), counted where the stretch
    holds a sentence of text too (teasers that are labelled lines alone, ``Topic: Heating homes without gas``, are the
    descriptions: review 32); then each line
    under such a label that may state a fact (`_fact_like`) and from which no line of text runs on (``Note: recorded
    live at the Leeds`` over ``Playhouse on a wet Tuesday``, a chorus over the rest of its verse: review 44), in any
    entry (the one entry with no notes but its ``Haul: 57 kg with four schools`` has no description)."""
    found: list[tuple[str, str]] = []  # (label, line)
    counts: Counter[str] = Counter()  # (the stretches with a sentence a label opens a line in)
    for before, after in itertools.pairwise(bounds):
        stretch = [line for line in lines[before + 1 : after] if line]
        facts = [(fact["label"], lines[at], _capitalized(fact["value"])) for at in range(before + 1, after)
                 if lines[at] and not chrome[at] and (fact := _FACT_LINE.fullmatch(lines[at]))
                 and _fact_like(lines[at], fact) and not _runs_on(lines, at, after, chrome)
                 and not _in_dialogue(lines, at, fact["label"])]
        found += [(label, line) for label, line, _ in facts]
        if any(line.endswith(_SENTENCE_ENDS) and " " in line for line in stretch):  # (counted where capitalized)
            counts.update(dict.fromkeys(label for label, _, capitalized in facts if capitalized).keys())
    labels = [label for label, count in counts.items() if count >= 2 and 2 * count >= len(bounds) - 2]
    return labels, frozenset(line for label, line in found if label in labels)


def _labelled_over_dates(lines: list[str], metas: list[int], neighbours: _Neighbours) -> list[int]:
    """The lines right over the date lines that state a fact under one label, in two thirds of the entries or more
    (``Homework: Ten minutes of mat work every evening`` over ``Posted 30/11/2025 | 34:12``), where each date line
    but the last has a title's line next under it (the next entry's title, past its buttons): the entries end with
    their date lines, and those lines are their facts, no titles. None otherwise (titles written ``Interview: Jane
    Doe`` over their date lines have their text under them)."""
    facts = [(at, fact["label"]) for index in metas if (at := neighbours.nearest(index, -1)) >= 0
             and (fact := _FACT_LINE.fullmatch(lines[at])) is not None and _fact_like(lines[at], fact)]
    labels = Counter(label for _, label in facts).most_common(1)
    if not labels or labels[0][1] < max(2, 2 * len(metas) / 3):
        return []
    under = [neighbours.of(index, 1) for index in metas[:-1]]
    if not all(title_like(line) and not line.endswith((".", "…")) for line in under):  # (a title may ask)
        return []
    return [at for at, label in facts if label == labels[0][0]]


def _in_dialogue(lines: list[str], at: int, label: str) -> bool:
    """Whether the line at ``at``, under a ``label`` of one word, stands right over or under a line under another
    label of one word that is no length nor date: a dialogue's turns (``Mark: Is that a badger`` over ``Lucy: It's a
    hat``, review 46), not an entry's fact (``Featured: ...`` over ``Duration: 00:29:45`` is one, ``Wijk: Centrum``
    under ``Gepubliceerd: 02 december 2025`` too)."""
    return " " not in label and any(
        0 <= near < len(lines) and (other := _FACT_LINE.fullmatch(lines[near])) is not None
        and other["label"] != label and " " not in other["label"] and not _is_duration_alone(lines[near])
        and read_date(other["value"], None, day_first=False) is None  # (nor a date's: "Gepubliceerd: 02 december 2025")
        for near in (at - 1, at + 1)
    )


def _runs_on(lines: list[str], at: int, stop: int, chrome: Sequence[bool]) -> bool:
    """Whether text runs on from the line at ``at`` on the line right under it (before ``stop``): a line that opens in
    small letters (``midnight away from street lights.``), or ends no sentence and is no chrome, length or labelled line
    (the notes under a guest's line end theirs)."""
    under = at + 1
    return under < stop and bool(lines[under]) and (lines[under][:1].islower() or (
        not lines[under].endswith(_SENTENCE_ENDS) and not chrome[under]
        and _FACT_LINE.fullmatch(lines[under]) is None and not _is_duration_alone(lines[under])
    ))


def _capitalized(value: str) -> bool:
    """Whether a fact's ``value`` opens with a capital letter or a digit."""
    return value[:1].isupper() or value[:1].isdigit()


def _fact_like(line: str, fact: re.Match[str]) -> bool:
    """Whether a line of `_FACT_LINE`'s form may state a fact: not a line of a length, a date or tags (a line of people
    or credits under its label is the episode's people, taken first: ``With: Karen Doyle, head coach``), chrome,
    furniture (``Share: Facebook``), a picture's credit or a post's categories, a town in capitals (``HOLMESTRAND:
    ...``), a sentence (``Dessutom: nya siffror om bostadskön.``), chapters (``Tässä jaksossa: 00:45 ...``), two labels
    (``Speaker: ... | Series: ...``), a row of links (``Subscribe: Apple Podcasts | Spotify | RSS``), a date
    (``Recorded: Nov 28, 2025``), nor under a label that leads into the notes' own text (`_TEXT_LABELS`: ``Note:``,
    ``In this episode:``, ``Plus:``, ``Question:``). (A value in small letters or a quote's counts for no label, see
    `_capitalized`: a running order's, ``Round one: general knowledge``, ``On today's show: the budget``, ``Next week:
    the lighting designers``, a warning or a correction in words, review 45; under a label others count for, it is a
    fact too, ``On the bank: the regatta committee``.)"""
    label, value = fact["label"], fact["value"]  # (the cheap tests first: most labelled lines fail one)
    return line.count(": ") == 1 and not line.endswith(_SENTENCE_ENDS) and not label.isupper() \
        and not _has_digit(label) \
        and not _LINKS_APART.search(value) and _CLOCK.search(line) is None and not _TEXT_LABELS.fullmatch(label) \
        and not _TAG_LABEL.fullmatch(label) and read_date(value, None, day_first=False) is None \
        and unlabelled(line, _GENERIC) == line and not tags_line(line) and not _is_furniture(line) \
        and not _PICTURE_CREDIT.fullmatch(line) and not _FILED_UNDER.fullmatch(line)


# The labels that lead into the notes' own text, in English and the languages of the month names podcat reads: a note,
# what else the episode holds, a question and its answer, a part of a running order, a warning (review 44).
_TEXT_LABELS = compiled(
    r"(?:Please )?(?:Note|Notes|NB|P\.S|PS|Hinweis|Anmerkung|Remarque|Nota|Notas|Opmerking|Obs|Huom"
    r"|Also|Also this week|Plus|And|Außerdem|Ausserdem|Dazu|Aussi|Et aussi|Además|También|Inoltre|Anche|Além disso"
    r"|Também|Ook|Verder|Dessutom|Även|Desuden|Også|I tillegg|Lisäksi|Myös"
    r"|In this episode|This week|This time|Today|In dieser Folge|Heute|Diese Woche|Dans cet épisode|Cette semaine"
    r"|Aujourd'hui|En este episodio|Esta semana|Hoy|In questa puntata|Questa settimana|Oggi|Neste episódio"
    r"|Hoje|In deze aflevering|Deze week|Vandaag|I detta avsnitt|I avsnittet|Den här veckan|Idag"
    r"|I denne episode|I dette afsnit|I denne episoden|I dag|Tässä jaksossa|Tällä viikolla|Tänään"
    r"|Question|Answer|Q|A|Frage|Antwort|Pregunta|Respuesta|Domanda|Risposta|Pergunta|Resposta|Vraag|Antwoord"
    r"|Fråga|Svar|Spørgsmål|Spørsmål|Kysymys|Vastaus"
    r"|Warning|Content (?:note|warning)|Trigger warning|Viewer discretion|Listener discretion|Warnung|Inhaltswarnung"
    r"|Avertissement|Advertencia|Avvertenza|Aviso|Waarschuwing|Varning|Advarsel|Varoitus"
    r"|Achtung|Attention|Atención|Attenzione|Atenção|Let op|Huomio"  # (review 46's, and the others' below)
    r"|Update|Aktualisierung|Mise à jour|Actualización|Aggiornamento|Atualização|Uppdatering|Opdatering|Oppdatering"
    r"|Päivitys|Bonus|Summary|Key takeaway|Takeaway|Zusammenfassung|Fazit|En bref|Resumen|Riassunto|Samenvatting"
    r"|Sammanfattning|Resumo|Yhteenveto|Moral|Epigraph|Riddle|Listen for"
    r"|(?:Part|Teil|Partie|Parte|Deel|Del|Osa) \w+)",
    re.IGNORECASE,
)


_LINKS_APART = compiled(r" [|·•] ")  # (between the links of a row: "Facebook · WhatsApp · Email")
_SENTENCE_ENDS = (".", "!", "?", "…")
# A line of an entry's own fact: a label of five words at most, the first capitalized, then ": " and its value
# ("Haul: 23 kg from North Beach", "In the orchard this month: Winter pruning of the standards").
_FACT_LINE = compiled(r"(?P<label>(?-i:[A-ZÀ-ÖØ-Þ])[\w'\u2019]*(?: [\w'\u2019]+){0,4}): (?P<value>\S.{0,150})")


_TAG_LABEL = compiled(TAG_LABELS, re.IGNORECASE)


def _is_sentences(line: str) -> bool:
    """Whether ``line`` is a sentence or more (five words or more, the last ending it, or cut off: ``…``): the same
    in every entry, it is the descriptions' own text (a sponsor's or a privacy notice), not chrome."""
    return line.endswith(_SENTENCE_ENDS) and line.count(" ") >= _FEWEST_SENTENCE_WORDS - 1


# The link to write to the newsroom under a story ("Kontakt redaktionen": Rudersdal Avis's, between the date line and
# the length), in English and the languages of the month names podcat reads; in a footer, the page's own text.
_NEWSROOM_CONTACT = compiled(
    "Contact the newsroom|Redaktion kontaktieren|Contacter la rédaction|Contactar con la redacción"
    "|Contatta la redazione|Contact de redactie|Kontakta redaktionen|Kontakt redaksjonen|Kontakt redaktionen"
    "|Ota yhteyttä toimitukseen"
)


def _length_under(lines: list[str], index: int) -> int | None:
    """The next non-blank line after the one at ``index``, past buttons (``Escuchar``), the file's size (``26 MB``),
    a separator alone (``•``), the day of an update (``Mis à jour le ...``), the text's reading time (``Lesezeit: 2
    Min.``), who made it (``Av Ingrid Solberg``) and the link to write to the newsroom (``Kontakt redaktionen``), when
    it is a duration alone, else None."""
    below = nearest_filled(lines, index, 1)
    while below is not None and any(pattern.fullmatch(lines[below]) for pattern in (
        _BUTTONS, _FILE_SIZE, _SEPARATOR_ALONE, _UPDATED, _READING_TIME, _PEOPLE, _NEWSROOM_CONTACT
    )):
        below = nearest_filled(lines, below, 1)
    return below if below is not None and _is_duration_alone(lines[below]) else None


def _length_over(lines: list[str], index: int, chrome: Sequence[bool] | None = None) -> int | None:
    """The line over the one at ``index`` (the first entry's title, or its first line), past buttons (and the lines
    that are the page's ``chrome``, when given), when it is a duration alone: the lengths head the entries. Else
    None."""
    above = _over_buttons(lines, index, chrome)
    return above if above is not None and _is_duration_alone(lines[above]) else None


def _lengths_under(lines: list[str], found: dict[int, Meta]) -> set[int]:
    """The lines that are a duration alone under a date line without one, when half the date lines or more (at
    least two) have such a line under them: each is its date line's (`Spec.duration_under`). Else none."""
    under = {
        below for index, meta in found.items()
        if meta.duration is None and (below := _length_under(lines, index)) is not None
    }
    return under if len(under) >= max(2, (len(found) + 1) // 2) else set()


def _lengths_over_titled(lines: list[str], found: dict[int, Meta]) -> set[int]:
    """The lines that are a duration alone over a date line without one (past blank lines), under a line like a
    title, when two thirds of the date lines (at least two) have one, the first among them, and none stands alone in
    the last entry, within as many filled lines under its date line as the others hold (Vurbl's ``<title>`` / ``40
    min`` / ``2 days ago``): each is the date line's under it. Else none."""
    over = set()
    for index, meta in found.items():
        if meta.duration is not None:  # (its own length: no line over it is)
            continue
        above = _over_buttons(lines, index)
        title = None if above is None else nearest_filled(lines, above, -1)
        if above is not None and title is not None and title not in found \
                and _is_duration_alone(lines[above]) and title_like(lines[title]) \
                and not _is_duration_alone(lines[title]):
            over.add(above)
    first = _over_buttons(lines, next(iter(found))) if found else None  # (the first entry's too: a length over
    # every later date line that ends the entry before is that entry's)
    if first not in over or len(over) < max(2, len(found) * 2 // 3):
        return set()
    order = list(found)  # (and no length alone in the last entry, as far under its date line as the others reach:
    reach = max(sum(1 for line in lines[before + 1 : after] if line) for before, after in itertools.pairwise(order))
    below = order[-1]  # there, lengths end entries)
    for _ in range(reach):
        if (next_filled := nearest_filled(lines, below, 1)) is None:
            break
        if _is_duration_alone(lines[next_filled]):
            return set()
        below = next_filled
    return over


# A link to the whole article under an entry (``mehr``: the Oberhessische Presse), passed over with the buttons
# there; alone elsewhere, it may be a title (a song's: ``More``).
_MORE_LINK = compiled("(?i:more|mehr)")


def _over_buttons(lines: list[str], index: int, chrome: Sequence[bool] | None = None) -> int | None:
    """The nearest filled line over the one at ``index`` past buttons (``Play``, as the engine passes chrome), links
    to more (``mehr``) and, when given, the lines that are the page's ``chrome`` (``Partager`` under every entry)."""
    above = nearest_filled(lines, index, -1)
    while above is not None and (
        _BUTTONS.fullmatch(lines[above]) or _MORE_LINK.fullmatch(lines[above]) or (chrome and chrome[above])
    ):
        above = nearest_filled(lines, above, -1)
    return above


def _lengths_over_tags(lines: list[str], lengths: set[int]) -> bool:
    """Whether lines of tags (`tags_line`) stand under some of the ``lengths`` (``Running time: 47 mins`` over ``Tags:
    Wills``, perhaps past a button: ``Kesto 38 min``, ``Kuuntele jakso``, ``Hakusanat: ...``) and over none: the page's
    entries end with their tags, under their lengths."""
    over = under = False
    for index in lengths:
        below, above = nearest_filled(lines, index, 1), nearest_filled(lines, index, -1)
        if below is not None and _BUTTONS.fullmatch(lines[below]):
            below = nearest_filled(lines, below, 1)
        over = over or (below is not None and tags_line(lines[below]))
        under = under or (above is not None and tags_line(lines[above]))
    return over and not under


# What every length (`_DURATION_SHAPE`) holds: a clock's minutes (``38:12``) or a number and its unit (``41 min``,
# ``24'``). A line without one is no length alone, labelled or not: taking off its label or its ending adds nothing.
_LENGTH_CORE = compiled(rf"\d(?::\d\d| ?{_UNIT})", re.IGNORECASE)


def _is_duration_alone(line: str) -> bool:
    """Whether ``line`` is a length alone, perhaps labelled; a zero length is none (a copied player's ``00:00``)."""
    if not 0 < len(line) <= _LONGEST_LABELLED_DURATION or not _LENGTH_CORE.search(line):
        return False  # (most lines are refused here, before their labels are looked for)
    bare = length_text(line, _GENERIC)
    if bare is None or not _DURATION_SHAPE.fullmatch(bare) or bare.isdigit():
        return False
    try:
        return bool(parse_duration(bare))
    except PodcatError:
        return False


class _Neighbours:
    """The lines of a page around its date lines, past blank lines, chrome (``chrome``: whether each line is) and the
    ``skipped`` lines: each found at once, from the nearest such line before and after every line, worked out in one
    pass each way."""

    def __init__(self, lines: list[str], skipped: set[int], chrome: list[bool]) -> None:
        self._lines = lines
        self._counted = [
            bool(line) and index not in skipped and not chrome[index]
            for index, line in enumerate(lines)
        ]
        self._before = [-1] * (len(lines) + 1)  # [i]: the nearest counted line before line i (-1: none)
        for index, counted in enumerate(self._counted):
            self._before[index + 1] = index if counted else self._before[index]
        self._after = [len(lines)] * (len(lines) + 1)  # [i]: the nearest counted line at or after line i
        for index in reversed(range(len(lines))):
            self._after[index] = index if self._counted[index] else self._after[index + 1]
        self._before_count = list(itertools.accumulate(self._counted, initial=0))  # [i]: counted lines before line i

    def between(self, start: int, stop: int) -> list[int]:
        """The lines after ``start`` and before ``stop`` that are none of those passed."""
        return [index for index in range(start + 1, stop) if self._counted[index]]

    def count(self, start: int, stop: int) -> int:
        """How many lines `between` gives, at once."""
        return max(0, self._before_count[stop] - self._before_count[start + 1]) if start + 1 <= stop else 0

    def of(self, index: int, step: int) -> str:
        """The nearest line above (``step`` -1) or below (1) the line at ``index``; "" at the page's edge."""
        near = self.nearest(index, step)
        return self._lines[near] if 0 <= near < len(self._lines) else ""

    def nearest(self, index: int, step: int) -> int:
        """Where the nearest line above (``step`` -1) or below (1) the line at ``index`` stands (-1 or the page's
        length at its edge)."""
        return self._before[index] if step < 0 else self._after[index + 1]


def _titles_shown_twice(lines: list[str], metas: list[int], neighbours: _Neighbours) -> bool:
    """Whether most entries show a line like a title twice (OwlTail's title over the description, a player's
    caption under the date line): as many such lines as half the date lines stand again within the next few
    lines."""
    seen: dict[str, int] = {}  # each line's text, and where it last stood among the lines read
    twice = 0
    for at, index in enumerate(neighbours.between(-1, len(lines))):
        line = lines[index]
        if at - seen.get(line, -_NEAR_REPEAT - 1) <= _NEAR_REPEAT and title_like(line):
            twice += 1
        seen[line] = at
    return twice * 2 > len(metas)


_NEAR_REPEAT = 3  # how many lines read apart a title shown twice stands, at the most


def _title_place(metas: list[int], neighbours: _Neighbours) -> TitlePlace:
    """Whether titles sit above or below the date lines: the side whose neighbouring lines are shorter and do not
    end a sentence, over the whole page; the list's heading right over the first date line (no count of episodes,
    perhaps a title: ``100 Folgen``) puts them below when it is of two words or more (``Tutte le puntate``, over
    titles that end in full stops), and votes for below as strongly as two entries do when it is a word alone, which
    may be a title (``Episodes``, ``Oldest``)."""
    above_first = neighbours.of(metas[0], -1)
    heading = _LIST_HEADING_RE.fullmatch(above_first) is not None and not above_first[:1].isdigit()
    if heading and " " in above_first:  # ("Alle Folgen", "Tutte le puntate": no title)
        return "below"
    over, under = [neighbours.of(index, -1) for index in metas], [neighbours.of(index, 1) for index in metas]
    if _sections_over(metas, neighbours) and not any(map(_in_capitals, under)) and all(map(title_like, under)):
        return "below"  # ("SOCIEDADE" / "QUINTA-FEIRA, 4 DEZEMBRO 2025" / "O Natal no Jardim do Cardal")
    titled_apps = 2 * sum(1 for line in (*over, *under) if _APP.fullmatch(line)) > len(metas)  # ("Spotify",
    # "Pandora", "Audible" by most date lines: the episodes' titles, on a show about them)
    votes = sum(_title_likeness(above, apps=titled_apps) - _title_likeness(below, apps=titled_apps)
                for above, below in zip(over, under, strict=True))
    votes -= 2 * _MOST_LIKENESS_APART if heading else 0  # ("Episodes", "Oldest": perhaps a title)
    if votes == 0 and _same_opening(over) and not _same_opening(under):
        return "below"  # (as like titles on both sides, those above open alike: "Recorded at: ...", "Hosted by ...")
    return "above" if votes >= 0 else "below"


def _sections_over(metas: list[int], neighbours: _Neighbours) -> set[str]:
    """The sections in capitals over the date lines, a word each (``SOCIEDADE``), where one stands over each (titles
    under them): the entries' chrome. None otherwise (``THE BAKER``, in capitals, is a title)."""
    over = [neighbours.of(index, -1) for index in metas]
    return set(over) if len(metas) >= 2 and all(_in_capitals(line) and " " not in line for line in over) else set()


def _same_opening(lines: list[str]) -> bool:
    """Whether most of ``lines`` (two at least) open with the same label or credit (``Recorded at: ``, ``Hosted by``),
    as no titles do (a series' name may open them all: ``The Thursday Dig #212``)."""
    openings = Counter(opening[0].lower() for line in lines if (opening := _LABEL_OPENING.match(line)))
    return bool(openings) and (most := openings.most_common(1)[0][1]) >= 2 and 2 * most > len(lines)


_LABEL_OPENING = compiled(r"[^\W\d_]+(?: [^\W\d_]+)?(?::| by\b)")


_LIST_HEADING_RE = compiled(rf"{_LIST_HEADING}|[\d,]+ [Ee]pisodes?")  # and the count of episodes it claims
_LONGEST_HEADER_LINE = 80  # a longer line, or one that ends a sentence, is the show's description
_LONGEST_MENU_LINE = 25
_MOST_LINK_WORDS = 2  # of a link in a site's menu, at the most (a title has more: "Au fil des enclos")


def _link_like(line: str) -> bool:
    """Whether ``line`` may be a link of a site's menu: a word alone (``Skoler``), or two, one in lower case (``Om
    museet``; capitalized, they are a name: ``Sarah Koenig``, ``Garden Talk``)."""
    words = line.split()
    return len(words) == 1 or (len(words) <= _MOST_LINK_WORDS and any(word[:1].islower() for word in words))
_FEWEST_QUESTION_WORDS = 4  # a header's question of fewer words is a title, of more the description's


# Under the button that ends the list, the lines a reader drops: the links to the list's other pages (``Page 1 of 4``),
# and the heading of the site's other articles (``Te puede interesar``, ``Lees ook``), in English and the languages of
# the month names podcat reads.
_FOOTER_LINKS = compiled(rf"{_PAGE_LINK.pattern}|{_READ_ALSO.pattern}")


# The reader's account and a paper's subscription, which end the site's menu where they stand under two of its lines or
# more, the last like a link of it ("Desporto", "Opinião", "Assinar": the paper's sections, then the show's title).
_ACCOUNT_LINK = compiled(
    rf"(?i:Log ?in|Sign ?in|{_LOG_IN}|{_MY_ACCOUNT}"
    r"|Abo|Abonnement|Abbonati|Abbonamenti|Assinar|Assine|Assinaturas?|Suscripciones)"
)


_LOGGING_IN = compiled(rf"{_ACCOUNT_LINK.pattern}|(?i:{_CLUB_LOG_IN})")  # (a site's or a club's: "Accedi",
# "Members' area")
_WORD_SENTENCE = compiled(r"[^\W\d_]+\.")  # (a word alone and a full stop)


def _site_lines(lines: list[str], stop: int, chrome: Sequence[bool]) -> tuple[list[int], bool]:
    """The lines of the site's own header above the show's title, among the header's lines before ``stop``
    (``ABC listen``, ``BBC Sounds``, a menu), and whether the title stands twice (the site is named after the show, or
    the title's line is repeated under it). ``chrome`` tells whether each of those lines is the header's chrome
    (`_is_header_chrome`).

    Those above the line over the show's author line (``Presented by ...``) just above the description, or above the
    line over a publisher's name of two words or more (``BBC Radio 4``), when they are two or more, or chrome stands
    among them, or they are one name of a word or two over a title in capitals; or, under such chrome, those above a
    one-word title. None otherwise: the title leads (``Title``, ``A tagline``, ``By ...``). A known site's name
    (`_SITE_NAME`) above every other line is one, whatever follows; and when the site's menu (`_SITE_MENU`:
    ``Search``, ``Sign in``) stands under some of the lines, those are the site's, with the category
    names among them (``Music``, ``Sports``), and so does an account's or a subscription's link under two of the
    header's lines or more (``Assinar``), and the title is the first line under it, or under more of the site's
    lines there, told as over a title (``Audio``, ``Video``, a channel). A line under the title so found that the
    page names as it names a show (``Welcome to <title>``, ``© 2025 <title>``, ``<title> cover``) while it does not
    so name that title is the title instead, the lines over it the site's. Where a link of the menu and the heading
    of a blog's archive under it name the same category (``Entre estanterías``, ``Categoría: Entre estanterías``),
    that link is the title, the other lines over the heading the site's. Words alone with a full stop, two or more
    (a strapline: ``Paikallinen.``, ``Luotettava.``), start no description; words in capitals, four or more, under the
    menu and over a title in small letters are the site's strapline (``HET LAATSTE NIEUWS UIT DE REGIO``).
    """
    text: list[int] = []
    notices: list[int] = []
    chrome_at: list[int] = []
    named: list[int] = []  # the site's name above the title
    menu_at = -1  # the site's last menu line
    menu_run = 0  # how many lines of chrome stand right above the line
    # (words alone with a full stop, two or more, over a link of the site's menu, are its strapline: "Paikallinen.",
    # "Luotettava.", then "Uutiset"; over the show's description, they are its tagline: "Coffee.", "Culture.")
    words = [index for index in range(stop) if _WORD_SENTENCE.fullmatch(lines[index])]
    after = nearest_filled(lines, words[-1], 1) if words else None
    strapline = len(words) >= 2 and after is not None and after < stop and _link_like(lines[after]) \
        and not _WORD_SENTENCE.fullmatch(lines[after])
    motto = False  # (the site's motto over its menu, under its name: `_motto_over_menu`)
    for index in range(stop):
        line = lines[index]
        if not line:
            continue
        if (not text or menu_run >= 2) and _SITE_NAME.fullmatch(line):  # above all text, or right under a menu
            named.append(index)
            chrome_at.append(index)
            continue
        if chrome[index]:
            chrome_at.append(index)
            on_menu = _SITE_MENU.fullmatch(line) or (
                len(text) >= 2 and _ACCOUNT_LINK.fullmatch(line) and _link_like(lines[text[-1]])
            )
            menu_at, menu_run = (index, menu_run + 1) if on_menu else (menu_at, 0)
            continue
        under_chrome = bool(chrome_at) and chrome_at[-1] > (text[-1] if text else -1)
        menu_run = 0
        if ((len(line) > _LONGEST_HEADER_LINE and not _strapline_over_menu(lines, index, text, stop))
                or (line.endswith(".") and not _ABBREVIATION_END.search(line)
                    and not (strapline and _WORD_SENTENCE.fullmatch(line)))
                or (line.endswith(("!", "?")) and " " in line
                    and not (under_chrome and line.count(" ") < _FEWEST_QUESTION_WORDS - 1))) \
                and (motto or len(text) > _MOST_NAME_LINES or not (motto := _motto_over_menu(lines, index, stop))):
            # (a word's exclamation is a menu's, "Flash!", and a question of three words right under the site's chrome
            # a title: "Kva no, Bergen?")
            if text or not line.endswith(".") or len(line) <= _LONGEST_HEADER_LINE:
                break  # the description (a long title may ask a question: "What Should I Read Next?")
            notices.append(index)  # the site's notice above everything ("To listen, disable your ad blocker.")
            continue
        text.append(index)
    if not text:  # no line under the name: the name is the show's title ("Transistor", a show of that name)
        return [], False
    if (archive := _archive_of_menu_link(lines, text, chrome_at)) is not None:  # the show's category's archive: the
        # title is its link in the menu, the lines above and under that the site's
        link, heading = archive
        return sorted([*named, *notices, *(index for index in text if index < heading and index != link)]), False
    site = set(_site_lines_over(lines, text, chrome_at, named, menu_at)) | set(notices)
    counts = _counts_among(lines, text)
    title = next((index for index in text if index not in site and index not in counts), None)
    if title is None:
        return sorted(site), False
    under = next((index for index in text if index > title), None)
    if menu_at >= 0 and _STRAPLINE.fullmatch(lines[title]) and under is not None and title_like(lines[under]) \
            and not lines[under].isupper():  # (the site's line in capitals under its menu, over the show's title)
        site.add(title)
        title = under
    site.update(index for index in counts if index < title)
    site.update(_categories_above(lines, chrome_at, title))
    if any(lines[index] == lines[title] for index in site):
        return sorted(index for index in site if lines[index] != lines[title]), True
    page = "\n".join(lines)
    again = None if _named_again(lines, page, lines[title]) else next(
        (index for index in text[:_MOST_TITLE_CANDIDATES] if index > title
         and not _SITE_NAME.fullmatch(lines[index]) and _named_again(lines, page, lines[index])), None
    )
    if again is not None:
        site.update(_categories_above(lines, chrome_at, again), (index for index in text if index < again))
        title = again
    under = next((index for index in text if index > title), title)
    return sorted(site), under != title and lines[under] == lines[title]  # (an image's caption over its heading)


def _top_again(lines: list[str], metas: list[int]) -> int:
    """Where the page's first line (the site's name: "podCloud") stands again under the last date line, when no entry
    holds it and only short lines that are no sentence nor length (or the page's own text: ``©``) follow it, or any
    lines but lengths up to the page's own text that ends the page (``© 2025 Leigh & District Flying Club``): the
    page's own text starts there. The page's end otherwise."""
    top = next((line for line in lines if line), "")
    again = next((index for index in range(metas[-1] + 1, len(lines)) if lines[index] == top), len(lines))
    if again == len(lines) or not title_like(top) or top in lines[metas[0] : metas[-1]]:
        return len(lines)
    after = [line for line in lines[again + 1 :] if line]
    short = all(title_like(line) or _PAGE_TEXT.fullmatch(line) for line in after)
    ended = bool(after) and _PAGE_TEXT.fullmatch(after[-1]) is not None
    return again if (short or ended) and not any(map(_is_duration_alone, after)) else len(lines)


# A site's strapline in capitals, four words or more ("HET LAATSTE NIEUWS UIT DE REGIO").
_STRAPLINE = compiled(r"(?-i:[A-ZÀ-ÖØ-Þ'\u2019-]+(?: [A-ZÀ-ÖØ-Þ'\u2019-]+){3,})")
_MOST_TITLE_CANDIDATES = 12  # the header's first text lines, among which a title named again is looked for
# A name's abbreviation at a line's end, no sentence's ("SV Grün-Weiß Ellerbek 1921 e.V.", "Acme Inc.", "U.S.",
# "Nykøbing F.").
_ABBREVIATION_END = compiled(
    r"(?:\b(?:[^\W\d_]\.){2,}|\b(?:Inc|Ltd|Co|Corp|Jr|Sr|St|Bros|AG|SA|SpA|BV|AB|AS|Oy)\.| [A-ZÀ-ÖØ-Þ]\.)$"
)


def _archive_of_menu_link(lines: list[str], text: list[int], chrome_at: list[int]) -> tuple[int, int] | None:
    """Where the menu's link (among the header's ``text`` lines) and the heading of a blog's archive
    (`_ARCHIVE_HEADING`, among those and its ``chrome_at`` lines) under it name the same category (``Entre
    estanterías``, ``Categoría: Entre estanterías``), their indexes; else None."""
    for index in sorted([*text, *chrome_at]):
        if (heading := _ARCHIVE_HEADING.fullmatch(lines[index])) is not None:
            link = next((above for above in reversed(text) if above < index and lines[above] == heading["name"]), None)
            return None if link is None else (link, index)
    return None


_FEWEST_SITE_LINKS = 5  # (a show's own menu holds fewer: "Home", "Episodes", "About")


def _strapline_over_menu(lines: list[str], index: int, text: list[int], stop: int) -> bool:
    """Whether the long line at ``index``, right under the site's name (the one line of ``text``) and over its menu,
    is the site's strapline, of no sentence, where the header before ``stop`` holds a log-in link or the menu five links
    or more ("Il Vomere", "Settimanale di attualità, politica, cultura, ...", "Home", ..., "Accedi"; a show's own
    tagline over "Home", "Episodes", "About" is its description)."""
    below = nearest_filled(lines, index, 1)
    return len(text) == 1 and not lines[index].endswith((".", "!", "?")) and below is not None \
        and _SITE_MENU.fullmatch(lines[below]) is not None and (
            any(_LOGGING_IN.fullmatch(lines[at]) for at in range(stop))
            or sum(1 for at in range(below, stop) if lines[at] and _link_like(lines[at])) >= _FEWEST_SITE_LINKS
        )


_MOST_NAME_LINES = 2  # the site's name and its line, over its motto


def _motto_over_menu(lines: list[str], index: int, stop: int) -> bool:
    """Whether the line at ``index``, under the site's name, is the site's motto or notice, though a sentence or long
    (``Huis-aan-huis nieuwsblad van Zeewolde. Verschijnt elke dinsdag.``, ``Olet lukenut 1/5 ilmaista artikkelia.``):
    under it, before ``stop``, stand five links of a menu or more one after another (`_menu_link`: towns, sections),
    then a title (perhaps the last of those) over a long line or a sentence, the show's description."""
    links = 0
    at = nearest_filled(lines, index, 1)
    while at is not None and at < stop and _menu_link(lines[at]):
        links += 1
        at = nearest_filled(lines, at, 1)
    if at is None or at >= stop:
        return False
    if _describes(lines[at]):  # (the title is the run's last link)
        return links > _FEWEST_SITE_LINKS
    under = nearest_filled(lines, at, 1)
    return links >= _FEWEST_SITE_LINKS and title_like(lines[at]) and under is not None and under < stop \
        and _describes(lines[under])


def _menu_link(line: str) -> bool:
    """Whether ``line`` may be a link of a menu of towns and sections: `_link_like`, or of three words at most, none a
    sentence's end (``Paços de Ferreira``, ``Edição em papel``)."""
    return (_link_like(line) or line.count(" ") < _MOST_MENU_WORDS) and not line.endswith(_SENTENCE_ENDS)


_MOST_MENU_WORDS = 3


def _describes(line: str) -> bool:
    """Whether a header's ``line`` may be the show's description: long, or a sentence of three words or more."""
    return len(line) > _LONGEST_HEADER_LINE or (line.endswith((".", "!", "?")) and line.count(" ") >= 2)


def _site_lines_over(
    lines: list[str], text: list[int], chrome_at: list[int], named: list[int], menu_at: int
) -> list[int]:
    """The site's lines among the header's ``text`` lines over the description, by where its menu (its last line at
    ``menu_at``), chrome and known name (``named``) stand (see `_site_lines`)."""
    over_menu = [index for index in text if index < menu_at]
    if over_menu and over_menu != text:  # the site's, and so are the categories among them: the title is under them,
        # unless more of the menu's lines (``Audio``, ``Video``, a channel) stand between (see `_lines_over_title`)
        under = _lines_over_title(
            lines, text[len(over_menu):], [index for index in chrome_at if index > menu_at], under_name=True,
            under_menu=True,
        )
        title = text[len(over_menu) + len(under)]
        return sorted([*named, *over_menu, *under, *_categories_above(lines, chrome_at, title)])
    return named + _lines_over_title(lines, text, chrome_at, under_name=bool(named))


_APP = compiled(_APPS)
_APP_NAMED = compiled(rf"(?<!\w)(?:{_APPS})(?!\w)")  # (an app named in a longer line)
_LONGEST_OVER_APPS = 60  # (a longer line is the description's)


# The words of listening to a podcast, following or subscribing to it, and its app, in English and the languages of
# the month names podcat reads (their stems).
_LISTENING = compiled(
    r"(?i:.*\b(?:pod(?:cast|d|kast)|app|listen|subscri|subscrev|follow|abonn|hör|hør|écout|escuch|escúch|ascolt|ouv|ouç"
    r"|sig[au]|segu"
    r"|availab|disponib|verfügbar|beschikbaar|tillgänglig|tilgjengelig|tilgængelig|saatavilla|find us"
    r"|ci trovi (?:anche )?(?:su|in)\b|finn oss|hitta oss|find os\b|get (?:it|new)"
    r"|luister|beluister|te horen (?:via|op|bij|in)|anhör|reinhör|volg|lyssn|lytt|lyt|høyr(?!e)|følg|följ|prenumer"
    r"|kuunt|tilaa|seuraa).*)"
)


def _over_apps(lines: list[str], stop: int) -> list[int]:
    """The indexes of the header's short lines (up to ``stop``) that stand over two apps' names or more, one a line,
    and under the show's description (under its title), and speak of listening or the podcast: how to listen to it,
    in any words (``Luister in de NRC Audio-app of via``, ``Siga o podcast``)."""
    filled = [index for index in range(stop) if lines[index]]
    found = []
    for at in range(2, len(filled) - 2):
        above, here, below, next_below = filled[at - 1 : at + 3]
        if len(lines[here]) <= _LONGEST_OVER_APPS and not _APP.fullmatch(lines[here]) \
                and _APP.fullmatch(lines[below]) and _APP.fullmatch(lines[next_below]) \
                and (_is_sentences(lines[above]) or len(lines[above]) > _LONGEST_OVER_APPS) \
                and _LISTENING.fullmatch(lines[here]) and not _AUTHOR_LINE.fullmatch(lines[here]) \
                and not all(_HEADER_CHROME.fullmatch(lines[index]) for index in filled[: at - 1]):
            found.append(here)
    return found


def _under_description(lines: list[str], stop: int, passed: Collection[int], chrome: Sequence[bool]) -> list[int]:
    """The indexes of the header's short lines (up to ``stop``, past the ``passed`` ones: the site's) under the last
    sentence of the show's description, below its title, that end no sentence and label nothing: the site's buttons
    and links, two or more (``Reviews``, ``Listeners``), or one of three words at most (``Website``) or that speaks of
    listening or names an app (``Hør på``, ``ARD Audiothek``), as a description's sentences end it (``New episodes
    every Monday`` alone stays its own). The header's chrome is none of them (``chrome`` tells whether each of its
    lines is: `_is_header_chrome`)."""
    text = [
        index for index in range(stop) if lines[index] and index not in passed and not chrome[index]
        and not marker_line(lines[index])
    ]
    last = next((at for at in range(len(text) - 1, 0, -1) if lines[text[at]].endswith(_SENTENCE_ENDS_QUOTED)), None)
    if last is None:
        return []
    above = {lines[index] for index in text[: last + 1]}  # (the title again, over the first entry, is no button)
    under = [
        index for index in text[last + 1 :]
        if (len(lines[index]) <= _LONGEST_OVER_APPS or _apps_named(lines[index])) and ": " not in lines[index]
        and lines[index] not in above and not _AUTHOR_LINE.fullmatch(lines[index])
    ]
    if len(under) == 1 and lines[under[0]].count(" ") >= _MOST_BUTTON_WORDS and not (
        _LISTENING.fullmatch(lines[under[0]]) or _APP_NAMED.search(lines[under[0]])
    ):
        return []
    return under


_MOST_BUTTON_WORDS = 3


def _apps_named(line: str) -> bool:
    """Whether ``line`` speaks of listening and names two apps or more, whatever its length, ending no sentence
    (``Luister ook in de Omroep Gelderland-app, Spotify en Apple Podcasts``)."""
    return not line.endswith(_SENTENCE_ENDS) and bool(_LISTENING.fullmatch(line)) \
        and len(_APP_NAMED.findall(line)) >= 2


_SENTENCE_ENDS_QUOTED = (*_SENTENCE_ENDS, ".)", '."', ".”", "!”", "?”")


def _categories_above(lines: list[str], chrome_at: list[int], title: int) -> list[int]:
    """The lines of category names among the header's chrome above the title at ``title``: the site's menu's (none
    when nothing stands above them: ``Music`` over ``By Jana Berg`` is a show's title)."""
    found = [index for index in chrome_at if index < title and categories_of(lines[index], _CATEGORY_NAME)]
    return found if found and any(lines[: found[0]]) else []


# How a page names its show in a line of its own (``Welcome to <title>``, ``© 2025 <title>``, ``<title> cover``),
# in English and the commonest of the languages of the month names podcat reads: the words just before the title,
# and just after it.
_NAMING_BEFORE = compiled(
    r"(?:Welcome to|Introducing|Trailer:|Support for|Cover image of|Listen to|Subscribe to|Copyright|©(?: \d{4})?"
    r"|Willkommen (?:bei|zu)|Bienvenue dans|Bienvenidos a|Benvenuti a|Bande-annonce :|Tráiler:) $"
)
_NAMING_AFTER = compiled(r" (?:[Cc]over|is (?:[^.!?]{0,40} )?podcast|[Tt]railer)")  # ("<title> is Cancer Research
# UK's podcast")
_LONGEST_NAMING = 24  # characters before the title that `_NAMING_BEFORE` may take


def _named_again(lines: list[str], text: str, line: str) -> bool:
    """Whether the page, its ``lines`` joined in ``text``, names ``line`` as a page names its show: on a line of its
    own again (in every entry, as Audiomack does), or in a longer line, a word of its own there, as `_NAMING_BEFORE`
    and `_NAMING_AFTER` have it (``Welcome to <title>``, ``<title> cover``)."""
    if lines.count(line) > 1:
        return True
    for found in re.finditer(rf"{re.escape(line)}(?!\w)", text):  # (a literal first: the search is quick)
        at, end = found.span()
        before = text[max(at - _LONGEST_NAMING, 0) : at]
        if not before[-1:].isalnum() and (_NAMING_BEFORE.search(before) or _NAMING_AFTER.match(text, end)):
            return True
    return False


def _lines_over_title(
    lines: list[str], text: list[int], chrome_at: list[int], *, under_name: bool, under_menu: bool = False
) -> list[int]:
    """Which of the header's ``text`` lines above the description stand over the show's title (see `_site_lines`),
    with ``chrome_at`` the lines of chrome among them; ``under_name``: under a known site's name, a line over the
    menu's chrome is the menu's too; ``under_menu``: under the site's menu, short lines over the title are more of
    its links (``Skoler``, ``Om museet``)."""
    author_lines = [index for index in text if _AUTHOR_LINE.fullmatch(lines[index])]
    authors = set(author_lines)
    names = [index for index in text if index not in authors and not _count_like(lines[index])]
    at = text.index(author_lines[-1]) if author_lines else 0
    if at >= 2 and text[at - 1] not in author_lines:  # the title is over the author line
        site = text[: at - 1]
    elif len(names) >= 3 and byline_like(lines[names[-1]]) and " " in lines[names[-1]]:
        site = names[:-2]
    elif len(names) >= 3 and all(len(lines[index]) <= _LONGEST_MENU_LINE for index in names[:-1]):
        site = names[:-1]
        links = under_menu and all(_link_like(lines[index]) for index in site)
        return site if links or any(index < names[-1] for index in chrome_at) else []
    elif under_name and len(names) == 2 and len(lines[names[0]]) <= _LONGEST_MENU_LINE \
            and any(names[0] < index < names[1] and not _KIND_LINE.fullmatch(lines[index]) for index in chrome_at):
        # (a menu's line, the menu's chrome, the title; not the title, its kind's line and its host's name)
        return names[:1]
    else:
        return []
    if len(site) >= 2 or any(index < site[-1] for index in chrome_at):
        return site
    if len(site) == 1 and len(lines[site[0]].split()) <= 2:  # a site's name ("Podurama") over a title in capitals
        return site if byline_like(lines[text[text.index(site[0]) + 1]]) else []
    return []


def _title_first_start(
    lines: list[str], metas: list[int], neighbours: _Neighbours, markers: list[int], by_heading: bool, bound: set[int]
) -> int | None:
    """Where the first entry starts when the titles, placed below the date lines at a glance, are first in entries
    that each date line ends; None when they are below.

    So when (``by_heading``: no line opens the entries, such as ``610 snips``) lines stand between the list's heading
    and the first date line, and no more are left after the last one, or those are no entry's text (a footer of
    links), or they are as many as an entry holds and look like one (``Sort by: Newest`` does not, under entries with
    descriptions); or when nothing follows the last date line; or when most entries hold text and the two lines or
    more after the last date line hold none, nor a length but the date line's own (one of ``bound``: a footer of
    links), and a header stays above the first entry."""
    opening = _opening_under_heading(lines, metas[0], neighbours) if by_heading else None
    after_last = neighbours.between(metas[-1], len(lines))
    described = _text_in_most(lines, metas, neighbours)
    if opening is not None:
        under = neighbours.between(opening - 1, metas[0])
        if (
            len(under) >= len(after_last)
            or not _text_in(lines, after_last)  # links, no entry's text
            or (2 <= len(under) <= _entry_size(metas, neighbours) and (not described or _text_in(lines, under)))
        ):
            return opening
    if not after_last:
        return _past_header_chrome(lines, neighbours, _first_entry_start(metas, neighbours, markers), metas[0])
    if described and len(after_last) >= 2 and not _text_in(lines, after_last) \
            and not any(_is_duration_alone(lines[index]) for index in range(metas[-1] + 1, len(lines))
                        if index not in bound):
        start = _first_entry_start(metas, neighbours, markers)  # below the last date line, a footer of links
        if not neighbours.between(-1, start):  # (a page's header stays above its first entry)
            return None
        return _past_header_chrome(lines, neighbours, start, metas[0])
    return None


_LONGEST_FOOTER_LINE = 100
_NO_LINE = compiled("(?!)")
_ENTRY_LINE = compiled(r"\d:\d\d|://|www\.|:$")  # a chapter's time, a link, a heading ("Guests:"): an entry's


def _right_under(lines: list[str], metas: list[int], bound: set[int], index: int) -> bool:
    """Whether the button at ``index`` (show more) stands once on the page right under the last date line, past its
    own length (one of ``bound``) and buttons, where no text stands so under most other date lines: there it
    expands no description, and ends the list."""
    return lines.count(lines[index]) == 1 and _first_under(lines, metas[-1], bound) == index and sum(
        1 for meta in metas[:-1]
        if (below := _first_under(lines, meta, bound)) is not None and _title_likeness(lines[below]) < _TITLE_LIKE
    ) * 2 < len(metas) - 1


def _first_under(lines: list[str], meta: int, bound: set[int]) -> int | None:
    """The first line under the date line at ``meta``, past blank lines, its length (one of ``bound``) and buttons
    other than show more; None at the page's end."""
    return next((index for index in range(meta + 1, len(lines)) if lines[index] and index not in bound
                 and not (_BUTTONS.fullmatch(lines[index]) and not _SHOW_MORE.fullmatch(lines[index]))), None)


def _site_text_after(lines: list[str], index: int) -> bool:
    """Whether the button at ``index`` (show more) stands once on the page and only the site's own text follows it:
    its page text (``© ...``), or short lines that end no sentence and credit no one, nothing of an entry's
    (``Kundeservice``, ``Privatlivspolitik``; a role's label starts a credit: ``Produced by Tom Lind``, where ``Hosted
    by Acast`` is the site's); it then ends the list (else it opens the rest of a description: ``And peppers.``)."""
    return lines.count(lines[index]) == 1 and all(
        _PAGE_TEXT.fullmatch(line) or (
            len(line) <= _LONGEST_FOOTER_LINE and not _ENTRY_LINE.search(line) and not NEXT_CREDIT_LABEL_RE.match(line)
            and not line.endswith((".", "!", "?"))
        ) for line in lines[index + 1 :]
    )


def _footer_over(lines: list[str], metas: list[int], neighbours: _Neighbours, place: TitlePlace, page_text: int) -> int:
    """Where the page's own text starts below the last entry: when the last entry holds more lines than any other
    before the line where it was found to start (``© 2024 ...``, ``Privacy``, the line after ``Load more``), and
    those are short and no sentence (``Donate``, ``KPTZ 91.9 FM``), at the first line past the others' size; else at
    ``page_text``. Between two date lines stand one entry's body and one title; below the last one, the last
    entry's body, and its title when titles are below them."""
    if page_text == len(lines) or len(metas) < 2 or place == "first":  # (the date line ends the last entry)
        return page_text
    most = max(len(neighbours.between(before, after)) for before, after in itertools.pairwise(metas))
    last = neighbours.between(metas[-1], page_text)
    held = max(most - 1 if place == "above" else most, 0)
    if len(last) <= held:
        return page_text
    footer = last[held]
    if all(len(line) <= _LONGEST_FOOTER_LINE and not _is_sentences(line) and not _ENTRY_LINE.search(line)
           for line in lines[footer:]):
        return footer
    return page_text


_MOST_KICKER_WORDS = 3
_LONGEST_KICKER = 30


def _towns_with_departments(texts: list[str]) -> bool:
    """Whether ``texts`` are towns with their départements (`_PLACE_AND_DEPARTMENT`), two towns or more, each always
    with one number (``Wirecard (12)``, ``Wirecard (11)`` are a series' parts)."""
    numbers: dict[str, set[str]] = {}
    for text in texts:
        if (town := _PLACE_AND_DEPARTMENT.fullmatch(text)) is None:
            return False
        numbers.setdefault(town[1], set()).add(text[town.end(1) :])
    return len(numbers) >= 2 and all(len(each) == 1 for each in numbers.values())


def _kickers(
    lines: list[str], metas: list[int], neighbours: _Neighbours, place: TitlePlace, start: int, menu: Collection[str],
    named: Collection[str], chrome: Sequence[bool],
) -> list[int]:
    """The short lines over the titles, a topic or a section each (``Buchpreis``, ``ENTREVISTAS``): where the titles are
    placed first in their entries (below the date lines, or first in entries the date lines end), a line of three words
    or fewer over a longer line (or a line as long, when the site's ``menu`` names the first: ``Landkreis Celle``) that
    ends no sentence (``Hörbuch oder Buch?``) and names no author, in two thirds of the entries or more (at least two),
    when one of them stands over two titles or more or all are in capitals, no digit in them (a short title over a
    subtitle is a title), or are towns with their départements (``Orléans (45)``, not ``Wirecard (12)`` over ``Wirecard
    (11)``), or, where the date lines end their entries, when they stand right under the entry above's length or its
    buttons (see below); where the titles are above the date lines, the line over each title when all are in capitals
    (``VENEZIA``: other lines there end the entry above) and no line of the last entry is (then they end their entries),
    or when it stands right under the entry above's length (past the entries' ``chrome``: ``Partager``) in two thirds of
    the entries (``Sancerre (18)``: the length ends the entry above), or right under the buttons ending the entry above
    (``Anhören``) as often (``Kreuzberg``, ``Entrevista``), where most entries then keep a line of text (`_texts_kept`);
    then a line longer than its title is one too (``Tema: Rådgivning`` over ``Lytterspørsmål``). Each one other, they
    are kickers where the header over the show's title (``named``: the site's menu and its sections) names all of them,
    or all but one (`_named_most`: ``Cronaca``, ``Lago di Garda``; ``Westlich Raron`` among the Walliser Bote's
    regions). None otherwise."""
    if place == "above":  # (no list heading, "TUTTE LE PUNTATE"; none when the last entry ends in capitals too)
        titles = [neighbours.nearest(index, -1) for index in metas]
        pairs = [[kicker, title] for title, previous in zip(titles, [-1, *metas], strict=False)
                 if title >= 0 and (kicker := _kicker_over(lines, title, neighbours, menu, chrome)) > previous
                 # (in it)
                 and not _LIST_HEADING_RE.fullmatch(lines[kicker].capitalize())]
        short = sum(1 for kicker, _ in pairs
                    if len(lines[kicker]) <= _LONGEST_KICKER and _kicker_words(lines[kicker]) <= _MOST_KICKER_WORDS)
        if short < max(2, 2 * len(metas) / 3):  # (too few short enough to be topics: told first, as the lengths over
            return []  # them take longer to find)
        last = neighbours.between(metas[-1], len(lines))
        under_lengths = _under_lengths(lines, pairs, menu, chrome, places=False)
        under_buttons = _under_buttons(lines, pairs, chrome) and _texts_kept(pairs, metas, neighbours)
        if not (under_lengths or under_buttons) and not _named_most([lines[kicker] for kicker, _ in pairs], named) and (
            not all(lines[kicker].isupper() for kicker, _ in pairs) or any(_in_capitals(lines[index]) for index in last)
        ):
            return []
    else:
        bounds = [start - 1, *metas] if place == "first" else [*metas, len(lines)]
        pairs = [_sectioned(lines, neighbours.between(before, after)[:2], before, menu)
                 for before, after in itertools.pairwise(bounds)]
        under_lengths = place == "first" and _under_lengths(lines, pairs, menu, chrome)
        under_buttons = place == "first" and _under_buttons(lines, pairs, chrome)
    label_of = {pair[1]: _label_of(lines[pair[1]]) for pair in pairs if len(pair) == 2}  # (of each title's line)
    labels = Counter(label for label in label_of.values() if label)
    shared = {label for label, count in labels.items() if 2 * count >= len(metas)}  # (not titles: "Rubrik: ...")
    candidates = [
        (kicker, title) for kicker, title in (pair for pair in pairs if len(pair) == 2)
        if len(lines[kicker]) <= _LONGEST_KICKER and _kicker_words(lines[kicker]) <= _MOST_KICKER_WORDS
        and label_of[title] not in shared
        and (title_like(lines[kicker]) or _PLACE_NAME.fullmatch(lines[kicker]))  # (a full stop ends no place's
        # name but its initial's: "Nykøbing F.")
        and (under_lengths or not _has_digit(lines[kicker])
             or _PLACE_AND_DEPARTMENT.fullmatch(lines[kicker]) is not None)
        and len(lines[title]) <= _LONGEST_HEADER_LINE and not lines[title].endswith(".")
        and not _AUTHOR_LINE.fullmatch(lines[title])
    ]
    least = max(2, 2 * len(metas) / 3)
    sections = {text for text, count in Counter(lines[kicker] for kicker, _ in candidates).items() if count >= 2}
    found = [  # (shorter than the title, or a section the menu names, or as long as a title of words that name no one;
        # or in capitals over it however long: a section over two titles or more, "WISSENSCHAFT" over "Lise Meitner",
        # or a place over such a title, "OLORON-SAINTE-MARIE" over "Les bérets d'Oloron", where a film over its
        # director, "TAXI DRIVER" over "Martin Scorsese", or a headline over its subtitle is no kicker)
        kicker for kicker, title in candidates if len(_past_kind(lines[kicker])) < len(lines[title])
        or lines[kicker] in menu
        or (len(lines[kicker]) == len(lines[title]) and _titled_so(lines[title]))
        or (lines[kicker].isupper() and not lines[title].isupper() and (
            lines[kicker] in sections or (_PLACE_NAME.fullmatch(lines[kicker]) and _titled_so(lines[title]))))
    ]
    texts = [lines[index] for index in found]
    told = under_lengths or under_buttons or _towns_with_departments(texts) or _named_most(texts, named)
    if not told and (
        any(map(_has_digit, texts)) or (len(set(texts)) == len(texts) and not all(text.isupper() for text in texts))
    ):
        return []
    if len(found) < least:
        return []
    if under_lengths or under_buttons:  # (then a longer one as they stand is one too: "Tema: Rådgivning" over
        # "Lytterspørsmål", "Latin America Program" over "The Darién Gap")
        kept = set(found)
        return [kicker for kicker, _ in candidates if kicker in kept or _under_buttons_alone(lines, kicker, chrome)
                or _under_length(lines, kicker, chrome)]
    return found


def _label_of(line: str) -> str | None:
    """The label opening ``line`` before a colon and a space (``Rubrik`` of ``Rubrik: Altstadt``), or None; the
    piece's kind is none (``Podcast: ...``, ``Podcast : ...`` head titles: `_KIND_LABEL`)."""
    label, colon, _ = line.partition(": ")
    return label if colon and not _KIND_ALONE.fullmatch(label) else None


_KIND_ALONE = compiled(f"(?:[\\w-]+-)?(?:{KINDS}) ?")


def _named_sections(lines: list[str], metas: list[int], skipped: Collection[int], chrome: Sequence[bool]) -> list[int]:
    """The sections right over the date lines (``Vouzela`` between a title and its ``Publicado em 04/12/2025``,
    ``rovigo`` over ``04.12.2025 - 07:00``): short lines of no digit nor sentence, right over two thirds of the date
    lines or more, that the page's lines above the first of them (the site's menu) name, case aside, each or each but
    one (`_named_most`: a title of one word the menu also names stays a title). None otherwise."""
    over = [above for above in _lines_over_dates(lines, metas, skipped, chrome) if _section_like(lines[above])]
    if len(over) < max(2, 2 * len(metas) / 3):
        return []
    menu = {line.casefold() for line in lines[: over[0]] if line}
    return over if _named_most([lines[index].casefold() for index in over], menu) else []


def _section_like(line: str) -> bool:
    """Whether ``line`` may be a section's name: a kicker's length and words, no digit, no sentence's end."""
    return len(line) <= _LONGEST_KICKER and _kicker_words(line) <= _MOST_KICKER_WORDS and not _has_digit(line) \
        and not line.endswith((".", "!", "?", ":"))


def _named_most(texts: list[str], named: Collection[str]) -> bool:
    """Whether ``named`` holds each of the ``texts`` (two at least), or each but one and three at least (one-word
    titles the site's menu also names two of, "Heimat", "Freizeit" over "Freiheit", are titles: review 41)."""
    found = sum(1 for text in texts if text in named)
    return len(texts) >= 2 and (found == len(texts) or found >= max(3, len(texts) - 1))


def _titled_so(line: str) -> bool:
    """Whether ``line`` may be a title under a kicker as long as it or longer: words that name no one."""
    return " " in line and not _FULL_NAME.fullmatch(line)


def _in_capitals(line: str) -> bool:
    """Whether ``line`` is words in capitals (``VENEZIA``), not initials alone (a byline's ``- C.L.``)."""
    return line.isupper() and _WORD_OF_TWO.search(line) is not None


_WORD_OF_TWO = compiled(r"[^\W\d_]{2}")


def _kicker_words(line: str) -> int:
    """How many words ``line`` holds but a place's prepositions, in either case, and signs between words (``Vila Velha
    de Ródão`` holds three, ``SANTA CRUZ DO SUL`` three, ``Podcast · La Spezia`` three)."""
    return sum(1 for word in line.split()
               if word.lower() not in _PLACE_PREPOSITIONS and not _SEPARATOR_ALONE.fullmatch(word))


def _past_kind(line: str) -> str:
    """``line`` past the piece's kind before it (``Podcast · Portovenere``, a section and a place: ``Portovenere``)."""
    kind = KIND_BEFORE.match(line)
    return line if kind is None else line[kind.end() :]


def _kicker_over(
    lines: list[str], title: int, neighbours: _Neighbours, menu: Collection[str], chrome: Sequence[bool]
) -> int:
    """The line over the title at ``title``: the nearest counted one, or the nearest filled one where that is one of
    the site's ``menu`` (``Rouen`` over two titles of five, a section the menu names too, dropped as the entries'
    chrome where it repeats), or a place's name among the entries' ``chrome`` (``Sassari``, the paper's own town, over
    three titles of five)."""
    counted = neighbours.nearest(title, -1)
    section = _section_over(lines, title, menu, chrome)
    return section if section is not None and section > counted else counted


def _section_over(
    lines: list[str], index: int, menu: Collection[str], chrome: Sequence[bool] | None = None
) -> int | None:
    """Where the nearest filled line over the one at ``index`` stands, when the site's ``menu`` names it, or it is a
    place's name among the entries' ``chrome`` (when given); else None."""
    filled = nearest_filled(lines, index, -1)
    if filled is None:
        return None
    named = lines[filled] in menu or (chrome is not None and chrome[filled] and _PLACE_NAME.fullmatch(lines[filled]))
    return filled if named else None


def _sectioned(lines: list[str], pair: list[int], before: int, menu: Collection[str]) -> list[int]:
    """The first two lines of an entry after the line at ``before`` (``pair``), or its first line under the section
    over it that the site's ``menu`` names, where that section is the entries' chrome (``Ringsted`` over most titles,
    repeated; ``Benløse`` over one)."""
    section = _section_over(lines, pair[0], menu) if pair else None
    return [section, pair[0]] if section is not None and section > before else pair


# The piece's kind and its section, over each title ("Podcast | Indústria": labor's).
_KIND_AND_SECTION = compiled(rf"(?:{KINDS}) [|·•] {_PLACE}")  # ("Podcast | Indústria", "Podcast · Roeselare")


def _under_lengths(
    lines: list[str], pairs: list[list[int]], menu: Collection[str], chrome: Sequence[bool], *, places: bool = True
) -> bool:
    """Whether the first lines of ``pairs`` (a kicker over each title) but the first entry's stand right under the
    length ending the entry above (past buttons, or the entries' chrome: ``Partager``) in two thirds of them, and are
    ``places``: each a place's name (`_PLACE_NAME`: ``Deventer``, ``Sancerre (18)``, ``Ferreira do Alentejo``) or a
    section's after the kind (``Podcast | Indústria``), or a third of them named in the site's ``menu``. (A short
    title over a subtitle stands there too, over the text the date line ends: ``Climate Talk``; right over a title
    over its date line, a line is a topic, ``Transports``, ``RSPB Ham Wall``.)"""
    kickers = [pair[0] for pair in pairs if pair]
    named_places = (_PLACE_NAME.fullmatch(lines[index]) or _KIND_AND_SECTION.fullmatch(lines[index])
                    for index in kickers)
    if places and not all(named_places) \
            and sum(1 for kicker in kickers if lines[kicker] in menu) * 3 < len(kickers):
        return False  # (no places: told first, as the lengths over the kickers take longer to find)
    under = sum(1 for kicker in kickers[1:] if _under_length(lines, kicker, chrome))
    return under >= 2 and under * 3 >= 2 * (len(pairs) - 1)


def _under_buttons(lines: list[str], pairs: list[list[int]], chrome: Sequence[bool]) -> bool:
    """Whether the first lines of ``pairs`` (a kicker over each title) but the first entry's stand right under the
    buttons ending the entry above (``Jetzt anhören``, ``Listen now``) in two thirds of them."""
    kickers = [pair[0] for pair in pairs[1:] if pair]
    under = sum(1 for kicker in kickers if _under_buttons_alone(lines, kicker, chrome))
    return under >= 2 and under * 3 >= 2 * len(kickers)


def _texts_kept(pairs: list[list[int]], metas: list[int], neighbours: _Neighbours) -> bool:
    """Whether most entries but the last keep a line of text where the first lines of ``pairs`` are kickers over the
    titles above the date lines: a line between the title and the date line, or under the date line. A page whose
    titles stand over a line like a title (a teaser without a full stop) over the date line, and nothing under it,
    keeps none so: its titles are no kickers."""
    kept = 0
    for pair, following in itertools.pairwise(pairs):
        if len(pair) != 2 or (at := bisect.bisect(metas, pair[1])) == len(metas):
            continue
        meta = metas[at]  # (the entry's date line, under its title)
        stop = following[0] if following else metas[min(at + 1, len(metas) - 1)]  # (where the next entry starts)
        kept += neighbours.count(pair[1], meta) > 0 or neighbours.count(meta, stop) > 0
    return kept * 2 >= len(pairs) - 1


def _under_buttons_alone(lines: list[str], index: int, chrome: Sequence[bool]) -> bool:
    """Whether the line at ``index`` stands right under buttons (or the page's ``chrome``)."""
    above = nearest_filled(lines, index, -1)
    return above is not None and _over_buttons(lines, index, chrome) != above


def _under_length(lines: list[str], index: int, chrome: Sequence[bool]) -> bool:
    """Whether the line at ``index`` stands right under a length alone (`_length_over`), or under who made the entry
    above under it ("Par Julien Dufrasne")."""
    above = _over_buttons(lines, index, chrome)
    if above is not None and _PEOPLE.fullmatch(lines[above]):
        index = above  # (past who made the entry above)
    return _length_over(lines, index, chrome) is not None


# A full name, or a word alone ("ECO"), perhaps after the word "by" ("Af Mette Holm", in the languages of the month
# names podcat reads); perhaps with the place the story was written in after a middle dot, or after a comma where "by"
# opens it ("Marta Gil · Badajoz", "Af Mette Holm, Rudkøbing"; "Anna Berg | Stockholm" is an interview's title as
# often).
_BYLINE_NAME = compiled(  # (or labelled as who wrote it: "Autor: Martin Zurbriggen", the Walliser Bote's)
    rf"(?P<by>(?:(?:Scritto|Escrito|Written|Geschrieben|Écrit|Geschreven|Skrivet|Skrevet) )?"  # ("Scritto da
    # Redazione", as Joomla writes who wrote an article over its date: Il Gazzettino di Brindisi's)
    rf"(?i:by|von|par|por|door|av|af|di|da) |(?:Autor|Autorin|Author|Auteur|Autore|Autora|Text|Texte|Texto"
    rf"|Testo|Tekst|Teksti): ?)?(?P<name>{_PERSON}|(?-i:[A-ZÀ-ÖØ-Þ])\w{{1,14}})"
    # (a place after a middle dot, the paper after a slash, "Ana Lucía Ríos / El Diario de Juárez"; the comma after "by"
    # only: "Theodor Fontane, Effi Briest" titles a reading)
    r"(?:(?: ·| /|(?(by),|(?!))) (?-i:[A-ZÀ-ÖØ-Þ])[^\d·|•,]{0,40})?"
)


# The newsroom, signing a story as a writer would, in English and the languages of the month names podcat reads.
_NEWSROOM = compiled(
    "Newsroom|Staff|Redaktion|Rédaction|Redacción|Redazione|Redação|Redacção|Redactie|Redaktionen|Redaksjonen|Toimitus"
)


def _lines_over_dates(
    lines: list[str], metas: list[int], skipped: Collection[int], chrome: Sequence[bool]
) -> list[int]:
    """The line right over each date line, past blank lines, ``skipped`` ones and chrome (``chrome`` tells whether
    each line is), where one stands within its entry (under the date line before)."""
    found = []
    for previous, meta in zip([-1, *metas], metas, strict=False):
        above = meta - 1
        while above > previous and (not lines[above] or above in skipped or chrome[above]):
            above -= 1
        if above > previous:
            found.append(above)
    return found


def _bylines(lines: list[str], metas: list[int], skipped: set[int], chrome: list[bool]) -> list[int]:
    """The lines right over the date lines (past blank lines, ``skipped`` ones and chrome, ``chrome`` telling
    whether each line is, within their entry: `_lines_over_dates`) that may be each entry's author, where one full
    name stands there three times or more, two stand there twice or more, or the newsroom twice (``Scritto da
    Redazione``; titles seldom repeat): each such line that is a full name or a capitalized word alone (``Rita
    Carvalho``, ``ECO``), perhaps with a place after a middle dot, the names counted without it (``Marta Gil ·
    Badajoz``, ``Marta Gil · Cáceres``). Empty otherwise; `_bylines_kept` keeps those that leave their entries a
    title."""
    over = [(above, byline["name"]) for above in _lines_over_dates(lines, metas, skipped, chrome)
            if (byline := _BYLINE_NAME.fullmatch(lines[above]))]
    repeats = sorted(Counter(name for _, name in over if " " in name).values(), reverse=True)
    signed = sum(1 for _, name in over if _NEWSROOM.fullmatch(name))  # (by the newsroom: no title twice)
    twice = len(repeats) >= 2 and repeats[1] >= 2  # (two names twice)
    # (the paper after a slash is the site's own, the same on each: guests and their papers, "Jane Doe / The
    # Guardian", title an interview show's episodes, review 42)
    papers = {lines[index].partition(" / ")[2] for index, _ in over if " / " in lines[index]}
    named = (repeats and (repeats[0] >= 3 or twice)) or signed >= 2
    return [index for index, _ in over] if named and len(papers) <= 1 else []


_TEXT_ENDS = (".", "…", "!", ")", "\u201d", "»", '"')  # (a description's last line ends so; a title may ask)


def _bylines_kept(lines: list[str], metas: list[int], bylines: list[int], neighbours: _Neighbours) -> list[int]:
    """Of the ``bylines`` (see `_bylines`), those that leave their entry a title (``neighbours`` pass them over):
    each under another line after the date line above it; and where text stands under most date lines (the
    descriptions follow them), only when half the bylines stand under a line that ends no sentence nor quote, as a
    title does (not the text under the date line above, as on a page titled by its guests' names: ``Zadie Smith``).
    Empty unless half of them are kept."""
    ends = [*metas[1:], len(lines)]
    under = sum(1 for meta, end in zip(metas, ends, strict=True) if (below := neighbours.nearest(meta, 1)) < end
                and (_title_likeness(lines[below]) < _TITLE_LIKE or lines[below].endswith(_TEXT_ENDS)))
    over = {byline: neighbours.nearest(byline, -1) for byline in bylines}
    starts = {byline: metas[at - 1] if (at := bisect.bisect(metas, byline)) else -1 for byline in bylines}
    kept = [byline for byline in bylines if over[byline] > starts[byline]]  # (after the date line above)
    titled = sum(1 for byline in kept if not lines[over[byline]].endswith(_TEXT_ENDS))
    if under * 2 > len(metas) and titled * 2 < len(bylines):
        return []
    return kept if len(kept) * 2 >= len(bylines) else []


_NAMES_APART = compiled(r", | & | (?:and|und|et|y|e|en|och|og|ja) ")
_NAMES_ALONE = compiled(  # (or one name and a short job after a comma: "Kari Bakke, journalist")
    rf"{_PERSON}(?:(?:{_NAMES_APART.pattern}){_PERSON}){{0,5}}|{_PERSON}, {_SHORT_JOB}"
)


def _names_over_lengths(
    lines: list[str], metas: list[int], lengths: Collection[int], stop: int, skipped: Collection[int],
    furniture: _Furniture,
) -> list[int]:
    """The lines of full names alone right over a length alone or a button (``Sara Lindgren & Johan Ek`` over ``Lyssna
    · 34 min``), under the first date line and before ``stop``, most of them under a line of text (the teaser's end):
    who made each entry (`_writers`); none ``skipped`` already, nor passed over or cut otherwise (``Toimittaja Anu
    Heikkilä``)."""
    buttons = furniture.buttons
    found = [above for index in range(metas[0] + 1, stop) if (index in lengths or buttons[index])
             and (above := nearest_filled(lines, index, -1)) is not None and above not in skipped
             and not buttons[above] and _NAMES_ALONE.fullmatch(lines[above])
             and not furniture.passed_over[above]
             and not any(pattern.fullmatch(lines[above]) for _, pattern, _ in _LINE_CUTS)]
    under_text = sum(1 for index in found if (over := nearest_filled(lines, index, -1)) is not None
                     and lines[over].endswith(_TEXT_ENDS))
    return _writers(lines, metas, found, under_text)


def _names_under_titles(
    lines: list[str], metas: list[int], stop: int, skipped: Collection[int], furniture: _Furniture
) -> list[int]:
    """The lines of full names alone right under a short line that ends no sentence (a title) and over a line of text,
    or over the date line or the length of an entry without text (``Santeri Ahonen`` under ``Uusi vuosi
    Imatrankoskella``; ``ANNA LINDROOS``), from the lines the first entry may hold over its date line to ``stop``, most
    of them over text: who wrote each entry (`_writers`); none ``skipped`` already (the date lines are), nor passed
    over."""
    gaps = sorted(after - before for before, after in itertools.pairwise(metas)) or [0]
    dated = set(metas)
    named = [(index, over, under) for index in range(max(0, metas[0] - gaps[len(gaps) // 2]), stop)
             if index not in skipped and not furniture.buttons[index] and not furniture.passed_over[index]
             and _NAMES_ALONE.fullmatch(lines[index])
             and (over := nearest_filled(lines, index, -1)) is not None and over not in dated
             and title_like(lines[over]) and not lines[over].endswith(_TEXT_ENDS) and not furniture.buttons[over]
             and (under := nearest_filled(lines, index, 1)) is not None
             and (_is_sentences(lines[under]) or under in dated or _is_duration_alone(lines[under]))]
    # (one entry may have no text; a name in capitals under a title that is not, "ANA KAREN GARCÍA", is its byline)
    bylines = sum(1 for index, over, under in named
                  if _is_sentences(lines[under]) or (lines[index].isupper() and not lines[over].isupper()))
    return _writers(lines, metas, [index for index, _, _ in named], bylines)


def _writers(lines: list[str], metas: list[int], found: list[int], by_text: int) -> list[int]:
    """The lines of names ``found``, one in an entry, where they name who made the entries: they stand in half the
    entries or more, more than half of them (``by_text``) beside the entry's text, a name stands in two of them (a
    guest's name, once, is the entry's text) and not all of them are the same line (one line in every entry is
    chrome: "Categories Podcast"). Empty otherwise."""
    names = Counter(name for index in found for name in _NAMES_APART.split(lines[index]))
    varied = len({lines[index] for index in found}) >= 2
    return found if 2 * len(found) >= len(metas) and 2 * by_text > len(found) and varied \
        and max(names.values()) >= 2 else []


def _text_in(lines: list[str], indexes: Iterable[int]) -> bool:
    """Whether one of the lines at ``indexes`` is text: long, or the end of a sentence."""
    return any(_title_likeness(lines[index]) < _TITLE_LIKE for index in indexes)


def _text_in_most(lines: list[str], metas: list[int], neighbours: _Neighbours) -> bool:
    """Whether text (a description) stands between most pairs of date lines, as it would after the last one when
    the titles are below them."""
    return sum(_text_in(lines, neighbours.between(*pair)) for pair in itertools.pairwise(metas)) * 3 >= 2 * (
        len(metas) - 1
    )


def _opening_under_heading(lines: list[str], first_meta: int, neighbours: _Neighbours) -> int | None:
    """The first line under the heading of the list of episodes (``Episodes``, ``Most Recent``), when lines stand
    between it and the first date line: the first entry starts there. None when there is no such heading, or a
    long sentence stands first under it (the show's description under a menu's ``Episodes``)."""
    heading = next((index for index in range(first_meta - 1, -1, -1) if _LIST_HEADING_RE.fullmatch(lines[index])), None)
    between = neighbours.between(heading, first_meta) if heading is not None else []
    first = next((index for index in between if not _HEADER_CHROME.fullmatch(lines[index])), None)  # ("Sort by: ...")
    return None if first is None or _long_sentence(lines[first]) else first


def _long_sentence(line: str) -> bool:
    """Whether ``line`` is a long sentence (a description's): longer than a header's line, ending in a full stop."""
    return len(line) > _LONGEST_HEADER_LINE and line.endswith(".")


def _first_under_kickers(
    lines: list[str], metas: list[int], neighbours: _Neighbours, repeated: list[_Form]
) -> int | None:
    """Where the first entry starts when the titles, placed above the date lines at a glance, are first in entries
    that each open with the same line, a kicker (``THW Kiel`` over the title, a teaser and ``13.11.2025, 05:00 Uhr``),
    with more than one line under it in some and none between a date line and the next kicker (the date line ends
    its entry): the first entry's kicker, as near its date line as the others are; else None."""
    standing: dict[str, list[int]] = {form.shown: [] for form in repeated if form.exact}
    for index, line in enumerate(lines):
        if line in standing:
            standing[line].append(index)
    for places in standing.values():
        kickers = [places[at - 1] for index in metas if (at := bisect.bisect_left(places, index))]
        if len(kickers) < len(metas) or any(kicker < meta for kicker, meta in zip(kickers[1:], metas, strict=False)):
            continue  # (not in every entry)
        under = [neighbours.count(kicker, index) for kicker, index in zip(kickers, metas, strict=True)]
        if min(under) >= 1 and max(under) >= 2 and under[0] <= max(under[1:], default=0) \
                and not any(neighbours.count(index, kicker) for index, kicker in zip(metas, kickers[1:], strict=False)):
            return kickers[0]
    return None


def _first_entry_start(metas: list[int], neighbours: _Neighbours, markers: list[int]) -> int:
    """Where the first entry starts when each date line ends its entry: after the marker line above the first date
    line, when lines stand between them and the markers open the other entries (no line of theirs stands over the
    marker); else as many lines above it as most other entries hold (the header is above them)."""
    opening = [index for index in markers if index < metas[0]]
    above = neighbours.between(opening[-1] if opening else -1, metas[0])
    later = [(marker, metas[bisect.bisect_left(metas, marker) - 1]) for marker in markers if marker > metas[0]]
    if opening and above and sum(1 for marker, meta in later if not neighbours.between(meta, marker)) * 2 >= len(later):
        return above[0]
    above = neighbours.between(-1, metas[0])
    size = _entry_size(metas, neighbours)
    return above[-size] if 0 < size <= len(above) else metas[0]


def _past_header_chrome(lines: list[str], neighbours: _Neighbours, start: int, first_meta: int) -> int:
    """The first entry's start, ``start`` or past the header's apps and menu there (``Apple Podcasts``, the last of
    the apps to listen in, is no title, nor is ``Archive``: the first entry may hold fewer lines than most; a section,
    ``Cultura``, may be its kicker)."""
    while start < first_meta and (_APP.fullmatch(lines[start]) or _SITE_MENU.fullmatch(lines[start])):
        start = next(iter(neighbours.between(start, first_meta)), first_meta)
    return start


def _entry_size(metas: list[int], neighbours: _Neighbours) -> int:
    """How many lines most entries hold between their date lines."""
    sizes = Counter(len(neighbours.between(before, after)) for before, after in itertools.pairwise(metas))
    return sizes.most_common(1)[0][0]


_PLACES = {
    "above": "above each date line", "below": "below each date line", "first": "first in each entry, its date line last"
}


_TITLE_LIKE = 2  # the most a line scores: short, and it ends no sentence


_MOST_LIKENESS_APART = 4  # how far apart two lines' `_title_likeness` may be, at the most


def _title_likeness(line: str, *, apps: bool = False) -> int:
    """How like a title the ``line`` is, from -2 to `_TITLE_LIKE`; an app's name is where else to listen ("Apple
    Podcasts", over the list), unless ``apps`` are titles."""
    if not line or (not apps and _APP.fullmatch(line)):
        return -2
    return (1 if len(line) <= 80 else -1) + (-1 if line.endswith((".", "!", "?")) else 1)


_NUMBER_RE = compiled(r"\d[\d,.]*[KkM]?")
_LONGEST_LEAD = 30


def _lead(metas: list[int], neighbours: _Neighbours) -> str | None:
    """The form (numbers as ``#``) of the short lines that start with a number (``610 snips``) just above a third or
    more of the date lines (at least two), which then open their entries; None when there is none (``Part 2`` is a
    title)."""
    forms = Counter(
        _NUMBER_RE.sub("#", line)
        for line in (neighbours.of(index, -1) for index in metas)
        if len(line) <= _LONGEST_LEAD and _NUMBER_RE.match(line)
    )
    form, count = forms.most_common(1)[0] if forms else ("", 0)
    return form if count >= max(2, len(metas) // 3) else None
