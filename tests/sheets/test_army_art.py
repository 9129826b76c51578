"""An army's `art:` heads its Ficha de Exército: the picture at the band's left, only when given."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from PIL import Image

from tests.checks.fixtures import FixtureProject
from tests.checks.test_armies import ARMY_FILE
from tests.sheets.conftest import build_fixture

pytestmark = pytest.mark.slow  # renders sheets


def images_on_first_page(pdf: bytes) -> int:
    page = pdfium.PdfDocument(pdf)[0]
    return len(list(page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE])))


def army_sheet(project: FixtureProject) -> bytes:
    built = build_fixture(project)
    assert not built.result.has_errors, built.result.diagnostics
    [path] = [p for p in built.result.paths if p.name.startswith("ficha-") and "engenhos" not in p.name]
    return path.read_bytes()


def test_the_armys_art_heads_its_sheet(army_project: FixtureProject) -> None:
    assert images_on_first_page(army_sheet(army_project)) == 0
    folder = army_project.root / "content/assets"
    folder.mkdir(parents=True)
    buffer = io.BytesIO()
    Image.new("RGB", (340, 180), (31, 78, 158)).save(buffer, "PNG")
    (folder / "bandeira.png").write_bytes(buffer.getvalue())
    army_project.set(ARMY_FILE, army_project.files[ARMY_FILE] + "art: {file: bandeira.png, focus: {x: 30, y: 50}}\n")
    assert images_on_first_page(army_sheet(army_project)) == 1
