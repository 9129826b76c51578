"""What a field game.yaml declares takes at the cursor: a `reference` field the names of its
`to:` kind, an `enum` field its values (or the words of the game.yaml list it names).

The file's kind comes from its folder (`content/items/` a declared kind's, `content/units/`
a unit's), so `weight:` in an item completes nothing and `bearer:` the units, exactly as
`cardkit check` reads them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePosixPath

from cardkit.fields.compose import vocabulary_words
from cardkit.fields.model import FieldSpec
from cardkit.index.kinds import AnyKind
from cardkit.kinds import KIND_FOLDERS
from cardkit.lsp.symbols import Symbols


@dataclass(frozen=True)
class Value:
    """One value an enum field takes: what the file writes and what the card prints."""

    written: str
    shown: str


def declared_field(symbols: Symbols, relpath: str | None, keys: tuple[str, ...]) -> FieldSpec | None:
    """The declared field the cursor's (top-level) key is, in this file's kind; None otherwise."""
    if relpath is None or len(keys) != 1:
        return None
    kind = _kind_of_file(symbols, relpath)
    return symbols.index.game.declarations.field(kind, keys[0]) if kind is not None else None


def reference_kind(symbols: Symbols, spec: FieldSpec) -> AnyKind | None:
    """The kind whose names a `reference` field takes."""
    return symbols.index.kind(spec.to or "") if spec.type == "reference" else None


def enum_values(symbols: Symbols, spec: FieldSpec) -> list[Value]:
    """What an `enum` field takes: its own values (written by id), or a game.yaml list's words."""
    if spec.type != "enum":
        return []
    if spec.vocabulary:
        return [Value(word, word) for word in vocabulary_words(symbols.index.game.vocabulary, spec.vocabulary)]
    return [Value(value.id, value.name) for value in spec.values]


def _kind_of_file(symbols: Symbols, relpath: str) -> str | None:
    """The kind id a definition file is of, by its folder under content/."""
    folder = PurePosixPath(relpath).parent.name
    builtin = next((kind for kind, name in KIND_FOLDERS.items() if name == folder), None)
    if builtin is not None:
        return builtin
    return next((kind.id for kind in symbols.index.game.declarations.kinds if kind.folder == folder), None)
