"""Area diagrams for card faces, as offsets ``(dx, dy)`` from the caster at ``(0, 0)``.

The card renderer draws a spell's shape from these, on an open board, so the diagram on the
card is computed by the same geometry the rules use and cannot drift from it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .board import Offset, manhattan
from .lines import NORTH, LineDirection, line_offsets, line_vectors


def area_pattern(reach: int) -> frozenset[Offset]:
    """An Área of this reach: every square within ``reach`` orthogonal steps, caster included."""
    return _diamond((0, 0), reach)


def line_pattern(
    directions: Iterable[LineDirection],
    reach: int,
    facing: Offset = NORTH,
    random_direction: Offset | None = None,
) -> frozenset[Offset]:
    """A Linha: see ``lines`` for what each direction covers; Aleatório without a rolled
    direction shows every square it might hit."""
    return line_offsets(line_vectors(directions, facing, random_direction), reach)


@dataclass(frozen=True)
class ExplosionPattern:
    """Where the epicentre may go, where it is drawn, and the squares its blast covers."""

    epicentre: Offset
    epicentre_choices: frozenset[Offset]
    blast: frozenset[Offset]


def explosion_pattern(reach: int, radius: int, epicentre: Offset | None = None) -> ExplosionPattern:
    """An Explosão: the epicentre within ``reach`` of the caster, the blast within ``radius``
    of the epicentre. By default the epicentre is drawn straight ahead at full reach."""
    chosen = epicentre if epicentre is not None else (NORTH[0] * reach, NORTH[1] * reach)
    if manhattan((0, 0), chosen) > reach:
        raise ValueError(f"epicentre {chosen} is beyond reach {reach}")
    return ExplosionPattern(chosen, _diamond((0, 0), reach), _diamond(chosen, radius))


def _diamond(centre: Offset, radius: int) -> frozenset[Offset]:
    cx, cy = centre
    return frozenset(
        (cx + dx, cy + dy)
        for dx in range(-radius, radius + 1)
        for dy in range(-(radius - abs(dx)), radius - abs(dx) + 1)
    )
