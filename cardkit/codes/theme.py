"""R901-R906: what the theme schema cannot know about a game's content/theme.yaml: whether the
kinds and icons it colours (and lays out) exist in the game, whether every font family it names
has font files, whether the fields its anatomy gives a slot are fields of that kind, whether
the field it colours cards or groups backs by is a field of some card kind, and whether a
kind's own back in game.yaml is drawn under the theme's back groups. A colour for a misspelt icon would leave the icon in its default colour without a word,
and a family without files would print in whatever font WeasyPrint falls back to: the silent
fallback a designer must never get. Findings, so `rules:` may re-level them like other checks.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.foundation.diagnostics import Severity

UNKNOWN_KIND = "R901"
UNKNOWN_ICON = "R902"
FAMILY_WITHOUT_FACES = "R903"
UNKNOWN_SLOT_FIELD = "R904"
UNKNOWN_THEMED_FIELD = "R905"
KIND_BACK_UNUSED = "R906"

THEME_CODES: dict[str, Code] = code_table(
    documented(
        UNKNOWN_KIND,
        "theme-unknown-kind",
        Severity.ERROR,
        "theme.yaml gives colours or an art window to a card kind the game does not have",
        """`kinds:` in content/theme.yaml colours the cards of a kind by its id (a kind of the
        game's pack, or one game.yaml declares), and `anatomy:` lays out its face (`card` lays out
        the kinds it does not list). An id no kind has changes nothing.

        PASS::

            # content/theme.yaml (game.yaml declares a card kind `event`)
            kinds:
              event: {frame: "#1f4e5f"}

        FAIL::

            # content/theme.yaml
            kinds:
              evnet: {frame: "#1f4e5f"}
        """,
    ),
    documented(
        UNKNOWN_ICON,
        "theme-unknown-icon",
        Severity.ERROR,
        "theme.yaml gives a colour to an icon the game's pack does not draw",
        """`icons:` in content/theme.yaml colours an icon the game's rules pack draws in the
        theme's colours, by its id (the ids the pack's `theme_icons` hook lists). An id no icon
        has colours nothing, and the icon keeps its default colour.

        PASS::

            # content/theme.yaml (a game whose pack draws an icon `fire`)
            icons:
              fire: "#c0392b"

        FAIL::

            # content/theme.yaml
            icons:
              fier: "#c0392b"
        """,
    ),
    documented(
        FAMILY_WITHOUT_FACES,
        "theme-font-without-files",
        Severity.ERROR,
        "theme.yaml names a font family that no font file provides",
        """A font role (`title`, `body`, ...) names a family that neither cardkit's bundled fonts
        nor the theme's `faces:` (files under content/assets/fonts/) provide.

        PASS::

            # content/theme.yaml
            faces:
              - {family: Cinzel, file: Cinzel-Bold.ttf, weight: 700}
            fonts:
              title: Cinzel

        FAIL::

            # content/theme.yaml
            fonts:
              title: Cinzel
        """,
    ),
    documented(
        UNKNOWN_SLOT_FIELD,
        "theme-unknown-slot-field",
        Severity.ERROR,
        "theme.yaml gives a slot of a kind's anatomy a field that kind does not have",
        """A slot's `fields:` in content/theme.yaml's `anatomy:` names the fields of the kind it
        shows (a field of the game's pack, one game.yaml declares, or cardkit's own), by id. A
        field the kind does not have would leave the slot empty without a word. Under `card`,
        the field must belong to some card kind of the game.

        PASS::

            # content/theme.yaml (game.yaml's kind `agent` has a field `cost`)
            anatomy:
              agent:
                cost: {fields: [cost]}

        FAIL::

            # content/theme.yaml
            anatomy:
              agent:
                cost: {fields: [cots]}
        """,
    ),
    documented(
        UNKNOWN_THEMED_FIELD,
        "theme-unknown-field",
        Severity.ERROR,
        "theme.yaml colours cards or groups their backs by a field no card kind has",
        """`values:` in content/theme.yaml colours cards by the value of a field, and `back.group`
        gives each value of a field its own back (besides `none` and `kind`), both by the field's
        id. A field no card kind has would leave every card in its kind's colours, or every card
        on the one shared back, without a word.

        PASS::

            # content/theme.yaml (game.yaml's kinds have a field `side`)
            values:
              side:
                wardens: {frame: "#1f4e5f"}
            back:
              group: side

        FAIL::

            # content/theme.yaml
            back:
              group: sied
        """,
    ),
    documented(
        KIND_BACK_UNUSED,
        "theme-kind-back-unused",
        Severity.WARNING,
        "a card kind names its own back, but the theme does not give each kind its back",
        """`back: NAME` in a `card_kinds` entry of game.yaml draws that kind's back with
        `cards/back-NAME.html`, where the theme gives each kind its own back (`back.group:
        kind`). With cardkit's default (`none`: one back every card shares, so a face-down deck
        shows nothing) or backs by a field's value, that template is never drawn. Said at the
        `back:` line of game.yaml.

        PASS::

            # content/theme.yaml
            back: {group: kind}
            # content/game.yaml
            card_kinds:
              - {id: item, name: Item, back: item}

        FAIL::

            # content/theme.yaml names no back.group (one back for every card)
            # content/game.yaml
            card_kinds:
              - {id: item, name: Item, back: item}
        """,
    ),
)
