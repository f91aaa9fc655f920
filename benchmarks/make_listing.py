"""Write a deterministic synthetic listing of N episodes in the podcast directory layout.

    python benchmarks/make_listing.py 10000 > listing.txt

Titles and description sentences come from the seed listing; dates are spread over 2015-2026, newest first;
about 30% of durations pass an hour and about 8% of blocks carry a tags line; header and footer as the seed's.
"""

from __future__ import annotations

import random
import re
import sys
from datetime import date, timedelta
from pathlib import Path
from typing import Any

SEED = Path(__file__).resolve().parent.parent / "seeds" / "004_97950660f1ad0035.txt"
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
LAST_DAY = date(2026, 6, 30)  # the newest episode's day
TAGS = ["inductor", "dynamo", "autograd", "cuda", "fx", "export", "dispatcher", "tensor", "compile", "python"]


def _seed_parts() -> tuple[list[str], list[str]]:
    text = SEED.read_text(encoding="utf-8")
    lines = [line.strip() for line in text.split("\n")]
    plays = [i for i, line in enumerate(lines) if line.startswith("Play Episode Listen Later")]
    titles = [next(lines[j] for j in range(i - 1, 0, -1) if lines[j]) for i in plays]
    descriptions = [next(lines[j] for j in range(i + 1, len(lines)) if lines[j]) for i in plays]
    sentences = [s.strip() for d in descriptions for s in re.split(r"(?<=[.?!])\s+", d) if len(s.strip()) > 20]
    return titles, sentences


def make_episodes(count: int, seed: int = 2024) -> list[dict[str, Any]]:
    """The values of ``count`` synthetic episodes, newest first: title, published, seconds, description, tags."""
    rng = random.Random(seed)
    titles, sentences = _seed_parts()
    first, last = date(2015, 1, 1), LAST_DAY
    step = (last - first) / max(count, 1)
    episodes = []
    for number in range(count):
        day = last - timedelta(days=(step * number).days)
        seconds = rng.randrange(3600, 3 * 3600) if rng.random() < 0.3 else rng.randrange(120, 3600)
        title = f"{rng.choice(titles)} (part {number})"
        description = " ".join(rng.choice(sentences) for _ in range(rng.randrange(1, 5)))
        if rng.random() < 0.2:
            description += f" See https://example.org/notes/{number}"
        tags = rng.sample(TAGS, rng.randrange(1, 4)) if rng.random() < 0.08 else []
        episodes.append({"title": title, "published": day, "seconds": seconds, "description": description,
                         "tags": tags})
    return episodes


def make_listing(count: int, seed: int = 2024) -> str:
    """The listing text of ``count`` episodes; the same arguments always give the same text."""
    last = LAST_DAY
    out = [
        "PyTorch Developer Podcast\n\nFollow PyTorch Developer Podcast\nShare on\nCopy link to clipboard\n\n"
        "A synthetic listing made from the PyTorch Developer Podcast page, for benchmarks.\n\n"
        "Edward Yang, Team PyTorch\n\n\n"
        f"    • {MONTHS[last.month - 1]} {last.day}, {last.year} LATEST EPISODE\n    • weekly NEW EPISODES\n"
        f"    • 42m AVG DURATION\n    • {count} EPISODES\n\n\n"
        "    Search for episodes from PyTorch Developer Podcast with a specific topic:\n\n"
        "    Latest episodes from PyTorch Developer Podcast\n\n"
    ]
    for episode in make_episodes(count, seed):
        day, seconds = episode["published"], episode["seconds"]
        if seconds >= 3600:
            length = f"{seconds // 3600}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"
        else:
            length = f"{seconds // 60}:{seconds % 60:02d}"
        tags = "\n    " + " ".join(episode["tags"]) if episode["tags"] else "\n"
        out.append(
            f"    {episode['title']}\n\n    Play Episode Listen Later {MONTHS[day.month - 1]} {day.day}, {day.year} "
            f"{length}\n\n\n    {episode['description']}\n{tags}\n"
        )
    out.append(
        "    Claim PyTorch Developer Podcast\n\n    In order to claim this podcast we'll send an email to with a "
        "verification link.\n\n    Claim Cancel\n"
    )
    return "".join(out)


if __name__ == "__main__":
    sys.stdout.write(make_listing(int(sys.argv[1]) if len(sys.argv) > 1 else 1000))
