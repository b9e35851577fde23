"""Where the live page reads the tournament: a `LiveSource` says cheaply whether anything
changed (`version`) and gives what to show (`data`).

Two sources:
- `TournamentSource`: in the desk app's process, over its open `Tournament`. The app passes
  `run(fn)`, which runs `fn(tournament)` where the tournament lives and returns the result
  (the GUI's database worker: `worker.call`); `TournamentSource.of(t)` runs it here, under a
  lock. Changes written through that `Tournament` show at once (`Tournament.revision`), and
  so do other stations' changes once it has caught up with them (`seen_counter`).
- `FileSource`: in another process (`python -m tournament serve FILE`), the file opened
  read-only beside the desk app; when SQLite says another connection committed
  (`data_version`), the tournament is read again.

Both are called from the web server's worker threads, never from its event loop.
"""

from __future__ import annotations

import secrets
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, TypeVar

from tournament.errors import StoreError
from tournament.service.facade import Tournament
from tournament.storage.target import Target, parse_target
from tournament.web.live import LiveData, live_data

T = TypeVar("T")
Run = Callable[[Callable[[Tournament], Any]], Any]


class LiveSource(Protocol):
    def version(self) -> str:
        """Cheap: a different text whenever what the page shows may have changed."""
        ...

    def data(self) -> LiveData:
        """What the page shows now (its `version` is the version it was read at)."""
        ...


class TournamentSource:
    """A tournament open in this process. `live_scores` may be switched while serving."""

    def __init__(self, run: Run, *, live_scores: bool = False):
        self._run = run
        self.live_scores = live_scores
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
            lambda t: live_data(t, self._version(t), live_scores=live))
        return result


class FileSource:
    """A tournament file opened read-only; read again when it changes."""

    def __init__(self, path: Path | str | Target, *, live_scores: bool = False):
        # A file, or a tournament on a server (`serve --db URL`: read-only, no password).
        self.path = parse_target(path)
        self.live_scores = live_scores
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
                self._data = live_data(self._tournament, version,
                                       live_scores=self.live_scores)
            return self._data

    def close(self) -> None:
        with self._lock:
            if self._tournament is not self._watch:
                self._tournament.close()
            self._watch.close()
