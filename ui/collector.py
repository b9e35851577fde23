"""Python's cyclic garbage collector, run on the GUI thread only.

Qt objects (widgets, models, their Python wrappers) may only be destroyed on the thread that
owns them. Python starts a collection in whichever thread happens to allocate when a
generation's threshold is crossed: with the database worker (ui.tasks.DatabaseWorker)
building rows for a screen, that is often the worker, and a widget left in a reference cycle
is then destroyed there, which crashes the process (a segmentation fault in the
collector). So automatic collection is turned off and a timer on the GUI thread collects
whenever the thresholds Python would have used are crossed: the same amount of collecting,
always on the right thread. (The pattern is the one pyqtgraph and other Qt applications in
Python use.)
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

from tournament.collector import paused

CHECK_MS = 500  # how often the counts are looked at (a look costs a few microseconds)


class GuiThreadCollector(QObject):
    """Turns automatic collection off while it runs; `stop()` turns it back on."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = CHECK_MS):
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> int:
        """Collect the oldest generation whose threshold is crossed (what Python would
        have done); returns the generation collected, or -1 when none was due, and while
        the core reads a tournament in bulk (`tournament.collector`: the worker opening a
        file, the standings computed), whose new objects a collection would walk for nothing:
        the next look after it collects."""
        if paused():
            return -1
        first, second, third = gc.get_threshold()
        young, middle, old = gc.get_count()
        if young <= first:
            return -1
        generation = 2 if old > third else 1 if middle > second else 0
        gc.collect(generation)
        return generation

    def stop(self) -> None:
        self._timer.stop()
        if self._was_enabled:
            gc.enable()


_installed: GuiThreadCollector | None = None
_kept = False  # what a tournament's open read is kept out of the collector's sight
_left = False  # a closed tournament's objects may be waiting in the oldest generation


def keep_what_is_read() -> None:
    """A tournament just read (the database worker's open, done; on the GUI thread):
    everything alive now is moved out of the collector's sight (`gc.freeze`) until it closes
    (`release`). Its hundreds of thousands of objects (each table's summary, the seating,
    the players) live as long as it is open and make no cycles that end before: every
    collection would walk them again for nothing (the first, just after the open, took 70 ms
    at 2,000 players while its screens were being filled). What a tournament closed before
    left is collected first, so that none of it is kept."""
    global _kept, _left
    if _kept:
        gc.unfreeze()
        _left = True
    if _left:
        gc.collect()
    gc.freeze()
    _kept, _left = True, False


def release() -> None:
    """The tournament closed: what `keep_what_is_read` kept is in the collector's sight
    again (the oldest generation), so its cycles are collected as the rest."""
    global _kept, _left
    if _kept:
        gc.unfreeze()
        _kept, _left = False, True


def install(parent: QObject) -> GuiThreadCollector:
    """The application's collector (one per process), owned by `parent` (the application).

    Every process that builds the desk installs it (the app, the benchmarks, the screenshot
    scripts): without it a collection the database worker happens to start can destroy a
    widget on that thread and crash the process."""
    global _installed
    if _installed is None:
        _installed = GuiThreadCollector(parent)
    return _installed
