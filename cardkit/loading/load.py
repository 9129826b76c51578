"""The loading stage's entry points: a file, or text in memory, to a LocatedDocument; and
`read_project_file`, which every reader of a project's text files (chapters too) goes through."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from cardkit.codes.loading import EMPTY_FILE, NOT_A_MAPPING, UNREADABLE_FILE
from cardkit.foundation.diagnostics import Diagnostic
from cardkit.foundation.paths import lies_inside, shown_path
from cardkit.loading.build import build
from cardkit.loading.codes import LoadProblem
from cardkit.loading.document import START, LocatedDocument
from cardkit.loading.expansion import refuse_runaway_expansion
from cardkit.loading.limits import MAX_FILE_BYTES, MAX_VALUES
from cardkit.loading.overlay import memoized, overlaid_text
from cardkit.loading.parse import PLAIN_TAG, compose, mark_position
from cardkit.loading.text import decode


def load_yaml(path: Path, root: Path) -> tuple[LocatedDocument | None, list[Diagnostic]]:
    """Load one definition file; diagnostics are located relative to the project `root`.

    The document is None when nothing usable could be read; otherwise it comes with the
    problems that left its data usable (warnings, a repeated key, an unsupported tag).
    """
    relpath = _relative(path, root)
    try:
        text = read_project_file(path, root)
        located = path.absolute()
        document, diagnostics = memoized(("yaml", relpath, located, text), lambda: _load(text, relpath, located))
        return document, list(diagnostics)
    except LoadProblem as problem:
        return None, [problem.diagnostic(relpath)]


def load_yaml_text(
    source: str | bytes, relpath: str, *, path: Path | None = None
) -> tuple[LocatedDocument | None, list[Diagnostic]]:
    """Load YAML held in memory, as if read from `path` (default: `relpath`)."""
    try:
        raw = source.encode("utf-8", "surrogatepass") if isinstance(source, str) else source
        return _load(decode(raw), relpath, path or Path(relpath))
    except LoadProblem as problem:
        return None, [problem.diagnostic(relpath)]


def read_project_file(path: Path, root: Path) -> str:
    """The text of a file of the project, read as every definition is: at most MAX_FILE_BYTES,
    UTF-8, and refused unread when its real path (symlinks followed) leaves `root`,
    since its target could be any file of the machine, or when it is no regular file.
    Raises LoadProblem (Y003, Y009, Y011). Inside `overlay.overlay()`, an editor's unsaved
    buffer of the file stands in for it (`cardkit lsp`)."""
    if not lies_inside(path, root):
        raise LoadProblem(
            UNREADABLE_FILE,
            START,
            "this file is a link out of the project (or one that cannot be followed), which cardkit does not read",
            "copy the file into the project instead of linking to it",
        )
    buffer = overlaid_text(path)
    if buffer is not None:
        return decode(buffer.encode("utf-8", "surrogatepass"))
    try:
        raw = read_regular_file(path, MAX_FILE_BYTES)
    except NotRegularFile:
        raise LoadProblem(UNREADABLE_FILE, START, "this is not a regular file (a pipe or a device)", "replace it with a plain text file") from None
    except OSError as error:
        raise _unreadable(error) from None
    return decode(raw)


class NotRegularFile(OSError):
    """The path names a pipe, socket or device, which `read_regular_file` never reads."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """At most `limit + 1` bytes of the regular file at `path` (one more than allowed, so the
    caller can tell a file that is too big). Raises IsADirectoryError, NotRegularFile or the
    OSError of opening it.

    The open is non-blocking, so a named pipe cannot keep it waiting for a writer; what was
    opened is then asked what it is, so a pipe or device (`/dev/zero`) is never read from."""
    with open(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as stream:
        kind = os.fstat(stream.fileno()).st_mode
        if stat.S_ISDIR(kind):
            raise IsADirectoryError(path)
        if not stat.S_ISREG(kind):
            raise NotRegularFile(path)
        return stream.read(limit + 1)


def _load(text: str, relpath: str, path: Path) -> tuple[LocatedDocument, list[Diagnostic]]:
    """The document and the problems that left it usable; raises LoadProblem when there is none."""
    root = compose(text)
    if root is None or _is_empty_scalar(root):
        raise LoadProblem(EMPTY_FILE, START, "this file is empty", "add at least `name:` and the definition's other keys")
    if not isinstance(root, MappingNode):
        raise LoadProblem(
            NOT_A_MAPPING,
            mark_position(root),
            f"the file holds {_what_is(root)} where a definition (`key: value` lines) belongs",
            "start the file with keys such as `name:`, each at the start of its line",
        )
    if "*" in text or len(text) * 3 > MAX_VALUES:
        # Without an alias every value is written out, and none takes under a third of a
        # character (`[:,:]` is seven values in five), so a short file cannot hold too many.
        refuse_runaway_expansion(root)
    built = build(root)
    document = LocatedDocument(path, relpath, built.data, built.value_positions, built.key_positions)
    return document, sorted(finding.diagnostic(relpath) for finding in built.findings)


def _is_empty_scalar(node: Node) -> bool:
    return isinstance(node, ScalarNode) and node.tag == PLAIN_TAG and node.value == ""


def _what_is(node: Node) -> str:
    return "a list" if isinstance(node, SequenceNode) else "a single value"


def _relative(path: Path, root: Path) -> str:
    try:
        return shown_path(path.absolute().relative_to(root.absolute()))
    except ValueError:
        return shown_path(path)


def _unreadable(error: OSError) -> LoadProblem:
    if isinstance(error, IsADirectoryError):
        return LoadProblem(UNREADABLE_FILE, START, "this is a folder, not a file", "point cardkit at a `.yaml` file")
    if isinstance(error, FileNotFoundError):
        return LoadProblem(UNREADABLE_FILE, START, "this file does not exist", "check the file name")
    if isinstance(error, PermissionError):
        return LoadProblem(UNREADABLE_FILE, START, "cardkit is not allowed to read this file", "check the file's permissions")
    return LoadProblem(UNREADABLE_FILE, START, f"this file cannot be read: {error.strerror or error}", "check the file and its folder")
