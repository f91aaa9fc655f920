"""The typed catalog: frozen attrs classes, no parsing and no I/O."""

from __future__ import annotations

import calendar
import math
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import UTC, date, datetime, timedelta, tzinfo
from typing import TYPE_CHECKING, Any, Literal, get_args, overload

import attrs

from podcat._errors import DateParseError
from podcat._normalize import MAX_DURATION, parse_date, parse_duration

if TYPE_CHECKING:
    from podcat._feed import EnclosureSource, Owner
    from podcat._stats import CatalogStats

__all__ = [
    "APPLE_CATEGORIES", "CATEGORY_ABROAD", "Catalog", "Chapter", "Diagnostic", "Enclosure", "Episode", "EpisodeType",
    "Fact", "Person", "Show", "ShowClaims", "ShowKind", "SortKey", "SourceRef", "Transcript", "apple_category_term",
    "category_parts", "category_term", "in_line_order",
]


_NO_TIME = timedelta(0)


def _duration_in_range(_: Any, attribute: attrs.Attribute[Any], value: timedelta | None) -> None:
    if value is not None and value < _NO_TIME:
        raise ValueError(f"{attribute.name} must not be negative, got {value}")
    if value is not None and value > MAX_DURATION:  # so that statistics can sum millions of them
        hours = MAX_DURATION // timedelta(hours=1)
        raise ValueError(f"{attribute.name} must not pass {hours:,} hours, got {value}")


def _strings(values: Iterable[str]) -> tuple[str, ...]:
    if isinstance(values, str):  # tags="news" would become ("n", "e", "w", "s")
        raise TypeError(f"expected a sequence of strings, not the string {values!r}")
    return tuple(values)


EpisodeType = Literal["full", "trailer", "bonus"]
"""What an episode is, as podcast apps (``itunes:episodeType``) and directories (``BONUS``, ``TRAILER``) say."""


ShowKind = Literal["episodic", "serial"]
"""How a show is meant to be heard (``itunes:type``): newest first, or in order from the first episode."""


@attrs.frozen
class SourceRef:
    """Where a piece of the catalog came from: a path (or name) and a 1-based line number."""

    path: str | None
    line: int


@attrs.frozen
class Diagnostic:
    """Something the parser could not read, kept so that nothing is silently lost."""

    line: int | None
    message: str
    text: str
    path: str | None = None

    @classmethod
    def at(cls, source: SourceRef | None, message: str, text: str) -> Diagnostic:
        """A diagnostic at ``source`` (an episode's line and path), or at no line when that is unknown."""
        return cls(None, message, text) if source is None else cls(source.line, message, text, source.path)

    def __str__(self) -> str:
        where = ":".join(str(part) for part in (self.path, self.line) if part is not None)
        return f"{where}: {self.message}" if where else self.message


