"""podcat: typed podcast episode catalogs from listing pages, with queries, statistics and RSS feeds."""

from podcat.errors import DateParseError, DurationParseError, FeedError, ListingParseError, PodcatError
from podcat.listing import Layout, detect_layout, load, parse
from podcat.merge import merge
from podcat.models import Catalog, Diagnostic, Enclosure, Episode, Show, ShowClaims, SourceRef
from podcat.normalize import format_duration, parse_date, parse_duration

__all__ = [
    "Catalog",
    "DateParseError",
    "Diagnostic",
    "DurationParseError",
    "Enclosure",
    "Episode",
    "FeedError",
    "Layout",
    "ListingParseError",
    "PodcatError",
    "Show",
    "ShowClaims",
    "SourceRef",
    "detect_layout",
    "format_duration",
    "load",
    "merge",
    "parse",
    "parse_date",
    "parse_duration",
]
__version__ = "0.1.0"
