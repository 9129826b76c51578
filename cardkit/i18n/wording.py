"""The words one edition prints, handed to every template: cards, sheets, rulebook and report.

Templates never hold a word a player reads: they call `t("cards.draft")` (the label catalog),
`words.stat("defense")` and `words.category(unit.category)` (the game's vocabulary, the
catalog as its fallback), `kind_name("trait")`, and `stat` / `effect_terms` / `effects_line`
(the effects line in the edition's words); `<html lang="{{ locale }}">` picks the hyphenation
dictionary. A `Wording` is plain data, so it travels to the card-rendering worker processes,
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

from cardkit.declared.model import Declarations
from cardkit.declared.values import ShownField, shown_fields
from cardkit.packs.tabmaster.effects_text import EffectsText, markers, split_marked
from cardkit.i18n.labels import Labels
from cardkit.i18n.words import Words
from cardkit.index.folding import slug
from cardkit.lexicon import Lexicon, Term
from cardkit.model import Definition, kind_of

if TYPE_CHECKING:
    from cardkit.content import LoadedProject

KIND_TERMS: dict[str, tuple[Term, str]] = {"spell": (Term.CARD_TYPE, "spell"), "unit": (Term.UNIT_CATEGORY, "regular")}
"""Card kinds the game's vocabulary may name: spells by their card type, units by the
category every unit is ("Unidade"). Traits have no vocabulary entry: the catalog names them."""


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
    def effects(self) -> EffectsText:
        return EffectsText(self.words)

    @cached_property
    def lexicon(self) -> Lexicon:
        return self.effects.lexicon

    @property
    def declarations(self) -> Declarations:
        vocabulary = self.words.vocabulary
        return vocabulary.declarations if vocabulary is not None else Declarations()

    def kind_name(self, kind: str) -> str:
        """A card kind as its back and footer name it: the game's word (a declared kind's
        `name`), else the catalog's."""
        declared = self.declarations.kind(kind)
        if declared is not None:
            return declared.name
        found = self.lexicon.name_of(*KIND_TERMS[kind]) if kind in KIND_TERMS else None
        return found if found is not None else self.labels(f"cards.kind.{kind}")

    def declared_fields(self, definition: Definition, place: str = "card") -> tuple[ShownField, ...]:
        """The declared fields `definition` gives that show at `place` (card, sheet, rulebook,
        report), each with its label and its value as this locale prints it."""
        return shown_fields(definition, kind_of(definition), self.declarations, place, self.words.vocabulary, self.locale)

    def dial_label(self, stat_id: str) -> str:
        """A combat dial row's label: the stat's abbreviation (VEL, ATK, DEF)."""
        return self.words.stat(stat_id)

    def element_file(self, element: str) -> str:
        """The file stem of an element's icon: its id (`fire`), or the slug of its name in a
        game whose elements have none."""
        return self.lexicon.id_of(Term.ELEMENT, element) or slug(element)

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
        """An output's file name from the `files.*` labels (`ficha-{army}-{paper}.pdf`)."""
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
            "dial_label": self.dial_label,
            "keyword": self.effects.keyword,
            "stat": self.effects.stat,
            "effect_terms": self.effects.terms,
            "effects_line": self.effects.line,
        }

    def fingerprint(self) -> list[object]:
        """Everything of the wording a rendered page depends on, as plain data for a cache key."""
        labels = {msgid: self.labels(msgid) for msgid in sorted(self.labels.ids())}
        return [self.locale, sorted(labels.items()), self.words.vocabulary]
