"""Field and kind declarations read into the field table: cardkit's own fields (`core.yaml`), a
pack's kinds and vocabularies, and game.yaml's `fields:`, `card_kinds:`, `collections:` and
`vocabularies:`.

game.yaml has passed its schema, so the shapes are right; what a schema cannot say (an id used
twice, a field named like a key the kind has, an empty range, a reference to no kind, a kind
named like one cardkit or the pack uses) is reported here at the declaration's line, and the
declaration in question is left out, so every other file is still validated against the rest.
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from cardkit.codes.declaration import (
    BAD_RANGE,
    DECLARATION_CODES,
    DUPLICATE_DECLARATION,
    RESERVED_NAME,
    SHADOWED_KEY,
    UNKNOWN_TARGET,
)
from cardkit.fields.model import (
    CARD_ROLE,
    COLLECTION_ROLE,
    CORE,
    GAME,
    PACK,
    EnumValue,
    FieldSpec,
    FieldTable,
    KindSpec,
    VocabularySpec,
)
from cardkit.foundation.assets import ASSETS_FOLDER
from cardkit.foundation.bundled import load_bundled_yaml
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.suggest import closest
from cardkit.loading import LocatedDocument

CORE_FILE = "core.yaml"
RESERVED_IDS = frozenset({"game", "theme", "cardkit", "card", "common", "print", "fields", "pack"})
"""Kind ids that would collide with a file or schema cardkit reads."""
RESERVED_FOLDERS = frozenset({"rulebook", "locales"})
"""Folders of content/ that hold something else than one kind's definitions (besides the art
folder, `assets` unless cardkit.yaml's `art:` names another)."""
CARD_TEMPLATE_SUFFIXES = (".html", ".svg")

ART_OWNER = "the game's art"
"""Who owns the art folder, as a message says it."""

Path_ = tuple[str | int, ...]


@dataclass(frozen=True)
class CoreFields:
    """cardkit's own fields by id, and the ids each role gets when a kind lists none."""

    fields: Mapping[str, FieldSpec]
    roles: Mapping[str, tuple[str, ...]]

    def of_role(self, role: str) -> tuple[FieldSpec, ...]:
        return tuple(self.fields[field_id] for field_id in self.roles[role])


@functools.cache
def core_fields() -> CoreFields:
    """cardkit's own fields, read once per process from the package's `core.yaml`."""
    from importlib.resources import files

    data = load_bundled_yaml(files("cardkit.fields").joinpath(CORE_FILE).read_text(encoding="utf-8"))
    fields = {entry["id"]: field_spec(entry, CORE) for entry in data["fields"]}
    return CoreFields(fields, {role: tuple(ids) for role, ids in data["roles"].items()})


def card_templates_but_faces(folders: Iterable[Path], faces: Collection[str]) -> frozenset[str]:
    """The card templates in `folders` (`cards/<name>.html` or `.svg`: cardkit's own, a pack's)
    that draw no kind's face (`faces`: the pack's kinds): the page wrapper (`document`), the
    macros (`parts`), the shared back... A card kind's face is `cards/<id>.html` when a folder
    has it, so a declared kind named like one would be drawn by it, failing or blank."""
    names: set[str] = set()
    for folder in folders:
        cards = folder / "cards"
        if cards.is_dir():
            names.update(path.stem for path in cards.iterdir() if path.suffix in CARD_TEMPLATE_SUFFIXES)
    return frozenset(names - set(faces))


def field_spec(data: Mapping[str, Any], origin: str, over: FieldSpec | None = None) -> FieldSpec:
    """One field declaration as written (a mapping), over the field it overrides (a kind's own
    settings for one of cardkit's fields)."""
    base = over or FieldSpec(id=data["id"], type=data.get("type", "text"))
    settings: dict[str, Any] = {
        "name": data.get("name"),
        "type": data.get("type"),
        "title": data.get("title"),
        "abbreviation": data.get("abbreviation"),
        "description": data.get("description"),
        "examples": tuple(data["examples"]) if "examples" in data else None,
        "required": data.get("required"),
        "show": tuple(data["show"]) if "show" in data else None,
        "minimum": data.get("min"),
        "maximum": data.get("max"),
        "integer": data.get("integer"),
        "nullable": data.get("nullable"),
        "symbols": tuple(str(symbol) for symbol in data["symbols"]) if "symbols" in data else None,
        "values": tuple(EnumValue(value["id"], value["name"]) for value in data["values"]) if "values" in data else None,
        "vocabulary": data.get("vocabulary"),
        "writes": data.get("writes"),
        "to": data.get("to"),
        "of": data.get("of"),
        "separator": data.get("separator"),
        "mark": data.get("mark"),
        "stat": data.get("stat"),
        "default": data.get("default"),
        "ref": data.get("ref"),
        "translate": data.get("translate"),
        "translated": tuple(_path(path) for path in data["translated"]) if "translated" in data else None,
        "names": tuple((_path(path), str(target)) for path, target in data["names"].items()) if "names" in data else None,
    }
    given = {key: value for key, value in settings.items() if value is not None}
    return replace(base, **given, origin=origin if over is None else base.origin)


