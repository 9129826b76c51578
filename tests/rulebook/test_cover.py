"""The rulebook's cover: drawn from the theme's cover tokens, with book.yaml's `cover_art` if it
names one (a name that is no image of the art folder is R606 at its line), and no revision."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from PIL import Image

from cardkit.rulebook.build import build_rulebook
from tests.rulebook.conftest import findings, load

GROUND = (0x12, 0x34, 0x56)


def _with_cover_art(root: Path, name: str) -> None:
    book = root / "content" / "rulebook" / "book.yaml"
    book.write_text(book.read_text(encoding="utf-8") + f"cover_art: {name}\n", encoding="utf-8")


def test_a_cover_art_name_that_is_no_image_of_the_art_folder_is_r606_with_the_nearest(game_copy: Path) -> None:
    art = game_copy / "content" / "assets"
    art.mkdir()
    Image.new("RGB", (40, 30), "red").save(art / "cover.png")
    _with_cover_art(game_copy, "covr.png")
    [found] = findings(game_copy, "R606")
    lines = (game_copy / "content/rulebook/book.yaml").read_text(encoding="utf-8").splitlines()
    assert (found.file, lines[found.line - 1]) == ("content/rulebook/book.yaml", "cover_art: covr.png")
    assert "'covr.png' is no image in the art folder content/assets/" in found.message
    assert found.hint == "did you mean 'cover.png'?"


@pytest.mark.slow
def test_the_cover_prints_its_art_on_the_themes_ground_and_no_revision(game_copy: Path) -> None:
    art = game_copy / "content" / "assets"
    art.mkdir()
    Image.new("RGB", (600, 500), (200, 40, 40)).save(art / "cover.png")
    _with_cover_art(game_copy, "cover.png")
    (game_copy / "content" / "theme.yaml").write_text(
        'colors:\n  book:\n    cover_ground: "#123456"\n', encoding="utf-8"
    )
    result = build_rulebook(load(game_copy))
    assert result.paths, result.diagnostics
    cover = pdfium.PdfDocument(result.paths[0])[0]
    images = [obj for obj in cover.get_objects() if obj.type == pdfium_c.FPDF_PAGEOBJ_IMAGE]
    assert len(images) == 1
    left, bottom, right, top = images[0].get_bounds()
    assert right - left > 300 and top - bottom > 300, "the art fills its frame (128 x 124 mm)"
    picture = cover.render(scale=1).to_pil().convert("RGB")
    assert picture.getpixel((5, 5)) == GROUND, "the theme's cover ground to the paper's edge"
    width, height = picture.size
    assert picture.getpixel((width // 2, int(height * 0.55))) == (200, 40, 40)
    text = "".join(cover.get_textpage().get_text_range().split())  # letter-spaced small capitals
    assert "TabMaster" in text and "2013-05-17" in text
