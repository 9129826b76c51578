"""Movement (seed 004): diagonal step costs, running, moving before a melee attack, and
passing through occupied squares. The seed's words are in docs/seed-facts.md, Movement.

Seed 003 says diagonal squares are not adjacent, yet seed 004 lets a unit walk diagonally.
Both hold, for different questions: ranges and areas count orthogonal steps (``ranges``), and
a walk may take diagonal steps at the 1, 2, 1, 2... price below. A check can point at the
tension; the engine keeps each rule for its own purpose.

A path lists squares from the starting square to the last one, each step to one of the eight
neighbours.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import pairwise

from .board import Square

RUNNING_DEFENSE = 7
"""Seed 004: a running unit's "defesa naquele turno cai para 7"."""

FREE_STRAIGHT_STEPS_BEFORE_MELEE = 2
"""Seed 004: "pode andar até duas casas e atacar - ou uma na diagonal"."""


def _alternating_cost(count: int) -> int:
    """Total of the first ``count`` terms of 1, 2, 1, 2...: the price of diagonals (seed 004)."""
    return count + count // 2


def _is_diagonal(start: Square, end: Square) -> bool:
    dx, dy = abs(end[0] - start[0]), abs(end[1] - start[1])
    if max(dx, dy) != 1:
        raise ValueError(f"{start} -> {end} is not a step to a neighbouring square")
    return dx == dy


def _steps(path: Sequence[Square]) -> list[bool]:
    """For each step, whether it is diagonal."""
    return [_is_diagonal(a, b) for a, b in pairwise(path)]


def path_cost(path: Sequence[Square]) -> int:
    """Movement points a path costs: 1 per straight step; diagonals cost 1, 2, 1, 2... and the
    count carries on across straight stretches ("a contagem continuará")."""
    steps = _steps(path)
    diagonals = sum(steps)
    return len(steps) - diagonals + _alternating_cost(diagonals)


def movement_allowance(movement: int, running: bool) -> int:
    """Running doubles the basic movement."""
    return movement * 2 if running else movement


def turn_defense(defense: int, running: bool) -> int:
    """DEF for the rest of the turn. The seed says it "falls to 7", so a unit whose DEF is
    already below 7 keeps it: running never makes a unit harder to hit."""
    return min(defense, RUNNING_DEFENSE) if running else defense


def melee_modifier_after_move(path: Sequence[Square]) -> int:
    """Attack modifier (0 or negative) for a melee attack after walking ``path``.

    Two straight squares or one diagonal are free. Beyond that each straight square costs -1
    and the diagonals beyond cost -1, -2, -1... The seed does not mix the two; here a diagonal
    is free only while the whole allowance is unused, so one straight plus one diagonal
    costs -1 whichever comes first.
    """
    allowance = FREE_STRAIGHT_STEPS_BEFORE_MELEE
    straight_beyond = diagonals_beyond = 0
    for diagonal in _steps(path):
        if diagonal and allowance == FREE_STRAIGHT_STEPS_BEFORE_MELEE:
            allowance = 0
        elif not diagonal and allowance > 0:
            allowance -= 1
        elif diagonal:
            diagonals_beyond += 1
        else:
            straight_beyond += 1
    return -(straight_beyond + _alternating_cost(diagonals_beyond))


class Occupant(Enum):
    ALLY = "ally"
    INACTIVE_ENEMY = "inactive_enemy"
    """Dead, immobilised...: "inimigo inexpressivo"."""
    ACTIVE_ENEMY = "active_enemy"


@dataclass(frozen=True)
class MoveCheck:
    legal: bool
    cost: int
    allowance: int
    reason: str


def check_move(
    path: Sequence[Square],
    *,
    movement: int,
    occupants: Mapping[Square, Occupant],
    running: bool = False,
    passes_enemy_test: Callable[[Square], bool] | None = None,
) -> MoveCheck:
    """Can a unit walk ``path``? Allies may be crossed but not stopped on; inactive enemies may
    be crossed and stopped on; an active enemy blocks unless ``passes_enemy_test`` (the
    caller's Acrobacia or FR test for that square) succeeds, which lets the unit cross it but
    not stop there."""
    cost = path_cost(path)
    allowance = movement_allowance(movement, running)
    if len(path) < 2:
        return MoveCheck(True, 0, allowance, "no movement")
    for square in path[1:-1]:
        if occupants.get(square) is Occupant.ACTIVE_ENEMY and not (
            passes_enemy_test is not None and passes_enemy_test(square)
        ):
            return MoveCheck(False, cost, allowance, f"active enemy at {square} blocks the way")
    end = path[-1]
    if occupants.get(end) in (Occupant.ALLY, Occupant.ACTIVE_ENEMY):
        return MoveCheck(False, cost, allowance, f"cannot stop on the occupied square {end}")
    if cost > allowance:
        return MoveCheck(False, cost, allowance, f"path costs {cost}, allowance {allowance}")
    return MoveCheck(True, cost, allowance, f"path costs {cost} of {allowance}")
