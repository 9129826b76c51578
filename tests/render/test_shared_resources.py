"""Assembly copies each resource the faces share into the output once: a face's form is built
entry by entry and a resource whose digest is already kept is referred to, never copied."""

from __future__ import annotations

import io
import os
import subprocess
import sys

import pikepdf
import pytest

from cardkit.render.placing import DIGEST_KEY, ContentDigests, FaceForms, stamp_digests, wrap_in_form
from tests.conftest import REPO_ROOT
from tests.render.conftest import Built

FONT_BYTES = b"a font subset the faces of one batch share" * 20


def face_pdf(text: str, *, font_bytes: bytes = FONT_BYTES) -> bytes:
    """A face PDF as `facerender.face_pdf` keeps it: one font and one pattern drawing with the
    same font, digests stamped, the page drawn through one form."""
    with pikepdf.new() as pdf:
        pdf.add_blank_page(page_size=(100, 100))
        page = pdf.pages[0]
        font = pdf.make_indirect(
            pikepdf.Dictionary(
                Type=pikepdf.Name.Font,
                Subtype=pikepdf.Name.TrueType,
                BaseFont=pikepdf.Name("/ABCDEF+Shared"),
                FontDescriptor=pdf.make_indirect(
                    pikepdf.Dictionary(Type=pikepdf.Name.FontDescriptor, FontFile2=pdf.make_stream(font_bytes))
                ),
            )
        )
        pattern = pdf.make_stream(b"BT /F1 9 Tf (p) Tj ET")
        pattern.PatternType, pattern.PaintType, pattern.TilingType = 1, 1, 1
        pattern.BBox, pattern.XStep, pattern.YStep = [0, 0, 10, 10], 10, 10
        pattern.Resources = pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font))
        page.obj.Resources = pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font), Pattern=pikepdf.Dictionary(P1=pattern))
        page.obj.Contents = pdf.make_stream(f"BT /F1 12 Tf ({text}) Tj ET".encode("ascii"))
        stamp_digests(page.obj.Resources, ContentDigests())
        wrap_in_form(pdf, page)
        output = io.BytesIO()
        pdf.save(output)
        return output.getvalue()


def font_files(pdf: pikepdf.Pdf) -> list[bytes]:
    """The font programs among every object of `pdf`, written or not."""
    return [obj.read_bytes() for obj in pdf.objects if isinstance(obj, pikepdf.Stream) and obj.read_bytes().startswith(b"a font")]


def test_a_font_subset_shared_by_faces_is_copied_into_the_output_once() -> None:
    faces = {"one": face_pdf("one"), "two": face_pdf("two"), "other": face_pdf("three", font_bytes=b"a font of another batch")}
    with pikepdf.new() as whole:
        forms = FaceForms(whole, faces)  # type: ignore[arg-type]  # any hashable names a face here
        one, two, other = (forms.form(face) for face in faces)  # type: ignore[arg-type]
        assert sorted(font_files(whole)) == sorted([FONT_BYTES, b"a font of another batch"])
        assert one.Resources.Font.F1.objgen == two.Resources.Font.F1.objgen != other.Resources.Font.F1.objgen
        assert one.Resources.Pattern.P1.objgen == two.Resources.Pattern.P1.objgen
        assert one.Resources.Pattern.P1.Resources.Font.F1.objgen == one.Resources.Font.F1.objgen
        assert b"(one)" in one.read_bytes() and b"(two)" in two.read_bytes()
        assert all(DIGEST_KEY not in obj for obj in whole.objects if isinstance(obj, pikepdf.Dictionary | pikepdf.Stream))


def test_a_form_stays_whole_after_its_face_pdf_is_closed() -> None:
    """Each face PDF is closed once its form is made: the output is saved from its own copies."""
    with pikepdf.new() as whole:
        form = FaceForms(whole, {"one": face_pdf("one")}).form("one")  # type: ignore[dict-item, arg-type]
        whole.add_blank_page()
        whole.pages[0].obj.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(F=form))
        saved = io.BytesIO()
        whole.save(saved)
    with pikepdf.open(saved) as reread:
        copied = reread.pages[0].obj.Resources.XObject.F
        assert b"(one)" in copied.read_bytes()
        assert copied.Resources.Font.F1.FontDescriptor.FontFile2.read_bytes() == FONT_BYTES


@pytest.mark.slow  # reads the bundled game's build
def test_the_bundled_cards_hold_each_font_subset_once(bundled: Built) -> None:
    for path in sorted(bundled.out.glob("cards-*.pdf")):
        with pikepdf.open(path) as pdf:
            programs = {
                obj.FontFile2.objgen: obj.FontFile2.read_raw_bytes()
                for obj in pdf.objects
                if isinstance(obj, pikepdf.Dictionary) and obj.get("/Type") == pikepdf.Name.FontDescriptor and "/FontFile2" in obj
            }
        files = list(programs.values())
        assert len(files) >= 2, path.name
        assert len(files) == len(set(files)), f"{path.name}: {len(files) - len(set(files))} font subsets written twice"


ASSEMBLE = """
import io, sys, pikepdf
from tests.render.test_shared_resources import face_pdf
from cardkit.render.placing import FaceForms
with pikepdf.new() as whole:
    forms = FaceForms(whole, {"one": face_pdf("one"), "two": face_pdf("two", font_bytes=b"a font b")})
    whole.add_blank_page()
    whole.pages[0].obj.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary(A=forms.form("one"), B=forms.form("two")))
    out = io.BytesIO()
    whole.save(out, deterministic_id=True, object_stream_mode=pikepdf.ObjectStreamMode.generate)
    sys.stdout.buffer.write(out.getvalue())
"""


@pytest.mark.slow  # runs Python processes
def test_the_output_does_not_depend_on_the_hash_seed() -> None:
    """pikepdf gives a dictionary's keys as a set, whose order changes with the hash seed."""
    outputs = {
        subprocess.run(
            [sys.executable, "-c", ASSEMBLE], cwd=REPO_ROOT, env={**os.environ, "PYTHONHASHSEED": str(seed)}, capture_output=True, check=True
        ).stdout
        for seed in range(6)
    }
    assert len(outputs) == 1
