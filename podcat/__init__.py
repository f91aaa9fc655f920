"""podcat: typed podcast episode catalogs from listing pages, with queries, statistics and RSS feeds."""

from podcat.errors import DateParseError, DurationParseError, FeedError, ListingParseError, PodcatError
from podcat.feed import (
    EnclosureSource,
    Owner,
    RenderedFeed,
    check_feed,
    enclosure_template,
    podcast_guid,
    render_feed,
)
from podcat.listing import Layout, detect_layout, load, parse
from podcat.merge import merge
from podcat.models import Catalog, Diagnostic, Enclosure, Episode, Show, ShowClaims, SourceRef
from podcat.normalize import format_duration, parse_date, parse_duration
from podcat.serialize import dump_jsonl, iter_jsonl

__all__ = [
    "Catalog",
    "DateParseError",
    "Diagnostic",
    "DurationParseError",
    "Enclosure",
    "EnclosureSource",
    "Episode",
    "FeedError",
    "Layout",
    "ListingParseError",
    "Owner",
    "PodcatError",
    "RenderedFeed",
    "Show",
    "ShowClaims",
    "SourceRef",
    "check_feed",
    "detect_layout",
    "dump_jsonl",
    "enclosure_template",
    "format_duration",
    "iter_jsonl",
    "load",
    "merge",
    "parse",
    "parse_date",
    "parse_duration",
    "podcast_guid",
    "render_feed",
]
__version__ = "0.1.0"
