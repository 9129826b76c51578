"""No word a player reads lives in Python: the bundled game's Portuguese words must come from
game data or a label catalog, so no string literal of cardkit/ may spell one. Comments and
docstrings may quote the seeds (they explain why), so only literals the code uses are read."""

from __future__ import annotations

import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

from tests.conftest import REPO_ROOT

WORDS = [
    "Projétil", "Projetil", "Atropelamento", "Mágico", "Fluxo", "Custo", "Explosão", "Área",
    "Comandante", "Campeão", "Elemento", "Unidade", "Magia", "Característica", "Alcance",
    "Ficha", "página", "aprovado", "Rascunho", "Frente", "Todos", "Múltiplo", "Sacrifício",
]  # fmt: skip
"""The bundled game's words (seed 000) that code once compared with or printed."""
PORTUGUESE = re.compile(r"\b(" + "|".join(map(re.escape, WORDS)) + r")\b", re.IGNORECASE)
STATEMENT_START = {tokenize.NEWLINE, tokenize.NL, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING}
IGNORED = {tokenize.COMMENT, tokenize.NL}


def literals(source: str) -> Iterator[tokenize.TokenInfo]:
    """The string tokens of `source` that are values, not docstrings: a docstring is a string
    standing alone as a statement (module, class, function or attribute documentation)."""
    tokens = [t for t in tokenize.generate_tokens(io.StringIO(source).readline) if t.type not in IGNORED]
    for index, token in enumerate(tokens):
        if token.type != tokenize.STRING:
            continue
        before = tokens[index - 1].type if index else tokenize.ENCODING
        after = tokens[index + 1].type if index + 1 < len(tokens) else tokenize.NEWLINE
        if not (before in STATEMENT_START and after in (tokenize.NEWLINE, tokenize.ENDMARKER)):
            yield token


def hits(path: Path) -> list[str]:
    found = []
    for token in literals(path.read_text(encoding="utf-8")):
        match = PORTUGUESE.search(token.string)
        if match:
            found.append(f"{path.relative_to(REPO_ROOT)}:{token.start[0]}: {match[0]} in {token.string[:60]}")
    return found


def test_the_reader_skips_docstrings_and_comments_but_not_literals() -> None:
    source = '"""Um Projétil."""\nX = 1\n"""Fluxo, documented."""\n# Magia\ndef f():\n    """Custo."""\n    return "Frente"\n'
    assert [t.string for t in literals(source)] == ['"Frente"']


def test_no_portuguese_word_in_cardkit_string_literals() -> None:
    found = [hit for path in sorted((REPO_ROOT / "cardkit").rglob("*.py")) for hit in hits(path)]
    assert not found, "words a player reads belong in game.yaml or labels/<locale>/:\n" + "\n".join(found)
