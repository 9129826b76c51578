"""Combat and heat dials (seed 002, "REPARANDO UMA UNIDADE" and "RESFRIANDO UMA UNIDADE";
docs/seed-facts.md, Clix combat)."""

from __future__ import annotations

import pytest

from cardkit.packs.tabmaster.engine.clix_dial import Click, CombatDial, idle_cooling, repair, take_damage, vent


def dial(position: int, markers: tuple[int, ...] = (), start: int = 0) -> CombatDial:
    clicks = tuple(Click(repair_marker=n in markers) for n in range(8))
    return CombatDial(clicks, position, start)


def test_damage_turns_the_dial_and_can_eliminate() -> None:
    assert take_damage(dial(2), 3).position == 5
    eliminated = take_damage(dial(6), 5)
    assert (eliminated.position, eliminated.eliminated) == (8, True)


def test_repair_goes_back_one_click_at_a_time() -> None:
    outcome = repair(dial(5), 2)
    assert (outcome.dial.position, outcome.applied, outcome.lost) == (3, 2, 0)


def test_repair_stops_at_a_repair_marker_and_the_rest_is_lost() -> None:
    # "Pare de aplicar os cliques de reparo, quando aparecer o marcador de reparo ou a
    # posição inicial ... Os cliques de reparo remanescentes serão perdidos."
    outcome = repair(dial(5, markers=(3,)), 4)
    assert (outcome.dial.position, outcome.applied, outcome.lost) == (3, 2, 2)


def test_repair_stops_at_the_starting_position() -> None:
    outcome = repair(dial(3, start=1), 5)
    assert (outcome.dial.position, outcome.applied, outcome.lost) == (1, 2, 3)


def test_no_repair_while_a_marker_shows() -> None:
    # "Uma unidade não poderá receber um clique de reparo se ... aparecer um marcador de reparo"
    outcome = repair(dial(4, markers=(4,)), 3)
    assert (outcome.dial.position, outcome.applied, outcome.lost) == (4, 0, 3)


def test_an_eliminated_unit_is_not_repaired() -> None:
    with pytest.raises(ValueError, match="eliminated"):
        repair(dial(8), 1)


def test_dial_position_must_be_on_the_dial() -> None:
    with pytest.raises(ValueError, match="outside the dial"):
        dial(9)
    with pytest.raises(ValueError, match="outside the dial"):
        dial(1, start=2)


def test_venting_cools_by_the_rating_never_below_the_start() -> None:
    # "o número de cliques de resfriamento ... será igual ao seu ventilar rating" and "não
    # poderá receber cliques de resfriamento se seu disco ... exibindo a temperatura inicial"
    assert vent(temperature=4, starting_temperature=0, vent_rating=2) == 2
    assert vent(temperature=1, starting_temperature=0, vent_rating=3) == 0
    assert vent(temperature=0, starting_temperature=0, vent_rating=3) == 0


def test_an_idle_mech_cools_one_click() -> None:
    # "O 'Mech receberá 1 clique de resfriamento no final do turno que não receber nenhuma ação."
    assert idle_cooling(temperature=3, starting_temperature=0) == 2
    assert idle_cooling(temperature=0, starting_temperature=0) == 0
