"""Catalogs as tables: the pinned columns, Parquet read back by DuckDB and Polars, CSV and JSON Lines by the
standard library, many files read in parallel, and the one-line error when an extra is missing."""

from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys
from datetime import date
from pathlib import Path

import duckdb
import polars as pl
import pyarrow as pa
import pytest

import podcat
from tests.conftest import DIRECTORY_SEED, FEEDS, REPO
from tests.independent import entries

# The table's columns as README.md documents them: name, Arrow type, whether null is allowed.
COLUMNS = [
    ("show_title", pa.string(), True),
    ("title", pa.string(), False),
    ("published", pa.date32(), True),
    ("duration_seconds", pa.int64(), True),
    ("description", pa.string(), False),
    ("tags", pa.list_(pa.string()), False),
    ("links", pa.list_(pa.string()), False),
    ("guid", pa.string(), False),
    ("season", pa.int64(), True),
    ("number", pa.int64(), True),
    ("episode_type", pa.string(), False),
    ("enclosure_url", pa.string(), True),
    ("enclosure_length", pa.int64(), True),
    ("enclosure_type", pa.string(), True),
    ("source_path", pa.string(), True),
    ("source_line", pa.int64(), True),
]
NAMES = [name for name, _, _ in COLUMNS]
SE_RADIO = FEEDS / "se-radio.xml"


def test_columns_are_pinned() -> None:
    schema = podcat.to_arrow(podcat.load(DIRECTORY_SEED)).schema
    assert [(field.name, field.type, field.nullable) for field in schema] == COLUMNS


def test_readme_documents_every_column() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    documented = re.findall(r"^\| `(\w+)` \| `([^`]+)` \|", readme, re.MULTILINE)
    assert documented == [(name, str(kind)) for name, kind, _ in COLUMNS]


def _write(catalogs: list[podcat.Catalog], table_format: podcat.TableFormat, path: Path) -> int:
    with path.open("wb") as stream:
        return podcat.write_table(catalogs, stream, format=table_format)


def test_parquet_read_back_by_duckdb(tmp_path: Path) -> None:
    path = tmp_path / "episodes.parquet"
    seed, feed = podcat.load(DIRECTORY_SEED), podcat.load(SE_RADIO)
    assert _write([seed, feed], "parquet", path) == 51 + 249
    types = {row[0]: row[1] for row in duckdb.sql(f"DESCRIBE SELECT * FROM '{path}'").fetchall()}
    assert [types[name] for name in NAMES] == [
        "VARCHAR", "VARCHAR", "DATE", "BIGINT", "VARCHAR", "VARCHAR[]", "VARCHAR[]", "VARCHAR", "BIGINT", "BIGINT",
        "VARCHAR", "VARCHAR", "BIGINT", "VARCHAR", "VARCHAR", "BIGINT",
    ]
    seed_entries = entries(DIRECTORY_SEED)
    count, seconds, first, last = duckdb.sql(
        f"SELECT count(*), sum(duration_seconds), min(published), max(published) FROM '{path}' "
        "WHERE show_title = 'PyTorch Developer Podcast'").fetchall()[0]
    assert (count, seconds) == (len(seed_entries), sum(s or 0 for _, s in seed_entries))
    assert (first, last) == (min(d for d, _ in seed_entries), max(d for d, _ in seed_entries))
    first_row = duckdb.sql(f"SELECT title, published, duration_seconds, source_line FROM '{path}' LIMIT 1")
    seed_lines = [line.strip() for line in DIRECTORY_SEED.read_text(encoding="utf-8").split("\n")]
    title_line = 1 + seed_lines.index("Compiler collectives")
    assert first_row.fetchall() == [("Compiler collectives", date(2024, 8, 4), 993, title_line)]


