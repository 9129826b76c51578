"""The rulebook's Markdown dialect, on markdown-it-py: CommonMark + tables, raw HTML escaped,
plus what a rulebook needs that plain Markdown lacks.

- a line starting with `{{` is a placeholder block: `{{ name() }}` or `{{ name("argument") }}`,
  read by `parse_call` and filled at render;
- a ```scenario fence is an executable example (drawn and replayed by the build);
- every heading gets a stable, book-wide unique id (for the TOC, links and bookmarks);
- a heading's trailing emphasis after its title is a gloss ("## Direto *Direct*": seed 003
  names each range kind in Portuguese, then English): printed in the heading, but no part of
  its label, the text the contents, the bookmark, the id and the running header take;
- `link_glossary` turns a name of a kind the book has a glossary of (Title Case or CAPITALS)
  into a link to its glossary entry;
- `[token]` is one of the game's symbols, drawn as on its cards (`cardkit.richtext`);
- `^{2 e 3}`, the seed's superscript (docs/seed-facts.md), is a `<sup>`: footnote numbers;
  these and the superscript digits are bound to their word and punctuation (`markers`);
- the draft marks of `drafts` ("(?)" and `[!REVIEW]` notes), printed only in a proof.

Raw HTML stays off: chapter text can never inject markup or template code into the book. Nor
is chapter text ever run through Jinja (it would let any chapter execute template code): a
placeholder is read by a small parser instead, a generator name and at most one quoted text
argument; anything else inside `{{ }}` is a diagnostic, not something to evaluate.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, MutableMapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.rules_block import StateBlock
from markdown_it.rules_core import StateCore
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token

from cardkit.book import drafts, markers
from cardkit.book.drafts import AS_WRITTEN, DraftMarks
from cardkit.foundation.folding import slug
from cardkit.richtext.markup import install_symbols

PLACEHOLDER = "placeholder"
SUPERSCRIPT = "superscript"
HEADING_LABEL = "heading-label"
GLOSS = "gloss"
SUPERSCRIPT_OPEN = "^{"

Renderer = Callable[[Token], str]

_IDS = "cardkit_ids"
_HOOKS = "cardkit_hooks"

OPEN, CLOSE = "{{", "}}"

_CALL = re.compile(
    r"""\{\{\s*
    (?P<name>[A-Za-z_][A-Za-z0-9_]*)\s*
    \(\s*(?:"(?P<double>[^"]*)"|'(?P<single>[^']*)')?\s*\)
    \s*\}\}\s*$""",
    re.VERBOSE,
)


@dataclass(frozen=True)
class Call:
    """A parsed placeholder: which generator, with which argument (None when called without)."""

    name: str
    argument: str | None


class PlaceholderSyntaxError(ValueError):
    """The text between `{{` and `}}` is not a call this parser accepts."""


def is_placeholder_line(line: str) -> bool:
    """Does this Markdown line try to be a placeholder? (Then it must parse, or be reported.)"""
    return line.strip().startswith(OPEN)


def parse_call(line: str) -> Call:
    """Read one placeholder line; raise PlaceholderSyntaxError saying what the line should look like."""
    match = _CALL.match(line.strip())
    if match is None:
        raise PlaceholderSyntaxError(
            f"cannot read placeholder {line.strip()!r}: write {OPEN} name() {CLOSE} or {OPEN} name(\"Nome\") {CLOSE}"
        )
    argument = match["double"] if match["double"] is not None else match["single"]
    return Call(match["name"], argument)


@dataclass(frozen=True)
class Heading:
    level: int
    text: str
    id: str
    line: int


@dataclass(frozen=True)
class RenderHooks:
    """How placeholders and the fences a pack reads (Tab Master's ```scenario) become HTML:
    supplied by the build, so this module knows nothing about the game."""

    placeholder: Renderer
    fences: Mapping[str, Renderer] = field(default_factory=dict)
    """Fence info (`scenario`) -> its renderer; other fences print as code."""
    drafts: DraftMarks = AS_WRITTEN
    """Whether the draft marks print (a proof) or give way (a final book)."""
    symbols: Mapping[str, Any] = field(default_factory=dict)
    """What each `[token]` draws (`cardkit.richtext.markup.symbols_env`); without, it prints as written."""


def parse_env(book_ids: set[str]) -> MutableMapping[str, Any]:
    """markdown-it's env for parsing one chapter; `book_ids` is shared by every chapter so
    heading ids are unique in the whole book."""
    return {_IDS: book_ids}


def render_tokens(md: MarkdownIt, tokens: list[Token], hooks: RenderHooks) -> str:
    return str(md.renderer.render(tokens, md.options, {_HOOKS: hooks, **hooks.symbols}))


def glossary_anchor(kind: str, name: str) -> str:
    """The id of a glossary entry: `<kind>-<slug of the name>`."""
    return f"{kind}-{slug(name)}"


def create_markdown() -> MarkdownIt:
    """The rulebook's parser and renderer."""
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable("table")
    md.block.ruler.before("paragraph", PLACEHOLDER, _placeholder_block, {"alt": ["paragraph"]})
    md.inline.ruler.after("text", SUPERSCRIPT, _superscript)
    install_symbols(md)
    markers.install(md)
    md.core.ruler.push("heading_glosses", _heading_glosses)
    md.core.ruler.push("heading_ids", _heading_ids)
    drafts.install(md, lambda env: env[_HOOKS].drafts if _HOOKS in env else AS_WRITTEN)
    md.add_render_rule(PLACEHOLDER, lambda self, tokens, idx, options, env: env[_HOOKS].placeholder(tokens[idx]))
    assert isinstance(md.renderer, RendererHTML)
    default_fence = md.renderer.rules["fence"]

    def fence(self: Any, tokens: list[Token], idx: int, options: Any, env: MutableMapping[str, Any]) -> str:
        renderer: Renderer | None = env[_HOOKS].fences.get(tokens[idx].info.strip()) if _HOOKS in env else None
        if renderer is not None:
            return renderer(tokens[idx])
        return str(default_fence(tokens, idx, options, env))

    md.add_render_rule("fence", fence)
    return md


def _placeholder_block(state: StateBlock, start: int, end: int, silent: bool) -> bool:
    """A whole line beginning with `{{` is a placeholder; parsing its content is left to render
    time so a malformed one becomes a diagnostic rather than stray text."""
    if state.is_code_block(start):
        return False
    begin = state.bMarks[start] + state.tShift[start]
    line = state.src[begin : state.eMarks[start]]
    if not is_placeholder_line(line):
        return False
    if not silent:
        token = state.push(PLACEHOLDER, "", 0)
        token.content = line.strip()
        token.map = [start, start + 1]
        token.block = True
    state.line = start + 1
    return True


def _superscript(state: StateInline, silent: bool) -> bool:
    """`^{text}` on one line, `text` not empty and without braces: a <sup> holding `text`."""
    start = state.pos
    if not state.src.startswith(SUPERSCRIPT_OPEN, start):
        return False
    end = state.src.find("}", start + len(SUPERSCRIPT_OPEN), state.posMax)
    inner = state.src[start + len(SUPERSCRIPT_OPEN) : end] if end >= 0 else ""
    if not inner.strip() or "{" in inner or "\n" in inner:
        return False
    if not silent:
        state.push("sup_open", "sup", 1).markup = SUPERSCRIPT_OPEN
        state.push("text", "", 0).content = inner
        state.push("sup_close", "sup", -1).markup = "}"
    state.pos = end + 1
    return True


def inline_text(inline: Token) -> str:
    """The visible text of an inline token (what a reader sees, without markup)."""
    return "".join(child.content for child in inline.children or () if child.type in ("text", "code_inline"))


def _heading_glosses(state: StateCore) -> None:
    """Wrap a glossed heading's title in `<span class="heading-label">` and class its emphasis
    `gloss`: rulebook.css gives the span, not the heading, the bookmark and the running header."""
    tokens = state.tokens
    for index, token in enumerate(tokens):
        if token.type != "heading_open":
            continue
        children = tokens[index + 1].children or []
        if len(children) < 4 or [c.type for c in children[-3:]] != ["em_open", "text", "em_close"]:
            continue
        title = children[:-3]
        if not inline_text(Token("inline", "", 0, children=title)).strip():
            continue
        if title[-1].type == "text":
            content = title[-1].content
            title[-1] = _text(content.rstrip())
            space = [_text(content[len(content.rstrip()) :])]
        else:
            space = []
        label = [Token(HEADING_LABEL + "_open", "span", 1, attrs={"class": HEADING_LABEL}), *title, Token(HEADING_LABEL + "_close", "span", -1)]
        children[-3].attrSet("class", GLOSS)
        tokens[index + 1].children = [token for token in (*label, *space, *children[-3:]) if token.type != "text" or token.content]
        token.attrSet("class", "has-gloss")


def heading_label(inline: Token) -> str:
    """A heading's title without its gloss: what the contents, the bookmark and the id take."""
    children = inline.children or []
    close = next((i for i, child in enumerate(children) if child.type == HEADING_LABEL + "_close"), None)
    return inline_text(Token("inline", "", 0, children=children[:close] if close is not None else children)).strip()


def _heading_ids(state: StateCore) -> None:
    ids: set[str] = state.env[_IDS]
    tokens = state.tokens
    for index, token in enumerate(tokens):
        if token.type != "heading_open":
            continue
        base = slug(heading_label(tokens[index + 1])) or "section"
        anchor, counter = base, 2
        while anchor in ids:
            anchor, counter = f"{base}-{counter}", counter + 1
        ids.add(anchor)
        token.attrSet("id", anchor)


def headings(tokens: list[Token]) -> list[Heading]:
    """The headings of a parsed chapter, with the ids `_heading_ids` gave them."""
    return [
        Heading(int(token.tag[1]), heading_label(tokens[index + 1]), str(token.attrGet("id")), token.map[0] + 1 if token.map else 1)
        for index, token in enumerate(tokens)
        if token.type == "heading_open"
    ]


_WORD = re.compile(r"\w+")
_GAP = re.compile(r"[\s\-]+")


@dataclass(frozen=True)
class GlossaryNames:
    """The names of a glossary's kind as the prose writes game terms: Title Case or CAPITALS,
    whole words, and space or hyphen alike ("Morto Vivo", "Morto-Vivo"). Lower-case uses are
    ordinary words.

    Found by looking runs of words up in a dictionary, not by one alternation of every name:
    a book with thousands of entries renders thousands of texts, and the alternation made that
    quadratic."""

    by_form: dict[str, str]
    """"MORTO VIVO" and "Morto Vivo" -> "Morto Vivo": a name's forms, words joined by one space."""
    longest: int
    """The most words any name has: how far a match can reach from its first word."""

    @staticmethod
    @lru_cache(maxsize=8)
    def of(names: tuple[str, ...]) -> GlossaryNames:
        by_form: dict[str, str] = {}
        for name in names:
            for form in (name, name.upper()):
                by_form.setdefault(" ".join(_GAP.split(form.strip())), name)
        return GlossaryNames(by_form, max((len(form.split(" ")) for form in by_form), default=0))

    def finditer(self, text: str) -> Iterator[tuple[int, int, str]]:
        """(start, end, name) of every whole-word use of a name in `text`, longest first."""
        words = list(_WORD.finditer(text))
        index = 0
        while index < len(words):
            found = self._match_at(text, words, index)
            if found is None:
                index += 1
                continue
            end_index, name = found
            yield words[index].start(), words[end_index].end(), name
            index = end_index + 1

    def _match_at(self, text: str, words: list[re.Match[str]], index: int) -> tuple[int, str] | None:
        start = words[index].start()
        if start and text[start - 1] == "-":
            return None
        for last in range(min(len(words), index + self.longest) - 1, index - 1, -1):
            end = words[last].end()
            if end < len(text) and text[end] == "-":
                continue
            gaps = [text[words[k].end() : words[k + 1].start()] for k in range(index, last)]
            if all(_GAP.fullmatch(gap) for gap in gaps):
                name = self.by_form.get(" ".join(w.group() for w in words[index : last + 1]))
                if name is not None:
                    return last, name
        return None


def link_glossary(tokens: list[Token], kind: str, entry_names: Iterable[str]) -> None:
    """Turn each name of `kind` in the prose into a link to its glossary entry (headings
    excepted: a heading is a title, and its bookmark label must stay plain text)."""
    names = GlossaryNames.of(tuple(entry_names))
    if not names.by_form:
        return
    for index, token in enumerate(tokens):
        if token.type == "inline" and not (index and tokens[index - 1].type == "heading_open"):
            token.children = _link_children(token.children or [], names, kind)


def _link_children(children: list[Token], names: GlossaryNames, kind: str) -> list[Token]:
    out: list[Token] = []
    depth = 0
    for child in children:
        depth += child.type == "link_open"
        depth -= child.type == "link_close"
        if child.type != "text" or depth:
            out.append(child)
            continue
        position = 0
        for start, end, name in names.finditer(child.content):
            out.append(_text(child.content[position:start]))
            out.append(Token("link_open", "a", 1, attrs={"href": "#" + glossary_anchor(kind, name), "class": kind}))
            out.append(_text(child.content[start:end]))
            out.append(Token("link_close", "a", -1))
            position = end
        out.append(_text(child.content[position:]))
    return [token for token in out if token.type != "text" or token.content]


def _text(content: str) -> Token:
    return Token("text", "", 0, content=content)
