"""No import circle in cardkit: a module never needs, however indirectly, a module that needs it.

A circle makes the import order matter (whichever module Python reaches first sees the other
half-built) and hides which of the two is the lower layer. The whole package is read, imports
inside functions and under `if TYPE_CHECKING:` included.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from tests.architecture.imports import Import, describe, find_cycle, import_graph, imports_of

REPO = Path(__file__).resolve().parents[2]


def test_cardkit_has_no_import_circle() -> None:
    cycle = find_cycle(import_graph(REPO))
    assert not cycle, f"import circle: {describe(cycle)}"


def test_the_graph_sees_every_kind_of_import(tmp_path: Path) -> None:
    source = tmp_path / "cardkit" / "checks" / "sites.py"
    source.parent.mkdir(parents=True)
    source.write_text(
        textwrap.dedent(
            """\
            from typing import TYPE_CHECKING

            from cardkit.checks import names
            from . import catalog
            from .catalog import Kind

            if TYPE_CHECKING:
                from cardkit.checks.context import CheckContext


            def later():
                import cardkit.model
            """
        ),
        encoding="utf-8",
    )
    modules = {"cardkit", "cardkit.checks", "cardkit.checks.names", "cardkit.checks.catalog", "cardkit.checks.context", "cardkit.model"}
    edges = imports_of("cardkit.checks.sites", source, modules)
    assert [(edge.imported, edge.line) for edge in edges] == [
        ("cardkit.checks.names", 3),
        ("cardkit.checks.catalog", 4),
        ("cardkit.checks.catalog", 5),
        ("cardkit.checks.context", 8),
        ("cardkit.model", 12),
    ]


def test_a_circle_is_reported_round_from_its_first_module() -> None:
    graph = {
        "cardkit.a": [Import("cardkit.a", "cardkit.b", 3)],
        "cardkit.b": [Import("cardkit.b", "cardkit.c", 5)],
        "cardkit.c": [Import("cardkit.c", "cardkit.b", 7)],
    }
    assert describe(find_cycle(graph)) == "cardkit.b (line 5) -> cardkit.c (line 7) -> cardkit.b"
    assert find_cycle({"cardkit.a": [Import("cardkit.a", "cardkit.b", 1)], "cardkit.b": []}) == []