def in_line_order(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    """Diagnostics sorted by line (stable), those at no known line last."""
    return sorted(diagnostics, key=_line_order)


def _line_order(diagnostic: Diagnostic) -> float:
    return math.inf if diagnostic.line is None else diagnostic.line


@attrs.frozen
class Enclosure:
    """An episode's media file: URL, size in bytes and MIME type when known; raises ValueError for a negative size."""

    url: str
    length: int | None = attrs.field(default=None, validator=attrs.validators.optional(attrs.validators.ge(0)))
    type: str | None = None


@attrs.frozen
class Chapter:
    """A chapter of an episode: where it starts, its title, and a web page and an image about it when given."""

    start: timedelta = attrs.field(validator=_duration_in_range)
    title: str
    url: str | None = None
    image: str | None = None


@attrs.frozen
class Transcript:
    """A transcript or captions file of an episode (``podcast:transcript``): its URL, MIME type and language."""

    url: str
    type: str
    language: str | None = None


@attrs.frozen
class Person:
    """Someone who makes a show or an episode (``podcast:person``); ``role`` and ``group`` are names from the
    Podcast Taxonomy (``"host"``, ``"guest"``; ``"cast"``, ``"writing"``), lower case as the reader gives them."""

    name: str
    role: str | None = None
    group: str | None = None
    url: str | None = None
    image: str | None = None


@attrs.frozen
class Fact:
    """What an entry states under a label of its own, as most entries of its page do (``Haul: 23 kg from North
    Beach``, ``Scripture: Luke 2``): kept beside the episode's description, not in it."""

    label: str
    value: str


def _chapters(values: Iterable[Chapter]) -> tuple[Chapter, ...]:
    return tuple(values)


def _transcripts(values: Iterable[Transcript]) -> tuple[Transcript, ...]:
    return tuple(values)


def _persons(values: Iterable[Person]) -> tuple[Person, ...]:
    return tuple(values)


def _facts(values: Iterable[Fact]) -> tuple[Fact, ...]:
    return tuple(values)


@attrs.frozen
class Episode:
    """One episode (or post) of a listing; ``published`` is a date, never an invented time. ``season`` and
    ``number`` are the show's own numbering (``S2 E5``, ``itunes:season``), when the listing or feed gives it.
    ``chapters`` come from the feed or from timestamp lines in the show notes; ``chapters_url`` is a Podcasting 2.0
    JSON chapters document; ``persons`` replace the show's for this episode, as ``podcast:person`` does. ``facts``
    are what a listing's entry states under labels its page repeats (`Fact`), apart from the description."""

    title: str
    published: date | None = None
    duration: timedelta | None = attrs.field(default=None, validator=_duration_in_range)
    description: str = ""
    tags: tuple[str, ...] = attrs.field(default=(), converter=_strings)
    links: tuple[str, ...] = attrs.field(default=(), converter=_strings)
    guid: str = ""
    source: SourceRef | None = attrs.field(default=None, eq=False)
    enclosure: Enclosure | None = None
    season: int | None = None
    number: int | None = None
    episode_type: EpisodeType = attrs.field(default="full", validator=attrs.validators.in_(get_args(EpisodeType)))
    chapters: tuple[Chapter, ...] = attrs.field(default=(), converter=_chapters)
    chapters_url: str | None = None
    transcripts: tuple[Transcript, ...] = attrs.field(default=(), converter=_transcripts)
    persons: tuple[Person, ...] = attrs.field(default=(), converter=_persons)
    facts: tuple[Fact, ...] = attrs.field(default=(), converter=_facts)


@attrs.frozen
class ShowClaims:
    """What a listing's header claims about the show; every field optional."""

    latest_episode: date | None = None
    update_frequency: str | None = None
    average_duration: timedelta | None = attrs.field(default=None, validator=_duration_in_range)
    episode_count: int | None = None


@attrs.frozen
class Show:
    """The show (or blog) a listing belongs to. A feed gives the rest: its language code, whether it is marked
    explicit (None when it says nothing), its Apple categories (a subcategory as ``"Parent > Child"``), the people
    who make it and its ``kind`` (``itunes:type``).
    """

    title: str
    description: str = ""
    author: str | None = None
    claims: ShowClaims = ShowClaims()
    link: str | None = None
    image: str | None = None
    language: str | None = None
    explicit: bool | None = None
    categories: tuple[str, ...] = attrs.field(default=(), converter=_strings)
    persons: tuple[Person, ...] = attrs.field(default=(), converter=_persons)
    kind: ShowKind = attrs.field(default="episodic", validator=attrs.validators.in_(get_args(ShowKind)))


SortKey = Literal["date", "duration", "title"]

_SORT_FIELDS: dict[str, Callable[[Episode], Any]] = {
    "date": lambda episode: episode.published,
    "duration": lambda episode: episode.duration,
    "title": lambda episode: episode.title.casefold(),
}


# A whole year ("2015") or month ("2015-08") as a query bound.
_PERIOD_RE = re.compile(r"(\d{4})(?:-(\d{2}))?")


def _period(value: date | str | None, name: str) -> tuple[date, date] | None:
    """The first and last day that a query bound stands for: a day, or a whole year or month given as
    ``"2015"`` or ``"2015-08"``; None for None. A value of another type is a TypeError naming ``name``."""
    if value is None:
        return None
    if isinstance(value, datetime):  # a datetime is a date too, but does not compare with one
        value = value.date()
    if isinstance(value, date):
        return value, value
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a date or a string such as '2015', '2015-08' or '2015-08-04', "
                        f"not {type(value).__name__}")
    period = _PERIOD_RE.fullmatch(value.strip())
    if period is None:
        day = parse_date(value)
        return day, day
    year = int(period[1])
    month = None if period[2] is None else int(period[2])
    if year < 1 or (month is not None and not 1 <= month <= 12):
        raise DateParseError(value, "impossible date")
    if month is None:
        return date(year, 1, 1), date(year, 12, 31)
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def _as_duration(value: timedelta | str | float, name: str) -> timedelta:
    """A query's duration bound: a timedelta, a number of seconds, or anything `parse_duration` reads."""
    if isinstance(value, timedelta):
        return value
    if isinstance(value, str):
        return parse_duration(value)
    if isinstance(value, int | float) and not isinstance(value, bool):
        if not math.isfinite(value):
            raise ValueError(f"{name} must be a finite number of seconds, got {value!r}")
        return timedelta(seconds=value)
    raise TypeError(f"{name} must be a timedelta, a number of seconds or a duration string such as '1:05:00', "
                    f"not {type(value).__name__}")


