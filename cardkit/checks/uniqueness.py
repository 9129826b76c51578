"""R40x: one name, one definition, per kind (case and accents folded, as lookups fold them)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import rule
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.folding import fold
from cardkit.index.game import Entry
from cardkit.index.kinds import AnyKind


@rule(
    code="R401",
    name="duplicate-name",
    severity=Severity.ERROR,
    description="two definitions or vocabulary entries of one kind share a name",
)
def duplicate_name(ctx: CheckContext) -> Iterator[RuleFinding]:
    """Two definitions (or game.yaml entries) of one kind have the same name, once case and accents
    are folded as lookups fold them: a reference could not tell them apart. Rename or remove one.

    PASS::

        # content/spells/choque.yaml and content/spells/choque-forte.yaml
        name: Choque
        ---
        name: Choque Forte

    FAIL::

        # content/spells/choque.yaml and content/spells/zz-choque.yaml
        name: Choque
        ---
        name: CHOQUE
    """
    for kind, original, entry in twins(ctx, fold):
        where = original.definition.source.at(*original.path)
        yield RuleFinding(
            entry.definition,
            entry.path,
            f"{kind.label} '{entry.name}' is already defined as '{original.name}'",
            f"the first is at {original.definition.file}:{where.line}; rename or remove one, "
            "since references could not tell them apart",
        )


def twins(ctx: CheckContext, key: Callable[[str], str]) -> Iterator[tuple[AnyKind, Entry, Entry]]:
    """(kind, first entry, later entry) for every name of a kind whose `key` an earlier name of
    that kind already has: `fold` finds duplicates, a confusables skeleton finds look-alikes."""
    for kind, entries in ctx.index.entries.items():
        first: dict[str, Entry] = {}
        for entry in entries:
            original = first.setdefault(key(entry.name), entry)
            if original is not entry:
                yield kind, original, entry
