"""The rules engine's consistency checks: one small function per rule, found through a registry.

Entry points for the pipeline: `run_checks(game, project.rule_overrides, report, book=...)`
for `cardkit check` (the rulebook's checks are registered rules too, reading a `BookContext`),
`run_book_checks` for `cardkit build rulebook`, `level_findings` for findings made outside the
registry, `override_problems(...)` to refuse a cardkit.yaml `rules:` entry that names no
adjustable code or no level. The table of every code (`cardkit rules`) is `cardkit.checks.code_table`.
"""

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.checks.registry import Reads, Rule, all_rules, book_rule, find_rule, rule
from cardkit.checks.runner import level_findings, override_problems, run_book_checks, run_checks

__all__ = [
    "CheckContext",
    "Reads",
    "Rule",
    "RuleFinding",
    "all_rules",
    "book_rule",
    "find_rule",
    "level_findings",
    "override_problems",
    "rule",
    "run_book_checks",
    "run_checks",
]
