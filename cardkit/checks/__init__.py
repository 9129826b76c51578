"""The rules engine's consistency checks: one small function per rule, found through a registry.

Entry points for the pipeline: `run_checks(game, project.rule_overrides, report, book=...)`
for `cardkit check` (the rulebook's checks are registered rules too, reading a `BookContext`),
`run_book_checks` for `cardkit build rulebook`, `level_findings` for findings made outside the
registry, `override_problems(...)` to refuse a cardkit.yaml `rules:` entry that names no
adjustable code or no level. The table of every code (`cardkit rules`) is `cardkit.checks.code_table`.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardkit.checks.context import CheckContext, RuleFinding
    from cardkit.checks.registry import Reads, Rule, all_rules, book_rule, find_rule, rule
    from cardkit.checks.runner import level_findings, override_problems, run_book_checks, run_checks

_HOMES = {
    "CheckContext": "context",
    "RuleFinding": "context",
    "Reads": "registry",
    "Rule": "registry",
    "all_rules": "registry",
    "book_rule": "registry",
    "find_rule": "registry",
    "rule": "registry",
    "level_findings": "runner",
    "override_problems": "runner",
    "run_book_checks": "runner",
    "run_checks": "runner",
}
"""Where each name of the package lives: imported on first use, so a command that reads one
leaf of this layer (`validate` reads `checks.levels` for cardkit.yaml's `rules:`) does not load
the rules engine."""


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_HOMES[name]}"), name)


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
