"""Print profiles: the `print:` mapping of cardkit.yaml resolved into exact millimetres.

A designer names what they want (`card: tarot`, `paper: Letter`, a `print-shop` preset) and
every later stage works from one `PrintProfile` of plain numbers. Shapes are checked against
`schemas/print.schema.json`, the same fragment the project schema uses, so the editor's hover
text and these diagnostics never disagree; what a schema cannot say (a card too big for its
paper, a default naming no profile) is checked here. Every problem points at its line in
cardkit.yaml (codes B1xx).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator

from cardkit.diagnostics import Diagnostic, Severity
from cardkit.project import CONFIG_NAME
from cardkit.schemas import schema_dir

Locate = Callable[[tuple[str | int, ...]], tuple[int, int]]
"""Where a value of cardkit.yaml was written: a path like ("print", "bleed") to (line, column)."""

CARD_SIZES: dict[str, tuple[float, float]] = {
    "poker": (63, 88),
    "bridge": (57, 89),
    "tarot": (70, 120),
    "mini": (44, 63),
}
PAPER_SIZES: dict[str, tuple[float, float]] = {
    "A4": (210, 297),
    "A3": (297, 420),
    "Letter": (215.9, 279.4),
    "Legal": (215.9, 355.6),
}
BASE_SETTINGS: dict[str, Any] = {
    "card": "poker",
    "paper": "A4",
    "orientation": "portrait",
    "layout": "sheet",
    "bleed": 0,
    "crop_marks": True,
    "gutter": 0,
    "margin": 5,
    "backs": True,
    "duplex": "long-edge",
    "duplex_offset": {"x": 0, "y": 0},
}
PRESETS: dict[str, dict[str, Any]] = {
    "home": {},
    "print-shop": {"layout": "single", "bleed": 3},
}
DEFAULT_PROFILES = ("home", "print-shop")


@dataclass(frozen=True)
class PrintProfile:
    """Everything imposition and the page CSS need, in millimetres."""

    name: str
    card_width: float
    card_height: float
    layout: str  # "sheet" (n-up on paper) or "single" (one card per page, with bleed)
    paper_width: float
    paper_height: float
    bleed: float
    crop_marks: bool
    gutter: float
    margin: float
    backs: bool
    duplex: str  # "long-edge" or "short-edge"
    duplex_offset: tuple[float, float]

    @property
    def single(self) -> bool:
        return self.layout == "single"

    @property
    def card_size(self) -> tuple[float, float]:
        return (self.card_width, self.card_height)

    @property
    def cell_size(self) -> tuple[float, float]:
        """A card with its bleed on every side: what a sheet must make room for."""
        return (self.card_width + 2 * self.bleed, self.card_height + 2 * self.bleed)

    @property
    def grid(self) -> tuple[int, int]:
        """(columns, rows) of cells that fit the paper inside the margin; (1, 1) for single."""
        if self.single:
            return (1, 1)
        cell_width, cell_height = self.cell_size
        usable_width = self.paper_width - 2 * self.margin + self.gutter
        usable_height = self.paper_height - 2 * self.margin + self.gutter
        # A hair of tolerance so 3 × 63 mm on 189 mm of usable paper counts as fitting.
        columns = int((usable_width + 1e-6) // (cell_width + self.gutter))
        rows = int((usable_height + 1e-6) // (cell_height + self.gutter))
        return (max(columns, 0), max(rows, 0))


@dataclass(frozen=True)
class PrintSettings:
    """All profiles of a project and the ones built when the user names none."""

    profiles: dict[str, PrintProfile]
    default: tuple[str, ...]


class ProfileProblems(Exception):
    """`print:` cannot be used as written; `diagnostics` say where and why."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__("; ".join(d.message for d in diagnostics))
        self.diagnostics = diagnostics


@cache
def print_schema() -> dict[str, Any]:
    """The `print:` schema, the same file cardkit.yaml's schema refers to (one source of truth)."""
    return json.loads((schema_dir() / "print.schema.json").read_text(encoding="utf-8"))


