"""What a chapter says only to its editors: the seed's "(?)" placeholders and review notes.

A proof prints them, clearly marked, so the team sees what is still open; a final book, the one
players get, leaves them out. Both are read by the Markdown parser, never by a regex over HTML:

- ``(?)`` in the prose marks a value a card gives ("attacks (?) times"; Tab Master's seed writes
  it so), and so does a lone ``?`` standing for a value ("(Múltiplo x ?)", the seed's "Multiple
  times ?"). A final book prints the catalog's parameter letter
  (`rulebook.final.unresolved`, "X") in its place: dropping it would leave "(Especial: )" or
  "(Múltiplo x )", and refusing the build would keep the whole book from print for a value that
  is a variable by design, not a missing fact. The text around it already names that letter
  ("uma quantidade X de vezes"), so "(Múltiplo x X)" reads as the rule means.
- a blockquote whose first line is ``[!REVIEW]`` (GitHub's alert syntax) is a review note: a box
  headed by `rulebook.proof.review` in a proof, nothing in a final book.

Where the seeds leave these marks: docs/seed-facts.md (The rulebook).
"""

from __future__ import annotations

import re
from collections.abc import Callable, MutableMapping
from dataclasses import dataclass
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.rules_core import StateCore
from markdown_it.token import Token
from markupsafe import escape

UNRESOLVED = "unresolved"
UNRESOLVED_MARK = "(?)"
UNRESOLVED_FORMS = re.compile(r"\(\?\)|(?<=[\s(])\?(?=[\s).,;:]|$)")
"""Both forms of the mark: "(?)", or a "?" after a space or "(" that ends no word (a question
mark ends the word it follows)."""
REVIEW_MARK = "[!REVIEW]"
_REVIEW_META = "review"


@dataclass(frozen=True)
class DraftMarks:
    """How one build prints the draft marks: `proof` shows them, a final book does not."""

    proof: bool
    review_label: str
    """The heading of a review box in a proof."""
    unresolved: str
    """What a final book prints for "(?)"."""

    def unresolved_html(self, written: str = UNRESOLVED_MARK) -> str:
        """A proof shows the mark as `written`; a final book, the parameter letter."""
        if self.proof:
            return f'<mark class="draft-mark">{escape(written)}</mark>'
        return str(escape(self.unresolved))


AS_WRITTEN = DraftMarks(proof=True, review_label="", unresolved=UNRESOLVED_MARK)
"""For text rendered outside a book build (tests, previews of one paragraph)."""

MarksOf = Callable[[MutableMapping[str, Any]], DraftMarks]


def install(md: MarkdownIt, marks_of: MarksOf) -> None:
    """Teach `md` both marks; `marks_of` finds the build's `DraftMarks` in the render env."""
    md.core.ruler.push(UNRESOLVED, _unresolved)
    md.core.ruler.push("review_notes", _review_notes)
    md.add_render_rule(
        UNRESOLVED, lambda self, tokens, idx, options, env: marks_of(env).unresolved_html(tokens[idx].content)
    )
    assert isinstance(md.renderer, RendererHTML)
    default_open = md.renderer.rules.get("blockquote_open")

    def blockquote_open(self: Any, tokens: list[Token], idx: int, options: Any, env: MutableMapping[str, Any]) -> str:
        if not tokens[idx].meta.get(_REVIEW_META):
            return str(default_open(tokens, idx, options, env) if default_open else self.renderToken(tokens, idx, options, env))
        label = marks_of(env).review_label
        return f'<blockquote class="review-note"><p class="draft-label">{escape(label)}</p>\n'

    md.add_render_rule("blockquote_open", blockquote_open)


def _unresolved(state: StateCore) -> None:
    """Split every text token of the prose at each mark into text and `unresolved` tokens (the
    inline text rule runs on to the next Markdown punctuation, so no inline rule sees a "(")."""
    for block in state.tokens:
        if block.type == "inline" and "?" in block.content:
            block.children = [piece for child in block.children or [] for piece in _split(child)]


def _split(child: Token) -> list[Token]:
    if child.type != "text" or not UNRESOLVED_FORMS.search(child.content):
        return [child]
    pieces: list[Token] = []
    at = 0
    for match in UNRESOLVED_FORMS.finditer(child.content):
        if match.start() > at:
            pieces.append(Token("text", "", 0, content=child.content[at : match.start()]))
        pieces.append(Token(UNRESOLVED, "", 0, content=match.group()))
        at = match.end()
    if at < len(child.content):
        pieces.append(Token("text", "", 0, content=child.content[at:]))
    return pieces


def _review_notes(state: StateCore) -> None:
    """Mark each blockquote opening with `[!REVIEW]` and take the marker out of its text."""
    tokens = state.tokens
    for index, token in enumerate(tokens):
        if token.type != "blockquote_open" or index + 2 >= len(tokens):
            continue
        inline = tokens[index + 2]
        if inline.type != "inline" or not inline.content.startswith(REVIEW_MARK):
            continue
        token.meta[_REVIEW_META] = True
        inline.content = inline.content[len(REVIEW_MARK) :].lstrip()
        children = inline.children or []
        if children and children[0].type == "text" and children[0].content.startswith(REVIEW_MARK):
            children[0].content = children[0].content[len(REVIEW_MARK) :].lstrip()
            while children and (children[0].type in ("softbreak", "hardbreak") or (children[0].type == "text" and not children[0].content)):
                children.pop(0)


def is_review_note(token: Token) -> bool:
    return token.type == "blockquote_open" and bool(token.meta.get(_REVIEW_META))


def without_review_notes(tokens: list[Token]) -> list[Token]:
    """`tokens` with every review note left out: what a final book renders."""
    kept: list[Token] = []
    depth = 0
    for token in tokens:
        if depth:
            depth += (token.type == "blockquote_open") - (token.type == "blockquote_close")
            continue
        if is_review_note(token):
            depth = 1
            continue
        kept.append(token)
    return kept
