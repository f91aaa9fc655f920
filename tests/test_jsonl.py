"""JSON Lines: `dump_jsonl` and `iter_jsonl` round trip, stream, and name the bad line; ``parse --jsonl``."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import podcat
from podcat._serialize import episode_to_dict
from tests.conftest import DIRECTORY_SEED, Cli

# Lone surrogates cannot be written to a UTF-8 file: episodes read from text or bytes never hold one.
_TEXT = st.text(st.characters(exclude_categories=("Cs",)), max_size=30)
_EPISODES = st.builds(
    podcat.Episode,
    title=_TEXT,
    published=st.none() | st.dates(min_value=date(1, 1, 1)),
    # JSON keeps whole seconds, as the catalog JSON does.
    duration=st.none() | st.integers(0, 36_000_000).map(lambda seconds: timedelta(seconds=seconds)),
    description=_TEXT,
    tags=st.lists(_TEXT, max_size=3).map(tuple),
    links=st.lists(_TEXT, max_size=3).map(tuple),
    guid=_TEXT,
    enclosure=st.none() | st.builds(podcat.Enclosure, _TEXT, st.none() | st.integers(0, 2**53), st.none() | _TEXT),
)


def _round_trip(episodes: list[podcat.Episode]) -> list[podcat.Episode]:
    stream = io.StringIO()
    assert podcat.dump_jsonl(episodes, stream) == len(episodes)
    stream.seek(0)
    return list(podcat.iter_jsonl(stream))


def test_seed_round_trip() -> None:
    catalog = podcat.load(DIRECTORY_SEED)
    assert len(catalog) == 51
    back = _round_trip(list(catalog))
    assert back == list(catalog)  # Episode equality leaves out ``source``, which JSON does not carry
    assert all(episode.source is None for episode in back)


@given(st.lists(_EPISODES, max_size=5))
def test_round_trip_through_utf8_bytes(episodes: list[podcat.Episode]) -> None:
    # Through a UTF-8 text stream as a file would be, with universal newlines when reading: \r, U+2028 and
    # U+0085 inside strings must not split a record.
    buffer = io.BytesIO()
    writer = io.TextIOWrapper(buffer, encoding="utf-8", newline="")
    podcat.dump_jsonl(episodes, writer)
    writer.flush()
    data = buffer.getvalue()
    assert data.count(b"\n") == len(episodes)
    reader = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")
    assert list(podcat.iter_jsonl(reader)) == episodes


def test_each_line_is_episode_to_dict() -> None:
    episodes = list(podcat.load(DIRECTORY_SEED))[:3]
    stream = io.StringIO()
    podcat.dump_jsonl(episodes, stream)
    assert [json.loads(line) for line in stream.getvalue().splitlines()] == [episode_to_dict(e) for e in episodes]


def test_dump_consumes_a_generator_lazily() -> None:
    made: list[int] = []

    def generate() -> Iterator[podcat.Episode]:
        for number in range(3):
            made.append(number)
            yield podcat.Episode(f"e{number}")

    made_when_written: list[int] = []

    class Probe(io.StringIO):
        def write(self, text: str) -> int:
            made_when_written.append(len(made))
            return super().write(text)

    stream = Probe()
    assert podcat.dump_jsonl(generate(), stream) == 3
    assert made_when_written == [1, 2, 3]  # each episode written before the next is made
    assert len(stream.getvalue().splitlines()) == 3


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ('{"title": "x", "published": "2024-02-30"}', "bad JSON Lines record: day is out of range for month"),
        ('{"title": "x", ', "bad JSON Lines record: Expecting property name enclosed in double quotes"),
        ('["title"]', "bad JSON Lines record: expected a JSON object, got list"),
        ('{"published": "2024-02-03"}', "bad JSON Lines record: no 'title'"),
        ('{"title": "x", "duration_seconds": -5}', "bad JSON Lines record: duration must not be negative"),
    ],
)
def test_a_bad_line_names_its_line(bad: str, message: str) -> None:
    good = json.dumps(episode_to_dict(podcat.Episode("fine", date(2024, 8, 4))))
    episodes = podcat.iter_jsonl(io.StringIO(f"{good}\n\n{bad}\n{good}\n"))
    assert next(episodes).title == "fine"  # lazily: what comes before the bad line is read
    with pytest.raises(podcat.ListingParseError) as caught:
        next(episodes)
    error = caught.value
    assert error.lineno == 3
    assert error.msg.startswith(message)
    assert error.text == bad
    assert str(error).endswith("(at line 3)") or str(error).endswith(f"(at line 3, column {error.colno})")


def test_a_bad_file_line_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "episodes.jsonl"
    path.write_text('{"title": "a"}\nnot json\n', encoding="utf-8")
    with path.open(encoding="utf-8") as stream, pytest.raises(podcat.ListingParseError) as caught:
        list(podcat.iter_jsonl(stream))
    assert (caught.value.path, caught.value.lineno, caught.value.colno) == (str(path), 2, 1)
    assert str(caught.value) == "bad JSON Lines record: Expecting value (at line 2, column 1)"


def test_cli_jsonl(cli: Cli) -> None:
    status, out, _ = cli("parse", DIRECTORY_SEED, "--jsonl")
    assert status == 0
    lines = out.splitlines()
    records = [json.loads(line) for line in lines]
    catalog = podcat.load(DIRECTORY_SEED)
    assert records == [episode_to_dict(episode) for episode in catalog]
    assert list(podcat.iter_jsonl(io.StringIO(out))) == list(catalog)


def test_cli_json_and_jsonl_exclude_each_other(cli: Cli) -> None:
    status, _, err = cli("parse", DIRECTORY_SEED, "--json", "--jsonl")
    assert status == 2
    assert "not allowed with" in err[0]
