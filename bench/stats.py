"""The arithmetic of paired, repeated benchmarks: min and median, ratios taken within a round,
and goals with their verdicts. Pure functions, so tests/bench can check every number.

A ratio is computed from the two runs of the same round (measured one after the other, under
the same load), then summarised over the rounds; a ratio of two medians would pair runs that
never ran side by side.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Summary:
    """The min and median of a series: the min is the least disturbed run, the median the typical one."""

    min: float
    median: float
    count: int

    @classmethod
    def of(cls, values: Sequence[float]) -> Summary:
        if not values:
            raise ValueError("a summary of no values")
        return cls(min(values), statistics.median(values), len(values))

    def shown(self, digits: int = 2, unit: str = "") -> str:
        return f"{self.min:.{digits}f}{unit} / {self.median:.{digits}f}{unit}"


def paired_ratios(numerators: Sequence[float], denominators: Sequence[float]) -> list[float]:
    """Each round's numerator over the same round's denominator."""
    if len(numerators) != len(denominators):
        raise ValueError(f"{len(numerators)} numerators against {len(denominators)} denominators: not paired")
    return [top / bottom for top, bottom in zip(numerators, denominators, strict=True)]


def paired_summary(rounds: Sequence[Mapping[str, float]], numerator: str, denominator: str) -> Summary:
    """The min and median over rounds of `numerator / denominator` within each round."""
    return Summary.of(paired_ratios([r[numerator] for r in rounds], [r[denominator] for r in rounds]))


def growth(small: float, large: float) -> float:
    """How much longer the large run took: t(large) / t(small)."""
    return large / small


def allowed_growth(limit: float, limit_sizes: tuple[int, int], sizes: tuple[int, int]) -> float:
    """A growth goal set for one pair of sizes (4.2 for 500 -> 2,000: 5 % worse than linear),
    carried over to another pair with the same excess per card: limit / (ratio of its sizes)
    times the other pair's ratio of sizes."""
    return limit / (limit_sizes[1] / limit_sizes[0]) * (sizes[1] / sizes[0])


@dataclass(frozen=True)
class Goal:
    """A target and the value measured against it; `value` None when this run did not measure it."""

    text: str
    limit: float
    value: float | None
    strict: bool = False
    """`<` rather than `<=`."""
    unit: str = ""
    detail: str = ""

    @property
    def met(self) -> bool | None:
        if self.value is None:
            return None
        return self.value < self.limit if self.strict else self.value <= self.limit

    def line(self) -> str:
        sign = "<" if self.strict else "<="
        verdict = {True: "met", False: "NOT met", None: "not measured"}[self.met]
        value = "-" if self.value is None else f"{self.value:.3f}{self.unit}"
        detail = f" ({self.detail})" if self.detail else ""
        return f"{self.text} {sign} {self.limit:g}{self.unit}: {value} {verdict}{detail}"
