"""User actions: one small function per action a referee or organiser takes at the desk.

Modelled on Anki's `aqt/operations`: a view calls e.g. `tables.record_hand(session, round,
table, hand, initiator=self)`; the function fills in who did it (the name at the desk), runs
the service's mutation on the database worker (never on the GUI thread), and returns an `Op`
at once. When the worker is done, the session announces the service's `Changes` with the
initiator (so the view that started it can tell its own change from one made elsewhere) and
the `Op` finishes: `op.then(callback)` runs on the GUI thread with the value, or with the
problems of a refusal (`InvalidInput`, or a disk that said no) as `op.issues`, nothing
changed. Long work that needs no file (the seating search, rendering a PDF) runs on Qt's
thread pool between two short worker steps.

On a server, a change to a table's hand log (`retry=True`) that meets a server that does not
answer is not given up: the op says so at once (`op.on_wait`, the dialog shows it and keeps
what was typed) and sends it again every `RETRY_MS` until the server answers, the change is
refused for another reason, or the dialog is closed (`op.cancel()`). Each is sent with the
entry id its dialog made, so a change whose commit reached the server before the connection
went is never written twice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, QTimer

from tournament.errors import InvalidInput, StoreError
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.service import Changes
from ui.session import Session
from ui.tasks import run_in_pool

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament

Change = Callable[["Tournament"], tuple[Any, Changes]]

RETRY_MS = 2000  # how often a change is sent again while the server does not answer


class Op:
    """One user action on its way. Finished once, on the GUI thread."""

    def __init__(self, name: str):
        self.name = name
        self.finished = False
        self.value: Any = None
        self.issues: tuple[Issue, ...] = ()
        self.cancelled = False
        self._callbacks: list[Callable[[Op], None]] = []
        self._waiting: list[Callable[[Issue], None]] = []

    @classmethod
    def done(cls, value: Any = None, issues: tuple[Issue, ...] = (), name: str = "") -> Op:
        """An action that is over already (a dialog with nothing to send, a test)."""
        op = cls(name)
        op.finish(value, issues)
        return op

    @property
    def ok(self) -> bool:
        return self.finished and not self.issues

    def then(self, callback: Callable[[Op], None]) -> Op:
        """Call `callback(op)` when the action is done (at once if it is already)."""
        if self.finished:
            callback(self)
        else:
            self._callbacks.append(callback)
        return self

    def on_wait(self, callback: Callable[[Issue], None]) -> Op:
        """Call `callback(issue)` each time the server did not answer and the action waits
        to be sent again (`run(retry=True)`)."""
        self._waiting.append(callback)
        return self

    def wait(self, issue: Issue) -> None:
        for callback in list(self._waiting):
            callback(issue)

    def cancel(self) -> None:
        """Give up (the dialog was closed): no further attempt is made. An attempt already
        on its way may still be saved; its table shows it."""
        if not self.finished:
            self.cancelled = True
            self.finish(None, (Issue(IssueCode.CANCELLED, None, "", "cancelled"),))

    def finish(self, value: Any = None, issues: tuple[Issue, ...] = ()) -> None:
        if self.finished:
            return
        self.finished, self.value, self.issues = True, value, issues
        callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback(self)

    def __repr__(self) -> str:
        state = "running" if not self.finished else ("done" if self.ok else "refused")
        return f"<Op {self.name} {state}>"


def keep_sending(dialog: Any, op: Op, waiting: Callable[[Issue], None]) -> Op:
    """A dialog sending `op` (a change retried while the server does not answer): each wait
    is shown by `waiting(issue)` while the dialog is open, and closing the dialog gives up."""

    def told(issue: Issue) -> None:
        if shiboken6.isValid(dialog):
            waiting(issue)

    op.on_wait(told)
    dialog.rejected.connect(op.cancel)
    return op


def when_done(owner: object, callback: Callable[[Any], None]) -> Callable[[Op], None]:
    """For `op.then`: `callback(op.value)` once the op succeeded, if `owner` (a widget that
    may have been closed meanwhile) still exists."""

    def finished(op: Op) -> None:
        if op.ok and not (isinstance(owner, QObject) and not shiboken6.isValid(owner)):
            callback(op.value)

    return finished


def run(session: Session, name: str, fn: Change, initiator: object | None = None,
        retry: bool = False) -> Op:
    """Run the mutation `fn(tournament) -> (value, Changes)` on the worker as one `Op`.
    `retry`: sent again while the server does not answer (see the module's docstring; `fn`
    must then be safe to repeat: an entry id)."""
    op = Op(name)

    def attempt() -> None:
        if session.closed:  # the tournament was closed while waiting to send again
            op.cancel()
        elif not op.finished:
            session.change(fn, lambda value: op.finish(value), refused, initiator=initiator)

    def refused(issues: list[Issue]) -> None:
        if retry and not op.finished and [i.code for i in issues] == ["connection_lost"] \
                and not session.closed:
            op.wait(issues[0])
            QTimer.singleShot(RETRY_MS, attempt)
            return
        if any(i.code == IssueCode.PASSWORD_NEEDED for i in issues) and not op.finished \
                and session.ask_password is not None and not session.closed:
            with_password(issues, wrong=False)
            return
        op.finish(None, tuple(issues))

    def with_password(issues: list[Issue], wrong: bool) -> None:
        # The change needs the organiser password (every organiser change of a tournament
        # with one is signed with it): asked for, checked on the worker (the service keeps
        # it for the changes that follow), and the change sent again; Cancel refuses it
        # as before, nothing changed.
        assert session.ask_password is not None
        password = session.ask_password(wrong)
        if password is None or session.closed:
            op.finish(None, tuple(issues))
            return
        session.read(lambda t: t.setup.check_password(password),
                     lambda ok: attempt() if ok else with_password(issues, wrong=True),
                     lambda exc: op.finish(None, refusal(exc, session)))

    attempt()
    return op


def refusal(exc: BaseException, session: Session | None = None) -> tuple[Issue, ...]:
    """The problems an exception stands for: a refusal's issues, the disk's message, or (a
    bug) the exception's text, which the window is also told about."""
    if isinstance(exc, InvalidInput):
        return tuple(exc.issues)
    if isinstance(exc, StoreError):
        return (Issue(IssueCode.STORE_ERROR, None, "", str(exc)),)
    if isinstance(exc, OSError):
        where = f"{exc.filename}: " if exc.filename else ""
        return (Issue(IssueCode.OS_ERROR, None, "", f"{where}{exc.strerror or exc}",
                      {"path": str(exc.filename or ""), "error": str(exc.strerror or exc)}),)
    if session is not None:
        session.worker.failed.emit(exc)
    return (Issue(IssueCode.FAILED, None, "", str(exc) or type(exc).__name__),)


