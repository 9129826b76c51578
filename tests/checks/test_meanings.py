"""Rules act on what a word means (its game.yaml id), never on how Tab Master spells it: an
English game whose projectile attack is called "Shot" gets the projectile rules, and messages
speak the game's words."""

from __future__ import annotations

from cardkit.foundation.diagnostics import Severity
from cardkit.model.lexicon import Lexicon
from cardkit.packs.tabmaster.engine.lines import LineDirection
from cardkit.packs.tabmaster.resolution import line_directions
from tests.checks.fixtures import SPELL_FILE_EN as SPELL
from tests.checks.fixtures import UNIT_FILE_EN as UNIT
from tests.checks.fixtures import FixtureProject, assert_single, of_code

MELEE = "  - type: Melee\n    atk: 1\n"


def test_a_projectile_attack_is_known_by_its_id(english: FixtureProject) -> None:
    english.edit(UNIT, MELEE, "  - type: Shot\n    atk: 2\n")
    report = english.check()
    assert_single(report, "R202", Severity.WARNING, UNIT, english.position(UNIT, "2", after="atk: "))
    found = assert_single(report, "R311", Severity.WARNING, UNIT, english.position(UNIT, "Shot"))
    assert found.message == "this Shot attack does not say which ammunition it spends"


def test_ammunition_on_another_attack_names_the_games_projectile(english: FixtureProject) -> None:
    english.edit(UNIT, "damage: 1d4\n", "damage: 1d4\n    ammunition: Arrow\n")
    found = assert_single(english.check(), "R310", Severity.ERROR, UNIT, english.position(UNIT, "Arrow"))
    assert found.hint == "remove `ammunition`, or make it a Shot attack"


def test_a_rolled_shot_with_ammunition_is_clean(english: FixtureProject) -> None:
    english.edit(UNIT, MELEE, "  - type: Shot\n    atk: 1d10\n    ammunition: Arrow\n")
    report = english.check()
    assert of_code(report, "R202") == of_code(report, "R310") == of_code(report, "R311") == []


def test_effect_messages_use_the_games_keywords(english: FixtureProject) -> None:
    english.edit(SPELL, "range: 2", "range: null").edit(SPELL, "  elements: [Fire]\n", "  elements: [Fire]\n  explosion: 1\n")
    found = assert_single(english.check(), "R301", Severity.ERROR, SPELL, english.position(SPELL, "null"))
    assert found.message.startswith("Blast 1 needs a range")


def test_a_line_without_direction_lists_the_games_directions(english: FixtureProject) -> None:
    english.edit(SPELL, "  elements: [Fire]\n", "  elements: [Fire]\n  line:\n    directions: []\n")
    found = assert_single(english.check(), "R303", Severity.WARNING, SPELL, english.position(SPELL, "[]", after="directions: "))
    assert (found.message, found.hint) == ("Line with no direction: which direction?", "list its directions (Front, Complete)")


def test_line_directions_reach_the_engine_by_id(english: FixtureProject) -> None:
    lexicon = Lexicon(english.game_without_schemas().vocabulary)
    assert line_directions(["front", "COMPLETE", "Frente", "sideways"], lexicon) == [
        LineDirection.FRONT,
        LineDirection.COMPLETE,
    ]


def test_leader_messages_use_the_games_categories(english: FixtureProject) -> None:
    army = (
        'name: Blue Army\ncolor: "#1f4e9e"\ncommander: Alchemist\nchampion: Alchemist\n'
        "units:\n  - unit: Alchemist\n    count: 1\nammunition:\n  Arrow: 5\n"
    )
    categories = (
        "unit_categories:\n  - {id: regular, name: Unit}\n"
        "  - {id: commander, name: Warlord, army: {min: 1, max: 1, field: commander}}\n"
        "  - {id: champion, name: Hero, army: {min: 1, max: 1, field: champion}}\n"
    )
    base = english.files["content/game.yaml"]
    english.set("content/game.yaml", base.replace("unit_categories:\n  - {id: regular, name: Unit}\n", categories))
    english.set("content/armies/blue-army.yaml", army)
    wrong = {d.message for d in english.check().sorted() if d.code == "R505"}
    assert wrong == {
        "the champion 'Alchemist' is a regular unit; the Hero must be a unit of category champion",
        "the commander 'Alchemist' is a regular unit; the Warlord must be a unit of category commander",
    }
