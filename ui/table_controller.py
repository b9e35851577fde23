"""`TableController`: one table of the open tournament, as the table view and its dialogs see it.

Questions ("the state now?", "the log?") are answered from the service's last `TableView` of
this table: the core's fold of the table's hand log, a frozen value, safe to read on the GUI
thread. Changes are `ui.operations`, run on the database worker; each returns an `Op`, and
when it succeeds the `TableView` it returns becomes the new answer. A change made elsewhere
(another screen, a lock) is read again with `reload()`. The controller is the initiator of
its own operations, so the table page can tell them from changes made elsewhere.

One thing the service does not keep is kept here: "time is up" for the hand being played.
The next hand recorded (a chombo is not a hand played) is saved with `last_hand: true`. Undo
right after marking takes the mark back.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import NamedTuple

from tournament.games.hand_log import LogLine, Totals
from tournament.model import HandRecord, HandResult, Outcome, TableState
from tournament.online_logs import OnlineLog
from tournament.rules import Ruleset
from tournament.service import TableView
from ui.issue_words import issue_text
from ui.operations import Op
from ui.operations import table_games as ops
from ui.session import Session


class Entry(NamedTuple):
    """A dialog's entry: the change counter its table view was read at, and its id."""

    seen: int
    entry_id: str


class TableController:
    def __init__(self, session: Session, view: TableView):
        self.session = session
        self.round = view.round
        self.table = view.table
        self._listeners: list[Callable[[], None]] = []
        self._time_up = False
        self._time_up_mark = -1  # log length when time was called (undo takes it back)
        self.last_problem = ""
        self._set_view(view)

    @classmethod
    def read(cls, session: Session, round: int, table: int,
             done: Callable[[TableController], None],
             failed: Callable[[BaseException], None] | None = None) -> None:
        """Read the table on the worker, then `done(controller)` on the GUI thread."""
        session.read(lambda t: t.tables.view(round, table),
                     lambda view: done(cls(session, view)), failed)

    # --- answers from the last view ---------------------------------------------------
    @property
    def view(self) -> TableView:
        return self._view

    def players(self) -> list[str]:
        return list(self._view.names)

    def rules(self) -> Ruleset:
        return self.session.rules

    def hands(self) -> list[HandRecord]:
        return list(self._view.hand_records)

    def log(self) -> tuple[LogLine, ...]:
        return self._view.log

    def state(self) -> TableState:
        return self._view.state

    def results(self) -> list[HandResult]:
        return list(self._view.hands)

    def time_up(self) -> bool:
        return self._time_up

    def totals(self) -> Totals | None:
        """The paper totals, when the table was scored on paper."""
        if self._view.hands:
            return None
        return self._view.totals

    def locked(self) -> bool:
        return self._view.locked

    def can_undo(self) -> bool:
        return not self._view.locked and (self._time_up_undoable() or self._view.can_undo)

    def can_redo(self) -> bool:
        return not self._view.locked and self._view.can_redo

    def time_up_undoable(self) -> bool:
        """Undo would take back the "time is up" mark (nothing entered since)."""
        return self._time_up_undoable()

    def undo_line(self) -> LogLine | None:
        """The log entry undo would take back (None: none, or the time-up mark)."""
        return self._line(self._view.undo_next) if self.can_undo() else None

    def redo_line(self) -> LogLine | None:
        """The log entry redo would put back."""
        return self._line(self._view.redo_next) if self.can_redo() else None

    def _line(self, seq: int | None) -> LogLine | None:
        return next((line for line in self._view.log if line.entry.seq == seq), None)

    # --- changes through the worker ---------------------------------------------------
    def entry(self) -> Entry:
        """What a dialog opened now builds on (see `ui.operations.table_games`): keep it for
        as long as the dialog is open and pass it with what the dialog sends."""
        return Entry(self._view.counter, uuid.uuid4().hex)

    def record(self, hand: HandRecord, entry: Entry | None = None) -> Op:
        if self._time_up and hand.outcome is not Outcome.CHOMBO and not hand.last_hand:
            hand = replace(hand, last_hand=True)
        seen, entry_id = entry or (None, None)
        return self._run(ops.record_hand(self.session, self.round, self.table, hand, self,
                                         seen, entry_id))

    def amend(self, index: int, hand: HandRecord, reason: str,
              entry: Entry | None = None) -> Op:
        seen, entry_id = entry or (None, None)
        return self._run(ops.amend_hand(self.session, self.round, self.table, index, hand,
                                        reason, self, seen, entry_id))

    def void(self, index: int, reason: str, entry: Entry | None = None) -> Op:
        seen, entry_id = entry or (None, None)
        return self._run(ops.void_hand(self.session, self.round, self.table, index, reason,
                                       self, seen, entry_id))

    def record_totals(self, scores: Sequence[int], chombos: Sequence[int],
                      entry: Entry | None = None) -> Op:
        seen, entry_id = entry or (None, None)
        return self._run(ops.record_totals(self.session, self.round, self.table, scores,
                                           chombos, self, seen, entry_id))

    def record_online_log(self, log: OnlineLog, accept_differences: bool,
                          entry: Entry | None = None) -> Op:
        _, entry_id = entry or (None, None)
        return self._run(ops.record_online_log(self.session, self.round, self.table, log,
                                               accept_differences, self, entry_id))

    def mark_time_up(self) -> None:
        if not self._time_up and not self._view.state.ended:
            self._time_up = True
            self._time_up_mark = len(self._view.log)
            self._notify()

    def undo(self) -> Op | None:
        """Take back the last change (None: there is none, or it was the time-up mark)."""
        if self._time_up_undoable():
            self._time_up = False
            self._notify()
            return None
        if not self.can_undo():
            return None
        return self._run(ops.undo(self.session, self.round, self.table, self))

    def redo(self) -> Op | None:
        if not self.can_redo():
            return None
        return self._run(ops.redo(self.session, self.round, self.table, self))

    def unlock(self, password: str, reason: str) -> Op:
        return self._run(ops.unlock_table(self.session, self.round, self.table, password,
                                          reason, self))

    def lock(self) -> Op:
        return self._run(ops.lock_table(self.session, self.round, self.table, self))

    def reload(self, done: Callable[[], None] | None = None) -> None:
        """Read the table again (after a change made elsewhere)."""

        def show(view: TableView) -> None:
            self._set_view(view)
            self._notify()
            if done is not None:
                done()

        self.session.read(lambda t: t.tables.view(self.round, self.table), show)

    def subscribe(self, callback: Callable[[], None]) -> Callable[[], None]:
        self._listeners.append(callback)

        def unsubscribe() -> None:
            if callback in self._listeners:
                self._listeners.remove(callback)

        return unsubscribe

    # --- internals --------------------------------------------------------------------
    def _time_up_undoable(self) -> bool:
        return self._time_up and len(self._view.log) == self._time_up_mark

    def _run(self, op: Op) -> Op:
        def finished(op: Op) -> None:
            if op.issues:
                self.last_problem = "; ".join(issue_text(i, self.players())
                                              for i in op.issues)
                self._notify()
                return
            self.last_problem = ""
            if isinstance(op.value, TableView):
                self._set_view(op.value)
            self._notify()

        return op.then(finished)

    def _set_view(self, view: TableView) -> None:
        self._view = view
        if view.state.ended:
            self._time_up = False

    def _notify(self) -> None:
        for listener in list(self._listeners):
            listener()
