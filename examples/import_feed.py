"""Import a podcast's RSS feed into a catalog and print a few numbers about it.

Usage: python examples/import_feed.py [FEED]  (default: ../shared/feeds/se-radio.xml beside the repository)
"""

import sys
from pathlib import Path

import podcat

default = Path(__file__).resolve().parent.parent.parent / "shared" / "feeds" / "se-radio.xml"
path = sys.argv[1] if len(sys.argv) > 1 else default
catalog = podcat.load(path)  # RSS and Atom are recognized by their content
stats = catalog.stats()

print(f"{catalog.show.title if catalog.show else path}: {len(catalog)} episodes")
if stats.longest is not None:
    print(f"longest: {stats.longest.title} ({stats.longest.duration}, {stats.longest.published})")
print(f"{stats.timed_count} with a duration, {stats.total} in all, median {stats.median}")
print(f"published {stats.first_published} to {stats.last_published}; longest gap {stats.longest_gap_days} days")
with_media = sum(episode.enclosure is not None for episode in catalog)
print(f"{with_media} episodes with a media file; top tags: {', '.join(tag for tag, _ in stats.top_tags[:5])}")
for diagnostic in catalog.diagnostics:
    print(f"note: {diagnostic}")
