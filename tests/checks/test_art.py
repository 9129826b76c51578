"""Art: the schema's `art:` forms, the model, and R801-R803 at the line naming the file.

The fixtures are image files made with Pillow in the test's own folder; `check_project` runs
the checks as `cardkit check` does, with the project's asset folder and art windows.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL import Image

from cardkit.foundation.diagnostics import Report, Severity
from cardkit.model import Art
from cardkit.packs.tabmaster.model import tm
from cardkit.pipeline import check_project
from tests.checks import more_files
from tests.checks.fixtures import SPELL_FILE, UNIT_FILE, FixtureProject, assert_single, of_code, where

ASSETS = "content/assets"


def image(project: FixtureProject, name: str, size: tuple[int, int], fmt: str = "PNG") -> Path:
    """A real image file of `size` px under content/assets/ (written before the YAML is)."""
    path = project.root / ASSETS / name
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", size, (120, 60, 30)).save(path, fmt)
    return path


def with_art(project: FixtureProject, art: str, file: str = SPELL_FILE) -> FixtureProject:
    """Give the definition of `file` an `art:` written as the YAML text `art` (its lines after `art:`)."""
    return project.set(file, project.files[file] + f"art: {art}\n")


def check(project: FixtureProject) -> Report:
    project.write()
    return check_project(project.root).report


def line_of(project: FixtureProject, file: str, needle: str, after: str = "") -> tuple[int, int]:
    return where(project.files[file], needle, after)


# ---- schema ----


def test_both_forms_of_art_validate_and_build_the_model(project: FixtureProject) -> None:
    image(project, "choque.png", (800, 400))
    image(project, "alquimista.webp", (900, 500), "WEBP")
    with_art(project, "choque.png")
    with_art(project, "{file: alquimista.webp, focus: {x: 20, y: 35}, fit: contain, credit: Ana Souza}", UNIT_FILE)
    project.write()
    loaded = check_project(project.root)
    assert not loaded.report.has_errors, loaded.report.sorted()
    assert tm(loaded.game).spells[0].art == Art("choque.png")
    assert tm(loaded.game).units[0].art == Art("alquimista.webp", 20.0, 35.0, "contain", "Ana Souza")
    assert tm(loaded.game).traits[0].art is None


@pytest.mark.parametrize(
    ("art", "needle"),
    [
        ("{file: choque.png, fit: stretch}", "stretch"),
        ("{file: choque.png, focus: {x: 120}}", "120"),
        ("{file: choque.png, artist: Ana}", "artist"),
        ("../cardkit.yaml", "../cardkit.yaml"),
        ("/etc/passwd", "/etc/passwd"),
        ("{focus: {x: 10, y: 10}}", "art:"),  # no file: reported at the key
    ],
)
def test_the_schema_refuses_bad_art_at_its_line(project: FixtureProject, art: str, needle: str) -> None:
    image(project, "choque.png", (800, 400))
    with_art(project, art)
    report = check(project)
    schema_errors = [d for d in report.sorted() if d.code.startswith("S") and d.file == SPELL_FILE]
    assert schema_errors, report.sorted()
    assert (schema_errors[0].line, schema_errors[0].column) == line_of(project, SPELL_FILE, needle, "" if needle == "art:" else "art:")


# ---- R801: missing file ----


def test_a_missing_art_file_is_an_error_at_the_art_line_with_did_you_mean(project: FixtureProject) -> None:
    image(project, "choque.png", (800, 400))
    with_art(project, "choqe.png")
    found = assert_single(check(project), "R801", Severity.ERROR, SPELL_FILE, line_of(project, SPELL_FILE, "choqe.png"))
    assert "choqe.png" in found.message and "content/assets" in found.message
    assert found.hint is not None and "'choque.png'" in found.hint and "content/assets/choqe.png" in found.hint


def test_a_missing_file_in_the_long_form_is_reported_at_art_file(project: FixtureProject) -> None:
    with_art(project, "\n  file: nada.png\n  credit: Ana")
    found = assert_single(check(project), "R801", Severity.ERROR, SPELL_FILE, line_of(project, SPELL_FILE, "nada.png"))
    assert found.hint is not None and "looked for content/assets/nada.png" in found.hint


def test_a_symlink_out_of_the_asset_folder_is_no_art(project: FixtureProject, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.png"
    Image.new("RGB", (800, 400)).save(outside)
    (project.root / ASSETS).mkdir(parents=True)
    os.symlink(outside, project.root / ASSETS / "fora.png")
    with_art(project, "fora.png")
    assert_single(check(project), "R801", Severity.ERROR, SPELL_FILE, line_of(project, SPELL_FILE, "fora.png"))


def test_an_armys_art_is_checked_too_but_has_no_window_for_a_dpi(project: FixtureProject) -> None:
    image(project, "azul.png", (40, 20))
    project.set(more_files.ARMY_FILE, more_files.ARMY + "art: azull.png\n")
    found = assert_single(check(project), "R801", Severity.ERROR, more_files.ARMY_FILE, line_of(project, more_files.ARMY_FILE, "azull.png"))
    assert found.hint is not None and "'azul.png'" in found.hint
    project.set(more_files.ARMY_FILE, more_files.ARMY + "art: azul.png\n")
    report = check(project)
    assert [d for d in report.sorted() if d.code.startswith("R80")] == []


def test_present_art_passes_r801(project: FixtureProject) -> None:
    image(project, "sub/choque.png", (800, 400))
    with_art(project, "sub/choque.png")
    assert of_code(check(project), "R801") == []


# ---- R802: not an image that can be used ----


def test_a_gif_is_refused(project: FixtureProject) -> None:
    image(project, "choque.gif", (800, 400), "GIF")
    with_art(project, "choque.gif")
    found = assert_single(check(project), "R802", Severity.ERROR, SPELL_FILE, line_of(project, SPELL_FILE, "choque.gif"))
    assert ".gif is not PNG, JPEG, WebP or SVG" in found.message


def test_a_truncated_png_is_refused_even_after_weasyprint_loaded(project: FixtureProject) -> None:
    """WeasyPrint tells Pillow to accept truncated images; the check must not."""
    import weasyprint  # noqa: F401 - imported for its side effect on Pillow

    path = image(project, "choque.png", (800, 400))
    path.write_bytes(path.read_bytes()[:60])
    with_art(project, "choque.png")
    found = assert_single(check(project), "R802", Severity.ERROR, SPELL_FILE, line_of(project, SPELL_FILE, "choque.png"))
    assert "not an image that can be decoded" in found.message


def test_a_jpeg_named_png_is_fine_but_xml_that_is_not_svg_is_refused(project: FixtureProject) -> None:
    image(project, "choque.png", (800, 400), "JPEG")
    (project.root / ASSETS / "alquimista.svg").write_text("<html><body/></html>", encoding="utf-8")
    with_art(project, "choque.png")
    with_art(project, "alquimista.svg", UNIT_FILE)
    found = assert_single(check(project), "R802", Severity.ERROR, UNIT_FILE, line_of(project, UNIT_FILE, "alquimista.svg"))
    assert "not an SVG image" in found.message


def test_an_svg_passes_and_never_has_a_dpi(project: FixtureProject) -> None:
    (project.root / ASSETS).mkdir(parents=True)
    (project.root / ASSETS / "choque.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>', encoding="utf-8"
    )
    with_art(project, "choque.svg")
    report = check(project)
    assert of_code(report, "R802") == [] and of_code(report, "R803") == []


# ---- R803: under 300 dpi ----


def test_a_small_image_warns_with_its_dpi_and_the_pixels_wanted(project: FixtureProject) -> None:
    """Poker spell window: the anatomy's art slot, 56.2 × 39.6 mm, so 664×468 px at 300 dpi;
    412×300 px covers it at min(412/2.213, 300/1.559) = 186 dpi."""
    image(project, "choque.png", (412, 300))
    with_art(project, "choque.png")
    found = assert_single(check(project), "R803", Severity.WARNING, SPELL_FILE, line_of(project, SPELL_FILE, "choque.png"))
    assert found.message == (
        "choque.png is 412×300 px, 186 dpi in its 56.2 × 39.6 mm art window; print wants 300 dpi: "
        "supply at least 664×468 px"
    )


def test_an_image_of_the_window_size_at_300_dpi_passes(project: FixtureProject) -> None:
    image(project, "choque.png", (664, 468))
    with_art(project, "choque.png")
    assert of_code(check(project), "R803") == []


def test_the_window_of_the_largest_printed_card_decides(project: FixtureProject) -> None:
    """On a tarot card (70 × 120 mm) the same image that covers a poker window is too small."""
    image(project, "choque.png", (690, 340))
    with_art(project, "choque.png")
    project.set("cardkit.yaml", "name: Teste\nprint:\n  default: [home, tarot]\n  profiles:\n    tarot: {card: tarot}\n")
    found = assert_single(check(project), "R803", Severity.WARNING, SPELL_FILE, line_of(project, SPELL_FILE, "choque.png"))
    assert "art window" in found.message and "56.2 × 39.6" not in found.message
