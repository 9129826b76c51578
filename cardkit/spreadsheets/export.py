"""The cards of one kind as a table: one row per card, one column per field, headed in the
game's words, each cell holding what the file says, so importing the sheet unchanged changes
nothing.

A list is its items joined by the field's separator; a structured value (a list of mappings, a
card's several printings, art with a focus) is its YAML on one line, which import reads back;
a card's one printing is three columns (set, number, quantity). The file and its revision mark
close the row, read-only: import finds the file by the first and refuses to overwrite an edit
made since the export by the second.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardkit.fields.model import FieldSpec, KindSpec
from cardkit.project.validate import LoadedProject
from cardkit.spreadsheets.cells import DASHES, LIST_TYPES, TEXT_TYPES
from cardkit.spreadsheets.columns import FILE, NUMBER, PRINTINGS, QUANTITY, REVISION, SET, FieldWords
from cardkit.spreadsheets.plan import revision_of
from cardkit.spreadsheets.yaml_edit import flow_text

DASH = sorted(DASHES)[0]


@dataclass(frozen=True)
class OutColumn:
    """One column of an exported sheet: its key (field id or role), header, the choices a
    validation list offers (strict: no other value; else a suggestion), and whether it is the
    sheet's own (read-only)."""

    key: str
    header: str
    spec: FieldSpec | None = None
    choices: tuple[str, ...] = ()
    strict: bool = True
    read_only: bool = False
    text: bool = False
    """Cells hold text the spreadsheet program must not turn into a number or date."""


READ_ONLY_HINT = "cardkit fills this column: import reads it to find the file and to tell an edit made since the export"


@dataclass
class Table:
    """A sheet to write: its name, columns and rows, and what a refused edit of a read-only
    cell says (each kind of sheet has its own reason to keep them)."""

    sheet: str
    columns: list[OutColumn] = field(default_factory=list)
    rows: list[list[Any]] = field(default_factory=list)
    read_only_hint: str = READ_ONLY_HINT


def export_table(loaded: LoadedProject, kind: KindSpec, words: FieldWords, sheet: str) -> Table:
    """The cards of `kind`, in file order."""
    cards = loaded.game.of_kind(kind.id)
    datas = [card.source.doc.data for card in cards]
    split_printings = kind.field(PRINTINGS) is not None and all(len(data.get(PRINTINGS) or ()) <= 1 for data in datas)
    columns: list[OutColumn] = []
    for spec in kind.fields:
        if spec.id == PRINTINGS and split_printings:
            columns += [OutColumn(SET, SET, choices=_words(loaded, "sets")), OutColumn(NUMBER, NUMBER, text=True), OutColumn(QUANTITY, QUANTITY)]
        else:
            columns.append(_column(loaded, spec, words))
    columns += [OutColumn(FILE, FILE, read_only=True), OutColumn(REVISION, REVISION, read_only=True)]
    table = Table(sheet, columns)
    for card, data in zip(cards, datas, strict=True):
        table.rows.append([_cell(column, data, card.file) for column in columns])
    return table


def _column(loaded: LoadedProject, spec: FieldSpec, words: FieldWords) -> OutColumn:
    header = words.header(spec)
    if spec.type == "flag":
        return OutColumn(spec.id, header, spec, ("TRUE", "FALSE"))
    choices = _choices(loaded, spec)
    if spec.type in LIST_TYPES:
        return OutColumn(spec.id, header, spec, choices, strict=False, text=True)
    return OutColumn(spec.id, header, spec, choices, text=spec.type in TEXT_TYPES or spec.type == "dice")


def _choices(loaded: LoadedProject, spec: FieldSpec) -> tuple[str, ...]:
    """What a field's cell may hold when the game lists it: an enum's values, a vocabulary's
    words, the names of the cards a reference may name."""
    if spec.values:
        return tuple(value.id for value in spec.values)
    if spec.vocabulary:
        return _words(loaded, spec.vocabulary)
    if spec.to:
        return tuple(definition.name for definition in loaded.game.of_kind(spec.to))
    return ()


def _words(loaded: LoadedProject, vocabulary: str) -> tuple[str, ...]:
    return tuple(term.id or term.name for term in loaded.game.terms.of(vocabulary))


def _cell(column: OutColumn, data: dict[str, Any], file: str) -> Any:
    if column.key == FILE:
        return file
    if column.key == REVISION:
        return revision_of(data)
    if column.key in (SET, NUMBER, QUANTITY):
        printing = (data.get(PRINTINGS) or [{}])[0]
        return printing.get(column.key)
    if column.key not in data:
        return None
    return cell_text(column.spec, data[column.key])


def cell_text(spec: FieldSpec | None, value: Any) -> Any:
    """A field's value as its cell holds it."""
    if value is None:
        return DASH
    if spec is not None and spec.type in LIST_TYPES and isinstance(value, list) and value and all(not isinstance(item, (list, dict)) for item in value):
        separator = spec.separator if spec.separator and spec.separator.strip() else ", "
        return separator.join(str(item) for item in value)
    if isinstance(value, (list, dict)):
        return flow_text(value)
    return value
