"""What elements and traits do to a blow, from rules passed in as data.

The game's vocabulary (Fogo +20 vs Essência: Gelo, Voar immune to Terra, Vida heals...) lives
in ``game.yaml``; this module only knows the *kinds* of effect, so a game can change numbers,
add elements or rename traits without touching code. Resolution is split in two:
``damage_modifiers`` says what applies (what the balance report needs, with no dice rolled)
and ``apply_damage`` turns a rolled amount into an outcome.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from cardkit.foundation.folding import fold

from .targets import Target, TraitCondition, defeats


class Delivery(Enum):
    """How the damage arrives; some effects only apply to one (Vida's auto-defeat: attacks)."""

    ATTACK = "attack"
    SPELL = "spell"


ANY_DELIVERY: frozenset[Delivery] = frozenset(Delivery)


class ElementEffectKind(Enum):
    """The kinds of line an element table has; values are ``game.yaml``'s ``kind`` keys."""

    BONUS_DAMAGE = "bonus_damage"
    """Extra damage (``amount``). On a healing element it names the units that are damaged
    instead of healed (Vida vs Essência: Doença, "sofrem o Dano normal acrescido de 10")."""
    IMMUNITY = "immunity"
    """No effect at all (units with Voar vs Terra)."""
    HEAL = "heal"
    """Restores VIT instead of damaging (Vida)."""
    NO_HEAL = "no_heal"
    """A healing element does nothing (Vida vs Essência: Escuridão)."""
    AUTO_DEFEAT = "auto_defeat"
    """The unit is defeated whatever the amount (Vida attacks vs Morto-Vivo)."""
    APPLY_HEX = "apply_hex"
    """A hex from any Mesa lands on the unit, damaged or not (Doença)."""


@dataclass(frozen=True)
class ElementEffect:
    """One line of an element's table. ``against`` matches when any condition matches, as in
    "units with the traits Essência: Ar and Voar"; an effect without ``against`` concerns
    every unit (Vida heals, Doença hexes)."""

    kind: ElementEffectKind
    against: tuple[TraitCondition, ...] = ()
    amount: int = 0
    deliveries: frozenset[Delivery] = ANY_DELIVERY

    def applies(self, target: Target, delivery: Delivery) -> bool:
        return delivery in self.deliveries and (
            not self.against or any(condition.matches(target) for condition in self.against)
        )


@dataclass(frozen=True)
class ElementRule:
    name: str
    effects: tuple[ElementEffect, ...] = ()


@dataclass(frozen=True)
class DamageSource:
    """Where a blow comes from. ``tags`` are further names a Vulnerabilidade may cite."""

    delivery: Delivery
    elements: frozenset[str] = frozenset()
    attack_kind: str | None = None
    tags: frozenset[str] = frozenset()

    def names(self) -> frozenset[str]:
        kind = frozenset() if self.attack_kind is None else frozenset({self.attack_kind})
        return _folded(self.elements | self.tags | kind)


def _folded(names: frozenset[str]) -> frozenset[str]:
    """Game words are compared folded, as every name lookup is: the seeds capitalise them
    inconsistently (docs/seed-facts.md, Traits)."""
    return frozenset(fold(name) for name in names)


@dataclass(frozen=True)
class SourceFilter:
    """Which sources a trait rule reacts to; an empty set means "any"."""

    deliveries: frozenset[Delivery] = ANY_DELIVERY
    elements: frozenset[str] = frozenset()
    attack_kinds: frozenset[str] = frozenset()
    without_element: bool = False

    def matches(self, source: DamageSource) -> bool:
        return (
            source.delivery in self.deliveries
            and (not self.elements or bool(_folded(self.elements) & _folded(source.elements)))
            and (not self.attack_kinds or source.attack_kind in self.attack_kinds)
            and not (self.without_element and source.elements)
        )


@dataclass(frozen=True)
class ExtraDiceRule:
    """Units with ``trait`` take ``dice`` more damage from matching sources (Morto Vivo: 1d20
    from Fogo or Luz)."""

    trait: str
    dice: str
    when: SourceFilter


@dataclass(frozen=True)
class ImmunityRule:
    """Units with ``trait`` ignore matching sources (Intangível: Comum attacks without an
    element)."""

    trait: str
    when: SourceFilter


@dataclass(frozen=True)
class VulnerabilityRule:
    """Units with ``trait (x)`` take ``amount`` more when the source is named x
    (Vulnerabilidade (Fogo): +10 from Fogo)."""

    trait: str
    amount: int


@dataclass(frozen=True)
class CardImmunityRule:
    """Units with ``trait`` cannot receive cards of ``card_kind`` (Anjo: Feitiço)."""

    trait: str
    card_kind: str


@dataclass(frozen=True)
class DamageRules:
    """A game's damage vocabulary. ``hex_card_kind`` names the card type a hex is (Tab
    Master: Feitiço), so a card immunity to it also stops ``apply_hex``."""

    elements: tuple[ElementRule, ...] = ()
    extra_dice: tuple[ExtraDiceRule, ...] = ()
    immunities: tuple[ImmunityRule, ...] = ()
    vulnerabilities: tuple[VulnerabilityRule, ...] = ()
    card_immunities: tuple[CardImmunityRule, ...] = ()
    hex_card_kind: str | None = None

    def element(self, name: str) -> ElementRule:
        for rule in self.elements:
            if fold(rule.name) == fold(name):
                return rule
        raise ValueError(f"unknown element {name!r}")

    def refuses_card(self, target: Target, card_kind: str | None) -> bool:
        return card_kind is not None and any(
            rule.card_kind == card_kind and target.traits_named(rule.trait)
            for rule in self.card_immunities
        )


@dataclass(frozen=True)
class DamageModifiers:
    """What applies to a blow before any die is rolled."""

    immune: bool = False
    heals: bool = False
    healing_blocked: bool = False
    bonus: int = 0
    extra_dice: str | None = None
    auto_defeat: bool = False
    hex_applied: bool = False
    reasons: tuple[str, ...] = ()


@dataclass(frozen=True)
class DamageOutcome:
    """The blow's result. ``amount`` is the damage dealt (0 when healing or immune);
    ``defeated`` means auto-defeat or ``amount > DEF``."""

    amount: int
    healed: int
    immune: bool
    auto_defeat: bool
    hex_applied: bool
    extra_dice: str | None
    defeated: bool
    reasons: tuple[str, ...]


def damage_modifiers(source: DamageSource, target: Target, rules: DamageRules) -> DamageModifiers:
    """Collect every element and trait effect that applies to this source on this target.

    Bonuses from several elements add up. A source heals when one of its elements heals this
    target and that element names no damage bonus against it.
    """
    elements = [rules.element(name) for name in sorted(source.elements)]
    effects = [
        (element, effect)
        for element in elements
        for effect in element.effects
        if effect.applies(target, source.delivery)
    ]

    def effects_of(kind: ElementEffectKind) -> list[str]:
        return [
            f"{element.name} {kind.value} vs {_against(effect)}"
            for element, effect in effects
            if effect.kind is kind
        ]

    immune_because = effects_of(ElementEffectKind.IMMUNITY) + [
        f"{rule.trait} is immune to this source"
        for rule in rules.immunities
        if target.traits_named(rule.trait) and rule.when.matches(source)
    ]
    if immune_because:
        return DamageModifiers(immune=True, reasons=tuple(immune_because))

    kinds_by_element = {
        element.name: {effect.kind for other, effect in effects if other is element}
        for element in elements
    }
    heals = any(
        ElementEffectKind.HEAL in kinds and ElementEffectKind.BONUS_DAMAGE not in kinds
        for kinds in kinds_by_element.values()
    )
    blocked_because = effects_of(ElementEffectKind.NO_HEAL) if heals else []
    auto_defeat_because = effects_of(ElementEffectKind.AUTO_DEFEAT)
    bonus, bonus_because = (0, []) if heals else _bonuses(source, target, rules, effects)
    extra_dice = [] if heals else _extra_dice(source, target, rules)
    hexes = any(effect.kind is ElementEffectKind.APPLY_HEX for _, effect in effects)
    hex_refused = hexes and rules.refuses_card(target, rules.hex_card_kind)
    return DamageModifiers(
        heals=heals,
        healing_blocked=bool(blocked_because),
        bonus=bonus,
        extra_dice="+".join(extra_dice) or None,
        auto_defeat=bool(auto_defeat_because),
        hex_applied=hexes and not hex_refused,
        reasons=tuple(
            blocked_because
            + auto_defeat_because
            + bonus_because
            + [f"+{dice} extra damage" for dice in extra_dice]
            + ([f"immune to {rules.hex_card_kind}"] if hex_refused else [])
        ),
    )


def _against(effect: ElementEffect) -> str:
    return " / ".join(str(condition) for condition in effect.against) or "every unit"


def _bonuses(
    source: DamageSource,
    target: Target,
    rules: DamageRules,
    effects: list[tuple[ElementRule, ElementEffect]],
) -> tuple[int, list[str]]:
    bonuses = [
        (effect.amount, f"{element.name} +{effect.amount} vs {_against(effect)}")
        for element, effect in effects
        if effect.kind is ElementEffectKind.BONUS_DAMAGE
    ]
    source_names = source.names()
    bonuses += [
        (rule.amount, f"{trait.name} ({', '.join(trait.params)}) +{rule.amount}")
        for rule in rules.vulnerabilities
        for trait in target.traits_named(rule.trait)
        if any(fold(param) in source_names for param in trait.params)
    ]
    return sum(amount for amount, _ in bonuses), [reason for _, reason in bonuses]


def _extra_dice(source: DamageSource, target: Target, rules: DamageRules) -> list[str]:
    return [
        rule.dice
        for rule in rules.extra_dice
        if target.traits_named(rule.trait) and rule.when.matches(source)
    ]


def apply_damage(
    base_damage: int,
    modifiers: DamageModifiers,
    defense: int,
    extra_roll: int | None = None,
) -> DamageOutcome:
    """Turn a rolled (or fixed) amount into an outcome. ``extra_roll`` is the caller's roll of
    ``modifiers.extra_dice`` and is required when there are extra dice."""
    if modifiers.extra_dice is not None and extra_roll is None:
        raise ValueError(f"roll {modifiers.extra_dice} for the extra damage and pass extra_roll")
    damages = not (modifiers.immune or modifiers.heals)
    amount = base_damage + modifiers.bonus + (extra_roll or 0) if damages else 0
    restores = modifiers.heals and not (modifiers.healing_blocked or modifiers.auto_defeat)
    healed = base_damage if restores else 0
    return DamageOutcome(
        amount=amount,
        healed=healed,
        immune=modifiers.immune,
        auto_defeat=modifiers.auto_defeat,
        hex_applied=modifiers.hex_applied,
        extra_dice=modifiers.extra_dice,
        defeated=modifiers.auto_defeat or defeats(amount, defense),
        reasons=modifiers.reasons,
    )


def resolve_damage(
    base_damage: int,
    source: DamageSource,
    target: Target,
    rules: DamageRules,
    extra_roll: int | None = None,
) -> DamageOutcome:
    """Both steps at once, for resolution code that already has the roll."""
    modifiers = damage_modifiers(source, target, rules)
    return apply_damage(base_damage, modifiers, target.defense, extra_roll)
