"""R140: every `[token]` a text writes is one of game.yaml's `symbols:`.

A symbol draws an icon or a glyph where the text writes its token (`[light]`); a token the game
does not declare would print as written, brackets and all. Found in every text a player reads,
at the token itself.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.model import Definition
from cardkit.richtext.symbols import tokens_in, unknown_symbol_hint


def _texts(ctx: CheckContext) -> Iterator[tuple[Definition, tuple[str | int, ...], str]]:
    """Every text field a player reads, flavour included, of every definition."""
    for definition in ctx.game.definitions():
        kind = ctx.game.table.kind(definition.kind)
        for spec in kind.fields if kind is not None else ():
            value = definition.values.get(spec.id)
            if spec.is_translated and isinstance(value, str):
                yield definition, (spec.id,), value


@rule(
    code="R140",
    name="unknown-symbol",
    severity=Severity.ERROR,
    description="a text writes a [token] that is not one of game.yaml's symbols",
)
def unknown_symbol(ctx: CheckContext) -> Iterator[RuleFinding]:
    """A card text writes a symbol as its token in square brackets (`[light]`); the token must
    be one game.yaml's `symbols:` declares, or the card prints it as written.

    PASS::

        # content/events/kindle.yaml (game.yaml: symbols: {light: {icon: light.svg, words: light}})
        text: Spend 2 [light]: light a lamp.

    FAIL::

        # content/events/kindle.yaml
        text: Spend 2 [ligth]: light a lamp.
    """
    vocabulary = ctx.game.vocabulary
    if vocabulary is None:
        return
    known = [symbol.id for symbol in vocabulary.symbols]
    for definition, path, text in _texts(ctx):
        for _, token in tokens_in(text):
            if token in vocabulary.symbols:
                continue
            yield RuleFinding(definition, path, f"[{token}] is not a symbol of the game", unknown_symbol_hint(token, known), needle=f"[{token}]")

