"""Approving a round locks its tables and writes a backup; unlocking needs the password."""

from __future__ import annotations

import pytest

from tests.service.helpers import new_tournament, ron, seat_in_order
from tournament.errors import InvalidInput
from tournament.service import Tournament


def test_approve_lock_unlock_with_password(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=2, password="tonpu")
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
    with pytest.raises(InvalidInput) as refused:
        t.approvals.approve(1, who="Olga")
    assert [i.message for i in refused.value.issues] == [
        "round 1 table 2 has no final result yet"]
    t.tables.record_totals(1, 2, [30000] * 4)
    info, changes = t.approvals.approve(1, who="Olga")
    assert info.approved_by == "Olga" and changes.rounds
    assert info.backup and (tmp_path / "cup-backups").is_dir()
    with Tournament.open(info.backup) as copy:  # the backup is a complete tournament
        assert copy.tables.view(1, 2).locked

    with pytest.raises(InvalidInput, match="locked"):
        t.tables.record_totals(1, 1, [50000, 30000, 20000, 20000])
    with pytest.raises(InvalidInput, match="locked"):
        t.tables.undo(1, 1)
    with pytest.raises(InvalidInput) as refused:
        t.approvals.unlock_table(1, 1, "wrong", "", who="Olga")
    assert [i.code for i in refused.value.issues] == ["bad_password", "reason_required"]

    t.approvals.unlock_table(1, 1, "tonpu", "slip misread", who="Olga")
    t.tables.record_totals(1, 1, [50000, 30000, 20000, 20000], who="Olga", reason="slip misread")
    t.approvals.lock_table(1, 1, who="Olga")
    assert t.tables.view(1, 1).locked
    actions = [(a.action, a.table, a.detail) for a in t.approvals.audit() if a.round == 1]
    assert ("unlock_table", 1, "slip misread") in actions
    assert ("lock_table", 1, "") in actions
    t.close()


def test_without_a_password_unlocking_still_needs_a_reason(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30, last=True))
    t.approvals.approve(1)
    with pytest.raises(InvalidInput, match="say why"):
        t.approvals.unlock_table(1, 1, "", " ")
    view, _ = t.approvals.unlock_table(1, 1, "", "wrong loser")
    assert not view.locked
    t.tables.amend_hand(1, 1, 0, ron(1, 2, 3, 30, last=True), reason="wrong loser")
    t.close()
