"""Printing a Report in the form the caller asked for (people or tools)."""

from __future__ import annotations

from enum import Enum
from pathlib import Path

import typer

from cardkit.diagnostics import Report, format_json, format_summary, format_text


class OutputFormat(str, Enum):
    text = "text"
    json = "json"


def emit(report: Report, fmt: OutputFormat, root: Path | None) -> None:
    """Print every diagnostic, sorted by file and line, then the summary."""
    if fmt is OutputFormat.json:
        typer.echo(format_json(report))
        return
    for diagnostic in report.sorted():
        typer.echo(format_text(diagnostic, root))
    typer.echo(format_summary(report), err=False)


def exit_code(report: Report) -> int:
    """0 without errors (warnings allowed), 1 with errors: the DESIGN.md contract."""
    return 1 if report.has_errors else 0
