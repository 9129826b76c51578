"""The range kinds of seed 003 on small boards (docs/seed-facts.md, Range)."""

from __future__ import annotations

import pytest

from cardkit.packs.tabmaster.engine.board import Board, manhattan, squares_between
from cardkit.packs.tabmaster.engine.patterns import area_pattern
from cardkit.packs.tabmaster.engine.ranges import (
    RangeKind,
    area_distances,
    check_range,
    squares_in_area,
)

OPEN = Board(5, 5)


def test_distance_counts_orthogonal_steps() -> None:
    # Seed 003: "Casas na diagonal não são contadas como adjacentes".
    assert manhattan((0, 0), (1, 1)) == 2
    assert manhattan((4, 1), (1, 3)) == 5


def test_squares_between_walks_the_segment() -> None:
    assert squares_between((0, 0), (3, 0)) == ((1, 0), (2, 0))
    assert squares_between((0, 0), (1, 0)) == ()
    # Through a corner both squares beside it count, so grazing an obstacle blocks.
    assert squares_between((0, 0), (2, 2)) == ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2))
    assert squares_between((0, 0), (3, 1)) == ((1, 0), (2, 0), (1, 1), (2, 1))


@pytest.mark.parametrize("kind", list(RangeKind))
def test_origin_is_always_in_range(kind: RangeKind) -> None:
    # Seed 003: "A casa de onde a ação se origina ... está sempre dentro do alcance".
    check = check_range(OPEN, kind, (2, 2), (2, 2), 0)
    assert check.in_range and check.distance == 0


def test_squares_off_the_board_are_an_error() -> None:
    with pytest.raises(ValueError, match="not on the board"):
        check_range(OPEN, RangeKind.DIRECT, (2, 2), (9, 9), 3)


class TestMelee:
    def test_adjacent_on_level_ground(self) -> None:
        assert check_range(OPEN, RangeKind.MELEE, (2, 2), (2, 1), 1).in_range

    def test_higher_ground_adds_one(self) -> None:
        # "Se estiver em uma casa mais alta, você ganha 1 de alcance."
        high = Board(5, 5, heights={(2, 2): 1})
        check = check_range(high, RangeKind.MELEE, (2, 2), (2, 0), 1)
        assert (check.in_range, check.reach) == (True, 2)
        assert not check_range(OPEN, RangeKind.MELEE, (2, 2), (2, 0), 1).in_range

    def test_lower_ground_takes_one(self) -> None:
        low = Board(5, 5, heights={(2, 0): 1, (2, 1): 1})
        check = check_range(low, RangeKind.MELEE, (2, 2), (2, 0), 2)
        assert (check.in_range, check.reach) == (False, 1)

    def test_adjacent_target_in_reach_unless_higher_than_natural_reach(self) -> None:
        # "Se o alvo estiver em uma casa adjacente, ele está sempre dentro do alcance desde
        # que não esteja a uma altura maior que o valor natural do alcance da arma."
        one_up = Board(5, 5, heights={(2, 1): 1})
        two_up = Board(5, 5, heights={(2, 1): 2})
        assert check_range(one_up, RangeKind.MELEE, (2, 2), (2, 1), 1).in_range
        check = check_range(two_up, RangeKind.MELEE, (2, 2), (2, 1), 1)
        assert not check.in_range
        assert check.reason == "adjacent target is 2 higher than reach 1"

    def test_obstacle_between_blocks(self) -> None:
        board = Board(5, 5, obstacles={(2, 1): 0})
        check = check_range(board, RangeKind.MELEE, (2, 2), (2, 0), 2)
        assert not check.in_range
        assert check.reason == "obstacle at (2, 1) is in the way"


