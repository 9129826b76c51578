"""What a batch of faces is, and what rendering it gives back: plain data a build hands to its
workers and gets back from them (pickled), kept apart from the rendering itself
(`cardkit.render.facerender`) so a build that lays out nothing never imports WeasyPrint."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from cardkit.foundation.assets import Assets
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.output.wording import Wording
from cardkit.render.faceplan import Face
from cardkit.render.faces import Card
from cardkit.theme.model import Theme


@dataclass(frozen=True)
class RendererSetup:
    """What a worker needs to build its own `CardRenderer`."""

    root: Path
    template_folders: tuple[Path, ...]
    game_name: str
    wording: Wording
    theme: Theme
    assets: Assets
    verdicts: Path | None = None
    """Where the fetcher remembers the fonts and images it found usable (`remember_verdicts`)."""


@dataclass(frozen=True)
class FaceTask:
    """One batch of faces of one style and proof flag, and the cards they show by face ref
    (a back's: any card of its kind, which the back template only asks the kind of)."""

    faces: tuple[Face, ...]
    cards: dict[str, Card]
    highlights: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Face ref -> the definition keys to highlight: the errata sheet's faces, never a print's."""


@dataclass(frozen=True)
class FaceOutput:
    """A rendered batch: one single-page PDF per face, the cards whose text does not fit even at
    the smallest size (id, share of the text box it needs there, that size in pt), and the files
    read (path -> digest). `problems` set means there are no PDFs."""

    pdfs: tuple[bytes, ...] = ()
    unfit: tuple[tuple[str, float, float], ...] = ()
    inputs: dict[Path, str] = field(default_factory=dict)
    problems: tuple[Diagnostic, ...] = ()
