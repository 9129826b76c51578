"""Issue 29, class 3 (a fresh project): `cardkit init` gives a project that passes its own
commands in both languages. Before, `init`, `build cards`, `preflight` reported P401 on the
print-shop file (every card back drew the game's name and kind above the card, where no print
shows them), and `i18n extract`, `i18n update en`, `build cards --locale en` failed with B303 on
the game's own label `custom.back.unit`, which no PO file translated yet."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest

from cardkit.i18n.labels import translated_labels
from tests.hardening.harness import cardkit

pytestmark = pytest.mark.slow


def _passes(*args: str) -> str:
    run = cardkit(*args)
    run.assert_clean_exit()
    assert run.exit_code == 0, (args, run.output[-3000:])
    return run.output


@pytest.mark.parametrize(("language", "other"), [("pt-BR", "en"), ("en", "pt-BR")])
def test_a_new_project_passes_its_own_commands(tmp_path: Path, language: str, other: str) -> None:
    project = tmp_path / "jogo"
    _passes("init", str(project), "--language", language)
    at = ("--project", str(project))
    assert "0 error(s), 0 warning(s)" in _passes("check", *at)
    _passes("build", *at)
    _passes("preflight", *at)
    _passes("i18n", "extract", *at)
    _passes("i18n", "update", other, *at)
    _passes("build", "--locale", other, *at)
    assert "0 error(s)" in _passes("preflight", *at)


def test_every_card_back_prints_the_games_name_and_its_kind(tmp_path: Path) -> None:
    project = tmp_path / "jogo"
    _passes("init", str(project))
    _passes("build", "cards", "--project", str(project))
    document = pdfium.PdfDocument(project / "build/cards/cards-print-shop.pdf")
    try:
        for number in range(1, len(document), 2):  # a face, then its back
            page = document[number]
            width, height = page.get_size()
            textpage = page.get_textpage()
            text = textpage.get_text_range()
            boxes = [textpage.get_charbox(index) for index in range(textpage.count_chars()) if not text[index].isspace()]
            assert "Tab Master" in text, (number + 1, text)
            assert all(left >= 0 and right <= width and bottom >= 0 and top <= height for left, bottom, right, top in boxes), number + 1
    finally:
        document.close()


def test_a_games_own_label_prints_in_its_language_until_translated() -> None:
    fell: list[str] = []
    labels = translated_labels("en", {}, "pt-BR", {"custom.back.unit": "Tropas", "cards.mark": "Marca"}, lambda msgid, text: fell.append(msgid))
    assert labels("custom.back.unit") == "Tropas"
    assert labels("cards.mark") != "Marca", "cardkit's own English label comes first"
    assert fell == ["custom.back.unit"]