def _path(written: str) -> tuple[str, ...]:
    """A dotted path as kinds.yaml writes it ("*.effects.special")."""
    return tuple(step for step in str(written).split(".") if step)


def kind_fields(items: Iterable[Any], role: str, origin: str, core: CoreFields) -> tuple[FieldSpec, ...]:
    """A kind's fields as its declaration lists them: cardkit's own by id (a string, or a
    mapping that overrides some of its settings), the kind's own as mappings. A kind that lists
    none of cardkit's fields gets its role's set: the name first, the rest after its own."""
    listed: list[FieldSpec] = []
    for item in items:
        if isinstance(item, str):
            listed.append(core.fields[item])
        elif item["id"] in core.fields and "type" not in item:
            listed.append(field_spec(item, origin, over=core.fields[item["id"]]))
        else:
            listed.append(field_spec(item, origin))
    if any(spec.origin == CORE for spec in listed):
        return tuple(listed)
    name, *rest = core.of_role(role)
    return (name, *listed, *rest)


def pack_table(data: Mapping[str, Any], pack_id: str) -> FieldTable:
    """A pack's kinds and vocabularies (its `kinds.yaml`), with cardkit's fields in place."""
    core = core_fields()
    kinds = tuple(_kind(entry, PACK, core, pack_id) for entry in data.get("kinds") or ())
    vocabularies = tuple(_vocabulary(entry) for entry in data.get("vocabularies") or ())
    return FieldTable(kinds, vocabularies, tuple(data.get("quoted_names") or ()))


def _kind(data: Mapping[str, Any], origin: str, core: CoreFields, pack_id: str | None, fields: tuple[FieldSpec, ...] | None = None) -> KindSpec:
    from cardkit.fields.collections import read_entries, read_rules

    role = data.get("role", COLLECTION_ROLE if "entries" in data else CARD_ROLE)
    return KindSpec(
        id=data["id"],
        folder=data.get("folder") or f"{data['id']}s",
        name=data.get("name", ""),
        role=role,
        fields=fields if fields is not None else kind_fields(data.get("fields") or (), role, origin, core),
        template=data.get("template"),
        back=data.get("back"),
        description=data.get("description", ""),
        noun=data.get("noun", ""),
        entries=read_entries(data.get("entries")) if role == COLLECTION_ROLE else None,
        rules=read_rules(data.get("rules")) if role == COLLECTION_ROLE else None,
        deck=data.get("deck"),
        salvage=dict(data.get("salvage") or {}),
        pack=pack_id,
        was=dict(data.get("was") or {}),
    )


def entries_field(data: Mapping[str, Any]) -> FieldSpec:
    """The field a collection of game.yaml lists its cards under (`cards:` unless its
    `entries: {key: ...}` says otherwise): each entry a card's name and its count."""
    from cardkit.fields.collections import read_entries

    entries = read_entries(data.get("entries"))
    names = ((("*", entries.card), entries.of[0]),) if len(entries.of) == 1 else ()
    return FieldSpec(
        id=entries.key,
        type="entries",
        title="Cards",
        description=f"The cards this {data.get('id', 'collection')} holds, each `{{{entries.card}: Name, {entries.count}: 3}}` (count 1 when left out).",
        required=True,
        show=(),
        names=names,
        origin=CORE,
    )


def _vocabulary(data: Mapping[str, Any], shared: bool = False) -> VocabularySpec:
    translated = tuple(tuple(str(path).split(".")) for path in data.get("translated") or ())
    return VocabularySpec(data["key"], data.get("word", data["key"]), translated, bool(data.get("plain", False)), shared, data.get("label", ""))


