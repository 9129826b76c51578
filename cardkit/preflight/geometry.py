"""Points, matrices and rectangles of PDF user space, and millimetres: what every check measures in."""

from __future__ import annotations

import math
from dataclasses import dataclass

PT_PER_MM = 72 / 25.4
Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def mm(points: float) -> float:
    return points / PT_PER_MM


def multiply(first: Matrix, then: Matrix) -> Matrix:
    """`first` applied, then `then`: the CTM after `cm first` is `multiply(first, ctm)`."""
    a, b, c, d, e, f = first
    A, B, C, D, E, F = then
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def apply(matrix: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = matrix
    return (a * x + c * y + e, b * x + d * y + f)


def scale_of(matrix: Matrix) -> float:
    """How much `matrix` scales lengths (the square root of its area scale)."""
    a, b, c, d, _, _ = matrix
    return math.sqrt(abs(a * d - b * c))


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in points, left < right, bottom < top."""

    left: float
    bottom: float
    right: float
    top: float

    @classmethod
    def of(cls, values: object) -> Rect:
        """A PDF rectangle array ([x1 y1 x2 y2], corners in any order)."""
        x1, y1, x2, y2 = (float(v) for v in values)  # type: ignore[attr-defined]
        return cls(min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2))

    @classmethod
    def around(cls, points: list[tuple[float, float]]) -> Rect:
        xs = [x for x, _ in points]
        ys = [y for _, y in points]
        return cls(min(xs), min(ys), max(xs), max(ys))

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.top - self.bottom

    def inset(self, by: float) -> Rect:
        return Rect(self.left + by, self.bottom + by, self.right - by, self.top - by)

    def contains(self, other: Rect, tolerance: float = 0.0) -> bool:
        return (
            other.left >= self.left - tolerance
            and other.bottom >= self.bottom - tolerance
            and other.right <= self.right + tolerance
            and other.top <= self.top + tolerance
        )

    def size_mm(self) -> str:
        """`63.0 × 88.0 mm`, for messages."""
        return f"{mm(self.width):.1f} × {mm(self.height):.1f} mm"
