"""examples/dask_catalog.py on a real local Dask cluster over a few hundred generated listings and the real feeds;
its Parquet and its three answers checked against the files read with the standard library."""

from __future__ import annotations

import importlib.util
import itertools
import statistics
import subprocess
import sys
from collections import Counter
from datetime import date, timedelta
from pathlib import Path
from types import ModuleType

import duckdb

from benchmarks.make_listing import make_listing
from tests.conftest import FEEDS, REPO
from tests.independent import entries

EXAMPLE = REPO / "examples" / "dask_catalog.py"
GENERATED = 300


def _example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("dask_catalog", EXAMPLE)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _slowing_feed() -> str:
    """An RSS feed of 30 episodes: 20 a week apart, then 10 a month (30 days) apart."""
    days = [date(2020, 1, 6) + timedelta(weeks=week) for week in range(20)]
    days += [days[-1] + timedelta(days=30 * month) for month in range(1, 11)]
    items = "".join(f"<item><title>Part {n}</title><pubDate>{day:%a, %d %b %Y} 09:00:00 +0000</pubDate>"
                    f"<itunes:duration>{600 + n}</itunes:duration></item>" for n, day in enumerate(days))
    return ('<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">'
            f"<channel><title>Slowing down</title>{items}</channel></rss>")


def _slowed(days: list[date], recent: int, slower: int, min_gaps: int) -> bool:
    """The example's rule, worked with the standard library: the median of the last ``recent`` gaps between
    distinct days over ``slower`` times the median of the gaps before them."""
    unique = sorted(set(days))
    gaps = [(later - earlier).days for earlier, later in itertools.pairwise(unique)]
    if len(gaps) < min_gaps:
        return False
    return statistics.median(gaps[-recent:]) > slower * statistics.median(gaps[:-recent])


def test_dask_example_on_a_local_cluster(tmp_path: Path) -> None:
    listings = tmp_path / "listings"
    listings.mkdir()
    for number in range(GENERATED):
        (listings / f"show-{number:03d}.txt").write_text(make_listing(5 + number % 40, seed=number), encoding="utf-8")
    (listings / "slowing.xml").write_text(_slowing_feed(), encoding="utf-8")
    out = tmp_path / "parquet"
    command = [sys.executable, str(EXAMPLE), str(listings), str(FEEDS), "-o", str(out), "--workers", "2",
               "--partitions", "8"]
    done = subprocess.run(command, capture_output=True, text=True, cwd=REPO, check=False, timeout=300)
    assert done.returncode == 0, done.stderr

    sources = sorted(listings.iterdir()) + sorted(FEEDS.glob("*.xml"))
    read = {str(path): entries(path) for path in sources}
    total = sum(map(len, read.values()))
    summary = f"{len(sources)} files, {total} episodes (0 files gave nothing) written to {out}"
    assert done.stdout.splitlines()[0] == summary
    assert len(list(out.glob("part-*.parquet"))) > 1  # one a task: dask.bag splits the files about 8 ways
    per_file = duckdb.sql(f"SELECT source_path, count(*) FROM '{out}/*.parquet' GROUP BY source_path").fetchall()
    assert dict(per_file) == {path: len(found) for path, found in read.items()}

    example = _example()
    answers = example.ask(str(out))
    years = Counter(day.year for found in read.values() for day, _ in found if day)
    assert answers["per_year"] == sorted(years.items())
    longest = sorted((seconds for found in read.values() for _, seconds in found if seconds), reverse=True)[:5]
    assert [seconds for _, _, seconds in answers["longest"]] == longest
    slowed = {path for path, found in read.items()
              if _slowed([day for day, _ in found if day], example.RECENT, example.SLOWER, example.MIN_GAPS)}
    assert {path for path, *_ in answers["slowed"]} == slowed
    assert str(listings / "slowing.xml") in slowed  # the rule finds the show made to slow down
