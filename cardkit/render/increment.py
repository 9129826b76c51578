"""A profile's PDF brought up to date from the last one written, when only some faces changed.

Assembling a profile copies every face into a new file (`assemble`): at 500 cards that is most
of a one-card edit's time, though one face changed. So each written profile's last assembly is
recorded (`AssemblyRecord`, in the cards cache): a digest of everything that shapes the file
except the faces' own bytes (the plan's pages, placements and faces, the stamp, the document
information, the print-file declarations, the rendering code), the digest of the bytes written,
and each face's cache key. The next build of that profile, when its plan digest is the record's
and the file on disk still holds the recorded bytes:

- every face has its recorded key: the file is what a new assembly would draw, and is kept;
- some faces have new keys: the file is opened and each changed face's form, the one object
  every placement of that face draws, is rewritten in place with the new face's content; the
  pages do not change. Its resources are copied as `assemble` copies them (`SharedResources`),
  each one the file already holds (by content digest) referred to rather than copied: the
  record says where each face's resources lie below its form, so they are found without a
  digest of the whole file. Small black text is put on the black plate in the new forms only,
  and a print file gets its new XMP DocumentID. The file has the bytes `assemble` would write
  from the same faces: a build is the same whatever its cache held.

Anything else (no record, another plan, a file changed or removed since, `--clean`) assembles
the profile whole. A record is written only after its file was, so a failed build leaves the
last good pair.
"""

from __future__ import annotations

import contextlib
import io
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import cast

import pikepdf

from cardkit.foundation.hashing import bytes_digest
from cardkit.loading import read_regular_file
from cardkit.model.canonical import digest
from cardkit.output.stamp import PdfStamp
from cardkit.output.writing import write_bytes_atomically
from cardkit.render.assemble import FORMAT, Assembled, content_digest, saved
from cardkit.render.faceplan import Face, ProfilePlan, face_id
from cardkit.render.placing import FaceForms, ResourcePath, object_at
from cardkit.render.printfile import PrintFile, refresh_print_file
from cardkit.render.smallblack import K_ONLY_SMALL, k_only_small_text

RECORD_VERSION = 1
WHOLE, UPDATED, KEPT = "assembled whole", "updated", "kept"
"""How a profile's file was made this build (`Assemblies.pdf`)."""
MAX_RECORD_BYTES = 256 * 1024 * 1024
"""A record names every face of a profile with its resources: a few megabytes at 2,000 cards."""
MAX_FILE_BYTES = 16 * 1024 * 1024 * 1024
UNUSABLE = (pikepdf.PdfError, KeyError, IndexError, AttributeError, TypeError, ValueError)
"""What reading a last file through a record that does not describe it raises."""


@dataclass(frozen=True)
class FaceRecord:
    """One face of a recorded file: its cache key, and where each resource it draws with lies
    below its form (content digest -> path; `FaceForms.resource_paths`)."""

    key: str
    resources: dict[str, ResourcePath]


@dataclass(frozen=True)
class AssemblyRecord:
    """The last assembly of one profile: `plan` (`plan_digest`), `file` (the digest of the bytes
    written) and each face's record, by `face_id`."""

    plan: str
    file: str
    faces: dict[str, FaceRecord]


def plan_digest(plan: ProfilePlan, environment: str, stamp: PdfStamp, print_file: PrintFile | None) -> str:
    """Everything that shapes a profile's file but the content of its faces and its document
    information (the content's revision changes with every edit; `updated` sets it again):
    `environment` is the faces' (cardkit's rendering code and version among it,
    `cachekeys.environment_digest`)."""
    return digest(FORMAT, plan, environment, stamp.date, stamp.iso_date, print_file)


_READ_BACK: dict[Path, tuple[str, AssemblyRecord]] = {}
"""Each record file this process wrote or read, by the digest of its text: a running `build
--watch` reads back at every save the records it wrote at the last one, megabytes of JSON at
2,000 cards, and only a file with other bytes is parsed again."""


