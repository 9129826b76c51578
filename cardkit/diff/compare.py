"""Compare two loaded games into a `GameDiff`: pure, over the model (and each side's chapters).

Definitions of a kind are paired by name first (the same name in another file is a move), then
by card id, which is the file (the same file under a new name is a rename); what is left is
added or removed. game.yaml is compared as its settings and its lists, each entry by its id
(by its name where it has none), so a renamed element is a rename, not a removal and an addition.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import PurePosixPath
from typing import Any

from cardkit.checks.context import CheckContext
from cardkit.content import LoadedProject
from cardkit.diff.book import Chapter, chapters_of, compare_books
from cardkit.diff.fields import Sides, compare_definitions, compare_fields
from cardkit.diff.model import DefinitionChange, GameDiff, KindDiff, Status
from cardkit.diff.words import DiffWords
from cardkit.i18n.wording import Wording
from cardkit.index.folding import fold
from cardkit.model import Definition, Game, Vocabulary

BUILT_IN_KINDS = ("trait", "spell", "unit", "army")

VOCABULARY_LISTS = (
    "elements", "stats", "card_types", "attack_types", "effect_keywords", "line_directions",
    "unit_categories", "resources", "ammunition",
)
"""game.yaml's lists of entries, each entry with an id and a name, in the order the diff shows them."""

GAME_SETTINGS = frozenset({"language", "ruleset_version", "resolution", "dice", "table_limit", "caster_classes", "army_limits", "labels", "status", "art"})
"""game.yaml's own settings, compared as the fields of one entry, the game."""


def compare_sides(old: LoadedProject, new: LoadedProject, old_label: str = "old", new_label: str = "new") -> GameDiff:
    """What changed from `old` to `new`, in the words of the edition each side prints (`new`'s for labels)."""
    return compare_games(old.game, new.game, Sides(DiffWords(Wording.of(old)), DiffWords(Wording.of(new))),
                         chapters_of(old), chapters_of(new), old_label, new_label)


def compare_games(
    old: Game, new: Game, sides: Sides, old_book: tuple[Chapter, ...] = (), new_book: tuple[Chapter, ...] = (),
    old_label: str = "old", new_label: str = "new",
) -> GameDiff:
    """The diff of two games and their chapters; only kinds with changes are listed."""
    every_kind = (*BUILT_IN_KINDS, *_declared_kinds(old, new))
    sides = replace(sides, renamed=renames(old, new, every_kind))
    kinds = [*_vocabulary_kinds(old.vocabulary, new.vocabulary, sides)]
    usage = Usage(new, new_book)
    for kind in every_kind:
        changes = compare_kind(kind, _of_kind(old, kind), _of_kind(new, kind), sides, usage)
        if changes:
            kinds.append(KindDiff(kind, sides.new.kind_heading(kind), changes))
    return GameDiff(old_label, new_label, sides.new.wording.locale, tuple(kinds), compare_books(old_book, new_book))


def renames(old: Game, new: Game, kinds: Iterable[str]) -> dict[str, str]:
    """Every definition and game.yaml entry renamed from `old` to `new`: its folded old name ->
    its new name."""
    pairs: list[tuple[Any, Any]] = [pair for kind in kinds for pair in pair_definitions(kind, _of_kind(old, kind), _of_kind(new, kind))]
    if old.vocabulary is not None and new.vocabulary is not None:
        for section in VOCABULARY_LISTS:
            after_by = {_key(entry): entry for entry in getattr(new.vocabulary, section)}
            pairs += [(entry, after_by.get(_key(entry))) for entry in getattr(old.vocabulary, section)]
    return {fold(b.name): a.name for b, a in pairs if b is not None and a is not None and fold(b.name) != fold(a.name)}


def _declared_kinds(old: Game, new: Game) -> list[str]:
    return list(dict.fromkeys([k.id for k in new.declarations.kinds] + [k.id for k in old.declarations.kinds]))


def _of_kind(game: Game, kind: str) -> list[Definition]:
    built_in: dict[str, Sequence[Definition]] = {"trait": game.traits, "spell": game.spells, "unit": game.units, "army": game.armies}
    return list(built_in[kind] if kind in built_in else game.declared.get(kind, ()))


