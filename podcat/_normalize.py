"""Durations to `timedelta` and dates to `date`, whatever form a listing or feed uses.

The forms listings use most (``Aug 4, 2024``, ``16:33``, ``1:02:03``) are read by a pattern and a dict lookup;
python-dateutil is the fallback for everything else, and is used only here.
"""

from __future__ import annotations

import functools
import re
import time
from datetime import date, datetime, timedelta
from email.utils import parsedate_tz
from typing import overload

from podcat._errors import DateParseError, DurationParseError
from podcat._regex import compiled

__all__ = ["MAX_DURATION", "as_day", "format_duration", "parse_date", "parse_duration", "read_date", "read_duration"]

# No episode is longer: a longer duration is refused, so that the sum of millions of them (statistics) still fits
# a `timedelta` (at most 999,999,999 days).
MAX_DURATION = timedelta(hours=10_000)
_TOO_LONG_SECONDS = MAX_DURATION.total_seconds() + 1

# Month names and abbreviations, lower case, to month numbers (the listing parsers read them too): in English and
# in the languages podcast pages are copied in most (German, French, Spanish, Italian, Portuguese, Dutch, Swedish,
# Danish, Norwegian, Finnish, Polish, Czech), the wide and abbreviated spellings of the Unicode CLDR, and French and
# German ones without their accents. Only English writes the month before the day ("Aug 4"; "4 août").
_ENGLISH_MONTH_SPELLINGS = (
    "january jan", "february feb", "march mar", "april apr", "may", "june jun", "july jul", "august aug",
    "september sep sept", "october oct", "november nov", "december dec",
)
_OTHER_MONTH_SPELLINGS = (
    "januar jänner jän janvier janv enero ene gennaio gen janeiro januari tammikuu tammikuuta tammi",
    "februar février fevrier févr fevr febrero febbraio fevereiro fev februari helmikuu helmikuuta helmi",
    "märz maerz mär mars marzo março maart mrt marts maaliskuu maaliskuuta maalis",
    "avril avr abril abr aprile huhtikuu huhtikuuta huhti",
    "mai mayo maggio mag maio mei maj toukokuu toukokuuta touko",
    "juni juin junio giugno giu junho kesäkuu kesäkuuta kesä",
    "juli juillet juil julio luglio lug julho heinäkuu heinäkuuta heinä",
    "août aout agosto ago augustus augusti elokuu elokuuta elo",
    "septembre septiembre setiembre settembre set setembro syyskuu syyskuuta syys",
    "oktober okt octobre octubre ottobre ott outubro out lokakuu lokakuuta loka",
    "novembre noviembre novembro marraskuu marraskuuta marras",
    "dezember dez décembre decembre déc diciembre dic dicembre dezembro desember des joulukuu joulukuuta joulu",
)
# (Polish and Czech: a day's month, then the month alone, then the abbreviation; Czech's September is one word)
_POLISH_AND_CZECH_MONTH_SPELLINGS = (
    "stycznia styczeń sty ledna leden led",
    "lutego luty lut února únor úno",
    "marca marzec března březen bře",
    "kwietnia kwiecień kwi dubna duben dub",
    "maja květen května kvě",
    "czerwca czerwiec cze června červen čvn",
    "lipca lipiec lip července červenec čvc",
    "sierpnia sierpień sie srpna srpen srp",
    "września wrzesień wrz září zář",
    "października październik paź října říjen říj",
    "listopada listopad lis listopadu",
    "grudnia grudzień gru prosince prosinec pro",
)
_ENGLISH_MONTHS = {
    spelling: number for number, spellings in enumerate(_ENGLISH_MONTH_SPELLINGS, start=1)
    for spelling in spellings.split()
}
MONTHS: dict[str, int] = {
    **{spelling: number for months in (_OTHER_MONTH_SPELLINGS, _POLISH_AND_CZECH_MONTH_SPELLINGS)
       for number, spellings in enumerate(months, start=1) for spelling in spellings.split()},
    **_ENGLISH_MONTHS,
}
# Other languages' month spellings that are English words too ("4 out", "2 set"): read only with a year.
_ENGLISH_LOOKALIKES = frozenset({"out", "set", "gen", "mag", "des", "ago", "elo", "sty", "led", "dub", "lip", "pro"})
# A day and a month's abbreviation, each with its dot, as the Nordic languages write every month ("30. des."): a
# month then, though its abbreviation is an English word (so too "12. out.", "2. set.").
_DOTTED_DAY_AND_MONTH_RE = compiled(r"\d{1,2}\.\s+[^\W\d_]+\.")