class Assemblies:
    """The records of one cards cache folder, one JSON file per profile; `fresh` (`--clean`)
    reads none of them but writes them all."""

    def __init__(self, folder: Path, *, fresh: bool = False) -> None:
        self.folder = folder
        self.fresh = fresh

    def pdf(
        self,
        name: str,
        target: Path,
        plan: ProfilePlan,
        plan_key: str,
        face_keys: Mapping[Face, str],
        faces: Mapping[Face, bytes],
        info: Mapping[str, str],
        whole: Callable[[], Assembled],
    ) -> tuple[bytes, AssemblyRecord, str]:
        """Profile `name`'s file for `target`, its record, and how it was made (`WHOLE`, `UPDATED`
        or `KEPT`): the last file kept or updated when its record allows, else `whole()`."""
        ids = {face: face_id(face) for face in _placed(plan)}
        previous = None if self.fresh else self._read(name)
        last = _last_file(target, previous, plan_key)
        if last is None or previous is None:
            return _made_whole(whole(), plan_key, ids, face_keys)
        changed = [face for face in ids if face_keys[face] != _key(previous, ids[face])]
        try:
            data, resources = updated(last, plan, {face: faces[face] for face in changed}, info, _Located(previous, ids, plan))
        except UNUSABLE:  # a record that does not describe its file after all: the file is made anew
            return _made_whole(whole(), plan_key, ids, face_keys)
        records = {ids[face]: FaceRecord(face_keys[face], resources[face]) if face in resources else previous.faces[ids[face]] for face in ids}
        return data, AssemblyRecord(plan_key, bytes_digest(data), records), KEPT if data is last else UPDATED

    def remember(self, name: str, record: AssemblyRecord) -> None:
        """Keep `record` as profile `name`'s last assembly (once its file is written)."""
        faces = {face: {"key": entry.key, "resources": entry.resources} for face, entry in record.faces.items()}  # a path's tuple is a JSON array
        text = json.dumps({"version": RECORD_VERSION, "plan": record.plan, "file": record.file, "faces": faces}, sort_keys=True)
        data = text.encode("utf-8")
        write_bytes_atomically(self._path(name), data)
        _READ_BACK[self._path(name)] = (bytes_digest(data), record)

    def forget(self, name: str) -> None:
        """Drop profile `name`'s record: its file was not written by this build."""
        with contextlib.suppress(OSError):
            self._path(name).unlink()

    def _path(self, name: str) -> Path:
        return self.folder / f"{name}.json"

    def _read(self, name: str) -> AssemblyRecord | None:
        """The record of profile `name`, or None when missing or not as `remember` writes it
        (build/ may come from elsewhere: a bad record is a full assembly, never an error)."""
        path = self._path(name)
        try:
            raw = read_regular_file(path, MAX_RECORD_BYTES)
        except (OSError, ValueError):
            return None
        text_digest = bytes_digest(raw)
        known = _READ_BACK.get(path)
        if known is not None and known[0] == text_digest:
            return known[1]
        record = _parsed_record(raw)
        if record is not None:
            _READ_BACK[path] = (text_digest, record)
        return record


def _parsed_record(raw: bytes) -> AssemblyRecord | None:
    """A record from the text `remember` writes, or None when it is not that."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("version") != RECORD_VERSION:
        return None
    plan, file, faces = data.get("plan"), data.get("file"), data.get("faces")
    if not (isinstance(plan, str) and isinstance(file, str) and isinstance(faces, dict)):
        return None
    read = {face: _face_record(entry) for face, entry in faces.items()}
    if not all(isinstance(face, str) and entry is not None for face, entry in read.items()):
        return None
    return AssemblyRecord(plan, file, {face: entry for face, entry in read.items() if entry is not None})


def _made_whole(made: Assembled, plan_key: str, ids: Mapping[Face, str], face_keys: Mapping[Face, str]) -> tuple[bytes, AssemblyRecord, str]:
    records = {ids[face]: FaceRecord(face_keys[face], paths) for face, paths in made.resources.items() if face in ids}
    return made.data, AssemblyRecord(plan_key, bytes_digest(made.data), records), WHOLE


def _face_record(entry: object) -> FaceRecord | None:
    """A face's record as `remember` writes it, or None."""
    if not isinstance(entry, dict) or not isinstance(entry.get("key"), str) or not isinstance(entry.get("resources"), dict):
        return None
    resources = entry["resources"]
    if not all(isinstance(path, list) and all(isinstance(step, str | int) and not isinstance(step, bool) for step in path) for path in resources.values()):
        return None
    return FaceRecord(entry["key"], {str(key): tuple(path) for key, path in resources.items()})


