"""The ``podcat`` command: a thin client of the public API, and the only module that prints."""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import re
import secrets
import signal
import stat
import sys
import threading
import uuid
from collections.abc import Callable, Iterator, Sequence
from datetime import date, datetime, timedelta
from typing import BinaryIO, NoReturn, TypeVar, get_args

import attrs

from podcat import (
    MAX_INPUT_BYTES,
    Catalog,
    CatalogDiff,
    CatalogStats,
    Diagnostic,
    Enclosure,
    FeedError,
    ListingParseError,
    MissingExtraError,
    PodcatError,
    TableFormat,
    __version__,
    catalog_to_dict,
    chapters_json,
    check_feed,
    diff,
    diff_to_dict,
    dump_jsonl,
    enclosure_template,
    format_duration,
    layouts,
    listing_files,
    load,
    load_many,
    merge,
    parse,
    parse_date,
    parse_duration,
    plot_stats,
    render_feed,
    stats_to_dict,
    write_table,
)

__all__ = ["main"]

_T = TypeVar("_T")
# What a listing's file name ends in: search text like this gets a note that no such file exists.
_FILE_NAME_RE = re.compile(r"\.(?:txt|xml|rss|atom|json|jsonl|html?)$", re.IGNORECASE)
_TABLE_FORMATS: tuple[TableFormat, ...] = get_args(TableFormat)


class _UsageError(Exception):
    """A command line podcat cannot act on (exit status 2); ``prog`` is the command whose help to see, when known
    (``podcat feed``)."""

    def __init__(self, message: str, prog: str | None = None) -> None:
        super().__init__(message)
        self.prog = prog


class _InputError(Exception):
    """An input podcat cannot read (exit status 1); the message is one line."""


