"""The balance numbers of a clix game: every weapon against every unit, 3d6 + attack against defense.

A clix attack hits when 3d6 plus the attacker's attack value reaches the target's defense, and a
hit turns the target's dial by the weapon's damage (`cardkit.packs.tabmaster.engine.clix`). The attack value is
the attacker's starting click's (the dial is read at whatever click shows, and the report
measures units as they enter the table); the target's defense is its printed `defense`, which
R704 holds to its dial's start. Every figure is an exact `Fraction` from the 3d6 distribution,
never a simulation, like Tab Master's report.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from cardkit.foundation.dice import distribution
from cardkit.model import Game
from cardkit.packs.tabmaster.engine.clix import ClixRoll, standard_attack
from cardkit.packs.tabmaster.engine.odds import CLIX_ATTACK_DICE, p_clix_hit
from cardkit.packs.tabmaster.model import Attack, Unit, tm

ATTACK_STAT = "attack"
"""The dial stat added to the 3d6 roll (unit.schema.json, `click`)."""


@dataclass(frozen=True)
class ClixOdds:
    """One weapon against one unit: the chance to hit and the clicks of damage to expect."""

    unit: str
    chance: Fraction
    expected_clicks: Fraction


@dataclass(frozen=True)
class ClixWeapon:
    """One attack of a unit, measured at the unit's starting click against every unit."""

    unit: Unit
    attack: Attack
    attack_value: int
    damage: int
    odds: tuple[ClixOdds, ...]


@dataclass(frozen=True)
class ClixBalance:
    dice: str
    targets: tuple[Unit, ...]
    weapons: tuple[ClixWeapon, ...]


def starting_attack(unit: Unit) -> int | None:
    """The attack value at the dial's starting click; None for a unit without one."""
    if not unit.dial:
        return None
    return unit.dial[0].stats.get(ATTACK_STAT)


def odds_against(attack_value: int, damage: int, target: Unit) -> ClixOdds:
    """P(3d6 + attack >= defense), and the clicks a hit deals weighted by every 3d6 total."""
    expected = sum(
        (
            chance * standard_attack(ClixRoll(attack_value, total, target.defense), damage=damage).target_clicks
            for total, chance in distribution(CLIX_ATTACK_DICE).items()
        ),
        Fraction(0),
    )
    return ClixOdds(target.name, p_clix_hit(attack_value, target.defense), expected)


def clix_balance(game: Game) -> ClixBalance:
    """Every weapon (an attack with whole-number damage) of every unit with a starting attack
    value, against every unit; Tab Master attack blocks are R711's to report, not measured."""
    units = tuple(tm(game).units)
    weapons = []
    for unit in units:
        attack_value = starting_attack(unit)
        if attack_value is None:
            continue
        for attack in unit.attacks:
            if isinstance(attack.damage, int):
                odds = tuple(odds_against(attack_value, attack.damage, target) for target in units)
                weapons.append(ClixWeapon(unit, attack, attack_value, attack.damage, odds))
    return ClixBalance(CLIX_ATTACK_DICE, units, tuple(weapons))
