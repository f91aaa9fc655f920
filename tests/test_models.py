"""Episodes are plain frozen values: every field is computed when a parser builds the episode."""

from __future__ import annotations

import pickle
import re
import uuid
from pathlib import Path

import attrs
import pytest

import podcat
from tests.conftest import ARTICLE_SEEDS, DIRECTORY_SEED

SEEDS = [DIRECTORY_SEED, *ARTICLE_SEEDS]
# podcat's GUID namespace and the form of its GUIDs, as the README documents them.
GUID_NAMESPACE = uuid.UUID("6f1c9a52-3c0e-5b8e-9d0a-706f64636174")
URL_RE = re.compile(r"https?://[^\s<>\"'`]+")


@pytest.mark.parametrize("path", SEEDS, ids=lambda path: path.name)
def test_guid_links_and_source_are_the_episodes_own(path: Path) -> None:
    catalog = podcat.load(path)
    show_title = catalog.show.title if catalog.show else ""
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(catalog) > 0
    for episode in catalog:
        published = episode.published.isoformat() if episode.published else ""
        assert episode.guid == str(uuid.uuid5(GUID_NAMESPACE, f"{show_title}\n{episode.title}\n{published}"))
        expected_links = dict.fromkeys(url.rstrip(".,;:!?)]}") for url in URL_RE.findall(episode.description))
        assert episode.links == tuple(expected_links)
        assert episode.source == podcat.SourceRef(str(path), episode.source.line if episode.source else -1)
        assert episode.source is not None
        assert lines[episode.source.line - 1].strip().replace("\xa0", " ") == episode.title


def test_fields_stay_the_public_ones_and_frozen() -> None:
    names = [field.name for field in attrs.fields(podcat.Episode)]
    assert names[:9] == [
        "title", "published", "duration", "description", "tags", "links", "guid", "source", "enclosure",
    ]
    episode = podcat.load(DIRECTORY_SEED)[0]
    for name in ("guid", "links", "source", "title"):
        with pytest.raises(attrs.exceptions.FrozenInstanceError):
            setattr(episode, name, None)
    built = podcat.Episode("A title", links=["https://a.example/", "https://b.example/"], guid="g-1")
    assert built.links == ("https://a.example/", "https://b.example/")
    assert (built.guid, built.source) == ("g-1", None)


def test_evolve_and_pickle_keep_values() -> None:
    catalog = podcat.load(DIRECTORY_SEED)
    renamed = attrs.evolve(catalog[3], title="Another title")
    assert (renamed.guid, renamed.links, renamed.source) == (catalog[3].guid, catalog[3].links, catalog[3].source)
    assert pickle.loads(pickle.dumps(catalog)) == catalog
