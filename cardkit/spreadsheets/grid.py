"""A sheet as rows of cells, whatever file it came from, and how a cell is named in messages.

Readers differ (CSV has text only, xlsx and ods have numbers, dates, errors and merged
ranges); every later step sees the same `Cell`s, so a problem is found and worded once.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field

CellValue = str | int | float | bool | datetime.date | datetime.time | datetime.timedelta | None

ERROR_TEXT = re.compile(r"^(#[A-Z][A-Z0-9/]*[!?]|#N/A|#GETTING_DATA|Err:\d{3})$")
"""What a failed formula leaves in a cell, in Excel's words (`#DIV/0!`, `#NAME?`, `#N/A`) and LibreOffice's (`Err:502`)."""


@dataclass(frozen=True)
class Cell:
    """One cell: its value as the file holds it, or the error its formula left, and the merged
    range it is part of."""

    value: CellValue = None
    error: str | None = None
    merged: str | None = None

    @property
    def is_empty(self) -> bool:
        return self.error is None and (self.value is None or (isinstance(self.value, str) and not self.value.strip()))


EMPTY = Cell()


@dataclass
class Grid:
    """One sheet: its rows (row 0 is the sheet's row 1), the file it is in as messages show it,
    and its name (None for a CSV file, which has one unnamed sheet)."""

    file: str
    sheet: str | None
    rows: list[list[Cell]] = field(default_factory=list)

    def cell(self, row: int, column: int) -> Cell:
        cells = self.rows[row] if row < len(self.rows) else []
        return cells[column] if column < len(cells) else EMPTY

    def ref(self, row: int, column: int) -> str:
        """The cell as a spreadsheet program names it: `Agents!D14` (`D14` in a CSV file)."""
        return qualified(self.sheet, f"{column_letters(column)}{row + 1}")


def qualified(sheet: str | None, reference: str) -> str:
    """`Sheet!A1`, quoting a sheet name that is not one plain word (`'My cards'!A1`)."""
    if sheet is None:
        return reference
    plain = re.fullmatch(r"\w+", sheet) is not None
    return f"{sheet if plain else repr_sheet(sheet)}!{reference}"


def repr_sheet(sheet: str) -> str:
    return "'" + sheet.replace("'", "''") + "'"


def column_letters(column: int) -> str:
    """A 0-based column index as letters: 0 is A, 25 is Z, 26 is AA."""
    letters = ""
    number = column + 1
    while number:
        number, rest = divmod(number - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def error_of(text: object) -> str | None:
    """The formula error a cell's text is, if it is one."""
    return text if isinstance(text, str) and ERROR_TEXT.match(text.strip()) else None
