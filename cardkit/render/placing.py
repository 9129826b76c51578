"""A profile's pages assembled from laid-out faces: each face a Form XObject, placed by the imposition.

WeasyPrint lays every face out once (`cardkit.render.facerender`); a home sheet, a print-shop
single or a TTS proof page is a new page that draws those faces where `imposition` puts their
cells, clipped to the profile's bleed (a face is laid out with the largest bleed of its card
size), plus the crop marks as lines. No HTML is laid out again: placing a face is a transform
and a `Do`. The objects are copied with pikepdf (qpdf), stream bytes as they are, never decoded.

Each face PDF carries the font subsets of the batch it was laid out in, so the faces of one
batch would bring the same subsets many times, and WeasyPrint shares one gradient or pattern
between the cards of a document: a face's form is copied entry by entry and every resource is
copied once per file, by a digest of its content stamped where the face was laid out
(`SharedResources`). A face PDF is open only while its form is made: its objects are copied
out of it, stream bytes included.
"""

from __future__ import annotations

import functools
import hashlib
import io
from collections.abc import Callable, Mapping, Sequence

import pikepdf

from cardkit.config.settings import PrintProfile
from cardkit.render.faceplan import Face, ProfilePlan
from cardkit.render.imposition import PT_PER_MM, Mark, slug

MARK_WIDTH_MM = 0.15
"""Crop marks are hairlines of 0.15 mm in black."""
RESOURCE_CATEGORIES = ("/Font", "/XObject", "/Pattern", "/Shading", "/ExtGState", "/ColorSpace")
"""What a face draws with that other faces repeat: font subsets of its batch, images, gradients."""
FACE_FORM = "/Face"
"""The name of the one form a face PDF's page draws (`wrap_in_form`)."""
DIGEST_KEY = "/CardkitDigest"
"""Where a face PDF keeps the content digest of each of its resources (`stamp_digests`)."""


def _pt(mm: float) -> str:
    return f"{mm * PT_PER_MM:.4f}".rstrip("0").rstrip(".")


ResourcePath = tuple[str | int, ...]
"""Where an object lies below a face's form: dictionary keys and array indexes, in turn."""


class FaceForms:
    """The faces of one build as Form XObjects of one output file, each made once, each resource
    they draw with copied once (`SharedResources`). A face PDF is opened only while its form is
    made: everything is copied out of it, its streams' bytes included, so nothing reads it later.
    `existing` finds a resource the file already holds, by its content digest (`increment`)."""

    def __init__(self, target: pikepdf.Pdf, pdfs: Mapping[Face, bytes], existing: Callable[[bytes], pikepdf.Object | None] | None = None) -> None:
        self.target = target
        self.pdfs = pdfs
        self._forms: dict[Face, pikepdf.Object] = {}
        self._shared = SharedResources(target, existing)

    def form(self, face: Face) -> pikepdf.Object:
        if face not in self._forms:
            with pikepdf.open(io.BytesIO(self.pdfs[face])) as source:
                self._forms[face] = self._shared.form(source.pages[0].obj.Resources.XObject[FACE_FORM])
        return self._forms[face]

    @property
    def reused(self) -> set[tuple[int, int]]:
        """The objects `existing` found (already in the file, as it was before these forms)."""
        return self._shared.reused

    def resource_paths(self) -> dict[Face, dict[str, ResourcePath]]:
        """For each face made, where each resource kept by its content digest lies below its
        form: the file's resources by digest, found again without a digest of the whole file."""
        kept = {made.objgen: key.hex() for key, made in self._shared.kept.items()}
        return {face: _paths_below(form, kept) for face, form in self._forms.items()}


def _paths_below(form: pikepdf.Object, kept: Mapping[tuple[int, int], str]) -> dict[str, ResourcePath]:
    """Digest -> the first path (keys sorted, depth first) from `form` to each kept object it reaches."""
    found: dict[str, ResourcePath] = {}
    seen: set[tuple[int, int]] = {form.objgen}
    pending: list[tuple[pikepdf.Object, ResourcePath]] = [(form, ())]
    while pending:
        value, path = pending.pop()
        if isinstance(value, pikepdf.Dictionary | pikepdf.Stream):
            children: list[tuple[str | int, pikepdf.Object]] = [(name, value[name]) for name in sorted(value.keys())]
        elif isinstance(value, pikepdf.Array):
            children = list(enumerate(value))
        else:
            continue
        for step, child in reversed(children):
            if not isinstance(child, pikepdf.Object):
                continue
            if child.is_indirect:
                if child.objgen in seen:
                    continue
                seen.add(child.objgen)
                digest = kept.get(child.objgen)
                if digest is not None:
                    found.setdefault(digest, (*path, step))
            pending.append((child, (*path, step)))
    return found


