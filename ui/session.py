"""The open tournament as the views see it: the worker, who is at the desk, and what changed.

Every change goes through `Session.change(fn, ...)` (the user actions in `ui.operations` call
it): `fn(tournament)` runs on the database worker and returns the service's `(value,
Changes)`; `changed` is then emitted with the `Changes` and the initiator (the view that asked,
or None) so each view refreshes only what it shows (STYLE.md habit 2). A change is written to
the file by the service before it returns, so there is nothing to save by hand.

On a server (several stations) the session also hears the other stations: `watch()` starts
the core's `Watcher` (PostgreSQL LISTEN/NOTIFY, with a poll of the change counter as a
fallback); each time it hears of a change, the worker catches up (`Tournament.catch_up`) and
`changed` is emitted with what the other station changed and no initiator, so the table
views, the rounds screen, the standings and the projector refresh as for a change made here.
`connection` says when the server stops answering and when it answers again.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from tournament.errors import ConnectionLost, InvalidInput, StoreError
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import TournamentSettings
from tournament.rules import Ruleset
from tournament.service import Changes
from ui.issue_words import issue_text
from ui.tasks import DatabaseWorker, LatestWins, alive, needs

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

Change = Callable[["Tournament"], tuple[Any, Changes]]

# Refusals after which what this station shows was read again from the server.
RELOADED = ("table_changed", "changed_elsewhere")
# The initiator of a change another station made (views refresh; the status bar says so).
ELSEWHERE = object()


def lost_issue(exc: ConnectionLost) -> Issue:
    """The server did not answer: nothing was written (unless `maybe_saved`)."""
    return Issue(IssueCode.CONNECTION_LOST, None, "", str(exc), {"maybe_saved": exc.maybe_saved})


class _Relay(QObject):
    """Signals emitted on the watcher's thread, delivered on the GUI thread."""

    heard = Signal()
    lost = Signal(str)
    back = Signal()


