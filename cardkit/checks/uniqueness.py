"""R40x: one name, one definition, per kind (case and accents folded, as lookups fold them)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from cardkit.checks.catalog import Entry, Kind
from cardkit.checks.context import CheckContext, Finding
from cardkit.checks.names import fold
from cardkit.checks.registry import rule
from cardkit.diagnostics import Severity


@rule(
    code="R401",
    name="duplicate-name",
    severity=Severity.ERROR,
    description="two definitions or vocabulary entries of one kind share a name",
)
def duplicate_name(ctx: CheckContext) -> Iterator[Finding]:
    for kind, original, entry in twins(ctx, fold):
        where = original.definition.source.at(*original.path)
        yield Finding(
            entry.definition,
            entry.path,
            f"{kind.label} '{entry.name}' is already defined as '{original.name}'",
            f"the first is at {original.definition.file}:{where.line}; rename or remove one, "
            "since references could not tell them apart",
        )


def twins(ctx: CheckContext, key: Callable[[str], str]) -> Iterator[tuple[Kind, Entry, Entry]]:
    """(kind, first entry, later entry) for every name of a kind whose `key` an earlier name of
    that kind already has: `fold` finds duplicates, a confusables skeleton finds look-alikes."""
    for kind, entries in ctx.catalog.entries.items():
        first: dict[str, Entry] = {}
        for entry in entries:
            original = first.setdefault(key(entry.name), entry)
            if original is not entry:
                yield kind, original, entry
