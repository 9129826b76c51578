"""R1xx: names one definition uses for another must resolve (R101-R109), spelt as defined (R100).

Lookups forgive case, accents, Unicode form and hyphen-versus-space, because that is how
people type; but a card prints one spelling, so a forgiven match is still a warning.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.names import drift, unknown_name
from cardkit.checks.registry import rule
from cardkit.checks.sites import Reference
from cardkit.foundation.diagnostics import Severity
from cardkit.index.kinds import NameKind
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import Army


def _outside_armies(ref: Reference) -> bool:
    return not isinstance(ref.definition, Army)


def unknown_references(
    ctx: CheckContext, kind: NameKind, where: Callable[[Reference], bool] = _outside_armies
) -> Iterator[RuleFinding]:
    """Findings for the names of `kind` that resolve to nothing, among references `where`
    selects (army references are the R5xx rules')."""
    index = ctx.index.names(kind)
    if index is None:
        return
    for ref in ctx.references:
        if ref.kind != kind or not where(ref):
            continue
        match = index.match(ref.written)
        if not match.found and not ctx.was_rejected(kind, ref.written):
            role = f" as {ref.role}" if ref.role else ""
            message, hint = unknown_name(ctx, kind, index, ref.written, f"unknown {kind.label} '{ref.written}'{role}")
            yield RuleFinding(ref.definition, ref.path, message, hint, key=ref.key)


def _drifted(ctx: CheckContext, ref: Reference) -> RuleFinding | None:
    index = ctx.index.names(ref.kind)
    match = index.match(ref.written) if index is not None else None
    if match is None or match.canonical is None or match.exact:
        return None
    return RuleFinding(
        ref.definition,
        ref.path,
        f"'{ref.written}' is spelt differently from the {ref.kind.label} '{match.canonical}' "
        f"({drift(ref.written, match.canonical)})",
        f"write '{match.canonical}', as {ref.kind.home} does",
        key=ref.key,
    )


@rule(
    code="R100",
    name="name-spelling-drift",
    severity=Severity.WARNING,
    description="a name matches a definition only after folding case, accents or hyphens",
)
def name_spelling_drift(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A name that refers to another definition is found even when its case, accents, Unicode
    form or hyphens differ from the definition's ("essencia" finds Essência), because that is how
    people type. But a card prints the name as written here, so the spelling must be the
    definition's own.

    PASS::

        # content/units/alquimista.yaml
        traits:
          - name: Essência
            params: [Gelo]

    FAIL::

        # content/units/alquimista.yaml
        traits:
          - name: essencia
            params: [Gelo]
    """
    for ref in ctx.references:
        finding = _drifted(ctx, ref)
        if finding is not None:
            yield finding


@rule(
    code="R101",
    name="unknown-trait",
    severity=Severity.ERROR,
    description="a unit or element effect names an undefined trait",
)
def unknown_trait(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A unit, or an element effect of game.yaml, names a trait no file of content/traits/ defines.
    The hint offers the closest names (lookups forgive case and accents; R100 then asks for the
    exact spelling).

    PASS::

        # content/units/alquimista.yaml
        traits:
          - name: Essência
            params: [Gelo]

    FAIL::

        # content/units/alquimista.yaml
        traits:
          - name: Esencia
            params: [Gelo]
    """
    return unknown_references(ctx, Kind.TRAIT)


@rule(
    code="R102",
    name="unknown-spell",
    severity=Severity.ERROR,
    description="a trait parameter names an undefined spell",
)
def unknown_spell(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A trait parameter of `type: spell` names a spell no file of content/spells/ defines.

    PASS::

        # content/units/alquimista.yaml (content/spells/veneno.yaml exists)
        traits:
          - {name: Toxina, params: [Veneno]}

    FAIL::

        # content/units/alquimista.yaml
        traits:
          - {name: Toxina, params: [Venenu]}
    """
    return unknown_references(ctx, Kind.SPELL)


@rule(
    code="R103",
    name="unknown-unit",
    severity=Severity.ERROR,
    description="a unit_class parameter or ammunition user names an undefined unit",
)
def unknown_unit(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A `unit_class` trait parameter (Padrão's "conta como se fosse uma unidade do tipo
    especificado") or game.yaml's ammunition user names a unit no file of content/units/ defines.

    PASS::

        # content/units/levi.yaml
        traits:
          - {name: Padrão, params: [Alquimista]}

    FAIL::

        # content/units/levi.yaml
        traits:
          - {name: Padrão, params: [Alquimsta]}
    """
    return unknown_references(ctx, Kind.UNIT)


@rule(
    code="R104",
    name="unknown-element",
    severity=Severity.ERROR,
    description="an element is not one of game.yaml's elements",
)
def unknown_element(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An element (of a spell, an attack, a trait parameter) is not one of game.yaml's `elements`.

    PASS::

        # content/spells/choque.yaml
        effects:
          elements: [Fogo]

    FAIL::

        # content/spells/choque.yaml
        effects:
          elements: [Fgo]
    """
    return unknown_references(ctx, Kind.ELEMENT)


@rule(
    code="R105",
    name="unknown-caster-class",
    severity=Severity.ERROR,
    description="a spell's REF is not one of game.yaml's caster_classes",
)
def unknown_caster_class(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A spell's REF (the class that casts it) is not one of game.yaml's `caster_classes`.

    PASS::

        # content/spells/choque.yaml
        ref: Alquimista

    FAIL::

        # content/spells/choque.yaml
        ref: Mago
    """
    return unknown_references(ctx, Kind.CASTER_CLASS)


@rule(
    code="R106",
    name="unknown-card-type",
    severity=Severity.ERROR,
    description="a card type is not one of game.yaml's card_types",
)
def unknown_card_type(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A card type (a spell's `card_type`, a trait parameter's) is not one of game.yaml's `card_types`.

    PASS::

        # content/spells/choque.yaml
        card_type: Magia

    FAIL::

        # content/spells/choque.yaml
        card_type: Magica
    """
    return unknown_references(ctx, Kind.CARD_TYPE)


@rule(
    code="R107",
    name="unknown-attack-type",
    severity=Severity.ERROR,
    description="an attack's type is not one of game.yaml's attack_types",
)
def unknown_attack_type(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An attack's `type` is not one of game.yaml's `attack_types`; how an attack resolves follows
    its type, so an unknown one cannot be played.

    PASS::

        # content/units/lanceiro.yaml
        attacks:
          - {type: Comum, atk: 2, damage: 1d20}

    FAIL::

        # content/units/lanceiro.yaml
        attacks:
          - {type: Corpo a Corpo, atk: 2, damage: 1d20}
    """
    return unknown_references(ctx, Kind.ATTACK_TYPE)


@rule(
    code="R108",
    name="unknown-ammunition",
    severity=Severity.ERROR,
    description="an attack's ammunition is not one of game.yaml's ammunition",
)
def unknown_ammunition(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An attack's `ammunition` is not one of game.yaml's `ammunition`.

    PASS::

        # content/units/arqueiro.yaml
        attacks:
          - {type: Projétil, atk: 1d10, damage: 1d20, ammunition: Flecha}

    FAIL::

        # content/units/arqueiro.yaml
        attacks:
          - {type: Projétil, atk: 1d10, damage: 1d20, ammunition: Pedra}
    """
    return unknown_references(ctx, Kind.AMMUNITION)


@rule(
    code="R109",
    name="unknown-line-direction",
    severity=Severity.ERROR,
    description="a line direction is not one of game.yaml's line_directions",
)
def unknown_line_direction(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A line effect's direction is not one of game.yaml's `line_directions`.

    PASS::

        # content/spells/raio.yaml
        effects:
          line:
            directions: [Frente]

    FAIL::

        # content/spells/raio.yaml
        effects:
          line:
            directions: [Tras]
    """
    return unknown_references(ctx, Kind.LINE_DIRECTION)


@rule(
    code="R117",
    name="unknown-resource",
    severity=Severity.ERROR,
    description="an army's starting resource is not one of game.yaml's resources",
)
def unknown_resource(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An army's starting resource (`resources:`) is not one of game.yaml's `resources`.

    PASS::

        # content/armies/exercito-azul.yaml
        resources:
          Fluxo: 100

    FAIL::

        # content/armies/exercito-azul.yaml
        resources:
          Mana: 100
    """
    return unknown_references(ctx, Kind.RESOURCE, where=lambda ref: True)  # only armies name resources
