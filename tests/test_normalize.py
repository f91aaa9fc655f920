"""Durations and dates: every accepted form, every refusal, and the round trip."""

from __future__ import annotations

import contextlib
import re
import time
from datetime import date, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

import podcat
from podcat import DateParseError, DurationParseError, format_duration, parse_date, parse_duration


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("16:33", 993),
        ("0:45", 45),
        ("1:02:03", 3723),
        ("02:16:40", 8200),
        ("993", 993),
        ("92:20", 5540),
        ("16m", 960),
        ("16 min", 960),
        ("1h 2m", 3720),
        ("1 hr 5 min", 3900),
        ("1h5m", 3900),
        ("5m30s", 330),
        ("2H 5MIN", 7500),
        ("PT1H2M3S", 3723),
        ("pt45s", 45),
        (" 0 ", 0),
        ("90 seconds", 90),
        ("1 hr and 3 mins", 3780),  # Audible's lengths
        ("2 hours, 5 minutes and 10 seconds", 7510),
        ("00:60:05", 3605),  # taverncast writes this; with zero hours the minutes are read as written
        ("0:92:20", 5540),
        # other languages: worked out by hand
        ("1h03", 3780),  # French pages
        ("31 min 20", 1880),  # (and the minutes then the seconds: La Gazette de Montpellier)
        ("1 h 03 min", 3780),
        ("63'", 3780),  # Spanish and Italian radio
        ("45 Min.", 2700),
        ("1 Std. 5 Min.", 3900),
        ("1 heure et 3 minutes", 3780),
        ("2 horas y 5 minutos", 7500),
        ("1 uur en 3 minuten", 3780),
        ("1 t 3 min", 3780),  # Danish
        ("34'12", 2052),  # the seconds' prime left out (La Renaissance du Bessin)
        ("1 h 02'40", 3760),  # (and the hours before the minutes' prime)
        ("1 h 04 min 40", 3880),  # (or before the minutes and their seconds: Le Petit Vendômois)
        ("41' 12''", 2472),  # (the seconds' mark typed as two primes: El Nostre Ciutat)
        ("1 h 04' 12''", 3852),
        ("1 u 4 min", 3840),  # (the Dutch hour abbreviated before the minutes: the Ommer Bode)
        ("8' 05''", 485),  # (one digit of minutes: "6' 10''" alone on a page's line is a height, not here)
    ],
)
def test_duration_forms(text: str, seconds: int) -> None:
    assert parse_duration(text) == timedelta(seconds=seconds)


TOO_LONG = ["16:3a", "9" * 20, "9" * 64, "9" * 20 + ".5"]  # a letter; past timedelta's range
ARABIC_INDIC_THREE_MINUTES = "\u0663:\u0660\u0660"  # digits, but not ASCII ones


