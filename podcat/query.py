"""Query helpers, mixed into `podcat.Catalog`: each returns a new catalog, so they chain.

Entries without the field a helper looks at (no date, no duration) are left out of range filters
and grouping, and sort after every entry that has it, whatever the direction.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any, Literal

import attrs

from podcat.normalize import parse_date, parse_duration

if TYPE_CHECKING:
    from typing import Self

    from podcat.models import Episode

__all__ = ["CatalogQueries", "SortKey"]

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


class CatalogQueries:
    """The query methods of `podcat.Catalog`."""

    __slots__ = ()

    if TYPE_CHECKING:
        episodes: tuple[Episode, ...]

    def _with(self, episodes: Iterable[Episode]) -> Self:
        return attrs.evolve(self, episodes=tuple(episodes))  # type: ignore[misc]

    def filter(self, predicate: Callable[[Episode], bool]) -> Self:
        """Keep the episodes for which ``predicate`` is true, in order."""
        return self._with(episode for episode in self.episodes if predicate(episode))

    def search(self, text: str) -> Self:
        """Keep episodes whose title, description or tags contain every word of ``text`` (any case)."""
        words = text.casefold().split()
        return self.filter(lambda episode: all(word in _haystack(episode) for word in words))

    def between(self, start: date | str | None = None, end: date | str | None = None) -> Self:
        """Keep dated episodes published from ``start`` to ``end``, both inclusive and optional.

        Bounds are dates or date strings (``2024-01-01``, ``Jan 1, 2024``, ...); undated episodes are left out.
        """
        low = date.min if start is None else _as_date(start)
        high = date.max if end is None else _as_date(end)
        return self.filter(lambda e: e.published is not None and low <= e.published <= high)

    def duration_between(
        self, shortest: timedelta | str | None = None, longest: timedelta | str | None = None
    ) -> Self:
        """Keep episodes lasting from ``shortest`` to ``longest``, both inclusive and optional.

        Bounds are timedeltas or anything `podcat.parse_duration` reads; episodes of unknown length are left out.
        """
        low = timedelta(0) if shortest is None else _as_duration(shortest)
        high = timedelta.max if longest is None else _as_duration(longest)
        return self.filter(lambda e: e.duration is not None and low <= e.duration <= high)

    def longer_than(self, duration: timedelta | str) -> Self:
        """Keep episodes strictly longer than ``duration``; those of unknown length are left out."""
        limit = _as_duration(duration)
        return self.filter(lambda e: e.duration is not None and e.duration > limit)

    def shorter_than(self, duration: timedelta | str) -> Self:
        """Keep episodes strictly shorter than ``duration``; those of unknown length are left out."""
        limit = _as_duration(duration)
        return self.filter(lambda e: e.duration is not None and e.duration < limit)

    def tagged(self, tag: str) -> Self:
        """Keep episodes carrying ``tag`` (compared without case)."""
        wanted = tag.casefold()
        return self.filter(lambda e: any(t.casefold() == wanted for t in e.tags))

    def sorted(self, by: SortKey = "date", *, reverse: bool = False) -> Self:
        """Sort by ``date``, ``duration`` or ``title`` (stable); entries missing the key come last."""
        if by not in _SORT_FIELDS:
            raise ValueError(f"cannot sort by {by!r}; choose one of {', '.join(_SORT_FIELDS)}")
        key = _SORT_FIELDS[by]
        present = [episode for episode in self.episodes if key(episode) is not None]
        missing = [episode for episode in self.episodes if key(episode) is None]
        return self._with([*sorted(present, key=key, reverse=reverse), *missing])

    def latest(self, n: int) -> Self:
        """The ``n`` newest episodes, newest first (undated ones only fill up after every dated one)."""
        newest = self.sorted("date", reverse=True)
        return newest._with(newest.episodes[: max(n, 0)])

    def group_by_year(self) -> dict[int, Self]:
        """Dated episodes grouped by year, years ascending, each group in catalog order."""
        return {year: self._with(group) for (year,), group in self._groups(lambda d: (d.year,)).items()}

    def group_by_month(self) -> dict[tuple[int, int], Self]:
        """Dated episodes grouped by ``(year, month)``, ascending, each group in catalog order."""
        return {(y, m): self._with(group) for (y, m), group in self._groups(lambda d: (d.year, d.month)).items()}

    def _groups(self, key: Callable[[date], tuple[int, ...]]) -> dict[tuple[int, ...], list[Episode]]:
        groups: dict[tuple[int, ...], list[Episode]] = {}
        for episode in self.episodes:
            if episode.published is not None:
                groups.setdefault(key(episode.published), []).append(episode)
        return dict(sorted(groups.items()))
