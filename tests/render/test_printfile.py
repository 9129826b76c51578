"""The print-shop PDF: PDF/X-4 once its pages are assembled from faces, one output intent, exact boxes,
marks only when asked and then outside the bleed, 100 % K text on request, the same bytes twice."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pikepdf
import pypdfium2
import pytest

from cardkit.render.cards import build_cards
from cardkit.render.faceplan import FACE_BATCH
from cardkit.render.options import CardOptions
from tests.render.conftest import MakeProject, spell_yaml
from tests.render.text_inks import text_runs

PT_PER_MM = 72 / 25.4
SPELLS = {f"magia-{i:02}": spell_yaml(f"Magia {i:02}") for i in range(FACE_BATCH + 2)}
"""Two batches of faces, so every check runs on a file assembled from several documents."""


def shop(make_project: MakeProject, settings: str = "") -> Path:
    config = "default: [print-shop]" + (f"\nprofiles:\n  print-shop: {{{settings}}}" if settings else "")
    result = build_cards(make_project(SPELLS, print_config=config))
    assert not result.has_errors, result.diagnostics
    (pdf,) = result.paths
    return pdf


def mm_box(page: pikepdf.Page, name: str) -> list[float]:
    return [float(value) / PT_PER_MM for value in page.obj[name]]


def approx_box(box: list[float]) -> object:
    return pytest.approx(box, abs=0.01)


@pytest.mark.slow
def test_the_joined_print_shop_pdf_is_pdf_x_4_with_exactly_one_output_intent(make_project: MakeProject) -> None:
    with pikepdf.open(shop(make_project)) as pdf:
        assert pdf.pdf_version == "1.6"
        assert str(pdf.docinfo["/GTS_PDFXVersion"]) == "PDF/X-4"
        assert pdf.docinfo["/Trapped"] == pikepdf.Name("/False")
        assert len(pdf.trailer.ID) == 2
        xmp = pdf.Root.Metadata.read_bytes().decode("utf-8")
        assert "<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>" in xmp
        assert re.search(r"xmpMM:DocumentID>xmp\.did:[0-9a-f-]{36}<", xmp)
        (intent,) = pdf.Root.OutputIntents
        assert (intent.S, str(intent.OutputConditionIdentifier)) == (pikepdf.Name.GTS_PDFX, "FOGRA39")
        profile = intent.DestOutputProfile
        assert profile.N == 4 and profile.read_bytes()[36:40] == b"acsp" and profile.read_bytes()[16:20] == b"CMYK"
        icc = [obj for obj in pdf.objects if isinstance(obj, pikepdf.Stream) and obj.get("/N") == 4]
        assert len(icc) == 1, "the CMYK profile is embedded once, not once per face"
        assert len(pdf.pages) == 2 * len(SPELLS)
        for page in pdf.pages:
            default_rgb = page.Resources.ColorSpace.DefaultRGB
            assert default_rgb[0] == pikepdf.Name.ICCBased and default_rgb[1].N == 3
        blending = [obj.Group.CS for obj in pdf.objects if isinstance(obj, pikepdf.Stream) and "/Group" in obj]
        assert blending and all(isinstance(cs, pikepdf.Array) and cs[0] == pikepdf.Name.ICCBased for cs in blending), blending


@pytest.mark.slow
def test_every_page_has_exact_trim_bleed_art_and_media_boxes_and_no_marks(make_project: MakeProject) -> None:
    path = shop(make_project)
    with pikepdf.open(path) as pdf:
        for page in pdf.pages:
            assert mm_box(page, "/TrimBox") == approx_box([0, 0, 63, 88])
            assert mm_box(page, "/ArtBox") == approx_box([0, 0, 63, 88])
            assert mm_box(page, "/BleedBox") == approx_box([-3, -3, 66, 91])
            assert mm_box(page, "/MediaBox") == approx_box([-3, -3, 66, 91])
    # No marks: the page is the card and its bleed, and a bleed is the card's frame colour, edge to edge.
    image = pypdfium2.PdfDocument(path)[0].render(scale=150 / 72).to_pil().convert("RGB")
    edge = {image.getpixel((x, y)) for x in range(image.width) for y in (0, 1, image.height - 1)}
    assert len(edge) == 1 and max(next(iter(edge))) < 120, edge


@pytest.mark.slow
def test_marks_when_asked_lie_in_a_slug_outside_the_bleed(make_project: MakeProject) -> None:
    path = shop(make_project, "crop_marks: true")
    with pikepdf.open(path) as pdf:
        page = pdf.pages[0]
        assert mm_box(page, "/BleedBox") == approx_box([-3, -3, 66, 91])
        assert mm_box(page, "/MediaBox") == approx_box([-10, -10, 73, 98])
    dpi = 300
    image = pypdfium2.PdfDocument(path)[0].render(scale=dpi / 72).to_pil().convert("L")

    def px(mm: float) -> int:
        return round((mm + 10) / 25.4 * dpi)

    # The vertical mark on the trim line x = 0 above the card: from 4 to 9 mm out (bleed 3 + gap 1 + 5).
    column = [image.getpixel((px(0), px(y))) for y in (-8.0, -6.5, -5.0)]
    assert max(column) < 128, column
    beside = [image.getpixel((px(1.5), px(y))) for y in (-8.0, -6.5, -5.0)]
    assert min(beside) > 240, "the slug is white paper but for the marks"
    frame = image.getpixel((px(-1.5), px(40)))
    assert image.getpixel((px(0), px(-1.5))) == pytest.approx(frame, abs=3), "no mark inside the bleed"


@pytest.mark.slow
def test_k_only_prints_card_text_in_the_black_plate_alone(make_project: MakeProject) -> None:
    def streams(path: Path) -> str:
        """What the first card draws: the page places its face, a form (cardkit/render/placing.py)."""
        with pikepdf.open(path) as pdf:
            (face,) = pdf.pages[0].Resources.XObject.values()
            return face.read_bytes().decode("latin-1")

    plain = streams(shop(make_project, "black_text: theme"))
    k_only = streams(shop(make_project, "black_text: k-only"))
    assert "DeviceCMYK" not in plain
    black = re.findall(r"/DeviceCMYK cs\n([\d. ]+) scn\nBT", k_only)
    assert black and set(black) == {"0 0 0 1"}, black
    assert "0.168627 0.129412 0.094118 rg\nBT" in plain, "without k-only, text keeps the theme's #2b2118"


@pytest.mark.slow
def test_the_print_shop_pdf_is_byte_identical_when_built_twice(make_project: MakeProject, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    loaded = make_project(SPELLS, print_config="default: [print-shop]")
    digests = []
    for _ in range(2):
        result = build_cards(loaded, CardOptions(clean=True))
        digests.append(hashlib.sha256(result.paths[0].read_bytes()).hexdigest())
    assert digests[0] == digests[1]
    with pikepdf.open(result.paths[0]) as pdf:
        assert str(pdf.docinfo["/CreationDate"]) == "D:20231114221320Z"
        assert "<xmp:CreateDate>2023-11-14T22:13:20Z</xmp:CreateDate>" in pdf.Root.Metadata.read_bytes().decode()


@pytest.mark.slow
def test_without_an_output_intent_the_print_shop_pdf_is_plain(make_project: MakeProject) -> None:
    with pikepdf.open(shop(make_project, "output_intent: none")) as pdf:
        assert "/OutputIntents" not in pdf.Root and "/GTS_PDFXVersion" not in pdf.docinfo
        assert mm_box(pdf.pages[0], "/TrimBox") == approx_box([0, 0, 63, 88])




@pytest.mark.slow
def test_the_xmp_rendition_class_says_final_or_proof(make_project: MakeProject) -> None:
    """A press reads xmpMM:RenditionClass: `default` is the master it prints, `proof` is not."""
    loaded = make_project({"magia": spell_yaml("Magia")}, print_config="default: [print-shop]")
    for proof, rendition in ((False, "default"), (True, "proof")):
        result = build_cards(loaded, CardOptions(proof=proof))
        with pikepdf.open(result.paths[0]) as pdf, pdf.open_metadata() as xmp:
            assert xmp["xmpMM:RenditionClass"] == rendition
            assert xmp["pdfxid:GTS_PDFXVersion"] == "PDF/X-4"


@pytest.mark.slow
def test_by_default_small_black_text_alone_prints_on_the_black_plate(make_project: MakeProject) -> None:
    """`k-only-small`, print-shop's default: black text under 9 pt in 100 % K, the title and
    coloured words as the theme has them."""
    with pikepdf.open(shop(make_project)) as pdf:
        runs = text_runs(pdf.pages[0])
    k_only = ("k", (0.0, 0.0, 0.0, 1.0))
    small = [run for run in runs if run.size < 9]
    assert small and [run for run in small if run.fill == k_only], runs
    assert not [run for run in small if run.fill[0] == "rg" and max(run.fill[1]) <= 0.25], "no small text left in rich black"
    large = [run for run in runs if run.size >= 9]
    assert large and all(run.fill != k_only for run in large), "the title keeps the theme's colour"
    assert [run for run in small if run.fill[0] == "rg" and max(run.fill[1]) > 0.25], "coloured small text as designed"


@pytest.mark.slow
def test_the_theme_setting_leaves_the_print_shop_text_as_designed(make_project: MakeProject) -> None:
    with pikepdf.open(shop(make_project, "black_text: theme")) as pdf:
        assert all(run.fill[0] != "k" for run in text_runs(pdf.pages[0]))
