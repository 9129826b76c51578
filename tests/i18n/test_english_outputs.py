"""An English edition prints no Portuguese label, and every document says which language it is in.

Two English editions of the bundled game: its pt-BR content with English labels (the words
then left in Portuguese are the game's own: its stats, categories, keywords...), and the
translated game the PO files make (`cardkit build --locale en`), where no Portuguese label may
remain at all. The source edition still prints today's words.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from html.parser import HTMLParser
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardkit.book.manifest import rulebook_dir
from cardkit.i18n.edition import Edition
from cardkit.i18n.labels import labels_for, shipped_catalog
from cardkit.model import Game
from cardkit.output.paper import Paper
from cardkit.packs.tabmaster import PACK as TAB_MASTER
from cardkit.packs.tabmaster.sheets.build import build_sheets
from cardkit.project.validate import LoadedProject, load_game, open_project
from cardkit.render.documents import Frame, card_renderer
from cardkit.render.faces import game_cards
from cardkit.render.fit import ladder_for
from cardkit.render.imposition import Page, Placement
from cardkit.rulebook.page import assemble_book, rulebook_templates
from cardkit.rulebook.pdf import render_pdf
from cardkit.translation.translate import translated_project
from tests.conftest import REPO_ROOT

pytestmark = pytest.mark.slow  # renders sheets and cards in two languages

OUTPUT_AREAS = ("cards", "sheets", "rulebook", "files", "effects")
"""The catalogs of what players read (the report is the designers')."""
TODAYS_WORDS = ("Custo", "Rascunho", "Característica", "ATAQUE", "Ficha de Exército", "página 1 de 1", "Sumário")
"""Words the Portuguese outputs printed before they came from the catalog."""


def loaded_into(build_dir: Path) -> LoadedProject:
    project, schemas = open_project(REPO_ROOT)
    loaded = load_game(project, schemas)
    return dataclasses.replace(loaded, project=dataclasses.replace(project, build_dir=build_dir))


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> LoadedProject:
    return loaded_into(tmp_path_factory.mktemp("pt-BR"))


@pytest.fixture(scope="module")
def english_labels(tmp_path_factory: pytest.TempPathFactory) -> LoadedProject:
    loaded = loaded_into(tmp_path_factory.mktemp("en-labels"))
    return dataclasses.replace(loaded, chosen_edition=Edition("en", labels_for("en", pack=TAB_MASTER)))


@pytest.fixture(scope="module")
def translated(tmp_path_factory: pytest.TempPathFactory) -> LoadedProject:
    english = translated_project(loaded_into(tmp_path_factory.mktemp("unused")), "en")
    return dataclasses.replace(english, project=dataclasses.replace(english.project, build_dir=tmp_path_factory.mktemp("en")))


def data_text(value: object) -> str:
    """Every text of the game's definitions and vocabulary: what an edition prints as written."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return " ".join(data_text(getattr(value, spec.name)) for spec in dataclasses.fields(value) if spec.name not in ("source", "table", "base_table"))
    if isinstance(value, (list, tuple)):
        return " ".join(data_text(item) for item in value)
    if isinstance(value, dict):
        return " ".join(data_text(item) for pair in value.items() for item in pair)
    return value if isinstance(value, str) else ""


def portuguese(areas: Iterable[str], game: Game | None = None) -> set[str]:
    """pt-BR label texts (and the text between a label's fields) that English writes otherwise,
    but for those the game's own data writes too (an untranslated game prints its words)."""
    source, english = shipped_catalog("pt-BR", TAB_MASTER), shipped_catalog("en", TAB_MASTER)
    found: set[str] = set()
    for msgid, text in source.items():
        if msgid.split(".")[0] in areas and english.get(msgid) != text:
            found |= {piece.strip(" .:()[]") for piece in re.split(r"\{\w+\}", text)}
    own = data_text(game) if game else ""
    return {piece for piece in found if len(piece) > 3 and not re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", own, re.IGNORECASE)}


class _Text(HTMLParser):
    """The text a reader sees in an HTML page: no tags, attributes, styles or scripts."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._hidden = 0

    def handle_starttag(self, tag: str, attrs: object) -> None:
        self._hidden += tag in ("style", "script", "title")

    def handle_endtag(self, tag: str) -> None:
        self._hidden -= tag in ("style", "script", "title")

    def handle_data(self, data: str) -> None:
        if not self._hidden:
            self.parts.append(data)


def visible(html: str) -> str:
    parser = _Text()
    parser.feed(html)
    return " ".join(parser.parts)


def leftovers(text: str, words: set[str]) -> list[str]:
    """The words `text` prints as written or in capitals (CSS upper-cases some labels)."""
    return sorted(w for w in words if any(re.search(rf"(?<!\w){re.escape(f)}(?!\w)", text) for f in (w, w.upper())))


def card_document(loaded: LoadedProject) -> str:
    """Every card's face and back as one print-shop document, in the edition of `loaded`."""
    settings = loaded.project.config.print_settings
    renderer = card_renderer(loaded)
    cards = {card.id: card for card in game_cards(loaded.game)}
    faces = {card_id: renderer.face(card, ladder_for(card.has_reminders)[0]) for card_id, card in cards.items()}
    pages = [Page((Placement(card_id, 0.0, 0.0),), back=back) for card_id in cards for back in (False, True)]
    return renderer.html(Frame.for_profile(settings.profiles["print-shop"]), pages, faces, cards)


def pdf_text(paths: Iterable[Path]) -> str:
    return "\n".join(page.extract_text() for path in paths for page in PdfReader(path).pages)


def languages(paths: Iterable[Path]) -> set[str]:
    return {str(PdfReader(path).trailer["/Root"]["/Lang"]) for path in paths}


def sheets(loaded: LoadedProject) -> list[Path]:
    result = build_sheets(loaded, allow_invalid=True)
    assert result.paths, result.diagnostics
    return result.paths


def book_pdf(loaded: LoadedProject) -> tuple[str, Path]:
    """The rulebook's HTML and PDF, whatever its findings (a translated scenario may still
    name a unit by its source name: that is the scenarios' business, not the chrome's)."""
    templates = rulebook_templates(loaded)
    book = assemble_book(loaded, Paper.A4, templates)
    pdf, problems = render_pdf(book.html, loaded.project.root, templates, loaded.theme, rulebook_dir(loaded.project))
    assert not problems
    path = loaded.project.build_dir / "rulebook.pdf"
    path.write_bytes(pdf)
    return book.html, path


def test_english_labels_on_the_portuguese_game_leave_only_the_games_words(english_labels: LoadedProject) -> None:
    words = portuguese(OUTPUT_AREAS, english_labels.game)
    assert {"Rascunho", "Ficha de Exército", "página", "Sumário"} <= words
    cards = card_document(english_labels)
    assert '<html lang="en">' in cards
    assert leftovers(visible(cards), words) == []
    paths = sheets(english_labels)
    assert [path.name for path in paths] == ["army-sheet-exercito-azul-a4.pdf", "army-sheet-exercito-vermelho-a4.pdf", "siege-engine-sheet-a4.pdf"]
    assert languages(paths) == {"en"}
    assert leftovers(pdf_text(paths), words) == []


def test_the_translated_game_prints_no_portuguese_label(translated: LoadedProject) -> None:
    words = portuguese({msgid.split(".")[0] for msgid in shipped_catalog("pt-BR", TAB_MASTER)} - {"prose", "report"})
    assert {"Custo", "Fluxo", "Unidade", "Rascunho", "Sumário"} <= words
    cards = card_document(translated)
    assert '<html lang="en">' in cards and leftovers(visible(cards), words) == []
    paths = sheets(translated)
    html, book = book_pdf(translated)
    assert '<html lang="en">' in html
    assert languages([*paths, book]) == {"en"}
    assert leftovers(pdf_text([*paths, book]), words) == []


def test_the_source_edition_prints_todays_words(source: LoadedProject) -> None:
    cards = card_document(source)
    assert '<html lang="pt-BR">' in cards
    _html, book = book_pdf(source)
    paths = sheets(source)
    assert [path.name for path in paths] == ["ficha-exercito-azul-a4.pdf", "ficha-exercito-vermelho-a4.pdf", "ficha-de-engenhos-a4.pdf"]
    assert languages([*paths, book]) == {"pt-BR"}
    printed = cards + pdf_text([*paths, book])
    assert [word for word in TODAYS_WORDS if word not in printed] == []
