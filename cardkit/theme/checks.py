"""What the theme schema cannot know: whether the kinds and elements a game's theme colours
exist in the game (its colours and its art windows), and whether every font family it names has font files.

A colour for a misspelt element (`fier`) would otherwise leave the fire icon in its default
colour without a word, and a family with no file would print in whatever font WeasyPrint falls
back to: exactly the silent fallback a designer must never get. Only the game's own theme.yaml
is checked; cardkit's default theme is held to the same by the tests.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardkit.codes.theme import FAMILY_WITHOUT_FACES, THEME_CODES, UNKNOWN_ELEMENT, UNKNOWN_KIND
from cardkit.diagnostics import Diagnostic
from cardkit.index.folding import slug
from cardkit.loading import LocatedDocument
from cardkit.model import Game
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
    if game.vocabulary is not None:
        elements = [term.id or slug(term.name) for term in game.terms.of("elements")]
        findings += _unknown_ids(document, "elements", elements, UNKNOWN_ELEMENT, "an element id of game.yaml")
    findings += _families_without_faces(document, theme)
    return findings


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
