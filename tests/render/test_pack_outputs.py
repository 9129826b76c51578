"""What the outputs take from the game's rules pack, and what a game without one gets: its cards
from the field table alone, templates, labels and theme tokens looked up project first, then the
pack's, then cardkit's, and the pack's own additions (a card's view, its report pages, its
sheets) only through its hooks."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app
from cardkit.i18n.labels import labels_for
from cardkit.output.resources import default_templates_dir, template_folders
from cardkit.output.wording import Wording
from cardkit.packs.tabmaster import PACK
from cardkit.packs.tabmaster.cards import Dial, TraitLine
from cardkit.pipeline import validate_project
from cardkit.project.validate import LoadedProject
from cardkit.render.backs import back_group
from cardkit.render.card_templates import GENERIC_FACE, face_template, folder_lookup
from cardkit.render.documents import PACK_STYLESHEET, STYLESHEET, card_renderer
from cardkit.render.faces import CardView, game_cards
from cardkit.render.fit import ladder_for
from cardkit.report.pages import pack_pages
from cardkit.theme.build import build_theme
from tests.conftest import REPO_ROOT

PLAIN_GAME = """\
name: Plain Game
language: en
symbols:
  coin: {icon: icons/coin.svg, words: coin}
  star: {glyph: "*", words: star}
card_kinds:
  - id: event
    name: Event
    folder: events
    fields:
      - {id: round, name: Round, abbreviation: RND, type: number, min: 1, max: 6, show: [card, report]}
  - id: place
    name: Place
    folder: places
    fields:
      - {id: unique, name: Unique, type: flag, mark: "[coin]"}
      - {id: tags, name: Tags, type: list, of: text, separator: " / "}
"""


def plain_game(root: Path) -> LoadedProject:
    """A game of its own: no pack, two card kinds, the places written first on disk."""
    files = {
        "cardkit.yaml": "name: Plain Game\n",
        "content/game.yaml": PLAIN_GAME,
        "content/events/storm.yaml": "name: Storm\nround: 2\ntext: Every card is drawn again.\n",
        "content/events/calm.yaml": "name: Calm\nround: 4\n",
        "content/places/harbour.yaml": "name: Harbour\nunique: true\ntags: [Coast, Port]\ntext: \"**Pay** 2 [coin], gain a [star].\"\nart: {credit: Ana Souza}\n",
        "content/assets/icons/coin.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
    }
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    loaded = validate_project(root)
    assert not loaded.report.has_errors, [d.message for d in loaded.report.diagnostics]
    return loaded


@pytest.fixture(scope="module")
def bundled() -> LoadedProject:
    return validate_project(REPO_ROOT)


def test_a_game_without_a_pack_deals_its_kinds_in_table_order_with_nothing_added(tmp_path: Path) -> None:
    loaded = plain_game(tmp_path)
    cards = game_cards(loaded.game)
    assert [card.id for card in cards] == ["event-calm", "event-storm", "place-harbour"]
    assert all(card.view == CardView() and not card.has_reminders for card in cards)
    folders = template_folders(loaded)
    assert folders == [(tmp_path / "templates").resolve(), default_templates_dir().resolve()]
    assert face_template("event", loaded.game.table, folder_lookup(folders)) == GENERIC_FACE
    assert card_renderer(loaded).stylesheets == [STYLESHEET]


def test_a_face_prints_rich_text_symbols_flag_marks_lists_and_a_credit_without_art(tmp_path: Path) -> None:
    loaded = plain_game(tmp_path)
    harbour = next(card for card in game_cards(loaded.game) if card.kind == "place")
    html = str(card_renderer(loaded).face(harbour, ladder_for(False)[0]))
    icon = (tmp_path / "content/assets/icons/coin.svg").as_uri()
    coin = f'<img class="symbol symbol--coin" src="{icon}" alt=""><span class="symbol__words">coin</span>'
    assert f'<span class="card__flag" data-field="unique">{coin}</span> Harbour' in html
    assert f"<strong>Pay</strong> 2 {coin}, gain a " in html
    assert '<span class="symbol symbol--star" aria-hidden="true">*</span><span class="symbol__words">star</span>' in html
    assert "Coast / Port" in html
    assert "art--placeholder" in html and "Art: Ana Souza" in html, "an illustrator is credited before the file arrives"


def test_a_value_back_is_the_projects_back_value_html_and_the_other_values_take_cardkits(tmp_path: Path) -> None:
    """Hollowmarch groups backs by `side`: templates/cards/back-wardens.html draws the Wardens'
    back (given the group, its colours and its name), the Hollow keep cardkit's back.html."""
    root = tmp_path / "hollowmarch"
    shutil.copytree(REPO_ROOT / "cardkit" / "examples" / "hollowmarch", root)
    override = '<div class="back">{{ group }} {{ colors.frame.css }} {{ label }}</div>\n'
    (root / "templates" / "cards").mkdir(parents=True)
    (root / "templates" / "cards" / "back-wardens.html").write_text(override, encoding="utf-8")
    loaded = validate_project(root)
    renderer = card_renderer(loaded)
    cards = game_cards(loaded.game)
    warden, hollow = (next(card for card in cards if card.definition.values["side"] == side) for side in ("wardens", "hollow"))
    assert str(renderer.back(warden)).strip() == '<div class="back">wardens #7a5a1c Wardens</div>'
    assert "back__pattern" in renderer.back(hollow) and "Hollow" not in renderer.back(hollow).replace("Hollowmarch", "")


