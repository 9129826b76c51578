"""What the cursor names, and where that name is defined and used: hover's, go to
definition's, find references' and rename's shared question."""

from __future__ import annotations

from lsprotocol import types

from cardkit.lsp.offers import offer_at
from cardkit.lsp.session import Session
from cardkit.lsp.symbols import Place, Symbol, Symbols
from cardkit.lsp.text import line_of, whole_words, word_at


def symbol_at(session: Session, relpath: str, line: int, column: int) -> Symbol | None:
    """The definition the cursor names: a place the checks resolved (a reference, a
    definition's `name:`), else the word under the cursor looked up by its key's kind first,
    then as any name the game defines (a rulebook chapter, a PO entry, a text)."""
    symbols = session.symbols
    if symbols is None:
        return None
    found = symbols.at(relpath, line, column)
    if found is not None:
        return found
    text = session.text_of(relpath)
    word = word_at(text, line, column)
    offer = offer_at(symbols.index, relpath, text, line, column, session.content_folder) if relpath.endswith((".yaml", ".yml")) else None
    named = symbols.named(word[0], prefer=offer.kinds if offer is not None else ()) if word is not None else None
    return named or _name_in_prose(symbols, line_of(text, line), column)


def _name_in_prose(symbols: Symbols, row: str, column: int) -> Symbol | None:
    """The longest name the game defines written as a whole word across the cursor: a
    chapter's or a PO entry's sentence is no YAML scalar ("An Archer¹ (ATK 1d10 ...")."""
    around = [symbol for symbol in symbols.all() if any(start <= column <= end for start, end in whole_words(row, symbol.name))]
    return max(around, key=lambda symbol: (len(symbol.name), symbol.renamable), default=None)


def location(session: Session, place: Place) -> types.Location:
    return types.Location(uri=(session.root / place.file).as_uri(), range=lsp_range(place))


def lsp_range(place: Place) -> types.Range:
    return types.Range(types.Position(place.line, place.start), types.Position(place.line, place.end))


def definition(session: Session, relpath: str, line: int, column: int) -> types.Location | None:
    found = symbol_at(session, relpath, line, column)
    return location(session, found.definition) if found is not None else None


def references(session: Session, relpath: str, line: int, column: int, *, declaration: bool) -> list[types.Location]:
    """Every place the definition is used (and its own `name:` when asked), in file order;
    rulebook chapters and PO entries that write the name as a word are found by rename's
    search, so a reference list and a rename agree."""
    from cardkit.renaming.plan import plan_rename

    found = symbol_at(session, relpath, line, column)
    if found is None:
        return []
    plan = plan_rename(session, found, found.name)
    places = sorted({place for spans in plan.edits.values() for place, _ in spans}, key=lambda p: (p.file, p.line, p.start))
    return [location(session, place) for place in places if declaration or place != found.definition]


def span_at(session: Session, symbol: Symbol, relpath: str, line: int, column: int) -> types.Range:
    """The range of `symbol`'s name under the cursor, which a rename's prompt starts from: the
    resolved place there, else the whole word of its name around the cursor."""
    for place in (symbol.definition, *symbol.uses):
        if place.file == relpath and place.holds(line, column):
            return lsp_range(place)
    row = line_of(session.text_of(relpath), line)
    found = next(((start, end) for start, end in whole_words(row, symbol.name) if start <= column <= end), (column, column))
    return types.Range(types.Position(line, found[0]), types.Position(line, found[1]))
