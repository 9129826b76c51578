"""A sheet's legal-status line: which rules and which content it was printed from, and whether
`cardkit check` passed the army.

Players bring printed sheets to a game weeks later; the line lets them see that two sheets
come from the same ruleset and content, and that nobody's army was printed in spite of the
rules. The revision is the build's (`cardkit.revision`), the same one the rulebook's cover prints.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from cardkit.diagnostics import Diagnostic, Severity
from cardkit.revision import Revision

REVISION_LABELS = {"commit": "sheets.revision.commit", "dirty": "sheets.revision.dirty", "digest": "sheets.revision.digest"}
"""The label a sheet prints its revision with, by `Revision.kind`."""


@dataclass(frozen=True)
class Legality:
    """What the status line and the "EXÉRCITO INVÁLIDO" banner say about one sheet."""

    ruleset_version: str | None
    revision: Revision
    errors: tuple[Diagnostic, ...]
    """The errors `cardkit check` found in the files the sheet is printed from."""

    @property
    def revision_label(self) -> str:
        """The label the status line prints the revision with (its `{ident}` filled in)."""
        return REVISION_LABELS[self.revision.kind]

    @property
    def passed(self) -> bool:
        return not self.errors

    @property
    def codes(self) -> list[str]:
        """The finding codes, each once, for the banner."""
        return sorted({d.code for d in self.errors})


def concerning(diagnostics: Iterable[Diagnostic], files: Iterable[str]) -> list[Diagnostic]:
    """The diagnostics in `files`: what a sheet printed from those files must answer for."""
    wanted = set(files)
    return sorted({d for d in diagnostics if d.file in wanted})


def errors_of(diagnostics: Iterable[Diagnostic]) -> tuple[Diagnostic, ...]:
    return tuple(d for d in diagnostics if d.severity is Severity.ERROR)
