"""`cardkit build cards`: every card of the game to print-ready PDFs, and PNG / TTS images.

The stages, each its own module: resolve the print profiles, build the card faces from the
model, impose them per profile, render and lay out the HTML once, re-fit only the cards whose
text overflows, splice their pages in, write each PDF atomically, and rasterise on request.
A template or resource problem stops the build before anything is written, so the last good
PDF stays in place.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from markupsafe import Markup
from weasyprint import Document

from cardkit.content import LoadedProject
from cardkit.diagnostics import Diagnostic, Severity
from cardkit.render.documents import CardRenderer, Frame
from cardkit.render.faces import Card, game_cards
from cardkit.render.fetcher import Refusal
from cardkit.render.fit import Fitter, ladder_for, overflowing_cards
from cardkit.render.imposition import Page, Placement, impose
from cardkit.render.profiles import (
    PrintProfile,
    ProfileProblems,
    config_locator,
    resolve_print_settings,
)
from cardkit.render.raster import TtsSheet, card_images, write_pngs, write_tts_sheets
from cardkit.render.resources import default_templates_dir
from cardkit.render.templating import TemplateProblem
from cardkit.render.writing import write_bytes_atomically

PNG_PROFILE = "print-shop"
"""PNGs come from the one-card-per-page layout, cropped to the trim box."""


@dataclass
class CardsResult:
    """What a card build wrote and found. `usage_error`: the request or `print:` is unusable (exit 2)."""

    written: list[Path] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    tts_sheets: list[TtsSheet] = field(default_factory=list)
    usage_error: bool = False

    @property
    def has_errors(self) -> bool:
        return any(d.severity is Severity.ERROR for d in self.diagnostics)


@dataclass
class RenderedProfile:
    """One profile laid out: its pages (imposition order) and the PDF bytes."""

    profile: PrintProfile
    pages: list[Page]
    pdf: bytes


def template_folders(loaded: LoadedProject) -> list[Path]:
    """Where templates are looked up: the project's `templates/` (or configured folder) first."""
    project = loaded.project
    own = project.templates_dir or project.root / "templates"
    return list(dict.fromkeys(path.resolve() for path in (own, default_templates_dir())))


def build_cards(loaded: LoadedProject, *, profile: str | None = None, png: bool = False, tts: bool = False) -> CardsResult:
    """Render the game's cards with `profile` (default: the `print.default` profiles) and write them
    under `build/cards/`; `png` and `tts` add per-card PNGs and Tabletop Simulator deck sheets."""
    project = loaded.project
    result = CardsResult()
    try:
        settings = resolve_print_settings(project.print_settings, config_locator(project.root))
    except ProfileProblems as problems:
        return CardsResult(diagnostics=problems.diagnostics, usage_error=True)
    names = (profile,) if profile else settings.default
    unknown = [name for name in names if name not in settings.profiles]
    if unknown:
        message = f"unknown print profile '{unknown[0]}'; known profiles: {', '.join(settings.profiles)}"
        return CardsResult(diagnostics=[Diagnostic("cardkit.yaml", 1, 1, "B102", Severity.ERROR, message)], usage_error=True)

    cards = game_cards(loaded.game)
    build = _CardBuild(CardRenderer(project.root, template_folders(loaded), project.name), cards)
    out = project.build_dir / "cards"
    try:
        rendered = {name: build.render(settings.profiles[name]) for name in names}
        if png or tts:
            source = rendered.get(PNG_PROFILE) or build.render(settings.profiles[PNG_PROFILE])
        result.diagnostics += build.diagnostics()
        if result.has_errors:
            return result
        for name, done in rendered.items():
            result.written.append(write_bytes_atomically(out / f"cards-{name}.pdf", done.pdf))
        if png or tts:
            images = card_images(source.pdf, source.pages, cards, source.profile)
            if png:
                result.written += write_pngs(images, out / "png")
            if tts:
                result.tts_sheets = write_tts_sheets(images, cards, out / "tts")
                result.written += [sheet.path for sheet in result.tts_sheets]
    except TemplateProblem as problem:
        result.diagnostics.append(problem.diagnostic)
    return result


