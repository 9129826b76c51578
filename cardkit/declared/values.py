"""A definition's declared field values as the outputs print them, for one place and locale.

Cards, army sheets, rulebook tables and the report all show declared fields through
`shown_fields`, so a value reads the same everywhere: a number in the locale's notation, an
enum value by its name (the edition's word: the value's id stays what the file wrote), a
reference by the name of what it names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardkit.declared.model import Declarations, FieldSpec
from cardkit.model import Definition, Vocabulary


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


def value_text(spec: FieldSpec, value: Any, vocabulary: Vocabulary | None, locale: str) -> str:
    """`value` of field `spec` as players read it in `locale`."""
    if value is None:
        return ""
    if spec.type == "number" and not isinstance(value, bool) and isinstance(value, int | float):
        from babel.numbers import format_decimal

        return str(format_decimal(value, locale=locale.replace("-", "_")))
    if spec.type == "enum" and spec.values:
        return next((entry.name for entry in spec.values if entry.id == value), str(value))
    if spec.type == "enum" and spec.vocabulary and vocabulary is not None:
        return _vocabulary_name(vocabulary, spec.vocabulary, str(value))
    return str(value)


def _vocabulary_name(vocabulary: Vocabulary, list_name: str, written: str) -> str:
    """The name of the game.yaml entry a file named by id or name (the name as written otherwise)."""
    for entry in getattr(vocabulary, list_name, ()):
        if written in (getattr(entry, "id", None), getattr(entry, "name", None)):
            return str(entry.name)
    return written


def shown_fields(definition: Definition, kind: str, declarations: Declarations, place: str, vocabulary: Vocabulary | None, locale: str) -> tuple[ShownField, ...]:
    """The declared fields of `definition` that show at `place` and that it gives, in order."""
    return tuple(
        ShownField(spec.id, spec.name, spec.label, spec.type, definition.declared[spec.id], value_text(spec, definition.declared[spec.id], vocabulary, locale))
        for spec in declarations.fields_of(kind)
        if spec.shows_on(place) and spec.id in definition.declared
    )


def shown_specs(kind: str, declarations: Declarations, place: str) -> tuple[FieldSpec, ...]:
    """The declared fields of a kind that show at `place`: the columns of a table of the kind."""
    return tuple(spec for spec in declarations.fields_of(kind) if spec.shows_on(place))
