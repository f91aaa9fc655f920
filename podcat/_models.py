"""The typed catalog: frozen attrs classes, no parsing and no I/O."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import UTC, date, timedelta, tzinfo
from typing import TYPE_CHECKING, Any, Literal, get_args, overload

import attrs

from podcat._normalize import MAX_DURATION, parse_date, parse_duration

if TYPE_CHECKING:
    from podcat._feed import EnclosureSource, Owner
    from podcat._stats import CatalogStats

__all__ = [
    "Catalog", "Diagnostic", "Enclosure", "Episode", "EpisodeType", "Show", "ShowClaims", "SortKey", "SourceRef",
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
class Episode:
    """One episode (or post) of a listing; ``published`` is a date, never an invented time. ``season`` and
    ``number`` are the show's own numbering (``S2 E5``, ``itunes:season``), when the listing or feed gives it."""

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


@attrs.frozen
class ShowClaims:
    """What a listing's header claims about the show; every field optional."""

    latest_episode: date | None = None
    update_frequency: str | None = None
    average_duration: timedelta | None = attrs.field(default=None, validator=_duration_in_range)
    episode_count: int | None = None


@attrs.frozen
class Show:
    """The show (or blog) a listing belongs to. A feed gives the last three: its language code, whether it is
    marked explicit (None when it says nothing) and its Apple categories, a subcategory as ``"Parent > Child"``.
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


SortKey = Literal["date", "duration", "title"]

_SORT_FIELDS: dict[str, Callable[[Episode], Any]] = {
    "date": lambda episode: episode.published,
    "duration": lambda episode: episode.duration,
    "title": lambda episode: episode.title.casefold(),
}


def _as_date(value: date | str) -> date:
    return value if isinstance(value, date) else parse_date(value)


def _as_duration(value: timedelta | str) -> timedelta:
    return value if isinstance(value, timedelta) else parse_duration(value)


def _haystack(episode: Episode) -> str:
    return "\n".join((episode.title, episode.description, *episode.tags)).casefold()


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

    The query helpers return new catalogs, so they chain:
    `search`, `between`, `duration_between`, `longer_than`, `shorter_than`, `tagged`, `filter`, `sorted`,
    `latest`, `group_by_year`, `group_by_month`. Entries without the field a helper looks at (no date, no
    duration) are left out of range filters and groups, and sort after every entry that has it.
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
        words = text.casefold().split()
        return self.filter(lambda episode: all(word in _haystack(episode) for word in words))

    def between(self, start: date | str | None = None, end: date | str | None = None) -> Catalog:
        """Keep dated episodes published from ``start`` to ``end``, both inclusive and optional.

        Bounds are dates or date strings (``2024-01-01``, ``Jan 1, 2024``, ...); undated episodes are left out.
        """
        low = date.min if start is None else _as_date(start)
        high = date.max if end is None else _as_date(end)
        return self.filter(lambda e: e.published is not None and low <= e.published <= high)

    def duration_between(
        self, shortest: timedelta | str | None = None, longest: timedelta | str | None = None
    ) -> Catalog:
        """Keep episodes lasting from ``shortest`` to ``longest``, both inclusive and optional.

        Bounds are timedeltas or anything `podcat.parse_duration` reads; episodes of unknown length are left out.
        """
        low = timedelta(0) if shortest is None else _as_duration(shortest)
        high = timedelta.max if longest is None else _as_duration(longest)
        return self.filter(lambda e: e.duration is not None and low <= e.duration <= high)

    def longer_than(self, duration: timedelta | str) -> Catalog:
        """Keep episodes strictly longer than ``duration``; those of unknown length are left out."""
        limit = _as_duration(duration)
        return self.filter(lambda e: e.duration is not None and e.duration > limit)

    def shorter_than(self, duration: timedelta | str) -> Catalog:
        """Keep episodes strictly shorter than ``duration``; those of unknown length are left out."""
        limit = _as_duration(duration)
        return self.filter(lambda e: e.duration is not None and e.duration < limit)

    def tagged(self, tag: str) -> Catalog:
        """Keep episodes carrying ``tag`` (compared without case)."""
        wanted = tag.casefold()
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
