"""One project as the language server holds it: the editor's open buffers and the last check.

Every check is `cardkit check`'s own pipeline (`check_project`) run with the open buffers laid
over the disk (`cardkit.loading.overlay`), so the editor shows what the command would print if
the buffers were saved. What the pipeline caches between runs (the compiled schemas, the
meta-schema verdicts, the rule registry, the imported engine) stays warm in the server's
process, which is what makes a whole re-check fit in the time of one keystroke's pause.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from pathlib import Path

from cardkit.codes.loading import LOADING_CODES, UNREADABLE_FILE
from cardkit.config.project import CONFIG_NAME
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.errors import CardkitError
from cardkit.foundation.paths import lies_inside, shown_path
from cardkit.index.places import CONTENT
from cardkit.loading import LoadProblem, read_project_file
from cardkit.loading.overlay import Memo, overlay
from cardkit.lsp.symbols import Symbols
from cardkit.pipeline import check_project
from cardkit.project.validate import LoadedProject

log = logging.getLogger(__name__)

WATCHED_SUFFIXES = (".yaml", ".yml", ".po", ".md")
"""The files of a project the server checks: definitions and cardkit.yaml, PO catalogs, chapters."""


@dataclass
class Checked:
    """What one check found, by project file, and how long it took."""

    by_file: dict[str, list[Diagnostic]] = field(default_factory=dict)
    seconds: float = 0.0
    opened: bool = False
    """Whether the project opened (False: cardkit.yaml or the schemas stopped it)."""
    loaded: LoadedProject | None = None
    """The checked project, when it opened."""


class Session:
    """The project at `root`, its open buffers, and what the last check made of them."""

    def __init__(self, root: Path) -> None:
        self.root = root.resolve()
        self.buffers: dict[Path, str] = {}
        self.loaded: LoadedProject | None = None
        """The last check whose project opened: features keep working while cardkit.yaml is broken."""
        self._symbols: Symbols | None = None
        self.last = Checked()
        self.memo = Memo()
        """Parsed YAML and PO catalogs by file text, reused while a file is unchanged."""

    @property
    def symbols(self) -> Symbols | None:
        """The names of the last good check, built when a feature first asks (not on the way
        from a keystroke to its diagnostics)."""
        if self._symbols is None and self.loaded is not None:
            self._symbols = Symbols(self.loaded.game, self.text_of)
        return self._symbols

    @property
    def content_folder(self) -> str:
        """The project's content folder, from its folder (where kind folders and game.yaml are)."""
        content = self.loaded.project.content_dir.resolve() if self.loaded is not None else None
        if content is None or not lies_inside(content, self.root):
            return CONTENT
        return shown_path(content.relative_to(self.root))

    def owns(self, path: Path) -> bool:
        """Whether the server checks this file: one of the project's own text files."""
        return path.suffix in WATCHED_SUFFIXES and lies_inside(path, self.root)

    def relative(self, path: Path) -> str:
        return shown_path(path.resolve().relative_to(self.root))

    def open(self, path: Path, text: str) -> bool:
        """Lay an editor's buffer over its file; False (and ignored) for a file not the project's."""
        if not self.owns(path):
            return False
        self.buffers[path.resolve()] = text
        return True

    def close(self, path: Path) -> None:
        self.buffers.pop(path.resolve(), None)

    def text_of(self, relpath: str) -> str:
        """A project file's text as the editor has it: its buffer, else the disk's; '' unreadable."""
        path = (self.root / relpath).resolve()
        if path in self.buffers:
            return self.buffers[path]
        try:
            return read_project_file(path, self.root)
        except LoadProblem:
            return ""

    def check(self) -> Checked:
        """Check the buffers as they are now and keep the result (what the server does in two
        steps, the check in a thread of its own)."""
        checked = self.run_check(self.snapshot())
        self.accept(checked)
        return checked

    def snapshot(self) -> dict[Path, str]:
        """The open buffers as they are now: what a check started now sees."""
        return dict(self.buffers)

    def run_check(self, buffers: dict[Path, str]) -> Checked:
        """`cardkit check` over the disk with `buffers` on top. A project that cannot open gives
        the problems that stopped it. Changes nothing the features read (only the memo, which
        one check at a time uses), so it may run beside them."""
        started = time.perf_counter()
        checked = Checked()
        with overlay(buffers, self.memo):
            try:
                loaded = check_project(self.root)
            except CardkitError as error:
                found = list(error.diagnostics) or [_whole_project_problem(str(error))]
            else:
                found = list(loaded.checked or [])
                checked.opened = True
                checked.loaded = loaded
        self.memo.sweep()
        for diagnostic in found:
            checked.by_file.setdefault(diagnostic.file, []).append(diagnostic)
        checked.seconds = time.perf_counter() - started
        return checked

    def accept(self, checked: Checked) -> None:
        """Make `checked` the last check; its project, when it opened, the model the features
        read (the last good one stays while cardkit.yaml is broken)."""
        self.last = checked
        if checked.loaded is not None:
            self.loaded = checked.loaded
            self._symbols = None


def _whole_project_problem(message: str) -> Diagnostic:
    """A failure that names no file (no schemas found): shown on cardkit.yaml."""
    return Diagnostic(CONFIG_NAME, 1, 1, UNREADABLE_FILE, LOADING_CODES[UNREADABLE_FILE].severity, message)
