"""The build cache trusts only what it wrote: `build/.cache` arrives with a project (a zip, a
checkout) like any other file, so an entry is data to check, never an instruction.

An entry whose recorded inputs name `/dev/zero`, a folder, a file outside the project or a link
leading out of it, and an entry that is garbled, a pipe or a link itself, are each a miss: no
hang, no traceback, nothing outside the project opened, and the build renders the chunk again.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardkit.buildcache.digest import FileDigests
from cardkit.buildcache.store import ENTRY_SUFFIX, Entry, Store
from tests.hardening.fuzzing import fuzz_settings
from tests.hardening.harness import SECRET, SECRET_FILE, cardkit, new_project, outside_folder, watching
from tests.patience import budget

T = TypeVar("T")
DIGEST = "0" * 64
SECONDS = 10.0
"""Far longer than any look-up takes on an idle machine: a look-up still running after it, scaled
by the machine's slowness (a reading of /dev/zero grows memory, so the guard stays short), is a hang."""


def finished_within(seconds: float, call: Callable[[], T]) -> T:
    """`call()`'s result, failing the test (not hanging the suite) if it takes over `seconds`."""
    outcome: list[T] = []
    worker = threading.Thread(target=lambda: outcome.append(call()), daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():  # a busy machine, or a hang: the slowness measured now tells
        worker.join(budget(seconds) - seconds)
    assert not worker.is_alive(), f"still running after {budget(seconds):.0f} s"
    assert outcome, "the call raised (see the thread's traceback above)"
    return outcome[0]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "projeto"
    (root / "content/assets").mkdir(parents=True)
    (root / "content/assets/logo.svg").write_text("<svg/>", encoding="utf-8")
    return root


def store(project: Path) -> Store:
    """A store as a build opens it: fresh file digests, the project as base."""
    return Store(project / "build/.cache/home", project, FileDigests())


def forged(project: Path, inputs: dict[str, str]) -> Store:
    """A store holding one entry `k` (checksum and all well formed) whose inputs are `inputs`."""
    store(project).put("k", Entry(b"%PDF-1.7 chunk", {"unfit": []}, inputs))
    return store(project)


def test_an_entry_with_unchanged_inputs_is_used(project: Path) -> None:
    logo = project / "content/assets/logo.svg"
    assert FileDigests()(logo) is not None
    hit = forged(project, {"content/assets/logo.svg": FileDigests()(logo) or ""}).get("k")
    assert hit is not None and hit.data == b"%PDF-1.7 chunk"


@pytest.mark.parametrize(
    "stored",
    [
        "/dev/zero",
        "/dev/urandom",
        "content",
        "content/assets",
        "/",
        "../../../../../../etc/passwd",
        "/etc/passwd",
        "content/assets/../../../fora/" + SECRET_FILE,
        "content/assets/nada.svg",
        "content/a\x00b.svg",
        "",
    ],
)
def test_an_input_that_is_no_project_file_is_a_miss_and_is_not_opened(project: Path, stored: str) -> None:
    secret = outside_folder(project) / SECRET_FILE
    with watching() as touched:
        found = finished_within(SECONDS, lambda: forged(project, {stored: DIGEST}).get("k"))
    assert found is None
    assert touched.opened_any("/dev/zero", "/dev/urandom", "/etc/passwd", secret) == []


def test_an_input_named_by_the_outside_files_absolute_path_is_not_opened(project: Path) -> None:
    secret = outside_folder(project) / SECRET_FILE
    with watching() as touched:
        assert forged(project, {str(secret): DIGEST}).get("k") is None
    assert touched.opened_any(secret) == []


@pytest.mark.skipif(os.name != "posix", reason="needs symlinks")
def test_an_input_that_links_out_of_the_project_is_not_opened(project: Path) -> None:
    secret = outside_folder(project) / SECRET_FILE
    (project / "content/assets/fora.svg").symlink_to(secret)
    (project / "content/assets/zero.svg").symlink_to("/dev/zero")
    with watching() as touched:
        for name in ("fora.svg", "zero.svg"):
            assert finished_within(SECONDS, lambda name=name: forged(project, {f"content/assets/{name}": DIGEST}).get("k")) is None
    assert touched.opened_any(secret, "/dev/zero") == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_an_input_that_is_a_pipe_is_a_miss_without_waiting(project: Path) -> None:
    os.mkfifo(project / "content/assets/cano.svg")
    assert finished_within(SECONDS, lambda: forged(project, {"content/assets/cano.svg": DIGEST}).get("k")) is None


GARBLED = [
    b"[1,2]\n%PDF",
    b"{not json\n%PDF",
    b'"text"\n%PDF',
    b"null\n%PDF",
    b"\xff\xfe\n%PDF",
    b"",
    b"no header line at all",
    b"[" * 100_000 + b"\n%PDF",
    b'{"sha256": 5, "meta": {}, "inputs": {}}\n%PDF',
    b'{"sha256": "x", "meta": [], "inputs": {}}\n%PDF',
    b'{"sha256": "x", "meta": {}, "inputs": []}\n%PDF',
    b'{"sha256": "x", "meta": {}, "inputs": {"content/assets/logo.svg": 7}}\n%PDF',
    b'{"sha256": "x", "meta": {}, "inputs": {"/dev/zero": null}}\n%PDF',
]


@pytest.mark.parametrize("raw", GARBLED, ids=range(len(GARBLED)))
def test_a_garbled_entry_is_a_miss(project: Path, raw: bytes) -> None:
    entry = project / "build/.cache/home" / f"k{ENTRY_SUFFIX}"
    entry.parent.mkdir(parents=True)
    entry.write_bytes(raw)
    assert store(project).get("k") is None


def test_an_entry_whose_inputs_were_edited_is_a_miss(project: Path) -> None:
    """The checksum covers the metadata too: an entry edited by hand is not an entry `put` wrote."""
    logo = project / "content/assets/logo.svg"
    forged(project, {"content/assets/logo.svg": FileDigests()(logo) or ""})
    entry = project / "build/.cache/home" / f"k{ENTRY_SUFFIX}"
    header, _, data = entry.read_bytes().partition(b"\n")
    fields = json.loads(header)
    fields["meta"] = {"unfit": ["spell-que-nao-existe"]}
    entry.write_bytes(json.dumps(fields).encode() + b"\n" + data)
    assert store(project).get("k") is None


@pytest.mark.skipif(os.name != "posix", reason="needs symlinks and pipes")
@pytest.mark.parametrize("kind", ["dev-zero", "outside", "pipe", "folder"])
def test_an_entry_file_that_is_no_regular_file_of_the_cache_is_not_read(project: Path, kind: str) -> None:
    entry = project / "build/.cache/home" / f"k{ENTRY_SUFFIX}"
    entry.parent.mkdir(parents=True)
    secret = outside_folder(project) / SECRET_FILE
    if kind == "dev-zero":
        entry.symlink_to("/dev/zero")
    elif kind == "outside":
        entry.symlink_to(secret)
    elif kind == "pipe":
        os.mkfifo(entry)
    else:
        entry.mkdir()
    with watching() as touched:
        assert finished_within(SECONDS, lambda: store(project).get("k")) is None
    assert touched.opened_any(secret, "/dev/zero") == []


_JSON = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=10)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(st.sampled_from(["sha256", "meta", "inputs", "unfit", "/dev/zero", "content"]), inner, max_size=4),
    ),
    max_leaves=12,
)
ENTRY_FILES = st.one_of(st.binary(max_size=400), st.builds(lambda header: json.dumps(header).encode() + b"\n%PDF", _JSON))
"""Random bytes, and a random JSON header over some bytes, as an entry file holds them."""


