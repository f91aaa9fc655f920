"""The README's Python examples run as written."""

from __future__ import annotations

import re

import pytest

from tests.conftest import REPO, Cli

_BLOCKS = re.findall(r"```python\n(.*?)```", (REPO / "README.md").read_text(encoding="utf-8"), re.DOTALL)


def test_readme_has_examples() -> None:
    assert len(_BLOCKS) >= 2


@pytest.mark.parametrize("block", _BLOCKS, ids=[f"block{i}" for i in range(len(_BLOCKS))])
def test_readme_example_runs(block: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(REPO)
    exec(compile(block, "README.md", "exec"), {})
    printed = capsys.readouterr().out.splitlines()
    # Where a line of the example says what it prints (``# ...``), it must print exactly that.
    expected = [line.split("  # ", 1)[1] for line in block.splitlines() if "print(" in line and "  # " in line]
    for wanted in expected:
        assert wanted in printed


_OPTION_RE = re.compile(r"(?<![\w-])--?[a-z][a-z-]*")
_USAGE = re.search(r"## Command line\n\n```sh\n(.*?)```", (REPO / "README.md").read_text(encoding="utf-8"), re.DOTALL)


@pytest.mark.parametrize("command", ["parse", "stats", "search", "feed", "validate", "diff"])
def test_readme_usage_lines_show_every_option(command: str, cli: Cli) -> None:
    assert _USAGE is not None
    lines = re.findall(rf"^podcat {command} .*(?:\n {{8,}}.*)*", _USAGE.group(1), re.MULTILINE)
    assert len(lines) == 1
    status, out, _ = cli(command, "--help")
    assert status == 0
    usage, _, options = out.partition("\n\n")
    shown = set(_OPTION_RE.findall(lines[0]))
    assert set(_OPTION_RE.findall(usage)) - {"-h"} <= shown  # every option, as the usage line of --help names it
    assert shown <= set(_OPTION_RE.findall(options))  # and none that the command does not take
