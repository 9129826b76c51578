"""Card PNGs for print on demand: the bleed kept, exact pixel sizes at 300 and 600 dpi, named
by card with each back beside them, and one zip of them that is the same bytes every time."""

from __future__ import annotations

import hashlib
import io
import zipfile
from fractions import Fraction

import pytest
from PIL import Image

from cardkit.output.archive import deterministic_zip
from cardkit.render.cards import PNG_ZIP, build_cards
from cardkit.render.options import CardOptions
from cardkit.render.raster import pixels
from tests.render.conftest import MakeProject, spell_yaml

PT_PER_MM = Fraction(72) / Fraction("25.4")


@pytest.mark.parametrize(
    ("mm", "dpi", "expected"),
    [(69, 300, 815), (94, 300, 1110), (69, 600, 1630), (94, 600, 2220), (63, 300, 744), (88, 300, 1039)],
)
def test_pixels_of_a_length_round_half_up(mm: int, dpi: int, expected: int) -> None:
    assert pixels(mm * PT_PER_MM, dpi) == expected


def test_a_length_of_exactly_half_a_pixel_more_rounds_up_not_to_even() -> None:
    assert pixels(Fraction(5, 2), 72) == 3  # round() would give 2
    assert pixels(Fraction(7, 2), 72) == 4


def test_a_deterministic_zip_is_sorted_dated_1980_and_the_same_bytes_whatever_the_order() -> None:
    first = deterministic_zip({"b.png": b"B", "a.png": b"A"})
    assert first == deterministic_zip({"a.png": b"A", "b.png": b"B"})
    with zipfile.ZipFile(io.BytesIO(first)) as archive:
        assert archive.namelist() == ["a.png", "b.png"]
        assert {info.date_time for info in archive.infolist()} == {(1980, 1, 1, 0, 0, 0)}
        assert {info.external_attr >> 16 for info in archive.infolist()} == {0o100644}
        assert archive.read("b.png") == b"B"


SPELLS = {"lamina-da-terra": spell_yaml("Lâmina da Terra"), "bola-de-fogo": spell_yaml("Bola de Fogo")}


@pytest.mark.slow
@pytest.mark.parametrize(("dpi", "size"), [(300, (815, 1110)), (600, (1630, 2220))])
def test_card_pngs_keep_their_bleed_at_the_exact_pixel_size(make_project: MakeProject, dpi: int, size: tuple[int, int]) -> None:
    loaded = make_project(SPELLS, print_config="default: [print-shop]")
    result = build_cards(loaded, CardOptions(png=True, dpi=dpi))
    assert not result.has_errors, result.diagnostics
    folder = loaded.project.build_dir / "cards" / "png"
    assert sorted(path.name for path in folder.glob("*.png")) == ["spell-back.png", "spell-bola-de-fogo.png", "spell-lamina-da-terra.png"]
    with Image.open(folder / "spell-lamina-da-terra.png") as image:
        assert image.size == size
        assert round(image.info["dpi"][0]) == dpi
        rgb = image.convert("RGB")
        edge = {rgb.getpixel((x, 0)) for x in range(rgb.width)} | {rgb.getpixel((0, y)) for y in range(rgb.height)}
        assert len(edge) == 1 and max(next(iter(edge))) < 120, "the bleed runs in the frame colour to every edge"


@pytest.mark.slow
def test_zip_holds_every_png_by_name_and_is_byte_identical_when_built_again(make_project: MakeProject) -> None:
    loaded = make_project(SPELLS, print_config="default: [print-shop]")
    out = loaded.project.build_dir / "cards"
    digests = []
    for clean in (False, True):
        result = build_cards(loaded, CardOptions(png=True, zip_png=True, clean=clean))
        assert not result.has_errors, result.diagnostics
        digests.append(hashlib.sha256((out / PNG_ZIP).read_bytes()).hexdigest())
    assert digests[0] == digests[1]
    with zipfile.ZipFile(out / PNG_ZIP) as archive:
        assert archive.namelist() == ["spell-back.png", "spell-bola-de-fogo.png", "spell-lamina-da-terra.png"]
        assert archive.read("spell-bola-de-fogo.png") == (out / "png" / "spell-bola-de-fogo.png").read_bytes()