def object_at(form: pikepdf.Object, path: ResourcePath) -> pikepdf.Object | None:
    """The object at `path` below `form` (`FaceForms.resource_paths`), None where none is."""
    value = form
    try:
        for step in path:
            value = value[step]
    except (KeyError, IndexError, TypeError, ValueError):
        return None
    return value if isinstance(value, pikepdf.Object) and value.is_indirect else None


def wrap_in_form(pdf: pikepdf.Pdf, page: pikepdf.Page) -> None:
    """Make `page` draw its content through one Form XObject, `FACE_FORM` of its resources, as
    the face PDFs are kept: assembly then copies that form as it is."""
    form = _page_form(pdf, page)
    page.obj.Resources = pikepdf.Dictionary(XObject=pikepdf.Dictionary({FACE_FORM: form}))
    page.obj.Contents = pdf.make_stream(f"{FACE_FORM} Do".encode("ascii"))


def _page_form(source: pikepdf.Pdf, page: pikepdf.Page) -> pikepdf.Object:
    """`page` as a Form XObject of `source`: its content, resources and transparency group,
    bounded by its media box (the card with the bleed it was laid out with)."""
    page.contents_coalesce()
    contents = page.obj.Contents
    form = pikepdf.Stream(source, contents.read_raw_bytes())
    for key in ("/Filter", "/DecodeParms"):
        if key in contents:
            form[key] = contents[key]
    form.Type = pikepdf.Name.XObject
    form.Subtype = pikepdf.Name.Form
    form.BBox = page.obj.MediaBox
    form.Resources = page.obj.Resources
    if "/Group" in page.obj:
        form.Group = page.obj.Group
    return source.make_indirect(form)


