"""Rules for data the JSON Schemas already refuse (an Explosão of 0, unreadable dice): the
checks still hold for a game built without them, e.g. by another tool or a looser schema."""

from __future__ import annotations

from cardkit.checks import run_checks
from cardkit.foundation.diagnostics import Report, Severity
from tests.checks.fixtures import GAME_FILE, SPELL_FILE, FixtureProject, of_code


def check_without_schemas(project: FixtureProject) -> Report:
    report = Report()
    run_checks(project.game_without_schemas(), {}, report)
    return report


def test_explosion_radius_zero_is_suspicious(project: FixtureProject) -> None:
    project.add_spell_effect("  explosion: 0\n")
    [diagnostic] = of_code(check_without_schemas(project), "R305")
    assert diagnostic.severity is Severity.WARNING
    assert (diagnostic.file, diagnostic.line, diagnostic.column) == (
        SPELL_FILE,
        *project.position(SPELL_FILE, "0", after="explosion: "),
    )


def test_explosion_radius_one_is_fine(project: FixtureProject) -> None:
    project.add_spell_effect("  explosion: 1\n")
    assert of_code(check_without_schemas(project), "R305") == []


def test_unreadable_dice_are_an_error_at_the_value(project: FixtureProject) -> None:
    project.edit(SPELL_FILE, "damage: 1d20", "damage: 1d20x")
    [diagnostic] = of_code(check_without_schemas(project), "R201")
    assert diagnostic.severity is Severity.ERROR and "not dice notation" in diagnostic.message
    assert (diagnostic.line, diagnostic.column) == project.position(SPELL_FILE, "1d20x")


def test_multiple_below_two_is_an_error(project: FixtureProject) -> None:
    project.add_spell_effect("  multiple: 1\n")
    [diagnostic] = of_code(check_without_schemas(project), "R304")
    assert "multiple x 1" in diagnostic.message, "a game without the keyword: its id"


def test_multiple_below_two_names_the_games_keyword(project: FixtureProject) -> None:
    keyword = "  - {name: Múltiplo, id: multiple, description: Ataca várias vezes.}\n"
    project.edit(GAME_FILE, "line_directions:\n", f"{keyword}line_directions:\n")
    project.add_spell_effect("  multiple: 1\n")
    [diagnostic] = of_code(check_without_schemas(project), "R304")
    assert "Múltiplo x 1" in diagnostic.message
