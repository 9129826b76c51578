"""Whether an image's bytes decode in full, and what they hold: one answer for `cardkit check`
(R802, R803) and for the renderers' strict fetcher (B404).

WeasyPrint, once imported, tells Pillow to accept truncated images
(`ImageFile.LOAD_TRUNCATED_IMAGES`), so a download cut short would print half a picture and
pass every check made after it. Asked here, it never passes, whatever was imported before.

A raster image is measured by its header before a pixel is decoded: a 631-byte JPEG may claim
12000 × 12000 pixels and decode to 600 MB. Pillow's decompression-bomb guard weighs the header,
held here to MAX_PIXELS and counted as an error, never as a warning. An SVG is parsed in full by
defusedxml, which refuses entity declarations (the billion-laughs bomb) and external
references, so an SVG broken after its root element is found before it prints an empty window.
"""

from __future__ import annotations

import io
import re
import warnings
from dataclasses import dataclass


@dataclass(frozen=True)
class Decoded:
    """What Pillow found: the format's name (`PNG`, `JPEG`, `WEBP`...) and the size in px, or
    why the bytes are no image it can decode in full."""

    format: str | None = None
    size: tuple[int, int] = (0, 0)
    problem: str | None = None


MAX_PIXELS = 40_000_000
"""The most pixels an image may have (40 million: an A3 page at 400 dpi); decoded, that is
160 MB at four bytes a pixel. No card, sheet or book page prints more."""


def decode(data: bytes) -> Decoded:
    """Decode `data` in full, truncated images and decompression bombs refused."""
    from PIL import Image, ImageFile  # loaded only where an image is looked at

    lenient, guard = ImageFile.LOAD_TRUNCATED_IMAGES, Image.MAX_IMAGE_PIXELS
    ImageFile.LOAD_TRUNCATED_IMAGES, Image.MAX_IMAGE_PIXELS = False, min(guard or MAX_PIXELS, MAX_PIXELS)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as image:  # reads the header; Pillow's guard weighs its size
                image.load()
                return Decoded(image.format, (int(image.size[0]), int(image.size[1])))
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as error:
        return Decoded(problem=_too_many_pixels(str(error), Image.MAX_IMAGE_PIXELS))
    except Exception as error:  # Pillow raises OSError, ValueError, SyntaxError...
        return Decoded(problem=f"not an image that can be decoded ({type(error).__name__}: {_without_addresses(str(error))})"[:300])
    finally:
        ImageFile.LOAD_TRUNCATED_IMAGES, Image.MAX_IMAGE_PIXELS = lenient, guard


def _too_many_pixels(pillow_says: str, budget: int) -> str:
    """Pillow's guard names the pixels the header claims: `Image size (144000000 pixels) ...`."""
    claimed = re.search(r"\((\d+) pixels\)", pillow_says)
    count = f"{int(claimed[1]):,} pixels" if claimed else "more pixels"
    return (f"the image claims {count}, more than the {budget:,} cardkit decodes "
            "(a decompression bomb, or art far larger than anything prints: scale it down)")


def svg_problem(data: bytes) -> str | None:
    """Why `data` is not an SVG image that can be read in full, or None."""
    from defusedxml import DefusedXmlException
    from defusedxml.ElementTree import ParseError, fromstring

    try:
        root = fromstring(data, forbid_dtd=False, forbid_entities=True, forbid_external=True)
    except DefusedXmlException:
        return "not an SVG file cardkit reads: it declares XML entities or external references, as an entity bomb does"
    except ParseError as error:
        return f"not an SVG file that can be read ({error})"[:300]
    if root.tag.rsplit("}", 1)[-1] != "svg":
        return "the file is XML, but not an SVG image"
    return None


OBJECT_REPR = re.compile(r"\s*<[^<>]* at 0x[0-9a-fA-F]+>")
"""Pillow names the stream it read (`<_io.BytesIO object at 0x7f…>`): a memory address, which
would make the same problem two findings, one per layout that met it."""


def _without_addresses(message: str) -> str:
    return OBJECT_REPR.sub("", message)
