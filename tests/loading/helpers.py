"""Shared assertions: a loading test names the code, line and column it expects."""

from __future__ import annotations

from cardkit.foundation.diagnostics import Diagnostic
from cardkit.loading import LocatedDocument, load_yaml_text


def located(diagnostics: list[Diagnostic]) -> list[tuple[str, int, int]]:
    return [(d.code, d.line, d.column) for d in diagnostics]


def load_clean(text: str | bytes) -> LocatedDocument:
    """Load text that must produce a document and no diagnostics at all."""
    document, diagnostics = load_yaml_text(text, "spells/test.yaml")
    assert diagnostics == [], diagnostics
    assert document is not None
    return document


def refused(text: str | bytes) -> Diagnostic:
    """Load text that must be refused with exactly one diagnostic, and return it."""
    document, diagnostics = load_yaml_text(text, "spells/test.yaml")
    assert document is None
    assert len(diagnostics) == 1, diagnostics
    assert diagnostics[0].file == "spells/test.yaml"
    assert diagnostics[0].hint
    return diagnostics[0]
