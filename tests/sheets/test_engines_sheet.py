"""The Ficha de Engenhos: one per game, the engines' stats (or, without engines, blank lines to
write them in) and every army's starting ammunition for reference."""

from __future__ import annotations

import pytest

from tests.checks.fixtures import FixtureProject
from tests.checks.more_files import ALQUIMISTA
from tests.sheets.conftest import Built, build_fixture

pytestmark = pytest.mark.slow  # renders army sheets

ENGINES = "ficha-de-engenhos-a4.pdf"
ARIETE = (
    ALQUIMISTA.replace("name: Alquimista", "name: Aríete")
    .replace("category: regular", "category: siege_engine")
    .replace("damage: 1d4", "damage: 2d10")
    .replace("movement: 1", "movement: 1\nvitality: 30")
)


def text(built: Built) -> str:
    return "\n".join(page.extract_text() for page in built.pdf(ENGINES).pages)


def test_without_engines_the_sheet_says_so_and_offers_blank_lines(bundled: Built) -> None:
    printed = text(bundled)
    assert "ainda não define unidades da categoria Engenho:" in printed and "siege_engine" not in printed
    fields = bundled.pdf(ENGINES).get_fields() or {}
    assert {f"engine-{n:02d}-engine" for n in range(1, 11)} <= set(fields)
    assert {"date", "notes"} <= set(fields)


def test_it_reminds_each_armys_projectiles_without_a_second_bar_to_tick(bundled: Built) -> None:
    printed = text(bundled)
    assert "Projéteis usados pelos Engenheiros 6" in printed
    fields = bundled.pdf(ENGINES).get_fields() or {}
    assert not [name for name in fields if name.startswith("ammunition-")], "shots are ticked on the army sheet"


def test_a_siege_engines_stats_are_printed(army_project: FixtureProject) -> None:
    built = build_fixture(army_project.set("content/units/ariete.yaml", ARIETE))
    assert not built.result.has_errors, built.result.diagnostics
    printed = text(built)
    assert "Características dos Engenhos".upper() in printed
    assert "Aríete 3 1 30" in printed and "2d10" in printed
    assert "ainda não define" not in printed