class Session(QObject):
    """One open tournament file. Lives on the GUI thread; the work runs on `worker`."""

    changed = Signal(object, object)  # Changes, the initiator (or None)
    problem = Signal(str)  # a refused or failed change, for the status bar
    connection = Signal(bool, str)  # the server answers again / stopped answering (why)

    def __init__(self, worker: DatabaseWorker, path: Path, settings: TournamentSettings,
                 referee: str = "", parent: QObject | None = None, *, server: str = "",
                 role: str = "organiser", station: str = ""):
        super().__init__(parent)
        self.worker = worker
        self.path = path  # a server's: a stand-in in the data folder (its backups go beside)
        self.settings = settings
        self._referee = referee
        # Asked for a name once, at the first change made while nobody is named at the desk
        # (the main window's question; None: nobody to ask, as in tests of one view).
        self.ask_referee: Callable[[], str] | None = None
        self._asked = False
        # Asked for the organiser password when a change is refused for want of it (a
        # tournament with one signs every organiser change with it): `ask_password(wrong)`
        # gives the password typed, or None (cancelled). None: nobody to ask.
        self.ask_password: Callable[[bool], str | None] | None = None
        self.server = server  # the server's URL without password; "" for a file
        self.role = role
        self.station = station
        self.closed = False  # set when the tournament's screens are torn down
        self.lost = False  # the server stopped answering (until it answers again)
        self._watcher: Any = None
        self._catch_ups = LatestWins()
        self._relay = _Relay(self)
        self._relay.heard.connect(self.catch_up)
        # Methods of this object (never lambdas): Qt then calls them on the GUI thread.
        self._relay.lost.connect(self._server_lost)
        self._relay.back.connect(self._server_back)

    @property
    def referee(self) -> str:
        """Who is at the desk, for the log. Read as a change is made: while nobody is named,
        the first change asks for a name once (a change goes ahead without one if none is
        given; it is then logged with nobody, never "by" an empty name)."""
        if not self._referee.strip() and not self._asked and self.ask_referee is not None:
            self._asked = True
            self._referee = self.ask_referee().strip()
        return self._referee

    @referee.setter
    def referee(self, name: str) -> None:
        self._referee = name

    @property
    def organiser(self) -> bool:
        """May this station seat, approve, unlock, change settings, players, penalties...?"""
        return self.role == "organiser"

    @property
    def where(self) -> str:
        """The file's path, or the server's URL (never its password)."""
        return self.server or str(self.path)

    def close(self) -> None:
        """Drop the answers still on their way: the screens that asked are going away."""
        self.closed = True
        self.stop_watching()

    # --- other stations -----------------------------------------------------------------
    def watch(self, poll: float = 2.0) -> None:
        """Hear the other stations' changes (a tournament on a server; a file has none: no
        other program can write it while it is open here)."""
        if not self.server or self._watcher is not None or self.closed:
            return
        from tournament.service import Watcher

        relay = self._relay
        self._watcher = self.worker.call(lambda t: Watcher(
            needs(t), lambda _counter: relay.heard.emit(), poll=poll,
            on_error=lambda exc: relay.lost.emit(str(exc)), on_connected=relay.back.emit))
        self._watcher.start()

    def stop_watching(self) -> None:
        watcher, self._watcher = self._watcher, None
        if watcher is not None:
            watcher.stop()

    def catch_up(self) -> None:
        """Read what the other stations changed (on the worker), then announce it. Asked
        again while a catch-up is on its way: one more follows it (never a queue of them)."""
        if self.closed or not self._catch_ups.start():
            return

        def done(result: tuple[Changes, TournamentSettings]) -> None:
            again = self._catch_ups.done()
            self._set_lost(False, "")
            self._told_elsewhere(*result)
            if again:
                self.catch_up()

        def failed(exc: BaseException) -> None:
            self._catch_ups.done()  # the next notice reads again
            if isinstance(exc, ConnectionLost):
                self._set_lost(True, str(exc))
            elif not isinstance(exc, StoreError):
                self.worker.failed.emit(exc)

        self.worker.submit(lambda t: (needs(t).catch_up(), needs(t).settings),
                           self._guard(done), self._guard(failed))

    def _told_elsewhere(self, changes: Changes, settings: TournamentSettings) -> None:
        """Announce what the other stations changed (read by a catch-up on the worker, with
        the settings as they are after it)."""
        if changes != Changes():
            self.settings = settings
            self.changed.emit(changes, ELSEWHERE)

    def _server_lost(self, text: str) -> None:
        self._set_lost(True, text)

    def _server_back(self) -> None:
        self._set_lost(False, "")

    def _set_lost(self, lost: bool, text: str) -> None:
        if self.closed or not self.server or (lost == self.lost and not lost):
            return
        self.lost = lost
        self.connection.emit(not lost, text)

    def _guard(self, callback: Callable[[Any], None] | None) -> Callable[[Any], None] | None:
        if callback is None:
            return None

        def guarded(value: Any) -> None:
            if self.closed or not alive(callback):
                return
            try:
                callback(value)
            except RuntimeError as exc:
                # A screen rebuilt (language switch) while its answer was on the way: the
                # answer was for widgets that are gone. Anything else is a real error.
                if "already deleted" not in str(exc):
                    raise

        return guarded

    @property
    def rules(self) -> Ruleset:
        return self.settings.rules

    def read(self, fn: Callable[[Tournament], Any], on_done: Callable[[Any], None],
             on_error: Callable[[BaseException], None] | None = None) -> int:
        """Ask the worker for data (`fn` runs there and must not touch widgets)."""
        return self.worker.submit(lambda t: fn(needs(t)), self._guard(on_done),
                                  self._guard(on_error))

    def call(self, fn: Callable[[Tournament], Any]) -> Any:
        """A quick synchronous read or change (the table dialogs): waits for the worker."""
        return self.worker.call(lambda t: fn(needs(t)))

    def change(self, fn: Change, on_done: Callable[[Any], None] | None = None,
               on_refused: Callable[[list[Issue]], None] | None = None,
               initiator: object | None = None) -> int:
        """Run a mutation on the worker; on success emit `changed` and call `on_done(value)`;
        on a refusal (`InvalidInput`, or the disk saying no: `StoreError`) call
        `on_refused(issues)` (or report them on `problem`). Any other failure is a bug: the
        window shows it, and `on_refused` hears of it so a dialog waiting is not stuck."""

        def job(t: Tournament | None
                ) -> tuple[Any, Changes, Changes, TournamentSettings, str | None]:
            # On a server, first what the other stations did (the watcher may not have been
            # heard yet): the change is checked against the tournament as it is now.
            before = needs(t).catch_up() if self.server else Changes()
            try:
                value, changes = fn(needs(t))
            except Exception as exc:
                # told by `failed`
                exc.caught_up = (before, needs(t).settings)  # type: ignore[attr-defined]
                raise
            # The settings as the change left them, read here: the GUI never waits for them.
            # (And whether the change is still only in the file's -wal: said on the status
            # bar, since a copy of the file alone would lack it.)
            return (value, changes, before, needs(t).settings,
                    needs(t).checkpoint_warning())

        def done(result: tuple[Any, Changes, Changes, TournamentSettings, str | None]
                 ) -> None:
            value, changes, before, settings, warning = result
            if warning is not None:
                self.problem.emit(warning)
            self._set_lost(False, "")
            self._told_elsewhere(before, settings)
            if changes.settings:
                self.settings = settings
            self.changed.emit(changes, initiator)
            if on_done is not None:
                on_done(value)

        def failed(exc: BaseException) -> None:
            caught_up = getattr(exc, "caught_up", None)
            if caught_up is not None:
                self._told_elsewhere(*caught_up)
            if isinstance(exc, InvalidInput):
                issues = list(exc.issues)
                if any(i.code in RELOADED for i in issues):
                    self.catch_up()  # show what the other station did
            elif isinstance(exc, ConnectionLost):
                # Nothing was written (or, `maybe_saved`, the commit may have reached the
                # server: a retry with the same entry id is never doubled).
                issues = [lost_issue(exc)]
                self._set_lost(True, str(exc))
            elif isinstance(exc, StoreError):
                # The disk said no (full, removed USB stick): nothing was written; say so.
                # (MaybeSaved: the commit failed half-way, so it may have been; a dialog
                # sends it again with the entry id it made, which is never applied twice.)
                issues = [Issue(IssueCode.STORE_ERROR, None, "", str(exc))]
            else:
                self.worker.failed.emit(exc)
                issues = [Issue(IssueCode.FAILED, None, "", str(exc) or type(exc).__name__)]
            if on_refused is not None:
                on_refused(issues)
            else:
                self.problem.emit("; ".join(issue_text(i, []) for i in issues))

        return self.worker.submit(job, self._guard(done),
                                  self._guard(failed))
