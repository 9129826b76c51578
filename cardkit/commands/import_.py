"""`cardkit import FILE --kind KIND`: a card list kept in a spreadsheet (CSV, xlsx, ods) becomes
one YAML file per card; `--update` merges a re-imported sheet back into the files, rewriting
only the values it changed. The work is `cardkit.spreadsheets.importing`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import FormatOption, ProjectOption, misuse, valid_game_and_kind
from cardkit.reporters import OutputFormat


def import_(
    file: Annotated[Path, typer.Argument(help="The spreadsheet: a .csv, .xlsx or .ods file.", show_default=False)],
    kind: Annotated[str, typer.Option("--kind", "-k", help="The kind of card each row is (a kind of the game: `cardkit new`'s KIND).", show_default=False)],
    sheet: Annotated[str | None, typer.Option("--sheet", help="The sheet of a workbook to read.", show_default="the one named like the kind, else the first")] = None,
    mapping: Annotated[list[str] | None, typer.Option("--map", "-m", help='What a header gives when its words do not say: "Mana=cost"; "Notes=" skips the column. Repeatable.')] = None,
    update: Annotated[bool, typer.Option("--update", "-u", help="Merge the rows into the existing files (matched by the file column, else by name); new rows become new files.")] = False,
    delete: Annotated[bool, typer.Option("--delete", help="With --update: remove the files of the cards the sheet no longer has.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", "-n", help="Show what would change, write nothing.")] = False,
    project: ProjectOption = Path("."),
    format: FormatOption = OutputFormat.text,
) -> None:
    """Import a spreadsheet's rows as cards of KIND: every problem at its cell, nothing written
    until the whole sheet is valid. Prints the change as `cardkit diff` does."""
    from cardkit.commands.sheets import opened, quiet, stop_on_errors
    from cardkit.foundation.diagnostics import Report
    from cardkit.reporters import emit
    from cardkit.spreadsheets.importing import import_sheet, open_sheet, write

    if delete and not update:
        raise misuse("--delete removes the files of cards missing from a sheet merged with --update; add --update")
    mapped = _mapping(mapping or [])
    loaded, spec = valid_game_and_kind(project, kind, "so the sheet merges into files that read")
    report = Report()
    grid = opened(lambda: open_sheet(file, _shown(file), spec, sheet), report, format, loaded.project.root)
    outcome = import_sheet(loaded, spec, grid, mapped, update=update, delete=delete)
    stop_on_errors(report, outcome.problems, grid, format, loaded.project.root)
    text = format is OutputFormat.text
    say = typer.echo if text else quiet
    for line in outcome.diff:
        say(line)
    if report.diagnostics and text:
        emit(report, format, loaded.project.root)
    removed = len(outcome.plan.missing) if delete else 0
    if not outcome.texts and not removed:
        say(f"nothing to change: the game already says what {grid.file} says")
    elif dry_run:
        say(f"would write {len(outcome.texts) + removed} file(s); nothing written (--dry-run)")
    else:
        written = write(outcome, delete=delete)
        say(f"wrote {len(written)} file(s)" + (f", removed {removed}" if removed else ""))
    if not text:
        emit(report, format, loaded.project.root)


def _mapping(items: list[str]) -> dict[str, str]:
    mapped = {}
    for item in items:
        header, equals, target = item.partition("=")
        if not equals or not header.strip():
            raise misuse(f'--map takes "Header=field" (or "Header=" to skip a column), not {item!r}')
        mapped[header.strip()] = target.strip()
    return mapped


def _shown(path: Path) -> str:
    """The sheet as messages name it: as the user typed it."""
    return path.as_posix()
