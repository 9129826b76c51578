"""A rulebook chapter as translation units: the blocks between blank lines.

A translator sees one paragraph, heading, list or table at a time, and a fenced block
(```scenario) stays whole, so a translated chapter is the source's blocks, each replaced.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


@dataclass(frozen=True)
class Block:
    text: str
    line: int
    """1-based line of the block's first line in the chapter."""

    @property
    def fence_info(self) -> str | None:
        """The info string of a fenced block (`scenario`), None for prose."""
        match = FENCE.match(self.text)
        return self.text[match.end() :].split("\n", 1)[0].strip() if match else None


def split_blocks(text: str) -> list[Block]:
    """The blocks of a chapter, in order; blank lines inside a fenced block do not split it."""
    blocks: list[Block] = []
    current: list[str] = []
    start = 0
    fence: str | None = None
    for number, line in enumerate(text.split("\n"), 1):
        if fence is None and not line.strip():
            if current:
                blocks.append(Block("\n".join(current), start))
                current = []
            continue
        if not current:
            start = number
        current.append(line)
        opened = FENCE.match(line)
        if opened and fence is None:
            fence = opened.group(1)[0] * 3
        elif fence is not None and line.strip().startswith(fence) and len(current) > 1:
            fence = None
    if current:
        blocks.append(Block("\n".join(current), start))
    return blocks


def replace_blocks(text: str, translate: Callable[[Block], str]) -> str:
    """The chapter with every block replaced by `translate(block)`; blank lines kept as they were."""
    lines = text.split("\n")
    out: list[str] = []
    cursor = 0
    for block in split_blocks(text):
        first = block.line - 1
        out.extend(lines[cursor:first])
        out.append(translate(block))
        cursor = first + block.text.count("\n") + 1
    out.extend(lines[cursor:])
    return "\n".join(out)
