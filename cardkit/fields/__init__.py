"""What a game declares beyond cardkit's built-in kinds: extra fields and card kinds of its own."""