class _Terminated(BaseException):
    """SIGTERM arrived while a feed was being written (exit status 143, the temporary file removed)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _UsageError(message, self.prog)


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="podcat", description="Podcast episode catalogs from listing pages.")
    parser.add_argument("--version", action="version", version=f"podcat {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)

    parse_cmd = commands.add_parser("parse", help="parse listings into one catalog")
    _add_inputs(parse_cmd)
    parse_output = parse_cmd.add_mutually_exclusive_group()
    parse_output.add_argument("--json", action="store_true", help="print the catalog as JSON")
    parse_output.add_argument("--jsonl", action="store_true", help="print the episodes as JSON Lines (one a line)")

    stats_cmd = commands.add_parser("stats", help="catalog statistics and the show's claims checked")
    _add_inputs(stats_cmd)
    stats_cmd.add_argument("--json", action="store_true", help="print the statistics as JSON")
    _add_shows_options(stats_cmd)
    stats_cmd.add_argument("--plot", metavar="FILE", type=_plot_file,
                           help="also draw the statistics to FILE.png or FILE.svg (needs podcat[plot])")

    search_cmd = commands.add_parser("search", help="query a catalog")
    _add_inputs(search_cmd, "listing files, then optionally TEXT: words that must all appear (the last argument "
                "of two or more, unless it is '-' or an existing file)")
    search_cmd.add_argument("--since", type=_option(parse_date), help="first date, inclusive")
    search_cmd.add_argument("--until", type=_option(parse_date), help="last date, inclusive")
    search_cmd.add_argument("--min-duration", type=_option(parse_duration), help="only episodes at least this long")
    search_cmd.add_argument("--max-duration", type=_option(parse_duration), help="only episodes at most this long")
    search_cmd.add_argument("--tag", action="append", default=[], help="only episodes with this tag (repeatable)")
    search_cmd.add_argument("--sort", choices=("date", "duration", "title"), help="sort the results")
    search_cmd.add_argument("--reverse", action="store_true", help="reverse the sort")
    search_cmd.add_argument("--limit", type=_count_arg, help="at most this many results")
    search_cmd.add_argument("--json", action="store_true", help="print the results as JSON, like parse --json")
    # argparse gives every positional to PATH: the usage line names the TEXT that search takes from them.
    search_cmd.usage = search_cmd.format_usage().removeprefix("usage: ").replace("PATH [PATH ...]",
                                                                                 "PATH [PATH ...] [TEXT]", 1)

    feed_cmd = commands.add_parser("feed", help="write a podcast RSS feed (or Atom) of the catalog")
    _add_inputs(feed_cmd)
    feed_cmd.add_argument("-o", "--output", default="-", metavar="FILE",
                          help="the feed file, written atomically (default, or '-': standard output)")
    feed_cmd.add_argument("--link", metavar="URL", type=_nonblank_arg,
                          help="the show's web page (default: the link of the feed it was read from)")
    feed_cmd.add_argument("--title", type=_nonblank_arg,
                          help="the show's title (needed when the listing has no show header)")
    feed_cmd.add_argument("--feed-url", metavar="URL", help="where the feed is served (self link, podcast:guid)")
    feed_cmd.add_argument("--image", metavar="URL", help="square artwork, 1400 to 3000 pixels (itunes:image)")
    feed_cmd.add_argument("--owner", nargs=2, metavar=("NAME", "EMAIL"), type=_nonblank_arg,
                          help="who owns the feed (itunes:owner; Apple Podcasts mails the address to verify it)")
    feed_cmd.add_argument("--language", help="the show's language (default: the feed's it was read from, else en)")
    feed_cmd.add_argument("--category", action="append",
                          help="an Apple Podcasts category, a subcategory as 'Parent > Child' (repeatable; default: "
                          "the feed's it was read from)")
    feed_cmd.add_argument("--explicit", action=argparse.BooleanOptionalAction,
                          help="mark the show explicit or not (itunes:explicit; default: as the feed it was read "
                          "from says, else not)")
    feed_cmd.add_argument("--enclosure-template", metavar="URL", type=_option(enclosure_template),
                          help="each episode's media URL, with {slug}, {guid} and {date} fields")
    feed_cmd.add_argument("--format", choices=("rss", "atom"), default="rss", help="the feed format (default: rss)")
    feed_cmd.add_argument("--check", action="store_true",
                          help="check Apple Podcasts' requirements first; write nothing (exit 1) when one fails")
    feed_cmd.add_argument("--allow-empty", action="store_true",
                          help="write the feed even when the input gave no episodes (refused otherwise, exit 1)")
    feed_cmd.add_argument("--chapters-dir", metavar="DIR",
                          help="write each episode's chapters as a JSON chapters file in DIR (with --chapters-url)")
    feed_cmd.add_argument("--chapters-url", metavar="URL_PREFIX", type=_nonblank_arg,
                          help="where DIR is served: the feed links each file (podcast:chapters) under this URL")

    export_cmd = commands.add_parser("export", help="write the episodes as a table: CSV, Parquet or JSON Lines")
    _add_inputs(export_cmd, "listing and feed files, or folders of them ('-' reads stdin)")
    _add_shows_options(export_cmd)
    export_cmd.add_argument("-o", "--output", required=True, metavar="FILE",
                            help="the table file, written atomically ('-' writes to stdout)")
    export_cmd.add_argument("--format", choices=_TABLE_FORMATS,
                            help="the table format (default: the FILE's suffix; parquet needs podcat[arrow])")

    validate_cmd = commands.add_parser("validate", help="list what Apple Podcasts requires and an RSS feed lacks")
    validate_cmd.add_argument("feed", metavar="FEED", help="the feed file ('-' reads stdin)")

    diff_cmd = commands.add_parser("diff", help="the entries added, removed and changed between two catalogs")
    diff_cmd.add_argument("old", metavar="OLD", help="the earlier listing or feed ('-' reads stdin)")
    diff_cmd.add_argument("new", metavar="NEW", help="the later listing or feed ('-' reads stdin)")
    diff_cmd.add_argument("--json", action="store_true", help="print the differences as JSON")
    _add_reading_options(diff_cmd)

    commands.add_parser("layouts", help="list the layouts podcat reads, one line each")
    return parser


def _option(read: Callable[[str], _T]) -> Callable[[str], _T]:
    """An argparse ``type`` from a podcat function: the `PodcatError` it raises becomes a usage error."""

    def option(text: str) -> _T:
        try:
            return read(text)
        except PodcatError as error:
            raise argparse.ArgumentTypeError(str(error)) from None

    return option


def _nonblank_arg(text: str) -> str:
    """Refuse a blank value for an option that names something (``--link ''`` failed deep inside feedgen)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("must not be blank")
    return text


def _count_arg(text: str) -> int:
    if not (text.isascii() and text.isdigit()):
        raise argparse.ArgumentTypeError(f"not a count: {text!r}")
    return int(text)


def _add_inputs(command: argparse.ArgumentParser, what: str = "listing files to merge ('-' reads stdin)") -> None:
    command.add_argument("paths", nargs="+", metavar="PATH", help=what)
    _add_reading_options(command)


def _add_reading_options(command: argparse.ArgumentParser) -> None:
    command.add_argument("--strict", action="store_true", help="fail (exit 1) on the first unreadable line")
    command.add_argument("--layout", choices=tuple(layouts()), metavar="NAME",
                         help="skip layout detection: one of the names `podcat layouts` lists")
    command.add_argument("--as-of", type=_as_of_arg, metavar="DATE",
                         help="the day the page was copied (YYYY-MM-DD or 'today'): year-less and relative dates "
                         "(Aug 4, YESTERDAY, 3 DAYS AGO) are read against it")


