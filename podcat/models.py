"""The typed catalog: frozen attrs classes, no parsing and no I/O."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import UTC, date, timedelta, tzinfo
from typing import TYPE_CHECKING, Any, overload

import attrs

from podcat.query import CatalogQueries

if TYPE_CHECKING:
    from podcat.feed import EnclosureSource, Owner
    from podcat.stats import CatalogStats

__all__ = ["Catalog", "Diagnostic", "Enclosure", "Episode", "Show", "ShowClaims", "SourceRef"]


_NO_TIME = timedelta(0)


def _non_negative(_: Any, attribute: attrs.Attribute[Any], value: timedelta | None) -> None:
    if value is not None and value < _NO_TIME:
        raise ValueError(f"{attribute.name} must not be negative, got {value}")


def _strings(values: Iterable[str]) -> tuple[str, ...]:
    if isinstance(values, str):  # tags="news" would become ("n", "e", "w", "s")
        raise TypeError(f"expected a sequence of strings, not the string {values!r}")
    return tuple(values)


def _links(values: Iterable[str]) -> tuple[str, ...]:
    if values.__class__ is Deferred:  # type: ignore[comparison-overlap]  # a parser's links, computed when read
        return values
    return _strings(values)


@attrs.frozen
class SourceRef:
    """Where a piece of the catalog came from: a path (or name) and a 1-based line number."""

    path: str | None
    line: int


@attrs.frozen
class Diagnostic:
    """Something the parser could not read, kept so that nothing is silently lost."""

    line: int | None
    message: str
    text: str
    path: str | None = None

    @classmethod
    def at(cls, source: SourceRef | None, message: str, text: str) -> Diagnostic:
        """A diagnostic at ``source`` (an episode's line and path), or at no line when that is unknown."""
        return cls(None, message, text) if source is None else cls(source.line, message, text, source.path)

    def __str__(self) -> str:
        where = ":".join(str(part) for part in (self.path, self.line) if part is not None)
        return f"{where}: {self.message}" if where else self.message


@attrs.frozen
class Enclosure:
    """An episode's media file: URL, size in bytes and MIME type when known; raises ValueError for a negative size."""

    url: str
    length: int | None = attrs.field(default=None, validator=attrs.validators.optional(attrs.validators.ge(0)))
    type: str | None = None


@attrs.frozen
class Episode:
    """One episode (or post) of a listing; ``published`` is a date, never an invented time."""

    title: str
    published: date | None = None
    duration: timedelta | None = attrs.field(default=None, validator=_non_negative)
    description: str = ""
    tags: tuple[str, ...] = attrs.field(default=(), converter=_strings)
    links: tuple[str, ...] = attrs.field(default=(), converter=_links)
    guid: str = ""
    source: SourceRef | None = attrs.field(default=None, eq=False)
    enclosure: Enclosure | None = None


class Deferred:
    """A field value that an `Episode` computes from itself when the field is first read.

    Parsers give an episode's ``guid`` and ``links`` this way: both follow from the episode's other fields and
    most scripts never read them, so parse does not pay for them. The computed value replaces the `Deferred`
    in its slot; equality, hashing, repr, `attrs.evolve`, `attrs.asdict` and pickling see only values.
    """

    __slots__ = ("compute",)

    def __init__(self, compute: Callable[[Episode], Any]) -> None:
        self.compute = compute


# Marks the (mark, path, line) tuple a parser gives as an episode's source: a `SourceRef` once read. Such a
# tuple is untracked by the garbage collector at its first pass, where a SourceRef per episode would double
# the objects each full collection walks while a large listing is read.
SOURCE_MARK = object()


def _on_first_read(name: str, raw_type: type, complete: Callable[[Any, Episode], Any]) -> None:
    """Make `Episode`'s slot ``name`` pass a value of ``raw_type`` through ``complete(value, episode)`` when read,
    and store the result in its place. A property whose setter is the slot's own: building an episode costs
    about 0.05 µs more a field, and a read about 0.08 µs more (a Python call)."""
    slot = Episode.__dict__[name]
    get, put = slot.__get__, slot.__set__

    def read(episode: Episode) -> Any:
        value = get(episode)
        if value.__class__ is raw_type:
            completed = complete(value, episode)
            if completed is not value:
                put(episode, completed)
            return completed
        return value

    setattr(Episode, name, property(read, put, doc=f"The episode's {name} (parsers leave it to the first read)."))


def _computed(deferred: Deferred, episode: Episode) -> Any:
    return deferred.compute(episode)


def _marked_source(value: tuple[Any, ...], _: Episode) -> Any:
    """A parser's (mark, path, line) as a `SourceRef`; any other tuple (a caller's) as it is."""
    if len(value) == 3 and value[0] is SOURCE_MARK:
        return SourceRef(value[1], value[2])
    return value


_on_first_read("links", Deferred, _computed)
_on_first_read("guid", Deferred, _computed)
_on_first_read("source", tuple, _marked_source)


@attrs.frozen
class ShowClaims:
    """What a listing's header claims about the show; every field optional."""

    latest_episode: date | None = None
    update_frequency: str | None = None
    average_duration: timedelta | None = attrs.field(default=None, validator=_non_negative)
    episode_count: int | None = None


@attrs.frozen
class Show:
    """The show (or blog) a listing belongs to. A feed gives the last three: its language code, whether it is
    marked explicit (None when it says nothing) and its Apple categories, a subcategory as ``"Parent > Child"``.
    """

    title: str
    description: str = ""
    author: str | None = None
    claims: ShowClaims = ShowClaims()
    link: str | None = None
    image: str | None = None
    language: str | None = None
    explicit: bool | None = None
    categories: tuple[str, ...] = attrs.field(default=(), converter=_strings)


def _episodes(values: Iterable[Episode]) -> tuple[Episode, ...]:
    return tuple(values)


def _diagnostics(values: Iterable[Diagnostic]) -> tuple[Diagnostic, ...]:
    return tuple(values)


@attrs.frozen
class Catalog(CatalogQueries, Sequence[Episode]):
    """An immutable sequence of episodes with the show they belong to and the parse diagnostics.

    Indexing gives an `Episode`, slicing a `Catalog`; the query helpers return new catalogs, so they chain.
    """

    show: Show | None = None
    episodes: tuple[Episode, ...] = attrs.field(default=(), converter=_episodes)
    diagnostics: tuple[Diagnostic, ...] = attrs.field(default=(), converter=_diagnostics)

    def __len__(self) -> int:
        return len(self.episodes)

    def __iter__(self) -> Iterator[Episode]:
        return iter(self.episodes)

    @overload
    def __getitem__(self, index: int) -> Episode: ...
    @overload
    def __getitem__(self, index: slice) -> Catalog: ...
    def __getitem__(self, index: int | slice) -> Episode | Catalog:
        if isinstance(index, slice):
            return attrs.evolve(self, episodes=self.episodes[index])
        return self.episodes[index]

    def stats(self) -> CatalogStats:
        """Compute the catalog's statistics (see `podcat.CatalogStats`)."""
        from podcat.stats import compute_stats  # stats is a layer above models: imported when called

        return compute_stats(self)

    def to_rss(
        self,
        *,
        link: str,
        title: str | None = None,
        feed_url: str | None = None,
        image: str | None = None,
        language: str | None = None,
        categories: Iterable[str] | None = None,
        explicit: bool | None = None,
        owner: Owner | tuple[str, str] | None = None,
        enclosures: EnclosureSource | None = None,
        tz: tzinfo = UTC,
    ) -> bytes:
        """Render the catalog as an RSS 2.0 podcast feed (see `podcat.render_feed`); raises `FeedError`."""
        from podcat.feed import render_feed  # imported on first use: feedgen is heavy and most scripts never need it

        return render_feed(
            self, link=link, title=title, feed_url=feed_url, image=image, language=language, categories=categories,
            explicit=explicit, owner=owner, enclosures=enclosures, tz=tz,
        ).xml

    def to_atom(
        self,
        *,
        link: str,
        title: str | None = None,
        feed_url: str | None = None,
        image: str | None = None,
        language: str | None = None,
        categories: Iterable[str] | None = None,
        enclosures: EnclosureSource | None = None,
        tz: tzinfo = UTC,
    ) -> bytes:
        """Render the catalog as an Atom feed (see `podcat.render_feed`); raises `FeedError`."""
        from podcat.feed import render_feed  # imported on first use, as in to_rss

        return render_feed(
            self, link=link, title=title, format="atom", feed_url=feed_url, image=image, language=language,
            categories=categories, enclosures=enclosures, tz=tz,
        ).xml
