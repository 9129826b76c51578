"""The revision marks as the PDFs print them: one mark per card on every output, the sheets
listing their units' card marks, the rulebook its own; the English edition its own marks."""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardkit.index.game import GameIndex
from cardkit.output.build_mode import BuildMode
from cardkit.output.wording import Wording
from cardkit.packs.tabmaster.marks import army_mark
from cardkit.packs.tabmaster.model import tm
from cardkit.packs.tabmaster.sheets.build import build_sheets
from cardkit.packs.tabmaster.sheets.legality import Legality
from cardkit.packs.tabmaster.sheets.views import army_sheet
from cardkit.pipeline import check_project
from cardkit.project.marks import Marks
from cardkit.project.validate import LoadedProject
from cardkit.render.cards import build_cards
from cardkit.render.options import CardOptions
from cardkit.rulebook.build import build_rulebook
from cardkit.translation.translate import translated_project
from tests.conftest import REPO_ROOT

SOLDIER = "unit-soldado"
"""A unit both armies field; a draft, as every unit of the bundled game is, so the build
prints drafts in the final print-shop file too (`allow_draft`): the home sheet, a proof, prints
its mark over the draft stamp, the print-shop file in the footer's corner."""


def _text(pdf: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(pdf).pages]


def test_an_army_sheet_lists_each_units_card_mark_and_its_own(game_copy: Path) -> None:
    loaded = check_project(game_copy)
    marks = Marks.of(loaded)
    index = GameIndex.of(loaded.game)
    army = tm(loaded.game).armies[0]
    sheet = army_sheet(index, army, 0, Legality(()), Wording.of(loaded), marks)
    by_name = {unit.name: marks.card(unit) for unit in tm(loaded.game).units}
    assert [row.mark for row in sheet.rows] == [by_name[row.name] for row in sheet.rows]
    assert all(row.mark for row in sheet.rows)
    assert sheet.mark == army_mark(marks, army) != ""


@dataclass(frozen=True)
class Built:
    loaded: LoadedProject
    marks: Marks
    root: Path


def _build(loaded: LoadedProject) -> Built:
    marks = Marks.of(loaded)
    mode = BuildMode.of(loaded.project)
    cards = build_cards(loaded, CardOptions(jobs=2, allow_draft=True), marks=marks)
    sheets = build_sheets(loaded, mode=mode, marks=marks)
    book = build_rulebook(loaded, mode=mode, marks=marks)
    assert not cards.has_errors and not sheets.has_errors and not book.has_errors
    return Built(loaded, marks, loaded.project.build_dir)


@pytest.fixture(scope="module")
def editions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Built]:
    root = tmp_path_factory.mktemp("marks") / "game"
    root.mkdir()
    shutil.copy(REPO_ROOT / "cardkit.yaml", root / "cardkit.yaml")
    shutil.copytree(REPO_ROOT / "content", root / "content")
    loaded = check_project(root)
    return {"pt-BR": _build(loaded), "en": _build(translated_project(loaded, "en"))}


@pytest.mark.slow
@pytest.mark.parametrize("locale", ["pt-BR", "en"])
def test_the_same_card_mark_is_on_the_home_sheet_the_print_shop_file_and_the_army_sheet(
    editions: dict[str, Built], locale: str
) -> None:
    built = editions[locale]
    mark = built.marks.cards[SOLDIER]
    cards = built.root / "cards"
    home, shop = "\n".join(_text(cards / "cards-home.pdf")), "\n".join(_text(cards / "cards-print-shop.pdf"))
    assert home.count(mark) == 1
    assert shop.count(mark) == 1
    game = built.loaded.game
    for army in tm(game).armies:
        name = Wording.of(built.loaded).file_name("army_sheet", army=GameIndex.of(game).id_of(army), paper="a4")
        (sheet,) = _text(built.root / "sheets" / name)
        assert mark in sheet
        assert army_mark(built.marks, army) in sheet
    missing = {card: card_mark for card, card_mark in built.marks.cards.items() if card_mark not in home}
    assert missing == {}  # a proof: every card, each with its mark


@pytest.mark.slow
def test_the_english_edition_prints_its_own_marks(editions: dict[str, Built]) -> None:
    source, english = editions["pt-BR"], editions["en"]
    home = "\n".join(_text(english.root / "cards" / "cards-home.pdf"))
    assert english.marks.cards[SOLDIER] != source.marks.cards[SOLDIER]
    assert english.marks.cards[SOLDIER] in home
    assert source.marks.cards[SOLDIER] not in home


@pytest.mark.slow
@pytest.mark.parametrize("locale", ["pt-BR", "en"])
def test_the_rulebook_prints_its_mark_in_its_colophon_and_every_page_footer(
    editions: dict[str, Built], locale: str
) -> None:
    """The cover is the book's face, not its record: the mark is in the contents page's colophon
    and in every page footer after it."""
    built = editions[locale]
    pages = _text(next((built.root / "rulebook").glob("*.pdf")))
    assert built.marks.book not in pages[0]
    assert all(built.marks.book in page for page in pages[1:])
