"""The card cache: only what an edit touches is rendered again, and a stale entry is never used."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardkit.foundation.diagnostics import Severity
from cardkit.output.resources import default_templates_dir
from cardkit.pipeline import check_project
from cardkit.render.cards import CACHE_FOLDER, CardsResult, build_cards
from cardkit.render.options import CardOptions
from tests.build.conftest import Game, MakeGame, spell_yaml

pytestmark = pytest.mark.slow  # every test builds cards


BACKS = ["back:spell", "back:unit", "back:trait"]
SPELLS = [f"spell-magia-{index:02d}" for index in range(17)]
EVERY_FACE = [*SPELLS, "unit-guarda", "trait-amaldicoado", *BACKS]
"""Every face of the default game, in deck order: each is laid out once for both profiles."""


def rendered(result: CardsResult) -> list[str]:
    """The faces a build laid out (the others came from the cache), in deck order."""
    order = {ref: index for index, ref in enumerate(EVERY_FACE)}
    return sorted((record.ref for record in result.rendered), key=lambda ref: order.get(ref, len(order)))


def entries(game: Game) -> list[Path]:
    return sorted((game.root / "build" / CACHE_FOLDER).rglob("*.entry"))


def test_a_rebuild_without_changes_renders_nothing_and_rewrites_nothing(game: Game) -> None:
    first = game.build()
    assert rendered(first) == EVERY_FACE
    before = game.outputs()
    stamps = {path: path.stat().st_mtime_ns for path in first.paths}
    again = game.build()
    assert rendered(again) == []
    assert game.outputs() == before
    assert {path: path.stat().st_mtime_ns for path in again.paths} == stamps


def test_one_spell_edit_lays_out_its_face_only_and_equals_a_clean_build(game: Game) -> None:
    game.build()
    game.spell(3).write_text(spell_yaml(3, cost=42), encoding="utf-8")
    edited = game.build()
    assert rendered(edited) == ["spell-magia-03"]
    incremental = game.outputs()
    clean = game.build(clean=True)
    assert len(clean.rendered) == len(clean.faces) == len(EVERY_FACE)
    assert game.outputs() == incremental


def test_a_trait_reminder_reaches_the_units_that_print_it(game: Game) -> None:
    """Guarda prints Amaldiçoado's reminder, not its text."""
    trait = game.root / "content/traits/amaldicoado.yaml"
    game.build()
    trait.write_text(trait.read_text(encoding="utf-8").replace("Esta unidade", "A unidade"), encoding="utf-8")
    assert rendered(game.build()) == ["trait-amaldicoado"]  # the text is only on the trait card
    trait.write_text(trait.read_text(encoding="utf-8").replace("Imune a Encantos.", "Imune."), encoding="utf-8")
    assert rendered(game.build()) == ["unit-guarda", "trait-amaldicoado"]


def test_a_css_override_changes_the_output(game: Game) -> None:
    game.build(profile="home")
    before = (game.cards_dir / "cards-home.pdf").read_bytes()
    css = (default_templates_dir() / "cards/cards.css").read_text(encoding="utf-8")
    # The default CSS holds no colours (they are theme tokens), so the override adds a rule.
    game.write("templates/cards/cards.css", css + "\n.card__panel { background: #116633; }\n")
    result = game.build(profile="home")
    assert rendered(result) == EVERY_FACE
    assert (game.cards_dir / "cards-home.pdf").read_bytes() != before


def test_an_image_a_template_shows_is_checked_on_every_use(game: Game) -> None:
    """The image is not part of the key (no template changes), but the entry records it: the
    backs that show it are laid out again, the fronts are not."""
    game.write("templates/cards/back.html", '<div class="back"><img src="content/assets/logo.svg" style="width: 100%"></div>\n')
    logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="{}"/></svg>'
    game.write("content/assets/logo.svg", logo.format("#aa0000"))
    game.build(profile="home")
    before = (game.cards_dir / "cards-home.pdf").read_bytes()
    game.write("content/assets/logo.svg", logo.format("#0000aa"))
    result = game.build(profile="home")
    assert rendered(result) == BACKS
    assert (game.cards_dir / "cards-home.pdf").read_bytes() != before


def test_a_damaged_entry_is_rendered_again(game: Game) -> None:
    game.build()
    before = game.outputs()
    damaged = entries(game)[0]
    damaged.write_bytes(damaged.read_bytes()[:-100])
    assert len(game.build().rendered) == 1
    assert game.outputs() == before


def test_entries_of_cards_that_are_gone_are_removed(new_game: MakeGame) -> None:
    game = new_game(spells=20)
    game.build(profile="home")
    for index in range(4, 20):
        game.spell(index).unlink()
    result = game.build(profile="home")
    assert len(entries(game)) == len(result.faces) == 4 + 2 + 3  # four spells, the unit, the trait, three backs


def test_text_that_does_not_fit_is_still_reported_from_the_cache(new_game: MakeGame) -> None:
    game = new_game(spells=2)
    game.spell(1).write_text(spell_yaml(1, text="Texto longo demais para caber na carta. " * 90), encoding="utf-8")
    for result in (build_cards(check_project(game.root), CardOptions(profile="home")), build_cards(check_project(game.root), CardOptions(profile="home"))):
        assert [(d.code, d.file, d.severity) for d in result.diagnostics] == [("B201", "content/spells/magia-01.yaml", Severity.ERROR)]
        assert "it needs" in result.diagnostics[0].message  # the share over comes back from the cache too
    assert rendered(result) == []
