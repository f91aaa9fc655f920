"""One safe XML reader, for the feed import and the feed check: expat, with no DTD and no entities.

The document is read with the standard library's expat, which never loads anything over the network or from
disk, and a document that declares a DTD or entities is refused outright: no entity expansion (billion laughs),
no external entities (XXE). Where a document stops being well-formed, the tree holds what came before the break
and the break is a diagnostic.

Namespaces are matched by meaning, not spelling: any namespace URI that lowercases to the iTunes one counts
as iTunes (feeds write ``DTDs/Podcast``), a missing trailing slash on the content and Dublin Core URIs is
forgiven, and an undeclared ``itunes:``, ``content:``, ``dc:``, ``podcast:``, ``psc:`` or ``media:`` prefix is read
by its usual meaning. Each element carries the key of its namespace (``""`` for none), and `Tree.spellings` keeps
how each key's URIs were written.
"""

from __future__ import annotations

import codecs
import html
import itertools
import re
from collections.abc import Iterator
from typing import NamedTuple
from xml.parsers import expat

from podcat._errors import ListingParseError
from podcat._models import Diagnostic
from podcat._text import replace_surrogates

__all__ = [
    "ATOM", "CONTENT", "DC", "ITUNES", "ITUNES_URI", "MEDIA", "PODCAST", "PODCAST_URI", "PSC", "PSC_URI", "RDF",
    "UNSAFE_MESSAGE", "Node", "Tree", "bom_encoding", "bytes_head", "looks_like_feed", "read_tree",
]

UNSAFE_MESSAGE = "refusing a feed with a DTD or entity declarations (unsafe XML)"
ITUNES_URI = "http://www.itunes.com/dtds/podcast-1.0.dtd"
PODCAST_URI = "https://podcastindex.org/namespace/1.0"  # Podcasting 2.0
PSC_URI = "http://podlove.org/simple-chapters"  # Podlove Simple Chapters

# Namespace keys: every spelling of a namespace URI is reduced to one short key; "" is plain RSS.
ITUNES, CONTENT, DC, ATOM, RDF = "itunes", "content", "dc", "atom", "rdf"
PODCAST, PSC, MEDIA = "podcast", "psc", "media"
_NAMESPACES = {
    ITUNES_URI: ITUNES,
    "http://purl.org/rss/1.0/modules/content": CONTENT,
    "http://purl.org/dc/elements/1.1": DC,
    "http://www.w3.org/2005/atom": ATOM,
    "http://purl.org/atom/ns#": ATOM,  # Atom 0.3
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": RDF,
    "http://purl.org/rss/1.0": "",  # RSS 1.0 elements are the RSS elements
    "http://my.netscape.com/rdf/simple/0.9": "",  # RSS 0.90
    "http://backend.userland.com/rss2": "",  # RSS 2.0 as UserLand first namespaced it
    "http://backend.userland.com/rss": "",
    PODCAST_URI: PODCAST,
    "https://github.com/podcastindex-org/podcast-namespace/blob/main/docs/1.0.md": PODCAST,  # its first URI
    PSC_URI: PSC,
    "http://search.yahoo.com/mrss": MEDIA,  # Media RSS
}
# Prefixes feeds use without declaring them, read by their usual meaning.
_USUAL_PREFIXES = {
    "itunes": ITUNES, "content": CONTENT, "dc": DC, "atom": ATOM, "rdf": RDF, "podcast": PODCAST, "psc": PSC,
    "media": MEDIA,
}
# Leading characters a feed may have before ``<?xml`` although XML forbids them (BOM, blank lines).
_LEADING = " \t\r\n\ufeff"
_LEADING_BYTES = b" \t\r\n"
# Byte order marks, the longer first (UTF-32's little-endian one starts like UTF-16's).
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"), (codecs.BOM_UTF32_BE, "utf-32-be"), (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# How a document without a BOM starts, when its encoding is not ASCII-compatible (XML 1.0, appendix F):
# ``<`` (or ``<?``) as UTF-32 or UTF-16 of either byte order, and ``<?xm`` in EBCDIC.
_UNMARKED = (
    (b"\0\0\0<", "utf-32-be"), (b"<\0\0\0", "utf-32-le"), (b"\0<\0?", "utf-16-be"), (b"<\0?\0", "utf-16-le"),
    (b"\x4c\x6f\xa7\x94", "cp037"),
)
# The encoding an XML declaration names (its quotes differ in some EBCDIC code pages: any one character).
_DECLARED_RE = re.compile(r"\s*<\?xml\s[^>]{0,200}?encoding\s*=\s*\S([A-Za-z][\w.:+-]{0,60})")

