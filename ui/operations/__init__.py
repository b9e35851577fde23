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
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tournament.model import Issue
from tournament.service import Changes, Tournament
from ui.session import Session

Change = Callable[[Tournament], tuple[Any, Changes]]


class Op:
    """One user action on its way. Finished once, on the GUI thread."""

    def __init__(self, name: str):
        self.name = name
        self.finished = False
        self.value: Any = None
        self.issues: tuple[Issue, ...] = ()
        self._callbacks: list[Callable[[Op], None]] = []

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


def run(session: Session, name: str, fn: Change, initiator: object | None = None) -> Op:
    """Run the mutation `fn(tournament) -> (value, Changes)` on the worker as one `Op`."""
    op = Op(name)
    session.change(fn, lambda value: op.finish(value),
                   lambda issues: op.finish(None, tuple(issues)), initiator=initiator)
    return op


__all__ = ["Change", "Op", "run"]
