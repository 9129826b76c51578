"""R901-R903: what the theme schema cannot know about a game's content/theme.yaml: whether the
kinds and icons it colours exist in the game, and whether every font family it names has font
files. A colour for a misspelt icon would leave the icon in its default colour without a word,
and a family without files would print in whatever font WeasyPrint falls back to: the silent
fallback a designer must never get. Findings, so `rules:` may re-level them like other checks.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.diagnostics import Severity

UNKNOWN_KIND = "R901"
UNKNOWN_ICON = "R902"
FAMILY_WITHOUT_FACES = "R903"

THEME_CODES: dict[str, Code] = code_table(
    documented(
        UNKNOWN_KIND,
        "theme-unknown-kind",
        Severity.ERROR,
        "theme.yaml gives colours or an art window to a card kind the game does not have",
        """`kinds:` in content/theme.yaml colours the cards of a kind by its id (a kind of the
        game's pack, or one game.yaml declares), and `art:` sizes its art window (`card` sizes the
        kinds it does not list). An id no kind has changes nothing.

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

            # content/theme.yaml (a Tab Master game with the element `fire`)
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
)
