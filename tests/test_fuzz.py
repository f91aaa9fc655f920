"""Fuzzing in the normal suite (bounded): mutated seeds and arbitrary text never crash the parser and lose no line."""

from __future__ import annotations

import importlib.util

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import podcat
from tests.accounting import unaccounted_lines
from tests.conftest import REPO, SEEDS

# 300 examples per property in the normal suite; the "fuzz" profile (see conftest.py) raises it.
_EXAMPLES = max(300, settings.default.max_examples)
_SEED_LINES = [path.read_text(encoding="utf-8").split("\n") for path in sorted(SEEDS.glob("*.txt"))]
_spec = importlib.util.spec_from_file_location("make_listing", REPO / "benchmarks" / "make_listing.py")
assert _spec is not None
assert _spec.loader is not None
_make_listing = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_make_listing)
# The benchmark's synthetic listing: tags lines, hour-long durations and links the seed has few of.
_SYNTHETIC_LINES = _make_listing.make_listing(40).split("\n")
_NOISE = st.sampled_from(["\t", "\u00a0", "\ufeff", "\r", "\x00", "\x0b", "é", "漢字", "\U0001f600", "\ud800", ":"])


@st.composite
def _mutated_seed(draw: st.DrawFn) -> str:
    lines = list(draw(st.sampled_from([*_SEED_LINES, _SYNTHETIC_LINES])))
    for _ in range(draw(st.integers(1, 8))):
        if not lines:
            break
        at = draw(st.integers(0, len(lines) - 1))
        action = draw(st.sampled_from(["delete", "duplicate", "truncate", "swap", "inject", "insert"]))
        if action == "delete":
            del lines[at]
        elif action == "duplicate":
            lines.insert(at, lines[at])
        elif action == "truncate":
            lines[at] = lines[at][: draw(st.integers(0, max(len(lines[at]) - 1, 0)))]
        elif action == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
        elif action == "inject":
            cut = draw(st.integers(0, len(lines[at])))
            lines[at] = lines[at][:cut] + draw(_NOISE) + lines[at][cut:]
        else:
            lines.insert(at, draw(st.text(max_size=30)))
    if draw(st.booleans()):
        lines = lines[: draw(st.integers(0, len(lines)))]  # a page cut off
    return "\n".join(lines)


@settings(max_examples=_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_mutated_seed())
def test_mutated_seeds_parse_and_lose_nothing(text: str) -> None:
    catalog = podcat.parse(text)
    assert unaccounted_lines(text, catalog) == []
    for episode in catalog:
        assert episode.title.strip() == episode.title
        assert episode.title
    if catalog.diagnostics:
        with pytest.raises(podcat.ListingParseError) as caught:
            podcat.parse(text, strict=True)
        assert caught.value.lineno == catalog.diagnostics[0].line
    else:
        assert podcat.parse(text, strict=True) == catalog


@settings(max_examples=_EXAMPLES, deadline=None)
@given(st.text(alphabet=st.characters(codec=None), max_size=400))
def test_arbitrary_text_never_raises(text: str) -> None:
    catalog = podcat.parse(text)
    assert unaccounted_lines(text, catalog) == []


@settings(max_examples=_EXAMPLES, deadline=None)
@given(st.binary(max_size=400))
def test_arbitrary_bytes_never_raise(data: bytes) -> None:
    parse_bytes = podcat.parse

    catalog = parse_bytes(data)
    assert isinstance(catalog, podcat.Catalog)
