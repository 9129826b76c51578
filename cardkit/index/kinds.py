"""The kinds of names a game defines, with how messages call each and where a designer defines it.

A kind of name is either a kind of definition (one file per name, in its folder: a game's
cards and collections) or a vocabulary of game.yaml (one entry per name). Both come from the
game's field table; a pack names the ones its code asks about with the same constructors
(`NameKind.of_definitions("agent", "agents")`), which compare equal to the index's own.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.fields.model import KindSpec, VocabularySpec

GAME_FILE = "content/game.yaml"


@dataclass(frozen=True)
class NameKind:
    """A kind of name: its id (a kind's id or a vocabulary's game.yaml key), how messages call
    it, where a designer defines one, and the content folder of a definition kind."""

    id: str
    label: str
    home: str
    folder: str | None = None
    """The content folder of a definition kind; None for a game.yaml vocabulary."""

    @classmethod
    def of_definitions(cls, kind_id: str, folder: str, label: str | None = None) -> NameKind:
        return cls(kind_id, label or kind_id, f"a file in content/{folder}/", folder)

    @classmethod
    def of_vocabulary(cls, key: str, label: str) -> NameKind:
        return cls(key, label, f"`{key}` in {GAME_FILE}")

    @classmethod
    def of_kind(cls, kind: KindSpec) -> NameKind:
        return cls.of_definitions(kind.id, kind.folder)

    @classmethod
    def of_terms(cls, spec: VocabularySpec) -> NameKind:
        return cls.of_vocabulary(spec.key, spec.label)

    @property
    def is_definition(self) -> bool:
        return self.folder is not None


AnyKind = NameKind
"""A kind of name (kept for the modules that say so)."""