def _key(record: AssemblyRecord, face: str) -> str | None:
    entry = record.faces.get(face)
    return entry.key if entry is not None else None


def _placed(plan: ProfilePlan) -> list[Face]:
    """The faces `plan` places, each once, in the order they first appear."""
    return list(dict.fromkeys(face for page in plan.faces for face in page))


def _last_file(target: Path, record: AssemblyRecord | None, plan_key: str) -> bytes | None:
    """The bytes of `target` when `record` is of this plan and describes them, else None."""
    if record is None or record.plan != plan_key:
        return None
    try:
        data = read_regular_file(target, MAX_FILE_BYTES)
    except (OSError, ValueError):
        return None
    return data if bytes_digest(data) == record.file else None


class _Located:
    """The recorded file's faces and resources, found where its record says they lie."""

    def __init__(self, record: AssemblyRecord, ids: Mapping[Face, str], plan: ProfilePlan) -> None:
        self.first = _first_placements(plan)
        by_id = {ids[face]: face for face in self.first}
        self.where: dict[str, tuple[Face, ResourcePath]] = {}
        for face_key, entry in record.faces.items():
            face = by_id.get(face_key)
            if face is not None:
                for resource, path in entry.resources.items():
                    self.where.setdefault(resource, (face, path))

    def form(self, whole: pikepdf.Pdf, face: Face) -> pikepdf.Object:
        page, name = self.first[face]
        return whole.pages[page].obj.Resources.XObject[name]

    def resource(self, whole: pikepdf.Pdf, key: bytes) -> pikepdf.Object | None:
        where = self.where.get(key.hex())
        return object_at(self.form(whole, where[0]), where[1]) if where is not None else None


def updated(last: bytes, plan: ProfilePlan, changed: Mapping[Face, bytes], info: Mapping[str, str], located: _Located) -> tuple[bytes, dict[Face, dict[str, ResourcePath]]]:
    """`last`, the file `assemble` made of `plan`, with the forms of the `changed` faces (new face
    PDFs) rewritten in place and the document information `info`, and where the new forms'
    resources lie; `last` itself when nothing differs."""
    with pikepdf.open(io.BytesIO(last)) as whole:
        if not changed and all(str(whole.docinfo.get(key, "")) == value for key, value in info.items()):
            return last, {}
        for key, value in info.items():
            whole.docinfo[key] = pikepdf.String(value)
        forms = FaceForms(whole, changed, lambda key: located.resource(whole, key))
        made = {face: forms.form(face) for face in changed}  # all made before any is written: a path may pass through an old one
        resources = forms.resource_paths()
        rewritten = [located.form(whole, face) for face in changed]
        for face, form in zip(changed, rewritten, strict=True):
            _overwrite(form, made[face])
        profile = plan.profile
        if profile.black_text == K_ONLY_SMALL:
            pages = sorted({located.first[face][0] for face in changed})
            k_only_small_text(whole, profile.black_text_under, forms={form.objgen for form in rewritten}, pages=pages, done=forms.reused)
        if "/GTS_PDFXVersion" in whole.docinfo:
            refresh_print_file(whole, rewritten, content_digest(whole))
        return saved(whole), resources


def _first_placements(plan: ProfilePlan) -> dict[Face, tuple[int, str]]:
    """Each face's first placement: its page's index and the name that page draws it by
    (`placing.place_profile` names a page's placements /C0, /C1, ...)."""
    first: dict[Face, tuple[int, str]] = {}
    for index, faces in enumerate(plan.faces):
        for number, face in enumerate(faces):
            first.setdefault(face, (index, f"/C{number}"))
    return first


def _overwrite(form: pikepdf.Object, new: pikepdf.Object) -> None:
    """Make `form` the same as `new` (both forms of one file): its encoded bytes and every key."""
    encoded = cast("pikepdf.Name | pikepdf.Array | None", new.get("/Filter"))
    parameters = cast("pikepdf.Dictionary | pikepdf.Array | None", new.get("/DecodeParms"))
    form.write(new.read_raw_bytes(), filter=encoded, decode_parms=parameters, type_check=False)
    for key in set(form.keys()) - set(new.keys()) - {"/Length"}:
        del form[key]
    for key in new.keys():  # noqa: SIM118 (a pikepdf Dictionary iterates its keys only through keys())
        if key not in ("/Length", "/Filter", "/DecodeParms"):
            form[key] = new[key]
