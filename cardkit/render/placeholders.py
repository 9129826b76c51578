"""Cards that print their art placeholder, as findings of a final print build (B501).

A placeholder is right in a proof; in a print run it is most likely art not delivered yet, so a
build of a final profile (print-shop, unless cardkit.yaml or `--proof` says otherwise) names
every card it prints without art at its `name:` line. A home or proof build says nothing.

The build still writes the file (art often arrives last, and a test print is worth having), but a
final file with placeholders says so three ways: the first line of the build's report
(`placeholder_banner`), a B501 per card, and its own document information
(`/CardkitPlaceholders`, `cardkit.output.buildinfo`), which `cardkit preflight` reports as P703.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardkit.codes.build import CARD_WITHOUT_ART
from cardkit.config.settings import PrintProfile
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.output.buildinfo import is_final
from cardkit.render.faces import Card


def placeholder_cards(printed: Mapping[str, Sequence[Card]], profiles: Mapping[str, PrintProfile]) -> dict[str, list[Card]]:
    """The cards each final profile prints with the art placeholder (`printed`: the cards of
    each profile built), each once; a proof profile, or a final one with every card's art, is left out."""
    found = {name: list({card.id: card for card in cards if _without_art(card)}.values())
             for name, cards in printed.items() if is_final(profiles[name])}
    return {name: cards for name, cards in found.items() if cards}


def placeholder_findings(printed: Mapping[str, Sequence[Card]], profiles: Mapping[str, PrintProfile]) -> list[Diagnostic]:
    """One B501 per card without art that a final profile prints; none from proofs."""
    by_profile = placeholder_cards(printed, profiles)
    final = [name for name in printed if is_final(profiles[name])]
    cards = {card.id: card for found in by_profile.values() for card in found}
    return [_finding(card, final) for card in cards.values()]


def placeholder_banner(file: str, cards: Sequence[Card]) -> str:
    """The line a build prints first when a final file carries placeholders: it names the file
    and how many, before the B501 findings name each card."""
    return (f"FINAL FILE WITH PLACEHOLDER ART: {len(cards)} card(s) of {file} print the art placeholder "
            "(B501 names each): add their `art:` before sending it to press, or build a proof (`--proof`)")


def _without_art(card: Card) -> bool:
    return card.definition.art is None or not card.definition.art.file


def _finding(card: Card, profiles: list[str]) -> Diagnostic:
    position = card.definition.source.at("name")
    return Diagnostic(
        card.definition.file,
        position.line,
        position.column,
        CARD_WITHOUT_ART,
        Severity.WARNING,
        f"{card.kind} '{card.definition.name}' has no art: the {', '.join(profiles)} PDF prints its placeholder",
        "add `art: <file under content/assets/>` when the picture is ready",
    )
