"""Shared test paths (the repository's seeds and the real feeds in ../shared/feeds, read in place) and the one
runner of the ``podcat`` command, the `cli` fixture."""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple, Protocol

import pytest
from hypothesis import settings

from podcat._cli import main

REPO = Path(__file__).resolve().parent.parent
SEEDS = REPO / "seeds"
DIRECTORY_SEED = SEEDS / "004_97950660f1ad0035.txt"
ARTICLE_SEEDS = sorted(SEEDS.glob("00[0-3]_*.txt"))
FEEDS = REPO.parent / "shared" / "feeds"


def feed_paths() -> list[Path]:
    """The real feeds; a missing folder fails the run (never a silent skip, in CI or elsewhere)."""
    paths = sorted(FEEDS.glob("*.xml"))
    if not paths:
        pytest.fail(f"no real feeds found in {FEEDS}: the tests read ../shared/feeds beside the repository")
    return paths


@pytest.fixture(scope="session")
def feeds() -> list[Path]:
    return feed_paths()


class Result(NamedTuple):
    """One run of the ``podcat`` command: its exit status, standard output, and standard error's lines."""

    status: int
    out: str
    err: list[str]


class Cli(Protocol):
    def __call__(self, *args: str | os.PathLike[str]) -> Result: ...


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Cli:
    """Run ``podcat ARGS...`` in this process, through `podcat._cli.main`, and capture what it printed."""

    def run(*args: str | os.PathLike[str]) -> Result:
        status = main([os.fspath(arg) for arg in args])
        captured = capsys.readouterr()
        return Result(status, captured.out, captured.err.splitlines())

    return run


# No property test asserts on wall-clock time, so none has Hypothesis' deadline (200 ms an example): a test that
# loads Babel and a locale's data on first use failed once on a busy machine and passed again at once, as a
# deadline fails. `HYPOTHESIS_PROFILE=fuzz python -m pytest tests/test_fuzz.py` runs the fuzz properties far longer.
settings.register_profile("podcat", deadline=None)
settings.register_profile("fuzz", max_examples=20_000, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "podcat"))