class _CardBuild:
    """The state one build shares across profiles: rendered faces and fit levels per card size."""

    def __init__(self, renderer: CardRenderer, cards: list[Card]) -> None:
        self.renderer = renderer
        self.cards = {card.id: card for card in cards}
        self.deck = [card.id for card in cards for _ in range(card.copies)]
        self.ladders = {card.id: ladder_for(card.has_reminders) for card in cards}
        self.fitters: dict[tuple[float, float], Fitter] = {}

    def render(self, profile: PrintProfile) -> RenderedProfile:
        """Lay out every page once; re-lay out only the pages of cards whose text overflowed."""
        frame = Frame.for_profile(profile)
        fitter = self._fitter(profile)
        pages = impose(profile, self.deck)
        document = self._layout(frame, pages, fitter)
        overflowing = overflowing_cards(document) - fitter.unfit  # known misfits are already marked
        if overflowing:
            fitter.settle(overflowing)
            redo = [i for i, page in enumerate(pages) if any(p.card in overflowing for p in page.placements)]
            redone = self._layout(frame, [pages[i] for i in redo], fitter)
            replaced = dict(zip(redo, redone.pages))
            document = document.copy([replaced.get(i, page) for i, page in enumerate(document.pages)])
        return RenderedProfile(profile, pages, document.write_pdf())

    def _fitter(self, profile: PrintProfile) -> Fitter:
        """Fit levels depend only on the card size, so profiles of the same size share them."""
        if profile.card_size not in self.fitters:
            probe_frame = Frame.for_profile(replace(profile, layout="single", bleed=0.0, crop_marks=False, backs=False))

            def probe(ids: list[str]) -> Document:
                probe_pages = [Page((Placement(card_id, 0.0, 0.0),), back=False) for card_id in ids]
                return self._layout(probe_frame, probe_pages, self.fitters[profile.card_size])

            self.fitters[profile.card_size] = Fitter(self.ladders, probe)
        return self.fitters[profile.card_size]

    def _layout(self, frame: Frame, pages: list[Page], fitter: Fitter) -> Document:
        ids = {placement.card for page in pages for placement in page.placements}
        faces: dict[str, Markup] = {
            card_id: self.renderer.face(self.cards[card_id], fitter.level(card_id), card_id in fitter.unfit) for card_id in ids
        }
        return self.renderer.layout(self.renderer.html(frame, pages, faces, self.cards))

    def diagnostics(self) -> list[Diagnostic]:
        """Text that did not fit even at the smallest size, and resources the fetcher refused."""
        found: list[Diagnostic] = []
        unfit = {card_id for fitter in self.fitters.values() for card_id in fitter.unfit}
        for card_id in sorted(unfit):
            card = self.cards[card_id]
            position = card.definition.source.at(*card.blame_path)
            found.append(
                Diagnostic(
                    card.definition.file,
                    position.line,
                    position.column,
                    "B201",
                    Severity.WARNING,
                    f"the text of {card.kind} '{card.definition.name}' does not fit its card even at "
                    f"{self.ladders[card_id][-1].percent}% of the normal size",
                    "shorten the text or flavour; the card is printed with its text box outlined in red",
                )
            )
        found += [self._refusal(refusal) for refusal in dict.fromkeys(self.renderer.fetcher.refusals)]
        return found

    def _refusal(self, refusal: Refusal) -> Diagnostic:
        """Point at the template line that names the resource when it can be found."""
        file, line, column = self.renderer.templates.reference(refusal.url)
        if refusal.reason == "missing":
            return Diagnostic(file, line, column, "B402", Severity.ERROR, f"missing file: {refusal.url}")
        return Diagnostic(
            file,
            line,
            column,
            "B403",
            Severity.ERROR,
            f"refused to read {refusal.url}: only files inside the project (and cardkit's own templates and fonts) may be used",
        )
