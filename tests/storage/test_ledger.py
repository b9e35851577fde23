"""The ledger (storage.chain): every fact the results rest on is covered by a tamper-evident
chain, so an edit made behind the app's back with the `sqlite3` shell is found by `check`
(exit 2, naming what was changed), while everything the app itself does keeps it whole.

The attacks are those a dishonest station tried on an unprotected file: a hand's payload
changed and its stored table state deleted (so the next open refolds it silently), a penalty
zeroed, an approved table unlocked, the last organiser action deleted, the password removed.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.service.helpers import new_tournament, ron, seat_in_order
from tests.storage.old_files import as_version_6, downgrade
from tournament.cli import main
from tournament.demo import build_demo_tournament
from tournament.service import Tournament
from tournament.storage import chain


@pytest.fixture(scope="module")
def finished(tmp_path_factory) -> Path:
    """The demo tournament (two rounds played and approved, a penalty, round 3 seated), with
    an organiser password, a withdrawn penalty, and an unlock, a void and a hand recorded
    again after approval: the app's own changes of every kind the ledger covers."""
    folder = tmp_path_factory.mktemp("ledger")
    t = build_demo_tournament(folder / "cup.rtdb", password="secret words")
    penalty = t.penalties.add("Nora Haas", "yellow_card", reason="phone rang", round=3)[0]
    t.penalties.withdraw(penalty.id, reason="it was the venue's", who="Head referee")
    t.approvals.unlock_table(1, 2, "secret words", reason="wrong fu on a hand")
    hands = t.tables.view(1, 2).hands
    t.tables.void_hand(1, 2, len(hands) - 1, reason="entered on the wrong table")
    t.tables.record_hand(1, 2, hands[-1].record)
    t.approvals.lock_table(1, 2)
    t.players.update("Eva Nowak", club="Lyon Riichi", reason="club changed")
    t.close()
    return folder / "cup.rtdb"


@pytest.fixture
def cup(finished, tmp_path) -> Path:
    path = tmp_path / "cup.rtdb"
    shutil.copy(finished, path)
    return path


