"""The desk's test double: the real service and the real `Session`, with the database work
run at once on the calling thread instead of on the worker. A table view on it behaves as in
the app (every change goes through `ui.operations` and the service), but each operation has
finished when the call returns, so a test reads the result at once."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from tournament.players.roster import PlayerDraft
from tournament.rules import Ruleset
from tournament.service import Tournament
from ui.session import Session
from ui.table_controller import TableController

PLAYERS = ("Aiko", "Bruno", "Chiara", "Dario")


class InlineWorker(QObject):
    """`DatabaseWorker`'s interface, running each job at once."""

    failed = Signal(object)
    busy_changed = Signal(bool)

    def __init__(self, tournament: Tournament):
        super().__init__()
        self.tournament = tournament

    def submit(self, fn: Callable[[Tournament], Any], on_done: Callable[[Any], None] | None = None,
               on_error: Callable[[BaseException], None] | None = None) -> int:
        try:
            result = fn(self.tournament)
        except Exception as exc:  # noqa: BLE001 - handed to the caller, as the worker does
            if on_error is not None:
                on_error(exc)
            else:
                self.failed.emit(exc)
            return 0
        if on_done is not None:
            on_done(result)
        return 0

    def call(self, fn: Callable[[Tournament], Any]) -> Any:
        return fn(self.tournament)


def table_session(folder: Path, rules: Ruleset | str = "ema_rcr",
                  players: Sequence[str] = PLAYERS, referee: str = "referee") -> Session:
    """A tournament of four players seated East to North at round 1 table 1."""
    t = Tournament.create(folder / "table.rtdb", name="Test", ruleset=rules, rounds=1,
                          players=[PlayerDraft(name) for name in players])
    t.rounds.set_seating(1, [list(players)])
    return Session(InlineWorker(t), t.path, t.settings, referee)  # type: ignore[arg-type]


def table_controller(session: Session, round: int = 1, table: int = 1) -> TableController:
    return TableController(session, session.call(lambda t: t.tables.view(round, table)))