@pytest.mark.parametrize(
    "text",
    ["16:99", "-5:00", "", "   ", "abc", "1:75:00", "1:2:3:4", "PT", "h", "1hx", "5mins2", ARABIC_INDIC_THREE_MINUTES,
     "1 hr and", "and 3 mins", "3 mins and 1 hr", "1 hr,, 3 min", "1h75", "1h 3", *TOO_LONG,
     "2 u"],  # (a letter alone after a number)
)
def test_duration_refusals_carry_the_text(text: str) -> None:
    with pytest.raises(DurationParseError) as caught:
        parse_duration(text)
    assert caught.value.text == text
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Aug 4, 2024", date(2024, 8, 4)),
        ("August 4, 2024", date(2024, 8, 4)),
        ("4 Aug 2024", date(2024, 8, 4)),
        ("Sep 29 2024", date(2024, 9, 29)),
        ("Sept 29, 2024", date(2024, 9, 29)),
        ("2024-08-04", date(2024, 8, 4)),
        ("Sat, 07 Nov 2015 12:00:00 EST", date(2015, 11, 7)),
        ("Sat, 07 Nov 2015 23:30:00 -0800", date(2015, 11, 7)),  # the date as written, not converted to UTC
        ("Mon, 2 Jan 2006 00:30:00 +1300", date(2006, 1, 2)),
        ("7 Sep 2005 12:00:00 PDT", date(2005, 9, 7)),
        ("2024/08/04", date(2024, 8, 4)),
        ("04.08.2024", date(2024, 8, 4)),  # dotted: day first, as written where dots are used
        ("Sun 04.08.2024 10:00", date(2024, 8, 4)),
        ("Sat, 07 Nov 15 12:00:00 EST", date(2015, 11, 7)),  # RFC 822 wrote two-digit years
        ("20 nov. 25 à 6h05", date(2025, 11, 20)),  # a two-digit year with its time of day (actu.fr's papers)
        ("12 févr. 25 à 18h00", date(2025, 2, 12)),
        ("13 Mai 25, 06:00", date(2025, 5, 13)),
        ("1 Jan 69 at 10:00", date(1969, 1, 1)),  # (the century as time.strptime gives it, whatever the clock)
        ("4.8.2024", date(2024, 8, 4)),
        ("08/04/2024", date(2024, 8, 4)),  # slashed: month first
        ("4.out.2024", date(2024, 10, 4)),  # Folha de S.Paulo: the month's abbreviation between dots
        ("1º.out.2024 às 4h00", date(2024, 10, 1)),
        ("19/11/2025@09:15:00", date(2025, 11, 19)),  # the time of day after an "at" sign (La Voz del Tajo)
    ],
)
def test_date_forms(text: str, expected: date) -> None:
    assert parse_date(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Feb 30, 2024", "Aug 4", "August 2024", "Mar 47, 2024", "", "12:00", "2024", "x" * 500,
        "1 2 3", "4 8", "1, 2, 3",  # bare small numbers
        "Aug 4 45", "Aug 4 993",  # a month name without its four-digit year: the other number is no year
        "6 June 44", "20 nov. 25",  # a two-digit year without a time of day: a title ("6 June 44") as often
        "1" * 29 + "m 16:33",  # dateutil's decimal arithmetic fails on it
        "Aug 4 99999999999999999999 10:00", "Sun, 04 Aug 99999999999999999999 10:00:00 +0000",  # past date's years
    ],
)
def test_date_refusals_carry_the_text(text: str) -> None:
    with pytest.raises(DateParseError) as caught:
        parse_date(text)
    assert caught.value.text == text


@pytest.mark.parametrize(
    "text",
    ["Aug 4", "4 August", "YESTERDAY", "3 DAYS AGO", "Monday", "2 weeks ago", "Aug 4 at 6:00 AM", "last week",
     "about 5 hours ago"],
)
def test_partial_date_is_never_completed_from_today(text: str) -> None:
    with pytest.raises(DateParseError, match=r"needs the day the page was copied \(as_of\)"):
        parse_date(text)


