"""Durations to `timedelta` and dates to `date`, whatever form a listing or feed uses.

The forms listings use most (``Aug 4, 2024``, ``16:33``, ``1:02:03``) are read by a pattern and a dict lookup;
python-dateutil is the fallback for everything else, and is used only here.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from email.utils import parsedate_tz

from podcat._errors import DateParseError, DurationParseError

__all__ = ["MAX_DURATION", "format_duration", "parse_date", "parse_duration", "read_duration"]

# No episode is longer: a longer duration is refused, so that the sum of millions of them (statistics) still fits
# a `timedelta` (at most 999,999,999 days).
MAX_DURATION = timedelta(hours=10_000)
_TOO_LONG_SECONDS = MAX_DURATION.total_seconds() + 1

# Month names and abbreviations, lower case, to month numbers (the listing parsers read them too).
MONTHS: dict[str, int] = {}
for _number, _name in enumerate(
    ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december"),
    start=1,
):
    MONTHS[_name] = MONTHS[_name[:3]] = _number
MONTHS["sept"] = 9

# "1h 2m 3s", "1h5m", "16 min", "1 hr 5 min", "1 hr and 3 mins", "90 seconds": each unit at most once, in this
# order, and no letter right after a unit.
_WORDS_RE = re.compile(
    r"(?:(?P<h>\d{1,6})\s?(?:h|hrs?|hours?)(?![a-z])\s*(?:,\s*|and\s+)?)?"
    r"(?:(?P<m>\d{1,6})\s?(?:m|mins?|minutes?)(?![a-z])\s*(?:,\s*|and\s+)?)?"
    r"(?:(?P<s>\d{1,9})\s?(?:s|secs?|seconds?)(?![a-z]))?",
    re.IGNORECASE,
)
# ISO 8601 durations: "PT1H2M3S", "P1DT2H", "PT45.5S".
_ISO_RE = re.compile(
    r"P(?:(?P<d>\d{1,6})D)?(?:T(?:(?P<h>\d{1,6})H)?(?:(?P<m>\d{1,6})M)?(?:(?P<s>\d{1,9}(?:\.\d{1,6})?)S)?)?",
    re.IGNORECASE,
)
# Clock durations: "16:33", "92:20" (minutes past 59 occur), "1:02:03", "00:60:05", "45:12.5".
_CLOCK_RE = re.compile(r"(?:(\d{1,6}):)?(\d{1,6}):([0-5]?\d)(\.\d{1,6})?", re.ASCII)
# The listings' own date forms, read by one match: "Aug 4, 2024", "August 4 2024", "4 August 2017".
_NAMED_DATE_RE = re.compile(r"(?:([A-Za-z]{3,9})\.? (\d{1,2})|(\d{1,2}) ([A-Za-z]{3,9})\.?),? (\d{4})", re.ASCII)
# A year written with a minus sign (``-0044-03-15``, ``15 Mar -0044``): dateutil would drop the sign. A zone
# offset (``10:00:00 -0800``) follows a time, never a month name or the start.
# A slashed date with a four-digit year ("08/04/2020"), read at once when its month is where the page says.
_SLASHED_DATE_RE = re.compile(r"(\d{1,2})/(\d{1,2})/(\d{4})", re.ASCII)
_NEGATIVE_YEAR_RE = re.compile(
    r"^[-\u2212]\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2},?\s+)?[-\u2212]\d",
    re.IGNORECASE,
)
# A four-digit year in an RFC 2822 date: four digits on their own, not in the time or the zone.
_FOUR_DIGIT_YEAR_RE = re.compile(r"(?<![\d:+-])\d{4}(?![\d:])")
# Longer than any real date or duration: refuse before a regex or dateutil spends time on it.
_MAX_LENGTH = 64


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


def _duration(value: str) -> timedelta | None:
    """Read a stripped duration in any form `parse_duration` takes, however long; None when it is in none of them.

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
    month = MONTHS.get(first.lower().rstrip("."))
    day = second
    if month is None:
        month, day = MONTHS.get(second.lower().rstrip(".")), first
    if month is None or not (_digits(day) and _digits(year) and len(year) == 4):
        return None
    return date(int(year), month, int(day))


