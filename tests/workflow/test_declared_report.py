"""The balance report lists the fields game.yaml shows in the report: the units' declared
numbers (a table, and a line under each unit's column header) and every declared kind's cards,
each number column summed up by its minimum, median and maximum."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardkit.examples import write_example
from cardkit.output.wording import Wording
from cardkit.packs.tabmaster.model import tm
from cardkit.pipeline import validate_project
from cardkit.project.validate import LoadedProject
from cardkit.report.declared import DeclaredTable, declared_tables, header_stats
from cardkit.report.document import build_report
from cardkit.translation.translate import translated_project
from tests.conftest import REPO_ROOT
from tests.declared_game import declared_game


def _loaded(root: Path, build_dir: Path, english: bool = False) -> LoadedProject:
    loaded = validate_project(root)
    loaded = dataclasses.replace(loaded, project=dataclasses.replace(loaded.project, build_dir=build_dir))
    return translated_project(loaded, "en") if english else loaded


def _tables(loaded: LoadedProject) -> dict[str, DeclaredTable]:
    return {table.kind: table for table in declared_tables(loaded.game, Wording.of(loaded))}


def test_the_units_and_the_items_get_a_table_each(tmp_path: Path) -> None:
    loaded = _loaded(declared_game(tmp_path / "game"), tmp_path / "build")
    tables = _tables(loaded)
    assert list(tables) == ["unit", "item"]
    units = tables["unit"]
    assert [spec.label for spec in units.columns] == ["MOR"]  # the motto shows on sheets only
    assert dict((row.name, row.cells) for row in units.rows)["Arqueiro"] == ("7",)
    assert dict((row.name, row.cells) for row in units.rows)["Lanceiro"] == ("",)
    assert units.summaries == {"minimum": ("7",), "median": ("8",), "maximum": ("9",)}
    items = tables["item"]
    assert (items.title, [spec.label for spec in items.columns]) == ("Equipamento", ["PES", "Raridade", "Portador"])
    assert [(row.name, row.cells) for row in items.rows] == [
        ("Corda Velha", ("1", "", "")),
        ("Escudo Torre", ("9", "Rara", "Comandante")),
        ("Espada Curta", ("2,5", "Comum", "Arqueiro")),
    ]
    assert items.summaries == {"minimum": ("1", "", ""), "median": ("2,5", "", ""), "maximum": ("9", "", "")}


def test_a_units_header_carries_its_declared_numbers(tmp_path: Path) -> None:
    loaded = _loaded(declared_game(tmp_path / "game"), tmp_path / "build")
    wording = Wording.of(loaded)
    stats = {unit.name: header_stats(unit, wording) for unit in tm(loaded.game).units}
    assert stats["Comandante"] == [("MOR", "9")] and stats["Soldado"] == []


def test_the_english_report_uses_the_editions_words(tmp_path: Path) -> None:
    tables = _tables(_loaded(declared_game(tmp_path / "game", english=True), tmp_path / "build", english=True))
    items = tables["item"]
    assert (items.title, [spec.label for spec in items.columns]) == ("Item", ["WT", "Rarity", "Bearer"])
    assert items.rows[2].name == "Short Sword" and items.rows[2].cells == ("2.5", "Common", "Archer")
    assert items.summaries["median"][0] == "2.5"


def test_a_game_that_declares_nothing_has_no_table(tmp_path: Path) -> None:
    assert _tables(_loaded(REPO_ROOT, tmp_path / "build")) == {}


@pytest.mark.slow
@pytest.mark.parametrize(
    ("english", "title", "row", "summary"),
    [
        (False, "Campos declarados", "Espada Curta 2,5 Comum Arqueiro", "mediana 2,5"),
        (True, "Declared fields", "Short Sword 2.5 Common Archer", "median 2.5"),
    ],
)
def test_the_printed_report_has_the_section(tmp_path: Path, english: bool, title: str, row: str, summary: str) -> None:
    loaded = _loaded(declared_game(tmp_path / "game", english=english), tmp_path / "build", english=english)
    result = build_report(loaded)
    assert result.diagnostics == [] and len(result.paths) == 2
    html = result.paths[0].read_text(encoding="utf-8")
    assert f'<h2 class="declared-title">{title}</h2>' in html
    text = "\n".join(page.extract_text() for page in PdfReader(result.paths[1]).pages)
    assert title in text and row in text and summary in text


@pytest.mark.slow
def test_a_clix_report_has_the_section_too(tmp_path: Path) -> None:
    root = tmp_path / "escaramuca"
    write_example("clix", root)
    with (root / "content/game.yaml").open("a", encoding="utf-8") as game:
        game.write("fields:\n  unit:\n    - {id: pontos, name: Pontos, abbreviation: PTS, type: number, min: 0, max: 500, show: [report]}\n")
    unit = root / "content/units/catapult.yaml"
    unit.write_text(unit.read_text(encoding="utf-8") + "pontos: 120\n", encoding="utf-8")
    result = build_report(_loaded(root, tmp_path / "build"))
    assert result.diagnostics == []
    text = "\n".join(page.extract_text() for page in PdfReader(result.paths[1]).pages)
    assert "Campos declarados" in text and "Catapult 120" in text and "PTS 120" in text
