"""What game.yaml declares, in another locale's words: the declarations' labels and the
declared values of every definition.

A declaration's words (a field's name and abbreviation, an enum value's name, a card kind's
name) come from the game domain; a declared `text` value from its definition's domain. The
values that name something follow its translation, as trait names do: a reference the name
it points at, an enum over one of game.yaml's lists (`vocabulary: elements`) that entry's
name. A number, a die, an image and an enum value's id stay as written.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Protocol

from cardkit.fields.model import CardKindSpec, Declarations, EnumValue, FieldSpec
from cardkit.i18n.messages import (
    CARD_KIND_NAME,
    ENUM_VALUE_NAME,
    FIELD_NAME,
    VOCABULARY_LISTS,
    field_context,
    field_word,
    name_context,
)
from cardkit.model import DeclaredCard, Definition


class Lookups(Protocol):
    """The finished translations (`cardkit.i18n.translate.Translations`)."""

    def get(self, context: str, source: str | None) -> str | None: ...

    def known(self, context: str, source: str) -> str | None: ...


class Names(Protocol):
    """What this module needs of `cardkit.i18n.translate.GameTranslator` (which uses it, so it
    cannot be imported here)."""

    @property
    def t(self) -> Lookups: ...

    def name(self, word: str, written: str | None) -> str | None: ...

    def field(self, word: str, owner: str, path: str, text: str | None) -> str | None: ...

VOCABULARY_WORDS = {"caster_classes": "unit", **{key: word for key, (word, _) in VOCABULARY_LISTS.items()}}
"""game.yaml's list an enum may be over -> the word of its entries' name context."""


class DeclaredTranslator:
    """Translates declarations and declared values with the game's `GameTranslator`."""

    def __init__(self, names: Names, declarations: Declarations) -> None:
        self.names = names
        self.declarations = declarations

    def spec(self, kind: str, spec: FieldSpec) -> FieldSpec:
        t = self.names.t
        abbreviation = t.get(field_context(field_word(kind), spec.id, ("abbreviation",)), spec.abbreviation)
        values = tuple(EnumValue(value.id, t.get(ENUM_VALUE_NAME, value.name) or value.name) for value in spec.values)
        return replace(spec, name=t.get(FIELD_NAME, spec.name) or spec.name, abbreviation=abbreviation, values=values)

    def kind(self, kind: CardKindSpec) -> CardKindSpec:
        return replace(
            kind,
            name=self.names.t.get(CARD_KIND_NAME, kind.name) or kind.name,
            fields=tuple(self.spec(kind.id, spec) for spec in kind.fields),
        )

    def declared(self) -> Declarations:
        """The declarations with every label in the locale's words (ids, types, places kept)."""
        fields = {kind: tuple(self.spec(kind, spec) for spec in specs) for kind, specs in self.declarations.fields.items()}
        return Declarations(fields, tuple(self.kind(kind) for kind in self.declarations.kinds))

    def values(self, kind: str, definition: Definition) -> dict[str, Any]:
        """`definition.declared` in the locale: texts translated, names following their
        translation; `definition.name` must still be the source name (the contexts use it)."""
        translated = dict(definition.declared)
        for spec in self.declarations.fields_of(kind):
            value = definition.declared.get(spec.id)
            if isinstance(value, str):
                translated[spec.id] = self.value(kind, definition.name, spec, value)
        return translated

    def value(self, kind: str, owner: str, spec: FieldSpec, value: str) -> str:
        if spec.type == "text":
            return self.names.field(kind, owner, spec.id, value) or value
        if spec.type == "reference" and spec.to:
            return self.names.name(spec.to, value) or value
        if spec.type == "enum" and spec.vocabulary in VOCABULARY_WORDS:
            # written as the entry's id or its name: only a name has a translation to follow
            return self.names.t.known(name_context(VOCABULARY_WORDS[spec.vocabulary]), value) or value
        return value

    def card(self, card: DeclaredCard) -> DeclaredCard:
        """A card of a declared kind: its name, text, flavor and declared values."""
        kind = card.kind
        return replace(
            card,
            name=self.names.name(kind, card.name) or card.name,
            text=self.names.field(kind, card.name, "text", card.text),
            flavor=self.names.field(kind, card.name, "flavor", card.flavor),
            declared=self.values(kind, card),
        )

    def cards(self, declared: dict[str, list[DeclaredCard]]) -> dict[str, list[DeclaredCard]]:
        return {kind: [self.card(card) for card in cards] for kind, cards in declared.items()}