@pytest.mark.slow
@fuzz_settings(300)
@given(raw=ENTRY_FILES)
def test_whatever_an_entry_holds_a_look_up_ends_in_a_miss_or_an_entry(tmp_path_factory: pytest.TempPathFactory, raw: bytes) -> None:
    project = tmp_path_factory.mktemp("cache")
    entry = project / "build/.cache/home" / f"k{ENTRY_SUFFIX}"
    entry.parent.mkdir(parents=True)
    entry.write_bytes(raw)
    found = store(project).get("k")
    assert found is None or isinstance(found.data, bytes)


# Through the real command line: a build with forged entries renders the chunks again.


def _entries(project: Path) -> list[Path]:
    return sorted((project / "build/.cache").rglob(f"*{ENTRY_SUFFIX}"))


def _forge_every_entry(project: Path, inputs: dict[str, str]) -> None:
    """Give every entry of the cache `inputs` too, through the store's own writing (so the
    checksum is right and only the inputs are odd)."""
    for path in _entries(project):
        profile = Store(path.parent, project, FileDigests())
        key = path.name.removesuffix(ENTRY_SUFFIX)
        kept = profile.get(key)
        assert kept is not None, path
        profile.put(key, Entry(kept.data, kept.meta, {**kept.inputs, **inputs}))


@pytest.fixture
def built(tmp_path: Path) -> Path:
    """The two-spell game, built once: its cache holds an entry per chunk."""
    project = new_project("tiny", tmp_path / "projeto")
    first = cardkit("build", "cards", "--project", str(project))
    assert first.exit_code == 0, first.output
    assert _entries(project)
    return project


@pytest.mark.slow
@pytest.mark.parametrize("stored", ["/dev/zero", "content", "../fora/" + SECRET_FILE, "{outside}"])
def test_a_build_over_forged_entries_renders_again_and_reads_nothing_outside(built: Path, stored: str) -> None:
    secret = outside_folder(built) / SECRET_FILE
    _forge_every_entry(built, {stored.format(outside=secret): DIGEST})
    before = {path: path.read_bytes() for path in (built / "build/cards").glob("*.pdf")}
    with watching() as touched:
        run = finished_within(60, lambda: cardkit("build", "cards", "--project", str(built)))
    run.assert_clean_exit()
    assert run.exit_code == 0, run.output
    assert touched.opened_any(secret, "/dev/zero") == []
    assert SECRET not in run.output
    assert {path: path.read_bytes() for path in before} == before
    for path in _entries(built):  # each chunk rendered again, and its entry written anew
        kept = Store(path.parent, built, FileDigests()).get(path.name.removesuffix(ENTRY_SUFFIX))
        assert kept is not None and DIGEST not in kept.inputs.values()


@pytest.mark.slow
@pytest.mark.parametrize("raw", [b"[1,2]\n", b"{bad json\n", b'{"sha256": [], "meta": 1, "inputs": "x"}\n'])
def test_a_build_over_garbled_entries_renders_again(built: Path, raw: bytes) -> None:
    for path in _entries(built):
        path.write_bytes(raw + b"%PDF")
    run = cardkit("build", "cards", "--project", str(built))
    run.assert_clean_exit()
    assert run.exit_code == 0, run.output
    assert all(not path.read_bytes().startswith(raw) for path in _entries(built))
