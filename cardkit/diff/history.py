"""The names git history remembers a definition by: when a reference resolves to nothing, was
it a name that a file of the kind's folder once had?

Read only when a reference does not resolve, so a clean `cardkit check` never runs git, and
bounded: the uncommitted changes of the folder (`git diff HEAD`) and its last
`HISTORY_DEPTH` commits (`git log -p`), two git calls per folder whatever the repository's
size. A file whose top-level `name:` line was replaced (in place, or as git follows a renamed
file) renamed the definition; renames chain (A → B, then B → C: A is now C). Outside git, with
no git, or when git takes too long, there is no history, never an error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from cardkit.diff.git import git_or_none
from cardkit.index.folding import fold

HISTORY_DEPTH = 20
"""Commits of a folder's history searched for the old names of its definitions."""
HISTORY_TIMEOUT = 3.0
"""Seconds each git call may take before the check goes on without history."""
_COMMIT = "\x01commit "


@dataclass(frozen=True)
class Rename:
    """A definition's name `old` became `new`; `commit` is where (None: not committed yet)."""

    old: str
    new: str
    commit: str | None


def renames_in(folder: Path) -> dict[str, Rename]:
    """Every old name of the folder's definitions, folded, with the name it has now."""
    if not folder.is_dir():
        return {}
    found: list[Rename] = []  # newest first
    uncommitted = git_or_none(folder, "diff", "-M", "-U0", "--no-color", "--no-ext-diff", "HEAD", "--", ".", timeout=HISTORY_TIMEOUT)
    found += _renames(uncommitted or "", None)
    log = git_or_none(
        folder, "log", f"-n{HISTORY_DEPTH}", "-M", "-p", "-U0", "--no-color", "--no-ext-diff", f"--format={_COMMIT}%h", "--", ".",
        timeout=HISTORY_TIMEOUT,
    )
    for chunk in (log or "").split(_COMMIT)[1:]:
        commit, _, patch = chunk.partition("\n")
        found += _renames(patch, commit.strip())
    return _chained(found)


def _renames(patch: str, commit: str | None) -> list[Rename]:
    """The renames one patch makes: per file, its removed and its added top-level `name:` line."""
    found = []
    for file_patch in re.split(r"^diff --git ", patch, flags=re.MULTILINE)[1:]:
        old = new = None
        for line in file_patch.splitlines():
            if line.startswith("-name:") and not line.startswith("--- "):
                old = _name(line[1:])
            elif line.startswith("+name:") and not line.startswith("+++ "):
                new = _name(line[1:])
        if old and new and old != new:
            found.append(Rename(old, new, commit))
    return found


def _name(line: str) -> str | None:
    try:
        value = yaml.safe_load(line)
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
