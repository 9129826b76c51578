"""The language server's wire: LSP's `Content-Length` framing read so that no client can end it.

pygls's own loop trusts the framing: `Content-Length: 999999999999` asks stdin for a terabyte
and the server dies of it, a message sent without the header is glued to the next one's header
line and every later message is lost, and a request whose parameters do not fit the protocol (a
negative position) is logged and never answered, so the editor waits forever. This loop reads
header lines of at most MAX_HEADER_LINE bytes, finds a `Content-Length` header even at the end
of a line that garbage precedes (that is how it resyncs), refuses a body over MAX_MESSAGE_BYTES
without reading it into memory, and answers a request it cannot read with InvalidParams. Every
refusal is logged with its reason on stderr, where editors show a server's log.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import sys
import threading
from collections.abc import Callable
from typing import Any, BinaryIO

from lsprotocol.types import ErrorCodes, ResponseError
from pygls.io_ import StdoutWriter
from pygls.lsp.server import LanguageServer
from pygls.protocol import JsonRPCProtocol

MAX_HEADER_LINE = 8 * 1024
"""The longest header line read at once; a longer line is garbage, read and dropped in pieces."""
MAX_MESSAGE_BYTES = 64 * 1024 * 1024
"""The largest message body accepted (64 MiB): a buffer of the largest file cardkit reads, 2 MiB,
is at most 12 MiB once JSON-escaped."""
_CONTENT_LENGTH = re.compile(rb"Content-Length: *(\d+)\r?\n$", re.IGNORECASE)
_CHUNK = 64 * 1024

logger = logging.getLogger(__name__)


class _Reader:
    """stdin read in a worker thread, so the event loop keeps serving while it waits."""

    def __init__(self, stdin: BinaryIO) -> None:
        self.stdin = stdin

    async def line(self) -> bytes:
        return await asyncio.get_running_loop().run_in_executor(None, self.stdin.readline, MAX_HEADER_LINE)

    async def exactly(self, size: int) -> bytes:
        return await asyncio.get_running_loop().run_in_executor(None, self.stdin.read, size)


class _Garbage:
    """Bytes read where a header belongs, logged once when they begin and once when a header
    ends them, however many lines they span: the body of a refused 64 MiB message is thousands of
    header-sized pieces, and a line for each would bury the log."""

    def __init__(self) -> None:
        self.skipped = 0

    def add(self, size: int) -> None:
        if not self.skipped:
            logger.warning("skipping bytes that are no LSP header (a message without Content-Length, or the body of a refused one)")
        self.skipped += size

    def end(self, before_header: int = 0) -> None:
        """A header was found after `before_header` more bytes of garbage on its own line."""
        if self.skipped or before_header:
            logger.warning("resynchronised on a Content-Length header after %d bytes that were no header", self.skipped + before_header)
        self.skipped = 0


async def read_messages(stop: threading.Event, reader: _Reader, protocol: JsonRPCProtocol) -> None:
    """Hand every well-framed message to `protocol` until stdin ends or `stop` is set."""
    length: int | None = None
    tail = b""
    garbage = _Garbage()
    while not stop.is_set():
        line = await reader.line()
        if not line:
            logger.info("stdin closed: the client is gone%s", f" ({garbage.skipped} bytes were no LSP message)" if garbage.skipped else "")
            return
        if line in (b"\r\n", b"\n") and length is not None:
            body = await reader.exactly(length)
            if len(body) < length:
                logger.error("stdin closed in the middle of a message (%d of %d bytes)", len(body), length)
                return
            _handle(protocol, body)
            length, tail = None, b""
            continue
        joined, carried = tail + line, len(tail)
        tail = joined[-64:] if not line.endswith(b"\n") else b""  # a header may straddle two pieces of a long line
        found = _CONTENT_LENGTH.search(joined)
        if found is None:
            if line.strip() and not line.lower().startswith(b"content-type:"):
                garbage.add(len(line))
            continue
        garbage.end(len(joined[carried : found.start()].strip()))  # what `carried` held is counted already
        size = int(found.group(1))
        if size > MAX_MESSAGE_BYTES:
            logger.error("refused a message of %d bytes, more than the %d a message may have; waiting for the next header", size, MAX_MESSAGE_BYTES)
            length = None
            continue
        length = size


def _handle(protocol: JsonRPCProtocol, body: bytes) -> None:
    """One body: handed to the protocol, or answered with InvalidParams when it is a request
    whose parameters the protocol cannot read."""
    try:
        message = json.loads(body, object_hook=protocol.structure_message)
    except Exception as error:  # the JSON, or its shape: pygls raises its own JsonRpc errors here
        _answer_unreadable(protocol, body, error)
        return
    try:
        protocol.handle_message(message)
    except Exception:
        logger.exception("a message could not be handled")


def _answer_unreadable(protocol: JsonRPCProtocol, body: bytes, error: Exception) -> None:
    try:
        raw: Any = json.loads(body)
    except ValueError:
        logger.error("skipped a message that is not JSON (%d bytes)", len(body))
        return
    if isinstance(raw, dict) and "id" in raw and "method" in raw and isinstance(raw["id"], (int, str)):
        logger.error("request %r (%s) has parameters the protocol does not allow: %s", raw["id"], raw["method"], error)
        protocol._send_response(raw["id"], error=ResponseError(ErrorCodes.InvalidParams, f"invalid parameters for {raw['method']}: {error or type(error).__name__}"))
    else:
        logger.error("skipped a message the protocol does not allow: %s", error or type(error).__name__)


def start_io(server: LanguageServer, stdin: BinaryIO | None = None, stdout: BinaryIO | None = None) -> None:
    """pygls's `start_io`, reading through `read_messages`."""
    stop = threading.Event()
    server._stop_event = stop
    server.protocol.set_writer(StdoutWriter(stdout or sys.stdout.buffer))
    try:
        asyncio.run(read_messages(stop, _Reader(stdin or sys.stdin.buffer), server.protocol))
    except BrokenPipeError:
        logger.error("the connection to the client is lost: shutting down")
    except (KeyboardInterrupt, SystemExit):
        pass
    finally:
        shutdown: Callable[[], None] = server.shutdown  # pygls leaves it unannotated
        shutdown()
