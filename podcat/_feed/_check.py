"""What Apple Podcasts requires of an RSS feed, checked on the XML: `check_feed` and Apple's category table."""

from __future__ import annotations

import codecs
import re
from collections import Counter
from collections.abc import Iterable

from podcat._errors import FeedError, ListingParseError
from podcat._models import APPLE_CATEGORIES
from podcat._normalize import parse_duration
from podcat._xml import ITUNES, ITUNES_URI, PODCAST, PSC, UNSAFE_MESSAGE, Node, read_tree

__all__ = [
    "APPLE_CATEGORIES", "PERSON_GROUPS", "PERSON_ROLES", "TRANSCRIPT_TYPES", "category_problems", "check_feed",
    "is_email", "is_language_tag", "is_web_url",
]

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


# The Podcast Taxonomy's roles and groups, lower case as podcast:person compares them (case-insensitive), from
# https://github.com/Podcastindex-org/podcast-namespace/blob/main/taxonomy.json ("translator" as well as its
# misspelt "translater").
PERSON_ROLES = frozenset({
    "director", "assistant director", "executive producer", "senior producer", "producer", "associate producer",
    "development producer", "creative director", "host", "co-host", "guest host", "guest", "voice actor", "narrator",
    "announcer", "reporter", "author", "editorial director", "co-writer", "writer", "songwriter", "guest writer",
    "story editor", "managing editor", "script editor", "script coordinator", "researcher", "editor",
    "fact checker", "translator", "translater", "transcriber", "logger", "studio coordinator", "technical director",
    "technical manager", "audio engineer", "remote recording engineer", "post production engineer", "audio editor",
    "sound designer", "foley artist", "composer", "theme music", "music production", "music contributor",
    "production coordinator", "booking coordinator", "production assistant", "content manager", "marketing manager",
    "sales representative", "sales manager", "graphic designer", "cover art designer", "social media manager",
    "consultant", "intern", "camera operator", "lighting designer", "camera grip", "assistant camera",
    "assistant editor",
})
PERSON_GROUPS = frozenset({
    "creative direction", "cast", "writing", "audio production", "audio post-production", "administration",
    "visuals", "community", "misc.", "video production", "video post-production",
})
# The transcript formats the podcast:transcript specification names.
TRANSCRIPT_TYPES = frozenset(
    {"text/plain", "text/html", "text/vtt", "application/json", "application/x-subrip", "application/srt"}
)
_EPISODE_TYPES = frozenset({"full", "trailer", "bonus"})


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
    Apple plays (``audio/...`` or ``video/...``). The tags podcat writes beside them are checked too: ``itunes:season``
    and ``itunes:episode`` whole numbers from 1, ``itunes:episodeType`` full, trailer or bonus, each ``psc:chapter``
    with a title and a start, ``podcast:chapters`` and ``podcast:transcript`` with url and type (a transcript type
    the specification names), ``podcast:person`` with a name and a role and group from the Podcast Taxonomy.
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
    problems += _podcasting_problems(channel, items)
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


def _person_problems(parent: Node) -> list[str]:
    """What is wrong with the ``podcast:person`` elements of a channel or item: no name, a role or a group that is
    not in the Podcast Taxonomy."""
    problems = []
    for person in parent.find_all(PODCAST, "person"):
        if not person.string().strip():
            problems.append("a <podcast:person> without a name")
        role, group = (" ".join(person.attributes.get(name, "").split()).lower() for name in ("role", "group"))
        if role and role not in PERSON_ROLES:
            problems.append(f"a <podcast:person> role {role!r} that is not in the Podcast Taxonomy")
        if group and group not in PERSON_GROUPS:
            problems.append(f"a <podcast:person> group {group!r} that is not in the Podcast Taxonomy")
    return problems


def _item_problems(item: Node) -> list[str]:
    """What is wrong with an item's iTunes numbering and type, Podlove chapters and Podcasting 2.0 tags."""
    problems = []
    for name in ("season", "episode"):
        value = _text(item, name, ITUNES).strip()
        if value and not (value.isascii() and value.isdigit() and int(value) > 0):
            problems.append(f"an <itunes:{name}> that is not a whole number from 1, such as {value[:40]!r}")
    kind = _text(item, "episodeType", ITUNES).strip()
    if kind and kind not in _EPISODE_TYPES:
        problems.append(f"an <itunes:episodeType> that is not full, trailer or bonus, such as {kind[:40]!r}")
    for chapter in (c for group in item.find_all(PSC, "chapters") for c in group.find_all(PSC, "chapter")):
        if not chapter.attributes.get("title", "").strip() or not _is_time(chapter.attributes.get("start", "")):
            problems.append("a <psc:chapter> without a title or a readable start")
    for chapters in item.find_all(PODCAST, "chapters"):
        if not chapters.attributes.get("url", "").strip() or not chapters.attributes.get("type", "").strip():
            problems.append("a <podcast:chapters> without url or type")
    for transcript in item.find_all(PODCAST, "transcript"):
        kind = transcript.attributes.get("type", "").strip()
        if not transcript.attributes.get("url", "").strip() or not kind:
            problems.append("a <podcast:transcript> without url or type")
        elif kind.lower() not in TRANSCRIPT_TYPES:
            problems.append(f"a <podcast:transcript> type that apps may not read, such as {kind[:40]!r}")
    return problems + _person_problems(item)


def _is_time(text: str) -> bool:
    try:
        parse_duration(text)
    except ValueError:
        return False
    return True


def _podcasting_problems(channel: Node, items: list[Node]) -> list[str]:
    """The channel's and items' problems with the Podcasting 2.0, Podlove and iTunes numbering tags, each kind of
    problem once with how many items have it."""
    problems = [f"channel: {problem}" for problem in dict.fromkeys(_person_problems(channel))]
    found: dict[str, list[int]] = {}
    for index, item in enumerate(items):
        for problem in dict.fromkeys(_item_problems(item)):
            found.setdefault(problem, []).append(index)
    for problem, lacking in found.items():
        problems += _count(items, lacking, problem)
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
