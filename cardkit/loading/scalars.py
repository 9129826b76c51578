"""Plain scalars read the YAML 1.2 core-schema way, so `no`, `on` and `2024-01-01` stay text.

YAML 1.1 (and PyYAML's own resolver) would turn `no` into False and dates into date objects;
the core schema keeps a designer's words as written and only reads what is unambiguous.
"""

from __future__ import annotations

import re

Scalar = str | int | float | bool | None

_INT = re.compile(r"[-+]?[0-9]+\Z")
_OCTAL = re.compile(r"0o[0-7]+\Z")
_HEX = re.compile(r"0x[0-9a-fA-F]+\Z")
_FLOAT = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?\Z")
_INFINITY = re.compile(r"([-+]?)\.(?:inf|Inf|INF)\Z")
_NAN = re.compile(r"\.(?:nan|NaN|NAN)\Z")

YAML11_BOOLEAN_WORDS = frozenset({"yes", "no", "on", "off", "y", "n"})
"""Words YAML 1.1 tools read as booleans; the core schema (and cardkit) reads them as text."""


def resolve_plain(text: str) -> Scalar:
    """The value of an unquoted scalar: null, a boolean, a number, or else the text itself."""
    lowered = text.lower()
    if lowered in ("", "~", "null"):
        return None
    if lowered in ("true", "false"):
        return lowered == "true"
    if text[0] not in "0123456789+-.":  # no number starts otherwise: most values are words
        return text
    if _INT.match(text) or _OCTAL.match(text) or _HEX.match(text):
        return _whole_number(text)
    if _FLOAT.match(text):
        return float(text)
    infinity = _INFINITY.match(text)
    if infinity:
        return float(f"{infinity.group(1)}inf")
    if _NAN.match(text):
        return float("nan")
    return text


def is_yaml11_boolean(text: str) -> bool:
    return text.lower() in YAML11_BOOLEAN_WORDS


def _whole_number(text: str) -> int | str:
    """An integer, or the text itself when it has too many digits for Python to turn into a
    number or back into text: a hexadecimal `0xfff...` converts at any length, but past 4,300
    decimal digits it could not be printed (and jsonschema's own messages print it)."""
    base = {"0x": 16, "0o": 8}.get(text[:2], 10)
    try:
        number = int(text if base == 10 else text[2:], base)
        str(number)  # raises ValueError past sys.get_int_max_str_digits()
    except ValueError:
        return text
    return number
