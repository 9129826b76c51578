"""The JSON Schemas are valid Draft 2020-12, documented for editors, strict, and every content file passes them."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from tests.content.helpers import CONTENT, KIND_OF_FOLDER, REPO, content_files, load, schemas

SCHEMAS = schemas()
MIXINS = {("print.schema.json", "/$defs/settings")}
"""Shared settings pulled in with allOf by schemas that close themselves with propertyNames."""

EXPECTED = {f"{k}.schema.json" for k in ("common", "trait", "spell", "unit", "army", "game", "theme", "cardkit", "print", "book", "tabmaster")}


def registry() -> Registry:
    """Each schema registered under its file name, as the validator and the editor resolve relative refs."""
    return Registry().with_resources(
        (name, Resource.from_contents(schema, default_specification=DRAFT202012)) for name, schema in SCHEMAS.items()
    )


REGISTRY = registry()


def validator(kind: str) -> Draft202012Validator:
    return Draft202012Validator(SCHEMAS[f"{kind}.schema.json"], registry=REGISTRY)


def walk(node: object, path: str = "") -> Iterator[tuple[str, dict]]:
    """Every subschema (dict) of a schema, with a readable JSON-pointer-like path."""
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            yield from walk(value, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from walk(value, f"{path}/{i}")


def object_schemas(schema: dict) -> Iterator[tuple[str, dict]]:
    """Subschemas that define an object's properties (not an `if` condition, nor a property named "properties")."""
    for path, node in walk(schema):
        if isinstance(node.get("properties"), dict) and not path.endswith("/properties") and "if" not in path.split("/"):
            yield path, node


def property_schemas(schema: dict) -> Iterator[tuple[str, dict]]:
    for path, node in object_schemas(schema):
        for name, sub in node["properties"].items():
            yield f"{path}/properties/{name}", sub


def _documented(schema: dict, sub: dict) -> bool:
    ref = sub.get("$ref", "")
    if ref.startswith("#/$defs/"):
        sub = {**schema["$defs"][ref.removeprefix("#/$defs/")], **sub}
    return bool(sub.get("title") and sub.get("description"))


def test_all_schemas_present() -> None:
    assert set(SCHEMAS) == EXPECTED


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_schema_is_valid_draft_2020_12(name: str) -> None:
    schema = SCHEMAS[name]
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert not [p for p, node in walk(schema) if "$id" in node], "no $id: schemas are resolved by file name"
    assert schema.get("title") and schema.get("description")


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_property_has_title_and_description(name: str) -> None:
    """A property that is a `$ref` to a definition of the same schema (the shared `id`) shows
    that definition's title and description in an editor's hover text, unless it has its own."""
    schema = SCHEMAS[name]
    undocumented = [p for p, sub in property_schemas(schema) if not _documented(schema, sub)]
    assert not undocumented, f"properties without title/description: {undocumented}"


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_object_with_properties_is_closed(name: str) -> None:
    open_objects = [
        p for p, node in object_schemas(SCHEMAS[name])
        if node.get("additionalProperties") is not False
        and node.get("unevaluatedProperties") is not False
        and "enum" not in node.get("propertyNames", {})
        and (name, p) not in MIXINS
    ]
    assert not open_objects, f"objects that accept unknown keys: {open_objects}"


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_ref_resolves(name: str) -> None:
    resolver = REGISTRY.resolver(base_uri=name)
    for _, node in walk(SCHEMAS[name]):
        if isinstance(node.get("$ref"), str):
            resolver.lookup(node["$ref"])  # raises if unresolvable


@pytest.mark.parametrize(("path", "kind"), [pytest.param(p, k, id=str(p.relative_to(CONTENT))) for p, k in content_files()])
def test_content_file_validates(path: Path, kind: str) -> None:
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator(kind).iter_errors(load(path))]
    assert not errors


def test_no_stray_content_yaml() -> None:
    """Every YAML file of the game (outside rulebook/ and assets/) is a definition of a known kind."""
    known = {p for p, _ in content_files()}
    stray = [
        p for p in CONTENT.rglob("*.y*ml")
        if p not in known and p.relative_to(CONTENT).parts[0] not in ("rulebook", "assets")
    ]
    assert not stray
    assert {p.parent.name for p, _ in content_files()} >= set(KIND_OF_FOLDER)


def _rename_key(data: dict, path: list, old: str, new: str) -> dict:
    bad = copy.deepcopy(data)
    node = bad
    for step in path:
        node = node[step]
    node[new] = node.pop(old)
    return bad