# The root element of a feed: <rss, <feed, <rdf:RDF (any prefix).
_ROOT_RE = re.compile(r"<(?:rss|feed|(?:[A-Za-z_][\w.-]{0,40}:)?RDF)[\s>/]")
# What XML lets come before the root: the declaration and other processing instructions (stylesheets),
# comments, a document type (its internal subset included) and white space.
_PROLOG_RE = re.compile(r"(?:<\?.*?\?>|<!--.*?-->|<!DOCTYPE(?:[^\[>]|\[[^\]]*\])*>|\s)*", re.DOTALL)
# How far into a document the feed's root element may start (after the XML declaration, stylesheets, comments).
_HEAD = 16384


def looks_like_feed(head: str) -> bool:
    """Say whether a document starting with ``head`` is an RSS or Atom feed: a feed root early on, with only what
    XML allows before it (a text listing that mentions ``<feed>`` is no feed)."""
    stripped = head[: _HEAD * 2].lstrip(_LEADING)
    prolog_end = _PROLOG_RE.match(stripped).end()  # type: ignore[union-attr]  # matches, at worst empty
    return prolog_end < _HEAD and _ROOT_RE.match(stripped, prolog_end) is not None


def bom_encoding(data: bytes) -> str | None:
    """The encoding ``data``'s byte order mark names (UTF-8, UTF-16 or UTF-32), or None without one."""
    return next((name for bom, name in _BOMS if data.startswith(bom)), None)


def _family(data: bytes) -> tuple[str, int]:
    """The encoding the start of ``data`` shows (by a BOM, or by how ``<`` is written), and the BOM's length.

    Every other document is read as ASCII-compatible (latin-1) until its declaration says more.
    """
    for bom, name in _BOMS:
        if data.startswith(bom):
            return name, len(bom)
    return next((name for start, name in _UNMARKED if data.startswith(start)), "latin-1"), 0


def bytes_head(data: bytes) -> str:
    """Decode enough of ``data`` to recognize a feed, whatever its encoding."""
    name, bom = _family(data)
    return data[bom : bom + _HEAD * 4].decode(name, errors="ignore")


class Node:
    """One XML element: namespace key, local name, attributes, text, children and its line."""

    __slots__ = ("attributes", "children", "line", "name", "namespace", "tail", "text")

    def __init__(self, namespace: str, name: str, attributes: dict[str, str], line: int) -> None:
        self.namespace = namespace
        self.name = name
        self.attributes = attributes
        self.line = line
        self.text: list[str] = []
        self.tail: list[str] = []
        self.children: list[Node] = []

    def find(self, namespace: str, name: str) -> Node | None:
        """The first child with this namespace key and local name."""
        for child in self.children:
            if child.name == name and child.namespace == namespace:
                return child
        return None

    def find_all(self, namespace: str, name: str) -> Iterator[Node]:
        """Every child with this namespace key and local name, in order."""
        return (child for child in self.children if child.name == name and child.namespace == namespace)

    def string(self) -> str:
        """The element's own text (CDATA included), without its children's."""
        return "".join(self.text)

    def markup(self) -> str:
        """The element's content written back as markup (for Atom ``type="xhtml"``); no recursion."""
        parts = [_escape(self.string())]
        pending: list[Node | str] = [*reversed(self.children)]
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

    def walk(self) -> Iterator[Node]:
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

class Tree(NamedTuple):
    """A read document: its root element (None when nothing could be read), the diagnostics of the reading, and
    each namespace key's URIs as the document wrote them."""

    root: Node | None
    diagnostics: list[Diagnostic]
    spellings: dict[str, set[str]]


class _Unsafe(Exception):
    """Raised from inside expat when a document declares a DTD or entities."""


class _TreeBuilder:
    """Builds `Node`s from expat events, resolving namespace prefixes itself (undeclared ones too).

    The namespaces in scope are one stack of URIs per prefix, and each open element remembers the prefixes it
    declared: a declaration costs the same at any depth, whatever else is in scope.
    """

    def __init__(self, parser: expat.XMLParserType, line_offset: int, path: str | None) -> None:
        self.parser = parser
        self.line_offset = line_offset
        self.path = path
        self.root: Node | None = None
        self.stack: list[Node] = []
        self.bindings: dict[str, list[str]] = {}
        self.declared: list[list[str]] = []
        self.keys: dict[str, str] = {}
        self.diagnostics: list[Diagnostic] = []
        self.undeclared: set[str] = set()
        self.spellings: dict[str, set[str]] = {}

    def start(self, tag: str, attributes: dict[str, str]) -> None:
        declared = [key[6:] for key in attributes if key.startswith("xmlns") and key[5:6] in ("", ":")]
        for prefix in declared:
            self.bindings.setdefault(prefix, []).append(attributes.pop("xmlns:" + prefix if prefix else "xmlns"))
        self.declared.append(declared)
        prefix, _, name = tag.rpartition(":")
        line = self.parser.CurrentLineNumber + self.line_offset
        node = Node(self._key(prefix, line), name, attributes, line)
        if self.stack:
            self.stack[-1].children.append(node)
        else:
            self.root = node
        self.stack.append(node)

    def end(self, _tag: str) -> None:
        self.stack.pop()
        for prefix in self.declared.pop():
            self.bindings[prefix].pop()

    def characters(self, text: str) -> None:
        if self.stack:
            current = self.stack[-1]
            (current.children[-1].tail if current.children else current.text).append(text)

    def _key(self, prefix: str, line: int) -> str:
        uris = self.bindings.get(prefix)
        if not uris:
            if not prefix:
                return ""
            if prefix not in self.undeclared:
                self.undeclared.add(prefix)
                message = f"namespace prefix {prefix!r} is not declared; read by its usual meaning"
                self.diagnostics.append(Diagnostic(line, message, prefix, self.path))
            return _USUAL_PREFIXES.get(prefix.lower(), prefix)
        uri = uris[-1]
        key = self.keys.get(uri)
        if key is None:
            normalized = uri.strip().lower()
            key = self.keys[uri] = _NAMESPACES.get(normalized, _NAMESPACES.get(normalized.rstrip("/"), uri))
            self.spellings.setdefault(key, set()).add(uri)
        return key