def _common_date(value: str, day_first: bool) -> date | None:
    """The forms listings use most, each read by one match: a month name and a day either way round with a
    four-digit year, ISO ``2024-08-04``, and a slashed date whose month is where ``day_first`` says; None for
    any other form. Raises `ValueError` for an impossible day."""
    if (named := _NAMED_DATE_RE.fullmatch(value)) is not None:
        month_first, day, day_first_day, month_name, year = named.groups()
        month = MONTHS.get((month_first or month_name).lower())
        return None if month is None else date(int(year), month, int(day or day_first_day))
    if len(value) == 10 and value[4] == "-" and value[:4].isdigit():
        return date.fromisoformat(value)
    if (slashed := _SLASHED_DATE_RE.fullmatch(value)) is not None:
        first, second, year = map(int, slashed.groups())
        day, month = (first, second) if day_first else (second, first)
        if 1 <= month <= 12:  # otherwise dateutil reads the fields the other way round
            return date(year, month, day)
    return None


def parse_date(text: str, *, as_of: date | None = None, day_first: bool = False) -> date:
    """Read a calendar date: ``Aug 4, 2024``, ``4 Aug 2024``, ``2024-08-04``, RFC 2822 and more.

    An RFC 2822 timestamp gives the date as written, in its own offset or zone. Slashed dates are month first
    unless ``day_first``. Dates that need the day the page was copied, ``as_of``, are read against it: a
    year-less ``Aug 4`` or ``4 August`` is the latest such day not after ``as_of``; ``today``, ``yesterday``,
    ``3 days ago``, ``8h ago``, ``2 weeks ago`` count back from it, and a weekday name is the latest such day
    before it. Without ``as_of`` they are refused, never completed from today. Raises `DateParseError` (a
    `ValueError`).
    """
    value = text.strip()
    try:
        common = _common_date(value, day_first)
    except ValueError:  # an impossible day such as Aug 32
        raise DateParseError(text, "impossible date") from None
    if common is not None:
        return common
    relative = _COPIED_DAY_RE.fullmatch(value)
    if relative is not None:
        if as_of is None:
            raise DateParseError(text, "needs the day the page was copied (as_of)")
        return _copied_day(relative, as_of)
    if not 0 < len(value) <= _MAX_LENGTH:
        raise DateParseError(text)
    if _NEGATIVE_YEAR_RE.search(value):
        raise DateParseError(text, "negative year")
    try:
        tokens = value.replace(",", " ").split()
        if len(tokens) == 3 and (quick := _named_date(tokens)) is not None:
            return quick
        return _rfc2822_date(value) or _dateutil_date(value, day_first)
    except (ValueError, ArithmeticError) as error:  # an impossible day such as Feb 30, or year 10**20
        if isinstance(error, DateParseError):
            raise
        raise DateParseError(text, "impossible date") from None


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


# Day, month and year apart by dots ("04.08.2024"): written day first wherever dots are used.
_DOTTED_DATE_RE = re.compile(r"(?<![\d.])\d{1,2}\.\d{1,2}\.\d{2,4}(?![\d.])")
# Small numbers apart by spaces or commas only ("1 2 3"): dateutil would make a date of them; no listing does.
_BARE_NUMBERS_RE = re.compile(r"\d{1,2}(?:[\s,]+\d{1,2})+")
# A month name without a four-digit year ("Aug 4 45", "Aug 4 993"): dateutil would take the other number for the
# year. RFC 822 timestamps, which have a time, wrote two-digit years: they are let through.
_NAMED_WITHOUT_YEAR_RE = re.compile(r"(?=.*[A-Za-z])(?!.*\d{4})(?!.*:)")
# A length in words ("1 hour", "45m", "2 minutes"): dateutil would take it for a time of day, and a date with a
# duration after it ("Aug 4, 2024 1 hour") would lose the duration.
_DURATION_WORDS_RE = re.compile(r"\d\s*(?:h|hrs?|hours?|m|mins?|minutes?|s|secs?|seconds?)\b", re.IGNORECASE)


