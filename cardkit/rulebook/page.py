"""Assemble the whole book as one HTML page: cover, contents, chapters with live data and
examples, plus every diagnostic found on the way. `cardkit check` stops here; the PDF build
lays this page out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from markdown_it import MarkdownIt
from markdown_it.token import Token
from markupsafe import Markup, escape

from cardkit.content import LoadedProject
from cardkit.diagnostics import Diagnostic
from cardkit.game_rules import damage_rules
from cardkit.model import Game
from cardkit.output.paper import Paper
from cardkit.output.templating import TemplateSet
from cardkit.revision import content_revision
from cardkit.rulebook.chapters import Chapter, read_chapters
from cardkit.rulebook.codes import BAD_PLACEHOLDER, finding
from cardkit.rulebook.examples import ExampleRenderer
from cardkit.rulebook.livedata import LiveData, PlaceholderProblem, TraitText
from cardkit.rulebook.manifest import Manifest, in_edition, load_manifest
from cardkit.rulebook.markdown import (
    Heading,
    RenderHooks,
    create_markdown,
    link_traits,
    parse_env,
    render_tokens,
    trait_anchor,
)
from cardkit.rulebook.placeholders import PlaceholderSyntaxError, parse_call
from cardkit.rulebook.prose import check_inline_placeholders, check_links, check_quotes

GLOSSARY = "trait_glossary"
TOC_DEPTH = 2
"""Chapters and their sections in the contents; deeper headings are only in the PDF outline."""


@dataclass(frozen=True)
class TocEntry:
    level: int
    text: str
    id: str | None
    """None for a chapter the manifest marks missing: listed, never linked."""


@dataclass
class Book:
    html: str
    chapters: list[Chapter]
    missing: list[str]
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def outline(self) -> list[Heading]:
        """Every heading of the book in order: what the PDF's bookmarks must show."""
        return [heading for chapter in self.chapters for heading in chapter.headings]


def assemble_book(loaded: LoadedProject, paper: Paper, templates: TemplateSet) -> Book:
    source, diagnostics = load_manifest(loaded.project)
    if source is None:
        return Book("", [], [], diagnostics)
    manifest = in_edition(source, loaded.edition)
    md = create_markdown()
    chapters, problems = read_chapters(loaded.project, manifest, md, loaded.edition)
    diagnostics += problems
    game = loaded.game
    glossary = any(_calls(token) == GLOSSARY for chapter in chapters for token in chapter.placeholders())
    if glossary:
        for chapter in chapters:
            link_traits(chapter.tokens, [trait.name for trait in game.traits])
    words = loaded.edition.words(game)
    live = LiveData(game, templates, _trait_text(md, game, glossary), words, link_traits=glossary)
    bodies = []
    for chapter in chapters:
        html, found = _render_chapter(md, chapter, game, live, templates)
        bodies.append((chapter, Markup(html)))
        diagnostics += found
    anchors = {h.id for chapter in chapters for h in chapter.headings}
    anchors |= {trait_anchor(t.name) for t in game.traits} if glossary else set()
    for chapter in chapters:
        diagnostics += [*check_quotes(chapter, game, loaded.edition), *check_inline_placeholders(chapter), *check_links(chapter, anchors)]
    html = templates.render(
        "rulebook/book.html.j2",
        manifest=manifest,
        ruleset_version=game.vocabulary.ruleset_version if game.vocabulary else None,
        revision=content_revision(loaded.project),
        chapters=bodies,
        toc=_toc(manifest, chapters),
        paper=paper,
    )
    return Book(str(html), chapters, manifest.missing_titles, diagnostics)


def _calls(token: Token) -> str | None:
    try:
        return parse_call(token.content).name
    except PlaceholderSyntaxError:
        return None


def _trait_text(md: MarkdownIt, game: Game, linked: bool) -> TraitText:
    """Trait texts are plain paragraphs in YAML: render them as Markdown so the glossary gets
    the same keyword links as the chapters (placeholders in them stay text)."""
    names = [trait.name for trait in game.traits]
    literal = RenderHooks(lambda t: str(escape(t.content)), lambda t: str(escape(t.content)))

    def render(text: str) -> Markup:
        tokens = md.parse(text or "", parse_env(set()))
        if linked:
            link_traits(tokens, names)
        return Markup(render_tokens(md, tokens, literal))

    return render


def _render_chapter(md: MarkdownIt, chapter: Chapter, game: Game, live: LiveData, templates: TemplateSet) -> tuple[str, list[Diagnostic]]:
    found: list[Diagnostic] = []

    def placeholder(token: Token) -> str:
        line = token.map[0] + 1 if token.map else 1
        try:
            return str(live.render(parse_call(token.content)))
        except PlaceholderSyntaxError as error:
            found.append(finding(BAD_PLACEHOLDER, chapter.relpath, line, str(error)))
        except PlaceholderProblem as problem:
            found.append(finding(problem.code, chapter.relpath, line, problem.message, hint=problem.hint))
        return str(templates.render("rulebook/partials/placeholder_error.html.j2", text=token.content))

    examples = ExampleRenderer(game, damage_rules(game.vocabulary), templates, chapter.relpath)
    html = render_tokens(md, chapter.tokens, RenderHooks(placeholder, examples))
    return html, found + examples.diagnostics


def _toc(manifest: Manifest, chapters: list[Chapter]) -> list[TocEntry]:
    """Contents in manifest order: written chapters with their sections, missing ones greyed."""
    by_file = {chapter.source: chapter for chapter in chapters}
    entries: list[TocEntry] = []
    for entry in manifest.chapters:
        if entry.missing:
            entries.append(TocEntry(1, entry.title or "", None))
            continue
        chapter = by_file.get(entry.file) if entry.file else None
        if chapter is not None:
            entries += [TocEntry(h.level, h.text, h.id) for h in chapter.headings if h.level <= TOC_DEPTH]
    return entries
