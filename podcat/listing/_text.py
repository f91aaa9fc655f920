"""Helpers every layout shares: input normalization, paragraphs, links and stable GUIDs."""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterator
from datetime import date

# Applied once to the whole input: tabs and non-breaking or odd spaces become plain spaces.
_SPACES = str.maketrans({"\t": " ", "\u00a0": " ", "\u2007": " ", "\u202f": " ", "\u3000": " "})
# A URL runs to the next space or quote; trailing sentence punctuation is not part of it.
_URL_RE = re.compile(r"https?://[^\s<>\"'`]+")
_URL_TRAILER = ".,;:!?)]}"
# Lone surrogates can reach us only from Python strings; they cannot be encoded, so they are replaced.
_SURROGATE_RE = re.compile("[\ud800-\udfff]")
_GUID_NAMESPACE = uuid.UUID("6f1c9a52-3c0e-5b8e-9d0a-706f64636174")


def normalize_text(text: str) -> list[str]:
    """Split text into lines after normalizing line ends, a BOM, tabs and non-breaking spaces."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n").translate(_SPACES).split("\n")


def replace_surrogates(text: str, lines: list[str]) -> list[int]:
    """Replace lone surrogates in ``lines`` (in place) with U+FFFD; return the indexes of the lines changed."""
    if text.isascii() or not _SURROGATE_RE.search(text):
        return []
    changed = [index for index, line in enumerate(lines) if _SURROGATE_RE.search(line)]
    for index in changed:
        lines[index] = _SURROGATE_RE.sub("\ufffd", lines[index])
    return changed


def paragraphs(lines: list[str], start: int, stop: int) -> Iterator[tuple[int, list[str]]]:
    """Yield ``(first line index, stripped lines)`` for each run of non-blank lines in ``lines[start:stop]``."""
    block: list[str] = []
    first = start
    for index in range(start, stop):
        line = lines[index].strip()
        if line:
            if not block:
                first = index
            block.append(line)
        elif block:
            yield first, block
            block = []
    if block:
        yield first, block


def join_paragraphs(blocks: list[list[str]]) -> str:
    """Lines of a paragraph joined by a newline, paragraphs by a blank line."""
    return "\n\n".join("\n".join(block) for block in blocks)


def find_links(text: str) -> tuple[str, ...]:
    """The URLs in ``text``, in order of first appearance, without duplicates."""
    if "://" not in text:
        return ()
    found = (match.group(0).rstrip(_URL_TRAILER) for match in _URL_RE.finditer(text))
    return tuple(dict.fromkeys(url for url in found if "://" in url and not url.endswith("://")))


def stable_guid(show_title: str, title: str, published: date | None) -> str:
    """A GUID that depends only on the show title, episode title and date: the same listing, the same GUIDs."""
    key = f"{show_title}\n{title}\n{published.isoformat() if published else ''}"
    return str(uuid.uuid5(_GUID_NAMESPACE, key))
