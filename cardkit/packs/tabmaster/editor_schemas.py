"""Tab Master's part of the editor schemas (the pack's `editor_schemas` hook, after the core has
set the game's words as enums and made the dice flat: `cardkit.editor`, `cardkit.editor.flat`).

An attack's dice (its damage and its ATK) are titled as the game names those stats ("Dano
(DAN)"). A unit's trait use gets an `if`/`then` per trait of the game: the number of parameters
the trait declares, each of its kind, as R110 and R111 want.
"""

from __future__ import annotations

from typing import Any

from cardkit.editor.enums import Named, Schemas, named_words, set_enum
from cardkit.editor.flat import stat_title, titled
from cardkit.foundation.folding import fold
from cardkit.index.game import GameIndex
from cardkit.model import Game
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.packs.tabmaster.model import Trait, TraitParam, tm

SCHEMA = "tabmaster"
"""The pack's schema document (schemas/tabmaster.schema.json), where its shared definitions are."""
ATTACK_STATS = {"damage": "damage", "atk": "attack"}
"""An attack's dice keys and the game.yaml stat each prints as."""

# yaml-language-server words a wrong count itself ("Array has too few items"); `errorMessage`
# replaces only its type, enum and required messages, so the rule is also the hover text.

NO_PARAMS_MESSAGE = "{trait} takes no parameter: remove `params`."
PARAMS_MESSAGE = "{trait} takes {count} parameter(s), in order: {signature}."


def editor_schemas(schemas: Schemas, game: Game) -> None:
    """Hook `editor_schemas(schemas, game)`: reshape the editor's copies of the schemas in place
    (`schemas` by document name, the game's words already set, the dice already flat)."""
    definitions = schemas[SCHEMA]["$defs"]
    dice = schemas["common"]["$defs"]["dice"]
    attack = definitions["attack"]["properties"]
    for key, stat in ATTACK_STATS.items():
        attack[key] = titled(dice, attack[key], stat_title(game, stat))
    trait_rules(definitions["trait_use"], game)


def trait_rules(trait_use: dict[str, Any], game: Game) -> None:
    """An `if`/`then` per trait on `trait_use`, each saying in its description what that trait's
    `params` take. yaml-language-server hovers the first description it meets, the shared one
    of `params`, so that one moves into a last rule for names no trait has."""
    index = GameIndex.of(game)
    traits = tm(game).traits
    params = trait_use["properties"]["params"]
    shared = params.pop("description", "")
    rules = [_trait_rule(trait, index, shared) for trait in traits]
    names = [trait.name for trait in traits]
    unknown = {"properties": {"name": {"not": {"enum": names}}}} if names else {}
    rules.append({"if": unknown, "then": {"properties": {"params": {"description": shared}}}})
    trait_use["allOf"] = rules


def _trait_rule(trait: Trait, index: GameIndex, shared: str) -> dict[str, Any]:
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
        **_positions([_param_schema(param, index) for param in trait.params]),
        "errorMessage": message,
    }
    return {"if": condition, "then": {"required": ["params"], "properties": {"params": params}}}


def _positions(schemas: list[dict[str, Any]]) -> dict[str, Any]:
    """Parameters of one shape as `items`, which yaml-language-server completes from (it does not
    complete from `prefixItems`); parameters of different shapes by position."""
    return {"items": schemas[0]} if all(schema == schemas[0] for schema in schemas) else {"prefixItems": schemas}


def _param_schema(param: TraitParam, index: GameIndex) -> dict[str, Any]:
    """One parameter: a whole number for `integer`, the game's names for an element, spell or
    card type (a spell of the parameter's card type only), any text otherwise."""
    shown = {"title": param.name, "description": param.description} if param.description else {"title": param.name}
    if param.type == "integer":
        return {**shown, "type": "integer"}
    names = _param_names(param, index)
    if not names:
        return {**shown, "type": ["string", "integer"]}
    schema = dict(shown)
    set_enum(schema, names)
    return schema


def _param_names(param: TraitParam, index: GameIndex) -> list[Named]:
    """The names a parameter of this type takes, with their texts."""
    if param.type == "element":
        return named_words(index, Kind.ELEMENT.id)
    if param.type == "card_type":
        return named_words(index, Kind.CARD_TYPE.id)
    if param.type == "spell":
        wanted = fold(param.card_type) if param.card_type else None
        spells = {spell.name for spell in tm(index.game).spells if wanted is None or fold(spell.card_type) == wanted}
        return [(name, text) for name, text in named_words(index, Kind.SPELL.id) if name in spells]
    return []
