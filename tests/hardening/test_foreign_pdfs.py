"""Issue 29, classes 1 and 5: `cardkit preflight` is the one command meant for PDFs from
elsewhere, so it decodes streams within a budget (per stream and per file: a 5 KB PDF whose
content inflated to 4 MB cost 443 MB, larger ones ran for minutes or died of bad_alloc),
reports an encrypted PDF as a finding, and opens only regular files: never a device, a pipe or
a link out of the project."""

from __future__ import annotations

import zlib
from pathlib import Path

import pikepdf
import pytest

from tests.hardening.bounded import DEFUSED_PEAK_MIB, cardkit_bounded
from tests.hardening.harness import SECRET, Pipe, cardkit, new_project, watching, write_files

OPERATORS = b"0 0 m 1 1 l S\n"


def pdf_with_pages(path: Path, *decoded_sizes: int) -> Path:
    """A PDF with one page per size, each drawing that many bytes of Flate content."""
    pdf = pikepdf.new()
    for size in decoded_sizes:
        pdf.add_blank_page(page_size=(200, 200))
        stream = pikepdf.Stream(pdf, zlib.compress(OPERATORS * (size // len(OPERATORS)), 9))
        stream["/Filter"] = pikepdf.Name.FlateDecode
        pdf.pages[-1].obj["/Contents"] = pdf.make_indirect(stream)
    pdf.save(path, compress_streams=False)
    return path


@pytest.mark.slow
def test_a_content_stream_bomb_is_refused_under_a_memory_ceiling(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    bomb = pdf_with_pages(project / "bomba.pdf", 16 * 1024 * 1024)
    assert bomb.stat().st_size < 40_000
    run = cardkit_bounded("preflight", "--project", str(project), "--profile", "print-shop", str(bomb), memory_mib=400)
    run.assert_finished_with("P004")
    assert "bomba.pdf:1:1: error[P004] page 1: not checked: its content stream (object" in run.output
    assert "decodes to more than 1 MiB" in run.output
    assert run.peak_mib < DEFUSED_PEAK_MIB and run.cpu_s < 20, (run.peak_mib, run.cpu_s)


def _zeros(mib: int) -> bytes:
    """`mib` MiB of zeros as Flate: 256 MiB is 260 KB."""
    deflate = zlib.compressobj(9)
    return b"".join(deflate.compress(bytes(1 << 20)) for _ in range(mib)) + deflate.flush()


def pdf_with_font_bomb(path: Path, where: str, mib: int = 256) -> Path:
    """One page of text in a font one of whose streams inflates to `mib` MiB: its program, its
    ToUnicode CMap, or (a Type 3 font) the procedure of the glyph drawn."""
    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(200, 200))
    bomb = pikepdf.Stream(pdf, _zeros(mib))
    bomb["/Filter"] = pikepdf.Name.FlateDecode
    font = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name("/Bomba"))
    if where == "program":
        font.Subtype = pikepdf.Name.TrueType
        font.FontDescriptor = pikepdf.Dictionary(Type=pikepdf.Name.FontDescriptor, FontName=pikepdf.Name("/Bomba"), Flags=32, FontBBox=[0, 0, 1000, 1000],
                                                 ItalicAngle=0, Ascent=800, Descent=-200, CapHeight=700, StemV=80, FontFile2=pdf.make_indirect(bomb))
    elif where == "ToUnicode":
        font.ToUnicode = pdf.make_indirect(bomb)
    else:
        font.Subtype = pikepdf.Name.Type3
        font.FontBBox, font.FontMatrix, font.Resources = [0, 0, 1000, 1000], [0.001, 0, 0, 0.001, 0, 0], pikepdf.Dictionary()
        font.CharProcs = pikepdf.Dictionary(a=pdf.make_indirect(bomb))
        font.Encoding = pikepdf.Dictionary(Type=pikepdf.Name.Encoding, Differences=[97, pikepdf.Name("/a")])
        font.FirstChar, font.LastChar, font.Widths = 97, 97, [1000]
    page = pdf.pages[0].obj
    page["/Resources"] = pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=pdf.make_indirect(font)))
    page["/Contents"] = pdf.make_indirect(pikepdf.Stream(pdf, b"BT /F1 12 Tf 10 10 Td (a) Tj ET"))
    pdf.save(path, compress_streams=False)
    return path


