"""Podcast feeds (RSS 2.0 with iTunes tags, RSS 1.0 and Atom) read into a `Catalog`, safely.

The XML is read with the standard library's expat, which never loads anything over the network or from disk,
and a document that declares a DTD or entities is refused outright: no entity expansion (billion laughs), no
external entities (XXE): that raises `ListingParseError` in lenient mode too. Where a feed stops being
well-formed XML, the items before the break are kept and the break is a diagnostic; inside a feed, whatever
cannot be read (a date, a duration, an enclosure size) becomes a `Diagnostic` and the item is kept.

Per item: the description is the richest text the feed gives, ``content:encoded``, else ``description``,
else ``itunes:summary``, else ``itunes:subtitle`` (Atom: ``content``, else ``summary``), as plain text; the
date is the one written in ``pubDate`` in its own offset or zone; an ``itunes:duration`` of ``0`` means
unknown (None); tags are the ``<category>`` values then the ``itunes:keywords``.

Namespaces are matched by meaning, not spelling: any namespace URI that lowercases to the iTunes one counts
as iTunes (feeds write ``DTDs/Podcast``), a missing trailing slash on the content and Dublin Core URIs is
forgiven, and an undeclared ``itunes:``/``content:``/``dc:`` prefix is read by its usual meaning.
"""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Iterator
from datetime import date, timedelta
from xml.parsers import expat

from podcat.errors import ListingParseError, PodcatError
from podcat.listing._html import to_plain_text
from podcat.listing._text import Sink, stable_guid
from podcat.models import Catalog, Diagnostic, Enclosure, Episode, Show, SourceRef
from podcat.normalize import parse_date, parse_duration

__all__ = ["bytes_head", "looks_like_feed", "parse_feed"]

UNSAFE_MESSAGE = "refusing a feed with a DTD or entity declarations (unsafe XML)"

# Namespace keys: every spelling of a namespace URI is reduced to one short key; "" is plain RSS.
_ITUNES, _CONTENT, _DC, _ATOM, _RDF = "itunes", "content", "dc", "atom", "rdf"
_NAMESPACES = {
    "http://www.itunes.com/dtds/podcast-1.0.dtd": _ITUNES,
    "http://purl.org/rss/1.0/modules/content": _CONTENT,
    "http://purl.org/dc/elements/1.1": _DC,
    "http://www.w3.org/2005/atom": _ATOM,
    "http://purl.org/atom/ns#": _ATOM,  # Atom 0.3
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": _RDF,
    "http://purl.org/rss/1.0": "",  # RSS 1.0 elements are the RSS elements
    "http://my.netscape.com/rdf/simple/0.9": "",  # RSS 0.90
}
# Prefixes feeds use without declaring them, read by their usual meaning.
_USUAL_PREFIXES = {"itunes": _ITUNES, "content": _CONTENT, "dc": _DC, "atom": _ATOM, "rdf": _RDF}
# The root element of a feed: <rss, <feed, <rdf:RDF (any prefix).
_ROOT_RE = re.compile(r"<(?:rss|feed|(?:[A-Za-z_][\w.-]{0,40}:)?RDF)[\s>/]")
# What XML lets come before the root: the declaration and other processing instructions (stylesheets),
# comments, a document type (its internal subset included) and white space.
_PROLOG_RE = re.compile(r"(?:<\?.*?\?>|<!--.*?-->|<!DOCTYPE(?:[^\[>]|\[[^\]]*\])*>|\s)*", re.DOTALL)
# How far into a document the feed's root element may start (after the XML declaration, stylesheets, comments).
_HEAD = 16384
# Leading characters a feed may have before ``<?xml`` although XML forbids them (BOM, blank lines).
_LEADING = " \t\r\n\ufeff"
_LEADING_BYTES = b" \t\r\n"
_UTF8_BOM = b"\xef\xbb\xbf"
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


