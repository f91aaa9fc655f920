"""Compiling podcat's patterns, whose long lists of words are tried a letter's worth at a time."""

from __future__ import annotations

import itertools
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
    """``re.compile(source, flags)``, with each stretch of six or more alternatives that open with a letter grouped
    by that letter (in any case) behind a class the engine looks at first: a pattern that matches as the source does,
    but a line tries the alternatives its next character may open, not every one. (Alternatives that open with
    different letters, or with a letter and with a digit or a sign, never match at one place, so their order among
    themselves is free; the order within a letter's, and around an alternative that may open with anything, is
    kept: see `_alternation`.)"""
    return re.compile(grouped(source), flags)


def grouped(source: str) -> str:
    """``source`` with its stretches of alternatives grouped by first letter (see `compiled`), at every depth; a
    source grouped before (a pattern's, put in a longer one) is grouped again, its letters' groups joining the new
    ones."""
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
    """The alternatives of ``pieces`` apart by bars, grouped by first letter unless ``kept``: each stretch of them up
    to an alternative that may open with a letter but opens with none of its own (a group, a class of letters, a
    lookaround), where those opening with no letter (a digit, a sign) stand first, in their order, then the
    letters' groups (`_by_letter`). An alternative that opens with a letter and one that opens with another letter
    or with no letter never match at one place, so only the order within a letter's group is kept, and the order
    around each alternative that may open with anything."""
    alternatives = ["".join(alternative) for alternative in pieces]
    if kept or len(alternatives) < _FEWEST_GROUPED:
        return "|".join(alternatives)
    out: list[str] = []
    unlettered: list[str] = []
    run: dict[str, list[tuple[str | None, str]]] = {}
    for alternative in alternatives:
        if (opening := _opening(alternative)) is not None:
            letter, first, rest = opening
            run.setdefault(letter, []).append((first, rest))
        elif _opens_with_no_letter(alternative):
            unlettered.append(alternative)
        else:
            out += unlettered + _by_letter(run)
            unlettered, run = [], {}
            out.append(alternative)
    return "|".join(out + unlettered + _by_letter(run))


def _by_letter(run: dict[str, list[tuple[str | None, str]]]) -> list[str]:
    """A stretch's alternatives that open with a letter (each as `_opening` has it), a letter's behind its gate when
    there are enough of them, else as written."""
    if sum(map(len, run.values())) < _FEWEST_GROUPED:
        return [_written(letter, first, rest) for letter, alternatives in run.items() for first, rest in alternatives]
    return [
        _gated(letter, alternatives) if len(alternatives) > 1 else _written(letter, *alternatives[0])
        for letter, alternatives in run.items()
    ]


def _gated(letter: str, alternatives: list[tuple[str | None, str]]) -> str:
    """One letter's alternatives behind its gate (`_gate`): a class, in case, that takes the next character when it
    may be the letter (in either case, or any character outside ASCII, where a few match a letter of ASCII ignoring
    case: the Kelvin sign, the long s). A class is the one first step a branch of the engine tries at a glance: where
    the character is none of its, the group is passed over without a try. Behind it, each run of the alternatives
    that open with one letter looks back at the character the gate took (in their own case, as that letter would have
    taken it), and the rest of each follows."""
    parts: list[str] = []
    for first, members in itertools.groupby(alternatives, key=lambda alternative: alternative[0]):
        rests = [rest for _, rest in members]
        body = rests[0] if len(rests) == 1 else f"(?:{'|'.join(rests)})"
        parts.append(body if first is None else f"(?<={first}){body}")
    return f"{_gate(letter)}{parts[0] if len(parts) == 1 else '(?:' + '|'.join(parts) + ')'}"


def _gate(letter: str) -> str:
    """The class before ``letter``'s alternatives (see `_gated`): no character of ASCII but the letter's two. (Written
    as the characters it refuses: a class of a range past ASCII compiles slowly, and patterns are compiled for each
    page.)"""
    ranges, start = [], 0
    for end in [*sorted({ord(letter), ord(letter.upper())} & set(range(0x80))), 0x80]:
        if start < end:
            ranges.append(f"\\x{start:02x}-\\x{end - 1:02x}")
        start = end + 1
    return f"(?-i:[^{''.join(ranges)}])"


def _written(letter: str, first: str | None, rest: str) -> str:
    """An alternative as `_opening` read it, written again."""
    return f"{_gate(letter)}{rest}" if first is None else f"{first}{rest}"


# A gate as `_gate` writes it, and the letter that the look back after it names (in its case).
_GATE = re.compile(r"\(\?-i:\[\^[^\]]*\]\)(?=(?:\(\?:)?\(\?<=(.)\))")


def _opening(alternative: str) -> tuple[str, str | None, str] | None:
    """The letter ``alternative`` opens with, in small letters, the letter as written (None where a gate of
    `_gated` opens it: its rest looks back at the letter itself) and what follows it; None when it opens with no
    letter. A letter is the first character when no quantifier follows it, of one small and one capital form that
    are each other's (not ``ß`` or the long s)."""
    if (gate := _GATE.match(alternative)) is not None:
        return gate[1].lower(), None, alternative[gate.end() :]
    first = alternative[:1]
    if alternative[1:2] in ("?", "*", "+", "{"):
        return None
    small, capital = first.lower(), first.upper()
    if len(small) == len(capital) == 1 and small != capital and capital.lower() == small:
        return small, first, alternative[1:]
    return None


# What opens an alternative that may open with no letter: a character of no other meaning, an escape of a sign or a
# digit's, or a class of those (no range but of digits); taken at least once.
_UNLETTERED = re.compile(
    r"(?:\\d|\\\W|\[(?!\^)(?:\\d|\\\W|[0-9]-[0-9]|[^\\\]-])+\]|[^\\\[(.^$|?*+{])(?![?*]|\{0|\{,)"
)
_ESCAPES = re.compile(r"\\d|\\?.")  # (the characters of one of those, in turn)


def _opens_with_no_letter(alternative: str) -> bool:
    """Whether ``alternative`` opens with a character that is certainly no letter: as `_UNLETTERED` has it, each
    character it may open with a digit or a sign that has no case."""
    if (opening := _UNLETTERED.match(alternative)) is None:
        return False
    text = opening.group()
    for character in _ESCAPES.findall(text[1:-1] if text.startswith("[") else text):
        if character == "\\d":
            continue
        character = character[-1]
        if character.isalpha() or not character.lower() == character == character.upper():
            return False
    return True
