"""Spells a designer should look at twice: dominated ones, and damage per Fluxo far off the rest.

Only damage spells are compared (a healing spell or one without damage is measured apart), and
never one with an Especial rule, whose worth no number captures. Both findings are prompts for
a designer, not verdicts: a spell may be cheap on purpose.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from statistics import median

from cardkit.packs.tabmaster.report.balance import SpellBalance

FAR_ABOVE_MEDIAN = 3
"""Damage per Fluxo this many times the median is flagged. Twice the median flags about a third
of a typical spell list (every cheap single-target spell), which would hide the real outliers."""


@dataclass(frozen=True)
class Dominance:
    """`better` costs less Fluxo and is at least as good as `worse` on every count."""

    better: SpellBalance
    worse: SpellBalance


@dataclass(frozen=True)
class Outliers:
    dominated: tuple[Dominance, ...]
    median_per_fluxo: Fraction | None
    efficient: tuple[SpellBalance, ...]
    """Damage per Fluxo at least FAR_ABOVE_MEDIAN times the median."""


def comparable(spells: Sequence[SpellBalance]) -> list[SpellBalance]:
    return [s for s in spells if s.damages and s.spell.effects.special is None]


def at_least_as_good(a: SpellBalance, b: SpellBalance) -> bool:
    """Expected damage and odds against every unit at least b's, range at least b's, the same
    shape (Área, Linha, Múltiplo, Peregrino) with a blast at least as wide, and no drawback
    (Todos hits allies, Sacrifício costs the caster) that b does not have."""
    ea, eb = a.spell.effects, b.spell.effects
    return (
        a.blow is not None
        and b.blow is not None
        and a.blow.expected >= b.blow.expected
        and all(a.blow.chance_against(o.unit) >= o.chance for o in b.blow.odds)
        and _range_covers(a.spell.range, b.spell.range)
        and (ea.area, ea.line, ea.multiple, ea.pilgrim) == (eb.area, eb.line, eb.multiple, eb.pilgrim)
        and (ea.explosion or 0) >= (eb.explosion or 0)
        and ea.all <= eb.all
        and ea.sacrifice <= eb.sacrifice
    )


def _range_covers(a: int | None, b: int | None) -> bool:
    """RNG "-" (None) means the effects decide where the spell lands: only comparable to "-"."""
    return a == b if a is None or b is None else a >= b


def dominance(spells: Sequence[SpellBalance]) -> list[Dominance]:
    candidates = comparable(spells)
    return [
        Dominance(better, worse)
        for worse in candidates
        for better in candidates
        if better.spell.cost < worse.spell.cost and at_least_as_good(better, worse)
    ]


def find_outliers(spells: Sequence[SpellBalance]) -> Outliers:
    rates = [s.per_fluxo for s in comparable(spells) if s.per_fluxo is not None]
    middle = Fraction(median(rates)) if rates else None
    efficient = tuple(
        s for s in comparable(spells) if middle and s.per_fluxo is not None and s.per_fluxo >= FAR_ABOVE_MEDIAN * middle
    )
    return Outliers(tuple(dominance(spells)), middle, efficient)
