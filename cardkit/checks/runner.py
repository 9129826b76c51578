"""Run every enabled rule over a game (and its rulebook) and report what they find.

Severity comes from the rule, unless the project's `rules:` in cardkit.yaml overrides it
("off" skips the rule): `cardkit.checks.levels.Levels` decides, here and for the findings made
outside the registry (`level_findings`), so a level means the same for every code. A
definition's `ignore: [R101]` silences one rule for that definition only, still counted so a
summary can say how much is being ignored. Rules that crash on odd data become one R000
diagnostic naming them instead of stopping the run.

Schema-invalid definitions salvaged for the checks (`cardkit.model.partial`) are checked in a second
run over the game with them added, whose findings count only on those definitions' own valid
fields: every other file's findings come from the first run, exactly as without them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cardkit.checks.context import ArtSetup, CheckContext, RuleFinding
from cardkit.checks.levels import LEVELS, Levels
from cardkit.checks.locate import Locator
from cardkit.checks.registry import Reads, Rule, rules_for
from cardkit.codes.checks import CHECK_CRASHED
from cardkit.codes.entry import Code
from cardkit.config.project import CONFIG_NAME
from cardkit.foundation.diagnostics import Diagnostic, Report, Severity
from cardkit.model import Game
from cardkit.model.partial import Partial, with_partials

if TYPE_CHECKING:
    from cardkit.checks.book_context import BookContext

__all__ = ["LEVELS", "level_findings", "override_problems", "run_book_checks", "run_checks"]


def run_checks(
    game: Game,
    overrides: Mapping[str, str],
    report: Report,
    *,
    book: BookContext | None = None,
    art: ArtSetup | None = None,
    partials: Sequence[Partial] = (),
    coverage: frozenset[int] | None = None,
) -> None:
    """Check the game's consistency, and with `book` its rulebook; diagnostics are added to `report`.

    Files that already have errors in `report` are known to be missing from the model,
    so names they would define are not reported as unknown. `partials` are checked too, each
    on its valid fields only.
    """
    rejected = frozenset(d.file for d in report.diagnostics if d.severity is Severity.ERROR)
    _Run(Levels(overrides), report, CheckContext(game, failed_files=rejected, art=art, coverage=coverage), book).all(rules_for(game))
    if partials:
        _check_partials(game, partials, overrides, report, CheckContext(with_partials(game, partials), failed_files=rejected, art=art))


def _check_partials(
    game: Game, partials: Sequence[Partial], overrides: Mapping[str, str], report: Report, context: CheckContext
) -> None:
    """The findings of the game rules on the salvaged definitions' valid fields. Rulebook rules
    are left out (the book is not checked while files fail to load), and so are crashes: odd
    stand-ins must not be reported as a bug the first run did not meet."""
    by_file = {partial.file: partial for partial in partials}

    def keeps(finding: RuleFinding) -> bool:
        partial = by_file.get(finding.definition.file)
        return partial is not None and partial.definition is finding.definition and partial.keeps(finding.path)

    scratch = Report()
    run = _Run(Levels(overrides), scratch, context, None, keeps=keeps)
    run.all([rule for rule in rules_for(game) if rule.reads is not Reads.BOOK], report_crashes=False)
    report.extend(scratch.diagnostics)
    for code, count in scratch.silenced.items():
        report.silenced[code] = report.silenced.get(code, 0) + count


def run_book_checks(book: BookContext, overrides: Mapping[str, str]) -> list[Diagnostic]:
    """Only the rulebook's checks, as `cardkit build rulebook` runs them before laying the book out."""
    report = Report()
    _Run(Levels(overrides), report, None, book).all([rule for rule in rules_for(book.loaded.game) if rule.reads is Reads.BOOK])
    return report.diagnostics


def level_findings(found: Iterable[Diagnostic], table: Mapping[str, Code], overrides: Mapping[str, str], report: Report) -> None:
    """Add findings made outside the registry (the translation checks') to `report` at the
    levels the project gives their codes, as registry findings are; `table` has their codes."""
    levels = Levels(overrides)
    for diagnostic in found:
        levelled = levels.diagnostic(diagnostic, table[diagnostic.code].severity)
        if levelled is not None:
            report.add(levelled)


def override_problems(overrides: Mapping[str, str]) -> list[str]:
    """Why entries of cardkit.yaml's `rules:` would be ignored (for the CLI to refuse them)."""
    return [why for _, why in Levels(overrides).problems()]


@dataclass
class _Run:
    levels: Levels
    report: Report
    game: CheckContext | None
    book: BookContext | None
    locator: Locator = field(default_factory=Locator)
    crashes: list[tuple[Rule, Exception]] = field(default_factory=list)
    keeps: Callable[[RuleFinding], bool] | None = None
    """Which findings count (all of them when None); findings that are plain diagnostics count only then."""

    def all(self, rules: list[Rule], *, report_crashes: bool = True) -> None:
        for rule in rules:
            if self.levels.severity(rule.code, rule.severity) is None or rule.code == CHECK_CRASHED:
                continue  # turned off: not even run
            try:
                self.one(rule)
            except Exception as error:  # one broken rule must not hide the others' findings
                self.crashes.append((rule, error))
        crash_severity = self.levels.severity(CHECK_CRASHED, Severity.ERROR)
        if self.crashes and crash_severity is not None and report_crashes:
            self.report.add(_crash(self.crashes, crash_severity))

    def one(self, rule: Rule) -> None:
        context = self.book if rule.reads is Reads.BOOK else self.game
        if context is None:
            return
        for found in rule.check(context):
            if self.keeps is not None and (isinstance(found, Diagnostic) or not self.keeps(found)):
                continue
            if isinstance(found, Diagnostic):
                self._book_finding(rule, found)
            elif rule.code in found.definition.ignore:
                self.report.count_silenced(rule.code)
            else:
                severity = self.levels.finding(rule.code, rule.severity, found.severity)
                if severity is not None:
                    self.report.add(self._diagnostic(found, rule.code, severity))

    def _book_finding(self, rule: Rule, found: Diagnostic) -> None:
        """A rulebook finding, made with its code's default severity (a loading problem of a
        book file keeps its own Y code): at the project's level unless it says otherwise."""
        default = rule.severity if found.code == rule.code else found.severity
        levelled = self.levels.diagnostic(found, default)
        if levelled is not None:
            self.report.add(levelled)

    def _diagnostic(self, finding: RuleFinding, code: str, severity: Severity) -> Diagnostic:
        where = self.locator.position(finding)
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
        code=CHECK_CRASHED,
        severity=severity,
        message=f"{checks} crashed and {'was' if len(crashes) == 1 else 'were'} skipped: {what}",
        hint="the other checks ran; this is a bug in cardkit, please report it with the content that triggers it",
    )
