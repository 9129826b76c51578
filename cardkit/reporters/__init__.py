"""Printing a Report in the form the caller asked for: people, tools, or a CI service.

`text` is for a person (coloured at a terminal), `json` is the contract for tools
(docs/architecture.md, Contracts), `github` turns diagnostics into workflow annotations on the
pull request's lines, and `sarif` is the interchange format code-scanning services read.
`--quiet` trims only what a person reads (text, github): tools get every finding and filter by
severity themselves.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path

import typer

from cardkit.config.accepted import accepted_line
from cardkit.foundation.diagnostics import Counted, Diagnostic, Severity, format_json
from cardkit.reporters.folding import fold_repeats
from cardkit.reporters.github import format_github
from cardkit.reporters.text import format_report_text, use_color


class OutputFormat(str, Enum):
    text = "text"
    json = "json"
    github = "github"
    sarif = "sarif"


def shown(report: Counted, quiet: bool) -> list[Diagnostic]:
    """The diagnostics a person sees: all of them, sorted, or only the errors when quiet; the
    ones the project accepted (cardkit.yaml `accepted:`) are left to `accepted_note`."""
    listed = [d for d in report.sorted() if not quiet or d.severity is Severity.ERROR]
    return report.accepted.split(listed)[0] if report.accepted else listed


def accepted_note(report: Counted, quiet: bool) -> list[str]:
    """The one line standing for the findings the project accepted, with its note (none when
    quiet: a quiet run prints only errors, which are never accepted)."""
    if quiet or report.accepted is None:
        return []
    covered = report.accepted.split(report.sorted())[1]
    return [accepted_line(covered, report.accepted.note)] if covered else []


def emit(report: Counted, fmt: OutputFormat, root: Path | None, *, quiet: bool = False) -> None:
    """Print the report in `fmt`; only text is ever coloured, and only for a terminal."""
    if fmt is OutputFormat.json:
        typer.echo(format_json(report))
    elif fmt is OutputFormat.sarif:
        # Imported here: SARIF describes every code, so it loads every code table (the rules
        # included), which every command that only offers `--format` must not pay for.
        from cardkit.reporters.sarif import format_sarif

        typer.echo(format_sarif(report, root or Path.cwd()))
    elif fmt is OutputFormat.github:
        typer.echo(format_github(shown(report, quiet), report, root or Path.cwd()))
    else:
        color = use_color()
        kept, notes = fold_repeats(shown(report, quiet))
        notes += accepted_note(report, quiet)
        typer.echo(format_report_text(kept, report, root, color=color, notes=notes), color=color)


def exit_code(report: Counted) -> int:
    """0 without errors (warnings allowed), 1 with errors: the contract of docs/architecture.md, Contracts."""
    return 1 if report.has_errors else 0
