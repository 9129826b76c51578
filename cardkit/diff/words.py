"""How a diff names fields and shows values: in the edition's words, as the cards print them.

A field is named as its card names it: a stat by the game's abbreviation (`DAN`, from game.yaml
`stats`, `Custo` where it has none), a declared field by its abbreviation or name, anything else
by the label catalog (`diff.fields.<field>`, labels/<locale>/diff.yaml). A value is shown as the
card shows it: dice as written, an element by its name, effects as the effects line reads, a
unit category by the game's word for it. No word a player reads is written here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from cardkit.i18n.labels import Labels
from cardkit.i18n.wording import Wording
from cardkit.model import Art
from cardkit.packs.tabmaster.effects_text import EffectsText, trait_params_text
from cardkit.packs.tabmaster.model import Attack, DialClick, Effects, ElementEffect, TraitParam, TraitUse
from cardkit.rulebook.book.livedata import phrase

STAT_OF_FIELD = {"atk": "attack"}
"""Model fields whose stat id differs from the field's name; every other stat is its field's name."""


@dataclass(frozen=True)
class DiffWords:
    """One edition's words for naming fields and showing values."""

    wording: Wording

    @property
    def labels(self) -> Labels:
        return self.wording.labels

    @property
    def effects(self) -> EffectsText:
        return self.wording.effects

    def stat_ids(self) -> set[str]:
        vocabulary = self.wording.words.vocabulary
        return {stat.id for stat in vocabulary.stats} if vocabulary is not None else set()

    def field_label(self, name: str, owner: str = "") -> str:
        """A field as its card names it: the stat's abbreviation, else the catalog's word (for
        the field of one kind of entry, `diff.fields.<owner>.<name>`, when the catalog has one)."""
        if owner and self.labels.has(f"diff.fields.{owner}.{name}"):
            return self.labels(f"diff.fields.{owner}.{name}")
        stat_id = STAT_OF_FIELD.get(name, name)
        if stat_id in self.stat_ids() or self.labels.has(f"stats.{stat_id}.abbreviation"):
            return self.wording.words.stat(stat_id)
        return self.labels(f"diff.fields.{name}")

    def kind_heading(self, kind: str) -> str:
        """A kind's heading: a declared kind's name, else the catalog's plural."""
        declared = self.wording.declarations.kind(kind)
        return declared.name if declared is not None else self.labels(f"diff.kinds.{kind}")

    def delivery(self, key: str) -> str:
        """What an element's text applies to (`attack`, `spell`), as the catalog words it."""
        return self.labels(f"diff.deliveries.{key}") if self.labels.has(f"diff.deliveries.{key}") else key

    def nothing(self) -> str:
        return self.labels("effects.no_value")

    def value(self, value: Any) -> str:
        """A value as a card prints it."""
        if value is None or value == () or value == {}:
            return self.nothing()
        if isinstance(value, bool):
            return self.labels("diff.yes" if value else "diff.no")
        if isinstance(value, Effects):
            return self.effects.line(value) or self.nothing()
        if isinstance(value, TraitUse):
            return self.trait_use(value)
        if isinstance(value, Attack):
            return self.attack(value)
        if isinstance(value, DialClick):
            return self.click(value)
        if isinstance(value, Art):
            return self.art(value)
        if isinstance(value, ElementEffect):
            return self.element_effect(value)
        if isinstance(value, TraitParam):
            return f"{value.name} ({self.labels(f'cards.param_type.{value.type}')})"
        if isinstance(value, float):
            return self.number(value)
        if isinstance(value, dict):
            return self.labels.join(f"{key}: {self.value(item)}" for key, item in value.items())
        if isinstance(value, (tuple, list)):
            return self.labels.join(self.value(item) for item in value)
        if is_dataclass(value):
            return self.entry(value)
        return str(value)

    def number(self, value: float) -> str:
        """A number in the locale's notation, without decimals when it is whole (`50`, `2,5`)."""
        return self.labels.decimal(value, 0 if value == int(value) else 2)

    def trait_use(self, use: TraitUse) -> str:
        """A trait as a unit card lists it: `Essência: Gelo`, `Corrida 3`."""
        return use.name + trait_params_text(use.params)

    def element_effect(self, effect: ElementEffect) -> str:
        """An element effect as the rulebook's element table reads it, with what it applies to."""
        said = phrase(effect, self.wording.words)
        targets = self.labels.join(target.trait + (f": {target.param}" if target.param else "") for target in said.traits)
        deliveries = self.labels.join(self.delivery(key) for key in effect.applies_to)
        return f"{said.before}{targets}{said.after} ({deliveries})"

    def attack(self, attack: Attack) -> str:
        """An attack in one line: its name or type, then its stats as the attack table prints them."""
        parts = [attack.name or attack.type]
        parts += [f"{self.field_label(name)} {getattr(attack, name)}" for name in ("atk", "damage", "height") if getattr(attack, name) is not None]
        if attack.ammunition:
            parts.append(attack.ammunition)
        if not attack.effects.is_empty:
            parts.append(f"({self.effects.line(attack.effects)})")
        return " ".join(parts)

    def click(self, click: DialClick) -> str:
        shown = " ".join(f"{self.wording.dial_label(stat)} {value}" for stat, value in click.stats.items())
        return f"{shown} ({self.labels('cards.dial.repair_marker')})" if click.repair_marker else shown

    def art(self, art: Art) -> str:
        """The art's file, with the focus, fit and credit a designer set."""
        extra = []
        if (art.focus_x, art.focus_y) != (50.0, 50.0):
            extra.append(self.labels("diff.art.focus", x=self.number(art.focus_x), y=self.number(art.focus_y)))
        if art.fit != "cover":
            extra.append(art.fit)
        if art.credit:
            extra.append(self.labels("cards.art.credit", artist=art.credit))
        return f"{art.file} ({', '.join(extra)})" if extra else art.file

    def entry(self, value: Any) -> str:
        """A vocabulary entry's parts (an element effect, a target) as their values in a row."""
        shown = []
        for spec in fields(value):
            item = getattr(value, spec.name)
            if spec.compare and item not in (None, (), {}, "", False):
                shown.append(self.value(item) if not isinstance(item, bool) else spec.name)
        return " ".join(shown)

    def joined(self, items: Iterable[str]) -> str:
        listed = list(items)
        return self.labels.join(listed) if listed else self.nothing()
