"""An entry's facts: the lines its page repeats under one label in most entries (``Haul: 23 kg from North Beach``),
read beside the description rather than in it, kept in JSON, diffs and the feed podcat writes."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import feedparser
import pytest

import podcat

ROWS = (("Nurdles After the Storm", 2, "The high-tide line was full of plastic pellets.", "23 kg from North Beach"),
        ("Butts by the Showers", 18, "Volunteers tally a morning's butts by the showers.", "41 kg from the reserve"),
        ("A Turtle Set Free", 4, "A carer tells how a green turtle was cut free.", "12 kg from the rock platform"))


def page(label: str = "Haul") -> str:
    """A clean-up group's page: each entry's notes, then the haul under its label."""
    entries = "".join(f"{title}\n{day} {'December' if day < 10 else 'November'} 2025 · 41 min\n{notes}\n"
                      f"{label}: {haul}\n\n" for title, day, notes, haul in ROWS)
    return f"High Water Mark\nThe podcast of the Little Gull Bay Clean-Up Crew.\n\n{entries}"


def test_a_label_most_entries_repeat_under_their_text_states_their_facts() -> None:
    catalog = podcat.parse(page())
    assert [(e.title, e.description, e.facts) for e in catalog] == [
        (title, notes, (podcat.Fact("Haul", haul),)) for title, _, notes, haul in ROWS
    ]
    inferred = [d.message for d in catalog.diagnostics if d.line is None]
    assert len(inferred) == 1
    assert "the entries' facts under their labels: 'Haul'" in inferred[0]


def test_the_labels_are_named_in_the_pages_order_whatever_the_hash_seed() -> None:
    """The message naming the facts' labels is the same in every run: the labels in the order the page first has them
    (a set's order, which the string hash seed decides, named them in either order)."""
    path = Path(__file__).parent / "data" / "layouts" / "generic-heldout3-sermonmanager-st-aidans.txt"
    code = ("import sys, podcat; print(next(d.message for d in podcat.parse(open(sys.argv[1]).read()).diagnostics "
            "if 'facts under' in d.message))")
    messages = {subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True,
                               env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in range(6)}
    assert len(messages) == 1
    named = re.search(r"facts under their labels: ((?:'[^']+'(?:, )?)+)", messages.pop())
    assert named is not None
    labels = re.findall(r"'([^']+)'", named[1])
    lines = path.read_text().splitlines()
    first = {label: next(at for at, line in enumerate(lines) if line.startswith(f"{label}: ")) for label in labels}
    assert len(labels) == 2
    assert labels == sorted(labels, key=first.__getitem__)


@pytest.mark.parametrize(("label", "values"), [
    ("Duration", ("41:00", "38:12", "52:10")), ("Guest", ("Ann Lee", "Bo Park", "Cy Ray")),
    ("HAUL", ("23 kg from North Beach", "41 kg from the reserve", "12 kg from the rock platform")),
    ("Tags", ("beach, plastic", "butts, council", "turtles, rescue")),
])
def test_labels_of_lengths_people_towns_and_tags_state_no_facts(label: str, values: tuple[str, ...]) -> None:
    """A length, people (the episode's persons), a town in capitals (a dateline) and tags are read as they were:
    no facts."""
    text = page(label)
    for (_, _, _, haul), value in zip(ROWS, values, strict=True):
        text = text.replace(f"{label}: {haul}", f"{label}: {value}")
    catalog = podcat.parse(text)
    assert all(not episode.facts for episode in catalog)
    if label == "Guest":
        assert [[person.name for person in e.persons] for e in catalog] == [[name] for name in values]


def test_a_labelled_line_alone_is_the_description() -> None:
    """Where the labelled line is an entry's only text (``Topic: Heating homes without gas``), it is the description
    (review 32)."""
    entries = "".join(f"{title}\nNov {day}, 2025 | 42:10\nTopic: {topic}\n\n"
                      for title, day, topic in (("COP30 wrap", 26, "Climate finance after Belém"),
                                                ("Heat pumps", 19, "Heating homes without gas"),
                                                ("Floods", 12, "Why Leeds flooded again")))
    catalog = podcat.parse(f"Climate Weekly\nThe week in climate.\n\n{entries}")
    assert [(e.description, e.facts) for e in catalog] == [
        (f"Topic: {topic}", ()) for topic in ("Climate finance after Belém", "Heating homes without gas",
                                               "Why Leeds flooded again")
    ]


def test_facts_go_through_json_and_the_cli() -> None:
    catalog = podcat.parse(page())
    data = podcat.catalog_to_dict(catalog)
    assert data["episodes"][0]["facts"] == [{"label": "Haul", "value": "23 kg from North Beach"}]
    back = podcat.catalog_from_dict(json.loads(json.dumps(data)))
    assert [e.facts for e in back] == [e.facts for e in catalog]
    with pytest.raises(TypeError, match="'value' must be str"):
        podcat.catalog_from_dict({**data, "episodes": [{"title": "A", "facts": [{"label": "Haul", "value": 3}]}]})
    with pytest.raises(ValueError, match="no 'value'"):
        podcat.catalog_from_dict({**data, "episodes": [{"title": "A", "facts": [{"label": "Haul"}]}]})


def test_a_changed_fact_is_a_changed_episode() -> None:
    old = podcat.parse(page())
    new = podcat.parse(page().replace("23 kg from North Beach", "25 kg from North Beach"))
    changes = podcat.diff(old, new).changed
    assert [(change.new.title, [field.name for field in change.fields]) for change in changes] == [
        ("Nurdles After the Storm", ["facts"])
    ]


def test_the_feed_writes_the_facts_after_the_description() -> None:
    """A feed has no element for them: each is a line after the description, as feedparser reads it back."""
    written = podcat.parse(page()).to_rss(link="https://example.org/show")
    entries = feedparser.parse(written).entries
    assert [entry["summary"] for entry in entries] == [
        f"<p>{notes}</p>\n<p>Haul: {haul}</p>" for _, _, notes, haul in ROWS
    ]

