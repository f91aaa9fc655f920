"""podcat's operations beside their floor and their peers, as ratios measured in one process.

    python benchmarks/run.py [--sizes 1000 10000 100000] [--quick] [--budget SECONDS]

Each podcat operation (one row, its time per episode at each N and its growth from the smallest N to the
largest: 1.0 is linear) is followed by its baselines (indented rows): the time per episode of the baseline, and
the ratio podcat ÷ baseline at each N, with the target when there is one. ``1/20`` means podcat takes a
twentieth of the baseline's time. Timings are the best of k runs (k at least 3, more while a measurement stays
within its time budget), podcat and baseline runs alternating, so that a noisy machine slows both alike; a
baseline timed beside several operations counts its best time in each of its rows. Peers
read the RSS that podcat's ``to_rss`` wrote for the same catalog. Each parse reads as the first a process reads,
with none of the date and length texts it keeps (``layouts.parse_cold``).

A second table follows: parse on every text layout beside feedparser, and the floor under every layout
(``benchmarks/layouts.py``, which prints it alone).
"""

from __future__ import annotations

import argparse
import gc
import io
import json
import os
import platform
import re
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime, timedelta
from datetime import time as clock
from importlib.metadata import version
from operator import attrgetter
from pathlib import Path
from typing import Any, NamedTuple

# This checkout's podcat, whichever is installed, and the scripts beside this one.
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import attrs
import feedparser  # type: ignore[import-untyped]  # the peers ship no type information
import layouts
import podcastparser  # type: ignore[import-untyped]
from make_listing import make_listing

import podcat

LINK = "https://example.org/pytorch-dev-podcast"
MEDIA = "https://media.example.org/{guid}.mp3"
DEFAULT_SIZES = (1_000, 10_000, 100_000)
QUICK_SIZES = (300, 1_000, 3_000)

