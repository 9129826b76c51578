"""A synthetic game of any size that `cardkit check` passes with no error, for benchmarks and
tests that need more content than the bundled game has (2,000 spells where it has 21).

`python bench/make_game.py N [DIR] [--seed S] [--rulebook]` writes a project with N spells,
N/5 traits, N/4 units and N/100 armies (never fewer than the rules need: two armies, a
commander, a champion...) into DIR (default: build/synthetic-N). With `--rulebook` it also
writes content/rulebook/: a book.yaml and one chapter that names every spell and unit with its
stats quoted the way the bundled chapters quote them, "Nome (Custo 3, RNG 2, DAN 1d20, REF
Alquimista)", all agreeing with the cards, so `check` still finds nothing. Names are pt-BR-like, unique even after
slugging (each file is named by its slug, as R001 wants), and the same seed gives the same
bytes, so timings compare like with like.
"""

from __future__ import annotations

import argparse
import colorsys
import random
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from cardkit.foundation.folding import slug

REPO_ROOT = Path(__file__).resolve().parents[1]

ELEMENTS = {"Fogo": ("Gelo", 20), "Água": ("Fogo", 10), "Gelo": ("Fogo", 20), "Eletricidade": ("Água", 10), "Terra": ("Ar", 10), "Ar": ("Terra", 10)}
"""Element -> (the Essência it hurts more, by how much): the shape of Tab Master's table."""
ESSENCE = "Essência"
DICE = [4, 6, 8, 10, 12, 20]
DIRECTIONS = {"horizontal": "Horizontal", "vertical": "Vertical", "diagonals": "Diagonais", "front": "Frente", "back": "Fundo", "complete": "Completa"}
"""Line direction id -> the word content writes (game.yaml `line_directions`)."""

_ONSETS = ["b", "c", "d", "f", "g", "l", "m", "n", "p", "r", "s", "t", "v", "br", "cr", "dr", "gr", "pr", "tr", "ch", "lh", "nh"]
_VOWELS = ["a", "e", "i", "o", "u", "á", "ã", "é", "ê", "í", "ó", "õ", "ú"]
_CODAS = ["", "", "", "r", "s", "l", "m", "n"]
_SPELL_NOUNS = ["Lança", "Esfera", "Punho", "Sopro", "Rajada", "Toque", "Lâmina", "Chuva", "Muralha", "Véu", "Flecha", "Círculo"]
UNIT_NOUNS = ["Guarda", "Batedor", "Mago", "Lanceiro", "Vigia", "Druida", "Besteiro", "Monge", "Escudeiro", "Xamã"]


@dataclass
class Names:
    """Fresh pt-BR-like names, unique by slug across the whole game (R001 and R401 compare slugs)."""

    rng: random.Random
    taken: set[str] = field(default_factory=set)

    def word(self) -> str:
        syllables = [self.rng.choice(_ONSETS) + self.rng.choice(_VOWELS) for _ in range(self.rng.randint(2, 3))]
        return ("".join(syllables) + self.rng.choice(_CODAS)).capitalize()

    def fresh(self, make: Callable[[], str]) -> str:
        while True:
            name = make()
            if slug(name) not in self.taken:
                self.taken.add(slug(name))
                return name


