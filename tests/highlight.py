"""How a test finds the errata outline on a card picture: pixels of the theme's `errata.changed`
colour (#e0a000), give or take antialiasing; a face without highlight has none."""

from __future__ import annotations

from PIL import Image


def amber_pixels(image: Image.Image) -> int:
    data = image.convert("RGB").tobytes()
    return sum(
        1 for i in range(0, len(data), 3) if abs(data[i] - 0xE0) < 12 and abs(data[i + 1] - 0xA0) < 12 and data[i + 2] < 24
    )
