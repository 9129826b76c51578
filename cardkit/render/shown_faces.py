"""Card faces as pictures, for documents that show cards instead of printing them.

The errata sheet shows a changed card as it was beside the card as it is, its changed fields
outlined. Each face is laid out by the same templates, theme and text fitting as the print
(`facerender.FaceRenderer`), at the card size of the project's first default print profile and
without bleed, then rasterised: the picture is the card a player holds. Pictures rather than
placed PDF pages, because the sheet is a WeasyPrint document of its own that flows them
with the text of the changes.
"""

from __future__ import annotations

import io
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

import pypdfium2

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.output.resources import template_folders
from cardkit.output.wording import Wording
from cardkit.project.validate import LoadedProject
from cardkit.render.faceplan import FACE_BATCH, Face, FaceStyle
from cardkit.render.facerender import FaceRenderer
from cardkit.render.faces import Card, game_cards
from cardkit.render.facetask import FaceOutput, FaceTask, RendererSetup
from cardkit.render.raster import PT_PER_INCH

SHOWN_DPI = 450
"""The errata sheet prints a card at 44 mm wide, 0.7 of its size: 450 dpi there is 300 dpi on paper, as preflight asks (P501)."""


@dataclass
class ShownFaces:
    """Card id -> PNG bytes of its face; the template and resource problems that stopped it."""

    pictures: dict[str, bytes] = field(default_factory=dict)
    problems: list[Diagnostic] = field(default_factory=list)


def shown_style(loaded: LoadedProject) -> FaceStyle:
    """The card size a player holds: the first default profile's, laid out without bleed."""
    settings = loaded.project.config.print_settings
    profile = settings.profiles[settings.default[0]]
    return FaceStyle(profile.card_width, profile.card_height, 0.0, False)


def face_pictures(
    loaded: LoadedProject,
    card_ids: Sequence[str],
    highlights: Mapping[str, tuple[str, ...]],
    *,
    dpi: int = SHOWN_DPI,
    marks: Mapping[str, str] | None = None,
) -> ShownFaces:
    """The faces of `card_ids` (ids the game does not have are skipped), each with the keys of
    `highlights[card_id]` outlined, as PNG bytes; laid out fresh, never from the print cache,
    since a highlighted face is no print's. Each face carries its revision mark from `marks`
    (card id -> mark, `cardkit.project.marks`) in its footer, as the printed card does: the errata
    tells players to compare it with their copy."""
    cards = {card.id: card for card in game_cards(loaded.game, marks)}
    wanted = [cards[card_id] for card_id in dict.fromkeys(card_ids) if card_id in cards]
    shown = ShownFaces()
    for batch, output in laid_out_batches(loaded, wanted, highlights):
        if output.problems:
            shown.problems += output.problems
            return shown
        shown.pictures.update(zip(batch, (_png(pdf, dpi) for pdf in output.pdfs), strict=True))
    return shown


def laid_out_batches(
    loaded: LoadedProject, cards: Sequence[Card], highlights: Mapping[str, tuple[str, ...]] | None = None
) -> Iterator[tuple[dict[str, Card], FaceOutput]]:
    """The faces of `cards` as one player holds them (`shown_style`), laid out in batches of
    `FACE_BATCH` by one renderer: each batch's cards by id, and what laying them out gave (PDFs,
    the cards that do not fit, problems). The errata's pictures and the editor's B201 both."""
    renderer, style = FaceRenderer(renderer_setup(loaded)), shown_style(loaded)
    for start in range(0, len(cards), FACE_BATCH):
        batch = {card.id: card for card in cards[start : start + FACE_BATCH]}
        faces = tuple(Face(card.kind, card.id, False, style) for card in batch.values())
        marked = {card_id: tuple((highlights or {}).get(card_id, ())) for card_id in batch}
        yield batch, renderer.render(FaceTask(faces, batch, marked))


def renderer_setup(loaded: LoadedProject) -> RendererSetup:
    """What a face renderer needs of the project: its templates, words, theme and assets."""
    project = loaded.project
    folders = tuple(template_folders(loaded))
    return RendererSetup(project.root, folders, project.name, Wording.of(loaded), loaded.theme, project.assets)


def _png(pdf: bytes, dpi: int) -> bytes:
    """The one page of a face PDF as PNG: a face without bleed is its trim box, edge to edge."""
    document = pypdfium2.PdfDocument(pdf)
    try:
        image = document[0].render(scale=dpi / PT_PER_INCH).to_pil()
    finally:
        document.close()
    output = io.BytesIO()
    image.save(output, format="PNG")
    return output.getvalue()
