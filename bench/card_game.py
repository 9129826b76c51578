"""The synthetic game of the card benchmark: N cards of three kinds, spells with varied effects,
diagrams and text, units and traits (as Tab Master prints them), each card in a number of copies.

Every card must fit its card at some step of the text-fitting ladder, or the build fails with
B201 and there is nothing to time. Since the art window landed, a spell with an area diagram
and about 30 words of text no longer fits even at the smallest size, so the text lengths stop
at `max(TEXT_WORDS)`, well under that; the longest of them on a diagram card need a smaller
fit step, as real long spells do. The effect shapes and the text lengths cycle with coprime
periods, so any 20 consecutive spells hold every pairing of the two (`tests/bench` builds them).

Units and traits are bench/make_game.py's (one builder for both games): one card in
`UNIT_SHARE` is a unit, one in `TRAIT_SHARE` a trait, every trait given to a unit (an unused
one is a warning). `copies` is the mean copies per card (`Mix`): a published game of 2,000
cards prints about 6,000, so the benchmark's game carries 3 on average, spread from 1 to 6, and
the same cards with 1 copy each are its comparison. Traits have no `copies` field (Tab Master
prints each once), so spells and units carry theirs.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from bench.make_game import UNIT_NOUNS, Names, trait, unit
from cardkit.foundation.folding import slug

GAME_NAME = "Bancada"
CASTER = "Alquimista"
"""The caster class every spell names (REF), and the name of the game's first unit."""
ELEMENTS = ("Fogo", "Água", "Terra", "Ar", "Gelo", "Eletricidade", "Vida", "Doença", "Luz", "Escuridão")
EFFECTS = (
    "{{elements: [{element}]}}",
    "{{elements: [{element}], explosion: 1, all: true}}",
    "{{area: true, elements: [{element}]}}",
    "{{line: {{directions: [Completa]}}}}",
    "{{elements: [{element}], special: \"Troca de posição com outra unidade aliada.\"}}",
)
PASSAGE = ["Quando", "conjurada,", "a", "unidade", "alvo", "sofre", "o", "Dano", "indicado", "e", "é", "empurrada", "uma", "casa", "para", "trás.", "Se", "estiver", "numa", "casa", "elevada,", "cai", "e", "perde", "a", "próxima", "ação.", "Aliados", "adjacentes", "recuam", "uma", "casa."]
TEXT_WORDS = (0, 8, 16, 27)
"""Words of `PASSAGE` on each spell, in turn: none, a short line, about a paragraph, a long one.
Its period (4) and that of `EFFECTS` (5) are coprime."""
COMBINATIONS = len(EFFECTS) * len(TEXT_WORDS)
"""Spells it takes to hold every pairing of an effect shape and a text length."""
KEYWORDS = (("Área", "area"), ("Elemento", "elements"), ("Explosão", "explosion"), ("Linha", "line"), ("Todos", "all"), ("Especial", "special"))
GAME = """\
name: {name}
language: pt-BR
pack: tab-master
resolution: tab-master
dice: [4, 6, 8, 10, 12, 20]
caster_classes: [{caster}]
line_directions: [{{id: horizontal, name: Horizontal}}, {{id: vertical, name: Vertical}}, {{id: diagonals, name: Diagonais}}, {{id: complete, name: Completa}}]
card_types: [{{id: spell, name: Magia, description: "Magia."}}]
attack_types: [{{id: melee, name: Comum, description: "Ataque."}}, {{id: magic, name: Mágico, description: "Ataque mágico."}}]
unit_categories: [{{id: regular, name: Unidade}}]
effect_keywords:
{keywords}
elements:
{elements}
"""


COPIES = 3
"""Copies a card on average in the benchmark's game: a published game of about 2,000 cards prints 5,740."""
UNIT_SHARE = 5
TRAIT_SHARE = 10
SEED = 15
"""The names and stats of units and traits are drawn from this seed: the same game every run."""
SPREAD = (0, -1, 1, -2, 2)
"""How the copies of consecutive cards differ from the mean, in turn (zero-sum per cycle)."""
TRAIT_LONG = 3
"""Every TRAIT_LONG-th trait has a paragraph of rules, the others one sentence."""


