"""Podcast feeds of a catalog: RSS 2.0 with the iTunes and Podcasting 2.0 tags, or Atom; the only user of feedgen.

feedgen stays hidden: no feedgen object appears in a signature, and it is imported on first use so that
``import podcat`` stays light. Its pitfalls (see DESIGN.md) are handled here: text is cleaned of what XML forbids
before feedgen sees it, entries are appended in catalog order, the build date is pinned to the newest episode
(and, as every RSS date, written without feedgen's switching of the process-wide locale), and the tags feedgen
writes in an outdated form (``itunes:explicit``), refuses (an ``itunes:image`` not ending in ``.jpg`` or ``.png``)
or crashes on (an ``itunes:category`` with a ``"``) are written by our own channel extension.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Iterable
from datetime import UTC, date, datetime, time, timedelta, timezone, tzinfo
from typing import Any, Literal, NamedTuple, TypeAlias

import attrs

from podcat._chapters import format_timestamp
from podcat._errors import FeedError
from podcat._feed._check import category_problems, is_email, is_language_tag, is_web_url
from podcat._feed._enclosures import EnclosureSource, enclosure_finder, media_type
from podcat._feed._html import description_html
from podcat._models import (
    Catalog,
    Diagnostic,
    Enclosure,
    Episode,
    Person,
    Show,
    SourceRef,
    category_parts,
    category_term,
)
from podcat._xml import ITUNES_URI, PODCAST_URI, PSC_URI

__all__ = ["FeedFormat", "Owner", "RenderedFeed", "podcast_guid", "render_feed"]

# podcast:guid is a UUIDv5 of the feed URL in this namespace (Podcasting 2.0 spec).
_PODCAST_GUID_NAMESPACE = uuid.UUID("ead4c236-bf58-58c6-a2c6-a6b28d128cb6")
# One character XML 1.0 forbids: controls but tab, newline and return; surrogates; U+FFFE and U+FFFF.
_FORBIDDEN_RE = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
# A URL's scheme and its "://", which podcast:guid leaves out.
_SCHEME_RE = re.compile(r"^[a-z][a-z0-9+.-]*://", re.IGNORECASE)
# An absolute IRI (RFC 3987): a scheme and a colon, then none of the spaces, controls and characters IRIs exclude.
_ABSOLUTE_IRI_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:[^\x00-\x20\x7f-\x9f<>\"{}|\\^`]+")
# A UUID in its hyphenated hex form, as podcat's own GUIDs are.
_UUID_RE = re.compile(r"[0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}")
_UNTITLED = "Untitled episode"
# The Atom date of what has none (Atom requires one): fixed, never "now", so output stays reproducible.
_EPOCH = date(1970, 1, 1)
_MINUTE = timedelta(minutes=1)
_MIDNIGHT = time()
_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_MONTH_NAMES = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

FeedFormat: TypeAlias = Literal["rss", "atom"]


@attrs.frozen
class Owner:
    """The feed's owner as Apple Podcasts shows it (``itunes:owner``): a name and an email address."""

    name: str
    email: str


class RenderedFeed(NamedTuple):
    """A rendered feed: its XML, what was changed on the way, and how many episodes have no media file."""

    xml: bytes
    diagnostics: tuple[Diagnostic, ...]
    without_enclosure: int


def podcast_guid(url: str, /) -> str:
    """Compute the Podcasting 2.0 ``podcast:guid`` of a feed URL (UUIDv5 of it without scheme and trailing ``/``)."""
    return str(uuid.uuid5(_PODCAST_GUID_NAMESPACE, _SCHEME_RE.sub("", url.strip()).rstrip("/")))


