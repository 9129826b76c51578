"""game.yaml with the declarations its schema refuses left out, so one bad entry is one finding.

A declared kind or field with a typo (`type: numbr`) is a schema error of game.yaml, and a
game.yaml with an error used to be left out whole: its vocabularies, its pack's keys and every
kind it declares with it, so the checks then reported 11 to 14 errors in files that are right.
When every error of game.yaml lies inside entries of `card_kinds:`, `collections:` or
`fields:`, those entries are dropped (their errors still fail the run) and the rest of the file
is the game, as `fields.read` already does for what only it can find wrong in a declaration.
"""
from __future__ import annotations

from copy import deepcopy
from typing import Any

from cardkit.loading import JsonPath, LocatedDocument
from cardkit.schema.sets import SchemaSet


def without_bad_declarations(doc: LocatedDocument, schemas: SchemaSet) -> LocatedDocument | None:
    """`doc` less the declaration entries holding its schema errors, or None when an error lies
    elsewhere (or what is left is still refused)."""
    entries: set[JsonPath] = set()
    for error in schemas.validator("game").iter_errors(doc.data):
        entry = _declaration_entry(tuple(error.absolute_path))
        if entry is None:
            return None
        entries.add(entry)
    pruned = _without(doc, entries)
    return pruned if not any(True for _ in schemas.validator("game").iter_errors(pruned.data)) else None


KIND_LISTS = ("card_kinds", "collections")
"""game.yaml's lists of kind declarations; `fields:` maps a pack's kind to its extra fields."""


def _declaration_entry(path: JsonPath) -> JsonPath | None:
    """The entry of `card_kinds` or `collections` (`("card_kinds", 3)`) or of a kind's `fields`
    that holds `path`."""
    if len(path) >= 2 and path[0] in KIND_LISTS and isinstance(path[1], int):
        return path[:2]
    if len(path) >= 3 and path[0] == "fields" and isinstance(path[2], int):
        return path[:3]
    return None


def _without(doc: LocatedDocument, entries: set[JsonPath]) -> LocatedDocument:
    """A copy of `doc` without the list items at `entries`, later items' positions moved up."""
    data: Any = deepcopy(doc.data)
    renumber: dict[JsonPath, dict[int, int | None]] = {}
    """list path -> old index -> new index (None: dropped)"""
    for parent in {entry[:-1] for entry in entries}:
        items = _at(data, parent)
        dropped = {int(entry[-1]) for entry in entries if entry[:-1] == parent}
        kept = [index for index in range(len(items)) if index not in dropped]
        items[:] = [items[index] for index in kept]
        renumber[parent] = {**dict.fromkeys(dropped), **{old: new for new, old in enumerate(kept)}}
    return LocatedDocument(doc.path, doc.relpath, data, _moved(doc.value_positions, renumber), _moved(doc.key_positions, renumber))


def _at(data: Any, path: JsonPath) -> Any:
    for step in path:
        data = data[step]
    return data


def _moved(positions: dict[JsonPath, Any], renumber: dict[JsonPath, dict[int, int | None]]) -> dict[JsonPath, Any]:
    """`positions` with each path below a renumbered list moved to its item's new index, and
    those of dropped items left out (the lists are disjoint: `card_kinds`, `collections` and `fields.<kind>`)."""
    moved: dict[JsonPath, Any] = {}
    for path, position in positions.items():
        parent = next((p for p in renumber if len(path) > len(p) and path[: len(p)] == p), None)
        if parent is None:
            moved[path] = position
            continue
        new = renumber[parent].get(int(path[len(parent)]))
        if new is not None:
            moved[(*parent, new, *path[len(parent) + 1 :])] = position
    return moved
