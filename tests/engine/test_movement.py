"""Movement (seed 004; docs/seed-facts.md, Movement)."""

from __future__ import annotations

import pytest

from cardkit.packs.tabmaster.engine.movement import (
    Occupant,
    check_move,
    melee_modifier_after_move,
    movement_allowance,
    path_cost,
    turn_defense,
)


def straight(length: int) -> list[tuple[int, int]]:
    return [(x, 0) for x in range(length + 1)]


def diagonal(length: int) -> list[tuple[int, int]]:
    return [(n, n) for n in range(length + 1)]


def test_straight_steps_cost_one_each() -> None:
    assert path_cost(straight(4)) == 4
    assert path_cost(straight(0)) == 0


def test_diagonals_cost_one_two_one_two() -> None:
    # "a primeira diagonal conta como um passo; a segunda diagonal conta como dois passos; a
    # terceira como um; a quarta como dois, e assim sucessivamente."
    assert [path_cost(diagonal(n)) for n in range(5)] == [0, 1, 3, 4, 6]


def test_the_diagonal_count_carries_on_across_a_straight_stretch() -> None:
    # "Se o movimento começar na diagonal e mudar de direção durante o percurso, a contagem
    # continuará quando ele usar casas diagonais novamente."
    path = [(0, 0), (1, 1), (2, 1), (3, 1), (4, 2), (5, 3)]
    # diagonal 1, straight 1, straight 1, diagonal 2 (second diagonal), diagonal 1 (third).
    assert path_cost(path) == 1 + 1 + 1 + 2 + 1


def test_a_path_moves_one_square_at_a_time() -> None:
    with pytest.raises(ValueError, match=r"\(0, 0\) -> \(2, 0\) is not a step"):
        path_cost([(0, 0), (2, 0)])
    with pytest.raises(ValueError, match="not a step"):
        path_cost([(0, 0), (0, 0)])


def test_running_doubles_movement_and_drops_defense_to_seven() -> None:
    # "Se ele decidir correr, o que consiste em movimentar-se o dobro do seu deslocamento
    # básico, sua defesa naquele turno cai para 7."
    assert movement_allowance(3, running=True) == 6
    assert movement_allowance(3, running=False) == 3
    assert turn_defense(10, running=True) == 7
    assert turn_defense(10, running=False) == 10
    # "cai para" (falls to): a DEF already below 7 does not rise.
    assert turn_defense(5, running=True) == 5


@pytest.mark.parametrize(
    ("path", "modifier"),
    [
        # "o personagem pode andar até duas casas e atacar - ou uma na diagonal. Cada casa (em
        # linha reta) além dessa distância penaliza o ataque com -1, cumulativamente."
        (straight(0), 0),
        (straight(2), 0),
        (straight(3), -1),
        (straight(5), -3),
        # "Na diagonal, a primeira casa além do permitido penaliza com -1; a segunda casa
        # acresce a penalidade em -2; a terceira acresce em -1 e assim sucessivamente."
        (diagonal(1), 0),
        (diagonal(2), -1),
        (diagonal(3), -3),
        (diagonal(4), -4),
        (diagonal(5), -6),
        # Mixed paths (the seed is silent): one straight and one diagonal cost -1 either way.
        ([(0, 0), (1, 0), (2, 1)], -1),
        ([(0, 0), (1, 1), (2, 1)], -1),
    ],
)
def test_moving_before_a_melee_attack(path: list[tuple[int, int]], modifier: int) -> None:
    assert melee_modifier_after_move(path) == modifier


class TestOccupiedSquares:
    PATH = ((0, 0), (1, 0), (2, 0), (3, 0))

    def test_allies_can_be_crossed_but_not_stopped_on(self) -> None:
        # "com aliados, o personagem pode atravessar essa casa sem parar nela"
        assert check_move(self.PATH, movement=3, occupants={(1, 0): Occupant.ALLY}).legal
        stop = check_move(self.PATH, movement=3, occupants={(3, 0): Occupant.ALLY})
        assert (stop.legal, stop.reason) == (False, "cannot stop on the occupied square (3, 0)")

    def test_inactive_enemies_can_be_crossed_and_stopped_on(self) -> None:
        # "com um inimigo inexpressivo ... pode atravessar e até terminar o movimento nela"
        occupants = {(1, 0): Occupant.INACTIVE_ENEMY, (3, 0): Occupant.INACTIVE_ENEMY}
        assert check_move(self.PATH, movement=3, occupants=occupants).legal

    def test_active_enemies_block_unless_the_test_passes(self) -> None:
        # "com inimigo ativo não se pode atravessar, a não ser que passe num teste"
        occupants = {(2, 0): Occupant.ACTIVE_ENEMY}
        blocked = check_move(self.PATH, movement=3, occupants=occupants)
        assert (blocked.legal, blocked.reason) == (False, "active enemy at (2, 0) blocks the way")
        jumped = check_move(
            self.PATH, movement=3, occupants=occupants, passes_enemy_test=lambda sq: sq == (2, 0)
        )
        assert jumped.legal
        failed = check_move(
            self.PATH, movement=3, occupants=occupants, passes_enemy_test=lambda sq: False
        )
        assert not failed.legal

    def test_the_path_must_be_paid_for(self) -> None:
        walk = check_move(diagonal(3), movement=3, occupants={})
        assert (walk.legal, walk.cost, walk.allowance) == (False, 4, 3)
        assert walk.reason == "path costs 4, allowance 3"
        assert check_move(diagonal(3), movement=3, occupants={}, running=True).legal

    def test_standing_still_is_always_legal(self) -> None:
        assert check_move([(0, 0)], movement=0, occupants={}).legal
