"""An army's totals as its sheet prints them: how many units take the field, and what they cost
against the game's limit.

A player checks an army against the rules at the table: the count of units (leaders included)
and the points they spend, each unit's `points:` times its count, against game.yaml's
`army_limits.points`, the same sum rule R518 holds an army to. A game whose units have no
points prints the count alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.index.game import GameIndex
from cardkit.packs.tabmaster.armies import Fielded
from cardkit.packs.tabmaster.model import tm

POINTS = "points"
"""The key of game.yaml's `army_limits` the points are held to."""


@dataclass(frozen=True)
class ArmyTotals:
    """What the sheet's totals line says; `points` is None when no unit of the army has points,
    `limit` None when the game sets none."""

    units: int
    points: int | None
    limit: int | None


def army_totals(index: GameIndex, fielded: list[Fielded]) -> ArmyTotals:
    """The totals of the units an army fields (`fielded_units`)."""
    priced = [f for f in fielded if isinstance(f.unit.points, int | float)]
    points = int(sum((f.unit.points or 0) * f.count for f in priced)) if priced else None
    vocabulary = tm(index.game).vocabulary
    limit = vocabulary.army_limits.get(POINTS) if vocabulary else None
    return ArmyTotals(sum(f.count for f in fielded), points, int(limit) if isinstance(limit, int | float) else None)
