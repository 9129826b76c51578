"""run_checks as the CLI uses it: overrides from cardkit.yaml, `ignore:`, crashes, odd data."""

from __future__ import annotations

import dataclasses

import pytest

from cardkit.checks import Reads, all_rules, override_problems, registry, run_checks
from cardkit.foundation.diagnostics import Report, Severity
from tests.checks import more_files as files
from tests.checks.fixtures import GAME_FILE, SPELL_FILE, UNIT_FILE, FixtureProject, of_code

VOAR_FILE = "content/traits/voar.yaml"


def unused_voar(project: FixtureProject) -> FixtureProject:
    """A project whose only finding is R410 (warning) on Voar."""
    return project.set(VOAR_FILE, files.VOAR)


def test_off_disables_a_rule(project: FixtureProject) -> None:
    assert of_code(unused_voar(project).check({"R410": "off"}), "R410") == []


@pytest.mark.parametrize("key", ["R410", "unused-trait"])
def test_a_project_can_change_a_rules_severity_by_code_or_name(project: FixtureProject, key: str) -> None:
    [diagnostic] = of_code(unused_voar(project).check({key: "error"}), "R410")
    assert diagnostic.severity is Severity.ERROR


def test_overrides_come_from_cardkit_yaml(project: FixtureProject) -> None:
    unused_voar(project).set("cardkit.yaml", "name: Teste\nrules:\n  R410: info\n")
    [diagnostic] = of_code(project.check(), "R410")
    assert diagnostic.severity is Severity.INFO


def test_ignore_silences_one_rule_for_one_definition_and_counts_it(project: FixtureProject) -> None:
    project.set(VOAR_FILE, files.VOAR + "ignore: [R410]\n")
    project.set("content/traits/nadar.yaml", files.VOAR.replace("Voar", "Nadar").replace("voa", "nada"))
    report = project.check()
    assert [d.file for d in of_code(report, "R410")] == ["content/traits/nadar.yaml"]
    assert report.silenced == {"R410": 1}
    assert report.summary()["silenced"] == 1


def test_override_problems_name_unknown_rules_and_levels() -> None:
    assert override_problems({"R410": "warning", "unknown-trait": "off"}) == []
    problems = override_problems({"R999": "off", "R101": "loud"})
    assert len(problems) == 2 and "R999" in problems[0] and "loud" in problems[1]


def test_crashing_rules_become_one_r000_and_the_others_still_run(
    project: FixtureProject, monkeypatch: pytest.MonkeyPatch
) -> None:
    def boom(ctx: object) -> list[object]:
        raise KeyError("surprise")

    for code in ("R104", "R201"):
        monkeypatch.setitem(registry._REGISTRY, code, dataclasses.replace(registry._REGISTRY[code], check=boom))
    report = unused_voar(project).check()
    [crash] = of_code(report, "R000")
    assert crash.severity is Severity.ERROR and "KeyError" in crash.message
    assert "R104 (unknown-element)" in crash.message and "R201 (invalid-dice)" in crash.message
    assert (crash.file, crash.line, crash.column) == ("cardkit.yaml", 1, 1)
    assert of_code(report, "R410"), "the other rules ran"


def test_odd_data_without_schemas_never_raises(project: FixtureProject) -> None:
    project.edit(SPELL_FILE, "damage: 1d20", "damage: [1, 2]").edit(SPELL_FILE, "ref: Alquimista", "ref: 7")
    project.edit(UNIT_FILE, "params: [Gelo]", "params: [{a: 1}, [2], null]")
    report = Report()
    run_checks(project.game_without_schemas(), {}, report)
    assert all(d.severity in Severity for d in report.diagnostics)


def test_names_defined_by_a_file_that_failed_to_load_are_not_unknown(project: FixtureProject) -> None:
    project.set(VOAR_FILE, files.VOAR.replace("params: []", "params: 3")).use_trait("{name: Voar}")
    report = project.check()
    assert any(d.file == VOAR_FILE and d.severity is Severity.ERROR for d in report.diagnostics)
    assert of_code(report, "R101") == []


def test_without_game_yaml_vocabulary_checks_are_skipped(project: FixtureProject) -> None:
    report = project.set(GAME_FILE, None).check()
    assert [d.code for d in report.sorted()] == []


def test_rules_are_sorted_unique_and_documented() -> None:
    rules = all_rules()
    assert [r.code for r in rules] == sorted({r.code for r in rules})
    assert len({r.name for r in rules}) == len(rules)
    for rule in rules:
        assert rule.description and "\n" not in rule.description
        assert (rule.code[1] == "6") is (rule.reads is Reads.BOOK)  # R6xx, and only they, read the rulebook
