"""Line accounting: every non-blank input line ends up in the catalog or in a diagnostic."""

from __future__ import annotations

import re

from podcat import Catalog
from podcat.listing._text import normalize_text

# Lines the directory layout consumes as structure (their content lives in typed fields or is page chrome).
_STRUCTURE = re.compile(
    r"Play Episode Listen Later\b.*|Follow .+|Share on|Copy link to clipboard|Search for episodes from .+"
    r"|Latest episodes from .+|[•·*] .*(LATEST EPISODE|NEW EPISODES|AVG DURATION|EPISODES)|Claim .*"
    r"|In order to claim this podcast.*|Read more"
)


def unaccounted_lines(text: str, catalog: Catalog) -> list[str]:
    """The non-blank lines of ``text`` found in no field, no diagnostic and no structural line."""
    pieces: list[str] = []
    if catalog.show is not None:
        pieces += [catalog.show.title, catalog.show.description, catalog.show.author or ""]
    for episode in catalog:
        pieces += [episode.title, episode.description, " ".join(episode.tags)]
    pieces += [diagnostic.text for diagnostic in catalog.diagnostics]
    known = "\n".join(pieces)
    missing = []
    for line in normalize_text(text).split("\n"):
        # Lone surrogates cannot be encoded; the parser reports each such line with U+FFFD in their place.
        stripped = re.sub("[\ud800-\udfff]", "\ufffd", line).strip()
        if stripped and not _STRUCTURE.fullmatch(stripped) and stripped not in known:
            missing.append(stripped)
    return missing
