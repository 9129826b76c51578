"""SARIF 2.1.0: the format code-scanning services (GitHub, GitLab, IDE viewers) ingest.

The run lists every code cardkit can report (loading Y-codes, schema S-codes, the rule
registry's R-codes) as `rules`, so a viewer can show what a code means and its default level
next to each result. A result whose code is in no table still gets a rule entry: a SARIF file
must never point at a rule it does not describe.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardkit import __version__
from cardkit.checks import all_rules
from cardkit.diagnostics import Diagnostic, Report, Severity
from cardkit.i18n.codes import TRANSLATION_CODES
from cardkit.loading import LOADING_CODES
from cardkit.reporters.ci import full_message, workspace_path
from cardkit.rulebook.codes import RULEBOOK_CODES
from cardkit.theme.codes import THEME_CODES
from cardkit.validation import VALIDATION_CODES

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
LEVELS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}
SOURCE_ROOT = "%SRCROOT%"


@dataclass(frozen=True)
class RuleInfo:
    code: str
    name: str | None
    severity: Severity
    description: str

    def to_sarif(self) -> dict[str, Any]:
        rule: dict[str, Any] = {"id": self.code}
        if self.name:
            rule["name"] = self.name
        rule["shortDescription"] = {"text": self.description}
        rule["defaultConfiguration"] = {"level": LEVELS[self.severity]}
        return rule


def rule_catalog() -> dict[str, RuleInfo]:
    """Every code with a description: the loader's, the schemas', then the checks' registry."""
    catalog = {
        entry.code: RuleInfo(entry.code, None, entry.severity, entry.description)
        for table in (LOADING_CODES, VALIDATION_CODES, RULEBOOK_CODES, TRANSLATION_CODES, THEME_CODES)
        for entry in table.values()
    }
    catalog |= {r.code: RuleInfo(r.code, r.name, r.severity, r.description) for r in all_rules()}
    return catalog


def format_sarif(report: Report, root: Path) -> str:
    """One SARIF log with one run: the rule catalog and every diagnostic as a result."""
    catalog = rule_catalog()
    for diagnostic in report.sorted():
        catalog.setdefault(
            diagnostic.code, RuleInfo(diagnostic.code, None, diagnostic.severity, f"cardkit diagnostic {diagnostic.code}")
        )
    index = {code: position for position, code in enumerate(catalog)}
    run = {
        "tool": {
            "driver": {
                "name": "cardkit",
                "version": __version__,
                "rules": [info.to_sarif() for info in catalog.values()],
            }
        },
        "originalUriBaseIds": {SOURCE_ROOT: {"uri": Path.cwd().resolve().as_uri() + "/"}},
        "results": [_result(d, index[d.code], root) for d in report.sorted()],
    }
    log = {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}
    return json.dumps(log, ensure_ascii=False, indent=2)


def _result(diagnostic: Diagnostic, rule_index: int, root: Path) -> dict[str, Any]:
    location: dict[str, Any] = {
        "artifactLocation": {"uri": workspace_path(diagnostic.file, root), "uriBaseId": SOURCE_ROOT}
    }
    if diagnostic.line >= 1:
        location["region"] = {"startLine": diagnostic.line, "startColumn": max(diagnostic.column, 1)}
    return {
        "ruleId": diagnostic.code,
        "ruleIndex": rule_index,
        "level": LEVELS[diagnostic.severity],
        "message": {"text": full_message(diagnostic)},
        "locations": [{"physicalLocation": location}],
    }