# (text, as_of, expected): worked out by hand on a calendar; the year's turn and 29 February included.
COPIED_DAY_CASES = [
    ("Aug 4", date(2024, 9, 1), date(2024, 8, 4)),
    ("AUG 4", date(2024, 8, 4), date(2024, 8, 4)),  # the day itself is not after as_of
    ("Aug 5", date(2024, 8, 4), date(2023, 8, 5)),
    ("DEC 30", date(2026, 1, 3), date(2025, 12, 30)),
    ("4 August", date(2026, 1, 3), date(2025, 8, 4)),
    ("Feb 29", date(2026, 1, 3), date(2024, 2, 29)),
    ("TODAY", date(2026, 1, 1), date(2026, 1, 1)),
    ("YESTERDAY", date(2026, 1, 1), date(2025, 12, 31)),
    ("3 DAYS AGO", date(2026, 1, 2), date(2025, 12, 30)),
    ("8H AGO", date(2026, 1, 2), date(2026, 1, 2)),
    ("Monday", date(2026, 1, 3), date(2025, 12, 29)),  # 2026-01-03 is a Saturday
    ("Saturday", date(2026, 1, 3), date(2025, 12, 27)),  # a weekday name is before as_of, never as_of itself
    ("2 weeks ago", date(2026, 1, 3), date(2025, 12, 20)),
    ("1 month ago", date(2026, 3, 31), date(2026, 2, 28)),
    ("Aug 4 at 6:00 AM", date(2024, 8, 20), date(2024, 8, 4)),  # Patreon's posts: the time of day is dropped
    ("30 Dez, 10:15", date(2026, 1, 5), date(2025, 12, 30)),  # (after a comma: O Alto Minho's)
    ("2 Jan, 10:15", date(2026, 1, 5), date(2026, 1, 2)),
    ("Yesterday at 7:30 pm", date(2024, 8, 20), date(2024, 8, 19)),
    ("gestern", date(2026, 1, 1), date(2025, 12, 31)),
    ("Hier", date(2026, 1, 1), date(2025, 12, 31)),
    ("i går", date(2026, 1, 1), date(2025, 12, 31)),
    ("Hoy", date(2026, 1, 1), date(2026, 1, 1)),
    ("Sonntag", date(2026, 1, 3), date(2025, 12, 28)),
    ("4. August", date(2026, 1, 3), date(2025, 8, 4)),
    ("4 de agosto", date(2026, 1, 3), date(2025, 8, 4)),
    ("24 déc.", date(2026, 1, 3), date(2025, 12, 24)),
    ("tor 13 sep kl 06:05", date(2026, 1, 3), date(2025, 9, 13)),  # Swedish radio: weekday, day, month, time
    ("Igår kl 06:05", date(2026, 1, 3), date(2026, 1, 2)),
    ("4. August um 10:00 Uhr", date(2026, 1, 3), date(2025, 8, 4)),
    ("Mar 5", date(2026, 1, 3), date(2025, 3, 5)),  # March, though "mar" is Tuesday in French and Spanish
    ("Mar 24 at 6:00 AM", date(2026, 1, 3), date(2025, 3, 24)),
    # a browser's relative time (Intl.RelativeTimeFormat, numeric "auto"), and French times of day (Le Monde)
    ("last week", date(2026, 1, 3), date(2025, 12, 27)),
    ("Last month", date(2026, 3, 31), date(2026, 2, 28)),
    ("last year", date(2026, 1, 3), date(2025, 1, 3)),
    ("hier à 17h30", date(2026, 1, 1), date(2025, 12, 31)),
    ("aujourd\u2019hui à 05h00", date(2026, 1, 1), date(2026, 1, 1)),
    ("17 octobre à 05h00", date(2026, 1, 3), date(2025, 10, 17)),
    ("VOR 6 STD.", date(2026, 1, 3), date(2026, 1, 3)),  # Apple's German storefront, as "6H AGO"
    # Rails' time_ago_in_words (Supercast): "about", "over", "almost" before the count
    ("about 5 hours ago", date(2026, 1, 3), date(2026, 1, 3)),
    ("about 1 month ago", date(2026, 3, 31), date(2026, 2, 28)),
    ("over 2 years ago", date(2026, 1, 3), date(2024, 1, 3)),
    ("almost 3 years ago", date(2026, 1, 3), date(2023, 1, 3)),
    ("LAST WEEK", date(2026, 1, 3), date(2025, 12, 27)),  # Koel writes its dates in capitals
    ("i dag 05.00", date(2026, 1, 2), date(2026, 1, 2)),  # Svenska Dagbladet: a day's word and a bare time of day
    ("i går 05.00", date(2026, 1, 2), date(2026, 1, 1)),
    # two days back, in English (Podgrab) and the languages of the month names podcat reads
    ("day before yesterday", date(2026, 1, 1), date(2025, 12, 30)),
    ("vorgestern", date(2026, 1, 1), date(2025, 12, 30)),
    ("avant-hier", date(2026, 1, 1), date(2025, 12, 30)),
    ("anteayer", date(2026, 1, 1), date(2025, 12, 30)),
    ("l\u2019altro ieri", date(2026, 1, 1), date(2025, 12, 30)),
    ("i förrgår", date(2026, 1, 1), date(2025, 12, 30)),
    ("toissapäivänä", date(2026, 1, 1), date(2025, 12, 30)),
    # Polish and Czech (batch 277's Empik Go page, 278's Czech Academy's): days back, counts back, a weekday
    ("dzisiaj", date(2026, 1, 1), date(2026, 1, 1)),
    ("wczoraj", date(2026, 1, 1), date(2025, 12, 31)),
    ("przedwczoraj", date(2026, 1, 1), date(2025, 12, 30)),
    ("dnes", date(2026, 1, 1), date(2026, 1, 1)),
    ("včera", date(2026, 1, 1), date(2025, 12, 31)),
    ("3 dni temu", date(2026, 1, 2), date(2025, 12, 30)),
    ("2 tygodnie temu", date(2026, 1, 3), date(2025, 12, 20)),
    ("před 3 dny", date(2026, 1, 2), date(2025, 12, 30)),
    ("niedziela", date(2026, 1, 3), date(2025, 12, 28)),
    ("30. prosince", date(2026, 1, 2), date(2025, 12, 30)),
]


