"""A definition's declared field values as the outputs print them, for one place and locale.

Cards, sheets, rulebook tables and the report all show declared fields through
`shown_fields`, so a value reads the same everywhere: a number in the locale's notation, an
enum value by its name (the edition's word: the value's id stays what the file wrote), a
reference by the name of what it names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardkit.fields.model import FieldSpec, FieldTable
from cardkit.fields.vocabulary import Terms
from cardkit.model import Definition


@dataclass(frozen=True)
class ShownField:
    """One declared field of one definition, ready to print: its label and its value's text."""

    id: str
    name: str
    label: str
    """The stat-box or column label: the abbreviation, else the name."""
    type: str
    value: Any
    text: str


def value_text(spec: FieldSpec, value: Any, terms: Terms, locale: str) -> str:
    """`value` of field `spec` as players read it in `locale`: a list's items joined."""
    if value is None:
        return ""
    if spec.type == "list" and isinstance(value, list | tuple):
        return (spec.separator or ", ").join(_one_text(spec, item, terms, locale) for item in value)
    return _one_text(spec, value, terms, locale)


def _one_text(spec: FieldSpec, value: Any, terms: Terms, locale: str) -> str:
    value_type = spec.item_type
    if value_type == "number" and not isinstance(value, bool) and isinstance(value, int | float):
        from babel.numbers import format_decimal

        return str(format_decimal(value, locale=locale.replace("-", "_")))
    if value_type == "flag":
        return spec.mark or "" if value else ""
    if value_type == "enum" and spec.values:
        return next((entry.name for entry in spec.values if entry.id == value), str(value))
    if value_type in ("enum", "text") and spec.vocabulary:
        return terms.name_of(spec.vocabulary, str(value))
    return str(value)


def shown_fields(definition: Definition, table: FieldTable, place: str, terms: Terms, locale: str, *, origins: tuple[str, ...] = ("game",)) -> tuple[ShownField, ...]:
    """The fields of `definition` that show at `place` and that it gives, in order: by default
    the ones game.yaml declares (a pack's face prints its own fields itself)."""
    return tuple(
        ShownField(spec.id, spec.name, spec.label, spec.type, definition.values[spec.id], value_text(spec, definition.values[spec.id], terms, locale))
        for spec in table.fields_of(definition.kind)
        if spec.origin in origins and spec.shows_on(place) and definition.values.get(spec.id) is not None
    )


def shown_specs(kind: str, table: FieldTable, place: str, *, origins: tuple[str, ...] = ("game",)) -> tuple[FieldSpec, ...]:
    """The fields of a kind that show at `place`: the columns of a table of the kind."""
    return tuple(spec for spec in table.fields_of(kind) if spec.origin in origins and spec.shows_on(place))
