"""Bugs the corpus and the fuzzer found that need more than one table row to pin down."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.hardening.harness import cardkit, json_strings, new_project


@pytest.mark.skipif(os.name != "posix", reason="needs a file name that is not UTF-8")
@pytest.mark.parametrize("output", ["text", "json", "github", "sarif"])
def test_a_file_name_that_is_not_utf8_is_printed_escaped_in_every_format(tmp_path: Path, output: str) -> None:
    project = new_project("game", tmp_path / "projeto")
    name = os.path.join(os.fsencode(project / "content/spells"), b"l\xe2mina.yaml")  # Latin-1 "lâmina"
    with open(name, "wb") as stream:
        stream.write(b"name: [Lamina\n")
    run = cardkit("check", "--project", str(project), "--format", output)
    run.assert_clean_exit()
    assert run.exit_code == 1
    printed = json_strings(json.loads(run.stdout)) if output in ("json", "sarif") else [run.output]
    assert any("content/spells/l\\xe2mina.yaml" in text for text in printed), run.output


def test_control_characters_of_a_file_never_reach_the_terminal(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    (project / "content/spells/raio.yaml").write_bytes(b"name: Raio\ntext: \x1b[2J\x1b]0;pwned\x07\n")
    run = cardkit("check", "--project", str(project))
    run.assert_clean_exit()
    assert [(d.line, d.column) for d in run.of_code("Y003")] == [(2, 7)]
    assert "\x1b" not in run.output and "\x07" not in run.output


def test_a_name_too_long_for_the_file_system_is_refused_by_new(tmp_path: Path) -> None:
    project = new_project("game", tmp_path / "projeto")
    run = cardkit("new", "spell", "Relâmpago " * 60, "--project", str(project))
    run.assert_clean_exit()
    assert run.exit_code == 1 and "cannot write" in run.stderr
