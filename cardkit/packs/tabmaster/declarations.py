"""What Tab Master reads in game.yaml beyond its schema: a unit category's army field must be a
key an army file may have (S015), found where cardkit reads the game's declarations (the
`game_problems` hook)."""

from __future__ import annotations

from typing import Any

from cardkit.fields.model import GAME, FieldTable
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.loading import LocatedDocument
from cardkit.packs.tabmaster.armies import LEADER_FIELDS
from cardkit.packs.tabmaster.codes import CODES, UNKNOWN_LEADER_FIELD


def game_problems(doc: LocatedDocument, table: FieldTable) -> list[Diagnostic]:
    """S015 for each unit category whose `army.field` no army file may write."""
    declared = [spec.id for spec in table.fields_of("army") if spec.origin == GAME and spec.type == "reference" and spec.to == "unit"]
    known = [*LEADER_FIELDS, *declared]
    problems: list[Diagnostic] = []
    categories: list[Any] = doc.data.get("unit_categories") or []
    for index, category in enumerate(categories):
        field_id = (category.get("army") or {}).get("field") if isinstance(category, dict) else None
        if field_id is None or field_id in known:
            continue
        where = doc.position(("unit_categories", index, "army", "field"))
        problems.append(
            CODES[UNKNOWN_LEADER_FIELD].diagnostic(
                doc.relpath,
                where.line,
                where.column,
                f"army files have no key `{field_id}` to name this category's leader",
                f"use {' or '.join(f'`{key}`' for key in known)}, or declare it: `fields: army: [{{id: {field_id}, name: ..., type: reference, to: unit}}]`",
            )
        )
    return problems
