"""The rulebook: Markdown chapters + live game data → one checked, print-ready PDF book.

A build is manifest → chapters → page → PDF, each stage its own module (the mkdocs shape):

- ``manifest``: book.yaml, the chapters in reading order, missing ones included;
- ``chapters`` and ``markdown``: read and parse the chapters (placeholders, scenario blocks,
  heading ids, trait keyword links); ``placeholders``: the ``{{ name("arg") }}`` syntax;
- ``livedata`` and ``elements_text``: spell table, trait glossary, element table and stat blocks
  filled from the game model;
- ``quotes``, ``quote_check`` and ``prose``: stat quotes in the prose checked against the cards,
  stray placeholders, broken internal links;
- ``scenario``, ``replay``, ``examples`` and ``board_svg``: worked examples read, replayed with
  the rules engine, judged and drawn;
- ``page``, ``templating``, ``paper`` and ``pdf``: the book page and its layout;
- ``build``: `build_rulebook` and `check_rulebook`, what the CLI calls. Codes are in ``codes``.
"""
