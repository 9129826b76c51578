"""The board as the rules see it: squares, ground heights, obstacles, walls and roofs.

Squares are ``(x, y)`` with x growing to the right and y growing downwards (row order), the
way a printed board or a card diagram is read. Distances are orthogonal step counts because
seed 003 says diagonal squares are not adjacent. What seed 003 says of heights, obstacles,
walls and roofs is in docs/seed-facts.md, Range.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

Square = tuple[int, int]
Offset = tuple[int, int]

ORTHOGONAL_STEPS: tuple[Offset, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))


@dataclass(frozen=True)
class Board:
    """A rectangular board.

    ``heights`` gives the ground level of a square (missing squares are at 0). ``obstacles``
    gives the top level of an obstacle standing on a square, on the same scale as ground
    heights, because seed 003 compares obstacle heights with the shooter's height. ``walls``
    reach the ceiling and block everything; ``roofed`` squares have a ceiling over them, which
    stops arcing shots.
    """

    columns: int
    rows: int
    heights: Mapping[Square, int] = field(default_factory=dict)
    obstacles: Mapping[Square, int] = field(default_factory=dict)
    walls: frozenset[Square] = frozenset()
    roofed: frozenset[Square] = frozenset()

    def __post_init__(self) -> None:
        if self.columns < 1 or self.rows < 1:
            raise ValueError(f"a board needs at least one square, got {self.columns}x{self.rows}")
        for name, squares in (
            ("heights", self.heights),
            ("obstacles", self.obstacles),
            ("walls", self.walls),
            ("roofed", self.roofed),
        ):
            outside = sorted(square for square in squares if not self.contains(square))
            if outside:
                raise ValueError(f"{name} names squares outside the board: {outside}")

    def contains(self, square: Square) -> bool:
        x, y = square
        return 0 <= x < self.columns and 0 <= y < self.rows

    def height_at(self, square: Square) -> int:
        return self.heights.get(square, 0)

    def is_obstructed(self, square: Square) -> bool:
        """True where nothing can stand or pass: an obstacle or a wall."""
        return square in self.obstacles or square in self.walls

    def neighbours(self, square: Square) -> Iterator[Square]:
        """Orthogonal neighbours on the board (diagonals are not adjacent, seed 003)."""
        x, y = square
        for dx, dy in ORTHOGONAL_STEPS:
            neighbour = (x + dx, y + dy)
            if self.contains(neighbour):
                yield neighbour


def manhattan(a: Square, b: Square) -> int:
    """Orthogonal step count between two squares, the distance of every range kind."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def squares_between(a: Square, b: Square) -> tuple[Square, ...]:
    """Squares the straight segment between the centres of ``a`` and ``b`` passes through.

    A supercover walk: every square the segment touches, endpoints excluded. When the segment
    runs exactly through a corner both squares beside the corner are included, so a line that
    grazes an obstacle's corner is blocked and two players never have to argue about it.
    """
    (x, y), (x1, y1) = a, b
    dx, dy = abs(x1 - x), abs(y1 - y)
    step_x = 1 if x1 > x else -1
    step_y = 1 if y1 > y else -1
    crossed: list[Square] = []
    done_x = done_y = 0
    while done_x < dx or done_y < dy:
        # Compare where the segment crosses the next vertical and horizontal grid lines.
        decision = (1 + 2 * done_x) * dy - (1 + 2 * done_y) * dx
        if decision == 0:
            crossed += [(x + step_x, y), (x, y + step_y)]
            x, y = x + step_x, y + step_y
            done_x, done_y = done_x + 1, done_y + 1
        elif decision < 0:
            x, done_x = x + step_x, done_x + 1
        else:
            y, done_y = y + step_y, done_y + 1
        crossed.append((x, y))
    return tuple(square for square in crossed if square != b)
