"""The errata sheet: what changed between two revisions of a game, for its players (`cardkit errata`)."""
