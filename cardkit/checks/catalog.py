"""Every name the game defines, by kind, with where each was defined.

References are checked against these indexes, uniqueness against the entries; both are
built once per run from the model so a hundred rules cost one pass over the game.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from cardkit.checks.names import NameIndex
from cardkit.model import Definition, Game, Vocabulary
from cardkit.model import Path_ as FieldPath


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


@dataclass(frozen=True)
class Entry:
    """One defined name and the field that defines it (for duplicates and unused entries)."""

    name: str
    definition: Definition
    path: FieldPath


def _definition_entries(definitions: list) -> list[Entry]:
    return [Entry(d.name, d, ("name",)) for d in definitions]


def _vocabulary_entries(vocabulary: Vocabulary) -> Iterator[tuple[Kind, Entry]]:
    named: tuple[tuple[Kind, str, list[str]], ...] = (
        (Kind.ELEMENT, "elements", [e.name for e in vocabulary.elements]),
        (Kind.CARD_TYPE, "card_types", [t.name for t in vocabulary.card_types]),
        (Kind.ATTACK_TYPE, "attack_types", [t.name for t in vocabulary.attack_types]),
        (Kind.EFFECT_KEYWORD, "effect_keywords", [k.name for k in vocabulary.effect_keywords]),
        (Kind.LINE_DIRECTION, "line_directions", [d.name for d in vocabulary.line_directions]),
        (Kind.AMMUNITION, "ammunition", [a.name for a in vocabulary.ammunition]),
        (Kind.RESOURCE, "resources", [r.name for r in vocabulary.resources]),
    )
    for kind, key, names in named:
        for i, name in enumerate(names):
            yield kind, Entry(name, vocabulary, (key, i, "name"))
    for i, name in enumerate(vocabulary.caster_classes):
        yield Kind.CASTER_CLASS, Entry(name, vocabulary, ("caster_classes", i))


class Catalog:
    """The entries and name index of every kind; vocabulary kinds are absent without game.yaml."""

    def __init__(self, game: Game) -> None:
        self.entries: dict[Kind, list[Entry]] = {
            Kind.TRAIT: _definition_entries(game.traits),
            Kind.SPELL: _definition_entries(game.spells),
            Kind.UNIT: _definition_entries(game.units),
            Kind.ARMY: _definition_entries(game.armies),
        }
        if game.vocabulary is not None:
            for kind in Kind:
                if kind.folder is None:
                    self.entries[kind] = []
            for kind, entry in _vocabulary_entries(game.vocabulary):
                self.entries[kind].append(entry)
        self._indexes = {kind: NameIndex(e.name for e in entries) for kind, entries in self.entries.items()}
        self._first: dict[tuple[Kind, str], Entry] = {}
        for kind, entries in self.entries.items():
            for entry in entries:
                self._first.setdefault((kind, entry.name), entry)

    def index(self, kind: Kind) -> NameIndex | None:
        """None when the names of `kind` are unknown (game.yaml missing or broken), so checks skip."""
        return self._indexes.get(kind)

    def find(self, kind: Kind, written: str) -> Definition | None:
        """The definition a name resolves to (spelling folded), or None."""
        index = self.index(kind)
        match = index.match(written) if index is not None else None
        if match is None or match.canonical is None:
            return None
        return self._first[(kind, match.canonical)].definition
