"""`cardkit build`: check first, render nothing while errors remain, keep the last good PDF."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.cli import app

runner = CliRunner()


def _break_a_spell(project: Path) -> None:
    spell = project / "content/spells/choque.yaml"
    spell.write_text(spell.read_text(encoding="utf-8").replace("ref: Alquimista", "ref: Alquimsta"), encoding="utf-8")


def test_build_rulebook_writes_the_pdf_and_names_missing_chapters(game_copy: Path) -> None:
    result = runner.invoke(app, ["build", "rulebook", "--project", str(game_copy)])
    assert result.exit_code == 0, result.output
    pdf = game_copy / "build/rulebook/rulebook-a4.pdf"
    assert len(PdfReader(pdf).pages) > 10
    assert "Começando o Jogo" in result.stderr


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
