"""Build fixtures: small games that pass `cardkit check`, and ways to build and read them.

A game here is N spells ("Magia 00", ...), one unit (Guarda) and the trait it has
(Amaldiçoado, whose reminder the unit card prints), in that deck order, so a trait edit shows
which faces depend on what.
"""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from cardkit.commands.app import app
from cardkit.pipeline import check_project
from cardkit.render.cards import CardsResult, build_cards
from cardkit.render.options import CardOptions
from tests.conftest import REPO_ROOT

GAME_YAML = """\
name: Jogo de Teste
language: pt-BR
pack: tab-master
resolution: tab-master
line_directions:
  - {id: horizontal, name: Horizontal}
  - {id: vertical, name: Vertical}
dice: [4, 6, 8, 10, 12, 20]
caster_classes: [Guarda]
card_types:
  - id: spell
    name: Magia
    description: "Carta de magia."
attack_types:
  - id: melee
    name: Comum
    description: "Ataque comum."
effect_keywords:
  - name: Elemento
    id: elements
    description: "Dano elemental."
elements:
  - id: fire
    name: Fogo
    text: {attack: "Ataques de fogo.", spell: "Magias de fogo."}
    effects: []
  - id: water
    name: Água
    text: {attack: "Ataques de água.", spell: "Magias de água."}
    effects: []
"""

TRAIT_YAML = """\
name: Amaldiçoado
params: []
text: |
  Esta unidade é imune a Encantos.
reminder: "Imune a Encantos."
"""

UNIT_YAML = """\
name: Guarda
category: regular
defense: 3
movement: 1
attacks:
  - type: Comum
    atk: 1
    damage: 1d4
traits:
  - name: Amaldiçoado
"""


def spell_yaml(index: int, *, cost: int | None = None, text: str = "") -> str:
    """A valid spell; elements alternate so faces differ in icons as well as numbers."""
    element = ("Fogo", "Água")[index % 2]
    body = (
        f"name: Magia {index:02d}\ncard_type: Magia\ncost: {cost if cost is not None else index % 9 + 1}\n"
        f"range: {index % 5 + 1}\ndamage: 1d20\nref: Guarda\neffects:\n  elements: [{element}]\n"
    )
    return body + (f"text: {text}\n" if text else "")


@dataclass
class Game:
    """A small game on disk."""

    root: Path

    @property
    def cards_dir(self) -> Path:
        return self.root / "build" / "cards"

    def spell(self, index: int) -> Path:
        return self.root / "content" / "spells" / f"magia-{index:02d}.yaml"

    def write(self, relative: str, text: str) -> Path:
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path

    def build(self, **options: Any) -> CardsResult:
        """`build_cards` on the checked game, in this process (the cache and its log of faces included)."""
        loaded = check_project(self.root)
        assert not loaded.report.has_errors, [d.message for d in loaded.report.diagnostics]
        result = build_cards(loaded, CardOptions(**options))
        assert not result.has_errors, result.diagnostics
        return result

    def outputs(self) -> dict[str, bytes]:
        """Every file under build/ except the cache, by relative path."""
        build = self.root / "build"
        return {
            path.relative_to(build).as_posix(): path.read_bytes()
            for path in sorted(build.rglob("*"))
            if path.is_file() and ".cache" not in path.relative_to(build).parts
        }


MakeGame = Callable[..., Game]


def make_game(root: Path, spells: int = 17, *, config: str = "name: Jogo de Teste\n") -> Game:
    """Write a game of `spells` spells plus Guarda and Amaldiçoado under `root`."""
    game = Game(root)
    game.write("cardkit.yaml", config)
    game.write("content/game.yaml", GAME_YAML)
    game.write("content/traits/amaldicoado.yaml", TRAIT_YAML)
    game.write("content/units/guarda.yaml", UNIT_YAML)
    for index in range(spells):
        game.write(f"content/spells/magia-{index:02d}.yaml", spell_yaml(index))
    return game


@pytest.fixture
def game(tmp_path: Path) -> Game:
    return make_game(tmp_path / "game")


@pytest.fixture
def new_game(tmp_path: Path) -> MakeGame:
    """Games with other sizes or settings, each in its own folder."""
    count = 0

    def make(spells: int = 17, **options: str) -> Game:
        nonlocal count
        count += 1
        return make_game(tmp_path / f"game-{count}", spells, **options)

    return make


runner = CliRunner()


def cardkit(*args: str) -> Result:
    """Run the CLI in this process (stdout and stderr apart)."""
    return runner.invoke(app, list(args))


def bundled_copy(target: Path) -> Path:
    """The bundled game's cardkit.yaml and content/ at `target` (it has armies and a rulebook)."""
    target.mkdir(parents=True)
    shutil.copy(REPO_ROOT / "cardkit.yaml", target / "cardkit.yaml")
    shutil.copytree(REPO_ROOT / "content", target / "content")
    return target


def tree_digests(folder: Path) -> dict[str, str]:
    """Relative path -> SHA-256 of every file under `folder`."""
    return {
        path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }
