"""A ```scenario block: a worked example as data (board, units, action, dice, claimed outcome).

The YAML is read with `cardkit.loading` so every problem points at its line in the chapter,
and units are looked up in the game so a scenario always plays with the cards' current values.
Squares are written like a chess board: a column letter and a row number, "a1" top left::

    title: Ataque Comum do Lanceiro          # figure caption (optional)
    board: 5x3                               # columns x rows
    heights: {d2: 2}                         # ground level per square (default 0)
    obstacles: {b2: 9}                       # obstacle top level per square
    units:                                   # id = the text's footnote number
      - {id: "1", unit: Lanceiro, side: A, at: a2}
      - {id: "2", unit: Alquimista, side: B, at: d2, ammunition: 0}
    marks: {b2: "3"}                         # other footnote numbers, drawn on squares
    action: {attacker: "1", attack: Comum, move: [b2], target: "2"}
    #   or {attacker: "1", attack: Atropelamento, path: [b1, c1]}
    #   or {caster: "1", spell: Inferno, epicentre: c3}   (or target: for one unit)
    dice: {attack: 7, damage: [8, 12]}       # the results the text assumes, in order
    claim: {hit: ["2"], defeated: ["2"], ends_at: b2, lands: true, fluxo_spent: 8}
    expect_finding: "<why the text is known to be wrong, quoting the seed>"

A claim states only what the text says; anything left out is not compared. The seed's worked
examples, and which of them are known to be wrong, are in docs/seed-facts.md, Worked examples.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardkit.codes.checks import BAD_SCENARIO, rulebook_finding
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.index.names import NameIndex
from cardkit.loading import LocatedDocument, load_yaml_text
from cardkit.model import Game
from cardkit.packs.tabmaster.engine.board import Board, Square
from cardkit.packs.tabmaster.model import Spell, Unit, tm

_SQUARE = re.compile(r"^([a-z])([1-9][0-9]?)$")
_BOARD = re.compile(r"^([1-9][0-9]?)x([1-9][0-9]?)$")
MAX_COLUMNS = 26
TOP_KEYS = {"title", "board", "heights", "obstacles", "units", "marks", "action", "dice", "claim", "expect_finding"}
ACTION_KEYS = {"attacker", "attack", "move", "path", "target", "caster", "spell", "epicentre"}
CLAIM_KEYS = {"hit", "defeated", "ends_at", "lands", "fluxo_spent"}
UNIT_KEYS = {"id", "unit", "side", "at", "ammunition"}


def square_name(square: Square) -> str:
    return f"{chr(ord('a') + square[0])}{square[1] + 1}"


@dataclass(frozen=True)
class Piece:
    """A unit on the scenario's board: `id` is the example's footnote number."""

    id: str
    unit: Unit
    side: str
    at: Square
    ammunition: int


@dataclass(frozen=True)
class Action:
    """Who does what: an attack (type, optional move before it, or a trample path) or a spell."""

    actor: str
    attack: str | None = None
    spell: Spell | None = None
    move: tuple[Square, ...] = ()
    path: tuple[Square, ...] = ()
    target: str | None = None
    epicentre: Square | None = None


@dataclass(frozen=True)
class Claim:
    """What the text says happened; None means the text does not say."""

    hit: frozenset[str] | None = None
    defeated: frozenset[str] | None = None
    ends_at: Square | None = None
    lands: bool | None = None
    fluxo_spent: int | None = None


@dataclass(frozen=True)
class Scenario:
    title: str | None
    board: Board
    pieces: tuple[Piece, ...]
    marks: Mapping[Square, str]
    action: Action
    attack_roll: int | None
    damage_rolls: tuple[int, ...]
    claim: Claim
    expect_finding: str | None
    line: int
    """The line of the opening fence in the chapter: where replay findings are reported."""

    def piece(self, piece_id: str) -> Piece:
        return next(p for p in self.pieces if p.id == piece_id)


class _Invalid(Exception):
    """Stop reading: the scenario already has a problem that makes the rest meaningless."""


class _Reader:
    """Typed access to the located YAML, turning every wrong value into a diagnostic at its line."""

    def __init__(self, doc: LocatedDocument, first_line: int, game: Game) -> None:
        self.doc = doc
        self.first_line = first_line
        self.game = game
        self.problems: list[Diagnostic] = []
        self.columns = self.rows = 0

    def fail(self, path: tuple[str | int, ...], message: str, hint: str | None = None) -> None:
        line = self.first_line + self.doc.position(path).line - 1
        self.problems.append(rulebook_finding(BAD_SCENARIO, self.doc.relpath, line, message, hint=hint))

    def get(self, *path: str | int) -> Any:
        value: Any = self.doc.data
        for step in path:
            if isinstance(value, dict) and isinstance(step, str):
                value = value.get(step)
            elif isinstance(value, list) and isinstance(step, int) and step < len(value):
                value = value[step]
            else:
                return None
        return value

    def mapping(self, *path: str | int, allowed: set[str] | None = None, required: bool = True) -> dict[str, Any]:
        value = self.get(*path)
        if value is None and not required:
            return {}
        if not isinstance(value, dict):
            self.fail(path, f"`{'.'.join(map(str, path)) or 'scenario'}` must be a mapping")
            raise _Invalid
        for key in set(value) - (allowed or set(value)):
            self.fail((*path, key), f"unknown key `{key}` in a scenario", f"known keys: {', '.join(sorted(allowed or ()))}")
        return value

    def integer(self, path: tuple[str | int, ...], value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(path, f"expected a whole number, got {value!r}")
            raise _Invalid
        return value

    def square(self, path: tuple[str | int, ...], value: Any) -> Square:
        match = _SQUARE.match(str(value).strip().lower())
        square = (ord(match[1]) - ord("a"), int(match[2]) - 1) if match else None
        if square is None or not (0 <= square[0] < self.columns and 0 <= square[1] < self.rows):
            self.fail(path, f"{value!r} is not a square of this {self.columns}x{self.rows} board (write e.g. a1)")
            raise _Invalid
        return square

    def squares(self, path: tuple[str | int, ...]) -> tuple[Square, ...]:
        value = self.get(*path)
        if value is None:
            return ()
        if not isinstance(value, list):
            self.fail(path, "expected a list of squares, e.g. [b1, c1]")
            raise _Invalid
        return tuple(self.square((*path, i), item) for i, item in enumerate(value))

    def levels(self, key: str) -> dict[Square, int]:
        """`heights:` / `obstacles:` — a mapping square → level."""
        return {
            self.square((key, name), name): self.integer((key, name), level)
            for name, level in self.mapping(key, required=False).items()
        }


def read_scenario(content: str, relpath: str, fence_line: int, game: Game) -> tuple[Scenario | None, list[Diagnostic]]:
    """Parse one fence's YAML; `fence_line` is the 1-based line of its opening ``` in the chapter."""
    first_line = fence_line + 1
    doc, diagnostics = load_yaml_text(content, relpath)
    shifted = [dataclasses.replace(d, line=d.line + first_line - 1) for d in diagnostics]
    if doc is None:
        return None, shifted
    reader = _Reader(doc, first_line, game)
    try:
        scenario = _scenario(reader, fence_line)
    except _Invalid:
        return None, shifted + reader.problems
    return (scenario if not reader.problems else None), shifted + reader.problems


