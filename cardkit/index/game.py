"""Every name one game defines, by kind, with where each is defined: `GameIndex`.

Checks look references up in it, outputs resolve a collection's cards through it, the rulebook
and scaffold name files with its slugs. The kinds come from the game's field table: each kind
of definition and each vocabulary. It is built once per game (`GameIndex.of(game)`), so a
hundred rules and every output of one command cost one pass over the game.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property

from cardkit.fields.vocabulary import Term
from cardkit.foundation.folding import slug
from cardkit.index.kinds import AnyKind, NameKind
from cardkit.index.names import NameIndex
from cardkit.model import Definition, Game, Vocabulary
from cardkit.model import Path_ as FieldPath
from cardkit.model.lexicon import Lexicon

_INDEXES: weakref.WeakKeyDictionary[Game, GameIndex] = weakref.WeakKeyDictionary()
"""Each game's index, kept as long as the game lives: a game is frozen, so its index stays true."""


@dataclass(frozen=True)
class Entry:
    """One defined name and the field that defines it (for duplicates and unused entries)."""

    name: str
    definition: Definition
    path: FieldPath
    term: Term | None = None
    """The vocabulary entry, for a name of game.yaml's vocabularies."""


def _definition_entries(definitions: Sequence[Definition]) -> list[Entry]:
    return [Entry(d.name, d, ("name",)) for d in definitions]


def _vocabulary_entries(vocabulary: Vocabulary) -> Iterator[tuple[NameKind, Entry]]:
    for spec in vocabulary.table.vocabularies:
        kind = NameKind.of_terms(spec)
        prefix: FieldPath = ("vocabularies", spec.key) if spec.shared else (spec.key,)
        for i, term in enumerate(vocabulary.terms.of(spec.key)):
            path = (*prefix, i) if spec.plain else (*prefix, i, "name")
            yield kind, Entry(term.name, vocabulary, path, term)


class GameIndex:
    """The entries and name index of every kind; vocabulary kinds are absent without game.yaml.

    Names are looked up folded (`cardkit.foundation.folding.fold`); a definition's id is the slug of
    its name (its file stem), a vocabulary entry's its `id` (the slug of its name without one).
    """

    def __init__(self, game: Game) -> None:
        self.game = game
        self.kinds: dict[str, NameKind] = {kind.id: NameKind.of_kind(kind) for kind in game.table.kinds}
        """The game's kinds of definition, by id."""
        self.entries: dict[AnyKind, list[Entry]] = {kind: _definition_entries(game.of_kind(kind.id)) for kind in self.kinds.values()}
        if game.vocabulary is not None:
            for spec in game.table.vocabularies:
                self.entries[NameKind.of_terms(spec)] = []
            for kind, entry in _vocabulary_entries(game.vocabulary):
                self.entries[kind].append(entry)
        self._indexes = {kind: NameIndex(e.name for e in entries) for kind, entries in self.entries.items()}
        self._first: dict[tuple[AnyKind, str], Entry] = {}
        for any_kind, entries in self.entries.items():
            for entry in entries:
                self._first.setdefault((any_kind, entry.name), entry)

    @classmethod
    def of(cls, game: Game) -> GameIndex:
        """The index of `game`, built on first use and kept while the game lives, so the checks,
        sheets and rulebook of one run share it. A game is frozen; one with other definitions
        is another game, with an index of its own."""
        found = _INDEXES.get(game)
        if found is None:
            found = _INDEXES[game] = cls(game)
        return found

    @cached_property
    def lexicon(self) -> Lexicon:
        """What the game's words mean (ids <-> names of game.yaml's vocabularies)."""
        return Lexicon(self.game.vocabulary)

    def kind(self, kind_id: str) -> AnyKind | None:
        """The kind of definition a field's `to:` or a card names."""
        return self.kinds.get(kind_id)

    def vocabulary_kind(self, key: str) -> AnyKind | None:
        """The kind of name of one of the game's vocabularies."""
        spec = self.game.table.vocabulary(key)
        return NameKind.of_terms(spec) if spec is not None else None

    def names(self, kind: AnyKind) -> NameIndex | None:
        """None when the names of `kind` are unknown (game.yaml missing or broken), so checks skip."""
        return self._indexes.get(kind)

    def entry(self, kind: AnyKind, written: str) -> Entry | None:
        """The entry a name resolves to (spelling folded), or None."""
        index = self.names(kind)
        canonical = index.canonical(written) if index is not None else None
        return self._first[(kind, canonical)] if canonical is not None else None

    def find(self, kind: AnyKind, written: str) -> Definition | None:
        """The definition a name resolves to (spelling folded), or None; for a game.yaml kind,
        the vocabulary that defines the name."""
        found = self.entry(kind, written)
        return found.definition if found is not None else None

    def find_of(self, kind_id: str, written: str) -> Definition | None:
        """The definition of kind `kind_id` a name resolves to, or None."""
        kind = self.kind(kind_id)
        return self.find(kind, written) if kind is not None else None

    def by_id(self, kind: AnyKind, ident: str) -> Definition | Term | None:
        """The definition whose name slugs to `ident` (its file stem, "bola-de-fogo"), or the
        vocabulary entry whose id is `ident` ("fire"; one without an id goes by the slug of its
        name, as its icon does). None when nothing matches."""
        return self._by_id.get(kind, {}).get(ident)

    @staticmethod
    def id_of(definition: Definition | Term) -> str:
        """The id `by_id` finds `definition` under: what file names and anchors are made from."""
        if isinstance(definition, Term) and definition.id is not None:
            return definition.id
        explicit = getattr(definition, "id", None)
        if isinstance(explicit, str) and not isinstance(definition, Definition):
            return explicit
        return slug(definition.name)

    @cached_property
    def _by_id(self) -> dict[AnyKind, dict[str, Definition | Term]]:
        found: dict[AnyKind, dict[str, Definition | Term]] = {}
        for kind, entries in self.entries.items():
            into = found.setdefault(kind, {})
            for entry in entries:
                item: Definition | Term = entry.term if entry.term is not None else entry.definition
                into.setdefault(self.id_of(item), item)
        return found
