"""Diagnostics: the one way every stage reports a problem to the designer.

The format is a contract (docs/architecture.md, Contracts): `file:line:column:
severity[CODE] message`, the source line with a caret, a hint; or one JSON object for tools.
Exit codes follow from it.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import asdict, dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Protocol

from cardkit.foundation.paths import lies_inside

ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
"""What a diagnostic never prints as it is: controls (escape, NUL, BEL, DEL, C1), format
characters (bidi overrides and isolates, zero-width joiners), lone surrogates, and line and
paragraph separators. A terminal acts on the first (a title, a cleared screen), and the others
make text read differently from what it holds ("Raio" reversed, a name split in two)."""


def printable(text: str, keep: str = "") -> str:
    """`text` with every character of `ESCAPED_CATEGORIES` but those in `keep` written as its
    Python escape (`\\x1b`, `\\u202e`), so it reaches a terminal, a CI log or a JSON value as
    visible text. Letters of any script, accents and spaces are left as they are."""
    if text.isprintable():  # the common case, in C: no control, format or separator character
        return text
    return "".join(
        _escape(char) if char not in keep and unicodedata.category(char) in ESCAPED_CATEGORIES else char for char in text
    )


def _escape(char: str) -> str:
    code = ord(char)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


class Severity(str, Enum):
    """How bad a finding is; only errors fail a run."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, order=True)
class Diagnostic:
    """One finding at one place. `file` is relative to the project root (posix form). A
    finding in a spreadsheet names its `cell` (`Agents!D14`), its row and column as line and
    column."""

    file: str
    line: int
    column: int
    code: str
    severity: Severity = field(compare=False)
    message: str
    hint: str | None = field(default=None, compare=False)
    cell: str = ""

    def printable(self, keep: str = "") -> Diagnostic:
        """This diagnostic as every output format shows it: file, message and hint `printable`
        (but for `keep`). Names and values in messages come from the designer's files, escapes
        and all."""
        hint = printable(self.hint, keep) if self.hint is not None else None
        return replace(self, file=printable(self.file), message=printable(self.message, keep), hint=hint)

    def to_json(self) -> dict[str, object]:
        data = asdict(self)
        data["severity"] = self.severity.value
        keys = ("code", "severity", "file", "line", "column", "message", "hint", *(("cell",) if self.cell else ()))
        return {key: data[key] for key in keys}


class AcceptedFindings(Protocol):
    """What a report knows of the findings its project expects (`cardkit.config.settings.accepted.Accepted`)."""

    @property
    def note(self) -> str: ...

    def split(self, diagnostics: Iterable[Diagnostic]) -> tuple[list[Diagnostic], list[Diagnostic]]: ...


class Counted:
    """What a run found, counted: shared by the frozen `Findings` a stage hands on and the
    `Report` a stage or command collects into."""

    diagnostics: Sequence[Diagnostic]
    files: AbstractSet[str]
    silenced: Mapping[str, int]
    accepted: AcceptedFindings | None
    """The project's `accepted:` (cardkit.yaml): the findings its text output shows as one line."""

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


@dataclass(frozen=True)
class Findings(Counted):
    """What a stage found, handed on with its result and never changed: a later stage or a
    command that finds more collects into a `Report` of its own (`Report.following`)."""

    diagnostics: tuple[Diagnostic, ...] = ()
    files: frozenset[str] = frozenset()
    silenced: Mapping[str, int] = field(default_factory=dict)
    """Read-only by its type; a plain dict, so a project still pickles (the language server
    sends one to its layout process)."""
    accepted: AcceptedFindings | None = None


