"""The game's words as the engine's values: the one bridge from the model to `cardkit.packs.tabmaster.engine`.

The engine takes its rules as arguments and knows no YAML; the cards' diagrams, the rulebook's
replays and the balance report all need the same translation, so it lives here once.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from cardkit.model import Game
from cardkit.model.lexicon import Lexicon
from cardkit.packs.tabmaster.engine.elements import (
    DamageRules,
    Delivery,
    ElementEffect,
    ElementEffectKind,
    ElementRule,
)
from cardkit.packs.tabmaster.engine.lines import LineDirection
from cardkit.packs.tabmaster.engine.targets import TraitCondition
from cardkit.packs.tabmaster.model import DEFAULT_RESOLUTION, TabMasterVocabulary, tm
from cardkit.packs.tabmaster.terms import Term

_LINE_DIRECTIONS: dict[str, LineDirection] = {direction.value: direction for direction in LineDirection}
"""The engine's directions by the ids of game.yaml `line_directions` (horizontal, front...)."""


def line_directions(names: Iterable[str], lexicon: Lexicon) -> list[LineDirection]:
    """The engine's directions for a line effect's direction names, by what each name means in
    the game; names with no known meaning (R109's business) drop out."""
    ids = lexicon.ids_of(Term.LINE_DIRECTION, names)
    return [_LINE_DIRECTIONS[found] for found in ids if found in _LINE_DIRECTIONS]


def damage_rules(vocabulary: TabMasterVocabulary | None) -> DamageRules:
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


class Resolution(Enum):
    """How a game resolves its attacks (game.yaml `resolution:`), which picks the checks, the
    balance report and the scenario replays that fit it."""

    TAB_MASTER = "tab-master"
    CLIX = "clix"


def resolution_of(game: Game) -> Resolution:
    """The game's resolution system; the pack's default (`DEFAULT_RESOLUTION`) when there is no
    game.yaml: the schema has no default, it requires `resolution`."""
    vocabulary = tm(game).vocabulary
    return Resolution(DEFAULT_RESOLUTION if vocabulary is None else vocabulary.resolution)