def card_id(kind: str, definition: Definition) -> str:
    """A card's id: its kind and file name (`spell-inferno`), as its PNG and the build cache name it."""
    return f"{kind}-{PurePosixPath(definition.file).stem}"


def compare_kind(kind: str, old: list[Definition], new: list[Definition], sides: Sides, usage: Usage) -> tuple[DefinitionChange, ...]:
    """The changes of one kind, in the NEW side's file order, removals after."""
    changes = []
    for before, after in pair_definitions(kind, old, new):
        change = _definition_change(kind, before, after, sides, usage)
        if change is not None:
            changes.append(change)
    return tuple(changes)


def pair_definitions(kind: str, old: list[Definition], new: list[Definition]) -> Iterator[tuple[Definition | None, Definition | None]]:
    """Each NEW definition with its OLD self (by name, else by card id) or None, then the OLD ones left."""
    left = {id(d): d for d in old}
    by_name = {fold(d.name): d for d in old}
    by_id = {card_id(kind, d): d for d in old}
    matched: dict[int, Definition] = {}
    for after in new:  # names first, everywhere: a name kept in another file is a move, whatever else moved
        before = by_name.get(fold(after.name))
        if before is not None and id(before) in left:
            matched[id(after)] = left.pop(id(before))
    for after in new:
        before = matched.get(id(after))
        if before is None:
            candidate = by_id.get(card_id(kind, after))
            before = left.pop(id(candidate)) if candidate is not None and id(candidate) in left else None
        yield before, after
    for before in left.values():
        yield before, None


def _definition_change(kind: str, before: Definition | None, after: Definition | None, sides: Sides, usage: Usage) -> DefinitionChange | None:
    if after is None:
        assert before is not None
        return DefinitionChange(Status.REMOVED, kind, before.name, card_id(kind, before), old_file=before.file, old_line=_line(before))
    if before is None:
        return DefinitionChange(Status.ADDED, kind, after.name, card_id(kind, after), new_file=after.file, new_line=_line(after))
    fields = compare_definitions(before, after, sides)
    renamed = before.name != after.name
    moved = before.file != after.file
    if not (fields or renamed or moved):
        return None
    status = Status.RENAMED if renamed else Status.MOVED if moved else Status.CHANGED
    return DefinitionChange(
        status, kind, after.name, card_id(kind, after),
        old_name=before.name if renamed else None, old_id=card_id(kind, before), old_file=before.file, new_file=after.file,
        old_line=_line(before), new_line=_line(after), fields=fields,
        still_using_old_name=usage.files_using(kind, before.name) if renamed else (),
    )


def _line(definition: Definition) -> int:
    return definition.source.at("name").line


@dataclass(frozen=True)
class Usage:
    """Where the NEW side still writes a name: references (a unit's traits, an army's units,
    declared reference fields) and, as whole words, its texts and its chapters."""

    game: Game
    book: tuple[Chapter, ...]

    def files_using(self, kind: str, name: str) -> tuple[str, ...]:
        """The files that still write `name` for a definition of `kind` (sorted, each once)."""
        wanted = fold(name)
        files = {ref.definition.file for ref in CheckContext(self.game).references if ref.kind.label == kind and fold(ref.written) == wanted}
        files |= {d.file for d, spec, value in self.game.declared_values("reference") if spec.to == kind and isinstance(value, str) and fold(value) == wanted}
        word = re.compile(rf"(?<!\w){re.escape(wanted)}(?!\w)")
        files |= {d.file for d in self.game.definitions() if any(word.search(fold(text)) for text in _texts(d) if text != d.name)}
        files |= {c.file for c in self.book if any(word.search(fold(p.text)) for p in c.paragraphs)}
        return tuple(sorted(files))


def _texts(definition: Definition) -> Iterator[str]:
    """The prose a definition prints: its text, flavour, reminder, notes (an element's texts aside)."""
    for name in ("text", "flavor", "reminder", "notes"):
        value = getattr(definition, name, None)
        if isinstance(value, str):
            yield value


