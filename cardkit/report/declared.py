"""The balance report's tables of declared fields: what game.yaml adds, measured like the rest.

A table per kind that has fields shown in the report (`show: [report]`): the units' (and any
built-in kind's) declared fields, and every declared card kind with its cards. A number column
ends with its minimum, median and maximum across the kind, so a designer sees at once that one
item weighs three times the others. Values read as on cards (`cardkit.fields.values`).
"""

from __future__ import annotations

from dataclasses import dataclass
from statistics import median

from cardkit.fields.model import FieldSpec
from cardkit.fields.values import shown_specs, value_text
from cardkit.i18n.wording import Wording
from cardkit.model import Definition, Game

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


def _numbers(definitions: list[Definition], spec: FieldSpec) -> list[float]:
    values = (d.declared.get(spec.id) for d in definitions)
    return [value for value in values if isinstance(value, int | float) and not isinstance(value, bool)]


def _summaries(definitions: list[Definition], columns: tuple[FieldSpec, ...], wording: Wording) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {name: [] for name in SUMMARIES}
    for spec in columns:
        numbers = _numbers(definitions, spec) if spec.type == "number" else []
        figures = (min(numbers), median(numbers), max(numbers)) if numbers else ("", "", "")
        for name, figure in zip(SUMMARIES, figures, strict=True):
            found[name].append(value_text(spec, figure, None, wording.locale) if figure != "" else "")
    return {name: tuple(cells) for name, cells in found.items()}


def _table(kind: str, title: str, definitions: list[Definition], columns: tuple[FieldSpec, ...], wording: Wording) -> DeclaredTable:
    vocabulary = wording.words.vocabulary
    rows = tuple(
        DeclaredRow(d.name, tuple(value_text(spec, d.declared.get(spec.id), vocabulary, wording.locale) for spec in columns))
        for d in definitions
    )
    summaries = _summaries(definitions, columns, wording) if any(spec.type == "number" for spec in columns) else {}
    return DeclaredTable(kind, title, columns, rows, summaries)


def declared_tables(game: Game, wording: Wording) -> list[DeclaredTable]:
    """The report's declared-field tables: the card kinds cardkit ships first (units, spells,
    traits), then each declared
    kind in declaration order; a kind with no field shown in the report has none. Labels and
    kind names are the edition's (its translated declarations)."""
    vocabulary = wording.words.vocabulary
    if vocabulary is None:
        return []
    declarations = vocabulary.declarations
    tables: list[DeclaredTable] = []
    carded: dict[str, list[Definition]] = {"unit": [*game.units], "spell": [*game.spells], "trait": [*game.traits]}
    for kind, definitions in carded.items():
        columns = shown_specs(kind, declarations, REPORT)
        if columns:
            tables.append(_table(kind, wording.kind_name(kind), definitions, columns, wording))
    for declared in declarations.kinds:
        columns = shown_specs(declared.id, declarations, REPORT)
        if columns:
            tables.append(_table(declared.id, declared.name, list(game.declared.get(declared.id, ())), columns, wording))
    return tables


def header_stats(definition: Definition, wording: Wording) -> list[tuple[str, str]]:
    """A unit's declared numbers shown in the report, as its column header in the odds tables
    prints them under DEF: (label, value)."""
    vocabulary = wording.words.vocabulary
    if vocabulary is None:
        return []
    return [
        (spec.label, value_text(spec, definition.declared[spec.id], vocabulary, wording.locale))
        for spec in shown_specs("unit", vocabulary.declarations, REPORT)
        if spec.type == "number" and spec.id in definition.declared
    ]
