"""The preview's HTTP side: the page, its files, and Server-Sent Events that make it reload.

Starlette routes and uvicorn serves: both small, maintained, standard-ASGI libraries, and SSE
needs no websocket stack. The socket is bound here, before uvicorn starts, so a port in use is
a clear error and `--port 0` can print the port the system chose.

What is served is the app behind `OnlyThisServer`: the preview reads the project's files, and
any web page the designer has open can make the browser send requests to it.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
import socket
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from pathlib import Path

import uvicorn
from starlette.applications import Starlette
from starlette.datastructures import Headers
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    PlainTextResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from cardkit.preview.assets import FILES_PREFIX, read_served
from cardkit.preview.live import LiveProject
from cardkit.preview.page import render_page

KEEPALIVE_SECONDS = 15.0
"""A comment line this often keeps proxies and the browser from dropping a quiet event stream."""
RETRY_MS = 500
"""How soon the browser reconnects to a restarted server (and reloads if the version moved)."""
NO_CACHE = {"Cache-Control": "no-store"}
MAX_TARGET_BYTES = 4096
"""The longest request path (and query) answered; 414 past it. The page's own URLs are file
paths, and no file path is longer (PATH_MAX): a longer one can only fail, deeper down."""
_HOST_HEADER = re.compile(r"(?:\[(?P<ipv6>[0-9a-f:.]+)\]|(?P<name>[^:\[\]/@]+))(?::(?P<port>[0-9]{1,5}))?")


def create_app(live: LiveProject, *, watch: bool = True) -> Starlette:
    """The preview app over `live`; `watch` starts watching the project for the app's lifetime."""

    @asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        watcher = asyncio.create_task(live.watch()) if watch else None
        yield
        if watcher is not None:
            watcher.cancel()
            with suppress(asyncio.CancelledError):
                await watcher

    app = Starlette(
        routes=[Route("/", _page), Route("/events", _events), Route(FILES_PREFIX + "/{path:path}", _file)],
        lifespan=lifespan,
    )
    app.state.live = live
    return app


async def _page(request: Request) -> Response:
    """The page in the language `?locale=` asks for (the game's own otherwise)."""
    live: LiveProject = request.app.state.live
    return HTMLResponse(render_page(await live.snapshot_in(request.query_params.get("locale"))), headers=NO_CACHE)


async def _events(request: Request) -> Response:
    live: LiveProject = request.app.state.live

    async def stream() -> AsyncIterator[str]:
        yield f"retry: {RETRY_MS}\n\n"
        seen = ""
        while True:
            version = await live.next_version(seen, KEEPALIVE_SECONDS)
            if version is None:
                yield ": keep-alive\n\n"
            else:
                seen = version
                yield f"event: version\ndata: {version}\n\n"

    return StreamingResponse(stream(), media_type="text/event-stream", headers=NO_CACHE)


async def _file(request: Request) -> Response:
    try:
        served = read_served(request.path_params["path"], request.app.state.live.snapshot.roots)
    except (OSError, ValueError):  # a name the file system refuses (too long, a NUL byte): no file
        served = None
    if served is None:
        return PlainTextResponse("not found", status_code=404)
    return Response(served.content, media_type=served.media_type, headers=NO_CACHE)


class OnlyThisServer:
    """ASGI middleware: only requests addressed to this server reach `app`.

    DNS rebinding lets any web page read from a server on 127.0.0.1: the page's own name
    (evil.example) is re-pointed at 127.0.0.1, so the browser takes the answers for the page's
    own. The Host header still says evil.example, so a request is answered only when Host names
    this server with its port: the address it is bound to, a loopback address or a localhost
    name (which always mean this machine); any address when bound to all of them. Other names
    get 421 Misdirected Request, however this machine's DNS resolves them. A target longer than
    any file path gets 414 before it reaches a route.
    """

    def __init__(self, app: ASGIApp, host: str, port: int) -> None:
        self.app = app
        self.bound = ipaddress.ip_address(host)
        self.port = port

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            refusal = self._refusal(scope)
            if refusal is not None:
                await refusal(scope, receive, send)
                return
        await self.app(scope, receive, send)

    def _refusal(self, scope: Scope) -> Response | None:
        if not self.addressed_here(Headers(scope=scope).get("host")):
            url = f"http://{_url_host(str(self.bound))}:{self.port}/"
            return PlainTextResponse(f"misdirected request: this preview answers at {url} only", status_code=421)
        if len(scope.get("raw_path") or scope["path"].encode()) + len(scope.get("query_string", b"")) > MAX_TARGET_BYTES:
            return PlainTextResponse("request target too long", status_code=414)
        return None

    def addressed_here(self, host_header: str | None) -> bool:
        """Whether a request with this Host header was meant for this server."""
        found = _HOST_HEADER.fullmatch(host_header.lower()) if host_header else None
        if found is None or int(found["port"] or 80) != self.port:  # no port: HTTP's 80
            return False
        name = found["ipv6"] or found["name"].removesuffix(".")
        if name == "localhost" or name.endswith(".localhost"):  # RFC 6761: always this machine
            return True
        try:
            address = ipaddress.ip_address(name)
        except ValueError:
            return False  # a name: anyone's DNS may point it here
        return address.is_loopback or address == self.bound or self.bound.is_unspecified


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def is_loopback(host: str) -> bool:
    """True for addresses only this machine can reach (127.0.0.1, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def bind(host: str, port: int) -> socket.socket:
    """A socket listening on host:port (0: any free port); OSError when that cannot be had."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
        sock.listen()  # a page opened before uvicorn accepts waits in the backlog, not refused
    except OSError:
        sock.close()
        raise
    return sock


def serve(root: Path, sock: socket.socket, announce: Callable[[str], None]) -> None:
    """Serve the preview of the project at `root` on `sock` until interrupted (Ctrl-C)."""
    live = LiveProject(root)
    host, port = sock.getsockname()[:2]
    announce(f"http://{_url_host(host)}:{port}/")
    app = OnlyThisServer(create_app(live), host, port)
    # A second to close open event streams on Ctrl-C: they never end by themselves.
    config = uvicorn.Config(app, log_level="warning", timeout_graceful_shutdown=1, lifespan="on")
    uvicorn.Server(config).run(sockets=[sock])