@pytest.mark.parametrize(
    ("file", "kind", "path", "old", "new"),
    [
        ("spells/inferno.yaml", "spell", [], "cost", "costt"),
        ("spells/inferno.yaml", "spell", ["effects"], "explosion", "explosao"),
        ("traits/corrida.yaml", "trait", ["params", 0], "type", "typ"),
        ("units/arqueiro.yaml", "unit", [], "defense", "defence"),
        ("units/arqueiro.yaml", "unit", ["attacks", 0], "damage", "dammage"),
        ("units/arqueiro.yaml", "unit", ["traits", 0], "name", "nome"),
        ("armies/exercito-vermelho.yaml", "army", [], "color", "colour"),
        ("armies/exercito-vermelho.yaml", "army", ["units", 0], "count", "cont"),
        ("game.yaml", "game", [], "dice", "dices"),
        ("game.yaml", "game", ["elements", 0, "effects", 0], "applies_to", "apply_to"),
    ],
)
def test_misspelled_key_is_rejected(file: str, kind: str, path: list, old: str, new: str) -> None:
    data = load(CONTENT / file)
    assert validator(kind).is_valid(data)
    errors = list(validator(kind).iter_errors(_rename_key(data, path, old, new)))
    assert any(e.validator == "additionalProperties" and new in e.message for e in errors), errors


DICE = {"$ref": "common.schema.json#/$defs/dice"}


@pytest.mark.parametrize("value", ["1d20", "2d10", "1d20+2", "3d6-1", "10", 10, 0])
def test_dice_accepts(value: object) -> None:
    assert Draft202012Validator(DICE, registry=REGISTRY).is_valid(value)


@pytest.mark.parametrize("value", ["d20", "1d", "0d6", "1d0", "2x10", "1d20 + 2", "1D20", -1, 1.5, None, True])
def test_dice_rejects(value: object) -> None:
    assert not Draft202012Validator(DICE, registry=REGISTRY).is_valid(value)


@pytest.mark.parametrize(("file", "key"), [("vinculo.yaml", "damage"), ("julgamento-de-luz.yaml", "range")])
def test_spell_range_and_damage_keys_are_required_even_when_none(file: str, key: str) -> None:
    data = load(CONTENT / "spells" / file)
    assert data[key] is None and validator("spell").is_valid(data)
    del data[key]
    assert not validator("spell").is_valid(data)


def test_card_type_only_with_spell_params() -> None:
    param = {"name": "casas", "type": "integer", "card_type": "Feitiço"}
    trait = {"name": "Corrida", "params": [param], "text": "x"}
    assert not validator("trait").is_valid(trait)
    param["type"] = "spell"
    assert validator("trait").is_valid(trait)


def test_bonus_damage_needs_an_amount() -> None:
    game = load(CONTENT / "game.yaml")
    effect = game["elements"][0]["effects"][0]
    assert effect["kind"] == "bonus_damage"
    del effect["amount"]
    assert not validator("game").is_valid(game)


@pytest.mark.parametrize(
    ("config", "valid"),
    [
        ({"name": "Tab Master"}, True),
        ({"name": "Tab Master", "content": "content", "templates": "templates", "build": "build",
          "rules": {"R105": "off", "R101": "warning"}, "print": {"bleed": 3}}, True),
        ({"name": "Tab Master", "rules": {"r105": "off"}}, False),
        ({"name": "Tab Master", "rules": {"R105": "loud"}}, False),
        ({"name": "Tab Master", "rules": {"R105": False}}, False),
        ({"name": "Tab Master", "buld": "build"}, False),
        ({"content": "content"}, False),
    ],
)
def test_cardkit_config_schema(config: dict, valid: bool) -> None:
    assert validator("cardkit").is_valid(config) is valid


def test_project_cardkit_yaml_validates() -> None:
    path = REPO / "cardkit.yaml"
    if not path.exists():
        pytest.skip("cardkit.yaml not written yet")
    assert not [e.message for e in validator("cardkit").iter_errors(load(path))]


def _examples(name: str) -> Iterator[tuple[str, object]]:
    for path, node in walk(SCHEMAS[name]):
        examples = node.get("examples")
        if isinstance(examples, list) and not path.endswith("/properties"):
            for example in examples:
                yield path, example


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_example_a_schema_shows_is_valid_where_it_is_shown(name: str) -> None:
    """The manual's reference prints each key's `examples` (docs/reference/*.md): an example
    that its own key would refuse is a wrong example in the manual."""
    wrong = []
    for path, example in _examples(name):
        check = Draft202012Validator({"$ref": f"{name}#{path}"}, registry=REGISTRY)
        wrong += [f"{path}: {example!r}: {error.message}" for error in check.iter_errors(example)]
    assert not wrong, "\n".join(wrong)


def test_the_schemas_show_examples() -> None:
    assert sum(1 for name in EXPECTED for _ in _examples(name)) > 100
