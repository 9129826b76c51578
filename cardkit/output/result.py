"""What every output build hands back (cards, sheets, rulebook, errata, report): the files it
wrote and what it found. Each build keeps its own result class with its own extras; a command
reports any of them through this one interface."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Protocol, runtime_checkable

from cardkit.foundation.diagnostics import Diagnostic, Severity


@runtime_checkable
class OutputResult(Protocol):
    """An output build's result: `paths` written, `diagnostics` found, and whether it failed."""

    @property
    def paths(self) -> Sequence[Path]: ...

    @property
    def diagnostics(self) -> Sequence[Diagnostic]: ...

    @property
    def has_errors(self) -> bool: ...


def any_error(diagnostics: Iterable[Diagnostic]) -> bool:
    """Whether one of `diagnostics` is an error: a build that found one writes nothing."""
    return any(diagnostic.severity is Severity.ERROR for diagnostic in diagnostics)


def written(result: OutputResult) -> list[Path]:
    """The files a build may say it wrote: none when it failed (the last good ones stay)."""
    return [] if result.has_errors else list(result.paths)
