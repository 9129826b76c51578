"""Compare two loaded games into a `GameDiff`: pure, over the model (and each side's chapters).

Definitions are paired per kind of the field table: by name first (the same name in another
file is a move), then by card id, which is the file (the same file under a new name is a
rename), then by content (a file renamed to its new name's slug, as R001 asks, is a rename when
what it holds besides its name is mostly the same: `similar_content`); what is left is added or
removed. game.yaml is compared as its settings, its
vocabularies (each entry by its id, by its name where it has none, so a renamed entry is a
rename, not a removal and an addition) and its declarations (each declared field by its kind
and id, each declared kind by its id).
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import PurePosixPath
from typing import Any

from cardkit.checks.context import CheckContext
from cardkit.diff.book import Chapter, chapters_of, compare_books
from cardkit.diff.fields import SKIPPED, Sides, compare_definitions, compare_fields, value_changes
from cardkit.diff.knock_on import affected_lists
from cardkit.diff.model import DefinitionChange, FieldChange, GameDiff, KindDiff, Status
from cardkit.diff.words import DiffWords
from cardkit.fields.model import GAME, FieldTable, KindSpec
from cardkit.foundation.folding import fold
from cardkit.model import Definition, Game, Vocabulary
from cardkit.output.wording import Wording
from cardkit.project.validate import LoadedProject

GAME_SECTION, DECLARATIONS_SECTION = "game", "declarations"
CORE_SETTINGS = ("language", "ruleset_version", "pack", "dice", "labels")
"""game.yaml's own settings cardkit reads; a pack's keys that are no vocabulary are settings too."""
FIELD_SKIPPED = SKIPPED | {"origin", "stat", "ref", "translated", "names"}
"""A declared field's parts game.yaml cannot write (a pack's field has them), besides its id and name."""
KIND_SKIPPED = frozenset({"id", "fields", "role", "noun", "deck", "salvage", "pack"})
"""A declared kind's parts compared elsewhere (its id pairs it, each of its fields is an entry of
its own) or that game.yaml cannot write (a pack's kind has them; a card kind and a collection
are declared under keys of their own)."""


def compare_sides(old: LoadedProject, new: LoadedProject, old_label: str = "old", new_label: str = "new") -> GameDiff:
    """What changed from `old` to `new`, in the words of the edition each side prints (`new`'s for labels),
    with the lists and cards that name a renamed or removed card (`knock_on`)."""
    sides = Sides(DiffWords(Wording.of(old)), DiffWords(Wording.of(new)))
    diff = compare_games(old.game, new.game, sides, chapters_of(old), chapters_of(new), old_label, new_label)
    return replace(diff, affected=affected_lists(diff, old.game, new.game, sides.new, pair_definitions))


def compare_games(
    old: Game, new: Game, sides: Sides, old_book: tuple[Chapter, ...] = (), new_book: tuple[Chapter, ...] = (),
    old_label: str = "old", new_label: str = "new",
) -> GameDiff:
    """The diff of two games and their chapters; only kinds with changes are listed."""
    every_kind = kinds_of(old.table, new.table)
    sides = replace(sides, renamed=renames(old, new, every_kind, sides))
    kinds = [*_vocabulary_kinds(old.vocabulary, new.vocabulary, sides)]
    usage = Usage(new, new_book)
    for kind in every_kind:
        changes = compare_kind(kind, old.of_kind(kind), new.of_kind(kind), sides, usage)
        if changes:
            kinds.append(KindDiff(kind, sides.new.kind_heading(kind), changes))
    return GameDiff(old_label, new_label, sides.new.wording.locale, tuple(kinds), compare_books(old_book, new_book))


def kinds_of(old: FieldTable, new: FieldTable) -> list[str]:
    """Every kind of either side, the NEW side's in its table's order, then the OLD side's gone ones."""
    return list(dict.fromkeys([kind.id for kind in new.kinds] + [kind.id for kind in old.kinds]))


def renames(old: Game, new: Game, kinds: Iterable[str], sides: Sides) -> dict[str, str]:
    """Every definition and game.yaml entry renamed from `old` to `new`: its folded old name ->
    its new name."""
    pairs: list[tuple[Any, Any]] = [pair for kind in kinds for pair in pair_definitions(kind, old.of_kind(kind), new.of_kind(kind))]
    if old.vocabulary is not None and new.vocabulary is not None:
        for key in sections(old.table, new.table, sides):
            after_by = {_key(entry): entry for entry in entries_of(new.vocabulary, key, sides.new)}
            pairs += [(entry, after_by.get(_key(entry))) for entry in entries_of(old.vocabulary, key, sides.old)]
    return {fold(b.name): a.name for b, a in pairs if b is not None and a is not None and fold(b.name) != fold(a.name)}


def renamed_card_ids(old: Game, new: Game) -> dict[str, str]:
    """The NEW side's card ids whose definition had another card id on the OLD side (its file
    renamed, with its name or not), each with that old id: what a reprint set calls a rename."""
    found = {}
    for kind in kinds_of(old.table, new.table):
        for before, after in pair_definitions(kind, old.of_kind(kind), new.of_kind(kind)):
            if before is not None and after is not None and card_id(kind, before) != card_id(kind, after):
                found[card_id(kind, after)] = card_id(kind, before)
    return found


def card_id(kind: str, definition: Definition) -> str:
    """A card's id: its kind and file name (`event-ambush`), as its PNG and the build cache name it."""
    return f"{kind}-{PurePosixPath(definition.file).stem}"


def compare_kind(kind: str, old: Sequence[Definition], new: Sequence[Definition], sides: Sides, usage: Usage) -> tuple[DefinitionChange, ...]:
    """The changes of one kind, in the NEW side's file order, removals after."""
    changes = []
    for before, after in pair_definitions(kind, old, new):
        change = _definition_change(kind, before, after, sides, usage)
        if change is not None:
            changes.append(change)
    return tuple(changes)


def pair_definitions(kind: str, old: Sequence[Definition], new: Sequence[Definition]) -> Iterator[tuple[Definition | None, Definition | None]]:
    """Each NEW definition with its OLD self (by name, else by card id, else by content) or
    None, then the OLD ones left."""
    left = {id(d): d for d in old}
    by_name = {fold(d.name): d for d in old}
    by_id = {card_id(kind, d): d for d in old}
    matched: dict[int, Definition] = {}
    for after in new:  # names first, everywhere: a name kept in another file is a move, whatever else moved
        before = by_name.get(fold(after.name))
        if before is not None and id(before) in left:
            matched[id(after)] = left.pop(id(before))
    for after in new:
        if id(after) not in matched:
            candidate = by_id.get(card_id(kind, after))
            if candidate is not None and id(candidate) in left:
                matched[id(after)] = left.pop(id(candidate))
    unpaired = [after for after in new if id(after) not in matched]
    for before, after in similar_content(list(left.values()), unpaired):
        matched[id(after)] = left.pop(id(before))
    for after in new:
        yield matched.get(id(after)), after
    for before in left.values():
        yield before, None


SIMILARITY = 0.5
"""How much of a file's content (its name aside) must stay for a new file to be the old one
renamed: git's own default for rename detection (`git diff -M`, 50 %)."""


def similar_content(old: list[Definition], new: list[Definition]) -> list[tuple[Definition, Definition]]:
    """Old and new definitions (none paired by name or file) that are one definition renamed
    together with its file: what each file writes besides its name, line by line, at least
    `SIMILARITY` alike; the most alike pairs first, each definition in one pair at most.

    git's rename detection asks the same question, but only between two commits or the index,
    while a side of a diff may be a project folder or a file `mv`'d and not yet added; so the
    rule is applied here, to what the two sides load, whatever they are."""
    if not old or not new:
        return []
    shapes = {id(d): _content_lines(d) for d in (*old, *new)}
    scored = []
    for before in old:
        for after in new:
            matcher = difflib.SequenceMatcher(a=shapes[id(before)], b=shapes[id(after)], autojunk=False)
            if matcher.real_quick_ratio() < SIMILARITY or matcher.quick_ratio() < SIMILARITY:
                continue  # upper bounds: a folder of cards replaced by another stays quick
            ratio = matcher.ratio()
            if ratio >= SIMILARITY:
                scored.append((ratio, before, after))
    scored.sort(key=lambda item: -item[0])
    pairs: list[tuple[Definition, Definition]] = []
    taken: set[int] = set()
    for _, before, after in scored:
        if id(before) not in taken and id(after) not in taken:
            taken |= {id(before), id(after)}
            pairs.append((before, after))
    return pairs


def _content_lines(definition: Definition) -> list[str]:
    """What a definition's file writes, its name left out, one line per value (keys sorted), so
    a rename with a small edit stays mostly alike and two different cards of a kind do not."""
    data = definition.source.doc.data
    written = {key: value for key, value in data.items() if key != "name"} if isinstance(data, dict) else data
    lines = json.dumps(written, ensure_ascii=False, sort_keys=True, indent=1, default=str).splitlines()
    return [line.strip() for line in lines if line.strip(" {}[],")]  # brackets alone say nothing of a card


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
    """Where the NEW side still writes a name: references (every name the field table and the
    pack know of) and, as whole words, its texts and its chapters."""

    game: Game
    book: tuple[Chapter, ...]

    def files_using(self, kind: str, name: str) -> tuple[str, ...]:
        """The files that still write `name` for a definition of `kind` (sorted, each once)."""
        wanted = fold(name)
        files = {ref.definition.file for ref in CheckContext(self.game).references if ref.kind.id == kind and fold(ref.written) == wanted}
        word = re.compile(rf"(?<!\w){re.escape(wanted)}(?!\w)")
        files |= {d.file for d in self.game.definitions() if any(word.search(fold(text)) for text in self._texts(d) if text != d.name)}
        files |= {c.file for c in self.book if any(word.search(fold(p.text)) for p in c.paragraphs)}
        return tuple(sorted(files))

    def _texts(self, definition: Definition) -> Iterator[str]:
        """The prose a definition prints: the texts of its kind players read."""
        for spec in self.game.table.fields_of(definition.kind):
            value = definition.values.get(spec.id)
            if spec.is_translated and isinstance(value, str):
                yield value


def _vocabulary_kinds(old: Vocabulary | None, new: Vocabulary | None, sides: Sides) -> Iterator[KindDiff]:
    """game.yaml's settings (one entry, the game), each of its vocabularies and its
    declarations, as kinds of their own."""
    if old is None or new is None:
        return
    settings = tuple(_settings_changes(old, new, sides))
    if old.name != new.name:
        settings = (sides.change("name", sides.new.field_label("name"), old.name, new.name), *settings)
    if settings:
        yield KindDiff(GAME_SECTION, sides.new.labels("diff.sections.game"),
                       (DefinitionChange(Status.CHANGED, GAME_SECTION, new.name, None, old_file=old.file, new_file=new.file, fields=settings),))
    for key in sections(old.table, new.table, sides):
        changes = tuple(compare_entries(key, entries_of(old, key, sides.old), entries_of(new, key, sides.new), sides, old.file, new.file))
        if changes:
            yield KindDiff(key, sides.new.section_heading(key), changes)
    declared = tuple(_declaration_changes(old.table, new.table, sides, old.file, new.file))
    if declared:
        yield KindDiff(DECLARATIONS_SECTION, sides.new.labels("diff.sections.declarations"), declared)


def settings_of(vocabulary: Vocabulary) -> dict[str, Any]:
    """game.yaml's settings as built: cardkit's, and the pack's keys that are no vocabulary of
    entries (a list of bare names is one setting)."""
    entries = {spec.key for spec in vocabulary.table.vocabularies if not spec.plain}
    own = {key: getattr(vocabulary, key) for key in CORE_SETTINGS}
    return {**own, **{key: value for key, value in vocabulary.values.items() if key not in entries}}


def _settings_changes(old: Vocabulary, new: Vocabulary, sides: Sides) -> Iterator[FieldChange]:
    """The settings that differ, in the order the NEW game.yaml writes them (the ones it leaves
    out after)."""
    before, after = settings_of(old), settings_of(new)
    written = list(new.source.doc.data) if isinstance(new.source.doc.data, dict) else []
    order = sorted(dict.fromkeys([*after, *before]), key=lambda key: written.index(key) if key in written else len(written))
    for key in order:
        if before.get(key) != after.get(key) and not sides.follows(before.get(key), after.get(key)):
            yield from value_changes(key, sides.new.field_label(key, GAME_SECTION), before.get(key), after.get(key), sides)


def sections(old: FieldTable, new: FieldTable, sides: Sides) -> list[str]:
    """game.yaml's vocabularies of entries, each a section of the diff: in the order the pack
    lists its own (its `diff_sections` hook), then in the table's order."""
    keys = [spec.key for spec in (*new.vocabularies, *old.vocabularies) if not spec.plain]
    hook = sides.new.hook("diff_sections")
    first = [key for key in (hook() if hook is not None else ()) if key in keys]
    return list(dict.fromkeys([*first, *keys]))


def entries_of(vocabulary: Vocabulary, key: str, words: DiffWords) -> tuple[Any, ...]:
    """A vocabulary's entries as the diff compares them: the pack's typed entries where it has
    them (its `diff_entries` hook), else each entry as game.yaml writes it."""
    hook = words.hook("diff_entries")
    typed = hook(vocabulary, key) if hook is not None else None
    return tuple(typed) if typed is not None else vocabulary.terms.of(key)


def _key(entry: Any) -> str:
    """An entry's identity: its id, else its name folded (a game whose entries have no ids)."""
    entry_id = getattr(entry, "id", None)
    return str(entry_id) if entry_id else fold(entry.name)


def compare_entries(section: str, old: Iterable[Any], new: Iterable[Any], sides: Sides, old_file: str, new_file: str,
                    skipped: frozenset[str] | None = None) -> Iterator[DefinitionChange]:
    """The entries of one game.yaml list added, removed, renamed (same id, new name) or edited."""
    before_by = {_key(entry): entry for entry in old}
    after_by = {_key(entry): entry for entry in new}
    for key, after in after_by.items():
        before = before_by.get(key)
        if before is None:
            yield DefinitionChange(Status.ADDED, section, after.name, getattr(after, "id", None), new_file=new_file)
            continue
        fields = tuple(_entry_changes(before, after, sides, skipped))
        renamed = before.name != after.name
        if renamed or fields:
            yield DefinitionChange(Status.RENAMED if renamed else Status.CHANGED, section, after.name, getattr(after, "id", None),
                                   old_name=before.name if renamed else None, old_file=old_file, new_file=new_file, fields=fields)
    for key, before in before_by.items():
        if key not in after_by:
            yield DefinitionChange(Status.REMOVED, section, before.name, getattr(before, "id", None), old_file=old_file)


def _entry_changes(before: Any, after: Any, sides: Sides, skipped: frozenset[str] | None) -> Iterator[FieldChange]:
    """An entry's changed parts: a typed entry's fields, or the keys game.yaml writes for it."""
    if skipped is not None:
        yield from compare_fields(before, after, sides, skipped)
    elif hasattr(after, "data") and hasattr(before, "data"):
        old_data, new_data = dict(before.data), dict(after.data)
        for key in dict.fromkeys([*new_data, *old_data]):
            if key not in ("name", "id") and old_data.get(key) != new_data.get(key):
                yield from value_changes(key, sides.new.field_label(key), _frozen(old_data.get(key)), _frozen(new_data.get(key)), sides)
    else:
        yield from compare_fields(before, after, sides)


def _frozen(value: Any) -> Any:
    """A value game.yaml writes, lists as tuples (compared as sets), as a built value would be."""
    if isinstance(value, list):
        return tuple(_frozen(item) for item in value)
    return value


def _declaration_changes(old: FieldTable, new: FieldTable, sides: Sides, old_file: str, new_file: str) -> Iterator[DefinitionChange]:
    """The fields game.yaml declares (by kind and id) and the kinds it declares (by id), compared
    as game.yaml entries."""
    yield from compare_entries(DECLARATIONS_SECTION, _declared_fields(old), _declared_fields(new), sides, old_file, new_file, FIELD_SKIPPED)
    yield from compare_entries(DECLARATIONS_SECTION, _declared_kinds(old), _declared_kinds(new), sides, old_file, new_file, KIND_SKIPPED)


def _declared_fields(table: FieldTable) -> list[Any]:
    """The fields game.yaml declares, with their kind in their id (`agent.loyalty`), so two kinds'
    fields never meet."""
    return [replace(spec, id=f"{kind.id}.{spec.id}") for kind in table.kinds for spec in kind.fields if spec.origin == GAME]


def _declared_kinds(table: FieldTable) -> list[KindSpec]:
    return [kind for kind in table.kinds if kind.pack is None]

