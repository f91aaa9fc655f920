"""Read folders of feeds and listings on a Dask cluster, write partitioned Parquet, and ask DuckDB three questions.

    python examples/dask_catalog.py FOLDER... -o OUT [--scheduler tcp://HOST:8786] [--workers 2] [--partitions N]

Without --scheduler the example starts a local cluster of --workers processes. The files are listed here, split
into partitions with dask.bag, and each partition is one task on a worker: `podcat.load_many` reads its files (each
its own show, in that worker's process) and `podcat.write_table` writes them as OUT/part-NNNNN.parquet. Parsing is
per file and pure, so the work spreads over as many workers as there are. DuckDB then reads OUT/*.parquet to find
the episodes per year over all shows, the longest episodes, and the shows whose cadence slowed. On a real cluster,
FOLDER and OUT must be paths every worker sees (a shared file system). Needs podcat[arrow], dask[distributed] and
duckdb.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

import dask.bag
import duckdb
from dask.base import compute
from dask.delayed import delayed
from dask.distributed import Client, LocalCluster

import podcat

# A show's cadence slowed when the median gap between its last RECENT episodes is more than SLOWER times the median
# gap before them (and it has at least MIN_GAPS gaps, so that both medians mean something).
RECENT, SLOWER, MIN_GAPS = 10, 2, 20


def write_part(files: list[str], index: int, out: str) -> tuple[int, int]:
    """Read ``files`` (a task on a worker) and write them as one Parquet file; return (episodes, files unread)."""
    catalogs = podcat.load_many(files, jobs=1)  # the worker is the unit of parallelism: no processes of its own
    with open(os.path.join(out, f"part-{index:05d}.parquet"), "wb") as stream:
        rows = podcat.write_table(catalogs, stream, format="parquet")
    return rows, sum(1 for catalog in catalogs if catalog.show is None and not catalog.episodes)


def write_parquet(folders: list[str], out: str, *, partitions: int | None = None) -> tuple[int, int, int]:
    """Write every listing and feed under ``folders`` to ``out`` as Parquet, on the current Dask scheduler (a
    `Client` makes itself that); return (files, episodes, files unread)."""
    files = podcat.listing_files(folders)
    Path(out).mkdir(parents=True, exist_ok=True)
    bag = dask.bag.from_sequence(files, npartitions=partitions or min(len(files), 100) or 1)
    tasks = [delayed(write_part)(part, index, out) for index, part in enumerate(bag.to_delayed())]
    done = compute(*tasks)
    return len(files), sum(rows for rows, _ in done), sum(unread for _, unread in done)


def ask(out: str) -> dict[str, list[tuple[Any, ...]]]:
    """The three answers from the Parquet files in ``out``, as rows of DuckDB results."""
    episodes = f"read_parquet('{Path(out) / '*.parquet'}')"
    per_year = f"""
        SELECT year(published) AS year, count(*) AS episodes FROM {episodes}
        WHERE published IS NOT NULL GROUP BY year ORDER BY year"""
    longest = f"""
        SELECT show_title, title, duration_seconds FROM {episodes}
        WHERE duration_seconds IS NOT NULL ORDER BY duration_seconds DESC, title LIMIT 5"""
    slowed = f"""
        WITH days AS (
            SELECT DISTINCT source_path, show_title, published FROM {episodes} WHERE published IS NOT NULL),
        gaps AS (
            SELECT source_path, show_title,
                   published - lag(published) OVER (PARTITION BY source_path ORDER BY published) AS gap,
                   row_number() OVER (PARTITION BY source_path ORDER BY published DESC) AS recency
            FROM days)
        SELECT source_path, show_title,
               median(gap) FILTER (WHERE recency <= {RECENT}) AS recent_gap,
               median(gap) FILTER (WHERE recency > {RECENT}) AS earlier_gap
        FROM gaps WHERE gap IS NOT NULL GROUP BY source_path, show_title
        HAVING count(*) >= {MIN_GAPS} AND recent_gap > {SLOWER} * earlier_gap
        ORDER BY recent_gap / earlier_gap DESC, source_path"""
    with duckdb.connect() as connection:
        return {name: connection.sql(query).fetchall()
                for name, query in (("per_year", per_year), ("longest", longest), ("slowed", slowed))}


def main(argv: list[str] | None = None) -> int:
    """Run the example from the command line; return 0 (1 when no episode was read)."""
    options = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    options.add_argument("folders", nargs="+", metavar="FOLDER", help="folders (or files) of listings and feeds")
    options.add_argument("-o", "--out", required=True, help="the folder for the Parquet files")
    options.add_argument("--scheduler", metavar="ADDRESS", help="a running Dask scheduler (default: a local cluster)")
    options.add_argument("--workers", type=int, default=2, help="local cluster: worker processes (default 2)")
    options.add_argument("--partitions", type=int, help="tasks to split the files into (default: up to 100)")
    arguments = options.parse_args(argv)
    if arguments.scheduler:
        client = Client(arguments.scheduler)
    else:
        client = Client(LocalCluster(n_workers=arguments.workers, threads_per_worker=1, dashboard_address=None))
    with client:
        files, rows, unread = write_parquet(arguments.folders, arguments.out, partitions=arguments.partitions)
    print(f"{files} files, {rows} episodes ({unread} files gave nothing) written to {arguments.out}")
    answers = ask(arguments.out)
    print("episodes per year:", ", ".join(f"{year}: {count}" for year, count in answers["per_year"]))
    print("longest episodes:")
    for show, title, seconds in answers["longest"]:
        print(f"  {seconds // 3600}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}  {title}  ({show})")
    print(f"shows whose cadence slowed (median gap of the last {RECENT} over {SLOWER}x the one before):")
    for path, show, recent, earlier in answers["slowed"]:
        print(f"  {show or path}: every {recent:g} days, was {earlier:g}  ({path})")
    return 0 if rows else 1


if __name__ == "__main__":
    sys.exit(main())

