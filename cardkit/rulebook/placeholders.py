"""The placeholder syntax: `{{ name() }}` or `{{ name("argument") }}` alone on a line.

Chapter text is never run through Jinja (it would let any chapter execute template code), so
placeholders are read by this small parser instead: a generator name and at most one quoted
text argument. Anything else inside `{{ }}` is a diagnostic, not something to evaluate.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

OPEN, CLOSE = "{{", "}}"

_CALL = re.compile(
    r"""\{\{\s*
    (?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*
    \(\s*(?:"(?P<double>[^"]*)"|'(?P<single>[^']*)')?\s*\)
    \s*\}\}\s*$""",
    re.VERBOSE,
)


@dataclass(frozen=True)
class Call:
    """A parsed placeholder: which generator, with which argument (None when called without)."""

    name: str
    argument: str | None


class PlaceholderSyntaxError(ValueError):
    """The text between `{{` and `}}` is not a call this parser accepts."""


def is_placeholder_line(line: str) -> bool:
    """Does this Markdown line try to be a placeholder? (Then it must parse, or be reported.)"""
    return line.strip().startswith(OPEN)


def parse_call(line: str) -> Call:
    """Read one placeholder line; raise PlaceholderSyntaxError saying what the line should look like."""
    match = _CALL.match(line.strip())
    if match is None:
        raise PlaceholderSyntaxError(
            f"cannot read placeholder {line.strip()!r}: write {OPEN} name() {CLOSE} or {OPEN} name(\"Nome\") {CLOSE}"
        )
    argument = match["double"] if match["double"] is not None else match["single"]
    return Call(match["name"], argument)
