"""The README's Python examples run as written."""

from __future__ import annotations

import re

import pytest

from tests.conftest import REPO

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
