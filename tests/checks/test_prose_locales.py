"""The prose checks read rules text in the content's language (game.yaml `language`): an
English game fails and passes R320, R114, R115 and R130 as the Portuguese fixtures of
test_rules.py do, with the English label catalog's patterns and the game's own words; a
language without patterns gets one info finding per rule instead of a silent pass."""

from __future__ import annotations

import pytest

from cardkit.checks.prose_patterns import prose_patterns
from cardkit.foundation.diagnostics import Severity
from cardkit.packs.tabmaster import PACK
from cardkit.packs.tabmaster.checks.element_texts import bonus_mismatches
from tests.checks.fixtures import GAME_FILE, FixtureProject, assert_single, of_code
from tests.checks.fixtures import UNIT_FILE_EN as UNIT

TRAIT = "content/traits/group.yaml"
FIRE = "  - id: fire\n    name: Fire\n"
BONUS = "Attacks with this Element deal {} points of extra Damage (DMG +{}) to units with the Trait: Essence: Ice."


def fire_text(text: str) -> str:
    return f'{FIRE}    text: {{attack: "{text}"}}\n'


def give_group(english: FixtureProject, params: str = "params: []", use: str = "{name: Group}") -> FixtureProject:
    """Add the trait Group (whose text says its value is given with it) and give it to the unit."""
    return english.set(TRAIT, group(params)).edit(UNIT, "traits:\n", f"traits:\n  - {use}\n")


def group(params: str = "params: []") -> str:
    return (
        f"name: Group\n{params}\ntext: |\n"
        "  The unit may join as many allied units as specified in the description.\n"
    )


def test_the_english_base_is_clean(english: FixtureProject) -> None:
    assert english.check().sorted() == []


@pytest.mark.parametrize(
    ("points", "notation", "wrong"), [(20, 10, "(DMG +10)"), (10, 20, "10 points of extra Damage")]
)
def test_r320_reads_an_english_bonus(english: FixtureProject, points: int, notation: int, wrong: str) -> None:
    english.edit(GAME_FILE, FIRE, fire_text(BONUS.format(points, notation)))
    report = english.check()
    found = assert_single(report, "R320", Severity.WARNING, GAME_FILE, english.position(GAME_FILE, wrong))
    assert found.message == f"Fire's attack text says {wrong!r}, but its effects give +20"


def test_r320_passes_an_english_text_that_agrees(english: FixtureProject) -> None:
    english.edit(GAME_FILE, FIRE, fire_text(BONUS.format(20, 20)))
    assert of_code(english.check(), "R320") == []


def test_r114_reads_an_english_trait_text(english: FixtureProject) -> None:
    report = give_group(english).check()
    found = assert_single(report, "R114", Severity.WARNING, TRAIT, english.position(TRAIT, "specified in the description"))
    assert '"specified in the description"' in found.message


def test_r114_passes_an_english_trait_with_its_parameter(english: FixtureProject) -> None:
    params = "params:\n  - {name: units, type: integer, description: How many.}"
    give_group(english, params, "{name: Group, params: [2]}")
    assert of_code(english.check(), "R114") == []


def test_r130_looks_up_english_quotes(english: FixtureProject) -> None:
    english.edit("content/traits/essence.yaml", "given element.", "given element, like a “Legendary” one.")
    report = english.check()
    where = english.position("content/traits/essence.yaml", "Legendary")
    found = assert_single(report, "R130", Severity.WARNING, "content/traits/essence.yaml", where)
    assert "“Legendary”" in found.message


def test_r130_knows_english_plurals(english: FixtureProject) -> None:
    english.edit("content/traits/essence.yaml", "given element.", 'given element: "Hexes", “Essence: Ice” and “Blast”.')
    assert of_code(english.check(), "R130") == []


def test_r115_knows_english_plurals(english: FixtureProject) -> None:
    curse = (
        "name: Curse\nparams:\n  - name: curse\n    type: spell\n    description: The curse it casts.\n"
        "text: |\n  The unit casts one of the Hexes of its table.\n"
    )
    english.set("content/traits/curse.yaml", curse)
    found = assert_single(english.check(), "R115", Severity.WARNING, "content/traits/curse.yaml", english.position("content/traits/curse.yaml", "name: curse"))
    assert "card_type: Hex" in (found.hint or "")


def test_a_language_without_patterns_is_said_once_per_rule(english: FixtureProject) -> None:
    english.edit(GAME_FILE, "language: en", "language: de")
    english.edit(GAME_FILE, FIRE, fire_text(BONUS.format(20, 10)))
    report = give_group(english).check()
    where = english.position(GAME_FILE, "de")
    for code, what in (
        ("R320", "element texts were not compared"),
        ("R114", "trait texts were not read"),
        ("R130", "names quoted in rules texts were not looked up"),
    ):
        note = assert_single(report, code, Severity.INFO, GAME_FILE, where)
        assert note.message.startswith(f"{code} has no prose patterns for locale 'de'; {what}")
        assert "labels/de/prose.yaml" in (note.hint or "")


def test_the_note_keeps_its_severity_whatever_the_project_says(english: FixtureProject) -> None:
    english.edit(GAME_FILE, "language: en", "language: de").edit(GAME_FILE, FIRE, fire_text(BONUS.format(20, 10)))
    [note] = of_code(english.check({"R320": "error"}), "R320")
    assert note.severity is Severity.INFO
    assert of_code(english.check({"R320": "off"}), "R320") == []


def test_a_game_may_bring_its_own_patterns(english: FixtureProject) -> None:
    own = "labels:\n  prose.element_bonus.notation: '\\[{stats.damage} \\+(?P<amount>\\d+)\\]'\n"
    english.edit(GAME_FILE, "language: en", "language: de").edit(GAME_FILE, FIRE, fire_text("Schaden [DMG +10]."))
    english.set(GAME_FILE, english.files[GAME_FILE] + own)
    [finding] = of_code(english.check(), "R320")
    assert (finding.severity, finding.message) == (Severity.WARNING, "Fire's attack text says '[DMG +10]', but its effects give +20")


def test_the_check_reads_any_text_in_any_shipped_language(english: FixtureProject) -> None:
    """The function under R320 takes the text and its language: a translation can be compared too."""
    fire = english.game_without_schemas().vocabulary.elements[0]  # type: ignore[union-attr]
    portuguese = prose_patterns("pt-BR", None, pack=PACK)  # the stat words of Tab Master's catalog
    said = "causam 20 pontos de Dano extras (DAN +10)"
    assert [(q.written, q.amount) for q in bonus_mismatches(fire, "attack", said, portuguese)] == [("(DAN +10)", 10)]
    assert bonus_mismatches(fire, "attack", said, prose_patterns("de", None)) == []
