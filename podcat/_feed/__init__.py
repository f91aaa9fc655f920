"""Feeds out of a catalog: rendering with feedgen, description HTML, enclosures, and Apple's requirements check."""

from podcat._feed._check import APPLE_CATEGORIES, check_feed
from podcat._feed._enclosures import EnclosureSource, enclosure_template
from podcat._feed._render import FeedFormat, Owner, RenderedFeed, podcast_guid, render_feed

__all__ = [
    "APPLE_CATEGORIES",
    "EnclosureSource",
    "FeedFormat",
    "Owner",
    "RenderedFeed",
    "check_feed",
    "enclosure_template",
    "podcast_guid",
    "render_feed",
]
