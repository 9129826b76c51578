"""Colour for a press: no RGB in a file meant for CMYK print, an output intent with the press's
ICC profile, and the PDF/X version the file declares."""

from __future__ import annotations

from collections.abc import Iterator

import pikepdf

from cardkit.codes.preflight import NO_OUTPUT_INTENT, NO_PDFX_VERSION, RGB_COLOUR
from cardkit.preflight.expect import Expectation
from cardkit.preflight.findings import Finding
from cardkit.preflight.pdf import PdfFile
from cardkit.preflight.streams import bounded_bytes

RGB_NAMES = frozenset({"/DeviceRGB", "/CalRGB", "/RGB"})
PDFX_KEY = "GTS_PDFXVersion"
CMYK_HINT = "the print-shop profile must write CMYK colour (or PDF/X with an output intent)"


def check_rgb(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    """RGB the press cannot convert: device RGB, unless the file has an output intent and the
    page defines what its device RGB means (`/DefaultRGB`, as PDF/X-4 allows); ICC-based RGB
    is calibrated colour, which PDF/X-4 lets a press convert through the output intent."""
    intent = _has_output_intent(pdf)
    for number in range(1, pdf.page_count + 1):
        content = pdf.content(number)
        resources = pdf.resources(number)
        calibrated = intent and any("/DefaultRGB" in found.get("/ColorSpace", pikepdf.Dictionary()) for found in resources)
        where = [f"{content.rgb_operators} RGB colour operator(s)"] if content.rgb_operators and not calibrated else []
        group = pdf.page(number).obj.get("/Group")
        spaces: list[object] = [*_resource_spaces(resources), *([group.get("/CS")] if group is not None else [])]
        spaces += [draw.colour_space for draw in content.images]
        rgb = sorted({_name(space) for space in spaces if space is not None and _is_rgb(space) and not (intent and _is_icc(space)) and not calibrated})
        where += [f"{name} colour space" for name in rgb]
        if where:
            yield Finding(RGB_COLOUR, number, f"RGB colour in a file for CMYK print: {', '.join(where)}", CMYK_HINT)


def _has_output_intent(pdf: PdfFile) -> bool:
    intents: list[pikepdf.Object] = list(pdf.objects.Root.get("/OutputIntents") or [])
    return any(intent.get("/S") == "/GTS_PDFX" and isinstance(intent.get("/DestOutputProfile"), pikepdf.Stream) for intent in intents)


def _is_icc(space: object) -> bool:
    return isinstance(space, pikepdf.Array) and len(space) > 0 and str(space[0]) == "/ICCBased"


def check_output_intent(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    intents: list[pikepdf.Object] = list(pdf.objects.Root.get("/OutputIntents") or [])
    if not _has_output_intent(pdf):
        found = "no /OutputIntents" if not intents else "no /GTS_PDFX output intent with a /DestOutputProfile"
        yield Finding(NO_OUTPUT_INTENT, None, f"{found} in the catalog: the press cannot tell what the colours mean", CMYK_HINT)


def check_pdfx(pdf: PdfFile, expected: Expectation) -> Iterator[Finding]:
    if f"/{PDFX_KEY}" in pdf.objects.docinfo:
        return
    metadata = pdf.objects.Root.get("/Metadata")
    if isinstance(metadata, pikepdf.Stream) and PDFX_KEY.encode() in (bounded_bytes(metadata) or b""):
        return
    yield Finding(NO_PDFX_VERSION, None, f"no PDF/X version declared ({PDFX_KEY} in neither the document information nor the XMP)",
                  "the print-shop profile must write PDF/X-4")


def _resource_spaces(resources: list[pikepdf.Object]) -> Iterator[pikepdf.Object | None]:
    """Every colour space the resources name: their own, their shadings' and shading patterns'."""
    for found in resources:
        yield from found.get("/ColorSpace", pikepdf.Dictionary()).values()
        shadings = list(found.get("/Shading", pikepdf.Dictionary()).values())
        shadings += [p["/Shading"] for p in found.get("/Pattern", pikepdf.Dictionary()).values() if "/Shading" in p]
        yield from (shading.get("/ColorSpace") for shading in shadings)


def _is_rgb(space: object) -> bool:
    if isinstance(space, (pikepdf.Name, str)):
        return str(space) in RGB_NAMES
    if isinstance(space, pikepdf.Array) and len(space) > 0:
        family = str(space[0])
        if family == "/ICCBased":
            return int(space[1].get("/N", 0)) == 3
        if family == "/Indexed":
            return _is_rgb(space[1])
        return family in RGB_NAMES
    return False


def _name(space: object) -> str:
    if isinstance(space, pikepdf.Array):
        return "ICCBased RGB" if str(space[0]) == "/ICCBased" else f"{str(space[0]).lstrip('/')} RGB"
    return str(space).lstrip("/")
