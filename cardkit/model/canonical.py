"""Model objects as plain JSON data, and digests of it: what the build cache's keys and the
revision marks (`cardkit.project.marks`) both take of a definition.

Two equal values always give the same data, across processes, machines and checkouts: field
names and values, never `id()`-based reprs or dict order; where a definition came from (its
`Located` source, with lines and columns) is left out, since moving a comment or reordering a
file's keys does not change a card.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from enum import Enum
from pathlib import PurePath
from typing import Any

from cardkit.model import Located


def canonical(value: object) -> Any:
    """`value` as plain JSON data that two equal values always share."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    names = _field_names(kind)
    if names is not None:
        fields = {}
        for name in names:
            item = getattr(value, name)
            if not isinstance(item, Located):
                fields[name] = canonical(item)
        return [kind.__qualname__, fields]
    return _other(value)


def _other(value: object) -> Any:
    """`canonical` of a value neither plain nor a dataclass."""
    if isinstance(value, Enum):
        return canonical(value.value)
    if isinstance(value, (list, tuple)):
        return [canonical(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted((canonical(item) for item in value), key=_json)
    if isinstance(value, dict):
        return sorted(([canonical(key), canonical(item)] for key, item in value.items()), key=_json)
    if isinstance(value, PurePath):
        return value.as_posix()
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


_PLAIN: frozenset[type] = frozenset({str, int, float, bool, type(None)})
"""The exact types that are their own canonical form (a subclass, say an Enum of str, is not)."""


_FIELD_NAMES: dict[type, tuple[str, ...] | None] = {}


def _field_names(kind: type) -> tuple[str, ...] | None:
    """The field names of dataclass `kind`, in declaration order, or None for any other type:
    asked once per type, since a digest of a 2,000-card plan walks hundreds of thousands of values."""
    if kind not in _FIELD_NAMES:
        _FIELD_NAMES[kind] = tuple(field.name for field in dataclasses.fields(kind)) if dataclasses.is_dataclass(kind) else None
    return _FIELD_NAMES[kind]


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def digest(*parts: object) -> str:
    """The hex SHA-256 of the canonical form of `parts`."""
    return canonical_digest(canonical(parts))


def canonical_digest(data: Any) -> str:
    """The hex SHA-256 of data `canonical` returned (walking it again would give the same)."""
    return hashlib.sha256(_json(data).encode("utf-8")).hexdigest()
