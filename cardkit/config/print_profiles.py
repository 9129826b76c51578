"""Print profiles: the `print:` mapping of cardkit.yaml resolved into exact millimetres.

A designer names what they want (`card: tarot`, `paper: Letter`, a `print-shop` preset) and
every later stage works from one `PrintProfile` of plain numbers. The shapes were checked by
cardkit.yaml's schema (`schemas/print.schema.json`, the fragment the editor's hover text comes
from) before this runs; what a schema cannot say, a card too big for its paper (B103) or a
default naming no profile (B102), is reported here as a `SettingProblem` at the setting's path.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardkit.codes.build import CARD_DOES_NOT_FIT, UNKNOWN_PROFILE
from cardkit.config.settings import PrintProfile, PrintSettings, SettingProblem
from cardkit.loading import JsonPath

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
    "output_intent": "none",
    "black_text": "theme",
    "black_text_under": 9,
    "proof": True,
}
"""Every setting's value when cardkit.yaml writes none: the one source of these defaults
(print.schema.json states the same `default`s for the editor, and a test keeps them equal)."""
DEFAULT_PRESET = "home"
"""The preset a profile that names none starts from (`preset:`), unless it is a preset's own name."""
PRESETS: dict[str, dict[str, Any]] = {
    "home": {},
    # A print shop gets PDF/X-4 for ISO Coated v2 (FOGRA39), Europe's offset and digital standard,
    # and cuts by the TrimBox: marks only when asked, then outside the bleed.
    # A print shop gets the final cards only: a proof is what the team prints at home.
    # Its small black text prints on the black plate alone, so it stays sharp when plates misregister.
    "print-shop": {"layout": "single", "bleed": 3, "crop_marks": False, "output_intent": "iso-coated-v2", "proof": False,
                   "black_text": "k-only-small"},
}
DEFAULT_PROFILES = ("home", "print-shop")
"""The profiles `cardkit build cards` writes when `print: default:` names none."""
FIT_CULPRITS = ("card", "paper", "margin", "bleed")
"""The settings a B103 points at, the first one written winning: what most likely made the card not fit."""


def resolve_print_settings(settings: Mapping[str, Any]) -> PrintSettings:
    """Every profile of a schema-valid `print:` mapping: the presets, then the shared settings,
    then the profile's own; `default` as written (`print_problems` says when it names no profile)."""
    profiles = {name: _build(name, _values(settings, name)) for name in _profile_names(settings)}
    paper = settings.get("paper")
    named = paper if isinstance(paper, str) and paper in PAPER_SIZES else BASE_SETTINGS["paper"]
    return PrintSettings(profiles, tuple(settings.get("default") or DEFAULT_PROFILES), named)


def print_problems(settings: Mapping[str, Any], resolved: PrintSettings) -> list[SettingProblem]:
    """What `resolved` cannot print, at the settings of `print:` that caused it."""
    problems = [
        problem for profile in resolved.profiles.values() if (problem := _fit_problem(settings, profile)) is not None
    ]
    for index, name in enumerate(resolved.default):
        if name not in resolved.profiles:
            problems.append(
                SettingProblem(
                    UNKNOWN_PROFILE,
                    ("print", "default", index),
                    f"`default` names the profile '{name}', which does not exist",
                    f"known profiles: {', '.join(resolved.profiles)}",
                )
            )
    return problems


def _configured(settings: Mapping[str, Any]) -> Mapping[str, Mapping[str, Any]]:
    return settings.get("profiles") or {}


def _profile_names(settings: Mapping[str, Any]) -> list[str]:
    return list(dict.fromkeys([*PRESETS, *_configured(settings)]))


def _shared(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The settings written directly under `print:`, which apply to every profile."""
    return {key: value for key, value in settings.items() if key in BASE_SETTINGS}


def _values(settings: Mapping[str, Any], name: str) -> dict[str, Any]:
    own = _configured(settings).get(name, {})
    preset = own.get("preset", name if name in PRESETS else DEFAULT_PRESET)
    return {**BASE_SETTINGS, **PRESETS[preset], **_shared(settings), **own}


def _written_at(settings: Mapping[str, Any], name: str, key: str) -> JsonPath | None:
    """Where cardkit.yaml sets `key` for the profile `name`: in the profile, else under `print:`."""
    if key in _configured(settings).get(name, {}):
        return ("print", "profiles", name, key)
    if key in _shared(settings):
        return ("print", key)
    return None


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
        output_intent=None if values["output_intent"] == "none" else values["output_intent"],
        black_text=values["black_text"],
        black_text_under=float(values["black_text_under"]),
        proof=bool(values["proof"]),
    )


def _size(value: str | Mapping[str, float], named: Mapping[str, tuple[float, float]]) -> tuple[float, float]:
    if isinstance(value, str):
        return named[value]
    return (float(value["width"]), float(value["height"]))


def _fit_problem(settings: Mapping[str, Any], profile: PrintProfile) -> SettingProblem | None:
    """A sheet profile whose paper cannot hold one card (with bleed, inside the margin)."""
    if min(profile.grid) > 0:
        return None
    written = (_written_at(settings, profile.name, key) for key in FIT_CULPRITS)
    culprit = next((path for path in written if path is not None), ("print",))
    return SettingProblem(
        CARD_DOES_NOT_FIT,
        culprit,
        f"profile '{profile.name}': a {profile.card_width:g}×{profile.card_height:g} mm card "
        f"(bleed {profile.bleed:g} mm) does not fit on {profile.paper_width:g}×{profile.paper_height:g} mm "
        f"paper inside a {profile.margin:g} mm margin",
        "use a larger paper, a landscape orientation, a smaller margin, or `layout: single`",
    )
