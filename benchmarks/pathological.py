"""Time on pathological inputs at 10k, 100k and 1M characters: each 10x of input should cost about 10x time.

    python benchmarks/pathological.py [--sizes 10000 100000 1000000] [--only WORD]

Prints one row per case: the CPU seconds at each size (the best of three runs, the garbage collector off) and the
growth per 10x of input (time at a size over time at the size before, scaled to a 10x step). A linear case shows
about 10; the target is at most 12.
"""

from __future__ import annotations

import argparse
import functools
import gc
import itertools
import math
import random
import sys
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from xml.sax.saxutils import escape

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's podcat, whichever is installed
import podcat

PLAY = "Play Episode Listen Later"
TARGET = 12.0


def _feed(items: str, root_attributes: str = "") -> str:
    return f'<?xml version="1.0"?><rss version="2.0"{root_attributes}><channel><title>t</title>{items}</channel></rss>'


def _nested_namespaces(n: int) -> str:
    depth = n // 24
    opening = "".join(f'<a xmlns:p{i}="u{i}">' for i in range(depth))
    return _feed(f"<item><title>t</title>{opening}{'</a>' * depth}</item>")


def _many_prefixes(n: int) -> str:
    count = n // 40
    prefixes = "".join(f' xmlns:p{i}="u{i}"' for i in range(count // 2))
    children = '<x xmlns:q="v"/>' * (count // 2)
    return _feed(f"<item><title>t</title>{children}</item>", prefixes)


def _many_children(n: int) -> str:
    return _feed("<item><title>t</title>" + "<x/>" * (n // 4) + "</item>")


def _catalog_with_urls(n: int) -> podcat.Catalog:
    urls = [f"https://e.org/{i}" for i in range(n // 20)]
    episode = podcat.Episode(title="t", published=date(2024, 8, 4), description=" ".join(urls), links=tuple(urls))
    return podcat.Catalog(podcat.Show("Show"), [episode])


def _disagreeing_catalogs(n: int) -> tuple[podcat.Catalog, podcat.Catalog]:
    """Two snapshots of one undated listing (each read on its own), the second in a shuffled order."""
    numbers = list(range(n // 10))
    first = podcat.Catalog(None, [podcat.Episode(title=f"entry {i}") for i in numbers])
    random.Random(16).shuffle(numbers)
    return first, podcat.Catalog(None, [podcat.Episode(title=f"entry {i}") for i in numbers])


def _parse(make: Callable[[int], str]) -> Callable[[int], Callable[[], object]]:
    """A case that parses the text ``make`` gives for n characters."""
    return lambda n: functools.partial(podcat.parse, make(n))


def _show_notes(chunk: str) -> Callable[[int], Callable[[], object]]:
    """A case that reads adversarial HTML show notes, ``<p>`` and ``chunk`` repeated, as a feed item's description."""
    return _parse(lambda n: _feed(f"<item><title>t</title><description>{escape('<p>' + chunk * (n // len(chunk)))}"
                                  "</description></item>"))


def _to_rss(n: int) -> Callable[[], object]:
    return functools.partial(_catalog_with_urls(n).to_rss, link="https://e.org/")


def _merge(n: int) -> Callable[[], object]:
    return functools.partial(podcat.merge, *_disagreeing_catalogs(n))


# Each case makes, from a size n in characters, the call to time. The first five were quadratic (issue 16).
CASES: dict[str, Callable[[int], Callable[[], object]]] = {
    "feed: nested xmlns scopes": _parse(_nested_namespaces),
    "feed: root prefixes, xmlns children": _parse(_many_prefixes),
    "feed: item with many children": _parse(_many_children),
    # a date's time of day was looked for before its length was checked: quadratic in the spaces
    "feed: a date of a dot and spaces": _parse(
        lambda n: _feed("<item><title>t</title><pubDate>." + " " * n + "x</pubDate></item>")
    ),
    "to_rss: description of URLs": _to_rss,
    "merge: shuffled orders": _merge,
    "listing: colons and digits": _parse(lambda n: f"{PLAY} {'1:' * (n // 4)}\n{'12:' * (n // 6)}"),
    "listing: play lines, no titles": _parse(lambda n: f"{PLAY} Aug 4, 2024 16:33\n" * (n // 45)),
    "listing: title-like lines": _parse(
        lambda n: "".join(f"Episode title {i}\n" for i in range(n // 20)) + f"x\n{PLAY}\n"
    ),
    "listing: one long line": _parse(lambda n: "Follow " + "x: 12 https://a.b/ " * (n // 19) + "\n" + PLAY),
    "listing: play words mid-line": _parse(lambda n: f"t\n{PLAY} Aug 4, 2024 1:00\nx " + f"{PLAY} " * (n // 26)),
    "listing: regular blocks": _parse(lambda n: f"t\n\n{PLAY} Aug 4, 2024 1:00\n\nd\n\n" * (n // 44)),
    "listing: date lines, no titles": _parse(lambda n: "Show\nEpisodes\n" + "AUG 4, 2024 • S1 E1\n" * (n // 20)),
    "listing: separators only": _parse(lambda n: "Show\nt\nAug 4 • 41 min\n" + "• · | " * (n // 6)),
    "listing: one row of empty cells": _parse(lambda n: "Show\n" + "a |" * (n // 3) + "\n"),
    "listing: generic rows": _parse(lambda n: "".join(f"Title {i} | 2024-08-04 | 1:00:00\n" for i in range(n // 34))),
    "listing: lengths apart by separators": _parse(lambda n: ("1h · " * 19 + "!\n") * (n // 97)),
    "listing: a run of spaces in a row": _parse(
        lambda n: "Show\n" + ("T · Aug 5, 2024 · 41" + " " * 460 + "min\n") * (n // 484)
    ),
    "listing: titles of spaced dashes": _parse(
        lambda n: "Show\n" + ("a - " * 100 + "b · Aug 5, 2024 · 41 min\nAbout it.\n") * (n // 435)
    ),
    "listing: one title over every entry": _parse(lambda n: "Title\nAug 12, 2024 | 63 min\n" * (n // 29)),
    "listing: labelled dates and lengths": _parse(
        lambda n: "".join(f"T{i}\nRelease date: 08-12-24\nLength: 1 hr and 3 mins\n" for i in range(n // 52))
    ),
    # a length's unit then runs of digits: one pattern split them every way (a line of 27 characters took 5 s)
    "listing: digits after a unit": _parse(
        lambda n: "Show\n" + ("1h" + "1" * 40 + "!\n1 call 1 800 555 0100!\n") * (n // 66)
    ),
    # parts of a name after "by" apart by bars: the byline's words and the bars' spaces were split every way (a line
    # of 99 characters took 9 s); and runs of spaces after bars before a length's label (a line took 2 s)
    "listing: bylines apart by bars": _parse(
        lambda n: "Show\nT\nAug 4, 2024 · 41 min\n" + (("x by B | " * 11)[:97] + "|!\n") * (n // 100)
    ),
    "listing: spaces after bars": _parse(
        lambda n: "Show\nT\nAug 4, 2024 · 41 min\n" + (("a |" + " " * 40) * 6 + "Duration: 1:00\n") * (n // 273)
    ),
    # markers apart by bullets: "BONUS|Bonus" matched "Bonus" twice where the meta line's shape ignored case (a line of
    # 100 characters took 60 ms)
    "listing: markers apart by bullets": _parse(
        lambda n: "Show\nT\nAug 4, 2024 · 41 min\n" + (("Bonus • " * 20)[:99] + "x\n") * (n // 100)
    ),
    # a long header of title-like lines over a few entries: each was looked for all over the page, named again or
    # not (8,000 lines took 15 s; found by a review)
    "listing: a header of title-like lines": _parse(
        lambda n: "Zebulon\n" + "".join(f"Item Q{i}z\n" for i in range(n // 11)) + "a podcast about things\n"
        + "".join(f"T{i}\nAugust {i + 1}, 2024 | 41:07\nd.\n\n" for i in range(5))
    ),
    # entries of people lines (names, commas and "and" as the people pattern reads them), under a breadcrumb
    "listing: people lines": _parse(
        lambda n: "Home > Shows > Talk\nShow\nA show.\n\n" + "".join(
            f"T{i}\nAug 4, 2024 | 41:07\nwith Ann Lee, Bo Berg and Cy Dee Eff\nby Jo Ka Lo Mo No Po\n\n"
            for i in range(n // 80)
        )
    ),
    # dates that lead their lines, each with a long text after it, and a line of label-like words and colons
    "listing: dates leading long lines": _parse(
        lambda n: "Show\n" + "".join(f"T{i}\n(Airdate: 14 Aug 2024) {'word: ' * 200}\n" for i in range(n // 1230))
    ),
    # date lines that end in the hour a daily show comes out, each length on a line of its own: each date line
    # looked for a length among all of them (100k lines took 9 s; found by a review)
    "listing: the same hour after each date": _parse(
        lambda n: "Show\n" + "".join(f"T{i}\n2024-08-05 - 14:10\n41:07\nText.\n" for i in range(n // 40))
    ),
    # a show-more button on every line under the last entry: each counted its kind all over the page (60,000 lines
    # took 37 s; found by a review)
    "listing: show-more lines under the list": _parse(
        lambda n: "Show\nA show.\n\n" + "".join(f"T{i}\nAbout {i}.\n{1 + i}.10.2024\n32 min\n\n" for i in range(20))
        + "Vis flere\n" * (n // 10)
    ),
    # a row of some 600 cells: its pattern nested a group a cell, past the regular expression parser's depth
    "listing: rows of many cells": _parse(
        lambda n: "".join(f"T{i}\t2024-08-05\t41:07" + "\t" * 600 + "x\n" for i in range(n // 625))
    ),
    **{
        f"show notes: <p> + {chunk!r} * n": _show_notes(chunk)
        for chunk in ("<!--", "<a ", "<p", "<", "&amp", "<script>", "<a href='")
    },
}


def _seconds(call: Callable[[], object]) -> float:
    """The best of three runs, in CPU seconds of this process: other processes on a busy machine do not count. The
    garbage collector is off while a run is timed, as `timeit` has it: its full collections come as the objects
    alive pass its thresholds (once for a feed of 100k characters, nine times for 1M), which is no growth of the
    work."""
    best = math.inf
    for _ in range(3):
        gc.collect()
        gc.disable()
        try:
            start = time.process_time()
            call()
            best = min(best, time.process_time() - start)
        finally:
            gc.enable()
    return best


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000, 1_000_000],
                         help="input sizes in characters, smallest first")
    options.add_argument("--only", help="only the cases whose name holds this text")
    arguments = options.parse_args()
    sizes: list[int] = arguments.sizes
    header = "".join(f"{f'{size:,} chars':>17}" for size in sizes)
    steps = "".join(f"{f'growth x{later // earlier}':>14}" for earlier, later in itertools.pairwise(sizes))
    print(f"{'case':<38}{header}{steps}{'per 10x':>9}")
    for name, make in CASES.items():
        if arguments.only and arguments.only not in name:
            continue
        times = [_seconds(make(size)) for size in sizes]
        growths = [later / earlier for earlier, later in itertools.pairwise(times)]
        # The growth for a 10x step: the measured growth scaled by the size ratio (exponent of n, applied to 10).
        per_10x = [
            10 ** (math.log(g) / math.log(later / earlier))
            for g, (earlier, later) in zip(growths, itertools.pairwise(sizes), strict=True)
        ]
        worst = max(per_10x, default=0.0)
        verdict = "ok" if worst <= TARGET else "SUPERLINEAR"
        print(f"{name:<38}" + "".join(f"{t:>16.4f}s" for t in times) + "".join(f"{g:>14.1f}" for g in growths)
              + f"{worst:>9.1f} {verdict}")


if __name__ == "__main__":
    main()
