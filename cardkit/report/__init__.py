"""`cardkit report`: the game measured for its designers, as HTML and PDF.

``document`` writes build/report/: cardkit's document with the pages the game's rules pack
adds (``pages``: Tab Master's exact odds, outliers and charts) and the tables of the fields
game.yaml declares for the report (``declared``).
"""
