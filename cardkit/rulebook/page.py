"""Lay the whole book out as one HTML page: cover, contents, chapters with live data and
examples. The PDF build renders this page; `check` never does (the rulebook's checks read the
parsed chapters, `cardkit.checks.rulebook`).

The page's templates are the cards' sandboxed, strict, autoescaping template set, same folders
(the project's `templates/` first, then cardkit's), with the rulebook's files under `rulebook/`.
Only templates are Jinja source; chapter text never is. Their words come from the edition
(`cardkit.output.wording`), like the cards'.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.token import Token
from markupsafe import Markup, escape

from cardkit.book.chapters import BookSource, Chapter, read_book
from cardkit.book.drafts import DraftMarks, without_review_notes
from cardkit.book.livedata import LiveData, PlaceholderProblem, TextRenderer, glossaries
from cardkit.book.manifest import Manifest
from cardkit.book.markdown import (
    Heading,
    PlaceholderSyntaxError,
    Renderer,
    RenderHooks,
    create_markdown,
    glossary_anchor,
    link_glossary,
    parse_call,
    parse_env,
    render_tokens,
)
from cardkit.diff.marking import FieldMarking
from cardkit.model import Game
from cardkit.model.packs import pack_of
from cardkit.output.build_mode import BuildMode
from cardkit.output.colophon import Colophon
from cardkit.output.documents import output_templates
from cardkit.output.paper import Paper
from cardkit.output.resources import template_folders
from cardkit.output.templating import TemplateSet
from cardkit.output.wording import Wording
from cardkit.project.marks import Marks
from cardkit.project.validate import LoadedProject
from cardkit.richtext.icons import symbol_drawer
from cardkit.richtext.markup import symbols_env
from cardkit.richtext.symbols import Symbols
from cardkit.rulebook.errata_chapter import BookErrata, errata_chapter
from cardkit.rulebook.passages import PassageRenderer

COVER_REVISION = {
    "commit": "rulebook.cover.revision_value.commit",
    "dirty": "rulebook.cover.revision_value.dirty",
    "digest": "rulebook.cover.revision_value.digest",
}
"""How a proof's cover prints the build's revision, by `Revision.kind`, for the team; a final
book prints none: its colophon tells players the edition and mark instead."""

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

    @property
    def outline(self) -> list[Heading]:
        """Every heading of the book in order: what the PDF's bookmarks must show."""
        return [heading for chapter in self.chapters for heading in chapter.headings]


def rulebook_templates(loaded: LoadedProject) -> TemplateSet:
    return output_templates(
        loaded.project.root,
        template_folders(loaded),
        {
            **Wording.of(loaded).template_globals(),
            "glossary_anchor": glossary_anchor,
        },
        loaded.theme,
    )


def assemble_book(
    loaded: LoadedProject,
    paper: Paper,
    templates: TemplateSet,
    source: BookSource | None = None,
    mode: BuildMode | None = None,
    marks: Marks | None = None,
    errata: BookErrata | None = None,
) -> Book:
    """The book's page, from `source` (read here when not given), as a proof or the final book
    (`mode`, by default a final build of the content as it is now), with the book's revision
    mark from `marks` (the build's, computed here without) in its colophon and page footer. `errata`, the diff between the revisions book.yaml's `errata:` names, is printed as
    the last chapter. A placeholder or scenario that cannot be filled prints an error box; the
    rulebook's checks say why. Raises TemplateProblem when a template cannot render."""
    mode = mode or BuildMode.of(loaded.project)
    book = source if source is not None else read_book(loaded)
    manifest = book.manifest
    if manifest is None:
        return Book("", [], [])
    md, chapters, game = book.markdown, book.chapters, loaded.game
    linked = glossaries(game, book.calls())
    for chapter in chapters:
        for kind, names in linked.items():
            link_glossary(chapter.tokens, kind, names)
    words = loaded.edition.words(game)
    drafts = draft_marks(loaded, proof=mode.proof)
    game_symbols = words.vocabulary.symbols if words.vocabulary else Symbols()
    symbols = symbols_env(game_symbols, symbol_drawer(loaded.project.assets))
    live = LiveData(
        game, templates, _card_text(md, linked, drafts, symbols), words, loaded.edition.locale, glossary=bool(linked)
    )
    bodies = [
        (chapter, Markup(_render_chapter(md, chapter, loaded, live, templates, drafts, symbols)))
        for chapter in chapters
    ]
    marking = FieldMarking.of(live.table, game_symbols, loaded.project.assets)
    generated = None
    if errata is not None and manifest.errata:
        passages = (passage_renderer(loaded, templates, errata.old_game), passage_renderer(loaded, templates))
        generated = errata_chapter(errata, manifest.errata, templates, Wording.of(loaded).labels, marking, passages)
    toc = _toc(manifest, chapters, proof=mode.proof)
    if generated is not None:
        toc.append(TocEntry(1, generated.title, generated.anchor))
    ruleset_version = game.vocabulary.ruleset_version if game.vocabulary else None
    html = templates.render(
        "rulebook/book.html.j2",
        manifest=manifest,
        ruleset_version=ruleset_version,
        cover_art=loaded.project.assets.url(manifest.cover_art) if manifest.cover_art else None,
        colophon=Colophon.of(manifest.title, ruleset_version, loaded.project.root),
        revision=Wording.of(loaded).labels(COVER_REVISION[mode.revision.kind], ident=mode.revision.ident),
        mark=(marks or Marks.of(loaded)).book,
        proof=mode.proof,
        chapters=bodies,
        errata=generated,
        toc=toc,
        paper=paper,
    )
    return Book(str(html), chapters, manifest.missing_titles)


