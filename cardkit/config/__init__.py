"""A project's configuration: where it is (`project`), its cardkit.yaml read once into typed
settings (`settings`), and its print profiles (`print_profiles`). A problem here ends a command
with exit 2 before any content is read."""
