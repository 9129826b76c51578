"""What a font shows: the glyphs and characters behind the bytes of a text operator.

A composite (Type 0) font turns bytes into character ids through its encoding CMap (Identity-H,
or one embedded as a stream, as WeasyPrint writes), and ids into glyph ids through its
descendant's CIDToGIDMap; glyph 0 is `.notdef`, the box or blank a font draws for a character
it lacks. The characters come from the font's ToUnicode CMap. A simple font (TrueType, Type 1)
maps bytes to glyphs through its program's own tables, which are not read here: its characters
are recovered, its glyph ids are not. Every stream is read within the font budget (`streams`).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import pikepdf

from cardkit.preflight.streams import MAX_FONT_BYTES, bounded_bytes

SUBSET_PREFIX = re.compile(r"^[A-Z]{6}\+")
IDENTITY_CMAPS = frozenset({"/Identity-H", "/Identity-V"})
_HEX = rb"<([0-9A-Fa-f\s]*)>"
_CODESPACE = re.compile(rb"begincodespacerange(.*?)endcodespacerange", re.S)
_CIDCHAR = re.compile(rb"begincidchar(.*?)endcidchar", re.S)
_CIDRANGE = re.compile(rb"begincidrange(.*?)endcidrange", re.S)
_BFCHAR = re.compile(rb"beginbfchar(.*?)endbfchar", re.S)
_BFRANGE = re.compile(rb"beginbfrange(.*?)endbfrange", re.S)
_PAIR = re.compile(_HEX + rb"\s*" + _HEX)
_CID_ENTRY = re.compile(_HEX + rb"\s*(?:" + _HEX + rb"\s*)?(\d+)")
_BF_RANGE = re.compile(_HEX + rb"\s*" + _HEX + rb"\s*(?:" + _HEX + rb"|\[([^\]]*)\])")


@dataclass
class CodeMap:
    """A CMap's mappings as written, single codes and ranges, looked up without expanding a
    range: a CMap within the budget may still declare ranges of millions of codes."""

    singles: dict[int, int | str] = field(default_factory=dict)
    ranges: list[tuple[int, int, int | str]] = field(default_factory=list)
    """(first code, last code, what the first maps to), sorted by first code."""

    def get(self, code: int) -> int | str | None:
        if code in self.singles:
            return self.singles[code]
        index = bisect.bisect_right(self.ranges, (code, _LAST, "")) - 1
        if index >= 0:
            first, last, start = self.ranges[index]
            if first <= code <= last:
                return start + code - first if isinstance(start, int) else _shifted(start, code - first)
        return None


_LAST = 1 << 62


def _shifted(text: str, offset: int) -> str:
    """A ToUnicode range's text for its code `offset` past the first: the last character moved on."""
    return text[:-1] + chr(min(ord(text[-1]) + offset, 0x10FFFF)) if text else text


@dataclass(frozen=True)
class ShownGlyph:
    """One shown code: its glyph id (None when the font's glyphs are not decoded) and character."""

    gid: int | None
    char: str | None


@dataclass
class FontGlyphs:
    """How one font turns shown bytes into glyphs: the code widths its encoding allows, code to
    character id (None: identity), character id to glyph id (None: identity) and to text."""

    name: str
    family: str
    widths: tuple[tuple[bytes, bytes], ...] = ((b"\x00", b"\xff"),)
    """The codespace ranges (low and high code, of equal length): one byte for a simple font."""
    cids: CodeMap | None = None
    gids: bytes | None = None
    """A CIDToGIDMap stream's bytes, two per character id."""
    composite: bool = False
    unicode: CodeMap = field(default_factory=CodeMap)

    def glyphs(self, codes: bytes) -> Iterator[ShownGlyph]:
        index = 0
        while index < len(codes):
            size = self._code_size(codes, index)
            code = int.from_bytes(codes[index : index + size], "big")
            index += size
            char = self.unicode.get(code)
            yield ShownGlyph(self._gid(code), char if isinstance(char, str) else None)

    def _code_size(self, codes: bytes, index: int) -> int:
        for low, high in self.widths:
            part = codes[index : index + len(low)]
            if len(part) == len(low) == len(high) and all(a <= b <= c for a, b, c in zip(low, part, high, strict=True)):
                return len(low)
        return len(self.widths[0][0])

    def _gid(self, code: int) -> int | None:
        if not self.composite:
            return None
        found = code if self.cids is None else self.cids.get(code)
        cid = found if isinstance(found, int) else 0
        if self.gids is None:
            return cid
        return int.from_bytes(self.gids[2 * cid : 2 * cid + 2], "big") if 2 * cid + 2 <= len(self.gids) else 0


