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


def register_unknown_name_rule(
    code: str, name: str, kind: Kind, description: str, where: Callable[[Reference], bool] = _outside_armies
) -> None:
    """Register the error rule for names of `kind` (among references `where` selects) that
    resolve to nothing: the rules differ only in kind and code, so they share one body."""

    def check(ctx: CheckContext) -> Iterator[Finding]:
        return unknown_references(ctx, kind, where)

    check.__name__ = check.__qualname__ = name.replace("-", "_")
    rule(code=code, name=name, severity=Severity.ERROR, description=description)(check)


for _code, _name, _kind, _description in (
    ("R101", "unknown-trait", Kind.TRAIT, "a unit or element effect names an undefined trait"),
    ("R102", "unknown-spell", Kind.SPELL, "a trait parameter names an undefined spell"),
    ("R103", "unknown-unit", Kind.UNIT, "a unit_class parameter or ammunition user names an undefined unit"),
    ("R104", "unknown-element", Kind.ELEMENT, "an element is not one of game.yaml's elements"),
    ("R105", "unknown-caster-class", Kind.CASTER_CLASS, "a spell's REF is not one of game.yaml's caster_classes"),
    ("R106", "unknown-card-type", Kind.CARD_TYPE, "a card type is not one of game.yaml's card_types"),
    ("R107", "unknown-attack-type", Kind.ATTACK_TYPE, "an attack's type is not one of game.yaml's attack_types"),
    ("R108", "unknown-ammunition", Kind.AMMUNITION, "an attack's ammunition is not one of game.yaml's ammunition"),
    (
        "R109",
        "unknown-line-direction",
        Kind.LINE_DIRECTION,
        "a line direction is not one of game.yaml's line_directions",
    ),
):
    register_unknown_name_rule(_code, _name, _kind, _description)
register_unknown_name_rule(
    "R117",
    "unknown-resource",
    Kind.RESOURCE,
    "an army's starting resource is not one of game.yaml's resources",
    where=lambda ref: True,  # only armies name resources
)
