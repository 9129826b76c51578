"""Render fixtures: the bundled game built once per session, and small games made on the spot.

Building the real game (58 cards, two profiles, PNGs and TTS sheets) takes seconds, so every
test that reads those outputs shares one build; everything else uses tiny projects.
"""

from __future__ import annotations

import dataclasses
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from cardkit.project.validate import LoadedProject, load_game, open_project
from cardkit.render.cards import CardsResult, build_cards
from cardkit.render.options import CardOptions
from tests.conftest import REPO_ROOT


@dataclasses.dataclass
class Built:
    loaded: LoadedProject
    result: CardsResult
    out: Path


@pytest.fixture(scope="session")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """The bundled game, built with the default profiles plus PNGs and TTS sheets, into a temp folder."""
    project, schemas = open_project(REPO_ROOT)
    loaded = load_game(project, schemas)
    build_dir = tmp_path_factory.mktemp("bundled-build")
    loaded = dataclasses.replace(loaded, project=dataclasses.replace(project, build_dir=build_dir))
    result = build_cards(loaded, CardOptions(png=True, tts=True))
    return Built(loaded, result, build_dir / "cards")


SPELL = """\
name: {name}
card_type: Magia
cost: {cost}
range: {range}
damage: {damage}
ref: Alquimista
effects: {effects}
"""


def spell_yaml(name: str, *, cost: int = 3, range: object = 2, damage: object = "1d20", effects: str = "{}", extra: str = "") -> str:
    """A schema-valid spell definition."""
    return SPELL.format(name=name, cost=cost, range="null" if range is None else range, damage=damage, effects=effects) + extra


GAME_YAML = """\
name: Jogo de Teste
language: pt-BR
pack: tab-master
resolution: tab-master
caster_classes: [Alquimista]
card_types:
  - {id: spell, name: Magia, description: "Carta de magia."}
attack_types:
  - {id: melee, name: Comum, description: "Ataque comum."}
effect_keywords:
  - {id: elements, name: Elemento, description: "Dano elemental."}
line_directions:
  - {id: horizontal, name: Horizontal}
elements:
  - {id: fire, name: Fogo, text: {attack: "Ataques de fogo.", spell: "Magias de fogo."}, effects: []}
"""
"""The least game.yaml of a Tab Master game, whose spells are the pack's kind."""

MakeProject = Callable[..., LoadedProject]


@pytest.fixture
def make_project(tmp_path: Path) -> MakeProject:
    """A tiny project: `spells` maps file stems to YAML, `print_config` is the `print:` block as
    YAML text, `templates` maps paths under templates/ to their text."""

    def make(
        spells: dict[str, str] | None = None,
        print_config: str = "",
        templates: dict[str, str] | None = None,
        root: Path | None = None,
    ) -> LoadedProject:
        root = root or tmp_path / "game"
        (root / "content" / "spells").mkdir(parents=True, exist_ok=True)
        config = "name: Jogo de Teste\n"
        if print_config:
            config += "print:\n" + textwrap.indent(textwrap.dedent(print_config).strip("\n"), "  ") + "\n"
        (root / "cardkit.yaml").write_text(config, encoding="utf-8")
        (root / "content" / "game.yaml").write_text(GAME_YAML, encoding="utf-8")
        for stem, text in (spells if spells is not None else {"bola-de-fogo": spell_yaml("Bola de Fogo")}).items():
            (root / "content" / "spells" / f"{stem}.yaml").write_text(text, encoding="utf-8")
        for name, text in (templates or {}).items():
            path = root / "templates" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        project, schemas = open_project(root)
        loaded = load_game(project, schemas)
        assert not loaded.report.has_errors, [d.message for d in loaded.report.diagnostics]
        return loaded

    return make
