"""What `cardkit i18n` writes, read back by the translators' tools: polib, and GNU gettext's
msgfmt, msgmerge, msgcat and msguniq (those tests skip, saying so, where gettext is missing)."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from pathlib import Path

from babel.messages.pofile import write_po

from cardkit.checks.translation import check_translations
from cardkit.translation.workflow import extract, status, update
from tests.i18n.conftest import loaded, po, read, set_translation
from tests.i18n.gettext_tools import gettext, msgfmt_check, msgfmt_counts, needs_gettext, polib_reads, written_po_files

LONG_PARAGRAPH = ("content/rulebook/03-regras-de-magia.md", "com a face para baixo até que se decida", "com a face para baixo até qual se decida")
LIST_BLOCK = ("content/rulebook/01-introducao.md", "- 1 ficha de Engenhos.", "- 1 ficha de Engenhos de guerra.")
PERCENT = "Tem 50% de chance de errar."
"""A text Babel would flag `python-format` ("% d"), which msgfmt --check then holds to printf's rules."""


def edit(root: Path, relpath: str, old: str, new: str) -> None:
    path = root / relpath
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def changed_sources(root: Path) -> Path:
    """The bundled game with a long paragraph and a list changed after translation, and a
    translated flavor text with a percent sign; its PO and POT files written by cardkit."""
    edit(root, *LONG_PARAGRAPH)
    edit(root, *LIST_BLOCK)
    spell = root / "content/spells/inferno.yaml"
    spell.write_text(spell.read_text(encoding="utf-8") + f"flavor: {PERCENT}\n", encoding="utf-8")
    update(loaded(root), "en")
    set_translation(po(root, "spells"), "spell Inferno: flavor", PERCENT, "Has a 50% chance to miss.")
    extract(loaded(root))
    update(loaded(root), "fr")  # a new locale: every entry empty, labels not filled (no French catalog)
    return root


def test_a_changed_long_or_multiline_string_keeps_its_previous_source_for_polib(translated: Path) -> None:
    changed_sources(translated)
    rulebook = polib_reads(po(translated, "rulebook"))
    fuzzy = {entry.msgid: entry for entry in rulebook.fuzzy_entries()}
    assert len(fuzzy) == 2
    paragraph = next(entry for msgid, entry in fuzzy.items() if "até qual se decida" in msgid)
    assert "até que se decida" in paragraph.previous_msgid and paragraph.previous_msgid.endswith("revelando-a para todos os jogadores.")
    listing = next(entry for msgid, entry in fuzzy.items() if "Engenhos de guerra" in msgid)
    assert "- 1 ficha de Engenhos.\n- 1 exército de miniatura" in listing.previous_msgid
    assert listing.msgstr.startswith("- 1 ")  # the old translation kept, to revise


def test_the_previous_source_survives_the_next_update_byte_for_byte(translated: Path) -> None:
    changed_sources(translated)
    before = po(translated, "rulebook").read_bytes()
    assert update(loaded(translated), "en").written == []  # nothing changed: nothing written
    assert po(translated, "rulebook").read_bytes() == before
    previous = [line for line in before.decode("utf-8").splitlines() if line.startswith("#|")]
    assert len([line for line in previous if line.startswith("#| msgid ")]) == 2
    assert all(line.startswith(('#| msgid "', '#| "')) and line.endswith('"') for line in previous), previous


def test_every_file_cardkit_writes_is_read_by_polib(translated: Path) -> None:
    changed_sources(translated)
    files = written_po_files(translated)
    assert len(files) == 21  # 7 POT, 7 en, 7 fr
    for path in files:
        assert len(polib_reads(path)) > 0, path


def test_every_file_cardkit_writes_passes_msgfmt_check(translated: Path) -> None:
    needs_gettext()
    changed_sources(translated)
    for path in written_po_files(translated):
        assert msgfmt_check(path) == "", path


