"""How players call the two versions an errata compares: never a git expression.

`HEAD~1` or a commit hash means nothing to a player holding a printed card. A version is named,
first match wins, by the label the designer gave (`--old-label`, book.yaml's
`errata: {from_label}`), by a git tag on its commit (`v1.0`: a name the team chose for a
release), or else by the date of its content, worded by the edition's labels as the sheets'
colophon words it ("Edição 2026-11"): the month, or the day when both versions fall in the same
month. A version with no date at all (a folder outside git) is "the previous edition" or "this
edition".
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from pathlib import Path

from cardkit.i18n.labels import Labels
from cardkit.vcs.git import git_or_none

MONTH, DAY = "%Y-%m", "%Y-%m-%d"
"""An edition is a month, as the sheets' colophon prints it; a day tells two of the same month apart."""
OLD, NEW = "old", "new"


@dataclass(frozen=True)
class VersionName:
    """One side's name for players: a name given (a label, a tag), else its content's date."""

    role: str
    """`old` or `new`: the fallback wording when neither a name nor a date is known."""
    given: str | None = None
    epoch: int | None = None
    precise: bool = False
    """Print the day, not only the month (the other side is of the same month)."""

    @property
    def month(self) -> str | None:
        return None if self.epoch is None else time.strftime(MONTH, time.gmtime(self.epoch))

    @property
    def date(self) -> str | None:
        """The date as printed: the month, or the day when `precise`."""
        return None if self.epoch is None else time.strftime(DAY if self.precise else MONTH, time.gmtime(self.epoch))

    def worded(self, t: Labels) -> str:
        """The name in the edition's words (`errata.edition` for a date)."""
        if self.given:
            return self.given
        if self.date is not None:
            return t("errata.edition", date=self.date)
        return t(f"errata.unnamed.{self.role}")


def version_name(role: str, folder: Path, commit: str | None, label: str | None = None, epoch: int | None = None) -> VersionName:
    """`role`'s name: `label` when given, else `epoch` (the working tree is dated as a build of
    it is, like the colophon), else the tag on `commit`, else the time of the last commit that
    touched the project `folder` (up to `commit`; a project folder given as a side: its own)."""
    if label is not None and label.strip():
        return VersionName(role, given=label.strip())
    if epoch is not None:
        return VersionName(role, epoch=epoch)
    if commit is not None:
        tag = (git_or_none(folder, "describe", "--tags", "--exact-match", commit) or "").strip()
        if tag:
            return VersionName(role, given=tag)
    stamp = (git_or_none(folder, "log", "-1", "--format=%ct", *([commit] if commit else []), "--", ".") or "").strip()
    return VersionName(role, epoch=int(stamp) if stamp.isdigit() else None)


def told_apart(old: VersionName, new: VersionName) -> tuple[VersionName, VersionName]:
    """Both names, each dated by the day when both are dates of the same month: a sheet must not
    say "from Edição 2026-11 to Edição 2026-11"."""
    if old.given or new.given or old.month is None or old.month != new.month:
        return old, new
    return replace(old, precise=True), replace(new, precise=True)
