"""R2xx: dice values: readable notation, only the dice the game ships, rolls where rolls belong."""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.checks.sites import dice_fields
from cardkit.diagnostics import Severity
from cardkit.dice import DiceExpression, ParseError, parse_dice
from cardkit.lexicon import Term

ROLLED_ATK_TYPES = frozenset({"projectile"})
"""Attack type ids whose ATK is a die rolled against the distance (seed 000, PROJÉTIL: "Lançar
dado de ataque"); every other type's ATK is a reach in squares (COMUM: "a uma distância ...
igual ou menor do que aquela indicada"). See docs/seed-facts.md, Attacks."""


def _parse(value: str | int) -> DiceExpression | ParseError:
    if isinstance(value, int):
        return DiceExpression((), value)
    try:
        return parse_dice(value)
    except ParseError as error:
        return error


@rule(
    code="R201",
    name="invalid-dice",
    severity=Severity.ERROR,
    description="a dice value is unreadable or uses a die the game does not have",
)
def invalid_dice(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A dice value (damage, a projectile's ATK) is dice notation, NdS with an optional +N (1d20,
    2d10+2), or a fixed number, and rolls only dice the game ships (game.yaml `dice`).

    PASS::

        # content/spells/choque.yaml (game.yaml: dice: [4, 6, 8, 10, 12, 20])
        damage: 2d10+2

    FAIL::

        # content/spells/choque.yaml
        damage: 1d7
    """
    vocabulary = ctx.game.vocabulary
    allowed = set(vocabulary.dice) if vocabulary is not None else None
    for field in dice_fields(ctx.game):
        if field.value is None:
            continue
        parsed = _parse(field.value)
        if isinstance(parsed, ParseError):
            yield RuleFinding(
                field.definition,
                field.path,
                f"{field.label} '{field.value}' is not dice notation: {parsed.message}",
                "write dice as NdS with an optional +N (1d20, 2d10+2), or a fixed number",
            )
            continue
        foreign = sorted({term.sides for term in parsed.terms} - allowed) if allowed else []
        if foreign:
            shipped = ", ".join(f"d{size}" for size in sorted(allowed or ()))
            yield RuleFinding(
                field.definition,
                field.path,
                f"{field.label} '{field.value}' rolls {', '.join(f'd{s}' for s in foreign)}, "
                "a die the game does not have",
                f"use one of the game's dice ({shipped}, from game.yaml `dice`) or a fixed number",
            )


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
    for unit in ctx.game.units:
        for j, attack in enumerate(unit.attacks):
            parsed = _parse(attack.atk)
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
