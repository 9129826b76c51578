"""What cardkit needs to know of a font file's bytes, each table read at most once per process:
which characters it has glyphs for (R150), and whether every table decompiles (B404: a
truncated download does not).

`cardkit check` asks the coverage of every font the theme draws with, and the verdict of each
font the game registers itself; the renderers' strict fetcher asks the verdict of each font it
serves. Decompiling a large font costs about a second, so one process opens each font once and
decompiles each table once, only the tables the questions asked need (the cmap alone for the
coverage). A usable font's coverage is kept in the user's cache folder by the digest of its
bytes, as its verdict is (`cardkit.output.file_gate`): a check reads no font's tables when none
changed.
"""

from __future__ import annotations

import contextlib
import io
import warnings
from collections import OrderedDict
from collections.abc import Iterator
from typing import Any

from cardkit.foundation.hashing import bytes_digest
from cardkit.foundation.user_cache import keep_json, kept_json

CACHE_FOLDER = "font-coverage"
"""The user cache's folder of fonts' coverage, one JSON list of code points per digest."""

OPEN_FONTS = 8
"""How many opened fonts one process keeps (the preview and the language server run for hours)."""


class FontFile:
    """One font file's bytes, opened at most once, each table decompiled at most once."""

    def __init__(self, data: bytes, digest: str) -> None:
        self.data = data
        self.digest = digest
        self._fonts: list[Any] | None = None
        self._coverage: frozenset[int] | None = None
        self._problem: tuple[str | None] | None = None

    def coverage(self) -> frozenset[int]:
        """The code points of its (first) font's best cmap; none when that cannot be read."""
        if self._coverage is None:
            self._coverage = _kept(self.digest)
        if self._coverage is None:
            points: frozenset[int] = frozenset()
            with contextlib.suppress(Exception), _quiet():  # an unreadable font draws nothing
                points = frozenset(self._opened()[0].getBestCmap() or {})
            self._coverage = _keep(self.digest, points)
        return self._coverage

    def problem(self) -> str | None:
        """Why it would not render, or None when every table of every font in it decompiles."""
        if self._problem is None:
            self._problem = (self._read_every_table(),)
        return self._problem[0]

    def _opened(self) -> list[Any]:
        if self._fonts is None:
            from fontTools.ttLib import TTCollection, TTFont

            self._fonts = TTCollection(io.BytesIO(self.data)).fonts if self.data[:4] == b"ttcf" else [TTFont(io.BytesIO(self.data))]
        return self._fonts

    def _read_every_table(self) -> str | None:
        try:
            with _quiet():
                for font in self._opened():
                    for tag in font.keys():  # noqa: SIM118 - a TTFont is no dict: iterating it lists no tables
                        font[tag]  # decompiles the table (once: fontTools keeps it): a truncated file fails here
        except Exception as error:  # fontTools raises anything from struct.error to AssertionError
            return f"not a font that can be read ({type(error).__name__}: {error})"[:300]
        return None


_OPEN: OrderedDict[str, FontFile] = OrderedDict()


def font_file(data: bytes) -> FontFile:
    """This process's `FontFile` for `data`, by digest: asked twice, the tables are read once."""
    digest = bytes_digest(data)
    found = _OPEN.pop(digest, None) or FontFile(data, digest)
    _OPEN[digest] = found
    while len(_OPEN) > OPEN_FONTS:
        _OPEN.popitem(last=False)
    return found


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """fontTools' notes on odd but usable tables are not the user's business."""
    import logging  # only where a font is read: a check whose fonts are all known never is

    logger = logging.getLogger("fontTools")
    level, logger.level = logger.level, logging.ERROR
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        logger.setLevel(level)


def _kept(digest: str) -> frozenset[int] | None:
    """A font's coverage from the user cache, or None (not there, damaged, no home folder)."""
    points = kept_json(CACHE_FOLDER, digest)
    if not isinstance(points, list) or not all(isinstance(point, int) for point in points):
        return None
    return frozenset(points)


def _keep(digest: str, points: frozenset[int]) -> frozenset[int]:
    """Keep a coverage in the user cache, unless empty (an unreadable font: read again next
    time, as the designer is about to replace it)."""
    if points:
        keep_json(CACHE_FOLDER, digest, sorted(points))
    return points
