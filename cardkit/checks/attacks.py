"""R31x: a unit's attacks: ammunition belongs to Projétil attacks, and they need one.

Seed 000, PROJÉTIL: "Diminuir 1 ponto de Projétil específico na Ficha de Exército. Se não
houver mais pontos de Projétil específico, o ataque não poderá ser feito."
"""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.checks.catalog import Kind
from cardkit.checks.context import CheckContext, Finding
from cardkit.checks.names import fold
from cardkit.checks.registry import rule
from cardkit.diagnostics import Severity

AMMUNITION_ATTACK_TYPES = frozenset({fold("Projétil")})
"""Attack types that spend ammunition from the army sheet."""


def _spends_ammunition(attack_type: str) -> bool:
    return fold(attack_type) in AMMUNITION_ATTACK_TYPES


@rule(
    code="R310",
    name="ammunition-on-non-projectile",
    severity=Severity.ERROR,
    description="an attack that is not Projétil names ammunition",
)
def ammunition_on_non_projectile(ctx: CheckContext) -> Iterator[Finding]:
    for unit in ctx.game.units:
        for j, attack in enumerate(unit.attacks):
            if attack.ammunition is not None and not _spends_ammunition(attack.type):
                yield Finding(
                    unit,
                    ("attacks", j, "ammunition"),
                    f"a {attack.type} attack spends no ammunition, but this one names {attack.ammunition}",
                    "remove `ammunition`, or make it a Projétil attack",
                )


@rule(
    code="R311",
    name="projectile-without-ammunition",
    severity=Severity.WARNING,
    description="a Projétil attack does not say which ammunition it spends",
)
def projectile_without_ammunition(ctx: CheckContext) -> Iterator[Finding]:
    known = ctx.catalog.index(Kind.AMMUNITION)
    choices = f" ({', '.join(known.names)})" if known else ""
    for unit in ctx.game.units:
        for j, attack in enumerate(unit.attacks):
            if attack.ammunition is None and _spends_ammunition(attack.type):
                yield Finding(
                    unit,
                    ("attacks", j, "type"),
                    f"this {attack.type} attack does not say which ammunition it spends",
                    f"add `ammunition:` with one of game.yaml's ammunition{choices}",
                )
