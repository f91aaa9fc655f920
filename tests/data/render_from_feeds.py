"""Render directory-layout listings, and the JSON a parser must get from them, from the real feeds.

The expected JSON is written from the feed's own values (read by feedparser), not by podcat, so the
data-driven test compares podcat against an independent reading. Run from the repository root:

    python tests/data/render_from_feeds.py
"""

from __future__ import annotations

import html
import json
import re
import sys
from email.utils import parsedate_tz
from pathlib import Path

import feedparser

HERE = Path(__file__).resolve().parent
FEEDS = HERE.parent.parent.parent / "shared" / "feeds"
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
TAG_RE = re.compile(r"<[^>]*>")

# (output name, feed file, how many items, show title override or None)
CASES = [
    ("se-radio-hour-long", "se-radio.xml", 60, None),
    ("taverncast-2005", "taverncast-2005.xml", 131, None),
    ("endorphine-german", "endorphine-fuer-delfine-de.xml", 32, None),
    ("scale-your-code-no-durations", "scale-your-code-no-durations.xml", 23, None),
    (
        "libsyn-long-show-name",
        "libsyn-frank-and-erik.xml",
        6,
        "Frank and Erik Internet Famous: Two Friends Talk About the Internet, Fame, Podcasting, "
        "Technology, Culture and Everything in Between, Every Week Since the Beginning of Time",
    ),
    ("rtve-spanish", "rtve-tiempo-de-valientes.xml", 6, None),
]


def one_line(text: str) -> str:
    return " ".join(html.unescape(TAG_RE.sub(" ", text or "")).split())


def seconds_of(value: str) -> int | None:
    value = (value or "").strip()
    if not value:
        return None
    parts = [int(p) for p in value.split(":")]
    total = 0
    for part in parts:
        total = total * 60 + part
    return total or None


def clock(seconds: int) -> str:
    hours, rest = divmod(seconds, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def render(name: str, feed_file: str, limit: int, show_title: str | None) -> None:
    feed = feedparser.parse(str(FEEDS / feed_file))
    show = show_title or one_line(feed.feed.get("title", ""))
    author = one_line(feed.feed.get("author", "")) or "Unknown author"
    description = one_line(feed.feed.get("subtitle", "") or feed.feed.get("summary", ""))[:400]
    episodes = []
    blocks = []
    for entry in feed.entries[:limit]:
        title = one_line(entry.get("title", ""))
        fields = parsedate_tz(entry.get("published", ""))
        if not title or fields is None:
            continue
        year, month, day = fields[:3]
        seconds = seconds_of(entry.get("itunes_duration", ""))
        text = one_line(entry.get("summary", ""))[:300]
        text = re.sub(r"https?://\S+", "", text).strip()
        tags = [t.strip().lower().replace(" ", "-") for t in entry.get("itunes_keywords", "").split(",") if t.strip()]
        play = f"Play Episode Listen Later {MONTHS[month - 1]} {day}, {year}"
        play += f" {clock(seconds)}" if seconds else ""
        block = f"    {title}\n\n    {play}\n\n\n"
        block += f"    {text}\n" if text else ""
        if tags:
            block += "\n    " + " ".join(tags[:6])
        blocks.append(block)
        episodes.append({
            "title": title,
            "published": f"{year:04d}-{month:02d}-{day:02d}",
            "duration_seconds": seconds,
            "description": text,
            "tags": tags[:6],
        })
    latest = max(e["published"] for e in episodes)
    y, m, d = (int(p) for p in latest.split("-"))
    header = (
        f"{show}\n\nFollow {show}\nShare on\nCopy link to clipboard\n\n{description}\n\n{author}\n\n\n"
        f"    • {MONTHS[m - 1]} {d}, {y} LATEST EPISODE\n    • weekly NEW EPISODES\n"
        f"    • {len(episodes) + 10} EPISODES\n\n\n"
        f"    Search for episodes from {show} with a specific topic:\n\n    Latest episodes from {show}\n\n"
    )
    body = "\n".join(blocks)  # a tags line ends its block, so it sits directly above the next title
    (HERE / f"{name}.txt").write_text(header + body + f"\n\n    Claim {show}\n\n    Claim Cancel\n", encoding="utf-8")
    expected = {
        "show": {
            "title": show,
            "author": author,
            "description": description,
            "claims": {"latest_episode": latest, "update_frequency": "weekly", "episode_count": len(episodes) + 10},
        },
        "episodes": episodes,
        "diagnostics": [],
    }
    (HERE / f"{name}.json").write_text(json.dumps(expected, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    for case in CASES:
        render(*case)
    sys.exit(0)
