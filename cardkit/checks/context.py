"""What a rule receives (the game and shared, cached lookups) and what it yields (findings)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import PurePosixPath

from cardkit.checks.catalog import Catalog, Kind
from cardkit.checks.names import slug
from cardkit.checks.sites import ParamSlot, Reference, collect_param_slots, collect_references
from cardkit.model import Definition, Game, Trait
from cardkit.model import Path_ as FieldPath


@dataclass(frozen=True)
class Finding:
    """One problem a rule found: which definition, which field, what is wrong and what to do.

    `needle` points inside a long text (a quoted name in a trait's text): the diagnostic then
    goes to where that text is written rather than to the start of the field.
    """

    definition: Definition
    path: FieldPath
    message: str
    hint: str | None = None
    key: bool = False
    needle: str | None = None


@dataclass
class CheckContext:
    """The game under check plus lookups every rule shares, each computed once on first use."""

    game: Game
    failed_files: frozenset[str] = field(default_factory=frozenset)
    """Files the earlier stages rejected: names they define are unknown, but not misspelt."""

    @cached_property
    def catalog(self) -> Catalog:
        return Catalog(self.game)

    @cached_property
    def references(self) -> list[Reference]:
        return collect_references(self)

    @cached_property
    def param_slots(self) -> list[ParamSlot]:
        return collect_param_slots(self)

    def trait(self, written: str) -> Trait | None:
        found = self.catalog.find(Kind.TRAIT, written)
        return found if isinstance(found, Trait) else None

    def was_rejected(self, kind: Kind, written: str) -> bool:
        """True if the file that would define `written` failed to load, so "unknown" would mislead."""
        if kind.folder is None:
            return False
        stem = slug(written)
        return any(
            PurePosixPath(path).parent.name == kind.folder and PurePosixPath(path).stem == stem
            for path in self.failed_files
        )
