"""What a name of the game says: the texts and facts completion, hover and the editor schemas
show beside it, so an editor says which card or word a name is, not only that it is allowed.

A definition says the texts of its kind's text fields (rules text, flavor, a reminder...) and
its short values as its file writes them; a vocabulary entry the texts its vocabulary keeps
(its description, an entry's texts by key) and its other short values. A pack may say that a
word of one of its vocabularies is documented by a definition (a word that is a card's name:
its `name_definition` hook), whose texts it then shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardkit.fields.model import FieldTable, VocabularySpec
from cardkit.fields.paths import reach
from cardkit.index.game import Entry, GameIndex
from cardkit.index.kinds import NameKind
from cardkit.model import Definition
from cardkit.model.packs import pack_of

SHORT_CHARS = 60
"""A value longer than this (as written) is left out of the facts: hover is no file viewer."""
NOT_FACTS = frozenset({"name", "id", "status"})


@dataclass(frozen=True)
class Described:
    """A name's texts (each with the key it is kept under when an entry has several, else
    None) and its short values as written (`("defense", 5)`)."""

    texts: tuple[tuple[str | None, str], ...] = ()
    facts: tuple[tuple[str, Any], ...] = ()

    def plain(self) -> str:
        """The texts, then the facts on one line: what an editor schema's enum shows."""
        texts = [f"{label}: {text}" if label else text for label, text in self.texts]
        facts = ", ".join(f"{key}: {value}" for key, value in self.facts)
        return "\n\n".join(part for part in (*texts, facts) if part)


def described_definition(definition: Definition, table: FieldTable) -> Described:
    """A definition's texts (its kind's text fields, in their order) and short values."""
    data = definition.source.doc.data if isinstance(definition.source.doc.data, dict) else {}
    kind = table.kind(definition.kind)
    text_ids = [spec.id for spec in kind.fields if spec.type == "text" and spec.named is None] if kind is not None else []
    texts = tuple((None, data[key].strip()) for key in text_ids if isinstance(data.get(key), str) and data[key].strip())
    return Described(texts, _facts(data, {*text_ids, *NOT_FACTS}))


def described_term(spec: VocabularySpec, data: Mapping[str, Any]) -> Described:
    """A vocabulary entry's texts (the paths its vocabulary translates) and short values."""
    texts: list[tuple[str | None, str]] = []
    for path in spec.translated:
        for _, value in reach(dict(data), tuple(path)):
            if isinstance(value, str) and value.strip():
                texts.append((path[-1] if len(path) > 1 else None, value.strip()))
    heads = {path[0] for path in spec.translated}
    return Described(tuple(texts), _facts(data, {*heads, *NOT_FACTS, "description"}))


def described(index: GameIndex, kind: NameKind, entry: Entry) -> Described:
    """What the name of `entry` says: its definition's texts, or its vocabulary entry's (or
    those of the definition the pack says documents it)."""
    game = index.game
    if entry.term is None:
        return described_definition(entry.definition, game.table)
    pack = pack_of(game)
    hook = pack.hook("name_definition") if pack is not None else None
    documenting = hook(index, kind, entry.name) if hook is not None else None
    if isinstance(documenting, Definition):
        return described_definition(documenting, game.table)
    spec = game.table.vocabulary(kind.id)
    data = entry.term.data or {"name": entry.term.name, "description": entry.term.description}
    return described_term(spec, data) if spec is not None else Described()


def _facts(data: Mapping[str, Any], skipped: set[str]) -> tuple[tuple[str, Any], ...]:
    return tuple((key, value) for key, value in data.items() if key not in skipped and _short(value))


def _short(value: object) -> bool:
    if isinstance(value, (list, tuple)):
        return all(isinstance(item, (str, int, float)) for item in value) and len(str(value)) <= SHORT_CHARS
    return isinstance(value, (str, int, float)) and len(str(value)) <= SHORT_CHARS
