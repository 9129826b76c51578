"""Tab Master's vocabularies whose entries carry an id, for the lexicon (`cardkit.model.lexicon`)."""

from __future__ import annotations

from enum import Enum


class Term(Enum):
    """A vocabulary of Tab Master's game.yaml; the value is its key."""

    CARD_TYPE = "card_types"
    ATTACK_TYPE = "attack_types"
    EFFECT_KEYWORD = "effect_keywords"
    LINE_DIRECTION = "line_directions"
    UNIT_CATEGORY = "unit_categories"
    STAT = "stats"
    RESOURCE = "resources"
    AMMUNITION = "ammunition"
    ELEMENT = "elements"
