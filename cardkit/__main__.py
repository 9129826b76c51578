"""`python -m cardkit` behaves exactly like the `cardkit` console script."""

from cardkit.commands.app import main

main()
