"""R201: dice values: readable notation, only the dice the game ships (game.yaml `dice`)."""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.checks.sites import dice_fields
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.dice import DiceExpression, ParseError, parse_dice


def parse_value(value: str | int) -> DiceExpression | ParseError:
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
    """A dice value (a damage, a roll) is dice notation, NdS with an optional +N (1d20, 2d10+2),
    or a fixed number, and rolls only dice the game ships (game.yaml `dice`, when it lists them).

    PASS::

        # content/events/ambush.yaml (game.yaml: dice: [6, 10], a `dice` field `damage`)
        damage: 2d10+2

    FAIL::

        # content/events/ambush.yaml
        damage: 1d7
    """
    allowed = set(ctx.game.dice)
    for field in dice_fields(ctx.game):
        if field.value is None:
            continue
        parsed = parse_value(field.value)
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
            shipped = ", ".join(f"d{size}" for size in sorted(allowed))
            yield RuleFinding(
                field.definition,
                field.path,
                f"{field.label} '{field.value}' rolls {', '.join(f'd{s}' for s in foreign)}, "
                "a die the game does not have",
                f"use one of the game's dice ({shipped}, from game.yaml `dice`) or a fixed number",
            )
