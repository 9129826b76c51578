"""From text to a YAML node tree whose nodes keep their start marks.

The tree is composed, never constructed: no YAML tag can ever instantiate a Python object.
Before composing, one pass over the parser's events (an iterative state machine) refuses
pathological nesting and huge texts, because composing recurses once per nesting level.
Whatever YAML refuses becomes a LoadProblem (`syntax` puts it in plain words).
"""

from __future__ import annotations

import contextlib

import yaml
from yaml.events import CollectionEndEvent, CollectionStartEvent, ScalarEvent
from yaml.nodes import Node, ScalarNode

from cardkit.codes.loading import TOO_BIG, YAML_SYNTAX
from cardkit.loading.codes import LoadProblem
from cardkit.loading.document import START, Position, position_of
from cardkit.loading.limits import MAX_DEPTH, MAX_SCALAR_CHARS
from cardkit.loading.syntax import explain

PLAIN_TAG = "tag:cardkit,2024:plain"
"""The tag given to untagged unquoted scalars, so the builder resolves them (YAML 1.2 core)
itself and can tell `no` from `"no"` and `3` from `!!str 3`."""

_TOO_DEEP = f"lists and mappings are nested more than {MAX_DEPTH} levels deep"
_TOO_DEEP_HINT = "flatten the structure; a definition needs only a few levels"

_SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class PlainAwareLoader(_SafeLoader):  # type: ignore[misc, valid-type]
    """The safe loader (libyaml's when installed) with PyYAML 1.1 scalar resolution turned off."""

    def resolve(self, kind: type[Node], value: str, implicit: tuple[bool, bool]) -> str:
        if kind is ScalarNode and implicit[0]:
            return PLAIN_TAG
        tag: str = super().resolve(kind, value, implicit)
        return tag


def compose(text: str) -> Node | None:
    """The document's node tree (None for an empty file); raises LoadProblem for what YAML refuses."""
    try:
        if not _too_small_to_exceed_limits(text):
            _refuse_oversized(text)
        return yaml.compose(text, Loader=PlainAwareLoader)
    except yaml.MarkedYAMLError as error:
        raise explain(error, text) from None
    except yaml.YAMLError as error:
        raise LoadProblem(YAML_SYNTAX, START, f"YAML cannot read this file: {error}") from None
    except RecursionError:
        raise LoadProblem(TOO_BIG, START, _TOO_DEEP, _TOO_DEEP_HINT) from None


def mark_position(node_or_event: Node | yaml.Event) -> Position:
    """Where a node or event starts, 1-based."""
    return position_of(node_or_event.start_mark)


def _too_small_to_exceed_limits(text: str) -> bool:
    """Whether `text` cannot break a limit, so the pass over its events can be skipped: no text
    in it can be longer than itself, and each list or mapping needs one of `[{-?:` to open it.
    A definition of a few dozen lines passes; a check of thousands of files saves a parse each."""
    indicators = sum(text.count(character) for character in "[{-?:")
    return len(text) <= MAX_SCALAR_CHARS and indicators <= MAX_DEPTH


def _refuse_oversized(text: str) -> None:
    try:
        _walk_events(text)
    except yaml.MarkedYAMLError as error:
        if "nesting depth" not in (error.problem or ""):
            raise
        # libyaml 0.2.5+ has a nesting limit of its own, and its scanner reads far ahead of the
        # events it yields, so it can stop before this check does; the text before the place it
        # stopped still holds the exact place where MAX_DEPTH is crossed.
        with contextlib.suppress(yaml.YAMLError):
            _walk_events(text[: error.problem_mark.index])
        raise LoadProblem(TOO_BIG, position_of(error.problem_mark), _TOO_DEEP, _TOO_DEEP_HINT) from None


def _walk_events(text: str) -> None:
    """Raise LoadProblem at the first collection nested deeper than MAX_DEPTH or the first huge text."""
    depth = 0
    for event in yaml.parse(text, Loader=PlainAwareLoader):
        if isinstance(event, CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise LoadProblem(TOO_BIG, mark_position(event), _TOO_DEEP, _TOO_DEEP_HINT)
        elif isinstance(event, CollectionEndEvent):
            depth -= 1
        elif isinstance(event, ScalarEvent) and len(event.value) > MAX_SCALAR_CHARS:
            raise LoadProblem(
                TOO_BIG,
                mark_position(event),
                f"this text is {len(event.value):,} characters long; the most cardkit reads is {MAX_SCALAR_CHARS:,}",
                "keep long prose in the rulebook chapters (Markdown), not in a definition",
            )
