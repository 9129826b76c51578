"""`cardkit rules` lists every code of the table; `--explain CODE` prints one code's documentation."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from cardkit.checks.code_table import all_codes
from cardkit.commands.app import app
from cardkit.foundation.diagnostics import Report
from cardkit.reporters.sarif import format_sarif
from tests.conftest import REPO_ROOT


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def test_rules_lists_every_code_with_name_severity_and_description(runner: CliRunner) -> None:
    result = runner.invoke(app, ["rules"])
    assert result.exit_code == 0
    rows = result.stdout.splitlines()
    codes = all_codes()
    assert [row.split()[0] for row in rows] == list(codes)
    width = max(len(entry.name) for entry in codes.values())
    r101 = rows[list(codes).index("R101")]
    assert r101 == f"R101  {'unknown-trait':<{width}}  error    a unit or element effect names an undefined trait"
    t001 = rows[list(codes).index("T001")].split(None, 3)
    assert t001[1:3] == ["untranslated", "warning"]


@pytest.mark.parametrize("code", ["Y004", "S001", "C002", "R101", "R606", "T003", "B402"])
def test_explain_prints_the_codes_documentation(runner: CliRunner, code: str) -> None:
    entry = all_codes()[code]
    result = runner.invoke(app, ["rules", "--explain", code.lower()])
    assert result.exit_code == 0, result.output
    heading, *_ = result.stdout.splitlines()
    assert heading.startswith(f"{code}  {entry.name}  (") and f"default {entry.severity.value}" in heading
    assert entry.description in result.stdout and entry.explanation in result.stdout
    passing, failing = result.stdout.split("\nPASS:\n\n", 1)[1].split("\n\nFAIL:\n\n", 1)
    assert passing == "\n".join(f"    {line}" if line else "" for line in entry.passes.splitlines())
    assert failing.rstrip("\n") == "\n".join(f"    {line}" if line else "" for line in entry.fails.splitlines())


def test_explain_takes_a_checks_name_too(runner: CliRunner) -> None:
    result = runner.invoke(app, ["rules", "--explain", "unused-trait"])
    assert result.exit_code == 0 and result.stdout.startswith("R410  unused-trait  (check, default warning; can be re-levelled")


def test_explain_of_an_unknown_code_exits_2_with_a_suggestion(runner: CliRunner) -> None:
    result = runner.invoke(app, ["rules", "--explain", "unknown-trat"], prog_name="cardkit")
    assert result.exit_code == 2
    assert result.stderr.startswith("Usage: cardkit rules [OPTIONS]\nTry 'cardkit rules --help' for help.\n")
    assert "Error: Invalid value for '--explain': no code or rule named 'unknown-trat'; did you mean unknown-trait" in result.stderr


def test_starting_the_app_does_not_import_the_checks() -> None:
    """`rules` reads the table (and so every check module) only when it runs."""
    probe = "import sys, cardkit.commands.rules; print(sorted(m for m in sys.modules if m.startswith(('cardkit.checks', 'cardkit.checks.code_table'))))"
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=REPO_ROOT)
    assert found.stdout.strip() == "[]"


def test_sarif_describes_every_code_of_the_table() -> None:
    log = json.loads(format_sarif(Report(), REPO_ROOT))
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    codes = all_codes()
    assert [rule["id"] for rule in rules] == list(codes)
    r601 = next(rule for rule in rules if rule["id"] == "R601")
    entry = codes["R601"]
    assert r601["name"] == "quote-differs-from-card"
    assert r601["shortDescription"] == {"text": entry.description}
    assert r601["fullDescription"] == {"text": entry.explanation}
    assert r601["defaultConfiguration"] == {"level": "warning"}
    assert "PASS:\n\n    <!-- content/rulebook/03-regras-de-magia.md" in r601["help"]["text"]
    assert f"**FAIL**\n\n```\n{entry.fails}\n```" in r601["help"]["markdown"]
    assert next(rule for rule in rules if rule["id"] == "Y007")["defaultConfiguration"] == {"level": "warning"}
