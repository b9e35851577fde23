"""Python's cyclic garbage collector paused while a bulk of lasting objects is made.

Reading a whole tournament (every table's summary, the seating, the players) and computing
its standings make hundreds of thousands of small objects that all live on. Python counts
them as they are made and, every few hundred, walks the younger ones, and now and then every
object the process has, looking for cycles that the read never makes: at 2,000 players that
walking was half the time of opening the file (benchmarks/bench_gui_open.py, "the service
alone"). `collector_paused()` turns the automatic collection off for the length of such a
read; reference counting still frees what the read drops at once, and the collector takes up
its counts again afterwards, so nothing is kept that would not have been.

Nested and concurrent pauses (the desk's database worker opening a file while the command line
reads its standings in the same process, a read inside an open) are counted: the collector is
turned back on when the last one ends, and only if it was on when the first began (the desk
turns it off for good and collects on its own thread: `ui.collector`, which waits while a pause
lasts).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_depth = 0
_resume = False


@contextmanager
def collector_paused() -> Iterator[None]:
    """No automatic garbage collection inside the block (see the module docstring)."""
    global _depth, _resume
    with _lock:
        if _depth == 0:
            _resume = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _resume:
                gc.enable()


def paused() -> bool:
    """Is a bulk read under way (a collection now would walk it for nothing)?"""
    return _depth > 0


__all__ = ["collector_paused", "paused"]
