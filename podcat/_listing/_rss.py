"""Podcast feeds (RSS 2.0 with iTunes tags, RSS 1.0 and Atom) read into a `Catalog`, safely.

The XML is read by `podcat._xml`: a document that declares a DTD or entities raises `ListingParseError` in
lenient mode too, and where a feed stops being well-formed XML, the items before the break are kept and the
break is a diagnostic. Inside a feed, whatever cannot be read (a date, a duration, an enclosure size) becomes a
`Diagnostic` and the item is kept.

Per item: the description is the richest text the feed gives, ``content:encoded``, else ``description``,
else ``itunes:summary``, else ``itunes:subtitle`` (Atom: ``content``, else ``content:encoded``, else ``summary``),
as plain text; the date is the one written in ``pubDate`` in its own offset or zone; an ``itunes:duration`` of
``0`` means unknown (None); tags are the ``<category>`` values then the ``itunes:keywords``. The enclosure is the
first audio or video ``<enclosure>`` (else the first), or without one the ``media:content`` (also in a
``media:group``). Chapters are Podlove's ``psc:chapters``, else the timestamp lines of the show notes; a
``podcast:person`` without a role is a host, without a group in the cast (the Podcasting 2.0 defaults).

Relative URLs are resolved against the ``xml:base`` in force, else the ``base_url`` given (the feed's own
address), else the channel's absolute link; with none of them a relative URL stays as written, with a diagnostic.
GUIDs are identifiers, kept as written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date, timedelta
from typing import TypeVar, get_args
from urllib.parse import urljoin

from podcat._chapters import chapters_from_notes
from podcat._errors import PodcatError
from podcat._listing._html import plain_text, to_plain_text
from podcat._listing._text import Sink, stable_guid
from podcat._models import (
    Catalog,
    Chapter,
    Enclosure,
    Episode,
    EpisodeType,
    Person,
    Show,
    ShowKind,
    SourceRef,
    Transcript,
    category_term,
)
from podcat._normalize import parse_date, parse_duration
from podcat._xml import ATOM, CONTENT, DC, ITUNES, MEDIA, PODCAST, PSC, Node, read_tree

__all__ = ["parse_feed"]

# A URL with a scheme (http:, https:, file:, mailto:, ...): nothing to resolve.
_ABSOLUTE_URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
_EPISODE_TYPES: tuple[EpisodeType, ...] = get_args(EpisodeType)
_SHOW_KINDS: tuple[ShowKind, ...] = get_args(ShowKind)
_Choice = TypeVar("_Choice", bound=str)


class _Reader:
    """What reading one feed carries from element to element: the diagnostics and the base URL in force."""

    def __init__(self, sink: Sink, base: str | None) -> None:
        self.sink = sink
        self.base = base if base and _ABSOLUTE_URL_RE.match(base) else None

    def inside(self, node: Node) -> _Reader:
        """The reader inside ``node``: its ``xml:base``, resolved against the base in force, applies there."""
        xml_base = node.attributes.get("xml:base", "").strip()
        return _Reader(self.sink, urljoin(self.base or "", xml_base)) if xml_base else self

    def url(self, value: str, line: int) -> str:
        """``value`` stripped and resolved against the base; relative and unresolvable, as written and reported."""
        value = value.strip()
        if not value or _ABSOLUTE_URL_RE.match(value):
            return value
        if self.base is not None:
            return urljoin(self.base, value)
        message = f"relative URL {value!r} kept as written: the feed gives no base URL to resolve it against"
        self.sink.add(line, message, value)
        return value

    def attribute_url(self, node: Node, name: str) -> str | None:
        """The resolved URL in ``node``'s attribute ``name``; None when it is missing or blank."""
        return self.url(node.attributes.get(name, ""), node.line) or None


