"""game.yaml's `fields:` and `card_kinds:` read into `Declarations`, with what is wrong in them.

Runs on a game.yaml its schema accepted, so the shapes are right; what a schema cannot say
(an id used twice, a field named like a key the kind has, an empty range, a reference to no
kind, a kind named like a built-in one) is reported here at the declaration's line, and the
declaration in question is left out, so every other file is still validated against the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import replace
from typing import Any

from cardkit.codes.declaration import (
    BAD_RANGE,
    DECLARATION_CODES,
    DUPLICATE_DECLARATION,
    RESERVED_NAME,
    SHADOWED_KEY,
    UNKNOWN_LEADER_FIELD,
    UNKNOWN_TARGET,
)
from cardkit.declared.model import BUILT_IN_KINDS, CardKindSpec, Declarations, EnumValue, FieldSpec
from cardkit.diagnostics import Diagnostic
from cardkit.index.armies import LEADER_FIELDS
from cardkit.loading import LocatedDocument
from cardkit.suggest import closest

RESERVED_IDS = frozenset({*BUILT_IN_KINDS, "game", "theme", "cardkit", "card", "common", "print"})
"""Kind ids that would collide with a schema file cardkit reads."""
TEMPLATE_NAMES = frozenset({"back", "calibration", "diagram", "dial", "document", "highlight", "kind", "parts"})
"""The files of templates/cards/ that are no kind's face: a kind's face is `cards/<id>.html`
when that exists, so a kind named like one would be drawn by the page wrapper (`document`), the
macros (`parts`) or the shared back, failing inside cardkit's template or printing blank faces.
tests/declared keeps this list the same as the folder."""
RESERVED_FOLDERS = frozenset({"traits", "spells", "units", "armies", "rulebook", "locales", "assets"})

KeysOf = Callable[[str], Collection[str]]
"""The keys a kind's shipped schema defines ("unit" -> name, defense, ...; "card" for declared kinds)."""


