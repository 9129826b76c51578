"""Refusing YAML bombs: what a node tree would expand to, measured before anything is built.

An alias (`*name`) repeats its anchor's whole subtree, so nine lines can expand to a billion
values. Composing keeps each anchor once, so the expanded size and depth can be computed on
the few distinct nodes (each measured once, memoised), counting every visit an alias makes.
"""

from __future__ import annotations

from yaml.nodes import MappingNode, Node, ScalarNode

from cardkit.codes.loading import ALIAS_EXPANSION, TOO_BIG
from cardkit.loading.codes import LoadProblem
from cardkit.loading.limits import MAX_DEPTH, MAX_VALUES
from cardkit.loading.parse import mark_position


def refuse_runaway_expansion(root: Node) -> None:
    """Raise LoadProblem if expanding every alias would be too big (Y008), endless (Y008) or too
    deep (Y009); after this, building may follow aliases freely."""
    _Measure().expanded(root, enclosing=0)


class _Measure:
    def __init__(self) -> None:
        self.known: dict[int, tuple[int, int]] = {}
        """id(node) -> (values it expands to, nesting height of its collections)."""
        self.in_progress: set[int] = set()

    def expanded(self, node: Node, enclosing: int) -> tuple[int, int]:
        """Values and height of `node` expanded, which sits inside `enclosing` collections."""
        size = self.known.get(id(node))
        if size is None:
            if id(node) in self.in_progress:
                raise LoadProblem(
                    ALIAS_EXPANSION,
                    mark_position(node),
                    "this anchor contains an alias to itself, so it would never end",
                    "an alias (`*name`) must not appear inside its own anchor (`&name`)",
                )
            size = self.known[id(node)] = self.measure(node, enclosing)
        if enclosing + size[1] > MAX_DEPTH:
            raise LoadProblem(
                TOO_BIG,
                mark_position(node),
                f"with its aliases expanded, this nests lists and mappings more than {MAX_DEPTH} levels deep",
                "flatten the structure, or repeat fewer anchors inside each other",
            )
        return size

    def measure(self, node: Node, enclosing: int) -> tuple[int, int]:
        if isinstance(node, ScalarNode):
            return 1, 0
        self.in_progress.add(id(node))
        values, height = 1, 1
        children = [part for pair in node.value for part in pair] if isinstance(node, MappingNode) else node.value
        for child in children:
            child_values, child_height = self.expanded(child, enclosing + 1)
            values += child_values
            height = max(height, child_height + 1)
            if values > MAX_VALUES:
                raise LoadProblem(
                    ALIAS_EXPANSION,
                    mark_position(node),
                    f"with its aliases (`*name`) expanded, this holds more than {MAX_VALUES:,} values",
                    "write the values out, or repeat fewer anchors inside each other",
                )
        self.in_progress.discard(id(node))
        return values, height
