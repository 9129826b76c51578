"""From cards and imposed pages to laid-out WeasyPrint documents.

Faces are rendered once per card and fit level and reused for every copy, every page and every
profile; a document is the `cards/document.html` template around them. All layouts of one
document share one FontConfiguration, so pages laid out separately (a re-fitted card) can be
spliced into one PDF; `new_document` starts a fresh one, so a document's bytes and the files it
reads never depend on what the process rendered before it.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from markupsafe import Markup
from weasyprint import Document

from cardkit.config.settings import PrintProfile
from cardkit.foundation.assets import Assets
from cardkit.foundation.errors import USAGE, CardkitError
from cardkit.output.documents import DocumentRenderer, output_templates
from cardkit.output.resources import template_folders
from cardkit.output.templating import TemplateSet
from cardkit.output.wording import Wording
from cardkit.project.validate import LoadedProject
from cardkit.render.backs import back_colors, back_group, back_label
from cardkit.render.card_templates import back_template, face_template
from cardkit.render.faces import Card
from cardkit.render.fit import FitLevel
from cardkit.render.imposition import Page, slug
from cardkit.render.slots import slot_globals
from cardkit.richtext.icons import rich_text
from cardkit.richtext.symbols import Symbols
from cardkit.theme.art import card_font_size
from cardkit.theme.model import BACK_BY_KIND, Theme


@dataclass(frozen=True)
class Frame:
    """Page and cell geometry in mm for the document template, and how the PDF is written."""

    page_width: float
    page_height: float
    cell_width: float
    cell_height: float
    card_width: float
    card_height: float
    inset: float
    page_bleed: float
    """What the page extends past its trim box (WeasyPrint's `@page bleed`): the bleed and any slug."""
    single: bool
    font_size: float
    proof: bool = True
    """Faces show the draft marks: a proof profile's pages."""
    process_black: bool = False
    """Card text in 100 % K (`black_text: k-only`)."""

    @classmethod
    def for_profile(cls, profile: PrintProfile) -> Frame:
        """Single cards: the page is the trim box, grown by the bleed (and the slug of its marks)
        with `@page bleed`; the cell, card plus bleed, starts one bleed before the trim.
        Sheets: the page is the paper, each cell a card plus its bleed."""
        if profile.single:
            page, page_bleed = profile.card_size, profile.bleed + slug(profile)
        else:
            page, page_bleed = (profile.paper_width, profile.paper_height), 0.0
        return cls(
            page_width=page[0],
            page_height=page[1],
            cell_width=profile.cell_size[0],
            cell_height=profile.cell_size[1],
            card_width=profile.card_width,
            card_height=profile.card_height,
            inset=profile.bleed,
            page_bleed=page_bleed,
            single=profile.single,
            font_size=card_font_size(profile.card_width, profile.card_height),
            proof=profile.proof,
            process_black=profile.black_text == "k-only",
        )

    @property
    def marks_box(self) -> tuple[float, float, float, float]:
        """Where the marks' SVG lies, in page millimetres: the whole page with its bleed and slug."""
        return (-self.page_bleed, -self.page_bleed, self.page_width + 2 * self.page_bleed, self.page_height + 2 * self.page_bleed)


DUMP_HTML = "CARDKIT_DUMP_HTML"
"""An environment variable naming a folder: every card document is written there as it is laid
out (named by its digest), for a designer to open a template's output in a browser and for
bench/cards.py to time WeasyPrint alone on cardkit's own HTML."""


class UnwritableDumpFolder(CardkitError):
    """`CARDKIT_DUMP_HTML` names a folder the card documents cannot be written into."""

    exit_code = USAGE


def dump_html(html: str) -> None:
    """Write `html` into the `CARDKIT_DUMP_HTML` folder, when that variable is set."""
    folder = os.environ.get(DUMP_HTML)
    if not folder:
        return
    name = hashlib.sha256(html.encode("utf-8")).hexdigest()[:20]
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        (Path(folder) / f"{name}.html").write_text(html, encoding="utf-8")
    except OSError as error:
        raise UnwritableDumpFolder(
            f"{DUMP_HTML}={folder}: the card documents cannot be written there ({error.strerror or error}); "
            f"name a folder you can write to, or unset {DUMP_HTML}"
        ) from error


CARD_GLOBALS_HOOK = "card_globals"
STYLESHEET = "cards/cards.css"
PACK_STYLESHEET = "cards/pack.css"
"""The stylesheet of the game's pack's faces, linked after cardkit's when a template folder has it."""


def paragraphs(text: str) -> list[str]:
    """Paragraphs of a YAML text block: blank lines separate them, single newlines are spaces."""
    return [" ".join(block.split()) for block in re.split(r"\n\s*\n", text.strip()) if block.strip()]


class CardRenderer:
    """Renders one project's cards: faces, backs, whole documents and their layouts.

    Templates may ask for the game's assets: `asset_exists('foo.png')` (a file under
    content/assets/?) and `art_url(name)` (the file's URL for an `<img>`, None when it is not
    there, so the face shows its placeholder). Both refuse names that lead out of the folder.
    A text field prints through `rich_text(text, inline=False)` (`cardkit.richtext.icons`).
    The game's pack may add helpers of its own (its `card_globals` hook, given this renderer)."""

    def __init__(
        self, root: Path, template_folders: list[Path], game_name: str, wording: Wording, theme: Theme, assets: Assets
    ) -> None:
        self.root = root.resolve()
        self.game_name = game_name
        self.wording = wording
        self.theme = theme
        self.assets = assets
        globals_ = {
            **wording.template_globals(),
            "paragraphs": paragraphs,
            "rich_text": rich_text(_symbols(wording), assets),
            "game_name": game_name,
            "asset_exists": assets.exists,
            "art_url": assets.url,
            **slot_globals(wording, theme),
            **self._pack_globals(),
        }
        self.templates: TemplateSet = output_templates(self.root, template_folders, globals_, theme)
        self.documents = DocumentRenderer(self.root, self.templates, theme)
        self._faces: dict[tuple[str, FitLevel, bool, bool, tuple[str, ...]], Markup] = {}
        self._backs: dict[str, Markup] = {}

    def _pack_globals(self) -> dict[str, Any]:
        """What the pack's card templates call besides cardkit's helpers (`card_globals` hook):
        functions that may use this renderer's templates, theme and words once it is built."""
        pack = self.wording.pack
        hook = pack.hook(CARD_GLOBALS_HOOK) if pack is not None else None
        return dict(hook(self)) if hook is not None else {}

    def face(
        self, card: Card, level: FitLevel, overflowing: bool = False, *, proof: bool = True, highlight: tuple[str, ...] = ()
    ) -> Markup:
        """A card's face at a fit level, rendered once and reused for every copy and page; a
        `proof` face shows the draft marks (stamp, dashed draft stats), a final one none. The
        errata sheet's faces `highlight` the definition keys that changed (`cards/highlight.html`)."""
        key = (card.id, level, overflowing, proof, highlight)
        if key not in self._faces:
            face = self.templates.render(
                face_template(card.kind, self.wording.table, self._exists),
                card=card, fit=level.percent, reminders=level.reminders, overflowing=overflowing, proof=proof,
            )
            if highlight:
                face = self.templates.render("cards/highlight.html", card=card, fields=highlight) + face
            self._faces[key] = face
        return self._faces[key]

    def back(self, card: Card) -> Markup:
        """The back of `card`'s back group (`cardkit.render.backs`), rendered once per group.
        Its template gets `group`, `kind` (the group's id: the kind's with backs by kind, as
        a project's `back-<kind>.html` has always read it), `colors` and `label` (the group's
        name, which it prints when the theme's `back.label` is `group`)."""
        group = back_group(self.theme, card)
        if group not in self._backs:
            by_kind = self.theme.back_group == BACK_BY_KIND
            self._backs[group] = self.templates.render(
                back_template(group, by_kind, self.wording.table, self._exists),
                group=group, kind=group, colors=back_colors(self.theme, group), label=back_label(self.theme, card, self.wording),
            )
        return self._backs[group]

    def _exists(self, name: str) -> bool:
        return self.templates.find(name) is not None

    @property
    def stylesheets(self) -> list[str]:
        """The faces' stylesheets, in the order they cascade: cardkit's, then the pack's."""
        return [STYLESHEET, *([PACK_STYLESHEET] if self._exists(PACK_STYLESHEET) else [])]

    def html(self, frame: Frame, pages: Sequence[Page], faces: dict[str, Markup], cards: dict[str, Card]) -> str:
        """The whole document of `pages`, faces given by card id."""
        ids = {placement.card for page in pages for placement in page.placements}
        return self.templates.render(
            "cards/document.html",
            title=self.game_name,
            frame=frame,
            pages=pages,
            faces=faces,
            backs={card_id: self.back(cards[card_id]) for card_id in ids},
            back_colors={card_id: back_colors(self.theme, back_group(self.theme, cards[card_id])) for card_id in ids},
            kinds={card_id: cards[card_id].kind for card_id in ids},
            stylesheets=self.stylesheets,
            theme=self.theme.with_process_black() if frame.process_black else self.theme,
        )

    def new_document(self) -> None:
        """Forget the fonts and fetched files of the previous document."""
        self.documents.new_document()

    def layout(self, html: str) -> Document:
        """Lay out `html` with the strict fetcher and the document's shared fonts."""
        dump_html(html)
        return self.documents.layout(html)


def _symbols(wording: Wording) -> Symbols:
    vocabulary = wording.words.vocabulary
    return vocabulary.symbols if vocabulary is not None else Symbols()


def card_renderer(loaded: LoadedProject) -> CardRenderer:
    """The renderer of a loaded project's cards, in its edition's words and its theme."""
    project = loaded.project
    return CardRenderer(
        project.root,
        template_folders(loaded),
        project.name,
        Wording.of(loaded),
        loaded.theme,
        project.assets,
    )
