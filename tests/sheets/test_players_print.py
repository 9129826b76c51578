"""The sheets are for players: what a reader extracts from the bundled sheets holds no internal
id, hash or tool verdict, and a colophon worded for players says which printing it is."""

from __future__ import annotations

import re
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest

from cardkit.output.colophon import Colophon
from tests.sheets.conftest import Built

pytestmark = pytest.mark.slow  # renders the bundled army sheets

COLOPHON = re.compile(r"Tab Master · Regras 2013-05-17 · Edição \d{4}-\d{2} · marca [0-9A-Z]{6}")
HASH = re.compile(r"\b[0-9a-f]{7,40}\b")


def extracted(path: Path) -> str:
    """The text a PDF reader extracts, every page."""
    document = pdfium.PdfDocument(path)
    return "\n".join(page.get_textpage().get_text_range() for page in document)


def test_every_sheet_prints_the_colophon_and_nothing_internal(bundled: Built) -> None:
    assert len(bundled.result.paths) == 3
    for path in bundled.result.paths:
        printed = extracted(path)
        assert COLOPHON.search(printed), (path.name, printed[-300:])
        assert not HASH.search(printed), path.name
        for internal in ("cardkit", "aprovado", "conteúdo", "sem versão", "siege_engine"):
            assert internal not in printed, (path.name, internal)


def test_the_engines_sheet_names_its_category_as_players_read_it(bundled: Built) -> None:
    [engines] = [p for p in bundled.result.paths if p.name == "ficha-de-engenhos-a4.pdf"]
    assert "ainda não define unidades da categoria Engenho" in extracted(engines)


def test_a_missing_version_or_date_is_left_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    assert Colophon.of("Ember Vale", "  ", tmp_path) == Colophon("Ember Vale", None, None)
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1796558400")
    assert Colophon.of("Ember Vale", "1.2", tmp_path) == Colophon("Ember Vale", "1.2", "2026-12")


def backgrounds_of_header_letters(path: Path, band_mm: float = 35.0) -> list[int]:
    """For every letter in the top `band_mm` of the first page, how far its background's colours
    spread (the largest difference of one channel), read from the page rendered without its
    text: a letter on a solid panel has a spread near 0, one over a pattern a large one."""
    document = pdfium.PdfDocument(path)
    page = document[0]
    height = page.get_height()
    textpage = page.get_textpage()
    boxes = []
    for index in range(textpage.count_chars()):
        if textpage.get_text_range(index, 1).isspace():
            continue
        left, bottom, right, top = textpage.get_charbox(index)
        if right - left > 1 and top - bottom > 1 and top > height - band_mm * 72 / 25.4:
            boxes.append((left, bottom, right, top))
    for obj in list(page.get_objects(max_depth=1)):
        if obj.type == pdfium_c.FPDF_PAGEOBJ_TEXT:
            page.remove_obj(obj)
    page.gen_content()
    scale = 150 / 72
    image = page.render(scale=scale).to_pil().convert("RGB")
    spreads = []
    for left, bottom, right, top in boxes:
        area = image.crop(
            (int(left * scale), int((height - top) * scale), int(right * scale) + 1, int((height - bottom) * scale) + 1)
        )
        extremes = area.getextrema()
        spreads.append(max(high - low for low, high in extremes))
    return spreads


def test_no_pattern_runs_behind_a_letter_of_the_header(bundled: Built) -> None:
    """The army's pattern (stripes, dots, grid) stands in for its colour on a black-and-white
    copy; it stays in the band's swatch, away from the kicker, the title and the colour's name."""
    for path in bundled.result.paths:
        spreads = backgrounds_of_header_letters(path)
        assert len(spreads) > 20, (path.name, "the header's letters are found")
        assert max(spreads) <= 8, (path.name, sorted(spreads)[-5:])


def test_a_new_english_game_prints_no_placeholder_for_its_missing_version(tmp_path: Path) -> None:
    """`cardkit init --language en` makes a game without ruleset_version, outside git: its
    colophon names the game and the mark, and nothing it does not know."""
    from typer.testing import CliRunner

    from cardkit.commands.app import app

    runner = CliRunner()
    project = tmp_path / "game"
    assert runner.invoke(app, ["init", str(project), "--language", "en"]).exit_code == 0
    result = runner.invoke(app, ["build", "sheets", "--project", str(project), "--quiet"])
    assert result.exit_code == 0, result.output
    for path in sorted((project / "build" / "sheets").glob("*.pdf")):
        printed = extracted(path)
        assert re.search(r"Tab Master Mini( · Edition \d{4}-\d{2})? · mark [0-9A-Z]{6}", printed), path.name
        assert "version" not in printed and "Rules" not in printed and "cardkit" not in printed, path.name
