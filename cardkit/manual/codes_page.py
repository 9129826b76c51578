"""reference/codes.md: every code of the code table, with its explanation and its PASS and FAIL
examples, each under the anchor of its code in lower case (`codes.md#r201`)."""

from __future__ import annotations

from cardkit.checks.code_table import STAGES, all_codes, stage_of
from cardkit.codes.entry import Code
from cardkit.manual.markdown import block, code, heading, prose, table


def _language(snippet: str) -> str:
    """The snippet's language by its first line, which names its file (`# x.yaml`, `<!-- x.md -->`)."""
    first = snippet.lstrip().splitlines()[0] if snippet.strip() else ""
    if first.startswith("<!--"):
        return "markdown"
    return "yaml" if first.startswith("#") and (".yaml" in first or ".yml" in first) else "text"


def _entry(entry: Code) -> str:
    level = "can be re-levelled or turned off in cardkit.yaml's `rules:`" if entry.adjustable else "cannot be turned off"
    parts = [
        heading(3, f"{entry.code} {entry.name}", entry.code.lower()),
        f"**{entry.severity.value}** by default, {stage_of(entry.code)} stage; {level}.\n",
        prose(entry.description[:1].upper() + entry.description[1:]) + ".\n",
        prose(entry.explanation) + "\n" if entry.explanation else "",
        "PASS:\n\n" + block(entry.passes, _language(entry.passes)) if entry.passes else "",
        "FAIL:\n\n" + block(entry.fails, _language(entry.fails)) if entry.fails else "",
    ]
    return "\n".join(part for part in parts if part)


def codes_md() -> str:
    codes = all_codes()
    overview = table(("Code", "Name", "Severity", "What it means"), ([f"[{entry.code}](#{entry.code.lower()})", code(entry.name), entry.severity.value, prose(entry.description)] for entry in codes.values()))
    text = "# Diagnostic codes\n\nEvery code cardkit reports, from its code table (`cardkit rules` prints the same list, `cardkit rules --explain CODE` one entry). A code's letter is its stage: "
    text += ", ".join(f"{letter} {stage}" for letter, stage in STAGES) + ".\n\n" + overview
    for letter, stage in STAGES:
        entries = [entry for entry in codes.values() if entry.code.startswith(letter)]
        if entries:
            text += "\n" + heading(2, f"{letter}: {stage}", f"stage-{stage}") + "\n" + "\n".join(_entry(entry) for entry in entries)
    return text


def documented_codes() -> list[str]:
    return list(all_codes())
