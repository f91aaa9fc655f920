"""Render one page per directory layout from the real feeds, and the JSON a reader must get from it.

Each feed is read with feedparser; its items' titles, dates, lengths, summaries and iTunes markers are shown the
way that directory shows them (``pagestyles.py``): the length rounded to what the page shows (Pocket Casts cuts
to the minute, as its TimeHelper does; the others round to the nearest minute; Spotify's no-script page shows
the exact clock), the summary as plain text, first paragraph only, cut short at a word as a page would. The
expected JSON holds exactly what the page shows, so it is independent of podcat. Dates are the feed's own
calendar day (in the feed's own zone), and every page is copied long after its newest item, so each date
carries a year the way that layout shows old dates.

Run from the repository root:  python tests/data/layouts/render_from_feeds.py
"""

from __future__ import annotations

import html
import re
import sys
from datetime import date
from email.utils import parsedate_tz
from pathlib import Path

import feedparser

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pagestyles import (
    CASES,
    E,
    apple,
    generic_relative,
    iheart,
    overcast,
    pocketcasts,
    snipd,
    spotify,
    spotify_legacy,
    write,
)

HERE = Path(__file__).resolve().parent
FEEDS = HERE.parent.parent.parent.parent / "shared" / "feeds"
TAG_RE = re.compile(r"<[^>]*>")
PARAGRAPH_RE = re.compile(r"</p\s*>|<br\s*/?>\s*<br\s*/?>|\n\s*\n", re.IGNORECASE)
URL_RE = re.compile(r"https?://\S+")


def one_line(text: str) -> str:
    return " ".join(html.unescape(TAG_RE.sub(" ", text or "")).split())


def first_paragraph(summary: str, limit: int) -> str:
    """The summary's first non-empty paragraph as plain text, cut at a word before ``limit`` characters
    (with an ellipsis, as the pages show a cut summary)."""
    for part in PARAGRAPH_RE.split(summary or ""):
        text = URL_RE.sub("", one_line(part)).replace("[…]", "").strip()
        text = " ".join(text.split())
        if text:
            break
    else:
        return ""
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0].rstrip(" ,;:–—-.")
    return cut + "…"


def seconds_of(value: str) -> int | None:
    value = (value or "").strip()
    if not value:
        return None
    total = 0
    for part in value.split(":"):
        total = total * 60 + int(part)
    return total or None


def round_minutes(seconds: int | None) -> int | None:
    """Nearest whole minute (at least one), as Apple, Spotify, Overcast, iHeart and Snipd show a length."""
    if not seconds:
        return None
    return max(1, (seconds + 30) // 60) * 60


def cut_minutes(seconds: int | None) -> int | None:
    """Pocket Casts: whole minutes cut down, seconds only under a minute (TimeHelper.getTimeDurationShortString)."""
    if not seconds:
        return None
    return seconds if seconds < 60 else seconds // 60 * 60


def exact(seconds: int | None) -> int | None:
    return seconds or None


def feed_episodes(feed_file: str, start: int, stop: int, lengths, limit: int, markers: bool = False,
                  summaries: bool = True):
    feed = feedparser.parse(str(FEEDS / feed_file))
    episodes = []
    for entry in feed.entries[start:stop]:
        title = one_line(entry.get("title", ""))
        fields = parsedate_tz(entry.get("published", ""))
        if not title or fields is None:
            continue
        kw = {}
        if markers:
            season, number = entry.get("itunes_season"), entry.get("itunes_episode")
            kw["season"] = int(season) if season and number else None
            kw["number"] = int(number) if number else None
            kw["etype"] = (entry.get("itunes_episodetype") or "full").lower()
        episodes.append(E(
            title,
            date(*fields[:3]),
            lengths(seconds_of(entry.get("itunes_duration", ""))),
            first_paragraph(entry.get("summary", ""), limit) if summaries else "",
            **kw,
        ))
    return feed, episodes


def show_of(feed, **extra):
    info = feed.feed
    author = one_line(info.get("author", "") or info.get("itunes_author", "")) or None
    description = first_paragraph(info.get("subtitle", "") or info.get("summary", ""), 300)
    return {"title": one_line(info.get("title", "")), "author": author, "description": description, **extra}


def main() -> None:
    # apple: Coding Blocks, with its itunes:season / itunes:episode / itunes:episodeType markers in the eyebrow.
    feed, eps = feed_episodes("coding-blocks.xml", 0, 20, round_minutes, 240, markers=True)
    show = show_of(feed, category="Technology · Updated Biweekly", rating="4.8 (1.4K)", years="2013 - 2018",
                   count=len(feed.entries))
    show["author"] = show["author"] or "Coding Blocks"  # the feed names no author; Apple shows the provider
    show["description"] = show["description"] or "Pragmatic talk about software design best practices."
    write("feed-apple-coding-blocks", "apple", "2025-06-01", show, eps, apple, gaps="mixed")

    # spotify (current web player): SE-Radio, a stretch with two items that have no duration.
    feed, eps = feed_episodes("se-radio.xml", 10, 35, round_minutes, 200)
    show = show_of(feed, rating="4.6 (3.2K)")
    write("feed-spotify-se-radio", "spotify", "2025-06-01", show, eps, spotify, gaps="one")

    # spotify (no-script page): Scale Your Code, no durations at all; Load more after 8 and 16.
    feed, eps = feed_episodes("scale-your-code-no-durations.xml", 0, 23, exact, 0, summaries=False)
    show = show_of(feed)
    write("feed-spotify-legacy-scale-your-code", "spotify", None, show, eps, spotify_legacy, gaps="none")

    # overcast: Endorphine für Delfine (German), minutes only.
    feed, eps = feed_episodes("endorphine-fuer-delfine-de.xml", 0, 20, round_minutes, 260)
    show = show_of(feed)
    show["author"] = None  # Overcast's show page shows no author
    write("feed-overcast-endorphine", "overcast", "2025-06-01", show, eps, overcast, gaps="mixed")

    # pocketcasts: Taverncast 2005-2015, including the 92:20 item; no summaries on Pocket Casts rows.
    feed, eps = feed_episodes("taverncast-2005.xml", 0, 30, cut_minutes, 0, summaries=False)
    show = show_of(feed, count=len(feed.entries))
    write("feed-pocketcasts-taverncast", "pocketcasts", "2025-06-01", show, eps, pocketcasts, gaps="mixed")

    # iheart: SE-Radio's older stretch (two items without a duration).
    feed, eps = feed_episodes("se-radio.xml", 60, 85, round_minutes, 220)
    show = show_of(feed)
    write("feed-iheart-se-radio", "iheart", "2025-06-01", show, eps, iheart, gaps="mixed")

    # snipd: Giant Bombcast, lengths in plain seconds up to about three hours.
    feed, eps = feed_episodes("giantbomb-seconds.xml", 0, 15, round_minutes, 220)
    for i, ep in enumerate(eps):
        if i % 3 == 0:
            ep["snips"] = 40 + 17 * i
    show = show_of(feed)
    write("feed-snipd-giantbomb", "snipd", "2025-06-01", show, eps, snipd, gaps="mixed")

    # generic: SE-Radio's newest items on a page no spec describes, copied two days after the newest, so that the
    # dates count back from that day and the year-less ones of December reach back into 2015.
    feed, eps = feed_episodes("se-radio.xml", 0, 14, round_minutes, 200)
    show = show_of(feed)
    write("feed-generic-se-radio-year-turn", "generic", "2016-01-30", show, eps, generic_relative, gaps="mixed",
          show_keys=("title", "description"))


if __name__ == "__main__":
    main()
    for case in CASES:
        print(*case, sep="\t")
