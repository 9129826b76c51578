"""`cardkit report`: the balance report (the rules pack's pages, the declared fields' tables) into build/report/."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from cardkit.commands.common import LocaleOption, ProjectOption, collected, editions_of, fail, run_stage, shown_path
from cardkit.foundation.diagnostics import Report
from cardkit.output.paper import DEFAULT_PAPER, Paper
from cardkit.reporters import OutputFormat, emit

if TYPE_CHECKING:
    from cardkit.project.validate import LoadedProject


def report(
    project: ProjectOption = Path("."),
    locale: LocaleOption = None,
    paper: Annotated[
        Paper | None, typer.Option(help=f"Paper of the report, landscape (default: cardkit.yaml's `print: paper:`, else {DEFAULT_PAPER.css_size}).")
    ] = None,
) -> None:
    """Write the balance report (HTML and PDF) into build/report/ (build/<locale>/report/ for a translation).

    The pages of the game's rules pack (Tab Master's: expected damage and odds of every card
    that deals damage, outliers flagged, charts; a clix game's odds to hit), then a table per
    kind of the fields game.yaml shows in the report, each number column summed up.

    Runs `check` first and writes nothing while errors remain, since odds of a broken card
    would mislead.
    """
    from cardkit.pipeline import check_project

    loaded = run_stage(check_project, project)
    size = Paper.of(loaded.project, paper)
    findings = Report.following(loaded.report)
    editions = [] if findings.has_errors else editions_of(loaded, locale)
    written = [path for edition in editions for path in _write(edition, size, findings)]
    if findings.has_errors:
        emit(findings, OutputFormat.text, loaded.project.root, quiet=True)
        raise typer.Exit(1)
    for path in written:
        typer.echo(f"wrote {shown_path(path)}")


def _write(loaded: LoadedProject, paper: Paper, findings: Report) -> list[Path]:
    """Build the report; its own problems (a broken template override) join the check's."""
    # Imported here: WeasyPrint and matplotlib take a second to load, which no other command should pay.
    from cardkit.report.document import build_report

    try:
        result = build_report(loaded, paper)
    except OSError as error:  # a build folder that cannot be written: say which file and why
        fail(str(error), code=2)
    return collected(findings, result)
