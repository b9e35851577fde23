"""The open tournament as the views see it: the worker, who is at the desk, and what changed.

Every change goes through `Session.change(fn, ...)` (the user actions in `ui.operations` call
it): `fn(tournament)` runs on the database worker and returns the service's `(value,
Changes)`; `changed` is then emitted with the `Changes` and the initiator (the view that asked,
or None) so each view refreshes only what it shows (STYLE.md habit 2). A change is written to
the file by the service before it returns, so there is nothing to save by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from tournament.domain import TournamentSettings
from tournament.errors import InvalidInput, StoreError
from tournament.model import Issue
from tournament.rules import Ruleset
from tournament.service import Changes, Tournament
from ui.issue_words import issue_text
from ui.tasks import DatabaseWorker, alive, needs

Change = Callable[[Tournament], tuple[Any, Changes]]


class Session(QObject):
    """One open tournament file. Lives on the GUI thread; the work runs on `worker`."""

    changed = Signal(object, object)  # Changes, the initiator (or None)
    problem = Signal(str)  # a refused or failed change, for the status bar

    def __init__(self, worker: DatabaseWorker, path: Path, settings: TournamentSettings,
                 referee: str = "", parent: QObject | None = None):
        super().__init__(parent)
        self.worker = worker
        self.path = path
        self.settings = settings
        self.referee = referee
        self.closed = False  # set when the tournament's screens are torn down

    def close(self) -> None:
        """Drop the answers still on their way: the screens that asked are going away."""
        self.closed = True

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

        def done(result: tuple[Any, Changes]) -> None:
            value, changes = result
            if changes.settings:
                self.settings = value if isinstance(value, TournamentSettings) else \
                    self.worker.call(lambda t: needs(t).settings)
            self.changed.emit(changes, initiator)
            if on_done is not None:
                on_done(value)

        def failed(exc: BaseException) -> None:
            if isinstance(exc, InvalidInput):
                issues = list(exc.issues)
            elif isinstance(exc, StoreError):
                # The disk said no (full, removed USB stick): nothing was written; say so.
                issues = [Issue("store_error", None, "", str(exc))]
            else:
                self.worker.failed.emit(exc)
                issues = [Issue("failed", None, "", str(exc) or type(exc).__name__)]
            if on_refused is not None:
                on_refused(issues)
            else:
                self.problem.emit("; ".join(issue_text(i, []) for i in issues))

        return self.worker.submit(lambda t: fn(needs(t)), self._guard(done),
                                  self._guard(failed))
