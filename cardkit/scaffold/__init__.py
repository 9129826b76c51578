"""`cardkit new`: a definition file of any kind with every required key, already valid, explained inline.

The file follows the kind's editor schema (`cardkit.editor`: composed from the field table, with
the game's words as enums), key by key: an example the schema (with the game's words) accepts,
else the first word the game allows (a reference field a name of its kind, an enum a value),
else the schema's default, else the smallest value of the right type (a list of entries holds
one, so its shape shows). A pack's structured field takes an example from the pack's schema;
the pack may give values of its own where an example would draw a warning (its
`scaffold_values` hook). Each key gets its title and description as a comment, the same words
an editor shows on hover, so a designer can fill the file in without opening the schema.
"""

from __future__ import annotations

import os
import tempfile
import textwrap
from pathlib import Path
from typing import Any

import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from cardkit.editor.enums import Schemas
from cardkit.fields.model import GAME, KindSpec
from cardkit.foundation.errors import CardkitError
from cardkit.foundation.folding import slug
from cardkit.index.game import GameIndex
from cardkit.model import Game
from cardkit.model.packs import pack_of
from cardkit.scaffold.collections import fitting_entries
from cardkit.schema.sets import SCHEMA_SUFFIX

COMMENT_WIDTH = 100
LIST_ITEM_INDENT = 2
DECLARED = " (declared in game.yaml)"
"""Said after the comment of a field game.yaml declares: where to look it up."""


class ScaffoldError(CardkitError):
    """The file cannot be written: a bad name, or a file that is already there."""


def _resolve(node: dict[str, Any], kind: str, schemas: Schemas) -> tuple[dict[str, Any], str]:
    """`node` with its `$ref` followed; the node's own keys (title, examples) win over the
    target's. Returns the document whose local `#/...` references now refer to."""
    reference = node.get("$ref")
    if reference is None:
        return node, kind
    document, _, pointer = reference.partition("#")
    target_kind = document.removesuffix(SCHEMA_SUFFIX) if document else kind
    target: Any = schemas[target_kind]
    for key in filter(None, pointer.split("/")):
        target = target[key]
    resolved, final_kind = _resolve(target, target_kind, schemas)
    return {**resolved, **{k: v for k, v in node.items() if k != "$ref"}}, final_kind


def _absolute(node: Any, document: str) -> Any:
    """`node` with each local `$ref` (`#/$defs/x`) made one to its document's file, so the node
    can be checked on its own."""
    if isinstance(node, dict):
        return {
            key: f"{document}{SCHEMA_SUFFIX}{value}" if key == "$ref" and isinstance(value, str) and value.startswith("#") else _absolute(value, document)
            for key, value in node.items()
        }
    if isinstance(node, list):
        return [_absolute(item, document) for item in node]
    return node


