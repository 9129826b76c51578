"""A one-card edit updates each profile's last file in place, with the bytes a whole assembly
writes; anything the record cannot vouch for is assembled whole, never an error."""

from __future__ import annotations

import json
from pathlib import Path

import pikepdf
import pytest

from cardkit.render.cards import ASSEMBLED, CACHE_FOLDER
from cardkit.render.increment import KEPT, UPDATED, WHOLE
from tests.build.conftest import Game, spell_yaml
from tests.pdf_typography import pdf_text

pytestmark = pytest.mark.slow  # every test builds cards

PROFILES = ("home", "print-shop")


def records(game: Game) -> Path:
    return game.root / "build" / CACHE_FOLDER / ASSEMBLED


def test_an_edit_updates_both_files_and_they_equal_a_clean_build(game: Game) -> None:
    assert game.build().assembly == dict.fromkeys(PROFILES, WHOLE)
    assert game.build().assembly == dict.fromkeys(PROFILES, KEPT)
    game.spell(3).write_text(spell_yaml(3, text="Texto novo da carta."), encoding="utf-8")
    edited = game.build()
    assert edited.assembly == dict.fromkeys(PROFILES, UPDATED)
    updated = game.outputs()
    assert "Texto novo da carta." in pdf_text(game.cards_dir / "cards-print-shop.pdf")
    assert game.build(clean=True).assembly == dict.fromkeys(PROFILES, WHOLE)
    assert game.outputs() == updated  # the same bytes, PDF/X metadata and small black text included


def test_two_edits_in_a_row_still_equal_a_clean_build(game: Game) -> None:
    """The second update finds its resources through the record the first one wrote."""
    game.build()
    for cost in (7, 8):
        game.spell(1).write_text(spell_yaml(1, cost=cost), encoding="utf-8")
        game.spell(4).write_text(spell_yaml(4, text=f"Custo {cost}."), encoding="utf-8")
        assert game.build().assembly == dict.fromkeys(PROFILES, UPDATED)
    updated = game.outputs()
    game.build(clean=True)
    assert game.outputs() == updated


def test_a_file_replaced_since_its_build_is_assembled_whole(game: Game) -> None:
    game.build()
    home = game.cards_dir / "cards-home.pdf"
    with pikepdf.open(home, allow_overwriting_input=True) as pdf:  # someone's touch-up, saved over it
        del pdf.pages[-1]
        pdf.save(home)
    game.spell(2).write_text(spell_yaml(2, cost=5), encoding="utf-8")
    result = game.build()
    assert result.assembly == {"home": WHOLE, "print-shop": UPDATED}
    rebuilt = game.outputs()
    game.build(clean=True)
    assert game.outputs() == rebuilt


@pytest.mark.parametrize(
    "record",
    [
        "not json",
        "[1, 2]",
        '{"version": 1, "plan": 3, "file": "x", "faces": {}}',
        '{"version": 1, "plan": "p", "file": "f", "faces": {"a": {"key": "k", "resources": {"d": [true]}}}}',
    ],
)
def test_a_damaged_record_is_assembled_whole(game: Game, record: str) -> None:
    game.build()
    (records(game) / "home.json").write_text(record, encoding="utf-8")
    game.spell(2).write_text(spell_yaml(2, cost=5), encoding="utf-8")
    assert game.build().assembly["home"] == WHOLE


def test_a_record_of_another_file_is_assembled_whole(game: Game) -> None:
    """A record whose file digest is not the file's (a build that failed between the two) is not used."""
    game.build()
    path = records(game) / "print-shop.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["file"] = "0" * 64
    path.write_text(json.dumps(data), encoding="utf-8")
    game.spell(2).write_text(spell_yaml(2, cost=5), encoding="utf-8")
    assert game.build().assembly["print-shop"] == WHOLE


def test_a_new_card_changes_the_pages_and_is_assembled_whole(game: Game) -> None:
    game.build()
    game.spell(40).write_text(spell_yaml(40), encoding="utf-8")
    result = game.build()
    assert result.assembly == dict.fromkeys(PROFILES, WHOLE)
    assert "Magia 40" in pdf_text(game.cards_dir / "cards-print-shop.pdf")


def test_a_reprint_set_writes_no_record_and_keeps_the_main_one(game: Game) -> None:
    game.build()
    before = {path.name: path.read_bytes() for path in records(game).iterdir()}
    game.build(reprint=frozenset({"spell-magia-03"}))
    assert {path.name: path.read_bytes() for path in records(game).iterdir()} == before


def test_a_file_saved_in_memory_has_the_bytes_of_one_saved_through_temporary_files(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    """`assemble.saved` goes through temporary files (qpdf reads and writes them itself, at half
    the CPU of a Python stream); where none can be written it saves in memory, to the same bytes."""
    import tempfile

    game.build()
    through_files = game.outputs()

    refused: list[str] = []

    def no_temporary_folder(*args: object, **kwargs: object) -> object:
        refused.append(str(kwargs.get("prefix")))
        raise PermissionError("no temporary folder here")

    monkeypatch.setattr(tempfile, "TemporaryDirectory", no_temporary_folder)
    assert game.build(clean=True).assembly == dict.fromkeys(PROFILES, WHOLE)
    assert refused == ["cardkit-assembly-"] * len(PROFILES)
    assert game.outputs() == through_files
