"""The article index layout, and merging pages and snapshots into one catalog."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import podcat
from tests.accounting import unaccounted_lines
from tests.conftest import ARTICLE_SEEDS, DIRECTORY_SEED, Cli

PIXELS = "Where Are Pixels? -- a Deep Learning Perspective"
LOSS = 'Not Every Model Has a Separate "Loss Function"'


@pytest.mark.parametrize(("seed", "count"), list(zip(ARTICLE_SEEDS, [9, 9, 10, 5], strict=True)), ids=str)
def test_article_seeds_parse_strictly(seed: Path, count: int) -> None:
    catalog = podcat.load(seed, strict=True)
    assert len(catalog) == count
    assert podcat.detect_layout(seed.read_text(encoding="utf-8")) == "articles"
    for entry in catalog:
        assert "Read more" not in entry.description
        assert entry.published is None
        assert entry.duration is None
        assert entry.description
    assert unaccounted_lines(seed.read_text(encoding="utf-8"), catalog) == []


def test_summaries_keep_paragraphs_and_list_lines() -> None:
    entries = {e.title: e for e in podcat.load(ARTICLE_SEEDS[1])}
    pixels = entries[PIXELS].description.split("\n\n")
    assert len(pixels) == 3
    assert pixels[0].startswith("Technically, an image is a function")
    assert pixels[2].startswith("This article discusses these low-level details")
    tracing = entries["TorchScript: Tracing vs. Scripting"].description.split("\n")
    assert tracing[0].endswith("This article will:")
    assert tracing[1] == ""
    assert tracing[2].startswith("1. Compare their pros and cons")
    assert tracing[3].startswith("2. Try to convince you")
    logging = entries["Effective Use of Python 'logging' Module"].description.split("\n")
    assert [line[:2] for line in logging[2:]] == ["• ", "• ", "• "]


def test_chinese_titles_and_summaries() -> None:
    first = podcat.load(ARTICLE_SEEDS[0])[0]
    assert first.title == "为什么应该使用 Stacked Diffs / Stacked PRs"
    assert first.description.startswith("Meta 与 Google 内部的代码管理工具")


def test_layout_can_be_forced() -> None:
    text = ARTICLE_SEEDS[3].read_text(encoding="utf-8")
    assert len(podcat.parse(text, layout="articles")) == 5
    forced = podcat.parse(text, layout="directory")
    assert len(forced) == 0
    assert forced.diagnostics
    with pytest.raises(ValueError, match="unknown layout"):
        podcat.parse(text, layout="nope")  # type: ignore[arg-type]


@pytest.mark.parametrize("marker", ["Read  more", "Read\u2009more", "  Read more  "])
def test_read_more_spaced_oddly_still_ends_an_entry(marker: str) -> None:
    text = f"A\n\nSummary of A.\n\n{marker}\n\nB\n\nSummary of B.\n\n{marker}\n"
    catalog = podcat.parse(text, strict=True)
    assert [(e.title, e.description) for e in catalog] == [("A", "Summary of A."), ("B", "Summary of B.")]
    assert unaccounted_lines(text, catalog) == []


def test_cut_off_entry_is_kept_and_reported() -> None:
    catalog = podcat.parse("One\n\nSummary.\n\nRead more\n\nTwo\n\nHalf a summ")
    assert [e.title for e in catalog] == ["One", "Two"]
    assert catalog.diagnostics[0].line == 7


def _merged_json(paths: list[Path], cli: Cli) -> dict[str, object]:
    status, out, _ = cli("parse", *paths, "--json")
    assert status == 0
    return dict(json.loads(out))


def _is_subsequence(part: list[str], whole: list[str]) -> bool:
    remaining = iter(whole)
    return all(item in remaining for item in part)


def test_four_snapshots_merge_into_fifteen_posts(cli: Cli) -> None:
    merged = _merged_json(ARTICLE_SEEDS, cli)
    titles = [e["title"] for e in merged["episodes"]]  # type: ignore[attr-defined]
    assert len(titles) == len(set(titles)) == 15
    assert titles[0] == "A Decade of CVPR"
    assert titles[-1] == "Patching STB_GNU_UNIQUE of Buggy Binaries"
    for seed in ARTICLE_SEEDS:  # one order consistent with every snapshot
        assert _is_subsequence([e.title for e in podcat.load(seed)], titles)
    changed = [d for d in merged["diagnostics"] if LOSS in d["message"]]  # type: ignore[attr-defined]
    assert len(changed) == 1
    assert "description" in changed[0]["message"]
    assert changed[0]["path"] == str(ARTICLE_SEEDS[2])
    # The kept summary is the later input's.
    later = next(e for e in podcat.load(ARTICLE_SEEDS[2]) if e.title == LOSS)
    earlier = next(e for e in podcat.load(ARTICLE_SEEDS[1]) if e.title == LOSS)
    assert later.description != earlier.description
    kept = next(e for e in merged["episodes"] if e["title"] == LOSS)  # type: ignore[attr-defined]
    assert kept["description"] == later.description


def test_reversed_arguments_keep_every_entry(cli: Cli) -> None:
    forward = {e["title"] for e in _merged_json(ARTICLE_SEEDS, cli)["episodes"]}  # type: ignore[attr-defined]
    backward = {e["title"] for e in _merged_json(ARTICLE_SEEDS[::-1], cli)["episodes"]}  # type: ignore[attr-defined]
    assert forward == backward
    assert len(forward) == 15


def test_disagreeing_orders_are_reported_and_the_later_wins() -> None:
    first = podcat.parse("A\n\nx\n\nRead more\n\nB\n\ny\n\nRead more\n")
    second = podcat.parse("B\n\ny\n\nRead more\n\nA\n\nx\n\nRead more\n")
    merged = podcat.merge(first, second)
    assert [e.title for e in merged] == ["B", "A"]
    assert any("disagree" in d.message for d in merged.diagnostics)
    assert [e.title for e in podcat.merge(second, first)] == ["A", "B"]


def _pages(text: str) -> tuple[str, str]:
    """Cut the seed into two overlapping pages, each with the page's header and footer, as a site renders them."""
    lines = text.split("\n")
    starts = [i - 2 for i, line in enumerate(lines) if line.strip().startswith("Play Episode Listen Later")]
    footer = next(i for i, line in enumerate(lines) if line.strip() == "Claim PyTorch Developer Podcast")
    header, episodes_part = lines[: starts[0]], lines
    page_one = [*header, *episodes_part[starts[0] : starts[30]], *lines[footer:]]
    page_two = [*header, *episodes_part[starts[25] : footer], *lines[footer:]]
    return "\n".join(page_one), "\n".join(page_two)