class Report(Counted):
    """Collects diagnostics from every step of one stage or one command, so the designer sees
    them all at once; `frozen()` is what the stage hands on."""

    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.files: set[str] = set()
        self.silenced: dict[str, int] = {}
        self.accepted: AcceptedFindings | None = None

    @classmethod
    def following(cls, findings: Counted) -> Report:
        """A new collector that starts from what an earlier stage found (that stage's findings
        are left as they were)."""
        report = cls()
        report.diagnostics = list(findings.diagnostics)
        report.files = set(findings.files)
        report.silenced = dict(findings.silenced)
        report.accepted = findings.accepted
        return report

    def add(self, diagnostic: Diagnostic) -> None:
        self.diagnostics.append(diagnostic)

    def extend(self, diagnostics: Iterable[Diagnostic]) -> None:
        self.diagnostics.extend(diagnostics)

    def count_silenced(self, code: str) -> None:
        """Remember a finding a definition silenced with `ignore:`; it is still counted."""
        self.silenced[code] = self.silenced.get(code, 0) + 1

    def frozen(self) -> Findings:
        return Findings(tuple(self.diagnostics), frozenset(self.files), dict(self.silenced), self.accepted)


BINARY_SUFFIXES = frozenset({".pdf"})
"""Files whose diagnostics name a page, not a text line (preflight's): never echoed."""
_LINE_BREAKS = re.compile("\r\n|\r|\n")
"""Where lines end for the loader's line numbers; `str.splitlines` would also break at form
feeds and separators, which are escaped on the line instead."""


MAX_ECHOED_BYTES = 4 * 1024 * 1024
"""The largest file a source line is echoed from: the largest cardkit reads as text at all (a PO
file's limit). A larger file was refused unread, at its line 1, and echoing that line would read
it whole: a 36 MB PO file cost 220 MB to show one line of."""


def source_line(root: Path, diagnostic: Diagnostic) -> str | None:
    """The offending line of the file, as written, to print under the message; None if unreadable.

    Only a regular file inside `root` and within MAX_ECHOED_BYTES is read: a diagnostic may name
    a symlink out of the project, whose target must not be echoed, or a file refused for its size.
    """
    path = root / diagnostic.file
    if path.suffix.lower() in BINARY_SUFFIXES:
        return None
    if diagnostic.line < 1 or not path.is_file() or not lies_inside(path, root):
        return None
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_ECHOED_BYTES + 1)
    except OSError:
        return None
    if len(raw) > MAX_ECHOED_BYTES:
        return None
    lines = _LINE_BREAKS.split(raw.decode("utf-8", errors="replace"))
    if diagnostic.line > len(lines):
        return None
    return lines[diagnostic.line - 1]


def format_text(diagnostic: Diagnostic, root: Path | None = None) -> str:
    """The human form: location, severity and code, message, source line with caret, hint."""
    shown = diagnostic.printable()
    place = f"{shown.file}:{printable(shown.cell)}" if shown.cell else f"{shown.file}:{shown.line}:{shown.column}"
    out = [f"{place}: {shown.severity.value}[{shown.code}] {shown.message}"]
    line = source_line(root, diagnostic) if root is not None and not diagnostic.cell else None
    if line is not None and len(line) <= 300:
        out += _line_and_caret(line, diagnostic.column)
    if shown.hint:
        out.append(f"    hint: {shown.hint}")
    return "\n".join(out)


def _line_and_caret(line: str, column: int) -> list[str]:
    """The source line with its escapes shown, and the caret under the same character: an
    escape before the column widens the line, so the caret moves with it."""
    offset = max(column - 1, 0)
    width = len(_source_text(line[:offset])) + max(offset - len(line), 0)
    return [f"    {_source_text(line)}", "    " + " " * width + "^"]


def _source_text(text: str) -> str:
    """Source as printed: a tab as one space (the caret's column counts it as one character)."""
    return printable(text.replace("\t", " "))


def format_summary(report: Counted) -> str:
    s = report.summary()
    text = f"{s['errors']} error(s), {s['warnings']} warning(s) in {s['files']} file(s)"
    if s["silenced"]:
        text += f"; {s['silenced']} finding(s) silenced by ignore"
    return text


def format_json(report: Counted) -> str:
    return json.dumps(
        {"diagnostics": [d.printable().to_json() for d in report.sorted()], "summary": report.summary()},
        ensure_ascii=False,
        indent=2,
    )
