"""The words one edition prints, handed to every template: cards, sheets, rulebook and report.

Templates never hold a word a player reads: they call `t("cards.draft")` (the label catalog),
`words.stat("defense")` and `words.term("factions", card.faction)` (the game's vocabularies, the
catalog as their fallback), `kind_name("event")` and `fields(card)` (a card's fields as this
locale prints them); a pack adds helpers of its own (Tab Master's effects line:
`template_globals` hook); `<html lang="{{ locale }}">` picks the hyphenation dictionary. A `Wording` is plain data, so it travels to the card-rendering worker processes,
and its `fingerprint` goes into the build cache's keys: another locale or a renamed word
renders again.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from markupsafe import Markup, escape

from cardkit.fields.model import GAME, FieldTable
from cardkit.fields.values import ShownField, shown_fields
from cardkit.i18n.labels import Labels
from cardkit.i18n.lists import markers, split_marked
from cardkit.i18n.words import Words
from cardkit.model import Definition
from cardkit.model.lexicon import Lexicon
from cardkit.model.packs import Pack, find_pack

if TYPE_CHECKING:
    from cardkit.project.validate import LoadedProject

@dataclass(frozen=True)
class Wording:
    """One edition's locale and words, and the helpers templates print them with."""

    locale: str
    words: Words

    @classmethod
    def of(cls, loaded: LoadedProject) -> Wording:
        """The words of the edition `loaded` renders (its source language unless translated)."""
        edition = loaded.edition
        return cls(edition.locale, edition.words(loaded.game))

    @property
    def labels(self) -> Labels:
        return self.words.labels

    @cached_property
    def lexicon(self) -> Lexicon:
        return self.words.lexicon

    @property
    def table(self) -> FieldTable:
        vocabulary = self.words.vocabulary
        return vocabulary.table if vocabulary is not None else FieldTable()

    @property
    def pack(self) -> Pack | None:
        vocabulary = self.words.vocabulary
        return find_pack(vocabulary.pack) if vocabulary is not None and vocabulary.pack else None

    def kind_name(self, kind: str) -> str:
        """A card kind as its back and footer name it: the game's word (its kind's `name`, or
        what the pack says), else the catalog's (`cards.kind.<kind>`)."""
        spec = self.table.kind(kind)
        if spec is not None and spec.name:
            return spec.name
        hook = self.pack.hook("kind_name") if self.pack is not None else None
        found = hook(self, kind) if hook is not None else None
        return found if found is not None else self.labels(f"cards.kind.{kind}")

    def declared_fields(self, definition: Definition, place: str = "card", origins: tuple[str, ...] = (GAME,)) -> tuple[ShownField, ...]:
        """The fields game.yaml declares that `definition` gives and that show at `place` (card,
        sheet, rulebook, report), each with its label and its value as this locale prints it;
        `origins` (PACK too) for a face that draws the pack's fields as well."""
        return shown_fields(definition, self.table, place, self.words.terms, self.locale, origins=origins)

    def rich(self, msgid: str, /, **fields: object) -> Markup:
        """A label whose fields are markup (`<code>cardkit check</code>`): the label's own text
        is escaped, fields the template marked safe are not."""
        return Markup(escape(self.labels(msgid))).format(**fields)

    def join_names(self, items: Sequence[str]) -> Markup:
        """Items (links, names) joined as the locale writes a list: "A, B e C"."""
        return Markup("").join(
            escape(items[part]) if isinstance(part, int) else escape(part)
            for part in split_marked(self.labels.join(markers(len(items))))
        )

    def css_content(self, msgid: str, /) -> str:
        """A label as a CSS `content` value, each `{field}` a counter: "página {page} de {pages}"
        → `"página " counter(page) " de " counter(pages)`, for the page boxes of a stylesheet."""
        parts: list[str] = []
        for literal, field, _, _ in string.Formatter().parse(self.labels(msgid)):
            if literal:
                parts.append('"' + literal.replace("\\", "\\\\").replace('"', '\\"') + '"')
            if field:
                parts.append(f"counter({field})")
        return " ".join(parts)

    def file_name(self, msgid: str, /, **fields: object) -> str:
        """An output's file name from the `files.*` labels (`rulebook-{paper}.pdf`)."""
        return self.labels(f"files.{msgid}", **fields)

    def template_globals(self) -> dict[str, Any]:
        """What every template may call to print a word."""
        return {
            "t": self.labels,
            "rich": self.rich,
            "join_names": self.join_names,
            "words": self.words,
            "locale": self.locale,
            "css_content": self.css_content,
            "kind_name": self.kind_name,
            "declared_fields": self.declared_fields,
            **self.pack_globals(),
        }

    def pack_globals(self) -> dict[str, Any]:
        """The template helpers the game's pack adds (its `template_globals` hook)."""
        hook = self.pack.hook("template_globals") if self.pack is not None else None
        return dict(hook(self)) if hook is not None else {}

    def fingerprint(self) -> list[object]:
        """Everything of the wording a rendered page depends on, as plain data for a cache key."""
        return [self.locale, sorted(self.labels.resolved().items()), self.words.vocabulary]