def looks_like_feed(head: str) -> bool:
    """Say whether a document starting with ``head`` is an RSS or Atom feed: a feed root early on, with only what
    XML allows before it (a text listing that mentions ``<feed>`` is no feed)."""
    stripped = head[: _HEAD * 2].lstrip(_LEADING)
    prolog_end = _PROLOG_RE.match(stripped).end()  # type: ignore[union-attr]  # matches, at worst empty
    return prolog_end < _HEAD and _ROOT_RE.match(stripped, prolog_end) is not None


def bytes_head(data: bytes) -> str:
    """Decode enough of ``data`` to recognize a feed, whatever its encoding (UTF-16 by its BOM)."""
    head = data[: _HEAD * 2]
    if head.startswith(_UTF16_BOMS):
        return head.decode("utf-16", errors="ignore")
    return head.decode("latin-1")  # markup is ASCII in every other encoding a feed uses


class _Node:
    """One XML element: namespace key, local name, attributes, text, children and its line."""

    __slots__ = ("attributes", "children", "line", "name", "namespace", "tail", "text")

    def __init__(self, namespace: str, name: str, attributes: dict[str, str], line: int) -> None:
        self.namespace = namespace
        self.name = name
        self.attributes = attributes
        self.line = line
        self.text: list[str] = []
        self.tail: list[str] = []
        self.children: list[_Node] = []

    def find(self, namespace: str, name: str) -> _Node | None:
        """The first child with this namespace key and local name."""
        for child in self.children:
            if child.name == name and child.namespace == namespace:
                return child
        return None

    def find_all(self, namespace: str, name: str) -> Iterator[_Node]:
        """Every child with this namespace key and local name, in order."""
        return (child for child in self.children if child.name == name and child.namespace == namespace)

    def string(self) -> str:
        """The element's own text (CDATA included), without its children's."""
        return "".join(self.text)

    def markup(self) -> str:
        """The element's content written back as markup (for Atom ``type="xhtml"``); no recursion."""
        parts = [_escape(self.string())]
        pending: list[_Node | str] = [*reversed(self.children)]
        while pending:
            item = pending.pop()
            if isinstance(item, str):  # a closing tag and the text after it
                parts.append(item)
                continue
            tail = _escape("".join(item.tail))
            if not item.children and not item.text:  # <br/>, <hr/>
                parts.append(f"<{item.name}{_attributes(item.attributes)}/>{tail}")
                continue
            parts.append(f"<{item.name}{_attributes(item.attributes)}>{_escape(item.string())}")
            pending.append(f"</{item.name}>{tail}")
            pending.extend(reversed(item.children))
        return "".join(parts)

    def walk(self) -> Iterator[_Node]:
        """This element and every element inside it, without recursion."""
        pending = [self]
        while pending:
            node = pending.pop()
            yield node
            pending.extend(node.children)


def _escape(text: str) -> str:
    return html.escape(text, quote=False)


def _attributes(attributes: dict[str, str]) -> str:
    return "".join(f' {key}="{html.escape(value)}"' for key, value in attributes.items())


class _Unsafe(Exception):
    """Raised from inside expat when a document declares a DTD or entities."""


class _TreeBuilder:
    """Builds `_Node`s from expat events, resolving namespace prefixes itself (undeclared ones too)."""

    def __init__(self, parser: expat.XMLParserType, line_offset: int, path: str | None) -> None:
        self.parser = parser
        self.line_offset = line_offset
        self.path = path
        self.root: _Node | None = None
        self.stack: list[_Node] = []
        self.scopes: list[dict[str, str]] = [{}]
        self.keys: dict[str, str] = {}
        self.diagnostics: list[Diagnostic] = []
        self.undeclared: set[str] = set()

    def start(self, tag: str, attributes: dict[str, str]) -> None:
        scope = self.scopes[-1]
        if any(key == "xmlns" or key.startswith("xmlns:") for key in attributes):
            scope = dict(scope)
            for key in [key for key in attributes if key == "xmlns" or key.startswith("xmlns:")]:
                scope[key[6:]] = attributes.pop(key)
        self.scopes.append(scope)
        prefix, _, name = tag.rpartition(":")
        line = self.parser.CurrentLineNumber + self.line_offset
        node = _Node(self._key(prefix, scope, line), name, attributes, line)
        if self.stack:
            self.stack[-1].children.append(node)
        else:
            self.root = node
        self.stack.append(node)

    def end(self, _tag: str) -> None:
        self.stack.pop()
        self.scopes.pop()

    def characters(self, text: str) -> None:
        if self.stack:
            current = self.stack[-1]
            (current.children[-1].tail if current.children else current.text).append(text)

    def _key(self, prefix: str, scope: dict[str, str], line: int) -> str:
        uri = scope.get(prefix)
        if uri is None:
            if not prefix:
                return ""
            if prefix not in self.undeclared:
                self.undeclared.add(prefix)
                message = f"namespace prefix {prefix!r} is not declared; read by its usual meaning"
                self.diagnostics.append(Diagnostic(line, message, prefix, self.path))
            return _USUAL_PREFIXES.get(prefix.lower(), prefix)
        key = self.keys.get(uri)
        if key is None:
            normalized = uri.strip().lower()
            key = self.keys[uri] = _NAMESPACES.get(normalized, _NAMESPACES.get(normalized.rstrip("/"), uri))
        return key


