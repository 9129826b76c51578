"""`cardkit validate` end to end: the contract in docs/architecture.md, Contracts (format, JSON, exit codes)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit import __version__
from cardkit.commands.app import app
from tests.cli.launch import modules_loaded
from tests.conftest import REPO_ROOT
from tests.patience import HANG

runner = CliRunner()


def _json(project: Path, command: str = "validate") -> tuple[int, dict]:
    result = runner.invoke(app, [command, "--project", str(project), "--format", "json"])
    return result.exit_code, json.loads(result.stdout)


def test_bundled_game_validates_without_errors() -> None:
    code, data = _json(REPO_ROOT)
    assert code == 0, data["diagnostics"]
    assert data["summary"]["errors"] == 0
    # game.yaml + 25 traits + 21 spells + 12 units + the armies
    assert data["summary"]["files"] >= 1 + 25 + 21 + 12 + 2


def test_every_problem_of_every_file_in_one_run(game_copy: Path) -> None:
    inferno = game_copy / "content/spells/inferno.yaml"
    inferno.write_text(inferno.read_text(encoding="utf-8").replace("cost:", "costt:"), encoding="utf-8")
    arqueiro = game_copy / "content/units/arqueiro.yaml"
    arqueiro.write_text(arqueiro.read_text(encoding="utf-8") + "defense: 7\n", encoding="utf-8")
    code, data = _json(game_copy)
    assert code == 1
    by_file = {(d["file"], d["code"]) for d in data["diagnostics"]}
    assert ("content/spells/inferno.yaml", "S001") in by_file
    assert ("content/units/arqueiro.yaml", "Y002") in by_file
    typo = next(d for d in data["diagnostics"] if d["code"] == "S001")
    line_no = next(i for i, ln in enumerate(inferno.read_text(encoding="utf-8").splitlines(), 1) if ln.startswith("costt:"))
    assert (typo["line"], typo["column"]) == (line_no, 1)
    assert "cost" in typo["hint"]


def test_text_format_shows_source_line_and_caret(game_copy: Path) -> None:
    spell = game_copy / "content/spells/choque.yaml"
    text = spell.read_text(encoding="utf-8")
    lines = text.splitlines()
    index = next(i for i, ln in enumerate(lines) if ln.startswith("cost:"))
    lines[index] = "cost: dois"
    spell.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["validate", "--project", str(game_copy)])
    assert result.exit_code == 1
    assert f"content/spells/choque.yaml:{index + 1}:7: error[S002]" in result.stdout
    assert "    cost: dois\n          ^" in result.stdout
    assert "Traceback" not in result.stdout


def test_missing_project_is_a_usage_error(tmp_path: Path) -> None:
    result = runner.invoke(app, ["validate", "--project", str(tmp_path)])
    assert result.exit_code == 2
    assert "cardkit.yaml" in result.output


def test_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout.strip() == f"cardkit {__version__}"


@pytest.mark.slow
def test_installed_console_script_and_module_agree() -> None:
    """The console script installed in the venv and `python -m cardkit` give the same answer."""
    script = Path(sys.executable).with_name("cardkit")
    env = {**os.environ, "NO_COLOR": "1"}
    for command in ([str(script)], [sys.executable, "-m", "cardkit"]):
        done = subprocess.run(
            [*command, "validate", "--format", "json", "--project", str(REPO_ROOT)],
            check=False, capture_output=True, text=True, env=env, timeout=HANG,
        )
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["summary"]["errors"] == 0


def test_a_file_with_a_duplicate_key_still_gets_every_other_finding(game_copy: Path) -> None:
    spell = game_copy / "content/spells/choque.yaml"
    text = spell.read_text(encoding="utf-8").replace("ref: Alquimista", "ref: Alquimsta")
    spell.write_text(text + "cost: 3\n", encoding="utf-8")
    code, data = _json(game_copy, "check")
    assert code == 1
    found = {(d["code"], d["file"]) for d in data["diagnostics"]}
    assert {("Y002", "content/spells/choque.yaml"), ("R105", "content/spells/choque.yaml")} <= found


def test_the_rulebook_waits_for_definitions_that_failed_to_load(game_copy: Path) -> None:
    """A broken spell file must not echo as 'unknown spell' all over the rulebook."""
    (game_copy / "content/spells/inferno.yaml").write_text("name: [Inferno\n", encoding="utf-8")
    code, data = _json(game_copy, "check")
    assert code == 1
    codes = [d["code"] for d in data["diagnostics"]]
    assert "Y001" in codes and "R602" not in codes and "R604" not in codes
    [skipped] = [d for d in data["diagnostics"] if d["code"] == "R600"]
    assert (skipped["file"], skipped["severity"]) == ("content/rulebook/book.yaml", "info")


def test_rulebook_findings_obey_the_project_severity_overrides(game_copy: Path) -> None:
    config = game_copy / "cardkit.yaml"
    base = config.read_text(encoding="utf-8")
    config.write_text(base + 'rules:\n  R601: "off"\n', encoding="utf-8")
    code, data = _json(game_copy, "check")
    assert code == 0 and "R601" not in {d["code"] for d in data["diagnostics"]}
    config.write_text(base + "rules:\n  R601: error\n", encoding="utf-8")
    code, data = _json(game_copy, "check")
    assert code == 1
    assert {d["severity"] for d in data["diagnostics"] if d["code"] == "R601"} == {"error"}


STACKS = ("cardkit.pipeline", "cardkit.checks.runner", "jsonschema", "pydantic", "weasyprint", "jinja2", "matplotlib", "starlette",
          "pikepdf", "pypdfium2", "pygls")
"""The heavy packages a command may or may not load (`cardkit.checks.runner`: the rules engine)."""


def _stacks_loaded(*args: str) -> set[str]:
    return set(STACKS) & modules_loaded(*args)[1]


@pytest.mark.slow
def test_start_up_imports_only_what_a_command_uses() -> None:
    """`--help` registers every command without loading what they run; validate checks no rule and
    renders nothing; check (doing its work: `--fresh`, not a remembered result) renders nothing, not even through Jinja (docs/architecture.md, start-up).
    Typer is held below 0.29, which would load pydantic for every option value."""
    assert _stacks_loaded("--help") == set()
    assert _stacks_loaded("validate", "--quiet", "--project", str(REPO_ROOT)) == {"cardkit.pipeline", "jsonschema"}
    assert _stacks_loaded("check", "--fresh", "--quiet", "--project", str(REPO_ROOT)) == {"cardkit.pipeline", "cardkit.checks.runner", "jsonschema"}
    # preflight reads cardkit.yaml (its schema) and the PDFs, never the game, and lays nothing out
    assert _stacks_loaded("preflight", "--quiet", "--project", str(REPO_ROOT)) == {"jsonschema", "pikepdf", "pypdfium2"}