_ISO_DAY_RE = re.compile(r"\d{4}-\d{2}-\d{2}", re.ASCII)


def _as_of_arg(text: str) -> date:
    if text == "today":
        return datetime.now().astimezone().date()  # the local day
    try:
        if not _ISO_DAY_RE.fullmatch(text):  # fromisoformat also takes "20251120"
            raise ValueError(text)
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not YYYY-MM-DD or 'today': {text!r}") from None


def _add_shows_options(command: argparse.ArgumentParser) -> None:
    command.add_argument("--each", action="store_true",
                         help="each file its own show, not pages of one (the default when a PATH is a folder)")


def _plot_file(text: str) -> str:
    if not text.lower().endswith((".png", ".svg")):
        raise argparse.ArgumentTypeError(f"not a .png or .svg file name: {text!r}")
    return text


def _read_stdin() -> bytes:
    """All of standard input, up to the input limit; a closed one (``<&-`` leaves no ``sys.stdin``) is an
    `_InputError`."""
    if sys.stdin is None:
        raise _InputError("<stdin>: standard input is closed")
    try:
        return _read_at_most(sys.stdin.buffer, "<stdin>")
    except OSError as error:
        raise _InputError(f"<stdin>: {error.strerror or error}") from None


def _read_at_most(stream: BinaryIO, path: str) -> bytes:
    """The bytes of ``stream``, refused (`_InputError`) past `podcat.MAX_INPUT_BYTES` with no more read."""
    data = stream.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        raise _InputError(f"{path}: input larger than {MAX_INPUT_BYTES:,} bytes, the most podcat reads")
    return data


def _read(arguments: argparse.Namespace, paths: Sequence[str] | None = None) -> Catalog:
    """Load and merge every input (``paths``, else ``arguments.paths``), with one warning line about the diagnostics.

    An unreadable input is an `_InputError`, and with ``--strict`` so is any diagnostic, a merge's included.
    """
    paths = arguments.paths if paths is None else paths
    if paths.count("-") > 1:
        raise _UsageError("standard input ('-') can be read only once")
    catalogs = []
    for path in paths:
        try:
            if path == "-":
                data = _read_stdin()
                catalogs.append(parse(
                    data, strict=arguments.strict, source="<stdin>", layout=arguments.layout, as_of=arguments.as_of
                ))
            else:
                catalogs.append(load(path, strict=arguments.strict, layout=arguments.layout, as_of=arguments.as_of))
        except ListingParseError as error:
            where = ":".join(str(part) for part in (error.path or path, error.lineno) if part is not None)
            raise _InputError(f"{where}: {error.msg}") from None
        except OSError as error:
            raise _InputError(f"{path}: {error.strerror or error}") from None
    catalog = merge(*catalogs)
    if arguments.strict and catalog.diagnostics:  # each input's own diagnostics have raised already
        raise _InputError(str(catalog.diagnostics[0]))
    if catalog.show is None and not catalog.episodes and catalog.diagnostics:  # nothing read: bad input
        count = len(catalog.diagnostics)
        raise _InputError(f"{catalog.diagnostics[0]} (nothing read; {count} diagnostic{'s' if count > 1 else ''})")
    _warn_diagnostics(catalog.diagnostics)
    return catalog


def _warn_diagnostics(diagnostics: Sequence[Diagnostic], kind: str = "diagnostic") -> None:
    """One stderr line about what was not read (or was changed), so lenient runs are not silent about it."""
    if diagnostics:
        count = len(diagnostics)
        print(f"podcat: warning: {count} {kind}{'s' if count > 1 else ''}; first: {diagnostics[0]}", file=sys.stderr)


