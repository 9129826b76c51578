"""An exported table written as CSV, xlsx or ods bytes.

xlsx is written by openpyxl and ods by odfdo, each with what a designer balancing in the sheet
needs: the header frozen and bold, a validation list on every enum, vocabulary and reference
column (a suggestion only on a list column, whose cells hold several items), text columns
formatted as text (so `3-4` stays `3-4`), and the `file` and `revision` columns greyed and
refusing edits. The lists live on a hidden sheet, so a long one is never cut at Excel's 255
characters. odfdo builds the package; the cells are built with lxml, odfdo's own XML library,
since odfdo's cell objects take a second per thousand cells.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from typing import Any

from cardkit.spreadsheets.export import OutColumn, Table
from cardkit.spreadsheets.grid import column_letters

LISTS_SHEET = "lists"
"""The hidden sheet holding the validation lists, one column per list."""
SPARE_ROWS = 500
"""Rows below the cards that keep the columns' validation, for the cards a designer adds."""
_SHEET_NAME = re.compile(r"[\[\]:*?/\\]")


def sheet_name(name: str) -> str:
    """A sheet name both programs take: at most 31 characters, none of []:*?/\\."""
    return _SHEET_NAME.sub(" ", name).strip()[:31] or "cards"


def csv_bytes(table: Table) -> bytes:
    """UTF-8 with a byte-order mark, which Excel needs to read the accents right."""
    stream = io.StringIO(newline="")
    writer = csv.writer(stream, lineterminator="\r\n")
    writer.writerow([column.header for column in table.columns])
    for row in table.rows:
        writer.writerow(["" if value is None else str(value).lower() if isinstance(value, bool) else value for value in row])
    return stream.getvalue().encode("utf-8-sig")


def xlsx_bytes(table: Table) -> bytes:
    from openpyxl import Workbook
    from openpyxl.styles import Font, PatternFill
    from openpyxl.worksheet.datavalidation import DataValidation

    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.title = sheet_name(table.sheet)
    sheet.append([column.header for column in table.columns])
    for row in table.rows:
        sheet.append(row)
    sheet.freeze_panes = "A2"
    grey = PatternFill("solid", fgColor="DDDDDD")
    lists = book.create_sheet(LISTS_SHEET)
    lists.sheet_state = "hidden"
    last = len(table.rows) + 1 + SPARE_ROWS
    listed = 0
    for index, column in enumerate(table.columns):
        letter = column_letters(index)
        header = sheet.cell(1, index + 1)
        header.font = Font(bold=True)
        sheet.column_dimensions[letter].width = min(max(len(column.header), *(len(str(row[index] or "")) for row in table.rows), 6) + 2, 60) if table.rows else 12
        cells = f"{letter}2:{letter}{last}"
        if column.read_only:
            header.fill = grey
            for row_index in range(2, len(table.rows) + 2):
                sheet.cell(row_index, index + 1).fill = grey
            _validate(sheet, DataValidation(type="custom", formula1="FALSE", allow_blank=True, showErrorMessage=True, error=table.read_only_hint), cells)
        elif column.choices:
            listed += 1
            list_letter = column_letters(listed - 1)
            for position, choice in enumerate(column.choices, 1):
                lists.cell(position, listed, choice)
            source = f"{LISTS_SHEET}!${list_letter}$1:${list_letter}${len(column.choices)}"
            _validate(sheet, DataValidation(type="list", formula1=source, allow_blank=True, showErrorMessage=column.strict), cells)
        if column.text:
            for row_index in range(2, last + 1):
                sheet.cell(row_index, index + 1).number_format = "@"
    stream = io.BytesIO()
    book.save(stream)
    return stream.getvalue()


def _validate(sheet: Any, validation: Any, cells: str) -> None:
    sheet.add_data_validation(validation)
    validation.add(cells)


TABLE = "urn:oasis:names:tc:opendocument:xmlns:table:1.0"
OFFICE = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
TEXT = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"


def ods_bytes(table: Table) -> bytes:
    from lxml import etree
    from odfdo import Document, Element

    document = Document("spreadsheet")
    body = document.body
    body.clear()
    validations = etree.SubElement(etree.Element("root"), f"{{{TABLE}}}content-validations")
    names = [_ods_validation(validations, index, column, table.read_only_hint) for index, column in enumerate(table.columns)]
    sheet = etree.Element(f"{{{TABLE}}}table", {f"{{{TABLE}}}name": sheet_name(table.sheet)})
    etree.SubElement(sheet, f"{{{TABLE}}}table-column", {f"{{{TABLE}}}number-columns-repeated": str(len(table.columns))})
    _ods_row(sheet, [column.header for column in table.columns], [None] * len(table.columns))
    for row in table.rows:
        _ods_row(sheet, row, names)
    spare = _ods_row(sheet, [None] * len(table.columns), names)
    spare.set(f"{{{TABLE}}}number-rows-repeated", str(SPARE_ROWS))
    if len(validations):
        body.append(Element.from_tag(validations))
    body.append(Element.from_tag(sheet))
    stream = io.BytesIO()
    document.save(stream)
    return stream.getvalue()


def _ods_validation(container: Any, index: int, column: OutColumn, read_only_hint: str) -> str | None:
    """The content validation of one column, by name; None when the column has none."""
    from lxml import etree

    if column.read_only:
        condition, strict = "of:is-true-formula(FALSE())", True
    elif column.choices:
        listed = ";".join('"' + choice.replace('"', '""') + '"' for choice in column.choices)
        condition, strict = f"of:cell-content-is-in-list({listed})", column.strict
    else:
        return None
    name = f"cardkit{index + 1}"
    validation = etree.SubElement(container, f"{{{TABLE}}}content-validation", {
        f"{{{TABLE}}}name": name, f"{{{TABLE}}}condition": condition,
        f"{{{TABLE}}}allow-empty-cell": "true", f"{{{TABLE}}}display-list": "unsorted",
    })
    message = etree.SubElement(validation, f"{{{TABLE}}}error-message", {
        f"{{{TABLE}}}display": "true" if strict else "false", f"{{{TABLE}}}message-type": "stop"})
    if column.read_only:
        etree.SubElement(message, f"{{{TEXT}}}p").text = read_only_hint
    return name


def _ods_row(sheet: Any, values: list[Any], validations: list[str | None]) -> Any:
    from lxml import etree

    row = etree.SubElement(sheet, f"{{{TABLE}}}table-row")
    for value, validation in zip(values, validations, strict=True):
        cell = etree.SubElement(row, f"{{{TABLE}}}table-cell", _ods_attributes(value))
        if validation is not None:
            cell.set(f"{{{TABLE}}}content-validation-name", validation)
        if value is not None:
            for line in (str(value).lower() if isinstance(value, bool) else str(value)).split("\n"):
                etree.SubElement(cell, f"{{{TEXT}}}p").text = line
    return row


def _ods_attributes(value: Any) -> dict[str, str]:
    if value is None:
        return {}
    if isinstance(value, bool):
        return {f"{{{OFFICE}}}value-type": "boolean", f"{{{OFFICE}}}boolean-value": str(value).lower()}
    if isinstance(value, (int, float)):
        return {f"{{{OFFICE}}}value-type": "float", f"{{{OFFICE}}}value": repr(value)}
    return {f"{{{OFFICE}}}value-type": "string"}


WRITERS: dict[str, Callable[[Table], bytes]] = {"csv": csv_bytes, "xlsx": xlsx_bytes, "ods": ods_bytes}
"""Each format's writer, by the `--format` that chooses it."""
