"""Theme fixtures: the build tests' small checked-clean game with a theme.yaml and font files of
its own, and a real font under a family name no bundled font has."""

from __future__ import annotations

import io
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from cardkit.output.resources import fonts_dir
from tests.build.conftest import Game, make_game

TEST_FAMILY = "Theme Test"
"""A family only the game's own font file provides (a bundled font, renamed)."""
SHOP_ONLY = "name: Jogo de Teste\nprint:\n  default: [print-shop]\n  profiles:\n    print-shop: {backs: false}\n"


def renamed_font(source: str = "Vollkorn-Black.ttf", family: str = TEST_FAMILY) -> bytes:
    """The bytes of a bundled font whose name table says `family`."""
    font = TTFont(fonts_dir() / source)
    for record in font["name"].names:
        if record.nameID in (1, 16):
            record.string = family
        elif record.nameID in (4, 6):
            record.string = family.replace(" ", "") + "-Black"
    buffer = io.BytesIO()
    font.save(buffer)
    return buffer.getvalue()


MakeThemed = Callable[..., Game]


@pytest.fixture
def themed(tmp_path: Path) -> MakeThemed:
    """A small game (spells with Fogo and Água, the unit Guarda, the trait Amaldiçoado) whose
    content/theme.yaml is `theme` (dedented) and whose content/assets/fonts/ holds `fonts`;
    only the print-shop profile unless `config` says otherwise."""
    count = 0

    def make(theme: str | None = None, fonts: dict[str, bytes] | None = None, spells: int = 2, config: str = SHOP_ONLY) -> Game:
        nonlocal count
        count += 1
        game = make_game(tmp_path / f"game-{count}", spells, config=config)
        if theme is not None:
            game.write("content/theme.yaml", textwrap.dedent(theme).lstrip("\n"))
        for name, data in (fonts or {}).items():
            path = game.root / "content" / "assets" / "fonts" / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        return game

    return make