# The words of a length's units and of the word between them: English, and the languages of `MONTHS`.
_HOURS = (
    r"h|hrs?|hours?|std|stunden?|heures?|horas?|ore|ora|uur|t|tim|timer|timmar|timme|tunti|tuntia|time(?=\s+(?:og\s+)?\d)"
    r"|godz|godzin[aęy]?|hod|hodin[ay]?"  # (Polish and Czech: "1 godz. 4 min", "1 hod 4 min")
    r"|u(?=\.?\s+\d)"  # (Dutch "uur" abbreviated, before the minutes: "1 u 4 min", "1 u. 4 min.")
)
# (and the prime, or a closing quote set for it)
_MINUTES = (  # ("26 mn": French; the Nordic "minutter", "minuter"; "1 time (og) 4 minutter": an hour, before minutes)
    r"m|mn|mins?|minutes?|minuten|minutos?|minuti|minuut|minuuttia|minuutti|minutter|minutt|minuter|minut[aęy]?"
    r"|'|\u2032|\u2019"
)
_SECONDS = r"s|secs?|seconds?|sek|sekunden?|sekunder|sekund[aęy]?|secondes?|segundos?|secondi|seconden|sekuntia|sekunti"
_AND = r"and|und|et|y|e|en|og|och|ja"
# "1h 2m 3s", "1h5m", "16 min", "1 hr 5 min", "1 hr and 3 mins", "90 seconds", "1 Std. 5 Min.", "63'": each unit
# at most once, in this order, and no letter right after a unit.
_WORDS_RE = compiled(
    rf"(?:(?P<h>\d{{1,6}})\s?(?:{_HOURS})\.?(?![^\W\d_])\s*(?:,\s*|(?:{_AND})\s+)?)?"
    rf"(?:(?P<m>\d{{1,6}})\s?(?:{_MINUTES})\.?(?![^\W\d_])\s*(?:,\s*|(?:{_AND})\s+)?)?"
    rf"(?:(?P<s>\d{{1,9}})\s?(?:{_SECONDS})\.?(?![^\W\d_]))?",
    re.IGNORECASE,
)
# Hours and then minutes with no unit, as French pages write them: "1h03", "1 h 03 min"; or a clock of hours and
# minutes followed by the hours' word where no time of day takes it ("01:12 Stunden", "1:30 timer", and "1:05 h" of
# an hour's digit up to five; "18:00 h" and "18:00 horas" are times).
_HOURS_THEN_MINUTES_RE = compiled(
    r"(\d{1,6})(?: ?h ?([0-5]\d)(?: ?min)?|:([0-5]\d) ?(?:Stunden|Std\.?|timer|timmar|tuntia|(?<=^[0-5]:\d\d)h"
    r"|(?<=^[0-5]:\d\d )h))",
    re.IGNORECASE,
)
# Minutes, then seconds without their unit, as French writes a length ("31 min 20"), or after their primes, as Italian
# papers write it ("24'10\""), the seconds' own prime left out as French papers leave it after minutes of two digits
# ("Durée : 34'12"; "6'10" is a height); either after the hours ("1 h 02'40", "1 h 04 min 40").
_MINUTES_THEN_SECONDS_RE = compiled(
    r"(?:(?P<hours>\d{1,6}) ?h ?)?"
    r"(?:(?P<minutes>\d{1,6}) ?min ?(?P<seconds>[0-5]\d)"
    r"|(?P<primed>\d{1,6}) ?['\u2032\u2019] ?(?P<primed_seconds>[0-5]\d)"
    r"(?: ?(?:[\"\u2033\u201d]|'')|(?<=\d\d['\u2032\u2019]\d\d)))",  # (or two primes typed: "41' 12''", "8' 42''")
    re.IGNORECASE,
)
# ISO 8601 durations: "PT1H2M3S", "P1DT2H", "PT45.5S".
_ISO_RE = compiled(
    r"P(?:(?P<d>\d{1,6})D)?(?:T(?:(?P<h>\d{1,6})H)?(?:(?P<m>\d{1,6})M)?(?:(?P<s>\d{1,9}(?:\.\d{1,6})?)S)?)?",
    re.IGNORECASE,
)
# Clock durations: "16:33", "92:20" (minutes past 59 occur), "1:02:03", "00:60:05", "45:12.5", "38:12 min".
_CLOCK_RE = compiled(
    r"(?:(\d{1,6}):)?(\d{1,6}):([0-5]?\d)(\.\d{1,6})?(?: ?(?i:m|mins?)\.?"
    # (the hours' word after a clock of three fields: "1:04:10 Std.", the Bergsträßer Anzeiger's, "1:02:30 hrs"; of
    # five hours at most with "h", as "1:05 h": "18:30:00 h" is a time of day)
    r"|(?<=\d:\d\d:\d\d) ?(?i:std|stunden?)\.?|(?<=^[0-5]:\d\d:\d\d) ?(?i:h|hrs?)\.?)?",
    re.ASCII,
)
# A word that may be a month's name or a weekday's, in any language; a day's number after a month name ("4th"),
# and before one ("4th", "1er", "4." in German and the Nordic languages, "4 de" in Spanish and Portuguese).
_NAME = r"[^\W\d_][\w-]{2,14}"
_DAY_AFTER_MONTH = r"(?P<day>[0-9]{1,2})(?:st|nd|rd|th)?"
_DAY_BEFORE_MONTH = r"(?P<day2>[0-9]{1,2})(?:st|nd|rd|th|er|\.)?\s+(?:de\s+)?"
# The first year a podcast's episode is dated in, where a date's form is a title's as often before it: a year after
# "del" ("20 de noviembre del 1975") or in two digits after an apostrophe ("Nov 22 '63").
FIRST_EPISODE_YEAR = 2000
# The listings' own date forms, read by one match: "Aug 4, 2024", "August 4 2024", "4 August 2017", "4 août 2024",
# "4. August 2024", "4 de agosto de 2024" (or "del 2024", as Spanish papers write it too), "4th August 2024", and
# Folha's "4.out.2024" and "1º.out.2024" (a weekday before them and a time after them are taken off first: see
# `_bare_dates`).
_NAMED_DATE_RE = compiled(
    rf"(?:(?:(?P<month>{_NAME})\.? {_DAY_AFTER_MONTH}|{_DAY_BEFORE_MONTH}(?P<month2>{_NAME})\.?),?"
    r" (?:de |(?P<of>del ))?"
    rf"|(?P<day3>[0-9]{{1,2}})º?\.(?P<month3>{_NAME})\.)(?P<year>[0-9]{{4}})",
    re.IGNORECASE,
)
# A year written with a minus sign (``-0044-03-15``, ``15 Mar -0044``): dateutil would drop the sign. A zone
# offset (``10:00:00 -0800``) follows a time, never a month name or the start.
# A slashed date with a four-digit year ("08/04/2020"), read at once when its month is where the page says.
_SLASHED_DATE_RE = compiled(r"(\d{1,2})/(\d{1,2})/(\d{4})", re.ASCII)
# The middle dots between a day's numbers ("13·03·25", as Prensa Ibérica's papers write a day), read as dots.
_MIDDLE_DOTS_RE = compiled(r"(?<=\d)·(?=\d)")
_YEAR_FIRST_SLASHED_RE = compiled(r"(\d{4})([/-])(\d{1,2})\2(\d{1,2})", re.ASCII)  # year, month, day, always
_NEGATIVE_YEAR_RE = compiled(
    r"^[-\u2212]\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?[-\u2212]\d",
    re.IGNORECASE,
)
# A four-digit year in an RFC 2822 date: four digits on their own, not in the time or the zone.
_FOUR_DIGIT_YEAR_RE = compiled(r"(?<![\d:+-])\d{4}(?![\d:])")
# Longer than any real date or duration: refuse before a regex or dateutil spends time on it.
_MAX_LENGTH = 64
# A page writes its dates and lengths in a few forms, and repeats most of them: each text is read once (of the short
# texts a date or a length may be; the cache holds no long line).
_CACHED, _LONGEST_CACHED = 4096, 100


def _digits(text: str) -> bool:
    return text.isascii() and text.isdigit()


