"""Definitions built from schema-valid documents by the field table.

Each field's value is built by its type: a list as a tuple, art as `Art`, printings as
`Printing`s, a pack's own type by the pack's builder; a field the file leaves out gets its
declared default, and a pack builder is asked what an absent value is (an empty `Effects`).
The class is the pack's typed view of the kind, where it has one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cardkit.fields.model import GAME, KindSpec
from cardkit.loading import LocatedDocument
from cardkit.model import Art, Definition, Located, Printing

Builder = Callable[[Any], Any]


def build_art(data: Any) -> Art | None:
    """A definition's `art:`: a file name alone, or the mapping with focus, fit and credit."""
    if data is None:
        return None
    if isinstance(data, str):
        return Art(data)
    focus = data.get("focus") or {}
    given = written(focus, {"x": float, "y": float}, prefix="focus_") | written(data, {"fit": str, "credit": str})
    return Art(file=data.get("file"), **given)


def build_printings(data: Any) -> tuple[Printing, ...]:
    return tuple(Printing(str(entry["set"]), entry.get("number"), **written(entry, {"quantity": int})) for entry in data or ())


def written(data: Mapping[str, Any], readers: Mapping[str, Builder], prefix: str = "") -> dict[str, Any]:
    """The keys of `readers` that `data` writes, each read by its reader and named `prefix` +
    key: a key left out is left out, so the dataclass's default is the one source of it."""
    return {prefix + key: read(data[key]) for key, read in readers.items() if data.get(key) is not None}


def _as_tuple(data: Any) -> tuple[Any, ...]:
    return tuple(data or ())


CORE_BUILDERS: Mapping[str, Builder] = {
    "art": build_art,
    "printings": build_printings,
    "list": _as_tuple,
    "codes": _as_tuple,
    "paths": _as_tuple,
}
"""The types whose values are not the YAML value itself; every other type keeps it as written."""
_ABSENT = object()


def field_values(data: Mapping[str, Any], kind: KindSpec, builders: Mapping[str, Builder]) -> dict[str, Any]:
    """Every field of `kind` that `data` gives, built; defaults for the rest that have one."""
    values: dict[str, Any] = {}
    for spec in kind.fields:
        if spec.id == "name":
            continue
        raw = data.get(spec.id, _ABSENT)
        builder = builders.get(spec.type) or CORE_BUILDERS.get(spec.type)
        if raw is _ABSENT:
            if spec.default is not None:
                values[spec.id] = builder(spec.default) if builder is not None else spec.default
            elif builder is not None and spec.type in builders:
                absent = builder(None)
                if absent is not None:
                    values[spec.id] = absent
            continue
        values[spec.id] = builder(raw) if builder is not None and raw is not None else raw
    return values


def build_definition(doc: LocatedDocument, kind: KindSpec, builders: Mapping[str, Builder], cls: type[Definition] = Definition) -> Definition:
    """The definition `doc` holds, of `kind`, as `cls` (the pack's view of the kind, if any)."""
    declared = tuple(spec.id for spec in kind.fields if spec.origin == GAME)
    return cls(kind=kind.id, name=doc.data["name"], source=Located(doc), values=field_values(doc.data, kind, builders), declared_ids=declared)
