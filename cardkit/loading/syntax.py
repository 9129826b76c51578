"""YAML syntax errors in plain words, located where the designer has to look."""

from __future__ import annotations

from typing import NamedTuple

import yaml

from cardkit.codes.loading import TAB_INDENTATION, YAML_SYNTAX
from cardkit.loading.codes import LoadProblem
from cardkit.loading.document import Position, position_of


class _Explanation(NamedTuple):
    """Plain words for YAML errors whose problem or context mentions one of `phrases`."""

    phrases: tuple[str, ...]
    message: str
    hint: str
    at_opening: bool = False
    """Point at where the unclosed thing opened (the error's context) rather than where YAML gave up."""


_EXPLANATIONS = (
    _Explanation(
        ("mapping values are not allowed",),
        "a `:` stands where a value was expected, so this line cannot be read as `key: value`",
        'if the value itself contains ": ", put it in quotes (text: "RNG: 3"); otherwise check the indentation',
    ),
    _Explanation(
        ("could not find expected ':'",),
        "a key is missing its `:`",
        "write `key: value`; a text that runs over several lines must be quoted or indented under its key",
    ),
    _Explanation(
        ("did not find expected key", "expected '-' indicator", "expected <block end>"),
        "this line does not line up with the lines above it",
        "keys of one mapping start in the same column, and so do the `- ` items of one list",
    ),
    _Explanation(
        ("unknown escape character",),
        "a backslash starts an unknown escape in a double-quoted text",
        "use single quotes, or write the backslash twice (`\\\\`)",
    ),
    _Explanation(("quoted scalar",), "this quoted text is never closed", "add the closing quote", at_opening=True),
    _Explanation(
        ("expected ',' or ']'",),
        "this `[` list is not closed",
        "close it with `]` and separate its items with commas",
        at_opening=True,
    ),
    _Explanation(
        ("expected ',' or '}'",),
        "this `{` mapping is not closed",
        "close it with `}` and separate its entries with commas",
        at_opening=True,
    ),
    _Explanation(
        ("undefined alias",),
        "`*` refers to an anchor (`&name`) that is not defined above it",
        "define `&name` before using `*name`, or quote a text that starts with `*`",
    ),
    _Explanation(
        ("found another document",),
        "this file holds more than one document (a second `---`)",
        "keep one definition per file",
    ),
    _Explanation(("cannot start any token",), "a value cannot start with this character", "put the value in quotes"),
)


def explain(error: yaml.MarkedYAMLError, text: str) -> LoadProblem:
    """A plain-words LoadProblem for a YAML error: at the tab if a tab broke the indentation (Y004)."""
    position = position_of(error.problem_mark or error.context_mark)
    tab_column = _indenting_tab_column(text, position.line)
    if tab_column is not None:
        return LoadProblem(
            TAB_INDENTATION,
            Position(position.line, tab_column),
            "this line is indented with a tab; YAML only accepts spaces for indentation",
            "replace the tab with spaces (set your editor to insert spaces for Tab in YAML files)",
        )
    said = f"{error.problem or ''} {error.context or ''}"
    for explanation in _EXPLANATIONS:
        if any(phrase in said for phrase in explanation.phrases):
            if explanation.at_opening and error.context_mark is not None:
                position = position_of(error.context_mark)
            return LoadProblem(YAML_SYNTAX, position, explanation.message, explanation.hint)
    return LoadProblem(
        YAML_SYNTAX,
        position,
        f"YAML cannot read this: {said.strip()}",
        "check this line and the one above: indentation, an unclosed quote or bracket, "
        'or a ": " inside an unquoted text are the usual causes',
    )


def _indenting_tab_column(text: str, line_number: int) -> int | None:
    """The 1-based column of a tab in the leading whitespace of a line, if there is one."""
    lines = text.split("\n")
    if not 1 <= line_number <= len(lines):
        return None
    line = lines[line_number - 1]
    indentation = line[: len(line) - len(line.lstrip(" \t"))]
    tab = indentation.find("\t")
    return tab + 1 if tab >= 0 else None
