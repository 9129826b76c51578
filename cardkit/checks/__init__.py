"""The rules engine's consistency checks: one small function per rule, found through a registry.

Entry points for the CLI: `run_checks(game, project.rule_overrides, report)` for
`cardkit check`, `all_rules()` for `cardkit rules`, `override_problems(...)` to refuse a
cardkit.yaml `rules:` entry that names no rule or no level.
"""

from cardkit.checks.context import CheckContext, Finding
from cardkit.checks.registry import Rule, all_rules, find_rule, rule
from cardkit.checks.runner import effective_severity, override_problems, run_checks

__all__ = [
    "CheckContext",
    "Finding",
    "Rule",
    "all_rules",
    "effective_severity",
    "find_rule",
    "override_problems",
    "rule",
    "run_checks",
]
