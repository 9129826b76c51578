"""Example values for the reference, read from the files cardkit ships: the bundled game and the
examples `cardkit init --example` writes. A key the schema gives no example for shows what one of
these files writes there, so every example is a value a working game really uses."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from cardkit.foundation.bundled import PACKAGE_DIR, load_bundled_yaml

EXAMPLES_DIR = PACKAGE_DIR / "examples"
"""The example games `cardkit init --example` copies (hollowmarch: a game of its own, in English)."""


def read_samples(paths: Iterable[Path]) -> list[Any]:
    """The data of each file of `paths` that exists, in order (the first that writes a key wins)."""
    return [load_bundled_yaml(path.read_text(encoding="utf-8")) for path in paths if path.is_file()]


def example_folder(name: str) -> Path:
    return EXAMPLES_DIR / name


def sample_value(samples: Sequence[Any], path: str) -> Any:
    """What the first sample that writes `path` (`a.<name>[].b`) writes there, or None."""
    steps = path.replace("[]", ".[]").split(".")
    for data in samples:
        found = _walk(data, [step for step in steps if step])
        if found is not None:
            return found
    return None


def _walk(data: Any, steps: list[str]) -> Any:
    if not steps:
        return data
    step, rest = steps[0], steps[1:]
    if step == "[]":
        items = data if isinstance(data, list) else []
        return next((found for item in items if (found := _walk(item, rest)) is not None), None)
    if not isinstance(data, Mapping):
        return None
    if step.startswith("<"):
        return next((found for value in data.values() if (found := _walk(value, rest)) is not None), None)
    return _walk(data.get(step), rest) if step in data else None


def abridged(value: Any, width: int = 3) -> Any:
    """`value` cut to its first few entries at every level, so a whole section's example stays a
    line: the keys under it show their own."""
    if isinstance(value, Mapping):
        return {key: abridged(item, width) for key, item in list(value.items())[:width]}
    if isinstance(value, list):
        return [abridged(item, width) for item in value[:1]]
    return value
