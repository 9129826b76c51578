"""The session in process: buffers laid over the disk, the memo of parsed files, symbols,
completion by key, and the rename plan, on a copy of the bundled game."""

from __future__ import annotations

import shutil
from pathlib import Path

from lsprotocol.types import MarkupContent, Position, Range, TextEdit

from cardkit.loading import load_yaml
from cardkit.loading.overlay import Memo, overlay
from cardkit.lsp.completion import complete
from cardkit.lsp.navigation import symbol_at
from cardkit.lsp.session import Session
from cardkit.packs.tabmaster.kinds import Kind
from cardkit.renaming.plan import applied, plan_rename, refusal
from tests.conftest import REPO_ROOT

RAIO = "content/spells/raio.yaml"
ARMY = "content/armies/exercito-azul.yaml"
UNIT = "content/units/arqueiro.yaml"


def test_an_overlaid_buffer_is_read_instead_of_the_file_and_only_inside_the_overlay(game_copy: Path) -> None:
    path = game_copy / RAIO
    with overlay({path: "name: Raio\ncost: 99\n"}):
        doc, _ = load_yaml(path, game_copy)
        assert doc is not None and doc.data["cost"] == 99
    doc, _ = load_yaml(path, game_copy)
    assert doc is not None and doc.data["cost"] == 12


def test_an_unchanged_file_is_parsed_once_per_session(game_copy: Path) -> None:
    memo = Memo()
    path = game_copy / RAIO
    with overlay({}, memo):
        first, _ = load_yaml(path, game_copy)
        again, _ = load_yaml(path, game_copy)
    assert first is again and (memo.misses, memo.hits) == (1, 1)
    with overlay({path: "name: Raio\ncost: 1\n"}, memo):
        edited, _ = load_yaml(path, game_copy)
    assert edited is not first and memo.misses == 2


def test_a_check_sees_the_buffer_and_forgets_it_when_closed(game_copy: Path) -> None:
    session = Session(game_copy)
    path = game_copy / RAIO
    session.open(path, path.read_text(encoding="utf-8").replace("ref: Alquimista", "ref: Bruxo"))
    found = session.check().by_file[RAIO]
    assert [(d.code, d.line, d.column) for d in found] == [("R105", 8, 6)]
    session.close(path)
    assert RAIO not in session.check().by_file
    assert session.memo.hits > 0  # the second check parsed only what changed


def test_files_outside_the_project_or_of_other_kinds_are_not_taken(game_copy: Path, tmp_path: Path) -> None:
    session = Session(game_copy)
    assert not session.open(tmp_path / "elsewhere.yaml", "name: x")
    assert not session.open(game_copy / "content" / "notes.txt", "x")
    assert session.open(game_copy / "content" / "rulebook" / "01-introducao.md", "# Introdução\n")


def test_a_broken_cardkit_yaml_is_reported_on_it_and_the_last_good_model_stays(game_copy: Path) -> None:
    session = Session(game_copy)
    assert session.check().opened
    session.open(game_copy / "cardkit.yaml", "name: [unclosed\n")
    checked = session.check()
    assert not checked.opened and [d.code for d in checked.by_file["cardkit.yaml"]] == ["Y001"]
    assert session.symbols is not None and session.symbols.lookup(Kind.SPELL, "raio") is not None


def test_completion_by_key(game_copy: Path) -> None:
    session = Session(game_copy)
    session.check()
    assert session.symbols is not None
    refs = complete(session.symbols, "ref: ", 0, 5, RAIO)
    assert [item.label for item in refs.items] == ["Alquimista", "Feiticeiro", "Sacerdote", "Guardião"]
    assert complete(session.symbols, "ref: ", 0, 5, ARMY).items == []  # an army has no `ref:`
    unit = "content/units/arqueiro.yaml"
    typed = complete(session.symbols, "traits:\n  - name: Ação Sec", 1, 18, unit).items
    secondary = next(item for item in typed if item.label == "Ação Secundária")
    assert secondary.text_edit == TextEdit(Range(Position(1, 10), Position(1, 18)), "Ação Secundária")  # replaces "Ação Sec"
    army = "units:\n  - unit: "
    assert "Arqueiro" in [item.label for item in complete(session.symbols, army, 1, 10, ARMY).items]
    categories = complete(session.symbols, "category: ", 0, 10, unit)
    assert [(item.label, item.detail) for item in categories.items][:2] == [("regular", "Unidade"), ("commander", "Comandante")]
    assert complete(session.symbols, "name: ", 0, 6, unit).items == []
    directions = complete(session.symbols, "effects:\n  line:\n    directions: [", 2, 17, RAIO).items
    assert [item.label for item in directions][:3] == ["Horizontal", "Vertical", "Diagonais"]
    attack = complete(session.symbols, "attacks:\n  - type: ", 1, 10, unit).items
    assert [item.label for item in attack] == ["Comum", "Atropelamento", "Mágico", "Projétil", "Secundário"]
    leaders = complete(session.symbols, "commander: ", 0, 11, ARMY).items
    assert [item.label for item in leaders] == ["Comandante"]  # the units of the commander category


