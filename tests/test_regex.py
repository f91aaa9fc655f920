"""`compiled` groups long runs of alternatives by their first letter: each pattern of the reader must match exactly as
its source does under `re.compile`, on the lines of real pages."""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from types import ModuleType
from typing import Any

import attrs
import pytest

from podcat import _normalize
from podcat._listing import _engine, _layouts, _spec
from podcat._regex import compiled, grouped

from .conftest import REPO, SEEDS

MODULES = (_normalize, _spec, _engine, _layouts)


def named_patterns(modules: tuple[ModuleType, ...]) -> Iterator[tuple[str, re.Pattern[str]]]:
    """Every pattern the modules hold at their top level, in their specs (with each spec's meta line shape) and in
    their `Lines`, by a name that says where."""

    def of(name: str, value: Any) -> Iterator[tuple[str, re.Pattern[str]]]:
        if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
            yield name, value
        elif isinstance(value, _spec.Spec):
            for field in attrs.fields(_spec.Spec):
                yield from of(f"{name}.{field.name}", getattr(value, field.name))
            yield from of(f"{name}.shape", value.shape)
        elif isinstance(value, _spec.Lines):
            for number, form in enumerate(value.forms):
                yield from of(f"{name}[{number}]", form)
        elif isinstance(value, tuple | list):
            for number, item in enumerate(value):
                yield from of(f"{name}[{number}]", item)

    for module in modules:
        for name, value in vars(module).items():
            yield from of(f"{module.__name__}.{name}", value)


# The sources of those patterns as they were written: the modules run again where no run is grouped.
_SOURCES = """
import importlib, json, sys
import podcat._regex
from podcat import _normalize
from podcat._listing import _engine, _layouts, _spec
podcat._regex._FEWEST_GROUPED = 10**9
for module in (_normalize, _spec, _engine, _layouts):
    importlib.reload(module)
sys.path.insert(0, sys.argv[1])
from tests.test_regex import named_patterns
print(json.dumps({name: [p.pattern, p.flags] for name, p in named_patterns((_normalize, _spec, _engine, _layouts))}))
"""


@pytest.fixture(scope="module")
def sources() -> dict[str, tuple[str, int]]:
    run = subprocess.run(
        [sys.executable, "-c", _SOURCES, str(REPO)], capture_output=True, text=True, check=True, cwd=REPO
    )
    return {name: (source, flags) for name, (source, flags) in json.loads(run.stdout).items()}


def page_lines() -> list[str]:
    """The lines of the seeds and of every fortieth test page, stripped, each once."""
    pages = sorted((REPO / "tests" / "data" / "layouts").glob("*.txt"))[::40] + sorted(SEEDS.glob("*.txt"))
    lines = {line.strip() for page in pages for line in page.read_text(encoding="utf-8").splitlines()}
    return sorted(lines)


def test_the_readers_patterns_match_as_their_sources_do(sources: dict[str, tuple[str, int]]) -> None:
    lines = page_lines()
    assert len(lines) > 1500
    compared: set[tuple[str, str]] = set()  # (a pattern many specs share is compared once)
    for name, pattern in named_patterns(MODULES):
        source, flags = sources[name]
        assert pattern.flags == flags, name
        if pattern.pattern == source or (source, pattern.pattern) in compared:
            continue
        compared.add((source, pattern.pattern))
        plain = re.compile(source, flags)
        for line in lines:
            for method in ("fullmatch", "search"):
                mine, theirs = getattr(pattern, method)(line), getattr(plain, method)(line)
                assert (mine and (mine.span(), mine.groupdict(), mine.groups())) == (
                    theirs and (theirs.span(), theirs.groupdict(), theirs.groups())
                ), (name, method, line)
    assert len(compared) >= 40  # (the lists of words of the reader: buttons, menus, labels, months)


# A source with what `grouped` must step over: classes holding bars and brackets, escapes, inline flags, a named
# group and a reference to it, lookbehinds, a conditional, quantified first letters.
TRICKY = (
    r"(?i:(?P<w>Home|Hemeroteca|Menu|Main|Mein|Haku|Kontakt|[|(]x|Kelvin|kind)"
    r"|(?<=ab|cd|ef|gh|ij|kl)mn|a?b|c*d|e{2}f|\(paren|\||(?(w)yes|no)|Search|Search episodes|Sort|Sorted|Söka|Ökad"
    r"|(?-i:Case|Cased|case|Cast|Caste|Casted)|(?P=w)!)"
)
PROBES = [
    "Home", "home", "HEMEROTECA", "Menu", "Main", "mein", "Haku", "kontakt", "|x", "(x", "Kelvin", "\u212aelvin",
    "kind", "abmn", "b", "ab", "d", "cccd", "eef", "(paren", "|", "yes", "no", "Search", "search episodes",
    "Search episodes!", "Sort", "sorted", "SÖKA", "ökad", "Case", "case", "CASE", "Cased", "Cast", "Caste", "Casted",
    "casted", "Home!", "HomeHome", "Menu!Menu", "x", "", "Se", "Sorted episodes", "\u017fort", "Alphas", "Searing",
    "Searches", "Lambdas",
]


