"""Steps into plain YAML data by a field path: read every value a path reaches, or rewrite them.

A path is a tuple of steps: a key, "*" for every item of a list, "~" for every key of a mapping
(the key itself is the value: a stock `{Torch: 10}` names its item by key).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

Steps = tuple[str, ...]
EVERY_ITEM, EVERY_KEY = "*", "~"


def reach(data: Any, path: Steps) -> Iterator[tuple[tuple[str | int, ...], Any]]:
    """Every (concrete path, value) `path` reaches in `data` (keys reached by "~" included)."""
    if not path:
        yield (), data
        return
    head, rest = path[0], path[1:]
    if head == EVERY_ITEM:
        for index, item in enumerate(data if isinstance(data, list) else ()):
            for tail, value in reach(item, rest):
                yield (index, *tail), value
    elif head == EVERY_KEY:
        for key in data if isinstance(data, dict) and not rest else ():
            yield (key,), key
    elif isinstance(data, dict) and head in data:
        for tail, value in reach(data[head], rest):
            yield (head, *tail), value


def rewrite(data: Any, path: Steps, change: Callable[[Any], Any]) -> Any:
    """`data` with each value `path` reaches replaced by `change(value)` (a key by "~"): a new
    structure, the original left as it was."""
    if not path:
        return change(data)
    head, rest = path[0], path[1:]
    if head == EVERY_ITEM and isinstance(data, list):
        return [rewrite(item, rest, change) for item in data]
    if head == EVERY_KEY and isinstance(data, dict) and not rest:
        return {change(key): value for key, value in data.items()}
    if isinstance(data, dict) and head in data:
        return {**data, head: rewrite(data[head], rest, change)}
    return data
