"""Tab Master's definitions and elements looked up by name in the game index, typed."""

from __future__ import annotations

from typing import TypeVar

from cardkit.foundation.folding import fold, slug
from cardkit.index.game import GameIndex
from cardkit.index.kinds import NameKind
from cardkit.model import Definition
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import Army, Element, Spell, Trait, Unit, tm

_Found = TypeVar("_Found", bound=Definition)


def _typed(index: GameIndex, kind: NameKind, written: str, cls: type[_Found]) -> _Found | None:
    found = index.find(kind, written)
    return found if isinstance(found, cls) else None


def trait(index: GameIndex, written: str) -> Trait | None:
    return _typed(index, Kind.TRAIT, written, Trait)


def spell(index: GameIndex, written: str) -> Spell | None:
    return _typed(index, Kind.SPELL, written, Spell)


def unit(index: GameIndex, written: str) -> Unit | None:
    return _typed(index, Kind.UNIT, written, Unit)


def army(index: GameIndex, written: str) -> Army | None:
    return _typed(index, Kind.ARMY, written, Army)


def element(index: GameIndex, written: str) -> Element | None:
    """The element of game.yaml a name resolves to (spelling folded), or None."""
    names = index.names(Kind.ELEMENT)
    canonical = names.canonical(written) if names is not None else None
    if canonical is None:
        return None
    vocabulary = tm(index.game).vocabulary
    return next((e for e in (vocabulary.elements if vocabulary else ()) if e.name == canonical), None)


def element_by_id(index: GameIndex, ident: str) -> Element | None:
    """The element whose id is `ident` (or, without one, whose name slugs to it)."""
    vocabulary = tm(index.game).vocabulary
    for found in vocabulary.elements if vocabulary else ():
        if (found.id or slug(found.name)) == ident or fold(found.name) == fold(ident):
            return found
    return None