# The floor parser: one block of the directory layout, a title line, a play line with date and m:ss or h:mm:ss,
# and the first line of the description.
_FLOOR_RE = re.compile(
    r"^[ \t]*(?P<title>\S[^\n]*)\n\s*"
    r"Play Episode Listen Later (?P<month>[A-Z][a-z]{2}) (?P<day>\d{1,2}), (?P<year>\d{4}) (?P<length>[\d:]+)\n\s*"
    r"(?P<description>[^\n]*)",
    re.MULTILINE,
)
_MONTHS = {name: number for number, name in enumerate(
    ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"), start=1)}


@attrs.frozen
class FloorEpisode:
    """The floor's episode: the fields it reads, in a frozen attrs class of its own, so that the floor does not
    move with `podcat.Episode`."""

    title: str
    published: date
    duration: timedelta
    description: str


def floor_parse(text: str) -> list[FloorEpisode]:
    """The least a parser must do: one regex, split-and-lookup conversions, one attrs object each."""
    episodes = []
    for match in _FLOOR_RE.finditer(text):
        title, month, day, year, length, description = match.groups()
        parts = [int(part) for part in length.split(":")]
        seconds = parts[0] * 3600 + parts[1] * 60 + parts[2] if len(parts) == 3 else parts[0] * 60 + parts[1]
        episodes.append(FloorEpisode(
            title=title.rstrip(),
            published=date(int(year), _MONTHS[month], int(day)),
            duration=timedelta(seconds=seconds),
            description=description.rstrip(),
        ))
    return episodes


def raw_feedgen(catalog: podcat.Catalog) -> bytes:
    """A minimal feedgen script writing the same entries: title, description, guid, date, duration, enclosure."""
    from feedgen.feed import FeedGenerator

    generator = FeedGenerator()
    generator.load_extension("podcast")
    generator.title(catalog.show.title if catalog.show else "")
    generator.link(href=LINK)
    generator.description(catalog.show.description if catalog.show else "")
    for episode in catalog:
        entry = generator.add_entry(order="append")
        entry.title(episode.title)
        entry.description(episode.description)
        entry.guid(episode.guid, permalink=False)
        if episode.published:
            entry.published(datetime.combine(episode.published, clock(), tzinfo=UTC))
        if episode.duration is not None:
            entry.podcast.itunes_duration(str(round(episode.duration.total_seconds())))
        entry.enclosure(MEDIA.format(guid=episode.guid), "0", "audio/mpeg")
    xml: bytes = generator.rss_str(pretty=True)
    return xml


def _haystack_search(episodes: Sequence[podcat.Episode], text: str) -> list[podcat.Episode]:
    words = text.casefold().split()
    found = []
    for episode in episodes:
        haystack = "\n".join((episode.title, episode.description, *episode.tags)).casefold()
        if all(word in haystack for word in words):
            found.append(episode)
    return found


def _jsonl_round_trip(catalog: podcat.Catalog) -> None:
    stream = io.StringIO()
    podcat.dump_jsonl(catalog, stream)
    stream.seek(0)
    for _ in podcat.iter_jsonl(stream):
        pass


def _document_round_trip(catalog: podcat.Catalog) -> None:
    text = json.dumps(podcat.catalog_to_dict(catalog), ensure_ascii=False)
    podcat.catalog_from_dict(json.loads(text))


def _compact_dicts(catalog: podcat.Catalog) -> str:
    return json.dumps(podcat.catalog_to_dict(catalog), ensure_ascii=False)


def _indented_json(catalog: podcat.Catalog) -> str:
    return json.dumps(podcat.catalog_to_dict(catalog), ensure_ascii=False, indent=2)


class Baseline(NamedTuple):
    label: str
    run: Callable[[], object]
    target: float | None = None  # the largest podcat ÷ baseline ratio that meets it


class Operation(NamedTuple):
    label: str
    run: Callable[[], object]
    baselines: list[Baseline]


def operations(text: str, catalog: podcat.Catalog, rss: bytes) -> list[Operation]:
    """The rows for one listing: podcat's operations, each with its baselines."""
    episodes = list(catalog)
    low, high, hour = date(2020, 1, 1), date(2023, 12, 31), timedelta(hours=1)
    return [
        Operation("podcat.parse", lambda: layouts.parse_cold(text, as_of=None), [
            Baseline("floor: one regex + attrs object", lambda: floor_parse(text), 2.0),
            Baseline("feedparser, same episodes as RSS", lambda: feedparser.parse(rss), 1 / 20),
            Baseline("podcastparser, same RSS", lambda: podcastparser.parse(LINK, io.BytesIO(rss)), 1 / 10),
        ]),
        Operation("Catalog.stats()", catalog.stats, [
            Baseline("sum of durations, one loop",
                     lambda: sum((e.duration for e in catalog if e.duration), timedelta()), 5.0),
            Baseline("statistics.median of durations", lambda: statistics.median(
                [e.duration for e in catalog if e.duration is not None])),
        ]),
        Operation("between(2020, 2023).longer_than(1h)",
                  lambda: catalog.between("2020-01-01", "2023-12-31").longer_than("1:00:00"), [
            Baseline("list comprehension, same test", lambda: [
                e for e in episodes
                if e.published and low <= e.published <= high and e.duration and e.duration > hour]),
        ]),
        Operation('search("cuda graph")', lambda: catalog.search("cuda graph"), [
            Baseline("loop, one casefolded text each", lambda: _haystack_search(episodes, "cuda graph")),
        ]),
        Operation('sorted("duration")', lambda: catalog.sorted("duration"), [
            Baseline("sorted(list, key=attrgetter)", lambda: sorted(episodes, key=attrgetter("duration"))),
        ]),
        Operation("to_rss(link=..., enclosures=...)", lambda: _to_rss(catalog), [
            Baseline("raw feedgen, same entries", lambda: raw_feedgen(catalog), 1.3),
        ]),
        Operation("to JSON, indented", lambda: _indented_json(catalog), [
            Baseline("json.dumps, same dicts, compact", lambda: _compact_dicts(catalog)),
        ]),
        Operation("JSONL dump_jsonl + iter_jsonl", lambda: _jsonl_round_trip(catalog), [
            Baseline("one JSON document, same dicts", lambda: _document_round_trip(catalog)),
        ]),
    ]


def _to_rss(catalog: podcat.Catalog) -> bytes:
    return catalog.to_rss(link=LINK, enclosures=podcat.enclosure_template(MEDIA))


class Timer:
    """Best-of-k timings; k adapted to the time one run takes, within a time budget per measurement."""

    def __init__(self, budget: float) -> None:
        self.budget = budget

    def _once(self, run: Callable[[], object]) -> float:
        gc.collect()
        start = time.perf_counter()
        run()
        return time.perf_counter() - start

    def pair(self, first: Callable[[], object], second: Callable[[], object]) -> tuple[float, float]:
        """The best time of each, runs alternating: at least 3 rounds (one round of a long run can be an outlier
        on a shared machine), more while within the budget."""
        best = [self._once(first), self._once(second)]
        rounds, spent = 1, sum(best)
        while rounds < 25 and (spent < self.budget or rounds < 3):
            times = [self._once(first), self._once(second)]
            best = [min(b, t) for b, t in zip(best, times, strict=True)]
            rounds, spent = rounds + 1, spent + sum(times)
        return best[0], best[1]


def parse_peak(text: str) -> int:
    """Peak bytes traced while parsing ``text`` (the catalog, whole, included)."""
    gc.collect()
    tracemalloc.start()
    try:
        podcat.parse(text)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _check_floor(text: str, catalog: podcat.Catalog) -> None:
    """The floor must read the same episodes, or its time means nothing (podcat also turns U+00A0 into spaces)."""

    def fields(e: podcat.Episode | FloorEpisode) -> tuple[object, ...]:
        return e.title, e.published, e.duration, e.description.replace("\xa0", " ")

    if [fields(e) for e in floor_parse(text)] != [fields(e) for e in catalog]:
        raise SystemExit("floor_parse and podcat.parse disagree on the synthetic listing")


def measure(sizes: Sequence[int], budget: float) -> dict[str, Any]:
    """Per-episode seconds of every operation and baseline, and parse's peak memory, at each size."""
    table: dict[tuple[str, str], dict[int, float]] = {}
    memory: dict[int, tuple[int, int]] = {}
    labels: list[tuple[str, list[tuple[str, float | None]]]] = []
    timer = Timer(budget)
    for size in sizes:
        text = make_listing(size)
        catalog = podcat.parse(text)
        _check_floor(text, catalog)
        rss = _to_rss(catalog)
        if len(feedparser.parse(rss).entries) != size:
            raise SystemExit("feedparser does not read every episode back")
        rows = operations(text, catalog, rss)
        if not labels:
            labels = [(op.label, [(b.label, b.target) for b in op.baselines]) for op in rows]
            for run in [run for op in rows for run in (op.run, *(b.run for b in op.baselines))]:
                run()  # warm up at the smallest size: first-use imports (stats, feedgen) are not timed
        for op in rows:
            for baseline in op.baselines:
                mine, theirs = timer.pair(op.run, baseline.run)
                cell = table.setdefault((op.label, ""), {})
                cell[size] = min(cell.get(size, float("inf")), mine / size)
                table.setdefault((op.label, baseline.label), {})[size] = theirs / size
        memory[size] = (parse_peak(text), len(text.encode("utf-8")))
        del text, catalog, rss, rows
    # A baseline timed beside several operations (the floor, the peers) counts its best time in every row, as an
    # operation does: one slow round must not flatter one row's ratio (a floor once read 4.5 µs beside 3.2).
    baselines = {key: cells for key, cells in table.items() if key[1]}  # an operation's own row has no baseline
    best: dict[tuple[str, int], float] = {}
    for (_, baseline), cells in baselines.items():
        for size, seconds in cells.items():
            best[baseline, size] = min(best.get((baseline, size), seconds), seconds)
    for (_, baseline), cells in baselines.items():
        cells.update({size: best[baseline, size] for size in cells})
    return {"table": table, "memory": memory, "labels": labels}


def _ratio(value: float) -> str:
    if value >= 1:
        return f"{value:.2f}" if value < 10 else f"{value:.1f}"
    return f"1/{1 / value:.1f}" if value > 0 else "-"


def _number(value: float) -> str:
    return f"{value:.3f}" if value < 1 else f"{value:.2f}" if value < 100 else f"{value:,.0f}"


def render(sizes: Sequence[int], results: dict[str, Any]) -> str:
    """One table: podcat rows with time per episode and growth, baseline rows with ratios and targets."""
    table, memory = results["table"], results["memory"]
    first, last = sizes[0], sizes[-1]
    width, cell = 38, 9
    span = cell * len(sizes)
    heads = "".join(f"{size:>{cell},}" for size in sizes)
    lines = [
        f"{'':<{width}}{'µs per episode at N':>{span}}{'':>8}{'podcat ÷ baseline at N':>{span}}",
        f"{'operation / baseline':<{width}}{heads}{'growth':>8}{heads}{'target':>9}  result",
    ]

    def growth(values: dict[int, float]) -> str:
        return f"{values[last] / values[first]:>8.2f}" if last != first else f"{'-':>8}"

    for label, baselines in results["labels"]:
        mine = table[(label, "")]
        lines.append(f"{label:<{width}}{''.join(f'{_number(mine[s] * 1e6):>{cell}}' for s in sizes)}{growth(mine)}")
        for baseline_label, target in baselines:
            theirs = table[(label, baseline_label)]
            ratios = {s: mine[s] / theirs[s] for s in sizes}
            verdict, goal = "", ""
            if target is not None:
                goal = f"≤ 1/{1 / target:g}" if target < 1 else f"≤ {target:g}"
                verdict = "met" if all(r <= target for r in ratios.values()) else "MISSED"
            lines.append(
                f"{'  ' + baseline_label:<{width}}{''.join(f'{_number(theirs[s] * 1e6):>{cell}}' for s in sizes)}"
                f"{growth(theirs)}{''.join(f'{_ratio(ratios[s]):>{cell}}' for s in sizes)}{goal:>9}  {verdict}"
            )
    peak = {s: memory[s][0] / s for s in sizes}
    size = {s: memory[s][1] / s for s in sizes}
    ratios = {s: peak[s] / size[s] for s in sizes}
    lines.append(f"{'parse peak memory (bytes/ep)':<{width}}"
                 f"{''.join(f'{peak[s]:>{cell},.0f}' for s in sizes)}{growth(peak)}")
    verdict = "met" if all(r <= 3 for r in ratios.values()) else "MISSED"
    lines.append(f"{'  input text size (bytes/ep)':<{width}}{''.join(f'{size[s]:>{cell},.0f}' for s in sizes)}"
                 f"{growth(size)}{''.join(f'{_ratio(ratios[s]):>{cell}}' for s in sizes)}{'≤ 3':>9}  {verdict}")
    return "\n".join(lines)


def machine() -> str:
    """The machine line: platform, Python, CPU count, and the peers' versions."""
    peers = ", ".join(f"{name} {version(name)}" for name in ("feedgen", "feedparser", "podcastparser"))
    return (f"machine: {platform.platform()}, {platform.python_implementation()} {platform.python_version()}, "
            f"{os.cpu_count()} CPUs; {peers}")


def main(argv: Sequence[str] | None = None) -> int:
    """Measure and print the table; return 0."""
    options = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    options.add_argument("--sizes", type=int, nargs="+", help=f"episode counts (default: {DEFAULT_SIZES})")
    options.add_argument("--quick", action="store_true", help=f"small sizes {QUICK_SIZES} and a short budget")
    options.add_argument("--budget", type=float, help="seconds to spend per measurement (default 1, quick 0.2)")
    arguments = options.parse_args(argv)
    sizes = sorted(arguments.sizes or (QUICK_SIZES if arguments.quick else DEFAULT_SIZES))
    budget = arguments.budget if arguments.budget is not None else 0.2 if arguments.quick else 1.0
    started = time.perf_counter()
    results = measure(sizes, budget)
    print(render(sizes, results))
    growth = f"µs per episode at {sizes[-1]:,} ÷ at {sizes[0]:,} (1.00 is linear)" if len(sizes) > 1 else "-"
    print(f"growth: {growth}; best of k >= 3 runs, more within {budget:g} s per measurement; "
          f"{time.perf_counter() - started:.0f} s in all")
    print(machine())
    print()
    print(layouts.render(sizes, layouts.measure(sizes, budget)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
