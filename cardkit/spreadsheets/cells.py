"""One cell read as the value of one field, by the field's type.

A cell becomes what the field's file would write: a whole number from `3`, `3.0` or the text
"3"; null from a dash in a field that prints one; a list from its items split on the field's
separator; a structured value (a list of mappings, a card's printings) from the YAML of its cell.
What the cell cannot be at all (a formula error, a date, YAML that does not parse) is a
`CellProblem`; a value of the wrong shape is passed on as it is, for the kind's schema to refuse
with its usual message and hint.
"""

from __future__ import annotations

import datetime
import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardkit.codes.spreadsheet import BAD_CELL_YAML, DATE_CELL, FORMULA_ERROR
from cardkit.fields.model import FieldSpec
from cardkit.loading import load_yaml_text
from cardkit.spreadsheets.grid import Cell

ABSENT: Any = object()
"""An empty cell: the field is not given (its file leaves the key out)."""
DASHES = frozenset({"-", "–", "—"})
"""How a sheet writes "no value" in a field that may be null (a card whose range is a dash)."""
TRUE_WORDS = frozenset({"true", "yes", "y", "x", "1", "✓", "✔"})
FALSE_WORDS = frozenset({"false", "no", "n", "0"})
TEXT_TYPES = frozenset({"name", "text", "status", "enum", "reference", "image", "color", "notes"})
"""Types whose value is one text as written (an enum by its id or name)."""
LIST_TYPES = frozenset({"list", "codes", "paths"})
"""Types whose value is a list of plain items, one cell split on the separator."""
MAX_YAML_CHARS = 65_536
"""A structured cell is one value of one card: a longer one is refused unread."""
_INTEGER = re.compile(r"^[+-]?\d+$")
_DECIMAL = re.compile(r"^[+-]?\d*[.,]\d+$")


@dataclass(frozen=True)
class CellProblem:
    code: str
    message: str
    hint: str


def cell_value(cell: Cell, spec: FieldSpec) -> Any:
    """The field's value the cell holds, ABSENT for an empty one, or a CellProblem."""
    if cell.error is not None:
        return CellProblem(FORMULA_ERROR, f"the cell holds the formula error {cell.error}", "fix the formula, or replace it with the value")
    value = cell.value
    if isinstance(value, (datetime.date, datetime.time, datetime.timedelta)):
        return CellProblem(DATE_CELL, f"the cell holds the date {value.isoformat() if not isinstance(value, datetime.timedelta) else value}, but `{spec.id}` holds {_what(spec)}",
                           "a spreadsheet program made the value a date: format the cell as text and type the value again")
    if cell.is_empty:
        return ABSENT
    if spec.type in LIST_TYPES:
        return _listed(value, spec)
    if spec.type in TEXT_TYPES:
        return _text(value)
    return _READERS.get(spec.type, _structured)(value, spec)


def _what(spec: FieldSpec) -> str:
    return {"number": "a number", "dice": "dice", "flag": "true or false", "list": "a list"}.get(spec.type, "a text")


def _text(value: Any) -> Any:
    """A text as written; a number read from a numeric cell as the digits typed (`1984`, not `1984.0`)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return value.strip() if isinstance(value, str) else str(value)


def _whole(value: Any) -> Any:
    return int(value) if isinstance(value, float) and value.is_integer() else value


def _number(value: Any, spec: FieldSpec) -> Any:
    if isinstance(value, bool) or not isinstance(value, str):
        return _whole(value)
    text = value.strip()
    if spec.nullable and (text in DASHES or text.lower() == "null"):
        return None
    if _INTEGER.match(text):
        return int(text)
    if _DECIMAL.match(text):
        return _whole(float(text.replace(",", ".")))
    return text  # a symbol ("X"), or a word the schema refuses with its hint


def _dice(value: Any, spec: FieldSpec) -> Any:
    if not isinstance(value, str):
        return _whole(value)
    text = value.strip()
    if spec.nullable and (text in DASHES or text.lower() == "null"):
        return None
    return int(text) if _INTEGER.match(text) else text


def _flag(value: Any) -> Any:
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return bool(value) if value in (0, 1) else value
    word = str(value).strip().casefold()
    return True if word in TRUE_WORDS else False if word in FALSE_WORDS else str(value).strip()


def separator_of(spec: FieldSpec) -> str:
    """What splits a list cell: the field's separator without its spaces (" · " is "·"), else a comma."""
    return (spec.separator or ",").strip() or ","


def _listed(value: Any, spec: FieldSpec) -> Any:
    text = _text(value)
    if not isinstance(text, str):
        return [text]
    if text.startswith("["):
        return _structured(text, spec)
    parts = re.split("|".join(map(re.escape, dict.fromkeys([separator_of(spec), "\n"]))), text)
    return [part.strip() for part in parts if part.strip()]


def _structured(value: Any, spec: FieldSpec) -> Any:
    """A structured value written as YAML in its cell (`[{type: Comum, atk: 1}]`); a plain
    text (a file name, a colour) is the text itself."""
    if not isinstance(value, str):
        return _whole(value)
    text = value.strip()
    if not (text[:1] in "[{" or "\n" in text):
        return text
    if len(text) > MAX_YAML_CHARS:
        return CellProblem(BAD_CELL_YAML, f"the cell holds {len(text)} characters, more than a value of `{spec.id}` may", "keep the value short, or write it in the YAML file")
    doc, problems = load_yaml_text("value:\n" + textwrap.indent(text, "  "), "cell")  # the safe loader: no tags, no bombs
    errors = [problem for problem in problems if problem.severity.value == "error"]
    if doc is None or errors:
        why = (errors or problems)[0].message if (errors or problems) else "it cannot be read"
        return CellProblem(BAD_CELL_YAML, f"the cell is not the YAML of a `{spec.id}` value: {why}",
                           "write it as `cardkit export` does, on one line: [{key: value, key: value}]")
    return doc.data.get("value")


_READERS: dict[str, Callable[[Any, FieldSpec], Any]] = {
    "number": _number,
    "dice": _dice,
    "flag": lambda value, spec: _flag(value),
}
"""How a cell is read for the field types with a reader of their own (lists, texts and
structures aside)."""
