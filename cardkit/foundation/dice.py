"""Dice notation and exact outcome distributions.

Card data says ``1d20``, ``2d10``, ``10`` or ``1d20+1d4``; checks must reject a die the game
does not ship (``1d7``) at the exact column, and the balance report needs exact odds, so
distributions are counted with integers and turned into ``Fraction`` at the end, never
floats. Everything is cached per expression: 20d20 costs a few hundred multiplications once.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

MAX_DICE_PER_TERM = 1000
"""More dice than this in one term is a typo, and would make the distribution needlessly slow."""


class ParseError(ValueError):
    """A dice expression that cannot be read, with where the reader stopped understanding it."""

    def __init__(self, expression: str, offset: int, message: str) -> None:
        self.expression = expression
        self.offset = offset
        self.message = message
        super().__init__(f"{message} at column {self.column} of {expression!r}")

    @property
    def column(self) -> int:
        """1-based, like the columns of a diagnostic."""
        return self.offset + 1


@dataclass(frozen=True)
class DiceTerm:
    """``count`` dice with ``sides`` faces, added or (``negative``) subtracted."""

    count: int
    sides: int
    negative: bool = False

    def __str__(self) -> str:
        return f"{self.count}d{self.sides}"


@dataclass(frozen=True)
class DiceExpression:
    """A sum of dice terms and a constant, e.g. ``1d20+1d4-1``."""

    terms: tuple[DiceTerm, ...]
    constant: int = 0

    def __str__(self) -> str:
        parts = [("-" if term.negative else "+") + str(term) for term in self.terms]
        if self.constant or not parts:
            parts.append(f"{self.constant:+d}")
        return "".join(parts).removeprefix("+")

    @property
    def minimum(self) -> int:
        return self.constant + sum(
            -term.count * term.sides if term.negative else term.count for term in self.terms
        )

    @property
    def outcome_count(self) -> int:
        """How many equally likely dice results there are (216 for 3d6)."""
        total = 1
        for term in self.terms:
            total *= term.sides**term.count
        return total


class _Reader:
    """A tiny cursor over the text so every error can name its offset."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.offset = 0

    def skip_spaces(self) -> None:
        while self.offset < len(self.text) and self.text[self.offset].isspace():
            self.offset += 1

    def peek(self) -> str:
        return self.text[self.offset] if self.offset < len(self.text) else ""

    def number(self) -> int | None:
        start = self.offset
        while self.peek().isdigit():
            self.offset += 1
        return int(self.text[start : self.offset]) if self.offset > start else None

    def fail(self, message: str, offset: int | None = None) -> ParseError:
        return ParseError(self.text, self.offset if offset is None else offset, message)


def parse_dice(text: str, allowed_sizes: Collection[int] | None = None) -> DiceExpression:
    """Read ``NdS``, ``NdS+K``, ``NdS-K``, plain integers and sums of those.

    ``d20`` means ``1d20``; spaces between terms and a leading sign are fine (so every
    expression's printed form reads back). With ``allowed_sizes`` a die with
    another number of faces is an error pointing at the face count, because the game ships
    only those dice (Tab Master: 4, 6, 8, 10, 12 and 20).
    """
    reader = _Reader(text)
    terms: list[DiceTerm] = []
    constant = 0
    negative = False
    reader.skip_spaces()
    if not reader.peek():
        raise reader.fail("empty dice expression")
    if reader.peek() in "+-":
        negative = reader.peek() == "-"
        reader.offset += 1
        reader.skip_spaces()
    while True:
        term_start = reader.offset
        count = reader.number()
        if reader.peek() in ("d", "D"):
            reader.offset += 1
            terms.append(_read_die(reader, count, term_start, negative, allowed_sizes))
        elif count is None:
            found = reader.peek()
            message = f"unexpected {found!r}" if found else "missing term"
            raise reader.fail(f"{message}, expected a number or a die like 1d20")
        else:
            constant += -count if negative else count
        reader.skip_spaces()
        sign = reader.peek()
        if not sign:
            return DiceExpression(tuple(terms), constant)
        if sign not in "+-":
            raise reader.fail(f"unexpected {sign!r}, expected '+' or '-'")
        negative = sign == "-"
        reader.offset += 1
        reader.skip_spaces()


