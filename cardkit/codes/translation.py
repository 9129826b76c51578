"""T0xx: a game's translations (`cardkit.checks.translation`) checked against its source, for every
locale with PO files under content/locales/. They are findings, not loading problems, so a
project's `rules:` may turn them off or re-level them like the checks' R codes.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.foundation.diagnostics import Severity

UNTRANSLATED = "T001"
STALE = "T002"
NUMBERS_CHANGED = "T003"
DANGLING = "T004"
SAME_NAME = "T005"
MARKUP_LOST = "T006"
BAD_PO = "T007"
DUPLICATE_ENTRY = "T008"
NO_LABEL_CATALOG = "T009"
UNQUOTED_PREVIOUS = "T010"
RICH_TEXT_CHANGED = "T011"

TRANSLATION_CODES: dict[str, Code] = code_table(
    documented(
        UNTRANSLATED,
        "untranslated",
        Severity.WARNING,
        "strings of the game a locale's PO files do not translate yet (counted per file)",
        """Strings the game has that a locale's PO file does not translate yet: a new card, a
        new rulebook paragraph. One warning per PO file counts them, at the line of the first
        empty entry, and names the first few strings with the line of each (or, for strings
        the file lacks, the place of their source); the translated build prints them in the
        source language meanwhile.
        `cardkit i18n update LOCALE` adds the empty entries, `cardkit i18n status` lists them.

        PASS::

            # content/locales/pt-BR/agents.po
            msgctxt "agent name"
            msgid "Lantern Warden"
            msgstr "Guardiã da Lanterna"

        FAIL::

            # content/locales/pt-BR/agents.po
            msgctxt "agent name"
            msgid "Lantern Warden"
            msgstr ""
        """,
    ),
    documented(
        STALE,
        "stale-translation",
        Severity.WARNING,
        "a translation is fuzzy, or its source text changed since it was translated",
        """A translation that may no longer say what its source says: its entry is marked fuzzy
        (by `i18n update`, or a PO editor's guess), or the source text was edited after it was
        translated. Revise the translation and clear the fuzzy flag.

        PASS::

            # content/locales/pt-BR/events.po
            msgctxt "event Ambush: flavor"
            msgid "They never saw the lanterns go out."
            msgstr "Nunca viram as lanternas se apagarem."

        FAIL::

            # content/locales/pt-BR/events.po
            #, fuzzy
            msgctxt "event Ambush: flavor"
            msgid "They never saw the lanterns go out."
            msgstr "Nunca viram as lanternas se apagarem."
        """,
    ),
    documented(
        NUMBERS_CHANGED,
        "numbers-changed",
        Severity.ERROR,
        "a translation's numbers or dice differ from its source text",
        """A translation keeps every number and die of its source, as many times: a card whose
        English text says 20 where the Portuguese says 10 plays differently in each language.

        PASS::

            # content/locales/pt-BR/events.po
            msgctxt "event Ambush: text"
            msgid "Deal 2 damage to each exhausted agent."
            msgstr "Cause 2 de dano a cada agente exausto."

        FAIL::

            # content/locales/pt-BR/events.po
            msgctxt "event Ambush: text"
            msgid "Deal 2 damage to each exhausted agent."
            msgstr "Cause 3 de dano a cada agente exausto."
        """,
    ),
    documented(
        DANGLING,
        "dangling-translation",
        Severity.WARNING,
        "a PO entry translates a name or text the game no longer has",
        """A PO entry translates a name or text the game no longer has (a renamed card, a
        rewritten paragraph): references to it will not resolve. `cardkit i18n update LOCALE`
        retires it; or restore the source.

        PASS::

            # content/locales/pt-BR/agents.po: the game has an agent Lantern Warden
            msgctxt "agent name"
            msgid "Lantern Warden"
            msgstr "Guardiã da Lanterna"

        FAIL::

            # content/locales/pt-BR/agents.po: the game has no agent Lamp Warden
            msgctxt "agent name"
            msgid "Lamp Warden"
            msgstr "Guardiã da Lâmpada"
        """,
    ),
    documented(
        SAME_NAME,
        "same-translated-name",
        Severity.ERROR,
        "two definitions of one kind are translated to the same name",
        """Two definitions of one kind get the same translated name: the translated cards could
        not be told apart, and references to either would be ambiguous. Give each its own name,
        as the source does.

        PASS::

            # content/locales/pt-BR/agents.po
            msgctxt "agent name"
            msgid "Lantern Warden"
            msgstr "Guardiã da Lanterna"

            msgctxt "agent name"
            msgid "Lamp Keeper"
            msgstr "Zeladora da Lâmpada"

        FAIL::

            # content/locales/pt-BR/agents.po
            msgctxt "agent name"
            msgid "Lantern Warden"
            msgstr "Guardiã da Lanterna"

            msgctxt "agent name"
            msgid "Lamp Keeper"
            msgstr "Guardiã da Lanterna"
        """,
    ),
    documented(
        MARKUP_LOST,
        "markup-lost",
        Severity.ERROR,
        "a translation lost a placeholder, a {{ call }}, a marker or Markdown markup of its source",
        """What a translation must keep exactly as its source writes it: a label's `{placeholder}`,
        a rulebook `{{ call() }}`, the marks the game lists in game.yaml's `translation: keep:`
        (Tab Master's footnote markers ¹ ²), as many times, and the Markdown that starts a line
        (a heading's `#`, a list's `-`, a table's `|`). Without them the translated book loses
        a table, a stat block or a heading. A mark the game does not list (the ³ of m³) is text
        like any other.

        PASS::

            # content/locales/pt-BR/rulebook.po
            msgctxt "rulebook 02-setup.md"
            msgid "## Setting up"
            msgstr "## Preparação"

        FAIL::

            # content/locales/pt-BR/rulebook.po
            msgctxt "rulebook 02-setup.md"
            msgid "## Setting up"
            msgstr "Preparação"
        """,
    ),
    documented(
        BAD_PO,
        "bad-po-file",
        Severity.ERROR,
        "a PO file cannot be read",
        """A PO file of content/locales/ has a syntax error (an entry without its `msgstr`, a
        string without quotes); the entries after it cannot be trusted, so they are not used.

        PASS::

            # content/locales/pt-BR/agents.po
            msgctxt "agent name"
            msgid "Lantern Warden"
            msgstr "Guardiã da Lanterna"

        FAIL::

            # content/locales/pt-BR/agents.po
            msgctxt "agent name"
            msgid "Lantern Warden"
            msgstr Guardiã da Lanterna
        """,
    ),
    documented(
        DUPLICATE_ENTRY,
        "duplicate-po-entry",
        Severity.ERROR,
        "a PO file has two entries with the same msgctxt and msgid",
        """Two entries of one PO file translate the same string (same msgctxt and msgid): msgfmt
        refuses the whole file, and which translation a tool uses is a guess (cardkit uses the
        first). A hand merge or a copied block leaves them; keep one, or run `msguniq
        --use-first` on the file. Reported at the second; until then `cardkit i18n update`
        leaves the file as it is (exit 1), so neither translation is lost.

        PASS::

            # content/locales/fr/agents.po: one entry per string
            msgctxt "agent name"
            msgid "Lamplighter"
            msgstr "Allumeur"

        FAIL::

            # content/locales/fr/agents.po, after a hand merge of two branches
            msgctxt "agent name"
            msgid "Lamplighter"
            msgstr "Allumeur"

            msgctxt "agent name"
            msgid "Lamplighter"
            msgstr "Porte-lanterne"
        """,
    ),
    documented(
        NO_LABEL_CATALOG,
        "no-label-catalog",
        Severity.WARNING,
        "cardkit ships no label catalog for a locale: the labels its PO file leaves empty print in the source language",
        """cardkit ships its fixed words (a card's kind, "page 1 of 2") translated for a few
        locales (labels/<locale>/). For any other, `cardkit i18n update LOCALE` cannot fill
        labels.po in, and every label it leaves untranslated prints in the game's own language.
        Said once per locale, with how many labels fall back; translate labels.po to silence it.

        PASS::

            # content/locales/fr/labels.po: cardkit ships no French labels, the translator writes them
            msgctxt "label cards.draft"
            msgid "Draft"
            msgstr "Brouillon"

        FAIL::

            # content/locales/fr/labels.po: cardkit ships no French labels
            msgctxt "label cards.draft"
            msgid "Draft"
            msgstr ""
        """,
    ),
    documented(
        UNQUOTED_PREVIOUS,
        "unquoted-previous-source",
        Severity.ERROR,
        "a fuzzy entry's previous source (#|) is wrapped without quotes: gettext's tools refuse the file",
        """A fuzzy entry keeps the source it was translated from as `#| msgid "..."`, in gettext's
        string syntax: one quoted string a line. cardkit before issue 28 wrapped a long one like
        prose, without quotes, and msgfmt, msgmerge, polib (so Poedit and Weblate) refuse the
        whole file. cardkit still reads it; `cardkit i18n update LOCALE` writes it again
        correctly, the previous source kept.

        PASS::

            # content/locales/en/rulebook.po
            #, fuzzy
            #| msgid ""
            #| "O jogador poderá escolher não pagar a taxa de ativação no momento da compra "
            #| "e manter a carta em sua Mesa virada com a face para baixo."
            msgctxt "rulebook 02-mesa.md"
            msgid "O jogador poderá escolher não pagar a taxa de ativação no momento da compra."
            msgstr "The player may choose not to pay the activation fee at the moment of purchase."

        FAIL::

            # content/locales/en/rulebook.po
            #, fuzzy
            #| msgid "O jogador poderá escolher não pagar a taxa de ativação no momento da
            #| compra e manter a carta em sua Mesa virada com a face para baixo."
            msgctxt "rulebook 02-mesa.md"
            msgid "O jogador poderá escolher não pagar a taxa de ativação no momento da compra."
            msgstr "The player may choose not to pay the activation fee at the moment of purchase."
        """,
    ),
    documented(
        RICH_TEXT_CHANGED,
        "rich-text-changed",
        Severity.ERROR,
        "a translation dropped or added a [symbol], bold or italic of its source's rich text",
        """Card texts and the rulebook's prose are rich text: `[token]` draws one of game.yaml's
        symbols, `**bold**` and `*italic*` set a card's keywords apart. A translation keeps every
        symbol of its source, as many times, and as many bold and italic spans: a dropped
        `[light]` is a cost the translated card no longer prints, an added one a cost it never
        had. Words may move around them; labels are plain text and not checked for this.

        PASS::

            # content/locales/pt-BR/agents.po
            msgctxt "agent text"
            msgid "**Enters play:** spend 1 [light]."
            msgstr "**Ao entrar em jogo:** gaste 1 [light]."

        FAIL::

            # content/locales/pt-BR/agents.po
            msgctxt "agent text"
            msgid "**Enters play:** spend 1 [light]."
            msgstr "Ao entrar em jogo: gaste 1 luz."
        """,
    ),
)
