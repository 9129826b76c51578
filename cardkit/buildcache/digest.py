"""Stable digests of what shapes an output: model objects, files and folders.

A key must change whenever an input changes and must not change otherwise, across processes,
machines and checkouts in different folders. So model objects are reduced to plain JSON (field
names and values, never `id()`-based reprs or dict order: `cardkit.model.canonical`), files to their bytes, folders to
their files' relative paths and bytes; where a definition came from (its `Located` source,
with lines and columns) is left out, since moving a comment does not change a card.
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

from cardkit.foundation.hashing import bytes_digest
from cardkit.foundation.paths import lies_inside
from cardkit.loading import MAX_ASSET_BYTES, read_regular_file
from cardkit.model.canonical import digest


def file_digest(path: Path) -> str:
    """The hex SHA-256 of a file's bytes."""
    with path.open("rb") as stream:
        return hashlib.file_digest(stream, "sha256").hexdigest()


def tree_digest(folder: Path) -> str:
    """One digest of every file under `folder`: relative paths and contents, so a renamed,
    added, removed or edited file changes it; "" for a folder that does not exist."""
    if not folder.is_dir():
        return ""
    files = sorted(path for path in folder.rglob("*") if path.is_file())
    return digest([[path.relative_to(folder).as_posix(), _contained_digest(path, folder)] for path in files])


def _contained_digest(path: Path, folder: Path) -> str:
    """A file's digest, or for a link leading out of `folder` the link itself: a build never
    reads outside the project, not even to hash (the template loader refuses such a link)."""
    if lies_inside(path, folder):
        return file_digest(path)
    return "link:" + os.readlink(path) if path.is_symlink() else "outside"


class FileDigests:
    """File digests remembered by size and modification time, so each file is read once per
    build however many cache entries name it.

    Only a regular file of at most MAX_ASSET_BYTES has a digest. One that is gone, a folder, a
    pipe or device (`/dev/zero`, which never ends) or a bigger file has none (None): the entry
    naming it is a miss, and nothing is read that could hang or fill memory."""

    def __init__(self) -> None:
        self._known: dict[Path, tuple[tuple[int, int], str]] = {}

    def __call__(self, path: Path) -> str | None:
        try:
            status = path.stat()
        except (OSError, ValueError):  # ValueError: a NUL byte in the name
            return None
        if not stat.S_ISREG(status.st_mode) or status.st_size > MAX_ASSET_BYTES:
            return None
        stamp = (status.st_size, status.st_mtime_ns)
        known = self._known.get(path)
        if known is None or known[0] != stamp:
            data = _regular_file_bytes(path)
            if data is None:
                return None
            known = (stamp, bytes_digest(data))
            self._known[path] = known
        return known[1]


def _regular_file_bytes(path: Path) -> bytes | None:
    """The bytes of a regular file of at most MAX_ASSET_BYTES; None for anything else (the file
    may have been swapped for a pipe or grown since it was looked at)."""
    try:
        data = read_regular_file(path, MAX_ASSET_BYTES)
    except OSError:
        return None
    return data if len(data) <= MAX_ASSET_BYTES else None
