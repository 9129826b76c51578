"""reference/cli.md: every command and option, read from the command line itself (Click's view
of cardkit's Typer app, every lazy command built), so the page says what `--help` says. A
command's anchor is its words joined by '-' (`cli.md#cardkit-i18n-update`)."""

from __future__ import annotations

import enum
from collections.abc import Iterator

import typer
from typer import _click
from typer.core import TyperArgument as Argument
from typer.core import TyperGroup as Group
from typer.core import TyperOption as Option

from cardkit.manual.markdown import block, code, heading, prose, table

HEADERS = ("Option", "Takes", "Default", "What it does")


def commands() -> Iterator[tuple[tuple[str, ...], _click.Command, _click.Context]]:
    """Every command and subcommand with its words (`("cardkit", "i18n", "update")`), in
    `--help`'s order, each with a context to ask it for its help in."""
    from cardkit.commands.app import app

    root = typer.main.get_command(app)
    yield from _walk(("cardkit",), root, root.make_context("cardkit", [], resilient_parsing=True))


def _walk(words: tuple[str, ...], command: _click.Command, context: _click.Context) -> Iterator[tuple[tuple[str, ...], _click.Command, _click.Context]]:
    yield words, command, context
    if isinstance(command, Group):
        for name in command.list_commands(context):
            sub = command.get_command(context, name)
            if sub is not None and not sub.hidden:
                yield from _walk((*words, name), sub, _click.Context(sub, info_name=name, parent=context, resilient_parsing=True))


def _takes(param: _click.Parameter) -> str:
    if isinstance(param, Option) and param.is_flag:
        return "flag"
    choices = getattr(param.type, "choices", None)
    if choices:
        return ", ".join(str(getattr(choice, "value", choice)) for choice in choices)
    name = str(param.type.name).lower()
    low, high = getattr(param.type, "min", None), getattr(param.type, "max", None)
    bounds = f" from {low}" * (low is not None) + f" to {high}" * (high is not None)
    return {"str": "text", "text": "text", "integer": "whole number", "int range": "whole number", "float": "number", "float range": "number"}.get(name, name) + bounds


def _default(param: _click.Parameter) -> str:
    shown = getattr(param, "show_default", None)
    if isinstance(shown, str):
        return shown
    value = param.default
    if shown is False or value is None or value is False or callable(value) or value == ():
        return ""
    return code(str(value.value if isinstance(value, enum.Enum) else value))


def _row(param: _click.Parameter) -> list[str]:
    names = [*param.opts, *param.secondary_opts] if isinstance(param, Option) else [param.human_readable_name]
    help_text = str(getattr(param, "help", "") or "")
    if param.required:
        help_text = f"Required. {help_text}".strip()
    return [", ".join(code(name) for name in names), _takes(param), _default(param), prose(help_text)]


def usage(words: tuple[str, ...], command: _click.Command, context: _click.Context) -> str:
    pieces = " ".join(command.collect_usage_pieces(context))
    return " ".join((*words, pieces)).strip()


def cli_md() -> str:
    text = "# Command line\n\nEvery `cardkit` command and its options, as `cardkit COMMAND --help` prints them. `python -m cardkit` is the same program. Every command takes `--project DIR` (the folder with cardkit.yaml; the current folder by default). Exit codes: 0 without errors (warnings allowed), 1 with errors, 2 for a usage or configuration problem.\n"
    for words, command, context in commands():
        level = min(len(words), 3) + 1
        text += "\n" + heading(level, code(" ".join(words)), "-".join(words)) + "\n"
        text += block(usage(words, command, context), "text") + "\n"
        text += prose((command.help or "").strip()) + "\n\n"
        params = [param for param in command.params if not getattr(param, "hidden", False) and param.name != "help"]
        arguments = [param for param in params if isinstance(param, Argument)]
        options = [param for param in params if isinstance(param, Option)]
        if arguments:
            text += table(("Argument", "Takes", "Default", "What it is"), (_row(param) for param in arguments)) + "\n"
        if options:
            text += table(HEADERS, (_row(param) for param in options)) + "\n"
        if isinstance(command, Group):
            text += "Commands: " + ", ".join(f"[{name}](#{'-'.join((*words, name))})" for name in command.list_commands(context)) + ".\n"
    return text


def documented_commands() -> dict[str, list[str]]:
    """Each command's words -> the names of its options and arguments (what the test looks for)."""
    return {
        " ".join(words): [name for param in command.params if not getattr(param, "hidden", False) for name in (param.opts if isinstance(param, Option) else [param.human_readable_name])]
        for words, command, _ in commands()
    }
