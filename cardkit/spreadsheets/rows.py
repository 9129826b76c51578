"""A sheet's rows read as definitions' data: each data row's cells by its columns, as the values
of the kind's fields, with every cell that cannot be read reported at its place.

The first row that holds anything is the header; every later row with a value is one card.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from cardkit.codes.spreadsheet import MERGED_CELL
from cardkit.fields.model import FieldSpec
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.spreadsheets.cells import ABSENT, CellProblem, cell_value
from cardkit.spreadsheets.columns import FILE, NAME, NUMBER, QUANTITY, REVISION, SET, Column, cell_problem
from cardkit.spreadsheets.grid import Grid

_PART_SPECS = {
    QUANTITY: FieldSpec(QUANTITY, "number"),
    SET: FieldSpec(SET, "text"),
    NUMBER: FieldSpec(NUMBER, "dice"),  # a number, or a text such as "12a": kept as written
    FILE: FieldSpec(FILE, "text"),
    REVISION: FieldSpec(REVISION, "text"),
}
"""How the columns that are no field read their cells."""


@dataclass
class SheetRow:
    """One data row: the fields it gives (`data`), the fields whose cells it leaves empty
    (`cleared`), the other columns' values (`parts`: quantity, set, number, file, revision),
    and the column each value came from."""

    row: int
    data: dict[str, Any] = field(default_factory=dict)
    cleared: set[str] = field(default_factory=set)
    parts: dict[str, Any] = field(default_factory=dict)
    columns: dict[str, int] = field(default_factory=dict)

    @property
    def name(self) -> str | None:
        name = self.data.get(NAME)
        return name if isinstance(name, str) and name else None

    def column_of(self, key: str) -> int:
        return self.columns.get(key, self.columns.get(NAME, 0))


def header_row(grid: Grid) -> int:
    """The first row that holds anything: the header (0 for an empty sheet)."""
    return next((index for index, cells in enumerate(grid.rows) if any(not cell.is_empty for cell in cells)), 0)


def read_rows(grid: Grid, header: int, columns: list[Column]) -> tuple[list[SheetRow], list[Diagnostic]]:
    """Every data row below the header, and the problems of their cells."""
    rows: list[SheetRow] = []
    problems: list[Diagnostic] = []
    merged_seen: set[str] = set()
    for index in range(header + 1, len(grid.rows)):
        if all(grid.cell(index, column.index).is_empty for column in columns):
            continue
        row = SheetRow(index)
        for column in columns:
            problems += _merged(grid, index, column, merged_seen)
            _read_cell(grid, row, column, problems)
        rows.append(row)
    return rows, problems


def _read_cell(grid: Grid, row: SheetRow, column: Column, problems: list[Diagnostic]) -> None:
    spec = column.spec or _PART_SPECS[column.role]
    key = spec.id
    row.columns[key] = column.index
    value = cell_value(grid.cell(row.row, column.index), spec)
    if isinstance(value, CellProblem):
        problems.append(cell_problem(grid, row.row, column.index, value.code, value.message, value.hint))
    elif column.spec is None:
        if value is not ABSENT:
            row.parts[key] = value
    elif value is ABSENT:
        row.cleared.add(key)
    else:
        row.data[key] = value


def _merged(grid: Grid, row: int, column: Column, seen: set[str]) -> Iterator[Diagnostic]:
    """A merged range, once, at its first cell the rows read."""
    ranged = grid.cell(row, column.index).merged
    if ranged is not None and ranged not in seen:
        seen.add(ranged)
        yield cell_problem(grid, row, column.index, MERGED_CELL, f"the cell is part of the merged range {ranged}, which holds one value for several cells",
                           "unmerge the range and write the value in each of its cells")
