"""A French edition of Ember Vale (an English game), written as a translator writes French: small
numbers as words ("une case", "deux cases"), a card name with digits, a superscript written
out. The translation checks find nothing in it; its own findings belong to its build, and a
label it lacks prints in English instead of stopping the build."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit.cli import app
from cardkit.i18n.checks import check_translations
from cardkit.i18n.workflow import update
from tests.i18n.conftest import loaded, po, set_translation

SOURCE_EDITS = {
    "content/items/travel-cloak.yaml": (
        "The bearer moves 1 extra square when it moves through forest.",
        "The bearer moves 1 extra square when it moves through forest, and carries 2 m³ of gear.",
    ),
    "content/events/early-thaw.yaml": (
        "Until the end of the round, Frost deals no extra Damage.",
        "Until the end of the round, Frost deals no extra Damage and Cinder Rite costs nothing.",
    ),
}
"""A superscript that is no marker of the game's, and a text naming a card."""

FRENCH = {
    ("items", "item Travel Cloak: text"): "Le porteur se déplace d'une case supplémentaire en forêt et porte deux mètres cubes d'équipement.",
    ("items", "item Ember Lantern: text"): "Tant que le Gardien la porte, les Soldats situés à deux cases ou moins ajoutent un à leur Moral.",
    ("spells", "spell name"): "Rite des 7 Braises",
    ("events", "event Early Thaw: text"): "Jusqu'à la fin du round, le Givre n'inflige aucun Dégât supplémentaire et le Rite des 7 Braises ne coûte rien.",
    ("events", "event Ash Wind: text"): "Chaque Salve de ce round lance deux fois son dé d'ATK et garde le résultat le plus bas.",
}
"""(domain, context) -> the French text; the spell name is Cinder Rite's."""

runner = CliRunner()


def invoke(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.output


@pytest.fixture
def french(tmp_path: Path) -> Path:
    root = tmp_path / "vale"
    assert invoke("init", str(root), "--example", "ember-vale")[0] == 0
    for relpath, (old, new) in SOURCE_EDITS.items():
        path = root / relpath
        path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    update(loaded(root), "fr")
    for (domain, context), text in FRENCH.items():
        catalog_path = po(root, domain, "fr")
        source = _source(catalog_path, context)
        set_translation(catalog_path, context, source, text, "fr")
    return root


def _source(path: Path, context: str) -> str:
    from tests.i18n.conftest import read

    return next(str(m.id) for m in read(path, "fr") if m.context == context and (context != "spell name" or m.id == "Cinder Rite"))


def test_a_french_translation_with_numbers_in_words_gives_no_t003_or_t006(french: Path) -> None:
    found = [d for d in check_translations(loaded(french)) if d.code in ("T003", "T006")]
    assert found == []


def test_a_number_the_french_really_changed_is_still_t003(french: Path) -> None:
    path = po(french, "items", "fr")
    line = set_translation(path, "item Ember Lantern: text", _source(path, "item Ember Lantern: text"),
                           "Tant que le Gardien la porte, les Soldats situés à deux cases ou moins ajoutent 3 à leur Moral.", "fr")
    [changed] = [d for d in check_translations(loaded(french)) if d.code == "T003"]
    assert (changed.file, changed.line) == ("content/locales/fr/items.po", line)
    assert changed.message == "the translation's numbers and dice differ from the source: 1 missing, 3 added"


@pytest.mark.slow
def test_a_french_error_stops_the_french_build_only_and_a_missing_label_falls_back(french: Path) -> None:
    path = po(french, "items", "fr")
    set_translation(path, "item Ember Lantern: text", _source(path, "item Ember Lantern: text"), "Les Soldats ajoutent 3 à leur Moral.", "fr")
    code, out = invoke("build", "cards", "--project", str(french))
    assert code == 0, out
    assert "[T003]" not in out and "/build/cards/cards-" in out  # the source edition is not the translation's to stop
    code, out = invoke("build", "cards", "--project", str(french), "--locale", "fr")
    assert code == 1 and "error[T003]" in out and "/build/fr/" not in out
    set_translation(path, "item Ember Lantern: text", _source(path, "item Ember Lantern: text"), FRENCH[("items", "item Ember Lantern: text")], "fr")
    code, out = invoke("build", "cards", "--project", str(french), "--locale", "fr")
    assert code == 0, out  # the game's own label custom.back.unit has no French: printed in English, not B303
    assert "B303" not in out and "/build/fr/cards/cards-" in out
    assert out.count("warning[T009]") == 1 and "cardkit ships no label catalog for fr" in out