class SharedResources:
    """Objects of face PDFs copied into one output file, each resource once: a resource whose
    content digest (stamped where it was laid out, else computed in its face) is already kept
    in the output is referred to, never copied again; a new one is copied, and when it draws
    with resources of its own (a form, a pattern) those go through the same rule. Objects are
    copied here rather than with qpdf's `copy_foreign`, whose copied streams keep reading their
    source until the output is saved: a face PDF can be closed once its form is made, so one
    profile does not hold all its faces open. The stamps are not written."""

    def __init__(self, target: pikepdf.Pdf, existing: Callable[[bytes], pikepdf.Object | None] | None = None) -> None:
        self.target = target
        self.kept: dict[bytes, pikepdf.Object] = {}
        """Each resource copied, by its content digest."""
        self.reused: set[tuple[int, int]] = set()
        self._existing = existing
        self._copied: dict[tuple[int, int], pikepdf.Object] = {}

    def _known(self, key: bytes) -> pikepdf.Object | None:
        """The resource of digest `key` the output already holds: copied here, or in the file
        before this copy (`existing`)."""
        kept = self.kept.get(key)
        if kept is None and self._existing is not None:
            kept = self._existing(key)
            if kept is not None:
                self.kept[key] = kept
                self.reused.add(kept.objgen)
        return kept

    def form(self, source: pikepdf.Object) -> pikepdf.Object:
        """`source`, a face's form, as a form of the output file; its digests are read in its face,
        and what it refers to twice is copied once (`_copied`, by the face's object numbers)."""
        self._copied = {}
        return self._rebuilt(source, ContentDigests())

    def _resources(self, resources: pikepdf.Object, digests: ContentDigests) -> pikepdf.Object:
        """A resource dictionary of a face in the output: each resource in it through `_resource`."""

        def made() -> pikepdf.Object:
            copied = pikepdf.Dictionary()
            for category in sorted(resources.keys()):  # pikepdf gives a set: its order changes per run
                entries = resources[category]
                if category in RESOURCE_CATEGORIES and isinstance(entries, pikepdf.Dictionary):
                    copied[category] = self._once(entries, functools.partial(self._entries, entries, digests))
                else:
                    copied[category] = self._value(entries, digests)
            return copied

        return self._once(resources, made)

    def _entries(self, entries: pikepdf.Object, digests: ContentDigests) -> pikepdf.Object:
        return pikepdf.Dictionary(
            {name: self._resource(entries[name], digests) if entries[name].is_indirect else self._value(entries[name], digests) for name in sorted(entries.keys())}
        )

    def _once(self, source: pikepdf.Object, make: Callable[[], pikepdf.Object]) -> pikepdf.Object:
        """`make()`, indirect and made once per face where `source` is indirect (a dictionary the
        face's form and its patterns share is copied once, and goes into an object stream)."""
        if not source.is_indirect:
            return make()
        copied = self._copied.get(source.objgen)
        if copied is None:
            copied = self._copied[source.objgen] = self.target.make_indirect(make())
        return copied

    def _resource(self, value: pikepdf.Object, digests: ContentDigests) -> pikepdf.Object:
        key = _stamped_digest(value) or digests.of(value)
        kept = self._known(key)
        if kept is None:
            if "/Resources" in value:
                kept = self._rebuilt(value, digests, key)
            else:
                kept = self.kept[key] = self._value(value, digests)
        return kept

    def _rebuilt(self, value: pikepdf.Object, digests: ContentDigests, key: bytes | None = None) -> pikepdf.Object:
        """`value` (a stream or dictionary) made anew in the output, its resources through
        `_resources`; kept under `key` and registered before what it refers to is copied (an
        object that refers back to itself ends there)."""
        if isinstance(value, pikepdf.Stream):  # a stream is made indirect in its file (make_indirect would add it twice)
            made: pikepdf.Object = pikepdf.Stream(self.target, value.read_raw_bytes())
        else:
            made = self.target.make_indirect(pikepdf.Dictionary())
        self._copied[value.objgen] = made
        if key is not None:
            self.kept[key] = made
        for name in sorted(value.keys()):
            if name in ("/Length", DIGEST_KEY):
                continue
            item = value[name]
            resources = name == "/Resources" and isinstance(item, pikepdf.Dictionary)
            made[name] = self._resources(item, digests) if resources else self._value(item, digests)
        return made

    def _value(self, value: pikepdf.Object, digests: ContentDigests) -> pikepdf.Object:
        """A value that is not a resource, made in the output: an indirect one once per face, a
        container with what it holds, a stream with its bytes as they are (still encoded)."""
        if isinstance(value, pikepdf.Object) and value.is_indirect:
            copied = self._copied.get(value.objgen)
            if copied is None:
                copied = self._copied[value.objgen] = self._indirect(value, digests)
            return copied
        if isinstance(value, pikepdf.Dictionary):
            return pikepdf.Dictionary({name: self._value(value[name], digests) for name in sorted(value.keys()) if name != DIGEST_KEY})
        if isinstance(value, pikepdf.Array):
            return pikepdf.Array([self._value(item, digests) for item in value])
        return value

    def _indirect(self, value: pikepdf.Object, digests: ContentDigests) -> pikepdf.Object:
        """An indirect object of a face made in the output, registered before what it refers to
        is copied."""
        if isinstance(value, pikepdf.Array):
            made = self.target.make_indirect(pikepdf.Array())
            self._copied[value.objgen] = made
            for item in value:
                made.append(self._value(item, digests))
            return made
        if not isinstance(value, pikepdf.Stream | pikepdf.Dictionary):
            return self.target.make_indirect(value)
        if isinstance(value, pikepdf.Stream):  # a font program two subsets' descriptors share, an ICC profile
            key = digests.of(value)
            kept = self._known(key)
            return kept if kept is not None else self._rebuilt(value, digests, key)
        return self._rebuilt(value, digests)


def stamp_digests(resources: pikepdf.Object, digests: ContentDigests) -> None:
    """Write into every resource `resources` draws with (nested ones too) its content digest,
    where a face is laid out: the faces of one batch share their resources, so each digest is
    computed once per batch there rather than once per face at every assembly. Assembly reads
    it (`SharedResources`) and takes it out of what it writes."""
    for category in RESOURCE_CATEGORIES:
        entries = resources.get(category)
        if not isinstance(entries, pikepdf.Dictionary):
            continue
        for value in entries.values():
            if not value.is_indirect or DIGEST_KEY in value:
                continue
            value[DIGEST_KEY] = pikepdf.String(digests.of(value))
            nested = value.get("/Resources")
            if isinstance(nested, pikepdf.Dictionary):
                stamp_digests(nested, digests)


def _stamped_digest(value: pikepdf.Object) -> bytes | None:
    stamped = value.get(DIGEST_KEY)
    return bytes(stamped) if isinstance(stamped, pikepdf.String) else None


