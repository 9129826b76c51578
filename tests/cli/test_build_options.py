"""Issue 30, item 3: `cardkit build` reads its parameters once into one frozen `BuildOptions`
(the card options in a `CardOptions` that `build_cards` takes whole)."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cardkit.commands import build as build_command
from cardkit.commands.app import app
from cardkit.render.options import CardOptions
from cardkit.reporters import OutputFormat


def _options(monkeypatch: pytest.MonkeyPatch, *args: str) -> build_command.BuildOptions:
    seen: list[build_command.BuildOptions] = []
    monkeypatch.setattr(build_command, "_build", lambda options: seen.append(options) or 0)
    result = CliRunner().invoke(app, ["build", *args])
    assert result.exit_code == 0, result.output
    [options] = seen
    return options


def test_the_parameters_become_one_frozen_options_object(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    options = _options(monkeypatch, "cards", "-p", str(tmp_path), "--zip", "-j", "0", "--proof", "--format", "json", "--profile", "home")
    assert options.project == tmp_path and options.target is build_command.Target.cards
    assert options.cards == CardOptions(profile="home", png=True, zip_png=True, jobs=os.cpu_count() or 1, proof=True)
    assert options.machine_output and not options.announce
    assert options.wanted == {build_command.Target.cards}
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.quiet = True  # type: ignore[misc]


def test_all_wants_cards_sheets_and_rulebook(monkeypatch: pytest.MonkeyPatch) -> None:
    options = _options(monkeypatch)
    assert options.format is OutputFormat.text and options.announce
    assert options.wanted == {build_command.Target.cards, build_command.Target.sheets, build_command.Target.rulebook}
    assert options.cards == CardOptions()
