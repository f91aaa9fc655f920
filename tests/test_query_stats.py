"""Query helpers and catalog statistics, on the seed and as Hypothesis properties."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from datetime import date, timedelta

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import podcat
from tests.conftest import DIRECTORY_SEED, REPO, Cli

SEED = str(DIRECTORY_SEED)


@pytest.fixture(scope="module")
def seed() -> podcat.Catalog:
    return podcat.load(DIRECTORY_SEED)


def test_seed_stats(seed: podcat.Catalog) -> None:
    stats = seed.stats()
    assert stats.count == stats.dated_count == stats.timed_count == 51
    assert stats.total == timedelta(seconds=51_510)
    assert stats.mean == timedelta(seconds=1_010)
    assert stats.median == timedelta(seconds=993)
    assert (stats.first_published, stats.last_published) == (date(2021, 6, 18), date(2024, 8, 4))
    assert stats.by_year == {2021: 24, 2022: 11, 2023: 2, 2024: 14}
    assert sum(stats.by_month.values()) == 51
    assert stats.median_gap_days == 7
    assert stats.longest_gap_days == 325
    assert stats.longest_gap is not None
    assert [e.published for e in stats.longest_gap] == [date(2023, 2, 21), date(2024, 1, 12)]
    assert stats.longest is not None
    assert stats.shortest is not None
    assert (stats.longest.title, stats.longest.duration) == ("torchdynamo", timedelta(minutes=25, seconds=35))
    assert (stats.shortest.title, stats.shortest.duration) == (
        "torch.use_deterministic_algorithms",
        timedelta(minutes=10, seconds=50),
    )
    assert stats.cadence == "weekly"
    assert stats.top_tags[0] == ("inductor", 2)
    assert stats.claims is not None
    assert (stats.claims.claimed_count, stats.claims.listed_count) == (83, 51)
    assert stats.claims.claimed_average == timedelta(seconds=960)
    assert stats.claims.computed_average == timedelta(seconds=1_010)
    assert stats.claims.claimed_latest == stats.claims.listed_latest == date(2024, 8, 4)


def test_stats_json(cli: Cli) -> None:
    status, out, _ = cli("stats", SEED, "--json")
    assert status == 0
    data = json.loads(out)
    assert data["count"] == 51
    assert data["total_seconds"] == 51_510
    assert data["mean_seconds"] == 1_010
    assert data["median_seconds"] == 993
    assert data["by_year"] == {"2021": 24, "2022": 11, "2023": 2, "2024": 14}
    assert data["median_gap_days"] == 7
    assert data["longest_gap_days"] == 325
    assert data["longest"]["title"] == "torchdynamo"
    assert data["shortest"]["title"] == "torch.use_deterministic_algorithms"
    assert data["claims_check"]["claimed_episode_count"] == 83
    assert data["claims_check"]["listed_episode_count"] == 51
    assert data["claims_check"]["claimed_average_duration_seconds"] == 960
    assert data["claims_check"]["computed_average_duration_seconds"] == 1_010


def test_stats_table(cli: Cli) -> None:
    status, out, _ = cli("stats", SEED)
    assert status == 0
    assert "83 claimed, 51 listed" in out
    assert "325 days (2023-02-21 to 2024-01-12)" in out
    histogram = [line for line in out.splitlines() if line[:4].isdigit()]
    assert [line.split()[0] for line in histogram] == ["2021", "2022", "2023", "2024"]
    bars = [line.count("#") for line in histogram]
    assert bars[0] == max(bars)
    assert bars[0] > bars[3] > bars[1] > bars[2]


def _search(cli: Cli, *args: str) -> list[str]:
    status, out, _ = cli("search", SEED, *args, "--json")
    assert status == 0
    return [e["title"] for e in json.loads(out)["episodes"]]


def test_search_command(cli: Cli) -> None:
    assert _search(cli, "--since", "2024-01-01", "--min-duration", "18:00", "--sort", "duration") == [
        "Inductor - IR",
        "Compiled autograd",
        "CUDA graph trees",
        "Inductor - Post-grad FX passes",
    ]
    assert _search(cli, "--tag", "inductor") == ["Inductor - Post-grad FX passes", "Inductor - Define-by-run IR"]
    assert _search(cli, "cuda graph", "--limit", "2") == ["CUDA graph trees", "CUDA graphs"]
    assert _search(cli, "--until", "Jun 21, 2021", "--sort", "date") == ["Expect tests", "vmap"]
    assert _search(cli, "--max-duration", "11m") == ["torch.use_deterministic_algorithms"]


def test_search_usage_errors(cli: Cli) -> None:
    for option in (["--min-duration", "16:99"], ["--since", "Aug 4"], ["--limit", "-1"]):
        status, out, err = cli("search", SEED, *option)
        assert (status, out, len(err)) == (2, "", 1)
        assert err[0].startswith(f"podcat: error: argument {option[0]}: ")


def test_queries_on_seed(seed: podcat.Catalog) -> None:
    assert len(seed.search("CUDA")) == len(seed.search("cuda")) > 0
    assert all("graph" in (e.title + e.description).lower() for e in seed.search("cuda graph"))
    assert len(seed.between("2024-01-01")) == 14
    assert len(seed.between(end=date(2021, 12, 31))) == 24
    longer, shorter, exact = seed.longer_than("18:00"), seed.shorter_than("18:00"), seed.duration_between("18m", "18m")
    assert len(longer) + len(shorter) + len(exact) == 51
    assert [e.title for e in exact] == ["Inductor - IR", "Half precision"]
    assert list(longer) == list(seed.duration_between("18:01"))
    latest = seed.latest(3)
    assert [e.title for e in latest] == [e.title for e in seed[:3]]
    assert isinstance(seed[:3], podcat.Catalog)
    assert list(seed.group_by_year()) == [2021, 2022, 2023, 2024]
    assert len(seed.group_by_month()[(2024, 2)]) == 3
    by_title = seed.sorted("title")
    assert [e.title.casefold() for e in by_title] == sorted(e.title.casefold() for e in seed)
    with pytest.raises(ValueError, match="cannot sort"):
        seed.sorted("size")  # type: ignore[arg-type]


def test_missing_values_sort_last_either_way() -> None:
    dated = podcat.Episode("a", published=date(2024, 1, 1), duration=timedelta(seconds=5))
    undated = podcat.Episode("b")
    catalog = podcat.Catalog(None, [undated, dated])
    for reverse in (False, True):
        assert [e.title for e in catalog.sorted("date", reverse=reverse)] == ["a", "b"]
        assert [e.title for e in catalog.sorted("duration", reverse=reverse)] == ["a", "b"]
    assert [e.title for e in catalog.between()] == ["a"]
    assert [e.title for e in catalog.longer_than(timedelta(0))] == ["a"]


def test_stats_of_empty_and_undated_catalogs() -> None:
    stats = podcat.Catalog().stats()
    assert stats.count == 0
    assert stats.mean is None
    assert stats.median_gap_days is None
    assert stats.claims is None
    stats = podcat.Catalog(None, [podcat.Episode("x")]).stats()
    assert (stats.count, stats.dated_count, stats.timed_count, stats.total) == (1, 0, 0, timedelta(0))


_episodes = st.builds(
    podcat.Episode,
    title=st.text(min_size=1, max_size=12),
    published=st.none() | st.dates(min_value=date(2000, 1, 1), max_value=date(2030, 1, 1)),
    duration=st.none() | st.integers(0, 20_000).map(lambda s: timedelta(seconds=s)),
    description=st.text(max_size=30),
    tags=st.lists(st.sampled_from(["a", "b", "c"]), max_size=2),
)
_catalogs = st.lists(_episodes, max_size=25).map(lambda eps: podcat.Catalog(None, eps))


def _is_subsequence(part: podcat.Catalog, whole: podcat.Catalog) -> bool:
    remaining = iter(whole.episodes)
    return all(any(episode is other for other in remaining) for episode in part.episodes)


@settings(max_examples=150)
@given(_catalogs, st.text(max_size=3), st.dates(), st.integers(0, 20_000), st.integers(0, 30))
def test_queries_return_subsequences(catalog: podcat.Catalog, text: str, day: date, seconds: int, n: int) -> None:
    limit = timedelta(seconds=seconds)
    for result in (
        catalog.search(text),
        catalog.between(day),
        catalog.between(end=day),
        catalog.longer_than(limit),
        catalog.shorter_than(limit),
        catalog.duration_between(limit, limit * 2),
        catalog.tagged("a"),
        catalog.filter(lambda e: len(e.title) > 3),
        catalog[:n],
    ):
        assert _is_subsequence(result, catalog)
    for key in ("date", "duration", "title"):
        assert sorted(map(id, catalog.sorted(key))) == sorted(map(id, catalog))  # type: ignore[arg-type]
    assert len(catalog.latest(n)) == min(n, len(catalog))
    assert sum(len(group) for group in catalog.group_by_year().values()) == len(catalog.between())


@settings(max_examples=150)
@given(_catalogs)
def test_stats_count_is_length(catalog: podcat.Catalog) -> None:
    stats = catalog.stats()
    assert stats.count == len(catalog)
    assert stats.timed_count == len([e for e in catalog if e.duration is not None])


@settings(max_examples=100)
@given(_catalogs, _catalogs)
def test_totals_of_disjoint_catalogs_add_up_after_merge(first: podcat.Catalog, second: podcat.Catalog) -> None:
    # Distinct title prefixes make the two catalogs disjoint.
    left = podcat.Catalog(None, [attrs.evolve(e, title=f"L{i} {e.title}") for i, e in enumerate(first)])
    right = podcat.Catalog(None, [attrs.evolve(e, title=f"R{i} {e.title}") for i, e in enumerate(second)])
    merged = podcat.merge(left, right)
    assert len(merged) == len(left) + len(right)
    assert merged.stats().total == left.stats().total + right.stats().total


@pytest.mark.parametrize(
    ("script", "expected"),
    [
        ("catalog_stats.py", "longest: torchdynamo (0:25:35); shortest: torch.use_deterministic_algorithms"),
        ("search.py", "2024-04-12  0:24:07  Inductor - Post-grad FX passes"),
    ],
)
def test_examples_run(script: str, expected: str) -> None:
    done = subprocess.run([sys.executable, f"examples/{script}"], cwd=REPO, capture_output=True, text=True, check=True)
    assert expected in done.stdout.splitlines()


@settings(max_examples=200)
@given(_catalogs)
def test_stats_agree_with_a_naive_computation(catalog: podcat.Catalog) -> None:
    import math
    import statistics
    from collections import Counter

    stats = catalog.stats()
    durations = sorted(e.duration for e in catalog if e.duration is not None)
    days = sorted(e.published for e in catalog if e.published is not None)
    assert stats.total == sum(durations, timedelta())
    if durations:
        assert stats.mean == sum(durations, timedelta()) / len(durations)
        assert stats.median == statistics.median(durations)
        assert stats.p90 == durations[math.ceil(0.9 * len(durations)) - 1]
        assert stats.shortest is not None
        assert stats.shortest.duration == durations[0]
        assert stats.longest is not None
        assert stats.longest.duration == durations[-1]
    else:
        assert stats.median is None
        assert stats.shortest is None
    assert stats.by_year == dict(sorted(Counter(d.year for d in days).items()))
    assert stats.by_month == dict(sorted(Counter((d.year, d.month) for d in days).items()))
    gaps = [(later - earlier).days for earlier, later in itertools.pairwise(days)]
    if gaps:
        assert stats.median_gap_days == statistics.median(gaps)
        assert stats.longest_gap_days == max(gaps)
        assert stats.longest_gap is not None
        before, after = stats.longest_gap
        assert before.published is not None
        assert after.published is not None
        assert (after.published - before.published).days == max(gaps)
    else:
        assert stats.median_gap_days is None
        assert stats.longest_gap is None
