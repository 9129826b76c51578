"""cardkit's findings as LSP diagnostics: the same code, severity, message and hint as
`cardkit check` prints, over the name or value the finding points at."""

from __future__ import annotations

import re

from lsprotocol import types

from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.lsp.text import scalar_span

SOURCE = "cardkit"

_SEVERITIES = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.INFO: types.DiagnosticSeverity.Information,
}

_DID_YOU_MEAN = re.compile(r"did you mean (.+?)\?")
_QUOTED = re.compile(r"'([^']+)'|`([^`]+)`|\"([^\"]+)\"")


def suggestions(hint: str | None) -> list[str]:
    """The names a hint's "did you mean 'X' or 'Y'?" offers, in its order."""
    found = _DID_YOU_MEAN.search(hint or "")
    if found is None:
        return []
    return [next(group for group in match.groups() if group) for match in _QUOTED.finditer(found.group(1))]


def to_lsp(diagnostic: Diagnostic, text: str) -> types.Diagnostic:
    """One finding over the span it points at in `text` (the file as the editor has it). The
    hint ends the message, as the terminal prints it under the line; `data` keeps the
    did-you-mean names for the quick fixes."""
    span = scalar_span(text, diagnostic.line - 1, diagnostic.column - 1)
    shown = diagnostic.printable()
    message = shown.message + (f"\nhint: {shown.hint}" if shown.hint else "")
    return types.Diagnostic(
        range=types.Range(types.Position(span.line, span.start), types.Position(span.line, span.end)),
        message=message,
        severity=_SEVERITIES[diagnostic.severity],
        code=diagnostic.code,
        source=SOURCE,
        data={"suggestions": suggestions(diagnostic.hint)},
    )
