"""Catalog statistics, and a check of the show's claims against what is listed."""

from __future__ import annotations

import bisect
import itertools
import math
from collections import Counter
from collections.abc import Callable, Mapping
from datetime import date, timedelta
from operator import attrgetter
from typing import TYPE_CHECKING, TypeVar

import attrs

if TYPE_CHECKING:
    from podcat._models import Catalog, Episode

__all__ = ["CatalogStats", "ClaimsCheck", "compute_stats"]

# Cadence words by the median gap in days between episodes: the first bound the gap stays under.
_CADENCES = ((2, "daily"), (10, "weekly"), (20, "biweekly"), (45, "monthly"))
_TOP_TAGS = 10
_V = TypeVar("_V", timedelta, int)
_M = TypeVar("_M", timedelta, float)
_P = TypeVar("_P", int, tuple[int, int])
_DURATION = attrgetter("duration")


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
    nearest-rank 90th percentile. ``by_year`` and ``by_month`` count episodes in every year and month from the
    first date to the last, zero where none was published, in order. Gaps are in days between consecutive dated
    episodes.
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


def _median(values: list[_V], midpoint: Callable[[_V, _V], _M]) -> _V | _M:
    """The median of sorted ``values`` (not empty): the middle one, or the midpoint of the middle two."""
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else midpoint(values[middle - 1], values[middle])


def compute_stats(catalog: Catalog) -> CatalogStats:
    """Compute `CatalogStats` for ``catalog``."""
    episodes = catalog.episodes
    timed = [episode for episode in episodes if episode.duration is not None]
    durations = sorted(episode.duration for episode in timed if episode.duration is not None)
    total = sum(durations, timedelta())
    mean = total / len(durations) if durations else None

    first_on: dict[date, Episode] = {}  # the first episode (in catalog order) of each day
    for episode in episodes:
        if episode.published is not None:
            first_on.setdefault(episode.published, episode)
    days = sorted(episode.published for episode in episodes if episode.published is not None)
    gaps = [(later - earlier).days for earlier, later in itertools.pairwise(days)]
    widest = max(gaps, default=None)
    gap_at = gaps.index(widest) if widest is not None else None
    median_gap = float(_median(sorted(gaps), _mean_gap)) if gaps else None
    tags = Counter(tag for episode in episodes for tag in episode.tags)

    first = days[0] if days else None
    last = days[-1] if days else None
    ordinals = [day.toordinal() for day in days]
    return CatalogStats(
        count=len(episodes),
        dated_count=len(days),
        timed_count=len(durations),
        total=total,
        mean=mean,
        median=_median(durations, _mean_duration) if durations else None,
        p90=durations[math.ceil(0.9 * len(durations)) - 1] if durations else None,
        shortest=min(timed, key=_DURATION) if timed else None,
        longest=max(timed, key=_DURATION) if timed else None,
        first_published=first,
        last_published=last,
        by_year=_by_period(ordinals, _years(first, last)),
        by_month=_by_period(ordinals, _months(first, last)),
        median_gap_days=median_gap,
        longest_gap_days=widest,
        longest_gap=None if gap_at is None else (first_on[days[gap_at]], first_on[days[gap_at + 1]]),
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
    """Episodes per period, every period given (zero where none was published), counted by bisecting the sorted
    day numbers once at each period's start."""
    bounds = [*(bisect.bisect_left(days, start) for _, start in periods), len(days)]
    spans = itertools.pairwise(bounds)
    return {key: high - low for (key, _), (low, high) in zip(periods, spans, strict=True)}


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