@pytest.mark.parametrize(("text", "as_of", "expected"), COPIED_DAY_CASES)
def test_dates_read_against_the_day_the_page_was_copied(text: str, as_of: date, expected: date) -> None:
    assert parse_date(text, as_of=as_of) == expected


def test_slashed_dates_are_month_first_unless_day_first() -> None:
    assert parse_date("04/08/2023") == date(2023, 4, 8)
    assert parse_date("04/08/2023", day_first=True) == date(2023, 8, 4)


@pytest.mark.parametrize("text", ["Aug 4", "YESTERDAY", "3 days ago", "Aug 32, 2024", "Aug 4, 2024 1 hour"])
def test_a_text_read_again_reads_the_same_against_each_day(text: str) -> None:
    """podcat keeps the date texts it has read: the same text reads against each day it is given, and is refused
    again with the same reason (the standard library's dates give the expected days)."""
    days = [date(2025, 1, 2), date(2026, 11, 27), date(2025, 1, 2)]
    first = [_read_or_reason(text, day) for day in days]
    again = [_read_or_reason(text, day) for day in days]
    assert first == again
    refusals = [_read_or_reason(text, None) for _ in range(2)]
    assert refusals[0] == refusals[1]
    assert isinstance(refusals[0], str)
    if isinstance(first[0], date):  # (an impossible day and a date with a length are refused against any day)
        assert first[0] != first[1]
        assert first[0] == first[2]
        assert first[1] <= days[1]


def _read_or_reason(text: str, as_of: date | None) -> date | str:
    try:
        return parse_date(text, as_of=as_of)
    except DateParseError as error:
        return str(error)


@given(st.timedeltas(min_value=timedelta(0), max_value=timedelta(days=3)))
def test_format_then_parse_duration_round_trips(duration: timedelta) -> None:
    assert parse_duration(format_duration(duration)) == duration


@given(st.dates(min_value=date(1900, 1, 1)))
def test_listing_date_forms_round_trip(day: date) -> None:
    assert parse_date(day.strftime("%b %-d, %Y")) == day
    assert parse_date(day.isoformat()) == day
    assert parse_date(day.strftime("%d %B %Y")) == day


@given(st.text(max_size=40))
def test_normalizers_raise_only_their_own_errors(text: str) -> None:
    for normalize in (parse_duration, parse_date):
        with contextlib.suppress(podcat.PodcatError):
            normalize(text)


@given(st.integers(0, 40), st.integers(0, 40), st.integers(1000, 9999), st.booleans(), st.booleans())
def test_slashed_dates_read_as_dateutil_reads_them(
    first: int, second: int, year: int, pad: bool, day_first: bool
) -> None:
    """A slashed date with a four-digit year is the day dateutil reads (it swaps the fields when one is over 12),
    and one dateutil refuses is refused. (Below 1000 dateutil may take another field for the year: see below.)"""
    from dateutil import parser

    text = f"{first:02d}/{second:02d}/{year:04d}" if pad else f"{first}/{second}/{year:04d}"
    try:
        expected: date | None = parser.parse(text, dayfirst=day_first).date()
    except (parser.ParserError, ValueError):
        expected = None
    if expected is None:
        with pytest.raises(DateParseError):
            parse_date(text, day_first=day_first)
    else:
        assert parse_date(text, day_first=day_first) == expected


_MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December")


@given(st.dates(min_value=date(1000, 1, 1)), st.booleans(), st.booleans())
def test_named_dates_read_as_dateutil_reads_them(day: date, month_first: bool, abbreviated: bool) -> None:
    """A month name before or after the day, with a four-digit year: the day dateutil reads."""
    from dateutil import parser

    name = _MONTH_NAMES[day.month - 1][: 3 if abbreviated else None]
    text = f"{name} {day.day}, {day.year}" if month_first else f"{day.day} {name} {day.year}"
    assert parse_date(text) == parser.parse(text).date() == day