class _Cleaner:
    """Remove what XML 1.0 forbids from each text before feedgen sees it, and note every removal."""

    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []

    def __call__(self, text: str, what: str, source: SourceRef | None = None, number: int | None = None) -> str:
        """The text without what XML forbids; ``what`` (and episode ``number``) name it in the diagnostic."""
        if text.isprintable() or _FORBIDDEN_RE.search(text) is None:  # the usual case: nothing to remove
            return text
        if number is not None:
            what = f"{what} of episode {number}"
        removed = _FORBIDDEN_RE.findall(text)
        cleaned = _FORBIDDEN_RE.sub("", text)
        codes = ", ".join(dict.fromkeys(f"U+{ord(character):04X}" for character in removed))
        plural = "s" if len(removed) > 1 else ""
        self.note(f"removed {len(removed)} character{plural} XML forbids ({codes}) from {what}", cleaned, source)
        return cleaned

    def note(self, message: str, text: str, source: SourceRef | None) -> None:
        """Add a diagnostic of what was changed, at the episode's ``source`` when known."""
        self.diagnostics.append(Diagnostic.at(source, message, text))


def _midnight(day: date, tz: tzinfo) -> datetime:
    """Midnight of ``day`` in ``tz``, its UTC offset rounded to whole minutes: RFC 2822 and Atom's RFC 3339 write
    none finer, and a zone's local mean time (New York's before 1883: -4:56:02) is off by seconds."""
    midnight = datetime.combine(day, _MIDNIGHT, tzinfo=tz)
    offset = midnight.utcoffset()
    if not offset or not (offset.seconds % 60 or offset.microseconds):  # the usual case: whole minutes
        return midnight
    return midnight.replace(tzinfo=timezone(_MINUTE * round(offset / _MINUTE)))


def _rfc2822(day: date, tz: tzinfo) -> str:
    """Midnight of ``day`` in ``tz`` as RFC 2822 writes it (``Sun, 04 Aug 2024 00:00:00 +0000``), in English
    whatever the locale, as feedgen writes it but without switching the locale."""
    weekday, month = _WEEKDAYS[day.weekday()], _MONTH_NAMES[day.month - 1]
    minutes = round((_midnight(day, tz).utcoffset() or timedelta(0)) / _MINUTE)  # strftime's %z, without its cost
    sign, minutes = ("-", -minutes) if minutes < 0 else ("+", minutes)
    return f"{weekday}, {day.day:02d} {month} {day.year:04d} 00:00:00 {sign}{minutes // 60:02d}{minutes % 60:02d}"


class _Element(NamedTuple):
    """An element `_ChannelTags` writes: name, text, attributes and child elements."""

    name: str
    text: str | None
    attributes: dict[str, str]
    children: tuple[_Element, ...] = ()


def _built(parent: Any, element: _Element) -> Any:
    """The lxml element of ``element`` and its children, made as ``parent``'s (appended by the caller)."""
    built = parent.makeelement(element.name, element.attributes)
    built.text = element.text
    for child in element.children:
        built.append(_built(built, child))
    return built


# The two extensions below have the interface of feedgen.ext.base.BaseExtension (extend_ns, extend_rss,
# extend_atom) without subclassing it, so that feedgen is imported only when a feed is rendered.


class _ChannelTags:
    """A feedgen channel extension writing the RSS elements in ``add``."""

    def __init__(self) -> None:
        self.add: list[_Element] = []
        self.chapters = False  # whether an item has Podlove chapters: their namespace is declared then

    def extend_ns(self) -> dict[str, str]:
        if not self.add:
            return {}
        return {"itunes": ITUNES_URI, "podcast": PODCAST_URI, **({"psc": PSC_URI} if self.chapters else {})}

    def extend_atom(self, feed: Any) -> Any:
        return feed

    def extend_rss(self, rss: Any) -> Any:
        channel = rss[0]
        for element in self.add:
            channel.append(_built(channel, element))
        return rss


class _ItemTags:
    """A feedgen entry extension writing what feedgen 1.0.0 writes wrongly or slowly: the enclosure (Atom: feedgen
    drops the link's rel and type; RSS: its link handling costs more than the element) and the RSS ``pubDate``
    (feedgen switches the process-wide locale three times per date, which other threads would see)."""

    def __init__(self) -> None:
        self.enclosure: tuple[str, str, str] | None = None  # URL, length and type as written
        self.pub_date: str | None = None
        self.add: list[_Element] = []  # the item's iTunes numbering, Podlove and Podcasting 2.0 tags

    def extend_rss(self, item: Any) -> Any:
        for element in self.add:
            item.append(_built(item, element))
        if self.enclosure is not None:
            url, length, media_type = self.enclosure
            item.append(item.makeelement("enclosure", {"url": url, "length": length, "type": media_type}))
        if self.pub_date is not None:
            element = item.makeelement("pubDate", {})
            element.text = self.pub_date
            item.append(element)
        return item

    def extend_atom(self, entry: Any) -> Any:
        if self.enclosure is not None:
            url, length, media_type = self.enclosure
            attributes = {"rel": "enclosure", "href": url, "type": media_type, "length": length}
            entry.append(entry.makeelement("link", attributes))
        return entry