# A run is grouped up to the alternative that opens with no letter, which may match what the run's do ("Alphas"); a
# letter's alternatives, in small letters and capitals, stay in their order ("sear" before "Searing").
RUN_BROKEN = r"(?i:Alpha|Beta|Gamma|Delta|Epsilon|Zeta|[a-z]+s|Search|Sorted|Theta|Iota|Kappa|Lambda)"
EITHER_CASE = r"(?i:Sx|Sy|sear|Sz|Sw|Searing|Sv)"


@pytest.mark.parametrize("source", [TRICKY, RUN_BROKEN, EITHER_CASE])
def test_grouping_keeps_what_matches_and_which_alternative_wins(source: str) -> None:
    assert grouped(source) != source  # (there are runs to group)
    mine, theirs = compiled(source), re.compile(source)
    for probe, method in itertools.product(PROBES, ("fullmatch", "match", "search")):
        found, expected = getattr(mine, method)(probe), getattr(theirs, method)(probe)
        assert (found and (found.span(), found.groupdict())) == (
            expected and (expected.span(), expected.groupdict())
        ), (probe, method)


def test_short_runs_and_kept_groups_are_left_as_written() -> None:
    for source in (r"Home|Menu|Main|Mein|Haku", r"(?<=Home|Hemeroteca|Haku|Hjem|Hilfe|Hallo)x", r"[a|b|c|d|e|f|g]",
                   r"\||\(|a|b|c|d|e|f", r"(?i)Home|Hemeroteca|Haku|Hjem|Hilfe|Hallo"):
        assert grouped(source) == source
    # (six of a run opening with letters, the inline flags no letter: grouped after them)
    assert grouped(r"(?i)x|Home|Hemeroteca|Haku|Menu|Main|Mein") == (
        r"(?i)x|(?-i:[^\x00-\x47\x49-\x67\x69-\x7f])(?<=H)(?:ome|emeroteca|aku)"
        r"|(?-i:[^\x00-\x4c\x4e-\x6c\x6e-\x7f])(?<=M)(?:enu|ain|ein)"
    )


# Across alternatives that open with no letter (a digit, a sign, an escaped sign, a class of those), a letter's
# alternatives are grouped as one, in their order; those that may open with a letter (a class of letters or a range
# over them, an escape of a word's character, a first character that may be missed, a group) still part them. In
# either case, the letters a gate lets through are those that match ignoring case too (the Kelvin sign, the long s,
# the dotted capital I), and letters outside ASCII.
CROSSED = (
    "(?i:Alpha|\\d+ items|Beta|@home|Apple|[$\u20ac]\\d+|\\+ ?Kelvin|Kelvin|Sort|Ionic|Bravo|[!-~]ort|kind|sorted|iota"
    "|-ish|\\w+ish|Ionian|\u00c9cole|\u00e9cho|\u00c9cart|Sx|Sy|\\(x|[\\d.,]+ ?KB|Kilo|Kappa|Stop|2?Kappa)"
    "|Cased|case|Cast|Caste|\\.Casted|[12]\\d Casted|Casted|Ca|CASE"
)
CROSSED_PROBES = [
    "Alpha", "alpha", "12 items", "Beta", "@home", "@HOME", "Apple", "\u20ac12", "+Kelvin", "+ \u212aelvin", "Kelvin",
    "\u212aelvin", "\u212aind", "Sort", "\u017fort", "!ort", "kind", "KIND", "sorted", "\u017forted", "iota",
    "\u0130ota", "\u0131ota", "Ionic", "-ish", "fish", "Ionian", "\u00e9cole", "\u00c9CHO", "\u00e9cart", "sx", "Sy",
    "(x", "12 KB", "1.5KB", "Kilo", "kappa", "2Kappa", "Stop", "Cased", "cased", "case", "Case", "Cast", "Caste",
    "Casted", ".Casted", "12 Casted", "Ca", "CA", "CASE", "", "x", "Bravo!", "Kiwi", "koala", "Seal",
]
MORE = "|Kiwi|Kudu|Koala|Sable|Seal|Stoat"


def test_grouping_crosses_alternatives_that_open_with_no_letter() -> None:
    mine = grouped(CROSSED)
    assert mine.count("(?-i:[^") >= 6  # (the letters' groups: "k" across the signs, "s" across a class of signs)
    for source, plain in ((mine, CROSSED), (grouped(mine), CROSSED), (grouped(mine + MORE), CROSSED + MORE)):
        ours, theirs = re.compile(source), re.compile(plain)  # (grouped again, as a pattern's source in a longer one)
        for probe, method in itertools.product(CROSSED_PROBES, ("fullmatch", "match", "search")):
            found, expected = getattr(ours, method)(probe), getattr(theirs, method)(probe)
            assert (found and (found.span(), found.group())) == (expected and (expected.span(), expected.group())), (
                probe, method, source
            )