class _GameReader:
    """game.yaml's declarations over the pack's table, with the problems found in them."""

    def __init__(self, doc: LocatedDocument, base: FieldTable, templates: Collection[str]) -> None:
        self.doc = doc
        self.base = base
        self.templates = templates
        """The card templates that are no face: no card kind may be named like one or use one."""
        self.ids: set[str] = set()
        """The kinds accepted so far, of `card_kinds:` and `collections:` (a set: no scan per kind)."""
        self.core = core_fields()
        self.problems: list[Diagnostic] = []
        self.paths: list[tuple[FieldSpec, Path_]] = []
        """Where each accepted field is declared, for findings about it found later."""

    def problem(self, code: str, path: Path_, message: str, hint: str) -> None:
        where = self.doc.position(path)
        self.problems.append(DECLARATION_CODES[code].diagnostic(self.doc.relpath, where.line, where.column, message, hint))

    def kinds(self, items: list[dict[str, Any]], key: str, role: str, taken: dict[str, str]) -> list[KindSpec]:
        kinds: list[KindSpec] = []
        for index, data in enumerate(items):
            path: Path_ = (key, index)
            kind_id, folder = data["id"], data.get("folder") or f"{data['id']}s"
            if kind_id in RESERVED_IDS or self.base.kind(kind_id) is not None:
                owner = "the game's pack" if self.base.kind(kind_id) is not None else "cardkit"
                self.problem(RESERVED_NAME, (*path, "id"), f"the kind id `{kind_id}` is one {owner} uses already", "choose another id (item, event, terrain...)")
                continue
            if role == CARD_ROLE and not self.face_ok(data, path):
                continue
            if kind_id in self.ids:
                self.problem(DUPLICATE_DECLARATION, (*path, "id"), f"the kind `{kind_id}` is declared twice", "rename this one or remove it")
                continue
            if folder in RESERVED_FOLDERS or folder in taken:
                owner = taken.get(folder, "cardkit")
                hint = "give the kind a `folder:` of its own"
                if owner == ART_OWNER:
                    hint += ", or keep the art elsewhere: `art: art` in cardkit.yaml, and move the files there"
                self.problem(RESERVED_NAME, (*path, "folder" if "folder" in data else "id"), f"the folder `{folder}` already belongs to {owner}", hint)
                continue
            taken[folder] = f"the kind `{kind_id}`"
            self.ids.add(kind_id)
            fields = self.fields(data.get("fields") or [], (*path, "fields"), {spec.id for spec in self.core.fields.values()})
            if role == COLLECTION_ROLE:
                fields = (*fields, entries_field(data))
            name, *rest = self.core.of_role(role)
            kind = _kind(data, GAME, self.core, None, (name, *fields, *rest))
            kinds.append(replace(kind, role=role, at=self.doc.position(path)))
        return kinds

    def face_ok(self, data: dict[str, Any], path: Path_) -> bool:
        """A card kind is named like no card template that is no face, nor uses one as its `template:` (S014)."""
        kind_id, template = data["id"], data.get("template")
        if kind_id in self.templates:
            self.problem(RESERVED_NAME, (*path, "id"), f"the card kind id `{kind_id}` is the name of a card template cardkit uses (cards/{kind_id}.html), not a face",
                         "choose another id (item, event, terrain...)")
            return False
        if template in self.templates:
            self.problem(RESERVED_NAME, (*path, "template"), f"`template: {template}` names a card template cardkit uses (cards/{template}.html), not a face",
                         "name a face template of your own (`templates/cards/<name>.html`), or leave `template:` out for the generic face")
            return False
        return True

    def fields(self, items: list[dict[str, Any]], path: Path_, taken: set[str]) -> tuple[FieldSpec, ...]:
        specs: dict[str, FieldSpec] = {}  # by id: a scan per field made many fields quadratic
        for index, data in enumerate(items):
            spec = self.field(data, (*path, index), taken, specs.keys())
            if spec is not None:
                specs[spec.id] = spec
        return tuple(specs.values())

    def field(self, data: dict[str, Any], path: Path_, taken: set[str], declared: Collection[str]) -> FieldSpec | None:
        field_id = data["id"]
        if field_id in taken:
            self.problem(SHADOWED_KEY, (*path, "id"), f"`{field_id}` is already a key of this kind", "give the declared field an id of its own")
            return None
        if field_id in declared:
            self.problem(DUPLICATE_DECLARATION, (*path, "id"), f"the field `{field_id}` is declared twice for this kind", "rename this one or remove it")
            return None
        if not self.range_ok(data, path) or not self.values_ok(data.get("values") or [], (*path, "values")):
            return None
        spec = replace(field_spec(data, GAME), at=self.doc.position(path))
        self.paths.append((spec, path))
        return spec

    def range_ok(self, data: dict[str, Any], path: Path_) -> bool:
        low, high = data.get("min"), data.get("max")
        if low is not None and high is not None and low > high:
            self.problem(BAD_RANGE, (*path, "min"), f"min {low} is above max {high}, so no value could pass", "swap them or correct one")
            return False
        for key, bound in (("min", low), ("max", high)):
            if bound is not None and data.get("integer", True) and bound != int(bound):
                self.problem(BAD_RANGE, (*path, key), f"{key} {bound} is not a whole number, but the field takes whole numbers", "use a whole bound, or set `integer: false`")
                return False
        return True

    def values_ok(self, items: list[dict[str, Any]], path: Path_) -> bool:
        seen: set[str] = set()
        for index, data in enumerate(items):
            if data["id"] in seen:
                self.problem(DUPLICATE_DECLARATION, (*path, index, "id"), f"the value `{data['id']}` is listed twice", "remove one")
                return False
            seen.add(data["id"])
        return True

    def extra_fields(self, by_kind: Mapping[str, list[dict[str, Any]]]) -> dict[str, tuple[FieldSpec, ...]]:
        """game.yaml's `fields:`: extra fields for the pack's kinds."""
        extra: dict[str, tuple[FieldSpec, ...]] = {}
        for kind_id, items in by_kind.items():
            kind = self.base.kind(kind_id)
            if kind is None:
                continue  # the schema names the kinds `fields:` may take
            extra[kind_id] = self.fields(items or [], ("fields", kind_id), {spec.id for spec in kind.fields})
        return extra

    def unknown_targets(self, table: FieldTable) -> FieldTable:
        """Reference fields whose `to:` names no kind are reported and left out."""
        known = [kind.id for kind in table.kinds]
        bad_paths = [(spec, path) for spec, path in self.paths if spec.item_type == "reference" and spec.to not in known]
        for spec, path in bad_paths:
            suggestion = next(iter(closest(spec.to or "", known)), None)
            hint = f"did you mean `{suggestion}`?" if suggestion else f"use one of: {', '.join(known)}"
            self.problem(UNKNOWN_TARGET, (*path, "to"), f"`to: {spec.to}` names no kind of this game", hint)
        bad = {id(spec) for spec, _ in bad_paths}
        if not bad:
            return table
        return replace(table, kinds=tuple(replace(kind, fields=tuple(s for s in kind.fields if id(s) not in bad)) for kind in table.kinds))


