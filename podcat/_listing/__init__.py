"""Reading listings: layout detection, the listing engine for text layouts, feeds, strict mode and file loading."""

from __future__ import annotations

import os
from datetime import date
from operator import attrgetter
from typing import Literal, get_args

import attrs

from podcat._errors import ListingParseError
from podcat._listing._engine import page_lines, read
from podcat._listing._layouts import SPECS, Choice, choose, generic_spec, page_of
from podcat._listing._rss import parse_feed
from podcat._models import Catalog, Diagnostic, Episode, in_line_order
from podcat._normalize import as_day
from podcat._text import normalize_text, plain_spaces, replace_surrogates
from podcat._xml import bom_encoding, bytes_head, looks_like_feed

__all__ = ["MAX_INPUT_BYTES", "Layout", "detect_layout", "layouts", "load", "parse", "parse_bytes"]

# The largest input `load` and `parse` read (a listing page is kilobytes, the largest feeds tens of megabytes):
# past it, an input (/dev/zero) is refused rather than read until memory runs out.
MAX_INPUT_BYTES = 256 * 1024 * 1024

Layout = Literal[
    "directory", "articles", "apple", "spotify", "overcast", "pocketcasts", "iheart", "snipd", "generic", "rss"
]


def layouts() -> dict[str, str]:
    """Every layout name `parse` takes, with one line on what its pages look like."""
    described = {spec.name: spec.about for spec in reversed(SPECS)}  # the first spec of a name describes it
    return {
        **{name: described[name] for name in get_args(Layout) if name in described},
        "generic": "a page no spec fits whose lines repeat dates and durations: placement inferred from the page",
        "rss": "an RSS 2.0 (iTunes tags), RSS 1.0 or Atom feed",
    }


def detect_layout(text: str, /, *, as_of: date | str | None = None) -> Layout | None:
    """Name the layout ``text`` is written in, or None when it fits none."""
    if looks_like_feed(text):
        return "rss"
    found = _choose(normalize_text(text), None, as_day(as_of))
    return None if found is None else found.spec.name  # type: ignore[return-value]


def _choose(text: str, layout: str | None, as_of: date | None, lines: list[str] | None = None) -> Choice | None:
    """How to read the (normalized) page; None when nothing fits. A named layout picks among its own specs
    (Spotify has two)."""
    if layout == "generic":
        return generic_spec(text, as_of, lines)
    if layout is None:
        return choose(text, as_of, lines=lines)
    named = tuple(spec for spec in SPECS if spec.name == layout)
    if not named:
        raise ValueError(f"unknown layout {layout!r}; choose one of {', '.join(get_args(Layout))}")
    if (chosen := choose(text, as_of, named, lines)) is not None:
        return chosen
    lines = page_lines(text) if lines is None else lines
    return Choice(named[0], page_of(lines, named[0], as_of))


def parse(
    text: str | bytes,
    /,
    *,
    strict: bool = False,
    source: str | None = None,
    layout: Layout | None = None,
    as_of: date | str | None = None,
    base_url: str | None = None,
) -> Catalog:
    """Parse listing text into a `Catalog`; the layout is detected unless ``layout`` names it.

    Lenient by default: whatever cannot be read becomes a `Diagnostic` and every non-blank line ends up in
    the catalog or in a diagnostic. With ``strict=True`` the first diagnostic raises `ListingParseError`.
    ``source`` names the text (a path) in diagnostics and episode sources. ``as_of`` (a `date` or
    ``"YYYY-MM-DD"``) is the day the page was copied: year-less and relative dates (``Aug 4``, ``YESTERDAY``,
    ``3 DAYS AGO``, a weekday) are read against it, and without it they are diagnostics.

    RSS and Atom feeds (``layout="rss"``, recognized by a ``<rss``, ``<feed`` or ``<rdf:RDF`` root) are read
    as XML: one that declares a DTD or entities raises `ListingParseError` even in lenient mode, and where one
    stops being well-formed the items before the break are kept and the break is a diagnostic. Bytes (such
    as a rendered feed) are read as `load` reads a file's bytes. ``base_url``, the address a feed was fetched
    from, resolves its relative URLs where it gives no ``xml:base``. Raises `TypeError` for anything but text or
    bytes.
    """
    if not isinstance(text, str | bytes):
        raise TypeError(f"parse() reads text or bytes, not {type(text).__name__}")
    day = as_day(as_of)
    if isinstance(text, bytes):
        return parse_bytes(text, strict=strict, source=source, layout=layout, as_of=day, base_url=base_url)
    if layout == "rss" or (layout is None and looks_like_feed(text)):
        return _checked(attrs.evolve(parse_feed(text, source, base_url), layout="rss", as_of=day), strict=strict)
    text, repaired_lines = replace_surrogates(normalize_text(text))
    repaired = [
        Diagnostic(index + 1, "lone surrogate replaced with U+FFFD", line, source) for index, line in repaired_lines
    ]
    lines = page_lines(text)
    choice = _choose(text, layout, day, lines)
    if choice is None:
        catalog = attrs.evolve(_unknown_layout(text, source), as_of=day)
    else:
        spec, page, inferred, read_lines, metas = choice
        if read_lines is None:
            read_lines = page_lines(text, columns=True) if spec.columns else lines
        catalog = _without_repeats(read(read_lines, spec, page, source, metas))
        if inferred is not None:
            repaired.append(Diagnostic(None, inferred, "", source))
    return _checked(_with_diagnostics(catalog, repaired), strict=strict)


