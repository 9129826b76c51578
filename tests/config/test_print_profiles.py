"""Print profiles: sane defaults and presets, resolved into millimetres once, when the project opens."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from cardkit.config.print_profiles import resolve_print_settings
from cardkit.config.project import ProjectError
from cardkit.output.intents import output_intent
from cardkit.project.validate import open_project
from cardkit.schema.sets import schema_dir


def test_the_schema_fragment_is_a_valid_draft_2020_12_schema() -> None:
    Draft202012Validator.check_schema(json.loads((schema_dir() / "print.schema.json").read_text(encoding="utf-8")))


def test_defaults_are_home_and_print_shop() -> None:
    settings = resolve_print_settings({})
    assert settings.default == ("home", "print-shop")
    home, shop = settings.profiles["home"], settings.profiles["print-shop"]
    assert (home.card_width, home.card_height, home.paper_width, home.paper_height) == (63, 88, 210, 297)
    assert (home.layout, home.bleed, home.crop_marks, home.backs, home.duplex) == ("sheet", 0, True, True, "long-edge")
    assert (shop.layout, shop.bleed, shop.card_size) == ("single", 3, (63, 88))
    assert home.grid == (3, 3)


@pytest.mark.parametrize(("card", "size"), [("poker", (63, 88)), ("bridge", (57, 89)), ("tarot", (70, 120)), ("mini", (44, 63))])
def test_named_card_sizes(card: str, size: tuple[int, int]) -> None:
    assert resolve_print_settings({"card": card}).profiles["home"].card_size == size


def test_shared_settings_apply_to_every_profile_and_profiles_override_them() -> None:
    settings = resolve_print_settings(
        {"card": "bridge", "profiles": {"print-shop": {"bleed": 2}, "carta": {"preset": "print-shop", "card": {"width": 60, "height": 90}}}},
    )
    assert settings.profiles["home"].card_size == (57, 89)
    assert settings.profiles["print-shop"].bleed == 2
    carta = settings.profiles["carta"]
    assert (carta.layout, carta.bleed, carta.card_size) == ("single", 3, (60, 90))


def test_landscape_turns_the_paper_and_changes_the_grid() -> None:
    home = resolve_print_settings({"orientation": "landscape"}).profiles["home"]
    assert (home.paper_width, home.paper_height, home.grid) == (297, 210, (4, 2))


def test_the_opened_project_carries_its_profiles_typed(tmp_path: Path) -> None:
    (tmp_path / "cardkit.yaml").write_text(
        "name: Teste\nprint:\n  paper: Letter\n  default: [tarot-casa]\n  profiles:\n"
        "    tarot-casa: {card: tarot, duplex: short-edge, duplex_offset: {x: 0.5}}\n",
        encoding="utf-8",
    )
    project, _ = open_project(tmp_path)
    settings = project.config.print_settings
    assert settings.default == ("tarot-casa",)
    tarot = settings.profiles["tarot-casa"]
    assert (tarot.card_size, tarot.paper_width, tarot.paper_height) == ((70, 120), 215.9, 279.4)
    assert (tarot.duplex, tarot.duplex_offset, tarot.grid) == ("short-edge", (0.5, 0.0), (2, 2))
    assert settings.profiles["home"].paper_width == 215.9  # a shared setting reaches the presets too


def test_the_print_shop_is_pdf_x_for_iso_coated_v2_without_marks_and_home_is_a_plain_pdf() -> None:
    profiles = resolve_print_settings({}).profiles
    home, shop = profiles["home"], profiles["print-shop"]
    assert (shop.output_intent, shop.crop_marks, shop.black_text, shop.black_text_under) == ("iso-coated-v2", False, "k-only-small", 9.0)
    assert (home.output_intent, home.crop_marks, home.black_text) == (None, True, "theme")
    assert output_intent(shop.output_intent).path.is_file()  # type: ignore[union-attr]


def test_a_profile_chooses_its_output_intent_marks_and_black_text() -> None:
    profiles = resolve_print_settings(
        {"profiles": {"print-shop": {"output_intent": "none", "crop_marks": True, "black_text": "k-only"}, "grafica": {"preset": "print-shop"}}}
    ).profiles
    shop = profiles["print-shop"]
    assert (shop.output_intent, shop.crop_marks, shop.black_text) == (None, True, "k-only")
    assert profiles["grafica"].output_intent == "iso-coated-v2"
    assert profiles["grafica"].black_text == "k-only-small"


def test_an_unknown_output_intent_is_refused_at_its_line(tmp_path: Path) -> None:
    (tmp_path / "cardkit.yaml").write_text(
        "name: Teste\nprint:\n  profiles:\n    print-shop:\n      output_intent: fogra51\n", encoding="utf-8"
    )
    with pytest.raises(ProjectError) as refused:
        open_project(tmp_path)
    (problem,) = refused.value.diagnostics
    assert (problem.line, problem.column, problem.code) == (5, 22, "S004"), problem
    assert "iso-coated-v2" in problem.message + (problem.hint or "")
