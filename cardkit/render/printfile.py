"""The print-shop PDF after its pages are assembled from faces: PDF/X-4, its output intent, its boxes.

Faces are plain PDF 1.6 pages (`cardkit.render.facerender`), shared with the profiles that are
no print files; what makes the assembled file PDF/X-4 is added here: the XMP identification
WeasyPrint's `pdf/x-4` variant writes (its DocumentID derived from the content, never random),
the PDF/X version and Trapped in its Info, its XMP rendition class (`default`: the final file
a press prints; `proof` for a proof build, where WeasyPrint says `proof:pdf` of every file), and what a print shop and a preflight read:

- exactly one OutputIntent, the profile's ICC file embedded once. It is added here, not by a
  CSS `@color-profile`: with one, WeasyPrint 70 gives every gradient a /DeviceCMYK shading
  whose colours stay RGB, and the cards' title bands print blank;
- RGB colours (theme, art) declared as sRGB (`/DefaultRGB`, WeasyPrint's own sRGB2014 profile),
  which PDF/X-4 requires of device RGB under a CMYK intent, and transparency groups blending
  in that sRGB rather than in /DeviceRGB: the shop converts the colours to its press as they
  look on screen. 100 % K text (`black_text: k-only`) stays DeviceCMYK;
- on every page, exact to the hundredth of a millimetre: TrimBox the card (`placing` sets it);
  BleedBox the card plus the bleed; ArtBox the card (= TrimBox: a card shows what is cut);
  MediaBox the BleedBox, plus the slug when the profile asks for marks.
"""

from __future__ import annotations

import functools
import re
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib.resources import files

import pikepdf

from cardkit.config.settings import PrintProfile
from cardkit.output.buildinfo import is_final
from cardkit.output.intents import ICC_REGISTRY, PDFX_VERSION, OutputIntent, output_intent
from cardkit.output.stamp import RANDOM_DOCUMENT_ID, xmp_document_id
from cardkit.render.imposition import PT_PER_MM

BOX_DIGITS = 4
"""Box coordinates in pt to 1/10000 (0.00004 mm): exact for any check to 0.01 mm."""
RGB, CMYK = 3, 4
"""Components of the two ICC profiles embedded."""
XMP_VARIANT, XMP_VERSION = "x", 4
XMP_HEADER = b'<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>\n<x:xmpmeta xmlns:x="adobe:ns:meta/">'
XMP_FOOTER = b'</x:xmpmeta>\n<?xpacket end="r"?>'
"""The XMP packet around the RDF, as WeasyPrint writes it."""


RENDITION_CLASS = re.compile(rb"<xmpMM:RenditionClass>[^<]*</xmpMM:RenditionClass>")
"""WeasyPrint's `pdf/x` XMP always calls the file `proof:pdf`; a press reads it as not the final file."""
FINAL_RENDITION, PROOF_RENDITION = b"default", b"proof"
"""XMP's rendition classes: `default` is the master document a press prints, `proof` a proof of it."""


@dataclass(frozen=True)
class PrintFile:
    """What the joined file must declare: its output intent, the bleed of its pages (mm), and
    whether it is the final file (its XMP rendition class)."""

    intent: OutputIntent
    bleed: float
    final: bool = True


def print_file(profile: PrintProfile) -> PrintFile | None:
    """The PDF/X declarations of `profile`'s PDF, None for a plain PDF."""
    intent = output_intent(profile.output_intent)
    return PrintFile(intent, profile.bleed, is_final(profile)) if intent else None


def finish_print_file(whole: pikepdf.Pdf, spec: PrintFile, title: str | None, iso_date: str, content: bytes) -> None:
    """Make the assembled `whole` a PDF/X-4 file: its output intent, colour spaces, boxes and
    XMP (titled `title`, dated `iso_date`, identified by a digest of `content`)."""
    whole.Root.OutputIntents = pikepdf.Array([_output_intent(whole, spec.intent)])
    default_rgb = pikepdf.Array([pikepdf.Name.ICCBased, _icc_stream(whole, _srgb_profile(), RGB)])
    _declare_rgb(_resources(page.obj.get("/Resources") for page in whole.pages), default_rgb)
    for page in whole.pages:
        _set_boxes(page.obj, spec.bleed)
    whole.Root.Metadata = _metadata(whole, title, iso_date, content, spec.final)
    whole.docinfo["/GTS_PDFXVersion"] = pikepdf.String(PDFX_VERSION)
    whole.docinfo["/Trapped"] = pikepdf.Name("/False")