def render_feed(
    catalog: Catalog,
    /,
    *,
    link: str,
    title: str | None = None,
    format: FeedFormat = "rss",
    feed_url: str | None = None,
    image: str | None = None,
    language: str | None = None,
    categories: Iterable[str] | None = None,
    explicit: bool | None = None,
    owner: Owner | tuple[str, str] | None = None,
    enclosures: EnclosureSource | None = None,
    tz: tzinfo = UTC,
) -> RenderedFeed:
    """Render ``catalog`` as an RSS 2.0 podcast feed (or Atom), with the diagnostics of what was changed.

    Items keep catalog order. A listing gives dates, not times: ``pubDate`` is the episode's date at 00:00 in
    ``tz`` and ``lastBuildDate`` the newest of them (the header's claimed latest date when no episode has one;
    left out when neither is known), so the same catalog always gives the same bytes. Descriptions are written
    as HTML made from the text: markup in it is escaped, web links become links. Characters XML forbids are
    removed and reported. An episode's own ``enclosure`` wins over ``enclosures``. ``image``, ``language`` (else
    ``"en"``), ``categories`` and ``explicit`` (else false) default to the show's, as a feed it was read from gave
    them. ``image``, ``explicit`` and ``owner`` are iTunes tags: Atom output leaves them out (``image`` becomes
    the logo). A category written
    ``"Society & Culture > Documentary"`` is an ``itunes:category`` with a nested subcategory. An Atom entry's id
    is the GUID when that is an absolute IRI, else a ``urn:uuid:`` made from it; the show's title is the Atom
    author when the show has none. ``podcast:guid`` is derived from ``feed_url``, else from ``link``. Raises
    `FeedError` when the catalog has no show or a value is refused. ``title`` names the show, for a catalog
    without a show header or to override its title.
    """
    show = catalog.show
    if title is not None:  # a title for a catalog without a show header (an article index), or a new one
        show = attrs.evolve(show, title=title) if show is not None else Show(title)
    if show is None:
        raise FeedError("a feed needs a show title, and this catalog has no show: pass title=")
    clean = _Cleaner()
    title = clean(show.title, "the show title").strip()
    if not title:
        raise FeedError("a feed needs a show title, and this show's is empty")
    link = clean(link, "the link")
    feed_url = None if feed_url is None else clean(feed_url, "the feed URL")
    image = image or show.image
    description = clean(show.description, "the show description").strip() or title
    for what, url in (("the link", link), ("the feed URL", feed_url), ("the image URL", image)):
        if url is not None and not is_web_url(url.strip()):
            clean.note(f"{what} {url!r} is not an absolute http(s) URL: apps cannot fetch it", url, None)
    language = clean(language or show.language or "en", "the language")
    if not is_language_tag(language.strip()):
        clean.note(f"the language {language!r} is not a language tag (such as en or en-US)", language, None)
    newest = max((episode.published for episode in catalog if episode.published), default=None)
    newest = newest or show.claims.latest_episode
    from feedgen.feed import FeedGenerator  # imported on first use: most scripts never render a feed

    try:
        generator = FeedGenerator()
        # Extensions before add_entry(): entries only get the extensions registered by then.
        generator.load_extension("podcast", atom=False)
        generator.register_extension("podcat", _ChannelTags, _ItemTags)
        tags: _ChannelTags = generator.podcat
        generator.title(title)
        feed_id = feed_url or link
        generator.id(feed_id)
        if feed_url:
            generator.link(href=feed_url, rel="self")
        generator.link(href=link, rel="alternate")  # last: feedgen takes the RSS <link> from the last link given
        generator.language(language)
        generator.generator("podcat", version="", uri="")  # not feedgen's name, version and URI
        if format == "atom":  # updated defaults to now: pin it so the same catalog gives the same bytes
            generator.updated(_midnight(newest or _EPOCH, tz))
        else:
            # feedgen's lastBuildDate defaults to now, and feedgen writes it by switching the process-wide locale:
            # unset it (feedgen 1.0.0 has no public way to) and write our own, as pubDate.
            generator._FeedGenerator__rss_lastBuildDate = None
            if newest is not None:
                tags.add.append(_Element("lastBuildDate", _rfc2822(newest, tz), {}))
        if show.author:
            author = clean(show.author, "the show author")
            generator.author(name=author)
            generator.podcast.itunes_author(author)
        elif format == "atom":  # an Atom feed needs an author when its entries have none (RFC 4287, 4.1.1)
            generator.author(name=title)
        if isinstance(categories, str):  # each letter would be a category
            raise TypeError(f"categories must be a sequence of strings, not the string {categories!r}")
        categories = show.categories if categories is None else categories
        # Each category and its subcategory ("" when none), read once from the "Category > Subcategory" notation.
        pairs = [category_parts(clean(category, "a category")) for category in dict.fromkeys(categories)]
        # Plain categories name a category and its subcategory apart ("A > B" is iTunes nesting, not a name).
        for name in dict.fromkeys(name for pair in pairs for name in pair):
            if name:
                generator.category(term=name)
        if format == "atom":
            generator.subtitle(description)
            if image:
                generator.logo(clean(image, "the image URL"))
        else:
            generator.description(description_html(description))
            generator.podcast.itunes_summary(description)
            generator.podcast.itunes_type(show.kind)
            if owner is not None:
                name, email = (owner.name, owner.email) if isinstance(owner, Owner) else owner
                if not is_email(email.strip()):
                    clean.note(f"the owner's email {email!r} is not an email address", email, None)
                generator.podcast.itunes_owner(name=clean(name, "the owner"), email=clean(email, "the owner"))
            if image:
                tags.add.append(_Element(f"{{{ITUNES_URI}}}image", None, {"href": clean(image, "the image URL")}))
            # feedgen finds categories with an XPath built from the name: a '"' in one crashes it.
            tags.add += _itunes_categories(pairs)
            refused = {  # each problem once, with the category it is about
                problem: category_term(name, sub)
                for name, sub in pairs
                for problem in category_problems([(name, [sub] if sub else [])])
            }
            for problem, term in refused.items():
                clean.note(problem, term, None)
            # feedgen writes only yes/no/clean; Apple now documents true/false.
            explicit = show.explicit if explicit is None else explicit
            tags.add.append(_Element(f"{{{ITUNES_URI}}}explicit", "true" if explicit else "false", {}))
            tags.add.append(_Element(f"{{{PODCAST_URI}}}guid", podcast_guid(feed_url or link), {}))
            if show.claims.update_frequency:
                frequency = clean(show.claims.update_frequency, "the update frequency")
                tags.add.append(_Element(f"{{{PODCAST_URI}}}updateFrequency", frequency, {}))
            tags.add += [_person(person, clean) for person in show.persons]
            tags.chapters = any(episode.chapters for episode in catalog)
        without_enclosure = 0
        enclosed: dict[str, list[Episode]] = {}  # the episodes of each enclosure URL
        find_enclosure = enclosure_finder(enclosures)
        numbers: dict[str, int] = {}  # each GUID's first episode
        for number, episode in enumerate(catalog, start=1):
            if (first := numbers.setdefault(episode.guid, number)) != number and episode.guid:
                # Readers take a repeated GUID for the same episode: one of the two would be lost.
                clean.note(f"episodes {first} ({catalog[first - 1].title!r}) and {number} ({episode.title!r}) have "
                           f"the same GUID {episode.guid!r}: apps may show only one", episode.guid, episode.source)
            entry = generator.add_entry(order="append")  # after load_extension(); the default prepends
            url = _add_episode(entry, episode, number, format, feed_id, find_enclosure, tz, clean)
            if url is None:
                without_enclosure += 1
            else:
                enclosed.setdefault(url, []).append(episode)
        xml: bytes = generator.atom_str(pretty=True) if format == "atom" else generator.rss_str(pretty=True)
    except FeedError:
        raise
    except ValueError as error:  # feedgen's (and lxml's) refusals
        raise FeedError(f"cannot render the {format} feed: {error}") from None
    for url, sharing in enclosed.items():
        if len(sharing) > 1:
            # An enclosure template without a field gives every episode one URL.
            hint = "; a template needs a field such as {slug}" if all(e.enclosure is None for e in sharing) else ""
            clean.note(f"{len(sharing)} episodes have the same enclosure URL {url!r} (first: {sharing[0].title!r} and "
                       f"{sharing[1].title!r}): apps take them for one episode{hint}", url, sharing[1].source)
    return RenderedFeed(xml, tuple(clean.diagnostics), without_enclosure)