def parse_duration(text: str) -> timedelta:
    """Read a duration such as ``16:33``, ``1:02:03``, ``993`` (seconds), ``16m``, ``1h 2m`` or ``PT1H2M3S``.

    Raises `DurationParseError` (a `ValueError`) on anything else, including negative or out-of-range
    values such as ``-5:00``, ``16:99`` and anything longer than `MAX_DURATION` (10,000 hours).
    """
    value = text.strip()
    duration = _duration(value) if 0 < len(value) <= _MAX_LENGTH else None
    if duration is None:
        raise DurationParseError(text)
    if duration > MAX_DURATION:
        raise DurationParseError(text, "duration out of range")
    return duration


def read_duration(text: str) -> timedelta | None:
    """The duration ``text`` reads as, as `parse_duration` reads it; None where that raises."""
    value = text.strip()
    duration = _duration(value) if 0 < len(value) <= _MAX_LENGTH else None
    return duration if duration is not None and duration <= MAX_DURATION else None


@functools.lru_cache(maxsize=_CACHED)  # (of the short texts a length may be: see `parse_duration`)
def _duration(value: str) -> timedelta | None:
    """Read a stripped duration in any form `parse_duration` takes; None when it is in none of them.

    A clock's minutes may pass 59 without hours (``92:20``, ``0:60:05``: feeds write them), not with hours
    (``1:75:00`` is nonsense).
    """
    if (clock := _CLOCK_RE.fullmatch(value)) is not None:
        hours, minutes, seconds, fraction = clock.groups()
        total = int(minutes) * 60 + int(seconds)
        if hours is not None and (whole_hours := int(hours)):
            if total >= 3600:  # the minutes pass 59 (the seconds never do)
                return None
            total += whole_hours * 3600
        return timedelta(0, total, int(fraction[1:].ljust(6, "0"))) if fraction else timedelta(0, total)
    if value.isdigit():  # seconds; past 12 digits they would pass timedelta's range of days
        return timedelta(0, int(value)) if value.isascii() and len(value) <= 12 else None
    if (words := _WORDS_RE.fullmatch(value)) is not None and words.end():  # a unit matched: the match is not empty
        hours, minutes, seconds = words.groups("0")
        return timedelta(0, int(hours) * 3600 + int(minutes) * 60 + int(seconds))
    if (hours_then_minutes := _HOURS_THEN_MINUTES_RE.fullmatch(value)) is not None:
        hours, minutes, clock_minutes = hours_then_minutes.groups()
        return timedelta(0, int(hours) * 3600 + int(minutes or clock_minutes) * 60)
    if (minutes_then_seconds := _MINUTES_THEN_SECONDS_RE.fullmatch(value)) is not None:
        found = minutes_then_seconds.groupdict()
        minutes, seconds = found["minutes"] or found["primed"], found["seconds"] or found["primed_seconds"]
        return timedelta(0, int(found["hours"] or 0) * 3600 + int(minutes) * 60 + int(seconds))
    if "." in value and (with_fraction := _seconds_with_fraction(value)) is not None:
        return timedelta(seconds=min(with_fraction, _TOO_LONG_SECONDS))  # timedelta itself overflows at 10**14
    if (match := _ISO_RE.fullmatch(value)) and any(match.groups()):
        days, hours, minutes = (int(part or 0) for part in match.groups()[:3])
        return timedelta(days=days, hours=hours, minutes=minutes, seconds=float(match["s"] or 0))
    return None


def _seconds_with_fraction(text: str) -> float | None:
    """Read plain seconds with a fraction (``993.5``), as some feeds write them."""
    whole, dot, fraction = text.partition(".")
    if dot and _digits(whole) and _digits(fraction):
        return float(text)
    return None


def format_duration(duration: timedelta) -> str:
    """Write a duration as ``H:MM:SS`` (``.ffffff`` added when it has microseconds); the inverse of parsing."""
    if duration < timedelta(0):
        raise DurationParseError(str(duration), "negative duration")
    whole = duration.days * 86400 + duration.seconds
    hours, rest = divmod(whole, 3600)
    minutes, seconds = divmod(rest, 60)
    fraction = f".{duration.microseconds:06d}" if duration.microseconds else ""
    return f"{hours}:{minutes:02d}:{seconds:02d}{fraction}"


def _named_date(tokens: list[str]) -> date | None:
    """Read ``Aug 4 2024`` or ``4 Aug 2024`` (commas already removed); None when it is not that form."""
    first, second, year = tokens
    month = _ENGLISH_MONTHS.get(first.lower().rstrip("."))
    day = second
    if month is None and _digits(second):  # (another language's month first: "décembre 2, 2025", a WordPress's)
        month = MONTHS.get(first.lower().rstrip("."))
    if month is None:
        month, day = MONTHS.get(second.lower().rstrip(".")), first
    if month is None or not (_digits(day) and _digits(year) and len(year) == 4):
        return None
    return date(int(year), month, int(day))


def _common_date(value: str, day_first: bool) -> date | None:
    """The forms listings use most, each read by one match: a month name and a day either way round with a
    four-digit year, ISO ``2024-08-04`` and ``2024/08/04``, and a slashed date whose month is where ``day_first``
    says; None for any other form. Raises `ValueError` for an impossible day."""
    if (named := _NAMED_DATE_RE.fullmatch(value)) is not None:
        month_first, day, day_first_day, month_name, of, dotted_day, dotted_month, year = named.groups()
        if of and int(year) < FIRST_EPISODE_YEAR:  # ("20 de noviembre del 1975", "8 settembre del 1943": titles)
            return None
        month_name = month_name or dotted_month
        # (a month's name first in another language, in small letters, with "de" before a year from 2000 on: "diciembre
        # 3 de 2025", La Patria's; "Abril 9 de 1948" and "Diciembre 3 de 2025" title a history show's episodes and a
        # newscast's: review 43)
        if month_first:
            named_first = month_first.lower()
            month = _ENGLISH_MONTHS.get(named_first) or (
                MONTHS.get(named_first) if " de " in value and month_first.islower()
                and int(year) >= FIRST_EPISODE_YEAR else None
            )
        else:
            month = MONTHS.get(month_name.lower())
        return None if month is None else date(int(year), month, int(day or day_first_day or dotted_day))
    if len(value) == 10 and value[4] == "-" and value[:4].isdigit():
        return date.fromisoformat(value)
    if (year_first := _YEAR_FIRST_SLASHED_RE.fullmatch(value)) is not None:
        return date(int(year_first[1]), int(year_first[3]), int(year_first[4]))
    if (slashed := _SLASHED_DATE_RE.fullmatch(value)) is not None:
        first, second, year = map(int, slashed.groups())
        day, month = (first, second) if day_first else (second, first)
        if 1 <= month <= 12:  # otherwise dateutil reads the fields the other way round
            return date(year, month, day)
    return None


