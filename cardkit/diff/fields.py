"""Field by field: what differs between two versions of one definition or game.yaml entry.

A definition is compared as its kind's fields in the field table say: each field's values as
built, labelled as its card labels it. Scalars compare as values; a list of plain values as a
set ("+ Voar, − Nativo"); a mapping of texts key by key, of counts entry by entry ("Arqueiro
4 → 3"); a structured value of the game's pack by the pack, for the types it compares (its
`diff_comparers` hook), else by its parts.
Every comparison returns `FieldChange`s labelled and shown by `DiffWords`, so a change reads
as the card does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import Any

from cardkit.diff.model import FieldChange
from cardkit.diff.words import DiffWords
from cardkit.fields.model import GAME, FieldSpec, KindSpec
from cardkit.fields.values import value_text
from cardkit.foundation.folding import fold
from cardkit.model import Definition

SKIPPED = frozenset({"name", "id"})
"""Parts of a structured value compared elsewhere: an entry's name (a rename) and its id (what pairs it)."""
UNSEEN_TYPES = frozenset({"codes"})
"""Field types no player or designer reads in a diff: the checks a file silences."""
FIRST_TYPES = ("status", "art")
"""Field types that come first among a definition's changes: they are about the card as a
whole (a draft made final, a new picture), not one of its lines."""
DECLARED_PREFIX = "declared"
"""The path of a field game.yaml declares starts so (`declared.weight`): the JSON and the
errata sheet's outlines read it."""

Comparer = Callable[..., Iterator[FieldChange]]
"""(path, label, old value, new value, sides) -> the changes between them."""


@dataclass(frozen=True)
class Sides:
    """The words each side prints its values in (the NEW side's for labels), and the renames
    the diff found: a reference that only follows a rename (a deck's `Engenheiro` now
    `Artífice`) is that rename, reported once, not a change of every file that names it."""

    old: DiffWords
    new: DiffWords
    renamed: Mapping[str, str] = field(default_factory=dict)
    """Folded old name -> the name the definition has on the NEW side."""

    def now(self, name: str) -> str:
        """`name` as the NEW side calls the same definition."""
        return self.renamed.get(fold(name), name)

    def follows(self, before: Any, after: Any) -> bool:
        """True when `after` is `before` under the new names of renamed definitions or entries
        (a name, a list or mapping of them such as a deck's entries, or a value of the pack
        that names them: its `diff_follows` hook)."""
        if isinstance(before, str) and isinstance(after, str):
            return fold(before) in self.renamed and self.now(before) == after
        if self._follows_within(before, after):
            return True
        return bool(self._follows_hook(self, before, after)) if self._follows_hook is not None else False

    def _follows_within(self, before: Any, after: Any) -> bool:
        """Lists of one length, or mappings of the same keys, equal but for names that follow
        a rename: a deck whose entries name a renamed card is that rename, no change of its own."""
        if isinstance(before, list | tuple) and isinstance(after, list | tuple) and len(before) == len(after):
            pairs = list(zip(before, after, strict=True))
        elif isinstance(before, Mapping) and isinstance(after, Mapping) and before.keys() == after.keys():
            pairs = [(before[key], after[key]) for key in before]
        else:
            return False
        return any(old != new for old, new in pairs) and all(old == new or self.follows(old, new) for old, new in pairs)

    @cached_property
    def _follows_hook(self) -> Callable[..., bool] | None:
        return self.new.hook("diff_follows")

    @cached_property
    def comparers(self) -> tuple[tuple[type, Comparer], ...]:
        """The pack's comparisons of tuples by what their items are (its `diff_comparers` hook)."""
        hook = self.new.hook("diff_comparers")
        return tuple(hook().items()) if hook is not None else ()

    def change(self, path: str, label: str, old: Any, new: Any, **extra: Any) -> FieldChange:
        return FieldChange(path, label, self.old.value(old) if old is not None else None,
                           self.new.value(new) if new is not None else None, raw(old), raw(new), **extra)


def raw(value: Any) -> Any:
    """A value as JSON can hold it: dataclasses as dicts, tuples as lists."""
    if hasattr(value, "__dataclass_fields__"):
        return {spec.name: raw(getattr(value, spec.name)) for spec in fields(value) if spec.compare}
    if isinstance(value, (tuple, list)):
        return [raw(item) for item in value]
    if isinstance(value, dict):
        return {str(key): raw(item) for key, item in value.items()}
    return value


