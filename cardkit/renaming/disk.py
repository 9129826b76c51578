"""The project on disk as a rename plans over it: what the language server's session is,
without an editor's buffers (`cardkit rename`)."""

from __future__ import annotations

from pathlib import Path

from cardkit.foundation.paths import shown_path
from cardkit.loading import LoadProblem, read_project_file
from cardkit.lsp.symbols import Symbols
from cardkit.project.validate import LoadedProject


class ProjectOnDisk:
    """A checked project's files read from disk, each once, and the names its game defines."""

    def __init__(self, loaded: LoadedProject) -> None:
        self.loaded: LoadedProject | None = loaded
        self.root = loaded.project.root.resolve()
        self._texts: dict[str, str] = {}
        self._symbols = Symbols(loaded.game, self.text_of)

    @property
    def symbols(self) -> Symbols | None:
        return self._symbols

    def text_of(self, relpath: str) -> str:
        """A project file's text as read when the rename was planned ('' unreadable): the text
        the plan's spans count in, which `apply` checks is still on disk before it writes."""
        if relpath not in self._texts:
            try:
                self._texts[relpath] = read_project_file((self.root / relpath).resolve(), self.root)
            except LoadProblem:
                self._texts[relpath] = ""
        return self._texts[relpath]

    def relative(self, path: Path) -> str:
        return shown_path(path.resolve().relative_to(self.root))
