"""What Apple Podcasts requires of an RSS feed, checked on the XML: `check_feed` and Apple's category table."""

from __future__ import annotations

import codecs

from podcat._errors import FeedError, ListingParseError
from podcat._xml import ITUNES, ITUNES_URI, UNSAFE_MESSAGE, Node, read_tree

__all__ = ["APPLE_CATEGORIES", "check_feed"]

_APPLE_DESCRIPTION_LIMIT = 4000

# Apple Podcasts' categories, each with its subcategories, as an itunes:category's text must spell them
# (https://podcasters.apple.com/support/1691-apple-podcasts-categories, the list of 2019 still current).
APPLE_CATEGORIES: dict[str, frozenset[str]] = {
    "Arts": frozenset({"Books", "Design", "Fashion & Beauty", "Food", "Performing Arts", "Visual Arts"}),
    "Business": frozenset({"Careers", "Entrepreneurship", "Investing", "Management", "Marketing", "Non-Profit"}),
    "Comedy": frozenset({"Comedy Interviews", "Improv", "Stand-Up"}),
    "Education": frozenset({"Courses", "How To", "Language Learning", "Self-Improvement"}),
    "Fiction": frozenset({"Comedy Fiction", "Drama", "Science Fiction"}),
    "Government": frozenset(),
    "History": frozenset(),
    "Health & Fitness": frozenset(
        {"Alternative Health", "Fitness", "Medicine", "Mental Health", "Nutrition", "Sexuality"}
    ),
    "Kids & Family": frozenset({"Education for Kids", "Parenting", "Pets & Animals", "Stories for Kids"}),
    "Leisure": frozenset(
        {"Animation & Manga", "Automotive", "Aviation", "Crafts", "Games", "Hobbies", "Home & Garden", "Video Games"}
    ),
    "Music": frozenset({"Music Commentary", "Music History", "Music Interviews"}),
    "News": frozenset(
        {"Business News", "Daily News", "Entertainment News", "News Commentary", "Politics", "Sports News",
         "Tech News"}
    ),
    "Religion & Spirituality": frozenset(
        {"Buddhism", "Christianity", "Hinduism", "Islam", "Judaism", "Religion", "Spirituality"}
    ),
    "Science": frozenset(
        {"Astronomy", "Chemistry", "Earth Sciences", "Life Sciences", "Mathematics", "Natural Sciences", "Nature",
         "Physics", "Social Sciences"}
    ),
    "Society & Culture": frozenset(
        {"Documentary", "Personal Journals", "Philosophy", "Places & Travel", "Relationships"}
    ),
    "Sports": frozenset(
        {"Baseball", "Basketball", "Cricket", "Fantasy Sports", "Football", "Golf", "Hockey", "Rugby", "Running",
         "Soccer", "Swimming", "Tennis", "Volleyball", "Wilderness", "Wrestling"}
    ),
    "Technology": frozenset(),
    "True Crime": frozenset(),
    "TV & Film": frozenset({"After Shows", "Film History", "Film Interviews", "Film Reviews", "TV Reviews"}),
}


def _read(xml: bytes) -> tuple[Node, dict[str, set[str]]]:
    """The root element of ``xml`` and its namespace spellings; raises `FeedError` when it declares a DTD, names an
    encoding that cannot be read, or is not well-formed."""
    try:
        root, diagnostics, spellings = read_tree(xml, None)
    except ListingParseError as error:
        if error.msg == UNSAFE_MESSAGE:
            raise FeedError("the feed declares a DTD (<!DOCTYPE>); refusing to read it") from None
        raise FeedError(error.msg) from None
    broken = [diagnostic for diagnostic in diagnostics if diagnostic.message.startswith("not well-formed")]
    if root is None or broken:
        where = f" (line {broken[0].line}): {broken[0].message}" if broken else ""
        raise FeedError(f"not well-formed XML{where}")
    return root, spellings


def _text(parent: Node, name: str, namespace: str = "") -> str:
    node = parent.find(namespace, name)
    return node.string() if node is not None else ""


def _count(items: list[Node], lacking: list[int], what: str) -> list[str]:
    """One message for all the items that lack something, naming the first of them."""
    if not lacking:
        return []
    first = _text(items[lacking[0]], "title")
    return [f"{len(lacking)} of {len(items)} items have {what} (first: item {lacking[0] + 1}, {first.strip()!r})"]


