"""The source itself: no module of podcat binds a module-level name twice (a second constant of the same name, further
down a long module, would silently replace the first for every use above it)."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import REPO

MODULES = sorted((REPO / "podcat").rglob("*.py"))


def _bound_names(tree: ast.Module) -> list[str]:
    """The names the module's own statements bind at its top level: assignments, functions and classes (the
    ``@overload`` stubs of a function are one name with it)."""
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names += [target.id for target in node.targets if isinstance(target, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not any(
            isinstance(decorator, ast.Name) and decorator.id == "overload" for decorator in node.decorator_list
        ):
            names.append(node.name)
    return names


@pytest.mark.parametrize("module", MODULES, ids=[str(path.relative_to(REPO)) for path in MODULES])
def test_no_module_binds_a_name_twice(module: Path) -> None:
    tree = ast.parse(module.read_text(encoding="utf-8"))
    twice = [name for name, count in Counter(_bound_names(tree)).items() if count > 1]
    assert twice == []


def test_a_name_bound_twice_is_found() -> None:
    """The check finds what it looks for: ``_POSTED_BY`` bound twice (a helper named so was written a second time,
    for another pattern, and replaced the first)."""
    tree = ast.parse("import re\n_POSTED_BY = re.compile('a')\ndef f(): ...\n_POSTED_BY = re.compile('b')\n")
    assert Counter(_bound_names(tree))["_POSTED_BY"] == 2
