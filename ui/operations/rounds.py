"""Rounds: seat with the seating engine (its search off the database worker), re-seat the
rounds to come, swap two players, approve a round and take an approval back."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tournament.errors import InvalidInput, SavedButIncomplete
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.online_logs import OnlineLog
from tournament.service import Changes
from ui.operations import Op, run
from ui.session import Session
from ui.tasks import run_in_pool
from ui.text import tr

if TYPE_CHECKING:
    # Names only: the service's facade is built on the storage layer, which the desk loads
    # when a tournament is opened, not when this module is imported.
    from tournament.service import SeatingDraw, SeatingResult, Tournament


def seat_round(session: Session, round: int, initiator: object | None = None) -> Op:
    """Seat (or seat again) one round. The service decides the seed. The op's value: the
    rounds seated."""
    return _seat(session, "seat_round", (round,), initiator)


def reseat_rounds(session: Session, rounds: Sequence[int],
                  initiator: object | None = None) -> Op:
    """Seat again the rounds not played yet, after a change of who plays."""
    return _seat(session, "reseat_rounds", tuple(rounds), initiator)


def _seat(session: Session, name: str, rounds: tuple[int, ...],
          initiator: object | None) -> Op:
    # Three steps: read what the engine needs (worker), search (thread pool: the worker
    # stays free for the tables meanwhile), store unless something changed (worker).
    op = Op(name)
    who = session.referee

    def refused(exc: BaseException) -> None:
        if isinstance(exc, InvalidInput):
            op.finish(None, exc.issues)
        else:
            session.worker.failed.emit(exc)
            op.finish(None, (Issue(IssueCode.FAILED, None, "", str(exc)),))

    def drawn(draw: SeatingDraw) -> None:
        run_in_pool(draw.run, lambda result: store(draw, result), refused)

    def store(draw: SeatingDraw, result: SeatingResult) -> None:
        # Through `run`, as every change: the organiser password is asked for if needed.
        run(session, name, lambda t: t.rounds.store_draw(draw, result, who), initiator).then(
            lambda stored: op.finish(draw.rounds if stored.ok else None, stored.issues))

    # Substitutes the seating adds are named in the desk's language ("Remplaçant 1").
    word = tr("Substitute")
    session.read(lambda t: t.rounds.draw(rounds, substitute_name=word), drawn, refused)
    return op


def set_seating(session: Session, round: int, tables: Sequence[Sequence[int | str]],
                initiator: object | None = None) -> Op:
    who, seating = session.referee, [list(t) for t in tables]
    return run(session, "set_seating", lambda t: t.rounds.set_seating(round, seating, who=who),
               initiator)


def approve_round(session: Session, round: int, initiator: object | None = None) -> Op:
    """Approve a round: its tables locked, its backup written. On a server the backup is
    kept on this station (the organiser's), and the tournament as JSON beside it; a JSON that
    cannot be written is said on the status bar, and the approval stands (its backup is
    there)."""
    who = session.referee
    warned: list[str] = []

    def approve(t: Tournament) -> tuple[Any, Changes]:
        value, changes = t.approvals.approve(round, who=who)
        if t.on_server:
            from tournament.export.json_io import write_json_backup

            try:
                write_json_backup(t)
            except SavedButIncomplete as exc:
                warned.append(str(exc))
        return value, changes

    def told(done: Op) -> None:
        if warned and not done.issues:
            session.problem.emit(warned[0])

    return run(session, "approve_round", approve, initiator).then(told)


def record_online_round(session: Session, round: int, logs: Sequence[tuple[str, OnlineLog]],
                        accept_differences: bool, initiator: object | None = None) -> Op:
    """A round seated by an online lobby, made and recorded from its logs
    (`Tournament.online.record_round`)."""
    who, given = session.referee, list(logs)
    return run(session, "record_online_round",
               lambda t: t.online.record_round(round, given,
                                               accept_differences=accept_differences, who=who),
               initiator)


def unlock_round(session: Session, round: int, password: str, reason: str,
                 initiator: object | None = None) -> Op:
    """Take back a round's approval made by mistake (every table unlocked)."""
    who = session.referee
    return run(session, "unlock_round",
               lambda t: t.approvals.unapprove(round, password, reason, who=who), initiator)
