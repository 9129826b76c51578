"""bench/preview_redraw.py: finding a card's face on the preview page, and a real redraw timed."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.preview_redraw import CARD_ID, bench_preview, card_html, shows_value

PAGE = """<section class="kind" id="spell"><div class="cards">
<div class="preview-card" id="spell-inferno" title="Inferno"><div class="cost"><span class="cost__value">31</span></div><p>RNG 3</p></div>
<div class="preview-card" id="spell-raio" title="Raio"><span class="cost__value">32</span></div>
</div></section>"""


def test_a_card_is_its_own_face_up_to_the_next_card() -> None:
    face = card_html(PAGE, "spell-inferno")
    assert "31" in face and "32" not in face
    assert card_html(PAGE, "spell-raio").endswith("</div>\n</div>")
    assert card_html(PAGE, "spell-nothing") == ""


def test_a_value_shows_only_as_a_text_of_its_own_on_that_card() -> None:
    assert shows_value(PAGE, "spell-inferno", 31)
    assert not shows_value(PAGE, "spell-inferno", 32)  # another card's
    assert not shows_value(PAGE, "spell-inferno", 3)  # inside "RNG 3" and "31", not a text of its own
    assert shows_value(PAGE, "spell-raio", 32)


@pytest.mark.slow
def test_a_redraw_through_the_server_is_timed_from_the_write(tmp_path: Path) -> None:
    redraws = bench_preview(2, tmp_path)
    assert len(redraws) == 2
    for redraw in redraws:
        assert 0 < redraw.event <= redraw.page < 30
        assert redraw.versions >= 1
    assert CARD_ID == "spell-inferno"
