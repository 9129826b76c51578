"""Compare a stat quote with its card: every quoted value must be the card's value.

The seed's own examples disagree with its spell list (Lâmina da Terra "DAN 10" vs 1d20), so the
prose cannot be trusted to follow the data: each difference becomes a message naming both
values and where the card says it. Notes this module cannot read are left alone rather than
guessed at.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from cardkit.checks.names import fold
from cardkit.engine.dice import ParseError, parse_dice
from cardkit.model import Attack, Definition, Effects, Spell, Unit
from cardkit.render.effects import effects_line, stat
from cardkit.rulebook.quotes import QuoteItem, StatQuote

SECONDARY_TYPE = "Secundário"


@dataclass(frozen=True)
class Mismatch:
    message: str
    hint: str | None = None


def same_value(written: str, card: object) -> bool:
    """Numbers and dice compare by meaning ("d20" is "1d20"), words without case or accents."""
    if card is None:
        return written.strip() in ("-", "")
    left, right = written.replace(" ", ""), str(card).replace(" ", "")
    try:
        return parse_dice(left) == parse_dice(right)
    except ParseError:
        return fold(left) == fold(right)


def check_quote(quote: StatQuote, definition: Definition) -> list[Mismatch]:
    if isinstance(definition, Spell):
        return list(_spell(quote, definition))
    if isinstance(definition, Unit):
        return list(_unit(quote, definition))
    return []


def _where(definition: Definition, *path: str | int) -> str:
    return f"the card is {definition.file}:{definition.source.at(*path).line}"


def _differs(name: str, label: str, written: str, card: object, hint: str) -> Mismatch:
    return Mismatch(f"{name}: the text says {label} {written}, the card says {stat(card)}", hint)


def _spell(quote: StatQuote, spell: Spell) -> Iterator[Mismatch]:
    fields = {"Custo": ("cost", spell.cost), "RNG": ("range", spell.range), "DAN": ("damage", spell.damage), "REF": ("ref", spell.ref)}
    for item in quote.items:
        if item.key in fields:
            key, card = fields[item.key]
            if not same_value(item.value, card):
                yield _differs(spell.name, item.key, item.value, card, _where(spell, key))
        elif item.key:
            yield Mismatch(f"{spell.name}: the text gives {item.key} {item.value}, a spell card has no {item.key}", _where(spell, "name"))
        yield from _effects(spell.name, item.notes if item.key else (item.value,), spell.effects, _where(spell, "effects"))


def _unit(quote: StatQuote, unit: Unit) -> Iterator[Mismatch]:
    fields = {"DEF": ("defense", unit.defense), "MOV": ("movement", unit.movement), "VIT": ("vitality", unit.vitality)}
    current: int | None = 0 if unit.attacks else None
    for item in quote.items:
        if item.key in fields:
            key, card = fields[item.key]
            if not same_value(item.value, card):
                yield _differs(unit.name, item.key, item.value, card, _where(unit, key))
        elif item.key in ("ATK", "DAN", "HLT"):
            if item.key == "ATK":
                current = _pick_attack(unit, item)
            if current is None:
                yield Mismatch(f"{unit.name}: the text gives {_label(item)} {item.value}, the card has no such attack", _where(unit, "attacks"))
                continue
            yield from _attack(unit, current, item)
        elif item.key:
            yield Mismatch(f"{unit.name}: the text gives {item.key} {item.value}, a unit card has no {item.key}", _where(unit, "name"))


def _label(item: QuoteItem) -> str:
    return f"Ataque Secundário: {item.key}" if item.secondary else item.key


def _pick_attack(unit: Unit, item: QuoteItem) -> int | None:
    """The attack an ATK quote means: the secondary one after "Ataque Secundário:", the one of
    the named type ("ATK 5 (Mágico)"), else the card's first (main) attack."""
    wanted = SECONDARY_TYPE if item.secondary else next((t for n in item.notes if (t := _attack_type(n)[0])), None)
    if wanted is None:
        return 0 if unit.attacks else None
    return next((i for i, a in enumerate(unit.attacks) if fold(a.type) == fold(wanted)), None)


def _attack_type(note: str) -> tuple[str | None, str | None]:
    """"Atropelamento" → (type, None); "Projétil: Flecha" → ("Projétil", "Flecha")."""
    kind, _, ammunition = note.partition(":")
    if fold(kind) in {"comum", "atropelamento", "magico", "projetil", "secundario"}:
        return kind.strip(), ammunition.strip() or None
    return None, None


def _attack(unit: Unit, index: int, item: QuoteItem) -> Iterator[Mismatch]:
    attack: Attack = unit.attacks[index]
    field = {"ATK": "atk", "DAN": "damage", "HLT": "height"}[item.key]
    card = getattr(attack, field)
    where = _where(unit, "attacks", index, field)
    if not same_value(item.value, card):
        yield _differs(unit.name, _label(item), item.value, card, where)
    for note in item.notes:
        kind, ammunition = _attack_type(note)
        if kind is not None and ammunition is not None and not same_value(ammunition, attack.ammunition):
            yield Mismatch(f"{unit.name}: the text says {note}, the card's {attack.type} attack uses {stat(attack.ammunition)}", where)
    yield from _effects(unit.name, tuple(n for n in item.notes if _attack_type(n)[0] is None), attack.effects, where)


def _effects(name: str, notes: tuple[str, ...], effects: Effects, hint: str) -> Iterator[Mismatch]:
    for note in notes:
        for pattern, holds in _EFFECT_NOTES:
            match = pattern.fullmatch(note.strip())
            if match is not None:
                if not holds(match, effects):
                    shown = effects_line(effects) or "no effects"
                    yield Mismatch(f"{name}: the text says {note.strip()}, the card says {shown}", hint)
                break


def _elements(match: re.Match[str], effects: Effects) -> bool:
    written = {fold(part) for part in re.split(r",|\se\s", match["value"]) if part.strip()}
    return written <= {fold(element) for element in effects.elements}


_EFFECT_NOTES: list[tuple[re.Pattern[str], Callable[[re.Match[str], Effects], bool]]] = [
    (re.compile(r"Elemento:\s*(?P<value>.+)"), _elements),
    (re.compile(r"Explosão:?\s*(?P<value>\d+)"), lambda m, e: e.explosion == int(m["value"])),
    (re.compile(r"Múltiplo\s*x\s*(?P<value>\d+)"), lambda m, e: e.multiple == int(m["value"])),
    (re.compile(r"Peregrino\s*x\s*(?P<value>\d+)"), lambda m, e: e.pilgrim == int(m["value"])),
    (re.compile(r"Linha(?::.*)?"), lambda m, e: e.line is not None),
    (re.compile(r"Área"), lambda m, e: e.area),
    (re.compile(r"Todos"), lambda m, e: e.all),
    (re.compile(r"Sacrif[íi]cio"), lambda m, e: e.sacrifice),
]
"""The effect notes a quote may carry, and whether the card's effects agree with each."""
