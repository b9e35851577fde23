"""The desk's garbage collection runs on the GUI thread only (ui.collector): a thread that
allocates (the database worker) never starts a collection, and the GUI thread's timer
collects what Python would have."""

from __future__ import annotations

import gc
import threading
import weakref

from ui.collector import GuiThreadCollector


def _cycles(n: int) -> None:
    for _ in range(n):
        a: list[object] = []
        a.append(a)


def test_a_worker_thread_never_collects_and_the_gui_thread_does(qapp, qtbot):
    collected_on: list[str] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            collected_on.append(threading.current_thread().name)

    before = gc.isenabled()
    collector = GuiThreadCollector(qapp, interval_ms=20)
    gc.callbacks.append(note)
    try:
        assert not gc.isenabled()
        worker = threading.Thread(target=_cycles, args=(200_000,), name="worker")
        worker.start()
        worker.join()
        assert "worker" not in collected_on
        # The counts are far past the first threshold: the timer collects, on this thread.
        qtbot.waitUntil(lambda: bool(collected_on), timeout=2000)
        assert set(collected_on) == {threading.current_thread().name}
    finally:
        gc.callbacks.remove(note)
        collector.stop()
        collector.deleteLater()
    assert gc.isenabled() == before  # as it was (the suite's own collector runs meanwhile)


def test_check_collects_the_generation_python_would(qapp):
    collector = GuiThreadCollector(qapp, interval_ms=60_000)
    try:
        gc.collect()
        assert collector.check() == -1  # nothing due right after a full collection
        _cycles(gc.get_threshold()[0] + 10)
        assert collector.check() in (0, 1, 2)
        assert gc.get_count()[0] < gc.get_threshold()[0]
    finally:
        collector.stop()
        collector.deleteLater()


def test_no_collection_while_the_core_reads_in_bulk(qapp):
    """The worker opening a file pauses the collector (`tournament.collector`): the GUI
    thread's look waits for the pause to end, then collects what is due."""
    from tournament.collector import collector_paused

    collector = GuiThreadCollector(qapp, interval_ms=60_000)
    try:
        with collector_paused():
            _cycles(gc.get_threshold()[0] + 10)
            assert collector.check() == -1
        assert collector.check() in (0, 1, 2)
    finally:
        collector.stop()
        collector.deleteLater()


def test_what_an_open_read_is_kept_out_of_sight_until_it_closes(qapp):
    """`keep_what_is_read`: the objects alive when a tournament has been read are frozen (a
    collection no longer walks them); `release` at its close gives them back, and what a
    closed tournament left in cycles is collected before the next one is kept."""
    from ui import collector

    class Part:
        def __init__(self, owner: object) -> None:
            self.owner = owner  # a part and its tournament: a cycle, as the service's

    class Read:
        def __init__(self) -> None:
            self.part = Part(self)

    gc.collect()
    before = gc.get_freeze_count()
    try:
        read = Read()
        collector.keep_what_is_read()
        assert gc.get_freeze_count() > before
        assert gc.get_count()[0] < gc.get_threshold()[0]  # nothing young left to walk
        gone = weakref.ref(read)
        del read
        gc.collect()
        assert gone() is not None  # its cycle is out of sight while it is open
        collector.release()
        assert gc.get_freeze_count() == 0
        # The next open collects the closed one's cycles before keeping anything.
        collector.keep_what_is_read()
        assert gone() is None
    finally:
        collector.release()
        gc.unfreeze()
        if before:
            gc.freeze()
