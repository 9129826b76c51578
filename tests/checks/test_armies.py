"""The army rules R504+: each with a fixture that makes it fire (severity, file, line, column
asserted) and a near miss that must not, on top of a legal army that fires nothing at all."""

from __future__ import annotations

import pytest

from cardkit.checks import all_rules, run_checks
from cardkit.foundation.diagnostics import Report, Severity
from tests.checks import more_files as files
from tests.checks.fixtures import GAME_FILE, FixtureProject, assert_single, of_code
from tests.checks.test_rules import Case, Setup, both

ERROR, WARNING = Severity.ERROR, Severity.WARNING
ARMY_FILE = files.ARMY_FILE
UNIT_FILE = "content/units/alquimista.yaml"

COMANDANTE = files.ALQUIMISTA.replace("name: Alquimista", "name: Comandante").replace(
    "category: regular", "category: commander"
)
CAMPEAO = files.ALQUIMISTA.replace("name: Alquimista", "name: Campeão").replace(
    "category: regular", "category: champion"
)
LEGAL_ARMY = files.ARMY.replace("commander: Alquimista", "commander: Comandante").replace(
    "champion: Alquimista", "champion: Campeão"
)
"""Two Alquimistas (who use Flecha in the base game), 10 Flecha, and real leaders."""


def legal_army(project: FixtureProject) -> FixtureProject:
    return (
        project.set("content/units/comandante.yaml", COMANDANTE)
        .set("content/units/campeao.yaml", CAMPEAO)
        .set(ARMY_FILE, LEGAL_ARMY)
    )


def army(old: str, new: str) -> Setup:
    return lambda p: p.edit(ARMY_FILE, old, new)


def limits(yaml: str) -> Setup:
    return lambda p: p.set(GAME_FILE, p.files[GAME_FILE] + "army_limits:\n" + yaml)


def game(old: str, new: str) -> Setup:
    return lambda p: p.edit(GAME_FILE, old, new)


def unit(old: str, new: str) -> Setup:
    return lambda p: p.edit(UNIT_FILE, old, new)


REGULAR = "  - {id: regular, name: Unidade}\n"
COMMANDER_QUOTA = "army: {min: 1, max: 1, field: commander}"


def second_army(color: str) -> Setup:
    other = LEGAL_ARMY.replace("Exército Teste", "Exército Zeta").replace('"#1f4e9e"', color)
    return lambda p: p.set("content/armies/exercito-zeta.yaml", other)


sacerdotes_only = both(
    lambda p: p.set("content/units/sacerdote.yaml", files.SACERDOTE), army("unit: Alquimista", "unit: Sacerdote")
)

