"""cardkit: validate, check and print the cards, sheets and rulebook of a tabletop game."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    """`cardkit.__version__`: the installed distribution's version, which pyproject.toml alone
    states, read when first asked (`--version`, SARIF, the language server, cache keys)."""
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("cardkit")
        except PackageNotFoundError:  # run from a source tree that was never installed
            return "0+unknown"
    raise AttributeError(f"module 'cardkit' has no attribute {name!r}")
