"""Compare a stat quote with its card: every quoted value must be the card's value.

The seed's own examples disagree with its spell list (Lâmina da Terra "DAN 10" vs 1d20, seed
000: docs/seed-facts.md, Worked examples), so the prose cannot be trusted to follow the data:
each difference becomes a message naming both values and where the card says it. Notes this
module cannot read are left alone rather than guessed at. Quotes are read by meaning: a stat key
is a stat id (`damage`, whatever the game abbreviates it to), an attack-type note an attack type
id, an effect note a keyword id, each found with the words and patterns of the text's language
(`QuoteReading`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from cardkit.checks.prose_patterns import ProsePatterns
from cardkit.foundation.dice import ParseError, parse_dice
from cardkit.foundation.folding import fold
from cardkit.i18n.words import Words
from cardkit.model import Definition
from cardkit.model.lexicon import Lexicon
from cardkit.packs.tabmaster.checks.rulebook_quotes import QuoteGrammar, QuoteItem, StatQuote
from cardkit.packs.tabmaster.effects_text import EffectsText, stat
from cardkit.packs.tabmaster.model import Attack, Effects, Spell, Unit
from cardkit.packs.tabmaster.terms import Term

GROUP = "stat_quotes"
"""The `prose.<group>` patterns a language needs for its stat quotes to be read."""

SPELL_STATS = ("cost", "range", "damage", "ref")
UNIT_STATS = ("defense", "movement", "vitality")
ATTACK_STATS = {"attack": "atk", "damage": "damage", "height": "height"}
"""Stat ids a quote may give, and the card field each is compared with (spell and unit fields
are named like the stat)."""


@dataclass(frozen=True)
class Mismatch:
    message: str
    hint: str | None = None


@dataclass(frozen=True)
class QuoteReading:
    """How stat quotes read in one language: the grammar, the effect-note patterns by keyword id,
    the separator of a list of names, and the game's words (what they mean, how a card reads)."""

    grammar: QuoteGrammar
    notes: dict[str, re.Pattern[str]]
    list_separator: re.Pattern[str]
    words: Words

    @classmethod
    def of(cls, prose: ProsePatterns) -> QuoteReading:
        separator = prose.pattern(f"{GROUP}.list_separator") or re.compile(",")
        return cls(QuoteGrammar.of(prose), prose.patterns(f"{GROUP}.notes"), separator, prose.words)

    @property
    def lexicon(self) -> Lexicon:
        return self.words.lexicon

    def stat_of(self, item: QuoteItem) -> str | None:
        return self.grammar.stats.get(item.key)

    def attack_type(self, note: str) -> tuple[str | None, str | None]:
        """"Atropelamento" → ("trample", None); "Projétil: Flecha" → ("projectile", "Flecha")."""
        kind, _, ammunition = note.partition(":")
        found = self.lexicon.id_of(Term.ATTACK_TYPE, kind.strip())
        return (found, ammunition.strip() or None) if found is not None else (None, None)


def same_value(written: str, card: object) -> bool:
    """Numbers and dice compare by meaning ("d20" is "1d20"), words without case or accents."""
    if card is None:
        return written.strip() in ("-", "")
    left, right = written.replace(" ", ""), str(card).replace(" ", "")
    try:
        return parse_dice(left) == parse_dice(right)
    except ParseError:
        return fold(left) == fold(right)


def check_quote(quote: StatQuote, definition: Definition, reading: QuoteReading) -> list[Mismatch]:
    if isinstance(definition, Spell):
        return list(_spell(quote, definition, reading))
    if isinstance(definition, Unit):
        return list(_unit(quote, definition, reading))
    return []


def _where(definition: Definition, *path: str | int) -> str:
    return f"the card is {definition.file}:{definition.source.at(*path).line}"


def _differs(name: str, label: str, written: str, card: object, hint: str) -> Mismatch:
    return Mismatch(f"{name}: the text says {label} {written}, the card says {stat(card)}", hint)


def _not_on_card(name: str, item: QuoteItem, kind: str, hint: str) -> Mismatch:
    return Mismatch(f"{name}: the text gives {item.key} {item.value}, a {kind} card has no {item.key}", hint)


