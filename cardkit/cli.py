"""The `cardkit` command line: thin wrappers that run a pipeline stage and print its report."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from cardkit import __version__
from cardkit.checks import all_rules
from cardkit.commands import register
from cardkit.commands.common import FormatOption, ProjectOption, QuietOption, run_stage
from cardkit.output import OutputFormat, emit, exit_code
from cardkit.pipeline import check_project, validate_project
from cardkit.i18n.codes import TRANSLATION_CODES
from cardkit.rulebook.codes import RULEBOOK_CODES

app = typer.Typer(
    help="Validate, check and print the cards, army sheets and rulebook of a tabletop game kept as YAML.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
)

def _version(value: bool) -> None:
    if value:
        typer.echo(f"cardkit {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[
        Optional[bool], typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")
    ] = None,
) -> None:
    """cardkit: your game's YAML in, print-ready PDFs out."""


@app.command()
def validate(project: ProjectOption = Path("."), format: FormatOption = OutputFormat.text, quiet: QuietOption = False) -> None:
    """Check every definition against the JSON Schemas: every problem of every file, in one run."""
    loaded = run_stage(validate_project, project)
    emit(loaded.report, format, loaded.project.root, quiet=quiet)
    raise typer.Exit(exit_code(loaded.report))


@app.command()
def check(project: ProjectOption = Path("."), format: FormatOption = OutputFormat.text, quiet: QuietOption = False) -> None:
    """Validate, then check the game against its rules: references, parameters, dice, effects."""
    loaded = run_stage(check_project, project)
    emit(loaded.report, format, loaded.project.root, quiet=quiet)
    raise typer.Exit(exit_code(loaded.report))


@app.command()
def rules() -> None:
    """List the consistency rules: code, name, default severity and what each one checks."""
    listed = all_rules()
    width = max(len(rule.name) for rule in listed)
    for rule in listed:
        typer.echo(f"{rule.code}  {rule.name:<{width}}  {rule.severity.value:<8} {rule.description}")
    for label, table in (("(rulebook)", RULEBOOK_CODES), ("(translation)", TRANSLATION_CODES)):
        for code in table.values():
            typer.echo(f"{code.code}  {label:<{width}}  {code.severity.value:<8} {code.description}")


register(app)


def main() -> None:
    """Console-script entry point."""
    app()
