"""Where Tab Master's definitions point at each other, for the core's reference, dice and
prose lists (`cardkit.checks.sites`, through the pack's hooks) and the pack's own rules: a
unit's traits, a spell's REF, an element selector's trait, an army's commander, every trait
parameter slot, every effects block.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from cardkit.checks.context import CheckContext
from cardkit.checks.sites import FieldValue, Reference
from cardkit.index.game import GameIndex
from cardkit.index.kinds import NameKind
from cardkit.model import Definition, Game, Vocabulary
from cardkit.model import Path_ as FieldPath
from cardkit.packs.tabmaster import lookup
from cardkit.packs.tabmaster.armies import LEADER_FIELDS
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import Effects, Trait, TraitParam, tm
from cardkit.packs.tabmaster.terms import Term

PARAM_KINDS: dict[str, NameKind] = {
    "element": Kind.ELEMENT,
    "unit_class": Kind.UNIT,
    "spell": Kind.SPELL,
    "card_type": Kind.CARD_TYPE,
}
"""Trait parameter types whose values are names of another kind."""


@dataclass(frozen=True)
class ParamSlot:
    """One value given for one declared trait parameter, by a unit or an element selector."""

    trait: Trait
    param: TraitParam
    value: object
    definition: Definition
    path: FieldPath

    @property
    def role(self) -> str:
        return f"parameter '{self.param.name}' of {self.trait.name}"


@dataclass(frozen=True)
class Selector:
    """An element effect's target in game.yaml: units with `trait` (and `param`, when given)."""

    vocabulary: Vocabulary
    path: FieldPath
    trait: str
    param: str | None


@dataclass(frozen=True)
class EffectsAt:
    """An effects block (a spell's or an attack's) with the damage it goes with."""

    definition: Definition
    prefix: FieldPath
    effects: Effects
    damage: str | int | None
    is_spell: bool


def collect_param_slots(index: GameIndex) -> list[ParamSlot]:
    """Every value given for a declared parameter of a defined trait, by units and selectors."""
    slots: list[ParamSlot] = []
    for unit in tm(index.game).units:
        for i, use in enumerate(unit.traits):
            trait = lookup.trait(index, use.name)
            if trait is not None:
                paths = [("traits", i, "params", j) for j in range(len(use.params))]
                slots += _slots(trait, use.params, unit, paths)
    for selector in element_selectors(index.game):
        trait = lookup.trait(index, selector.trait)
        if trait is not None and selector.param is not None:
            slots += _slots(trait, (selector.param,), selector.vocabulary, [(*selector.path, "param")])
    return slots


def _slots(
    trait: Trait, values: Sequence[object], definition: Definition, paths: Sequence[FieldPath]
) -> list[ParamSlot]:
    # Not strict: a unit giving too many or too few values is R110's finding; pair what is there.
    return [ParamSlot(trait, p, v, definition, path) for p, v, path in zip(trait.params, values, paths, strict=False)]


def element_selectors(game: Game) -> Iterator[Selector]:
    """Every `against` entry of game.yaml's element effects."""
    vocabulary = tm(game).vocabulary
    if vocabulary is None:
        return
    for i, element in enumerate(vocabulary.elements):
        for j, effect in enumerate(element.effects):
            for k, selector in enumerate(effect.against):
                path = ("elements", i, "effects", j, "against", k)
                yield Selector(vocabulary, path, selector.trait, selector.param)


def references(game: Game) -> list[Reference]:
    """Every name Tab Master's kinds write where a definition or vocabulary entry is meant,
    trait parameter values that are names of another kind included."""
    param_slots = collect_param_slots(GameIndex.of(game))
    refs: list[Reference] = []
    for spell in tm(game).spells:
        refs.append(Reference(Kind.CARD_TYPE, spell.card_type, spell, ("card_type",)))
        refs.append(Reference(Kind.CASTER_CLASS, spell.ref, spell, ("ref",), "REF"))
        refs += _effect_references(spell, (), spell.effects)
    for unit in tm(game).units:
        for i, use in enumerate(unit.traits):
            refs.append(Reference(Kind.TRAIT, use.name, unit, ("traits", i, "name")))
        for j, attack in enumerate(unit.attacks):
            refs.append(Reference(Kind.ATTACK_TYPE, attack.type, unit, ("attacks", j, "type")))
            if attack.ammunition is not None:
                refs.append(Reference(Kind.AMMUNITION, attack.ammunition, unit, ("attacks", j, "ammunition")))
            refs += _effect_references(unit, ("attacks", j), attack.effects)
    for trait in tm(game).traits:
        for k, param in enumerate(trait.params):
            if param.card_type is not None:
                role = f"card type of parameter '{param.name}'"
                refs.append(Reference(Kind.CARD_TYPE, param.card_type, trait, ("params", k, "card_type"), role))
    refs += _vocabulary_references(game)
    refs += _army_references(game)
    for slot in param_slots:
        kind = PARAM_KINDS.get(slot.param.type)
        if kind is not None:
            refs.append(Reference(kind, str(slot.value), slot.definition, slot.path, slot.role))
    return refs


