"""The located document: plain data plus where in the file each value and key was written."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

JsonPath = tuple[str | int, ...]
"""Keys and list indexes from the top of a document down to one value."""


@dataclass(frozen=True)
class Position:
    """A place in a file; both numbers 1-based, the column counted in characters."""

    line: int
    column: int


START = Position(1, 1)


class Mark(Protocol):
    """A place as PyYAML reports it (its pure-Python and libyaml marks alike), 0-based."""

    line: int
    column: int


def position_of(mark: Mark | None) -> Position:
    """The 1-based position of a PyYAML mark; the start of the file when YAML gives none."""
    return Position(mark.line + 1, mark.column + 1) if mark is not None else START


@dataclass
class LocatedDocument:
    """One YAML file as plain Python values, each remembering where it was written.

    Values reached through an alias (`*name`) are located where their anchor (`&name`)
    wrote them, since that is the text the designer has to edit.
    """

    path: Path
    relpath: str
    data: Any
    value_positions: dict[JsonPath, Position] = field(default_factory=dict)
    key_positions: dict[JsonPath, Position] = field(default_factory=dict)

    def position(self, path: Sequence[str | int], *, key: bool = False) -> Position:
        """Where the value (or, with `key`, the key) at `path` starts.

        A path that does not exist (a missing key, a value dropped for an error) falls back to
        its nearest existing ancestor, then to the start of the file, so every diagnostic has
        a place to point at.
        """
        located = tuple(path)
        if key and located in self.key_positions:
            return self.key_positions[located]
        for depth in range(len(located), -1, -1):
            position = self.value_positions.get(located[:depth])
            if position is not None:
                return position
        return START
