"""`cardkit rename KIND OLD NEW`: rename a definition everywhere in one step, as the language
server's rename does (`cardkit.renaming`), so `cardkit check` stays clean and `cardkit diff`
sees one renamed card.

It also finishes a rename begun by hand: when `name:` already reads NEW and files still use
OLD (a deck listing the card by its old name, which stops `cardkit diff`), it rewrites those
uses and renames the file, as if the whole rename had been done at once.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from cardkit.commands.common import ProjectOption, fail, misuse, run_stage

if TYPE_CHECKING:
    from cardkit.fields.model import FieldTable, KindSpec
    from cardkit.foundation.diagnostics import Diagnostic
    from cardkit.lsp.symbols import Symbol, Symbols
    from cardkit.project.validate import LoadedProject


def rename(
    kind: Annotated[str, typer.Argument(help="The kind of the definition: its id (agent) or its folder (agents).", show_default=False, metavar="KIND")],
    old: Annotated[str, typer.Argument(help="Its name now, as its file writes it (spelling and accents are forgiven).", show_default=False, metavar="OLD")],
    new: Annotated[str, typer.Argument(help="The name it gets.", show_default=False, metavar="NEW")],
    project: ProjectOption = Path("."),
    dry_run: Annotated[bool, typer.Option("--dry-run", "-n", help="Show what would change; write nothing.")] = False,
) -> None:
    """Rename a card or collection everywhere: its name, its file (to the new name's slug, with
    git mv in a git repository), every reference in YAML, the rulebook's chapters and the PO
    files' source strings (their translations are kept). Comments and layout stay as written."""
    from cardkit.pipeline import check_project
    from cardkit.renaming.apply import RenameRefused, write_plan
    from cardkit.renaming.disk import ProjectOnDisk
    from cardkit.renaming.plan import drop_unchanged, plan_problem, plan_rename, refusal

    loaded = run_stage(check_project, project)
    spec = _kind(loaded.game.table, kind)
    workspace = ProjectOnDisk(loaded)
    assert workspace.symbols is not None
    symbol, finishing = _symbol(loaded, workspace.symbols, spec, old, new.strip())
    if not finishing:
        refused = refusal(workspace, symbol, new)
        if refused is not None:
            fail(refused)
    plan = drop_unchanged(workspace, plan_rename(workspace, symbol, new.strip()))
    broken = plan_problem(workspace, symbol, plan)
    if broken is not None:
        fail(broken)
    if not plan.edits and plan.moved is None:
        typer.echo(f"nothing to rename: no file writes {spec.id} '{symbol.name}'")
        return
    before = _findings(loaded, symbol.name, plan.new_name)
    try:
        written = None if dry_run else write_plan(workspace, plan)
    except (RenameRefused, OSError) as problem:
        fail(str(problem))
    verb = "would rename" if dry_run else "renamed"
    typer.echo(f"{verb} {spec.id} '{symbol.name}' to '{plan.new_name}':")
    if plan.moved is not None:
        how = f" ({written.moved_by})" if written is not None and written.moved_by else ""
        typer.echo(f"  {plan.moved[0]} → {plan.moved[1]}{how}")
    for relpath, spans in sorted(plan.edits.items()):
        shown = plan.moved[1] if plan.moved is not None and relpath == plan.moved[0] else relpath
        typer.echo(f"  {shown}: {_count(relpath, len(spans))}")
    translated = sorted({Path(relpath).parent.name for relpath in plan.edits if relpath.endswith(".po")})
    if translated:
        typer.echo(
            f"  the translations ({', '.join(translated)}) of the source strings above are kept: review them if "
            f"'{plan.new_name}' should read differently there"
        )
    if dry_run:
        typer.echo("nothing written (--dry-run)")
        return
    _say_new_findings(before, run_stage(check_project, project))


