"""The bundled Tab Master content: no errors, and exactly the seed's known slips as warnings.

The seed (seed 000) contradicts itself in places and the content keeps its wording, so the
checks must find these on their own (each is in docs/seed-facts.md, Traits, The spell list and
Elements): LENDA's text calls it “Lendário”, AGRUPAR speaks of a
value it has no "(?)" for, the Vida row of the attack table writes "Morto-Vivo", Punho de
Fogo says "Linha" with no direction, and Toxina needs a Feitiço the starting list lacks.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.checks import run_checks
from cardkit.foundation.diagnostics import Diagnostic, Report, Severity
from cardkit.project.validate import LoadedProject, load_game, open_project
from tests.checks.fixtures import where

REPO_ROOT = Path(__file__).resolve().parents[2]

SEED_FINDINGS = [
    # (code, file, text the caret must be under, text it follows: past the YAML comments)
    ("R100", "content/game.yaml", "Morto-Vivo", "kind: auto_defeat"),
    ("R114", "content/traits/agrupar.yaml", "especificado na descrição", "text:"),
    ("R116", "content/traits/toxina.yaml", "Feitiço", "card_type: "),
    ("R130", "content/traits/lenda.yaml", "Lendário", "text:"),
    ("R303", "content/spells/punho-de-fogo.yaml", "[]", "  line:"),
    ("R320", "content/game.yaml", "(DAN +10)", "name: Gelo"),
    ("R320", "content/game.yaml", "(DAN +10)", 'spell: "Magias com este Elemento causam 20 pontos de Dano extras'),
]

EXPECTED_WARNING_CODES = {code for code, *_ in SEED_FINDINGS} | {"R410"}
"""R410: most traits wait for heroes and wild creatures the seeds do not describe yet."""


@pytest.fixture(scope="module")
def bundled() -> LoadedProject:
    project, schemas = open_project(REPO_ROOT)
    return load_game(project, schemas)


@pytest.fixture(scope="module")
def findings(bundled: LoadedProject) -> list[Diagnostic]:
    report = Report()
    run_checks(bundled.game, bundled.project.rule_overrides, report)
    return report.sorted()


def test_the_bundled_game_has_no_errors(findings: list[Diagnostic]) -> None:
    assert [d for d in findings if d.severity is Severity.ERROR] == []


def test_the_bundled_game_warns_only_about_known_kinds_of_slip(findings: list[Diagnostic]) -> None:
    assert {d.code for d in findings} == EXPECTED_WARNING_CODES


@pytest.mark.parametrize(("code", "file", "needle", "after"), SEED_FINDINGS, ids=[f[0] for f in SEED_FINDINGS])
def test_the_seeds_slips_are_found_where_they_are_written(
    findings: list[Diagnostic], code: str, file: str, needle: str, after: str
) -> None:
    text = (REPO_ROOT / file).read_text(encoding="utf-8")
    of_code = [d for d in findings if d.code == code]
    assert len(of_code) == sum(1 for finding in SEED_FINDINGS if finding[0] == code)
    assert (file, where(text, needle, after)) in {(d.file, (d.line, d.column)) for d in of_code}
    assert all(d.severity is Severity.WARNING for d in of_code)


def test_lendario_is_suggested_to_be_lenda(findings: list[Diagnostic]) -> None:
    [diagnostic] = [d for d in findings if d.code == "R130"]
    assert "“Lendário”" in diagnostic.message and (diagnostic.hint or "").startswith("did you mean 'Lenda'")


def test_traits_targeted_by_element_effects_count_as_used(findings: list[Diagnostic]) -> None:
    unused = {Path(d.file).stem for d in findings if d.code == "R410"}
    assert {"essencia", "voar", "morto-vivo"}.isdisjoint(unused)
    assert "agrupar" in unused
