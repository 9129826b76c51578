"""Two versions of a text marked word by word: what was struck, what is new (the errata sheet
and the rulebook's Errata chapter show changed paragraphs so).

A player reading an errata wants to see the three words that changed in a paragraph, not to
compare two paragraphs by eye. Words (with the spaces after them) are compared with difflib,
which finds the longest common runs; each side keeps its own words, the old one with the
removed runs in `<del>`, the new one with the added runs in `<ins>`, every word escaped.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from markupsafe import Markup, escape

from cardkit.diff.model import FieldChange
from cardkit.fields.model import FieldTable
from cardkit.foundation.assets import Assets
from cardkit.richtext.icons import rich_text
from cardkit.richtext.symbols import Symbols

WORD = re.compile(r"\S+\s*")


@dataclass(frozen=True)
class MarkedPair:
    """The old and the new text, each as HTML with its changed words marked."""

    old: Markup
    new: Markup


def marked_words(old: str, new: str, render: Callable[[str], Markup] = escape) -> MarkedPair:
    """`old` with the words `new` dropped in `<del>`, `new` with the words it added in `<ins>`.
    `render` makes HTML of each side's text (a card text's rich text: `**bold**` and `[token]`
    drawn); the marks are placed in the source as private-use characters first, which every
    renderer passes through as text, and become tags in its HTML."""
    before, after = WORD.findall(old), WORD.findall(new)
    matcher = difflib.SequenceMatcher(a=[w.strip() for w in before], b=[w.strip() for w in after], autojunk=False)
    old_parts: list[str] = []
    new_parts: list[str] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        old_parts.append(_run(before[i1:i2], "del" if tag in ("delete", "replace") else None))
        new_parts.append(_run(after[j1:j2], "ins" if tag in ("insert", "replace") else None))
    return MarkedPair(_tagged(render("".join(old_parts))), _tagged(render("".join(new_parts))))


_OPEN = {"del": "\ue000", "ins": "\ue002"}
_CLOSE = {"del": "\ue001", "ins": "\ue003"}
_TAGS = {**{mark: f"<{node}>" for node, mark in _OPEN.items()}, **{mark: f"</{node}>" for node, mark in _CLOSE.items()}}


def _run(words: list[str], node: str | None) -> str:
    """Words of the source, between `node`'s marks when given; the trailing space stays outside."""
    text = "".join(words).translate({ord(mark): None for mark in _TAGS})
    if node is None or not text:
        return text
    body = text.rstrip()
    return f"{_OPEN[node]}{body}{_CLOSE[node]}{text[len(body) :]}"


def _tagged(html: Markup) -> Markup:
    """The rendered HTML with each mark its tag."""
    return Markup(html.translate({ord(mark): tag for mark, tag in _TAGS.items()}))


@dataclass(frozen=True)
class FieldMarking:
    """A change's values as its card prints them, for the errata: a text field's rich text with
    `**bold**` and `[token]` symbols drawn (`render`), any other value as plain text."""

    table: FieldTable
    render: Callable[[str], Markup]

    @classmethod
    def of(cls, table: FieldTable, symbols: Symbols, assets: Assets) -> FieldMarking:
        """The marking of one game's edition: its fields, its symbols drawn from its assets."""
        return cls(table, functools.partial(rich_text(symbols, assets), inline=True))

    def is_rich(self, kind: str, field: str) -> bool:
        spec = self.table.field(kind, field)
        return spec is not None and spec.type == "text"

    def pair(self, kind: str, field: FieldChange) -> MarkedPair:
        """The old and new value with their changed words marked."""
        return marked_words(field.old or "", field.new or "", self.render if self.is_rich(kind, field.field) else escape)

    def value(self, kind: str, field: str, text: str) -> Markup:
        """One side's value as HTML."""
        return self.render(text) if self.is_rich(kind, field) else escape(text)


HTML_PIECE = re.compile(r"(<[^>]*>)|([^<\s]+)|(\s+)")
"""A tag, a word (entities included: `&amp;` stays whole) or a run of spaces of rendered HTML."""
OPAQUE = ("svg", "style", "script")
"""Elements whose text is no prose: a drawn symbol's SVG must not get an `<ins>` inside it."""


def marked_html(old: Markup, new: Markup) -> MarkedPair:
    """Two renderings of a passage (a rulebook paragraph as the book prints it, its generators
    filled) with their changed words marked: the words of the HTML's text are compared, so a
    value a generator prints is marked as a word of the prose is, and no tag is ever cut."""
    before, after = _pieces(old), _pieces(new)
    words_before = [text for kind, text in before if kind == "word"]
    words_after = [text for kind, text in after if kind == "word"]
    matcher = difflib.SequenceMatcher(a=words_before, b=words_after, autojunk=False)
    dropped: set[int] = set()
    added: set[int] = set()
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag in ("delete", "replace"):
            dropped.update(range(i1, i2))
        if tag in ("insert", "replace"):
            added.update(range(j1, j2))
    return MarkedPair(_wrapped(before, dropped, "del"), _wrapped(after, added, "ins"))


def _pieces(html: str) -> list[tuple[str, str]]:
    """The HTML as (kind, text) pieces: `tag`, `space`, `word`, and `text` for a word inside an
    opaque node, which is compared with nothing."""
    pieces: list[tuple[str, str]] = []
    opaque = 0
    for match in HTML_PIECE.finditer(html):
        tag, word, space = match.groups()
        if tag is not None:
            name = re.match(r"</?\s*([a-zA-Z0-9]+)", tag)
            if name is not None and name.group(1).lower() in OPAQUE and not tag.endswith("/>"):
                opaque += -1 if tag.startswith("</") else 1
            pieces.append(("tag", tag))
        elif word is not None:
            pieces.append(("text" if opaque > 0 else "word", word))
        else:
            pieces.append(("space", space or ""))
    return pieces


def _wrapped(pieces: list[tuple[str, str]], changed: set[int], node: str) -> Markup:
    """The pieces joined again, each run of changed words (with the spaces between them) in `node`."""
    out: list[str] = []
    position = -1
    is_open = False
    for index, (kind, text) in enumerate(pieces):
        if kind == "word":
            position += 1
            if position in changed and not is_open:
                out.append(f"<{node}>")
                is_open = True
            elif position not in changed and is_open:
                out.append(f"</{node}>")
                is_open = False
        elif is_open and (kind != "space" or not _changed_word_next(pieces, index, position, changed)):
            out.append(f"</{node}>")
            is_open = False
        out.append(text)
    if is_open:
        out.append(f"</{node}>")
    return Markup("".join(out))


def _changed_word_next(pieces: list[tuple[str, str]], index: int, position: int, changed: set[int]) -> bool:
    """Whether the piece after the spaces at `index` is the next word, and a changed one."""
    following = pieces[index + 1] if index + 1 < len(pieces) else None
    return following is not None and following[0] == "word" and position + 1 in changed
