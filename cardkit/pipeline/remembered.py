"""`cardkit check`'s findings remembered between runs, under a digest of every input a check reads.

A check with nothing changed costs a fresh process half a second for the same answer (CI, a
pre-commit hook, a second look). So the findings are kept in the user's cache folder, one file
per project, under a key that covers everything the check reads:

- every file of the project's content folder and templates folder, and `cardkit.yaml`, by the
  digest of its bytes (game, definitions, rulebook, locales, theme, art and fonts);
- cardkit itself: every file of the package and of its data folders (schemas, labels,
  templates, themes) by path, size and modification time, as Python trusts its own bytecode
  cache; the Python version and every installed distribution by name and version;
- git, which the old-name checks ask: the commit checked out and the index's bytes.

Whatever the key could miss is never remembered: a symbolic link or an unreadable file in those
folders, a pack installed from another distribution (its code is not cardkit's), a `cardkit.yaml`
that does not read, git that does not answer. A result is kept only when the project's files
and git are the same after the check as before it, so an edit saved mid-run is never filed
under the old content.
The file is a pickle of the findings, read only from the user's own cache folder, which is
trusted as Python's own bytecode caches are.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sys
from dataclasses import dataclass
from pathlib import Path

from cardkit.config.project import CONFIG_NAME, Project, find_project_root, project_from_config
from cardkit.foundation.bundled import PACKAGE_DIR, package_data
from cardkit.foundation.diagnostics import Counted
from cardkit.foundation.hashing import bytes_digest
from cardkit.foundation.user_cache import user_cache_folder
from cardkit.loading import MAX_ASSET_BYTES, read_regular_file
from cardkit.vcs.git import GitError, git_text

FOLDER = "check-results"
"""The user cache's folder of remembered checks, one file per project."""
FORMAT = 1
"""Part of every key: a new layout of what is kept makes every old file a miss."""
DATA_FOLDERS = ("schemas", "labels", "templates", "themes")
"""cardkit's data beside its package (`cardkit.foundation.bundled.package_data`)."""
PACK_GROUP = b"[cardkit.packs]"


class _Unkeyable(Exception):
    """Something a check may read that the key cannot cover: the check runs, nothing is kept."""


@dataclass(frozen=True)
class Checked:
    """What `cardkit check` prints from: the findings, the project root their files are
    relative to, and whether they were remembered rather than found by this run."""

    report: Counted
    root: Path
    remembered: bool = False


def checked(start: Path, *, fresh: bool = False) -> Checked:
    """The findings of `cardkit check` on the project at `start`: remembered when no input
    changed since a check kept them (unless `fresh`), else found by `check_project` (and kept)."""
    from cardkit.pipeline import check_project

    key = inputs_key(start)
    if key is not None and not fresh:
        found = _recall(key.root, key.digest)
        if found is not None:
            return Checked(found, key.root, remembered=True)
    loaded = check_project(start)
    if key is not None and _project_inputs(start) == (key.root, key.project):
        _keep(key.root, key.digest, loaded.report)
    return Checked(loaded.report, loaded.project.root)


@dataclass(frozen=True)
class Key:
    """A project's root, the digest of its own inputs (the files a designer saves, git), and
    the digest of them all, cardkit and the installed distributions included."""

    root: Path
    project: str
    digest: str


def inputs_key(start: Path) -> Key | None:
    """The key of every input of a check of the project at `start`, or None when some input
    cannot be keyed (or the project cannot be opened: the check says why)."""
    project = _project_inputs(start)
    if project is None:
        return None
    try:
        digest = hashlib.sha256(f"cardkit check {FORMAT}\n{project[1]}\n".encode())
        for folder in (PACKAGE_DIR, *(package_data(name) for name in DATA_FOLDERS)):
            _add_folder(digest, folder, exact=False)
        digest.update(_environment().encode())
    except Exception:  # _Unkeyable, a folder that cannot be listed: no key, no harm
        return None
    return Key(project[0], project[1], digest.hexdigest())


def _project_inputs(start: Path) -> tuple[Path, str] | None:
    """The project root and the digest of the project's own inputs: what may change while a
    check runs (a save), so it is taken again once the check is done."""
    try:
        root = find_project_root(start)
        project = _project(root)
        digest = hashlib.sha256(bytes.fromhex(bytes_digest(read_regular_file(root / CONFIG_NAME, MAX_ASSET_BYTES))))
        for folder in (project.content_dir, project.templates_dir or root / "templates"):
            _add_folder(digest, folder, exact=True)
        digest.update(_git_state(project.content_dir).encode())
    except Exception:  # _Unkeyable, an unreadable file, a cardkit.yaml `check` will report: no key, no harm
        return None
    return root, digest.hexdigest()


def _project(root: Path) -> Project:
    from cardkit.loading import load_yaml

    document, problems = load_yaml(root / CONFIG_NAME, root)
    if document is None or problems or not isinstance(document.data, dict):
        raise _Unkeyable("cardkit.yaml does not read")
    return project_from_config(root, document.data, document)


