"""The synthetic game of the card benchmark: N spells with varied effects, diagrams and text.

Every spell must fit its card at some step of the text-fitting ladder, or the build fails with
B201 and there is nothing to time. Since the art window landed, a spell with an area diagram
and about 30 words of text no longer fits even at the smallest size, so the text lengths stop
at `max(TEXT_WORDS)`, well under that; the longest of them on a diagram card need a smaller
fit step, as real long spells do. The effect shapes and the text lengths cycle with coprime
periods, so any 20 consecutive spells hold every pairing of the two (`tests/bench` builds them).
"""

from __future__ import annotations

from pathlib import Path

GAME_NAME = "Bancada"
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
caster_classes: [Alquimista]
line_directions: [{{id: horizontal, name: Horizontal}}, {{id: vertical, name: Vertical}}, {{id: diagonals, name: Diagonais}}, {{id: complete, name: Completa}}]
card_types: [{{id: spell, name: Magia, description: "Magia."}}]
attack_types: [{{id: melee, name: Comum, description: "Ataque."}}]
effect_keywords:
{keywords}
elements:
{elements}
"""


def make_project(root: Path, count: int) -> None:
    """Write a project of `count` spells into `root` (which may exist, empty), with the game.yaml
    that makes `cardkit check` pass."""
    spells = root / "content" / "spells"
    spells.mkdir(parents=True)
    (root / "cardkit.yaml").write_text(f"name: {GAME_NAME}\n", encoding="utf-8")
    (root / "content" / "game.yaml").write_text(
        GAME.format(
            name=GAME_NAME,
            keywords="\n".join(f"  - {{name: {name}, id: {key}, description: {name}.}}" for name, key in KEYWORDS),
            elements="\n".join(f"  - {{name: {name}, text: {{attack: {name}., spell: {name}.}}, effects: []}}" for name in ELEMENTS),
        ),
        encoding="utf-8",
    )
    for index in range(count):
        spell_path(root, index).write_text(spell_yaml(index), encoding="utf-8")


def spell_path(root: Path, index: int) -> Path:
    return root / "content" / "spells" / f"magia-{index}.yaml"


def spell_text(index: int) -> str:
    """The rules text of spell `index`: the first words of `PASSAGE`, closed by a full stop."""
    words = PASSAGE[: TEXT_WORDS[index % len(TEXT_WORDS)]]
    return " ".join(words).rstrip(",.") + "." if words else ""


def spell_yaml(index: int, cost: int | None = None) -> str:
    """Spell `index` as YAML; `cost` overrides its cost (the one-card edit)."""
    effects = EFFECTS[index % len(EFFECTS)].format(element=ELEMENTS[index % len(ELEMENTS)])
    text = spell_text(index)
    return (
        f"name: Magia {index}\ncard_type: Magia\ncost: {cost or index % 50 + 1}\nrange: {index % 6 + 1}\n"
        f"damage: {index % 4 + 1}d20\nref: Alquimista\neffects: {effects}\n" + (f"text: {text}\n" if text else "")
    )


EDITED = 1
"""The spell the one-card edit changes."""


def edit_cost(root: Path, cost: int) -> None:
    """The one-card edit: spell `EDITED` gets `cost`, the rest of its file unchanged."""
    spell_path(root, EDITED).write_text(spell_yaml(EDITED, cost=cost), encoding="utf-8")
