"""Print the statistics of a listing, and how its header's claims hold up against what it lists."""

import sys
from pathlib import Path

import podcat

path = sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "seeds/004_97950660f1ad0035.txt"
catalog = podcat.load(path)
stats = catalog.stats()

print(f"{stats.count} episodes, {stats.total} in all; mean {stats.mean}, median {stats.median}, p90 {stats.p90}")
if stats.longest and stats.shortest:
    print(f"longest: {stats.longest.title} ({stats.longest.duration}); shortest: {stats.shortest.title}")
print(f"published {stats.first_published} to {stats.last_published}, usually {stats.cadence}")
for year, count in stats.by_year.items():
    print(f"  {year}: {'#' * count} {count}")
if stats.claims and stats.claims.claimed_count is not None:
    print(f"the header claims {stats.claims.claimed_count} episodes; the page lists {stats.claims.listed_count}")