NEEDS_AS_OF = "needs the day the page was copied (as_of)"  # (the reason a date reads only against it)


_ISO_DAY_RE = compiled(r"\d{4}-\d{2}-\d{2}", re.ASCII)


@overload
def as_day(value: date | str) -> date: ...
@overload
def as_day(value: None) -> None: ...
def as_day(value: date | str | None) -> date | None:
    """The day the page was copied (``as_of``) as a date: a `date` (a `datetime`'s day), or ``YYYY-MM-DD``. Raises
    `ValueError` for another text and `TypeError` for another type."""
    if isinstance(value, datetime):
        return value.date()
    if value is None or isinstance(value, date):
        return value
    if not isinstance(value, str):
        raise TypeError(f"as_of must be a date or a 'YYYY-MM-DD' string, not {type(value).__name__}")
    try:
        if not _ISO_DAY_RE.fullmatch(value):  # fromisoformat also takes "20251120" and "2025-W47-4"
            raise ValueError(value)
        return date.fromisoformat(value)
    except ValueError:
        raise ValueError(f"as_of must be a date or 'YYYY-MM-DD', got {value!r}") from None


def parse_date(text: str, *, as_of: date | str | None = None, day_first: bool = False) -> date:
    """Read a calendar date: ``Aug 4, 2024``, ``4 Aug 2024``, ``2024-08-04``, RFC 2822 and more.

    An RFC 2822 timestamp gives the date as written, in its own offset or zone. Slashed dates are month first
    unless ``day_first``. Dates that need the day the page was copied, ``as_of``, are read against it: a
    year-less ``Aug 4`` or ``4 August`` is the latest such day not after ``as_of``; ``today``, ``yesterday``,
    ``3 days ago``, ``8h ago``, ``2 weeks ago`` count back from it, and a weekday name is the latest such day
    before it. Without ``as_of`` they are refused, never completed from today. Month names, weekday names and
    relative dates may be in the languages of `MONTHS` (``4 août 2024``, ``gestern``, ``hace 3 días``). ``as_of``
    is a `date` or ``"YYYY-MM-DD"``. Raises `DateParseError` (a `ValueError`).
    """
    found = _read_date(text, as_day(as_of), day_first)
    if isinstance(found, date):
        return found
    raise DateParseError(*found)


def read_date(text: str, as_of: date | None, day_first: bool) -> date | None:
    """The day ``text`` names, as `parse_date` reads it; None where that raises."""
    found = _read_date(text, as_of, day_first)
    return found if isinstance(found, date) else None


def _read_date(text: str, as_of: date | None, day_first: bool) -> date | tuple[str, str]:
    """The day ``text`` names (read against ``as_of``), or the text and the reason of the `DateParseError` that says
    why it names none."""
    return (_cached_date if len(text) <= _LONGEST_CACHED else _date_or_error)(text, as_of, day_first)


def _date_or_error(text: str, as_of: date | None, day_first: bool) -> date | tuple[str, str]:
    try:
        return _parse_date(text, as_of, day_first)
    except DateParseError as error:
        return error.text, error.reason


_cached_date = functools.lru_cache(maxsize=_CACHED)(_date_or_error)


def _parse_date(text: str, as_of: date | None, day_first: bool) -> date:
    value = text.strip()
    if "·" in value:
        value = _MIDDLE_DOTS_RE.sub(".", value)
    if short_year(value):
        value = f"{value[:-3].rstrip()} {_full_year(int(value[-2:]))}"  # ("28 november \u201825")
    try:
        common = _common_date(value, day_first)
    except ValueError:  # an impossible day such as Aug 32
        raise DateParseError(text, "impossible date") from None
    if common is not None:
        return common
    relative = _copied_day_match(value)
    bare = value  # the form the rest is read in: without a weekday and a time of day, when it has them
    if relative is None:  # "Mar 5" is March: tried as it is first
        for bare in _bare_dates(value, day_first):
            try:
                common = _common_date(bare, day_first)
            except ValueError:
                raise DateParseError(text, "impossible date") from None
            if common is not None:
                return common
            if (relative := _copied_day_match(bare)) is not None:
                break
    if relative is not None:
        if as_of is None:
            raise DateParseError(text, NEEDS_AS_OF)
        try:
            return _copied_day(relative, as_of)
        except OverflowError:  # counted back past 1 January of the year 1
            raise DateParseError(text, "impossible date") from None
    if not 0 < len(value) <= _MAX_LENGTH:
        raise DateParseError(text)
    if _NEGATIVE_YEAR_RE.search(value):
        raise DateParseError(text, "negative year")
    try:
        tokens = bare.replace(",", " ").split()
        if len(tokens) == 3 and (quick := _named_date(tokens)) is not None:
            return quick
        return _rfc2822_date(value) or _dateutil_date(bare, day_first)
    except (ValueError, ArithmeticError) as error:  # an impossible day such as Feb 30, or year 10**20
        if isinstance(error, DateParseError):
            raise
        raise DateParseError(text, "impossible date") from None


# A year in two digits after an apostrophe, ending the date ("28 november \u201825", "Nov 28 '25"): read as
# `time.strptime` reads ``%y``, 69-99 the 1900s and 00-68 the 2000s.
_APOSTROPHES = frozenset("'\u2018\u2019")


def short_year(text: str) -> bool:
    """Whether the date ``text`` ends in a year of two digits after an apostrophe (``28 november \u201825``)."""
    text = text.rstrip()
    return text[-3:-2] in _APOSTROPHES and text[-2:].isdigit() and text[-2:].isascii() and bool(text[:-3].strip())


def _full_year(short: int) -> int:
    return short + (1900 if short >= 69 else 2000)


def _rfc2822_date(value: str) -> date | None:
    """An RFC 2822 date; a four-digit year is that year (``0050`` is 50), where the email module reads 2050."""
    fields = parsedate_tz(value) if value[:1].isalpha() or ":" in value else None
    if fields is None or fields[0] < 100:
        return None
    year, month, day = fields[:3]
    if year in range(1969, 2069) and (written := _FOUR_DIGIT_YEAR_RE.search(value)) and int(written[0]) < 100:
        year = int(written[0])  # 0000 gives ValueError: an impossible date
    return date(year, month, day)


