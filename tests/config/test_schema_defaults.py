"""cardkit.yaml's schemas state defaults for the editor (a `default` key, and the words
"Default: 5." or "poker (63×88 mm, default)" in a description); the code that fills the
defaults in is their one source. These tests fail when the two drift."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.config.print_profiles import (
    BASE_SETTINGS,
    CARD_SIZES,
    DEFAULT_PRESET,
    DEFAULT_PROFILES,
    PAPER_SIZES,
    PRESETS,
)
from cardkit.config.project import BUILD_FOLDER, CONTENT_FOLDER
from cardkit.foundation.assets import ASSETS_FOLDER
from cardkit.output.paper import DEFAULT_PAPER, Paper
from cardkit.schema.sets import schema_dir
from tests.conftest import REPO_ROOT

PROJECT = json.loads((schema_dir() / "cardkit.schema.json").read_text(encoding="utf-8"))
PRINT = json.loads((schema_dir() / "print.schema.json").read_text(encoding="utf-8"))
SETTINGS: dict[str, Any] = PRINT["$defs"]["settings"]["properties"]


def _preset(name: str) -> dict[str, Any]:
    return {**BASE_SETTINGS, **PRESETS[name]}


def _written(value: object) -> str:
    """A value as a description writes it: true, 0, 3, iso-coated-v2."""
    if isinstance(value, bool):
        return str(value).lower()
    return f"{value:g}" if isinstance(value, int | float) else str(value)


def prose_defaults(description: str) -> list[tuple[str, str]]:
    """(profile, value) for every default a description states in words: "Default: 0 for home,
    3 for print-shop", "theme (home's default)", "Default 9.", "poker (63×88 mm, default)"
    (a default with no profile is home's, the base every profile starts from)."""
    claims: list[tuple[str, str]] = []
    for sentence in re.findall(r"[Dd]efault:? ([^.;()]+?(?: for (?:home|print-shop))(?:, [^.;()]+? for (?:home|print-shop))*)", description):
        claims += [(profile, value) for value, profile in re.findall(r"([\w-]+) for (home|print-shop)", sentence)]
    claims += [(profile, value) for value, profile in re.findall(r"([\w-]+) \((home|print-shop)'s default\)", description)]
    if not claims:
        claims += [(DEFAULT_PRESET, value) for value in re.findall(r"\bDefault:? ([\w-]+)(?=[\s.,;)]|$)", description)]
        claims += [(DEFAULT_PRESET, value) for value in re.findall(r"([\w-]+) \([^()]*?\bdefault\b[;,)]", description)]
    return claims


def test_the_prose_reader_reads_each_form() -> None:
    assert prose_defaults("Default: 0 for home, 3 for print-shop.") == [("home", "0"), ("print-shop", "3")]
    assert prose_defaults("theme (home's default): ... k-only-small (print-shop's default): ...") == [
        ("home", "theme"), ("print-shop", "k-only-small")
    ]
    assert prose_defaults("Points. Default 9.") == [("home", "9")]
    assert prose_defaults("Default: 0 (cards touch)") == [("home", "0")]
    assert prose_defaults("poker (63×88 mm, default), bridge (57×89)") == [("home", "poker")]
    assert prose_defaults("long-edge (default; back pages mirror) or short-edge") == [("home", "long-edge")]


@pytest.mark.parametrize("key", [key for key, spec in SETTINGS.items() if "default" in spec])
def test_a_settings_schema_default_is_the_base_setting(key: str) -> None:
    assert SETTINGS[key]["default"] == BASE_SETTINGS[key] == _preset(DEFAULT_PRESET)[key]


def test_a_duplex_offsets_schema_defaults_are_the_base_setting() -> None:
    offset = SETTINGS["duplex_offset"]["properties"]
    assert {axis: offset[axis]["default"] for axis in ("x", "y")} == BASE_SETTINGS["duplex_offset"]


@pytest.mark.parametrize("key", [key for key, spec in SETTINGS.items() if "default" in spec.get("description", "").lower()])
def test_a_default_a_description_states_is_the_presets(key: str) -> None:
    claims = prose_defaults(SETTINGS[key]["description"])
    assert claims, f"print.schema.json's `{key}` speaks of a default in a form the test does not read"
    actual = [(profile, _written(_preset(profile)[key])) for profile, _ in claims]
    assert actual == claims, f"print.schema.json's `{key}` says {claims}; print_profiles.py gives {actual}"


def test_the_named_sizes_and_presets_are_the_codes() -> None:
    assert SETTINGS["card"]["oneOf"][0]["enum"] == list(CARD_SIZES)
    assert SETTINGS["paper"]["oneOf"][0]["enum"] == list(PAPER_SIZES)
    stated = {name: (float(w), float(h)) for name, w, h in re.findall(r"(\w+) \((\d+)×(\d+)", SETTINGS["card"]["description"])}
    assert stated == CARD_SIZES
    profile = PRINT["$defs"]["profile"]
    assert profile["properties"]["preset"]["enum"] == list(PRESETS)
    assert profile["properties"]["preset"]["default"] == DEFAULT_PRESET


def test_the_profiles_built_by_default_are_the_codes() -> None:
    assert tuple(PRINT["properties"]["default"]["default"]) == DEFAULT_PROFILES
    assert f"Default: [{', '.join(DEFAULT_PROFILES)}]" in PRINT["properties"]["default"]["description"]


def test_the_documents_paper_is_the_card_sheets() -> None:
    """The rulebook, sheets and errata default to the card sheets' paper, and know its height."""
    assert DEFAULT_PAPER.value == str(BASE_SETTINGS["paper"]).lower()
    assert {paper.value for paper in Paper} == {name.lower() for name in PAPER_SIZES}
    assert {paper.value: paper.height_mm for paper in Paper} == {"a4": 297.0, "a3": 420.0, "letter": 279.4, "legal": 355.6}


@pytest.mark.parametrize(("key", "constant"), [("content", CONTENT_FOLDER), ("art", ASSETS_FOLDER), ("build", BUILD_FOLDER)])
def test_a_folders_schema_default_is_the_codes(key: str, constant: str) -> None:
    spec = PROJECT["properties"][key]
    assert spec["default"] == constant
    assert f"Default: {constant}." in spec["description"]


def test_the_report_commands_help_names_the_default_paper() -> None:
    shown = " ".join(CliRunner().invoke(app, ["report", "--help"], terminal_width=200).output.split())
    assert f"else {BASE_SETTINGS['paper']})" in shown


def _readme_print_example() -> str:
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"```yaml\nprint:\n(.*?)```", readme, flags=re.DOTALL)
    assert found is not None, "README.md's `print:` example is gone"
    return found.group(1)


def test_the_readmes_print_example_names_the_sizes_of_the_code() -> None:
    example = _readme_print_example()
    card = re.search(r"^\s*card: \S+\s+# (.*)$", example, flags=re.MULTILINE)
    paper = re.search(r"^\s*paper: \S+\s+# ([^:]*)", example, flags=re.MULTILINE)
    assert card is not None and paper is not None
    sizes = {name: (float(w), float(h)) for name, w, h in re.findall(r"(\w+) (\d+)×(\d+)", card.group(1))}
    assert sizes == CARD_SIZES
    assert [name.strip() for name in paper.group(1).split(",")] == list(PAPER_SIZES)


def test_the_readmes_print_shop_defaults_are_the_presets() -> None:
    """`output_intent: iso-coated-v2   # default` under `print-shop:` says the preset's value."""
    example = _readme_print_example()
    shop = example[example.index("print-shop:") :]
    stated = re.findall(r"^\s*(\w+): (\S+)\s+# default\b", shop, flags=re.MULTILINE)
    assert stated, "the example no longer marks a print-shop default"
    assert [(key, _written(_preset("print-shop")[key])) for key, _ in stated] == stated