def game_table(
    doc: LocatedDocument | None, base: FieldTable, art_folder: str = ASSETS_FOLDER, templates: Collection[str] = ()
) -> tuple[FieldTable, list[Diagnostic]]:
    """The field table of one game: the pack's kinds (`base`) with game.yaml's extra fields,
    then its own card kinds and collections; and the problems found in its declarations.
    `art_folder` is the content folder the project keeps its art in, which no kind may take;
    `templates` the card templates that are no face (`card_templates_but_faces`), which no card
    kind may be named like."""
    if doc is None or not isinstance(doc.data, dict):
        return base, []
    reader = _GameReader(doc, base, templates)
    data = doc.data
    extra = reader.extra_fields(data.get("fields") or {})
    kinds = [replace(kind, fields=(*kind.fields, *extra.get(kind.id, ()))) for kind in base.kinds]
    taken = {art_folder: ART_OWNER}
    taken |= {kind.folder: f"the kind `{kind.id}`" for kind in base.kinds}
    kinds += reader.kinds(data.get("card_kinds") or [], "card_kinds", CARD_ROLE, taken)
    kinds += reader.kinds(data.get("collections") or [], "collections", COLLECTION_ROLE, taken)
    shared = tuple(VocabularySpec(key, key, (("description",),), shared=True) for key in (data.get("vocabularies") or {}))
    quoted = base.quoted_names
    if data.get("quoted_names") is True:
        quoted = (*(kind.id for kind in kinds), *(spec.key for spec in (*base.vocabularies, *shared)))
    elif data.get("quoted_names") is False:
        quoted = ()
    table = reader.unknown_targets(FieldTable(tuple(kinds), (*base.vocabularies, *shared), quoted))
    return table, sorted(reader.problems)
