"""`resolution:` picks what check accepts: a dial in a Tab Master game, Tab Master attack keys or a
spell in a clix game are findings at their line, and clix scenarios are read but not replayed."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.checks.code_table import all_codes
from cardkit.commands.app import app
from cardkit.examples import write_example
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.packs.tabmaster.scenarios import examples
from cardkit.pipeline import check_project

DIAL = "dial:\n  - {speed: 1, attack: 9, defense: 3, damage: 2}\n"
SCENARIO = """
```scenario
board: 3x1
units:
  - {id: "1", unit: Catapult, side: A, at: a1}
  - {id: "2", unit: %s, side: B, at: c1}
action: {attacker: "1", attack: Balístico, target: "2"}
dice: {damage: 4}
claim: {defeated: ["2"]}
```
"""


def _example(tmp_path: Path, name: str) -> Path:
    project = tmp_path / name
    write_example(name, project)
    return project


def _findings(project: Path, code: str) -> list[Diagnostic]:
    return [d for d in check_project(project).report.diagnostics if d.code == code]


def _line_of(path: Path, text: str) -> int:
    return next(number for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if line.startswith(text))


def test_a_dial_in_a_tab_master_game_is_named_at_its_line(tmp_path: Path) -> None:
    project = _example(tmp_path, "tab-master")
    unit = project / "content/units/alquimista.yaml"
    unit.write_text(unit.read_text(encoding="utf-8") + DIAL, encoding="utf-8")
    [finding] = _findings(project, "R710")
    assert (finding.file, finding.line, finding.column) == ("content/units/alquimista.yaml", _line_of(unit, "dial:"), 1)
    assert "Alquimista has a combat dial" in finding.message and "resolution: clix" in (finding.hint or "")


def test_the_clix_example_has_no_resolution_finding_and_its_dials_are_accepted(tmp_path: Path) -> None:
    project = _example(tmp_path, "clix")
    report = check_project(project).report
    assert not [d for d in report.diagnostics if d.code in ("R710", "R711", "R712", "R608")]


def test_tab_master_attack_keys_in_a_clix_game_are_named_each_at_its_line(tmp_path: Path) -> None:
    project = _example(tmp_path, "clix")
    unit = project / "content/units/catapult.yaml"
    unit.write_text(unit.read_text(encoding="utf-8").replace("    damage: 4\n", "    damage: 1d6\n    height: 1\n"), encoding="utf-8")
    findings = _findings(project, "R711")
    assert [(d.file, d.line) for d in findings] == [
        ("content/units/catapult.yaml", _line_of(unit, "    damage: 1d6")),
        ("content/units/catapult.yaml", _line_of(unit, "    height: 1")),
    ]
    assert "damage dice (1d6)" in findings[0].message and "a height (HLT 1)" in findings[1].message


def test_a_spell_in_a_clix_game_is_named_at_its_name(tmp_path: Path) -> None:
    project = _example(tmp_path, "clix")
    spells = project / "content/spells"
    spells.mkdir()
    spell = "# a Tab Master spell\nname: Choque\ncard_type: Magia\ncost: 2\nrange: 2\ndamage: 1d6\nref: Alquimista\neffects: {}\nstatus: final\n"
    (spells / "choque.yaml").write_text(spell, encoding="utf-8")
    [finding] = _findings(project, "R712")
    assert (finding.file, finding.line) == ("content/spells/choque.yaml", 2)
    assert "Choque is a spell" in finding.message


def test_clix_scenarios_are_read_not_replayed_with_one_note(tmp_path: Path) -> None:
    project = _example(tmp_path, "clix")
    chapter = project / "content/rulebook/01-combate-a-distancia.md"
    before = len(chapter.read_text(encoding="utf-8").splitlines())
    chapter.write_text(
        chapter.read_text(encoding="utf-8") + SCENARIO % "Tanque M1 Marksman" + SCENARIO % "Tanque X", encoding="utf-8"
    )
    report = check_project(project).report
    [note] = [d for d in report.diagnostics if d.code == "R608"]
    assert (note.file, note.line, note.severity.value) == ("content/rulebook/01-combate-a-distancia.md", before + 2, "info")
    assert note.message.startswith("2 scenario(s) of this book are not replayed: clix scenarios are not replayed yet")
    # Read still: the unknown unit of the second scenario is reported; nothing is replayed.
    assert [d.message for d in report.diagnostics if d.code == "R604"] == ["no unit named 'Tanque X'"]
    assert not [d for d in report.diagnostics if d.code == "R603"]


def _fence(snippet: str) -> str:
    """The scenario fence of a documented example, without its first (comment) line."""
    return snippet.partition("\n")[2]


def test_the_documented_examples_of_r608(tmp_path: Path) -> None:
    """R608's FAIL, in the clix example, is read and noted; its PASS, in Tab Master, is replayed."""
    entry = all_codes()["R608"]
    clix = _example(tmp_path, "clix")
    chapter = clix / "content/rulebook/01-combate-a-distancia.md"
    chapter.write_text(chapter.read_text(encoding="utf-8") + "\n" + _fence(entry.fails) + "\n", encoding="utf-8")
    assert len(_findings(clix, "R608")) == 1
    tab_master = _example(tmp_path, "tab-master")
    chapter = next((tab_master / "content/rulebook").glob("*.md"))
    chapter.write_text(chapter.read_text(encoding="utf-8") + "\n" + _fence(entry.passes) + "\n", encoding="utf-8")
    assert _findings(tab_master, "R608") == []


@pytest.mark.slow
def test_a_clix_rulebook_draws_its_scenarios_without_replaying_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object) -> None:
        raise AssertionError("a clix scenario was replayed with Tab Master's engine")

    monkeypatch.setattr(examples, "replay", refuse)
    project = _example(tmp_path, "clix")
    chapter = project / "content/rulebook/01-combate-a-distancia.md"
    chapter.write_text(chapter.read_text(encoding="utf-8") + SCENARIO % "Tanque M1 Marksman", encoding="utf-8")
    result = CliRunner().invoke(app, ["build", "rulebook", "--project", str(project)])
    assert result.exit_code == 0, result.output
    [pdf] = (project / "build/rulebook").glob("*.pdf")
    last = PdfReader(pdf).pages[-1].extract_text()
    assert "Catapult" in last and "Tanque M1 Marksman" in last
