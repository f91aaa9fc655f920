"""Fuzzing in the normal suite (bounded): mutated seeds and arbitrary text never crash the parser and lose no line."""

from __future__ import annotations

import encodings
import encodings.aliases
import functools
import importlib.util
import pkgutil
import xml.etree.ElementTree as ET
from datetime import timedelta
from xml.sax.saxutils import escape

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

import podcat
from tests.accounting import unaccounted_lines
from tests.conftest import REPO, SEEDS

# 300 examples per property in the normal suite; the "fuzz" profile (see conftest.py) raises it.
_EXAMPLES = max(300, settings.default.max_examples)
_SEED_LINES = [path.read_text(encoding="utf-8").split("\n") for path in sorted(SEEDS.glob("*.txt"))]
_spec = importlib.util.spec_from_file_location("make_listing", REPO / "benchmarks" / "make_listing.py")
assert _spec is not None
assert _spec.loader is not None
_make_listing = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_make_listing)
# The benchmark's synthetic listing: tags lines, hour-long durations and links the seed has few of.
_SYNTHETIC_LINES = _make_listing.make_listing(40).split("\n")
_NOISE = st.sampled_from(["\t", "\u00a0", "\ufeff", "\r", "\x00", "\x0b", "é", "漢字", "\U0001f600", "\ud800", ":"])


@st.composite
def _mutated_seed(draw: st.DrawFn) -> str:
    lines = list(draw(st.sampled_from([*_SEED_LINES, _SYNTHETIC_LINES])))
    for _ in range(draw(st.integers(1, 8))):
        if not lines:
            break
        at = draw(st.integers(0, len(lines) - 1))
        action = draw(st.sampled_from(["delete", "duplicate", "truncate", "swap", "inject", "insert"]))
        if action == "delete":
            del lines[at]
        elif action == "duplicate":
            lines.insert(at, lines[at])
        elif action == "truncate":
            lines[at] = lines[at][: draw(st.integers(0, max(len(lines[at]) - 1, 0)))]
        elif action == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
        elif action == "inject":
            cut = draw(st.integers(0, len(lines[at])))
            lines[at] = lines[at][:cut] + draw(_NOISE) + lines[at][cut:]
        else:
            lines.insert(at, draw(st.text(max_size=30)))
    if draw(st.booleans()):
        lines = lines[: draw(st.integers(0, len(lines)))]  # a page cut off
    return "\n".join(lines)


@settings(max_examples=_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_mutated_seed())
@example("\n".join(_SEED_LINES[4]).replace("16m AVG DURATION", "16m \x0bAVG DURATION"))  # (a claim's odd space, once
# found at random)
def test_mutated_seeds_parse_and_lose_nothing(text: str) -> None:
    catalog = podcat.parse(text)
    assert unaccounted_lines(text, catalog) == []
    for episode in catalog:
        assert episode.title.strip() == episode.title
        assert episode.title
    if catalog.diagnostics:
        with pytest.raises(podcat.ListingParseError) as caught:
            podcat.parse(text, strict=True)
        assert caught.value.lineno == catalog.diagnostics[0].line
    else:
        assert podcat.parse(text, strict=True) == catalog


@settings(max_examples=_EXAMPLES, deadline=None)
@given(st.text(alphabet=st.characters(codec=None), max_size=400))
def test_arbitrary_text_never_raises(text: str) -> None:
    catalog = podcat.parse(text)
    assert unaccounted_lines(text, catalog) == []


@settings(max_examples=_EXAMPLES, deadline=None)
@given(st.binary(max_size=400))
def test_arbitrary_bytes_never_raise(data: bytes) -> None:
    parse_bytes = podcat.parse

    catalog = parse_bytes(data)
    assert isinstance(catalog, podcat.Catalog)


# Feeds in every text encoding Python's codecs know, and namespaces nested every way.


def _text_codecs() -> list[str]:
    """Every codec of Python's ``encodings`` package that encodes text, but three that cannot hold an XML document:
    idna (labels of at most 63 characters), mac_arabic and mac_farsi (which write space, quotes, ``<`` and ``=`` as
    their right-to-left twins, so no reader finds the markup). Bytes-to-bytes and text-to-text codecs (base64,
    rot13) are not text encodings; a feed that names one is refused (test_hardening.py)."""
    modules = {module.name for module in pkgutil.iter_modules(encodings.__path__)}
    names = set(encodings.aliases.aliases.values()) | modules
    found = []
    for name in sorted(names - {"idna", "mac_arabic", "mac_farsi"}):
        try:
            "<?xml?>".encode(name)
        except (LookupError, UnicodeError):  # not a text encoding, or not on this system (mbcs), or "undefined"
            continue
        found.append(name)
    return found