def test_a_side_written_by_its_name_takes_that_sides_back_and_colours(tmp_path: Path) -> None:
    """A file may name a vocabulary entry by its name (`side: Wardens`, as the editor offers
    it): the theme's `values:` and `back.group` match it by its id all the same."""
    root = tmp_path / "hollowmarch"
    shutil.copytree(REPO_ROOT / "cardkit" / "examples" / "hollowmarch", root)
    ferryman = root / "content" / "agents" / "ferryman.yaml"
    ferryman.write_text(ferryman.read_text(encoding="utf-8").replace("side: wardens", "side: Wardens"), encoding="utf-8")
    loaded = validate_project(root)
    card = next(card for card in game_cards(loaded.game) if card.id == "agent-ferryman")
    assert card.definition.values["side"] == "Wardens" and card.field_values["side"] == "wardens"
    assert back_group(loaded.theme, card) == "wardens"
    assert loaded.theme.value_colors(card.field_values) == loaded.theme.values["faction"]["tidewardens"]


def test_a_tab_master_game_looks_templates_up_in_the_project_then_the_pack_then_cardkit(game_copy: Path) -> None:
    loaded = validate_project(game_copy)
    folders = template_folders(loaded)
    assert folders == [(game_copy / "templates").resolve(), PACK.template_dir.resolve(), default_templates_dir().resolve()]
    exists = folder_lookup(folders)
    assert [face_template(kind, loaded.game.table, exists) for kind in ("spell", "unit", "trait")] == [
        "cards/spell.html", "cards/unit.html", "cards/trait.html",
    ]
    assert card_renderer(loaded).stylesheets == [STYLESHEET, PACK_STYLESHEET]


def test_the_pack_adds_a_spells_diagram_and_a_units_trait_lines_with_their_reminders(bundled: LoadedProject) -> None:
    cards = {card.id: card for card in game_cards(bundled.game)}
    inferno = cards["spell-inferno"]
    assert inferno["diagram"] is not None and inferno["diagram"].epicentre is not None
    archer = cards["unit-arqueiro"]
    assert archer["traits"] and all(isinstance(line, TraitLine) for line in archer["traits"])
    assert archer["dial"] is None
    assert archer.has_reminders == any(line.reminder for line in archer["traits"])
    assert all(card.view == CardView() for card in cards.values() if card.kind == "trait")


def test_a_clix_units_dial_is_a_row_per_stat_and_a_column_per_click(tmp_path: Path) -> None:
    CliRunner().invoke(app, ["init", str(tmp_path / "clix"), "--example", "clix"])
    loaded = validate_project(tmp_path / "clix")
    dials = [card["dial"] for card in game_cards(loaded.game) if card.kind == "unit"]
    assert dials and all(isinstance(dial, Dial) for dial in dials)
    assert all(len(row.values) == len(dial.repair_markers) for dial in dials for row in dial.rows)


def test_the_packs_labels_lie_between_the_games_overrides_and_cardkits_catalog() -> None:
    assert labels_for("en", pack=PACK)("cards.kind.spell") == "Spell"
    assert labels_for("en", {"cards.kind.spell": "Incantation"}, pack=PACK)("cards.kind.spell") == "Incantation"
    assert not labels_for("en").has("cards.kind.spell"), "cardkit's own catalog names no kind of the pack's"
    assert labels_for("pt-BR", pack=PACK)("cards.draft") == "Rascunho", "cardkit's words still answer under the pack's"


