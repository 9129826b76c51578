"""What a blow lands on: a unit's defense and its traits, and Tab Master's defeat rule."""

from __future__ import annotations

from dataclasses import dataclass

from cardkit.foundation.folding import fold


@dataclass(frozen=True)
class TraitRef:
    """A trait as a unit carries it: ``TraitRef("Essência", ("Gelo",))``."""

    name: str
    params: tuple[str, ...] = ()


@dataclass(frozen=True)
class Target:
    defense: int
    traits: tuple[TraitRef, ...] = ()

    def traits_named(self, name: str) -> tuple[TraitRef, ...]:
        """Traits with this name, folded as every name lookup is (case, accents, hyphen or
        space): the seeds write trait names in capitals in the trait list and in title case in
        the rules text (docs/seed-facts.md, Traits), and a name the checks accept must be the
        name the engine acts on."""
        wanted = fold(name)
        return tuple(trait for trait in self.traits if fold(trait.name) == wanted)


@dataclass(frozen=True)
class TraitCondition:
    """ "Units with trait X" or, with ``param``, "units with X: param" (Essência: Fogo)."""

    trait: str
    param: str | None = None

    def matches(self, target: Target) -> bool:
        return any(
            self.param is None or fold(self.param) in (fold(p) for p in trait.params)
            for trait in target.traits_named(self.trait)
        )

    def __str__(self) -> str:
        return self.trait if self.param is None else f"{self.trait}: {self.param}"


def defeats(damage: int, defense: int) -> bool:
    """Tab Master's one defeat rule: damage strictly greater than DEF (never equal)."""
    return damage > defense
