"""A catalog's statistics as one picture (matplotlib, drawn with Agg; no pyplot, no global backend)."""

from __future__ import annotations

import os
from datetime import date, timedelta
from typing import TYPE_CHECKING

from podcat._extras import needs_extra
from podcat._models import Catalog
from podcat._normalize import format_duration

if TYPE_CHECKING:
    from matplotlib.axes import Axes

__all__ = ["plot_stats"]

_FORMATS = ("png", "svg")
_LISTED, _CLAIMED = "tab:blue", "tab:orange"


def _minutes(duration: timedelta) -> float:
    return duration.total_seconds() / 60


def _clock(duration: timedelta | None) -> str:
    return "-" if duration is None else format_duration(duration).split(".")[0]


def plot_stats(catalog: Catalog, path: str | os.PathLike[str], /, *, title: str | None = None) -> None:
    """Draw ``catalog``'s statistics to ``path`` (``.png`` or ``.svg``): episodes per month, each episode's
    duration over time, and the show header's claims beside what is listed. ``title`` defaults to the show's.

    Raises ValueError for another file type, `MissingExtraError` without matplotlib (``pip install
    'podcat[plot]'``) and OSError when the file cannot be written.
    """
    name = os.fspath(path)
    kind = os.path.splitext(name)[1].lower().lstrip(".")
    if kind not in _FORMATS:
        raise ValueError(f"cannot draw a {kind or 'suffix-less'} file: name a .png or .svg file")
    with needs_extra("plot", "matplotlib", "Charts"):
        import matplotlib
        import numpy as np
        from matplotlib.figure import Figure
        from matplotlib.ticker import MaxNLocator

    stats = catalog.stats()
    heading = title or (catalog.show.title if catalog.show else f"{len(catalog)} episodes")
    figure = Figure(figsize=(11, 7), layout="constrained")
    grid = figure.add_gridspec(2, 2, width_ratios=(4, 1))
    months, durations = figure.add_subplot(grid[0, 0]), figure.add_subplot(grid[1, 0])
    durations.sharex(months)
    counts, averages = figure.add_subplot(grid[0, 1]), figure.add_subplot(grid[1, 1])
    figure.suptitle(heading, fontsize="x-large", fontweight="bold")

    days = np.array([date(year, month, 1) for year, month in stats.by_month], dtype="datetime64[D]")
    months.bar(days, list(stats.by_month.values()), width=27, align="edge", color=_LISTED)
    months.set(title="Episodes per month", ylabel="episodes")
    months.yaxis.set_major_locator(MaxNLocator(integer=True))
    timed = [e for e in catalog if e.published and e.duration is not None]
    durations.scatter(np.array([e.published for e in timed], dtype="datetime64[D]"),
                      [_minutes(e.duration) for e in timed if e.duration is not None], s=14, color=_LISTED,
                      label="an episode")
    if stats.mean is not None:
        durations.axhline(_minutes(stats.mean), color=_LISTED, linewidth=1, label=f"mean {_clock(stats.mean)}")
    claims = stats.claims
    if claims is not None and claims.claimed_average is not None:
        durations.axhline(_minutes(claims.claimed_average), color=_CLAIMED, linestyle="--", linewidth=1.5,
                          label=f"claimed average {_clock(claims.claimed_average)}")
    durations.set(title="Duration of each episode", xlabel="published", ylabel="duration (minutes)")
    if timed:
        durations.legend(loc="upper left", fontsize="small")
    months.tick_params(labelbottom=False)  # the axis below, shared, shows the dates
    for axes, message in ((months, "no dated episodes"), (durations, "no dated episodes with a duration")):
        if not (len(days) if axes is months else timed):
            axes.text(0.5, 0.5, message, transform=axes.transAxes, ha="center", va="center", color="gray")

    claimed_count = None if claims is None else claims.claimed_count
    _claimed_beside_listed(counts, "Episodes", claimed_count, stats.count, "{:g}")
    listed_average = None if stats.mean is None else _minutes(stats.mean)
    claimed_average = None if claims is None or claims.claimed_average is None else _minutes(claims.claimed_average)
    _claimed_beside_listed(averages, "Average duration", claimed_average, listed_average, "{:.1f} min")
    with matplotlib.rc_context({"svg.hashsalt": "podcat", "svg.fonttype": "path"}):
        # No creation date or software version in the file: the same catalog gives the same picture.
        metadata = {"Date": None} if kind == "svg" else {"Software": None}
        figure.savefig(name, format=kind, dpi=100, metadata=metadata)


def _claimed_beside_listed(
    axes: Axes, what: str, claimed: float | None, listed: float | None, label: str
) -> None:
    """Two bars, what the header claims and what is listed; a missing value is said ("not claimed", "none")."""
    values = {"claimed": claimed, "listed": listed}
    positions = range(len(values))
    heights = [value or 0 for value in values.values()]
    bars = axes.bar(positions, heights, color=[_CLAIMED, _LISTED], width=0.6)
    missing = {"claimed": "not claimed", "listed": "none"}
    axes.bar_label(bars, [missing[k] if v is None else label.format(v) for k, v in values.items()], padding=2)
    axes.set_xticks(positions, list(values))
    axes.set(title=what)
    axes.margins(y=0.2)
    axes.tick_params(axis="y", labelleft=False, left=False)
