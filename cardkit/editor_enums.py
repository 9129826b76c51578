"""Enums with hover texts, as yaml-language-server reads them: every name an editor schema offers
carries its definition's text, so completion and hover say what the name is, not only that it
is allowed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardkit.packs.tabmaster.model import Element

Named = tuple[str, str]
"""A word of the game and its definition's text, the enum's hover text (`enumDescriptions`)."""


SUMMARY_CHARS = 200
"""yaml-language-server's hover over a value lists every allowed value with its markdown text:
25 traits' full texts would fill the screen, so markdown gets each text's first paragraph."""


def set_enum(node: dict[str, Any], words: Sequence[Named]) -> None:
    """`enum` with its hover texts: `enumDescriptions` (the full text) and
    `markdownEnumDescriptions` (its first paragraph: yaml-language-server writes the name before it)."""
    node["enum"] = [name for name, _ in words]
    node["enumDescriptions"] = [text for _, text in words]
    node["markdownEnumDescriptions"] = [summary(text) for _, text in words]


def summary(text: str) -> str:
    """The first paragraph of `text`, cut at a word under SUMMARY_CHARS with an ellipsis."""
    first = " ".join(text.strip().split("\n\n", 1)[0].split())
    if len(first) <= SUMMARY_CHARS:
        return first
    return first[:SUMMARY_CHARS].rsplit(" ", 1)[0].rstrip(",;:") + "…"


def element_text(element: Element) -> str:
    """An element's rules texts, by delivery (attack, spell)."""
    return "\n\n".join(f"{delivery}: {text.strip()}" for delivery, text in element.text.items())
