"""`canonical`: the plain data every build-cache key and revision mark is a digest of. It looks up
each dataclass's fields once per type; these pin what it returns, so a faster walk can never
change a key (which would re-render every cached face) or a printed mark."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import PurePosixPath

from cardkit.model import Located
from cardkit.model.canonical import canonical, digest


class Colour(str, Enum):
    RED = "red"


@dataclass(frozen=True)
class Inner:
    name: str
    tags: frozenset[str]


@dataclass(frozen=True)
class Outer:
    inner: Inner
    colour: Colour
    counts: dict[str, int]
    path: PurePosixPath
    flag: bool
    ratio: float
    nothing: None
    items: tuple[Inner, ...]


def test_a_dataclass_becomes_its_type_name_and_fields_in_declaration_order() -> None:
    inner = Inner("Fogo", frozenset({"b", "a"}))
    value = Outer(inner, Colour.RED, {"z": 1, "a": 2}, PurePosixPath("art/x.png"), True, 0.5, None, (inner,))
    assert canonical(value) == [
        "Outer",
        {
            "inner": ["Inner", {"name": "Fogo", "tags": ["a", "b"]}],
            "colour": "red",
            "counts": [["a", 2], ["z", 1]],
            "path": "art/x.png",
            "flag": True,
            "ratio": 0.5,
            "nothing": None,
            "items": [["Inner", {"name": "Fogo", "tags": ["a", "b"]}]],
        },
    ]


def test_an_enum_of_str_is_its_value_not_itself() -> None:
    assert canonical(Colour.RED) == "red"
    assert type(canonical(Colour.RED)) is str


@dataclass(frozen=True)
class Sourced:
    cost: int
    source: object


class Place(Located):
    def __init__(self) -> None:  # no document needed: canonical never reads it
        pass


def test_a_located_field_is_left_out() -> None:
    assert canonical(Sourced(3, Place())) == ["Sourced", {"cost": 3}]


def test_equal_values_share_a_digest_and_different_ones_do_not() -> None:
    one = Inner("Fogo", frozenset({"a", "b"}))
    assert digest(one) == digest(Inner("Fogo", frozenset({"b", "a"})))
    assert digest(one) != digest(Inner("Água", frozenset({"a", "b"})))
