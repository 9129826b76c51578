"""The kinds of names Tab Master's rules ask about, as the game index names them."""

from __future__ import annotations

from cardkit.index.kinds import NameKind


class Kind:
    """Tab Master's kinds of names: its four kinds of definition and its game.yaml lists."""

    TRAIT = NameKind.of_definitions("trait", "traits")
    SPELL = NameKind.of_definitions("spell", "spells")
    UNIT = NameKind.of_definitions("unit", "units")
    ARMY = NameKind.of_definitions("army", "armies")
    ELEMENT = NameKind.of_vocabulary("elements", "element")
    CASTER_CLASS = NameKind.of_vocabulary("caster_classes", "caster class")
    CARD_TYPE = NameKind.of_vocabulary("card_types", "card type")
    ATTACK_TYPE = NameKind.of_vocabulary("attack_types", "attack type")
    EFFECT_KEYWORD = NameKind.of_vocabulary("effect_keywords", "effect keyword")
    LINE_DIRECTION = NameKind.of_vocabulary("line_directions", "line direction")
    AMMUNITION = NameKind.of_vocabulary("ammunition", "ammunition")
    RESOURCE = NameKind.of_vocabulary("resources", "resource")


DEFINITION_KINDS = (Kind.TRAIT, Kind.SPELL, Kind.UNIT, Kind.ARMY)
"""The kinds defined one per file, whose id is the slug of the name (the file's stem)."""
