"""Art on the cards: the asset folder templates may ask about, the cache key that follows the
image's bytes, the B501 findings of a print-shop build and how the text output folds them,
and (slow) faces rendered with and without art."""

from __future__ import annotations

import dataclasses
import io
import json
from dataclasses import replace
from pathlib import Path

import pikepdf
import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from PIL import Image
from pypdf import PdfReader
from typer.testing import CliRunner

from cardkit.buildcache.digest import FileDigests
from cardkit.codes.build import CARD_WITHOUT_ART
from cardkit.commands.app import app
from cardkit.config.print_profiles import resolve_print_settings
from cardkit.foundation.assets import Assets
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.preflight.run import preflight
from cardkit.project.validate import LoadedProject, load_game, open_project
from cardkit.render.cachekeys import card_digests
from cardkit.render.cards import build_cards
from cardkit.render.documents import card_renderer
from cardkit.render.faces import game_cards
from cardkit.render.options import CardOptions
from cardkit.render.placeholders import placeholder_findings
from cardkit.reporters.folding import fold_repeats
from tests.render.conftest import MakeProject, spell_yaml


def png(path: Path, size: tuple[int, int] = (700, 350), colour: tuple[int, int, int] = (200, 80, 30)) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", size, colour).save(path, "PNG")
    return path


def art_project(make_project: MakeProject, tmp_path: Path) -> LoadedProject:
    """Two spells: Bola de Fogo with art and a credit, Raio without."""
    root = tmp_path / "game"
    png(root / "content/assets/fogo.png")
    return make_project(
        {
            "bola-de-fogo": spell_yaml("Bola de Fogo", extra="art: {file: fogo.png, focus: {x: 40, y: 20}, credit: Ana Souza}\n"),
            "raio": spell_yaml("Raio"),
        },
        root=root,
    )


# ---- assets ----


def test_assets_answer_only_for_files_inside_their_folder(tmp_path: Path) -> None:
    folder = tmp_path / "content/assets"
    png(folder / "a.png")
    png(tmp_path / "secret.png")
    (folder / "link.png").symlink_to(tmp_path / "secret.png")
    (folder / "sub").mkdir()
    assets = Assets(folder)
    assert assets.exists("a.png")
    assert [assets.exists(name) for name in ("../secret.png", str(tmp_path / "secret.png"), "link.png", "sub", "", "b.png")] == [False] * 6
    assert assets.names() == ["a.png", "link.png"]  # listed for did-you-mean; `path` still refuses the link
    assert Assets(tmp_path / "none").names() == []


def test_templates_ask_whether_an_asset_exists(make_project: MakeProject, tmp_path: Path) -> None:
    loaded = art_project(make_project, tmp_path)
    templates = card_renderer(loaded).templates
    shown = templates.environment.from_string(
        "{{ asset_exists('fogo.png') }} {{ asset_exists('gelo.png') }} {{ asset_exists('../cardkit.yaml') }}"
    ).render()
    assert shown == "True False False"


def test_a_face_shows_the_image_at_its_focus_and_the_credit_from_the_labels(make_project: MakeProject, tmp_path: Path) -> None:
    loaded = art_project(make_project, tmp_path)
    renderer = card_renderer(loaded)
    with_art, without = game_cards(loaded.game)
    html = str(renderer.templates.render("cards/spell.html", card=with_art, fit=100, reminders=True, overflowing=False, proof=True))
    assert (tmp_path / "game/content/assets/fogo.png").as_uri() in html
    assert "object-fit: cover; object-position: 40.0% 20.0%" in html
    assert "Arte: Ana Souza" in html
    placeholder = str(renderer.templates.render("cards/spell.html", card=without, fit=100, reminders=True, overflowing=False, proof=True))
    assert "art--placeholder" in placeholder and "<img class=\"art__image\"" not in placeholder


# ---- cache key ----


def test_the_card_key_follows_the_art_files_bytes_and_only_for_its_cards(make_project: MakeProject, tmp_path: Path) -> None:
    loaded = art_project(make_project, tmp_path)
    cards = game_cards(loaded.game)
    assets = Assets.of_content(loaded.project.content_dir)
    before = card_digests(cards, assets, FileDigests())
    png(assets.folder / "fogo.png", colour=(10, 10, 200))
    after = card_digests(cards, assets, FileDigests())
    assert before["spell-raio"] == after["spell-raio"]
    assert before["spell-bola-de-fogo"] != after["spell-bola-de-fogo"]


# ---- B501 and its folding ----


def test_cards_without_art_are_findings_of_a_print_shop_build_only(make_project: MakeProject, tmp_path: Path) -> None:
    loaded = art_project(make_project, tmp_path)
    cards = game_cards(loaded.game)
    profiles = resolve_print_settings({}).profiles
    assert placeholder_findings({"home": cards}, profiles) == []
    (found,) = placeholder_findings({"home": cards, "print-shop": cards}, profiles)
    assert (found.code, found.severity, found.file, found.line, found.column) == (
        CARD_WITHOUT_ART,
        Severity.WARNING,
        "content/spells/raio.yaml",
        1,
        7,
    )
    assert found.message == "spell 'Raio' has no art: the print-shop PDF prints its placeholder"
    proofs = {name: replace(profile, proof=True) for name, profile in profiles.items()}
    assert placeholder_findings({"print-shop": cards}, proofs) == [], "a proof of the print-shop layout says nothing"


