"""What ends a command: one base class for every error a command stops on.

A `CardkitError` carries what the user is shown: its diagnostics (each printed with its source
line and caret), a one-line `headline` printed as `error: ...`, and the exit code. The command
line catches the base once (`cardkit.commands.common.run_stage`) and prints every kind the
same way, so a new kind of failure needs only a subclass, never a new `except` clause.

Subclasses keep the standard base that says what they are (a failed write is also an `OSError`,
a malformed SOURCE_DATE_EPOCH also a `ValueError`), so this class defines no `__init__` of its
own: the attributes below are class-level defaults that a subclass or an instance overrides.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardkit.foundation.diagnostics import Diagnostic

REFUSED = 1
"""Exit code of a command that refused what it was asked (an existing file, an invalid game)."""
USAGE = 2
"""Exit code of a usage or configuration problem: no project, a bad cardkit.yaml, an unwritable folder."""


class CardkitError(Exception):
    """A problem that ends a command with `exit_code`, shown as its `diagnostics` and `headline`."""

    exit_code: int = REFUSED
    diagnostics: Sequence[Diagnostic] = ()
    root: Path | None = None
    """The project the diagnostics' files are relative to: their source lines are shown when set."""

    @property
    def headline(self) -> str:
        """The line printed after the diagnostics, as `error: <headline>`."""
        return str(self)
