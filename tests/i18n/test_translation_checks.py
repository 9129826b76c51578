"""T001-T007: each check fails on a planted defect at the PO file's line, and the bundled
English translation passes them all."""

from __future__ import annotations

from pathlib import Path

from cardkit.checks.translation import check_translations, rich_text_changes
from cardkit.foundation.diagnostics import Diagnostic
from tests.i18n.conftest import loaded, po, read, set_translation


def findings(project: Path, code: str | None = None) -> list[Diagnostic]:
    found = check_translations(loaded(project))
    return [d for d in found if code is None or d.code == code]


INFERNO_QUOTE = next(
    m.id for m in read(Path(__file__).resolve().parents[2] / "content/locales/en/rulebook.po") if "DAN 10 (Elemento: Terra)" in str(m.id)
)


def test_the_bundled_translation_passes_every_check(translated: Path) -> None:
    assert findings(translated) == []


def test_t003_a_number_changed_in_translation_is_an_error_at_its_po_line(translated: Path) -> None:
    path = po(translated, "rulebook")
    entry = read(path).get(INFERNO_QUOTE, context="rulebook 03-regras-de-magia.md")
    line = set_translation(path, "rulebook 03-regras-de-magia.md", INFERNO_QUOTE, entry.string.replace("DMG 10", "DMG 20"))
    [problem] = findings(translated, "T003")
    assert (problem.file, problem.line, problem.severity.value) == ("content/locales/en/rulebook.po", line, "error")
    assert "10 missing" in problem.message and "20 added" in problem.message


def test_t003_a_die_changed_in_translation_is_an_error(translated: Path) -> None:
    path = po(translated, "rulebook")
    entry = next(m for m in read(path) if "1d20" in str(m.string) and m.context.startswith("rulebook "))
    set_translation(path, entry.context, entry.id, entry.string.replace("1d20", "1d12", 1))
    [problem] = findings(translated, "T003")
    assert "1d20 missing" in problem.message and "1d12 added" in problem.message


def test_t002_an_edited_source_makes_its_translation_stale_before_any_update(translated: Path) -> None:
    trait = translated / "content/traits/agrupar.yaml"
    trait.write_text(trait.read_text(encoding="utf-8").replace("se juntar a outra", "se unir a outra"), encoding="utf-8")
    [stale] = findings(translated, "T002")
    assert stale.file == "content/locales/en/traits.po" and "trait Agrupar: text" in stale.message
    assert "content/traits/agrupar.yaml:" in stale.message


def test_t001_untranslated_strings_are_counted_per_file(translated: Path) -> None:
    spell = translated / "content/spells/inferno.yaml"
    spell.write_text(spell.read_text(encoding="utf-8") + 'flavor: "Tudo queima."\n', encoding="utf-8")
    [missing] = findings(translated, "T001")
    assert missing.file == "content/locales/en/spells.po"
    assert missing.message.startswith("1 string(s) not translated into en") and "spell Inferno: flavor" in missing.message


def test_t004_a_translation_of_a_name_the_game_no_longer_has(translated: Path) -> None:
    (translated / "content/spells/dor.yaml").unlink()
    dangling = findings(translated, "T004")
    assert any("'Dor'" in d.message and d.file == "content/locales/en/spells.po" for d in dangling)


def test_t005_two_definitions_translated_to_one_name(translated: Path) -> None:
    line = set_translation(po(translated, "spells"), "spell name", "Dor", "Torment")
    [same] = findings(translated, "T005")
    assert same.file == "content/locales/en/spells.po" and same.line in (line, same.line)
    assert "'Dor'" in same.message and "'Tormento'" in same.message and "'Torment'" in same.message


def test_t006_a_lost_call_or_heading_is_an_error(translated: Path) -> None:
    path = po(translated, "rulebook")
    set_translation(path, "rulebook 04-lista-de-magias-iniciais.md", "# Lista de Magias Iniciais", "Starting Spell List")
    block = next(m for m in read(path) if "¹" in str(m.id))
    set_translation(path, block.context, block.id, str(block.string).replace("¹", ""))
    lost = {d.message for d in findings(translated, "T006")}
    assert any("'#'" in message for message in lost)
    assert any("'¹'" in message for message in lost)


def test_t006_a_label_must_keep_its_fields(translated: Path) -> None:
    path = po(translated, "labels")
    entry = next(m for m in read(path) if "{" in str(m.id))
    set_translation(path, entry.context, entry.id, "no fields")
    assert any(entry.context in str(read(path).get(entry.id, context=entry.context).context) for _ in findings(translated, "T006"))


def test_t007_a_broken_po_file_is_an_error_at_its_line(translated: Path) -> None:
    path = po(translated, "units")
    lines = path.read_text(encoding="utf-8").splitlines()
    broken = next(i for i, line in enumerate(lines) if line.startswith("msgstr ") and i > 20)
    lines[broken] = 'msgstr "unterminated'
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    bad = findings(translated, "T007")
    assert [(d.file, d.severity.value) for d in bad] == [("content/locales/en/units.po", "error")]
    assert bad[0].line == broken + 1
