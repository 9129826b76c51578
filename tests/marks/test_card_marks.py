"""Revision marks (`cardkit.project.marks`): what changes a card's mark and what must not."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardkit.buildcache.digest import FileDigests
from cardkit.foundation.assets import Assets
from cardkit.packs.tabmaster.marks import army_key, army_mark
from cardkit.packs.tabmaster.model import tm
from cardkit.pipeline import check_project
from cardkit.project.marks import ALPHABET, LENGTH, Marks, card_marks, mark_of
from cardkit.render.cachekeys import card_digests
from cardkit.render.faces import game_cards
from cardkit.translation.translate import translated_project

INFERNO = "spell-inferno"


def _marks(root: Path, locale: str | None = None) -> dict[str, str]:
    loaded = check_project(root)
    return card_marks(translated_project(loaded, locale) if locale else loaded)


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _changed(before: dict[str, str], after: dict[str, str]) -> set[str]:
    assert before.keys() == after.keys()
    return {card for card in before if before[card] != after[card]}


def test_a_mark_is_six_crockford_characters_and_every_card_of_the_bundled_game_has_its_own(game_copy: Path) -> None:
    marks = _marks(game_copy)
    assert len(marks) == 58
    assert all(re.fullmatch(f"[{ALPHABET}]{{{LENGTH}}}", mark) for mark in marks.values())
    assert not set("ILOU") & set("".join(marks.values()))
    assert len(set(marks.values())) == len(marks)
    assert mark_of("x") == mark_of("x") != mark_of("y")


def test_a_one_field_spell_edit_changes_that_spells_mark_and_no_other(game_copy: Path) -> None:
    before = _marks(game_copy)
    _edit(game_copy / "content/spells/inferno.yaml", "cost: 30", "cost: 25")
    assert _changed(before, _marks(game_copy)) == {INFERNO}


def test_comments_key_order_and_status_leave_every_mark_as_it_was(game_copy: Path) -> None:
    before = _marks(game_copy)
    spell = game_copy / "content/spells/inferno.yaml"
    _edit(spell, "name: Inferno\ncard_type: Magia\ncost: 30\n", "# moved\ncost: 30\ncard_type: Magia\n\nname: Inferno\n")
    _edit(spell, "# Spell Inferno", "# A comment moved down\n# Spell Inferno")
    _edit(spell, "status: final", "status: draft")
    assert _marks(game_copy) == before


def test_a_trait_reminder_changes_the_trait_and_the_units_that_print_it(game_copy: Path) -> None:
    _edit(game_copy / "content/units/soldado.yaml", "traits: []", "traits:\n  - name: Intangível")
    before = _marks(game_copy)
    _edit(game_copy / "content/traits/intangivel.yaml", 'reminder: "Imune', 'reminder: "Sempre imune')
    assert _changed(before, _marks(game_copy)) == {"trait-intangivel", "unit-soldado"}


def test_an_elements_rules_text_changes_no_card_but_its_name_changes_every_card(game_copy: Path) -> None:
    game = game_copy / "content/game.yaml"
    before = _marks(game_copy)
    _edit(game, "attack: \"Ataques com este Elemeno", "attack: \"Ataques com este Elemento")
    assert _marks(game_copy) == before
    _edit(game, "    name: Fogo\n", "    name: Fogo Vivo\n")
    for path in (game_copy / "content").rglob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        if path != game and "Fogo" in text:
            path.write_text(re.sub(r"\bFogo\b(?! Vivo)", "Fogo Vivo", text), encoding="utf-8")
    assert _changed(before, _marks(game_copy)) == set(before)


def test_a_units_points_leave_its_card_but_change_the_army_sheets_that_field_it(game_copy: Path) -> None:
    loaded = check_project(game_copy)
    before = Marks.of(loaded)
    unit = game_copy / "content/units/soldado.yaml"
    text = unit.read_text(encoding="utf-8")
    unit.write_text(re.sub(r"(?m)^points: \d+\n", "", text) + "points: 7\n", encoding="utf-8")
    after = Marks.of(check_project(game_copy))
    assert after.cards == before.cards
    armies = tm(check_project(game_copy).game).armies
    assert {army.name for army in armies} == {"Exército Azul", "Exército Vermelho"}
    assert all(army_mark(after, army) not in ("", army_mark(before, army)) for army in armies)
    assert after.book != before.book


def test_the_art_files_bytes_not_its_name_make_the_mark(game_copy: Path) -> None:
    assets = game_copy / "content/assets"
    assets.mkdir()
    (assets / "a.png").write_bytes(b"first image")
    _edit(game_copy / "content/spells/inferno.yaml", "status: final", "art:\n  file: a.png\nstatus: final")
    first = _marks(game_copy)
    (assets / "a.png").rename(assets / "b.png")
    _edit(game_copy / "content/spells/inferno.yaml", "file: a.png", "file: b.png")
    assert _marks(game_copy) == first
    (assets / "b.png").write_bytes(b"second image")
    assert _changed(first, _marks(game_copy)) == {INFERNO}


def test_the_english_edition_has_marks_of_its_own_that_follow_its_translation(game_copy: Path) -> None:
    source = _marks(game_copy)
    english = _marks(game_copy, "en")
    assert english.keys() == source.keys()
    assert all(english[card] != source[card] for card in source)
    _edit(game_copy / "content/locales/en/spells.po", 'msgstr "Earth Blade"', 'msgstr "Blade of Earth"')
    assert _changed(english, _marks(game_copy, "en")) == {"spell-lamina-da-terra"}
    assert _marks(game_copy) == source


def test_a_template_override_changes_no_mark(game_copy: Path) -> None:
    before = _marks(game_copy)
    css = game_copy / "templates/cards/cards.css"
    css.parent.mkdir(parents=True)
    css.write_text(".card__name { color: red; }\n", encoding="utf-8")
    config = game_copy / "cardkit.yaml"
    config.write_text(config.read_text(encoding="utf-8") + "templates: templates\n", encoding="utf-8")
    assert _marks(game_copy) == before


def test_a_changed_mark_changes_the_cards_cache_key(game_copy: Path) -> None:
    """The face cache keys a card by the card as its template sees it, mark included: a card
    whose mark changed is laid out again."""
    loaded = check_project(game_copy)
    marks = card_marks(loaded)
    assets = Assets.of_content(loaded.project.content_dir)
    keys = card_digests(game_cards(loaded.game, marks), assets, FileDigests())
    other = card_digests(game_cards(loaded.game, {**marks, INFERNO: "000000"}), assets, FileDigests())
    assert {card for card in keys if keys[card] != other[card]} == {INFERNO}


@pytest.mark.parametrize("locale", [None, "en"])
def test_one_marks_object_holds_the_cards_the_sheets_and_the_book(game_copy: Path, locale: str | None) -> None:
    loaded = check_project(game_copy)
    edition = translated_project(loaded, locale) if locale else loaded
    marks = Marks.of(edition)
    assert marks.cards == _marks(game_copy, locale)
    assert set(marks.sheets) == {army_key(army) for army in tm(edition.game).armies} | {f"category:{c}" for c in ("regular", "commander", "champion", "hero", "wild", "siege_engine")}
    assert re.fullmatch(f"[{ALPHABET}]{{6}}", marks.book)
