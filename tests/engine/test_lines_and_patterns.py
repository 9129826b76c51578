"""Linha geometry and the offset patterns the card renderer draws."""

from __future__ import annotations

import pytest

from cardkit.packs.tabmaster.engine.board import Board
from cardkit.packs.tabmaster.engine.lines import (
    ALL_DIRECTIONS,
    EAST,
    NORTH,
    WEST,
    LineDirection,
    line_squares,
    line_vectors,
    ray,
)
from cardkit.packs.tabmaster.engine.patterns import area_pattern, explosion_pattern, line_pattern


@pytest.mark.parametrize(
    ("direction", "vectors"),
    [
        (LineDirection.HORIZONTAL, {(1, 0), (-1, 0)}),
        (LineDirection.VERTICAL, {(0, 1), (0, -1)}),
        (LineDirection.DIAGONALS, {(1, 1), (1, -1), (-1, 1), (-1, -1)}),
        (LineDirection.FRONT, {EAST}),
        (LineDirection.BACK, {WEST}),
        (LineDirection.COMPLETE, set(ALL_DIRECTIONS)),
    ],
)
def test_each_direction_facing_east(
    direction: LineDirection, vectors: set[tuple[int, int]]
) -> None:
    assert line_vectors([direction], facing=EAST) == vectors


def test_random_takes_the_rolled_direction_or_shows_them_all() -> None:
    assert line_vectors([LineDirection.RANDOM], random_direction=(-1, 1)) == {(-1, 1)}
    assert line_vectors([LineDirection.RANDOM]) == set(ALL_DIRECTIONS)


def test_directions_must_be_unit_steps() -> None:
    with pytest.raises(ValueError, match="facing must be one of the eight unit steps"):
        line_vectors([LineDirection.FRONT], facing=(2, 0))


def test_a_ray_stops_at_the_edge_and_before_an_obstacle() -> None:
    board = Board(6, 3, obstacles={(4, 1): 1})
    assert ray(board, (1, 1), EAST, 5) == ((2, 1), (3, 1))
    assert ray(board, (1, 1), WEST, 5) == ((0, 1),)
    assert ray(board, (1, 1), (1, 1), 5) == ((2, 2),)


def test_line_squares_unite_the_rays() -> None:
    board = Board(5, 5)
    vectors = line_vectors([LineDirection.VERTICAL])
    assert line_squares(board, (2, 2), vectors, 1) == {(2, 1), (2, 3)}


def test_line_pattern_counts_diagonals_along_the_line() -> None:
    pattern = line_pattern([LineDirection.COMPLETE], 2)
    assert len(pattern) == 16
    assert (2, 2) in pattern and (0, -2) in pattern and (0, 0) not in pattern


def test_front_line_pattern_follows_the_facing() -> None:
    assert line_pattern([LineDirection.FRONT], 3) == {(0, -1), (0, -2), (0, -3)}
    assert line_pattern([LineDirection.FRONT, LineDirection.BACK], 1, facing=EAST) == {
        (1, 0),
        (-1, 0),
    }


def test_area_pattern_is_a_diamond_with_the_caster() -> None:
    assert area_pattern(0) == {(0, 0)}
    assert area_pattern(1) == {(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)}
    assert len(area_pattern(3)) == 25


def test_explosion_pattern_of_inferno() -> None:
    # Inferno: "o Alcance de Epicentro é 3 e o Alcance de Área de Efeito é 2".
    default = explosion_pattern(3, 2)
    assert default.epicentre == (0, -3)
    assert default.epicentre_choices == area_pattern(3)
    assert len(default.blast) == 13 and (0, 0) not in default.blast
    # The rulebook example puts the epicentre 2 squares away, so the caster is in the blast.
    closer = explosion_pattern(3, 2, epicentre=(0, -2))
    assert (0, 0) in closer.blast and (0, -4) in closer.blast and (0, 1) not in closer.blast


def test_explosion_epicentre_must_be_within_reach() -> None:
    with pytest.raises(ValueError, match=r"epicentre \(2, 2\) is beyond reach 3"):
        explosion_pattern(3, 1, epicentre=(2, 2))


def test_north_is_up_on_the_card() -> None:
    assert NORTH == (0, -1)
