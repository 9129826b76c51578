"""Each defect planted in an otherwise clean print-shop card PDF, and preflight naming it: its
code, its page (the diagnostic's line) and what the message says. PDFs are made with pikepdf in
tmp_path (milliseconds, no layout), so these run with the unit tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.output.buildinfo import BuildInfo
from cardkit.preflight.run import preflight
from cardkit.project.validate import open_project
from tests.preflight.planted import BLEED, MM, Plant, planted_pdf, project


def _run(tmp_path: Path, plant: Plant, profile: str | None = None) -> list[Diagnostic]:
    root = project(tmp_path / "game")
    (root / "build" / "cards").mkdir(parents=True)
    path = planted_pdf(root / "build" / "cards" / "cards-print-shop.pdf", plant)
    opened, _ = open_project(root)
    return preflight(opened, [path], profile).sorted()


def _only(found: list[Diagnostic], code: str) -> Diagnostic:
    matching = [d for d in found if d.code == code]
    assert len(matching) == 1, found
    return matching[0]


def _problems(found: list[Diagnostic]) -> list[Diagnostic]:
    return [d for d in found if d.severity is not Severity.INFO]


def test_a_clean_card_passes_with_its_smallest_text_noted(tmp_path: Path) -> None:
    found = _run(tmp_path, Plant(pages=3))
    assert _problems(found) == []
    note = _only(found, "P302")
    assert (note.file, note.line) == ("build/cards/cards-print-shop.pdf", 1)
    assert "8.0 pt ('Alquimista')" in note.message


def test_a_missing_trim_box_is_named_on_its_page(tmp_path: Path) -> None:
    found = _problems(_run(tmp_path, Plant(pages=3, trim_box=False, on_pages=(2,))))
    assert [(d.code, d.line) for d in found] == [("P101", 2)]
    assert found[0].message == "page 2: no TrimBox: the print shop cannot tell where to cut"


def test_a_wrong_bleed_is_measured_against_the_profile(tmp_path: Path) -> None:
    found = _problems(_run(tmp_path, Plant(bleed=2 * MM)))
    assert {(d.code, d.line) for d in found} == {("P102", 1)}
    bleed = next(d for d in found if "BleedBox is" in d.message)
    assert "67.0 × 92.0 mm" in bleed.message and "needs 69.0 × 94.0 mm" in bleed.message


def test_a_bleed_off_by_less_than_a_tenth_of_a_millimetre_passes(tmp_path: Path) -> None:
    assert _problems(_run(tmp_path, Plant(bleed=BLEED + 0.05 * MM))) == []


def test_a_font_without_its_file_is_named(tmp_path: Path) -> None:
    found = _problems(_run(tmp_path, Plant(pages=2, helvetica=True)))
    # Both pages draw with Helvetica: one diagnostic names both.
    font = _only(found, "P201")
    assert font.line == 1 and font.message == "page 1: the font Helvetica is not embedded (also on page 2)"


def test_text_under_six_points_is_an_error_naming_size_page_and_word(tmp_path: Path) -> None:
    found = _problems(_run(tmp_path, Plant(pages=3, text="Custo", text_size=4, on_pages=(3,))))
    small = _only(found, "P301")
    assert small.line == 3 and small.severity is Severity.ERROR
    assert small.message == "page 3: text as small as 4.0 pt ('Custo')"


def test_text_one_millimetre_from_the_trim_is_in_the_unsafe_zone(tmp_path: Path) -> None:
    found = _problems(_run(tmp_path, Plant(text_at=(1 * MM, 40 * MM))))
    zone = _only(found, "P401")
    assert zone.line == 1
    assert zone.message.startswith("page 1: 'Alquimista' is 1.") and "mm inside the trim" in zone.message


def test_text_three_and_a_half_millimetres_from_the_trim_is_safe(tmp_path: Path) -> None:
    assert _problems(_run(tmp_path, Plant(text_at=(3.5 * MM, 40 * MM)))) == []


def test_a_frame_line_inside_the_unsafe_zone_is_a_warning(tmp_path: Path) -> None:
    found = _problems(_run(tmp_path, Plant(frame_inset=1.5 * MM)))
    line = _only(found, "P402")
    assert line.severity is Severity.WARNING and line.line == 1
    assert "ends 1.4 mm inside the trim" in line.message  # 1.5 mm less half the 0.5 pt line


def test_a_frame_four_millimetres_inside_and_the_bleed_background_pass(tmp_path: Path) -> None:
    assert _problems(_run(tmp_path, Plant(frame_inset=4 * MM))) == []


def test_a_72_dpi_image_is_a_warning_with_its_resolution(tmp_path: Path) -> None:
    found = _problems(_run(tmp_path, Plant(image=(72, 1.0))))
    image = _only(found, "P501")
    assert image.severity is Severity.WARNING
    assert image.message == "page 1: an image of 72 × 72 px is drawn at 25.4 × 25.4 mm: 72 dpi"


def test_a_300_dpi_image_passes(tmp_path: Path) -> None:
    assert _problems(_run(tmp_path, Plant(image=(300, 1.0)))) == []


def test_rgb_without_an_output_intent_is_named_twice(tmp_path: Path) -> None:
    found = _problems(_run(tmp_path, Plant(pages=2, rgb=True, output_intent=False, on_pages=(2,))))
    assert [(d.code, d.line) for d in found] == [("P602", 1), ("P601", 2)]
    assert found[1].message == "page 2: RGB colour in a file for CMYK print: 1 RGB colour operator(s)"
    assert "no /OutputIntents in the catalog" in found[0].message


def test_device_rgb_the_page_calibrates_passes_in_a_file_with_an_output_intent(tmp_path: Path) -> None:
    """PDF/X-4 lets a press convert calibrated RGB through the output intent: device RGB with a
    /DefaultRGB passes; without one, or without the intent, it is P601."""
    assert _problems(_run(tmp_path / "calibrated", Plant(rgb=True, default_rgb=True))) == []
    assert [d.code for d in _problems(_run(tmp_path / "device", Plant(rgb=True)))] == ["P601"]
    no_intent = _problems(_run(tmp_path / "no-intent", Plant(rgb=True, default_rgb=True, output_intent=False)))
    assert sorted(d.code for d in no_intent) == ["P601", "P602"]


def test_no_pdfx_version_is_named(tmp_path: Path) -> None:
    found = _problems(_run(tmp_path, Plant(pdfx=False)))
    assert [d.code for d in found] == ["P603"]
    assert "no PDF/X version declared" in found[0].message


def test_small_text_in_a_black_of_several_inks_is_named_and_larger_or_coloured_text_is_not(tmp_path: Path) -> None:
    found = _problems(_run(tmp_path, Plant(pages=3, text_colour=b"0.6 0.5 0.4 1 k", on_pages=(2, 3))))
    black = _only(found, "P604")
    assert (black.line, black.severity) == (2, Severity.WARNING)
    assert black.message == (
        "page 2: 1 text run(s) under 9 pt in a black of several inks (the first 8.0 pt, 0.6 0.5 0.4 1 k): "
        "it blurs when the plates misregister (also on page 3)"
    )
    rgb_black = b"0.17 0.13 0.09 rg"  # the RGB a theme's warm black gives, declared as sRGB
    assert [d.code for d in _problems(_run(tmp_path / "rgb", Plant(text_colour=rgb_black, default_rgb=True)))] == [
        "P604"
    ]
    assert _problems(_run(tmp_path / "large", Plant(text_colour=rgb_black, default_rgb=True, text_size=10))) == []
    assert _problems(_run(tmp_path / "red", Plant(text_colour=b"0.8 0.1 0.1 rg", default_rgb=True))) == []


def test_a_draft_stamp_in_a_final_file_is_an_error(tmp_path: Path) -> None:
    found = _problems(_run(tmp_path, Plant(pages=4, text="RASCUNHO", on_pages=(2, 4))))
    draft = _only(found, "P701")
    assert draft.message == "page 2: the draft mark 'Rascunho' in a final file (also on page 4)"


def test_a_draft_stamp_in_a_proof_is_allowed(tmp_path: Path) -> None:
    proof = BuildInfo("cards", False, "0123456789ab", profile="print-shop")
    assert _problems(_run(tmp_path, Plant(text="RASCUNHO", info=proof))) == []


@pytest.mark.parametrize("text", ["Resistencia (?)", "(Multiplo x ?)"])
def test_an_unresolved_placeholder_in_a_final_file_is_an_error(tmp_path: Path, text: str) -> None:
    found = _problems(_run(tmp_path, Plant(text=text)))
    assert [d.code for d in found] == ["P702"]


def test_a_question_ending_its_word_is_no_placeholder(tmp_path: Path) -> None:
    assert _problems(_run(tmp_path, Plant(text="Quem ataca? Ele."))) == []


def test_a_final_file_with_placeholder_art_is_named_and_a_proof_is_not(tmp_path: Path) -> None:
    final = BuildInfo("cards", True, "0123456789ab", profile="print-shop", placeholders=3)
    found = _problems(_run(tmp_path, Plant(info=final)))
    art = _only(found, "P703")
    assert (art.line, art.severity) == (1, Severity.WARNING)
    assert art.message == "a final file with placeholder art: 3 card(s) print the art placeholder"
    proof = BuildInfo("cards", False, "0123456789ab", profile="print-shop", placeholders=3)
    assert _problems(_run(tmp_path / "proof", Plant(info=proof))) == []


def test_a_home_sheet_need_not_be_pdfx(tmp_path: Path) -> None:
    """The table of kinds: a card-sheet PDF gets no colour, PDF/X or unsafe-zone check, only its paper."""
    home = BuildInfo("cards", False, "0123456789ab", profile="home")
    found = _problems(_run(tmp_path, Plant(info=home, rgb=True, output_intent=False, pdfx=False)))
    assert [(d.code, d.line) for d in found] == [("P102", 1)]
    assert "its paper is 210 × 297 mm" in found[0].message


def test_a_pdf_without_build_facts_gets_a_note_and_the_profile_free_checks(tmp_path: Path) -> None:
    found = _run(tmp_path, Plant(info=None, pdfx=False, text_size=4))
    assert [d.code for d in found] == ["P001", "P301"]
    assert "only fonts, text size and image resolution are checked" in found[0].message


def test_a_pdf_without_build_facts_is_checked_against_the_profile_given(tmp_path: Path) -> None:
    found = _run(tmp_path, Plant(info=None, pdfx=False), profile="print-shop")
    assert [d.code for d in found] == ["P001", "P302", "P603"]
    assert "checked against the print profile 'print-shop' (--profile)" in found[0].message


def test_a_file_that_is_no_pdf_is_an_error_not_a_traceback(tmp_path: Path) -> None:
    root = project(tmp_path / "game")
    broken = root / "build" / "broken.pdf"
    broken.parent.mkdir()
    broken.write_bytes(b"%PDF-1.7 and then nothing")
    opened, _ = open_project(root)
    found = preflight(opened, [broken, root / "build" / "missing.pdf"]).sorted()
    assert [(d.file, d.code, d.line) for d in found] == [
        ("build/broken.pdf", "P002", 1),
        ("build/missing.pdf", "P002", 1),
    ]


@pytest.mark.parametrize("locale_text", ["R A S C U N H O", "rascunho"])
def test_the_draft_word_is_found_letter_spaced_and_in_any_case(tmp_path: Path, locale_text: str) -> None:
    found = _problems(_run(tmp_path, Plant(text=locale_text)))
    assert [d.code for d in found] == ["P701"]
