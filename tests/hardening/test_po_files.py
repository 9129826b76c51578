"""Issue 29, classes 1 and 2: PO files come from translators outside the team, so they are read
as strictly as YAML: a bounded size, a header Babel can act on without a bomb (`nplurals`,
charset), invalid bytes and control characters at their line, nothing outside the project, and
an entry given twice reported and kept by `i18n update` until the translator decides."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.hardening.bounded import DEFUSED_PEAK_MIB, cardkit_bounded
from tests.hardening.harness import SECRET, Link, cardkit, new_project, outside_folder, write_files

SPELLS_PO = "content/locales/en/spells.po"
UNITS_PO = "content/locales/en/units.po"
PLURAL_ENTRY = '\nmsgid "one card"\nmsgid_plural "%d cards"\nmsgstr[0] "uma carta"\n'


def _po(project: Path) -> str:
    return (project / SPELLS_PO).read_text(encoding="utf-8")


def _rewrite(project: Path, old: str, new: str | bytes) -> None:
    path = project / SPELLS_PO
    raw = path.read_bytes()
    assert old.encode() in raw, old
    path.write_bytes(raw.replace(old.encode(), new if isinstance(new, bytes) else new.encode(), 1))


def _line_of(project: Path, text: str) -> int:
    return _po(project).splitlines().index(text) + 1


@pytest.mark.slow
def test_a_plural_bomb_is_refused_under_a_memory_ceiling(tmp_path: Path) -> None:
    """nplurals=100000000 with one plural entry: Babel would build a list of 10^8 strings."""
    project = new_project("game", tmp_path / "projeto")
    _rewrite(project, "nplurals=2", "nplurals=100000000")
    (project / SPELLS_PO).open("a", encoding="utf-8").write(PLURAL_ENTRY)
    run = cardkit_bounded("check", "--project", str(project), "--format", "text", memory_mib=400)
    run.assert_finished_with("T007")
    line = _line_of(project, r'"Plural-Forms: nplurals=100000000; plural=(n != 1);\n"')
    assert f"{SPELLS_PO}:{line}:1: error[T007]" in run.output
    assert run.peak_mib < DEFUSED_PEAK_MIB and run.cpu_s < 30, (run.peak_mib, run.cpu_s)


@pytest.mark.slow
def test_a_po_file_past_the_size_limit_is_refused_unparsed(tmp_path: Path) -> None:
    """28 MB, as in the issue: it cost 15 CPU-s and gave 100,007 warnings. Now it is refused
    at its first line, and not even read whole to print that line under the finding."""
    from cardkit.foundation.diagnostics import MAX_ECHOED_BYTES
    from cardkit.loading import MAX_FILE_BYTES, MAX_PO_BYTES

    assert max(MAX_PO_BYTES, MAX_FILE_BYTES) <= MAX_ECHOED_BYTES, "a file cardkit reads has its lines shown"
    project = new_project("game", tmp_path / "projeto")
    entries = "".join(f'\nmsgctxt "spell name"\nmsgid "Carta {n}"\nmsgstr "Card {n}"\n' for n in range(450_000))
    (project / SPELLS_PO).open("a", encoding="utf-8").write(entries)
    assert (project / SPELLS_PO).stat().st_size > 28_000_000
    run = cardkit_bounded("check", "--project", str(project), memory_mib=400)
    run.assert_finished_with("T007")
    assert f"{SPELLS_PO}:1:1: error[T007] this file is larger than 4 MiB" in run.output
    assert run.output.count("[T004]") == 0, "a refused file's entries are not checked one by one"
    assert run.peak_mib < DEFUSED_PEAK_MIB and run.cpu_s < 15, (run.peak_mib, run.cpu_s)


@pytest.mark.parametrize("charset", ["rot13", "no-such-charset", "base64"])
@pytest.mark.parametrize("command", [("check",), ("i18n", "status")])
def test_an_unknown_charset_is_a_finding_not_a_traceback(tmp_path: Path, charset: str, command: tuple[str, ...]) -> None:
    project = new_project("game", tmp_path / "projeto")
    _rewrite(project, "charset=utf-8", f"charset={charset}")
    run = cardkit(*command, "--project", str(project))
    run.assert_clean_exit()
    if command == ("check",):
        assert run.exit_code == 1
        line = _line_of(project, f'"Content-Type: text/plain; charset={charset}\\n"')
        assert [(d.file, d.line) for d in run.of_code("T007")] == [(SPELLS_PO, line)], run.output


def test_the_preview_page_of_a_bad_charset_still_shows_the_cards(tmp_path: Path) -> None:
    """The page in English, as the designer opens it: every card, the other domains translated,
    the spells in Portuguese, and the finding on top (it showed a traceback and no cards)."""
    from starlette.testclient import TestClient

    from cardkit.preview.live import LiveProject
    from cardkit.preview.server import create_app

    project = new_project("game", tmp_path / "projeto")
    _rewrite(project, "charset=utf-8", "charset=rot13")
    page = TestClient(create_app(LiveProject(project), watch=False)).get("/?locale=en")
    assert page.status_code == 200
    line = _line_of(project, '"Content-Type: text/plain; charset=rot13\\n"')
    assert f"{SPELLS_PO}:{line}:1: error[T007]" in page.text, page.text[:3000]
    cards = page.text[page.text.index('<section class="kind"') :]
    assert 'id="spell-lamina-da-terra"' in cards and "Lâmina da Terra" in cards, "spells print in the source language"
    assert "Archer" in cards and "Arqueiro" not in cards, "the other domains still translate"


def test_invalid_utf8_is_at_its_line_and_column(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    _rewrite(project, 'msgstr "Shock"', b'msgstr "Sh\xf6ck"')
    run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    line = next(n for n, text in enumerate((project / SPELLS_PO).read_bytes().splitlines(), 1) if b"Sh\xf6ck" in text)
    assert [(d.file, d.line, d.column) for d in run.of_code("T007")] == [(SPELLS_PO, line, 11)], run.output


def test_update_of_a_file_with_invalid_utf8_leaves_it_and_exits_1(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    _rewrite(project, 'msgstr "Shock"', b'msgstr "Sh\xf6ck"')
    before = (project / SPELLS_PO).read_bytes()
    run = cardkit("i18n", "update", "en", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 1 and "[T007]" in run.output and "left content/locales/en/spells.po as it is" in run.output, run.output
    assert (project / SPELLS_PO).read_bytes() == before


def test_a_nul_in_a_translation_is_a_finding_at_its_line(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    _rewrite(project, 'msgstr "Shock"', b'msgstr "Sh\x00ock"')
    run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    run.assert_printable()
    line = next(n for n, text in enumerate((project / SPELLS_PO).read_bytes().splitlines(), 1) if b"\x00" in text)
    assert [(d.file, d.line) for d in run.of_code("T007")] == [(SPELLS_PO, line)], run.output
    assert "U+0000" in run.output


DUPLICATE = '\nmsgctxt "spell name"\nmsgid "Choque"\nmsgstr "Jolt"\n'


def test_a_duplicate_entry_is_reported_at_its_line(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    first = _line_of(project, 'msgid "Choque"')
    (project / SPELLS_PO).open("a", encoding="utf-8").write(DUPLICATE)
    second = len(_po(project).splitlines()) - 1
    run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 1
    assert [(d.file, d.line) for d in run.of_code("T008")] == [(SPELLS_PO, second)], run.output
    assert f"first at line {first}" in run.output


def test_update_keeps_both_translations_of_a_duplicate(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    (project / SPELLS_PO).open("a", encoding="utf-8").write(DUPLICATE)
    (project / UNITS_PO).unlink()  # another domain that needs writing: update leaves only the refused file alone
    before = (project / SPELLS_PO).read_bytes()
    run = cardkit("i18n", "update", "en", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 1 and "[T008]" in run.output, run.output
    text = (project / SPELLS_PO).read_bytes()
    assert text == before and b'msgstr "Shock"' in text and b'msgstr "Jolt"' in text
    assert "wrote" in run.output and (project / UNITS_PO).is_file(), "the other domains are still merged"


def test_a_po_file_linked_out_of_the_project_is_refused_unread(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    outside = outside_folder(project)
    stolen = (project / SPELLS_PO).read_text(encoding="utf-8").replace('msgstr "Shock"', f'msgstr "{SECRET}"')
    (outside / "spells.po").write_text(stolen, encoding="utf-8")
    (project / SPELLS_PO).unlink()
    write_files(project, {SPELLS_PO: Link("{outside}/spells.po")})
    run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    assert [(d.file, d.line) for d in run.of_code("T007")] == [(SPELLS_PO, 1)], run.output
    assert "link out of the project" in run.output and SECRET not in run.output

    from cardkit.pipeline import validate_project
    from cardkit.translation.translate import translated_project

    english = translated_project(validate_project(project), "en")
    assert SECRET not in {spell.name for spell in english.game.of_kind("spell")}


def test_a_translation_sheet_is_merged_only_into_po_files_check_would_read(tmp_path: Path) -> None:
    """`i18n import` rewrites PO files, so it reads them as check does: one linked out of the
    project is T007, its target neither read nor written, and nothing is merged."""
    project = new_project("game", tmp_path / "projeto")
    exported = cardkit("i18n", "export", "en", "--format", "csv", "--project", str(project))
    assert exported.exit_code == 0, exported.output
    sheet = project / "build/export/translations-en.csv"
    outside = outside_folder(project)
    stolen = _po(project).replace('msgstr "Shock"', f'msgstr "{SECRET}"')
    (outside / "spells.po").write_text(stolen, encoding="utf-8")
    (project / SPELLS_PO).unlink()
    write_files(project, {SPELLS_PO: Link("{outside}/spells.po")})
    units = (project / UNITS_PO).read_bytes()
    run = cardkit("i18n", "import", "en", str(sheet), "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 1, run.output
    assert [(d.file, d.line) for d in run.of_code("T007")] == [(SPELLS_PO, 1)], run.output
    assert "link out of the project" in run.output and SECRET not in run.output
    assert (outside / "spells.po").read_text(encoding="utf-8") == stolen and (project / UNITS_PO).read_bytes() == units
