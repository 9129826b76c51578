"""Sheets written for the tests as a spreadsheet program would save them: CSV text, an xlsx by
openpyxl, an ods by odfdo; each with the odd cells a real sheet has (a formula error, a merged
range, a date)."""

from __future__ import annotations

import csv
import datetime
from pathlib import Path
from typing import Any

ERROR = object()
"""A cell holding the formula error #DIV/0!."""


def write_sheet(path: Path, sheet: str, rows: list[list[Any]], merged: str | None = None) -> Path:
    """`rows` as the file `path` (by its suffix), in a sheet named `sheet`."""
    if path.suffix == ".csv":
        with path.open("w", encoding="utf-8", newline="") as stream:
            csv.writer(stream).writerows([["#DIV/0!" if value is ERROR else "" if value is None else value for value in row] for row in rows])
    elif path.suffix == ".xlsx":
        _xlsx(path, sheet, rows, merged)
    else:
        _ods(path, sheet, rows, merged)
    return path


def _xlsx(path: Path, sheet: str, rows: list[list[Any]], merged: str | None) -> None:
    from openpyxl import Workbook

    book = Workbook()
    page = book.active
    assert page is not None
    page.title = sheet
    for y, row in enumerate(rows, 1):
        for x, value in enumerate(row, 1):
            if value is ERROR:
                page.cell(y, x).value = "#DIV/0!"  # openpyxl stores an error string as an error cell
            elif value is not None:
                page.cell(y, x, value)
    if merged:
        page.merge_cells(merged)
    book.save(path)


def _ods(path: Path, sheet: str, rows: list[list[Any]], merged: str | None) -> None:
    from odfdo import Cell, Document, Table

    document = Document("spreadsheet")
    document.body.clear()
    table = Table(sheet)
    for y, row in enumerate(rows):
        for x, value in enumerate(row):
            if value is ERROR:
                cell = Cell(text="#DIV/0!", formula="of:=1/0")
                cell.set_attribute("calcext:value-type", "error")
                table.set_cell((x, y), cell)
            elif isinstance(value, datetime.date):
                table.set_cell((x, y), Cell(value))
            elif value is not None:
                table.set_value((x, y), value)
    if merged:
        table.set_span(merged)
    document.body.append(table)
    document.save(path)
