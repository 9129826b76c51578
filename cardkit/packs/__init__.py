"""The rules packs bundled with cardkit, one subpackage each (`tabmaster`).

The pack interface they implement, and through which the core finds them, is
`cardkit.model.packs`; nothing below this layer imports a bundled pack.
"""
