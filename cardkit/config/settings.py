"""cardkit.yaml as the code uses it: one frozen tree of typed settings.

The tree is built once, when the project opens (`cardkit.config.project.project_from_config`), from a
cardkit.yaml its schema has accepted; what a schema cannot say (a folder outside the project, a
card too big for its paper) is checked in the same pass and reported at its line. Every later
stage reads these objects, never the YAML mapping, so no setting is validated twice and no
stage needs to know where a setting was written.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from cardkit.config.accepted import Accepted
from cardkit.loading import JsonPath


@dataclass(frozen=True)
class PrintProfile:
    """Everything imposition and the page CSS need, in millimetres."""

    name: str
    card_width: float
    card_height: float
    layout: str  # "sheet" (n-up on paper) or "single" (one card per page, with bleed)
    paper_width: float
    paper_height: float
    bleed: float
    crop_marks: bool
    gutter: float
    margin: float
    backs: bool
    duplex: str  # "long-edge" or "short-edge"
    duplex_offset: tuple[float, float]
    output_intent: str | None = None
    """The bundled ICC profile the PDF is made PDF/X-4 for (`cardkit.output.intents`); None: a plain PDF."""
    black_text: str = "theme"
    """"theme" (text as the theme colours it), "k-only" (card text in 100 % K, the black plate
    alone) or "k-only-small" (black text under `black_text_under` in 100 % K, the rest as designed)."""
    black_text_under: float = 9.0
    """Points at print size: with "k-only-small", near-black text smaller than this prints in 100 % K."""
    proof: bool = True
    """A proof for the team (draft cards printed, stamped Draft) or, False, a final print of final cards only."""

    @property
    def single(self) -> bool:
        return self.layout == "single"

    @property
    def card_size(self) -> tuple[float, float]:
        return (self.card_width, self.card_height)

    @property
    def cell_size(self) -> tuple[float, float]:
        """A card with its bleed on every side: what a sheet must make room for."""
        return (self.card_width + 2 * self.bleed, self.card_height + 2 * self.bleed)

    @property
    def grid(self) -> tuple[int, int]:
        """(columns, rows) of cells that fit the paper inside the margin; (1, 1) for single."""
        if self.single:
            return (1, 1)
        cell_width, cell_height = self.cell_size
        usable_width = self.paper_width - 2 * self.margin + self.gutter
        usable_height = self.paper_height - 2 * self.margin + self.gutter
        # A hair of tolerance so 3 × 63 mm on 189 mm of usable paper counts as fitting.
        columns = int((usable_width + 1e-6) // (cell_width + self.gutter))
        rows = int((usable_height + 1e-6) // (cell_height + self.gutter))
        return (max(columns, 0), max(rows, 0))


@dataclass(frozen=True)
class PrintSettings:
    """All print profiles of a project (`print:`) and the ones built when the user names none."""

    profiles: Mapping[str, PrintProfile]
    default: tuple[str, ...]
    paper: str
    """`print: paper:` as written when it names a paper (A4, A3, Letter, Legal): the paper of the
    rulebook, the sheets, the errata and the report too, unless `--paper` says otherwise; the
    default paper (`print_profiles.BASE_SETTINGS`) when it is a custom {width, height}, a card
    sheet's size."""


@dataclass(frozen=True)
class ProjectConfig:
    """Every setting of cardkit.yaml, defaults filled in and folders resolved against the project."""

    name: str
    content_dir: Path
    assets_dir: Path
    """The art folder (`art:`, inside the content folder): art, symbols' icons and fonts."""
    build_dir: Path
    templates_dir: Path | None
    rules: Mapping[str, str]
    """`rules:`: a check's code to the level the project wants (error, warning, info or off)."""
    print_settings: PrintSettings
    accepted: Accepted = field(default_factory=Accepted)
    """`accepted:`: the findings the project expects, shown as one line with its note."""


@dataclass(frozen=True)
class SettingProblem:
    """A setting cardkit.yaml's schema accepts but cardkit cannot use, named by its path in the
    file (("print", "default", 1)); the project turns it into a diagnostic at that line."""

    code: str
    path: JsonPath
    message: str
    hint: str | None = None