class ContentDigests:
    """Digests of PDF objects by content, not by object number: an object's digest covers what
    it refers to through the digests of those objects, each computed once per file."""

    IN_PROGRESS = b"<cycle>"

    def __init__(self) -> None:
        self._known: dict[tuple[int, int], bytes] = {}

    def of(self, value: pikepdf.Object) -> bytes:
        if not value.is_indirect:
            return self._direct(value)
        known = self._known.get(value.objgen)
        if known is not None:
            return known
        self._known[value.objgen] = self.IN_PROGRESS
        found = self._direct(value)
        self._known[value.objgen] = found
        return found

    def _direct(self, value: object) -> bytes:
        digest = hashlib.sha256()
        if isinstance(value, pikepdf.Stream):
            digest.update(b"<stream>" + value.read_raw_bytes())
        if isinstance(value, pikepdf.Stream | pikepdf.Dictionary):
            for key in sorted(value.keys()):
                if key not in ("/Length", "/Parent", DIGEST_KEY):
                    digest.update(key.encode("utf-8") + self._part(value[key]))
        elif isinstance(value, pikepdf.Array):
            for item in value:
                digest.update(b"," + self._part(item))
        else:
            digest.update(repr(value).encode("utf-8"))
        return digest.digest()

    def _part(self, value: object) -> bytes:
        if isinstance(value, pikepdf.Object) and value.is_indirect:
            return b"@" + self.of(value)
        return self._direct(value)


def place_profile(whole: pikepdf.Pdf, plan: ProfilePlan, forms: FaceForms) -> None:
    """Append the pages of `plan` to `whole`, drawing the faces' forms where the plan puts them."""
    profile = plan.profile
    width, height, page_bleed = _page_geometry(profile)
    media = [-page_bleed, -page_bleed, width + page_bleed, height + page_bleed]
    for page, faces in zip(plan.pages, plan.faces, strict=True):
        names: dict[str, pikepdf.Object] = {}
        drawn = []
        for number, (placement, face) in enumerate(zip(page.placements, faces, strict=True)):
            name = f"/C{number}"
            names[name] = forms.form(face)
            drawn.append(_draw_face(profile, height, placement.x, placement.y, name))
        drawn.append(_draw_marks(page.marks, height))
        new = pikepdf.Dictionary(
            Type=pikepdf.Name.Page,
            MediaBox=_box(media),
            BleedBox=_box(media),
            TrimBox=_box([0.0, 0.0, width, height]),
            Resources=pikepdf.Dictionary(XObject=pikepdf.Dictionary(names)),
            Contents=whole.make_stream("".join(drawn).encode("ascii")),
        )
        whole.pages.append(pikepdf.Page(new))


def place_blank_page(whole: pikepdf.Pdf, profile: PrintProfile) -> None:
    """One empty page with the boxes a page of `profile` has, so a file with no card (a reprint
    set of drafts only, in a final profile) is still a file the print shop's checks accept."""
    width, height, page_bleed = _page_geometry(profile)
    media = _box([-page_bleed, -page_bleed, width + page_bleed, height + page_bleed])
    page = pikepdf.Dictionary(
        Type=pikepdf.Name.Page, MediaBox=media, BleedBox=media, TrimBox=_box([0.0, 0.0, width, height]),
        Resources=pikepdf.Dictionary(), Contents=whole.make_stream(b""),
    )
    whole.pages.append(pikepdf.Page(page))


def _page_geometry(profile: PrintProfile) -> tuple[float, float, float]:
    """Page width and height (mm) and what the media box extends past them: a single card's page
    is its trim box, grown by the bleed and the slug of its marks; a sheet is the paper."""
    if profile.single:
        return profile.card_width, profile.card_height, profile.bleed + slug(profile)
    return profile.paper_width, profile.paper_height, 0.0


def _draw_face(profile: PrintProfile, page_height: float, x: float, y: float, name: str) -> str:
    """A face whose cell (card plus the profile's bleed) has its top-left corner at (x, y) mm
    from the page's top-left: moved to its trim corner, clipped to the profile's bleed."""
    bleed = profile.bleed
    left = x + bleed
    bottom = page_height - (y + bleed) - profile.card_height
    clip = [-bleed, -bleed, profile.card_width + 2 * bleed, profile.card_height + 2 * bleed]
    rectangle = " ".join(_pt(value) for value in clip)
    return f"q 1 0 0 1 {_pt(left)} {_pt(bottom)} cm {rectangle} re W n {name} Do Q\n"


def _draw_marks(marks: Sequence[Mark], page_height: float) -> str:
    """Crop marks as stroked lines, from millimetres down from the page's top."""
    if not marks:
        return ""
    lines = "".join(
        f"{_pt(mark.x1)} {_pt(page_height - mark.y1)} m {_pt(mark.x2)} {_pt(page_height - mark.y2)} l\n" for mark in marks
    )
    return f"q 0 0 0 RG {_pt(MARK_WIDTH_MM)} w\n{lines}S Q\n"


def _box(values: Sequence[float]) -> pikepdf.Array:
    return pikepdf.Array([round(value * PT_PER_MM, 4) for value in values])
