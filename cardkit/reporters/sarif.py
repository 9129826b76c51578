"""SARIF 2.1.0: the format code-scanning services (GitHub, GitLab, IDE viewers) ingest.

The run describes every code of cardkit's table (`cardkit.checks.code_table`: loading, schema,
configuration, check, translation and build codes) as `rules`: its name, its one-line and its
full description, its documentation with the PASS and FAIL examples as help, and its default
level, so a viewer can show what a code means next to each result. A result whose code is in no
table still gets a rule entry: a SARIF file must never point at a rule it does not describe.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from cardkit import __version__
from cardkit.checks.code_table import all_codes
from cardkit.codes.entry import Code
from cardkit.foundation.diagnostics import Counted, Diagnostic, Severity
from cardkit.reporters.ci import full_message, workspace_path

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
LEVELS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}
SOURCE_ROOT = "%SRCROOT%"
DISTRIBUTION = "cardkit"


def information_uri() -> str:
    """Where a SARIF viewer sends a reader to learn about the tool (SARIF2005 asks for one): the
    Homepage of cardkit's own package metadata (pyproject's `[project.urls]`), read from the
    installed distribution, never fetched; the package index's page for it when the metadata
    has none."""
    from importlib.metadata import PackageNotFoundError, metadata

    try:
        found = metadata("cardkit")
    except PackageNotFoundError:
        return f"https://pypi.org/project/{DISTRIBUTION}/"
    for entry in found.get_all("Project-URL") or ():
        label, _, url = str(entry).partition(",")
        if label.strip().lower() == "homepage" and url.strip():
            return url.strip()
    return f"https://pypi.org/project/{DISTRIBUTION}/"


def sarif_rule(entry: Code) -> dict[str, Any]:
    """A code as a SARIF `reportingDescriptor`."""
    rule: dict[str, Any] = {"id": entry.code}
    if entry.name:
        rule["name"] = entry.name
    rule["shortDescription"] = {"text": entry.description}
    if entry.explanation:
        rule["fullDescription"] = {"text": entry.explanation}
    if entry.explanation or entry.passes or entry.fails:
        rule["help"] = _help(entry)
    rule["defaultConfiguration"] = {"level": LEVELS[entry.severity]}
    return rule


def _help(entry: Code) -> dict[str, str]:
    """The documentation as `cardkit rules --explain` has it: plain text and Markdown."""
    text = [entry.explanation]
    markdown = [entry.explanation]
    for label, snippet in (("PASS", entry.passes), ("FAIL", entry.fails)):
        if snippet:
            indented = "\n".join(f"    {line}" if line else "" for line in snippet.splitlines())
            text.append(f"{label}:\n\n{indented}")
            markdown.append(f"**{label}**\n\n```\n{snippet}\n```")
    return {"text": "\n\n".join(part for part in text if part), "markdown": "\n\n".join(part for part in markdown if part)}


def format_sarif(report: Counted, root: Path) -> str:
    """One SARIF log with one run: the rule catalog and every diagnostic as a result."""
    catalog = all_codes()
    for diagnostic in report.sorted():
        catalog.setdefault(diagnostic.code, Code(diagnostic.code, "", diagnostic.severity, f"cardkit diagnostic {diagnostic.code}"))
    index = {code: position for position, code in enumerate(catalog)}
    run = {
        "tool": {
            "driver": {
                "name": "cardkit",
                "version": __version__,
                "informationUri": information_uri(),
                "rules": [sarif_rule(entry) for entry in catalog.values()],
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
