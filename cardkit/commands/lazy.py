"""The root command group, which imports a command's module only when that command is run or
asked for its help.

Typer builds every command up front from its function's signature, and the signatures import
what their options name (enums, the project's option types): all commands together cost
several times Typer's own import, paid by every `cardkit --help` and every completion. This
group knows the commands by `COMMANDS` alone and turns one into a Click command (with Typer,
as an eager app would) the first time it is looked up.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, MutableMapping
from typing import Any

import typer
from typer import _click
from typer._click.utils import make_default_short_help
from typer.core import TyperGroup, TyperOption

from cardkit.commands import COMMANDS, CommandEntry

_BY_NAME = {entry.name: entry for entry in COMMANDS}

MOVED = {("build", "errata"): "errata"}
"""Old spellings that still run, with a note: `cardkit build errata OLD [NEW]` is `cardkit
errata OLD [NEW]` since errata became a command of its own (remove the entry in a later release)."""


def load_command(entry: CommandEntry) -> _click.Command:
    """The Click command of one entry: its function as a one-command Typer app, or its Typer
    sub-app as a group, exactly as `app.command()` and `app.add_typer()` would build them."""
    target: Any = getattr(importlib.import_module(entry.module), entry.attribute)
    command: _click.Command
    if isinstance(target, typer.Typer):
        command = typer.main.get_group(target)
    else:
        single = typer.Typer(add_completion=False, rich_markup_mode=None)
        single.command(name=entry.name)(target)
        command = typer.main.get_command(single)
    command.name = entry.name
    return command


class _CommandMap(MutableMapping[str, _click.Command]):
    """The group's commands by name: every name of the table is a key from the start (so Click
    resolves and Typer suggests among all of them), its command built when first read."""

    def __init__(self) -> None:
        self._built: dict[str, _click.Command] = {}

    def __getitem__(self, name: str) -> _click.Command:
        if name not in self._built:
            if name not in _BY_NAME:
                raise KeyError(name)
            self._built[name] = load_command(_BY_NAME[name])
        return self._built[name]

    def __setitem__(self, name: str, command: _click.Command) -> None:
        self._built[name] = command

    def __delitem__(self, name: str) -> None:
        del self._built[name]

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys([*_BY_NAME, *self._built]))

    def __len__(self) -> int:
        return len(set(_BY_NAME) | set(self._built))


def first_argument(command: _click.Command, args: list[str]) -> int | None:
    """Where the first positional argument of `args` is, as `command` parses them: an option
    that takes a value (`-p DIR`) skips its value; None when there is none."""
    takes_value = {name for param in command.params if isinstance(param, TyperOption) and not param.is_flag for name in param.opts}
    index = 0
    while index < len(args):
        arg = args[index]
        if arg == "--":
            return index + 1 if index + 1 < len(args) else None
        if not arg.startswith("-") or arg == "-":
            return index
        index += 2 if arg in takes_value else 1
    return None


class LazyCommands(TyperGroup):
    """A Typer group whose commands are the `COMMANDS` table, each built on first use."""

    def __init__(self, **attrs: Any) -> None:
        super().__init__(**attrs)
        self.commands = _CommandMap()

    def resolve_command(self, ctx: _click.Context, args: list[str]) -> tuple[str | None, _click.Command | None, list[str]]:
        """The command `args` name; a `MOVED` spelling runs its new command, with a note on stderr
        (the exit code is the new command's)."""
        name, command, rest = super().resolve_command(ctx, args)
        if command is None or not any(old == name for old, _ in MOVED):
            return name, command, rest
        at = first_argument(command, rest)
        moved = MOVED.get((name or "", rest[at])) if at is not None else None
        if moved is None or at is None:
            return name, command, rest
        if not ctx.resilient_parsing:  # shell completion reads no notes
            typer.echo(f"note: `cardkit {name} {rest[at]}` is now `cardkit {moved}`; the old spelling will go in a later release", err=True)
        return moved, self.commands[moved], rest[:at] + rest[at + 1 :]

    def list_commands(self, ctx: _click.Context) -> list[str]:
        return list(self.commands)

    def format_commands(self, ctx: _click.Context, formatter: _click.HelpFormatter) -> None:
        """The commands with their short help from the table: listing them imports none."""
        limit = formatter.width - 6 - max(len(entry.name) for entry in COMMANDS)
        with formatter.section("Commands"):
            formatter.write_dl([(entry.name, make_default_short_help(entry.summary, limit)) for entry in COMMANDS])
