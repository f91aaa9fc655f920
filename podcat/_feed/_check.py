"""What Apple Podcasts requires of an RSS feed, checked on the XML: `check_feed` and Apple's category table."""

from __future__ import annotations

import codecs
import re
from collections import Counter
from collections.abc import Iterable

from podcat._errors import FeedError, ListingParseError
from podcat._xml import ITUNES, ITUNES_URI, Node, read_tree

__all__ = ["APPLE_CATEGORIES", "category_problems", "check_feed", "is_email", "is_language_tag", "is_web_url"]

_APPLE_DESCRIPTION_LIMIT = 4000
# An absolute web URL: http or https, "://", a host, and no white space anywhere.
_WEB_URL_RE = re.compile(r"https?://[^\s/?#]+[^\s]*", re.IGNORECASE)
# An email address: no white space, one "@", and a domain with a dot in it.
_EMAIL_RE = re.compile(r"[^@\s]+@[^@\s.]+(?:\.[^@\s.]+)+")
# A language tag (RFC 5646, as RSS's <language> takes one): a language of two or three letters, then subtags of
# letters and digits (en, en-US, de-CH-1996, zh-Hant-TW).
_LANGUAGE_RE = re.compile(r"[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*")


def is_web_url(text: str) -> bool:
    """Whether ``text`` is an absolute http(s) URL, as feed links, artwork and enclosures must be."""
    return _WEB_URL_RE.fullmatch(text) is not None


def is_email(text: str) -> bool:
    """Whether ``text`` looks like an email address (Apple mails the owner's address to verify it)."""
    return _EMAIL_RE.fullmatch(text) is not None


def is_language_tag(text: str) -> bool:
    """Whether ``text`` is a language tag such as ``en`` or ``en-US``."""
    return _LANGUAGE_RE.fullmatch(text) is not None

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
    """The root element of ``xml`` and its namespace spellings; raises `FeedError` when it declares a DTD or is not
    well-formed."""
    try:
        root, diagnostics, spellings = read_tree(xml, None)
    except ListingParseError:
        raise FeedError("the feed declares a DTD (<!DOCTYPE>); refusing to read it") from None
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
    problems += category_problems(map(_category_texts, categories))
    problems += _channel_value_problems(channel)
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
    urls = [found.get("url", "").strip() for found in attributes]
    repeated = Counter(url for url in urls if url)
    shared = [index for index, url in enumerate(urls) if repeated[url] > 1]
    relative = [index for index, url in enumerate(urls) if url and not is_web_url(url)]
    links = [_text(item, "link").strip() for item in items]
    relative_links = [index for index, link in enumerate(links) if link and not is_web_url(link)]
    problems += _count(items, untitled, "no <title>")
    problems += _count(items, missing, "no <enclosure>")
    problems += _count(items, incomplete, "an <enclosure> without url, type or a numeric length")
    if unplayable:
        such_as = f"such as {types[unplayable[0]]!r}"
        problems += _count(items, unplayable, f"an <enclosure> type that is neither audio/ nor video/, {such_as}")
    problems += _count(items, relative, "an <enclosure> url that is not an absolute http(s) URL")
    problems += _count(items, shared, "the same <enclosure> url as another item (apps take them for one episode)")
    problems += _count(items, relative_links, "a <link> that is not an absolute http(s) URL")
    return problems


def _category_texts(category: Node) -> tuple[str, list[str]]:
    """An ``itunes:category``'s text and the texts of the subcategories nested in it."""
    subcategories = category.find_all(ITUNES, "category")
    return category.attributes.get("text", ""), [sub.attributes.get("text", "") for sub in subcategories]


def _channel_value_problems(channel: Node) -> list[str]:
    """The channel's link, artwork, owner email and language, where one is given but is not what it must be."""
    image = channel.find(ITUNES, "image")
    urls = {
        "<link>": _text(channel, "link").strip(),
        "<itunes:image href=...>": "" if image is None else image.attributes.get("href", "").strip(),
    }
    problems = [
        f"channel: {what} {url!r} is not an absolute http(s) URL" for what, url in urls.items()
        if url and not is_web_url(url)
    ]
    owner = channel.find(ITUNES, "owner")
    email = "" if owner is None else _text(owner, "email", ITUNES).strip()
    if email and not is_email(email):
        problems.append(f"channel: <itunes:email> {email!r} is not an email address")
    language = _text(channel, "language").strip()
    if language and not is_language_tag(language):
        problems.append(f"channel: <language> {language!r} is not a language tag (such as en or en-US)")
    return problems


def category_problems(categories: Iterable[tuple[str, Iterable[str]]]) -> list[str]:
    """One message for each category (a name and its subcategories) that is not one of Apple's, and each
    subcategory not Apple's of its category; an empty name is not one."""
    problems: list[str] = []
    for name, subs in categories:
        subcategories = APPLE_CATEGORIES.get(name)
        if subcategories is None:
            if name:
                problems.append(f"channel: <itunes:category> {name!r} is not an Apple Podcasts category")
            continue
        problems += [
            f"channel: <itunes:category> {sub!r} is not an Apple Podcasts subcategory of {name!r}"
            for sub in subs
            if sub not in subcategories
        ]
    return list(dict.fromkeys(problems))  # a category written twice is one problem
