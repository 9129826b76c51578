"""The rulebook's live tables print what game.yaml declares: a declared kind has `item_table()`
and `item("Name")` calls, the unit and spell blocks gain the fields shown in the rulebook, and a
call naming nothing is a finding at its chapter line, with did-you-mean."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardkit.codes.checks import BAD_PLACEHOLDER, UNKNOWN_NAME
from cardkit.rulebook.build import build_rulebook
from cardkit.translation.translate import translated_project
from tests.declared_game import CHAPTER, declared_game
from tests.rulebook.conftest import assemble, check_rulebook, findings, load


def _rows(html: str, table_class: str) -> list[list[str]]:
    """The cell texts of each body row of the table with `table_class`."""
    table = re.search(rf'<table class="[^"]*\b{table_class}\b.*?</table>', html, re.S)
    assert table is not None, f"no table {table_class}"
    body = table.group(0).split("<tbody>", 1)[1]
    return [[re.sub(r"<[^>]+>|\s+", " ", cell).strip() for cell in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)] for row in re.findall(r"<tr.*?</tr>", body, re.S)]


def _block(html: str, block_class: str) -> str:
    found = re.search(rf'<aside class="[^"]*\b{block_class}\b.*?</aside>', html, re.S)
    assert found is not None, f"no block {block_class}"
    return " ".join(re.sub(r"<[^>]+>", " ", found.group(0)).split())


def test_a_declared_kind_has_a_table_of_its_cards(tmp_path: Path) -> None:
    html = assemble(load(declared_game(tmp_path / "game"))).html
    assert re.search(r"<th>Nome</th><th title=\"Peso\">PES</th><th title=\"Raridade\">Raridade</th><th title=\"Portador\">Portador</th><th title=\"Elemento\">Elemento</th><th>Texto</th>", html)
    assert _rows(html, "card-table-item") == [
        ["Corda Velha", "1", "-", "-", "Água", ""],
        ["Escudo Torre", "9", "Rara", "Comandante", "-", "O portador soma 2 à sua defesa."],
        ["Espada Curta", "2,5", "Comum", "Arqueiro", "Fogo", "O portador soma 1 ao seu ataque."],
    ]


def test_a_card_block_and_the_unit_block_print_the_declared_fields(tmp_path: Path) -> None:
    html = assemble(load(declared_game(tmp_path / "game"))).html
    sword = _block(html, "card-block-item")
    assert "Espada Curta Equipamento" in sword and "PES Raridade Portador Elemento 2,5 Comum Arqueiro Fogo" in sword
    archer = _block(html, "unit-block")
    assert "DEF MOV MOR 5 1 7" in archer


def test_the_english_book_prints_them_in_english(tmp_path: Path) -> None:
    english = translated_project(load(declared_game(tmp_path / "game", english=True)), "en")
    html = assemble(english).html
    rows = _rows(html, "card-table-item")
    assert rows[2] == ["Short Sword", "2.5", "Common", "Archer", "Fire", "The bearer adds 1 to its attack."]
    assert rows[0] == ["Old Rope", "1", "-", "-", "Water", ""]  # written by id, named by the edition's vocabulary
    assert "Short Sword Item" in _block(html, "card-block-item")  # item("Espada Curta") follows the name's translation
    assert "DEF MOV MRL 5 1 7" in _block(html, "unit-block")
    assert [d for d in check_rulebook(english) if d.file.endswith(CHAPTER)] == []


def _line(root: Path, text: str) -> int:
    lines = (root / "content" / "rulebook" / CHAPTER).read_text(encoding="utf-8").splitlines()
    return lines.index(text) + 1


@pytest.mark.parametrize(
    ("call", "code", "message", "hint"),
    [
        ('{{ item("Espada Curto") }}', UNKNOWN_NAME, "item(): no item named 'Espada Curto'", "did you mean 'Espada Curta'"),
        ("{{ itme_table() }}", BAD_PLACEHOLDER, "no generator called itme_table()", "did you mean 'item_table'"),
        ("{{ item() }}", BAD_PLACEHOLDER, 'item() needs a name: item("Name")', None),
        ('{{ item_table("Espada Curta") }}', BAD_PLACEHOLDER, "item_table() takes no argument", None),
    ],
)
def test_a_call_naming_nothing_is_a_finding_at_its_line(tmp_path: Path, call: str, code: str, message: str, hint: str | None) -> None:
    root = declared_game(tmp_path / "game")
    chapter = root / "content" / "rulebook" / CHAPTER
    chapter.write_text(chapter.read_text(encoding="utf-8").replace("{{ item_table() }}", call), encoding="utf-8")
    [found] = [d for d in findings(root, code) if d.file.endswith(CHAPTER)]
    assert (found.line, found.message) == (_line(root, call), message)
    assert (found.hint or "").startswith(hint or "") and (hint is not None or found.hint is None)


def test_the_source_book_has_no_finding_about_the_calls(tmp_path: Path) -> None:
    found = check_rulebook(load(declared_game(tmp_path / "game")))
    assert [d for d in found if d.file.endswith(CHAPTER)] == []


@pytest.mark.slow
@pytest.mark.parametrize(("english", "expected"), [(False, "Espada Curta 2,5 Comum Arqueiro Fogo"), (True, "Short Sword 2.5 Common Archer Fire")])
def test_the_printed_book_has_the_table(tmp_path: Path, english: bool, expected: str) -> None:
    loaded = load(declared_game(tmp_path / "game", english=english), tmp_path / "build")
    if english:
        loaded = translated_project(loaded, "en")
    result = build_rulebook(loaded)
    assert result.paths, result.diagnostics
    pages = [page.extract_text() for page in PdfReader(result.paths[0]).pages]
    [page] = [text for text in pages if expected in text]
    assert ("PES" if not english else "WT") in page