@dataclass(frozen=True)
class Sizes:
    """How many definitions of each kind a game of `spells` spells has."""

    spells: int

    @property
    def traits(self) -> int:
        return max(3, self.spells // 5)

    @property
    def units(self) -> int:
        return max(4, self.spells // 4)

    @property
    def armies(self) -> int:
        return max(2, self.spells // 100)


def make_game(spells: int, target: Path, seed: int = 0, rulebook: bool = False) -> Path:
    """Write a project with `spells` spells (and proportional traits, units, armies) into `target`,
    replacing what was there; return `target`. `rulebook`: also a rulebook quoting every spell
    and unit (the random choices are the same with or without it, so the cards are too)."""
    rng = random.Random(seed)
    names = Names(rng)
    names.taken.add(slug(ESSENCE))
    sizes = Sizes(spells)
    traits = [names.fresh(names.word) for _ in range(sizes.traits)]
    units = [names.fresh(lambda: f"{rng.choice(UNIT_NOUNS)} {names.word()}") for _ in range(sizes.units - 2)]
    commander, champion = names.fresh(lambda: f"Comandante {names.word()}"), names.fresh(lambda: f"Campeão {names.word()}")
    casters = units[: max(1, len(units) // 3)]
    files: dict[str, object] = {"content/game.yaml": _vocabulary(casters)}
    files[f"content/traits/{slug(ESSENCE)}.yaml"] = _essence()
    for name in traits:
        files[f"content/traits/{slug(name)}.yaml"] = trait(name)
    for index, name in enumerate(units):
        given = traits[index :: len(units)]  # every trait to some unit, or R410 warns it is unused
        files[f"content/units/{slug(name)}.yaml"] = unit(rng, name, "regular", given)
    files[f"content/units/{slug(commander)}.yaml"] = unit(rng, commander, "commander", [])
    files[f"content/units/{slug(champion)}.yaml"] = unit(rng, champion, "champion", [])
    for _ in range(spells):
        name = names.fresh(lambda: f"{rng.choice(_SPELL_NOUNS)} de {names.word()}")
        files[f"content/spells/{slug(name)}.yaml"] = _spell(rng, name, rng.choice(casters))
    for index in range(sizes.armies):
        name = names.fresh(lambda: f"Exército {names.word()}")
        files[f"content/armies/{slug(name)}.yaml"] = _army(rng, name, index, sizes.armies, commander, champion, units)
    chapter = _chapter(files) if rulebook else None
    if target.exists():
        shutil.rmtree(target)
    (target / "content").mkdir(parents=True)
    (target / "cardkit.yaml").write_text(f"name: Jogo Sintético {spells}\ncontent: content\nbuild: build\n", encoding="utf-8")
    for relpath, data in files.items():
        path = target / relpath
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    if chapter is not None:
        (target / "content/rulebook").mkdir()
        (target / f"content/rulebook/{CHAPTER}").write_text(chapter, encoding="utf-8")
        (target / "content/rulebook/book.yaml").write_text(f"title: Jogo Sintético\nchapters:\n  - file: {CHAPTER}\n", encoding="utf-8")
    return target


CHAPTER = "01-lista.md"
QUOTES_PER_PARAGRAPH = 5
"""Quotes share paragraphs, as in the bundled chapters, so both many paragraphs and several
quotes in one are exercised."""


def _chapter(files: dict[str, object]) -> str:
    """A chapter quoting every spell and unit of `files` with the stats its card has."""
    quotes = []
    for relpath, data in files.items():
        if relpath.startswith("content/spells/"):
            quotes.append(f"a Magia {_spell_quote(data)}")  # type: ignore[arg-type]
        elif relpath.startswith("content/units/"):
            quotes.append(f"a unidade {_unit_quote(data)}")  # type: ignore[arg-type]
    paragraphs = [
        "Exemplo: " + "; ".join(quotes[start : start + QUOTES_PER_PARAGRAPH]) + "."
        for start in range(0, len(quotes), QUOTES_PER_PARAGRAPH)
    ]
    return "# Lista de Cartas\n\n" + "\n\n".join(paragraphs) + "\n"


def _spell_quote(spell: dict[str, object]) -> str:
    return f"{spell['name']} (Custo {spell['cost']}, RNG {spell['range']}, DAN {spell['damage']}, REF {spell['ref']})"


def _unit_quote(unit: dict[str, object]) -> str:
    attack = unit["attacks"][0]  # type: ignore[index]
    return f"{unit['name']} (ATK {attack['atk']}, DAN {attack['damage']}, DEF {unit['defense']}, MOV {unit['movement']})"


def _vocabulary(casters: list[str]) -> dict[str, object]:
    return {
        "name": "Jogo Sintético",
        "language": "pt-BR",
        "pack": "tab-master",
        "resolution": "tab-master",
        "dice": DICE,
        "table_limit": 10,
        "caster_classes": casters,
        "card_types": [{"id": "spell", "name": "Magia", "description": "Carta ativada na Mesa e conjurada gastando Fluxo."}],
        "attack_types": [
            {"id": "melee", "name": "Comum", "description": "Atinge um alvo a até ATK casas; dano acima da DEF o derrota."},
            {"id": "magic", "name": "Mágico", "description": "Como Comum, sem limite de altura nem linha de visão."},
        ],
        "effect_keywords": [
            {"name": "Elemento", "id": "elements", "description": "O dano é imbuído de uma energia elemental."},
            {"name": "Explosão", "id": "explosion", "description": "Atinge as casas ao redor do epicentro."},
            {"name": "Linha", "id": "line", "description": "Só atinge alvos numa linha direta."},
        ],
        "line_directions": [{"id": key, "name": name} for key, name in DIRECTIONS.items()],
        "unit_categories": [
            {"id": "regular", "name": "Unidade"},
            {"id": "commander", "name": "Comandante", "army": {"min": 1, "max": 1, "field": "commander"}},
            {"id": "champion", "name": "Campeão", "army": {"min": 1, "max": 1, "field": "champion"}},
        ],
        "resources": [{"id": "mana", "name": "Fluxo"}],
        "elements": [_element(name, hurts, amount) for name, (hurts, amount) in ELEMENTS.items()],
    }


def _element(name: str, hurts: str, amount: int) -> dict[str, object]:
    said = f"causam {amount} pontos de Dano extras em unidades com a Característica: {ESSENCE}: {hurts}."
    return {
        "name": name,
        "text": {"attack": f"Ataques com este Elemento {said}", "spell": f"Magias com este Elemento {said}"},
        "effects": [
            {"kind": "bonus_damage", "amount": amount, "against": [{"trait": ESSENCE, "param": hurts}], "applies_to": ["attack", "spell"]}
        ],
    }


def trait(name: str, text: str | None = None) -> dict[str, object]:
    """A trait of no parameter; `text` replaces its one sentence of rules."""
    return {"name": name, "params": [], "text": text or f"A unidade com {name} age primeiro em cada rodada."}


def _essence() -> dict[str, object]:
    return {
        "name": ESSENCE,
        "params": [{"name": "elemento", "type": "element", "description": "O elemento da natureza da unidade."}],
        "text": "A unidade com esta Característica tem a natureza do elemento indicado; certos Elementos lhe causam Dano extra.",
    }


def unit(rng: random.Random, name: str, category: str, traits: list[str], essence: float = 0.3) -> dict[str, object]:
    """A unit with random stats and one random attack, with `traits`, and with the chance `essence`
    of an Essência of a random element too (the game must then have the Essência trait)."""
    unit: dict[str, object] = {
        "name": name,
        "category": category,
        "defense": rng.randint(2, 10),
        "movement": rng.randint(1, 3),
    }
    if category != "regular":
        unit["vitality"] = rng.choice([30, 40, 50])
    unit["attacks"] = [{"type": rng.choice(["Comum", "Mágico"]), "atk": rng.randint(1, 5), "damage": _dice(rng)}]
    given = [{"name": ESSENCE, "params": [rng.choice(list(ELEMENTS))]}] if rng.random() < essence else []
    unit["traits"] = [{"name": trait} for trait in traits] + given
    return unit


def _spell(rng: random.Random, name: str, caster: str) -> dict[str, object]:
    effects: dict[str, object] = {"elements": [rng.choice(list(ELEMENTS))]}
    shape = rng.random()
    if shape < 0.25:
        effects["explosion"] = rng.randint(1, 3)
    elif shape < 0.4:
        effects["line"] = {"directions": [rng.choice(list(DIRECTIONS.values()))]}
    return {
        "name": name,
        "card_type": "Magia",
        "cost": rng.randint(1, 30),
        "range": rng.randint(1, 8),
        "damage": _dice(rng),
        "ref": caster,
        "effects": effects,
    }


def _dice(rng: random.Random) -> str:
    return f"{rng.randint(1, 2)}d{rng.choice(DICE)}"


def _army(rng: random.Random, name: str, index: int, count: int, commander: str, champion: str, units: list[str]) -> dict[str, object]:
    fielded = rng.sample(units, k=min(3, len(units)))
    return {
        "name": name,
        "color": _colour(index, count),
        "commander": commander,
        "champion": champion,
        "units": [{"unit": unit, "count": rng.randint(1, 3)} for unit in fielded],
        "resources": {"Fluxo": 60},
    }


def _colour(index: int, count: int) -> str:
    """Hues spread around the wheel, so armies print in colours told apart as far as can be."""
    red, green, blue = colorsys.hsv_to_rgb(index / count, 0.8, 0.7)
    return f"#{round(red * 255):02x}{round(green * 255):02x}{round(blue * 255):02x}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("spells", type=int, help="how many spells")
    parser.add_argument("target", nargs="?", type=Path, help="the project folder (default: build/synthetic-N)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rulebook", action="store_true", help="also write a rulebook quoting every spell and unit")
    args = parser.parse_args()
    target = args.target or REPO_ROOT / "build" / f"synthetic-{args.spells}{'-rulebook' if args.rulebook else ''}"
    print(make_game(args.spells, target, args.seed, args.rulebook))


if __name__ == "__main__":
    main()
