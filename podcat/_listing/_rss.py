"""Podcast feeds (RSS 2.0 with iTunes tags, RSS 1.0 and Atom) read into a `Catalog`, safely.

The XML is read by `podcat._xml`: a document that declares a DTD or entities raises `ListingParseError` in
lenient mode too, and where a feed stops being well-formed XML, the items before the break are kept and the
break is a diagnostic. Inside a feed, whatever cannot be read (a date, a duration, an enclosure size) becomes a
`Diagnostic` and the item is kept.

Per item: the description is the richest text the feed gives, ``content:encoded``, else ``description``,
else ``itunes:summary``, else ``itunes:subtitle`` (Atom: ``content``, else ``summary``), as plain text; the
date is the one written in ``pubDate`` in its own offset or zone; an ``itunes:duration`` of ``0`` means
unknown (None); tags are the ``<category>`` values then the ``itunes:keywords``.
"""

from __future__ import annotations

from datetime import date, timedelta

from podcat._errors import PodcatError
from podcat._listing._html import plain_text, to_plain_text
from podcat._listing._text import Sink, stable_guid
from podcat._models import Catalog, Enclosure, Episode, Show, SourceRef, category_term
from podcat._normalize import parse_date, parse_duration
from podcat._xml import ATOM, CONTENT, DC, ITUNES, Node, read_tree

__all__ = ["parse_feed"]

def parse_feed(data: str | bytes, source: str | None = None) -> Catalog:
    """Read an RSS or Atom feed (text, or bytes in the encoding its XML declaration names) into a `Catalog`.

    Raises `ListingParseError` when the document declares a DTD or entities (unsafe XML). XML that breaks
    off (not well-formed) keeps the items before the break and reports the break as a diagnostic, as does a
    document whose root is not a feed.
    """
    root, diagnostics, _ = read_tree(data, source)
    sink = Sink(source, diagnostics)
    if root is None:
        return Catalog(None, (), sink.items)
    if root.name == "feed":
        return _atom(root, sink)
    if root.name not in ("rss", "RDF"):
        sink.add(root.line, f"not an RSS or Atom feed: the root element is <{root.name}>", f"<{root.name}>")
        return Catalog(None, (), sink.items)
    channel = root.find("", "channel")
    if channel is None:
        sink.add(root.line, "feed without a <channel>", f"<{root.name}>")
        channel = root
    show = _rss_show(channel)
    show_title = show.title
    # RSS 2.0 puts items in the channel, RSS 1.0 beside it.
    items = [*channel.find_all("", "item"), *(root.find_all("", "item") if channel is not root else ())]
    episodes = [_rss_item(item, show_title, sink) for item in items]
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


def _rss_show(channel: Node) -> Show:
    description = _first_text(channel, ("", "description"), (ITUNES, "summary"), (ITUNES, "subtitle"))
    author = _first_text(channel, (ITUNES, "author"), ("", "managingEditor"), (DC, "creator"))
    itunes_image = channel.find(ITUNES, "image")
    image = itunes_image.attributes.get("href", "").strip() if itunes_image is not None else ""
    if not image and (rss_image := channel.find("", "image")) is not None:
        image = _text(rss_image.find("", "url"))
    return Show(
        title=_text(channel.find("", "title")),
        description=to_plain_text(description)[0],
        author=author or None,
        link=_text(channel.find("", "link")) or None,
        image=image or None,
        language=_text(channel.find("", "language")) or _text(channel.find(DC, "language")) or None,
        explicit=_EXPLICIT.get(_text(channel.find(ITUNES, "explicit")).lower()),
        categories=_categories(channel),
    )


# What itunes:explicit says, in Apple's current words and the older ones.
_EXPLICIT = {"true": True, "yes": True, "explicit": True, "false": False, "no": False, "clean": False}


def _categories(channel: Node) -> tuple[str, ...]:
    """The channel's itunes:category names, in order, a nested subcategory as ``"Parent > Child"``."""
    names: list[str] = []
    for category in channel.find_all(ITUNES, "category"):
        name = _category_text(category)
        subcategories = [_category_text(sub) for sub in category.find_all(ITUNES, "category")]
        names += [category_term(name, sub) for sub in subcategories if sub] or ([name] if name else [])
    return tuple(dict.fromkeys(names))


def _category_text(category: Node) -> str:
    return " ".join(category.attributes.get("text", "").split())


