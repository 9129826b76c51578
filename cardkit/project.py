"""A project is any folder with a `cardkit.yaml`: where its content, templates and outputs live."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardkit.diagnostics import Diagnostic, Severity
from cardkit.loading import LOADING_CODES, Code, JsonPath, LocatedDocument, Position, code_table
from cardkit.loading.document import START
from cardkit.paths import lies_inside, shown_path

CONFIG_NAME = "cardkit.yaml"

CONFIG_CODES: dict[str, Code] = code_table(
    Code("C001", Severity.ERROR, "a folder cardkit.yaml names lies outside the project, or build/ inside content/"),
    Code("C002", Severity.ERROR, "cardkit.yaml's rules: names no check or rulebook finding"),
)
"""cardkit.yaml's own codes, for what its schema cannot say; its YAML and schema problems keep
their Y and S codes."""


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
    config: LocatedDocument | None = field(default=None, compare=False, repr=False)
    """cardkit.yaml as read, so a problem found later in a setting points at its line."""

    @property
    def config_path(self) -> Path:
        return self.root / CONFIG_NAME

    def relpath(self, path: Path) -> str:
        """The path as diagnostics show it: relative to the project root, posix form. A symlink
        is named where it stands in the project, not where it points."""
        for where in (path.absolute, lambda: path.parent.resolve() / path.name):
            try:
                relative = where().relative_to(self.root)
            except (ValueError, OSError, RuntimeError):  # elsewhere, or a folder that is a symlink loop
                continue
            if ".." not in relative.parts:
                return shown_path(relative)
        return shown_path(path)

    def config_problem(self, code: str, message: str, path: JsonPath, *, key: bool = False) -> Diagnostic:
        """A cardkit.yaml problem (a CONFIG_CODES code) at the setting `path` (its key with `key`)."""
        return _config_problem(code, message, self.config.position(path, key=key) if self.config else START)


def find_project_root(start: Path) -> Path:
    """The folder holding `cardkit.yaml`: `start` itself, as DESIGN.md says (no upward search,
    so a command never silently acts on a different project than the one named)."""
    root = start.resolve()
    if not root.is_dir():
        raise ProjectError(f"{start}: no such folder")
    if not (root / CONFIG_NAME).is_file():
        message = f"{root} has no {CONFIG_NAME}, so it is not a cardkit project"
        hint = "run the command inside a cardkit project, or pass --project DIR (`cardkit init DIR` starts one)"
        missing = Diagnostic(CONFIG_NAME, 1, 1, "Y011", LOADING_CODES["Y011"].severity, message, hint)
        raise ProjectError(f"{message}; {hint}", [missing], root)
    return root


def project_from_config(root: Path, config: dict[str, Any], located: LocatedDocument | None = None) -> Project:
    """Build the Project from a validated `cardkit.yaml` mapping (`located`: the same, with lines)."""
    folders = {key: _inside(root, value, key, located) for key, value in _folders(config).items()}
    content, build = folders["content"], folders["build"]
    if build == content or content in build.parents:
        message = f"`build: {config.get('build', 'build')}` is inside the content folder; cardkit never writes into content/"
        raise ProjectError(message, [_config_problem("C001", message, _value_position(located, "build"))], root)
    return Project(
        root=root,
        name=str(config.get("name", root.name)),
        content_dir=content,
        build_dir=build,
        templates_dir=folders.get("templates"),
        rule_overrides=dict(config.get("rules") or {}),
        print_settings=dict(config.get("print") or {}),
        config=located,
    )


def _folders(config: dict[str, Any]) -> dict[str, str]:
    """The folders cardkit.yaml names, with their defaults (templates has none)."""
    named = {"content": config.get("content", "content"), "build": config.get("build", "build")}
    return named | ({"templates": config["templates"]} if config.get("templates") else {})


def _inside(root: Path, value: str, key: str, located: LocatedDocument | None) -> Path:
    """Resolve a configured folder, refusing one that leaves the project (`..`, absolute, a symlink)."""
    path = root / value
    if not lies_inside(path, root):
        message = f"`{key}: {value}` points outside the project; use a folder inside it"
        raise ProjectError(message, [_config_problem("C001", message, _value_position(located, key))], root)
    return path.resolve()


def _value_position(located: LocatedDocument | None, key: str) -> Position:
    return located.position((key,)) if located else START


def _config_problem(code: str, message: str, position: Position) -> Diagnostic:
    return Diagnostic(CONFIG_NAME, position.line, position.column, code, CONFIG_CODES[code].severity, message)
