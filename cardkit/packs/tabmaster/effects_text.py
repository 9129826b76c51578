"""The effects line and stat values, generated from the data so card text never restates it by hand.

Card text that restates data (the effects line, stat boxes) is generated from the data so the
two can never disagree (docs/architecture.md, The pipeline). The words come from the edition:
each keyword is the game's effect keyword with that id (game.yaml `effect_keywords`), how it
reads with its value is a pattern of the label catalog (`effects.counted`: "{keyword}
{value}"), and lists of names are joined the way the locale joins them. The keywords follow the
order of the `Effects` dataclass fields, which the model declares to be the card's canonical
order, so reordering the model reorders every card. Each field's name is the id of its effect
keyword. The seeds' own notation ("-" for an empty stat, "Essência: Gelo") is in
docs/seed-facts.md, The spell list and Elements.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from functools import cached_property, partial
from typing import TYPE_CHECKING, Any

from cardkit.foundation.folding import slug
from cardkit.i18n.labels import Labels
from cardkit.i18n.lists import markers, split_marked
from cardkit.i18n.words import Words
from cardkit.model.lexicon import Lexicon
from cardkit.packs.tabmaster.model import Effects
from cardkit.packs.tabmaster.terms import Term as VocabularyTerm

if TYPE_CHECKING:
    from cardkit.output.wording import Wording

NO_VALUE = "-"
"""The seeds' RNG "-": a stat the data leaves empty, where no catalog says otherwise."""


@dataclass(frozen=True)
class Segment:
    """A run of effects-line text; `element` is set when the run names an element (gets an icon)."""

    text: str
    element: str | None = None


Term = tuple[Segment, ...]
"""One keyword of the effects line, e.g. ``Explosão 2`` or ``Elemento: Fogo e Gelo``."""


def stat(value: object, no_value: str = NO_VALUE) -> str:
    """A stat box value: the number or dice as written, `no_value` where the data has none."""
    return no_value if value is None else str(value)


@dataclass(frozen=True)
class EffectsText:
    """The effects line and stat values in one edition's words."""

    words: Words

    @property
    def labels(self) -> Labels:
        return self.words.labels

    @cached_property
    def lexicon(self) -> Lexicon:
        return self.words.lexicon

    def stat(self, value: object) -> str:
        """A stat's value as a card prints it: the number, or the catalog's dash for none."""
        return stat(value, self.labels("effects.no_value"))

    def keyword(self, keyword_id: str) -> str:
        """The game's word for an effect keyword (Explosão), else the catalog's."""
        found = self.lexicon.name_of(VocabularyTerm.EFFECT_KEYWORD, keyword_id)
        return found if found is not None else self.labels(f"effects.keywords.{keyword_id}")

    def terms(self, effects: Effects) -> list[Term]:
        """The keywords of the effects line, in the order of the `Effects` fields."""
        found = (self._term(spec.name, getattr(effects, spec.name)) for spec in fields(Effects))
        return [term for term in found if term]

    def line(self, effects: Effects) -> str:
        """The effects line as plain text, e.g. ``Elemento: Fogo, Explosão 2, Todos``; empty if none."""
        separator = self.labels("effects.separator")
        return separator.join("".join(segment.text for segment in term) for term in self.terms(effects))

    def _term(self, keyword_id: str, value: Any) -> Term | None:
        return FORMATTERS[keyword_id](self, keyword_id, value)

    def pattern(self, msgid: str, keyword_id: str, **fields: object) -> Term:
        """The keyword in one of the catalog's patterns (`effects.counted`: "{keyword} {value}")."""
        return (Segment(self.labels(msgid, keyword=self.keyword(keyword_id), **fields)),)

    def named(self, keyword_id: str, names: Sequence[str], *, elements: bool = False) -> Term:
        """`effects.named` ("{keyword}: {names}"), each name its own segment (an element's gets its icon)."""
        joined = self.labels.join(markers(len(names)))
        text = self.labels("effects.named", keyword=self.keyword(keyword_id), names=joined)
        return tuple(
            Segment(names[part], names[part] if elements else None) if isinstance(part, int) else Segment(part)
            for part in split_marked(text)
        )


Formatter = Callable[[EffectsText, str, Any], Term | None]


def _flag(text: EffectsText, keyword_id: str, value: bool) -> Term | None:
    return text.pattern("effects.flag", keyword_id) if value else None


def _counted(msgid: str) -> Formatter:
    def counted(text: EffectsText, keyword_id: str, value: int | None) -> Term | None:
        return None if value is None else text.pattern(msgid, keyword_id, value=value)

    return counted


def _elements(text: EffectsText, keyword_id: str, value: tuple[str, ...]) -> Term | None:
    return text.named(keyword_id, value, elements=True) if value else None


def _line(text: EffectsText, keyword_id: str, value: tuple[str, ...] | None) -> Term | None:
    """Linha with its directions, or the bare keyword when the data gives none."""
    if value is None:
        return None
    return text.named(keyword_id, value) if value else text.pattern("effects.bare", keyword_id)


def _special(text: EffectsText, keyword_id: str, value: str | None) -> Term | None:
    return text.named(keyword_id, (value,)) if value else None


FORMATTERS: dict[str, Formatter] = {
    "area": _flag,
    "elements": _elements,
    "explosion": _counted("effects.counted"),
    "line": _line,
    "multiple": _counted("effects.times"),
    "pilgrim": _counted("effects.times"),
    "all": _flag,
    "sacrifice": _flag,
    "special": _special,
}
"""How each `Effects` field reads on a card; every field must have an entry (a test checks)."""


def trait_params_text(params: tuple[str | int, ...]) -> str:
    """Parameters after a trait keyword: ``3`` for numbers (Corrida 3), ``: Fogo`` otherwise
    (the seeds' "Essência: Gelo")."""
    if not params:
        return ""
    joined = ", ".join(str(p) for p in params)
    return f" {joined}" if all(isinstance(p, int) for p in params) else f": {joined}"


KIND_TERMS: dict[str, tuple[VocabularyTerm, str]] = {"spell": (VocabularyTerm.CARD_TYPE, "spell"), "unit": (VocabularyTerm.UNIT_CATEGORY, "regular")}
"""Card kinds the game's vocabulary may name: spells by their card type, units by the
category every unit is ("Unidade"). Traits have no vocabulary entry: the catalog names them."""


def kind_name(wording: Wording, kind: str) -> str | None:
    """The word Tab Master's game.yaml gives a kind of card (the `kind_name` hook), or None."""
    return wording.lexicon.name_of(*KIND_TERMS[kind]) if kind in KIND_TERMS else None


def element_file(wording: Wording, element: str) -> str:
    """The file stem of an element's icon: its id (`fire`), or the slug of its name in a game
    whose elements have none."""
    return wording.lexicon.id_of(VocabularyTerm.ELEMENT, element) or slug(element)


def template_globals(wording: Wording) -> dict[str, Any]:
    """What Tab Master's templates call besides cardkit's helpers (the `template_globals` hook):
    the effects line and stat values in the edition's words, and a dial row's label."""
    effects = EffectsText(wording.words)
    return {
        "dial_label": wording.words.stat,
        "keyword": effects.keyword,
        "stat": effects.stat,
        "effect_terms": effects.terms,
        "effects_line": effects.line,
        "element_file": partial(element_file, wording),
    }