def test_a_round_trip_through_msgmerge_msgcat_and_msguniq_stays_accepted_with_the_same_counts(translated: Path) -> None:
    needs_gettext()
    changed_sources(translated)
    counts = {(row.domain, row.translated, row.fuzzy, row.untranslated) for row in status(loaded(translated), ["en"])}
    folder = translated / "content/locales"
    for domain in ("game", "traits", "spells", "units", "armies", "rulebook", "labels"):
        merged, joined, unique = (translated / f"{domain}.{step}.po" for step in ("merged", "joined", "unique"))
        for tool, args in (
            ("msgmerge", ("--quiet", "-o", merged, folder / "en" / f"{domain}.po", folder / f"{domain}.pot")),
            ("msgcat", ("-o", joined, merged)),
            ("msguniq", ("-o", unique, joined)),
        ):
            done = gettext(tool, *args)
            assert done.returncode == 0, f"{tool} {domain}: {done.stderr}"
        shutil.copy(unique, folder / "en" / f"{domain}.po")
        row = next(row for row in status(loaded(translated), ["en"]) if row.domain == domain)
        assert msgfmt_counts(folder / "en" / f"{domain}.po") == (row.translated, row.fuzzy, row.untranslated)
    assert {(row.domain, row.translated, row.fuzzy, row.untranslated) for row in status(loaded(translated), ["en"])} == counts
    assert [d for d in check_translations(loaded(translated)) if d.code in ("T007", "T008")] == []


def as_older_cardkit_wrote(path: Path) -> None:
    """Rewrite a PO file as cardkit wrote it before issue 28: Babel's own writer, strings
    unwrapped, previous sources included (and wrapped as prose, without quotes)."""
    buffer = io.BytesIO()
    write_po(buffer, read(path), width=0, include_previous=True, sort_output=False)
    path.write_bytes(buffer.getvalue())


def test_a_previous_source_an_older_cardkit_wrapped_is_t010_and_update_writes_it_whole(translated: Path) -> None:
    changed_sources(translated)
    path = po(translated, "rulebook")
    previous = {entry.msgid: entry.previous_msgid for entry in polib_reads(path).fuzzy_entries()}
    as_older_cardkit_wrote(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    unquoted = [number for number, line in enumerate(lines, 1) if line.startswith("#|") and not line.endswith('"')]
    assert unquoted  # what msgfmt and polib refuse
    [refused] = [d for d in check_translations(loaded(translated)) if d.code == "T010"]
    assert (refused.file, refused.severity.value) == ("content/locales/en/rulebook.po", "error")
    assert refused.line == unquoted[0] and refused.message.startswith("2 previous source(s) (#| msgid) wrapped without quotes")
    assert update(loaded(translated), "en").written == [path]
    assert {entry.msgid: entry.previous_msgid for entry in polib_reads(path).fuzzy_entries()} == previous
    assert [d for d in check_translations(loaded(translated)) if d.code in ("T007", "T010")] == []


def test_an_older_cardkits_file_is_refused_by_msgfmt_and_accepted_once_updated(translated: Path) -> None:
    needs_gettext()
    changed_sources(translated)
    path = po(translated, "rulebook")
    as_older_cardkit_wrote(path)
    assert "end-of-line within string" in msgfmt_check(path)
    update(loaded(translated), "en")
    assert msgfmt_check(path) == ""


def _git(root: Path, *args: str, date: str | None = None) -> None:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"}
    if date is not None:
        env |= {"GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date}
    subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True, env=env)


def test_an_unchanged_tree_gives_byte_identical_files_after_a_later_commit(translated: Path) -> None:
    os.environ.pop("SOURCE_DATE_EPOCH", None)
    _git(translated, "init", "-q")
    _git(translated, "add", "-A")
    _git(translated, "commit", "-qm", "first", date="2026-01-01T10:00:00Z")
    extract(loaded(translated))
    update(loaded(translated), "en")
    _git(translated, "add", "-A")
    _git(translated, "commit", "-qm", "translations", date="2026-01-02T10:00:00Z")
    before = {path: path.read_bytes() for path in written_po_files(translated)}
    edit(translated, "content/spells/raio.yaml", "# DAN is the fixed number 20.", "# DAN is the fixed number 20 (seed 000).")
    _git(translated, "commit", "-qam", "a comment, no string", date="2026-02-03T10:00:00Z")
    assert extract(loaded(translated)) == [] and update(loaded(translated), "en").written == []
    assert {path: path.read_bytes() for path in written_po_files(translated)} == before