def test_overlapping_pages_merge_back_into_the_listing() -> None:
    seed = podcat.load(DIRECTORY_SEED)
    one, two = (podcat.parse(page, strict=True) for page in _pages(DIRECTORY_SEED.read_text(encoding="utf-8")))
    assert (len(one), len(two)) == (30, 26)
    for merged in (podcat.merge(one, two), podcat.merge(two, one)):
        assert [(e.title, e.published, e.duration, e.guid) for e in merged] == [
            (e.title, e.published, e.duration, e.guid) for e in seed
        ]
        assert merged.show == seed.show
        assert merged.diagnostics == ()


def test_changed_duration_is_reported_and_later_wins() -> None:
    head = "S\nFollow S\n\n"
    old = podcat.parse(head + "One\n\nPlay Episode Listen Later Mar 4, 2024 1:00\n\nText.\n")
    new = podcat.parse(head + "One\n\nPlay Episode Listen Later Mar 4, 2024 2:00\n\nText.\n")
    merged = podcat.merge(old, new)
    assert len(merged) == 1
    assert merged[0].duration is not None
    assert merged[0].duration.seconds == 120
    assert "duration" in merged.diagnostics[0].message


def test_merge_example_runs() -> None:
    import subprocess
    import sys

    from tests.conftest import REPO

    done = subprocess.run(
        [sys.executable, "examples/merge_pages.py"], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert done.stdout.splitlines()[0] == "15 distinct posts from 4 snapshots, 15 of them undated, in the pages' order:"
