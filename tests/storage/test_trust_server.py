"""An approved round nobody can change, on a real PostgreSQL server (tests/pg.py), tried as a
dishonest station would: a station's hand held open across the organiser's approval (and
the approval held open across a station's hand), for a totals entry, a void, an amendment
and an unlock. Whatever the order, a hand on a table of the round is either in the round's
approval or refused; the approval, its backup and `check` agree.

The station writes only through the server's own function (`riichi_append`), as its app
does; the write gate (the `gate` table, which only the owner locks, taken shared by the function
and alone by an organiser's change) puts the two one after the other."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import psycopg
import pytest

from tests.service.helpers import names, ron
from tests.storage.test_grants import SEATING, SLIP, Venue, grant, roles  # noqa: F401
from tournament.errors import InvalidInput
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from tournament.storage import closing, values
from tournament.storage.digests import FACTS, digest, fact_digest, link_hash

PW = "pw"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def round2(roles: Venue) -> Venue:  # noqa: F811
    """Round 1 approved; round 2 (the current one) seated, every table finished from its
    slip, not approved yet; then `grant`."""
    with Tournament.create(roles.url(roles.owner), name="Cup", rounds=3, password=PW,
                           players=[PlayerDraft(n) for n in names(12)]) as t:
        t.rounds.set_seating(1, SEATING)
        for table in (1, 2, 3):
            t.tables.record_totals(1, table, SLIP)
        t.approvals.approve(1, who="Olga")
        t.rounds.set_seating(2, [SEATING[0][::-1], SEATING[1][::-1], SEATING[2][::-1]])
        t.tables.record_hand(2, 1, ron(0, 1, 3, 30))  # table 1 hand by hand, to its last hand
        t.tables.record_hand(2, 1, ron(1, 3, 4, 30, last=True))
        for table in (2, 3):
            t.tables.record_totals(2, table, SLIP)
    grant(roles)
    return roles


def table_id(venue: Venue, round_number: int, table: int) -> int:
    with venue.connect(venue.owner) as conn:
        return int(conn.execute("SELECT t.id FROM tables t JOIN rounds r ON r.id = t.round_id "
                                "WHERE r.number = %s AND t.number = %s",
                                (round_number, table)).fetchone()[0])


def next_seq(venue: Venue, table: int) -> int:
    with venue.connect(venue.owner) as conn:
        return int(conn.execute("SELECT coalesce(max(seq), 0) + 1 FROM hand_log "
                                "WHERE table_id = %s", (table,)).fetchone()[0])


# A station's hand-log entries, as its app sends them (kind, target, payload).
ENTRIES = {
    "totals": ("totals", None, json.dumps({"scores": [50000, 30000, 20000, 20000],
                                           "chombos": [0, 0, 0, 0]})),
    "void": ("void", 0, None),
    "amend": ("amend", 0, json.dumps({"scores": [50000, 30000, 20000, 20000]})),
}


def station_begins(venue: Venue, kind: str) -> psycopg.Connection:
    """The station's transaction, left open after its hand went in (not committed)."""
    conn = psycopg.connect(venue.url(venue.station))
    tid = table_id(venue, 2, 1)
    seq = next_seq(venue, tid)
    what, target, payload = ENTRIES[kind]
    entries = json.dumps([[seq, what, target, payload, "", ""]])
    conn.execute("SELECT riichi_append(%s, %s::jsonb, %s, %s, %s, %s, %s, NULL, NULL, NULL, "
                 "0, false)", (tid, entries, seq, "{}", values.now(), "Desk 9", "Mallory"))
    return conn


def approve_in_thread(venue: Venue) -> tuple[threading.Thread, list[object]]:
    outcome: list[object] = []

    def run() -> None:
        try:
            with Tournament.open(venue.url(venue.owner), password=PW, station="Desk 1") as t:
                outcome.append(t.approvals.approve(2, who="Olga"))
        except Exception as exc:  # noqa: BLE001 (told to the test)
            outcome.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    return thread, outcome


def state(venue: Venue) -> tuple[bool, int]:
    """(round 2 approved, the number of entries in round 2 table 1's log)."""
    with venue.connect(venue.owner) as conn:
        approved = conn.execute("SELECT approved_at IS NOT NULL FROM rounds "
                                "WHERE number = 2").fetchone()[0]
        entries = conn.execute("SELECT count(*) FROM hand_log WHERE table_id = %s",
                               (table_id(venue, 2, 1),)).fetchone()[0]
    return bool(approved), int(entries)


def checked(venue: Venue) -> None:
    with Tournament.open(venue.url(venue.owner), password=PW) as t:
        assert t.ledger.check() == []


