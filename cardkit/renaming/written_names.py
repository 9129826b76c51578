"""A new name as a rename writes it: a YAML scalar or PO string that reads back as exactly that
name, and the names no file can carry at all.

Written bare, `Choque: Forte` turns a YAML value into a mapping, `*Choque` into an alias, and
`Choque #2` into `Choque` followed by a comment, while the file is renamed `choque-2.yaml`. So a
value that is the whole name is quoted when YAML would read it otherwise, escaped to fit
quotes it already has, and every YAML file the rename touches is read back before the edit is
sent: when a name written into a longer text would change what YAML reads, the rename is refused
with the file and line, and nothing is edited.
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Any

import yaml

from cardkit.foundation.folding import fold
from cardkit.loading import load_yaml_text
from cardkit.lsp.text import whole_words

MAX_SLUG_BYTES = 200
"""A file name is at most 255 bytes on every common file system; the slug leaves room for `.yaml`."""
_UNSAFE_PLAIN = re.compile(r"[,\[\]{}#&*!|>'\"%@`]|: |:$|^[-?:]|^\s|\s$")
"""What makes a plain YAML scalar read as something else, in block and flow context alike."""


def name_problem(name: str) -> str | None:
    """Why no file can carry `name`, or None: control, format and line or paragraph separator
    characters (invisible, and read as line breaks by YAML), or a slug too long for a file name."""
    from cardkit.foundation.folding import slug

    for char in name:
        if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Zl", "Zp"):
            return f"it holds U+{ord(char):04X} {unicodedata.name(char, 'a control character')}, which no name may hold"
    if len(slug(name).encode("utf-8")) > MAX_SLUG_BYTES:
        return f"its file name would be longer than {MAX_SLUG_BYTES} bytes"
    return None


def yaml_scalar(name: str, quote: str) -> str:
    """`name` as the text of a YAML scalar that reads back as it: inside the `quote` the value
    already has (`"`, `'`), or, when it had none, bare if YAML reads it bare, else double-quoted."""
    if quote == '"':
        return json.dumps(name, ensure_ascii=False)[1:-1]
    if quote == "'":
        return name.replace("'", "''")
    return name if _reads_bare(name) else json.dumps(name, ensure_ascii=False)


def _reads_bare(name: str) -> bool:
    if _UNSAFE_PLAIN.search(name):
        return False
    try:
        return bool(yaml.safe_load(name) == name)
    except yaml.YAMLError:
        return False


def po_string(name: str) -> str:
    """`name` inside a PO string's quotes."""
    return name.replace("\\", "\\\\").replace('"', '\\"')


def changed_reading(relpath: str, before: str, after: str, old: str, new: str) -> str | None:
    """Where `after` (a YAML file with the rename applied) reads differently from `before`
    with `old` renamed to `new`, or None when it reads as it should (or `before` did not load)."""
    was, _ = load_yaml_text(before, relpath)
    if was is None:
        return None
    now, problems = load_yaml_text(after, relpath)
    if now is None:
        where = problems[0] if problems else None
        return f"{relpath}:{where.line if where else 1} would no longer be valid YAML"
    expected = _renamed(was.data, old, new)
    if now.data != expected:
        return f"{relpath}:{_first_difference(now, expected)} would read differently"
    return None


def _renamed(value: Any, old: str, new: str) -> Any:
    if isinstance(value, dict):
        return {_renamed(key, old, new): _renamed(item, old, new) for key, item in value.items()}
    if isinstance(value, list):
        return [_renamed(item, old, new) for item in value]
    if isinstance(value, str):
        if fold(value) == fold(old):
            return new
        for start, end in reversed(list(whole_words(value, old))):
            value = value[:start] + new + value[end:]
    return value


def _first_difference(now: Any, expected: Any, path: tuple[str | int, ...] = ()) -> int:
    """The line of the first value of `now.data` that differs from `expected`."""
    data = now.data
    for step in path:
        data = data[step]
    if isinstance(data, dict) and isinstance(expected, dict) and data.keys() == expected.keys():
        for key in data:
            if data[key] != expected[key]:
                return _first_difference(now, expected[key], (*path, key))
    if isinstance(data, list) and isinstance(expected, list) and len(data) == len(expected):
        for index, item in enumerate(data):
            if item != expected[index]:
                return _first_difference(now, expected[index], (*path, index))
    return int(now.position(path).line)
