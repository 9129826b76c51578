"""A player's colour: which spellings are colours, and how to print on it so it reads in greyscale.

A player's colour may be a hex code ("#b3261e") or a CSS colour name ("crimson"). Both the
rules engine (is it a colour at all?) and the sheets (what ink reads on it?) need the same
answer, so it is computed here once. The names are `cardkit.foundation.css_colors`' list, the one theme
colours are checked against too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import tinycss2.color3

from cardkit.foundation.css_colors import CSS_COLOR_NAMES

_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")

SAME_COLOR_DISTANCE = 24
"""Colours whose channels all differ by at most this much (of 255) print alike on paper: two
players' colours must not be such colours, and a new file picks one far from the others."""

LIGHT_LUMINANCE = 0.4
"""Relative luminance above which black ink reads better than white on the colour (WCAG's
crossover is near 0.18; 0.4 keeps white text on mid reds and blues, as printed sheets do)."""


@dataclass(frozen=True)
class Rgb:
    """A colour as 0-255 channels."""

    red: int
    green: int
    blue: int

    @property
    def hex(self) -> str:
        return f"#{self.red:02x}{self.green:02x}{self.blue:02x}"

    @property
    def luminance(self) -> float:
        """WCAG relative luminance: how light the colour prints once the colour is gone."""

        def linear(channel: int) -> float:
            c = channel / 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        return 0.2126 * linear(self.red) + 0.7152 * linear(self.green) + 0.0722 * linear(self.blue)

    @property
    def ink(self) -> str:
        """The text colour that reads on this colour: black on light colours, white on dark ones."""
        return "#000000" if self.luminance > LIGHT_LUMINANCE else "#ffffff"

    def distance(self, other: Rgb) -> int:
        """The largest channel difference: 0 for the same colour, 255 for black against white."""
        return max(abs(self.red - other.red), abs(self.green - other.green), abs(self.blue - other.blue))


def parse_color(text: str) -> Rgb | None:
    """The colour `text` names (hex "#rrggbb" or a CSS name, any case), or None if it is none."""
    value = text.strip()
    if _HEX.match(value):
        return Rgb(int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16))
    if value.lower() not in CSS_COLOR_NAMES:
        return None
    rgba = tinycss2.color3.parse_color(value.lower())
    return Rgb(*(round(channel * 255) for channel in rgba[:3]))
