"""cardkit.yaml's `rules:`, the one place a project's severity overrides are applied.

`rules: {R410: info, R601: "off"}` gives a code another severity, or turns it off. Every finding
of `check` passes through `Levels`: the rule runner asks it whether to run a check at all and
at what severity to report its findings, and the same method levels the findings made outside
the registry (the translation checks'). Only adjustable codes (R and T, see
`cardkit.codes.entry`) may be named; `problems` says why an entry cannot be used.

A finding that carries a severity of its own (below its code's default) is a note about the
check rather than the content: a text it could not read (info), a mismatch the rulebook itself
expects (a warning instead of an error). It is reported at the quieter of its own severity and
the project's level: re-levelling the check never makes such a note louder, and quieting the
check quiets it too.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from functools import cached_property

from cardkit.codes.entry import Code
from cardkit.foundation.diagnostics import Diagnostic, Severity

LEVELS = ("error", "warning", "info", "off")
OFF = "off"
_LOUDNESS = {Severity.INFO: 0, Severity.WARNING: 1, Severity.ERROR: 2}
_CODE_SHAPED = re.compile(r"^[A-Z]\d{3}$")


class Levels:
    """The levels one project gives the codes it names (by code, or by a check's name)."""

    def __init__(self, overrides: Mapping[str, str]) -> None:
        self.written = dict(overrides)

    @cached_property
    def _by_code(self) -> dict[str, str]:
        """Level by code; keys that are names are looked up in the table (which imports the
        checks), so a project naming only codes never pays for it."""
        by_code = {key: level for key, level in self.written.items() if _CODE_SHAPED.match(key)}
        named = {key: level for key, level in self.written.items() if key not in by_code}
        if named:
            from cardkit.checks.code_table import all_codes, find_code

            table = all_codes()
            for key, level in named.items():
                entry = find_code(key, table)
                if entry is not None and entry.name == key:
                    by_code.setdefault(entry.code, level)
        return by_code

    def severity(self, code: str, default: Severity) -> Severity | None:
        """The severity the project wants for `code` (`default` unless it says otherwise); None
        when it turned the code off. A level that is none of LEVELS is ignored (`problems`
        refuses it before any check runs)."""
        level = self._by_code.get(code) if self.written else None
        if level is None or level not in LEVELS:
            return default
        return None if level == OFF else Severity(level)

    def finding(self, code: str, default: Severity, own: Severity | None = None) -> Severity | None:
        """The severity to report a finding of `code` with: the project's level for the code
        (None: turned off), or the finding's own when that is quieter."""
        wanted = self.severity(code, default)
        if wanted is None or own is None:
            return wanted
        return min(own, wanted, key=_LOUDNESS.__getitem__)

    def diagnostic(self, diagnostic: Diagnostic, default: Severity) -> Diagnostic | None:
        """`diagnostic` at its project level, or None when its code is turned off; `default` is
        its code's default severity: a diagnostic already at another one keeps it."""
        own = diagnostic.severity if diagnostic.severity is not default else None
        severity = self.finding(diagnostic.code, default, own)
        if severity is None:
            return None
        return diagnostic if severity is diagnostic.severity else replace(diagnostic, severity=severity)

    def problems(self) -> list[tuple[str, str]]:
        """(key, why) for every entry the project cannot use: a key that is no adjustable code
        or check name, a level that is none of LEVELS."""
        if not self.written:
            return []
        from cardkit.checks.code_table import all_codes, find_code, stage_of

        table = all_codes()
        found: list[tuple[str, str]] = []
        for key, level in self.written.items():
            entry: Code | None = find_code(key, table)
            if entry is None or key not in (entry.code, entry.name):
                found.append((key, f"rules: {key!r} is not a rule code or name (see `cardkit rules`)"))
            elif not entry.adjustable:
                why = f"rules: {key!r} is a {stage_of(entry.code)} code; only check (R) and translation (T) codes can be re-levelled or turned off"
                found.append((key, why))
            if level not in LEVELS:
                found.append((key, f"rules: {key}: {level!r} is not one of {', '.join(LEVELS)}"))
        return found
