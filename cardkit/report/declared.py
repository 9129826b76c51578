"""The report's tables of declared fields: what game.yaml adds, measured like the rest.

A table per kind that has fields game.yaml declares to show in the report (`show: [report]`):
its pack's kinds and its own, card kinds in deck order, then its collections. A number column
ends with its minimum, median and maximum across the kind, so a designer sees at once that one
item weighs three times the others. Values read as on cards (`cardkit.fields.values`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from statistics import median

from cardkit.fields.model import FieldSpec
from cardkit.fields.values import shown_specs, value_text
from cardkit.model import Definition, Game
from cardkit.output.wording import Wording

REPORT = "report"
"""The place (a declared field's `show:`) of the report's tables."""
SUMMARIES = ("minimum", "median", "maximum")
"""The summary rows of a table's number columns, in order (labels `report.declared.<name>`)."""


@dataclass(frozen=True)
class DeclaredRow:
    name: str
    cells: tuple[str, ...]
    """One per column; "" where the definition gives no value."""


@dataclass(frozen=True)
class DeclaredTable:
    """One kind's declared fields in the report: a row per definition, summaries per number column."""

    kind: str
    title: str
    columns: tuple[FieldSpec, ...]
    rows: tuple[DeclaredRow, ...]
    summaries: dict[str, tuple[str, ...]]
    """Summary name -> a cell per column ("" for a column that is not a number, or has no value)."""


def _numbers(definitions: Sequence[Definition], spec: FieldSpec) -> list[float]:
    values = (d.declared.get(spec.id) for d in definitions)
    return [value for value in values if isinstance(value, int | float) and not isinstance(value, bool)]


def _summaries(definitions: Sequence[Definition], columns: tuple[FieldSpec, ...], wording: Wording) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {name: [] for name in SUMMARIES}
    for spec in columns:
        numbers = _numbers(definitions, spec) if spec.type == "number" else []
        figures = (min(numbers), median(numbers), max(numbers)) if numbers else ("", "", "")
        for name, figure in zip(SUMMARIES, figures, strict=True):
            found[name].append(value_text(spec, figure, wording.words.terms, wording.locale) if figure != "" else "")
    return {name: tuple(cells) for name, cells in found.items()}


def _table(kind: str, title: str, definitions: Sequence[Definition], columns: tuple[FieldSpec, ...], wording: Wording) -> DeclaredTable:
    terms = wording.words.terms
    rows = tuple(
        DeclaredRow(d.name, tuple(value_text(spec, d.declared.get(spec.id), terms, wording.locale) for spec in columns))
        for d in definitions
    )
    summaries = _summaries(definitions, columns, wording) if any(spec.type == "number" for spec in columns) else {}
    return DeclaredTable(kind, title, columns, rows, summaries)


def declared_tables(game: Game, wording: Wording) -> list[DeclaredTable]:
    """The report's declared-field tables: the card kinds in deck order, then the collections;
    a kind with no field shown in the report has none. Labels and kind names are the edition's
    (its translated declarations)."""
    table = wording.table
    tables: list[DeclaredTable] = []
    for kind in (*table.deck_order, *table.collection_kinds):
        columns = shown_specs(kind.id, table, REPORT)
        if columns:
            tables.append(_table(kind.id, wording.kind_name(kind.id), game.of_kind(kind.id), columns, wording))
    return tables


def header_stats(definition: Definition, wording: Wording) -> list[tuple[str, str]]:
    """A definition's declared numbers shown in the report, as a page's column header prints
    them under its own stats: (label, value)."""
    return [
        (spec.label, value_text(spec, definition.declared[spec.id], wording.words.terms, wording.locale))
        for spec in shown_specs(definition.kind, wording.table, REPORT)
        if spec.type == "number" and spec.id in definition.declared
    ]