def font_glyphs(font: pikepdf.Object) -> FontGlyphs | None:
    """How `font` shows bytes, None when its encoding cannot be read (a predefined CMap other
    than Identity, a stream past the budget)."""
    if not isinstance(font, pikepdf.Dictionary):
        return None
    descendants = font.get("/DescendantFonts")
    descendant = descendants[0] if isinstance(descendants, pikepdf.Array) and len(descendants) else None
    described = descendant if isinstance(descendant, pikepdf.Dictionary) else font
    found = FontGlyphs(font_name(font), font_family(described) or font_name(font), unicode=_to_unicode(font.get("/ToUnicode")))
    if font.get("/Subtype") != "/Type0" or not isinstance(descendant, pikepdf.Dictionary):
        return found
    found.composite = True
    encoding = font.get("/Encoding")
    if isinstance(encoding, pikepdf.Stream):
        cmap = bounded_bytes(encoding, MAX_FONT_BYTES)
        if cmap is None:
            return None
        found.widths = _codespace(cmap) or ((b"\x00\x00", b"\xff\xff"),)
        found.cids = _cids(cmap)
    elif str(encoding) in IDENTITY_CMAPS:
        found.widths = ((b"\x00\x00", b"\xff\xff"),)
    else:
        return None
    mapping = descendant.get("/CIDToGIDMap")
    if isinstance(mapping, pikepdf.Stream):
        found.gids = bounded_bytes(mapping, MAX_FONT_BYTES)
        if found.gids is None:
            return None
    return found


def font_name(font: pikepdf.Object) -> str:
    """The font's name without the subset tag (`SVAPKL+Lato-Bold` is Lato-Bold)."""
    return SUBSET_PREFIX.sub("", str(font.get("/BaseFont", "(unnamed)")).lstrip("/"))


def font_family(font: pikepdf.Object) -> str | None:
    """The family its descriptor names (WeasyPrint writes the CSS family), if any."""
    descriptor = font.get("/FontDescriptor")
    family = descriptor.get("/FontFamily") if isinstance(descriptor, pikepdf.Dictionary) else None
    return str(family) if family is not None else None


def _codespace(cmap: bytes) -> tuple[tuple[bytes, bytes], ...]:
    ranges = [(_bytes(low), _bytes(high)) for block in _CODESPACE.findall(cmap) for low, high in _PAIR.findall(block)]
    return tuple(sorted(((low, high) for low, high in ranges if low and len(low) == len(high)), key=lambda r: len(r[0])))


def _cids(cmap: bytes) -> CodeMap:
    found = CodeMap()
    for block in _CIDCHAR.findall(cmap):
        for code, _none, cid in _CID_ENTRY.findall(block):
            found.singles[_int(code)] = int(cid)
    for block in _CIDRANGE.findall(cmap):
        for low, high, cid in _CID_ENTRY.findall(block):
            found.ranges.append((_int(low), _int(high or low), int(cid)))
    found.ranges.sort()
    return found


def _to_unicode(stream: object) -> CodeMap:
    data = bounded_bytes(stream, MAX_FONT_BYTES) if isinstance(stream, pikepdf.Stream) else None
    found = CodeMap()
    if not data:
        return found
    for block in _BFCHAR.findall(data):
        for code, text in _PAIR.findall(block):
            found.singles[_int(code)] = _text(text)
    for block in _BFRANGE.findall(data):
        for low, high, first, listed in _BF_RANGE.findall(block):
            start = _int(low)
            if listed:
                for offset, text in enumerate(re.findall(_HEX, listed)):
                    found.singles[start + offset] = _text(text)
            elif first:
                found.ranges.append((start, _int(high), _text(first)))
    found.ranges.sort(key=lambda entry: entry[:2])
    return found


def _bytes(hex_digits: bytes) -> bytes:
    digits = re.sub(rb"\s", b"", hex_digits)
    return bytes.fromhex((digits + b"0" * (len(digits) % 2)).decode("ascii"))


def _int(hex_digits: bytes) -> int:
    return int.from_bytes(_bytes(hex_digits), "big")


def _text(hex_digits: bytes) -> str:
    return _bytes(hex_digits).decode("utf-16-be", errors="replace")
