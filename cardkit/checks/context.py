"""What a rule receives (the game's index and what only checking needs) and what it yields.

Names, lookups and the lexicon belong to the game, not to checking: they are the game's
`GameIndex` (`ctx.index`), shared with the sheets, the rulebook and the scaffold. What stays
here is check-specific: the files earlier stages rejected, the reference sites the rules
filter, and how rules texts are read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path, PurePosixPath
from typing import TypeVar, cast

from cardkit.checks.old_names import KindRename, folder_renames, game_renames
from cardkit.checks.prose_patterns import ProsePatterns, source_prose
from cardkit.checks.sites import Reference, collect_references
from cardkit.foundation.assets import Assets
from cardkit.foundation.diagnostics import Severity
from cardkit.foundation.folding import fold, slug
from cardkit.i18n.words import Words
from cardkit.index.game import GameIndex
from cardkit.index.kinds import AnyKind
from cardkit.model import Definition, Game
from cardkit.model import Path_ as FieldPath
from cardkit.theme.art import ArtWindow
from cardkit.vcs.history import Rename

_T = TypeVar("_T")


@dataclass(frozen=True)
class RuleFinding:
    """One problem a rule found: which definition, which field, what is wrong and what to do.

    `needle` points inside a long text (a quoted name in a card's text): the diagnostic then
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


@dataclass(frozen=True)
class ArtSetup:
    """What the art rules need beyond the game: its asset folder (and how a message names it)
    and each card kind's art window, in mm, on the largest card the project prints."""

    assets: Assets
    shown_folder: str
    windows: dict[str, ArtWindow]


class CheckContext:
    """The game under check, its index, and the check-only lookups, each computed once on first use.

    `index` defaults to the game's own (`GameIndex.of(game)`), the one the outputs use too.
    """

    def __init__(
        self,
        game: Game,
        failed_files: Iterable[str] = (),
        index: GameIndex | None = None,
        art: ArtSetup | None = None,
        coverage: frozenset[int] | None = None,
    ) -> None:
        self.game = game
        self.coverage = coverage
        """The code points the theme's fonts can draw; None where no theme is around (R150 skips)."""
        self.art = art
        """The asset folder and art windows; None where no project is around (art is then not checked)."""
        self.index = index if index is not None else GameIndex.of(game)
        self.failed_files = frozenset(failed_files)
        """Files the earlier stages rejected: names they define are unknown, but not misspelt."""
        self._memo: dict[str, object] = {}

    @cached_property
    def references(self) -> list[Reference]:
        return collect_references(self.game)

    def memo(self, key: str, compute: Callable[[], _T]) -> _T:
        """What a rule (a pack's) computes once per check run and its other rules reuse."""
        if key not in self._memo:
            self._memo[key] = compute()
        return cast(_T, self._memo[key])

    @cached_property
    def prose(self) -> ProsePatterns:
        """How rules texts are read, in the language the content is written in."""
        return source_prose(self.game)

    @property
    def words(self) -> Words:
        """The game's words (stat names, categories...), its label catalog where it has none."""
        return self.prose.words

    def unread_prose(self, code: str, group: str, what: str) -> RuleFinding | None:
        """The one info finding of a prose rule when the content's locale has no `group`
        patterns, at game.yaml's `language`; None when it has them (or there is no game.yaml)."""
        vocabulary = self.game.vocabulary
        if vocabulary is None or self.prose.has(group):
            return None
        message, hint = self.prose.unread_note(code, group, what)
        return RuleFinding(vocabulary, ("language",), message, hint, severity=Severity.INFO)

    def renamed(self, kind: AnyKind, written: str) -> Rename | None:
        """The rename git history knows for `written`, a name of `kind` that resolves to nothing
        (`cardkit.vcs.history`): read once per check run, and only when asked."""
        return self._renames_in(kind.folder).get(fold(written))

    def renamed_to(self, folder: str, name: str) -> Rename | None:
        """The rename git history knows that ended at `name`, a definition of `folder`: where
        a definition renamed in its `name:` alone came from."""
        return next((r for r in self._renames_in(folder).values() if fold(r.new) == fold(name)), None)

    def _renames_in(self, folder: str | None) -> dict[str, Rename]:
        return folder_renames(self.index, self._content_dir()).get(folder, {}) if folder is not None else {}

    @cached_property
    def old_names(self) -> list[KindRename]:
        """Every rename of the game's definitions git history knows whose old name now names
        nothing: what prose may still say (`cardkit.checks.old_names`)."""
        return game_renames(self.index, self._content_dir())

    def _content_dir(self) -> Path | None:
        """The content folder on disk: game.yaml's folder (None for a game built in memory)."""
        vocabulary = self.game.vocabulary
        path = vocabulary.source.doc.path if vocabulary is not None else None
        return path.parent if path is not None and path.is_file() else None

    def was_rejected(self, kind: AnyKind, written: str) -> bool:
        """True if the file that would define `written` failed to load, so "unknown" would mislead."""
        if kind.folder is None:
            return False
        stem = slug(written)
        return any(
            PurePosixPath(path).parent.name == kind.folder and PurePosixPath(path).stem == stem
            for path in self.failed_files
        )
