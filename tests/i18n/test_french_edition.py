"""A French edition of Ember Vale (an English game), every card, sheet and rulebook string of it
translated as a translator writes French (tests/i18n/ember_vale.fr.po, a stand-in for a
published game's French texts): small numbers as words ("une case", "deux cases", "dix
points"), a card name with digits ("Rite des 7 Braises") that another text names, a superscript
of the source written out ("m³", "mètres cubes"). The translation checks find nothing false in
it and still find a number or a heading it really lost; its findings belong to its own build,
and a label it lacks prints in English instead of stopping the build."""

from __future__ import annotations

from pathlib import Path

import polib
import pytest
from typer.testing import CliRunner

from cardkit.checks.translation import check_translations
from cardkit.commands.app import app
from cardkit.translation.po import dumps
from cardkit.translation.workflow import update
from tests.i18n.conftest import loaded, po, read, set_translation

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

TRANSLATOR = Path(__file__).with_name("ember_vale.fr.po")
"""The translator's file: one entry per string of the game, labels aside (cardkit ships none in French)."""

runner = CliRunner()


def invoke(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.output


def translators_work() -> dict[tuple[str, str], str]:
    """(msgctxt, msgid) -> msgstr of the translator's file, read by polib as a PO editor would."""
    return {(entry.msgctxt or "", entry.msgid): entry.msgstr for entry in polib.pofile(str(TRANSLATOR))}


def fill_in(root: Path, translations: dict[tuple[str, str], str]) -> int:
    """Put the translator's strings into the PO files `i18n update fr` wrote; how many."""
    filled = 0
    for path in sorted((root / "content/locales/fr").glob("*.po")):
        catalog = read(path, "fr")
        for message in catalog:
            text = translations.get((message.context or "", str(message.id)))
            if message.id and text is not None:
                message.string = text
                filled += 1
        path.write_bytes(dumps(catalog))
    return filled


@pytest.fixture
def french(tmp_path: Path) -> Path:
    root = tmp_path / "vale"
    assert invoke("init", str(root), "--example", "ember-vale")[0] == 0
    for relpath, (old, new) in SOURCE_EDITS.items():
        path = root / relpath
        path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    update(loaded(root), "fr")
    work = translators_work()
    assert fill_in(root, work) == len(work)  # every string of the translator's file is one of the game's
    return root


def _source(path: Path, context: str) -> str:
    """The source string of the entry of `context` (one per context in these tests)."""
    return next(str(m.id) for m in read(path, "fr") if m.context == context)


def _translate(path: Path, context: str, text: str) -> int:
    """Give the entry of `context` another French text, as a translator's slip; its line."""
    return set_translation(path, context, _source(path, context), text, "fr")


def test_a_whole_french_edition_gives_no_false_t003_or_t006(french: Path) -> None:
    found = check_translations(loaded(french))
    assert [d for d in found if d.code in ("T003", "T006")] == []
    assert {d.file for d in found if d.code == "T001"} == {"content/locales/fr/labels.po"}  # all else translated


def test_a_number_the_french_really_changed_is_still_t003(french: Path) -> None:
    line = _translate(po(french, "items", "fr"), "item Ember Lantern: text", "Tant que le Gardien la porte, les Soldats situés à deux cases ou moins ajoutent 3 à leur Moral.")
    [changed] = [d for d in check_translations(loaded(french)) if d.code == "T003"]
    assert (changed.file, changed.line) == ("content/locales/fr/items.po", line)
    assert changed.message == "the translation's numbers and dice differ from the source: 1 missing, 3 added"


def test_a_heading_the_french_really_lost_is_still_t006(french: Path) -> None:
    line = set_translation(po(french, "rulebook", "fr"), "rulebook 01-the-vale.md", "## Morale", "Moral", "fr")
    [lost] = [d for d in check_translations(loaded(french)) if d.code == "T006"]
    assert (lost.file, lost.line, lost.message) == ("content/locales/fr/rulebook.po", line, "the translation lost '##' of its source")


@pytest.mark.slow
def test_a_french_error_stops_the_french_build_only(french: Path) -> None:
    _translate(po(french, "items", "fr"), "item Ember Lantern: text", "Les Soldats ajoutent 3 à leur Moral.")
    code, out = invoke("build", "cards", "--project", str(french))
    assert code == 0, out
    assert "[T003]" not in out and "/build/cards/cards-" in out  # the source edition is not the translation's to stop
    code, out = invoke("build", "cards", "--project", str(french), "--locale", "fr")
    assert code == 1 and "error[T003]" in out and "/build/fr/" not in out


@pytest.mark.slow
def test_a_label_a_new_locale_lacks_prints_in_the_source_language_instead_of_b303(tmp_path: Path) -> None:
    """Issue 28's reproduction: a game's own label (Ember Vale's `custom.back.unit`) that a new
    locale does not translate yet, and that cardkit ships no French for."""
    root = tmp_path / "vale"
    assert invoke("init", str(root), "--example", "ember-vale")[0] == 0
    assert invoke("i18n", "update", "fr", "--project", str(root))[0] == 0
    code, out = invoke("build", "cards", "--project", str(root), "--locale", "fr")
    assert code == 0, out
    assert "B303" not in out and "/build/fr/cards/cards-" in out
    assert out.count("warning[T009]") == 1 and "cardkit ships no label catalog for fr" in out
