"""Whether `cardkit check` passed the files a sheet is printed from.

A sheet is never printed silently for an illegal army: the build refuses it, or with
`--allow-invalid` prints it under a banner naming the finding codes (a test print for the team,
never one for players). A legal sheet prints no verdict at all.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from cardkit.foundation.diagnostics import Diagnostic, Severity


@dataclass(frozen=True)
class Legality:
    """What the "EXÉRCITO INVÁLIDO" banner says about one sheet."""

    errors: tuple[Diagnostic, ...]
    """The errors `cardkit check` found in the files the sheet is printed from."""

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
