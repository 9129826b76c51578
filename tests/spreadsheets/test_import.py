"""`cardkit import`: a realistic card list in CSV, xlsx and ods becomes one file per card, and
every failure the issue lists is reported at its cell with nothing written."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from tests.spreadsheets.conftest import run
from tests.spreadsheets.sheets import ERROR, write_sheet

FORMATS = ["csv", "xlsx", "ods"]
HEADER = ["Name", "Cost", "STR", "Side", "Faction", "Subtypes", "Unique", "Text", "Set", "#", "Qty"]
ROWS = [
    ["Harbour Pilot", 2, 1, "wardens", "tidewardens", "sailor · scout", None, "When this agent enters play, look at the top card of your deck.", "embers", 21, 3],
    ["Salt Witch", "X", 3, "Hollow", "Drowned Court", "spirit", "yes", "Draw X cards.", "embers", 22, 1],
    ["Lantern Boy", 0, 0, "wardens", "lamplighters", None, None, None, None, None, 2],
]


def _content(project: Path) -> dict[str, bytes]:
    return {path.relative_to(project).as_posix(): path.read_bytes() for path in sorted((project / "content").rglob("*")) if path.is_file()}


@pytest.mark.parametrize("suffix", FORMATS)
def test_a_sheet_in_each_format_becomes_one_file_per_card(hollowmarch: Path, suffix: str) -> None:
    sheet = write_sheet(hollowmarch / f"cards.{suffix}", "Agents", [HEADER, *ROWS])
    code, output = run(hollowmarch, "import", str(sheet), "--kind", "agent")
    assert code == 0, output
    assert "+ Harbour Pilot (added: content/agents/harbour-pilot.yaml)" in output
    assert (hollowmarch / "content/agents/harbour-pilot.yaml").read_text(encoding="utf-8") == (
        "name: Harbour Pilot\n"
        "cost: 2\n"
        "strength: 1\n"
        "side: wardens\n"
        "faction: tidewardens\n"
        "subtypes: [sailor, scout]\n"
        "text: When this agent enters play, look at the top card of your deck.\n"
        "printings:\n"
        "  - {set: embers, number: 21, quantity: 3}\n"
    )
    witch = (hollowmarch / "content/agents/salt-witch.yaml").read_text(encoding="utf-8")
    assert "cost: X\n" in witch and "unique: true\n" in witch and "faction: Drowned Court\n" in witch
    assert "copies: 2\n" in (hollowmarch / "content/agents/lantern-boy.yaml").read_text(encoding="utf-8")  # a quantity without a set
    code, output = run(hollowmarch, "check")
    assert code == 0, output


def test_dry_run_shows_the_change_and_writes_nothing(hollowmarch: Path) -> None:
    before = _content(hollowmarch)
    sheet = write_sheet(hollowmarch / "cards.csv", "Agents", [HEADER, *ROWS])
    code, output = run(hollowmarch, "import", str(sheet), "--kind", "agent", "--dry-run")
    assert code == 0 and "would write 3 file(s)" in output
    assert _content(hollowmarch) == before


FAILURES = [
    # (what, formats, rows, merged range, code, cell)
    ("unknown column", FORMATS, [["Name", "Cots"], ["Spark", 1]], None, "X002", "B1"),
    ("a value the field refuses", FORMATS, [HEADER[:5], ["Spark", "doze", 1, "wardens", "lamplighters"]], None, "S004", "B2"),
    ("a formula error", FORMATS, [HEADER[:5], ["Spark", ERROR, 1, "wardens", "lamplighters"]], None, "X005", "B2"),
    ("a merged cell", ["xlsx", "ods"], [HEADER[:5], ["Spark", 1, 1, "wardens", "lamplighters"], ["Flare", None, 1, "wardens", "lamplighters"]], "B2:B3", "X006", "B2"),
    ("a date where a number belongs", ["xlsx", "ods"], [HEADER[:5], ["Spark", datetime.date(2024, 4, 3), 1, "wardens", "lamplighters"]], None, "X007", "B2"),
    ("a duplicate name", FORMATS, [HEADER[:5], ["Spark", 1, 1, "wardens", "lamplighters"], ["SPARK", 2, 1, "wardens", "lamplighters"]], None, "X009", "A3"),
    ("a name the game has", FORMATS, [HEADER[:5], ["Lamplighter", 1, 1, "wardens", "lamplighters"]], None, "X009", "A2"),
]


@pytest.mark.parametrize(
    ("what", "suffix", "rows", "merged", "code", "cell"),
    [pytest.param(what, suffix, rows, merged, code, cell, id=f"{what}-{suffix}") for what, formats, rows, merged, code, cell in FAILURES for suffix in formats],
)
def test_each_failure_is_reported_at_its_cell_and_nothing_is_written(
    hollowmarch: Path, what: str, suffix: str, rows: list[list[object]], merged: str | None, code: str, cell: str
) -> None:
    before = _content(hollowmarch)
    sheet = write_sheet(hollowmarch / f"cards.{suffix}", "Agents", rows, merged)
    exit_code, output = run(hollowmarch, "import", str(sheet), "--kind", "agent")
    where = f"cards.{suffix}:{cell}" if suffix == "csv" else f"cards.{suffix}:Agents!{cell}"
    assert exit_code == 1, output
    assert f"{where}: error[{code}]" in output, output
    assert "hint: " in output
    assert _content(hollowmarch) == before


def test_an_unknown_column_suggests_the_field_and_map_fixes_it(hollowmarch: Path) -> None:
    sheet = write_sheet(hollowmarch / "cards.csv", "Agents", [[*HEADER[:5], "Mana"], ["Spark", 1, 1, "wardens", "lamplighters", 3]])
    code, output = run(hollowmarch, "import", str(sheet), "--kind", "agent")
    assert code == 1 and "cards.csv:F1: error[X002] the column `Mana` names no field" in output
    code, output = run(hollowmarch, "import", str(sheet), "--kind", "agent", "--map", "Mana=influence")
    assert code == 0, output
    assert "influence: 3\n" in (hollowmarch / "content/agents/spark.yaml").read_text(encoding="utf-8")


def test_a_file_that_is_no_spreadsheet_is_exit_2(hollowmarch: Path) -> None:
    bogus = hollowmarch / "cards.xlsx"
    bogus.write_text("not a zip", encoding="utf-8")
    code, output = run(hollowmarch, "import", str(bogus), "--kind", "agent")
    assert code == 2 and "error[X001]" in output


def test_json_names_the_cell(hollowmarch: Path) -> None:
    import json

    sheet = write_sheet(hollowmarch / "cards.xlsx", "Agents", [HEADER[:5], ["Spark", "doze", 1, "wardens", "lamplighters"]])
    code, output = run(hollowmarch, "import", str(sheet), "--kind", "agent", "--format", "json")
    found = json.loads(output)["diagnostics"][0]
    assert code == 1 and (found["file"], found["line"], found["column"], found["cell"]) == ("" + str(sheet), 2, 2, "Agents!B2")
