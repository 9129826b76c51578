"""The defaults of a definition's fields and a theme's keys have one source each, and the
schemas the editor shows agree with it: cardkit's own fields' defaults are `core.yaml`'s, an
art's and a printing's are their dataclasses', a font face's and a theme back's the theme
model's. The builders leave an absent key to the dataclass, so they cannot state another."""

from __future__ import annotations

import json
import re
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest

from cardkit.editor.flat import flat_dice
from cardkit.fields.build import build_art, build_printings
from cardkit.fields.read import core_fields
from cardkit.loading import load_yaml_text
from cardkit.model import ANY_DICE, Art, Definition, Game, Located, Printing, Vocabulary
from cardkit.schema.sets import schema_dir
from cardkit.theme.build import _faces
from cardkit.theme.model import BACK_SHARED, Face


def _schema(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((schema_dir() / f"{name}.schema.json").read_text(encoding="utf-8"))
    return loaded


COMMON = _schema("common")["$defs"]
THEME = _schema("theme")


def _default(cls: type, name: str) -> object:
    return next(f.default for f in fields(cls) if f.name == name)


def _empty_definition() -> Definition:
    doc, _ = load_yaml_text("name: Carta\n", "content/cards/carta.yaml")
    assert doc is not None
    return Definition(kind="card", name="Carta", source=Located(doc))


@pytest.mark.parametrize("spec", [spec for spec in core_fields().fields.values() if spec.default is not None], ids=lambda spec: spec.id)
def test_a_core_fields_schema_states_its_default_or_none(spec: Any) -> None:
    assert spec.ref is not None and spec.ref.startswith("common.schema.json#/$defs/")
    shape = COMMON[spec.ref.rsplit("/", 1)[1]]
    assert shape.get("default", spec.default) == spec.default


def test_a_definition_without_its_fields_reads_core_yamls_defaults() -> None:
    core = core_fields().fields
    definition = _empty_definition()
    assert (definition.status, definition.copies, definition.ignore, definition.draft_fields) == (
        core["status"].default, core["copies"].default, tuple(core["ignore"].default), tuple(core["draft_fields"].default)
    )


def test_an_arts_defaults_are_the_dataclasss_and_the_schemas() -> None:
    art = COMMON["art"]["anyOf"][1]["properties"]
    assert build_art({"file": "a.png"}) == build_art("a.png") == Art("a.png")
    assert art["focus"]["default"] == {"x": _default(Art, "focus_x"), "y": _default(Art, "focus_y")}
    assert art["fit"]["default"] == _default(Art, "fit")
    assert build_art({"file": "a.png", "focus": {"x": 10}, "fit": "contain"}) == Art("a.png", focus_x=10.0, fit="contain")


def test_a_printings_quantity_defaults_to_the_dataclasss_and_the_schemas() -> None:
    assert build_printings([{"set": "core"}]) == (Printing("core"),)
    assert COMMON["printings"]["items"]["properties"]["quantity"]["default"] == _default(Printing, "quantity")
    assert build_printings([{"set": "core", "quantity": 3}])[0].quantity == 3


def test_a_font_faces_defaults_are_the_models_and_the_schemas() -> None:
    face = THEME["$defs"]["face"]["properties"]
    built = _faces([{"family": "Serif", "file": "a.ttf"}], Path("fonts"), None)[0]
    assert (built.weight, built.style) == (_default(Face, "weight"), _default(Face, "style")) == (face["weight"]["default"], face["style"]["default"])
    assert _faces([{"family": "Serif", "file": "a.ttf", "weight": 700, "style": "italic"}], Path("fonts"), None)[0].weight == 700


def test_a_theme_backs_group_default_is_the_models() -> None:
    assert THEME["properties"]["back"]["properties"]["group"]["default"] == BACK_SHARED


def test_a_game_that_names_no_dice_allows_any_in_the_model_and_the_editor() -> None:
    """One spelling of "any die" (`ANY_DICE`): the vocabulary's default, a game without
    game.yaml's, and what the editor's flat dice pattern is built from."""
    assert Game().dice == _default(Vocabulary, "dice") == ANY_DICE
    doc, _ = load_yaml_text("name: Jogo\ndice: [6]\n", "content/game.yaml")
    assert doc is not None
    six = Game(vocabulary=Vocabulary(kind="game", name="Jogo", source=Located(doc), dice=(6,)))
    anything = re.compile(flat_dice(COMMON["dice"], Game().dice)["pattern"])
    sixes = re.compile(flat_dice(COMMON["dice"], six.dice)["pattern"])
    assert anything.search("1d7") and sixes.search("2d6") and not sixes.search("1d7")
