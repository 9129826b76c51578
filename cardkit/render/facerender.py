"""Rendering one batch of faces into one PDF per face, in this process or in a worker process.

A batch is rendered the same way wherever it runs: a fresh font configuration, its fronts fitted
on probes of their text boxes (`cardkit.render.fit`, `cardkit.render.textprobe`), then one
layout of its pages (a face each: `cardkit.render.faceplan`), each card at the step it settled on. Each page is then written as
a PDF of its own (`face_pdf`), whose bytes depend on nothing but that face and the files it
reads, so a cached face, a face from a worker and a face from a clean build, in whatever batch
it was laid out, are the same bytes. Problems travel back as diagnostics (exceptions with custom fields do
not survive pickling).
"""

from __future__ import annotations

import io
import os
import threading
import time

import pikepdf
from markupsafe import Markup
from weasyprint import Document

from cardkit.output.fetcher import remember_verdicts
from cardkit.output.stamp import FIXED_EPOCH, fonts_dated, stable_image_names
from cardkit.output.templating import TemplateProblem
from cardkit.render.documents import CardRenderer, Frame
from cardkit.render.faceplan import FaceStyle
from cardkit.render.facetask import FaceOutput, FaceTask, RendererSetup
from cardkit.render.fit import FitLevel, Fitter, ladder_for
from cardkit.render.imposition import Page, Placement
from cardkit.render.placing import ContentDigests, stamp_digests, wrap_in_form
from cardkit.render.textprobe import text_only as text_box_only

FACE_PDF_VERSION = "1.6"
"""Faces are written as PDF 1.6, the version PDF/X-4 is based on, so every profile can place them."""


def card_renderer(setup: RendererSetup) -> CardRenderer:
    """A `CardRenderer` built from `setup`, in this process or a worker."""
    remember_verdicts(setup.verdicts)
    return CardRenderer(setup.root, list(setup.template_folders), setup.game_name, setup.wording, setup.theme, setup.assets)


def face_frame(style: FaceStyle, proof: bool) -> Frame:
    """A face's page: the card as its trim box, grown by the style's bleed (WeasyPrint's
    `@page bleed`); its cell, card plus bleed, starts one bleed before the trim."""
    bleed = style.bleed
    return Frame(
        page_width=style.card_width,
        page_height=style.card_height,
        cell_width=style.card_width + 2 * bleed,
        cell_height=style.card_height + 2 * bleed,
        card_width=style.card_width,
        card_height=style.card_height,
        inset=bleed,
        page_bleed=bleed,
        single=True,
        font_size=style.font_size,
        proof=proof,
        process_black=style.process_black,
    )


