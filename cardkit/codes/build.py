"""Bxxx: what `cardkit build` finds while it lays out and writes the PDFs: print profiles (B1xx),
card text (B2xx), templates (B3xx), the files they use (B4xx) and card art (B5xx).

`check` renders nothing, so it never reports these. A build error leaves the output it concerns
unwritten (the last good PDF stays in place), so none of them can be turned off.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.foundation.diagnostics import Severity

UNKNOWN_PROFILE = "B102"
CARD_DOES_NOT_FIT = "B103"
TEXT_DOES_NOT_FIT = "B201"
TEMPLATE_SYNTAX = "B301"
TEMPLATE_NOT_FOUND = "B302"
TEMPLATE_ERROR = "B303"
TEMPLATE_NOT_ALLOWED = "B304"
CARD_TEMPLATE_NOT_FOUND = "B306"
MISSING_ASSET = "B401"
MISSING_FILE = "B402"
FILE_OUTSIDE = "B403"
UNUSABLE_FILE = "B404"
CARD_WITHOUT_ART = "B501"

BUILD_CODES: dict[str, Code] = code_table(
    documented(
        UNKNOWN_PROFILE,
        "unknown-print-profile",
        Severity.ERROR,
        "a print profile is asked for (--profile, print.default) that cardkit.yaml does not define",
        """Cards are printed once per profile that `--profile` or cardkit.yaml's `print.default`
        names; a name that is neither a preset (home, print-shop, ...) nor a profile under
        `print.profiles` is refused with the list of known ones, and nothing is built.

        PASS::

            # cardkit.yaml
            print:
              default: [home]

        FAIL::

            # cardkit.yaml
            print:
              default: [casa]
        """,
    ),
    documented(
        CARD_DOES_NOT_FIT,
        "card-does-not-fit-paper",
        Severity.ERROR,
        "a sheet profile's paper cannot hold one card inside its margin",
        """A profile with `layout: sheet` lays cards out on its paper; when one card with its bleed
        does not fit inside the margin, the profile could print nothing. The diagnostic points
        at the setting most likely to blame (card, paper, margin or bleed).

        PASS::

            # cardkit.yaml
            print:
              profiles:
                poster: {card: tarot, paper: a4}

        FAIL::

            # cardkit.yaml
            print:
              profiles:
                poster: {card: tarot, paper: a4, margin: 100}
        """,
    ),
    documented(
        TEXT_DOES_NOT_FIT,
        "text-does-not-fit",
        Severity.ERROR,
        "a card's text does not fit its card even at the theme's smallest size",
        """A card's text is set smaller step by step until it fits its text slot, but never below
        the theme's `text.floor` (6.5 pt by default, never under 6 pt, the least a print shop
        accepts); the art window and the type line keep their place. When the text does not fit
        even then, this error names the card, the share to cut ("at least N %") and the slot
        to give more room, and nothing is written.

        PASS::

            # content/events/ambush.yaml
            text: Deal 2 damage to each exhausted agent.

        FAIL::

            # content/events/ambush.yaml (a text of many paragraphs)
            text: |
              Deal 2 damage to each exhausted agent. Deal 2 damage to each exhausted agent. Deal…
        """,
    ),
    documented(
        TEMPLATE_SYNTAX,
        "template-syntax-error",
        Severity.ERROR,
        "a template is not valid Jinja",
        """A template of the project's `templates/` folder (or cardkit's own) cannot be read as
        Jinja: an unclosed `{{`, a `{% if %}` without its `{% endif %}`. The diagnostic names the
        template file and line.

        PASS::

            <!-- templates/cards/agent.html -->
            <h1 class="card__name">{{ card.name }}</h1>

        FAIL::

            <!-- templates/cards/agent.html -->
            <h1 class="card__name">{{ card.name </h1>
        """,
    ),
    documented(
        TEMPLATE_NOT_FOUND,
        "template-not-found",
        Severity.ERROR,
        "a template includes or extends one that does not exist",
        """A template names another (`{% include %}`, `{% extends %}`, `{% import %}`) that is in
        neither the project's `templates/` folder nor cardkit's.

        PASS::

            <!-- templates/cards/event.html -->
            {% import "cards/parts.html" as parts %}

        FAIL::

            <!-- templates/cards/event.html -->
            {% import "cards/partes.html" as parts %}
        """,
    ),
    documented(
        TEMPLATE_ERROR,
        "template-error",
        Severity.ERROR,
        "a template fails while it renders",
        """A template failed while it rendered: it used a value the card does not have (templates
        are strict, so a misspelt field is an error rather than blank text), divided by zero,
        called something that is not a function. The diagnostic points at the template line.

        PASS::

            <!-- templates/cards/event.html -->
            <h1 class="card__name">{{ card.definition.name }}</h1>

        FAIL::

            <!-- templates/cards/event.html -->
            <h1 class="card__name">{{ card.definition.nome }}</h1>
        """,
    ),
    documented(
        TEMPLATE_NOT_ALLOWED,
        "template-not-allowed",
        Severity.ERROR,
        "a template tries something the sandbox refuses",
        """Templates run in Jinja's sandbox: they may read the card and format text, but not reach
        Python's internals (`__class__`, `__globals__`), which could read or run anything on
        the machine.

        PASS::

            <!-- templates/cards/event.html -->
            <h1 class="card__name">{{ card.definition.name | upper }}</h1>

        FAIL::

            <!-- templates/cards/event.html -->
            <h1 class="card__name">{{ card.__class__.__mro__ }}</h1>
        """,
    ),
    documented(
        CARD_TEMPLATE_NOT_FOUND,
        "card-template-not-found",
        Severity.ERROR,
        "a declared card kind's `template` or `back` names a template that does not exist",
        """A card kind of game.yaml may name its face (`template: NAME`, drawn by
        `cards/NAME.html`) and its back (`back: NAME`, `cards/back-NAME.html`), from the project's
        `templates/` folder or cardkit's. Leave them out for cardkit's generic face, which lays
        out the kind's declared fields, and the shared back. Said at the line of game.yaml that
        names the template, before any card is drawn.

        PASS::

            # content/game.yaml (templates/cards/item.html exists)
            card_kinds:
              - {id: item, name: Item, template: item}

        FAIL::

            # content/game.yaml
            card_kinds:
              - {id: item, name: Item, template: itme}
        """,
    ),
    documented(
        MISSING_ASSET,
        "missing-asset",
        Severity.ERROR,
        "a template's asset() names a file of no template folder",
        """`asset("name")` turns a stylesheet, icon or image of the template folders into a URL;
        a name that is in neither the project's `templates/` folder nor cardkit's is reported at
        the template line that asks for it.

        PASS::

            <!-- templates/cards/document.html -->
            <link rel="stylesheet" href="{{ asset('cards/cards.css') }}">

        FAIL::

            <!-- templates/cards/document.html -->
            <link rel="stylesheet" href="{{ asset('cards/cartas.css') }}">
        """,
    ),
    documented(
        MISSING_FILE,
        "missing-file",
        Severity.ERROR,
        "a file the page uses (image, font, stylesheet) does not exist",
        """The page being laid out names a file (an image in a chapter, a font or `url()` in a
        stylesheet) inside the project that is not there. The PDF would have a hole where it
        belongs, so nothing is written; the diagnostic points at the line that names the file.

        PASS::

            <!-- content/rulebook/07-movimentacao.md, beside mapa.png -->
            ![mapa](mapa.png)

        FAIL::

            <!-- content/rulebook/07-movimentacao.md, with no mapa.png -->
            ![mapa](mapa.png)
        """,
    ),
    documented(
        FILE_OUTSIDE,
        "file-outside-project",
        Severity.ERROR,
        "a file the page uses lies outside the project (or is a URL)",
        """Only files inside the project, cardkit's own templates and its bundled fonts may reach a
        PDF: a path that leaves the project (`../`, an absolute path, a link out of it) or a
        network URL is refused unread, so a shared template or chapter can never read the
        machine's files or phone home.

        PASS::

            <!-- content/rulebook/07-movimentacao.md -->
            ![mapa](mapa.png)

        FAIL::

            <!-- content/rulebook/07-movimentacao.md -->
            ![senha](../../../../etc/passwd)
        """,
    ),
    documented(
        UNUSABLE_FILE,
        "unusable-file",
        Severity.ERROR,
        "a font or image is there but would not render",
        """The file exists but would not render: a font that cannot be read in full (a truncated
        download), an image that cannot be decoded, a name no file system can hold. Rather than
        print without it, the build reports it at the line that names it.

        PASS::

            <!-- content/rulebook/07-movimentacao.md, beside a mapa.png that opens -->
            ![mapa](mapa.png)

        FAIL::

            <!-- content/rulebook/07-movimentacao.md, beside a mapa.png cut short by a download -->
            ![mapa](mapa.png)
        """,
    ),
    documented(
        CARD_WITHOUT_ART,
        "card-without-art",
        Severity.WARNING,
        "a final print-shop build prints a card that has no art: its placeholder goes to the printer",
        """A card without `art:` shows a neutral placeholder in its art window: right for proofs
        and play-tests, which is why the home build says nothing, but rarely what a print run
        should carry. A build of a print-shop profile (one card per page, with bleed) reports
        every such card at its `name:` line. The text output prints the first one and counts
        the rest; `--format json` lists each card.

        PASS::

            # content/events/ambush.yaml
            name: Ambush
            art: {file: ambush.png, credit: Ana Souza}

        FAIL::

            # content/events/ambush.yaml (built with --profile print-shop)
            name: Ambush
        """,
    ),
)
