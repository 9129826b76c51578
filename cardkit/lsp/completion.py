"""Completion: the names the game knows, for the YAML key the cursor is in.

The key decides the kind (`elements:` elements, `ref:` caster classes, a unit's `traits:` and
an element selector's `trait:` traits, an army's `unit:`, `commander:` and `champion:` units,
`card_type:`, an attack's `type:` and `ammunition:`, the effects' `line:` directions,
`category:` the unit categories' ids); each item's documentation is its definition's text, as hover shows it. A trait's parameter
takes what its declared type names (`Essência: [Fogo]` an element).
"""

from __future__ import annotations

from lsprotocol import types

from cardkit.fields.model import FieldSpec
from cardkit.index.kinds import AnyKind, Kind
from cardkit.lsp.declared_values import declared_field, enum_values, reference_kind
from cardkit.lsp.symbols import Symbols
from cardkit.lsp.text import key_path_at, typed_start
from cardkit.model import Vocabulary
from cardkit.packs.tabmaster.lsp_params import PARAM_KINDS, param_at, takes

_BY_KEY: dict[str, Kind] = {
    "elements": Kind.ELEMENT,
    "element": Kind.ELEMENT,
    "ref": Kind.CASTER_CLASS,
    "traits": Kind.TRAIT,
    "trait": Kind.TRAIT,
    "unit": Kind.UNIT,
    "units": Kind.UNIT,
    "commander": Kind.UNIT,
    "champion": Kind.UNIT,
    "users": Kind.UNIT,
    "spell": Kind.SPELL,
    "spells": Kind.SPELL,
    "card_type": Kind.CARD_TYPE,
    "card_types": Kind.CARD_TYPE,
}
"""The kind of name a key's value is, wherever the key appears."""

_BY_PARENT_KEY: dict[tuple[str, str], Kind] = {
    ("traits", "name"): Kind.TRAIT,
    ("attacks", "type"): Kind.ATTACK_TYPE,
    ("attacks", "ammunition"): Kind.AMMUNITION,
    ("effects", "line"): Kind.LINE_DIRECTION,
}
"""Keys that name a kind only under a parent key (`name:` is also every file's own name)."""

_ITEM_KINDS: dict[AnyKind, types.CompletionItemKind] = {
    Kind.ELEMENT: types.CompletionItemKind.EnumMember,
    Kind.CASTER_CLASS: types.CompletionItemKind.Class,
    Kind.TRAIT: types.CompletionItemKind.Property,
    Kind.SPELL: types.CompletionItemKind.Function,
    Kind.UNIT: types.CompletionItemKind.Class,
}


def kind_at(text: str, line: int, column: int) -> AnyKind | str | None:
    """The kind of name the cursor's key takes; "category" for a unit's `category:`."""
    keys = key_path_at(text, line, column)
    if not keys:
        return None
    if keys[-1] == "category":
        return "category"
    if len(keys) >= 2 and (keys[-2], keys[-1]) in _BY_PARENT_KEY:
        return _BY_PARENT_KEY[(keys[-2], keys[-1])]
    if keys[-1] == "name":
        return None
    return _BY_KEY.get(keys[-1])


def complete(symbols: Symbols, text: str, line: int, column: int, relpath: str | None = None) -> types.CompletionList:
    """The names the cursor's key takes, each with its definition's text; in a unit's trait
    `params:`, the names the trait's parameter at the cursor takes (`cardkit.packs.tabmaster.lsp_params`); for a
    field game.yaml declares, what it takes in the file `relpath` (`cardkit.lsp.declared_values`)."""
    keys = key_path_at(text, line, column)
    declared = declared_field(symbols, relpath, keys)
    if declared is not None and declared.type == "enum":
        return types.CompletionList(is_incomplete=False, items=_values(symbols, declared, text, line, column))
    in_params = keys[-2:] == ("traits", "params")
    param = param_at(symbols, text, line, column) if in_params else None
    kind = (PARAM_KINDS.get(param.type) if param else None) if in_params else kind_at(text, line, column)
    if declared is not None:
        kind = reference_kind(symbols, declared)
    if kind == "category":
        return types.CompletionList(is_incomplete=False, items=_categories(symbols.index.game.vocabulary))
    if kind is None or isinstance(kind, str):
        return types.CompletionList(is_incomplete=False, items=[])
    typed = types.Range(types.Position(line, typed_start(text, line, column)), types.Position(line, column))
    items = [
        types.CompletionItem(
            label=symbol.name,
            kind=_ITEM_KINDS.get(kind, types.CompletionItemKind.Value),
            detail=kind.label,
            documentation=types.MarkupContent(types.MarkupKind.Markdown, symbol.documentation),
            text_edit=types.TextEdit(typed, symbol.name),
        )
        for symbol in symbols.by_kind.get(kind, {}).values()
        if param is None or takes(symbols, param, symbol.name)
    ]
    return types.CompletionList(is_incomplete=False, items=items)


def _values(symbols: Symbols, spec: FieldSpec, text: str, line: int, column: int) -> list[types.CompletionItem]:
    """An enum field's values, each with the word its card prints."""
    typed = types.Range(types.Position(line, typed_start(text, line, column)), types.Position(line, column))
    return [
        types.CompletionItem(
            label=value.written, kind=types.CompletionItemKind.EnumMember, detail=value.shown, text_edit=types.TextEdit(typed, value.written)
        )
        for value in enum_values(symbols, spec)
    ]


def _categories(vocabulary: Vocabulary | None) -> list[types.CompletionItem]:
    """A unit's `category:` takes a category's id; the item shows the name cards print."""
    return [
        types.CompletionItem(label=category.id, kind=types.CompletionItemKind.EnumMember, detail=category.name, documentation=category.description or None)
        for category in (vocabulary.unit_categories if vocabulary is not None else ())
        if category.id is not None
    ]
