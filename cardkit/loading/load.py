"""The loading stage's entry points: a file, or text in memory, to a LocatedDocument."""

from __future__ import annotations

from pathlib import Path

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from cardkit.diagnostics import Diagnostic
from cardkit.loading.build import build
from cardkit.loading.codes import Finding
from cardkit.loading.document import START, LocatedDocument
from cardkit.loading.expansion import refuse_runaway_expansion
from cardkit.loading.limits import MAX_FILE_BYTES
from cardkit.loading.parse import PLAIN_TAG, compose, mark_position
from cardkit.loading.text import decode


def load_yaml(path: Path, root: Path) -> tuple[LocatedDocument | None, list[Diagnostic]]:
    """Load one definition file; diagnostics are located relative to the project `root`.

    The document is None when nothing usable could be read; otherwise it comes with the
    problems that left its data usable (warnings, a repeated key, an unsupported tag).
    """
    relpath = _relative(path, root)
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        return None, [_unreadable(error).diagnostic(relpath)]
    return load_yaml_text(raw, relpath, path=path.absolute())


def load_yaml_text(
    source: str | bytes, relpath: str, *, path: Path | None = None
) -> tuple[LocatedDocument | None, list[Diagnostic]]:
    """Load YAML held in memory, as if read from `path` (default: `relpath`)."""
    try:
        raw = source.encode("utf-8", "surrogatepass") if isinstance(source, str) else source
        document, findings = _load(decode(raw), relpath, path or Path(relpath))
    except Finding as finding:
        return None, [finding.diagnostic(relpath)]
    return document, sorted(finding.diagnostic(relpath) for finding in findings)


def _load(text: str, relpath: str, path: Path) -> tuple[LocatedDocument, list[Finding]]:
    root = compose(text)
    if root is None or _is_empty_scalar(root):
        raise Finding("Y005", START, "this file is empty", "add at least `name:` and the definition's other keys")
    if not isinstance(root, MappingNode):
        raise Finding(
            "Y006",
            mark_position(root),
            f"the file holds {_what_is(root)} where a definition (`key: value` lines) belongs",
            "start the file with keys such as `name:`, each at the start of its line",
        )
    refuse_runaway_expansion(root)
    built = build(root)
    return LocatedDocument(path, relpath, built.data, built.value_positions, built.key_positions), built.findings


def _is_empty_scalar(node: Node) -> bool:
    return isinstance(node, ScalarNode) and node.tag == PLAIN_TAG and node.value == ""


def _what_is(node: Node) -> str:
    return "a list" if isinstance(node, SequenceNode) else "a single value"


def _relative(path: Path, root: Path) -> str:
    try:
        return path.absolute().relative_to(root.absolute()).as_posix()
    except ValueError:
        return path.as_posix()


def _unreadable(error: OSError) -> Finding:
    if isinstance(error, IsADirectoryError):
        return Finding("Y011", START, "this is a folder, not a file", "point cardkit at a `.yaml` file")
    if isinstance(error, FileNotFoundError):
        return Finding("Y011", START, "this file does not exist", "check the file name")
    if isinstance(error, PermissionError):
        return Finding("Y011", START, "cardkit is not allowed to read this file", "check the file's permissions")
    return Finding("Y011", START, f"this file cannot be read: {error.strerror or error}", "check the file and its folder")
