"""A command line a command cannot run (options that do not go together, a value that is none
of the choices) is Click's usage error: the command's usage line, `Try 'cardkit … --help' for
help.`, then `Error: …` with the message, exit 2, as for what Click parses itself."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit.commands.app import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("args", "usage", "error"),
    [
        pytest.param(
            ["build", "sheets", "--changed-since", "HEAD"],
            "Usage: cardkit build [OPTIONS]",
            "Error: --changed-since makes a reprint set of cards: use it with `cardkit build cards`",
            id="build-changed-since",
        ),
        pytest.param(
            ["import", "sheet.csv", "--kind", "unit", "--delete"],
            "Usage: cardkit import [OPTIONS]",
            "Error: --delete removes the files of cards missing from a sheet merged with --update; add --update",
            id="import-delete",
        ),
        pytest.param(
            ["import", "sheet.csv", "--kind", "unit", "--map", "Mana"],
            "Usage: cardkit import [OPTIONS]",
            """Error: --map takes "Header=field" (or "Header=" to skip a column), not 'Mana'""",
            id="import-map",
        ),
        pytest.param(
            ["errata", "HEAD", "--old-label", " "],
            "Usage: cardkit errata [OPTIONS]",
            "Error: --old-label and --new-label take the name players read, not an empty text",
            id="errata-label",
        ),
        pytest.param(
            ["errata", "HEAD", "--locale", "all"],
            "Usage: cardkit errata [OPTIONS]",
            "Error: Invalid value for '--locale' / '-l': an errata sheet is written for one edition: name its locale "
            "(--locale en), or run `cardkit errata` once per locale",
            id="errata-locale",
        ),
        pytest.param(
            ["book"],
            "Usage: cardkit book [OPTIONS]",
            "Error: nothing to show: `cardkit book --generators` lists the calls a chapter may write",
            id="book",
        ),
        pytest.param(
            ["init", "new-game", "--example", "hollowmarch", "--language", "de"],
            "Usage: cardkit init [OPTIONS]",
            "Error: Invalid value for '--language' / '-l': the hollowmarch example has no de version; it is available in: en",
            id="init-language",
        ),
    ],
)
def test_a_command_line_that_cannot_run_shows_the_usage_and_exits_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], usage: str, error: str
) -> None:
    """Each is refused before the project is read: an empty folder is enough, and nothing is written."""
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, args, prog_name="cardkit")
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert lines[0].startswith(usage), result.stderr
    assert lines[1] == f"Try 'cardkit {args[0]} --help' for help."
    assert lines[-1] == error
    assert list(tmp_path.iterdir()) == []


def test_a_control_character_of_a_value_is_shown_escaped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The usage error quotes the value as `fail` did: an escape sequence cannot reach the terminal."""
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["rules", "--explain", "R2\x1b[31m"])
    assert result.exit_code == 2
    assert "\x1b" not in result.stderr
    assert result.stderr.splitlines()[-1].startswith("Error: Invalid value for '--explain': no code or rule named 'R2\\x1b[31m'")
