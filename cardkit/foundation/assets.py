"""A game's asset folder (`content/assets/`): which files it holds, asked safely.

Art files and template questions (`asset_exists`) name assets by their path inside the folder.
The name comes from a designer's YAML or a project's template, so it must not reach outside the
folder: `../../etc/passwd`, an absolute path or a symlink out of it is simply not an asset.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from cardkit.foundation.paths import lies_inside

ASSETS_FOLDER = "assets"
"""The asset folder's name inside the content folder, unless cardkit.yaml's `art:` names another."""
ART_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".svg")
"""The image formats art may have: what WeasyPrint draws and a print shop accepts."""


@dataclass(frozen=True)
class Assets:
    """The files under one asset folder (`folder` need not exist: then it has none)."""

    folder: Path

    @classmethod
    def of_content(cls, content_dir: Path, folder: str = ASSETS_FOLDER) -> Assets:
        return cls(content_dir / folder)

    def path(self, name: str | None) -> Path | None:
        """The regular file `name` names inside the folder, or None (none named, absent, outside,
        not a file: an art credit may come before its file)."""
        if not name:
            return None
        written = PurePosixPath(name)
        if written.is_absolute() or ".." in written.parts or "\\" in name:
            return None
        candidate = self.folder.joinpath(*written.parts)
        try:
            if not lies_inside(candidate, self.folder) or not candidate.is_file():
                return None
        except OSError:  # a name no file system can hold
            return None
        return candidate

    def exists(self, name: str) -> bool:
        """Whether `name` is a file of the folder: what templates ask with `asset_exists`."""
        return self.path(name) is not None

    def url(self, name: str) -> str | None:
        """The `file:` URL of the image `name`, for an `<img>`; None when the folder has no such
        art file (the template then draws its placeholder)."""
        path = self.path(name)
        return path.as_uri() if path is not None and path.suffix.lower() in ART_SUFFIXES else None

    def names(self, suffixes: tuple[str, ...] = ART_SUFFIXES) -> list[str]:
        """Every file of the folder with one of `suffixes`, by its name there: for did-you-mean."""
        if not self.folder.is_dir():
            return []
        found = (path for path in self.folder.rglob("*") if path.suffix.lower() in suffixes and path.is_file())
        return sorted(path.relative_to(self.folder).as_posix() for path in found)
