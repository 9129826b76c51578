"""Dice notation, exact distributions and odds."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardkit.foundation.dice import (
    DiceExpression,
    DiceTerm,
    ParseError,
    distribution,
    expected_value,
    p_at_least,
    p_greater,
    parse_dice,
)

TAB_MASTER_DICE = (4, 6, 8, 10, 12, 20)  # seed 000, MATERIAIS: d20, d12, d10, d8, d6, d4 (docs/seed-facts.md)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1d20", DiceExpression((DiceTerm(1, 20),))),
        ("2d10+3", DiceExpression((DiceTerm(2, 10),), 3)),
        ("1d6-1", DiceExpression((DiceTerm(1, 6),), -1)),
        ("10", DiceExpression((), 10)),
        ("1d20+1d4", DiceExpression((DiceTerm(1, 20), DiceTerm(1, 4)))),
        ("1d20 - 1d4", DiceExpression((DiceTerm(1, 20), DiceTerm(1, 4, negative=True)))),
        ("d8", DiceExpression((DiceTerm(1, 8),))),
        ("3D6", DiceExpression((DiceTerm(3, 6),))),
    ],
)
def test_parse_reads_every_notation(text: str, expected: DiceExpression) -> None:
    assert parse_dice(text, TAB_MASTER_DICE) == expected


def test_expression_prints_in_canonical_form() -> None:
    assert str(parse_dice(" 1d20 + 1d4 - 2 ")) == "1d20+1d4-2"
    assert str(parse_dice("1d6-1d4")) == "1d6-1d4"
    assert str(parse_dice("7")) == "7"


@pytest.mark.parametrize(
    ("text", "offset", "message"),
    [
        ("", 0, "empty dice expression"),
        ("1d7", 2, "d7 is not an allowed die (allowed: 4, 6, 8, 10, 12, 20)"),
        ("1d20+1d7", 7, "d7 is not an allowed die"),
        ("1d20+", 5, "missing term"),
        ("2d6x", 3, "unexpected 'x', expected '+' or '-'"),
        ("1d", 2, "missing die size after 'd'"),
        ("0d6", 0, "a die term needs at least one die"),
        ("1d0", 2, "a die needs at least one face"),
        ("1d20 1", 5, "unexpected '1'"),
        ("abc", 0, "unexpected 'a', expected a number or a die like 1d20"),
        ("1001d6", 0, "more than 1000 dice in one term"),
    ],
)
def test_parse_errors_point_at_the_problem(text: str, offset: int, message: str) -> None:
    with pytest.raises(ParseError) as caught:
        parse_dice(text, TAB_MASTER_DICE)
    assert caught.value.offset == offset
    assert caught.value.column == offset + 1
    assert caught.value.message.startswith(message)
    assert f"at column {offset + 1}" in str(caught.value)


def test_parse_error_is_a_value_error_and_sizes_are_free_without_a_set() -> None:
    assert issubclass(ParseError, ValueError)
    assert parse_dice("1d7") == DiceExpression((DiceTerm(1, 7),))


def test_one_d20_beats_ten_half_the_time() -> None:
    assert p_greater("1d20", 10) == Fraction(1, 2)


def test_two_d20_beat_ten_exactly() -> None:
    # 45 of the 400 pairs total 10 or less (1 + 2 + ... + 9).
    assert p_greater("2d20", 10) == Fraction(355, 400) == Fraction(71, 80)


def test_expected_values() -> None:
    assert expected_value("2d10") == 11
    assert expected_value("1d20+1d4") == Fraction(13)
    assert expected_value("1d4-1") == Fraction(3, 2)
    assert expected_value("10") == 10


def test_three_d6_distribution() -> None:
    expression = parse_dice("3d6")
    dist = distribution(expression)
    assert expression.outcome_count == 216
    assert min(dist) == 3 and max(dist) == 18
    assert sum(dist.values()) == 1
    assert dist[10] == Fraction(27, 216)
    assert dist[3] == Fraction(1, 216)
    assert p_at_least("3d6", 8) == Fraction(181, 216)


def test_at_least_outside_the_range() -> None:
    assert p_at_least("1d6", 1) == 1
    assert p_at_least("1d6", -5) == 1
    assert p_at_least("1d6", 7) == 0
    assert p_greater("7", 6) == 1 and p_greater("7", 7) == 0


def test_subtracted_dice_reach_negative_totals() -> None:
    dist = distribution("1d4-1d4")
    assert dist[-3] == Fraction(1, 16)
    assert dist[0] == Fraction(4, 16)
    assert sum(dist.values()) == 1


def test_twenty_d20_is_exact() -> None:
    dist = distribution("20d20")
    assert len(dist) == 381
    assert dist[20] == Fraction(1, 20**20)
    assert sum(dist.values()) == 1
    assert expected_value("20d20") == 210


def test_returned_distribution_can_be_changed_without_harming_the_cache() -> None:
    distribution("1d4").clear()
    assert distribution("1d4") == {n: Fraction(1, 4) for n in range(1, 5)}


expressions = st.lists(
    st.tuples(st.integers(1, 4), st.sampled_from(TAB_MASTER_DICE), st.booleans()),
    min_size=1,
    max_size=3,
).map(lambda terms: DiceExpression(tuple(DiceTerm(*term) for term in terms), len(terms)))


@settings(derandomize=True, max_examples=60, deadline=None)
@given(expressions)
def test_distribution_is_a_probability_with_the_right_mean(expression: DiceExpression) -> None:
    dist = distribution(expression)
    assert sum(dist.values()) == 1
    assert sum(total * p for total, p in dist.items()) == expected_value(expression)
    assert parse_dice(str(expression)) == expression


def test_a_leading_sign_reads_back() -> None:
    assert parse_dice("-1d4+1") == DiceExpression((DiceTerm(1, 4, negative=True),), 1)
    assert parse_dice("-2") == DiceExpression((), -2)
