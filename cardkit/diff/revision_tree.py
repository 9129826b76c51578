"""A revision's project files written out exactly as git stores them, for one side of a diff.

`git archive` applies the tree's .gitattributes: `export-ignore` left files out, so an existing
card looked newly added, and `export-subst` would change a file's text. And a committed symlink
pointing out of the project crashed the tar extraction with a traceback. So the files are read
from the object database instead (`git ls-tree`, then `git cat-file --batch`): every blob as
committed, nothing of the working tree or index touched. A link to a file of the same tree is
written as a copy of that file; a link out of it, a submodule or a name no folder can hold is
skipped, each named in `skipped`.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from cardkit.vcs.git import git_bytes

ARCHIVE_TIMEOUT = 60.0
"""Seconds reading a revision's files may take (art included)."""
LINK_MODE = "120000"
EXECUTABLE_MODE = "100755"


@dataclass
class Written:
    """What `write_tree` wrote under its folder, and the paths it skipped with the reason."""

    files: int = 0
    skipped: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class _Entry:
    mode: str
    kind: str
    sha: str
    path: str


def write_tree(top: Path, commit: str, prefix: str, into: Path) -> Written:
    """The files of `commit` below `prefix` (a folder of the repository at `top`, '' for all)
    written under `into` at their repository paths. Raises GitError when git cannot say."""
    entries = _listing(top, commit, prefix)
    blobs = {entry.path: entry for entry in entries if entry.kind == "blob" and entry.mode != LINK_MODE}
    links = [entry for entry in entries if entry.mode == LINK_MODE]
    contents = _contents(top, [*(entry.sha for entry in blobs.values()), *(entry.sha for entry in links)])
    written = Written()
    for entry in entries:
        if entry.kind != "blob":
            written.skipped.append(f"{entry.path}: a submodule, which is not part of the project's files")
            continue
        source = entry
        if entry.mode == LINK_MODE:
            target = _link_target(entry.path, contents[entry.sha], prefix)
            if target is None or target not in blobs:
                written.skipped.append(f"{entry.path}: a symbolic link to something outside the project's files at that revision")
                continue
            source = blobs[target]
        if not _write(into, entry.path, contents[source.sha], executable=source.mode == EXECUTABLE_MODE):
            written.skipped.append(f"{entry.path}: a name this system cannot hold")
            continue
        written.files += 1
    return written


def _listing(top: Path, commit: str, prefix: str) -> list[_Entry]:
    raw = git_bytes(top, "ls-tree", "-r", "-z", "--full-tree", commit, "--", prefix or ".", timeout=ARCHIVE_TIMEOUT)
    entries: list[_Entry] = []
    for record in raw.split(b"\0"):
        if not record:
            continue
        meta, _, path = record.partition(b"\t")
        mode, kind, sha = meta.decode("ascii").split()
        entries.append(_Entry(mode, kind, sha, path.decode("utf-8", "surrogateescape")))
    return entries


def _contents(top: Path, shas: list[str]) -> dict[str, bytes]:
    """Each blob's bytes, read in one `git cat-file --batch`."""
    wanted = list(dict.fromkeys(shas))
    if not wanted:
        return {}
    raw = git_bytes(top, "cat-file", "--batch", timeout=ARCHIVE_TIMEOUT, input="".join(f"{sha}\n" for sha in wanted).encode("ascii"))
    found: dict[str, bytes] = {}
    offset = 0
    for sha in wanted:
        header_end = raw.index(b"\n", offset)
        size = int(raw[offset:header_end].split()[2])
        found[sha] = raw[header_end + 1 : header_end + 1 + size]
        offset = header_end + 1 + size + 1
    return found


def _link_target(path: str, target: bytes, prefix: str) -> str | None:
    """The repository path a link at `path` points to, when it stays below `prefix`."""
    text = target.decode("utf-8", "surrogateescape")
    if text.startswith("/"):
        return None
    resolved = posixpath.normpath(posixpath.join(posixpath.dirname(path), text))
    inside = not prefix or resolved == prefix or resolved.startswith(prefix.rstrip("/") + "/")
    return resolved if inside and not resolved.startswith("..") else None


def _write(into: Path, path: str, data: bytes, *, executable: bool) -> bool:
    parts = PurePosixPath(path).parts
    if not parts or any(part in ("", ".", "..") for part in parts):
        return False
    target = into.joinpath(*parts)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        if executable:
            target.chmod(0o755)
    except (OSError, ValueError):
        return False
    return True