def resolve_print_settings(settings: Mapping[str, Any], locate: Locate) -> PrintSettings:
    """Check `print:` and build every profile; raise `ProfileProblems` listing all problems at once."""
    problems = [_schema_diagnostic(error, locate) for error in _schema_errors(settings)]
    if problems:
        raise ProfileProblems(problems)
    shared = {key: value for key, value in settings.items() if key in BASE_SETTINGS}
    configured: Mapping[str, Mapping[str, Any]] = settings.get("profiles") or {}
    profiles: dict[str, PrintProfile] = {}
    for name in dict.fromkeys([*PRESETS, *configured]):
        own = configured.get(name, {})
        preset = own.get("preset", name if name in PRESETS else "home")
        values = {**BASE_SETTINGS, **PRESETS[preset], **shared, **own}
        origin = {key: ("print", key) for key in shared} | {
            key: ("print", "profiles", name, key) for key in own
        }
        profile = _build(name, values)
        problems += _fit_problems(profile, origin, locate)
        profiles[name] = profile
    default = tuple(settings.get("default") or DEFAULT_PROFILES)
    for index, name in enumerate(default):
        if name not in profiles:
            problems.append(
                _diagnostic(
                    "B102",
                    locate(("print", "default", index)),
                    f"`default` names the profile '{name}', which does not exist",
                    f"known profiles: {', '.join(profiles)}",
                )
            )
    if problems:
        raise ProfileProblems(problems)
    return PrintSettings(profiles, default)


def _schema_errors(settings: Mapping[str, Any]) -> list[Any]:
    validator = Draft202012Validator(print_schema())
    return sorted(validator.iter_errors(dict(settings)), key=lambda e: list(map(str, e.absolute_path)))


def _schema_diagnostic(error: Any, locate: Locate) -> Diagnostic:
    path = ("print", *error.absolute_path)
    if _unknown_key(error):  # point at the unknown key itself
        path = (*path, error.instance)
    dotted = ".".join(str(part) for part in path)
    return _diagnostic("B101", locate(path), f"`{dotted}`: {_plain(error)}", _hint(error))


def _plain(error: Any) -> str:
    """The jsonschema message, cut down to what a designer needs for the common cases."""
    if _unknown_key(error):
        return f"unknown setting {error.instance!r}"
    if error.validator == "oneOf":
        return f"{error.instance!r} is neither a known name nor a {{width, height}} size"
    return error.message


def _unknown_key(error: Any) -> bool:
    return "propertyNames" in error.schema_path


def _hint(error: Any) -> str | None:
    if _unknown_key(error):
        return f"known settings here: {', '.join(error.schema['enum'])}"
    description = error.schema.get("description") if isinstance(error.schema, dict) else None
    if error.validator == "oneOf":
        description = error.parent.schema.get("description") if error.parent else description
    return description


def _build(name: str, values: Mapping[str, Any]) -> PrintProfile:
    card_width, card_height = _size(values["card"], CARD_SIZES)
    paper_width, paper_height = _size(values["paper"], PAPER_SIZES)
    if values["orientation"] == "landscape":
        paper_width, paper_height = paper_height, paper_width
    offset = values["duplex_offset"]
    return PrintProfile(
        name=name,
        card_width=card_width,
        card_height=card_height,
        layout=values["layout"],
        paper_width=paper_width,
        paper_height=paper_height,
        bleed=float(values["bleed"]),
        crop_marks=bool(values["crop_marks"]),
        gutter=float(values["gutter"]),
        margin=float(values["margin"]),
        backs=bool(values["backs"]),
        duplex=values["duplex"],
        duplex_offset=(float(offset.get("x", 0)), float(offset.get("y", 0))),
    )


def _size(value: str | Mapping[str, float], named: Mapping[str, tuple[float, float]]) -> tuple[float, float]:
    if isinstance(value, str):
        return named[value]
    return (float(value["width"]), float(value["height"]))


def _fit_problems(
    profile: PrintProfile, origin: Mapping[str, tuple[str | int, ...]], locate: Locate
) -> list[Diagnostic]:
    """A sheet profile whose paper cannot hold one card (with bleed, inside the margin)."""
    if min(profile.grid) > 0:
        return []
    culprit = next((origin[key] for key in ("card", "paper", "margin", "bleed") if key in origin), None)
    position = locate(culprit) if culprit else locate(("print",))
    return [
        _diagnostic(
            "B103",
            position,
            f"profile '{profile.name}': a {profile.card_width:g}×{profile.card_height:g} mm card "
            f"(bleed {profile.bleed:g} mm) does not fit on {profile.paper_width:g}×{profile.paper_height:g} mm "
            f"paper inside a {profile.margin:g} mm margin",
            "use a larger paper, a landscape orientation, a smaller margin, or `layout: single`",
        )
    ]


def _diagnostic(code: str, position: tuple[int, int], message: str, hint: str | None = None) -> Diagnostic:
    line, column = position
    return Diagnostic(CONFIG_NAME, line, column, code, Severity.ERROR, message, hint)


def config_locator(root: Path) -> Locate:
    """Locate values of the project's cardkit.yaml, re-read with positions (Project keeps plain data)."""
    from cardkit.loading import load_yaml

    document, _ = load_yaml(root / CONFIG_NAME, root)
    if document is None:
        return lambda path: (1, 1)

    def locate(path: tuple[str | int, ...]) -> tuple[int, int]:
        position = document.position(path)
        return (position.line, position.column)

    return locate
