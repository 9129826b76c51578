"""cardkit.output"""
