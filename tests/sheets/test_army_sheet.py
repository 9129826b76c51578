"""The bundled armies' Fichas de Exército, read back from the PDF as a player's reader sees them:
form fields, one checkbox per point of every bar, every unit's stats, the seed's labels (seed
000's list: docs/seed-facts.md, The army sheet)."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from cardkit.packs.tabmaster.model import Army, Unit, tm
from cardkit.packs.tabmaster.sheets.build import build_sheets
from cardkit.packs.tabmaster.sheets.tracks import MAX_BOXES
from tests.conftest import REPO_ROOT
from tests.sheets.conftest import Built, build

pytestmark = pytest.mark.slow  # renders the bundled army sheets

ARMIES = ["exercito-vermelho", "exercito-azul"]
SEED_LABELS = [
    "Nome do Jogador",
    "Data",
    "Características das unidades do exército",
    "Pontos de Vitalidade (VIT) do Comandante",
    "Pontos de Vitalidade (VIT) do Campeão",
    "Flechas",
    "usadas pelos Arqueiros",
    "Fluxo",
    "Anotações",
]
TEXT_FIELD, BUTTON, MULTILINE = "/Tx", "/Btn", 1 << 12


def army(built: Built, slug: str) -> Army:
    return next(a for a in tm(built.loaded.game).armies if a.file.endswith(f"/{slug}.yaml"))


def unit(built: Built, name: str) -> Unit:
    return next(u for u in tm(built.loaded.game).units if u.name == name)


def sheet(built: Built, slug: str) -> PdfReader:
    return built.pdf(f"ficha-{slug}-a4.pdf")


def boxes(reader: PdfReader, track: str) -> list[str]:
    """The checkbox fields of a bar: `<track>-001`, `<track>-002`, ..."""
    pattern = re.compile(rf"^{re.escape(track)}-\d{{3}}$")
    fields = reader.get_fields() or {}
    found = [name for name, field in fields.items() if pattern.match(name)]
    assert all(fields[name].get("/FT") == BUTTON for name in found)
    return found


def text(reader: PdfReader) -> str:
    return "\n".join(page.extract_text() for page in reader.pages)


def test_the_build_writes_one_sheet_per_army_and_the_engines_sheet(bundled: Built) -> None:
    names = sorted(path.name for path in bundled.result.paths)
    assert names == sorted([*(f"ficha-{slug}-a4.pdf" for slug in ARMIES), "ficha-de-engenhos-a4.pdf"])
    assert all(path.parent.name == "sheets" for path in bundled.result.paths)
    assert not list(bundled.result.paths[0].parent.glob("*.part")), "no temporary file is left behind"


@pytest.mark.parametrize("slug", ARMIES)
def test_name_date_and_notes_are_form_fields(bundled: Built, slug: str) -> None:
    fields = sheet(bundled, slug).get_fields() or {}
    assert {fields[name].get("/FT") for name in ("player", "date", "notes")} == {TEXT_FIELD}
    assert int(fields["notes"].get("/Ff", 0)) & MULTILINE, "the notes take several lines"


@pytest.mark.parametrize("slug", ARMIES)
@pytest.mark.parametrize(("track", "leader"), [("vit-commander", "commander"), ("vit-champion", "champion")])
def test_a_leader_has_one_vit_checkbox_per_vit_point(bundled: Built, slug: str, track: str, leader: str) -> None:
    vitality = unit(bundled, getattr(army(bundled, slug), leader)).vitality
    assert vitality is not None and len(boxes(sheet(bundled, slug), track)) == vitality


@pytest.mark.parametrize("slug", ARMIES)
def test_each_ammunition_bar_has_one_checkbox_per_shot(bundled: Built, slug: str) -> None:
    stock = army(bundled, slug).ammunition
    reader = sheet(bundled, slug)
    ids = {"Flecha": "arrow", "Projétil": "projectile"}  # game.yaml's ammunition ids name the bars
    counted = {kind: len(boxes(reader, f"ammunition-{ids[kind]}")) for kind in ids}
    assert counted == {kind: stock.get(kind, 0) for kind in counted}


@pytest.mark.parametrize("slug", ARMIES)
def test_the_fluxo_bar_has_one_checkbox_per_point(bundled: Built, slug: str) -> None:
    fluxo = army(bundled, slug).resources.get("Fluxo")
    assert fluxo is not None and fluxo <= MAX_BOXES
    assert len(boxes(sheet(bundled, slug), "mana")) == fluxo


@pytest.mark.parametrize("slug", ARMIES)
def test_every_units_stats_are_printed(bundled: Built, slug: str) -> None:
    """One line per unit: name, count, DEF, MOV, VIT, then its first attack (type, ATK, DAN)."""
    chosen = army(bundled, slug)
    lines = text(sheet(bundled, slug)).splitlines()
    counts = {chosen.commander: 1, chosen.champion: 1} | {entry.unit: entry.count for entry in chosen.units}
    for name, count in counts.items():
        stats = unit(bundled, str(name))
        first = stats.attacks[0]
        vitality = "-" if stats.vitality is None else str(stats.vitality)
        expected = f"{name} {count} {stats.defense} {stats.movement} {vitality}"
        row = next((line for line in lines if line.startswith(f"{name} ")), "")
        assert row.startswith(expected), (expected, row)
        assert f"{first.atk} {first.damage}" in "\n".join(lines[lines.index(row) : lines.index(row) + 2])


@pytest.mark.parametrize("slug", ARMIES)
def test_the_seeds_labels_are_printed(bundled: Built, slug: str) -> None:
    printed = text(sheet(bundled, slug)).casefold()
    assert all(label.casefold() in printed for label in SEED_LABELS)


def test_projectiles_are_on_the_sheet_of_the_army_with_the_engenheiro(bundled: Built) -> None:
    assert "projéteis" in text(sheet(bundled, "exercito-vermelho")).casefold()
    assert "projéteis" not in text(sheet(bundled, "exercito-azul")).casefold()


@pytest.mark.parametrize("slug", ARMIES)
def test_a_bundled_army_fits_one_page(bundled: Built, slug: str) -> None:
    assert len(sheet(bundled, slug).pages) == 1


@pytest.mark.parametrize("slug", ARMIES)
def test_the_notes_box_reaches_down_to_the_bottom_margin(bundled: Built, slug: str) -> None:
    """The sheet's bottom margin is 12 mm; the notes field grows to end within a few mm of it."""
    page = sheet(bundled, slug).pages[0]
    [notes] = [a.get_object() for a in page["/Annots"] if a.get_object().get("/T") == "notes"]
    bottom_mm = min(float(notes["/Rect"][1]), float(notes["/Rect"][3])) * 25.4 / 72
    assert 12 <= bottom_mm <= 16


def test_letter_paper_is_letter_sized(tmp_path_factory: pytest.TempPathFactory) -> None:
    built = build(REPO_ROOT, tmp_path_factory.mktemp("letter"), paper="letter")
    reader = built.pdf("ficha-exercito-vermelho-letter.pdf")
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)
    assert len(reader.pages) == 1 and len(boxes(reader, "mana")) == 100


def test_an_unknown_paper_is_refused(bundled: Built) -> None:
    with pytest.raises(ValueError):
        build_sheets(bundled.loaded, paper="a5")
