"""R320: the numbers an element's rules text quotes must be the numbers its effects data uses.

The element table is prose and data side by side; a designer who edits one forgets the other.
The seed itself (seed 000's element tables; docs/seed-facts.md, Elements) shows why: Gelo's row
reads "causam 20 pontos de Dano extras (DAN +10)", two figures for one bonus. The text is read
with the `prose.element_bonus` patterns of its locale (pt-BR: "N pontos de Dano", the seed also
writes "potos", and the card notation "(DAN +N)"; en: "N points of extra Damage", "(DMG +N)"),
so a translated table can be compared with the same function.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.prose_patterns import ProsePatterns
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.packs.tabmaster.model import Element, tm

CODE = "R320"
GROUP = "element_bonus"


@dataclass(frozen=True)
class QuotedBonus:
    """A damage bonus the text quotes that the effects data does not give."""

    written: str
    amount: int
    data: frozenset[int]


def bonus_amounts(element: Element, delivery: str) -> set[int]:
    """The bonus-damage amounts the data gives for attacks or spells of this element."""
    return {
        effect.amount
        for effect in element.effects
        if effect.kind == "bonus_damage" and effect.amount is not None and delivery in effect.applies_to
    }


def quoted_bonuses(text: str, prose: ProsePatterns) -> list[tuple[str, int]]:
    """(as written, amount) of every damage bonus `text` quotes, in the order written."""
    found = [
        (match.start(), match[0], int(match["amount"]))
        for pattern in prose.patterns(GROUP).values()
        for match in pattern.finditer(text)
    ]
    return [(written, amount) for _, written, amount in sorted(found)]


def bonus_mismatches(element: Element, delivery: str, text: str, prose: ProsePatterns) -> list[QuotedBonus]:
    """The bonuses `text` (the element's rules text for `delivery`, in `prose`'s language)
    quotes that its effects data does not give."""
    amounts = frozenset(bonus_amounts(element, delivery))
    return [QuotedBonus(written, amount, amounts) for written, amount in quoted_bonuses(text, prose) if amount not in amounts]


@rule(
    code=CODE,
    name="element-text-number-mismatch",
    severity=Severity.WARNING,
    description="an element's rules text quotes a damage bonus its effects data does not give",
)
def element_text_number_mismatch(ctx: CheckContext) -> Iterator[RuleFinding]:
    """An element's rules text (game.yaml `elements[].text`) quotes its damage bonus, and the
    number must be the one its `bonus_damage` effect gives: the seed's "20 pontos de Dano extras
    (DAN +10)" says two things. Read with the prose patterns of the content's language.

    PASS::

        # content/game.yaml
        elements:
          - name: Fogo
            text: {spell: "causam 20 pontos de Dano extras (DAN +20)"}
            effects:
              - {kind: bonus_damage, amount: 20, against: [{trait: Essência, param: Gelo}], applies_to: [spell]}

    FAIL::

        # content/game.yaml
        elements:
          - name: Fogo
            text: {spell: "causam 20 pontos de Dano extras (DAN +10)"}
            effects:
              - {kind: bonus_damage, amount: 20, against: [{trait: Essência, param: Gelo}], applies_to: [spell]}
    """
    vocabulary = tm(ctx.game).vocabulary
    if vocabulary is None or not any(element.text for element in vocabulary.elements):
        return
    unread = ctx.unread_prose(CODE, GROUP, "element texts were not compared")
    if unread is not None:
        yield unread
        return
    for index, element in enumerate(vocabulary.elements):
        for delivery, text in element.text.items():
            for quoted in bonus_mismatches(element, delivery, text, ctx.prose):
                data = ", ".join(f"+{a}" for a in sorted(quoted.data)) or "no bonus"
                yield RuleFinding(
                    vocabulary,
                    ("elements", index, "text", delivery),
                    f"{element.name}'s {delivery} text says {quoted.written!r}, but its effects give {data}",
                    "make the text and the `bonus_damage` amount agree (and keep a comment quoting the seed)",
                    needle=quoted.written,
                )