def _as_text(value: str, name: str) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a string, not {type(value).__name__}")
    return value


def _haystack(episode: Episode) -> str:
    return "\n".join((episode.title, episode.description, *episode.tags)).casefold()


# Apple Podcasts' categories, each with its subcategories, as an itunes:category's text must spell them
# (https://podcasters.apple.com/support/1691-apple-podcasts-categories, the list of 2019 still current).
APPLE_CATEGORIES: dict[str, frozenset[str]] = {
    "Arts": frozenset({"Books", "Design", "Fashion & Beauty", "Food", "Performing Arts", "Visual Arts"}),
    "Business": frozenset({"Careers", "Entrepreneurship", "Investing", "Management", "Marketing", "Non-Profit"}),
    "Comedy": frozenset({"Comedy Interviews", "Improv", "Stand-Up"}),
    "Education": frozenset({"Courses", "How To", "Language Learning", "Self-Improvement"}),
    "Fiction": frozenset({"Comedy Fiction", "Drama", "Science Fiction"}),
    "Government": frozenset(),
    "History": frozenset(),
    "Health & Fitness": frozenset(
        {"Alternative Health", "Fitness", "Medicine", "Mental Health", "Nutrition", "Sexuality"}
    ),
    "Kids & Family": frozenset({"Education for Kids", "Parenting", "Pets & Animals", "Stories for Kids"}),
    "Leisure": frozenset(
        {"Animation & Manga", "Automotive", "Aviation", "Crafts", "Games", "Hobbies", "Home & Garden", "Video Games"}
    ),
    "Music": frozenset({"Music Commentary", "Music History", "Music Interviews"}),
    "News": frozenset(
        {"Business News", "Daily News", "Entertainment News", "News Commentary", "Politics", "Sports News",
         "Tech News"}
    ),
    "Religion & Spirituality": frozenset(
        {"Buddhism", "Christianity", "Hinduism", "Islam", "Judaism", "Religion", "Spirituality"}
    ),
    "Science": frozenset(
        {"Astronomy", "Chemistry", "Earth Sciences", "Life Sciences", "Mathematics", "Natural Sciences", "Nature",
         "Physics", "Social Sciences"}
    ),
    "Society & Culture": frozenset(
        {"Documentary", "Personal Journals", "Philosophy", "Places & Travel", "Relationships"}
    ),
    "Sports": frozenset(
        {"Baseball", "Basketball", "Cricket", "Fantasy Sports", "Football", "Golf", "Hockey", "Rugby", "Running",
         "Soccer", "Swimming", "Tennis", "Volleyball", "Wilderness", "Wrestling"}
    ),
    "Technology": frozenset(),
    "True Crime": frozenset(),
    "TV & Film": frozenset({"After Shows", "Film History", "Film Interviews", "Film Reviews", "TV Reviews"}),
}


_PARENT_OF = {sub: name for name, subs in APPLE_CATEGORIES.items() for sub in subs}

