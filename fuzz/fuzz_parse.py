"""Coverage-guided fuzzing of the listing parser with atheris, for runs longer than the test suite's.

    pip install atheris && python fuzz/fuzz_parse.py -max_total_time=600 seeds/

Any exception is a bug, but for a strict-mode `ListingParseError` and the refusal of a feed that declares a
DTD or entities (unsafe XML); so is a non-blank line of a text listing that ends up neither in the catalog nor
in a diagnostic (feeds are XML, read by element, not by line).
"""

from __future__ import annotations

import contextlib
import sys

import atheris

with atheris.instrument_imports():
    import podcat

_STRUCTURE = ("Play Episode Listen Later", "Follow ", "Share on", "Copy link", "Search for episodes", "Latest episodes",
              "•", "·", "*", "Claim", "In order to claim", "Read more")


def _check(data: bytes) -> None:
    try:
        catalog = podcat.parse(data)
    except podcat.ListingParseError as error:
        if "unsafe XML" not in error.msg:
            raise
        return
    text = data.decode("utf-8", errors="replace")
    if podcat.detect_layout(text) == "rss":
        return
    known = "\n".join(
        [*(d.text for d in catalog.diagnostics), *(f"{e.title}\n{e.description}\n{' '.join(e.tags)}" for e in catalog)]
        + ([catalog.show.title, catalog.show.description, catalog.show.author or ""] if catalog.show else [])
    )
    for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        stripped = " ".join(line.replace("\ufeff", "").split())
        if stripped and not stripped.startswith(_STRUCTURE) and stripped not in " ".join(known.split()):
            raise AssertionError(f"line lost: {stripped!r}")
    with contextlib.suppress(podcat.ListingParseError):
        podcat.parse(data, strict=True)


if __name__ == "__main__":
    atheris.Setup(sys.argv, _check)
    atheris.Fuzz()
