"""The balance numbers: exact expected damage and odds of defeat, from the rules engine.

Every figure is a `Fraction` computed by `cardkit.packs.tabmaster.engine` (dice distributions, element
modifiers built from game.yaml), never a simulation, so the report can be checked by hand and
two runs never differ. A spell or attack is measured one blow against one unit: Área, Explosão
or Linha change how many units a cast reaches, not what each of them faces.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from cardkit.foundation.dice import expected_value
from cardkit.foundation.folding import fold
from cardkit.model import Game
from cardkit.packs.tabmaster.engine.elements import (
    DamageRules,
    DamageSource,
    Delivery,
    damage_modifiers,
)
from cardkit.packs.tabmaster.engine.odds import p_defeat
from cardkit.packs.tabmaster.engine.targets import Target, TraitRef
from cardkit.packs.tabmaster.model import Attack, Effects, Spell, Unit, tm
from cardkit.packs.tabmaster.resolution import damage_rules


@dataclass(frozen=True)
class Odds:
    """One blow against one unit: the chance it defeats the unit, and why it is not plain
    damage > DEF (an element bonus, an immunity, healing), in the engine's words."""

    unit: str
    chance: Fraction
    reasons: tuple[str, ...] = ()


@dataclass(frozen=True)
class Blow:
    """What one spell or attack does: its damage dice and its odds against every unit."""

    damage: str
    expected: Fraction
    heals: bool
    odds: tuple[Odds, ...]

    def chance_against(self, unit: str) -> Fraction:
        return next(odds.chance for odds in self.odds if odds.unit == unit)


@dataclass(frozen=True)
class SpellBalance:
    spell: Spell
    blow: Blow | None  # None: the spell deals no damage (DAN "-")

    @property
    def per_fluxo(self) -> Fraction | None:
        """Expected damage per Fluxo of Custo; None when there is no damage or no cost."""
        if self.blow is None or self.spell.cost == 0:
            return None
        return self.blow.expected / self.spell.cost

    @property
    def damages(self) -> bool:
        """Whether the spell is a damage spell (a healing spell is measured apart)."""
        return self.blow is not None and not self.blow.heals


@dataclass(frozen=True)
class AttackBalance:
    unit: Unit
    attack: Attack
    blow: Blow


@dataclass(frozen=True)
class Balance:
    targets: tuple[Unit, ...]
    spells: tuple[SpellBalance, ...]
    attacks: tuple[AttackBalance, ...]


def target(unit: Unit) -> Target:
    """The engine's view of a unit: its DEF and traits (Essência: Gelo, Voar...)."""
    return Target(unit.defense, tuple(TraitRef(use.name, tuple(str(p) for p in use.params)) for use in unit.traits))


def blow(damage: str | int, effects: Effects, delivery: Delivery, targets: Sequence[Unit], rules: DamageRules) -> Blow:
    """Measure one blow of `damage` carrying `effects`' elements against every unit."""
    dice = str(damage)
    known = {fold(element.name) for element in rules.elements}
    source = DamageSource(delivery, frozenset(e for e in effects.elements if fold(e) in known))
    heals = damage_modifiers(source, Target(0), rules).heals
    return Blow(dice, expected_value(dice), heals, tuple(_odds(dice, source, unit, rules) for unit in targets))


def _odds(dice: str, source: DamageSource, unit: Unit, rules: DamageRules) -> Odds:
    modifiers = damage_modifiers(source, target(unit), rules)
    if modifiers.auto_defeat:
        chance = Fraction(1)
    elif modifiers.immune or modifiers.heals:
        chance = Fraction(0)
    else:
        chance = p_defeat(dice, unit.defense, modifiers.bonus, modifiers.extra_dice)
    return Odds(unit.name, chance, modifiers.reasons + (("heals",) if modifiers.heals else ()))


def balance(game: Game) -> Balance:
    """Every spell and every unit attack of the game measured against every unit."""
    rules = damage_rules(tm(game).vocabulary)
    units = tuple(tm(game).units)
    spells = tuple(
        SpellBalance(spell, None if spell.damage is None else blow(spell.damage, spell.effects, Delivery.SPELL, units, rules))
        for spell in tm(game).spells
    )
    attacks = tuple(
        AttackBalance(unit, attack, blow(attack.damage, attack.effects, Delivery.ATTACK, units, rules))
        for unit in units
        for attack in unit.attacks
    )
    return Balance(units, spells, attacks)
