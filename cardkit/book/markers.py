"""Note markers bound to their word.

The seeds number the pieces of a worked example with superscript digits set apart by spaces
("um Levi ⁴ , a uma casa"), and with `^{2 e 3}` (a <sup>); docs/seed-facts.md (The rulebook). Printed as written, a marker can
start a line and a comma stands apart from it. A book prints a marker against the word it
notes and the punctuation against the marker, so the text renderer takes out the spaces on
both sides; the parsed tokens (what checks and translations read) keep the chapter's text.
"""

from __future__ import annotations

import re
from collections.abc import MutableMapping
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml
from markdown_it.token import Token

MARKERS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
"""The superscript digits the seeds number things with (docs/seed-facts.md)."""
_PUNCTUATION = re.escape(",.;:!?)]")
_SPACE_BEFORE_MARKER = re.compile(rf"[ \t]+(?=[{MARKERS}])")
_SPACE_AFTER_MARKER = re.compile(rf"(?<=[{MARKERS}])[ \t]+(?=[{_PUNCTUATION}])")
_SPACE_BEFORE_PUNCTUATION = re.compile(rf"^[ \t]+(?=[{_PUNCTUATION}])")


def install(md: MarkdownIt) -> None:
    """Render every text run with its markers bound."""
    md.add_render_rule("text", _render_text)


def bound(tokens: list[Token], index: int) -> str:
    """The text of `tokens[index]` with no space before a marker or between a marker and its
    punctuation, a <sup> marker included (the tokens around it are its neighbours)."""
    text = _SPACE_AFTER_MARKER.sub("", _SPACE_BEFORE_MARKER.sub("", tokens[index].content))
    if index + 1 < len(tokens) and tokens[index + 1].type == "sup_open":
        text = text.rstrip(" \t")
    if index > 0 and tokens[index - 1].type == "sup_close":
        text = _SPACE_BEFORE_PUNCTUATION.sub("", text)
    return text


def _render_text(self: Any, tokens: list[Token], idx: int, options: Any, env: MutableMapping[str, Any]) -> str:
    return escapeHtml(bound(tokens, idx))
