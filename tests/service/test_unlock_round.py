"""Taking back a round's approval made by mistake (`approvals.unapprove`, `unlock-round`): one
organiser password and a reason, one transaction, every table unlocked and the round no longer
approved, one audit line naming the tables, the ledger still whole; refused with nothing
changed otherwise. On a file and on the suite's PostgreSQL server."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from tests.service.helpers import names
from tournament.cli import main
from tournament.errors import InvalidInput
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

SEATING = [[f"P{i:02d}" for i in range(t * 4 + 1, t * 4 + 5)] for t in range(3)]
SLIP = [41000, 31000, 27000, 21000]


def approved_cup(where) -> Tournament:
    t = Tournament.create(where, name="Cup", rounds=2, password="pw",
                          players=[PlayerDraft(n) for n in names(12)])
    t.rounds.set_seating(1, SEATING)
    for table in (1, 2, 3):
        t.tables.record_totals(1, table, SLIP)
    t.approvals.approve(1, who="Olga")
    return t


def state(t: Tournament) -> tuple[object, ...]:
    info = next(r for r in t.rounds.all() if r.number == 1)
    return (info.approved_at, info.approved_by, info.backup,
            tuple(s.locked for s in t.rounds.seating(1)), len(t.approvals.audit()))


def codes(exc: pytest.ExceptionInfo[InvalidInput]) -> list[str]:
    return [i.code for i in exc.value.issues]


def test_unlock_round_takes_the_approval_back_in_one_step(backend):
    with approved_cup(backend) as t:
        before = state(t)
        assert before[0] is not None and before[3] == (True, True, True)
        backup = before[2]
        for password, reason, expected in (("nope", "typo", ["bad_password"]),
                                           ("pw", "  ", ["reason_required"]),
                                           ("nope", "", ["bad_password", "reason_required"])):
            with pytest.raises(InvalidInput) as refused:
                t.approvals.unapprove(1, password, reason, who="Olga")
            assert codes(refused) == expected
            assert state(t) == before  # nothing changed
        with pytest.raises(InvalidInput) as refused:
            t.approvals.unapprove(2, "pw", "typo")
        assert codes(refused) == ["no_such_round"]

        info, changes = t.approvals.unapprove(1, "pw", "approved before table 2's slip was checked",
                                       who="Olga")
        assert info.approved_at is None and info.approved_by == ""
        assert changes.rounds and set(changes.tables) == {(1, 1), (1, 2), (1, 3)}
        assert [s.locked for s in t.rounds.seating(1)] == [False, False, False]
        assert info.backup == backup  # the backup of the approval stays named (and on disk)
        last = t.approvals.audit()[-1]
        assert (last.action, last.who, last.round) == ("unlock_round", "Olga", 1)
        assert last.detail == ("approved before table 2's slip was checked "
                               "(tables 1, 2, 3 unlocked)")
        assert len(t.approvals.audit()) == before[4] + 1
        assert t.ledger.issues() == []
        with pytest.raises(InvalidInput) as refused:
            t.approvals.unapprove(1, "pw", "again")
        assert codes(refused) == ["not_approved"]
        # The round is open again: a slip is corrected, then the round approved anew.
        t.tables.record_totals(1, 2, [31000, 41000, 27000, 21000])
        again, _ = t.approvals.approve(1, who="Olga")
        assert again.approved_at is not None
        assert [s.locked for s in t.rounds.seating(1)] == [True, True, True]
        assert t.approvals.audit()[-1].action == "approve_round"
        assert t.ledger.issues() == []
    with Tournament.open(backend, password="pw") as reopened:
        assert reopened.ledger.check() == [] and reopened.ledger.issues() == []


def test_a_round_with_a_table_unlocked_already_unlocks_the_others(tmp_path):
    with approved_cup(tmp_path / "cup.rtdb") as t:
        t.approvals.unlock_table(1, 3, "pw", "slip")
        t.approvals.unapprove(1, "pw", "mistaken approval")
        assert t.approvals.audit()[-1].detail == "mistaken approval (tables 1, 2 unlocked)"
        assert not any(s.locked for s in t.rounds.seating(1))


def digest(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        return hashlib.sha256("\n".join(conn.iterdump()).encode()).hexdigest()
    finally:
        conn.close()


def test_the_command_line_unlocks_a_round(tmp_path, capsys, monkeypatch):
    path = tmp_path / "cup.rtdb"
    approved_cup(path).close()
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "wrong")
    before = digest(path)
    assert main(["unlock-round", str(path), "--round", "1", "--reason", "typo"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip() == "password: wrong organiser password [bad_password]"
    assert main(["unlock-round", str(path), "--round", "1", "--reason", ""]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 2  # one line per problem
    assert digest(path) == before
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "pw")
    assert main(["unlock-round", str(path), "--round", "1", "--reason", "typo",
                 "--who", "Olga", "--entry-id", "desk-1"]) == 0
    out, _ = capsys.readouterr()
    assert out.strip() == "round 1 is no longer approved: tables 1, 2, 3 unlocked"
    assert main(["unlock-round", str(path), "--round", "1", "--reason", "typo",
                 "--entry-id", "desk-1"]) == 0
    assert "desk-1 was already saved" in capsys.readouterr().err
    assert main(["unlock-round", str(path), "--round", "1", "--reason", "typo"]) == 2
    assert "round 1 is not approved" in capsys.readouterr().err
    assert main(["check", str(path)]) == 0