# The languages podcat reads month and weekday names in, and how the Unicode CLDR writes a date in them.
CLDR_LOCALES = ("en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "nn", "fi", "pl", "cs")  # (Norwegian: 2)
CLDR_DATE_FORMS = ("long", "medium", "full", "d MMMM y", "d MMM y", "d LLLL y", "d LLL y", "EEEE d MMMM y")


@given(st.dates(min_value=date(1000, 1, 1)), st.sampled_from(CLDR_LOCALES), st.sampled_from(CLDR_DATE_FORMS))
def test_dates_in_other_languages_read_as_the_cldr_writes_them(day: date, locale: str, form: str) -> None:
    """A date in each language's own forms (Babel writes them from the CLDR: ``4 août 2024``, ``Sonntag, 4. August
    2024``, ``4 de agosto de 2024``, ``4. elokuuta 2024``) is that day."""
    from babel.dates import format_date

    text = format_date(day, form, locale=locale)
    assert parse_date(text, day_first=True) == day, text


@given(st.integers(0, 363), st.sampled_from(CLDR_LOCALES), st.sampled_from(("d MMMM", "d MMM", "d. MMMM", "d LLL")))
def test_year_less_dates_in_other_languages_are_the_latest_such_day(back: int, locale: str, form: str) -> None:
    """A date without its year, written as the CLDR does, within the year before the page was copied: that day;
    but a month spelled as an English word (Italian ``set``, Portuguese ``out``) is a month only with a year, or
    after a day with its dot and with its own (Norwegian ``31. des.``)."""
    from babel.dates import format_date

    as_of = date(2026, 1, 3)
    day = as_of - timedelta(days=back)
    text = format_date(day, form, locale=locale)
    if ENGLISH_WORDS.intersection(text.lower().replace(".", " ").split()) and not re.fullmatch(r"\d+\. \w+\.", text):
        with pytest.raises(DateParseError):
            parse_date(text, as_of=as_of)
    else:
        assert parse_date(text, as_of=as_of) == day, text


# Month abbreviations of other languages that are English words, and titles made of them and other lookalikes.
ENGLISH_WORDS = {"out", "set", "gen", "mag", "des", "ago", "elo", "sty", "led", "dub", "lip", "pro"}


@pytest.mark.parametrize(
    "text", ["Mars 2", "Set 1", "4 out", "2 set", "Mai 4", "1 time ago", "So Yesterday", "Mo 4", "Ma 1.2.3"]
)
def test_english_titles_of_other_languages_words_are_no_dates(text: str) -> None:
    """Only English writes the month before the day, and a year-less day-first date needs a month that is no
    English word: these stay titles on an English page."""
    with pytest.raises(DateParseError):
        parse_date(text, as_of=date(2025, 1, 10))


@pytest.mark.parametrize("locale", CLDR_LOCALES)
@pytest.mark.parametrize("form", ["EEEE", "cccc"])
def test_weekday_names_in_other_languages_are_the_last_such_day(locale: str, form: str) -> None:
    """Each weekday's name, as the CLDR writes it in each language (Nynorsk's ``tysdag`` and ``laurdag`` too), is the
    last such day before the page was copied."""
    from babel.dates import format_date

    as_of = date(2026, 1, 3)
    for back in range(1, 8):
        day = as_of - timedelta(days=back)
        assert parse_date(format_date(day, form, locale=locale), as_of=as_of) == day


@pytest.mark.parametrize("text", ["Hello", "Ausgabe", "Podcast 12"])
def test_words_that_name_no_day_do_not_ask_for_the_day_the_page_was_copied(text: str) -> None:
    with pytest.raises(DateParseError) as caught:
        parse_date(text)
    assert "as_of" not in str(caught.value)


@pytest.mark.parametrize(
    "text",
    ["Aug 4, 2024 1 hour", "June 10, 2026 1 hour 2 minutes", "Aug 4, 2024 45m", "4 August 2024 2 hours 30 minutes"],
)
def test_a_date_with_a_length_after_it_is_no_date(text: str) -> None:
    """dateutil reads the length as a time of day and gives the date; podcat refuses, so that a reader that splits
    a date from the length after it (the generic reader) keeps both."""
    from dateutil import parser

    assert parser.parse(text).date().year in (2024, 2026)
    with pytest.raises(DateParseError, match="a duration is no part of a date"):
        parse_date(text)


def test_a_day_parted_by_middle_dots_reads_as_a_dotted_one() -> None:
    """Prensa Ibérica's papers write a day ``13·03·25``: the day ``13.03.25`` is, as the standard library reads it."""
    # (a day alone, no time of day nor zone)
    assert parse_date("13·03·25", day_first=True) == datetime.strptime("13.03.25", "%d.%m.%y").date()  # noqa: DTZ007
    assert parse_date("05·03·2025", day_first=True) == datetime.strptime("05.03.2025", "%d.%m.%Y").date()  # noqa: DTZ007
    with pytest.raises(DateParseError):
        parse_date("Cold · 03")  # (a middle dot between words parts them)


def test_a_slashed_four_digit_year_is_that_year() -> None:
    # dateutil reads 32/1/0001 as 1 January 32 (the only field over 31 must be the year); podcat's year is 0001.
    assert parse_date("04/08/0032") == date(32, 4, 8)
    assert parse_date("04/08/0032", day_first=True) == date(32, 8, 4)
    with pytest.raises(DateParseError):
        parse_date("32/1/0001", day_first=True)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("mar. 29 juillet 2025", date(2025, 7, 29)),  # Radio France
        ("tor 14 dec 2017 kl 06:05", date(2017, 12, 14)),
        ("Thursday Aug 01, 2024", date(2024, 8, 1)),
        ("søndag den 4. august 2024", date(2024, 8, 4)),
        ("ma 10.2.2025", date(2025, 2, 10)),  # Yle Areena: a Finnish weekday, the date dotted
        ("sundag 7. desember 2025", date(2025, 12, 7)),  # (Nynorsk's other Sunday, beside the CLDR's "søndag")
        ("3.12.2025 6.00", date(2025, 12, 3)),  # Itä-Savo: the time of day dotted too (a length has colons)
        ("Mar 5, 2024 at 6:00 AM", date(2024, 3, 5)),
    ],
)
def test_a_weekday_before_a_date_and_a_time_after_it_are_no_part_of_it(text: str, expected: date) -> None:
    assert parse_date(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [("Sunday 9 November 7pm", date(2025, 11, 9)), ("9 November 7.30 p.m.", date(2025, 11, 9)),
     ("Aug 4, 2024 7 PM", date(2024, 8, 4)), ("Sunday 2 November 11 am", date(2025, 11, 2)),
     ("Dec. 1, 2025 6 a.m.", date(2025, 12, 1)), ("Nov. 3, 2025 noon", date(2025, 11, 3)),
     ("Nov. 3, 2025 midnight", date(2025, 11, 3))],
)
def test_an_hour_of_twelve_after_a_date_is_no_part_of_it(text: str, expected: date) -> None:
    """``Sunday 9 November 7pm``, as a hospital radio station dates its programmes: the hour with ``am`` or
    ``pm`` is taken off before the date is read, and so are ``noon`` and ``midnight``, as the AP writes them (batch
    278's OPB page)."""
    assert parse_date(text, as_of="2025-11-14") == expected