# What a referee station changes on round 2 (the current round): a table and the change.
CHANGES = {
    "totals": (2, lambda t: t.tables.record_totals(2, 2, [50000, 30000, 20000, 0])),
    "void": (1, lambda t: t.tables.void_hand(2, 1, 0, reason="entered twice")),
    "amend": (1, lambda t: t.tables.amend_hand(2, 1, 0, ron(0, 1, 4, 30), reason="four han")),
}


@pytest.mark.parametrize("kind", sorted(CHANGES))
def test_a_hand_held_open_across_the_approval_is_in_it_or_refused(round2, kind, monkeypatch):
    # The referee station's app sends its change (the server's function writes it and
    # shares the gate) and is held before its COMMIT; the organiser approves meanwhile.
    table, change = CHANGES[kind]
    before = entries_of(round2, table)
    sent, release = threading.Event(), threading.Event()
    real = closing._commit

    def held(db):
        sent.set()
        release.wait(30)
        return real(db)

    monkeypatch.setattr(closing, "_commit", held)
    station_done: list[object] = []

    def station() -> None:
        with Tournament.open(round2.url(round2.station), role="referee",
                             station="Desk 9") as t:
            station_done.append(change(t))

    side = threading.Thread(target=station)
    side.start()
    assert sent.wait(30)
    thread, outcome = approve_in_thread(round2)
    time.sleep(1.0)
    # The approval waits for the station's change (the gate, shared by it).
    assert thread.is_alive() and not outcome
    release.set()
    side.join(60)
    thread.join(60)
    assert station_done  # the station's change is saved...
    assert entries_of(round2, table) == before + 1
    approved = state(round2)[0]
    if approved:
        # ... and the approval was made after it, over it.
        assert not isinstance(outcome[0], Exception)
    else:
        # ... and the approval, which had read the round before it, was refused.
        assert isinstance(outcome[0], InvalidInput), outcome
    checked(round2)
    with Tournament.open(round2.url(round2.owner), password=PW) as t:
        if not approved:
            t.approvals.approve(2, who="Olga")  # approved again, with the change in it
        backup = t.rounds.all()[1].backup
        live = t.standings.get()
    assert backup is not None
    with Tournament.open(backup, read_only=True) as saved:
        assert saved.standings.get() == live


def entries_of(venue: Venue, table: int) -> int:
    with venue.connect(venue.owner) as conn:
        return int(conn.execute("SELECT count(*) FROM hand_log WHERE table_id = %s",
                                (table_id(venue, 2, table),)).fetchone()[0])


def test_a_hand_held_open_and_forgotten_is_cut_off_and_the_approval_made(round2):
    # The station never commits: the database's default ends its session within seconds
    # (`grant`: idle_in_transaction_session_timeout), its hand is rolled back, the
    # approval is made, without it.
    before = state(round2)
    held = station_begins(round2, "totals")
    try:
        thread, outcome = approve_in_thread(round2)
        thread.join(60)
        assert outcome and not isinstance(outcome[0], Exception), outcome
        with pytest.raises(psycopg.Error):
            held.commit()
    finally:
        held.close()
    assert state(round2) == (True, before[1])
    checked(round2)


@pytest.mark.parametrize("kind", ["totals", "void", "amend"])
def test_a_hand_sent_while_the_approval_is_held_open_is_refused(round2, kind, monkeypatch):
    # The organiser's approval holds the gate until it commits: the station's hand waits,
    # then finds the round approved and is refused; nothing of it is written.
    before = state(round2)
    writing = threading.Event()
    release = threading.Event()
    real = closing.serialise

    def slow(db):
        real(db)  # the gate is held from here to the approval's COMMIT
        writing.set()
        release.wait(30)

    monkeypatch.setattr(closing, "serialise", slow)
    thread, outcome = approve_in_thread(round2)
    assert writing.wait(30)
    refused: list[str] = []

    def station() -> None:
        try:
            station_begins(round2, kind).close()
        except psycopg.Error as exc:
            refused.append(str(exc))

    side = threading.Thread(target=station)
    side.start()
    time.sleep(1.0)
    assert side.is_alive()  # waiting for the gate
    release.set()
    thread.join(60)
    side.join(60)
    assert outcome and not isinstance(outcome[0], Exception), outcome
    assert refused and "is closed to this station" in refused[0]
    assert state(round2) == (True, before[1])
    checked(round2)


