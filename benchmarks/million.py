"""A million episodes through JSON Lines, streamed both ways: time and peak memory at N/100, N/10 and N.

    python benchmarks/million.py [--count 1000000]

Episodes come lazily from a generator (never a list), `podcat.dump_jsonl` writes them to a temporary file and
`podcat.iter_jsonl` reads them back one at a time, checking the count and the total duration. Times are taken
without tracing; the peak memory (tracemalloc) in a second, traced pass. Flat peaks mean memory does not grow
with N.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Iterator
from datetime import date, timedelta
from functools import partial
from pathlib import Path
from random import Random
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_listing import TAGS, _seed_parts

import podcat

_T = TypeVar("_T")


def episodes(count: int, seed: int = 2024) -> Iterator[podcat.Episode]:
    """``count`` synthetic episodes, newest first, made one at a time (the same arguments give the same ones)."""
    rng = Random(seed)
    titles, sentences = _seed_parts()
    last = date(2026, 6, 30)
    for number in range(count):
        seconds = rng.randrange(3600, 3 * 3600) if rng.random() < 0.3 else rng.randrange(120, 3600)
        description = " ".join(rng.choice(sentences) for _ in range(rng.randrange(1, 5)))
        links: tuple[str, ...] = ()
        if rng.random() < 0.2:
            links = (f"https://example.org/notes/{number}",)
            description += " See " + links[0]
        yield podcat.Episode(
            title=f"{rng.choice(titles)} (part {number})",
            published=last - timedelta(days=number * 4000 // max(count, 1)),
            duration=timedelta(seconds=seconds),
            description=description,
            tags=tuple(rng.sample(TAGS, rng.randrange(1, 4))) if rng.random() < 0.08 else (),
            links=links,
            guid=f"synthetic-{number}",
        )


def _summed(source: Iterator[podcat.Episode], total: list[timedelta]) -> Iterator[podcat.Episode]:
    for episode in source:
        total[0] += episode.duration or timedelta()
        yield episode


def export(count: int, path: Path) -> timedelta:
    """Stream ``count`` generated episodes to ``path``; return their total duration."""
    total = [timedelta()]
    with path.open("w", encoding="utf-8") as stream:
        written = podcat.dump_jsonl(_summed(episodes(count), total), stream)
    if written != count:
        raise SystemExit(f"dump_jsonl wrote {written} of {count} episodes")
    return total[0]


def import_(path: Path) -> tuple[int, timedelta]:
    """Stream the episodes back, keeping none: their count and total duration."""
    count, total = 0, timedelta()
    with path.open(encoding="utf-8") as stream:
        for episode in podcat.iter_jsonl(stream):
            count += 1
            total += episode.duration or timedelta()
    return count, total


def _timed(run: Callable[[], _T]) -> tuple[_T, float]:
    gc.collect()
    start = time.perf_counter()
    result = run()
    return result, time.perf_counter() - start


def _peak(run: Callable[[], object]) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        run()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def main(argv: list[str] | None = None) -> int:
    """Run the export and import at three sizes and print one table; return 0 (1 if a round trip differs)."""
    options = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    options.add_argument("--count", type=int, default=1_000_000, help="the largest N (default 1,000,000)")
    count = options.parse_args(argv).count
    sizes = sorted({max(count // 100, 1), max(count // 10, 1), count})
    print(f"{'N':>10}{'file MB':>9}{'export s':>10}{'µs/ep':>8}{'peak KiB':>10}"
          f"{'import s':>10}{'µs/ep':>8}{'peak KiB':>10}  round trip")
    status = 0
    with tempfile.TemporaryDirectory(prefix="podcat-million-") as folder:
        path = Path(folder) / "episodes.jsonl"
        for size in sizes:
            written_total, export_seconds = _timed(partial(export, size, path))
            (read_count, read_total), import_seconds = _timed(partial(import_, path))
            export_peak = _peak(partial(export, size, path))
            import_peak = _peak(partial(import_, path))
            same = read_count == size and read_total == written_total
            if not same:
                status = 1
            print(f"{size:>10,}{path.stat().st_size / 1e6:>9.1f}"
                  f"{export_seconds:>10.2f}{export_seconds / size * 1e6:>8.2f}{export_peak / 1024:>10.1f}"
                  f"{import_seconds:>10.2f}{import_seconds / size * 1e6:>8.2f}{import_peak / 1024:>10.1f}"
                  f"  {'same count and total duration' if same else 'DIFFERS'}")
    print(f"machine: {platform.platform()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} CPUs")
    return status


if __name__ == "__main__":
    sys.exit(main())