def test_parquet_carries_a_feeds_enclosures_and_tags(tmp_path: Path) -> None:
    path = tmp_path / "feed.parquet"
    _write([podcat.load(SE_RADIO)], "parquet", path)
    item = re.search(r"<item>.*?</item>", SE_RADIO.read_text(encoding="utf-8"), re.DOTALL)
    enclosure = re.search(r"<enclosure [^>]*>", item.group(0)) if item else None
    assert item is not None
    assert enclosure is not None
    attributes = dict(re.findall(r'(\w+)="([^"]*)"', enclosure.group(0)))
    keywords = re.findall(r"<itunes:keywords>(.*?)</itunes:keywords>", item.group(0))
    tags = dict.fromkeys([*re.findall(r"<category>(.*?)</category>", item.group(0)), *keywords[0].split(",")])
    row = duckdb.sql(f"SELECT enclosure_url, enclosure_length, enclosure_type, source_path, episode_type, tags "
                     f"FROM '{path}' LIMIT 1").fetchall()[0]
    assert row == (attributes["url"], int(attributes["length"]), attributes["type"], str(SE_RADIO), "full", list(tags))


def test_polars_reads_the_parquet_types(tmp_path: Path) -> None:
    path = tmp_path / "episodes.parquet"
    _write([podcat.load(DIRECTORY_SEED)], "parquet", path)
    frame = pl.read_parquet(path)
    assert frame.schema == pl.Schema({
        "show_title": pl.String, "title": pl.String, "published": pl.Date, "duration_seconds": pl.Int64,
        "description": pl.String, "tags": pl.List(pl.String), "links": pl.List(pl.String), "guid": pl.String,
        "season": pl.Int64, "number": pl.Int64, "episode_type": pl.String, "enclosure_url": pl.String,
        "enclosure_length": pl.Int64, "enclosure_type": pl.String, "source_path": pl.String,
        "source_line": pl.Int64,
    })
    assert frame.height == 51
    assert frame["duration_seconds"].sum() == 51510  # 14:18:30, the seed's durations added by hand


