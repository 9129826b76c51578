"""The pieces a sheet is made of: bars of boxes (and the ledger a large value becomes), colours,
the word forms of pt-BR and English."""

from __future__ import annotations

import pytest

from cardkit.foundation.colors import parse_color
from cardkit.i18n.labels import labels_for
from cardkit.packs.tabmaster import PACK
from cardkit.packs.tabmaster.sheets.tracks import MAX_BOXES, Track
from cardkit.packs.tabmaster.sheets.words import plural, used_by
from tests.checks.fixtures import FixtureProject
from tests.checks.more_files import ARMY_FILE
from tests.sheets.conftest import build_fixture


def test_boxes_come_in_rows_of_ten_with_unique_numbered_names() -> None:
    rows = Track("vit-champion", "VIT", 45).rows
    assert [len(row) for row in rows] == [10, 10, 10, 10, 5]
    names = [box.name for row in rows for box in row]
    assert names[0] == "vit-champion-001" and names[-1] == "vit-champion-045" and len(set(names)) == 45


@pytest.mark.parametrize(("total", "ledger"), [(MAX_BOXES, False), (MAX_BOXES + 1, True), (None, True), (0, False)])
def test_large_or_unknown_values_become_a_ledger(total: int | None, ledger: bool) -> None:
    track = Track("mana", "Fluxo", total)
    assert track.is_ledger is ledger
    assert bool(track.ledger_lines) is ledger and (track.rows == [] if ledger else True)


@pytest.mark.slow
def test_a_large_fluxo_is_printed_as_a_ledger_of_fields(army_project: FixtureProject) -> None:
    built = build_fixture(army_project.edit(ARMY_FILE, "Fluxo: 40", "Fluxo: 250"))
    fields = built.pdf("ficha-exercito-teste-a4.pdf").get_fields() or {}
    assert {"mana-spent-01", "mana-left-01"} <= set(fields)
    assert "mana-001" not in fields


@pytest.mark.parametrize(
    ("text", "hex_"), [("#b3261e", "#b3261e"), ("#1F4E9E", "#1f4e9e"), ("crimson", "#dc143c"), ("Navy", "#000080")]
)
def test_hex_codes_and_css_names_are_colours(text: str, hex_: str) -> None:
    color = parse_color(text)
    assert color is not None and color.hex == hex_


@pytest.mark.parametrize("text", ["vermelho", "#b3261", "transparent", "rgb(1,2,3)", ""])
def test_other_spellings_are_not(text: str) -> None:
    assert parse_color(text) is None


def test_the_ink_reads_on_the_colour() -> None:
    assert [parse_color(c).ink for c in ("#b3261e", "#1f4e9e", "yellow", "white")] == [  # type: ignore[union-attr]
        "#ffffff",
        "#ffffff",
        "#000000",
        "#000000",
    ]


@pytest.mark.parametrize(
    ("singular", "expected"),
    [
        ("Flecha", "Flechas"),
        ("Projétil", "Projéteis"),
        ("Arqueiro", "Arqueiros"),
        ("Campeão", "Campeões"),
        ("Funil", "Funis"),
        ("Mulher", "Mulheres"),
    ],
)
def test_plural(singular: str, expected: str) -> None:
    assert plural(singular, "pt-BR") == expected


@pytest.mark.parametrize(
    ("singular", "expected"), [("Arrow", "Arrows"), ("Box", "Boxes"), ("Battery", "Batteries"), ("Day", "Days")]
)
def test_english_plural(singular: str, expected: str) -> None:
    assert plural(singular, "en") == expected


def test_a_language_without_rules_keeps_the_singular() -> None:
    assert plural("Pfeil", "de") == "Pfeil"


def test_the_seeds_ammunition_captions() -> None:
    # "Flechas usadas pelos Arqueiros", "Projéteis usados pelos Engenheiros" (docs/seed-facts.md, The army sheet).
    labels = labels_for("pt-BR", pack=PACK)
    assert used_by("Flecha", "Arqueiro", labels) == "usadas pelos Arqueiros"
    assert used_by("Projétil", "Engenheiro", labels) == "usados pelos Engenheiros"
    assert used_by("Arrow", "Archer", labels_for("en", pack=PACK)) == "used by the Archers"
