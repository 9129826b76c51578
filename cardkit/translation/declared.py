"""What game.yaml declares, in another locale's words: the field table's labels.

A declaration's words (a field's name and abbreviation, an enum value's name, a kind's name)
come from the game domain; ids, types and places stay as written. The values of each
definition are translated by `cardkit.translation.translate` from the same table.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from cardkit.fields.model import GAME, EnumValue, FieldSpec, FieldTable, KindSpec
from cardkit.translation.messages import CARD_KIND_NAME, ENUM_VALUE_NAME, FIELD_NAME, field_context, field_word


class Lookups(Protocol):
    """The finished translations (`cardkit.translation.translate.Translations`)."""

    def get(self, context: str, source: str | None) -> str | None: ...

    def known(self, context: str, source: str) -> str | None: ...


class Names(Protocol):
    """What this module needs of `cardkit.translation.translate.GameTranslator` (which uses it, so it
    cannot be imported here)."""

    @property
    def t(self) -> Lookups: ...


class TableTranslator:
    """Translates the field table's labels with the game's translations."""

    def __init__(self, names: Names) -> None:
        self.names = names

    def spec(self, kind: str, spec: FieldSpec) -> FieldSpec:
        if spec.origin != GAME:
            return spec  # cardkit's and the pack's fields are labelled by the catalog and game.yaml's words
        t = self.names.t
        abbreviation = t.get(field_context(field_word(kind), spec.id, ("abbreviation",)), spec.abbreviation)
        values = tuple(EnumValue(value.id, t.get(ENUM_VALUE_NAME, value.name) or value.name) for value in spec.values)
        return replace(spec, name=t.get(FIELD_NAME, spec.name) or spec.name, abbreviation=abbreviation, values=values)

    def kind(self, kind: KindSpec) -> KindSpec:
        name = self.names.t.get(CARD_KIND_NAME, kind.name) or kind.name if kind.name else kind.name
        return replace(kind, name=name, fields=tuple(self.spec(kind.id, spec) for spec in kind.fields))

    def table(self, table: FieldTable) -> FieldTable:
        """The table with every label in the locale's words."""
        return replace(table, kinds=tuple(self.kind(kind) for kind in table.kinds))