def test_a_correction_sent_while_an_unlock_is_held_open_is_refused(round2, monkeypatch):
    # Round 1 table 2 (approved) is being unlocked by the organiser for a correction: the
    # station's amendment waits for it, then is refused all the same (an approved round is
    # corrected at the organiser's desk).
    tid = table_id(round2, 1, 2)
    writing, release = threading.Event(), threading.Event()
    real = closing.serialise

    def slow(db):
        real(db)  # the gate is held from here to the unlock's COMMIT
        writing.set()
        release.wait(30)

    monkeypatch.setattr(closing, "serialise", slow)
    done: list[object] = []

    def unlock() -> None:
        with Tournament.open(round2.url(round2.owner), password=PW) as t:
            done.append(t.approvals.unlock_table(1, 2, PW, "a slip to check"))

    thread = threading.Thread(target=unlock)
    thread.start()
    assert writing.wait(30)
    refused: list[str] = []

    def station() -> None:
        with psycopg.connect(round2.url(round2.station)) as conn:
            seq = next_seq(round2, tid)
            try:
                conn.execute("SELECT riichi_append(%s, %s::jsonb, %s, '{}', %s, 'Desk 9', '', "
                             "NULL, NULL, NULL, 0, false)",
                             (tid, json.dumps([[seq, "amend", 0, json.dumps(
                                 {"scores": SLIP}), "", ""]]), seq, values.now()))
                conn.commit()
            except psycopg.Error as exc:
                refused.append(str(exc))

    side = threading.Thread(target=station)
    side.start()
    time.sleep(1.0)
    assert side.is_alive()
    release.set()
    thread.join(60)
    side.join(60)
    assert done and refused and "is closed to this station" in refused[0]
    checked(round2)


def test_the_attack_as_reported_fails_at_its_first_statement(round2):
    # "As the station role, in one transaction: add a totals entry and its summary to an
    # open table of the current round ... then add a ledger link and COMMIT": the station
    # may write none of those rows itself.
    tid = table_id(round2, 2, 1)
    with psycopg.connect(round2.url(round2.station)) as conn:
        for sql in (f"INSERT INTO hand_log (table_id, seq, kind, payload, who, at, why, "
                    f"station, person) VALUES ({tid}, 9, 'totals', '{{}}', '', "
                    f"'2026-01-01', '', '', '')",
                    f"UPDATE table_states SET summary = '{{}}' WHERE table_id = {tid}",
                    "INSERT INTO ledger (seq, at, counter, station, person, item, label, "
                    "digest, prev, hash) VALUES (999999, '', 0, '', '', 'x', '', '', '', '')"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)
            conn.rollback()


def test_a_hand_dated_otherwise_than_now_is_refused_and_its_writer_recorded(round2):
    tid = table_id(round2, 2, 1)
    seq = next_seq(round2, tid)
    entries = json.dumps([[seq, "totals", None, json.dumps({"scores": SLIP}), "", ""]])
    with psycopg.connect(round2.url(round2.station)) as conn:
        with pytest.raises(psycopg.errors.DatetimeFieldOverflow) as refused:
            conn.execute("SELECT riichi_append(%s, %s::jsonb, %s, '{}', "
                         "'2099-01-01T00:00:00.000Z', 'Organiser desk', '', NULL, NULL, NULL, "
                         "0, false)", (tid, entries, seq))
        assert "clock is" in str(refused.value)
        conn.rollback()
        conn.execute("SELECT riichi_append(%s, %s::jsonb, %s, '{}', %s, 'Organiser desk', '', "
                     "NULL, NULL, NULL, 0, false)", (tid, entries, seq, values.now()))
        conn.commit()
    with round2.connect(round2.owner) as conn:
        who = conn.execute("SELECT station, db_user FROM hand_log WHERE table_id = %s "
                           "AND seq = %s", (tid, seq)).fetchone()
    # The station's name is what it says; the database user is the server's own, and `log`
    # shows it.
    assert who == ("Organiser desk", round2.station)
    checked(round2)
    done = subprocess.run([sys.executable, "-m", "tournament", "log", "--db",
                           round2.url(round2.owner)], capture_output=True, text=True,
                          cwd=ROOT, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT),
                                                     "RIICHI_TOURNAMENT_PASSWORD": PW})
    assert done.returncode == 0, done.stderr
    assert f"(at Organiser desk; database user {round2.station})" in done.stdout