def _print_json(data: object) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _printable(text: str) -> str:
    """``text`` with what a terminal would act on (controls, escape sequences) escaped, as repr() shows it."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)


def _length(duration: timedelta | None) -> str:
    """A duration as tables show it: ``H:MM:SS`` without a fraction, ``-`` when unknown."""
    return "-" if duration is None else format_duration(duration).split(".")[0]


def _day(published: date | None) -> str:
    return "-" * 10 if published is None else published.isoformat()


def _print_table(catalog: Catalog, of: int | None = None) -> None:
    """Print the episodes, under the show's title with their count (``of`` the catalog searched) and a header row.

    A date or duration column is shown when some episode has one: an article index has neither. Nothing is printed
    for no episodes.
    """
    if not catalog:
        return
    count = f"{len(catalog)} of {of}" if of is not None else str(len(catalog))
    counted = f"{count} episode{'' if (of or len(catalog)) == 1 else 's'}"
    print(f"{_printable(catalog.show.title)}: {counted}" if catalog.show is not None else counted)
    columns: list[tuple[str, list[str]]] = []  # header and cells of the date and duration columns, when shown
    if any(episode.published is not None for episode in catalog):
        columns.append(("date".ljust(10), [_day(episode.published) for episode in catalog]))
    if any(episode.duration is not None for episode in catalog):
        lengths = [_length(episode.duration) for episode in catalog]
        width = max(len("duration"), *map(len, lengths))
        columns.append(("duration".rjust(width), [length.rjust(width) for length in lengths]))
    print("  ".join([*(header for header, _ in columns), "title"]))
    for number, episode in enumerate(catalog):
        print("  ".join([*(cells[number] for _, cells in columns), _printable(episode.title)]))


def _run_parse(arguments: argparse.Namespace) -> int:
    catalog = _read(arguments)
    if arguments.json:
        _print_json(catalog_to_dict(catalog, with_paths=len(arguments.paths) > 1))
    elif arguments.jsonl:
        dump_jsonl(catalog, sys.stdout)
    else:
        _print_table(catalog)
    return 0


def _render_stats(stats: CatalogStats) -> str:
    """The human table of `podcat stats`, with a small histogram of episodes per year."""

    rows = [
        ("episodes", f"{stats.count} ({stats.dated_count} dated, {stats.timed_count} with a duration)"),
        ("total", _length(stats.total)),
        ("mean / median / p90", f"{_length(stats.mean)} / {_length(stats.median)} / {_length(stats.p90)}"),
    ]
    if stats.shortest and stats.longest:
        rows.append(("shortest", f"{_length(stats.shortest.duration)}  {stats.shortest.title}"))
        rows.append(("longest", f"{_length(stats.longest.duration)}  {stats.longest.title}"))
    if stats.first_published and stats.last_published:
        rows.append(("published", f"{stats.first_published} to {stats.last_published}"))
    if stats.median_gap_days is not None and stats.longest_gap:
        before, after = stats.longest_gap
        rows.append(("median gap", f"{stats.median_gap_days:g} days ({stats.cadence})"))
        rows.append(("longest gap", f"{stats.longest_gap_days} days ({before.published} to {after.published})"))
    if stats.top_tags:
        rows.append(("top tags", ", ".join(f"{tag} ({count})" for tag, count in stats.top_tags)))
    if (claims := stats.claims) is not None:
        if claims.claimed_count is not None:
            rows.append(("claimed episodes", f"{claims.claimed_count} claimed, {claims.listed_count} listed"))
        if claims.claimed_average is not None:
            rows.append(("claimed average", f"{_length(claims.claimed_average)} claimed, "
                         f"{_length(claims.computed_average)} computed"))
        if claims.claimed_latest is not None:
            rows.append(("claimed latest", f"{claims.claimed_latest} claimed, {claims.listed_latest} listed"))
    width = max(len(label) for label, _ in rows)
    lines = [f"{label:<{width}}  {_printable(value)}" for label, value in rows]
    if stats.by_year:
        peak = max(stats.by_year.values())
        lines.append("")
        # A bar for every year with an episode, however few; none for a year without.
        bars = {year: "#" * (n and max(1, round(30 * n / peak))) for year, n in stats.by_year.items()}
        lines.extend(f"{year}  {bars[year]:<30}  {n}" for year, n in stats.by_year.items())
    return "\n".join(lines)


def _run_stats(arguments: argparse.Namespace) -> int:
    if _each(arguments):
        return _run_stats_of_shows(arguments)
    catalog = _read(arguments)
    stats = catalog.stats()
    if arguments.json:
        _print_json(stats_to_dict(stats))
    else:
        print(_render_stats(stats))
    if arguments.plot:
        _plot(catalog, arguments.plot)
    return 0


def _each(arguments: argparse.Namespace) -> bool:
    """Whether each file is its own show: ``--each``, or a folder among the PATHs."""
    return bool(arguments.each) or any(os.path.isdir(path) for path in arguments.paths)


@contextlib.contextmanager
def _progress(total: int) -> Iterator[Callable[[Catalog], None]]:
    """A function to call with each catalog read: on a terminal it moves a progress bar on stderr (files done,
    episodes, files that gave nothing), left showing the totals; elsewhere (a pipe, a file) it does nothing."""
    if sys.stderr is None or not sys.stderr.isatty():
        yield lambda catalog: None
        return
    from tqdm import tqdm  # only on a terminal: a pipe never pays for it

    episodes = unread = 0
    with tqdm(total=total, unit="file", file=sys.stderr) as bar:

        def advance(catalog: Catalog) -> None:
            nonlocal episodes, unread
            episodes += len(catalog)
            unread += catalog.show is None and not catalog.episodes
            bar.set_postfix(episodes=episodes, errors=unread, refresh=False)
            bar.update()

        yield advance


def _read_shows(arguments: argparse.Namespace) -> list[tuple[str, Catalog]]:
    """Each file the PATHs name (a folder's listings and feeds) as its own show, read in parallel, with its path.

    One warning line about the diagnostics; an `_InputError` when no file gave anything, and with ``--strict``
    when any file has a diagnostic.
    """
    if "-" in arguments.paths:
        raise _UsageError("standard input ('-') is one show: it cannot be read with a folder or --each")
    files = listing_files(arguments.paths)
    if not files:
        raise _InputError(f"{arguments.paths[0]}: no listing or feed files (.txt, .xml, .rss, .atom) in it")
    with _progress(len(files)) as advance:
        catalogs = load_many(files, layout=arguments.layout, as_of=arguments.as_of, progress=advance)
    diagnostics = [diagnostic for catalog in catalogs for diagnostic in catalog.diagnostics]
    if diagnostics and (arguments.strict or not any(c.show or c.episodes for c in catalogs)):
        raise _InputError(str(diagnostics[0]) if arguments.strict else
                          f"nothing read from {len(files)} file{'s' if len(files) > 1 else ''}; "
                          f"first: {diagnostics[0]}")
    _warn_diagnostics(diagnostics)
    return list(zip(files, catalogs, strict=True))


def _all_episodes(shows: list[tuple[str, Catalog]]) -> Catalog:
    return Catalog(None, [episode for _, catalog in shows for episode in catalog])


def _run_stats_of_shows(arguments: argparse.Namespace) -> int:
    """`podcat stats` over several shows: one row a show, then the totals over all their episodes."""
    shows = _read_shows(arguments)
    together = _all_episodes(shows)
    if arguments.json:
        _print_json({
            "shows": [{"path": path, "title": catalog.show.title if catalog.show else None,
                       "diagnostics": len(catalog.diagnostics), **stats_to_dict(catalog.stats())}
                      for path, catalog in shows],
            "total": stats_to_dict(together.stats()),
        })
    else:
        rows = [(catalog.show.title if catalog.show else os.path.basename(path), catalog.stats(),
                 len(catalog.diagnostics)) for path, catalog in shows]
        rows.append((f"all {len(shows)} shows", together.stats(), sum(n for _, _, n in rows)))
        print(_render_shows(rows))
    if arguments.plot:
        _plot(together, arguments.plot, title=f"{len(shows)} shows")
    return 0


def _render_shows(rows: list[tuple[str, CatalogStats, int]]) -> str:
    """The table of `podcat stats` over several shows: a row a show, the last row the totals."""

    def length(value: timedelta | None) -> str:
        return "-" if value is None else format_duration(value).split(".")[0]

    width = min(max(len(name) for name, _, _ in rows), 40)
    lines = [f"{'show':<{width}}  {'episodes':>8}  {'total':>10}  {'mean':>8}  {'first':<10}  {'last':<10}  "
             f"{'cadence':<10}  diagnostics"]
    for index, (name, stats, diagnostics) in enumerate(rows):
        if index == len(rows) - 1:
            lines.append("-" * len(lines[0]))
        shown = name if len(name) <= width else name[: width - 1] + "…"
        total = length(stats.total if stats.timed_count else None)
        cadence = stats.cadence if index < len(rows) - 1 else None  # several shows' dates make no cadence
        lines.append(f"{_printable(shown):<{width}}  {stats.count:>8}  {total:>10}  "
                     f"{length(stats.mean):>8}  {stats.first_published or '-'!s:<10}  "
                     f"{stats.last_published or '-'!s:<10}  {cadence or '-':<10}  {diagnostics}")
    return "\n".join(lines)


def _plot(catalog: Catalog, path: str, *, title: str | None = None) -> None:
    try:
        plot_stats(catalog, path, title=title)
    except OSError as error:
        raise _InputError(f"{path}: {error.strerror or error}") from None


def _table_format(arguments: argparse.Namespace) -> TableFormat:
    """``--format``, else the output file's suffix (``.csv``, ``.parquet``, ``.jsonl``)."""
    chosen = arguments.format or os.path.splitext(arguments.output)[1].lower().lstrip(".")
    for name in _TABLE_FORMATS:
        if chosen == name:
            return name
    raise _UsageError(f"--format is needed: {arguments.output!r} does not end in .csv, .parquet or .jsonl")


def _run_export(arguments: argparse.Namespace) -> int:
    table_format = _table_format(arguments)
    catalogs = [catalog for _, catalog in _read_shows(arguments)] if _each(arguments) else [_read(arguments)]

    def write(stream: BinaryIO) -> None:
        write_table(catalogs, stream, format=table_format)

    if arguments.output == "-":
        sys.stdout.flush()
        write(sys.stdout.buffer)
    else:
        _write_atomically(arguments.output, write)
    return 0


def _is_input(argument: str) -> bool:
    """Whether search's last argument is an input, not TEXT: it is ``-`` or an existing file (not a directory)."""
    return argument == "-" or (os.path.exists(argument) and not os.path.isdir(argument))


def _run_search(arguments: argparse.Namespace) -> int:
    if arguments.reverse and not arguments.sort:
        raise _UsageError("--reverse needs --sort")
    since, until = arguments.since, arguments.until
    if since and until and since > until:
        raise _UsageError(f"--since {since} is after --until {until}")
    shortest, longest = arguments.min_duration, arguments.max_duration
    if shortest is not None and longest is not None and shortest > longest:
        raise _UsageError(f"--min-duration {format_duration(shortest)} is longer than "
                          f"--max-duration {format_duration(longest)}")
    text = None
    if len(arguments.paths) > 1 and not _is_input(arguments.paths[-1]):
        text = arguments.paths.pop()
        if _FILE_NAME_RE.search(text):  # say so, in case it is a mistyped file name
            print(f"podcat: note: no file {text!r}: searching for it as text", file=sys.stderr)
    catalog = searched = _read(arguments)
    if text:
        catalog = catalog.search(text)
    if since or until:
        catalog = catalog.between(since, until)
    if shortest is not None or longest is not None:
        catalog = catalog.duration_between(shortest, longest)
    for tag in arguments.tag:
        catalog = catalog.tagged(tag)
    if arguments.sort:
        catalog = catalog.sorted(arguments.sort, reverse=arguments.reverse)
    if arguments.limit is not None:
        catalog = catalog[: arguments.limit]
    if arguments.json:
        _print_json(catalog_to_dict(catalog, with_paths=len(arguments.paths) > 1))
    else:
        _print_table(catalog, of=len(searched))
    if not catalog:
        print(f"podcat: no episode matches (of {len(searched)})", file=sys.stderr)
    return 0


# What a temporary output file is called: ``.NAME.podcat-XXXXXXXX.tmp`` beside NAME, so that one a killed run
# left behind is recognizable; NAME is cut so that the whole name fits the 255 bytes file systems allow.
_TEMPORARY_SUFFIX = ".podcat-{}.tmp"
_NAME_ROOM = 255 - len("." + _TEMPORARY_SUFFIX.format("0" * 8))


def _write_atomically(path: str, data: bytes | Callable[[BinaryIO], None]) -> None:
    """Write ``data`` (or what ``data`` writes to the stream it is given) through a temporary file beside
    ``path``: never a half-written file, and no temporary file left (SIGTERM included: it removes the file, then
    ends the run with `_Terminated`).

    A symlink is written through (its target replaced, the link kept), and an existing file keeps its mode and,
    where the user may give it (root), its owner; a warning says when the owner changes.
    """
    if path.endswith(("/", os.sep)) or os.path.isdir(path):
        raise _InputError(f"{path}: {os.strerror(errno.EISDIR)}")  # "newdir/" is no file name, even when missing
    target = os.path.realpath(path)
    directory, name = os.path.split(target)
    stem = os.fsdecode(os.fsencode(name)[:_NAME_ROOM]) if len(os.fsencode(name)) > _NAME_ROOM else name
    temporary = os.path.join(directory, "." + stem + _TEMPORARY_SUFFIX.format(secrets.token_hex(4)))
    try:
        existing: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        existing = None
    except OSError as error:
        raise _InputError(f"{path}: {error.strerror or error}") from None
    try:
        # O_EXCL: never write into a file someone else made; 0o666 less the umask, as open() would give.
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except OSError as error:
        raise _InputError(f"{path}: {error.strerror or error}") from None
    try:
        with _terminate_on_sigterm():
            with os.fdopen(descriptor, "wb") as stream:
                if existing is not None:  # a new file keeps the mode open() would give
                    os.fchmod(stream.fileno(), stat.S_IMODE(existing.st_mode))
                    _keep_owner(stream.fileno(), existing, path)
                if callable(data):
                    data(stream)
                else:
                    stream.write(data)
                stream.flush()
                os.fsync(stream.fileno())
            os.replace(temporary, target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(error, OSError):
            raise _InputError(f"{path}: {error.strerror or error}") from None
        raise


def _keep_owner(descriptor: int, existing: os.stat_result, path: str) -> None:
    """Give the new file the old one's owner and group; warn when that is not allowed (only root may)."""
    mine = os.fstat(descriptor)
    if (mine.st_uid, mine.st_gid) == (existing.st_uid, existing.st_gid):
        return
    try:
        os.fchown(descriptor, existing.st_uid, existing.st_gid)
    except PermissionError:
        print(f"podcat: warning: {path} was owned by user {existing.st_uid}, group {existing.st_gid}; "
              "the new file is yours", file=sys.stderr)


@contextlib.contextmanager
def _terminate_on_sigterm() -> Iterator[None]:
    """Turn SIGTERM into `_Terminated` while the block runs (in the main thread, where signals arrive)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def terminate(*_: object) -> None:
        raise _Terminated

    previous = signal.signal(signal.SIGTERM, terminate)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _run_feed(arguments: argparse.Namespace) -> int:
    if arguments.check and arguments.format != "rss":
        raise _UsageError("--check needs --format rss: Apple Podcasts reads RSS")
    if (arguments.chapters_dir is None) != (arguments.chapters_url is None):
        raise _UsageError("--chapters-dir and --chapters-url go together")
    catalog = _read(arguments)
    if arguments.chapters_dir is not None:
        catalog = _write_chapters(catalog, arguments.chapters_dir, arguments.chapters_url)
    if catalog.show is None and arguments.title is None:  # render_feed would say title=, the Python keyword
        raise _InputError("a feed needs a show title, and this listing has no show header: pass --title")
    link = arguments.link or (catalog.show and catalog.show.link)
    if not link:
        raise _InputError("a feed needs a link to the show's web page, and this listing has none: pass --link")
    rendered = render_feed(
        catalog,
        link=link,
        title=arguments.title,
        format=arguments.format,
        feed_url=arguments.feed_url,
        image=arguments.image,
        language=arguments.language,
        categories=arguments.category,
        explicit=arguments.explicit,
        owner=None if arguments.owner is None else tuple(arguments.owner),
        enclosures=arguments.enclosure_template,
    )
    _warn_diagnostics(rendered.diagnostics, "feed diagnostic")
    if rendered.without_enclosure:
        print(f"podcat: warning: {rendered.without_enclosure} of {len(catalog)} episodes have no enclosure, and "
              "podcast apps need one to list an episode (see --enclosure-template)", file=sys.stderr)
    if not catalog.episodes and not arguments.allow_empty:  # never replace a good feed with an empty one
        where = "<stdout>" if arguments.output == "-" else arguments.output
        raise _InputError(f"{where}: not written: the input gave no episodes (--allow-empty writes an empty feed)")
    if arguments.check and (problems := check_feed(rendered.xml)):
        for problem in problems:
            print(f"podcat: check: {problem}", file=sys.stderr)
        where = "<stdout>" if arguments.output == "-" else arguments.output
        raise _InputError(f"{where}: not written: the feed misses {len(problems)} Apple Podcasts "
                          f"requirement{'s' if len(problems) > 1 else ''}")
    if arguments.output == "-":
        sys.stdout.buffer.write(rendered.xml)
    else:
        _write_atomically(arguments.output, rendered.xml)
    return 0


# A GUID that is a safe file name as it is (podcat's own GUIDs are UUIDs).
_FILE_STEM_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")


def _write_chapters(catalog: Catalog, directory: str, url_prefix: str) -> Catalog:
    """Write each episode's chapters to ``directory`` as a JSON chapters file named after its GUID (else the UUID 5
    of the GUID), atomically, and return the catalog with each such episode's ``chapters_url`` set."""
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError as error:
        raise _InputError(f"{directory}: {error.strerror or error}") from None
    episodes = []
    for episode in catalog:
        if episode.chapters:
            safe = _FILE_STEM_RE.fullmatch(episode.guid)
            name = f"{episode.guid if safe else uuid.uuid5(uuid.NAMESPACE_URL, episode.guid)}.json"
            _write_atomically(os.path.join(directory, name), chapters_json(episode).encode("utf-8"))
            episode = attrs.evolve(episode, chapters_url=f"{url_prefix.rstrip('/')}/{name}")
        episodes.append(episode)
    return attrs.evolve(catalog, episodes=episodes)


def _run_validate(arguments: argparse.Namespace) -> int:
    path = "<stdin>" if arguments.feed == "-" else arguments.feed
    try:
        if arguments.feed == "-":
            problems = check_feed(_read_stdin())
        else:
            with open(path, "rb") as stream:
                problems = check_feed(_read_at_most(stream, path))
    except OSError as error:
        raise _InputError(f"{path}: {error.strerror or error}") from None
    except FeedError as error:
        raise _InputError(f"{path}: {error}") from None
    for problem in problems:
        print(f"{path}: {problem}")
    if not problems:
        print(f"{path}: ok: nothing Apple Podcasts requires is missing")
    return 1 if problems else 0


def _run_layouts(_: argparse.Namespace) -> int:
    names = layouts()
    width = max(map(len, names))
    for name, about in names.items():
        print(f"{name:<{width}}  {about}")
    return 0


def _shown(value: object) -> str:
    """A field's value as `podcat diff` shows it: short, one line."""
    if value is None or value == ():
        return "-"
    if isinstance(value, timedelta):
        return _length(value)
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, Enclosure):
        return value.url
    if isinstance(value, tuple):
        return ", ".join(map(str, value))
    if isinstance(value, str):
        return repr(value if len(value) <= 60 else f"{value[:57]}...")
    return str(value)