def check(path: Path, capsys) -> tuple[int, str, str]:
    code = main(["check", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def edit(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    for sql in statements:
        assert conn.execute(sql).rowcount != 0, sql
    conn.commit()
    conn.close()


def test_an_untouched_file_passes_and_says_from_when_its_ledger_holds(cup, capsys):
    code, out, err = check(cup, capsys)
    assert code == 0, err
    assert "every stored result agrees with its hand log" in out
    ledger = out.splitlines()[-1]
    assert ledger.startswith("ledger: every fact matches its chain of ")
    assert "(a new tournament)" in ledger and "head " in ledger


@pytest.mark.parametrize("attack, statements, named", [
    ("a hand's payload changed and its table state deleted", (
        "UPDATE hand_log SET payload = replace(payload, '\"han\":2', '\"han\":5') WHERE id = "
        "(SELECT min(id) FROM hand_log WHERE kind = 'hand' AND payload LIKE '%\"han\":2%')",
        "DELETE FROM table_states WHERE table_id = (SELECT table_id FROM hand_log WHERE "
        "payload LIKE '%\"han\":5%' LIMIT 1)"),
     "fact_changed"),
    ("a penalty zeroed", ("UPDATE penalties SET points = 0 WHERE kind = 'deduction'",),
     "fact_changed"),
    ("an approved table unlocked", (
        "UPDATE tables SET locked = 0 WHERE id = (SELECT min(id) FROM tables WHERE locked)",),
     "round 1, table 1 (its lock): changed behind the app's back"),
    ("the last organiser action deleted", (
        "DELETE FROM audit_log WHERE id = (SELECT max(id) FROM audit_log)",), "fact_removed"),
    ("the password removed", ("UPDATE settings SET password = NULL",),
     "the organiser password: changed behind the app's back"),
    ("a penalty of -100,000 inserted", (
        "INSERT INTO penalties (player_id, kind, points, reason, referee, at, withdrawn_by, "
        "withdrawn_reason) VALUES (1, 'deduction', -100000, '', '', '2026-11-21', '', '')",),
     "fact_added"),
    ("an approval taken back", ("UPDATE rounds SET approved_at = NULL WHERE number = 1",),
     "round 1 (its approval): changed behind the app's back"),
    ("two players' seats swapped", (
        "UPDATE seats SET seat = 9 WHERE id = 1 AND seat = 0",
        "UPDATE seats SET seat = 0 WHERE id = 2 AND seat = 1",
        "UPDATE seats SET seat = 1 WHERE id = 1"), "seating of round 1, table"),
    ("a player dropped", ("UPDATE players SET status = 'dropped' WHERE id = 3",),
     "player 3 "),
    ("the ruleset changed", ("UPDATE settings SET ruleset = replace(ruleset, '30000', "
                             "'25000')",), "the settings (ruleset"),
    ("a hand deleted", ("DELETE FROM hand_log WHERE id = (SELECT max(id) FROM hand_log)",),
     "fact_removed"),
    ("a ledger link edited", ("UPDATE ledger SET digest = '' WHERE seq = 5",),
     "ledger_broken"),
    ("a ledger link deleted", ("DELETE FROM ledger WHERE seq = 7",), "ledger_broken"),
    ("the last change and its ledger links removed", (
        "DELETE FROM audit_log WHERE id = (SELECT max(id) FROM audit_log)",
        "DELETE FROM ledger WHERE counter = (SELECT max(counter) FROM ledger)"),
     "ledger_behind"),
])
def test_each_edit_behind_the_apps_back_is_found(cup, capsys, attack, statements, named):
    edit(cup, *statements)
    code, out, err = check(cup, capsys)
    assert code == 2, (attack, out)
    assert out == ""
    assert named in err, (attack, err)
    # One line per problem, each naming what does not match.
    assert all(line.strip() for line in err.splitlines())


def test_the_hand_edited_is_named_by_round_table_and_position(cup, capsys):
    edit(cup, "UPDATE hand_log SET who = 'someone else' WHERE table_id = (SELECT t.id FROM "
              "tables t JOIN rounds r ON r.id = t.round_id WHERE r.number = 2 AND t.number = 3)"
              " AND seq = 4")
    code, _, err = check(cup, capsys)
    assert code == 2
    assert "hand log of round 2, table 3, entry 4" in err


def test_repair_does_not_bless_an_edit(cup, capsys):
    edit(cup, "UPDATE penalties SET points = 0 WHERE kind = 'deduction'")
    assert main(["check", str(cup), "--repair"]) == 2
    capsys.readouterr()
    code, _, err = check(cup, capsys)
    assert code == 2 and "penalty" in err


def test_an_edit_is_not_blessed_by_the_apps_next_changes(cup, capsys):
    """The app writing more (a hand, a penalty, a re-seating) after an edit records only what
    it wrote itself: the edit stays found."""
    edit(cup, "UPDATE penalties SET points = 0 WHERE kind = 'deduction'",
         "UPDATE tables SET locked = 0 WHERE id = (SELECT min(id) FROM tables WHERE locked)")
    t = Tournament.open(cup, password="secret words")
    t.tables.record_hand(3, 1, ron(0, 1, 3, 30))
    t.penalties.add("Eva Nowak", "deduction", points=-1000, reason="late", round=3)
    t.rounds.seat(4, seed=1)
    t.close()
    code, _, err = check(cup, capsys)
    assert code == 2
    assert "penalty 1 " in err and "round 1, table 1 (its lock)" in err
    assert len(err.splitlines()) == 2


def test_every_change_of_the_app_keeps_the_chain_whole(tmp_path, capsys):
    t = new_tournament(tmp_path, players=8, rounds=3, password="pw")
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_hand(1, 1, ron(0, 1, 3, 30))
    t.tables.record_hand(1, 1, ron(2, 3, 2, 30))
    t.tables.void_hand(1, 1, 0, reason="entered twice")
    t.tables.undo(1, 1)
    t.tables.redo(1, 1)
    t.tables.record_totals(1, 2, [40000, 30000, 20000, 10000])
    t.rounds.seat(2, seed=3)
    t.rounds.seat(2, seed=4)  # seated again: the old seats and tables go, recorded as gone
    t.setup.update(venue="Town hall")
    t.players.update("P03", status="dropped", reason="went home")
    path = t.path
    t.close()
    code, out, err = check(path, capsys)
    assert code == 0, err
    assert "ledger: every fact matches" in out


def test_a_version_6_file_starts_its_ledger_at_the_upgrade(tmp_path, capsys):
    t = new_tournament(tmp_path, players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    t.tables.record_hand(1, 1, ron(0, 1, 3, 30))
    path = t.path
    t.close()
    downgrade(path, as_version_6)
    t = Tournament.open(path)
    assert t.migration_backup is not None
    head = t.ledger.head()
    t.close()
    assert head is not None and "upgraded from file format 6" in head.start
    code, out, err = check(path, capsys)
    assert code == 0, err
    assert "upgraded from file format 6" in out
    edit(path, "UPDATE hand_log SET payload = replace(payload, '\"han\":3', '\"han\":4')")
    code, _, err = check(path, capsys)
    assert code == 2 and "hand log of round 1, table 1, entry 1" in err


def test_the_round_backup_carries_the_chain_and_passes_check(finished, capsys):
    t = Tournament.open(finished, read_only=True)
    original = t.rounds.all()[1].backup
    t.close()
    assert original is not None
    code, out, err = check(Path(original), capsys)
    assert code == 0, err
    assert "ledger: every fact matches" in out


def test_a_bulk_write_to_a_fact_table_is_refused_as_a_bug(tmp_path):
    from sqlalchemy import update

    from tournament.storage.rows import PenaltyRow

    t = new_tournament(tmp_path, players=4, rounds=1)
    with pytest.raises(RuntimeError, match="would escape the ledger"):
        with t._store.transaction() as s:
            s.exec(update(PenaltyRow).values(points=0))
    t.close()


def test_digests_ignore_how_a_database_returns_booleans():
    assert chain.digest([1, True, None, "x"]) == chain.digest([1, 1, None, "x"])
    assert chain.digest([1, "a"]) != chain.digest([1, "b"])


def rewrite_whole_ledger(path: Path) -> None:
    """What an attacker who knows the chain would do: change a fact, then build the whole
    ledger anew so that every link and digest matches again."""
    from sqlalchemy import create_engine

    edit(path, "UPDATE penalties SET points = 0 WHERE kind = 'deduction'",
         "DELETE FROM ledger")
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        chain.seal_all(conn, "a new tournament")
    engine.dispose()


def test_a_head_printed_or_saved_earlier_finds_a_rewritten_ledger(cup, tmp_path, capsys):
    code, out, _ = check(cup, capsys)
    fingerprint = out.split("head ")[1].split()[0]
    exported = tmp_path / "cup.json"
    assert main(["export", str(cup), "--format", "json", "--out", str(exported)]) == 0
    saved = tmp_path / "saved.rtdb"
    assert main(["copy", str(cup), str(saved)]) == 0
    capsys.readouterr()
    for head in (fingerprint, str(exported), str(saved)):
        assert main(["check", str(cup), "--head", head]) == 0
        assert "ledger: it still holds " in capsys.readouterr().out
    # Still held after more changes: the chain only grows.
    t = Tournament.open(cup)
    t.tables.record_hand(3, 1, ron(0, 1, 3, 30))
    t.close()
    assert main(["check", str(cup), "--head", fingerprint]) == 0
    capsys.readouterr()

    rewrite_whole_ledger(cup)
    # Consistent in itself, but not signed: this tournament has an organiser password, and
    # the app signs the change that sets it (without a password, only a head from before
    # tells: `tests/storage/test_trust_rewritten.py`).
    code, _, err = check(cup, capsys)
    assert code == 2 and "the organiser password: set at change" in err
    assert "[unsigned_fact]" in err
    for head in (fingerprint, str(exported), str(saved)):
        assert main(["check", str(cup), "--head", head]) == 2
        err = capsys.readouterr().err
        assert "the ledger no longer holds" in err and "[ledger_rewritten]" in err


def test_a_head_that_is_none_is_refused_in_one_line(cup, tmp_path, capsys):
    notes = tmp_path / "notes.json"
    notes.write_text('{"format": "something else"}')
    for head in ("zz-top", str(notes)):
        assert main(["check", str(cup), "--head", head]) == 2
        out, err = capsys.readouterr()
        assert out == "" and len(err.splitlines()) == 1 and "[bad_head]" in err
