"""Cards that print their art placeholder, as findings of a final print-shop build (B501).

A placeholder is right in a proof; in a print run it is most likely art not delivered yet, so a
build of a print-shop profile (one card per page, with bleed: what goes to a printer) names
every card without art at its `name:` line. A home or proof build says nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardkit.codes.build import CARD_WITHOUT_ART
from cardkit.config import PrintProfile
from cardkit.diagnostics import Diagnostic, Severity
from cardkit.render.faces import Card


def is_final(profile: PrintProfile) -> bool:
    """Whether a profile is for the print shop: single cards with bleed, as the preset's."""
    return profile.single and profile.bleed > 0


def placeholder_findings(cards: Sequence[Card], profiles: Iterable[PrintProfile]) -> list[Diagnostic]:
    """One B501 per card without art when any of `profiles` is final; none otherwise."""
    final = [profile.name for profile in profiles if is_final(profile)]
    if not final:
        return []
    return [_finding(card, final) for card in cards if card.definition.art is None]


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
