"""Reading listings: layout detection, one parser per layout, strict mode and file loading."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Literal

from podcat.errors import ListingParseError
from podcat.listing._articles import READ_MORE, parse_articles
from podcat.listing._directory import PLAY_PREFIX, parse_directory
from podcat.listing._text import normalize_text
from podcat.models import Catalog, Diagnostic

__all__ = ["Layout", "detect_layout", "load", "parse", "parse_bytes"]

Layout = Literal["directory", "articles"]

_PARSERS: dict[str, Callable[[list[str], str | None], Catalog]] = {
    "directory": parse_directory,
    "articles": parse_articles,
}


def detect_layout(text: str) -> Layout | None:
    """Name the layout ``text`` is written in, or None when it fits none."""
    return _detect(normalize_text(text))


def _detect(lines: list[str]) -> Layout | None:
    for line in lines:
        stripped = line.strip()
        if stripped.startswith(PLAY_PREFIX):
            return "directory"
        if stripped == READ_MORE:
            return "articles"
    return None


def parse(text: str, /, *, strict: bool = False, source: str | None = None, layout: Layout | None = None) -> Catalog:
    """Parse listing text into a `Catalog`; the layout is detected unless ``layout`` names it.

    Lenient by default: whatever cannot be read becomes a `Diagnostic` and every non-blank line ends up in
    the catalog or in a diagnostic. With ``strict=True`` the first diagnostic raises `ListingParseError`.
    ``source`` names the text (a path) in diagnostics and episode sources.
    """
    lines = normalize_text(text)
    chosen = layout or _detect(lines)
    if chosen is None:
        catalog = _unknown_layout(lines, source)
    elif chosen not in _PARSERS:
        raise ValueError(f"unknown layout {chosen!r}; choose one of {', '.join(_PARSERS)}")
    else:
        catalog = _PARSERS[chosen](lines, source)
    if strict and catalog.diagnostics:
        raise_for(catalog.diagnostics[0])
    return catalog


def raise_for(diagnostic: Diagnostic) -> None:
    """Raise the `ListingParseError` that strict mode makes of a diagnostic."""
    raise ListingParseError(diagnostic.message, lineno=diagnostic.line, text=diagnostic.text, path=diagnostic.path)


def _unknown_layout(lines: list[str], source: str | None) -> Catalog:
    """No layout fits: an empty catalog, and every non-blank line reported so that nothing is lost."""
    diagnostics = [
        Diagnostic(index + 1, "text fits no known layout (directory, articles)", line.strip(), source)
        for index, line in enumerate(lines)
        if line.strip()
    ]
    if not diagnostics:
        diagnostics = [Diagnostic(None, "empty listing", "", source)]
    return Catalog(None, (), diagnostics)


def load(path: str | os.PathLike[str], /, *, strict: bool = False, layout: Layout | None = None) -> Catalog:
    """Read and parse the listing at ``path`` (UTF-8; undecodable bytes are replaced and reported).

    Raises `OSError` when the file cannot be read, and `ListingParseError` in strict mode.
    """
    name = os.fspath(path)
    with open(name, "rb") as handle:
        data = handle.read()
    return parse_bytes(data, strict=strict, source=name, layout=layout)


def parse_bytes(
    data: bytes, /, *, strict: bool = False, source: str | None = None, layout: Layout | None = None
) -> Catalog:
    """Parse UTF-8 bytes like `parse`; undecodable bytes are replaced and reported with their line."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        text = data.decode("utf-8", errors="replace")
        line = data.count(b"\n", 0, error.start) + 1
        bad = Diagnostic(line, "invalid UTF-8 (bytes replaced with U+FFFD)", normalize_text(text)[line - 1], source)
        if strict:
            raise_for(bad)
        catalog = parse(text, source=source, layout=layout)
        return Catalog(catalog.show, catalog.episodes, (bad, *catalog.diagnostics))
    return parse(text, strict=strict, source=source, layout=layout)
