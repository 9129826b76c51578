"""Which characters the theme's fonts can draw: a character none of them has would be drawn
from whatever system font the machine happens to have, or print as an empty box.

A font's coverage is its cmap (read with fontTools, which WeasyPrint already depends on), kept
in the user's cache folder by the digest of the font's bytes, so a check reads each font's
tables once, not on every run; in one process each file is read at most once.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from pathlib import Path

from cardkit.foundation.hashing import bytes_digest
from cardkit.foundation.user_cache import user_cache_folder
from cardkit.theme.model import Theme

IGNORED = frozenset(range(0x20)) | {0x7F, 0xA0, 0x200B, 0x200C, 0x200D, 0xFEFF}
"""Control and spacing characters no font needs a glyph for (a line break, a no-break space)."""


def _cache_folder() -> Path:
    return user_cache_folder("font-coverage")


def _read_cmap(data: bytes) -> list[int]:
    from io import BytesIO

    from fontTools.ttLib import TTFont

    font = TTFont(BytesIO(data), lazy=True, fontNumber=0)
    return sorted(font.getBestCmap() or {})


@functools.lru_cache(maxsize=64)
def _coverage(path: Path, mtime: int, size: int) -> frozenset[int]:
    data = path.read_bytes()
    marker = _cache_folder() / f"{bytes_digest(data)}.json"
    try:
        return frozenset(json.loads(marker.read_text(encoding="utf-8")))
    except (OSError, ValueError, RuntimeError):
        pass
    try:
        points = _read_cmap(data)
    except Exception:
        return frozenset()
    try:
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text(json.dumps(points), encoding="utf-8")
    except (OSError, RuntimeError):
        pass
    return frozenset(points)


def font_coverage(path: Path) -> frozenset[int]:
    """The code points one font file has glyphs for (none for a file that cannot be read)."""
    try:
        stat = path.stat()
    except OSError:
        return frozenset()
    return _coverage(path.resolve(), stat.st_mtime_ns, stat.st_size)


def theme_coverage(theme: Theme, extra: Iterable[Path] = ()) -> frozenset[int]:
    """Every code point some font of the theme (or `extra`, a symbol font) can draw."""
    covered: set[int] = set(IGNORED)
    for path in (*(face.path for face in theme.faces), *extra):
        covered |= font_coverage(path)
    return frozenset(covered)