_ENTRY_KEY = attrgetter("title", "published")
_ENTRY_CONTENT = attrgetter("duration", "description", "tags", "enclosure")


def _without_repeats(catalog: Catalog) -> Catalog:
    """Drop each entry that repeats an earlier one (a page copied with overlap), and report it; report two
    different entries with one title and date, whose GUIDs are then the same."""
    keys = list(map(_ENTRY_KEY, catalog.episodes))
    if len(set(keys)) == len(keys):  # the usual case, in C-level passes
        return catalog
    first: dict[tuple[str, date | None], Episode] = {}
    kept: list[Episode] = []
    found: list[Diagnostic] = []
    for key, episode in zip(keys, catalog.episodes, strict=True):
        earlier = first.setdefault(key, episode)
        if earlier is not episode and _ENTRY_CONTENT(earlier) == _ENTRY_CONTENT(episode):
            found.append(_about(episode, earlier, "repeats the entry at line {}; kept once"))
            continue
        if earlier is not episode:
            found.append(_about(episode, earlier, "has the title and date of the entry at line {}, and so its GUID"))
        kept.append(episode)
    return _with_diagnostics(attrs.evolve(catalog, episodes=kept), found)


def _about(episode: Episode, earlier: Episode, message: str) -> Diagnostic:
    earlier_line = earlier.source.line if earlier.source else None
    return Diagnostic.at(episode.source, f"{episode.title!r} {message.format(earlier_line)}", episode.title)


def _checked(catalog: Catalog, *, strict: bool) -> Catalog:
    """The catalog with its diagnostics in line order, whoever found them; in strict mode the
    `ListingParseError` of the first."""
    if not catalog.diagnostics:
        return catalog
    catalog = attrs.evolve(catalog, diagnostics=in_line_order(catalog.diagnostics))
    if strict:
        _raise_for(catalog.diagnostics[0])
    return catalog


def _with_diagnostics(catalog: Catalog, found: list[Diagnostic]) -> Catalog:
    """The catalog with diagnostics found outside its parser (`_checked` puts them in line order)."""
    return attrs.evolve(catalog, diagnostics=(*catalog.diagnostics, *found)) if found else catalog


def _raise_for(diagnostic: Diagnostic) -> None:
    """Raise the `ListingParseError` that strict mode makes of a diagnostic."""
    raise ListingParseError(diagnostic.message, lineno=diagnostic.line, text=diagnostic.text, path=diagnostic.path)


def _unknown_layout(text: str, source: str | None) -> Catalog:
    """No layout fits: an empty catalog, and every non-blank line reported so that nothing is lost."""
    diagnostics = [
        Diagnostic(index + 1, "text fits no known layout", line.strip(), source)
        for index, line in enumerate(plain_spaces(text).split("\n"))
        if line.strip()
    ]
    if not diagnostics:
        diagnostics = [Diagnostic(None, "empty listing", "", source)]
    return Catalog(None, (), diagnostics)


def load(
    path: str | os.PathLike[str],
    /,
    *,
    strict: bool = False,
    layout: Layout | None = None,
    as_of: date | str | None = None,
    base_url: str | None = None,
) -> Catalog:
    """Read and parse the listing or feed at ``path`` (UTF-8, or UTF-16/32 by a BOM; undecodable bytes are
    replaced and reported).

    A feed is read in the encoding its XML declaration names; ``base_url`` (where it was fetched from) resolves
    its relative URLs. Raises `OSError` when the file cannot be read, and `ListingParseError` in strict mode,
    for a feed that declares a DTD or entities (unsafe XML), and for a file larger than `MAX_INPUT_BYTES`
    (256 MiB), of which no more is read.
    """
    name = os.fspath(path)
    with open(name, "rb") as handle:
        data = handle.read(MAX_INPUT_BYTES + 1)
    return parse_bytes(data, strict=strict, source=name, layout=layout, as_of=as_day(as_of), base_url=base_url)


def parse_bytes(
    data: bytes,
    /,
    *,
    strict: bool = False,
    source: str | None = None,
    layout: Layout | None = None,
    as_of: date | None = None,
    base_url: str | None = None,
) -> Catalog:
    """Parse UTF-8 bytes like `parse`; undecodable bytes are replaced and reported with their line.

    Feeds are handed to the XML parser as bytes, in whatever encoding their XML declaration names; a text listing
    with a UTF-16 or UTF-32 BOM (as Windows Notepad saves it) is read in that encoding.
    """
    if len(data) > MAX_INPUT_BYTES:
        raise ListingParseError(f"input larger than {MAX_INPUT_BYTES:,} bytes, the most podcat reads", path=source)
    if layout == "rss" or (layout is None and looks_like_feed(bytes_head(data))):
        return _checked(attrs.evolve(parse_feed(data, source, base_url), layout="rss", as_of=as_of), strict=strict)
    encoding = bom_encoding(data) or "utf-8"
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as error:
        text = data.decode(encoding, errors="replace")
        before = normalize_text(data[: error.start].decode(encoding, errors="replace"))
        line = before.count("\n") + 1
        bad_line = normalize_text(text).split("\n")[line - 1]
        message = f"invalid {encoding.upper().removesuffix('-LE').removesuffix('-BE')} (bytes replaced with U+FFFD)"
        bad = Diagnostic(line, message, bad_line, source)
        catalog = parse(text, source=source, layout=layout, as_of=as_of)
        return _checked(_with_diagnostics(catalog, [bad]), strict=strict)
    return parse(text, strict=strict, source=source, layout=layout, as_of=as_of)
