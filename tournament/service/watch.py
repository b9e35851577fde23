"""`Watcher`: hears other stations' changes and says so, in a thread of its own (no Qt).

    watcher = Watcher(t, on_change)   # on_change(counter) is called from the watcher's thread
    watcher.start()
    ...
    watcher.stop()

On a server it LISTENs (PostgreSQL NOTIFY, sent with every change as it commits): the
callback comes within milliseconds of another station's OK. As a fallback (a notification
lost with a connection) it reads the change counter every `poll` seconds, and a lost
connection is retried every `poll` seconds (`on_error(exc)` is told, once per outage, and
`on_connected()` when the server answers again: a front end shows the outage meanwhile).
Each time it starts listening (at start, after an outage) it compares the change counter
with the last one it knew (at first the tournament's `seen_counter`): changes committed
while nobody listened are told then, not only with the next change. On a file it reads
SQLite's data version every `poll` seconds (another program's commits).

The callback only says "something changed" (the counter): the front end then calls
`Tournament.catch_up()` on the thread that uses the tournament (a Tournament is not shared
between threads) and refreshes the views its `Changes` name. Its own changes are announced
too (their counter is `seen_counter` already: nothing to catch up).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from tournament.errors import StoreError

if TYPE_CHECKING:
    from tournament.service.base import Base


class Watcher:
    def __init__(self, t: Base, callback: Callable[[int], None], *, poll: float = 5.0,
                 on_error: Callable[[StoreError], None] | None = None,
                 on_connected: Callable[[], None] | None = None):
        self._store = t._store
        self._callback = callback
        self._on_error = on_error
        self._on_connected = on_connected
        self.poll = poll
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        # The counter last known; a NOTIFY sent before LISTEN (between the open and the
        # start, or during an outage) is never delivered, so the counter is compared.
        self._known = t.seen_counter

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="tournament watcher",
                                            daemon=True)
            self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop and wait for the thread (at most `timeout` seconds)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _run(self) -> None:
        if self._store.server is None:
            self._poll_file()
            return
        told = False
        while not self._stop.is_set():
            try:
                listener = self._store.listener()
                assert listener is not None
            except StoreError as exc:
                if not told and self._on_error is not None:
                    self._on_error(exc)
                told = True
                self._stop.wait(self.poll)
                continue
            if told and self._on_connected is not None:
                self._on_connected()
            told = False
            try:
                self._listen(listener)
            except StoreError as exc:
                if self._on_error is not None:
                    self._on_error(exc)
                told = True
                self._stop.wait(min(self.poll, 1.0))
            finally:
                listener.close()

    def _listen(self, listener: object) -> None:
        from tournament.storage.server import Listener

        assert isinstance(listener, Listener)
        last = listener.counter()
        if last != self._known:
            self._known = last
            self._callback(last)
        waited = 0.0
        step = min(0.25, self.poll)  # how soon a stop is noticed
        while not self._stop.is_set():
            counters = listener.wait(step)
            waited += step
            if counters:
                last = self._known = max(last, *counters)
                self._callback(last)
                waited = 0.0
            elif waited >= self.poll:  # the fallback: a notification may have been lost
                waited = 0.0
                now = listener.counter()
                if now != last:
                    last = self._known = now
                    self._callback(now)

    def _poll_file(self) -> None:
        try:
            last = self._store.data_version()
        except Exception:  # noqa: BLE001 - a reader that cannot read says nothing
            return
        while not self._stop.wait(self.poll):
            try:
                now = self._store.data_version()
            except Exception:  # noqa: BLE001
                continue
            if now != last:
                last = now
                self._callback(now)
