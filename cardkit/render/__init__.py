"""Card rendering: typed model → Jinja2 HTML → WeasyPrint PDF → PNG / Tabletop Simulator sheets.

One module per stage, so each can be read and tested alone (DESIGN.md, "The pipeline"):
``profiles`` (what `print:` asks for), ``imposition`` (where each card goes on a sheet),
``chunks`` (the pages cut into small documents), ``effects`` and ``diagrams`` (card text and
pictures generated from the data), ``wording`` (the edition's words every template prints, for
sheets, rulebook and report too), ``faces`` (what one card shows), ``templating`` (the
sandboxed Jinja2 environment), ``fetcher`` (the only files WeasyPrint may read), ``fit``
(shrinking text that overflows), ``documents`` (HTML to laid-out pages), ``chunkrender`` (one
chunk to PDF bytes), ``parallel`` (chunks across worker processes), ``cachekeys`` (what a
chunk's cache key covers), ``assemble`` (chunk PDFs into one), ``stamp`` (reproducible dates and
ids), ``writing`` (atomic output), ``raster`` (PNG and TTS), ``progress`` (what the build shows
while it works), ``resources`` (where the package's templates and fonts are) and ``cards``, the
entry point that strings them together.
"""
