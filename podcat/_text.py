"""Text every reader shares: line ends, odd spaces and lone surrogates, each defined once."""

from __future__ import annotations

import re

# Tabs and non-breaking or odd spaces, which become plain spaces in every text podcat keeps.
ODD_SPACES = "\t\u00a0\u2007\u202f\u3000"
# The same, as a `str.translate` table.
PLAIN_SPACES = str.maketrans(dict.fromkeys(ODD_SPACES, " "))
# Invisible characters a copy keeps at a line's ends (a heading's anchor: Docusaurus ends each with a zero-width space),
# and a heading's permalink after it (Sphinx ends each with a pilcrow).
ZERO_WIDTH = "\u200b\u2060\ufeff"
PILCROW = "\u00b6"
HEADING_MARKS = f"{ZERO_WIDTH}{PILCROW}"
# Lone surrogates can reach us only from Python strings; they cannot be encoded, so they are replaced.
_SURROGATE_RE = re.compile("[\ud800-\udfff]")


def normalize_text(text: str) -> str:
    """Normalize line ends to ``\\n`` and drop a leading BOM, once, before any layout reads the text."""
    text = text.removeprefix("\ufeff")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def plain_spaces(line: str, *, tabs: bool = True) -> str:
    """Turn non-breaking or odd spaces, and tabs unless ``tabs`` is false, into plain spaces."""
    for space in ODD_SPACES if tabs else ODD_SPACES[1:]:
        line = line.replace(space, " ")  # a pass in C for each, faster than one regular expression
    return line


def without_heading_marks(line: str) -> str:
    """A stripped ``line`` without the zero-width characters at its ends (`ZERO_WIDTH`) and a pilcrow glued to its
    end (``Release notes¶``; ``The pilcrow ¶`` keeps it), unless it holds nothing else (then it is kept, to be
    reported)."""
    line = line.strip(ZERO_WIDTH).strip() or line
    return line[:-1] if line.endswith(PILCROW) and len(line) > 1 and not line[-2].isspace() else line


def _has_surrogates(text: str) -> bool:
    try:
        text.encode()  # fails exactly when there is a lone surrogate, in one pass in C
    except UnicodeEncodeError:
        return True
    return False


def replace_surrogates(text: str) -> tuple[str, list[tuple[int, str]]]:
    """Replace lone surrogates with U+FFFD; return the text and each changed line as (index, new line)."""
    if text.isascii() or not _has_surrogates(text):
        return text, []
    lines = text.split("\n")
    changed = [
        (index, _SURROGATE_RE.sub("\ufffd", line)) for index, line in enumerate(lines) if _SURROGATE_RE.search(line)
    ]
    return _SURROGATE_RE.sub("\ufffd", text), changed
