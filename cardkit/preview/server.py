"""The preview's HTTP side: the page, its files, and Server-Sent Events that make it reload.

Starlette routes and uvicorn serves: both small, maintained, standard-ASGI libraries, and SSE
needs no websocket stack. The socket is bound here, before uvicorn starts, so a port in use is
a clear error and `--port 0` can print the port the system chose.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from pathlib import Path

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    PlainTextResponse,
    Response,
    StreamingResponse,
)
from starlette.routing import Route

from cardkit.preview.assets import FILES_PREFIX, read_served
from cardkit.preview.live import LiveProject
from cardkit.preview.page import render_page

KEEPALIVE_SECONDS = 15.0
"""A comment line this often keeps proxies and the browser from dropping a quiet event stream."""
RETRY_MS = 500
"""How soon the browser reconnects to a restarted server (and reloads if the version moved)."""
NO_CACHE = {"Cache-Control": "no-store"}


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
    return HTMLResponse(render_page(request.app.state.live.snapshot), headers=NO_CACHE)


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
    served = read_served(request.path_params["path"], request.app.state.live.snapshot.roots)
    if served is None:
        return PlainTextResponse("not found", status_code=404)
    return Response(served.content, media_type=served.media_type, headers=NO_CACHE)


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
    announce(f"http://{f'[{host}]' if ':' in host else host}:{port}/")
    # A second to close open event streams on Ctrl-C: they never end by themselves.
    config = uvicorn.Config(create_app(live), log_level="warning", timeout_graceful_shutdown=1, lifespan="on")
    uvicorn.Server(config).run(sockets=[sock])
