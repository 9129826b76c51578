"""S01x: a field or card kind declared in game.yaml that cannot be used as written.

Declarations shape the schemas every other file is validated against, so these are found in
the `validate` stage, at the declaration's line, and like every S code cannot be turned off.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.foundation.diagnostics import Severity

DUPLICATE_DECLARATION = "S010"
SHADOWED_KEY = "S011"
BAD_RANGE = "S012"
UNKNOWN_TARGET = "S013"
RESERVED_NAME = "S014"
UNKNOWN_PACK = "S016"

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
            card_kinds:
              - id: agent
                name: Agent
                fields:
                  - {id: strength, name: Strength, type: number}
                  - {id: loyalty, name: Loyalty, type: number}

        FAIL::

            # content/game.yaml
            card_kinds:
              - id: agent
                name: Agent
                fields:
                  - {id: strength, name: Strength, type: number}
                  - {id: strength, name: Loyalty, type: number}
        """,
    ),
    documented(
        SHADOWED_KEY,
        "shadowed-key",
        Severity.ERROR,
        "a declared field has the id of a key the kind already has",
        """A declared field's id is the key its files write, so it cannot be a key the kind's
        schema already defines (`name`, `text` or `art` of any kind, a field of the pack's kind):
        the two would fight over one value. Give the field an id of its own.

        PASS::

            # content/game.yaml
            card_kinds:
              - id: agent
                name: Agent
                fields:
                  - {id: strength, name: Strength, type: number}

        FAIL::

            # content/game.yaml
            card_kinds:
              - id: agent
                name: Agent
                fields:
                  - {id: text, name: Strength, type: number}
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

            # content/game.yaml (in a card kind's `fields:`)
            - {id: strength, name: Strength, type: number, min: 0, max: 12}

        FAIL::

            # content/game.yaml
            - {id: strength, name: Strength, type: number, min: 12, max: 0}
        """,
    ),
    documented(
        UNKNOWN_TARGET,
        "unknown-target-kind",
        Severity.ERROR,
        "a reference field points at a kind the game does not have",
        """A `type: reference` field's `to:` must name a kind of the game (one of its pack's, or
        of its `card_kinds` and `collections`); the hint names the closest one.

        PASS::

            # content/game.yaml (in a card kind's `fields:`)
            - {id: bearer, name: Bearer, type: reference, to: agent}

        FAIL::

            # content/game.yaml
            - {id: bearer, name: Bearer, type: reference, to: agnet}
        """,
    ),
    documented(
        RESERVED_NAME,
        "reserved-kind-name",
        Severity.ERROR,
        "a declared card kind takes an id or folder cardkit already uses",
        """A declared kind's id names its schema, card ids and templates, and its folder holds its
        files, so neither may be one cardkit or the game's pack uses already: the pack's kinds and
        their folders, the files cardkit reads (game, theme, cardkit, card, common, print), the
        content folders `rulebook` and `locales`, the art folder (`assets`, unless cardkit.yaml's
        `art:` names another), or another kind's folder.
        Nor may a card kind's id, or its `template:`, be one of the card templates that are no
        face: cardkit's (back, calibration, document, highlight, kind, parts) and those of the
        pack's `templates/cards/` that draw none of its kinds. The kind's face would be drawn by
        cardkit's page wrapper or macros, failing or blank.

        PASS::

            # content/game.yaml
            card_kinds:
              - {id: item, name: Item, folder: items}

        FAIL::

            # content/game.yaml
            card_kinds:
              - {id: theme, name: Item, folder: items}
              - {id: document, name: Documento, folder: documentos}
        """,
    ),
    documented(
        UNKNOWN_PACK,
        "unknown-pack",
        Severity.ERROR,
        "game.yaml names a rules pack that is not installed",
        """`pack:` names the rules pack the game is played with; cardkit knows the packs it ships
        (`tab-master`) and those installed with pip (`cardkit rules --packs` lists them). With an
        unknown pack, no file of the pack's kinds can be read: install the pack, correct its
        name, or remove `pack:` for a game that declares everything it uses itself.

        PASS::

            # content/game.yaml
            name: Tab Master
            language: pt-BR
            pack: tab-master

        FAIL::

            # content/game.yaml
            name: Tab Master
            language: pt-BR
            pack: tabmaster-classic
        """,
    ),
)