def test_csv_is_read_by_the_standard_library(tmp_path: Path) -> None:
    path = tmp_path / "episodes.csv"
    assert _write([podcat.load(DIRECTORY_SEED)], "csv", path) == 51
    with path.open(encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert list(rows[0]) == NAMES
    assert [(date.fromisoformat(row["published"]), int(row["duration_seconds"])) for row in rows] == entries(
        DIRECTORY_SEED)
    assert json.loads(rows[0]["links"]) == ["https://github.com/pytorch/pytorch/pull/130935"]
    assert {row["season"] for row in rows} == {""}  # null is an empty cell
    tagged = [json.loads(row["tags"]) for row in rows if row["tags"] != "[]"]
    assert tagged
    assert all(isinstance(tags, list) and tags for tags in tagged)


def test_jsonl_rows_have_the_columns(tmp_path: Path) -> None:
    path = tmp_path / "episodes.jsonl"
    assert _write([podcat.load(DIRECTORY_SEED)], "jsonl", path) == 51
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert [list(row) for row in rows] == [NAMES] * 51
    assert (rows[0]["published"], rows[0]["duration_seconds"], rows[0]["tags"]) == ("2024-08-04", 993, [])


def test_an_article_index_has_no_show_title() -> None:
    table = podcat.to_arrow(podcat.load(REPO / "seeds" / "000_2e5fd08a9bc3223d.txt"))
    assert table.num_rows == 9
    assert table.column("show_title").null_count == 9


def test_write_table_leaves_the_stream_open_and_refuses_an_unknown_format() -> None:
    stream = io.BytesIO()
    podcat.write_table(podcat.load(DIRECTORY_SEED), stream, format="csv")
    assert not stream.closed
    assert stream.getvalue().count(b"\n") == 52
    with pytest.raises(ValueError, match="unknown table format 'xlsx'"):
        podcat.write_table([], stream, format="xlsx")  # type: ignore[arg-type]


_UNSAFE_FEED = '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aa">]><rss><channel><title>&a;</title></channel></rss>'


def _folder_with_bad_files(tmp_path: Path) -> Path:
    folder = tmp_path / "shows"
    (folder / "more").mkdir(parents=True)
    (folder / "a-seed.txt").write_bytes(DIRECTORY_SEED.read_bytes())
    (folder / "b-unsafe.xml").write_text(_UNSAFE_FEED)
    (folder / "c-gone.txt").symlink_to(tmp_path / "nowhere.txt")
    (folder / "d-prose.txt").write_text("Just some words.\nNothing like a listing.\n")
    (folder / "more" / "e-feed.xml").write_bytes((FEEDS / "libsyn-frank-and-erik.xml").read_bytes())
    (folder / ".hidden.txt").write_text("never read")
    (folder / "notes.md").write_text("not a listing")
    return folder


@pytest.mark.parametrize("jobs", [None, 1, 2])
def test_load_many_reads_a_folder_past_its_bad_files(tmp_path: Path, jobs: int | None) -> None:
    folder = _folder_with_bad_files(tmp_path)
    seen: list[podcat.Catalog] = []
    missing = tmp_path / "missing.xml"
    catalogs = podcat.load_many([folder, missing], jobs=jobs, progress=seen.append)
    assert seen == catalogs
    paths = [str(folder / name) for name in ("a-seed.txt", "b-unsafe.xml", "c-gone.txt", "d-prose.txt")]
    assert podcat.listing_files([folder, missing]) == [*paths, str(folder / "more" / "e-feed.xml"), str(missing)]
    seed, unsafe, gone, prose, feed, nothing = catalogs
    assert len(seed) == len(entries(DIRECTORY_SEED))
    assert len(feed) == len(entries(FEEDS / "libsyn-frank-and-erik.xml"))
    assert feed[0].source is not None
    assert feed[0].source.path == str(folder / "more" / "e-feed.xml")
    for catalog, path, message in [
        (unsafe, paths[1], "DTD"),
        (gone, paths[2], "cannot read: No such file or directory"),
        (nothing, str(missing), "cannot read: No such file or directory"),
    ]:
        assert (catalog.show, len(catalog), len(catalog.diagnostics)) == (None, 0, 1)
        assert catalog.diagnostics[0].path == path
        assert message in catalog.diagnostics[0].message
    assert len(prose) == 0
    assert [d.line for d in prose.diagnostics] == [1, 2]


_BLOCKED = "import sys; sys.modules[{module!r}] = None; from podcat._cli import main; sys.exit(main({argv!r}))"


@pytest.mark.parametrize(
    ("module", "argv", "message"),
    [
        ("pyarrow", ["export", str(DIRECTORY_SEED), "-o", "{out}/episodes.parquet"],
         "Arrow tables and Parquet need pyarrow: pip install 'podcat[arrow]'"),
        ("matplotlib", ["stats", str(DIRECTORY_SEED), "--plot", "{out}/stats.png"],
         "Charts need matplotlib: pip install 'podcat[plot]'"),
    ],
)
def test_a_missing_extra_is_one_line_naming_it(tmp_path: Path, module: str, argv: list[str], message: str) -> None:
    code = _BLOCKED.format(module=module, argv=[arg.format(out=tmp_path) for arg in argv])
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=False)
    assert done.returncode == 1
    assert done.stderr.splitlines()[-1] == f"podcat: {message}"
    assert "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []  # no file, and no temporary file, left behind


def test_to_arrow_without_pyarrow_raises_missing_extra_error() -> None:
    code = ("import sys; sys.modules['pyarrow'] = None; import podcat\n"
            "try:\n    podcat.to_arrow(podcat.Catalog())\n"
            "except podcat.MissingExtraError as error:\n    print(error.extra, isinstance(error, ImportError), error)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout == "arrow True Arrow tables and Parquet need pyarrow: pip install 'podcat[arrow]'\n"


def test_import_podcat_loads_no_extra() -> None:
    code = "import sys, podcat; print(*(name in sys.modules for name in ('pyarrow', 'matplotlib', 'tqdm')))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False", "False"]
