"""A translated edition: names, texts and every reference in the locale; fallbacks counted."""

from __future__ import annotations

from pathlib import Path

from cardkit.packs.tabmaster.model import tm
from cardkit.translation.translate import translated_project
from tests.i18n.conftest import loaded, po, set_translation


def english(project: Path):  # type: ignore[no-untyped-def]
    return translated_project(loaded(project), "en")


def test_names_and_references_follow_their_translation(translated: Path) -> None:
    edition = english(translated)
    game = tm(edition.game)
    archer = next(u for u in game.units if u.name == "Archer")
    assert [a.type for a in archer.attacks] == ["Projectile", "Secondary"]
    assert archer.attacks[0].ammunition == "Arrow"
    assert [t.name for t in archer.traits] == ["Secondary Attack"]
    inferno = next(s for s in game.spells if s.name == "Inferno")
    assert (inferno.card_type, inferno.ref, inferno.effects.elements) == ("Spell", "Alchemist", ("Fire",))
    blue = next(a for a in game.armies if a.name == "Blue Army")
    assert (blue.commander, blue.champion, blue.color_name) == ("Commander", "Champion", "Blue")
    assert "Arrow" in blue.ammunition
    vocabulary = game.vocabulary
    assert vocabulary is not None and vocabulary.language == "pt-BR"  # the source language stays recorded
    assert [s.abbreviation for s in vocabulary.stats if s.id == "damage"] == ["DMG"]
    assert [e.name for e in vocabulary.elements][:3] == ["Fire", "Water", "Earth"]
    assert edition.edition.locale == "en" and edition.project.build_dir.name == "en"


def test_the_bundled_edition_translates_everything(translated: Path) -> None:
    edition = english(translated)
    chapter = (translated / "content/rulebook/02-tipos-de-ataque.md").read_text(encoding="utf-8")
    text = edition.edition.chapter_text("02-tipos-de-ataque.md", chapter)
    assert text.startswith("# Attack Types\n\n## Normal\n")
    assert 'unit: "Lancer"' in text and 'attack: "Normal"' in text and '''title: "Lancer's Normal Attack"''' in text
    assert text.count("\n") == chapter.count("\n")  # line for line, so findings point where the source's do
    assert '{{ unit("Archer") }}' in text
    assert edition.edition.fallbacks == 0


def test_a_missing_translation_falls_back_to_the_source_and_is_counted(translated: Path) -> None:
    set_translation(po(translated, "spells"), "spell name", "Inferno", "")
    edition = english(translated)
    assert "Inferno" in [s.name for s in tm(edition.game).spells]
    assert edition.edition.untranslated == {("spell name", "Inferno")}


def test_the_packs_names_follow_their_translation(translated: Path) -> None:
    """What the field table cannot point at, Tab Master's hooks translate: a unit's trait
    parameters by the trait's parameter types (an element, a unit class, a spell; a text stays),
    an element effect's selectors (a trait spelled loosely too) and an ammunition's unit."""
    archer = translated / "content/units/arqueiro.yaml"
    given = "  - name: Essência\n    params: [Fogo]\n  - name: Padrão\n    params: [Alquimista]\n  - name: Desespero\n    params: [corre]\n"
    archer.write_text(archer.read_text(encoding="utf-8").replace("  - name: Ataque Secundário\n", "  - name: Ataque Secundário\n" + given), encoding="utf-8")
    game = tm(english(translated).game)
    unit = next(u for u in game.units if u.name == "Archer")
    assert [(t.name, t.params) for t in unit.traits][1:] == [("Essence", ("Fire",)), ("Standard", ("Alchemist",)), ("Desperation", ("corre",))]
    vocabulary = game.vocabulary
    assert vocabulary is not None
    selectors = {(s.trait, s.param) for e in vocabulary.elements for effect in e.effects for s in effect.against}
    assert {("Essence", "Fire"), ("Undead", None), ("Fly", None)} <= selectors
    assert not any(trait in ("Essência", "Morto-Vivo", "Morto Vivo") for trait, _ in selectors)
    assert [(a.name, a.unit) for a in vocabulary.ammunition] == [("Arrow", "Archer"), ("Projectile", "Engineer")]