# Two different defaults: a field dateutil filled from the default shows up as a difference.
_DEFAULTS = (datetime(2000, 1, 1), datetime(2001, 2, 2))  # noqa: DTZ001 - only the date part is used


# Day, month and year apart by dots ("04.08.2024", Czech "11. 6. 2024"): written day first wherever dots are used,
# so a second field over 12 is no month ("12. 13. 2024").
_DOTTED_DATE_RE = compiled(r"(?<![\d.])\d{1,2}\. ?(\d{1,2})\. ?\d{2,4}(?![\d.])")
# Small numbers apart by spaces or commas only ("1 2 3"): dateutil would make a date of them; no listing does.
_BARE_NUMBERS_RE = compiled(r"\d{1,2}(?:[\s,]+\d{1,2})+")
# A month name without a four-digit year ("Aug 4 45", "Aug 4 993"): dateutil would take the other number for the
# year. RFC 822 timestamps, which have a time, wrote two-digit years: they are let through.
_NAMED_WITHOUT_YEAR_RE = compiled(r"(?=.*[A-Za-z])(?!.*\d{4})(?!.*:)")
# A length in words ("1 hour", "45m", "2 minutes"): dateutil would take it for a time of day, and a date with a
# duration after it ("Aug 4, 2024 1 hour") would lose the duration.
_DURATION_WORDS_RE = compiled(rf"\d\s*(?:{_HOURS}|{_MINUTES}|{_SECONDS})(?![^\W_])", re.IGNORECASE)


def _dateutil_date(value: str, day_first: bool) -> date:
    if _BARE_NUMBERS_RE.fullmatch(value):
        raise DateParseError(value)
    if _NAMED_WITHOUT_YEAR_RE.match(value):  # refused whatever dateutil makes of it ("PyTorch 2.0", "June 30,")
        raise DateParseError(value, "no four-digit year")
    if _DURATION_WORDS_RE.search(value):
        raise DateParseError(value, "a duration is no part of a date")
    from dateutil import parser as _dateutil  # imported when first needed: most dates never need it

    dotted = _DOTTED_DATE_RE.search(value)
    if dotted is not None and int(dotted[1]) > 12:
        raise DateParseError(value, "impossible date")
    dayfirst = day_first or dotted is not None
    try:
        first, second = (
            _dateutil.parse(value, default=d, ignoretz=True, dayfirst=dayfirst).date() for d in _DEFAULTS
        )
    except (_dateutil.ParserError, ArithmeticError):  # decimal's InvalidOperation on runs of digits, overflow
        raise DateParseError(value) from None
    if first != second:
        raise DateParseError(value, "incomplete date")
    return first


