"""Where the live page reads the tournament: a `LiveSource` says cheaply whether anything
changed (`version`) and gives what to show (`data`).

Three sources:
- `TournamentSource`: in the desk app's process, over its open `Tournament`. The app passes
  `run(fn)`, which runs `fn(tournament)` where the tournament lives and returns the result
  (the GUI's database worker: `worker.call`); `TournamentSource.of(t)` runs it here, under a
  lock. Changes written through that `Tournament` show at once (`Tournament.revision`), and
  so do other stations' changes once it has caught up with them (`seen_counter`).
- `FileSource`: in another process (`python -m tournament serve FILE`), the file opened
  read-only beside the desk app; when SQLite says another connection committed
  (`data_version`), the tournament is read again.
- `ServerSource`: `python -m tournament serve --db URL`, a tournament on a PostgreSQL server
  opened once, read-only, and brought up to date change by change (`Tournament.catch_up`,
  which reads again only what each change touched) as soon as the `Watcher` hears it
  (LISTEN/NOTIFY). What the pages show is built when they ask for it, once per version (the
  live page asks once for all pages before telling them: `web.app`), so a burst of changes
  (every table's phone at once) is built once, not once per change. It reads only what the
  page shows: the database's reader role (SELECT on the tables the page shows, not the audit
  trail nor the password) is enough.

They are called from the web server's worker threads, never from its event loop.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, TypeVar

from tournament.errors import StoreError
from tournament.service.facade import Tournament
from tournament.service.watch import Watcher
from tournament.storage.target import ServerTarget, Target, parse_target
from tournament.web.live import LiveData, live_data, withheld

T = TypeVar("T")
Run = Callable[[Callable[[Tournament], Any]], Any]


class LiveSource(Protocol):
    def version(self) -> str:
        """Cheap: a different text whenever what the page shows may have changed."""
        ...

    def data(self) -> LiveData:
        """What the page shows now (its `version` is the version it was read at)."""
        ...


log = logging.getLogger("tournament.web")
# How soon a catch-up that failed (the connection to the server lost) is tried again.
RETRY_SECONDS = 1.0
# A server's change is built for the pages as soon as it is heard, unless the last build was
# this recent (seconds; the live page tells its pages at most this often too: web.app).
EAGER_GAP = 0.25


def open_source(where: Path | str | Target, *, live_scores: bool = False, force: bool = False
                ) -> FileSource | ServerSource:
    """The source for `serve`: a tournament on a server, or a file read beside the desk.
    `force`: standings are shown even from a tournament that fails its quick check."""
    target = parse_target(where)
    if isinstance(target, ServerTarget):
        return ServerSource(target, live_scores=live_scores)
    return FileSource(target, live_scores=live_scores, force=force)


class TournamentSource:
    """A tournament open in this process. `live_scores` may be switched while serving."""

    def __init__(self, run: Run, *, live_scores: bool = False, force: bool = False):
        self._run = run
        self.live_scores = live_scores
        self.force = force
        # Whether a tournament opened here passes its quick check: asked once per tournament
        # (every change after is this process's own, made through the app).
        self._checked: weakref.WeakKeyDictionary[Tournament, str | None] = (
            weakref.WeakKeyDictionary())
        # A page left open across a restart of the server must see a new version.
        self._boot = secrets.token_hex(4)
        self._serials: weakref.WeakKeyDictionary[Tournament, int] = (
            weakref.WeakKeyDictionary())

    @classmethod
    def of(cls, t: Tournament, *, live_scores: bool = False) -> TournamentSource:
        """Over `t`, used from any thread under one lock (tests, scripts)."""
        lock = threading.Lock()

        def run(fn: Callable[[Tournament], T]) -> T:
            with lock:
                return fn(t)

        return cls(run, live_scores=live_scores)

    def _version(self, t: Tournament) -> str:
        # Another tournament opened in the app is another series of versions.
        serial = self._serials.setdefault(t, len(self._serials) + 1)
        # revision: its own changes; seen_counter: on a server, other stations' changes it
        # caught up with (the desk's watcher does so within milliseconds of each).
        return f"{self._boot}.{serial}.{t.revision}.{t.seen_counter}.{int(self.live_scores)}"

    def version(self) -> str:
        return str(self._run(self._version))

    def data(self) -> LiveData:
        live = self.live_scores
        result: LiveData = self._run(
            lambda t: live_data(t, self._version(t), live_scores=live,
                                withheld=self._withheld(t)))
        return result

    def _withheld(self, t: Tournament) -> str | None:
        if self.force:
            return None
        if t not in self._checked:
            self._checked[t] = withheld(t)
        return self._checked[t]


class FileSource:
    """A tournament file opened read-only; read again when it changes."""

    def __init__(self, path: Path | str | Target, *, live_scores: bool = False,
                 force: bool = False):
        # A file, or a tournament on a server (`serve --db URL`: read-only, no password).
        self.path = parse_target(path)
        self.live_scores = live_scores
        self.force = force
        self._boot = secrets.token_hex(4)
        self._lock = threading.Lock()
        self.problem: str | None = None  # why the last reading failed (None: it did not)
        self._data: LiveData | None = None
        self._reads = 0
        # A file that cannot be read is refused here, before serving. The first reading
        # stays open to ask SQLite whether the file changed (its numbers mean something
        # only on one connection); each change opens the file afresh.
        self._watch = self._tournament = Tournament.open(self.path, reader=True)
        self._seen = self._watch.data_version()

    def _refresh(self) -> None:
        """Read the file again if another program changed it. On a failure (the file being
        upgraded, moved away), the last reading is kept and the next call tries again."""
        try:
            seen = self._watch.data_version()
            if seen == self._seen:
                return
            # The number is taken before the file is read: a change committed while it is
            # read gives another number, and the next call reads again.
            fresh = Tournament.open(self.path, reader=True)
        except (StoreError, OSError) as exc:
            self.problem = str(exc)
            return
        old, self._tournament = self._tournament, fresh
        if old is not self._watch:
            old.close()
        self._seen = seen
        self._reads += 1
        self.problem = None

    def _version(self) -> str:
        return f"{self._boot}.{self._reads}.{int(self.live_scores)}"

    def version(self) -> str:
        with self._lock:
            self._refresh()
            return self._version()

    def data(self) -> LiveData:
        with self._lock:
            self._refresh()
            version = self._version()
            if self._data is None or self._data.version != version:
                # Checked at each reading: the file is changed by another program.
                self._data = live_data(
                    self._tournament, version, live_scores=self.live_scores,
                    withheld=None if self.force else withheld(self._tournament))
            return self._data

    def close(self) -> None:
        with self._lock:
            if self._tournament is not self._watch:
                self._tournament.close()
            self._watch.close()


class ServerSource:
    """A tournament on a PostgreSQL server, opened once read-only and caught up with each
    change the watcher hears. `version` and `data` answer from memory (never the server)."""

    def __init__(self, where: str | ServerTarget, *, live_scores: bool = False,
                 poll: float = 5.0):
        target = parse_target(where)
        assert isinstance(target, ServerTarget)
        self.target = target
        self.live_scores = live_scores
        self._boot = secrets.token_hex(4)
        self._lock = threading.Lock()  # one catch-up at a time (a Tournament is not shared)
        self._subscribers: list[Callable[[], None]] = []
        self.problem: str | None = None  # why the last catch-up failed (None: it did not)
        self._reopen = False  # after a failed catch-up, what is in memory is read afresh
        self._opened = 1  # a new series of versions after each such re-reading
        self._retry: threading.Timer | None = None
        self._closed = False
        self._built = 0
        self._built_at = 0.0  # when what the pages show was last built (monotonic)
        # Refused here, before serving, when it cannot be read (StoreError).
        self._t = Tournament.open(target, reader=True)
        self._current = self._build()
        self._caught = self._current.version  # the version caught up with (maybe not built)
        # The watcher only uses the server's address: a re-reading keeps it.
        self._watcher = Watcher(self._t, self._heard, poll=poll, on_error=self._lost)
        self._watcher.start()

    @property
    def reads(self) -> int:
        """How many times what the pages show was built (at most once per version)."""
        return self._built

    def _build(self) -> LiveData:
        self._built += 1
        self._built_at = time.monotonic()
        return live_data(self._t, self._version(), live_scores=self.live_scores)

    def _version(self) -> str:
        # seen_counter: the change counter caught up with; a page open across a restart of
        # `serve`, or a re-reading, sees a new version (boot, opened).
        return (f"{self._boot}.{self._opened}.{self._t.seen_counter}."
                f"{int(self.live_scores)}")

    def _heard(self, _counter: int = 0) -> None:
        """A change was heard (on the watcher's thread): catch up and tell the pages (what
        they show is built when they ask: `data`). A failure keeps what the pages show and
        tries again shortly."""
        with self._lock:
            if self._closed:
                return
            try:
                if self._reopen:
                    fresh = Tournament.open(self.target, reader=True)
                    old, self._t = self._t, fresh
                    old.close()
                    self._opened += 1
                    self._reopen = False
                else:
                    self._t.catch_up()
                version = self._version()
                if version == self._caught:
                    return
            except Exception as exc:  # noqa: BLE001 - told to the log; the page keeps going
                self._failed(exc)
                return
            self.problem = None
            self._caught = version
            # Built now, before the pages are told, unless a build was made a moment ago (a
            # burst of changes, every table's phone at once, is then built when the pages
            # ask, once for the burst): a page asking just after a change finds it ready.
            if time.monotonic() - self._built_at >= EAGER_GAP:
                try:
                    self._current = self._build()
                except Exception as exc:  # noqa: BLE001 - told to the log; pages go on
                    self._failed(exc)
                    return
        for changed in list(self._subscribers):
            changed()

    def _failed(self, exc: Exception) -> None:
        """A catch-up or a build that failed (under the lock): said once to the log; what is
        in memory is read afresh shortly (a catch-up that stopped half-way may leave a
        mixture); the pages keep what they show meanwhile."""
        text = f"{type(exc).__name__}: {exc}"
        if text != self.problem:
            log.warning("the live page cannot catch up with the tournament: %s", text)
        self.problem = text
        self._reopen = True
        self._retry = threading.Timer(RETRY_SECONDS, self._heard)
        self._retry.daemon = True
        self._retry.start()

    def _lost(self, exc: StoreError) -> None:
        log.warning("the live page stopped hearing the tournament's changes: %s", exc)

    def subscribe(self, changed: Callable[[], None]) -> None:
        """Call `changed()` (from any thread) whenever `version` has changed: the pages are
        told at once, without looking at the source every `check_every` seconds."""
        self._subscribers.append(changed)

    def version(self) -> str:
        return self._caught

    def data(self) -> LiveData:
        """What the pages show at the version caught up with, built now if it was not yet;
        if it cannot be built, what they showed."""
        with self._lock:
            if self._current.version != self._caught and not self._closed:
                try:
                    self._current = self._build()
                except Exception as exc:  # noqa: BLE001 - told to the log; pages go on
                    self._failed(exc)
            return self._current

    def close(self) -> None:
        self._watcher.stop()
        with self._lock:
            self._closed = True
            if self._retry is not None:
                self._retry.cancel()
            self._t.close()
