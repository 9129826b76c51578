"""Turn schema-valid documents into the model: game.yaml into the game's `Vocabulary`, each
definition file into a `Definition` of its kind (the pack's typed view where it has one).

game.yaml's pack is found before game.yaml is validated: the pack's keys are part of its
schema. The schemas of the pack's files (its shared definitions, its game.yaml keys) join
cardkit's once per pack.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from cardkit.codes.declaration import DECLARATION_CODES, UNKNOWN_PACK
from cardkit.codes.schema import UNKNOWN_KEY
from cardkit.fields.build import build_definition
from cardkit.fields.compose import game_schema
from cardkit.fields.model import FieldTable, KindSpec
from cardkit.fields.vocabulary import Terms, read_terms
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.suggest import closest
from cardkit.loading import LocatedDocument
from cardkit.model import Definition, Located, Vocabulary
from cardkit.model.packs import Pack, PackError, every_pack, find_pack, installed
from cardkit.richtext.symbols import read_symbols
from cardkit.schema.sets import SCHEMA_SUFFIX, SchemaSet, with_documents

PACK_KEY = "pack"


def game_pack(doc: LocatedDocument | None) -> tuple[Pack | None, Diagnostic | None]:
    """The pack game.yaml names, and the problem when it names one cardkit cannot find."""
    data = doc.data if doc is not None and isinstance(doc.data, dict) else {}
    pack_id = data.get(PACK_KEY)
    if not isinstance(pack_id, str) or doc is None:
        return None, None
    try:
        found = find_pack(pack_id)
    except PackError as error:
        return None, _pack_problem(doc, f"the rules pack `{pack_id}` cannot be loaded: {error}", "reinstall the pack, or ask its author")
    if found is not None:
        return found, None
    known = sorted(installed())
    suggestion = next(iter(closest(pack_id, known)), None)
    hint = f"did you mean `{suggestion}`?" if suggestion else f"install it with pip, or use one of: {', '.join(known)}"
    return None, _pack_problem(doc, f"no rules pack `{pack_id}` is installed", hint)


def _pack_problem(doc: LocatedDocument, message: str, hint: str) -> Diagnostic:
    where = doc.position((PACK_KEY,))
    return DECLARATION_CODES[UNKNOWN_PACK].diagnostic(doc.relpath, where.line, where.column, message, hint)


def pack_schemas(schemas: SchemaSet, pack: Pack | None) -> SchemaSet:
    """cardkit's schemas with the pack's files added and its keys composed into game.yaml's."""
    if pack is None:
        return schemas
    documents: dict[str, Any] = {}
    pack_keys: dict[str, Any] = {}
    for path in sorted(pack.schema_dir.glob(f"*{SCHEMA_SUFFIX}")):
        document = json.loads(path.read_text(encoding="utf-8"))
        documents[path.name.removesuffix(SCHEMA_SUFFIX)] = document
        pack_keys = document.get("$defs", {}).get("game", pack_keys)
    documents["game"] = game_schema(schemas.validator("game").schema, pack_keys, pack.table)
    return with_documents(schemas, documents)


def _terms(data: Mapping[str, Any], table: FieldTable) -> Terms:
    """Every vocabulary of the game: game.yaml's `vocabularies:` and the pack's lists."""
    lists = {key: read_terms(entries) for key, entries in (data.get("vocabularies") or {}).items()}
    for spec in table.vocabularies:
        if not spec.shared:
            lists[spec.key] = read_terms(data.get(spec.key))
    return Terms(lists)


DEFAULTED_KEYS: dict[str, Callable[[Any], Any]] = {"language": str, "dice": tuple}
"""game.yaml's keys `Vocabulary` has a default for, each with its reader: passed on only when
written, so the dataclass's default (`DEFAULT_LOCALE`, any die) is the one source of it."""


