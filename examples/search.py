"""Chain query helpers: long 2024 episodes about Inductor, longest first, grouped by month."""

import sys
from pathlib import Path

import podcat

path = sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "seeds/004_97950660f1ad0035.txt"
catalog = podcat.load(path)

found = catalog.between("2024-01-01").search("inductor").longer_than("12:00").sorted("duration", reverse=True)
for episode in found:
    print(f"{episode.published}  {episode.duration}  {episode.title}")
for (year, month), group in found.group_by_month().items():
    print(f"{year}-{month:02d}: {len(group)} episode(s)")
