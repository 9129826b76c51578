"""A rename plan written to disk (`cardkit rename`): every edited file replaced whole and at
once, then the definition's file moved (with `git mv` when git tracks it, so history follows).

Nothing a user wrote is lost: each file is edited in the spans the plan found, never re-dumped
(its comments, quotes and layout stay), keeps its byte-order mark and permissions, and is
written only when it still holds the text the plan was made from; all edited files are staged
as temporaries and renamed into place together, so an error leaves every file as it was.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from cardkit.foundation.errors import REFUSED, CardkitError
from cardkit.output.writing import staged_writes
from cardkit.renaming.plan import RenamePlan, Workspace, applied
from cardkit.vcs.git import GitError, git_or_none, git_text

BOM = b"\xef\xbb\xbf"


class RenameRefused(CardkitError):
    """A plan that cannot be written as planned (a file changed meanwhile, the new file exists)."""

    exit_code = REFUSED


@dataclass(frozen=True)
class Written:
    """What a written rename changed: spans per file (by its path before the move) and how the
    definition's file was moved (None: it was not; "git mv" or "renamed")."""

    edits: dict[str, int]
    moved_by: str | None


def write_plan(workspace: Workspace, plan: RenamePlan) -> Written:
    """Write `plan` over the project at `workspace.root`; `RenameRefused` before anything is
    written when a file no longer holds the planned text or the file's new name is taken."""
    root = workspace.root
    if plan.moved is not None and (root / plan.moved[1]).exists():
        raise RenameRefused(f"{plan.moved[1]} already exists: move it away or choose another name")
    modes: dict[Path, int] = {}
    with staged_writes() as staged:
        for relpath, spans in sorted(plan.edits.items()):
            path = root / relpath
            raw = path.read_bytes()
            bom = BOM if raw.startswith(BOM) else b""
            text = raw[len(bom) :].decode("utf-8")
            if text != workspace.text_of(relpath):
                raise RenameRefused(f"{relpath} changed while the rename was planned: run it again")
            modes[path] = stat.S_IMODE(path.stat().st_mode)
            staged.write(path, bom + applied(text, spans).encode("utf-8"))
    for path, mode in modes.items():
        os.chmod(path, mode)  # the staged file was made with the umask's mode
    moved_by = _move(root, *plan.moved) if plan.moved is not None else None
    return Written({relpath: len(spans) for relpath, spans in plan.edits.items()}, moved_by)


def _move(root: Path, old: str, new: str) -> str:
    """Move the definition's file: `git mv` when git tracks it (the next commit records a rename,
    which `cardkit diff` and the renamed-name hint then read), else a plain rename."""
    if git_or_none(root, "ls-files", "--error-unmatch", "--", old) is not None:
        try:
            git_text(root, "mv", "--", old, new)
            return "git mv"
        except GitError:
            pass  # git refused (a conflict in the index): the file still moves
    if (root / new).exists():
        raise RenameRefused(f"{new} already exists: move it away or choose another name")
    os.rename(root / old, root / new)
    return "renamed"
