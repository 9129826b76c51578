"""The duplex calibration sheet: how far a printer puts the backs off their fronts.

The front page has a long fine cross through the centre of the paper; the back page has two
rulers in millimetres, a horizontal one below the centre, whose zero is on the centre's
vertical, for x, and a vertical one right of the centre, its zero on the centre's horizontal,
for y. Held to the light with the back facing you, the front's cross shows through on the
rulers: the numbers its arms cross are, as they are, the `duplex_offset: {x, y}` that moves the
backs onto their fronts (`imposition._back` adds them to every back placement): a back that
lands 1 mm right shows the arm at -1. The sheet is printed
without any offset, so it measures the printer, not the last correction; being symmetric about
the centre, it reads the same for a long-edge or a short-edge flip.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardkit.config.settings import PrintProfile, PrintSettings

if TYPE_CHECKING:  # its renderer is WeasyPrint's: imported only when the sheet is drawn
    from cardkit.render.documents import CardRenderer

RULER_SPAN = 10.0
"""Millimetres each way from the centre; printers that land farther off are not worth correcting."""
TICK_STEP = 0.5
LABEL_EVERY = 2
"""A number every 2 mm: at 1 mm the numbers would touch."""
RULER_DISTANCE = 25.0
"""How far (mm) each ruler lies from the centre, so neither ruler's numbers touch the other's."""
CROSS_ARM = RULER_DISTANCE + 12.0
"""Each arm of the front's cross runs past the ruler it is read on."""
TICK_LENGTHS = {"half": 1.2, "mm": 2.2, "five": 3.6}
HOME = "home"
"""The profile measured when the build prints no sheet profile (`home` always exists)."""
CALIBRATION_PDF = "duplex-calibration.pdf"


@dataclass(frozen=True)
class Tick:
    """A ruler graduation `offset` mm from the centre; `label` is the number printed beside it."""

    offset: float
    length: float
    label: str | None


@dataclass(frozen=True)
class CalibrationSheet:
    """The geometry both pages are drawn from, in millimetres."""

    width: float
    height: float
    ticks: tuple[Tick, ...]
    cross_arm: float = CROSS_ARM
    ruler_distance: float = RULER_DISTANCE

    @property
    def centre(self) -> tuple[float, float]:
        return (self.width / 2, self.height / 2)

    @property
    def span(self) -> float:
        return RULER_SPAN


def calibration_sheet(profile: PrintProfile) -> CalibrationSheet:
    """The sheet on `profile`'s paper."""
    return CalibrationSheet(profile.paper_width, profile.paper_height, ruler_ticks())


def ruler_ticks(span: float = RULER_SPAN, step: float = TICK_STEP) -> tuple[Tick, ...]:
    """Graduations from -span to +span: long every 5 mm, medium every mm, short every half."""
    count = round(span / step)
    ticks = []
    for index in range(-count, count + 1):
        offset = index * step
        whole = index % round(1 / step) == 0
        millimetres = round(offset)
        if whole and millimetres % 5 == 0:
            length = TICK_LENGTHS["five"]
        else:
            length = TICK_LENGTHS["mm"] if whole else TICK_LENGTHS["half"]
        label = str(millimetres) if whole and millimetres % LABEL_EVERY == 0 else None
        ticks.append(Tick(offset, length, label))
    return tuple(ticks)


def calibration_profile(settings: PrintSettings, names: Sequence[str]) -> PrintProfile:
    """The sheet profile the build prints cards with (the first one asked for), else `home`:
    the calibration measures the printer and paper those cards go through."""
    sheets = [settings.profiles[name] for name in names if not settings.profiles[name].single]
    return sheets[0] if sheets else settings.profiles[HOME]


def calibration_pdf(renderer: CardRenderer, profile: PrintProfile) -> bytes:
    """The two pages of the sheet on `profile`'s paper, dated like every PDF of the build.
    Raises TemplateProblem for a broken (overridden) template."""
    renderer.new_document()
    html = renderer.templates.render("cards/calibration.html", sheet=calibration_sheet(profile), profile_name=profile.name)
    return renderer.documents.pdf(renderer.layout(html))
