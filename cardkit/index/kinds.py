"""The kinds of names a game defines, with how messages call each and where a designer defines it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Kind(Enum):
    """A kind of name, with how messages call it and where a designer defines one."""

    TRAIT = ("trait", "a file in content/traits/", "traits")
    SPELL = ("spell", "a file in content/spells/", "spells")
    UNIT = ("unit", "a file in content/units/", "units")
    ARMY = ("army", "a file in content/armies/", "armies")
    ELEMENT = ("element", "`elements` in content/game.yaml", None)
    CASTER_CLASS = ("caster class", "`caster_classes` in content/game.yaml", None)
    CARD_TYPE = ("card type", "`card_types` in content/game.yaml", None)
    ATTACK_TYPE = ("attack type", "`attack_types` in content/game.yaml", None)
    EFFECT_KEYWORD = ("effect keyword", "`effect_keywords` in content/game.yaml", None)
    LINE_DIRECTION = ("line direction", "`line_directions` in content/game.yaml", None)
    AMMUNITION = ("ammunition", "`ammunition` in content/game.yaml", None)
    RESOURCE = ("resource", "`resources` in content/game.yaml", None)

    def __init__(self, label: str, home: str, folder: str | None) -> None:
        self.label = label
        self.home = home
        self.folder = folder
        """The content folder of a definition kind; None for game.yaml vocabulary."""


DEFINITION_KINDS = (Kind.TRAIT, Kind.SPELL, Kind.UNIT, Kind.ARMY)
"""The kinds defined one per file, whose id is the slug of the name (the file's stem)."""


@dataclass(frozen=True)
class DeclaredKind:
    """A card kind game.yaml declares (`card_kinds`), named and located like a `Kind`, so
    lookups, duplicate names and did-you-mean treat its cards like cardkit's own."""

    id: str
    folder: str

    @property
    def label(self) -> str:
        return self.id

    @property
    def home(self) -> str:
        return f"a file in content/{self.folder}/"


AnyKind = Kind | DeclaredKind
"""A kind of name: cardkit's, or one the game declares."""
