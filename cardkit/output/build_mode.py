"""What one `cardkit build` is: a proof for the team or the final print, and the content
revision every output of it prints.

`cardkit build` makes one `BuildMode` and hands it to the cards, the sheets and the rulebook, so
they agree: a proof shows the draft marks (placeholders, unpublished chapters, review notes,
draft stamps), a final build leaves them out; and the revision is computed once, so the cover,
the sheets and the cards of one build print the same id. The preview is always a proof.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.config.project import Project
from cardkit.project.revision import Revision, content_revision_of


@dataclass(frozen=True)
class BuildMode:
    proof: bool
    """True: a proof, draft marks printed and marked; False: the final print, without them."""
    revision: Revision
    """The content revision every output of this build prints."""

    @classmethod
    def of(cls, project: Project, *, proof: bool = False) -> BuildMode:
        return cls(proof=proof, revision=content_revision_of(project))
