"""Where episodes' media files are: enclosure sources, URL templates and the media type of a file name."""

from __future__ import annotations

import functools
import mimetypes
import re
import string
import unicodedata
from collections.abc import Callable, Mapping
from typing import TypeAlias
from urllib.parse import quote

from podcat._errors import FeedError
from podcat._models import Enclosure, Episode

__all__ = ["EnclosureSource", "enclosure_finder", "enclosure_template", "media_type"]

# The media types of podcast files, fixed here rather than taken from Python's table, which lacks some (.m4a and
# .m4v as Apple names them) and changes between versions (.wav, .flac): every machine writes the same bytes for
# these. Opus is in an Ogg file (RFC 7845).
_MEDIA_TYPES = {
    ".mp3": "audio/mpeg", ".m4a": "audio/x-m4a", ".aac": "audio/aac", ".ogg": "audio/ogg", ".oga": "audio/ogg",
    ".opus": "audio/ogg", ".flac": "audio/flac", ".wav": "audio/wav", ".mp4": "video/mp4", ".m4v": "video/x-m4v",
    ".mov": "video/quicktime", ".pdf": "application/pdf",
}


_TEMPLATE_FIELDS = frozenset({"slug", "guid", "date"})


_NOT_SLUG_RE = re.compile("[^a-z0-9]+")


# What `urllib.parse.quote(value, safe="")` leaves as it is.
_URL_SAFE_RE = re.compile("[A-Za-z0-9_.~-]*")


EnclosureSource: TypeAlias = Mapping[str, str | Enclosure] | Callable[[Episode], str | Enclosure | None]
"""Where episodes' media files are: a mapping from GUID to URL (or `Enclosure`), or a function of the episode."""


def _slug(title: str) -> str:
    """The title in lowercase ASCII letters and digits joined by hyphens (``Post-grad FX`` gives ``post-grad-fx``)."""
    if not title.isascii():
        title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode("ascii")
    return _NOT_SLUG_RE.sub("-", title.lower()).strip("-")


def _quoted(value: str) -> str:
    """``value`` URL-quoted as a path segment (most values, such as GUIDs, need no quoting)."""
    return value if _URL_SAFE_RE.fullmatch(value) else quote(value, safe="")


def _template_fields(template: str) -> set[str]:
    """The fields of a URL template; raises `ValueError` naming any part that is not a bare known field.

    A conversion or a format spec would reshape the value (``{slug:>9999999}`` pads every URL to megabytes), so
    neither is allowed; a field nested in a spec is named when it is unknown, else the spec is.
    """
    fields: set[str] = set()
    for _, name, spec, conversion in string.Formatter().parse(template):
        if name is None:
            continue
        if name not in _TEMPLATE_FIELDS:
            raise ValueError(f"unknown field {{{name}}}; use {{slug}}, {{guid}} or {{date}}")
        if conversion:
            raise ValueError(f"a conversion in {{{name}!{conversion}}}; use a bare {{{name}}}")
        if spec:
            _template_fields(spec)  # an unknown field nested in the spec is named as such
            raise ValueError(f"a format spec in {{{name}:{spec}}}; use a bare {{{name}}}")
        fields.add(name)
    return fields


def enclosure_template(template: str, /) -> Callable[[Episode], str | None]:
    """Make an ``enclosures`` function from a URL template with ``{slug}``, ``{guid}`` and ``{date}`` fields.

    ``{slug}`` is the title as a lowercase ASCII slug (the GUID when the title leaves nothing), ``{date}`` the
    ISO date; an undated episode gets no enclosure when the template uses ``{date}``. Values are URL-quoted.
    Raises `FeedError` for any other field, and for a conversion (``{slug!r}``) or a format spec (``{date:%Y}``).
    """
    try:
        fields = _template_fields(template)
    except ValueError as error:
        raise FeedError(f"bad enclosure template {template!r}: {error}") from None

    def url(episode: Episode) -> str | None:
        values: dict[str, str] = {}  # only the fields the template uses
        if "date" in fields:
            if episode.published is None:
                return None
            values["date"] = episode.published.isoformat()
        if "guid" in fields:
            values["guid"] = _quoted(episode.guid)
        if "slug" in fields:
            values["slug"] = _quoted(_slug(episode.title) or episode.guid)
        return template.format_map(values)

    return url


@functools.cache
def _mime_types() -> mimetypes.MimeTypes:
    # Python's built-in table only (not /etc/mime.types), so that every machine writes the same bytes.
    return mimetypes.MimeTypes()


def media_type(url: str) -> str:
    """The MIME type of a URL's file extension (``application/octet-stream`` when unknown)."""
    after_host = url.partition("://")[2] or url
    slash = after_host.find("/")
    name = after_host[slash:].partition("?")[0].partition("#")[0].rpartition("/")[2] if slash >= 0 else ""
    dot = name.rfind(".")
    # As posixpath.splitext: a name's leading dots start no extension (".mp3" has none).
    return _media_type_of(name[dot:].lower() if dot > 0 and name[:dot].strip(".") else "")


@functools.lru_cache(maxsize=256)
def _media_type_of(extension: str) -> str:
    """The MIME type of a file extension (cached: a feed's enclosures share a few)."""
    known = _MEDIA_TYPES.get(extension) or _mime_types().guess_type(f"file{extension}")[0]
    return known or "application/octet-stream"


def enclosure_finder(enclosures: EnclosureSource | None) -> Callable[[Episode], str | Enclosure | None]:
    """One function of the episode for either kind of ``enclosures`` (the kind is looked at once, not per episode)."""
    if enclosures is None:
        return _no_enclosure
    if isinstance(enclosures, Mapping):
        lookup = enclosures.get
        return lambda episode: lookup(episode.guid)
    return enclosures


def _no_enclosure(_: Episode) -> None:
    return None
