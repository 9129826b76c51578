"""Completion: the names the game knows, for the place of the file the cursor is in.

What a place takes comes from the field table (`cardkit.lsp.offers`): a reference field the
names of its kind, a field over a vocabulary that vocabulary's words (by id where its files
write ids), a structured field's names where its `names:` paths say, a collection's entries
the cards it may hold, an enum its values with the words cards print. Each name's
documentation is its definition's, as hover shows it.
"""

from __future__ import annotations

from lsprotocol import types

from cardkit.index.places import CONTENT
from cardkit.lsp.offers import Offer, offer_at
from cardkit.lsp.symbols import Symbol, Symbols
from cardkit.lsp.text import typed_start


def complete(symbols: Symbols, text: str, line: int, column: int, relpath: str, content: str = CONTENT) -> types.CompletionList:
    """The names (or values) the cursor's place in the file `relpath` takes; `content` is the
    project's content folder, from the project's folder."""
    offer = offer_at(symbols.index, relpath, text, line, column, content)
    typed = types.Range(types.Position(line, typed_start(text, line, column)), types.Position(line, column))
    items = _items(symbols, offer, typed) if offer is not None else []
    return types.CompletionList(is_incomplete=False, items=items)


def _items(symbols: Symbols, offer: Offer, typed: types.Range) -> list[types.CompletionItem]:
    if offer.values:
        return [
            types.CompletionItem(label=value.id, kind=types.CompletionItemKind.EnumMember, detail=value.name, text_edit=types.TextEdit(typed, value.id))
            for value in offer.values
        ]
    items = []
    for kind in offer.kinds:
        terms = {term.name: term for term in symbols.index.game.terms.of(kind.id)} if not kind.is_definition else {}
        for symbol in symbols.by_kind.get(kind, {}).values():
            if not offer.takes(symbol.name):
                continue
            term = terms.get(symbol.name)
            written = term.id if offer.by_id and term is not None and term.id else symbol.name
            items.append(_item(symbol, written, symbol.name if written != symbol.name else kind.label, typed))
    return items


def _item(symbol: Symbol, written: str, detail: str, typed: types.Range) -> types.CompletionItem:
    return types.CompletionItem(
        label=written,
        kind=types.CompletionItemKind.Reference if symbol.renamable else types.CompletionItemKind.EnumMember,
        detail=detail,
        documentation=types.MarkupContent(types.MarkupKind.Markdown, symbol.documentation),
        text_edit=types.TextEdit(typed, written),
    )