def _effect_references(definition: Definition, prefix: FieldPath, effects: Effects) -> Iterator[Reference]:
    for i, element in enumerate(effects.elements):
        yield Reference(Kind.ELEMENT, element, definition, (*prefix, "effects", "elements", i))
    for i, direction in enumerate(effects.line or ()):
        yield Reference(Kind.LINE_DIRECTION, direction, definition, (*prefix, "effects", "line", "directions", i))


def _vocabulary_references(game: Game) -> Iterator[Reference]:
    for selector in element_selectors(game):
        yield Reference(
            Kind.TRAIT, selector.trait, selector.vocabulary, (*selector.path, "trait"), "element effect target"
        )
    vocabulary = tm(game).vocabulary
    if vocabulary is None:
        return
    for i, ammunition in enumerate(vocabulary.ammunition):
        role = f"user of {ammunition.name}"
        yield Reference(Kind.UNIT, ammunition.unit, vocabulary, ("ammunition", i, "unit"), role)


def _army_references(game: Game) -> Iterator[Reference]:
    for army in tm(game).armies:
        for i, entry in enumerate(army.units):
            yield Reference(Kind.UNIT, entry.unit, army, ("units", i, "unit"), "army unit")
        for role in LEADER_FIELDS:
            leader = getattr(army, role)
            if leader is not None:
                yield Reference(Kind.UNIT, leader, army, (role,), role)
        for name in army.ammunition:
            yield Reference(Kind.AMMUNITION, name, army, ("ammunition", name), "army ammunition", key=True)
        for name in army.resources:
            yield Reference(Kind.RESOURCE, name, army, ("resources", name), "army resource", key=True)


def effects_blocks(game: Game) -> Iterator[EffectsAt]:
    for spell in tm(game).spells:
        yield EffectsAt(spell, (), spell.effects, spell.damage, is_spell=True)
    for unit in tm(game).units:
        for j, attack in enumerate(unit.attacks):
            yield EffectsAt(unit, ("attacks", j), attack.effects, attack.damage, is_spell=False)


def dice_fields(game: Game) -> Iterator[FieldValue]:
    """Every value written in dice notation or as a fixed number."""
    for spell in tm(game).spells:
        yield FieldValue(spell, ("damage",), spell.damage, "damage")
    for unit in tm(game).units:
        for j, attack in enumerate(unit.attacks):
            yield FieldValue(unit, ("attacks", j, "atk"), attack.atk, "ATK")
            yield FieldValue(unit, ("attacks", j, "damage"), attack.damage, "damage")


def prose_fields(game: Game) -> Iterator[FieldValue]:
    """Every rules text a player reads (flavour text excluded: it has no rules in it)."""
    for trait in tm(game).traits:
        yield FieldValue(trait, ("text",), trait.text, "text")
        yield FieldValue(trait, ("reminder",), trait.reminder, "reminder")
        for k, param in enumerate(trait.params):
            yield FieldValue(trait, ("params", k, "description"), param.description, "parameter description")
    for spell in tm(game).spells:
        yield FieldValue(spell, ("text",), spell.text, "text")
    for unit in tm(game).units:
        yield FieldValue(unit, ("text",), unit.text, "text")
    special = GameIndex.of(game).lexicon.word(Term.EFFECT_KEYWORD, "special")
    for block in effects_blocks(game):
        yield FieldValue(block.definition, (*block.prefix, "effects", "special"), block.effects.special, special)


def param_slots(ctx: CheckContext) -> list[ParamSlot]:
    """The trait parameter slots of the game under check, collected once per check run."""
    return ctx.memo("tabmaster.param_slots", lambda: collect_param_slots(ctx.index))
