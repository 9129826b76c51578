"""A key's title and description, from cardkit's JSON Schemas: what hover shows over a key.

The file's kind picks the schema (its folder: `content/spells/` a spell; `content/game.yaml`,
`cardkit.yaml`), then each key of the path steps into `properties` (a list into `items`),
following `$ref`s between cardkit's schema files. Fields a game declares itself are not in
these schemas and get no help here.
"""

from __future__ import annotations

import functools
import json
from pathlib import PurePosixPath
from typing import Any

from cardkit.kinds import KIND_FOLDERS
from cardkit.project import CONFIG_NAME
from cardkit.schemas import SCHEMA_SUFFIX, schema_dir

_BY_FOLDER = {folder: kind for kind, folder in KIND_FOLDERS.items()}


def schema_name(relpath: str) -> str | None:
    """The schema a project file is validated against, by its place; None for others."""
    path = PurePosixPath(relpath)
    if relpath == CONFIG_NAME:
        return "cardkit"
    if path.name == "game.yaml" and path.parent.name == "content":
        return "game"
    if path.suffix in (".yaml", ".yml") and path.parent.parent.name == "content":
        return _BY_FOLDER.get(path.parent.name)
    return None


def field_help(relpath: str, keys: tuple[str, ...]) -> str | None:
    """Markdown: the title and description of the field at `keys` in this file, or None."""
    name = schema_name(relpath)
    if name is None or not keys:
        return None
    node: Any = _schema(name + SCHEMA_SUFFIX)
    file = name + SCHEMA_SUFFIX
    for key in keys:
        node, file = _resolved(node, file)
        if "items" in node and "properties" not in node:  # a list: its entries' fields
            node, file = _resolved(node.get("items", {}), file)
        properties = node.get("properties", {}) if isinstance(node, dict) else {}
        if key not in properties:
            return None
        node = properties[key]
    title, description = node.get("title"), node.get("description")
    if title is None and description is None:
        node, file = _resolved(node, file)
        title, description = node.get("title"), node.get("description")
    parts = [f"**{title}**" if title else "", description or ""]
    return "\n\n".join(part for part in parts if part) or None


def _resolved(node: Any, file: str) -> tuple[dict[str, Any], str]:
    """`node` with its `$ref` followed (to a `#/...` pointer of a schema file of cardkit's)."""
    for _ in range(8):
        if not isinstance(node, dict) or "$ref" not in node or "properties" in node:
            break
        target, _, pointer = str(node["$ref"]).partition("#")
        file = target or file
        found: Any = _schema(file)
        for step in (part for part in pointer.split("/") if part):
            found = found.get(step, {}) if isinstance(found, dict) else {}
        node = found
    return (node if isinstance(node, dict) else {}), file


@functools.cache
def _schema(file: str) -> Any:
    try:
        return json.loads((schema_dir() / file).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