CASES = [
    Case(
        "R505",
        ERROR,
        army("commander: Comandante", "commander: Alquimista"),
        ARMY_FILE,
        "Alquimista",
        army("commander: Comandante", "commander: comandante"),
        after="commander: ",
    ),
    Case(
        "R506",
        ERROR,
        army("units:\n", "units:\n  - unit: Comandante\n    count: 1\n"),
        ARMY_FILE,
        "Comandante",
        army("units:\n", "units:\n  - unit: Alquimista\n    count: 1\n"),
        after="- unit: ",
    ),
    Case("R507", ERROR, sacerdotes_only, ARMY_FILE, "Flecha", both(sacerdotes_only, army("Flecha: 10", "Flecha: 0"))),
    Case(
        "R508",
        WARNING,
        army("ammunition:\n  Flecha: 10\n", ""),
        ARMY_FILE,
        "Alquimista",
        army("Flecha: 10", "flecha: 1"),
        after="- unit: ",
    ),
    Case("R509", ERROR, army('"#1f4e9e"', "crimsom"), ARMY_FILE, "crimsom", army('"#1f4e9e"', "Crimson")),
    Case(
        "R510",
        ERROR,
        limits("  max_per_unit: {Alquimista: 1}\n"),
        ARMY_FILE,
        "2",
        limits("  max_per_unit: {Alquimista: 2}\n"),
        after="count: ",
    ),
    Case("R511", ERROR, limits("  total: 3\n"), ARMY_FILE, "2", limits("  total: 4\n"), after="count: "),
    Case(
        "R512",
        ERROR,
        limits("  max_per_unit: {Alquimsta: 3}\n"),
        GAME_FILE,
        "Alquimsta",
        limits("  max_per_unit: {alquimista: 3}\n"),
    ),
    Case(
        "R513",
        WARNING,
        second_army('"#1F4E9F"'),
        "content/armies/exercito-zeta.yaml",
        '"#1F4E9F"',
        second_army('"#b3261e"'),
    ),
    Case(
        "R514",
        WARNING,
        army("    count: 2\n", "    count: 2\n  - unit: alquimista\n    count: 1\n"),
        ARMY_FILE,
        "alquimista",
        army("    count: 2\n", "    count: 3\n"),
    ),
    Case(
        "R515",
        ERROR,
        game(COMMANDER_QUOTA, "army: {min: 2, max: 1, field: commander}"),
        GAME_FILE,
        "2",
        game(COMMANDER_QUOTA, "army: {min: 0, max: 1, field: commander}"),
        after="{min: ",
    ),
    Case(
        "R516",
        ERROR,
        game(REGULAR, "  - {id: regular, name: Unidade, army: {max: 1}}\n"),
        ARMY_FILE,
        "2",
        game(REGULAR, "  - {id: regular, name: Unidade, army: {max: 2}}\n"),
        after="count: ",
    ),
    Case(
        "R517",
        ERROR,
        unit("category: regular", "category: regullar"),
        UNIT_FILE,
        "regullar",
        both(game(REGULAR, REGULAR + "  - {id: regullar, name: Outra}\n"), unit("category: regular", "category: regullar")),
    ),
    Case(
        "R518",
        ERROR,
        both(limits("  points: 9\n"), unit("category: regular\n", "category: regular\npoints: 5\n")),
        ARMY_FILE,
        "2",
        both(limits("  points: 10\n"), unit("category: regular\n", "category: regular\npoints: 5\n")),
        after="count: ",
    ),
]
MODEL_ONLY = {"R504"}
"""The schema refuses a count of 0 first; test_a_count_of_zero_is_refused_without_schemas."""


@pytest.fixture
def army_project(project: FixtureProject) -> FixtureProject:
    return legal_army(project)


def test_every_army_rule_has_a_case() -> None:
    army_rules = {rule.code for rule in all_rules() if "R504" <= rule.code <= "R599"}
    assert {case.code for case in CASES} | MODEL_ONLY == army_rules


def test_the_legal_army_is_clean(army_project: FixtureProject) -> None:
    assert army_project.check().sorted() == []


@pytest.mark.parametrize("case", CASES, ids=str)
def test_army_rule_reports_the_failing_fixture(army_project: FixtureProject, case: Case) -> None:
    case.fails(army_project)
    expected = army_project.position(case.file, case.needle, case.after)
    assert_single(army_project.check(), case.code, case.severity, case.file, expected)


@pytest.mark.parametrize("case", CASES, ids=str)
def test_army_rule_accepts_the_passing_fixture(army_project: FixtureProject, case: Case) -> None:
    case.passes(army_project)
    report = army_project.check()
    assert of_code(report, case.code) == []
    assert not [d for d in report.sorted() if d.code.startswith(("Y", "S"))], "the fixture must load cleanly"


@pytest.mark.parametrize(
    ("case", "hint"),
    [
        ("R505", "did you mean 'Comandante'?"),
        ("R509", "did you mean 'crimson'?"),
        ("R512", "did you mean 'Alquimista'?"),
    ],
)
def test_unknown_names_get_a_did_you_mean(army_project: FixtureProject, case: str, hint: str) -> None:
    next(c for c in CASES if c.code == case).fails(army_project)
    [diagnostic] = of_code(army_project.check(), case)
    assert diagnostic.hint == hint


def test_unused_ammunition_points_at_the_empty_stock(army_project: FixtureProject) -> None:
    army("Flecha: 10", "Flecha: 0")(army_project)
    expected = army_project.position(ARMY_FILE, "0", after="Flecha: ")
    assert_single(army_project.check(), "R508", WARNING, ARMY_FILE, expected)