def _vocabulary_kinds(old: Vocabulary | None, new: Vocabulary | None, sides: Sides) -> Iterator[KindDiff]:
    """game.yaml's settings (one entry, the game) and each of its lists, as kinds of their own."""
    if old is None or new is None:
        return
    settings = tuple(compare_fields(old, new, sides, _not_settings(new)))
    if old.name != new.name:
        settings = (sides.change("name", sides.new.field_label("name"), old.name, new.name), *settings)
    if settings:
        yield KindDiff("game", sides.new.labels("diff.sections.game"), (DefinitionChange(Status.CHANGED, "game", new.name, None, old_file=old.file, new_file=new.file, fields=settings),))
    for section in VOCABULARY_LISTS:
        changes = tuple(compare_entries(section, getattr(old, section), getattr(new, section), sides, old.file, new.file))
        if changes:
            yield KindDiff(section, sides.new.labels(f"diff.sections.{section}"), changes)
    declared = tuple(_declaration_changes(old, new, sides))
    if declared:
        yield KindDiff("declarations", sides.new.labels("diff.sections.declarations"), declared)


def _not_settings(vocabulary: Vocabulary) -> frozenset[str]:
    return frozenset(spec for spec in vocabulary.__dataclass_fields__ if spec not in GAME_SETTINGS)


def _key(entry: Any) -> str:
    """An entry's identity: its id, else its name folded (a game whose entries have no ids)."""
    entry_id = getattr(entry, "id", None)
    return str(entry_id) if entry_id else fold(entry.name)


def compare_entries(section: str, old: Iterable[Any], new: Iterable[Any], sides: Sides, old_file: str, new_file: str) -> Iterator[DefinitionChange]:
    """The entries of one game.yaml list added, removed, renamed (same id, new name) or edited."""
    before_by = {_key(entry): entry for entry in old}
    after_by = {_key(entry): entry for entry in new}
    for key, after in after_by.items():
        before = before_by.get(key)
        if before is None:
            yield DefinitionChange(Status.ADDED, section, after.name, getattr(after, "id", None), new_file=new_file)
            continue
        fields = tuple(compare_fields(before, after, sides))
        renamed = before.name != after.name
        if renamed or fields:
            yield DefinitionChange(Status.RENAMED if renamed else Status.CHANGED, section, after.name, getattr(after, "id", None),
                                   old_name=before.name if renamed else None, old_file=old_file, new_file=new_file, fields=fields)
    for key, before in before_by.items():
        if key not in after_by:
            yield DefinitionChange(Status.REMOVED, section, before.name, getattr(before, "id", None), old_file=old_file)


def _declaration_changes(old: Vocabulary, new: Vocabulary, sides: Sides) -> Iterator[DefinitionChange]:
    """Declared fields (by kind and id) and declared card kinds, compared as game.yaml entries."""
    old_fields = {f"{kind}.{spec.id}": spec for kind, specs in old.declarations.fields.items() for spec in specs}
    new_fields = {f"{kind}.{spec.id}": spec for kind, specs in new.declarations.fields.items() for spec in specs}
    for kind in {*(k.id for k in old.declarations.kinds), *(k.id for k in new.declarations.kinds)}:
        old_kind, new_kind = old.declarations.kind(kind), new.declarations.kind(kind)
        old_fields.update({f"{kind}.{spec.id}": spec for spec in (old_kind.fields if old_kind else ())})
        new_fields.update({f"{kind}.{spec.id}": spec for spec in (new_kind.fields if new_kind else ())})
    yield from compare_entries("declarations", _with_ids(old_fields), _with_ids(new_fields), sides, old.file, new.file)
    yield from compare_entries("declarations", old.declarations.kinds, new.declarations.kinds, sides, old.file, new.file)


def _with_ids(specs: dict[str, Any]) -> list[Any]:
    """Declared fields with their kind in their id (`unit.morale`), so two kinds' fields never meet."""
    return [replace(spec, id=key) for key, spec in specs.items()]
