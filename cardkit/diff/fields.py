"""Field by field: what differs between two versions of one definition or vocabulary entry.

Scalars compare as values; nested things compare by what they are: attacks and dial clicks by
their place ("Ataque 2: DAN 1d10 → 1d12"), trait uses, army entries, a trait's parameters,
ammunition and resources by their name ("Características: + Voar, − Nativo"; "Unidades:
Arqueiro 4 → 3"), texts of an element by delivery. Every comparison returns `FieldChange`s
labelled and shown by `DiffWords`, so a change reads as the card does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from cardkit.diff.model import FieldChange
from cardkit.diff.words import DiffWords
from cardkit.fields.model import Declarations
from cardkit.fields.values import value_text
from cardkit.index.folding import fold
from cardkit.model import Definition, Vocabulary, kind_of
from cardkit.packs.tabmaster.model import ArmyEntry, Attack, DialClick, Effects, TraitParam, TraitUse

SKIPPED = frozenset({"name", "source", "ignore", "declared", "id"})
"""Fields compared elsewhere (the name, declared values) or that no player sees (where a file is, ignored codes)."""


@dataclass(frozen=True)
class Sides:
    """The words each side prints its values in (the NEW side's for labels), and the renames
    the diff found: a reference that only follows a rename (an army's `Engenheiro` now
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
        (a name, or the elements of an effects line)."""
        if isinstance(before, Effects) and isinstance(after, Effects):
            return replace(before, elements=tuple(self.now(e) for e in before.elements)) == after
        return isinstance(before, str) and isinstance(after, str) and fold(before) in self.renamed and self.now(before) == after

    def change(self, path: str, label: str, old: Any, new: Any, **extra: Any) -> FieldChange:
        return FieldChange(path, label, self.old.value(old) if old is not None else None,
                           self.new.value(new) if new is not None else None, _raw(old), _raw(new), **extra)


def _raw(value: Any) -> Any:
    """A value as JSON can hold it: dataclasses as dicts, tuples as lists."""
    if hasattr(value, "__dataclass_fields__"):
        return {spec.name: _raw(getattr(value, spec.name)) for spec in fields(value) if spec.compare}
    if isinstance(value, (tuple, list)):
        return [_raw(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _raw(item) for key, item in value.items()}
    return value


def compare_definitions(old: Definition, new: Definition, sides: Sides) -> tuple[FieldChange, ...]:
    """Every field of two versions of one definition that differs, in the model's field order,
    the game's declared fields last."""
    found = list(compare_fields(old, new, sides, SKIPPED))
    found += _declared(old, new, sides)
    return tuple(found)


def compare_fields(old: Any, new: Any, sides: Sides, skipped: frozenset[str] = SKIPPED, prefix: str = "", label: str = "") -> Iterator[FieldChange]:
    """The changed fields of two dataclasses of one type; `prefix`/`label` name where they sit."""
    for spec in fields(new):
        if spec.name in skipped or not spec.compare:
            continue
        before, after = getattr(old, spec.name, None), getattr(new, spec.name, None)
        if before == after or sides.follows(before, after):
            continue
        path = f"{prefix}{spec.name}"
        shown = label + sides.new.field_label(spec.name, type(new).__name__.lower())
        compare = nested(spec.name, before, after)
        if compare is not None:
            yield from compare(path, shown, before, after, sides)
        else:
            yield sides.change(path, shown, before, after)


def _by_place(path: str, label: str, old: tuple[Any, ...], new: tuple[Any, ...], sides: Sides, place: str) -> Iterator[FieldChange]:
    """Items compared by their position (attacks, dial clicks): changed ones field by field."""
    for index in range(max(len(old), len(new))):
        before = old[index] if index < len(old) else None
        after = new[index] if index < len(new) else None
        where = sides.new.labels(place, number=index + 1)
        if before is None or after is None or isinstance(before, DialClick):
            if before != after:
                yield from _item_change(f"{path}.{index}", where, before, after, sides)
            continue
        yield from compare_fields(before, after, sides, SKIPPED - {"name"}, f"{path}.{index}.", f"{where}: ")


def _item_change(path: str, where: str, before: Any, after: Any, sides: Sides) -> Iterator[FieldChange]:
    """A dial click by its stats (`Clique 3: ATK 9 → 10`), or an item added or removed whole."""
    if isinstance(before, DialClick) and isinstance(after, DialClick):
        for stat in dict.fromkeys([*before.stats, *after.stats]):
            if before.stats.get(stat) != after.stats.get(stat):
                yield sides.change(f"{path}.{stat}", f"{where}: {sides.new.wording.dial_label(stat)}", before.stats.get(stat), after.stats.get(stat))
        if before.repair_marker != after.repair_marker:
            yield sides.change(f"{path}.repair_marker", f"{where}: {sides.new.labels('cards.dial.repair_marker')}", before.repair_marker, after.repair_marker)
        return
    yield sides.change(path, where, before, after)


def _attacks(path: str, label: str, old: tuple[Attack, ...], new: tuple[Attack, ...], sides: Sides) -> Iterator[FieldChange]:
    return _by_place(path, label, old, new, sides, "diff.attack")


def _dial(path: str, label: str, old: tuple[DialClick, ...], new: tuple[DialClick, ...], sides: Sides) -> Iterator[FieldChange]:
    return _by_place(path, label, old, new, sides, "diff.click")


def keyed(path: str, label: str, old: Mapping[str, Any], new: Mapping[str, Any], sides: Sides) -> Iterator[FieldChange]:
    """Entries by name: one change listing what was added and removed, then one per entry whose
    value changed (`Unidades: Arqueiro 4 → 3`). Keys compare folded, as the lookups do."""
    old_by, new_by = {fold(sides.now(k)): k for k in old}, {fold(k): k for k in new}
    added = tuple(sides.new.value(_entry_shown(new_by[k], new[new_by[k]])) for k in new_by if k not in old_by)
    removed = tuple(sides.old.value(_entry_shown(old_by[k], old[old_by[k]])) for k in old_by if k not in new_by)
    if added or removed:
        yield FieldChange(path, label, sides.old.joined(_shown_all(old, sides.old)), sides.new.joined(_shown_all(new, sides.new)),
                          _raw(list(old.values())), _raw(list(new.values())), added, removed)
    for key in (k for k in new_by if k in old_by):
        before, after = old[old_by[key]], new[new_by[key]]
        if before != after and not _follows_use(before, after, sides):
            yield sides.change(f"{path}.{new_by[key]}", f"{label}: {new_by[key]}", before, after)


def _follows_use(before: Any, after: Any, sides: Sides) -> bool:
    """A trait use that differs only by following renames (its trait's, a parameter's)."""
    if not (isinstance(before, TraitUse) and isinstance(after, TraitUse)) or len(before.params) != len(after.params):
        return False
    pairs = [(before.name, after.name), *zip(before.params, after.params, strict=True)]
    return all(b == a or sides.follows(b, a) for b, a in pairs)


def _entry_shown(key: str, value: Any) -> Any:
    """An entry as its list prints it: a trait use by itself, a count after its name."""
    return value if hasattr(value, "__dataclass_fields__") else f"{key} {value}"


def _shown_all(entries: Mapping[str, Any], words: DiffWords) -> list[str]:
    return [words.value(_entry_shown(key, value)) for key, value in entries.items()]


def _named(attribute: str, value_of: Callable[[Any], Any] = lambda item: item) -> Callable[..., Iterator[FieldChange]]:
    """A `keyed` comparison of a tuple of named items (trait uses by `name`, army entries by `unit`)."""

    def compare(path: str, label: str, old: tuple[Any, ...], new: tuple[Any, ...], sides: Sides) -> Iterator[FieldChange]:
        return keyed(path, label, {getattr(i, attribute): value_of(i) for i in old}, {getattr(i, attribute): value_of(i) for i in new}, sides)

    return compare


def _mapping(path: str, label: str, old: Mapping[str, Any], new: Mapping[str, Any], sides: Sides) -> Iterator[FieldChange]:
    """Texts by key (an element's `attack` and `spell` texts), each in full; counts by name
    (an army's ammunition and resources) as `keyed` entries."""
    if not all(isinstance(v, str) for v in [*old.values(), *new.values()]):
        yield from keyed(path, label, old, new, sides)
        return
    for key in dict.fromkeys([*old, *new]):
        if old.get(key) != new.get(key):
            yield sides.change(f"{path}.{key}", f"{label} ({sides.new.delivery(key)})", old.get(key), new.get(key))


def _listed(path: str, label: str, old: tuple[Any, ...], new: tuple[Any, ...], sides: Sides) -> Iterator[FieldChange]:
    """A tuple of plain values or entries, as a set: what came and what went."""
    before = [sides.old.value(sides.now(i) if isinstance(i, str) else i) for i in old]
    after = [sides.new.value(i) for i in new]
    if before == after:
        return
    added = tuple(i for i in after if i not in before)
    removed = tuple(i for i in before if i not in after)
    yield FieldChange(path, label, sides.old.joined(before), sides.new.joined(after), _raw(old), _raw(new), added, removed)


def _category(path: str, label: str, old: str, new: str, sides: Sides) -> Iterator[FieldChange]:
    """A unit's category by the game's word for it (`Herói`), its id as the raw value."""
    yield FieldChange(path, label, sides.old.wording.words.term("unit_categories", old), sides.new.wording.words.term("unit_categories", new), old, new)


def _status(path: str, label: str, old: str, new: str, sides: Sides) -> Iterator[FieldChange]:
    """A definition's status (`draft`, `final`) as the catalog words it."""
    yield FieldChange(path, label, sides.old.labels(f"diff.statuses.{old}"), sides.new.labels(f"diff.statuses.{new}"), old, new)


BY_ITEM: tuple[tuple[type, Callable[..., Iterator[FieldChange]]], ...] = (
    (Attack, _attacks),
    (DialClick, _dial),
    (TraitUse, _named("name")),
    (TraitParam, _named("name")),
    (ArmyEntry, _named("unit", lambda entry: entry.count)),
)
"""Tuples compared by what their items are; any other tuple compares as a set (`_listed`)."""


def nested(name: str, before: Any, after: Any) -> Callable[..., Iterator[FieldChange]] | None:
    """How a field holding more than one value compares, or None for a plain value."""
    if name == "category" and isinstance(after, str):
        return _category
    if name == "status" and isinstance(after, str):
        return _status
    if isinstance(before, dict) and isinstance(after, dict):
        return _mapping
    if isinstance(before, tuple) and isinstance(after, tuple):
        item = next(iter(after or before), None)
        return next((compare for kind, compare in BY_ITEM if isinstance(item, kind)), _listed)
    return None


def _declared(old: Definition, new: Definition, sides: Sides) -> Iterator[FieldChange]:
    """The game's declared fields of the kind, shown as the cards show them, labelled by abbreviation."""
    kind = kind_of(new)
    old_specs = {spec.id: spec for spec in _declarations(sides.old).fields_of(kind)}
    for spec in _declarations(sides.new).fields_of(kind):
        before, after = old.declared.get(spec.id), new.declared.get(spec.id)
        if before == after:
            continue
        old_spec = old_specs.get(spec.id, spec)
        yield FieldChange(
            f"declared.{spec.id}",
            spec.abbreviation or spec.name,
            None if before is None else value_text(old_spec, before, _vocabulary(sides.old), sides.old.wording.locale),
            None if after is None else value_text(spec, after, _vocabulary(sides.new), sides.new.wording.locale),
            before,
            after,
        )


def _declarations(words: DiffWords) -> Declarations:
    return words.wording.declarations


def _vocabulary(words: DiffWords) -> Vocabulary | None:
    return words.wording.words.vocabulary
