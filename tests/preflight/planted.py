"""Small PDFs made with pikepdf, each meeting every preflight check but for the defect planted.

A card of the print-shop profile (poker, 63 × 88 mm, 3 mm bleed): a CMYK background over the
whole bleed box, 8 pt text in an embedded TrueType font 20 mm inside the trim, a PDF/X output
intent and version, and the build facts cardkit writes. Each keyword argument plants one
defect a print shop's preflight must name.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from pathlib import Path

import pikepdf

from cardkit.foundation.bundled import fonts_dir
from cardkit.output.buildinfo import BuildInfo

MM = 72 / 25.4
CARD = (63 * MM, 88 * MM)
BLEED = 3 * MM
PROJECT_YAML = "name: Planted\ncontent: content\nbuild: build\n"


def project(root: Path) -> Path:
    """A project with no game: preflight reads only cardkit.yaml's print profiles."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "content").mkdir(exist_ok=True)
    (root / "cardkit.yaml").write_text(PROJECT_YAML, encoding="utf-8")
    return root


@dataclass
class Plant:
    """What to get wrong; the defaults give a clean print-shop card."""

    pages: int = 1
    text: str = "Alquimista"
    text_size: float = 8.0
    text_colour: bytes = b"0 0 0 1 k"
    """The fill the text is shown in (100 % K: what a press wants of small black text)."""
    text_at: tuple[float, float] = (20 * MM, 44 * MM)
    """Where the text's baseline starts, in points from the trim's lower left corner."""
    bleed: float = BLEED
    trim_box: bool = True
    helvetica: bool = False
    image: tuple[int, float] | None = None
    """(pixels across, inches drawn across) of a square grey image."""
    frame_inset: float | None = None
    """A stroked frame this many points inside the trim."""
    rgb: bool = False
    default_rgb: bool = False
    """Say what the page's device RGB means (`/DefaultRGB`, an ICC-based RGB space), as PDF/X-4 allows."""
    output_intent: bool = True
    pdfx: bool = True
    info: BuildInfo | None = field(default_factory=lambda: BuildInfo("cards", True, "0123456789ab", profile="print-shop"))
    on_pages: tuple[int, ...] = ()
    """The pages the defect is planted on (all when empty); the others are clean."""


def planted_pdf(path: Path, plant: Plant | None = None) -> Path:
    plant = plant or Plant()
    pdf = pikepdf.new()
    font = _embedded_font(pdf)
    helvetica = pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                                     BaseFont=pikepdf.Name.Helvetica))
    for number in range(1, plant.pages + 1):
        defective = not plant.on_pages or number in plant.on_pages
        _page(pdf, plant if defective else Plant(info=plant.info), font, helvetica)
    if plant.output_intent:
        profile = pdf.make_stream(b"not a real ICC profile, but a stream", N=4)
        intent = pikepdf.Dictionary(Type=pikepdf.Name.OutputIntent, S=pikepdf.Name.GTS_PDFX,
                                    OutputConditionIdentifier=pikepdf.String("FOGRA39"), DestOutputProfile=profile)
        pdf.Root.OutputIntents = pikepdf.Array([intent])
    if plant.pdfx:
        pdf.docinfo["/GTS_PDFXVersion"] = pikepdf.String("PDF/X-4")
    pdf.Root.Lang = pikepdf.String("pt-BR")
    for key, value in (plant.info.entries() if plant.info else {}).items():
        pdf.docinfo[key] = pikepdf.String(value)
    pdf.save(path)
    return path


def _page(pdf: pikepdf.Pdf, plant: Plant, font: pikepdf.Object, helvetica: pikepdf.Object) -> None:
    width, height = CARD
    bleed = plant.bleed
    media = [-bleed, -bleed, width + bleed, height + bleed]
    colour = b"0.8 0.1 0.1 rg" if plant.rgb else b"0 0.1 0.2 0 k"
    ops = [colour, f"{-bleed} {-bleed} {width + 2 * bleed} {height + 2 * bleed} re f".encode(), plant.text_colour]
    if plant.frame_inset is not None:
        inset = plant.frame_inset
        ops.append(f"0.5 w 0 0 0 1 K {inset} {inset} {width - 2 * inset} {height - 2 * inset} re S".encode())
    fonts = pikepdf.Dictionary(F1=font, F2=helvetica) if plant.helvetica else pikepdf.Dictionary(F1=font)
    resources = pikepdf.Dictionary(Font=fonts)
    if plant.default_rgb:
        srgb = pdf.make_stream(b"not a real ICC profile: preflight only asks which space it is", N=3)
        resources.ColorSpace = pikepdf.Dictionary(DefaultRGB=pikepdf.Array([pikepdf.Name.ICCBased, srgb]))
    name = "/F2" if plant.helvetica else "/F1"
    x, y = plant.text_at
    ops.append(f"BT {name} {plant.text_size} Tf {x} {y} Td ({plant.text}) Tj ET".encode())
    if plant.image is not None:
        pixels, inches = plant.image
        image = pdf.make_stream(zlib.compress(bytes([128]) * pixels * pixels), Type=pikepdf.Name.XObject,
                                Subtype=pikepdf.Name.Image, Width=pixels, Height=pixels, BitsPerComponent=8,
                                ColorSpace=pikepdf.Name.DeviceGray, Filter=pikepdf.Name.FlateDecode)
        resources.XObject = pikepdf.Dictionary(Im1=image)
        ops.append(f"q {inches * 72} 0 0 {inches * 72} {10 * MM} {10 * MM} cm /Im1 Do Q".encode())
    page = pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=media, BleedBox=media, Resources=resources,
                              Contents=pdf.make_stream(b"\n".join(ops)))
    if plant.trim_box:
        page.TrimBox = [0, 0, width, height]
    pdf.pages.append(pikepdf.Page(page))


def _embedded_font(pdf: pikepdf.Pdf) -> pikepdf.Object:
    """Lato Bold as a simple TrueType font with its file: every glyph of ASCII, widths approximate."""
    data = (fonts_dir() / "Lato-Bold.ttf").read_bytes()
    file = pdf.make_stream(data, Length1=len(data))
    descriptor = pikepdf.Dictionary(Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/Lato-Bold"), Flags=32,
                                    FontBBox=[0, -200, 1000, 800], ItalicAngle=0, Ascent=800, Descent=-200,
                                    CapHeight=700, StemV=80, FontFile2=file)
    return pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.TrueType,
                                                BaseFont=pikepdf.Name("/Lato-Bold"), FirstChar=32, LastChar=126,
                                                Widths=[550] * 95, Encoding=pikepdf.Name.WinAnsiEncoding,
                                                FontDescriptor=descriptor))