def _refuse(*_: object) -> int:
    raise _Unsafe


def _read_tree(data: str | bytes, path: str | None) -> tuple[_Node | None, list[Diagnostic]]:
    """Parse the XML safely: raise `ListingParseError` on unsafe XML; malformed XML ends the tree early.

    Where the XML breaks, a diagnostic says so and the tree holds what came before (None when nothing did).
    """
    line_offset, column_offset, data = _strip_leading(data)
    parser = expat.ParserCreate()
    builder = _TreeBuilder(parser, line_offset, path)
    parser.buffer_text = True
    parser.buffer_size = 65536
    parser.StartElementHandler = builder.start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.characters
    # Refuse any DTD before expat reads a declaration from it; nothing external is ever fetched.
    parser.StartDoctypeDeclHandler = _refuse
    parser.EntityDeclHandler = _refuse
    parser.UnparsedEntityDeclHandler = _refuse
    parser.ExternalEntityRefHandler = _refuse
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    try:
        parser.Parse(data, True)
    except _Unsafe:
        line = parser.CurrentLineNumber
        text = _line_text(data, line)
        raise ListingParseError(UNSAFE_MESSAGE, lineno=line + line_offset, text=text, path=path) from None
    except expat.ExpatError as error:
        column = error.offset + 1 + (column_offset if error.lineno == 1 else 0)
        message = (
            f"not well-formed XML at column {column}: {expat.ErrorString(error.code)};"
            " the rest of the feed, and the item it breaks, cannot be read"
        )
        for parent, child in itertools.pairwise(builder.stack):  # drop the half-read item
            if child.name in ("item", "entry"):
                parent.children.remove(child)
        line = error.lineno + line_offset
        builder.diagnostics.append(Diagnostic(line, message, _line_text(data, error.lineno), path))
    return builder.root, builder.diagnostics


def _strip_leading(data: str | bytes) -> tuple[int, int, str | bytes]:
    """Drop the BOM and blank lines some feeds put before ``<?xml``; return the lines and columns dropped."""
    if isinstance(data, str):
        body_text = data.removeprefix("\ufeff")
        stripped_text = body_text.lstrip(_LEADING)
        dropped_text = body_text[: len(body_text) - len(stripped_text)]
        return dropped_text.count("\n"), len(dropped_text) - dropped_text.rfind("\n") - 1, stripped_text
    if data.startswith(_UTF16_BOMS):
        return _strip_leading(data.decode("utf-16", errors="replace"))  # rare; expat then reads it as text
    body = data.removeprefix(_UTF8_BOM)
    stripped = body.lstrip(_LEADING_BYTES)
    dropped = body[: len(body) - len(stripped)]
    return dropped.count(b"\n"), len(dropped) - dropped.rfind(b"\n") - 1, stripped


def _line_text(data: str | bytes, line: int) -> str:
    """The text of a 1-based line of the (stripped) document, clipped for an error message."""
    text = data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data
    start = 0
    for _ in range(line - 1):
        start = text.find("\n", start) + 1
        if start == 0:
            return ""
    end = text.find("\n", start)
    return text[start : end if end >= 0 else len(text)].strip()[:200]


