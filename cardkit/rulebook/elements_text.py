"""What each element does, in sentences generated from game.yaml's element effects.

The seed writes the element table twice (for attacks and for spells) with typos and one
contradiction ("20 pontos de Dano extras (DAN +10)"); the book prints what the data says, so a
designer who fixes game.yaml fixes the book. The sentences are labels of the edition's locale
(`prose.element_effects.<kind>.before` / `.after`), filled with the game's words: `{damage}`
and `{vitality}` its stat abbreviations, `{damage_name}` and `{vitality_name}` their names,
`{hex}` its word for a hex card, `{amount}` the effect's number.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.i18n.words import Words
from cardkit.lexicon import Term
from cardkit.model import Element, ElementEffect, TargetSelector

DELIVERIES = ("attack", "spell")
"""`element_table("attack")` or `element_table("spell")`: which of the seed's two tables."""

LABELS = "prose.element_effects"


@dataclass(frozen=True)
class Phrase:
    """An effect sentence split around the traits it names, so the template can link them."""

    before: str
    traits: tuple[TargetSelector, ...]
    after: str


def _fields(words: Words, effect: ElementEffect) -> dict[str, object]:
    return {
        "amount": effect.amount,
        "damage": words.stat("damage"),
        "damage_name": words.stat_name("damage"),
        "vitality": words.stat("vitality"),
        "vitality_name": words.stat_name("vitality"),
        "hex": words.lexicon.word(Term.CARD_TYPE, "hex"),
    }


def phrase(effect: ElementEffect, words: Words) -> Phrase:
    """The sentence of one effect; an effect kind without a sentence prints its kind."""
    msgid = f"{LABELS}.{effect.kind}"
    if not words.labels.has(f"{msgid}.before"):
        return Phrase(effect.kind, effect.against, "")
    fields = _fields(words, effect)
    return Phrase(words.labels(f"{msgid}.before", **fields), effect.against, words.labels(f"{msgid}.after", **fields))


def element_phrases(element: Element, delivery: str | None, words: Words) -> list[Phrase]:
    """The element's effects for one delivery (attacks or spells), or all of them, in the
    words of the edition being built."""
    return [phrase(e, words) for e in element.effects if delivery is None or delivery in e.applies_to]
