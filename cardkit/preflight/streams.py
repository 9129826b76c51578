"""How large a PDF stream is once decoded, found without decoding more than a budget allows.

preflight is the one command meant for PDFs from elsewhere, and a few kilobytes of Flate can
inflate to gigabytes: walking a 4 MB content stream cost 443 MB, a 128 MB one ran for minutes.
So before a page's content is parsed (by pikepdf, and by PDFium for its text), each of its
streams is decoded here in bounded steps, filter by filter, stopping as soon as it passes its
budget (MAX_STREAM_BYTES for operators, MAX_FONT_BYTES for a font's data: `resources.page_streams`
lists them); the file as a whole may decode MAX_FILE_STREAM_BYTES. What passes is then
read by qpdf and PDFium as usual. Predictors are left out: they only ever shrink the data.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from collections.abc import Callable

import pikepdf

MAX_STREAM_BYTES = 1024 * 1024
"""The most one content stream, form or metadata stream may decode to (1 MiB): three times the
largest cardkit writes (a pack's sheet page, 340 KB). Parsing costs about 150 bytes of memory
per byte of content, so this keeps a page under 200 MB."""
MAX_FONT_BYTES = 16 * 1024 * 1024
"""The most one stream of a font may decode to (16 MiB): a whole CJK font program embedded
unsubset is about that; cardkit embeds subsets of a few dozen KB. PDFium decodes a font's
program and CMaps whole to read a page's text, and a 260 KB file whose font inflated to 256 MiB
ended preflight with std::bad_alloc before it said a word."""
MAX_FILE_STREAM_BYTES = 64 * 1024 * 1024
"""The most the streams of one file (content and fonts, each counted once) may decode to
together (64 MiB): ten times a 2,000-card print-shop file."""
_CHUNK = 64 * 1024


class OverBudget(Exception):
    """The stream decodes to more than it may, or with a filter this module cannot bound."""


def decoded_size(stream: pikepdf.Object, limit: int) -> int:
    """The stream's decoded length; raises OverBudget past `limit` or for a filter it cannot bound."""
    data = stream.read_raw_bytes()
    for name, parms in _filters(stream):
        decoder = _DECODERS.get(name)
        if decoder is None:
            raise OverBudget(f"is compressed with {name}, which preflight cannot decode within a budget")
        data = decoder(data, limit, parms)
    if len(data) > limit:
        raise _over(limit)
    return len(data)


def _filters(stream: pikepdf.Object) -> list[tuple[str, pikepdf.Object | None]]:
    filters = stream.get("/Filter")
    parms = stream.get("/DecodeParms")
    names = [filters] if isinstance(filters, pikepdf.Name) else list(filters or [])
    given = list(parms) if isinstance(parms, pikepdf.Array) else [parms] * len(names)
    return [(str(name), given[index] if index < len(given) else None) for index, name in enumerate(names)]


def _over(limit: int) -> OverBudget:
    return OverBudget(f"decodes to more than {limit / (1024 * 1024):g} MiB")


def _flate(data: bytes, limit: int, _parms: pikepdf.Object | None) -> bytes:
    """Inflated in chunks, never more than `limit + 1` bytes; a corrupt tail ends it, as qpdf does."""
    inflate = zlib.decompressobj()
    out = bytearray()
    for start in range(0, len(data), _CHUNK):
        try:
            out += inflate.decompress(data[start : start + _CHUNK], limit + 1 - len(out))
        except zlib.error:
            break
        if len(out) > limit or inflate.unconsumed_tail:
            raise _over(limit)
    return bytes(out)


def _lzw(data: bytes, limit: int, parms: pikepdf.Object | None) -> bytes:
    """PDF's LZW (9 to 12-bit codes, 256 clear, 257 end), stopped past `limit`."""
    early = int(parms.get("/EarlyChange", 1)) if isinstance(parms, pikepdf.Dictionary) else 1
    table = [bytes([n]) for n in range(256)] + [b"", b""]
    out = bytearray()
    width, buffer, bits = 9, 0, 0
    previous: bytes | None = None
    for byte in data:
        buffer, bits = (buffer << 8) | byte, bits + 8
        while bits >= width:
            bits -= width
            code, buffer = buffer >> bits, buffer & ((1 << bits) - 1)
            if code == 256:
                del table[258:]
                width, previous = 9, None
                continue
            if code == 257:
                return bytes(out)
            if code < len(table):
                entry = table[code]
            elif code == len(table) and previous is not None:
                entry = previous + previous[:1]
            else:
                return bytes(out)  # corrupt: what came before is all there is
            if previous is not None:
                table.append(previous + entry[:1])
            out += entry
            if len(out) > limit:
                raise _over(limit)
            previous = entry
            if len(table) + early >= 1 << width and width < 12:
                width += 1
    return bytes(out)


def _run_length(data: bytes, limit: int, _parms: pikepdf.Object | None) -> bytes:
    out = bytearray()
    index = 0
    while index < len(data) and data[index] != 128:
        length = data[index]
        if length < 128:
            out += data[index + 1 : index + 2 + length]
            index += length + 2
        else:
            out += data[index + 1 : index + 2] * (257 - length)
            index += 2
        if len(out) > limit:
            raise _over(limit)
    return bytes(out)


_NOT_HEX = re.compile(rb"[^0-9A-Fa-f]")


def _hex(data: bytes, _limit: int, _parms: pikepdf.Object | None) -> bytes:
    digits = _NOT_HEX.sub(b"", data.split(b">", 1)[0])
    return binascii.unhexlify(digits + b"0" * (len(digits) % 2))


def _ascii85(data: bytes, _limit: int, _parms: pikepdf.Object | None) -> bytes:
    body = re.sub(rb"\s", b"", data).removeprefix(b"<~").split(b"~>", 1)[0]
    try:
        return base64.a85decode(body)
    except ValueError:
        raise OverBudget("holds ASCII85 data that cannot be decoded") from None


_DECODERS: dict[str, Callable[[bytes, int, pikepdf.Object | None], bytes]] = {
    "/FlateDecode": _flate,
    "/Fl": _flate,
    "/LZWDecode": _lzw,
    "/LZW": _lzw,
    "/RunLengthDecode": _run_length,
    "/RL": _run_length,
    "/ASCIIHexDecode": _hex,
    "/AHx": _hex,
    "/ASCII85Decode": _ascii85,
    "/A85": _ascii85,
}


def bounded_bytes(stream: pikepdf.Object, limit: int = MAX_STREAM_BYTES) -> bytes | None:
    """The stream decoded by qpdf, or None when it would decode past `limit`."""
    try:
        decoded_size(stream, limit)
    except OverBudget:
        return None
    return stream.read_bytes()
