"""R7xx: clix-style combat dials (seed 002): one dial is one set of stats, click after click.

How the seed turns a dial is in docs/seed-facts.md, Clix combat.

A dial is turned one click per point of damage and read at whatever click shows, so every click
must show the same stats, none of them negative, and there must be a starting click at all.
The unit's printed `defense` and `movement` are what army sheets and the balance report read,
so they must be the starting click's values.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.packs.tabmaster.model import DialClick, Unit, tm

STARTING_STATS = {"defense": "defense", "movement": "speed"}
"""Unit field -> the dial stat it must equal at the starting click."""


def _dials(ctx: CheckContext, *, started: bool = False) -> Iterator[tuple[Unit, tuple[DialClick, ...]]]:
    """Every unit with a dial, and the dial; `started`: only dials with a starting click."""
    for unit in tm(ctx.game).units:
        if unit.dial is not None and (unit.dial or not started):
            yield unit, unit.dial


def _difference(click: DialClick, start: DialClick) -> str:
    """What a click shows that the starting click does not, and the other way round."""
    missing = [stat for stat in start.stats if stat not in click.stats]
    extra = [stat for stat in click.stats if stat not in start.stats]
    parts = [f"lacks {', '.join(missing)}"] if missing else []
    parts += [f"adds {', '.join(extra)}"] if extra else []
    return " and ".join(parts)


@rule(
    code="R701",
    name="dial-without-clicks",
    severity=Severity.ERROR,
    description="a combat dial has no click, not even the starting position",
)
def dial_without_clicks(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A clix-style combat dial lists its clicks, the starting position first; `dial: []` has no
    click to start from. Remove `dial` for a unit without one.

    PASS::

        # content/units/alquimista.yaml
        dial:
          - {speed: 1, attack: 9, defense: 3, damage: 2}

    FAIL::

        # content/units/alquimista.yaml
        dial: []
    """
    for unit, dial in _dials(ctx):
        if not dial:
            yield RuleFinding(
                unit,
                ("dial",),
                f"the combat dial of {unit.name} has no click; the first click is where the unit starts",
                "list the clicks, starting position first (e.g. - {speed: 8, attack: 10, defense: 18, damage: 4}), "
                "or remove `dial` for a unit without one",
            )


@rule(
    code="R702",
    name="dial-stats-differ",
    severity=Severity.ERROR,
    description="the clicks of a combat dial do not all show the same stats",
)
def dial_stats_differ(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A dial is read at whatever click shows, and the card prints one row per stat, so every click
    shows the same stats as the starting click.

    PASS::

        # content/units/alquimista.yaml
        dial:
          - {speed: 1, attack: 9, defense: 3, damage: 2}
          - {speed: 1, attack: 8, defense: 2, damage: 1}

    FAIL::

        # content/units/alquimista.yaml
        dial:
          - {speed: 1, attack: 9, defense: 3, damage: 2}
          - {speed: 1, attack: 8, damage: 1}
    """
    for unit, dial in _dials(ctx, started=True):
        for index, click in enumerate(dial[1:], start=1):
            if set(click.stats) != set(dial[0].stats):
                yield RuleFinding(
                    unit,
                    ("dial", index),
                    f"click {index + 1} of {unit.name}'s dial {_difference(click, dial[0])}, compared with the starting click",
                    "give every click the same stats: the card prints one row per stat",
                )


@rule(
    code="R703",
    name="dial-negative-value",
    severity=Severity.ERROR,
    description="a click of a combat dial shows a negative damage (or other) value",
)
def dial_negative_value(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A click's values are never negative: a stat the unit has lost at that click is 0.

    PASS::

        # content/units/alquimista.yaml
        dial:
          - {speed: 1, attack: 9, defense: 3, damage: 2}
          - {speed: 1, attack: 8, defense: 2, damage: 0}

    FAIL::

        # content/units/alquimista.yaml
        dial:
          - {speed: 1, attack: 9, defense: 3, damage: 2}
          - {speed: 1, attack: 8, defense: 2, damage: -1}
    """
    for unit, dial in _dials(ctx):
        for index, click in enumerate(dial):
            for stat, value in click.stats.items():
                if value < 0:
                    yield RuleFinding(
                        unit,
                        ("dial", index, stat),
                        f"click {index + 1} of {unit.name}'s dial has {stat} {value}; dial values are never negative",
                        "use 0 for a stat the unit has lost at this click",
                    )


@rule(
    code="R704",
    name="dial-start-mismatch",
    severity=Severity.ERROR,
    description="a unit's defense or movement is not its dial's starting value",
)
def dial_start_mismatch(ctx: CheckContext) -> Iterator[RuleFinding]:
    """Army sheets and the balance report read a unit's `defense` and `movement`; the card prints
    the dial. So the printed values are the dial's starting click's (defense, and speed for
    movement).

    PASS::

        # content/units/alquimista.yaml
        defense: 3
        movement: 1
        dial:
          - {speed: 1, attack: 9, defense: 3, damage: 2}

    FAIL::

        # content/units/alquimista.yaml
        defense: 3
        movement: 1
        dial:
          - {speed: 1, attack: 9, defense: 4, damage: 2}
    """
    for unit, dial in _dials(ctx, started=True):
        start = dial[0].stats
        for field, stat in STARTING_STATS.items():
            printed = getattr(unit, field)
            if stat in start and start[stat] != printed:
                yield RuleFinding(
                    unit,
                    (field,),
                    f"{unit.name} has {field} {printed}, but its dial starts at {stat} {start[stat]}",
                    f"set `{field}: {start[stat]}`: army sheets and the balance report read it, the card prints the dial",
                )