class FaceRenderer:
    """Renders batches one after another with one `CardRenderer` (templates and faces reused)."""

    def __init__(self, setup: RendererSetup) -> None:
        self.renderer = card_renderer(setup)
        self.theme = setup.theme

    def render(self, task: FaceTask) -> FaceOutput:
        self.renderer.new_document()
        try:
            pdfs, unfit = self._render(task)
        except TemplateProblem as problem:
            return FaceOutput(problems=(problem.diagnostic,))
        problems = self.renderer.documents.refusals()
        if problems:
            return FaceOutput(problems=tuple(problems))
        return FaceOutput(pdfs, unfit, dict(self.renderer.documents.fetcher.served))

    def _render(self, task: FaceTask) -> tuple[tuple[bytes, ...], tuple[tuple[str, float, float], ...]]:
        """Fit every front on probes of its text box alone, then lay the batch out once, each
        card at the step it settled on (a card that fits at no step with its overflow marked).
        A card whose face measures other than its probe (a template whose text box depends on
        the rest of the face) is fitted again on whole faces, as before probes: the probe's
        step is never printed on trust."""
        first = task.faces[0]
        frame = face_frame(first.style, first.proof)
        fronts = [face.ref for face in task.faces if not face.back]
        ladders = {ref: ladder_for(task.cards[ref].has_reminders, frame.font_size, self.theme.text_floor(task.cards[ref].kind)) for ref in fronts}

        def page(ref: str, back: bool) -> Page:
            return Page((Placement(ref, -frame.inset, -frame.inset),), back=back)

        def probe(refs: list[str]) -> Document:
            """The text boxes of `refs` all on one page, each in its own cell at the same place."""
            placements = tuple(Placement(ref, -frame.inset, -frame.inset) for ref in refs)
            return self._layout(task, frame, [Page(placements, back=False)], fitter, text_only=True)

        def whole(refs: list[str]) -> Document:
            return self._layout(task, frame, [page(ref, False) for ref in refs], fitter)

        fitter = Fitter(ladders, probe, faces=False)
        fitter.fit(fronts)
        pages = [page(face.ref, face.back) for face in task.faces]
        document = self._layout(task, frame, pages, fitter)
        strays = fitter.strays(document)
        if strays:
            fitter.probe, fitter.faces = whole, True
            fitter.fit(strays)
            refit = {ref: fitter.laid_out[ref] for ref in strays if ref not in fitter.unfit}
            redo = [i for i, face in enumerate(task.faces) if face.ref in strays and face.ref in fitter.unfit]  # to show the overflow mark
            refit.update(zip((task.faces[i].ref for i in redo), self._layout(task, frame, [pages[i] for i in redo], fitter).pages, strict=True) if redo else ())
            document = document.copy([refit.get(face.ref, laid_out) for face, laid_out in zip(task.faces, document.pages, strict=True)])
        unfit = tuple(
            (card_id, round(need, 3), round(fitter.level(card_id).percent * frame.font_size / 100, 2))
            for card_id, need in sorted(fitter.unfit.items())
        )
        return tuple(face_pdf(document.copy([laid_out])) for laid_out in document.pages), unfit

    def _face(self, task: FaceTask, frame: Frame, ref: str, level: FitLevel, unfit: bool) -> Markup:
        return self.renderer.face(task.cards[ref], level, unfit, proof=frame.proof, highlight=task.highlights.get(ref, ()))

    def _layout(self, task: FaceTask, frame: Frame, pages: list[Page], fitter: Fitter, *, text_only: bool = False) -> Document:
        """`pages` laid out, each front at its fit level; `text_only`: fronts reduced to their
        text box, for fitting to measure (`cardkit.render.textprobe`)."""
        refs = {placement.card for page in pages if not page.back for placement in page.placements}
        faces = {ref: self._face(task, frame, ref, fitter.level(ref), ref in fitter.unfit) for ref in refs}
        if text_only:
            faces = {ref: text_box_only(face) for ref, face in faces.items()}
        return self.renderer.layout(self.renderer.html(frame, pages, faces, task.cards))


def face_pdf(document: Document) -> bytes:
    """The one page of `document` as a face PDF: written on its own, so that its font subsets
    and bytes depend on that face alone (not on the batch it was laid out in: an incremental
    build equals a clean one), its resources stamped with their digests and its content drawn
    through one form, ready to be placed (`cardkit.render.placing`)."""
    with fonts_dated(FIXED_EPOCH):  # a face is content-addressed: it carries no build's date
        written = document.write_pdf(pdf_version=FACE_PDF_VERSION, finisher=stable_image_names) or b""
    with pikepdf.open(io.BytesIO(written)) as pdf:
        page = pdf.pages[0]
        stamp_digests(page.obj.Resources, ContentDigests())
        wrap_in_form(pdf, page)
        output = io.BytesIO()
        pdf.save(output, deterministic_id=True)
        return output.getvalue()


_worker: FaceRenderer | None = None
"""A worker process's renderer, built once by `start_worker`."""


def start_worker(setup: RendererSetup, build_pid: int) -> None:
    """Process-pool initializer: build the renderer once per worker, and watch the build."""
    global _worker  # noqa: PLW0603 - a pool initializer hands its worker its state only through the module
    _worker = FaceRenderer(setup)
    threading.Thread(target=_exit_without, args=(build_pid,), daemon=True, name="watch-build").start()


def render_in_worker(task: FaceTask) -> FaceOutput:
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
