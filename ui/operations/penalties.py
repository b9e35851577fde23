"""Referee penalties: give one, withdraw one on appeal."""

from __future__ import annotations

from tournament.standings.ranking import PenaltyKind
from ui.operations import Op, run
from ui.session import Session


def add_penalty(session: Session, player: int | str, kind: PenaltyKind | str, points: int,
                reason: str, referee: str = "", round: int | None = None,
                table: int | None = None, initiator: object | None = None) -> Op:
    referee = referee or session.referee
    return run(session, "add_penalty",
               lambda t: t.penalties.add(player, kind, points=points, reason=reason,
                                       referee=referee, round=round, table=table),
               initiator)


def withdraw_penalty(session: Session, penalty_id: int, reason: str,
                     initiator: object | None = None) -> Op:
    who = session.referee
    return run(session, "withdraw_penalty",
               lambda t: t.penalties.withdraw(penalty_id, reason, who=who), initiator)
