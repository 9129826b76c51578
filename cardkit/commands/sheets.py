"""What the commands that read or write a spreadsheet share (`export`, `import`, `i18n export`,
`i18n import`): a table written in its format, a sheet opened, findings reported and the run
stopped before anything is written."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from cardkit.commands.common import fail, shown_path
from cardkit.foundation.diagnostics import Diagnostic, Report
from cardkit.reporters import OutputFormat

if TYPE_CHECKING:
    from cardkit.spreadsheets.export import Table
    from cardkit.spreadsheets.grid import Grid


def write_table(table: Table, format: str, target: Path, counted: str) -> None:
    """Write `table` as `format` at `target` and say so, with its rows counted as `counted`."""
    from cardkit.output.writing import OutputError, write_bytes_atomically
    from cardkit.spreadsheets.writing import WRITERS

    try:
        write_bytes_atomically(target, WRITERS[format](table))
    except OutputError as error:
        fail(str(error), code=2)
    typer.echo(f"wrote {shown_path(target)} ({len(table.rows)} {counted})")


def opened(open_grid: Callable[[], Grid], report: Report, format: OutputFormat, root: Path) -> Grid:
    """The sheet `open_grid` reads; one it cannot read is reported and exit 2."""
    from cardkit.reporters import emit
    from cardkit.spreadsheets.importing import SheetUnreadable

    try:
        return open_grid()
    except SheetUnreadable as problem:
        report.add(problem.diagnostic)
        emit(report, format, root)
        raise typer.Exit(2) from None


def stop_on_errors(report: Report, problems: list[Diagnostic], grid: Grid, format: OutputFormat, root: Path) -> None:
    """Add the sheet's findings to `report`; when one is an error, show them all and exit 1
    (nothing has been written)."""
    from cardkit.reporters import emit

    report.extend(problems)
    report.files.add(grid.file)
    if any(problem.severity.value == "error" for problem in problems):
        emit(report, format, root)
        raise typer.Exit(1)


def quiet(line: str) -> None:
    """Tools read one JSON (or SARIF) document: the lines for people are left out."""