def parse_feed(data: str | bytes, source: str | None = None) -> Catalog:
    """Read an RSS or Atom feed (text, or bytes in the encoding its XML declaration names) into a `Catalog`.

    Raises `ListingParseError` when the document declares a DTD or entities (unsafe XML). XML that breaks
    off (not well-formed) keeps the items before the break and reports the break as a diagnostic, as does a
    document whose root is not a feed.
    """
    root, diagnostics = _read_tree(data, source)
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


def _text(node: _Node | None) -> str:
    """An element's text as one line: stripped, and folded onto one line when written on several."""
    if node is None:
        return ""
    value = node.string().strip()
    return " ".join(value.split()) if "\n" in value or "\r" in value or "\t" in value else value


def _first_text(parent: _Node, *names: tuple[str, str]) -> str:
    for namespace, name in names:
        value = _text(parent.find(namespace, name))
        if value:
            return value
    return ""


def _rss_show(channel: _Node) -> Show:
    description = _first_text(channel, ("", "description"), (_ITUNES, "summary"), (_ITUNES, "subtitle"))
    author = _first_text(channel, (_ITUNES, "author"), ("", "managingEditor"), (_DC, "creator"))
    itunes_image = channel.find(_ITUNES, "image")
    image = itunes_image.attributes.get("href", "").strip() if itunes_image is not None else ""
    if not image and (rss_image := channel.find("", "image")) is not None:
        image = _text(rss_image.find("", "url"))
    return Show(
        title=_text(channel.find("", "title")),
        description=to_plain_text(description)[0],
        author=author or None,
        link=_text(channel.find("", "link")) or None,
        image=image or None,
        language=_text(channel.find("", "language")) or _text(channel.find(_DC, "language")) or None,
        explicit=_EXPLICIT.get(_text(channel.find(_ITUNES, "explicit")).lower()),
        categories=_categories(channel),
    )


# What itunes:explicit says, in Apple's current words and the older ones.
_EXPLICIT = {"true": True, "yes": True, "explicit": True, "false": False, "no": False, "clean": False}


def _categories(channel: _Node) -> tuple[str, ...]:
    """The channel's itunes:category names, in order, a nested subcategory as ``"Parent > Child"``."""
    names: list[str] = []
    for category in channel.find_all(_ITUNES, "category"):
        name = _category_text(category)
        subcategories = [_category_text(sub) for sub in category.find_all(_ITUNES, "category")]
        names += [f"{name} > {sub}" for sub in subcategories if sub] or ([name] if name else [])
    return tuple(dict.fromkeys(names))


def _category_text(category: _Node) -> str:
    return " ".join(category.attributes.get("text", "").split())


def _rss_item(item: _Node, show_title: str, sink: Sink) -> Episode:
    title = _title(item, sink)
    published = _published(item, (("", "pubDate"), (_DC, "date")), sink)
    notes = _first_node(item, (_CONTENT, "encoded"), ("", "description"), (_ITUNES, "summary"), (_ITUNES, "subtitle"))
    text = to_plain_text(notes.string()) if notes is not None else ("", ())
    categories = [_text(category) for category in item.find_all("", "category")]
    guid = _text(item.find("", "guid"))
    enclosure = (item.find("", "enclosure"), "url")
    return _episode(item, title, published, text, categories, guid, enclosure, show_title, sink)


def _episode(
    node: _Node,
    title: str,
    published: date | None,
    text: tuple[str, tuple[str, ...]],
    categories: list[str],
    guid: str,
    enclosure: tuple[_Node | None, str],
    show_title: str,
    sink: Sink,
) -> Episode:
    """An `Episode` from what an RSS item or Atom entry gives, with what both read alike: the iTunes keywords
    (tags after the categories), the duration, the enclosure (its element and URL attribute), the source line,
    and a stable GUID when the feed gives none. Diagnostics come in the order the fields are read."""
    description, links = text
    tags = [*categories, *_text(node.find(_ITUNES, "keywords")).split(",")]
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


