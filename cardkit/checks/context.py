"""What a rule receives (the game and shared, cached lookups) and what it yields (findings)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import PurePosixPath

from cardkit.checks.catalog import Catalog, Kind
from cardkit.checks.names import slug
from cardkit.checks.prose_patterns import ProsePatterns, source_prose
from cardkit.checks.sites import ParamSlot, Reference, collect_param_slots, collect_references
from cardkit.diagnostics import Severity
from cardkit.i18n.words import Words
from cardkit.lexicon import Lexicon
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
    severity: Severity | None = None
    """Set by a finding about the check rather than the content (a text it could not read):
    such a note keeps its own severity, whatever level the project gives the rule."""


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

    @cached_property
    def lexicon(self) -> Lexicon:
        """What the game's words mean: rules ask whether an attack type is `projectile`, never
        whether it is spelt "Projétil"."""
        return Lexicon(self.game.vocabulary)

    @cached_property
    def prose(self) -> ProsePatterns:
        """How rules texts are read, in the language the content is written in."""
        return source_prose(self.game)

    @property
    def words(self) -> Words:
        """The game's words (stat names, categories...), its label catalog where it has none."""
        return self.prose.words

    def unread_prose(self, code: str, group: str, what: str) -> Finding | None:
        """The one info finding of a prose rule when the content's locale has no `group`
        patterns, at game.yaml's `language`; None when it has them (or there is no game.yaml)."""
        vocabulary = self.game.vocabulary
        if vocabulary is None or self.prose.has(group):
            return None
        message, hint = self.prose.unread_note(code, group, what)
        return Finding(vocabulary, ("language",), message, hint, severity=Severity.INFO)

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
