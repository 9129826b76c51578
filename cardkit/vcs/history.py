"""The names git history remembers a definition by: when a reference resolves to nothing, was
it a name that a file of the kind's folder once had? And which old names may prose still say?

Read when a reference does not resolve (the "it was renamed" hint), and once per check run for
the prose checks of old names (R611, R132), bounded either way: the uncommitted changes of the
folders (`git diff HEAD`) and their last `HISTORY_DEPTH` commits that change a `name:` line
(`git log -p -G`), two git calls whatever the repository's size. A file whose top-level `name:` line was replaced (in place, or as git follows a renamed
file) renamed the definition; renames chain (A → B, then B → C: A is now C). Outside git, with
no git, or when git takes too long, there is no history, never an error.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import yaml

from cardkit.foundation.folding import fold
from cardkit.vcs.git import git_or_none

HISTORY_DEPTH = 20
"""Commits of a folder's history searched for the old names of its definitions."""
HISTORY_TIMEOUT = 3.0
"""Seconds each git call may take before the check goes on without history."""
_COMMIT = "\x01commit "
_NAME_LINES = "-G^name:"
"""Only the changes that add or remove a top-level `name:` line: git leaves out every other
commit and file, so the depth counts renames, not edits."""

_SAFE = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""PyYAML's safe loader in C (libyaml) when installed: the same values, several times faster."""


@dataclass(frozen=True)
class Rename:
    """A definition's name `old` became `new`; `commit` is where (None: not committed yet)."""

    old: str
    new: str
    commit: str | None


def renames_in(folder: Path) -> dict[str, Rename]:
    """Every old name of the folder's definitions, folded, with the name it has now."""
    return renames_by_folder(folder.parent, [folder.name]).get(folder.name, {})


def renames_by_folder(content: Path, folders: Iterable[str]) -> dict[str, dict[str, Rename]]:
    """`renames_in` for several folders of `content` at once, with the same two git calls: a
    check that looks for old names in every kind's folder pays for git once, not per kind."""
    wanted = [folder for folder in folders if (content / folder).is_dir()]
    if not wanted:
        return {}
    found: list[tuple[str, Rename]] = []  # newest first
    uncommitted = git_or_none(
        content, "diff", "-M", "-U0", _NAME_LINES, "--no-color", "--no-ext-diff", "--relative", "HEAD", "--", *wanted, timeout=HISTORY_TIMEOUT
    )
    found += _renames(uncommitted or "", None)
    log = git_or_none(
        content, "log", f"-n{HISTORY_DEPTH}", "-M", "-p", "-U0", _NAME_LINES, "--no-color", "--no-ext-diff", "--relative",
        f"--format={_COMMIT}%h", "--", *wanted, timeout=HISTORY_TIMEOUT,
    )
    for chunk in (log or "").split(_COMMIT)[1:]:
        commit, _, patch = chunk.partition("\n")
        found += _renames(patch, commit.strip())
    return {folder: _chained([rename for path, rename in found if path.split("/", 1)[0] == folder]) for folder in wanted}


def _renames(patch: str, commit: str | None) -> list[tuple[str, Rename]]:
    """The renames one patch makes, each with the file's path (its new one) in the patch: per
    file, its removed and its added top-level `name:` line."""
    found = []
    for file_patch in re.split(r"^diff --git ", patch, flags=re.MULTILINE)[1:]:
        old = new = None
        header, _, _ = file_patch.partition("\n")
        for line in file_patch.splitlines():
            if line.startswith("-name:") and not line.startswith("--- "):
                old = _name(line[1:])
            elif line.startswith("+name:") and not line.startswith("+++ "):
                new = _name(line[1:])
        if old and new and old != new:
            found.append((_new_path(header), Rename(old, new, commit)))
    return found


_NEW_PATH = re.compile(r' "?b/(?P<path>.*?)"?$')


def _new_path(header: str) -> str:
    """The file's path after the change, from `a/agents/x.yaml b/agents/y.yaml` (git quotes a
    path with unusual characters: `"a/agents/\\303\\251.yaml" "b/..."`; its folder is still plain)."""
    found = _NEW_PATH.search(header.strip())
    return found["path"] if found else ""


def _name(line: str) -> str | None:
    try:
        value = yaml.load(line, Loader=_SAFE)
    except yaml.YAMLError:
        return None
    name = value.get("name") if isinstance(value, dict) else None
    return name.strip() if isinstance(name, str) and name.strip() else None


def _chained(newest_first: list[Rename]) -> dict[str, Rename]:
    """Each old name with the last name its definition got, oldest renames applied first."""
    latest: dict[str, Rename] = {}
    for rename in reversed(newest_first):
        for key, earlier in list(latest.items()):
            if fold(earlier.new) == fold(rename.old):
                latest[key] = Rename(earlier.old, rename.new, rename.commit)
        latest[fold(rename.old)] = rename
    latest = {key: value for key, value in latest.items() if fold(value.new) != key}  # renamed back
    return latest
