"""A first run on the bundled game is quiet (issue 33): the seeds' own inconsistencies, which
cardkit.yaml `accepted:` lists, are one line with the project's note (docs/seed-facts.md names
each); a finding no entry covers, and every error, is printed in full."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app

runner = CliRunner()
SEEDS_LINE = (
    "accepted: 34 finding(s), the seeds' own inconsistencies, kept as the seeds write them (docs/seed-facts.md): "
    "R100, R114, R116, R130, R303, R320 ×2, R410 ×21, R601 ×2, R603 ×4 (cardkit.yaml `accepted:`; `--format json` lists each)"
)


def _check(project: Path, *extra: str) -> list[str]:
    result = runner.invoke(app, ["check", "--project", str(project), *extra])
    assert result.exit_code == 0, result.output
    return result.stdout.splitlines()


def test_the_seeds_findings_are_one_line_with_the_projects_note(game_copy: Path) -> None:
    """Before: 34 findings of 4 lines each, 137 lines before the summary."""
    assert _check(game_copy) == [SEEDS_LINE, "0 error(s), 34 warning(s) in 61 file(s)"]


def test_tools_still_get_every_accepted_finding(game_copy: Path) -> None:
    report = json.loads("\n".join(_check(game_copy, "--format", "json")))
    assert len(report["diagnostics"]) == report["summary"]["warnings"] == 34


def test_a_finding_no_entry_covers_is_printed_in_full(game_copy: Path) -> None:
    """An entry names a code in one file: the same code elsewhere is news."""
    trait = game_copy / "content/traits/salto.yaml"
    trait.write_text("name: Salto\nparams: []\ntext: A unidade salta.\n", encoding="utf-8")
    lines = _check(game_copy)
    assert "content/traits/salto.yaml:1:7: warning[R410] no unit has Salto, and no element effect targets it" in lines
    assert lines[-2] == SEEDS_LINE and lines[-1] == "0 error(s), 36 warning(s) in 62 file(s)"  # and T001: Salto has no English yet


def test_an_error_is_never_accepted(game_copy: Path) -> None:
    config = game_copy / "cardkit.yaml"
    config.write_text(config.read_text(encoding="utf-8") + "rules:\n  R410: error\n", encoding="utf-8")
    result = runner.invoke(app, ["check", "--project", str(game_copy)])
    assert result.exit_code == 1
    assert result.stdout.count("error[R410]") == 21
    assert "R410" not in result.stdout.splitlines()[-2]  # the accepted line counts the other 13


def test_a_game_without_accepted_findings_prints_each(game_copy: Path) -> None:
    config = game_copy / "cardkit.yaml"
    text = config.read_text(encoding="utf-8")
    config.write_text(text[: text.index("\naccepted:")] + "\n", encoding="utf-8")
    lines = _check(game_copy)
    assert sum("warning[" in line for line in lines) == 34 and not any(line.startswith("accepted:") for line in lines)


@pytest.mark.slow
def test_a_build_prints_its_progress_and_summary_and_no_seed_finding(game_copy: Path) -> None:
    """`cardkit build sheets` of the bundled game: its summary, the accepted line and the files
    it wrote, 5 lines in all."""
    result = runner.invoke(app, ["build", "sheets", "--project", str(game_copy)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[:2] == [SEEDS_LINE, "0 error(s), 34 warning(s) in 61 file(s)"]
    assert [line.split("/")[-1] for line in lines[2:]] == ["ficha-exercito-azul-a4.pdf", "ficha-exercito-vermelho-a4.pdf", "ficha-de-engenhos-a4.pdf"]
