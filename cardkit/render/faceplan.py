"""Which pages a card build lays out: every card face and every back once, for all profiles.

A profile's pages (home n-up sheets with duplex backs, print-shop singles with bleed, the TTS
proof) are not laid out: they are assembled from faces (`cardkit.render.placing`). A face is one
card (or one kind's back) laid out alone on a page of the card plus a bleed, in a `FaceStyle`:
what of a profile changes the look of a card. Two profiles of the same card size share their
faces: the bleed a face is laid out with is the largest of the profiles of its card size, and a
profile with less bleed places it clipped. A proof and a final profile share the faces of every
card without draft marks to show (`proof_shows`); only a draft's face is laid out twice.

Faces are cut into batches of `FACE_BATCH` with one style and one proof flag: one WeasyPrint
document each, laid out on its own (in a worker with `--jobs`), each page written as a PDF of
its own, which the build cache keeps under the face's own key.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from cardkit.config.settings import PrintProfile
from cardkit.model.canonical import digest
from cardkit.render.backs import back_group
from cardkit.render.faces import Card
from cardkit.render.imposition import Page, impose
from cardkit.theme.art import card_font_size
from cardkit.theme.model import Theme

FACE_BATCH = 18
"""Faces per document: small enough to spread over workers and keep memory flat, large enough
that the fonts (subset once per document) are not repeated for every card."""


@dataclass(frozen=True)
class FaceStyle:
    """What of a profile shapes a laid-out face: the card size (and the text size it sets), the
    bleed laid out around it, and 100 % K text (`black_text: k-only`)."""

    card_width: float
    card_height: float
    bleed: float
    process_black: bool

    @property
    def font_size(self) -> float:
        """The card's base text size in pt, set by its size (`theme.art.card_font_size`)."""
        return card_font_size(self.card_width, self.card_height)


@dataclass(frozen=True)
class Face:
    """One page laid out once: a card's face, or the back of a back group (`card` is then None).
    `kind`: a front's card kind; a back's group (`cardkit.render.backs.back_group`: the kind
    itself when backs go by kind), which every card of the group shares."""

    kind: str
    card: str | None
    proof: bool
    style: FaceStyle

    @property
    def back(self) -> bool:
        return self.card is None

    @property
    def ref(self) -> str:
        """The face's id in its document: the card id, or `back:<group>` (no card id has a colon)."""
        return self.card if self.card is not None else f"back:{self.kind}"


@dataclass(frozen=True)
class ProfilePlan:
    """A profile's pages and, for each page, the face of each of its placements."""

    profile: PrintProfile
    pages: tuple[Page, ...]
    faces: tuple[tuple[Face, ...], ...]


@functools.lru_cache(maxsize=1 << 16)
def face_id(face: Face) -> str:
    """A digest of everything that tells `face` from another: what the cache keys and the
    assembly records name it by, made once per face in a process (a watch builds again and again)."""
    return digest(face)


def proof_shows(card: Card) -> bool:
    """Whether a proof prints this card differently from a final file: the draft stamp of a
    draft, the dashed stats of draft fields (the `proof` the card templates receive)."""
    return card.definition.is_draft or bool(getattr(card.definition, "draft_fields", ()))


def face_bleed(profiles: Iterable[PrintProfile], card_size: tuple[float, float]) -> float:
    """The bleed faces of `card_size` are laid out with: the largest of those profiles', so that
    every profile of that size can place them (clipping what it does not print)."""
    return max((profile.bleed for profile in profiles if profile.card_size == card_size), default=0.0)


def style_of(profile: PrintProfile, profiles: Iterable[PrintProfile]) -> FaceStyle:
    """The face style `profile` prints, given every profile of the project."""
    return FaceStyle(
        profile.card_width,
        profile.card_height,
        face_bleed(profiles, profile.card_size),
        profile.black_text == "k-only",
    )


def plan_profile(profile: PrintProfile, deck: Sequence[str], cards: Mapping[str, Card], style: FaceStyle, theme: Theme) -> ProfilePlan:
    """Impose `deck` (one card id per printed copy) and name the face of every placement: a
    back page places the back of its card's group (the theme's `back.group`)."""
    pages = tuple(impose(profile, deck))

    def face(card_id: str, back: bool) -> Face:
        card = cards[card_id]
        if back:
            return Face(back_group(theme, card), None, False, style)
        return Face(card.kind, card_id, profile.proof and proof_shows(card), style)

    return ProfilePlan(profile, pages, tuple(tuple(face(p.card, page.back) for p in page.placements) for page in pages))


def needed_faces(plans: Iterable[ProfilePlan]) -> list[Face]:
    """Every face the plans place, each once, in the order they first appear."""
    return list(dict.fromkeys(face for plan in plans for page in plan.faces for face in page))


def batches(faces: Sequence[Face], size: int = FACE_BATCH) -> list[tuple[Face, ...]]:
    """`faces` cut into documents of one style and one proof flag, at most `size` each, in order;
    backs apart from fronts. The cache records the files a document read for each of its faces,
    so a logo only the backs show re-lays out the backs when it changes, not the fronts."""
    groups: dict[tuple[FaceStyle, bool, bool], list[Face]] = {}
    for face in faces:
        groups.setdefault((face.style, face.proof, face.back), []).append(face)
    return [tuple(group[start : start + size]) for group in groups.values() for start in range(0, len(group), size)]