def test_a_leader_counts_against_its_units_limit(army_project: FixtureProject) -> None:
    limits("  max_per_unit: {Comandante: 1}\n")(army_project)
    army("units:\n", "units:\n  - unit: Comandante\n    count: 1\n")(army_project)
    [diagnostic] = of_code(army_project.check(), "R510")
    assert "2 Comandante" in diagnostic.message


def test_a_count_of_zero_is_refused_without_schemas(army_project: FixtureProject) -> None:
    army("count: 2", "count: 0")(army_project)
    report = Report()
    run_checks(army_project.game_without_schemas(), {}, report)
    assert_single(report, "R504", ERROR, ARMY_FILE, army_project.position(ARMY_FILE, "0", after="count: "))
    assert of_code(report, "R508") == [], "a unit fielded zero times needs no ammunition"


def test_a_count_of_one_is_fine_without_schemas(army_project: FixtureProject) -> None:
    army("count: 2", "count: 1")(army_project)
    report = Report()
    run_checks(army_project.game_without_schemas(), {}, report)
    assert of_code(report, "R504") == []


def test_a_missing_leader_is_counted_against_its_quota(army_project: FixtureProject) -> None:
    army_project.edit(ARMY_FILE, "commander: Comandante\n", "")
    found = assert_single(army_project.check(), "R516", ERROR, ARMY_FILE, army_project.position(ARMY_FILE, "Exército Teste"))
    assert found.message == "the army fields 0 unit(s) of category Comandante; game.yaml asks for exactly 1"
    assert "`commander: <unit>`" in (found.hint or "")


def test_a_leader_field_the_game_does_not_declare_is_refused(army_project: FixtureProject) -> None:
    army_project.edit(GAME_FILE, ", army: {min: 1, max: 1, field: champion}", "")
    found = assert_single(army_project.check(), "R505", ERROR, ARMY_FILE, army_project.position(ARMY_FILE, "champion"))
    assert found.message == "this game has no `champion`: no unit category of game.yaml names it as its army field"


def test_two_categories_for_one_field_is_said_at_the_second(army_project: FixtureProject) -> None:
    army_project.edit(GAME_FILE, "field: champion}", "field: commander}")
    report = army_project.check()
    found = assert_single(report, "R515", ERROR, GAME_FILE, army_project.position(GAME_FILE, "commander", "Campeão, army: {min: 1, max: 1, field: "))
    assert found.message == "the army field `commander` already names a Comandante: one field, one category"


def test_a_required_category_without_a_field_counts_the_units(army_project: FixtureProject) -> None:
    """Another game's structure: two captains, listed under `units` like any troop."""
    army_project.edit(GAME_FILE, REGULAR, REGULAR + "  - {id: captain, name: Capitão, army: {min: 2, max: 2}}\n")
    army_project.edit(UNIT_FILE, "category: regular", "category: captain")
    assert of_code(army_project.check(), "R516") == []
    army_project.edit(ARMY_FILE, "    count: 2\n", "    count: 3\n")
    found = assert_single(army_project.check(), "R516", ERROR, ARMY_FILE, army_project.position(ARMY_FILE, "3", "count: "))
    assert found.message == "the army fields 3 unit(s) of category Capitão; game.yaml asks for exactly 2"


def test_an_unknown_category_offers_the_declared_ones(project: FixtureProject) -> None:
    project.edit(UNIT_FILE, "category: regular", "category: soldier")
    found = assert_single(project.check(), "R517", ERROR, UNIT_FILE, project.position(UNIT_FILE, "soldier"))
    assert found.hint == "the game's unit categories: regular, commander, champion, siege_engine"


def test_a_misspelt_quota_key_is_a_schema_error_at_its_line(army_project: FixtureProject) -> None:
    army_project.edit(GAME_FILE, "{min: 1, max: 1, field: champion}", "{min: 1, max: 1, feild: champion}")
    found = assert_single(army_project.check(), "S001", ERROR, GAME_FILE, army_project.position(GAME_FILE, "feild"))
    assert found.hint == "did you mean `field`?"
