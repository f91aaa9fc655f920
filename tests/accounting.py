"""Line accounting: every non-blank input line ends up in the catalog or in a diagnostic."""

from __future__ import annotations

import re

from podcat import Catalog
from podcat._text import normalize_text, plain_spaces, without_heading_marks

# Lines a layout consumes as structure whatever the show: play lines, their words apart by any spaces as the
# parser reads them (their content is the episode's date and duration), fixed page chrome, and "Read more".
_STRUCTURE = re.compile(
    r"Play\s+Episode\s+Listen\s+Later(\s.*)?|Share on|Copy link to clipboard|Read\s+more|Claim Cancel"
)
# A claim line: a bullet, any white space as str.split() sees it (``\x1e`` too, as the parser reads it), the value.
_CLAIM = re.compile(r"[•·*].*\s(LATEST EPISODE|NEW EPISODES|AVG DURATION|EPISODES)")  # read into the claims


def _structure(line: str, show_title: str | None) -> bool:
    """Whether a line is structure: fixed, or naming the show that was read (claims only with a show)."""
    if _STRUCTURE.fullmatch(line):
        return True
    if show_title is None:
        return False
    return bool(_CLAIM.fullmatch(line)) or line.startswith("In order to claim this podcast") or line in (
        f"Follow {show_title}",
        f"Search for episodes from {show_title} with a specific topic:",
        f"Latest episodes from {show_title}",
        f"Claim {show_title}",
    )


def unaccounted_lines(text: str, catalog: Catalog) -> list[str]:
    """The non-blank lines of ``text`` found in no field, no diagnostic and no structural line."""
    pieces: list[str] = []
    show_title = catalog.show.title if catalog.show is not None else None
    if catalog.show is not None:
        pieces += [catalog.show.title, catalog.show.description, catalog.show.author or ""]
    for episode in catalog:
        pieces += [episode.title, episode.description, " ".join(episode.tags)]
    pieces += [diagnostic.text for diagnostic in catalog.diagnostics]
    known = "\n".join(pieces)
    missing = []
    for line in normalize_text(text).split("\n"):
        # Lone surrogates cannot be encoded; the parser reports each such line with U+FFFD in their place.
        # (and without the zero-width characters at its ends, as the reader reads it)
        stripped = without_heading_marks(plain_spaces(re.sub("[\ud800-\udfff]", "\ufffd", line)).strip())
        if stripped and not _structure(stripped, show_title) and stripped not in known:
            missing.append(stripped)
    return missing
