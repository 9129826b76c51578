"""How the prose checks read rules text, in the text's own language.

Rules texts are prose: one game writes "20 pontos de Dano extras (DAN +10)", its English
edition "20 points of extra Damage (DMG +10)". So the
regular expressions a check reads them with come from the label catalog of the text's locale
(`labels/<locale>/prose.yaml`, message ids `prose.<group>.<name>`; the game's `labels:`
overrides first), and the game words inside them from its vocabulary: `{stats.damage}` is the
damage stat's abbreviation (DAN), `{stats.damage.name}` its name (Dano),
`{effect_keywords.explosion}` or `{attack_types.secondary}` the game's word for that meaning,
matched with or without its accents.

English is never a fallback here, unlike for printed labels: an English pattern matches nothing
in a Portuguese text, so a check would pass without having read a word. A locale without
patterns is reported instead (`unread_note`), once per rule.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from cardkit.checks.names import spelling_pattern
from cardkit.i18n.edition import Edition, source_locale
from cardkit.i18n.labels import LabelError, labels_for, shipped_catalog
from cardkit.i18n.locales import language_of
from cardkit.i18n.words import STATS, Words
from cardkit.model import Game, Vocabulary
from cardkit.model.packs import Pack, find_pack

AREA = "prose"
"""The label area (catalog file) of the patterns."""

_PLACEHOLDER = re.compile(r"\{([a-z_]+)\.([a-z0-9_]+)(\.name)?\}")
"""`{stats.damage}`, `{stats.damage.name}`, `{effect_keywords.all}`: a game word in a pattern.
Regex quantifiers (`{2}`, `{1,3}`) hold no letters, so they never look like one."""


class _MissingWord(LookupError):
    """The game has no word for a meaning a pattern needs: the pattern cannot apply."""


@dataclass(frozen=True)
class ProsePatterns:
    """The prose patterns of one locale, filled with one game's words."""

    locale: str
    catalog: Mapping[str, str]
    """The locale's own `prose.*` labels, by message id (no English fallback)."""
    words: Words
    _compiled: dict[str, re.Pattern[str] | None] = field(default_factory=dict, init=False, repr=False, compare=False)

    def has(self, group: str) -> bool:
        """Whether the locale has any pattern of `prose.<group>`: without, the check cannot read."""
        return any(msgid.startswith(f"{AREA}.{group}.") for msgid in self.catalog)

    def pattern(self, name: str) -> re.Pattern[str] | None:
        """`prose.<name>` with the game's words; None when the locale has no such pattern or
        the game lacks a word it names (a game without a Secundário attack type...)."""
        msgid = f"{AREA}.{name}"
        return self._pattern(msgid) if msgid in self.catalog else None

    def patterns(self, group: str) -> dict[str, re.Pattern[str]]:
        """Every usable pattern under `prose.<group>.`, by the rest of its id, in catalog order."""
        prefix = f"{AREA}.{group}."
        found = {msgid.removeprefix(prefix): self._pattern(msgid) for msgid in self.catalog if msgid.startswith(prefix)}
        return {name: pattern for name, pattern in found.items() if pattern is not None}

    def singular_forms(self, word: str) -> list[str]:
        """`word`, then what it is the plural of by each `prose.plural` pattern, in order
        ("Feitiços" -> "Feitiço"): a name in running text may be plural."""
        forms = [word]
        for pattern in self.patterns("plural").values():
            found = pattern.fullmatch(word)
            if found and found["singular"]:
                forms.append(found["singular"])
        return forms

    def stat_words(self) -> dict[str, str]:
        """Each stat as a stat list writes it (DAN, Custo) -> its id: the game's words first."""
        declared = [term.id for term in self.words.vocabulary.terms.of("stats") if term.id] if self.words.vocabulary else []
        catalog = [msgid.split(".")[1] for msgid in self.words.labels.ids() if msgid.startswith("stats.")]
        found: dict[str, str] = {}
        for stat_id in dict.fromkeys([*declared, *catalog]):
            found.setdefault(self.words.stat(stat_id), stat_id)
        return found

    def unread_note(self, code: str, group: str, what: str) -> tuple[str, str]:
        """(message, hint) of the one info finding of a rule that has no patterns for this locale."""
        return (
            f"{code} has no prose patterns for locale '{self.locale}'; {what}",
            f"add `{AREA}.{group}.*` patterns to labels/{self.locale}/{AREA}.yaml, or to `labels:` in game.yaml",
        )

    def _pattern(self, msgid: str) -> re.Pattern[str] | None:
        """The catalog's pattern compiled once; None when it names a word the game lacks, or
        is no regular expression (a broken override)."""
        if msgid not in self._compiled:
            try:
                self._compiled[msgid] = re.compile(_PLACEHOLDER.sub(self._word, self.catalog[msgid]))
            except (_MissingWord, re.error):
                self._compiled[msgid] = None
        return self._compiled[msgid]

    def _word(self, placeholder: re.Match[str]) -> str:
        term, entry_id, full_name = placeholder.groups()
        word = self._stat(entry_id, bool(full_name)) if term == STATS else self._term(term, entry_id)
        return spelling_pattern(word, unaccented=True)

    def _stat(self, stat_id: str, full_name: bool) -> str:
        try:
            return self.words.stat_name(stat_id) if full_name else self.words.stat(stat_id)
        except LabelError:
            raise _MissingWord(stat_id) from None

    def _term(self, term: str, entry_id: str) -> str:
        word = self.words.lexicon.name_of(term, entry_id)
        if word is None:
            raise _MissingWord(f"{term}.{entry_id}")
        return word


def prose_patterns(
    locale: str, vocabulary: Vocabulary | None, overrides: Mapping[str, str] | None = None, pack: Pack | None = None
) -> ProsePatterns:
    """The patterns for text in `locale`: `overrides` (the game's own labels for its language)
    first, then the catalogs shipped for the locale and for its language (`pt` for `pt-BR`);
    the words in them are the game's, else its pack's catalog's (`pack`, by default the one
    the vocabulary names)."""
    layers = [overrides or {}, shipped_catalog(locale), shipped_catalog(language_of(locale))]
    catalog: dict[str, str] = {}
    for layer in reversed(layers):
        catalog.update((msgid, text) for msgid, text in layer.items() if msgid.startswith(f"{AREA}."))
    if pack is None and vocabulary is not None and vocabulary.pack:
        pack = find_pack(vocabulary.pack)
    return ProsePatterns(locale, catalog, Words(vocabulary, labels_for(locale, overrides, pack=pack)))


def source_prose(game: Game) -> ProsePatterns:
    """The patterns for the game's content as written (game.yaml `language`)."""
    vocabulary = game.vocabulary
    return prose_patterns(source_locale(game), vocabulary, vocabulary.labels if vocabulary else None)


def edition_prose(game: Game, edition: Edition | None) -> ProsePatterns:
    """The patterns for `game` as `edition` prints it (`game` is that edition's, translated
    or not): the source's, or those of the translation's locale."""
    if edition is None or edition.is_source:
        return source_prose(game)
    return prose_patterns(edition.locale, game.vocabulary)
