"""The dates and durations of listings and feeds read with the standard library alone, to check podcat's tables."""

from __future__ import annotations

import email.utils
import re
from datetime import date
from pathlib import Path

# A directory page's play line: "Play Episode Listen Later Aug 4, 2024 16:33" (duration M:SS or H:MM:SS).
_PLAY_RE = re.compile(r"Play Episode Listen Later (\w{3}) (\d{1,2}), (\d{4}) ([\d:]+)")
_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_ITEM_RE = re.compile(r"<item\b.*?</item>", re.DOTALL)
_PUB_DATE_RE = re.compile(r"<pubDate>\s*(.*?)\s*</pubDate>", re.DOTALL)
_DURATION_RE = re.compile(r"<itunes:duration[^>]*>\s*(.*?)\s*</itunes:duration>", re.DOTALL)


def _seconds(clock: str) -> int | None:
    """``993``, ``16:33`` or ``1:02:03`` in seconds; 0 (a feed's "unknown") is None."""
    total = 0
    for part in clock.split(":"):
        total = total * 60 + int(part)
    return total or None


def entries(path: Path) -> list[tuple[date | None, int | None]]:
    """(date, seconds) of each episode of a directory listing (by its play lines) or an RSS feed (by its items)."""
    text = path.read_bytes().decode("utf-8", errors="replace")
    if path.suffix == ".xml":
        found: list[tuple[date | None, int | None]] = []
        for item in _ITEM_RE.findall(text):
            published = _PUB_DATE_RE.search(item)
            duration = _DURATION_RE.search(item)
            found.append((
                email.utils.parsedate_to_datetime(published.group(1)).date() if published else None,
                _seconds(duration.group(1)) if duration and duration.group(1) else None,
            ))
        return found
    return [(date(int(year), _MONTHS.index(month) + 1, int(day)), _seconds(clock))
            for month, day, year, clock in _PLAY_RE.findall(text)]