def test_game_yaml_completes_the_names_its_pack_says_it_holds(game_copy: Path) -> None:
    session = Session(game_copy)
    session.check()
    assert session.symbols is not None
    selector = "elements:\n  - name: Fogo\n    effects:\n      - against:\n          - trait: "
    traits = [item.label for item in complete(session.symbols, selector, 4, 19, "content/game.yaml").items]
    assert "Voar" in traits and "Essência" in traits


def test_the_cursor_names_a_definition_by_place_or_by_word(game_copy: Path) -> None:
    session = Session(game_copy)
    session.check()
    text = session.text_of("content/armies/exercito-azul.yaml")
    line = text.splitlines().index("  - unit: Arqueiro")
    found = symbol_at(session, "content/armies/exercito-azul.yaml", line, 12)
    assert found is not None and (found.kind, found.name, found.definition.file) == (Kind.UNIT, "Arqueiro", "content/units/arqueiro.yaml")
    chapter = "content/rulebook/02-tipos-de-ataque.md"
    line = next(n for n, row in enumerate(session.text_of(chapter).splitlines()) if row.startswith("Exemplo: Um Arqueiro¹"))
    found = symbol_at(session, chapter, line, len("Exemplo: Um Arq"))
    assert found is not None and (found.kind, found.name) == (Kind.UNIT, "Arqueiro")  # a name in a sentence
    assert symbol_at(session, chapter, line, len("Exempl")) is None  # a word that names nothing


def test_the_rename_plan_edits_references_however_spelt(game_copy: Path) -> None:
    army = game_copy / "content/armies/exercito-azul.yaml"
    army.write_text(army.read_text(encoding="utf-8").replace("unit: Arqueiro", "unit: arqueiro"), encoding="utf-8")
    session = Session(game_copy)
    session.check()
    assert session.symbols is not None
    archer = session.symbols.lookup(Kind.UNIT, "Arqueiro")
    assert archer is not None
    plan = plan_rename(session, archer, "Besteiro")
    assert plan.moved == ("content/units/arqueiro.yaml", "content/units/besteiro.yaml")
    edited = applied(session.text_of("content/armies/exercito-azul.yaml"), plan.edits["content/armies/exercito-azul.yaml"])
    assert "unit: Besteiro" in edited and "arqueiro" not in edited.lower().replace("arqueiros", "")


def test_a_rename_is_refused_onto_a_taken_name_a_non_name_or_a_game_yaml_word(game_copy: Path) -> None:
    session = Session(game_copy)
    session.check()
    assert session.symbols is not None
    raio = session.symbols.lookup(Kind.SPELL, "Raio")
    fire = session.symbols.lookup(Kind.ELEMENT, "Fogo")
    assert raio is not None and fire is not None
    assert refusal(session, raio, "inferno") == "there already is a spell named 'Inferno' (content/spells/inferno.yaml)"
    assert refusal(session, raio, "  ") == "'  ' is not a name a spell can have"
    assert refusal(session, fire, "Chama") == "'Fogo' (element) is defined in a list of content/game.yaml: edit it there"
    assert refusal(session, raio, "Relâmpago") is None



def test_hover_over_a_key_shows_its_field_and_over_a_name_its_definition(game_copy: Path) -> None:
    from cardkit.lsp.fields import field_help
    from cardkit.lsp.hover import hover

    session = Session(game_copy)
    session.check()
    text = session.text_of("content/units/arqueiro.yaml")
    line = text.splitlines().index("  - name: Ataque Secundário")
    on_key = hover(session, "content/units/arqueiro.yaml", line, 5, [])
    assert on_key is not None and isinstance(on_key.contents, MarkupContent)
    assert on_key.contents.value.startswith("**Trait**\n\nThe trait's name exactly as its own file writes it")
    on_name = hover(session, "content/units/arqueiro.yaml", line, 14, [])
    assert on_name is not None and isinstance(on_name.contents, MarkupContent)
    assert on_name.contents.value.startswith("**Ataque Secundário** (trait)")
    loaded = session.loaded
    assert loaded is not None and loaded.schemas is not None

    def field_help_of(relpath: str, keys: tuple[str, ...]) -> str | None:
        return field_help(loaded.schemas, loaded.game.table, relpath, keys)

    assert field_help_of(RAIO, ("damage",)) == (
        '**Damage (DAN)**\n\nDAN: the damage dealt, as dice ("2d20") or a fixed number (10). Write null when the card has "-" '
        "(the spell deals no damage). The key is required."
    )
    assert field_help_of(RAIO, ("effects", "elements")) is not None and field_help_of(RAIO, ("no_such_key",)) is None
    assert field_help_of("content/rulebook/book.yaml", ("name",)) is None


