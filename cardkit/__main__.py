"""`python -m cardkit` behaves exactly like the `cardkit` console script."""

from cardkit.cli import main

main()
