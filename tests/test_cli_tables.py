"""`podcat export`, `podcat stats` over folders (one row a show, a progress bar only on a terminal) and
`podcat stats --plot`: real files written, and read back by the standard library, DuckDB and matplotlib."""

from __future__ import annotations

import csv
import fcntl
import io
import json
import os
import pty
import struct
import subprocess
import sys
import termios
import xml.etree.ElementTree as ET
from pathlib import Path

import duckdb
import pytest
from matplotlib.image import imread

from podcat._cli import main
from tests.conftest import DIRECTORY_SEED, FEEDS, REPO, Cli
from tests.independent import entries

SEED = str(DIRECTORY_SEED)
# The picture `podcat stats --plot` draws: 11 by 7 inches at 100 dots an inch (792 by 504 points in SVG).
PNG_SIZE, SVG_SIZE = (1100, 700), ("792pt", "504pt")


def _feed_episodes() -> int:
    return sum(len(entries(path)) for path in sorted(FEEDS.glob("*.xml")))


def test_export_a_folder_to_parquet(tmp_path: Path, cli: Cli) -> None:
    out = tmp_path / "all.parquet"
    status, stdout, err = cli("export", str(FEEDS), SEED, "-o", str(out))
    assert (status, stdout, err) == (0, "", [])
    rows = duckdb.sql(f"SELECT source_path, count(*) FROM '{out}' GROUP BY source_path ORDER BY source_path")
    expected = {str(path): len(entries(path)) for path in [*FEEDS.glob("*.xml"), DIRECTORY_SEED]}
    assert dict(rows.fetchall()) == expected
    assert [p.name for p in tmp_path.iterdir()] == ["all.parquet"]  # no temporary file left


def test_export_csv_to_stdout(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert main(["export", SEED, "-o", "-", "--format", "csv"]) == 0
    rows = list(csv.reader(io.StringIO(capsysbinary.readouterr().out.decode("utf-8"))))
    assert rows[0][:4] == ["show_title", "title", "published", "duration_seconds"]
    assert [(row[2], int(row[3])) for row in rows[1:]] == [(d.isoformat(), s) for d, s in entries(DIRECTORY_SEED)]


def test_export_files_merge_unless_each(tmp_path: Path, cli: Cli) -> None:
    out = tmp_path / "twice.jsonl"
    assert cli("export", SEED, SEED, "-o", str(out))[0] == 0  # pages of one show: merged
    assert len(out.read_text(encoding="utf-8").splitlines()) == 51
    assert cli("export", SEED, SEED, "--each", "-o", str(out))[0] == 0  # each its own show
    assert len(out.read_text(encoding="utf-8").splitlines()) == 102


@pytest.mark.parametrize(
    ("args", "status", "message"),
    [
        (["-o", "x.xlsx"], 2, "podcat: error: --format is needed: 'x.xlsx' does not end in .csv, .parquet or .jsonl"),
        (["--format", "xlsx", "-o", "x"], 2, "podcat: error: argument --format: invalid choice: 'xlsx'"),
        (["-", "--each", "-o", "x.csv"], 2, "podcat: error: standard input ('-') is one show: it cannot be read"),
    ],
)
def test_export_usage_errors(args: list[str], status: int, message: str, cli: Cli) -> None:
    code, _, err = cli("export", *(args if "-" in args else [SEED, *args]))
    assert code == status
    assert len(err) == 1
    assert err[0].startswith(message)


def test_a_folder_without_listings_or_that_gives_nothing(tmp_path: Path, cli: Cli) -> None:
    assert cli("stats", str(tmp_path)) == (
        1, "", [f"podcat: {tmp_path}: no listing or feed files (.txt, .xml, .rss, .atom) in it"])
    (tmp_path / "prose.txt").write_text("Just words.\n")
    status, out, err = cli("stats", str(tmp_path))
    assert (status, out, len(err)) == (1, "", 1)
    assert err[0].startswith(f"podcat: nothing read from 1 file; first: {tmp_path / 'prose.txt'}:1: ")


def test_stats_of_a_folder_one_row_a_show_and_totals(tmp_path: Path, cli: Cli) -> None:
    (tmp_path / "seed.txt").write_bytes(DIRECTORY_SEED.read_bytes())
    (tmp_path / "unsafe.xml").write_text('<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "a">]><rss/>')
    status, out, err = cli("stats", str(tmp_path), str(FEEDS))
    assert status == 0
    assert len(err) == 1
    assert err[0].startswith(f"podcat: warning: 1 diagnostic; first: {tmp_path / 'unsafe.xml'}")
    lines = out.splitlines()
    assert lines[0].split() == ["show", "episodes", "total", "mean", "first", "last", "cadence", "diagnostics"]
    shows = lines[1:-2]
    assert len(shows) == 2 + len(list(FEEDS.glob("*.xml")))
    assert shows[0].startswith("PyTorch Developer Podcast ")
    assert shows[0].split()[-7:] == ["51", "14:18:30", "0:16:50", "2021-06-18", "2024-08-04", "weekly", "0"]
    assert shows[1].startswith("unsafe.xml ")  # no show: the file's name
    assert set(lines[-2]) == {"-"}
    total = lines[-1].split()
    assert total[:3] == ["all", str(len(shows)), "shows"]
    assert int(total[3]) == 51 + _feed_episodes()


def test_stats_of_a_folder_as_json(cli: Cli) -> None:
    status, out, _ = cli("stats", str(FEEDS), "--json")
    data = json.loads(out)
    assert status == 0
    assert [show["path"] for show in data["shows"]] == [str(path) for path in sorted(FEEDS.glob("*.xml"))]
    assert [show["count"] for show in data["shows"]] == [len(entries(path)) for path in sorted(FEEDS.glob("*.xml"))]
    years = sorted(d.year for path in FEEDS.glob("*.xml") for d, _ in entries(path) if d)
    assert data["total"]["count"] == _feed_episodes()
    assert data["total"]["by_year"] == {str(year): years.count(year) for year in sorted(set(years))}


def _stderr_of(command: list[str], *, terminal: bool) -> str:
    """What ``podcat`` writes to stderr when stderr is a terminal (a pseudo-terminal) or a pipe."""
    if not terminal:
        return subprocess.run(command, capture_output=True, text=True, check=True, cwd=REPO).stderr
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 120, 0, 0))  # 24 rows of 120 columns
    with subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=follower, cwd=REPO) as process:
        os.close(follower)
        chunks = []
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the terminal closes with the process
                break
            if not chunk:
                break
            chunks.append(chunk)
    os.close(leader)
    assert process.returncode == 0
    return b"".join(chunks).decode("utf-8", errors="replace")


