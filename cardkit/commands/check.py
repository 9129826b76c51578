"""`cardkit check`: validate, then run every consistency rule over what validated."""

from __future__ import annotations

from pathlib import Path

from cardkit.commands.common import FormatOption, ProjectOption, QuietOption
from cardkit.commands.validate import report_stage
from cardkit.reporters import OutputFormat


def check(project: ProjectOption = Path("."), format: FormatOption = OutputFormat.text, quiet: QuietOption = False) -> None:
    """Validate, then check the game against its rules: references, parameters, dice, effects."""
    from cardkit.pipeline import check_project

    report_stage(check_project, project, format, quiet=quiet)