def test_a_day_and_a_month_before_an_hour_is_a_date() -> None:
    """``30.12 kl 06:00`` (Varden) is the 30th of December, the latest before the day the page was copied, as
    ``30.12.`` is; without the hour, ``30.12`` is no date (a number), and ``12.30 kl 06:00`` none either."""
    assert parse_date("30.12 kl 06:00", as_of="2026-01-02", day_first=True) == date(2025, 12, 30)
    assert parse_date("01.01 kl 06:00", as_of="2026-01-02", day_first=True) == date(2026, 1, 1)
    for text in ("30.12", "12.30 kl 06:00"):
        with pytest.raises(DateParseError):
            parse_date(text, as_of="2026-01-02", day_first=True)


def test_a_slashed_day_and_month_before_an_hour_is_a_date() -> None:
    """``30/12, 06:00 h`` (the Gazeta de Paços de Ferreira's) is the 30th of December, the latest before the day the
    page was copied, in the order the page writes its days (a field over 12 decides); ``20/12/2024, 06:00 h`` is its
    day with the hour; without the hour, ``30/12`` is no date, and ``1:05 h`` after a comma stays a length."""
    assert parse_date("30/12, 06:00 h", as_of="2026-01-03", day_first=True) == date(2025, 12, 30)
    assert parse_date("30/12, 06:00 h", as_of="2026-01-03") == date(2025, 12, 30)
    assert parse_date("02/01, 06:00 h", as_of="2026-01-03", day_first=True) == date(2026, 1, 2)
    assert parse_date("02/01, 06:00 h", as_of="2026-01-03") == date(2025, 2, 1)
    assert parse_date("20/12/2024, 06:00 h", day_first=True) == date(2024, 12, 20)
    for text in ("30/12", "20/12/2024, 1:05 h"):
        with pytest.raises(DateParseError):
            parse_date(text, as_of="2026-01-03", day_first=True)
    with pytest.raises(DateParseError, match="as_of"):
        parse_date("30/12, 06:00 h", day_first=True)


