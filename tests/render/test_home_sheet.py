"""The home sheet on paper: bleed and gutters with marks in them, backs moved by the duplex
offset, and the duplex calibration sheet that measures that offset."""

from __future__ import annotations

from pathlib import Path

import pypdfium2
import pytest
from PIL import Image
from pypdf import PdfReader

from cardkit.config.settings import PrintProfile
from cardkit.examples import write_example
from cardkit.pipeline import check_project
from cardkit.render.cards import build_cards
from cardkit.render.imposition import MARK_GAP, crop_marks, cut_lines, grid_origin
from cardkit.render.options import CardOptions
from tests.render.conftest import MakeProject, spell_yaml

pytestmark = pytest.mark.slow  # renders and rasterises home sheets

DPI = 200
SPELLS = {f"magia-{i:02}": spell_yaml(f"Magia {i:02}") for i in range(6)}


def px(value_mm: float) -> int:
    return round(value_mm / 25.4 * DPI)


def page_image(path: Path, index: int) -> Image.Image:
    document = pypdfium2.PdfDocument(path)
    try:
        return document[index].render(scale=DPI / 72).to_pil().convert("RGB")
    finally:
        document.close()


def dark(pixel: tuple[int, int, int]) -> bool:
    return sum(pixel) < 3 * 160


def home(make_project: MakeProject, settings: str, root: Path | None = None) -> tuple[Path, PrintProfile]:
    loaded = make_project(SPELLS, print_config=f"default: [home]\nprofiles:\n  home: {{{settings}}}", root=root)
    result = build_cards(loaded)
    assert not result.has_errors, result.diagnostics
    return result.paths[0], loaded.project.config.print_settings.profiles["home"]


def test_a_sheet_with_bleed_and_gutters_has_marks_in_the_gutters_on_the_cut_lines(make_project: MakeProject) -> None:
    path, profile = home(make_project, "bleed: 2, gutter: 6, margin: 3")
    image = page_image(path, 0)
    xs, ys = cut_lines(profile)
    left, top = grid_origin(profile)
    gutter_y = top + profile.cell_size[1] + 3  # the middle of the first horizontal gutter
    for x in xs:
        assert dark(image.getpixel((px(x), px(gutter_y)))), f"a mark on the cut x = {x} mm in the gutter"
        assert not dark(image.getpixel((px(x + 1.5), px(gutter_y)))), "paper beside it"
    gutter_x = left + profile.cell_size[0] + 3
    for y in ys[:2]:
        assert dark(image.getpixel((px(gutter_x), px(y))))
    # The bleed is the card's frame colour right up to the cell's edge, with no mark over it.
    frame = image.getpixel((px(left + 1), px(top + 40)))
    assert not dark((255, 255, 255)) and frame == image.getpixel((px(left + 1), px(top + 60)))
    assert all(m.y2 - m.y1 <= 6 - 2 * MARK_GAP + 1e-9 for m in crop_marks(profile) if m.x1 == m.x2 and top < m.y1 < top + 100)


def _first_cell_left_edge(image: Image.Image, y_mm: float) -> int:
    """The first column (px) from the left where the row at `y_mm` leaves the white paper."""
    row = px(y_mm)
    return next(x for x in range(image.width) if image.getpixel((x, row)) != (255, 255, 255))


def test_the_duplex_offset_moves_the_back_pages_and_only_them(make_project: MakeProject, tmp_path: Path) -> None:
    plain, profile = home(make_project, "crop_marks: false")
    shifted, _ = home(make_project, "crop_marks: false, duplex_offset: {x: 2, y: -1}", tmp_path / "shifted")
    _, top = grid_origin(profile)
    y = top + 44
    faces = [_first_cell_left_edge(page_image(path, 0), y) for path in (plain, shifted)]
    assert faces[0] == faces[1], "face pages stay put"
    backs = [_first_cell_left_edge(page_image(path, 1), y) for path in (plain, shifted)]
    assert backs[1] - backs[0] == pytest.approx(px(2), abs=1), backs
    tops = []
    for path in (plain, shifted):
        image = page_image(path, 1)
        column = px(grid_origin(profile)[0] + 100)
        tops.append(next(yy for yy in range(image.height) if image.getpixel((column, yy)) != (255, 255, 255)))
    assert tops[0] - tops[1] == pytest.approx(px(1), abs=1), tops


@pytest.mark.parametrize(
    ("example", "words"), [("tab-master", ("Calibração de frente e verso", "Segure a folha contra a luz")), ("tab-master-en", ("Duplex calibration", "Hold the sheet to the light"))]
)
def test_the_calibration_sheet_is_a_front_cross_and_back_rulers_in_the_games_language(
    tmp_path: Path, example: str, words: tuple[str, str]
) -> None:
    write_example(example, tmp_path / example)
    loaded = check_project(tmp_path / example)
    result = build_cards(loaded, CardOptions(profile="home", calibration=True))
    assert not result.has_errors, result.diagnostics
    path = loaded.project.build_dir / "cards" / "duplex-calibration.pdf"
    assert path in result.paths
    reader = PdfReader(path)
    assert len(reader.pages) == 2
    assert [round(float(v) / 72 * 25.4, 2) for v in reader.pages[0].mediabox[2:]] == [210.0, 297.0]
    text = " ".join(page.extract_text() for page in reader.pages)
    assert all(word in text for word in words), text
    assert "duplex_offset" in text
    front, back = page_image(path, 0), page_image(path, 1)
    centre = (px(105), px(148.5))
    assert dark(front.getpixel((centre[0], centre[1] + px(25))))  # the cross's vertical arm crosses the x ruler's line
    assert not dark(back.getpixel((centre[0] + px(0.25), centre[1] + px(25) + px(1.5))))  # between two ticks
    assert dark(back.getpixel((centre[0], centre[1] + px(25) + px(1.5))))  # the ruler's zero tick under the centre
