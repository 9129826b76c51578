"""GitHub Actions workflow commands: each diagnostic becomes an annotation on its line.

`::error file=F,line=L,col=C,title=CODE::message` lines are turned by the runner into notes on
the pull request's diff; everything else in the log stays plain text.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from cardkit.foundation.diagnostics import Counted, Diagnostic, Severity, format_summary
from cardkit.reporters.ci import full_message, workspace_path

COMMANDS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}
LINE_BREAKS = "\r\n"
"""What a message keeps for the runner's own escapes (%0D, %0A): they become line breaks inside
the annotation, never the end of the command or the start of another."""


def _escape_data(text: str) -> str:
    """The runner's escaping for a command's message (see @actions/core's command.ts)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(diagnostic: Diagnostic, root: Path) -> str:
    properties = {"file": workspace_path(diagnostic.file, root)}
    if diagnostic.line >= 1:
        properties |= {"line": str(diagnostic.line), "col": str(max(diagnostic.column, 1))}
    properties["title"] = diagnostic.code
    fields = ",".join(f"{key}={_escape_property(value)}" for key, value in properties.items())
    message = full_message(diagnostic, keep=LINE_BREAKS)
    return f"::{COMMANDS[diagnostic.severity]} {fields}::{_escape_data(message)}"


def format_github(diagnostics: Sequence[Diagnostic], report: Counted, root: Path) -> str:
    """One annotation per diagnostic, then the summary as a plain log line."""
    return "\n".join([*(annotation(d, root) for d in diagnostics), format_summary(report)])
