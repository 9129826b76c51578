"""`cardkit preflight` as a command: its default files, the text and JSON contracts, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from cardkit.commands.app import app
from tests.preflight.planted import Plant, planted_pdf, project

runner = CliRunner()


def _game(tmp_path: Path) -> Path:
    root = project(tmp_path / "game")
    (root / "build" / "cards").mkdir(parents=True)
    return root


def test_every_pdf_under_build_is_checked_but_the_cache(tmp_path: Path) -> None:
    root = _game(tmp_path)
    planted_pdf(root / "build" / "cards" / "cards-print-shop.pdf", Plant(pages=2, trim_box=False, on_pages=(2,)))
    (root / "build" / "en").mkdir()
    planted_pdf(root / "build" / "en" / "cards.pdf", Plant())
    (root / "build" / ".cache").mkdir()
    planted_pdf(root / "build" / ".cache" / "chunk.pdf", Plant(trim_box=False))
    result = runner.invoke(app, ["preflight", "--project", str(root)])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert "build/cards/cards-print-shop.pdf:2:1: error[P101] page 2: no TrimBox: the print shop cannot tell where to cut" in lines
    assert "    hint: build it again with `cardkit build`, or preflight it with the profile it was made for (--profile)" in lines
    assert lines[-1] == "1 error(s), 0 warning(s) in 2 file(s)"
    assert ".cache" not in result.stdout
    assert "%PDF" not in result.stdout  # a PDF's "line" is a page: no source line is echoed


def test_json_keeps_the_contract_with_the_page_as_line(tmp_path: Path) -> None:
    root = _game(tmp_path)
    path = planted_pdf(root / "build" / "cards" / "cards-print-shop.pdf", Plant(pages=3, text_size=4, on_pages=(3,)))
    result = runner.invoke(app, ["preflight", str(path), "--project", str(root), "--format", "json"])
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["summary"] == {"errors": 1, "warnings": 0, "files": 1, "silenced": 0}
    [small] = [d for d in data["diagnostics"] if d["code"] == "P301"]
    assert small == {
        "code": "P301",
        "severity": "error",
        "file": "build/cards/cards-print-shop.pdf",
        "line": 3,
        "column": 1,
        "message": "page 3: text as small as 4.0 pt ('Alquimista')",
        "hint": "set it at 6 pt or more in the template or the theme",
    }


def test_a_clean_file_exits_zero(tmp_path: Path) -> None:
    root = _game(tmp_path)
    path = planted_pdf(root / "build" / "cards" / "cards-print-shop.pdf")
    result = runner.invoke(app, ["preflight", str(path), "--project", str(root), "--quiet"])
    assert result.exit_code == 0, result.stdout
    assert result.stdout.strip() == "0 error(s), 0 warning(s) in 1 file(s)"


def test_an_unknown_profile_is_a_usage_error(tmp_path: Path) -> None:
    root = _game(tmp_path)
    result = runner.invoke(app, ["preflight", "--project", str(root), "--profile", "gráfica"])
    assert result.exit_code == 2
    assert "unknown print profile 'gráfica'; known profiles: home, print-shop" in result.stderr


def test_nothing_built_is_a_usage_error_that_says_what_to_run(tmp_path: Path) -> None:
    root = _game(tmp_path)
    result = runner.invoke(app, ["preflight", "--project", str(root)])
    assert result.exit_code == 2
    assert "no PDF to check: build/ holds none (run `cardkit build` first)" in result.stderr
