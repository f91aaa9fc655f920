"""Parse time of real-sized pages: every listing page of the test data, each read as the first a process reads.

    python benchmarks/pages.py [--pages N]

The benchmark's other scripts time long synthetic pages per episode; a page someone copies holds a few episodes and
its site's menu, and is read once. This one reads each page under ``tests/data/layouts`` (their expected JSON gives
the day each was copied) with Python's pattern cache and podcat's date and length texts emptied before it, as if no
page had been read before (the patterns compiled for one page are paid again), and prints the median, the 90th and
99th percentiles and the slowest time by the layout the page was read in. What a process pays once whatever it reads
(importing dateutil for the first date that needs it, a layout's patterns compiled on their first use) is paid
first, by reading every page once untimed.
"""

from __future__ import annotations

import argparse
import json
import platform
import re
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
PAGES = HERE.parent / "tests" / "data" / "layouts"
sys.path.insert(0, str(HERE))  # the script beside this one, which puts this checkout's podcat first
from layouts import parse_cold  # noqa: E402  # parse as the first page a process reads: no date text kept

import podcat  # noqa: E402


def read_cold(text: str, day: date | None) -> tuple[float, str | None]:
    """Seconds ``podcat.parse`` takes on ``text`` as a process's first page, Python's pattern cache emptied too,
    and the layout it read."""
    re.purge()
    begin = time.perf_counter()
    catalog = parse_cold(text, day)
    return time.perf_counter() - begin, catalog.layout


def as_of(page: Path) -> date | None:
    """The day ``page`` was copied, as its expected JSON gives it."""
    expected = page.with_suffix(".json")
    day = json.loads(expected.read_text(encoding="utf-8")).get("as_of") if expected.exists() else None
    return None if day is None else date.fromisoformat(day)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, help="read only the first N pages, in the order of their names")
    paths = sorted(PAGES.glob("*.txt"))[: parser.parse_args(argv).pages]
    pages = [(path.read_text(encoding="utf-8"), as_of(path)) for path in paths]
    for text, day in pages:  # (what a process pays once)
        podcat.parse(text, as_of=day)
    times: dict[str, list[float]] = defaultdict(list)
    for text, day in pages:
        seconds, layout = read_cold(text, day)
        times[layout or "none"].append(seconds * 1000)
        times["all pages"].append(seconds * 1000)
    print(f"{'layout':<12}{'pages':>7}{'median':>9}{'p90':>8}{'p99':>8}{'slowest':>9}{'< 1 ms':>8}{'> 10 ms':>9}  (ms)")
    for layout, found in sorted(times.items(), key=lambda item: -len(item[1])):
        ordered = sorted(found)
        tail = [ordered[min(len(ordered) - 1, int(share * len(ordered)))] for share in (0.9, 0.99)]
        print(f"{layout:<12}{len(found):>7}{statistics.median(found):>9.2f}{tail[0]:>8.2f}{tail[1]:>8.2f}"
              f"{ordered[-1]:>9.2f}{sum(1 for ms in found if ms < 1):>8}{sum(1 for ms in found if ms > 10):>9}")
    print(f"machine: {platform.platform()}, CPython {platform.python_version()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