def parse_feed(data: str | bytes, source: str | None = None, base_url: str | None = None) -> Catalog:
    """Read an RSS or Atom feed (text, or bytes in the encoding its XML declaration names) into a `Catalog`;
    ``base_url`` (the feed's own address) resolves relative URLs where the feed gives no ``xml:base``.

    Raises `ListingParseError` when the document declares a DTD or entities (unsafe XML). XML that breaks
    off (not well-formed) keeps the items before the break and reports the break as a diagnostic, as does a
    document whose root is not a feed.
    """
    root, diagnostics, _ = read_tree(data, source)
    sink = Sink(source, diagnostics)
    if root is None:
        return Catalog(None, (), sink.items)
    reader = _Reader(sink, base_url).inside(root)
    if root.name == "feed":
        return _atom(root, reader)
    if root.name not in ("rss", "RDF"):
        sink.add(root.line, f"not an RSS or Atom feed: the root element is <{root.name}>", f"<{root.name}>")
        return Catalog(None, (), sink.items)
    channel = root.find("", "channel")
    if channel is None:
        sink.add(root.line, "feed without a <channel>", f"<{root.name}>")
        channel = root
    reader = reader.inside(channel)
    show = _rss_show(channel, reader)
    if reader.base is None and show.link:  # the channel's link, when absolute, is the last resort
        reader = _Reader(sink, show.link)
    # RSS 2.0 puts items in the channel, RSS 1.0 beside it.
    items = [*channel.find_all("", "item"), *(root.find_all("", "item") if channel is not root else ())]
    episodes = [_rss_item(item, show.title, reader) for item in items]
    return Catalog(show, episodes, sink.items)


def _text(node: Node | None) -> str:
    """An element's text as one line: stripped, and folded onto one line when written on several."""
    if node is None:
        return ""
    value = node.string().strip()
    return " ".join(value.split()) if "\n" in value or "\r" in value or "\t" in value else value


def _first_text(parent: Node, *names: tuple[str, str]) -> str:
    for namespace, name in names:
        value = _text(parent.find(namespace, name))
        if value:
            return value
    return ""


def _rss_show(channel: Node, reader: _Reader) -> Show:
    description = _first_text(channel, ("", "description"), (ITUNES, "summary"), (ITUNES, "subtitle"))
    author = _first_text(channel, (ITUNES, "author"), ("", "managingEditor"), (DC, "creator"))
    itunes_image = channel.find(ITUNES, "image")
    image = reader.attribute_url(itunes_image, "href") if itunes_image is not None else None
    if not image and (rss_image := channel.find("", "image")) is not None and (url := rss_image.find("", "url")):
        image = reader.url(_text(url), url.line)
    link = channel.find("", "link")
    return Show(
        title=_text(channel.find("", "title")),
        description=to_plain_text(description)[0],
        author=author or None,
        link=reader.url(_text(link), link.line) or None if link is not None else None,
        image=image or None,
        language=_text(channel.find("", "language")) or _text(channel.find(DC, "language")) or None,
        explicit=_EXPLICIT.get(_text(channel.find(ITUNES, "explicit")).lower()),
        categories=_categories(channel),
        persons=_persons(channel, reader),
        kind=_itunes_choice(channel, "type", _SHOW_KINDS, reader.sink),
    )


# What itunes:explicit says, in Apple's current words and the older ones.
_EXPLICIT = {"true": True, "yes": True, "explicit": True, "false": False, "no": False, "clean": False}


def _categories(channel: Node) -> tuple[str, ...]:
    """The channel's itunes:category names, in order, a nested subcategory as ``"Parent > Child"``."""
    names: list[str] = []
    for category in channel.find_all(ITUNES, "category"):
        name = _category_text(category)
        subcategories = [_category_text(sub) for sub in category.find_all(ITUNES, "category")]
        if not name:  # subcategories without their category: Apple categories written one level too deep
            names += [sub for sub in subcategories if sub]
            continue
        names += [category_term(name, sub) for sub in subcategories if sub] or [name]
    return tuple(dict.fromkeys(names))


def _category_text(category: Node) -> str:
    return " ".join(category.attributes.get("text", "").split())


