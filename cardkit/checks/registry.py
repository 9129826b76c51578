"""The rule registry: every check has a stable code, a kebab-case name, a default severity, a
one-line description and its documentation, and is found here (ruff's and sqlfluff's
registries are the model for the table, yamllint's rules for the documentation).

A check is a function registered with `@rule(...)` when its theme module is imported;
`all_rules()` imports the modules listed in RULE_MODULES, so adding a rule is adding a
function, and adding a theme is one line here. The function's docstring is the rule's
documentation, written as `cardkit.codes.entry` says: what the rule means and what to do, a
PASS and a FAIL example. `cardkit rules --explain CODE` prints it, SARIF carries it.

A check reads one of two things (`Reads`): the game (`CheckContext`), yielding `RuleFinding`s
at a definition's field, or the rulebook (`BookContext`, registered with `@book_rule`),
yielding diagnostics at a chapter's line. The runner runs both the same way.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from cardkit.checks.context import CheckContext, RuleFinding
from cardkit.codes.checks import RULEBOOK_CODES
from cardkit.codes.entry import Code, read_documentation
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.model import Game
from cardkit.model.packs import every_pack, pack_of

if TYPE_CHECKING:
    from cardkit.checks.book_context import BookContext

RULE_MODULES: tuple[str, ...] = tuple(
    f"cardkit.checks.{module}" for module in ("meta", "text_references", "dice", "uniqueness", "lookalikes", "rulebook", "declared", "collections", "printings", "symbols", "glyphs", "art")
)
"""The core's theme modules; codes: R0xx meta/files, R13x quoted names, R201 dice, R4xx
uniqueness, R6xx the rulebook, R72x values of declared fields, R75x collections, R80x art files.
A pack's modules (`Pack.check_modules`) bring its own codes (`cardkit rules` lists them all)."""

CheckFunction = Callable[[CheckContext], Iterable[RuleFinding]]
BookCheckFunction = Callable[["BookContext"], Iterable[Diagnostic]]

_CODE = re.compile(r"^R\d{3}$")
_NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


class Reads(Enum):
    """What a check reads, and so what the runner hands it."""

    GAME = "game"
    BOOK = "book"


@dataclass(frozen=True)
class Rule:
    """One consistency check and how it is reported unless cardkit.yaml says otherwise."""

    code: str
    name: str
    severity: Severity
    description: str
    check: Callable[[Any], Iterable[RuleFinding | Diagnostic]]
    reads: Reads = Reads.GAME
    module: str = ""
    """The module that registered the rule: a game runs the core's and its pack's."""

    def as_code(self) -> Code:
        """The rule's entry in the table of every code, documented by its function's docstring."""
        doc = read_documentation(self.check.__doc__)
        return Code(self.code, self.name, self.severity, self.description, doc.explanation, doc.passes, doc.fails)


_REGISTRY: dict[str, Rule] = {}


def rule(*, code: str, name: str, severity: Severity, description: str) -> Callable[[CheckFunction], CheckFunction]:
    """Register the decorated function as the game check with this code."""

    def register(check: CheckFunction) -> CheckFunction:
        _register(Rule(code, name, severity, description, check, module=check.__module__))
        return check

    return register


def book_rule(code: str) -> Callable[[BookCheckFunction], BookCheckFunction]:
    """Register the decorated function as the rulebook check with this code. Its name, severity
    and description are `RULEBOOK_CODES`', which the book's reading reports with too."""
    entry = RULEBOOK_CODES[code]

    def register(check: BookCheckFunction) -> BookCheckFunction:
        _register(Rule(entry.code, entry.name, entry.severity, entry.description, check, Reads.BOOK, check.__module__))
        return check

    return register


def _register(new: Rule) -> None:
    if not _CODE.match(new.code) or not _NAME.match(new.name):
        raise ValueError(f"rule {new.code} {new.name!r}: codes look like R101, names like unknown-card")
    for other in _REGISTRY.values():
        same_function = other.check.__qualname__ == new.check.__qualname__ and other.check.__module__ == new.check.__module__
        if (other.code == new.code or other.name == new.name) and not same_function:
            raise ValueError(f"rule {new.code} {new.name} clashes with {other.code} {other.name}")
    _REGISTRY[new.code] = new


def all_rules() -> list[Rule]:
    """Every rule of the core and of every installed pack, sorted by code: what `cardkit rules`
    lists and an `ignore:` may name."""
    for module in (*RULE_MODULES, *(module for pack in every_pack() for module in pack.check_modules)):
        importlib.import_module(module)
    return sorted(_REGISTRY.values(), key=lambda r: r.code)


def rules_for(game: Game) -> list[Rule]:
    """The rules that check `game`: the core's and its pack's, sorted by code."""
    pack = pack_of(game)
    modules = {*RULE_MODULES, *(pack.check_modules if pack is not None else ())}
    for module in modules:
        importlib.import_module(module)
    return [rule for rule in sorted(_REGISTRY.values(), key=lambda r: r.code) if rule.module in modules]


def find_rule(code_or_name: str) -> Rule | None:
    """The rule a cardkit.yaml `rules:` key or an `ignore:` entry names (code or name)."""
    wanted = code_or_name.strip()
    for candidate in all_rules():
        if wanted.upper() == candidate.code or wanted.lower() == candidate.name:
            return candidate
    return None
