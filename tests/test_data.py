"""Data-driven parser tests: each ``tests/data/NAME.txt`` listing beside the ``NAME.json`` it must give.

The expected JSON of the listings rendered from real feeds holds the feed's own values (see
``render_from_feeds.py``); only the keys it holds are compared. Adding a case is adding two files.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import podcat
from podcat import catalog_to_dict

DATA = Path(__file__).resolve().parent / "data"
CASES = sorted(DATA.glob("*.txt"))


def _subset(actual: Any, expected: Any) -> Any:
    """``actual`` cut down to the keys ``expected`` holds, recursively."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        return {key: _subset(actual.get(key), value) for key, value in expected.items()}
    if isinstance(expected, list) and isinstance(actual, list) and len(actual) == len(expected):
        return [_subset(a, e) for a, e in zip(actual, expected, strict=True)]
    return actual


def test_cases_exist() -> None:
    assert len(CASES) >= 6


@pytest.mark.parametrize("listing", CASES, ids=[case.stem for case in CASES])
def test_listing_gives_expected_json(listing: Path) -> None:
    expected = json.loads(listing.with_suffix(".json").read_text(encoding="utf-8"))
    actual = catalog_to_dict(podcat.load(listing, strict=True))
    assert len(actual["episodes"]) == len(expected["episodes"])
    assert _subset(actual, expected) == expected
