"""Issue 16, second round: corpus rows for look-alike names (class 5) and silent merges and
misattribution (class 9), run exactly like tests/hardening/corpus.py's rows, and the proof that
`check` stays linear with a rulebook (class 1)."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from bench.make_game import CHAPTER, make_game
from tests.hardening.corpus import BOOK, RAIO, Case, Expect, book, spell
from tests.hardening.harness import Edit, cardkit, new_project, write_files
from tests.hardening.test_corpus import (
    test_bad_input_gives_its_diagnostic_and_exit_code as run_case,
)

ARMY = "content/armies/exercito-azul.yaml"
CYRILLIC_A = "\u0430"
TWIN = "content/spells/raios-gemeos.yaml"
"""A second Raio, filed after content/spells/raio.yaml, so the finding lands on it."""


def army_units(*entries: tuple[str, int]) -> Edit:
    """Exército Azul with its `units` list replaced by `entries`."""
    listed = "".join(f"  - unit: {unit}\n    count: {count}\n" for unit, count in entries)
    return Edit("units:\n" + "".join(f"  - unit: {unit}\n    count: {count}\n" for unit, count in AZUL), f"units:\n{listed}")


AZUL = [("Arqueiro", 4), ("Lanceiro", 3), ("Soldado", 4), ("Cavaleiro", 3), ("Levi", 2), ("Feiticeiro", 1), ("Guardião", 1)]
"""Exército Azul's troops as the bundled game lists them."""


NAMES = [  # class 5: what cannot be seen in a name, and names that only look alike
    Case("name-with-zero-width-joiner", {RAIO: spell('name: "Ra\\u200dio"')}, Expect("R402", RAIO, 1)),
    Case("name-with-soft-hyphen", {RAIO: spell('name: "Ra\\u00adio"')}, Expect("R402", RAIO, 1)),
    Case("name-with-bidi-override", {RAIO: spell('name: "Ra\\u202eoi"')}, Expect("R402", RAIO, 1)),
    Case("name-with-bidi-isolate-in-the-file", {RAIO: spell("name: Ra\u2066io\u2069")}, Expect("R402", RAIO, 1)),
    Case("name-with-word-joiner-in-a-unit", {"content/units/lanceiro.yaml": Edit("name: Lanceiro", 'name: "Lance\\u2060iro"')}, Expect("R402", "content/units/lanceiro.yaml", "name: ")),
    Case("names-differ-by-zero-width-joiner", {TWIN: spell('name: "Ra\\u200dio"')}, Expect("R403", TWIN, 1, severity="warning")),
    Case("names-differ-by-cyrillic-a", {TWIN: spell(f"name: R{CYRILLIC_A}io")}, Expect("R403", TWIN, 1, exit=0, severity="warning")),
    Case("names-differ-by-cyrillic-ie", {"content/spells/zz-inferno.yaml": spell("name: Inf\u0435rno")}, Expect("R403", "content/spells/zz-inferno.yaml", 1, exit=0, severity="warning")),
]

MERGES = [  # class 9: what was merged or accepted without a word, or blamed on a template
    Case("army-lists-a-unit-twice", {ARMY: army_units(("Arqueiro", 2), ("Lanceiro", 3), ("Arqueiro", 2))}, Expect("R514", ARMY, 18, exit=0, severity="warning")),
    Case("army-lists-a-unit-twice-spelt-two-ways", {ARMY: army_units(("Arqueiro", 2), ("arqueiro", 2))}, Expect("R514", ARMY, 16, exit=0, severity="warning")),
    Case("book-lists-a-chapter-twice", {BOOK: book("01-introducao.md", "02-tipos-de-ataque.md", "01-introducao.md")}, Expect("R606", BOOK, 5)),
    Case("book-lists-a-chapter-twice-in-a-row", {BOOK: book("01-introducao.md", "01-introducao.md")}, Expect("R606", BOOK, 4)),
    Case("spell-range-past-the-bound-check", {RAIO: spell("range: 1000")}, Expect("S006", RAIO, 4)),
    Case("spell-range-401-digits-build", {RAIO: spell("range: " + "9" * 401)}, Expect("S006", RAIO, 4), ("build", "rulebook")),
    Case("spell-range-5000-digits-build", {RAIO: spell("range: " + "9" * 5000)}, Expect("S002", RAIO, 4), ("build", "rulebook")),
]

CASES = NAMES + MERGES


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_second_round_input_gives_its_diagnostic(case: Case, tmp_path: Path) -> None:
    run_case(case, tmp_path)


