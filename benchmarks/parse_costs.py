"""Where parse's time goes beyond the floor, and what the fields parse leaves to the first read cost then.

    python benchmarks/parse_costs.py [--sizes 1000 100000]

An episode's guid (a UUIDv5 of show title, title and date), its links (found in the description) and its
source (a `podcat.SourceRef`) are completed when first read (see `podcat.models.Deferred`). Each row below
parses, then reads one of them (or all three) from every episode: the difference from the first row is what
that field costs, paid by whoever reads it. Timings are the best of 3 or more alternating runs, as in run.py.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_listing import make_listing
from run import DEFERRED, Timer, floor_parse, parse_and_read

import podcat

_READS = {
    "then every guid read": ["guid"],
    "then every links read": ["links"],
    "then every source read": ["source"],
    "then all three read": list(DEFERRED),
}


def measure(text: str, timer: Timer) -> dict[str, float]:
    """Seconds of each row for one listing: parse, parse and reads, the floor."""
    parse, floor = timer.pair(partial(podcat.parse, text), partial(floor_parse, text))
    seconds = {"podcat.parse": parse}
    for label, names in _READS.items():
        seconds[f"  {label}"] = timer.pair(partial(parse_and_read, text, names), _nothing)[0]
    seconds["floor: one regex + attrs object"] = floor
    return seconds


def _nothing() -> None:
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Print parse's time per episode, alone and with each deferred field read, beside the floor's."""
    options = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    options.add_argument("--sizes", type=int, nargs="+", default=[1_000, 100_000], help="episode counts")
    options.add_argument("--budget", type=float, default=1.0, help="seconds to spend per measurement")
    arguments = options.parse_args(argv)
    timer = Timer(arguments.budget)
    columns = [
        {label: value / size for label, value in measure(make_listing(size), timer).items()}
        for size in arguments.sizes
    ]
    print(f"{'µs per episode':<32}" + "".join(f"{size:>12,}" for size in arguments.sizes))
    for label in columns[0]:
        print(f"{label:<32}" + "".join(f"{column[label] * 1e6:>12.2f}" for column in columns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