def _itunes_choice(parent: Node, name: str, choices: tuple[_Choice, ...], sink: Sink) -> _Choice:
    """``itunes:type`` or ``itunes:episodeType``: one of ``choices`` (any case), else the first, the default; an
    unknown value is reported."""
    node = parent.find(ITUNES, name)
    value = _text(node).lower()
    for choice in choices:
        if value == choice:
            return choice
    if node is not None and value:
        known = f"{', '.join(choices[:-1])} or {choices[-1]}"
        message = f"unknown itunes:{name} {value[:40]!r} ({known}); read as {choices[0]}"
        sink.add(node.line, message, value[:200])
    return choices[0]


def _rss_item(item: Node, show_title: str, reader: _Reader) -> Episode:
    reader = reader.inside(item)
    title = _title(item, reader.sink)
    published = _published(item, (("", "pubDate"), (DC, "date")), reader.sink)
    notes = _first_node(item, (CONTENT, "encoded"), ("", "description"), (ITUNES, "summary"), (ITUNES, "subtitle"))
    text = to_plain_text(notes.string()) if notes is not None else ("", ())
    categories = [_text(category) for category in item.find_all("", "category")]
    guid = _text(item.find("", "guid"))
    candidates, size = list(item.find_all("", "enclosure")), "length"
    if not candidates:  # Media RSS instead
        groups = item.find_all(MEDIA, "group")
        candidates = [*item.find_all(MEDIA, "content"), *(c for g in groups for c in g.find_all(MEDIA, "content"))]
        size = "fileSize"
    enclosure = _enclosure(candidates, "url", size, reader)
    return _episode(item, title, published, text, categories, guid, enclosure, show_title, reader)


def _episode(
    node: Node,
    title: str,
    published: date | None,
    text: tuple[str, tuple[str, ...]],
    categories: list[str],
    guid: str,
    enclosure: Enclosure | None,
    show_title: str,
    reader: _Reader,
) -> Episode:
    """An `Episode` from what an RSS item or Atom entry gives, with what both read alike: the iTunes keywords
    (tags after the categories), duration and numbering, the chapters (else those of the show notes), the
    Podcasting 2.0 tags, the source line, and a stable GUID when the feed gives none. Diagnostics come in the
    order the fields are read."""
    sink = reader.sink
    description, links = text
    tags = [*categories, *_text(node.find(ITUNES, "keywords")).split(",")]
    duration = _duration(node, sink)
    chapters = _psc_chapters(node, reader)
    if not chapters:
        chapters, problems = chapters_from_notes(description, duration)
        for problem in problems:
            sink.add(node.line, f"in the show notes: {problem}", title)
    chapters_link = node.find(PODCAST, "chapters")
    return Episode(
        title=title,
        published=published,
        duration=duration,
        description=description,
        tags=_unique(tags),
        links=links,
        guid=guid or stable_guid(show_title, title, published),
        source=SourceRef(sink.path, node.line),
        enclosure=enclosure,
        season=_whole_number(node, "season", sink),
        number=_whole_number(node, "episode", sink),
        episode_type=_itunes_choice(node, "episodeType", _EPISODE_TYPES, sink),
        chapters=chapters,
        chapters_url=reader.attribute_url(chapters_link, "url") if chapters_link is not None else None,
        transcripts=_transcripts(node, reader),
        persons=_persons(node, reader),
    )


def _first_node(parent: Node, *names: tuple[str, str]) -> Node | None:
    """The first of the named children that has text."""
    for namespace, name in names:
        node = parent.find(namespace, name)
        if node is not None and node.string().strip():
            return node
    return None


def _title(item: Node, sink: Sink) -> str:
    title = _text(item.find("", "title")) or _text(item.find(ITUNES, "title"))
    if not title:
        sink.add(item.line, "item without a title", f"<{item.name}>")
    return title


def _published(item: Node, names: tuple[tuple[str, str], ...], sink: Sink) -> date | None:
    for namespace, name in names:
        node = item.find(namespace, name)
        value = _text(node)
        if node is not None and value:
            try:
                return parse_date(value)
            except PodcatError as error:
                sink.add(node.line, f"unreadable date: {error}", value)
                return None
    return None


