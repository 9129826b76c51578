"""Knock-on changes: the lists and cards that name a card the diff renames or removes.

A deck that lists a renamed card now lists the new name, and the diff rightly does not call
the deck changed (its reference only follows the rename). But a player holding the printed
list still reads the old name, and a list that named a removed card no longer holds it.
So every definition that names such a card is found, generically: the names the field table's
reference fields and the game's pack write (`checks.sites.collect_references`) and the cards a
collection lists (`index.collections.contents`). A renamed card is looked for by its new name
on the NEW side; a removed one by its name on the OLD side, in definitions that still exist and
that the diff does not list already (their change shows the name they lost).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from cardkit.checks.sites import Reference, collect_references
from cardkit.diff.model import Affected, AffectedKind, DefinitionChange, FollowedName, GameDiff, Status
from cardkit.diff.words import DiffWords
from cardkit.foundation.folding import fold
from cardkit.index.collections import contents
from cardkit.index.game import GameIndex
from cardkit.model import Definition, Game

Named = tuple[str, str]
"""A card by its kind and its folded name."""


Pairing = Callable[[str, Sequence[Definition], Sequence[Definition]], Iterable[tuple[Definition | None, Definition | None]]]
"""How the diff pairs a kind's OLD and NEW definitions (`compare.pair_definitions`)."""


def affected_lists(diff: GameDiff, old: Game, new: Game, words: DiffWords, pair: Pairing) -> tuple[AffectedKind, ...]:
    """Every definition of both sides that names a card `diff` renames or removes, by kind in
    the NEW side's table order, each with the names it follows; definitions are paired as the
    diff pairs them (`pair`)."""
    renamed = {(c.kind, fold(c.name)): FollowedName(c.kind, c.old_name or c.name, c.name) for c in _changes(diff, new, Status.RENAMED)}
    removed = {(c.kind, fold(c.name)): FollowedName(c.kind, c.name, None) for c in _changes(diff, old, Status.REMOVED)}
    if not renamed and not removed:
        return ()
    old_names, new_names = _Names(old), _Names(new)
    listed = {(change.kind, change.new_file) for kind in diff.kinds for change in kind.changes}
    found: dict[int, tuple[Definition, dict[Named, FollowedName]]] = {}
    for before, after in _kept(old, new, pair):
        followed = {named: renamed[named] for named in new_names.of(after) if named in renamed}
        if (after.kind, after.file) not in listed:  # a listed change already shows the name it lost
            followed |= {named: removed[named] for named in old_names.of(before) if named in removed}
        if followed:
            found[id(after)] = (after, followed)
    kinds = []
    for spec in new.table.kinds:
        definitions = tuple(
            Affected(definition.kind, definition.name, definition.file, tuple(names.values()))
            for definition, names in found.values()
            if definition.kind == spec.id
        )
        if definitions:
            kinds.append(AffectedKind(spec.id, words.kind_heading(spec.id), definitions))
    return tuple(kinds)


def _changes(diff: GameDiff, game: Game, status: Status) -> Iterator[DefinitionChange]:
    """The changes of `status` to definitions (not game.yaml's lists) of `game`'s kinds."""
    for kind in diff.kinds:
        if game.table.kind(kind.kind) is not None:
            yield from (change for change in kind.changes if change.status is status)


def _kept(old: Game, new: Game, pair: Pairing) -> Iterator[tuple[Definition, Definition]]:
    """Each definition both sides have, OLD beside NEW (a new one was never printed)."""
    for spec in new.table.kinds:
        for before, after in pair(spec.id, old.of_kind(spec.id), new.of_kind(spec.id)):
            if before is not None and after is not None:
                yield before, after


class _Names:
    """The cards each definition of one game names, its references walked once."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.index = GameIndex.of(game)
        self.references: dict[int, list[Reference]] = {}
        for ref in collect_references(game):
            self.references.setdefault(id(ref.definition), []).append(ref)

    def of(self, definition: Definition) -> set[Named]:
        """The cards `definition` names: by its reference fields (the table's and the pack's)
        and, for a collection, by the cards it lists."""
        named = {(ref.kind.id, fold(ref.written)) for ref in self.references.get(id(definition), ()) if ref.kind.folder is not None}
        spec = self.game.table.kind(definition.kind)
        if spec is not None and spec.entries is not None:
            named |= {(line.card.kind, fold(line.card.name)) for line in contents(self.index, definition, spec) if line.card is not None}
        return named
