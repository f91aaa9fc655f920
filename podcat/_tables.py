"""Catalogs as tables (Arrow, Parquet, CSV, JSON Lines; one row an episode) and many files read in parallel."""

from __future__ import annotations

import csv
import io
import itertools
import json
import os
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Any, BinaryIO, Literal, get_args

from podcat._errors import ListingParseError
from podcat._extras import needs_extra
from podcat._listing import Layout, load
from podcat._models import Catalog, Diagnostic, Episode

if TYPE_CHECKING:
    import pyarrow

__all__ = ["COLUMNS", "TableFormat", "listing_files", "load_many", "to_arrow", "write_table"]

TableFormat = Literal["csv", "parquet", "jsonl"]

# What a column holds: its Arrow type is `_ARROW_TYPES[kind]`, its CSV and JSON form follow from the kind.
_Kind = Literal["string", "date", "int", "strings"]
# A row is an episode and the title of the show it belongs to (None for a listing without a show header).
_Row = tuple[str | None, Episode]


def _seconds(row: _Row) -> int | None:
    duration = row[1].duration
    return None if duration is None else round(duration.total_seconds())


# The table's columns, in order: name, kind, whether it may be null, and how a row gives its value. A new
# Episode field is one more line here (and in README.md's table, which a test compares with this one).
COLUMNS: tuple[tuple[str, _Kind, bool, Callable[[_Row], Any]], ...] = (
    ("show_title", "string", True, lambda row: row[0]),
    ("title", "string", False, lambda row: row[1].title),
    ("published", "date", True, lambda row: row[1].published),
    ("duration_seconds", "int", True, _seconds),
    ("description", "string", False, lambda row: row[1].description),
    ("tags", "strings", False, lambda row: list(row[1].tags)),
    ("links", "strings", False, lambda row: list(row[1].links)),
    ("guid", "string", False, lambda row: row[1].guid),
    ("season", "int", True, lambda row: row[1].season),
    ("number", "int", True, lambda row: row[1].number),
    ("episode_type", "string", False, lambda row: row[1].episode_type),
    ("enclosure_url", "string", True, lambda row: row[1].enclosure and row[1].enclosure.url),
    ("enclosure_length", "int", True, lambda row: row[1].enclosure and row[1].enclosure.length),
    ("enclosure_type", "string", True, lambda row: row[1].enclosure and row[1].enclosure.type),
    ("source_path", "string", True, lambda row: row[1].source and row[1].source.path),
    ("source_line", "int", True, lambda row: row[1].source and row[1].source.line),
)
# Rows per Arrow record batch (and Parquet row group): the memory a Parquet export holds beyond the catalogs.
_BATCH_ROWS = 65_536


def _rows(catalogs: Catalog | Iterable[Catalog]) -> Iterator[_Row]:
    for catalog in [catalogs] if isinstance(catalogs, Catalog) else catalogs:
        show_title = None if catalog.show is None else catalog.show.title
        for episode in catalog.episodes:
            yield show_title, episode


def _arrow_schema() -> pyarrow.Schema:
    with needs_extra("arrow", "pyarrow", "Arrow tables and Parquet"):
        import pyarrow as pa
    types = {"string": pa.string(), "date": pa.date32(), "int": pa.int64(), "strings": pa.list_(pa.string())}
    return pa.schema([pa.field(name, types[kind], nullable) for name, kind, nullable, _ in COLUMNS])


def _batches(catalogs: Catalog | Iterable[Catalog], schema: pyarrow.Schema) -> Iterator[pyarrow.RecordBatch]:
    import pyarrow as pa  # `_arrow_schema` has imported it, or said which extra to install

    rows = _rows(catalogs)
    while chunk := list(itertools.islice(rows, _BATCH_ROWS)):
        columns = [pa.array([value(row) for row in chunk], type=field.type) for field, (*_, value) in
                   zip(schema, COLUMNS, strict=True)]
        yield pa.record_batch(columns, schema=schema)


def to_arrow(catalogs: Catalog | Iterable[Catalog], /) -> pyarrow.Table:
    """A ``pyarrow.Table`` with one row an episode of ``catalogs`` (one catalog or several), in the columns of
    README.md's table. Raises `MissingExtraError` without pyarrow (``pip install 'podcat[arrow]'``)."""
    schema = _arrow_schema()
    import pyarrow as pa  # `_arrow_schema` has imported it, or said which extra to install

    return pa.Table.from_batches(list(_batches(catalogs, schema)), schema=schema)


def _cell(kind: _Kind, value: Any) -> Any:
    """A value as a CSV cell: empty for null, ISO dates, lists as JSON arrays."""
    if value is None:
        return ""
    if kind == "date":
        return value.isoformat()
    if kind == "strings":
        return json.dumps(value, ensure_ascii=False)
    return value


def _json_value(value: Any) -> Any:
    return value.isoformat() if isinstance(value, date) else value


