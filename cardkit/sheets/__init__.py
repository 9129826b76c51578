"""Army sheets: the Ficha de Exército of each army and the game's Ficha de Engenhos, as fillable PDFs.

One module per job: ``colors`` (a player's colour and the ink that reads on it), ``tables``
(the unit stat rows), ``tracks`` (rows of boxes to tick: VIT, ammunition, Fluxo), ``legality``
(did the army pass `cardkit check`, and which content it was built from), ``views`` (what each
sheet shows), ``pdf`` (HTML to a fillable PDF) and ``build``, the entry point of
`cardkit build sheets`.
"""
