"""Property: whatever the input, load → validate → check ends in a result or in diagnostics.

Never an exception, and never a check that crashed quietly (R000 is a rule's exception turned
into a finding, so it counts as a crash here). Generated documents, random bytes and random
text go through the pipeline in memory, one definition among the bundled game's; mutations of
the bundled files go through the real CLI on a copy of the project, in every output format.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import event, given
from hypothesis import strategies as st

from cardkit.checks import run_checks
from cardkit.config.project import ProjectError, project_from_config
from cardkit.foundation.diagnostics import Diagnostic, Report
from cardkit.loading import LocatedDocument, load_yaml_text
from cardkit.model import Game
from cardkit.model.builders import build_vocabulary, definition_of, schemas_of_pack
from cardkit.model.packs import find_pack
from cardkit.pipeline import validate_project
from cardkit.schema.validation import validate
from tests.conftest import REPO_ROOT
from tests.hardening.fuzzing import (
    BUNDLED_FILES,
    DEFINITIONS,
    DOCUMENTS,
    KINDS,
    bundled_text,
    fuzz_settings,
    mutated,
    retyped,
)
from tests.hardening.harness import Run, cardkit

pytestmark = pytest.mark.slow  # property-based fuzzing of load, validate and check

PACK = find_pack("tab-master")
SCHEMAS = schemas_of_pack(PACK)
BUNDLED_GAME = validate_project(REPO_ROOT).game
CRASH_REPORTED = re.compile(r'\[R000\]|"code": "R000"|title=R000')
"""R000 as the text, json and github formats print a finding."""


def crash_reported(output: str, run: Run) -> bool:
    """Whether a check's crash (R000) is among the findings printed. SARIF describes every code
    it knows, R000's example included, so there only its results count (a configuration error
    prints no SARIF at all: then what was printed is searched as for the other formats)."""
    if output == "sarif" and run.stdout.lstrip().startswith("{"):
        return any(result["ruleId"] == "R000" for sarif in json.loads(run.stdout)["runs"] for result in sarif["results"])
    return bool(CRASH_REPORTED.search(run.output))
YAML_PUNCTUATION = st.text(alphabet=st.sampled_from(list("-:[]{}&*!|>'\"#%@`,?~ \n\t\r\\aé1")), max_size=300)


def _with(game: Game, kind: str, definition: Any, relpath: str) -> Game:
    """A copy of the game with `definition` in place of whatever `relpath` held."""
    if kind == "game":
        return replace(game, vocabulary=definition)
    kept = tuple(other for other in game.of_kind(kind) if other.file != relpath)
    return replace(game, by_kind={**game.by_kind, kind: (*kept, definition)})


def _built(kind: str, document: LocatedDocument) -> Any:
    """What loading builds of a valid document of `kind`: game.yaml's vocabulary, or a definition."""
    if kind == "game":
        return build_vocabulary(document, PACK, BUNDLED_GAME.table)
    spec = BUNDLED_GAME.table.kind(kind)
    assert spec is not None
    return definition_of(document, spec, PACK)


def through_pipeline(source: str | bytes, kind: str, relpath: str = "content/fuzz.yaml") -> list[Diagnostic]:
    """One file through load, validate and, when it validates, whatever comes next: the checks
    with the bundled game around it, or (for cardkit.yaml) the project it configures."""
    document, diagnostics = load_yaml_text(source, relpath)
    if document is None:
        event(f"refused by the loader ({diagnostics[0].code})")
        return diagnostics
    problems = validate(document, kind, SCHEMAS)
    if any(problem.severity.value == "error" for problem in problems):
        event("refused by the schema")
        return diagnostics + problems
    if kind == "cardkit":
        try:
            project_from_config(REPO_ROOT, document.data, document)
        except ProjectError as refused:
            event("cardkit.yaml refused")
            return diagnostics + refused.diagnostics
        event("cardkit.yaml accepted")
        return diagnostics
    report = Report()
    run_checks(_with(BUNDLED_GAME, kind, _built(kind, document), relpath), {}, report)
    event(f"{kind} checked")
    return diagnostics + report.diagnostics


def assert_no_crash(diagnostics: list[Diagnostic]) -> None:
    crashed = [d.message for d in diagnostics if d.code == "R000"]
    assert crashed == [], crashed


@fuzz_settings(250)
@given(document=DOCUMENTS, kind=st.sampled_from(KINDS), flow=st.booleans())
def test_generated_documents(document: dict[str, object], kind: str, flow: bool) -> None:
    text = yaml.safe_dump(document, allow_unicode=True, default_flow_style=flow, sort_keys=False)
    assert_no_crash(through_pipeline(text, kind))


@fuzz_settings(500)
@given(raw=st.binary(max_size=2000), kind=st.sampled_from(KINDS))
def test_random_bytes(raw: bytes, kind: str) -> None:
    assert_no_crash(through_pipeline(raw, kind))


@fuzz_settings(500)
@given(text=st.one_of(st.text(max_size=2000), YAML_PUNCTUATION), kind=st.sampled_from(KINDS))
def test_random_unicode(text: str, kind: str) -> None:
    assert_no_crash(through_pipeline(text, kind))


@fuzz_settings(300)
@given(data=st.data(), relpath=st.sampled_from(sorted(DEFINITIONS)))
def test_retyped_bundled_definitions(data: st.DataObject, relpath: str) -> None:
    kind, original = DEFINITIONS[relpath]
    document = data.draw(retyped(original), label="retyped")
    assert_no_crash(through_pipeline(yaml.safe_dump(document, allow_unicode=True, sort_keys=False), kind, relpath))


@pytest.fixture(scope="module")
def project_copy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One copy of the bundled project for every mutation; each example restores its file."""
    root = tmp_path_factory.mktemp("fuzz") / "game"
    root.mkdir()
    shutil.copy(REPO_ROOT / "cardkit.yaml", root / "cardkit.yaml")
    shutil.copytree(REPO_ROOT / "content", root / "content")
    yield root


@fuzz_settings(120)
@given(data=st.data(), relpath=BUNDLED_FILES, output=st.sampled_from(["text", "json", "github", "sarif"]))
def test_mutated_bundled_files_through_the_cli(project_copy: Path, data: st.DataObject, relpath: str, output: str) -> None:
    original = bundled_text(relpath)
    target = project_copy / relpath
    target.write_text(data.draw(mutated(original), label="mutated"), encoding="utf-8")
    try:
        run = cardkit("check", "--project", str(project_copy), "--format", output)
    finally:
        target.write_text(original, encoding="utf-8")
    run.assert_clean_exit()
    assert run.exit_code in (0, 1, 2), run.output
    assert not crash_reported(output, run), run.output
