"""Where cardkit keeps, per user, what it learnt in earlier runs on this machine (schema texts
that passed the meta-schema check, the characters each font can draw, the fonts and images
found usable): the platform's own
cache folder, as platformdirs knows it (`$XDG_CACHE_HOME` or ~/.cache on Linux,
~/Library/Caches on macOS, %LOCALAPPDATA% on Windows). Anything in it may be deleted at any
time; it only saves work."""

from __future__ import annotations

from pathlib import Path


def user_cache_folder(name: str) -> Path:
    """`<the platform's user cache>/cardkit/<name>`; RuntimeError or OSError without a home."""
    from platformdirs import user_cache_path

    return user_cache_path("cardkit", appauthor=False) / name
