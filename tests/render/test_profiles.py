"""Print profiles: sane defaults, presets, and B1xx diagnostics at the line in cardkit.yaml."""

from __future__ import annotations

from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from cardkit.render.profiles import (
    ProfileProblems,
    config_locator,
    print_schema,
    resolve_print_settings,
)


def test_the_schema_fragment_is_a_valid_draft_2020_12_schema() -> None:
    Draft202012Validator.check_schema(print_schema())


def test_defaults_are_home_and_print_shop() -> None:
    settings = resolve_print_settings({}, lambda path: (1, 1))
    assert settings.default == ("home", "print-shop")
    home, shop = settings.profiles["home"], settings.profiles["print-shop"]
    assert (home.card_width, home.card_height, home.paper_width, home.paper_height) == (63, 88, 210, 297)
    assert (home.layout, home.bleed, home.crop_marks, home.backs, home.duplex) == ("sheet", 0, True, True, "long-edge")
    assert (shop.layout, shop.bleed, shop.card_size) == ("single", 3, (63, 88))


@pytest.mark.parametrize(("card", "size"), [("poker", (63, 88)), ("bridge", (57, 89)), ("tarot", (70, 120)), ("mini", (44, 63))])
def test_named_card_sizes(card: str, size: tuple[int, int]) -> None:
    assert resolve_print_settings({"card": card}, lambda path: (1, 1)).profiles["home"].card_size == size


def test_shared_settings_apply_to_every_profile_and_profiles_override_them() -> None:
    settings = resolve_print_settings(
        {"card": "bridge", "profiles": {"print-shop": {"bleed": 2}, "carta": {"preset": "print-shop", "card": {"width": 60, "height": 90}}}},
        lambda path: (1, 1),
    )
    assert settings.profiles["home"].card_size == (57, 89)
    assert settings.profiles["print-shop"].bleed == 2
    carta = settings.profiles["carta"]
    assert (carta.layout, carta.bleed, carta.card_size) == ("single", 3, (60, 90))


def locator(tmp_path: Path, print_yaml: str):
    (tmp_path / "cardkit.yaml").write_text("name: Teste\nprint:\n" + print_yaml, encoding="utf-8")
    import yaml

    return yaml.safe_load((tmp_path / "cardkit.yaml").read_text())["print"], config_locator(tmp_path)


def problems(settings: dict, locate) -> list:
    with pytest.raises(ProfileProblems) as raised:
        resolve_print_settings(settings, locate)
    return raised.value.diagnostics


def test_a_bad_value_is_reported_at_its_line(tmp_path: Path) -> None:
    settings, locate = locator(tmp_path, "  profiles:\n    home:\n      bleed: -1\n      paper: A5\n")
    found = problems(settings, locate)
    assert {(d.code, d.file, d.line) for d in found} == {("B101", "cardkit.yaml", 5), ("B101", "cardkit.yaml", 6)}
    assert any("bleed" in d.message for d in found)


def test_an_unknown_setting_is_reported(tmp_path: Path) -> None:
    settings, locate = locator(tmp_path, "  bleeding: 3\n")
    (found,) = problems(settings, locate)
    assert (found.code, found.line) == ("B101", 3)
    assert "bleeding" in found.message


def test_a_card_too_big_for_its_paper(tmp_path: Path) -> None:
    settings, locate = locator(tmp_path, "  profiles:\n    poster:\n      card: {width: 300, height: 400}\n")
    (found,) = problems(settings, locate)
    assert (found.code, found.line) == ("B103", 5)
    assert "does not fit" in found.message


def test_default_must_name_existing_profiles(tmp_path: Path) -> None:
    settings, locate = locator(tmp_path, "  default: [home, casa]\n")
    (found,) = problems(settings, locate)
    assert (found.code, found.line) == ("B102", 3)
    assert "casa" in found.message