# Dates read against the day the page was copied: a month and a day without a year, either way round;
# "today", "yesterday", a weekday; and a count of hours, days, weeks, months or years ago ("3 DAYS AGO", "8H AGO");
# each perhaps with a time of day after "at".
# Weekdays: their names in English and the languages of `MONTHS` (Norwegian in both its written forms: "tirsdag",
# "tysdag"), and English abbreviations (the other languages' abbreviations, such as Spanish "mar" for Tuesday, are
# other words in English).
_WEEKDAY_NAMES = (  # (then Polish and Czech)
    "monday montag lundi lunes lunedì segunda-feira maandag måndag mandag maanantai maanantaina"
    " poniedziałek pondělí",
    "tuesday dienstag mardi martes martedì terça-feira dinsdag tisdag tirsdag tysdag tiistai tiistaina"
    " wtorek úterý",
    "wednesday mittwoch mercredi miércoles mercoledì quarta-feira woensdag onsdag keskiviikko keskiviikkona"
    " środa středa",
    "thursday donnerstag jeudi jueves giovedì quinta-feira donderdag torsdag torstai torstaina"
    " czwartek čtvrtek",
    "friday freitag vendredi viernes venerdì sexta-feira vrijdag fredag perjantai perjantaina"
    " piątek pátek",
    "saturday samstag sonnabend samedi sábado sabato zaterdag lördag lørdag laurdag lauantai lauantaina"
    " sobota",
    "sunday sonntag dimanche domingo domenica zondag söndag søndag sundag sunnuntai sunnuntaina"
    " niedziela neděle",
)
_WEEKDAY_ABBREVIATIONS = ("mon", "tue tues", "wed", "thu thur thurs", "fri", "sat", "sun")
_WEEKDAYS = {
    spelling: number
    for spellings in (_WEEKDAY_NAMES, _WEEKDAY_ABBREVIATIONS)
    for number, words in enumerate(spellings) for spelling in words.split()
}
# "Today", "yesterday" and "the day before yesterday" in the languages of `MONTHS`: how many days back from the day
# the page was copied.
_DAYS_BACK = {word: back for back, words in enumerate((
    ("today", "heute", "aujourd'hui", "aujourd\u2019hui", "hoy", "oggi", "hoje", "vandaag", "idag", "i dag", "tänään",
     "dzisiaj", "dziś", "dnes"),
    ("yesterday", "gestern", "hier", "ayer", "ieri", "ontem", "gisteren", "igår", "i går", "eilen", "wczoraj", "včera"),
    ("day before yesterday", "vorgestern", "avant-hier", "anteayer", "l'altro ieri",
     "l\u2019altro ieri", "altroieri", "anteontem", "eergisteren", "i förrgår", "förrgår", "i forgårs", "forgårs",
     "i forgaars", "toissapäivänä", "przedwczoraj", "předevčírem"),
)) for word in words}
# The units of "3 days ago" ("vor 3 Tagen", "hace 3 días", "il y a 3 jours", "3 giorni fa", "3 dagen geleden"),
# and the words before or after the count that make it a count back.
_UNITS = {word: unit for unit, words in (
    ("hours", "h hr hrs hour hours std stunde stunden heure heures hora horas ora ore uur timme timmar time timer "
              "tunti tuntia godz godzinę godziny godzin hodinou hodinami"),
    ("days", "d day days tag tagen jour jours día días dia dias giorno giorni dag dagen dagar dage dager päivä päivää "
             "dzień dni dnem dny"),
    ("weeks", "w wk wks week weeks woche wochen semaine semaines semana semanas settimana settimane weken vecka "
              "veckor uge uger uke uker viikko viikkoa tydzień tygodnie tygodni týdnem týdny"),
    ("months", "mo month months monat monaten mois mes meses mese mesi maand maanden månad månader måned måneder "
               "kuukausi kuukautta miesiąc miesiące miesięcy měsícem měsíci"),
    ("years", "y yr yrs year years jahr jahren an ans año años anno anni ano anos jaar jaren år vuosi vuotta "
              "rok lata lat rokem lety"),
) for word in words.split()}
_AGO_BEFORE = r"hace|vor|il\s+y\s+a|há|před"
_LAST_UNITS = ("week", "month", "year")  # "last week", as a browser writes a week back (a title: "Last Week")
_AGO_AFTER = r"ago|fa|geleden|sedan|siden|sitten|temu"
# "about 5 hours ago", as Rails writes a count back; "less than an hour ago", in English, Dutch and the Nordic
# languages (where the count back's word comes after it; of hours only)
_LESS_THAN = r"less\s+than|minder\s+dan|mindre\s+(?:enn|end|än)"
_LESS_THAN_RE = compiled(_LESS_THAN, re.IGNORECASE)
_ABOUT = rf"(?:about|over|almost|nearly|{_LESS_THAN})\s+"
# The Nordic count back's word before it, with "siden" or "sedan" after: "for 3 timer siden", "för 2 dagar sedan".
_AGO_FOR = r"f[oö]r\s+"
_AGO_FOR_AFTER = frozenset({"siden", "sedan"})
# The shapes of the lines a reader may take for such a date at a glance.
# Its words of a day (``yesterday``, ``Sonntag``), and its counts back (``8H AGO``, ``vor 3 Tagen``).
RELATIVE_DAY_WORDS = "|".join(sorted({*_DAYS_BACK, *" ".join(_WEEKDAY_NAMES).split()}, key=len, reverse=True))
DAYS_BACK_WORDS = "|".join(sorted(_DAYS_BACK, key=len, reverse=True))  # ("today", "gestern", "tänään")
WEEKDAY_WORDS = "|".join(sorted(" ".join(_WEEKDAY_NAMES).split(), key=len, reverse=True))  # ("quinta-feira")
# "Today" and "yesterday" in the languages of `MONTHS` but English, all of which write a slashed date day first.
DAY_FIRST_DAYS_BACK_WORDS = "|".join(
    word for word in sorted(_DAYS_BACK, key=len, reverse=True)
    if word not in ("today", "yesterday", "day before yesterday")
)
COUNT_BACK_SHAPE = (
    rf"(?:{_AGO_FOR})?(?:{_ABOUT})?(?:\d{{1,4}}|an?)\s*[^\W\d_]{{1,10}}\s+(?:{_AGO_AFTER})"
    rf"|(?:{_AGO_BEFORE})\s+(?:\d{{1,4}}|an?)\s*[^\W\d_]{{1,10}}|last\s+(?:week|month|year)"
)
_COPIED_DAY_RE = compiled(
    rf"(?:(?P<month>{_NAME})\.?\s+{_DAY_AFTER_MONTH}"
    rf"|{_DAY_BEFORE_MONTH}(?P<month2>{_NAME})\.?"
    rf"|(?P<day3>\d{{1,2}})\.\s?(?P<month3>\d{{1,2}})\."  # (a day and a month dotted: "30.12.", Finnish and German)
    rf"|(?P<word>i\s+dag|i\s+går|aujourd['\u2019]hui|day\s+before\s+yesterday|l['\u2019]altro\s+ieri"
    rf"|i\s+förrgår|i\s+forg(?:å|aa)rs|{_NAME})"
    rf"|(?P<ago_for>{_AGO_FOR})?(?:(?P<before>{_AGO_BEFORE})\s+|(?P<about>{_ABOUT}))?(?P<count>\d{{1,4}}|an?|last)\s*"
    rf"(?P<unit>[^\W\d_]{{1,10}})\.?"
    rf"(?:\s+(?P<after>{_AGO_AFTER}))?)",
    re.IGNORECASE,
)
# The time of day after a date ("Aug 4 at 6:00 AM", "tor 13 sep kl 06:05", "4. August um 10:00 Uhr", ", 05.00
# Uhr", "om 06.00 uur", "hier à 5 h 00" as Quebec writes it), and the weekdays' abbreviations in the other
# languages, which stand before a date ("mar. 29 juillet 2025", "tor 13 sep").
BARE_CLOCK = r"(?:[01]?\d|2[0-3])[:.][0-5]\d"  # a time of day alone ("05.00", "6:00")
TIME_OF_DAY = (
    r"(?:(?:at|kl\.?|klo|um|à|a\s+las|alle|às|om)\s+(?:[01]?\d|2[0-3])(?:[:.]|\s?h\s?)[0-5]\d"
    r"(?:\s*[ap]\.?m\.?|\s*Uhr|\s*uur)?"
    rf"|{BARE_CLOCK}\s*Uhr)"  # ("13.03.2024, 05.00 Uhr")
)
# The time of day a date ends in, to take off before the date is read:
# - `TIME_OF_DAY` after a space ("Aug 4 at 6:00 AM", "13.03.2024, 05.00 Uhr");
# - after a comma that follows a digit or an abbreviation's full stop, a clock ("31 dez. 2024, 07:00", as dateutil
#   reads English; "7 mrt., 06:00"), or two digits of the hour from 02 with an "h" ("14 Março 2025, 17h00": "1h03"
#   and "01h12" may be lengths), or an hour's clock of two digits from 05 and an "h" after it ("20/12/2024, 06:00
#   h");
# - after a year, an hour's clock with an "h" ("18/03/2025 07:00h": "1:05 h" is a length);
# - after a day and a month without a year, a clock ("30.12. 6:00", as Finnish and German sites write it);
# - after a dotted date's year, a clock with a dot ("3.12.2025 6.00", as Finnish papers write it; a length has colons);
# - after a space, an hour of twelve with "am" or "pm" ("Sunday 9 November 7pm", "4 Aug 2024 7:30 p.m.").
# After a year, a clock alone after a space may be a time or a length, which a page decides (see the generic reader).
_TIME_OF_DAY_RE = compiled(
    rf"(?:,?(?<!\s)\s+{TIME_OF_DAY}|(?<=[\d.]),\s*(?:{BARE_CLOCK}|(?:0[2-9]|1\d|2[0-3])h[0-5]\d"
    r"|(?:0[5-9]|1\d|2[0-3])[:.][0-5]\d\s?h)"  # (or an hour's clock of two digits with an "h": "30/12, 06:00 h";
    # "00:38 h" may be a length)
    r"|(?<=\d [^\W\d_]{3}),\s*(?:[01]\d|2[0-3])[:.][0-5]\d"  # (after a day and a month's abbreviation, an hour of two
    # digits: "30 Dez, 10:15"; "12 Mar, 2:30" may be a length)
    rf"|(?<=\d\d\d\d)\s+(?:[01]\d|2[0-3]|[6-9])[:.][0-5]\d\s?h|(?<=\d\.)\s+{BARE_CLOCK}"
    r"|(?:(?<=\.\d\.[12]\d\d\d)|(?<=\.\d\d\.[12]\d\d\d))\s+(?:[01]?\d|2[0-3])\.[0-5]\d"
    r"|(?<!\s)\s+(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?\s?[ap]\.?m\.?|(?<!\s)\s+(?:noon|midnight)"  # (as the AP writes
    # twelve: "Nov. 3, 2025 noon")
    r"|(?<=\d\d\d\d) ?@ ?(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)$",  # (after an "at" sign: "03/12/2025@10:30:00", as La
    # Voz del Tajo writes it)
    re.IGNORECASE,
)
# A weekday of the last seven days as calendars write it, with its time of day (``Last Tuesday at 5:00 AM``,
# ``letzten Dienstag um 05:00``, ``mardi dernier à 05:00``, ``el martes pasado a las 5:00``), in English, German,
# French, Spanish, Italian, Portuguese, Dutch, Danish, Norwegian and Finnish: the words before or after the weekday.
LAST_BEFORE_WEEKDAY = r"last|letzten|lo\s+scorso|la\s+scorsa|afgelopen|últim[oa]|på\s+sidste|forrige|viime"
LAST_AFTER_WEEKDAY = r"pasado|dernier"
_LAST_WEEKDAY_RE = compiled(
    rf"(?:{LAST_BEFORE_WEEKDAY})\s+(?P<day>[^\W\d_]+(?:-feira)?)"
    rf"|(?:el\s+)?(?P<day_first>[^\W\d_]+(?:-feira)?)\s+(?:{LAST_AFTER_WEEKDAY})",
    re.IGNORECASE,
)
# The article or preposition before a date's day, with its time of day, in English and the languages of `MONTHS` ("Le 19
# novembre 2024 à 18h00", "Am 4. August 2024 um 10:00 Uhr").
_ARTICLE_RE = compiled(r"(?:le|el|il|am|on|den|op|em)\s+(?=\d|[^\W\d_]+,?\s+\d)", re.IGNORECASE)  # (or a weekday)
_DAY_AND_MONTH_RE = compiled(r"\d{1,2}\.\d{1,2}")
_SLASHED_DAY_AND_MONTH_RE = compiled(r"(\d{1,2})/(\d{1,2})")
_DAY_AND_MONTH_THEN_YEAR_RE = compiled(r"(\d{1,2}\.\d{1,2})\.? (\d{4})")  # ("03.12 2025", "04.12. 2025")
_TWO_DIGIT_YEAR_RE = compiled(r"(?P<day>\d{1,2})\.? (?P<month>[^\W\d_]{3,10}\.?) (?P<year>\d\d)")
_YEAR_OR_MONTH_RE = compiled(r"\d{4}|[^\W\d_]{3}|^\d{1,2}\.\d{1,2}\.(?!\d)")  # (or a day and a month: "2.1.")
_BARE_CLOCK_RE = compiled(BARE_CLOCK)
_WEEKDAY_ABBREVIATIONS_BEFORE_A_DATE = frozenset(" ".join((
    "mo di mi do fr sa so",  # German
    "lun mar mer jeu ven sam dim mié jue vie sáb dom gio sab seg ter qua qui sex",  # French, Spanish, Italian, ...
    "ma di wo do vr za zo mån tis ons tor tors fre lör sön man tir tirs lør søn ti ke to pe la su",  # Dutch, Nordic
)).split())


