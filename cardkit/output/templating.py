"""The Jinja2 environment the card templates run in, and template errors as diagnostics.

Templates can come from a project's own `templates/` folder, so they are treated as untrusted:
a `SandboxedEnvironment` (no underscore attributes, no unsafe calls), `StrictUndefined` (a
misspelt field is an error, not an empty box on 500 printed cards) and autoescape (a `<` in a
card's text is text). Any failure becomes a B3xx diagnostic naming the template file and line.
"""

from __future__ import annotations

import io
import os
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePath
from types import ModuleType
from typing import Any
from urllib.parse import unquote

from jinja2 import (
    ChoiceLoader,
    FileSystemLoader,
    StrictUndefined,
    TemplateSyntaxError,
    select_autoescape,
)
from jinja2.bccache import Bucket, BytecodeCache
from jinja2.exceptions import SecurityError, TemplateNotFound
from jinja2.loaders import split_template_path
from jinja2.sandbox import SandboxedEnvironment
from markupsafe import Markup

from cardkit.codes.build import MISSING_ASSET, TEMPLATE_ERROR, TEMPLATE_NOT_ALLOWED, TEMPLATE_NOT_FOUND, TEMPLATE_SYNTAX
from cardkit.foundation.diagnostics import Diagnostic, Severity
from cardkit.foundation.errors import CardkitError
from cardkit.foundation.paths import lies_inside
from cardkit.loading import LocatedDocument
from cardkit.model import Located

TEXT_SUFFIXES = (".html", ".css", ".svg", ".j2", ".xml")
"""Files searched for the line that names a refused resource."""


class MissingAsset(Exception):
    """A template asked for an asset (`asset("...")`) that no template folder has."""


