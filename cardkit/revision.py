"""Which content a printed book or sheet was built from, independent of git."""

from __future__ import annotations

import hashlib

from cardkit.paths import lies_inside
from cardkit.project import Project


def content_revision(project: Project) -> str:
    """A short digest of everything in content/: two books with the same revision were built
    from the same cards and chapters, whatever git says. A symlink out of the project is no
    part of it, and is never read (it could be any file of the machine)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in project.content_dir.rglob("*") if p.is_file() and lies_inside(p, project.root)):
        digest.update(project.relpath(path).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]
