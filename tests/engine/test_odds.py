"""Exact odds for the balance report."""

from __future__ import annotations

from fractions import Fraction

from cardkit.packs.tabmaster.engine.odds import p_clix_hit, p_defeat, p_projectile_hit


def test_defeat_is_damage_strictly_above_defense() -> None:
    assert p_defeat("1d20", 10) == Fraction(1, 2)
    assert p_defeat("2d20", 10) == Fraction(71, 80)
    assert p_defeat("10", 10) == 0
    assert p_defeat("20", 10) == 1


def test_defeat_with_element_bonus_and_extra_dice() -> None:
    # Fogo vs Essência: Gelo (+20) always beats DEF 10 with 1d20.
    assert p_defeat("1d20", 10, bonus=20) == 1
    # Luz vs Morto Vivo: +10 and an extra 1d20 against DEF 25: P(2d20 > 15).
    assert p_defeat("1d20", 25, bonus=10, extra_dice="1d20") == Fraction(295, 400)


def test_projectile_hit_odds_of_the_arqueiro_example() -> None:
    # 1d10 at distance 8 from 2 levels higher: a roll of 6 or more hits.
    assert p_projectile_hit("1d10", 8, height_advantage=2) == Fraction(1, 2)
    # Shooting blind (ATK -10) at distance 1 from the same level never hits with 1d10.
    assert p_projectile_hit("1d10", 1, penalty=10) == 0


def test_clix_hit_odds_of_the_catapult() -> None:
    # ATK 10 against DEF 18 needs 8 or more on 3d6.
    assert p_clix_hit(10, 18) == Fraction(181, 216)
    assert p_clix_hit(10, 20, bonus=2) == Fraction(181, 216)
