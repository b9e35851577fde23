"""`ServiceTableController`: the table view's `TableController` on top of the tournament service.

The table view and its dialogs ask synchronous questions ("the state now?") and make
synchronous changes ("record this hand: any problems?"). Questions are answered from the
service's last `TableView` of this table, kept here (frozen values: reading them on the GUI
thread is safe). Changes go to the database worker with a blocking `call` (a few milliseconds:
one small SQLite transaction), and the returned `TableView` becomes the new answer. Refusals
(`InvalidInput`) come back as the issues the dialog shows next to its fields.

Two things the service does not keep are kept here:
- "Time is up" for the hand being played: the next hand recorded (a chombo is not a hand
  played) is saved with `last_hand: true`. Undo right after marking takes the mark back.
- The position of each log entry in the game, worked out from the log (hand, amend, void,
  undo, redo entries) the way the service folds it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime

from tournament.errors import InvalidInput, StoreError
from tournament.hand_log import LogKind
from tournament.model import HandRecord, HandResult, Issue, Outcome, TableState
from tournament.record import parse_hand
from tournament.rules import Ruleset
from tournament.service import EntryState, LogLine, Tournament
from tournament.service import TableView as ServiceTableView
from ui.controllers import EntryStatus, LogEntry, TableTotals, totals_issues
from ui.session import Session

_STATUS = {
    EntryState.APPLIED: EntryStatus.IN_EFFECT,
    EntryState.REPLACED: EntryStatus.AMENDED,
    EntryState.VOIDED: EntryStatus.VOIDED,
    EntryState.UNDONE: EntryStatus.UNDONE,
}


def _when(at: str) -> datetime | None:
    if not at:
        return None
    try:
        return datetime.fromisoformat(at).astimezone()  # stored in UTC; shown in local time
    except ValueError:
        return None


def controller_log(lines: Sequence[LogLine],
                   parse: Callable[[str], HandRecord | None]) -> list[LogEntry]:
    """The service's log of one table as the table view's hand log entries.

    Only hand and amend entries carry a hand; void, undo and redo entries become the status,
    reason and who/when of the entry they act on. Positions: a hand in effect is where it is
    played now; an amended one stands where its replacement stands; a voided one where it
    stood when it was voided; an undone one where it was made.
    """
    entries = [line.entry for line in lines]
    states = {line.entry.seq: line.state for line in lines}

    # Pass 1, in log order, as the service folds it: where each entry was made, who undid it.
    active: list = []
    redo: list = []
    made_at: dict[int, int] = {}
    undone_by = {}
    for e in entries:
        if e.kind.is_change:
            if e.kind is LogKind.HAND:
                made_at[e.seq] = _count_hands(active)
            elif e.kind is LogKind.AMEND:
                made_at[e.seq] = e.target or 0
            active.append(e)
            redo.clear()
        elif e.kind is LogKind.UNDO and active:
            taken = active.pop()
            redo.append(taken)
            undone_by[taken.seq] = e
        elif e.kind is LogKind.REDO and redo:
            back = redo.pop()
            active.append(back)
            undone_by.pop(back.seq, None)

    # Pass 2, the changes in effect: the hands now, amendments and voids.
    hands: list[int] = []
    amends: dict[int, int] = {}
    amended_by: dict[int, int] = {}
    changed = {}
    void_at: dict[int, int] = {}
    for e in active:
        if e.kind is LogKind.HAND:
            hands.append(e.seq)
        elif e.kind is LogKind.AMEND and e.target is not None and 0 <= e.target < len(hands):
            old = hands[e.target]
            amends[e.seq], amended_by[old], changed[old] = old, e.seq, e
            hands[e.target] = e.seq
        elif e.kind is LogKind.VOID and e.target is not None and 0 <= e.target < len(hands):
            old = hands.pop(e.target)
            void_at[old], changed[old] = e.target, e
    now_at = {seq: i for i, seq in enumerate(hands)}

    def position(seq: int) -> int:
        seen = set()
        while seq in amended_by and seq not in seen:  # follow the corrections to the last one
            seen.add(seq)
            seq = amended_by[seq]
        if seq in now_at:
            return now_at[seq]
        return void_at.get(seq, made_at.get(seq, 0))

    out = []
    for e in entries:
        if e.kind not in (LogKind.HAND, LogKind.AMEND) or e.payload_json is None:
            continue
        hand = parse(e.payload_json)
        if hand is None:
            continue  # a file edited by other means; the view shows the service's issues
        status = _STATUS[states.get(e.seq, EntryState.APPLIED)]
        by = changed.get(e.seq) if status is not EntryStatus.UNDONE else undone_by.get(e.seq)
        out.append(LogEntry(
            number=e.seq,
            position=now_at[e.seq] if status is EntryStatus.IN_EFFECT else position(e.seq),
            hand=hand, status=status, recorded_by=e.who,
            recorded_at=_when(e.at) or datetime.now(),
            amends=amends.get(e.seq), amended_by=amended_by.get(e.seq),
            reason=by.why if by is not None else "",
            changed_by=by.who if by is not None else "",
            changed_at=_when(by.at) if by is not None else None))
    return out


def _count_hands(active: list) -> int:
    count = 0
    for e in active:
        if e.kind is LogKind.HAND:
            count += 1
        elif e.kind is LogKind.VOID:
            count -= 1
    return count


class ServiceTableController:
    """One table of the open tournament, for `ui.views.table_view.TableView`."""

    def __init__(self, session: Session, round: int, table: int):
        self.session = session
        self.round = round
        self.table = table
        self._listeners: list[Callable[[], None]] = []
        self._parsed: dict[str, HandRecord | None] = {}
        self._time_up = False
        self._time_up_mark = -1  # log length when time was called (undo takes it back)
        self.last_problem = ""
        self.changing = False  # True while this controller's own change is being applied
        self._rules: Ruleset = session.rules
        self._set_view(session.call(lambda t: t.table_view(round, table)))

    # --- answers from the last view ---------------------------------------------------
    @property
    def view(self) -> ServiceTableView:
        return self._view

    def players(self) -> list[str]:
        return [p.name for p in self._view.players]

    def rules(self) -> Ruleset:
        return self._rules

    def hands(self) -> list[HandRecord]:
        return list(self._view.hand_records)

    def log(self) -> list[LogEntry]:
        return list(self._log)

    def state(self) -> TableState:
        return self._view.state

    def results(self) -> list[HandResult]:
        return list(self._view.hands)

    def time_up(self) -> bool:
        return self._time_up

    def totals(self) -> TableTotals | None:
        totals = self._view.totals
        if totals is None or self._view.hands:
            return None
        return TableTotals(totals.scores, totals.chombos, totals.sticks)

    def locked(self) -> bool:
        return self._view.locked

    def can_undo(self) -> bool:
        return not self._view.locked and (self._time_up_undoable() or self._view.can_undo)

    def can_redo(self) -> bool:
        return not self._view.locked and self._view.can_redo

    # --- changes through the worker ---------------------------------------------------
    def record(self, hand: HandRecord) -> list[Issue]:
        if self._time_up and hand.outcome is not Outcome.CHOMBO and not hand.last_hand:
            hand = replace(hand, last_hand=True)
        r, t, who = self.round, self.table, self.session.referee
        return self._change(lambda s: s.record_hand(r, t, hand, who=who))

    def amend(self, index: int, hand: HandRecord, reason: str) -> list[Issue]:
        r, t, who = self.round, self.table, self.session.referee
        return self._change(lambda s: s.amend_hand(r, t, index, hand, reason=reason.strip(),
                                                   who=who))

    def void(self, index: int, reason: str) -> list[Issue]:
        r, t, who = self.round, self.table, self.session.referee
        return self._change(lambda s: s.void_hand(r, t, index, reason=reason.strip(), who=who))

    def record_totals(self, totals: TableTotals) -> list[Issue]:
        # The service works out the sticks left on the table from the scores; the sticks the
        # referee counted must agree with them.
        issues = totals_issues(totals, self._rules)
        if issues:
            return issues
        r, t, who = self.round, self.table, self.session.referee
        scores, chombos = list(totals.scores), list(totals.chombos)
        return self._change(lambda s: s.record_totals(r, t, scores, chombos, who=who))

    def mark_time_up(self) -> None:
        if not self._time_up and not self._view.state.ended:
            self._time_up = True
            self._time_up_mark = len(self._view.log)
            self._notify()

    def undo(self) -> bool:
        if self._time_up_undoable():
            self._time_up = False
            self._notify()
            return True
        r, t, who = self.round, self.table, self.session.referee
        return not self._change(lambda s: s.undo(r, t, who=who))

    def redo(self) -> bool:
        r, t, who = self.round, self.table, self.session.referee
        return not self._change(lambda s: s.redo(r, t, who=who))

    def unlock(self, password: str, reason: str) -> list[Issue]:
        r, t, who = self.round, self.table, self.session.referee
        return self._change(lambda s: s.unlock_table(r, t, password, reason, who=who))

    def reload(self) -> None:
        """Read the table again (after a change made elsewhere: a lock, an unlock)."""
        r, t = self.round, self.table
        self._set_view(self.session.call(lambda s: s.table_view(r, t)))
        self._notify()

    def subscribe(self, callback: Callable[[], None]) -> Callable[[], None]:
        self._listeners.append(callback)

        def unsubscribe() -> None:
            if callback in self._listeners:
                self._listeners.remove(callback)

        return unsubscribe

    # --- internals --------------------------------------------------------------------
    def _time_up_undoable(self) -> bool:
        return self._time_up and len(self._view.log) == self._time_up_mark

    def _change(self, fn: Callable[[Tournament], tuple[ServiceTableView, object]]
                ) -> list[Issue]:
        self.changing = True
        try:
            view = self.session.change_now(fn)
        except InvalidInput as exc:
            self.last_problem = "; ".join(i.message for i in exc.issues)
            return list(exc.issues)
        except StoreError as exc:
            # The disk said no (full, removed USB stick): nothing was recorded; say so.
            self.last_problem = str(exc)
            return [Issue("store_error", None, "", str(exc))]
        finally:
            self.changing = False
        self.last_problem = ""
        self._set_view(view)
        self._notify()
        return []

    def _set_view(self, view: ServiceTableView) -> None:
        self._view = view
        if view.state.ended:
            self._time_up = False
        self._log = controller_log(view.log, self._parse)

    def _parse(self, text: str) -> HandRecord | None:
        if text not in self._parsed:
            try:
                record, _ = parse_hand(json.loads(text))
            except ValueError:
                record = None
            self._parsed[text] = record
        return self._parsed[text]

    def _notify(self) -> None:
        for listener in list(self._listeners):
            listener()
