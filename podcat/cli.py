"""The ``podcat`` command: a thin client of the public API, and the only module that prints."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from podcat.errors import ListingParseError, PodcatError
from podcat.listing import load, parse_bytes
from podcat.merge import merge
from podcat.models import Catalog
from podcat.normalize import format_duration
from podcat.serialize import dumps

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
    return parser


def _add_inputs(command: argparse.ArgumentParser) -> None:
    command.add_argument("paths", nargs="+", metavar="PATH", help="listing files to merge ('-' reads stdin)")
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


_COMMANDS = {"parse": _run_parse}


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
