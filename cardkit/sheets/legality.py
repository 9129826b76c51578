"""A sheet's legal-status line: which rules and which content it was printed from, and whether
`cardkit check` passed the army.

Players bring printed sheets to a game weeks later; the line lets them see that two sheets
come from the same ruleset and content, and that nobody's army was printed in spite of the
rules. The revision is the git commit that last touched the content folder (with a mark when
the folder has uncommitted changes) because that is what the design team can look up; outside
git it is a digest of the content files, like the rulebook's.
"""

from __future__ import annotations

import subprocess
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from cardkit.diagnostics import Diagnostic, Severity
from cardkit.project import Project
from cardkit.revision import content_revision

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
    def message_id(self) -> str:
        """The label the sheet prints the revision with (its `{ident}` filled in)."""
        if self.source == "digest":
            return "sheets.revision.digest"
        return "sheets.revision.dirty" if self.dirty else "sheets.revision.commit"


def _git(folder: Path, *args: str) -> str | None:
    try:
        done = subprocess.run(
            ["git", "-C", str(folder), *args], capture_output=True, text=True, timeout=GIT_TIMEOUT, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def content_revision_of(project: Project) -> Revision:
    """The content folder's last commit and dirty flag, or a digest when git cannot say."""
    folder = project.content_dir
    commit = _git(folder, "log", "-1", "--format=%h", "--", ".")
    status = _git(folder, "status", "--porcelain", "--", ".")
    if not commit or status is None:
        return Revision(content_revision(project), "digest")
    return Revision(commit, "git", dirty=bool(status))


@dataclass(frozen=True)
class Legality:
    """What the status line and the "EXÉRCITO INVÁLIDO" banner say about one sheet."""

    ruleset_version: str | None
    revision: Revision
    errors: tuple[Diagnostic, ...]
    """The errors `cardkit check` found in the files the sheet is printed from."""

    @property
    def passed(self) -> bool:
        return not self.errors

    @property
    def codes(self) -> list[str]:
        """The finding codes, each once, for the banner."""
        return sorted({d.code for d in self.errors})


def concerning(diagnostics: Iterable[Diagnostic], files: Iterable[str]) -> list[Diagnostic]:
    """The diagnostics in `files`: what a sheet printed from those files must answer for."""
    wanted = set(files)
    return sorted({d for d in diagnostics if d.file in wanted})


def errors_of(diagnostics: Iterable[Diagnostic]) -> tuple[Diagnostic, ...]:
    return tuple(d for d in diagnostics if d.severity is Severity.ERROR)
