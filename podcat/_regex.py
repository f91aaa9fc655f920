"""Compiling podcat's patterns, whose long lists of words are tried a letter's worth at a time."""

from __future__ import annotations

import re

__all__ = ["compiled"]

# The fewest alternatives in a row that open with a letter worth grouping (a few are tried as fast as their groups).
_FEWEST_GROUPED = 6
# A pattern's pieces: an escape, a character class, a group's opening (a lookbehind's and a conditional's apart: their
# alternatives stay as they are), a group's close, a bar, a group that holds no pattern (inline flags, a reference
# to a named group, a comment), or a run of anything else.
_PIECES = re.compile(
    r"\\.|\[\^?\]?(?:\\.|[^\]\\])*\]|\(\?(?:[aiLmsux-]+|P=\w+|#[^)]*)\)"
    r"|(?P<kept>\(\?(?:<=|<!|\(\w+\)))|(?P<opening>\((?:\?(?:P<\w+>|[:=!>]|[aiLmsux-]+:))?)"
    r"|\)|\||[^\\\[()|]+",
    re.DOTALL,
)


def compiled(source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)``, with each run of six or more alternatives that open with a letter grouped by
    that letter (in any case): a pattern that matches as the source does, but a line tries the alternatives its next
    character may open, not every one. (Alternatives that open with different letters never match at one place, so
    their order among themselves is free; the order within a letter's, and around a run, is kept.)"""
    return re.compile(grouped(source), flags)


def grouped(source: str) -> str:
    """``source`` with its runs of alternatives grouped by first letter (see `compiled`), at every depth."""
    if source.count("|") < _FEWEST_GROUPED - 1:  # (too few bars for a run: a page's own short patterns)
        return source
    groups: list[tuple[str, bool, list[list[str]]]] = [("", False, [[]])]  # open groups: opening, kept, alternatives
    for piece in _PIECES.finditer(source):
        text = piece.group()
        if piece["opening"] is not None or piece["kept"] is not None:
            groups.append((text, piece["kept"] is not None, [[]]))
        elif text == "|":
            groups[-1][2].append([])
        elif text == ")":
            opening, kept, alternatives = groups.pop()
            groups[-1][2][-1].append(f"{opening}{_alternation(alternatives, kept)})")
        else:
            groups[-1][2][-1].append(text)
    return _alternation(groups[0][2], kept=False)


def _alternation(pieces: list[list[str]], kept: bool) -> str:
    """The alternatives of ``pieces`` apart by bars, runs of them grouped by first letter unless ``kept``."""
    alternatives = ["".join(alternative) for alternative in pieces]
    if kept or len(alternatives) < _FEWEST_GROUPED:
        return "|".join(alternatives)
    out: list[str] = []
    run: dict[str, list[str]] = {}
    for alternative in alternatives:
        if (letter := _first_letter(alternative)) is not None:
            run.setdefault(letter, []).append(alternative)
            continue
        out += _by_letter(run)
        run = {}
        out.append(alternative)
    return "|".join(out + _by_letter(run))


def _by_letter(run: dict[str, list[str]]) -> list[str]:
    """A run's alternatives, each letter's behind a look at the next character when there are enough of them."""
    if sum(map(len, run.values())) < _FEWEST_GROUPED:
        return [alternative for alternatives in run.values() for alternative in alternatives]
    return [
        f"(?=[{letter}{letter.upper()}])(?:{'|'.join(alternatives)})" if len(alternatives) > 1 else alternatives[0]
        for letter, alternatives in run.items()
    ]


def _first_letter(alternative: str) -> str | None:
    """The letter ``alternative`` opens with, in small letters: its first character when no quantifier follows it and
    it is a letter of one small and one capital form that are each other's (not ``ß`` or the long s); else
    None."""
    first = alternative[:1]
    if alternative[1:2] in ("?", "*", "{"):
        return None
    small, capital = first.lower(), first.upper()
    return small if len(small) == len(capital) == 1 and small != capital and capital.lower() == small else None
