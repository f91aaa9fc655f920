"""The ``podcat`` command: a thin client of the public API, and the only module that prints."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from datetime import date, timedelta
from typing import NoReturn

from podcat.errors import ListingParseError, PodcatError
from podcat.listing import load, parse_bytes
from podcat.merge import merge
from podcat.models import Catalog
from podcat.normalize import format_duration, parse_date, parse_duration
from podcat.serialize import dumps, stats_to_dict
from podcat.stats import CatalogStats

__all__ = ["main"]


class _UsageError(Exception):
    """A command line podcat cannot act on (exit status 2)."""


class _InputError(Exception):
    """An input podcat cannot read (exit status 1); the message is one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="podcat", description="Podcast episode catalogs from listing pages.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)

    parse_cmd = commands.add_parser("parse", help="parse listings into one catalog")
    _add_inputs(parse_cmd)
    parse_cmd.add_argument("--json", action="store_true", help="print the catalog as JSON")

    stats_cmd = commands.add_parser("stats", help="catalog statistics and the show's claims checked")
    _add_inputs(stats_cmd)
    stats_cmd.add_argument("--json", action="store_true", help="print the statistics as JSON")

    search_cmd = commands.add_parser("search", help="query a catalog")
    _add_inputs(search_cmd, "listing files, then optionally TEXT: words that must all appear (the last argument, "
                "when it is not a file)")
    search_cmd.add_argument("--since", type=_date_arg, help="first date, inclusive")
    search_cmd.add_argument("--until", type=_date_arg, help="last date, inclusive")
    search_cmd.add_argument("--min-duration", type=_duration_arg, help="only episodes at least this long")
    search_cmd.add_argument("--max-duration", type=_duration_arg, help="only episodes at most this long")
    search_cmd.add_argument("--tag", action="append", default=[], help="only episodes with this tag (repeatable)")
    search_cmd.add_argument("--sort", choices=("date", "duration", "title"), help="sort the results")
    search_cmd.add_argument("--reverse", action="store_true", help="reverse the sort")
    search_cmd.add_argument("--limit", type=_count_arg, help="at most this many results")
    search_cmd.add_argument("--json", action="store_true", help="print the results as JSON, like parse --json")
    return parser


def _date_arg(text: str) -> date:
    try:
        return parse_date(text)
    except PodcatError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _duration_arg(text: str) -> timedelta:
    try:
        return parse_duration(text)
    except PodcatError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _count_arg(text: str) -> int:
    if not (text.isascii() and text.isdigit()):
        raise argparse.ArgumentTypeError(f"not a count: {text!r}")
    return int(text)


def _add_inputs(command: argparse.ArgumentParser, what: str = "listing files to merge ('-' reads stdin)") -> None:
    command.add_argument("paths", nargs="+", metavar="PATH", help=what)
    command.add_argument("--strict", action="store_true", help="fail (exit 1) on the first unreadable line")
    command.add_argument("--layout", choices=("directory", "articles"), help="skip layout detection")


def _read(arguments: argparse.Namespace) -> Catalog:
    """Load and merge every input; a strict-mode failure or unreadable file is an `_InputError`."""
    catalogs = []
    for path in arguments.paths:
        try:
            if path == "-":
                data = sys.stdin.buffer.read()
                catalogs.append(parse_bytes(data, strict=arguments.strict, source="<stdin>", layout=arguments.layout))
            else:
                catalogs.append(load(path, strict=arguments.strict, layout=arguments.layout))
        except ListingParseError as error:
            where = ":".join(str(part) for part in (error.path or path, error.lineno) if part is not None)
            raise _InputError(f"{where}: {error.msg}") from None
        except OSError as error:
            raise _InputError(f"{path}: {error.strerror or error}") from None
    return merge(*catalogs)


def _warn_diagnostics(catalog: Catalog) -> None:
    """One stderr line about what was not read, so lenient runs are not silent about it."""
    if catalog.diagnostics:
        count = len(catalog.diagnostics)
        print(f"podcat: warning: {count} diagnostic{'s' if count > 1 else ''}; first: {catalog.diagnostics[0]}",
              file=sys.stderr)


