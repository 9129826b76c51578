"""The words of a game's vocabularies: its shared lists (factions, sets, subtypes) and the
lists its pack keeps in game.yaml (a pack's card types, keywords...), each entry a name
players read and, where given, an id code acts on.

An enum or list field over a vocabulary accepts an entry's name or its id; a text field that
names one (a pack's `card_type`) is completed from it in the editor and checked by the rules.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardkit.foundation.folding import fold


@dataclass(frozen=True)
class Term:
    """One vocabulary entry: the word players read, its meaning, its description, and the
    entry as written (a faction's colour, a set's code), for whoever reads more of it."""

    name: str
    id: str | None = None
    description: str = ""
    data: Mapping[str, Any] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Terms:
    """Every vocabulary of one game, by the key game.yaml writes it under."""

    lists: Mapping[str, tuple[Term, ...]] = field(default_factory=dict)

    def of(self, key: str) -> tuple[Term, ...]:
        return self.lists.get(key, ())

    def words(self, key: str) -> list[str]:
        """What a file may write for an entry of `key`: each entry's name, and its id where it
        has one."""
        words: list[str] = []
        for term in self.of(key):
            words.append(term.name)
            if term.id:
                words.append(term.id)
        return list(dict.fromkeys(words))

    def find(self, key: str, written: str) -> Term | None:
        """The entry a file names by its name or id (case and accents forgiven)."""
        folded = fold(written)
        return next((term for term in self.of(key) if folded in (fold(term.name), fold(term.id or ""))), None)

    def name_of(self, key: str, written: str) -> str:
        """The name of the entry a file names, or the word as written when it names none."""
        found = self.find(key, written)
        return found.name if found is not None else written

    def __iter__(self) -> Iterator[tuple[str, tuple[Term, ...]]]:
        return iter(self.lists.items())


def read_terms(data: object) -> tuple[Term, ...]:
    """A vocabulary as game.yaml writes it: entries with a name (and id, description...), or
    bare names."""
    terms: list[Term] = []
    for entry in data if isinstance(data, list) else ():
        if isinstance(entry, str):
            terms.append(Term(entry))
        elif isinstance(entry, dict) and isinstance(entry.get("name"), str):
            terms.append(Term(entry["name"], entry.get("id"), entry.get("description", "") or "", dict(entry)))
    return tuple(terms)