def _render_diff(difference: CatalogDiff) -> list[str]:
    """`podcat diff`'s lines: a count of each kind, then ``+`` added, ``-`` removed and ``~`` changed entries, each
    change followed by its fields' old and new values."""
    lines = [f"{len(difference.added)} added, {len(difference.removed)} removed, {len(difference.changed)} changed"]
    lines += [f"+ {_day(episode.published)}  {episode.title}" for episode in difference.added]
    lines += [f"- {_day(episode.published)}  {episode.title}" for episode in difference.removed]
    for change in difference.changed:
        lines.append(f"~ {_day(change.new.published)}  {change.new.title}")
        lines += [f"    {field.name}: {_shown(field.old)} -> {_shown(field.new)}" for field in change.fields]
    return [_printable(line) for line in lines]


def _run_diff(arguments: argparse.Namespace) -> int:
    if arguments.old == arguments.new == "-":
        raise _UsageError("standard input ('-') can be read only once")
    difference = diff(_read(arguments, [arguments.old]), _read(arguments, [arguments.new]))
    if arguments.json:
        _print_json(diff_to_dict(difference))
    else:
        print("\n".join(_render_diff(difference)))
    return 0


_COMMANDS = {
    "layouts": _run_layouts,
    "parse": _run_parse,
    "stats": _run_stats,
    "search": _run_search,
    "feed": _run_feed,
    "validate": _run_validate,
    "diff": _run_diff,
    "export": _run_export,
}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0 done, 1 bad input, 2 usage, 130 interrupted, 143
    terminated while writing a feed)."""
    command = "podcat"
    try:
        parser = _build_parser()
        if not (sys.argv[1:] if argv is None else argv):  # no command: what there is to run
            parser.print_help(sys.stderr)
            return 2
        arguments, unknown = parser.parse_known_args(argv)
        command = f"podcat {arguments.command}"
        if unknown:
            raise _UsageError(f"unrecognized arguments: {' '.join(unknown)}")
        if sys.stdout is None and (arguments.command != "feed" or arguments.output == "-"):  # started with >&-
            raise _InputError("standard output is closed")
        status = _COMMANDS[arguments.command](arguments)
        sys.stdout.flush()  # a write error shows here, not in a traceback at exit
        return status
    except _UsageError as error:
        print(f"podcat: error: {error} (see {error.prog or command} --help)", file=sys.stderr)
        return 2
    except (_InputError, PodcatError, MissingExtraError) as error:
        print(f"podcat: {error}", file=sys.stderr)
        return 1
    except SystemExit as done:  # --help and --version
        return done.code if isinstance(done.code, int) else 0
    except BrokenPipeError:  # output piped into head and closed early
        sys.stderr.close()
        return 0
    except OSError as error:  # reading inputs and writing the feed file raise _InputError: this is stdout
        print(f"podcat: cannot write the output: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("podcat: interrupted", file=sys.stderr)
        return 130
    except _Terminated:
        print("podcat: terminated", file=sys.stderr)
        return 143
    except MemoryError:
        print("podcat: out of memory", file=sys.stderr)
        return 1
    except UnicodeEncodeError as error:  # a terminal that cannot show the catalog's text
        print(f"podcat: cannot write {error.object[error.start : error.end]!r} in {error.encoding}; "
              "set PYTHONIOENCODING=utf-8", file=sys.stderr)
        return 1
