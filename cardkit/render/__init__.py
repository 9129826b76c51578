"""Card rendering: typed model → Jinja2 HTML → WeasyPrint PDF → PNG / Tabletop Simulator sheets.

One module per stage, so each can be read and tested alone (docs/architecture.md, The
pipeline): ``profiles`` (what `print:` asks for), ``imposition`` (where each card goes on a
sheet), ``faceplan`` (the faces every profile places, each laid out once), ``diagrams`` (card
pictures generated from the data), ``faces`` (what one card shows), ``fit`` (shrinking text
that overflows), ``documents`` (cards to laid-out pages), ``facerender`` (a batch of faces to
one PDF per face), ``parallel`` (batches across worker processes), ``cachekeys`` (what a face's
cache key covers), ``placing`` and ``assemble`` (face PDFs placed into each profile's PDF),
``raster`` (PNG and TTS), ``progress`` (what the
build shows while it works) and ``cards``, the entry point that strings them together. The
effects line and the edition's words come from `cardkit.i18n` (``effects``, ``wording``); the
sandboxed templates, the strict fetcher, stamps, atomic writes and the package's resources
from the shared output layer, `cardkit.output`.
"""
