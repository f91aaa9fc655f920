"""Merge four snapshots of a blog's front page into one catalog, and show what changed between them."""

from pathlib import Path

import podcat

seeds = sorted(Path(__file__).resolve().parent.parent.joinpath("seeds").glob("00[0-3]_*.txt"))
catalog = podcat.merge(*(podcat.load(path) for path in seeds))

# A blog's index gives no dates: merged posts keep the order the pages list them in (dated ones would come first,
# newest first).
undated = sum(post.published is None for post in catalog)
print(f"{len(catalog)} distinct posts from {len(seeds)} snapshots, {undated} of them undated, in the pages' order:")
for post in catalog:
    print(f"  {post.title}")
for diagnostic in catalog.diagnostics:
    print(f"note: {diagnostic}")