def _kind(table: FieldTable, word: str) -> KindSpec:
    """The kind `word` names, by id or by folder (`agent`, `agents`); an unknown one ends the
    command with the game's kinds."""
    from cardkit.foundation.folding import fold
    from cardkit.foundation.suggest import closest

    found = next((spec for spec in table.kinds if fold(word) in (fold(spec.id), fold(spec.folder))), None)
    if found is None:
        known = [spec.id for spec in table.kinds]
        suggestion = next(iter(closest(word, [*known, *(spec.folder for spec in table.kinds)])), None)
        hint = f"did you mean `{suggestion}`? " if suggestion else ""
        raise misuse(f"unknown kind `{word}`: {hint}this game's kinds are {', '.join(f'{s.id} ({s.folder}/)' for s in table.kinds)}", param="kind")
    return found


def _symbol(loaded: LoadedProject, symbols: Symbols, spec: KindSpec, old: str, new: str) -> tuple[Symbol, bool]:
    """The definition to rename, and whether the rename only has to be finished (`name:` already
    reads NEW, and files still use OLD); an OLD the kind does not define ends the command with
    the closest names."""
    from cardkit.foundation.suggest import LOOSE_CUTOFF, closest
    from cardkit.lsp.symbols import Symbol

    kind = next(k for k in symbols.by_kind if k.id == spec.id and k.is_definition)
    found = symbols.lookup(kind, old)
    if found is not None:
        return found, False
    renamed = symbols.lookup(kind, new)
    if renamed is not None and _still_used(loaded, spec, old, renamed.name):
        return Symbol(kind, old, renamed.definition, renamed.documentation), True
    names = list(symbols.by_kind.get(kind, {}))
    suggestions = closest(old, names, cutoff=LOOSE_CUTOFF)
    hint = f": did you mean {' or '.join(repr(s) for s in suggestions)}?" if suggestions else ""
    fail(f"no {spec.id} is named '{old}' in {spec.folder}/{hint}")


def _still_used(loaded: LoadedProject, spec: KindSpec, old: str, new: str) -> bool:
    """Whether OLD is a name the game still writes for a `spec` that resolves to nothing, or one
    git history says was renamed to NEW: a rename half done."""
    from cardkit.checks.context import CheckContext
    from cardkit.foundation.folding import fold
    from cardkit.vcs.history import renames_in

    if any(ref.kind.id == spec.id and fold(ref.written) == fold(old) for ref in CheckContext(loaded.game).references):
        return True
    rename = renames_in(loaded.project.content_dir / spec.folder).get(fold(old))
    return rename is not None and fold(rename.new) == fold(new)


def _count(relpath: str, spans: int) -> str:
    noun = "source string" if relpath.endswith(".po") else "change"
    return f"{spans} {noun}{'s' if spans != 1 else ''}"


def _findings(loaded: LoadedProject, old: str, new: str) -> set[tuple[str, str, str]]:
    """The findings before the rename, as they read after it (a finding that quotes the name
    quotes the new one): what check may still say afterwards without it being news."""
    return {(code, severity, message.replace(old, new)) for code, severity, message in map(_key, loaded.report.diagnostics)}


def _key(diagnostic: Diagnostic) -> tuple[str, str, str]:
    return (diagnostic.code, diagnostic.severity.value, diagnostic.message)


def _say_new_findings(before: set[tuple[str, str, str]], after: LoadedProject) -> None:
    """`cardkit check` after the rename: the findings it did not have before, or that it has
    none; a new error ends the command with exit 1 (the files are written: fix it, or rename back)."""
    from cardkit.foundation.diagnostics import Severity, format_text

    new = [d for d in after.report.diagnostics if _key(d) not in before]
    if not new:
        typer.echo("cardkit check: no new findings")
        return
    for diagnostic in new:
        typer.echo(format_text(diagnostic, after.project.root), err=True)
    typer.echo(f"cardkit check: {len(new)} new finding(s) after the rename, shown above", err=True)
    if any(d.severity is Severity.ERROR for d in new):
        raise typer.Exit(1)
