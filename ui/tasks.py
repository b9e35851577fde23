"""One worker thread for all database work; results come back by signal on the GUI thread.

`DatabaseWorker` owns the open `Tournament` (STYLE.md habit 3): every read and write of the
file runs on this one thread, in the order it was asked for, and no widget is ever touched
there. `submit(fn, on_done, on_error)` runs ``fn(tournament)`` on the worker and calls
`on_done(result)` (or `on_error(exception)`) later on the GUI thread, so the window never
freezes while a large file opens or a round is seated. `call(fn)` waits for the answer: for
the quick operations the table dialogs need synchronously (a few milliseconds each).

Work that is CPU-heavy and needs no database (a seating search on lists of ids) can run in
`run_in_pool`, on Qt's thread pool, with the same kind of callbacks.
"""

from __future__ import annotations

import itertools
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThread, QThreadPool, Signal

from tournament.organisation import TournamentSettings

if TYPE_CHECKING:  # the storage layer loads with the first open, not with the window
    from tournament.service import Tournament

Job = Callable[["Tournament | None"], Any]
Done = Callable[[Any], None]
Failed = Callable[[BaseException], None]


@dataclass(frozen=True, slots=True)
class OpenResult:
    """What the GUI thread learns about a tournament just opened (never the object itself)."""

    path: Path
    settings: TournamentSettings
    migration_backup: Path | None = None
    # A tournament on a server: its URL as people see it (never the password), the role the
    # station opened it in and the station's name. A file: "" and the organiser.
    server: str = ""
    role: str = "organiser"
    station: str = ""


class NoTournament(RuntimeError):
    """A job that needs an open tournament ran while none was open."""


@dataclass(slots=True)
class _Task:
    id: int
    fn: Job
    wait: threading.Event | None = None  # set for `call`: the caller blocks on it
    result: Any = None
    error: BaseException | None = None
    replace: bool = False  # the job returns a Tournament that becomes the open one
    extra: dict[str, Any] = field(default_factory=dict)


def alive(callback: Callable[..., Any] | None) -> bool:
    """False when the callback is a method of a Qt object that has been deleted."""
    owner = getattr(callback, "__self__", None)
    return not (isinstance(owner, QObject) and not shiboken6.isValid(owner))


class DatabaseWorker(QThread):
    """The thread that owns the open tournament. Start it once; `stop()` before quitting."""

    # Emitted on the worker thread, delivered on the GUI thread (queued connection).
    _task_done = Signal(object)
    busy_changed = Signal(bool)
    # A job failed and its caller gave no error handler: the window shows the message.
    failed = Signal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.setObjectName("DatabaseWorker")
        self._queue: queue.Queue[_Task | None] = queue.Queue()
        self._ids = itertools.count(1)
        self._callbacks: dict[int, tuple[Done | None, Failed | None]] = {}
        self._pending = 0
        self._tournament: Tournament | None = None  # only touched on the worker thread
        self._task_done.connect(self._deliver)

    # --- asking for work (GUI thread) ---------------------------------------------------
    def submit(self, fn: Job, on_done: Done | None = None,
               on_error: Failed | None = None) -> int:
        """Run `fn(tournament)` on the worker; `on_done(result)` follows on the GUI thread."""
        return self._put(_Task(next(self._ids), fn), on_done, on_error)

    def open_with(self, factory: Callable[[], Tournament], on_done: Done | None = None,
                  on_error: Failed | None = None) -> int:
        """Make `factory()`'s tournament the open one (closing the one open before, once the
        new one is open); the factory (Tournament.open, .create, the demo builder) runs on
        the worker. `on_done` gets an `OpenResult`."""

        def job(current: Tournament | None) -> Tournament:
            return factory()

        return self._put(_Task(next(self._ids), job, replace=True), on_done, on_error)

    def open_now(self, factory: Callable[[], Tournament]) -> OpenResult:
        """`open_with`, waiting for the result (a new file: one short transaction)."""
        return self._wait(_Task(next(self._ids), lambda _t: factory(), replace=True,
                                wait=threading.Event()))

    def close_tournament(self, on_done: Done | None = None) -> int:
        def job(current: Tournament | None) -> None:
            return None

        return self._put(_Task(next(self._ids), job, replace=True), on_done, None)

    def call(self, fn: Job) -> Any:
        """Run `fn(tournament)` on the worker and wait for its result (or its exception).

        For quick operations only: the GUI waits. Called on the worker itself, it runs at once.
        """
        if QThread.currentThread() is self:
            return fn(self._tournament)
        return self._wait(_Task(next(self._ids), fn, wait=threading.Event()))

    def _wait(self, task: _Task) -> Any:
        if not self.isRunning():
            raise RuntimeError("the database worker is not running")
        self._queue.put(task)
        assert task.wait is not None  # a task that is waited on has its event
        task.wait.wait()
        if task.error is not None:
            raise task.error
        return task.result

    @property
    def busy(self) -> bool:
        return self._pending > 0

    def stop(self, timeout_ms: int = 30000) -> None:
        """Finish the queued work, close the tournament, end the thread."""
        if self.isRunning():
            self.close_tournament()
            self._queue.put(None)
            self.wait(timeout_ms)

    def _put(self, task: _Task, on_done: Done | None, on_error: Failed | None) -> int:
        if not self.isRunning():
            raise RuntimeError("the database worker is not running")
        self._callbacks[task.id] = (on_done, on_error)
        self._pending += 1
        if self._pending == 1:
            self.busy_changed.emit(True)
        self._queue.put(task)
        return task.id

    # --- the worker thread --------------------------------------------------------------
    def run(self) -> None:
        while True:
            task = self._queue.get()
            if task is None:
                break
            try:
                if task.replace:
                    self._replace(task)
                else:
                    task.result = task.fn(self._tournament)
            except BaseException as exc:  # noqa: BLE001 - handed to the caller, not lost
                task.error = exc
            if task.wait is not None:
                task.wait.set()
            else:
                self._task_done.emit(task)
        if self._tournament is not None:
            self._tournament.close()
            self._tournament = None

    def _replace(self, task: _Task) -> None:
        # The new one first: a file that fails to open changes nothing (the open tournament
        # stays open). The caller never asks to reopen the file that is open (its lock).
        new = task.fn(None)
        if self._tournament is not None:
            old, self._tournament = self._tournament, None
            old.close()
        self._tournament = new
        task.result = None if new is None else OpenResult(
            new.path, new.settings, new.migration_backup,
            server=new.where if new.on_server else "", role=new.role.value,
            station=new.station)

    # --- delivering results (GUI thread) ------------------------------------------------
    def _deliver(self, task: _Task) -> None:
        on_done, on_error = self._callbacks.pop(task.id, (None, None))
        self._pending -= 1
        try:
            if task.error is not None:
                if on_error is not None:
                    if alive(on_error):
                        on_error(task.error)
                else:
                    self.failed.emit(task.error)
            elif on_done is not None and alive(on_done):
                on_done(task.result)
        finally:
            if self._pending == 0:
                self.busy_changed.emit(False)


