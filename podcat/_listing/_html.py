"""Show notes to plain text: HTML tags removed, paragraphs and line breaks kept, entities decoded.

A small linear scanner (``str.find`` from tag to tag) rather than `html.parser`: show notes are often
broken HTML, and no input, however malformed or large, should make the work more than linear.
"""

from __future__ import annotations

import html
import re

from podcat._links import find_links
from podcat._text import PLAIN_SPACES

# Elements that end a paragraph: a blank line before and after their content.
_BLOCKS = frozenset(
    ("address", "article", "aside", "blockquote", "dl", "div", "figure", "footer", "form", "h1", "h2", "h3", "h4",
     "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre", "section", "table", "ul")
)
# Elements that start a new line (list items, rows, definitions) and ``<br>``.
_LINES = frozenset(("br", "dd", "dt", "li", "tr"))
# Elements whose content is not text for a reader.
_HIDDEN = frozenset(("script", "style"))
# A tag name after ``<`` or ``</``.
_NAME_RE = re.compile(r"[A-Za-z][A-Za-z0-9:-]{0,40}")
# An ``href`` attribute inside one tag's text, quoted or not.
_HREF_RE = re.compile(r"""\shref\s{0,20}=\s{0,20}(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))""", re.IGNORECASE)
# The closing tag of a hidden element, e.g. ``</script >``.
_HIDDEN_END_RE = {name: re.compile(rf"</{name}\s{{0,20}}>", re.IGNORECASE) for name in _HIDDEN}
# Something that only HTML has: a tag, a closing tag or a comment (``a < b`` is not HTML).
_HTML_HINT_RE = re.compile(r"<(?:[A-Za-z][A-Za-z0-9]{0,40}[\s/>]|/[A-Za-z]|!--)")
# In HTML, odd spaces and also the odd line ends of the source.
_HTML_SPACES = {**PLAIN_SPACES, **str.maketrans(dict.fromkeys("\r\f\v", "\n"))}

_LINE = "\n"
_PARAGRAPH = "\n\n"


def looks_like_html(text: str) -> bool:
    """Say whether ``text`` holds HTML markup (tags or comments), not just characters such as ``<``."""
    return _HTML_HINT_RE.search(text) is not None


def to_plain_text(text: str, *, markup: bool | None = None) -> tuple[str, tuple[str, ...]]:
    """Turn show notes into ``(plain text, links)``; ``markup=None`` decides HTML or plain text by content.

    HTML: tags removed, whitespace collapsed, ``<p>``-like elements give blank lines and ``<br>``/``<li>``
    line breaks, entities decoded. Plain text keeps its own line breaks. Links are the ``<a href>`` URLs
    and the URLs in the text, in order, without duplicates.
    """
    if markup is None:
        markup = looks_like_html(text)
    if not markup:
        return plain_text(html.unescape(text))
    pieces: list[str] = []
    links: list[str] = []
    position = 0
    end = len(text)
    while position < end:
        opening = text.find("<", position)
        if opening < 0:
            _add_text(text[position:], pieces, links)
            break
        _add_text(text[position:opening], pieces, links)
        position = _read_markup(text, opening, pieces, links)
    plain = _tidy("".join(pieces))
    return plain, tuple(dict.fromkeys(links))


def plain_text(text: str) -> tuple[str, tuple[str, ...]]:
    """Turn text that is plain by its own account (Atom ``type="text"``) into ``(text, links)``: lines tidied as
    `to_plain_text` tidies them, and nothing decoded (``&amp;`` stays as written)."""
    plain = _tidy(text.replace("\r\n", "\n").replace("\r", "\n"))
    return plain, find_links(plain)


def _read_markup(text: str, opening: int, pieces: list[str], links: list[str]) -> int:
    """Handle the markup at ``text[opening] == "<"``; return where the text after it starts."""
    if text.startswith("<!--", opening):
        closing = text.find("-->", opening + 4)
        return len(text) if closing < 0 else closing + 3
    if text.startswith(("<!", "<?"), opening):
        closing = text.find(">", opening)
        return len(text) if closing < 0 else closing + 1
    is_end = text.startswith("</", opening)
    name_match = _NAME_RE.match(text, opening + (2 if is_end else 1))
    if name_match is None:  # a lone "<" is text
        _add_text("<", pieces, links)
        return opening + 1
    closing = text.find(">", opening)
    if closing < 0:  # no tag can end from here on: the rest is text (and no second search is needed)
        _add_text(text[opening:], pieces, links)
        return len(text)
    name = name_match.group(0).lower()
    if name in _BLOCKS:
        pieces.append(_PARAGRAPH)
    elif name in _LINES and not is_end:  # "</li>" adds nothing, and "</br>" from XHTML is no second break
        pieces.append(_LINE)
    elif name in _HIDDEN and not is_end:
        hidden_end = _HIDDEN_END_RE[name].search(text, closing + 1)
        return len(text) if hidden_end is None else hidden_end.end()
    if name == "a" and not is_end:
        href = _HREF_RE.search(text, name_match.end(), closing)
        if href is not None:
            url = html.unescape(next(group for group in href.groups() if group is not None)).strip()
            if url.startswith(("http://", "https://")):
                links.append(url)
    return closing + 1


def _add_text(raw: str, pieces: list[str], links: list[str]) -> None:
    """Add a run of HTML text: entities decoded, each source line break with the spaces around it made one space.

    Runs of plain spaces are kept as written (a browser would show one): text written with two spaces after a
    full stop reads back the same.
    """
    if not raw:
        return
    value = (html.unescape(raw) if "&" in raw else raw).translate(_HTML_SPACES)
    links.extend(find_links(value))
    if "\n" in value:
        first, *middle, last = value.split("\n")
        kept = [first.rstrip(), *(part.strip() for part in middle if part.strip()), last.lstrip()]
        value = " ".join(kept)
    pieces.append(value)


def _tidy(text: str) -> str:
    """Strip each line, keep single line breaks, and make every paragraph break exactly one blank line."""
    paragraphs: list[list[str]] = [[]]
    for line in text.translate(PLAIN_SPACES).split("\n"):
        stripped = line.strip()
        if stripped:
            paragraphs[-1].append(stripped)
        elif paragraphs[-1]:
            paragraphs.append([])
    return "\n\n".join("\n".join(lines) for lines in paragraphs if lines)
