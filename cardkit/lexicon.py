"""The meaning of each word of game.yaml: display names to ids and back.

Content names things as designers write them ("Projétil", "Frente", "Fogo"); code acts on
ids ("projectile", "front", "fire"). A `Lexicon` answers both ways, forgiving case and accents
as every other name lookup does, so renaming a word in game.yaml changes what cards print and
never what a rule means.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from cardkit.index.folding import fold
from cardkit.model import Vocabulary


class Term(Enum):
    """The vocabulary lists whose entries carry an id; the value is the game.yaml key."""

    CARD_TYPE = "card_types"
    ATTACK_TYPE = "attack_types"
    EFFECT_KEYWORD = "effect_keywords"
    LINE_DIRECTION = "line_directions"
    UNIT_CATEGORY = "unit_categories"
    STAT = "stats"
    RESOURCE = "resources"
    AMMUNITION = "ammunition"
    ELEMENT = "elements"


class Lexicon:
    """Names <-> ids of one game's vocabulary; an empty lexicon when game.yaml is missing."""

    def __init__(self, vocabulary: Vocabulary | None) -> None:
        self._by_name: dict[Term, dict[str, str]] = {term: {} for term in Term}
        self._names: dict[Term, dict[str, str]] = {term: {} for term in Term}
        if vocabulary is None:
            return
        for term in Term:
            for entry in getattr(vocabulary, term.value):
                entry_id = getattr(entry, "id", None)
                if entry_id is None:
                    continue
                self._by_name[term].setdefault(fold(entry.name), entry_id)
                self._by_name[term].setdefault(fold(entry_id), entry_id)
                self._names[term].setdefault(entry_id, entry.name)

    def id_of(self, term: Term, written: str | None) -> str | None:
        """The id a written name (or the id itself) means; None for a word with no known meaning."""
        if written is None:
            return None
        return self._by_name[term].get(fold(written))

    def ids_of(self, term: Term, written: Iterable[str]) -> list[str]:
        """The ids of several names, in order; names with no meaning drop out."""
        return [found for name in written if (found := self.id_of(term, name)) is not None]

    def is_(self, term: Term, written: str | None, meaning: str) -> bool:
        """Whether `written` means `meaning`: `lexicon.is_(Term.ATTACK_TYPE, "Projétil", "projectile")`."""
        return self.id_of(term, written) == meaning

    def name_of(self, term: Term, entry_id: str) -> str | None:
        """The game's word for an id, or None when the game has no entry with that meaning."""
        return self._names[term].get(entry_id)

    def word(self, term: Term, entry_id: str) -> str:
        """The game's word for an id, or the id itself where the game has none: what a message
        prints so it speaks the designer's words ("Explosão 0 hits only...")."""
        return self.name_of(term, entry_id) or entry_id

    def names_meaning(self, term: Term, meaning: str) -> list[str]:
        """Every display name of the game whose id is `meaning` (for messages and hints)."""
        return [name for entry_id, name in self._names[term].items() if entry_id == meaning]
