"""PNG and Tabletop Simulator export, rasterised from the one-card-per-page PDF.

Both are cut from the same PDF the print shop gets, so the screen and the paper show the same
card. Card PNGs keep the bleed (the BleedBox), as print-on-demand services ask, at exactly the
pixels the size makes at the resolution, rounded half up: a poker card (63 × 88 mm) with 3 mm
bleed is 69 × 94 mm, 815 × 1110 px at 300 dpi and 1630 × 2220 px at 600. TTS deck sheets are
cut at the TrimBox at 300 dpi (a table shows no bleed), one deck per back group (a TTS deck
has one back: `cardkit.render.backs`), hold at most 10 × 7 cells, the last one the "hidden"
card (the group's back), and stay within 4096 px a side, the largest image TTS loads. Both
write each group's back on its own too. Every PNG is tagged sRGB (`SRGB_CHUNKS`). Images are
returned as bytes by path, for the build to write with its PDFs.
"""

from __future__ import annotations

import io
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from PIL import Image
from PIL.PngImagePlugin import PngInfo

from cardkit.output.archive import deterministic_zip
from cardkit.render.backs import group_file
from cardkit.render.faces import Card
from cardkit.render.imposition import Page
from cardkit.render.options import DPI

if TYPE_CHECKING:  # PDFium loads a library of its own: only a build that exports images needs it
    import pypdfium2

PT_PER_INCH = 72
TTS_MAX_COLUMNS = 10
TTS_MAX_ROWS = 7
TTS_MAX_PIXELS = 4096


@dataclass(frozen=True)
class TtsSheet:
    """One deck sheet image (the cards of one back group) and the grid TTS must be told when importing it."""

    path: Path
    group: str
    columns: int
    rows: int
    cards: int


@dataclass
class CardImages:
    """Card faces by card id and backs by back group, at `dpi`, cut at the trim or the bleed box."""

    faces: dict[str, Image.Image]
    backs: dict[str, Image.Image]
    dpi: int = DPI


def card_images(pdf: bytes, pages: Sequence[Page], groups: Mapping[str, str], *, dpi: int = DPI, bleed: bool = False) -> CardImages:
    """Rasterise the first face of every card and one back per back group (`groups`: card id ->
    group) from a single-layout PDF: at the TrimBox (TTS), or with `bleed` at the BleedBox in
    exact pixels (`pixels`)."""
    import pypdfium2

    face_page: dict[str, int] = {}
    back_page: dict[str, int] = {}
    for index, page in enumerate(pages):
        card_id = page.placements[0].card
        if page.back:
            back_page.setdefault(groups[card_id], index)
        else:
            face_page.setdefault(card_id, index)
    document = pypdfium2.PdfDocument(pdf)
    try:
        render = _with_bleed if bleed else _trimmed

        def image(index: int) -> Image.Image:
            return render(document[index], dpi).convert("RGB")

        return CardImages(
            faces={card_id: image(index) for card_id, index in face_page.items()},
            backs={group: image(index) for group, index in back_page.items()},
            dpi=dpi,
        )
    finally:
        document.close()


def pixels(length_pt: float | Fraction, dpi: int) -> int:
    """Pixels of a length at `dpi`, rounded half up (exact: 69 mm at 300 dpi is 814.96, so 815)."""
    return math.floor(Fraction(length_pt) * dpi / PT_PER_INCH + Fraction(1, 2))


def _trimmed(page: pypdfium2.PdfPage, dpi: int) -> Image.Image:
    """The page cut at its TrimBox, as PDFium sizes it (what TTS sheets have always been made of)."""
    media, trim = page.get_mediabox(), page.get_trimbox()
    crop = (trim[0] - media[0], trim[1] - media[1], media[2] - trim[2], media[3] - trim[3])
    trimmed: Image.Image = page.render(scale=dpi / PT_PER_INCH, crop=crop).to_pil()
    return trimmed


def _with_bleed(page: pypdfium2.PdfPage, dpi: int) -> Image.Image:
    """The page cut at its BleedBox, exactly `pixels` of the box wide and high: the whole page
    is rendered, then cropped at the box's pixel edges (PDFium rounds a crop up on each side)."""
    media, box = _box(page.get_mediabox()), _box(page.get_bleedbox())
    whole: Image.Image = page.render(scale=dpi / PT_PER_INCH).to_pil()
    width, height = pixels(box[2] - box[0], dpi), pixels(box[3] - box[1], dpi)
    left = min(pixels(box[0] - media[0], dpi), whole.width - width)
    top = min(pixels(media[3] - box[3], dpi), whole.height - height)
    return whole.crop((left, top, left + width, top + height))