def _itunes_categories(pairs: list[tuple[str, str]]) -> list[_Element]:
    """The ``itunes:category`` elements of (category, subcategory) pairs, a subcategory written nested in its
    category; the subcategories of one category share its element, in the order given."""
    nested: dict[str, list[str]] = {}
    for name, sub in pairs:
        subcategories = nested.setdefault(name, [])
        if sub and sub not in subcategories:
            subcategories.append(sub)
    tag = f"{{{ITUNES_URI}}}category"
    return [
        _Element(tag, None, {"text": name}, tuple(_Element(tag, None, {"text": sub}) for sub in subcategories))
        for name, subcategories in nested.items()
        if name
    ]


def _attributes(**values: str | None) -> dict[str, str]:
    """The attributes that have a value."""
    return {name: value for name, value in values.items() if value is not None}


def _person(person: Person, clean: Callable[[str, str], str]) -> _Element:
    """A ``podcast:person`` element, with the attributes the person has."""
    values = {"role": person.role, "group": person.group, "href": person.url, "img": person.image}
    attributes = {name: clean(value, f"a person's {name}") for name, value in values.items() if value is not None}
    return _Element(f"{{{PODCAST_URI}}}person", clean(person.name, "a person's name"), attributes)


def _item_tags(episode: Episode, clean: Callable[[str, str], str]) -> list[_Element]:
    """An RSS item's iTunes numbering (0 included, which feedgen would drop) and type, its Podlove chapters, and its
    Podcasting 2.0 chapters URL, transcripts and persons; ``clean`` removes what XML forbids from a value."""
    tags = []
    if episode.season is not None:
        tags.append(_Element(f"{{{ITUNES_URI}}}season", str(episode.season), {}))
    if episode.number is not None:
        tags.append(_Element(f"{{{ITUNES_URI}}}episode", str(episode.number), {}))
    if episode.episode_type != "full":  # full is what a reader assumes
        tags.append(_Element(f"{{{ITUNES_URI}}}episodeType", episode.episode_type, {}))
    if episode.chapters:
        chapters = tuple(
            _Element(f"{{{PSC_URI}}}chapter", None, _attributes(
                start=format_timestamp(chapter.start),
                title=clean(chapter.title, "a chapter title"),
                href=None if chapter.url is None else clean(chapter.url, "a chapter link"),
                image=None if chapter.image is None else clean(chapter.image, "a chapter image"),
            ))
            for chapter in episode.chapters
        )
        tags.append(_Element(f"{{{PSC_URI}}}chapters", None, {"version": "1.2"}, chapters))
    if episode.chapters_url:
        url = clean(episode.chapters_url, "the chapters URL")
        tags.append(_Element(f"{{{PODCAST_URI}}}chapters", None, {"url": url, "type": "application/json+chapters"}))
    tags += [
        _Element(f"{{{PODCAST_URI}}}transcript", None, _attributes(
            url=clean(transcript.url, "a transcript URL"),
            type=clean(transcript.type, "a transcript type"),
            language=None if transcript.language is None else clean(transcript.language, "a transcript language"),
        ))
        for transcript in episode.transcripts
    ]
    tags += [_person(person, clean) for person in episode.persons]
    return tags


