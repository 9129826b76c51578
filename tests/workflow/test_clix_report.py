"""The clix example's `cardkit report`: 3d6 + attack against defense per unit pair, checked by hand,
and a PDF whose every word comes from the label catalogs."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.examples import write_example
from cardkit.packs.tabmaster.report.clix import ClixBalance, clix_balance
from cardkit.pipeline import check_project


@pytest.fixture(scope="module")
def clix_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = tmp_path_factory.mktemp("clix") / "escaramuca"
    write_example("clix", project)
    return project


@pytest.fixture(scope="module")
def numbers(clix_game: Path) -> ClixBalance:
    return clix_balance(check_project(clix_game).game)


def _odds(numbers: ClixBalance, attacker: str, target: str) -> tuple[Fraction, Fraction]:
    weapon = next(w for w in numbers.weapons if w.unit.name == attacker)
    odds = next(o for o in weapon.odds if o.unit == target)
    return odds.chance, odds.expected_clicks


def test_every_weapon_meets_every_unit(numbers: ClixBalance) -> None:
    assert numbers.dice == "3d6"
    assert [(w.unit.name, w.attack.name, w.attack_value, w.damage) for w in numbers.weapons] == [
        ("AgroMech Modificado", "Garras", 9, 3),
        ("Catapult", "Mísseis", 10, 4),
        ("Purifier Battle Armor", "Lasers", 9, 1),
        ("Tanque M1 Marksman", "Canhão Gauss", 10, 3),
    ]
    assert all(len(w.odds) == len(numbers.targets) == 4 for w in numbers.weapons)


def test_hand_calculations(numbers: ClixBalance) -> None:
    # Catapult ATK 10 against the Marksman's DEF 20: 3d6 must show 10 or more, 108 + 27 = 135 of 216.
    assert _odds(numbers, "Catapult", "Tanque M1 Marksman") == (Fraction(135, 216), Fraction(135, 216) * 4)
    # Against DEF 17: 7 or more, all but the 20 rolls of 3 to 6.
    assert _odds(numbers, "Catapult", "Purifier Battle Armor")[0] == Fraction(196, 216)
    # AgroMech ATK 9 against the Marksman's DEF 20: 11 or more, exactly half.
    assert _odds(numbers, "AgroMech Modificado", "Tanque M1 Marksman") == (Fraction(1, 2), Fraction(3, 2))


@pytest.mark.slow
def test_the_report_prints_clix_odds_in_the_games_words(clix_game: Path) -> None:
    result = CliRunner().invoke(app, ["report", "--project", str(clix_game)])
    assert result.exit_code == 0, result.output
    text = " ".join(page.extract_text() for page in PdfReader(clix_game / "build/report/balance.pdf").pages)
    assert "Relatório de equilíbrio: Escaramuça" in text
    assert "Um ataque acerta quando 3d6 + o ATK do atacante alcança a DEF do alvo" in text
    assert "Armas contra cada unidade" in text and "Canhão Gauss" in text
    assert "62,5%" in text and "2,50 cliques" in text  # Catapult against the Marksman
    for tab_master in ("Magias", "Fluxo", "dominada"):
        assert tab_master not in text