def _duration(item: Node, sink: Sink) -> timedelta | None:
    node = item.find(ITUNES, "duration")
    value = _text(node)
    if node is None or not value:
        return None
    try:
        duration = parse_duration(value)
    except PodcatError as error:
        sink.add(node.line, f"unreadable duration: {error}", value)
        return None
    return duration or None  # feeds write 0 for "unknown"


def _whole_number(item: Node, name: str, sink: Sink) -> int | None:
    """``itunes:season`` or ``itunes:episode``: a whole number (0 included, as feeds write it), else reported."""
    node = item.find(ITUNES, name)
    value = _text(node)
    if node is None or not value:
        return None
    if value.isascii() and value.isdigit():
        return int(value)
    sink.add(node.line, f"unreadable itunes:{name} {value[:40]!r} (a whole number)", value[:200])
    return None


def _playable(candidates: list[Node]) -> Node:
    """The first audio or video file of an item's candidate enclosures (by type or Media RSS medium), else the
    first: a podcast app plays that, not the cover art some feeds enclose too."""
    for node in candidates:
        kind = node.attributes.get("type", "").strip().lower()
        if kind.startswith(("audio/", "video/")) or node.attributes.get("medium", "") in ("audio", "video"):
            return node
    return candidates[0]


def _enclosure(candidates: list[Node], url_attribute: str, size_attribute: str, reader: _Reader) -> Enclosure | None:
    if not candidates:
        return None
    node = _playable(candidates)
    url = reader.attribute_url(node, url_attribute)
    if not url:
        reader.sink.add(node.line, "enclosure without a URL", f"<{node.name}>")
        return None
    length_text = node.attributes.get(size_attribute, "").strip()
    length: int | None = None
    if length_text.isascii() and length_text.isdigit():
        length = int(length_text) or None  # 0 is the usual placeholder for an unknown size
    elif length_text:
        reader.sink.add(node.line, f"unreadable enclosure length {length_text[:40]!r}", length_text[:200])
    return Enclosure(url, length, node.attributes.get("type", "").strip() or None)


def _psc_chapters(item: Node, reader: _Reader) -> tuple[Chapter, ...]:
    """The Podlove Simple Chapters of an item, in the order written; one without a readable start or a title is
    reported and left out."""
    chapters: list[Chapter] = []
    for node in (chapter for group in item.find_all(PSC, "chapters") for chapter in group.find_all(PSC, "chapter")):
        start = node.attributes.get("start", "").strip()
        title = " ".join(node.attributes.get("title", "").split())
        if not start or not title:
            reader.sink.add(node.line, "psc:chapter without a start or a title; left out", title or start)
            continue
        try:
            begins = parse_duration(start)
        except PodcatError as error:
            reader.sink.add(node.line, f"unreadable psc:chapter start: {error}; left out", start)
            continue
        url, image = reader.attribute_url(node, "href"), reader.attribute_url(node, "image")
        chapters.append(Chapter(begins, title, url, image))
    return tuple(chapters)


def _transcripts(item: Node, reader: _Reader) -> tuple[Transcript, ...]:
    """Every ``podcast:transcript`` with a URL, in order; one without a type is kept with an empty type, reported."""
    transcripts: list[Transcript] = []
    for node in item.find_all(PODCAST, "transcript"):
        url = reader.attribute_url(node, "url")
        kind = node.attributes.get("type", "").strip()
        if not url or not kind:
            reader.sink.add(node.line, f"podcast:transcript without a {'type' if url else 'URL'}", url or "")
        if url:
            transcripts.append(Transcript(url, kind, node.attributes.get("language", "").strip() or None))
    return tuple(transcripts)


