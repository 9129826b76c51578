"""A project is any folder with a `cardkit.yaml`: where its content, templates and outputs live."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from cardkit.diagnostics import Diagnostic

CONFIG_NAME = "cardkit.yaml"


class ProjectError(Exception):
    """A usage or configuration problem (exit code 2): no project, unreadable config.

    When the problem is in cardkit.yaml itself, `diagnostics` locate it (relative to `root`)
    so the designer sees the line, the caret and the hint as for any other file.
    """

    def __init__(self, message: str, diagnostics: Sequence[Diagnostic] = (), root: Path | None = None) -> None:
        super().__init__(message)
        self.diagnostics = list(diagnostics)
        self.root = root


@dataclass(frozen=True)
class Project:
    """Where things are, resolved once so no other module joins paths by hand."""

    root: Path
    name: str
    content_dir: Path
    build_dir: Path
    templates_dir: Path | None
    rule_overrides: dict[str, str] = field(default_factory=dict)
    print_settings: dict[str, Any] = field(default_factory=dict)

    @property
    def config_path(self) -> Path:
        return self.root / CONFIG_NAME

    def relpath(self, path: Path) -> str:
        """The path as diagnostics show it: relative to the project root, posix form."""
        try:
            return path.resolve().relative_to(self.root).as_posix()
        except ValueError:
            return path.as_posix()


def find_project_root(start: Path) -> Path:
    """The folder holding `cardkit.yaml`: `start` itself, as DESIGN.md says (no upward search,
    so a command never silently acts on a different project than the one named)."""
    root = start.resolve()
    if not root.is_dir():
        raise ProjectError(f"{start}: no such folder")
    if not (root / CONFIG_NAME).is_file():
        raise ProjectError(
            f"{root}: no {CONFIG_NAME} here; run the command inside a cardkit project "
            f"or pass --project DIR (a new one is made with `cardkit init DIR`)"
        )
    return root


def project_from_config(root: Path, config: dict[str, Any]) -> Project:
    """Build the Project from a validated `cardkit.yaml` mapping."""
    templates = config.get("templates")
    return Project(
        root=root,
        name=str(config.get("name", root.name)),
        content_dir=_inside(root, config.get("content", "content"), "content"),
        build_dir=_inside(root, config.get("build", "build"), "build"),
        templates_dir=_inside(root, templates, "templates") if templates else None,
        rule_overrides=dict(config.get("rules") or {}),
        print_settings=dict(config.get("print") or {}),
    )


def _inside(root: Path, value: str, key: str) -> Path:
    """Resolve a configured folder, refusing one that leaves the project (`..`, absolute)."""
    path = (root / value).resolve()
    if path != root and root not in path.parents:
        raise ProjectError(f"{CONFIG_NAME}: `{key}: {value}` points outside the project; use a folder inside it")
    return path
