"""The rulebook's checks read an English book as they read the seed (seed 000's worked
examples, docs/seed-facts.md): stat quotes (R601, R602)
with the English patterns and the game's words (DMG, Blast, "Secondary Attack"), scenarios
(R603) by what each attack type means ("Shot" is the projectile attack); a language without
patterns gets an info note instead of a silent pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.checks.prose_patterns import prose_patterns, source_prose
from cardkit.foundation.diagnostics import Severity
from cardkit.packs.tabmaster.checks.book import stat_quote_problems
from cardkit.packs.tabmaster.checks.rulebook_quote_check import QuoteReading
from cardkit.packs.tabmaster.model import tm
from tests.checks.fixtures import BASE_EN, FixtureProject
from tests.rulebook.conftest import findings, load

CHAPTER = "content/rulebook/01-rules.md"
BOOK = "title: Test Game\nchapters:\n  - file: 01-rules.md\n"

INFERNO = """\
name: Inferno
card_type: Spell
cost: 30
range: 3
damage: 2d20
ref: Alchemist
effects:
  elements: [Fire]
  explosion: 2
  all: true
"""

ARCHER = """\
name: Archer
category: regular
defense: 2
movement: 1
attacks:
  - type: Shot
    atk: 1d10
    damage: 1d20
    ammunition: Arrow
  - type: Secondary
    atk: 1
    damage: 1d4
"""

QUOTES = (
    "Inferno (Cost 30, RNG 3 (Blast {blast}, All, Element: Fire), DMG {damage}, REF Alchemist) burns them all.\n\n"
    "An Archer ¹ (ATK 1d10 (Shot: Arrow), DMG 1d20, Secondary Attack: ATK {secondary}, DMG 1d4) shoots.\n"
)


def scenario(action: str, dice: str, claim: str) -> str:
    return (
        "```scenario\nboard: 3x1\nunits:\n"
        '  - {id: "1", unit: Alchemist, side: A, at: a1}\n  - {id: "2", unit: Archer, side: B, at: c1}\n'
        f"action: {action}\ndice: {dice}\nclaim: {claim}\n```\n"
    )


@pytest.fixture
def book(tmp_path: Path) -> FixtureProject:
    files = {**BASE_EN, "content/spells/inferno.yaml": INFERNO, "content/units/archer.yaml": ARCHER}
    return FixtureProject(tmp_path, {**files, "content/rulebook/book.yaml": BOOK})


def chapter(project: FixtureProject, *blocks: str) -> Path:
    project.set(CHAPTER, "# Rules\n\n" + "\n".join(blocks))
    project.write()
    return project.root


def test_english_stat_quotes_that_disagree_are_found(book: FixtureProject) -> None:
    root = chapter(book, QUOTES.format(blast=2, damage=20, secondary=2))
    assert {(d.line, d.message) for d in findings(root, "R601")} == {
        (3, "Inferno: the text says DMG 20, the card says 2d20"),
        (5, "Archer: the text says ATK (Secondary) 2, the card says 1"),
    }


def test_english_stat_quotes_that_agree_pass(book: FixtureProject) -> None:
    root = chapter(book, QUOTES.format(blast=2, damage="2d20", secondary=1))
    assert findings(root, "R601") == findings(root, "R602") == []


def test_an_english_effect_note_is_compared(book: FixtureProject) -> None:
    root = chapter(book, QUOTES.format(blast=3, damage="2d20", secondary=1))
    [wrong] = findings(root, "R601")
    assert wrong.message.startswith("Inferno: the text says Blast 3, the card says ")


def test_an_unknown_name_in_an_english_quote(book: FixtureProject) -> None:
    [unknown] = findings(chapter(book, "An Archerr (DEF 2) waits.\n"), "R602")
    assert "Archerr" in unknown.message and "'Archer'" in (unknown.hint or "")


def test_quotes_of_a_language_without_patterns_get_one_note(book: FixtureProject) -> None:
    book.edit("content/game.yaml", "language: en", "language: de")
    [note] = findings(chapter(book, QUOTES.format(blast=3, damage=20, secondary=2)), "R601")
    assert (note.file, note.line, note.severity) == ("content/game.yaml", 2, Severity.INFO)
    assert note.message == (
        "R601 has no prose patterns for locale 'de'; stat quotes in the rulebook were not compared with the cards"
    )


def test_an_english_scenario_that_contradicts_the_engine(book: FixtureProject) -> None:
    root = chapter(book, scenario('{attacker: "1", attack: Melee, move: [b1], target: "2"}', "{damage: 1}", '{defeated: ["2"]}'))
    [error] = findings(root, "R603")
    assert error.severity is Severity.ERROR
    assert "the text says defeated: 2 (Archer); the engine: none" in error.message and "1 damage <= DEF 2" in error.message


def test_an_english_scenario_that_agrees_passes(book: FixtureProject) -> None:
    root = chapter(book, scenario('{attacker: "1", attack: Melee, move: [b1], target: "2"}', "{damage: 3}", '{defeated: ["2"]}'))
    assert findings(root, "R603") == findings(root, "R604") == []


def test_a_shot_is_replayed_as_a_projectile_attack(book: FixtureProject) -> None:
    """Were "Shot" not known as the projectile type, its 1d10 ATK would be no reach (R604)."""
    shot = scenario('{attacker: "2", attack: Shot, target: "1"}', "{attack: 7, damage: 10}", '{defeated: ["1"], lands: true}')
    root = chapter(book, shot)
    assert findings(root, "R603") == findings(root, "R604") == []


def test_a_spell_replay_speaks_of_the_games_pool(book: FixtureProject) -> None:
    cast = scenario('{caster: "1", spell: Inferno, epicentre: c1}', "{damage: 20}", "{fluxo_spent: 40}")
    [error] = findings(chapter(book, cast), "R603")
    assert "the text says fluxo_spent: 40; the engine: 30 (paid 30 Mana;" in error.message


def test_quote_problems_read_any_text_in_its_own_language(book: FixtureProject) -> None:
    """The function under R601 takes the text and how to read it, so a translation can be checked."""
    book.write()
    game = load(book.root).game
    cards = {d.name: d for d in (*tm(game).spells, *tm(game).units)}
    english = QuoteReading.of(source_prose(game))
    text = QUOTES.format(blast=2, damage=20, secondary=1)
    assert [p.message for p in stat_quote_problems(text, cards, english)] == ["Inferno: the text says DMG 20, the card says 2d20"]
    portuguese = QuoteReading.of(prose_patterns("pt-BR", game.vocabulary))
    assert [p.message for p in stat_quote_problems(text, cards, portuguese)] == [
        "Archer: the text says DMG 1d4, the card says 1d20",
    ], "read as Portuguese, a list opening with Cost is no stat quote, and Secondary Attack is no label"
