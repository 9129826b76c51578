"""Headers matched to fields: a column is a field of the kind by its id, name, title or
abbreviation in the game's language (a stat's name and abbreviation from game.yaml's `stats`,
cardkit's own fields by the label catalog's word), case, accents and gaps forgiven.

Besides fields, a sheet may have a quantity column (the copies, or a printing's quantity when
the row names its set), a set and a number column (the card's one printing), and the two columns
`cardkit export` writes read-only: `file` (which file the row is) and `revision` (the file's
revision mark at the export).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cardkit.codes.spreadsheet import DUPLICATE_COLUMN, NO_NAME_COLUMN, SPREADSHEET_CODES, UNKNOWN_COLUMN
from cardkit.fields.model import FieldSpec, KindSpec
from cardkit.fields.vocabulary import Terms
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.folding import fold
from cardkit.foundation.suggest import closest
from cardkit.i18n.labels import Labels
from cardkit.spreadsheets.grid import Grid

FILE, REVISION, QUANTITY, SET, NUMBER = "file", "revision", "quantity", "set", "number"
"""Columns that are no field of the kind; their ids are their headers."""
READ_ONLY = (FILE, REVISION)
QUANTITY_WORDS = ("quantity", "qty", "count", "amount")
SET_WORDS = ("set", "sets", "printing set", "expansion")
NUMBER_WORDS = ("number", "no", "#", "card number", "collector number")
PRINTINGS, COPIES, NAME = "printings", "copies", "name"
_PARENTHESIS = re.compile(r"^(.*?)\s*\((.+)\)\s*$")


@dataclass(frozen=True)
class Column:
    """One column of the sheet: its index, its header as written, and what it gives: a field
    of the kind (`spec`) or one of the roles above."""

    index: int
    header: str
    role: str
    spec: FieldSpec | None = None


@dataclass(frozen=True)
class FieldWords:
    """How a kind's fields are named in one game: the words a header may use for each, and the
    one an exported header uses."""

    kind: KindSpec
    terms: Terms
    labels: Labels

    def header(self, spec: FieldSpec) -> str:
        """The column header `cardkit export` writes: the field's name in the game's words."""
        stat = self.terms.find("stats", spec.stat) if spec.stat else None
        if spec.name:
            return spec.name
        if stat is not None:
            return stat.name
        if self.labels.has(f"diff.fields.{spec.id}"):
            return self.labels(f"diff.fields.{spec.id}")
        return spec.title or spec.id

    def kind_title(self) -> str:
        """The kind as a sheet's name and a change's heading: its name, else the catalog's plural."""
        key = f"diff.kinds.{self.kind.id}"
        return self.kind.name or (self.labels(key) if self.labels.has(key) else self.kind.id)

    def words(self, spec: FieldSpec) -> list[str]:
        """Every word a header may name the field by."""
        words = [spec.id, spec.name, spec.title, spec.abbreviation or "", self.header(spec)]
        title = _PARENTHESIS.match(spec.title)
        if title:
            words += [title.group(1), title.group(2)]
        stat = self.terms.find("stats", spec.stat) if spec.stat else None
        if stat is not None:
            words += [stat.name, str(stat.data.get("abbreviation") or "")]
        return [word for word in words if word]


def _key(word: str) -> str:
    return fold(word).replace(" ", "")


def header_table(words: FieldWords) -> dict[str, tuple[str, FieldSpec | None]]:
    """Every folded header word -> (role, field): fields first, then the other columns."""
    table: dict[str, tuple[str, FieldSpec | None]] = {}
    for spec in words.kind.fields:
        for word in words.words(spec):
            table.setdefault(_key(word), ("field", spec))
    others: list[tuple[str, Sequence[str]]] = [(FILE, (FILE, "path")), (REVISION, (REVISION, "mark")), (QUANTITY, QUANTITY_WORDS)]
    if words.kind.field(PRINTINGS) is not None:
        others += [(SET, SET_WORDS), (NUMBER, NUMBER_WORDS)]
    for role, listed in others:
        for word in listed:
            table.setdefault(_key(word), (role, None))
    return table


def map_columns(grid: Grid, header_row: int, words: FieldWords, mapped: Mapping[str, str]) -> tuple[list[Column], list[Diagnostic]]:
    """The columns of the header row, and the problems with them; `mapped` says what a header
    gives when its words do not (`--map "Mana=cost"`; an empty field skips the column)."""
    table = header_table(words)
    by_map = {_key(header): field for header, field in mapped.items()}
    columns: list[Column] = []
    problems: list[Diagnostic] = []
    taken: dict[str, Column] = {}
    for index, cell in enumerate(grid.rows[header_row] if header_row < len(grid.rows) else []):
        header = "" if cell.value is None else str(cell.value).strip()
        if not header:
            continue
        key = _key(header)
        if key in by_map and not by_map[key]:
            continue
        found = table.get(_key(by_map[key])) if key in by_map else table.get(key)
        if found is None:
            problems.append(_unknown(grid, header_row, index, header, words))
            continue
        column = Column(index, header, found[0], found[1])
        target = column.spec.id if column.spec is not None else column.role
        if target in taken:
            first = taken[target]
            problems.append(cell_problem(grid, header_row, index, DUPLICATE_COLUMN, f"`{header}` gives `{target}`, as `{first.header}` ({grid.ref(header_row, first.index)}) does",
                                     f'remove one, or skip this one with --map "{header}="'))
            continue
        taken[target] = column
        columns.append(column)
    if NAME not in taken and header_row < len(grid.rows):
        problems.append(cell_problem(grid, header_row, 0, NO_NAME_COLUMN, "no column gives the cards' names",
                                 f'add a `{words.header(words.kind.field(NAME) or FieldSpec(NAME, NAME))}` column, or map one with --map "Header=name"'))
    return columns, problems


def _unknown(grid: Grid, row: int, column: int, header: str, words: FieldWords) -> Diagnostic:
    known = [words.header(spec) for spec in words.kind.fields]
    suggestion = closest(header, known) or closest(header, [spec.id for spec in words.kind.fields])
    hint = f"did you mean `{suggestion[0]}`? " if suggestion else ""
    return cell_problem(grid, row, column, UNKNOWN_COLUMN, f"the column `{header}` names no field of the kind `{words.kind.id}`",
                    f'{hint}rename the header, or map it with --map "{header}=FIELD" (--map "{header}=" skips it); the fields are {", ".join(spec.id for spec in words.kind.fields)}')


def cell_problem(grid: Grid, row: int, column: int, code: str, message: str, hint: str | None = None) -> Diagnostic:
    """A finding of an X code at one cell of `grid`."""
    return SPREADSHEET_CODES[code].diagnostic(grid.file, row + 1, column + 1, message, hint, cell=grid.ref(row, column))
