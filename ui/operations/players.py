"""Players: add one, import a file, drop out / reinstate, correct details."""

from __future__ import annotations

from typing import Any

from tournament.players.roster import PlayerDraft, PlayerImport, PlayerStatus
from ui.operations import Op, run
from ui.session import Session


def add_player(session: Session, draft: PlayerDraft, initiator: object | None = None) -> Op:
    who = session.referee
    return run(session, "add_player", lambda t: t.players.add([draft], who=who), initiator)


def import_players(session: Session, preview: PlayerImport,
                   initiator: object | None = None) -> Op:
    who = session.referee
    return run(session, "import_players", lambda t: t.players.import_(preview, who=who),
               initiator)


def set_player_status(session: Session, player: int | str, status: PlayerStatus,
                      reason: str = "", initiator: object | None = None) -> Op:
    who = session.referee
    return run(session, "set_player_status",
               lambda t: t.players.set_status(player, status, reason, who=who), initiator)


def update_player(session: Session, player: int | str, initiator: object | None = None,
                  **values: Any) -> Op:
    who = session.referee
    return run(session, "update_player",
               lambda t: t.players.update(player, who=who, **values), initiator)
