"""One folder of cache entries: bytes plus metadata, found by key, checked before use.

An entry is one file, `<key>.entry`: a line of JSON metadata, then the bytes. It is written
atomically, so a build killed while storing leaves the old entry or none, never half of one.
The metadata holds a checksum of everything else in the entry (a damaged file is a miss) and
the digests of the files the bytes were made from (`inputs`, paths relative to the project when
inside it), so an entry whose key still matches but whose image or font changed on disk is a
miss as well.

`build/` arrives with a project (a zip, a checkout), so an entry is read like any file from
elsewhere: only a regular file of bounded size, and only if it is shaped as `put` writes it.
Its inputs are digested only where a render reads files (the project, cardkit's own templates
and fonts), and only if regular and bounded (see `FileDigests`): an entry naming `/dev/zero`,
a folder or `/etc/passwd` is a miss, and the file it names is never opened.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardkit.buildcache.digest import FileDigests
from cardkit.foundation.hashing import bytes_digest
from cardkit.foundation.paths import lies_inside
from cardkit.loading import MAX_ASSET_BYTES, read_regular_file
from cardkit.output.resources import fonts_dir, shipped_template_folders
from cardkit.output.writing import write_bytes_atomically

ENTRY_SUFFIX = ".entry"


@dataclass(frozen=True)
class Entry:
    """What is kept: `data` (a face's PDF), `meta` (JSON-able facts about it), `inputs`
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
        self.roots = (base, *shipped_template_folders(), fonts_dir())  # where a render reads files
        self._touched: set[str] = set()
        self._inside: dict[Path, bool] = {}

    def get(self, key: str) -> Entry | None:
        """The entry of `key` if it is intact and its inputs unchanged; None otherwise."""
        self._touched.add(key)
        if self.fresh:
            return None
        entry = self._read(self.folder / f"{key}{ENTRY_SUFFIX}")
        if entry is None or not all(self._unchanged(path, expected) for path, expected in entry.inputs.items()):
            return None
        return entry

    def _read(self, path: Path) -> Entry | None:
        """The entry file at `path`, if it is a regular file inside the cache folder, not too
        big, and holds what `put` writes."""
        if not lies_inside(path, self.folder):
            return None
        try:
            raw = read_regular_file(path, MAX_ASSET_BYTES)
        except OSError:
            return None
        return _parsed(raw) if len(raw) <= MAX_ASSET_BYTES else None

    def _unchanged(self, stored: str, expected: str) -> bool:
        """Whether the input recorded as `stored` still has the digest `expected`; never for a
        path outside `roots`, which is not even opened."""
        path = self.base / stored  # an absolute `stored` (a font of cardkit's) replaces the base
        return self._readable(path) and self.digests(path) == expected

    def _readable(self, path: Path) -> bool:
        """Whether `path` lies where a render reads files, asked once per build: every face
        records the same templates and fonts, and following their links each time was most of
        a cached build's look-ups."""
        known = self._inside.get(path)
        if known is None:
            known = self._inside[path] = any(lies_inside(path, root) for root in self.roots)
        return known

    def put(self, key: str, entry: Entry) -> None:
        """Keep `entry` under `key`; raises OutputError when the folder cannot be written."""
        self._touched.add(key)
        header = json.dumps(
            {"sha256": _checksum(entry.meta, entry.inputs, entry.data), "meta": entry.meta, "inputs": entry.inputs},
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


def _parsed(raw: bytes) -> Entry | None:
    """The entry held in `raw`, or None when anything about it differs from what `put` writes:
    no header line, a header that is not JSON or not `{"sha256": str, "meta": {...},
    "inputs": {str: str}}`, or a checksum that does not match."""
    header, _, data = raw.partition(b"\n")
    try:
        fields = json.loads(header)
    except (ValueError, RecursionError):  # RecursionError: `[[[[...` nested past Python's stack
        return None
    if not (
        isinstance(fields, dict)
        and isinstance(fields.get("sha256"), str)
        and isinstance(fields.get("meta"), dict)
        and isinstance(fields.get("inputs"), dict)
        and all(isinstance(expected, str) for expected in fields["inputs"].values())
    ):
        return None
    if fields["sha256"] != _checksum(fields["meta"], fields["inputs"], data):
        return None
    return Entry(data, fields["meta"], fields["inputs"])


def _checksum(meta: dict[str, Any], inputs: dict[str, str], data: bytes) -> str:
    """A digest of all an entry holds, metadata included: a damaged `inputs` must not pass."""
    described = json.dumps([meta, inputs], ensure_ascii=True, sort_keys=True, separators=(",", ":"))
    return bytes_digest(described.encode("ascii") + b"\n" + data)
