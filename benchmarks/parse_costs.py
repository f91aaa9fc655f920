"""Where parse's time goes beyond the floor: parse timed with each per-episode extra switched off in turn.

    python benchmarks/parse_costs.py [--sizes 1000 100000]

The extras are the episode's guid (a UUIDv5 of show title, title and date), its links (found in the
description) and its source (a `podcat.SourceRef`); switching them off (stubbed for the timing only, the
catalog is then wrong) shows what each costs per episode, and what is left for reading the layout itself.
Timings are the best of 3 or more alternating runs, as in run.py.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from contextlib import ExitStack
from functools import partial
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_listing import make_listing
from run import Timer, floor_parse

import podcat
from podcat.listing import _directory

_STUBS = {
    "stable_guid": lambda show_title, title, published: "",
    "find_links": lambda text: (),
    "SourceRef": lambda path, line: None,
}
_VARIANTS = {
    "without the guid": ["stable_guid"],
    "without the links": ["find_links"],
    "without the source": ["SourceRef"],
    "without all three": list(_STUBS),
}


def _parse_without(text: str, names: list[str]) -> None:
    with ExitStack() as stack:
        for name in names:
            stack.enter_context(mock.patch.object(_directory, name, _STUBS[name]))
        podcat.parse(text)


def measure(text: str, timer: Timer) -> dict[str, float]:
    """Seconds of each row for one listing: parse, parse with extras switched off, the floor."""
    parse, floor = timer.pair(partial(podcat.parse, text), partial(floor_parse, text))
    seconds = {"podcat.parse": parse}
    for label, names in _VARIANTS.items():
        seconds[f"  {label}"] = timer.pair(partial(_parse_without, text, names), _nothing)[0]
    seconds["floor: one regex + Episode"] = floor
    return seconds


def _nothing() -> None:
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Print parse's time per episode, with each extra switched off, beside the floor's."""
    options = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    options.add_argument("--sizes", type=int, nargs="+", default=[1_000, 100_000], help="episode counts")
    options.add_argument("--budget", type=float, default=1.0, help="seconds to spend per measurement")
    arguments = options.parse_args(argv)
    timer = Timer(arguments.budget)
    columns = [
        {label: value / size for label, value in measure(make_listing(size), timer).items()}
        for size in arguments.sizes
    ]
    print(f"{'µs per episode':<28}" + "".join(f"{size:>12,}" for size in arguments.sizes))
    for label in columns[0]:
        print(f"{label:<28}" + "".join(f"{column[label] * 1e6:>12.2f}" for column in columns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