class TestDirect:
    def test_reach_on_level_ground(self) -> None:
        assert check_range(OPEN, RangeKind.DIRECT, (0, 0), (3, 0), 3).in_range
        check = check_range(OPEN, RangeKind.DIRECT, (0, 0), (4, 0), 3)
        assert (check.in_range, check.distance) == (False, 4)

    def test_height_difference_is_added_to_reach(self) -> None:
        # "adicione este valor à contagem de alcance"
        high = Board(5, 5, heights={(0, 0): 1})
        assert check_range(high, RangeKind.DIRECT, (0, 0), (4, 0), 3).reach == 4
        assert check_range(high, RangeKind.DIRECT, (0, 0), (4, 0), 3).in_range
        low = Board(5, 5, heights={(4, 0): 2})
        assert check_range(low, RangeKind.DIRECT, (0, 0), (4, 0), 5).reach == 3
        assert not check_range(low, RangeKind.DIRECT, (0, 0), (4, 0), 5).in_range

    def test_any_obstacle_on_the_line_blocks(self) -> None:
        low_rock = Board(5, 5, obstacles={(2, 0): 0})
        check = check_range(low_rock, RangeKind.DIRECT, (0, 0), (4, 0), 9)
        assert not check.in_range
        assert check.reason == "(2, 0) blocks the line"

    def test_grazing_an_obstacle_corner_blocks(self) -> None:
        board = Board(5, 5, obstacles={(1, 0): 0})
        assert not check_range(board, RangeKind.DIRECT, (0, 0), (2, 2), 9).in_range
        assert check_range(board, RangeKind.DIRECT, (0, 0), (0, 3), 9).in_range


class TestArcing:
    def test_obstacles_up_to_three_above_the_shooter_are_cleared(self) -> None:
        # "Obstáculos com diferença de altura maior que 3 bloqueiam o alcance."
        three = Board(5, 5, obstacles={(2, 0): 3})
        four = Board(5, 5, obstacles={(2, 0): 4})
        assert check_range(three, RangeKind.ARCING, (0, 0), (4, 0), 4).in_range
        assert not check_range(four, RangeKind.ARCING, (0, 0), (4, 0), 4).in_range

    def test_clearance_counts_from_the_shooters_height(self) -> None:
        board = Board(5, 5, heights={(0, 0): 2}, obstacles={(2, 0): 5})
        assert check_range(board, RangeKind.ARCING, (0, 0), (4, 0), 2).in_range

    def test_walls_and_roofs_block(self) -> None:
        # "Paredes que sobem até o teto ... Teto sobre a linha de disparo também bloqueia".
        walled = Board(5, 5, walls=frozenset({(2, 0)}))
        roofed = Board(5, 5, roofed=frozenset({(2, 0)}))
        assert not check_range(walled, RangeKind.ARCING, (0, 0), (4, 0), 4).in_range
        assert not check_range(roofed, RangeKind.ARCING, (0, 0), (4, 0), 4).in_range
        assert check_range(roofed, RangeKind.ARCING, (0, 0), (0, 4), 4).in_range

    def test_height_changes_reach(self) -> None:
        board = Board(5, 5, heights={(4, 0): 1})
        assert not check_range(board, RangeKind.ARCING, (0, 0), (4, 0), 4).in_range


FENCED = Board(5, 5, obstacles={(1, 1): 9, (1, 2): 9, (1, 3): 9})


class TestArea:
    def test_flood_fill_goes_around_obstacles(self) -> None:
        # "Obstáculos: devem ser contornadas." (0,2) to (2,2) is 2 apart but 6 steps around.
        assert not check_range(FENCED, RangeKind.AREA, (0, 2), (2, 2), 2).in_range
        check = check_range(FENCED, RangeKind.AREA, (0, 2), (2, 2), 6)
        assert (check.in_range, check.distance) == (True, 6)

    def test_heights_are_ignored(self) -> None:
        hill = Board(5, 5, heights={(2, 1): 8})
        assert check_range(hill, RangeKind.AREA, (2, 2), (2, 1), 1).in_range

    def test_distances_and_squares(self) -> None:
        distances = area_distances(FENCED, (0, 2), 2)
        assert distances == {(0, 2): 0, (0, 1): 1, (0, 3): 1, (0, 0): 2, (0, 4): 2}
        assert squares_in_area(FENCED, (0, 2), 2) == frozenset(distances)

    def test_open_board_area_matches_the_card_pattern(self) -> None:
        centre = (2, 2)
        expected = {(centre[0] + dx, centre[1] + dy) for dx, dy in area_pattern(2)}
        assert squares_in_area(OPEN, centre, 2) == expected
        assert len(expected) == 13


def test_board_rejects_squares_outside_it() -> None:
    with pytest.raises(ValueError, match="obstacles names squares outside the board"):
        Board(3, 3, obstacles={(3, 0): 1})
    with pytest.raises(ValueError, match="at least one square"):
        Board(0, 3)