def _box(values: Sequence[float]) -> tuple[Fraction, ...]:
    """A page box in pt, as exact fractions of its printed decimals (no float drift at x.5 px)."""
    return tuple(Fraction(f"{value:.4f}") for value in values)


SRGB_CHUNKS = (
    (b"sRGB", bytes([0])),
    (b"gAMA", (45455).to_bytes(4, "big")),
    (b"cHRM", b"".join(value.to_bytes(4, "big") for value in (31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000))),
)
"""What tags a PNG as sRGB: the sRGB chunk (rendering intent perceptual), and the gAMA and cHRM
values the PNG specification pairs with it for readers that know no sRGB chunk. The pixels are
sRGB (PDFium renders into it), and a print-on-demand service converts an untagged or tagged RGB
upload to its press from sRGB alike; the tag makes that reading explicit in a few bytes rather
than a 3 KB ICC profile in every card file."""


def _png(image: Image.Image, dpi: int = DPI) -> bytes:
    buffer = io.BytesIO()
    chunks = PngInfo()
    for name, data in SRGB_CHUNKS:
        chunks.add(name, data)
    image.save(buffer, format="PNG", dpi=(dpi, dpi), optimize=False, pnginfo=chunks)
    return buffer.getvalue()


def png_files(images: CardImages, folder: Path) -> dict[Path, bytes]:
    """`<kind>-<slug>.png` for each card (the card id is exactly that), and each back group's
    back (`back.png`, or `<group>-back.png`: `cardkit.render.backs.group_file`)."""
    files = {folder / f"{card_id}.png": _png(image, images.dpi) for card_id, image in images.faces.items()}
    files.update({folder / group_file(group, "back.png"): _png(image, images.dpi) for group, image in images.backs.items()})
    return files


def png_zip(files: dict[Path, bytes]) -> bytes:
    """One deterministic zip of the card PNGs, each under its file name, for an upload form."""
    return deterministic_zip({path.name: data for path, data in files.items()})


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


class CellImages:
    """Card faces resized to a sheet's cell, a card's copies from one resampling (most of a
    sheet's cost): a deck holds a card's copies one after another, so the last image made is
    the one kept: a deck of 2,000 cards holds one resized face in memory at a time."""

    def __init__(self, faces: Mapping[str, Image.Image]) -> None:
        self.faces = faces
        self._last: tuple[tuple[str, tuple[int, int]], Image.Image] | None = None

    def of(self, card_id: str, cell: tuple[int, int]) -> Image.Image:
        if self._last is None or self._last[0] != (card_id, cell):
            self._last = ((card_id, cell), self.faces[card_id].resize(cell, Image.Resampling.LANCZOS))
        return self._last[1]


def tts_sheet_files(images: CardImages, cards: Sequence[Card], groups: Mapping[str, str], folder: Path) -> TtsFiles:
    """Deck sheets per back group (`groups`: card id -> group; every copy a cell, the group's
    back the hidden card) as `<group>-sheet-N.png` (`sheet-N.png` for the shared back), and
    the back itself as `<group>-back.png` (`back.png`)."""
    per_sheet = TTS_MAX_COLUMNS * TTS_MAX_ROWS - 1
    found = TtsFiles([], {})
    cells = CellImages(images.faces)
    for group in dict.fromkeys(groups[card.id] for card in cards):  # deck order
        deck = [card.id for card in cards if groups[card.id] == group for _ in range(card.copies)]
        if not deck:
            continue
        back = images.backs.get(group)
        if back is not None:
            found.files[folder / group_file(group, "back.png")] = _png(back)
        for number, start in enumerate(range(0, len(deck), per_sheet), 1):
            chunk = deck[start : start + per_sheet]
            columns, rows = tts_grid(len(chunk))
            cell = tts_cell_size(images.faces[chunk[0]].size, columns, rows)
            sheet = Image.new("RGB", (cell[0] * columns, cell[1] * rows), "white")
            for index, card_id in enumerate(chunk):
                sheet.paste(cells.of(card_id, cell), ((index % columns) * cell[0], (index // columns) * cell[1]))
            if back is not None:
                last = columns * rows - 1
                sheet.paste(back.resize(cell, Image.Resampling.LANCZOS), ((last % columns) * cell[0], (last // columns) * cell[1]))
            path = folder / group_file(group, f"sheet-{number}.png")
            found.files[path] = _png(sheet)
            found.sheets.append(TtsSheet(path, group, columns, rows, len(chunk)))
    return found
