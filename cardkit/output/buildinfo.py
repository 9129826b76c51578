"""What a PDF cardkit wrote was built as, kept inside the PDF so `cardkit preflight` can read it.

A print shop's preflight checks a file against what it is meant to be: a card PDF of the
print-shop profile must have exact trim and bleed boxes and be final, a home sheet need not.
So every card, sheet, rulebook and report PDF carries, as custom keys of its document
information dictionary, the kind of document, the card print profile (cards) or the paper
(the other documents), whether the build was final or a proof, and the content revision. The
values depend only on the sources, so the PDFs stay byte-reproducible.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from cardkit.config.project import Project
from cardkit.config.settings import PrintProfile
from cardkit.output.build_mode import BuildMode
from cardkit.project.revision import content_revision

FINAL = "final"
PROOF = "proof"
KEYS = {
    "document": "/CardkitDocument",
    "profile": "/CardkitProfile",
    "paper": "/CardkitPaper",
    "build": "/CardkitBuild",
    "revision": "/CardkitRevision",
    "placeholders": "/CardkitPlaceholders",
    "fonts": "/CardkitFonts",
}
"""The document information keys, by field of `BuildInfo`."""
FONT_SEPARATOR = ", "
"""Between the families of `/CardkitFonts`: a family name may hold spaces, never a comma."""


@dataclass(frozen=True)
class BuildInfo:
    """One PDF's build facts: `document` is cards, sheets, rulebook or report."""

    document: str
    final: bool
    revision: str
    profile: str | None = None
    """The card print profile (cards only)."""
    paper: str | None = None
    """The paper (`a4`, `letter`) of a sheet or the rulebook."""
    placeholders: int = 0
    """How many cards print the art placeholder (cards only): a final file says so inside, so
    that preflight can tell the print shop's copy is not finished art."""
    fonts: tuple[str, ...] = ()
    """The font families the theme gives the document (`faces:`): any other font in it is one
    the layout fell back to for a character they lack, which preflight reports (P202)."""

    @property
    def build(self) -> str:
        return FINAL if self.final else PROOF

    def entries(self) -> dict[str, str]:
        """The document information entries (`/CardkitProfile` ...) this PDF gets."""
        values = {"document": self.document, "profile": self.profile, "paper": self.paper,
                  "build": self.build, "revision": self.revision, "placeholders": str(self.placeholders) if self.placeholders else None,
                  "fonts": FONT_SEPARATOR.join(self.fonts) or None}
        return {KEYS[field]: value for field, value in values.items() if value is not None}

    @classmethod
    def read(cls, info: Mapping[str, str]) -> BuildInfo | None:
        """The build facts of a PDF's document information (keys as `entries` writes them), or
        None for a PDF cardkit did not write."""
        document = info.get(KEYS["document"])
        if document is None:
            return None
        return cls(
            document=document,
            final=info.get(KEYS["build"]) == FINAL,
            revision=info.get(KEYS["revision"], ""),
            profile=info.get(KEYS["profile"]),
            paper=info.get(KEYS["paper"]),
            placeholders=_count(info.get(KEYS["placeholders"])),
            fonts=tuple(name for name in info.get(KEYS["fonts"], "").split(FONT_SEPARATOR) if name),
        )

    def with_fonts(self, fonts: tuple[str, ...]) -> BuildInfo:
        """These facts with the theme's font families, which the renderer of the document knows."""
        return replace(self, fonts=fonts)


def _count(value: str | None) -> int:
    """A count written as text; anything else (a PDF edited by hand) counts as none."""
    return int(value) if value is not None and value.isdigit() else 0


def is_final(profile: PrintProfile) -> bool:
    """Whether cards printed with `profile` are a final file: its `proof` setting, which
    `cardkit build --proof` turns on for every profile (print-shop is final by default, home a proof)."""
    return not profile.proof


def cards_info(project: Project, profile: PrintProfile, placeholders: int = 0) -> BuildInfo:
    """A card PDF's facts; `placeholders`: how many of its cards print the art placeholder."""
    return BuildInfo("cards", is_final(profile), content_revision(project), profile=profile.name, placeholders=placeholders)


def document_info(project: Project, document: str, paper: str | None = None, mode: BuildMode | None = None) -> BuildInfo:
    """A sheet's, the rulebook's or the report's facts, laid out for `paper`: final or proof as
    the build's `mode` says, with its revision (a proof, of the content's digest, without one)."""
    if mode is None:
        return BuildInfo(document, False, content_revision(project), paper=paper)
    return BuildInfo(document, not mode.proof, mode.revision.ident, paper=paper)
