"""R320: the numbers an element's rules text quotes must be the numbers its effects data uses.

The element table is prose and data side by side; a designer who edits one forgets the
other. The seed itself shows why: Gelo's row reads "causam 20 pontos de Dano extras
(DAN +10)", two figures for one bonus. Both ways the prose writes a bonus are read:
"N pontos de Dano" (the seed also writes "potos") and the card notation "(DAN +N)".
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from cardkit.checks.context import CheckContext, Finding
from cardkit.checks.registry import rule
from cardkit.diagnostics import Severity
from cardkit.model import Element

_QUOTED_BONUS = re.compile(r"\b(\d+) p\w*tos de Dano|\(DAN \+(\d+)\)", re.IGNORECASE)


def bonus_amounts(element: Element, delivery: str) -> set[int]:
    """The bonus-damage amounts the data gives for attacks or spells of this element."""
    return {
        effect.amount
        for effect in element.effects
        if effect.kind == "bonus_damage" and effect.amount is not None and delivery in effect.applies_to
    }


@rule(
    code="R320",
    name="element-text-number-mismatch",
    severity=Severity.WARNING,
    description="an element's rules text quotes a damage bonus its effects data does not give",
)
def element_text_number_mismatch(ctx: CheckContext) -> Iterator[Finding]:
    vocabulary = ctx.game.vocabulary
    if vocabulary is None:
        return
    for index, element in enumerate(vocabulary.elements):
        for delivery, text in element.text.items():
            amounts = bonus_amounts(element, delivery)
            for match in _QUOTED_BONUS.finditer(text):
                quoted = int(match.group(1) or match.group(2))
                if quoted in amounts:
                    continue
                data = ", ".join(f"+{a}" for a in sorted(amounts)) or "no bonus"
                yield Finding(
                    vocabulary,
                    ("elements", index, "text", delivery),
                    f"{element.name}'s {delivery} text says {match.group(0)!r}, but its effects give {data}",
                    "make the text and the `bonus_damage` amount agree (and keep a comment quoting the seed)",
                    needle=match.group(0),
                )
