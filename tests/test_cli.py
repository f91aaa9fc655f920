"""The ``podcat`` command: output, exit statuses, and a one-line answer to every bad input."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import typing
from pathlib import Path

import pytest

import podcat
from tests.conftest import ARTICLE_SEEDS, DIRECTORY_SEED, REPO, Cli

SEED = str(DIRECTORY_SEED)


def test_parse_json_contract(cli: Cli) -> None:
    status, out, err = cli("parse", SEED, "--json")
    assert (status, err) == (0, [])
    data = json.loads(out)
    assert set(data) == {"show", "episodes", "diagnostics", "layout", "as_of"}
    assert (data["layout"], data["as_of"]) == ("directory", None)
    assert len(data["episodes"]) == 51
    first = data["episodes"][0]
    assert {"title", "published", "duration_seconds", "description", "tags", "links", "guid"} <= set(first)
    assert (first["title"], first["published"]) == ("Compiler collectives", "2024-08-04")
    assert first["duration_seconds"] == 993
    assert data["show"]["claims"] == {
        "latest_episode": "2024-08-04",
        "update_frequency": "infrequent",
        "average_duration_seconds": 960,
        "episode_count": 83,
    }
    assert data["show"]["author"] == "Edward Yang, Team PyTorch"


def test_parse_json_is_identical_across_runs() -> None:
    runs = [
        subprocess.run([sys.executable, "-m", "podcat", "parse", SEED, "--json"], capture_output=True, check=True)
        for _ in range(2)
    ]
    assert runs[0].stdout == runs[1].stdout
    assert len(json.loads(runs[0].stdout)["episodes"]) == 51


def test_parse_table(cli: Cli) -> None:
    status, out, _ = cli("parse", SEED, "--strict")
    lines = out.splitlines()
    assert status == 0
    assert len(lines) == 2 + 51
    assert lines[:3] == [
        "PyTorch Developer Podcast: 51 episodes",
        "date        duration  title",
        "2024-08-04   0:16:33  Compiler collectives",
    ]


def test_article_tables_have_no_empty_date_or_duration_columns(cli: Cli) -> None:
    status, out, _ = cli("parse", ARTICLE_SEEDS[0], "--strict")
    titles = [entry.title for entry in podcat.load(ARTICLE_SEEDS[0])]
    assert all(entry.published is None and entry.duration is None for entry in podcat.load(ARTICLE_SEEDS[0]))
    assert (status, out.splitlines()) == (0, [f"{len(titles)} episodes", "title", *titles])


def test_tables_show_a_column_when_some_episode_has_its_value(tmp_path: Path, cli: Cli) -> None:
    listing = tmp_path / "show.txt"
    play = "Play Episode Listen Later {}\nAbout it.\n\n"
    text = "Show\nFollow Show\n\nDated\n" + play.format("Mar 4, 2024") + "Timed\n" + play.format("101:00:00")
    listing.write_text(text, encoding="utf-8")
    status, out, _ = cli("parse", listing)  # a warning says the second play line has no date
    assert (status, out.splitlines()) == (0, [
        "Show: 2 episodes",
        "date         duration  title",
        "2024-03-04          -  Dated",
        "----------  101:00:00  Timed",
    ])


def test_stdin(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    class _Stdin:
        buffer = DIRECTORY_SEED.open("rb")

    monkeypatch.setattr(sys, "stdin", _Stdin)
    status, out, _ = cli("parse", "-", "--json")
    _Stdin.buffer.close()
    assert status == 0
    assert len(json.loads(out)["episodes"]) == 51


def test_strict_failure_names_path_and_line(tmp_path: Path, cli: Cli) -> None:
    broken = tmp_path / "broken.txt"
    text = DIRECTORY_SEED.read_text(encoding="utf-8")
    line = text[: text.index("Apr 29, 2024")].count("\n") + 1
    broken.write_text(text.replace("Apr 29, 2024", "Mar 47, 2024"))
    status, _, err = cli("parse", str(broken), "--strict")
    assert status == 1
    assert err == [f"podcat: {broken}:{line}: unreadable date: impossible date: 'Mar 47, 2024'"]
    status, out, err = cli("parse", str(broken))
    assert status == 0
    assert len(out.splitlines()) == 2 + 51
    assert len(err) == 1
    assert "Mar 47, 2024" in err[0]


def _one_line_failure(cli: Cli, *args: str) -> str:
    status, _, err = cli(*args)
    assert status == 1
    assert len(err) == 1
    assert "Traceback" not in err[0]
    return err[0]


def test_missing_file_and_directory(tmp_path: Path, cli: Cli) -> None:
    assert "No such file" in _one_line_failure(cli, "parse", str(tmp_path / "nope.txt"))
    assert "directory" in _one_line_failure(cli, "parse", str(tmp_path))


def test_unreadable_file(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("x")
    secret.chmod(0)
    command = [sys.executable, "-m", "podcat", "parse", str(secret)]
    if os.geteuid() == 0:  # root reads any file: run without the capabilities that let it
        drop = "-dac_override,-dac_read_search"
        command = ["setpriv", f"--bounding-set={drop}", f"--inh-caps={drop}", *command]
    done = subprocess.run(command, capture_output=True, text=True, cwd=REPO, check=False)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [f"podcat: {secret}: Permission denied"]


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (["bogus"], "argument COMMAND: invalid choice: 'bogus' (choose from 'parse', 'stats', 'search', 'feed', "
                    "'export', 'validate', 'diff', 'layouts') (see podcat --help)"),
        (["parse"], "the following arguments are required: PATH (see podcat parse --help)"),
        (["parse", SEED, "--nope"], "unrecognized arguments: --nope (see podcat parse --help)"),
        (["feed", SEED, "--format", "xml"], "argument --format: invalid choice: 'xml' (choose from 'rss', 'atom') "
                                            "(see podcat feed --help)"),
        (["search", SEED, "--reverse"], "--reverse needs --sort (see podcat search --help)"),
        (["diff", SEED], "the following arguments are required: NEW (see podcat diff --help)"),
    ],
)
def test_usage_errors_exit_2_naming_the_help_to_see(args: list[str], error: str, cli: Cli) -> None:
    assert cli(*args) == (2, "", [f"podcat: error: {error}"])


def test_no_arguments_print_the_help(cli: Cli) -> None:
    status, out, err = cli()
    assert (status, out) == (2, "")
    assert err[0] == "usage: podcat [-h] [--version] COMMAND ..."
    commands = [line.split()[0] for line in err if line.startswith("    ")]
    assert commands == ["parse", "stats", "search", "feed", "export", "validate", "diff", "layouts"]


def test_help_exits_0(cli: Cli) -> None:
    status, out, _ = cli("--help")
    assert status == 0
    assert "parse" in out
    assert "stats" in out
    assert "search" in out


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("empty.txt", b""),
        ("binary.bin", bytes(range(256)) * 64),
        ("gzip.gz", b"\x1f\x8b\x08\x00" + os.urandom(2048)),
    ],
)
def test_odd_files_get_an_answer(tmp_path: Path, cli: Cli, name: str, content: bytes) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    for command in ("parse", "stats"):  # nothing read, only diagnostics: bad input, with the first diagnostic
        status, out, err = cli(command, str(path))
        assert (status, out) == (1, "")
        assert len(err) == 1
        assert err[0].startswith(f"podcat: {path}")
        assert "(nothing read; " in err[0]
    status, _, err = cli("parse", str(path), "--strict")
    assert status == 1
    assert len(err) == 1
    assert err[0].startswith(f"podcat: {path}")


def test_invalid_utf8_is_replaced_and_reported(tmp_path: Path, cli: Cli) -> None:
    data = DIRECTORY_SEED.read_bytes().replace(b"TORCH_TRACE and tlparse", b"TORCH_TRACE \xff\xfe tlparse", 1)
    line = data[: data.index(b"\xff")].count(b"\n") + 1
    path = tmp_path / "latin.txt"
    path.write_bytes(data)
    status, out, _err = cli("parse", str(path), "--json")
    assert status == 0
    catalog = json.loads(out)
    assert len(catalog["episodes"]) == 51
    assert catalog["episodes"][1]["title"] == "TORCH_TRACE \ufffd\ufffd tlparse"
    (diagnostic,) = catalog["diagnostics"]
    assert diagnostic["line"] == line
    assert "UTF-8" in diagnostic["message"]
    assert _one_line_failure(cli, "parse", str(path), "--strict").startswith(f"podcat: {path}:{line}: invalid UTF-8")


def test_huge_listing_and_huge_line(tmp_path: Path, cli: Cli) -> None:
    text = DIRECTORY_SEED.read_text(encoding="utf-8")
    head, _, rest = text.partition("    Compiler collectives")
    body, _, foot = rest.partition("    Claim PyTorch")
    copies = 100_000_000 // len(body) + 1
    big = tmp_path / "big.txt"
    with big.open("w", encoding="utf-8") as handle:
        handle.write(head)
        for _ in range(copies):
            handle.write("    Compiler collectives" + body)
        handle.write("    Claim PyTorch" + foot)
    assert big.stat().st_size > 100_000_000
    status, out, err = cli("stats", str(big), "--json")
    assert status == 0
    assert json.loads(out)["count"] == 51  # the page's repeated episodes are kept once
    second = head.count("\n") + body.count("\n") + 1  # the second copy's first title
    # Each repeat is a diagnostic: one warning line on stderr, as in every mode; stdout stays pure JSON.
    first = head.count("\n") + 1
    assert err == [f"podcat: warning: {51 * (copies - 1)} diagnostics; first: {big}:{second}: 'Compiler collectives' "
                   f"repeats the entry at line {first}; kept once"]

    line = tmp_path / "line.txt"
    line.write_text("Show " + "x: 12:" * 900_000 + "\n", encoding="utf-8")
    status, _, err = cli("parse", str(line))
    assert status == 1  # a line of no layout: nothing read
    assert len(err) == 1


def test_several_paths_carry_paths_in_diagnostics(cli: Cli) -> None:
    status, out, _ = cli("parse", *map(str, ARTICLE_SEEDS), "--json")
    assert status == 0
    assert all("path" in d for d in json.loads(out)["diagnostics"])


def test_console_script_and_module_agree() -> None:
    module = subprocess.run([sys.executable, "-m", "podcat", "parse", SEED], capture_output=True, check=True)
    script = Path(sys.executable).with_name("podcat")
    installed = subprocess.run([str(script), "parse", SEED], capture_output=True, check=True)
    assert module.stdout == installed.stdout


def test_more_usage_errors(cli: Cli) -> None:
    for args in (["parse", "-", "-"], ["diff", "-", "-"]):
        status, _, err = cli(*args)
        assert status == 2
        assert len(err) == 1


def test_version(cli: Cli) -> None:
    status, out, _ = cli("--version")
    assert (status, out.strip()) == (0, "podcat 0.1.0")


def test_search_text_or_file(cli: Cli) -> None:
    status, out, _ = cli("search", SEED, "vmap")
    assert status == 0
    assert out.splitlines()[0] == "PyTorch Developer Podcast: 2 of 51 episodes"
    assert [line.split("  ")[-1] for line in out.splitlines()[2:]] == ["Batching", "vmap"]
    # Not an existing file, so TEXT (README): a mistyped file name finds nothing, and a note says why.
    assert cli("search", SEED, "typo.txt") == (
        0, "", ["podcat: note: no file 'typo.txt': searching for it as text", "podcat: no episode matches (of 51)"]
    )
    # Text that looks like no file name: no note.
    assert cli("search", SEED, "C/C++")[2] == ["podcat: no episode matches (of 51)"]


def test_search_last_argument_is_a_file_only_when_one_exists(
    tmp_path: Path, cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    titles = ["Porting C/C++ code", "Serving index.html", "The examples folder"]
    play = "Play Episode Listen Later Mar {}, 2024 12:00"
    blocks = (f"{title}\n{play.format(n)}\nAbout it.\n\n" for n, title in enumerate(titles, 1))
    (tmp_path / "show.txt").write_text("Show\nFollow Show\n\n" + "".join(blocks), encoding="utf-8")
    (tmp_path / "examples").mkdir()  # a directory is not a file: its name is still search text
    monkeypatch.chdir(tmp_path)
    for day, text in enumerate(["C/C++", "index.html", "examples"], 1):
        status, out, err = cli("search", "show.txt", text)
        note = [f"podcat: note: no file {text!r}: searching for it as text"] if text.endswith(".html") else []
        assert (status, err) == (0, note)
        assert out.splitlines()[2:] == [f"2024-03-0{day}   0:12:00  {titles[day - 1]}"]
    (tmp_path / "index.html").write_text("Other\nFollow Other\n", encoding="utf-8")  # now an existing file
    status, out, _ = cli("search", "show.txt", "index.html")
    assert (status, len(out.splitlines())) == (0, 2 + 3)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"Other\nFollow Other\n")))
    status, out, _ = cli("search", "show.txt", "-")
    assert (status, len(out.splitlines())) == (0, 2 + 3)


def test_search_usage_line_names_text(cli: Cli) -> None:
    status, out, _ = cli("search", "--help")
    usage = " ".join(out.partition("\n\n")[0].split())
    assert status == 0
    assert usage.endswith(" PATH [PATH ...] [TEXT]")


def test_a_search_that_matches_nothing_says_so(cli: Cli) -> None:
    assert cli("search", SEED, "--tag", "no-such-tag") == (0, "", ["podcat: no episode matches (of 51)"])
    status, out, err = cli("search", SEED, "--since", "2030-01-01", "--json")
    assert (status, json.loads(out)["episodes"], err) == (0, [], ["podcat: no episode matches (of 51)"])


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--since", "2024-05-01", "--until", "Jan 1, 2024"], "--since 2024-05-01 is after --until 2024-01-01"),
        (["--min-duration", "20m", "--max-duration", "10:00"], "--min-duration 0:20:00 is longer than --max-duration"),
    ],
)
def test_search_empty_range_is_usage(options: list[str], message: str, cli: Cli) -> None:
    status, out, err = cli("search", SEED, *options)
    assert (status, out, len(err)) == (2, "", 1)
    assert err[0].startswith(f"podcat: error: {message}")


def test_terminal_that_cannot_show_the_text() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "podcat", "parse", str(ARTICLE_SEEDS[0])],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},
        check=False,
    )
    assert done.returncode == 1
    assert len(done.stderr.splitlines()) == 1
    assert "PYTHONIOENCODING=utf-8" in done.stderr


def test_output_closed_early_is_not_an_error(tmp_path: Path) -> None:
    listing = tmp_path / "long.txt"  # 20,000 episodes: far more output than a pipe holds
    blocks = (f"Episode {n}\n\nPlay Episode Listen Later Aug 4, 2024 16:33\n\nText.\n\n" for n in range(20_000))
    listing.write_text("".join(blocks), encoding="utf-8")
    command = f"'{sys.executable}' -m podcat parse '{listing}' | head -n 3"
    done = subprocess.run(command, shell=True, capture_output=True, text=True, cwd=REPO, check=False)
    assert done.stdout.splitlines()[1:] == ["date        duration  title", "2024-08-04   0:16:33  Episode 0"]
    assert "Traceback" not in done.stderr
    assert len(done.stderr.splitlines()) <= 1


def _podcat_in_shell(command: str) -> subprocess.CompletedProcess[str]:
    """Run ``podcat`` through a shell, for redirections such as ``> /dev/full`` and ``<&-``."""
    line = f"'{sys.executable}' -m podcat {command}"
    return subprocess.run(line, shell=True, capture_output=True, text=True, cwd=REPO, check=False)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full, a device every write to fails")
@pytest.mark.parametrize(
    "command",
    ["parse", "parse --json", "parse --jsonl", "stats --json", "search --tag fx",
     "feed -o - --link=https://example.org/ --enclosure-template=https://example.org/{slug}"],
)
def test_output_that_cannot_be_written_is_one_line(command: str) -> None:
    done = _podcat_in_shell(f"{command} '{SEED}' > /dev/full")
    assert done.returncode == 1
    assert done.stderr == "podcat: cannot write the output: [Errno 28] No space left on device\n"


@pytest.mark.parametrize("command", ["parse -", "stats -", "validate -"])
def test_closed_or_unreadable_stdin_is_one_line(command: str, tmp_path: Path) -> None:
    done = _podcat_in_shell(f"{command} <&-")
    assert (done.returncode, done.stderr) == (1, "podcat: <stdin>: standard input is closed\n")
    done = _podcat_in_shell(f"{command} 0> '{tmp_path / 'out'}'")  # open for writing only: reading fails
    assert (done.returncode, done.stderr) == (1, "podcat: <stdin>: Bad file descriptor\n")


def test_interrupt_exits_130(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    class _Interrupted(io.BytesIO):
        def read(self, size: int | None = -1) -> bytes:
            raise KeyboardInterrupt

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(_Interrupted()))
    assert cli("parse", "-") == (130, "", ["podcat: interrupted"])


def test_validate_names_stdin_as_parse(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    xml = podcat.load(DIRECTORY_SEED).to_rss(link="https://example.org/show")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(xml)))
    status, out, _ = cli("validate", "-")
    assert status == 1
    assert out.splitlines()[0] == "<stdin>: channel: no <itunes:image href=...> (square artwork, 1400 to 3000 pixels)"
    assert all(line.startswith("<stdin>: ") for line in out.splitlines())


@pytest.mark.parametrize(
    "command",
    [["parse"], ["parse", "--json"], ["parse", "--jsonl"], ["stats"], ["stats", "--json"], ["search", "--json"],
     ["feed", "-o", "-", "--link", "https://example.org/", "--title", "Posts"]],
    ids=" ".join,
)
def test_merge_diagnostics_warn_or_fail_everywhere(command: list[str], cli: Cli) -> None:
    changed = podcat.merge(*map(podcat.load, ARTICLE_SEEDS)).diagnostics[0]
    assert "changed between inputs" in changed.message
    name, *options = command
    status, out, err = cli(name, *map(str, ARTICLE_SEEDS), *options)
    assert (status, err[0]) == (0, f"podcat: warning: 1 diagnostic; first: {changed}")
    if "--json" in options:
        assert json.loads(out)  # stdout stays pure JSON: the warning is on stderr
    assert cli(name, *map(str, ARTICLE_SEEDS), *options, "--strict") == (1, "", [f"podcat: {changed}"])


def test_tables_escape_what_a_terminal_would_act_on(tmp_path: Path, cli: Cli) -> None:
    listing = tmp_path / "escapes.txt"
    title = "\x1b[31mRed\x1b[0m alert\x07"
    listing.write_text(f"Show\nFollow Show\n\n{title}\nPlay Episode Listen Later Mar 4, 2024 12:00\nAbout it.\n")
    shown = "\\x1b[31mRed\\x1b[0m alert\\x07"
    for command in (["parse", str(listing)], ["search", str(listing), "alert"]):
        status, out, err = cli(*command)
        assert (status, out.splitlines()[2:], err) == (0, [f"2024-03-04   0:12:00  {shown}"], [])
    status, out, _ = cli("stats", str(listing))
    assert status == 0
    assert f"shortest             0:12:00  {shown}" in out.splitlines()
    assert "\x1b" not in out
    status, out, _ = cli("parse", str(listing), "--json")
    assert json.loads(out)["episodes"][0]["title"] == title  # JSON keeps the text as it is


def test_layouts_lists_every_name_layout_takes(cli: Cli) -> None:
    status, out, _ = cli("layouts")
    assert status == 0
    names = [line.split()[0] for line in out.splitlines()]
    assert names == list(podcat.layouts())
    assert set(names) == set(typing.get_args(podcat.Layout))


def test_as_of_reads_a_page_copied_that_day(cli: Cli) -> None:
    page = str(REPO / "tests" / "data" / "layouts" / "newcomer-apple.txt")
    status, out, err = cli("parse", page, "--as-of", "2025-11-20", "--json", "--strict")
    assert (status, err) == (0, [])
    data = json.loads(out)
    assert (data["layout"], data["as_of"]) == ("apple", "2025-11-20")
    assert data["episodes"][0]["published"] == "2025-11-18"  # 2 DAYS AGO
    status, _, err = cli("parse", page, "--as-of", "20-11-2025")
    assert status == 2
    assert "--as-of" in err[0]