class TemplateProblem(CardkitError):
    """A template could not be rendered; `diagnostic` says which file, which line and why."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic
        self.diagnostics = (diagnostic,)


@dataclass(frozen=True)
class TemplateSet:
    """Template folders searched in order (the project's overrides first) and the environment."""

    folders: tuple[Path, ...]
    environment: SandboxedEnvironment
    root: Path

    def find(self, name: str) -> Path | None:
        """The file a template or asset `name` resolves to, the first folder winning."""
        for folder in self.folders:
            candidate = (folder / name).resolve()
            if folder.resolve() in candidate.parents and candidate.is_file():
                return candidate
        return None

    def asset(self, name: str) -> str:
        """The file URL of an asset (CSS, icon, image) for the HTML: overrides first, like templates."""
        found = self.find(name)
        if found is None:
            raise MissingAsset(f"{name} (looked in {', '.join(str(folder) for folder in self.folders)})")
        return found.as_uri()

    def render(self, name: str, **context: Any) -> Markup:
        """Render `name`; raise `TemplateProblem` with the template's file and line on any error."""
        try:
            return Markup(self.environment.get_template(name).render(**context))
        except TemplateProblem:
            raise
        except TemplateSyntaxError as error:
            raise TemplateProblem(self._diagnostic(TEMPLATE_SYNTAX, error.filename, error.lineno, f"template syntax error: {error.message}")) from None
        except TemplateNotFound as error:
            raise TemplateProblem(self._diagnostic(TEMPLATE_NOT_FOUND, *self._frame(error, name), f"template not found: {error.name}")) from None
        except MissingAsset as error:
            raise TemplateProblem(self._diagnostic(MISSING_ASSET, *self._frame(error, name), f"missing asset: {error}")) from None
        except SecurityError as error:
            raise TemplateProblem(self._diagnostic(TEMPLATE_NOT_ALLOWED, *self._frame(error, name), f"template not allowed to do this: {error}")) from None
        except Exception as error:
            raise TemplateProblem(self._diagnostic(TEMPLATE_ERROR, *self._frame(error, name), f"template error: {error}")) from None

    def reference(self, url: str) -> tuple[str, int, int]:
        """Where a template names the file of `url` (file, line, column), to point a refused
        resource at the line to fix; the URL itself at line 1 when no template names it."""
        wanted = unquote(url.rstrip("/").rsplit("/", 1)[-1])
        for folder in self.folders:
            for path in sorted(folder.rglob("*")):
                if not path.is_file() or path.suffix not in TEXT_SUFFIXES:
                    continue
                for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
                    if wanted and wanted in line:
                        return self.relpath(str(path)), number, line.index(wanted) + 1
        return url, 1, 1

    def _frame(self, error: BaseException, name: str) -> tuple[str | None, int]:
        """The innermost template frame of the traceback (Jinja maps it back to the template line)."""
        folders = [str(folder.resolve()) for folder in self.folders]
        for frame in reversed(traceback.extract_tb(error.__traceback__)):
            if any(frame.filename.startswith(folder) for folder in folders):
                return frame.filename, frame.lineno or 1
        found = self.find(name)
        return (str(found) if found else name), 1

    def _diagnostic(self, code: str, filename: str | None, line: int | None, message: str) -> Diagnostic:
        return Diagnostic(self.relpath(filename), line or 1, 1, code, Severity.ERROR, message)

    def relpath(self, filename: str | None) -> str:
        """A template path as diagnostics show it: relative to the project when inside it."""
        if not filename:
            return "<template>"
        path = Path(filename).resolve()
        return path.relative_to(self.root).as_posix() if self.root in path.parents else path.as_posix()


OFF_LIMITS: tuple[type, ...] = (PurePath, ModuleType, io.IOBase, Located, LocatedDocument)
"""What a template may never hold: a path or file can read, write or delete anything the user
can, and a definition's source leads to its path. Templates get data, not the file system."""


class DataOnlySandbox(SandboxedEnvironment):
    """Jinja's sandbox stops underscore attributes, but lets a template call any public method
    it reaches; this one also refuses to hand out, or call into, anything in OFF_LIMITS."""

    def is_safe_attribute(self, obj: Any, attr: str, value: Any) -> bool:
        if isinstance(obj, OFF_LIMITS) or isinstance(value, OFF_LIMITS):
            return False
        return bool(super().is_safe_attribute(obj, attr, value))

    def is_safe_callable(self, obj: Callable[..., Any]) -> bool:
        if isinstance(getattr(obj, "__self__", None), OFF_LIMITS):
            return False
        return bool(super().is_safe_callable(obj))


class ContainedLoader(FileSystemLoader):
    """A template folder whose files must really lie inside it: a template that is a symlink
    out of the project would print whatever it points at onto every card."""

    def __init__(self, folder: Path) -> None:
        super().__init__(str(folder))
        self.folder = folder

    # Jinja's stub says a source always has a file name and an uptodate callable; the protocol allows None.
    def get_source(self, environment: Any, template: str) -> tuple[str, str | None, Callable[[], bool] | None]:  # type: ignore[override]
        candidate = self.folder.joinpath(*split_template_path(template))
        if os.path.lexists(candidate) and not lies_inside(candidate, self.folder):
            # Refused before it is read, and not "not found": the next folder's template must not
            # silently stand in for the one the designer wrote.
            raise SecurityError(f"template {template!r} links outside {self.folder}; templates must be files inside it")
        return super().get_source(environment, template)


class _CompiledOnce(BytecodeCache):
    """Each template compiled once per process, whatever environment asks: a build makes new
    environments (its own words and theme in their globals), and `build --watch` or the preview
    builds again after every save. Jinja keys each entry by the template's name and file and
    checks its source's checksum, so an edited template is compiled anew. Every environment of
    `template_set` has the same settings, which the compiled code depends on."""

    def __init__(self) -> None:
        self._code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        code = self._code.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: Bucket) -> None:
        self._code[bucket.key] = bucket.bytecode_to_string()


_COMPILED = _CompiledOnce()


def template_set(root: Path, folders: list[Path], globals_: Mapping[str, Any]) -> TemplateSet:
    """A sandboxed, strict, autoescaping environment over `folders` (overrides first)."""
    existing = tuple(folder for folder in folders if folder.is_dir())
    environment = DataOnlySandbox(
        loader=ChoiceLoader([ContainedLoader(folder) for folder in existing]),
        undefined=StrictUndefined,
        # Escape everything but CSS: a `<` in card text is text, while CSS is no HTML to escape.
        autoescape=select_autoescape(disabled_extensions=("css",), default=True),
        trim_blocks=True,
        lstrip_blocks=True,
        bytecode_cache=_COMPILED,
    )
    templates = TemplateSet(existing, environment, root.resolve())
    environment.globals.update(globals_, asset=templates.asset)
    return templates
