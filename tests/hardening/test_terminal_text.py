"""Text from a file reaches the terminal (or CI log, or code-scanning page) escaped.

YAML's double-quoted escapes (`"\\e]0;title\\a"`, `"\\0"`, `"\\u202e"`) put control, escape and
bidi characters into names, keys and values that pass every schema pattern, and diagnostics
quote them. Every output format shows them as `\\x1b`, `\\x00`, `\\u202e`: the terminal is never
retitled or cleared, a name never reads backwards, and JSON and SARIF stay valid JSON. Accented
text (Lâmina, Água) is left as it is. The corpus checks the same of every case it runs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardkit.foundation.diagnostics import Diagnostic, Report, Severity, format_json, format_text
from cardkit.reporters.github import format_github
from cardkit.reporters.sarif import format_sarif
from tests.hardening.corpus import RAIO, SCOUT, spell
from tests.hardening.fuzzing import fuzz_settings
from tests.hardening.harness import Run, cardkit, json_strings, new_project, unprintable, write_files

FORMATS = ["text", "json", "github", "sarif"]
HOSTILE_NAME = "\x1b]0;pwned\x07Na\u202edar\x00"
"""A trait name as `"\\e]0;pwned\\aNa\\u202edar\\0"` writes it: retitles a terminal, then reads backwards."""
SHOWN_NAME = "\\x1b]0;pwned\\x07Na\\u202edar\\x00"


def printed_texts(run: Run, output: str) -> list[str]:
    """What a reader of `output` ends up with: the output itself, or for JSON formats (which
    a tool decodes before showing) every decoded string, which must be printable too."""
    if output in ("json", "sarif"):
        return json_strings(json.loads(run.stdout))
    return [run.output]


@pytest.mark.parametrize("output", FORMATS)
def test_a_hostile_name_in_a_check_finding_is_escaped_in_every_format(tmp_path: Path, output: str) -> None:
    project = new_project("game", tmp_path / "projeto")
    escaped_yaml = json.dumps(HOSTILE_NAME)  # JSON's escapes are YAML's: "\u001b]0;pwned\u0007..."
    write_files(project, {"content/units/batedor.yaml": SCOUT.format(trait=escaped_yaml)})
    run = cardkit("check", "--project", str(project), "--format", output)
    run.assert_clean_exit()
    run.assert_printable()
    assert run.exit_code == 1
    texts = printed_texts(run, output)
    assert any(SHOWN_NAME in text for text in texts), run.output
    assert [char for text in texts for char in unprintable(text)] == []


@pytest.mark.parametrize("output", FORMATS)
def test_escaped_keys_and_values_are_shown_escaped_and_accents_as_they_are(tmp_path: Path, output: str) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {RAIO: spell('cost: "Lâmina Água\\e[2J"', '"\\e]0;x\\a\\u202eabc": 1')})
    run = cardkit("validate", "--project", str(project), "--format", output)
    run.assert_clean_exit()
    run.assert_printable()
    texts = printed_texts(run, output)
    for shown in ("Lâmina Água\\x1b[2J", "\\x1b]0;x\\x07\\u202eabc"):
        assert any(shown in text for text in texts), (shown, run.output)


@pytest.mark.parametrize("output", FORMATS)
def test_a_file_name_with_an_escape_is_shown_escaped(tmp_path: Path, output: str) -> None:
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {"content/spells/ra\x1b]0;x\x07io.yaml": "name: [Raio\n"})
    run = cardkit("validate", "--project", str(project), "--format", output)
    run.assert_clean_exit()
    run.assert_printable()
    assert any("content/spells/ra\\x1b]0;x\\x07io.yaml" in text for text in printed_texts(run, output)), run.output


def test_the_caret_stays_under_the_value_when_escapes_widen_the_line(tmp_path: Path) -> None:
    """A bidi override written in the file (YAML lets it through) is shown as `\\u202e`, six
    characters for one: the caret moves with it."""
    project = new_project("game", tmp_path / "projeto")
    write_files(project, {RAIO: spell().replace("effects:\n  elements: [Eletricidade]\n", "effects: {\u202eelements: [Eletricidade], area: sim}\n")})
    run = cardkit("validate", "--project", str(project))
    run.assert_clean_exit()
    run.assert_printable()
    lines = run.output.splitlines()
    at = next(index for index, line in enumerate(lines) if "[S002] `area`" in line)
    shown, caret = lines[at + 1], lines[at + 2]
    assert "\\u202eelements" in shown
    assert caret.index("^") == shown.index("sim"), "\n".join(lines[at : at + 3])


def test_the_caret_is_placed_by_the_shown_line_in_the_text_form(tmp_path: Path) -> None:
    (tmp_path / "x.yaml").write_text("name: \u2066Raio\u2069\tcost: doze\n", encoding="utf-8")
    column = "name: \u2066Raio\u2069\tcost: doze".index("doze") + 1
    text = format_text(Diagnostic("x.yaml", 1, column, "S002", Severity.ERROR, "`cost` must be an integer"), tmp_path)
    _, shown, caret = text.split("\n")
    assert shown == "    name: \\u2066Raio\\u2069 cost: doze"
    assert caret.index("^") == shown.index("doze")


# Fuzzing: whatever a message, hint or file name holds, every format prints it escaped.

TEXTS = st.text(alphabet=st.characters(codec="utf-8"), max_size=40)
DIAGNOSTICS = st.builds(
    Diagnostic,
    file=TEXTS.map(lambda text: f"content/spells/{text}.yaml"),
    line=st.integers(0, 5),
    column=st.integers(0, 5),
    code=st.sampled_from(["S002", "R101", "Y001"]),
    severity=st.sampled_from(list(Severity)),
    message=TEXTS,
    hint=st.one_of(st.none(), TEXTS),
)


@pytest.mark.slow
@fuzz_settings(300)
@given(diagnostics=st.lists(DIAGNOSTICS, min_size=1, max_size=3))
def test_every_format_prints_any_text_escaped(diagnostics: list[Diagnostic]) -> None:
    report = Report()
    report.extend(diagnostics)
    root = Path("/nonexistent-project")
    printed = {
        "text": "\n".join(format_text(d) for d in diagnostics),
        "github": format_github(diagnostics, report, root),
        "json": format_json(report),
        "sarif": format_sarif(report, root),
    }
    for output, text in printed.items():
        assert unprintable(text) == [], output
    for output in ("json", "sarif"):
        assert all(unprintable(value) == [] for value in json_strings(json.loads(printed[output])))
    for diagnostic in diagnostics:
        if not unprintable(diagnostic.message):
            assert diagnostic.message in printed["text"] and diagnostic.message in json_strings(json.loads(printed["json"]))
