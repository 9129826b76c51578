"""The people's format, coloured only for a person at a terminal.

The words come from `diagnostics.format_text` (the contract); this module only paints them, so
coloured and plain output can never say different things.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

import typer

from cardkit.foundation.diagnostics import Counted, Diagnostic, Severity, format_summary, format_text

SEVERITY_COLORS = {
    Severity.ERROR: typer.colors.RED,
    Severity.WARNING: typer.colors.YELLOW,
    Severity.INFO: typer.colors.CYAN,
}


def use_color(stream: TextIO | None = None) -> bool:
    """Colour only when writing to a terminal and NO_COLOR (no-color.org) is unset or empty."""
    stream = stream or sys.stdout
    return not os.environ.get("NO_COLOR") and stream.isatty()


def format_report_text(
    diagnostics: Sequence[Diagnostic], report: Counted, root: Path | None, *, color: bool, notes: Sequence[str] = ()
) -> str:
    """Every diagnostic in the contract's text form, the `notes` counting folded repeats
    (`reporters.folding`), then the summary of the whole report."""
    blocks = [format_text(d, root) for d in diagnostics]
    if color:
        blocks = [_paint(block, d) for block, d in zip(blocks, diagnostics, strict=True)]
    return "\n".join([*blocks, *notes, _summary(report, color)])


def _paint(block: str, diagnostic: Diagnostic) -> str:
    """Bold location, coloured `severity[CODE]` and caret, dimmed hint."""
    colour = SEVERITY_COLORS[diagnostic.severity]
    label = f"{diagnostic.severity.value}[{diagnostic.code}]"
    lines = block.split("\n")
    location, _, message = lines[0].partition(f" {label} ")
    lines[0] = f"{typer.style(location, bold=True)} {typer.style(label, fg=colour, bold=True)} {message}"
    for index, line in enumerate(lines[1:], 1):
        if line.strip() == "^":
            lines[index] = typer.style(line, fg=colour, bold=True)
        elif line.startswith("    hint: "):
            lines[index] = typer.style(line, dim=True)
    return "\n".join(lines)


def _summary(report: Counted, color: bool) -> str:
    text = format_summary(report)
    if not color:
        return text
    if report.has_errors:
        return typer.style(text, fg=typer.colors.RED, bold=True)
    return typer.style(text, fg=typer.colors.YELLOW if report.count(Severity.WARNING) else typer.colors.GREEN)
