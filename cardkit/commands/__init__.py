"""Every `cardkit` command, one module per command, listed in `COMMANDS` and imported only when
run (`cardkit.commands.lazy`).

Each module keeps its options next to its logic and imports at its top only what its
signature needs (option types, enums, help texts): the stacks a command runs (pipeline,
WeasyPrint, the rulebook, the preview server) are imported inside the command function. Even
those signatures cost more than Typer itself, so `cardkit --help` lists the commands from
this table, and `cardkit check` imports the check command's module alone.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CommandEntry:
    """One command: its name, where its function (or Typer sub-app) is, and the first paragraph
    of its help, which `cardkit --help` shortens as Click would (a test keeps it equal to the
    function's docstring)."""

    name: str
    module: str
    attribute: str
    summary: str


def _entry(name: str, summary: str, module: str | None = None, attribute: str | None = None) -> CommandEntry:
    return CommandEntry(name, f"cardkit.commands.{module or name}", attribute or name, summary)


COMMANDS: tuple[CommandEntry, ...] = (
    _entry("validate", "Check every definition against the JSON Schemas: every problem of every file, in one run."),
    _entry("check", "Validate, then check the game against its rules: references, parameters, dice, effects."),
    _entry("rules", "List every diagnostic code: code, name, default severity and what each one means."),
    _entry("init", "Start a new game project in DIRECTORY that validates, checks and builds as it is."),
    _entry("build", "Check the game, then render cards, sheets (those the game's rules pack prints) and rulebook into build/."),
    _entry("errata", "Write the players' errata sheet of what changed from OLD to NEW (build/errata/)."),
    _entry("book", "What the rulebook can print from the game: its placeholder calls (`--generators`)."),
    _entry("preflight", "Check built PDFs as a print shop does: boxes, fonts, text size, safe zone, images, colour, PDF/X, draft marks."),
    _entry("new", "Write content/<kind folder>/<slug>.yaml with every required key, explained in comments."),
    _entry(
        "rename",
        "Rename a card or collection everywhere: its name, its file (to the new name's slug, with git mv in a git "
        "repository), every reference in YAML, the rulebook's chapters and the PO files' source strings (their "
        "translations are kept). Comments and layout stay as written.",
    ),
    _entry("schema", "Write the JSON Schemas with the game's words as allowed values, for editor completion."),
    _entry("report", "Write the balance report (HTML and PDF) into build/report/ (build/<locale>/report/ for a translation)."),
    _entry(
        "diff",
        "Show what changed between two revisions of the game: per kind, what was added, removed, renamed, moved and "
        "changed field by field, game.yaml's vocabulary and the rulebook's paragraphs.",
    ),
    _entry("preview", "Show every card in the browser with the project's diagnostics; the page reloads when a file is saved."),
    _entry(
        "lsp",
        "Serve the project to an editor as a language server (stdio): check's diagnostics as you type, completion, "
        "hover, go to definition, rename.",
    ),
    _entry(
        "import",
        "Import a spreadsheet's rows as cards of KIND: every problem at its cell, nothing written until the whole sheet "
        "is valid. Prints the change as `cardkit diff` does.",
        module="import_",
        attribute="import_",
    ),
    _entry(
        "export",
        "Write one row per card of KIND: its fields in the game's words, validation lists on the choice columns (xlsx, "
        "ods), and the file and its revision mark in read-only columns.",
    ),
    _entry("i18n", "Translations: PO files per locale under content/locales/.", attribute="app"),
)
"""The commands in the order `cardkit --help` lists them."""