def test_a_clock_of_one_digit_after_a_day_and_a_month_is_no_time_of_day() -> None:
    """From review 18: ``12 Mar, 2:30`` may be a day and a length (a page decides), so no date is read from it;
    ``12 Mar, 10:15`` is the day with its time of day."""
    with pytest.raises(DateParseError):
        parse_date("12 Mar, 2:30", as_of=date(2025, 3, 20))
    assert parse_date("12 Mar, 10:15", as_of=date(2025, 3, 20)) == date(2025, 3, 12)



@pytest.mark.parametrize(("text", "expected"), [
    ("37 minutter", timedelta(minutes=37)), ("1 time 4 minutter", timedelta(hours=1, minutes=4)),
    ("32 minuter", timedelta(minutes=32)), ("1 timme 4 minuter", timedelta(hours=1, minutes=4)),
    ("2 timmar", timedelta(hours=2)), ("1 tunti 4 minuuttia", timedelta(hours=1, minutes=4)),
    ("45 sekunder", timedelta(seconds=45)), ("1 time og 4 minutter", timedelta(hours=1, minutes=4)),
    ("1 godz. 4 min", timedelta(hours=1, minutes=4)), ("2 godziny", timedelta(hours=2)),
    ("38 minut", timedelta(minutes=38)), ("2 minuty", timedelta(minutes=2)), ("45 sekund", timedelta(seconds=45)),
    ("1 hod 4 min", timedelta(hours=1, minutes=4)), ("1 hodina 4 minuty", timedelta(hours=1, minutes=4)),
])
def test_lengths_in_the_nordic_finnish_polish_and_czech_words(text: str, expected: timedelta) -> None:
    """``Varighed: 1 time 4 minutter`` (Fyns Amts Avis), ``Spilletid: 1 time og 4 minutter`` (Herlev Bladet's, batch
    128): the Danish, Norwegian, Swedish, Finnish, Polish and Czech words of hours, minutes and seconds (``1 godz. 4
    min``, Empik Go's); ``time`` (an English word) is an hour only before the minutes."""
    assert parse_duration(text) == expected


def test_one_time_alone_is_no_length() -> None:
    with pytest.raises(DurationParseError):
        parse_duration("1 time")


def test_a_length_in_primes_and_a_day_and_month_with_their_dot_then_the_year() -> None:
    """``24'10"`` (the Nuovo Quotidiano di Rimini's) is 24 minutes 10 seconds; ``torsdag, 04.12. 2025`` (Flensborg
    Avis's) is the 4th of December 2025."""
    assert parse_duration("24'10\"") == timedelta(minutes=24, seconds=10)
    assert parse_duration("24\u203210\u2033") == timedelta(minutes=24, seconds=10)
    assert parse_date("torsdag, 04.12. 2025", day_first=True) == date(2025, 12, 4)


@pytest.mark.parametrize(("text", "expected"), [
    ("décembre 2, 2025", date(2025, 12, 2)), ("novembre 18, 2025", date(2025, 11, 18)),
    ("28 november \u201825", date(2025, 11, 28)), ("Nov 28 '25", date(2025, 11, 28)),
    ("3 mars \u201999", date(1999, 3, 3)), ("diciembre 3 de 2025", date(2025, 12, 3)),
    ("dezembro 3 de 2025", date(2025, 12, 3)),
])
def test_a_month_first_in_any_language_and_a_year_in_two_digits_after_an_apostrophe(text: str, expected: date) -> None:
    """``décembre 2, 2025`` (a French WordPress's month first, batch 131's Démocrate vernonnais; ``diciembre 3 de
    2025``, La Patria's, with ``de`` before the year) and ``28 november
    \u201825`` (WereldRegio's year after an apostrophe, read as `time.strptime` reads ``%y``: 69-99 the 1900s)."""
    assert parse_date(text) == expected
    assert parse_date(text).timetuple()[:3] == time.strptime(f"{expected:%d %m %y}", "%d %m %y")[:3]


def test_a_year_in_two_digits_without_an_apostrophe_is_still_refused() -> None:
    with pytest.raises(DateParseError, match="no four-digit year"):
        parse_date("28 november 25")
