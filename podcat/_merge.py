"""Merge several pages or snapshots of one listing into one catalog.

Rules (also in the README):

* An entry's identity is its title (case and spacing ignored) and its date: dated entries match dated ones with
  the same date, undated entries match undated ones.
* When one entry differs between inputs, the **later argument wins** and a diagnostic names what changed.
* Dated entries come newest first (ties keep listing order); undated entries follow, in one order consistent
  with every input (a topological merge of the inputs' orders). Where inputs disagree on an order, the later
  input's order wins and a diagnostic says so.
* The show header comes from the most complete input (the later one on a tie); the claims from the latest
  input that has any. Inputs of different shows (by title) are merged too, with a diagnostic naming both.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Sequence
from datetime import date

import attrs

from podcat._diff import Identity as _Key
from podcat._diff import changed_fields, identity, title_key
from podcat._models import Catalog, Diagnostic, Episode, Show, ShowClaims

__all__ = ["merge"]


def merge(*catalogs: Catalog) -> Catalog:
    """Combine catalogs of the same listing into one, without duplicates (see the module rules)."""
    diagnostics = [d for catalog in catalogs for d in catalog.diagnostics]
    diagnostics += _different_shows(catalogs)
    kept: dict[_Key, Episode] = {}
    orders: list[list[_Key]] = []
    for catalog in catalogs:
        order: list[_Key] = []
        seen: set[_Key] = set()
        for episode in catalog.episodes:
            key = identity(episode)
            previous = kept.get(key)
            if key in seen:
                diagnostics.append(_about(episode, f"duplicate entry {episode.title!r}; kept the later one"))
            else:
                seen.add(key)
                order.append(key)
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
    """One order consistent with every input's order; on a conflict, the later input wins."""
    result = _topological(orders, _edges(orders))
    if result is not None:
        return result
    # The inputs disagree: add each input's edges, latest input first, skipping those that close a cycle.
    successors: dict[_Key, set[_Key]] = {key: set() for order in orders for key in order}
    for order in reversed(orders):
        for before, after in itertools.pairwise(order):
            if before in successors[after] or _reaches(successors, after, before):
                if after not in successors[before]:
                    message = (
                        f"inputs disagree on the order of {kept[before].title!r} and {kept[after].title!r};"
                        " kept the later input's order"
                    )
                    diagnostics.append(_about(kept[before], message))
                continue
            successors[before].add(after)
    ordered = _topological(orders, successors)
    assert ordered is not None, "the edges kept form no cycle"
    return ordered


def _edges(orders: list[list[_Key]]) -> dict[_Key, set[_Key]]:
    successors: dict[_Key, set[_Key]] = {}
    for order in orders:
        for key in order:
            successors.setdefault(key, set())
        for before, after in itertools.pairwise(order):
            successors[before].add(after)
    return successors


def _reaches(successors: dict[_Key, set[_Key]], start: _Key, goal: _Key) -> bool:
    stack, seen = [start], {start}
    while stack:
        for following in successors[stack.pop()]:
            if following == goal:
                return True
            if following not in seen:
                seen.add(following)
                stack.append(following)
    return False


def _topological(orders: list[list[_Key]], successors: dict[_Key, set[_Key]]) -> list[_Key] | None:
    """Kahn's algorithm; among ready entries the one listed first (earliest input, then position) goes first."""
    priority: dict[_Key, tuple[int, int]] = {}
    for number, order in enumerate(orders):
        for position, key in enumerate(order):
            priority.setdefault(key, (number, position))
    indegree = dict.fromkeys(successors, 0)
    for followers in successors.values():
        for key in followers:
            indegree[key] += 1
    ready = [(*priority[key], key) for key, count in indegree.items() if count == 0]
    heapq.heapify(ready)
    result: list[_Key] = []
    while ready:
        *_, key = heapq.heappop(ready)
        result.append(key)
        for following in successors[key]:
            indegree[following] -= 1
            if indegree[following] == 0:
                heapq.heappush(ready, (*priority[following], following))
    return result if len(result) == len(successors) else None


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
