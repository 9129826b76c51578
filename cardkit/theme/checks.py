"""What the theme schema cannot know: whether the kinds and icons a game's theme colours exist
in the game (its colours and its art windows), and whether every font family it names has font files.

The icons a game has are its pack's (its `theme_icons` hook); a game
without a pack draws none. A colour for a misspelt icon (`fier`) would otherwise leave the icon in its default
colour without a word, and a family with no file would print in whatever font WeasyPrint falls
back to: exactly the silent fallback a designer must never get. Only the game's own theme.yaml
is checked; cardkit's default theme is held to the same by the tests.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardkit.codes.theme import FAMILY_WITHOUT_FACES, THEME_CODES, UNKNOWN_ICON, UNKNOWN_KIND
from cardkit.diagnostics import Diagnostic
from cardkit.loading import LocatedDocument
from cardkit.model import Game
from cardkit.packs import pack_of
from cardkit.suggest import LOOSE_CUTOFF, closest
from cardkit.theme.model import COMPACT_SUFFIX, GENERIC_KIND, Theme


def theme_findings(document: LocatedDocument | None, theme: Theme, game: Game) -> list[Diagnostic]:
    """The R9xx findings of the game's theme.yaml (none without one)."""
    if document is None:
        return []
    kinds = [kind.id for kind in game.table.card_kinds]
    findings = _unknown_ids(document, "kinds", kinds, UNKNOWN_KIND, "a card kind of the game")
    windows = (*kinds, GENERIC_KIND)
    sized = (*windows, *(f"{kind}{COMPACT_SUFFIX}" for kind in windows))
    findings += _unknown_ids(document, "art", sized, UNKNOWN_KIND, "a card kind of the game (or `card`), or one with `_compact`")
    findings += _unknown_ids(document, "icons", _icons(game), UNKNOWN_ICON, "an icon the game's pack draws")
    findings += _families_without_faces(document, theme)
    return findings


THEME_ICONS_HOOK = "theme_icons"


def _icons(game: Game) -> list[str]:
    """The ids of the icons the game's pack draws in the theme's colours (its `theme_icons` hook)."""
    pack = pack_of(game)
    hook = pack.hook(THEME_ICONS_HOOK) if pack is not None else None
    return list(hook(game)) if hook is not None else []


def _unknown_ids(document: LocatedDocument, key: str, known: Iterable[str], code: str, what: str) -> list[Diagnostic]:
    listed = list(known)
    found = []
    for name in document.data.get(key) or {}:
        if name in listed:
            continue
        position = document.position((key, name), key=True)
        suggestions = closest(name, listed, cutoff=LOOSE_CUTOFF)
        hint = f"did you mean `{suggestions[0]}`?" if suggestions else f"the ids there are: {', '.join(listed) or 'none'}"
        message = f"`{name}` in `{key}` is not {what}"
        found.append(THEME_CODES[code].diagnostic(document.relpath, position.line, position.column, message, hint))
    return found


def _families_without_faces(document: LocatedDocument, theme: Theme) -> list[Diagnostic]:
    families = {face.family.casefold(): face.family for face in theme.faces}
    found = []
    for role, family in (document.data.get("fonts") or {}).items():
        if family.casefold() in families:
            continue
        position = document.position(("fonts", role))
        suggestions = closest(family, families.values())
        hint = (
            f"did you mean `{suggestions[0]}`?"
            if suggestions
            else f"list its files under `faces` (files in content/assets/fonts/), e.g. "
            f"`- {{family: {family}, file: {family.replace(' ', '')}-Regular.ttf}}`; "
            f"families with files: {', '.join(families.values())}"
        )
        message = f"no font file provides the family `{family}` named by `{role}`"
        code = FAMILY_WITHOUT_FACES
        found.append(THEME_CODES[code].diagnostic(document.relpath, position.line, position.column, message, hint))
    return found
