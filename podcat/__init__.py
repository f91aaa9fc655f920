"""podcat: typed podcast episode catalogs from listing pages, with queries, statistics and RSS feeds."""

from podcat._errors import DateParseError, DurationParseError, FeedError, ListingParseError, PodcatError
from podcat._feed import EnclosureSource, Owner, RenderedFeed, check_feed, enclosure_template, podcast_guid, render_feed
from podcat._listing import MAX_INPUT_BYTES, Layout, detect_layout, layouts, load, parse
from podcat._merge import merge
from podcat._models import Catalog, Diagnostic, Enclosure, Episode, EpisodeType, Show, ShowClaims, SourceRef
from podcat._normalize import MAX_DURATION, format_duration, parse_date, parse_duration
from podcat._serialize import catalog_from_dict, catalog_to_dict, dump_jsonl, iter_jsonl, stats_to_dict
from podcat._stats import CatalogStats, ClaimsCheck

__all__ = [  # noqa: RUF022 - in plain sorted() order, as tests/test_api.py pins it
    "Catalog",
    "CatalogStats",
    "ClaimsCheck",
    "DateParseError",
    "Diagnostic",
    "DurationParseError",
    "Enclosure",
    "EnclosureSource",
    "Episode",
    "EpisodeType",
    "FeedError",
    "Layout",
    "ListingParseError",
    "MAX_DURATION",
    "MAX_INPUT_BYTES",
    "Owner",
    "PodcatError",
    "RenderedFeed",
    "Show",
    "ShowClaims",
    "SourceRef",
    "catalog_from_dict",
    "catalog_to_dict",
    "check_feed",
    "detect_layout",
    "dump_jsonl",
    "enclosure_template",
    "format_duration",
    "iter_jsonl",
    "layouts",
    "load",
    "merge",
    "parse",
    "parse_date",
    "parse_duration",
    "podcast_guid",
    "render_feed",
    "stats_to_dict",
]
__version__ = "0.1.0"