def _read_die(
    reader: _Reader,
    count: int | None,
    term_start: int,
    negative: bool,
    allowed_sizes: Collection[int] | None,
) -> DiceTerm:
    sides_start = reader.offset
    sides = reader.number()
    if sides is None:
        raise reader.fail("missing die size after 'd'")
    if count == 0:
        raise reader.fail("a die term needs at least one die", term_start)
    if count is not None and count > MAX_DICE_PER_TERM:
        raise reader.fail(f"more than {MAX_DICE_PER_TERM} dice in one term", term_start)
    if sides < 1:
        raise reader.fail("a die needs at least one face", sides_start)
    if allowed_sizes is not None and sides not in allowed_sizes:
        allowed = ", ".join(str(size) for size in sorted(allowed_sizes))
        raise reader.fail(f"d{sides} is not an allowed die (allowed: {allowed})", sides_start)
    return DiceTerm(1 if count is None else count, sides, negative)


@lru_cache(maxsize=1024)
def _parse_cached(text: str) -> DiceExpression:
    return parse_dice(text)


def as_expression(dice: DiceExpression | str) -> DiceExpression:
    """Accept either form so callers can pass card text straight through."""
    return dice if isinstance(dice, DiceExpression) else _parse_cached(dice)


@lru_cache(maxsize=256)
def _dice_ways(count: int, sides: int) -> tuple[int, ...]:
    """Ways to roll each total of ``count`` dice, index 0 being the total ``count``."""
    ways: tuple[int, ...] = (1,)
    for _ in range(count):
        ways = _convolve(ways, (1,) * sides)
    return ways


def _convolve(left: tuple[int, ...], right: tuple[int, ...]) -> tuple[int, ...]:
    combined = [0] * (len(left) + len(right) - 1)
    for i, left_ways in enumerate(left):
        if left_ways:
            for j, right_ways in enumerate(right):
                combined[i + j] += left_ways * right_ways
    return tuple(combined)


@lru_cache(maxsize=1024)
def _ways(expression: DiceExpression) -> tuple[int, ...]:
    """Ways to reach each total, index 0 being ``expression.minimum``."""
    ways: tuple[int, ...] = (1,)
    for term in expression.terms:
        term_ways = _dice_ways(term.count, term.sides)
        ways = _convolve(ways, term_ways[::-1] if term.negative else term_ways)
    return ways


def distribution(dice: DiceExpression | str) -> dict[int, Fraction]:
    """Exact probability of every possible total (a fresh dict; the cache stays untouched)."""
    expression = as_expression(dice)
    total = expression.outcome_count
    return {
        expression.minimum + index: Fraction(ways, total)
        for index, ways in enumerate(_ways(expression))
        if ways
    }


def expected_value(dice: DiceExpression | str) -> Fraction:
    """Mean total; linear in the terms, so no distribution is needed."""
    expression = as_expression(dice)
    mean = Fraction(expression.constant)
    for term in expression.terms:
        term_mean = Fraction(term.count * (term.sides + 1), 2)
        mean += -term_mean if term.negative else term_mean
    return mean


def p_at_least(dice: DiceExpression | str, target: int) -> Fraction:
    """P(total >= target): a Projétil hits when its roll reaches the distance."""
    expression = as_expression(dice)
    first_counted = max(0, target - expression.minimum)
    return Fraction(sum(_ways(expression)[first_counted:]), expression.outcome_count)


def p_greater(dice: DiceExpression | str, threshold: int) -> Fraction:
    """P(total > threshold): a roll that must beat a number, not meet it."""
    return p_at_least(dice, threshold + 1)
