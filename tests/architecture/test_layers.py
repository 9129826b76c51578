"""cardkit's layers: import-linter's contracts in pyproject.toml are the rules, and
docs/architecture.md draws the same layers and the same package tree.

Each top-level package of `cardkit/` sits in exactly one layer, so the tree itself says which
way an import may go; the contracts hold every import to it (in functions and under
TYPE_CHECKING too). The rules engine of the bundled pack is held apart here, with grimp, the
graph import-linter is built on: it may use only two leaf modules of cardkit.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import grimp
from importlinter.cli import lint_imports

REPO = Path(__file__).resolve().parents[2]
PAGE = REPO / "docs" / "architecture.md"
DATA_FOLDERS = {"fonts", "icc"}
"""Folders of `cardkit/` that hold data files, not code."""

ENGINE = "cardkit.packs.tabmaster.engine"
ENGINE_MAY_USE = {"cardkit.foundation.folding", "cardkit.foundation.dice"}
"""The rules engine is pure functions over data passed in. It folds names as the checks do and
reads dice as the schemas write them, so it may use those two leaf modules and nothing else."""


def contract_layers() -> list[tuple[list[str], bool]]:
    """The layers contract's rows, top first: each row's packages and whether they stay apart."""
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    [layers] = [c for c in config["tool"]["importlinter"]["contracts"] if c["id"] == "layers"]
    rows = []
    for row in layers["layers"]:
        apart = "|" in row
        rows.append(([name.strip() for name in re.split(r"[|:]", row)], apart))
    return rows


def packages() -> set[str]:
    """The top-level packages of cardkit, and `__main__`."""
    found = {path.parent.name for path in (REPO / "cardkit").glob("*/__init__.py")}
    modules = {path.stem for path in (REPO / "cardkit").glob("*.py") if path.stem != "__init__"}
    return found | modules


def test_import_linter_keeps_every_contract(tmp_path: Path) -> None:
    """`lint-imports` (also run by `make lint`) passes: layers, outputs apart, no pack in the core."""
    assert lint_imports(config_filename=str(REPO / "pyproject.toml"), cache_dir=str(tmp_path), no_logo=True) == 0


def test_every_package_sits_in_one_layer() -> None:
    placed = [name for names, _ in contract_layers() for name in names]
    assert sorted(placed) == sorted(set(placed)), "a package is in two layers"
    assert set(placed) == packages() - DATA_FOLDERS, "pyproject's layers contract and cardkit/'s packages differ"


def test_no_module_is_left_at_the_package_root() -> None:
    """Root modules join the package of their layer; only `__main__` (python -m cardkit) stays."""
    assert {path.name for path in (REPO / "cardkit").glob("*.py")} == {"__init__.py", "__main__.py"}


def test_the_engine_imports_nothing_of_cardkit_but_two_leaf_modules() -> None:
    graph = grimp.build_graph("cardkit", cache_dir=None)
    engine = {ENGINE, *graph.find_descendants(ENGINE)}
    leaks = sorted(
        f"{importer} imports {imported}"
        for importer in engine
        for imported in graph.find_modules_directly_imported_by(importer)
        if imported not in engine and imported not in ENGINE_MAY_USE
    )
    assert not leaks, "\n".join(leaks)


def _page_table() -> list[tuple[str, list[str], bool]]:
    page = PAGE.read_text(encoding="utf-8")
    rows = re.findall(r"^\| (\d+) \| ([^|]+?) \| (.+?) \| (apart|together|alone) \|$", page, flags=re.MULTILINE)
    return [(name, re.findall(r"`([\w.]+)`", members), apart == "apart") for _, name, members, apart in rows]


def test_the_architecture_page_shows_the_contracts_layers() -> None:
    shown = [(members, apart) for _, members, apart in _page_table()]
    assert shown == contract_layers(), "docs/architecture.md's layer table differs from pyproject's layers contract; paste:\n" + layer_table()


def test_the_architecture_pages_tree_is_the_package_tree() -> None:
    """The tree on the page names every package once, with the layer the contract gives it."""
    page = PAGE.read_text(encoding="utf-8")
    tree = page.split("```text\ncardkit/\n", 1)[1].split("```", 1)[0]
    shown = dict(re.findall(r"^[├└]── ([\w]+)(?:/|\.py)\s+(\d+) ", tree, flags=re.MULTILINE))
    layer = {name: str(number) for number, (names, _) in enumerate(contract_layers(), 1) for name in names}
    assert shown == {name: layer.get(name, "?") for name in packages() - DATA_FOLDERS}


def layer_table() -> str:
    """The Markdown table docs/architecture.md carries (its names are the page's own)."""
    names = [name for name, _, _ in _page_table()]
    rows = ["| # | layer | packages | siblings |", "| --- | --- | --- | --- |"]
    for number, (members, apart) in enumerate(contract_layers(), 1):
        name = names[number - 1] if number <= len(names) else "?"
        siblings = "alone" if len(members) == 1 else "apart" if apart else "together"
        rows.append(f"| {number} | {name} | {', '.join(f'`{m}`' for m in members)} | {siblings} |")
    return "\n".join(rows)
