"""reference/packs.md: the pack interface, read from the code: the `Pack` object's fields (its
dataclass, with the docstring under each field), what its docstring says, and every hook the
core calls, found where it calls it (`pack.hook("name")`, `game_hook(game, "name")`, a class's
own `self._hook("name")`)."""

from __future__ import annotations

import ast
import dataclasses
import inspect
from collections.abc import Iterator
from pathlib import Path

import cardkit
from cardkit.manual.markdown import code, heading, prose, table
from cardkit.model.packs import ENTRY_POINT_GROUP, Pack

_HOOK_CALLS = frozenset({"hook", "_hook", "game_hook"})


def field_docs(cls: type) -> dict[str, str]:
    """The docstring written under each field of a class (what `inspect` cannot see)."""
    tree = ast.parse(inspect.getsource(cls))
    body = tree.body[0].body if isinstance(tree.body[0], ast.ClassDef) else []
    found: dict[str, str] = {}
    for statement, following in zip(body, [*body[1:], None], strict=True):
        doc = _string(following)
        if doc is not None and isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            found[statement.target.id] = " ".join(doc.split())
    return found


def _string(node: ast.stmt | None) -> str | None:
    """The text of a statement that is a string alone (an attribute's docstring), else None."""
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
        return node.value.value
    return None


def hook_calls(package: Path) -> dict[str, list[str]]:
    """Every hook name the core (and the packs) ask a pack for -> the modules that ask it."""
    found: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        module = ".".join(path.relative_to(package.parent).with_suffix("").parts)
        for name in _hook_names(ast.parse(path.read_text(encoding="utf-8"))):
            found.setdefault(name, [])
            if module not in found[name]:
                found[name].append(module)
    return dict(sorted(found.items()))


def _hook_names(tree: ast.Module) -> Iterator[str]:
    constants = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        function = node.func
        called = function.attr if isinstance(function, ast.Attribute) else function.id if isinstance(function, ast.Name) else ""
        if called not in _HOOK_CALLS:
            continue
        for argument in node.args:
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                yield argument.value
            elif isinstance(argument, ast.Name) and argument.id in constants:
                yield constants[argument.id]


def packs_md() -> str:
    text = "# The pack interface\n\n" + prose(inspect.getdoc(cardkit.packs) or "") + "\n\n"
    text += f"Entry-point group: {code(ENTRY_POINT_GROUP)}. [Rules packs](../packs.md) walks through the bundled one.\n\n"
    text += heading(2, "The `Pack` object", "pack") + "\n" + prose(inspect.getdoc(Pack) or "") + "\n\n"
    docs = field_docs(Pack)
    rows = []
    for spec in dataclasses.fields(Pack):
        has_default = spec.default is not dataclasses.MISSING or spec.default_factory is not dataclasses.MISSING
        rows.append([code(spec.name), code(str(spec.type)), "optional" if has_default else "required", prose(docs.get(spec.name, ""))])
    text += table(("Field", "Type", "", "What it is"), rows)
    text += "\n" + heading(2, "Hooks", "hooks") + "\n"
    text += "Every hook the code asks a pack for, by name, and where it asks: a pack's `hooks` maps the name to its function (or `\"package.module:function\"`). A pack without the hook gets the core's behaviour.\n\n"
    rows = [[code(name), ", ".join(code(module) for module in modules)] for name, modules in hook_calls(Path(cardkit.__file__).parent).items()]
    return text + table(("Hook", "Asked by"), rows)


def documented_hooks() -> list[str]:
    return list(hook_calls(Path(cardkit.__file__).parent))
