"""The build cache: render results kept under `build/.cache/`, found again by a digest of their inputs.

``digest`` turns inputs (typed model objects, files, folders) into stable digests; ``store``
keeps one entry per key in a folder, each entry one file written atomically, checked against
its own checksum and against the digests of the files it was made from. A damaged or stale
entry is a miss, never a wrong result; a cache that cannot be written is an `OutputError`.
"""