def read(session: Session, name: str, fn: Callable[[Tournament], Any]) -> Op:
    """A read on the worker as an `Op` (no change, nothing announced): its value is what `fn`
    returns; a refusal (InvalidInput) comes back as the op's issues."""
    op = Op(name)
    session.read(fn, lambda value: op.finish(value),
                 lambda exc: op.finish(None, refusal(exc, session)))
    return op


def in_pool(name: str, fn: Callable[[], Any], session: Session | None = None) -> Op:
    """Work that needs no database (rendering a PDF, writing a file) on Qt's thread pool, as
    an `Op`; an OSError (a full disk, a folder without write access) is a refusal."""
    op = Op(name)
    run_in_pool(fn, lambda value: op.finish(value),
                lambda exc: op.finish(None, refusal(exc, session)))
    return op


def chain(op: Op, name: str, then: Callable[[Any], Op]) -> Op:
    """`then(value)` once `op` succeeded, as one `Op` (a read on the worker, then the pool)."""
    out = Op(name)

    def first(done: Op) -> None:
        if done.issues:
            out.finish(None, done.issues)
            return
        then(done.value).then(lambda second: out.finish(second.value, second.issues))

    op.then(first)
    return out


__all__ = ["Change", "Op", "chain", "in_pool", "keep_sending", "read", "refusal", "run",
           "when_done"]