# Apple's categories as directories name them in the languages of the month names podcat reads: each language's
# "and", then its names in the order of `APPLE_CATEGORIES` (``&`` also stands for that "and").
_CATEGORIES_ABROAD = (
    ("und", "Kunst|Wirtschaft|Comedy|Bildung|Fiktion|Regierung|Geschichte|Gesundheit & Fitness|Kinder & Familie"
            "|Freizeit|Musik|Nachrichten|Religion & Spiritualität|Wissenschaft|Gesellschaft & Kultur|Sport"
            "|Technologie|True Crime|TV & Film"),
    ("et", "Arts|Affaires|Humour|Éducation|Fiction|Gouvernement|Histoire|Santé & forme|Enfants & famille|Loisirs"
           "|Musique|Actualités|Religion & spiritualité|Sciences|Société & culture|Sport|Technologies|Faits divers"
           "|Télévision & cinéma"),
    ("y", "Arte|Negocios|Comedia|Educación|Ficción|Gobierno|Historia|Salud & forma física|Niños & familia|Ocio"
          "|Música|Noticias|Religión & espiritualidad|Ciencias|Sociedad & cultura|Deportes|Tecnología"
          "|Crímenes reales|TV & cine"),
    ("e", "Arte|Economia|Comicità|Istruzione|Narrativa|Governo|Storia|Salute & benessere|Bambini & famiglia"
          "|Tempo libero|Musica|Notizie|Religione & spiritualità|Scienze|Società & cultura|Sport|Tecnologia"
          "|True crime|TV & cinema"),
    ("en", "Kunst|Zakelijk|Comedy|Educatie|Fictie|Overheid|Geschiedenis|Gezondheid & fitness|Kinderen & gezin"
           "|Vrije tijd|Muziek|Nieuws|Religie & spiritualiteit|Wetenschap|Maatschappij & cultuur|Sport|Technologie"
           "|True crime|Tv & film"),
    ("e", "Artes|Negócios|Comédia|Educação|Ficção|Governo|História|Saúde & fitness|Crianças & família|Lazer"
          "|Música|Notícias|Religião & espiritualidade|Ciências|Sociedade & cultura|Esportes|Tecnologia"
          "|Crimes reais|TV & cinema"),
    ("och", "Konst|Näringsliv|Komedi|Utbildning|Fiktion|Myndigheter|Historia|Hälsa & motion|Barn & familj|Fritid"
            "|Musik|Nyheter|Religion & andlighet|Vetenskap|Samhälle & kultur|Sport|Teknik|True crime|TV & film"),
    ("og", "Kunst|Erhverv|Komik|Uddannelse|Fiktion|Offentlig forvaltning|Historie|Sundhed & motion|Børn & familie"
           "|Fritid|Musik|Nyheder|Religion & spiritualitet|Videnskab|Samfund & kultur|Sport|Teknologi|True crime"
           "|Tv & film"),
    ("og", "Kunst|Næringsliv|Komedie|Utdanning|Fiksjon|Myndigheter|Historie|Helse & trening|Barn & familie|Fritid"
           "|Musikk|Nyheter|Religion & spiritualitet|Vitenskap|Samfunn & kultur|Sport|Teknologi|True crime"
           "|TV & film"),
    ("ja", "Taide|Liiketoiminta|Komedia|Koulutus|Fiktio|Hallinto|Historia|Terveys & kunto|Lapset & perhe"
           "|Vapaa-aika|Musiikki|Uutiset|Uskonto & hengellisyys|Tiede|Yhteiskunta & kulttuuri|Urheilu|Teknologia"
           "|True crime|TV & elokuvat"),
)
# Each such name, with either "and", and the Apple category it names.
CATEGORY_ABROAD: dict[str, str] = {
    spelled: category
    for and_, names in _CATEGORIES_ABROAD
    for category, name in zip(APPLE_CATEGORIES, names.split("|"), strict=True)
    for spelled in (name, name.replace("&", and_))
    if spelled not in APPLE_CATEGORIES
}


def apple_category_term(name: str) -> str | None:
    """The `Show.categories` term of an Apple category or subcategory ``name`` (``"Religion & Spirituality >
    Spirituality"``), also of a category named in another language (`CATEGORY_ABROAD`); None for any other name."""
    if name in APPLE_CATEGORIES:
        return name
    if name in CATEGORY_ABROAD:
        return CATEGORY_ABROAD[name]
    return category_term(_PARENT_OF[name], name) if name in _PARENT_OF else None


def category_parts(term: str) -> tuple[str, str]:
    """A category and its subcategory ("" when none) from the ``"Category > Subcategory"`` notation of
    `Show.categories`."""
    name, _, sub = term.partition(">")
    return name.strip(), sub.strip()


def category_term(name: str, sub: str) -> str:
    """The ``"Category > Subcategory"`` notation of `Show.categories` (just the category when ``sub`` is empty)."""
    return f"{name} > {sub}" if sub else name


def _episodes(values: Iterable[Episode]) -> tuple[Episode, ...]:
    return tuple(values)


def _diagnostics(values: Iterable[Diagnostic]) -> tuple[Diagnostic, ...]:
    return tuple(values)


