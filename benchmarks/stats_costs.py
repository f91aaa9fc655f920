"""Where `Catalog.stats()` spends its time: each C-level pass its figures need, timed alone, beside the loop.

    python benchmarks/stats_costs.py [--sizes 1000 10000 100000]

Each row is one pass that `podcat.stats.compute_stats` makes over the episodes (or over what an earlier pass
gave), timed on its own; the last rows are their sum, `stats()` itself and the summing loop that run.py compares
it with. The sum of the passes is a floor for any implementation that computes the same figures in C-level passes.
"""

from __future__ import annotations

import argparse
import itertools
import operator
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from functools import partial
from operator import attrgetter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_listing import make_listing
from run import Timer

import podcat

_LOOP = "sum of durations, one loop"


def passes(catalog: podcat.Catalog) -> dict[str, Callable[[], object]]:
    """The passes behind the figures, each given the output of the passes before it."""
    episodes = catalog.episodes
    durations = list(map(attrgetter("duration"), episodes))
    distinct = Counter(durations)
    distinct.pop(None, None)
    published = list(map(attrgetter("published"), episodes))
    days = sorted(map(date.toordinal, filter(None, published)))
    gaps = list(map(operator.sub, days[1:], days[:-1]))
    return {
        "durations read": lambda: list(map(attrgetter("duration"), episodes)),
        "durations tallied (median, p90)": partial(Counter, durations),
        "distinct durations sorted": partial(sorted, distinct),
        "total": lambda: sum(filter(None, durations), timedelta()),
        "dates read": lambda: list(map(attrgetter("published"), episodes)),
        "day numbers sorted (periods)": lambda: sorted(map(date.toordinal, filter(None, published))),
        "gaps": lambda: list(map(operator.sub, days[1:], days[:-1])),
        "gaps tallied, widest": lambda: (Counter(gaps), max(gaps)),
        "tags tallied": lambda: Counter(itertools.chain.from_iterable(filter(None, map(attrgetter("tags"), episodes)))),
    }


def measure(catalog: podcat.Catalog, timer: Timer) -> dict[str, float]:
    """Seconds of each pass, their sum, stats() and the summing loop, for one catalog."""
    rows = {label: timer.pair(run, _nothing)[0] for label, run in passes(catalog).items()}
    rows["sum of the passes"] = sum(rows.values())
    stats, loop = timer.pair(catalog.stats, lambda: sum((e.duration for e in catalog if e.duration), timedelta()))
    return {**rows, "Catalog.stats()": stats, _LOOP: loop}


def _nothing() -> None:
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Print each pass's time per episode and divided by the summing loop's."""
    options = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    options.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000], help="episode counts")
    options.add_argument("--budget", type=float, default=0.5, help="seconds to spend per measurement")
    arguments = options.parse_args(argv)
    timer = Timer(arguments.budget)
    columns = []
    for size in arguments.sizes:
        seconds = measure(podcat.parse(make_listing(size)), timer)
        columns.append({label: (value / size * 1e6, value / seconds[_LOOP]) for label, value in seconds.items()})
    heads = "".join(f"{f'µs/ep {size:,}':>16}{'÷ loop':>8}" for size in arguments.sizes)
    print(f"{'pass':<34}{heads}")
    for label in columns[0]:
        cells = "".join(f"{column[label][0]:>16.4f}{column[label][1]:>8.2f}" for column in columns)
        print(f"{label:<34}{cells}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
