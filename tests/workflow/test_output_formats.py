"""--format github / sarif, --quiet and colours for `validate` and `check`."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit.checks import all_rules
from cardkit.commands.app import app
from cardkit.foundation.diagnostics import Diagnostic, Report, Severity
from cardkit.reporters.github import annotation
from cardkit.reporters.text import format_report_text, use_color

ANSI = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture
def broken(game_copy: Path) -> Path:
    """The game with one schema error (cost: dois) at a known line; the game's warnings stay."""
    spell = game_copy / "content/spells/choque.yaml"
    spell.write_text(spell.read_text(encoding="utf-8").replace("cost: 2", "cost: dois"), encoding="utf-8")
    return game_copy


def _cost_line(project: Path) -> int:
    lines = (project / "content/spells/choque.yaml").read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, 1) if line.startswith("cost:"))


def _run(runner: CliRunner, project: Path, *options: str, command: str = "check") -> tuple[int, str]:
    result = runner.invoke(app, [command, "--project", str(project), *options])
    return result.exit_code, result.stdout


def test_github_annotations(runner: CliRunner, broken: Path) -> None:
    code, output = _run(runner, broken, "--format", "github")
    assert code == 1
    line = _cost_line(broken)
    error = next(ln for ln in output.splitlines() if "title=S002" in ln)
    assert error.startswith(f"::error file=content/spells/choque.yaml,line={line},col=7,title=S002::")
    assert "%0Ahint: " in error  # the hint rides in the message, newline escaped
    assert any(ln.startswith("::warning file=") for ln in output.splitlines())
    assert output.rstrip().splitlines()[-1].startswith("1 error(s)")


def test_github_paths_are_relative_to_the_checkout(runner: CliRunner, broken: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(broken.parent)
    result = runner.invoke(app, ["validate", "--project", broken.name, "--format", "github"])
    assert f"file={broken.name}/content/spells/choque.yaml," in result.stdout


def test_github_escapes_what_would_end_a_property() -> None:
    diagnostic = Diagnostic("a,b:c.yaml", 3, 0, "R101", Severity.WARNING, "100% sure\r\nreally")
    assert annotation(diagnostic, Path.cwd()) == "::warning file=a%2Cb%3Ac.yaml,line=3,col=1,title=R101::100%25 sure%0D%0Areally"


def test_sarif_log(runner: CliRunner, broken: Path) -> None:
    code, output = _run(runner, broken, "--format", "sarif")
    assert code == 1
    log = json.loads(output)
    assert log["version"] == "2.1.0"
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    ids = [rule["id"] for rule in rules]
    assert {rule.code for rule in all_rules()} <= set(ids)
    assert {"Y001", "S002"} <= set(ids)
    assert next(r for r in rules if r["id"] == "R001")["defaultConfiguration"] == {"level": "warning"}
    for result in run["results"]:
        assert ids[result["ruleIndex"]] == result["ruleId"]
        assert result["level"] in {"error", "warning", "note"}
    error = next(r for r in run["results"] if r["ruleId"] == "S002")
    location = error["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == "content/spells/choque.yaml"
    assert location["region"] == {"startLine": _cost_line(broken), "startColumn": 7}
    assert error["level"] == "error"


def test_quiet_keeps_errors_and_the_summary(runner: CliRunner, broken: Path) -> None:
    loud = _run(runner, broken)[1]
    code, quiet = _run(runner, broken, "--quiet")
    assert code == 1
    assert "warning[" in loud and "warning[" not in quiet
    assert "error[S002]" in quiet and "    cost: dois" in quiet
    summary = quiet.rstrip().splitlines()[-1]
    assert summary == loud.rstrip().splitlines()[-1]  # warnings are still counted
    assert re.match(r"1 error\(s\), [1-9]\d* warning\(s\)", summary)


def test_json_ignores_quiet(runner: CliRunner, broken: Path) -> None:
    data = json.loads(_run(runner, broken, "--quiet", "--format", "json", command="validate")[1])
    assert data["summary"]["errors"] == 1


def test_plain_text_when_not_a_terminal(runner: CliRunner, broken: Path) -> None:
    assert not ANSI.search(_run(runner, broken)[1])


def test_colours_paint_the_same_words() -> None:
    report = Report()
    report.add(Diagnostic("content/x.yaml", 2, 3, "S002", Severity.ERROR, "bad", "try this"))
    plain = format_report_text(report.sorted(), report, None, color=False)
    painted = format_report_text(report.sorted(), report, None, color=True)
    assert ANSI.search(painted)
    assert ANSI.sub("", painted) == plain


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_no_color_wins_over_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert use_color(_Terminal())
    monkeypatch.setenv("NO_COLOR", "1")
    assert not use_color(_Terminal())
