"""One folder of cache entries: bytes plus metadata, found by key, checked before use.

An entry is one file, `<key>.entry`: a line of JSON metadata, then the bytes. It is written
atomically, so a build killed while storing leaves the old entry or none, never half of one.
The metadata holds the bytes' checksum (a damaged file is a miss) and the digests of the files
the bytes were made from (`inputs`, paths relative to the project when inside it), so an entry
whose key still matches but whose image or font changed on disk is a miss as well.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardkit.buildcache.digest import FileDigests, bytes_digest
from cardkit.render.writing import write_bytes_atomically

ENTRY_SUFFIX = ".entry"


@dataclass(frozen=True)
class Entry:
    """What is kept: `data` (a chunk's PDF), `meta` (JSON-able facts about it), `inputs`
    (path as stored -> file digest) that must still hold for the entry to be used."""

    data: bytes
    meta: dict[str, Any] = field(default_factory=dict)
    inputs: dict[str, str] = field(default_factory=dict)


class Store:
    """The entries of one folder. `fresh` ignores what is there (`cardkit build --clean`) but still
    replaces it; `prune` then removes every entry this build neither used nor wrote."""

    def __init__(self, folder: Path, base: Path, digests: FileDigests, *, fresh: bool = False) -> None:
        self.folder = folder
        self.base = base
        self.digests = digests
        self.fresh = fresh
        self._touched: set[str] = set()

    def get(self, key: str) -> Entry | None:
        """The entry of `key` if it is intact and its inputs unchanged; None otherwise."""
        self._touched.add(key)
        if self.fresh:
            return None
        try:
            raw = (self.folder / f"{key}{ENTRY_SUFFIX}").read_bytes()
            header, data = raw.split(b"\n", 1)
            meta = json.loads(header)
        except (OSError, ValueError):
            return None
        if meta.get("sha256") != bytes_digest(data):
            return None
        inputs: dict[str, str] = meta.get("inputs", {})
        if any(self.digests(self.base / path) != expected for path, expected in inputs.items()):
            return None
        return Entry(data, meta.get("meta", {}), inputs)

    def put(self, key: str, entry: Entry) -> None:
        """Keep `entry` under `key`; raises OutputError when the folder cannot be written."""
        self._touched.add(key)
        header = json.dumps(
            {"sha256": bytes_digest(entry.data), "meta": entry.meta, "inputs": entry.inputs},
            ensure_ascii=True,
            sort_keys=True,
        )
        write_bytes_atomically(self.folder / f"{key}{ENTRY_SUFFIX}", header.encode("ascii") + b"\n" + entry.data)

    def prune(self) -> None:
        """Remove the entries this build did not touch: they belong to cards or layouts that
        no longer exist, and would otherwise pile up edit after edit."""
        if not self.folder.is_dir():
            return
        for path in self.folder.glob(f"*{ENTRY_SUFFIX}"):
            if path.name.removesuffix(ENTRY_SUFFIX) not in self._touched:
                with contextlib.suppress(OSError):  # tidying up; a leftover entry is harmless
                    path.unlink()

    def relative(self, path: Path) -> str:
        """How an input path is stored: relative to the project when inside it, so a moved or
        copied project keeps its cache."""
        try:
            return path.relative_to(self.base).as_posix()
        except ValueError:
            return path.as_posix()
