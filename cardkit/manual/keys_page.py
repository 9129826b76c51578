"""A file's reference page from its schema: a section per top-level key, each with a table of
that key and every key inside it (type, default, allowed values, description, example)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardkit.manual.markdown import code, heading, prose, table, yaml_value
from cardkit.manual.samples import abridged, sample_value
from cardkit.manual.schema_keys import Key, SchemaReader, allowed_text, type_text

EXAMPLE_WIDTH = 90
"""The longest example a table cell shows whole; a longer one is cut (the keys inside show theirs)."""
HEADERS = ("Key", "Type", "Values", "Description", "Example")


def example(key: Key, samples: Sequence[Any]) -> Any:
    """The key's example: the property's own, else what a shipped file writes, else what its
    shared definition gives, else its default (None when there is none of these)."""
    if key.own_examples:
        return key.own_examples[0]
    found = sample_value(samples, key.path)
    if found is not None:
        return found
    if key.examples:
        return key.examples[0]
    return key.default


def example_text(value: Any) -> str:
    if value is None:
        return ""
    text = yaml_value(abridged(value))
    return text if len(text) <= EXAMPLE_WIDTH else text[: EXAMPLE_WIDTH - 2].rstrip() + " …"


def values_text(key: Key) -> str:
    """The key's default and the values it allows, in one cell."""
    default = [f"default {code(key.default)}"] if key.default is not None else []
    return "; ".join([*default, *allowed_text(key.schema)])


def key_row(reader: SchemaReader, key: Key, base: str, samples: Sequence[Any]) -> list[str]:
    kind = type_text(reader, key.schema, base) + (", required" if key.required else "")
    return [code(key.path), kind, values_text(key), prose(key.description), code(example_text(example(key, samples)))]


def key_summary(reader: SchemaReader, key: Key, base: str, samples: Sequence[Any]) -> str:
    """A top-level key's type, values and example, as a line under its heading."""
    parts = [f"**Type:** {type_text(reader, key.schema, base)}" + (", required" if key.required else "")]
    values = values_text(key)
    if values:
        parts.append(f"**Values:** {values}")
    shown = example_text(example(key, samples))
    if shown:
        parts.append(f"**Example:** {code(shown)}")
    return " · ".join(parts) + "\n"


def key_sections(reader: SchemaReader, schema: Mapping[str, Any], base: str, samples: Sequence[Any], level: int = 2, prefix: str = "") -> str:
    """A section per top-level key of `schema`, its anchor the key itself (`game-yaml.md#symbols`):
    its description, type and example, then a table of the keys inside it."""
    keys = list(reader.keys(schema, base))
    sections: list[str] = []
    for top in (key for key in keys if "." not in key.path and "[]" not in key.path):
        inside = [key for key in keys if key.path.startswith((f"{top.path}.", f"{top.path}[]"))]
        rows = [key_row(reader, key, base, samples) for key in inside]
        anchor = f"{prefix}{top.path}".replace("_", "-")
        text = heading(level, code(top.path), anchor) + "\n" + prose(top.description) + "\n\n" + key_summary(reader, top, base, samples)
        sections.append(text + ("\n" + table(HEADERS, rows) if rows else ""))
    return "\n".join(sections)


def every_key(reader: SchemaReader, schema: Mapping[str, Any], base: str) -> list[str]:
    """Every key path a page documents (what tests/docs/test_reference.py looks for)."""
    return [key.path for key in reader.keys(schema, base)]
