"""`cardkit lsp [--project DIR]`: the language server editors start, over stdin and stdout.

pygls and the pipeline are imported inside the command, so `cardkit --help` never loads them.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Annotated

import typer

from cardkit.commands.common import ProjectOption, fail


def lsp(
    project: ProjectOption = Path("."),
    log_file: Annotated[Path | None, typer.Option("--log-file", help="Also write the server's log (each check's time) to this file.")] = None,
) -> None:
    """Serve the project to an editor as a language server (stdio): check's diagnostics as you type, completion, hover, go to definition, rename."""
    from cardkit.project import ProjectError, find_project_root

    try:
        root = find_project_root(project)
    except ProjectError as problem:
        fail(str(problem), code=2)
    handlers: list[logging.Handler] = [logging.StreamHandler(sys.stderr)]
    if log_file is not None:
        handlers.append(logging.FileHandler(log_file, encoding="utf-8"))
    logging.basicConfig(level=logging.INFO if log_file else logging.WARNING, handlers=handlers, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    from cardkit.lsp.server import serve

    serve(root)
