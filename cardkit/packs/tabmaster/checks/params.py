"""R11x: trait parameters: how many, of which type, and whether a trait needs one at all.

Names given as parameters (an element, a unit class, a spell, a card type) are checked for
existence by the R10x rules like any other reference; here is what only a parameter has.
R114 and R115 read the trait's text with the prose patterns of its locale (`prose.trait_value`,
`prose.plural`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.names import folded_with_origins, written_span
from cardkit.checks.prose_patterns import ProsePatterns
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.folding import fold, slug
from cardkit.packs.tabmaster import lookup
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import Spell, Trait, tm
from cardkit.packs.tabmaster.sites import element_selectors, param_slots

TRAIT_VALUE = "trait_value"
"""The patterns of how a trait's text says "the value printed after the trait's name" (the
seed, seed 000's trait list: "igual ao especificado na descrição da Característica";
docs/seed-facts.md, Traits); a trait saying so needs a parameter."""

CARD_TYPE_WORD = re.compile(r"\w+")


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def _signature(trait: Trait) -> str:
    return ", ".join(f"{p.name} ({p.type})" for p in trait.params)


@rule(
    code="R110",
    name="trait-param-count",
    severity=Severity.ERROR,
    description="a unit gives a trait more or fewer parameters than it declares",
)
def trait_param_count(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A unit gives a trait exactly the parameters the trait declares, in order: a trait with
    `params: [elemento]` needs one value, a trait without parameters none.

    PASS::

        # content/units/alquimista.yaml (Essência takes one parameter, elemento)
        traits:
          - name: Essência
            params: [Gelo]

    FAIL::

        # content/units/alquimista.yaml
        traits:
          - name: Essência
            params: [Gelo, Fogo]
    """
    for unit in tm(ctx.game).units:
        for i, use in enumerate(unit.traits):
            trait = lookup.trait(ctx.index, use.name)
            if trait is None or len(use.params) == len(trait.params):
                continue
            given, wanted = len(use.params), len(trait.params)
            if given > wanted:
                path: tuple[str | int, ...] = ("traits", i, "params", wanted)
            else:
                path = ("traits", i, "params") if use.params else ("traits", i, "name")
            hint = "remove `params`" if not wanted else f"give, in order: {_signature(trait)}"
            yield RuleFinding(unit, path, f"{trait.name} takes {_plural(wanted, 'parameter')}, given {given}", hint)


