"""A deck's construction rules, as data: each planted violation is one finding at its line."""

from __future__ import annotations

import pytest

from cardkit.foundation.diagnostics import Severity
from tests.checks.fixtures import FixtureProject, assert_single, of_code
from tests.collections.conftest import DECK_FILE

ERROR = Severity.ERROR


def test_the_deck_game_checks_clean(decks: FixtureProject) -> None:
    report = decks.check()
    assert report.sorted() == []


@pytest.mark.parametrize(
    ("code", "old", "new", "needle", "after"),
    [
        ("R750", "card: Spark,", "card: Sprak,", "Sprak", ""),
        ("R751", "card: Spark, count: 3", "card: Spark, count: 1", "cards", ""),  # 4 cards, the identity asks 6
        ("R752", "card: Spark, count: 3", "card: Spark, count: 4", "4", "card: Spark, count: "),
        ("R752", "card: Last Beacon, count: 1", "card: Last Beacon, count: 2", "2", "card: Last Beacon, count: "),  # its own limit
        ("R753", "card: Tide Caller, count: 2", "card: Tide Caller, count: 3", "3", "card: Tide Caller, count: "),  # 6 influence of 4
        ("R754", "card: Last Beacon, count: 1", "card: Hollow Maw, count: 1", "Hollow Maw", ""),
    ],
)
def test_each_planted_violation_is_found_at_its_line(decks: FixtureProject, code: str, old: str, new: str, needle: str, after: str) -> None:
    decks.edit(DECK_FILE, old, new)
    report = decks.check()
    assert_single(report, code, ERROR, DECK_FILE, decks.position(DECK_FILE, needle, after))


def test_a_deck_over_its_maximum_is_told_at_the_count_that_passes_it(decks: FixtureProject) -> None:
    decks.edit(DECK_FILE, "card: Last Beacon, count: 1", "card: Last Beacon, count: 1}\n  - {card: Spark, count: 3")
    report = decks.check()
    [size] = of_code(report, "R751")
    assert size.message == "the deck holds 9 cards, more than the 8 it may; this count passes the limit"
    assert (size.line, size.column) == decks.position(DECK_FILE, "3", "Last Beacon, count: 1}\n  - {card: Spark, count: ")
    [copies] = of_code(report, "R752")
    assert copies.message == "the deck holds 6 copies of Spark, more than the 3 allowed"


def test_an_x_cost_is_a_number_field_value_and_prints_as_written(decks: FixtureProject) -> None:
    decks.edit("content/events/spark.yaml", "cost: 1", "cost: Y")
    [diagnostic] = [d for d in decks.check().sorted() if d.code.startswith("S")]
    assert diagnostic.file == "content/events/spark.yaml" and "X" in (diagnostic.message + (diagnostic.hint or ""))


def test_a_reprint_is_one_card_with_two_printings(decks: FixtureProject) -> None:
    from cardkit.pipeline import check_project

    decks.write()
    loaded = check_project(decks.root)
    spark = next(card for card in loaded.game.of_kind("event") if card.name == "Spark")
    assert [(p.set, p.number, p.quantity) for p in spark.printings] == [("core", 1, 3), ("ashes", 7, 2)]
    assert not [d for d in loaded.report.sorted() if d.code == "R401"]


@pytest.mark.parametrize(
    ("code", "file", "old", "new", "needle", "after"),
    [
        ("R730", "content/events/spark.yaml", "{set: ashes,", "{set: ahses,", "ahses", ""),
        ("R731", "content/events/tide-caller.yaml", "{set: core, number: 2}", "{set: core, number: 1}", "1", "number: "),
    ],
)
def test_printing_problems_are_found_at_their_line(decks: FixtureProject, code: str, file: str, old: str, new: str, needle: str, after: str) -> None:
    decks.edit(file, old, new)
    assert_single(decks.check(), code, ERROR, file, decks.position(file, needle, after))
