"""The cyclic collector during a card build (issue #15): a batch's cycles are collected, what
outlives it is frozen so later collections do not scan it again, and a build thaws it all, so a
long-lived process (the preview) collects an old build's game."""

from __future__ import annotations

import gc
import weakref

from cardkit.render import facerender, parallel


class Node:
    """A cycle, as WeasyPrint's boxes leave behind (parent and child point at each other)."""

    def __init__(self) -> None:
        self.other: Node | None = None


def test_a_batch_leaves_its_cycles_collected_and_what_lives_on_frozen() -> None:
    gc.unfreeze()
    try:
        garbage, kept = Node(), Node()
        garbage.other, garbage.other.other = Node(), garbage
        gone = weakref.ref(garbage)
        del garbage
        parallel.settle_garbage()
        assert gone() is None
        assert gc.get_freeze_count() > 0
        assert all(kept is not obj for obj in gc.get_objects(generation=2))  # no longer in the oldest generation
    finally:
        gc.unfreeze()


def test_rendering_in_this_process_thaws_everything_it_froze(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    class Renderer:
        def __init__(self, setup: object) -> None:
            pass

        def render(self, task: object) -> str:
            return "done"

    monkeypatch.setattr(facerender, "FaceRenderer", Renderer)  # what run_tasks imports when it renders
    gc.unfreeze()
    seen: list[int] = []
    parallel.run_tasks(None, ["a", "b"], 1, lambda index, output: seen.append(gc.get_freeze_count()) is None)  # type: ignore[arg-type]
    assert len(seen) == 2 and all(count > 0 for count in seen)
    assert gc.get_freeze_count() == 0
