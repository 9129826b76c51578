"""S0xx: a loaded file that breaks its JSON Schema (`cardkit.schema.validation`), one code per kind of rule.

A file with an S error is left out of the game, so these codes cannot be turned off.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.foundation.diagnostics import Severity

SCHEMA_RULE = "S000"
UNKNOWN_KEY = "S001"
WRONG_TYPE = "S002"
MISSING_KEY = "S003"
NOT_ALLOWED = "S004"
BAD_NOTATION = "S005"
OUT_OF_RANGE = "S006"

VALIDATION_CODES: dict[str, Code] = code_table(
    documented(
        SCHEMA_RULE,
        "schema-rule",
        Severity.ERROR,
        "the value breaks a schema rule that has no more specific code",
        """The value breaks a rule of the schema that none of S001-S006 describes, most often a
        key that is allowed only in some cases (a field's `min` belongs to number fields). The
        message quotes the schema's own words.

        PASS::

            # content/game.yaml (in a card kind's `fields:`)
            - {id: strength, name: Strength, type: number, min: 0}

        FAIL::

            # content/game.yaml
            - {id: strength, name: Strength, type: text, min: 0}
        """,
    ),
    documented(
        UNKNOWN_KEY,
        "unknown-key",
        Severity.ERROR,
        "unknown key",
        """A key the schema does not know, usually a typo or a key of another kind of definition;
        the hint names the closest allowed key. `cardkit schema KIND` lists every key.

        PASS::

            # content/spells/choque.yaml
            cost: 2

        FAIL::

            # content/spells/choque.yaml
            cots: 2
        """,
    ),
    documented(
        WRONG_TYPE,
        "wrong-type",
        Severity.ERROR,
        "wrong type of value",
        """The value is of the wrong type: text where a number belongs, a list where one value
        belongs. The message shows an example of the right form, taken from the schema.

        PASS::

            # content/spells/choque.yaml
            cost: 8

        FAIL::

            # content/spells/choque.yaml
            cost: oito
        """,
    ),
    documented(
        MISSING_KEY,
        "missing-key",
        Severity.ERROR,
        "a required key is missing",
        """A key every definition of this kind must have is missing; one diagnostic names all the
        keys a mapping lacks, with an example line for each.

        PASS::

            # content/spells/choque.yaml
            name: Choque
            cost: 2

        FAIL::

            # content/spells/choque.yaml
            name: Choque
        """,
    ),
    documented(
        NOT_ALLOWED,
        "value-not-allowed",
        Severity.ERROR,
        "the value is not one of the allowed ones",
        """The key takes one of a fixed list of values (a status, a category id, a paper size) and
        this is none of them; the hint offers the closest.

        PASS::

            # content/spells/choque.yaml
            status: draft

        FAIL::

            # content/spells/choque.yaml
            status: pronto
        """,
    ),
    documented(
        BAD_NOTATION,
        "bad-notation",
        Severity.ERROR,
        "the text does not follow the expected notation",
        """The text must follow a notation (dice such as 1d20 or 2d10+2, a colour #rrggbb, an
        id of lower-case letters) and does not; the hint explains the notation with examples.

        PASS::

            # content/spells/choque.yaml
            damage: 1d20

        FAIL::

            # content/spells/choque.yaml
            damage: um d20
        """,
    ),
    documented(
        OUT_OF_RANGE,
        "out-of-range",
        Severity.ERROR,
        "a number, length or count is out of range",
        """A number is below or above its bounds, a text or list is too short or too long, or a
        list that must hold each value once repeats one.

        PASS::

            # content/spells/choque.yaml
            cost: 0

        FAIL::

            # content/spells/choque.yaml
            cost: -1
        """,
    ),
)
