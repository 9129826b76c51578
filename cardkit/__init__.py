"""cardkit: validate, check and print the cards, army sheets and rulebook of a tabletop game."""

__version__ = "0.1.0"