class LatestWins:
    """One read at a time on the worker: asked for again while one is on its way, one more
    follows it once it is in (the latest asked for wins), never a queue of them.

        if not self.reads.start():   # refresh(): a read is on its way; one more will follow
            return
        ...session.read(fn, self._show, self._failed)
        again = self.reads.done()    # _show(): this read is in; then `if again: refresh()`
        self.reads.failed()          # _failed(): the next refresh reads
    """

    __slots__ = ("_again", "loading")

    def __init__(self) -> None:
        self.loading = False
        self._again = False

    def start(self) -> bool:
        """May a read start now? (False: one is on its way; it is asked again after it.)"""
        if self.loading:
            self._again = True
            return False
        self.loading = True
        return True

    def done(self) -> bool:
        """The read is in. True: another was asked for meanwhile, read again now."""
        self.loading = False
        again, self._again = self._again, False
        return again

    def failed(self) -> None:
        self.loading = False


def needs(tournament: Tournament | None) -> Tournament:
    """The open tournament inside a job, or NoTournament."""
    if tournament is None:
        raise NoTournament("no tournament is open")
    return tournament


class _PoolSignals(QObject):
    done = Signal(object)
    error = Signal(object)


class _PoolTask(QRunnable):
    def __init__(self, fn: Callable[[], Any], signals: _PoolSignals):
        super().__init__()
        self._fn = fn
        self._signals = signals

    def run(self) -> None:
        try:
            result = self._fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the caller
            self._signals.error.emit(exc)
        else:
            self._signals.done.emit(result)


_live_signals: set[_PoolSignals] = set()


def run_in_pool(fn: Callable[[], Any], on_done: Done | None = None,
                on_error: Failed | None = None) -> None:
    """CPU-heavy pure work (no database, no widgets) on Qt's thread pool."""
    signals = _PoolSignals()
    _live_signals.add(signals)  # kept alive until a result arrives

    def finish(callback: Callable[[Any], None] | None, value: Any) -> None:
        _live_signals.discard(signals)
        signals.deleteLater()
        if callback is not None and alive(callback):
            callback(value)

    signals.done.connect(lambda value: finish(on_done, value))
    signals.error.connect(lambda exc: finish(on_error, exc))
    QThreadPool.globalInstance().start(_PoolTask(fn, signals))