def _scenario(reader: _Reader, fence_line: int) -> Scenario:
    top = reader.mapping(allowed=TOP_KEYS)
    board_text = str(top.get("board", ""))
    size = _BOARD.match(board_text.strip())
    if size is None or int(size[1]) > MAX_COLUMNS:
        reader.fail(("board",), f"`board` must be COLUMNSxROWS with at most {MAX_COLUMNS} columns, e.g. 6x3")
        raise _Invalid
    reader.columns, reader.rows = int(size[1]), int(size[2])
    board = Board(reader.columns, reader.rows, reader.levels("heights"), reader.levels("obstacles"))
    pieces = _pieces(reader)
    ids = {piece.id for piece in pieces}
    marks = {reader.square(("marks", k), k): str(v) for k, v in reader.mapping("marks", required=False).items()}
    dice = reader.mapping("dice", allowed={"attack", "damage"}, required=False)
    damage = dice.get("damage", [])
    rolls = damage if isinstance(damage, list) else [damage]
    expect = top.get("expect_finding")
    if expect is not None and (not isinstance(expect, str) or not expect.strip()):
        reader.fail(("expect_finding",), "`expect_finding` must be a reason quoting the seed")
    return Scenario(
        title=str(top["title"]) if "title" in top else None,
        board=board,
        pieces=pieces,
        marks=marks,
        action=_action(reader, ids),
        attack_roll=reader.integer(("dice", "attack"), dice["attack"]) if "attack" in dice else None,
        damage_rolls=tuple(reader.integer(("dice", "damage"), roll) for roll in rolls),
        claim=_claim(reader, ids),
        expect_finding=expect.strip() if isinstance(expect, str) else None,
        line=fence_line,
    )


