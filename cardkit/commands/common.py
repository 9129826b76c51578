"""What every command shares: the --project, --format and --quiet options, and how a pipeline
stage's configuration problems become exit code 2 instead of a traceback."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, NoReturn

import typer

from cardkit.content import LoadedProject
from cardkit.output import OutputFormat
from cardkit.diagnostics import format_text
from cardkit.project import CONFIG_NAME, ProjectError
from cardkit.schemas import SchemaSetupError

ProjectOption = Annotated[
    Path, typer.Option("--project", "-p", help="The project folder (the one with cardkit.yaml).", show_default="current folder")
]
FormatOption = Annotated[
    OutputFormat,
    typer.Option(
        "--format",
        "-f",
        help="How to print diagnostics: text for people, json for tools, github for workflow annotations, sarif for code scanning.",
    ),
]
QuietOption = Annotated[
    bool,
    typer.Option(
        "--quiet",
        "-q",
        help="Print only errors and the summary (text and github formats); warnings are still counted. json and sarif always carry everything.",
    ),
]


def run_stage(stage: Callable[[Path], LoadedProject], project_dir: Path) -> LoadedProject:
    """Run a pipeline stage; configuration problems exit with code 2, never a traceback."""
    try:
        return stage(project_dir)
    except ProjectError as problem:
        if problem.diagnostics:
            for diagnostic in problem.diagnostics:
                typer.echo(format_text(diagnostic, problem.root), err=True)
            fail(f"{CONFIG_NAME} has {len(problem.diagnostics)} problem(s); fix them first", code=2)
        fail(str(problem), code=2)
    except SchemaSetupError as problem:
        fail(str(problem), code=2)


def fail(message: str, *, code: int = 1) -> NoReturn:
    """Print `error: message` on stderr and stop with `code` (1 refused, 2 usage or configuration)."""
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)