class _Reader:
    def __init__(self, doc: LocatedDocument, keys_of: KeysOf) -> None:
        self.doc = doc
        self.keys_of = keys_of
        self.problems: list[Diagnostic] = []
        self.paths: list[tuple[FieldSpec, tuple[str | int, ...]]] = []
        """Where each accepted field is declared, for findings about it found later."""

    def problem(self, code: str, path: tuple[str | int, ...], message: str, hint: str) -> None:
        where = self.doc.position(path)
        self.problems.append(DECLARATION_CODES[code].diagnostic(self.doc.relpath, where.line, where.column, message, hint))

    def kinds(self, items: list[dict[str, Any]]) -> tuple[CardKindSpec, ...]:
        kinds: list[CardKindSpec] = []
        folders: dict[str, str] = {}
        ids: set[str] = set()
        for index, data in enumerate(items):
            path: tuple[str | int, ...] = ("card_kinds", index)
            kind_id, folder = data["id"], data.get("folder") or f"{data['id']}s"
            if kind_id in RESERVED_IDS:
                self.problem(RESERVED_NAME, (*path, "id"), f"the card kind id `{kind_id}` is one cardkit uses already", "choose another id (item, event, terrain...)")
                continue
            if kind_id in TEMPLATE_NAMES:
                self.problem(RESERVED_NAME, (*path, "id"), f"the card kind id `{kind_id}` is the name of a card template cardkit uses (cards/{kind_id}.html), not a face",
                             "choose another id (item, event, terrain...)")
                continue
            if data.get("template") in TEMPLATE_NAMES:
                self.problem(RESERVED_NAME, (*path, "template"), f"`template: {data['template']}` names a card template cardkit uses (cards/{data['template']}.html), not a face",
                             "name a face template of your own (`templates/cards/<name>.html`), or leave `template:` out for the generic face")
                continue
            if kind_id in ids:
                self.problem(DUPLICATE_DECLARATION, (*path, "id"), f"the card kind `{kind_id}` is declared twice", "rename this one or remove it")
                continue
            if folder in RESERVED_FOLDERS or folder in folders:
                owner = folders.get(folder, "cardkit")
                self.problem(RESERVED_NAME, (*path, "folder" if "folder" in data else "id"), f"the folder `{folder}` already belongs to {owner}", "give the kind a `folder:` of its own")
                continue
            folders[folder] = f"the kind `{kind_id}`"
            ids.add(kind_id)
            fields = self.fields(data.get("fields") or [], (*path, "fields"), "card")
            at = self.doc.position(path)
            kinds.append(CardKindSpec(kind_id, data["name"], folder, fields, data.get("template"), data.get("back"), data.get("description", ""), at))
        return tuple(kinds)

    def fields(self, items: list[dict[str, Any]], path: tuple[str | int, ...], schema_kind: str) -> tuple[FieldSpec, ...]:
        taken = set(self.keys_of(schema_kind))
        specs: dict[str, FieldSpec] = {}
        for index, data in enumerate(items):
            spec = self.field(data, (*path, index), taken, specs.keys())
            if spec is not None:
                specs[spec.id] = spec
        return tuple(specs.values())

    def field(self, data: dict[str, Any], path: tuple[str | int, ...], taken: set[str], declared: Collection[str]) -> FieldSpec | None:
        field_id = data["id"]
        if field_id in taken:
            self.problem(SHADOWED_KEY, (*path, "id"), f"`{field_id}` is already a key of this kind", "give the declared field an id of its own")
            return None
        if field_id in declared:
            self.problem(DUPLICATE_DECLARATION, (*path, "id"), f"the field `{field_id}` is declared twice for this kind", "rename this one or remove it")
            return None
        if not self.range_ok(data, path):
            return None
        values = self.values(data.get("values") or [], (*path, "values"))
        spec = FieldSpec(
            id=field_id,
            name=data["name"],
            type=data["type"],
            abbreviation=data.get("abbreviation"),
            description=data.get("description", ""),
            required=bool(data.get("required", False)),
            show=tuple(data.get("show", ("card",))),
            minimum=data.get("min"),
            maximum=data.get("max"),
            integer=bool(data.get("integer", True)),
            values=values,
            vocabulary=data.get("vocabulary"),
            to=data.get("to"),
            at=self.doc.position(path),
        )
        self.paths.append((spec, path))
        return spec

    def range_ok(self, data: dict[str, Any], path: tuple[str | int, ...]) -> bool:
        low, high = data.get("min"), data.get("max")
        if low is not None and high is not None and low > high:
            self.problem(BAD_RANGE, (*path, "min"), f"min {low} is above max {high}, so no value could pass", "swap them or correct one")
            return False
        for key, bound in (("min", low), ("max", high)):
            if bound is not None and data.get("integer", True) and bound != int(bound):
                self.problem(BAD_RANGE, (*path, key), f"{key} {bound} is not a whole number, but the field takes whole numbers", "use a whole bound, or set `integer: false`")
                return False
        return True

    def values(self, items: list[dict[str, Any]], path: tuple[str | int, ...]) -> tuple[EnumValue, ...]:
        found: dict[str, EnumValue] = {}  # by id: a game may list thousands, so no scan per value
        for index, data in enumerate(items):
            if data["id"] in found:
                self.problem(DUPLICATE_DECLARATION, (*path, index, "id"), f"the value `{data['id']}` is listed twice", "remove one")
                continue
            found[data["id"]] = EnumValue(data["id"], data["name"])
        return tuple(found.values())

    def check_targets(self, declarations: Declarations) -> Declarations:
        """Reference fields whose `to:` names no kind are reported and left out."""
        known = [*BUILT_IN_KINDS, *(kind.id for kind in declarations.kinds)]
        bad_paths = [(spec, path) for spec, path in self.paths if spec.type == "reference" and spec.to not in known]
        bad = {id(spec) for spec, _ in bad_paths}
        for spec, path in bad_paths:
            suggestion = next(iter(closest(spec.to or "", known)), None)
            hint = f"did you mean `{suggestion}`?" if suggestion else f"use one of: {', '.join(known)}"
            self.problem(UNKNOWN_TARGET, (*path, "to"), f"`to: {spec.to}` names no kind of this game", hint)
        if not bad:
            return declarations
        return Declarations(
            {kind: tuple(s for s in specs if id(s) not in bad) for kind, specs in declarations.fields.items()},
            tuple(replace(kind, fields=tuple(s for s in kind.fields if id(s) not in bad)) for kind in declarations.kinds),
        )


def _check_leader_fields(reader: _Reader, categories: list[dict[str, Any]], declarations: Declarations) -> None:
    declared = [spec.id for spec in declarations.fields_of("army") if spec.type == "reference" and spec.to == "unit"]
    known = [*LEADER_FIELDS, *declared]
    for index, category in enumerate(categories):
        field_id = (category.get("army") or {}).get("field") if isinstance(category, dict) else None
        if field_id is None or field_id in known:
            continue
        reader.problem(
            UNKNOWN_LEADER_FIELD,
            ("unit_categories", index, "army", "field"),
            f"army files have no key `{field_id}` to name this category's leader",
            f"use {' or '.join(f'`{key}`' for key in known)}, or declare it: `fields: army: [{{id: {field_id}, name: ..., type: reference, to: unit}}]`",
        )


def read_declarations(doc: LocatedDocument, keys_of: KeysOf) -> tuple[Declarations, list[Diagnostic]]:
    """The declarations of a schema-valid game.yaml and the problems found in them."""
    reader = _Reader(doc, keys_of)
    data = doc.data
    fields = {kind: reader.fields(items or [], ("fields", kind), kind) for kind, items in (data.get("fields") or {}).items()}
    kinds = reader.kinds(data.get("card_kinds") or [])
    declarations = reader.check_targets(Declarations(fields, kinds))
    _check_leader_fields(reader, data.get("unit_categories") or [], declarations)
    return declarations, sorted(reader.problems)