def _pieces(reader: _Reader) -> tuple[Piece, ...]:
    units = reader.get("units")
    if not isinstance(units, list) or not units:
        reader.fail(("units",), "`units` must list the units on the board")
        raise _Invalid
    index = NameIndex(unit.name for unit in tm(reader.game).units)
    pieces: list[Piece] = []
    for i in range(len(units)):
        entry = reader.mapping("units", i, allowed=UNIT_KEYS)
        match = index.match(str(entry.get("unit", "")))
        if match.canonical is None:
            close = index.closest(str(entry.get("unit", "")))
            reader.fail(("units", i, "unit"), f"no unit named {entry.get('unit')!r}", f"did you mean {' or '.join(close)}?" if close else None)
            raise _Invalid
        at = reader.square(("units", i, "at"), entry.get("at"))
        piece_id = str(entry.get("id", i + 1))
        if any(p.id == piece_id or p.at == at for p in pieces):
            reader.fail(("units", i), f"unit {piece_id} repeats an id or a square of another unit")
        unit = next(u for u in tm(reader.game).units if u.name == match.canonical)
        ammunition = reader.integer(("units", i, "ammunition"), entry.get("ammunition", 1))
        pieces.append(Piece(piece_id, unit, str(entry.get("side", "A")), at, ammunition))
    return tuple(pieces)


def _known_id(reader: _Reader, path: tuple[str | int, ...], value: Any, ids: set[str]) -> str:
    if str(value) not in ids:
        reader.fail(path, f"no unit with id {value!r} in this scenario", f"ids: {', '.join(sorted(ids))}")
        raise _Invalid
    return str(value)


def _action(reader: _Reader, ids: set[str]) -> Action:
    action = reader.mapping("action", allowed=ACTION_KEYS)
    target = _known_id(reader, ("action", "target"), action["target"], ids) if "target" in action else None
    if "spell" in action:
        spells = NameIndex(spell.name for spell in tm(reader.game).spells)
        match = spells.match(str(action["spell"]))
        if match.canonical is None or "caster" not in action:
            close = spells.closest(str(action["spell"]))
            reader.fail(("action", "spell"), f"a spell action needs `caster:` and a known spell, got {action['spell']!r}", f"did you mean {' or '.join(close)}?" if close else None)
            raise _Invalid
        spell = next(s for s in tm(reader.game).spells if s.name == match.canonical)
        epicentre = reader.square(("action", "epicentre"), action["epicentre"]) if "epicentre" in action else None
        caster = _known_id(reader, ("action", "caster"), action["caster"], ids)
        return Action(caster, spell=spell, target=target, epicentre=epicentre)
    if "attacker" not in action or "attack" not in action:
        reader.fail(("action",), "an action is `attacker:` + `attack:` (type) or `caster:` + `spell:`")
        raise _Invalid
    attacker = _known_id(reader, ("action", "attacker"), action["attacker"], ids)
    return Action(attacker, attack=str(action["attack"]), move=reader.squares(("action", "move")), path=reader.squares(("action", "path")), target=target)


def _claim(reader: _Reader, ids: set[str]) -> Claim:
    claim = reader.mapping("claim", allowed=CLAIM_KEYS)

    def units(key: str) -> frozenset[str] | None:
        if key not in claim:
            return None
        values = claim[key] if isinstance(claim[key], list) else [claim[key]]
        return frozenset(_known_id(reader, ("claim", key, i), v, ids) for i, v in enumerate(values))

    lands = claim.get("lands")
    if lands is not None and not isinstance(lands, bool):
        reader.fail(("claim", "lands"), "`lands` is true or false")
    return Claim(
        hit=units("hit"),
        defeated=units("defeated"),
        ends_at=reader.square(("claim", "ends_at"), claim["ends_at"]) if "ends_at" in claim else None,
        lands=lands if isinstance(lands, bool) else None,
        fluxo_spent=reader.integer(("claim", "fluxo_spent"), claim["fluxo_spent"]) if "fluxo_spent" in claim else None,
    )
