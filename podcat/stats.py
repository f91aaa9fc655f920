"""Catalog statistics, and a check of the show's claims against what is listed."""

from __future__ import annotations

import itertools
import math
import statistics
from collections import Counter
from collections.abc import Iterable, Mapping
from datetime import date, timedelta
from operator import itemgetter
from typing import TYPE_CHECKING, TypeVar

import attrs

if TYPE_CHECKING:
    from podcat.models import Catalog, Episode

__all__ = ["CatalogStats", "ClaimsCheck", "compute_stats"]

# Cadence words by the median gap in days between episodes: the first bound the gap stays under.
_CADENCES = ((2, "daily"), (10, "weekly"), (20, "biweekly"), (45, "monthly"))
_TOP_TAGS = 10
_K = TypeVar("_K", int, tuple[int, int])


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


def _median(ordered: list[timedelta]) -> timedelta:
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


def _tally(keys: Iterable[_K]) -> dict[_K, int]:
    """Count keys, in ascending key order."""
    return dict(sorted(Counter(keys).items()))


def _cadence(median_gap: float) -> str:
    return next((word for bound, word in _CADENCES if median_gap < bound), "infrequent")


def compute_stats(catalog: Catalog) -> CatalogStats:
    """Compute `CatalogStats` for ``catalog`` in one pass plus two sorts."""
    timed = [(episode.duration, episode) for episode in catalog.episodes if episode.duration is not None]
    by_date = sorted(
        ((episode.published, episode) for episode in catalog.episodes if episode.published is not None),
        key=itemgetter(0),
    )
    durations = sorted(duration for duration, _ in timed)
    total = sum(durations, timedelta())
    mean = total / len(durations) if durations else None

    days = [published.toordinal() for published, _ in by_date]
    gaps = [later - earlier for earlier, later in itertools.pairwise(days)]
    widest = max(range(len(gaps)), key=gaps.__getitem__) if gaps else None
    median_gap = float(statistics.median(gaps)) if gaps else None
    tags = Counter(tag for episode in catalog.episodes for tag in episode.tags)

    return CatalogStats(
        count=len(catalog.episodes),
        dated_count=len(by_date),
        timed_count=len(timed),
        total=total,
        mean=mean,
        median=_median(durations) if durations else None,
        p90=durations[math.ceil(0.9 * len(durations)) - 1] if durations else None,
        shortest=min(timed, key=itemgetter(0))[1] if timed else None,
        longest=max(timed, key=itemgetter(0))[1] if timed else None,
        first_published=by_date[0][0] if by_date else None,
        last_published=by_date[-1][0] if by_date else None,
        by_year=_tally(published.year for published, _ in by_date),
        by_month=_tally((published.year, published.month) for published, _ in by_date),
        median_gap_days=median_gap,
        longest_gap_days=None if widest is None else gaps[widest],
        longest_gap=None if widest is None else (by_date[widest][1], by_date[widest + 1][1]),
        cadence=None if median_gap is None else _cadence(median_gap),
        top_tags=tuple(tags.most_common(_TOP_TAGS)),
        claims=_check_claims(catalog, mean, by_date[-1][0] if by_date else None),
    )


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
