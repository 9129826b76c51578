"""A process and everything below it, read from /proc (Linux): for peak memory of worker
processes that the build does not wait for itself (they belong to its fork server), and for
the fault tests, which check that no worker outlives a killed build."""

from __future__ import annotations

import os
from pathlib import Path

PROC = Path("/proc")


def descendants(pid: int) -> set[int]:
    """Every process below `pid` right now."""
    parents: dict[int, int] = {}
    for stat in PROC.glob("[0-9]*/stat"):
        try:
            parents[int(stat.parent.name)] = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue  # ended while we looked
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def peak_mib(pid: int) -> float:
    """The peak resident memory (VmHWM) of a running process in MiB; 0 once it has ended."""
    try:
        for line in (PROC / str(pid) / "status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU a running process has used so far (its threads included, its children
    not); 0 once it has ended."""
    try:
        fields = (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime and stime: fields 14 and 15 of stat


def command_line(pid: int) -> str:
    """The command line of a running process, its arguments joined by spaces; "" once it has ended."""
    try:
        return (PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", errors="replace")
    except OSError:
        return ""
