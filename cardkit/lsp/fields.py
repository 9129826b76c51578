"""A key's title and description, from the schemas the game's files were validated against:
what hover shows over a key.

The schemas are the last check's (`LoadedProject.schemas`): each kind's composed from the field
table, so a field game.yaml declares has its help as much as cardkit's and the pack's do. The
file's place picks the schema (a kind's folder its kind; `content/game.yaml`, `cardkit.yaml`),
then each key of the path steps into the properties (a list into its items), following `$ref`s
between the schema documents.
"""

from __future__ import annotations

from pathlib import PurePosixPath

from cardkit.config.project import CONFIG_NAME
from cardkit.fields.model import FieldTable
from cardkit.index.places import CONTENT, is_game_file, kind_of_file
from cardkit.schema.sets import SchemaLocation, SchemaSet
from cardkit.theme.build import THEME_FILE

GAME, CONFIG, THEME = "game", "cardkit", "theme"


def schema_name(table: FieldTable, relpath: str, content: str = CONTENT) -> str | None:
    """The schema a project file is validated against, by its place; None for others."""
    if relpath == CONFIG_NAME:
        return CONFIG
    if is_game_file(relpath, content):
        return GAME
    if PurePosixPath(relpath) == PurePosixPath(content) / THEME_FILE:
        return THEME
    kind = kind_of_file(table, relpath, content)
    return kind.id if kind is not None else None


def field_help(schemas: SchemaSet, table: FieldTable, relpath: str, keys: tuple[str, ...], content: str = CONTENT) -> str | None:
    """Markdown: the title and description of the field at `keys` in this file, or None."""
    name = schema_name(table, relpath, content)
    if name is None or not keys or name not in schemas.validators:
        return None
    node: SchemaLocation | None = schemas.root(name)
    for key in keys:
        node = _items(node).property(key) if node is not None else None
    if node is None:
        return None
    title, description = node.first("title"), node.first("description")
    parts = [f"**{title}**" if title else "", description or ""]
    return "\n\n".join(part for part in parts if part) or None


def _items(node: SchemaLocation) -> SchemaLocation:
    """A list's entries, whose fields the next key names; any other schema as it is."""
    for where in node.expanded():
        if "items" in where.contents and "properties" not in where.contents:
            return where.step("items")
    return node
