"""Data-driven parser tests: each ``tests/data/NAME.txt`` listing or ``NAME.xml`` feed beside the ``NAME.json`` it
must give.

The expected JSON of the listings rendered from real feeds holds the feed's own values (see
``render_from_feeds.py``); the others are written by hand. Only the keys the JSON holds are compared. A case
without ``"diagnostics"`` must read cleanly (strict mode); one with them is read leniently and must give exactly
those; ``{"error": {"line": L, "message": M}}`` is a `ListingParseError` even in lenient mode (bad input: an
unsafe or unreadable feed). Adding a case is adding two files.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import podcat
from podcat import catalog_to_dict

DATA = Path(__file__).resolve().parent / "data"
CASES = sorted([*DATA.glob("*.txt"), *DATA.glob("*.xml")])


def _subset(actual: Any, expected: Any) -> Any:
    """``actual`` cut down to the keys ``expected`` holds, recursively."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        return {key: _subset(actual.get(key), value) for key, value in expected.items()}
    if isinstance(expected, list) and isinstance(actual, list) and len(actual) == len(expected):
        return [_subset(a, e) for a, e in zip(actual, expected, strict=True)]
    return actual


def test_cases_exist() -> None:
    assert len(CASES) >= 16
    kinds = {case.stem.split("-")[0] for case in CASES}
    assert {"articles", "feed", "bad"} <= kinds  # the article layout, feeds and bad input, beside directory pages


@pytest.mark.parametrize("listing", CASES, ids=[case.stem for case in CASES])
def test_listing_gives_expected_json(listing: Path) -> None:
    expected = json.loads(listing.with_suffix(".json").read_text(encoding="utf-8"))
    if "error" in expected:
        with pytest.raises(podcat.ListingParseError) as raised:
            podcat.load(listing)
        assert {"line": raised.value.lineno, "message": raised.value.msg} == expected["error"]
        return
    actual = catalog_to_dict(podcat.load(listing, strict="diagnostics" not in expected))
    assert len(actual["episodes"]) == len(expected["episodes"])
    assert len(actual["diagnostics"]) == len(expected.get("diagnostics", []))
    assert _subset(actual, expected) == expected