def test_a_trait_parameter_completes_with_what_its_type_names(game_copy: Path) -> None:
    session = Session(game_copy)
    session.check()
    assert session.symbols is not None
    flow = "traits:\n  - name: Essência\n    params: ["
    elements = [item.label for item in complete(session.symbols, flow, 2, 13, UNIT).items]
    assert len(elements) == 10 and "Fogo" in elements and "Gelo" in elements
    before_name = "traits:\n  - params: [\n    name: Essência\n"
    assert len(complete(session.symbols, before_name, 1, 13, UNIT).items) == 10
    block = "traits:\n  - name: Essência\n    params:\n      - "
    assert len(complete(session.symbols, block, 3, 8, UNIT).items) == 10
    # Past the trait's one parameter, and for a trait that takes a number, nothing is offered.
    assert complete(session.symbols, flow + "Fogo, ", 2, 19, UNIT).items == []
    assert complete(session.symbols, "traits:\n  - name: Corrida\n    params: [", 2, 13, UNIT).items == []
    # Toxina takes a spell of card type Feitiço: the bundled game has none, so none is offered.
    assert complete(session.symbols, "traits:\n  - name: Toxina\n    params: [", 2, 13, UNIT).items == []
    classes = [item.label for item in complete(session.symbols, "traits:\n  - name: Padrão\n    params: [", 2, 13, UNIT).items]
    assert "Lanceiro" in classes and len(classes) == 12  # a unit class: the game's units


def test_a_declared_field_completes_with_its_values_or_its_kinds_names(tmp_path: Path) -> None:
    root = tmp_path / "ember"
    shutil.copytree(REPO_ROOT / "cardkit/examples/ember-vale", root)
    session = Session(root)
    session.check()
    assert session.symbols is not None
    item = "content/items/rope.yaml"
    rarity = complete(session.symbols, "name: Rope\nrarity: ", 1, 8, item).items
    assert [(value.label, value.detail) for value in rarity] == [("common", "Common"), ("rare", "Rare")]
    bearers = [value.label for value in complete(session.symbols, "name: Rope\nbearer: ", 1, 8, item).items]
    assert "Warden" in bearers and "Ranger" in bearers
    assert complete(session.symbols, "name: Rope\nweight: ", 1, 8, item).items == []  # a number
    assert complete(session.symbols, "name: Rope\nrarity: ", 1, 8, "content/spells/rope.yaml").items == []  # not a spell's field


def test_a_definition_only_an_unsaved_buffer_holds_is_checked(game_copy: Path) -> None:
    session = Session(game_copy)
    new = game_copy / "content/spells/faisca.yaml"
    assert not new.exists()
    session.open(new, (game_copy / RAIO).read_text(encoding="utf-8").replace("name: Raio", "name: Faísca").replace("ref: Alquimista", "ref: Lanceir"))
    found = session.check().by_file.get("content/spells/faisca.yaml", [])
    assert "R105" in [finding.code for finding in found]
    assert session.symbols is not None and session.symbols.lookup(Kind.SPELL, "Faísca") is not None
    session.close(new)
    assert "content/spells/faisca.yaml" not in session.check().by_file
    assert not new.exists()  # nothing the editor holds is written


def test_a_game_without_a_pack_completes_and_explains_what_its_table_declares(tmp_path: Path) -> None:
    """Hollowmarch declares every kind in game.yaml: its vocabularies, references and a deck's
    entries complete from the table alone, and hover explains a declared field."""
    from cardkit.lsp.hover import hover

    root = tmp_path / "hollowmarch"
    shutil.copytree(REPO_ROOT / "cardkit/examples/hollowmarch", root)
    session = Session(root)
    session.check()
    assert session.symbols is not None
    agent, deck = "content/agents/lamplighter.yaml", "content/decks/lamps-of-the-march.yaml"
    factions = complete(session.symbols, "faction: ", 0, 9, agent).items
    assert [item.label for item in factions] == ["Lamplighters", "Tide Wardens", "Choir of Ash", "Drowned Court"]
    subtypes = [item.label for item in complete(session.symbols, "subtypes: [", 0, 11, agent).items]
    assert subtypes[:2] == ["Scout", "Keeper"]
    identities = [item.label for item in complete(session.symbols, "identity: ", 0, 10, deck).items]
    assert "Warden-Captain Ilse" in identities and len(identities) == 4
    cards = {item.label for item in complete(session.symbols, "cards:\n  - card: ", 1, 10, deck).items}
    assert {"Lamplighter", "Kindle", "Harbour Chain"} <= cards  # an agent, an event, a relic
    assert "Warden-Captain Ilse" not in cards  # an identity is no card a deck lists
    line = session.text_of(agent).splitlines().index(next(row for row in session.text_of(agent).splitlines() if row.startswith("strength:")))
    shown = hover(session, agent, line, 2, [])
    assert shown is not None and isinstance(shown.contents, MarkupContent)
    assert shown.contents.value.startswith("**Strength**")
    text = session.text_of(deck).splitlines()
    on_card = hover(session, deck, text.index("  - {card: Emberwright, count: 3}"), 12, [])
    assert on_card is not None and isinstance(on_card.contents, MarkupContent)
    assert "**action, spend 1 light:** this agent gets +2 strength" in on_card.contents.value  # bold kept, symbols as their words
