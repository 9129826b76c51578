"""The meaning of each word of game.yaml: display names to ids and back.

Content names things as designers write them ("Projétil", "Frente", "Fogo"); code acts on
ids ("projectile", "front", "fire"). A `Lexicon` answers both ways for every vocabulary of the
game (by its game.yaml key, or an enum whose values are the keys: a pack's `Term`), forgiving
case and accents as every other name lookup does, so renaming a word in game.yaml changes what
cards print and never what a rule means.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from cardkit.foundation.folding import fold
from cardkit.model import Vocabulary

VocabularyKey = str | Enum
"""A vocabulary, by its game.yaml key or an enum member whose value is the key."""


def vocabulary_key(term: VocabularyKey) -> str:
    return str(term.value) if isinstance(term, Enum) else term


class Lexicon:
    """Names <-> ids of one game's vocabularies; an empty lexicon when game.yaml is missing."""

    def __init__(self, vocabulary: Vocabulary | None) -> None:
        self._by_name: dict[str, dict[str, str]] = {}
        self._names: dict[str, dict[str, str]] = {}
        if vocabulary is None:
            return
        for key, terms in vocabulary.terms:
            by_name = self._by_name.setdefault(key, {})
            names = self._names.setdefault(key, {})
            for entry in terms:
                if entry.id is None:
                    continue
                by_name.setdefault(fold(entry.name), entry.id)
                by_name.setdefault(fold(entry.id), entry.id)
                names.setdefault(entry.id, entry.name)

    def id_of(self, term: VocabularyKey, written: str | None) -> str | None:
        """The id a written name (or the id itself) means; None for a word with no known meaning."""
        if written is None:
            return None
        return self._by_name.get(vocabulary_key(term), {}).get(fold(written))

    def ids_of(self, term: VocabularyKey, written: Iterable[str]) -> list[str]:
        """The ids of several names, in order; names with no meaning drop out."""
        return [found for name in written if (found := self.id_of(term, name)) is not None]

    def is_(self, term: VocabularyKey, written: str | None, meaning: str) -> bool:
        """Whether `written` means `meaning`: `lexicon.is_(Term.ATTACK_TYPE, "Projétil", "projectile")`."""
        return self.id_of(term, written) == meaning

    def name_of(self, term: VocabularyKey, entry_id: str) -> str | None:
        """The game's word for an id, or None when the game has no entry with that meaning."""
        return self._names.get(vocabulary_key(term), {}).get(entry_id)

    def word(self, term: VocabularyKey, entry_id: str) -> str:
        """The game's word for an id, or the id itself where the game has none: what a message
        prints so it speaks the designer's words ("Explosão 0 hits only...")."""
        return self.name_of(term, entry_id) or entry_id

    def names_meaning(self, term: VocabularyKey, meaning: str) -> list[str]:
        """Every display name of the game whose id is `meaning` (for messages and hints)."""
        return [name for entry_id, name in self._names.get(vocabulary_key(term), {}).items() if entry_id == meaning]
