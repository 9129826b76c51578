"""What the theme schema cannot know: whether the kinds and icons a game's theme colours exist
in the game (its colours and its art windows), whether every font family it names has font files,
and whether the fields it colours cards and groups backs by are fields of the game's cards.

The icons a game has are its pack's (its `theme_icons` hook); a game
without a pack draws none. A colour for a misspelt icon (`fier`) would otherwise leave the icon in its default
colour without a word, and a family with no file would print in whatever font WeasyPrint falls
back to: exactly the silent fallback a designer must never get. Only the game's own theme.yaml
is checked; cardkit's default theme is held to the same by the tests.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardkit.codes.theme import (
    FAMILY_WITHOUT_FACES,
    KIND_BACK_UNUSED,
    THEME_CODES,
    UNKNOWN_ICON,
    UNKNOWN_KIND,
    UNKNOWN_SLOT_FIELD,
    UNKNOWN_THEMED_FIELD,
)
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.suggest import LOOSE_CUTOFF, closest
from cardkit.loading import LocatedDocument
from cardkit.model import Game
from cardkit.model.packs import pack_of
from cardkit.theme.model import BACK_BY_KIND, BACK_SHARED, GENERIC_KIND, Theme


def theme_findings(document: LocatedDocument | None, theme: Theme, game: Game) -> list[Diagnostic]:
    """The R9xx findings of the game's theme.yaml, and of the kinds' backs game.yaml names
    that the theme's back groups leave undrawn (with or without a theme.yaml)."""
    findings = _unused_kind_backs(theme, game)
    if document is None:
        return findings
    kinds = [kind.id for kind in game.table.card_kinds]
    findings += _unknown_ids(document, "kinds", kinds, UNKNOWN_KIND, "a card kind of the game")
    findings += _unknown_ids(document, "anatomy", (*kinds, GENERIC_KIND), UNKNOWN_KIND, "a card kind of the game (or `card`)")
    findings += _unknown_slot_fields(document, game)
    findings += _unknown_ids(document, "icons", _icons(game), UNKNOWN_ICON, "an icon the game's pack draws")
    findings += _families_without_faces(document, theme)
    findings += _unknown_themed_fields(document, game)
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


def _unknown_slot_fields(document: LocatedDocument, game: Game) -> list[Diagnostic]:
    """A slot's `fields:` naming a field its kind (any card kind, under `card`) does not have."""
    found = []
    card_kinds = [kind.id for kind in game.table.card_kinds]
    for kind, slots in (document.data.get("anatomy") or {}).items():
        if kind != GENERIC_KIND and kind not in card_kinds:
            continue  # R901 says so
        owners = card_kinds if kind == GENERIC_KIND else [kind]
        known = list(dict.fromkeys(spec.id for owner in owners for spec in game.table.fields_of(owner)))
        for slot, value in (slots or {}).items():
            for index, field_id in enumerate((value or {}).get("fields") or ()):
                if field_id in known:
                    continue
                position = document.position(("anatomy", kind, slot, "fields", index))
                suggestions = closest(field_id, known, cutoff=LOOSE_CUTOFF)
                hint = f"did you mean `{suggestions[0]}`?" if suggestions else f"the fields of `{kind}` are: {', '.join(known)}"
                message = f"`{field_id}` in the `{slot}` slot of `{kind}` is not a field of that kind"
                found.append(THEME_CODES[UNKNOWN_SLOT_FIELD].diagnostic(document.relpath, position.line, position.column, message, hint))
    return found


def _unknown_themed_fields(document: LocatedDocument, game: Game) -> list[Diagnostic]:
    """A field `values:` colours by, or `back.group` groups backs by, that no card kind has."""
    known = list(dict.fromkeys(spec.id for kind in game.table.card_kinds for spec in game.table.fields_of(kind.id)))
    named = [(field_id, "`values`", document.position(("values", field_id), key=True)) for field_id in document.data.get("values") or {}]
    group = (document.data.get("back") or {}).get("group")
    if group not in (None, BACK_SHARED, BACK_BY_KIND):
        named.append((group, "`back.group`", document.position(("back", "group"))))
    found = []
    for field_id, where, position in named:
        if field_id in known:
            continue
        suggestions = closest(field_id, known, cutoff=LOOSE_CUTOFF)
        hint = f"did you mean `{suggestions[0]}`?" if suggestions else f"the fields of the game's cards are: {', '.join(known) or 'none'}"
        if where == "`back.group`":
            hint += f" (or `{BACK_SHARED}`: one back for every card; `{BACK_BY_KIND}`: one back per kind)"
        message = f"`{field_id}` in {where} is not a field of any card kind of the game"
        found.append(THEME_CODES[UNKNOWN_THEMED_FIELD].diagnostic(document.relpath, position.line, position.column, message, hint))
    return found


def _unused_kind_backs(theme: Theme, game: Game) -> list[Diagnostic]:
    """A kind's `back:` in game.yaml where the theme does not give each kind its own back."""
    vocabulary = game.vocabulary
    if vocabulary is None or theme.back_group == BACK_BY_KIND:
        return []
    found = []
    for index, entry in enumerate(vocabulary.source.doc.data.get("card_kinds") or []):
        if not isinstance(entry, dict) or not entry.get("back"):
            continue
        position = vocabulary.source.at("card_kinds", index, "back")
        message = (
            f"the card kind `{entry.get('id')}` names its back `{entry['back']}`, which is never drawn: "
            f"the theme's `back.group` is `{theme.back_group}`, not `{BACK_BY_KIND}`"
        )
        hint = f"set `back: {{group: {BACK_BY_KIND}}}` in content/theme.yaml to give each kind its own back, or leave `back:` out"
        found.append(THEME_CODES[KIND_BACK_UNUSED].diagnostic(vocabulary.file, position.line, position.column, message, hint))
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
