"""`cardkit report`: exact numbers checked by hand, findings, and the PDF that carries them."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.packs.tabmaster.report.balance import Balance, SpellBalance, balance
from cardkit.packs.tabmaster.report.outliers import find_outliers
from cardkit.pipeline import check_project


@pytest.fixture(scope="module")
def built(module_game: Path) -> tuple[int, str, Path]:
    result = CliRunner().invoke(app, ["report", "--project", str(module_game)])
    return result.exit_code, result.stdout, module_game / "build/report"


@pytest.fixture(scope="module")
def numbers(module_game: Path) -> Balance:
    return balance(check_project(module_game).game)


def _spell(numbers: Balance, name: str) -> SpellBalance:
    return next(s for s in numbers.spells if s.spell.name == name)


def test_hand_calculations(numbers: Balance) -> None:
    choque, raio, inferno = (_spell(numbers, name) for name in ("Choque", "Raio", "Inferno"))
    assert choque.blow and raio.blow and inferno.blow
    # Choque 1d20 against the Arqueiro's DEF 5: 6..20 defeat it, 15 faces of 20.
    assert choque.blow.chance_against("Arqueiro") == Fraction(15, 20)
    assert choque.blow.expected == Fraction(21, 2) and choque.per_fluxo == Fraction(21, 4)
    # Raio deals a fixed 20: always more than the Soldado's DEF 10.
    assert raio.blow.chance_against("Soldado") == 1
    # Inferno 2d20: mean 2 x 10.5 = 21, for 30 Fluxo.
    assert inferno.blow.expected == 21 and inferno.per_fluxo == Fraction(7, 10)
    # 2d20 totals 10 or less in 1 + 2 + ... + 9 = 45 of 400 rolls.
    assert inferno.blow.chance_against("Soldado") == Fraction(400 - 45, 400)


def test_healing_and_no_damage_spells(numbers: Balance) -> None:
    sopro = _spell(numbers, "Sopro de Vida")
    assert sopro.blow and sopro.blow.heals and not sopro.damages
    assert {o.chance for o in sopro.blow.odds} == {0}
    assert _spell(numbers, "Vínculo").blow is None


def test_element_bonus_against_an_essencia(game_copy: Path) -> None:
    soldado = game_copy / "content/units/soldado.yaml"
    soldado.write_text(
        soldado.read_text(encoding="utf-8").replace("traits: []", "traits:\n  - name: Essência\n    params: [Gelo]"),
        encoding="utf-8",
    )
    inferno = _spell(balance(check_project(game_copy).game), "Inferno")
    assert inferno.blow
    odds = next(o for o in inferno.blow.odds if o.unit == "Soldado")
    assert odds.chance == 1  # 2d20 + 20 (Fogo vs Essência: Gelo) always beats DEF 10
    assert any("Fogo" in reason for reason in odds.reasons)


def test_outliers(numbers: Balance) -> None:
    outliers = find_outliers(numbers.spells)
    assert [(d.better.spell.name, d.worse.spell.name) for d in outliers.dominated] == [("Tormento", "Dor")]
    assert sorted(s.spell.name for s in outliers.efficient) == ["Toque Gelado", "Tormento"]
    assert outliers.median_per_fluxo == Fraction(2)


@pytest.mark.slow
def test_report_writes_html_and_pdf(built: tuple[int, str, Path]) -> None:
    code, output, folder = built
    assert code == 0, output
    assert (folder / "balance.html").is_file() and (folder / "balance.pdf").is_file()
    html = (folder / "balance.html").read_text(encoding="utf-8")
    assert html.count("<svg") >= 2  # the charts, inline


@pytest.mark.slow
def test_pdf_carries_the_hand_checked_numbers(built: tuple[int, str, Path]) -> None:
    text = "\n".join(page.extract_text() for page in PdfReader(built[2] / "balance.pdf").pages)
    for expected in ("Choque", "Raio", "Inferno", "75,0%", "100,0%", "21,00", "0,70", "Dor (2 Fluxo) é dominada por Tormento (1 Fluxo)"):
        assert expected in text  # pt-BR writes a decimal comma
    inferno_row = next(line for line in text.splitlines() if line.startswith("Inferno"))
    assert "30 2d20" in inferno_row and "21,00 0,70" in inferno_row


def test_no_report_while_check_finds_errors(runner: CliRunner, game_copy: Path) -> None:
    spell = game_copy / "content/spells/raio.yaml"
    spell.write_text(spell.read_text(encoding="utf-8").replace("damage: 20", "damage: 1d7"), encoding="utf-8")
    result = runner.invoke(app, ["report", "--project", str(game_copy)])
    assert result.exit_code == 1
    assert "error[R201]" in result.stdout and "warning[" not in result.stdout
    assert not (game_copy / "build/report").exists()
