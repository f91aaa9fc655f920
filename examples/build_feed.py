"""Build a podcast RSS feed from the bundled directory listing and check it against Apple's requirements.

Usage: python examples/build_feed.py [OUTPUT.xml]  (without OUTPUT, the feed goes to a temporary directory)
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import podcat

SEED = Path(__file__).resolve().parent.parent / "seeds" / "004_97950660f1ad0035.txt"


def main(argv: list[str]) -> int:
    catalog = podcat.load(SEED)
    xml = catalog.to_rss(
        link="https://example.org/pytorch-dev-podcast",
        feed_url="https://example.org/pytorch-dev-podcast/feed.xml",
        image="https://example.org/pytorch-dev-podcast/cover.jpg",
        categories=["Technology"],
        owner=podcat.Owner("Edward Yang", "podcast@example.org"),
        enclosures=podcat.enclosure_template("https://media.example.org/{date}-{slug}.mp3"),
    )
    output = Path(argv[1]) if len(argv) > 1 else Path(tempfile.mkdtemp(prefix="podcat-")) / "feed.xml"
    output.write_bytes(xml)
    problems = podcat.check_feed(xml)
    print(f"wrote {output}: {len(catalog)} episodes, {len(xml)} bytes")
    print("Apple Podcasts check:", "; ".join(problems) if problems else "nothing missing")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