def compared_fields(kind: KindSpec) -> list[FieldSpec]:
    """The fields of a kind a diff compares, in the order it lists their changes: status and
    art first, then the kind's own in the table's order, the ones game.yaml declares last. Not
    the name (a rename is the definition's own change), not what no reader sees (ignored codes,
    a note that shows nowhere)."""
    seen = [spec for spec in kind.fields if spec.id != "name" and spec.type not in UNSEEN_TYPES and not _unseen_note(spec)]
    first = [spec for spec in seen if spec.type in FIRST_TYPES]
    rest = [spec for spec in seen if spec.type not in FIRST_TYPES]
    return [*first, *(spec for spec in rest if spec.origin != GAME), *(spec for spec in rest if spec.origin == GAME)]


def _unseen_note(spec: FieldSpec) -> bool:
    return spec.type == "notes" and not spec.show


def compare_definitions(old: Definition, new: Definition, sides: Sides) -> tuple[FieldChange, ...]:
    """Every field of two versions of one definition that differs, as its kind's fields say."""
    kind = sides.new.table.kind(new.kind) or sides.old.table.kind(old.kind)
    if kind is None:
        return ()
    old_specs = {spec.id: spec for spec in sides.old.table.fields_of(old.kind)}
    found: list[FieldChange] = []
    for spec in compared_fields(kind):
        before, after = old.values.get(spec.id), new.values.get(spec.id)
        if before == after or sides.follows(before, after):
            continue
        found += field_changes(kind.id, old_specs.get(spec.id, spec), spec, before, after, sides)
    return tuple(found)


def field_changes(kind: str, old_spec: FieldSpec, spec: FieldSpec, before: Any, after: Any, sides: Sides) -> Iterator[FieldChange]:
    """One field's changes, as its type says: a declared field as its card shows it, a status
    as the catalog words it, a vocabulary entry by its name, anything else by its value."""
    label = sides.new.spec_label(kind, spec)
    if spec.origin == GAME:
        old_text = None if before is None else value_text(old_spec, before, sides.old.wording.words.terms, sides.old.wording.locale)
        new_text = None if after is None else value_text(spec, after, sides.new.wording.words.terms, sides.new.wording.locale)
        yield FieldChange(f"{DECLARED_PREFIX}.{spec.id}", label, old_text, new_text, before, after)
    elif spec.type == "status":
        yield from _status(spec.id, label, before, after, sides)
    elif spec.vocabulary is not None and isinstance(after, str) and isinstance(before, str):
        yield FieldChange(spec.id, label, sides.old.term(spec.vocabulary, before), sides.new.term(spec.vocabulary, after), before, after)
    else:
        yield from value_changes(spec.id, label, before, after, sides)


def value_changes(path: str, label: str, before: Any, after: Any, sides: Sides) -> Iterator[FieldChange]:
    """The changes between two values of one field: by their parts where they have several."""
    compare = nested(before, after, sides)
    if compare is not None:
        yield from compare(path, label, before, after, sides)
    else:
        yield sides.change(path, label, before, after)


def compare_fields(old: Any, new: Any, sides: Sides, skipped: frozenset[str] = SKIPPED, prefix: str = "", label: str = "",
                   stats: Mapping[str, str] | None = None) -> Iterator[FieldChange]:
    """The changed parts of two structured values of one type (dataclasses: a pack's attack, a
    game.yaml entry, a declaration); `prefix`/`label` name where they sit, `stats` the stat a
    part is labelled by when its name is not that stat's id."""
    owner = type(new).__name__.lower()
    for spec in fields(new):
        if spec.name in skipped or not spec.compare:
            continue
        before, after = getattr(old, spec.name, None), getattr(new, spec.name, None)
        if before == after or sides.follows(before, after):
            continue
        shown = label + sides.new.field_label(spec.name, owner, (stats or {}).get(spec.name))
        yield from value_changes(f"{prefix}{spec.name}", shown, before, after, sides)


def by_place(path: str, label: str, old: tuple[Any, ...], new: tuple[Any, ...], sides: Sides, place: str,
             item: Comparer | None = None, stats: Mapping[str, str] | None = None) -> Iterator[FieldChange]:
    """Items compared by their position (`place` is the catalog's "Ataque {number}"): changed
    ones part by part (or by `item`), added and removed ones whole."""
    for index in range(max(len(old), len(new))):
        before = old[index] if index < len(old) else None
        after = new[index] if index < len(new) else None
        where = sides.new.labels(place, number=index + 1)
        if before is None or after is None:
            if before != after:
                yield sides.change(f"{path}.{index}", where, before, after)
        elif item is not None:
            if before != after:
                yield from item(f"{path}.{index}", where, before, after, sides)
        else:
            yield from compare_fields(before, after, sides, SKIPPED - {"name"}, f"{path}.{index}.", f"{where}: ", stats)


