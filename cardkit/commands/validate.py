"""`cardkit validate`: every definition against the JSON Schemas, every problem of every file in one run.

Like every command module, it imports at the top only what its signature needs: the pipeline
(schemas, loaders, model) loads when the command runs, so `cardkit --help` never pays for it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

import typer

from cardkit.commands.common import FormatOption, ProjectOption, QuietOption, run_stage
from cardkit.reporters import OutputFormat, emit, exit_code

if TYPE_CHECKING:
    from cardkit.project.validate import LoadedProject


def validate(project: ProjectOption = Path("."), format: FormatOption = OutputFormat.text, quiet: QuietOption = False) -> None:
    """Check every definition against the JSON Schemas: every problem of every file, in one run."""
    from cardkit.pipeline import validate_project

    report_stage(validate_project, project, format, quiet=quiet)


def report_stage(stage: Callable[[Path], LoadedProject], project: Path, format: OutputFormat, *, quiet: bool) -> NoReturn:
    """Run a pipeline stage, print its report in `format`, and exit 1 if it has errors, else 0."""
    loaded = run_stage(stage, project)
    emit(loaded.report, format, loaded.project.root, quiet=quiet)
    raise typer.Exit(exit_code(loaded.report))
