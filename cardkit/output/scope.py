"""One command's output scope: the project its writes stay inside and the folder its fetcher
keeps verdicts in.

These were process globals, a trap for the language server and the preview, which run many
checks and builds in one process. They are one frozen `OutputScope` now, held in a context
variable: each thread and each asyncio task sees its own, `scoped` sets one for a block and puts
the previous one back, and a command's top level sets its own for the rest of the run. What
stays process-wide is only what is true of every build: the digests of files already found to
render (`fetcher`), which are about a file's bytes.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from pathlib import Path


@dataclass(frozen=True)
class OutputScope:
    """What every write and every fetch of one command shares."""

    write_root: Path | None = None
    """The project every write stays inside (None: no project, no check below it)."""
    verdicts: Path | None = None
    """A build cache's folder keeping the digests of fonts and images found to render."""


_NO_SCOPE = OutputScope()
_SCOPE: ContextVar[OutputScope | None] = ContextVar("cardkit_output_scope", default=None)


def current_scope() -> OutputScope:
    return _SCOPE.get() or _NO_SCOPE


def enter_scope(**changes: Path | None) -> None:
    """Change the scope for the rest of this thread's (or task's) run: a command's top level, a
    worker process's initializer."""
    _SCOPE.set(replace(current_scope(), **changes))


@contextmanager
def scoped(**changes: Path | None) -> Iterator[OutputScope]:
    """The scope with `changes` for the block, the previous one after it."""
    token = _SCOPE.set(replace(current_scope(), **changes))
    try:
        yield current_scope()
    finally:
        _SCOPE.reset(token)