def check_feed(xml: bytes, /) -> list[str]:
    """List what Apple Podcasts requires of an RSS feed and ``xml`` lacks, one message each; empty when nothing.

    Channel: title, description (at most 4000 characters), language, ``itunes:image``, ``itunes:category`` (the
    channel's own, each one of Apple's categories and its subcategories of that category's), ``itunes:explicit``
    as ``true`` or ``false``, at least one item; items: a title and an enclosure with url, length and a type
    Apple plays (``audio/...`` or ``video/...``).
    White space before the XML declaration and an iTunes namespace spelled in other case, which podcat reads
    (other readers may not), are reported and the rest checked. Raises `FeedError` when ``xml`` is not
    well-formed or declares a DTD.
    """
    problems: list[str] = []
    bom = codecs.BOM_UTF8 if xml.startswith(codecs.BOM_UTF8) else b""
    body = xml[len(bom) :]
    if body[:1].isspace() and body.lstrip().startswith(b"<?xml"):
        problems.append("white space before <?xml ...?>: not well-formed XML, which some apps refuse")
        xml = bom + body.lstrip()
    root, spellings = _read(xml)
    problems += [
        f"the iTunes namespace is written {spelling!r}; Apple documents {ITUNES_URI!r}"
        for spelling in sorted(spellings.get(ITUNES, ()))
        if spelling != ITUNES_URI
    ]
    channel = root.find("", "channel")
    if root.name != "rss" or root.namespace or channel is None:
        return [*problems, f"not an RSS 2.0 feed (root <{root.name}>): Apple Podcasts reads <rss><channel>"]
    required = ("title", "description", "language")
    problems += [f"channel: no <{tag}>" for tag in required if not _text(channel, tag).strip()]
    if len(_text(channel, "description")) > _APPLE_DESCRIPTION_LIMIT:
        problems.append(f"channel: <description> longer than {_APPLE_DESCRIPTION_LIMIT} characters")
    image = channel.find(ITUNES, "image")
    if image is None or not image.attributes.get("href", "").strip():
        problems.append("channel: no <itunes:image href=...> (square artwork, 1400 to 3000 pixels)")
    categories = list(channel.find_all(ITUNES, "category"))  # the channel's own: an item's does not count
    if not any(category.attributes.get("text") for category in categories):
        problems.append("channel: no <itunes:category text=...>")
    problems += _category_problems(categories)
    explicit = _text(channel, "explicit", ITUNES).strip()
    if explicit not in ("true", "false"):  # Apple no longer documents yes, no or clean
        problems.append(f"channel: <itunes:explicit> must be true or false, got {explicit!r}" if explicit
                        else "channel: no <itunes:explicit> (true or false)")
    items = list(channel.find_all("", "item"))
    if not items:
        problems.append("channel: no <item> (at least one episode)")
    untitled = [index for index, item in enumerate(items) if not _text(item, "title").strip()]
    enclosures = [item.find("", "enclosure") for item in items]
    attributes = [enclosure.attributes if enclosure is not None else {} for enclosure in enclosures]
    missing = [index for index, enclosure in enumerate(enclosures) if enclosure is None]
    incomplete = [
        index
        for index, (enclosure, found) in enumerate(zip(enclosures, attributes, strict=True))
        if enclosure is not None
        and not (found.get("url") and found.get("type") and found.get("length", "").isdigit())
    ]
    types = [found.get("type", "") for found in attributes]
    unplayable = [index for index, kind in enumerate(types) if kind and not kind.startswith(("audio/", "video/"))]
    problems += _count(items, untitled, "no <title>")
    problems += _count(items, missing, "no <enclosure>")
    problems += _count(items, incomplete, "an <enclosure> without url, type or a numeric length")
    if unplayable:
        such_as = f"such as {types[unplayable[0]]!r}"
        problems += _count(items, unplayable, f"an <enclosure> type that is neither audio/ nor video/, {such_as}")
    return problems


def _category_problems(categories: list[Node]) -> list[str]:
    """One message for each ``itunes:category`` that is not one of Apple's, or not a subcategory of its parent."""
    problems: list[str] = []
    for category in categories:
        name = category.attributes.get("text", "")
        subcategories = APPLE_CATEGORIES.get(name)
        if subcategories is None:
            if name:
                problems.append(f"channel: <itunes:category> {name!r} is not an Apple Podcasts category")
            continue
        problems += [
            f"channel: <itunes:category> {sub!r} is not an Apple Podcasts subcategory of {name!r}"
            for child in category.find_all(ITUNES, "category")
            if (sub := child.attributes.get("text", "")) not in subcategories
        ]
    return list(dict.fromkeys(problems))  # a category written twice is one problem
