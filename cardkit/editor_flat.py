"""The editor schemas reshaped for clients that only speak JSON Schema (yaml-language-server).

Such a client shows an `anyOf` badly: hover picks one branch's description ("A fixed value: no
dice are rolled.") and a value that fails every branch reads "Incorrect type. Expected one of
integer, null.". So each dice field becomes one schema accepting exactly what the `anyOf`
accepts (an integer in range, or text matching the dice pattern), titled as the card names the
stat ("Dano (DAN)"), with a `patternErrorMessage`. A unit's trait use gets an `if`/`then` per
trait of the game: the number of parameters it declares, each of its kind, as R110/R111 want.
cardkit's own validation never reads these copies.
"""

from __future__ import annotations

from typing import Any

from cardkit.editor_enums import Named, element_text, set_enum
from cardkit.model import Game
from cardkit.packs.tabmaster.model import Trait, TraitParam
from cardkit.schemas import SchemaSetupError

Schemas = dict[str, dict[str, Any]]

DICE_MESSAGE = (
    "Write dice as NdS with an optional +N or -N (\"1d20\", \"2d10\", \"1d20+2\") or a fixed number (10)."
)
"""What yaml-language-server prints for text that is not dice (its `patternErrorMessage`)."""

# yaml-language-server words a wrong count itself ("Array has too few items"); `errorMessage`
# replaces only its type, enum and required messages, so the rule is also the hover text.

NO_PARAMS_MESSAGE = "{trait} takes no parameter: remove `params`."
PARAMS_MESSAGE = "{trait} takes {count} parameter(s), in order: {signature}."


def flattened(schemas: Schemas, game: Game) -> None:
    """Reshape `schemas` in place: dice fields flat and titled, trait uses checked per trait."""
    common = schemas["common"]["$defs"]
    dice = flat_dice(common["dice"])
    common["dice"] = dice
    spell = schemas["spell"]["properties"]
    spell["damage"] = _titled(dice, spell["damage"], _stat_title(game, "damage"), nullable=True)
    attack = schemas["unit"]["$defs"]["attack"]["properties"]
    attack["damage"] = _titled(dice, attack["damage"], _stat_title(game, "damage"))
    attack["atk"] = _titled(dice, attack["atk"], _stat_title(game, "attack"))
    trait_rules(common["trait_use"], game)
    _declared_fields(schemas, game, dice)


def _declared_fields(schemas: Schemas, game: Game, dice: dict[str, Any]) -> None:
    """game.yaml's declared fields: dice flat under the field's name ("Bonus (BON)"), an enum
    of values with each value's name as its hover text."""
    for kind in game.kind_folders():
        properties = schemas.get(kind, {}).get("properties", {})
        for spec in game.declarations.fields_of(kind):
            field = properties.get(spec.id)
            if field is None:
                continue
            if spec.type == "dice":
                title = f"{spec.name} ({spec.abbreviation})" if spec.abbreviation else spec.name
                properties[spec.id] = _titled(dice, field, title)
            elif spec.type == "enum" and spec.values:
                set_enum(field, [(value.id, value.name) for value in spec.values])


def flat_dice(dice: dict[str, Any]) -> dict[str, Any]:
    """One schema for `anyOf: [integer in range, dice text]`: `minimum`/`maximum` constrain only
    numbers and `pattern` only strings, so `type: [integer, string]` accepts the same values."""
    branches = dice.get("anyOf", [])
    number = next((b for b in branches if b.get("type") == "integer"), None)
    text = next((b for b in branches if b.get("type") == "string" and "pattern" in b), None)
    if number is None or text is None:
        raise SchemaSetupError("common.schema.json's dice is no longer integer-or-pattern; cardkit.editor_flat is out of date")
    flat = {key: value for key, value in dice.items() if key != "anyOf"}
    flat.update(
        type=["integer", "string"],
        minimum=number["minimum"],
        maximum=number["maximum"],
        pattern=text["pattern"],
        patternErrorMessage=DICE_MESSAGE,
    )
    return flat


