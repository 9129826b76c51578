"""A project is any folder with a `cardkit.yaml`: where its content, templates and outputs live.

Opening one turns cardkit.yaml, once its schema accepted it, into the typed `ProjectConfig`
(`cardkit.config.settings`) in one pass that also checks what the schema cannot (C001, and B102/B103 for
print profiles); every problem found is one `ProjectError`, exit code 2, each at its line.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardkit.codes.config import CONFIG_CODES, FOLDER_OUTSIDE
from cardkit.codes.loading import LOADING_CODES, UNREADABLE_FILE
from cardkit.config.accepted import Accepted
from cardkit.config.print_profiles import print_problems, resolve_print_settings
from cardkit.config.settings import ProjectConfig, SettingProblem
from cardkit.foundation.assets import ASSETS_FOLDER, Assets
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.foundation.errors import USAGE, CardkitError
from cardkit.foundation.paths import lies_inside, shown_path
from cardkit.loading import JsonPath, LocatedDocument, Position
from cardkit.loading.document import START

CONFIG_NAME = "cardkit.yaml"
CONTENT_FOLDER = "content"
"""The content folder when cardkit.yaml's `content:` names none (cardkit.schema.json's default)."""
BUILD_FOLDER = "build"
"""The build folder when cardkit.yaml's `build:` names none (cardkit.schema.json's default)."""


class ProjectError(CardkitError):
    """A usage or configuration problem (exit code 2): no project, unreadable config.

    When the problem is in cardkit.yaml itself, `diagnostics` locate it (relative to `root`)
    so the designer sees the line, the caret and the hint as for any other file.
    """

    exit_code = USAGE

    def __init__(self, message: str, diagnostics: Sequence[Diagnostic] = (), root: Path | None = None) -> None:
        super().__init__(message)
        self.diagnostics = list(diagnostics)
        self.root = root

    @property
    def headline(self) -> str:
        if self.diagnostics:
            return f"{CONFIG_NAME} has {len(self.diagnostics)} problem(s); fix them first"
        return str(self)


@dataclass(frozen=True)
class Project:
    """Where things are, resolved once so no other module joins paths by hand, and the typed
    settings of cardkit.yaml (`config`), read and checked once when the project opened."""

    root: Path
    config: ProjectConfig
    build_dir: Path
    """Where this run writes: the configured build folder, or `build/<locale>` for a translation."""
    document: LocatedDocument | None = field(default=None, compare=False, repr=False)
    """cardkit.yaml as read, so a problem found later in a setting points at its line."""

    @property
    def name(self) -> str:
        return self.config.name

    @property
    def content_dir(self) -> Path:
        return self.config.content_dir

    @property
    def assets(self) -> Assets:
        """The art folder cardkit.yaml's `art:` names (default `content/assets/`)."""
        return Assets(self.config.assets_dir)

    @property
    def templates_dir(self) -> Path | None:
        return self.config.templates_dir

    @property
    def rule_overrides(self) -> Mapping[str, str]:
        """cardkit.yaml's `rules:`: a check's code to the level the project wants."""
        return self.config.rules

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
        return _config_problem(code, message, self.document.position(path, key=key) if self.document else START)


def find_project_root(start: Path) -> Path:
    """The folder holding `cardkit.yaml`: `start` itself (no upward search, so a command never
    silently acts on a different project than the one named)."""
    root = start.resolve()
    if not root.is_dir():
        raise ProjectError(f"{start}: no such folder")
    if not (root / CONFIG_NAME).is_file():
        message = f"{root} has no {CONFIG_NAME}, so it is not a cardkit project"
        hint = "run the command inside a cardkit project, or pass --project DIR (`cardkit init DIR` starts one)"
        missing = Diagnostic(CONFIG_NAME, 1, 1, UNREADABLE_FILE, LOADING_CODES[UNREADABLE_FILE].severity, message, hint)
        raise ProjectError(f"{message}; {hint}", [missing], root)
    return root


def project_from_config(root: Path, config: Mapping[str, Any], located: LocatedDocument | None = None) -> Project:
    """Build the Project from a schema-valid `cardkit.yaml` mapping (`located`: the same, with
    lines): every setting typed and checked in this one pass, so no later stage validates one
    again. A ProjectError lists every problem found, each at its line and column."""
    problems: list[SettingProblem] = []
    folders = _folders(root, config, problems)
    printing = config.get("print") or {}
    print_settings = resolve_print_settings(printing)
    problems += print_problems(printing, print_settings)
    if problems:
        diagnostics = sorted((_located(problem, located) for problem in problems), key=lambda d: (d.line, d.column))
        raise ProjectError("\n".join(d.message for d in diagnostics), diagnostics, root)
    typed = ProjectConfig(
        name=str(config.get("name", root.name)),
        content_dir=folders["content"],
        assets_dir=folders["content"] / str(config.get("art", ASSETS_FOLDER)),
        build_dir=folders["build"],
        templates_dir=folders.get("templates"),
        rules=dict(config.get("rules") or {}),
        print_settings=print_settings,
        accepted=Accepted.read(config.get("accepted")),
    )
    return Project(root=root, config=typed, build_dir=typed.build_dir, document=located)


def _folders(root: Path, config: Mapping[str, Any], problems: list[SettingProblem]) -> dict[str, Path]:
    """The folders cardkit.yaml names (templates has no default), resolved; one that leaves the
    project (`..`, absolute, a symlink), or a build folder inside content/, is a C001 problem."""
    named = {"content": config.get("content", CONTENT_FOLDER), "build": config.get("build", BUILD_FOLDER)}
    named |= {"templates": config["templates"]} if config.get("templates") else {}
    folders: dict[str, Path] = {}
    refused: set[str] = set()
    for key, value in named.items():
        path = root / value
        if lies_inside(path, root):
            folders[key] = path.resolve()
        else:
            folders[key] = path
            refused.add(key)
            problems.append(SettingProblem(FOLDER_OUTSIDE, (key,), f"`{key}: {value}` points outside the project; use a folder inside it"))
    content, build = folders["content"], folders["build"]
    if not refused & {"content", "build"} and (build == content or content in build.parents):
        message = f"`build: {named['build']}` is inside the content folder; cardkit never writes into content/"
        problems.append(SettingProblem(FOLDER_OUTSIDE, ("build",), message))
    return folders


def _located(problem: SettingProblem, located: LocatedDocument | None) -> Diagnostic:
    """A setting's problem as a diagnostic at the line and column the setting was written."""
    position = located.position(problem.path) if located else START
    return _config_problem(problem.code, problem.message, position, problem.hint)


def _config_problem(code: str, message: str, position: Position, hint: str | None = None) -> Diagnostic:
    """A diagnostic in cardkit.yaml: its C code's severity; a print profile's B1xx is an error."""
    severity = CONFIG_CODES[code].severity if code in CONFIG_CODES else Severity.ERROR
    return Diagnostic(CONFIG_NAME, position.line, position.column, code, severity, message, hint)
