"""Cards that print their art placeholder, as findings of a final print build (B501).

A placeholder is right in a proof; in a print run it is most likely art not delivered yet, so a
build of a final profile (print-shop, unless cardkit.yaml or `--proof` says otherwise) names
every card it prints without art at its `name:` line. A home or proof build says nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from cardkit.codes.build import CARD_WITHOUT_ART
from cardkit.config import PrintProfile
from cardkit.diagnostics import Diagnostic, Severity
from cardkit.output.buildinfo import is_final
from cardkit.render.faces import Card


def placeholder_findings(printed: Mapping[str, Sequence[Card]], profiles: Mapping[str, PrintProfile]) -> list[Diagnostic]:
    """One B501 per card without art that a final profile prints (`printed`: the cards of each
    profile built); none from proofs."""
    final = [name for name in printed if is_final(profiles[name])]
    cards = {card.id: card for name in final for card in printed[name]}
    return [_finding(card, final) for card in cards.values() if card.definition.art is None or not card.definition.art.file]


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
