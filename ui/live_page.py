"""The live page for players, served from the desk: `LivePage` starts and stops the web server
of `tournament.web` on the venue's network, over the desk's own open tournament.

Where the pages read: `TournamentSource(session.call)`, the tournament the desk has open,
asked on the database worker like every other read. The web server's threads wait for the
worker, never the GUI thread; a change written at the desk raises the tournament's revision
in the same step, so the page's next look (every half second) sees it: no second connection
to the file, no copy that could lag behind it. What the page shows is built once per change
(`live_data`: about 30 ms at 400 players x 12 rounds, benchmarks/bench_live.py), between two
jobs of the desk's own.

Starting runs off the GUI thread (the web stack's first import and the bind take a moment);
stopping waits for the server's thread to end (open pages are told to let go first), so that
nothing is left running when the tournament or the app closes. The server must be stopped
before the database worker is: the web threads wait on it.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from tournament.service import Changes
from ui.session import Session

DEFAULT_PORT = 8080
HOST = "0.0.0.0"  # every network of this computer: the venue's Wi-Fi

log = logging.getLogger(__name__)


@dataclass
class _Start:
    """One start on its way: what the starting thread made, for whoever comes first (its
    result on the GUI thread, or a stop that cannot wait for that)."""

    live_scores: bool
    entry: bool = False
    server: Any = None  # tournament.web.server.LiveServer, once made
    source: Any = None  # its TournamentSource
    error: BaseException | None = None
    cancelled: bool = False
    thread: threading.Thread | None = None


class LivePage(QObject):
    """The live page of one open tournament. `state_changed` after a start, a failed start
    (`failed` first, with the reason) and a stop."""

    state_changed = Signal()
    failed = Signal(str)  # why the server could not start (OSError's text, in English)
    _finished = Signal(object)  # a _Start, from its thread to the GUI thread
    # A table's phone wrote (a web thread, after the write): the Changes to announce.
    _phone_wrote = Signal(object)

    def __init__(self, session: Session, parent: QObject | None = None):
        super().__init__(parent)
        self.session = session
        self._server: Any = None  # tournament.web.server.LiveServer while it serves
        self._source: Any = None  # its TournamentSource
        self._start: _Start | None = None
        self.port = DEFAULT_PORT  # the port asked for (or listened on, once it serves)
        self.live_scores = False
        self.entry = False  # the tables may enter their hands from a phone (/table/R/T)
        self._finished.connect(self._started)
        self._phone_wrote.connect(self._announce_phone_change)

    @property
    def starting(self) -> bool:
        return self._start is not None

    @property
    def running(self) -> bool:
        return self._server is not None and bool(self._server.running)

    @property
    def urls(self) -> list[str]:
        """The addresses to open on a phone ([] while it does not serve)."""
        return list(self._server.urls) if self.running else []

    def start(self, port: int = DEFAULT_PORT, live_scores: bool = False,
              host: str = HOST, entry: bool = False) -> None:
        """Start serving on `port` (0: any free port); `state_changed` once it listens, or
        `failed` then `state_changed` if it cannot (the port is taken). `entry`: the tables'
        phones may enter their hands too (`serve --entry`)."""
        if self.running or self.starting:
            return
        self.port, self.live_scores, self.entry = port, live_scores, entry
        job = self._start = _Start(live_scores, entry)
        call, path = self.session.call, self.session.path

        def run(fn: Any) -> Any:
            # This tournament only: another one opened meanwhile is never served (the page
            # says it cannot read the tournament until the server is stopped).
            def job_(t: Any) -> Any:
                if t.path != path:
                    raise RuntimeError("another tournament is open at the desk")
                return fn(t)

            return call(job_)

        def entered(round: int, table: int) -> None:
            # A table's phone wrote a hand (the web server's thread): the desk's views hear
            # of it at once, as of a change made at another station.
            try:
                self._phone_wrote.emit(Changes(tables=((round, table),), standings=True,
                                               audit=True))
            except RuntimeError:  # the window is closing
                pass

        def called(round: int, table: int) -> None:
            # A table's phone called a referee: the desk's bar shows it at once.
            try:
                self._phone_wrote.emit(Changes(calls=True))
            except RuntimeError:  # the window is closing
                pass

        def begin() -> None:
            try:
                from tournament.web.app import create_app
                from tournament.web.server import LiveServer
                from tournament.web.source import TournamentSource

                job.source = TournamentSource(run, live_scores=live_scores)
                # A phone goes through the database worker like the desk itself.
                job.server = LiveServer(
                    create_app(job.source, entry=run if entry else None,
                               entered=entered if entry else None,
                               called=called if entry else None), host=host, port=port)
                job.server.start()  # OSError when it cannot listen
            except BaseException as exc:  # noqa: BLE001 - told to the GUI thread
                job.error = exc
            try:
                self._finished.emit(job)
            except RuntimeError:  # the window closed meanwhile (it stopped the server)
                pass

        job.thread = threading.Thread(target=begin, name="live-page-start", daemon=True)
        job.thread.start()
        self.state_changed.emit()

    def _started(self, job: _Start) -> None:
        if job.cancelled or job is not self._start:
            return
        self._start = None
        if job.error is not None:
            if not isinstance(job.error, OSError):
                log.error("the live page could not start", exc_info=job.error)
            self.failed.emit(str(job.error) or type(job.error).__name__)
        else:
            self._server, self._source = job.server, job.source
            self.port = self._server.port
            self._source.live_scores = self.live_scores  # switched while it was starting
        self.state_changed.emit()

    def _announce_phone_change(self, changes: Changes) -> None:
        from ui.session import ELSEWHERE

        if not self.session.closed:
            self.session.changed.emit(changes, ELSEWHERE)

    def set_live_scores(self, on: bool) -> None:
        """Show the tables' current scores before the round is approved (the pages follow
        within a second)."""
        self.live_scores = on
        if self._source is not None:
            self._source.live_scores = on

    def stop(self) -> None:
        """Stop serving and wait for the server's thread to end; a start on its way is waited
        for and stopped too (closing the tournament or the app: the database worker may only
        stop after the web server, whose threads wait on it). Open pages keep what they
        show."""
        job, self._start = self._start, None
        server, self._server, self._source = self._server, None, None
        if job is not None:
            job.cancelled = True
            if job.thread is not None:
                job.thread.join()
            if job.server is not None:
                job.server.stop()
        if server is not None:
            server.stop()
        if job is not None or server is not None:
            self.state_changed.emit()
