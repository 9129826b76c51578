"""The editor schemas written again whenever the game changes, by whatever is running.

A new card must complete as soon as its file is saved, whichever tool the designer has open:
`cardkit lsp` (after the check that follows a save), `cardkit preview` (after each snapshot)
and `cardkit schema --watch` all call `refresh_editor_schemas`. It rewrites only a project that
keeps editor schemas (`cardkit schema` or `cardkit init` wrote them) and only the files whose
bytes change, so an editor reloads what changed and git sees no churn.
"""

from __future__ import annotations

import logging
from pathlib import Path

from cardkit.editor import editor_schema_dir, project_schemas, write_schemas
from cardkit.editor.enums import Schemas
from cardkit.editor.examples import own_examples
from cardkit.editor.kept import Rejected, kept_names, rejected_files
from cardkit.foundation.errors import CardkitError
from cardkit.project.validate import LoadedProject

log = logging.getLogger(__name__)


def schemas_for(loaded: LoadedProject, rejected: list[Rejected] | None = None) -> Schemas:
    """The game's editor schemas as written for plain YAML clients, the names of files that
    fail validation kept in the enums, and no example but the game's own: completion offers
    this game's values only (`cardkit.editor.examples`)."""
    schemas = project_schemas(loaded, kept_names(rejected if rejected is not None else rejected_files(loaded)))
    own_examples(schemas, loaded.game)
    return schemas


def refresh_editor_schemas(loaded: LoadedProject) -> list[Path]:
    """The editor schemas rewritten where the project keeps them: the files written, none when
    nothing changed or the project keeps none. A failure is logged, never raised: a tool that
    refreshes in passing must go on serving."""
    folder = editor_schema_dir(loaded.project)
    if not folder.is_dir():
        return []
    try:
        return write_schemas(schemas_for(loaded), folder)
    except (CardkitError, OSError) as problem:
        log.warning("the editor schemas in %s were not refreshed: %s", folder, problem)
        return []
