"""Proof or final, for cards: which profiles print proofs and which cards each prints.

A proof is for the team: every card, a draft (`status: draft`) stamped so and its invented
stats dashed. A final file goes to the printer with final cards only, so a draft never reaches a
print run by accident; `--allow-draft` prints drafts in it too (without the marks, as final
cards), and the command line says which cards a final profile left out. `home` is a proof and
`print-shop` final unless cardkit.yaml says otherwise (`proof:` of a profile); `cardkit build
--proof` makes every profile a proof.
"""

from __future__ import annotations

from dataclasses import replace

from cardkit.config.settings import PrintProfile, PrintSettings
from cardkit.render.faces import Card


def printed_settings(settings: PrintSettings, *, proof: bool) -> PrintSettings:
    """`settings` with every profile a proof when the build is one, else as configured."""
    if not proof:
        return settings
    return replace(settings, profiles={name: replace(profile, proof=True) for name, profile in settings.profiles.items()})


def playtest_profile(profile: PrintProfile, name: str) -> PrintProfile:
    """`profile` as a plain proof: every card, drafts marked, no print-file machinery, and its
    backs, whatever `profile` prints (TTS sheets: a deck's hidden card is its back)."""
    return replace(profile, name=name, proof=True, output_intent=None, backs=True)


def printed_cards(cards: list[Card], profile: PrintProfile, *, allow_draft: bool) -> list[Card]:
    """The cards `profile` prints: all of them in a proof, or with `allow_draft`; else the final ones."""
    if profile.proof or allow_draft:
        return cards
    return [card for card in cards if not card.definition.is_draft]


def deck_of(cards: list[Card]) -> list[str]:
    """Card ids in deck order, each as often as the deck needs it."""
    return [card.id for card in cards for _ in range(card.copies)]


def left_out(cards: list[Card], printed: list[Card]) -> list[Card]:
    """The cards of `cards` that `printed` lacks, in deck order."""
    kept = {card.id for card in printed}
    return [card for card in cards if card.id not in kept]