def draft_marks(loaded: LoadedProject, *, proof: bool) -> DraftMarks:
    """The draft marks in the edition's words."""
    label = Wording.of(loaded).labels
    return DraftMarks(
        proof=proof, review_label=label("rulebook.proof.review"), unresolved=label("rulebook.final.unresolved")
    )


def _card_text(
    md: MarkdownIt, linked: dict[str, list[str]], marks: DraftMarks, symbols: Mapping[str, Any]
) -> TextRenderer:
    """Card texts are rich text in YAML: render them as Markdown so a glossary gets the same
    links, superscripts, symbols and draft marks as the chapters (placeholders in them stay text)."""
    literal = RenderHooks(lambda t: str(escape(t.content)), drafts=marks, symbols=symbols)

    def render(text: str) -> Markup:
        tokens = md.parse(text or "", parse_env(set()))
        for kind, names in linked.items():
            link_glossary(tokens, kind, names)
        return Markup(render_tokens(md, tokens, literal))

    return render


def _render_chapter(md: MarkdownIt, chapter: Chapter, loaded: LoadedProject, live: LiveData, templates: TemplateSet, marks: DraftMarks, symbols: Mapping[str, Any]) -> str:
    tokens = chapter.tokens if marks.proof else without_review_notes(chapter.tokens)
    hooks = RenderHooks(_placeholder(live, templates), _fences(loaded.game, templates, chapter.relpath), marks, symbols)
    return render_tokens(md, tokens, hooks)


def _placeholder(live: LiveData, templates: TemplateSet) -> Renderer:
    """A placeholder filled by its generator, or the error box the rulebook's checks explain."""

    def placeholder(token: Token) -> str:
        try:
            return str(live.render(parse_call(token.content)))
        except (PlaceholderSyntaxError, PlaceholderProblem):
            return str(templates.render("rulebook/partials/placeholder_error.html.j2", text=token.content))

    return placeholder


def _fences(game: Game, templates: TemplateSet, relpath: str) -> dict[str, Renderer]:
    """The renderers of the fences the game's pack reads (its `book_fences` hook)."""
    pack = pack_of(game)
    hook = pack.hook("book_fences") if pack is not None else None
    return dict(hook(game, templates, relpath)) if hook is not None else {}


def passage_renderer(loaded: LoadedProject, templates: TemplateSet, game: Game | None = None) -> PassageRenderer:
    """A paragraph of a chapter rendered alone, as the final book prints it: for the errata
    sheet and the Errata chapter, which show a changed paragraph as players read it, never as
    its source. Its generators are filled from `game` (the side of the diff it belongs to;
    `loaded`'s own by default), in `loaded`'s words and symbols; its headings print as headings
    but carry no id, since nothing links to a passage."""
    game = game if game is not None else loaded.game
    md = create_markdown()
    drafts = draft_marks(loaded, proof=False)
    words = loaded.edition.words(game)
    symbols = symbols_env(words.vocabulary.symbols if words.vocabulary else Symbols(), symbol_drawer(loaded.project.assets))
    live = LiveData(game, templates, _card_text(md, {}, drafts, symbols), words, loaded.edition.locale)
    placeholder = _placeholder(live, templates)

    def render(text: str, relpath: str) -> Markup:
        tokens = without_review_notes(md.parse(text, parse_env(set())))
        for token in tokens:
            if token.type == "heading_open" and token.attrs:
                token.attrs.pop("id", None)
        return Markup(render_tokens(md, tokens, RenderHooks(placeholder, _fences(game, templates, relpath), drafts, symbols)))

    return render


def _toc(manifest: Manifest, chapters: list[Chapter], *, proof: bool) -> list[TocEntry]:
    """Contents in manifest order: written chapters with their sections; in a proof, missing
    ones greyed (a final book leaves them out)."""
    by_file = {chapter.source: chapter for chapter in chapters}
    entries: list[TocEntry] = []
    for entry in manifest.chapters:
        if entry.missing:
            if proof:
                entries.append(TocEntry(1, entry.title or "", None))
            continue
        chapter = by_file.get(entry.file) if entry.file else None
        if chapter is not None:
            entries += [TocEntry(h.level, h.text, h.id) for h in chapter.headings if h.level <= TOC_DEPTH]
    return entries
