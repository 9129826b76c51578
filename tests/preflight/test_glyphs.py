"""A composite font's shown bytes decoded as a PDF reader does: encoding CMap (Identity-H or
embedded, with single codes and ranges), CIDToGIDMap, ToUnicode; fonts made with pikepdf."""

from __future__ import annotations

import time

import pikepdf

from cardkit.preflight.glyphs import font_glyphs
from tests.patience import budget

CMAP = b"""/CIDInit /ProcSet findresource begin 12 dict begin begincmap
1 begincodespacerange <0000> <ffff> endcodespacerange
1 begincidchar <0bd2> 0 endcidchar
2 begincidrange <0010> <001f> 3 <1000> <ffff> 40 endcidrange
endcmap end end"""
TO_UNICODE = b"""begincmap 1 begincodespacerange <0000> <ffff> endcodespacerange
1 beginbfchar <0bd2> <e000> endbfchar
2 beginbfrange <0010> <001f> <0041> <0020> <0021> [<00e9> <d83cdf32>] endbfrange
endcmap"""


def _font(pdf: pikepdf.Pdf, encoding: object, gids: bytes | None = None) -> pikepdf.Dictionary:
    descendant = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.CIDFontType2, BaseFont=pikepdf.Name("/ABCDEF+Lato-Bold"),
                                    FontDescriptor=pikepdf.Dictionary(FontFamily=pikepdf.String("Lato")))
    descendant.CIDToGIDMap = pdf.make_stream(gids) if gids is not None else pikepdf.Name.Identity
    return pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type0, BaseFont=pikepdf.Name("/ABCDEF+Lato-Bold"),
                              Encoding=encoding, DescendantFonts=[descendant], ToUnicode=pdf.make_stream(TO_UNICODE))


def test_an_embedded_cmap_maps_codes_to_cids_and_cid_zero_is_notdef() -> None:
    with pikepdf.new() as pdf:
        glyphs = font_glyphs(_font(pdf, pdf.make_stream(CMAP)))
        assert glyphs is not None and (glyphs.name, glyphs.family) == ("Lato-Bold", "Lato")
        shown = list(glyphs.glyphs(b"\x00\x11\x0b\xd2\x00\x21\x00\x05"))  # in a range, a single code, neither (twice)
        assert [(g.gid, g.char) for g in shown] == [(4, "B"), (0, "\ue000"), (0, "🌲"), (0, None)]


def test_a_cid_to_gid_map_sends_a_cid_to_its_glyph_and_past_its_end_to_notdef() -> None:
    with pikepdf.new() as pdf:
        glyphs = font_glyphs(_font(pdf, pikepdf.Name("/Identity-H"), gids=bytes([0, 0, 0, 7, 0, 0])))
        assert glyphs is not None
        assert [g.gid for g in glyphs.glyphs(b"\x00\x01\x00\x02\x00\x09")] == [7, 0, 0]


def test_a_range_of_sixty_thousand_codes_is_looked_up_not_expanded() -> None:
    with pikepdf.new() as pdf:
        started = time.perf_counter()
        glyphs = font_glyphs(_font(pdf, pdf.make_stream(CMAP)))
        assert glyphs is not None and [g.gid for g in glyphs.glyphs(b"\xff\xff")] == [40 + 0xFFFF - 0x1000]
        assert time.perf_counter() - started < budget(0.5)


def test_a_predefined_cmap_other_than_identity_is_not_guessed() -> None:
    with pikepdf.new() as pdf:
        assert font_glyphs(_font(pdf, pikepdf.Name("/UniJIS-UCS2-H"))) is None
