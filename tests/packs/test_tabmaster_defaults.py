"""Tab Master's game.yaml defaults are written once (`cardkit.packs.tabmaster.model`): the
builder, the vocabulary's properties and the resolution of a game without game.yaml take them
from there, and the pack's schema says what the code says of it (it requires `resolution`, it
states no default)."""

from __future__ import annotations

import json

from cardkit.loading import load_yaml_text
from cardkit.model import Game, Located
from cardkit.packs.tabmaster.build import build_click, build_vocabulary
from cardkit.packs.tabmaster.model import DEFAULT_RESOLUTION, DEFAULT_TABLE_LIMIT, DialClick, TabMasterVocabulary
from cardkit.packs.tabmaster.resolution import Resolution, resolution_of
from tests.conftest import REPO_ROOT

SCHEMA = json.loads((REPO_ROOT / "cardkit/packs/tabmaster/schemas/tabmaster.schema.json").read_text(encoding="utf-8"))
GAME_KEYS = SCHEMA["$defs"]["game"]


def test_a_game_without_game_yaml_resolves_as_the_default() -> None:
    assert resolution_of(Game()) is Resolution(DEFAULT_RESOLUTION) is Resolution.TAB_MASTER


def test_the_builder_and_the_properties_agree_on_the_defaults() -> None:
    built = build_vocabulary({})
    doc, _ = load_yaml_text("name: Jogo\n", "content/game.yaml")
    assert doc is not None
    empty = TabMasterVocabulary(kind="game", name="Jogo", source=Located(doc))
    assert (built["resolution"], built["table_limit"]) == (empty.resolution, empty.table_limit) == (DEFAULT_RESOLUTION, DEFAULT_TABLE_LIMIT)


def test_the_schema_requires_resolution_and_states_no_default_for_it() -> None:
    resolution = GAME_KEYS["properties"]["resolution"]
    assert "resolution" in GAME_KEYS["required"]
    assert "default" not in resolution
    assert DEFAULT_RESOLUTION in resolution["enum"]


def test_the_schema_states_no_other_table_limit() -> None:
    assert GAME_KEYS["properties"]["table_limit"].get("default", DEFAULT_TABLE_LIMIT) == DEFAULT_TABLE_LIMIT


def test_a_clicks_repair_marker_defaults_to_the_dataclasss_and_the_schemas() -> None:
    assert build_click({"speed": 8}) == DialClick(stats={"speed": 8})
    assert DialClick().repair_marker is SCHEMA["$defs"]["click"]["properties"]["repair_marker"]["default"]
    assert build_click({"speed": 8, "repair_marker": True}).repair_marker is True
