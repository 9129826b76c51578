"""The `git` command, asked with a timeout: the one way cardkit reads a repository's history.

Every call runs `git -C <folder>` with the environment's git, never a network remote, and
returns None (or raises `GitError`) instead of a traceback when git is missing, hangs or refuses.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

GIT_TIMEOUT = 10.0
"""Seconds a git call may take; a hung git must not hang a command."""


class GitError(Exception):
    """git is missing, timed out, or refused: the message says which, in one line."""


def git_bytes(folder: Path, *args: str, timeout: float = GIT_TIMEOUT, input: bytes | None = None) -> bytes:
    """What `git -C folder ARGS` prints (given `input` on its stdin); `GitError` with git's own
    first line when it fails."""
    try:
        done = subprocess.run(["git", "-C", str(folder), *args], capture_output=True, timeout=timeout, check=False, input=input)
    except FileNotFoundError as error:
        raise GitError("git is not installed (or not on PATH)") from error
    except subprocess.TimeoutExpired as error:
        raise GitError(f"git {args[0]} took longer than {timeout:g} s") from error
    except OSError as error:
        raise GitError(f"git cannot run: {error.strerror or error}") from error
    if done.returncode != 0:
        lines = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise GitError(lines[0].removeprefix("fatal: ") if lines else f"git {args[0]} failed")
    return done.stdout


def git_text(folder: Path, *args: str, timeout: float = GIT_TIMEOUT) -> str:
    return git_bytes(folder, *args, timeout=timeout).decode("utf-8", "replace")


def git_or_none(folder: Path, *args: str, timeout: float = GIT_TIMEOUT) -> str | None:
    """`git_text`, or None when git cannot say (outside a repository, no git): for callers that
    have a sensible answer without history."""
    try:
        return git_text(folder, *args, timeout=timeout)
    except GitError:
        return None


def top_level(folder: Path) -> Path:
    """The work tree's top folder holding `folder`; `GitError` outside a repository."""
    return Path(git_text(folder, "rev-parse", "--show-toplevel").strip())
