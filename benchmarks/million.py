"""A million episodes through JSON Lines and Parquet: time and peak memory at N/100, N/10 and N.

    python benchmarks/million.py [--count 1000000]

JSON Lines: episodes come lazily from a generator (never a list), `podcat.dump_jsonl` writes them to a temporary
file and `podcat.iter_jsonl` reads them back one at a time, checking the count and the total duration. Flat peaks
mean memory does not grow with N.

Parquet: the episodes are one in-memory `Catalog` (as `podcat.load` gives it; its own size is shown), which
`podcat.write_table` writes in row groups; DuckDB reads the file back, checking the count and the total duration.
The peak is what the write holds beyond the catalog: Python objects (tracemalloc) plus Arrow's buffers (its memory
pool's peak). Times are taken without tracing; peaks in a second, traced pass.
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

# This checkout's podcat, whichever is installed, and the scripts beside this one.
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import duckdb
import pyarrow as pa
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


def write_parquet(catalog: podcat.Catalog, path: Path) -> None:
    """Write ``catalog`` to ``path`` as Parquet."""
    with path.open("wb") as stream:
        podcat.write_table(catalog, stream, format="parquet")


def read_parquet(path: Path) -> tuple[int, timedelta]:
    """The count and total duration of the episodes in the Parquet file, as DuckDB reads them."""
    count, seconds = duckdb.sql(f"SELECT count(*), sum(duration_seconds) FROM '{path}'").fetchall()[0]
    return count, timedelta(seconds=seconds or 0)


def _arrow_and_python_peak(run: Callable[[], object]) -> tuple[int, int]:
    """Peak bytes of ``run``: Python objects (tracemalloc) and Arrow buffers (a memory pool of its own)."""
    default, pool = pa.default_memory_pool(), pa.proxy_memory_pool(pa.default_memory_pool())
    pa.set_memory_pool(pool)
    try:
        return _peak(run), pool.max_memory()
    finally:
        pa.set_memory_pool(default)


def _parquet_row(size: int, path: Path) -> tuple[str, bool]:
    """One row of the Parquet table at ``size`` episodes, and whether DuckDB read back what was written."""
    catalog_peak = _peak(partial(_catalog, size))  # the catalog's own size: it is built, then dropped
    catalog = _catalog(size)
    written = sum((episode.duration or timedelta() for episode in catalog), timedelta())
    _, write_seconds = _timed(partial(write_parquet, catalog, path))
    (read_count, read_total), read_seconds = _timed(partial(read_parquet, path))
    python_peak, arrow_peak = _arrow_and_python_peak(partial(write_parquet, catalog, path))
    same = read_count == size and read_total == written
    return (f"{size:>10,}{catalog_peak / size:>10.0f}{path.stat().st_size / 1e6:>9.1f}"
            f"{write_seconds:>9.2f}{write_seconds / size * 1e6:>8.2f}{python_peak / 2**20:>10.1f}"
            f"{arrow_peak / 2**20:>10.1f}{read_seconds:>9.2f}"
            f"  {'same count and total duration' if same else 'DIFFERS'}"), same


def _catalog(size: int) -> podcat.Catalog:
    return podcat.Catalog(podcat.Show("Synthetic"), episodes(size))


def main(argv: list[str] | None = None) -> int:
    """Run the JSON Lines and Parquet round trips at three sizes, one table each; return 0 (1 if one differs)."""
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
        print()
        print(f"{'N':>10}{'cat B/ep':>10}{'file MB':>9}{'write s':>9}{'µs/ep':>8}{'py MiB':>10}{'arrow MiB':>10}"
              f"{'read s':>9}  round trip (Parquet: write_table, read by DuckDB)")
        path = Path(folder) / "episodes.parquet"
        for size in sizes:
            row, same = _parquet_row(size, path)
            status = status if same else 1
            print(row)
    print(f"machine: {platform.platform()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} CPUs")
    return status


if __name__ == "__main__":
    sys.exit(main())