def _add_folder(digest: hashlib._Hash, folder: Path, *, exact: bool) -> None:
    """Every folder and file below `folder` (none when there is no such folder), in a stable
    order: its path in the folder and, for a file, the digest of its bytes (`exact`) or else its
    size and modification time. A symbolic link, or a folder that cannot be listed, cannot be keyed."""
    if folder.is_symlink():
        raise _Unkeyable(f"{folder} is a link")
    if not folder.is_dir():
        digest.update(b"no folder\0")
        return
    pending = [(str(folder), "")]
    while pending:
        path, shown = pending.pop()
        with os.scandir(path) as listed:
            entries = sorted(listed, key=lambda entry: entry.name)
        for entry in entries:
            name = f"{shown}/{entry.name}"
            if entry.is_symlink():
                raise _Unkeyable(f"{entry.path} is a link")
            if entry.is_dir():
                if exact or entry.name != "__pycache__":  # cardkit's compiled modules follow its sources
                    digest.update(name.encode("utf-8", "surrogateescape") + b"/\0")  # an empty folder counts too (locales/)
                    pending.append((entry.path, name))
                continue
            if not entry.is_file():  # a named pipe would block the open, a device never end
                raise _Unkeyable(f"{entry.path} is no regular file")
            digest.update(name.encode("utf-8", "surrogateescape") + b"\0")
            if exact:
                digest.update(hashlib.sha256(read_regular_file(Path(entry.path), MAX_ASSET_BYTES)).digest())
            else:
                stat = entry.stat()
                digest.update(f"{stat.st_size} {stat.st_mtime_ns}\n".encode())


def _environment() -> str:
    """The Python and every installed distribution, by name and version; a pack installed from
    another distribution cannot be keyed (its code is not cardkit's)."""
    shown = [sys.version, sys.executable]
    for entry in sys.path:
        if not entry.endswith(("site-packages", "dist-packages")) or not os.path.isdir(entry):
            continue
        for name in sorted(os.listdir(entry)):
            if name.endswith((".dist-info", ".egg-info", ".pth")):
                shown.append(name)
                _refuse_foreign_pack(Path(entry, name))
    return "\n".join(shown)


def _refuse_foreign_pack(info: Path) -> None:
    if info.name.lower().startswith("cardkit-"):
        return
    with contextlib.suppress(OSError):
        if PACK_GROUP in (info / "entry_points.txt").read_bytes():
            raise _Unkeyable(f"{info.name} brings a pack")


def _git_state(content: Path) -> str:
    """The commit checked out and the index of the repository holding `content` (the old-name
    checks read its history), or that there is none; with the `GIT_*` variables that may point
    git elsewhere (a hook's `GIT_INDEX_FILE`)."""
    try:
        lines = git_text(content, "rev-parse", "--absolute-git-dir", "HEAD").splitlines()
    except GitError as error:
        if "not a git repository" in str(error) or "not installed" in str(error):
            return "no git"  # no history: the old-name checks find none either
        if "HEAD" not in str(error):
            raise _Unkeyable(str(error)) from None  # a timeout, a refusal: nothing is known
        lines = _without_commits(content)
    if not lines:
        raise _Unkeyable("git gave no answer")
    index = Path(os.environ.get("GIT_INDEX_FILE") or Path(lines[0]) / "index")
    if not index.is_absolute():
        index = content / index  # git reads a relative GIT_INDEX_FILE from where it runs
    variables = sorted(f"{name}={value}" for name, value in os.environ.items() if name.startswith("GIT_"))
    return "\n".join([*lines, *variables, bytes_digest(index.read_bytes()) if index.is_file() else "no index"])


def _without_commits(content: Path) -> list[str]:
    """A repository with no commit yet: its folder alone (`HEAD` names nothing)."""
    try:
        return [git_text(content, "rev-parse", "--absolute-git-dir").strip(), "no commit"]
    except GitError as error:
        raise _Unkeyable(str(error)) from None


def _cache_file(root: Path) -> Path:
    return user_cache_folder(FOLDER) / f"{bytes_digest(str(root).encode('utf-8', 'surrogateescape'))}.pickle"


def _recall(root: Path, key: str) -> Counted | None:
    try:
        kept_key, report = pickle.loads(_cache_file(root).read_bytes())
    except Exception:  # not there, damaged, written by another version: check again
        return None
    return report if kept_key == key and isinstance(report, Counted) else None


def _keep(root: Path, key: str, report: Counted) -> None:
    """File the findings under `key`, replacing the project's last ones, whole or not at all."""
    with contextlib.suppress(OSError, RuntimeError, pickle.PicklingError, TypeError, AttributeError):
        kept = _cache_file(root)
        kept.parent.mkdir(parents=True, exist_ok=True)
        written = kept.with_suffix(f".{os.getpid()}.tmp")
        written.write_bytes(pickle.dumps((key, report), protocol=pickle.HIGHEST_PROTOCOL))
        written.replace(kept)
