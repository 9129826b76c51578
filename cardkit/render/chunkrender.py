"""Rendering one chunk of cards into PDF bytes, in this process or in a worker process.

A chunk is rendered the same way wherever it runs: a fresh font configuration, one layout of
its pages, and only if some card's text overflows, fitting just those cards and laying out
again just their pages. Its result depends on nothing but the chunk and the files it reads,
so a cached chunk, a chunk from a worker and a chunk from a clean build are the same bytes.
Problems travel back as diagnostics (exceptions with custom fields do not survive pickling).
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from markupsafe import Markup
from weasyprint import Document

from cardkit.assets import Assets
from cardkit.diagnostics import Diagnostic
from cardkit.i18n.wording import Wording
from cardkit.output.intents import PDFX_VARIANT
from cardkit.output.templating import TemplateProblem
from cardkit.render.chunks import Chunk
from cardkit.render.documents import CardRenderer, Frame
from cardkit.render.faces import Card
from cardkit.render.fit import Fitter, ladder_for, overflowing_cards
from cardkit.render.imposition import Page, Placement
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


def card_renderer(setup: RendererSetup) -> CardRenderer:
    """A `CardRenderer` built from `setup`, in this process or a worker."""
    return CardRenderer(setup.root, list(setup.template_folders), setup.game_name, setup.wording, setup.theme, setup.assets)


@dataclass(frozen=True)
class ChunkTask:
    """One chunk to render and the cards on it."""

    chunk: Chunk
    cards: dict[str, Card]


@dataclass(frozen=True)
class ChunkOutput:
    """A rendered chunk: its PDF, the cards whose text does not fit even at the smallest size
    (id, share of the text box it needs there, that size in pt), and the files read (path -> digest). `problems` set means there is no PDF."""

    pdf: bytes = b""
    unfit: tuple[tuple[str, float, float], ...] = ()
    inputs: dict[Path, str] = field(default_factory=dict)
    problems: tuple[Diagnostic, ...] = ()


class ChunkRenderer:
    """Renders chunks one after another with one `CardRenderer` (templates and faces reused)."""

    def __init__(self, setup: RendererSetup) -> None:
        self.renderer = card_renderer(setup)

    def render(self, task: ChunkTask) -> ChunkOutput:
        self.renderer.new_document()
        try:
            pdf, unfit = self._render(task)
        except TemplateProblem as problem:
            return ChunkOutput(problems=(problem.diagnostic,))
        problems = self.renderer.documents.refusals()
        if problems:
            return ChunkOutput(problems=tuple(problems))
        return ChunkOutput(pdf, unfit, dict(self.renderer.documents.fetcher.served))

    def _render(self, task: ChunkTask) -> tuple[bytes, tuple[tuple[str, float, float], ...]]:
        """Lay the chunk out once; re-lay out only the pages of cards whose text overflowed."""
        profile = task.chunk.profile
        frame = Frame.for_profile(profile)
        probe_frame = Frame.for_profile(
            replace(profile, layout="single", bleed=0.0, crop_marks=False, backs=False, output_intent=None)
        )
        ladders = {card_id: ladder_for(card.has_reminders, frame.font_size) for card_id, card in task.cards.items()}

        def probe(ids: list[str]) -> Document:
            return self._layout(task, probe_frame, [Page((Placement(card_id, 0.0, 0.0),), back=False) for card_id in ids], fitter)

        fitter = Fitter(ladders, probe)
        pages = list(task.chunk.pages)
        document = self._layout(task, frame, pages, fitter)
        overflowing = overflowing_cards(document)
        if overflowing:
            fitter.settle(overflowing)
            redo = [i for i, page in enumerate(pages) if any(p.card in overflowing for p in page.placements)]
            redone = dict(zip(redo, self._layout(task, frame, [pages[i] for i in redo], fitter).pages))
            document = document.copy([redone.get(i, page) for i, page in enumerate(document.pages)])
        unfit = tuple(
            (card_id, round(need, 3), round(fitter.level(card_id).percent * frame.font_size / 100, 2))
            for card_id, need in sorted(fitter.unfit.items())
        )
        return self._pdf(document, frame), unfit

    def _pdf(self, document: Document, frame: Frame) -> bytes:
        """A plain PDF, or PDF/X-4 with the build's dates in its XMP when the profile has an output intent."""
        if not frame.pdfx:
            return document.write_pdf() or b""
        return self.renderer.documents.pdf(document, pdf_variant=PDFX_VARIANT)

    def _layout(self, task: ChunkTask, frame: Frame, pages: list[Page], fitter: Fitter) -> Document:
        ids = {placement.card for page in pages for placement in page.placements}
        faces: dict[str, Markup] = {
            card_id: self.renderer.face(task.cards[card_id], fitter.level(card_id), card_id in fitter.unfit, proof=frame.proof)
            for card_id in ids
        }
        return self.renderer.layout(self.renderer.html(frame, pages, faces, task.cards))


_worker: ChunkRenderer | None = None
"""A worker process's renderer, built once by `start_worker`."""


def start_worker(setup: RendererSetup, build_pid: int) -> None:
    """Process-pool initializer: build the renderer once per worker, and watch the build."""
    global _worker
    _worker = ChunkRenderer(setup)
    threading.Thread(target=_exit_without, args=(build_pid,), daemon=True, name="watch-build").start()


def render_in_worker(task: ChunkTask) -> ChunkOutput:
    assert _worker is not None, "start_worker runs first in every worker"
    return _worker.render(task)


WATCH_INTERVAL_S = 1.0


def _exit_without(build_pid: int) -> None:
    """End this worker once the build process is gone. A build killed with SIGKILL cannot stop
    its pool, and idle workers wait on a queue that never closes: they would live on for nobody."""
    while True:
        time.sleep(WATCH_INTERVAL_S)
        try:
            os.kill(build_pid, 0)
        except ProcessLookupError:
            os._exit(1)
        except PermissionError:
            pass  # alive, under another user: cannot happen for our own parent, harmless if it does
