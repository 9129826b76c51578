"""What one edition prints for the game's vocabulary: its own words first, labels as the fallback.

A game that declares `stats:` or `unit_categories:` in game.yaml prints its words; one that
does not still prints something sensible in its language, from the label catalog.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from cardkit.i18n.labels import Labels
from cardkit.lexicon import Lexicon, Term
from cardkit.model import Vocabulary


@dataclass(frozen=True)
class Words:
    vocabulary: Vocabulary | None
    labels: Labels

    @cached_property
    def lexicon(self) -> Lexicon:
        """Built once per edition's words: every card asks it for a category or keyword."""
        return Lexicon(self.vocabulary)

    def stat(self, stat_id: str) -> str:
        """A stat box's label: the game's abbreviation (DEF), else its name, else the catalog's."""
        for stat in self.vocabulary.stats if self.vocabulary else ():
            if stat.id == stat_id:
                return stat.abbreviation or stat.name
        return self.labels(f"stats.{stat_id}.abbreviation")

    def stat_name(self, stat_id: str) -> str:
        """A stat's full name (Defesa, Custo) as rules text writes it."""
        for stat in self.vocabulary.stats if self.vocabulary else ():
            if stat.id == stat_id:
                return stat.name
        return self.labels(f"stats.{stat_id}.name")

    def term(self, term: Term, entry_id: str) -> str:
        """The game's word for an id; the catalog's (`<list>.<id>`) when the game has none."""
        found = self.lexicon.name_of(term, entry_id)
        return found if found is not None else self.labels(f"{term.value}.{entry_id}")

    def attack_type(self, attack_id: str) -> str:
        return self.term(Term.ATTACK_TYPE, attack_id)

    def category(self, category_id: str) -> str:
        return self.term(Term.UNIT_CATEGORY, category_id)

    def resource(self, resource_id: str) -> str:
        return self.term(Term.RESOURCE, resource_id)
