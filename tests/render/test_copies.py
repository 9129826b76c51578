"""Copies are free (issue 31): a card printed 3 times is laid out once and placed three times, in
the home sheets and the print-shop file alike, and the TTS and PNG exports cut from one face of
it, resampled once, whatever its copies."""

from __future__ import annotations

import pikepdf
import pypdfium2
import pytest
from PIL import Image

from cardkit.render import cards as cards_module
from cardkit.render.cards import build_cards
from cardkit.render.faceplan import ProfilePlan
from cardkit.render.facerender import FaceRenderer
from cardkit.render.options import CardOptions
from tests.render.conftest import MakeProject, spell_yaml

COPIED = "Zarabatana"
"""A name no other word of the card prints, so each copy is one occurrence in the PDF text."""


@pytest.mark.slow
def test_a_card_in_three_copies_is_laid_out_once_and_placed_three_times(make_project: MakeProject, monkeypatch: pytest.MonkeyPatch) -> None:
    laid_out: list[int] = []
    layout = FaceRenderer._layout

    def counted(self: FaceRenderer, *args, text_only: bool = False, **kwargs):  # type: ignore[no-untyped-def]
        document = layout(self, *args, text_only=text_only, **kwargs)
        if not text_only:  # a fitting probe lays out a text box, not a face
            laid_out.append(len(document.pages))
        return document

    plans: dict[str, ProfilePlan] = {}
    assemble = cards_module.assemble

    def recorded(plan: ProfilePlan, *args, **kwargs):  # type: ignore[no-untyped-def]
        plans[plan.profile.name] = plan
        return assemble(plan, *args, **kwargs)

    resized: list[tuple[int, int]] = []
    resize = Image.Image.resize

    def counted_resize(self: Image.Image, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        resized.append(tuple(size))
        return resize(self, size, *args, **kwargs)

    monkeypatch.setattr(FaceRenderer, "_layout", counted)
    monkeypatch.setattr(cards_module, "assemble", recorded)
    monkeypatch.setattr(Image.Image, "resize", counted_resize)
    spells = {"zarabatana": spell_yaml(COPIED, extra="copies: 3\n"), "barreira": spell_yaml("Barreira")}
    loaded = make_project(spells, print_config="default: [home]")
    result = build_cards(loaded, CardOptions(png=True, tts=True))
    assert not result.has_errors, result.diagnostics

    assert sum(laid_out) == 3  # two fronts and the spells' back, for the sheets and both exports
    assert [record.ref for record in result.faces] == ["spell-barreira", "spell-zarabatana", "back:spell"]
    fronts = {name: [p.card for page in plan.pages if not page.back for p in page.placements] for name, plan in plans.items()}
    assert sorted(fronts["home"]) == ["spell-barreira", *["spell-zarabatana"] * 3]
    # The print shop's file is not written, only cut into PNGs, and the TTS proof only cut into cells: one of each card.
    assert sorted(fronts["print-shop"]) == sorted(fronts["tts"]) == ["spell-barreira", "spell-zarabatana"]

    home = loaded.project.build_dir / "cards" / "cards-home.pdf"
    assert pypdfium2.PdfDocument(home)[0].get_textpage().get_text_range().count(COPIED) == 3
    with pikepdf.open(home) as pdf:
        forms = pdf.pages[0].Resources.XObject
        copies = [f"/C{index}" for index, card in enumerate(fronts["home"]) if card == "spell-zarabatana"]
        assert len({forms[name].objgen for name in copies}) == 1  # one form, drawn three times

    pngs = sorted(path.name for path in (loaded.project.build_dir / "cards" / "png").iterdir())
    assert pngs == ["spell-back.png", "spell-barreira.png", "spell-zarabatana.png"]
    assert [sheet.cards for sheet in result.tts_sheets] == [4]
    assert len(resized) == 3  # each front once, whatever its copies, and the back as the hidden card
