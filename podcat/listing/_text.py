"""Helpers every layout shares: input normalization, paragraphs, links and stable GUIDs."""

from __future__ import annotations

import hashlib
import re
import uuid
from collections.abc import Callable, Iterator
from datetime import date

from podcat.models import SOURCE_MARK, Deferred, Diagnostic, SourceRef

# Tabs and non-breaking or odd spaces, which become plain spaces in every text podcat keeps.
_ODD_SPACES = ("\t", "\u00a0", "\u2007", "\u202f", "\u3000")
_ODD_SPACE_RE = re.compile("[\t\u00a0\u2007\u202f\u3000]")
# A URL runs to the next space or quote; `trim_url` then drops the sentence punctuation that ends it.
_URL_RE = re.compile(r"https?://[^\s<>\"'`]+")
_URL_TRAILER = ".,;:!?)]}"
# Lone surrogates can reach us only from Python strings; they cannot be encoded, so they are replaced.
_SURROGATE_RE = re.compile("[\ud800-\udfff]")
_GUID_PREFIX = uuid.UUID("6f1c9a52-3c0e-5b8e-9d0a-706f64636174").bytes
# The RFC 4122 variant bits set in the 17th hex digit of a UUID.
_VARIANT_DIGIT = {digit: "89ab"[int(digit, 16) & 3] for digit in "0123456789abcdef"}


def normalize_text(text: str) -> str:
    """Normalize line ends and a BOM, once, before any layout reads the text.

    Odd spaces are left in place (a copy of a large input would double its memory); `plain_spaces`
    replaces them in the texts a parser keeps.
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def plain_spaces_for(text: str) -> Callable[[str], str]:
    """A function that turns tabs and odd spaces into plain spaces, or leaves texts as they are when ``text``
    has none (the usual case, which then costs nothing per field)."""
    if text.isascii() and "\t" not in text:
        return str
    if not any(odd in text for odd in _ODD_SPACES):
        return str
    return plain_spaces


def plain_spaces(line: str) -> str:
    """Turn tabs and non-breaking or odd spaces into plain spaces."""
    return line.replace("\t", " ") if line.isascii() else _ODD_SPACE_RE.sub(" ", line)


class Sink:
    """Collects the diagnostics of one input, with its path."""

    def __init__(self, path: str | None, items: list[Diagnostic] | None = None) -> None:
        self.path = path
        self.items: list[Diagnostic] = [] if items is None else items

    def add(self, line: int | None, message: str, text: str) -> None:
        """Record a diagnostic at a 1-based line number."""
        self.items.append(Diagnostic(line, message, text, self.path))


def replace_surrogates(text: str) -> tuple[str, list[tuple[int, str]]]:
    """Replace lone surrogates with U+FFFD; return the text and each changed line as (index, new line)."""
    if text.isascii():
        return text, []
    try:
        text.encode("utf-16-le")  # fails on a lone surrogate, and scans several times faster than a regex
    except UnicodeEncodeError:
        pass
    else:
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


def is_read_more(line: str) -> bool:
    """Whether ``line`` is a "Read more" link line, however the page spaces its two words."""
    return line.split() == ["Read", "more"]


def find_links(text: str) -> tuple[str, ...]:
    """The URLs in ``text``, in order of first appearance, without duplicates."""
    if "://" not in text:
        return ()
    urls = [trim_url(url) for url in _URL_RE.findall(text)]
    if len(urls) == 1:  # the usual case, with no duplicates to drop
        return () if urls[0].endswith("://") else (urls[0],)
    return tuple(dict.fromkeys(url for url in urls if not url.endswith("://")))


def trim_url(url: str) -> str:
    """``url`` without the sentence punctuation after it, but with each ``)`` that closes a ``(`` in it, as in
    ``https://en.wikipedia.org/wiki/Python_(programming_language)``."""
    if url[-1] not in _URL_TRAILER:  # the usual case
        return url
    end = len(url.rstrip(_URL_TRAILER))
    unclosed = url.count("(", 0, end) - url.count(")", 0, end)
    while end < len(url) and url[end] == ")" and unclosed > 0:
        end, unclosed = end + 1, unclosed - 1
    return url[:end]


def stable_guid(show_title: str, title: str, published: date | None) -> str:
    """A GUID that depends only on the show title, episode title and date: the same listing, the same GUIDs.

    It is the UUID version 5 of those three in podcat's namespace, computed as `uuid.uuid5` does (the SHA-1
    of namespace and name, with the version and variant bits set) without its object overhead.
    """
    key = f"{show_title}\n{title}\n{published.isoformat() if published else ''}"
    digest = hashlib.sha1(_GUID_PREFIX + key.encode("utf-8", "surrogatepass")).hexdigest()
    variant = _VARIANT_DIGIT[digest[16]]
    return f"{digest[:8]}-{digest[8:12]}-5{digest[13:16]}-{variant}{digest[17:20]}-{digest[20:32]}"


# Parsers leave an episode's links, guid and source to its first read (see `podcat.models.Deferred`); these
# stand in for them, typed as the values they become.
DEFERRED_LINKS: tuple[str, ...] = Deferred(lambda episode: find_links(episode.description))  # type: ignore[assignment]


def deferred_guid(show_title: str) -> str:
    """Stand in for the `stable_guid` of each episode of a show, computed from its title and date when read."""
    return Deferred(lambda episode: stable_guid(show_title, episode.title, episode.published))  # type: ignore[return-value]


def deferred_source(path: str | None, line: int) -> SourceRef:
    """Stand in for an episode's `SourceRef` (see `podcat.models.SOURCE_MARK`)."""
    return (SOURCE_MARK, path, line)  # type: ignore[return-value]
