"""Image resolution at print size: pixels over the size the content stream draws the image at."""

from __future__ import annotations

import math
from collections.abc import Iterator

from cardkit.codes.preflight import LOW_IMAGE_RESOLUTION
from cardkit.preflight.content import ImageDraw
from cardkit.preflight.expect import Expectation
from cardkit.preflight.findings import Finding
from cardkit.preflight.geometry import mm
from cardkit.preflight.pdf import PdfFile

MIN_DPI = 300


def effective_dpi(draw: ImageDraw) -> float | None:
    """The lower of the two resolutions (pixels per inch across and down), None when drawn at no size."""
    a, b, c, d, _, _ = draw.ctm
    width_in, height_in = math.hypot(a, b) / 72, math.hypot(c, d) / 72
    if width_in <= 0 or height_in <= 0:
        return None
    return min(draw.pixels[0] / width_in, draw.pixels[1] / height_in)


def check_images(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    for number in range(1, pdf.page_count + 1):
        for draw in pdf.images(number):
            dpi = effective_dpi(draw)
            if dpi is not None and dpi < MIN_DPI - 0.5:
                a, b, c, d, _, _ = draw.ctm
                size = f"{mm(math.hypot(a, b)):.1f} × {mm(math.hypot(c, d)):.1f} mm"
                yield Finding(LOW_IMAGE_RESOLUTION, number,
                              f"an image of {draw.pixels[0]} × {draw.pixels[1]} px is drawn at {size}: {dpi:.0f} dpi",
                              f"use an image of at least {MIN_DPI} dpi at that size, or draw it smaller",
                              group=f"{draw.name} {draw.pixels}")
