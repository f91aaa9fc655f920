"""Merge several pages or snapshots of one listing into one catalog.

Rules (also in the README):

* An entry's identity is its title (case and spacing ignored) and its date: dated entries match dated ones with
  the same date, undated entries match undated ones. Within one input, a true repeat (the same title, date and
  content) is kept once; entries that share a title and date but differ are all kept, the n-th of them matching
  the n-th of another input.
* When one entry differs between inputs, the **later argument wins** and a diagnostic names what changed.
* Dated entries come newest first (ties keep listing order); undated entries follow, in one order consistent
  with every input (a topological merge of the inputs' orders). Where inputs disagree on an order, the later
  input's order wins and a diagnostic says so. The merge takes time linear in the entries (times a log).
* The show header comes from the most complete input (the later one on a tie); the claims from the latest
  input that has any. Inputs of different shows (by title) are merged too, with a diagnostic naming both.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Sequence
from datetime import date

import attrs

from podcat._diff import Identity, changed_fields, identity, title_key
from podcat._models import Catalog, Diagnostic, Episode, Show, ShowClaims

__all__ = ["merge"]

# An entry: its identity, and which of the input's different entries with that identity it is (0 for the first).
_Key = tuple[str, date | None, int]



def merge(*catalogs: Catalog) -> Catalog:
    """Combine catalogs of the same listing into one, without duplicates (see the module rules)."""
    diagnostics = [d for catalog in catalogs for d in catalog.diagnostics]
    diagnostics += _different_shows(catalogs)
    kept: dict[_Key, Episode] = {}
    orders: list[list[_Key]] = []
    for catalog in catalogs:
        order: list[_Key] = []
        counts: dict[Identity, int] = {}
        seen: set[Episode] = set()
        for episode in catalog.episodes:
            if episode in seen:  # the same title, date and content: a true repeat
                diagnostics.append(_about(episode, f"duplicate entry {episode.title!r}; kept once"))
                continue
            seen.add(episode)
            same = identity(episode)
            key = (*same, counts.get(same, 0))
            counts[same] = key[2] + 1
            order.append(key)
            previous = kept.get(key)
            if previous is not None and (changed := changed_fields(previous, episode)):
                note = f"{episode.title!r} changed between inputs ({', '.join(changed)}); kept the later input's"
                diagnostics.append(_about(episode, note))
            kept[key] = episode
        orders.append(order)
    ordered = [kept[key] for key in _merge_orders(orders, kept, diagnostics)]
    dated = sorted((e for e in ordered if e.published is not None), key=_published, reverse=True)
    undated = [e for e in ordered if e.published is None]
    layouts = {catalog.layout for catalog in catalogs}
    days = {catalog.as_of for catalog in catalogs}
    return Catalog(
        _merge_shows(catalogs),
        [*dated, *undated],
        diagnostics,
        layout=layouts.pop() if len(layouts) == 1 else None,
        as_of=days.pop() if len(days) == 1 else None,
    )


def _published(episode: Episode) -> date:
    return episode.published or date.min


def _about(episode: Episode, message: str) -> Diagnostic:
    return Diagnostic.at(episode.source, message, episode.title)


def _different_shows(catalogs: Sequence[Catalog]) -> list[Diagnostic]:
    """A diagnostic for each input whose show is not the first input's (by title, case and spacing ignored):
    pages of different shows merged are most likely a mistake."""
    first: Show | None = None
    diagnostics = []
    for catalog in catalogs:
        if (show := catalog.show) is None:
            continue
        if first is None:
            first = show
        elif title_key(show.title) != title_key(first.title):
            path = next((episode.source.path for episode in catalog.episodes if episode.source is not None), None)
            message = f"merged catalogs of different shows: {first.title!r} and {show.title!r}"
            diagnostics.append(Diagnostic(None, message, show.title, path))
    return diagnostics


def _merge_orders(orders: list[list[_Key]], kept: dict[_Key, Episode], diagnostics: list[Diagnostic]) -> list[_Key]:
    """One order consistent with every input's order; on a conflict, the later input wins.

    Kahn's algorithm over the inputs' successive pairs: among the entries nothing precedes any more, the one listed
    first (earliest input, then position) goes first. When every entry left is preceded (the inputs disagree), the
    entry whose latest preceding input is the earliest goes next, and the earlier inputs' orders it breaks are
    reported. The first entry left in the latest input is never preceded by that input, so its order always holds.
    """
    # Entries are numbered in first-listed order (earliest input, then position): the number is the priority.
    number_of: dict[_Key, int] = {}
    for order in orders:
        for key in order:
            number_of.setdefault(key, len(number_of))
    keys = list(number_of)
    # For each entry, its predecessors, each with the latest input that lists it just before; and its successors.
    preceding: list[dict[int, int]] = [{} for _ in keys]
    following: list[list[int]] = [[] for _ in keys]
    for source, order in enumerate(orders):
        numbers = [number_of[key] for key in order]
        for before, after in itertools.pairwise(numbers):
            if before not in preceding[after]:
                following[before].append(after)
            preceding[after][before] = source
    # An entry's rank: -1 when nothing precedes it any more, else the latest input that still puts something first.
    rank = [max(before.values(), default=-1) for before in preceding]
    ready = [(entry_rank, entry) for entry, entry_rank in enumerate(rank)]
    heapq.heapify(ready)
    placed = [False] * len(keys)
    result: list[_Key] = []
    while ready:
        entry_rank, entry = heapq.heappop(ready)
        if placed[entry] or entry_rank != rank[entry]:  # placed already, or ranked again since
            continue
        placed[entry] = True
        result.append(keys[entry])
        for before in preceding[entry]:  # left only when the inputs disagree
            first, then = kept[keys[before]], kept[keys[entry]]
            message = f"inputs disagree on the order of {first.title!r} and {then.title!r}; kept the later input's"
            diagnostics.append(_about(first, message))
        for after in following[entry]:
            if not placed[after]:
                del preceding[after][entry]
                rank[after] = max(preceding[after].values(), default=-1)
                heapq.heappush(ready, (rank[after], after))
    return result


def _merge_shows(catalogs: Sequence[Catalog]) -> Show | None:
    shows = [catalog.show for catalog in catalogs if catalog.show is not None]
    if not shows:
        return None
    fullest = max(reversed(shows), key=_completeness)
    claimed = [show.claims for show in shows if show.claims != ShowClaims()]
    return attrs.evolve(fullest, claims=claimed[-1]) if claimed else fullest


def _completeness(show: Show) -> int:
    fields = (show.title, show.description, show.author, show.link, show.image, show.language, show.categories)
    return sum(bool(value) for value in fields) + (show.explicit is not None)
