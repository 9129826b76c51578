"""`cardkit i18n export LOCALE` and `cardkit i18n import LOCALE FILE` on the bundled Tab Master's
English PO files: the sheet a translator fills in a spreadsheet program, merged back into PO
files gettext and polib read, each problem at its cell and nothing written while one remains."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.i18n.conftest import po, set_translation
from tests.i18n.gettext_tools import msgfmt_check, polib_reads
from tests.spreadsheets.conftest import run

HEADER = ["file", "context", "source", "translation", "state", "note", "revision"]


def po_bytes(project: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted((project / "content" / "locales" / "en").glob("*.po"))}


def exported(project: Path, fmt: str) -> Path:
    code, output = run(project, "i18n", "export", "en", "--format", fmt)
    assert code == 0, output
    return project / "build" / "export" / f"translations-en.{fmt}"


def read_rows(path: Path) -> list[list[Any]]:
    """The sheet's rows as a spreadsheet program shows them."""
    if path.suffix == ".csv":
        with path.open(encoding="utf-8-sig", newline="") as stream:
            return [list(row) for row in csv.reader(stream)]
    if path.suffix == ".xlsx":
        from openpyxl import load_workbook

        return [list(row) for row in load_workbook(path).worksheets[0].iter_rows(values_only=True)]
    from odfdo import Document

    table = Document(path).body.get_table(0)
    return [[cell.value for cell in row.traverse()] for row in table.traverse()]


def edit(path: Path, edits: dict[tuple[int, int], Any]) -> None:
    """Set cells (0-based row, column) as a translator's spreadsheet program would save them."""
    if path.suffix == ".csv":
        rows = read_rows(path)
        for (y, x), value in edits.items():
            rows[y][x] = value
        with path.open("w", encoding="utf-8", newline="") as stream:
            csv.writer(stream).writerows(rows)
    elif path.suffix == ".xlsx":
        from openpyxl import load_workbook

        book = load_workbook(path)
        for (y, x), value in edits.items():
            book.worksheets[0].cell(y + 1, x + 1).value = value
        book.save(path)
    else:
        from odfdo import Document

        document = Document(path)
        table = document.body.get_table(0)
        for (y, x), value in edits.items():
            table.set_value((x, y), value)
        document.save(path)


def row_of(rows: list[list[Any]], context: str, source: str) -> int:
    return next(index for index, row in enumerate(rows) if row[1] == context and row[2] == source)


def entry(project: Path, domain: str, context: str, source: str) -> Any:
    found = polib_reads(po(project, domain)).find(source, msgctxt=context)
    assert found is not None
    return found


def blocks(data: bytes) -> list[bytes]:
    return data.split(b"\n\n")


@pytest.mark.parametrize("fmt", ["xlsx", "ods", "csv"])
def test_a_filled_sheet_merges_into_the_po_files_and_nothing_else_changes(game_copy: Path, fmt: str) -> None:
    set_translation(po(game_copy, "spells"), "spell name", "Tornado", "")  # a string still to translate
    before = po_bytes(game_copy)
    sheet = exported(game_copy, fmt)
    rows = read_rows(sheet)
    assert rows[0][: len(HEADER)] == HEADER
    tornado, tormento, vinculo = (row_of(rows, "spell name", name) for name in ("Tornado", "Tormento", "Vínculo"))
    assert rows[tornado][4] == "untranslated" and rows[tormento][4] == "translated"
    edit(sheet, {(tornado, 3): "Whirlwind", (tormento, 3): "Agony", (vinculo, 4): "fuzzy"})

    code, output = run(game_copy, "i18n", "import", "en", str(sheet))

    assert code == 0, output
    assert "wrote content/locales/en/spells.po" in output
    assert entry(game_copy, "spells", "spell name", "Tornado").msgstr == "Whirlwind"
    assert entry(game_copy, "spells", "spell name", "Tormento").msgstr == "Agony"
    bond = entry(game_copy, "spells", "spell name", "Vínculo")
    assert bond.msgstr == "Bond" and "fuzzy" in bond.flags
    after = po_bytes(game_copy)
    assert {name for name in before if before[name] != after[name]} == {"spells.po"}
    changed = [old for old, new in zip(blocks(before["spells.po"]), blocks(after["spells.po"]), strict=True) if old != new]
    assert len(changed) == 3 and all(b"Tornado" in old or b"Tormento" in old or b"V\xc3\xadnculo" in old for old in changed)
    if shutil.which("msgfmt"):
        assert msgfmt_check(po(game_copy, "spells")) == ""
    code, output = run(game_copy, "i18n", "import", "en", str(sheet))
    assert code == 0 and "nothing to change" in output  # the sheet now says what the files say