def test_no_read_only_user_can_stall_the_venue(round2):  # noqa: F811
    # The live page's role takes the app's old lock keys (the write gate's and the
    # upgrade's) and sits on them: nothing the app does waits for an advisory lock any more.
    with psycopg.connect(round2.url(round2.reader), autocommit=True) as reader:
        for key in (0x726969636869, 0x52544442):
            reader.execute("SELECT pg_advisory_lock(%s)", (key,))
        started = time.monotonic()
        with Tournament.open(round2.url(round2.station), role="referee",
                             station="Desk 9") as t:
            t.tables.record_totals(2, 2, [50000, 30000, 20000, 0])
        with Tournament.open(round2.url(round2.owner), password=PW) as t:
            t.announcements.announce("Lunch")
        grant(round2)
        assert time.monotonic() - started < 8  # nothing waited for the reader's locks
        # It may not lock the gate, nor a table, nor make a temporary table.
        for sql in ("BEGIN; SELECT id FROM gate FOR SHARE",
                    "BEGIN; LOCK TABLE rounds IN SHARE MODE",
                    "CREATE TEMPORARY TABLE t (x integer)"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                reader.execute(sql)
            reader.execute("ROLLBACK")
    checked(round2)


def test_grant_sets_timeouts_that_free_what_a_stalled_session_holds(round2):  # noqa: F811
    for role in (round2.station, round2.reader):
        with psycopg.connect(round2.url(role)) as conn:
            shown = {name: conn.execute(f"SHOW {name}").fetchone()[0]
                     for name in ("idle_in_transaction_session_timeout", "lock_timeout",
                                  "statement_timeout")}
        assert shown == {"idle_in_transaction_session_timeout": "5s", "lock_timeout": "10s",
                         "statement_timeout": "30s"}, role


def test_grant_says_what_only_the_administrator_takes_away(roles):  # noqa: F811
    # The owner is not a superuser: it cannot take large objects and advisory locks from
    # PUBLIC; `grant` says the one command the administrator runs, and after it, the roles
    # have neither.
    with Tournament.create(roles.url(roles.owner), name="Cup", rounds=1):
        pass
    done = grant(roles)
    assert "As the server's administrator, once" in done.stderr
    command = done.stderr.split('-c "', 1)[1].rsplit('"', 1)[0]
    roles.server.sql(command, roles.database)
    with psycopg.connect(roles.url(roles.reader), autocommit=True) as conn:
        for sql in ("SELECT lo_from_bytea(0, 'x'::bytea)", "SELECT pg_advisory_lock(1)"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)
    assert "As the server's administrator" not in grant(roles).stderr


def test_the_quick_check_of_a_long_ledger_passes_the_venues_own_changes_for_every_role(
        round2, monkeypatch):
    """As on a ledger too long to check whole (`chain.QUICK_UP_TO`): the organiser's signed
    changes, a station's unsigned hands and an unlock pass it, for the owner and a station;
    a forged penalty written by the owner's credentials without the password is found."""
    from tournament.storage import chain

    monkeypatch.setattr(chain, "QUICK_UP_TO", 0)
    with Tournament.open(round2.url(round2.station), role="referee", station="Desk 9") as t:
        t.tables.record_totals(2, 2, [50000, 30000, 20000, 0])
    with Tournament.open(round2.url(round2.owner), password=PW) as t:
        t.approvals.unlock_table(1, 1, PW, reason="recount")
        t.approvals.lock_table(1, 1)
        t.penalties.add(names(12)[0], "yellow_card", reason="phone rang", round=2)
        assert t.ledger.quick_check() == []
    with Tournament.open(round2.url(round2.station), role="referee", station="Desk 9") as t:
        assert t.ledger.quick_check() == []
    # The owner's credentials without the password: a penalty zeroed with SQL, its link and
    # a change link chained to the head with the public hashing.
    with round2.connect(round2.owner) as conn, conn.transaction():
        key, = conn.execute("UPDATE penalties SET points = 0 WHERE id = (SELECT min(id) "
                            "FROM penalties) RETURNING id").fetchone()
        row = conn.execute(f"SELECT {', '.join(FACTS['penalties'])} FROM penalties "
                           f"WHERE id = %s", (key,)).fetchone()
        seq, prev = conn.execute("SELECT seq, hash FROM ledger ORDER BY seq DESC "
                                 "LIMIT 1").fetchone()
        counter, = conn.execute("UPDATE change_counter SET value = value + 1 "
                                "RETURNING value").fetchone()
        at = values.now()
        for item, label, dig in ((f"penalties:{key}", "forged", fact_digest("penalties", row)),
                                 ("change", f"change {counter}", digest([counter]))):
            seq += 1
            prev_hash, prev = prev, link_hash(prev, seq, at, counter, "Desk", "", item, label,
                                              dig)
            conn.execute("INSERT INTO ledger (seq, at, counter, station, person, item, label, "
                         "digest, prev, hash) VALUES (%s, %s, %s, 'Desk', '', %s, %s, %s, %s, "
                         "%s)", (seq, at, counter, item, label, dig, prev_hash, prev))
        conn.execute("INSERT INTO changes (counter, at, station, person, what) "
                     "VALUES (%s, %s, 'Desk', '', '{}')", (counter, at))
    for role, opened in ((round2.owner, {"read_only": True}),
                         (round2.station, {"role": "referee"})):
        with Tournament.open(round2.url(role), **opened) as t:
            found = t.ledger.quick_check()
        assert [i.code.value for i in found] == ["unsigned_fact"], (role, found)
