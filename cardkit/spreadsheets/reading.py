"""CSV, xlsx and ods files read into grids, by well-kept readers: the standard library's csv,
openpyxl for xlsx and odfdo for ods. Both keep what python-calamine drops (it reads a `#DIV/0!`
as an empty cell, and sees no merged range in an ods file), and each problem below depends on it.

A file that is no spreadsheet, or is damaged, is a `SheetError` naming it, never a traceback.
"""

from __future__ import annotations

import csv
import datetime
import io
import zipfile
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

from cardkit.loading import read_regular_file
from cardkit.spreadsheets.grid import Cell, CellValue, Grid, error_of

if TYPE_CHECKING:
    from odfdo import Cell as OdsCell

MAX_SHEET_BYTES = 64 * 1024 * 1024
"""A card list of 10,000 rows is a few MiB; past this a file is refused unread."""
SUFFIXES = (".csv", ".xlsx", ".ods")
DELIMITERS = ",;\t"
"""CSV separators: a comma, the semicolon of spreadsheet programs set to a decimal comma, a tab."""


class SheetError(Exception):
    """The file cannot be read as a spreadsheet; the message says why and what to do."""


def read_grids(path: Path, shown: str) -> list[Grid]:
    """Every sheet of the file at `path`, named `shown` in messages."""
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise SheetError(f"{shown} is not a .csv, .xlsx or .ods file")
    try:
        raw = read_regular_file(path, MAX_SHEET_BYTES)
    except OSError as error:
        raise SheetError(f"{shown} cannot be read: {error.strerror or error}") from None
    if len(raw) > MAX_SHEET_BYTES:
        raise SheetError(f"{shown} is larger than {MAX_SHEET_BYTES // (1024 * 1024)} MiB")
    if suffix == ".csv":
        return [_csv(raw, shown)]
    try:
        return _xlsx(raw, shown) if suffix == ".xlsx" else _ods(raw, shown)
    except SheetError:
        raise
    except Exception as error:  # a damaged zip or XML: the readers raise many kinds
        raise SheetError(f"{shown} is not a readable {suffix[1:]} file ({type(error).__name__}: {error})") from None


def _csv(raw: bytes, shown: str) -> Grid:
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise SheetError(f"{shown} is not UTF-8 (byte {error.start + 1}); save it again as CSV UTF-8") from None
    first = text.split("\n", 1)[0]
    delimiter = max(DELIMITERS, key=first.count) if any(mark in first for mark in DELIMITERS) else ","
    try:
        rows = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))
    except csv.Error as error:
        raise SheetError(f"{shown} is not valid CSV: {error}") from None
    return Grid(shown, None, [[_text_cell(value) for value in row] for row in rows])


def _text_cell(text: str) -> Cell:
    error = error_of(text)
    return Cell(error=error.strip()) if error else Cell(text)


def _xlsx(raw: bytes, shown: str) -> list[Grid]:
    from openpyxl import load_workbook

    book = load_workbook(io.BytesIO(raw), data_only=True)
    grids = []
    for sheet in book.worksheets:
        merged = {(row, column): str(ranged.coord) for ranged in sheet.merged_cells.ranges
                  for row, column in ((r - 1, c - 1) for r in range(ranged.min_row, ranged.max_row + 1)
                                      for c in range(ranged.min_col, ranged.max_col + 1))}
        rows = []
        for y, row in enumerate(sheet.iter_rows()):
            rows.append([_xlsx_cell(cell.value, cell.data_type, merged.get((y, x))) for x, cell in enumerate(row)])
        grids.append(Grid(shown, sheet.title, rows))
    return grids


def _xlsx_cell(value: CellValue, data_type: str, merged: str | None) -> Cell:
    if data_type == "e" or error_of(value):
        return Cell(error=str(value), merged=merged)
    return Cell(value, merged=merged)


def _ods(raw: bytes, shown: str) -> list[Grid]:
    from odfdo import Document

    if not zipfile.is_zipfile(io.BytesIO(raw)):
        raise SheetError(f"{shown} is not an ods file (not a zip package)")
    document = Document(io.BytesIO(raw))
    if document.get_type() != "spreadsheet":
        raise SheetError(f"{shown} is an OpenDocument {document.get_type()}, not a spreadsheet")
    grids = []
    for table in document.body.get_tables():
        rows = []
        spans: dict[tuple[int, int], str] = {}
        for y, row in enumerate(table.traverse()):
            cells = []
            for x, cell in enumerate(row.traverse()):
                if cell.is_spanned() and not cell.is_covered():
                    _note_span(spans, y, x, cell)
                cells.append(_ods_cell(cell, spans.get((y, x))))
            rows.append(cells)
        grids.append(Grid(shown, table.name, rows))
    return grids


def _note_span(spans: dict[tuple[int, int], str], y: int, x: int, cell: OdsCell) -> None:
    """Remember every cell a spanning cell covers, named by its range (`B2:B3`)."""
    from cardkit.spreadsheets.grid import column_letters

    width = int(cell.get_attribute_integer("table:number-columns-spanned") or 1)
    height = int(cell.get_attribute_integer("table:number-rows-spanned") or 1)
    ranged = f"{column_letters(x)}{y + 1}:{column_letters(x + width - 1)}{y + height}"
    for row in range(y, y + height):
        for column in range(x, x + width):
            spans[(row, column)] = ranged


def _plain(raw: object) -> CellValue:
    """odfdo's value as a cell holds it: a Decimal (currency, percentage) as a float, bytes as text."""
    if isinstance(raw, Decimal):
        return float(raw)
    if isinstance(raw, bytes):
        return raw.decode("utf-8", "replace")
    if raw is None or isinstance(raw, str | int | float | datetime.date | datetime.time | datetime.timedelta):
        return raw
    return str(raw)


def _ods_cell(cell: OdsCell, merged: str | None) -> Cell:
    """An ods cell: LibreOffice marks a failed formula `calcext:value-type="error"` and shows
    its error as the cell's text."""
    get = cell.get_attribute_string
    text = str(cell.text_content or "")
    if get("calcext:value-type") == "error" or (cell.formula and error_of(text)):
        return Cell(error=text or "#VALUE!", merged=merged)
    kind = cell.type
    value = _plain(cell.value)
    if kind in ("date", "time") and isinstance(value, (datetime.date, datetime.time, datetime.timedelta)):
        return Cell(value, merged=merged)
    if kind == "float" or kind in ("percentage", "currency"):
        return Cell(value if not isinstance(value, float) or not value.is_integer() else int(value), merged=merged)
    if kind == "boolean":
        return Cell(bool(value), merged=merged)
    return Cell(text if text else (None if value is None else str(value)), merged=merged)
