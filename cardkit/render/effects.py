"""The effects line and stat values, generated from the data so card text never restates it by hand.

DESIGN.md: "Card text that restates data (the effects line, stat boxes) is generated from the
data so the two can never disagree." These are pure functions; the templates only place their
output. The keywords follow the order of the `Effects` dataclass fields, which the model
declares to be the card's canonical order, so reordering the model reorders every card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from typing import Any

from cardkit.model import Effects

NO_VALUE = "-"
"""What a card prints for a stat the data leaves empty (the seeds' RNG "-")."""


@dataclass(frozen=True)
class Segment:
    """A run of effects-line text; `element` is set when the run names an element (gets an icon)."""

    text: str
    element: str | None = None


Term = tuple[Segment, ...]
"""One keyword of the effects line, e.g. ``Explosão 2`` or ``Elemento: Fogo e Gelo``."""


def stat(value: object) -> str:
    """A stat box value: the number or dice as written, `-` where the data has none."""
    return NO_VALUE if value is None else str(value)


def join_pt(items: Sequence[str]) -> str:
    """Join names the Portuguese way: ``A``, ``A e B``, ``A, B e C`` (the seeds' ``Completa e Aleatório``)."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " e " + items[-1]


def _elements(value: tuple[str, ...]) -> Term | None:
    if not value:
        return None
    segments = [Segment("Elemento: ")]
    for index, name in enumerate(value):
        if index:
            segments.append(Segment(" e " if index == len(value) - 1 else ", "))
        segments.append(Segment(name, element=name))
    return tuple(segments)


def _flag(word: str) -> Callable[[bool], Term | None]:
    return lambda value: (Segment(word),) if value else None


def _counted(template: str) -> Callable[[int | None], Term | None]:
    return lambda value: None if value is None else (Segment(template.format(value)),)


def _line(value: tuple[str, ...] | None) -> Term | None:
    if value is None:
        return None
    return (Segment(f"Linha: {join_pt(value)}" if value else "Linha"),)


def _special(value: str | None) -> Term | None:
    return None if not value else (Segment(f"Especial: {value}"),)


FORMATTERS: dict[str, Callable[[Any], Term | None]] = {
    "elements": _elements,
    "area": _flag("Área"),
    "explosion": _counted("Explosão {}"),
    "line": _line,
    "multiple": _counted("Múltiplo x {}"),
    "pilgrim": _counted("Peregrino x {}"),
    "all": _flag("Todos"),
    "sacrifice": _flag("Sacrifício"),
    "special": _special,
}
"""How each `Effects` field reads on a card; every field must have an entry (a test checks)."""


def effect_terms(effects: Effects) -> list[Term]:
    """The keywords of the effects line, in the order of the `Effects` fields."""
    terms: list[Term] = []
    for spec in fields(Effects):
        term = FORMATTERS[spec.name](getattr(effects, spec.name))
        if term:
            terms.append(term)
    return terms


def effects_line(effects: Effects) -> str:
    """The effects line as plain text, e.g. ``Elemento: Fogo, Explosão 2, Todos``; empty if none."""
    return ", ".join("".join(segment.text for segment in term) for term in effect_terms(effects))
