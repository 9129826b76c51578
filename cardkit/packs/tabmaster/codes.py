"""Tab Master's code table: every code the pack reports besides its rules' (those are
registered with their checks), joined to cardkit's one table through `Pack.codes`: what it
reads in game.yaml (S015) and what its sheets find (B305)."""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.foundation.diagnostics import Severity

UNKNOWN_LEADER_FIELD = "S015"
SHEET_TEMPLATE_NOT_FOUND = "B305"

CODES: dict[str, Code] = code_table(
    documented(
        UNKNOWN_LEADER_FIELD,
        "unknown-leader-field",
        Severity.ERROR,
        "a unit category's army field is no key an army file may have",
        """A unit category's `army: {field: NAME}` says which army-file key names the army's one
        unit of that category. cardkit's army files have `commander` and `champion`; any other key
        must be declared as an army field that refers to a unit, so an army file may write it.

        PASS::

            # content/game.yaml
            fields:
              army:
                - {id: general, name: General, type: reference, to: unit}
            unit_categories:
              - {id: general, name: General, army: {min: 1, max: 1, field: general}}

        FAIL::

            # content/game.yaml
            unit_categories:
              - {id: general, name: General, army: {min: 1, max: 1, field: general}}
        """,
    ),
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
