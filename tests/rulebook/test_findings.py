"""Findings in a broken copy of the project land at the right Markdown line with both values."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardkit.foundation.diagnostics import Severity
from cardkit.rulebook.build import build_rulebook
from tests.rulebook.conftest import assemble, check_rulebook, findings, load

CHAPTER = "content/rulebook/04-lista-de-magias-iniciais.md"
ATTACKS = "content/rulebook/02-tipos-de-ataque.md"


def _append(root: Path, relpath: str, text: str) -> int:
    """Append a paragraph; return the 1-based line it starts on."""
    path = root / relpath
    old = path.read_text(encoding="utf-8").rstrip("\n")
    path.write_text(old + "\n\n" + text + "\n", encoding="utf-8")
    return old.count("\n") + 3


def _set_yaml(root: Path, relpath: str, key: str, value: str) -> None:
    path = root / relpath
    lines = [f"{key}: {value}" if line.startswith(f"{key}:") else line for line in path.read_text(encoding="utf-8").splitlines()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


@pytest.mark.slow
def test_the_seed_quotes_that_disagree_with_the_cards_are_found(bundled) -> None:  # type: ignore[no-untyped-def]
    # Both are in docs/seed-facts.md, Worked examples.
    messages = {(d.file, d.message) for d in bundled.result.diagnostics if d.code == "R601"}
    assert messages == {
        ("content/rulebook/03-regras-de-magia.md", "Lâmina da Terra: the text says DAN 10, the card says 1d20"),
        ("content/rulebook/03-regras-de-magia.md", "Inferno: the text says DAN 20, the card says 2d20"),
    }
    assert all(d.severity is Severity.WARNING for d in bundled.result.diagnostics if d.code == "R601")


def test_a_wrong_stat_quote_is_a_warning_at_its_line(game_copy: Path) -> None:
    line = _append(game_copy, ATTACKS, "Exemplo: um Lanceiro ¹ (ATK 3, DAN 1d20, MOV 1) e um Cavaleiro (ATK (Mágico) 3).")
    found = findings(game_copy, "R601")
    mine = [d for d in found if d.file == ATTACKS]
    assert [(d.line, d.message) for d in mine] == [
        (line, "Lanceiro: the text says ATK 3, the card says 2"),
        (line, "Cavaleiro: the text gives ATK 3, the card has no such attack"),
    ]
    assert mine[0].column == len("Exemplo: um ") + 1
    assert "content/units/lanceiro.yaml" in (mine[0].hint or "")


def test_an_unknown_name_in_a_quote_suggests_the_closest(game_copy: Path) -> None:
    line = _append(game_copy, ATTACKS, "Um Lanceirro (DEF 6) espera.")
    [problem] = [d for d in findings(game_copy, "R602") if d.file == ATTACKS]
    assert problem.line == line and "Lanceirro" in problem.message and "Lanceiro" in (problem.hint or "")


def test_changing_a_spells_damage_changes_the_table_and_flags_the_quote(game_copy: Path) -> None:
    line = _append(game_copy, CHAPTER, "Exemplo: Choque (Custo 2, RNG 2, DAN 1d20, REF Alquimista).")
    assert [d for d in findings(game_copy, "R601") if d.file == CHAPTER] == []
    _set_yaml(game_copy, "content/spells/choque.yaml", "damage", "2d10")
    [warning] = [d for d in findings(game_copy, "R601") if d.file == CHAPTER]
    assert (warning.line, warning.severity, warning.message) == (
        line,
        Severity.WARNING,
        "Choque: the text says DAN 1d20, the card says 2d10",
    )
    row = assemble(load(game_copy)).html.split(">Choque<", 1)[1].split("</tr>", 1)[0]
    assert "2d10" in row and "1d20" not in row


def test_a_wrong_scenario_outcome_is_an_error_at_the_block(game_copy: Path) -> None:
    block = """```scenario
board: 3x1
units:
  - {id: "1", unit: Lanceiro, side: A, at: a1}
  - {id: "2", unit: Soldado, side: B, at: c1}
action: {attacker: "1", attack: Comum, target: "2"}
dice: {damage: 7}
claim: {defeated: ["2"]}
```"""
    line = _append(game_copy, ATTACKS, block)
    [error] = [d for d in findings(game_copy, "R603") if d.file == ATTACKS and d.line == line]
    assert error.severity is Severity.ERROR
    assert "the text says defeated: 2 (Soldado); the engine: none" in error.message
    assert "7 damage <= DEF 10" in error.message


@pytest.mark.slow
def test_expect_finding_downgrades_but_keeps_the_mismatch(bundled) -> None:  # type: ignore[no-untyped-def]
    r603 = [d for d in bundled.result.diagnostics if d.code == "R603"]
    assert {(d.file, d.line) for d in r603} == {
        ("content/rulebook/02-tipos-de-ataque.md", 66),
        ("content/rulebook/02-tipos-de-ataque.md", 95),
        ("content/rulebook/03-regras-de-magia.md", 28),
    }
    assert all(d.severity is Severity.WARNING and (d.hint or "").startswith("expected finding: ") for d in r603)
    assert any("fluxo_spent: 40; the engine: 8" in d.message for d in r603)


def test_a_stale_expect_finding_is_reported(game_copy: Path) -> None:
    path = game_copy / ATTACKS
    path.write_text(path.read_text(encoding="utf-8").replace("dice: {damage: 3}\nclaim:\n  defeated: [\"2\"]\nexpect_finding", "dice: {damage: 3}\nclaim:\n  defeated: []\nexpect_finding", 1), encoding="utf-8")
    stale = [d for d in findings(game_copy, "R603") if "expect_finding is set" in d.message]
    assert [(d.line, d.severity) for d in stale] == [(66, Severity.WARNING)]


def test_a_broken_scenario_points_at_its_yaml_line(game_copy: Path) -> None:
    line = _append(game_copy, ATTACKS, "```scenario\nboard: 3x1\nunits:\n  - {id: 1, unit: Lanceiro, at: z9}\naction: {attacker: 1, attack: Comum}\nclaim: {}\n```")
    [problem] = [d for d in findings(game_copy, "R604") if d.file == ATTACKS]
    assert problem.line == line + 3 and "'z9' is not a square" in problem.message


def test_an_unknown_placeholder_name_is_an_error_with_did_you_mean(game_copy: Path) -> None:
    line = _append(game_copy, CHAPTER, '{{ spell("Infernu") }}\n\n{{ spel_table() }}\n\n{{ unit("Arqueiro") }}')
    found = [d for d in findings(game_copy, "R602") + findings(game_copy, "R605") if d.file == CHAPTER]
    assert [(d.code, d.line, d.severity) for d in found] == [("R602", line, Severity.ERROR), ("R605", line + 2, Severity.ERROR)]
    assert "'Inferno'" in (found[0].hint or "") and "spell_table" in (found[1].hint or "")


def test_inline_placeholders_broken_links_and_missing_files_are_reported(game_copy: Path) -> None:
    line = _append(game_copy, CHAPTER, 'Veja {{ spell("Inferno") }} e [Magias](#nao-existe).')
    assert [(d.line, d.column) for d in findings(game_copy, "R605") if d.file == CHAPTER] == [(line, 6)]
    assert [d.line for d in findings(game_copy, "R607") if d.file == CHAPTER] == [line]
    (game_copy / "content/rulebook/06-alcance.md").unlink()
    [missing] = findings(game_copy, "R606")
    assert missing.file == "content/rulebook/book.yaml" and "06-alcance.md" in missing.message


def test_chapter_text_is_never_evaluated_as_a_template(game_copy: Path) -> None:
    _append(game_copy, CHAPTER, "Texto {{ 7*7 }} e {% raw %} fim.")
    html = assemble(load(game_copy)).html
    assert "Texto {{ 7*7 }} e {% raw %} fim." in html and ">49<" not in html


def test_a_project_without_a_rulebook_checks_clean_but_cannot_build_one(game_copy: Path, tmp_path: Path) -> None:
    shutil.rmtree(game_copy / "content" / "rulebook")
    assert check_rulebook(load(game_copy)) == []
    result = build_rulebook(load(game_copy, tmp_path / "out"))
    assert result.paths == [] and [d.code for d in result.diagnostics] == ["R606"]


def test_a_key_book_yaml_does_not_read_is_r606_at_its_line_with_the_nearest(game_copy: Path) -> None:
    """book.yaml's keys come from book.schema.json, the manual's and the editors' source: a
    mistyped key is reported where it is written instead of leaving its value out unsaid."""
    book = game_copy / "content/rulebook/book.yaml"
    text = book.read_text(encoding="utf-8").replace("subtitle:", "subtitel:", 1).replace("  - file: 01-introducao.md", "  - file: 01-introducao.md\n    titel: Introdução", 1)
    book.write_text(text, encoding="utf-8")
    lines = text.splitlines()
    unknown = [d for d in findings(game_copy, "R606") if "unknown key" in d.message]
    assert [(lines[d.line - 1].strip(), d.column, d.hint) for d in unknown] == [
        ("subtitel: Manual de Regras", 1, "did you mean 'subtitle' or 'title'?"),
        ("titel: Introdução", 5, "did you mean 'title'?"),
    ]
