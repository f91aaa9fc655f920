"""Parse time per episode for every text layout, beside feedparser reading the same episodes as RSS.

    python benchmarks/layouts.py [--sizes 1000 10000 100000] [--budget SECONDS]

The same synthetic episodes (``make_listing.make_episodes``) are laid out as each directory shows them, by the
renderers that write the layout test cases (``tests/data/layouts/pagestyles.py``), copied one day after the newest
episode; feedparser reads them as the RSS podcat writes of the directory page. Each row prints µs per episode at
each N, the growth from the first N to the last (1.00 is linear) and podcat ÷ feedparser, against the target 1/20.

Every run reads its page as the first a process reads: podcat keeps the date and length texts it has read (a page
repeats them, and they are read once), and each run starts with none kept (`parse_cold`).

The last row is the floor every layout stands on: building the same episodes from values already read, as the
engine builds each one (its GUID, the frozen `Episode` with its `SourceRef`, the links and the
chapters of its description), with no page read at all.
"""

from __future__ import annotations

import argparse
import gc
import platform
import re
import sys
import time
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import feedparser

HERE = Path(__file__).resolve().parent
# This checkout's podcat, whichever is installed; the scripts beside this one and the layout cases' renderers.
sys.path[:0] = [str(HERE.parent), str(HERE), str(HERE.parent / "tests" / "data" / "layouts")]
import pagestyles  # noqa: E402  # the layout cases' renderers
from make_listing import LAST_DAY, make_episodes, make_listing  # noqa: E402

import podcat  # noqa: E402
from podcat import _normalize  # noqa: E402  # its caches, emptied before each run
from podcat._listing._text import stable_guid  # noqa: E402  # the engine's GUIDs

AS_OF = LAST_DAY + timedelta(days=1)
SHOW = {
    "title": "PyTorch Developer Podcast", "author": "Edward Yang, Team PyTorch",
    "category": "Technology · Updated Weekly", "rating": "4.8 (1.2K)",
    "description": "A synthetic page made from the PyTorch Developer Podcast, for benchmarks.",
    "years": "2015 - 2026", "count": 0,
}
RENDERERS: dict[str, Callable[..., Any]] = {
    "apple": pagestyles.apple,
    "spotify": pagestyles.spotify,
    "spotify (no-script page)": pagestyles.spotify_legacy,
    "overcast": pagestyles.overcast,
    "pocketcasts": pagestyles.pocketcasts,
    "iheart": pagestyles.iheart,
    "snipd": pagestyles.snipd,
    "generic": pagestyles.generic_pipe,
}
TARGET = 1 / 20
FLOOR = "floor: building the episodes alone"
_URL_RE = re.compile(r"https?://[^\s<>\"'`]+")  # as podcat finds links


def pages(count: int) -> dict[str, str]:
    """The page of ``count`` synthetic episodes in every layout, the directory's included."""
    # Most directories show whole minutes.
    episodes = [{**episode, "seconds": episode["seconds"] // 60 * 60} for episode in make_episodes(count)]
    show = {**SHOW, "count": count}
    laid_out = {
        name: pagestyles.assemble(name, render(show, episodes, AS_OF), "one") for name, render in RENDERERS.items()
    }
    return {"directory": make_listing(count), **laid_out}


def parse_cold(text: str, as_of: date | None = AS_OF) -> podcat.Catalog:
    """``podcat.parse(text, as_of=as_of)`` as the first page a process reads: no date or length text read before."""
    _normalize._cached_date.cache_clear()
    _normalize._duration.cache_clear()
    return podcat.parse(text, as_of=as_of)


def build_episodes(values: list[tuple[str, Any, timedelta, str]], show: str) -> list[podcat.Episode]:
    """The episodes of ``values`` (title, day, duration, description), built as the listing engine builds them."""
    return [
        podcat.Episode(
            title=title, published=day, duration=duration, description=description, tags=(),
            links=tuple(dict.fromkeys(_URL_RE.findall(description))),
            guid=stable_guid(show, title, day),
            source=podcat.SourceRef(None, number), season=None, number=None, episode_type="full",
            chapters=podcat.chapters_from_notes(description, duration)[0],
        )
        for number, (title, day, duration, description) in enumerate(values, start=1)
    ]


def best_time(run: Callable[[], object], budget: float) -> float:
    """The best of at least three runs, more while ``budget`` seconds last; each starts with no garbage left (a
    collection of the run before's would count in its time)."""
    times: list[float] = []
    started = time.perf_counter()
    while len(times) < 3 or time.perf_counter() - started < budget:
        gc.collect()
        begin = time.perf_counter()
        run()
        times.append(time.perf_counter() - begin)
    return min(times)


def measure(sizes: Sequence[int], budget: float) -> dict[str, dict[int, float]]:
    """Seconds per episode of each layout's parse, and feedparser's, at each size."""
    table: dict[str, dict[int, float]] = {}
    for size in sizes:
        texts = pages(size)
        rss = podcat.parse(texts["directory"]).to_rss(link="https://example.org/show")
        for name, text in texts.items():
            read = len(podcat.parse(text, as_of=AS_OF))  # (the catalog is not kept: no run pays for its garbage)
            if read != size:
                raise SystemExit(f"{name}: read {read} of {size} episodes")
            seconds = best_time(lambda text=text: parse_cold(text), budget)  # type: ignore[misc]
            table.setdefault(name, {})[size] = seconds / size
        seconds = best_time(lambda rss=rss: feedparser.parse(rss), budget)  # type: ignore[misc]
        table.setdefault("feedparser, same episodes as RSS", {})[size] = seconds / size
        values = [(e.title, e.published, e.duration, e.description) for e in podcat.parse(texts["apple"], as_of=AS_OF)]
        seconds = best_time(lambda values=values: build_episodes(values, str(SHOW["title"])), budget)  # type: ignore[misc]
        table.setdefault(FLOOR, {})[size] = seconds / size
    return table


def render(sizes: Sequence[int], table: dict[str, dict[int, float]]) -> str:
    peer = table["feedparser, same episodes as RSS"]
    width, cell = 34, 9
    heads = "".join(f"{size:>{cell},}" for size in sizes)
    lines = [
        f"{'':<{width}}{'µs per episode at N':>{cell * len(sizes)}}{'':>8}{'podcat ÷ feedparser':>{cell * len(sizes)}}",
        f"{'podcat.parse, layout':<{width}}{heads}{'growth':>8}{heads}{'target':>9}  result",
    ]
    for name, cells in table.items():
        growth = cells[sizes[-1]] / cells[sizes[0]]
        row = f"{name:<{width}}{''.join(f'{cells[s] * 1e6:>{cell}.2f}' for s in sizes)}{growth:>8.2f}"
        if cells is not peer:
            ratios = [cells[s] / peer[s] for s in sizes]
            verdict = "met" if all(r <= TARGET for r in ratios) else "MISSED"
            verdict = f"{verdict} (no page read)" if name == FLOOR else verdict
            row += "".join(f"{f'1/{1 / r:.1f}':>{cell}}" for r in ratios) + f"{'≤ 1/20':>9}  {verdict}"
        lines.append(row)
    lines.append(f"growth: µs per episode at {sizes[-1]:,} ÷ at {sizes[0]:,} (1.00 is linear); best of k >= 3 runs")
    lines.append(f"machine: {platform.platform()}, CPython {platform.python_version()}; "
                 f"feedparser {feedparser.__version__}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=(1000, 10000, 100000), help="episode counts")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds to spend per measurement (default 1)")
    arguments = parser.parse_args(argv)
    print(render(arguments.sizes, measure(arguments.sizes, arguments.budget)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
