"""`cardkit report`: the game's balance in exact numbers, with charts, as HTML and PDF.

``balance`` measures every spell and attack with the rules engine, ``outliers`` picks what a
designer should look at, ``charts`` draws them (SVG), ``document`` writes build/report/.
"""
