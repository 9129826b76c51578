"""A theme as plain data: colours, fonts, font files, frame and back styles, ready for templates.

Templates never hold a colour or a font: `theme/theme.css` writes every token of the `Theme` as
a custom property of `:root` (`properties`), the font files as `@font-face` rules (`faces`), and
each card kind's colours where that kind's cards are (`kinds`). SVG figures, which WeasyPrint
draws without CSS variables, take the values themselves (`color`, `kind`, `icon`). A theme
is plain picklable data, so it travels to the card-rendering worker processes, and its
`fingerprint` goes into the build cache's keys.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from cardkit.css_colors import Rgba

FONT_FORMATS = {".ttf": "truetype", ".otf": "opentype", ".woff": "woff", ".woff2": "woff2"}
"""The `format()` hint of an `@font-face` source, by file suffix."""
PROCESS_BLACK = "device-cmyk(0 0 0 1)"
"""Black ink alone (C 0, M 0, Y 0, K 100 %), which WeasyPrint writes as DeviceCMYK."""
PROCESS_BLACK_TOKENS = ("card-text",)
"""The tokens of card text that `black_text: k-only` prints in `PROCESS_BLACK`."""
GENERIC_KIND = "card"
"""The colours section (`colors.card`) whose `frame` and `title` serve kinds the theme does not list."""
COMPACT_SUFFIX = "_compact"
"""`art.<kind>_compact`: the smaller art window text fitting gives a card with a long text."""

Where = tuple[str, int, int]
"""A place in a file a diagnostic can point at: relative path, line, column."""


@dataclass(frozen=True)
class Face:
    """One font file: the family, weight and style it provides, and where the theme names it
    (None for cardkit's bundled faces, which no designer wrote)."""

    family: str
    file: str
    path: Path
    weight: int = 400
    style: str = "normal"
    named_at: Where | None = None

    @property
    def url(self) -> str:
        return self.path.as_uri()

    @property
    def format(self) -> str:
        return FONT_FORMATS.get(self.path.suffix.lower(), "truetype")

    @property
    def key(self) -> tuple[str, int, str]:
        """What a face provides: a face with the same key replaces the one before it."""
        return (self.family.casefold(), self.weight, self.style)


@dataclass(frozen=True)
class KindColors:
    """One card kind's colours: its frame (bleed and backs too) and the top of its title band."""

    frame: Rgba
    title: Rgba


@dataclass(frozen=True)
class Theme:
    """Every token of one game's look: cardkit's defaults with the game's theme over them."""

    colors: Mapping[str, Mapping[str, Rgba]]
    """Section (`card`, `sheet`, `book`, `report`) -> token -> colour."""
    kinds: Mapping[str, KindColors]
    icons: Mapping[str, Rgba]
    """Icon id -> the colour a pack draws that icon in (the ids its `theme_icons` hook lists)."""
    fonts: Mapping[str, str]
    """Role (`title`, `heading`, `body`, `label`, `numbers`) -> family."""
    faces: tuple[Face, ...]
    frame: Mapping[str, str]
    back: Mapping[str, str]
    art: Mapping[str, str] = field(default_factory=dict)
    """Card kind (or `card`, for kinds not listed) -> height of its art window, a CSS length."""
    inks: tuple[tuple[str, str], ...] = ()
    """Custom properties printed with a press ink instead of their colour (`with_process_black`)."""

    def with_process_black(self) -> Theme:
        """This theme with the card text in 100 % K: the black plate alone prints it, so small
        type stays sharp on a press whose plates are slightly off register. The token itself
        keeps its colour for every other output and profile."""
        return replace(self, inks=tuple((name, PROCESS_BLACK) for name in PROCESS_BLACK_TOKENS))

    def color(self, section: str, token: str) -> Rgba:
        """A colour by section and token, for what takes values rather than var(): SVG, charts."""
        return self.colors[section][token]

    def kind(self, kind: str) -> KindColors:
        """A card kind's colours; a kind the theme does not list gets the generic card colours."""
        found = self.kinds.get(kind)
        if found is not None:
            return found
        return KindColors(self.color(GENERIC_KIND, "frame"), self.color(GENERIC_KIND, "title"))

    def icon(self, icon_id: str) -> Rgba:
        """The colour of an icon (the generic one for an icon the theme does not list)."""
        return self.icons.get(icon_id) or self.color(GENERIC_KIND, "icon")

    def art_height(self, kind: str) -> str:
        """The height of a kind's art window (the generic one for a kind the theme does not list)."""
        return self.art.get(kind) or self.art[GENERIC_KIND]

    def properties(self) -> list[tuple[str, str]]:
        """Every token as a CSS custom property (name without `--`, value), in a stable order."""
        return list(self._properties())

    def _properties(self) -> Iterator[tuple[str, str]]:
        for section, tokens in self.colors.items():
            for token, color in tokens.items():
                name = f"{section}-{_css_name(token)}"
                yield name, dict(self.inks).get(name, color.css)
        for kind, colors in self.kinds.items():
            yield f"kind-{kind}-frame", colors.frame.css
            yield f"kind-{kind}-title", colors.title.css
        for icon, color in self.icons.items():
            yield f"icon-{icon}", color.css
        for role, family in self.fonts.items():
            yield f"font-{_css_name(role)}", f'"{family}"'
        for name, length in self.frame.items():
            yield f"frame-{_css_name(name)}", length
        for name, style in self.back.items():
            yield f"back-{_css_name(name)}", style
        for kind, height in self.art.items():
            yield f"art-{_css_name(kind)}", height

    def face_named_at(self, url: str) -> Where | None:
        """Where the game's theme names the font file of `url`, for a refused file's diagnostic."""
        return next((face.named_at for face in self.faces if face.named_at and face.url == url), None)

    def fingerprint(self) -> list[object]:
        """Everything of the theme a page depends on, as plain data for a cache key: font files
        by their name and origin (the cache records their bytes), never by absolute path."""
        faces = [[face.family, face.file, face.named_at is not None, face.weight, face.style] for face in self.faces]
        return [self.properties(), faces]


def _css_name(token: str) -> str:
    """A YAML key as a custom property name: `title_text` -> `title-text`."""
    return token.replace("_", "-")
