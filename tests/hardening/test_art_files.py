"""Issue 29, classes 1 and 3: art is judged by its header before a pixel is decoded (a 631-byte
JPEG claiming 12000 × 12000 decoded to about 600 MB), Pillow's decompression-bomb guard is an
error, and SVG art is parsed in full and safely, so a broken or entity-bomb SVG is R802 at
check and B404 at build instead of an empty art window printed with exit 0."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from tests.hardening.bounded import DEFUSED_PEAK_MIB, cardkit_bounded
from tests.hardening.harness import Edit, cardkit, new_project, write_files

SPELL = "content/spells/choque.yaml"
SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
LAUGHS = (
    '<?xml version="1.0"?>\n<!DOCTYPE svg [\n<!ENTITY a "lol">\n'
    + "".join(f'<!ENTITY {chr(98 + n)} "{("&" + chr(97 + n) + ";") * 10}">\n' for n in range(9))
    + ']>\n<svg xmlns="http://www.w3.org/2000/svg"><text>&j;</text></svg>\n'
)


def jpeg_claiming(width: int, height: int) -> bytes:
    """A tiny JPEG whose frame header (SOF0) claims `width` × `height` pixels."""
    buffer = io.BytesIO()
    Image.new("RGB", (16, 16), (200, 10, 10)).save(buffer, "JPEG")
    data = bytearray(buffer.getvalue())
    sof = data.index(b"\xff\xc0")
    data[sof + 5 : sof + 9] = height.to_bytes(2, "big") + width.to_bytes(2, "big")
    return bytes(data)


def _with_art(project: Path, name: str, data: bytes | str) -> int:
    """Give Choque the art `name`; returns the line of its `art:`."""
    write_files(project, {f"content/assets/{name}": data, SPELL: Edit("name: Choque\n", f"name: Choque\nart: {name}\n")})
    return 3


@pytest.mark.slow
def test_a_jpeg_claiming_12000_squared_is_refused_under_a_memory_ceiling(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    data = jpeg_claiming(12000, 12000)
    assert len(data) < 1000
    line = _with_art(project, "choque.jpg", data)
    run = cardkit_bounded("check", "--project", str(project), memory_mib=400)
    run.assert_finished_with("R802")
    assert f"{SPELL}:{line}:6: error[R802]" in run.output and "claims 144,000,000 pixels" in run.output, run.output
    assert run.peak_mib < DEFUSED_PEAK_MIB, run.peak_mib


@pytest.mark.slow
def test_a_billion_laughs_svg_is_refused_under_a_memory_ceiling(tmp_path: Path) -> None:
    """Ten levels of ten entities: 10^9 "lol"s if anything expanded them. Check used to read the
    first element only, so this passed, and the build printed an empty art window."""
    project = new_project("game", tmp_path / "projeto")
    line = _with_art(project, "choque.svg", LAUGHS)
    run = cardkit_bounded("check", "--project", str(project), memory_mib=400)
    run.assert_finished_with("R802")
    assert f"{SPELL}:{line}:6: error[R802]" in run.output and "declares XML entities" in run.output, run.output
    assert run.peak_mib < DEFUSED_PEAK_MIB, run.peak_mib


def test_the_pixel_budget_is_read_from_the_header() -> None:
    from cardkit.foundation.images import MAX_PIXELS, decode

    found = decode(jpeg_claiming(8000, 6000))
    assert found.problem is not None and "claims 48,000,000 pixels" in found.problem and found.size == (0, 0)
    assert MAX_PIXELS < 8000 * 6000


def test_pillows_bomb_guard_is_an_error_not_a_warning(monkeypatch: pytest.MonkeyPatch) -> None:
    """Below cardkit's own budget, Pillow's guard (lowered here) still refuses, never warns."""
    from cardkit.foundation.images import decode

    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 100)
    buffer = io.BytesIO()
    Image.new("RGB", (12, 12)).save(buffer, "PNG")
    found = decode(buffer.getvalue())
    assert found.problem is not None and "decompression bomb" in found.problem


@pytest.mark.parametrize(
    ("svg", "said"),
    [
        (SVG + "<oops", "not an SVG file that can be read"),
        (SVG.replace("</svg>", "<g></svg>"), "not an SVG file that can be read"),
        (LAUGHS, "declares XML entities"),
    ],
    ids=["broken-after-the-root", "unclosed-inside", "billion-laughs"],
)
def test_broken_svg_art_is_r802_at_check(tmp_path: Path, svg: str, said: str) -> None:
    project = new_project("game", tmp_path / "projeto")
    line = _with_art(project, "choque.svg", svg)
    run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 1
    assert [(d.file, d.line) for d in run.of_code("R802")] == [(SPELL, line)], run.output
    assert said in run.output


def test_a_good_svg_passes() -> None:
    from cardkit.foundation.images import svg_problem

    assert svg_problem(SVG.encode()) is None


def test_the_build_refuses_a_broken_svg_as_it_lays_it_out() -> None:
    """The renderers' fetcher asks the same question, so a build stops with B404 at the art line."""
    from cardkit.output.fetcher import render_problem

    assert render_problem(Path("choque.svg"), (SVG + "<oops").encode()) is not None
    assert render_problem(Path("choque.svg"), LAUGHS.encode()) is not None
    assert render_problem(Path("choque.svg"), SVG.encode()) is None