def test_the_packs_theme_lies_between_the_games_and_cardkits_defaults(tmp_path: Path) -> None:
    plain = build_theme(None, tmp_path)
    packed = build_theme(None, tmp_path, PACK.theme_file)
    assert "spell" not in plain.kinds and plain.icons == {}
    assert packed.kinds["spell"].frame.hex == "#3d2166" and packed.icon("fire").hex == "#d9480f"
    # The pack's anatomy moves the unit's art window up and takes the trait's away; the slots it
    # does not name keep cardkit's generic place and size, and a kind neither lists has those.
    unit_art, card_art = packed.slot("unit", "art"), plain.slot("card", "art")
    assert unit_art is not None and card_art is not None
    assert (unit_art.y, unit_art.height, unit_art.width) == (10.6, card_art.height, card_art.width)
    assert packed.slot("trait", "art") is None and plain.slot("trait", "art") == card_art
    assert plain.slot("unit", "art") == card_art
    (tmp_path / "theme.yaml").write_text("kinds:\n  spell: {frame: '#000000'}\n", encoding="utf-8")
    from cardkit.loading import load_yaml

    doc, _ = load_yaml(tmp_path / "theme.yaml", tmp_path)
    own = build_theme(doc, tmp_path, PACK.theme_file)
    assert own.kinds["spell"].frame.hex == "#000000" and own.kinds["unit"] == packed.kinds["unit"]


def test_a_game_without_a_pack_has_no_report_pages_and_the_tab_master_game_one(tmp_path: Path, bundled: LoadedProject) -> None:
    plain = plain_game(tmp_path)
    assert pack_pages(plain, Wording.of(plain)) == []
    [page] = pack_pages(bundled, Wording.of(bundled))
    assert page.template == "report/balance.html.j2" and {"balance", "outliers", "charts"} <= set(page.context)


@pytest.mark.slow
def test_a_game_without_a_pack_builds_reports_and_prints_no_sheets(tmp_path: Path) -> None:
    plain_game(tmp_path)
    runner = CliRunner()
    sheets = runner.invoke(app, ["build", "sheets", "--project", str(tmp_path)])
    assert sheets.exit_code == 0, sheets.output
    assert "sheets: nothing to print" in sheets.output
    assert not (tmp_path / "build" / "sheets").exists()
    report = runner.invoke(app, ["report", "--project", str(tmp_path)])
    assert report.exit_code == 0, report.output
    html = (tmp_path / "build" / "report" / "balance.html").read_text(encoding="utf-8")
    assert "Balance report: Plain Game" in html and '<table class="declared declared-event">' in html
    assert '<section class="neutral">' in html, "every game gets the report of its cards in numbers"
    assert "<td class=\"name\">Calm</td><td class=\"num\">4</td>" in textwrap.dedent(html)
    from pypdf import PdfReader

    first = PdfReader(tmp_path / "build" / "report" / "balance.pdf").pages[0].extract_text()
    assert "Plain Game: the cards in numbers" in first, "the title never stands on a page of its own"


def test_the_preview_draws_every_card_of_the_table_under_its_kinds_heading(tmp_path: Path) -> None:
    from cardkit.preview.page import render_page
    from cardkit.preview.snapshot import take_snapshot

    plain_game(tmp_path / "plain")
    snapshot = take_snapshot(tmp_path / "plain", "test")
    assert [(kind, [face.id for face in faces]) for kind, faces in snapshot.groups] == [
        ("event", ["event-calm", "event-storm"]),
        ("place", ["place-harbour"]),
    ]
    assert dict(snapshot.kind_titles) == {"event": "Event", "place": "Place"}
    assert '<h2>Event <small>2</small></h2>' in render_page(snapshot)
    bundled = take_snapshot(REPO_ROOT, "test")
    assert [kind for kind, _ in bundled.groups] == ["spell", "unit", "trait"]
    assert [dict(bundled.kind_titles)[kind] for kind, _ in bundled.groups] == ["Spells", "Units", "Traits"]
    assert sum(len(faces) for _, faces in bundled.groups) == len(validate_project(REPO_ROOT).game.cards())
