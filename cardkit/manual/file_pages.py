"""The reference pages of the files a project writes by hand: game.yaml, cardkit.yaml,
theme.yaml and book.yaml, each from its schema (and game.yaml's pack keys from the pack's)."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from cardkit.foundation.bundled import PACKAGE_DIR, package_data
from cardkit.manual.keys_page import every_key, example, key_sections
from cardkit.manual.markdown import prose
from cardkit.manual.samples import example_folder, read_samples
from cardkit.manual.schema_keys import SchemaReader, read_documents
from cardkit.model.packs import BUNDLED, find_pack
from cardkit.theme.build import default_theme_file

SHIPPED_GAMES = ("hollowmarch", "ember-vale", "clix", "tab-master-en", "tab-master")
"""The example games whose files give the examples, in order: English first."""


@functools.cache
def reader() -> SchemaReader:
    """cardkit's schemas and every bundled pack's, by file name."""
    packs = [pack.schema_dir for pack in (find_pack(pack_id) for pack_id in BUNDLED) if pack is not None]
    return SchemaReader(read_documents(package_data("schemas"), *packs))


def _schema(name: str) -> Mapping[str, Any]:
    return reader().documents[f"{name}.schema.json"]


def _samples(relative: str, *more: Path) -> list[Any]:
    """What the shipped games write in `relative` (then in `more` files), for examples."""
    folders = [example_folder(game) for game in SHIPPED_GAMES]
    return read_samples([*(folder / relative for folder in folders), PACKAGE_DIR.parent / relative, *more])


def _page(name: str, file: str, intro: str, samples: list[Any]) -> str:
    schema = _schema(name)
    text = f"# {file}\n\n{prose(str(schema.get('description', '')))}\n\n{intro}\n\n"
    return text + key_sections(reader(), schema, f"{name}.schema.json", samples)


def theme_samples() -> list[Any]:
    """The shipped games' themes, then cardkit's default theme and the bundled packs' (which
    write every token)."""
    packs = [pack.theme_file for pack in (find_pack(pack_id) for pack_id in BUNDLED) if pack is not None]
    return _samples("content/theme.yaml", default_theme_file(), *packs)


def game_yaml() -> str:
    """content/game.yaml: cardkit's keys, then each bundled pack's."""
    text = _page("game", "game.yaml", "A game of its own (no `pack:`) declares everything here; a rules pack adds the keys of its section below.", _samples("content/game.yaml"))
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
    return _page("cardkit", "cardkit.yaml", "Every command finds the project by this file: the folder that holds it (or `--project DIR`).", _samples("cardkit.yaml"))


def theme_yaml() -> str:
    return _page("theme", "theme.yaml", "A game names only the tokens it changes; [Templates](templates.md#theme-tokens) lists every token with its default.", theme_samples())


def book_yaml() -> str:
    return _page("book", "book.yaml", "The chapters themselves are Markdown; [Rulebook generators](generators.md) lists the calls a chapter may write.", _samples("content/rulebook/book.yaml"))


def key_sets() -> Iterator[tuple[str, Mapping[str, Any], str, list[Any]]]:
    """Each file page's schemas: (page, schema, its document, the samples its examples come from)."""
    yield "game-yaml.md", _schema("game"), "game.schema.json", _samples("content/game.yaml")
    for name, data in reader().documents.items():
        if "game" in data.get("$defs", {}):
            yield "game-yaml.md", data["$defs"]["game"], name, _samples("content/game.yaml")
    yield "cardkit-yaml.md", _schema("cardkit"), "cardkit.schema.json", _samples("cardkit.yaml")
    yield "theme-yaml.md", _schema("theme"), "theme.schema.json", theme_samples()
    yield "book-yaml.md", _schema("book"), "book.schema.json", _samples("content/rulebook/book.yaml")


def documented_keys() -> dict[str, list[str]]:
    """Every key of each file page's schemas, by page (the test's list of what must appear)."""
    found: dict[str, list[str]] = {}
    for page, schema, base, _ in key_sets():
        found.setdefault(page, []).extend(every_key(reader(), schema, base))
    return found


def incomplete_keys() -> list[str]:
    """The keys whose schema gives no description, or of which neither the schema nor a shipped
    file gives an example (none, or a test fails: the schema is where to add them)."""
    return [
        f"{page}: {key.path} has no {'description' if not key.description else 'example'}"
        for page, schema, base, samples in key_sets()
        for key in reader().keys(schema, base)
        if not key.description or example(key, samples) is None
    ]