def test_names_that_only_look_alike_name_both_files(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {TWIN: spell(f"name: R{CYRILLIC_A}io")})
    run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    run.assert_printable()
    line = next(text for text in run.output.splitlines() if "[R403]" in text)
    assert "content/spells/raio.yaml:" in line and TWIN in line, run.output
    assert "CYRILLIC SMALL LETTER A" in run.output, run.output


@pytest.mark.slow
def test_a_unit_listed_ten_thousand_times_is_one_finding_at_the_second_entry(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {ARMY: army_units(*[("Levi", 1)] * 10_000)})
    started = time.process_time()
    run = cardkit("check", "--project", str(project))
    assert time.process_time() - started < 60
    run.assert_clean_exit()
    assert [(d.file, d.line) for d in run.of_code("R514")] == [(ARMY, 16)], run.output
    assert "10000 times" in run.output and "(9,990 more)" in run.output and "adds up to 10000" in run.output, run.output


def test_a_chapter_listed_twice_is_read_once(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {BOOK: book("01-introducao.md", "01-introducao.md")})
    run = cardkit("check", "--project", str(project), "--format", "json")
    run.assert_clean_exit()
    assert run.stdout.count('"R606"') == 1, run.output
    assert "already listed at line 3" in run.stdout


@pytest.mark.parametrize("digits", [401, 5000])
def test_an_oversized_range_is_never_blamed_on_a_template(tmp_path: Path, digits: int) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {RAIO: spell("range: " + "9" * digits)})
    run = cardkit("build", "rulebook", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 1
    assert [d for d in run.diagnostics if d.file.startswith("templates/") or "partials" in d.file] == [], run.output
    assert [(d.file, d.line) for d in run.diagnostics if d.severity == "error"] == [(RAIO, 4)], run.output


# Class 1: `check` with a rulebook stays linear in the number of definitions.


def test_a_generated_rulebook_quotes_every_card_and_checks_clean(tmp_path: Path) -> None:
    project = make_game(40, tmp_path / "jogo", rulebook=True)
    chapter = (project / "content/rulebook" / CHAPTER).read_text(encoding="utf-8")
    assert chapter.count("(Custo ") == 40 and chapter.count("(ATK ") >= 10
    run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 0 and run.diagnostics == [], run.output


def test_a_generated_rulebook_quote_that_disagrees_is_found(tmp_path: Path) -> None:
    project = make_game(40, tmp_path / "jogo", rulebook=True)
    path = project / "content/rulebook" / CHAPTER
    text = path.read_text(encoding="utf-8")
    last = text.rindex("(Custo ")
    path.write_text(text[:last] + "(Custo 999" + text[text.index(",", last) :], encoding="utf-8")
    run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    line = text.count("\n", 0, last) + 1
    assert [(d.file, d.line) for d in run.of_code("R601")] == [(f"content/rulebook/{CHAPTER}", line)], run.output


def _pattern_runs(project: Path, monkeypatch: pytest.MonkeyPatch) -> int:
    """How many times `check` asks the re module for a pattern by its text (re.finditer,
    re.match... each go through re._compile): a count that grows with names x paragraphs
    when a pattern is built per name and paragraph."""
    calls = 0
    original = re._compile  # type: ignore[attr-defined]

    def counting(*args: object, **kwargs: object) -> object:
        nonlocal calls
        calls += 1
        return original(*args, **kwargs)

    monkeypatch.setattr(re, "_compile", counting)
    run = cardkit("check", "--project", str(project))
    monkeypatch.setattr(re, "_compile", original)
    run.assert_clean_exit()
    assert run.exit_code == 0, run.output
    return calls


@pytest.mark.slow
def test_rulebook_quotes_cost_patterns_linear_in_the_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    small = _pattern_runs(make_game(100, tmp_path / "pequeno", rulebook=True), monkeypatch)
    large = _pattern_runs(make_game(400, tmp_path / "grande", rulebook=True), monkeypatch)
    assert large / small <= 6, (small, large)  # 4x the game; a pattern per name and paragraph is 16x


@pytest.mark.slow
def test_check_of_a_thousand_spells_with_a_rulebook_takes_seconds(tmp_path: Path) -> None:
    project = make_game(1000, tmp_path / "jogo", rulebook=True)
    started = time.process_time()
    run = cardkit("check", "--project", str(project))
    spent = time.process_time() - started
    run.assert_clean_exit()
    assert run.exit_code == 0, run.output
    assert spent < 30, f"{spent:.1f} s of CPU (it took about 100 s when each paragraph built a pattern per name)"
