"""From the bytes of a file to text YAML can read: UTF-8 only, and every refusal located."""

from __future__ import annotations

import codecs
import re

from cardkit.codes.loading import NOT_UTF8, TOO_BIG
from cardkit.loading.codes import LoadProblem
from cardkit.loading.document import START, Position
from cardkit.loading.limits import MAX_FILE_BYTES

_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_BE)
"""UTF-16 byte-order marks (UTF-32 LE starts with UTF-16 LE's); editors on Windows write them."""

_NOT_YAML_PRINTABLE = re.compile("[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""Characters the YAML spec forbids in a stream; found here so the reader never has to refuse."""


def decode(raw: bytes) -> str:
    """The text of a definition file, without its UTF-8 byte-order mark; CRLF is left to YAML."""
    if len(raw) > MAX_FILE_BYTES:
        raise LoadProblem(
            TOO_BIG,
            START,
            f"this file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB, the most cardkit reads",
            "keep one definition per file; a definition is a few dozen lines",
        )
    if raw.startswith(_UTF16_BOMS):
        raise LoadProblem(NOT_UTF8, START, "this file is saved as UTF-16, not UTF-8", "save the file as UTF-8")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise LoadProblem(
            NOT_UTF8,
            _byte_position(raw, error.start),
            f"byte 0x{raw[error.start]:02X} is not UTF-8 text (the file looks saved as Latin-1 or Windows-1252)",
            "save the file as UTF-8",
        ) from None
    text = text.removeprefix("\ufeff")
    _refuse_control_characters(text)
    return text


def text_position(text: str, index: int) -> Position:
    """The line and column of the character at `index` of `text`."""
    line_start = text.rfind("\n", 0, index) + 1
    return Position(text.count("\n", 0, index) + 1, index - line_start + 1)


def _byte_position(raw: bytes, offset: int) -> Position:
    """The line and column (in characters) of the byte at `offset`, the bytes before it being UTF-8."""
    line_start = raw.rfind(b"\n", 0, offset) + 1
    if line_start == 0 and raw.startswith(codecs.BOM_UTF8):
        line_start = len(codecs.BOM_UTF8)
    column = len(raw[line_start:offset].decode("utf-8", errors="replace")) + 1
    return Position(raw.count(b"\n", 0, offset) + 1, column)


def _refuse_control_characters(text: str) -> None:
    match = _NOT_YAML_PRINTABLE.search(text)
    if match is not None:
        raise LoadProblem(
            NOT_UTF8,
            text_position(text, match.start()),
            f"the file contains the control character U+{ord(match.group()):04X}, which YAML does not allow",
            "delete it, and save the file as plain UTF-8 text (not from a word processor)",
        )
