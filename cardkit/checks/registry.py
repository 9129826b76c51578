"""The rule registry: every check has a stable code, a kebab-case name, a default severity and
a one-line description, and is found here (ruff's and sqlfluff's registries are the model).

Rules register themselves with `@rule(...)` when their theme module is imported;
`all_rules()` imports the modules listed in RULE_MODULES, so adding a rule is adding a
function, and adding a theme is one line here.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from cardkit.checks.context import CheckContext, Finding
from cardkit.diagnostics import Severity

RULE_MODULES: tuple[str, ...] = (
    "meta",
    "references",
    "params",
    "text_references",
    "dice",
    "effects",
    "element_texts",
    "attacks",
    "uniqueness",
    "lookalikes",
    "usage",
    "armies",
    "dials",
)
"""Theme modules under cardkit.checks; codes: R0xx meta/files, R1xx references, R2xx dice,
R3xx effects, R4xx uniqueness/usage, R5xx armies, R7xx combat dials."""

CheckFunction = Callable[[CheckContext], Iterable[Finding]]

_CODE = re.compile(r"^R\d{3}$")
_NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


@dataclass(frozen=True)
class Rule:
    """One consistency check and how it is reported unless cardkit.yaml says otherwise."""

    code: str
    name: str
    severity: Severity
    description: str
    check: CheckFunction


_REGISTRY: dict[str, Rule] = {}


def rule(*, code: str, name: str, severity: Severity, description: str) -> Callable[[CheckFunction], CheckFunction]:
    """Register the decorated function as the check with this code."""
    if not _CODE.match(code) or not _NAME.match(name):
        raise ValueError(f"rule {code} {name!r}: codes look like R101, names like unknown-trait")

    def register(check: CheckFunction) -> CheckFunction:
        for other in _REGISTRY.values():
            same_function = (
                other.check.__qualname__ == check.__qualname__ and other.check.__module__ == check.__module__
            )
            if (other.code == code or other.name == name) and not same_function:
                raise ValueError(f"rule {code} {name} clashes with {other.code} {other.name}")
        _REGISTRY[code] = Rule(code, name, severity, description, check)
        return check

    return register


def all_rules() -> list[Rule]:
    """Every registered rule, sorted by code."""
    for module in RULE_MODULES:
        importlib.import_module(f"cardkit.checks.{module}")
    return sorted(_REGISTRY.values(), key=lambda r: r.code)


def find_rule(code_or_name: str) -> Rule | None:
    """The rule a cardkit.yaml `rules:` key or an `ignore:` entry names (code or name)."""
    wanted = code_or_name.strip()
    for candidate in all_rules():
        if wanted.upper() == candidate.code or wanted.lower() == candidate.name:
            return candidate
    return None
