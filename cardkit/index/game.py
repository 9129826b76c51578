"""Every name one game defines, by kind, with where each is defined: `GameIndex`.

Checks look references up in it, sheets resolve an army's units through it, the rulebook and
scaffold name files with its slugs. It is built once per game (`GameIndex.of(game)`), so a
hundred rules and every output of one command cost one pass over the game.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TypeVar

from cardkit.index.folding import slug
from cardkit.index.kinds import DEFINITION_KINDS, AnyKind, DeclaredKind, Kind
from cardkit.index.names import NameIndex
from cardkit.lexicon import Lexicon
from cardkit.model import Army, Definition, Element, Game, Spell, Trait, Unit, Vocabulary
from cardkit.model import Path_ as FieldPath

_CACHE_ATTRIBUTE = "_cardkit_game_index"
"""Where `GameIndex.of` keeps a game's index: on the game itself, so it lives as long as the game."""

_Found = TypeVar("_Found", bound=Definition)


@dataclass(frozen=True)
class Entry:
    """One defined name and the field that defines it (for duplicates and unused entries)."""

    name: str
    definition: Definition
    path: FieldPath


def _definition_entries(definitions: Sequence[Definition]) -> list[Entry]:
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


def _shape(game: Game) -> tuple[int, ...]:
    """What changes when definitions are added to or removed from a game after it was indexed."""
    declared = (len(cards) for cards in game.declared.values())
    return (id(game.vocabulary), len(game.traits), len(game.spells), len(game.units), len(game.armies), *declared)


class GameIndex:
    """The entries and name index of every kind; vocabulary kinds are absent without game.yaml.

    Names are looked up folded (`cardkit.index.folding.fold`); ids are the slug of the name
    for traits, spells, units and armies (their file stem) and game.yaml's `id` for elements.
    """

    def __init__(self, game: Game) -> None:
        self.game = game
        self._shape = _shape(game)
        self.entries: dict[AnyKind, list[Entry]] = {
            Kind.TRAIT: _definition_entries(game.traits),
            Kind.SPELL: _definition_entries(game.spells),
            Kind.UNIT: _definition_entries(game.units),
            Kind.ARMY: _definition_entries(game.armies),
        }
        self.declared_kinds = {kind.id: DeclaredKind(kind.id, kind.folder) for kind in game.declarations.kinds}
        """The game's declared card kinds by id; their cards are entries like any other's."""
        for declared in self.declared_kinds.values():
            self.entries[declared] = _definition_entries(game.declared.get(declared.id, []))
        if game.vocabulary is not None:
            for kind in Kind:
                if kind.folder is None:
                    self.entries[kind] = []
            for kind, entry in _vocabulary_entries(game.vocabulary):
                self.entries[kind].append(entry)
        self._indexes = {kind: NameIndex(e.name for e in entries) for kind, entries in self.entries.items()}
        self._first: dict[tuple[AnyKind, str], Entry] = {}
        for any_kind, entries in self.entries.items():
            for entry in entries:
                self._first.setdefault((any_kind, entry.name), entry)

    @classmethod
    def of(cls, game: Game) -> GameIndex:
        """The index of `game`, built on first use and kept on the game, so the checks, sheets
        and rulebook of one run share it. A copy of a game, or a game that gained or lost
        definitions since, gets a fresh one."""
        found = vars(game).get(_CACHE_ATTRIBUTE)
        if isinstance(found, GameIndex) and found.game is game and found._shape == _shape(game):
            return found
        built = cls(game)
        setattr(game, _CACHE_ATTRIBUTE, built)
        return built

    @cached_property
    def lexicon(self) -> Lexicon:
        """What the game's words mean (ids <-> names of game.yaml's vocabulary)."""
        return Lexicon(self.game.vocabulary)

    def kind(self, kind_id: str) -> AnyKind | None:
        """The kind a declaration's `to:` or a card names: a definition kind of cardkit's
        (trait, spell, unit, army) or one of the game's declared kinds."""
        builtin = next((kind for kind in DEFINITION_KINDS if kind.value[0] == kind_id), None)
        return builtin or self.declared_kinds.get(kind_id)

    def names(self, kind: AnyKind) -> NameIndex | None:
        """None when the names of `kind` are unknown (game.yaml missing or broken), so checks skip."""
        return self._indexes.get(kind)

    def find(self, kind: AnyKind, written: str) -> Definition | None:
        """The definition a name resolves to (spelling folded), or None; for a game.yaml kind,
        the vocabulary that defines the name."""
        index = self.names(kind)
        canonical = index.canonical(written) if index is not None else None
        return self._first[(kind, canonical)].definition if canonical is not None else None

    def trait(self, written: str) -> Trait | None:
        return self._typed(Kind.TRAIT, written, Trait)

    def spell(self, written: str) -> Spell | None:
        return self._typed(Kind.SPELL, written, Spell)

    def unit(self, written: str) -> Unit | None:
        return self._typed(Kind.UNIT, written, Unit)

    def army(self, written: str) -> Army | None:
        return self._typed(Kind.ARMY, written, Army)

    def element(self, written: str) -> Element | None:
        """The element of game.yaml a name resolves to (spelling folded), or None."""
        index = self.names(Kind.ELEMENT)
        canonical = index.canonical(written) if index is not None else None
        return self._elements_by_name.get(canonical) if canonical is not None else None

    def by_id(self, kind: Kind, ident: str) -> Definition | Element | None:
        """The trait, spell, unit or army whose name slugs to `ident` (its file stem,
        "bola-de-fogo"), or the element whose id is `ident` ("fire"; an element without an id
        goes by the slug of its name, as its icon does). None for other kinds or no match."""
        return self._by_id.get(kind, {}).get(ident)

    @staticmethod
    def id_of(definition: Definition | Element) -> str:
        """The id `by_id` finds `definition` under: what file names and anchors are made from."""
        if isinstance(definition, Element) and definition.id is not None:
            return definition.id
        return slug(definition.name)

    def _typed(self, kind: Kind, written: str, cls: type[_Found]) -> _Found | None:
        found = self.find(kind, written)
        return found if isinstance(found, cls) else None

    @cached_property
    def _elements_by_name(self) -> dict[str, Element]:
        vocabulary = self.game.vocabulary
        found: dict[str, Element] = {}
        for element in vocabulary.elements if vocabulary is not None else ():
            found.setdefault(element.name, element)
        return found

    @cached_property
    def _by_id(self) -> dict[Kind, dict[str, Definition | Element]]:
        found: dict[Kind, dict[str, Definition | Element]] = {kind: {} for kind in (*DEFINITION_KINDS, Kind.ELEMENT)}
        for kind in DEFINITION_KINDS:
            for entry in self.entries[kind]:
                found[kind].setdefault(self.id_of(entry.definition), entry.definition)
        vocabulary = self.game.vocabulary
        for element in vocabulary.elements if vocabulary is not None else ():
            found[Kind.ELEMENT].setdefault(self.id_of(element), element)
        return found
