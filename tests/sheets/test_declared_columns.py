"""Unit fields game.yaml shows on sheets (`show: [sheet]`) are columns of the units table, headed
by their label, in the source language and in the English edition."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardkit.output.wording import Wording
from cardkit.packs.tabmaster.model import Unit, tm
from cardkit.packs.tabmaster.sheets.build import build_sheets
from cardkit.packs.tabmaster.sheets.tables import declared_columns, unit_row
from cardkit.pipeline import validate_project
from cardkit.project.validate import LoadedProject
from cardkit.translation.translate import translated_project
from tests.conftest import REPO_ROOT
from tests.declared_game import declared_game


def _unit(loaded: LoadedProject, name: str) -> Unit:
    return next(unit for unit in tm(loaded.game).units if unit.name == name)


def test_the_columns_are_the_unit_fields_shown_on_sheets(tmp_path: Path) -> None:
    loaded = validate_project(declared_game(tmp_path / "game"))
    wording = Wording.of(loaded)
    assert [(spec.id, spec.label) for spec in declared_columns(wording)] == [("moral", "MOR"), ("lema", "Lema")]
    assert unit_row(_unit(loaded, "Arqueiro"), 4, wording).declared == ("7", "Nunca erra.")
    assert unit_row(_unit(loaded, "Lanceiro"), 3, wording).declared == ("", "")


def test_a_game_that_declares_nothing_has_no_column() -> None:
    loaded = validate_project(REPO_ROOT)
    wording = Wording.of(loaded)
    assert declared_columns(wording) == ()
    assert unit_row(_unit(loaded, "Arqueiro"), 4, wording).declared == ()


def test_the_english_edition_heads_them_in_english(tmp_path: Path) -> None:
    english = translated_project(validate_project(declared_game(tmp_path / "game", english=True)), "en")
    wording = Wording.of(english)
    assert [spec.label for spec in declared_columns(wording)] == ["MRL", "Motto"]
    assert unit_row(_unit(english, "Archer"), 4, wording).declared == ("7", "Never misses.")


def _text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("english", "sheet", "header", "row"),
    [
        (False, "ficha-exercito-azul-a4.pdf", r"DEF MOV VIT MOR LEMA", r"Arqueiro 4 5 1 - 7 Nunca erra\."),
        (True, "army-sheet-blue-army-a4.pdf", r"DEF MOV VIT MRL MOTTO", r"Archer 4 5 1 - 7 Never misses\."),
    ],
)
def test_the_printed_sheet_has_the_columns_and_still_fits_a_page(tmp_path: Path, english: bool, sheet: str, header: str, row: str) -> None:
    loaded = validate_project(declared_game(tmp_path / "game", english=english))
    loaded = dataclasses.replace(loaded, project=dataclasses.replace(loaded.project, build_dir=tmp_path / "build"))
    if english:
        loaded = translated_project(loaded, "en")
    result = build_sheets(loaded)
    assert not result.has_errors, result.diagnostics
    [path] = [p for p in result.paths if p.name == sheet]
    printed = _text(path)
    assert re.search(header, printed), printed[:400]
    assert re.search(row, printed), printed[:800]
    assert len(PdfReader(path).pages) == 1
