"""One field table is the only place a field exists (issue 26): every field a module reads off
a definition by name is a field some table declares (cardkit's core.yaml, a pack's kinds.yaml),
and every key a pack's game.yaml view reads is one of the pack's game.yaml keys."""

from __future__ import annotations

import json
import re
from pathlib import Path

from cardkit.fields.read import core_fields
from cardkit.model.packs import every_pack

REPO = Path(__file__).resolve().parents[2]
READS = re.compile(r"""\.(?:values\.get|values\[|value)\(?\s*["']([a-z_][a-z0-9_]*)["']""")
"""`definition.values.get("cost")`, `definition.values["cost"]`, `self.value("cost", 0)`."""


def _declared() -> set[str]:
    found = set(core_fields().fields)
    for pack in every_pack():
        found |= {spec.id for kind in pack.table.kinds for spec in kind.fields}
        for path in pack.schema_dir.glob("*.schema.json"):
            found |= set(json.loads(path.read_text(encoding="utf-8")).get("$defs", {}).get("game", {}).get("properties", {}))
    return found


def test_every_field_read_by_name_is_declared_in_a_table() -> None:
    declared = _declared()
    undeclared = [
        f"{path.relative_to(REPO)}:{number}: {match.group(1)}"
        for path in sorted((REPO / "cardkit").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        for match in READS.finditer(line)
        if match.group(1) not in declared
    ]
    assert not undeclared, "fields read by name that no table declares:\n" + "\n".join(undeclared)


def test_the_check_sees_a_read_of_an_undeclared_field(tmp_path: Path) -> None:
    """The pattern above finds what it must (a test that cannot fail proves nothing)."""
    sample = 'cost = spell.values.get("cots")\nrange_ = self.value("range", 0)\n'
    assert [m.group(1) for m in READS.finditer(sample)] == ["cots", "range"]
    assert "cots" not in _declared() and "range" in _declared()
