"""The game's words as the engine's values: the one bridge from the model to `cardkit.engine`.

The engine takes its rules as arguments and knows no YAML; the cards' diagrams, the rulebook's
replays and the balance report all need the same translation, so it lives here once.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardkit.engine.elements import (
    DamageRules,
    Delivery,
    ElementEffect,
    ElementEffectKind,
    ElementRule,
)
from cardkit.engine.lines import LineDirection
from cardkit.engine.targets import TraitCondition
from cardkit.model import Vocabulary
from cardkit.suggest import fold

_LINE_DIRECTIONS: dict[str, LineDirection] = {
    fold(name): direction
    for name, direction in (
        ("Horizontal", LineDirection.HORIZONTAL),
        ("Vertical", LineDirection.VERTICAL),
        ("Diagonais", LineDirection.DIAGONALS),
        ("Aleatório", LineDirection.RANDOM),
        ("Frente", LineDirection.FRONT),
        ("Fundo", LineDirection.BACK),
        ("Completa", LineDirection.COMPLETE),
    )
}
"""The seed's direction names (game.yaml `line_directions`), matched as forgivingly as names
anywhere else (case, accents)."""


def line_directions(names: Iterable[str]) -> list[LineDirection]:
    """The engine's directions for a Linha's direction names; unknown names (R109's business) drop out."""
    return [_LINE_DIRECTIONS[fold(name)] for name in names if fold(name) in _LINE_DIRECTIONS]


def damage_rules(vocabulary: Vocabulary | None) -> DamageRules:
    """The engine's element rules from game.yaml."""
    if vocabulary is None:
        return DamageRules()
    return DamageRules(
        elements=tuple(
            ElementRule(
                element.name,
                tuple(
                    ElementEffect(
                        ElementEffectKind(effect.kind),
                        tuple(TraitCondition(s.trait, s.param) for s in effect.against),
                        effect.amount or 0,
                        frozenset(Delivery(d) for d in effect.applies_to),
                    )
                    for effect in element.effects
                ),
            )
            for element in vocabulary.elements
        )
    )