def build_vocabulary(doc: LocatedDocument, pack: Pack | None, table: FieldTable) -> Vocabulary:
    """game.yaml's model: cardkit's keys, the vocabularies, the field table, and the pack's keys
    as the pack builds them (in `values`)."""
    data = doc.data
    values = pack.build_vocabulary(data) if pack is not None and pack.build_vocabulary is not None else {}
    cls = pack.vocabulary_class if pack is not None and pack.vocabulary_class is not None else Vocabulary
    return cls(
        kind="game",
        name=data["name"],
        source=Located(doc),
        values=values,
        ruleset_version=data.get("ruleset_version"),
        pack=data.get(PACK_KEY),
        terms=_terms(data, table),
        table=table,
        symbols=read_symbols(data.get("symbols")),
        labels=dict(data.get("labels") or {}),
        kept_in_translation=tuple((data.get("translation") or {}).get("keep") or ()),
        **{key: read(data[key]) for key, read in DEFAULTED_KEYS.items() if data.get(key) is not None},
    )


def definition_of(doc: LocatedDocument, kind: KindSpec, pack: Pack | None) -> Definition:
    """The definition `doc` holds, built by the kind's fields, as the pack's typed view of it."""
    builders = pack.field_types if pack is not None else {}
    cls = pack.classes.get(kind.id, Definition) if pack is not None else Definition
    return build_definition(doc, kind, builders, cls)


def schemas_of_pack(pack: Pack | None, schemas: SchemaSet | None = None) -> SchemaSet:
    """The schemas a game of `pack` is validated against before its game.yaml adds anything:
    cardkit's, the pack's files, and each of the pack's kinds composed (for tools and tests
    that validate one file of a kind)."""
    from cardkit.fields.compose import composed_schemas
    from cardkit.schema.sets import load_schemas, schema_dir

    base = pack_schemas(schemas or load_schemas(schema_dir()), pack)
    return composed_schemas(base, pack.table if pack is not None else FieldTable(), Terms())


def pack_keys() -> dict[str, Pack]:
    """Every game.yaml key an installed pack adds, with the pack (for a game.yaml that writes a
    pack's keys without naming the pack: the previous syntax, before packs)."""
    owners: dict[str, Pack] = {}
    for pack in every_pack():
        for path in sorted(pack.schema_dir.glob(f"*{SCHEMA_SUFFIX}")):
            game = json.loads(path.read_text(encoding="utf-8")).get("$defs", {}).get("game", {})
            for key in game.get("properties", {}):
                owners.setdefault(key, pack)
    return owners


def with_pack_hints(diagnostics: list[Diagnostic], doc: LocatedDocument | None) -> list[Diagnostic]:
    """game.yaml's unknown keys that a pack it does not name would take, hinted with the pack:
    a key that belongs to a pack since packs exist is told to name the pack."""
    data = doc.data if doc is not None and isinstance(doc.data, dict) else {}
    if not any(d.code == UNKNOWN_KEY for d in diagnostics):
        return diagnostics
    owners = pack_keys()
    hinted = []
    for diagnostic in diagnostics:
        key = _unknown_key(diagnostic)
        pack = owners.get(key) if key is not None else None
        if pack is not None and data.get(PACK_KEY) != pack.id:
            hint = f"`{key}` is a key of the {pack.name} rules pack: add `{PACK_KEY}: {pack.id}` to game.yaml (before packs, game.yaml did not name its pack)"
            hinted.append(replace(diagnostic, hint=hint))
        else:
            hinted.append(diagnostic)
    return hinted


def _unknown_key(diagnostic: Diagnostic) -> str | None:
    """The key an S001 names at the top level of game.yaml (`unknown key `dice` in game.yaml`)."""
    if diagnostic.code != UNKNOWN_KEY or not diagnostic.message.endswith(" in game.yaml"):
        return None
    start = diagnostic.message.find("`")
    end = diagnostic.message.find("`", start + 1)
    return diagnostic.message[start + 1 : end] if 0 <= start < end else None


def inferred_pack(doc: LocatedDocument | None) -> Pack | None:
    """The pack a game.yaml that names none writes the keys of (all of one installed pack's),
    or None: what its other files are read as while game.yaml waits for its `pack:`."""
    data = doc.data if doc is not None and isinstance(doc.data, dict) else {}
    if PACK_KEY in data:
        return None
    owners = {pack.id: pack for key, pack in pack_keys().items() if key in data}
    return next(iter(owners.values())) if len(owners) == 1 else None