@pytest.mark.slow
@pytest.mark.parametrize(("where", "said"), [
    ("program", "its FontFile2 stream of the font Bomba (object"),
    ("ToUnicode", "its ToUnicode stream of the font Bomba (object"),
    ("glyph", "its glyph procedure of the Type 3 font Bomba (object"),
])
def test_a_font_bomb_is_refused_under_a_memory_ceiling(tmp_path: Path, where: str, said: str) -> None:
    """PDFium decodes a font whole to read a page's text: each of these 260 KB files ended
    preflight with std::bad_alloc (exit -6) and not a word, under the ceiling a normal run fits."""
    project = new_project("game", tmp_path / "projeto")
    bomb = pdf_with_font_bomb(project / "fonte.pdf", where)
    assert bomb.stat().st_size < 300_000
    run = cardkit_bounded("preflight", "--project", str(project), "--profile", "print-shop", str(bomb), memory_mib=400)
    run.assert_finished_with("P004")
    assert f"fonte.pdf:1:1: error[P004] page 1: not checked: {said}" in run.output, run.output
    assert run.peak_mib < DEFUSED_PEAK_MIB, run.peak_mib


@pytest.mark.slow
def test_the_file_budget_stops_a_file_of_many_large_pages(tmp_path: Path) -> None:
    from cardkit.preflight.streams import MAX_FILE_STREAM_BYTES, MAX_STREAM_BYTES

    project = new_project("game", tmp_path / "projeto")
    pages = MAX_FILE_STREAM_BYTES // (MAX_STREAM_BYTES - 4096) + 2
    many = pdf_with_pages(project / "muitas.pdf", *[MAX_STREAM_BYTES - 4096] * pages)
    run = cardkit_bounded("preflight", "--project", str(project), str(many), memory_mib=500)
    run.assert_finished_with("P004")
    assert f"page {pages - 1}: not checked, nor any page after it: the file's streams decode to more than 64 MiB" in run.output
    assert "[P004]" in run.output and run.output.count("[P004]") == 1, "one diagnostic, naming the pages after"
    assert run.peak_mib < DEFUSED_PEAK_MIB, run.peak_mib  # one page of 1 MiB parsed at a time: 62 MiB