@attrs.frozen
class Catalog(Sequence[Episode]):
    """An immutable sequence of episodes with the show they belong to and the parse diagnostics.

    ``layout`` names the layout the text was read as (``"directory"``, ``"rss"``, ...; None when several were
    merged and they differ, or none fitted); ``as_of`` is the day the page was copied, against which year-less and
    relative dates were read (None when not given). Indexing gives an `Episode`, slicing a `Catalog`.

    The query helpers return new catalogs, so they chain (``catalog.between("2024").longer_than(3600)``):

    - ``search(text)``: every word of ``text`` in the title, description or tags, any case
    - ``between(start, end)``: published in the range, inclusive; days, or whole years and months (``"2015"``,
      ``"2015-08"``); a year or month alone is that period
    - ``duration_between(shortest, longest)``, ``longer_than(d)``, ``shorter_than(d)``: timedeltas, seconds or
      duration strings (``"1:05:00"``)
    - ``tagged(tag)``, ``filter(predicate)``, ``sorted(by="date" | "duration" | "title", reverse=False)``,
      ``latest(n)``
    - ``group_by_year()``, ``group_by_month()``: dicts of catalogs; ``stats()``, ``to_rss(...)``, ``to_atom(...)``

    Entries without the field a helper looks at (no date, no duration) are left out of range filters and groups,
    and sort after every entry that has it. A bound of a wrong type is a TypeError naming the parameter.
    """

    show: Show | None = None
    episodes: tuple[Episode, ...] = attrs.field(default=(), converter=_episodes)
    diagnostics: tuple[Diagnostic, ...] = attrs.field(default=(), converter=_diagnostics)
    layout: str | None = None
    as_of: date | None = None

    def __len__(self) -> int:
        return len(self.episodes)

    def __iter__(self) -> Iterator[Episode]:
        return iter(self.episodes)

    @overload
    def __getitem__(self, index: int) -> Episode: ...
    @overload
    def __getitem__(self, index: slice) -> Catalog: ...
    def __getitem__(self, index: int | slice) -> Episode | Catalog:
        if isinstance(index, slice):
            return attrs.evolve(self, episodes=self.episodes[index])
        return self.episodes[index]

    def _with(self, episodes: Iterable[Episode]) -> Catalog:
        return attrs.evolve(self, episodes=tuple(episodes))

    def filter(self, predicate: Callable[[Episode], bool]) -> Catalog:
        """Keep the episodes for which ``predicate`` is true, in order."""
        return self._with(episode for episode in self.episodes if predicate(episode))

    def search(self, text: str) -> Catalog:
        """Keep episodes whose title, description or tags contain every word of ``text`` (any case)."""
        words = _as_text(text, "text").casefold().split()
        return self.filter(lambda episode: all(word in _haystack(episode) for word in words))

    def between(self, start: date | str | None = None, end: date | str | None = None) -> Catalog:
        """Keep dated episodes published from ``start`` through ``end``, both inclusive and optional.

        A bound is a date or a string: a day (``"2015-08-04"``, ``"Aug 4, 2015"``, ...), or a whole year
        (``"2015"``) or month (``"2015-08"``), which ``start`` counts from its first day and ``end`` through its
        last. A year or month alone is that period: ``between("2015")`` is the year 2015. Undated episodes are
        left out. Raises TypeError for a bound of another type and `DateParseError` for a string it cannot read.
        """
        first = _period(start, "start")
        last = _period(end, "end")
        if last is None and first is not None and first[0] != first[1]:  # a year or month alone
            last = first
        low = date.min if first is None else first[0]
        high = date.max if last is None else last[1]
        return self.filter(lambda e: e.published is not None and low <= e.published <= high)

    def duration_between(
        self, shortest: timedelta | str | float | None = None, longest: timedelta | str | float | None = None
    ) -> Catalog:
        """Keep episodes lasting from ``shortest`` to ``longest``, both inclusive and optional.

        Bounds are timedeltas, seconds (``int`` or ``float``) or anything `podcat.parse_duration` reads; episodes
        of unknown length are left out. Raises TypeError for a bound of another type.
        """
        low = timedelta(0) if shortest is None else _as_duration(shortest, "shortest")
        high = timedelta.max if longest is None else _as_duration(longest, "longest")
        return self.filter(lambda e: e.duration is not None and low <= e.duration <= high)

    def longer_than(self, duration: timedelta | str | float) -> Catalog:
        """Keep episodes strictly longer than ``duration`` (as in `duration_between`); those of unknown length are
        left out."""
        limit = _as_duration(duration, "duration")
        return self.filter(lambda e: e.duration is not None and e.duration > limit)

    def shorter_than(self, duration: timedelta | str | float) -> Catalog:
        """Keep episodes strictly shorter than ``duration`` (as in `duration_between`); those of unknown length are
        left out."""
        limit = _as_duration(duration, "duration")
        return self.filter(lambda e: e.duration is not None and e.duration < limit)

    def tagged(self, tag: str) -> Catalog:
        """Keep episodes carrying ``tag`` (compared without case)."""
        wanted = _as_text(tag, "tag").casefold()
        return self.filter(lambda e: any(t.casefold() == wanted for t in e.tags))

    def sorted(self, by: SortKey = "date", *, reverse: bool = False) -> Catalog:
        """Sort by ``date``, ``duration`` or ``title`` (stable); entries missing the key come last."""
        if by not in _SORT_FIELDS:
            raise ValueError(f"cannot sort by {by!r}; choose one of {', '.join(_SORT_FIELDS)}")
        key = _SORT_FIELDS[by]
        present = [episode for episode in self.episodes if key(episode) is not None]
        missing = [episode for episode in self.episodes if key(episode) is None]
        return self._with([*sorted(present, key=key, reverse=reverse), *missing])

    def latest(self, n: int) -> Catalog:
        """The ``n`` newest episodes, newest first (undated ones only fill up after every dated one)."""
        if not isinstance(n, int) or isinstance(n, bool):
            raise TypeError(f"n must be an int, not {type(n).__name__}")
        newest = self.sorted("date", reverse=True)
        return newest._with(newest.episodes[: max(n, 0)])

    def group_by_year(self) -> dict[int, Catalog]:
        """Dated episodes grouped by year, years ascending, each group in catalog order."""
        return {year: self._with(group) for (year,), group in self._groups(lambda d: (d.year,)).items()}

    def group_by_month(self) -> dict[tuple[int, int], Catalog]:
        """Dated episodes grouped by ``(year, month)``, ascending, each group in catalog order."""
        return {(y, m): self._with(group) for (y, m), group in self._groups(lambda d: (d.year, d.month)).items()}

    def _groups(self, key: Callable[[date], tuple[int, ...]]) -> dict[tuple[int, ...], list[Episode]]:
        groups: dict[tuple[int, ...], list[Episode]] = {}
        for episode in self.episodes:
            if episode.published is not None:
                groups.setdefault(key(episode.published), []).append(episode)
        return dict(sorted(groups.items()))

    def stats(self) -> CatalogStats:
        """Compute the catalog's statistics (see `podcat.CatalogStats`)."""
        from podcat._stats import compute_stats  # a layer above the models: imported when called

        return compute_stats(self)

    def to_rss(
        self,
        *,
        link: str,
        title: str | None = None,
        feed_url: str | None = None,
        image: str | None = None,
        language: str | None = None,
        categories: Iterable[str] | None = None,
        explicit: bool | None = None,
        owner: Owner | tuple[str, str] | None = None,
        enclosures: EnclosureSource | None = None,
        tz: tzinfo = UTC,
    ) -> bytes:
        """Render the catalog as an RSS 2.0 podcast feed (see `podcat.render_feed`); raises `FeedError`."""
        from podcat._feed import render_feed  # a layer above the models, and feedgen is heavy: imported on use

        return render_feed(
            self, link=link, title=title, feed_url=feed_url, image=image, language=language, categories=categories,
            explicit=explicit, owner=owner, enclosures=enclosures, tz=tz,
        ).xml

    def to_atom(
        self,
        *,
        link: str,
        title: str | None = None,
        feed_url: str | None = None,
        image: str | None = None,
        language: str | None = None,
        categories: Iterable[str] | None = None,
        enclosures: EnclosureSource | None = None,
        tz: tzinfo = UTC,
    ) -> bytes:
        """Render the catalog as an Atom feed (see `podcat.render_feed`); raises `FeedError`."""
        from podcat._feed import render_feed  # imported on use, as in to_rss

        return render_feed(
            self, link=link, title=title, format="atom", feed_url=feed_url, image=image, language=language,
            categories=categories, enclosures=enclosures, tz=tz,
        ).xml