def _bare_dates(value: str, day_first: bool) -> list[str]:
    """``value`` without the time of day it ends in, then also without the weekday it starts with, when it has them
    (``Aug 4 at 6:00 AM``; ``Sonntag, 4. August 2024``, ``søndag den 4. august``, ``tor 13 sep kl 06:05``): the
    forms to try after ``value`` itself, in order. A slashed day and month before a time of day are in the order
    ``day_first`` says, unless a field over 12 says otherwise."""
    if len(value) > _MAX_LENGTH:
        return []
    timeless = _TIME_OF_DAY_RE.sub("", value, count=1)
    day_word, _, clock = value.rpartition(" ")
    day_word = day_word.removesuffix(",")
    if timeless == value and _BARE_CLOCK_RE.fullmatch(clock) and " ".join(day_word.lower().split()) in _DAYS_BACK:
        timeless = day_word  # a day's word and a bare time of day ("i dag 05.00", as Svenska Dagbladet writes it;
        # "vandaag, 06:00")
    forms = [timeless] if timeless != value else []
    if timeless != value and _DAY_AND_MONTH_RE.fullmatch(timeless):  # (a day and a month before an hour: "30.12 kl
        forms.append(f"{timeless}.")  # 06:00", as Varden writes them, is "30.12.")
    if timeless != value and value.endswith("h") and (slashed := _SLASHED_DAY_AND_MONTH_RE.fullmatch(timeless)):
        first, second = slashed.groups()  # (so too a slashed one before an hour with its "h": "30/12, 06:00 h", as
        day_then_month = int(first) > 12 or (day_first and int(second) <= 12)  # the Gazeta de Paços de Ferreira
        # writes them, is "30.12."; "9/11, 8:46 Uhr" is a title)
        forms.append(f"{first}.{second}." if day_then_month else f"{second}.{first}.")
    if timeless != value and (short := _TWO_DIGIT_YEAR_RE.fullmatch(timeless)) is not None and (
        short["month"].lower().rstrip(".") in MONTHS
    ):  # (with its time of day, a two-digit year: "20 nov. 25 à 6h05", as actu.fr's papers write it; "6 June 44" is
        year = time.strptime(short["year"], "%y").tm_year  # a title), in the century strptime gives it (69: 1969)
        forms.append(f"{short['day']} {short['month']} {year}")
    if timeless != value and (article := _ARTICLE_RE.match(timeless)) is not None:  # (with its time of day: "Le 18
        timeless = timeless[article.end() :]  # juin 1940" is a title; "Le 19 novembre 2024 à 18h00": Le Parisien;
        forms.append(timeless)  # "Le mercredi 12 mars 2025 à 06:00": Le Bien Public)
    last = _LAST_WEEKDAY_RE.fullmatch(timeless) if timeless != value else None  # (so too: "Last Friday" is a title)
    if last is not None and (day := last["day"] or last["day_first"]).lower() in _WEEKDAYS:
        forms.append(day)  # ("Last Tuesday at 5:00 AM", as calendars write it)
    weekday, _, rest = timeless.partition(" ")
    weekday, rest = weekday.rstrip(",.").lower(), rest.removeprefix("den ")
    if (weekday in _WEEKDAYS and any(character.isdigit() for character in rest)) or (
        weekday in _WEEKDAY_ABBREVIATIONS_BEFORE_A_DATE and rest[:1].isdigit() and _YEAR_OR_MONTH_RE.search(rest)
    ):  # a date after it: "So Yesterday" is a title, and "Ma 1.2.3" no date
        forms.append(rest)
        if weekday in _WEEKDAYS and _DAY_AND_MONTH_RE.fullmatch(rest):  # (a day and a month after a weekday's name:
            forms.append(f"{rest}.")  # "tysdag 16.12", as Fjordingen writes them, is "16.12.")
    if (apart := _DAY_AND_MONTH_THEN_YEAR_RE.fullmatch(forms[-1] if forms else value)) is not None:
        forms.append(f"{apart[1]}.{apart[2]}")  # (a day and a month, then the year after a space: "onsdag 03.12 2025",
    return forms  # as Namdalsavisa writes them)