def keyed(path: str, label: str, old: Mapping[str, Any], new: Mapping[str, Any], sides: Sides,
          same: Callable[[Any, Any, Sides], bool] | None = None) -> Iterator[FieldChange]:
    """Entries by name: one change listing what was added and removed, then one per entry whose
    value changed (`Unidades: Arqueiro 4 → 3`), unless `same` says it only follows renames.
    Keys compare folded, as the lookups do."""
    old_by, new_by = {fold(sides.now(k)): k for k in old}, {fold(k): k for k in new}
    added = tuple(sides.new.value(_entry_shown(new_by[k], new[new_by[k]])) for k in new_by if k not in old_by)
    removed = tuple(sides.old.value(_entry_shown(old_by[k], old[old_by[k]])) for k in old_by if k not in new_by)
    if added or removed:
        yield FieldChange(path, label, sides.old.joined(_shown_all(old, sides.old)), sides.new.joined(_shown_all(new, sides.new)),
                          raw(list(old.values())), raw(list(new.values())), added, removed)
    for key in (k for k in new_by if k in old_by):
        before, after = old[old_by[key]], new[new_by[key]]
        if before != after and not (same is not None and same(before, after, sides)):
            yield sides.change(f"{path}.{new_by[key]}", f"{label}: {new_by[key]}", before, after)


def _entry_shown(key: str, value: Any) -> Any:
    """An entry as its list prints it: a structured one by itself, a count after its name."""
    return value if hasattr(value, "__dataclass_fields__") else f"{key} {value}"


def _shown_all(entries: Mapping[str, Any], words: DiffWords) -> list[str]:
    return [words.value(_entry_shown(key, value)) for key, value in entries.items()]


def named(attribute: str, value_of: Callable[[Any], Any] = lambda item: item, same: Callable[[Any, Any, Sides], bool] | None = None) -> Comparer:
    """A `keyed` comparison of a tuple of named items (entries by their `attribute`)."""

    def compare(path: str, label: str, old: tuple[Any, ...], new: tuple[Any, ...], sides: Sides) -> Iterator[FieldChange]:
        return keyed(path, label, {getattr(i, attribute): value_of(i) for i in old}, {getattr(i, attribute): value_of(i) for i in new}, sides, same)

    return compare


def _mapping(path: str, label: str, old: Mapping[str, Any], new: Mapping[str, Any], sides: Sides) -> Iterator[FieldChange]:
    """Texts by key (an entry's texts by what they apply to), each in full; counts by name as
    `keyed` entries."""
    if not all(isinstance(v, str) for v in [*old.values(), *new.values()]):
        yield from keyed(path, label, old, new, sides)
        return
    for key in dict.fromkeys([*old, *new]):
        if old.get(key) != new.get(key):
            yield sides.change(f"{path}.{key}", f"{label} ({sides.new.key_word(key)})", old.get(key), new.get(key))


def _listed(path: str, label: str, old: tuple[Any, ...], new: tuple[Any, ...], sides: Sides) -> Iterator[FieldChange]:
    """A tuple of plain values or entries, as a set: what came and what went."""
    before = [sides.old.value(sides.now(i) if isinstance(i, str) else i) for i in old]
    after = [sides.new.value(i) for i in new]
    if before == after:
        return
    added = tuple(i for i in after if i not in before)
    removed = tuple(i for i in before if i not in after)
    yield FieldChange(path, label, sides.old.joined(before), sides.new.joined(after), raw(old), raw(new), added, removed)


def _status(path: str, label: str, old: str, new: str, sides: Sides) -> Iterator[FieldChange]:
    """A definition's status (`draft`, `final`) as the catalog words it."""
    yield FieldChange(path, label, sides.old.labels(f"diff.statuses.{old}"), sides.new.labels(f"diff.statuses.{new}"), old, new)


def nested(before: Any, after: Any, sides: Sides) -> Comparer | None:
    """How a value holding more than one value compares, or None for a plain value."""
    if isinstance(before, dict) and isinstance(after, dict):
        return _mapping
    if isinstance(before, tuple) and isinstance(after, tuple):
        item = next(iter(after or before), None)
        return next((compare for kind, compare in sides.comparers if isinstance(item, kind)), _listed)
    return None
