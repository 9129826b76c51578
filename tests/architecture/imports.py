"""The import graph of the cardkit package, read from the source with `ast` (nothing is imported).

Every `import` and `from ... import` counts wherever it is written: at module level, under
`if TYPE_CHECKING:`, inside a function. A deferred import still ties two modules together, and
one that only type hints need still makes a circle a reader has to untangle.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

PACKAGE = "cardkit"


@dataclass(frozen=True)
class Import:
    """One edge of the graph: `importer` imports `imported`, at `line` of the importer's file."""

    importer: str
    imported: str
    line: int


def module_names(root: Path) -> dict[str, Path]:
    """Every module of the package under `root` (the folder holding `cardkit/`) by dotted name."""
    found: dict[str, Path] = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _base(module: str, is_package: bool, level: int) -> str:
    """The package a relative import of `level` dots starts from."""
    parts = module.split(".") if is_package else module.split(".")[:-1]
    return ".".join(parts[: len(parts) - (level - 1)])


def imports_of(module: str, path: Path, modules: set[str]) -> list[Import]:
    """The package modules `module` imports; `from x import y` goes to `x.y` when that is a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    edges: list[Import] = []
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            source = node.module or ""
            if node.level:
                base = _base(module, path.name == "__init__.py", node.level)
                source = f"{base}.{source}" if source else base
            targets = [f"{source}.{alias.name}" if f"{source}.{alias.name}" in modules else source for alias in node.names]
        edges += [Import(module, target, node.lineno) for target in targets if target in modules and target != module]
    return sorted(edges, key=lambda edge: edge.line)


def import_graph(root: Path) -> dict[str, list[Import]]:
    """Each module of the package and the package modules it imports."""
    modules = module_names(root)
    return {name: imports_of(name, path, set(modules)) for name, path in modules.items()}


def find_cycle(graph: dict[str, list[Import]]) -> list[Import]:
    """One import circle, as the edges that go round it; [] when the graph has none.

    A depth-first walk: an edge back to a module still being walked closes a circle, made of
    the edges walked since that module plus this one.
    """
    state: dict[str, str] = {}
    trail: list[Import] = []

    def visit(module: str) -> list[Import]:
        state[module] = "open"
        for edge in graph.get(module, ()):
            if state.get(edge.imported) == "open":
                start = next(i for i, step in enumerate(trail) if step.importer == edge.imported)
                return [*trail[start:], edge]
            if edge.imported not in state:
                trail.append(edge)
                found = visit(edge.imported)
                if found:
                    return found
                trail.pop()
        state[module] = "done"
        return []

    for module in sorted(graph):
        if module not in state:
            found = visit(module)
            if found:
                return found
    return []


def describe(cycle: list[Import]) -> str:
    """The circle as a reader follows it: `a (line 3) -> b (line 12) -> a`."""
    steps = [f"{edge.importer} (line {edge.line})" for edge in cycle]
    return " -> ".join([*steps, cycle[0].importer])
