"""User actions run off the GUI thread: the seating search runs on the thread pool, so the
database worker stays free and a referee's hand at a table is saved while 400 players are
being seated."""

from __future__ import annotations

import pytest

from tests.ui.drive import hand
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from ui.operations import rounds as round_ops
from ui.operations import table_games as table_ops
from ui.session import Session
from ui.tasks import DatabaseWorker


@pytest.fixture
def big(qapp, tmp_path):
    path = tmp_path / "big.rtdb"
    names = [f"Player {i:03d}" for i in range(400)]
    with Tournament.create(path, name="Big", rounds=3,
                           players=[PlayerDraft(n) for n in names]) as t:
        # Round 1 typed in (no engine plan): seating round 2 makes the engine plan the rest
        # of the tournament around it, which takes a while for 400 players.
        t.rounds.set_seating(1, [names[i:i + 4] for i in range(0, 400, 4)])
    worker = DatabaseWorker()
    worker.start()
    opened = worker.open_now(lambda: Tournament.open(path))
    yield Session(worker, opened.path, opened.settings, referee="Desk")
    worker.stop()


def test_a_hand_is_saved_while_400_players_are_seated(qtbot, big):
    seating = round_ops.seat_round(big, 2)
    record = table_ops.record_hand(big, 1, 1, hand(outcome="exhaustive_draw", tenpai=[0]))
    qtbot.waitUntil(lambda: record.finished, timeout=10000)
    assert record.ok
    assert not seating.finished  # the engine is still searching, off the database worker
    qtbot.waitUntil(lambda: seating.finished, timeout=60000)
    assert seating.ok and seating.value == (2,)
    tables = big.call(lambda t: t.rounds.seating(2))
    assert len(tables) == 100
