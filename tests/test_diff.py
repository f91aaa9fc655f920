"""What changed between two catalogs (`podcat.diff`, ``podcat diff``), and merges of different shows."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from datetime import date, timedelta
from pathlib import Path

import feedparser

import podcat
from tests.conftest import ARTICLE_SEEDS, DIRECTORY_SEED, FEEDS, Cli

HEAD = "Show\nFollow Show\n\n"
PLAY = "Play Episode Listen Later {}\n{}\n\n"
OLD = HEAD + "Kept\n" + PLAY.format("Mar 4, 2024 12:00", "Same.") + "Longer now\n" + PLAY.format(
    "Mar 3, 2024 10:00", "Was short.") + "Dropped\n" + PLAY.format("Mar 2, 2024 5:00", "Gone.")
NEW = HEAD + "Added\n" + PLAY.format("Mar 5, 2024 1:00", "New.") + "Kept\n" + PLAY.format(
    "Mar 4, 2024 12:00", "Same.") + "LONGER  now\n" + PLAY.format("Mar 3, 2024 11:30", "Is long.")


def test_diff_of_two_snapshots_by_hand() -> None:
    difference = podcat.diff(podcat.parse(OLD, strict=True), podcat.parse(NEW, strict=True))
    assert [(e.title, e.published) for e in difference.added] == [("Added", date(2024, 3, 5))]
    assert [(e.title, e.published) for e in difference.removed] == [("Dropped", date(2024, 3, 2))]
    (change,) = difference.changed
    assert (change.old.title, change.new.title) == ("Longer now", "LONGER  now")  # matched as merge matches
    assert [(f.name, f.old, f.new) for f in change.fields] == [
        ("title", "Longer now", "LONGER  now"),
        ("duration", timedelta(minutes=10), timedelta(minutes=11, seconds=30)),
        ("description", "Was short.", "Is long."),
    ]
    assert difference
    assert not podcat.diff(podcat.parse(NEW), podcat.parse(NEW))
    assert podcat.diff(podcat.parse(NEW), podcat.parse(NEW)) == podcat.CatalogDiff()


def test_diff_agrees_with_merges_matching_on_the_article_snapshots() -> None:
    old, new = podcat.load(ARTICLE_SEEDS[1]), podcat.load(ARTICLE_SEEDS[2])
    difference = podcat.diff(old, new)
    # Article entries have no date: they match by title alone (the titles here differ in more than case).
    old_titles, new_titles = [e.title for e in old], [e.title for e in new]
    assert [e.title for e in difference.added] == [t for t in new_titles if t not in old_titles]
    assert [e.title for e in difference.removed] == [t for t in old_titles if t not in new_titles]
    merged = podcat.merge(old, new)
    changed_by_merge = [d.text for d in merged.diagnostics if "changed between inputs" in d.message]
    assert [c.new.title for c in difference.changed] == changed_by_merge
    assert len(merged) == len(old) + len(difference.added)


def test_diff_of_two_reads_of_a_feed(tmp_path: Path) -> None:
    """The later read lost its first item and the second item's duration changed; feedparser reads both."""
    source = FEEDS / "se-radio.xml"
    tree = ET.parse(source)
    channel = tree.getroot().find("channel")
    assert channel is not None
    items = channel.findall("item")
    channel.remove(items[0])
    duration = items[1].find("{http://www.itunes.com/dtds/podcast-1.0.dtd}duration")
    assert duration is not None
    duration.text = "1:00:00"
    later = tmp_path / "later.xml"
    tree.write(later, encoding="utf-8", xml_declaration=True)
    before, after = feedparser.parse(source.read_bytes()), feedparser.parse(later.read_bytes())
    (gone,) = [e.title for e in before.entries if e.title not in {a.title for a in after.entries}]
    old_length = next(e.itunes_duration for e in before.entries if e.title == before.entries[1].title)

    difference = podcat.diff(podcat.load(source), podcat.load(later))
    assert ([e.title for e in difference.removed], difference.added) == ([gone], ())
    (change,) = difference.changed
    assert change.new.title == before.entries[1].title
    assert [(f.name, f.new) for f in change.fields] == [("duration", timedelta(hours=1))]
    assert change.fields[0].old == podcat.parse_duration(old_length)


def test_diff_command(tmp_path: Path, cli: Cli) -> None:
    old, new = tmp_path / "old.txt", tmp_path / "new.txt"
    old.write_text(OLD, encoding="utf-8")
    new.write_text(NEW, encoding="utf-8")
    assert cli("diff", old, new) == (0, "\n".join([
        "1 added, 1 removed, 1 changed",
        "+ 2024-03-05  Added",
        "- 2024-03-02  Dropped",
        "~ 2024-03-03  LONGER  now",
        "    title: 'Longer now' -> 'LONGER  now'",
        "    duration: 0:10:00 -> 0:11:30",
        "    description: 'Was short.' -> 'Is long.'",
    ]) + "\n", [])
    status, out, err = cli("diff", old, new, "--json")
    assert (status, err) == (0, [])
    data = json.loads(out)
    assert [e["title"] for e in data["added"]] == ["Added"]
    assert data["removed"][0] == {**data["removed"][0], "title": "Dropped", "published": "2024-03-02",
                                  "duration_seconds": 300}
    assert data["changed"] == [{
        "title": "LONGER  now",
        "published": "2024-03-03",
        "guid": podcat.parse(NEW)[2].guid,
        "fields": {
            "title": {"old": "Longer now", "new": "LONGER  now"},
            "duration_seconds": {"old": 600, "new": 690},
            "description": {"old": "Was short.", "new": "Is long."},
        },
    }]
    assert cli("diff", new, new) == (0, "0 added, 0 removed, 0 changed\n", [])


def test_diff_command_reads_as_parse_does(tmp_path: Path, cli: Cli) -> None:
    broken = tmp_path / "broken.txt"
    text = OLD.replace("Mar 3, 2024", "Mar 47, 2024")
    broken.write_text(text, encoding="utf-8")
    line = text[: text.index("Mar 47")].count("\n") + 1
    status, _, err = cli("diff", broken, DIRECTORY_SEED, "--strict")
    assert (status, err) == (1, [f"podcat: {broken}:{line}: unreadable date: impossible date: 'Mar 47, 2024'"])
    status, _, err = cli("diff", tmp_path / "missing.txt", DIRECTORY_SEED)
    assert (status, err) == (1, [f"podcat: {tmp_path / 'missing.txt'}: No such file or directory"])


def test_merging_different_shows_is_reported(cli: Cli) -> None:
    feed = FEEDS / "se-radio.xml"
    title = feedparser.parse(feed.read_bytes()).feed.title
    merged = podcat.merge(podcat.load(DIRECTORY_SEED), podcat.load(feed))
    message = f"merged catalogs of different shows: 'PyTorch Developer Podcast' and {title!r}"
    assert [(d.message, d.path) for d in merged.diagnostics] == [(message, str(feed))]
    status, _, err = cli("parse", DIRECTORY_SEED, feed)
    assert (status, err) == (0, [f"podcat: warning: 1 diagnostic; first: {feed}: {message}"])
    assert cli("parse", DIRECTORY_SEED, feed, "--strict") == (1, "", [f"podcat: {feed}: {message}"])
    # The same show, its title spelled in other case and spacing, and a catalog without a show: no diagnostic.
    seed = podcat.load(DIRECTORY_SEED)
    respelled = podcat.Catalog(podcat.Show("pytorch  developer PODCAST"), seed.episodes[:3])
    assert podcat.merge(seed, respelled, podcat.Catalog(None, seed.episodes[3:5])).diagnostics == ()