def test_the_text_output_shows_the_first_of_many_placeholders_and_counts_the_rest() -> None:
    def finding(file: str, code: str = CARD_WITHOUT_ART) -> Diagnostic:
        return Diagnostic(file, 1, 7, code, Severity.WARNING, "no art")

    shown, notes = fold_repeats([finding("a.yaml"), finding("b.yaml", "R410"), finding("c.yaml"), finding("d.yaml")])
    assert [d.file for d in shown] == ["a.yaml", "b.yaml"]
    assert notes == ["warning[B501] and 2 more like it, in 2 file(s) (`--format json` lists each)"]
    assert fold_repeats([finding("a.yaml")]) == ([finding("a.yaml")], [])


# ---- rendered (slow) ----


def _images_per_page(pdf: bytes) -> list[int]:
    """How many image objects each page draws (not what the shared resources hold)."""
    document = pdfium.PdfDocument(pdf)
    return [len(list(page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE]))) for page in document]


@pytest.mark.slow
def test_the_pdf_has_the_image_and_credit_on_one_card_and_the_placeholder_on_the_other(
    make_project: MakeProject, tmp_path: Path
) -> None:
    loaded = art_project(make_project, tmp_path)
    result = build_cards(loaded, CardOptions(profile="print-shop"))
    assert not result.has_errors, result.diagnostics
    assert [d.file for d in result.diagnostics if d.code == CARD_WITHOUT_ART] == ["content/spells/raio.yaml"]
    pdf = (loaded.project.build_dir / "cards/cards-print-shop.pdf").read_bytes()
    texts = [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]
    images = _images_per_page(pdf)
    fire = next(index for index, text in enumerate(texts) if "Bola de Fogo" in text)
    bolt = next(index for index, text in enumerate(texts) if "Raio" in text)
    assert images[fire] == 1 and "Arte: Ana Souza" in texts[fire]
    assert images[bolt] == 0 and "Arte:" not in texts[bolt]
    assert sum(images) == 1  # the backs draw none


@pytest.mark.slow
def test_replacing_an_image_re_renders_exactly_the_faces_of_its_cards(make_project: MakeProject, tmp_path: Path) -> None:
    """The art of the first and the last spell: replacing one lays out that card's face only."""
    root = tmp_path / "game"
    png(root / "content/assets/a.png")
    png(root / "content/assets/b.png")
    spells = {f"magia-{i:02d}": spell_yaml(f"Magia {i:02d}") for i in range(20)}
    spells["magia-00"] = spell_yaml("Magia 00", extra="art: a.png\n")
    spells["magia-19"] = spell_yaml("Magia 19", extra="art: b.png\n")
    loaded = make_project(spells, root=root)
    project, schemas = open_project(root)

    def build() -> list[str]:
        fresh = load_game(project, schemas)
        fresh = dataclasses.replace(fresh, project=dataclasses.replace(fresh.project, build_dir=loaded.project.build_dir))
        return [record.ref for record in build_cards(fresh).rendered]

    assert len(build()) == 20 + 1  # every spell and the spells' back, once for both profiles
    assert build() == []
    png(root / "content/assets/b.png", colour=(0, 90, 160))
    assert build() == ["spell-magia-19"]


@pytest.mark.slow
def test_a_final_build_with_placeholders_says_so_first_and_marks_the_pdf(make_project: MakeProject, tmp_path: Path) -> None:
    """The file is written (art often comes last), but neither the designer nor the press can miss it."""
    loaded = art_project(make_project, tmp_path)
    root = str(loaded.project.root)
    result = CliRunner().invoke(app, ["build", "cards", "--profile", "print-shop", "--project", root])
    assert result.exit_code == 0, result.output
    first = result.stdout.splitlines()[0]
    assert first.startswith("FINAL FILE WITH PLACEHOLDER ART: 1 card(s) of "), result.stdout
    assert "cards-print-shop.pdf" in first and "warning[B501]" in result.stdout
    pdf = loaded.project.build_dir / "cards/cards-print-shop.pdf"
    with pikepdf.open(pdf) as opened:
        assert str(opened.docinfo["/CardkitPlaceholders"]) == "1"
    found = preflight(loaded.project, [pdf]).sorted()
    assert [d.code for d in found if d.code == "P703"] == ["P703"]
    machine = CliRunner().invoke(app, ["build", "cards", "--profile", "print-shop", "--format", "json", "--project", root])
    codes = [d["code"] for d in json.loads(machine.stdout)["diagnostics"]]  # stdout stays one JSON object
    assert codes.count("B501") == 1
    assert machine.stderr.startswith("FINAL FILE WITH PLACEHOLDER ART: 1 card(s)")
    proof = CliRunner().invoke(app, ["build", "cards", "--profile", "print-shop", "--proof", "--project", root])
    assert proof.exit_code == 0 and "PLACEHOLDER" not in proof.output
