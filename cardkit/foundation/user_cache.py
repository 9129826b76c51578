"""Where cardkit keeps, per user, what it learnt in earlier runs on this machine (schema texts
that passed the meta-schema check, the characters each font can draw, the fonts and images
found usable, the confusable sets of R403, parsed PO files, the findings of `cardkit check`
by the digest of its inputs): the platform's own cache folder, as platformdirs knows it (`$XDG_CACHE_HOME` or ~/.cache on Linux,
~/Library/Caches on macOS, %LOCALAPPDATA% on Windows). Anything in it may be deleted at any
time; it only saves work."""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any


def user_cache_folder(name: str) -> Path:
    """`<the platform's user cache>/cardkit/<name>`; RuntimeError or OSError without a home."""
    from platformdirs import user_cache_path

    return user_cache_path("cardkit", appauthor=False) / name


def kept_json(name: str, key: str) -> Any:
    """The JSON value kept under `key` (a digest of everything it was made from) in the folder
    `name`, or None when there is none (or it cannot be read: the caller makes it again)."""
    try:
        return json.loads((user_cache_folder(name) / f"{key}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError, RuntimeError):
        return None


def keep_json(name: str, key: str, value: Any) -> None:
    """Keep `value` under `key` for the next run, whole or not at all (a run beside this one
    never reads half a file); a cache that cannot be written only costs the work next time."""
    with contextlib.suppress(OSError, RuntimeError):
        marker = user_cache_folder(name) / f"{key}.json"
        marker.parent.mkdir(parents=True, exist_ok=True)
        written = marker.with_suffix(f".{os.getpid()}.tmp")
        written.write_text(json.dumps(value), encoding="utf-8")
        written.replace(marker)
