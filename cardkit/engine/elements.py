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

from .targets import Target, TraitCondition, defeats


class Delivery(Enum):
    """How the damage arrives; some effects only apply to one (Vida's auto-defeat: attacks)."""

    ATTACK = "attack"
    SPELL = "spell"


ANY_DELIVERY: frozenset[Delivery] = frozenset(Delivery)


class ElementEffectKind(Enum):
    BONUS = "bonus"
    """Extra damage (``amount``) when the blow damages."""
    IMMUNE = "immune"
    """No effect at all (units with Voar vs Terra)."""
    BLOCKS_HEALING = "blocks_healing"
    """A healing element does nothing (Vida vs Essência: Escuridão)."""
    REVERSES_HEALING = "reverses_healing"
    """A healing element damages instead (Vida vs Essência: Doença)."""
    AUTO_DEFEAT = "auto_defeat"
    """The unit is defeated whatever the amount (Vida attacks vs Morto-Vivo)."""


@dataclass(frozen=True)
class ElementEffect:
    """One line of an element's table; ``against`` matches when any condition matches, as in
    "units with the traits Essência: Ar and Voar"."""

    kind: ElementEffectKind
    against: tuple[TraitCondition, ...]
    amount: int = 0
    deliveries: frozenset[Delivery] = ANY_DELIVERY

    def applies(self, target: Target, delivery: Delivery) -> bool:
        return delivery in self.deliveries and any(c.matches(target) for c in self.against)


@dataclass(frozen=True)
class ElementRule:
    """An element: its effects, whether it heals instead of damaging, and the kind of card it
    puts on every unit it hits (Doença: a Feitiço from any Mesa)."""

    name: str
    effects: tuple[ElementEffect, ...] = ()
    heals: bool = False
    applies_card: str | None = None


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
    """Game words are compared without case: the seeds capitalise them inconsistently."""
    return frozenset(name.casefold() for name in names)


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
    elements: tuple[ElementRule, ...] = ()
    extra_dice: tuple[ExtraDiceRule, ...] = ()
    immunities: tuple[ImmunityRule, ...] = ()
    vulnerabilities: tuple[VulnerabilityRule, ...] = ()
    card_immunities: tuple[CardImmunityRule, ...] = ()

    def element(self, name: str) -> ElementRule:
        for rule in self.elements:
            if rule.name.casefold() == name.casefold():
                return rule
        raise ValueError(f"unknown element {name!r}")

    def refuses_card(self, target: Target, card_kind: str) -> bool:
        return any(
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
    applied_card: str | None = None
    reasons: tuple[str, ...] = ()


@dataclass(frozen=True)
class DamageOutcome:
    """The blow's result. ``amount`` is the damage dealt (0 when healing or immune);
    ``defeated`` means auto-defeat or ``amount > DEF``."""

    amount: int
    healed: int
    immune: bool
    auto_defeat: bool
    applied_card: str | None
    extra_dice: str | None
    defeated: bool
    reasons: tuple[str, ...]


def damage_modifiers(source: DamageSource, target: Target, rules: DamageRules) -> DamageModifiers:
    """Collect every element and trait effect that applies to this source on this target.

    Bonuses from several elements add up. A source heals when any of its elements heals,
    unless the target turns healing into damage.
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

    immune_because = effects_of(ElementEffectKind.IMMUNE) + [
        f"{rule.trait} is immune to this source"
        for rule in rules.immunities
        if target.traits_named(rule.trait) and rule.when.matches(source)
    ]
    if immune_because:
        return DamageModifiers(immune=True, reasons=tuple(immune_because))

    reversed_because = effects_of(ElementEffectKind.REVERSES_HEALING)
    heals = any(element.heals for element in elements) and not reversed_because
    blocked_because = effects_of(ElementEffectKind.BLOCKS_HEALING) if heals else []
    auto_defeat_because = effects_of(ElementEffectKind.AUTO_DEFEAT)
    bonus, bonus_because = (0, []) if heals else _bonuses(source, target, rules, effects)
    extra_dice = [] if heals else _extra_dice(source, target, rules)
    applied_card = next((e.applies_card for e in elements if e.applies_card), None)
    card_refused = applied_card is not None and rules.refuses_card(target, applied_card)
    return DamageModifiers(
        heals=heals,
        healing_blocked=bool(blocked_because),
        bonus=bonus,
        extra_dice="+".join(extra_dice) or None,
        auto_defeat=bool(auto_defeat_because),
        applied_card=None if card_refused else applied_card,
        reasons=tuple(
            reversed_because
            + blocked_because
            + auto_defeat_because
            + bonus_because
            + [f"+{dice} extra damage" for dice in extra_dice]
            + ([f"immune to {applied_card}"] if card_refused else [])
        ),
    )


def _against(effect: ElementEffect) -> str:
    return " / ".join(str(condition) for condition in effect.against)


def _bonuses(
    source: DamageSource,
    target: Target,
    rules: DamageRules,
    effects: list[tuple[ElementRule, ElementEffect]],
) -> tuple[int, list[str]]:
    bonuses = [
        (effect.amount, f"{element.name} +{effect.amount} vs {_against(effect)}")
        for element, effect in effects
        if effect.kind is ElementEffectKind.BONUS
    ]
    source_names = source.names()
    bonuses += [
        (rule.amount, f"{trait.name} ({', '.join(trait.params)}) +{rule.amount}")
        for rule in rules.vulnerabilities
        for trait in target.traits_named(rule.trait)
        if any(param.casefold() in source_names for param in trait.params)
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
        applied_card=modifiers.applied_card,
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
