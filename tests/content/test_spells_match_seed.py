"""Every spell file equals its row of the seed's "Lista de Magias Iniciais" table, and no spell is missing or extra.

The table is parsed from the seed at test time, so a hand-copied value can never drift. The
seed is seed 000 (`000_*.txt`), which lives outside the repository, in ../shared/seeds beside
the checkout (`tests.content.helpers.SEEDS`); without it these tests skip.
docs/seed-facts.md, The spell list, says what the table holds: 21 tab-separated rows under
"Nome Custo RNG DAN REF Outros", "-" for a stat left empty, the Outros column as the effects
line (Peste's "Sacrificio" without its accent).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

import pytest

from tests.content.helpers import definitions, require_seed, seed_params, seed_text, slug

HEADER = ["Nome", "Custo", "RNG", "DAN", "REF", "Outros"]
EFFECT_ORDER = ["elements", "area", "explosion", "line", "multiple", "pilgrim", "all", "sacrifice", "special"]


class SeedSpell(NamedTuple):
    name: str
    cost: str
    range: str
    damage: str
    ref: str
    outros: str


def parse_spell_table(text: str) -> list[SeedSpell]:
    """The tab-separated rows under the "Nome Custo RNG DAN REF Outros" header, up to the first blank line."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip().split("\t") == HEADER)
    rows = []
    for line in lines[start + 1:]:
        if not line.strip():
            break
        cells = [c.strip() for c in line.split("\t")]
        assert len(cells) == len(HEADER), f"unexpected row in the seed table: {line!r}"
        rows.append(SeedSpell(*cells))
    return rows


def _line(match: re.Match) -> dict:
    words = match.group("list") or match.group("one")  # "Linha: A e B" / "Linha de Frente" / "Linha"
    return {"directions": words.split(" e ") if words else []}


# effects key, pattern of one comma-separated part of the Outros cell, value of the key
KEYWORDS: list[tuple[str, re.Pattern, Callable[[re.Match], Any]]] = [
    ("elements", re.compile(r"^Elemento:\s*(.+)$"), lambda m: [e.strip() for e in m.group(1).split(" e ")]),
    ("explosion", re.compile(r"^Explosão:?\s*(\d+)$"), lambda m: int(m.group(1))),
    ("area", re.compile(r"^Área$"), lambda m: True),
    ("all", re.compile(r"^Todos$"), lambda m: True),
    ("sacrifice", re.compile(r"^Sacrif[íi]cio$"), lambda m: True),  # the seed writes "Sacrificio" once
    ("line", re.compile(r"^Linha(?::\s*(?P<list>.+)|\s+de\s+(?P<one>.+))?$"), _line),
    ("multiple", re.compile(r"^Múltiplo x\s*(\d+)$"), lambda m: int(m.group(1))),
    ("pilgrim", re.compile(r"^Peregrino x\s*(\d+)$"), lambda m: int(m.group(1))),
]


def expected_effects(outros: str) -> dict:
    """The Outros cell as structured effects: keywords split on commas, "Especial:" taking the rest.

    A cell of prose with no keyword at all (Julgamento de Luz) is special text as a whole.
    """
    if outros == "-":
        return {}
    effects: dict = {}
    rest = outros
    special = re.search(r"Especial:\s*(.+)$", rest)
    if special:
        effects["special"] = special.group(1)
        rest = rest[: special.start()]
    unparsed = []
    for part in (p.strip() for p in rest.strip().rstrip(".").split(",")):
        if not part:
            continue
        for key, pattern, value in KEYWORDS:
            match = pattern.match(part)
            if match:
                effects[key] = value(match)
                break
        else:
            unparsed.append(part)
    if unparsed:
        assert not effects, f"Outros mixes keywords and unknown words {unparsed}: {outros!r}"
        return {"special": outros}
    return effects


def seed_damage(cell: str) -> str | int | None:
    if cell == "-":
        return None
    return int(cell) if cell.isdigit() else cell


SEED = seed_text()
ROWS = parse_spell_table(SEED) if SEED else []


def test_seed_table_has_21_spells() -> None:
    rows = parse_spell_table(require_seed())
    assert len(rows) == 21
    assert len({r.name for r in rows}) == 21


def test_spell_files_are_exactly_the_seed_spells() -> None:
    rows = parse_spell_table(require_seed())
    spells = definitions("spells")
    assert sorted(spells) == sorted(r.name for r in rows)
    for name, (path, _) in spells.items():
        assert path.stem == slug(name), f"{path.name} should be named {slug(name)}.yaml"


@pytest.mark.parametrize("row", seed_params(ROWS, lambda r: slug(r.name)))
def test_spell_matches_seed_row(row: SeedSpell) -> None:
    path, spell = definitions("spells")[row.name]
    assert spell["name"] == row.name
    assert spell["card_type"] == "Magia", "the seed's list is the Lista de Magias"
    assert spell["cost"] == int(row.cost)
    assert spell["range"] == (None if row.range == "-" else int(row.range))
    assert spell["damage"] == seed_damage(row.damage)
    assert spell["ref"] == row.ref
    assert spell["effects"] == expected_effects(row.outros), f"{path.name}: Outros is {row.outros!r}"


@pytest.mark.parametrize("row", seed_params(ROWS, lambda r: slug(r.name)))
def test_spell_effects_keys_in_canonical_order(row: SeedSpell) -> None:
    _, spell = definitions("spells")[row.name]
    keys = list(spell["effects"])
    assert keys == sorted(keys, key=EFFECT_ORDER.index)


@pytest.mark.parametrize(
    ("outros", "effects"),
    [
        ("-", {}),
        ("Elemento: Fogo, Explosão: 2, Todos.", {"elements": ["Fogo"], "explosion": 2, "all": True}),
        ("Área, Elemento: Doença, Sacrificio.", {"area": True, "elements": ["Doença"], "sacrifice": True}),
        ("Linha: Completa e Aleatório, Todos.", {"line": {"directions": ["Completa", "Aleatório"]}, "all": True}),
        ("Elemento: Luz, Linha de Frente.", {"elements": ["Luz"], "line": {"directions": ["Frente"]}}),
        ("Elemento: Fogo, Linha.", {"elements": ["Fogo"], "line": {"directions": []}}),
        ("Especial: Troca de posição, no tabuleiro.", {"special": "Troca de posição, no tabuleiro."}),
        ("Atinge uma unidade.", {"special": "Atinge uma unidade."}),
    ],
)
def test_outros_parser(outros: str, effects: dict) -> None:
    assert expected_effects(outros) == effects
