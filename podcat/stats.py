"""Catalog statistics, and a check of the show's claims against what is listed."""

from __future__ import annotations

import bisect
import itertools
import math
import operator
from collections import Counter
from collections.abc import Callable, Mapping
from datetime import date, timedelta
from operator import attrgetter
from typing import TYPE_CHECKING, Generic, TypeVar, cast

import attrs

if TYPE_CHECKING:
    from podcat.models import Catalog, Episode

__all__ = ["CatalogStats", "ClaimsCheck", "compute_stats"]

# Cadence words by the median gap in days between episodes: the first bound the gap stays under.
_CADENCES = ((2, "daily"), (10, "weekly"), (20, "biweekly"), (45, "monthly"))
_TOP_TAGS = 10
_V = TypeVar("_V", timedelta, int)
_P = TypeVar("_P", int, tuple[int, int])
_DURATION = attrgetter("duration")
_PUBLISHED = attrgetter("published")
_TAGS = attrgetter("tags")


@attrs.frozen
class ClaimsCheck:
    """The show header's claims beside what the listing holds (None where the header claims nothing)."""

    claimed_count: int | None
    listed_count: int
    claimed_average: timedelta | None
    computed_average: timedelta | None
    claimed_latest: date | None
    listed_latest: date | None


@attrs.frozen
class CatalogStats:
    """Counts, duration figures, dates and gaps of a catalog.

    Duration figures cover the episodes with a known duration (``timed_count``), date figures the dated
    ones (``dated_count``); each is None when there is nothing to compute it from. ``p90`` is the
    nearest-rank 90th percentile. Gaps are in days between consecutive dated episodes.
    """

    count: int
    dated_count: int
    timed_count: int
    total: timedelta
    mean: timedelta | None
    median: timedelta | None
    p90: timedelta | None
    shortest: Episode | None
    longest: Episode | None
    first_published: date | None
    last_published: date | None
    by_year: Mapping[int, int]
    by_month: Mapping[tuple[int, int], int]
    median_gap_days: float | None
    longest_gap_days: int | None
    longest_gap: tuple[Episode, Episode] | None
    cadence: str | None
    top_tags: tuple[tuple[str, int], ...]
    claims: ClaimsCheck | None


def _cadence(median_gap: float) -> str:
    return next((word for bound, word in _CADENCES if median_gap < bound), "infrequent")


class _Ranked(Generic[_V]):
    """Distinct values ascending, with the running count of values up to and including each."""

    def __init__(self, counts: Counter[_V]) -> None:
        self.values: list[_V] = sorted(counts)
        self.running = list(itertools.accumulate(map(counts.__getitem__, self.values)))

    def __bool__(self) -> bool:
        return bool(self.values)

    def at(self, rank: int) -> _V:
        """The ``rank``-th smallest value (0-based), counting repeats."""
        return self.values[bisect.bisect_right(self.running, rank)]


def _median_of(ranked: _Ranked[_V], count: int, midpoint: Callable[[_V, _V], _V]) -> _V:
    middle = count // 2
    if count % 2:
        return ranked.at(middle)
    return midpoint(ranked.at(middle - 1), ranked.at(middle))


def compute_stats(catalog: Catalog) -> CatalogStats:
    """Compute `CatalogStats` for ``catalog``.

    Each per-episode pass is a C-level pipeline (attribute getters, `Counter`, `sorted` on integers); the
    order statistics come from tallies of distinct values, which are few (durations repeat, dates cluster).
    """
    episodes = catalog.episodes
    durations = list(map(_DURATION, episodes))
    tally: Counter[timedelta | None] = Counter(durations)
    untimed = tally.pop(None, 0)
    timed_count = len(episodes) - untimed
    timed = cast("Counter[timedelta]", tally)  # None popped: durations only
    ranked = _Ranked(timed)
    total = sum(filter(None, durations), timedelta())  # zero durations add nothing; None is left out
    mean = total / timed_count if timed_count else None

    published = list(map(_PUBLISHED, episodes))
    days = sorted(map(date.toordinal, filter(None, published)))
    gaps = list(map(operator.sub, days[1:], days[:-1]))
    widest = max(gaps, default=None)
    gap_at = gaps.index(widest) if widest is not None else None
    gap_ranked = _Ranked(Counter(gaps))
    median_gap = float(_median_of(gap_ranked, len(gaps), _mean_gap)) if gaps else None
    tags = Counter(itertools.chain.from_iterable(filter(None, map(_TAGS, episodes))))  # most have no tags

    def episode_on(ordinal: int) -> Episode:
        return episodes[published.index(date.fromordinal(ordinal))]

    first = date.fromordinal(days[0]) if days else None
    last = date.fromordinal(days[-1]) if days else None
    return CatalogStats(
        count=len(episodes),
        dated_count=len(days),
        timed_count=timed_count,
        total=total,
        mean=mean,
        median=_median_of(ranked, timed_count, _mean_duration) if ranked else None,
        p90=ranked.at(math.ceil(0.9 * timed_count) - 1) if ranked else None,
        shortest=episodes[durations.index(ranked.values[0])] if ranked else None,
        longest=episodes[durations.index(ranked.values[-1])] if ranked else None,
        first_published=first,
        last_published=last,
        by_year=_by_period(days, _years(first, last)),
        by_month=_by_period(days, _months(first, last)),
        median_gap_days=median_gap,
        longest_gap_days=widest,
        longest_gap=None if gap_at is None else (episode_on(days[gap_at]), episode_on(days[gap_at + 1])),
        cadence=None if median_gap is None else _cadence(median_gap),
        top_tags=tuple(tags.most_common(_TOP_TAGS)),
        claims=_check_claims(catalog, mean, last),
    )


def _mean_duration(low: timedelta, high: timedelta) -> timedelta:
    return (low + high) / 2


def _mean_gap(low: int, high: int) -> float:
    return (low + high) / 2


def _years(first: date | None, last: date | None) -> list[tuple[int, int]]:
    """Each year from ``first`` to ``last`` with the day number of its first day."""
    if first is None or last is None:
        return []
    return [(year, date(year, 1, 1).toordinal()) for year in range(first.year, last.year + 1)]


def _months(first: date | None, last: date | None) -> list[tuple[tuple[int, int], int]]:
    """Each month from ``first``'s to ``last``'s with the day number of its first day."""
    if first is None or last is None:
        return []
    return [
        ((year, month), date(year, month, 1).toordinal())
        for year in range(first.year, last.year + 1)
        for month in range(first.month if year == first.year else 1, (last.month if year == last.year else 12) + 1)
    ]


def _by_period(days: list[int], periods: list[tuple[_P, int]]) -> dict[_P, int]:
    """Episodes per period (periods with none left out), counted by bisecting the sorted day numbers once at each
    period's start."""
    bounds = [*(bisect.bisect_left(days, start) for _, start in periods), len(days)]
    spans = itertools.pairwise(bounds)
    return {key: high - low for (key, _), (low, high) in zip(periods, spans, strict=True) if high > low}


def _check_claims(catalog: Catalog, mean: timedelta | None, latest: date | None) -> ClaimsCheck | None:
    if catalog.show is None:
        return None
    claims = catalog.show.claims
    return ClaimsCheck(
        claimed_count=claims.episode_count,
        listed_count=len(catalog.episodes),
        claimed_average=claims.average_duration,
        computed_average=mean,
        claimed_latest=claims.latest_episode,
        listed_latest=latest,
    )