def test_a_duplicate_entry_is_t008_at_its_line_naming_the_first(translated: Path) -> None:
    path = po(translated, "spells")
    text = path.read_text(encoding="utf-8")
    first = text.splitlines().index('msgid "Choque"') + 1
    path.write_text(text + '\nmsgctxt "spell name"\nmsgid "Choque"\nmsgstr "Jolt"\n', encoding="utf-8")
    [twin] = [d for d in check_translations(loaded(translated)) if d.code == "T008"]
    assert (twin.file, twin.line, twin.severity.value) == ("content/locales/en/spells.po", len(text.splitlines()) + 3, "error")
    assert twin.message.startswith(f"this entry repeats the one at line {first}: 'Choque' (spell name)")
    assert "msguniq --use-first" in (twin.hint or "")



def test_t001_names_each_untranslated_string_with_its_line(translated: Path) -> None:
    first = set_translation(po(translated, "spells"), "spell name", "Choque", "")
    second = set_translation(po(translated, "spells"), "spell name", "Raio", "")
    [missing] = findings(translated, "T001")
    assert missing.line == min(first, second)
    assert missing.message == (
        f"2 string(s) not translated into en: 'Choque' (spell name, line {first}), 'Raio' (spell name, line {second})"
    )


def test_t006_the_marks_a_translation_keeps_come_from_game_yaml(translated: Path) -> None:
    """Tab Master lists its note markers in `translation: keep:`; a game that lists none may
    lose a superscript (the ³ of m³ written out) without a finding."""
    path = po(translated, "rulebook")
    block = next(m for m in read(path) if "¹" in str(m.id))
    set_translation(path, block.context, block.id, str(block.string).replace("¹", ""))
    assert any("'¹'" in d.message for d in findings(translated, "T006"))
    game = translated / "content/game.yaml"
    text = game.read_text(encoding="utf-8")
    kept = next(line for line in text.splitlines() if line.startswith("  keep: "))
    game.write_text(text.replace(kept, '  keep: ["{x}"]'), encoding="utf-8")
    assert findings(translated, "T006") == []


def test_t003_a_number_written_as_a_word_of_the_target_language_is_kept(translated: Path) -> None:
    path = po(translated, "game")
    entry = next(m for m in read(path) if m.context == "element Fogo: text.attack")
    assert "causam 20 pontos" in str(entry.id)
    set_translation(path, str(entry.context), str(entry.id), str(entry.string).replace("deal 20 points", "deal twenty points"))
    assert findings(translated, "T003") == []
    set_translation(path, str(entry.context), str(entry.id), str(entry.string).replace("deal 20 points", "deal thirty points"))
    [changed] = findings(translated, "T003")
    assert changed.message == "the translation's numbers and dice differ from the source: 20 missing"


def test_t009_a_locale_cardkit_ships_no_labels_for_is_named_once(translated: Path) -> None:
    from cardkit.translation.workflow import update

    update(loaded(translated), "fr")
    [named] = findings(translated, "T009")
    assert named.file == "content/locales/fr/labels.po" and named.line == 1
    assert named.message.startswith("cardkit ships no label catalog for fr: ")
    assert "label(s) print in pt-BR, the game's language" in named.message
    assert not [d for d in findings(translated, "T009") if "/en/" in d.file]


def test_t011_a_translation_that_drops_or_adds_a_symbol_or_bold_is_an_error_at_its_line(translated: Path) -> None:
    path = po(translated, "traits")
    entry = next(m for m in read(path) if (m.context or "").endswith(": text") and m.string)
    first, rest = str(entry.string).split(" ", 1)
    line = set_translation(path, entry.context, entry.id, f"**{first}** {rest} [light]")
    [problem] = findings(translated, "T011")
    assert (problem.file, problem.line, problem.severity.value) == ("content/locales/en/traits.po", line, "error")
    assert problem.message.endswith("rich text differs from the source: [light] added, bold added")


def test_t011_a_dropped_italic_of_the_rulebook_is_found_but_a_headings_gloss_is_the_translators(translated: Path) -> None:
    path = po(translated, "rulebook")
    entry = next(m for m in read(path) if not str(m.id).startswith("#") and "italic missing" in rich_text_changes(str(m.id), ""))
    line = set_translation(path, entry.context, entry.id, str(entry.string).replace("*", ""))
    [problem] = findings(translated, "T011")
    assert problem.line == line and "italic missing" in problem.message
    assert rich_text_changes("## Contato *Melee*", "## Melee") == ""


def test_t011_words_may_move_around_the_markup_and_labels_are_plain_text() -> None:
    assert rich_text_changes("**Enters play:** spend 1 [light].", "Gaste 1 [light] **ao entrar em jogo:**") == ""
    assert rich_text_changes("Spend [light] and [light].", "Gaste [light].") == "[light] missing"
    assert rich_text_changes("*Once* per turn.", "Once per turn.") == "italic missing"
