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

from cardkit.foundation.css_colors import Rgba
from cardkit.theme.anatomy import GENERIC, Anatomy, Slot, slot_css

FONT_FORMATS = {".ttf": "truetype", ".otf": "opentype", ".woff": "woff", ".woff2": "woff2"}
"""The `format()` hint of an `@font-face` source, by file suffix."""
PROCESS_BLACK = "device-cmyk(0 0 0 1)"
"""Black ink alone (C 0, M 0, Y 0, K 100 %), which WeasyPrint writes as DeviceCMYK."""
PROCESS_BLACK_TOKENS = ("card-text",)
"""The tokens of card text that `black_text: k-only` prints in `PROCESS_BLACK`."""
GENERIC_KIND = "card"
"""The colours section (`colors.card`) whose `frame` and `title` serve kinds the theme does not list."""
REFERENCE_FONT_PT = 7.4
"""The card text size of the reference card slots are written for (`theme.art.BASE_FONT_SIZE`)."""
DEFAULT_TEXT_FLOOR_PT = 6.5
"""The smallest text size text fitting sets a card's text at when the theme names none."""
BACK_SHARED = "none"
"""`back.group: none`: every card shares one back, in the generic frame colour."""
BACK_BY_KIND = "kind"
"""`back.group: kind`: one back per card kind, in the kind's colour."""

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
    """The back's styles (`pattern`, `border`, `emblem`, `label`); `back.group` is `back_group`."""
    anatomy: Mapping[str, Anatomy] = field(default_factory=dict)
    """Card kind (or `card`, for kinds not listed) -> its slots (`cardkit.theme.anatomy`)."""
    values: Mapping[str, Mapping[str, KindColors]] = field(default_factory=dict)
    """Field id -> value -> the frame and title colours of the cards with that value (a faction's
    colour), over their kind's."""
    text_floor_pt: float = DEFAULT_TEXT_FLOOR_PT
    """The smallest size text fitting may set a card's text at, in pt (`text.floor`)."""
    inks: tuple[tuple[str, str], ...] = ()
    """Custom properties printed with a press ink instead of their colour (`with_process_black`)."""
    back_group: str = BACK_SHARED
    """Which cards share a back (`back.group`): `BACK_SHARED`, `BACK_BY_KIND` or a field's id."""

    def with_process_black(self) -> Theme:
        """This theme with the card text in 100 % K: the black plate alone prints it, so small
        type stays sharp on a press whose plates are slightly off register. The token itself
        keeps its colour for every other output and profile."""
        return replace(self, inks=tuple((name, PROCESS_BLACK) for name in PROCESS_BLACK_TOKENS))

    @property
    def families(self) -> tuple[str, ...]:
        """The font families the theme has files for, each once: a document's only fonts."""
        return tuple(dict.fromkeys(face.family for face in self.faces))

    def color(self, section: str, token: str) -> Rgba:
        """A colour by section and token, for what takes values rather than var(): SVG, charts."""
        return self.colors[section][token]

    def kind(self, kind: str) -> KindColors:
        """A card kind's colours; a kind the theme does not list gets the generic card colours."""
        found = self.kinds.get(kind)
        if found is not None:
            return found
        return self.generic_colors()

    def generic_colors(self) -> KindColors:
        """The frame and title colours of a card the theme colours no other way (`colors.card`)."""
        return KindColors(self.color(GENERIC_KIND, "frame"), self.color(GENERIC_KIND, "title"))

    def icon(self, icon_id: str) -> Rgba:
        """The colour of an icon (the generic one for an icon the theme does not list)."""
        return self.icons.get(icon_id) or self.color(GENERIC_KIND, "icon")

    def slots(self, kind: str) -> Anatomy:
        """A kind's slots (the generic ones for a kind the theme does not list)."""
        return self.anatomy.get(kind) or self.anatomy.get(GENERIC) or {}

    def slot(self, kind: str, name: str) -> Slot | None:
        """One slot of a kind's face, or None when its anatomy has no such slot (no art window)."""
        return self.slots(kind).get(name)

    def text_floor(self, kind: str) -> float:
        """The smallest size text fitting may set `kind`'s text at: its `text` slot's floor, else the theme's."""
        slot = self.slot(kind, "text")
        return slot.floor if slot is not None and slot.floor is not None else self.text_floor_pt

    def slot_rules(self) -> list[str]:
        """The CSS rules placing every kind's slots (`cardkit.theme.anatomy.slot_css`)."""
        return list(slot_css(self.anatomy, REFERENCE_FONT_PT))

    def value_colors(self, values: Mapping[str, object]) -> KindColors | None:
        """The colours a card's field values give it (the first field the theme colours by), or
        None: the card keeps its kind's."""
        for field_id, by_value in self.values.items():
            value = values.get(field_id)
            if isinstance(value, str) and value in by_value:
                return by_value[value]
        return None

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
        yield "text-floor", f"{self.text_floor_pt}pt"

    def face_named_at(self, url: str) -> Where | None:
        """Where the game's theme names the font file of `url`, for a refused file's diagnostic."""
        return next((face.named_at for face in self.faces if face.named_at and face.url == url), None)

    def fingerprint(self) -> list[object]:
        """Everything of the theme a page depends on, as plain data for a cache key: font files
        by their name and origin (the cache records their bytes), never by absolute path."""
        faces = [[face.family, face.file, face.named_at is not None, face.weight, face.style] for face in self.faces]
        slots = [[kind, [sorted(vars(slot).items()) for slot in kind_slots.values()]] for kind, kind_slots in self.anatomy.items()]
        colored = [[field_id, [[value, colors.frame.css, colors.title.css] for value, colors in by_value.items()]] for field_id, by_value in self.values.items()]
        return [self.properties(), faces, slots, colored, self.back_group]


def _css_name(token: str) -> str:
    """A YAML key as a custom property name: `title_text` -> `title-text`."""
    return token.replace("_", "-")
