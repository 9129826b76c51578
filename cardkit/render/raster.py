"""PNG and Tabletop Simulator export, rasterised from the one-card-per-page PDF.

PNGs are cut from the same PDF the print shop gets (cropped to its trim box), so the screen
and the paper show the same card. TTS deck sheets hold at most 10 × 7 cells, the last one the
"hidden" card (the kind's back), and stay within 4096 px a side, the largest image TTS loads.
Images are returned as bytes by path, for the build to write together with its PDFs.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pypdfium2
from PIL import Image

from cardkit.render.faces import KIND_ORDER, Card
from cardkit.render.imposition import Page

DPI = 300
PT_PER_INCH = 72
TTS_MAX_COLUMNS = 10
TTS_MAX_ROWS = 7
TTS_MAX_PIXELS = 4096


@dataclass(frozen=True)
class TtsSheet:
    """One deck sheet image and the grid TTS must be told when importing it."""

    path: Path
    kind: str
    columns: int
    rows: int
    cards: int


@dataclass
class CardImages:
    """Card faces by card id and backs by kind, at 300 dpi, trimmed."""

    faces: dict[str, Image.Image]
    backs: dict[str, Image.Image]


def card_images(pdf: bytes, pages: Sequence[Page], cards: Sequence[Card]) -> CardImages:
    """Rasterise the first face of every card and one back per kind from a single-layout PDF,
    each cut at its TrimBox (a print-shop page may carry a slug for marks beyond its bleed)."""
    face_page: dict[str, int] = {}
    back_page: dict[str, int] = {}
    kinds = {card.id: card.kind for card in cards}
    for index, page in enumerate(pages):
        card_id = page.placements[0].card
        if page.back:
            back_page.setdefault(kinds[card_id], index)
        else:
            face_page.setdefault(card_id, index)
    document = pypdfium2.PdfDocument(pdf)
    try:
        def render(index: int) -> Image.Image:
            page = document[index]
            media, trim = page.get_mediabox(), page.get_trimbox()
            crop = (trim[0] - media[0], trim[1] - media[1], media[2] - trim[2], media[3] - trim[3])
            return page.render(scale=DPI / PT_PER_INCH, crop=crop).to_pil().convert("RGB")

        return CardImages(
            faces={card_id: render(index) for card_id, index in face_page.items()},
            backs={kind: render(index) for kind, index in back_page.items()},
        )
    finally:
        document.close()


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(DPI, DPI), optimize=False)
    return buffer.getvalue()


def png_files(images: CardImages, folder: Path) -> dict[Path, bytes]:
    """`<kind>-<slug>.png` for each card (the card id is exactly that)."""
    return {folder / f"{card_id}.png": _png(image) for card_id, image in images.faces.items()}


def tts_grid(count: int) -> tuple[int, int]:
    """Columns and rows for `count` cards plus the hidden card, as compact as TTS allows."""
    cells = count + 1
    columns = min(TTS_MAX_COLUMNS, cells)
    return columns, math.ceil(cells / columns)


def tts_cell_size(card: tuple[int, int], columns: int, rows: int) -> tuple[int, int]:
    """The largest cell (at most the 300 dpi card) that keeps the sheet within 4096 px a side."""
    width, height = card
    scale = min(1.0, TTS_MAX_PIXELS / (columns * width), TTS_MAX_PIXELS / (rows * height))
    return max(1, math.floor(width * scale)), max(1, math.floor(height * scale))


@dataclass
class TtsFiles:
    """The deck sheets (for the import grid) and every image file to write, by path."""

    sheets: list[TtsSheet]
    files: dict[Path, bytes]


def tts_sheet_files(images: CardImages, cards: Sequence[Card], folder: Path) -> TtsFiles:
    """Deck sheets per kind (`<kind>-sheet-N.png`, every copy a cell) and `<kind>-back.png`."""
    per_sheet = TTS_MAX_COLUMNS * TTS_MAX_ROWS - 1
    found = TtsFiles([], {})
    for kind in KIND_ORDER:
        deck = [card.id for card in cards if card.kind == kind for _ in range(card.copies)]
        if not deck:
            continue
        back = images.backs.get(kind)
        if back is not None:
            found.files[folder / f"{kind}-back.png"] = _png(back)
        for number, start in enumerate(range(0, len(deck), per_sheet), 1):
            chunk = deck[start : start + per_sheet]
            columns, rows = tts_grid(len(chunk))
            cell = tts_cell_size(images.faces[chunk[0]].size, columns, rows)
            sheet = Image.new("RGB", (cell[0] * columns, cell[1] * rows), "white")
            for index, card_id in enumerate(chunk):
                sheet.paste(images.faces[card_id].resize(cell, Image.Resampling.LANCZOS), ((index % columns) * cell[0], (index // columns) * cell[1]))
            if back is not None:
                last = columns * rows - 1
                sheet.paste(back.resize(cell, Image.Resampling.LANCZOS), ((last % columns) * cell[0], (last // columns) * cell[1]))
            path = folder / f"{kind}-sheet-{number}.png"
            found.files[path] = _png(sheet)
            found.sheets.append(TtsSheet(path, kind, columns, rows, len(chunk)))
    return found
