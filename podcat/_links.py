"""Web addresses in text: found once, trimmed of the sentence around them (parsers and the feed writer share it)."""

from __future__ import annotations

import re

# A URL runs to the next space or quote; `trim_url` then drops the sentence punctuation that ends it.
URL_RE = re.compile(r"https?://[^\s<>\"'`]+")
_URL_TRAILER = ".,;:!?)]}"


def find_links(text: str) -> tuple[str, ...]:
    """The URLs in ``text``, in order of first appearance, without duplicates."""
    if "://" not in text:  # most texts have none: a scan in C says so
        return ()
    return tuple(dict.fromkeys(url for found in URL_RE.findall(text) if not (url := trim_url(found)).endswith("://")))


def trim_url(url: str) -> str:
    """``url`` without the sentence punctuation after it, but with each ``)`` that closes a ``(`` in it, as in
    ``https://en.wikipedia.org/wiki/Python_(programming_language)``."""
    end = len(url.rstrip(_URL_TRAILER))
    if end == len(url):  # nothing to trim
        return url
    unclosed = url.count("(", 0, end) - url.count(")", 0, end)
    while end < len(url) and url[end] == ")" and unclosed > 0:
        end, unclosed = end + 1, unclosed - 1
    return url[:end]
