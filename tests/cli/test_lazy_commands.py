"""`cardkit --help` lists the commands from `cardkit.commands.COMMANDS` without importing one
of their modules; each command is built from its own module when it is run or asked for help,
exactly as an eagerly registered Typer app would build it."""

from __future__ import annotations

import pytest
import typer
from typer import _click

from cardkit.commands import COMMANDS
from cardkit.commands.app import app
from cardkit.commands.lazy import load_command
from tests.cli.launch import modules_loaded

HELP_WIDTHS = (20, 45, 60, 200)


@pytest.mark.parametrize("entry", COMMANDS, ids=lambda entry: entry.name)
def test_the_tables_summary_is_the_commands_own_help(entry) -> None:  # type: ignore[no-untyped-def]
    """What `--help` lists for a command is what its docstring says, at every width."""
    command = load_command(entry)
    assert command.name == entry.name and command.help is not None
    for width in HELP_WIDTHS:
        listed = _click.utils.make_default_short_help(entry.summary, width)
        assert listed == command.get_short_help_str(width)


def test_every_command_module_is_in_the_table() -> None:
    from pathlib import Path

    import cardkit.commands

    folder = Path(cardkit.commands.__file__).parent
    shared = {"__init__", "app", "common", "lazy", "sheets", "sides"}  # the CLI itself, and what several commands share
    modules = {path.stem for path in folder.glob("*.py")} - shared
    assert modules == {entry.module.rsplit(".", 1)[1] for entry in COMMANDS}


def _loaded(*args: str) -> tuple[str, set[str]]:
    """The output of `cardkit ARGS` and the command modules and Rich it imported (`app`, the
    CLI itself, always loads)."""
    out, modules = modules_loaded(*args)
    return out, {name for name in modules if name.startswith(("cardkit.commands.", "rich")) and name != "cardkit.commands.app"}


@pytest.mark.slow
def test_help_lists_every_command_and_imports_none_of_them_nor_rich() -> None:
    out, loaded = _loaded("--help")
    assert [line.split()[0] for line in out.split("Commands:\n")[1].splitlines() if line.strip()] == [e.name for e in COMMANDS]
    assert loaded == {"cardkit.commands.lazy"}


@pytest.mark.slow
def test_a_command_imports_its_own_module_only() -> None:
    out, loaded = _loaded("rules")
    assert "R611" in out
    assert loaded - {"cardkit.commands.lazy", "cardkit.commands.common"} == {"cardkit.commands.rules"}


def test_a_misspelt_command_is_a_usage_error_with_the_closest_name() -> None:
    from typer.testing import CliRunner

    result = CliRunner().invoke(app, ["chek"])
    assert result.exit_code == 2 and "No such command 'chek'. Did you mean 'check'" in result.output


def test_the_i18n_group_keeps_its_subcommands() -> None:
    group = load_command(next(e for e in COMMANDS if e.name == "i18n"))
    assert isinstance(group, typer.core.TyperGroup)
    assert {"extract", "update", "status"} <= set(group.list_commands(_click.Context(group)))
