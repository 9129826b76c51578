"""One profile's PDF from the build's faces: its pages placed (`placing`), stamped for a reproducible file.

pikepdf (qpdf) rather than pypdf: assembly runs on every build, a one-card edit included, and
qpdf keeps the faces' streams as they are (never decoded), resources and fonts intact, and writes
byte-identical files for identical input with `deterministic_id`, which makes the /ID a digest
of the content.
"""

from __future__ import annotations

import hashlib
import io
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pikepdf

from cardkit.output.stamp import PdfStamp
from cardkit.render.faceplan import Face, ProfilePlan
from cardkit.render.placing import FaceForms, ResourcePath, place_blank_page, place_profile
from cardkit.render.printfile import PrintFile, finish_print_file
from cardkit.render.smallblack import K_ONLY_SMALL, k_only_small_text

CATALOG_KEYS = ("/Lang",)
"""What the face documents put in their catalog that the whole file should keep (the text language)."""
INFO_KEYS = ("/Title", "/Producer")
FORMAT = 1
"""The shape of an assembled file; a change to how faces are placed raises it (`increment` records it)."""


@dataclass(frozen=True)
class Assembled:
    """A profile's file, and where each face's shared resources lie in it (`FaceForms.resource_paths`)."""

    data: bytes
    resources: dict[Face, dict[str, ResourcePath]]


def assemble(
    plan: ProfilePlan,
    faces: Mapping[Face, bytes],
    stamp: PdfStamp,
    info: Mapping[str, str] | None = None,
    print_file: PrintFile | None = None,
) -> Assembled:
    """The pages of `plan` drawn from `faces` (the face PDFs' bytes, each opened only while its
    form is made, `FaceForms`), with the faces' language and title, the build's
    dates and the document information entries `info` (the build facts preflight reads); with
    `print_file`, a PDF/X-4 file (`cardkit.render.printfile`); with `black_text: k-only-small`,
    its small black text in 100 % K (`cardkit.render.smallblack`)."""
    placed = [face for page in plan.faces for face in page]
    with pikepdf.new() as whole:
        forms = FaceForms(whole, faces)
        place_profile(whole, plan, forms)
        resources = forms.resource_paths()
        _keep_face_facts(whole, faces[placed[0]] if placed else None)
        if not whole.pages:
            _blank_page(whole, plan)
        if plan.profile.black_text == K_ONLY_SMALL:
            k_only_small_text(whole, plan.profile.black_text_under)
        whole.docinfo["/CreationDate"] = whole.docinfo["/ModDate"] = pikepdf.String(stamp.date)
        for key, value in (info or {}).items():
            whole.docinfo[key] = pikepdf.String(value)
        if print_file is not None:
            title = str(whole.docinfo["/Title"]) if "/Title" in whole.docinfo else None
            finish_print_file(whole, print_file, title, stamp.iso_date, content_digest(whole))
        return Assembled(saved(whole), resources)


def saved(whole: pikepdf.Pdf) -> bytes:
    """The bytes of an assembled file, whole or updated (`increment`): the same pages give the
    same bytes however the file was made.

    qpdf numbers the objects it packs into one object stream in the order of their numbers in
    the file it saves, and an updated file holds its new objects after all the others, where a
    whole assembly made them among the rest. So a first save without object streams numbers
    every object by where the pages reach it, and the file is saved from that; with the file
    identifier (`deterministic_id`) a digest of what is written, not kept from the last file.
    That first save also encodes every Flate stream anew (a stream read back from the last file
    and one made in memory then have the same bytes and the same dictionary).

    Both saves go through files in a private temporary folder: qpdf reads and writes a file
    itself, where a Python stream is called back for every piece, which took twice the CPU
    (0.68 against 0.40 s for a 6 MB file of 3,000 pages). Where no temporary file can be written,
    the same saves are made in memory."""
    try:
        with tempfile.TemporaryDirectory(prefix="cardkit-assembly-") as folder:
            numbered, final = Path(folder) / "numbered.pdf", Path(folder) / "final.pdf"
            whole.save(numbered, object_stream_mode=pikepdf.ObjectStreamMode.disable)
            with pikepdf.open(numbered) as again:
                _save_final(again, final)
            return final.read_bytes()
    except OSError:
        return _saved_in_memory(whole)


def _saved_in_memory(whole: pikepdf.Pdf) -> bytes:
    """`saved`, through memory."""
    numbered = io.BytesIO()
    whole.save(numbered, object_stream_mode=pikepdf.ObjectStreamMode.disable)  # every Flate stream encoded anew, by qpdf
    output = io.BytesIO()
    with pikepdf.open(numbered) as again:
        _save_final(again, output)
    return output.getvalue()


def _save_final(numbered: pikepdf.Pdf, target: Path | io.BytesIO) -> None:
    """The second save of `saved`: object streams, and an identifier made of what is written."""
    del numbered.trailer["/ID"]  # qpdf keeps the first half of an /ID it finds
    numbered.save(
        target, deterministic_id=True, object_stream_mode=pikepdf.ObjectStreamMode.generate,
        stream_decode_level=pikepdf.StreamDecodeLevel.none, force_version="1.6",
    )


def _keep_face_facts(whole: pikepdf.Pdf, first: bytes | None) -> None:
    """The language and title of the faces, read in the first face placed."""
    if first is None:
        return
    with pikepdf.open(io.BytesIO(first)) as face:
        for key in CATALOG_KEYS:
            if key in face.Root:
                whole.Root[key] = pikepdf.String(bytes(face.Root[key]))
        for key in INFO_KEYS:
            if key in face.docinfo:
                whole.docinfo[key] = pikepdf.String(bytes(face.docinfo[key]))


def _blank_page(whole: pikepdf.Pdf, plan: ProfilePlan) -> None:
    """An empty deck still makes a valid PDF: one blank page of the profile's paper, with the
    trim and bleed boxes its pages have (a PDF/X file sets its boxes from them)."""
    place_blank_page(whole, plan.profile)


def content_digest(whole: pikepdf.Pdf) -> bytes:
    """A digest of what the pages draw, for the XMP DocumentID: it changes exactly when they do."""
    digest = hashlib.sha256()
    seen: set[tuple[int, int]] = set()
    for page in whole.pages:
        digest.update(page.obj.Contents.read_bytes())
        for form in page.obj.Resources.get("/XObject", {}).values():
            if form.objgen not in seen:  # a back placed on every page is read once
                seen.add(form.objgen)
                digest.update(form.read_bytes())  # decoded: a file read back (`increment`) gives the same
    return digest.digest()
