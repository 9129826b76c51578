"""Findings a project expects: cardkit.yaml's `accepted:`, a note and the findings it covers.

A game may carry warnings on purpose. The bundled game encodes its seeds as they are written,
and the seeds contradict themselves (docs/seed-facts.md): `cardkit check` reports it, and the
content keeps the seeds' words. Printed in full, those warnings buried the ones a designer has to act on (a first
`make build` printed 34 of them). A finding an entry covers is still found and counted, and
every format for tools lists it; the text a person reads shows the covered ones as one line,
with the project's note saying why they are expected. An error is never covered: it fails the
run, and `rules:` is where a project changes a check's level.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cardkit.foundation.diagnostics import Diagnostic, Severity


@dataclass(frozen=True)
class AcceptedFinding:
    """One entry: a code, everywhere or in one file (a path from the project's root)."""

    code: str
    file: str | None = None

    def covers(self, diagnostic: Diagnostic) -> bool:
        return diagnostic.code == self.code and self.file in (None, diagnostic.file)


@dataclass(frozen=True)
class Accepted:
    """cardkit.yaml's `accepted:`: why the findings are expected (`note`) and which they are."""

    note: str = ""
    findings: tuple[AcceptedFinding, ...] = ()

    @classmethod
    def read(cls, data: Mapping[str, Any] | None) -> Accepted:
        """From a schema-valid `accepted:` mapping (None: the project accepts nothing)."""
        if not data:
            return cls()
        entries = tuple(AcceptedFinding(str(entry["code"]), entry.get("file")) for entry in data.get("findings") or ())
        return cls(str(data.get("note", "")).strip(), entries)

    def covers(self, diagnostic: Diagnostic) -> bool:
        return diagnostic.severity is not Severity.ERROR and any(entry.covers(diagnostic) for entry in self.findings)

    def split(self, diagnostics: Iterable[Diagnostic]) -> tuple[list[Diagnostic], list[Diagnostic]]:
        """The findings to show in full, and the ones the project accepted."""
        shown: list[Diagnostic] = []
        covered: list[Diagnostic] = []
        for diagnostic in diagnostics:
            (covered if self.covers(diagnostic) else shown).append(diagnostic)
        return shown, covered


def accepted_line(covered: Sequence[Diagnostic], note: str) -> str:
    """The one line that stands for the accepted findings: how many, of which codes, and why."""
    counts = Counter(diagnostic.code for diagnostic in covered)
    codes = ", ".join(code if count == 1 else f"{code} ×{count}" for code, count in sorted(counts.items()))
    why = f", {note}" if note else ""
    return f"accepted: {len(covered)} finding(s){why}: {codes} (cardkit.yaml `accepted:`; `--format json` lists each)"
