"""`cardkit import`, as functions: a sheet read, planned, checked and written.

Nothing is written until the whole sheet is valid: the rows are checked at their cells, then
the files the plan would write are laid over the project (the language server's overlay, so
nothing touches the disk) and the whole game is validated with them, and what changes is
compared as `cardkit diff` compares two revisions. Only then are the files written, all of them
staged and renamed into place together.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from cardkit.codes.spreadsheet import CANNOT_MERGE, SPREADSHEET_CODES, UNREADABLE_SHEET
from cardkit.fields.model import KindSpec
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.folding import fold
from cardkit.loading import load_yaml_text
from cardkit.loading.overlay import overlay
from cardkit.output.writing import staged_writes
from cardkit.project.validate import LoadedProject
from cardkit.spreadsheets.change_lines import change_lines
from cardkit.spreadsheets.columns import FieldWords, map_columns
from cardkit.spreadsheets.grid import Grid
from cardkit.spreadsheets.plan import FilePlan, ImportPlan, plan_import
from cardkit.spreadsheets.reading import SheetError, read_grids
from cardkit.spreadsheets.rows import header_row, read_rows
from cardkit.spreadsheets.yaml_edit import CannotMerge, edited, new_file_text


@dataclass
class Outcome:
    """What an import found and would write (or wrote): the plan, each file's new text, and the
    lines of the change in `cardkit diff`'s form."""

    plan: ImportPlan
    texts: dict[Path, str] = field(default_factory=dict)
    diff: list[str] = field(default_factory=list)
    problems: list[Diagnostic] = field(default_factory=list)

    @property
    def has_errors(self) -> bool:
        return any(problem.severity.value == "error" for problem in self.problems)


class SheetUnreadable(Exception):
    """The sheet cannot be read at all (exit 2): its diagnostic says why."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


def words_of(loaded: LoadedProject, kind: KindSpec) -> FieldWords:
    return FieldWords(kind, loaded.game.terms, loaded.edition.labels)


def open_sheet(path: Path, shown: str, kind: KindSpec, sheet: str | None) -> Grid:
    """The sheet to import: the one `sheet` names, else the one named like the kind (its id,
    folder or name), else the first."""
    return open_grid(path, shown, (kind.id, kind.folder, kind.name), sheet)


def open_grid(path: Path, shown: str, names: Sequence[str | None], sheet: str | None) -> Grid:
    """The sheet `sheet` names, else the first named by one of `names` (case and accents
    forgiven), else the first; a file that cannot be read is a `SheetUnreadable`."""
    try:
        grids = read_grids(path, shown)
    except SheetError as error:
        raise SheetUnreadable(_unreadable(shown, str(error), "save it as xlsx, ods or UTF-8 CSV")) from None
    if sheet is not None:
        found = next((grid for grid in grids if grid.sheet == sheet), None)
        if found is None:
            raise SheetUnreadable(_unreadable(shown, f"{shown} has no sheet '{sheet}'", f"its sheets are {', '.join(str(grid.sheet) for grid in grids)}"))
        return found
    folded = {fold(word) for word in names if word}
    return next((grid for grid in grids if grid.sheet is not None and fold(grid.sheet) in folded), grids[0])


def _unreadable(shown: str, message: str, hint: str) -> Diagnostic:
    return SPREADSHEET_CODES[UNREADABLE_SHEET].diagnostic(shown, 1, 1, message, hint)


def import_sheet(loaded: LoadedProject, kind: KindSpec, grid: Grid, mapped: Mapping[str, str], *, update: bool, delete: bool) -> Outcome:
    """Everything an import of `grid` would do; `write` does it."""
    header = header_row(grid)
    words = words_of(loaded, kind)
    columns, problems = map_columns(grid, header, words, mapped)
    if problems:
        return Outcome(ImportPlan(), problems=problems)
    rows, problems = read_rows(grid, header, columns)
    plan = plan_import(loaded, kind, grid, rows, update=update)
    outcome = Outcome(plan, problems=[*problems, *plan.problems])
    if outcome.has_errors:
        return outcome
    order = [spec.id for spec in kind.fields]
    for file in plan.changed:
        text = _text_of(file, order, outcome)
        if text is not None:
            outcome.texts[file.path] = text
    if not outcome.has_errors:
        _validated(loaded, outcome)
        outcome.diff = list(change_lines(kind, words, plan.changed, plan.missing if delete else []))
    return outcome


def _text_of(file: FilePlan, order: Sequence[str], outcome: Outcome) -> str | None:
    """The file's new text, read back to make sure it says exactly what the plan says."""
    if file.is_new:
        text = new_file_text(file.data, order)
    else:
        assert file.current is not None
        original = file.path.read_text(encoding="utf-8")
        try:
            text = edited(original, file.changes, order)
        except CannotMerge as why:
            outcome.problems.append(_cannot(file, str(why)))
            return None
    doc, _ = load_yaml_text(text, file.relpath)
    if doc is None or doc.data != file.data:
        outcome.problems.append(_cannot(file, "the rewritten file would not read back as the sheet's values"))
        return None
    return text


def _cannot(file: FilePlan, why: str) -> Diagnostic:
    return SPREADSHEET_CODES[CANNOT_MERGE].diagnostic(file.relpath, 1, 1, f"cannot merge the sheet's row for '{file.name}': {why}",
                                                     "make this change in the YAML file itself, then import the rest")


def _validated(loaded: LoadedProject, outcome: Outcome) -> None:
    """The whole game validated with the new files laid over it: what the rows' checks cannot
    see (a declared field's rule, another file's reference) stops the import too."""
    from cardkit.pipeline import validate_project

    with overlay(outcome.texts):
        after = validate_project(loaded.project.root)
    outcome.problems += [d for d in after.report.sorted() if d.severity.value == "error" and d.file not in loaded.rejected]


def write(outcome: Outcome, *, delete: bool) -> list[Path]:
    """Write every new and changed file together (staged, then renamed into place), then remove
    the files of the missing rows when asked to; returns the files written."""
    with staged_writes() as staged:
        for path, text in outcome.texts.items():
            staged.write(path, text.encode("utf-8"))
    if delete:
        for definition in outcome.plan.missing:
            definition.source.doc.path.unlink(missing_ok=True)
    return list(outcome.texts)
