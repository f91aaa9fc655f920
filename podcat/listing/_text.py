"""Helpers every layout shares: input normalization, paragraphs, links and stable GUIDs."""

from __future__ import annotations

import hashlib
import re
import uuid
from collections.abc import Iterator
from datetime import date

# Replaced once in the whole input: tabs and non-breaking or odd spaces become plain spaces.
_ODD_SPACES = ("\t", "\u00a0", "\u2007", "\u202f", "\u3000")
# A URL runs to the next space or quote; trailing sentence punctuation is not part of it.
_URL_RE = re.compile(r"https?://[^\s<>\"'`]+")
_URL_TRAILER = ".,;:!?)]}"
# Lone surrogates can reach us only from Python strings; they cannot be encoded, so they are replaced.
_SURROGATE_RE = re.compile("[\ud800-\udfff]")
_GUID_PREFIX = uuid.UUID("6f1c9a52-3c0e-5b8e-9d0a-706f64636174").bytes


def normalize_text(text: str) -> str:
    """Normalize line ends, a BOM, tabs and non-breaking spaces, once, before any layout reads the text."""
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    for odd in _ODD_SPACES:
        if odd in text:  # str.replace is fast; skipping absent characters makes it faster still
            text = text.replace(odd, " ")
    return text


def replace_surrogates(text: str) -> tuple[str, list[tuple[int, str]]]:
    """Replace lone surrogates with U+FFFD; return the text and each changed line as (index, new line)."""
    if text.isascii() or not _SURROGATE_RE.search(text):
        return text, []
    lines = text.split("\n")
    changed = [
        (index, _SURROGATE_RE.sub("\ufffd", line)) for index, line in enumerate(lines) if _SURROGATE_RE.search(line)
    ]
    return _SURROGATE_RE.sub("\ufffd", text), changed


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
    links: dict[str, None] = {}
    for found in _URL_RE.findall(text):
        url = found.rstrip(_URL_TRAILER)
        if not url.endswith("://"):
            links[url] = None
    return tuple(links)


def stable_guid(show_title: str, title: str, published: date | None) -> str:
    """A GUID that depends only on the show title, episode title and date: the same listing, the same GUIDs.

    It is the UUID version 5 of those three in podcat's namespace, computed as `uuid.uuid5` does (the SHA-1
    of namespace and name, with the version and variant bits set) without its object overhead.
    """
    key = f"{show_title}\n{title}\n{published.isoformat() if published else ''}"
    digest = hashlib.sha1(_GUID_PREFIX + key.encode("utf-8", "surrogatepass")).hexdigest()
    variant = "89ab"[int(digest[16], 16) & 3]
    return f"{digest[:8]}-{digest[8:12]}-5{digest[13:16]}-{variant}{digest[17:20]}-{digest[20:32]}"
