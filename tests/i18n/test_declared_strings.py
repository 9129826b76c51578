"""What game.yaml declares is translated like the rest of the game: its words go to the PO files
(contexts, places), the T checks count them, and the English edition's model carries them."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.checks.translation import check_translations
from cardkit.fields.model import FieldTable, KindSpec
from cardkit.model import Game
from cardkit.packs.tabmaster.model import tm
from cardkit.pipeline import validate_project
from cardkit.translation.messages import domains_of, game_messages, kind_domain
from cardkit.translation.po import dumps, read_catalog
from cardkit.translation.translate import translated_project
from cardkit.translation.workflow import update
from tests.declared_game import declared_game
from tests.packless_game import packless_game


def line_of(path: Path, text: str) -> int:
    """The 1-based line of the first line of `path` holding `text`."""
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)


@pytest.fixture
def declared(tmp_path: Path) -> Path:
    return declared_game(tmp_path / "game")


@pytest.fixture
def english(tmp_path: Path) -> Game:
    root = declared_game(tmp_path / "game", english=True)
    return translated_project(validate_project(root), "en").game


def test_the_declarations_words_are_game_strings_at_their_lines(declared: Path) -> None:
    messages = game_messages(validate_project(declared)).by_key
    game = declared / "content" / "game.yaml"
    for context, source, written in (
        ("field name", "Moral", "id: moral"),
        ("unit field moral: abbreviation", "MOR", "id: moral"),
        ("field name", "Peso", "id: peso"),
        ("item field peso: abbreviation", "PES", "id: peso"),
        ("enum value name", "Comum", "id: raridade"),
        ("card kind name", "Equipamento", "name: Equipamento"),
    ):
        message = messages[(context, source)]
        assert message.domain == "game"
        assert message.locations == [("content/game.yaml", line_of(game, written))], context
    assert ("field name", "Portador") in messages
    assert not any(source == "Fogo" and context == "enum value name" for context, source in messages)  # an element's name


def test_a_declared_kinds_cards_and_declared_texts_have_their_domains(declared: Path) -> None:
    messages = game_messages(validate_project(declared)).by_key
    sword = messages[("item name", "Espada Curta")]
    assert (sword.domain, sword.locations) == ("itens", [("content/itens/espada-curta.yaml", 1)])
    text = messages[("item Espada Curta: text", "O portador soma 1 ao seu ataque.")]
    assert text.locations == [("content/itens/espada-curta.yaml", 6)]
    motto = messages[("unit Arqueiro: lema", "Nunca erra.")]
    archer = declared / "content" / "units" / "arqueiro.yaml"
    assert (motto.domain, motto.locations) == ("units", [("content/units/arqueiro.yaml", line_of(archer, "lema:"))])
    assert not any(context.endswith(": peso") or context.endswith(": portador") for context, _ in messages)  # numbers, references


def test_update_writes_the_kinds_own_po_file(declared: Path) -> None:
    loaded = validate_project(declared)
    assert domains_of(loaded.game.table)[-1] == "itens"
    written = {path.name for path in update(loaded, "en").written}
    assert "itens.po" in written
    po = (declared / "content/locales/en/itens.po").read_text(encoding="utf-8")
    assert '#: content/itens/espada-curta.yaml:1\nmsgctxt "item name"\nmsgid "Espada Curta"\nmsgstr ""' in po
    game_po = (declared / "content/locales/en/game.po").read_text(encoding="utf-8")
    assert 'msgctxt "card kind name"\nmsgid "Equipamento"\nmsgstr ""' in game_po


def test_the_untranslated_declarations_are_t001_in_their_files(declared: Path) -> None:
    update(validate_project(declared), "en")
    found = {d.file: d.message for d in check_translations(validate_project(declared)) if d.code == "T001"}
    assert found["content/locales/en/game.po"].startswith(
        "11 string(s) not translated into en: 'Moral' (field name, line 545), 'MOR' (unit field moral: abbreviation, line 550)"
    )
    assert found["content/locales/en/itens.po"].startswith("5 string(s) not translated into en: 'Corda Velha' (item name, line 20)")
    assert "content/locales/en/units.po" in found  # the Arqueiro's lema


def test_a_full_translation_leaves_no_t_finding(tmp_path: Path) -> None:
    root = declared_game(tmp_path / "game", english=True)
    assert [d for d in check_translations(validate_project(root)) if d.code in ("T001", "T002", "T003")] == []


def test_the_english_game_carries_translated_declarations(english: Game) -> None:
    table = english.table
    item = table.kind("item")
    assert item is not None and item.name == "Item" and item.folder == "itens"
    weight = table.field("item", "peso")
    assert weight is not None and (weight.name, weight.abbreviation) == ("Weight", "WT")
    rarity = table.field("item", "raridade")
    assert rarity is not None and [(v.id, v.name) for v in rarity.values] == [("common", "Common"), ("rare", "Rare")]
    morale = table.field("unit", "moral")
    assert morale is not None and (morale.name, morale.abbreviation, morale.show) == ("Morale", "MRL", ("card", "sheet", "rulebook", "report"))


def test_the_english_cards_follow_the_names_they_point_at(english: Game) -> None:
    sword = next(card for card in english.of_kind("item") if card.name == "Short Sword")
    assert sword.text == "The bearer adds 1 to its attack."
    assert sword.declared == {"peso": 2.5, "raridade": "common", "portador": "Archer", "elemento": "Fire"}
    archer = next(unit for unit in tm(english).units if unit.name == "Archer")
    assert archer.declared == {"moral": 7, "lema": "Never misses."}
    assert [card.name for card in english.of_kind("item")] == ["Old Rope", "Tower Shield", "Short Sword"]
    assert english.of_kind("item")[0].declared["elemento"] == "water"  # an id stays: the vocabulary names it


def test_a_kinds_domain_is_its_folder_unless_cardkit_has_that_domain() -> None:
    table = FieldTable(kinds=(KindSpec("unit", "units", pack="tab-master"), KindSpec("item", "items", "Item"), KindSpec("note", "labels", "Note")))
    assert [kind_domain(kind, table) for kind in ("unit", "item", "note")] == ["units", "items", "labels-cards"]
    assert domains_of(table)[-2:] == ("items", "labels-cards")


def test_a_game_without_a_pack_is_extracted_and_translated_by_its_table(tmp_path: Path) -> None:
    root = packless_game(tmp_path / "duel")
    messages = game_messages(validate_project(root)).by_key
    assert messages[("factions name", "Red Court")].locations == [("content/game.yaml", 5)]
    assert messages[("factions Red Court: description", "The court of fire.")].domain == "game"
    assert [messages[("duelcard Spark: tags.0", "fast")].domain, messages[("duelcard Spark: tags.1", "cheap")].domain] == ["cards", "cards"]
    update(validate_project(root), "fr")
    for domain, words in {"cards": {"Spark": "Étincelle", "fast": "rapide"}, "game": {"Red Court": "Cour rouge", "Card": "Carte"}}.items():
        path = root / f"content/locales/fr/{domain}.po"
        catalog, _ = read_catalog(path, "fr", root)
        assert catalog is not None
        for message in catalog:
            message.string = words.get(str(message.id), message.string)
        path.write_bytes(dumps(catalog))
    french = translated_project(validate_project(root), "fr").game
    [spark] = french.of_kind("duelcard")
    assert (spark.name, spark.values["faction"], spark.values["tags"]) == ("Étincelle", "red", ("rapide", "cheap"))
    assert [term.name for term in french.terms.of("factions")] == ["Cour rouge", "Blue Tide"]
    kind = french.table.kind("duelcard")
    assert kind is not None and kind.name == "Carte"
