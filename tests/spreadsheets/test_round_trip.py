"""Export, change in the sheet, `import --update`: only the changed values are rewritten, every
other byte of every file stays; a file edited since the export is refused; a missing row is
reported and kept unless --delete."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook

from tests.spreadsheets.conftest import run

COMMENTED = "content/agents/lamplighter.yaml"


def _content(project: Path) -> dict[str, bytes]:
    return {path.relative_to(project).as_posix(): path.read_bytes() for path in sorted((project / "content").rglob("*")) if path.is_file()}


def _exported(project: Path, suffix: str = "xlsx") -> Path:
    code, output = run(project, "export", "--kind", "agent", "--format", suffix)
    assert code == 0, output
    return project / "build/export" / f"agents.{suffix}"


def _set(sheet: Path, name: str, header: str, value: object) -> None:
    book = load_workbook(sheet)
    page = book.worksheets[0]
    headers = [cell.value for cell in page[1]]
    row = next(row for row in page.iter_rows(min_row=2) if row[0].value == name)
    row[headers.index(header)].value = value
    book.save(sheet)


@pytest.fixture
def commented(hollowmarch: Path) -> Path:
    """Lamplighter with comments, odd spacing and quotes: what a round trip must keep."""
    (hollowmarch / COMMENTED).write_text(
        "# The first agent of the Core Set.\n"
        "name: Lamplighter\n"
        "cost:   1   # cheap on purpose\n"
        "strength: 1\n"
        "side: 'wardens'\n"
        "faction: lamplighters\n"
        "subtypes: [ keeper ]\n"
        "influence: 1\n"
        "text: When this agent enters play, light a lamp.\n"
        "flavor: One flame, then another, down the whole of the March.\n"
        "printings:\n"
        "  - {set: core, number: 5, quantity: 3}   # three in the box\n",
        encoding="utf-8",
    )
    return hollowmarch


@pytest.mark.parametrize("suffix", ["csv", "xlsx", "ods"])
def test_an_unchanged_sheet_changes_nothing(commented: Path, suffix: str) -> None:
    before = _content(commented)
    code, output = run(commented, "import", str(_exported(commented, suffix)), "--kind", "agent", "--update")
    assert code == 0 and "nothing to change" in output, output
    assert _content(commented) == before


def test_changed_costs_rewrite_only_their_values(commented: Path) -> None:
    before = _content(commented)
    sheet = _exported(commented)
    _set(sheet, "Lamplighter", "Cost", 2)
    _set(sheet, "Tide Caller", "Cost", 4)
    _set(sheet, "Ferryman", "Flavour text", "The river keeps its own count.")
    code, output = run(commented, "import", str(sheet), "--kind", "agent", "--update")
    assert code == 0, output
    assert "  ~ Lamplighter (changed: content/agents/lamplighter.yaml)\n      Cost: 1 → 2" in output
    assert "      Cost: X → 4" in output
    after = _content(commented)
    changed = {name for name in before if before[name] != after[name]}
    assert changed == {COMMENTED, "content/agents/tide-caller.yaml", "content/agents/ferryman.yaml"}
    assert after[COMMENTED] == before[COMMENTED].replace(b"cost:   1   # cheap", b"cost:   2   # cheap")
    assert after["content/agents/tide-caller.yaml"] == before["content/agents/tide-caller.yaml"].replace(b'cost: "X"', b"cost: 4")
    assert after["content/agents/ferryman.yaml"].endswith(b"flavor: The river keeps its own count.\n") or b"flavor: The river keeps its own count.\nprintings" in after["content/agents/ferryman.yaml"]


def test_a_file_edited_since_the_export_is_refused(commented: Path) -> None:
    sheet = _exported(commented)
    edited = (commented / COMMENTED).read_text(encoding="utf-8").replace("strength: 1", "strength: 2")
    (commented / COMMENTED).write_text(edited, encoding="utf-8")
    _set(sheet, "Lamplighter", "Cost", 3)
    before = _content(commented)
    code, output = run(commented, "import", str(sheet), "--kind", "agent", "--update")
    assert code == 1
    assert "error[X010] content/agents/lamplighter.yaml changed since the sheet was exported" in output
    assert "agents.xlsx:Agent!V" in output  # the revision cell
    assert _content(commented) == before


def test_a_missing_row_is_reported_and_deleted_only_when_asked(commented: Path) -> None:
    sheet = _exported(commented)
    book = load_workbook(sheet)
    page = book.worksheets[0]
    row = next(cell.row for cell in page["A"] if cell.value == "Ferryman")
    page.delete_rows(row)
    book.save(sheet)
    code, output = run(commented, "import", str(sheet), "--kind", "agent", "--update")
    assert code == 0 and "content/agents/ferryman.yaml:1:1: warning[X011] 'Ferryman' has no row" in output
    assert (commented / "content/agents/ferryman.yaml").exists()
    code, output = run(commented, "import", str(sheet), "--kind", "agent", "--update", "--delete")
    assert code == 0 and "− Ferryman (removed: content/agents/ferryman.yaml)" in output
    assert not (commented / "content/agents/ferryman.yaml").exists()


def test_a_comment_inside_a_changed_block_value_is_refused(hollowmarch: Path) -> None:
    path = hollowmarch / "content/agents/ferryman.yaml"
    text = path.read_text(encoding="utf-8")
    printings = text[text.index("printings:"):]
    path.write_text(text.replace(printings, printings + "  # the reprint is pending\n  - {set: embers, number: 30, quantity: 1}\n"), encoding="utf-8")
    sheet = _exported(hollowmarch)
    book = load_workbook(sheet)
    page = book.worksheets[0]
    column = next(cell.column for cell in page[1] if "rint" in str(cell.value))
    row = next(cell.row for cell in page["A"] if cell.value == "Ferryman")
    page.cell(row, column).value = str(page.cell(row, column).value).replace("quantity: 1", "quantity: 2")
    book.save(sheet)
    before = _content(hollowmarch)
    code, output = run(hollowmarch, "import", str(sheet), "--kind", "agent", "--update")
    assert code == 1 and "error[X012]" in output and "holds a comment" in output, output
    assert _content(hollowmarch) == before


def test_the_bundled_game_round_trips_structured_fields(tmp_path: Path) -> None:
    """Tab Master's units: attacks and traits travel as YAML in their cells; an attack changed
    in the sheet is rewritten as a block at its indentation, the file's comments kept."""
    from cardkit.examples import write_example

    project = tmp_path / "tm"
    write_example("tab-master", project)
    code, output = run(project, "export", "--kind", "unit", "--format", "xlsx")
    assert code == 0, output
    sheet = project / "build/export/units.xlsx"
    code, output = run(project, "import", str(sheet), "--kind", "unit", "--update")
    assert code == 0 and "nothing to change" in output, output
    path = project / "content/units/arqueiro.yaml"
    before = path.read_text(encoding="utf-8")
    book = load_workbook(sheet)
    page = book.worksheets[0]
    headers = [cell.value for cell in page[1]]
    row = next(row for row in page.iter_rows(min_row=2) if row[0].value == "Arqueiro")
    cell = row[headers.index("Ataques")]
    cell.value = str(cell.value).replace("damage: 1d20", "damage: 2d10", 1)
    book.save(sheet)
    code, output = run(project, "import", str(sheet), "--kind", "unit", "--update")
    assert code == 0, output
    after = path.read_text(encoding="utf-8")
    assert after == before.replace("    damage: 1d20\n", "    damage: 2d10\n", 1)


def test_export_names_the_sheet_as_the_user_reaches_it(hollowmarch: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """From the project's folder the sheet is `build/export/agents.csv`, as `build` names a PDF,
    never the machine's absolute path."""
    monkeypatch.chdir(hollowmarch)
    code, output = run(hollowmarch, "export", "--kind", "agent", "--format", "csv")
    assert code == 0, output
    assert output.splitlines()[-1] == "wrote build/export/agents.csv (10 card(s))"
