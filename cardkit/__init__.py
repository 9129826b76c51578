"""cardkit: validate, check and print the cards, sheets and rulebook of a tabletop game."""

__version__ = "0.1.0"
