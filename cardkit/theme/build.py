"""A game's theme: cardkit's default theme (`themes/default.yaml`), its rules pack's tokens
(`Pack.theme_file`: the colours of the pack's kinds, for instance) over it, and the game's
`content/theme.yaml` over both.

The game's file names only the tokens it changes: mappings merge key by key, except that a kind
given a frame colour and no title colour gets a flat title band in its new frame colour (the
default band, shading from purple into a green frame, would be nobody's design). Its `faces` join
cardkit's bundled ones, a face of the same family, weight and style replacing the bundled face. The game's font
files live under `content/assets/fonts/`; the default theme's are cardkit's own (`cardkit/fonts`).
Both files were validated against `theme.schema.json` before they get here (the default one by
the tests), so building trusts their shape.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from cardkit.foundation.bundled import fonts_dir, load_bundled_yaml, package_data
from cardkit.foundation.css_colors import Rgba, css_color
from cardkit.loading import LocatedDocument
from cardkit.theme.anatomy import build_anatomy
from cardkit.theme.model import BACK_SHARED, DEFAULT_TEXT_FLOOR_PT, Face, KindColors, Theme

THEME_FILE = "theme.yaml"
"""The game's theme, in its content folder."""
FACE_KEYS: Mapping[str, Callable[[Any], Any]] = {"weight": int, "style": str}
"""A face's keys with a default, each with its reader: passed on only when written, so `Face`'s
defaults (400, normal) are the one source of them."""
BACK_GROUP_KEY = "group"
"""The key of `back:` that says which cards share a back (`Theme.back_group`), not a style."""
FONTS_FOLDER = Path("fonts")
"""Where a game's font files are, inside its art folder (`content/assets/fonts/` by default)."""
def default_theme_file() -> Path:
    """The default theme: package data in an installed wheel, else `<repo>/themes/default.yaml`."""
    return package_data("themes") / "default.yaml"


@cache
def _default_data(path: Path) -> Mapping[str, Any]:
    data = load_bundled_yaml(path.read_text(encoding="utf-8"))
    assert isinstance(data, dict), f"{path} must be a mapping of tokens"
    return data


def build_theme(game_theme: LocatedDocument | None, assets_dir: Path, pack_theme: Path | None = None) -> Theme:
    """The theme a game prints with: the defaults, the tokens of `pack_theme` (the game's pack's
    theme.yaml, when it has one) over them, and `game_theme` (its theme.yaml) over both."""
    base = _default_data(default_theme_file())
    if pack_theme is not None and pack_theme.is_file():
        base = _merged(base, _default_data(pack_theme))
    own: Mapping[str, Any] = game_theme.data if game_theme is not None else {}
    data = _merged(base, {key: value for key, value in own.items() if key != "faces"})
    for kind, colors in (own.get("kinds") or {}).items():
        if "frame" in colors and "title" not in colors:
            data["kinds"][kind] = {**data["kinds"][kind], "title": colors["frame"]}
    faces = _faces(base.get("faces", []), fonts_dir(), None)
    if game_theme is not None:
        faces = _joined(faces, _faces(own.get("faces", []), assets_dir / FONTS_FOLDER, game_theme))
    return Theme(
        colors={section: _colors(tokens) for section, tokens in data["colors"].items()},
        kinds={kind: KindColors(_color(colors["frame"]), _color(colors["title"])) for kind, colors in _kinds(data).items()},
        icons=_colors(data.get("icons", {})),
        fonts=dict(data["fonts"]),
        faces=faces,
        frame=dict(data["frame"]),
        back={name: style for name, style in data["back"].items() if name != BACK_GROUP_KEY},
        anatomy=build_anatomy(data.get("anatomy") or {}),
        values={field_id: _value_colors(data, by_value) for field_id, by_value in (data.get("values") or {}).items()},
        text_floor_pt=_points((data.get("text") or {}).get("floor"), DEFAULT_TEXT_FLOOR_PT),
        back_group=data["back"].get(BACK_GROUP_KEY, BACK_SHARED),
    )


def _merged(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """`base` with `over` laid on it, mapping by mapping."""
    merged = dict(base)
    for key, value in over.items():
        below = merged.get(key)
        merged[key] = _merged(below, value) if isinstance(below, Mapping) and isinstance(value, Mapping) else value
    return merged


def _kinds(data: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
    """Each listed kind's colours; a frame colour a kind leaves out is the generic card one."""
    generic = {"frame": data["colors"]["card"]["frame"], "title": data["colors"]["card"]["title"]}
    return {kind: {**generic, **(colors or {})} for kind, colors in data.get("kinds", {}).items()}


def _value_colors(data: Mapping[str, Any], by_value: Mapping[str, Mapping[str, str]]) -> dict[str, KindColors]:
    """The colours of each value of one field; a value given a frame and no title gets a flat band."""
    generic = data["colors"]["card"]
    colored = {}
    for value, colors in by_value.items():
        frame = colors.get("frame", generic["frame"])
        colored[value] = KindColors(_color(frame), _color(colors.get("title", frame)))
    return colored


def _points(length: str | float | None, default: float) -> float:
    """A size in pt from a theme length (`6.5pt`, or a bare number of pt)."""
    if length is None:
        return default
    return float(str(length).removesuffix("pt"))


def _faces(entries: list[Mapping[str, Any]], folder: Path, named_in: LocatedDocument | None) -> tuple[Face, ...]:
    return tuple(
        Face(
            family=entry["family"],
            file=entry["file"],
            path=folder / entry["file"],
            named_at=_where(named_in, ("faces", index, "file")) if named_in is not None else None,
            **{key: read(entry[key]) for key, read in FACE_KEYS.items() if entry.get(key) is not None},
        )
        for index, entry in enumerate(entries)
    )


def _joined(base: tuple[Face, ...], added: tuple[Face, ...]) -> tuple[Face, ...]:
    """The bundled faces with the game's: a game face takes the place of the face it replaces."""
    by_key = {face.key: face for face in base}
    by_key.update({face.key: face for face in added})
    return tuple(by_key.values())


def _where(doc: LocatedDocument, path: tuple[str | int, ...]) -> tuple[str, int, int]:
    position = doc.position(path)
    return doc.relpath, position.line, position.column


def _colors(tokens: Mapping[str, str]) -> dict[str, Rgba]:
    return {token: _color(value) for token, value in tokens.items()}


def _color(text: str) -> Rgba:
    color = css_color(text)
    assert color is not None, f"{text!r} passed the schema's css-color format, so it is a colour"
    return color
