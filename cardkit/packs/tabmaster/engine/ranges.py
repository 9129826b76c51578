"""The four range kinds of seed 003: Melee, Direct, Arcing and Area (docs/seed-facts.md, Range).

Each kind tells a different story of how an action travels (a blade, a bullet, an arrow's arc,
a blast), so each weighs height and obstacles differently. The origin square is distance 0
and always in range, so a unit can always choose itself.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from .board import Board, Square, manhattan, squares_between

ARCING_CLEARANCE = 3
"""An arc clears obstacles up to this many levels above the shooter (seed 003: "maior que 3")."""


class RangeKind(Enum):
    MELEE = "melee"
    DIRECT = "direct"
    ARCING = "arcing"
    AREA = "area"


@dataclass(frozen=True)
class RangeCheck:
    """Whether ``target`` is in range, with the numbers a diagnostic or a tooltip can quote.

    ``distance`` is None when an area cannot reach the square at all; ``reach`` is the range
    after height adjustments.
    """

    in_range: bool
    distance: int | None
    reach: int
    reason: str


def check_range(
    board: Board, kind: RangeKind, origin: Square, target: Square, reach: int
) -> RangeCheck:
    """Is ``target`` within ``reach`` of ``origin`` for this kind of range?"""
    for square in (origin, target):
        if not board.contains(square):
            raise ValueError(f"square {square} is not on the board")
    if origin == target:
        return RangeCheck(True, 0, reach, "the origin square is always in range")
    return _CHECKS[kind](board, origin, target, reach)


def _height_gain(board: Board, origin: Square, target: Square) -> int:
    """Positive when the origin stands higher than the target."""
    return board.height_at(origin) - board.height_at(target)


def _first_blocker(
    origin: Square, target: Square, blocks: Callable[[Square], bool]
) -> Square | None:
    return next((square for square in squares_between(origin, target) if blocks(square)), None)


def _melee(board: Board, origin: Square, target: Square, reach: int) -> RangeCheck:
    """Higher ground gives one square of reach, lower ground takes one; an adjacent target is
    always reachable unless it stands higher than the weapon's natural reach."""
    gain = _height_gain(board, origin, target)
    effective = reach + (gain > 0) - (gain < 0)
    distance = manhattan(origin, target)
    blocker = _first_blocker(origin, target, board.is_obstructed)
    if blocker is not None:
        return RangeCheck(False, distance, effective, f"obstacle at {blocker} is in the way")
    if distance == 1:
        climb = -gain
        if climb <= reach:
            return RangeCheck(True, distance, effective, "adjacent targets are always in reach")
        return RangeCheck(
            False, distance, effective, f"adjacent target is {climb} higher than reach {reach}"
        )
    return _within(distance, effective)


def _direct(board: Board, origin: Square, target: Square, reach: int) -> RangeCheck:
    """A straight shot: any obstacle on the line stops it."""
    return _shot(board, origin, target, reach, board.is_obstructed)


def _arcing(board: Board, origin: Square, target: Square, reach: int) -> RangeCheck:
    """An arc: only obstacles more than ``ARCING_CLEARANCE`` above the shooter, walls up to the
    ceiling and a roof over the line stop it."""
    shooter_level = board.height_at(origin)

    def blocks(square: Square) -> bool:
        too_tall = board.obstacles.get(square, shooter_level) - shooter_level > ARCING_CLEARANCE
        return too_tall or square in board.walls or square in board.roofed

    return _shot(board, origin, target, reach, blocks)


def _shot(
    board: Board,
    origin: Square,
    target: Square,
    reach: int,
    blocks: Callable[[Square], bool],
) -> RangeCheck:
    """Direct and arcing shots add the height difference to the reach."""
    effective = reach + _height_gain(board, origin, target)
    distance = manhattan(origin, target)
    blocker = _first_blocker(origin, target, blocks)
    if blocker is not None:
        return RangeCheck(False, distance, effective, f"{blocker} blocks the line")
    return _within(distance, effective)


def _area(board: Board, origin: Square, target: Square, reach: int) -> RangeCheck:
    distance = area_distances(board, origin, reach).get(target)
    if distance is None:
        return RangeCheck(False, None, reach, f"not reachable within {reach} around obstacles")
    return _within(distance, reach)


def _within(distance: int, reach: int) -> RangeCheck:
    if distance <= reach:
        return RangeCheck(True, distance, reach, f"distance {distance} within reach {reach}")
    return RangeCheck(False, distance, reach, f"distance {distance} beyond reach {reach}")


_CHECKS: dict[RangeKind, Callable[[Board, Square, Square, int], RangeCheck]] = {
    RangeKind.MELEE: _melee,
    RangeKind.DIRECT: _direct,
    RangeKind.ARCING: _arcing,
    RangeKind.AREA: _area,
}


def area_distances(board: Board, origin: Square, radius: int) -> dict[Square, int]:
    """Step count of every square an area reaches: orthogonal flood fill around obstacles,
    heights ignored, the origin at distance 0."""
    distances = {origin: 0}
    frontier = deque([origin])
    while frontier:
        square = frontier.popleft()
        if distances[square] == radius:
            continue
        for neighbour in board.neighbours(square):
            if neighbour not in distances and not board.is_obstructed(neighbour):
                distances[neighbour] = distances[square] + 1
                frontier.append(neighbour)
    return distances


def squares_in_area(board: Board, origin: Square, radius: int) -> frozenset[Square]:
    """The squares an Área or Explosão of this radius covers from ``origin``."""
    return frozenset(area_distances(board, origin, radius))
