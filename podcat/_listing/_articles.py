"""The article index layout: blocks of a title, summary paragraphs, then ``Read more``.

Entries have no date and no duration; summaries keep their paragraphs and list lines.
"""

from __future__ import annotations

from podcat._links import find_links
from podcat._listing._text import is_read_more, join_paragraphs, paragraphs, stable_guid
from podcat._models import Catalog, Diagnostic, Episode, SourceRef
from podcat._text import plain_spaces


def parse_articles(text: str, path: str | None) -> Catalog:
    """Parse text in the article index layout; a trailing block without ``Read more`` is kept and reported."""
    lines = [plain_spaces(line) for line in text.split("\n")]
    entries: list[Episode] = []
    diagnostics: list[Diagnostic] = []
    start = 0
    for index, line in enumerate(lines):
        if is_read_more(line):
            entry = _entry(lines, start, index, path)
            if entry is None:
                diagnostics.append(Diagnostic(index + 1, "'Read more' without an entry above it", line.strip(), path))
            else:
                entries.append(entry)
            start = index + 1
    trailing = _entry(lines, start, len(lines), path)
    if trailing is not None:
        entries.append(trailing)
        message = f"entry {trailing.title!r} has no 'Read more' (listing cut off?)"
        diagnostics.append(Diagnostic.at(trailing.source, message, trailing.title))
    return Catalog(None, entries, diagnostics)


def _entry(lines: list[str], start: int, stop: int, path: str | None) -> Episode | None:
    blocks = list(paragraphs(lines, start, stop))
    if not blocks:
        return None
    first_index, first = blocks[0]
    title = first[0]
    summary_blocks = [block for _, block in blocks[1:]]
    if len(first) > 1:  # summary text directly under the title, without a blank line
        summary_blocks.insert(0, first[1:])
    summary = join_paragraphs(summary_blocks)
    return Episode(
        title=title,
        description=summary,
        links=find_links(summary),
        guid=stable_guid("", title, None),  # entries have no show: their guid follows from the title alone
        source=SourceRef(path, first_index + 1),
    )
