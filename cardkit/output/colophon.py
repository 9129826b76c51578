"""A document's colophon: the small line that tells players which printing they hold (at an
pack's player sheet, at the foot of the rulebook's contents page).

Players bring printed sheets to a game weeks later, beside a rulebook printed another day. What
they can compare is worded for them: the game (or the book's title), its rules version, the
edition (the month the content was built from) and the document's revision mark
(`cardkit.project.marks`), which matches the player's cards. The team's internal facts (a git hash, a check verdict) stay in the PDF's
document information (`/CardkitRevision`), where `cardkit preflight` reads them, never on paper.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from cardkit.output.stamp import FIXED_EPOCH, PdfStamp

EDITION_FORMAT = "%Y-%m"
"""An edition is a month: fine enough to tell two printings apart, coarse enough to read."""


@dataclass(frozen=True)
class Colophon:
    """What every sheet of one build prints at its foot, besides its own mark; a part that is
    unknown (None) is left out, never printed as a placeholder."""

    game: str
    rules: str | None
    """game.yaml's `ruleset_version`."""
    edition: str | None
    """The build date's month (SOURCE_DATE_EPOCH, else the project's last commit); None when
    neither says (the fixed fallback date would name a month nobody built)."""

    @classmethod
    def of(cls, game: str, ruleset_version: str | None, project_root: Path) -> Colophon:
        epoch = PdfStamp.for_project(project_root).epoch
        edition = None if epoch == FIXED_EPOCH else time.strftime(EDITION_FORMAT, time.gmtime(epoch))
        return cls(game, (ruleset_version or "").strip() or None, edition)
