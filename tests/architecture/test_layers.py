"""cardkit's layers, as docs/architecture.md draws them: each module imports only from its own
layer or the layers below it, and the siblings of a layer that must stay apart never import
each other.

The table is the documentation: docs/architecture.md shows it, and a test below keeps the two
the same. A module belongs to the layer of the longest prefix that names it, so a package can
sit in one layer while one of its modules sits in another (the code table's listing, which
reads the rule registry, stands above the checks; the rest of the table below everything).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.architecture.imports import Import, import_graph, module_names

REPO = Path(__file__).resolve().parents[2]

LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("commands", ("cardkit.cli", "cardkit.__main__", "cardkit.commands", "cardkit.preview")),
    ("rules packs", ("cardkit.packs.tabmaster",)),
    ("pipeline", ("cardkit.pipeline", "cardkit.scaffold", "cardkit.editor", "cardkit.examples", "cardkit.reporters", "cardkit.diff.sources", "cardkit.lsp", "cardkit.renaming", "cardkit.spreadsheets")),
    ("outputs", ("cardkit.render", "cardkit.rulebook", "cardkit.report", "cardkit.errata", "cardkit.i18n.workflow", "cardkit.preflight")),
    ("comparison", ("cardkit.diff",)),
    ("checks", ("cardkit.checks", "cardkit.i18n.checks", "cardkit.theme.checks", "cardkit.codes.table", "cardkit.codes.levels")),
    ("translation", ("cardkit.i18n.messages", "cardkit.i18n.po", "cardkit.i18n.translate", "cardkit.i18n.declared", "cardkit.i18n.paths")),
    ("rulebook reading", ("cardkit.rulebook.book.manifest", "cardkit.rulebook.book.chapters", "cardkit.rulebook.book.markdown", "cardkit.rulebook.book.drafts", "cardkit.rulebook.book.markers", "cardkit.rulebook.book.livedata")),
    ("build cache", ("cardkit.buildcache",)),
    ("shared output", ("cardkit.output",)),
    ("project", ("cardkit.content", "cardkit.i18n.wording", "cardkit.revision", "cardkit.marks", "cardkit.vcs")),
    ("edition", ("cardkit.i18n",)),
    ("model and index", ("cardkit.theme", "cardkit.fields", "cardkit.model", "cardkit.model_builders", "cardkit.partial", "cardkit.index", "cardkit.lexicon", "cardkit.packs", "cardkit.richtext", "cardkit.canonical")),
    ("config and schemas", ("cardkit.project", "cardkit.config", "cardkit.print_profiles", "cardkit.schemas", "cardkit.schema_cache", "cardkit.validation")),
    ("loading", ("cardkit.loading",)),
    ("foundation", ("cardkit", "cardkit.codes", "cardkit.kinds", "cardkit.diagnostics", "cardkit.errors", "cardkit.paths", "cardkit.suggest", "cardkit.hashing", "cardkit.bundled", "cardkit.colors", "cardkit.css_colors", "cardkit.index.folding", "cardkit.assets", "cardkit.images", "cardkit.dice", "cardkit.locale_tags", "cardkit.user_cache", "cardkit.accepted")),
)
"""Top to bottom. `cardkit` itself (the package's __init__) only holds the version."""

APART: tuple[tuple[str, str], ...] = (
    ("cardkit.packs.tabmaster.sheets", "cardkit.rulebook"),
    ("cardkit.packs.tabmaster.sheets", "cardkit.render"),
    ("cardkit.rulebook", "cardkit.render"),
    ("cardkit.report", "cardkit.render"),
    ("cardkit.report", "cardkit.rulebook"),
    ("cardkit.report", "cardkit.packs.tabmaster.sheets"),
    ("cardkit.preflight", "cardkit.render"),
    ("cardkit.preflight", "cardkit.packs.tabmaster.sheets"),
    ("cardkit.preflight", "cardkit.rulebook"),
    ("cardkit.preflight", "cardkit.report"),
)
"""Outputs that are siblings: neither of a pair imports the other (preflight reads PDFs, it never renders one)."""

ENGINE = "cardkit.packs.tabmaster.engine"
ENGINE_MAY_USE = ("cardkit.index.folding", "cardkit.dice")
"""The rules engine stands apart: pure functions over data passed in. It folds names as the
checks do and reads dice as the schemas write them, so it may use those two leaf modules, and
nothing else of cardkit."""


def _owner(module: str, prefixes: tuple[str, ...]) -> str | None:
    """The longest of `prefixes` naming `module` or a package holding it (`cardkit` names only itself)."""
    found = [p for p in prefixes if module == p or (p != "cardkit" and module.startswith(p + "."))]
    return max(found, key=len) if found else None


def layer_of(module: str) -> int:
    """The index in LAYERS of the layer `module` belongs to (0 is the top)."""
    prefixes = tuple(prefix for _, members in LAYERS for prefix in members)
    owner = _owner(module, prefixes)
    assert owner is not None, f"{module} is in no layer: add it to LAYERS in {Path(__file__).name} and to docs/architecture.md"
    return next(i for i, (_, members) in enumerate(LAYERS) if owner in members)


def _edges() -> list[Import]:
    return [edge for edges in import_graph(REPO).values() for edge in edges]


def _shown(edge: Import) -> str:
    return f"{edge.importer} (line {edge.line}) imports {edge.imported}"


def test_every_module_has_a_layer() -> None:
    for module in module_names(REPO):
        if not module.startswith(ENGINE):
            layer_of(module)


def test_no_import_runs_back_up() -> None:
    upward = [
        f"{_shown(edge)}: {LAYERS[layer_of(edge.importer)][0]} may not use {LAYERS[layer_of(edge.imported)][0]}"
        for edge in _edges()
        if not edge.importer.startswith(ENGINE) and not edge.imported.startswith(ENGINE)
        and layer_of(edge.imported) < layer_of(edge.importer)
    ]
    assert not upward, "imports that run back up the layers:\n" + "\n".join(upward)


@pytest.mark.parametrize(("one", "other"), APART)
def test_siblings_stay_apart(one: str, other: str) -> None:
    crossing = [
        _shown(edge)
        for edge in _edges()
        if {_owner(edge.importer, (one, other)), _owner(edge.imported, (one, other))} == {one, other}
    ]
    assert not crossing, "\n".join(crossing)


def test_the_engine_imports_nothing_of_cardkit_but_name_folding() -> None:
    leaks = [
        _shown(edge)
        for edge in _edges()
        if edge.importer.startswith(ENGINE) and not edge.imported.startswith(ENGINE) and edge.imported not in ENGINE_MAY_USE
    ]
    assert not leaks, "\n".join(leaks)


def test_the_architecture_page_shows_this_table() -> None:
    page = (REPO / "docs" / "architecture.md").read_text(encoding="utf-8")
    shown = re.findall(r"^\| (\d+) \| ([^|]+?) \| (.+?) \|$", page, flags=re.MULTILINE)
    expected = [(str(i + 1), name, ", ".join(f"`{m}`" for m in members)) for i, (name, members) in enumerate(LAYERS)]
    assert shown == expected, "docs/architecture.md's layer table differs from LAYERS; paste:\n" + layer_table()


def layer_table() -> str:
    """The Markdown table docs/architecture.md carries."""
    rows = ["| # | layer | modules |", "| --- | --- | --- |"]
    rows += [f"| {i + 1} | {name} | {', '.join(f'`{m}`' for m in members)} |" for i, (name, members) in enumerate(LAYERS)]
    return "\n".join(rows)
