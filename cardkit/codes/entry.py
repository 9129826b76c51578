"""One code's entry in the table, and how its documentation is written.

A code is documented the way yamllint documents its rules: what the code means and what to do
about it, then a snippet that passes and one that fails, each under a line of its own::

    A tab is used for indentation; YAML allows only spaces there.

    PASS::

        # content/units/lanceiro.yaml
        attacks:
          - type: Comum

    FAIL::

        # content/units/lanceiro.yaml
        attacks:
        <TAB>- type: Comum

A registered check writes this as its function's docstring; the other codes pass the same text
to `documented`. A snippet's first line names the file it belongs in (a `#` comment in YAML, an
`<!-- -->` comment in a Markdown chapter).
"""

from __future__ import annotations

import inspect
import re
import textwrap
from dataclasses import dataclass

from cardkit.foundation.diagnostics import Diagnostic, Severity

ADJUSTABLE_LETTERS = frozenset("RT")
"""The codes cardkit.yaml's `rules:` may turn off or re-level: the checks' (R) and the
translation checks' (T). A loading, schema, configuration or build problem leaves a file out of
the game or an output unwritten, so there is no running on without it."""

_SECTION = re.compile(r"^(PASS|FAIL)::[ \t]*$", re.MULTILINE)


@dataclass(frozen=True)
class Code:
    """A stable diagnostic code: its kebab-case name, default severity, one-line description, and
    the documentation `cardkit rules --explain` and SARIF viewers show."""

    code: str
    name: str
    severity: Severity
    description: str
    explanation: str = ""
    passes: str = ""
    """A snippet that does not get this code."""
    fails: str = ""
    """A snippet that gets it."""

    @property
    def adjustable(self) -> bool:
        """Whether a project's `rules:` may turn this code off or give it another severity."""
        return self.code[0] in ADJUSTABLE_LETTERS

    def diagnostic(
        self, file: str, line: int, column: int, message: str, hint: str | None = None, *, severity: Severity | None = None, cell: str = ""
    ) -> Diagnostic:
        """A finding of this code, with its default severity unless the caller has a stated reason."""
        return Diagnostic(file, line, column, self.code, severity or self.severity, message, hint, cell)


@dataclass(frozen=True)
class Documentation:
    explanation: str
    passes: str
    fails: str


def read_documentation(text: str | None) -> Documentation:
    """The explanation and the PASS and FAIL snippets of a docstring written as this module says."""
    parts = _SECTION.split(inspect.cleandoc(text or ""))
    snippets = dict(zip(parts[1::2], parts[2::2], strict=True))
    return Documentation(parts[0].strip(), _snippet(snippets.get("PASS", "")), _snippet(snippets.get("FAIL", "")))


def documented(code: str, name: str, severity: Severity, description: str, doc: str) -> Code:
    """An entry whose documentation is written as a rule's docstring is."""
    found = read_documentation(doc)
    return Code(code, name, severity, description, found.explanation, found.passes, found.fails)


def code_table(*codes: Code) -> dict[str, Code]:
    """Codes by code, for a stage's table."""
    return {entry.code: entry for entry in codes}


def _snippet(text: str) -> str:
    return textwrap.dedent(text.strip("\n")).rstrip()
