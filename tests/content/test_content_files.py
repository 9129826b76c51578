"""House rules of the content files and the cross-references between them.

File conventions: one definition per file, named by the slug of its name (docs/architecture.md,
Layout); UTF-8, no tabs, a first-line comment saying what the file is. Draft values are
declared. Names used in one file exist in another; vocabulary comes from game.yaml.
"""

from __future__ import annotations

import re
from functools import reduce
from pathlib import Path

import pytest

from cardkit.packs.tabmaster.engine.lines import LineDirection
from tests.content.helpers import CONTENT, content_files, definitions, load, slug

FILES = [pytest.param(p, id=str(p.relative_to(CONTENT))) for p, _ in content_files()]
GAME = load(CONTENT / "game.yaml")
TRAITS = {name: data for name, (_, data) in definitions("traits").items()}
SPELLS = {name: data for name, (_, data) in definitions("spells").items()}
UNITS = {name: data for name, (_, data) in definitions("units").items()}
ARMIES = {name: data for name, (_, data) in definitions("armies").items()}
DICE = re.compile(r"^[1-9][0-9]*d([1-9][0-9]*)")


def names(entries: list[dict]) -> set[str]:
    return {e["name"] for e in entries}


def meaning(entries: list[dict], name: str) -> str | None:
    """The id game.yaml gives the entry called `name`."""
    return next((e.get("id") for e in entries if e["name"] == name), None)


@pytest.mark.parametrize("path", FILES)
def test_file_conventions(path: Path) -> None:
    raw = path.read_bytes()
    text = raw.decode("utf-8")  # raises on anything but UTF-8
    assert not raw.startswith(b"\xef\xbb\xbf"), "no byte-order mark"
    assert "\t" not in text, "no tabs"
    assert "\r" not in text, "LF line ends"
    assert text.endswith("\n")
    assert re.match(r"# \S.{10,}\n", text), "the first line is a comment saying what the file is"
    odd = [n for n, line in enumerate(text.splitlines(), 1) if (len(line) - len(line.lstrip(" "))) % 2]
    assert not odd, f"2-space indentation: odd indent on lines {odd}"


@pytest.mark.parametrize("path", [p for p in FILES if p.values[0].parent != CONTENT])
def test_file_is_named_by_slug(path: Path) -> None:
    assert path.stem == slug(load(path)["name"])


def value_at(data: object, dotted: str) -> object:
    return reduce(lambda node, step: node[int(step)] if isinstance(node, list) else node[step], dotted.split("."), data)


@pytest.mark.parametrize("name", sorted(UNITS))
def test_unit_draft_fields_are_declared_and_exist(name: str) -> None:
    unit = UNITS[name]
    fields = unit.get("draft_fields", [])
    assert (unit.get("status") == "draft") == bool(fields), "status: draft exactly when some values are invented"
    for dotted in fields:
        value_at(unit, dotted)  # raises when the path names nothing


@pytest.mark.parametrize("name", sorted(UNITS))
def test_unit_uses_game_vocabulary(name: str) -> None:
    unit = UNITS[name]
    ammunition = {a["name"]: a["unit"] for a in GAME["ammunition"]}
    for attack in unit["attacks"]:
        assert attack["type"] in names(GAME["attack_types"])
        for value in (attack["atk"], attack["damage"]):
            if isinstance(value, str) and DICE.match(value):
                assert int(DICE.match(value).group(1)) in GAME["dice"]
        if "ammunition" in attack:
            assert meaning(GAME["attack_types"], attack["type"]) == "projectile"
            assert ammunition[attack["ammunition"]] == name
    for use in unit.get("traits", []):
        assert use["name"] in TRAITS
        assert len(use.get("params", [])) == len(TRAITS[use["name"]]["params"])


@pytest.mark.parametrize("name", sorted(SPELLS))
def test_spell_uses_game_vocabulary(name: str) -> None:
    spell, effects = SPELLS[name], SPELLS[name]["effects"]
    assert spell["card_type"] in names(GAME["card_types"])
    assert spell["ref"] in GAME["caster_classes"] and spell["ref"] in UNITS
    assert set(effects.get("elements", [])) <= names(GAME["elements"])
    assert set(effects.get("line", {}).get("directions", [])) <= names(GAME["line_directions"])
    if isinstance(spell["damage"], str) and DICE.match(spell["damage"]):
        assert int(DICE.match(spell["damage"]).group(1)) in GAME["dice"]


@pytest.mark.parametrize("name", sorted(ARMIES))
def test_army_references_units_and_ammunition(name: str) -> None:
    army = ARMIES[name]
    assert UNITS[army["commander"]]["category"] == "commander"
    assert UNITS[army["champion"]]["category"] == "champion"
    fielded = {entry["unit"] for entry in army["units"]}
    assert fielded <= set(UNITS)
    assert all(UNITS[u]["category"] == "regular" for u in fielded)
    needed = {a["name"] for a in GAME["ammunition"] if a["unit"] in fielded}
    assert set(army.get("ammunition", {})) == needed, "ammunition exactly for the units that spend it"


def test_armies_have_distinct_colours() -> None:
    assert len(ARMIES) >= 2
    assert len({a["color"].lower() for a in ARMIES.values()}) == len(ARMIES)


def test_game_vocabulary() -> None:
    assert {k["id"] for k in GAME["effect_keywords"]} == {
        "elements", "area", "explosion", "line", "multiple", "pilgrim", "all", "sacrifice", "special"}
    assert {t["id"] for t in GAME["attack_types"]} == {"melee", "trample", "magic", "projectile", "secondary"}
    assert {d["id"] for d in GAME["line_directions"]} == {d.value for d in LineDirection}
    assert len(GAME["elements"]) == 10
    assert set(GAME["caster_classes"]) <= set(UNITS)
    assert {a["unit"] for a in GAME["ammunition"]} <= set(UNITS)


def test_element_targets_name_existing_traits() -> None:
    """Each `against` trait exists, spelled as the trait or (seed drift kept on purpose: "Morto-Vivo",
    docs/seed-facts.md, Elements) with the same slug."""
    by_slug = {slug(t): t for t in TRAITS}
    for element in GAME["elements"]:
        for effect in element["effects"]:
            for target in effect.get("against", []):
                assert slug(target["trait"]) in by_slug, f"{element['name']}: unknown trait {target['trait']}"
                if "param" in target:
                    trait = TRAITS[by_slug[slug(target["trait"])]]
                    assert [p["type"] for p in trait["params"]] == ["element"]
                    assert target["param"] in names(GAME["elements"])
