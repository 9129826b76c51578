"""Declared fields and card kinds as game.yaml writes them, once read: frozen and plain.

A declaration says what files may hold (the composed schemas), what checks look up (a
reference field's kind, a dice field's dice) and what outputs print (its label, where it shows).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardkit.loading import Position

BUILT_IN_KINDS = ("trait", "spell", "unit", "army")
"""The kinds cardkit ships, whose extra fields go in game.yaml's `fields:`."""

FIELD_TYPES = ("number", "text", "enum", "dice", "reference", "image")
PLACES = ("card", "sheet", "rulebook", "report")
"""Where a declared field may show."""


@dataclass(frozen=True)
class EnumValue:
    id: str
    name: str


@dataclass(frozen=True)
class FieldSpec:
    """One declared field: the key files write (`id`), the label players read (`name`)."""

    id: str
    name: str
    type: str
    abbreviation: str | None = None
    description: str = ""
    required: bool = False
    show: tuple[str, ...] = ("card",)
    minimum: float | None = None
    maximum: float | None = None
    integer: bool = True
    values: tuple[EnumValue, ...] = ()
    vocabulary: str | None = None
    """An enum over one of game.yaml's lists (`elements`) instead of `values`."""
    to: str | None = None
    """A reference field's kind: a built-in kind or a declared card kind's id."""
    at: Position | None = field(default=None, compare=False, repr=False)
    """Where game.yaml declares it, for findings about the declaration."""

    @property
    def label(self) -> str:
        """What a stat box or a narrow column prints."""
        return self.abbreviation or self.name

    def shows_on(self, place: str) -> bool:
        return place in self.show


@dataclass(frozen=True)
class CardKindSpec:
    """A card kind the game adds: its folder, fields and templates."""

    id: str
    name: str
    folder: str
    fields: tuple[FieldSpec, ...] = ()
    template: str | None = None
    back: str | None = None
    description: str = ""
    at: Position | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Declarations:
    """Everything game.yaml declares: extra fields by built-in kind, and new card kinds."""

    fields: dict[str, tuple[FieldSpec, ...]] = field(default_factory=dict)
    kinds: tuple[CardKindSpec, ...] = ()

    def fields_of(self, kind: str) -> tuple[FieldSpec, ...]:
        """The declared fields of any kind, built-in or declared, in declaration order."""
        found = self.kind(kind)
        return found.fields if found is not None else self.fields.get(kind, ())

    def kind(self, kind_id: str) -> CardKindSpec | None:
        return next((kind for kind in self.kinds if kind.id == kind_id), None)

    def field(self, kind: str, field_id: str) -> FieldSpec | None:
        return next((spec for spec in self.fields_of(kind) if spec.id == field_id), None)

    @property
    def is_empty(self) -> bool:
        return not self.kinds and not any(self.fields.values())