def _atom_id(guid: str, feed_id: str) -> str:
    """An Atom entry's ``<id>``, an IRI as RFC 4287 requires: a GUID that is an absolute IRI as it is, a UUID as
    ``urn:uuid:``, any other as the ``urn:uuid:`` of the UUID 5 (URL namespace) of ``{feed_id}#{guid}``, unique
    across feeds as an Atom id must be."""
    if _ABSOLUTE_IRI_RE.fullmatch(guid):
        return guid
    if _UUID_RE.fullmatch(guid):
        return f"urn:uuid:{guid.lower()}"
    return f"urn:uuid:{uuid.uuid5(uuid.NAMESPACE_URL, f'{feed_id}#{guid}')}"


def _described(episode: Episode) -> str:
    """The episode's description, with its facts (`Episode.facts`) after it, a line each (``Haul: 23 kg``): a feed
    has no place of its own for them."""
    facts = "\n".join(f"{fact.label}: {fact.value}" for fact in episode.facts)
    return "\n\n".join(part for part in (episode.description, facts) if part)


def _add_episode(
    entry: Any,
    episode: Episode,
    number: int,
    format: FeedFormat,
    feed_id: str,
    find_enclosure: Callable[[Episode], str | Enclosure | None],
    tz: tzinfo,
    clean: _Cleaner,
) -> str | None:
    """Fill a feedgen entry from ``episode`` (an Atom entry's id scoped by ``feed_id``); return its enclosure URL,
    None when it got none."""
    source = episode.source
    title, guid, text, links = episode.title, episode.guid, _described(episode), episode.links
    # One check for the usual case, where there is nothing to clean.
    printable = f"{title}{guid}{text}{''.join(links)}".isprintable()
    title = (title if printable else clean(title, "the title", source, number)).strip()
    if not title:
        title = _UNTITLED
        clean.note(f"episode {number} has no title: wrote {_UNTITLED!r}", "", source)
    entry.title(title)
    if not printable:
        guid = clean(guid, "the GUID", source, number)
        text = clean(text, "the description", source, number)
        links = tuple(clean(link, "a link", source, number) for link in links)
    if guid:
        entry.guid(guid, permalink=False)
        if format == "atom":
            entry.id(_atom_id(guid, feed_id))
    elif format == "atom":
        raise FeedError(f"episode {number} ({title!r}) has no GUID, and an Atom entry needs an id")
    body = description_html(text, links)
    if format == "atom":
        entry.content(body, type="html")
    elif body:
        entry.description(body)
    if format == "atom":  # Atom needs an updated date and feedgen's default is now
        if episode.published is not None:
            entry.published(_midnight(episode.published, tz))
        entry.updated(_midnight(episode.published or _EPOCH, tz))
    elif episode.published is not None:
        entry.podcat.pub_date = _rfc2822(episode.published, tz)
    if episode.duration is not None and format == "rss":
        entry.podcast.itunes_duration(str(round(episode.duration.total_seconds())))
    if episode.tags:  # each tag once: the same tag twice is one category
        for term in dict.fromkeys(clean(tag, "a tag", source, number).strip() for tag in episode.tags):
            if term:
                entry.category(term=term)
    if format == "rss":
        entry.podcat.add = _item_tags(episode, lambda value, what: clean(value, what, source, number))
    found = episode.enclosure or find_enclosure(episode)  # the episode's own enclosure wins
    if found is None:
        return None
    if isinstance(found, str):
        url, length, kind = found, None, None
    elif isinstance(found, Enclosure):
        url, length, kind = found.url, found.length, found.type
    else:
        raise FeedError(f"episode {number} ({title!r}): its enclosure is {found!r}, not a URL or an Enclosure")
    url = clean(url, "the enclosure URL", source, number)
    if not url.strip():  # no file to fetch: as missing as no enclosure at all
        clean.note(f"episode {number} ({title!r}) has an empty enclosure URL: wrote no enclosure", "", source)
        return None
    if not is_web_url(url.strip()):
        clean.note(f"episode {number} ({title!r}): the enclosure URL {url!r} is not an absolute http(s) URL", url,
                   source)
    kind = clean(kind, "an enclosure type") if kind else media_type(url)
    entry.podcat.enclosure = (url, str(length or 0), kind)  # length 0 when unknown, never "None"
    return url


