"""Card rendering: typed model → Jinja2 HTML → WeasyPrint PDF → PNG / Tabletop Simulator sheets.

One module per stage, so each can be read and tested alone (DESIGN.md, "The pipeline"):
``profiles`` (what `print:` asks for), ``imposition`` (where each card goes on a sheet),
``effects`` and ``diagrams`` (card text and pictures generated from the data), ``faces``
(what one card shows), ``templating`` (the sandboxed Jinja2 environment), ``fetcher`` (the only
files WeasyPrint may read), ``fit`` (shrinking text that overflows), ``documents`` (HTML to
laid-out pages), ``writing`` (atomic output), ``raster`` (PNG and TTS), ``resources`` (where
the package's templates and fonts are) and ``cards``, the entry point that strings them together.
"""
