"""Opening through the facade: non-tournament and damaged files are refused cleanly."""

from __future__ import annotations

import hashlib
import sqlite3

import pytest

from tests.service.helpers import new_tournament, ron, seat_in_order
from tournament.service import Tournament
from tournament.storage import CorruptFile, FileInUse, NotATournament


def digest(folder):
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()
            if p.is_file()}


def test_a_non_tournament_file_is_refused_cleanly(tmp_path):
    path = tmp_path / "players.csv"
    path.write_text("name\nAnna\n")
    before = digest(tmp_path)
    with pytest.raises(NotATournament, match="not a tournament file"):
        Tournament.open(path)
    assert digest(tmp_path) == before


def test_a_damaged_file_is_refused_cleanly(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    t.close()
    path = tmp_path / "cup.rtdb"
    data = path.read_bytes()
    path.write_bytes(data[:len(data) * 2 // 3])
    before = digest(tmp_path)
    with pytest.raises(CorruptFile, match="damaged.*restore a backup"):
        Tournament.open(path)
    assert digest(tmp_path) == before
    # the failed open gave the lock back: a second try says the same, not "in use"
    with pytest.raises(CorruptFile):
        Tournament.open(path)


def test_two_instances_cannot_share_a_file(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    with pytest.raises(FileInUse, match="already open"):
        Tournament.open(tmp_path / "cup.rtdb")
    t.close()


@pytest.mark.parametrize("payload", ['{"outcome": 12', '{"outcome": "win"}'])
def test_a_log_entry_that_is_no_hand_record_shows_on_its_table(tmp_path, payload):
    # SQLite finds the file sound, but a log entry was edited into something that is not a
    # hand record: that table's game stops before it and says why; the rest is usable.
    t = new_tournament(tmp_path, players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    t.close()
    conn = sqlite3.connect(tmp_path / "cup.rtdb")
    conn.execute("UPDATE hand_log SET payload = ? WHERE seq = 2", (payload,))
    conn.commit()
    conn.close()
    with Tournament.open(tmp_path / "cup.rtdb") as t:
        view = t.tables.view(1, 1)
        assert len(view.hands) == 1 and [i.code for i in view.issues] == ["bad_log"]
        assert t.standings.get().pending == ((1, 1),)