def write_table(catalogs: Catalog | Iterable[Catalog], stream: BinaryIO, /, *, format: TableFormat = "csv") -> int:
    """Write the episodes of ``catalogs`` to the binary ``stream`` as a table; return how many rows.

    ``csv`` (UTF-8, a header line, lists as JSON arrays, empty cells for null) and ``jsonl`` (one object a row,
    dates as ``YYYY-MM-DD``) need nothing more; ``parquet`` needs pyarrow (`MissingExtraError` without it) and is
    written in row groups, so it holds no second copy of a large catalog. Raises ValueError for another format.
    """
    if format not in get_args(TableFormat):
        raise ValueError(f"unknown table format {format!r}; choose one of {', '.join(get_args(TableFormat))}")
    if format == "parquet":
        return _write_parquet(catalogs, stream)
    text = io.TextIOWrapper(stream, encoding="utf-8", newline="")
    count = 0
    try:
        if format == "csv":
            writer = csv.writer(text, lineterminator="\n")
            writer.writerow(name for name, *_ in COLUMNS)
            for row in _rows(catalogs):
                writer.writerow(_cell(kind, value(row)) for _, kind, _, value in COLUMNS)
                count += 1
        else:
            for row in _rows(catalogs):
                record = {name: _json_value(value(row)) for name, _, _, value in COLUMNS}
                text.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
                count += 1
    finally:
        text.detach()  # the caller's stream stays open
    return count


def _write_parquet(catalogs: Catalog | Iterable[Catalog], stream: BinaryIO) -> int:
    schema = _arrow_schema()
    import pyarrow.parquet as pq

    count = 0
    with pq.ParquetWriter(stream, schema) as writer:
        for batch in _batches(catalogs, schema):
            writer.write_batch(batch)
            count += batch.num_rows
    return count


# What a folder contributes: listings (text) and feeds; other files in it (a README, images) are not shows.
_LISTING_SUFFIXES = (".txt", ".xml", ".rss", ".atom")


def listing_files(paths: Iterable[str | os.PathLike[str]], /) -> list[str]:
    """The files that ``paths`` name: a file as given (read or not), a folder's listing and feed files (``.txt``,
    ``.xml``, ``.rss``, ``.atom``, in its subfolders too, hidden ones skipped), each folder's sorted by path."""
    files = []
    for path in (os.fspath(path) for path in paths):
        if not os.path.isdir(path):
            files.append(path)
            continue
        found = []
        for folder, subfolders, names in os.walk(path):
            subfolders[:] = [name for name in subfolders if not name.startswith(".")]
            found += [os.path.join(folder, name) for name in names
                      if not name.startswith(".") and name.lower().endswith(_LISTING_SUFFIXES)]
        files += sorted(found)
    return files


def _load_one(path: str, layout: Layout | None, as_of: date | str | None) -> Catalog:
    """`load`, with a file that cannot be read at all made into a catalog holding only that diagnostic."""
    try:
        return load(path, layout=layout, as_of=as_of)
    except OSError as error:
        return Catalog(diagnostics=[Diagnostic(None, f"cannot read: {error.strerror or error}", "", path)])
    except ListingParseError as error:  # a feed that declares a DTD or entities
        return Catalog(diagnostics=[Diagnostic(error.lineno, error.msg, error.text, error.path or path)])


def load_many(
    paths: Iterable[str | os.PathLike[str]],
    /,
    *,
    jobs: int | None = None,
    layout: Layout | None = None,
    as_of: date | str | None = None,
    progress: Callable[[Catalog], object] | None = None,
) -> list[Catalog]:
    """Read every file ``paths`` name (see `listing_files`: folders give their listings and feeds), each its own
    show, in ``jobs`` processes (default: one a CPU; ``1`` reads in this process). One catalog a file, in order.

    A file that cannot be read, or is unsafe XML, gives a catalog with no episodes and that one diagnostic (with its
    path), so one bad file never stops the rest. ``layout`` and ``as_of`` are passed to `load` for every file;
    ``progress`` is called with each catalog as it is read.
    Call it under ``if __name__ == "__main__":`` in a script, as any code that starts processes.
    """
    files = listing_files(paths)
    read = partial(_load_one, layout=layout, as_of=as_of)
    workers = min(jobs or os.cpu_count() or 1, len(files))
    if workers <= 1:
        return _collected(map(read, files), progress)
    with ProcessPoolExecutor(workers) as pool:  # a few chunks a worker: small files cost less than their messages
        return _collected(pool.map(read, files, chunksize=max(1, len(files) // (8 * workers))), progress)


def _collected(catalogs: Iterable[Catalog], progress: Callable[[Catalog], object] | None) -> list[Catalog]:
    done = []
    for catalog in catalogs:
        done.append(catalog)
        if progress is not None:
            progress(catalog)
    return done
