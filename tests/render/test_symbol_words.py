"""A symbol's icon carries its words as text that prints nothing: a search, a copy and a screen
reader get "spend 1 light" where the card shows the icon, and preflight, which checks only what
leaves ink, finds no tiny text in them."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from cardkit.preflight.run import preflight
from cardkit.preflight.text import read_text
from cardkit.project.validate import load_game, open_project
from cardkit.render.cards import build_cards
from cardkit.render.options import CardOptions

pytestmark = pytest.mark.slow

HOLLOWMARCH = Path(__file__).resolve().parents[2] / "cardkit" / "examples" / "hollowmarch"


def test_a_symbols_words_are_the_text_of_its_icon_and_preflight_ignores_them(tmp_path: Path) -> None:
    root = tmp_path / "hollowmarch"
    shutil.copytree(HOLLOWMARCH, root)
    project, schemas = open_project(root)
    loaded = load_game(project, schemas)
    loaded = dataclasses.replace(loaded, project=dataclasses.replace(project, build_dir=tmp_path / "build"))
    assert not build_cards(loaded, CardOptions(profile="print-shop")).has_errors
    pdf = tmp_path / "build" / "cards" / "cards-print-shop.pdf"
    document = pdfium.PdfDocument(pdf)
    texts = [document[index].get_textpage().get_text_range().replace("\r\n", " ") for index in range(len(document))]
    [emberwright] = [index for index, text in enumerate(texts) if text.startswith("Emberwright ")]
    assert "action, spend 1 light: this agent gets +2 strength" in texts[emberwright]
    page = read_text(document[emberwright])
    assert "light" in page.text and min(glyph.size for glyph in page.glyphs) >= 6.0  # the 0.1 pt words paint nothing
    report = preflight(loaded.project, [pdf])
    assert [d for d in report.diagnostics if d.code.startswith("P3") and d.severity.value != "info"] == []