def _refuse(*_: object) -> int:
    raise _Unsafe


def read_tree(data: str | bytes, path: str | None) -> Tree:
    """Read XML safely: raise `ListingParseError` on unsafe XML; malformed XML ends the tree early.

    Where the XML breaks, a diagnostic says so and the tree holds what came before (None when nothing did).
    Bytes are read in the encoding their BOM or XML declaration names, any text encoding Python knows; an
    unknown or non-text one raises `ListingParseError`. Undecodable bytes and lone surrogates become U+FFFD,
    with a diagnostic.
    """
    data, found = _readable(data, path)
    line_offset, column_offset, data = _strip_leading(data)
    parser = expat.ParserCreate()
    builder = _TreeBuilder(parser, line_offset, path)
    builder.diagnostics.extend(found)
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
    finally:  # the handlers hold the builder, which holds the parser: the tree would wait for a full collection
        parser.StartElementHandler = parser.EndElementHandler = parser.CharacterDataHandler = None
    return Tree(builder.root, builder.diagnostics, builder.spellings)


def _readable(data: str | bytes, path: str | None) -> tuple[str | bytes, list[Diagnostic]]:
    """``data`` as expat is given it: UTF-8 bytes as they are (expat reads them), bytes in any other encoding
    decoded here (expat itself knows four), and text with lone surrogates replaced; with the diagnostics."""
    if isinstance(data, bytes):
        data, found = _decoded(data, path)
        if isinstance(data, bytes):
            return data, found
    else:
        found = []
    text, repaired = replace_surrogates(data)
    found += [Diagnostic(index + 1, "lone surrogate replaced with U+FFFD", line, path) for index, line in repaired]
    return text, found


def _decoded(data: bytes, path: str | None) -> tuple[str | bytes, list[Diagnostic]]:
    """Bytes in the encoding their BOM (else their XML declaration) names, as text; UTF-8 stays bytes."""
    family, bom = _family(data)
    declared = _DECLARED_RE.match(data[bom : bom + 512].decode(family, errors="replace"))
    declared_name = declared[1] if declared else "utf-8"
    if family in ("utf-8", "latin-1") and declared_name.lower() == "utf-8":  # expat reads it as it is
        return data, []
    # A BOM (or UTF-16/32 without one) decides the encoding, as XML 1.0 says; else the declaration does.
    name = declared_name if family in ("latin-1", "cp037") and declared else family
    body = data[bom:]
    try:
        return body.decode(name), []
    except LookupError as error:  # unknown, or not a text encoding (rot13, base64)
        reason = "not a text encoding" if "text encoding" in str(error) else "unknown encoding"
    except UnicodeDecodeError as error:
        try:
            text = body.decode(name, errors="replace")
        except ValueError:  # a codec that has no "replace" (idna)
            reason = f"not valid {name}"
        else:
            line = body[: error.start].decode(name, errors="replace").count("\n") + 1
            message = f"bytes that are not valid {name} replaced with U+FFFD"
            return text, [Diagnostic(line, message, _line_text(text, line), path)]
    except ValueError as error:  # a codec that refuses the data outright
        reason = f"not valid {name}: {error}"
    first_line = data[: data.find(b"\n") + 1 or len(data)].decode("latin-1").strip()[:200]
    message = f"cannot read the feed's encoding {name!r}: {reason}"
    raise ListingParseError(message, lineno=1, text=first_line, path=path)


def _strip_leading(data: str | bytes) -> tuple[int, int, str | bytes]:
    """Drop the BOM and blank lines some feeds put before ``<?xml``; return the lines and columns dropped."""
    if isinstance(data, str):
        body_text = data.removeprefix("\ufeff")
        stripped_text = body_text.lstrip(_LEADING)
        dropped_text = body_text[: len(body_text) - len(stripped_text)]
        return dropped_text.count("\n"), len(dropped_text) - dropped_text.rfind("\n") - 1, stripped_text
    body = data.removeprefix(codecs.BOM_UTF8)
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
