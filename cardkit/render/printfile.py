"""The print-shop PDF after its chunks are joined: PDF/X-4, its output intent, its boxes.

Every chunk is written by WeasyPrint as PDF/X-4 (`pdf_variant`: the XMP identification, the
PDF version, Trapped); joining pages with pikepdf keeps the pages and drops the chunks'
catalogs. The whole file gets back the first chunk's XMP (its DocumentID derived from the
content, never random) and the PDF/X version in its Info too, and gets what a print shop and a
preflight read:

- exactly one OutputIntent, the profile's ICC file embedded once. It is added here, not by a
  CSS `@color-profile`: with one, WeasyPrint 70 gives every gradient a /DeviceCMYK shading
  whose colours stay RGB, and the cards' title bands print blank;
- RGB colours (theme, art) declared as sRGB (`/DefaultRGB`, WeasyPrint's own sRGB2014 profile),
  which PDF/X-4 requires of device RGB under a CMYK intent, and transparency groups blending
  in that sRGB rather than in /DeviceRGB: the shop converts the colours to its press as they
  look on screen. 100 % K text (`black_text: k-only`) stays DeviceCMYK;
- on every page, exact to the hundredth of a millimetre: TrimBox the card (WeasyPrint's, the
  CSS page box); BleedBox the card plus the bleed (WeasyPrint caps it at 10 pt, and a slug
  would widen it); ArtBox the card (= TrimBox: a card shows what is cut); MediaBox the
  BleedBox, plus the slug when the profile asks for marks.
"""

from __future__ import annotations

import hashlib
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from importlib.resources import files

import pikepdf

from cardkit.config import PrintProfile
from cardkit.output.intents import ICC_REGISTRY, PDFX_VERSION, OutputIntent, output_intent
from cardkit.output.stamp import RANDOM_DOCUMENT_ID, xmp_document_id

PT_PER_MM = 72 / 25.4
BOX_DIGITS = 4
"""Box coordinates in pt to 1/10000 (0.00004 mm): exact for any check to 0.01 mm."""
SRGB = files("weasyprint.pdf") / "sRGB2014.icc"
"""The sRGB profile WeasyPrint embeds for PDF/A, read from its package."""
RGB, CMYK = 3, 4
"""Components of the two ICC profiles embedded."""


@dataclass(frozen=True)
class PrintFile:
    """What the joined file must declare: its output intent and the bleed of its pages (mm)."""

    intent: OutputIntent
    bleed: float


def print_file(profile: PrintProfile) -> PrintFile | None:
    """The PDF/X declarations of `profile`'s PDF, None for a plain PDF."""
    intent = output_intent(profile.output_intent)
    return PrintFile(intent, profile.bleed) if intent else None


def finish_print_file(whole: pikepdf.Pdf, first: pikepdf.Pdf, parts: Sequence[bytes], spec: PrintFile) -> None:
    """Give the joined `whole` what its chunks (`first` of them) declared in their catalogs."""
    whole.Root.OutputIntents = pikepdf.Array([_output_intent(whole, spec.intent)])
    default_rgb = pikepdf.Array([pikepdf.Name.ICCBased, _icc_stream(whole, SRGB.read_bytes(), RGB)])
    for resources in _resources(whole):
        if "/ColorSpace" not in resources:
            resources.ColorSpace = pikepdf.Dictionary()
        resources.ColorSpace.DefaultRGB = default_rgb
        for form in (resources.get("/XObject") or {}).values():
            group = form.get("/Group") if isinstance(form, pikepdf.Stream) else None
            if isinstance(group, pikepdf.Dictionary) and group.get("/CS") == pikepdf.Name.DeviceRGB:
                group.CS = default_rgb  # a transparency group blends in sRGB, not in device RGB
    for page in whole.pages:
        _set_boxes(page.obj, spec.bleed)
    whole.Root.Metadata = _metadata(whole, first, parts)
    whole.docinfo["/GTS_PDFXVersion"] = pikepdf.String(PDFX_VERSION)
    whole.docinfo["/Trapped"] = pikepdf.Name("/False")


def _output_intent(pdf: pikepdf.Pdf, intent: OutputIntent) -> pikepdf.Dictionary:
    """The PDF/X OutputIntent of `intent`, its profile embedded."""
    return pikepdf.Dictionary(
        Type=pikepdf.Name.OutputIntent,
        S=pikepdf.Name.GTS_PDFX,
        OutputConditionIdentifier=pikepdf.String(intent.condition),
        RegistryName=pikepdf.String(ICC_REGISTRY),
        Info=pikepdf.String(intent.info),
        DestOutputProfile=_icc_stream(pdf, intent.path.read_bytes(), CMYK),
    )


def _icc_stream(pdf: pikepdf.Pdf, profile: bytes, components: int) -> pikepdf.Stream:
    stream = pikepdf.Stream(pdf, zlib.compress(profile, 9))
    stream.Filter = pikepdf.Name.FlateDecode
    stream.N = components
    return pdf.make_indirect(stream)


def _metadata(whole: pikepdf.Pdf, first: pikepdf.Pdf, parts: Sequence[bytes]) -> pikepdf.Stream:
    """The first chunk's XMP, its DocumentID derived from every chunk's bytes."""
    xmp = first.Root.Metadata.read_bytes()
    document_id = xmp_document_id(hashlib.sha256(b"".join(parts)).digest())
    stream = whole.make_stream(RANDOM_DOCUMENT_ID.sub(document_id, xmp))
    stream.Type = pikepdf.Name.Metadata
    stream.Subtype = pikepdf.Name.XML
    return stream


def _set_boxes(page: pikepdf.Dictionary, bleed: float) -> None:
    left, bottom, right, top = (float(value) for value in page.TrimBox)
    grow = bleed * PT_PER_MM
    page.TrimBox = page.ArtBox = _box(left, bottom, right, top)
    page.BleedBox = _box(left - grow, bottom - grow, right + grow, top + grow)


def _box(*values: float) -> pikepdf.Array:
    return pikepdf.Array([round(value, BOX_DIGITS) for value in values])


def _resources(pdf: pikepdf.Pdf) -> Iterator[pikepdf.Dictionary]:
    """Every resource dictionary the pages draw with (their forms' and patterns' too), each once."""
    seen: set[tuple[int, int]] = set()
    pending = [page.obj.get("/Resources") for page in pdf.pages]
    while pending:
        resources = pending.pop()
        if not isinstance(resources, pikepdf.Dictionary):
            continue
        if resources.is_indirect:
            if resources.objgen in seen:
                continue
            seen.add(resources.objgen)
        yield resources
        for category in ("/XObject", "/Pattern"):
            for child in (resources.get(category) or {}).values():
                if isinstance(child, pikepdf.Stream | pikepdf.Dictionary) and "/Resources" in child:
                    pending.append(child.Resources)