def test_progress_bar_on_a_terminal_only() -> None:
    command = [sys.executable, "-m", "podcat", "stats", str(FEEDS)]
    shown = _stderr_of(command, terminal=True)
    count = len(list(FEEDS.glob("*.xml")))
    assert f"{count}/{count}" in shown
    assert f"episodes={_feed_episodes()}" in shown
    assert "errors=0" in shown
    assert _stderr_of(command, terminal=False) == ""


def _png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's signature and IHDR chunk (the standard library's reading of the format)."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    assert head[12:16] == b"IHDR"
    width, height = struct.unpack(">II", head[16:24])
    return width, height


@pytest.mark.parametrize("source", [DIRECTORY_SEED, FEEDS / "se-radio.xml"], ids=["seed-004", "se-radio"])
def test_plot_png_and_svg(source: Path, tmp_path: Path, cli: Cli) -> None:
    png, svg = tmp_path / "stats.png", tmp_path / "stats.SVG"
    for picture in (png, svg):
        status, out, _ = cli("stats", str(source), "--plot", str(picture))
        assert status == 0
        assert out.startswith("episodes ")  # the table is printed too
    assert _png_size(png) == PNG_SIZE
    assert 20_000 < png.stat().st_size < 1_000_000
    pixels = imread(png)
    assert pixels.shape == (PNG_SIZE[1], PNG_SIZE[0], 4)
    assert pixels[..., :3].std() > 0.1  # drawn on, not a blank page
    root = ET.parse(svg).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert (root.get("width"), root.get("height")) == SVG_SIZE
    assert 20_000 < svg.stat().st_size < 2_000_000


def test_plot_of_several_shows_and_its_usage_errors(tmp_path: Path, cli: Cli) -> None:
    picture = tmp_path / "all.png"
    assert cli("stats", str(FEEDS), "--plot", str(picture))[0] == 0
    assert _png_size(picture) == PNG_SIZE
    status, _, err = cli("stats", SEED, "--plot", str(tmp_path / "stats.jpg"))
    assert status == 2
    assert err == [f"podcat: error: argument --plot: not a .png or .svg file name: '{tmp_path / 'stats.jpg'}' "
                   "(see podcat stats --help)"]
    status, _, err = cli("stats", SEED, "--plot", str(tmp_path / "no" / "such" / "stats.png"))
    assert status == 1
    assert err == [f"podcat: {tmp_path / 'no' / 'such' / 'stats.png'}: No such file or directory"]


def test_the_committed_picture_is_the_readme_command_s(tmp_path: Path, cli: Cli) -> None:
    committed = REPO / "seed-004-stats.png"
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "`podcat stats seeds/004_97950660f1ad0035.txt --plot seed-004-stats.png`" in readme
    assert "](seed-004-stats.png)" in readme
    fresh = tmp_path / "seed-004-stats.png"
    assert cli("stats", SEED, "--plot", str(fresh))[0] == 0
    assert _png_size(committed) == _png_size(fresh)
    assert imread(committed).shape == imread(fresh).shape
