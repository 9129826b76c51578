"""The manual's reference pages, generated from the one source of each fact.

Each page of docs/reference/ is written by one function of one module here, from what cardkit
itself reads: the JSON Schemas and the field table (the files' keys), the code table (codes),
the command line (commands and options), the template set, the theme and its anatomy (template
functions, tokens, slots), the rulebook's generator registry, the symbols and the pack
interface. Nothing of it is committed: `make docs` writes the pages while mkdocs builds the site
(`cardkit.manual.hook`), and tests/docs/test_reference.py calls the same functions. This package
sits at the top, beside the commands: it reads every layer and nothing imports it.
"""