def _print_table(catalog: Catalog) -> None:
    for episode in catalog:
        day = episode.published.isoformat() if episode.published else "-" * 10
        length = format_duration(episode.duration).split(".")[0] if episode.duration is not None else "-"
        print(f"{day}  {length:>8}  {episode.title}")


def _run_parse(arguments: argparse.Namespace) -> int:
    catalog = _read(arguments)
    if arguments.json:
        print(dumps(catalog, with_paths=len(arguments.paths) > 1))
    else:
        _print_table(catalog)
        _warn_diagnostics(catalog)
    return 0


def _render_stats(stats: CatalogStats) -> str:
    """The human table of `podcat stats`, with a small histogram of episodes per year."""

    def length(value: timedelta | None) -> str:
        return "-" if value is None else format_duration(value).split(".")[0]

    rows = [
        ("episodes", f"{stats.count} ({stats.dated_count} dated, {stats.timed_count} with a duration)"),
        ("total", length(stats.total)),
        ("mean / median / p90", f"{length(stats.mean)} / {length(stats.median)} / {length(stats.p90)}"),
    ]
    if stats.shortest and stats.longest:
        rows.append(("shortest", f"{length(stats.shortest.duration)}  {stats.shortest.title}"))
        rows.append(("longest", f"{length(stats.longest.duration)}  {stats.longest.title}"))
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
            rows.append(("claimed average", f"{length(claims.claimed_average)} claimed, "
                         f"{length(claims.computed_average)} computed"))
        if claims.claimed_latest is not None:
            rows.append(("claimed latest", f"{claims.claimed_latest} claimed, {claims.listed_latest} listed"))
    width = max(len(label) for label, _ in rows)
    lines = [f"{label:<{width}}  {value}" for label, value in rows]
    if stats.by_year:
        peak = max(stats.by_year.values())
        lines.append("")
        lines.extend(f"{year}  {'#' * max(1, round(30 * n / peak)):<30}  {n}" for year, n in stats.by_year.items())
    return "\n".join(lines)


def _run_stats(arguments: argparse.Namespace) -> int:
    catalog = _read(arguments)
    stats = catalog.stats()
    if arguments.json:
        print(json.dumps(stats_to_dict(stats), ensure_ascii=False, indent=2))
    else:
        print(_render_stats(stats))
        _warn_diagnostics(catalog)
    return 0


def _run_search(arguments: argparse.Namespace) -> int:
    text = None
    last = arguments.paths[-1]
    if len(arguments.paths) > 1 and last != "-" and not os.path.exists(last):
        text = arguments.paths.pop()
    catalog = _read(arguments)
    if text:
        catalog = catalog.search(text)
    if arguments.since or arguments.until:
        catalog = catalog.between(arguments.since, arguments.until)
    if arguments.min_duration is not None or arguments.max_duration is not None:
        catalog = catalog.duration_between(arguments.min_duration, arguments.max_duration)
    for tag in arguments.tag:
        catalog = catalog.tagged(tag)
    if arguments.sort:
        catalog = catalog.sorted(arguments.sort, reverse=arguments.reverse)
    if arguments.limit is not None:
        catalog = catalog[: arguments.limit]
    if arguments.json:
        print(dumps(catalog, with_paths=len(arguments.paths) > 1))
    else:
        _print_table(catalog)
    return 0


_COMMANDS = {"parse": _run_parse, "stats": _run_stats, "search": _run_search}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (0 done, 1 bad input, 2 usage)."""
    try:
        arguments = _build_parser().parse_args(argv)
        return _COMMANDS[arguments.command](arguments)
    except _UsageError as error:
        print(f"podcat: error: {error} (see podcat --help)", file=sys.stderr)
        return 2
    except (_InputError, PodcatError) as error:
        print(f"podcat: {error}", file=sys.stderr)
        return 1
    except SystemExit as done:  # --help and --version
        return done.code if isinstance(done.code, int) else 0
    except BrokenPipeError:  # output piped into head and closed early
        sys.stderr.close()
        return 0
