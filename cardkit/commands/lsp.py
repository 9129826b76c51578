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
    log_file: Annotated[Path | None, typer.Option("--log-file", help="Write the server's log (each check's time, each message) to this file instead of warnings to stderr.")] = None,
) -> None:
    """Serve the project to an editor as a language server (stdio): check's diagnostics as you type, completion, hover, go to definition, rename."""
    from cardkit.config.project import ProjectError, find_project_root

    try:
        root = find_project_root(project)
    except ProjectError as problem:
        fail(str(problem), code=2)
    # With --log-file the log goes there alone (stderr is the editor's, and pygls logs every
    # message at INFO); without it, warnings and errors go to stderr.
    handler = logging.FileHandler(log_file, encoding="utf-8") if log_file is not None else logging.StreamHandler(sys.stderr)
    logging.basicConfig(level=logging.INFO if log_file else logging.WARNING, handlers=[handler], format="%(asctime)s %(name)s %(levelname)s %(message)s")
    from cardkit.lsp.server import serve

    serve(root)
