"""Whether an image's bytes decode in full, and what they hold: one answer for `cardkit check`
(R802, R803) and for the renderers' strict fetcher (B404).

WeasyPrint, once imported, tells Pillow to accept truncated images
(`ImageFile.LOAD_TRUNCATED_IMAGES`), so a download cut short would print half a picture and
pass every check made after it. Asked here, it never passes, whatever was imported before.
"""

from __future__ import annotations

import io
import warnings
from dataclasses import dataclass


@dataclass(frozen=True)
class Decoded:
    """What Pillow found: the format's name (`PNG`, `JPEG`, `WEBP`...) and the size in px, or
    why the bytes are no image it can decode in full."""

    format: str | None = None
    size: tuple[int, int] = (0, 0)
    problem: str | None = None


def decode(data: bytes) -> Decoded:
    """Decode `data` in full, truncated images refused."""
    from PIL import Image, ImageFile  # loaded only where an image is looked at

    lenient = ImageFile.LOAD_TRUNCATED_IMAGES
    ImageFile.LOAD_TRUNCATED_IMAGES = False
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with Image.open(io.BytesIO(data)) as image:
                image.load()
                return Decoded(image.format, (int(image.size[0]), int(image.size[1])))
    except Exception as error:  # Pillow raises OSError, ValueError, SyntaxError, DecompressionBombError...
        return Decoded(problem=f"not an image that can be decoded ({type(error).__name__}: {error})"[:300])
    finally:
        ImageFile.LOAD_TRUNCATED_IMAGES = lenient
