"""Diagnostics: the one way every stage reports a problem to the designer.

The format is a contract (DESIGN.md): `file:line:column: severity[CODE] message`, the
source line with a caret, a hint; or one JSON object for tools. Exit codes follow from it.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field
from enum import Enum
from pathlib import Path

from cardkit.paths import lies_inside

_CONTROL_CHARACTERS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
"""Everything but tab that a terminal may act on rather than print."""


class Severity(str, Enum):
    """How bad a finding is; only errors fail a run."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, order=True)
class Diagnostic:
    """One finding at one place. `file` is relative to the project root (posix form)."""

    file: str
    line: int
    column: int
    code: str
    severity: Severity = field(compare=False)
    message: str
    hint: str | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, object]:
        data = asdict(self)
        data["severity"] = self.severity.value
        return {key: data[key] for key in ("code", "severity", "file", "line", "column", "message", "hint")}


class Report:
    """Collects diagnostics from every stage of a run so the designer sees them all at once."""

    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.files: set[str] = set()
        self.silenced: dict[str, int] = {}

    def add(self, diagnostic: Diagnostic) -> None:
        self.diagnostics.append(diagnostic)

    def extend(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics.extend(diagnostics)

    def count_silenced(self, code: str) -> None:
        """Remember a finding a definition silenced with `ignore:`; it is still counted."""
        self.silenced[code] = self.silenced.get(code, 0) + 1

    def sorted(self) -> list[Diagnostic]:
        return sorted(set(self.diagnostics))

    def count(self, severity: Severity) -> int:
        return sum(1 for d in set(self.diagnostics) if d.severity is severity)

    @property
    def has_errors(self) -> bool:
        return self.count(Severity.ERROR) > 0

    def summary(self) -> dict[str, int]:
        return {
            "errors": self.count(Severity.ERROR),
            "warnings": self.count(Severity.WARNING),
            "files": len(self.files),
            "silenced": sum(self.silenced.values()),
        }


def source_line(root: Path, diagnostic: Diagnostic) -> str | None:
    """The offending line of the file, to print under the message; None if unreadable.

    Only a regular file inside `root` is read: a diagnostic may name a symlink out of the
    project, whose target must not be echoed. Control characters show as U+FFFD, so a hostile
    file cannot send escape sequences to the designer's terminal.
    """
    path = root / diagnostic.file
    if diagnostic.line < 1 or not path.is_file() or not lies_inside(path, root):
        return None
    try:
        text = path.read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return None
    lines = text.splitlines()
    if diagnostic.line > len(lines):
        return None
    return _CONTROL_CHARACTERS.sub("\ufffd", lines[diagnostic.line - 1])


def format_text(diagnostic: Diagnostic, root: Path | None = None) -> str:
    """The human form: location, severity and code, message, source line with caret, hint."""
    out = [
        f"{diagnostic.file}:{diagnostic.line}:{diagnostic.column}: "
        f"{diagnostic.severity.value}[{diagnostic.code}] {diagnostic.message}"
    ]
    line = source_line(root, diagnostic) if root is not None else None
    if line is not None and len(line) <= 300:
        shown = line.expandtabs(1).rstrip("\r")
        out.append(f"    {shown}")
        out.append("    " + " " * max(diagnostic.column - 1, 0) + "^")
    if diagnostic.hint:
        out.append(f"    hint: {diagnostic.hint}")
    return "\n".join(out)


def format_summary(report: Report) -> str:
    s = report.summary()
    text = f"{s['errors']} error(s), {s['warnings']} warning(s) in {s['files']} file(s)"
    if s["silenced"]:
        text += f"; {s['silenced']} finding(s) silenced by ignore"
    return text


def format_json(report: Report) -> str:
    return json.dumps(
        {"diagnostics": [d.to_json() for d in report.sorted()], "summary": report.summary()},
        ensure_ascii=False,
        indent=2,
    )
