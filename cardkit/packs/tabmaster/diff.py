"""How `cardkit diff` (and the errata built on it) compares and shows Tab Master's structured
values, through the hooks the core's diff asks (`cardkit.diff`).

Attacks and dial clicks compare by their place ("Ataque 2: DAN 1d10 → 1d12", "Clique 3: ATK
9 → 10"), trait uses and a trait's parameters by their name, army entries by their unit
("Unidades: Arqueiro 4 → 3"). Effects read as the card's effects line, an element effect as the
rulebook's element table. game.yaml's lists compare as the pack builds their entries, elements
and stats first.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from cardkit.diff.fields import Comparer, Sides, by_place, named
from cardkit.diff.model import FieldChange
from cardkit.diff.words import DiffWords
from cardkit.model import Vocabulary
from cardkit.packs.tabmaster.book import phrase
from cardkit.packs.tabmaster.effects_text import EffectsText, trait_params_text
from cardkit.packs.tabmaster.model import ArmyEntry, Attack, DialClick, Effects, ElementEffect, TraitParam, TraitUse

ATTACK_STATS: Mapping[str, str] = {"atk": "attack"}
"""An attack's parts whose stat id differs from the part's name; every other stat is its part's name."""
ATTACK_STAT_PARTS = ("atk", "damage", "height")
"""The parts of an attack its one-line form gives with their stat's label."""
SECTIONS = ("elements", "stats", "card_types", "attack_types", "effect_keywords", "line_directions", "unit_categories", "resources", "ammunition")
"""game.yaml's lists in the order a diff shows them: elements and stats, which most cards print, first."""


def diff_sections() -> Sequence[str]:
    """Hook `diff_sections`: the keys of the pack's game.yaml lists in the order a diff shows them."""
    return SECTIONS


def diff_entries(vocabulary: Vocabulary, key: str) -> tuple[Any, ...] | None:
    """Hook `diff_entries`: the entries of the game.yaml list `key` as the pack builds them
    (elements with their effects, categories with their army bounds), compared part by part;
    None for a list the pack does not build."""
    found = vocabulary.values.get(key) if key in SECTIONS else None
    return tuple(found) if isinstance(found, tuple) else None


def diff_comparers() -> Mapping[type, Comparer]:
    """Hook `diff_comparers`: how a tuple of each of the pack's item types compares."""
    return {
        Attack: _attacks,
        DialClick: _dial,
        TraitUse: named("name", same=_follows_use),
        TraitParam: named("name"),
        ArmyEntry: named("unit", lambda entry: entry.count),
    }


def _attacks(path: str, label: str, old: tuple[Attack, ...], new: tuple[Attack, ...], sides: Sides) -> Iterator[FieldChange]:
    return by_place(path, label, old, new, sides, "diff.attack", stats=ATTACK_STATS)


def _dial(path: str, label: str, old: tuple[DialClick, ...], new: tuple[DialClick, ...], sides: Sides) -> Iterator[FieldChange]:
    return by_place(path, label, old, new, sides, "diff.click", item=_click)


def _click(path: str, where: str, before: DialClick, after: DialClick, sides: Sides) -> Iterator[FieldChange]:
    """A dial click by its stats (`Clique 3: ATK 9 → 10`) and its repair marker."""
    for stat in dict.fromkeys([*before.stats, *after.stats]):
        if before.stats.get(stat) != after.stats.get(stat):
            yield sides.change(f"{path}.{stat}", f"{where}: {sides.new.wording.words.stat(stat)}", before.stats.get(stat), after.stats.get(stat))
    if before.repair_marker != after.repair_marker:
        yield sides.change(f"{path}.repair_marker", f"{where}: {sides.new.labels('cards.dial.repair_marker')}", before.repair_marker, after.repair_marker)


def _follows_use(before: Any, after: Any, sides: Sides) -> bool:
    """A trait use that differs only by following renames (its trait's, a parameter's)."""
    if not (isinstance(before, TraitUse) and isinstance(after, TraitUse)) or len(before.params) != len(after.params):
        return False
    pairs = [(before.name, after.name), *zip(before.params, after.params, strict=True)]
    return all(b == a or sides.follows(b, a) for b, a in pairs)


def diff_follows(sides: Sides, before: Any, after: Any) -> bool:
    """Hook `diff_follows`: whether a pack value is `before` under the new names of renamed
    definitions and entries (an effects line naming a renamed element)."""
    if isinstance(before, Effects) and isinstance(after, Effects):
        return replace(before, elements=tuple(sides.now(e) for e in before.elements)) == after
    return False


def diff_value(words: DiffWords, value: Any) -> str | None:
    """Hook `diff_value`: a pack value as its card (or the rulebook) prints it; None for a
    value that is not the pack's."""
    if isinstance(value, Effects):
        return _effects(words).line(value) or words.nothing()
    if isinstance(value, TraitUse):
        return value.name + trait_params_text(value.params)
    if isinstance(value, Attack):
        return _attack(words, value)
    if isinstance(value, DialClick):
        return _click_text(words, value)
    if isinstance(value, ElementEffect):
        return _element_effect(words, value)
    if isinstance(value, TraitParam):
        return f"{value.name} ({words.labels(f'cards.param_type.{value.type}')})"
    return None


def _effects(words: DiffWords) -> EffectsText:
    return EffectsText(words.wording.words)


def _attack(words: DiffWords, attack: Attack) -> str:
    """An attack in one line: its name or type, then its stats as the attack table prints them."""
    parts = [attack.name or attack.type]
    parts += [f"{words.field_label(name, stat=ATTACK_STATS.get(name))} {getattr(attack, name)}" for name in ATTACK_STAT_PARTS if getattr(attack, name) is not None]
    if attack.ammunition:
        parts.append(attack.ammunition)
    if not attack.effects.is_empty:
        parts.append(f"({_effects(words).line(attack.effects)})")
    return " ".join(parts)


def _click_text(words: DiffWords, click: DialClick) -> str:
    shown = " ".join(f"{words.wording.words.stat(stat)} {value}" for stat, value in click.stats.items())
    return f"{shown} ({words.labels('cards.dial.repair_marker')})" if click.repair_marker else shown


def _element_effect(words: DiffWords, effect: ElementEffect) -> str:
    """An element effect as the rulebook's element table reads it, with what it applies to."""
    said = phrase(effect, words.wording.words)
    targets = words.labels.join(target.trait + (f": {target.param}" if target.param else "") for target in said.traits)
    deliveries = words.labels.join(words.key_word(key) for key in effect.applies_to)
    return f"{said.before}{targets}{said.after} ({deliveries})"
