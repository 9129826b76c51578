"""The editor schemas reshaped for clients that only speak JSON Schema (yaml-language-server).

Such a client shows an `anyOf` badly: hover picks one branch's description ("A fixed value: no
dice are rolled.") and a value that fails every branch reads "Incorrect type. Expected one of
integer, null.". So cardkit's dice definition becomes one schema accepting exactly what its
`anyOf` accepts (an integer in range, or text matching the dice pattern), with a
`patternErrorMessage`, and each dice field of the field table takes it under the name the card
gives the field (its game.yaml stat: "Dano (DAN)"). A pack reshapes what only it knows (its
`editor_schemas` hook: dice inside its structured values, per-entry rules). cardkit's own
validation never reads these copies.
"""

from __future__ import annotations

from typing import Any

from cardkit.editor.enums import Schemas
from cardkit.fields.model import FieldSpec
from cardkit.i18n.words import STATS
from cardkit.model import ANY_DICE, Game
from cardkit.model.packs import pack_of
from cardkit.schema.sets import SchemaSetupError

DICE_MESSAGE = (
    "Write dice as NdS with an optional +N or -N (\"1d20\", \"2d10\", \"1d20+2\") or a fixed number (10)."
)
"""What yaml-language-server prints for text that is not dice (its `patternErrorMessage`)."""
ANY_DIE = "d[1-9][0-9]*"
"""The die of cardkit's dice pattern: any size, which a game's `dice:` narrows."""


def flattened(schemas: Schemas, game: Game) -> None:
    """Reshape `schemas` in place: the dice definition flat, every dice field of the table
    titled as its card names it, then what the game's pack reshapes."""
    common = schemas["common"]["$defs"]
    dice = flat_dice(common["dice"], game.dice)
    common["dice"] = dice
    for kind in game.table.kinds:
        properties = schemas.get(kind.id, {}).get("properties", {})
        for spec in kind.fields:
            if spec.type == "dice" and spec.id in properties:
                properties[spec.id] = titled(dice, properties[spec.id], field_title(game, spec), nullable=spec.nullable)
    pack = pack_of(game)
    hook = pack.hook("editor_schemas") if pack is not None else None
    if hook is not None:
        hook(schemas, game)


def field_title(game: Game, spec: FieldSpec) -> str | None:
    """How the card names a field: its stat as the game names it ("Dano (DAN)"), else its own
    name and abbreviation; None to keep the schema's title."""
    if spec.stat is not None and (title := stat_title(game, spec.stat)) is not None:
        return title
    if spec.name:
        return f"{spec.name} ({spec.abbreviation})" if spec.abbreviation else spec.name
    return None


def flat_dice(dice: dict[str, Any], sides: tuple[int, ...] = ANY_DICE) -> dict[str, Any]:
    """One schema for `anyOf: [integer in range, dice text]`: `minimum`/`maximum` constrain only
    numbers and `pattern` only strings, so `type: [integer, string]` accepts the same values.
    A game that names the dice it rolls (`sides`, game.yaml's `dice:`) gets a pattern of those
    dice only, as `cardkit check` holds its files to (R201)."""
    branches = dice.get("anyOf", [])
    number = next((b for b in branches if b.get("type") == "integer"), None)
    text = next((b for b in branches if b.get("type") == "string" and "pattern" in b), None)
    if number is None or text is None or ANY_DIE not in text["pattern"]:
        raise SchemaSetupError("common.schema.json's dice is no longer integer-or-pattern; cardkit.editor.flat is out of date")
    flat = {key: value for key, value in dice.items() if key != "anyOf"}
    pattern, message = text["pattern"], DICE_MESSAGE
    if sides:
        pattern = pattern.replace(ANY_DIE, "d(?:" + "|".join(str(side) for side in sorted(set(sides))) + ")")
        message += " This game rolls " + ", ".join(f"d{side}" for side in sorted(set(sides))) + "."
    flat.update(type=["integer", "string"], minimum=number["minimum"], maximum=number["maximum"], pattern=pattern, patternErrorMessage=message)
    return flat


def titled(dice: dict[str, Any], field: dict[str, Any], title: str | None, *, nullable: bool = False) -> dict[str, Any]:
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


def stat_title(game: Game, stat_id: str) -> str | None:
    """A stat as the game names it (its `stats` entry): "Dano (DAN)"; None when game.yaml does not name it."""
    for stat in game.terms.of(STATS):
        if stat.id == stat_id:
            abbreviation = stat.data.get("abbreviation")
            return f"{stat.name} ({abbreviation})" if abbreviation else stat.name
    return None