@rule(
    code="R111",
    name="trait-param-not-integer",
    severity=Severity.ERROR,
    description="an integer trait parameter is given something else",
)
def trait_param_not_integer(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A trait parameter declared `type: integer` (how many squares, how many units) must be given
    a whole number.

    PASS::

        # content/units/cavaleiro.yaml (Corrida: params: [{name: casas, type: integer}])
        traits:
          - name: Corrida
            params: [4]

    FAIL::

        # content/units/cavaleiro.yaml
        traits:
          - name: Corrida
            params: [rapido]
    """
    for slot in param_slots(ctx):
        if slot.param.type == "integer" and (not isinstance(slot.value, int) or isinstance(slot.value, bool)):
            yield RuleFinding(
                slot.definition,
                slot.path,
                f"{slot.role} must be a whole number, not '{slot.value}'",
                f"write a number, as the trait declares it: {slot.param.description}".rstrip(": "),
            )


@rule(
    code="R112",
    name="spell-param-card-type",
    severity=Severity.ERROR,
    description="a spell parameter names a spell of the wrong card type",
)
def spell_param_card_type(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A trait parameter of `type: spell` with a `card_type` accepts only spells of that card type:
    Toxina applies a Feitiço, so it cannot be given a Magia.

    PASS::

        # content/units/alquimista.yaml (Toxina's parameter: type: spell, card_type: Feitiço)
        traits:
          - name: Toxina
            params: [Veneno]

    FAIL::

        # content/units/alquimista.yaml (Choque is a Magia)
        traits:
          - name: Toxina
            params: [Choque]
    """
    for slot in param_slots(ctx):
        wanted = slot.param.card_type
        if slot.param.type != "spell" or wanted is None:
            continue
        spell = ctx.index.find(Kind.SPELL, str(slot.value))
        if isinstance(spell, Spell) and fold(spell.card_type) != fold(wanted):
            yield RuleFinding(
                slot.definition,
                slot.path,
                f"{slot.role} must be a {wanted}, but '{spell.name}' is a {spell.card_type}",
                f"name a spell whose card_type is {wanted}",
            )


@rule(
    code="R113",
    name="selector-param-without-trait-param",
    severity=Severity.ERROR,
    description="an element effect selects a trait parameter the trait does not have",
)
def selector_param_without_trait_param(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An element effect in game.yaml selects units by trait, optionally by the trait's parameter
    (`{trait: Essência, param: Gelo}`); a `param` for a trait that takes none selects no unit.

    PASS::

        # content/game.yaml
        elements:
          - name: Ar
            effects:
              - kind: bonus_damage
                amount: 20
                against:
                  - {trait: Voar}
                applies_to: [attack, spell]

    FAIL::

        # content/game.yaml (Voar takes no parameter)
        elements:
          - name: Ar
            effects:
              - kind: bonus_damage
                amount: 20
                against:
                  - {trait: Voar, param: Alto}
                applies_to: [attack, spell]
    """
    for selector in element_selectors(ctx.game):
        trait = lookup.trait(ctx.index, selector.trait)
        if trait is not None and selector.param is not None and not trait.params:
            yield RuleFinding(
                selector.vocabulary,
                (*selector.path, "param"),
                f"{trait.name} takes no parameter, so `param: {selector.param}` selects no unit",
                f"remove `param`, or declare the parameter in content/traits/{slug(trait.name)}.yaml",
            )


@rule(
    code="R114",
    name="trait-text-needs-param",
    severity=Severity.WARNING,
    description="a trait's text speaks of a value given with the trait, but it has no parameter",
)
def trait_text_needs_param(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A trait's text that speaks of a value given with the trait (the seed's "igual ao
    especificado na descrição da Característica") needs a parameter to hold that value, or
    every unit with it would print the trait without one. Read with the prose patterns of the
    content's language; a language without them gets one info note instead.

    PASS::

        # content/traits/agrupar.yaml
        name: Agrupar
        params:
          - {name: unidades, type: integer, description: Quantas unidades.}
        text: A unidade pode se agrupar com tantas unidades quanto o especificado na descrição.

    FAIL::

        # content/traits/agrupar.yaml
        name: Agrupar
        params: []
        text: A unidade pode se agrupar com tantas unidades quanto o especificado na descrição.
    """
    unparametrised = [trait for trait in tm(ctx.game).traits if not trait.params and trait.text]
    unread = ctx.unread_prose("R114", TRAIT_VALUE, "trait texts were not read for values given with the trait")
    if unread is not None and unparametrised:
        yield unread
        return
    for trait in unparametrised:
        phrase = value_in_text(trait.text, ctx.prose)
        if phrase is not None:
            yield RuleFinding(
                trait,
                ("text",),
                f'{trait.name}\'s text says a value is "{phrase}", but the trait declares no parameter',
                'add the parameter to `params` (the seed writes it as "(?)" after the name), or reword the text',
                needle=phrase,
            )


def value_in_text(text: str, prose: ProsePatterns) -> str | None:
    """The words (as written) by which `text` says a value is given with the trait, if any;
    patterns match the text in lower case without accents."""
    folded, origins = folded_with_origins(text)
    for pattern in prose.patterns(TRAIT_VALUE).values():
        found = pattern.search(folded)
        if found:
            return written_span(text, origins, found.start(), found.end())
    return None


@rule(
    code="R115",
    name="spell-param-card-type-unstated",
    severity=Severity.WARNING,
    description="a spell parameter accepts any card type though the trait's text names one",
)
def spell_param_card_type_unstated(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A trait parameter of `type: spell` whose trait's text names one card type ("aplica um
    Feitiço") should say `card_type:` too, so a unit cannot be given a spell of another type.

    PASS::

        # content/traits/toxina.yaml
        params:
          - {name: veneno, type: spell, card_type: Feitiço, description: O Feitiço aplicado.}
        text: A unidade aplica um Feitiço ao atacar.

    FAIL::

        # content/traits/toxina.yaml
        params:
          - {name: veneno, type: spell, description: O Feitiço aplicado.}
        text: A unidade aplica um Feitiço ao atacar.
    """
    card_types = ctx.index.names(Kind.CARD_TYPE)
    if card_types is None:
        return
    for trait in tm(ctx.game).traits:
        named = card_types_named(trait.text, card_types.names, ctx.prose)
        for k, param in enumerate(trait.params):
            if param.type == "spell" and param.card_type is None and len(named) == 1:
                yield RuleFinding(
                    trait,
                    ("params", k),
                    f"parameter '{param.name}' accepts a spell of any card type, "
                    f"but {trait.name}'s text speaks of {named[0]}",
                    f"add `card_type: {named[0]}` to the parameter so units can only name a {named[0]}",
                )


def card_types_named(text: str, card_types: list[str], prose: ProsePatterns) -> list[str]:
    """The card types a text mentions, singular or plural ("Feitiço", "Feitiços")."""
    words = {form for word in CARD_TYPE_WORD.findall(fold(text)) for form in prose.singular_forms(word)}
    return [name for name in card_types if fold(name) in words]


@rule(
    code="R116",
    name="spell-param-card-type-has-no-spells",
    severity=Severity.WARNING,
    description="a spell parameter needs a card type the game has no spell of",
)
def spell_param_card_type_has_no_spells(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A trait parameter needs a spell of a card type the game has no spell of yet, so no unit can
    be given the trait. Add such a spell, or wait with the trait.

    PASS::

        # content/spells/veneno.yaml (the game has a Feitiço for Toxina's parameter)
        name: Veneno
        card_type: Feitiço

    FAIL::

        # content/traits/toxina.yaml (and content/spells/ has no Feitiço)
        params:
          - {name: veneno, type: spell, card_type: Feitiço, description: O Feitiço aplicado.}
    """
    existing = {fold(spell.card_type) for spell in tm(ctx.game).spells}
    for trait in tm(ctx.game).traits:
        for k, param in enumerate(trait.params):
            if param.type == "spell" and param.card_type is not None and fold(param.card_type) not in existing:
                yield RuleFinding(
                    trait,
                    ("params", k, "card_type"),
                    f"parameter '{param.name}' needs a {param.card_type}, "
                    f"but the game has no {param.card_type} spell yet",
                    f"add a spell with `card_type: {param.card_type}` to content/spells/, "
                    f"or no unit can have {trait.name}",
                )