def _titled(dice: dict[str, Any], field: dict[str, Any], title: str | None, *, nullable: bool = False) -> dict[str, Any]:
    """The flat dice under a field's own title, description and examples. The field's other
    branches must be ones the dice already cover (ATK's reach, 0 to 99) or null."""
    for branch in field.get("anyOf", []):
        covered = "$ref" in branch or (branch.get("type") == "null" and nullable) or _within(branch, dice)
        if not covered:
            raise SchemaSetupError(f"a dice field has a branch the flat dice schema lacks: {branch}")
    shown: dict[str, Any] = {key: field[key] for key in ("title", "description", "examples") if key in field}
    flat = {**dice, **shown}
    if title:
        flat["title"] = title
    if nullable:
        flat["type"] = [*dice["type"], "null"]
    return flat


def _within(branch: dict[str, Any], dice: dict[str, Any]) -> bool:
    return branch.get("type") == "integer" and dice["minimum"] <= branch.get("minimum", 0) and branch.get("maximum", 0) <= dice["maximum"]


def _stat_title(game: Game, stat_id: str) -> str | None:
    """A stat as the game names it: "Dano (DAN)"; None when game.yaml does not name it."""
    for stat in game.vocabulary.stats if game.vocabulary is not None else ():
        if stat.id == stat_id:
            return f"{stat.name} ({stat.abbreviation})" if stat.abbreviation else stat.name
    return None


def trait_rules(trait_use: dict[str, Any], game: Game) -> None:
    """An `if`/`then` per trait on `trait_use`, each saying in its description what that trait's
    `params` take. yaml-language-server hovers the first description it meets, the shared one
    of `params`, so that one moves into a last rule for names no trait has."""
    params = trait_use["properties"]["params"]
    shared = params.pop("description", "")
    rules = [_trait_rule(trait, game, shared) for trait in game.traits]
    names = [trait.name for trait in game.traits]
    unknown = {"properties": {"name": {"not": {"enum": names}}}} if names else {}
    rules.append({"if": unknown, "then": {"properties": {"params": {"description": shared}}}})
    trait_use["allOf"] = rules


def _trait_rule(trait: Trait, game: Game, shared: str) -> dict[str, Any]:
    """`if name is this trait then params is what it declares` (R110's count, R111's integers)."""
    condition = {"properties": {"name": {"const": trait.name}}, "required": ["name"]}
    if not trait.params:
        message = NO_PARAMS_MESSAGE.format(trait=trait.name)
        params: dict[str, Any] = {"maxItems": 0, "description": f"{message} {shared}".strip(), "errorMessage": message}
        return {"if": condition, "then": {"properties": {"params": params}}}
    signature = ", ".join(f"{p.name} ({p.type})" for p in trait.params)
    message = PARAMS_MESSAGE.format(trait=trait.name, count=len(trait.params), signature=signature)
    params = {
        "description": f"{message} {shared}".strip(),
        "minItems": len(trait.params),
        "maxItems": len(trait.params),
        **_positions([_param_schema(param, game) for param in trait.params]),
        "errorMessage": message,
    }
    return {"if": condition, "then": {"required": ["params"], "properties": {"params": params}}}


def _positions(schemas: list[dict[str, Any]]) -> dict[str, Any]:
    """Parameters of one shape as `items`, which yaml-language-server completes from (it does not
    complete from `prefixItems`); parameters of different shapes by position."""
    return {"items": schemas[0]} if all(schema == schemas[0] for schema in schemas) else {"prefixItems": schemas}


def _param_schema(param: TraitParam, game: Game) -> dict[str, Any]:
    """One parameter: a whole number for `integer`, the game's names for an element, spell or
    card type (a spell of the parameter's card type only), any text otherwise."""
    shown = {"title": param.name, "description": param.description} if param.description else {"title": param.name}
    if param.type == "integer":
        return {**shown, "type": "integer"}
    names = _param_names(param, game)
    if not names:
        return {**shown, "type": ["string", "integer"]}
    schema = dict(shown)
    set_enum(schema, names)
    return schema


def _param_names(param: TraitParam, game: Game) -> list[Named]:
    vocabulary = game.vocabulary
    if param.type == "element" and vocabulary is not None:
        return [(element.name, element_text(element)) for element in vocabulary.elements]
    if param.type == "card_type" and vocabulary is not None:
        return [(card_type.name, card_type.description) for card_type in vocabulary.card_types]
    if param.type == "spell":
        wanted = param.card_type
        return [(spell.name, spell.text or "") for spell in game.spells if wanted is None or spell.card_type == wanted]
    return []
