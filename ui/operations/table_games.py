"""A table's hand log: record, correct and void hands, undo and redo, paper totals, locks,
a game read from its online log.

A change entered in a dialog passes `seen`, the change counter of the table view the dialog
was opened on (another station's change to that table since then refuses it: "table 7
changed at station ..."), and `entry_id`, made once per dialog: the change is sent again
while the server does not answer, and is never written twice (`ui.operations.run`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tournament.model import HandRecord
from tournament.online_logs import OnlineLog
from tournament.service import Changes, TableView
from ui.operations import Op, run
from ui.session import Session

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import Tournament


def record_hand(session: Session, round: int, table: int, hand: HandRecord,
                initiator: object | None = None, seen: int | None = None,
                entry_id: str | None = None) -> Op:
    who = session.referee
    return run(session, "record_hand",
               lambda t: t.tables.record_hand(round, table, hand, who=who, entry_id=entry_id,
                                       seen=seen),
               initiator, retry=entry_id is not None)


def amend_hand(session: Session, round: int, table: int, index: int, hand: HandRecord,
               reason: str, initiator: object | None = None, seen: int | None = None,
               entry_id: str | None = None) -> Op:
    who, why = session.referee, reason.strip()
    return run(session, "amend_hand",
               lambda t: t.tables.amend_hand(round, table, index, hand, reason=why, who=who,
                                      entry_id=entry_id, seen=seen),
               initiator, retry=entry_id is not None)


def void_hand(session: Session, round: int, table: int, index: int, reason: str,
              initiator: object | None = None, seen: int | None = None,
              entry_id: str | None = None) -> Op:
    who, why = session.referee, reason.strip()
    return run(session, "void_hand",
               lambda t: t.tables.void_hand(round, table, index, reason=why, who=who,
                                     entry_id=entry_id, seen=seen),
               initiator, retry=entry_id is not None)


def undo(session: Session, round: int, table: int, initiator: object | None = None) -> Op:
    who = session.referee
    return run(session, "undo", lambda t: t.tables.undo(round, table, who=who), initiator)


def redo(session: Session, round: int, table: int, initiator: object | None = None) -> Op:
    who = session.referee
    return run(session, "redo", lambda t: t.tables.redo(round, table, who=who), initiator)


def record_totals(session: Session, round: int, table: int, scores: Sequence[int],
                  chombos: Sequence[int], initiator: object | None = None,
                  seen: int | None = None, entry_id: str | None = None) -> Op:
    who, s, c = session.referee, list(scores), list(chombos)
    return run(session, "record_totals",
               lambda t: t.tables.record_totals(round, table, s, c, who=who, entry_id=entry_id,
                                         seen=seen),
               initiator, retry=entry_id is not None)


def lock_table(session: Session, round: int, table: int,
               initiator: object | None = None) -> Op:
    who = session.referee
    return run(session, "lock_table", lambda t: t.approvals.lock_table(round, table, who=who),
               initiator)


def unlock_table(session: Session, round: int, table: int, password: str, reason: str,
                 initiator: object | None = None) -> Op:
    who = session.referee
    return run(session, "unlock_table",
               lambda t: t.approvals.unlock_table(round, table, password, reason, who=who),
               initiator)


def record_online_log(session: Session, round: int, table: int, log: OnlineLog,
                      accept_differences: bool, initiator: object | None = None,
                      entry_id: str | None = None) -> Op:
    """A table's game from its online log (`Tournament.online.record_log`)."""
    who = session.referee

    def record(t: Tournament) -> tuple[TableView, Changes]:
        with t.entry(entry_id):
            view, changes, _ = t.online.record_log(round, table, log,
                                                   accept_differences=accept_differences,
                                                   who=who)
        return view, changes

    return run(session, "record_online_log", record, initiator, retry=entry_id is not None)
