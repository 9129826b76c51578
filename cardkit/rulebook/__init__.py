"""The rulebook: Markdown chapters + live game data → one checked, print-ready PDF book.

Two subpackages, one job each:

- ``book``: the book itself, read and laid out in stages (the mkdocs shape). ``manifest`` reads
  book.yaml (the chapters in reading order, missing ones included); ``markdown`` is the
  chapters' Markdown dialect (placeholder lines and their ``{{ name("arg") }}`` syntax, scenario
  fences, heading ids and glosses, trait keyword links, ``^{...}`` superscripts); ``drafts``
  the marks only a proof prints ("(?)" placeholders, ``[!REVIEW]`` notes); ``chapters`` reads and
  parses the chapters once (``read_book``); ``livedata`` resolves placeholders and renders the spell table, trait
  glossary, element table and stat blocks from the game model; ``page`` lays the whole book
  out as one HTML page with the rulebook's templates, proof or final; ``pdf`` renders it with
  WeasyPrint, laying it out again while a page ends in a hyphenated word (``page_breaks``);
  ``build`` is `cardkit build rulebook`.
- ``scenarios``: worked examples as data. ``scenario`` reads a ```scenario fence, ``replay``
  replays it with the rules engine, ``examples`` judges the replay against the text's claims
  and draws it, ``board_svg`` computes the board figure.

What `cardkit check` reports about the book lives with the other checks: the registered R6xx
rules and their `BookContext` in ``cardkit.checks.rulebook``, the stat-quote reading in
``cardkit.packs.tabmaster.checks.rulebook_quotes`` and ``rulebook_quote_check``, the chapter-level prose checks
in ``cardkit.checks.rulebook_prose``. The codes are ``cardkit.codes.checks``'.
"""
