"""Exact odds for the balance report, built on ``dice``: how likely a card is to do its job."""

from __future__ import annotations

from fractions import Fraction

from cardkit.foundation.dice import DiceExpression, as_expression, p_at_least, p_greater

CLIX_ATTACK_DICE = "3d6"


def p_defeat(
    damage: DiceExpression | str,
    defense: int,
    bonus: int = 0,
    extra_dice: DiceExpression | str | None = None,
) -> Fraction:
    """P(damage + bonus (+ extra dice) > DEF), Tab Master's defeat rule.

    ``bonus`` and ``extra_dice`` come from ``elements.damage_modifiers`` (Fogo's +20, Morto
    Vivo's extra 1d20).
    """
    expression = as_expression(damage)
    if extra_dice is not None:
        extra = as_expression(extra_dice)
        expression = DiceExpression(
            expression.terms + extra.terms, expression.constant + extra.constant
        )
    return p_greater(expression, defense - bonus)


def p_projectile_hit(
    attack_die: DiceExpression | str, distance: int, height_advantage: int = 0, penalty: int = 0
) -> Fraction:
    """P(ATK roll + height advantage - penalty >= distance): a Projétil landing."""
    return p_at_least(attack_die, distance - height_advantage + penalty)


def p_clix_hit(attack: int, defense: int, bonus: int = 0) -> Fraction:
    """P(3d6 + ATK + bonus >= DEF) in the clix-style game."""
    return p_at_least(CLIX_ATTACK_DICE, defense - attack - bonus)
