"""Markdown pieces every reference page writes: tables whose cells cannot break a row, code
blocks, and headings with the anchor guides link to."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from typing import Any

_CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)


def prose(text: str) -> str:
    """`text` (a help text, a schema's description) as Markdown prints it: a `<locale>` outside a
    code span is words, not an HTML tag for the page to swallow."""
    parts: list[str] = []
    last = 0
    for span in _CODE_SPAN.finditer(text):
        parts.append(_escaped(text[last : span.start()]))
        parts.append(span.group(0))
        last = span.end()
    parts.append(_escaped(text[last:]))
    return "".join(parts)


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("*", "\\*").replace("_", "\\_")


def cell(text: object) -> str:
    """One table cell: a pipe or a line break would end the cell or the row."""
    return " ".join(str(text).replace("|", "\\|").split())


def code(value: object) -> str:
    """An inline code span of `value` (a key, a value), long enough to hold any backtick."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    fence = "``" if "`" in text else "`"
    pad = " " if fence == "``" else ""
    return f"{fence}{pad}{text}{pad}{fence}" if text else ""


def table(headers: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """A Markdown table; an empty one is left out (a header with no row reads as a mistake)."""
    lines = [f"| {' | '.join(cell(value) for value in row)} |" for row in rows]
    if not lines:
        return ""
    head = f"| {' | '.join(headers)} |\n| {' | '.join('---' for _ in headers)} |\n"
    return head + "\n".join(lines) + "\n"


def block(text: str, language: str = "") -> str:
    """A fenced code block longer than any fence inside `text`."""
    fence = "```"
    while fence in text:
        fence += "`"
    return f"{fence}{language}\n{text.rstrip()}\n{fence}\n"


def heading(level: int, title: str, anchor: str | None = None) -> str:
    """A heading with an explicit anchor (`attr_list`), so a link keeps working whatever the title."""
    return f"{'#' * level} {title}" + (f" {{#{anchor}}}" if anchor else "") + "\n"


def yaml_value(value: Any) -> str:
    """`value` as YAML flow text: what a file would write there."""
    import yaml

    return str(yaml.safe_dump(value, allow_unicode=True, default_flow_style=True, sort_keys=False, width=10_000)).strip().removesuffix("...").strip()