def _rss_item(item: Node, show_title: str, sink: Sink) -> Episode:
    title = _title(item, sink)
    published = _published(item, (("", "pubDate"), (DC, "date")), sink)
    notes = _first_node(item, (CONTENT, "encoded"), ("", "description"), (ITUNES, "summary"), (ITUNES, "subtitle"))
    text = to_plain_text(notes.string()) if notes is not None else ("", ())
    categories = [_text(category) for category in item.find_all("", "category")]
    guid = _text(item.find("", "guid"))
    enclosure = (item.find("", "enclosure"), "url")
    return _episode(item, title, published, text, categories, guid, enclosure, show_title, sink)


def _episode(
    node: Node,
    title: str,
    published: date | None,
    text: tuple[str, tuple[str, ...]],
    categories: list[str],
    guid: str,
    enclosure: tuple[Node | None, str],
    show_title: str,
    sink: Sink,
) -> Episode:
    """An `Episode` from what an RSS item or Atom entry gives, with what both read alike: the iTunes keywords
    (tags after the categories), the duration, the enclosure (its element and URL attribute), the source line,
    and a stable GUID when the feed gives none. Diagnostics come in the order the fields are read."""
    description, links = text
    tags = [*categories, *_text(node.find(ITUNES, "keywords")).split(",")]
    return Episode(
        title=title,
        published=published,
        duration=_duration(node, sink),
        description=description,
        tags=_unique(tags),
        links=links,
        guid=guid or stable_guid(show_title, title, published),
        source=SourceRef(sink.path, node.line),
        enclosure=_enclosure(*enclosure, sink),
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


def _enclosure(node: Node | None, url_attribute: str, sink: Sink) -> Enclosure | None:
    if node is None:
        return None
    url = node.attributes.get(url_attribute, "").strip()
    if not url:
        sink.add(node.line, "enclosure without a URL", f"<{node.name}>")
        return None
    length_text = node.attributes.get("length", "").strip()
    length: int | None = None
    if length_text.isascii() and length_text.isdigit():
        length = int(length_text) or None  # 0 is the usual placeholder for an unknown size
    elif length_text:
        sink.add(node.line, f"unreadable enclosure length {length_text[:40]!r}", length_text[:200])
    return Enclosure(url, length, node.attributes.get("type", "").strip() or None)


def _unique(values: list[str]) -> tuple[str, ...]:
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


def _atom_link(parent: Node, relation: str) -> Node | None:
    for link in parent.find_all(ATOM, "link"):
        if link.attributes.get("rel", "alternate").strip() == relation:
            return link
    return None


def _atom_show(feed: Node) -> Show:
    author = feed.find(ATOM, "author")
    alternate = _atom_link(feed, "alternate")
    itunes_image = feed.find(ITUNES, "image")
    image = itunes_image.attributes.get("href", "").strip() if itunes_image is not None else ""
    return Show(
        title=_atom_text(feed.find(ATOM, "title"))[0].replace("\n", " "),
        description=_atom_text(feed.find(ATOM, "subtitle"))[0],
        author=(_text(author.find(ATOM, "name")) if author is not None else "")
        or _text(feed.find(ITUNES, "author"))
        or None,
        link=alternate.attributes.get("href", "").strip() or None if alternate is not None else None,
        image=image or _text(feed.find(ATOM, "logo")) or _text(feed.find(ATOM, "icon")) or None,
    )


def _atom(feed: Node, sink: Sink) -> Catalog:
    if feed.namespace != ATOM:
        sink.add(feed.line, "an Atom <feed> without the Atom namespace; read as Atom", f"<{feed.name}>")
        _adopt(feed)
    show = _atom_show(feed)
    episodes = []
    for entry in feed.find_all(ATOM, "entry"):
        title = _atom_text(entry.find(ATOM, "title"))[0].replace("\n", " ")
        if not title:
            sink.add(entry.line, "entry without a title", f"<{entry.name}>")
        published = _published(entry, ((ATOM, "published"), (ATOM, "updated"), (ATOM, "issued")), sink)
        content = entry.find(ATOM, "content")
        if content is None or not (content.string().strip() or content.children):
            content = entry.find(ATOM, "summary")
        categories = [category.attributes.get("term", "") for category in entry.find_all(ATOM, "category")]
        guid = _text(entry.find(ATOM, "id"))
        enclosure = (_atom_link(entry, "enclosure"), "href")
        text = _atom_text(content)
        episodes.append(_episode(entry, title, published, text, categories, guid, enclosure, show.title, sink))
    return Catalog(show, episodes, sink.items)


def _adopt(feed: Node) -> None:
    """Read un-namespaced elements as Atom ones (a ``<feed>`` that forgot ``xmlns``)."""
    for node in feed.walk():
        if node.namespace == "":
            node.namespace = ATOM