_CODECS = _text_codecs()
# Characters a title may hold: ASCII and a few from each script; each codec keeps those it can write.
_TITLE_POOL = (
    "abcXYZ019 &<>'\"!?.,:;-_/#%()[]{}+=@~"
    "éüßçñøåÆŒ€£¥©°±µ¶ÿ" "αβγΩΣ" "жщЯЁЇ" "אבג" "عربي" "ไทย" "漢字中文日本語" "ひらがなカタカナ" "한국어" "😀"
)


@functools.cache
def _alphabet(codec: str) -> str:
    """The pool's characters ``codec`` writes and reads back, alone."""
    kept = []
    for char in _TITLE_POOL:
        try:
            if char.encode(codec).decode(codec) == char:
                kept.append(char)
        except UnicodeError:
            continue
    return "".join(kept)


@st.composite
def _encoded_feed(draw: st.DrawFn) -> tuple[str, bytes, str]:
    codec = draw(st.sampled_from(_CODECS))
    title = draw(st.text(st.sampled_from(_alphabet(codec)), min_size=1, max_size=20)).strip()
    assume(title)
    document = (  # on one line: unicode_escape writes a line break as the two characters \\n
        f'<?xml version="1.0" encoding="{codec}"?><rss version="2.0"><channel><title>S</title>'
        f"<item><title>{escape(title)}</title></item></channel></rss>"
    )
    try:
        data = document.encode(codec)
    except UnicodeError:  # a stateful codec that cannot write this sequence
        assume(False)
    assume(data.decode(codec) == document)
    return codec, data, title


def test_every_text_codec_is_in_the_fuzzing() -> None:
    assert {"shift_jis", "gb2312", "big5", "euc_jp", "utf_32", "utf_16_le", "cp037", "utf_7", "koi8_r"} <= set(_CODECS)
    assert len(_CODECS) > 100


@settings(max_examples=_EXAMPLES, deadline=None)
@given(_encoded_feed())
def test_feeds_in_every_text_encoding_read_back(feed: tuple[str, bytes, str]) -> None:
    codec, data, title = feed
    catalog = podcat.parse(data, strict=True)
    assert [episode.title for episode in catalog] == [title], codec


ITUNES = "http://www.itunes.com/dtds/podcast-1.0.dtd"
_URIS = (ITUNES, "urn:x", "urn:y")
_PREFIXES = ("", "a", "b", "itunes")


@st.composite
def _namespaced_feed(draw: st.DrawFn) -> str:
    """A feed whose one item holds subtrees that declare and redeclare prefixes at every depth, and
    ``duration`` elements under any prefix, some declaring their own."""

    def declarations(prefixes: list[str]) -> str:
        return "".join(f' xmlns{":" + p if p else ""}="{draw(st.sampled_from(_URIS))}"' for p in prefixes)

    def subtree(depth: int) -> str:
        name = draw(st.sampled_from(["x", "a:x", "b:y", "itunes:duration"]))
        declared = draw(st.lists(st.sampled_from(_PREFIXES), max_size=2, unique=True))
        children = "".join(subtree(depth + 1) for _ in range(draw(st.integers(0, 2)))) if depth < 5 else ""
        return f"<{name}{declarations(declared)}>{children}</{name}>"

    parts = []
    for number in range(1, draw(st.integers(1, 4)) + 1):
        if draw(st.booleans()):
            parts.append(subtree(0))
        prefix = draw(st.sampled_from(_PREFIXES))
        tag = f"{prefix}:duration" if prefix else "duration"
        own = declarations([prefix]) if draw(st.booleans()) else ""
        parts.append(f"<{tag}{own}>{number}</{tag}>")
    root = declarations(["a", "b", "itunes"])
    return (
        f'<rss version="2.0"{root}><channel><title>S</title><item><title>T</title>{"".join(parts)}</item>'
        "</channel></rss>"
    )


@settings(max_examples=_EXAMPLES, deadline=None)
@given(_namespaced_feed())
def test_nested_namespaces_resolve_as_elementtree_resolves_them(feed: str) -> None:
    found = ET.fromstring(feed).find(f"channel/item/{{{ITUNES}}}duration")  # the first iTunes duration of the item
    expected = None if found is None or not found.text else timedelta(seconds=int(found.text))  # empty: unknown
    assert [episode.duration for episode in podcat.parse(feed, strict=True)] == [expected]
