"""Atomic output: a build either replaces a file whole or leaves the last good one in place.

Everything is written to a temporary file in the target's own folder (so the final rename
never crosses file systems) and moved into place with `os.replace`, which is atomic. A failed or
interrupted build removes its temporary file; a reader never sees half a PDF.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO


def write_atomically(target: Path, write: Callable[[BinaryIO], object]) -> Path:
    """Call `write` with a temporary file next to `target`, then rename it onto `target`."""
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            write(stream)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    return target


def write_bytes_atomically(target: Path, data: bytes) -> Path:
    return write_atomically(target, lambda stream: stream.write(data))
