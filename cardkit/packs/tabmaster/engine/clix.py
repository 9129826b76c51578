"""Clix-style skirmish combat (seed 002): 3d6 + ATK against DEF (docs/seed-facts.md, Clix combat).

A second game's resolution lives beside Tab Master's so nothing in cardkit assumes one game.
The caller rolls the 3d6 and passes the total; every function is deterministic.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

REAR_ARC_BONUS = 2
INDIRECT_FIRE_DEFENSE_BONUS = 3
INDIRECT_FIRE_MAX_DAMAGE = 2
CAPTURE_DEFENSE_BONUS = 3
DEATH_FROM_ABOVE_DEFENSE_BONUS = 2


class UnitType(Enum):
    INFANTRY = "infantry"
    VEHICLE = "vehicle"
    MECH = "mech"


@dataclass(frozen=True)
class ClixOutcome:
    """``total`` is 3d6 + ATK + bonuses, ``defense`` the DEF after modifiers; clicks of damage
    and heat are what each side turns on its dials."""

    total: int
    defense: int
    hit: bool
    target_clicks: int
    attacker_clicks: int = 0
    attacker_heat: int = 0
    captured: bool = False


@dataclass(frozen=True)
class ClixRoll:
    """The attacker's ATK, the 3d6 total the caller rolled and the target's printed DEF."""

    attack: int
    dice: int
    defense: int


def _resolve(
    roll: ClixRoll,
    *,
    rear_arc: bool = False,
    defense_bonus: int = 0,
    clicks_on_hit: int = 0,
    attacker_clicks_on_hit: int = 0,
    attacker_clicks_on_miss: int = 0,
    attacker_heat: int = 0,
    captures: bool = False,
) -> ClixOutcome:
    """The one roll behind every attack; the special attacks only change its numbers."""
    total = roll.dice + roll.attack + (REAR_ARC_BONUS if rear_arc else 0)
    defense = roll.defense + defense_bonus
    hit = total >= defense
    return ClixOutcome(
        total=total,
        defense=defense,
        hit=hit,
        target_clicks=clicks_on_hit if hit else 0,
        attacker_clicks=attacker_clicks_on_hit if hit else attacker_clicks_on_miss,
        attacker_heat=attacker_heat,
        captured=captures and hit,
    )


def _refuse_infantry(target_type: UnitType, attack_name: str) -> None:
    if target_type is UnitType.INFANTRY:
        raise ValueError(f"{attack_name} cannot target infantry")


def standard_attack(roll: ClixRoll, *, damage: int, rear_arc: bool = False) -> ClixOutcome:
    """A ranged or melee attack: +2 through the target's rear arc (the line of fire for a
    shot, base contact for melee); on a hit the target takes ``damage`` clicks."""
    return _resolve(roll, rear_arc=rear_arc, clicks_on_hit=damage)


def indirect_fire(roll: ClixRoll, *, damage: int, rear_arc: bool = False) -> ClixOutcome:
    """Indirect fire needs no line of fire, so the target gets DEF +3 and at most 2 clicks."""
    capped = min(damage, INDIRECT_FIRE_MAX_DAMAGE)
    return _resolve(
        roll, rear_arc=rear_arc, defense_bonus=INDIRECT_FIRE_DEFENSE_BONUS, clicks_on_hit=capped
    )


@dataclass(frozen=True)
class MultiTargetOutcome:
    totals: Mapping[str, int]
    hits: frozenset[str]
    clicks: Mapping[str, int]


def multiple_targets(
    *,
    attack: int,
    dice: int,
    defenses: Mapping[str, int],
    damage: int,
    split: Mapping[str, int],
    max_targets: int,
    rear_arc: frozenset[str] = frozenset(),
) -> MultiTargetOutcome:
    """One roll against several different targets (at most the unit's weapon symbols); the
    attacker divides the damage among the targets hit as he likes, which ``split`` states.

    The split must give whole clicks to hit targets only and add up to the damage (nothing to
    give when nothing was hit); anything else is a ValueError.
    """
    if not 1 <= len(defenses) <= max_targets:
        raise ValueError(f"{len(defenses)} targets, the unit may shoot at 1 to {max_targets}")
    totals = {
        unit: dice + attack + (REAR_ARC_BONUS if unit in rear_arc else 0) for unit in defenses
    }
    hits = frozenset(unit for unit, defense in defenses.items() if totals[unit] >= defense)
    missed = sorted(set(split) - hits)
    if missed:
        raise ValueError(f"damage split gives clicks to targets not hit: {missed}")
    if any(clicks < 0 for clicks in split.values()):
        raise ValueError("damage split has negative clicks")
    owed = damage if hits else 0
    if sum(split.values()) != owed:
        raise ValueError(f"damage split adds up to {sum(split.values())}, not {owed}")
    return MultiTargetOutcome(totals, hits, {unit: split.get(unit, 0) for unit in sorted(hits)})


def capture(roll: ClixRoll, *, rear_arc: bool = False) -> ClixOutcome:
    """A melee attempt to take a prisoner: DEF +3; success captures without damage, failure
    costs the attacker 1 click."""
    return _resolve(
        roll,
        rear_arc=rear_arc,
        defense_bonus=CAPTURE_DEFENSE_BONUS,
        attacker_clicks_on_miss=1,
        captures=True,
    )


def ram(roll: ClixRoll, *, target_type: UnitType, started_in_rear_arc: bool) -> ClixOutcome:
    """Aríete (vehicles): +2 when the move started in the target's rear arc; success deals 2
    clicks; the vehicle takes 1 click either way."""
    _refuse_infantry(target_type, "a ram")
    return _resolve(
        roll,
        rear_arc=started_in_rear_arc,
        clicks_on_hit=2,
        attacker_clicks_on_hit=1,
        attacker_clicks_on_miss=1,
    )


def charge(
    roll: ClixRoll, *, primary_damage: int, target_type: UnitType, started_in_rear_arc: bool
) -> ClixOutcome:
    """Carga ('Mechs): primary damage + 1; the 'Mech takes 1 click and 1 heat either way (the
    run's own heat click is the movement's business, not the attack's)."""
    _refuse_infantry(target_type, "a charge")
    return _resolve(
        roll,
        rear_arc=started_in_rear_arc,
        clicks_on_hit=primary_damage + 1,
        attacker_clicks_on_hit=1,
        attacker_clicks_on_miss=1,
        attacker_heat=1,
    )


def death_from_above(roll: ClixRoll, *, primary_damage: int, target_type: UnitType) -> ClixOutcome:
    """Morte vinda do céu (jump jets): target DEF +2, primary damage + 2; the attacker takes 1
    click on success and 2 on failure."""
    _refuse_infantry(target_type, "death from above")
    return _resolve(
        roll,
        defense_bonus=DEATH_FROM_ABOVE_DEFENSE_BONUS,
        clicks_on_hit=primary_damage + 2,
        attacker_clicks_on_hit=1,
        attacker_clicks_on_miss=2,
    )


def energy_damage(target_type: UnitType, target_damage_value: int) -> int:
    """An energy hit deals 1 click to infantry, and to a vehicle or 'Mech its own damage
    value."""
    return 1 if target_type is UnitType.INFANTRY else target_damage_value


def energy_heat(target_type: UnitType, clicks_taken: int, heated_this_turn: bool) -> int:
    """A 'Mech damaged by an energy attack also takes 1 heat click, once per turn."""
    heats = target_type is UnitType.MECH and clicks_taken > 0 and not heated_this_turn
    return 1 if heats else 0
