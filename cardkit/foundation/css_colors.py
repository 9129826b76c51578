"""CSS colours: which texts are colours, and each one as sRGB channels.

A theme's colour ends up in three readers: WeasyPrint's CSS, the SVG figures drawn from
templates, and matplotlib's charts. They must all see the same colour, so a colour is parsed
once here with tinycss2 (the CSS parser WeasyPrint itself uses) and written back in the one form
all three read: `#rrggbb`, or `rgba(r, g, b, a)` when it is translucent. The schemas' `css-color`
format asks the same question, so a colour no reader could use is refused at its line.

Names are kept as a list of their own, not taken from a CSS library's private table, so the
did-you-mean candidates cannot change under us.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from tinycss2 import color4

CSS_COLOR_NAMES: frozenset[str] = frozenset(
    ["aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black", "blanchedalmond", "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse", "chocolate", "coral", "cornflowerblue", "cornsilk", "crimson", "cyan", "darkblue", "darkcyan", "darkgoldenrod", "darkgray", "darkgreen", "darkgrey", "darkkhaki", "darkmagenta", "darkolivegreen", "darkorange", "darkorchid", "darkred", "darksalmon", "darkseagreen", "darkslateblue", "darkslategray", "darkslategrey", "darkturquoise", "darkviolet", "deeppink", "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick", "floralwhite", "forestgreen", "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod", "gray", "green", "greenyellow", "grey", "honeydew", "hotpink", "indianred", "indigo", "ivory", "khaki", "lavender", "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan", "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink", "lightsalmon", "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey", "lightsteelblue", "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon", "mediumaquamarine", "mediumblue", "mediumorchid", "mediumpurple", "mediumseagreen", "mediumslateblue", "mediumspringgreen", "mediumturquoise", "mediumvioletred", "midnightblue", "mintcream", "mistyrose", "moccasin", "navajowhite", "navy", "oldlace", "olive", "olivedrab", "orange", "orangered", "orchid", "palegoldenrod", "palegreen", "paleturquoise", "palevioletred", "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue", "purple", "rebeccapurple", "red", "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen", "seashell", "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey", "snow", "springgreen", "steelblue", "tan", "teal", "thistle", "tomato", "turquoise", "violet", "wheat", "white", "whitesmoke", "yellow", "yellowgreen"]
)
"""The CSS Color 4 named colours (transparent and currentcolor are no player's colour)."""

CSS_COLOR_FORMAT = "css-color"
"""The JSON Schema `format` of a theme colour, checked with `css_color`."""

_HEX = re.compile(r"^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$")
_FUNCTION = re.compile(r"^(?:rgba?|hsla?|hwb)\(", re.IGNORECASE)
_SRGB_SPACES = frozenset({"srgb", "hsl", "hwb"})
"""Colour spaces tinycss2 converts to sRGB; lab(), oklch(), color() are refused rather than guessed."""


@dataclass(frozen=True)
class Rgba:
    """A colour as 0-255 channels and an opacity from 0 to 1."""

    red: int
    green: int
    blue: int
    alpha: float = 1.0

    @property
    def hex(self) -> str:
        """`#rrggbb`, opacity left out (for readers that take it apart, like SVG's `fill-opacity`)."""
        return f"#{self.red:02x}{self.green:02x}{self.blue:02x}"

    @property
    def hex_with_alpha(self) -> str:
        """`#rrggbb`, or `#rrggbbaa` when translucent (what matplotlib reads)."""
        return self.hex if self.alpha >= 1 else f"{self.hex}{round(self.alpha * 255):02x}"

    @property
    def css(self) -> str:
        """The colour as every reader takes it: `#rrggbb`, or `rgba(...)` when translucent."""
        if self.alpha >= 1:
            return self.hex
        return f"rgba({self.red}, {self.green}, {self.blue}, {_decimal(self.alpha)})"

    def faded(self, alpha: float) -> Rgba:
        """The same colour at `alpha` times its own opacity (a heat map's cell, a faint pattern)."""
        return Rgba(self.red, self.green, self.blue, round(self.alpha * alpha, 3))

    def __str__(self) -> str:
        return self.css


def css_color(text: str) -> Rgba | None:
    """The colour `text` writes, or None: a hex code (#rgb, #rgba, #rrggbb, #rrggbbaa), a CSS
    colour name or `transparent`, or rgb(), rgba(), hsl(), hsla(), hwb() in either CSS syntax."""
    value = text.strip()
    if not (_HEX.match(value) or _FUNCTION.match(value) or value.lower() in CSS_COLOR_NAMES or value.lower() == "transparent"):
        return None
    parsed = color4.parse_color(value)
    if not isinstance(parsed, color4.Color) or parsed.space not in _SRGB_SPACES:
        return None
    coordinates = parsed.to("srgb").coordinates
    if not all(math.isfinite(number) for number in (*coordinates, parsed.alpha)):  # rgb(1e400 0 0)
        return None
    red, green, blue = (min(255, max(0, round(channel * 255))) for channel in coordinates)
    return Rgba(red, green, blue, round(min(1.0, max(0.0, parsed.alpha)), 3))


def _decimal(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".") or "0"
