"""Which characters the theme's fonts can draw: a character none of them has would be drawn
from whatever system font the machine happens to have, or print as an empty box.

A font's coverage is its cmap, read with its other tables at most once per process and kept in
the user's cache folder by the digest of the font's bytes (`cardkit.foundation.font_files`), so a
check reads no font's tables when none changed.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from pathlib import Path

from cardkit.foundation.font_files import font_file
from cardkit.theme.model import Theme

IGNORED = frozenset(range(0x20)) | {0x7F, 0xA0, 0x200B, 0x200C, 0x200D, 0xFEFF}
"""Control and spacing characters no font needs a glyph for (a line break, a no-break space)."""


@functools.lru_cache(maxsize=64)
def _coverage(path: Path, mtime: int, size: int) -> frozenset[int]:
    try:
        data = path.read_bytes()
    except OSError:
        return frozenset()
    return font_file(data).coverage()


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
