"""Completion of a trait's parameters: which parameter of which trait the cursor is in (a
unit's `traits:` entry's `params:`), and the names its declared type takes.

`params: [Fogo, |]` inside `- name: Essência` is the trait's second parameter; its declared
type (`element`, `spell`, `card_type`, `unit_class`) says which names complete there (the
pack's `complete_names` hook, asked by the core's `cardkit.lsp.offers`). Read from the
buffer's lines, as the rest of the server's YAML positions are, so it works while the file does
not parse.
"""

from __future__ import annotations

import re

from cardkit.foundation.folding import fold
from cardkit.index.game import GameIndex
from cardkit.lsp.offers import Offer
from cardkit.lsp.text import line_of, lsp_lines
from cardkit.packs.tabmaster import lookup
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import TraitParam, tm
from cardkit.packs.tabmaster.sites import PARAM_KINDS

PARAMS_KEYS = ("traits", "params")
"""The keys above a trait use's parameter values."""
NOTHING = Offer()
"""A parameter that takes no name (a number, free text), or a place past the trait's last."""
_NAME = re.compile(r"^\s*(?:-\s+)?name\s*:\s*(.+?)\s*$")


def complete_names(index: GameIndex, kind_id: str | None, keys: tuple[str, ...], text: str, line: int, column: int) -> Offer | None:
    """Hook `complete_names(index, kind_id, keys, text, line, column)`: what the cursor's place
    takes when the pack knows it better than the field table, else None. In a unit's trait
    `params:`, the names the trait's parameter at the cursor takes."""
    if kind_id != Kind.UNIT.id or keys[-2:] != PARAMS_KEYS:
        return None
    param = param_at(index, text, line, column)
    kind = PARAM_KINDS.get(param.type) if param is not None else None
    if param is None or kind is None:
        return NOTHING
    if param.type == "spell" and param.card_type:
        wanted = fold(param.card_type)
        return Offer((kind,), frozenset(spell.name for spell in tm(index.game).spells if fold(spell.card_type) == wanted))
    return Offer((kind,))


def param_at(index: GameIndex, text: str, line: int, column: int) -> TraitParam | None:
    """The trait parameter under the cursor (its type says which names it takes), or None."""
    trait_name = _entry_name(text, line)
    trait = lookup.trait(index, trait_name) if trait_name else None
    if trait is None:
        return None
    position = _param_index(text, line, column)
    if position is None or position >= len(trait.params):
        return None
    return trait.params[position]


def _indent(row: str) -> int:
    return len(row) - len(row.lstrip())


def _entry_name(text: str, line: int) -> str | None:
    """The `name:` of the list entry holding `line`: looked for from the entry's dash down to
    its end, since an entry may give its `params:` before its `name:`."""
    lines = lsp_lines(text)
    if not 0 <= line < len(lines):
        return None
    first = _entry_start(lines, line)
    if first is None:
        return None
    dash = _indent(lines[first])
    for offset, row in enumerate(lines[first:]):
        if offset and row.strip() and _indent(row) <= dash:
            break
        match = _NAME.match(row)
        if match:
            return match.group(1).strip("\"'")
    return None


def _entry_start(lines: list[str], line: int) -> int | None:
    """The line of the dash that opens the list entry holding `line`; None outside a list."""
    if lines[line].lstrip().startswith("- ") and "params" in lines[line].split(":", 1)[0]:
        return line
    here = _indent(lines[line])
    for above in range(line - 1, -1, -1):
        row = lines[above]
        if not row.strip():
            continue
        if _indent(row) < here and row.lstrip().startswith("- "):
            return above
        if _indent(row) == 0:
            return None
    return None


def _param_index(text: str, line: int, column: int) -> int | None:
    """The cursor's place in `params:`: commas before it in a flow list, items above it in a block list."""
    row = line_of(text, line)[:column]
    flow = re.search(r"params\s*:\s*\[([^\]]*)$", row)
    if flow:
        return flow.group(1).count(",")
    lines = lsp_lines(text)
    if not row.lstrip().startswith("-"):
        return None
    count = 0
    for above in reversed(lines[:line]):
        stripped = above.lstrip()
        if stripped.startswith("- ") and _indent(above) == _indent(row):
            count += 1
        elif re.match(r"(?:-\s+)?params\s*:\s*$", stripped):
            return count
        else:
            return None
    return None
