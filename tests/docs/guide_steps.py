"""A guide of the manual read as the steps a reader takes (issue 33): the files they write and the
commands they run, each with the line of the guide it comes from, so a failure names its place.

The convention (shared with the manual's other pages): a fenced block with `title="PATH"` is a
whole file written at PATH; a ```console block holds `$ ` commands, each followed by the lines
the reader sees; `# exits N` as a block's first line says its commands fail with N; `$ cd DIR`
changes the reader's folder. Any other block is illustration and is not run."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>.*)$")
TITLE = re.compile(r"""title=(?:"([^"]*)"|'([^']*)'|(\S+))""")
EXITS = re.compile(r"^#\s*exits\s+(\d+)\s*$")


@dataclass(frozen=True)
class WriteFile:
    """A titled block: the reader writes TEXT at PATH, relative to their current folder."""

    line: int
    path: str
    text: str


@dataclass
class Command:
    """One `$ ` line of a console block, the output lines shown under it and the exit it expects."""

    line: int
    command: str
    shown: list[str] = field(default_factory=list)
    exit_code: int = 0


Step = WriteFile | Command


def guide_steps(text: str) -> list[Step]:
    """Every file and command of a guide, top to bottom."""
    lines = text.splitlines()
    steps: list[Step] = []
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if not opening:
            index += 1
            continue
        indent, fence, info = opening["indent"], opening["fence"], opening["info"]
        body: list[str] = []
        index += 1
        while index < len(lines) and not _closes(lines[index], indent, fence):
            body.append(lines[index][len(indent):] if lines[index].startswith(indent) else lines[index].lstrip())
            index += 1
        first_body_line = index - len(body) + 1  # 1-based number of the block's first body line
        index += 1
        steps.extend(_block_steps(info, body, first_body_line))
    return steps


def _closes(line: str, indent: str, fence: str) -> bool:
    stripped = line.strip()
    return line.startswith(indent) and stripped.startswith(fence[0] * len(fence)) and set(stripped) == {fence[0]}


def _block_steps(info: str, body: list[str], first_line: int) -> list[Step]:
    title = TITLE.search(info)
    if title:
        path = next(group for group in title.groups() if group is not None)
        return [WriteFile(first_line - 1, path, "\n".join(body) + "\n")]
    if info.split()[:1] == ["console"]:
        return list(_console_commands(body, first_line))
    return []


def _console_commands(body: list[str], first_line: int) -> list[Command]:
    exit_code = 0
    if body and (expected := EXITS.match(body[0].strip())):
        exit_code = int(expected[1])
        body = body[1:]
        first_line += 1
    commands: list[Command] = []
    continued = False  # the last command's line ended with a backslash: this line goes on with it
    for offset, line in enumerate(body):
        if continued:
            commands[-1].command = commands[-1].command[:-1].rstrip() + " " + line.strip()
        elif line.startswith("$ "):
            commands.append(Command(first_line + offset, line[2:].strip(), [], exit_code))
        elif commands and line.strip() and line.strip() != "...":
            commands[-1].shown.append(line)
            continue
        else:
            continue
        continued = commands[-1].command.endswith("\\")
    return commands


def squeeze(text: str) -> str:
    """Whitespace runs as one space: how shown output is compared with what the command printed."""
    return " ".join(text.split())
