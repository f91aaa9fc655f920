"""The benchmark scripts run and print their tables (a smoke run at small sizes: nothing about time)."""

from __future__ import annotations

import subprocess
import sys
import uuid
from operator import attrgetter

import podcat
from tests.conftest import REPO

OPERATIONS = {
    "podcat.parse": ["floor: one regex + attrs object", "feedparser, same episodes as RSS", "podcastparser, same RSS"],
    "Catalog.stats()": ["sum of durations, one loop", "statistics.median of durations"],
    "between(2020, 2023).longer_than(1h)": ["list comprehension, same test"],
    'search("cuda graph")': ["loop, one casefolded text each"],
    'sorted("duration")': ["sorted(list, key=attrgetter)"],
    "to_rss(link=..., enclosures=...)": ["raw feedgen, same entries"],
    "to JSON, indented": ["json.dumps, same dicts, compact"],
    "JSONL dump_jsonl + iter_jsonl": ["one JSON document, same dicts"],
    "parse peak memory (bytes/ep)": ["input text size (bytes/ep)"],
}
# The baselines with a target, under their operation: their rows end in a verdict.
TARGETED = {
    ("podcat.parse", "floor: one regex + attrs object"),
    ("podcat.parse", "feedparser, same episodes as RSS"),
    ("podcat.parse", "podcastparser, same RSS"),
    ("Catalog.stats()", "sum of durations, one loop"),
    ("to_rss(link=..., enclosures=...)", "raw feedgen, same entries"),
    ("parse peak memory (bytes/ep)", "input text size (bytes/ep)"),
}


def _run(*args: str) -> list[str]:
    done = subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=REPO, check=True, timeout=300)
    assert done.stderr == ""
    return done.stdout.splitlines()


def test_run_prints_its_table_then_the_layouts_table() -> None:
    output = _run("benchmarks/run.py", "--sizes", "200", "--budget", "0")
    blank = output.index("")
    lines, layout_lines = output[:blank], output[blank + 1 :]
    _check_layout_rows(layout_lines)
    expected = []
    for operation, baselines in OPERATIONS.items():
        expected += [operation, *("  " + baseline for baseline in baselines)]
    labels = [line[:38].rstrip() for line in lines[2:-2]]  # two heading lines; the growth and machine lines
    assert labels == expected
    assert "200" in lines[1]
    operation = ""
    for label, line in zip(labels, lines[2:-2], strict=True):
        if not label.startswith("  "):
            operation = label
        elif (operation, label.strip()) in TARGETED:
            assert line.endswith((" met", " MISSED")), line
        else:
            assert not line.endswith((" met", " MISSED")), line
    assert lines[-1].startswith("machine: ")
    assert "CPUs" in lines[-1]


def test_million_streams_at_a_small_count() -> None:
    lines = _run("benchmarks/million.py", "--count", "300")
    rows = [line for line in lines if line.endswith("same count and total duration")]
    assert [row.split()[0] for row in rows] == ["3", "30", "300"] * 2  # JSON Lines, then Parquet
    assert lines.index("") == 4  # the Parquet table after the JSON Lines one
    assert lines[5].split()[:3] == ["N", "cat", "B/ep"]
    assert lines[-1].startswith("machine: ")


def test_pages_prints_a_row_for_every_layout_it_read() -> None:
    """The first 40 pages of the layout cases, in their names' order: the apple pages, the pages rendered from feeds and
    the first generic ones, each counted once under the layout it read."""
    lines = _run("benchmarks/pages.py", "--pages", "40")
    assert lines[0].split()[:3] == ["layout", "pages", "median"]
    rows = {line.split()[0]: int(line.split()[1]) for line in lines[1:-1] if not line.startswith("all pages")}
    total = next(line for line in lines if line.startswith("all pages"))
    assert int(total.split()[2]) == 40 == sum(rows.values())
    assert {"apple", "generic"} <= rows.keys()
    assert lines[-1].startswith("machine: ")


def test_layouts_prints_a_row_for_every_layout() -> None:
    _check_layout_rows(_run("benchmarks/layouts.py", "--sizes", "40", "80", "--budget", "0"))


def _check_layout_rows(lines: list[str]) -> None:
    rows = [line.split("  ")[0] for line in lines[2:-2]]
    assert rows == [
        "directory", "apple", "spotify", "spotify (no-script page)", "overcast", "pocketcasts", "iheart", "snipd",
        "generic", "feedparser, same episodes as RSS", "floor: building the episodes alone",
    ]
    assert all(line.endswith((" met", " MISSED")) for line in lines[2:-4])
    assert lines[-3].endswith((" met (no page read)", " MISSED (no page read)"))


def test_the_layouts_floor_builds_the_episodes_parse_gives() -> None:
    """The floor row times building what parse builds: the same fields, the GUID in the same form."""
    sys.path[:0] = [str(REPO / "benchmarks")]
    try:
        import layouts  # the benchmark script
    finally:
        del sys.path[:1]
    parsed = podcat.parse(layouts.pages(60)["apple"], as_of=layouts.AS_OF).episodes
    built = layouts.build_episodes([(e.title, e.published, e.duration, e.description) for e in parsed], "Show")
    fields = attrgetter("title", "published", "duration", "description", "links", "chapters", "episode_type")
    assert [fields(episode) for episode in built] == [fields(episode) for episode in parsed]
    assert all(str(uuid.UUID(episode.guid)) == episode.guid for episode in built)
