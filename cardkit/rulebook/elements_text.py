"""What each element does, in pt-BR sentences generated from game.yaml's element effects.

The seed writes the element table twice (for attacks and for spells) with typos and one
contradiction ("20 pontos de Dano extras (DAN +10)"); the book prints what the data says, so a
designer who fixes game.yaml fixes the book.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.model import Element, ElementEffect, TargetSelector

DELIVERIES = ("attack", "spell")
"""`element_table("attack")` or `element_table("spell")`: which of the seed's two tables."""


@dataclass(frozen=True)
class Phrase:
    """An effect sentence split around the traits it names, so the template can link them."""

    before: str
    traits: tuple[TargetSelector, ...]
    after: str


_PHRASES: dict[str, tuple[str, str]] = {
    "bonus_damage": ("DAN +{amount} em unidades com ", "."),
    "immunity": ("Unidades com ", " são imunes."),
    "heal": ("Em vez de causar Dano, recupera pontos de Vitalidade (VIT).", ""),
    "no_heal": ("Unidades com ", " não recebem recuperação de Vitalidade (VIT)."),
    "auto_defeat": ("Derrota automática de unidades com ", "."),
    "apply_hex": ("Aplica sobre a unidade atingida um Feitiço escolhido dentre qualquer mesa do jogo.", ""),
}


def phrase(effect: ElementEffect) -> Phrase:
    before, after = _PHRASES.get(effect.kind, (effect.kind, ""))
    return Phrase(before.format(amount=effect.amount), effect.against, after)


def element_phrases(element: Element, delivery: str | None) -> list[Phrase]:
    """The element's effects for one delivery (attacks or spells), or all of them."""
    return [phrase(e) for e in element.effects if delivery is None or delivery in e.applies_to]
