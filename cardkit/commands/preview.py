"""`cardkit preview [--project DIR] [--port 8000] [--host 127.0.0.1]`: every card in the
browser, with the project's diagnostics, redrawn within a second of each save.

Only this machine can connect unless --host says otherwise: the server reads the project's
files, so a designer opens it to the network deliberately or not at all.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import ProjectOption, fail

DEFAULT_HOST = "127.0.0.1"


def preview(
    project: ProjectOption = Path("."),
    port: Annotated[int, typer.Option(help="The port to serve on; 0 picks a free one.", min=0, max=65535)] = 8000,
    host: Annotated[str, typer.Option(help="The address to listen on. Anything but a loopback address exposes the project to the network.")] = DEFAULT_HOST,
) -> None:
    """Show every card in the browser with the project's diagnostics; the page reloads when a file is saved."""
    from cardkit.config.project import ProjectError, find_project_root

    try:
        root = find_project_root(project)
    except ProjectError as problem:
        fail(str(problem), code=2)
    # Imported here: the server libraries are only needed by this command.
    from cardkit.preview.server import bind, is_loopback, serve

    try:
        sock = bind(host, port)
    except OSError as problem:
        fail(f"cannot listen on {host}:{port}: {problem.strerror or problem}; choose another --port or --host", code=2)
    if not is_loopback(host):
        typer.echo(f"warning: serving on {host}: anyone who can reach it can see this project's cards and files", err=True)

    def announce(url: str) -> None:
        typer.echo(f"cardkit preview of {root} at {url} (Ctrl-C to stop)")

    serve(root, sock, announce)
