"""Small games through the whole build: fitting, template and resource diagnostics, atomic output."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardkit.codes.build import CARD_WITHOUT_ART
from cardkit.config.project import ProjectError
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.output.writing import write_atomically
from cardkit.render.cards import build_cards, share_to_cut
from cardkit.render.documents import CardRenderer
from cardkit.render.options import CardOptions
from tests.render.conftest import MakeProject, spell_yaml

LOREM = "A unidade alvo sofre o Dano indicado e é empurrada uma casa para trás, se houver espaço. "


def text_findings(diagnostics: list[Diagnostic]) -> list[Diagnostic]:
    """What a build found beyond the art placeholders every print-shop build of these spells
    reports (B501, tested in test_art.py)."""
    return [d for d in diagnostics if d.code != CARD_WITHOUT_ART]


def shop_only() -> str:
    return "default: [print-shop]\nprofiles:\n  print-shop: {backs: false}"


@pytest.mark.slow
def test_copies_multiply_the_pages(make_project: MakeProject) -> None:
    loaded = make_project({"a": spell_yaml("Ataque", extra="copies: 3\n"), "b": spell_yaml("Barreira")}, print_config=shop_only())
    result = build_cards(loaded)
    assert not result.has_errors, result.diagnostics
    assert len(PdfReader(result.paths[0]).pages) == 4


@pytest.mark.slow
def test_long_text_is_shrunk_until_it_fits_without_a_diagnostic(make_project: MakeProject, monkeypatch) -> None:
    layouts: list[int] = []
    original = CardRenderer.layout

    def counting(self, html: str):
        layouts.append(html.count("data-card="))  # the cards laid out, on one page or each on its own
        return original(self, html)

    monkeypatch.setattr(CardRenderer, "layout", counting)
    spells = {f"s{i}": spell_yaml(f"Magia {i}") for i in range(4)}
    # Too long for its box at the base size (7.4 pt), short enough for it at the 6.5 pt floor.
    spells["longa"] = spell_yaml("Magia Longa", extra=f"text: {LOREM * 3}\n")
    result = build_cards(make_project(spells, print_config=shop_only()))
    assert not text_findings(result.diagnostics)
    # The text boxes of all five cards probed, then only the long card's alone, one step at a
    # time; then each face laid out once, in one layout of all five.
    assert layouts[0] == 5 and layouts[-1] == 5 and len(layouts) > 2 and all(cards == 1 for cards in layouts[1:-1]), layouts


@pytest.mark.slow
def test_text_that_cannot_fit_is_reported_at_its_line(make_project: MakeProject) -> None:
    loaded = make_project({"enorme": spell_yaml("Magia Enorme", extra=f"text: {LOREM * 30}\n")}, print_config=shop_only())
    result = build_cards(loaded)
    (found,) = text_findings(result.diagnostics)
    assert (found.code, found.file, found.line, found.severity) == ("B201", "content/spells/enorme.yaml", 8, Severity.ERROR)
    need = re.search(r"it needs (\d+) % of its text box at 6.51 pt, the theme's smallest text size", found.message)
    assert "Magia Enorme" in found.message and "(spell-enorme)" in found.message and need, found.message
    assert int(need.group(1)) > 100
    cut = re.search(r"shorten the text or flavour by at least (\d+) %", found.hint or "")
    assert cut and abs(int(cut.group(1)) - share_to_cut(int(need.group(1)) / 100)) <= 1, found.hint
    assert "`text` slot" in (found.hint or "") and "`anatomy`" in (found.hint or "")
    assert result.paths == []  # an error: a print shop would refuse the file, so none is written


@pytest.mark.slow
def test_an_undefined_template_variable_names_the_template_line(make_project: MakeProject) -> None:
    broken = '<article class="card" data-card="{{ card.id }}">\n  {{ card.definition.colour }}\n</article>\n'
    loaded = make_project(templates={"cards/spell.html": broken}, print_config=shop_only())
    result = build_cards(loaded)
    (found,) = result.diagnostics
    assert (found.code, found.file, found.line) == ("B303", "templates/cards/spell.html", 2)
    assert "colour" in found.message
    assert not result.paths


@pytest.mark.slow
def test_a_template_syntax_error_names_the_line(make_project: MakeProject) -> None:
    loaded = make_project(templates={"cards/spell.html": "<p>\n{% if card %}\n<p>\n"}, print_config=shop_only())
    (found,) = build_cards(loaded).diagnostics
    assert (found.code, found.file) == ("B301", "templates/cards/spell.html")


@pytest.mark.slow
def test_the_sandbox_refuses_private_attributes(make_project: MakeProject) -> None:
    loaded = make_project(templates={"cards/spell.html": "{{ card.__class__.__mro__ }}\n"}, print_config=shop_only())
    (found,) = build_cards(loaded).diagnostics
    assert found.code in {"B303", "B304"} and found.file == "templates/cards/spell.html"


@pytest.mark.slow
def test_card_text_is_escaped(make_project: MakeProject) -> None:
    loaded = make_project({"x": spell_yaml("Menor <b>que</b>")}, print_config=shop_only())
    result = build_cards(loaded)
    assert "Menor <b>que</b>" in PdfReader(result.paths[0]).pages[0].extract_text()


@pytest.mark.slow
def test_a_missing_image_is_a_diagnostic_at_the_template_line(make_project: MakeProject) -> None:
    override = '{% include "cards/default-spell.html" ignore missing %}<img src="assets/nao-existe.png">\n'
    loaded = make_project(templates={"cards/back.html": override}, print_config=shop_only().replace("backs: false", "backs: true"))
    result = build_cards(loaded)
    (found,) = result.diagnostics
    assert (found.code, found.file, found.line) == ("B402", "templates/cards/back.html", 1)
    assert not result.paths


@pytest.mark.slow
def test_a_file_outside_the_project_is_refused(make_project: MakeProject, tmp_path: Path) -> None:
    outside = tmp_path / "secret.svg"
    outside.write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    override = f'<img src="{outside.as_uri()}">\n<img src="../secret.svg">\n'
    loaded = make_project(templates={"cards/back.html": override}, print_config=shop_only().replace("backs: false", "backs: true"))
    result = build_cards(loaded)
    assert [d.code for d in result.diagnostics] == ["B403"]
    assert not result.paths


@pytest.mark.slow
def test_a_failed_build_leaves_the_last_good_pdf(make_project: MakeProject) -> None:
    loaded = make_project(print_config=shop_only())
    (good,) = build_cards(loaded).paths
    before = good.read_bytes()
    (loaded.project.root / "templates" / "cards").mkdir(parents=True)
    (loaded.project.root / "templates" / "cards" / "spell.html").write_text("{{ nope }}")
    assert build_cards(loaded).has_errors
    assert good.read_bytes() == before
    assert [p.name for p in good.parent.iterdir()] == [good.name]


def test_an_interrupted_write_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "cards.pdf"
    target.write_bytes(b"old")

    def interrupted(stream) -> None:
        stream.write(b"half")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_atomically(target, interrupted)
    assert target.read_bytes() == b"old"
    assert list(tmp_path.iterdir()) == [target]


@pytest.mark.slow
def test_unknown_profile_is_a_usage_error(make_project: MakeProject) -> None:
    result = build_cards(make_project(), CardOptions(profile="poster"))
    assert result.usage_error and result.diagnostics[0].code == "B102"
    assert "home" in result.diagnostics[0].message


def test_bad_print_settings_stop_the_build(make_project: MakeProject) -> None:
    """cardkit.yaml's schema includes `print:`, so the project refuses to open (exit 2) at the line."""
    with pytest.raises(ProjectError, match=r"cardkit.yaml:3:10: `bleed` must be at least 0, found -2"):
        make_project(print_config="bleed: -2")
