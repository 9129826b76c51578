"""One PDF opened for preflight: its objects (pikepdf), its text (pypdfium2) and its build facts.

Each page's content stream is walked once (`content.walk`) and its text read once, however
many checks look at them, so checking a whole build stays within a few seconds.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

import pikepdf
import pypdfium2 as pdfium

from cardkit.codes.preflight import STREAM_OVER_BUDGET
from cardkit.output.buildinfo import BuildInfo
from cardkit.preflight.content import ImageDraw, PageContent, ShownText, walk
from cardkit.preflight.findings import Finding
from cardkit.preflight.glyphs import FontGlyphs, ShownGlyph, font_glyphs
from cardkit.preflight.resources import draws_images, page_streams, resource_tree
from cardkit.preflight.streams import MAX_FILE_STREAM_BYTES, OverBudget, decoded_size
from cardkit.preflight.text import PageText, read_text


class UnreadablePdf(Exception):
    """The file is not a PDF pikepdf and PDFium can open."""


class EncryptedPdf(UnreadablePdf):
    """The file is encrypted: with a password it asks for, or with permissions only."""


@dataclass
class PdfFile:
    """A PDF under check; `shown` is its path as diagnostics name it (relative to the project)."""

    path: Path
    shown: str
    objects: pikepdf.Pdf
    _content: dict[int, PageContent] = field(default_factory=dict)
    _text: dict[int, PageText] = field(default_factory=dict)
    _resources: dict[int, list[pikepdf.Object]] = field(default_factory=dict)
    _readable: dict[int, bool] = field(default_factory=dict)
    _sized: set[tuple[int, int]] = field(default_factory=set)
    _decoded: int = 0
    _fonts: dict[tuple[int, int], FontGlyphs | None] = field(default_factory=dict)
    refused: list[Finding] = field(default_factory=list)
    """Pages left unchecked because their streams decode past the budget (`streams`)."""

    @classmethod
    def open(cls, path: Path, shown: str) -> PdfFile:
        try:
            objects = pikepdf.open(path)
        except pikepdf.PasswordError:
            raise EncryptedPdf("it asks for a password") from None
        except (pikepdf.PdfError, OSError, ValueError) as problem:
            raise UnreadablePdf(str(problem)) from None
        if objects.is_encrypted:
            objects.close()
            raise EncryptedPdf("with permissions, though no password")
        return cls(path, shown, objects)

    def close(self) -> None:
        self.objects.close()
        if "rendered" in self.__dict__:
            self.rendered.close()

    @cached_property
    def rendered(self) -> pdfium.PdfDocument:
        return pdfium.PdfDocument(self.path)

    @cached_property
    def info(self) -> BuildInfo | None:
        """What cardkit wrote this PDF as, or None for a PDF cardkit did not write."""
        entries = {str(key): str(value) for key, value in self.objects.docinfo.items()}
        return BuildInfo.read(entries)

    @cached_property
    def locale(self) -> str | None:
        """The document's language (the catalog's /Lang), which its draft words are in."""
        lang = self.objects.Root.get("/Lang")
        return str(lang) if lang is not None else None

    @property
    def page_count(self) -> int:
        return len(self.objects.pages)

    def page(self, number: int) -> pikepdf.Page:
        """Page `number`, counted from 1 as people and diagnostics count."""
        return self.objects.pages[number - 1]

    def readable(self, number: int) -> bool:
        """Whether page `number`'s streams decode within the budget, so its content may be
        parsed; a page that does not is reported once (`refused`) and checked no further."""
        if number not in self._readable:
            self._readable[number] = self._within_budget(number)
        return self._readable[number]

    def _within_budget(self, number: int) -> bool:
        for part in page_streams(self.page(number)):
            stream = part.stream
            if stream.objgen in self._sized:
                continue
            try:
                self._decoded += decoded_size(stream, part.limit)
            except OverBudget as why:
                self.refused.append(Finding(STREAM_OVER_BUDGET, number, f"not checked: its {part.what} (object {stream.objgen[0]}) {why}",
                                            "a PDF made by cardkit never holds one; check the file's origin, or re-export it", group="stream"))
                return False
            if stream.objgen != (0, 0):
                self._sized.add(stream.objgen)
            if self._decoded > MAX_FILE_STREAM_BYTES:
                self.refused.append(Finding(STREAM_OVER_BUDGET, number, f"not checked, nor any page after it: the file's streams decode to more than {MAX_FILE_STREAM_BYTES // (1024 * 1024)} MiB",
                                            "split the file; a 2,000-card print-shop file decodes to a tenth of this", group="file"))
                return False
        return True

    def content(self, number: int) -> PageContent:
        if number not in self._content:
            self._content[number] = walk(self.page(number)) if self.readable(number) else PageContent()
        return self._content[number]

    def resources(self, number: int) -> list[pikepdf.Object]:
        """The resource dictionaries of page `number` and of the forms it can draw."""
        if number not in self._resources:
            self._resources[number] = resource_tree(self.page(number))
        return self._resources[number]

    def images(self, number: int) -> list[ImageDraw]:
        """The images page `number` draws; its content is walked only when it can draw one."""
        if not self.readable(number) or not draws_images(self.page(number), self.resources(number)):
            return []
        return self.content(number).images

    def text(self, number: int, *, boxes: bool = False) -> PageText:
        """Page `number`'s text; with `boxes`, every glyph's box too (a third of the reading
        time, so only the unsafe-zone check asks for it; a read with boxes serves both)."""
        known = self._text.get(number)
        if known is None and not self.readable(number):
            known = self._text[number] = PageText("", (), boxed=True)
        if known is None or (boxes and not known.boxed):
            page = self.rendered[number - 1]
            self._text[number] = read_text(page, boxes=boxes)
            page.close()
        return self._text[number]

    def texts(self, number: int) -> list[ShownText]:
        """The strings page `number` shows: from its content walk when a check made one, else
        from a walk for the text alone, kept by no one, so that reading every page of a large
        file holds one page at a time; a page without text is not parsed at all."""
        if number in self._content:
            return self._content[number].texts
        if not self.readable(number) or not self.text(number).text:
            return []  # PDFium's reading (cached for the size check) found no character: nothing to parse
        return walk(self.page(number), shapes=False).texts

    def shown_glyphs(self, number: int) -> Iterator[tuple[FontGlyphs, ShownGlyph]]:
        """Every glyph page `number` shows, with its font (each font decoded once per file); a
        string in a font whose encoding cannot be read is left out."""
        for text in self.texts(number):
            glyphs = self._font(text.font)
            if glyphs is not None:
                yield from ((glyphs, glyph) for glyph in glyphs.glyphs(text.codes))

    def _font(self, font: pikepdf.Object | None) -> FontGlyphs | None:
        if font is None:
            return None
        key = font.objgen
        if key == (0, 0):
            return font_glyphs(font)
        if key not in self._fonts:
            self._fonts[key] = font_glyphs(font)
        return self._fonts[key]
