"""An army sheet prints the army's totals under its unit table: the units it fields, leaders
included, and, when its units have points, what they cost against game.yaml's limit."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest

from tests.checks.fixtures import GAME_FILE, FixtureProject
from tests.checks.test_armies import UNIT_FILE
from tests.sheets.conftest import Built, build_fixture

pytestmark = pytest.mark.slow  # renders army sheets

SHEET = "ficha-exercito-teste-a4.pdf"


def lines(built: Built, name: str) -> list[str]:
    [path] = [p for p in built.result.paths if p.name == name]
    return [
        line.strip()
        for page in pdfium.PdfDocument(Path(path))
        for line in page.get_textpage().get_text_range().splitlines()
    ]


def test_the_bundled_army_prints_its_count_of_units(bundled: Built) -> None:
    """Exército Vermelho: 18 troops, a Comandante and a Campeão; its units have no points."""
    printed = lines(bundled, "ficha-exercito-vermelho-a4.pdf")
    assert "TOTAL DO EXÉRCITO 20" in printed
    assert not [line for line in printed if line.startswith("TOTAL") and "pontos" in line]


def test_points_are_printed_against_the_games_limit(army_project: FixtureProject) -> None:
    """Two Alquimistas at 5 points each, the leaders free, a limit of 12 points."""
    project = army_project.edit(UNIT_FILE, "category: regular\n", "category: regular\npoints: 5\n")
    project = project.set(GAME_FILE, project.files[GAME_FILE] + "army_limits:\n  points: 12\n")
    built = build_fixture(project)
    assert not built.result.has_errors, built.result.diagnostics
    assert "TOTAL DO EXÉRCITO 4 10 de 12 pontos" in lines(built, SHEET)
