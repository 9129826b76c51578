"""The `cardkit` command line: thin wrappers that run a pipeline stage and print its report."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Callable, Optional

import typer

from cardkit import __version__
from cardkit.checks import all_rules
from cardkit.content import LoadedProject
from cardkit.output import OutputFormat, emit, exit_code
from cardkit.pipeline import check_project, validate_project
from cardkit.project import ProjectError
from cardkit.schemas import SchemaSetupError

app = typer.Typer(
    help="Validate, check and print the cards, army sheets and rulebook of a tabletop game kept as YAML.",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
)

ProjectOption = Annotated[
    Path, typer.Option("--project", "-p", help="The project folder (the one with cardkit.yaml).", show_default="current folder")
]
FormatOption = Annotated[
    OutputFormat, typer.Option("--format", "-f", help="How to print diagnostics: text for people, json for tools.")
]


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


def _run(stage: Callable[[Path], LoadedProject], project_dir: Path) -> LoadedProject:
    """Run a pipeline stage; configuration problems exit with code 2, never a traceback."""
    try:
        return stage(project_dir)
    except (ProjectError, SchemaSetupError) as problem:
        typer.echo(f"error: {problem}", err=True)
        raise typer.Exit(2) from None


@app.command()
def validate(project: ProjectOption = Path("."), format: FormatOption = OutputFormat.text) -> None:
    """Check every definition against the JSON Schemas: every problem of every file, in one run."""
    loaded = _run(validate_project, project)
    emit(loaded.report, format, loaded.project.root)
    raise typer.Exit(exit_code(loaded.report))


@app.command()
def check(project: ProjectOption = Path("."), format: FormatOption = OutputFormat.text) -> None:
    """Validate, then check the game against its rules: references, parameters, dice, effects."""
    loaded = _run(check_project, project)
    emit(loaded.report, format, loaded.project.root)
    raise typer.Exit(exit_code(loaded.report))


@app.command()
def rules() -> None:
    """List the consistency rules: code, name, default severity and what each one checks."""
    listed = all_rules()
    width = max(len(rule.name) for rule in listed)
    for rule in listed:
        typer.echo(f"{rule.code}  {rule.name:<{width}}  {rule.severity.value:<8} {rule.description}")


def main() -> None:
    """Console-script entry point."""
    app()
