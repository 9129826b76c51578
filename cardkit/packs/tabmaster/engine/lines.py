"""Linha effects: which squares a line covers from its origin.

The seeds name the directions (Horizontal, Vertical, Diagonais, Frente, Fundo, Completa,
Aleatório; docs/seed-facts.md, Magic) but not their geometry; this module is the one place
that defines it:

- horizontal: left and right; vertical: up and down; diagonals: the four diagonals;
- complete: all eight; front: the caster's facing; back: the opposite of the facing;
- random: one of the eight directions, rolled by the caller.

A line covers ``reach`` squares along each direction, the k-th square being ``k`` steps along
it (a diagonal line is as long as a straight one: it is counted along the line, not in
orthogonal steps). The origin itself is not on the line. On a board a line stops at the edge
and before the first obstacle or wall, because a line is a direct shot.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from .board import Board, Offset, Square

NORTH: Offset = (0, -1)
EAST: Offset = (1, 0)
SOUTH: Offset = (0, 1)
WEST: Offset = (-1, 0)
STRAIGHT_DIRECTIONS: tuple[Offset, ...] = (NORTH, EAST, SOUTH, WEST)
DIAGONAL_DIRECTIONS: tuple[Offset, ...] = ((1, -1), (1, 1), (-1, 1), (-1, -1))
ALL_DIRECTIONS: tuple[Offset, ...] = STRAIGHT_DIRECTIONS + DIAGONAL_DIRECTIONS


class LineDirection(Enum):
    HORIZONTAL = "horizontal"
    VERTICAL = "vertical"
    DIAGONALS = "diagonals"
    FRONT = "front"
    BACK = "back"
    COMPLETE = "complete"
    RANDOM = "random"


_FIXED_VECTORS: dict[LineDirection, tuple[Offset, ...]] = {
    LineDirection.HORIZONTAL: (EAST, WEST),
    LineDirection.VERTICAL: (NORTH, SOUTH),
    LineDirection.DIAGONALS: DIAGONAL_DIRECTIONS,
    LineDirection.COMPLETE: ALL_DIRECTIONS,
}


def line_vectors(
    directions: Iterable[LineDirection],
    facing: Offset = NORTH,
    random_direction: Offset | None = None,
) -> frozenset[Offset]:
    """Unit steps of every ray a Linha effect sends out.

    ``facing`` orients front and back. ``random_direction`` is the direction the caller
    rolled for Aleatório; without it every direction the roll could give is returned, which is
    what a card diagram should show.
    """
    for vector, name in ((facing, "facing"), (random_direction, "random direction")):
        if vector is not None and vector not in ALL_DIRECTIONS:
            raise ValueError(f"{name} must be one of the eight unit steps, got {vector}")
    vectors: set[Offset] = set()
    for direction in directions:
        if direction is LineDirection.FRONT:
            vectors.add(facing)
        elif direction is LineDirection.BACK:
            vectors.add((-facing[0], -facing[1]))
        elif direction is LineDirection.RANDOM:
            vectors.update(ALL_DIRECTIONS if random_direction is None else (random_direction,))
        else:
            vectors.update(_FIXED_VECTORS[direction])
    return frozenset(vectors)


def line_offsets(vectors: Iterable[Offset], reach: int) -> frozenset[Offset]:
    """Offsets from the origin covered by rays of ``reach`` squares on an open board."""
    return frozenset((dx * step, dy * step) for dx, dy in vectors for step in range(1, reach + 1))


def ray(board: Board, origin: Square, vector: Offset, reach: int) -> tuple[Square, ...]:
    """Squares of one ray, nearest first, cut at the board edge and before an obstacle."""
    squares: list[Square] = []
    x, y = origin
    for _ in range(reach):
        x, y = x + vector[0], y + vector[1]
        if not board.contains((x, y)) or board.is_obstructed((x, y)):
            break
        squares.append((x, y))
    return tuple(squares)


def line_squares(
    board: Board, origin: Square, vectors: Iterable[Offset], reach: int
) -> frozenset[Square]:
    """Every square a Linha effect covers on this board."""
    return frozenset(square for vector in vectors for square in ray(board, origin, vector, reach))