def _persons(parent: Node, reader: _Reader) -> tuple[Person, ...]:
    """Every ``podcast:person`` with a name; role and group in lower case (they are case-insensitive names),
    host and cast when not given."""
    persons: list[Person] = []
    for node in parent.find_all(PODCAST, "person"):
        name = _text(node)
        if not name:
            reader.sink.add(node.line, "podcast:person without a name; left out", f"<{node.name}>")
            continue
        role = " ".join(node.attributes.get("role", "").split()).lower() or "host"
        group = " ".join(node.attributes.get("group", "").split()).lower() or "cast"
        persons.append(Person(name, role, group, reader.attribute_url(node, "href"), reader.attribute_url(node, "img")))
    return tuple(persons)


def _unique(values: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(stripped for value in values if (stripped := value.strip())))


# Atom


def _atom_text(node: Node | None) -> tuple[str, tuple[str, ...]]:
    """An Atom text construct as plain text and links, by its ``type`` (text, html or xhtml)."""
    if node is None:
        return "", ()
    kind = node.attributes.get("type", "text").strip().lower()
    if kind == "xhtml":
        return to_plain_text(node.markup(), markup=True)
    if kind in ("html", "text/html"):
        return to_plain_text(node.string(), markup=True)
    return plain_text(node.string())  # type="text": what is written is the text, entities and all


def _atom_links(parent: Node, relation: str) -> list[Node]:
    links = parent.find_all(ATOM, "link")
    return [link for link in links if link.attributes.get("rel", "alternate").strip() == relation]


def _atom_show(feed: Node, reader: _Reader) -> Show:
    author = feed.find(ATOM, "author")
    alternate = _atom_links(feed, "alternate")
    itunes_image = feed.find(ITUNES, "image")
    image = reader.attribute_url(itunes_image, "href") if itunes_image is not None else None
    if not image and (logo := _first_node(feed, (ATOM, "logo"), (ATOM, "icon"))) is not None:
        image = reader.url(_text(logo), logo.line)
    return Show(
        title=_atom_text(feed.find(ATOM, "title"))[0].replace("\n", " "),
        description=_atom_text(feed.find(ATOM, "subtitle"))[0],
        author=(_text(author.find(ATOM, "name")) if author is not None else "")
        or _text(feed.find(ITUNES, "author"))
        or None,
        link=reader.attribute_url(alternate[0], "href") if alternate else None,
        image=image or None,
        persons=_persons(feed, reader),
        kind=_itunes_choice(feed, "type", _SHOW_KINDS, reader.sink),
    )


def _atom(feed: Node, reader: _Reader) -> Catalog:
    sink = reader.sink
    if feed.namespace != ATOM:
        sink.add(feed.line, "an Atom <feed> without the Atom namespace; read as Atom", f"<{feed.name}>")
        _adopt(feed)
    show = _atom_show(feed, reader)
    if reader.base is None and show.link:  # the feed's alternate link, when absolute, is the last resort
        reader = _Reader(sink, show.link)
    episodes = []
    for entry in feed.find_all(ATOM, "entry"):
        inside = reader.inside(entry)
        title = _atom_text(entry.find(ATOM, "title"))[0].replace("\n", " ")
        if not title:
            sink.add(entry.line, "entry without a title", f"<{entry.name}>")
        published = _published(entry, ((ATOM, "published"), (ATOM, "updated"), (ATOM, "issued")), sink)
        content = entry.find(ATOM, "content")
        if content is not None and (content.string().strip() or content.children):
            text = _atom_text(content)
        elif (encoded := _first_node(entry, (CONTENT, "encoded"))) is not None:
            text = to_plain_text(encoded.string())
        else:
            text = _atom_text(entry.find(ATOM, "summary"))
        categories = [category.attributes.get("term", "") for category in entry.find_all(ATOM, "category")]
        guid = _text(entry.find(ATOM, "id"))
        enclosure = _enclosure(_atom_links(entry, "enclosure"), "href", "length", inside)
        episodes.append(_episode(entry, title, published, text, categories, guid, enclosure, show.title, inside))
    return Catalog(show, episodes, sink.items)


def _adopt(feed: Node) -> None:
    """Read un-namespaced elements as Atom ones (a ``<feed>`` that forgot ``xmlns``)."""
    for node in feed.walk():
        if node.namespace == "":
            node.namespace = ATOM
