"""What the text layouts share: a diagnostics sink, paragraphs, the "Read more" test and stable GUIDs."""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Iterator
from datetime import date

from podcat._models import Diagnostic

# The namespace of podcat's episode GUIDs (UUID version 5).
_GUID_NAMESPACE = uuid.UUID("6f1c9a52-3c0e-5b8e-9d0a-706f64636174")


class Sink:
    """Collects the diagnostics of one input, with its path."""

    def __init__(self, path: str | None, items: list[Diagnostic] | None = None) -> None:
        self.path = path
        self.items: list[Diagnostic] = [] if items is None else items

    def add(self, line: int | None, message: str, text: str) -> None:
        """Record a diagnostic at a 1-based line number."""
        self.items.append(Diagnostic(line, message, text, self.path))


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


def is_read_more(line: str) -> bool:
    """Whether ``line`` is a "Read more" link line, however the page spaces its two words."""
    return line.split() == ["Read", "more"]


def stable_guid(show_title: str, title: str, published: date | None) -> str:
    """A GUID that depends only on the show title, episode title and date: the same listing, the same GUIDs
    (the UUID version 5 of the three, in podcat's namespace)."""
    key = f"{show_title}\n{title}\n{published.isoformat() if published else ''}"
    return _uuid5(key)


# The SHA-1 state of the namespace's bytes, which every GUID's hash starts with: copied for each, not hashed again.
_NAMESPACE_HASH = hashlib.sha1(_GUID_NAMESPACE.bytes, usedforsecurity=False)
# The hexadecimal digit of a UUID's variant (RFC 9562: its two bits 10), by the digest's digit in its place.
_VARIANT_DIGIT = {digit: "89ab"[int(digit, 16) & 3] for digit in "0123456789abcdef"}


def _uuid5(name: str) -> str:
    """``str(uuid.uuid5(_GUID_NAMESPACE, name))``, written from the SHA-1 digest as RFC 9562 says (version 5, the
    variant's two bits), without building the `uuid.UUID` on the way, which costs twice the hash."""
    hashed = _NAMESPACE_HASH.copy()
    hashed.update(name.encode())
    digest = hashed.hexdigest()
    return f"{digest[:8]}-{digest[8:12]}-5{digest[13:16]}-{_VARIANT_DIGIT[digest[16]]}{digest[17:20]}-{digest[20:32]}"
