"""R41x: definitions nothing uses, and spells nobody can cast.

A trait counts as used when a unit has it or when game.yaml's element effects target it:
Essência, Voar and Morto Vivo are rules of the game (Ar hurts Voar units) even before any
unit has them. Being quoted in another trait's text does not count: that puts no unit in play.

A unit "is" a class by its name, or by naming the class in a unit_class trait parameter
(Padrão: "conta como se fosse uma unidade do tipo especificado").
"""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.folding import fold
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import tm
from cardkit.packs.tabmaster.sites import element_selectors, param_slots


def _used_traits(ctx: CheckContext) -> set[str]:
    used = {fold(use.name) for unit in tm(ctx.game).units for use in unit.traits}
    return used | {fold(selector.trait) for selector in element_selectors(ctx.game)}


def _unit_classes(ctx: CheckContext) -> set[str]:
    """Every class some unit is or counts as (folded)."""
    classes = {fold(unit.name) for unit in tm(ctx.game).units}
    return classes | {
        fold(str(s.value)) for s in param_slots(ctx) if s.param.type == "unit_class" and s.definition in tm(ctx.game).units
    }


@rule(
    code="R410",
    name="unused-trait",
    severity=Severity.WARNING,
    description="no unit has the trait and no game rule targets it",
)
def unused_trait(ctx: CheckContext) -> Iterator[RuleFinding]:
    """No unit has the trait and no element effect of game.yaml targets it, so it changes nothing
    in play (being quoted in another trait's text does not count). Give it to a unit, or, if it
    waits for units still to be designed, add `ignore: [R410]` to it.

    PASS::

        # content/units/grifo.yaml
        traits:
          - name: Voar

    FAIL::

        # content/traits/voar.yaml (and no unit has Voar)
        name: Voar
        params: []
    """
    used = _used_traits(ctx)
    for trait in tm(ctx.game).traits:
        if fold(trait.name) not in used:
            yield RuleFinding(
                trait,
                ("name",),
                f"no unit has {trait.name}, and no element effect targets it",
                "give it to a unit; if it waits for units still to be designed, add `ignore: [R410]`",
            )


@rule(
    code="R411",
    name="spell-ref-without-unit",
    severity=Severity.WARNING,
    description="no unit is (or counts as) the class that casts the spell",
)
def spell_ref_without_unit(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A spell's REF names the class that casts it; when no unit is of that class (by its name, or
    by counting as it through a unit_class trait parameter such as Padrão's), nobody can cast it.

    PASS::

        # content/spells/julgamento-de-luz.yaml (content/units/sacerdote.yaml exists)
        ref: Sacerdote

    FAIL::

        # content/spells/julgamento-de-luz.yaml (no unit is, or counts as, a Sacerdote)
        ref: Sacerdote
    """
    casters = ctx.index.names(Kind.CASTER_CLASS)
    classes = _unit_classes(ctx)
    for spell in tm(ctx.game).spells:
        known_class = casters is None or spell.ref in casters  # unknown REFs are R105's
        if known_class and fold(spell.ref) not in classes:
            yield RuleFinding(
                spell,
                ("ref",),
                f"no unit can cast {spell.name}: none is a {spell.ref}",
                f"add a {spell.ref} unit, or a unit that counts as one (a unit_class trait parameter)",
            )


@rule(
    code="R412",
    name="caster-class-without-unit",
    severity=Severity.WARNING,
    description="a caster class in game.yaml has no unit of that name",
)
def caster_class_without_unit(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A caster class of game.yaml (the REF column) with no unit of that name, or counting as one,
    names a class nobody can play.

    PASS::

        # content/game.yaml (content/units/alquimista.yaml exists)
        caster_classes: [Alquimista]

    FAIL::

        # content/game.yaml (no unit is a Sacerdote)
        caster_classes: [Alquimista, Sacerdote]
    """
    vocabulary = tm(ctx.game).vocabulary
    if vocabulary is None:
        return
    classes = _unit_classes(ctx)
    for i, name in enumerate(vocabulary.caster_classes):
        if fold(name) not in classes:
            yield RuleFinding(
                vocabulary,
                ("caster_classes", i),
                f"caster class {name} has no unit: no unit is (or counts as) a {name}",
                f"add content/units/ for {name}, or remove it from caster_classes",
            )
