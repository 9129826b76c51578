"""Card faces as pictures for the errata sheet, their changed fields outlined."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image

from cardkit.pipeline import check_project
from cardkit.render.documents import card_renderer
from cardkit.render.faces import game_cards
from cardkit.render.fit import LADDER
from cardkit.render.shown_faces import SHOWN_DPI, face_pictures
from tests.highlight import amber_pixels

BUNDLED = Path(__file__).resolve().parents[2]


def test_every_field_a_spell_face_prints_names_its_key() -> None:
    loaded = check_project(BUNDLED)
    spell = next(card for card in game_cards(loaded.game) if card.id == "spell-inferno")
    face = str(card_renderer(loaded).face(spell, LADDER[0]))
    keys = set(re.findall(r'data-field="([a-z_]+)"', face))
    assert {"name", "cost", "card_type", "range", "damage", "ref", "effects", "art"} <= keys


def test_a_highlighted_face_carries_its_outline_rules_and_a_plain_one_none() -> None:
    loaded = check_project(BUNDLED)
    spell = next(card for card in game_cards(loaded.game) if card.id == "spell-inferno")
    renderer = card_renderer(loaded)
    marked = str(renderer.face(spell, LADDER[0], highlight=("cost",)))
    assert '[data-card="spell-inferno"] [data-field="cost"]' in marked
    assert "data-field=\"cost\"] {" not in str(renderer.face(spell, LADDER[0]))


@pytest.mark.slow
def test_pictures_are_the_card_size_and_only_the_highlighted_card_shows_the_outline() -> None:
    loaded = check_project(BUNDLED)
    shown = face_pictures(loaded, ["spell-inferno", "spell-raio", "no-such-card"], {"spell-inferno": ("cost", "damage")})
    assert shown.problems == []
    assert sorted(shown.pictures) == ["spell-inferno", "spell-raio"]
    width, height = Image.open(io.BytesIO(shown.pictures["spell-inferno"])).size
    assert abs(width - 63 / 25.4 * SHOWN_DPI) <= 1 and abs(height - 88 / 25.4 * SHOWN_DPI) <= 1  # PDFium rounds up
    assert amber_pixels(Image.open(io.BytesIO(shown.pictures["spell-inferno"]))) > 500
    assert amber_pixels(Image.open(io.BytesIO(shown.pictures["spell-raio"]))) == 0
