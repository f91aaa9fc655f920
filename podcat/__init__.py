"""podcat: typed podcast episode catalogs from listing pages and feeds, with queries, statistics and RSS feeds.

Quick start::

    import podcat
    catalog = podcat.load("seeds/004_97950660f1ad0035.txt")  # a listing page's text, or an RSS/Atom feed
    print(len(catalog), catalog[0].title, catalog[0].published, catalog[0].duration)
    recent = catalog.between("2024").longer_than(15 * 60).sorted("duration", reverse=True)
    xml = catalog.to_rss(link="https://example.org/show")  # podcat.render_feed(...) also gives the diagnostics

See help(podcat.Catalog) for the queries, podcat.diff and podcat.merge for snapshots, and the README.
"""

from podcat._chapters import chapters_from_notes, chapters_json
from podcat._diff import CatalogDiff, EpisodeChange, FieldChange, diff
from podcat._errors import (
    DateParseError,
    DurationParseError,
    FeedError,
    ListingParseError,
    MissingExtraError,
    PodcatError,
)
from podcat._feed import EnclosureSource, Owner, RenderedFeed, check_feed, enclosure_template, podcast_guid, render_feed
from podcat._listing import MAX_INPUT_BYTES, Layout, detect_layout, layouts, load, parse
from podcat._merge import merge
from podcat._models import (
    Catalog,
    Chapter,
    Diagnostic,
    Enclosure,
    Episode,
    EpisodeType,
    Fact,
    Person,
    Show,
    ShowClaims,
    ShowKind,
    SourceRef,
    Transcript,
)
from podcat._normalize import MAX_DURATION, format_duration, parse_date, parse_duration
from podcat._plot import plot_stats
from podcat._serialize import (
    catalog_from_dict,
    catalog_to_dict,
    diff_to_dict,
    dump_jsonl,
    iter_jsonl,
    stats_to_dict,
)
from podcat._stats import CatalogStats, ClaimsCheck
from podcat._tables import TableFormat, listing_files, load_many, to_arrow, write_table

__all__ = [  # noqa: RUF022 - in plain sorted() order, as tests/test_api.py pins it
    "Catalog",
    "CatalogDiff",
    "CatalogStats",
    "Chapter",
    "ClaimsCheck",
    "DateParseError",
    "Diagnostic",
    "DurationParseError",
    "Enclosure",
    "EnclosureSource",
    "Episode",
    "EpisodeChange",
    "EpisodeType",
    "Fact",
    "FeedError",
    "FieldChange",
    "Layout",
    "ListingParseError",
    "MAX_DURATION",
    "MAX_INPUT_BYTES",
    "MissingExtraError",
    "Owner",
    "Person",
    "PodcatError",
    "RenderedFeed",
    "Show",
    "ShowClaims",
    "ShowKind",
    "SourceRef",
    "TableFormat",
    "Transcript",
    "catalog_from_dict",
    "catalog_to_dict",
    "chapters_from_notes",
    "chapters_json",
    "check_feed",
    "detect_layout",
    "diff",
    "diff_to_dict",
    "dump_jsonl",
    "enclosure_template",
    "format_duration",
    "iter_jsonl",
    "layouts",
    "listing_files",
    "load",
    "load_many",
    "merge",
    "parse",
    "parse_date",
    "parse_duration",
    "plot_stats",
    "podcast_guid",
    "render_feed",
    "stats_to_dict",
    "to_arrow",
    "write_table",
]
__version__ = "0.1.0"
