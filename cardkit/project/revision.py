"""Which content a printed book, sheet or card was built from.

Players bring printed sheets to a game weeks later, beside a rulebook printed another day; the
revision printed on each lets them see the pieces come from the same content. It is the git
commit that last touched the content folder (with a mark when the folder has uncommitted
changes), because that is what the design team can look up; outside git it is a digest of the
content files. One build computes it once (`content_revision_of`) and every output prints that
value, so the cover, the sheets and the cards of one build never disagree.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from cardkit.config.project import Project
from cardkit.foundation.paths import lies_inside
from cardkit.vcs.git import git_or_none

GIT_TIMEOUT = 5.0
"""Seconds to wait for git; a hung git must not hang the build (the digest is used instead)."""


@dataclass(frozen=True)
class Revision:
    """Where the content came from: a git commit (maybe with uncommitted changes) or a digest."""

    ident: str
    source: str
    """"git" or "digest"."""
    dirty: bool = False

    @property
    def kind(self) -> str:
        """"commit", "dirty" or "digest": which label prints the revision (its `{ident}` filled in)."""
        if self.source == "digest":
            return "digest"
        return "dirty" if self.dirty else "commit"


def content_revision_of(project: Project) -> Revision:
    """The content folder's last commit and dirty flag, or a digest when git cannot say."""
    folder = project.content_dir
    commit = _git(folder, "log", "-1", "--format=%h", "--", ".")
    status = _git(folder, "status", "--porcelain", "--", ".")
    if not commit or status is None:
        return Revision(content_revision(project), "digest")
    return Revision(commit, "git", dirty=bool(status))


def content_revision(project: Project) -> str:
    """A short digest of everything in content/: two books with the same revision were built
    from the same cards and chapters, whatever git says. A symlink out of the project is no
    part of it, and is never read (it could be any file of the machine)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in project.content_dir.rglob("*") if p.is_file() and lies_inside(p, project.root)):
        digest.update(project.relpath(path).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def _git(folder: Path, *args: str) -> str | None:
    answer = git_or_none(folder, *args, timeout=GIT_TIMEOUT)
    return answer.strip() if answer is not None else None