def refresh_print_file(whole: pikepdf.Pdf, forms: Iterable[pikepdf.Object], content: bytes) -> None:
    """A finished print file (`finish_print_file`) whose `forms` were rewritten
    (`cardkit.render.increment`): their RGB declared as the file's sRGB, and the XMP identified
    by the new `content`, its title, dates and rendition class kept."""
    default_rgb = whole.pages[0].obj.Resources.ColorSpace.DefaultRGB
    placed = pikepdf.Dictionary(XObject=pikepdf.Dictionary({f"/F{index}": form for index, form in enumerate(forms)}))
    _declare_rgb(_resources([placed]), default_rgb)  # as the pages that place them would: their groups too
    old = bytes(whole.Root.Metadata.read_bytes())
    stream = whole.make_stream(RANDOM_DOCUMENT_ID.sub(xmp_document_id(content), old))
    stream.Type = pikepdf.Name.Metadata
    stream.Subtype = pikepdf.Name.XML
    whole.Root.Metadata = stream


def _declare_rgb(every: Iterator[pikepdf.Dictionary], default_rgb: pikepdf.Object) -> None:
    """Device RGB drawn with these resources is sRGB: a PDF/X-4 file says which RGB it means."""
    for resources in every:
        if "/ColorSpace" not in resources:
            resources.ColorSpace = pikepdf.Dictionary()
        resources.ColorSpace.DefaultRGB = default_rgb
        for form in (resources.get("/XObject") or {}).values():
            group = form.get("/Group") if isinstance(form, pikepdf.Stream) else None
            if isinstance(group, pikepdf.Dictionary) and group.get("/CS") == pikepdf.Name.DeviceRGB:
                group.CS = default_rgb  # a transparency group blends in sRGB, not in device RGB


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
    stream = pikepdf.Stream(pdf, _compressed(profile))
    stream.Filter = pikepdf.Name.FlateDecode
    stream.N = components
    return pdf.make_indirect(stream)


@functools.lru_cache(maxsize=4)
def _compressed(profile: bytes) -> bytes:
    """An ICC profile deflated once per process (a CMYK profile is half a megabyte)."""
    return zlib.compress(profile)


def _metadata(whole: pikepdf.Pdf, title: str | None, iso_date: str, content: bytes, final: bool) -> pikepdf.Stream:
    """The PDF/X-4 XMP packet WeasyPrint writes for its `pdf/x-4` variant (its own metadata
    code, dated by the build), its DocumentID derived from `content` rather than random and its
    RenditionClass `default` for a final file, `proof` for a proof."""
    from weasyprint.document import DocumentMetadata  # WeasyPrint: only when a print file's XMP is written

    metadata = DocumentMetadata(title=title, created=iso_date, modified=iso_date)
    rdf = metadata.generate_rdf_metadata(XMP_VARIANT, XMP_VERSION, PDFX_VERSION)
    rendition = FINAL_RENDITION if final else PROOF_RENDITION
    rdf = RENDITION_CLASS.sub(b"<xmpMM:RenditionClass>" + rendition + b"</xmpMM:RenditionClass>", rdf)
    packet = b"\n".join((XMP_HEADER, rdf, XMP_FOOTER))
    stream = whole.make_stream(RANDOM_DOCUMENT_ID.sub(xmp_document_id(content), packet))
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


def _resources(roots: Iterable[object]) -> Iterator[pikepdf.Dictionary]:
    """Every resource dictionary of `roots` and of what they draw with (forms, patterns), each once."""
    seen: set[tuple[int, int]] = set()
    pending = list(roots)
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
            children = (resources.get(category) or {}).values()
            pending.extend(child.Resources for child in children if isinstance(child, pikepdf.Stream | pikepdf.Dictionary) and "/Resources" in child)


def _srgb_profile() -> bytes:
    """The sRGB profile WeasyPrint embeds for PDF/A, read from its package when a print file is
    made: finding the package imports WeasyPrint, which a build whose faces all come from the
    cache does without."""
    return (files("weasyprint.pdf") / "sRGB2014.icc").read_bytes()
