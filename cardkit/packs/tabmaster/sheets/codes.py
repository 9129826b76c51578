"""The code of Tab Master's sheets: a category sheet whose template no folder has (B305).

A pack's codes join cardkit's in the one code table (`Pack.codes`); this one is said by
`build sheets` at game.yaml's `sheet:` line, before any sheet is drawn.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.diagnostics import Severity

SHEET_TEMPLATE_NOT_FOUND = "B305"

SHEET_CODES: dict[str, Code] = code_table(
    documented(
        SHEET_TEMPLATE_NOT_FOUND,
        "sheet-template-not-found",
        Severity.ERROR,
        "a unit category's `sheet` names a template that does not exist",
        """A unit category of game.yaml with `sheet: NAME` gets its own sheet, drawn by the
        template `sheets/NAME.html.j2`, from the project's `templates/` folder or the pack's
        (which ships `engines`, the siege engines' sheet). Said at the `sheet` line of game.yaml.

        PASS::

            # content/game.yaml
            unit_categories:
              - {id: siege_engine, name: Engenho, sheet: engines}

        FAIL::

            # content/game.yaml
            unit_categories:
              - {id: siege_engine, name: Engenho, sheet: engenhos}
        """,
    ),
)
