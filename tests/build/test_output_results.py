"""Issue 30, item 3: the five output builds hand back results of one interface (files written,
findings, whether it failed), so a command reports each of them the same way."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.commands.common import collected
from cardkit.errata.document import ErrataResult
from cardkit.foundation.diagnostics import Diagnostic, Report, Severity
from cardkit.output.result import OutputResult, written
from cardkit.packs.tabmaster.sheets.build import SheetsResult
from cardkit.render.cards import CardsResult
from cardkit.report.document import ReportResult
from cardkit.rulebook.build import RulebookResult

RESULTS = (CardsResult, SheetsResult, RulebookResult, ErrataResult, ReportResult)
PDF = Path("build/x.pdf")


def _finding(severity: Severity) -> Diagnostic:
    return Diagnostic("content/x.yaml", 3, 1, "B101", severity, "a finding")


@pytest.mark.parametrize("kind", RESULTS, ids=lambda kind: kind.__name__)
def test_every_output_result_is_an_output_result(kind: type) -> None:
    result = kind(paths=[PDF], diagnostics=[_finding(Severity.WARNING)])
    assert isinstance(result, OutputResult)
    assert not result.has_errors
    report = Report()
    assert collected(report, result) == [PDF]  # a warning does not fail a build
    assert [d.line for d in report.diagnostics] == [3]


@pytest.mark.parametrize("kind", [CardsResult, RulebookResult, ErrataResult, ReportResult], ids=lambda kind: kind.__name__)
def test_an_error_fails_the_build_and_names_no_file(kind: type) -> None:
    result = kind(paths=[PDF], diagnostics=[_finding(Severity.ERROR)])
    assert result.has_errors
    assert written(result) == []


def test_the_sheets_say_themselves_whether_they_failed() -> None:
    """A sheet printed under the invalid banner (`--allow-invalid`) carries errors and did not fail."""
    printed = SheetsResult(paths=[PDF], diagnostics=[_finding(Severity.ERROR)], has_errors=False)
    assert written(printed) == [PDF]
    assert written(SheetsResult(paths=[PDF], has_errors=True)) == []
