"""The final stage: start a final of the top N, seat a later final round, take
the final back while none of its games has started (`tournament.service.final`)."""

from __future__ import annotations

from collections.abc import Sequence

from ui.operations import Op, run
from ui.session import Session

Tables = Sequence[Sequence[int]]


def start_final(session: Session, size: int, carry: str, seating: str, rounds: int = 1,
                tables: Tables | None = None, initiator: object | None = None,
                finalists: Sequence[int] | None = None) -> Op:
    """Start the final; `finalists` (player ids) when the organiser names them."""
    who = session.referee
    typed = None if tables is None else [list(t) for t in tables]
    named = None if finalists is None else list(finalists)
    return run(session, "start_final",
               lambda t: t.final.start(size, carry, seating, rounds=rounds, tables=typed,
                                       finalists=named, who=who), initiator)


def seat_final_round(session: Session, round: int, initiator: object | None = None) -> Op:
    who = session.referee
    return run(session, "seat_final_round", lambda t: t.final.seat_round(round, who=who),
               initiator)


def cancel_final(session: Session, reason: str = "", initiator: object | None = None) -> Op:
    who = session.referee
    return run(session, "cancel_final", lambda t: t.final.cancel(reason, who=who), initiator)
