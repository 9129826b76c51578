"""Clix combat and heat dials (seed 002): damage turns a dial clockwise, repair turns it back
one click at a time, cooling lowers the temperature down to where it started
(docs/seed-facts.md, Clix combat)."""

from __future__ import annotations

from dataclasses import dataclass, replace

IDLE_COOLING_CLICKS = 1
"""A 'Mech given no order cools by one click at the end of the turn."""


@dataclass(frozen=True)
class Click:
    """One position of a combat dial; a repair marker stops repairs when it shows."""

    repair_marker: bool = False
    label: str = ""


@dataclass(frozen=True)
class CombatDial:
    """The clicks of a dial and the one showing. ``start`` is the green starting position;
    a position past the last click means the unit is eliminated."""

    clicks: tuple[Click, ...]
    position: int = 0
    start: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.start <= self.position <= len(self.clicks):
            raise ValueError(f"position {self.position} / start {self.start} outside the dial")

    @property
    def eliminated(self) -> bool:
        return self.position == len(self.clicks)


def take_damage(dial: CombatDial, clicks: int) -> CombatDial:
    """Turn the dial clockwise; damage past the last click eliminates the unit."""
    return replace(dial, position=min(dial.position + clicks, len(dial.clicks)))


@dataclass(frozen=True)
class RepairOutcome:
    dial: CombatDial
    applied: int
    lost: int


def repair(dial: CombatDial, clicks: int) -> RepairOutcome:
    """Apply repair clicks counter-clockwise one at a time, stopping as soon as a repair
    marker or the starting position shows; the remaining clicks are lost."""
    if dial.eliminated:
        raise ValueError("an eliminated unit cannot be repaired")
    position, applied = dial.position, 0
    while applied < clicks and not _stops_repair(dial, position):
        position, applied = position - 1, applied + 1
    return RepairOutcome(replace(dial, position=position), applied, clicks - applied)


def _stops_repair(dial: CombatDial, position: int) -> bool:
    return position == dial.start or dial.clicks[position].repair_marker


def vent(temperature: int, starting_temperature: int, vent_rating: int) -> int:
    """A vent order cools by the 'Mech's vent rating, never below the starting temperature."""
    return max(starting_temperature, temperature - vent_rating)


def idle_cooling(temperature: int, starting_temperature: int) -> int:
    """A 'Mech that took no action cools by one click."""
    return vent(temperature, starting_temperature, IDLE_COOLING_CLICKS)
