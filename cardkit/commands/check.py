"""`cardkit check`: validate, then run every consistency rule over what validated."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import FormatOption, ProjectOption, QuietOption, stop
from cardkit.foundation.errors import CardkitError
from cardkit.reporters import OutputFormat, emit, exit_code

FreshOption = Annotated[
    bool,
    typer.Option(
        "--fresh",
        help="Check every file again even if nothing changed since the last check, whose findings are otherwise reused.",
    ),
]


def check(
    project: ProjectOption = Path("."), format: FormatOption = OutputFormat.text, quiet: QuietOption = False, fresh: FreshOption = False
) -> None:
    """Validate, then check the game against its rules: references, parameters, dice, effects."""
    from cardkit.pipeline.remembered import checked  # the findings of a check whose inputs did not change since

    try:
        found = checked(project, fresh=fresh)
    except CardkitError as problem:
        stop(problem)
    emit(found.report, format, found.root, quiet=quiet)
    raise typer.Exit(exit_code(found.report))