def _spell(quote: StatQuote, spell: Spell, reading: QuoteReading) -> Iterator[Mismatch]:
    for item in quote.items:
        stat_id = reading.stat_of(item)
        if stat_id in SPELL_STATS:
            card = getattr(spell, stat_id)
            if not same_value(item.value, card):
                yield _differs(spell.name, item.key, item.value, card, _where(spell, stat_id))
        elif item.key:
            yield _not_on_card(spell.name, item, "spell", _where(spell, "name"))
        notes = item.notes if item.key else (item.value,)
        yield from _effects(spell.name, notes, spell.effects, reading, _where(spell, "effects"))


def _unit(quote: StatQuote, unit: Unit, reading: QuoteReading) -> Iterator[Mismatch]:
    current: int | None = 0 if unit.attacks else None
    for item in quote.items:
        stat_id = reading.stat_of(item)
        if stat_id in UNIT_STATS:
            card = getattr(unit, stat_id)
            if not same_value(item.value, card):
                yield _differs(unit.name, item.key, item.value, card, _where(unit, stat_id))
        elif stat_id in ATTACK_STATS:
            if stat_id == "attack":
                current = _pick_attack(unit, item, reading)
            if current is None:
                label = _label(item, reading)
                yield Mismatch(f"{unit.name}: the text gives {label} {item.value}, the card has no such attack", _where(unit, "attacks"))
                continue
            yield from _attack(unit, current, item, stat_id, reading)
        elif item.key:
            yield _not_on_card(unit.name, item, "unit", _where(unit, "name"))


def _label(item: QuoteItem, reading: QuoteReading) -> str:
    """The stat as the message names it: "ATK", or "ATK (Secundário)" after the secondary label."""
    return f"{item.key} ({reading.lexicon.word(Term.ATTACK_TYPE, 'secondary')})" if item.secondary else item.key


def _pick_attack(unit: Unit, item: QuoteItem, reading: QuoteReading) -> int | None:
    """The attack an ATK quote means: the secondary one after the secondary label, the one of
    the named type ("ATK 5 (Mágico)"), else the card's first (main) attack."""
    wanted = "secondary" if item.secondary else next((t for n in item.notes if (t := reading.attack_type(n)[0])), None)
    if wanted is None:
        return 0 if unit.attacks else None
    return next((i for i, a in enumerate(unit.attacks) if reading.lexicon.is_(Term.ATTACK_TYPE, a.type, wanted)), None)


def _attack(unit: Unit, index: int, item: QuoteItem, stat_id: str, reading: QuoteReading) -> Iterator[Mismatch]:
    attack: Attack = unit.attacks[index]
    field = ATTACK_STATS[stat_id]
    card = getattr(attack, field)
    where = _where(unit, "attacks", index, field)
    if not same_value(item.value, card):
        yield _differs(unit.name, _label(item, reading), item.value, card, where)
    for note in item.notes:
        kind, ammunition = reading.attack_type(note)
        if kind is not None and ammunition is not None and not same_value(ammunition, attack.ammunition):
            yield Mismatch(f"{unit.name}: the text says {note}, the card's {attack.type} attack uses {stat(attack.ammunition)}", where)
    effect_notes = tuple(n for n in item.notes if reading.attack_type(n)[0] is None)
    yield from _effects(unit.name, effect_notes, attack.effects, reading, where)


def _effects(name: str, notes: tuple[str, ...], effects: Effects, reading: QuoteReading, hint: str) -> Iterator[Mismatch]:
    for note in notes:
        for keyword, pattern in reading.notes.items():
            match = pattern.fullmatch(note.strip())
            if match is not None:
                if not _holds(keyword, match, effects, reading):
                    shown = EffectsText(reading.words).line(effects) or "no effects"
                    yield Mismatch(f"{name}: the text says {note.strip()}, the card says {shown}", hint)
                break


def _holds(keyword: str, match: re.Match[str], effects: Effects, reading: QuoteReading) -> bool:
    """Whether the card's effects agree with a note about the effect `keyword` (an Effects
    field): the elements it lists, the count it gives, or just that the card has it."""
    value = getattr(effects, keyword, None)
    if keyword == "elements":
        written = {fold(part) for part in reading.list_separator.split(match["value"]) if part.strip()}
        return written <= {fold(element) for element in effects.elements}
    if "value" in match.groupdict():
        return value == int(match["value"])
    return value is not None and value is not False
