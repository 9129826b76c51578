"""X0xx: what `cardkit import` (and `cardkit i18n import`) finds in a spreadsheet: a column or a
cell it cannot read as a field of the kind, two rows that would be one card, a file that changed
since the sheet was exported. Each is reported at its cell (`cards.xlsx:Agents!D14`); nothing is
written while one remains, so none of them can be turned off.

A value the field refuses (a cost of `doze`) is the field's own S code, at the cell.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.foundation.diagnostics import Severity

UNREADABLE_SHEET = "X001"
UNKNOWN_COLUMN = "X002"
DUPLICATE_COLUMN = "X003"
NO_NAME_COLUMN = "X004"
FORMULA_ERROR = "X005"
MERGED_CELL = "X006"
DATE_CELL = "X007"
BAD_CELL_YAML = "X008"
DUPLICATE_ROW = "X009"
CHANGED_SINCE_EXPORT = "X010"
ROW_DELETED = "X011"
CANNOT_MERGE = "X012"
STALE_TRANSLATION_ROW = "X013"
NO_TRANSLATION_COLUMN = "X014"

SPREADSHEET_CODES: dict[str, Code] = code_table(
    documented(
        UNREADABLE_SHEET,
        "unreadable-sheet",
        Severity.ERROR,
        "the file is no CSV, xlsx or ods spreadsheet cardkit can read, or has no such sheet",
        """cardkit reads CSV (UTF-8, comma, semicolon or tab separated), Excel's xlsx and
        OpenDocument's ods. A file of another format, a damaged one, a CSV that is not UTF-8, or
        a workbook without the sheet `--sheet` names cannot be imported. Save the sheet again as
        xlsx, ods or UTF-8 CSV.

        PASS::

            # cards.csv
            name,cost
            Spark,1

        FAIL::

            # cards.csv (saved as Latin-1)
            name,cost
            Fa\\xe7a,1
        """,
    ),
    documented(
        UNKNOWN_COLUMN,
        "unknown-column",
        Severity.ERROR,
        "a column's header names no field of the kind",
        """Each header must name a field of the kind: its id, its name, its title or its
        abbreviation in the game's language (case and accents forgiven), or `copies`/a quantity
        word, `file` and `revision`. Rename the header, or map it with `--map "Header=field"`
        (`--map "Header="` skips the column).

        PASS::

            # cards.csv
            name,cost,strength
            Lamplighter,1,1

        FAIL::

            # cards.csv
            name,cots,strength
            Lamplighter,1,1
        """,
    ),
    documented(
        DUPLICATE_COLUMN,
        "duplicate-column",
        Severity.ERROR,
        "two columns give the same field",
        """Two headers name one field (`Cost` and `cost`), so a row could hold two values for
        it. Remove one, or skip it with `--map "Header="`.

        PASS::

            # cards.csv
            name,cost
            Spark,1

        FAIL::

            # cards.csv
            name,cost,Cost
            Spark,1,2
        """,
    ),
    documented(
        NO_NAME_COLUMN,
        "no-name-column",
        Severity.ERROR,
        "no column gives the card's name",
        """Every card is named, and its file is named after the slug of its name, so the sheet
        needs a column for `name` (or one mapped to it with `--map`).

        PASS::

            # cards.csv
            name,cost
            Spark,1

        FAIL::

            # cards.csv
            title,cost
            Spark,1
        """,
    ),
    documented(
        FORMULA_ERROR,
        "formula-error",
        Severity.ERROR,
        "a cell holds a formula error (#DIV/0!, #VALUE!, #NAME?...)",
        """A formula that failed in the spreadsheet program leaves an error where a value
        belongs; importing it would write the error as the card's value. Fix the formula, or
        replace it with its value.

        PASS::

            # cards.csv
            name,cost
            Spark,2

        FAIL::

            # cards.csv
            name,cost
            Spark,#DIV/0!
        """,
    ),
    documented(
        MERGED_CELL,
        "merged-cell",
        Severity.ERROR,
        "a cell is merged with its neighbours",
        """A merged range holds one value for several rows or columns, so the rows it spans
        would disagree on what they hold. Unmerge it and write the value in each cell.

        PASS::

            # cards.xlsx (Agents!B2 and Agents!B3 each hold 2)
            name,cost
            Spark,2
            Flare,2

        FAIL::

            # cards.xlsx (Agents!B2:B3 merged, holding 2)
            name,cost
            Spark,2
            Flare,
        """,
    ),
    documented(
        DATE_CELL,
        "date-cell",
        Severity.ERROR,
        "a date (or time) where a number or a text belongs",
        """Spreadsheet programs turn what looks like a date into one: `3-4` or `1/2` typed in a
        cell becomes the 3rd of April. No field of a card holds a date, so the cell was meant as
        something else. Format the cell as text (or type a leading apostrophe) and write the
        value again.

        PASS::

            # cards.csv
            name,cost
            Spark,3

        FAIL::

            # cards.csv
            name,cost
            Spark,2024-04-03
        """,
    ),
    documented(
        BAD_CELL_YAML,
        "bad-cell-yaml",
        Severity.ERROR,
        "a cell of a structured field does not hold the YAML of its value",
        """A structured field (a list of mappings, a card's printings, art with a focus) is
        written in its cell as YAML on one line, as `cardkit export` writes it:
        `[{set: core, number: 5}]`. A cell that is not YAML cannot be read.

        PASS::

            # agents.csv
            name,printings
            Spark,"[{set: core, number: 5}]"

        FAIL::

            # agents.csv
            name,printings
            Spark,"[{set: core, number: 5"
        """,
    ),
    documented(
        DUPLICATE_ROW,
        "duplicate-row",
        Severity.ERROR,
        "two rows name the same card, or a new row names a card the game has",
        """A card is one file, named after the slug of its name, so two rows whose names are
        the same (case and accents aside), or give the same file name, would be one card.
        Without `--update`, a row may not name a card the game already has: `--update` merges
        the sheet into the existing files.

        PASS::

            # cards.csv
            name,cost
            Spark,1
            Flare,2

        FAIL::

            # cards.csv
            name,cost
            Spark,1
            spark,2
        """,
    ),
    documented(
        CHANGED_SINCE_EXPORT,
        "changed-since-export",
        Severity.ERROR,
        "a row changes a file that was edited after the sheet was exported",
        """`cardkit export` writes each file's revision mark in the `revision` column. When the
        file's content no longer has that mark, someone changed it after the export, and the
        row's values would overwrite that work. Export again and redo the sheet's changes, or
        bring the file's change into the sheet and clear its revision cell.

        PASS::

            # cards.csv (content/agents/spark.yaml unchanged since the export)
            name,cost,revision
            Spark,2,4KQ7ZD

        FAIL::

            # cards.csv (content/agents/spark.yaml edited since the export)
            name,cost,revision
            Spark,2,4KQ7ZD
        """,
    ),
    documented(
        ROW_DELETED,
        "row-deleted",
        Severity.WARNING,
        "a card of the kind has no row in the sheet",
        """`import --update` merges a sheet exported from the game. A card whose row is gone
        may have been deleted on purpose or by accident, so its file is kept and named here;
        `--delete` removes the files of the cards the sheet no longer has.

        PASS::

            # cards.csv (the game has Spark and Flare)
            name,cost
            Spark,1
            Flare,2

        FAIL::

            # cards.csv (the game has Spark and Flare)
            name,cost
            Spark,1
        """,
    ),
    documented(
        CANNOT_MERGE,
        "cannot-merge",
        Severity.ERROR,
        "a changed value cannot be rewritten without losing what the file says around it",
        """`import --update` rewrites only the values a sheet changed, and keeps every other
        byte of the file. A changed value that holds a comment inside it, an anchor or alias
        (`&name`, `*name`), or a file written as one flow mapping, cannot be rewritten that
        way: make the change in the YAML file itself.

        PASS::

            # content/agents/spark.yaml
            printings:
              - {set: core, number: 5, quantity: 3}

        FAIL::

            # content/agents/spark.yaml
            printings:
              - set: core   # reprinted in Embers?
                number: 5
        """,
    ),
    documented(
        STALE_TRANSLATION_ROW,
        "stale-translation-row",
        Severity.ERROR,
        "a row of a translation sheet names a string the game or the locale's PO files no longer have",
        """`cardkit i18n import` merges a sheet `cardkit i18n export` wrote: each row is one
        string of the game, named by its `file` (PO domain), `context` and `source`. When the
        game has no such string any more (a card renamed, a paragraph rewritten since the
        export), or the locale's PO file has no entry for it yet, the row's translation has
        nowhere to go. Run `cardkit i18n update LOCALE`, export the sheet again and copy the
        translation over.

        PASS::

            # translations-pt-BR.csv (the game has an agent Lantern Warden)
            file,context,source,translation
            agents,agent name,Lantern Warden,Guardiã da Lanterna

        FAIL::

            # translations-pt-BR.csv (the agent was renamed Lamp Warden since the export)
            file,context,source,translation
            agents,agent name,Lantern Warden,Guardiã da Lanterna
        """,
    ),
    documented(
        NO_TRANSLATION_COLUMN,
        "no-translation-column",
        Severity.ERROR,
        "a translation sheet lacks one of the columns file, context, source and translation",
        """A translation sheet names each string by its `file`, `context` and `source` columns
        and gives its translation in the `translation` column, as `cardkit i18n export` writes
        them (the header is the sheet's first row). Without one of them no row can be placed;
        restore the header, or export the sheet again.

        PASS::

            # translations-pt-BR.csv
            file,context,source,translation,state
            agents,agent name,Lantern Warden,Guardiã da Lanterna,translated

        FAIL::

            # translations-pt-BR.csv
            file,source,translation
            agents,Lantern Warden,Guardiã da Lanterna
        """,
    ),
)
