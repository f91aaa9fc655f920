"""Episodes from the text parsers complete their guid, links and source on first read, and nobody can tell."""

from __future__ import annotations

import copy
import gc
import pickle
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from unittest import mock

import attrs
import pytest

import podcat
import podcat.serialize
from podcat.listing import _text
from podcat.models import SOURCE_MARK, Deferred
from tests.conftest import ARTICLE_SEEDS, DIRECTORY_SEED

SEEDS = [DIRECTORY_SEED, *ARTICLE_SEEDS]


def _eager(episode: podcat.Episode, show_title: str) -> podcat.Episode:
    """The same episode with every field given outright, as parse built them before reads were deferred."""
    return podcat.Episode(
        title=episode.title,
        published=episode.published,
        duration=episode.duration,
        description=episode.description,
        tags=episode.tags,
        links=_text.find_links(episode.description),
        guid=_text.stable_guid(show_title, episode.title, episode.published),
        source=episode.source,
    )


@pytest.mark.parametrize("path", SEEDS, ids=lambda path: path.name)
def test_parsed_episodes_are_indistinguishable_from_eager_ones(path: Path) -> None:
    catalog = podcat.load(path)
    show_title = catalog.show.title if catalog.show else ""
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(catalog) > 0
    for episode, twin in zip(catalog, (_eager(e, show_title) for e in podcat.load(path)), strict=True):
        assert episode == twin
        assert twin == episode
        assert hash(episode) == hash(twin)
        assert len({episode, twin}) == 1
        assert repr(episode) == repr(twin)
        assert attrs.asdict(episode) == attrs.asdict(twin)
        assert isinstance(episode.source, podcat.SourceRef)
        assert episode.source == podcat.SourceRef(str(path), episode.source.line)
        assert lines[episode.source.line - 1].strip().replace("\xa0", " ") == episode.title


def test_an_unread_episode_equals_a_read_one_and_reads_each_field_once() -> None:
    text = DIRECTORY_SEED.read_text(encoding="utf-8")
    with mock.patch.object(_text, "stable_guid", wraps=_text.stable_guid) as guid, \
            mock.patch.object(_text, "find_links", wraps=_text.find_links) as links:
        unread, read = podcat.parse(text), podcat.parse(text)
        assert (guid.call_count, links.call_count) == (0, 0)  # parse computes neither
        first = [(episode.guid, episode.links) for episode in read]
        assert (guid.call_count, links.call_count) == (len(read), len(read))
        assert [(episode.guid, episode.links) for episode in read] == first
        assert (guid.call_count, links.call_count) == (len(read), len(read))  # stored on first read
        assert list(unread) == list(read)  # equality reads the unread fields
    assert any(links for _, links in first)
    assert len({guid for guid, _ in first}) == len(read)


def test_evolve_copy_and_pickle_keep_the_completed_values() -> None:
    read, unread = podcat.load(DIRECTORY_SEED), podcat.load(DIRECTORY_SEED)
    for index in range(len(read)):
        read[index].guid, read[index].links, read[index].source  # completed: the reference
    renamed = attrs.evolve(unread[3], title="Another title")
    assert renamed.guid == read[3].guid  # the guid parse gave, not one computed from the new title
    assert (renamed.links, renamed.source) == (read[3].links, read[3].source)
    assert copy.copy(unread[4]) == read[4]
    assert copy.deepcopy(unread[5]) == read[5]
    restored = pickle.loads(pickle.dumps(unread[6]))
    assert restored == read[6]
    assert (restored.guid, restored.links, restored.source) == (read[6].guid, read[6].links, read[6].source)
    assert pickle.loads(pickle.dumps(podcat.load(DIRECTORY_SEED))) == read


def test_fields_stay_the_public_ones_and_frozen() -> None:
    names = [field.name for field in attrs.fields(podcat.Episode)]
    assert names == ["title", "published", "duration", "description", "tags", "links", "guid", "source", "enclosure"]
    episode = podcat.load(DIRECTORY_SEED)[0]
    for name in ("guid", "links", "source", "title"):
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            setattr(episode, name, None)
    built = podcat.Episode("A title", links=["https://a.example/", "https://b.example/"], guid="g-1")
    assert built.links == ("https://a.example/", "https://b.example/")
    assert (built.guid, built.source) == ("g-1", None)


def test_a_callers_tuple_source_is_kept_as_given() -> None:
    assert podcat.Episode("t", source=("notes.txt", 3)).source == ("notes.txt", 3)  # type: ignore[arg-type, comparison-overlap]
    assert "source=()" in repr(podcat.Episode("t", source=()))  # type: ignore[arg-type]


def _placeholders(episode: podcat.Episode) -> list[object]:
    """What an episode holds that is not yet a value: deferred fields and a parser's marked source."""
    return [
        held for held in gc.get_referents(episode)
        if isinstance(held, Deferred) or (type(held) is tuple and held[:1] == (SOURCE_MARK,))
    ]


def test_only_the_text_parsers_defer_and_a_read_completes(tmp_path: Path) -> None:
    parsed = podcat.load(DIRECTORY_SEED)
    assert all(len(_placeholders(episode)) == 3 for episode in parsed)
    for episode in parsed:
        episode.guid, episode.links, episode.source  # noqa: B018  # the reads complete them
    assert not any(_placeholders(episode) for episode in parsed)
    loaded = podcat.serialize.loads(podcat.serialize.dumps(podcat.load(DIRECTORY_SEED)))
    imported = podcat.parse(podcat.load(DIRECTORY_SEED).to_rss(link="https://example.org/"))
    for catalog in (loaded, imported):
        assert len(catalog) == len(parsed)
        assert not any(_placeholders(episode) for episode in catalog)
    assert [episode.guid for episode in imported] == [episode.guid for episode in parsed]


def test_threads_reading_the_same_unread_episodes_agree() -> None:
    reference = [(episode.guid, episode.links, episode.source) for episode in podcat.load(DIRECTORY_SEED)]
    catalog = podcat.load(DIRECTORY_SEED)
    barrier = threading.Barrier(8)

    def read_all() -> list[tuple[object, ...]]:
        barrier.wait()
        return [(episode.guid, episode.links, episode.source) for episode in catalog]

    with ThreadPoolExecutor(8) as pool:
        results = list(pool.map(lambda _: read_all(), range(8)))
    assert all(result == reference for result in results)

