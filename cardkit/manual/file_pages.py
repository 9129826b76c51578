"""The reference pages of the files a project writes by hand: game.yaml, cardkit.yaml,
theme.yaml and book.yaml, each from its schema (and game.yaml's pack keys from the pack's)."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from cardkit.bundled import PACKAGE_DIR, package_data
from cardkit.manual.keys_page import every_key, key_sections
from cardkit.manual.markdown import prose
from cardkit.manual.samples import example_folder, read_samples
from cardkit.manual.schema_keys import SchemaReader, read_documents
from cardkit.packs import BUNDLED, find_pack

SHIPPED_GAMES = ("hollowmarch", "ember-vale", "clix", "tab-master-en", "tab-master")
"""The example games whose files give the examples, in order: English first."""


@functools.cache
def reader() -> SchemaReader:
    """cardkit's schemas and every bundled pack's, by file name."""
    packs = [pack.schema_dir for pack in (find_pack(pack_id) for pack_id in BUNDLED) if pack is not None]
    return SchemaReader(read_documents(package_data("schemas"), *packs))


def _schema(name: str) -> Mapping[str, Any]:
    return reader().documents[f"{name}.schema.json"]


def _samples(relative: str) -> list[Any]:
    folders = [example_folder(game) for game in SHIPPED_GAMES]
    return read_samples([folder / relative for folder in folders] + [PACKAGE_DIR.parent / relative])


def _page(name: str, file: str, intro: str, relative: str, base: str | None = None) -> str:
    schema = _schema(name)
    text = f"# {file}\n\n{prose(str(schema.get('description', '')))}\n\n{intro}\n\n"
    return text + key_sections(reader(), schema, base or f"{name}.schema.json", _samples(relative))


def game_yaml() -> str:
    """content/game.yaml: cardkit's keys, then each bundled pack's."""
    text = _page("game", "game.yaml", "A game of its own (no `pack:`) declares everything here; a rules pack adds the keys of its section below.", "content/game.yaml")
    for pack_id in BUNDLED:
        pack = find_pack(pack_id)
        if pack is None:
            continue
        document = next((name for name, data in reader().documents.items() if "game" in data.get("$defs", {}) and (pack.schema_dir / name).is_file()), None)
        if document is None:
            continue
        keys = reader().documents[document]["$defs"]["game"]
        text += f"\n## Keys of the `{pack_id}` pack {{#pack-{pack_id}}}\n\n{prose(str(keys.get('description', '')))} A game reads them with `pack: {pack_id}`.\n\n"
        text += key_sections(reader(), keys, document, _samples("content/game.yaml"), level=3, prefix=f"{pack_id}-")
    return text


def cardkit_yaml() -> str:
    return _page("cardkit", "cardkit.yaml", "Every command finds the project by this file: the folder that holds it (or `--project DIR`).", "cardkit.yaml")


def theme_yaml() -> str:
    return _page("theme", "theme.yaml", "A game names only the tokens it changes; [Templates](templates.md#theme-tokens) lists every token with its default.", "content/theme.yaml")


def book_yaml() -> str:
    return _page("book", "book.yaml", "The chapters themselves are Markdown; [Rulebook generators](generators.md) lists the calls a chapter may write.", "content/rulebook/book.yaml")


def documented_keys() -> dict[str, list[str]]:
    """Every key of each file page's schemas, by page (the test's list of what must appear)."""
    found = {page: every_key(reader(), _schema(name), f"{name}.schema.json") for page, name in (("game-yaml.md", "game"), ("cardkit-yaml.md", "cardkit"), ("theme-yaml.md", "theme"), ("book-yaml.md", "book"))}
    for name, data in reader().documents.items():
        if "game" in data.get("$defs", {}):
            found["game-yaml.md"] += every_key(reader(), data["$defs"]["game"], name)
    return found
