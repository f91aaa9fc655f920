"""The public API is exactly what ``podcat/__init__.py`` exports, and its models refuse values of the wrong type."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

import podcat


def test_all_is_sorted_and_complete() -> None:
    assert list(podcat.__all__) == sorted(podcat.__all__)
    public = {name for name in vars(podcat) if not name.startswith("_")}
    modules = {name for name in public if type(getattr(podcat, name)).__name__ == "module"}
    assert public - modules == set(podcat.__all__)
    for name in podcat.__all__:
        assert getattr(podcat, name).__doc__ or name in ("EpisodeType", "Layout", "ShowKind"), name  # type aliases


def test_errors_are_value_errors() -> None:
    for error in (podcat.PodcatError, podcat.ListingParseError, podcat.DurationParseError, podcat.DateParseError):
        assert issubclass(error, ValueError)


def test_import_does_not_load_feedgen_lxml_or_dateutils_parser() -> None:
    code = "import sys, podcat; print(*(name in sys.modules for name in ('feedgen', 'lxml', 'dateutil.parser')))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False", "False"]


def test_catalog_is_an_immutable_sequence() -> None:
    episodes = [podcat.Episode(f"e{i}") for i in range(5)]
    catalog = podcat.Catalog(None, episodes)
    assert len(catalog) == 5
    assert catalog[1].title == "e1"
    assert list(catalog) == episodes
    assert isinstance(catalog[1:3], podcat.Catalog)
    assert [e.title for e in catalog[::2]] == ["e0", "e2", "e4"]
    assert podcat.Episode("e3") in catalog
    assert catalog.index(podcat.Episode("e2")) == 2
    try:
        catalog.show = None  # type: ignore[misc]
    except AttributeError:
        pass
    else:
        raise AssertionError("a Catalog must be frozen")


@pytest.mark.parametrize(
    "build",
    [
        lambda: podcat.Show("S", categories="News"),  # type: ignore[arg-type]
        lambda: podcat.Episode("T", tags="fx"),  # type: ignore[arg-type]
        lambda: podcat.Episode("T", links="https://example.org/"),  # type: ignore[arg-type]
        lambda: podcat.Catalog(podcat.Show("S")).to_rss(link="https://example.org/", categories="Technology"),
    ],
)
def test_a_string_where_strings_belong_is_refused(build: Any) -> None:
    with pytest.raises(TypeError, match="not the string"):
        build()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"show": {"title": "S", "categories": None}}, "'categories' must be list"),
        ({"show": {"title": "S", "explicit": "no"}}, "'explicit' must be bool or NoneType"),
        ({"show": {"title": "S", "categories": [1]}}, "'categories' must hold strings"),
        ({"show": {"title": "S", "claims": "x"}}, "'claims' must be dict or NoneType"),
        ({"show": {"title": "S", "claims": {"update_frequency": 7}}}, "'update_frequency' must be str or NoneType"),
        ({"show": {"title": "S", "claims": {"episode_count": "5"}}}, "'episode_count' must be int or NoneType"),
        ({"episodes": [{"title": "a", "enclosure": {"url": 5}}]}, "'url' must be str"),
        ({"episodes": [{"title": "a", "tags": [1]}]}, "'tags' must hold strings"),
        ({"episodes": ["a"]}, "an episode must be an object"),
        ({"diagnostics": [{"line": "3", "message": "m"}]}, "'line' must be int or NoneType"),
    ],
)
def test_json_values_of_the_wrong_type_are_refused_when_loaded(data: dict[str, Any], message: str) -> None:
    with pytest.raises(TypeError, match=message):  # not an AttributeError later, deep in to_rss or stats
        podcat.catalog_from_dict(data)


def test_the_module_docstring_opens_with_a_quick_start_that_runs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import inspect
    import textwrap

    from tests.conftest import REPO

    assert podcat.__doc__ is not None
    code = textwrap.dedent(podcat.__doc__.partition("::\n")[2].partition("\nSee ")[0])
    assert len(code.strip().splitlines()) == 5
    monkeypatch.chdir(REPO)
    exec(compile(code, "podcat.__doc__", "exec"), {})
    assert capsys.readouterr().out == "51 Compiler collectives 2024-08-04 0:16:33\n"
    assert inspect.getdoc(podcat).splitlines()[2] == "Quick start::"


def test_help_of_catalog_shows_the_query_methods_first() -> None:
    import pydoc

    text = pydoc.render_doc(podcat.Catalog, renderer=pydoc.plaintext)
    queries = ["search(", "between(", "duration_between(", "longer_than(", "shorter_than(", "tagged(", "filter(",
               "sorted(", "latest(", "group_by_year(", "group_by_month("]
    generated = text.index("__eq__")  # attrs' methods, which help() lists after the class docstring
    assert all(-1 < text.find(query) < generated for query in queries)
