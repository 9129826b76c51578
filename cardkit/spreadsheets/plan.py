"""What an import would write, worked out before anything is: each row as a new file or as the
changes to an existing one, each checked by the kind's schema at its cells, and every reason to
refuse (two rows naming one card, a file edited since the export, a value the field refuses).

Nothing here writes; `apply` (in `importing`) writes the plan only when it has no error.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from cardkit.codes.spreadsheet import CHANGED_SINCE_EXPORT, DUPLICATE_ROW, ROW_DELETED, SPREADSHEET_CODES
from cardkit.fields.model import FieldSpec, KindSpec
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.folding import fold, slug
from cardkit.loading import JsonPath, LocatedDocument, Position
from cardkit.model import Definition
from cardkit.project.marks import mark_of
from cardkit.project.validate import LoadedProject
from cardkit.schema.validation import validate
from cardkit.spreadsheets.cells import ABSENT
from cardkit.spreadsheets.columns import COPIES, FILE, NAME, NUMBER, PRINTINGS, QUANTITY, REVISION, SET, cell_problem
from cardkit.spreadsheets.grid import Grid
from cardkit.spreadsheets.rows import SheetRow
from cardkit.spreadsheets.yaml_edit import Change


def revision_of(data: Any) -> str:
    """A file's revision mark: six characters of everything it says (comments and key order
    aside), which `cardkit export` writes in the `revision` column. Unlike a card's printed
    mark it covers what no card prints too (copies, status, notes), so any edit tells."""
    return mark_of("file", data)


@dataclass
class FilePlan:
    """One file the import writes: a new one (`current` None) or the changes to an existing one."""

    path: Path
    relpath: str
    name: str
    data: dict[str, Any]
    changes: list[Change] = field(default_factory=list)
    current: Definition | None = None

    @property
    def is_new(self) -> bool:
        return self.current is None


@dataclass
class ImportPlan:
    files: list[FilePlan] = field(default_factory=list)
    missing: list[Definition] = field(default_factory=list)
    """The cards of the kind no row names (with `--update`)."""
    problems: list[Diagnostic] = field(default_factory=list)

    @property
    def has_errors(self) -> bool:
        return any(problem.severity.value == "error" for problem in self.problems)

    @property
    def changed(self) -> list[FilePlan]:
        return [plan for plan in self.files if plan.is_new or plan.changes]


def plan_import(loaded: LoadedProject, kind: KindSpec, grid: Grid, rows: list[SheetRow], *, update: bool) -> ImportPlan:
    """The plan of importing `rows` of `grid` as cards of `kind`."""
    plan = ImportPlan()
    existing = loaded.game.of_kind(kind.id)
    by_file = {definition.file: definition for definition in existing}
    by_name = {fold(definition.name): definition for definition in existing}
    seen: dict[str, SheetRow] = {}
    matched: set[str] = set()
    for row in rows:
        name = row.name
        if name is None:
            plan.problems += _checked(loaded, kind, grid, row, dict(row.data))  # `name` missing, at the row
            continue
        if _repeated(grid, row, name, seen, plan):
            continue
        current = _match(row, by_file, by_name)
        if current is not None and not update:
            plan.problems.append(cell_problem(grid, row.row, row.column_of(NAME), DUPLICATE_ROW, f"the game has the card '{current.name}' already ({current.file})",
                                              "use --update to merge the sheet into the existing files, or rename the row"))
            continue
        if current is None and FILE in row.parts and update:
            plan.problems.append(cell_problem(grid, row.row, row.column_of(FILE), CHANGED_SINCE_EXPORT, f"{row.parts[FILE]} no longer holds a card of the kind `{kind.id}`: it was renamed or deleted since the export",
                                              "export the sheet again, or clear the file and revision cells to import the row as a new card"))
            continue
        if current is not None:
            matched.add(current.file)
            found = _update(loaded, kind, grid, row, current)
        else:
            found = _new(loaded, kind, grid, row, name)
        if isinstance(found, FilePlan):
            plan.files.append(found)
        else:
            plan.problems += found
    if update:
        plan.missing = [definition for definition in existing if definition.file not in matched]
        plan.problems += [_missing(definition, grid) for definition in plan.missing]
    return plan


def _match(row: SheetRow, by_file: dict[str, Definition], by_name: dict[str, Definition]) -> Definition | None:
    """The card a row is: the file its `file` cell names, else the card of its name."""
    if FILE in row.parts:
        return by_file.get(str(row.parts[FILE]))
    return by_name.get(fold(row.name or ""))


def _repeated(grid: Grid, row: SheetRow, name: str, seen: dict[str, SheetRow], plan: ImportPlan) -> bool:
    """Whether an earlier row has the same name, or one with the same file name."""
    key = slug(name) or fold(name)
    first = seen.get(key)
    if first is None:
        seen[key] = row
        return False
    column = row.column_of(NAME)
    plan.problems.append(cell_problem(grid, row.row, column, DUPLICATE_ROW, f"'{name}' is the card of row {first.row + 1} ({grid.ref(first.row, first.column_of(NAME))}) again: both would be the file {key}.yaml",
                                      "keep one row per card, or give this one a name of its own"))
    return True


def _new(loaded: LoadedProject, kind: KindSpec, grid: Grid, row: SheetRow, name: str) -> FilePlan | list[Diagnostic]:
    stem = slug(name)
    path = loaded.project.content_dir / kind.folder / f"{stem}.yaml"
    relpath = loaded.project.relpath(path)
    if not stem or path.exists() or path.is_symlink():
        why = "has no letter or digit to name its file" if not stem else f"would be {relpath}, which exists already and is no card of the kind `{kind.id}` (it does not validate?)"
        return [cell_problem(grid, row.row, row.column_of(NAME), DUPLICATE_ROW, f"'{name}' {why}", "rename the row, or fix the file first (`cardkit validate`)")]
    data = _with_parts(kind, {}, row)
    problems = _checked(loaded, kind, grid, row, data)
    return problems or FilePlan(path, relpath, name, _ordered(kind, data))


def _update(loaded: LoadedProject, kind: KindSpec, grid: Grid, row: SheetRow, current: Definition) -> FilePlan | list[Diagnostic]:
    data = current.source.doc.data
    merged = _with_parts(kind, dict(data), row)
    changes = [Change(key, data.get(key, ABSENT), merged.get(key, ABSENT)) for key in dict.fromkeys([*data, *merged])
               if not _same(kind.field(key), data.get(key, ABSENT), merged.get(key, ABSENT))]
    revision = row.parts.get(REVISION)
    if changes and revision is not None and str(revision) != revision_of(data):
        return [cell_problem(grid, row.row, row.column_of(REVISION), CHANGED_SINCE_EXPORT,
                             f"{current.file} changed since the sheet was exported (revision {revision_of(data)}, the sheet says {revision}): the row would overwrite that change",
                             "export the sheet again and redo the row's changes, or bring the file's change into the row and clear its revision cell")]
    problems = _checked(loaded, kind, grid, row, merged)
    return problems or FilePlan(current.source.doc.path, current.file, current.name, merged, changes, current)


def _with_parts(kind: KindSpec, data: dict[str, Any], row: SheetRow) -> dict[str, Any]:
    """`data` with the row's fields set, its empty cells' fields removed, and its quantity, set
    and number columns made its copies or its one printing."""
    data.update(row.data)
    for key in row.cleared:
        data.pop(key, None)
    quantity, printing_set, number = (row.parts.get(part) for part in (QUANTITY, SET, NUMBER))
    printings = data.get(PRINTINGS)
    only = printings[0] if isinstance(printings, list) and len(printings) == 1 and isinstance(printings[0], dict) else None
    if printing_set is not None and kind.field(PRINTINGS) is not None:
        kept = dict(only) if only is not None and fold(str(only.get("set", ""))) == fold(str(printing_set)) else {}
        given = {"set": printing_set, "number": number, "quantity": quantity}
        data[PRINTINGS] = [{**kept, **{key: value for key, value in given.items() if value is not None}}]
    elif quantity is not None and only is not None:
        data[PRINTINGS] = [{**only, "quantity": quantity}]
    elif quantity is not None:
        data[COPIES] = quantity
    return data


def _same(spec: FieldSpec | None, old: Any, new: Any) -> bool:
    """Whether a field's old and new values say the same: an absent value is its default, and a
    text's final line break is no change (a cell cannot show one)."""
    return bool(_normal(spec, old) == _normal(spec, new))