def _first_node(parent: _Node, *names: tuple[str, str]) -> _Node | None:
    """The first of the named children that has text."""
    for namespace, name in names:
        node = parent.find(namespace, name)
        if node is not None and node.string().strip():
            return node
    return None


def _title(item: _Node, sink: Sink) -> str:
    title = _text(item.find("", "title")) or _text(item.find(_ITUNES, "title"))
    if not title:
        sink.add(item.line, "item without a title", f"<{item.name}>")
    return title


def _published(item: _Node, names: tuple[tuple[str, str], ...], sink: Sink) -> date | None:
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


def _duration(item: _Node, sink: Sink) -> timedelta | None:
    node = item.find(_ITUNES, "duration")
    value = _text(node)
    if node is None or not value:
        return None
    try:
        duration = parse_duration(value)
    except PodcatError as error:
        sink.add(node.line, f"unreadable duration: {error}", value)
        return None
    return duration or None  # feeds write 0 for "unknown"


def _enclosure(node: _Node | None, url_attribute: str, sink: Sink) -> Enclosure | None:
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


def _atom_text(node: _Node | None) -> tuple[str, tuple[str, ...]]:
    """An Atom text construct as plain text and links, by its ``type`` (text, html or xhtml)."""
    if node is None:
        return "", ()
    kind = node.attributes.get("type", "text").strip().lower()
    if kind == "xhtml":
        return to_plain_text(node.markup(), markup=True)
    if kind in ("html", "text/html"):
        return to_plain_text(node.string(), markup=True)
    return to_plain_text(node.string(), markup=False)


def _atom_link(parent: _Node, relation: str) -> _Node | None:
    for link in parent.find_all(_ATOM, "link"):
        if link.attributes.get("rel", "alternate").strip() == relation:
            return link
    return None


def _atom_show(feed: _Node) -> Show:
    author = feed.find(_ATOM, "author")
    alternate = _atom_link(feed, "alternate")
    itunes_image = feed.find(_ITUNES, "image")
    image = itunes_image.attributes.get("href", "").strip() if itunes_image is not None else ""
    return Show(
        title=_atom_text(feed.find(_ATOM, "title"))[0].replace("\n", " "),
        description=_atom_text(feed.find(_ATOM, "subtitle"))[0],
        author=(_text(author.find(_ATOM, "name")) if author is not None else "")
        or _text(feed.find(_ITUNES, "author"))
        or None,
        link=alternate.attributes.get("href", "").strip() or None if alternate is not None else None,
        image=image or _text(feed.find(_ATOM, "logo")) or _text(feed.find(_ATOM, "icon")) or None,
    )


def _atom(feed: _Node, sink: Sink) -> Catalog:
    if feed.namespace != _ATOM:
        sink.add(feed.line, "an Atom <feed> without the Atom namespace; read as Atom", f"<{feed.name}>")
        _adopt(feed)
    show = _atom_show(feed)
    episodes = []
    for entry in feed.find_all(_ATOM, "entry"):
        title = _atom_text(entry.find(_ATOM, "title"))[0].replace("\n", " ")
        if not title:
            sink.add(entry.line, "entry without a title", f"<{entry.name}>")
        published = _published(entry, ((_ATOM, "published"), (_ATOM, "updated"), (_ATOM, "issued")), sink)
        content = entry.find(_ATOM, "content")
        if content is None or not (content.string().strip() or content.children):
            content = entry.find(_ATOM, "summary")
        categories = [category.attributes.get("term", "") for category in entry.find_all(_ATOM, "category")]
        guid = _text(entry.find(_ATOM, "id"))
        enclosure = (_atom_link(entry, "enclosure"), "href")
        text = _atom_text(content)
        episodes.append(_episode(entry, title, published, text, categories, guid, enclosure, show.title, sink))
    return Catalog(show, episodes, sink.items)


def _adopt(feed: _Node) -> None:
    """Read un-namespaced elements as Atom ones (a ``<feed>`` that forgot ``xmlns``)."""
    for node in feed.walk():
        if node.namespace == "":
            node.namespace = _ATOM
