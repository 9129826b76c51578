"""R31x: a unit's attacks: ammunition belongs to projectile attacks, and they need one.

Seed 000, PROJÉTIL: "Diminuir 1 ponto de Projétil específico na Ficha de Exército. Se não
houver mais pontos de Projétil específico, o ataque não poderá ser feito." (docs/seed-facts.md,
Attacks). Which attack types are projectile attacks is their meaning (game.yaml
`id: projectile`), not their spelling.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.dice import parse_value
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.dice import ParseError
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import tm
from cardkit.packs.tabmaster.terms import Term

AMMUNITION_ATTACK_TYPES = frozenset({"projectile"})
"""Attack type ids that spend ammunition from the army sheet."""


def _spends_ammunition(ctx: CheckContext, attack_type: str) -> bool:
    return ctx.index.lexicon.id_of(Term.ATTACK_TYPE, attack_type) in AMMUNITION_ATTACK_TYPES


@rule(
    code="R310",
    name="ammunition-on-non-projectile",
    severity=Severity.ERROR,
    description="an attack that is not a projectile attack names ammunition",
)
def ammunition_on_non_projectile(ctx: CheckContext) -> Iterator[RuleFinding]:
    """Only projectile attacks spend ammunition from the army sheet; an attack of another type
    that names ammunition would print a count nothing spends.

    PASS::

        # content/units/arqueiro.yaml
        attacks:
          - {type: Projétil, atk: 1d10, damage: 1d20, ammunition: Flecha}

    FAIL::

        # content/units/lanceiro.yaml
        attacks:
          - {type: Comum, atk: 2, damage: 1d20, ammunition: Flecha}
    """
    projectile = ctx.index.lexicon.word(Term.ATTACK_TYPE, "projectile")
    for unit in tm(ctx.game).units:
        for j, attack in enumerate(unit.attacks):
            if attack.ammunition is not None and not _spends_ammunition(ctx, attack.type):
                yield RuleFinding(
                    unit,
                    ("attacks", j, "ammunition"),
                    f"a {attack.type} attack spends no ammunition, but this one names {attack.ammunition}",
                    f"remove `ammunition`, or make it a {projectile} attack",
                )


@rule(
    code="R311",
    name="projectile-without-ammunition",
    severity=Severity.WARNING,
    description="a projectile attack does not say which ammunition it spends",
)
def projectile_without_ammunition(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A projectile attack spends one ammunition per shot, so it says which (game.yaml
    `ammunition`): the army sheet counts it down.

    PASS::

        # content/units/arqueiro.yaml
        attacks:
          - {type: Projétil, atk: 1d10, damage: 1d20, ammunition: Flecha}

    FAIL::

        # content/units/arqueiro.yaml
        attacks:
          - {type: Projétil, atk: 1d10, damage: 1d20}
    """
    known = ctx.index.names(Kind.AMMUNITION)
    choices = f" ({', '.join(known.names)})" if known else ""
    for unit in tm(ctx.game).units:
        for j, attack in enumerate(unit.attacks):
            if attack.ammunition is None and _spends_ammunition(ctx, attack.type):
                yield RuleFinding(
                    unit,
                    ("attacks", j, "type"),
                    f"this {attack.type} attack does not say which ammunition it spends",
                    f"add `ammunition:` with one of game.yaml's ammunition{choices}",
                )


ROLLED_ATK_TYPES = frozenset({"projectile"})
"""Attack type ids whose ATK is a die rolled against the distance (seed 000, PROJÉTIL: "Lançar
dado de ataque"); every other type's ATK is a reach in squares (COMUM: "a uma distância ...
igual ou menor do que aquela indicada"). See docs/seed-facts.md, Attacks."""


@rule(
    code="R202",
    name="atk-roll-kind",
    severity=Severity.WARNING,
    description="a projectile attack's ATK is not a roll, or another attack's ATK (a reach) is",
)
def atk_roll_kind(ctx: CheckContext) -> Iterator[RuleFinding]:
    """What ATK means depends on the attack type: a projectile attack rolls its ATK die against
    the distance, so its ATK is a roll; every other attack's ATK is its reach in squares, a
    number. The other way round is almost always a slip.

    PASS::

        # content/units/arqueiro.yaml
        attacks:
          - {type: Projétil, atk: 1d10, damage: 1d20, ammunition: Flecha}
          - {type: Secundário, atk: 1, damage: 1d4}

    FAIL::

        # content/units/arqueiro.yaml
        attacks:
          - {type: Projétil, atk: 10, damage: 1d20, ammunition: Flecha}
          - {type: Secundário, atk: 1d6, damage: 1d4}
    """
    for unit in tm(ctx.game).units:
        for j, attack in enumerate(unit.attacks):
            parsed = parse_value(attack.atk)
            if isinstance(parsed, ParseError):
                continue  # R201 reports it
            rolled = ctx.index.lexicon.id_of(Term.ATTACK_TYPE, attack.type) in ROLLED_ATK_TYPES
            if rolled and not parsed.terms:
                message = (
                    f"a {attack.type} attack rolls its ATK against the distance, but ATK is the fixed {attack.atk}"
                )
                hint = "write the die it rolls, e.g. atk: 1d10"
            elif not rolled and parsed.terms:
                message = f"a {attack.type} attack's ATK is its reach in squares, but ATK is the roll {attack.atk}"
                hint = "write the reach as a number, e.g. atk: 2"
            else:
                continue
            yield RuleFinding(unit, ("attacks", j, "atk"), message, hint)