def _normal(spec: FieldSpec | None, value: Any) -> Any:
    if value is ABSENT:
        return spec.default if spec is not None else None
    if isinstance(value, str):
        return value.rstrip("\n")
    return value


def _ordered(kind: KindSpec, data: dict[str, Any]) -> dict[str, Any]:
    order = [spec.id for spec in kind.fields]
    return {key: data[key] for key in sorted(data, key=lambda key: order.index(key) if key in order else len(order))}


def _checked(loaded: LoadedProject, kind: KindSpec, grid: Grid, row: SheetRow, data: dict[str, Any]) -> list[Diagnostic]:
    """The kind's schema over the row's data, each error at the cell of its field."""
    assert loaded.schemas is not None
    line = row.row + 1
    positions: dict[JsonPath, Position] = {(key,): Position(line, column + 1) for key, column in row.columns.items()}
    for part, field_id in ((QUANTITY, COPIES), (SET, PRINTINGS), (QUANTITY, PRINTINGS)):
        if part in row.columns:
            positions.setdefault((field_id,), Position(line, row.columns[part] + 1))
    positions[()] = Position(line, row.column_of(NAME) + 1)
    doc = LocatedDocument(Path(grid.file), grid.file, data, positions, dict(positions))
    return [_at_cell(grid, diagnostic) for diagnostic in validate(doc, kind.id, loaded.schemas)]


def _at_cell(grid: Grid, diagnostic: Diagnostic) -> Diagnostic:
    return replace(diagnostic, cell=grid.ref(diagnostic.line - 1, diagnostic.column - 1))


def _missing(definition: Definition, grid: Grid) -> Diagnostic:
    where = f"{grid.file}:{grid.sheet}" if grid.sheet else grid.file
    return SPREADSHEET_CODES[ROW_DELETED].diagnostic(definition.file, 1, 1, f"'{definition.name}' has no row in {where}: its file is kept",
                                                     "add its row back, or import with --delete to remove the files of the cards the sheet no longer has")