def test_a_page_within_the_budget_is_checked(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    small = pdf_with_pages(project / "pequena.pdf", 64 * 1024)
    run = cardkit("preflight", "--project", str(project), str(small))
    run.assert_clean_exit()
    assert run.of_code("P004") == [], run.output


def _lzw(data: bytes) -> bytes:
    """PDF's LZW (early change 1), enough to make a test stream."""
    table = {bytes([n]): n for n in range(256)}
    codes, width, word = [256], 9, b""
    widths = [9]
    for byte in data:
        candidate = word + bytes([byte])
        if candidate in table:
            word = candidate
            continue
        codes.append(table[word])
        widths.append(width)
        table[candidate] = len(table) + 2
        if len(table) + 2 >= 1 << width and width < 12:  # as the decoder, one entry behind, will
            width += 1
        word = bytes([byte])
    codes += [table[word], 257]
    widths += [width, width]
    bits = "".join(format(code, f"0{w}b") for code, w in zip(codes, widths, strict=True))
    bits += "0" * (-len(bits) % 8)
    return int(bits, 2).to_bytes(len(bits) // 8, "big")


@pytest.mark.parametrize("filter_name", ["/LZWDecode", "/RunLengthDecode", "/ASCIIHexDecode", "/ASCII85Decode", "/FlateDecode"])
def test_every_filter_is_measured_as_qpdf_decodes_it(filter_name: str) -> None:
    import base64

    from cardkit.preflight.streams import MAX_STREAM_BYTES, OverBudget, decoded_size

    content = OPERATORS * 300 + bytes(range(256))
    encoded = {
        "/LZWDecode": lambda: _lzw(content),
        "/RunLengthDecode": lambda: b"".join(bytes([len(chunk) - 1]) + chunk for chunk in (content[i : i + 100] for i in range(0, len(content), 100))) + b"\x80",
        "/ASCIIHexDecode": lambda: content.hex().encode() + b">",
        "/ASCII85Decode": lambda: base64.a85encode(content) + b"~>",
        "/FlateDecode": lambda: zlib.compress(content),
    }[filter_name]()
    pdf = pikepdf.new()
    stream = pikepdf.Stream(pdf, encoded)
    stream["/Filter"] = pikepdf.Name(filter_name)
    assert stream.read_bytes(decode_level=pikepdf.StreamDecodeLevel.specialized) == content  # qpdf reads it so
    assert decoded_size(stream, MAX_STREAM_BYTES) == len(content)
    with pytest.raises(OverBudget):
        decoded_size(stream, len(content) - 1)


def test_an_unbounded_filter_is_refused() -> None:
    from cardkit.preflight.streams import MAX_STREAM_BYTES, OverBudget, decoded_size

    pdf = pikepdf.new()
    stream = pikepdf.Stream(pdf, b"\x00" * 10)
    stream["/Filter"] = pikepdf.Name("/JBIG2Decode")
    with pytest.raises(OverBudget, match="JBIG2Decode"):
        decoded_size(stream, MAX_STREAM_BYTES)


@pytest.mark.parametrize(("user", "said"), [("segredo", "asks for a password"), ("", "with permissions")])
def test_an_encrypted_pdf_is_a_finding(tmp_path: Path, user: str, said: str) -> None:
    project = new_project("game", tmp_path / "projeto")
    plain = pdf_with_pages(tmp_path / "plain.pdf", 1024)
    with pikepdf.open(plain) as pdf:
        pdf.save(project / "cifrado.pdf", encryption=pikepdf.Encryption(owner="dono", user=user))
    run = cardkit("preflight", "--project", str(project), str(project / "cifrado.pdf"))
    run.assert_clean_exit()
    assert run.exit_code == 1
    assert [(d.file, d.line, d.code) for d in run.diagnostics] == [("cifrado.pdf", 1, "P003")], run.output
    assert said in run.output


def test_a_device_is_refused_unread(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    run = cardkit_bounded("preflight", "--project", str(project), "/dev/zero", memory_mib=400)
    run.assert_finished_with("P002")
    assert "not a regular file" in run.output and run.cpu_s < 20


def test_a_pipe_is_refused_unread(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {"build/cards/cano.pdf": Pipe()})
    run = cardkit("preflight", "--project", str(project))
    run.assert_clean_exit()
    assert [(d.file, d.code) for d in run.diagnostics] == [("build/cards/cano.pdf", "P002")], run.output
    assert "not a regular file" in run.output


def test_a_pdf_of_build_linked_out_of_the_project_is_never_opened(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    outside = tmp_path / "fora"
    outside.mkdir()
    secret = pdf_with_pages(outside / "segredo.pdf", 1024)
    with pikepdf.open(secret, allow_overwriting_input=True) as pdf:
        pdf.docinfo["/Title"] = SECRET
        pdf.save(secret)
    (project / "build/cards").mkdir(parents=True)
    (project / "build/cards/cards-home.pdf").symlink_to(secret)
    with watching() as touched:
        run = cardkit("preflight", "--project", str(project))
    run.assert_clean_exit()
    assert [(d.file, d.code) for d in run.diagnostics] == [("build/cards/cards-home.pdf", "P002")], run.output
    assert "link out of the project" in run.output and SECRET not in run.output
    assert touched.opened_any(secret) == []
