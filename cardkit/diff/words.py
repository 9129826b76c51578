"""How a diff names fields and shows values: in the edition's words, as the cards print them.

A field is named as its card names it, from the field table and the game's words: a field with a
`stat` by the game's abbreviation for it (game.yaml `stats`, the catalog's where the game has
none), a field game.yaml declares by its abbreviation or name, anything else by the label
catalog (`diff.fields.<kind>.<field>`, then `diff.fields.<field>`: labels/<locale>/diff.yaml).
A value is shown as the card shows it: a number in the locale's notation, a vocabulary entry by
its name, art by its file; a value of the game's pack as the pack says (its `diff_value` hook). No word a player reads is written here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields, is_dataclass
from functools import cached_property
from typing import Any

from cardkit.fields.model import GAME, FieldSpec, FieldTable
from cardkit.i18n.labels import Labels
from cardkit.i18n.words import STATS
from cardkit.model import Art
from cardkit.output.wording import Wording


@dataclass(frozen=True)
class DiffWords:
    """One edition's words for naming fields and showing values."""

    wording: Wording

    @property
    def labels(self) -> Labels:
        return self.wording.labels

    @property
    def table(self) -> FieldTable:
        return self.wording.table

    def hook(self, name: str) -> Callable[..., Any] | None:
        """The game's pack's hook of that name, if it has one."""
        pack = self.wording.pack
        return pack.hook(name) if pack is not None else None

    @cached_property
    def _value_hook(self) -> Callable[..., str | None] | None:
        return self.hook("diff_value")

    def stat_ids(self) -> set[str]:
        return {term.id for term in self.wording.words.terms.of(STATS) if term.id}

    def has_stat(self, stat_id: str) -> bool:
        """Whether the game or the catalog has a word for the stat."""
        return stat_id in self.stat_ids() or self.labels.has(f"stats.{stat_id}.abbreviation")

    def field_label(self, name: str, owner: str = "", stat: str | None = None) -> str:
        """A field as its card names it: the catalog's word for the field of one kind of entry
        (`diff.fields.<owner>.<name>`) when it has one, else the stat's abbreviation (`stat`, or
        the stat the field is named after), else the catalog's word, else the field's key."""
        if owner and self.labels.has(f"diff.fields.{owner}.{name}"):
            return self.labels(f"diff.fields.{owner}.{name}")
        stat_id = stat or name
        if self.has_stat(stat_id):
            return self.wording.words.stat(stat_id)
        return self.labels(f"diff.fields.{name}") if self.labels.has(f"diff.fields.{name}") else name

    def spec_label(self, kind: str, spec: FieldSpec) -> str:
        """A field of the table as the card names it: a field game.yaml declares by its own
        abbreviation or name, a stat by the game's word, any other by the catalog."""
        if spec.origin == GAME:
            return spec.label or spec.id
        return self.field_label(spec.id, kind, spec.stat)

    def kind_heading(self, kind: str) -> str:
        """A kind's heading: the name the game gives the kind, else the catalog's plural."""
        spec = self.table.kind(kind)
        if spec is not None and spec.name:
            return spec.name
        return self.labels(f"diff.kinds.{kind}") if self.labels.has(f"diff.kinds.{kind}") else kind

    def section_heading(self, key: str) -> str:
        """A game.yaml vocabulary's heading: the catalog's, else the word the table gives it."""
        if self.labels.has(f"diff.sections.{key}"):
            return self.labels(f"diff.sections.{key}")
        spec = self.table.vocabulary(key)
        return spec.label if spec is not None else key

    def key_word(self, key: str) -> str:
        """A key of a mapping of texts (an entry's `text.attack`), as the catalog words it."""
        return self.labels(f"diff.deliveries.{key}") if self.labels.has(f"diff.deliveries.{key}") else key

    def term(self, vocabulary: str, written: str) -> str:
        """A vocabulary entry a field names, by the game's name for it (an id reads as its
        entry's name), else the catalog's word for that id, else as written."""
        found = self.wording.words.terms.find(vocabulary, written)
        if found is not None:
            return found.name
        return self.labels(f"{vocabulary}.{written}") if self.labels.has(f"{vocabulary}.{written}") else written

    def nothing(self) -> str:
        return self.labels("effects.no_value")

    def value(self, value: Any) -> str:
        """A value as a card prints it."""
        if value is None or value in ((), {}):
            return self.nothing()
        if isinstance(value, bool):
            return self.labels("diff.yes" if value else "diff.no")
        shown = self._value_hook(self, value) if self._value_hook is not None else None
        if shown is not None:
            return shown
        if isinstance(value, Art):
            return self.art(value)
        if isinstance(value, float):
            return self.number(value)
        return self._composite(value)

    def _composite(self, value: Any) -> str:
        """A mapping, a list or an entry (a dataclass) as its values joined; anything else as text."""
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

    def art(self, art: Art) -> str:
        """The art's file, with the focus, fit and credit a designer set."""
        extra = []
        plain = Art(art.file)
        if (art.focus_x, art.focus_y) != (plain.focus_x, plain.focus_y):
            extra.append(self.labels("diff.art.focus", x=self.number(art.focus_x), y=self.number(art.focus_y)))
        if art.fit != plain.fit:
            extra.append(art.fit)
        if art.credit:
            extra.append(self.labels("cards.art.credit", artist=art.credit))
        shown = art.file or ""
        return f"{shown} ({', '.join(extra)})".strip() if extra else shown

    def entry(self, value: Any) -> str:
        """A structured value's parts (an entry of a list, a target) as their values in a row."""
        shown = []
        for spec in fields(value):
            item = getattr(value, spec.name)
            if spec.compare and item not in (None, (), {}, "", False):
                shown.append(self.value(item) if not isinstance(item, bool) else spec.name)
        return " ".join(shown)

    def joined(self, items: Iterable[str]) -> str:
        listed = list(items)
        return self.labels.join(listed) if listed else self.nothing()
