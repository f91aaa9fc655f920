"""Episode and show descriptions as feed HTML: the text escaped, paragraphs and line breaks kept, links clickable."""

from __future__ import annotations

import html
import re

from podcat._links import trim_url

__all__ = ["description_html"]

# A web address in HTML-escaped text, to the next space, quote or markup character (trailing sentence
# punctuation is not part of it). An address's own ``&`` is escaped to ``&amp;``, which the address takes in;
# any other ``&`` (``&lt;``, ``&gt;``) stands for a character no address holds, and ends it.
_ESCAPED_WEB_URL_RE = re.compile(r"https?://[^\s<>\"'`&]*(?:&amp;[^\s<>\"'`&]*)*")


_PARAGRAPH_BREAK_RE = re.compile(r"\n\s*\n")


def description_html(text: str, links: tuple[str, ...] = ()) -> str:
    """Plain text as HTML: markup escaped (shown, never interpreted), paragraphs kept, and every one of ``links``
    shown: a link where the text has it, else in a last paragraph, one a line, in order (show notes read from
    HTML keep a link's address in ``links`` but only the words it was on in the text)."""
    linked: set[str] = set()
    wanted = frozenset(links)  # looked up once per address in the text: a set, however many links
    if "\n" not in text:  # the usual listing description: one line, one paragraph
        line = text.strip()
        body = f"<p>{_line_html(line, wanted, linked)}</p>" if line else ""
    else:
        paragraphs = (block.strip() for block in _PARAGRAPH_BREAK_RE.split(text))
        body = "\n".join(
            "<p>" + "<br>\n".join(_line_html(line, wanted, linked) for line in block.split("\n")) + "</p>"
            for block in paragraphs
            if block
        )
    unshown = [link for link in dict.fromkeys(links) if link not in linked] if len(linked) < len(links) else ()
    if not unshown:
        return body
    last = "<p>" + "<br>\n".join(_link_html(link) for link in unshown) + "</p>"
    return f"{body}\n{last}" if body else last


def _line_html(line: str, links: frozenset[str], linked: set[str]) -> str:
    """One line as HTML, the web addresses among ``links`` made links (and added to ``linked``). The line is
    escaped first: an address holds no ``<``, ``>`` or quote, so escaping changes only its ``&``, and the link
    shows it escaped."""
    escaped = html.escape(line, quote=False)
    if not links or "://" not in line:
        return escaped

    def anchor(match: re.Match[str]) -> str:
        found = match.group().replace("&amp;", "&")
        url = trim_url(found)
        if url not in links:
            return match.group()
        linked.add(url)
        shown = url.replace("&", "&amp;")
        return f'<a href="{shown}">{shown}</a>{found[len(url):]}'  # what follows is trailing punctuation

    return _ESCAPED_WEB_URL_RE.sub(anchor, escaped)


def _link_html(url: str) -> str:
    """A web address as a link showing itself, escaped; anything else (``javascript:``, a relative path) as text
    only, never a link a reader would follow or run."""
    shown = html.escape(url)
    return f'<a href="{shown}">{shown}</a>' if url.startswith(("http://", "https://")) else shown
