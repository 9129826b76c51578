"""`cardkit build`: check first, render nothing while errors remain, keep the last good PDF."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.commands.app import app

runner = CliRunner()


def _break_a_spell(project: Path) -> None:
    spell = project / "content/spells/choque.yaml"
    spell.write_text(spell.read_text(encoding="utf-8").replace("ref: Alquimista", "ref: Alquimsta"), encoding="utf-8")


@pytest.mark.slow
def test_build_rulebook_writes_the_pdf_and_names_missing_chapters(game_copy: Path) -> None:
    result = runner.invoke(app, ["build", "rulebook", "--project", str(game_copy)])
    assert result.exit_code == 0, result.output
    pdf = game_copy / "build/rulebook/rulebook-a4.pdf"
    assert len(PdfReader(pdf).pages) > 10
    assert "Começando o Jogo" in result.stderr


@pytest.mark.slow
def test_errors_render_nothing_and_keep_the_last_good_output(game_copy: Path) -> None:
    good = runner.invoke(app, ["build", "rulebook", "--project", str(game_copy)])
    assert good.exit_code == 0, good.output
    pdf = game_copy / "build/rulebook/rulebook-a4.pdf"
    before = pdf.read_bytes()
    _break_a_spell(game_copy)
    result = runner.invoke(app, ["build", "--project", str(game_copy)])
    assert result.exit_code == 1
    assert "error[R105]" in result.stdout and "did you mean 'Alquimista'" in result.stdout
    assert pdf.read_bytes() == before
    assert not (game_copy / "build/cards").exists()


def test_unknown_print_profile_is_a_usage_error(game_copy: Path) -> None:
    result = runner.invoke(app, ["build", "cards", "--profile", "poster", "--project", str(game_copy)])
    assert result.exit_code == 2
    assert "unknown print profile 'poster'" in result.stdout


def _two_commanders(project: Path) -> None:
    army = project / "content/armies/exercito-azul.yaml"
    army.write_text(army.read_text(encoding="utf-8").replace("champion: Campeão", "champion: Comandante"), encoding="utf-8")


@pytest.mark.slow
def test_an_illegal_army_prints_only_with_allow_invalid(game_copy: Path) -> None:
    _two_commanders(game_copy)
    refused = runner.invoke(app, ["build", "sheets", "--project", str(game_copy)])
    assert refused.exit_code == 1
    assert "error[R505]" in refused.stdout
    assert not list((game_copy / "build").glob("sheets/*.pdf"))
    allowed = runner.invoke(app, ["build", "sheets", "--allow-invalid", "--project", str(game_copy)])
    assert allowed.exit_code == 0, allowed.output
    sheet = game_copy / "build/sheets/ficha-exercito-azul-a4.pdf"
    text = "".join(page.extract_text() for page in PdfReader(sheet).pages)
    assert "EXÉRCITO INVÁLIDO" in text and "R505" in text


def test_a_png_resolution_below_150_dpi_is_a_usage_error(game_copy: Path) -> None:
    result = runner.invoke(app, ["build", "cards", "--project", str(game_copy), "--png", "--dpi", "72"])
    assert result.exit_code == 2
    assert "--dpi" in result.output and "150" in result.output
    assert not (game_copy / "build" / "cards" / "png").exists()


@pytest.mark.slow
def test_zip_and_calibration_from_the_command_line(game_copy: Path) -> None:
    result = runner.invoke(app, ["build", "cards", "--project", str(game_copy), "--profile", "print-shop", "--zip", "--calibration"])
    assert result.exit_code == 0, result.output
    out = game_copy / "build" / "cards"
    assert "wrote" in result.output and (out / "cards-png.zip").is_file()
    assert len(PdfReader(out / "duplex-calibration.pdf").pages) == 2
    assert (out / "png" / "spell-lamina-da-terra.png").is_file()
