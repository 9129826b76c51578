"""Run every enabled rule over a game and report what they find.

Severity comes from the rule, unless the project's `rules:` in cardkit.yaml overrides it
("off" skips the rule); a definition's `ignore: [R101]` silences one rule for that
definition only, still counted so a summary can say how much is being ignored. Rules that
crash on odd data become one R000 diagnostic naming them instead of stopping the run.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from cardkit.checks.context import CheckContext, Finding
from cardkit.checks.locate import Locator
from cardkit.checks.registry import Rule, all_rules, find_rule
from cardkit.diagnostics import Diagnostic, Report, Severity
from cardkit.model import Game
from cardkit.project import CONFIG_NAME

CRASH_CODE = "R000"
LEVELS = ("error", "warning", "info", "off")


def run_checks(game: Game, overrides: Mapping[str, str], report: Report) -> None:
    """Check the game's consistency; diagnostics are added to `report`.

    Files that already have errors in `report` are known to be missing from the model,
    so names they would define are not reported as unknown.
    """
    rejected = frozenset(d.file for d in report.diagnostics if d.severity is Severity.ERROR)
    ctx = CheckContext(game, failed_files=rejected)
    locator = Locator()
    rules = all_rules()
    crash_rule = next(r for r in rules if r.code == CRASH_CODE)
    crashes: list[tuple[Rule, Exception]] = []
    for rule in rules:
        severity = effective_severity(rule, overrides)
        if severity is None or rule is crash_rule:
            continue
        try:
            for finding in rule.check(ctx):
                if rule.code in finding.definition.ignore:
                    report.count_silenced(rule.code)
                else:
                    report.add(_diagnostic(locator, finding, rule.code, finding.severity or severity))
        except Exception as error:  # one broken rule must not hide the others' findings
            crashes.append((rule, error))
    crash_severity = effective_severity(crash_rule, overrides)
    if crashes and crash_severity is not None:
        report.add(_crash(crashes, crash_severity))


def effective_severity(rule: Rule, overrides: Mapping[str, str]) -> Severity | None:
    """The severity a project wants for `rule` (by code or name); None when turned off."""
    level = overrides.get(rule.code, overrides.get(rule.name))
    if level is None or level not in LEVELS:
        return rule.severity
    return None if level == "off" else Severity(level)


def override_problems(overrides: Mapping[str, str], also_known: Collection[str] = ()) -> list[str]:
    """Why entries of cardkit.yaml's `rules:` would be ignored (for the CLI to refuse them).
    `also_known`: codes checked outside the registry (the rulebook's) that overrides may name."""
    problems = []
    for key, level in overrides.items():
        if find_rule(key) is None and key not in also_known:
            problems.append(f"rules: {key!r} is not a rule code or name (see `cardkit rules`)")
        if level not in LEVELS:
            problems.append(f"rules: {key}: {level!r} is not one of {', '.join(LEVELS)}")
    return problems


def _diagnostic(locator: Locator, finding: Finding, code: str, severity: Severity) -> Diagnostic:
    where = locator.position(finding)
    return Diagnostic(
        file=finding.definition.file,
        line=where.line,
        column=where.column,
        code=code,
        severity=severity,
        message=finding.message,
        hint=finding.hint,
    )


def _crash(crashes: list[tuple[Rule, Exception]], severity: Severity) -> Diagnostic:
    """One diagnostic for every crashed rule: they have no place of their own in the content,
    and diagnostics at one place with one code are one diagnostic."""
    what = "; ".join(f"{rule.code} ({rule.name}): {type(error).__name__}: {error}" for rule, error in crashes)
    checks = "a check" if len(crashes) == 1 else f"{len(crashes)} checks"
    return Diagnostic(
        file=CONFIG_NAME,
        line=1,
        column=1,
        code=CRASH_CODE,
        severity=severity,
        message=f"{checks} crashed and {'was' if len(crashes) == 1 else 'were'} skipped: {what}",
        hint="the other checks ran; this is a bug in cardkit, please report it with the content that triggers it",
    )
