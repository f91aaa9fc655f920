"""Query helpers and catalog statistics, on the seed and as Hypothesis properties."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from collections.abc import Callable
from datetime import date, datetime, timedelta
from pathlib import Path

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
    # June 2021 to August 2024: 38 months, those of the longest gap (2023-02-21 to 2024-01-12) as zeros.
    months = list(stats.by_month)
    assert (months[0], months[-1]) == ((2021, 6), (2024, 8))
    assert len(stats.by_month) == 7 + 12 + 12 + 8
    assert stats.by_month[(2023, 6)] == 0
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


def _dated(*days: date) -> podcat.Catalog:
    return podcat.Catalog(None, [podcat.Episode(f"e{n}", published=day) for n, day in enumerate(days)])


def test_stats_periods_include_the_empty_ones(cli: Cli, tmp_path: Path) -> None:
    stats = _dated(date(2022, 1, 5), date(2020, 2, 1), date(2019, 12, 30)).stats()
    assert stats.by_year == {2019: 1, 2020: 1, 2021: 0, 2022: 1}
    assert list(stats.by_year) == [2019, 2020, 2021, 2022]
    assert len(stats.by_month) == 1 + 24 + 1  # December 2019 to January 2022
    months = list(stats.by_month)
    assert (months[0], months[-1]) == ((2019, 12), (2022, 1))
    assert [stats.by_month[(2019, 12)], stats.by_month[(2020, 1)], stats.by_month[(2020, 2)]] == [1, 0, 1]
    assert sum(stats.by_month.values()) == 3
    listing = tmp_path / "gap.txt"
    play = "Play Episode Listen Later {} 12:00\nAbout it.\n\n"
    listing.write_text("Show\nFollow Show\n\n" + "".join(
        f"Episode {day}\n" + play.format(day) for day in ("Jan 5, 2022", "Feb 1, 2020", "Dec 30, 2019")
    ), encoding="utf-8")
    status, out, _ = cli("stats", listing, "--json")
    assert (status, json.loads(out)["by_year"]) == (0, {"2019": 1, "2020": 1, "2021": 0, "2022": 1})
    status, out, _ = cli("stats", listing)
    histogram = [line.split() for line in out.splitlines() if line[:4].isdigit()]
    assert histogram == [["2019", "#" * 30, "1"], ["2020", "#" * 30, "1"], ["2021", "0"], ["2022", "#" * 30, "1"]]


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
    # Every year and month from the first date to the last, zero where nothing was published.
    years = Counter(d.year for d in days)
    months = Counter((d.year, d.month) for d in days)
    every_year = range(days[0].year, days[-1].year + 1) if days else range(0)
    first, last = ((days[0].year, days[0].month), (days[-1].year, days[-1].month)) if days else ((0, 0), (0, 0))
    every_month = [(y, m) for y in every_year for m in range(1, 13) if first <= (y, m) <= last]
    assert list(stats.by_year.items()) == [(year, years[year]) for year in every_year]
    assert list(stats.by_month.items()) == [(month, months[month]) for month in every_month]
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


def _titles(catalog: podcat.Catalog) -> list[str]:
    return [episode.title for episode in catalog]


def test_between_takes_whole_years_and_months() -> None:
    days = [date(2014, 12, 31), date(2015, 1, 1), date(2015, 7, 31), date(2015, 8, 1), date(2015, 10, 31),
            date(2015, 11, 1), date(2015, 12, 31), date(2016, 1, 1), date(2016, 2, 29)]
    catalog = podcat.Catalog(None, [*_dated(*days), podcat.Episode("undated")])
    # e0 ... e8 are the days above, in order.
    assert _titles(catalog.between("2015")) == ["e1", "e2", "e3", "e4", "e5", "e6"]
    assert _titles(catalog.between("2015-08", "2015-10")) == ["e3", "e4"]
    assert _titles(catalog.between("2015-12")) == ["e6"]
    assert _titles(catalog.between("2016-02")) == ["e8"]  # a leap year's February ends on the 29th
    assert _titles(catalog.between("2015", "2015-07")) == ["e1", "e2"]
    assert _titles(catalog.between("2015-11", None)) == ["e5"]  # alone, even with end=None: the month
    assert _titles(catalog.between(end="2015")) == ["e0", "e1", "e2", "e3", "e4", "e5", "e6"]
    assert _titles(catalog.between("2015-12-31")) == ["e6", "e7", "e8"]  # a day alone starts an open range
    assert _titles(catalog.between(date(2016, 1, 1))) == ["e7", "e8"]
    assert _titles(catalog.between(datetime(2016, 1, 1, 12, 30))) == ["e7", "e8"]  # noqa: DTZ001 - its date
    for impossible in ("2015-13", "2015-00", "0000"):
        with pytest.raises(podcat.DateParseError):
            catalog.between(impossible)


def test_duration_queries_take_seconds() -> None:
    lengths = [3599, 3600, 3600.5, 3601]
    catalog = podcat.Catalog(None, [podcat.Episode(f"{n}", duration=timedelta(seconds=n)) for n in lengths])
    assert _titles(catalog.longer_than(3600)) == ["3600.5", "3601"]
    assert _titles(catalog.shorter_than(3600.5)) == ["3599", "3600"]
    assert _titles(catalog.duration_between(3600, 3600.5)) == ["3600", "3600.5"]
    assert _titles(catalog.duration_between(longest=3599.0)) == ["3599"]
    assert _titles(catalog.longer_than("1:00:00")) == _titles(catalog.longer_than(timedelta(hours=1)))
    with pytest.raises(ValueError, match="finite"):
        catalog.longer_than(float("nan"))


@pytest.mark.parametrize(
    ("query", "parameter"),
    [
        (lambda c: c.between(2015), "start"),
        (lambda c: c.between("2015", 2016), "end"),
        (lambda c: c.longer_than([60]), "duration"),
        (lambda c: c.shorter_than(True), "duration"),
        (lambda c: c.duration_between(b"1:00"), "shortest"),
        (lambda c: c.duration_between(None, {}), "longest"),
        (lambda c: c.search(42), "text"),
        (lambda c: c.tagged(None), "tag"),
        (lambda c: c.latest("3"), "n"),
    ],
)
def test_a_wrong_type_is_a_type_error_naming_the_parameter(
    query: Callable[[podcat.Catalog], object], parameter: str, seed: podcat.Catalog
) -> None:
    with pytest.raises(TypeError, match=rf"^{parameter} must be "):
        query(seed)
