"""S01x: a field or card kind declared in game.yaml that cannot be used as written.

Declarations shape the schemas every other file is validated against, so these are found in
the `validate` stage, at the declaration's line, and like every S code cannot be turned off.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.diagnostics import Severity

DUPLICATE_DECLARATION = "S010"
SHADOWED_KEY = "S011"
BAD_RANGE = "S012"
UNKNOWN_TARGET = "S013"
RESERVED_NAME = "S014"
UNKNOWN_LEADER_FIELD = "S015"

DECLARATION_CODES: dict[str, Code] = code_table(
    documented(
        DUPLICATE_DECLARATION,
        "duplicate-declaration",
        Severity.ERROR,
        "a field, card kind or enum value declared twice",
        """Two declared fields of one kind, two card kinds or two values of one enum share an id,
        so files could not say which one they mean. The first declaration is used; rename or
        remove the other.

        PASS::

            # content/game.yaml
            fields:
              unit:
                - {id: morale, name: Moral, type: number}
                - {id: loyalty, name: Lealdade, type: number}

        FAIL::

            # content/game.yaml
            fields:
              unit:
                - {id: morale, name: Moral, type: number}
                - {id: morale, name: Lealdade, type: number}
        """,
    ),
    documented(
        SHADOWED_KEY,
        "shadowed-key",
        Severity.ERROR,
        "a declared field has the id of a key the kind already has",
        """A declared field's id is the key its files write, so it cannot be a key the kind's
        schema already defines (`defense` of a unit, `name` or `art` of any kind): the two would
        fight over one value. Give the field an id of its own.

        PASS::

            # content/game.yaml
            fields:
              unit:
                - {id: morale, name: Moral, type: number}

        FAIL::

            # content/game.yaml
            fields:
              unit:
                - {id: defense, name: Defesa, type: number}
        """,
    ),
    documented(
        BAD_RANGE,
        "bad-range",
        Severity.ERROR,
        "a number field's range is empty or not whole",
        """A number field's `min` is above its `max`, so no value could pass, or a field of whole
        numbers (the default, `integer: true`) has a fractional bound.

        PASS::

            # content/game.yaml
            fields:
              unit:
                - {id: morale, name: Moral, type: number, min: 2, max: 12}

        FAIL::

            # content/game.yaml
            fields:
              unit:
                - {id: morale, name: Moral, type: number, min: 12, max: 2}
        """,
    ),
    documented(
        UNKNOWN_TARGET,
        "unknown-target-kind",
        Severity.ERROR,
        "a reference field points at a kind the game does not have",
        """A `type: reference` field's `to:` must name a built-in kind (trait, spell, unit, army)
        or the id of one of the game's `card_kinds`; the hint names the closest one.

        PASS::

            # content/game.yaml
            fields:
              unit:
                - {id: weapon, name: Arma, type: reference, to: item}

        FAIL::

            # content/game.yaml
            fields:
              unit:
                - {id: weapon, name: Arma, type: reference, to: itme}
        """,
    ),
    documented(
        RESERVED_NAME,
        "reserved-kind-name",
        Severity.ERROR,
        "a declared card kind takes an id or folder cardkit already uses",
        """A declared kind's id names its schema, card ids and templates, and its folder holds its
        files, so neither may be one cardkit uses already: the built-in kinds (trait, spell, unit,
        army) and their folders, the files cardkit reads (game, theme, cardkit, card, common,
        print), the content folders `rulebook`, `locales` and `assets`, or another kind's folder.
        Nor may a kind's id, or its `template:`, be one of the card templates that are no face
        (back, calibration, diagram, dial, document, highlight, kind, parts): the
        kind's face would be drawn by cardkit's page wrapper or macros, failing or blank.

        PASS::

            # content/game.yaml
            card_kinds:
              - {id: item, name: Item, folder: items}

        FAIL::

            # content/game.yaml
            card_kinds:
              - {id: spell, name: Item, folder: items}
              - {id: document, name: Documento, folder: documentos}
        """,
    ),
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
)