def _copied_day_match(value: str) -> re.Match[str] | None:
    """``value`` matched as a date the day the page was copied completes, when its words name a month, a weekday
    or a day ("today") and its unit is one (``Aug 4``, ``Sonntag``, ``3 days ago``; not ``Hello``)."""
    match = _COPIED_DAY_RE.fullmatch(value)
    if match is None:
        return None
    month_first, day_first, word, unit = match["month"], match["month2"], match["word"], match["unit"]
    known = (
        1 <= int(match["month3"]) <= 12 if match["month3"] is not None
        else month_first.lower() in _ENGLISH_MONTHS if month_first is not None
        else day_first.lower() in MONTHS and (
            day_first.lower() not in _ENGLISH_LOOKALIKES or _DOTTED_DAY_AND_MONTH_RE.fullmatch(value) is not None
        ) if day_first is not None
        else _counts_back(match, unit, value) if unit is not None
        else " ".join(word.lower().split()) in _DAYS_BACK or word.lower() in _WEEKDAYS
    )
    return match if known else None


# A unit that is an English word too, counted back only with its own language's word after it ("1 time siden";
# "1 time ago" is a title).
_UNIT_WITH_ITS_AGO = {"time": "siden"}


def _counts_back(match: re.Match[str], unit: str, value: str) -> bool:
    """Whether the count and ``unit`` of a `_COPIED_DAY_RE` match count back: a known unit, with one word before or
    after the count that makes it so (``vor 3 Tagen``, ``3 days ago``; both only in ``for 3 timer siden``), or
    ``last`` and a week, month or year alone."""
    folded = unit.lower()
    if folded not in _UNITS or (match["ago_for"] and (match["after"] or "").lower() not in _AGO_FOR_AFTER):
        return False
    if match["about"] and _LESS_THAN_RE.match(match["about"]) and _UNITS[folded] != "hours":  # ("Less than a year
        # ago" is a title)
        return False
    if folded in _UNIT_WITH_ITS_AGO and (match["after"] or "").lower() != _UNIT_WITH_ITS_AGO[folded]:
        return False
    if match["count"].lower() != "last":
        return (match["before"] is None) != (match["after"] is None)
    return match["before"] is None is match["after"] is match["about"] and (
        unit in _LAST_UNITS or (value.isupper() and folded in _LAST_UNITS)  # (or "LAST WEEK")
    )


def approximate(text: str) -> bool:
    """Whether ``text`` counts weeks, months or years back (``2 weeks ago``): a date that names no single day."""
    text = text.strip()
    match = _copied_day_match(text) if text[-1:].isalpha() else None  # a count back ends in a word
    return match is not None and match["unit"] is not None and _UNITS[match["unit"].lower()] not in ("hours", "days")


def needs_as_of(text: str) -> bool:
    """Whether ``text`` is a date only the day the page was copied completes (``Aug 4``, ``YESTERDAY``, ...)."""
    try:
        parse_date(text)
    except DateParseError as error:
        return error.reason == NEEDS_AS_OF and _reads(text, as_of=date(2000, 3, 1))  # any day: only the form matters
    return False


def _reads(text: str, *, as_of: date) -> bool:
    try:
        parse_date(text, as_of=as_of)
    except DateParseError:
        return False
    return True


def _copied_day(match: re.Match[str], as_of: date) -> date:
    """The day a `_copied_day_match` names, counted from ``as_of``; raises `DateParseError` for no such day."""
    text = match.group()
    if match["word"] is not None:
        word = " ".join(match["word"].lower().split())
        if word in _DAYS_BACK:
            return as_of - timedelta(days=_DAYS_BACK[word])
        return as_of - timedelta(days=(as_of.weekday() - _WEEKDAYS[word]) % 7 or 7)
    if match["unit"] is not None:
        unit = _UNITS[match["unit"].lower()]
        count = 1 if match["count"].isalpha() else int(match["count"])
        if unit == "hours":
            return as_of - timedelta(days=count // 24)
        if unit in ("days", "weeks"):
            return as_of - timedelta(days=count * (7 if unit == "weeks" else 1))
        months = count * (12 if unit == "years" else 1)
        year, month = divmod(as_of.year * 12 + as_of.month - 1 - months, 12)
        return _clamped(year, month + 1, as_of.day, text)
    dotted = match["month3"]
    month_number = int(dotted) if dotted is not None else MONTHS[(match["month"] or match["month2"]).lower()]
    day = int(match["day"] or match["day2"] or match["day3"])
    if not 1 <= day <= 31:
        raise DateParseError(text)
    for year in range(as_of.year, as_of.year - 9, -1):  # a 29 February is at most eight years back
        try:
            found = date(year, month_number, day)
        except ValueError:
            continue
        if found <= as_of:
            return found
    raise DateParseError(text, "impossible date")


def _clamped(year: int, month: int, day: int, text: str) -> date:
    """The date, its day clamped to the month's last (one month before 31 March is 28 or 29 February)."""
    for last in range(day, day - 4, -1):
        try:
            return date(year, month, last)
        except ValueError:
            continue
    raise DateParseError(text, "impossible date")
