"""`cardkit new`: a valid, commented definition at the slug's path, never over an existing file."""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from typer.testing import CliRunner

from cardkit.commands.app import app


def _new(runner: CliRunner, project: Path, kind: str, name: str) -> tuple[int, str]:
    result = runner.invoke(app, ["new", kind, name, "--project", str(project)])
    return result.exit_code, result.stdout + result.stderr


def _findings(runner: CliRunner, project: Path) -> tuple[int, list[dict]]:
    result = runner.invoke(app, ["check", "--project", str(project), "--format", "json"])
    return result.exit_code, json.loads(result.stdout)["diagnostics"]


def test_new_spell_then_check_is_clean(runner: CliRunner, game_copy: Path) -> None:
    code, output = _new(runner, game_copy, "spell", "Bola de Fogo")
    path = game_copy / "content/spells/bola-de-fogo.yaml"
    assert code == 0, output
    assert output.strip() == str(path)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["name"] == "Bola de Fogo"
    assert set(data) == {"name", "card_type", "cost", "range", "damage", "ref", "effects"}
    assert data["ref"] == "Alquimista" and data["effects"] == {}
    code, findings = _findings(runner, game_copy)
    assert code == 0
    assert [f for f in findings if f["file"].endswith("bola-de-fogo.yaml")] == []


def test_every_kind_validates_and_draws_only_unavoidable_warnings(runner: CliRunner, game_copy: Path) -> None:
    for kind, name in [("unit", "Ogro da Montanha"), ("trait", "Pele de Pedra"), ("army", "Exército Verde")]:
        assert _new(runner, game_copy, kind, name)[0] == 0
    code, findings = _findings(runner, game_copy)
    assert code == 0
    ours = {(f["file"], f["code"]) for f in findings if "ogro" in f["file"] or "pedra" in f["file"] or "verde" in f["file"]}
    # A brand-new trait is used by no unit yet (R410); nothing else is the template's fault.
    assert ours == {("content/traits/pele-de-pedra.yaml", "R410")}


def test_template_explains_each_key_with_the_schema_description(runner: CliRunner, game_copy: Path) -> None:
    _new(runner, game_copy, "unit", "Ogro")
    text = (game_copy / "content/units/ogro.yaml").read_text(encoding="utf-8")
    assert "# DEF: a hit whose damage is greater than this value defeats the unit." in text
    assert "\n  - type: " in text  # the attack is a list item with its keys commented
    assert "yaml-language-server" not in text


def test_the_commented_art_key_works_once_uncommented(runner: CliRunner, game_copy: Path) -> None:
    """The scaffold mentions `art:` commented out; without the `#` it is valid YAML and schema,
    and `check` then asks for the image at that line (R801) until it is there."""
    _new(runner, game_copy, "spell", "Bola de Fogo")
    path = game_copy / "content/spells/bola-de-fogo.yaml"
    text = path.read_text(encoding="utf-8")
    assert "\n# art: {file: bola-de-fogo.png, focus: {x: 50, y: 50}, credit: Artist Name}\n" in text
    path.write_text(text.replace("\n# art: ", "\nart: "), encoding="utf-8")
    line = text.splitlines().index("# art: {file: bola-de-fogo.png, focus: {x: 50, y: 50}, credit: Artist Name}") + 1
    _, findings = _findings(runner, game_copy)
    ours = [(f["code"], f["line"]) for f in findings if f["file"].endswith("bola-de-fogo.yaml")]
    assert ours == [("R801", line)]


def test_refuses_to_overwrite(runner: CliRunner, game_copy: Path) -> None:
    existing = game_copy / "content/spells/choque.yaml"
    before = existing.read_bytes()
    code, output = _new(runner, game_copy, "spell", "Choque")
    assert code == 1
    assert "already exists" in output
    assert existing.read_bytes() == before


def test_file_is_named_by_the_slug(runner: CliRunner, game_copy: Path) -> None:
    assert _new(runner, game_copy, "trait", "Ímpeto  Ágil (2)!")[0] == 0
    assert (game_copy / "content/traits/impeto-agil-2.yaml").is_file()
    code, output = _new(runner, game_copy, "trait", "!!!")
    assert code == 1 and "file name" in output


def test_unknown_kind_is_a_usage_error(runner: CliRunner, game_copy: Path) -> None:
    assert _new(runner, game_copy, "monster", "Ogro")[0] == 2


def test_every_kind_of_a_game_without_a_pack_starts_clean_and_a_deck_keeps_its_rules(runner: CliRunner, tmp_path: Path) -> None:
    """Hollowmarch declares all its kinds in game.yaml: each new file takes the game's words
    (an enum's first value, a reference its kind's first name), and a new deck is built by
    the deck's rules (its identity's side, size and influence; three copies at most)."""
    project = tmp_path / "hollowmarch"
    assert runner.invoke(app, ["init", str(project), "--example", "hollowmarch"]).exit_code == 0
    for kind in ("deck", "identity", "agent", "event", "relic"):  # the deck first: of the cards the example has
        code, output = _new(runner, project, kind, f"Brand New {kind}")
        assert code == 0, output
    code, findings = _findings(runner, project)
    assert code == 0 and [f for f in findings if "brand-new" in f["file"]] == []
    agent = yaml.safe_load((project / "content/agents/brand-new-agent.yaml").read_text(encoding="utf-8"))
    assert agent == {"name": "Brand New agent", "cost": 0, "strength": 0, "side": "Wardens", "faction": "Lamplighters"}
    text = (project / "content/decks/brand-new-deck.yaml").read_text(encoding="utf-8")
    deck = yaml.safe_load(text)
    assert deck["identity"] == "Harbourmaster Oren" and "(declared in game.yaml)." in text
    assert sum(entry["count"] for entry in deck["cards"]) == 20  # Oren's deck size
    assert all(entry["count"] <= 3 for entry in deck["cards"])
    assert text.count("# How many copies") == 1  # the first entry explains its keys, the others follow it
