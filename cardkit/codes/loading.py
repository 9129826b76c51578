"""Y0xx: what can stop a YAML file from loading (`cardkit.loading`), checked before any schema.

A file with a Y error is left out of the game, so these codes cannot be turned off.
"""

from __future__ import annotations

from cardkit.codes.entry import Code, code_table, documented
from cardkit.foundation.diagnostics import Severity

YAML_SYNTAX = "Y001"
DUPLICATE_KEY = "Y002"
NOT_UTF8 = "Y003"
TAB_INDENTATION = "Y004"
EMPTY_FILE = "Y005"
NOT_A_MAPPING = "Y006"
YES_NO_WORD = "Y007"
ALIAS_EXPANSION = "Y008"
TOO_BIG = "Y009"
UNSUPPORTED_YAML = "Y010"
UNREADABLE_FILE = "Y011"
KEY_NOT_TEXT = "Y012"

LOADING_CODES: dict[str, Code] = code_table(
    documented(
        YAML_SYNTAX,
        "yaml-syntax-error",
        Severity.ERROR,
        "YAML syntax error",
        """The file is not YAML: an unclosed bracket or quote, a `:` missing after a key, a line
        indented where nothing can start. The message says what YAML expected, at the place
        where reading stopped (often just after the real mistake).

        PASS::

            # content/agents/tide-caller.yaml
            subtypes: [sailor, spirit]

        FAIL::

            # content/agents/tide-caller.yaml
            subtypes: [sailor, spirit
        """,
    ),
    documented(
        DUPLICATE_KEY,
        "duplicate-key",
        Severity.ERROR,
        "a key is defined twice in the same mapping",
        """A mapping names the same key twice. Most YAML tools keep the later value without a
        word, so the card would silently print something other than what the first line says;
        cardkit keeps the first and reports the second.

        PASS::

            # content/spells/choque.yaml
            name: Choque
            damage: 1d20

        FAIL::

            # content/spells/choque.yaml
            name: Choque
            damage: 1d20
            damage: 2d10
        """,
    ),
    documented(
        NOT_UTF8,
        "not-utf8",
        Severity.ERROR,
        "the file is not UTF-8 text",
        """Every file is read as UTF-8. A file saved as UTF-16 or in a legacy encoding (Latin-1,
        Windows-1252) turns accented names into other characters, so it is refused with the
        byte that gave it away. Save it as UTF-8 (a byte-order mark is accepted).

        PASS::

            # content/spells/lamina-da-terra.yaml, saved as UTF-8
            name: Lâmina da Terra

        FAIL::

            # content/spells/lamina-da-terra.yaml, saved as Latin-1 (â is the byte 0xE2)
            name: Lâmina da Terra
        """,
    ),
    documented(
        TAB_INDENTATION,
        "tab-indentation",
        Severity.ERROR,
        "a tab is used for indentation",
        """YAML indents with spaces only; a tab at the start of a line (shown as <TAB>) makes the
        file unreadable. Most editors can be told to insert spaces for the Tab key in .yaml files.

        PASS::

            # content/units/lanceiro.yaml
            attacks:
              - type: Comum

        FAIL::

            # content/units/lanceiro.yaml
            attacks:
            <TAB>- type: Comum
        """,
    ),
    documented(
        EMPTY_FILE,
        "empty-file",
        Severity.ERROR,
        "the file is empty or holds only comments",
        """A definition file must define something: a file with nothing but comments or blank
        lines (often one created and never filled) is reported rather than skipped.

        PASS::

            # content/traits/voar.yaml
            name: Voar
            params: []

        FAIL::

            # content/traits/voar.yaml
            # to do: write the trait
        """,
    ),
    documented(
        NOT_A_MAPPING,
        "top-level-not-mapping",
        Severity.ERROR,
        "the top level is not a mapping of keys",
        """A definition is a mapping of `key: value` lines. A file whose top level is a list or a
        lone value (a `-` at the start of the first line, text without a key) holds no keys for
        the schema to read.

        PASS::

            # content/traits/voar.yaml
            name: Voar

        FAIL::

            # content/traits/voar.yaml
            - name: Voar
        """,
    ),
    documented(
        YES_NO_WORD,
        "yes-no-word",
        Severity.WARNING,
        "unquoted yes/no/on/off/y/n: a boolean to many YAML tools",
        """YAML 1.2 (and cardkit) reads an unquoted yes, no, on, off, y or n as text, but YAML 1.1
        tools (PyYAML, many editors' plugins) read it as true or false, so the same file means
        two things. Quote the word, or write true/false.

        PASS::

            # content/units/lanceiro.yaml
            flavor: "no"

        FAIL::

            # content/units/lanceiro.yaml
            flavor: no
        """,
    ),
    documented(
        ALIAS_EXPANSION,
        "alias-expansion",
        Severity.ERROR,
        "aliases expand to too many values, or refer to themselves",
        """Anchors (`&name`) and aliases (`*name`) may repeat a value, but a file whose aliases
        would expand to more values than a definition ever needs (a "billion laughs" bomb), or
        an alias inside its own anchor, is refused before it is expanded.

        PASS::

            # content/agents/tide-caller.yaml
            subtypes: &shared [sailor]
            notes: *shared

        FAIL::

            # content/agents/tide-caller.yaml
            subtypes: &loop [*loop]
        """,
    ),
    documented(
        TOO_BIG,
        "file-too-big",
        Severity.ERROR,
        "the file, its nesting or one of its texts is too big",
        """A definition file may hold at most 2 MiB, nest at most 64 levels deep and hold texts of
        at most 256 Ki characters: limits no real card comes near, so a file past them is a
        mistake (a pasted binary, a generated file run away) and is refused unread.

        PASS::

            # content/traits/voar.yaml
            text: |
              Conta como se estivesse a uma altura acima das outras.

        FAIL::

            # content/traits/voar.yaml (a text of 300,000 characters)
            text: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…"
        """,
    ),
    documented(
        UNSUPPORTED_YAML,
        "unsupported-yaml",
        Severity.ERROR,
        "unsupported YAML feature (a tag such as !!python/..., or a << merge)",
        """Definitions hold plain text, numbers, true/false, lists and mappings. A tag
        (`!!python/object`, `!!binary`, or a typed tag whose value does not fit it) could make
        other tools build objects from the file, and a `<<` merge key hides which keys a mapping
        has; both are refused. Write the value or the keys out.

        PASS::

            # content/spells/choque.yaml
            cost: 2

        FAIL::

            # content/spells/choque.yaml
            cost: !!python/object:os.system 2
        """,
    ),
    documented(
        UNREADABLE_FILE,
        "unreadable-file",
        Severity.ERROR,
        "the file cannot be read",
        """The file does not exist, is a folder, a pipe or a device, cardkit may not read it, or it
        is a link pointing out of the project (whose target could be any file of the machine).
        The message says which; copy a linked file into the project instead of linking to it.

        PASS::

            # content/spells/choque.yaml: a regular file inside the project
            name: Choque

        FAIL::

            # content/spells/choque.yaml: a symbolic link to /etc/passwd
        """,
    ),
    documented(
        KEY_NOT_TEXT,
        "key-not-text",
        Severity.ERROR,
        "a mapping key is not text",
        """Keys are names: a key YAML reads as a number, a boolean, null, a list or a mapping
        (`1:`, `true:`, a `:` with nothing before it) would be a different key to every tool.
        Put such a key in quotes.

        PASS::

            # content/armies/exercito-azul.yaml
            ammunition:
              "1": 10

        FAIL::

            # content/armies/exercito-azul.yaml
            ammunition:
              1: 10
        """,
    ),
)
