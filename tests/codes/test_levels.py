"""cardkit.yaml's `rules:` means the same for every code `check` reports: the registry's checks,
the rulebook's and the translations'; a note with its own severity is never made louder."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.checks.levels import Levels
from cardkit.config.project import ProjectError
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.pipeline import check_project

MAGIC = "content/rulebook/03-regras-de-magia.md"


def with_rules(project: Path, rules: str) -> Path:
    (project / "cardkit.yaml").write_text(f"name: Tab Master\nrules:\n{rules}", encoding="utf-8")
    return project


def found(project: Path, code: str) -> list[Diagnostic]:
    return [d for d in check_project(project).report.sorted() if d.code == code]


def test_a_rulebook_check_turned_off_reports_nothing(game_copy: Path) -> None:
    assert [d.file for d in found(game_copy, "R601")] == [MAGIC, MAGIC]
    assert found(with_rules(game_copy, '  R601: "off"\n'), "R601") == []


def test_a_rulebook_check_takes_the_projects_level(game_copy: Path) -> None:
    assert {d.severity for d in found(with_rules(game_copy, "  R601: error\n"), "R601")} == {Severity.ERROR}


def test_a_finding_with_its_own_severity_is_reported_at_the_quieter_level(game_copy: Path) -> None:
    """R603 with `expect_finding` is a warning on purpose: "error" keeps it a warning, "info" quiets it."""
    assert {d.severity for d in found(game_copy, "R603")} == {Severity.WARNING}
    assert {d.severity for d in found(with_rules(game_copy, "  R603: error\n"), "R603")} == {Severity.WARNING}
    assert {d.severity for d in found(with_rules(game_copy, "  R603: info\n"), "R603")} == {Severity.INFO}


def test_translation_findings_take_the_projects_level(game_copy: Path) -> None:
    po = game_copy / "content/locales/en/spells.po"
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Shock"', 'msgstr ""', 1), encoding="utf-8")
    [untranslated] = found(game_copy, "T001")
    assert (untranslated.severity, untranslated.message) == (Severity.WARNING, "1 string(s) not translated into en: 'Choque' (spell name, line 25)")
    assert [d.severity for d in found(with_rules(game_copy, "  T001: error\n"), "T001")] == [Severity.ERROR]
    assert found(with_rules(game_copy, '  T001: "off"\n'), "T001") == []


def test_a_loading_code_cannot_be_turned_off(game_copy: Path) -> None:
    with pytest.raises(ProjectError) as refused:
        check_project(with_rules(game_copy, '  Y001: "off"\n  R999: info\n'))
    assert [(d.code, d.line, d.message) for d in refused.value.diagnostics] == [
        ("C002", 3, "rules: 'Y001' is a loading code; only check (R) and translation (T) codes can be re-levelled or turned off"),
        ("C002", 4, "rules: 'R999' is not a rule code or name (see `cardkit rules`)"),
    ]


def test_a_check_may_be_named_by_its_name() -> None:
    levels = Levels({"unused-trait": "off", "R601": "info"})
    assert levels.severity("R410", Severity.WARNING) is None
    assert levels.severity("R601", Severity.WARNING) is Severity.INFO
    assert levels.severity("R100", Severity.WARNING) is Severity.WARNING
    assert levels.problems() == []


def test_a_level_that_is_no_level_is_refused_and_otherwise_ignored() -> None:
    levels = Levels({"R410": "loud"})
    assert levels.severity("R410", Severity.WARNING) is Severity.WARNING
    assert [why for _, why in levels.problems()] == ["rules: R410: 'loud' is not one of error, warning, info, off"]