class _Writer:
    """Builds the YAML text of one definition from its schema, key by key with comments."""

    def __init__(self, schemas: Schemas) -> None:
        self.schemas = schemas
        self.registry: Registry = Registry().with_resources(
            (f"{name}{SCHEMA_SUFFIX}", Resource.from_contents(schema, default_specification=DRAFT202012)) for name, schema in schemas.items()
        )

    def fits(self, value: Any, node: dict[str, Any], kind: str) -> bool:
        """Whether the schema (with the game's words) accepts `value`: an example of a name the
        game lacks ("Name") is no value to start from."""
        return bool(Draft202012Validator(_absolute(node, kind), registry=self.registry).is_valid(value))

    def value(self, node: dict[str, Any], kind: str) -> Any:
        """The placeholder for one value: see the module docstring for the order of choice."""
        node, kind = _resolve(node, kind, self.schemas)
        if "properties" in node:
            return {key: self.value(sub, kind) for key, sub in self.required(node)}
        allowed = node.get("enum")
        examples = [e for e in node.get("examples", ()) if (allowed is None or e in allowed) and self.fits(e, node, kind)]
        if examples:
            return examples[0]
        if allowed:
            return allowed[0]
        if "default" in node:
            return node["default"]
        if "anyOf" in node:
            return self.value(node["anyOf"][0], kind)
        return self.smallest(node, kind)

    def smallest(self, node: dict[str, Any], kind: str) -> Any:
        """The least surprising value of the node's (first) type; text says what to do. A list
        of entries holds one entry at least, so the file shows the entries' shape."""
        types = node.get("type", "string")
        first = types[0] if isinstance(types, list) else types
        if first == "array":
            item = self.value(node["items"], kind)
            return [item] * max(node.get("minItems", 0), 1 if isinstance(item, dict) else 0)
        minimum = node.get("minimum", 0)
        return {"integer": minimum, "number": minimum, "boolean": False, "null": None}.get(first, "TODO")

    def required(self, node: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
        """The required keys in the schema's order (the order the docs and cards use)."""
        required = set(node.get("required", ()))
        return [(key, sub) for key, sub in node["properties"].items() if key in required]

    def lines(self, node: dict[str, Any], kind: str, data: dict[str, Any], indent: int, declared: frozenset[str] = frozenset()) -> list[str]:
        """The keys of `data` (the required ones, and any optional one a fitting value gave) in
        the schema's order, each under its comment; `declared` keys say they are game.yaml's."""
        node, kind = _resolve(node, kind, self.schemas)
        out: list[str] = []
        for key, sub in node["properties"].items():
            if key not in data:
                continue
            sub_node, sub_kind = _resolve(sub, kind, self.schemas)
            out += _comment(sub_node, indent, DECLARED if key in declared else "")
            out += self.entry(key, sub_node, sub_kind, data[key], indent)
        return out

    def entry(self, key: str, node: dict[str, Any], kind: str, value: Any, indent: int) -> list[str]:
        pad = " " * indent
        if isinstance(value, dict) and value:
            return [f"{pad}{key}:", *self.lines(node, kind, value, indent + 2)]
        if isinstance(value, list) and value and isinstance(value[0], dict):
            out = [f"{pad}{key}:"]
            for position, item in enumerate(value):  # the first entry explains its keys; the others follow it
                lines = self.lines(node["items"], kind, item, indent + 2 + LIST_ITEM_INDENT)
                out += _as_list_item(lines if position == 0 else [line for line in lines if not line.lstrip().startswith("#")], indent + 2)
            return out
        # Block style for a scalar (`key: value`), flow style inside a collection (`key: [Ember]`).
        flow = None if isinstance(value, (list, dict)) else False
        dumped = yaml.safe_dump({key: value}, default_flow_style=flow, allow_unicode=True, sort_keys=False, width=10**6)
        return [pad + dumped.rstrip("\n")]


def _comment(node: dict[str, Any], indent: int, after: str = "") -> list[str]:
    text = node.get("description") or node.get("title") or ""
    text = f"{text.removesuffix('.')}{after}." if text and after else text
    prefix = " " * indent + "# "
    return textwrap.wrap(text, COMMENT_WIDTH, initial_indent=prefix, subsequent_indent=prefix) if text else []


def _as_list_item(lines: list[str], indent: int) -> list[str]:
    """Turn a mapping's lines (indented for a list item's keys) into one `- ` list item: comments
    move out to the dash's column, the first key gets the dash."""
    out: list[str] = []
    dashed = False
    for line in lines:
        is_comment = line.lstrip().startswith("#")
        if not dashed and is_comment:
            out.append(" " * indent + line.lstrip())
        elif not dashed:
            out.append(" " * indent + "- " + line.lstrip())
            dashed = True
        else:
            out.append(line)
    return out


def scaffold_values(game: Game, kind: KindSpec) -> dict[str, Any]:
    """Values the game's pack gives some keys of a new file of `kind` (its `scaffold_values`
    hook), where the schema's first example would draw a warning; {} without."""
    pack = pack_of(game)
    hook = pack.hook("scaffold_values") if pack is not None else None
    return dict(hook(game, kind.id)) if hook is not None else {}


def new_definition(game: Game, kind: KindSpec, name: str, schemas: Schemas, path: Path, relpath: str) -> str:
    """The YAML text of a new `kind` named `name`, to be written at `path` (`relpath` from the
    project's folder): the schema's choices, a collection's entries its rules accept
    (`cardkit.scaffold.collections`), then what the game's pack gives (`scaffold_values`)."""
    data = _Writer(schemas).value(schemas[kind.id], kind.id) | {"name": name}
    data |= fitting_entries(GameIndex.of(game), kind, data, path, relpath)
    return definition_text(kind, name, schemas, {**data, **scaffold_values(game, kind)})


def definition_text(kind: KindSpec, name: str, schemas: Schemas, fitting: dict[str, Any] | None = None) -> str:
    """The YAML text of a new `kind` named `name`: header, then each required key; `fitting`
    replaces the schema's choice for some keys (see `new_definition`)."""
    writer = _Writer(schemas)
    root = schemas[kind.id]
    data = writer.value(root, kind.id) | (fitting or {}) | {"name": name}
    declared = frozenset(spec.id for spec in kind.fields if spec.origin == GAME)
    header = [
        f"# {kind.name or kind.id.capitalize()} {name}: written by `cardkit new {kind.id}`.",
        "# Every required key holds an example value; replace them, then run `cardkit check`.",
    ]
    return "\n".join(header + writer.lines(root, kind.id, data, 0, declared) + _art_hint(root, name)) + "\n"


def _art_hint(schema: dict[str, Any], name: str) -> list[str]:
    """The optional `art:` key, commented out, for a kind whose schema takes art: the one
    optional key a new card most often gets next, written so that removing the `#` works."""
    if "art" not in schema.get("properties", {}):
        return []
    return [
        "# Optional: the picture, a file under content/assets/ (PNG, JPEG, WebP or SVG; 300 dpi in the",
        "# art window, `cardkit check` says how many pixels); focus and credit may be left out.",
        f"# art: {{file: {slug(name)}.png, focus: {{x: 50, y: 50}}, credit: Artist Name}}",
    ]


def definition_path(content_dir: Path, folder: str, name: str) -> Path:
    """Where a definition named `name` lives: its folder, the slug of its name (as R001 checks)."""
    stem = slug(name)
    if not stem:
        raise ScaffoldError(f"the name {name!r} has no letter or digit to make a file name from")
    return content_dir / folder / f"{stem}.yaml"


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_new(path: Path, text: str) -> Path:
    """Create `path` with `text`, never replacing a file: a designer's work is never lost.
    The text is encoded as UTF-8 whatever the locale says (an ASCII-only locale used to leave an
    empty file behind a UnicodeEncodeError), written to a temporary file beside it and linked
    into place, which fails if the name is taken: a failed `new` leaves nothing. A name too long
    for the file system, or a folder that cannot be written, is a ScaffoldError."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        raise ScaffoldError("the name is not UTF-8 text (was it typed in a terminal with another encoding?)") from None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".cardkit-new-", suffix=".tmp")
    except OSError as error:
        raise ScaffoldError(f"cannot write {path}: {error.strerror or error}") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            os.fchmod(stream.fileno(), 0o666 & ~_umask())  # as open() would make it, not mkstemp's 0600
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.link(temporary, path)
    except FileExistsError:
        raise ScaffoldError(f"{path} already exists; edit it, or choose another name") from None
    except OSError as error:
        raise ScaffoldError(f"cannot write {path}: {error.strerror or error}") from None
    finally:
        os.unlink(temporary)
    return path