def test_the_exported_xlsx_keeps_cardkit_columns_read_only(game_copy: Path) -> None:
    from openpyxl import load_workbook

    sheet = load_workbook(exported(game_copy, "xlsx")).worksheets[0]
    refused = {str(rule.sqref).split(":")[0] for rule in sheet.data_validations.dataValidation if rule.formula1 == "FALSE"}
    assert refused == {"A2", "B2", "C2", "F2", "G2"}  # file, context, source, note, revision
    assert sheet["C1"].fill.fgColor.rgb.endswith("DDDDDD") and sheet["D1"].fill.fgColor.rgb != sheet["C1"].fill.fgColor.rgb


def test_each_failure_is_reported_at_its_cell_and_nothing_is_written(game_copy: Path) -> None:
    before = po_bytes(game_copy)
    sheet = exported(game_copy, "xlsx")
    rows = read_rows(sheet)
    numbers = next(index for index, row in enumerate(rows) if row[1] == "trait Aquático: text")
    heading = row_of(rows, "rulebook 01-introducao.md", "## Materiais")
    twin = row_of(rows, "spell name", "Tormento")
    gone = row_of(rows, "spell name", "Dor")
    formula = row_of(rows, "spell name", "Choque")
    edit(sheet, {
        (numbers, 3): str(rows[numbers][3]).replace("5", "7"),
        (heading, 3): "Materials",
        (twin, 3): "Tornado",
        (gone, 2): "Dores",
        (formula, 3): "#REF!",
    })

    code, output = run(game_copy, "i18n", "import", "en", str(sheet), "--format", "json")

    assert code == 1
    found = {(d["code"], d["cell"]) for d in json.loads(output)["diagnostics"]}
    sheet_name = "en"
    assert found == {
        ("T003", f"{sheet_name}!D{numbers + 1}"),
        ("T006", f"{sheet_name}!D{heading + 1}"),
        ("T005", f"{sheet_name}!D{twin + 1}"),
        ("X013", f"{sheet_name}!C{gone + 1}"),
        ("X005", f"{sheet_name}!D{formula + 1}"),
    }
    assert po_bytes(game_copy) == before


def test_a_stale_row_names_the_string_and_how_to_recover(game_copy: Path) -> None:
    sheet = exported(game_copy, "csv")
    rows = read_rows(sheet)
    gone = row_of(rows, "spell name", "Dor")
    edit(sheet, {(gone, 2): "Dores", (gone, 3): "Pains"})

    code, output = run(game_copy, "i18n", "import", "en", str(sheet))

    assert code == 1
    assert f"translations-en.csv:C{gone + 1}: error[X013]" in output
    assert "'Dores'" in output and "i18n export" in output
    assert "Traceback" not in output


def test_an_entry_edited_since_the_export_is_refused_unless_forced(game_copy: Path) -> None:
    sheet = exported(game_copy, "xlsx")
    rows = read_rows(sheet)
    tormento = row_of(rows, "spell name", "Tormento")
    set_translation(po(game_copy, "spells"), "spell name", "Tormento", "Anguish")  # the PO editor's work
    set_translation(po(game_copy, "spells"), "spell name", "Dor", "Ache")  # the sheet leaves this row alone
    edited = po(game_copy, "spells").read_bytes()
    edit(sheet, {(tormento, 3): "Agony"})

    code, output = run(game_copy, "i18n", "import", "en", str(sheet))

    assert code == 1
    assert f"en!D{tormento + 1}" in output and "error[X010]" in output and "'Anguish'" in output and "--force" in output
    assert po(game_copy, "spells").read_bytes() == edited

    code, output = run(game_copy, "i18n", "import", "en", str(sheet), "--force")

    assert code == 0, output
    assert entry(game_copy, "spells", "spell name", "Tormento").msgstr == "Agony"
    assert entry(game_copy, "spells", "spell name", "Dor").msgstr == "Ache"


def test_a_sheet_without_its_columns_is_refused(game_copy: Path) -> None:
    sheet = game_copy / "mine.csv"
    sheet.write_text("file,source,translation\nspells,Dor,Pain\n", encoding="utf-8")

    code, output = run(game_copy, "i18n", "import", "en", str(sheet))

    assert code == 1 and "error[X014]" in output and "context" in output


def test_the_source_language_and_an_unknown_locale_are_refused(game_copy: Path) -> None:
    code, output = run(game_copy, "i18n", "export", "pt-BR")
    assert code == 2 and "own language" in output
    code, output = run(game_copy, "i18n", "export", "fr")
    assert code == 2 and "i18n update fr" in output