@dataclass(frozen=True)
class Mix:
    """How many cards of each kind a game of `cards` cards has, and how many copies of each it
    prints: `copies` on average, `cards * copies` in all (traits print one each)."""

    cards: int
    copies: int = 1

    @property
    def traits(self) -> int:
        return self.cards // TRAIT_SHARE

    @property
    def units(self) -> int:
        return self.cards // UNIT_SHARE

    @property
    def spells(self) -> int:
        return self.cards - self.traits - self.units

    def spell_copies(self, index: int) -> int:
        return self._copies(index)

    def unit_copies(self, index: int) -> int:
        return self._copies(self.spells + index)

    def _copies(self, slot: int) -> int:
        """Copies of the `slot`-th card that has a `copies` field (spells, then units): the mean,
        what the traits cannot carry spread evenly, and `SPREAD` over each whole cycle of it."""
        if self.copies == 1:
            return 1
        carriers = self.spells + self.units
        base, rest = divmod(self.cards * self.copies - self.traits, carriers)
        extra = (slot + 1) * rest // carriers - slot * rest // carriers
        whole_cycles = carriers - carriers % len(SPREAD)
        reach = base - 1
        spread = max(-reach, min(reach, SPREAD[slot % len(SPREAD)])) if slot < whole_cycles else 0
        return base + extra + spread


def make_project(root: Path, count: int, copies: int = 1, spells_only: bool = False) -> None:
    """Write a project of `count` cards (`Mix`; all spells with `spells_only`), `copies` each on
    average, into `root` (which may exist, empty), with the game.yaml that makes `cardkit check` pass."""
    mix = Mix(count, copies)
    spells = root / "content" / "spells"
    spells.mkdir(parents=True)
    (root / "cardkit.yaml").write_text(f"name: {GAME_NAME}\n", encoding="utf-8")
    (root / "content" / "game.yaml").write_text(
        GAME.format(
            name=GAME_NAME,
            caster=CASTER,
            keywords="\n".join(f"  - {{name: {name}, id: {key}, description: {name}.}}" for name, key in KEYWORDS),
            elements="\n".join(f"  - {{name: {name}, text: {{attack: {name}., spell: {name}.}}, effects: []}}" for name in ELEMENTS),
        ),
        encoding="utf-8",
    )
    if spells_only:
        for index in range(count):
            spell_path(root, index).write_text(spell_yaml(index, copies=copies), encoding="utf-8")
        return
    for index in range(mix.spells):
        spell_path(root, index).write_text(spell_yaml(index, copies=mix.spell_copies(index)), encoding="utf-8")
    _write_units_and_traits(root, mix)


def _write_units_and_traits(root: Path, mix: Mix) -> None:
    """The units and traits of `mix`, from bench/make_game.py's builders, each trait given to a
    unit; the first unit is the caster every spell names (with none, `check` warns of every spell)."""
    rng = random.Random(SEED)
    names = Names(rng, {slug(CASTER)})
    traits = [names.fresh(names.word) for _ in range(mix.traits)]
    files: dict[str, dict[str, object]] = {}
    for index, name in enumerate(traits):
        text = f"A unidade com {name} age primeiro em cada rodada." + (f" {spell_text(3)}" if index % TRAIT_LONG == TRAIT_LONG - 1 else "")
        files[f"traits/{slug(name)}.yaml"] = trait(name, text)
    for index in range(mix.units):
        name = CASTER if index == 0 else names.fresh(lambda: f"{rng.choice(UNIT_NOUNS)} {names.word()}")
        data = unit(rng, name, "regular", traits[index :: mix.units], essence=0.0)
        if mix.unit_copies(index) != 1:
            data["copies"] = mix.unit_copies(index)
        files[f"units/{slug(name)}.yaml"] = data
    for relpath, data in files.items():
        path = root / "content" / relpath
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")


def spell_path(root: Path, index: int) -> Path:
    return root / "content" / "spells" / f"magia-{index}.yaml"


def spell_text(index: int) -> str:
    """The rules text of spell `index`: the first words of `PASSAGE`, closed by a full stop."""
    words = PASSAGE[: TEXT_WORDS[index % len(TEXT_WORDS)]]
    return " ".join(words).rstrip(",.") + "." if words else ""


def spell_yaml(index: int, cost: int | None = None, copies: int = 1) -> str:
    """Spell `index` as YAML, printed `copies` times; `cost` overrides its cost."""
    effects = EFFECTS[index % len(EFFECTS)].format(element=ELEMENTS[index % len(ELEMENTS)])
    text = spell_text(index)
    return (
        f"name: Magia {index}\ncard_type: Magia\ncost: {cost or index % 50 + 1}\nrange: {index % 6 + 1}\n"
        f"damage: {index % 4 + 1}d20\nref: {CASTER}\neffects: {effects}\n" + (f"text: {text}\n" if text else "")
        + (f"copies: {copies}\n" if copies != 1 else "")
    )


EDITED = 1
"""The spell the one-card edit changes."""


def edit_cost(root: Path, cost: int) -> None:
    """The one-card edit: spell `EDITED` gets `cost`, the rest of its file (its copies too) unchanged."""
    path = spell_path(root, EDITED)
    path.write_text(re.sub(r"^cost: \d+$", f"cost: {cost}", path.read_text(encoding="utf-8"), count=1, flags=re.M), encoding="utf-8")
