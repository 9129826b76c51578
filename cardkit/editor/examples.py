"""The editor schemas' examples: this game's values, never the bundled game's.

yaml-language-server offers a field's `examples` as completion items. The shipped schemas'
examples are written for the documentation, in Tab Master's words ("Magia", "Alquimista",
"1d20"), so a project of another game would be offered values its own schema then rejects.
The editor copies keep no example but those made from the game itself: a dice field offers
one die of each size game.yaml lists. Where a field takes the game's words, its `enum` (from
`cardkit.editor`) already offers them.
"""

from __future__ import annotations

from typing import Any

from cardkit.editor.enums import Schemas
from cardkit.editor.flat import DICE_MESSAGE
from cardkit.model import Game

SCHEMA_MAPS = ("properties", "$defs", "patternProperties", "dependentSchemas")
SCHEMA_LISTS = ("anyOf", "allOf", "oneOf", "prefixItems")
SCHEMA_ONE = ("items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedProperties", "unevaluatedItems")
"""The keywords whose values are schemas (Draft 2020-12): the walk follows only these, so a
property that happens to be called `examples` or `default` is a property, not a keyword."""


def own_examples(schemas: Schemas, game: Game) -> None:
    """Drop every shipped example from `schemas` in place; give dice fields the game's dice."""
    dice = [f"1d{sides}" for sides in (game.vocabulary.dice if game.vocabulary is not None else ())]
    for schema in schemas.values():
        _walk(schema, dice)


def _walk(schema: Any, dice: list[str]) -> None:
    if not isinstance(schema, dict):
        return
    schema.pop("examples", None)
    if str(schema.get("patternErrorMessage", "")).startswith(DICE_MESSAGE) and dice:
        schema["examples"] = list(dice)
    for keyword in SCHEMA_MAPS:
        for sub in (schema.get(keyword) or {}).values() if isinstance(schema.get(keyword), dict) else ():
            _walk(sub, dice)
    for keyword in SCHEMA_LISTS:
        for sub in schema.get(keyword) or () if isinstance(schema.get(keyword), list) else ():
            _walk(sub, dice)
    for keyword in SCHEMA_ONE:
        _walk(schema.get(keyword), dice)