def _dateutil_date(value: str, day_first: bool) -> date:
    if _BARE_NUMBERS_RE.fullmatch(value):
        raise DateParseError(value)
    if _NAMED_WITHOUT_YEAR_RE.match(value):  # refused whatever dateutil makes of it ("PyTorch 2.0", "June 30,")
        raise DateParseError(value, "no four-digit year")
    if _DURATION_WORDS_RE.search(value):
        raise DateParseError(value, "a duration is no part of a date")
    from dateutil import parser as _dateutil  # imported when first needed: most dates never need it

    dayfirst = day_first or _DOTTED_DATE_RE.search(value) is not None
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
_WEEKDAYS = {name: number for number, names in enumerate(
    (("monday", "mon"), ("tuesday", "tue", "tues"), ("wednesday", "wed"), ("thursday", "thu", "thur", "thurs"),
     ("friday", "fri"), ("saturday", "sat"), ("sunday", "sun"))) for name in names}
_UNITS = {"h": "hours", "hr": "hours", "hrs": "hours", "hour": "hours", "hours": "hours", "d": "days", "day": "days",
          "days": "days", "w": "weeks", "wk": "weeks", "wks": "weeks", "week": "weeks", "weeks": "weeks",
          "mo": "months", "month": "months", "months": "months", "y": "years", "yr": "years", "yrs": "years",
          "year": "years", "years": "years"}
_COPIED_DAY_RE = re.compile(
    r"(?:(?P<month>[A-Za-z]{3,9})\.?\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?"
    r"|(?P<day2>\d{1,2})(?:st|nd|rd|th)?\s+(?P<month2>[A-Za-z]{3,9})\.?"
    r"|(?P<word>today|yesterday|[A-Za-z]{3,9})"
    r"|(?P<count>\d{1,4}|an?)\s*(?P<unit>[A-Za-z]{1,6})\s+ago)"
    r"(?:,?\s+at\s+\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?)?",  # the time of day it names ("Aug 4 at 6:00 AM")
    re.IGNORECASE,
)
# The relative dates that name no single day: a count of weeks, months or years.
APPROXIMATE_RE = re.compile(r"(?:\d{1,4}|an?)\s*(?:w|wks?|weeks?|mo|months?|y|yrs?|years?)\s+ago", re.IGNORECASE)


def needs_as_of(text: str) -> bool:
    """Whether ``text`` is a date only the day the page was copied completes (``Aug 4``, ``YESTERDAY``, ...)."""
    try:
        parse_date(text, as_of=date(2000, 3, 1))  # any day will do: only the form matters
    except DateParseError:
        return False
    return _COPIED_DAY_RE.fullmatch(text.strip()) is not None and _NAMED_DATE_RE.fullmatch(text) is None


def _copied_day(match: re.Match[str], as_of: date) -> date:
    """The day a `_COPIED_DAY_RE` match names, counted from ``as_of``; raises `DateParseError` for no such day."""
    text = match.group()
    if isinstance(as_of, datetime):  # a datetime is a date too, but does not compare with one
        as_of = as_of.date()
    if match["word"] is not None:
        word = match["word"].lower()
        if word in ("today", "yesterday"):
            return as_of - timedelta(days=word == "yesterday")
        if word not in _WEEKDAYS:
            raise DateParseError(text)
        return as_of - timedelta(days=(as_of.weekday() - _WEEKDAYS[word]) % 7 or 7)
    if match["unit"] is not None:
        unit = _UNITS.get(match["unit"].lower())
        if unit is None:
            raise DateParseError(text)
        count = 1 if match["count"].isalpha() else int(match["count"])
        if unit == "hours":
            return as_of - timedelta(days=count // 24)
        if unit in ("days", "weeks"):
            return as_of - timedelta(days=count * (7 if unit == "weeks" else 1))
        months = count * (12 if unit == "years" else 1)
        year, month = divmod(as_of.year * 12 + as_of.month - 1 - months, 12)
        return _clamped(year, month + 1, as_of.day, text)
    month_number = MONTHS.get((match["month"] or match["month2"]).lower())
    day = int(match["day"] or match["day2"])
    if month_number is None or not 1 <= day <= 31:
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
