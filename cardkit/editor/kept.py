"""Names of definition files that fail validation, for the editor schemas' enums.

cardkit leaves such a file out of the model, so its card would vanish from every enum and the
editor would flag each use of it as well as the file itself. Its raw `name:` is kept
instead, and `cardkit schema` says so, naming the file.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cardkit.editor import Kept
from cardkit.editor.enums import Named
from cardkit.loading import load_yaml
from cardkit.project.validate import VOCABULARY_FILE, LoadedProject


@dataclass(frozen=True)
class Rejected:
    """A definition file left out of the model, and the name its `name:` line gives, if any."""

    file: str
    kind: str
    name: str | None

    def line(self) -> str:
        """The warning `cardkit schema` prints for it."""
        if self.kind == "game":
            return f"warning: {self.file} fails validation: the game's words (its vocabularies) are left out of the schemas' enums (see cardkit validate)"
        if self.name is None:
            return f"warning: {self.file} fails validation and has no readable `name:`: it is left out of the schemas' enums (see cardkit validate)"
        return f"warning: {self.file} fails validation: its name '{self.name}' is kept in the schemas' enums from its `name:` line (see cardkit validate)"


def rejected_files(loaded: LoadedProject) -> list[Rejected]:
    """game.yaml when it is rejected, and every rejected file of a kind folder, with its raw
    `name:`, in file order."""
    project = loaded.project
    folders = {kind: project.content_dir / folder for kind, folder in loaded.game.kind_folders().items()}
    found = []
    for relpath in sorted(loaded.rejected):
        path = project.root / relpath
        if path == project.content_dir / VOCABULARY_FILE:
            found.append(Rejected(relpath, "game", None))
            continue
        kind = next((kind for kind, folder in folders.items() if path.parent == folder), None)
        if kind is not None:
            found.append(Rejected(relpath, kind, _raw_name(path, project.root)))
    return found


def kept_names(rejected: list[Rejected]) -> Kept:
    """The names to keep, by kind; the text is a note that the file does not validate."""
    kept: dict[str, list[Named]] = {}
    for entry in rejected:
        if entry.name is not None and entry.kind != "game":
            kept.setdefault(entry.kind, []).append((entry.name, f"({entry.file} does not validate: see cardkit validate)"))
    return kept


def _raw_name(path: Path, root: Path) -> str | None:
    doc, _problems = load_yaml(path, root)
    data = doc.data if doc is not None else None
    name = data.get("name") if isinstance(data, dict) else None
    return name.strip() if isinstance(name, str) and name.strip() else None
