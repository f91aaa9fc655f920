"""What changed between two catalogs of one listing (two snapshots of a page, two reads of a feed): `diff`.

Entries are matched as `podcat.merge` matches them: by title (case and spacing ignored) and date, undated entries
with undated ones. An entry whose date changed is therefore one entry removed and one added.
"""

from __future__ import annotations

import unicodedata
from datetime import date

import attrs

from podcat._models import Catalog, Episode

__all__ = ["CatalogDiff", "EpisodeChange", "FieldChange", "Identity", "changed_fields", "diff", "identity", "title_key"]

Identity = tuple[str, date | None]
# The fields of a matched entry that make it changed when they differ. Not the GUID (a listing's is made from the
# title and date) nor the source line.
_COMPARED = (
    "title", "duration", "description", "tags", "links", "enclosure", "season", "number", "episode_type", "chapters",
    "chapters_url", "transcripts", "persons", "facts",
)


def title_key(title: str) -> str:
    """``title`` as entries are matched by it: compatibility-normalized, case-folded, white space collapsed."""
    return " ".join(unicodedata.normalize("NFKC", title).casefold().split())


def identity(episode: Episode) -> Identity:
    """What makes two entries of two catalogs the same entry: the title's `title_key` and the date."""
    return title_key(episode.title), episode.published


def changed_fields(old: Episode, new: Episode) -> tuple[str, ...]:
    """The names of the compared fields in which ``old`` and ``new`` differ, in field order."""
    return tuple(name for name in _COMPARED if getattr(old, name) != getattr(new, name))


@attrs.frozen
class FieldChange:
    """One field of an entry that differs between the two catalogs: its name (an `Episode` attribute) and its old
    and new values, of that attribute's type."""

    name: str
    old: object
    new: object


@attrs.frozen
class EpisodeChange:
    """An entry of both catalogs that differs: the old and the new episode, and each field that differs."""

    old: Episode
    new: Episode
    fields: tuple[FieldChange, ...]


@attrs.frozen
class CatalogDiff:
    """The entries only the new catalog has (``added``, in its order), only the old one has (``removed``, in its
    order), and those of both that differ (``changed``, in the new catalog's order). False when nothing differs."""

    added: tuple[Episode, ...] = ()
    removed: tuple[Episode, ...] = ()
    changed: tuple[EpisodeChange, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.changed)


def _entries(catalog: Catalog) -> dict[Identity, Episode]:
    """Each entry of ``catalog`` by its identity; an entry listed twice is the later one, as `podcat.merge` keeps."""
    return {identity(episode): episode for episode in catalog.episodes}


def diff(old: Catalog, new: Catalog, /) -> CatalogDiff:
    """Compare two catalogs of one listing: the entries added, removed and changed from ``old`` to ``new``.

    Entries match as in `podcat.merge` (title and date); a change lists every field that differs among title,
    duration, description, tags, links, enclosure, season, number and episode type, with both values.
    """
    before, after = _entries(old), _entries(new)
    changed = []
    for key, episode in after.items():
        previous = before.get(key)
        if previous is not None and (names := changed_fields(previous, episode)):
            fields = tuple(FieldChange(name, getattr(previous, name), getattr(episode, name)) for name in names)
            changed.append(EpisodeChange(previous, episode, fields))
    return CatalogDiff(
        added=tuple(episode for key, episode in after.items() if key not in before),
        removed=tuple(episode for key, episode in before.items() if key not in after),
        changed=tuple(changed),
    )
