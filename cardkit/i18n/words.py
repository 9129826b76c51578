"""What one edition prints for the game's vocabularies: its own words first, labels as the fallback.

A game whose game.yaml names a word for an id (a stat's abbreviation in `stats`, a category in
a vocabulary) prints its word; one that does not still prints something sensible in its
language, from the label catalog (`<vocabulary>.<id>`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from cardkit.fields.vocabulary import Term, Terms
from cardkit.i18n.labels import Labels
from cardkit.model import Vocabulary
from cardkit.model.lexicon import Lexicon, VocabularyKey, vocabulary_key

STATS = "stats"
"""The vocabulary whose entries name and abbreviate stat fields (`{id: defense, name: Defesa, abbreviation: DEF}`)."""


@dataclass(frozen=True)
class Words:
    vocabulary: Vocabulary | None
    labels: Labels

    @property
    def terms(self) -> Terms:
        return self.vocabulary.terms if self.vocabulary is not None else Terms()

    @cached_property
    def lexicon(self) -> Lexicon:
        """Built once per edition's words: every card asks it for a category or keyword."""
        return Lexicon(self.vocabulary)

    def _stat_term(self, stat_id: str) -> Term | None:
        terms = self.vocabulary.terms if self.vocabulary else None
        return next((term for term in terms.of(STATS) if term.id == stat_id), None) if terms else None

    def stat(self, stat_id: str) -> str:
        """A stat box's label: the game's abbreviation (DEF, in game.yaml's `stats`), else its
        name, else the catalog's."""
        found = self._stat_term(stat_id)
        if found is not None:
            return str(found.data.get("abbreviation") or found.name)
        return self.labels(f"stats.{stat_id}.abbreviation")

    def stat_name(self, stat_id: str) -> str:
        """A stat's full name (Defesa, Custo) as rules text writes it."""
        found = self._stat_term(stat_id)
        return found.name if found is not None else self.labels(f"stats.{stat_id}.name")

    def term(self, term: VocabularyKey, entry_id: str) -> str:
        """The game's word for an id; the catalog's (`<vocabulary>.<id>`) when the game has none."""
        found = self.lexicon.name_of(term, entry_id)
        return found if found is not None else self.labels(f"{vocabulary_key(term)}.{entry_id}")
