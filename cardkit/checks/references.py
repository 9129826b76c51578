"""R1xx: names one definition uses for another must resolve (R101-R109), spelt as defined (R100).

Lookups forgive case, accents, Unicode form and hyphen-versus-space, because that is how
people type; but a card prints one spelling, so a forgiven match is still a warning.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from cardkit.checks.catalog import Kind
from cardkit.checks.context import CheckContext, Finding
from cardkit.checks.names import NameIndex, drift
from cardkit.checks.registry import rule
from cardkit.checks.sites import Reference
from cardkit.diagnostics import Severity

LISTED_NAMES_LIMIT = 10
"""An unknown name with no close match lists the known names when there are at most this many."""


def did_you_mean(suggestions: tuple[str, ...] | list[str]) -> str:
    quoted = [f"'{s}'" for s in suggestions]
    if len(quoted) > 1:
        quoted = [", ".join(quoted[:-1]), quoted[-1]]
    return "did you mean " + " or ".join(quoted) + "?"


def unknown_hint(kind: Kind, index: NameIndex, suggestions: tuple[str, ...]) -> str:
    if suggestions:
        return did_you_mean(suggestions)
    if 0 < len(index) <= LISTED_NAMES_LIMIT:
        return f"known {kind.label} names: {', '.join(index.names)}"
    return f"define it in {kind.home}, or fix the name"


def _outside_armies(ref: Reference) -> bool:
    return not ref.in_army


def unknown_references(
    ctx: CheckContext, kind: Kind, where: Callable[[Reference], bool] = _outside_armies
) -> Iterator[Finding]:
    """Findings for the names of `kind` that resolve to nothing, among references `where`
    selects (army references are the R5xx rules')."""
    index = ctx.catalog.index(kind)
    if index is None:
        return
    for ref in ctx.references:
        if ref.kind is not kind or not where(ref):
            continue
        match = index.match(ref.written)
        if not match.found and not ctx.was_rejected(kind, ref.written):
            role = f" as {ref.role}" if ref.role else ""
            yield Finding(
                ref.definition,
                ref.path,
                f"unknown {kind.label} '{ref.written}'{role}",
                unknown_hint(kind, index, match.suggestions),
                key=ref.key,
            )


def _drifted(ctx: CheckContext, ref: Reference) -> Finding | None:
    index = ctx.catalog.index(ref.kind)
    match = index.match(ref.written) if index is not None else None
    if match is None or match.canonical is None or match.exact:
        return None
    return Finding(
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
def name_spelling_drift(ctx: CheckContext) -> Iterator[Finding]:
    for ref in ctx.references:
        finding = _drifted(ctx, ref)
        if finding is not None:
            yield finding


@rule(code="R101", name="unknown-trait", severity=Severity.ERROR, description="a unit or element effect names an undefined trait")
def unknown_trait(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.TRAIT)


@rule(code="R102", name="unknown-spell", severity=Severity.ERROR, description="a trait parameter names an undefined spell")
def unknown_spell(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.SPELL)


@rule(code="R103", name="unknown-unit", severity=Severity.ERROR, description="a unit_class parameter or ammunition user names an undefined unit")
def unknown_unit(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.UNIT)


@rule(code="R104", name="unknown-element", severity=Severity.ERROR, description="an element is not one of game.yaml's elements")
def unknown_element(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.ELEMENT)


@rule(code="R105", name="unknown-caster-class", severity=Severity.ERROR, description="a spell's REF is not one of game.yaml's caster_classes")
def unknown_caster_class(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.CASTER_CLASS)


@rule(code="R106", name="unknown-card-type", severity=Severity.ERROR, description="a card type is not one of game.yaml's card_types")
def unknown_card_type(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.CARD_TYPE)


@rule(code="R107", name="unknown-attack-type", severity=Severity.ERROR, description="an attack's type is not one of game.yaml's attack_types")
def unknown_attack_type(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.ATTACK_TYPE)


@rule(code="R108", name="unknown-ammunition", severity=Severity.ERROR, description="an attack's ammunition is not one of game.yaml's ammunition")
def unknown_ammunition(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.AMMUNITION)


@rule(code="R109", name="unknown-line-direction", severity=Severity.ERROR, description="a Linha direction is not one of game.yaml's line_directions")
def unknown_line_direction(ctx: CheckContext) -> Iterator[Finding]:
    return unknown_references(ctx, Kind.LINE_DIRECTION)
